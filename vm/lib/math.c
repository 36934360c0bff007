/*
** math.c - the math module's float functions (math.py has the constants
** and the integer functions: factorial, comb, perm, gcd, lcm, isqrt, prod).
**
** Errors as CPython 3.11's mathmodule.c: a NaN result from a non-NaN
** argument is ValueError "math domain error"; an infinite result from a
** finite argument is OverflowError "math range error" for functions that
** can overflow (exp, cosh ...) and a domain error for the others (log(0)).
*/
#include <float.h>
#include <math.h>
#include <string.h>
#include "lib.h"
#include "../class.h"
#include "../bigint.h"

static int domain(VM *vm) { return vm_raise(vm, T_ValueError, "math domain error"); }
static int range(VM *vm) { return vm_raise(vm, T_OverflowError, "math range error"); }

static int want_args(VM *vm, const char *fname, int nargs, Tuple *kw, int n) {
  if (arg_nokw(vm, fname, kw)) return -1;
  if (nargs == n) return 0;
  if (n == 1)
    return vm_raise(vm, T_TypeError, "math.%s() takes exactly one argument (%d given)", fname, nargs);
  return vm_raise(vm, T_TypeError, "%s expected %d arguments, got %d", fname, n, nargs);
}

/* ---- one float argument, one float result ---- */

enum { CK_DOMAIN, CK_RANGE, CK_NONE };
typedef struct F1 {
  const char *name;
  double (*fn)(double);
  int check;           /* CK_*: what an infinite result from a finite x is */
} F1;

/* ---- gamma and lgamma: CPython's results to the bit ----
** CPython does not call libm here: it evaluates the Lanczos approximation
** with Boost's 13-term coefficients (g = 6.024680040776729583740234375)
** and reflects negative arguments through sin(pi x).  The same sums in
** the same order give the same doubles on every libm whose exp, log, pow,
** sin and cos are the ones CPython called. */

#define LZ_G 6.024680040776729583740234375
#define LZ_G_HALF 5.524680040776729583740234375   /* LZ_G - 0.5, exactly */
#define PI_D 3.141592653589793238462643383279502884197
static const double lz_num[13] = {
  23531376880.41075968857200767445163675473, 42919803642.64909876895789904700198885093,
  35711959237.35566804944018545154716670596, 17921034426.03720969991975575445893111267,
  6039542586.35202800506429164430729792107, 1439720407.311721673663223072794912393972,
  248874557.8620541565114603864132294232163, 31426415.58540019438061423162831820536287,
  2876370.628935372441225409051620849613599, 186056.2653952234950402949897160456992822,
  8071.672002365816210638002902272250613822, 210.8242777515793458725097339207133627117,
  2.506628274631000270164908177133837338626};
static const double lz_den[13] = {
  0.0, 39916800.0, 120543840.0, 150917976.0, 105258076.0, 45995730.0, 13339535.0,
  2637558.0, 357423.0, 32670.0, 1925.0, 66.0, 1.0};

/* the rational part of the approximation, at x > 0: Horner's rule in x
** for small x, in 1/x for large x (so that nothing overflows) */
static double lz_sum(double x) {
  double p = 0.0, q = 0.0;
  int k;
  if (x < 5.0) {
    for (k = 12; k >= 0; k--) {
      p = p * x + lz_num[k];
      q = q * x + lz_den[k];
    }
  } else {
    for (k = 0; k <= 12; k++) {
      p = p / x + lz_num[k];
      q = q / x + lz_den[k];
    }
  }
  return p / q;
}

/* sin(pi x), exact at the integers and half-integers: the argument is
** reduced into a quarter period first */
static double sin_pi(double x) {
  double y = fmod(fabs(x), 2.0), r;
  switch ((int)round(2.0 * y)) {
    case 0: r = sin(PI_D * y); break;
    case 1: r = cos(PI_D * (y - 0.5)); break;
    case 2: r = sin(PI_D * (1.0 - y)); break;
    case 3: r = -cos(PI_D * (y - 1.5)); break;
    default: r = sin(PI_D * (y - 2.0)); break;
  }
  return copysign(1.0, x) * r;
}

/* x not a pole (f1_call checked 0, the negative integers and -inf) */
static double gamma_fn(double x) {
  double ax, y, lead, corr, r, half;
  if (!isfinite(x)) return x;
  if (x == floor(x) && x <= 23.0) {
    /* (x-1)! is exact in a double up to 22! */
    double f = 1.0, k;
    for (k = 2.0; k < x; k += 1.0) f *= k;
    return f;
  }
  ax = fabs(x);
  if (ax < 1e-20) return 1.0 / x;
  if (ax > 200.0) return x < 0.0 ? 0.0 / sin_pi(x) : HUGE_VAL;
  y = ax + LZ_G_HALF;
  /* y - ax - (g - 1/2), the rounding error of the sum, taken exactly */
  if (ax > LZ_G_HALF) {
    lead = y - ax;
    corr = lead - LZ_G_HALF;
  } else {
    lead = y - LZ_G_HALF;
    corr = lead - ax;
  }
  corr = corr * LZ_G / y;
  if (x < 0.0) {
    r = -PI_D / sin_pi(ax) / ax * exp(y) / lz_sum(ax);
    r -= corr * r;
    if (ax < 140.0) {
      r /= pow(y, ax - 0.5);
    } else {
      half = pow(y, ax / 2.0 - 0.25);
      r /= half;
      r /= half;
    }
  } else {
    r = lz_sum(ax) / exp(y);
    r += corr * r;
    if (ax < 140.0) {
      r *= pow(y, ax - 0.5);
    } else {
      half = pow(y, ax / 2.0 - 0.25);
      r *= half;
      r *= half;
    }
  }
  return r;
}

/* x not a pole (f1_call checked the integers <= 0) */
static double lgamma_fn(double x) {
  double ax, r;
  if (isnan(x)) return x;
  if (isinf(x)) return HUGE_VAL;
  if (x == floor(x) && x <= 2.0) return 0.0;   /* 1 and 2 */
  ax = fabs(x);
  if (ax < 1e-20) return -log(ax);
  r = log(lz_sum(ax)) - LZ_G;
  r += (ax - 0.5) * (log(ax + LZ_G - 0.5) - 1);
  if (x < 0.0) r = log(PI_D) - log(fabs(sin_pi(ax))) - log(ax) - r;
  return r;
}

static double deg(double x) { return x * (180.0 / 3.141592653589793); }
static double rad(double x) { return x * (3.141592653589793 / 180.0); }

static const F1 f1s[] = {
  {"acos", acos, CK_DOMAIN}, {"acosh", acosh, CK_DOMAIN}, {"asin", asin, CK_DOMAIN},
  {"asinh", asinh, CK_DOMAIN}, {"atan", atan, CK_DOMAIN}, {"atanh", atanh, CK_DOMAIN},
  {"cbrt", cbrt, CK_DOMAIN}, {"cos", cos, CK_DOMAIN}, {"cosh", cosh, CK_RANGE},
  {"erf", erf, CK_DOMAIN}, {"erfc", erfc, CK_DOMAIN}, {"exp", exp, CK_RANGE},
  {"exp2", exp2, CK_RANGE}, {"expm1", expm1, CK_RANGE}, {"fabs", fabs, CK_DOMAIN},
  {"gamma", gamma_fn, CK_RANGE}, {"lgamma", lgamma_fn, CK_RANGE}, {"log1p", log1p, CK_DOMAIN},
  {"sin", sin, CK_DOMAIN}, {"sinh", sinh, CK_RANGE}, {"sqrt", sqrt, CK_DOMAIN},
  {"tan", tan, CK_DOMAIN}, {"tanh", tanh, CK_DOMAIN}, {"degrees", deg, CK_NONE},
  {"radians", rad, CK_NONE},
};

static int f1_call(VM *vm, int which, Value *args, int nargs, Tuple *kw, Value *out) {
  const F1 *f = &f1s[which];
  double x, r;
  if (want_args(vm, f->name, nargs, kw, 1) || lib_float_arg(vm, args[0], &x)) return -1;
  /* the poles and domain edges CPython checks before calling libm */
  if (f->fn == gamma_fn && (x == 0 || (isfinite(x) && x == floor(x) && x < 0) || x == -INFINITY))
    return domain(vm);
  if (f->fn == lgamma_fn && x <= 0 && x == floor(x) && isfinite(x)) return domain(vm);
  if ((f->fn == sin || f->fn == cos || f->fn == tan) && isinf(x)) return domain(vm);
  if (f->fn == atanh && (x >= 1 || x <= -1)) return domain(vm);
  if (f->fn == log1p && x <= -1) return domain(vm);
  r = f->fn(x);
  if (isnan(r) && !isnan(x)) return domain(vm);
  if (isinf(r) && isfinite(x) && f->check != CK_NONE)
    return f->check == CK_RANGE ? range(vm) : domain(vm);
  *out = vm_float(vm, r);
  return 0;
}

#define F1_FN(i, N) \
  static int m_##N(VM *vm, Value *a, int n, Tuple *kw, Value *out) { return f1_call(vm, i, a, n, kw, out); }
F1_FN(0, acos) F1_FN(1, acosh) F1_FN(2, asin) F1_FN(3, asinh) F1_FN(4, atan) F1_FN(5, atanh)
F1_FN(6, cbrt) F1_FN(7, cos) F1_FN(8, cosh) F1_FN(9, erf) F1_FN(10, erfc) F1_FN(11, exp)
F1_FN(12, exp2) F1_FN(13, expm1) F1_FN(14, fabs) F1_FN(15, gamma) F1_FN(16, lgamma)
F1_FN(17, log1p) F1_FN(18, sin) F1_FN(19, sinh) F1_FN(20, sqrt) F1_FN(21, tan) F1_FN(22, tanh)
F1_FN(23, degrees) F1_FN(24, radians)
#undef F1_FN

/* ---- rounding to int ---- */

static int to_int_result(VM *vm, double r, Value *out) {
  if (r > -9.2e18 && r < 9.2e18) { *out = vint((int64_t)r); return 0; }
  return big_from_double(vm, r, out);
}

static int round_fn(VM *vm, const char *name, double (*fn)(double), Value *args, int nargs,
                    Tuple *kw, Value *out) {
  double x;
  if (want_args(vm, name, nargs, kw, 1)) return -1;
  /* an instance of a class (Fraction, Decimal): its __floor__/__ceil__/
  ** __trunc__, in math.py's _py_floor... */
  if (user_class(args[0])) return BI_FALLBACK;
  if (IS_INTLIKE(args[0])) {
    *out = args[0].tag == V_BOOL ? vint(args[0].u.i) : args[0];
    return 0;
  }
  if (fn == trunc && args[0].tag != V_FLOAT)   /* trunc takes no __float__ */
    return vm_raise(vm, T_TypeError, "type %s doesn't define __trunc__ method",
                    val_type_name(args[0]));
  if (lib_float_arg(vm, args[0], &x)) return -1;
  return to_int_result(vm, fn(x), out);
}

static int m_floor(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  return round_fn(vm, "floor", floor, a, n, kw, out);
}
static int m_ceil(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  return round_fn(vm, "ceil", ceil, a, n, kw, out);
}
static int m_trunc(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  return round_fn(vm, "trunc", trunc, a, n, kw, out);
}

/* ---- logarithms ---- */

/* fn(v) for an int too large for a float as CPython: v = m * 2**e with m
** in [0.5, 1), fn(m) + fn(2) * e */
static int int_log(VM *vm, Value v, double (*fn)(double), double *out) {
  double x;
  if (IS_INTLIKE(v)) {
    if (v.tag != V_OBJ) x = (double)v.u.i;
    else if (big_sign(v) <= 0) return domain(vm);
    else {
      Value sh, t = v;
      int64_t bits = big_bit_length(v) - 1000;
      int e;
      /* drop all but the top 1000 bits in one shift (one shift per 64 bits
      ** was quadratic in time and garbage), then 64 at a time until it
      ** fits: the bits dropped are far below the 53 the double keeps */
      if (bits > 0) {
        if (big_rshift(vm, v, vint(bits), &t)) return -1;
      } else {
        bits = 0;
      }
      while (big_to_double(vm, t, &x) != 0 || isinf(x)) {
        vm->exc = VUNDEF;
        if (big_rshift(vm, t, vint(64), &sh)) return -1;
        t = sh;
        bits += 64;
      }
      x = frexp(x, &e);
      *out = fn(x) + fn(2.0) * (double)(bits + e);
      return 0;
    }
  } else if (lib_float_arg(vm, v, &x)) {
    return -1;
  }
  if (isnan(x)) { *out = x; return 0; }
  if (x <= 0) return domain(vm);
  *out = fn(x);
  return 0;
}

static int m_log(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  double x, b;
  if (arg_nokw(vm, "log", kw)) return -1;
  if (n < 1 || n > 2)
    return vm_raise(vm, T_TypeError, "log expected %s, got %d",
                    n < 1 ? "at least 1 argument" : "at most 2 arguments", n);
  if (int_log(vm, a[0], log, &x)) return -1;
  if (n == 2) {
    if (int_log(vm, a[1], log, &b)) return -1;
    if (b == 0) return vm_raise(vm, T_ZeroDivisionError, "float division by zero");
    x /= b;
  }
  *out = vm_float(vm, x);
  return 0;
}

static int m_log2(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  double x;
  if (want_args(vm, "log2", n, kw, 1) || int_log(vm, a[0], log2, &x)) return -1;
  *out = vm_float(vm, x);
  return 0;
}

static int m_log10(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  double x;
  if (want_args(vm, "log10", n, kw, 1) || int_log(vm, a[0], log10, &x)) return -1;
  *out = vm_float(vm, x);
  return 0;
}

/* ---- two floats ---- */

static int two(VM *vm, const char *name, Value *a, int n, Tuple *kw, double *x, double *y) {
  return want_args(vm, name, n, kw, 2) || lib_float_arg(vm, a[0], x) ||
         lib_float_arg(vm, a[1], y) ? -1 : 0;
}

static int m_pow(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  double x, y, r;
  if (two(vm, "pow", a, n, kw, &x, &y)) return -1;
  if (x == 0 && y < 0 && isfinite(y)) return domain(vm);
  if (x < 0 && isfinite(x) && isfinite(y) && y != floor(y)) return domain(vm);
  r = pow(x, y);
  if (isinf(r) && isfinite(x) && isfinite(y)) return range(vm);
  *out = vm_float(vm, r);
  return 0;
}

static int m_atan2(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  double x, y;
  if (two(vm, "atan2", a, n, kw, &y, &x)) return -1;
  *out = vm_float(vm, atan2(y, x));
  return 0;
}

static int m_copysign(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  double x, y;
  if (two(vm, "copysign", a, n, kw, &x, &y)) return -1;
  *out = vm_float(vm, copysign(x, y));
  return 0;
}

static int m_fmod(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  double x, y;
  if (two(vm, "fmod", a, n, kw, &x, &y)) return -1;
  if (isinf(y) && isfinite(x)) { *out = vm_float(vm, x); return 0; }
  if (y == 0 || isinf(x)) {
    if (isnan(x) || isnan(y)) { *out = vm_float(vm, NAN); return 0; }
    return domain(vm);
  }
  *out = vm_float(vm, fmod(x, y));
  return 0;
}

static int m_remainder(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  double x, y;
  if (two(vm, "remainder", a, n, kw, &x, &y)) return -1;
  if (isnan(x) || isnan(y)) { *out = vm_float(vm, NAN); return 0; }
  if (isinf(x) || y == 0) return domain(vm);
  *out = vm_float(vm, remainder(x, y));
  return 0;
}

static int m_nextafter(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  double x, y;
  if (two(vm, "nextafter", a, n, kw, &x, &y)) return -1;
  *out = vm_float(vm, nextafter(x, y));
  return 0;
}

static int m_ulp(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  double x, r;
  if (want_args(vm, "ulp", n, kw, 1) || lib_float_arg(vm, a[0], &x)) return -1;
  if (isnan(x) || isinf(x)) { *out = vm_float(vm, fabs(x)); return 0; }
  x = fabs(x);
  r = nextafter(x, INFINITY);
  if (isinf(r)) r = x - nextafter(x, -INFINITY);
  else r = r - x;
  *out = vm_float(vm, r);
  return 0;
}

static int m_ldexp(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  double x, r;
  int64_t e;
  if (want_args(vm, "ldexp", n, kw, 2) || lib_float_arg(vm, a[0], &x)) return -1;
  if (!IS_INTLIKE(a[1]))
    return vm_raise(vm, T_TypeError, "Expected an int as second argument to ldexp.");
  if (a[1].tag == V_OBJ) e = big_sign(a[1]) > 0 ? 100000 : -100000;
  else e = a[1].u.i;
  if (e > 100000) e = 100000;
  if (e < -100000) e = -100000;
  if (x == 0 || !isfinite(x)) { *out = vm_float(vm, x); return 0; }
  r = ldexp(x, (int)e);
  if (isinf(r)) return range(vm);
  *out = vm_float(vm, r);
  return 0;
}

static int pair(VM *vm, double x, Value y, Value *out) {
  Tuple *t = tuple_new(vm, 2);
  if (t == NULL) return -1;
  t->items[0] = vm_float(vm, x);
  t->items[1] = y;
  *out = vobj(t);
  return 0;
}

static int m_frexp(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  double x, m;
  int e = 0;
  if (want_args(vm, "frexp", n, kw, 1) || lib_float_arg(vm, a[0], &x)) return -1;
  if (isnan(x) || isinf(x) || x == 0) return pair(vm, x, vint(0), out);
  m = frexp(x, &e);
  return pair(vm, m, vint(e), out);
}

static int m_modf(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  double x, ip, fp;
  Tuple *t;
  if (want_args(vm, "modf", n, kw, 1) || lib_float_arg(vm, a[0], &x)) return -1;
  if (isinf(x)) { ip = x; fp = copysign(0.0, x); }
  else fp = modf(x, &ip);
  t = tuple_new(vm, 2);
  if (t == NULL) return -1;
  t->items[0] = vm_float(vm, fp);
  t->items[1] = vm_float(vm, ip);
  *out = vobj(t);
  return 0;
}

static int pred(VM *vm, const char *name, Value *a, int n, Tuple *kw, double *x) {
  return want_args(vm, name, n, kw, 1) || lib_float_arg(vm, a[0], x) ? -1 : 0;
}
static int m_isnan(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  double x;
  if (pred(vm, "isnan", a, n, kw, &x)) return -1;
  *out = vbool(isnan(x));
  return 0;
}
static int m_isinf(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  double x;
  if (pred(vm, "isinf", a, n, kw, &x)) return -1;
  *out = vbool(isinf(x));
  return 0;
}
static int m_isfinite(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  double x;
  if (pred(vm, "isfinite", a, n, kw, &x)) return -1;
  *out = vbool(isfinite(x));
  return 0;
}

/* hypot(*coordinates): scaled by the largest, as CPython's vector_norm
** (without its extra-precision correction). */
static int m_hypot(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  double mx = 0, s = 0, x;
  bool nan = false;
  int i;
  if (arg_nokw(vm, "hypot", kw)) return -1;
  for (i = 0; i < n; i++) {
    if (lib_float_arg(vm, a[i], &x)) return -1;
    x = fabs(x);
    if (isnan(x)) nan = true;
    if (x > mx) mx = x;
  }
  if (isinf(mx)) { *out = vm_float(vm, INFINITY); return 0; }
  if (nan) { *out = vm_float(vm, NAN); return 0; }
  if (mx == 0 || n <= 1) { *out = vm_float(vm, mx); return 0; }
  if (n == 2) {
    double y;
    lib_float_arg(vm, a[0], &x);
    lib_float_arg(vm, a[1], &y);
    *out = vm_float(vm, hypot(x, y));
    return 0;
  }
  for (i = 0; i < n; i++) {
    lib_float_arg(vm, a[i], &x);
    x /= mx;
    s += x * x;
  }
  *out = vm_float(vm, mx * sqrt(s));
  return 0;
}

/* fsum: Shewchuk's algorithm with exact partials (CPython's msum). */
static int m_fsum_list(VM *vm, Value *items, size_t n, Value *out) {
  double p[64], x, y, t, hi, lo, special = 0, inf_sum = 0;
  int np = 0, i, j;
  size_t k;
  for (k = 0; k < n; k++) {
    if (lib_float_arg(vm, items[k], &x)) return -1;
    if (!isfinite(x)) {
      if (isinf(x)) inf_sum += x;
      special += x;
      continue;
    }
    for (i = j = 0; j < np; j++) {
      y = p[j];
      if (fabs(x) < fabs(y)) { t = x; x = y; y = t; }
      hi = x + y;
      lo = y - (hi - x);
      if (lo != 0.0) p[i++] = lo;
      x = hi;
    }
    if (isinf(x)) return vm_raise(vm, T_OverflowError, "intermediate overflow in fsum");
    if (i >= 64) return vm_raise(vm, T_MemoryError, "math.fsum partials");
    np = i;
    p[np++] = x;
  }
  if (special != 0.0) {
    if (isnan(inf_sum)) return vm_raise(vm, T_ValueError, "-inf + inf in fsum");
    *out = vm_float(vm, special);
    return 0;
  }
  hi = 0.0;
  if (np > 0) {
    hi = p[--np];
    while (np > 0) {
      x = hi;
      y = p[--np];
      hi = x + y;
      lo = y - (hi - x);
      if (lo != 0.0) break;
    }
    if (np > 0 && ((lo < 0.0 && p[np - 1] < 0.0) || (lo > 0.0 && p[np - 1] > 0.0))) {
      y = lo * 2.0;
      x = hi + y;
      if (y == x - hi) hi = x;
    }
  }
  *out = vm_float(vm, hi);
  return 0;
}

/* _fsum(list): math.py's fsum passes a list */
static int m_fsum(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  if (want_args(vm, "fsum", n, kw, 1)) return -1;
  if (!IS_OBJ(a[0], OT_LIST)) return vm_raise(vm, T_TypeError, "fsum() needs a list");
  return m_fsum_list(vm, AS_LIST(a[0])->items, AS_LIST(a[0])->len, out);
}

const Builtin math_natives[] = {
  /* the fallbacks (math.py) take an instance of a class through its __float__ */
  {"math.acos", m_acos, "math:_py_acos", -1}, {"math.acosh", m_acosh, "math:_py_acosh", -1},
  {"math.asin", m_asin, "math:_py_asin", -1}, {"math.asinh", m_asinh, "math:_py_asinh", -1},
  {"math.atan", m_atan, "math:_py_atan", -1}, {"math.atanh", m_atanh, "math:_py_atanh", -1},
  {"math.cbrt", m_cbrt, "math:_py_cbrt", -1}, {"math.cos", m_cos, "math:_py_cos", -1},
  {"math.cosh", m_cosh, "math:_py_cosh", -1}, {"math.erf", m_erf, "math:_py_erf", -1},
  {"math.erfc", m_erfc, "math:_py_erfc", -1}, {"math.exp", m_exp, "math:_py_exp", -1},
  {"math.exp2", m_exp2, "math:_py_exp2", -1}, {"math.expm1", m_expm1, "math:_py_expm1", -1},
  {"math.fabs", m_fabs, "math:_py_fabs", -1}, {"math.gamma", m_gamma, "math:_py_gamma", -1},
  {"math.lgamma", m_lgamma, "math:_py_lgamma", -1}, {"math.log1p", m_log1p, "math:_py_log1p", -1},
  {"math.sin", m_sin, "math:_py_sin", -1}, {"math.sinh", m_sinh, "math:_py_sinh", -1},
  {"math.sqrt", m_sqrt, "math:_py_sqrt", -1}, {"math.tan", m_tan, "math:_py_tan", -1},
  {"math.tanh", m_tanh, "math:_py_tanh", -1}, {"math.degrees", m_degrees, "math:_py_degrees", -1},
  {"math.radians", m_radians, "math:_py_radians", -1},
  {"math.floor", m_floor, "math:_py_floor", -1}, {"math.ceil", m_ceil, "math:_py_ceil", -1},
  {"math.trunc", m_trunc, "math:_py_trunc", -1}, {"math.log", m_log, "math:_py_log", -1},
  {"math.log2", m_log2, "math:_py_log2", -1}, {"math.log10", m_log10, "math:_py_log10", -1},
  {"math.pow", m_pow, "math:_py_pow", -1}, {"math.atan2", m_atan2, "math:_py_atan2", -1},
  {"math.copysign", m_copysign, "math:_py_copysign", -1},
  {"math.fmod", m_fmod, "math:_py_fmod", -1},
  {"math.remainder", m_remainder, "math:_py_remainder", -1},
  {"math.nextafter", m_nextafter, "math:_py_nextafter", -1},
  {"math.ulp", m_ulp, "math:_py_ulp", -1}, {"math.ldexp", m_ldexp, NULL, -1},
  {"math.frexp", m_frexp, "math:_py_frexp", -1}, {"math.modf", m_modf, "math:_py_modf", -1},
  {"math.isnan", m_isnan, "math:_py_isnan", -1}, {"math.isinf", m_isinf, "math:_py_isinf", -1},
  {"math.isfinite", m_isfinite, "math:_py_isfinite", -1},
  {"math.hypot", m_hypot, "math:_py_hypot", -1}, {"math._fsum", m_fsum, NULL, -1},
};
const int math_natives_n = (int)(sizeof math_natives / sizeof math_natives[0]);
