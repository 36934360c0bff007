/*
** struct.c - the struct module's packing and unpacking (struct.py has the
** module's Python face: pack, unpack, Struct, error).
**
** A format is parsed at each call (it is short): an optional byte order
** (@ native size and alignment, = < little-endian, > ! big-endian; standard
** sizes without alignment), then items: an optional count and a code
** (x c b B ? h H i I l L q Q n N e f d s p P).  Native means x86-64/LP64
** here, as the CPython that baton follows.
**
** The messages are CPython 3.11's _struct.c's, including its quirks: a
** code whose standard size equals the native one packs through the native
** routine under < and = ("short format requires ..."), the others through
** the standard one ("'h' format requires ...").
**
** Errors that are struct.error come back to struct.py as a str result (the
** message), which raises error(message); TypeError and OverflowError are
** raised here.  The work is charged to the step budget by the bytes made
** or read.
*/
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "lib.h"
#include "../bytes.h"
#include "../bigint.h"
#include "../limits.h"
#include "../class.h"

typedef struct Fmt {
  const char *s, *end;
  char order;          /* '@', '<' or '>' ('=' is '<', '!' is '>') */
  bool native;         /* '@': native sizes and alignment */
  bool swapnative;     /* '<' / '=': codes of native size use native routines */
} Fmt;

/* size of a code, 0: unknown code */
static size_t code_size(const Fmt *f, char c) {
  switch (c) {
  case 'x': case 'c': case 'b': case 'B': case '?': case 's': case 'p': return 1;
  case 'h': case 'H': case 'e': return 2;
  case 'i': case 'I': case 'f': return 4;
  case 'l': case 'L': return f->native ? 8 : 4;
  case 'q': case 'Q': case 'd': return 8;
  case 'n': case 'N': case 'P': return f->native ? 8 : 0;
  default: return 0;
  }
}

static void fmt_begin(Fmt *f, const char *s, size_t n) {
  f->s = s;
  f->end = s + n;
  f->order = '@';
  f->native = true;
  f->swapnative = false;
  if (n > 0 && (*s == '@' || *s == '=' || *s == '<' || *s == '>' || *s == '!')) {
    f->native = *s == '@';
    f->order = *s == '@' ? '@' : (*s == '=' || *s == '<') ? '<' : '>';
    f->swapnative = *s == '=' || *s == '<';
    f->s++;
  }
}

/* The next item: 1 with *code and *count, 0 at the end, -1 with *err. */
static int fmt_next(Fmt *f, char *code, uint64_t *count, const char **err) {
  char c;
  while (f->s < f->end && (*f->s == ' ' || (*f->s >= '\t' && *f->s <= '\r'))) f->s++;
  if (f->s >= f->end) return 0;
  c = *f->s++;
  *count = 1;
  if (c >= '0' && c <= '9') {
    uint64_t n = (uint64_t)(c - '0');
    while (f->s < f->end && *f->s >= '0' && *f->s <= '9') {
      if (n > ((uint64_t)INT64_MAX - 9) / 10) { *err = "total struct size too long"; return -1; }
      n = n * 10 + (uint64_t)(*f->s++ - '0');
    }
    if (f->s >= f->end) { *err = "repeat count given without format specifier"; return -1; }
    c = *f->s++;
    *count = n;
  }
  if (code_size(f, c) == 0) { *err = "bad char in struct format"; return -1; }
  *code = c;
  return 1;
}

/* Total size and number of arguments of a format; -1 with *err. */
static int fmt_measure(Fmt f, uint64_t *size, uint64_t *nargs, const char **err) {
  char c;
  uint64_t n, sz = 0, na = 0;
  int r;
  while ((r = fmt_next(&f, &c, &n, err)) > 0) {
    uint64_t isz = code_size(&f, c);
    if (f.native && c != 's' && c != 'p' && isz > 1) sz = (sz + isz - 1) / isz * isz;
    if (n > ((uint64_t)INT64_MAX - sz) / isz) { *err = "total struct size too long"; return -1; }
    sz += n * isz;
    if (c == 's' || c == 'p') na++;
    else if (c != 'x') na += n;
  }
  if (r < 0) return -1;
  *size = sz;
  *nargs = na;
  return 0;
}

/* ---- integers ---- */

/* v as int64 (*kind 1), as uint64 beyond int64 (*kind 2), or outside both
** (*kind 0, *neg its sign); -1: not an integer (struct.error). */
static int int_parts(Value v, int64_t *i, uint64_t *u, int *kind, bool *neg) {
  if (v.tag == V_BOOL || v.tag == V_INT) {
    *i = v.u.i;
    *u = (uint64_t)v.u.i;
    *kind = 1;
    *neg = v.u.i < 0;
    return 0;
  }
  if (IS_BIG(v)) {
    BigInt *b = AS_BIG(v);
    *neg = b->neg != 0;
    if (!b->neg && b->n == 2) {   /* outside int64, so >= 2**63 */
      *u = (uint64_t)b->d[0] | (uint64_t)b->d[1] << 32;
      *kind = 2;
    } else {
      *kind = 0;
    }
    return 0;
  }
  return -1;
}

static void put_uint(uint8_t *p, uint64_t x, size_t size, bool big) {
  size_t k;
  for (k = 0; k < size; k++) p[big ? size - 1 - k : k] = (uint8_t)(x >> (8 * k));
}

static uint64_t get_uint(const uint8_t *p, size_t size, bool big) {
  uint64_t x = 0;
  size_t k;
  for (k = 0; k < size; k++) x |= (uint64_t)p[big ? size - 1 - k : k] << (8 * k);
  return x;
}

static const char *range_msg(char *buf, size_t n, char c, size_t size, bool is_unsigned) {
  uint64_t ulargest = size >= 8 ? UINT64_MAX : ((uint64_t)1 << (8 * size)) - 1;
  if (is_unsigned)
    snprintf(buf, n, "'%c' format requires 0 <= number <= %llu", c, (unsigned long long)ulargest);
  else
    snprintf(buf, n, "'%c' format requires %lld <= number <= %lld", c,
             (long long)~(int64_t)(ulargest >> 1), (long long)(ulargest >> 1));
  return buf;
}

/* Pack the integer v for code c: 0, or -1 with *err (struct.error). */
static int pack_int(const Fmt *f, char c, Value v, uint8_t *p, const char **err, char *ebuf,
                    size_t elen) {
  int64_t i = 0;
  uint64_t u = 0;
  int kind;
  bool neg, big = f->order == '>';
  size_t size = code_size(f, c);
  /* which routine CPython uses: native (np_*), or standard (bp_/lp_*) */
  bool natroutine = f->native || c == 'b' || c == 'B' ||
                    (f->swapnative && c != 'l' && c != 'L');
  if (int_parts(vm_unbox(v), &i, &u, &kind, &neg)) {
    *err = "required argument is not an integer";
    return -1;
  }
  if (c == 'P') {
    if (kind == 0) { *err = "int too large to convert"; return -1; }
    put_uint(p, kind == 1 ? (uint64_t)i : u, 8, false);
    return 0;
  }
  if (!natroutine && (c == 'q' || c == 'Q')) {   /* bp_longlong: _PyLong_AsByteArray */
    if (c == 'q' ? kind != 1 : (kind == 0 || (kind == 1 && i < 0))) {
      *err = "int too large to convert";
      return -1;
    }
    put_uint(p, kind == 1 ? (uint64_t)i : u, 8, big);
    return 0;
  }
  if (strchr(natroutine ? "bBhHilqn" : "hil", c)) {
    /* through a C long first: beyond int64 is out of range */
    if (kind != 1) { *err = "argument out of range"; return -1; }
    if (natroutine) {
      if (c == 'b' && (i < -128 || i > 127)) *err = "byte format requires -128 <= number <= 127";
      if (c == 'B' && (i < 0 || i > 255)) *err = "ubyte format requires 0 <= number <= 255";
      if (c == 'h' && (i < -32768 || i > 32767)) *err = "short format requires -32768 <= number <= 32767";
      if (c == 'H' && (i < 0 || i > 65535)) *err = "ushort format requires 0 <= number <= 65535";
      if (c == 'i' && (i < INT32_MIN || i > INT32_MAX)) *err = range_msg(ebuf, elen, c, 4, false);
    } else if ((size == 2 && (i < -32768 || i > 32767)) ||
               (size == 4 && (i < INT32_MIN || i > INT32_MAX))) {
      *err = range_msg(ebuf, elen, c, size, false);
    }
    if (*err) return -1;
    put_uint(p, (uint64_t)i, size, big);
    return 0;
  }
  /* unsigned through get_ulong: negative or beyond 64 bits is out of range */
  if (kind == 0 || (kind == 1 && i < 0)) { *err = "argument out of range"; return -1; }
  u = kind == 1 ? (uint64_t)i : u;
  if (size < 8 && u >= (uint64_t)1 << (8 * size)) {
    *err = range_msg(ebuf, elen, c, size, true);
    return -1;
  }
  put_uint(p, u, size, big);
  return 0;
}

static int unpack_int(VM *vm, const Fmt *f, char c, const uint8_t *p, Value *out) {
  size_t size = code_size(f, c);
  uint64_t x = get_uint(p, size, f->order == '>');
  bool is_signed = c == 'b' || c == 'h' || c == 'i' || c == 'l' || c == 'q' || c == 'n';
  if (is_signed) {
    int64_t v = size < 8 && (x >> (8 * size - 1)) ? (int64_t)(x - ((uint64_t)1 << (8 * size)))
                                                 : (int64_t)x;
    *out = vint(v);
    return 0;
  }
  if (x > (uint64_t)INT64_MAX) return big_from_u64(vm, x, out);
  *out = vint((int64_t)x);
  return 0;
}

/* ---- floats ---- */

/* IEEE half from a double, rounding half to even; -1 on overflow */
static int half_pack(double x, uint16_t *out) {
  uint16_t sign = signbit(x) ? 0x8000 : 0;
  double a = fabs(x);
  int e;
  double m;
  uint32_t bits;
  if (isnan(x)) { *out = sign | 0x7e00; return 0; }
  if (isinf(x)) { *out = sign | 0x7c00; return 0; }
  if (a == 0.0) { *out = sign; return 0; }
  m = frexp(a, &e);   /* a = m * 2**e, 0.5 <= m < 1 */
  if (e < -13) {
    /* subnormal: units of 2**-24 */
    double q = ldexp(a, 24), fl = floor(q), r = q - fl;
    bits = (uint32_t)fl;
    if (r > 0.5 || (r == 0.5 && (bits & 1))) bits++;
    *out = sign | (uint16_t)bits;   /* may carry into the smallest normal */
    return 0;
  }
  {
    /* normal: 11 significant bits */
    double q = ldexp(m, 11), fl = floor(q), r = q - fl;
    uint32_t mant = (uint32_t)fl;
    int ex = e - 1 + 15;
    if (r > 0.5 || (r == 0.5 && (mant & 1))) mant++;
    if (mant == 2048) { mant = 1024; ex++; }
    if (ex >= 31) return -1;
    bits = (uint32_t)ex << 10 | (mant & 0x3ff);
    *out = sign | (uint16_t)bits;
    return 0;
  }
}

static double half_unpack(uint16_t h) {
  int ex = (h >> 10) & 0x1f;
  unsigned mant = h & 0x3ff;
  double v;
  if (ex == 31) v = mant ? NAN : INFINITY;
  else if (ex == 0) v = ldexp((double)mant, -24);
  else v = ldexp((double)(mant | 0x400), ex - 25);
  return (h & 0x8000) ? -v : v;
}

static int pack_float(VM *vm, const Fmt *f, char c, Value v, uint8_t *p, const char **err) {
  double x;
  bool big = f->order == '>';
  v = vm_unbox(v);
  if (v.tag == V_FLOAT) {
    x = v.u.f;
  } else if (!IS_INTLIKE(v) || vm_to_double(vm, v, &x)) {
    vm->exc = VUNDEF;   /* CPython's message for any failed conversion */
    *err = "required argument is not a float";
    return -1;
  }
  if (isnan(x)) {   /* a NaN made by an operation packs as the plain one */
    uint64_t nb;
    memcpy(&nb, &x, 8);
    if (nb & NAN_MADE_BIT) nb &= ~(NAN_MADE_BIT | NAN_SERIAL_MASK);
    memcpy(&x, &nb, 8);
  }
  if (c == 'd') {
    uint64_t bits;
    memcpy(&bits, &x, 8);
    put_uint(p, bits, 8, big);
  } else if (c == 'f') {
    float y = (float)x;
    uint32_t bits;
    if (isinf(y) && !isinf(x) && !f->native) {   /* '@f' is a plain cast, as CPython's */
      vm_raise(vm, T_OverflowError, "float too large to pack with f format");
      return -2;
    }
    memcpy(&bits, &y, 4);
    put_uint(p, bits, 4, big);
  } else {
    uint16_t h;
    if (half_pack(x, &h)) {
      vm_raise(vm, T_OverflowError, "float too large to pack with e format");
      return -2;
    }
    put_uint(p, h, 2, big);
  }
  return 0;
}

static double unpack_float(const Fmt *f, char c, const uint8_t *p) {
  bool big = f->order == '>';
  if (c == 'd') {
    uint64_t bits = get_uint(p, 8, big);
    double x;
    memcpy(&x, &bits, 8);
    return x;
  }
  if (c == 'f') {
    uint32_t bits = (uint32_t)get_uint(p, 4, big);
    float y;
    memcpy(&y, &bits, 4);
    return (double)y;
  }
  return half_unpack((uint16_t)get_uint(p, 2, big));
}

/* ---- the natives ---- */

static int fmt_arg(VM *vm, Value v, Fmt *f) {
  if (IS_STR(v)) { fmt_begin(f, AS_STR(v)->data, AS_STR(v)->len); return 0; }
  if (IS_BYTES(v)) { fmt_begin(f, (const char *)((Bytes *)v.u.o)->data, ((Bytes *)v.u.o)->len); return 0; }
  return vm_raise(vm, T_TypeError, "Struct() argument 1 must be a str or bytes object, not %s",
                  val_type_name(v));
}

static int error_str(VM *vm, const char *msg, Value *out) { return str_newc(vm, msg, out); }

/* "pack expected 2 items for packing (got 1)" */
static int count_error(VM *vm, const char *fn, uint64_t want, size_t got, Value *out) {
  char ebuf[96];
  snprintf(ebuf, sizeof ebuf, "%s expected %llu items for packing (got %zu)", fn,
           (unsigned long long)want, got);
  return error_str(vm, ebuf, out);
}

/* Pack args (a tuple) by f into p[0..size): 0, 1 with *err, -1 raised. */
static int pack_items(VM *vm, Fmt f, const Value *args, uint8_t *p, const char **err,
                      char *ebuf, size_t elen) {
  char c;
  uint64_t n, off = 0, k;
  size_t a = 0;
  int r;
  while ((r = fmt_next(&f, &c, &n, err)) > 0) {
    size_t isz = code_size(&f, c);
    if (f.native && c != 's' && c != 'p' && isz > 1) off = (off + isz - 1) / isz * isz;
    if (c == 'x') { memset(p + off, 0, n); off += n; continue; }
    if (c == 's' || c == 'p') {
      Value v = args[a++];
      const uint8_t *d;
      size_t dn, m;
      if (!IS_BYTES(v) && !IS_BYTEARRAY(v)) {
        *err = c == 's' ? "argument for 's' must be a bytes object" : "argument for 'p' must be a bytes object";
        return 1;
      }
      bytes_view(v, &d, &dn);
      memset(p + off, 0, n);
      if (c == 's') {
        m = dn < n ? dn : n;
        if (m) memcpy(p + off, d, m);
      } else if (n > 0) {
        m = dn < n - 1 ? dn : n - 1;
        if (m) memcpy(p + off + 1, d, m);
        p[off] = (uint8_t)(m > 255 ? 255 : m);
      }
      off += n;
      continue;
    }
    for (k = 0; k < n; k++, off += isz) {
      Value v = args[a++];
      int e = 0;
      if (c == 'c') {
        if (!IS_BYTES(v) || ((Bytes *)v.u.o)->len != 1) {
          *err = "char format requires a bytes object of length 1";
          return 1;
        }
        p[off] = ((Bytes *)v.u.o)->data[0];
      } else if (c == '?') {
        if (user_class(v)) return vm_raise_needs_py(vm, "__bool__", v);
        p[off] = vm_truthy(v) ? 1 : 0;
      } else if (c == 'e' || c == 'f' || c == 'd') {
        e = pack_float(vm, &f, c, v, p + off, err);
        if (e == -2) return -1;
      } else {
        e = pack_int(&f, c, v, p + off, err, ebuf, elen);
      }
      if (e) return 1;
    }
  }
  return r < 0 ? 1 : 0;
}

/* _pack(fmt, args) -> bytes, or str: the struct.error message */
static int s_pack(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Fmt f;
  uint64_t size, na;
  const char *err = NULL;
  char ebuf[96];
  Tuple *t;
  Bytes *b;
  int r;
  if (arg_nokw(vm, "_pack", kw) || arg_count(vm, "_pack", nargs, 2, 2)) return -1;
  if (fmt_arg(vm, args[0], &f)) return -1;
  t = AS_TUPLE(args[1]);
  if (fmt_measure(f, &size, &na, &err)) return error_str(vm, err, out);
  if (na != t->len) return count_error(vm, "pack", na, t->len, out);
  if (vm_charge_bytes(vm, size)) return -1;
  b = bytes_alloc(vm, (size_t)size);
  if (b == NULL) return -1;
  *out = vobj(b);
  memset(b->data, 0, (size_t)size);
  r = pack_items(vm, f, t->items, b->data, &err, ebuf, sizeof ebuf);
  if (r < 0) return -1;
  if (r > 0) return error_str(vm, err, out);
  return 0;
}

/* _pack_into(fmt, buffer, offset, args) -> None, or str */
static int s_pack_into(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Fmt f;
  uint64_t size, na;
  const char *err = NULL;
  char ebuf[160];
  Tuple *t;
  uint8_t *p, *tmp;
  size_t blen;
  int64_t off;
  int r;
  Value buf;
  if (arg_nokw(vm, "_pack_into", kw) || arg_count(vm, "_pack_into", nargs, 4, 4)) return -1;
  if (fmt_arg(vm, args[0], &f)) return -1;
  buf = args[1];
  t = AS_TUPLE(args[3]);
  if (IS_BYTEARRAY(buf)) {
    p = ((ByteArray *)buf.u.o)->data;
    blen = ((ByteArray *)buf.u.o)->len;
  } else if (IS_OBJ(buf, OT_MEMVIEW) && !(buf.u.o->flags & MV_READONLY) &&
             IS_BYTEARRAY(((MemView *)buf.u.o)->obj)) {
    const uint8_t *cp;
    if (!memview_contiguous(buf, &cp, &blen))
      return vm_raise(vm, T_TypeError, "memoryview: underlying buffer is not C-contiguous");
    p = (uint8_t *)cp;   /* a writable view of a bytearray's own block */
  } else {
    return vm_raise(vm, T_TypeError, "argument must be read-write bytes-like object, not %s",
                    val_type_name(buf));
  }
  if (vm_index(vm, args[2], &off)) return -1;
  if (fmt_measure(f, &size, &na, &err)) return error_str(vm, err, out);
  if (na != t->len) return count_error(vm, "pack_into", na, t->len, out);
  if (off < 0) {
    if (off + (int64_t)size > 0) {
      snprintf(ebuf, sizeof ebuf, "no space to pack %llu bytes at offset %lld",
               (unsigned long long)size, (long long)off);
      return error_str(vm, ebuf, out);
    }
    if (off + (int64_t)blen < 0) {
      snprintf(ebuf, sizeof ebuf, "offset %lld out of range for %zu-byte buffer", (long long)off, blen);
      return error_str(vm, ebuf, out);
    }
    off += (int64_t)blen;
  }
  if ((uint64_t)blen < size || (uint64_t)off > (uint64_t)blen - size) {
    snprintf(ebuf, sizeof ebuf, "pack_into requires a buffer of at least %llu bytes for packing "
             "%llu bytes at offset %lld (actual buffer size is %zu)",
             (unsigned long long)(size + (uint64_t)off), (unsigned long long)size,
             (long long)off, blen);
    return error_str(vm, ebuf, out);
  }
  if (vm_charge_bytes(vm, size)) return -1;
  /* packed aside first: an error leaves the buffer as it was */
  tmp = mem_alloc(&vm->mem, size ? (size_t)size : 1);
  if (tmp == NULL) return vm_nomem(vm);
  memset(tmp, 0, (size_t)size);
  r = pack_items(vm, f, t->items, tmp, &err, ebuf, sizeof ebuf);
  if (r == 0 && size) memcpy(p + off, tmp, (size_t)size);
  mem_free(&vm->mem, tmp, size ? (size_t)size : 1);
  if (r < 0) return -1;
  if (r > 0) return error_str(vm, err, out);
  *out = VNONE;
  return 0;
}

/* _unpack(fmt, buffer, offset, from) -> tuple, or str.  from: 0 unpack
** (the buffer is exactly the size), 1 unpack_from, 2 iter_unpack's step
** (no checks: struct.py made them) */
static int s_unpack(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Fmt f;
  uint64_t size, na, n, k;
  const char *err = NULL;
  char ebuf[160], c;
  const uint8_t *p;
  size_t blen, i = 0;
  int64_t off, mode;
  Tuple *t;
  if (arg_nokw(vm, "_unpack", kw) || arg_count(vm, "_unpack", nargs, 4, 4)) return -1;
  if (fmt_arg(vm, args[0], &f)) return -1;
  if (!bytes_view(args[1], &p, &blen))
    return vm_raise(vm, T_TypeError, "a bytes-like object is required, not '%s'",
                    val_type_name(args[1]));
  if (vm_index(vm, args[2], &off) || vm_index(vm, args[3], &mode)) return -1;
  if (fmt_measure(f, &size, &na, &err)) return error_str(vm, err, out);
  if (mode == 0) {
    if (size != blen) {
      snprintf(ebuf, sizeof ebuf, "unpack requires a buffer of %llu bytes", (unsigned long long)size);
      return error_str(vm, ebuf, out);
    }
  } else if (mode == 1) {
    if (off < 0) {
      if (off + (int64_t)blen < 0) {
        snprintf(ebuf, sizeof ebuf, "offset %lld out of range for %zu-byte buffer", (long long)off, blen);
        return error_str(vm, ebuf, out);
      }
      if (off + (int64_t)size > 0) {
        snprintf(ebuf, sizeof ebuf, "not enough data to unpack %llu bytes at offset %lld",
                 (unsigned long long)size, (long long)off);
        return error_str(vm, ebuf, out);
      }
      off += (int64_t)blen;
    }
    if ((uint64_t)off > blen || blen - (size_t)off < size) {
      snprintf(ebuf, sizeof ebuf, "unpack_from requires a buffer of at least %llu bytes for "
               "unpacking %llu bytes at offset %lld (actual buffer size is %zu)",
               (unsigned long long)(size + (uint64_t)off), (unsigned long long)size,
               (long long)off, blen);
      return error_str(vm, ebuf, out);
    }
  }
  if (off < 0 || (uint64_t)off > blen || blen - (size_t)off < size)
    return vm_raise(vm, T_ValueError, "struct: bad offset");
  if (vm_charge_bytes(vm, size + na)) return -1;
  p += off;
  t = tuple_new(vm, (size_t)na);
  if (t == NULL) return -1;
  {
    uint64_t pos = 0;
    while (fmt_next(&f, &c, &n, &err) > 0) {
      size_t isz = code_size(&f, c);
      if (f.native && c != 's' && c != 'p' && isz > 1) pos = (pos + isz - 1) / isz * isz;
      if (c == 'x') { pos += n; continue; }
      if (c == 's' || c == 'p') {
        size_t m = (size_t)n;
        const uint8_t *d = p + pos;
        if (c == 'p') {
          m = n ? (size_t)(p[pos] < n - 1 ? p[pos] : n - 1) : 0;
          d = p + pos + 1;
        }
        if (bytes_new(vm, d, m, &t->items[i++])) return -1;
        pos += n;
        continue;
      }
      for (k = 0; k < n; k++, pos += isz) {
        Value *o = &t->items[i];
        if (vm_poll_item(vm, i++)) return -1;
        if (c == 'c') {
          if (bytes_new(vm, p + pos, 1, o)) return -1;
        } else if (c == '?') {
          *o = vbool(p[pos] != 0);
        } else if (c == 'e' || c == 'f' || c == 'd') {
          *o = vfloat(unpack_float(&f, c, p + pos));
        } else if (c == 'P') {
          uint64_t x = get_uint(p + pos, 8, false);
          if (x > (uint64_t)INT64_MAX) { if (big_from_u64(vm, x, o)) return -1; }
          else *o = vint((int64_t)x);
        } else if (unpack_int(vm, &f, c, p + pos, o)) {
          return -1;
        }
      }
    }
  }
  *out = vobj(t);
  return 0;
}

/* _calcsize(fmt) -> int, or str */
static int s_calcsize(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Fmt f;
  uint64_t size, na;
  const char *err = NULL;
  if (arg_nokw(vm, "_calcsize", kw) || arg_count(vm, "_calcsize", nargs, 1, 1)) return -1;
  if (fmt_arg(vm, args[0], &f)) return -1;
  if (fmt_measure(f, &size, &na, &err)) return error_str(vm, err, out);
  *out = vint((int64_t)size);
  return 0;
}

const Builtin struct_natives[] = {
  {"struct._pack", s_pack, NULL, -1},
  {"struct._pack_into", s_pack_into, NULL, -1},
  {"struct._unpack", s_unpack, NULL, -1},
  {"struct._calcsize", s_calcsize, NULL, -1},
};
const int struct_natives_n = (int)(sizeof struct_natives / sizeof struct_natives[0]);
