/*
** complex.c - the complex type: construction, arithmetic, equality, hash
** and attributes, as CPython 3.11's complexobject.c behaves.
**
** Arithmetic follows CPython's own algorithms, not C99's <complex.h>, so
** that results agree to the bit: an int or float operand becomes
** complex(x, 0.0); division is Smith's method with CPython's branch on
** |b.real| >= |b.imag|; a power with a small integral exponent
** (|n| <= 100) multiplies by repeated squaring, any other uses the polar
** form.  Errors as CPython's: ZeroDivisionError "complex division by
** zero" and "0.0 to a negative or complex power", OverflowError "complex
** exponentiation" and "absolute value too large".  There is no // or %
** for complex in 3.11 (TypeError, from vm_binop).
**
** repr and format live in fmt.c beside the float formatting they share.
*/
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "complex.h"
#include "limits.h"
#include "class.h"
#include "str.h"
#include "dict.h"
#include "fmt.h"
#include "../grammar/ast.h"

typedef struct { double re, im; } Cx;

int complex_new(VM *vm, double re, double im, Value *out) {
  Complex *c = obj_new(vm, OT_COMPLEX, sizeof(Complex));
  if (c == NULL) return -1;
  c->re = re;
  c->im = im;
  *out = vobj(c);
  return 0;
}

static int cx_value(VM *vm, Cx z, Value *out) { return complex_new(vm, z.re, z.im, out); }

static bool is_realnum(Value v) {
  return v.tag == V_INT || v.tag == V_BOOL || v.tag == V_FLOAT || IS_BIG(v);
}

/* An operand as complex: 1 done, 0 not a number, -1 error (an int too
** large for a float). */
static int to_cx(VM *vm, Value v, Cx *z) {
  if (IS_COMPLEX(v)) { z->re = AS_COMPLEX(v)->re; z->im = AS_COMPLEX(v)->im; return 1; }
  if (!is_realnum(v)) return 0;
  z->im = 0.0;
  return vm_to_double(vm, v, &z->re) ? -1 : 1;
}

static Cx cx_prod(Cx a, Cx b) {
  Cx r;
  r.re = a.re * b.re - a.im * b.im;
  r.im = a.re * b.im + a.im * b.re;
  return r;
}

/* a / b; *zero set when b is 0 (the result is then 0). */
static Cx cx_quot(Cx a, Cx b, bool *zero) {
  Cx r;
  double abr = fabs(b.re), abi = fabs(b.im);
  if (abr >= abi) {
    if (abr == 0.0) {
      *zero = true;
      r.re = r.im = 0.0;
    } else {
      double ratio = b.im / b.re, denom = b.re + b.im * ratio;
      r.re = (a.re + a.im * ratio) / denom;
      r.im = (a.im - a.re * ratio) / denom;
    }
  } else if (abi >= abr) {
    double ratio = b.re / b.im, denom = b.re * ratio + b.im;
    r.re = (a.re * ratio + a.im) / denom;
    r.im = (a.im * ratio - a.re) / denom;
  } else {   /* a nan in b */
    r.re = r.im = NAN;
  }
  return r;
}

/* a ** b by the polar form; *bad set where CPython finds errno EDOM: 0 to a
** negative or complex power, an infinite phase. */
static Cx cx_pow(Cx a, Cx b, bool *bad) {
  Cx r;
  if (b.re == 0.0 && b.im == 0.0) {
    r.re = 1.0;
    r.im = 0.0;
  } else if (a.re == 0.0 && a.im == 0.0) {
    if (b.im != 0.0 || b.re < 0.0) *bad = true;
    r.re = r.im = 0.0;
  } else {
    double vabs = hypot(a.re, a.im), len = pow(vabs, b.re);
    double at = atan2(a.im, a.re), phase = at * b.re;
    if (b.im != 0.0) {
      len /= exp(at * b.im);
      phase += b.im * log(vabs);
    }
    /* libm's cos(inf) sets EDOM, which CPython reads as a zero base;
    ** said here, as a compiler may join cos and sin into a sincos that
    ** sets no errno */
    if (isinf(phase)) *bad = true;
    r.re = len * cos(phase);
    r.im = len * sin(phase);
  }
  return r;
}

/* x ** n for 0 <= n, by squaring */
static Cx cx_powu(Cx x, long n) {
  Cx r = {1.0, 0.0}, p = x;
  long mask = 1;
  while (mask > 0 && n >= mask) {
    if (n & mask) r = cx_prod(r, p);
    mask <<= 1;
    p = cx_prod(p, p);
  }
  return r;
}

/* CPython reads errno after the power: EDOM from a zero base or from libm
** (cos(inf) when the phase overflows: 2.5 ** (1+infj)) is its
** ZeroDivisionError, an infinite part its OverflowError. */
static int cx_power(VM *vm, Cx a, Cx b, Value *out) {
  bool bad = false;
  Cx p;
  if (b.im == 0.0 && b.re == floor(b.re) && fabs(b.re) <= 100.0) {
    long n = (long)b.re;
    if (n > 0) {
      p = cx_powu(a, n);
    } else {
      Cx one = {1.0, 0.0};
      p = cx_quot(one, cx_powu(a, -n), &bad);
    }
  } else {
    p = cx_pow(a, b, &bad);
  }
  if (bad)
    return vm_raise(vm, T_ZeroDivisionError, "0.0 to a negative or complex power");
  if (isinf(p.re) || isinf(p.im)) return vm_raise(vm, T_OverflowError, "complex exponentiation");
  return cx_value(vm, p, out);
}

int complex_float_pow(VM *vm, double a, double b, Value *out) {
  Cx x = {a, 0.0}, y = {b, 0.0};
  return cx_power(vm, x, y, out);
}

int complex_binop(VM *vm, int op, Value a, Value b, Value *out) {
  Cx x, y, r;
  int ka, kb;
  bool zero = false;
  if (!(IS_COMPLEX(a) || is_realnum(a)) || !(IS_COMPLEX(b) || is_realnum(b))) return -2;
  if (op != BIN_ADD && op != BIN_SUB && op != BIN_MUL && op != BIN_TRUEDIV && op != BIN_POW)
    return -2;   /* no // % << & ... for complex: vm_binop's TypeError */
  ka = to_cx(vm, a, &x);
  if (ka < 0) return -1;
  kb = to_cx(vm, b, &y);
  if (kb < 0) return -1;
  switch (op) {
  case BIN_ADD: r.re = x.re + y.re; r.im = x.im + y.im; break;
  case BIN_SUB: r.re = x.re - y.re; r.im = x.im - y.im; break;
  case BIN_MUL: r = cx_prod(x, y); break;
  case BIN_TRUEDIV:
    r = cx_quot(x, y, &zero);
    if (zero) return vm_raise(vm, T_ZeroDivisionError, "complex division by zero");
    break;
  default: return cx_power(vm, x, y, out);
  }
  return cx_value(vm, r, out);
}

int complex_neg(VM *vm, Value a, Value *out) {
  return complex_new(vm, -AS_COMPLEX(a)->re, -AS_COMPLEX(a)->im, out);
}

/* |z|: inf if either part is inf (even with a nan), nan if either is nan */
static double cx_abs(Cx z, bool *overflow) {
  double r;
  if (isinf(z.re) || isinf(z.im)) return INFINITY;
  if (isnan(z.re) || isnan(z.im)) return NAN;
  r = hypot(z.re, z.im);
  if (isinf(r)) *overflow = true;
  return r;
}

int complex_abs(VM *vm, Value a, Value *out) {
  Cx z = {AS_COMPLEX(a)->re, AS_COMPLEX(a)->im};
  bool over = false;
  double r = cx_abs(z, &over);
  if (over) return vm_raise(vm, T_OverflowError, "absolute value too large");
  *out = vfloat(r);
  return 0;
}

/* hash(re) + 1000003 * hash(im) in wrapping arithmetic; -1 becomes -2.
** A nan part hashes as `ident`, the complex's identity hash (CPython
** 3.10+ hashes the nan parts of a complex by the complex object). */
uint64_t complex_hash(Value v, uint64_t ident) {
  double re = AS_COMPLEX(v)->re, im = AS_COMPLEX(v)->im;
  uint64_t hr = isnan(re) ? ident : (uint64_t)fmt_float_hash(re);
  uint64_t hi = isnan(im) ? ident : (uint64_t)fmt_float_hash(im);
  uint64_t h = hr + 1000003u * hi;
  return h == UINT64_MAX ? (uint64_t)-2 : h;
}

int complex_eq(VM *vm, Value a, Value b) {
  Complex *c;
  Value other;
  if (!IS_COMPLEX(a)) { Value t = a; a = b; b = t; }
  c = AS_COMPLEX(a);
  if (IS_COMPLEX(b)) return c->re == AS_COMPLEX(b)->re && c->im == AS_COMPLEX(b)->im;
  if (!is_realnum(b)) return 0;
  if (c->im != 0.0) return 0;
  other = b;
  return hash_eq_item(vm, vfloat(c->re), other);   /* exact: 2**53+1 != 2.0**53 */
}

int complex_data_attr(Value v, const char *name, Value *out) {
  if (strcmp(name, "real") == 0) { *out = vfloat(AS_COMPLEX(v)->re); return 1; }
  if (strcmp(name, "imag") == 0) { *out = vfloat(AS_COMPLEX(v)->im); return 1; }
  return 0;
}

int complex_arg(VM *vm, Value v, double *re, double *im) {
  Cx z;
  int k;
  v = vm_unbox(v);
  k = to_cx(vm, v, &z);
  if (k < 0) return -1;
  if (k == 0) {
    if (user_class(v)) vm->want_py = true;   /* its __complex__: the fallback's */
    return vm_raise(vm, T_TypeError, "must be real number, not %s", val_type_name(v));
  }
  *re = z.re;
  *im = z.im;
  return 0;
}

/* ---- complex(string) ---- */

static bool cx_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

static bool ci_word(const char *s, const char *w) {
  for (; *w; s++, w++) {
    char c = *s;
    if (c >= 'A' && c <= 'Z') c = (char)(c - 'A' + 'a');
    if (c != *w) return false;
  }
  return true;
}

/* The longest prefix of s that PyOS_string_to_double accepts: a sign, then
** inf, infinity, nan (any case) or digits with an optional point and
** exponent.  Returns its length (0: none) and the value in *out, or
** SIZE_MAX past a limit: vm_strtod scans a long one with polls (80 ms for
** 10**8 digits went unpolled). */
static size_t cx_scan_float(VM *vm, char *s, double *out) {
  char *p = s, *end;
  bool neg = false;
  if (*p == '+' || *p == '-') { neg = *p == '-'; p++; }
  if (ci_word(p, "infinity")) { *out = neg ? -INFINITY : INFINITY; return (size_t)(p + 8 - s); }
  if (ci_word(p, "inf")) { *out = neg ? -INFINITY : INFINITY; return (size_t)(p + 3 - s); }
  if (ci_word(p, "nan")) { *out = NAN; return (size_t)(p + 3 - s); }
  if (!((*p >= '0' && *p <= '9') || (*p == '.' && p[1] >= '0' && p[1] <= '9'))) return 0;
  if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {   /* strtod would read hex: "0" only */
    *out = neg ? -0.0 : 0.0;
    return (size_t)(p + 1 - s);
  }
  if (vm_strtod(vm, s, &end, out)) return SIZE_MAX;
  return (size_t)(end - s);
}

/* CPython's complex_from_string_inner over an ASCII copy s[0..n) (NUL
** inside: malformed).  1 parsed, 0 malformed, -1 past a limit. */
static int cx_parse(VM *vm, char *s, size_t n, double *re, double *im) {
  char *p = s, *end = s + n;
  double x = 0.0, y = 0.0, z;
  size_t k;
  bool bracket = false;
  while (cx_space(*p)) p++;
  if (*p == '(') {
    bracket = true;
    p++;
    while (cx_space(*p)) p++;
  }
  k = cx_scan_float(vm, p, &z);
  if (k == SIZE_MAX) return -1;
  if (k) {
    p += k;
    if (*p == '+' || *p == '-') {
      x = z;
      k = cx_scan_float(vm, p, &y);
      if (k == SIZE_MAX) return -1;
      if (k) {
        p += k;
      } else {
        y = *p == '+' ? 1.0 : -1.0;
        p++;
      }
      if (*p != 'j' && *p != 'J') return 0;
      p++;
    } else if (*p == 'j' || *p == 'J') {
      p++;
      y = z;
    } else {
      x = z;
    }
  } else {
    if (*p == '+' || *p == '-') {
      y = *p == '+' ? 1.0 : -1.0;
      p++;
    } else {
      y = 1.0;
    }
    if (*p != 'j' && *p != 'J') return 0;
    p++;
  }
  while (cx_space(*p)) p++;
  if (bracket) {
    if (*p != ')') return 0;
    p++;
    while (cx_space(*p)) p++;
  }
  if (p != end) return 0;
  *re = x;
  *im = y;
  return 1;
}

static int complex_from_str(VM *vm, Str *s, Value *out) {
  char *a;
  size_t n = 0, j, m = 0;
  bool under = false, ok = true;
  double re = 0.0, im = 0.0;
  int r;
  if (vm_charge_bytes(vm, s->len)) return -1;
  a = ascii_numeric(vm, s, &n);   /* CPython's _PyUnicode_TransformDecimalAndSpaceToASCII */
  if (a == NULL) return -1;
  under = memchr(a, '_', n) != NULL;
  if (under) {
    /* underscores only between digits, then dropped */
    char prev = 0;
    for (j = 0; j < n; j++) {
      char c = a[j];
      if (vm_poll_item(vm, j)) {
        mem_free(&vm->mem, a, s->len + 1);
        return -1;
      }
      if (c == '_') {
        if (!(prev >= '0' && prev <= '9')) { ok = false; break; }
      } else {
        if (prev == '_' && !(c >= '0' && c <= '9')) { ok = false; break; }
        a[m++] = c;
      }
      prev = c;
    }
    if (prev == '_') ok = false;
    if (!ok) {
      Value rs;
      mem_free(&vm->mem, a, s->len + 1);
      if (vm_repr(vm, vobj(s), &rs)) return -1;
      return vm_raise(vm, T_ValueError, "could not convert string to complex: %s",
                      AS_STR(rs)->data);
    }
    a[m] = 0;
    n = m;
  }
  r = cx_parse(vm, a, n, &re, &im);
  mem_free(&vm->mem, a, s->len + 1);
  if (r < 0) return -1;
  if (!r) return vm_raise(vm, T_ValueError, "complex() arg is a malformed string");
  return complex_new(vm, re, im, out);
}

/* ---- complex(real=0, imag=0) ---- */

int bi_complex(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char *const names[] = {"real", "imag"};
  Value opt[2], r, i;
  Cx cr, ci;
  bool r_cx = false, i_cx = false;
  int k;
  if (arg_clinic(vm, "complex", nargs, kw, names, 2, 2, 0) ||
      arg_kw(vm, "complex", args, nargs, kw, names, 2, opt))
    return -1;
  for (k = 0; k < nargs; k++) opt[k] = args[k];
  r = opt[0];
  i = opt[1];
  /* __complex__, __float__, __index__ of a class: the Python version */
  if ((r.tag != V_UNDEF && user_class(r)) || (i.tag != V_UNDEF && user_class(i)))
    return BI_FALLBACK;
  if (r.tag == V_UNDEF) r = vint(0);
  if (IS_STR(r)) {
    if (i.tag != V_UNDEF)
      return vm_raise(vm, T_TypeError, "complex() can't take second arg if first is a string");
    return complex_from_str(vm, AS_STR(r), out);
  }
  if (IS_STR(i)) return vm_raise(vm, T_TypeError, "complex() second arg can't be a string");
  if (IS_COMPLEX(r) && i.tag == V_UNDEF) { *out = r; return 0; }
  if (!IS_COMPLEX(r) && !is_realnum(r))
    return vm_raise(vm, T_TypeError, "complex() first argument must be a string or a number, not '%s'",
                    val_type_name(r));
  if (i.tag != V_UNDEF && !IS_COMPLEX(i) && !is_realnum(i))
    return vm_raise(vm, T_TypeError, "complex() second argument must be a number, not '%s'",
                    val_type_name(i));
  if (to_cx(vm, r, &cr) < 0) return -1;
  r_cx = IS_COMPLEX(r);
  if (i.tag == V_UNDEF) {
    ci.re = cr.im;
    ci.im = 0.0;
  } else {
    if (to_cx(vm, i, &ci) < 0) return -1;
    i_cx = IS_COMPLEX(i);
  }
  /* complex(a, b) is a + b*1j, built as CPython builds it */
  if (i_cx) cr.re -= ci.im;
  if (r_cx && i.tag != V_UNDEF) ci.re += cr.im;
  return complex_new(vm, cr.re, ci.re, out);
}

/* ---- methods ---- */

static int c_conjugate(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "complex.conjugate", kw) || arg_count(vm, "conjugate", nargs - 1, 0, 0))
    return -1;
  return complex_new(vm, AS_COMPLEX(args[0])->re, -AS_COMPLEX(args[0])->im, out);
}

const Method complex_methods[] = {
  {"conjugate", c_conjugate, NULL, 0},
};
const int complex_methods_n = (int)(sizeof complex_methods / sizeof complex_methods[0]);
