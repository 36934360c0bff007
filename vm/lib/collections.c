/*
** collections.c - the natives of the collections module (its classes are
** Python: collections.py).  _count_elements is Counter's counting loop
** over a list, tuple or str, as CPython's C helper of the same name.
*/
#include "lib.h"
#include "../class.h"
#include "../str.h"
#include "../limits.h"
#include "../dict.h"

/* a key whose hash and == run no Python code */
static bool plain_key(Value k) {
  switch (k.tag) {
  case V_INT: case V_FLOAT: case V_BOOL: case V_NONE: return true;
  case V_OBJ: return k.u.o->type == OT_STR || k.u.o->type == OT_BIGINT;
  default: return false;
  }
}

/* Does a user class of m's MRO define `name` (a method the C helpers
** below would otherwise bypass)?  (A string that cannot be made: yes.) */
static bool coll_defines(VM *vm, Class *c, const char *name) {
  Tuple *mro = AS_TUPLE(c->mro);
  Value s, f;
  size_t i;
  if (str_newc(vm, name, &s)) return true;
  for (i = 0; i < mro->len && IS_OBJ(mro->items[i], OT_CLASS); i++)
    if (dict_lookup_str(AS_CLASS(mro->items[i])->dict, AS_STR(s), &f)) return true;
  return false;
}

/* the dict that mapping[x] = mapping.get(x, 0) + 1 would update without
** running Python code: a dict, or the dict a dict subclass wraps when the
** class defines neither __setitem__ nor get; else NULL */
static Dict *plain_counts(VM *vm, Value m) {
  Class *c;
  if (IS_OBJ(m, OT_DICT)) return AS_DICT(m);
  c = user_class(m);
  if (c == NULL || m.u.o->type != OT_INSTANCE || !IS_OBJ(((Instance *)m.u.o)->base, OT_DICT) ||
      (c->slots & CS(SETITEM)) || coll_defines(vm, c, "get"))
    return NULL;
  return AS_DICT(((Instance *)m.u.o)->base);
}

/* _count_elements(mapping, items): counts items (a list, tuple or str)
** into mapping from the start, and returns how many it counted: it stops
** where Python code would have to run (a key with a Python __hash__, a
** count that is not an int, a mapping with its own get/__setitem__), and
** the caller counts the rest itself. */
static int coll_count(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Dict *d;
  const Value *items = NULL;
  Str *s = NULL;
  size_t len, i, pos = 0;
  if (arg_nokw(vm, "_count_elements", kw) || arg_count(vm, "_count_elements", n, 2, 2))
    return -1;
  *out = vint(0);
  if ((d = plain_counts(vm, a[0])) == NULL) return 0;
  if (IS_OBJ(a[1], OT_LIST)) {
    items = AS_LIST(a[1])->items;
    len = AS_LIST(a[1])->len;
  } else if (IS_OBJ(a[1], OT_TUPLE)) {
    items = AS_TUPLE(a[1])->items;
    len = AS_TUPLE(a[1])->len;
  } else if (IS_STR(a[1])) {
    s = AS_STR(a[1]);
    len = s->nchars;
  } else {
    return 0;
  }
  for (i = 0; i < len; i++) {
    Value k, c;
    int r;
    if (s) {
      size_t start = pos;
      utf8_decode(s->data, s->len, &pos);
      if (str_new(vm, s->data + start, pos - start, &k)) return -1;
    } else {
      k = items[i];
      if (!plain_key(k)) break;
    }
    if ((r = dict_get(vm, d, k, &c)) < 0) return -1;
    if (r == 0) c = vint(1);
    else if (c.tag == V_INT && c.u.i < INT64_MAX) c.u.i++;
    else break;
    if (dict_set(vm, d, k, c) || vm_charge_entry(vm, i)) return -1;
  }
  *out = vint((int64_t)i);
  return 0;
}

/* _counts_dict(mapping): the dict that mapping[x] = mapping.get(x, 0) + 1
** updates without Python code (plain_counts: mapping itself, or the dict
** a dict subclass wraps when its class defines neither __setitem__ nor
** get), else None.  Counter.update counts an iterator's items into it,
** as CPython's _count_elements decides once for the whole iterable. */
static int coll_counts_dict(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Dict *d;
  if (arg_nokw(vm, "_counts_dict", kw) || arg_count(vm, "_counts_dict", n, 1, 1)) return -1;
  d = plain_counts(vm, a[0]);
  *out = d ? vobj(d) : VNONE;
  return 0;
}

/* _most_common(counter, n): counter.most_common(n) (n None: every item)
** for a counter whose items are its dict's (its class defines no items,
** get or __setitem__) and whose counts are ints, bools or floats other
** than NaN: the (key, count) pairs by count, highest first, equal counts
** in insertion order, which is heapq.nlargest's answer and sorted's; None
** for any other counter or n (an int below 0, another type: the Python
** version, with nlargest's errors). */
static int coll_most_common(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Dict *d;
  List *counts, *pairs;
  size_t pos = 0, want;
  Value k, v;
  if (arg_nokw(vm, "_most_common", kw) || arg_count(vm, "_most_common", n, 2, 2)) return -1;
  *out = VNONE;
  if (a[1].tag == V_NONE) want = SIZE_MAX;
  else if (a[1].tag == V_INT && a[1].u.i >= 0) want = (size_t)a[1].u.i;
  else return 0;
  if ((d = plain_counts(vm, a[0])) == NULL ||
      (user_class(a[0]) && coll_defines(vm, user_class(a[0]), "items")))
    return 0;
  if ((counts = list_new(vm, d->len)) == NULL || (pairs = list_new(vm, d->len)) == NULL)
    return -1;
  while (dict_next(d, &pos, &k, &v)) {
    Tuple *t;
    if (!(v.tag == V_INT || v.tag == V_BOOL || (v.tag == V_FLOAT && v.u.f == v.u.f))) return 0;
    if ((t = tuple_new(vm, 2)) == NULL) return -1;
    t->items[0] = k;
    t->items[1] = v;
    if (list_append(vm, counts, v) || list_append(vm, pairs, vobj(t)) ||
        vm_charge_item(vm, pairs->len))
      return -1;
  }
  if (vm_sort(vm, counts->items, pairs->items, pairs->len, true)) return -1;
  gc_list_moved(pairs);
  if (want < pairs->len) pairs->len = want;
  *out = vobj(pairs);
  return 0;
}

/* _od_move_last(od, key): od.move_to_end(key) (last=True) on the dict an
** OrderedDict wraps, for a key whose hash and == run no Python code: the
** stored key (1.0 where 1 is asked for) and its value go to the end, as
** CPython's; True when done, KeyError when absent, None when it takes
** Python code (another key or object, a stored key's Python __eq__). */
static int coll_od_move_last(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Dict *d;
  uint64_t h;
  int64_t ix;
  bool cand = false;
  Value k, v;
  if (arg_nokw(vm, "_od_move_last", kw) || arg_count(vm, "_od_move_last", n, 2, 2)) return -1;
  *out = VNONE;
  if (!IS_OBJ(a[0], OT_INSTANCE) || !IS_OBJ(AS_INST(a[0])->base, OT_DICT) || !plain_key(a[1]))
    return 0;
  d = AS_DICT(AS_INST(a[0])->base);
  if (vm_hash(vm, a[1], &h)) return -1;
  ix = dict_probe_py(vm, d, a[1], h, NULL, &cand);
  if (ix == -2 || cand) {
    if (!vm->want_py && !cand) return -1;
    vm->want_py = false;
    vm->exc = VUNDEF;
    return 0;
  }
  if (ix < 0) return vm_raise_value(vm, T_KeyError, a[1]);
  k = d->entries[ix].key;
  v = d->entries[ix].value;
  dict_delete_entry(d, (size_t)ix);
  if (dict_insert_absent(vm, d, k, h, v)) return -1;
  *out = vbool(true);
  return 0;
}

/* _od_pop_first(od): od.popitem(last=False) on the dict an OrderedDict
** wraps, (key, value) of its first entry; linear to drain (dict_pop_first). */
static int coll_od_pop_first(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Tuple *t;
  if (arg_nokw(vm, "_od_pop_first", kw) || arg_count(vm, "_od_pop_first", n, 1, 1)) return -1;
  if (!IS_OBJ(a[0], OT_INSTANCE) || !IS_OBJ(AS_INST(a[0])->base, OT_DICT))
    return vm_raise(vm, T_TypeError, "_od_pop_first() needs an OrderedDict");
  if ((t = tuple_new(vm, 2)) == NULL) return -1;
  if (dict_pop_first(vm, AS_DICT(AS_INST(a[0])->base), &t->items[0], &t->items[1])) return -1;
  *out = vobj(t);
  return 0;
}

/* _odict_view(od, n): OrderedDict's keys() (n 0), values() (1) or items()
** (2): the view of the dict the instance wraps, named odict_keys... */
static int coll_odict_view(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  static const int kinds[3] = {T_DICT_KEYS, T_DICT_VALUES, T_DICT_ITEMS};
  Value d;
  View *w;
  if (arg_nokw(vm, "_odict_view", kw) || arg_count(vm, "_odict_view", n, 2, 2)) return -1;
  d = IS_OBJ(a[0], OT_INSTANCE) ? vm_unbox(a[0]) : a[0];
  if (!IS_OBJ(d, OT_DICT) || a[1].tag != V_INT || a[1].u.i < 0 || a[1].u.i > 2)
    return vm_raise(vm, T_TypeError, "_odict_view() needs a dict and 0, 1 or 2");
  if ((w = obj_new(vm, OT_VIEW, sizeof(View))) == NULL) return -1;
  w->kind = kinds[a[1].u.i];
  w->h.flags |= VIEW_ODICT;
  w->dict = d;
  *out = vobj(w);
  return 0;
}

const Builtin collections_natives[] = {
  {"collections._count_elements", coll_count, NULL, -1},
  {"collections._odict_view", coll_odict_view, NULL, -1},
  {"collections._counts_dict", coll_counts_dict, NULL, -1},
  {"collections._most_common", coll_most_common, NULL, -1},
  {"collections._od_move_last", coll_od_move_last, NULL, -1},
  {"collections._od_pop_first", coll_od_pop_first, NULL, -1},
};
const int collections_natives_n =
  (int)(sizeof collections_natives / sizeof collections_natives[0]);

/* collections.abc's: _defines' look into a class's own namespace (class.c) */
const Builtin collections_abc_natives[] = {
  {"collections.abc._class_own", cls_class_own, NULL, -1},
};
const int collections_abc_natives_n =
  (int)(sizeof collections_abc_natives / sizeof collections_abc_natives[0]);
