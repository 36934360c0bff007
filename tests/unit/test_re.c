/*
** test_re.c - the regular expression engine (vm/lib/re_compile.c,
** re_exec.c) on its own, against CPython.
**
** Cases come from re_cases.txt, written by gen_re_cases.py (CPython 3.11
** is the oracle): compile errors with message and position, and the spans
** of every group (and lastindex) for search, match, fullmatch and every
** match of finditer, with pos/endpos.  Then the limits: a catastrophic
** pattern stops at the step limit, and a huge backtrack stops at the
** memory limit, without recursion on the C stack.
**   test_re [CASES]
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "vm.h"
#include "str.h"
#include "lib/re.h"

static int failures, checks;

#define CHECK(cond) do { checks++; if (!(cond)) { failures++; \
    fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); } } while (0)

static size_t unhex(const char *h, char *out) {
  size_t n = 0;
  while (h[0] && h[1]) {
    unsigned v;
    sscanf(h, "%2x", &v);
    out[n++] = (char)v;
    h += 2;
  }
  out[n] = 0;
  return n;
}

static void put_spans(ReState *st, char *res, size_t cap) {
  size_t n = strlen(res);
  uint32_t g;
  for (g = 0; g <= st->prog->ngroups; g++) {
    int64_t a, b;
    re_span(st, g, &a, &b);
    n += (size_t)snprintf(res + n, cap - n, "%s%lld,%lld", g ? ";" : "", (long long)a,
                          (long long)b);
  }
  snprintf(res + n, cap - n, "|%d", st->lastindex < 0 ? -1 : st->lastindex);
}

/* run one case; res gets the result in the file's notation */
static void run_case(VM *vm, const char *op, unsigned flags, const char *pat, size_t plen,
                     const char *text, size_t tlen, long long pos, long long endpos,
                     char *res, size_t cap) {
  ReProg *prog;
  ReError err;
  ReState st;
  Value sv;
  int r;
  res[0] = 0;
  if (re_compile(vm, pat, plen, flags, false, &prog, &err)) {
    if (err.kind == RE_ERR_SYNTAX) snprintf(res, cap, "!error %lld %s", (long long)err.pos, err.msg);
    else if (err.kind == RE_ERR_OVERFLOW) snprintf(res, cap, "!OverflowError %s", err.msg);
    else if (err.kind == RE_ERR_VALUE) snprintf(res, cap, "!ValueError %s", err.msg);
    else snprintf(res, cap, "!nomem");
    return;
  }
  if (str_new(vm, text, tlen, &sv) || re_state_init(vm, &st, prog, AS_STR(sv), pos, endpos)) {
    snprintf(res, cap, "!nomem");
    re_prog_free(vm, prog);
    return;
  }
  if (!strcmp(op, "iter")) {
    while (st.start <= st.endpos) {
      int64_t a;
      if ((r = re_search(&st)) <= 0) break;
      if (res[0]) strncat(res, " ", cap - strlen(res) - 1);
      put_spans(&st, res, cap);
      a = st.start;
      st.must_advance = st.ptr == a;
      st.start = st.ptr;
    }
    if (!res[0]) snprintf(res, cap, "none");
  } else {
    st.match_all = !strcmp(op, "fullmatch");
    r = op[0] == 's' ? re_search(&st) : re_match(&st);
    if (r > 0) put_spans(&st, res, cap);
    else snprintf(res, cap, r < 0 ? "!exception" : "none");
  }
  re_state_free(&st);
  re_prog_free(vm, prog);
}

static FILE *open_cases(int argc, char **argv) {
  static const char *tries[] = {"tests/unit/re_cases.txt", "re_cases.txt", "unit/re_cases.txt"};
  size_t i;
  if (argc > 1) return fopen(argv[1], "r");
  for (i = 0; i < sizeof tries / sizeof tries[0]; i++) {
    FILE *fp = fopen(tries[i], "r");
    if (fp) return fp;
  }
  return NULL;
}

static void test_cases(VM *vm, FILE *fp) {
  static char line[1 << 16], pat[1 << 14], text[1 << 14], res[1 << 15];
  int n = 0;
  while (fgets(line, sizeof line, fp)) {
    char *f[7], *p = line;
    int k;
    size_t plen, tlen;
    if (line[0] == '#') continue;
    line[strcspn(line, "\n")] = 0;
    for (k = 0; k < 7; k++) {
      f[k] = p;
      p = k < 6 ? strchr(p, '\t') : NULL;
      if (k < 6) {
        if (!p) break;
        *p++ = 0;
      }
    }
    if (k < 7) continue;
    plen = unhex(f[2], pat);
    tlen = unhex(f[3], text);
    run_case(vm, f[0], (unsigned)atoi(f[1]), pat, plen, text, tlen, atoll(f[4]), atoll(f[5]),
             res, sizeof res);
    checks++;
    n++;
    if (strcmp(res, f[6]) != 0) {
      failures++;
      if (failures < 40)
        fprintf(stderr, "case %s flags=%s pattern=%s text=%s pos=%s endpos=%s:\n  want %s\n  got  %s\n",
                f[0], f[1], pat, text, f[4], f[5], f[6], res);
    }
    vm->exc = VUNDEF;
  }
  printf("%d cases\n", n);
}

/* (a+)+$ on 40 a's and a b: stopped by the step limit */
static void test_catastrophic(void) {
  VM *vm = vm_new(NULL, NULL);
  ReProg *prog;
  ReError err;
  ReState st;
  Value sv;
  char text[64];
  int r;
  memset(text, 'a', 40);
  text[40] = 'b';
  vm->lim.max_steps = 2000000;
  vm->nframes = 1;   /* as inside a run */
  CHECK(re_compile(vm, "(a+)+$", 6, 0, false, &prog, &err) == 0);
  CHECK(str_new(vm, text, 41, &sv) == 0);
  CHECK(re_state_init(vm, &st, prog, AS_STR(sv), 0, 41) == 0);
  r = re_search(&st);
  CHECK(r == -1);
  CHECK(vm->limit_hit && vm->limit_kind == LIMIT_STEPS);
  re_state_free(&st);
  re_prog_free(vm, prog);
  vm->nframes = 0;
  vm_free(vm);
}

/* a deep backtrack stack: (?:a|bc)* over 200000 characters needs a
** context per iteration; with a small memory limit it ends as a limit,
** with a large one it matches (no C stack involved either way) */
static void test_deep(void) {
  size_t n = 200000;
  char *text = malloc(n);
  int pass;
  memset(text, 'a', n);
  for (pass = 0; pass < 2; pass++) {
    VM *vm = vm_new(NULL, NULL);
    ReProg *prog;
    ReError err;
    ReState st;
    Value sv;
    int r;
    vm->nframes = 1;
    CHECK(re_compile(vm, "(?:a|bc)*d|a", 12, 0, false, &prog, &err) == 0);
    CHECK(str_new(vm, text, n, &sv) == 0);
    vm->mem.limit = pass == 0 ? mem_held(&vm->mem) + (4u << 20) : 0;
    CHECK(re_state_init(vm, &st, prog, AS_STR(sv), 0, (int64_t)n) == 0);
    r = re_match(&st);
    if (pass == 0) CHECK(r == -1 && vm->limit_hit && vm->limit_kind == LIMIT_MEMORY);
    else CHECK(r == 1 && st.ptr == 1);
    re_state_free(&st);
    re_prog_free(vm, prog);
    vm->nframes = 0;
    vm->mem.limit = 0;
    vm_free(vm);
  }
  free(text);
}

int main(int argc, char **argv) {
  VM *vm = vm_new(NULL, NULL);
  FILE *fp = open_cases(argc, argv);
  if (!fp) {
    fprintf(stderr, "test_re: cannot find re_cases.txt\n");
    return 1;
  }
  test_cases(vm, fp);
  fclose(fp);
  vm_free(vm);
  test_catastrophic();
  test_deep();
  printf("%d checks, %d failures\n", checks, failures);
  return failures != 0;
}
