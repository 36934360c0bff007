/*
** bytes.c - the bytes and bytearray types: objects, operators, methods.
**
** bytes keep their data inline and cache their hash; a bytearray holds a
** separate block that grows.  Every operation reads either through a
** view (pointer + length), so both types share one implementation, and a
** method returns the type of its receiver.  Substring search is strmeth.c's
** two-way Finder.  Encoding and decoding live in codec.c.
** Invariant: a bytearray's data may move or shrink whenever Python code
** could run or the array is resized, so views are taken after any call
** that could do either, never kept across one.
*/
#include <string.h>
#include "vm.h"
#include "str.h"
#include "dict.h"
#include "bytes.h"
#include "class.h"
#include "limits.h"
#include "../grammar/ast.h"

/* ---- objects ---- */

Bytes *bytes_alloc(VM *vm, size_t n) {
  Bytes *b;
  if (n > (size_t)-1 / 2 - sizeof(Bytes) || (vm->mem.limit && n > vm->mem.limit)) {
    vm_nomem(vm);
    return NULL;
  }
  b = obj_new(vm, OT_BYTES, sizeof(Bytes) + n + 1);
  if (b == NULL) return NULL;
  b->len = n;
  b->data[n] = 0;
  return b;
}

int bytes_new(VM *vm, const void *p, size_t n, Value *out) {
  Bytes *b = bytes_alloc(vm, n);
  if (b == NULL) return -1;
  if (n && vm_copy(vm, b->data, p, n)) return -1;   /* b: garbage */
  *out = vobj(b);
  return 0;
}

/* Make room for n bytes in a. */
static int ba_reserve(VM *vm, ByteArray *a, size_t n) {
  size_t nc;
  uint8_t *nd;
  if (n <= a->cap) return 0;
  if (vm->mem.limit && n > vm->mem.limit) return vm_nomem(vm);
  nc = mem_grow_cap(a->cap, n, 1);
  if (nc == 0) return vm_nomem(vm);
  nd = mem_realloc(&vm->mem, a->data, a->cap, nc);
  if (nd == NULL) return vm_nomem(vm);
  a->data = nd;
  a->cap = nc;
  return 0;
}

ByteArray *bytearray_new(VM *vm, const void *p, size_t n) {
  ByteArray *a = obj_new(vm, OT_BYTEARRAY, sizeof(ByteArray));
  if (a == NULL) return NULL;
  if (ba_reserve(vm, a, n)) return NULL;
  if (n) memcpy(a->data, p, n);
  a->len = n;
  return a;
}

/* A new bytes, or bytearray when ba, holding p[0..n). */
static int b_make(VM *vm, bool ba, const void *p, size_t n, Value *out) {
  if (ba) {
    ByteArray *a = bytearray_new(vm, p, n);
    if (a == NULL) return -1;
    *out = vobj(a);
    return 0;
  }
  return bytes_new(vm, p, n, out);
}

/* Append n copies of byte c to b, in blocks (n may be large). */
static int b_fill(VM *vm, Buf *b, char c, size_t n) {
  char blk[256];
  if (n > (size_t)-1 / 4 || (vm->mem.limit && n > vm->mem.limit)) return vm_nomem(vm);
  memset(blk, c, sizeof blk);
  while (n) {
    size_t k = n < sizeof blk ? n : sizeof blk;
    if (buf_put(vm, b, blk, k)) return -1;
    n -= k;
  }
  return 0;
}

/* A new bytes (bytearray when ba) from b's contents; frees b. */
static int b_finish(VM *vm, bool ba, Buf *b, Value *out) {
  int r = b_make(vm, ba, b->p ? b->p : "", b->len, out);
  buf_free(vm, b);
  return r;
}

bool bytes_view(Value v, const uint8_t **p, size_t *n) {
  if (IS_BYTES(v)) {
    *p = ((Bytes *)v.u.o)->data;
    *n = ((Bytes *)v.u.o)->len;
    return true;
  }
  if (IS_BYTEARRAY(v)) {
    static const uint8_t empty[1] = {0};
    ByteArray *a = (ByteArray *)v.u.o;
    *p = a->data ? a->data : empty;
    *n = a->len;
    return true;
  }
  if (IS_OBJ(v, OT_MEMVIEW)) return memview_contiguous(v, p, n);
  return false;
}

uint64_t bytes_hash(Bytes *b) {
  if (b->hash == 0) b->hash = hash_bytes(b->data, b->len);   /* b"": 0 */
  return b->hash;
}

/* ---- repr ---- */

/* Byte loops read a byte per basic operation (limits.h). */
static int b_charge(VM *vm, uint64_t nbytes) {
  return vm_charge(vm, vm_work(nbytes));
}

/* A search that found pos (or -1) in y[start..end) for a needle of m
** bytes: charged for the part read, as str.find. */
static int b_charge_found(VM *vm, int64_t pos, int64_t start, int64_t end, size_t m, bool rev) {
  int64_t read = pos < 0 ? (end > start ? end - start : 0) : rev ? end - pos : pos - start;
  return b_charge(vm, (uint64_t)read + 2 * (uint64_t)m);
}

/* CPython's bytes repr: single quotes unless the data holds ' and no ".
** A bytearray's repr escapes ' whatever the quotes (CPython's quirk). */
static int b_repr_data(VM *vm, const uint8_t *p, size_t n, bool ba, Buf *b) {
  size_t i, mark = 0;
  char q = '\'';
  if (memchr(p, '\'', n) && !memchr(p, '"', n)) q = '"';
  if (buf_putc(vm, b, 'b') || buf_putc(vm, b, q)) return -1;
  for (i = 0; i < n; i++) {
    uint8_t c = p[i];
    int r;
    if (vm_charge_span(vm, i, n, &mark, 4)) return -1;
    if ((ba ? c == '\'' : c == (uint8_t)q) || c == '\\') r = buf_printf(vm, b, "\\%c", c);
    else if (c == '\t') r = buf_put(vm, b, "\\t", 2);
    else if (c == '\n') r = buf_put(vm, b, "\\n", 2);
    else if (c == '\r') r = buf_put(vm, b, "\\r", 2);
    else if (c < 32 || c >= 127) r = buf_printf(vm, b, "\\x%02x", c);
    else r = buf_putc(vm, b, (char)c);
    if (r) return -1;
  }
  return buf_putc(vm, b, q);
}

/* b'...' of p[0..n) (a bytearray subclass's repr, vm/repr.c) */
int bytes_repr_data(VM *vm, const uint8_t *p, size_t n, Buf *b) {
  return b_repr_data(vm, p, n, true, b);
}

int bytes_repr_buf(VM *vm, Value v, Buf *b) {
  const uint8_t *p;
  size_t n;
  bytes_view(v, &p, &n);
  if (vm_charge_bytes(vm, 2 * (uint64_t)n)) return -1;   /* the quote scan */
  if (IS_BYTEARRAY(v)) {
    return buf_put(vm, b, "bytearray(", 10) || b_repr_data(vm, p, n, true, b) ||
           buf_putc(vm, b, ')') ? -1 : 0;
  }
  return b_repr_data(vm, p, n, false, b);
}

/* ---- construction ---- */

/* A byte value from an int: ValueError outside range(0, 256) ("byte must
** be", or with plural "bytes must be" as the constructors say). */
static int b_byte_in(VM *vm, Value v, uint8_t *out, bool plural) {
  int64_t x;
  if (!IS_INTLIKE(v)) return vm_not_index(vm, v);
  if (IS_BIG(v) || vm_index(vm, v, &x) || x < 0 || x > 255) {
    if (vm->exc.tag != V_UNDEF && !IS_BIG(v)) return -1;
    vm->exc = VUNDEF;
    return vm_raise(vm, T_ValueError, "byte%s must be in range(0, 256)", plural ? "s" : "");
  }
  *out = (uint8_t)x;
  return 0;
}

static int b_byte(VM *vm, Value v, uint8_t *out) {
  return b_byte_in(vm, v, out, false);
}

/* The bytes of bytes(x) for x an int count, a bytes-like object or a
** native iterable of ints, appended to b.  1: x needs Python code (a
** generator, or a user object: the caller falls back to the prelude). */
static int b_from(VM *vm, Value x, Buf *b, const char *what) {
  const uint8_t *p;
  size_t n;
  Value it, item;
  int r;
  if (bytes_view(x, &p, &n)) return buf_put(vm, b, (const char *)p, n);
  if (IS_INTLIKE(x) && x.tag != V_BOOL) {
    int64_t k;
    if (vm_index(vm, x, &k)) return -1;
    if (k < 0) return vm_raise(vm, T_ValueError, "negative count");
    if (vm->mem.limit && (uint64_t)k > vm->mem.limit) return vm_nomem(vm);
    return b_fill(vm, b, 0, (uint64_t)k > (size_t)-1 / 4 ? (size_t)-1 : (size_t)k);
  }
  if (x.tag == V_BOOL) return buf_put(vm, b, "\0", x.u.i ? 1 : 0) < 0 ? -1 : 0;
  if (IS_STR(x)) return vm_raise(vm, T_TypeError, "string argument without an encoding");
  if (!vm_iter_native(x)) {
    if (IS_OBJ(x, OT_GEN) || user_class(x) != NULL) return 1;   /* __bytes__, __index__, __iter__ */
    return vm_raise(vm, T_TypeError, "cannot convert '%s' object to %s", val_type_name(x), what);
  }
  if (vm_getiter(vm, x, &it)) return -1;
  while ((r = vm_iternext(vm, it, &item)) > 0) {
    uint8_t c;
    if (user_has(item, CS(INDEX))) return 1;   /* a Python __index__ */
    if (!IS_INTLIKE(item))
      return vm_raise(vm, T_TypeError, "'%s' object cannot be interpreted as an integer",
                      val_type_name(item));
    /* (CPython: "bytes must be ..." from bytes(), "byte must be ..." from bytearray) */
    if (b_byte_in(vm, item, &c, strcmp(what, "bytes") == 0) || buf_putc(vm, b, (char)c))
      return -1;
  }
  return r < 0 ? -1 : 0;
}

/* bytes(...) and bytearray(...). */
static int b_construct(VM *vm, bool ba, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char *const names[] = {"source", "encoding", "errors"};
  const char *what = ba ? "bytearray" : "bytes";
  Value opt[3];
  Buf b = BUF_INIT;
  int i, r;
  /* a one-shot iterator becomes the list of its items first: an item with
  ** a Python __index__ sends the call to the Python version, which must
  ** see them all */
  if (vm_iter_keep(vm, args, nargs + (kw ? (int)kw->len : 0))) return -1;
  if (arg_kw(vm, what, args, nargs, kw, names, 3, opt)) return -1;
  if (nargs > 3)
    return vm_raise(vm, T_TypeError, "%s() takes at most 3 arguments (%d given)", what,
                    nargs + (kw ? (int)kw->len : 0));
  for (i = 0; i < nargs; i++) {
    if (opt[i].tag != V_UNDEF)
      return vm_raise(vm, T_TypeError, "argument for %s() given by name ('%s') and position (%d)",
                      what, names[i], i + 1);
    opt[i] = args[i];
  }
  for (i = 1; i < 3; i++)
    if (opt[i].tag != V_UNDEF && !IS_STR(opt[i]))
      return vm_raise(vm, T_TypeError, "%s() argument '%s' must be str, not %s", what,
                      names[i], opt[i].tag == V_NONE ? "None" : val_type_name(opt[i]));
  if (opt[0].tag == V_UNDEF) {
    if (opt[1].tag != V_UNDEF || opt[2].tag != V_UNDEF)
      return vm_raise(vm, T_TypeError, opt[1].tag != V_UNDEF ? "encoding without a string argument"
                                                             : "errors without a string argument");
    return b_make(vm, ba, "", 0, out);
  }
  if (IS_STR(opt[0])) {
    Value enc;
    if (opt[1].tag == V_UNDEF) return vm_raise(vm, T_TypeError, "string argument without an encoding");
    if (codec_encode(vm, AS_STR(opt[0]), AS_STR(opt[1]),
                     opt[2].tag == V_UNDEF ? NULL : AS_STR(opt[2]), &enc))
      return -1;
    if (!ba) { *out = enc; return 0; }
    return b_make(vm, true, ((Bytes *)enc.u.o)->data, ((Bytes *)enc.u.o)->len, out);
  }
  if (opt[1].tag != V_UNDEF || opt[2].tag != V_UNDEF)
    return vm_raise(vm, T_TypeError, opt[1].tag != V_UNDEF ? "encoding without a string argument"
                                                           : "errors without a string argument");
  if (IS_BYTES(opt[0]) && !ba) { *out = opt[0]; return 0; }
  r = b_from(vm, opt[0], &b, what);
  if (r) { buf_free(vm, &b); return r < 0 ? -1 : BI_FALLBACK; }
  return b_finish(vm, ba, &b, out);
}

int bi_bytes(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  return b_construct(vm, false, args, nargs, kw, out);
}

int bi_bytearray(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  return b_construct(vm, true, args, nargs, kw, out);
}

/* ---- operators ---- */

int bytes_binop(VM *vm, int op, Value a, Value b, Value *out) {
  const uint8_t *pa, *pb;
  size_t na, nb;
  if (op == BIN_ADD && IS_BYTESLIKE(a) && bytes_view(a, &pa, &na)) {
    Buf buf = BUF_INIT;
    int r;
    if (!bytes_view(b, &pb, &nb))
      return vm_raise(vm, T_TypeError, "can't concat %s to %s", val_type_name(b), val_type_name(a));
    if (buf_put(vm, &buf, (const char *)pa, na) || buf_put(vm, &buf, (const char *)pb, nb)) {
      buf_free(vm, &buf);
      return -1;
    }
    r = b_make(vm, IS_BYTEARRAY(a), buf.p ? buf.p : "", buf.len, out);
    buf_free(vm, &buf);
    return r;
  }
  if (op == BIN_MUL && (IS_INTLIKE(a) || IS_INTLIKE(b))) {
    Value seq = IS_INTLIKE(a) ? b : a, cnt = IS_INTLIKE(a) ? a : b;
    int64_t k;
    uint8_t *d;
    Value r;
    if (IS_BIG(cnt) && !AS_BIG(cnt)->neg)
      return vm_raise(vm, T_OverflowError, "cannot fit 'int' into an index-sized integer");
    if (vm_index(vm, cnt, &k)) return -1;
    bytes_view(seq, &pa, &na);
    if (k <= 0 || na == 0) return b_make(vm, IS_BYTEARRAY(seq), "", 0, out);
    if ((uint64_t)k > ((size_t)-1 / 4) / na) return vm_nomem(vm);
    if (IS_BYTEARRAY(seq)) {
      ByteArray *x = bytearray_new(vm, NULL, 0);
      if (x == NULL || ba_reserve(vm, x, na * (size_t)k)) return -1;
      bytes_view(seq, &pa, &na);
      d = x->data;
      x->len = na * (size_t)k;
      r = vobj(x);
    } else {
      Bytes *x = bytes_alloc(vm, na * (size_t)k);
      if (x == NULL) return -1;
      d = x->data;
      r = vobj(x);
    }
    if (vm_repeat(vm, d, pa, na, (size_t)k)) return -1;
    *out = r;
    return 0;
  }
  return 1;
}

/* bytearray *= n repeats in place. */
int bytes_imul(VM *vm, Value a, Value n) {
  ByteArray *x = (ByteArray *)a.u.o;
  Value r;
  uint8_t *d;
  size_t c;
  if (bytes_binop(vm, BIN_MUL, a, n, &r)) return -1;
  /* adopt the repeated block */
  d = x->data;
  c = x->cap;
  x->data = ((ByteArray *)r.u.o)->data;
  x->len = ((ByteArray *)r.u.o)->len;
  x->cap = ((ByteArray *)r.u.o)->cap;
  ((ByteArray *)r.u.o)->data = d;
  ((ByteArray *)r.u.o)->cap = c;
  ((ByteArray *)r.u.o)->len = 0;
  return 0;
}

/* bytearray += x extends in place. */
int bytes_iadd(VM *vm, Value a, Value b) {
  ByteArray *x = (ByteArray *)a.u.o;
  const uint8_t *pb;
  size_t nb;
  if (!bytes_view(b, &pb, &nb))
    return vm_raise(vm, T_TypeError, "can't concat %s to %s", val_type_name(b), val_type_name(a));
  /* CPython 3.11 holds a buffer export of b while it resizes a */
  if (a.u.o == b.u.o)
    return vm_raise(vm, T_BufferError, "Existing exports of data: object cannot be re-sized");
  if (ba_reserve(vm, x, x->len + nb)) return -1;
  bytes_view(b, &pb, &nb);
  if (nb) memmove(x->data + x->len, pb, nb);
  x->len += nb;
  return 0;
}

/* Three-way comparison of two bytes-like values. */
int bytes_cmp(Value a, Value b) {
  const uint8_t *pa, *pb;
  size_t na, nb;
  int c;
  bytes_view(a, &pa, &na);
  bytes_view(b, &pb, &nb);
  c = memcmp(pa, pb, na < nb ? na : nb);
  if (c) return c < 0 ? -1 : 1;
  return na < nb ? -1 : na > nb;
}

int bytes_contains(VM *vm, Value c, Value item) {
  const uint8_t *p, *q;
  size_t n, m;
  bytes_view(c, &p, &n);
  if (IS_INTLIKE(item)) {
    uint8_t x;
    const uint8_t *at;
    if (b_byte(vm, item, &x)) return -1;
    bytes_view(c, &p, &n);
    at = n ? memchr(p, x, n) : NULL;
    if (vm_charge_bytes(vm, at ? (size_t)(at - p) : n)) return -1;
    return at != NULL;
  }
  if (!bytes_view(item, &q, &m)) {
    if (user_has(item, CS(INDEX))) vm->want_py = true;   /* the prelude's _ht_in */
    return vm_raise(vm, T_TypeError, "a bytes-like object is required, not '%s'",
                    val_type_name(item));
  }
  if (m == 0) return 1;
  {
    Finder f;
    ptrdiff_t pos;
    fd_init(&f, (const char *)q, m, false);
    pos = fd_find_polled(vm, &f, (const char *)p, n);
    if (pos == -2 || b_charge_found(vm, pos, 0, (int64_t)n, m, false)) return -1;
    return pos >= 0;
  }
}

int bytes_getitem(VM *vm, Value o, Value k, Value *out) {
  const uint8_t *p;
  size_t n;
  bytes_view(o, &p, &n);
  if (IS_OBJ(k, OT_SLICE)) {
    int64_t start, stop, step, slen, i;
    size_t mark = 0;
    Buf b = BUF_INIT;
    int r;
    if (slice_indices(vm, (Slice *)k.u.o, (int64_t)n, &start, &stop, &step, &slen)) return -1;
    bytes_view(o, &p, &n);
    if (step == 1) return b_make(vm, IS_BYTEARRAY(o), p + start, (size_t)slen, out);
    for (i = 0; i < slen; i++)
      if (vm_charge_span(vm, (size_t)i, (size_t)slen, &mark, 4) ||
          buf_putc(vm, &b, (char)p[start + i * step])) {
        buf_free(vm, &b);
        return -1;
      }
    r = b_make(vm, IS_BYTEARRAY(o), b.p ? b.p : "", b.len, out);
    buf_free(vm, &b);
    return r;
  }
  if (IS_OBJ(k, OT_INSTANCE) && IS_INTLIKE(vm_unbox(k)))
    k = vm_unbox(k);   /* an int subclass's instance: its int, as a list's index */
  if (IS_INTLIKE(k)) {
    int64_t i;
    if (vm_index(vm, k, &i)) {
      if (!IS_BIG(k)) return -1;
      vm->exc = VUNDEF;
      return vm_raise(vm, T_IndexError, "cannot fit 'int' into an index-sized integer");
    }
    if (i < 0) i += (int64_t)n;
    if (i < 0 || i >= (int64_t)n)
      return vm_raise(vm, T_IndexError, "%sindex out of range",
                      IS_BYTEARRAY(o) ? "bytearray " : "");
    *out = vint(p[i]);
    return 0;
  }
  if (user_has(k, CS(INDEX))) {   /* a Python __index__: seq.c's rule */
    vm->want_py = true;
    return vm_raise(vm, T_TypeError, "the __index__ of a '%s' object cannot run here",
                    val_type_name(k));
  }
  return vm_raise(vm, T_TypeError, "%s indices must be integers or slices, not %s",
                  IS_BYTEARRAY(o) ? "bytearray" : "byte", val_type_name(k));
}

/* bytearray item and slice assignment (v V_UNDEF: del). */
int bytes_setitem(VM *vm, Value o, Value k, Value v) {
  ByteArray *a = (ByteArray *)o.u.o;
  if (IS_INTLIKE(k)) {
    int64_t i;
    uint8_t x = 0;
    if (vm_index(vm, k, &i)) {
      if (!IS_BIG(k)) return -1;
      vm->exc = VUNDEF;
      return vm_raise(vm, T_IndexError, "cannot fit 'int' into an index-sized integer");
    }
    if (i < 0) i += (int64_t)a->len;
    if (i < 0 || i >= (int64_t)a->len)
      return vm_raise(vm, T_IndexError, "bytearray index out of range");
    if (v.tag == V_UNDEF) {
      if (vm_charge_bytes(vm, a->len - (size_t)i)) return -1;
      memmove(a->data + i, a->data + i + 1, a->len - (size_t)i - 1);
      a->len--;
      return 0;
    }
    if (!IS_INTLIKE(v)) {
      if (user_has(v, CS(INDEX))) vm->want_py = true;   /* (interp.c: _ht_setitem) */
      return vm_not_index(vm, v);
    }
    if (b_byte(vm, v, &x)) return -1;
    a->data[i] = x;
    return 0;
  }
  if (IS_OBJ(k, OT_SLICE)) {
    int64_t start, stop, step, slen, i;
    Buf src = BUF_INIT;
    int r = 0;
    if (v.tag != V_UNDEF) {
      if (IS_STR(v) || IS_INTLIKE(v) || v.tag == V_FLOAT || IS_OBJ(v, OT_COMPLEX))   /* numbers */
        return vm_raise(vm, T_TypeError, "can assign only bytes, buffers, or iterables of ints in range(0, 256)");
      r = b_from(vm, v, &src, "bytearray");
      if (r) {
        buf_free(vm, &src);
        if (r < 0) return -1;
        /* an iterable of Python code (a generator, a user class): the
        ** prelude's _ht_setitem assigns bytearray(v) instead */
        vm->want_py = true;
        return vm_raise(vm, T_TypeError, "can assign only bytes, buffers, or "
                        "iterables of ints in range(0, 256)");
      }
    }
    if (slice_indices(vm, (Slice *)k.u.o, (int64_t)a->len, &start, &stop, &step, &slen)) {
      buf_free(vm, &src);
      return -1;
    }
    if (b_charge(vm, a->len + src.len)) {   /* the tail moves; a general step walks */
      buf_free(vm, &src);
      return -1;
    }
    if (step == 1) {
      size_t old = (size_t)slen, nw = src.len;
      if (nw > old && ba_reserve(vm, a, a->len + nw - old)) { buf_free(vm, &src); return -1; }
      if (a->data) memmove(a->data + start + nw, a->data + start + old, a->len - (size_t)start - old);
      if (nw) memcpy(a->data + start, src.p, nw);
      a->len = a->len - old + nw;
    } else if (v.tag == V_UNDEF) {
      size_t w = 0, j;
      int64_t lo = step > 0 ? start : start + (slen - 1) * step;
      int64_t s = step > 0 ? step : -step;
      for (j = 0; j < a->len; j++)
        if (!((int64_t)j >= lo && (int64_t)j < lo + slen * s && ((int64_t)j - lo) % s == 0))
          a->data[w++] = a->data[j];
      a->len = w;
    } else {
      if ((int64_t)src.len != slen) {
        r = vm_raise(vm, T_ValueError, "attempt to assign bytes of size %zu to extended slice of size %lld",
                     src.len, (long long)slen);
      } else {
        for (i = 0; i < slen; i++) a->data[start + i * step] = (uint8_t)src.p[i];
      }
    }
    buf_free(vm, &src);
    return r;
  }
  if (user_has(k, CS(INDEX))) {
    vm->want_py = true;
    return vm_raise(vm, T_TypeError, "the __index__ of a '%s' object cannot run here",
                    val_type_name(k));
  }
  return vm_raise(vm, T_TypeError, "bytearray indices must be integers or slices, not %s",
                  val_type_name(k));
}

/* ---- methods ---- */

#define SELF_BA(args) IS_BYTEARRAY((args)[0])

/* CPython's argument errors for bytes and bytearray method `name` (self
** is args[0]; n arguments after it), by the C calling convention CPython's
** method has: all refuse keywords naming their type ('bytes.find()');
** none and one argument (METH_NOARGS, METH_O) name it too; the
** METH_VARARGS searches say "takes at least"; the rest are clinic's
** positional-only FASTCALL (arg_count's "expected"). */
static int b_check(VM *vm, Value self, const char *name, Tuple *kw, int n, int min, int max) {
  const char *t = IS_BYTEARRAY(self) ? "bytearray" : "bytes";
  static const char *const varargs[] = {"find", "rfind", "index", "rindex", "count",
                                        "startswith", "endswith"};
  size_t i;
  if (kw && kw->len) return vm_raise(vm, T_TypeError, "%s.%s() takes no keyword arguments", t, name);
  if (n >= min && n <= max) return 0;
  if (max == 0) return vm_raise(vm, T_TypeError, "%s.%s() takes no arguments (%d given)", t, name, n);
  if (min == 1 && max == 1)
    return vm_raise(vm, T_TypeError, "%s.%s() takes exactly one argument (%d given)", t, name, n);
  for (i = 0; i < sizeof varargs / sizeof varargs[0]; i++)
    if (strcmp(name, varargs[i]) == 0)
      return vm_raise(vm, T_TypeError, "%s() takes at %s %d argument%s (%d given)", name,
                      n < min ? "least" : "most", n < min ? min : max,
                      (n < min ? min : max) == 1 ? "" : "s", n);
  return arg_count(vm, name, n, min, max);
}

/* A bytes-like argument, or TypeError with CPython's usual wording. */
static int b_arg(VM *vm, Value v, const uint8_t **p, size_t *n) {
  if (bytes_view(v, p, n)) return 0;
  return vm_raise(vm, T_TypeError, "a bytes-like object is required, not '%s'", val_type_name(v));
}

/* Optional start/end arguments args[i], args[i+1], adjusted as CPython's
** ADJUST_INDICES: end is clipped to n, start only below (a start past the
** end finds nothing, not even b''). */
static int b_range(VM *vm, size_t n, Value *args, int nargs, int i, int64_t *start, int64_t *end) {
  int64_t len = (int64_t)n, v;
  int k;
  *start = 0;
  *end = len;
  for (k = 0; k < 2; k++) {
    Value a;
    if (i + k >= nargs) break;
    a = args[i + k];
    if (a.tag == V_NONE) continue;
    if (!IS_INTLIKE(a)) return vm_not_slice_index(vm, a, true);
    if (IS_BIG(a)) v = AS_BIG(a)->neg ? INT64_MIN : INT64_MAX;
    else v = a.u.i;
    if (v < 0) { v += len; if (v < 0) v = 0; }
    else if (v > len) v = k == 0 ? len + 1 : len;
    if (k == 0) *start = v; else *end = v;
  }
  return 0;
}

/* The needle of find/count/index: bytes-like or an int byte. */
static int b_needle(VM *vm, Value v, uint8_t *one, const uint8_t **p, size_t *n) {
  if (bytes_view(v, p, n)) return 0;
  if (IS_INTLIKE(v)) {
    if (b_byte(vm, v, one)) return -1;
    *p = one;
    *n = 1;
    return 0;
  }
  if (user_has(v, CS(INDEX))) return vm_not_index(vm, v);   /* called again with its int */
  return vm_raise(vm, T_TypeError, "argument should be integer or bytes-like object, not '%s'",
                  val_type_name(v));
}

/* (-2: the time limit) */
static int64_t b_find_in(VM *vm, const uint8_t *p, int64_t start, int64_t end, const uint8_t *q,
                         size_t m, bool rev) {
  Finder f;
  ptrdiff_t pos;
  if (end - start < (int64_t)m) return -1;
  if (m == 0) return rev ? end : start;
  fd_init(&f, (const char *)q, m, rev);
  pos = fd_find_polled(vm, &f, (const char *)p + start, (size_t)(end - start));
  return pos < 0 ? pos : start + pos;
}

static int b_find_common(VM *vm, const char *name, Value *args, int nargs, Tuple *kw, bool rev,
                         bool raise, Value *out) {
  const uint8_t *p, *q;
  size_t n, m;
  uint8_t one;
  int64_t start, end, r;
  if (b_check(vm, args[0], name, kw, nargs - 1, 1, 3)) return -1;
  if (b_needle(vm, args[1], &one, &q, &m)) return -1;
  bytes_view(args[0], &p, &n);
  if (b_range(vm, n, args, nargs, 2, &start, &end)) return -1;
  r = b_find_in(vm, p, start, end, q, m, rev);
  if (r == -2 || b_charge_found(vm, r, start, end, m, rev)) return -1;
  if (r < 0 && raise) return vm_raise(vm, T_ValueError, "subsection not found");
  *out = vint(r);
  return 0;
}

static int b_find(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return b_find_common(vm, "find", a, n, kw, false, false, o); }
static int b_rfind(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return b_find_common(vm, "rfind", a, n, kw, true, false, o); }
static int b_index(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return b_find_common(vm, "index", a, n, kw, false, true, o); }
static int b_rindex(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return b_find_common(vm, "rindex", a, n, kw, true, true, o); }

static int b_count(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  const uint8_t *p, *q;
  size_t n, m;
  uint8_t one;
  int64_t start, end, c = 0;
  if (b_check(vm, args[0], "count", kw, nargs - 1, 1, 3)) return -1;
  if (b_needle(vm, args[1], &one, &q, &m)) return -1;
  bytes_view(args[0], &p, &n);
  if (b_range(vm, n, args, nargs, 2, &start, &end)) return -1;
  if (end - start < (int64_t)m) c = 0;
  else if (m == 0) c = end - start + 1;
  else {
    Finder f;
    int64_t mark = start + (int64_t)FD_WINDOW;
    if (b_charge(vm, (uint64_t)(end - start) + m)) return -1;
    fd_init(&f, (const char *)q, m, false);
    while (start <= end - (int64_t)m) {
      ptrdiff_t pos = fd_find_polled(vm, &f, (const char *)p + start, (size_t)(end - start));
      if (pos == -2) return -1;
      if (pos < 0) break;
      c++;
      start += pos + (int64_t)m;
      if (start >= mark) {   /* many matches: a poll per window all the same */
        mark = start + (int64_t)FD_WINDOW;
        if (vm_mem_poll(vm)) return -1;
      }
    }
  }
  *out = vint(c);
  return 0;
}

static int b_tail(VM *vm, const char *name, Value *args, int nargs, Tuple *kw, bool tail,
                  Value *out) {
  const uint8_t *p, *q;
  size_t n, m, k, cnt = 1;
  int64_t start, end;
  Value *subs = &args[1];
  if (b_check(vm, args[0], name, kw, nargs - 1, 1, 3)) return -1;
  if (IS_OBJ(args[1], OT_TUPLE)) { subs = AS_TUPLE(args[1])->items; cnt = AS_TUPLE(args[1])->len; }
  bytes_view(args[0], &p, &n);
  if (b_range(vm, n, args, nargs, 2, &start, &end)) return -1;
  for (k = 0; k < cnt; k++) {
    if (!bytes_view(subs[k], &q, &m)) {
      if (IS_OBJ(args[1], OT_TUPLE))
        return vm_raise(vm, T_TypeError, "a bytes-like object is required, not '%s'",
                        val_type_name(subs[k]));
      return vm_raise(vm, T_TypeError, "%s first arg must be bytes or a tuple of bytes, not %s",
                      name, val_type_name(subs[k]));
    }
    if (end - start >= (int64_t)m &&
        memcmp(p + (tail ? end - (int64_t)m : start), q, m) == 0) {
      *out = vbool(true);
      return 0;
    }
  }
  *out = vbool(false);
  return 0;
}

static int b_startswith(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return b_tail(vm, "startswith", a, n, kw, false, o); }
static int b_endswith(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return b_tail(vm, "endswith", a, n, kw, true, o); }

static bool b_isspace(uint8_t c) { return c == ' ' || (c >= 9 && c <= 13); }
static bool b_islower(uint8_t c) { return c >= 'a' && c <= 'z'; }
static bool b_isupper(uint8_t c) { return c >= 'A' && c <= 'Z'; }
static bool b_isdigit(uint8_t c) { return c >= '0' && c <= '9'; }
static bool b_isalpha(uint8_t c) { return b_islower(c) || b_isupper(c); }
static bool b_isalnum(uint8_t c) { return b_isalpha(c) || b_isdigit(c); }

/* Append p[b0..b1) as a new bytes/bytearray to l. */
static int b_push(VM *vm, List *l, bool ba, const uint8_t *p, size_t b0, size_t b1) {
  Value v;
  /* a step per piece, as str.split's */
  return vm_charge(vm, 1) || b_make(vm, ba, p + b0, b1 - b0, &v) || list_append(vm, l, v) ? -1 : 0;
}

static void b_list_reverse(List *l) {
  size_t i;
  gc_list_moved(l);
  for (i = 0; i < l->len / 2; i++) {
    Value t = l->items[i];
    l->items[i] = l->items[l->len - 1 - i];
    l->items[l->len - 1 - i] = t;
  }
}

/* split / rsplit (sep=None, maxsplit=-1). */
static int b_split_common(VM *vm, const char *name, Value *args, int nargs, Tuple *kw, bool rev,
                          Value *out) {
  static const char *const names[] = {"sep", "maxsplit"};
  Value opt[2];
  const uint8_t *p, *q = NULL;
  size_t n, m = 0;
  int64_t maxc = -1;
  bool ba = SELF_BA(args);
  List *l;
  int i;
  if (sm_kwargs(vm, name, args, nargs, kw, names, 2, opt))
    return -1;
  for (i = 1; i < nargs; i++) opt[i - 1] = args[i];
  if (opt[1].tag != V_UNDEF && vm_ssize(vm, opt[1], &maxc)) return -1;
  if (maxc < 0) maxc = INT64_MAX;
  if (opt[0].tag != V_UNDEF && opt[0].tag != V_NONE) {
    if (b_arg(vm, opt[0], &q, &m)) return -1;
    if (m == 0) return vm_raise(vm, T_ValueError, "empty separator");
  }
  l = list_new(vm, 0);
  if (l == NULL) return -1;
  *out = vobj(l);
  bytes_view(args[0], &p, &n);
  if (b_charge(vm, (uint64_t)n + m)) return -1;
  if (q == NULL) {
    /* runs of ASCII whitespace */
    if (!rev) {
      size_t j = 0;
      while (j < n) {
        size_t s;
        while (j < n && b_isspace(p[j])) j++;
        if (j >= n) break;
        if (maxc-- == 0) return b_push(vm, l, ba, p, j, n);
        s = j;
        while (j < n && !b_isspace(p[j])) j++;
        if (b_push(vm, l, ba, p, s, j)) return -1;
        bytes_view(args[0], &p, &n);
      }
    } else {
      size_t j = n;
      while (j > 0) {
        size_t e;
        while (j > 0 && b_isspace(p[j - 1])) j--;
        if (j == 0) break;
        if (maxc-- == 0) {
          if (b_push(vm, l, ba, p, 0, j)) return -1;
          break;
        }
        e = j;
        while (j > 0 && !b_isspace(p[j - 1])) j--;
        if (b_push(vm, l, ba, p, j, e)) return -1;
        bytes_view(args[0], &p, &n);
      }
      b_list_reverse(l);
    }
    return 0;
  }
  {
    Finder f;
    size_t lo = 0, hi = n;
    fd_init(&f, (const char *)q, m, rev);
    while (maxc-- > 0) {
      ptrdiff_t pos = fd_find_polled(vm, &f, (const char *)p + lo, hi - lo);
      if (pos == -2) return -1;
      if (pos < 0) break;
      if (!rev) {
        if (b_push(vm, l, ba, p, lo, lo + (size_t)pos)) return -1;
        lo += (size_t)pos + m;
      } else {
        if (b_push(vm, l, ba, p, lo + (size_t)pos + m, hi)) return -1;
        hi = lo + (size_t)pos;
      }
      bytes_view(args[0], &p, &n);
    }
    if (b_push(vm, l, ba, p, lo, hi)) return -1;
    if (rev) b_list_reverse(l);
  }
  return 0;
}

static int b_split(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return b_split_common(vm, "split", a, n, kw, false, o); }
static int b_rsplit(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return b_split_common(vm, "rsplit", a, n, kw, true, o); }

static int b_splitlines(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char *const names[] = {"keepends"};
  Value opt[1];
  const uint8_t *p;
  size_t n, i = 0;
  bool keep = false;
  List *l;
  if (sm_kwargs(vm, "splitlines", args, nargs, kw, names, 1, opt))
    return -1;
  if (nargs > 1) opt[0] = args[1];
  if (opt[0].tag != V_UNDEF) keep = vm_truthy(opt[0]);
  l = list_new(vm, 0);
  if (l == NULL) return -1;
  *out = vobj(l);
  bytes_view(args[0], &p, &n);
  if (b_charge(vm, n)) return -1;
  while (i < n) {
    size_t s = i, e;
    while (i < n && p[i] != '\n' && p[i] != '\r') i++;
    e = i;
    if (i < n) i += (p[i] == '\r' && i + 1 < n && p[i + 1] == '\n') ? 2 : 1;
    if (b_push(vm, l, SELF_BA(args), p, s, keep ? i : e)) return -1;
    bytes_view(args[0], &p, &n);
  }
  return 0;
}

static int b_partition_common(VM *vm, const char *name, Value *args, int nargs, Tuple *kw,
                              bool rev, Value *out) {
  const uint8_t *p, *q;
  size_t n, m;
  int64_t pos;
  Tuple *t;
  bool ba = SELF_BA(args);
  int k;
  if (b_check(vm, args[0], name, kw, nargs - 1, 1, 1)) return -1;
  if (b_arg(vm, args[1], &q, &m)) return -1;
  if (m == 0) return vm_raise(vm, T_ValueError, "empty separator");
  t = tuple_new(vm, 3);
  if (t == NULL) return -1;
  *out = vobj(t);
  bytes_view(args[0], &p, &n);
  pos = b_find_in(vm, p, 0, (int64_t)n, q, m, rev);
  if (pos == -2 || b_charge_found(vm, pos, 0, (int64_t)n, m, rev)) return -1;
  for (k = 0; k < 3; k++) {
    size_t b0, b1;
    Value v;
    bytes_view(args[0], &p, &n);
    if (pos < 0) {
      bool all = rev ? k == 2 : k == 0;
      b0 = 0;
      b1 = all ? n : 0;
      if (b_make(vm, ba, p + b0, b1 - b0, &v)) return -1;
    } else if (k == 1) {
      bytes_view(args[1], &q, &m);
      if (IS_BYTES(args[1]) && !ba) v = args[1];
      else if (b_make(vm, ba, q, m, &v)) return -1;
    } else {
      b0 = k == 0 ? 0 : (size_t)pos + m;
      b1 = k == 0 ? (size_t)pos : n;
      if (b_make(vm, ba, p + b0, b1 - b0, &v)) return -1;
    }
    t->items[k] = v;
  }
  return 0;
}

static int b_partition(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return b_partition_common(vm, "partition", a, n, kw, false, o); }
static int b_rpartition(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return b_partition_common(vm, "rpartition", a, n, kw, true, o); }

/* strip / lstrip / rstrip with ASCII whitespace or the bytes given. */
static int b_strip_common(VM *vm, const char *name, Value *args, int nargs, Tuple *kw, int how,
                          Value *out) {
  const uint8_t *p, *q = NULL;
  size_t n, m = 0, s = 0, e, i, mark = 0;
  bool in[256];
  if (b_check(vm, args[0], name, kw, nargs - 1, 0, 1)) return -1;
  if (nargs > 1 && args[1].tag != V_NONE && b_arg(vm, args[1], &q, &m)) return -1;
  bytes_view(args[0], &p, &n);
  e = n;
  /* the bytes to strip as a table, each pass charged as it goes (a byte
  ** looked up by memchr in a 10 MB argument was charged quadratically
  ** after the whole walk, which ran 12 ms with no poll) */
  if (q) {
    memset(in, 0, sizeof in);
    for (i = 0; i < m; i++) {
      if (vm_charge_span(vm, i, m, &mark, 2)) return -1;
      in[q[i]] = true;
    }
  } else {
    for (i = 0; i < 256; i++) in[i] = b_isspace((uint8_t)i);
  }
  mark = 0;
  if (how != 2)
    while (s < e && in[p[s]]) {
      if (vm_charge_span(vm, s, n, &mark, 2)) return -1;
      s++;
    }
  mark = 0;
  if (how != 1)
    for (i = 0; e > s && in[p[e - 1]]; i++) {
      if (vm_charge_span(vm, i, n, &mark, 2)) return -1;
      e--;
    }
  if (s == 0 && e == n && IS_BYTES(args[0])) { *out = args[0]; return 0; }
  return b_make(vm, SELF_BA(args), p + s, e - s, out);
}

static int b_strip(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return b_strip_common(vm, "strip", a, n, kw, 0, o); }
static int b_lstrip(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return b_strip_common(vm, "lstrip", a, n, kw, 1, o); }
static int b_rstrip(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return b_strip_common(vm, "rstrip", a, n, kw, 2, o); }

static int b_remove_common(VM *vm, const char *name, Value *args, int nargs, Tuple *kw,
                           bool suffix, Value *out) {
  const uint8_t *p, *q;
  size_t n, m;
  if (b_check(vm, args[0], name, kw, nargs - 1, 1, 1)) return -1;
  if (b_arg(vm, args[1], &q, &m)) return -1;
  bytes_view(args[0], &p, &n);
  if (m <= n && memcmp(suffix ? p + n - m : p, q, m) == 0)
    return b_make(vm, SELF_BA(args), suffix ? p : p + m, n - m, out);
  if (IS_BYTES(args[0])) { *out = args[0]; return 0; }
  return b_make(vm, true, p, n, out);
}

static int b_removeprefix(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return b_remove_common(vm, "removeprefix", a, n, kw, false, o); }
static int b_removesuffix(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return b_remove_common(vm, "removesuffix", a, n, kw, true, o); }

/* Byte-wise case mappings: 0 lower, 1 upper, 2 swapcase, 3 capitalize,
** 4 title (ASCII letters only, as CPython's bytes). */
static int b_case(VM *vm, Value *args, int nargs, Tuple *kw, int mode, const char *name,
                  Value *out) {
  const uint8_t *p;
  size_t n, i, mark = 0;
  uint8_t *d;
  bool prev_alpha = false;
  if (b_check(vm, args[0], name, kw, nargs - 1, 0, 0)) return -1;
  bytes_view(args[0], &p, &n);
  if (b_make(vm, SELF_BA(args), p, n, out)) return -1;
  d = IS_BYTES(*out) ? ((Bytes *)out->u.o)->data : ((ByteArray *)out->u.o)->data;
  for (i = 0; i < n; i++) {
    uint8_t c = d[i];
    bool up;
    if (vm_charge_span(vm, i, n, &mark, 4)) return -1;
    switch (mode) {
    case 0: up = false; break;
    case 1: up = true; break;
    case 2: up = b_islower(c); break;
    case 3: up = i == 0; break;
    default: up = !prev_alpha; break;
    }
    if (mode == 2 && !b_isalpha(c)) continue;
    if (up && b_islower(c)) d[i] = (uint8_t)(c - 32);
    else if (!up && b_isupper(c)) d[i] = (uint8_t)(c + 32);
    prev_alpha = b_isalpha(c);
  }
  return 0;
}

static int b_lower(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return b_case(vm, a, n, kw, 0, "lower", o); }
static int b_upper(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return b_case(vm, a, n, kw, 1, "upper", o); }
static int b_swapcase(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return b_case(vm, a, n, kw, 2, "swapcase", o); }
static int b_capitalize(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return b_case(vm, a, n, kw, 3, "capitalize", o); }
static int b_title(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return b_case(vm, a, n, kw, 4, "title", o); }

/* isalnum & co: every byte passes (and at least one byte).  These scans
** charge a span at a time, which polls (charged up front, 10 MB went 13-14
** ms with no poll: limits_audit, B.isalnum()). */
static int b_is(VM *vm, Value *args, int nargs, Tuple *kw, bool (*pred)(uint8_t), const char *name,
                Value *out) {
  const uint8_t *p;
  size_t n, i, mark = 0;
  bool r;
  if (b_check(vm, args[0], name, kw, nargs - 1, 0, 0)) return -1;
  bytes_view(args[0], &p, &n);
  r = n > 0;
  for (i = 0; i < n && r; i++) {
    if (vm_charge_span(vm, i, n, &mark, 1)) return -1;
    r = pred(p[i]);
  }
  *out = vbool(r);
  return 0;
}

static bool b_isascii_c(uint8_t c) { return c < 128; }
static int b_isalnum_m(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return b_is(vm, a, n, kw, b_isalnum, "isalnum", o); }
static int b_isalpha_m(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return b_is(vm, a, n, kw, b_isalpha, "isalpha", o); }
static int b_isdigit_m(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return b_is(vm, a, n, kw, b_isdigit, "isdigit", o); }
static int b_isspace_m(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return b_is(vm, a, n, kw, b_isspace, "isspace", o); }

static int b_isascii(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  const uint8_t *p;
  size_t n, i, mark = 0;
  if (b_check(vm, args[0], "isascii", kw, nargs - 1, 0, 0)) return -1;
  bytes_view(args[0], &p, &n);
  for (i = 0; i < n && b_isascii_c(p[i]); i++)
    if (vm_charge_span(vm, i, n, &mark, 1)) return -1;
  *out = vbool(i == n);
  return 0;
}

/* islower / isupper: some cased byte, none of the other case. */
static int b_onecase(VM *vm, Value *args, int nargs, Tuple *kw, bool upper, Value *out) {
  const uint8_t *p;
  size_t n, i, mark = 0;
  bool cased = false;
  const char *name = upper ? "isupper" : "islower";
  if (b_check(vm, args[0], name, kw, nargs - 1, 0, 0)) return -1;
  bytes_view(args[0], &p, &n);
  for (i = 0; i < n; i++) {
    if (vm_charge_span(vm, i, n, &mark, 1)) return -1;
    if (upper ? b_islower(p[i]) : b_isupper(p[i])) { *out = vbool(false); return 0; }
    if (b_isalpha(p[i])) cased = true;
  }
  *out = vbool(cased);
  return 0;
}

static int b_islower_m(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return b_onecase(vm, a, n, kw, false, o); }
static int b_isupper_m(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return b_onecase(vm, a, n, kw, true, o); }

static int b_istitle(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  const uint8_t *p;
  size_t n, i, mark = 0;
  bool cased = false, prev = false;
  if (b_check(vm, args[0], "istitle", kw, nargs - 1, 0, 0)) return -1;
  bytes_view(args[0], &p, &n);
  for (i = 0; i < n; i++) {
    uint8_t c = p[i];
    if (vm_charge_span(vm, i, n, &mark, 1)) return -1;
    if (b_isupper(c)) {
      if (prev) { *out = vbool(false); return 0; }
      prev = cased = true;
    } else if (b_islower(c)) {
      if (!prev) { *out = vbool(false); return 0; }
      prev = cased = true;
    } else {
      prev = false;
    }
  }
  *out = vbool(cased);
  return 0;
}

/* center / ljust / rjust (how 0, 1, 2) with a one-byte fill. */
static int b_just(VM *vm, const char *name, Value *args, int nargs, Tuple *kw, int how, Value *out) {
  const uint8_t *p, *f = (const uint8_t *)" ";
  size_t n, fn = 1, left, right;
  int64_t w;
  Buf b = BUF_INIT;
  if (b_check(vm, args[0], name, kw, nargs - 1, 1, 2)) return -1;
  if (vm_ssize(vm, args[1], &w)) return -1;
  if (nargs > 2) {
    if (!bytes_view(args[2], &f, &fn) || fn != 1)
      return vm_raise(vm, T_TypeError, "%s() argument 2 must be a byte string of length 1, not %s",
                      name, val_type_name(args[2]));
  }
  bytes_view(args[0], &p, &n);
  if (w <= (int64_t)n) {
    if (IS_BYTES(args[0])) { *out = args[0]; return 0; }
    return b_make(vm, true, p, n, out);
  }
  if (vm->mem.limit && (uint64_t)w > vm->mem.limit) return vm_nomem(vm);
  if (how == 0) {
    size_t marg = (size_t)w - n;
    left = marg / 2 + (marg & (size_t)w & 1);
  } else {
    left = how == 1 ? 0 : (size_t)w - n;
  }
  right = (size_t)w - n - left;
  if (b_fill(vm, &b, (char)f[0], left)) goto fail;
  if (buf_put(vm, &b, (const char *)p, n)) goto fail;
  if (b_fill(vm, &b, (char)f[0], right)) goto fail;
  return b_finish(vm, SELF_BA(args), &b, out);
fail:
  buf_free(vm, &b);
  return -1;
}

static int b_center(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return b_just(vm, "center", a, n, kw, 0, o); }
static int b_ljust(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return b_just(vm, "ljust", a, n, kw, 1, o); }
static int b_rjust(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return b_just(vm, "rjust", a, n, kw, 2, o); }

static int b_zfill(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  const uint8_t *p;
  size_t n, fill;
  int64_t w;
  Buf b = BUF_INIT;
  if (b_check(vm, args[0], "zfill", kw, nargs - 1, 1, 1)) return -1;
  if (vm_ssize(vm, args[1], &w)) return -1;
  bytes_view(args[0], &p, &n);
  if (w <= (int64_t)n) {
    if (IS_BYTES(args[0])) { *out = args[0]; return 0; }
    return b_make(vm, true, p, n, out);
  }
  if (vm->mem.limit && (uint64_t)w > vm->mem.limit) return vm_nomem(vm);
  fill = (size_t)w - n;
  if (n && (p[0] == '+' || p[0] == '-')) {
    if (buf_putc(vm, &b, (char)p[0])) goto fail;
    p++;
    n--;
  }
  if (b_fill(vm, &b, '0', fill)) goto fail;
  if (buf_put(vm, &b, (const char *)p, n)) goto fail;
  return b_finish(vm, SELF_BA(args), &b, out);
fail:
  buf_free(vm, &b);
  return -1;
}

static int b_expandtabs(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char *const names[] = {"tabsize"};
  Value opt[1];
  const uint8_t *p;
  size_t n, i, col = 0, mark = 0;
  int64_t ts = 8;
  Buf b = BUF_INIT;
  if (sm_kwargs(vm, "expandtabs", args, nargs, kw, names, 1, opt))
    return -1;
  if (nargs > 1) opt[0] = args[1];
  if (opt[0].tag != V_UNDEF && vm_index(vm, opt[0], &ts)) return -1;
  bytes_view(args[0], &p, &n);
  for (i = 0; i < n; i++) {
    /* a byte or a run of spaces written per byte read */
    if (vm_charge_span(vm, i, n, &mark, 8)) goto fail;
    if (p[i] == '\t') {
      if (ts > 0) {
        size_t k = (size_t)ts - col % (size_t)ts;
        if (vm->mem.limit && b.len + k > vm->mem.limit) { buf_free(vm, &b); return vm_nomem(vm); }
        col += k;
        if (b_fill(vm, &b, ' ', k)) goto fail;
      }
    } else {
      if (buf_putc(vm, &b, (char)p[i])) goto fail;
      col = (p[i] == '\n' || p[i] == '\r') ? 0 : col + 1;
    }
  }
  return b_finish(vm, SELF_BA(args), &b, out);
fail:
  buf_free(vm, &b);
  return -1;
}

static int b_replace(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  const uint8_t *p, *q, *w;
  size_t n, m, wn, i = 0, mark = 0;
  int64_t cnt = -1;
  Buf b = BUF_INIT;
  if (b_check(vm, args[0], "replace", kw, nargs - 1, 2, 3)) return -1;
  if (b_arg(vm, args[1], &q, &m) || b_arg(vm, args[2], &w, &wn)) return -1;
  if (nargs > 3 && vm_ssize(vm, args[3], &cnt)) return -1;
  if (cnt < 0) cnt = INT64_MAX;
  bytes_view(args[0], &p, &n);
  if (b_charge(vm, m)) return -1;
  /* charged as it goes, a span of the input at a time: a match costs
  ** about as much as a few bytes */
  if (m == 0) {
    for (i = 0; i <= n; i++) {
      if (vm_charge_span(vm, i, n, &mark, 8)) goto fail;
      if (cnt > 0) {
        if (buf_put(vm, &b, (const char *)w, wn)) goto fail;
        cnt--;
      }
      if (i < n && buf_putc(vm, &b, (char)p[i])) goto fail;
      if (vm->mem.limit && b.len > vm->mem.limit) { buf_free(vm, &b); return vm_nomem(vm); }
    }
  } else {
    Finder f;
    fd_init(&f, (const char *)q, m, false);
    while (cnt-- > 0) {
      ptrdiff_t pos;
      if (vm_charge_span(vm, i, n, &mark, 8)) goto fail;
      pos = fd_find_polled(vm, &f, (const char *)p + i, n - i);
      if (pos == -2) goto fail;
      if (pos < 0) break;
      if (buf_put(vm, &b, (const char *)p + i, (size_t)pos) ||
          buf_put(vm, &b, (const char *)w, wn))
        goto fail;
      i += (size_t)pos + m;
      if (vm->mem.limit && b.len > vm->mem.limit) { buf_free(vm, &b); return vm_nomem(vm); }
    }
    if (buf_put(vm, &b, (const char *)p + i, n - i)) goto fail;
  }
  return b_finish(vm, SELF_BA(args), &b, out);
fail:
  buf_free(vm, &b);
  return -1;
}

static int b_join(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value it, item;
  Buf b = BUF_INIT;
  size_t k = 0;
  int r;
  if (b_check(vm, args[0], "join", kw, nargs - 1, 1, 1)) return -1;
  if (!vm_iter_native(args[1])) {
    if (IS_OBJ(args[1], OT_GEN)) return BI_FALLBACK;
    return vm_raise(vm, T_TypeError, "can only join an iterable");
  }
  if (vm_getiter(vm, args[1], &it)) return -1;
  while ((r = vm_iternext(vm, it, &item)) > 0) {
    const uint8_t *p;
    size_t n;
    if (!bytes_view(item, &p, &n)) {
      buf_free(vm, &b);
      return vm_raise(vm, T_TypeError, "sequence item %zu: expected a bytes-like object, %s found",
                      k, val_type_name(item));
    }
    if (k > 0) {
      const uint8_t *s;
      size_t sn;
      bytes_view(args[0], &s, &sn);
      if (buf_put(vm, &b, (const char *)s, sn)) { buf_free(vm, &b); return -1; }
    }
    if (buf_put(vm, &b, (const char *)p, n)) { buf_free(vm, &b); return -1; }
    k++;
  }
  if (r < 0) { buf_free(vm, &b); return -1; }
  return b_finish(vm, SELF_BA(args), &b, out);
}

int bytes_hex(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char *const names[] = {"sep", "bytes_per_sep"};
  static const char digits[] = "0123456789abcdef";
  Value opt[2];
  const uint8_t *p, *sp = NULL;
  size_t n, sn = 0, i, mark = 0;
  int64_t per = 1;
  Buf b = BUF_INIT;
  int k;
  if (sm_kwargs(vm, "hex", args, nargs, kw, names, 2, opt))
    return -1;
  for (k = 1; k < nargs; k++) opt[k - 1] = args[k];
  if (opt[0].tag != V_UNDEF) {
    if (IS_STR(opt[0])) { sp = (const uint8_t *)AS_STR(opt[0])->data; sn = AS_STR(opt[0])->len; }
    else if (!bytes_view(opt[0], &sp, &sn))
      return vm_raise(vm, T_TypeError, "sep must be str or bytes.");
    /* a str counts characters: one non-ASCII character is not ASCII */
    if (IS_STR(opt[0]) && sn > 1 && sn <= 4 && sp[0] >= 0xC0 && utf8_count((const char *)sp, sn) == 1)
      return vm_raise(vm, T_ValueError, "sep must be ASCII.");
    if (sn != 1) return vm_raise(vm, T_ValueError, "sep must be length 1.");
    if (sp[0] >= 128) return vm_raise(vm, T_ValueError, "sep must be ASCII.");
  }
  if (opt[1].tag != V_UNDEF) {
    if (IS_BIG(opt[1])) per = INT64_MAX;
    else if (vm_index(vm, opt[1], &per)) return -1;
    if (per > INT32_MAX || per < INT32_MIN)
      return vm_raise(vm, T_OverflowError, "Python int too large to convert to C int");
  }
  bytes_view(args[0], &p, &n);
  for (i = 0; i < n; i++) {
    if (vm_charge_span(vm, i, n, &mark, 4)) goto fail;
    if (sp && per != 0 && i > 0) {
      size_t g = (size_t)(per < 0 ? -per : per);
      bool at = per > 0 ? (n - i) % g == 0 : i % g == 0;
      if (at && buf_putc(vm, &b, (char)sp[0])) goto fail;
    }
    if (buf_putc(vm, &b, digits[p[i] >> 4]) || buf_putc(vm, &b, digits[p[i] & 15])) goto fail;
  }
  return buf_finish(vm, &b, out);
fail:
  buf_free(vm, &b);
  return -1;
}

static int b_hexval(int c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

static int b_fromhex_common(VM *vm, bool ba, Value *args, int nargs, Tuple *kw, Value *out) {
  Str *s;
  size_t i = 0, mark = 0;
  Buf b = BUF_INIT;
  if (kw && kw->len)
    return vm_raise(vm, T_TypeError, "%s.fromhex() takes no keyword arguments", ba ? "bytearray" : "bytes");
  if (nargs != 1)
    return vm_raise(vm, T_TypeError, "%s.fromhex() takes exactly one argument (%d given)",
                    ba ? "bytearray" : "bytes", nargs);
  if (!IS_STR(args[0]))
    return vm_raise(vm, T_TypeError, "fromhex() argument must be str, not %s",
                    args[0].tag == V_NONE ? "None" : val_type_name(args[0]));
  s = AS_STR(args[0]);
  for (;;) {
    int hi, lo;
    while (i < s->len && b_isspace((uint8_t)s->data[i])) i++;
    if (i >= s->len) break;
    /* two digits and a byte written: a few operations per digit */
    if (vm_charge_span(vm, i, s->len, &mark, 4)) { buf_free(vm, &b); return -1; }
    hi = b_hexval((unsigned char)s->data[i]);
    lo = i + 1 < s->len ? b_hexval((unsigned char)s->data[i + 1]) : -1;
    if (hi < 0 || lo < 0) {
      size_t at = hi < 0 ? i : i + 1;
      buf_free(vm, &b);
      return vm_raise(vm, T_ValueError,
                      "non-hexadecimal number found in fromhex() arg at position %zu",
                      utf8_count(s->data, at));
    }
    if (buf_putc(vm, &b, (char)(hi * 16 + lo))) { buf_free(vm, &b); return -1; }
    i += 2;
  }
  return b_finish(vm, ba, &b, out);
}

static int b_fromhex(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return b_fromhex_common(vm, false, a, n, kw, o); }
static int ba_fromhex(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return b_fromhex_common(vm, true, a, n, kw, o); }

static int b_decode(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char *const names[] = {"encoding", "errors"};
  Value opt[2];
  int k;
  if (sm_kwargs(vm, "decode", args, nargs, kw, names, 2, opt))
    return -1;
  for (k = 1; k < nargs; k++) opt[k - 1] = args[k];
  for (k = 0; k < 2; k++)
    if (opt[k].tag != V_UNDEF && !IS_STR(opt[k]))
      return vm_raise(vm, T_TypeError, "decode() argument '%s' must be str, not %s", names[k],
                      opt[k].tag == V_NONE ? "None" : val_type_name(opt[k]));
  return codec_decode(vm, args[0], opt[0].tag == V_UNDEF ? NULL : AS_STR(opt[0]),
                      opt[1].tag == V_UNDEF ? NULL : AS_STR(opt[1]), out);
}

/* bytes.maketrans(frm, to): a 256-byte table. */
static int b_maketrans(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  const uint8_t *f, *t;
  size_t fn, tn, i;
  Bytes *r;
  if (arg_nokw(vm, "maketrans", kw) || arg_count(vm, "maketrans", nargs, 2, 2)) return -1;
  if (b_arg(vm, args[0], &f, &fn) || b_arg(vm, args[1], &t, &tn)) return -1;
  if (fn != tn) return vm_raise(vm, T_ValueError, "maketrans arguments must have same length");
  r = bytes_alloc(vm, 256);
  if (r == NULL) return -1;
  for (i = 0; i < 256; i++) r->data[i] = (uint8_t)i;
  bytes_view(args[0], &f, &fn);
  bytes_view(args[1], &t, &tn);
  for (i = 0; i < fn; i++) r->data[f[i]] = t[i];
  *out = vobj(r);
  return 0;
}

static int b_translate(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char *const names[] = {"delete"};
  Value opt[1];
  const uint8_t *p, *tab = NULL, *del = NULL;
  size_t n, tn = 0, dn = 0, i, mark = 0;
  Buf b = BUF_INIT;
  /* (clinic: table positional only, delete by name too) */
  if (nargs - 1 + (kw ? (int)kw->len : 0) > 2)
    return vm_raise(vm, T_TypeError, "translate() takes at most 2 arguments (%d given)",
                    nargs - 1 + (kw ? (int)kw->len : 0));
  if (nargs < 2)
    return vm_raise(vm, T_TypeError, "translate() takes at least 1 positional argument (%d given)",
                    nargs - 1);
  if (arg_kw(vm, "translate", args, nargs, kw, names, 1, opt)) return -1;
  if (nargs > 2) opt[0] = args[2];
  if (args[1].tag != V_NONE) {
    if (b_arg(vm, args[1], &tab, &tn)) return -1;
    if (tn != 256) return vm_raise(vm, T_ValueError, "translation table must be 256 characters long");
  }
  if (opt[0].tag != V_UNDEF && b_arg(vm, opt[0], &del, &dn)) return -1;
  bytes_view(args[0], &p, &n);
  if (del == NULL) {
    /* a map alone: a span at a time through a block on the stack */
    uint8_t blk[SPAN_BYTES];
    for (i = 0; i < n;) {
      size_t k = 0;
      if (vm_charge_span(vm, i, n, &mark, 2)) { buf_free(vm, &b); return -1; }
      for (; i < mark; i++) blk[k++] = tab ? tab[p[i]] : p[i];
      if (buf_put(vm, &b, (const char *)blk, k)) { buf_free(vm, &b); return -1; }
    }
    return b_finish(vm, SELF_BA(args), &b, out);
  }
  for (i = 0; i < n; i++) {
    if (vm_charge_span(vm, i, n, &mark, 2 + (unsigned)(dn / 8))) { buf_free(vm, &b); return -1; }
    if (memchr(del, p[i], dn)) continue;
    if (buf_putc(vm, &b, (char)(tab ? tab[p[i]] : p[i]))) { buf_free(vm, &b); return -1; }
  }
  return b_finish(vm, SELF_BA(args), &b, out);
}

/* ---- bytearray mutators ---- */

#define BA(args) ((ByteArray *)(args)[0].u.o)

static int ba_append(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  uint8_t c;
  if (b_check(vm, args[0], "append", kw, nargs - 1, 1, 1)) return -1;
  if (b_byte(vm, args[1], &c) || ba_reserve(vm, BA(args), BA(args)->len + 1)) return -1;
  BA(args)->data[BA(args)->len++] = c;
  *out = VNONE;
  return 0;
}

static int ba_extend(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Buf b = BUF_INIT;
  int r;
  if (b_check(vm, args[0], "extend", kw, nargs - 1, 1, 1)) return -1;
  if (IS_STR(args[1]))
    return vm_raise(vm, T_TypeError, "'str' object cannot be interpreted as an integer");
  r = b_from(vm, args[1], &b, "bytearray");
  if (r) {
    buf_free(vm, &b);
    if (r > 0) return BI_FALLBACK;
    if (vm->exc.tag == V_OBJ && AS_EXC(vm->exc)->type == T_TypeError && IS_INTLIKE(args[1])) {
      vm->exc = VUNDEF;
      return vm_raise(vm, T_TypeError, "can't extend bytearray with %s", val_type_name(args[1]));
    }
    return -1;
  }
  if (IS_INTLIKE(args[1])) {
    buf_free(vm, &b);
    return vm_raise(vm, T_TypeError, "can't extend bytearray with %s", val_type_name(args[1]));
  }
  if (ba_reserve(vm, BA(args), BA(args)->len + b.len)) { buf_free(vm, &b); return -1; }
  if (b.len) memcpy(BA(args)->data + BA(args)->len, b.p, b.len);
  BA(args)->len += b.len;
  buf_free(vm, &b);
  *out = VNONE;
  return 0;
}

static int ba_insert(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  ByteArray *a = BA(args);
  int64_t i, n;
  uint8_t c;
  if (b_check(vm, args[0], "insert", kw, nargs - 1, 2, 2)) return -1;
  if (vm_ssize(vm, args[1], &i) || b_byte(vm, args[2], &c)) return -1;
  n = (int64_t)a->len;
  if (i < 0) { i += n; if (i < 0) i = 0; }
  if (i > n) i = n;
  if (ba_reserve(vm, a, a->len + 1) || vm_charge_bytes(vm, a->len - (size_t)i)) return -1;
  memmove(a->data + i + 1, a->data + i, a->len - (size_t)i);
  a->data[i] = c;
  a->len++;
  *out = VNONE;
  return 0;
}

static int ba_pop(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  ByteArray *a = BA(args);
  int64_t i = -1;
  if (b_check(vm, args[0], "pop", kw, nargs - 1, 0, 1)) return -1;
  if (nargs > 1 && vm_ssize(vm, args[1], &i)) return -1;
  if (a->len == 0) return vm_raise(vm, T_IndexError, "pop from empty bytearray");
  if (i < 0) i += (int64_t)a->len;
  if (i < 0 || i >= (int64_t)a->len) return vm_raise(vm, T_IndexError, "pop index out of range");
  if (vm_charge_bytes(vm, a->len - (size_t)i)) return -1;
  *out = vint(a->data[i]);
  memmove(a->data + i, a->data + i + 1, a->len - (size_t)i - 1);
  a->len--;
  return 0;
}

static int ba_remove(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  ByteArray *a = BA(args);
  uint8_t c;
  uint8_t *at;
  if (b_check(vm, args[0], "remove", kw, nargs - 1, 1, 1)) return -1;
  if (b_byte(vm, args[1], &c)) return -1;
  at = a->len ? memchr(a->data, c, a->len) : NULL;
  if (vm_charge_bytes(vm, a->len)) return -1;
  if (at == NULL) return vm_raise(vm, T_ValueError, "value not found in bytearray");
  memmove(at, at + 1, a->len - (size_t)(at - a->data) - 1);
  a->len--;
  *out = VNONE;
  return 0;
}

static int ba_reverse(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  ByteArray *a = BA(args);
  size_t i;
  if (b_check(vm, args[0], "reverse", kw, nargs - 1, 0, 0) ||
      b_charge(vm, a->len))
    return -1;
  for (i = 0; i < a->len / 2; i++) {
    uint8_t t = a->data[i];
    a->data[i] = a->data[a->len - 1 - i];
    a->data[a->len - 1 - i] = t;
  }
  *out = VNONE;
  return 0;
}

static int ba_clear(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (b_check(vm, args[0], "clear", kw, nargs - 1, 0, 0)) return -1;
  BA(args)->len = 0;
  *out = VNONE;
  return 0;
}

static int ba_copy(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (b_check(vm, args[0], "copy", kw, nargs - 1, 0, 0)) return -1;
  return b_make(vm, true, BA(args)->data ? BA(args)->data : (uint8_t *)"", BA(args)->len, out);
}

/* The methods bytes and bytearray share, in CPython's order; fromhex is a
** class method whose result type is the class's. */
#define BYTES_COMMON(X) \
  X("capitalize", b_capitalize, 0) X("center", b_center, 0) X("count", b_count, 0) \
  X("decode", b_decode, 0) X("endswith", b_endswith, 0) X("expandtabs", b_expandtabs, 0) \
  X("find", b_find, 0) X("hex", bytes_hex, 0) X("index", b_index, 0) \
  X("isalnum", b_isalnum_m, 0) X("isalpha", b_isalpha_m, 0) X("isascii", b_isascii, 0) \
  X("isdigit", b_isdigit_m, 0) X("islower", b_islower_m, 0) X("isspace", b_isspace_m, 0) \
  X("istitle", b_istitle, 0) X("isupper", b_isupper_m, 0) \
  X("ljust", b_ljust, 0) X("lower", b_lower, 0) X("lstrip", b_lstrip, 0) \
  X("maketrans", b_maketrans, METH_STATIC) X("partition", b_partition, 0) \
  X("removeprefix", b_removeprefix, 0) X("removesuffix", b_removesuffix, 0) \
  X("replace", b_replace, 0) X("rfind", b_rfind, 0) X("rindex", b_rindex, 0) \
  X("rjust", b_rjust, 0) X("rpartition", b_rpartition, 0) X("rsplit", b_rsplit, 0) \
  X("rstrip", b_rstrip, 0) X("split", b_split, 0) X("splitlines", b_splitlines, 0) \
  X("startswith", b_startswith, 0) X("strip", b_strip, 0) X("swapcase", b_swapcase, 0) \
  X("title", b_title, 0) X("translate", b_translate, 0) X("upper", b_upper, 0) \
  X("zfill", b_zfill, 0)

#define B_ENTRY(name, fn, flags) {name, fn, NULL, flags},

const Method bytes_methods[] = {
  {"join", b_join, "_bytes_join", 0},
  BYTES_COMMON(B_ENTRY)
  {"fromhex", b_fromhex, NULL, METH_STATIC},
};
const int bytes_methods_n = (int)(sizeof bytes_methods / sizeof bytes_methods[0]);

const Method bytearray_methods[] = {
  {"join", b_join, "_bytes_join", 0},
  BYTES_COMMON(B_ENTRY)
  {"fromhex", ba_fromhex, NULL, METH_STATIC},
  {"append", ba_append, NULL, 0}, {"clear", ba_clear, NULL, 0}, {"copy", ba_copy, NULL, 0},
  {"extend", ba_extend, "_bytearray_extend", 0}, {"insert", ba_insert, NULL, 0},
  {"pop", ba_pop, NULL, 0}, {"remove", ba_remove, NULL, 0}, {"reverse", ba_reverse, NULL, 0},
};
const int bytearray_methods_n = (int)(sizeof bytearray_methods / sizeof bytearray_methods[0]);
