/*
** fmt.c - number and string formatting exactly as CPython 3.11 does it.
**
** Float digits come from the C library: glibc's snprintf("%.*e"/"%.*f")
** prints the exact binary value correctly rounded (half-even), which is
** what David Gay's dtoa gives CPython in modes 2 and 3, and strtod is
** correctly rounded, which fmt_shortest uses to find repr's shortest
** round-tripping digits (dtoa mode 0).  Everything after the digits (where
** the point goes, exponent form, '#', '%', sign, padding, grouping) follows
** CPython's pystrtod.c and formatter_unicode.c rule by rule, quirks
** included: format(1234, '08,') is '0,001,234'.
**
** Locale: only digits and the exponent are read back from snprintf's
** output (whatever radix character LC_NUMERIC puts there is skipped), and
** strtod is only given "DIGITSeEXP" with no radix character, so the output
** never depends on the host's locale.  The rounding mode is assumed to be
** the default round-to-nearest.
**
** Sizes: widths and precisions can be as large as CPython allows
** (PY_SSIZE_T_MAX, INT_MAX); before emitting a long run the needed bytes
** are checked against the VM's memory limit (fmt_room) so a huge width is a
** MemoryError up front, not a long loop ending in one.
*/
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "vm.h"
#include "str.h"
#include "bigint.h"
#include "fmt.h"
#include "class.h"
#include "limits.h"
#include "bytes.h"

#define FMT_SSIZE_MAX INT64_MAX  /* CPython's PY_SSIZE_T_MAX on 64-bit hosts */

/* ------------------------------------------------------------------ */
/* Output helpers                                                      */
/* ------------------------------------------------------------------ */

/* Refuse to build nbytes more output when that cannot fit in the VM's
** memory limit (or in any address space). */
static int fmt_room(VM *vm, uint64_t nbytes) {
  Mem *m = &vm->mem;
  if (nbytes > (uint64_t)(SIZE_MAX / 8)) return vm_nomem(vm);
  if (m->limit) {
    size_t left = m->used < m->limit ? m->limit - m->used : 0;
    if (nbytes > left) return vm_nomem(vm);
  }
  /* and in the step budget: the bytes will be charged as allocated */
  return vm_charge_ahead(vm, nbytes / MEM_CHARGE_UNIT);
}

static const char fmt_zeros[64] =
  "0000000000000000000000000000000000000000000000000000000000000000";

/* Append n copies of code point cp. */
static int fmt_fill(VM *vm, Buf *b, uint32_t cp, int64_t n) {
  char one[4], chunk[256];
  int k = utf8_encode(cp, one);
  size_t per, i, cl;
  if (n <= 0) return 0;
  per = sizeof chunk / (size_t)k;
  cl = 0;
  for (i = 0; i < per && (int64_t)i < n; i++) {
    memcpy(chunk + cl, one, (size_t)k);
    cl += (size_t)k;
  }
  while (n > 0) {
    size_t take = (uint64_t)n < per ? (size_t)n : per;
    if (buf_put(vm, b, chunk, take * (size_t)k)) return -1;
    n -= (int64_t)take;
  }
  return 0;
}

/* A destination for float layout: a VM buffer, or a caller's array that
** is known to be large enough (fmt_float_repr). */
typedef struct FmtSink {
  VM *vm;
  Buf *b;            /* NULL: write to arr */
  char *arr;
  size_t len;        /* bytes written */
  int err;           /* a buf_put failed (exception set) */
} FmtSink;

static void sink_put(FmtSink *s, const char *p, size_t n) {
  if (s->err || n == 0) return;
  if (s->b) {
    if (buf_put(s->vm, s->b, p, n)) s->err = 1;
  } else {
    memcpy(s->arr + s->len, p, n);
  }
  s->len += n;
}

static void sink_zeros(FmtSink *s, int64_t n) {
  while (n > 0 && !s->err) {
    size_t take = n < (int64_t)sizeof fmt_zeros ? (size_t)n : sizeof fmt_zeros;
    sink_put(s, fmt_zeros, take);
    n -= (int64_t)take;
  }
}

/* ------------------------------------------------------------------ */
/* Digits of a double, as CPython's _Py_dg_dtoa returns them           */
/* ------------------------------------------------------------------ */

#define FMT_MAXSIG 800    /* > 767, the most significant digits a double has */
#define FMT_MAXFRAC 1074  /* fractional digits of the smallest subnormal */

typedef struct FmtDigits {
  char d[FMT_MAXSIG + 8];  /* no leading or trailing zeros; "0" for zero */
  int n;                   /* digit count; 0 when mode 3 rounded to zero */
  int decpt;               /* value = 0.d[0..n) * 10^decpt */
  bool neg;                /* sign bit (ignored for nan) */
  char special;            /* 0 finite, 'i' infinity, 'n' nan */
} FmtDigits;

static void fmt_strip(FmtDigits *dg) {
  int lead = 0;
  while (lead < dg->n && dg->d[lead] == '0') lead++;
  if (lead) {
    memmove(dg->d, dg->d + lead, (size_t)(dg->n - lead));
    dg->n -= lead;
    dg->decpt -= lead;
  }
  while (dg->n > 0 && dg->d[dg->n - 1] == '0') dg->n--;
}

/* Read snprintf's "%e" (expform) or "%f" output of a positive finite
** value: the digits without leading zeros, skipping the radix character
** whatever it is, then the exponent.  Only zeros can fall beyond the
** FMT_MAXSIG digits kept (no double has more significant digits). */
static void fmt_scan(const char *s, FmtDigits *dg, bool expform) {
  int n = 0, intdigits = -1, lead = 0;
  const char *p = s;
  for (; *p && *p != 'e' && *p != 'E'; p++) {
    if (*p >= '0' && *p <= '9') {
      if (n == 0 && *p == '0') lead++;
      else if (n < FMT_MAXSIG + 4) dg->d[n++] = *p;
    } else if (intdigits < 0) {
      intdigits = n + lead;
    }
  }
  if (intdigits < 0) intdigits = n + lead;
  dg->n = n;
  if (expform) {
    int e = 0, esign = 1;
    if (*p) p++;
    if (*p == '-') { esign = -1; p++; } else if (*p == '+') p++;
    for (; *p >= '0' && *p <= '9'; p++) e = e * 10 + (*p - '0');
    dg->decpt = esign * e + 1 - lead;
  } else {
    dg->decpt = intdigits - lead;
  }
}

/* Does m * 10^e read back as exactly x?  The text has no radix
** character, so the locale cannot matter. */
static bool fmt_roundtrips(uint64_t m, int e, double x) {
  char buf[48], *p = buf + 24;
  int k = 0;
  unsigned ue = (unsigned)(e < 0 ? -e : e);
  do { buf[23 - k++] = (char)('0' + m % 10); m /= 10; } while (m);
  *p++ = 'e';
  if (e < 0) *p++ = '-';
  if (ue >= 100) *p++ = (char)('0' + ue / 100);
  if (ue >= 10) *p++ = (char)('0' + ue / 10 % 10);
  *p++ = (char)('0' + ue % 10);
  *p = 0;
  return strtod(buf + 24 - k, NULL) == x;
}

static void fmt_set_u64(FmtDigits *dg, uint64_t m, int e) {
  char tmp[24];
  int n = 0, i;
  do { tmp[n++] = (char)('0' + m % 10); m /= 10; } while (m);
  for (i = 0; i < n; i++) dg->d[i] = tmp[n - 1 - i];
  dg->n = n;
  dg->decpt = n + e;
  fmt_strip(dg);
}

/* x correctly rounded to p significant digits: *m (p digits, or p+1 after
** a carry to a power of ten) times 10^*e. */
static void fmt_round_sig(double x, int p, uint64_t *m, int *e) {
  char buf[48];
  FmtDigits t;
  int i;
  snprintf(buf, sizeof buf, "%.*e", p - 1, x);
  fmt_scan(buf, &t, true);
  *m = 0;
  for (i = 0; i < t.n; i++) *m = *m * 10 + (uint64_t)(t.d[i] - '0');
  *e = t.decpt - t.n;
}

/* The 17-digit m17 * 10^e17 rounded to 17 - drop digits, when that equals
** rounding x itself: the exact tail lies within half a unit of the 17th
** digit around the printed one, so only a printed tail of exactly one half
** (50 or 5) is undecided; then ask snprintf. */
static void fmt_round_from17(double x, uint64_t m17, int e17, int drop,
                             uint64_t *m, int *e) {
  uint64_t div = drop == 2 ? 100 : 10, half = div / 2;
  uint64_t q = m17 / div, t = m17 % div;
  if (t == half) {
    fmt_round_sig(x, 17 - drop, m, e);
    return;
  }
  *m = q + (t > half);
  *e = e17 + drop;
}

/* Shortest digits that read back as x (x > 0, finite), the closest to x
** among the shortest: dtoa mode 0.  The correctly rounded p-digit decimal
** is the closest p-digit one, so it round-trips whenever any p-digit
** decimal does, except at a power of two, where the gap below x is half
** the gap above: then the next p-digit decimal on the other side of x may
** round-trip when the closest does not, so it is tried too.  For normal
** x, if any decimal of at most 15 digits round-trips it is within 2^-53
** relative of x, closer than half a 15-digit step, so the correctly
** rounded 15-digit decimal is that one padded with zeros: one try covers
** lengths 1..15, and 17 digits always round-trip.  Subnormals have wider
** gaps and try every length. */
static const double fmt_pow10[23] = {
  1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12,
  1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22
};

bool fmt_decimal_fast(const char *s, size_t n, double *out) {
  size_t i = 0;
  bool neg = false;
  uint64_t m = 0;
  int nd = 0, e = 0, ex = 0, esign = 1;
  double r;
  if (i < n && s[i] == '-') { neg = true; i++; }
  for (; i < n && s[i] >= '0' && s[i] <= '9'; i++) {
    if (m == 0 && s[i] == '0') continue;        /* leading zeros */
    if (++nd > 19) return false;
    m = m * 10 + (uint64_t)(s[i] - '0');
  }
  if (i < n && s[i] == '.') {
    for (i++; i < n && s[i] >= '0' && s[i] <= '9'; i++) {
      e--;
      if (m == 0 && s[i] == '0') continue;
      if (++nd > 19) return false;
      m = m * 10 + (uint64_t)(s[i] - '0');
    }
  }
  if (i < n && (s[i] == 'e' || s[i] == 'E')) {
    i++;
    if (i < n && (s[i] == '+' || s[i] == '-')) esign = s[i++] == '-' ? -1 : 1;
    for (; i < n && s[i] >= '0' && s[i] <= '9'; i++) {
      if (ex > 100000) return false;
      ex = ex * 10 + (s[i] - '0');
    }
  }
  if (i != n || m > ((uint64_t)1 << 53)) return false;
  e += esign * ex;
  if (e < -22 || e > 22) return false;
  r = (double)m;
  r = e < 0 ? r / fmt_pow10[-e] : r * fmt_pow10[e];
  *out = neg ? -r : r;
  return true;
}

/* The shortest digits of x (positive, finite) when they are an integer m
** of at most FMT_FAST_LIMIT over 10^k, k <= 22 (most data: 12.5, 0.1,
** 1234.56); false when they are not, or not found this way.  Sound
** because of these facts: 10^k and m (< 2^53) are exact, so m / 10^k in
** IEEE arithmetic is the correctly rounded quotient, which is what strtod
** gives for "m e-k": the test below is exactly "m e-k round-trips".  For
** y = x * 10^k (rounded) below 2^50, the decimals that round-trip at k
** digits after the point are the integers within ulp(x)/2 * 10^k < 1/8 of
** the exact product, which lies within ulp(y)/2 <= 1/16 of y: the only
** candidate is y rounded to an integer (so at most one m per k, which is
** then also the closest).  Fewer digits after the point is fewer
** significant digits, so the first k that round-trips is dtoa mode 0's. */
#define FMT_FAST_LIMIT 1125899906842624.0   /* 2^50 */

static bool fmt_shortest_fast(double x, FmtDigits *dg) {
  int k;
  for (k = 0; k <= 22; k++) {
    double y = x * fmt_pow10[k], r;
    if (y >= FMT_FAST_LIMIT) return false;
    r = floor(y + 0.5);   /* y < 2^50: the sum is exact */
    if (r != 0 && r / fmt_pow10[k] == x) {
      fmt_set_u64(dg, (uint64_t)r, -k);
      return true;
    }
  }
  return false;
}

static void fmt_shortest(double x, FmtDigits *dg) {
  uint64_t m, m17;
  int e, e17, p;
  if (x >= 1e-22 && x < FMT_FAST_LIMIT && fmt_shortest_fast(x, dg)) return;
  if (x < DBL_MIN) {
    for (p = 1; p < 17; p++) {
      fmt_round_sig(x, p, &m, &e);
      if (fmt_roundtrips(m, e, x)) { fmt_set_u64(dg, m, e); return; }
      if (fmt_roundtrips(m + 1, e, x)) { fmt_set_u64(dg, m + 1, e); return; }
      if (m > 1 && fmt_roundtrips(m - 1, e, x)) {
        fmt_set_u64(dg, m - 1, e);
        return;
      }
    }
  }
  fmt_round_sig(x, 17, &m17, &e17);
  if (x >= DBL_MIN) {
    fmt_round_from17(x, m17, e17, 2, &m, &e);
    if (fmt_roundtrips(m, e, x)) { fmt_set_u64(dg, m, e); return; }
  }
  fmt_round_from17(x, m17, e17, 1, &m, &e);
  if (fmt_roundtrips(m, e, x)) { fmt_set_u64(dg, m, e); return; }
  if (fmt_roundtrips(m + 1, e, x)) { fmt_set_u64(dg, m + 1, e); return; }
  if (fmt_roundtrips(m - 1, e, x)) { fmt_set_u64(dg, m - 1, e); return; }
  fmt_set_u64(dg, m17, e17);
}

/* x (positive, finite) correctly rounded to prec digits after the point
** (half-even on the exact binary value, as snprintf's "%.*f") when
** x * 10^prec is below 2^43 and not within 2^-8 of a half: the product y
** is then within ulp(y)/2 <= 2^-11 of the exact one, so both round to
** the same integer.  False otherwise (the caller asks snprintf). */
static bool fmt_fixed_fast(double x, int prec, FmtDigits *dg) {
  double y, r, f;
  if (prec > 22) return false;
  y = x * fmt_pow10[prec];
  if (!(y < 8796093022208.0)) return false;   /* 2^43 */
  r = floor(y);
  f = y - r;                                  /* exact */
  if (fabs(f - 0.5) <= 1.0 / 256) return false;
  if (f > 0.5) r += 1;
  if (r == 0) {
    dg->n = 0;
    dg->decpt = -prec;   /* rounded to zero, as dtoa */
    return true;
  }
  fmt_set_u64(dg, (uint64_t)r, -prec);
  return true;
}

/* mode: 0 shortest, 2 `nd` significant digits (nd >= 1), 3 `nd` digits
** after the point (nd >= 0). */
static void fmt_digits(double x, int mode, int64_t nd, FmtDigits *dg) {
  char buf[FMT_MAXFRAC + 340];
  dg->neg = signbit(x) != 0;
  dg->special = 0;
  dg->n = 0;
  dg->decpt = 0;
  if (isnan(x)) { dg->special = 'n'; dg->neg = false; return; }
  if (isinf(x)) { dg->special = 'i'; return; }
  x = fabs(x);
  if (x == 0) {
    dg->d[0] = '0';
    dg->n = 1;
    dg->decpt = 1;
    return;
  }
  if (mode == 0) {
    fmt_shortest(x, dg);
    return;
  }
  /* beyond FMT_MAXSIG significant or FMT_MAXFRAC fractional digits the
  ** exact expansion has ended: asking for more only adds zeros */
  if (mode == 2) {
    int prec = (int)(nd > FMT_MAXSIG ? FMT_MAXSIG : nd) - 1;
    snprintf(buf, sizeof buf, "%.*e", prec, x);
    fmt_scan(buf, dg, true);
  } else {
    int prec = (int)(nd > FMT_MAXFRAC ? FMT_MAXFRAC : nd);
    if (fmt_fixed_fast(x, prec, dg)) return;
    snprintf(buf, sizeof buf, "%.*f", prec, x);
    fmt_scan(buf, dg, false);
    if (dg->n == 0) dg->decpt = -prec;   /* rounded to zero, as dtoa */
  }
  fmt_strip(dg);
}

/* ------------------------------------------------------------------ */
/* Digit layout: CPython's format_float_short                          */
/* ------------------------------------------------------------------ */

enum {
  FL_ALT = 1,        /* '#': keep a trailing point, keep 'g' zeros */
  FL_ADD_DOT_0 = 2,  /* repr / no type: "1.0" not "1" */
  FL_NO_NEG_0 = 4,   /* 'z': "-0.00" becomes "0.00" */
  FL_UPPER = 8       /* E F G: "E", "INF", "NAN" */
};

/* Layout parameters computed from the digits, before any output. */
typedef struct FmtLayout {
  bool neg, use_exp;
  int64_t decpt, vstart, vend, exp;
  bool point;        /* a decimal point is written */
} FmtLayout;

/* code is 'e', 'f', 'g' or 'r'; precision as dtoa received it ('e':
** digits wanted including the first, 'g': at least 1). */
static void fmt_plan(const FmtDigits *dg, char code, int64_t precision,
                     int flags, FmtLayout *L) {
  int64_t decpt = dg->decpt, vend = dg->n;
  L->neg = dg->neg;
  L->use_exp = false;
  L->exp = 0;
  if ((flags & FL_NO_NEG_0) && L->neg && !dg->special &&
      (dg->n == 0 || (dg->n == 1 && dg->d[0] == '0')))
    L->neg = false;
  switch (code) {
  case 'e':
    L->use_exp = true;
    vend = precision;
    break;
  case 'f':
    vend = decpt + precision;
    break;
  case 'g':
    if (decpt <= -4 ||
        decpt > ((flags & FL_ADD_DOT_0) ? precision - 1 : precision))
      L->use_exp = true;
    if (flags & FL_ALT) vend = precision;
    break;
  default: /* 'r' */
    if (decpt <= -4 || decpt > 16) L->use_exp = true;
    break;
  }
  if (L->use_exp) {
    L->exp = decpt - 1;
    decpt = 1;
  }
  L->vstart = decpt <= 0 ? decpt - 1 : 0;
  if (!L->use_exp && (flags & FL_ADD_DOT_0)) {
    if (vend <= decpt) vend = decpt + 1;
  } else {
    if (vend < decpt) vend = decpt;
  }
  L->decpt = decpt;
  L->vend = vend;
  L->point = vend > decpt || (flags & FL_ALT);
}

/* Upper bound of the bytes fmt_emit writes. */
static uint64_t fmt_plan_size(const FmtLayout *L) {
  return (uint64_t)(L->vend - L->vstart) + 8;
}

/* Virtual digits [a, b): the digit string padded with zeros both sides. */
static void fmt_vdigits(FmtSink *s, const FmtDigits *dg, int64_t a, int64_t b) {
  int64_t lo, hi;
  if (a >= b) return;
  if (a < 0) {
    int64_t z = (b < 0 ? b : 0) - a;
    sink_zeros(s, z);
    a += z;
  }
  lo = a;
  hi = b < dg->n ? b : dg->n;
  if (lo < hi) {
    sink_put(s, dg->d + lo, (size_t)(hi - lo));
    a = hi;
  }
  if (a < b) sink_zeros(s, b - a);
}

static void fmt_emit(FmtSink *s, const FmtDigits *dg, const FmtLayout *L,
                     int flags) {
  if (dg->special) {
    if (dg->special == 'i' && L->neg) sink_put(s, "-", 1);
    if (dg->special == 'i')
      sink_put(s, (flags & FL_UPPER) ? "INF" : "inf", 3);
    else
      sink_put(s, (flags & FL_UPPER) ? "NAN" : "nan", 3);
    return;
  }
  if (L->neg) sink_put(s, "-", 1);
  fmt_vdigits(s, dg, L->vstart, L->decpt);
  if (L->point) sink_put(s, ".", 1);
  fmt_vdigits(s, dg, L->decpt, L->vend);
  if (L->use_exp) {
    char e[16];
    int n = snprintf(e, sizeof e, "%c%+.02d", (flags & FL_UPPER) ? 'E' : 'e',
                     (int)L->exp);
    sink_put(s, e, (size_t)n);
  }
}

int fmt_float_repr(double d, char *buf) {
  FmtDigits dg;
  FmtLayout L;
  FmtSink s;
  fmt_digits(d, 0, 0, &dg);
  fmt_plan(&dg, 'r', 0, FL_ADD_DOT_0, &L);
  s.vm = NULL;
  s.b = NULL;
  s.arr = buf;
  s.len = 0;
  s.err = 0;
  fmt_emit(&s, &dg, &L, FL_ADD_DOT_0);
  buf[s.len] = 0;
  return (int)s.len;
}

/* Format x the way PyOS_double_to_string(x, code, precision, flags) does
** (code: e E f F g G r), appending to b. */
static int fmt_double(VM *vm, Buf *b, double x, char code, int64_t precision,
                      int flags) {
  FmtDigits dg;
  FmtLayout L;
  FmtSink s;
  char c = code;
  int mode;
  if (c == 'E' || c == 'F' || c == 'G') {
    flags |= FL_UPPER;
    c = (char)(c - 'A' + 'a');
  }
  switch (c) {
  case 'e': mode = 2; precision++; break;
  case 'f': mode = 3; break;
  case 'g': mode = 2; if (precision == 0) precision = 1; break;
  default: mode = 0; break;
  }
  fmt_digits(x, mode, precision, &dg);
  fmt_plan(&dg, c, precision, flags, &L);
  if (!dg.special && fmt_room(vm, fmt_plan_size(&L))) return -1;
  s.vm = vm;
  s.b = b;
  s.arr = NULL;
  s.len = 0;
  s.err = 0;
  fmt_emit(&s, &dg, &L, flags);
  return s.err ? -1 : 0;
}

/* ------------------------------------------------------------------ */
/* Float hash                                                          */
/* ------------------------------------------------------------------ */

#define FMT_HASH_BITS 61
#define FMT_HASH_MOD (((uint64_t)1 << FMT_HASH_BITS) - 1)

/* |d| = M * 2^e with M < 2^53, and 2^61 == 1 modulo 2^61-1, so the hash
** is M rotated left by e mod 61 within 61 bits (CPython's result, which
** is the int hash for integral values). */
int64_t fmt_float_hash(double d) {
  int e, k;
  double m;
  uint64_t M, x;
  int64_t h;
  if (isinf(d)) return d > 0 ? 314159 : -314159;
  if (isnan(d)) {
    /* CPython 3.10+ hashes a nan by identity; here a nan's bits are its
    ** identity (vm_nan_new gives each new nan a serial), so mix them into
    ** a positive, address-sized number. */
    uint64_t bits;
    memcpy(&bits, &d, sizeof bits);
    bits ^= bits >> 29;
    bits *= 0x9E3779B97F4A7C15ull;
    bits ^= bits >> 32;
    h = (int64_t)(bits >> 20);
    return h ? h : 1;
  }
  m = frexp(fabs(d), &e);
  if (m == 0) return 0;
  M = (uint64_t)ldexp(m, 53);
  e -= 53;
  k = e % FMT_HASH_BITS;
  if (k < 0) k += FMT_HASH_BITS;
  x = M;
  if (k) x = ((x << k) & FMT_HASH_MOD) | (x >> (FMT_HASH_BITS - k));
  h = (int64_t)x;
  if (d < 0) h = -h;
  if (h == -1) h = -2;
  return h;
}

/* ------------------------------------------------------------------ */
/* Format spec parsing                                                 */
/* ------------------------------------------------------------------ */

/* First code points of the 66 runs of Unicode 14.0 decimal digits
** (category Nd, each run 0..9), as Py_UNICODE_TODECIMAL knows them. */
static const uint32_t fmt_digit_zeros[] = {
  0x30, 0x660, 0x6f0, 0x7c0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6,
  0xc66, 0xce6, 0xd66, 0xde6, 0xe50, 0xed0, 0xf20, 0x1040, 0x1090, 0x17e0,
  0x1810, 0x1946, 0x19d0, 0x1a80, 0x1a90, 0x1b50, 0x1bb0, 0x1c40, 0x1c50,
  0xa620, 0xa8d0, 0xa900, 0xa9d0, 0xa9f0, 0xaa50, 0xabf0, 0xff10, 0x104a0,
  0x10d30, 0x11066, 0x110f0, 0x11136, 0x111d0, 0x112f0, 0x11450, 0x114d0,
  0x11650, 0x116c0, 0x11730, 0x118e0, 0x11950, 0x11c50, 0x11d50, 0x11da0,
  0x16a60, 0x16ac0, 0x16b50, 0x1d7ce, 0x1d7d8, 0x1d7e2, 0x1d7ec, 0x1d7f6,
  0x1e140, 0x1e2f0, 0x1e950, 0x1fbf0
};

/* Decimal value of a Unicode digit, or -1. */
static int fmt_decimal(uint32_t cp) {
  size_t lo = 0, hi = sizeof fmt_digit_zeros / sizeof fmt_digit_zeros[0];
  if (cp < 0x80) return cp >= '0' && cp <= '9' ? (int)(cp - '0') : -1;
  while (lo < hi) {            /* last run starting at or below cp */
    size_t mid = (lo + hi) / 2;
    if (fmt_digit_zeros[mid] <= cp) lo = mid + 1; else hi = mid;
  }
  if (lo == 0) return -1;
  return cp - fmt_digit_zeros[lo - 1] < 10 ? (int)(cp - fmt_digit_zeros[lo - 1])
                                           : -1;
}

/* A code point cursor over UTF-8 text. */
typedef struct FmtCur {
  const char *s;
  size_t n, i;       /* bytes, byte position */
  size_t left;       /* code points from i to the end */
} FmtCur;

static uint32_t cur_peek(const FmtCur *c, int k) {
  size_t i = c->i;
  uint32_t cp = 0;
  if ((size_t)k >= c->left) return 0;
  do { cp = utf8_decode(c->s, c->n, &i); } while (k-- > 0);
  return cp;
}

static void cur_next(FmtCur *c) {
  if (c->left == 0) return;
  (void)utf8_decode(c->s, c->n, &c->i);
  c->left--;
}

enum { LT_NONE = 0, LT_COMMA = ',', LT_UNDER = '_', LT_UNDER4 = 4 };

/* CPython's InternalFormatSpec. */
typedef struct FmtSpecI {
  uint32_t fill;
  uint32_t align;    /* 0 only with default_align 0 (fmt_parse_spec) */
  char sign;
  bool no_neg_0;     /* 'z' */
  bool alt;
  bool zero;         /* the '0' flag was given */
  int64_t width;
  int sep;           /* LT_* */
  int64_t precision;
  uint32_t type;
} FmtSpecI;

/* Digits as a width or precision: count of digits read, -1 on overflow
** (ValueError set). */
static int fmt_get_integer(VM *vm, FmtCur *c, int64_t *out) {
  int64_t acc = 0;
  int nd = 0;
  while (c->left) {
    int dv = fmt_decimal(cur_peek(c, 0));
    if (dv < 0) break;
    if (acc > (FMT_SSIZE_MAX - dv) / 10) {
      vm_raise(vm, T_ValueError, "Too many decimal digits in format string");
      return -1;
    }
    acc = acc * 10 + dv;
    nd++;
    cur_next(c);
  }
  *out = acc;
  return nd;
}

static bool fmt_is_align(uint32_t c) {
  return c == '<' || c == '>' || c == '=' || c == '^';
}

static int fmt_bad_sep(VM *vm, int sep, uint32_t type) {
  char s = sep == LT_COMMA ? ',' : '_';
  if (type > 32 && type < 128)
    return vm_raise(vm, T_ValueError, "Cannot specify '%c' with '%c'.", s,
                    (char)type);
  return vm_raise(vm, T_ValueError, "Cannot specify '%c' with '\\x%x'.", s,
                  (unsigned)type);
}

/* CPython's parse_internal_render_format_spec. */
static int fmt_parse(VM *vm, const char *s, size_t n, const char *tname,
                     uint32_t default_type, uint32_t default_align,
                     FmtSpecI *sp) {
  FmtCur c;
  bool fill_given = false, align_given = false;
  int nd;
  c.s = s;
  c.n = n;
  c.i = 0;
  c.left = utf8_count(s, n);
  sp->fill = ' ';
  sp->align = default_align;
  sp->sign = 0;
  sp->no_neg_0 = false;
  sp->alt = false;
  sp->zero = false;
  sp->width = -1;
  sp->sep = LT_NONE;
  sp->precision = -1;
  sp->type = default_type;

  if (c.left >= 2 && fmt_is_align(cur_peek(&c, 1))) {
    sp->fill = cur_peek(&c, 0);
    sp->align = cur_peek(&c, 1);
    fill_given = align_given = true;
    cur_next(&c);
    cur_next(&c);
  } else if (c.left >= 1 && fmt_is_align(cur_peek(&c, 0))) {
    sp->align = cur_peek(&c, 0);
    align_given = true;
    cur_next(&c);
  }
  if (c.left >= 1) {
    uint32_t ch = cur_peek(&c, 0);
    if (ch == '+' || ch == '-' || ch == ' ') {
      sp->sign = (char)ch;
      cur_next(&c);
    }
  }
  if (c.left >= 1 && cur_peek(&c, 0) == 'z') {
    sp->no_neg_0 = true;
    cur_next(&c);
  }
  if (c.left >= 1 && cur_peek(&c, 0) == '#') {
    sp->alt = true;
    cur_next(&c);
  }
  /* '0' before the width: zero padding, and '=' alignment for numbers */
  if (!fill_given && c.left >= 1 && cur_peek(&c, 0) == '0') {
    sp->fill = '0';
    sp->zero = true;
    if (!align_given && default_align == '>') sp->align = '=';
    cur_next(&c);
  }
  nd = fmt_get_integer(vm, &c, &sp->width);
  if (nd < 0) return -1;
  if (nd == 0) sp->width = -1;

  if (c.left && cur_peek(&c, 0) == ',') {
    sp->sep = LT_COMMA;
    cur_next(&c);
  }
  if (c.left && cur_peek(&c, 0) == '_') {
    if (sp->sep != LT_NONE)
      return vm_raise(vm, T_ValueError, "Cannot specify both ',' and '_'.");
    sp->sep = LT_UNDER;
    cur_next(&c);
  }
  if (c.left && cur_peek(&c, 0) == ',' && sp->sep == LT_UNDER)
    return vm_raise(vm, T_ValueError, "Cannot specify both ',' and '_'.");

  if (c.left && cur_peek(&c, 0) == '.') {
    cur_next(&c);
    nd = fmt_get_integer(vm, &c, &sp->precision);
    if (nd < 0) return -1;
    if (nd == 0)
      return vm_raise(vm, T_ValueError, "Format specifier missing precision");
  }

  if (c.left > 1)
    return vm_raise(vm, T_ValueError,
                    "Invalid format specifier '%.*s' for object of type '%s'",
                    (int)n, s, tname);
  if (c.left == 1) {
    sp->type = cur_peek(&c, 0);
    cur_next(&c);
  }

  if (sp->sep) {
    switch (sp->type) {
    case 'd': case 'e': case 'f': case 'g': case 'E': case 'G': case '%':
    case 'F': case 0:
      break;
    case 'b': case 'o': case 'x': case 'X':
      if (sp->sep == LT_UNDER) {   /* every four digits in bin/oct/hex */
        sp->sep = LT_UNDER4;
        break;
      }
      return fmt_bad_sep(vm, sp->sep, sp->type);
    default:
      return fmt_bad_sep(vm, sp->sep, sp->type);
    }
  }
  return 0;
}

int fmt_parse_spec(VM *vm, const char *s, size_t n, FmtSpec *spec) {
  FmtSpecI sp;
  if (fmt_parse(vm, s, n, "object", 0, 0, &sp)) return -1;
  spec->fill = sp.fill;
  spec->align = (char)sp.align;
  spec->sign = sp.sign;
  spec->alt = sp.alt;
  spec->zero = sp.zero;
  spec->width = sp.width;
  spec->grouping = sp.sep == LT_COMMA ? ',' : sp.sep ? '_' : 0;
  spec->precision = sp.precision;
  /* no presentation type is a non-ASCII letter: mark one with DEL */
  spec->type = sp.type < 0x80 ? (char)sp.type : (char)0x7f;
  return 0;
}

static int fmt_unknown_code(VM *vm, uint32_t type, const char *tname) {
  if (type > 32 && type < 128)
    return vm_raise(vm, T_ValueError,
                    "Unknown format code '%c' for object of type '%s'",
                    (char)type, tname);
  return vm_raise(vm, T_ValueError,
                  "Unknown format code '\\x%x' for object of type '%s'",
                  (unsigned)type, tname);
}

/* ------------------------------------------------------------------ */
/* Numbers: CPython's calc_number_widths and fill_number               */
/* ------------------------------------------------------------------ */

/* A number split for layout:
**   <sign><prefix><digits, grouped><.><remainder>
** digits are ASCII; the remainder may be any UTF-8 ('c' formatting). */
typedef struct FmtNum {
  char sign;              /* '-' if negative, else 0 */
  const char *prefix;     /* "0x", "0X", "0o", "0b" or "" */
  const char *digits;
  size_t ndigits;
  bool has_decimal;
  const char *rem;
  size_t nrem, nrem_cp;   /* bytes and code points */
} FmtNum;

/* Digit positions (digits plus leading zeros) CPython's
** _PyUnicode_InsertThousandsGrouping produces for n digits filling at
** least min_width characters with groups of g (0: no grouping) and
** one-character separators: the smallest T >= n whose grouped length
** T + (ceil(T/g) - 1) reaches min_width. */
static int64_t fmt_group_positions(int64_t n, int64_t min_width, int g) {
  int64_t k, t;
  if (min_width < 0) min_width = 0;
  if (g == 0) return n > min_width ? (n > 1 ? n : 1) : (min_width > 1 ? min_width : 1);
  if (n + ((n + g - 1) / g - 1) >= min_width) return n;
  k = (min_width + 1 + g) / (g + 1);          /* ceil((mw + 1) / (g + 1)) */
  t = (k - 1) * g + 1;
  if (min_width - (k - 1) > t) t = min_width - (k - 1);
  if (n > t) t = n;
  return t;
}

static int fmt_number(VM *vm, Buf *b, const FmtSpecI *sp, const FmtNum *nm,
                      int sep) {
  int g = sep == LT_COMMA || sep == LT_UNDER ? 3 : sep == LT_UNDER4 ? 4 : 0;
  char sepc = sep == LT_COMMA ? ',' : '_';
  int64_t nsign = 0, nprefix = (int64_t)strlen(nm->prefix);
  int64_t ndec = nm->has_decimal ? 1 : 0;
  int64_t nondigit, min_width, T = 0, ngrouped = 0, pad;
  int64_t lpad = 0, spad = 0, rpad = 0;
  char signc = 0;
  int fillw;
  char tmp[4];
  uint64_t bytes;

  if (sp->sign == '+') { nsign = 1; signc = nm->sign == '-' ? '-' : '+'; }
  else if (sp->sign == ' ') { nsign = 1; signc = nm->sign == '-' ? '-' : ' '; }
  else if (nm->sign == '-') { nsign = 1; signc = '-'; }

  nondigit = nsign + nprefix + ndec + (int64_t)nm->nrem_cp;
  min_width = sp->fill == '0' && sp->align == '=' ? sp->width - nondigit : 0;
  if (min_width > 0 && fmt_room(vm, (uint64_t)min_width)) return -1;
  if (nm->ndigits) {
    T = fmt_group_positions((int64_t)nm->ndigits, min_width, g);
    ngrouped = T + (g ? (T + g - 1) / g - 1 : 0);
  }
  pad = sp->width - (nondigit + ngrouped);
  if (pad > 0) {
    switch (sp->align) {
    case '<': rpad = pad; break;
    case '^': lpad = pad / 2; rpad = pad - lpad; break;
    case '=': spad = pad; break;
    default: lpad = pad; break;
    }
  }
  fillw = utf8_encode(sp->fill, tmp);
  bytes = (uint64_t)(lpad + spad + rpad) * (uint64_t)fillw +
          (uint64_t)(nondigit + ngrouped) + nm->nrem;
  if (fmt_room(vm, bytes)) return -1;

  if (fmt_fill(vm, b, sp->fill, lpad)) return -1;
  if (nsign && buf_putc(vm, b, signc)) return -1;
  if (buf_put(vm, b, nm->prefix, (size_t)nprefix)) return -1;
  if (fmt_fill(vm, b, sp->fill, spad)) return -1;
  if (nm->ndigits) {
    /* T positions: zeros, then the digits; a separator before position i
    ** (i > 0) when T - i is a multiple of g */
    int64_t nz = T - (int64_t)nm->ndigits, i = 0;
    int64_t first = g ? T - ((T - 1) / g) * g : T;
    while (i < T) {
      int64_t end = i == 0 ? first : i + g, j = i;
      if (i > 0 && buf_putc(vm, b, sepc)) return -1;
      while (j < end && j < nz) {
        int64_t z = (end < nz ? end : nz) - j;
        if (z > (int64_t)sizeof fmt_zeros) z = (int64_t)sizeof fmt_zeros;
        if (buf_put(vm, b, fmt_zeros, (size_t)z)) return -1;
        j += z;
      }
      if (j < end &&
          buf_put(vm, b, nm->digits + (j - nz), (size_t)(end - j)))
        return -1;
      i = end;
    }
  }
  if (ndec && buf_putc(vm, b, '.')) return -1;
  if (buf_put(vm, b, nm->rem, nm->nrem)) return -1;
  return fmt_fill(vm, b, sp->fill, rpad);
}

/* ------------------------------------------------------------------ */
/* int                                                                 */
/* ------------------------------------------------------------------ */

/* Digits of |v| in base into a new buffer (text), sign in *neg.  Lower
** case hex. */
static int fmt_int_digits(VM *vm, Value v, int base, Buf *text, bool *neg) {
  if (v.tag == V_INT || v.tag == V_BOOL) {
    char tmp[70];
    int n = 0;
    int64_t i = v.u.i;
    uint64_t u = i < 0 ? (uint64_t)0 - (uint64_t)i : (uint64_t)i;
    *neg = i < 0;
    do {
      tmp[sizeof tmp - 1 - n++] = "0123456789abcdef"[u % (unsigned)base];
      u /= (unsigned)base;
    } while (u);
    return buf_put(vm, text, tmp + sizeof tmp - n, (size_t)n);
  } else {
    Value s;
    const char *p;
    size_t n;
    if (big_to_str(vm, v, base, false, &s)) return -1;
    p = AS_STR(s)->data;
    n = AS_STR(s)->len;
    *neg = n > 0 && p[0] == '-';
    if (*neg) { p++; n--; }
    return buf_put(vm, text, p, n);
  }
}

static int fmt_int_spec(VM *vm, Value v, const FmtSpecI *sp, Buf *b) {
  FmtNum nm;
  Buf text = BUF_INIT;
  int base = 10, r;
  bool neg = false;
  char cbuf[4];
  if (sp->precision != -1)
    return vm_raise(vm, T_ValueError,
                    "Precision not allowed in integer format specifier");
  if (sp->no_neg_0)
    return vm_raise(vm, T_ValueError,
                    "Negative zero coercion (z) not allowed in integer "
                    "format specifier");
  memset(&nm, 0, sizeof nm);
  nm.prefix = "";
  if (sp->type == 'c') {
    int64_t x;
    if (sp->sign)
      return vm_raise(vm, T_ValueError,
                      "Sign not allowed with integer format specifier 'c'");
    if (sp->alt)
      return vm_raise(vm, T_ValueError,
                      "Alternate form (#) not allowed with integer format "
                      "specifier 'c'");
    if (big_to_i64(v, &x))
      return vm_raise(vm, T_OverflowError,
                      "Python int too large to convert to C long");
    if (x < 0 || x > 0x10ffff)
      return vm_raise(vm, T_OverflowError, "%%c arg not in range(0x110000)");
    nm.rem = cbuf;
    nm.nrem = (size_t)utf8_encode((uint32_t)x, cbuf);
    nm.nrem_cp = 1;
    nm.digits = "";
    return fmt_number(vm, b, sp, &nm, LT_NONE);
  }
  switch (sp->type) {
  case 'b': base = 2; break;
  case 'o': base = 8; break;
  case 'x': case 'X': base = 16; break;
  default: break;
  }
  if (fmt_int_digits(vm, v, base, &text, &neg)) {
    buf_free(vm, &text);
    return -1;
  }
  if (sp->type == 'X') {
    size_t i;
    for (i = 0; i < text.len; i++)
      if (text.p[i] >= 'a' && text.p[i] <= 'f') text.p[i] -= 'a' - 'A';
  }
  if (sp->alt) {
    nm.prefix = base == 2 ? "0b" : base == 8 ? "0o"
              : base == 16 ? (sp->type == 'X' ? "0X" : "0x") : "";
  }
  nm.sign = neg ? '-' : 0;
  nm.digits = text.p;
  nm.ndigits = text.len;
  nm.rem = "";
  r = fmt_number(vm, b, sp, &nm, sp->type == 'n' ? LT_NONE : sp->sep);
  buf_free(vm, &text);
  return r;
}

/* ------------------------------------------------------------------ */
/* float                                                               */
/* ------------------------------------------------------------------ */

/* A formatted float's text split for fmt_number: sign, digits, an
** optional '.', then the remainder (more digits, exponent). */
static void fmt_split(const Buf *text, FmtNum *nm) {
  size_t i, start = 0, end = text->len;
  memset(nm, 0, sizeof *nm);
  nm->prefix = "";
  if (end > 0 && text->p[0] == '-') {
    nm->sign = '-';
    start = 1;
  }
  i = start;
  while (i < end && text->p[i] >= '0' && text->p[i] <= '9') i++;
  nm->digits = text->p + start;
  nm->ndigits = i - start;
  nm->has_decimal = i < end && text->p[i] == '.';
  if (nm->has_decimal) i++;
  nm->rem = text->p + i;
  nm->nrem = nm->nrem_cp = end - i;
}

static int fmt_float_spec(VM *vm, double val, const FmtSpecI *sp, Buf *b) {
  uint32_t type = sp->type;
  int64_t precision = sp->precision, default_precision = 6;
  int flags = 0, r;
  bool add_pct = false;
  Buf text = BUF_INIT;
  FmtNum nm;

  if (precision > INT_MAX)
    return vm_raise(vm, T_ValueError, "precision too big");
  if (sp->alt) flags |= FL_ALT;
  if (sp->no_neg_0) flags |= FL_NO_NEG_0;
  if (type == 0) {
    /* like repr without a precision, else 'g' with at least one digit
    ** after the point */
    flags |= FL_ADD_DOT_0;
    type = 'r';
    default_precision = 0;
  }
  if (type == 'n') type = 'g';
  if (type == '%') {
    type = 'f';
    val *= 100;
    add_pct = true;
  }
  if (precision < 0) precision = default_precision;
  else if (type == 'r') type = 'g';

  if (fmt_double(vm, &text, val, (char)type, precision, flags) ||
      (add_pct && buf_putc(vm, &text, '%'))) {
    buf_free(vm, &text);
    return -1;
  }
  fmt_split(&text, &nm);
  r = fmt_number(vm, b, sp, &nm, sp->type == 'n' ? LT_NONE : sp->sep);
  buf_free(vm, &text);
  return r;
}

/* ------------------------------------------------------------------ */
/* complex: CPython's complex_repr and format_complex_internal         */
/* ------------------------------------------------------------------ */

/* repr(complex): "1j", "(1+2j)", "(-0-1j)", "(nan+infj)": each part as
** repr(float) without ".0", the real part and parentheses left out when
** it is +0. */
int fmt_complex_repr(VM *vm, Buf *b, double re, double im) {
  if (re == 0.0 && !signbit(re)) {
    if (fmt_double(vm, b, im, 'r', 0, 0)) return -1;
    return buf_putc(vm, b, 'j');
  }
  if (buf_putc(vm, b, '(') || fmt_double(vm, b, re, 'r', 0, 0)) return -1;
  if ((isnan(im) || !signbit(im)) && buf_putc(vm, b, '+')) return -1;
  if (fmt_double(vm, b, im, 'r', 0, 0)) return -1;
  return buf_put(vm, b, "j)", 2);
}

static int fmt_complex_spec(VM *vm, double re, double im, const FmtSpecI *sp, Buf *b) {
  uint32_t type = sp->type;
  int64_t precision = sp->precision, default_precision = 6, total, lpad = 0, rpad = 0;
  int flags = 0, r = -1;
  bool parens = false, skip_re = false;
  Buf tre = BUF_INIT, tim = BUF_INIT, body = BUF_INIT;
  FmtSpecI part;
  FmtNum nm;

  if (precision > INT_MAX) return vm_raise(vm, T_ValueError, "precision too big");
  if (sp->fill == '0')
    return vm_raise(vm, T_ValueError, "Zero padding is not allowed in complex format specifier");
  if (sp->align == '=')
    return vm_raise(vm, T_ValueError,
                    "'=' alignment flag is not allowed in complex format specifier");
  if (sp->alt) flags |= FL_ALT;
  if (sp->no_neg_0) flags |= FL_NO_NEG_0;
  if (type == 0) {   /* like str(z) */
    type = 'r';
    default_precision = 0;
    if (re == 0.0 && !signbit(re)) skip_re = true;
    else parens = true;
  }
  if (type == 'n') type = 'g';
  if (precision < 0) precision = default_precision;
  else if (type == 'r') type = 'g';
  if (fmt_double(vm, &tre, re, (char)type, precision, flags) ||
      fmt_double(vm, &tim, im, (char)type, precision, flags))
    goto done;
  /* each part laid out without padding; the imaginary one signed unless
  ** it stands alone */
  part = *sp;
  part.fill = ' ';
  part.align = '<';
  part.width = -1;
  if (parens && buf_putc(vm, &body, '(')) goto done;
  if (!skip_re) {
    fmt_split(&tre, &nm);
    if (fmt_number(vm, &body, &part, &nm, sp->type == 'n' ? LT_NONE : sp->sep)) goto done;
    part.sign = '+';
  }
  fmt_split(&tim, &nm);
  if (fmt_number(vm, &body, &part, &nm, sp->type == 'n' ? LT_NONE : sp->sep) ||
      buf_putc(vm, &body, 'j') || (parens && buf_putc(vm, &body, ')')))
    goto done;
  total = (int64_t)body.len;   /* ASCII */
  if (sp->width > total) {
    int64_t pad = sp->width - total;
    if (sp->align == '<') rpad = pad;
    else if (sp->align == '^') { lpad = pad / 2; rpad = pad - lpad; }
    else lpad = pad;
  }
  if (fmt_fill(vm, b, sp->fill, lpad) || buf_put(vm, b, body.p, body.len) ||
      fmt_fill(vm, b, sp->fill, rpad))
    goto done;
  r = 0;
done:
  buf_free(vm, &tre);
  buf_free(vm, &tim);
  buf_free(vm, &body);
  return r;
}

/* ------------------------------------------------------------------ */
/* str                                                                 */
/* ------------------------------------------------------------------ */

static int fmt_str_spec(VM *vm, Str *s, const FmtSpecI *sp, Buf *b) {
  int64_t len = (int64_t)s->nchars, total, lpad, rpad;
  size_t nbytes;
  char tmp[4];
  if (sp->sign) {
    if (sp->sign == ' ')
      return vm_raise(vm, T_ValueError,
                      "Space not allowed in string format specifier");
    return vm_raise(vm, T_ValueError,
                    "Sign not allowed in string format specifier");
  }
  if (sp->no_neg_0)
    return vm_raise(vm, T_ValueError,
                    "Negative zero coercion (z) not allowed in string format "
                    "specifier");
  if (sp->alt)
    return vm_raise(vm, T_ValueError,
                    "Alternate form (#) not allowed in string format "
                    "specifier");
  if (sp->align == '=')
    return vm_raise(vm, T_ValueError,
                    "'=' alignment not allowed in string format specifier");
  if (sp->precision >= 0 && len > sp->precision) len = sp->precision;
  nbytes = str_offset(s, (size_t)len);
  total = sp->width > len ? sp->width : len;
  if (sp->align == '>') lpad = total - len;
  else if (sp->align == '^') lpad = (total - len) / 2;
  else lpad = 0;
  rpad = total - len - lpad;
  if (fmt_room(vm, (uint64_t)(total - len) * (uint64_t)utf8_encode(sp->fill, tmp) +
                   nbytes))
    return -1;
  if (fmt_fill(vm, b, sp->fill, lpad) || buf_put(vm, b, s->data, nbytes) ||
      fmt_fill(vm, b, sp->fill, rpad))
    return -1;
  return 0;
}

/* ------------------------------------------------------------------ */
/* format(v, spec)                                                     */
/* ------------------------------------------------------------------ */

static int fmt_to_double(VM *vm, Value v, double *out) {
  if (v.tag == V_FLOAT) { *out = v.u.f; return 0; }
  if (v.tag == V_INT || v.tag == V_BOOL) { *out = (double)v.u.i; return 0; }
  return big_to_double(vm, v, out);
}

/* format(v, spec) appended to b; tname names v's type in the errors (a
** subclass instance's class when v is the value it wraps). */
static int fmt_format_named(VM *vm, Value v, const char *spec, size_t n,
                            const char *tname, Buf *b) {
  FmtSpecI sp;
  if (IS_INTLIKE(v)) {
    double d;
    if (n == 0) return vm_str_buf(vm, v, b);
    if (fmt_parse(vm, spec, n, tname, 'd', '>', &sp)) return -1;
    switch (sp.type) {
    case 'b': case 'c': case 'd': case 'o': case 'x': case 'X': case 'n':
      return fmt_int_spec(vm, v, &sp, b);
    case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case '%':
      if (fmt_to_double(vm, v, &d)) return -1;
      return fmt_float_spec(vm, d, &sp, b);
    default:
      return fmt_unknown_code(vm, sp.type, tname);
    }
  }
  if (v.tag == V_FLOAT) {
    if (n == 0) {
      char r[32];
      int len = fmt_float_repr(v.u.f, r);
      return buf_put(vm, b, r, (size_t)len);
    }
    if (fmt_parse(vm, spec, n, tname, 0, '>', &sp)) return -1;
    switch (sp.type) {
    case 0: case 'e': case 'E': case 'f': case 'F': case 'g': case 'G':
    case 'n': case '%':
      return fmt_float_spec(vm, v.u.f, &sp, b);
    default:
      return fmt_unknown_code(vm, sp.type, tname);
    }
  }
  if (IS_COMPLEX(v)) {
    Complex *z = AS_COMPLEX(v);
    if (n == 0) return fmt_complex_repr(vm, b, z->re, z->im);
    if (fmt_parse(vm, spec, n, tname, 0, '>', &sp)) return -1;
    switch (sp.type) {
    case 0: case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'n':
      return fmt_complex_spec(vm, z->re, z->im, &sp, b);
    default:
      return fmt_unknown_code(vm, sp.type, tname);
    }
  }
  if (IS_STR(v)) {
    if (n == 0) return buf_put(vm, b, AS_STR(v)->data, AS_STR(v)->len);
    if (fmt_parse(vm, spec, n, tname, 's', '<', &sp)) return -1;
    if (sp.type != 's') return fmt_unknown_code(vm, sp.type, tname);
    return fmt_str_spec(vm, AS_STR(v), &sp, b);
  }
  if (n == 0) return vm_str_buf(vm, v, b);
  if (user_has(v, CS(FORMAT))) {
    /* a Python __format__: the caller's Python version runs it */
    vm->want_py = true;
    return vm_raise(vm, T_TypeError, "the __format__ of a '%s' object cannot run here", tname);
  }
  return vm_raise(vm, T_TypeError,
                  "unsupported format string passed to %s.__format__", tname);
}

static int fmt_format_buf(VM *vm, Value v, const char *spec, size_t n,
                          Buf *b) {
  return fmt_format_named(vm, v, spec, n, val_type_name(v), b);
}

int fmt_format_as(VM *vm, Value v, const char *spec, size_t n, const char *tname,
                  Value *out) {
  Buf b = BUF_INIT;
  if (n == 0 && IS_STR(v)) {
    *out = v;
    return 0;
  }
  if (fmt_format_named(vm, v, spec, n, tname, &b)) {
    buf_free(vm, &b);
    return -1;
  }
  return buf_finish(vm, &b, out);
}

int fmt_format(VM *vm, Value v, const char *spec, size_t n, Value *out) {
  return fmt_format_as(vm, v, spec, n, val_type_name(v), out);
}

/* ------------------------------------------------------------------ */
/* printf-style: CPython's PyUnicode_Format                            */
/* ------------------------------------------------------------------ */

enum { F_LJUST = 1, F_SIGN = 2, F_BLANK = 4, F_ALT = 8, F_ZERO = 16 };

/* Formatter state.  cnt mirrors CPython's fmtcnt: code points from pos to
** the end, and it goes negative exactly where CPython's does, since the
** "incomplete format" errors depend on it. */
static int latin1_str(VM *vm, const uint8_t *p, size_t n, Value *out);
static int latin1_bytes(VM *vm, const char *s, size_t len, Value *out);

typedef struct Pct {
  Str *fmt;
  size_t pos;          /* byte offset */
  int64_t cpos;        /* code point index of pos */
  int64_t cnt;
  Value args;          /* current argument source */
  int64_t arglen, argidx;
  bool dict;           /* the right operand is a mapping */
  Value mapping;
  bool bytes;          /* bytes % args: fmt holds the bytes as code points
                          0-255, and so does the result (fmt_percent_bytes) */
} Pct;

typedef struct PctArg {
  uint32_t ch;
  int flags;
  int64_t width;
  int64_t prec;
  bool sign;
} PctArg;

/* Read the code point at pos and step over it (0 at the end, as CPython
** reads the terminating NUL). */
static uint32_t pct_read(Pct *c) {
  c->cpos++;
  if (c->pos >= c->fmt->len) return 0;
  return utf8_decode(c->fmt->data, c->fmt->len, &c->pos);
}

static uint32_t pct_peek(const Pct *c) {
  size_t i = c->pos;
  if (i >= c->fmt->len) return 0;
  return utf8_decode(c->fmt->data, c->fmt->len, &i);
}

static int pct_nextarg(VM *vm, Pct *c, Value *out) {
  if (c->argidx < c->arglen) {
    c->argidx++;
    if (c->arglen < 0) *out = c->args;
    else *out = AS_TUPLE(c->args)->items[c->argidx - 1];
    return 0;
  }
  return vm_raise(vm, T_TypeError, "not enough arguments for format string");
}

/* PyMapping_Check: the types with a __getitem__ (tuple and str are then
** excluded by the caller, as CPython does). */
static bool pct_is_mapping(Value v) {
  return IS_OBJ(v, OT_DICT) || IS_OBJ(v, OT_LIST) || IS_OBJ(v, OT_RANGE);
}

static int pct_parse(VM *vm, Pct *c, PctArg *a) {
  Value v;
  if (pct_peek(c) == '(') {
    size_t keystart;
    int pcount = 1;
    Value key;
    if (!c->dict)
      return vm_raise(vm, T_TypeError, "format requires a mapping");
    pct_read(c);
    c->cnt--;
    keystart = c->pos;
    while (pcount > 0 && --c->cnt >= 0) {
      a->ch = pct_read(c);
      if (a->ch == ')') pcount--;
      else if (a->ch == '(') pcount++;
    }
    if (c->cnt < 0 || pcount > 0)
      return vm_raise(vm, T_ValueError, "incomplete format key");
    if (c->bytes ? latin1_bytes(vm, c->fmt->data + keystart, c->pos - keystart - 1, &key)
                 : str_new(vm, c->fmt->data + keystart, c->pos - keystart - 1, &key))
      return -1;
    if (vm_getitem(vm, c->mapping, key, &c->args)) return -1;
    c->arglen = -1;
    c->argidx = -2;
  }
  while (--c->cnt >= 0) {
    a->ch = pct_read(c);
    switch (a->ch) {
    case '-': a->flags |= F_LJUST; continue;
    case '+': a->flags |= F_SIGN; continue;
    case ' ': a->flags |= F_BLANK; continue;
    case '#': a->flags |= F_ALT; continue;
    case '0': a->flags |= F_ZERO; continue;
    default: break;
    }
    break;
  }
  if (a->ch == '*') {
    int64_t w;
    if (pct_nextarg(vm, c, &v)) return -1;
    if (!IS_INTLIKE(v)) return vm_raise(vm, T_TypeError, "* wants int");
    if (big_to_i64(v, &w))
      return vm_raise(vm, T_OverflowError,
                      "Python int too large to convert to C ssize_t");
    if (w < 0) {
      a->flags |= F_LJUST;
      w = w == INT64_MIN ? INT64_MAX : -w;
    }
    a->width = w;
    if (--c->cnt >= 0) a->ch = pct_read(c);
  } else if (a->ch >= '0' && a->ch <= '9') {
    a->width = a->ch - '0';
    while (--c->cnt >= 0) {
      a->ch = pct_read(c);
      if (a->ch < '0' || a->ch > '9') break;
      if (a->width > (FMT_SSIZE_MAX - (int)(a->ch - '0')) / 10)
        return vm_raise(vm, T_ValueError, "width too big");
      a->width = a->width * 10 + (a->ch - '0');
    }
  }
  if (a->ch == '.') {
    a->prec = 0;
    if (--c->cnt >= 0) a->ch = pct_read(c);
    if (a->ch == '*') {
      int64_t p;
      if (pct_nextarg(vm, c, &v)) return -1;
      if (!IS_INTLIKE(v)) return vm_raise(vm, T_TypeError, "* wants int");
      if (big_to_i64(v, &p) || p > INT_MAX || p < INT_MIN)
        return vm_raise(vm, T_OverflowError,
                        "Python int too large to convert to C int");
      a->prec = p < 0 ? 0 : p;
      if (--c->cnt >= 0) a->ch = pct_read(c);
    } else if (a->ch >= '0' && a->ch <= '9') {
      a->prec = a->ch - '0';
      while (--c->cnt >= 0) {
        a->ch = pct_read(c);
        if (a->ch < '0' || a->ch > '9') break;
        if (a->prec > (INT_MAX - (int)(a->ch - '0')) / 10)
          return vm_raise(vm, T_ValueError, c->bytes ? "prec too big" : "precision too big");
        a->prec = a->prec * 10 + (a->ch - '0');
      }
    }
  }
  if (c->cnt >= 0 && (a->ch == 'h' || a->ch == 'l' || a->ch == 'L')) {
    if (--c->cnt >= 0) a->ch = pct_read(c);
  }
  if (c->cnt < 0) return vm_raise(vm, T_ValueError, "incomplete format");
  return 0;
}

/* Does the user object v convert for directive `type` through a Python
** special method (%d: __int__ or __index__; %x/%o/%c: __index__; %f:
** __float__ or __index__)?  Then the native formatting fails with want_py
** set and the prelude's _ht_percent converts it first. */
static bool pct_user_num(VM *vm, Value v, char type) {
  Value fn;
  bool ints = strchr("diu", type) != NULL, floats = strchr("eEfFgG", type) != NULL;
  if (user_class(v) == NULL) return false;
  return class_user_method(vm, v, "__index__", &fn) ||
         (ints && class_user_method(vm, v, "__int__", &fn)) ||
         (floats && class_user_method(vm, v, "__float__", &fn));
}

/* Integer conversion of a %d/%x argument (CPython's mainformatlong). */
static int pct_to_int(VM *vm, Value v, char type, Value *out) {
  v = vm_unbox(v);   /* an int subclass's int: its __int__ is not asked */
  if (IS_INTLIKE(v)) {
    *out = v;
    return 0;
  }
  if (pct_user_num(vm, v, type)) vm->want_py = true;
  if (v.tag == V_FLOAT) {
    double d = v.u.f;
    if (type == 'o' || type == 'x' || type == 'X')
      return vm_raise(vm, T_TypeError,
                      "%%%c format: an integer is required, not float", type);
    if (isinf(d))
      return vm_raise(vm, T_OverflowError,
                      "cannot convert float infinity to integer");
    if (isnan(d))
      return vm_raise(vm, T_ValueError, "cannot convert float NaN to integer");
    if (d > -9.2e18 && d < 9.2e18) {
      *out = vint((int64_t)d);
      return 0;
    }
    return big_from_double(vm, d, out);
  }
  if (type == 'o' || type == 'x' || type == 'X')
    return vm_raise(vm, T_TypeError,
                    "%%%c format: an integer is required, not %s", type,
                    val_type_name(v));
  return vm_raise(vm, T_TypeError,
                  "%%%c format: a real number is required, not %s", type,
                  val_type_name(v));
}

/* CPython's _PyUnicode_FormatLong: sign, "0x" kept only with '#', digits
** zero-filled to prec, upper case for 'X'. */
static int pct_format_long(VM *vm, Value iv, bool alt, int64_t prec,
                           char type, Value *out) {
  Buf text = BUF_INIT, b = BUF_INIT;
  int base = type == 'o' ? 8 : (type == 'x' || type == 'X') ? 16 : 10;
  bool neg;
  size_t i;
  if (prec > INT_MAX - 3)
    return vm_raise(vm, T_OverflowError, "precision too large");
  if (fmt_int_digits(vm, iv, base, &text, &neg)) goto fail;
  if (neg && buf_putc(vm, &b, '-')) goto fail;
  if (alt && base != 10 &&
      buf_put(vm, &b, base == 8 ? "0o" : type == 'X' ? "0X" : "0x", 2))
    goto fail;
  if (prec > (int64_t)text.len) {
    if (fmt_room(vm, (uint64_t)prec)) goto fail;
    {
      int64_t z = prec - (int64_t)text.len;
      while (z > 0) {
        size_t take = z < (int64_t)sizeof fmt_zeros ? (size_t)z : sizeof fmt_zeros;
        if (buf_put(vm, &b, fmt_zeros, take)) goto fail;
        z -= (int64_t)take;
      }
    }
  }
  if (type == 'X')
    for (i = 0; i < text.len; i++)
      if (text.p[i] >= 'a' && text.p[i] <= 'f') text.p[i] -= 'a' - 'A';
  if (buf_put(vm, &b, text.p ? text.p : "", text.len)) goto fail;
  buf_free(vm, &text);
  return buf_finish(vm, &b, out);
fail:
  buf_free(vm, &text);
  buf_free(vm, &b);
  return -1;
}

/* PyFloat_AsDouble for %e/%f/%g arguments. */
static int pct_to_double(VM *vm, Value v, char type, bool bytes, double *out) {
  v = vm_unbox(v);
  if (v.tag == V_FLOAT || (IS_INTLIKE(v) && !bytes)) return fmt_to_double(vm, v, out);
  /* bytes' formatfloat says its own words, also for an int too large */
  if (IS_INTLIKE(v) && fmt_to_double(vm, v, out) == 0) return 0;   /* else replaced below */
  if (pct_user_num(vm, v, type)) vm->want_py = true;
  return vm_raise(vm, T_TypeError, bytes ? "float argument required, not %s" : "must be real number, not %s",
                  val_type_name(v));
}

/* CPython's formatchar: the code point of a %c argument. */
static int pct_char(VM *vm, Value v, uint32_t *cp) {
  v = vm_unbox(v);
  if (IS_STR(v)) {
    size_t i = 0;
    if (AS_STR(v)->nchars != 1)
      return vm_raise(vm, T_TypeError, "%%c requires int or char");
    *cp = utf8_decode(AS_STR(v)->data, AS_STR(v)->len, &i);
    return 0;
  }
  if (IS_INTLIKE(v)) {
    int64_t x;
    if (big_to_i64(v, &x) || x < 0 || x > 0x10ffff)
      return vm_raise(vm, T_OverflowError, "%%c arg not in range(0x110000)");
    *cp = (uint32_t)x;
    return 0;
  }
  if (pct_user_num(vm, v, 'c')) vm->want_py = true;
  return vm_raise(vm, T_TypeError, "%%c requires int or char");
}

/* Produce the text of one conversion (CPython's unicode_format_arg_format).
** Sets a->sign for numbers. */
/* One converted argument: its UTF-8 bytes and code point count (the
** bytes of a str made by pct_convert, or of its caller's digit room). */
typedef struct PctText {
  const char *p;
  size_t len;
  int64_t nchars;
} PctText;

/* The decimal digits of x (with a '-' when negative) at the end of
** room[0..PCT_ROOM); returns where they start. */
#define PCT_ROOM 24
static char *pct_i64(char *room, int64_t x) {
  char *q = room + PCT_ROOM;
  uint64_t u = x < 0 ? 0 - (uint64_t)x : (uint64_t)x;
  do {
    *--q = (char)('0' + u % 10);
    u /= 10;
  } while (u);
  if (x < 0) *--q = '-';
  return q;
}

static int pct_convert_str(VM *vm, Pct *c, PctArg *a, Value v, Value *str);

/* Convert the next argument for a (PyUnicode_Format's
** unicode_format_arg_format) into *t: a plain int under %d/%i/%u
** without precision or '#' is written into room (CPython's result is the
** same digits), anything else becomes a str in *str first. */
static int pct_convert(VM *vm, Pct *c, PctArg *a, char *room, PctText *t, Value *str) {
  Value v;
  if (pct_nextarg(vm, c, &v)) return -1;
  if (v.tag == V_INT && a->prec < 0 && !(a->flags & F_ALT) &&
      (a->ch == 'd' || a->ch == 'i' || a->ch == 'u')) {
    t->p = pct_i64(room, v.u.i);
    t->len = (size_t)(room + PCT_ROOM - t->p);
    t->nchars = (int64_t)t->len;
    a->sign = true;
    return 0;
  }
  if (pct_convert_str(vm, c, a, v, str)) return -1;
  t->p = AS_STR(*str)->data;
  t->len = AS_STR(*str)->len;
  t->nchars = (int64_t)AS_STR(*str)->nchars;
  return 0;
}

static int pct_convert_str(VM *vm, Pct *c, PctArg *a, Value v, Value *str) {
  Value iv;
  if (c->bytes) {
    /* bytes %: %s and %b take bytes-like objects, %r is %a, %c one byte */
    const uint8_t *p;
    size_t n;
    switch (a->ch) {
    case 's': case 'b':
      if (user_class(v) != NULL) {
        Value fn;
        if (class_user_method(vm, v, "__bytes__", &fn)) vm->want_py = true;
      }
      if (!bytes_view(v, &p, &n))
        return vm_raise(vm, T_TypeError, "%%b requires a bytes-like object, or an object that "
                        "implements __bytes__, not '%s'", val_type_name(v));
      return latin1_str(vm, p, n, str);
    case 'r':
      a->ch = 'a';
      break;
    case 'c':
      if (IS_INTLIKE(v)) {
        int64_t x;
        uint8_t byte;
        if (big_to_i64(v, &x) || x < 0 || x > 255)
          return vm_raise(vm, T_OverflowError, "%%c arg not in range(256)");
        byte = (uint8_t)x;
        return latin1_str(vm, &byte, 1, str);
      }
      if (bytes_view(v, &p, &n) && n == 1) return latin1_str(vm, p, 1, str);
      if (pct_user_num(vm, v, 'c')) vm->want_py = true;
      return vm_raise(vm, T_TypeError, "%%c requires an integer in range(256) or a single byte");
    default:
      break;
    }
  }
  switch (a->ch) {
  case 's':
    if (IS_STR(v)) { *str = v; return 0; }
    return vm_str(vm, v, str);
  case 'r':
    return vm_repr(vm, v, str);
  case 'a':
    return vm_ascii(vm, v, str);
  case 'i': case 'd': case 'u': case 'o': case 'x': case 'X': {
    char t = (char)a->ch;
    if (t == 'i' || t == 'u') t = 'd';
    if (pct_to_int(vm, v, (char)a->ch, &iv)) return -1;
    a->sign = true;
    return pct_format_long(vm, iv, (a->flags & F_ALT) != 0, a->prec, t, str);
  }
  case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': {
    double d;
    Buf b = BUF_INIT;
    if (pct_to_double(vm, v, (char)a->ch, c->bytes, &d)) return -1;
    if (fmt_double(vm, &b, d, (char)a->ch, a->prec < 0 ? 6 : a->prec,
                   (a->flags & F_ALT) ? FL_ALT : 0)) {
      buf_free(vm, &b);
      return -1;
    }
    a->sign = true;
    return buf_finish(vm, &b, str);
  }
  case 'c': {
    uint32_t cp = 0;
    char e[4];
    if (pct_char(vm, v, &cp)) return -1;
    return str_new(vm, e, (size_t)utf8_encode(cp, e), str);
  }
  default: {
    /* str shows a printable ASCII character, '?' else; bytes the byte
    ** itself, as a signed char (>= 0x80 fails as a code point) */
    char e = (a->ch >= 31 && a->ch <= 126) || c->bytes ? (char)a->ch : '?';
    if (c->bytes && a->ch >= 0x80)
      return vm_raise(vm, T_OverflowError, "character argument not in range(0x110000)");
    return vm_raise(vm, T_ValueError,
                    "unsupported format character '%.*s' (0x%x) at index %lld",
                    1, &e, (unsigned)a->ch, (long long)(c->cpos - 1));
  }
  }
}

/* Pad and sign one converted argument (CPython's
** unicode_format_arg_output). */
static int pct_output(VM *vm, PctArg *a, const PctText *s, Buf *b) {
  char fill = ' ';
  int64_t len = s->nchars, width = a->width;
  size_t pindex = 0;     /* byte offset into s */
  char signchar = 0;
  bool prefix = (a->flags & F_ALT) &&
                (a->ch == 'x' || a->ch == 'X' || a->ch == 'o');
  if (a->sign && (a->flags & F_ZERO)) fill = '0';
  if ((width == -1 || width <= len) && (a->prec == -1 || a->prec >= len) &&
      !(a->flags & (F_SIGN | F_BLANK)))
    return buf_put(vm, b, s->p, s->len);
  if ((a->ch == 's' || a->ch == 'r' || a->ch == 'a') && a->prec >= 0 &&
      len > a->prec)
    len = a->prec;
  if (a->sign) {
    char ch = s->len ? s->p[0] : 0;
    if (ch == '-' || ch == '+') {
      signchar = ch;
      len--;
      pindex++;
    } else if (a->flags & F_SIGN) {
      signchar = '+';
    } else if (a->flags & F_BLANK) {
      signchar = ' ';
    } else {
      a->sign = false;
    }
  }
  if (width < len) width = len;
  if (fmt_room(vm, (uint64_t)width + s->len + 1)) return -1;
  if (a->sign) {
    if (fill != ' ' && buf_putc(vm, b, signchar)) return -1;
    if (width > len) width--;
  }
  if (prefix) {
    if (fill != ' ') {
      if (buf_put(vm, b, s->p + pindex, 2)) return -1;
      pindex += 2;
    }
    width -= 2;
    if (width < 0) width = 0;
    len -= 2;
  }
  if (width > len && !(a->flags & F_LJUST)) {
    if (fmt_fill(vm, b, (uint32_t)fill, width - len)) return -1;
    width = len;
  }
  if (fill == ' ') {
    if (a->sign && buf_putc(vm, b, signchar)) return -1;
    if (prefix) {
      if (buf_put(vm, b, s->p + pindex, 2)) return -1;
      pindex += 2;
    }
  }
  if (len > 0) {               /* len code points from byte pindex */
    size_t i = pindex;
    int64_t k = 0;
    while (k < len && i < s->len) {
      (void)utf8_decode(s->p, s->len, &i);
      k++;
    }
    if (buf_put(vm, b, s->p + pindex, i - pindex)) return -1;
  }
  if (width > len && fmt_fill(vm, b, ' ', width - len)) return -1;
  return 0;
}

/* The bytes p[0..n) as a str of code points 0-255, and back.  Each
** charges its pass over the text as it goes (bytes % of a 10 MB operand
** made both passes with no poll: a 13 ms gap). */
static int latin1_str(VM *vm, const uint8_t *p, size_t n, Value *out) {
  Buf b = BUF_INIT;
  size_t i, mark = 0;
  for (i = 0; i < n; i++) {
    char e[4];
    if (vm_charge_span(vm, i, n, &mark, 8) ||
        buf_put(vm, &b, e, (size_t)utf8_encode(p[i], e))) {
      buf_free(vm, &b);
      return -1;
    }
  }
  return buf_finish(vm, &b, out);
}

static int latin1_bytes(VM *vm, const char *s, size_t len, Value *out) {
  Bytes *r;
  size_t i = 0, n = 0, mark = 0;
  r = bytes_alloc(vm, utf8_count(s, len));
  if (r == NULL) return -1;
  while (i < len) {
    if (vm_charge_span(vm, i, len, &mark, 4)) return -1;
    r->data[n++] = (uint8_t)utf8_decode(s, len, &i);
  }
  *out = vobj(r);
  return 0;
}

static int pct_run(VM *vm, Str *fmt, Value args, bool bytes, Value *out);

int fmt_percent(VM *vm, Str *fmt, Value args, Value *out) {
  return pct_run(vm, fmt, args, false, out);
}

/* bytes % args and bytearray % args (the result has the left operand's
** type): str's formatting over the bytes as code points 0-255. */
int fmt_percent_bytes(VM *vm, Value fmt, Value args, Value *out) {
  const uint8_t *p;
  size_t n;
  Value f, r;
  if (!bytes_view(fmt, &p, &n) || latin1_str(vm, p, n, &f)) return -1;
  if (pct_run(vm, AS_STR(f), args, true, &r) ||
      latin1_bytes(vm, AS_STR(r)->data, AS_STR(r)->len, &r))
    return -1;
  if (IS_OBJ(fmt, OT_BYTEARRAY)) {
    const uint8_t *q;
    ByteArray *ba;
    bytes_view(r, &q, &n);
    if ((ba = bytearray_new(vm, q, n)) == NULL) return -1;
    r = vobj(ba);
  }
  *out = r;
  return 0;
}

static int pct_run(VM *vm, Str *fmt, Value args, bool bytes, Value *out) {
  Pct c;
  Buf b = BUF_INIT;
  c.bytes = bytes;
  c.fmt = fmt;
  c.pos = 0;
  c.cpos = 0;
  c.cnt = (int64_t)fmt->nchars;
  if (IS_OBJ(args, OT_TUPLE)) {
    c.arglen = (int64_t)AS_TUPLE(args)->len;
    c.argidx = 0;
  } else {
    c.arglen = -1;
    c.argidx = -2;
  }
  c.dict = pct_is_mapping(args) && !IS_OBJ(args, OT_TUPLE) && !IS_STR(args);
  c.mapping = args;
  c.args = args;
  while (--c.cnt >= 0) {
    if (pct_peek(&c) != '%') {
      /* literal run up to the next '%' */
      const char *p = fmt->data + c.pos;
      const char *q = memchr(p, '%', fmt->len - c.pos);
      size_t nb = q ? (size_t)(q - p) : fmt->len - c.pos;
      int64_t ncp = (int64_t)utf8_count(p, nb);
      if (buf_put(vm, &b, p, nb)) goto fail;
      c.pos += nb;
      c.cpos += ncp;
      c.cnt -= ncp - 1;
    } else {
      PctArg a;
      PctText t;
      char room[PCT_ROOM];
      Value str;
      pct_read(&c);
      if (pct_peek(&c) == '%' && c.pos < fmt->len) {
        pct_read(&c);
        c.cnt--;
        if (buf_putc(vm, &b, '%')) goto fail;
        continue;
      }
      a.ch = pct_peek(&c);
      a.flags = 0;
      a.width = -1;
      a.prec = -1;
      a.sign = false;
      if (pct_parse(vm, &c, &a)) goto fail;
      if (pct_convert(vm, &c, &a, room, &t, &str)) goto fail;
      if (pct_output(vm, &a, &t, &b)) goto fail;
      if (c.dict && c.argidx < c.arglen) {
        vm_raise(vm, T_TypeError,
                 "not all arguments converted during %s formatting", c.bytes ? "bytes" : "string");
        goto fail;
      }
    }
  }
  if (c.argidx < c.arglen && !c.dict) {
    vm_raise(vm, T_TypeError,
             "not all arguments converted during %s formatting", c.bytes ? "bytes" : "string");
    goto fail;
  }
  return buf_finish(vm, &b, out);
fail:
  buf_free(vm, &b);
  return -1;
}

/* ------------------------------------------------------------------ */
/* str.format: CPython's unicode_format.h                              */
/* ------------------------------------------------------------------ */

enum { AN_INIT, AN_AUTO, AN_MANUAL };

typedef struct FmtCall {
  const Value *args;
  size_t nargs;
  Dict *kwargs;
  int an_state;        /* AN_*: automatic or manual field numbering */
  int64_t an_next;     /* next automatic field number */
} FmtCall;

/* A field name or index as an integer (Unicode decimal digits allowed):
** the value, -1 if it is not a number, -2 on overflow (ValueError set). */
static int64_t fmt_field_int(VM *vm, const char *s, size_t n) {
  size_t i = 0;
  int64_t acc = 0;
  if (n == 0) return -1;
  while (i < n) {
    int dv = fmt_decimal(utf8_decode(s, n, &i));
    if (dv < 0) return -1;
    if (acc > (FMT_SSIZE_MAX - dv) / 10) {
      vm_raise(vm, T_ValueError, "Too many decimal digits in format string");
      return -2;
    }
    acc = acc * 10 + dv;
  }
  return acc;
}

/* Resolve a field name: first part, then .attr and [key] parts. */
static int fmt_field_object(VM *vm, FmtCall *fc, const char *s, size_t n,
                            Value *out) {
  size_t i = 0, rp;
  int64_t idx;
  bool empty, numeric;
  Value obj;
  while (i < n && s[i] != '.' && s[i] != '[') i++;
  idx = fmt_field_int(vm, s, i);
  if (idx == -2) return -1;
  empty = i == 0;
  numeric = empty || idx != -1;
  if (fc->an_state == AN_INIT && numeric)
    fc->an_state = empty ? AN_AUTO : AN_MANUAL;
  if (numeric) {
    if (fc->an_state == AN_MANUAL && empty)
      return vm_raise(vm, T_ValueError,
                      "cannot switch from manual field specification to "
                      "automatic field numbering");
    if (fc->an_state == AN_AUTO && !empty)
      return vm_raise(vm, T_ValueError,
                      "cannot switch from automatic field numbering to "
                      "manual field specification");
  }
  if (empty) idx = fc->an_next++;

  if (idx == -1) {
    Value key;
    int r;
    if (str_new(vm, s, i, &key)) return -1;
    if (fc->kwargs == NULL) return vm_raise_value(vm, T_KeyError, key);
    r = dict_get(vm, fc->kwargs, key, &obj);
    if (r < 0) return -1;
    if (r == 0) return vm_raise_value(vm, T_KeyError, key);
  } else {
    if ((uint64_t)idx >= fc->nargs)
      return vm_raise(vm, T_IndexError,
                      "Replacement index %lld out of range for positional "
                      "args tuple",
                      (long long)idx);
    obj = fc->args[idx];
  }

  rp = i;
  while (rp < n) {
    char ch = s[rp++];
    size_t ns, ne;
    bool attr = ch == '.';
    if (ch == '.') {
      ns = rp;
      while (rp < n && s[rp] != '.' && s[rp] != '[') rp++;
      ne = rp;
    } else if (ch == '[') {
      ns = rp;
      while (rp < n && s[rp] != ']') rp++;
      if (rp >= n)
        return vm_raise(vm, T_ValueError, "Missing ']' in format string");
      ne = rp++;
    } else {
      return vm_raise(vm, T_ValueError,
                      "Only '.' or '[' may follow ']' in format field "
                      "specifier");
    }
    if (!attr) {
      idx = fmt_field_int(vm, s + ns, ne - ns);
      if (idx == -2) return -1;
    }
    if (ns == ne)
      return vm_raise(vm, T_ValueError, "Empty attribute in format string");
    if (attr) {
      Buf name = BUF_INIT;
      int r;
      if (buf_put(vm, &name, s + ns, ne - ns)) return -1;
      r = vm_getattr(vm, obj, name.p, &obj);
      buf_free(vm, &name);
      if (r) return -1;
    } else if (idx == -1) {
      Value key;
      if (str_new(vm, s + ns, ne - ns, &key)) return -1;
      if (vm_getitem(vm, obj, key, &obj)) return -1;
    } else {
      if (vm_getitem(vm, obj, vint(idx), &obj)) return -1;
    }
  }
  *out = obj;
  return 0;
}

static int fmt_build(VM *vm, FmtCall *fc, const char *s, size_t n, int depth,
                     Buf *out);

/* One replacement field: look up, convert, expand the spec, format. */
static int fmt_markup(VM *vm, FmtCall *fc, const char *s, size_t fs,
                      size_t fe, size_t ss, size_t se, uint32_t conv,
                      bool expand, int depth, Buf *out) {
  Value obj;
  int r;
  if (fmt_field_object(vm, fc, s + fs, fe - fs, &obj)) return -1;
  switch (conv) {
  case 0: break;
  case 'r': if (vm_repr(vm, obj, &obj)) return -1; break;
  case 's': if (vm_str(vm, obj, &obj)) return -1; break;
  case 'a': if (vm_ascii(vm, obj, &obj)) return -1; break;
  default:
    if (conv > 32 && conv < 127)
      return vm_raise(vm, T_ValueError, "Unknown conversion specifier %c",
                      (char)conv);
    return vm_raise(vm, T_ValueError, "Unknown conversion specifier \\x%x",
                    (unsigned)conv);
  }
  if (expand) {
    Buf spec = BUF_INIT;
    if (fmt_build(vm, fc, s + ss, se - ss, depth - 1, &spec)) {
      buf_free(vm, &spec);
      return -1;
    }
    r = fmt_format_buf(vm, obj, spec.p ? spec.p : "", spec.len, out);
    buf_free(vm, &spec);
    return r;
  }
  return fmt_format_buf(vm, obj, s + ss, se - ss, out);
}

static int fmt_build(VM *vm, FmtCall *fc, const char *s, size_t n, int depth,
                     Buf *out) {
  size_t pos = 0;
  if (depth <= 0)
    return vm_raise(vm, T_ValueError, "Max string recursion exceeded");
  while (pos < n) {
    size_t start = pos, len, fs, fe, ss = 0, se = 0;
    char c = 0;
    bool markup = false, at_end, expand = false;
    uint32_t conv = 0;
    while (pos < n) {
      c = s[pos++];
      if (c == '{' || c == '}') { markup = true; break; }
    }
    at_end = pos >= n;
    len = pos - start;
    if (c == '}' && (at_end || s[pos] != '}'))
      return vm_raise(vm, T_ValueError,
                      "Single '}' encountered in format string");
    if (at_end && c == '{')
      return vm_raise(vm, T_ValueError,
                      "Single '{' encountered in format string");
    if (!at_end) {
      if (s[pos] == c) {      /* "{{" or "}}": one brace of literal text */
        pos++;
        markup = false;
      } else {
        len--;
      }
    }
    if (buf_put(vm, out, s + start, len)) return -1;
    if (!markup) continue;

    /* the field name runs to '}', ':' or '!' ([...] may hold them) */
    fs = pos;
    c = 0;
    while (pos < n) {
      c = s[pos++];
      if (c == '{')
        return vm_raise(vm, T_ValueError, "unexpected '{' in field name");
      if (c == '[') {
        while (pos < n && s[pos] != ']') pos++;
        continue;
      }
      if (c == '}' || c == ':' || c == '!') break;
    }
    fe = pos - 1;
    if (c == '!' || c == ':') {
      int count = 1;
      bool done = false;
      if (c == '!') {
        if (pos >= n)
          return vm_raise(vm, T_ValueError,
                          "end of string while looking for conversion "
                          "specifier");
        conv = utf8_decode(s, n, &pos);
        if (pos < n) {
          char c2 = s[pos++];
          if (c2 == '}') {
            done = true;
          } else if (c2 != ':') {
            return vm_raise(vm, T_ValueError,
                            "expected ':' after conversion specifier");
          }
        }
      }
      if (!done) {
        ss = pos;
        while (pos < n) {
          char c3 = s[pos++];
          if (c3 == '{') {
            expand = true;
            count++;
          } else if (c3 == '}') {
            if (--count == 0) {
              se = pos - 1;
              done = true;
              break;
            }
          }
        }
        if (!done)
          return vm_raise(vm, T_ValueError, "unmatched '{' in format spec");
      }
    } else if (c != '}') {
      return vm_raise(vm, T_ValueError, "expected '}' before end of string");
    }
    if (fmt_markup(vm, fc, s, fs, fe, ss, se, conv, expand, depth, out))
      return -1;
  }
  return 0;
}

int fmt_str_format(VM *vm, Str *fmt, const Value *args, size_t nargs,
                   Dict *kwargs, Value *out) {
  FmtCall fc;
  Buf b = BUF_INIT;
  fc.args = args;
  fc.nargs = nargs;
  fc.kwargs = kwargs;
  fc.an_state = AN_INIT;
  fc.an_next = 0;
  if (fmt_build(vm, &fc, fmt->data, fmt->len, 2, &b)) {
    buf_free(vm, &b);
    return -1;
  }
  return buf_finish(vm, &b, out);
}
