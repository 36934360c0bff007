/*
** test_htpy.c - the prelude-only table natives of vm/htpy.c (_ht_probe,
** _ht_value, _ht_setvalue, _ht_delete, _ht_insert, _ht_version,
** _ht_tuple_hash) driven with stale, forged and ill-typed arguments.
**
** The prelude hands entry numbers to Python code and back; a number that
** went stale (the entry was deleted) or was never valid (out of range, an
** empty set slot, negative, not an int), a table that is not one, and a
** wrong argument count must each raise SystemError and leave the table
** whole, never read or write out of bounds (run under ASan by
** `make asan`).  Valid calls are checked too, so a check that refused
** everything would fail here.  Exit status 0 when every check passes.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../vm/vm.h"
#include "../../vm/dict.h"

static int failures, checks;

#define CHECK(c) do { checks++; if (!(c)) { failures++; \
  fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #c); } \
  } while (0)

typedef int (*Native)(VM *, Value *, int, Tuple *, Value *);

/* Call fn(args...) and expect SystemError (cleared after). */
static bool sys_error(VM *vm, Native fn, Value *args, int nargs) {
  Value out = VUNDEF;
  bool ok = fn(vm, args, nargs, NULL, &out) == -1 && vm->exc.tag == V_OBJ &&
            vm->exc.u.o->type == OT_EXC && AS_EXC(vm->exc)->type == T_SystemError;
  vm->exc = VUNDEF;
  vm->want_py = false;
  return ok;
}

/* Call fn(args...) and expect success; *out its result. */
static bool ok_call(VM *vm, Native fn, Value *args, int nargs, Value *out) {
  *out = VUNDEF;
  if (fn(vm, args, nargs, NULL, out) == 0) return true;
  vm->exc = VUNDEF;
  return false;
}

static Value str(VM *vm, const char *s) {
  Value v;
  if (str_newc(vm, s, &v) < 0) abort();
  return v;
}

static uint64_t hash_of(VM *vm, Value k) {
  uint64_t h;
  if (vm_hash(vm, k, &h)) abort();
  return h;
}

/* The entry number of key k in table t through _ht_probe (-1: absent). */
static int64_t probe(VM *vm, Value t, Value k) {
  Value a[4] = {t, k, vint((int64_t)hash_of(vm, k)), vint(0)}, r;
  if (!ok_call(vm, ht_probe, a, 4, &r) || !IS_OBJ(r, OT_TUPLE)) return -99;
  return AS_TUPLE(r)->items[0].u.i;
}

static void test_dict(VM *vm) {
  Dict *d = dict_new(vm);
  Value t = vobj(d), r, a[4];
  int64_t e1, e2;
  int i;
  CHECK(dict_set(vm, d, str(vm, "a"), vint(1)) == 0);
  CHECK(dict_set(vm, d, str(vm, "b"), vint(2)) == 0);
  e1 = probe(vm, t, str(vm, "a"));
  e2 = probe(vm, t, str(vm, "b"));
  CHECK(e1 >= 0 && e2 >= 0 && e1 != e2);
  CHECK(probe(vm, t, str(vm, "zz")) == -1);
  /* valid reads and writes */
  a[0] = t; a[1] = vint(e2);
  CHECK(ok_call(vm, ht_value, a, 2, &r) && r.tag == V_INT && r.u.i == 2);
  a[2] = vint(20);
  CHECK(ok_call(vm, ht_setvalue, a, 3, &r));
  CHECK(ok_call(vm, ht_value, a, 2, &r) && r.u.i == 20);
  /* forged entry numbers: past the end, far past, negative, not ints */
  {
    Value bad[] = {vint(2), vint(1000000), vint(INT64_MAX), vint(-1), vint(INT64_MIN),
                   VNONE, vbool(true), vfloat(0.0), str(vm, "0")};
    for (i = 0; i < (int)(sizeof bad / sizeof bad[0]); i++) {
      a[0] = t; a[1] = bad[i]; a[2] = vint(7);
      CHECK(sys_error(vm, ht_value, a, 2));
      CHECK(sys_error(vm, ht_setvalue, a, 3));
      CHECK(sys_error(vm, ht_delete, a, 2));
    }
  }
  /* a stale entry: deleted, then used again */
  a[0] = t; a[1] = vint(e1);
  CHECK(ok_call(vm, ht_delete, a, 2, &r));
  CHECK(d->len == 1);
  CHECK(sys_error(vm, ht_value, a, 2));
  a[2] = vint(5);
  CHECK(sys_error(vm, ht_setvalue, a, 3));
  CHECK(sys_error(vm, ht_delete, a, 2));
  CHECK(d->len == 1);
  /* wrong argument counts (args has room for the longest) */
  a[0] = t; a[1] = vint(e2); a[2] = vint(0); a[3] = vint(0);
  CHECK(sys_error(vm, ht_value, a, 1));
  CHECK(sys_error(vm, ht_value, a, 3));
  CHECK(sys_error(vm, ht_setvalue, a, 2));
  CHECK(sys_error(vm, ht_delete, a, 0));
  CHECK(sys_error(vm, ht_probe, a, 3));
  CHECK(sys_error(vm, ht_insert, a, 2));
  CHECK(sys_error(vm, ht_version, a, 2));
  /* probe: a hash or skip that is not a non-negative int */
  a[0] = t; a[1] = str(vm, "b"); a[2] = str(vm, "h"); a[3] = vint(0);
  CHECK(sys_error(vm, ht_probe, a, 4));
  a[2] = vint((int64_t)hash_of(vm, a[1])); a[3] = vint(-1);
  CHECK(sys_error(vm, ht_probe, a, 4));
  a[3] = VNONE;
  CHECK(sys_error(vm, ht_probe, a, 4));
  /* insert with a hash that is not an int */
  a[0] = t; a[1] = str(vm, "c"); a[2] = vfloat(1.0); a[3] = vint(3);
  CHECK(sys_error(vm, ht_insert, a, 4));
  CHECK(d->len == 1);
  /* the table is still whole */
  CHECK(probe(vm, t, str(vm, "b")) == e2);
  a[0] = t; a[1] = vint(e2);
  CHECK(ok_call(vm, ht_value, a, 2, &r) && r.u.i == 20);
}

static void test_set(VM *vm) {
  Set *s = set_new(vm, false);
  Value t = vobj(s), r, a[4];
  int64_t e, empty = -1;
  size_t i;
  CHECK(set_add(vm, s, vint(41)) == 0);
  CHECK(set_add(vm, s, vint(42)) == 0);
  e = probe(vm, t, vint(41));
  CHECK(e >= 0 && (uint64_t)e <= s->mask);
  for (i = 0; i <= s->mask && empty < 0; i++)
    if (s->table[i].key.tag == V_UNDEF) empty = (int64_t)i;
  CHECK(empty >= 0);
  /* sets have no values */
  a[0] = t; a[1] = vint(e); a[2] = vint(0);
  CHECK(sys_error(vm, ht_value, a, 2));
  CHECK(sys_error(vm, ht_setvalue, a, 3));
  /* an empty slot, one past the mask, far past, negative */
  a[1] = vint(empty);
  CHECK(sys_error(vm, ht_delete, a, 2));
  a[1] = vint((int64_t)s->mask + 1);
  CHECK(sys_error(vm, ht_delete, a, 2));
  a[1] = vint(INT64_MAX);
  CHECK(sys_error(vm, ht_delete, a, 2));
  a[1] = vint(-3);
  CHECK(sys_error(vm, ht_delete, a, 2));
  CHECK(s->used == 2);
  /* delete, then the slot is stale (a dummy) */
  a[1] = vint(e);
  CHECK(ok_call(vm, ht_delete, a, 2, &r));
  CHECK(s->used == 1);
  CHECK(sys_error(vm, ht_delete, a, 2));
  CHECK(s->used == 1);
  CHECK(probe(vm, t, vint(41)) == -1);
  CHECK(probe(vm, t, vint(42)) >= 0);
  /* a frozenset is a table too; its probe finds the key */
  {
    Set *f = set_new(vm, true);
    CHECK(set_add(vm, f, vint(7)) == 0);
    CHECK(probe(vm, vobj(f), vint(7)) >= 0);
  }
}

static void test_not_tables(VM *vm) {
  List *l = list_new(vm, 0);
  Value others[] = {vobj(l), VNONE, vint(3), str(vm, "x"), vobj(tuple_new(vm, 0))};
  size_t i;
  for (i = 0; i < sizeof others / sizeof others[0]; i++) {
    Value a[4] = {others[i], vint(0), vint(0), vint(0)};
    CHECK(sys_error(vm, ht_version, a, 1));
    CHECK(sys_error(vm, ht_value, a, 2));
    CHECK(sys_error(vm, ht_setvalue, a, 3));
    CHECK(sys_error(vm, ht_delete, a, 2));
    CHECK(sys_error(vm, ht_probe, a, 4));
    CHECK(sys_error(vm, ht_insert, a, 4));
  }
}

static void test_version_and_tuple_hash(VM *vm) {
  Dict *d = dict_new(vm);
  List *l = list_new(vm, 0);
  Value a[1], v0, v1, r;
  a[0] = vobj(d);
  CHECK(ok_call(vm, ht_version, a, 1, &v0) && v0.tag == V_INT);
  CHECK(dict_set(vm, d, vint(1), vint(1)) == 0);
  CHECK(ok_call(vm, ht_version, a, 1, &v1) && v1.tag == V_INT && v1.u.i != v0.u.i);
  /* hashes of a tuple's items: ints only */
  CHECK(list_append(vm, l, vint(5)) == 0);
  a[0] = vobj(l);
  CHECK(ok_call(vm, ht_tuple_hash, a, 1, &r) && r.tag == V_INT);
  CHECK(list_append(vm, l, str(vm, "5")) == 0);
  CHECK(sys_error(vm, ht_tuple_hash, a, 1));
  a[0] = vobj(d);
  CHECK(sys_error(vm, ht_tuple_hash, a, 1));
  CHECK(sys_error(vm, ht_tuple_hash, a, 0));
}

/* A cursor is the probe's resume position; a forged one (out of range,
** any bit pattern) may miss the key but must find only true entries and
** never walk outside the table. */
static void test_forged_cursors(VM *vm) {
  static const int64_t cursors[] = {1, 2, 15, 16, 255, 256, 257, 4096 + 9,
                                    (int64_t)1 << 40, INT64_MAX, INT64_MAX - 255};
  Dict *d = dict_new(vm);
  Set *s = set_new(vm, false);
  Value tables[2] = {vobj(d), vobj(s)}, r;
  size_t c, t;
  int i;
  for (i = 0; i < 40; i++) {
    CHECK(dict_set(vm, d, vint(i * 8), vint(i)) == 0);
    CHECK(set_add(vm, s, vint(i * 8)) == 0);
  }
  for (t = 0; t < 2; t++)
    for (c = 0; c < sizeof cursors / sizeof cursors[0]; c++)
      for (i = 0; i < 48; i++) {
        Value k = vint(i * 8);
        Value a[4] = {tables[t], k, vint((int64_t)hash_of(vm, k)), vint(cursors[c])};
        int64_t e;
        CHECK(ok_call(vm, ht_probe, a, 4, &r) && IS_OBJ(r, OT_TUPLE));
        if (!IS_OBJ(r, OT_TUPLE)) continue;
        e = AS_TUPLE(r)->items[0].u.i;
        CHECK(AS_TUPLE(r)->items[2].u.i == 0);
        if (e < 0) continue;
        if (t == 0) CHECK((size_t)e < d->nentries && d->entries[e].key.u.i == i * 8);
        else CHECK((size_t)e <= s->mask && s->table[e].key.u.i == i * 8);
      }
}

int main(void) {
  VM *vm = vm_new(NULL, NULL);
  if (vm == NULL) return 1;
  test_dict(vm);
  test_set(vm);
  test_not_tables(vm);
  test_version_and_tuple_hash(vm);
  test_forged_cursors(vm);
  vm_free(vm);
  printf("%d checks, %d failures\n", checks, failures);
  return failures != 0;
}
