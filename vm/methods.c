/*
** methods.c - methods of list, tuple, dict, set/frozenset, int and float.
**
** Each table is indexed by position (method ids are stable); args[0] is
** the receiver.  Methods that would need Python code (sort with a key,
** extend from a generator) return BI_FALLBACK to their prelude version.
*/
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "vm.h"
#include "str.h"
#include "dict.h"
#include "bigint.h"
#include "range.h"
#include "class.h"
#include "fmt.h"
#include "limits.h"
#include "../grammar/ast.h"   /* BIN_* of set_viewop */

int dict_update_from(VM *vm, Dict *d, Value arg);
int sort_reverse_arg(VM *vm, Value v);

#define SELF_LIST AS_LIST(args[0])
#define CHECK(name, lo, hi) \
  if (arg_nokw(vm, name, kw) || arg_count(vm, name, nargs - 1, lo, hi)) return -1
/* CPython names the method with its type for keywords ("dict.get() takes
** no keyword arguments") and without it for counts ("get expected ..."). */
#define CHECK2(qual, name, lo, hi) \
  if (arg_nokw(vm, qual, kw) || arg_count(vm, name, nargs - 1, lo, hi)) return -1

static bool is_gen(Value v) { return IS_OBJ(v, OT_GEN); }

/* ---- list ---- */

static int l_append(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  CHECK("list.append", 1, 1);
  *out = VNONE;
  return list_append(vm, SELF_LIST, args[1]);
}

static int l_extend(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  CHECK("list.extend", 1, 1);
  if (is_gen(args[1]) || user_has(args[1], CS(ITER) | CS(GETITEM))) return BI_FALLBACK;
  if (!vm_iter_native(args[1]))
    return vm_raise(vm, T_TypeError, "'%s' object is not iterable", val_type_name(args[1]));
  *out = VNONE;
  return list_extend(vm, SELF_LIST, args[1]);
}

/* An index argument parsed as a C ssize_t (list.insert, list.pop). */
static int ssize_arg(VM *vm, Value v, int64_t *out) {
  return vm_ssize(vm, v, out);
}

static int l_insert(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  List *l = SELF_LIST;
  int64_t i;
  CHECK2("list.insert", "insert", 2, 2);
  if (ssize_arg(vm, args[1], &i)) return -1;
  if (list_append(vm, l, VNONE)) return -1;
  if (i < 0) { i += (int64_t)l->len - 1; if (i < 0) i = 0; }
  if (i > (int64_t)l->len - 1) i = (int64_t)l->len - 1;
  if (vm_charge_items(vm, l->len - 1 - (size_t)i)) return -1;
  gc_list_moved(l);
  vcopy(l->items + i + 1, l->items + i, (l->len - 1 - (size_t)i));
  l->items[i] = args[2];
  *out = VNONE;
  return 0;
}

static int l_pop(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  List *l = SELF_LIST;
  int64_t i = -1;
  CHECK2("list.pop", "pop", 0, 1);
  if (nargs == 2 && ssize_arg(vm, args[1], &i)) return -1;
  if (l->len == 0) return vm_raise(vm, T_IndexError, "pop from empty list");
  if (i < 0) i += (int64_t)l->len;
  if (i < 0 || i >= (int64_t)l->len) return vm_raise(vm, T_IndexError, "pop index out of range");
  if (vm_charge_items(vm, l->len - (size_t)i - 1)) return -1;
  *out = l->items[i];
  if (i + 1 < (int64_t)l->len) gc_list_moved(l);
  vcopy(l->items + i, l->items + i + 1, (l->len - (size_t)i - 1));
  l->len--;
  return 0;
}

static int l_remove(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  List *l = SELF_LIST;
  size_t i;
  CHECK("list.remove", 1, 1);
  for (i = 0; i < l->len; i++) {
    int r = hash_eq_item(vm, l->items[i], args[1]);
    if (r < 0 || vm_charge_item(vm, i)) return -1;
    if (r) {
      if (vm_charge_items(vm, l->len - i)) return -1;
      gc_list_moved(l);
      vcopy(l->items + i, l->items + i + 1, (l->len - i - 1));
      l->len--;
      *out = VNONE;
      return 0;
    }
  }
  return vm_raise(vm, T_ValueError, "list.remove(x): x not in list");
}

/* start/stop of index(): CPython's _PyEval_SliceIndexNotNone, which clamps
** huge ints instead of raising. */
static int slice_arg(VM *vm, Value v, int64_t *out) {
  if (IS_BIG(v)) { *out = big_sign(v) < 0 ? INT64_MIN / 2 : INT64_MAX / 2; return 0; }
  if (v.tag != V_INT && v.tag != V_BOOL) return vm_not_slice_index(vm, v, false);
  *out = v.u.i;
  return 0;
}

static int seq_index_of(VM *vm, Value *items, size_t len, Value *args, int nargs, Value *out,
                        const char *what) {
  int64_t start = 0, stop = (int64_t)len, i;
  if (nargs >= 3 && slice_arg(vm, args[2], &start)) return -1;
  if (nargs >= 4 && slice_arg(vm, args[3], &stop)) return -1;
  if (start < 0) { start += (int64_t)len; if (start < 0) start = 0; }
  if (stop < 0) { stop += (int64_t)len; if (stop < 0) stop = 0; }
  if (stop > (int64_t)len) stop = (int64_t)len;
  for (i = start; i < stop; i++) {
    int r = hash_eq_item(vm, items[i], args[1]);
    if (r < 0 || vm_charge_item(vm, (uint64_t)(i - start))) return -1;
    if (r) { *out = vint(i); return 0; }
  }
  if (what[0] == 'l') {
    Value rs;
    if (vm_repr(vm, args[1], &rs)) return -1;
    return vm_raise(vm, T_ValueError, "%s is not in list", AS_STR(rs)->data);
  }
  return vm_raise(vm, T_ValueError, "tuple.index(x): x not in tuple");
}

static int l_index(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "list.index", kw)) return -1;
  if (nargs < 2 || nargs > 4)
    return vm_raise(vm, T_TypeError, "index expected at %s argument%s, got %d",
                    nargs < 2 ? "least 1" : "most 3", nargs < 2 ? "" : "s", nargs - 1);
  return seq_index_of(vm, SELF_LIST->items, SELF_LIST->len, args, nargs, out, "list");
}

static int count_of(VM *vm, Value *items, size_t len, Value x, Value *out) {
  size_t i;
  int64_t n = 0;
  for (i = 0; i < len; i++) {
    int r = hash_eq_item(vm, items[i], x);
    if (r < 0 || vm_charge_item(vm, i)) return -1;
    n += r;
  }
  *out = vint(n);
  return 0;
}

static int l_count(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  CHECK("list.count", 1, 1);
  return count_of(vm, SELF_LIST->items, SELF_LIST->len, args[1], out);
}

static int l_sort(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char *const names[] = {"key", "reverse"};
  Value opt[2];
  if (arg_kw(vm, "sort", args, nargs, kw, names, 2, opt)) return -1;
  if (nargs > 1) return vm_raise(vm, T_TypeError, "sort() takes no positional arguments");
  if (sort_reverse_arg(vm, opt[1])) return -1;
  if (opt[0].tag != V_UNDEF && opt[0].tag != V_NONE) return BI_FALLBACK;
  gc_list_moved(SELF_LIST);
  if (vm_sort(vm, SELF_LIST->items, NULL, SELF_LIST->len,
              opt[1].tag != V_UNDEF && vm_truthy(opt[1])))
    return -1;
  *out = VNONE;
  return 0;
}

static int l_reverse(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  List *l = SELF_LIST;
  size_t i;
  CHECK("list.reverse", 0, 0);
  if (vm_charge_items(vm, l->len)) return -1;
  gc_list_moved(l);
  for (i = 0; i < l->len / 2; i++) {
    Value t = l->items[i];
    l->items[i] = l->items[l->len - 1 - i];
    l->items[l->len - 1 - i] = t;
  }
  *out = VNONE;
  return 0;
}

static int l_copy(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  List *r;
  CHECK("list.copy", 0, 0);
  if (vm_to_list(vm, args[0], &r)) return -1;
  *out = vobj(r);
  return 0;
}

static int l_clear(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  CHECK("list.clear", 0, 0);
  SELF_LIST->len = 0;
  *out = VNONE;
  return 0;
}

const Method list_methods[] = {
  {"append", l_append, NULL, 0},
  {"extend", l_extend, "_extend", 0},
  {"insert", l_insert, NULL, 0},
  {"pop", l_pop, NULL, 0},
  {"remove", l_remove, "_seq_remove", 0},
  {"index", l_index, "_seq_index", 0},
  {"count", l_count, "_seq_count", 0},
  {"sort", l_sort, "_list_sort", 0},
  {"reverse", l_reverse, NULL, 0},
  {"copy", l_copy, NULL, 0},
  {"clear", l_clear, NULL, 0},
};
const int list_methods_n = (int)(sizeof list_methods / sizeof list_methods[0]);

/* ---- tuple ---- */

static int t_index(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "tuple.index", kw)) return -1;
  if (nargs < 2 || nargs > 4)
    return vm_raise(vm, T_TypeError, "index expected at %s argument%s, got %d",
                    nargs < 2 ? "least 1" : "most 3", nargs < 2 ? "" : "s", nargs - 1);
  return seq_index_of(vm, AS_TUPLE(args[0])->items, AS_TUPLE(args[0])->len, args, nargs, out,
                      "tuple");
}

static int t_count(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  CHECK("tuple.count", 1, 1);
  return count_of(vm, AS_TUPLE(args[0])->items, AS_TUPLE(args[0])->len, args[1], out);
}

const Method tuple_methods[] = {
  {"index", t_index, "_seq_index", 0},
  {"count", t_count, "_seq_count", 0},
};
const int tuple_methods_n = (int)(sizeof tuple_methods / sizeof tuple_methods[0]);

/* ---- dict ---- */

#define SELF_DICT AS_DICT(args[0])

static int d_get(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  int r;
  CHECK2("dict.get", "get", 1, 2);
  if (hash_wants_py(vm, args[1])) return BI_FALLBACK;   /* _ht_get */
  r = dict_get(vm, SELF_DICT, args[1], out);
  if (r < 0) return -1;
  if (!r) *out = nargs == 3 ? args[2] : VNONE;
  return 0;
}

static int d_view(VM *vm, Value *args, int kind, Value *out) {
  View *w = obj_new(vm, OT_VIEW, sizeof(View));
  if (w == NULL) return -1;
  w->kind = kind;
  w->dict = args[0];
  *out = vobj(w);
  return 0;
}

static int d_keys(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  CHECK("dict.keys", 0, 0);
  return d_view(vm, args, T_DICT_KEYS, out);
}

static int d_values(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  CHECK("dict.values", 0, 0);
  return d_view(vm, args, T_DICT_VALUES, out);
}

static int d_items(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  CHECK("dict.items", 0, 0);
  return d_view(vm, args, T_DICT_ITEMS, out);
}

static int d_pop(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  int r;
  CHECK2("dict.pop", "pop", 1, 2);
  /* CPython does not hash the key of a pop from an empty dict */
  r = SELF_DICT->len == 0 ? 0 : dict_del(vm, SELF_DICT, args[1], out);
  if (r < 0) return -1;
  if (!r) {
    if (nargs == 3) { *out = args[2]; return 0; }
    return vm_raise_value(vm, T_KeyError, args[1]);
  }
  return 0;
}

static int d_popitem(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Tuple *t;
  Value k, v;
  CHECK("dict.popitem", 0, 0);
  if (dict_pop_last(vm, SELF_DICT, &k, &v)) return -1;
  t = tuple_new(vm, 2);
  if (t == NULL) return -1;
  t->items[0] = k;
  t->items[1] = v;
  *out = vobj(t);
  return 0;
}

static int d_setdefault(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  int r;
  CHECK2("dict.setdefault", "setdefault", 1, 2);
  r = dict_get(vm, SELF_DICT, args[1], out);
  if (r < 0) return -1;
  if (r) return 0;
  *out = nargs == 3 ? args[2] : VNONE;
  return dict_set(vm, SELF_DICT, args[1], *out);
}

static int d_update(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  size_t i;
  if (nargs > 2) return vm_raise(vm, T_TypeError, "update expected at most 1 argument, got %d", nargs - 1);
  if (nargs == 2 && is_gen(args[1])) return BI_FALLBACK;
  if (vm_iter_keep(vm, args + 1, nargs - 1)) return -1;
  if (nargs == 2 && dict_update_from(vm, SELF_DICT, args[1])) return -1;
  if (kw)
    for (i = 0; i < kw->len; i++)
      if (dict_set(vm, SELF_DICT, kw->items[i], args[nargs + (int)i])) return -1;
  *out = VNONE;
  return 0;
}

static int d_copy(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Dict *d;
  CHECK("dict.copy", 0, 0);
  if (vm_charge_items(vm, TABLE_ITEM * (uint64_t)SELF_DICT->len)) return -1;
  d = dict_copy(vm, SELF_DICT);
  if (d == NULL) return -1;
  *out = vobj(d);
  return 0;
}

static int d_clear(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  CHECK("dict.clear", 0, 0);
  dict_clear(vm, SELF_DICT);
  *out = VNONE;
  return 0;
}

static int d_fromkeys(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Dict *d;
  Value it, x;
  int r;
  uint64_t n = 0;
  /* called unbound: dict.fromkeys(iterable, value) -> args[0] is the iterable */
  if (arg_nokw(vm, "dict.fromkeys", kw)) return -1;
  if (arg_count(vm, "fromkeys", nargs, 1, 2)) return -1;
  if (is_gen(args[0])) return BI_FALLBACK;
  if (vm_iter_keep(vm, args, 1)) return -1;
  d = dict_new(vm);
  if (d == NULL) return -1;
  if (vm_getiter(vm, args[0], &it)) return -1;
  while ((r = vm_iternext(vm, it, &x)) > 0)
    if (dict_set(vm, d, x, nargs == 2 ? args[1] : VNONE) || vm_charge_entry(vm, n++)) return -1;
  if (r < 0) return -1;
  *out = vobj(d);
  return 0;
}

const Method dict_methods[] = {
  {"get", d_get, "_ht_get", 0},
  {"keys", d_keys, NULL, 0},
  {"values", d_values, NULL, 0},
  {"items", d_items, NULL, 0},
  {"pop", d_pop, "_ht_pop", 0},
  {"popitem", d_popitem, NULL, 0},
  {"setdefault", d_setdefault, "_ht_setdefault", 0},
  {"update", d_update, "_ht_dict_update", 0},
  {"copy", d_copy, NULL, 0},
  {"clear", d_clear, NULL, 0},
  {"fromkeys", d_fromkeys, "_ht_fromkeys", METH_STATIC},
};
const int dict_methods_n = (int)(sizeof dict_methods / sizeof dict_methods[0]);

/* ---- set / frozenset ---- */

#define SELF_SET AS_SET(args[0])

static int frozen_error(VM *vm, Value *args, const char *name) {
  if (IS_OBJ(args[0], OT_FROZENSET))
    return vm_raise(vm, T_AttributeError, "'frozenset' object has no attribute '%s'", name);
  return 0;
}

/* "set.name" or "frozenset.name" for messages, as CPython words them. */
static const char *set_qual(Value self, const char *name, char *buf, size_t n) {
  snprintf(buf, n, "%s.%s", IS_OBJ(self, OT_FROZENSET) ? "frozenset" : "set", name);
  return buf;
}

static int s_add(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (frozen_error(vm, args, "add")) return -1;
  CHECK("set.add", 1, 1);
  *out = VNONE;
  return set_add(vm, SELF_SET, args[1]) < 0 ? -1 : 0;
}

static int s_discard(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (frozen_error(vm, args, "discard")) return -1;
  CHECK("set.discard", 1, 1);
  *out = VNONE;
  return set_discard(vm, SELF_SET, args[1]) < 0 ? -1 : 0;
}

static int s_remove(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  int r;
  if (frozen_error(vm, args, "remove")) return -1;
  CHECK("set.remove", 1, 1);
  r = set_discard(vm, SELF_SET, args[1]);
  if (r < 0) return -1;
  if (r == 0) return vm_raise_value(vm, T_KeyError, args[1]);
  *out = VNONE;
  return 0;
}

static int s_pop(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (frozen_error(vm, args, "pop")) return -1;
  CHECK("set.pop", 0, 0);
  return set_pop(vm, SELF_SET, out);
}

static int s_clear(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (frozen_error(vm, args, "clear")) return -1;
  CHECK("set.clear", 0, 0);
  set_clear(vm, SELF_SET);
  *out = VNONE;
  return 0;
}

static int s_copy(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Set *s;
  char qn[48];
  CHECK(set_qual(args[0], "copy", qn, sizeof qn), 0, 0);
  if (IS_OBJ(args[0], OT_FROZENSET)) { *out = args[0]; return 0; }
  if (vm_charge_items(vm, TABLE_ITEM * (uint64_t)SELF_SET->used)) return -1;
  s = set_copy(vm, SELF_SET, false);
  if (s == NULL) return -1;
  *out = vobj(s);
  return 0;
}

/* Turn each argument into a set (natively) for the algebra methods. */
static int as_set(VM *vm, Value v, Set **out) {
  Set *s;
  if (IS_OBJ(v, OT_SET) || IS_OBJ(v, OT_FROZENSET)) { *out = AS_SET(v); return 0; }
  s = set_new(vm, false);
  if (s == NULL) return -1;
  if (set_update(vm, s, v)) return -1;
  *out = s;
  return 0;
}

static bool any_gen(Value *args, int nargs) {
  int i;
  for (i = 1; i < nargs; i++) if (is_gen(args[i])) return true;
  return false;
}

static int s_update(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  int i;
  if (frozen_error(vm, args, "update")) return -1;
  if (arg_nokw(vm, "set.update", kw)) return -1;
  if (any_gen(args, nargs)) return BI_FALLBACK;
  if (vm_iter_keep(vm, args + 1, nargs - 1)) return -1;
  for (i = 1; i < nargs; i++)
    if (set_update(vm, SELF_SET, args[i])) return -1;
  *out = VNONE;
  return 0;
}

/* The algebra methods follow CPython's set_*_multi functions step by step:
** with a set or frozenset operand they use dict.c's set algorithms, with
** any other iterable they walk it in its own order, so that the resulting
** tables (and so printing order) are CPython's. */

static bool is_anyset(Value v) { return IS_OBJ(v, OT_SET) || IS_OBJ(v, OT_FROZENSET); }

/* Walk a natively iterable value: *it is set up by the caller with
** vm_getiter; returns 1 with the next key and its hash, 0 at the end.
** Each key is charged a step: hashing it (a new str each time, from a
** str's iterator) and the probe of the set that follows, often a cache
** miss on a big table, cost 100-1000 ns, the price of tens of
** interpreter steps; a deadline is then polled every BUDGET_CHUNK keys
** (the iterator's own charge alone let 16384 keys, 20-40 ms, go by). */
static int next_hashed(VM *vm, Value it, Value *key, uint64_t *hash) {
  int r = vm_iternext(vm, it, key);
  if (r <= 0) return r;
  if (vm_hash(vm, *key, hash) || vm_charge(vm, 1)) return -1;
  return 1;
}

/* CPython's set_intersection(so, other): a new set of so's kind. */
static Set *inter1(VM *vm, Set *so, Value other) {
  Set *r;
  Value it, key;
  uint64_t h;
  int k;
  if (is_anyset(other))
    return vm_charge_items(vm, TABLE_ITEM * ((uint64_t)so->used + AS_SET(other)->used)) ? NULL
      : set_intersection(vm, so, AS_SET(other));
  r = set_new(vm, so->h.type == OT_FROZENSET);
  if (r == NULL || vm_getiter(vm, other, &it)) return NULL;
  while ((k = next_hashed(vm, it, &key, &h)) > 0) {
    int c = set_contains_hashed(vm, so, key, h);
    if (c < 0) return NULL;
    if (c && set_add_hashed(vm, r, key, h) < 0) return NULL;
  }
  return k < 0 ? NULL : r;
}

/* CPython's set_difference_update_internal(so, other). */
static int diff_update1(VM *vm, Set *so, Value other) {
  Value it, key;
  uint64_t h;
  int k;
  if (is_anyset(other))
    return vm_charge_items(vm, TABLE_ITEM * ((uint64_t)so->used + AS_SET(other)->used)) ? -1
      : set_difference_update(vm, so, AS_SET(other));
  if (vm_getiter(vm, other, &it)) return -1;
  while ((k = next_hashed(vm, it, &key, &h)) > 0)
    if (set_discard_hashed(vm, so, key, h) < 0) return -1;
  if (k < 0) return -1;
  if (so->fill - so->used <= so->mask / 4) return 0;
  return set_resize(vm, so, so->used > 50000 ? so->used * 2 : so->used * 4);
}

/* CPython's set_difference(so, other). */
static Set *diff1(VM *vm, Set *so, Value other) {
  Set *r;
  size_t pos = 0;
  Value key, val;
  if (is_anyset(other))
    return vm_charge_items(vm, TABLE_ITEM * ((uint64_t)so->used + AS_SET(other)->used)) ? NULL
      : set_difference(vm, so, AS_SET(other));
  if (IS_OBJ(other, OT_DICT) && (so->used >> 2) <= AS_DICT(other)->len) {
    r = set_new(vm, so->h.type == OT_FROZENSET);
    if (r == NULL) return NULL;
    while (set_next(so, &pos, &key)) {
      /* a step per key, as next_hashed: a probe of each table (1M keys
      ** in a dict of strs went 40 ms with no step and no poll) */
      int c = vm_charge(vm, 1) ? -1 : dict_get(vm, AS_DICT(other), key, &val);
      if (c < 0) return NULL;
      if (!c && set_add(vm, r, key) < 0) return NULL;
    }
    return r;
  }
  r = set_copy(vm, so, so->h.type == OT_FROZENSET);
  if (r == NULL || diff_update1(vm, r, other)) return NULL;
  return r;
}

/* CPython's set_symmetric_difference_update(so, other). */
static int symdiff_update1(VM *vm, Set *so, Value other) {
  Set *o;
  if (IS_OBJ(other, OT_SET) && AS_SET(other) == so) {
    set_clear(vm, so);
    return 0;
  }
  if (IS_OBJ(other, OT_DICT)) {
    Dict *d = AS_DICT(other);
    size_t i;
    for (i = 0; i < d->nentries; i++) {
      DictEntry *e = &d->entries[i];
      int r;
      /* a probe and an insert or a delete per key, and so's resizes:
      ** charged as table inserts, so the deadline is polled (500,000 str
      ** keys took 55-73 ms) */
      if (vm_charge_entry(vm, i)) return -1;
      if (e->key.tag == V_UNDEF) continue;
      r = set_discard_hashed(vm, so, e->key, e->hash);
      if (r < 0) return -1;
      if (r == 0 && set_add_hashed(vm, so, e->key, e->hash) < 0) return -1;
    }
    return 0;
  }
  if (is_anyset(other)) {
    o = AS_SET(other);
  } else {
    o = set_new(vm, so->h.type == OT_FROZENSET);
    if (o == NULL || set_update(vm, o, other)) return -1;
  }
  if (vm_charge_items(vm, TABLE_ITEM * ((uint64_t)so->used + o->used))) return -1;
  return set_symmetric_difference_update(vm, so, o);
}

/* A keys or items view (the set-like views) */
static bool setlike_view(Value v) {
  return IS_OBJ(v, OT_VIEW) && ((View *)v.u.o)->kind != T_DICT_VALUES;
}

/* CPython's dictitems_xor: the pairs of one items view or the other but
** not both, the second dict's first, then the rest of the first's. */
static Set *items_xor(VM *vm, Dict *d1, Dict *d2) {
  Dict *rest = dict_copy(vm, d1);
  Set *r = set_new(vm, false);
  size_t pos = 0;
  Value k, v2, v1;
  if (rest == NULL || r == NULL) return NULL;
  while (dict_next(d2, &pos, &k, &v2)) {
    int found = dict_get(vm, rest, k, &v1), same = 0;
    Tuple *pair;
    if (found < 0 || (found && (same = vm_eq(vm, v1, v2)) < 0)) return NULL;
    if (same) {
      if (dict_del(vm, rest, k, NULL) < 0) return NULL;
      continue;
    }
    if ((pair = tuple_new(vm, 2)) == NULL) return NULL;
    pair->items[0] = k;
    pair->items[1] = v2;
    if (set_add(vm, r, vobj(pair)) < 0) return NULL;
  }
  pos = 0;
  while (dict_next(rest, &pos, &k, &v1)) {
    Tuple *pair = tuple_new(vm, 2);
    if (pair == NULL) return NULL;
    pair->items[0] = k;
    pair->items[1] = v1;
    if (set_add(vm, r, vobj(pair)) < 0) return NULL;
  }
  return r;
}

/* a | b, a & b, a - b, a ^ b where a or b is a keys or items view, as
** CPython 3.11's dictviews_or/sub/xor (a set of the left operand, then
** updated with the right one) and _PyDictView_Intersect (the view's own
** elements when it is iterated, the other operand's when that is). */
int set_viewop(VM *vm, int op, Value a, Value b, Value *out) {
  Set *r;
  if (op == BIN_BITAND) {
    Value self = setlike_view(a) ? a : b, other = setlike_view(a) ? b : a, it, key;
    size_t len = AS_DICT(((View *)self.u.o)->dict)->len;
    int k;
    if (IS_OBJ(other, OT_SET) && len <= AS_SET(other)->used) {
      r = inter1(vm, AS_SET(other), self);
    } else {
      if (setlike_view(other) && AS_DICT(((View *)other.u.o)->dict)->len > len) {
        Value t = self;
        self = other;
        other = t;
      }
      r = set_new(vm, false);
      if (r == NULL || vm_getiter(vm, other, &it)) return -1;
      while ((k = vm_iternext(vm, it, &key)) > 0) {
        int c = vm_view_contains(vm, self, key);
        if (c < 0 || (c && set_add(vm, r, key) < 0)) return -1;
      }
      if (k < 0) return -1;
    }
  } else if (op == BIN_BITXOR && setlike_view(a) && setlike_view(b) &&
             ((View *)a.u.o)->kind == T_DICT_ITEMS && ((View *)b.u.o)->kind == T_DICT_ITEMS) {
    r = items_xor(vm, AS_DICT(((View *)a.u.o)->dict), AS_DICT(((View *)b.u.o)->dict));
  } else {
    /* a keys view is read through its dict, as CPython's fast path */
    Value left = setlike_view(a) && ((View *)a.u.o)->kind == T_DICT_KEYS
               ? ((View *)a.u.o)->dict : a;
    r = set_new(vm, false);
    if (r == NULL || set_update(vm, r, left)) return -1;
    if (op == BIN_BITOR ? set_update(vm, r, b)
        : op == BIN_SUB ? diff_update1(vm, r, b) : symdiff_update1(vm, r, b))
      return -1;
  }
  if (r == NULL) return -1;
  *out = vobj(r);
  return 0;
}

/* so takes the table of t (CPython's set_swap_bodies for the _update
** forms that build a new set); t keeps so's old table for the GC. */
static void swap_bodies(Set *so, Set *t) {
  Set tmp = *so;
  so->fill = t->fill; so->used = t->used; so->mask = t->mask; so->table = t->table;
  so->finger = t->finger;
  t->fill = tmp.fill; t->used = tmp.used; t->mask = tmp.mask; t->table = tmp.table;
  t->finger = tmp.finger;
  so->hash = t->hash = 0;
  so->version++;
  t->version++;
}

/* op: 0 union, 1 intersection, 2 difference, 3 symmetric_difference. */
static Set *algebra(VM *vm, Set *so, Value *others, int n, int op) {
  Set *r;
  int i;
  bool frozen = so->h.type == OT_FROZENSET;
  switch (op) {
  case 0:
    r = set_copy(vm, so, frozen);
    for (i = 0; r != NULL && i < n; i++)
      if (set_update(vm, r, others[i])) r = NULL;
    return r;
  case 1:
    if (n == 0) return set_copy(vm, so, frozen);
    r = so;
    for (i = 0; r != NULL && i < n; i++) r = inter1(vm, r, others[i]);
    return r;
  case 2:
    if (n == 0) return set_copy(vm, so, frozen);
    r = diff1(vm, so, others[0]);
    for (i = 1; r != NULL && i < n; i++)
      if (diff_update1(vm, r, others[i])) r = NULL;
    return r;
  default:
    r = set_new(vm, frozen);
    if (r == NULL || set_update(vm, r, others[0]) ||
        set_symmetric_difference_update(vm, r, so) < 0)
      return NULL;
    return r;
  }
}

static int s_algebra(VM *vm, Value *args, int nargs, Tuple *kw, Value *out, int op,
                     const char *name) {
  Set *r;
  char qn[48];
  if (arg_nokw(vm, set_qual(args[0], name, qn, sizeof qn), kw)) return -1;
  if (any_gen(args, nargs)) return BI_FALLBACK;
  if (vm_iter_keep(vm, args + 1, nargs - 1)) return -1;
  r = algebra(vm, SELF_SET, args + 1, nargs - 1, op);
  if (r == NULL) return -1;
  *out = vobj(r);
  return 0;
}

static int s_union(VM *vm, Value *a, int n, Tuple *k, Value *o) { return s_algebra(vm, a, n, k, o, 0, "union"); }
static int s_intersection(VM *vm, Value *a, int n, Tuple *k, Value *o) { return s_algebra(vm, a, n, k, o, 1, "intersection"); }
static int s_difference(VM *vm, Value *a, int n, Tuple *k, Value *o) { return s_algebra(vm, a, n, k, o, 2, "difference"); }
static int s_symdiff(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  char qn[48];
  CHECK(set_qual(args[0], "symmetric_difference", qn, sizeof qn), 1, 1);
  return s_algebra(vm, args, nargs, kw, out, 3, "symmetric_difference");
}

static int s_inplace(VM *vm, Value *args, int nargs, Tuple *kw, Value *out, int op,
                     const char *name) {
  int i;
  char qn[48];
  if (frozen_error(vm, args, name)) return -1;
  if (arg_nokw(vm, set_qual(args[0], name, qn, sizeof qn), kw)) return -1;
  if (any_gen(args, nargs)) return BI_FALLBACK;
  if (vm_iter_keep(vm, args + 1, nargs - 1)) return -1;
  if (op == 1) {
    Set *t = algebra(vm, SELF_SET, args + 1, nargs - 1, 1);
    if (t == NULL) return -1;
    if (t == SELF_SET) {   /* intersection() of nothing returned so itself */
      t = set_copy(vm, SELF_SET, false);
      if (t == NULL) return -1;
    }
    swap_bodies(SELF_SET, t);
  } else {
    for (i = 1; i < nargs; i++)
      if ((op == 2 ? diff_update1(vm, SELF_SET, args[i]) : symdiff_update1(vm, SELF_SET, args[i])) < 0)
        return -1;
  }
  *out = VNONE;
  return 0;
}

static int s_intersection_update(VM *vm, Value *a, int n, Tuple *k, Value *o) { return s_inplace(vm, a, n, k, o, 1, "intersection_update"); }
static int s_difference_update(VM *vm, Value *a, int n, Tuple *k, Value *o) { return s_inplace(vm, a, n, k, o, 2, "difference_update"); }
static int s_symdiff_update(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  char qn[48];
  if (frozen_error(vm, args, "symmetric_difference_update")) return -1;
  CHECK(set_qual(args[0], "symmetric_difference_update", qn, sizeof qn), 1, 1);
  return s_inplace(vm, args, nargs, kw, out, 3, "symmetric_difference_update");
}

/* issubset, issuperset, isdisjoint: with a non-set operand CPython walks
** it and stops at the first decisive item (so a later unhashable item
** raises nothing). */
static int s_rel(VM *vm, Value *args, int nargs, Tuple *kw, Value *out, int op, const char *name) {
  Set *so, *o;
  Value other = args[1], it, key;
  uint64_t h;
  int r, k;
  char qn[48];
  if (IS_OBJ(args[0], OT_VIEW)) {   /* dict_keys.isdisjoint, dict_items.isdisjoint */
    snprintf(qn, sizeof qn, "%s.%s", type_names[((View *)args[0].u.o)->kind], name);
    CHECK(qn, 1, 1);
    if (is_gen(args[1])) return BI_FALLBACK;
    if (as_set(vm, args[0], &so) || as_set(vm, args[1], &o) ||
        vm_charge_items(vm, TABLE_ITEM * (uint64_t)(so->used < o->used ? so->used : o->used)))
      return -1;
    r = set_isdisjoint(vm, so, o);
    if (r < 0) return -1;
    *out = vbool(r);
    return 0;
  }
  CHECK(set_qual(args[0], name, qn, sizeof qn), 1, 1);
  if (is_gen(other)) return BI_FALLBACK;
  if (vm_iter_keep(vm, args + 1, 1)) return -1;
  other = args[1];
  so = SELF_SET;
  if (op == 0 || is_anyset(other)) {
    if (as_set(vm, other, &o) ||
        vm_charge_items(vm, TABLE_ITEM * (uint64_t)(so->used < o->used ? so->used : o->used)))
      return -1;
    r = op == 0 ? set_issubset(vm, so, o) : op == 1 ? set_issubset(vm, o, so)
      : set_isdisjoint(vm, so, o);
    if (r < 0) return -1;
    *out = vbool(r);
    return 0;
  }
  if (vm_getiter(vm, other, &it)) return -1;
  while ((k = next_hashed(vm, it, &key, &h)) > 0) {
    int c = set_contains_hashed(vm, so, key, h);
    if (c < 0) return -1;
    if (c == (op == 2)) { *out = vbool(false); return 0; }
  }
  if (k < 0) return -1;
  *out = vbool(true);
  return 0;
}

static int s_issubset(VM *vm, Value *a, int n, Tuple *k, Value *o) { return s_rel(vm, a, n, k, o, 0, "issubset"); }
static int s_issuperset(VM *vm, Value *a, int n, Tuple *k, Value *o) { return s_rel(vm, a, n, k, o, 1, "issuperset"); }
static int s_isdisjoint(VM *vm, Value *a, int n, Tuple *k, Value *o) { return s_rel(vm, a, n, k, o, 2, "isdisjoint"); }

const Method set_methods[] = {
  {"add", s_add, "_ht_add", 0},
  {"discard", s_discard, "_ht_discard", 0},
  {"remove", s_remove, "_ht_remove", 0},
  {"pop", s_pop, NULL, 0},
  {"clear", s_clear, NULL, 0},
  {"copy", s_copy, NULL, 0},
  {"update", s_update, "_ht_set_update", 0},
  {"union", s_union, "_ht_union", 0},
  {"intersection", s_intersection, "_ht_intersection", 0},
  {"difference", s_difference, "_ht_difference", 0},
  {"symmetric_difference", s_symdiff, "_ht_symmetric_difference", 0},
  {"intersection_update", s_intersection_update, "_ht_intersection_update", 0},
  {"difference_update", s_difference_update, "_ht_difference_update", 0},
  {"symmetric_difference_update", s_symdiff_update, "_ht_symmetric_difference_update", 0},
  {"issubset", s_issubset, "_ht_issubset", 0},
  {"issuperset", s_issuperset, "_ht_issuperset", 0},
  {"isdisjoint", s_isdisjoint, "_ht_isdisjoint", 0},
};
const int set_methods_n = (int)(sizeof set_methods / sizeof set_methods[0]);

/* ---- int, float ---- */

static int i_bit_length(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  CHECK("int.bit_length", 0, 0);
  *out = vint(big_bit_length(args[0].tag == V_BOOL ? vint(args[0].u.i) : args[0]));
  return 0;
}

static int i_bit_count(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  CHECK("int.bit_count", 0, 0);
  if (IS_BIG(args[0]) && vm_charge(vm, vm_work(AS_BIG(args[0])->n))) return -1;
  *out = vint(big_bit_count(args[0].tag == V_BOOL ? vint(args[0].u.i) : args[0]));
  return 0;
}

static int i_conjugate(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  CHECK("int.conjugate", 0, 0);
  *out = args[0].tag == V_BOOL ? vint(args[0].u.i) : args[0];
  return 0;
}

static int i_as_integer_ratio(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Tuple *t;
  CHECK("int.as_integer_ratio", 0, 0);
  t = tuple_new(vm, 2);
  if (t == NULL) return -1;
  t->items[0] = args[0].tag == V_BOOL ? vint(args[0].u.i) : args[0];
  t->items[1] = vint(1);
  *out = vobj(t);
  return 0;
}

/* Methods whose work is the prelude's Python (through int <-> hex, both
** linear and charged natively). */
static int i_prelude(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  (void)vm; (void)args; (void)nargs; (void)kw; (void)out;
  return BI_FALLBACK;
}

const Method int_methods[] = {
  {"bit_length", i_bit_length, NULL, 0},
  {"bit_count", i_bit_count, NULL, 0},
  {"conjugate", i_conjugate, NULL, 0},
  {"as_integer_ratio", i_as_integer_ratio, NULL, 0},
  {"to_bytes", i_prelude, "_int_to_bytes", 0},
  {"from_bytes", i_prelude, "_int_from_bytes", METH_STATIC},
};
const int int_methods_n = (int)(sizeof int_methods / sizeof int_methods[0]);

static int f_is_integer(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  double d = args[0].u.f;
  CHECK("float.is_integer", 0, 0);
  *out = vbool(isfinite(d) && d == floor(d));
  return 0;
}

static int f_as_integer_ratio(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  double d = args[0].u.f, m;
  int e;
  Value num, den;
  Tuple *t;
  CHECK("float.as_integer_ratio", 0, 0);
  if (isinf(d)) return vm_raise(vm, T_OverflowError, "cannot convert Infinity to integer ratio");
  if (isnan(d)) return vm_raise(vm, T_ValueError, "cannot convert NaN to integer ratio");
  m = frexp(d, &e);
  while (m != floor(m)) { m *= 2.0; e--; }
  if (big_from_double(vm, m, &num)) return -1;
  den = vint(1);
  if (e > 0) { if (big_lshift(vm, num, vint(e), &num)) return -1; }
  else if (e < 0) { if (big_lshift(vm, vint(1), vint(-e), &den)) return -1; }
  t = tuple_new(vm, 2);
  if (t == NULL) return -1;
  t->items[0] = num;
  t->items[1] = den;
  *out = vobj(t);
  return 0;
}

static int f_conjugate(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  CHECK("float.conjugate", 0, 0);
  *out = args[0];
  return 0;
}

/* float.hex(): CPython's float_hex, 13 hex digits after the point and a
** normalised (or for subnormals, 2**-1022-scaled) leading digit. */
static int f_hex(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  double x = args[0].u.f, m;
  int e, shift, i;
  char buf[40];
  size_t n = 0;
  CHECK("float.hex", 0, 0);
  if (isnan(x) || isinf(x)) return vm_repr(vm, args[0], out);
  if (x == 0.0) return str_newc(vm, signbit(x) ? "-0x0.0p+0" : "0x0.0p+0", out);
  m = frexp(fabs(x), &e);
  shift = 1 - (DBL_MIN_EXP - e > 0 ? DBL_MIN_EXP - e : 0);
  m = ldexp(m, shift);
  e -= shift;
  if (x < 0) buf[n++] = '-';
  buf[n++] = '0';
  buf[n++] = 'x';
  buf[n++] = "0123456789abcdef"[(int)m];
  m -= (int)m;
  buf[n++] = '.';
  for (i = 0; i < (DBL_MANT_DIG - 1) / 4; i++) {
    m *= 16.0;
    buf[n++] = "0123456789abcdef"[(int)m];
    m -= (int)m;
  }
  snprintf(buf + n, sizeof buf - n, "p%c%d", e < 0 ? '-' : '+', e < 0 ? -e : e);
  return str_newc(vm, buf, out);
}

/* ASCII case-insensitive comparison of n bytes with a lower-case word. */
static bool same_nocase(const char *s, const char *word, size_t n) {
  size_t i;
  for (i = 0; i < n; i++) {
    char c = s[i];
    if (c >= 'A' && c <= 'Z') c = (char)(c - 'A' + 'a');
    if (c != word[i]) return false;
  }
  return true;
}

static int hexval(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/* float.fromhex(s): [sign] ['0x'] hexdigits ['.' hexdigits] ['p' [sign] digits],
** or inf/infinity/nan, surrounded by whitespace.  The checked text is
** handed to strtod, which rounds hex input correctly. */
static int f_fromhex(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Str *s;
  const char *p, *e, *q;
  Buf b = BUF_INIT;
  int ndig = 0;
  double d;
  /* static: args[0] is the string, not a receiver */
  if (arg_nokw(vm, "float.fromhex", kw) || arg_count(vm, "float.fromhex", nargs, 1, 1)) return -1;
  if (!IS_STR(args[0]))
    return vm_raise(vm, T_TypeError, "bad argument type for built-in operation");
  s = AS_STR(args[0]);
  p = s->data;
  e = s->data + s->len;
  while (p < e && (*p == ' ' || (*p >= '\t' && *p <= '\r'))) p++;
  while (e > p && (e[-1] == ' ' || (e[-1] >= '\t' && e[-1] <= '\r'))) e--;
  q = p;
  if (q < e && (*q == '+' || *q == '-')) q++;
  {
    size_t rest = (size_t)(e - q);
    if ((rest == 3 && (same_nocase(q, "inf", 3) || same_nocase(q, "nan", 3))) ||
        (rest == 8 && same_nocase(q, "infinity", 8))) {
      double v = (q[0] == 'n' || q[0] == 'N') ? NAN : INFINITY;
      *out = vfloat(p < q && *p == '-' ? -v : v);
      return 0;
    }
  }
  if (buf_put(vm, &b, p, (size_t)(q - p)) || buf_put(vm, &b, "0x", 2)) goto fail;
  if (e - q >= 2 && q[0] == '0' && (q[1] == 'x' || q[1] == 'X')) q += 2;
  while (q < e && hexval(*q) >= 0) { if (buf_putc(vm, &b, *q++)) goto fail; ndig++; }
  if (q < e && *q == '.') {
    if (buf_putc(vm, &b, *q++)) goto fail;
    while (q < e && hexval(*q) >= 0) { if (buf_putc(vm, &b, *q++)) goto fail; ndig++; }
  }
  if (ndig == 0) goto invalid;
  if (q < e && (*q == 'p' || *q == 'P')) {
    int nexp = 0;
    if (buf_putc(vm, &b, 'p')) goto fail;
    q++;
    if (q < e && (*q == '+' || *q == '-')) { if (buf_putc(vm, &b, *q++)) goto fail; }
    while (q < e && *q >= '0' && *q <= '9') { if (buf_putc(vm, &b, *q++)) goto fail; nexp++; }
    if (nexp == 0) goto invalid;
  }
  if (q != e) goto invalid;
  if (buf_putc(vm, &b, 0)) goto fail;
  d = strtod(b.p, NULL);
  buf_free(vm, &b);
  if (isinf(d))
    return vm_raise(vm, T_OverflowError, "hexadecimal value too large to represent as a float");
  *out = vfloat(d);
  return 0;
invalid:
  buf_free(vm, &b);
  return vm_raise(vm, T_ValueError, "invalid hexadecimal floating-point string");
fail:
  buf_free(vm, &b);
  return -1;
}

const Method float_methods[] = {
  {"is_integer", f_is_integer, NULL, 0},
  {"as_integer_ratio", f_as_integer_ratio, NULL, 0},
  {"conjugate", f_conjugate, NULL, 0},
  {"hex", f_hex, NULL, 0},
  {"fromhex", f_fromhex, NULL, METH_STATIC},
};
const int float_methods_n = (int)(sizeof float_methods / sizeof float_methods[0]);

/* ---- range ---- */

static int r_count(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  int r;
  CHECK("range.count", 1, 1);
  r = vm_contains(vm, args[0], args[1]);
  if (r < 0) return -1;
  *out = vint(r);
  return 0;
}

static int r_index(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Range *rg = (Range *)args[0].u.o;
  int r;
  Value rs;
  CHECK("range.index", 1, 1);
  r = vm_contains(vm, args[0], args[1]);
  if (r < 0) return -1;
  if (r && (range_is_big(rg) || !(args[1].tag == V_FLOAT || args[1].tag == V_INT ||
                                   args[1].tag == V_BOOL))) {
    Value x = args[1];
    if (x.tag == V_FLOAT && big_from_double(vm, x.u.f, &x)) return -1;
    return range_pos(vm, rg, x.tag == V_BOOL ? vint(x.u.i) : x, out);
  }
  if (r) {
    int64_t v = args[1].tag == V_FLOAT ? (int64_t)args[1].u.f : args[1].u.i;
    /* v is in the range: the distance from start fits in uint64 */
    if (rg->step > 0) *out = vint((int64_t)(((uint64_t)v - (uint64_t)rg->start) / (uint64_t)rg->step));
    else *out = vint((int64_t)(((uint64_t)rg->start - (uint64_t)v) / (0 - (uint64_t)rg->step)));
    return 0;
  }
  if (!IS_INTLIKE(args[1]))
    return vm_raise(vm, T_ValueError, "sequence.index(x): x not in sequence");
  if (vm_repr(vm, args[1], &rs)) return -1;
  return vm_raise(vm, T_ValueError, "%s is not in range", AS_STR(rs)->data);
}

const Method range_methods[] = {
  {"count", r_count, NULL, 0},
  {"index", r_index, NULL, 0},
};
const int range_methods_n = (int)(sizeof range_methods / sizeof range_methods[0]);
