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

/* ---- deque storage ----
** A deque (collections.py) keeps its items in one hidden list, q, which
** only these natives change: q[0] the ring's head, q[1] the item count
** n, q[2] maxlen (-1: none), q[3] the state (bumped by every change
** CPython counts, for "deque mutated during iteration"), then the ring,
** cap = len(q) - 4 slots (a power of two, at least 8): item k is
** q[4 + (head + k) % cap]; the other slots hold None.  Every native
** checks the header first (a snapshot's bytes are hostile), so a bad q
** raises instead of reading astray.  Both ends are O(1); the ring doubles
** when full and halves when an eighth used. */
enum { DQ_HEAD, DQ_N, DQ_MAXLEN, DQ_STATE, DQ_HDR, DQ_MINCAP = 8 };

typedef struct Dq {
  List *l;
  size_t head, n, mask;     /* mask: cap - 1 */
  int64_t maxlen;           /* -1: none */
} Dq;

static int dq_open(VM *vm, Value q, Dq *d) {
  List *l;
  size_t cap;
  int k;
  if (!IS_OBJ(q, OT_LIST) || (l = AS_LIST(q))->len < DQ_HDR + DQ_MINCAP) goto bad;
  for (k = 0; k < DQ_HDR; k++)
    if (l->items[k].tag != V_INT) goto bad;
  cap = l->len - DQ_HDR;
  if ((cap & (cap - 1)) || l->items[DQ_HEAD].u.i < 0 || (uint64_t)l->items[DQ_HEAD].u.i >= cap ||
      l->items[DQ_N].u.i < 0 || (uint64_t)l->items[DQ_N].u.i > cap || l->items[DQ_MAXLEN].u.i < -1)
    goto bad;
  d->l = l;
  d->head = (size_t)l->items[DQ_HEAD].u.i;
  d->n = (size_t)l->items[DQ_N].u.i;
  d->mask = cap - 1;
  d->maxlen = l->items[DQ_MAXLEN].u.i;
  return 0;
bad:
  return vm_raise(vm, T_SystemError, "deque storage is corrupt");
}

/* a native of q first: its arguments, then q checked into d */
#define DQ_ARGS(name, lo, hi) \
  if (arg_nokw(vm, name, kw) || arg_count(vm, name, n, lo, hi) || dq_open(vm, a[0], &d)) return -1

static inline Value *dq_at(const Dq *d, size_t k) {
  return &d->l->items[DQ_HDR + ((d->head + k) & d->mask)];
}

/* store the head and count back; bump the state (a change) */
static void dq_close(Dq *d, bool changed) {
  d->l->items[DQ_HEAD].u.i = (int64_t)d->head;
  d->l->items[DQ_N].u.i = (int64_t)d->n;
  if (changed) d->l->items[DQ_STATE].u.i++;
}

/* move the n items to a fresh ring of ncap slots (a power of two >= n) */
static int dq_resize(VM *vm, Dq *d, size_t ncap) {
  List *l = d->l;
  Value *ni;
  size_t k;
  if (ncap > (SIZE_MAX / sizeof(Value)) - DQ_HDR) return vm_nomem(vm);
  if (vm_charge_items(vm, d->n)) return -1;
  if ((ni = mem_alloc(&vm->mem, (DQ_HDR + ncap) * sizeof(Value))) == NULL) return vm_nomem(vm);
  memcpy(ni, l->items, DQ_HDR * sizeof(Value));
  for (k = 0; k < d->n; k++) {
    ni[DQ_HDR + k] = *dq_at(d, k);
    if (vm_poll_item(vm, k)) {
      mem_free(&vm->mem, ni, (DQ_HDR + ncap) * sizeof(Value));
      return -1;
    }
  }
  for (; k < ncap; k++) ni[DQ_HDR + k] = VNONE;
  mem_free(&vm->mem, l->items, l->cap * sizeof(Value));
  l->items = ni;
  l->len = l->cap = DQ_HDR + ncap;
  d->head = 0;
  d->mask = ncap - 1;
  dq_close(d, false);   /* the header stays true whatever fails next */
  gc_list_moved(l);
  gc_barrier(vm, &l->h);
  return 0;
}

static int dq_room(VM *vm, Dq *d) {
  return d->n <= d->mask ? 0 : dq_resize(vm, d, 2 * (d->mask + 1));
}

/* a popped slot's ring halves once an eighth of it is used */
static int dq_shrink(VM *vm, Dq *d) {
  size_t cap = d->mask + 1;
  return cap > 8 * DQ_MINCAP && d->n * 8 <= cap ? dq_resize(vm, d, cap / 2) : 0;
}

static Value dq_take(Dq *d, size_t k) {
  Value *p = dq_at(d, k), x = *p;
  *p = VNONE;
  return x;
}

/* append x at the right (left: at the left), dropping an item from the
** other end past maxlen */
static int dq_push(VM *vm, Dq *d, Value x, bool left) {
  size_t ix;
  if (dq_room(vm, d)) return -1;
  if (left) d->head = (d->head - 1) & d->mask;
  ix = DQ_HDR + ((left ? d->head : d->head + d->n) & d->mask);
  gc_barrier_tail(vm, d->l, ix);
  d->l->items[ix] = x;
  d->n++;
  if (d->maxlen >= 0 && d->n > (uint64_t)d->maxlen) {
    if (left) {
      (void)dq_take(d, d->n - 1);
    } else {
      (void)dq_take(d, 0);
      d->head = (d->head + 1) & d->mask;
    }
    d->n--;
  }
  return 0;
}

static int dq_pop(VM *vm, Dq *d, bool left, Value *out) {
  if (d->n == 0) return vm_raise(vm, T_IndexError, "pop from an empty deque");
  if (left) {
    *out = dq_take(d, 0);
    d->head = (d->head + 1) & d->mask;
  } else {
    *out = dq_take(d, d->n - 1);
  }
  d->n--;
  return dq_shrink(vm, d);
}

/* a logical index of an item (negative from the end), or -1 with
** IndexError */
static int64_t dq_index(VM *vm, const Dq *d, Value i) {
  int64_t k = i.u.i;
  if (k < 0) k += (int64_t)d->n;
  if (k < 0 || (uint64_t)k >= d->n) {
    vm_raise(vm, T_IndexError, "deque index out of range");
    return -1;
  }
  return k;
}

/* open a free slot at logical index k (0 <= k <= n < cap), moving the
** shorter side; polled (a deadline met half-way ends the run, whose
** deque then holds one item twice: it is never run again) */
static int dq_gap_open(VM *vm, Dq *d, size_t k) {
  size_t j;
  if (vm_charge_items(vm, d->n / 2)) return -1;
  gc_list_moved(d->l);
  if (k < d->n - k) {
    d->head = (d->head - 1) & d->mask;
    for (j = 0; j < k; j++)
      if (*dq_at(d, j) = *dq_at(d, j + 1), vm_poll_item(vm, j)) return -1;
  } else {
    for (j = d->n; j > k; j--)
      if (*dq_at(d, j) = *dq_at(d, j - 1), vm_poll_item(vm, j)) return -1;
  }
  d->n++;
  return 0;
}

/* remove the item at logical index k, moving the shorter side (polled,
** as dq_gap_open) */
static int dq_gap_close(VM *vm, Dq *d, size_t k) {
  size_t j;
  if (vm_charge_items(vm, d->n / 2)) return -1;
  gc_list_moved(d->l);
  if (k < d->n - 1 - k) {
    for (j = k; j > 0; j--)
      if (*dq_at(d, j) = *dq_at(d, j - 1), vm_poll_item(vm, j)) return -1;
    *dq_at(d, 0) = VNONE;
    d->head = (d->head + 1) & d->mask;
  } else {
    for (j = k; j + 1 < d->n; j++)
      if (*dq_at(d, j) = *dq_at(d, j + 1), vm_poll_item(vm, j)) return -1;
    *dq_at(d, d->n - 1) = VNONE;
  }
  d->n--;
  return dq_shrink(vm, d);
}

/* A deque iterator: src the ring, i the logical index of the next item
** (counting down for the reverse one; -1 or past the count: done), n the
** state the deque had when it was made.  Any change CPython counts ends
** it with RuntimeError, so the index stays the item's. */
int collections_deque_next(VM *vm, Iter *it, Value *out) {
  Dq d;
  if (dq_open(vm, it->src, &d)) return -1;
  if (d.l->items[DQ_STATE].u.i != it->n) {
    it->i = -1;
    return vm_raise(vm, T_RuntimeError, "deque mutated during iteration");
  }
  if (it->i < 0 || (uint64_t)it->i >= d.n) {
    it->i = -1;
    return 0;
  }
  *out = *dq_at(&d, (size_t)it->i);
  it->i += it->kind == T_DEQUE_ITER ? 1 : -1;
  return 1;
}

/* its __length_hint__: the items it has still to give */
int64_t collections_deque_left(const Iter *it) {
  int64_t n;
  if (!IS_OBJ(it->src, OT_LIST) || AS_LIST(it->src)->len <= DQ_N ||
      AS_LIST(it->src)->items[DQ_N].tag != V_INT || it->i < 0)
    return 0;
  n = AS_LIST(it->src)->items[DQ_N].u.i;
  if (it->i >= n) return 0;
  return it->kind == T_DEQUE_ITER ? n - it->i : it->i + 1;
}

/* _dq_iter(q, reverse): iter(d) or reversed(d) */
static int dq_iter(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Dq d;
  DQ_ARGS("_dq_iter", 2, 2);
  if (vm_truthy(a[1]))
    return iter_new(vm, T_DEQUE_REVITER, a[0], (int64_t)d.n - 1, d.l->items[DQ_STATE].u.i, out);
  return iter_new(vm, T_DEQUE_ITER, a[0], 0, d.l->items[DQ_STATE].u.i, out);
}

static bool dq_int(Value v) { return v.tag == V_INT || v.tag == V_BOOL; }

/* _dq_new(maxlen): an empty q (maxlen an int, -1 for none) */
static int dq_new(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  List *l;
  size_t k;
  if (arg_nokw(vm, "_dq_new", kw) || arg_count(vm, "_dq_new", n, 1, 1)) return -1;
  if (a[0].tag != V_INT || a[0].u.i < -1) return vm_raise(vm, T_ValueError, "bad maxlen");
  if ((l = list_new(vm, DQ_HDR + DQ_MINCAP)) == NULL) return -1;
  l->items[DQ_HEAD] = l->items[DQ_N] = l->items[DQ_STATE] = vint(0);
  l->items[DQ_MAXLEN] = a[0];
  for (k = DQ_HDR; k < DQ_HDR + DQ_MINCAP; k++) l->items[k] = VNONE;
  l->len = DQ_HDR + DQ_MINCAP;
  *out = vobj(l);
  return 0;
}

static int dq_append(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Dq d;
  DQ_ARGS("_dq_append", 2, 2);
  if (dq_push(vm, &d, a[1], false)) return -1;
  dq_close(&d, true);
  *out = VNONE;
  return 0;
}

static int dq_appendleft(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Dq d;
  DQ_ARGS("_dq_appendleft", 2, 2);
  if (dq_push(vm, &d, a[1], true)) return -1;
  dq_close(&d, true);
  *out = VNONE;
  return 0;
}

static int dq_popright(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Dq d;
  int r;
  DQ_ARGS("_dq_pop", 1, 1);
  r = dq_pop(vm, &d, false, out);
  dq_close(&d, r == 0);
  return r;
}

static int dq_popleft(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Dq d;
  int r;
  DQ_ARGS("_dq_popleft", 1, 1);
  r = dq_pop(vm, &d, true, out);
  dq_close(&d, r == 0);
  return r;
}

/* _dq_getitem(q, i), _dq_setitem(q, i, x), _dq_delitem(q, i) for an int
** i; another index goes to the Python versions (which convert it) */
static int dq_getitem(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Dq d;
  int64_t k;
  DQ_ARGS("_dq_getitem", 2, 2);
  if (!dq_int(a[1])) return BI_FALLBACK;
  if ((k = dq_index(vm, &d, a[1])) < 0) return -1;
  *out = *dq_at(&d, (size_t)k);
  return 0;
}

static int dq_setitem(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Dq d;
  int64_t k;
  DQ_ARGS("_dq_setitem", 3, 3);
  if (!dq_int(a[1])) return BI_FALLBACK;
  if ((k = dq_index(vm, &d, a[1])) < 0) return -1;
  gc_barrier_tail(vm, d.l, (size_t)(dq_at(&d, (size_t)k) - d.l->items));
  *dq_at(&d, (size_t)k) = a[2];
  *out = VNONE;
  return 0;
}

static int dq_delitem(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Dq d;
  int64_t k;
  int r;
  DQ_ARGS("_dq_delitem", 2, 2);
  if (!dq_int(a[1])) return BI_FALLBACK;
  if ((k = dq_index(vm, &d, a[1])) < 0) return -1;
  r = dq_gap_close(vm, &d, (size_t)k);
  dq_close(&d, true);
  *out = VNONE;
  return r;
}

/* _dq_insert(q, i, x): CPython's insert (i an int, clamped as list's) */
static int dq_insert(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Dq d;
  int64_t k;
  size_t ix;
  DQ_ARGS("_dq_insert", 3, 3);
  if (!dq_int(a[1])) return vm_raise(vm, T_TypeError, "_dq_insert() needs an int");
  if (d.maxlen >= 0 && d.n >= (uint64_t)d.maxlen)
    return vm_raise(vm, T_IndexError, "deque already at its maximum size");
  k = a[1].u.i;
  if (k < 0 && (k += (int64_t)d.n) < 0) k = 0;
  if ((uint64_t)k > d.n) k = (int64_t)d.n;
  if (dq_room(vm, &d) || dq_gap_open(vm, &d, (size_t)k)) return -1;
  ix = (size_t)(dq_at(&d, (size_t)k) - d.l->items);
  gc_barrier_tail(vm, d.l, ix);
  d.l->items[ix] = a[2];
  dq_close(&d, true);
  *out = VNONE;
  return 0;
}

/* _dq_rotate(q, k): rotate(k) for an int k, by moving min(k, n - k)
** items; another k goes to the Python version */
static int dq_rotate(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Dq d;
  int64_t k, half;
  DQ_ARGS("_dq_rotate", 2, 2);
  if (!dq_int(a[1])) return BI_FALLBACK;
  *out = VNONE;
  if (d.n <= 1) return 0;
  k = a[1].u.i;
  half = (int64_t)(d.n >> 1);
  if (k > half || k < -half) {
    k %= (int64_t)d.n;
    if (k > half) k -= (int64_t)d.n;
    else if (k < -half) k += (int64_t)d.n;
  }
  if (vm_charge_items(vm, (uint64_t)(k < 0 ? -k : k))) return -1;
  if (d.n == d.mask + 1) {   /* a full ring: only the head moves */
    d.head = (d.head - (size_t)k) & d.mask;
  } else {
    uint64_t i = 0;
    gc_list_moved(d.l);
    for (; k > 0; k--) {   /* the last item to the front */
      Value x = dq_take(&d, d.n - 1);
      d.head = (d.head - 1) & d.mask;
      *dq_at(&d, 0) = x;
      if (vm_poll_item(vm, i++)) goto stop;   /* each step leaves a whole ring */
    }
    for (; k < 0; k++) {   /* the first item to the back */
      Value x = dq_take(&d, 0);
      d.head = (d.head + 1) & d.mask;
      *dq_at(&d, d.n - 1) = x;
      if (vm_poll_item(vm, i++)) goto stop;
    }
  }
  dq_close(&d, true);
  return 0;
stop:
  dq_close(&d, true);
  return -1;
}

/* _dq_extend(q, items, left): extend (left: extendleft) by a list's or a
** tuple's items; another iterable goes to the Python version */
static int dq_extend(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Dq d;
  size_t k, len;
  int r = 0;
  DQ_ARGS("_dq_extend", 3, 3);
  if (IS_OBJ(a[1], OT_LIST)) len = AS_LIST(a[1])->len;
  else if (IS_OBJ(a[1], OT_TUPLE)) len = AS_TUPLE(a[1])->len;
  else return BI_FALLBACK;
  for (k = 0; k < len && r == 0; k++) {
    /* a list is read again each time: nothing here runs code, but the
    ** list could be q's own (it never is: q stays hidden) */
    Value x;
    if (IS_OBJ(a[1], OT_LIST)) {
      if (k >= AS_LIST(a[1])->len) break;
      x = AS_LIST(a[1])->items[k];
    } else {
      x = AS_TUPLE(a[1])->items[k];
    }
    r = dq_push(vm, &d, x, vm_truthy(a[2])) || vm_charge_item(vm, k) ? -1 : 0;
  }
  dq_close(&d, len > 0);
  *out = VNONE;
  return r;
}

/* _dq_list(q): the items, a new list in order */
static int dq_list(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Dq d;
  List *l;
  size_t k;
  DQ_ARGS("_dq_list", 1, 1);
  if (vm_charge_items(vm, d.n) || (l = list_new(vm, d.n)) == NULL) return -1;
  for (k = 0; k < d.n; k++) {
    l->items[k] = *dq_at(&d, k);
    l->len = k + 1;
    if (vm_poll_item(vm, k)) return -1;
  }
  *out = vobj(l);
  return 0;
}

/* _dq_load(q, items): the items of a list become q's (its last maxlen
** ones past maxlen); a change */
static int dq_load(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Dq d;
  const List *src;
  size_t cap = DQ_MINCAP, len, from = 0, k;
  DQ_ARGS("_dq_load", 2, 2);
  if (!IS_OBJ(a[1], OT_LIST)) return vm_raise(vm, T_TypeError, "_dq_load() needs a list");
  src = AS_LIST(a[1]);
  len = src->len;
  if (d.maxlen >= 0 && len > (uint64_t)d.maxlen) {
    from = len - (size_t)d.maxlen;
    len = (size_t)d.maxlen;
  }
  while (cap < len) {
    if (cap > SIZE_MAX / 4) return vm_nomem(vm);
    cap *= 2;
  }
  for (k = 0; k < d.n; k++) (void)dq_take(&d, k);
  d.n = 0;
  if (dq_resize(vm, &d, cap)) return -1;
  for (k = 0; k < len; k++) d.l->items[DQ_HDR + k] = src->items[from + k];
  d.n = len;
  if (vm_charge_items(vm, len)) return -1;
  dq_close(&d, true);
  *out = VNONE;
  return 0;
}

static int dq_clear(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Dq d;
  size_t k;
  DQ_ARGS("_dq_clear", 1, 1);
  *out = VNONE;
  if (d.n == 0) return 0;   /* no change (an iterator goes on) */
  if (vm_charge_items(vm, d.n)) return -1;
  for (k = 0; k < d.n; k++) (void)dq_take(&d, k);
  d.n = d.head = 0;
  dq_close(&d, true);
  *out = VNONE;
  return d.mask + 1 > DQ_MINCAP ? dq_resize(vm, &d, DQ_MINCAP) : 0;
}

static int dq_reverse(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Dq d;
  size_t k;
  DQ_ARGS("_dq_reverse", 1, 1);
  if (vm_charge_items(vm, d.n)) return -1;
  gc_list_moved(d.l);
  for (k = 0; k < d.n / 2; k++) {
    Value t = *dq_at(&d, k);
    *dq_at(&d, k) = *dq_at(&d, d.n - 1 - k);
    *dq_at(&d, d.n - 1 - k) = t;
  }
  *out = VNONE;
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
  {"collections._dq_new", dq_new, NULL, -1},
  {"collections._dq_append", dq_append, NULL, -1},
  {"collections._dq_appendleft", dq_appendleft, NULL, -1},
  {"collections._dq_pop", dq_popright, NULL, -1},
  {"collections._dq_popleft", dq_popleft, NULL, -1},
  {"collections._dq_getitem", dq_getitem, "collections:_dq_getitem_py", -1},
  {"collections._dq_setitem", dq_setitem, "collections:_dq_setitem_py", -1},
  {"collections._dq_delitem", dq_delitem, "collections:_dq_delitem_py", -1},
  {"collections._dq_insert", dq_insert, NULL, -1},
  {"collections._dq_rotate", dq_rotate, "collections:_dq_rotate_py", -1},
  {"collections._dq_extend", dq_extend, "collections:_dq_extend_py", -1},
  {"collections._dq_list", dq_list, NULL, -1},
  {"collections._dq_load", dq_load, NULL, -1},
  {"collections._dq_clear", dq_clear, NULL, -1},
  {"collections._dq_reverse", dq_reverse, NULL, -1},
  {"collections._dq_iter", dq_iter, NULL, -1},
};
const int collections_natives_n =
  (int)(sizeof collections_natives / sizeof collections_natives[0]);

/* collections.abc's: _defines' look into a class's own namespace (class.c) */
const Builtin collections_abc_natives[] = {
  {"collections.abc._class_own", cls_class_own, NULL, -1},
};
const int collections_abc_natives_n =
  (int)(sizeof collections_abc_natives / sizeof collections_abc_natives[0]);
