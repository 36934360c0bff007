/*
** hash.c - hash and == of every value, as CPython 3.11 computes them.
**
** Hashes are 64-bit patterns of CPython's Py_hash_t (vm_hash's uint64_t is
** the same bits), so that set tables, and so set iteration order, match
** CPython for ints, floats and tuples/frozensets of them:
**  - int: value mod 2^61-1 keeping the sign; float: fmt_float_hash, equal
**    to the int hash for integral floats; -1 becomes -2 everywhere (so no
**    live hash is UINT64_MAX, the set dummy's hash);
**  - tuple: CPython's xxHash-based tuple hash, computed without C recursion
**    and cached in Tuple.hash (0 = not cached; a hash of 0 is just
**    recomputed);
**  - frozenset: CPython's order-independent xor of shuffled entry hashes,
**    cached in Set.hash;
**  - str and bytes: CPython's SipHash-1-3 under PYTHONHASHSEED=0 (below),
**    so sets of strs iterate as in a CPython run without hash
**    randomisation;
**  - identity-hashed objects (functions, iterators, ...) use the address,
**    so a snapshot restored at other addresses must rehash tables holding
**    them.
** Equality never runs Python code.  Containers compare items with identity
** first (CPython's PyObject_RichCompareBool); nesting deeper than
** HASH_MAX_DEPTH comparisons is RecursionError, as CPython.
*/
#include <math.h>
#include <string.h>
#include "vm.h"
#include "bytes.h"
#include "dict.h"
#include "complex.h"
#include "class.h"
#include "bigint.h"
#include "range.h"
#include "fmt.h"
#include "limits.h"
#include "str.h"

#define HASH_MODULUS (((uint64_t)1 << 61) - 1)  /* CPython's _PyHASH_MODULUS */
#define HASH_NONE 0xFCA86420u                   /* CPython 3.12's hash(None) */

static uint64_t rotl64(uint64_t x, int r) {
  return (x << r) | (x >> (64 - r));
}

/* ------------------------------------------------------------ strings */

static uint64_t load_le(const unsigned char *p, size_t n) {
  uint64_t w = 0;
  size_t i;
  for (i = 0; i < n; i++) w |= (uint64_t)p[i] << (8 * i);
  return w;
}

/* load_le(p, 8), one load on little-endian hosts */
static uint64_t load_le8(const unsigned char *p) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  uint64_t w;
  memcpy(&w, p, 8);
  return w;
#else
  return load_le(p, 8);
#endif
}

static uint64_t fmix64(uint64_t h) {
  h ^= h >> 33;
  h *= 0xFF51AFD7ED558CCDu;
  h ^= h >> 33;
  h *= 0xC4CEB9FE1A85EC53u;
  h ^= h >> 33;
  return h;
}

/* object.__hash__ of a user instance, exception or class: its identity
** number's, stable across snapshots. */
uint64_t hash_oid(VM *vm, Obj *o) {
  uint64_t h = fmix64(obj_oid(vm, o));
  return h == UINT64_MAX ? h - 1 : h;   /* (hash -1 is -2, as vm_hash's) */
}

/* SipHash-1-3 with the key CPython uses when PYTHONHASHSEED=0 (all zero),
** fed a byte stream in pieces: CPython 3.11 hashes str and bytes with it
** (Py_HASH_ALGORITHM SIPHASH13, no small-string cutoff), so str keys sit
** where CPython's do in a set of the same history and set iteration order
** matches a CPython run with hash randomisation off; the same value on
** every host, so cached hashes survive snapshots. */
typedef struct Sip {
  uint64_t v0, v1, v2, v3;
  uint64_t tail;    /* the bytes of the unfinished word, little-endian */
  uint64_t len;     /* bytes fed */
} Sip;

/* One SipRound on the four state words a, b, c, d (lvalues). */
#define SIP_MIX(a, b, c, d)                                                  \
  do {                                                                       \
    a += b; b = rotl64(b, 13); b ^= a; a = rotl64(a, 32);                    \
    c += d; d = rotl64(d, 16); d ^= c;                                       \
    a += d; d = rotl64(d, 21); d ^= a;                                       \
    c += b; b = rotl64(b, 17); b ^= c; c = rotl64(c, 32);                    \
  } while (0)
#define SIP_ROUND(s) SIP_MIX((s)->v0, (s)->v1, (s)->v2, (s)->v3)

/* The state words before any input: the key (all zero) xored into
** SipHash's constants, which leaves the constants. */
#define SIP_K0 0x736f6d6570736575u
#define SIP_K1 0x646f72616e646f6du
#define SIP_K2 0x6c7967656e657261u
#define SIP_K3 0x7465646279746573u

static void sip_init(Sip *s) {
  s->v0 = SIP_K0;
  s->v1 = SIP_K1;
  s->v2 = SIP_K2;
  s->v3 = SIP_K3;
  s->tail = 0;
  s->len = 0;
}

static void sip_word(Sip *s, uint64_t m) {
  s->v3 ^= m;
  SIP_ROUND(s);
  s->v0 ^= m;
}

/* Feeds n bytes of p. */
static void sip_feed(Sip *s, const unsigned char *p, size_t n) {
  unsigned fill = (unsigned)(s->len & 7);
  s->len += n;
  if (fill) {
    while (fill < 8 && n > 0) {
      s->tail |= (uint64_t)*p++ << (8 * fill++);
      n--;
    }
    if (fill < 8) return;
    sip_word(s, s->tail);
    s->tail = 0;
  }
  for (; n >= 8; p += 8, n -= 8) sip_word(s, load_le8(p));
  if (n) s->tail = load_le(p, n);
}

/* The hash of what was fed, as _Py_HashBytes gives it: 0 for nothing,
** never -1 (UINT64_MAX, the set dummy's hash). */
static uint64_t sip_finish(Sip *s) {
  uint64_t b = (s->len << 56) | s->tail, h;
  if (s->len == 0) return 0;
  sip_word(s, b);
  s->v2 ^= 0xff;
  SIP_ROUND(s);
  SIP_ROUND(s);
  SIP_ROUND(s);
  h = s->v0 ^ s->v1 ^ s->v2 ^ s->v3;
  return h == UINT64_MAX ? h - 1 : h;
}

/* hash(bytes) as CPython's (and the hash of internal byte arrays, and of
** every ASCII str).  The same function as sip_init + sip_feed +
** sip_finish, in one pass with the state in locals: the bytes are all
** here, so no partial word is carried between pieces (this is the hash of
** every str key a program builds). */
uint64_t hash_bytes(const void *data, size_t n) {
  const unsigned char *p = data;
  uint64_t v0 = SIP_K0, v1 = SIP_K1, v2 = SIP_K2, v3 = SIP_K3, m, h;
  size_t left = n;
  if (n == 0) return 0;
  for (; left >= 8; p += 8, left -= 8) {
    m = load_le8(p);
    v3 ^= m;
    SIP_MIX(v0, v1, v2, v3);
    v0 ^= m;
  }
  m = ((uint64_t)n << 56) | load_le(p, left);
  v3 ^= m;
  SIP_MIX(v0, v1, v2, v3);
  v0 ^= m;
  v2 ^= 0xff;
  SIP_MIX(v0, v1, v2, v3);
  SIP_MIX(v0, v1, v2, v3);
  SIP_MIX(v0, v1, v2, v3);
  h = v0 ^ v1 ^ v2 ^ v3;
  return h == UINT64_MAX ? h - 1 : h;
}

/* hash(str) of the UTF-8 text p[0..n) as CPython's: SipHash of the code
** points in the narrowest of CPython's storage kinds that holds them all
** (1, 2 or 4 bytes each, little-endian as on every host CPython hashes
** alike), so that hash("é") == hash(b"\xe9") there and here. */
uint64_t hash_text(const char *p, size_t n) {
  uint32_t maxc = 0;
  size_t i = 0;
  unsigned kind;
  Sip s;
  while (i < n && (unsigned char)p[i] < 0x80) i++;
  if (i == n) return hash_bytes(p, n);
  for (i = 0; i < n;) {
    uint32_t c = utf8_decode(p, n, &i);
    if (c > maxc) maxc = c;
  }
  kind = maxc < 0x100 ? 1 : maxc < 0x10000 ? 2 : 4;
  sip_init(&s);
  for (i = 0; i < n;) {
    uint32_t c = utf8_decode(p, n, &i);
    unsigned char u[4];
    unsigned k;
    for (k = 0; k < kind; k++) u[k] = (unsigned char)(c >> (8 * k));
    sip_feed(&s, u, kind);
  }
  return sip_finish(&s);
}

uint64_t hash_str(Str *s) {
  if (s->hash == 0)
    s->hash = STR_ASCII(s) ? hash_bytes(s->data, s->len) : hash_text(s->data, s->len);
  return s->hash;
}

/* The first hash of a big str or bytes (HASH_SLICE bytes or more) is
** computed a slice at a time, each charged (a byte of UTF-8 text costs a
** few basic operations: decode, widen, feed) and so a poll of the deadline
** apart: hashing a 32 MB non-ASCII str took 85 ms without a poll.  The
** value is hash_str's / hash_bytes's; -1 with vm->limit_hit set, nothing
** cached, when a limit stops it.  HASH_SLICE: dict.h. */

static int hash_slices(VM *vm, const char *p, size_t n, bool text, uint64_t *out) {
  uint32_t maxc = 0;
  unsigned kind = 1;
  size_t i = 0;
  Sip s;
  if (text) {
    while (i < n) {
      size_t end = n - i > HASH_SLICE ? i + HASH_SLICE : n;
      if (vm_charge(vm, vm_work(end - i))) return -1;
      while (i < end) {
        uint32_t c = utf8_decode(p, n, &i);
        if (c > maxc) maxc = c;
      }
    }
    if (maxc < 0x80) text = false;   /* ASCII: hash of the bytes */
    kind = maxc < 0x100 ? 1 : maxc < 0x10000 ? 2 : 4;
  }
  sip_init(&s);
  for (i = 0; i < n;) {
    size_t end = n - i > HASH_SLICE ? i + HASH_SLICE : n;
    if (vm_charge(vm, vm_work((uint64_t)(end - i) * (text ? 4 : 1)))) return -1;
    if (!text) {
      sip_feed(&s, (const unsigned char *)p + i, end - i);
      i = end;
      continue;
    }
    while (i < end) {
      uint32_t c = utf8_decode(p, n, &i);
      unsigned char u[4];
      unsigned k;
      for (k = 0; k < kind; k++) u[k] = (unsigned char)(c >> (8 * k));
      sip_feed(&s, u, kind);
    }
  }
  *out = sip_finish(&s);
  return 0;
}

int hash_str_vm(VM *vm, Str *s, uint64_t *out) {
  if (s->hash == 0 && s->len >= HASH_SLICE) {
    uint64_t h;
    if (hash_slices(vm, s->data, s->len, !STR_ASCII(s), &h)) return -1;
    s->hash = h;
  }
  *out = hash_str(s);
  return 0;
}

static int hash_bytes_vm(VM *vm, Bytes *b, uint64_t *out) {
  if (b->hash == 0 && b->len >= HASH_SLICE) {
    uint64_t h;
    if (hash_slices(vm, (const char *)b->data, b->len, false, &h)) return -1;
    b->hash = h;
  }
  *out = bytes_hash(b);
  return 0;
}

/* ------------------------------------------------------------- numbers */

static uint64_t hash_i64(int64_t x) {
  uint64_t m = x < 0 ? (uint64_t)0 - (uint64_t)x : (uint64_t)x;
  int64_t r;
  if (m >= HASH_MODULUS) m %= HASH_MODULUS;
  r = x < 0 ? -(int64_t)m : (int64_t)m;
  if (r == -1) r = -2;
  return (uint64_t)r;
}

/* ------------------------------------------------------------ identity */

/* CPython's _Py_HashPointer: the low 4 bits of an address carry nothing. */
static uint64_t hash_ptr(const void *p) {
  uint64_t y = (uint64_t)(uintptr_t)p;
  return (y >> 4) | (y << 60);
}

/* Hash of a value's identity (any tag). */
static uint64_t hash_identity(Value v) {
  uint64_t bits;
  if (v.tag == V_OBJ) return hash_ptr(v.u.o);
  if (v.tag == V_FLOAT) memcpy(&bits, &v.u.f, sizeof bits);
  else bits = (uint64_t)v.u.i;
  return fmix64(bits ^ ((uint64_t)v.tag << 56));
}

bool hash_same(Value a, Value b) {
  if (a.tag != b.tag) return false;
  switch (a.tag) {
  case V_NONE: return true;
  case V_FLOAT: return memcmp(&a.u.f, &b.u.f, sizeof a.u.f) == 0;
  case V_OBJ: return a.u.o == b.u.o;
  default: return a.u.i == b.u.i;
  }
}

/* --------------------------------------------------- tuple and friends */

/* CPython 3.11's tuplehash (xxHash64 lanes). */
#define XXPRIME_1 11400714785074694791u
#define XXPRIME_2 14029467366897019727u
#define XXPRIME_5 2870177450012600261u

static uint64_t xx_lane(uint64_t acc, uint64_t lane) {
  acc += lane * XXPRIME_2;
  acc = rotl64(acc, 31);
  return acc * XXPRIME_1;
}

static uint64_t xx_final(uint64_t acc, size_t len) {
  acc += (uint64_t)len ^ (XXPRIME_5 ^ 3527539u);
  if (acc == UINT64_MAX) return 1546275796u;
  return acc;
}

uint64_t hash_tuple_of(const Value *hashes, size_t n) {
  uint64_t acc = XXPRIME_5;
  size_t i;
  for (i = 0; i < n; i++) acc = xx_lane(acc, (uint64_t)hashes[i].u.i);
  acc = xx_final(acc, n);
  return acc == UINT64_MAX ? UINT64_MAX - 1 : acc;
}

typedef struct HashFrame {
  Tuple *t;
  size_t i;          /* next item */
  uint64_t acc;
} HashFrame;

/* Tuples nest arbitrarily deep (CPython hashes a 100000-deep tuple), so
** nested uncached tuples go on an explicit stack, not the C stack. */
static int hash_tuple(VM *vm, Tuple *root, uint64_t *out) {
  HashFrame local[16], *stk = local;
  size_t n = 0, cap = 16;
  int rc = 0;
  stk[n++] = (HashFrame){root, 0, XXPRIME_5};
  while (n > 0) {
    HashFrame *f = &stk[n - 1];
    uint64_t lane;
    if (f->i == f->t->len) {
      uint64_t h = xx_final(f->acc, f->t->len);
      f->t->hash = h;
      n--;
      if (n == 0) { *out = h; break; }
      stk[n - 1].acc = xx_lane(stk[n - 1].acc, h);
      stk[n - 1].i++;
      continue;
    }
    {
      Value v = f->t->items[f->i];
      if (IS_OBJ(v, OT_TUPLE) && AS_TUPLE(v)->hash == 0) {
        if (n == cap) {
          HashFrame *ns;
          size_t ncap = cap * 2;
          if (ncap > SIZE_MAX / sizeof(HashFrame)) { rc = vm_nomem(vm); break; }
          ns = mem_alloc(&vm->mem, ncap * sizeof(HashFrame));
          if (ns == NULL) { rc = vm_nomem(vm); break; }
          memcpy(ns, stk, n * sizeof(HashFrame));
          if (stk != local) mem_free(&vm->mem, stk, cap * sizeof(HashFrame));
          stk = ns;
          cap = ncap;
        }
        stk[n++] = (HashFrame){AS_TUPLE(v), 0, XXPRIME_5};
        continue;
      }
      /* Not an uncached tuple: vm_hash does not recurse. */
      if (vm_hash(vm, v, &lane) < 0) { rc = -1; break; }
      f->acc = xx_lane(f->acc, lane);
      f->i++;
    }
  }
  if (stk != local) mem_free(&vm->mem, stk, cap * sizeof(HashFrame));
  return rc;
}

/* An int of either form, as hash() gives it. */
static uint64_t hash_int(Value v) {
  return IS_BIG(v) ? (uint64_t)big_hash(v) : hash_i64(v.u.i);
}

/* CPython's range_hash: hash((len, start or None, step or None)). */
static uint64_t hash_range(const Range *r) {
  uint64_t acc = XXPRIME_5;
  Value f[4];
  range_fields(r, f);
  acc = xx_lane(acc, hash_int(f[3]));
  if (big_is_zero(f[3])) {
    acc = xx_lane(acc, HASH_NONE);
    acc = xx_lane(acc, HASH_NONE);
  } else {
    acc = xx_lane(acc, hash_int(f[0]));
    acc = xx_lane(acc, big_cmp(f[3], vint(1)) == 0 ? HASH_NONE : hash_int(f[2]));
  }
  return xx_final(acc, 3);
}

static uint64_t shuffle_bits(uint64_t h) {
  return ((h ^ 89869747u) ^ (h << 16)) * 3644798167u;
}

/* CPython's frozenset_hash, xoring only the live entries (CPython xors
** every slot and then cancels the empty and dummy ones: the same value). */
uint64_t hash_set_contents(Set *s) {
  uint64_t h = 0;
  size_t i;
  for (i = 0; s->table && i <= s->mask; i++)
    if (s->table[i].key.tag != V_UNDEF) h ^= shuffle_bits(s->table[i].hash);
  h ^= ((uint64_t)s->used + 1) * 1927868237u;
  h ^= (h >> 11) ^ (h >> 25);
  h = h * 69069u + 907133923u;
  if (h == UINT64_MAX) h = 590923713u;
  return h;
}

/* The hash a user __hash__ f written in Python gives v through its
** native twin (lib_twin): 1 and *h, 0 when Python code must run, -1. */
static int twin_hash(VM *vm, Value f, Value v, uint64_t *h) {
  Value r;
  int k;
  if ((k = lib_twin(vm, f, &v, 1, &r)) <= 0) return k;
  if (r.tag != V_INT) return 0;
  *h = (uint64_t)(r.u.i == -1 ? -2 : r.u.i);   /* as _ht_hash_int */
  return 1;
}

bool hash_wants_py_at(VM *vm, Value v) {
  Value f;
  uint64_t h;
  v = unbox_unless(v, CS(HASH));
  if (v.tag != V_OBJ || (v.u.o->type != OT_INSTANCE && v.u.o->type != OT_EXC &&
                         v.u.o->type != OT_CLASS) || !user_has(v, CS(HASH)))
    return false;
  if (!class_lookup_slot(vm, user_class(v), CS_HASH_BIT, &f)) return true;
  if (f.tag == V_NONE) return false;
  /* (a hash's twin allocates nothing: it cannot fail) */
  return twin_hash(vm, f, v, &h) == 0;
}

int vm_hash(VM *vm, Value v, uint64_t *out) {
  uint64_t h;
  Value orig = v;   /* the error names a subclass, not its builtin base */
  v = unbox_unless(v, CS(HASH));
  switch (v.tag) {
  case V_NONE: h = HASH_NONE; break;
  case V_BOOL: case V_INT: h = hash_i64(v.u.i); break;
  case V_FLOAT: h = (uint64_t)fmt_float_hash(v.u.f); break;
  case V_OBJ:
    switch (v.u.o->type) {
    case OT_STR: if (hash_str_vm(vm, AS_STR(v), &h)) return -1; break;
    case OT_BYTES: if (hash_bytes_vm(vm, (Bytes *)v.u.o, &h)) return -1; break;
    case OT_BYTEARRAY: goto unhashable;
    case OT_COMPLEX:
      h = complex_hash(v, isnan(AS_COMPLEX(v)->re) || isnan(AS_COMPLEX(v)->im)
                          ? hash_ptr(v.u.o) : 0);
      break;
    case OT_MEMVIEW: if (memview_hash(vm, v, &h)) return -1; break;
    case OT_BIGINT:
      if (vm_charge(vm, vm_work(4 * (uint64_t)AS_BIG(v)->n))) return -1;
      h = (uint64_t)big_hash(v);
      break;
    case OT_TUPLE:
      h = AS_TUPLE(v)->hash;
      if (h == 0 && hash_tuple(vm, AS_TUPLE(v), &h) < 0) return -1;
      break;
    case OT_FROZENSET:
      h = AS_SET(v)->hash;
      if (h == 0) h = AS_SET(v)->hash = hash_set_contents(AS_SET(v));
      break;
    case OT_RANGE: h = hash_range((Range *)v.u.o); break;
    case OT_LIST: case OT_DICT: case OT_SET: case OT_SLICE:
      goto unhashable;
    case OT_VIEW:
      if (((View *)v.u.o)->kind != T_DICT_VALUES) goto unhashable;
      h = hash_ptr(v.u.o);
      break;
    case OT_BMETHOD: {
      /* CPython: hash of the receiver's identity ^ the method's. */
      BMethod *m = (BMethod *)v.u.o;
      h = hash_identity(m->self) ^ fmix64((uint64_t)(uint32_t)m->method + 1);
      break;
    }
    case OT_METHOD: {
      PyMethod *m = (PyMethod *)v.u.o;
      h = hash_identity(m->self) ^ hash_identity(m->func);
      break;
    }
    case OT_INSTANCE: case OT_EXC: case OT_CLASS:
      if (user_has(v, CS(HASH))) {
        Value f;
        int r;
        if (class_lookup_slot(vm, user_class(v), CS_HASH_BIT, &f)) {
          if (f.tag == V_NONE) goto unhashable;
          if ((r = twin_hash(vm, f, v, &h)) < 0) return -1;
          if (r) break;
        }
        return vm_raise_needs_py(vm, "__hash__", v);
      }
      h = hash_oid(vm, v.u.o);
      break;
    default: h = hash_ptr(v.u.o); break;
    }
    break;
  default:  /* V_TYPE, V_BUILTIN: identity of the table entry */
    h = hash_identity(v);
    break;
  }
  if (h == UINT64_MAX) h = UINT64_MAX - 1;
  *out = h;
  return 0;
unhashable:
  return vm_raise(vm, T_TypeError, "unhashable type: '%s'", val_type_name(orig));
}

/* ------------------------------------------------------------ equality */

static bool is_num(Value v) {
  return v.tag == V_INT || v.tag == V_BOOL || v.tag == V_FLOAT || IS_BIG(v);
}

static int bit_length32(uint32_t x) {
  int n = 0;
  while (x) { n++; x >>= 1; }
  return n;
}

/* The 32 bits at bit offset 32*k of m * 2^sh. */
static uint32_t shifted_limb(uint64_t m, int sh, uint32_t k) {
  int64_t off = (int64_t)32 * k - sh;
  if (off >= 64 || off <= -32) return 0;
  if (off >= 0) return (uint32_t)(m >> off);
  return (uint32_t)(m << -off);
}

/* Exact comparison of a BigInt (|b| >= 2^63) with a finite integral
** double: no rounding of the int (2**53 + 1 != 2.0**53). */
static bool big_eq_double(const BigInt *b, double f) {
  int e, sh;
  uint64_t m;
  uint32_t k;
  if ((f < 0) != (b->neg != 0)) return false;
  m = (uint64_t)ldexp(frexp(fabs(f), &e), 53);   /* |f| = m * 2^(e-53) */
  if ((int64_t)(b->n - 1) * 32 + bit_length32(b->d[b->n - 1]) != e)
    return false;
  sh = e - 53;
  for (k = 0; k < b->n; k++)
    if (b->d[k] != shifted_limb(m, sh, k)) return false;
  return true;
}

static bool int_eq_double(Value a, double f) {
  if (!isfinite(f) || f != floor(f)) return false;
  if (IS_BIG(a)) return big_eq_double(AS_BIG(a), f);
  if (f < -9223372036854775808.0 || f >= 9223372036854775808.0) return false;
  return (int64_t)f == a.u.i;
}

static bool num_eq(Value a, Value b) {
  if (a.tag == V_FLOAT && b.tag == V_FLOAT) return a.u.f == b.u.f;
  if (a.tag == V_FLOAT) return int_eq_double(b, a.u.f);
  if (b.tag == V_FLOAT) return int_eq_double(a, b.u.f);
  if (IS_BIG(a) || IS_BIG(b)) {
    /* Normalised: a BigInt never equals an int64. */
    BigInt *x, *y;
    if (!IS_BIG(a) || !IS_BIG(b)) return false;
    x = AS_BIG(a);
    y = AS_BIG(b);
    return x->neg == y->neg && x->n == y->n
      && memcmp(x->d, y->d, x->n * sizeof(uint32_t)) == 0;
  }
  return a.u.i == b.u.i;
}

static int seq_eq(VM *vm, const Value *x, const Value *y, size_t n,
                  int depth) {
  size_t i;
  for (i = 0; i < n; i++) {
    int r = hash_eq_item_depth(vm, x[i], y[i], depth + 1);
    if (r <= 0) return r;
    if (vm_charge_item(vm, i)) return -1;
  }
  return 1;
}

static int dict_eq(VM *vm, Dict *a, Dict *b, int depth) {
  size_t i;
  if (a->len != b->len) return 0;
  for (i = 0; i < a->nentries; i++) {
    DictEntry *e = &a->entries[i];
    Value bv;
    int r;
    if (e->key.tag == V_UNDEF) continue;
    r = dict_get_depth(vm, b, e->key, e->hash, &bv, depth + 1);
    if (r <= 0) return r;
    r = hash_eq_item_depth(vm, e->value, bv, depth + 1);
    if (r <= 0) return r;
    if (vm_charge_item(vm, i)) return -1;
  }
  return 1;
}

static bool is_anyset(Value v) {
  return IS_OBJ(v, OT_SET) || IS_OBJ(v, OT_FROZENSET);
}

static int set_eq(VM *vm, Set *a, Set *b, int depth) {
  size_t i;
  if (a->used != b->used) return 0;
  if (a->h.type == OT_FROZENSET && b->h.type == OT_FROZENSET && a->hash
      && b->hash && a->hash != b->hash)
    return 0;
  for (i = 0; i <= a->mask; i++) {
    SetEntry *e = &a->table[i];
    int r;
    if (e->key.tag == V_UNDEF) continue;
    r = set_contains_depth(vm, b, e->key, e->hash, depth + 1);
    if (r <= 0) return r;
    if (vm_charge_item(vm, i)) return -1;
  }
  return 1;
}

/* item in an items view: a 2-tuple (k, v) with d[k] == v. */
static int items_contains(VM *vm, Dict *d, Value item, int depth) {
  Tuple *t;
  uint64_t h;
  Value dv;
  int r;
  if (!IS_OBJ(item, OT_TUPLE) || AS_TUPLE(item)->len != 2) return 0;
  t = AS_TUPLE(item);
  if (vm_hash(vm, t->items[0], &h) < 0) return -1;
  r = dict_get_depth(vm, d, t->items[0], h, &dv, depth);
  if (r <= 0) return r;
  return hash_eq_item_depth(vm, dv, t->items[1], depth);
}

/* item in o, o being a set, frozenset or keys/items view. */
static int setlike_contains(VM *vm, Value o, Value item, int depth) {
  uint64_t h;
  if (IS_OBJ(o, OT_VIEW)) {
    View *v = (View *)o.u.o;
    if (v->kind == T_DICT_ITEMS)
      return items_contains(vm, AS_DICT(v->dict), item, depth);
    if (vm_hash(vm, item, &h) < 0) return -1;
    return dict_get_depth(vm, AS_DICT(v->dict), item, h, NULL, depth);
  }
  if (vm_hash(vm, item, &h) < 0) return -1;
  return set_contains_depth(vm, AS_SET(o), item, h, depth);
}

static size_t setlike_len(Value o) {
  if (IS_OBJ(o, OT_VIEW)) return AS_DICT(((View *)o.u.o)->dict)->len;
  return AS_SET(o)->used;
}

/* CPython's dictview_richcompare: a keys or items view equals a set,
** frozenset or keys/items view with the same elements. */
static int view_eq(VM *vm, View *v, Value other, int depth) {
  Dict *d = AS_DICT(v->dict);
  size_t pos = 0;
  uint64_t seen = 0;
  Value k, val;
  if (v->kind == T_DICT_VALUES) return 0;
  if (!is_anyset(other)
      && !(IS_OBJ(other, OT_VIEW)
           && ((View *)other.u.o)->kind != T_DICT_VALUES))
    return 0;
  if (d->len != setlike_len(other)) return 0;
  while (dict_next(d, &pos, &k, &val)) {
    int r;
    if (vm_charge_item(vm, seen++)) return -1;
    if (v->kind == T_DICT_KEYS) {
      r = setlike_contains(vm, other, k, depth + 1);
    } else if (IS_OBJ(other, OT_VIEW)
               && ((View *)other.u.o)->kind == T_DICT_ITEMS) {
      Dict *od = AS_DICT(((View *)other.u.o)->dict);
      uint64_t h;
      Value ov;
      r = 0;
      if (vm_hash(vm, k, &h) < 0) return -1;
      r = dict_get_depth(vm, od, k, h, &ov, depth + 1);
      if (r > 0) r = hash_eq_item_depth(vm, val, ov, depth + 1);
    } else {
      /* (k, val) in a set or keys view: needs the pair as a tuple. */
      Tuple *t = tuple_new(vm, 2);
      if (t == NULL) return -1;
      t->items[0] = k;
      t->items[1] = val;
      r = setlike_contains(vm, other, vobj(t), depth + 1);
    }
    if (r <= 0) return r;
  }
  return 1;
}

int hash_eq_depth(VM *vm, Value a, Value b, int depth) {
  int ta, tb;
  a = unbox_unless(a, CS(EQ));
  b = unbox_unless(b, CS(EQ));
  if (depth > HASH_MAX_DEPTH)
    return vm_raise(vm, T_RecursionError,
                    "maximum recursion depth exceeded in comparison");
  if (is_num(a) && is_num(b)) {
    if (big_charge_cmp(vm, a, b)) return -1;
    return num_eq(a, b);
  }
  if (IS_COMPLEX(a) || IS_COMPLEX(b)) {
    if (user_has(a, CS(EQ)) || user_has(b, CS(EQ)))
      return vm_raise_needs_py(vm, "__eq__", user_has(a, CS(EQ)) ? a : b);
    return complex_eq(vm, a, b);
  }
  if (user_has(a, CS(EQ)) || user_has(b, CS(EQ))) {
    /* a user __eq__, whatever the other operand is (5 == obj) */
    Value f, args[2], r;
    if (a.tag == V_OBJ && b.tag == V_OBJ && a.u.o == b.u.o) return 1;
    if (IS_OBJ(a, OT_INSTANCE) && IS_OBJ(b, OT_INSTANCE) && AS_INST(a)->cls == AS_INST(b)->cls &&
        class_lookup_slot(vm, user_class(a), CS_EQ_BIT, &f)) {
      /* one class (no reflected method first): its __eq__'s native twin */
      int k;
      args[0] = a, args[1] = b;
      if ((k = lib_twin(vm, f, args, 2, &r)) < 0) return -1;
      if (k && r.tag == V_BOOL) return (int)r.u.i;
    }
    return vm_raise_needs_py(vm, "__eq__", user_has(a, CS(EQ)) ? a : b);
  }
  if (a.tag != V_OBJ || b.tag != V_OBJ) {
    if (a.tag != b.tag) return 0;
    if (a.tag == V_NONE || a.tag == V_UNDEF) return 1;
    return a.u.i == b.u.i;
  }
  if (a.u.o == b.u.o) return 1;
  ta = a.u.o->type;
  tb = b.u.o->type;
  switch (ta) {
  case OT_MEMVIEW: return memview_eq(vm, a, b);
  case OT_BYTES: case OT_BYTEARRAY: {
    const uint8_t *p;
    size_t n;
    if (tb == OT_MEMVIEW) return memview_eq(vm, a, b);
    if (tb != OT_BYTES && tb != OT_BYTEARRAY) return 0;
    bytes_view(a, &p, &n);
    if (vm_charge_bytes(vm, n)) return -1;
    return bytes_cmp(a, b) == 0;
  }
  case OT_STR: {
    Str *x = AS_STR(a), *y;
    if (tb != OT_STR) return 0;
    y = AS_STR(b);
    if (x->len != y->len) return 0;
    if (x->hash && y->hash && x->hash != y->hash) return 0;
    if (vm_charge_bytes(vm, x->len)) return -1;
    return memcmp(x->data, y->data, x->len) == 0;
  }
  case OT_TUPLE:
    if (tb != OT_TUPLE || AS_TUPLE(a)->len != AS_TUPLE(b)->len) return 0;
    return seq_eq(vm, AS_TUPLE(a)->items, AS_TUPLE(b)->items,
                  AS_TUPLE(a)->len, depth);
  case OT_LIST:
    if (tb != OT_LIST || AS_LIST(a)->len != AS_LIST(b)->len) return 0;
    return seq_eq(vm, AS_LIST(a)->items, AS_LIST(b)->items,
                  AS_LIST(a)->len, depth);
  case OT_DICT:
    if (tb != OT_DICT) return 0;
    return dict_eq(vm, AS_DICT(a), AS_DICT(b), depth);
  case OT_SET: case OT_FROZENSET:
    if (tb == OT_VIEW) return view_eq(vm, (View *)b.u.o, a, depth);
    if (tb != OT_SET && tb != OT_FROZENSET) return 0;
    return set_eq(vm, AS_SET(a), AS_SET(b), depth);
  case OT_VIEW:
    return view_eq(vm, (View *)a.u.o, b, depth);
  case OT_RANGE: {
    Range *x = (Range *)a.u.o, *y = (Range *)b.u.o;
    if (tb != OT_RANGE) return 0;
    if (range_is_big(x) || range_is_big(y)) return range_eq(x, y);
    if (x->len != y->len) return 0;
    if (x->len == 0) return 1;
    if (x->start != y->start) return 0;
    return x->len == 1 || x->step == y->step;
  }
  case OT_SLICE: {
    /* CPython compares (start, stop, step) as tuples. */
    Slice *x = (Slice *)a.u.o, *y = (Slice *)b.u.o;
    Value xs[3], ys[3];
    if (tb != OT_SLICE) return 0;
    xs[0] = x->start; xs[1] = x->stop; xs[2] = x->step;
    ys[0] = y->start; ys[1] = y->stop; ys[2] = y->step;
    return seq_eq(vm, xs, ys, 3, depth);
  }
  case OT_BMETHOD: {
    BMethod *x = (BMethod *)a.u.o, *y = (BMethod *)b.u.o;
    if (tb != OT_BMETHOD) return 0;
    return x->method == y->method && hash_same(x->self, y->self);
  }
  case OT_METHOD: {
    /* bound methods: the same function bound to the same object */
    PyMethod *x = (PyMethod *)a.u.o, *y = (PyMethod *)b.u.o;
    if (tb != OT_METHOD) return 0;
    return hash_same(x->func, y->func) && hash_same(x->self, y->self);
  }
  default:
    return 0;  /* identity, checked above */
  }
}

int hash_eq_item_depth(VM *vm, Value a, Value b, int depth) {
  if (hash_same(a, b)) return 1;
  return hash_eq_depth(vm, a, b, depth);
}

int vm_eq(VM *vm, Value a, Value b) {
  return hash_eq_depth(vm, a, b, 1);
}

int hash_eq_item(VM *vm, Value a, Value b) {
  return hash_eq_item_depth(vm, a, b, 1);
}
