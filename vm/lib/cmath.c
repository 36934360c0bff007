/*
** cmath.c - the cmath module: functions of a complex argument with
** CPython 3.11's results to the bit.
**
** The formulas are CPython's cmathmodule.c choices (Kahan's branch cuts,
** rescaling of huge and subnormal arguments, log1p near |z| = 1), written
** over the same libm, so the same doubles come out.  Arguments with an
** infinite or nan part take their result from a table per function, the
** values C99 Annex G recommends; the tables below hold them as two letters
** per cell (real part, imaginary part), rows by the kind of the real part
** and columns by the kind of the imaginary part, each in the order
** -inf, negative, -0, +0, positive, +inf, nan.  Letters: A/a +-3pi/4,
** B/b +-pi, C/c +-pi/2, D/d +-pi/4, I/i +-inf, N nan, 0 and - for +-0,
** 1 and m for +-1, U a cell no argument reaches (finite arguments).
**
** Errors as CPython: ValueError "math domain error" where Annex G raises
** divide-by-zero or invalid (log(0), atanh(1), exp(inf + 1j*inf)),
** OverflowError "math range error" on overflow.  The module's constants
** are in cmath.py.
*/
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "lib.h"
#include "../complex.h"
#include "../../grammar/ast.h"

#define CM_PI 3.14159265358979323846
#define CM_E 2.7182818284590452354
#define CM_LN2 0.6931471805599453094
#define CM_LN10 2.302585092994045684
/* beyond this, sqrt/log/inverse functions rescale to avoid overflow */
#define CM_LARGE (DBL_MAX / 4.0)
/* a subnormal times 2**CM_SCALE_UP is normal; CM_SCALE_DOWN undoes it
** under a square root */
#define CM_SCALE_UP (2 * (DBL_MANT_DIG / 2) + 1)
#define CM_SCALE_DOWN (-(CM_SCALE_UP + 1) / 2)

typedef struct { double re, im; } Cz;
enum { CE_OK, CE_DOMAIN, CE_RANGE };

static const char sv_acos[] =
  "AIBIBIBiBiAiNI"
  "CIUUUUUUUUCiNN"
  "CIUUC0C-UUCiCN"
  "CIUUC0C-UUCiCN"
  "CIUUUUUUUUCiNN"
  "DI0I0I0i0iDiNI"
  "NINNNNNNNNNiNN";
static const char sv_acosh[] =
  "IaIbIbIBIBIAIN"
  "IcUUUUUUUUICNN"
  "IcUU0c0CUUICNN"
  "IcUU0c0CUUICNN"
  "IcUUUUUUUUICNN"
  "IdI-I-I0I0IDIN"
  "INNNNNNNNNINNN";
static const char sv_asinh[] =
  "idi-i-i0i0iDiN"
  "icUUUUUUUUiCNN"
  "icUU---0UUiCNN"
  "IcUU0-00UUICNN"
  "IcUUUUUUUUICNN"
  "IdI-I-I0I0IDIN"
  "INNNN-N0NNINNN";
static const char sv_atanh[] =
  "-c-c-c-C-C-C-N"
  "-cUUUUUUUU-CNN"
  "-cUU---0UU-C-N"
  "0cUU0-00UU0C0N"
  "0cUUUUUUUU0CNN"
  "0c0c0c0C0C0C0N"
  "0cNNNNNNNN0CNN";
static const char sv_cosh[] =
  "INUUI0I-UUININ"
  "NNUUUUUUUUNNNN"
  "N0UU101-UUN0N0"
  "N0UU1-10UUN0N0"
  "NNUUUUUUUUNNNN"
  "INUUI-I0UUININ"
  "NNNNN0N0NNNNNN";
static const char sv_exp[] =
  "00UU0-00UU0000"
  "NNUUUUUUUUNNNN"
  "NNUU1-10UUNNNN"
  "NNUU1-10UUNNNN"
  "NNUUUUUUUUNNNN"
  "INUUI-I0UUININ"
  "NNNNN-N0NNNNNN";
static const char sv_log[] =
  "IaIbIbIBIBIAIN"
  "IcUUUUUUUUICNN"
  "IcUUibiBUUICNN"
  "IcUUi-i0UUICNN"
  "IcUUUUUUUUICNN"
  "IdI-I-I0I0IDIN"
  "INNNNNNNNNINNN";
static const char sv_sinh[] =
  "INUUi-i0UUININ"
  "NNUUUUUUUUNNNN"
  "0NUU---0UU0N0N"
  "0NUU0-00UU0N0N"
  "NNUUUUUUUUNNNN"
  "INUUI-I0UUININ"
  "NNNNN-N0NNNNNN";
static const char sv_sqrt[] =
  "Ii0i0i0I0IIINI"
  "IiUUUUUUUUIINN"
  "IiUU0-00UUIINN"
  "IiUU0-00UUIINN"
  "IiUUUUUUUUIINN"
  "IiI-I-I0I0IIIN"
  "IiNNNNNNNNIINN";
static const char sv_tanh[] =
  "m0UUm-m0UUm0m0"
  "NNUUUUUUUUNNNN"
  "NNUU---0UUNNNN"
  "NNUU0-00UUNNNN"
  "NNUUUUUUUUNNNN"
  "10UU1-10UU1010"
  "NNNNN-N0NNNNNN";
static const char sv_rect[] =
  "INUUi0i-UUININ"
  "NNUUUUUUUUNNNN"
  "00UU-0--UU0000"
  "00UU0-00UU0000"
  "NNUUUUUUUUNNNN"
  "INUUI-I0UUININ"
  "NNNNN0N0NNNNNN";

static double sv_value(char c) {
  switch (c) {
  case 'A': return 0.75 * CM_PI;
  case 'a': return -0.75 * CM_PI;
  case 'B': return CM_PI;
  case 'b': return -CM_PI;
  case 'C': return 0.5 * CM_PI;
  case 'c': return -0.5 * CM_PI;
  case 'D': return 0.25 * CM_PI;
  case 'd': return -0.25 * CM_PI;
  case 'I': return INFINITY;
  case 'i': return -INFINITY;
  case '0': return 0.0;
  case '-': return -0.0;
  case '1': return 1.0;
  case 'm': return -1.0;
  default: return NAN;
  }
}

/* row/column of a table: -inf, negative, -0, +0, positive, +inf, nan */
static int sv_kind(double d) {
  if (isnan(d)) return 6;
  if (isinf(d)) return d > 0 ? 5 : 0;
  if (d == 0) return signbit(d) ? 2 : 3;
  return d > 0 ? 4 : 1;
}

static Cz cz(double re, double im) { Cz r; r.re = re; r.im = im; return r; }

static Cz sv_get(const char *tab, double re, double im) {
  const char *cell = tab + 14 * sv_kind(re) + 2 * sv_kind(im);
  return cz(sv_value(cell[0]), sv_value(cell[1]));
}

static bool finite2(Cz z) { return isfinite(z.re) && isfinite(z.im); }

static Cz cm_sqrt(Cz z, int *err) {
  double s, d, ax, ay;
  (void)err;
  if (!finite2(z)) return sv_get(sv_sqrt, z.re, z.im);
  if (z.re == 0.0 && z.im == 0.0) return cz(0.0, z.im);
  ax = fabs(z.re);
  ay = fabs(z.im);
  if (ax < DBL_MIN && ay < DBL_MIN) {
    /* both subnormal: scale up so hypot keeps its precision */
    ax = ldexp(ax, CM_SCALE_UP);
    s = ldexp(sqrt(ax + hypot(ax, ldexp(ay, CM_SCALE_UP))), CM_SCALE_DOWN);
  } else {
    ax /= 8.0;
    s = 2.0 * sqrt(ax + hypot(ax, ay / 8.0));
  }
  d = ay / (2.0 * s);
  if (z.re >= 0.0) return cz(s, copysign(d, z.im));
  return cz(d, copysign(s, z.im));
}

static Cz cm_log(Cz z, int *err) {
  double ax, ay, h, re;
  if (!finite2(z)) return sv_get(sv_log, z.re, z.im);
  ax = fabs(z.re);
  ay = fabs(z.im);
  if (ax > CM_LARGE || ay > CM_LARGE) {
    re = log(hypot(ax / 2.0, ay / 2.0)) + CM_LN2;
  } else if (ax < DBL_MIN && ay < DBL_MIN) {
    if (ax == 0.0 && ay == 0.0) {
      *err = CE_DOMAIN;
      return cz(-INFINITY, atan2(z.im, z.re));
    }
    re = log(hypot(ldexp(ax, DBL_MANT_DIG), ldexp(ay, DBL_MANT_DIG))) - DBL_MANT_DIG * CM_LN2;
  } else {
    h = hypot(ax, ay);
    if (h >= 0.71 && h <= 1.73) {
      /* near |z| = 1: log1p keeps the digits log(h) would lose */
      double big = ax > ay ? ax : ay, small = ax > ay ? ay : ax;
      re = log1p((big - 1) * (big + 1) + small * small) / 2.0;
    } else {
      re = log(h);
    }
  }
  return cz(re, atan2(z.im, z.re));
}

static Cz cm_log10(Cz z, int *err) {
  Cz r = cm_log(z, err);
  return cz(r.re / CM_LN10, r.im / CM_LN10);
}

static Cz cm_acos(Cz z, int *err) {
  Cz r;
  if (!finite2(z)) return sv_get(sv_acos, z.re, z.im);
  if (fabs(z.re) > CM_LARGE || fabs(z.im) > CM_LARGE) {
    double l = log(hypot(z.re / 2.0, z.im / 2.0)) + CM_LN2 * 2.0;
    r.re = atan2(fabs(z.im), z.re);
    r.im = z.re < 0.0 ? -copysign(l, z.im) : copysign(l, -z.im);
  } else {
    Cz s1 = cm_sqrt(cz(1.0 - z.re, -z.im), err), s2 = cm_sqrt(cz(1.0 + z.re, z.im), err);
    r.re = 2.0 * atan2(s1.re, s2.re);
    r.im = asinh(s2.re * s1.im - s2.im * s1.re);
  }
  return r;
}

static Cz cm_acosh(Cz z, int *err) {
  Cz r;
  if (!finite2(z)) return sv_get(sv_acosh, z.re, z.im);
  if (fabs(z.re) > CM_LARGE || fabs(z.im) > CM_LARGE) {
    r.re = log(hypot(z.re / 2.0, z.im / 2.0)) + CM_LN2 * 2.0;
    r.im = atan2(z.im, z.re);
  } else {
    Cz s1 = cm_sqrt(cz(z.re - 1.0, z.im), err), s2 = cm_sqrt(cz(z.re + 1.0, z.im), err);
    r.re = asinh(s1.re * s2.re + s1.im * s2.im);
    r.im = 2.0 * atan2(s1.im, s2.re);
  }
  return r;
}

static Cz cm_asinh(Cz z, int *err) {
  Cz r;
  if (!finite2(z)) return sv_get(sv_asinh, z.re, z.im);
  if (fabs(z.re) > CM_LARGE || fabs(z.im) > CM_LARGE) {
    double l = log(hypot(z.re / 2.0, z.im / 2.0)) + CM_LN2 * 2.0;
    r.re = z.im >= 0.0 ? copysign(l, z.re) : -copysign(l, -z.re);
    r.im = atan2(z.im, fabs(z.re));
  } else {
    Cz s1 = cm_sqrt(cz(1.0 + z.im, -z.re), err), s2 = cm_sqrt(cz(1.0 - z.im, z.re), err);
    r.re = asinh(s1.re * s2.im - s2.re * s1.im);
    r.im = atan2(z.im, s1.re * s2.re - s1.im * s2.im);
  }
  return r;
}

/* asin(z) = -i asinh(iz) */
static Cz cm_asin(Cz z, int *err) {
  Cz s = cm_asinh(cz(-z.im, z.re), err);
  return cz(s.im, -s.re);
}

static Cz cm_atanh(Cz z, int *err) {
  double ay, h;
  if (!finite2(z)) return sv_get(sv_atanh, z.re, z.im);
  if (z.re < 0.0) {   /* atanh(z) = -atanh(-z) */
    Cz r = cm_atanh(cz(-z.re, -z.im), err);
    return cz(-r.re, -r.im);
  }
  ay = fabs(z.im);
  if (z.re > sqrt(CM_LARGE) || ay > sqrt(CM_LARGE)) {
    /* ~ 1/z +- i pi/2 */
    h = hypot(z.re / 2.0, z.im / 2.0);
    return cz(z.re / 4.0 / h / h, -copysign(CM_PI / 2.0, -z.im));
  }
  if (z.re == 1.0 && ay < sqrt(DBL_MIN)) {
    if (ay == 0.0) {
      *err = CE_DOMAIN;
      return cz(INFINITY, z.im);
    }
    return cz(-log(sqrt(ay) / sqrt(hypot(ay, 2.0))), copysign(atan2(2.0, -ay) / 2, z.im));
  }
  return cz(log1p(4.0 * z.re / ((1 - z.re) * (1 - z.re) + ay * ay)) / 4.0,
            -atan2(-2.0 * z.im, (1 - z.re) * (1 + z.re) - ay * ay) / 2.0);
}

/* atan(z) = -i atanh(iz) */
static Cz cm_atan(Cz z, int *err) {
  Cz s = cm_atanh(cz(-z.im, z.re), err);
  return cz(s.im, -s.re);
}

/* cosh and sinh share their shape */
static Cz cm_cosh_sinh(Cz z, int *err, bool is_sinh) {
  Cz r;
  if (!finite2(z)) {
    if (isinf(z.re) && isfinite(z.im) && z.im != 0.0) {
      double c = copysign(INFINITY, cos(z.im)), s = copysign(INFINITY, sin(z.im));
      if (z.re > 0) r = cz(c, s);
      else r = is_sinh ? cz(-c, s) : cz(c, -s);
    } else {
      r = sv_get(is_sinh ? sv_sinh : sv_cosh, z.re, z.im);
    }
    if (isinf(z.im) && !isnan(z.re)) *err = CE_DOMAIN;
    return r;
  }
  if (fabs(z.re) > log(CM_LARGE)) {
    /* cosh(x) may overflow where the result does not */
    double x1 = z.re - copysign(1.0, z.re);
    if (is_sinh) r = cz(cos(z.im) * sinh(x1) * CM_E, sin(z.im) * cosh(x1) * CM_E);
    else r = cz(cos(z.im) * cosh(x1) * CM_E, sin(z.im) * sinh(x1) * CM_E);
  } else {
    if (is_sinh) r = cz(cos(z.im) * sinh(z.re), sin(z.im) * cosh(z.re));
    else r = cz(cos(z.im) * cosh(z.re), sin(z.im) * sinh(z.re));
  }
  if (isinf(r.re) || isinf(r.im)) *err = CE_RANGE;
  return r;
}

static Cz cm_cosh(Cz z, int *err) { return cm_cosh_sinh(z, err, false); }
static Cz cm_sinh(Cz z, int *err) { return cm_cosh_sinh(z, err, true); }

/* cos(z) = cosh(iz) */
static Cz cm_cos(Cz z, int *err) { return cm_cosh(cz(-z.im, z.re), err); }

/* sin(z) = -i sinh(iz) */
static Cz cm_sin(Cz z, int *err) {
  Cz s = cm_sinh(cz(-z.im, z.re), err);
  return cz(s.im, -s.re);
}

static Cz cm_exp(Cz z, int *err) {
  Cz r;
  double l;
  if (!finite2(z)) {
    if (isinf(z.re) && isfinite(z.im) && z.im != 0.0) {
      if (z.re > 0) r = cz(copysign(INFINITY, cos(z.im)), copysign(INFINITY, sin(z.im)));
      else r = cz(copysign(0.0, cos(z.im)), copysign(0.0, sin(z.im)));
    } else {
      r = sv_get(sv_exp, z.re, z.im);
    }
    if (isinf(z.im) && (isfinite(z.re) || (isinf(z.re) && z.re > 0))) *err = CE_DOMAIN;
    return r;
  }
  if (z.re > log(CM_LARGE)) {
    l = exp(z.re - 1.0);
    r = cz(l * cos(z.im) * CM_E, l * sin(z.im) * CM_E);
  } else {
    l = exp(z.re);
    r = cz(l * cos(z.im), l * sin(z.im));
  }
  if (isinf(r.re) || isinf(r.im)) *err = CE_RANGE;
  return r;
}

static Cz cm_tanh(Cz z, int *err) {
  if (!finite2(z)) {
    Cz r;
    if (isinf(z.re) && isfinite(z.im) && z.im != 0.0)
      r = cz(z.re > 0 ? 1.0 : -1.0, copysign(0.0, 2.0 * sin(z.im) * cos(z.im)));
    else
      r = sv_get(sv_tanh, z.re, z.im);
    if (isinf(z.im) && isfinite(z.re)) *err = CE_DOMAIN;
    return r;
  }
  if (fabs(z.re) > log(CM_LARGE)) {
    return cz(copysign(1.0, z.re), 4.0 * sin(z.im) * cos(z.im) * exp(-2.0 * fabs(z.re)));
  } else {
    /* 1 - tanh(x)**2 as 1/cosh(x)**2 for accuracy */
    double tx = tanh(z.re), ty = tan(z.im), cx = 1.0 / cosh(z.re);
    double txty = tx * ty, denom = 1.0 + txty * txty;
    return cz(tx * (1.0 + ty * ty) / denom, ((ty / denom) * cx) * cx);
  }
}

/* tan(z) = -i tanh(iz) */
static Cz cm_tan(Cz z, int *err) {
  Cz s = cm_tanh(cz(-z.im, z.re), err);
  return cz(s.im, -s.re);
}

/* ---- the module's functions ---- */

static int cm_error(VM *vm, int err) {
  if (err == CE_DOMAIN) return vm_raise(vm, T_ValueError, "math domain error");
  return vm_raise(vm, T_OverflowError, "math range error");
}

/* one complex argument, positional only */
static int cm_one(VM *vm, const char *name, Value *args, int nargs, Tuple *kw, Cz *z) {
  char q[32];
  snprintf(q, sizeof q, "cmath.%s", name);
  if (arg_nokw(vm, q, kw)) return -1;
  if (nargs != 1)
    return vm_raise(vm, T_TypeError, "cmath.%s() takes exactly one argument (%d given)", name, nargs);
  return complex_arg(vm, args[0], &z->re, &z->im);
}

typedef Cz (*CzFn)(Cz, int *);

static int cm_call(VM *vm, const char *name, CzFn fn, Value *args, int nargs, Tuple *kw,
                   Value *out) {
  Cz z, r;
  int err = CE_OK;
  if (cm_one(vm, name, args, nargs, kw, &z)) return -1;
  r = fn(z, &err);
  if (err != CE_OK) return cm_error(vm, err);
  return complex_new(vm, r.re, r.im, out);
}

#define CM_FN(N) \
  static int c_##N(VM *vm, Value *a, int n, Tuple *kw, Value *out) { \
    return cm_call(vm, #N, cm_##N, a, n, kw, out); \
  }
CM_FN(sqrt) CM_FN(exp) CM_FN(log10) CM_FN(acos) CM_FN(acosh) CM_FN(asin) CM_FN(asinh)
CM_FN(atan) CM_FN(atanh) CM_FN(cos) CM_FN(cosh) CM_FN(sin) CM_FN(sinh) CM_FN(tan)
CM_FN(tanh)
#undef CM_FN

/* log(z[, base]): log(z) / log(base); with a base only the
** errors of log(base) and of the division count, as in CPython (log(0, 2)
** is (-inf+nanj); log(0), log(2, 0) and log(2, 1) are domain errors) */
static int c_log(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Cz x, y;
  int err = CE_OK;
  if (arg_nokw(vm, "cmath.log", kw)) return -1;
  if (nargs < 1) return vm_raise(vm, T_TypeError, "log expected at least 1 argument, got %d", nargs);
  if (nargs > 2) return vm_raise(vm, T_TypeError, "log expected at most 2 arguments, got %d", nargs);
  if (complex_arg(vm, args[0], &x.re, &x.im)) return -1;
  x = cm_log(x, &err);
  if (nargs == 2) {
    Value q;
    if (complex_arg(vm, args[1], &y.re, &y.im)) return -1;
    err = CE_OK;
    y = cm_log(y, &err);
    if (complex_new(vm, x.re, x.im, out) || complex_new(vm, y.re, y.im, &q)) return -1;
    if (complex_binop(vm, BIN_TRUEDIV, *out, q, out)) {
      vm->exc = VUNDEF;   /* division by log(1) == 0 */
      return cm_error(vm, CE_DOMAIN);
    }
    return err != CE_OK ? cm_error(vm, err) : 0;
  }
  if (err != CE_OK) return cm_error(vm, err);
  return complex_new(vm, x.re, x.im, out);
}

/* atan2 with CPython's answers for infinities and nans on every platform */
static double cm_phase(Cz z) {
  if (isnan(z.re) || isnan(z.im)) return NAN;
  if (isinf(z.im)) {
    if (isinf(z.re)) return copysign(z.re > 0 ? 0.25 * CM_PI : 0.75 * CM_PI, z.im);
    return copysign(0.5 * CM_PI, z.im);
  }
  if (isinf(z.re) || z.im == 0.0) return copysign(signbit(z.re) ? CM_PI : 0.0, z.im);
  return atan2(z.im, z.re);
}

static int c_phase(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Cz z;
  double phi;
  if (cm_one(vm, "phase", args, nargs, kw, &z)) return -1;
  phi = cm_phase(z);
  /* glibc's atan2 sets ERANGE when the angle underflows to zero, which
  ** CPython's phase reports (phase(2+5e-324j)); polar does not */
  if (phi == 0.0 && z.im != 0.0 && isfinite(z.re)) return cm_error(vm, CE_RANGE);
  *out = vfloat(phi);
  return 0;
}

static int c_polar(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Cz z;
  Value c, r;
  Tuple *t;
  if (cm_one(vm, "polar", args, nargs, kw, &z)) return -1;
  if (complex_new(vm, z.re, z.im, &c)) return -1;
  if (complex_abs(vm, c, &r)) {
    vm->exc = VUNDEF;
    return cm_error(vm, CE_RANGE);
  }
  t = tuple_new(vm, 2);
  if (t == NULL) return -1;
  t->items[0] = r;
  t->items[1] = vfloat(cm_phase(z));
  *out = vobj(t);
  return 0;
}

static int c_rect(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  double r, phi;
  Cz z;
  if (arg_nokw(vm, "cmath.rect", kw)) return -1;
  if (nargs != 2) return vm_raise(vm, T_TypeError, "rect expected 2 arguments, got %d", nargs);
  if (lib_float_arg(vm, args[0], &r) || lib_float_arg(vm, args[1], &phi)) return -1;
  if (!isfinite(r) || !isfinite(phi)) {
    if (isinf(r) && isfinite(phi) && phi != 0.0) {
      double c = copysign(INFINITY, cos(phi)), s = copysign(INFINITY, sin(phi));
      z = r > 0 ? cz(c, s) : cz(-c, -s);
    } else {
      z = sv_get(sv_rect, r, phi);
    }
    if (r != 0.0 && !isnan(r) && isinf(phi)) return cm_error(vm, CE_DOMAIN);
  } else if (phi == 0.0) {
    z = cz(r, r * phi);   /* the zero's sign as r * phi gives it */
  } else {
    z = cz(r * cos(phi), r * sin(phi));
  }
  return complex_new(vm, z.re, z.im, out);
}

/* isfinite, isinf, isnan */
static int cm_test(VM *vm, const char *name, int which, Value *args, int nargs, Tuple *kw,
                   Value *out) {
  Cz z;
  if (cm_one(vm, name, args, nargs, kw, &z)) return -1;
  *out = vbool(which == 0 ? isfinite(z.re) && isfinite(z.im)
               : which == 1 ? isinf(z.re) || isinf(z.im) : isnan(z.re) || isnan(z.im));
  return 0;
}

static int c_isfinite(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  return cm_test(vm, "isfinite", 0, a, n, kw, out);
}
static int c_isinf(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  return cm_test(vm, "isinf", 1, a, n, kw, out);
}
static int c_isnan(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  return cm_test(vm, "isnan", 2, a, n, kw, out);
}

static double cz_abs(Cz z) {
  if (isinf(z.re) || isinf(z.im)) return INFINITY;
  if (isnan(z.re) || isnan(z.im)) return NAN;
  return hypot(z.re, z.im);
}

/* isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0) */
static int c_isclose(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char *const names[] = {"a", "b", "rel_tol", "abs_tol"};
  Value opt[4];
  Cz a, b;
  double rel = 1e-09, abst = 0.0, diff;
  int i;
  if (nargs > 2)
    return vm_raise(vm, T_TypeError, "isclose() takes exactly 2 positional arguments (%d given)", nargs);
  if (arg_kw(vm, "isclose", args, nargs, kw, names, 4, opt)) return -1;
  for (i = 0; i < nargs; i++) opt[i] = args[i];
  for (i = 0; i < 2; i++)
    if (opt[i].tag == V_UNDEF)
      return vm_raise(vm, T_TypeError, "isclose() missing required argument '%s' (pos %d)",
                      names[i], i + 1);
  if (complex_arg(vm, opt[0], &a.re, &a.im) || complex_arg(vm, opt[1], &b.re, &b.im)) return -1;
  if (opt[2].tag != V_UNDEF && lib_float_arg(vm, opt[2], &rel)) return -1;
  if (opt[3].tag != V_UNDEF && lib_float_arg(vm, opt[3], &abst)) return -1;
  if (rel < 0.0 || abst < 0.0) return vm_raise(vm, T_ValueError, "tolerances must be non-negative");
  if (a.re == b.re && a.im == b.im) { *out = vbool(true); return 0; }
  if (isinf(a.re) || isinf(a.im) || isinf(b.re) || isinf(b.im)) { *out = vbool(false); return 0; }
  diff = cz_abs(cz(a.re - b.re, a.im - b.im));
  *out = vbool(diff <= rel * cz_abs(b) || diff <= rel * cz_abs(a) || diff <= abst);
  return 0;
}

/* The fallbacks (cmath.py) take an instance of a class through its
** __complex__, __float__ or __index__ (rect's through __float__/__index__). */
const Builtin cmath_natives[] = {
  {"cmath.acos", c_acos, "cmath:_py_acos", -1}, {"cmath.acosh", c_acosh, "cmath:_py_acosh", -1},
  {"cmath.asin", c_asin, "cmath:_py_asin", -1}, {"cmath.asinh", c_asinh, "cmath:_py_asinh", -1},
  {"cmath.atan", c_atan, "cmath:_py_atan", -1}, {"cmath.atanh", c_atanh, "cmath:_py_atanh", -1},
  {"cmath.cos", c_cos, "cmath:_py_cos", -1}, {"cmath.cosh", c_cosh, "cmath:_py_cosh", -1},
  {"cmath.exp", c_exp, "cmath:_py_exp", -1}, {"cmath.isclose", c_isclose, "cmath:_py_isclose", -1},
  {"cmath.isfinite", c_isfinite, "cmath:_py_isfinite", -1}, {"cmath.isinf", c_isinf, "cmath:_py_isinf", -1},
  {"cmath.isnan", c_isnan, "cmath:_py_isnan", -1}, {"cmath.log", c_log, "cmath:_py_log", -1},
  {"cmath.log10", c_log10, "cmath:_py_log10", -1}, {"cmath.phase", c_phase, "cmath:_py_phase", -1},
  {"cmath.polar", c_polar, "cmath:_py_polar", -1}, {"cmath.rect", c_rect, "cmath:_py_rect", -1},
  {"cmath.sin", c_sin, "cmath:_py_sin", -1}, {"cmath.sinh", c_sinh, "cmath:_py_sinh", -1},
  {"cmath.sqrt", c_sqrt, "cmath:_py_sqrt", -1}, {"cmath.tan", c_tan, "cmath:_py_tan", -1},
  {"cmath.tanh", c_tanh, "cmath:_py_tanh", -1},
};
const int cmath_natives_n = (int)(sizeof cmath_natives / sizeof cmath_natives[0]);
