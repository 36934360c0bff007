/*
** bigint.c - arbitrary-precision integers with CPython 3.11 semantics.
**
** A magnitude is an array of 32-bit limbs, least significant first; the
** sign is kept apart (BigInt in value.h).  Two layers:
**  - mag_*: raw limb arrays supplied by the caller.  They never allocate,
**    except mag_mul and mag_divmod, which take scratch from vm->mem.
**  - big_*: the public API.  Operands are first seen through a BigView (a
**    V_INT is spread over two limbs of the view itself), results are built
**    in a BigInt sized for the worst case and then normalised by
**    big_finish, so a value that fits int64 always leaves as V_INT.
** Sizes are computed before anything is allocated and refused with
** MemoryError beyond BIG_MAX_LIMBS, so 1 << 10**12 or 2 ** 10**15 fail at
** once instead of asking the allocator or running for hours.
** Work that grows faster than the operands (products, quotients, powers,
** modular powers and inverses) is charged to the step budget as it goes
** (vm_charge, limits.h): the schoolbook leaves of a product charge their
** limb products at least every SLICE_OPS of them, Knuth's division its
** rows, the modular loops each round; every routine that charges returns
** -1 when a limit is hit, so a limit stops even the innermost recursion.
** Products, divisions and powers whose estimated cost already exceeds the
** step budget left are refused before any work (vm_charge_ahead).
** Scratch blocks come from vm->mem and are freed before returning.  A
** result object that turns out to fit int64, or that a later step fails
** to fill, is left to the GC (no collection can run inside these
** functions, so nothing here needs rooting).
*/
#include <string.h>
#include <math.h>
#include "bigint.h"
#include "vm.h"
#include "limits.h"

typedef uint32_t limb;
typedef uint64_t dlimb;

#define LIMB_BITS 32
#define LIMB_BASE ((dlimb)1 << LIMB_BITS)

/* Largest magnitude in limbs: BigInt.n is 32 bits, and scratch blocks of a
** few times this size must still be expressible in size_t. */
#define BIG_MAX_LIMBS \
  ((size_t)(SIZE_MAX / 16 < UINT32_MAX ? SIZE_MAX / 16 : UINT32_MAX))
#define BIG_MAX_BITS ((uint64_t)BIG_MAX_LIMBS * LIMB_BITS)

/* Operand length (limbs of the smaller factor) from which Karatsuba beats
** the schoolbook product; measured on x86-64. */
#define KARA_THRESHOLD 32

/* Limb operations between two charges (about 0.1-0.3 ms of work). */
#define SLICE_OPS ((uint64_t)NATIVE_SLICE * NATIVE_STEP)

/* The message of a decimal output beyond sys.get_int_max_str_digits(). */
#define MSG_TO_STR "Exceeds the limit (%zu digits) for integer string " \
  "conversion; use sys.set_int_max_str_digits() to increase the limit"

#define HASH_MOD (((uint64_t)1 << 61) - 1)   /* CPython's _PyHASH_MODULUS */

#define IS_SMALL(v) ((v).tag != V_OBJ)       /* V_INT or V_BOOL */

/* ------------------------------------------------------------------ */
/* Views and results                                                    */
/* ------------------------------------------------------------------ */

/* An operand as sign and trimmed magnitude (n == 0 for zero).  d may point
** into buf, so a view is filled in place and never copied. */
typedef struct BigView {
  const limb *d;
  size_t n;
  int neg;
  limb buf[2];
} BigView;

static void big_view(Value v, BigView *w) {
  if (v.tag == V_OBJ) {
    const BigInt *b = AS_BIG(v);
    w->d = b->d;
    w->n = b->n;
    w->neg = b->neg != 0;
  } else {
    int64_t i = v.u.i;
    uint64_t m = i < 0 ? 0 - (uint64_t)i : (uint64_t)i;
    w->neg = i < 0;
    w->buf[0] = (limb)m;
    w->buf[1] = (limb)(m >> 32);
    w->n = w->buf[1] ? 2 : w->buf[0] ? 1 : 0;
    w->d = w->buf;
  }
}

static size_t mag_trim(const limb *d, size_t n) {
  while (n > 0 && d[n - 1] == 0) n--;
  return n;
}

static int limb_clz(limb x) { return x ? __builtin_clz(x) : LIMB_BITS; }

static uint64_t mag_bitlen(const limb *d, size_t n) {
  if (n == 0) return 0;
  return (uint64_t)(n - 1) * LIMB_BITS + (uint64_t)(LIMB_BITS - limb_clz(d[n - 1]));
}

/* The value (-1)^neg * d[0..n) as int64, if it fits (n trimmed). */
static bool mag_to_i64(int neg, const limb *d, size_t n, int64_t *out) {
  uint64_t m;
  if (n > 2) return false;
  m = n == 0 ? 0 : n == 1 ? d[0] : ((uint64_t)d[1] << 32 | d[0]);
  if (!neg) {
    if (m > (uint64_t)INT64_MAX) return false;
    *out = (int64_t)m;
  } else {
    if (m > (uint64_t)INT64_MAX + 1) return false;
    *out = m == (uint64_t)INT64_MAX + 1 ? INT64_MIN : -(int64_t)m;
  }
  return true;
}

/* A zeroed BigInt with room for n limbs; NULL + MemoryError. */
static BigInt *big_new(VM *vm, size_t n) {
  if (n == 0) n = 1;
  if (n > BIG_MAX_LIMBS) { vm_nomem(vm); return NULL; }
  return obj_new(vm, OT_BIGINT, sizeof(BigInt) + n * sizeof(limb));
}

/* Normalise b, allocated with room for cap limbs and holding the
** magnitude in d[0..cap), and store the value in *out. */
static int big_finish(VM *vm, BigInt *b, int neg, size_t cap, Value *out) {
  size_t n = mag_trim(b->d, cap);
  int64_t i;
  b->neg = 0;
  b->n = (uint32_t)cap;      /* garbage keeps its true size (obj_size) */
  if (mag_to_i64(neg, b->d, n, &i)) { *out = vint(i); return 0; }
  if (n != cap && b->h.size == 0) {
    /* obj_size recomputes sizes of 4 GiB or more from n: copy to an exact
    ** block rather than leave n and the allocation out of step. */
    BigInt *c = big_new(vm, n);
    if (c == NULL) return -1;
    memcpy(c->d, b->d, n * sizeof(limb));
    b = c;
  }
  b->n = (uint32_t)n;
  b->neg = neg;
  *out = vobj(b);
  return 0;
}

/* Store (-1)^neg * d[0..n) in *out, copying it when it does not fit int64. */
static int big_make(VM *vm, int neg, const limb *d, size_t n, Value *out) {
  BigInt *b;
  int64_t i;
  n = mag_trim(d, n);
  if (mag_to_i64(neg, d, n, &i)) { *out = vint(i); return 0; }
  b = big_new(vm, n);
  if (b == NULL) return -1;
  memcpy(b->d, d, n * sizeof(limb));
  b->n = (uint32_t)n;
  b->neg = neg;
  *out = vobj(b);
  return 0;
}

/* Scratch limbs from vm->mem (uninitialised); NULL + MemoryError.  Freed
** with scr_free and the same n. */
static limb *scr_alloc(VM *vm, size_t n) {
  limb *p;
  if (n == 0) n = 1;
  if (n > SIZE_MAX / sizeof(limb)) { vm_nomem(vm); return NULL; }
  p = mem_alloc(&vm->mem, n * sizeof(limb));
  if (p == NULL) vm_nomem(vm);
  return p;
}

static void scr_free(VM *vm, limb *p, size_t n) {
  if (p) mem_free(&vm->mem, p, (n ? n : 1) * sizeof(limb));
}

/* ------------------------------------------------------------------ */
/* Magnitude primitives                                                 */
/* ------------------------------------------------------------------ */

static int mag_cmp(const limb *a, size_t an, const limb *b, size_t bn) {
  if (an != bn) return an < bn ? -1 : 1;
  while (an-- > 0)
    if (a[an] != b[an]) return a[an] < b[an] ? -1 : 1;
  return 0;
}

/* r[0..an] = a + b with an >= bn; r may be a. */
static void mag_add(limb *r, const limb *a, size_t an, const limb *b, size_t bn) {
  dlimb c = 0;
  size_t i;
  for (i = 0; i < bn; i++) { c += (dlimb)a[i] + b[i]; r[i] = (limb)c; c >>= 32; }
  for (; i < an; i++) { c += a[i]; r[i] = (limb)c; c >>= 32; }
  r[an] = (limb)c;
}

/* r[0..an) = a - b with a >= b (so an >= bn); r may be a or b. */
static void mag_sub(limb *r, const limb *a, size_t an, const limb *b, size_t bn) {
  dlimb br = 0;
  size_t i;
  for (i = 0; i < bn; i++) {
    dlimb t = (dlimb)a[i] - b[i] - br;
    r[i] = (limb)t;
    br = (t >> 32) & 1;
  }
  for (; i < an; i++) {
    dlimb t = (dlimb)a[i] - br;
    r[i] = (limb)t;
    br = (t >> 32) & 1;
  }
}

/* r[0..rn) += a[0..an) with an <= rn; the sum fits in rn limbs. */
static void mag_add_into(limb *r, size_t rn, const limb *a, size_t an) {
  dlimb c = 0;
  size_t i;
  for (i = 0; i < an; i++) { c += (dlimb)r[i] + a[i]; r[i] = (limb)c; c >>= 32; }
  for (; c && i < rn; i++) { c += r[i]; r[i] = (limb)c; c >>= 32; }
}

/* r[0..rn) -= a[0..an) with r >= a. */
static void mag_sub_into(limb *r, size_t rn, const limb *a, size_t an) {
  dlimb br = 0;
  size_t i;
  for (i = 0; i < an; i++) {
    dlimb t = (dlimb)r[i] - a[i] - br;
    r[i] = (limb)t;
    br = (t >> 32) & 1;
  }
  for (; br && i < rn; i++) {
    dlimb t = (dlimb)r[i] - br;
    r[i] = (limb)t;
    br = (t >> 32) & 1;
  }
}

/* d[0..n) += 1; returns the carry out. */
static limb mag_inc(limb *d, size_t n) {
  size_t i;
  for (i = 0; i < n; i++)
    if (++d[i] != 0) return 0;
  return 1;
}

/* r[0..n) = a * m + c; returns the carry limb.  r may be a. */
static limb mag_mul1(limb *r, const limb *a, size_t n, limb m, limb c) {
  dlimb t = c;
  size_t i;
  for (i = 0; i < n; i++) {
    t += (dlimb)a[i] * m;
    r[i] = (limb)t;
    t >>= 32;
  }
  return (limb)t;
}

/* q[0..n) = a / d (q may be a or NULL); returns a % d.  d != 0. */
static limb mag_divrem1(limb *q, const limb *a, size_t n, limb d) {
  dlimb r = 0;
  while (n-- > 0) {
    dlimb t = r << 32 | a[n];
    if (q) q[n] = (limb)(t / d);
    r = t % d;
  }
  return (limb)r;
}

/* r[0..n) = a << s for 0 <= s < 32; returns the bits shifted out.  r may be
** a (the loop runs downwards). */
static limb mag_shl(limb *r, const limb *a, size_t n, unsigned s) {
  limb out;
  size_t i;
  if (n == 0) return 0;
  if (s == 0) {
    if (r != a) memmove(r, a, n * sizeof(limb));
    return 0;
  }
  out = a[n - 1] >> (LIMB_BITS - s);
  for (i = n - 1; i > 0; i--) r[i] = a[i] << s | a[i - 1] >> (LIMB_BITS - s);
  r[0] = a[0] << s;
  return out;
}

/* r[0..n) = a >> s for 0 <= s < 32; returns the bits shifted out (nonzero
** when any were set).  r may be a (the loop runs upwards). */
static limb mag_shr(limb *r, const limb *a, size_t n, unsigned s) {
  limb out;
  size_t i;
  if (n == 0) return 0;
  if (s == 0) {
    if (r != a) memmove(r, a, n * sizeof(limb));
    return 0;
  }
  out = a[0] & (((limb)1 << s) - 1);
  for (i = 0; i + 1 < n; i++) r[i] = a[i] >> s | a[i + 1] << (LIMB_BITS - s);
  r[n - 1] = a[n - 1] >> s;
  return out;
}

/* ---- multiplication ---- */

/* r[0..an+bn) = a * b; r must not overlap a or b.  Column blocks of a
** of at most SLICE_OPS limb products each, charged one by one (a long a
** times a short b is one leaf of the recursion): -1 on a limit. */
static int mag_mul_school(VM *vm, limb *r, const limb *a, size_t an,
                          const limb *b, size_t bn) {
  size_t i, j, j0, j1, blk = bn ? (size_t)(SLICE_OPS / bn) + 1 : an;
  memset(r, 0, (an + bn) * sizeof(limb));
  for (j0 = 0; j0 < an; j0 = j1) {
    j1 = an - j0 < blk ? an : j0 + blk;
    if (vm_charge(vm, vm_work((uint64_t)(j1 - j0) * bn))) return -1;
    for (i = 0; i < bn; i++) {
      dlimb c = 0;
      limb bi = b[i];
      if (bi == 0) continue;
      for (j = j0; j < j1; j++) {
        c += (dlimb)a[j] * bi + r[i + j];
        r[i + j] = (limb)c;
        c >>= 32;
      }
      /* the sum fits an+bn limbs, so the carry stops inside r */
      if (j1 == an) {
        r[i + an] = (limb)c;
      } else {
        limb cl = (limb)c;
        mag_add_into(r + i + j1, an + bn - i - j1, &cl, 1);
      }
    }
  }
  return 0;
}

/* r[0..2n) = a * a: each cross product once, doubled, plus the squares.
** Only for n < KARA_THRESHOLD (the caller charges). */
static void mag_sqr_school(limb *r, const limb *a, size_t n) {
  size_t i, j;
  dlimb c;
  memset(r, 0, 2 * n * sizeof(limb));
  for (i = 0; i + 1 < n; i++) {
    limb ai = a[i];
    c = 0;
    if (ai == 0) continue;
    for (j = i + 1; j < n; j++) {
      c += (dlimb)ai * a[j] + r[i + j];
      r[i + j] = (limb)c;
      c >>= 32;
    }
    r[i + n] = (limb)c;
  }
  mag_shl(r, r, 2 * n, 1);
  c = 0;
  for (i = 0; i < n; i++) {
    dlimb sq = (dlimb)a[i] * a[i];
    c += (dlimb)r[2 * i] + (limb)sq;
    r[2 * i] = (limb)c;
    c >>= 32;
    c += (dlimb)r[2 * i + 1] + (sq >> 32);
    r[2 * i + 1] = (limb)c;
    c >>= 32;
  }
}

static size_t size_max(size_t a, size_t b) { return a > b ? a : b; }

/* Scratch limbs mag_mul_rec needs for an x bn (mirrors its recursion). */
static size_t kara_need(size_t an, size_t bn) {
  size_t h, sa, sb;
  if (an < bn) { h = an; an = bn; bn = h; }
  if (bn < KARA_THRESHOLD) return 0;
  if (2 * bn <= an) {
    size_t k = an % bn;
    return 2 * bn + size_max(kara_need(bn, bn), k ? kara_need(bn, k) : 0);
  }
  h = an / 2;
  sa = an - h + 1;
  sb = size_max(h, bn - h) + 1;
  return size_max(size_max(kara_need(h, h), kara_need(an - h, bn - h)),
                  2 * (sa + sb) + kara_need(sa, sb));
}

/* Limb products mag_mul_rec does for an x bn, estimated from below (what
** its schoolbook leaves will charge, within a small factor). */
static uint64_t mul_cost(size_t an, size_t bn) {
  size_t h;
  if (an < bn) { h = an; an = bn; bn = h; }
  if (bn < KARA_THRESHOLD) return (uint64_t)an * bn;
  if (2 * bn <= an) return (uint64_t)(an / bn) * mul_cost(bn, bn);
  h = an / 2;
  return 3 * mul_cost(an - h, bn - h);
}

/* Refuse a product whose cost passes the step budget left. */
static int mul_ahead(VM *vm, size_t an, size_t bn) {
  return vm_charge_ahead(vm, vm_work(mul_cost(an, bn)));
}

/* r[0..an+bn) = a * b using scratch s of kara_need(an, bn) limbs.  r must
** not overlap a, b or s.  Inputs may have leading zero limbs.  -1 when a
** limit is hit (r is then garbage). */
static int mag_mul_rec(VM *vm, limb *r, const limb *a, size_t an,
                       const limb *b, size_t bn, limb *s) {
  size_t h, a1n, b1n, san, sbn, pn, rn;
  limb *sa, *sb, *p;
  bool sqr;
  if (an < bn) {
    const limb *t = a; a = b; b = t;
    h = an; an = bn; bn = h;
  }
  sqr = a == b && an == bn;
  if (bn == 0) { memset(r, 0, an * sizeof(limb)); return 0; }
  if (bn < KARA_THRESHOLD) {
    if (!sqr) return mag_mul_school(vm, r, a, an, b, bn);
    if (vm_charge(vm, vm_work((uint64_t)an * an / 2))) return -1;
    mag_sqr_school(r, a, an);
    return 0;
  }
  if (2 * bn <= an) {
    /* lopsided: slices of a, each as long as b */
    size_t i = 0;
    memset(r, 0, (an + bn) * sizeof(limb));
    while (i < an) {
      size_t k = an - i < bn ? an - i : bn;
      if (mag_mul_rec(vm, s, b, bn, a + i, k, s + 2 * bn)) return -1;
      mag_add_into(r + i, an + bn - i, s, k + bn);
      i += k;
    }
    return 0;
  }
  /* a = a1*B^h + a0, b = b1*B^h + b0 with bn > an/2 >= h, so b1 != empty.
  ** a*b = z2*B^2h + (sa*sb - z0 - z2)*B^h + z0, sa = a0+a1, sb = b0+b1. */
  h = an / 2;
  a1n = an - h;
  b1n = bn - h;
  rn = an + bn;
  if (mag_mul_rec(vm, r, a, h, b, h, s) ||                     /* z0 */
      mag_mul_rec(vm, r + 2 * h, a + h, a1n, b + h, b1n, s))   /* z2 */
    return -1;
  san = a1n + 1;
  sbn = size_max(h, b1n) + 1;
  sa = s;
  sb = s + san;
  p = sb + sbn;
  mag_add(sa, a + h, a1n, a, h);
  if (sqr) {
    sb = sa;
    sbn = san;
  } else if (b1n >= h) {
    mag_add(sb, b + h, b1n, b, h);
  } else {
    mag_add(sb, b, h, b + h, b1n);
  }
  if (mag_mul_rec(vm, p, sa, san, sb, sbn, p + san + sbn)) return -1;
  pn = san + sbn;
  mag_sub_into(p, pn, r, 2 * h);
  mag_sub_into(p, pn, r + 2 * h, rn - 2 * h);
  pn = mag_trim(p, pn);
  mag_add_into(r + h, rn - h, p, pn);
  return 0;
}

/* r[0..an+bn) = a * b; r must not overlap a or b.  -1 on MemoryError or
** a limit. */
static int mag_mul(VM *vm, limb *r, const limb *a, size_t an, const limb *b,
                   size_t bn) {
  size_t need = kara_need(an, bn);
  limb *s;
  int rc;
  if (need == 0) return mag_mul_rec(vm, r, a, an, b, bn, NULL);
  s = scr_alloc(vm, need);
  if (s == NULL) return -1;
  rc = mag_mul_rec(vm, r, a, an, b, bn, s);
  scr_free(vm, s, need);
  return rc;
}

/* ---- division ---- */

/* Knuth's algorithm D (TAOCP 4.3.1).  v[0..n) is normalised (top bit of
** v[n-1] set) with n >= 2; u[0..m+n] is the dividend shifted by the same
** amount (u[m+n] takes the bits shifted out).  Leaves the remainder, still
** shifted, in u[0..n) and the quotient in q[0..m] unless q is NULL.
** Rows of n limb products are charged in slices: -1 on a limit. */
static int mag_knuth(VM *vm, limb *q, limb *u, size_t m, const limb *v,
                     size_t n) {
  limb vh = v[n - 1], vl = v[n - 2];
  size_t j = m + 1, i;
  uint64_t ops = 0;
  while (j-- > 0) {
    dlimb num = (dlimb)u[j + n] << 32 | u[j + n - 1];
    dlimb qhat = num / vh, rhat = num % vh;
    dlimb carry = 0, br = 0, t;
    while (qhat >= LIMB_BASE ||
           qhat * vl > (rhat << 32 | u[j + n - 2])) {
      qhat--;
      rhat += vh;
      if (rhat >= LIMB_BASE) break;
    }
    for (i = 0; i < n; i++) {
      dlimb p = qhat * v[i] + carry;
      carry = p >> 32;
      t = (dlimb)u[i + j] - (limb)p - br;
      u[i + j] = (limb)t;
      br = (t >> 32) & 1;
    }
    t = (dlimb)u[j + n] - carry - br;
    u[j + n] = (limb)t;
    if ((t >> 32) & 1) {
      /* qhat was one too large (rare): add v back */
      dlimb c = 0;
      qhat--;
      for (i = 0; i < n; i++) {
        c += (dlimb)u[i + j] + v[i];
        u[i + j] = (limb)c;
        c >>= 32;
      }
      u[j + n] += (limb)c;
    }
    if (q) q[j] = (limb)qhat;
    if ((ops += n) >= SLICE_OPS) {
      if (vm_charge(vm, vm_work(ops))) return -1;
      ops = 0;
    }
  }
  return vm_charge(vm, vm_work(ops));
}

/* q[0..an-bn] = a / b and r[0..bn) = a % b, for trimmed a, b with an >= bn
** >= 1.  q or r may be NULL.  -1 on MemoryError or a limit. */
static int mag_divmod(VM *vm, const limb *a, size_t an, const limb *b,
                      size_t bn, limb *q, limb *r) {
  limb *blk, *un, *vn;
  unsigned s;
  int rc;
  if (bn == 1) {
    limb rem;
    if (vm_charge(vm, vm_work(4 * (uint64_t)an))) return -1;
    rem = mag_divrem1(q, a, an, b[0]);
    if (r) r[0] = rem;
    return 0;
  }
  blk = scr_alloc(vm, an + 1 + bn);
  if (blk == NULL) return -1;
  un = blk;
  vn = blk + an + 1;
  s = (unsigned)limb_clz(b[bn - 1]);
  mag_shl(vn, b, bn, s);
  un[an] = mag_shl(un, a, an, s);
  rc = mag_knuth(vm, q, un, an - bn, vn, bn);
  if (rc == 0 && r) mag_shr(r, un, bn, s);
  scr_free(vm, blk, an + 1 + bn);
  return rc;
}

/* ------------------------------------------------------------------ */
/* Arithmetic                                                           */
/* ------------------------------------------------------------------ */

/* a + b, or a - b when flip */
static int big_addsub(VM *vm, Value a, Value b, int flip, Value *out) {
  BigView x, y;
  const BigView *p = &x, *q = &y;
  int pneg, qneg, c;
  BigInt *r;
  big_view(a, &x);
  big_view(b, &y);
  pneg = x.neg;
  qneg = y.neg ^ flip;
  if (pneg == qneg) {
    if (x.n < y.n) { p = &y; q = &x; }
    r = big_new(vm, p->n + 1);
    if (r == NULL) return -1;
    mag_add(r->d, p->d, p->n, q->d, q->n);
    return big_finish(vm, r, pneg, p->n + 1, out);
  }
  c = mag_cmp(x.d, x.n, y.d, y.n);
  if (c == 0) { *out = vint(0); return 0; }
  if (c < 0) { p = &y; q = &x; pneg = qneg; }
  r = big_new(vm, p->n);
  if (r == NULL) return -1;
  mag_sub(r->d, p->d, p->n, q->d, q->n);
  return big_finish(vm, r, pneg, p->n, out);
}

int big_add(VM *vm, Value a, Value b, Value *out) {
  int64_t r;
  if (IS_SMALL(a) && IS_SMALL(b) && !__builtin_add_overflow(a.u.i, b.u.i, &r)) {
    *out = vint(r);
    return 0;
  }
  return big_addsub(vm, a, b, 0, out);
}

int big_sub(VM *vm, Value a, Value b, Value *out) {
  int64_t r;
  if (IS_SMALL(a) && IS_SMALL(b) && !__builtin_sub_overflow(a.u.i, b.u.i, &r)) {
    *out = vint(r);
    return 0;
  }
  return big_addsub(vm, a, b, 1, out);
}

int big_mul(VM *vm, Value a, Value b, Value *out) {
  BigView x, y;
  BigInt *r;
  int64_t s;
  if (IS_SMALL(a) && IS_SMALL(b) && !__builtin_mul_overflow(a.u.i, b.u.i, &s)) {
    *out = vint(s);
    return 0;
  }
  big_view(a, &x);
  big_view(b, &y);
  if (x.n == 0 || y.n == 0) { *out = vint(0); return 0; }
  if (x.n >= KARA_THRESHOLD && y.n >= KARA_THRESHOLD && mul_ahead(vm, x.n, y.n))
    return -1;
  r = big_new(vm, x.n + y.n);
  if (r == NULL) return -1;
  if (mag_mul(vm, r->d, x.d, x.n, y.d, y.n)) return -1;
  return big_finish(vm, r, x.neg != y.neg, x.n + y.n, out);
}

/* Floor division: q = floor(a / b), r = a - q*b (sign of b).  Either
** output may be NULL.  zmsg is the ZeroDivisionError text. */
static int big_divmod_impl(VM *vm, Value a, Value b, Value *qo, Value *ro,
                           const char *zmsg) {
  BigView x, y;
  limb *blk, *q, *r;
  size_t qn, blkn;
  int rc = 0;
  if (IS_SMALL(a) && IS_SMALL(b)) {
    int64_t p = a.u.i, d = b.u.i;
    if (d == 0) return vm_raise(vm, T_ZeroDivisionError, "%s", zmsg);
    if (!(p == INT64_MIN && d == -1)) {
      int64_t qq = p / d, rr = p % d;
      if (rr != 0 && ((rr < 0) != (d < 0))) { qq--; rr += d; }
      if (qo) *qo = vint(qq);
      if (ro) *ro = vint(rr);
      return 0;
    }
  }
  big_view(a, &x);
  big_view(b, &y);
  if (y.n == 0) return vm_raise(vm, T_ZeroDivisionError, "%s", zmsg);
  /* q gets one spare limb for the floor adjustment */
  qn = x.n >= y.n ? x.n - y.n + 1 : 0;
  if (qn > 1 && y.n > 1 && vm_charge_ahead(vm, vm_work((uint64_t)qn * y.n)))
    return -1;
  blkn = qn + 1 + y.n;
  blk = scr_alloc(vm, blkn);
  if (blk == NULL) return -1;
  q = blk;
  r = blk + qn + 1;
  memset(blk, 0, blkn * sizeof(limb));
  if (qn) {
    if (mag_divmod(vm, x.d, x.n, y.d, y.n, q, r)) { rc = -1; goto done; }
  } else {
    memcpy(r, x.d, x.n * sizeof(limb));
  }
  if (x.neg != y.neg && mag_trim(r, y.n) != 0) {
    mag_inc(q, qn + 1);
    mag_sub(r, y.d, y.n, r, y.n);
  }
  if (qo && big_make(vm, x.neg != y.neg, q, qn + 1, qo)) { rc = -1; goto done; }
  if (ro && big_make(vm, y.neg, r, y.n, ro)) rc = -1;
done:
  scr_free(vm, blk, blkn);
  return rc;
}

int big_floordiv(VM *vm, Value a, Value b, Value *out) {
  return big_divmod_impl(vm, a, b, out, NULL, "integer division or modulo by zero");
}

int big_mod(VM *vm, Value a, Value b, Value *out) {
  return big_divmod_impl(vm, a, b, NULL, out, "integer modulo by zero");
}

int big_divmod(VM *vm, Value a, Value b, Value *q, Value *r) {
  return big_divmod_impl(vm, a, b, q, r, "integer division or modulo by zero");
}

int big_neg(VM *vm, Value a, Value *out) {
  BigView x;
  if (IS_SMALL(a) && a.u.i != INT64_MIN) { *out = vint(-a.u.i); return 0; }
  big_view(a, &x);
  return big_make(vm, !x.neg && x.n, x.d, x.n, out);
}

int big_abs(VM *vm, Value a, Value *out) {
  BigView x;
  if (IS_SMALL(a) && a.u.i != INT64_MIN) {
    *out = vint(a.u.i < 0 ? -a.u.i : a.u.i);
    return 0;
  }
  big_view(a, &x);
  if (!x.neg) { *out = a; return 0; }
  return big_make(vm, 0, x.d, x.n, out);
}

int big_invert(VM *vm, Value a, Value *out) {
  if (IS_SMALL(a)) { *out = vint(~a.u.i); return 0; }
  /* ~a == -(a + 1) */
  return big_sub(vm, vint(-1), a, out);
}

int big_cmp(Value a, Value b) {
  BigView x, y;
  int c;
  if (IS_SMALL(a) && IS_SMALL(b))
    return a.u.i < b.u.i ? -1 : a.u.i > b.u.i;
  big_view(a, &x);
  big_view(b, &y);
  if (x.neg != y.neg) return x.neg ? -1 : 1;
  c = mag_cmp(x.d, x.n, y.d, y.n);
  return x.neg ? -c : c;
}

int big_charge_cmp(VM *vm, Value a, Value b) {
  /* only two big ints of one length are compared limb by limb */
  if (!IS_BIG(a) || !IS_BIG(b) || AS_BIG(a)->n != AS_BIG(b)->n) return 0;
  return vm_charge_bytes(vm, (uint64_t)AS_BIG(a)->n * sizeof(limb));
}

int big_sign(Value a) {
  if (IS_SMALL(a)) return a.u.i < 0 ? -1 : a.u.i > 0;
  return AS_BIG(a)->neg ? -1 : 1;
}

bool big_is_zero(Value a) {
  return IS_SMALL(a) && a.u.i == 0;
}

/* ---- bitwise operations ---- */

enum { BIT_AND, BIT_OR, BIT_XOR };

/* Two's complement on max(an, bn) + 1 limbs: a negative operand is
** complemented on the fly (~m + 1, the carry running upwards), and so is a
** negative result on the way back to sign and magnitude. */
static int big_bitop(VM *vm, int op, Value a, Value b, Value *out) {
  BigView x, y;
  BigInt *r;
  size_t w, i;
  int rneg;
  dlimb ca = 1, cb = 1, cr = 1;
  big_view(a, &x);
  big_view(b, &y);
  rneg = op == BIT_AND ? x.neg && y.neg : op == BIT_OR ? x.neg || y.neg
       : x.neg != y.neg;
  w = size_max(x.n, y.n) + 1;
  r = big_new(vm, w);
  if (r == NULL) return -1;
  for (i = 0; i < w; i++) {
    limb ai = i < x.n ? x.d[i] : 0, bi = i < y.n ? y.d[i] : 0, ri;
    if (x.neg) { ca += (limb)~ai; ai = (limb)ca; ca >>= 32; }
    if (y.neg) { cb += (limb)~bi; bi = (limb)cb; cb >>= 32; }
    ri = op == BIT_AND ? ai & bi : op == BIT_OR ? ai | bi : ai ^ bi;
    if (rneg) { cr += (limb)~ri; ri = (limb)cr; cr >>= 32; }
    r->d[i] = ri;
  }
  return big_finish(vm, r, rneg, w, out);
}

int big_and(VM *vm, Value a, Value b, Value *out) {
  if (IS_SMALL(a) && IS_SMALL(b)) { *out = vint(a.u.i & b.u.i); return 0; }
  return big_bitop(vm, BIT_AND, a, b, out);
}

int big_or(VM *vm, Value a, Value b, Value *out) {
  if (IS_SMALL(a) && IS_SMALL(b)) { *out = vint(a.u.i | b.u.i); return 0; }
  return big_bitop(vm, BIT_OR, a, b, out);
}

int big_xor(VM *vm, Value a, Value b, Value *out) {
  if (IS_SMALL(a) && IS_SMALL(b)) { *out = vint(a.u.i ^ b.u.i); return 0; }
  return big_bitop(vm, BIT_XOR, a, b, out);
}

/* ---- shifts ---- */

/* |a| << s into a new BigInt with sign neg; s fits the size limit. */
static int big_shl_mag(VM *vm, const limb *d, size_t n, int neg, uint64_t s,
                       Value *out) {
  size_t ls = (size_t)(s / LIMB_BITS), rn;
  BigInt *r;
  if (s / LIMB_BITS + n + 1 > BIG_MAX_LIMBS) return vm_nomem(vm);
  rn = n + ls + 1;
  /* linear, but in the size of the result: 1 << 10**9 is 125 MB */
  if (vm_charge(vm, vm_work((uint64_t)rn * sizeof(limb)))) return -1;
  r = big_new(vm, rn);
  if (r == NULL) return -1;
  r->d[rn - 1] = mag_shl(r->d + ls, d, n, (unsigned)(s % LIMB_BITS));
  return big_finish(vm, r, neg, rn, out);
}

int big_lshift(VM *vm, Value a, Value b, Value *out) {
  BigView x;
  int64_t s;
  if (big_sign(b) < 0) return vm_raise(vm, T_ValueError, "negative shift count");
  if (big_is_zero(a)) { *out = vint(0); return 0; }
  if (!IS_SMALL(b)) {
    /* CPython sizes the result in 30-bit digits: more than 2**61 - 7 of
    ** them (its most) is OverflowError, fewer a failed allocation */
    Value q;
    int64_t digits = (big_bit_length(a) + 29) / 30;
    if (big_add(vm, b, vint(29), &q) || big_floordiv(vm, q, vint(30), &q)) return -1;
    if (!IS_SMALL(q) || q.u.i + digits > ((int64_t)1 << 61) - 7)
      return vm_raise(vm, T_OverflowError, "too many digits in integer");
    return vm_nomem(vm);
  }
  s = b.u.i;
  if (IS_SMALL(a)) {
    int64_t i = a.u.i;
    if (s == 0) { *out = vint(i); return 0; }
    if (s < 63) {
      int64_t lim = (int64_t)1 << (63 - s);
      if (i >= -lim && i < lim) { *out = vint((int64_t)((uint64_t)i << s)); return 0; }
    }
  }
  big_view(a, &x);
  return big_shl_mag(vm, x.d, x.n, x.neg, (uint64_t)s, out);
}

int big_rshift(VM *vm, Value a, Value b, Value *out) {
  BigView x;
  uint64_t s;
  size_t ls, rn, i;
  limb lost = 0;
  BigInt *r;
  int neg;
  if (big_sign(b) < 0) return vm_raise(vm, T_ValueError, "negative shift count");
  neg = big_sign(a) < 0;
  if (!IS_SMALL(b)) { *out = vint(neg ? -1 : 0); return 0; }
  s = (uint64_t)b.u.i;
  if (IS_SMALL(a)) {
    int64_t v = a.u.i;
    if (s >= 63) { *out = vint(v < 0 ? -1 : 0); return 0; }
    /* floor for negatives without relying on the sign fill of >> */
    *out = vint(v < 0 ? ~(~v >> s) : v >> s);
    return 0;
  }
  big_view(a, &x);
  if (s / LIMB_BITS >= x.n) { *out = vint(neg ? -1 : 0); return 0; }
  ls = (size_t)(s / LIMB_BITS);
  rn = x.n - ls + 1;           /* spare limb for rounding a negative down */
  /* linear in the result, and for a negative in the limbs dropped (their
  ** bits decide the rounding): math.log of a huge int shifts it down to
  ** 1000 bits, which must not cost a pass over the whole number */
  if (vm_charge(vm, vm_work((uint64_t)(neg ? x.n : rn) * sizeof(limb)))) return -1;
  r = big_new(vm, rn);
  if (r == NULL) return -1;
  if (neg)
    for (i = 0; i < ls; i++) lost |= x.d[i];
  lost |= mag_shr(r->d, x.d + ls, x.n - ls, (unsigned)(s % LIMB_BITS));
  if (neg && lost) mag_inc(r->d, rn);
  return big_finish(vm, r, neg, rn, out);
}

/* ---- power ---- */

/* d[0..n) (trimmed, nonzero) is a power of two. */
static bool mag_is_pow2(const limb *d, size_t n) {
  size_t i;
  for (i = 0; i + 1 < n; i++) if (d[i]) return false;
  return (d[n - 1] & (d[n - 1] - 1)) == 0;
}

/* Modular exponentiation state: the modulus m[0..n) (n >= 2, trimmed), its
** normalised copy, and scratch for one product and its reduction. */
typedef struct ModCtx {
  const limb *m;
  size_t n;
  unsigned shift;
  limb *vn;        /* m << shift, n limbs */
  limb *prod;      /* 2n limbs */
  limb *u;         /* 2n + 1 limbs */
  limb *ks;        /* Karatsuba scratch, kara_need(n, n) limbs */
} ModCtx;

/* r = x * y mod m, with x, y, r of n limbs (r may be x or y).  -1 on a
** limit. */
static int mod_mul(VM *vm, ModCtx *c, limb *r, const limb *x, const limb *y) {
  size_t n = c->n;
  if (mag_mul_rec(vm, c->prod, x, n, y, n, c->ks)) return -1;
  c->u[2 * n] = mag_shl(c->u, c->prod, 2 * n, c->shift);
  if (mag_knuth(vm, NULL, c->u, n, c->vn, n)) return -1;
  mag_shr(r, c->u, n, c->shift);
  return 0;
}

/* Bit i of d[0..n). */
static unsigned mag_bit(const limb *d, uint64_t i) {
  return (d[i / LIMB_BITS] >> (i % LIMB_BITS)) & 1;
}

/* Bits [lo, lo+w) of d as a number (w <= 8, lo+w <= bit length). */
static unsigned mag_bits(const limb *d, uint64_t lo, unsigned w) {
  unsigned v = 0, k;
  for (k = w; k-- > 0;) v = v << 1 | mag_bit(d, lo + k);
  return v;
}

/* r[0..mn) = base^e mod m, base < m, for a modulus of at least two limbs:
** left-to-right fixed windows of w bits over a table base^0..base^(2^w-1). */
static int mod_pow(VM *vm, limb *r, const limb *base, const limb *e, size_t en,
                   const limb *m, size_t mn) {
  ModCtx c;
  uint64_t eb = mag_bitlen(e, en), pos;
  unsigned w = eb > 512 ? 5 : eb > 64 ? 4 : 1, k;
  size_t tn = (size_t)1 << w, ks = kara_need(mn, mn), total, i;
  limb *blk, *tab;
  int rc = 0;
  /* eb squarings and products of n limbs, each with its reduction */
  {
    uint64_t per = mul_cost(mn, mn) + (uint64_t)mn * mn;
    if (vm_charge_ahead(vm, eb > UINT64_MAX / per ? UINT64_MAX : vm_work(eb * per)))
      return -1;
  }
  total = mn + 2 * mn + 2 * mn + 1 + ks + tn * mn;
  blk = scr_alloc(vm, total);
  if (blk == NULL) return -1;
  c.m = m;
  c.n = mn;
  c.shift = (unsigned)limb_clz(m[mn - 1]);
  c.vn = blk;
  c.prod = c.vn + mn;
  c.u = c.prod + 2 * mn;
  c.ks = c.u + 2 * mn + 1;
  tab = c.ks + ks;
  mag_shl(c.vn, m, mn, c.shift);
  memset(tab, 0, mn * sizeof(limb));
  tab[0] = 1;
  memcpy(tab + mn, base, mn * sizeof(limb));
  for (i = 2; i < tn && rc == 0; i++)
    rc = mod_mul(vm, &c, tab + i * mn, tab + (i - 1) * mn, base);
  /* windows from the top; the first may be short */
  pos = eb - eb % w;
  if (pos == eb) pos -= w;
  memcpy(r, tab + (size_t)mag_bits(e, pos, (unsigned)(eb - pos)) * mn,
         mn * sizeof(limb));
  while (pos > 0 && rc == 0) {
    unsigned v;
    pos -= w;
    for (k = 0; k < w && rc == 0; k++) rc = mod_mul(vm, &c, r, r, r);
    v = mag_bits(e, pos, w);
    if (v && rc == 0) rc = mod_mul(vm, &c, r, r, tab + (size_t)v * mn);
  }
  scr_free(vm, blk, total);
  return rc;
}

/* r[0..n) = the inverse of a modulo m (a < m, both n-limb buffers, m > 1,
** trimmed to mn) by the extended Euclidean algorithm.  Only |t| is kept:
** the Bezout coefficients alternate in sign, |t+| = |t-| + q*|t|.
** Returns 1 if a is not invertible, -1 on MemoryError, 0 on success. */
static int mag_invmod(VM *vm, limb *res, const limb *a, size_t an,
                      const limb *m, size_t mn) {
  size_t sz = mn + 2, total = 6 * sz + 2 * sz, r0n, r1n, t0n, t1n, qn, pn;
  limb *blk, *r0, *r1, *t0, *t1, *q, *rem, *p, *tmp;
  bool t0neg = false, t1neg = false;
  int rc = 0;
  blk = scr_alloc(vm, total);
  if (blk == NULL) return -1;
  memset(blk, 0, total * sizeof(limb));
  r0 = blk; r1 = r0 + sz; t0 = r1 + sz; t1 = t0 + sz; q = t1 + sz;
  rem = q + sz; p = rem + sz;
  memcpy(r0, m, mn * sizeof(limb));
  r0n = mn;
  r1n = mag_trim(a, an);
  memcpy(r1, a, r1n * sizeof(limb));
  t0n = 0;
  t1[0] = 1;
  t1n = 1;
  while (r1n > 0) {
    /* q, rem = divmod(r0, r1); (r0, r1) = (r1, rem) */
    qn = r0n - r1n + 1;
    /* the clearing below is linear in m each round */
    if (vm_charge(vm, vm_work(4 * (uint64_t)sz))) { rc = -1; goto done; }
    memset(q, 0, sz * sizeof(limb));
    if (mag_divmod(vm, r0, r0n, r1, r1n, q, rem)) { rc = -1; goto done; }
    qn = mag_trim(q, qn);
    tmp = r0; r0 = r1; r1 = tmp;
    r0n = r1n;
    memcpy(r1, rem, r0n * sizeof(limb));
    r1n = mag_trim(r1, r0n);
    /* (t0, t1) = (t1, t0 + q*t1) in magnitude */
    memset(p, 0, 2 * sz * sizeof(limb));
    if (mag_mul(vm, p, q, qn, t1, t1n)) { rc = -1; goto done; }
    pn = mag_trim(p, qn + t1n);
    if (pn < t0n) pn = t0n;
    mag_add_into(p, pn + 1, t0, t0n);
    pn = mag_trim(p, pn + 1);
    tmp = t0; t0 = t1; t1 = tmp;
    t0n = t1n;
    t0neg = t1neg;
    memset(t1, 0, sz * sizeof(limb));
    memcpy(t1, p, pn * sizeof(limb));
    t1n = pn;
    t1neg = !t0neg;
  }
  if (!(r0n == 1 && r0[0] == 1)) { rc = 1; goto done; }
  memset(res, 0, mn * sizeof(limb));
  if (t0neg && t0n) {
    memcpy(res, m, mn * sizeof(limb));
    mag_sub(res, res, mn, t0, t0n);
  } else {
    memcpy(res, t0, t0n * sizeof(limb));
  }
done:
  scr_free(vm, blk, total);
  return rc;
}

static int big_powmod(VM *vm, Value a, Value b, Value m, Value *out) {
  BigView x, e, md;
  limb *blk = NULL, *base, *res;
  size_t mn, blkn = 0;
  int rc = 0, neg_out;
  big_view(m, &md);
  if (md.n == 0) return vm_raise(vm, T_ValueError, "pow() 3rd argument cannot be 0");
  neg_out = md.neg;
  mn = md.n;
  if (mn == 1 && md.d[0] == 1) { *out = vint(0); return 0; }
  big_view(a, &x);
  big_view(b, &e);
  blkn = 2 * mn;
  blk = scr_alloc(vm, blkn);
  if (blk == NULL) return -1;
  base = blk;
  res = blk + mn;
  memset(blk, 0, blkn * sizeof(limb));
  /* base = a mod |m| in [0, |m|) */
  if (mag_cmp(x.d, x.n, md.d, mn) < 0) {
    memcpy(base, x.d, x.n * sizeof(limb));
  } else if (mag_divmod(vm, x.d, x.n, md.d, mn, NULL, base)) {
    rc = -1;
    goto done;
  }
  if (x.neg && mag_trim(base, mn)) mag_sub(base, md.d, mn, base, mn);
  if (e.neg) {
    int k = mag_invmod(vm, res, base, mn, md.d, mn);
    if (k < 0) { rc = -1; goto done; }
    if (k > 0) {
      rc = vm_raise(vm, T_ValueError, "base is not invertible for the given modulus");
      goto done;
    }
    memcpy(base, res, mn * sizeof(limb));
  }
  if (e.n == 0) {
    memset(res, 0, mn * sizeof(limb));
    res[0] = 1;                          /* |m| > 1 */
  } else if (mn == 1) {
    uint64_t mm = md.d[0], bb = base[0], rr = 1;
    uint64_t i = mag_bitlen(e.d, e.n);
    while (i-- > 0) {
      if ((i & 4095) == 0 && vm_charge(vm, vm_work(4096 * 4))) { rc = -1; goto done; }
      rr = rr * rr % mm;
      if (mag_bit(e.d, i)) rr = rr * bb % mm;
    }
    res[0] = (limb)rr;
  } else if (mod_pow(vm, res, base, e.d, e.n, md.d, mn)) {
    rc = -1;
    goto done;
  }
  if (neg_out && mag_trim(res, mn)) mag_sub(res, md.d, mn, res, mn);
  rc = big_make(vm, neg_out, res, mn, out);
done:
  scr_free(vm, blk, blkn);
  return rc;
}

int big_pow(VM *vm, Value a, Value b, const Value *mod, Value *out) {
  BigView x;
  uint64_t e, bits, L;
  size_t cap, rn, tn;
  limb *blk, *r, *t;
  int neg, rc = 0;
  if (mod) return big_powmod(vm, a, b, *mod, out);
  if (big_sign(b) < 0)
    return vm_raise(vm, T_ValueError, "negative exponent");  /* caller's job */
  if (IS_SMALL(a) && IS_SMALL(b)) {
    int64_t base = a.u.i, res = 1, k = b.u.i;
    bool ovf = false;
    while (k) {
      if ((k & 1) && __builtin_mul_overflow(res, base, &res)) { ovf = true; break; }
      k >>= 1;
      if (k && __builtin_mul_overflow(base, base, &base)) { ovf = true; break; }
    }
    if (!ovf) { *out = vint(res); return 0; }
  }
  if (big_is_zero(b)) { *out = vint(1); return 0; }
  big_view(a, &x);
  if (x.n == 0) { *out = vint(0); return 0; }
  if (x.n == 1 && x.d[0] == 1) {
    /* +-1: the sign follows the parity of b */
    BigView y;
    big_view(b, &y);
    *out = vint(x.neg && (y.d[0] & 1) ? -1 : 1);
    return 0;
  }
  if (!IS_SMALL(b)) return vm_nomem(vm);
  e = (uint64_t)b.u.i;
  neg = x.neg && (e & 1);
  L = mag_bitlen(x.d, x.n);
  if (e > BIG_MAX_BITS / L) return vm_nomem(vm);
  if (mag_is_pow2(x.d, x.n)) {
    /* |a| = 2^(L-1): a shift */
    limb one = 1;
    return big_shl_mag(vm, &one, 1, neg, (L - 1) * e, out);
  }
  bits = L * e;
  if (bits / LIMB_BITS + 1 > BIG_MAX_LIMBS) return vm_nomem(vm);
  /* a product is written over an+bn limbs, which may pass the final size
  ** by up to x.n + 1 limbs */
  cap = (size_t)(bits / LIMB_BITS) + x.n + 2;
  /* the last squaring alone (about half of the work) */
  if (mul_ahead(vm, cap / 2, cap / 2)) return -1;
  /* both buffers up front: a power too large for the memory limit fails
  ** here, before any squaring */
  blk = scr_alloc(vm, 2 * cap);
  if (blk == NULL) return -1;
  r = blk;
  t = blk + cap;
  memcpy(r, x.d, x.n * sizeof(limb));
  rn = x.n;
  {
    uint64_t i = 64 - (uint64_t)__builtin_clzll(e) - 1;
    while (i-- > 0) {
      limb *sw;
      if (mag_mul(vm, t, r, rn, r, rn)) { rc = -1; break; }
      tn = mag_trim(t, 2 * rn);
      sw = r; r = t; t = sw;
      rn = tn;
      if ((e >> i) & 1) {
        if (x.n == 1) {
          r[rn] = mag_mul1(r, r, rn, x.d[0], 0);
          rn = mag_trim(r, rn + 1);
        } else {
          if (mag_mul(vm, t, r, rn, x.d, x.n)) { rc = -1; break; }
          tn = mag_trim(t, rn + x.n);
          sw = r; r = t; t = sw;
          rn = tn;
        }
      }
    }
  }
  if (rc == 0) rc = big_make(vm, neg, r, rn, out);
  scr_free(vm, blk, 2 * cap);
  return rc;
}

/* ------------------------------------------------------------------ */
/* Text conversion                                                      */
/* ------------------------------------------------------------------ */

static int digit_value(unsigned char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
  return 99;
}

/* Largest power of base that fits a limb, and its exponent. */
static limb chunk_of(int base, int *k) {
  limb p = (limb)base;
  *k = 1;
  while ((dlimb)p * (limb)base <= 0xFFFFFFFFu) { p *= (limb)base; (*k)++; }
  return p;
}

/* Validation follows CPython's PyLong_FromString step by step, because the
** order decides between "invalid literal" and the digit limit error. */
int big_from_str(VM *vm, const char *s, size_t n, int base, Value *out,
                 int *bad) {
  size_t i = 0, start, end, ndig = 0, j, mark = 0;
  int neg = 0, old_octal = 0, shift;
  char prev = 0;
  BigInt *r;
  size_t cap;
  *bad = 0;
  if (base != 0 && (base < 2 || base > 36))
    return vm_raise(vm, T_ValueError, "int() base must be >= 2 and <= 36, or 0");
  if (i < n && (s[i] == '+' || s[i] == '-')) neg = s[i++] == '-';
  if (base == 0) {
    char c1 = i + 1 < n ? s[i + 1] : 0;
    if (i >= n || s[i] != '0') base = 10;
    else if (c1 == 'x' || c1 == 'X') base = 16;
    else if (c1 == 'o' || c1 == 'O') base = 8;
    else if (c1 == 'b' || c1 == 'B') base = 2;
    else { old_octal = 1; base = 10; }     /* "0..." must be all zeros */
  }
  if (i + 1 < n && s[i] == '0') {
    char c1 = s[i + 1];
    if ((base == 16 && (c1 == 'x' || c1 == 'X')) ||
        (base == 8 && (c1 == 'o' || c1 == 'O')) ||
        (base == 2 && (c1 == 'b' || c1 == 'B'))) {
      i += 2;
      if (i < n && s[i] == '_') i++;       /* one underscore after a prefix */
    }
  }
  if (i < n && s[i] == '_') { *bad = 1; return -1; }
  start = i;
  /* the checks and the power-of-two fill below are linear, but 10 MB of
  ** digits take 10-15 ms: charged as they go, so the deadline is polled */
  while (i < n && (digit_value((unsigned char)s[i]) < base || s[i] == '_')) {
    if (vm_charge_span(vm, i, n, &mark, 4)) return -1;
    if (s[i] == '_') {
      if (prev == '_') { *bad = 1; return -1; }
    } else {
      ndig++;
    }
    prev = s[i++];
  }
  if (prev == '_') { *bad = 1; return -1; }
  end = i;
  shift = (base & (base - 1)) == 0 ? __builtin_ctz((unsigned)base) : 0;
  if (!shift && ndig > 640) {
    /* CPython's str_digits_check_threshold: below it no limit applies */
    size_t lim = sys_int_max_str_digits(vm);
    if (lim && ndig > lim)
      return vm_raise(vm, T_ValueError, "Exceeds the limit (%zu digits) for "
                      "integer string conversion: value has %zu digits; use "
                      "sys.set_int_max_str_digits() to increase the limit", lim, ndig);
  }
  if (end != n || ndig == 0) { *bad = 1; return -1; }
  if (shift) {
    uint64_t bits = (uint64_t)ndig * (uint64_t)shift, pos = 0;
    if (bits / LIMB_BITS + 1 > BIG_MAX_LIMBS) return vm_nomem(vm);
    cap = (size_t)(bits / LIMB_BITS + 1);
    r = big_new(vm, cap);
    if (r == NULL) return -1;
    mark = 0;
    for (j = end; j-- > start;) {
      uint32_t v;
      if (vm_charge_span(vm, end - j, end - start, &mark, 4)) return -1;
      if (s[j] == '_') continue;
      v = (uint32_t)digit_value((unsigned char)s[j]);
      r->d[pos / LIMB_BITS] |= v << (pos % LIMB_BITS);
      if (pos % LIMB_BITS + (unsigned)shift > LIMB_BITS)
        r->d[pos / LIMB_BITS + 1] |= v >> (LIMB_BITS - pos % LIMB_BITS);
      pos += (unsigned)shift;
    }
  } else {
    /* groups of k digits: acc = acc * base^k + group (quadratic, but the
    ** digit limit keeps it to at most ~480 groups of ~450 limbs) */
    int k, got = 0;
    limb acc = 0, mul = 1;
    chunk_of(base, &k);
    size_t rn = 0;
    cap = ndig / (size_t)k + 2;
    /* refused up front past the step budget, charged a group at a time
    ** (the deadline is polled while it runs) */
    if (vm_charge_ahead(vm, vm_work((uint64_t)cap * cap / 2))) return -1;
    r = big_new(vm, cap);
    if (r == NULL) return -1;
    for (j = start; j < end; j++) {
      if (s[j] == '_') continue;
      acc = acc * (limb)base + (limb)digit_value((unsigned char)s[j]);
      mul *= (limb)base;
      if (++got == k || j + 1 == end) {
        limb c;
        if (vm_charge(vm, vm_work(rn))) return -1;
        c = mag_mul1(r->d, r->d, rn, mul, acc);
        if (c) r->d[rn++] = c;
        got = 0;
        acc = 0;
        mul = 1;
      }
    }
  }
  if (old_octal && mag_trim(r->d, cap) != 0) { *bad = 1; return -1; }
  return big_finish(vm, r, neg, cap, out);
}

size_t big_ndigits_estimate(Value a, int base) {
  BigView x;
  uint64_t L;
  big_view(a, &x);
  L = mag_bitlen(x.d, x.n);
  if (L == 0) return 1;
  if (base == 10) return (size_t)(L * 30103 / 100000 + 1);  /* log10(2) < .30103 */
  if ((base & (base - 1)) == 0) {
    unsigned w = (unsigned)__builtin_ctz((unsigned)base);
    return (size_t)((L + w - 1) / w);
  }
  {
    unsigned w = 0;
    while ((2u << w) <= (unsigned)base) w++;   /* floor(log2(base)) */
    return (size_t)((L + w - 1) / w);
  }
}

/* Text of a in base 2..36 ("-0x1f" when prefix and base is 2, 8 or 16)
** in a new block of exactly *len + 1 bytes from vm->mem. */
static char *big_format(VM *vm, Value a, int base, bool prefix, size_t *len) {
  static const char digs[] = "0123456789abcdefghijklmnopqrstuvwxyz";
  BigView x;
  const char *pfx = "";
  size_t plen, total, nd, i;
  char *out, *p;
  uint64_t L;
  if (base < 2 || base > 36) {
    vm_raise(vm, T_ValueError, "base must be >= 2 and <= 36");
    return NULL;
  }
  big_view(a, &x);
  if (prefix) pfx = base == 16 ? "0x" : base == 8 ? "0o" : base == 2 ? "0b" : "";
  plen = (size_t)x.neg + strlen(pfx);
  L = mag_bitlen(x.d, x.n);
  if ((base & (base - 1)) == 0) {
    unsigned w = (unsigned)__builtin_ctz((unsigned)base);
    size_t mark = 0;
    nd = L ? (size_t)((L + w - 1) / w) : 1;
    if (nd > SIZE_MAX - plen - 1) { vm_nomem(vm); return NULL; }
    total = plen + nd;
    out = mem_alloc(&vm->mem, total + 1);
    if (out == NULL) { vm_nomem(vm); return NULL; }
    p = out + total;
    *p = 0;
    for (i = 0; i < nd; i++) {
      uint64_t lo = (uint64_t)i * w;
      unsigned v = 0, k;
      /* a few bits read per digit: charged a span of digits at a time */
      if (vm_charge_span(vm, i, nd, &mark, 16)) {
        mem_free(&vm->mem, out, total + 1);
        return NULL;
      }
      for (k = 0; k < w && lo + k < L; k++) v |= mag_bit(x.d, lo + k) << k;
      *--p = digs[v];
    }
  } else {
    /* peel groups of k digits off the bottom by dividing by base^k */
    int k;
    limb big = chunk_of(base, &k), *w, *grp;
    size_t wn = x.n, ng = 0, blkn, first;
    size_t lim = base == 10 && L > 2000 ? sys_int_max_str_digits(vm) : 0;
    /* more than lim digits for sure (L bits give more than (L-1)*log10(2)
    ** digits): refuse before the quadratic work */
    if (lim && (uint64_t)(L - 1) * 30102 / 100000 >= lim) {
      vm_raise(vm, T_ValueError, MSG_TO_STR, lim);
      return NULL;
    }
    /* a pass over the remaining limbs per group of k digits */
    /* refused up front past the step budget, charged a pass at a time */
    if (vm_charge_ahead(vm, vm_work((uint64_t)x.n * x.n))) return NULL;
    blkn = x.n + big_ndigits_estimate(a, base) / (size_t)k + 2;
    w = scr_alloc(vm, blkn);
    if (w == NULL) return NULL;
    grp = w + x.n;
    memcpy(w, x.d, x.n * sizeof(limb));
    do {
      if (vm_charge(vm, vm_work(2 * (uint64_t)wn))) {
        scr_free(vm, w, blkn);
        return NULL;
      }
      if (base == 10) {
        /* constant divisor: the compiler turns the division into a multiply */
        dlimb rem = 0;
        for (i = wn; i-- > 0;) {
          dlimb t = rem << 32 | w[i];
          w[i] = (limb)(t / 1000000000u);
          rem = t % 1000000000u;
        }
        grp[ng++] = (limb)rem;
      } else {
        grp[ng++] = mag_divrem1(w, w, wn, big);
      }
      wn = mag_trim(w, wn);
    } while (wn > 0);
    first = 1;
    for (limb v = grp[ng - 1]; v >= (limb)base; v /= (limb)base) first++;
    nd = first + (ng - 1) * (size_t)k;
    if (lim && nd > lim) {
      scr_free(vm, w, blkn);
      vm_raise(vm, T_ValueError, MSG_TO_STR, lim);
      return NULL;
    }
    total = plen + nd;
    out = mem_alloc(&vm->mem, total + 1);
    if (out == NULL) { scr_free(vm, w, blkn); vm_nomem(vm); return NULL; }
    p = out + total;
    *p = 0;
    for (i = 0; i < ng; i++) {
      limb v = grp[i];
      int c = i + 1 < ng ? k : (int)first;
      while (c-- > 0) { *--p = digs[v % (limb)base]; v /= (limb)base; }
    }
    scr_free(vm, w, blkn);
  }
  memcpy(out, x.neg ? "-" : "", (size_t)x.neg);
  memcpy(out + x.neg, pfx, strlen(pfx));
  *len = total;
  return out;
}

int big_to_str(VM *vm, Value a, int base, bool prefix, Value *out) {
  size_t n;
  char *p = big_format(vm, a, base, prefix, &n);
  int rc;
  if (p == NULL) return -1;
  rc = str_new(vm, p, n, out);
  mem_free(&vm->mem, p, n + 1);
  return rc;
}

char *big_to_cstr(VM *vm, Value a, int base, size_t *len) {
  return big_format(vm, a, base, false, len);
}

/* ------------------------------------------------------------------ */
/* Conversions                                                          */
/* ------------------------------------------------------------------ */

int big_to_double(VM *vm, Value a, double *out) {
  BigView x;
  uint64_t L, top, mant, rest;
  bool sticky = false;
  size_t i;
  if (IS_SMALL(a)) { *out = (double)a.u.i; return 0; }
  big_view(a, &x);
  L = mag_bitlen(x.d, x.n);
  if (L > 1024) goto overflow;
  /* the top 64 bits, left-aligned, and whether anything below is set */
  {
    unsigned z = (unsigned)limb_clz(x.d[x.n - 1]);
    uint64_t hi = (uint64_t)x.d[x.n - 1] << 32 | x.d[x.n - 2];
    limb lo = x.n >= 3 ? x.d[x.n - 3] : 0;
    top = z ? hi << z | (uint64_t)(lo >> (LIMB_BITS - z)) : hi;
    sticky = z ? (limb)(lo << z) != 0 : lo != 0;
    for (i = 0; i + 3 < x.n && !sticky; i++) if (x.d[i]) sticky = true;
  }
  mant = top >> 11;             /* 53 bits */
  rest = top & 0x7FF;
  if (rest > 0x400 || (rest == 0x400 && (sticky || (mant & 1)))) {
    mant++;
    if (mant == (uint64_t)1 << 53) {
      mant >>= 1;
      L++;
      if (L > 1024) goto overflow;
    }
  }
  *out = ldexp((double)mant, (int)L - 53);
  if (x.neg) *out = -*out;
  return 0;
overflow:
  return vm_raise(vm, T_OverflowError, "int too large to convert to float");
}

int big_from_double(VM *vm, double d, Value *out) {
  int e;
  double m;
  uint64_t mant;
  limb md[2];
  if (isnan(d)) return vm_raise(vm, T_ValueError, "cannot convert float NaN to integer");
  if (isinf(d))
    return vm_raise(vm, T_OverflowError, "cannot convert float infinity to integer");
  d = trunc(d);
  if (d > -9223372036854775808.0 && d < 9223372036854775808.0) {
    *out = vint((int64_t)d);
    return 0;
  }
  if (d == -9223372036854775808.0) { *out = vint(INT64_MIN); return 0; }
  m = frexp(fabs(d), &e);              /* |d| = m * 2^e, e >= 64 here */
  mant = (uint64_t)ldexp(m, 53);
  md[0] = (limb)mant;
  md[1] = (limb)(mant >> 32);
  return big_shl_mag(vm, md, 2, d < 0, (uint64_t)(e - 53), out);
}

int big_from_i64(VM *vm, int64_t i, Value *out) {
  (void)vm;
  *out = vint(i);
  return 0;
}

int big_from_u64(VM *vm, uint64_t u, Value *out) {
  limb d[2];
  if (u <= (uint64_t)INT64_MAX) { *out = vint((int64_t)u); return 0; }
  d[0] = (limb)u;
  d[1] = (limb)(u >> 32);
  return big_make(vm, 0, d, 2, out);
}

int big_to_i64(Value a, int64_t *out) {
  BigView x;
  if (IS_SMALL(a)) { *out = a.u.i; return 0; }
  big_view(a, &x);
  return mag_to_i64(x.neg, x.d, x.n, out) ? 0 : -1;
}

int64_t big_hash(Value a) {
  BigView x;
  uint64_t h = 0;
  int64_t r;
  size_t i;
  big_view(a, &x);
  for (i = x.n; i-- > 0;) {
    /* h * 2^32 mod 2^61-1 is a rotation of the 61-bit h */
    h = ((h << 32) & HASH_MOD) | (h >> (61 - 32));
    h += x.d[i];
    if (h >= HASH_MOD) h -= HASH_MOD;
  }
  r = (int64_t)h;
  if (x.neg) r = -r;
  return r == -1 ? -2 : r;
}

int64_t big_bit_length(Value a) {
  BigView x;
  big_view(a, &x);
  return (int64_t)mag_bitlen(x.d, x.n);
}

int64_t big_bit_count(Value a) {
  BigView x;
  int64_t c = 0;
  size_t i;
  big_view(a, &x);
  for (i = 0; i < x.n; i++) c += __builtin_popcount(x.d[i]);
  return c;
}
