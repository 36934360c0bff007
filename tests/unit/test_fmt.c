/*
** test_fmt.c - vm/fmt.c against CPython 3.11's output.
**
** Reads the cases written by gen_fmt_cases.py (format(), '%', str.format,
** float repr and hash; see the format there), runs each through fmt.c and
** compares output or exception type and message.  Also checks what the
** oracle file cannot: fmt_parse_spec's fields, MemoryError before huge
** allocations, and round-tripping of float repr over many random doubles.
** Usage: test_fmt [CASES [N]]  (default tests/unit/fmt_cases.txt; N random
** doubles for the round-trip check).  With TEST_FMT_LOCALE set, LC_NUMERIC
** is switched to that locale first: the output must not change.
** Prints one line per failure; exit status 0 when everything passes.
*/
#define _POSIX_C_SOURCE 200809L
#include <locale.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../vm/vm.h"
#include "../../vm/bigint.h"
#include "../../vm/fmt.h"

static int failures, checked, shown;

static void fail(const char *fmt, ...)
#if defined(__GNUC__)
  __attribute__((format(printf, 1, 2)))
#endif
  ;

#include <stdarg.h>
static void fail(const char *fmt, ...) {
  va_list ap;
  failures++;
  if (shown++ >= 200) return;
  va_start(ap, fmt);
  vprintf(fmt, ap);
  va_end(ap);
  putchar('\n');
}

/* ---- hex text ---- */
static int hexval(int c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

/* Decode hex at *p (stops at a non-hex char) into a malloc'd buffer
** (str values inside value tokens). */
static char *unhex(const char **p, size_t *len) {
  const char *s = *p;
  size_t n = 0, i;
  char *out;
  while (hexval((unsigned char)s[n]) >= 0) n++;
  out = malloc(n / 2 + 1);
  for (i = 0; i + 1 < n; i += 2)
    out[i / 2] = (char)(hexval((unsigned char)s[i]) * 16 +
                        hexval((unsigned char)s[i + 1]));
  out[n / 2] = 0;
  *len = n / 2;
  *p = s + n;
  return out;
}

/* Decode a TEXT field (UTF-8 with \\\\ and \\xNN escapes) into a malloc'd
** buffer. */
static char *untext(const char *s, size_t *len) {
  size_t n = strlen(s), j = 0, i;
  char *out = malloc(n + 1);
  for (i = 0; i < n; i++) {
    if (s[i] == '\\' && s[i + 1] == 'x' && i + 3 < n) {
      out[j++] = (char)(hexval((unsigned char)s[i + 2]) * 16 +
                        hexval((unsigned char)s[i + 3]));
      i += 3;
    } else if (s[i] == '\\' && s[i + 1] == '\\') {
      out[j++] = '\\';
      i++;
    } else {
      out[j++] = s[i];
    }
  }
  out[j] = 0;
  *len = j;
  return out;
}

/* Printable form of UTF-8 bytes for failure messages. */
static const char *show(const char *s, size_t n) {
  static char buf[4][400];
  static int k;
  char *o = buf[k++ & 3];
  size_t i, j = 0;
  for (i = 0; i < n && j < sizeof buf[0] - 8; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c < 0x20 || c == 0x7f) j += (size_t)sprintf(o + j, "\\x%02x", c);
    else o[j++] = (char)c;
  }
  if (i < n) { memcpy(o + j, "...", 3); j += 3; }
  o[j] = 0;
  return o;
}

/* ---- values ---- */
static int parse_value(VM *vm, const char **p, Value *out);

static int parse_items(VM *vm, const char **p, Value *items, size_t *n,
                       Value *vals) {
  *n = 0;
  if (**p != '(') return -1;
  (*p)++;
  while (**p != ')') {
    if (parse_value(vm, p, &items[*n])) return -1;
    if (vals) {
      if (**p != ':') return -1;
      (*p)++;
      if (parse_value(vm, p, &vals[*n])) return -1;
    }
    (*n)++;
    if (**p == ',') (*p)++;
  }
  (*p)++;
  return 0;
}

static int parse_value(VM *vm, const char **p, Value *out) {
  const char *s = *p;
  char c = *s++;
  switch (c) {
  case 'n':
    *out = VNONE;
    break;
  case 'b':
    *out = vbool(*s++ == '1');
    break;
  case 'f': {
    uint64_t bits = 0;
    double d;
    int i;
    for (i = 0; i < 16; i++) bits = bits * 16 + (uint64_t)hexval(*s++);
    memcpy(&d, &bits, sizeof d);
    *out = vfloat(d);
    break;
  }
  case 'i': case 'x': {
    const char *e = s;
    int bad = 0;
    if (*e == '-') e++;
    while (hexval((unsigned char)*e) >= 0) e++;
    if (big_from_str(vm, s, (size_t)(e - s), c == 'i' ? 10 : 16, out, &bad))
      return -1;
    s = e;
    break;
  }
  case 's': {
    size_t n;
    char *t = unhex(&s, &n);
    int r = str_new(vm, t, n, out);
    free(t);
    if (r) return -1;
    break;
  }
  case 't': case 'l': case 'd': {
    Value items[64], vals[64];
    size_t n, i;
    if (parse_items(vm, &s, items, &n, c == 'd' ? vals : NULL)) return -1;
    if (c == 't') {
      Tuple *t = tuple_new(vm, n);
      for (i = 0; i < n; i++) t->items[i] = items[i];
      *out = vobj(t);
    } else if (c == 'l') {
      List *l = list_new(vm, n);
      for (i = 0; i < n; i++) list_append(vm, l, items[i]);
      *out = vobj(l);
    } else {
      Dict *d = dict_new(vm);
      for (i = 0; i < n; i++) dict_set(vm, d, items[i], vals[i]);
      *out = vobj(d);
    }
    break;
  }
  default:
    return -1;
  }
  *p = s;
  return 0;
}

/* ---- comparing a result ---- */

/* Compare the outcome of a call (rc, out) with the expected field. */
static void check(VM *vm, int rc, Value out, const char *expect,
                  const char *what) {
  const char *p = expect + 1;
  size_t n;
  char *want;
  checked++;
  if (expect[0] == '=') {
    want = untext(p, &n);
    if (rc != 0) {
      Value msg;
      const char *tn = vm->exc.tag == V_OBJ ? type_names[AS_EXC(vm->exc)->type] : "?";
      if (vm->exc.tag == V_OBJ && exc_message(vm, vm->exc, &msg) == 0)
        fail("%s: raised %s: %s, want '%s'", what, tn,
             show(AS_STR(msg)->data, AS_STR(msg)->len), show(want, n));
      else
        fail("%s: raised %s, want '%s'", what, tn, show(want, n));
    } else if (!IS_STR(out) || AS_STR(out)->len != n ||
               memcmp(AS_STR(out)->data, want, n) != 0) {
      fail("%s: got '%s', want '%s'", what,
           IS_STR(out) ? show(AS_STR(out)->data, AS_STR(out)->len) : "<non-str>",
           show(want, n));
    }
  } else {
    const char *colon = strchr(p, ':');
    size_t tl = (size_t)(colon - p);
    Value msg;
    p = colon + 1;
    want = untext(p, &n);
    if (rc == 0) {
      fail("%s: got '%s', want %.*s: %s", what,
           IS_STR(out) ? show(AS_STR(out)->data, AS_STR(out)->len) : "?",
           (int)tl, expect + 1, show(want, n));
    } else if (vm->exc.tag != V_OBJ) {
      fail("%s: returned -1 without an exception", what);
    } else {
      const char *tn = type_names[AS_EXC(vm->exc)->type];
      if (exc_message(vm, vm->exc, &msg) != 0) {
        fail("%s: exc_message failed", what);
      } else if (strlen(tn) != tl || memcmp(tn, expect + 1, tl) != 0 ||
                 AS_STR(msg)->len != n ||
                 memcmp(AS_STR(msg)->data, want, n) != 0) {
        fail("%s: raised %s: %s, want %.*s: %s", what, tn,
             show(AS_STR(msg)->data, AS_STR(msg)->len), (int)tl, expect + 1,
             show(want, n));
      }
    }
  }
  vm->exc = VUNDEF;
  free(want);
}

static char *next_field(char **line) {
  char *s = *line, *t;
  if (s == NULL) return NULL;
  t = strchr(s, '\t');
  if (t) { *t = 0; *line = t + 1; } else { *line = NULL; }
  return s;
}

static void run_line(VM *vm, char *line) {
  char *f[6];
  int nf = 0, rc;
  Value out = VNONE;
  char what[300];
  while (nf < 6 && (f[nf] = next_field(&line)) != NULL) nf++;
  switch (f[0][0]) {
  case 'R': {
    uint64_t bits = strtoull(f[1], NULL, 16);
    double d;
    char buf[32];
    size_t n;
    char *want = untext(f[2], &n);
    int len;
    memcpy(&d, &bits, sizeof d);
    len = fmt_float_repr(d, buf);
    checked++;
    if ((size_t)len != n || memcmp(buf, want, n) != 0 || strlen(buf) != n)
      fail("repr(%016llx): got '%s', want '%s'", (unsigned long long)bits, buf,
           want);
    free(want);
    return;
  }
  case 'H': {
    uint64_t bits = strtoull(f[1], NULL, 16);
    long long want = strtoll(f[2], NULL, 10);
    double d;
    memcpy(&d, &bits, sizeof d);
    checked++;
    if (fmt_float_hash(d) != want)
      fail("hash(%016llx): got %lld, want %lld", (unsigned long long)bits,
           (long long)fmt_float_hash(d), want);
    return;
  }
  case 'F': {
    const char *p = f[1];
    Value v;
    size_t n;
    char *spec;
    if (parse_value(vm, &p, &v)) { fail("bad value %s", f[1]); return; }
    spec = untext(f[2], &n);
    snprintf(what, sizeof what, "format(%.60s, '%s')", f[1], show(spec, n));
    rc = fmt_format(vm, v, spec, n, &out);
    check(vm, rc, out, f[3], what);
    free(spec);
    return;
  }
  case 'P': {
    const char *p;
    Value fs, v;
    size_t n;
    char *t = untext(f[1], &n);
    str_new(vm, t, n, &fs);
    p = f[2];
    if (parse_value(vm, &p, &v)) { fail("bad value %s", f[2]); free(t); return; }
    snprintf(what, sizeof what, "'%s' %% %.60s", show(t, n), f[2]);
    rc = fmt_percent(vm, AS_STR(fs), v, &out);
    check(vm, rc, out, f[3], what);
    free(t);
    return;
  }
  case 'S': {
    const char *p;
    Value fs, args, kw = VNONE;
    size_t n;
    char *t = untext(f[1], &n);
    str_new(vm, t, n, &fs);
    p = f[2];
    if (parse_value(vm, &p, &args)) { fail("bad value %s", f[2]); free(t); return; }
    if (f[3][0] != '-') {
      p = f[3];
      if (parse_value(vm, &p, &kw)) { fail("bad value %s", f[3]); free(t); return; }
    }
    snprintf(what, sizeof what, "'%s'.format%.60s", show(t, n), f[2]);
    rc = fmt_str_format(vm, AS_STR(fs), AS_TUPLE(args)->items,
                        AS_TUPLE(args)->len,
                        kw.tag == V_OBJ ? AS_DICT(kw) : NULL, &out);
    check(vm, rc, out, f[4], what);
    free(t);
    return;
  }
  default:
    fail("bad line kind '%c'", f[0][0]);
  }
}

/* ---- checks without an oracle file ---- */

static void expect_exc(VM *vm, int rc, int type, const char *what) {
  checked++;
  if (rc == 0) fail("%s: succeeded, want %s", what, type_names[type]);
  else if (AS_EXC(vm->exc)->type != type)
    fail("%s: raised %s, want %s", what, type_names[AS_EXC(vm->exc)->type],
         type_names[type]);
  vm->exc = VUNDEF;
}

static void test_memory_limits(void) {
  VM *vm = vm_new(mem_default, NULL);
  Value out, s, one = vint(1), args[2];
  Tuple *t;
  vm->mem.limit = mem_held(&vm->mem) + (16u << 20);
  expect_exc(vm, fmt_format(vm, one, "1000000000000", 13, &out), T_MemoryError,
             "format(1, '1000000000000')");
  expect_exc(vm, fmt_format(vm, vfloat(1.5), "9223372036854775807", 19, &out),
             T_MemoryError, "format(1.5, '9223372036854775807')");
  expect_exc(vm, fmt_format(vm, one, "0=9223372036854775807,", 22, &out),
             T_MemoryError, "format(1, '0=9223372036854775807,')");
  expect_exc(vm, fmt_format(vm, vfloat(1.5), ".2000000000f", 12, &out),
             T_MemoryError, "format(1.5, '.2000000000f')");
  expect_exc(vm, fmt_format(vm, vfloat(1.5), ".2147483647e", 12, &out),
             T_MemoryError, "format(1.5, '.2147483647e')");
  str_newc(vm, "a", &s);
  expect_exc(vm, fmt_format(vm, s, "\xf0\x9f\x98\x80<99999999999", 16, &out),
             T_MemoryError, "format('a', '<99999999999')");
  str_newc(vm, "%*d", &s);
  t = tuple_new(vm, 2);
  t->items[0] = vint(INT64_MAX);
  t->items[1] = one;
  expect_exc(vm, fmt_percent(vm, AS_STR(s), vobj(t), &out), T_MemoryError,
             "'%*d' % (2**63-1, 1)");
  str_newc(vm, "%.2147483644d", &s);
  expect_exc(vm, fmt_percent(vm, AS_STR(s), one, &out), T_MemoryError,
             "'%.2147483644d' % 1");
  str_newc(vm, "%.2147483647f", &s);
  expect_exc(vm, fmt_percent(vm, AS_STR(s), vfloat(1.0), &out), T_MemoryError,
             "'%.2147483647f' % 1.0");
  str_newc(vm, "{:1000000000000}", &s);
  args[0] = one;
  expect_exc(vm, fmt_str_format(vm, AS_STR(s), args, 1, NULL, &out),
             T_MemoryError, "'{:1000000000000}'.format(1)");
  /* a width that fits is fine */
  checked++;
  if (fmt_format(vm, one, "1000000", 7, &out) || AS_STR(out)->len != 1000000)
    fail("format(1, '1000000') failed");
  vm->exc = VUNDEF;
  vm_free(vm);
}

static void test_parse_spec(VM *vm) {
  FmtSpec sp;
  /* a given fill makes '0' part of the width, not the zero flag */
  const char *s = "\xc3\xa9^+#012_.3f";
  checked++;
  if (fmt_parse_spec(vm, s, strlen(s), &sp) || sp.fill != 0xe9 ||
      sp.align != '^' || sp.sign != '+' || !sp.alt || sp.zero ||
      sp.width != 12 || sp.grouping != '_' || sp.precision != 3 ||
      sp.type != 'f')
    fail("fmt_parse_spec('%s') fields wrong", s);
  vm->exc = VUNDEF;
  checked++;
  if (fmt_parse_spec(vm, "", 0, &sp) || sp.fill != ' ' || sp.align != 0 ||
      sp.sign != 0 || sp.alt || sp.zero || sp.width != -1 || sp.grouping ||
      sp.precision != -1 || sp.type != 0)
    fail("fmt_parse_spec('') fields wrong");
  vm->exc = VUNDEF;
  checked++;
  if (fmt_parse_spec(vm, "+010,", 5, &sp) || sp.fill != '0' || !sp.zero ||
      sp.width != 10 || sp.grouping != ',' || sp.sign != '+')
    fail("fmt_parse_spec('+010,') fields wrong");
  vm->exc = VUNDEF;
  expect_exc(vm, fmt_parse_spec(vm, ".f", 2, &sp), T_ValueError,
             "fmt_parse_spec('.f')");
  expect_exc(vm, fmt_parse_spec(vm, ",_", 2, &sp), T_ValueError,
             "fmt_parse_spec(',_')");
}

/* strtod of Python float text without relying on the locale's radix
** character: "d.ddde+X" is read as "dddde(X-k)". */
static double c_strtod(const char *s) {
  char buf[64];
  int n = 0, frac = 0, seen_point = 0;
  long e = 0;
  for (; *s && *s != 'e'; s++) {
    if (*s == '.') seen_point = 1;
    else {
      buf[n++] = *s;
      if (seen_point) frac++;
    }
  }
  if (*s == 'e') e = strtol(s + 1, NULL, 10);
  snprintf(buf + n, sizeof buf - (size_t)n, "e%ld", e - frac);
  return strtod(buf, NULL);
}

/* repr must read back exactly, and be no longer than 17 digits. */
static void test_repr_roundtrip(long count) {
  uint64_t x = 0x9E3779B97F4A7C15ULL;
  long i;
  for (i = 0; i < count; i++) {
    uint64_t bits;
    double d;
    char buf[32];
    int n;
    x ^= x << 13; x ^= x >> 7; x ^= x << 17;
    bits = x;
    memcpy(&d, &bits, sizeof d);
    n = fmt_float_repr(d, buf);
    checked++;
    if (n <= 0 || n > 24 || (size_t)n != strlen(buf))
      fail("repr(%016llx) length %d", (unsigned long long)bits, n);
    else if (!isnan(d) && c_strtod(buf) != d)
      fail("repr(%016llx) = '%s' does not round-trip",
           (unsigned long long)bits, buf);
  }
}

int main(int argc, char **argv) {
  const char *path = argc > 1 ? argv[1] : "tests/unit/fmt_cases.txt";
  FILE *f = fopen(path, "r");
  VM *vm;
  char *line = NULL;
  size_t cap = 0;
  long lines = 0;
  const char *loc = getenv("TEST_FMT_LOCALE");
  setvbuf(stdout, NULL, _IOLBF, 0);
  if (loc && setlocale(LC_NUMERIC, loc) == NULL) {
    printf("test_fmt: cannot set LC_NUMERIC to %s\n", loc);
    return 1;
  }
  if (f == NULL) {
    printf("test_fmt: cannot open %s\n", path);
    return 1;
  }
  vm = vm_new(mem_default, NULL);
  vm->mem.limit = (size_t)1 << 31;
  while (getline(&line, &cap, f) > 0) {
    size_t n = strlen(line);
    if (n && line[n - 1] == '\n') line[--n] = 0;
    if (n == 0 || line[0] == '#') continue;
    run_line(vm, line);
    lines++;
  }
  free(line);
  fclose(f);
  test_parse_spec(vm);
  vm_free(vm);
  test_memory_limits();
  test_repr_roundtrip(argc > 2 ? atol(argv[2]) : 200000);
  printf("test_fmt: %d checks (%ld oracle cases), %d failures\n", checked,
         lines, failures);
  return failures != 0;
}
