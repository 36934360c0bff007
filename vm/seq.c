/*
** seq.c - subscripts, slices, iteration and unpacking of builtin types.
**
** Native iterators (Iter objects) never run Python code; an iterable that
** would (a generator, or an enumerate/zip over one) is "not native" and
** the callers fall back to prelude code written in Python.
*/
#include <stdio.h>
#include <string.h>
#include "vm.h"
#include "class.h"
#include "bytes.h"
#include "lib/re.h"
#include "lib/lib.h"
#include "str.h"
#include "dict.h"
#include "bigint.h"
#include "range.h"
#include "limits.h"

/* ---- slices ---- */

static int slice_index(VM *vm, Value v, int64_t *out, bool *none) {
  *none = false;
  if (v.tag == V_NONE) { *none = true; return 0; }
  v = unbox_unless(v, CS(INDEX));
  if (v.tag == V_INT || v.tag == V_BOOL) { *out = v.u.i; return 0; }
  if (IS_BIG(v)) { *out = big_sign(v) < 0 ? INT64_MIN / 2 : INT64_MAX / 2; return 0; }
  if (user_has(v, CS(INDEX))) {
    /* as seq_index: the instruction's Python version converts the bounds */
    vm->want_py = true;
    return vm_raise(vm, T_TypeError, "the __index__ of a '%s' object cannot run here",
                    val_type_name(v));
  }
  return vm_raise(vm, T_TypeError,
                  "slice indices must be integers or None or have an __index__ method");
}

/* CPython's PySlice_GetIndicesEx: start, stop, step and length. */
int slice_indices(VM *vm, Slice *s, int64_t len, int64_t *start, int64_t *stop,
                  int64_t *step, int64_t *slen) {
  int64_t st, sp, stp;
  bool n1, n2, n3;
  if (slice_index(vm, s->step, &stp, &n3)) return -1;
  if (n3) stp = 1;
  if (stp == 0) return vm_raise(vm, T_ValueError, "slice step cannot be zero");
  if (stp < -INT64_MAX) stp = -INT64_MAX;
  if (slice_index(vm, s->start, &st, &n1) || slice_index(vm, s->stop, &sp, &n2)) return -1;
  if (n1) st = stp < 0 ? len - 1 : 0;
  else {
    if (st < 0) { st += len; if (st < 0) st = stp < 0 ? -1 : 0; }
    else if (st >= len) st = stp < 0 ? len - 1 : len;
  }
  if (n2) sp = stp < 0 ? -1 : len;
  else {
    if (sp < 0) { sp += len; if (sp < 0) sp = stp < 0 ? -1 : 0; }
    else if (sp >= len) sp = stp < 0 ? len - 1 : len;
  }
  if (stp < 0) *slen = sp < st ? (st - sp - 1) / (-stp) + 1 : 0;
  else *slen = st < sp ? (sp - st - 1) / stp + 1 : 0;
  *start = st; *stop = sp; *step = stp;
  return 0;
}

/* slice.indices(length): (start, stop, step) for a sequence of that length */
static int sl_indices(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  int64_t len, st, sp, step, n;
  Tuple *t;
  if (arg_nokw(vm, "slice.indices", kw)) return -1;
  if (nargs != 2)
    return vm_raise(vm, T_TypeError, "slice.indices() takes exactly one argument (%d given)",
                    nargs - 1);
  if (IS_BIG(args[1])) len = big_sign(args[1]) < 0 ? -1 : INT64_MAX;
  else if (vm_index(vm, args[1], &len)) return -1;
  if (len < 0) return vm_raise(vm, T_ValueError, "length should not be negative");
  if (slice_indices(vm, (Slice *)args[0].u.o, len, &st, &sp, &step, &n)) return -1;
  if ((t = tuple_new(vm, 3)) == NULL) return -1;
  t->items[0] = vint(st);
  t->items[1] = vint(sp);
  t->items[2] = vint(step);
  *out = vobj(t);
  return 0;
}

const Method slice_methods[] = {
  {"indices", sl_indices, "_ht_slice_indices", 0},
};
const int slice_methods_n = (int)(sizeof slice_methods / sizeof slice_methods[0]);

static int str_slice(VM *vm, Str *s, Slice *sl, Value *out) {
  int64_t st, sp, step, n, k;
  if (slice_indices(vm, sl, (int64_t)s->nchars, &st, &sp, &step, &n)) return -1;
  if (STR_ASCII(s)) {
    Str *r;
    size_t mark = 0;
    if (step == 1) return str_new(vm, s->data + st, (size_t)n, out);
    r = str_alloc(vm, (size_t)n);
    if (r == NULL) return -1;
    for (k = 0; k < n; k++) {
      if (vm_charge_span(vm, (size_t)k, (size_t)n, &mark, 2)) return -1;
      r->data[k] = s->data[st + k * step];
    }
    r->nchars = (size_t)n;
    *out = vobj(r);
    return 0;
  }
  if (step == 1) {
    size_t a = str_offset(s, (size_t)st), b = a;
    size_t cnt = (size_t)n;
    while (cnt-- > 0 && b < s->len) {
      b++;
      while (b < s->len && ((unsigned char)s->data[b] & 0xC0) == 0x80) b++;
    }
    /* code points are found by a walk from the start */
    if (vm_charge(vm, vm_work(b))) return -1;
    return str_new(vm, s->data + a, b - a, out);
  }
  {
    /* general step: decode code point offsets once */
    Buf b = BUF_INIT;
    size_t *offs, i = 0, ci = 0, mark = 0;
    int rc = 0;
    offs = mem_alloc(&vm->mem, (s->nchars + 1) * sizeof(size_t));
    if (offs == NULL) return vm_nomem(vm);
    /* charged as they go: the decode (a few operations per byte), then
    ** a copy per code point taken */
    while (i < s->len) {
      if ((rc = vm_charge_span(vm, i, s->len, &mark, 4))) break;
      offs[ci++] = i;
      i++;
      while (i < s->len && ((unsigned char)s->data[i] & 0xC0) == 0x80) i++;
    }
    offs[ci] = s->len;
    mark = 0;
    for (k = 0; k < n && !rc; k++) {
      int64_t c = st + k * step;
      if (vm_charge_span(vm, (size_t)k, (size_t)n, &mark, 32) ||
          buf_put(vm, &b, s->data + offs[c], offs[c + 1] - offs[c])) {
        buf_free(vm, &b);
        mem_free(&vm->mem, offs, (s->nchars + 1) * sizeof(size_t));
        return -1;
      }
    }
    mem_free(&vm->mem, offs, (s->nchars + 1) * sizeof(size_t));
    if (rc) return -1;
    return buf_finish(vm, &b, out);
  }
}

/* The code point at index ci of s as a new str. */
static int str_char(VM *vm, Str *s, int64_t ci, Value *out) {
  size_t a, b;
  if (STR_ASCII(s)) return str_new(vm, s->data + ci, 1, out);
  a = str_offset(s, (size_t)ci);
  if (vm_charge(vm, vm_work(a))) return -1;   /* the walk to ci */
  b = a + 1;
  while (b < s->len && ((unsigned char)s->data[b] & 0xC0) == 0x80) b++;
  return str_new(vm, s->data + a, b - a, out);
}

static int seq_index(VM *vm, Value key, int64_t len, const char *what, int64_t *out) {
  int64_t i;
  key = unbox_unless(key, CS(INDEX));
  if (key.tag == V_INT || key.tag == V_BOOL) i = key.u.i;
  else if (IS_BIG(key))
    return vm_raise(vm, T_IndexError, "cannot fit 'int' into an index-sized integer");
  else if (user_has(key, CS(INDEX))) {
    /* a Python __index__: the instruction's Python version (_ht_getitem
    ** and kin) runs it */
    vm->want_py = true;
    return vm_raise(vm, T_TypeError, "the __index__ of a '%s' object cannot run here",
                    val_type_name(key));
  }
  else return -2;
  if (i < 0) i += len;
  if (i < 0 || i >= len) return vm_raise(vm, T_IndexError, "%s index out of range", what);
  *out = i;
  return 0;
}

/* Item i (0 <= i <= len) of r: the value fits in int64 but i * step may
** not, so the sum is formed in uint64 (wrapping to the right result). */
static int64_t range_at(const Range *r, int64_t i) {
  return (int64_t)((uint64_t)r->start + (uint64_t)i * (uint64_t)r->step);
}

static int range_getitem(VM *vm, Range *r, Value key, Value *out) {
  int64_t i;
  if (IS_OBJ(key, OT_SLICE)) {
    int64_t st, sp, step, n;
    Range *nr;
    if (range_is_big(r)) return range_slice(vm, r, (Slice *)key.u.o, out);
    if (slice_indices(vm, (Slice *)key.u.o, r->len, &st, &sp, &step, &n)) return -1;
    nr = obj_new(vm, OT_RANGE, sizeof(Range));
    if (nr == NULL) return -1;
    /* CPython's compute_slice: stop is start + stop index * step, which
    ** may lie beyond int64 even when every item fits */
    nr->start = range_at(r, st);
    /* sp is in [-1, len]: item sp - 1 (when sp > 0) is a real item, so
    ** stop = item(sp - 1) + step overflows only if the true value does;
    ** then the slice is made again in ints of any size */
    if (__builtin_mul_overflow(r->step, step, &nr->step) ||
        (sp > 0 ? __builtin_add_overflow(range_at(r, sp - 1), r->step, &nr->stop)
                : sp == 0 ? (nr->stop = r->start, false)
                          : __builtin_sub_overflow(r->start, r->step, &nr->stop)))
      return range_slice(vm, r, (Slice *)key.u.o, out);
    nr->len = n;
    *out = vobj(nr);
    return 0;
  }
  if (range_is_big(r) && IS_INTLIKE(key))
    return range_item(vm, r, key.tag == V_BOOL ? vint(key.u.i) : key, out);
  if (IS_BIG(key)) return vm_raise(vm, T_IndexError, "range object index out of range");
  {
    int rc = seq_index(vm, key, r->len, "range object", &i);
    if (rc == -2)
      return vm_raise(vm, T_TypeError, "range indices must be integers or slices, not %s",
                      val_type_name(key));
    if (rc) return -1;
  }
  if (range_is_big(r)) return range_item(vm, r, vint(i), out);
  *out = vint(range_at(r, i));
  return 0;
}

int vm_getitem(VM *vm, Value o, Value key, Value *out) {
  int64_t i;
  int rc;
  o = unbox_unless(o, CS(GETITEM));
  if (o.tag != V_OBJ) goto bad;
  switch (o.u.o->type) {
  case OT_BYTES: case OT_BYTEARRAY: return bytes_getitem(vm, o, key, out);
  case OT_MEMVIEW: return memview_getitem(vm, o, key, out);
  case OT_MATCH:
    return re_match_getitem(vm, o, key, out);
  case OT_LIST: {
    List *l = AS_LIST(o);
    if (IS_OBJ(key, OT_SLICE)) {
      int64_t st, sp, step, n, k;
      List *r;
      if (slice_indices(vm, (Slice *)key.u.o, (int64_t)l->len, &st, &sp, &step, &n)) return -1;
      r = list_new(vm, (size_t)n);
      if (r == NULL) return -1;
      /* with polls (L[1:] of 2e7 items: 21 ms unpolled); the items past
      ** r->len are not the list's until it is set */
      if (step == 1) {
        if (n && vm_vcopy(vm, r->items, l->items + st, (size_t)n)) return -1;
      } else {
        for (k = 0; k < n; k++) {
          r->items[k] = l->items[st + k * step];
          if (vm_poll_item(vm, (uint64_t)k)) return -1;
        }
      }
      r->len = (size_t)n;
      *out = vobj(r);
      return 0;
    }
    rc = seq_index(vm, key, (int64_t)l->len, "list", &i);
    if (rc == -2)
      return vm_raise(vm, T_TypeError, "list indices must be integers or slices, not %s",
                      val_type_name(key));
    if (rc) return -1;
    *out = l->items[i];
    return 0;
  }
  case OT_TUPLE: {
    Tuple *t = AS_TUPLE(o);
    if (IS_OBJ(key, OT_SLICE)) {
      int64_t st, sp, step, n, k;
      Tuple *r;
      if (slice_indices(vm, (Slice *)key.u.o, (int64_t)t->len, &st, &sp, &step, &n)) return -1;
      if (step == 1 && n == (int64_t)t->len) { *out = o; return 0; }
      r = tuple_new(vm, (size_t)n);
      if (r == NULL) return -1;
      /* with polls (T[1:] of 2e7 items: 25 ms unpolled); the rest of a
      ** garbage tuple stays None */
      if (step == 1) {
        if (n && vm_vcopy(vm, r->items, t->items + st, (size_t)n)) return -1;
      } else {
        for (k = 0; k < n; k++) {
          r->items[k] = t->items[st + k * step];
          if (vm_poll_item(vm, (uint64_t)k)) return -1;
        }
      }
      *out = vobj(r);
      return 0;
    }
    rc = seq_index(vm, key, (int64_t)t->len, "tuple", &i);
    if (rc == -2)
      return vm_raise(vm, T_TypeError, "tuple indices must be integers or slices, not %s",
                      val_type_name(key));
    if (rc) return -1;
    *out = t->items[i];
    return 0;
  }
  case OT_STR: {
    Str *s = AS_STR(o);
    if (IS_OBJ(key, OT_SLICE)) return str_slice(vm, s, (Slice *)key.u.o, out);
    rc = seq_index(vm, key, (int64_t)s->nchars, "string", &i);
    if (rc == -2)
      return vm_raise(vm, T_TypeError, "string indices must be integers, not '%s'",
                      val_type_name(key));
    if (rc) return -1;
    return str_char(vm, s, i, out);
  }
  case OT_DICT:
    rc = dict_get(vm, AS_DICT(o), key, out);
    if (rc < 0) return -1;
    if (rc == 0) return vm_raise_value(vm, T_KeyError, key);
    return 0;
  case OT_RANGE:
    return range_getitem(vm, (Range *)o.u.o, key, out);
  default:
    break;
  }
bad:
  if (o.tag == V_TYPE || IS_OBJ(o, OT_CLASS))
    return vm_raise(vm, T_TypeError, "type '%s' is not subscriptable", class_name(o));
  return vm_raise(vm, T_TypeError, "'%s' object is not subscriptable", val_type_name(o));
}

/* Materialise any native iterable as a new list. */
int vm_to_list(VM *vm, Value v, List **out) {
  Value it, x;
  List *l;
  int r;
  v = unbox_unless(v, CS(ITER) | CS(GETITEM));
  if (IS_OBJ(v, OT_LIST) || IS_OBJ(v, OT_TUPLE)) {
    size_t n = IS_OBJ(v, OT_LIST) ? AS_LIST(v)->len : AS_TUPLE(v)->len;
    Value *items = IS_OBJ(v, OT_LIST) ? AS_LIST(v)->items : AS_TUPLE(v)->items;
    size_t i;
    l = list_new(vm, n);
    if (l == NULL) return -1;
    /* a slice at a time with a poll between (2e7 items took 30 ms) */
    for (i = 0; i < n; i += POLL_ITEMS) {
      size_t k = n - i < POLL_ITEMS ? n - i : POLL_ITEMS;
      vcopy(l->items + i, items + i, k);
      if (i + k < n && vm_mem_poll(vm)) return -1;
    }
    l->len = n;
    *out = l;
    return 0;
  }
  /* CPython preallocates from the length: a range too big for memory is
  ** an immediate MemoryError rather than a run into the limit */
  if (IS_OBJ(v, OT_RANGE)) {
    int64_t n;
    if (range_length(vm, (Range *)v.u.o, &n)) return -1;   /* beyond int64 */
    if (vm->mem.limit && (uint64_t)n > vm->mem.limit / sizeof(Value)) return vm_nomem(vm);
  }
  if (vm_getiter(vm, v, &it)) return -1;
  l = list_new(vm, 0);
  if (l == NULL) return -1;
  /* a native iterator may be long (a range): a step per 4 items */
  while ((r = vm_iternext(vm, it, &x)) > 0)
    if (list_append(vm, l, x) ||
        ((l->len & 255) == 0 && vm_charge(vm, vm_work(256 * 16))))
      return -1;
  if (r < 0) return -1;
  *out = l;
  return 0;
}

static int list_setslice(VM *vm, List *l, Slice *sl, Value v) {
  int64_t st, sp, step, n, k;
  List *src;
  if (slice_indices(vm, sl, (int64_t)l->len, &st, &sp, &step, &n)) return -1;
  if (!vm_iter_native(v))
    return vm_raise(vm, T_TypeError, step == 1 ? "can only assign an iterable"
                                               : "must assign iterable to extended slice");
  if (vm_to_list(vm, v, &src)) return -1;
  gc_barrier(vm, &l->h);
  if (step == 1) {
    size_t newlen;
    if (sp < st) sp = st;
    if (sp == st && src->len == 0) return 0;
    newlen = l->len - (size_t)(sp - st) + src->len;
    if (newlen > l->cap) {
      Value *ni = mem_realloc(&vm->mem, l->items, l->cap * sizeof(Value), newlen * sizeof(Value));
      if (ni == NULL) return vm_nomem(vm);
      l->items = ni;
      l->cap = newlen;
    }
    if (vm_charge_items(vm, l->len - (size_t)sp + src->len)) return -1;
    vcopy(l->items + st + src->len, l->items + sp, (l->len - (size_t)sp));
    if (src->len) vcopy(l->items + st, src->items, src->len);
    l->len = newlen;
    return 0;
  }
  if ((int64_t)src->len != n)
    return vm_raise(vm, T_ValueError,
                    "attempt to assign sequence of size %zu to extended slice of size %lld",
                    src->len, (long long)n);
  for (k = 0; k < n; k++) l->items[st + k * step] = src->items[k];
  return 0;
}

static int list_delslice(VM *vm, List *l, Slice *sl) {
  int64_t st, sp, step, n, k, w;
  size_t i;
  if (slice_indices(vm, sl, (int64_t)l->len, &st, &sp, &step, &n)) return -1;
  if (n == 0) return 0;
  if (step < 0) { st = st + (n - 1) * step; step = -step; }
  if (vm_charge_items(vm, l->len - (size_t)st)) return -1;
  /* compact: drop indices st, st+step, ... (n of them) */
  gc_list_moved(l);
  w = st;
  k = 0;
  for (i = (size_t)st; i < l->len; i++) {
    if (k < n && (int64_t)i == st + k * step) { k++; continue; }
    l->items[w++] = l->items[i];
  }
  l->len = (size_t)w;
  return 0;
}

int vm_setitem(VM *vm, Value o, Value key, Value v) {
  int64_t i;
  int rc;
  o = unbox_unless(o, CS(SETITEM));
  if (IS_OBJ(o, OT_LIST)) {
    List *l = AS_LIST(o);
    if (IS_OBJ(key, OT_SLICE)) return list_setslice(vm, l, (Slice *)key.u.o, v);
    rc = seq_index(vm, key, (int64_t)l->len, "list assignment", &i);
    if (rc == -2)
      return vm_raise(vm, T_TypeError, "list indices must be integers or slices, not %s",
                      val_type_name(key));
    if (rc) return -1;
    gc_barrier(vm, &l->h);
    l->items[i] = v;
    return 0;
  }
  if (IS_OBJ(o, OT_DICT)) return dict_set(vm, AS_DICT(o), key, v);
  if (IS_BYTEARRAY(o)) return bytes_setitem(vm, o, key, v);
  if (IS_OBJ(o, OT_MEMVIEW)) return memview_setitem(vm, o, key, v);
  if (o.tag == V_TYPE)
    return vm_raise(vm, T_TypeError, "'type' object does not support item assignment");
  return vm_raise(vm, T_TypeError, "'%s' object does not support item assignment",
                  val_type_name(o));
}

int vm_delitem(VM *vm, Value o, Value key) {
  int64_t i;
  int rc;
  o = unbox_unless(o, CS(DELITEM));
  if (IS_OBJ(o, OT_LIST)) {
    List *l = AS_LIST(o);
    if (IS_OBJ(key, OT_SLICE)) return list_delslice(vm, l, (Slice *)key.u.o);
    rc = seq_index(vm, key, (int64_t)l->len, "list assignment", &i);
    if (rc == -2)
      return vm_raise(vm, T_TypeError, "list indices must be integers or slices, not %s",
                      val_type_name(key));
    if (rc || vm_charge_items(vm, l->len - (size_t)i - 1)) return -1;
    gc_list_moved(l);
    vcopy(l->items + i, l->items + i + 1, (l->len - (size_t)i - 1));
    l->len--;
    return 0;
  }
  if (IS_BYTEARRAY(o)) return bytes_setitem(vm, o, key, VUNDEF);
  if (IS_OBJ(o, OT_MEMVIEW)) return memview_setitem(vm, o, key, VUNDEF);
  if (IS_OBJ(o, OT_DICT)) {
    rc = dict_del(vm, AS_DICT(o), key, NULL);
    if (rc < 0) return -1;
    if (rc == 0) return vm_raise_value(vm, T_KeyError, key);
    return 0;
  }
  /* CPython says "doesn't" when the type has the sequence protocol and the
  ** key is an index, "does not" otherwise */
  if (IS_INTLIKE(key) && o.tag == V_OBJ &&
      (o.u.o->type == OT_STR || o.u.o->type == OT_TUPLE || o.u.o->type == OT_RANGE ||
       o.u.o->type == OT_SET || o.u.o->type == OT_FROZENSET || o.u.o->type == OT_VIEW))
    return vm_raise(vm, T_TypeError, "'%s' object doesn't support item deletion",
                    val_type_name(o));
  return vm_raise(vm, T_TypeError, "'%s' object does not support item deletion",
                  val_type_name(o));
}

/* ---- iteration ---- */

int iter_new(VM *vm, int kind, Value src, int64_t i, int64_t n, Value *out) {
  Iter *it = obj_new(vm, OT_ITER, sizeof(Iter));
  if (it == NULL) return -1;
  it->kind = kind;
  it->src = src;
  it->i = i;
  it->n = n;
  *out = vobj(it);
  return 0;
}

bool vm_iter_native(Value v) {
  v = unbox_unless(v, CS(ITER) | CS(GETITEM));
  if (v.tag != V_OBJ) return false;
  switch (v.u.o->type) {
  case OT_STR: case OT_LIST: case OT_TUPLE: case OT_DICT: case OT_SET:
  case OT_FROZENSET: case OT_RANGE: case OT_ITER: case OT_VIEW: case OT_BYTES:
  case OT_BYTEARRAY: case OT_MEMVIEW:
    return true;
  default:
    return false;
  }
}

int vm_iter_keep(VM *vm, Value *args, int n) {
  int i;
  for (i = 0; i < n; i++) {
    List *l;
    if (!IS_OBJ(unbox_unless(args[i], CS(ITER) | CS(GETITEM)), OT_ITER)) continue;
    if (vm_to_list(vm, args[i], &l)) return -1;
    args[i] = vobj(l);
  }
  return 0;
}

bool vm_iter_unget(Value v) {
  Iter *it;
  if (!IS_OBJ(v, OT_ITER)) return false;
  it = (Iter *)v.u.o;
  switch (it->kind) {
  case T_LIST_ITER: case T_TUPLE_ITER: case T_RANGE_ITER:
    if (it->i <= 0 || it->i == INT64_MAX) return false;   /* INT64_MAX: exhausted */
    it->i--;
    return true;
  case T_REVERSED: case T_LIST_REVITER: case T_DICT_REVKEYITER:
  case T_DICT_REVVALUEITER: case T_DICT_REVITEMITER:
    if (it->i < -1) return false;
    it->i++;
    return true;
  default:
    return false;
  }
}

/* Items a set iterator still has: the live entries from its position on
** (it keeps no count of what it gave), 0 after a change of size. */
static int64_t set_iter_left(Iter *it) {
  Set *s = AS_SET(it->src);
  size_t pos = (size_t)it->i, left = 0;
  Value k;
  if (it->i < 0 || (int64_t)s->used != it->n) return 0;
  while (set_next(s, &pos, &k)) left++;
  return (int64_t)left;
}

int vm_iter_length_hint(VM *vm, Value v, Value *out) {
  Iter *it;
  int64_t left = 0, size;
  if (!IS_OBJ(v, OT_ITER)) return 0;
  it = (Iter *)v.u.o;
  switch (it->kind) {
  case T_LIST_ITER: case T_TUPLE_ITER: case T_BYTES_ITER: case T_BYTEARRAY_ITER:
    if (it->kind == T_LIST_ITER) size = (int64_t)AS_LIST(it->src)->len;
    else if (it->kind == T_TUPLE_ITER) size = (int64_t)AS_TUPLE(it->src)->len;
    else {
      const uint8_t *p;
      size_t n;
      bytes_view(it->src, &p, &n);
      size = (int64_t)n;
    }
    if (it->i < size) left = size - it->i;
    break;
  case T_STR_ITER: case T_STR_UITER: {
    Str *s = AS_STR(it->src);
    size_t b;
    if ((size_t)it->i >= s->len) break;
    if (STR_ASCII(s)) { left = (int64_t)(s->len - (size_t)it->i); break; }
    for (b = (size_t)it->i; b < s->len; b++)
      left += ((unsigned char)s->data[b] & 0xC0) != 0x80;
    if (vm_charge(vm, (int64_t)((s->len - (size_t)it->i) >> 6))) return -1;
    break;
  }
  case T_RANGE_ITER:
    left = it->n > it->i ? it->n - it->i : 0;
    break;
  case T_DEQUE_ITER: case T_DEQUE_REVITER:
    left = collections_deque_left(it);
    break;
  case T_LONGRANGE_ITER: {   /* the true length may pass int64: the big one */
    Range *r = (Range *)it->src.u.o;
    if (it->i >= it->n) break;
    if (range_is_big(r)) return big_sub(vm, AS_TUPLE(r->big)->items[3], vint(it->i), out) ? -1 : 1;
    left = it->n - it->i;
    break;
  }
  case T_DICT_KEYITER: case T_DICT_VALUEITER: case T_DICT_ITEMITER: {
    uint64_t len = (uint64_t)it->n & 0xffffffffu, given = (uint64_t)it->n >> 32;
    if (it->i >= 0 && (uint64_t)AS_DICT(it->src)->len == len && given < len)
      left = (int64_t)(len - given);
    break;
  }
  case T_SET_ITER:
    left = set_iter_left(it);
    if (vm_charge(vm, (int64_t)(AS_SET(it->src)->mask >> 6))) return -1;
    break;
  case T_REVERSED: case T_LIST_REVITER: case T_DICT_REVKEYITER:
  case T_DICT_REVVALUEITER: case T_DICT_REVITEMITER:
    size = IS_OBJ(it->src, OT_LIST) ? (int64_t)AS_LIST(it->src)->len
                                    : (int64_t)AS_TUPLE(it->src)->len;
    /* reversed() of a sequence counts a shrunk one as CPython's reversed
    ** does (position <= size); the list's own reverse iterator needs
    ** its index inside the list */
    if (it->kind == T_REVERSED ? it->i + 1 <= size : it->i < size)
      left = it->i >= 0 ? it->i + 1 : 0;
    break;
  default:
    return 0;
  }
  *out = vint(left);
  return 1;
}

int vm_getiter_loop(VM *vm, Value v, Value *out) {
  Iter *it;
  int kind;
  int64_t n = 0;
  if (v.tag != V_OBJ) return vm_getiter(vm, v, out);
  switch (v.u.o->type) {
  case OT_LIST: kind = T_LIST_ITER; break;
  case OT_TUPLE: kind = T_TUPLE_ITER; break;
  case OT_RANGE:
    if (range_is_big((Range *)v.u.o)) return vm_getiter(vm, v, out);
    kind = T_RANGE_ITER;
    n = ((Range *)v.u.o)->len;
    break;
  default:
    return vm_getiter(vm, v, out);
  }
  if (vm->niter_free) {
    it = vm->iter_free[--vm->niter_free];
    it->kind = kind;
    it->src = v;
    it->i = 0;
    it->n = n;
    *out = vobj(it);
  } else if (iter_new(vm, kind, v, 0, n, out)) {
    return -1;
  }
  ((Iter *)out->u.o)->loop = 1;
  return 0;
}

int vm_getiter(VM *vm, Value v, Value *out) {
  Value own = v;
  v = unbox_unless(v, CS(ITER) | CS(GETITEM));
  /* an instance of a subclass of zip, enumerate, reversed, map, filter:
  ** its own iterator, as in CPython (its class may define __next__) */
  if (IS_OBJ(own, OT_INSTANCE) && AS_INST(own)->cls && !(AS_INST(own)->cls->slots & (CS(ITER) | CS(GETITEM))) &&
      (IS_OBJ(AS_INST(own)->base, OT_ITER) || IS_OBJ(AS_INST(own)->base, OT_GEN))) {
    *out = own;
    return 0;
  }
  if (v.tag == V_OBJ) {
    switch (v.u.o->type) {
    case OT_LIST: return iter_new(vm, T_LIST_ITER, v, 0, 0, out);
    case OT_BYTES: return iter_new(vm, T_BYTES_ITER, v, 0, 0, out);
    case OT_BYTEARRAY: return iter_new(vm, T_BYTEARRAY_ITER, v, 0, 0, out);
    case OT_MEMVIEW: {   /* over a copy of its bytes */
      Value b;
      if (memview_bytes(vm, v, &b)) return -1;
      return iter_new(vm, T_BYTES_ITER, b, 0, 0, out);
    }
    case OT_TUPLE: return iter_new(vm, T_TUPLE_ITER, v, 0, 0, out);
    case OT_STR:   /* CPython 3.11: str_ascii_iterator only for an ASCII str */
      return iter_new(vm, STR_ASCII(AS_STR(v)) ? T_STR_ITER : T_STR_UITER, v, 0, 0, out);
    case OT_RANGE:
      return iter_new(vm, range_is_big((Range *)v.u.o) ? T_LONGRANGE_ITER : T_RANGE_ITER, v, 0,
                      ((Range *)v.u.o)->len, out);
    case OT_DICT:
      return iter_new(vm, T_DICT_KEYITER, v, 0, (int64_t)AS_DICT(v)->len, out);
    case OT_SET: case OT_FROZENSET:
      return iter_new(vm, T_SET_ITER, v, 0, (int64_t)AS_SET(v)->used, out);
    case OT_VIEW: {
      View *w = (View *)v.u.o;
      int kind = w->kind == T_DICT_KEYS ? T_DICT_KEYITER
               : w->kind == T_DICT_VALUES ? T_DICT_VALUEITER : T_DICT_ITEMITER;
      return iter_new(vm, kind, w->dict, 0, (int64_t)AS_DICT(w->dict)->len, out);
    }
    case OT_ITER: case OT_GEN:
      *out = v;
      return 0;
    default:
      break;
    }
  }
  if (v.tag == V_TYPE)
    return vm_raise(vm, T_TypeError, "'type' object is not iterable");
  if (user_has(v, CS(ITER) | CS(GETITEM))) {
    vm->want_py = true;
    return vm_raise(vm, T_TypeError, "the __iter__ of a '%s' object cannot run here",
                    val_type_name(v));
  }
  return vm_raise(vm, T_TypeError, "'%s' object is not iterable", val_type_name(v));
}

/* Dict iterators keep the entry position in i, and in n the dict's length
** (low 32 bits) and how many items they have given (high 32 bits: a dict
** cannot hold 2**32 items under the memory limit); a change of size is an
** error, and so is an item more than the length (keys removed and added
** back while iterating), as in CPython. */
static int dict_iter_next(VM *vm, Iter *it, Value *out) {
  Dict *d = AS_DICT(it->src);
  size_t pos = (size_t)it->i;
  uint64_t len = (uint64_t)it->n & 0xffffffffu, given = (uint64_t)it->n >> 32;
  Value k, v;
  if (it->i < 0) return 0;
  if ((uint64_t)d->len != len) {
    it->i = -1;
    return vm_raise(vm, T_RuntimeError, "dictionary changed size during iteration");
  }
  if (!dict_next(d, &pos, &k, &v)) { it->i = -1; return 0; }
  if (given >= len) {
    it->i = -1;
    return vm_raise(vm, T_RuntimeError, "dictionary keys changed during iteration");
  }
  it->n = (int64_t)(len | ((given + 1) << 32));
  it->i = (int64_t)pos;
  if (it->kind == T_DICT_KEYITER) *out = k;
  else if (it->kind == T_DICT_VALUEITER) *out = v;
  else {
    Tuple *t = tuple_new(vm, 2);
    if (t == NULL) return -1;
    t->items[0] = k;
    t->items[1] = v;
    *out = vobj(t);
  }
  return 1;
}

static int iternext(VM *vm, Value v, Value *out);

/* enumerate/zip advance their inner iterators by recursion: bound it (a
** program can nest enumerate(enumerate(...)) as deep as it likes). */
int vm_iternext(VM *vm, Value v, Value *out) {
  Value own = v;
  int r;
  v = unbox_unless(v, CS(NEXT));
  if (v.tag == V_OBJ && (user_has(v, CS(NEXT)) || (IS_OBJ(v, OT_GEN) && v.u.o != own.u.o))) {
    /* a subclass of an iterator type with its own __next__, or wrapping
    ** a generator (map, filter): the native's Python version steps it */
    vm->want_py = true;
    return vm_raise(vm, T_TypeError, "the __next__ of a '%s' object cannot run here",
                    val_type_name(own));
  }
  if (vm->iter_depth >= 1000)
    return vm_raise(vm, T_RecursionError, "maximum recursion depth exceeded");
  vm->iter_depth++;
  r = iternext(vm, v, out);
  vm->iter_depth--;
  /* a native that consumes an iterator (sum, min, set, dict.fromkeys,
  ** str.join...) may take 10**12 items from a range in one instruction */
  if (r > 0 && (++vm->iter_items & (ITER_ITEMS - 1)) == 0 && vm_charge(vm, 1)) return -1;
  return r;
}

static int iternext(VM *vm, Value v, Value *out) {
  Iter *it;
  if (IS_OBJ(v, OT_GEN)) return BI_FALLBACK;
  if (!IS_OBJ(v, OT_ITER))
    return vm_raise(vm, T_TypeError, "'%s' object is not an iterator", val_type_name(v));
  it = (Iter *)v.u.o;
  switch (it->kind) {
  case T_BYTES_ITER: case T_BYTEARRAY_ITER: {
    const uint8_t *p;
    size_t n;
    bytes_view(it->src, &p, &n);
    if (it->i < (int64_t)n) { *out = vint(p[it->i++]); return 1; }
    it->i = INT64_MAX;
    return 0;
  }
  case T_LIST_ITER: {
    List *l = AS_LIST(it->src);
    if (it->i < (int64_t)l->len) { *out = l->items[it->i++]; return 1; }
    it->i = INT64_MAX;
    return 0;
  }
  case T_TUPLE_ITER: {
    Tuple *t = AS_TUPLE(it->src);
    if (it->i < (int64_t)t->len) { *out = t->items[it->i++]; return 1; }
    return 0;
  }
  case T_STR_ITER: case T_STR_UITER: {
    Str *s = AS_STR(it->src);
    size_t a = (size_t)it->i, b;
    if (a >= s->len) return 0;
    b = a + 1;
    while (b < s->len && ((unsigned char)s->data[b] & 0xC0) == 0x80) b++;
    it->i = (int64_t)b;
    return str_new(vm, s->data + a, b - a, out) ? -1 : 1;
  }
  case T_RANGE_ITER: {
    Range *r = (Range *)it->src.u.o;
    if (it->i < it->n) { *out = vint(range_at(r, it->i)); it->i++; return 1; }
    return 0;
  }
  case T_LONGRANGE_ITER:   /* a range beyond int64: n is its length, clipped */
    if (it->i >= it->n) return 0;
    if (range_item(vm, (Range *)it->src.u.o, vint(it->i), out)) return -1;
    it->i++;
    return 1;
  case T_DICT_KEYITER: case T_DICT_VALUEITER: case T_DICT_ITEMITER:
    return dict_iter_next(vm, it, out);
  case T_DEQUE_ITER: case T_DEQUE_REVITER:
    return collections_deque_next(vm, it, out);
  case T_SET_ITER: {
    Set *s = AS_SET(it->src);
    size_t pos = (size_t)it->i;
    if (it->i < 0) return 0;
    if ((int64_t)s->used != it->n) {
      it->i = -1;
      return vm_raise(vm, T_RuntimeError, "Set changed size during iteration");
    }
    if (!set_next(s, &pos, out)) { it->i = -1; return 0; }
    it->i = (int64_t)pos;
    return 1;
  }
  case T_REVERSED: case T_LIST_REVITER: case T_DICT_REVKEYITER:
  case T_DICT_REVVALUEITER: case T_DICT_REVITEMITER: {
    /* src is a list or tuple; i counts down */
    size_t len = IS_OBJ(it->src, OT_LIST) ? AS_LIST(it->src)->len : AS_TUPLE(it->src)->len;
    Value *items = IS_OBJ(it->src, OT_LIST) ? AS_LIST(it->src)->items : AS_TUPLE(it->src)->items;
    if (it->i >= 0 && it->i < (int64_t)len) { *out = items[it->i--]; return 1; }
    it->i = -1;
    return 0;
  }
  case T_ENUMERATE: {
    Value x;
    Tuple *t;
    int r = vm_iternext(vm, it->src, &x);
    if (r <= 0) return r;
    t = tuple_new(vm, 2);
    if (t == NULL) return -1;
    t->items[1] = x;
    /* the counter is i + n * 2**64: n counts the times i wrapped past
    ** INT64_MAX (CPython counts on in big ints) */
    if (it->n == 0) {
      t->items[0] = vint(it->i);
    } else {
      Value hi, lo;
      if (big_from_i64(vm, it->n, &hi) || big_lshift(vm, hi, vint(64), &hi) ||
          big_from_i64(vm, it->i, &lo) || big_add(vm, hi, lo, &t->items[0]))
        return -1;
    }
    if (it->i == INT64_MAX) {
      it->i = INT64_MIN;
      it->n++;
    } else {
      it->i++;
    }
    *out = vobj(t);
    return 1;
  }
  case T_ZIP: {
    Tuple *its = AS_TUPLE(it->src), *t;
    size_t k;
    if (it->i < 0) return 0;
    t = tuple_new(vm, its->len);
    if (t == NULL) return -1;
    if (its->len == 0) return 0;
    for (k = 0; k < its->len; k++) {
      int r = vm_iternext(vm, its->items[k], &t->items[k]);
      if (r < 0) return -1;
      if (r == 0) {
        it->i = -1;
        if (it->n) {   /* strict */
          size_t j;
          if (k > 0)
            return vm_raise(vm, T_ValueError, "zip() argument %zu is shorter than argument%s%zu",
                            k + 1, k == 1 ? " " : "s 1-", k);
          for (j = 1; j < its->len; j++) {
            Value x;
            int r2 = vm_iternext(vm, its->items[j], &x);
            if (r2 < 0) return -1;
            if (r2 > 0)
              return vm_raise(vm, T_ValueError, "zip() argument %zu is longer than argument%s%zu",
                              j + 1, j == 1 ? " " : "s 1-", j);
          }
        }
        return 0;
      }
    }
    *out = vobj(t);
    return 1;
  }
  default:
    return vm_raise(vm, T_TypeError, "'%s' object is not an iterator", type_names[it->kind]);
  }
}

int list_extend(VM *vm, List *l, Value v) {
  Value it, x;
  int r;
  if (IS_OBJ(v, OT_LIST) || IS_OBJ(v, OT_TUPLE)) {
    size_t n = IS_OBJ(v, OT_LIST) ? AS_LIST(v)->len : AS_TUPLE(v)->len;
    size_t need = l->len + n;
    if (need > l->cap) {
      size_t nc = mem_grow_cap(l->cap, need, sizeof(Value));
      Value *ni;
      if (nc == 0) return vm_nomem(vm);
      ni = mem_realloc(&vm->mem, l->items, l->cap * sizeof(Value), nc * sizeof(Value));
      if (ni == NULL) return vm_nomem(vm);
      l->items = ni;
      l->cap = nc;
    }
    if (n == 0) return 0;
    if (vm_charge_items(vm, n)) return -1;
    /* re-read the source: it may be l itself */
    gc_barrier(vm, &l->h);
    /* with polls (L.extend(L) of 10**7 items: 9 ms in one memcpy); the
    ** items past l->len are not the list's until it is set */
    if (vm_vcopy(vm, l->items + l->len,
                 IS_OBJ(v, OT_LIST) ? AS_LIST(v)->items : AS_TUPLE(v)->items, n))
      return -1;
    l->len = need;
    return 0;
  }
  if (vm_getiter(vm, v, &it)) return -1;
  while ((r = vm_iternext(vm, it, &x)) > 0)
    if (list_append(vm, l, x)) return -1;
  return r < 0 ? -1 : 0;
}

int set_update(VM *vm, Set *s, Value v) {
  Value it, x;
  int r;
  uint64_t i = 0;
  /* a walk of v: charged as an iteration would be */
  if (IS_OBJ(v, OT_SET) || IS_OBJ(v, OT_FROZENSET)) {
    if (vm_charge_items(vm, TABLE_ITEM * (uint64_t)AS_SET(v)->used)) return -1;
    return set_update_set(vm, s, AS_SET(v));
  }
  if (IS_OBJ(v, OT_DICT)) {
    if (vm_charge_items(vm, TABLE_ITEM * (uint64_t)AS_DICT(v)->len)) return -1;
    return set_update_dict(vm, s, AS_DICT(v));
  }
  if (vm_getiter(vm, v, &it)) return -1;
  while ((r = vm_iternext(vm, it, &x)) > 0)
    if (set_add(vm, s, x) < 0 || vm_charge_entry(vm, i++)) return -1;
  return r < 0 ? -1 : 0;
}

/* d.update(m) for **m in a display, or (fname non-NULL) in a call to the
** function CPython names fname ("__main__.f()"): keys must then be str and
** may not repeat. */
int dict_merge(VM *vm, Dict *d, Value m, const char *fname) {
  size_t pos = 0;
  Value k, v;
  m = unbox_unless(m, CS(ITER));
  if (!IS_OBJ(m, OT_DICT)) {
    Value keys;
    /* a user mapping (keys() and __getitem__): the prelude's Python version */
    if (user_class(m) && class_user_method(vm, m, "keys", &keys)) vm->want_py = true;
    if (fname)
      return vm_raise(vm, T_TypeError, "%s argument after ** must be a mapping, not %s",
                      fname, val_type_name(m));
    return vm_raise(vm, T_TypeError, "'%s' object is not a mapping", val_type_name(m));
  }
  if (vm_charge_items(vm, TABLE_ITEM * (uint64_t)AS_DICT(m)->len)) return -1;
  if (!fname) return dict_update(vm, d, AS_DICT(m));
  while (dict_next(AS_DICT(m), &pos, &k, &v)) {
    int r;
    if (!IS_STR(k)) return vm_raise(vm, T_TypeError, "keywords must be strings");
    r = dict_get(vm, d, k, NULL);
    if (r < 0) return -1;
    if (r) return vm_raise(vm, T_TypeError, "%s got multiple values for keyword argument '%s'",
                           fname, AS_STR(k)->data);
    if (dict_set(vm, d, k, v)) return -1;
  }
  return 0;
}

/* How CPython names a callable in argument errors (_PyObject_FunctionStr):
** "__main__.f()", "print()", "list.append()". */
const char *vm_funcstr(VM *vm, Value fn, char *buf, size_t n) {
  if (IS_OBJ(fn, OT_FUNC)) {
    const char *m = func_module(vm, (Func *)fn.u.o);
    snprintf(buf, n, "%s%s%s()", strcmp(m, "builtins") == 0 ? "" : m,
             strcmp(m, "builtins") == 0 ? "" : ".", func_qualname(vm, (Func *)fn.u.o));
  }
  else if (fn.tag == V_BUILTIN) snprintf(buf, n, "%s()", builtin_name((int)fn.u.i));
  else if (fn.tag == V_TYPE) snprintf(buf, n, "%s()", type_names[fn.u.i]);
  else if (fn.tag == V_TOOL) snprintf(buf, n, "%s()", AS_STR(vm->tools[fn.u.i].name)->data);
  else if (IS_OBJ(fn, OT_BMETHOD))
    snprintf(buf, n, "%s.%s()", type_names[method_family_type(((BMethod *)fn.u.o)->method)],
             method_get(((BMethod *)fn.u.o)->method)->name);
  else snprintf(buf, n, "%s object", val_type_name(fn));
  return buf;
}

/* Unpack native iterable v into exactly n targets, taking at most one item
** more than n (CPython stops there: an endless iterator is fine). */
static int unpack_exact(VM *vm, Value v, Value *dst, int n) {
  Value it, x;
  int got = 0, r;
  if (vm_getiter(vm, v, &it)) return -1;
  for (;;) {
    r = vm_iternext(vm, it, &x);
    if (r < 0) return -1;
    if (r == 0) break;
    if (r != 1) return vm_raise(vm, T_SystemError, "unpack of a Python-level iterator");
    if (got == n)
      return vm_raise(vm, T_ValueError, "too many values to unpack (expected %d)", n);
    dst[got++] = x;
  }
  if (got < n)
    return vm_raise(vm, T_ValueError, "not enough values to unpack (expected %d, got %d)",
                    n, got);
  return 0;
}

/* Unpack into dst[0..n) (after < 0), or with a starred target: n items
** before the star, `after` items after it (dst has n + 1 + after slots). */
int vm_unpack(VM *vm, Value v, Value *dst, int n, int after) {
  Value *items;
  size_t len, k;
  List *tmp = NULL;
  if (IS_OBJ(v, OT_TUPLE)) { items = AS_TUPLE(v)->items; len = AS_TUPLE(v)->len; }
  else if (IS_OBJ(v, OT_LIST)) { items = AS_LIST(v)->items; len = AS_LIST(v)->len; }
  else {
    if (!vm_iter_native(v)) {
      if (IS_OBJ(v, OT_GEN)) return vm_raise(vm, T_SystemError, "unpack of generator");
      return vm_raise(vm, T_TypeError, "cannot unpack non-iterable %s object",
                      val_type_name(v));
    }
    if (after < 0) return unpack_exact(vm, v, dst, n);
    if (vm_to_list(vm, v, &tmp)) return -1;
    items = tmp->items;
    len = tmp->len;
  }
  if (after < 0) {
    if (len != (size_t)n) {
      if (len > (size_t)n)
        return vm_raise(vm, T_ValueError, "too many values to unpack (expected %d)", n);
      return vm_raise(vm, T_ValueError, "not enough values to unpack (expected %d, got %zu)",
                      n, len);
    }
    vcopy(dst, items, len);
    return 0;
  }
  if (len < (size_t)(n + after))
    return vm_raise(vm, T_ValueError,
                    "not enough values to unpack (expected at least %d, got %zu)",
                    n + after, len);
  {
    size_t mid = len - (size_t)n - (size_t)after;
    List *l = list_new(vm, mid);
    Value *src;
    if (l == NULL) return -1;
    /* re-read: the list_new above cannot move items */
    src = items;
    for (k = 0; k < (size_t)n; k++) dst[k] = src[k];
    /* an empty list's items may be NULL; with polls (a, *b = L of 10**7
    ** items: 9 ms in one memcpy) */
    if (mid && vm_vcopy(vm, l->items, src + n, mid)) return -1;
    l->len = mid;
    dst[n] = vobj(l);
    for (k = 0; k < (size_t)after; k++) dst[n + 1 + k] = src[(size_t)n + mid + k];
  }
  return 0;
}
