/*
** methods.c - methods of list, tuple, dict, set/frozenset, int and float.
**
** Each table is indexed by position (method ids are stable); args[0] is
** the receiver.  Methods that would need Python code (sort with a key,
** extend from a generator) return BI_FALLBACK to their prelude version.
*/
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "vm.h"
#include "str.h"
#include "dict.h"
#include "bigint.h"
#include "fmt.h"

int vm_sort(VM *vm, Value *keys, Value *vals, size_t n, bool reverse);
int dict_update_from(VM *vm, Dict *d, Value arg);

#define SELF_LIST AS_LIST(args[0])
#define CHECK(name, lo, hi) \
  if (arg_nokw(vm, name, kw) || arg_count(vm, name, nargs - 1, lo, hi)) return -1

static bool is_gen(Value v) { return IS_OBJ(v, OT_GEN); }

/* ---- list ---- */

static int l_append(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  CHECK("list.append", 1, 1);
  *out = VNONE;
  return list_append(vm, SELF_LIST, args[1]);
}

static int l_extend(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  CHECK("list.extend", 1, 1);
  if (is_gen(args[1])) return BI_FALLBACK;
  if (!vm_iter_native(args[1]))
    return vm_raise(vm, T_TypeError, "'%s' object is not iterable", val_type_name(args[1]));
  *out = VNONE;
  return list_extend(vm, SELF_LIST, args[1]);
}

static int l_insert(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  List *l = SELF_LIST;
  int64_t i;
  CHECK("insert", 2, 2);
  if (vm_index(vm, args[1], &i)) return -1;
  if (list_append(vm, l, VNONE)) return -1;
  if (i < 0) { i += (int64_t)l->len - 1; if (i < 0) i = 0; }
  if (i > (int64_t)l->len - 1) i = (int64_t)l->len - 1;
  vcopy(l->items + i + 1, l->items + i, (l->len - 1 - (size_t)i));
  l->items[i] = args[2];
  *out = VNONE;
  return 0;
}

static int l_pop(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  List *l = SELF_LIST;
  int64_t i = -1;
  CHECK("pop", 0, 1);
  if (nargs == 2 && vm_index(vm, args[1], &i)) return -1;
  if (l->len == 0) return vm_raise(vm, T_IndexError, "pop from empty list");
  if (i < 0) i += (int64_t)l->len;
  if (i < 0 || i >= (int64_t)l->len) return vm_raise(vm, T_IndexError, "pop index out of range");
  *out = l->items[i];
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
    if (r < 0) return -1;
    if (r) {
      vcopy(l->items + i, l->items + i + 1, (l->len - i - 1));
      l->len--;
      *out = VNONE;
      return 0;
    }
  }
  return vm_raise(vm, T_ValueError, "list.remove(x): x not in list");
}

static int seq_index_of(VM *vm, Value *items, size_t len, Value *args, int nargs, Value *out,
                        const char *what) {
  int64_t start = 0, stop = (int64_t)len, i;
  if (nargs >= 3 && vm_index(vm, args[2], &start)) return -1;
  if (nargs >= 4 && vm_index(vm, args[3], &stop)) return -1;
  if (start < 0) { start += (int64_t)len; if (start < 0) start = 0; }
  if (stop < 0) { stop += (int64_t)len; if (stop < 0) stop = 0; }
  if (stop > (int64_t)len) stop = (int64_t)len;
  for (i = start; i < stop; i++) {
    int r = hash_eq_item(vm, items[i], args[1]);
    if (r < 0) return -1;
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
  if (arg_nokw(vm, "index", kw)) return -1;
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
    if (r < 0) return -1;
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
  if (opt[0].tag != V_UNDEF && opt[0].tag != V_NONE) return BI_FALLBACK;
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
  {"append", l_append, NULL},
  {"extend", l_extend, "_extend"},
  {"insert", l_insert, NULL},
  {"pop", l_pop, NULL},
  {"remove", l_remove, NULL},
  {"index", l_index, NULL},
  {"count", l_count, NULL},
  {"sort", l_sort, "_list_sort"},
  {"reverse", l_reverse, NULL},
  {"copy", l_copy, NULL},
  {"clear", l_clear, NULL},
};
const int list_methods_n = (int)(sizeof list_methods / sizeof list_methods[0]);

/* ---- tuple ---- */

static int t_index(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "index", kw)) return -1;
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
  {"index", t_index, NULL},
  {"count", t_count, NULL},
};
const int tuple_methods_n = (int)(sizeof tuple_methods / sizeof tuple_methods[0]);

/* ---- dict ---- */

#define SELF_DICT AS_DICT(args[0])

static int d_get(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  int r;
  CHECK("get", 1, 2);
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
  CHECK("pop", 1, 2);
  r = dict_del(vm, SELF_DICT, args[1], out);
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
  CHECK("setdefault", 1, 2);
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
  /* called unbound: dict.fromkeys(iterable, value) -> args[0] is the iterable */
  if (arg_nokw(vm, "fromkeys", kw)) return -1;
  if (arg_count(vm, "fromkeys", nargs, 1, 2)) return -1;
  if (is_gen(args[0])) return vm_raise(vm, T_TypeError, "dict.fromkeys() of a generator is not supported");
  d = dict_new(vm);
  if (d == NULL) return -1;
  if (vm_getiter(vm, args[0], &it)) return -1;
  while ((r = vm_iternext(vm, it, &x)) > 0)
    if (dict_set(vm, d, x, nargs == 2 ? args[1] : VNONE)) return -1;
  if (r < 0) return -1;
  *out = vobj(d);
  return 0;
}

const Method dict_methods[] = {
  {"get", d_get, NULL},
  {"keys", d_keys, NULL},
  {"values", d_values, NULL},
  {"items", d_items, NULL},
  {"pop", d_pop, NULL},
  {"popitem", d_popitem, NULL},
  {"setdefault", d_setdefault, NULL},
  {"update", d_update, "_dict_update"},
  {"copy", d_copy, NULL},
  {"clear", d_clear, NULL},
  {"fromkeys", d_fromkeys, NULL},
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
  for (i = 1; i < nargs; i++)
    if (set_update(vm, SELF_SET, args[i])) return -1;
  *out = VNONE;
  return 0;
}

static int s_algebra(VM *vm, Value *args, int nargs, Tuple *kw, Value *out, int op,
                     const char *name) {
  Set *acc;
  int i;
  char qn[48];
  if (arg_nokw(vm, set_qual(args[0], name, qn, sizeof qn), kw)) return -1;
  if (any_gen(args, nargs)) return vm_raise(vm, T_TypeError, "%s() of a generator: use set(...) first", name);
  acc = set_copy(vm, SELF_SET, IS_OBJ(args[0], OT_FROZENSET));
  if (acc == NULL) return -1;
  for (i = 1; i < nargs; i++) {
    Set *o, *r = NULL;
    if (as_set(vm, args[i], &o)) return -1;
    switch (op) {
    case 0: r = set_union(vm, acc, o); break;
    case 1: r = set_intersection(vm, acc, o); break;
    case 2: r = set_difference(vm, acc, o); break;
    default: r = set_symmetric_difference(vm, acc, o); break;
    }
    if (r == NULL) return -1;
    acc = r;
  }
  *out = vobj(acc);
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
  if (any_gen(args, nargs)) return vm_raise(vm, T_TypeError, "%s() of a generator: use set(...) first", name);
  for (i = 1; i < nargs; i++) {
    Set *o;
    int r;
    if (as_set(vm, args[i], &o)) return -1;
    switch (op) {
    case 1: r = set_intersection_update(vm, SELF_SET, o); break;
    case 2: r = set_difference_update(vm, SELF_SET, o); break;
    default: r = set_symmetric_difference_update(vm, SELF_SET, o); break;
    }
    if (r < 0) return -1;
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

static int s_rel(VM *vm, Value *args, int nargs, Tuple *kw, Value *out, int op, const char *name) {
  Set *o;
  int r;
  char qn[48];
  CHECK(set_qual(args[0], name, qn, sizeof qn), 1, 1);
  if (is_gen(args[1])) return vm_raise(vm, T_TypeError, "%s() of a generator: use set(...) first", name);
  if (as_set(vm, args[1], &o)) return -1;
  r = op == 0 ? set_issubset(vm, SELF_SET, o) : op == 1 ? set_issubset(vm, o, SELF_SET)
    : set_isdisjoint(vm, SELF_SET, o);
  if (r < 0) return -1;
  *out = vbool(r);
  return 0;
}

static int s_issubset(VM *vm, Value *a, int n, Tuple *k, Value *o) { return s_rel(vm, a, n, k, o, 0, "issubset"); }
static int s_issuperset(VM *vm, Value *a, int n, Tuple *k, Value *o) { return s_rel(vm, a, n, k, o, 1, "issuperset"); }
static int s_isdisjoint(VM *vm, Value *a, int n, Tuple *k, Value *o) { return s_rel(vm, a, n, k, o, 2, "isdisjoint"); }

const Method set_methods[] = {
  {"add", s_add, NULL},
  {"discard", s_discard, NULL},
  {"remove", s_remove, NULL},
  {"pop", s_pop, NULL},
  {"clear", s_clear, NULL},
  {"copy", s_copy, NULL},
  {"update", s_update, "_set_update"},
  {"union", s_union, NULL},
  {"intersection", s_intersection, NULL},
  {"difference", s_difference, NULL},
  {"symmetric_difference", s_symdiff, NULL},
  {"intersection_update", s_intersection_update, NULL},
  {"difference_update", s_difference_update, NULL},
  {"symmetric_difference_update", s_symdiff_update, NULL},
  {"issubset", s_issubset, NULL},
  {"issuperset", s_issuperset, NULL},
  {"isdisjoint", s_isdisjoint, NULL},
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
  *out = vint(big_bit_count(args[0].tag == V_BOOL ? vint(args[0].u.i) : args[0]));
  return 0;
}

static int i_conjugate(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  CHECK("int.conjugate", 0, 0);
  *out = args[0].tag == V_BOOL ? vint(args[0].u.i) : args[0];
  return 0;
}

const Method int_methods[] = {
  {"bit_length", i_bit_length, NULL},
  {"bit_count", i_bit_count, NULL},
  {"conjugate", i_conjugate, NULL},
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

const Method float_methods[] = {
  {"is_integer", f_is_integer, NULL},
  {"as_integer_ratio", f_as_integer_ratio, NULL},
  {"conjugate", f_conjugate, NULL},
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
  if (r) {
    int64_t v = args[1].tag == V_FLOAT ? (int64_t)args[1].u.f : args[1].u.i;
    *out = vint((v - rg->start) / rg->step);
    return 0;
  }
  if (!IS_INTLIKE(args[1]))
    return vm_raise(vm, T_ValueError, "sequence.index(x): x not in sequence");
  if (vm_repr(vm, args[1], &rs)) return -1;
  return vm_raise(vm, T_ValueError, "%s is not in range", AS_STR(rs)->data);
}

const Method range_methods[] = {
  {"count", r_count, NULL},
  {"index", r_index, NULL},
};
const int range_methods_n = (int)(sizeof range_methods / sizeof range_methods[0]);
