/*
** memview.c - memoryview over bytes and bytearray (format 'B' only).
**
** A view names its base object (always a bytes or bytearray: a view of a
** view takes its base) and a window of it: item i is the byte at
** start + i*step.  It holds no pointer into the data, which a bytearray
** may move: every access goes through bytes_view of the base and checks
** the window against the base's current length.
**
** CPython locks a bytearray while a view of it is alive (resizing raises
** BufferError).  Baton cannot: a view dies when the collector finds it,
** not when the last reference goes, so such a lock would depend on GC
** timing.  The bytearray may be resized; a view whose window no longer
** fits raises BufferError on its next access (documented in the README).
** release() and `with` end a view as in CPython; the other buffer
** formats, cast() and multi-dimensional views do not exist.
*/
#include <string.h>
#include "vm.h"
#include "bytes.h"
#include "class.h"
#include "limits.h"

#define MV(args) ((MemView *)(args)[0].u.o)

static int mv_released(VM *vm) {
  return vm_raise(vm, T_ValueError, "operation forbidden on released memoryview object");
}

/* The base's data and the index of the last byte the window needs: 0, or
** -1 raised (released, or a bytearray that shrank under the view). */
static int mv_data(VM *vm, MemView *m, const uint8_t **p) {
  size_t n;
  int64_t last;
  if (m->h.flags & MV_RELEASED) return mv_released(vm);
  bytes_view(m->obj, p, &n);
  last = m->len ? (int64_t)m->start + (int64_t)(m->len - 1) * m->step : (int64_t)m->start;
  if (m->len && (last < 0 || (uint64_t)last >= n))
    return vm_raise(vm, T_BufferError, "memoryview: the bytearray it views was resized");
  return 0;
}

bool memview_contiguous(Value v, const uint8_t **p, size_t *n) {
  MemView *m = (MemView *)v.u.o;
  const uint8_t *d;
  size_t bn;
  if ((m->h.flags & MV_RELEASED) || (m->step != 1 && m->len > 1)) return false;
  bytes_view(m->obj, &d, &bn);
  if (m->start + m->len > bn) return false;
  *p = d + m->start;
  *n = m->len;
  return true;
}

static MemView *mv_new(VM *vm, Value obj, size_t start, size_t len, int64_t step, uint16_t fl) {
  MemView *m = obj_new(vm, OT_MEMVIEW, sizeof(MemView));
  if (m == NULL) return NULL;
  m->obj = obj;
  m->start = start;
  m->len = len;
  m->step = step;
  m->h.flags = fl;
  return m;
}

int bi_memoryview(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char *const names[] = {"object"};
  Value opt[1];
  MemView *m;
  if (arg_clinic(vm, "memoryview", nargs, kw, names, 1, 1, 1) ||
      arg_kw(vm, "memoryview", args, nargs, kw, names, 1, opt))
    return -1;
  if (nargs > 1)
    return vm_raise(vm, T_TypeError, "memoryview() takes at most 1 argument (%d given)", nargs);
  if (nargs == 1) opt[0] = args[0];
  if (opt[0].tag == V_UNDEF)
    return vm_raise(vm, T_TypeError, "memoryview() missing required argument 'object' (pos 1)");
  opt[0] = vm_unbox(opt[0]);
  if (IS_OBJ(opt[0], OT_MEMVIEW)) {
    MemView *o = (MemView *)opt[0].u.o;
    if (o->h.flags & MV_RELEASED) return mv_released(vm);
    m = mv_new(vm, o->obj, o->start, o->len, o->step, o->h.flags);
  } else if (IS_BYTESLIKE(opt[0])) {
    const uint8_t *p;
    size_t n;
    bytes_view(opt[0], &p, &n);
    m = mv_new(vm, opt[0], 0, n, 1, IS_BYTES(opt[0]) ? MV_READONLY : 0);
  } else {
    return vm_raise(vm, T_TypeError, "memoryview: a bytes-like object is required, not '%s'",
                    val_type_name(opt[0]));
  }
  if (m == NULL) return -1;
  *out = vobj(m);
  return 0;
}

int memview_len(VM *vm, Value v, int64_t *n) {
  MemView *m = (MemView *)v.u.o;
  if (m->h.flags & MV_RELEASED) return mv_released(vm);
  *n = (int64_t)m->len;
  return 0;
}

/* The view's bytes as a new bytes object (tobytes, hashing, comparing). */
int memview_bytes(VM *vm, Value v, Value *out) {
  MemView *m = (MemView *)v.u.o;
  const uint8_t *p;
  Bytes *b;
  size_t i;
  if (mv_data(vm, m, &p) || vm_charge_bytes(vm, m->len)) return -1;
  b = bytes_alloc(vm, m->len);
  if (b == NULL) return -1;
  bytes_view(m->obj, &p, &i);   /* the allocation may have run the collector: p stays valid */
  /* polled as it goes (120 MB went 41 ms unpolled) */
  if (m->step == 1) {
    if (vm_copy(vm, b->data, p + m->start, m->len)) return -1;
  } else {
    for (i = 0; i < m->len; i++) {
      if (vm_poll_item(vm, i)) return -1;
      b->data[i] = p[(int64_t)m->start + (int64_t)i * m->step];
    }
  }
  *out = vobj(b);
  return 0;
}

/* The item index k of view m, or -1 raised. */
static int mv_index(VM *vm, MemView *m, Value k, int64_t *i) {
  if (!IS_INTLIKE(k)) {
    if (user_has(k, CS(INDEX))) {
      vm->want_py = true;
      return vm_raise(vm, T_TypeError, "the __index__ of a '%s' object cannot run here",
                      val_type_name(k));
    }
    return vm_raise(vm, T_TypeError, "memoryview: invalid slice key");
  }
  if (vm_index(vm, k, i)) {
    if (!IS_BIG(k)) return -1;
    vm->exc = VUNDEF;
    return vm_raise(vm, T_IndexError, "cannot fit 'int' into an index-sized integer");
  }
  if (*i < 0) *i += (int64_t)m->len;
  if (*i < 0 || *i >= (int64_t)m->len)
    return vm_raise(vm, T_IndexError, "index out of bounds on dimension 1");
  return 0;
}

int memview_getitem(VM *vm, Value o, Value k, Value *out) {
  MemView *m = (MemView *)o.u.o, *s;
  const uint8_t *p;
  int64_t i;
  if (mv_data(vm, m, &p)) return -1;
  if (IS_OBJ(k, OT_SLICE)) {
    int64_t start, stop, step, slen;
    if (slice_indices(vm, (Slice *)k.u.o, (int64_t)m->len, &start, &stop, &step, &slen)) return -1;
    s = mv_new(vm, m->obj, (size_t)((int64_t)m->start + start * m->step), (size_t)slen,
               step * m->step, m->h.flags);
    if (s == NULL) return -1;
    *out = vobj(s);
    return 0;
  }
  if (mv_index(vm, m, k, &i)) return -1;
  *out = vint(p[(int64_t)m->start + i * m->step]);
  return 0;
}

/* m[k] = v: an int in range(256), or for a slice a bytes-like value of the
** slice's length. */
int memview_setitem(VM *vm, Value o, Value k, Value v) {
  MemView *m = (MemView *)o.u.o;
  const uint8_t *p;
  int64_t i;
  if (m->h.flags & MV_RELEASED) return mv_released(vm);
  if (m->h.flags & MV_READONLY) return vm_raise(vm, T_TypeError, "cannot modify read-only memory");
  if (v.tag == V_UNDEF) return vm_raise(vm, T_TypeError, "cannot delete memory");
  if (mv_data(vm, m, &p)) return -1;
  if (IS_OBJ(k, OT_SLICE)) {
    int64_t start, stop, step, slen, j;
    const uint8_t *q;
    size_t qn;
    Value src;
    if (slice_indices(vm, (Slice *)k.u.o, (int64_t)m->len, &start, &stop, &step, &slen)) return -1;
    if (IS_OBJ(v, OT_MEMVIEW)) {
      if (memview_bytes(vm, v, &src)) return -1;
      v = src;
    }
    if (!bytes_view(v, &q, &qn))
      return vm_raise(vm, T_TypeError, "a bytes-like object is required, not '%s'",
                      val_type_name(v));
    if ((int64_t)qn != slen)
      return vm_raise(vm, T_ValueError,
                      "memoryview assignment: lvalue and rvalue have different structures");
    if (mv_data(vm, m, &p) || vm_charge_bytes(vm, qn)) return -1;
    /* the same bytearray may be both sides: copy through a snapshot */
    if (v.tag == V_OBJ && v.u.o == m->obj.u.o) {
      size_t pn;
      if (bytes_new(vm, q, qn, &src)) return -1;
      bytes_view(src, &q, &qn);
      bytes_view(m->obj, &p, &pn);
    }
    for (j = 0; j < slen; j++)
      ((uint8_t *)p)[(int64_t)m->start + (start + j * step) * m->step] = q[j];
    return 0;
  }
  if (mv_index(vm, m, k, &i)) return -1;
  if (!IS_INTLIKE(v))
    return vm_raise(vm, T_TypeError, "memoryview: invalid type for format 'B'");
  {
    int64_t x;
    if (IS_BIG(v) || vm_index(vm, v, &x) || x < 0 || x > 255) {
      vm->exc = VUNDEF;
      return vm_raise(vm, T_ValueError, "memoryview: invalid value for format 'B'");
    }
    ((uint8_t *)p)[(int64_t)m->start + i * m->step] = (uint8_t)x;
  }
  return 0;
}

/* mv == other: equal bytes when other is bytes-like (1/0, -1 raised). */
int memview_eq(VM *vm, Value a, Value b) {
  Value x, y;
  const uint8_t *p, *q;
  size_t n, k;
  if (IS_OBJ(a, OT_MEMVIEW) && (a.u.o->flags & MV_RELEASED))
    return IS_OBJ(b, OT_MEMVIEW) && a.u.o == b.u.o;
  if (IS_OBJ(b, OT_MEMVIEW) && (b.u.o->flags & MV_RELEASED)) return 0;
  if (!(IS_BYTESLIKE(a) || IS_OBJ(a, OT_MEMVIEW)) || !(IS_BYTESLIKE(b) || IS_OBJ(b, OT_MEMVIEW)))
    return 0;
  x = a;
  y = b;
  if (IS_OBJ(a, OT_MEMVIEW) && memview_bytes(vm, a, &x)) return -1;
  if (IS_OBJ(b, OT_MEMVIEW) && memview_bytes(vm, b, &y)) return -1;
  bytes_view(x, &p, &n);
  bytes_view(y, &q, &k);
  if (vm_charge_bytes(vm, n)) return -1;
  return n == k && (n == 0 || memcmp(p, q, n) == 0);
}

int memview_hash(VM *vm, Value v, uint64_t *h) {
  MemView *m = (MemView *)v.u.o;
  Value b;
  if (m->h.flags & MV_RELEASED) return mv_released(vm);
  if (!(m->h.flags & MV_READONLY))
    return vm_raise(vm, T_ValueError, "cannot hash writable memoryview object");
  if (memview_bytes(vm, v, &b)) return -1;
  return vm_hash(vm, b, h);   /* (a big copy's first hash: charged, polled) */
}

/* ---- attributes ---- */

int memview_getattr(VM *vm, Value v, const char *n, Value *out) {
  MemView *m = (MemView *)v.u.o;
  if (strcmp(n, "obj") == 0 || strcmp(n, "nbytes") == 0 || strcmp(n, "readonly") == 0 ||
      strcmp(n, "itemsize") == 0 || strcmp(n, "format") == 0 || strcmp(n, "ndim") == 0 ||
      strcmp(n, "shape") == 0 || strcmp(n, "strides") == 0 || strcmp(n, "contiguous") == 0 ||
      strcmp(n, "c_contiguous") == 0 || strcmp(n, "f_contiguous") == 0) {
    bool contig = m->step == 1 || m->len <= 1;
    if (m->h.flags & MV_RELEASED) return mv_released(vm);
    if (strcmp(n, "obj") == 0) *out = m->obj;
    else if (strcmp(n, "nbytes") == 0) *out = vint((int64_t)m->len);
    else if (strcmp(n, "readonly") == 0) *out = vbool((m->h.flags & MV_READONLY) != 0);
    else if (strcmp(n, "itemsize") == 0) *out = vint(1);
    else if (strcmp(n, "format") == 0) return str_newc(vm, "B", out) ? -1 : 1;
    else if (strcmp(n, "ndim") == 0) *out = vint(1);
    else if (n[0] == 's') {
      Tuple *t = tuple_new(vm, 1);
      if (t == NULL) return -1;
      t->items[0] = vint(n[1] == 'h' ? (int64_t)m->len : m->step);
      *out = vobj(t);
    } else {
      *out = vbool(contig);
    }
    return 1;
  }
  return 0;
}

/* ---- methods ---- */

static int mv_tobytes(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char *const names[] = {"order"};
  Value opt[1];
  if (arg_kw(vm, "tobytes", args, nargs, kw, names, 1, opt) ||
      arg_count(vm, "tobytes", nargs - 1, 0, 1))
    return -1;
  return memview_bytes(vm, args[0], out);
}

static int mv_tolist(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value b;
  List *l;
  size_t i;
  if (arg_nokw(vm, "tolist", kw) || arg_count(vm, "tolist", nargs - 1, 0, 0)) return -1;
  if (memview_bytes(vm, args[0], &b)) return -1;
  l = list_new(vm, ((Bytes *)b.u.o)->len);
  if (l == NULL) return -1;
  for (i = 0; i < ((Bytes *)b.u.o)->len; i++) l->items[i] = vint(((Bytes *)b.u.o)->data[i]);
  l->len = ((Bytes *)b.u.o)->len;
  *out = vobj(l);
  return 0;
}

static int mv_hex(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value a[3];
  int i;
  if (nargs > 3) return arg_count(vm, "hex", nargs - 1, 0, 2);
  if (memview_bytes(vm, args[0], &a[0])) return -1;
  for (i = 1; i < nargs; i++) a[i] = args[i];
  return bytes_hex(vm, a, nargs, kw, out);
}

static int mv_toreadonly(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  MemView *m = MV(args), *r;
  if (arg_nokw(vm, "toreadonly", kw) || arg_count(vm, "toreadonly", nargs - 1, 0, 0)) return -1;
  if (m->h.flags & MV_RELEASED) return mv_released(vm);
  r = mv_new(vm, m->obj, m->start, m->len, m->step, m->h.flags | MV_READONLY);
  if (r == NULL) return -1;
  *out = vobj(r);
  return 0;
}

static int mv_release(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "release", kw) || arg_count(vm, "release", nargs - 1, 0, 0)) return -1;
  MV(args)->h.flags |= MV_RELEASED;
  *out = VNONE;
  return 0;
}

static int mv_enter(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "__enter__", kw) || arg_count(vm, "__enter__", nargs - 1, 0, 0)) return -1;
  if (MV(args)->h.flags & MV_RELEASED) return mv_released(vm);
  *out = args[0];
  return 0;
}

static int mv_exit(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  (void)nargs;
  if (arg_nokw(vm, "__exit__", kw)) return -1;
  MV(args)->h.flags |= MV_RELEASED;
  *out = VNONE;
  return 0;
}

const Method memview_methods[] = {
  {"__enter__", mv_enter, NULL, 0}, {"__exit__", mv_exit, NULL, 0},
  {"hex", mv_hex, NULL, 0}, {"release", mv_release, NULL, 0},
  {"tobytes", mv_tobytes, NULL, 0}, {"tolist", mv_tolist, NULL, 0},
  {"toreadonly", mv_toreadonly, NULL, 0},
};
const int memview_methods_n = (int)(sizeof memview_methods / sizeof memview_methods[0]);
