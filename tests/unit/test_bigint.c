/*
** test_bigint.c - arbitrary-precision ints (vm/bigint.c) against CPython.
**
** Most expected values come from bigint_cases.txt, written by
** gen_bigint_cases.py with python3 as the oracle (format described there;
** ints in hex so that big_from_str(base 16), which has no digit limit,
** reads them).  The file is found next to this source, in
** tests/unit/ from the repo root, in the current directory, or as argv[1].
** The C part adds what a text file cannot say: normalisation of every
** result, bool operands, aliasing (x op x), memory-limit refusals that must
** be immediate, scratch leaks under failing allocations, and timings
** (printed, never failing).
** One line per failed check on stderr; exit status 0 when all pass.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <time.h>
#include "../../vm/vm.h"
#include "../../vm/bigint.h"

static int failures, checks;
static const char *cur_line;   /* case being run, for messages */

#define CHECK(c) do { checks++; if (!(c)) { failures++; \
  fprintf(stderr, "%s:%d: check failed: %s%s%.200s\n", __FILE__, __LINE__, #c, \
          cur_line ? " | case: " : "", cur_line ? cur_line : ""); } \
  } while (0)

/* ---- VM adapter ---- */
static VM *tvm_new(void) {
  VM *vm = vm_new(NULL, NULL);
  if (vm == NULL) abort();
  return vm;
}

/* The pending exception's type and message ("" when it has no args), or
** false when none is pending.  Clears it. */
static bool texc_get(VM *vm, int *type, char *msg, size_t cap) {
  Exc *e;
  Tuple *a;
  if (vm->exc.tag != V_OBJ || vm->exc.u.o->type != OT_EXC) return false;
  e = AS_EXC(vm->exc);
  *type = e->type;
  a = AS_TUPLE(e->args);
  msg[0] = 0;
  if (a->len == 1 && IS_STR(a->items[0]))
    snprintf(msg, cap, "%s", AS_STR(a->items[0])->data);
  vm->exc = VUNDEF;
  return true;
}

static bool texc(VM *vm, int type, const char *msg) {
  int t;
  char m[512];
  if (!texc_get(vm, &t, m, sizeof m)) {
    fprintf(stderr, "  no exception pending (expected %s)\n", type_names[type]);
    return false;
  }
  if (t != type || (msg && strcmp(m, msg) != 0)) {
    fprintf(stderr, "  got %s: %s\n  expected %s: %s\n", type_names[t], m,
            type_names[type], msg ? msg : "*");
    return false;
  }
  return true;
}

static int type_by_name(const char *name) {
  int i;
  for (i = 0; i < T__COUNT; i++)
    if (strcmp(type_names[i], name) == 0) return i;
  return -1;
}

/* ---- value helpers ---- */

/* value.h's invariant: ints that fit int64 are V_INT, BigInts are trimmed. */
static bool normalised(Value v) {
  BigInt *b;
  if (v.tag == V_INT) return true;
  if (!IS_BIG(v)) return false;
  b = AS_BIG(v);
  if (b->n == 0 || b->d[b->n - 1] == 0) return false;
  if (b->n == 1) return false;
  if (b->n == 2) {
    uint64_t m = (uint64_t)b->d[1] << 32 | b->d[0];
    if (!b->neg && m <= (uint64_t)INT64_MAX) return false;
    if (b->neg && m <= (uint64_t)INT64_MAX + 1) return false;
  }
  return true;
}

static Value P(VM *vm, const char *hex) {
  Value v;
  int bad;
  if (big_from_str(vm, hex, strlen(hex), 16, &v, &bad)) {
    fprintf(stderr, "cannot parse operand %s\n", hex);
    abort();
  }
  return v;
}

/* Hex text of v ("-1f"), in a static-free caller buffer from malloc. */
static char *hexof(VM *vm, Value v) {
  size_t n;
  char *p = big_to_cstr(vm, v, 16, &n), *r;
  if (p == NULL) abort();
  r = malloc(n + 1);
  memcpy(r, p, n + 1);
  mem_free(&vm->mem, p, n + 1);
  return r;
}

/* Result rc/v of an operation against an expected field: hex value or
** "!Type message". */
static void expect(VM *vm, int rc, Value v, const char *want) {
  if (want[0] == '!') {
    char tname[64];
    const char *sp = strchr(want, ' ');
    size_t tl = sp ? (size_t)(sp - want - 1) : strlen(want + 1);
    int t;
    memcpy(tname, want + 1, tl);
    tname[tl] = 0;
    t = type_by_name(tname);
    CHECK(rc == -1);
    if (rc == -1) CHECK(texc(vm, t, sp ? sp + 1 : ""));
    return;
  }
  CHECK(rc == 0);
  if (rc != 0) { int t; char m[512]; if (texc_get(vm, &t, m, sizeof m)) fprintf(stderr, "  raised %s: %s\n", type_names[t], m); return; }
  CHECK(normalised(v));
  {
    char *h = hexof(vm, v);
    CHECK(strcmp(h, want) == 0);
    if (strcmp(h, want) != 0) fprintf(stderr, "  got  %.200s\n  want %.200s\n", h, want);
    free(h);
  }
}

/* ---- the shared PRNG (same as gen_bigint_cases.py) ---- */
static uint64_t prng_next(uint64_t *x) {
  *x ^= *x >> 12;
  *x ^= *x << 25;
  *x ^= *x >> 27;
  return *x * 0x2545F4914F6CDD1DULL;
}

static Value prng_int(VM *vm, uint64_t *st, uint32_t bits) {
  uint32_t n = (bits + 31) / 32, i;
  BigInt *b = obj_new(vm, OT_BIGINT, sizeof(BigInt) + n * sizeof(uint32_t));
  if (!b) abort();
  for (i = 0; i < n; i++) {
    uint64_t sel = prng_next(st) % 8;
    uint32_t limb = (uint32_t)(prng_next(st) >> 32);
    if (sel == 0) limb = 0;
    else if (sel == 1) limb = 0xFFFFFFFF;
    b->d[i] = limb;
  }
  if (bits % 32) b->d[n - 1] &= ((uint32_t)1 << (bits % 32)) - 1;
  b->d[n - 1] |= (uint32_t)1 << ((bits - 1) % 32);
  b->n = n;
  return vobj(b);
}

static void summary_check(Value x, const char *h, const char *bl, const char *lo) {
  uint64_t low;
  char buf[32];
  if (IS_BIG(x)) low = (uint64_t)AS_BIG(x)->d[1] << 32 | AS_BIG(x)->d[0];
  else low = x.u.i < 0 ? 0 - (uint64_t)x.u.i : (uint64_t)x.u.i;
  CHECK(normalised(x));
  CHECK(big_hash(x) == strtoll(h, NULL, 10));
  CHECK(big_bit_length(x) == strtoll(bl, NULL, 10));
  snprintf(buf, sizeof buf, "%llx", (unsigned long long)low);
  CHECK(strcmp(buf, lo) == 0);
}

/* ---- the case file ---- */

#define MAXF 16

static int split(char *line, char **f) {
  int n = 0;
  char *p = line;
  f[n++] = p;
  while ((p = strchr(p, '\t')) != NULL && n < MAXF) {
    *p++ = 0;
    f[n++] = p;
  }
  return n;
}

/* "\0" in fromstr texts stands for a NUL byte; returns the length. */
static size_t unescape(char *s) {
  char *r = s, *w = s;
  while (*r) {
    if (r[0] == '\\' && r[1] == '0') { *w++ = 0; r += 2; }
    else *w++ = *r++;
  }
  return (size_t)(w - s);
}

static int run_case(VM *vm, char **f, int nf) {
  const char *op = f[0];
  Value a, b, r = VUNDEF, r2 = VUNDEF;
  int rc;
  if (strcmp(op, "add") == 0 || strcmp(op, "sub") == 0 ||
      strcmp(op, "mul") == 0 || strcmp(op, "and") == 0 ||
      strcmp(op, "or") == 0 || strcmp(op, "xor") == 0 ||
      strcmp(op, "floordiv") == 0 || strcmp(op, "mod") == 0 ||
      strcmp(op, "lshift") == 0 || strcmp(op, "rshift") == 0) {
    int (*fn)(VM *, Value, Value, Value *) =
      op[0] == 'a' && op[1] == 'd' ? big_add : op[0] == 's' ? big_sub :
      op[0] == 'm' && op[1] == 'u' ? big_mul : op[0] == 'a' ? big_and :
      op[0] == 'o' ? big_or : op[0] == 'x' ? big_xor :
      op[0] == 'f' ? big_floordiv : op[0] == 'm' ? big_mod :
      op[0] == 'l' ? big_lshift : big_rshift;
    if (nf != 4) return -1;
    a = P(vm, f[1]);
    b = P(vm, f[2]);
    rc = fn(vm, a, b, &r);
    expect(vm, rc, r, f[3]);
    /* commutative ops must not care about the order */
    if (op[0] == 'a' || op[0] == 'o' || op[0] == 'x' || (op[0] == 'm' && op[1] == 'u')) {
      rc = fn(vm, b, a, &r);
      expect(vm, rc, r, f[3]);
    }
    return 0;
  }
  if (strcmp(op, "divmod") == 0) {
    if (nf != 5 && nf != 4) return -1;
    a = P(vm, f[1]);
    b = P(vm, f[2]);
    rc = big_divmod(vm, a, b, &r, &r2);
    expect(vm, rc, r, f[3]);
    if (nf == 5) expect(vm, rc, r2, f[4]);
    return 0;
  }
  if (strcmp(op, "neg") == 0 || strcmp(op, "abs") == 0 || strcmp(op, "invert") == 0) {
    if (nf != 3) return -1;
    a = P(vm, f[1]);
    rc = (op[0] == 'n' ? big_neg : op[0] == 'a' ? big_abs : big_invert)(vm, a, &r);
    expect(vm, rc, r, f[2]);
    return 0;
  }
  if (strcmp(op, "cmp") == 0) {
    int c = atoi(f[3]);
    a = P(vm, f[1]);
    b = P(vm, f[2]);
    CHECK(big_cmp(a, b) == c);
    CHECK(big_cmp(b, a) == -c);
    CHECK(big_cmp(a, a) == 0);
    CHECK(big_sign(a) == big_cmp(a, vint(0)));
    CHECK(big_is_zero(a) == (big_sign(a) == 0));
    return 0;
  }
  if (strcmp(op, "bitlen") == 0 || strcmp(op, "bitcount") == 0) {
    a = P(vm, f[1]);
    CHECK((op[3] == 'l' ? big_bit_length(a) : big_bit_count(a)) == strtoll(f[2], NULL, 10));
    return 0;
  }
  if (strcmp(op, "pow") == 0) {
    a = P(vm, f[1]);
    b = P(vm, f[2]);
    rc = big_pow(vm, a, b, NULL, &r);
    expect(vm, rc, r, f[3]);
    return 0;
  }
  if (strcmp(op, "powmod") == 0) {
    Value m;
    if (nf != 5) return -1;
    a = P(vm, f[1]);
    b = P(vm, f[2]);
    m = P(vm, f[3]);
    rc = big_pow(vm, a, b, &m, &r);
    expect(vm, rc, r, f[4]);
    return 0;
  }
  if (strcmp(op, "hash") == 0) {
    a = P(vm, f[1]);
    CHECK(big_hash(a) == strtoll(f[2], NULL, 10));
    return 0;
  }
  if (strcmp(op, "todouble") == 0) {
    double d = 0, w;
    a = P(vm, f[1]);
    rc = big_to_double(vm, a, &d);
    if (f[2][0] == '!') {
      expect(vm, rc, r, f[2]);
    } else {
      w = strtod(f[2], NULL);
      CHECK(rc == 0);
      CHECK(memcmp(&d, &w, sizeof d) == 0);
      if (memcmp(&d, &w, sizeof d) != 0) fprintf(stderr, "  got %a want %a\n", d, w);
    }
    return 0;
  }
  if (strcmp(op, "fromdouble") == 0) {
    rc = big_from_double(vm, strtod(f[1], NULL), &r);
    expect(vm, rc, r, f[2]);
    return 0;
  }
  if (strcmp(op, "str10") == 0 || strcmp(op, "str16") == 0 ||
      strcmp(op, "str8") == 0 || strcmp(op, "str2") == 0) {
    int base = atoi(op + 3);
    a = P(vm, f[1]);
    rc = big_to_str(vm, a, base, base != 10, &r);
    if (f[2][0] == '!') {
      expect(vm, rc, r, f[2]);
    } else {
      CHECK(rc == 0);
      if (rc == 0) {
        CHECK(strcmp(AS_STR(r)->data, f[2]) == 0);
        CHECK(AS_STR(r)->len == strlen(f[2]) && AS_STR(r)->nchars == AS_STR(r)->len);
      }
    }
    if (base == 10) {
      size_t n;
      size_t before = vm->mem.used;
      char *p = big_to_cstr(vm, a, 10, &n);
      if (f[2][0] == '!') {
        CHECK(p == NULL);
        if (!p) vm->exc = VUNDEF;
      } else {
        CHECK(p != NULL && n == strlen(f[2]) && strcmp(p, f[2]) == 0);
        if (p) mem_free(&vm->mem, p, n + 1);
        CHECK(vm->mem.used == before);
      }
    }
    return 0;
  }
  if (strcmp(op, "fromstr") == 0) {
    int base = atoi(f[1]), bad = 7;
    size_t n = unescape(f[2]);
    rc = big_from_str(vm, f[2], n, base, &r, &bad);
    if (strcmp(f[3], "!bad") == 0) {
      CHECK(rc == -1 && bad == 1);
      CHECK(vm->exc.tag == V_UNDEF);
    } else {
      CHECK(bad == 0);
      expect(vm, rc, r, f[3]);
    }
    return 0;
  }
  if (strcmp(op, "seedmul") == 0 || strcmp(op, "seedsqr") == 0 ||
      strcmp(op, "seeddiv") == 0) {
    uint64_t st = strtoull(f[1], NULL, 10);
    uint32_t abits = (uint32_t)atoi(f[2]), bbits = (uint32_t)atoi(f[3]);
    a = prng_int(vm, &st, abits);
    b = prng_int(vm, &st, bbits);
    if (atoi(f[4])) { if (big_neg(vm, b, &b)) abort(); }
    if (op[4] == 'm') {
      CHECK(big_mul(vm, a, b, &r) == 0);
      summary_check(r, f[5], f[6], f[7]);
    } else if (op[4] == 's') {
      CHECK(big_mul(vm, a, a, &r) == 0);
      summary_check(r, f[5], f[6], f[7]);
    } else {
      Value x;
      CHECK(big_mul(vm, a, vint(3), &x) == 0 && big_add(vm, x, b, &x) == 0);
      CHECK(big_divmod(vm, x, b, &r, &r2) == 0);
      summary_check(r, f[5], f[6], f[7]);
      summary_check(r2, f[8], f[9], f[10]);
    }
    return 0;
  }
  return -1;
}

static FILE *open_cases(int argc, char **argv) {
  static const char *const tries[] = {
    "tests/unit/bigint_cases.txt", "bigint_cases.txt", "unit/bigint_cases.txt",
  };
  char buf[1024];
  const char *slash;
  FILE *fp;
  size_t i;
  if (argc > 1) return fopen(argv[1], "r");
  slash = strrchr(__FILE__, '/');
  if (slash) {
    snprintf(buf, sizeof buf, "%.*sbigint_cases.txt", (int)(slash - __FILE__ + 1), __FILE__);
    if ((fp = fopen(buf, "r")) != NULL) return fp;
  }
  for (i = 0; i < sizeof tries / sizeof tries[0]; i++)
    if ((fp = fopen(tries[i], "r")) != NULL) return fp;
  return NULL;
}

static int run_file(VM *vm, FILE *fp) {
  size_t cap = 1 << 16, len;
  char *line = malloc(cap);
  char *copy = NULL;
  int ncases = 0;
  for (;;) {
    char *f[MAXF];
    int nf, c;
    len = 0;
    while ((c = fgetc(fp)) != EOF && c != '\n') {
      if (len + 1 >= cap) { cap *= 2; line = realloc(line, cap); }
      line[len++] = (char)c;
    }
    if (c == EOF && len == 0) break;
    line[len] = 0;
    if (len == 0 || line[0] == '#') continue;
    free(copy);
    copy = malloc(len + 1);
    memcpy(copy, line, len + 1);
    cur_line = copy;
    nf = split(line, f);
    if (run_case(vm, f, nf) < 0) {
      failures++;
      fprintf(stderr, "bad case line: %.100s\n", copy);
    }
    if (vm->exc.tag != V_UNDEF) {
      failures++;
      fprintf(stderr, "exception left pending by case: %.100s\n", copy);
      vm->exc = VUNDEF;
    }
    ncases++;
    if (ncases % 512 == 0) gc_collect(vm);
  }
  cur_line = NULL;
  free(copy);
  free(line);
  return ncases;
}

/* ---- checks the case file cannot express ---- */

static void test_bools(VM *vm) {
  Value r;
  CHECK(big_add(vm, vbool(1), vbool(1), &r) == 0 && r.tag == V_INT && r.u.i == 2);
  CHECK(big_mul(vm, vbool(1), vint(-7), &r) == 0 && r.tag == V_INT && r.u.i == -7);
  CHECK(big_neg(vm, vbool(1), &r) == 0 && r.tag == V_INT && r.u.i == -1);
  CHECK(big_abs(vm, vbool(1), &r) == 0 && r.tag == V_INT && r.u.i == 1);
  CHECK(big_invert(vm, vbool(0), &r) == 0 && r.tag == V_INT && r.u.i == -1);
  CHECK(big_lshift(vm, vbool(1), vint(0), &r) == 0 && r.tag == V_INT && r.u.i == 1);
  CHECK(big_lshift(vm, vbool(1), vbool(1), &r) == 0 && r.tag == V_INT && r.u.i == 2);
  CHECK(big_rshift(vm, vbool(1), vint(0), &r) == 0 && r.tag == V_INT && r.u.i == 1);
  CHECK(big_pow(vm, vbool(1), vint(5), NULL, &r) == 0 && r.tag == V_INT && r.u.i == 1);
  CHECK(big_pow(vm, vint(5), vbool(0), NULL, &r) == 0 && r.tag == V_INT && r.u.i == 1);
  CHECK(big_and(vm, vbool(1), vint(3), &r) == 0 && r.tag == V_INT && r.u.i == 1);
  CHECK(big_floordiv(vm, vint(7), vbool(1), &r) == 0 && r.tag == V_INT && r.u.i == 7);
  CHECK(big_floordiv(vm, vint(7), vbool(0), &r) == -1 &&
        texc(vm, T_ZeroDivisionError, "integer division or modulo by zero"));
  CHECK(big_mod(vm, vint(7), vbool(0), &r) == -1 &&
        texc(vm, T_ZeroDivisionError, "integer modulo by zero"));
  CHECK(big_hash(vbool(1)) == 1 && big_hash(vbool(0)) == 0);
  CHECK(big_to_str(vm, vbool(1), 16, true, &r) == 0 && strcmp(AS_STR(r)->data, "0x1") == 0);
  CHECK(big_bit_length(vbool(1)) == 1 && big_bit_count(vbool(0)) == 0);
  {
    double d;
    CHECK(big_to_double(vm, vbool(1), &d) == 0 && d == 1.0);
  }
}

static void test_small(VM *vm) {
  Value r, big;
  int64_t i;
  double d;
  int bad;
  /* int64 edges */
  CHECK(big_neg(vm, vint(INT64_MIN), &r) == 0 && IS_BIG(r) && normalised(r));
  CHECK(big_neg(vm, r, &r) == 0 && r.tag == V_INT && r.u.i == INT64_MIN);
  CHECK(big_floordiv(vm, vint(INT64_MIN), vint(-1), &r) == 0 && IS_BIG(r));
  CHECK(big_mod(vm, vint(INT64_MIN), vint(-1), &r) == 0 && r.tag == V_INT && r.u.i == 0);
  CHECK(big_to_i64(vint(5), &i) == 0 && i == 5);
  CHECK(big_from_u64(vm, UINT64_MAX, &big) == 0 && IS_BIG(big) && big_to_i64(big, &i) == -1);
  CHECK(big_from_u64(vm, 5, &r) == 0 && r.tag == V_INT && r.u.i == 5);
  CHECK(big_from_i64(vm, -5, &r) == 0 && r.tag == V_INT && r.u.i == -5);
  CHECK(big_sub(vm, big, vint(1), &r) == 0 && IS_BIG(r));
  CHECK(big_sub(vm, big, big, &r) == 0 && r.tag == V_INT && r.u.i == 0);
  CHECK(big_xor(vm, big, big, &r) == 0 && r.tag == V_INT && r.u.i == 0);
  CHECK(big_and(vm, big, big, &r) == 0 && big_cmp(r, big) == 0);
  /* from_double special values */
  CHECK(big_from_double(vm, NAN, &r) == -1 &&
        texc(vm, T_ValueError, "cannot convert float NaN to integer"));
  CHECK(big_from_double(vm, -INFINITY, &r) == -1 &&
        texc(vm, T_OverflowError, "cannot convert float infinity to integer"));
  CHECK(big_from_double(vm, -0.0, &r) == 0 && r.tag == V_INT && r.u.i == 0);
  /* round trip through double for every power of two and its neighbours */
  for (i = 0; i < 1024; i++) {
    Value p, q;
    CHECK(big_lshift(vm, vint(1), vint(i), &p) == 0);
    CHECK(big_to_double(vm, p, &d) == 0 && d == ldexp(1.0, (int)i));
    CHECK(big_from_double(vm, d, &q) == 0 && big_cmp(p, q) == 0);
  }
  /* bad base */
  CHECK(big_from_str(vm, "1", 1, 1, &r, &bad) == -1 && bad == 0 &&
        texc(vm, T_ValueError, "int() base must be >= 2 and <= 36, or 0"));
  /* estimate is an upper bound, and close */
  {
    Value x;
    size_t n;
    char *p;
    for (i = 1; i < 3000; i += 7) {
      CHECK(big_pow(vm, vint(10), vint(i), NULL, &x) == 0);
      CHECK(big_sub(vm, x, vint(1), &x) == 0);   /* i nines */
      CHECK(big_ndigits_estimate(x, 10) >= (size_t)i &&
            big_ndigits_estimate(x, 10) <= (size_t)i + 1);
      p = big_to_cstr(vm, x, 16, &n);
      CHECK(p && big_ndigits_estimate(x, 16) == n);
      if (p) mem_free(&vm->mem, p, n + 1);
      p = big_to_cstr(vm, x, 7, &n);
      CHECK(p && big_ndigits_estimate(x, 7) >= n);
      if (p) mem_free(&vm->mem, p, n + 1);
    }
    CHECK(big_ndigits_estimate(vint(0), 10) == 1);
  }
}

/* Text round trips in every base against from_str. */
static void test_roundtrip(VM *vm) {
  uint64_t st = 99;
  int k, base;
  for (k = 0; k < 300; k++) {
    Value x, y;
    size_t n;
    char *p;
    int bad;
    x = prng_int(vm, &st, (uint32_t)(1 + prng_next(&st) % 3000));
    if (k & 1) CHECK(big_neg(vm, x, &x) == 0);
    if (k % 5 == 0) CHECK(big_rshift(vm, x, vint(2900), &x) == 0);
    for (base = 2; base <= 36; base++) {
      p = big_to_cstr(vm, x, base, &n);
      if (p == NULL) {         /* over the digit limit in base 10 */
        CHECK(base == 10);
        vm->exc = VUNDEF;
        continue;
      }
      CHECK(big_from_str(vm, p, n, base, &y, &bad) == 0 && big_cmp(x, y) == 0);
      mem_free(&vm->mem, p, n + 1);
    }
  }
}

/* Identities on large random operands (Karatsuba and Knuth D at sizes the
** case file does not store). */
static void test_identities(VM *vm) {
  uint64_t st = 12345;
  int k;
  for (k = 0; k < 60; k++) {
    uint32_t ab = 1 + (uint32_t)(prng_next(&st) % 60000);
    uint32_t bb = 1 + (uint32_t)(prng_next(&st) % 60000);
    Value a = prng_int(vm, &st, ab), b = prng_int(vm, &st, bb), c, p = VUNDEF, q = VUNDEF,
          r = VUNDEF, t = VUNDEF, u = VUNDEF;
    if (k & 1) CHECK(big_neg(vm, a, &a) == 0);
    if (k & 2) CHECK(big_neg(vm, b, &b) == 0);
    c = prng_int(vm, &st, 1 + (uint32_t)(prng_next(&st) % 2000));
    /* (a + c) * b == a*b + c*b */
    CHECK(big_add(vm, a, c, &t) == 0 && big_mul(vm, t, b, &t) == 0);
    CHECK(big_mul(vm, a, b, &p) == 0 && big_mul(vm, c, b, &u) == 0 && big_add(vm, p, u, &u) == 0);
    CHECK(big_cmp(t, u) == 0);
    /* divmod(a*b + c, b) recovers a and c when 0 <= c < |b|, sign rules */
    CHECK(big_add(vm, p, c, &t) == 0);
    CHECK(big_divmod(vm, t, b, &q, &r) == 0);
    CHECK(big_mul(vm, q, b, &u) == 0 && big_add(vm, u, r, &u) == 0 && big_cmp(u, t) == 0);
    CHECK(big_sign(r) == 0 || big_sign(r) == big_sign(b));
    {
      Value ar, br;
      CHECK(big_abs(vm, r, &ar) == 0 && big_abs(vm, b, &br) == 0 && big_cmp(ar, br) < 0);
    }
    /* squaring path == general path */
    CHECK(big_mul(vm, a, a, &t) == 0);
    CHECK(big_add(vm, a, vint(0), &u) == 0);    /* same value, other object? */
    CHECK(big_pow(vm, a, vint(2), NULL, &u) == 0 && big_cmp(t, u) == 0);
    /* shifts against multiplication by powers of two */
    {
      int64_t s = (int64_t)(prng_next(&st) % 5000);
      Value two, m;
      CHECK(big_pow(vm, vint(2), vint(s), NULL, &two) == 0);
      CHECK(big_lshift(vm, a, vint(s), &t) == 0 && big_mul(vm, a, two, &m) == 0 && big_cmp(t, m) == 0);
      CHECK(big_rshift(vm, a, vint(s), &t) == 0 && big_floordiv(vm, a, two, &m) == 0 && big_cmp(t, m) == 0);
    }
    /* bitwise: a ^ b == (a | b) - (a & b) */
    CHECK(big_xor(vm, a, b, &t) == 0 && big_or(vm, a, b, &u) == 0 && big_and(vm, a, b, &r) == 0);
    CHECK(big_sub(vm, u, r, &u) == 0 && big_cmp(t, u) == 0);
    if (k % 8 == 0) gc_collect(vm);
  }
}

/* Sum of sizes of objects allocated since `mark` was the newest object. */
static size_t new_obj_bytes(VM *vm, Obj *mark) {
  size_t s = 0;
  Obj *o;
  for (o = vm->objects; o && o != mark; o = o->next) s += obj_size(o);
  return s;
}

/* Absurd sizes fail at once; scratch never leaks on a failing allocation. */
static void test_memory(VM *vm) {
  Value r, x, y, m, e, big, dec;
  clock_t t0 = clock();
  int k, bad;
  size_t base_limit = vm->mem.limit;
  vm->mem.limit = mem_held(&vm->mem) + ((size_t)64 << 20);
  CHECK(big_lshift(vm, vint(1), P(vm, "e8d4a51000"), &r) == -1 && texc(vm, T_MemoryError, NULL));
  CHECK(big_lshift(vm, vint(1), P(vm, "10000000000000000"), &r) == -1 && texc(vm, T_MemoryError, NULL));
  CHECK(big_lshift(vm, vint(0), P(vm, "10000000000000000"), &r) == 0 && r.tag == V_INT && r.u.i == 0);
  CHECK(big_lshift(vm, vint(1), vint(INT64_MAX), &r) == -1 && texc(vm, T_MemoryError, NULL));
  CHECK(big_pow(vm, vint(2), vint(10000000000), NULL, &r) == -1 && texc(vm, T_MemoryError, NULL));
  CHECK(big_pow(vm, vint(3), vint(10000000000), NULL, &r) == -1 && texc(vm, T_MemoryError, NULL));
  CHECK(big_pow(vm, vint(-3), vint(INT64_MAX), NULL, &r) == -1 && texc(vm, T_MemoryError, NULL));
  CHECK(big_pow(vm, vint(10), P(vm, "10000000000000000000"), NULL, &r) == -1 && texc(vm, T_MemoryError, NULL));
  CHECK(big_pow(vm, vint(-1), P(vm, "10000000000000000001"), NULL, &r) == 0 && r.tag == V_INT && r.u.i == -1);
  CHECK(big_pow(vm, vint(0), P(vm, "10000000000000000001"), NULL, &r) == 0 && r.tag == V_INT && r.u.i == 0);
  CHECK(big_pow(vm, vint(7), vint(100000000), NULL, &r) == -1 && texc(vm, T_MemoryError, NULL));
  CHECK(big_from_str(vm, "1", 1, 10, &r, &bad) == 0);
  CHECK((double)(clock() - t0) / CLOCKS_PER_SEC < 0.5);
  vm->mem.limit = base_limit;

  /* fault injection: every allocation point of each operation fails once */
  {
    uint64_t st = 777;
    x = prng_int(vm, &st, 9000);
    y = prng_int(vm, &st, 4000);
    m = prng_int(vm, &st, 1500);
    e = prng_int(vm, &st, 300);
    CHECK(big_neg(vm, e, &e) == 0);
    CHECK(big_pow(vm, vint(10), vint(4000), NULL, &big) == 0);
    CHECK(big_sub(vm, big, vint(1), &big) == 0);
    CHECK(big_to_str(vm, big, 10, false, &dec) == 0);
  }
  for (k = 0; k < 9; k++) {
    size_t extra;
    int done = 0;
    for (extra = 0; !done && extra < (1u << 20); extra += 16) {
      Obj *mark = vm->objects;
      size_t before = vm->mem.used, objs;
      int rc;
      vm->mem.limit = mem_held(&vm->mem) + extra;   /* (freed blocks count) */
      switch (k) {
      case 0: rc = big_mul(vm, x, y, &r); break;
      case 1: rc = big_divmod(vm, x, y, &r, &r); break;
      case 2: rc = big_pow(vm, x, e, &m, &r); break;       /* inverse + powmod */
      case 3: rc = big_pow(vm, vint(3), vint(5000), NULL, &r); break;
      case 4: rc = big_to_str(vm, big, 10, false, &r); break;
      case 5:
        rc = big_from_str(vm, AS_STR(dec)->data, AS_STR(dec)->len, 10, &r, &bad);
        break;
      case 6: rc = big_lshift(vm, x, vint(1000), &r); break;
      case 7: rc = big_xor(vm, x, e, &r); break;
      default: rc = big_pow(vm, y, vint(7), &m, &r); break;
      }
      objs = new_obj_bytes(vm, mark);
      CHECK(vm->mem.used == before + objs);        /* no scratch left behind */
      if (rc == 0) {
        done = 1;
        CHECK(vm->exc.tag == V_UNDEF);
      } else {
        CHECK(texc(vm, T_MemoryError, NULL));
      }
    }
    CHECK(done);
    vm->mem.limit = base_limit;
  }
}

static double secs(clock_t t0) { return (double)(clock() - t0) / CLOCKS_PER_SEC; }

static void test_timing(VM *vm) {
  Value a, b, r, s;
  clock_t t0;
  int i, bad;
  CHECK(big_pow(vm, vint(10), vint(4000), NULL, &a) == 0);
  t0 = clock();
  for (i = 0; i < 100; i++) CHECK(big_to_str(vm, a, 10, false, &s) == 0);
  printf("  str(10**4000): %.3f ms\n", secs(t0) * 1000 / 100);
  t0 = clock();
  for (i = 0; i < 100; i++) CHECK(big_from_str(vm, AS_STR(s)->data, AS_STR(s)->len, 10, &r, &bad) == 0);
  printf("  int('1'+'0'*4000): %.3f ms\n", secs(t0) * 1000 / 100);
  t0 = clock();
  for (i = 0; i < 100; i++) CHECK(big_mul(vm, a, a, &r) == 0);
  printf("  10**4000 * 10**4000: %.3f ms\n", secs(t0) * 1000 / 100);
  CHECK(big_add(vm, a, vint(1), &b) == 0);
  t0 = clock();
  for (i = 0; i < 100; i++) CHECK(big_mul(vm, a, b, &r) == 0);
  printf("  10**4000 * (10**4000+1): %.3f ms\n", secs(t0) * 1000 / 100);
  t0 = clock();
  CHECK(big_pow(vm, vint(3), vint(200000), NULL, &r) == 0);
  printf("  3**200000: %.3f ms\n", secs(t0) * 1000);
  CHECK(big_pow(vm, vint(7), vint(60000), NULL, &b) == 0);
  t0 = clock();
  CHECK(big_mul(vm, r, b, &s) == 0);
  printf("  3**200000 * 7**60000: %.3f ms\n", secs(t0) * 1000);
  t0 = clock();
  CHECK(big_divmod(vm, s, b, &a, &r) == 0);
  printf("  divmod(3**200000 * 7**60000, 7**60000): %.3f ms\n", secs(t0) * 1000);
  {
    uint64_t st = 4;
    Value m = prng_int(vm, &st, 2048), x = prng_int(vm, &st, 2000), e = prng_int(vm, &st, 2048);
    t0 = clock();
    CHECK(big_pow(vm, x, e, &m, &r) == 0);
    printf("  pow(x, e, m), 2048-bit e and m: %.3f ms\n", secs(t0) * 1000);
  }
  gc_collect(vm);
}

int main(int argc, char **argv) {
  VM *vm = tvm_new();
  FILE *fp = open_cases(argc, argv);
  int n = 0;
  if (fp == NULL) {
    fprintf(stderr, "test_bigint: cannot find bigint_cases.txt\n");
    failures++;
  } else {
    n = run_file(vm, fp);
    fclose(fp);
  }
  gc_collect(vm);
  test_bools(vm);
  test_small(vm);
  test_roundtrip(vm);
  gc_collect(vm);
  test_identities(vm);
  gc_collect(vm);
  test_memory(vm);
  gc_collect(vm);
  if (!getenv("BIGINT_NO_TIMING")) test_timing(vm);
  vm_free(vm);
  printf("test_bigint: %d file cases, %d checks, %d failures\n", n, checks, failures);
  return failures ? 1 : 0;
}
