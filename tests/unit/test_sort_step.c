/*
** test_sort_step.c - the prelude-only merge sort native _sort_step
** (vm/builtins.c) driven from C, the comparisons answered here as the
** prelude's _pysort answers them in Python.
**
** Valid states: lists of 0 to 300 keys (random with many equal keys,
** ascending, descending) come out sorted and stable, with the same
** comparisons as CPython's order would allow, and a sorted input costs
** about n questions.  Forged states (a wrong length, lists of the wrong
** size, positions out of order or out of range, a phase that asks about
** no items, not a list) must each raise SystemError and never read or
** write out of bounds (run under ASan by `make asan`).  Exit status 0
** when every check passes.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../vm/vm.h"

static int failures, checks;

#define CHECK(c) do { checks++; if (!(c)) { failures++; \
  fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #c); } \
  } while (0)

typedef int (*Native)(VM *, Value *, int, Tuple *, Value *);

static Native find_native(const char *name) {
  int i;
  for (i = 0; i < builtin_count; i++)
    if (strcmp(builtin_table[i].name, name) == 0) return builtin_table[i].fn;
  return NULL;
}

static List *new_list(VM *vm, size_t n) {
  List *l = list_new(vm, 0);
  size_t i;
  if (l == NULL) abort();
  for (i = 0; i < n; i++)
    if (list_append(vm, l, VNONE)) abort();
  return l;
}

/* The state _pysort makes for keys/vals of n items. */
static List *new_state(VM *vm, const int64_t *keys, size_t n) {
  List *st = new_list(vm, 17), *k = new_list(vm, n), *v = new_list(vm, n);
  size_t i;
  for (i = 0; i < n; i++) {
    k->items[i] = vint(keys[i]);
    v->items[i] = vint((int64_t)i);
  }
  st->items[0] = vobj(k);
  st->items[1] = vobj(v);
  st->items[2] = vobj(new_list(vm, n));
  st->items[3] = vobj(new_list(vm, n));
  st->items[4] = vint((int64_t)n);
  st->items[5] = vint(1);
  for (i = 6; i < 12; i++) st->items[i] = vint(0);
  st->items[12] = st->items[13] = VNONE;
  st->items[14] = st->items[15] = vint(0);
  st->items[16] = vint(1);
  return st;
}

/* Run the sort to its end; the number of questions asked, -1 on an error. */
static long run(VM *vm, Native step, List *st) {
  Value a[2] = {vobj(st), vbool(false)}, out;
  long asked = 0;
  for (;;) {
    if (step(vm, a, 2, NULL, &out)) {
      vm->exc = VUNDEF;
      return -1;
    }
    if (out.tag != V_BOOL) return -1;
    if (!out.u.i) return asked;
    asked++;
    if (st->items[12].tag != V_INT || st->items[13].tag != V_INT) return -1;
    a[1] = vbool(st->items[12].u.i < st->items[13].u.i);
  }
}

static void test_sorts(VM *vm, Native step) {
  /* past 1024 (SORT_BLOCK): whole blocks, a last block of one item, of
  ** a part, more blocks than one wide pass merges */
  static const size_t sizes[] = {0, 1, 2, 3, 16, 63, 64, 65, 100, 255, 300, 1023, 1024,
                                 1025, 1100, 2048, 3000, 4500};
  size_t s, i, kind;
  unsigned seed = 12345;
  for (kind = 0; kind < 3; kind++) {
    for (s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
      size_t n = sizes[s];
      int64_t keys[4500];
      List *st, *vals;
      long asked;
      bool sorted = true, stable = true;
      for (i = 0; i < n; i++) {
        seed = seed * 1103515245u + 12345u;
        keys[i] = kind == 0 ? (int64_t)((seed >> 16) % 17)
                : kind == 1 ? (int64_t)i : (int64_t)(n - i);
      }
      st = new_state(vm, keys, n);
      asked = run(vm, step, st);
      CHECK(asked >= 0);
      vals = AS_LIST(st->items[1]);
      CHECK(vals->len == n);
      for (i = 1; i < n && i < vals->len; i++) {
        int64_t p = vals->items[i - 1].u.i, q = vals->items[i].u.i;
        if (keys[p] > keys[q]) sorted = false;
        if (keys[p] == keys[q] && p > q) stable = false;
      }
      CHECK(sorted);
      CHECK(stable);
      if (kind == 1 && n > 1) CHECK(asked < (long)n);   /* ascending: n - 1 */
      /* finished: asking again says done and changes nothing */
      {
        Value a[2] = {vobj(st), vbool(true)}, out;
        CHECK(step(vm, a, 2, NULL, &out) == 0 && out.tag == V_BOOL && !out.u.i);
      }
    }
  }
}

/* Call with st and expect SystemError (cleared after). */
static bool refused(VM *vm, Native step, Value st) {
  Value a[2] = {st, vbool(true)}, out = VUNDEF;
  bool ok = step(vm, a, 2, NULL, &out) == -1 && vm->exc.tag == V_OBJ &&
            vm->exc.u.o->type == OT_EXC && AS_EXC(vm->exc)->type == T_SystemError;
  vm->exc = VUNDEF;
  return ok;
}

static void test_forged(VM *vm, Native step) {
  static const int64_t keys[8] = {5, 3, 9, 1, 1, 7, 2, 8};
  List *st;
  Value a[2], out;
  /* not a list, a list of the wrong length */
  CHECK(refused(vm, step, vint(3)));
  CHECK(refused(vm, step, vobj(new_list(vm, 14))));
  /* n beyond the lists, a key list too short */
  st = new_state(vm, keys, 8);
  st->items[4] = vint(9);
  CHECK(refused(vm, step, vobj(st)));
  st = new_state(vm, keys, 8);
  st->items[0] = vobj(new_list(vm, 3));
  CHECK(refused(vm, step, vobj(st)));
  st = new_state(vm, keys, 8);
  st->items[3] = vint(0);
  CHECK(refused(vm, step, vobj(st)));
  /* positions out of order or range, a bad phase, a zero width */
  st = new_state(vm, keys, 8);
  st->items[7] = vint(6); st->items[8] = vint(2);      /* mid > hi */
  CHECK(refused(vm, step, vobj(st)));
  st = new_state(vm, keys, 8);
  st->items[6] = vint(9);                              /* lo > n */
  CHECK(refused(vm, step, vobj(st)));
  st = new_state(vm, keys, 8);
  st->items[11] = vint(7);
  CHECK(refused(vm, step, vobj(st)));
  st = new_state(vm, keys, 8);
  st->items[5] = vint(0);
  CHECK(refused(vm, step, vobj(st)));
  st = new_state(vm, keys, 8);
  st->items[16] = vint(4);
  CHECK(refused(vm, step, vobj(st)));
  st = new_state(vm, keys, 8);
  st->items[15] = vint(1);                             /* in order > merges */
  CHECK(refused(vm, step, vobj(st)));
  /* a phase that asks about items that are not there: the taking phase
  ** with its left half used up, the check with an empty half */
  st = new_state(vm, keys, 8);
  st->items[6] = vint(0); st->items[7] = vint(4); st->items[8] = vint(8);
  st->items[9] = vint(4); st->items[10] = vint(5); st->items[11] = vint(3);
  CHECK(refused(vm, step, vobj(st)));
  st = new_state(vm, keys, 8);
  st->items[6] = vint(4); st->items[7] = vint(4); st->items[8] = vint(8);
  st->items[9] = vint(4); st->items[10] = vint(4); st->items[11] = vint(1);
  CHECK(refused(vm, step, vobj(st)));
  /* the same state made valid is accepted */
  st = new_state(vm, keys, 8);
  a[0] = vobj(st);
  a[1] = vbool(false);
  CHECK(step(vm, a, 2, NULL, &out) == 0 && out.tag == V_BOOL && out.u.i);
}

int main(void) {
  VM *vm = vm_new(NULL, NULL);
  Native step = find_native("_sort_step");
  if (vm == NULL || step == NULL) return 1;
  vm->gc_enabled = false;
  test_sorts(vm, step);
  test_forged(vm, step);
  vm_free(vm);
  printf("%d checks, %d failures\n", checks, failures);
  return failures != 0;
}
