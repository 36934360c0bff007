/*
** fmt.h - number and string formatting exactly as CPython 3.11 does it:
** float repr (shortest round-trip), the format-spec mini-language
** (format(), f-strings, str.format) and printf-style '%' formatting.
*/
#ifndef BT_FMT_H
#define BT_FMT_H

#include "value.h"

/* repr(float) into buf (at least 32 bytes): shortest string that
** round-trips, Python's rules: "0.1", "1e+16", "1e-05", "inf", "-inf",
** "nan", "-0.0", "1.0", "123456789012345.0", "1.2345678901234567e+16".
** Returns the length.  Pure: no VM, no allocation, no locale dependence. */
int fmt_float_repr(double d, char *buf);
/* The double nearest the decimal s[0..n) ("-"? digits ("." digits)?
** ([eE] [+-]? digits)?, already checked) when that needs one exact
** IEEE operation: at most 19 significant digits making an integer below
** 2^53, times or over a power of ten up to 10^22 (Clinger's fast path,
** correctly rounded as strtod).  False otherwise (ask strtod). */
bool fmt_decimal_fast(const char *s, size_t n, double *out);

/* repr(complex(re, im)) appended to b: "1j", "(1+2j)", "(-0-1j)". */
int fmt_complex_repr(VM *vm, Buf *b, double re, double im);

/* CPython's hash of a float (equal to the int hash for integral values). */
int64_t fmt_float_hash(double d);

/* Parsed format spec: [[fill]align][sign][z][#][0][width][grouping][.precision][type] */
typedef struct FmtSpec {
  uint32_t fill;     /* code point, default ' ' */
  char align;        /* 0, '<', '>', '^', '=' */
  char sign;         /* 0, '+', '-', ' ' */
  bool alt;          /* '#' */
  bool zero;         /* '0' */
  int64_t width;     /* -1 if absent */
  char grouping;     /* 0, ',', '_' */
  int64_t precision; /* -1 if absent */
  char type;         /* 0 or the type letter */
} FmtSpec;

/* Parse; ValueError with CPython's message on bad specs ("Invalid format
** specifier", "Format specifier missing precision", ...). */
int fmt_parse_spec(VM *vm, const char *s, size_t n, FmtSpec *spec);

/* format(v, spec) for int (V_INT, V_BOOL, BigInt), float and str values;
** for other types an empty spec gives str(v) and a non-empty spec is the
** TypeError "unsupported format string passed to list.__format__".
** Errors as CPython ("Unknown format code 'd' for object of type 'float'",
** "Cannot specify ',' with 's'.", ...). */
int fmt_format(VM *vm, Value v, const char *spec, size_t n, Value *out);
/* fmt_format naming the type tname in its errors (int.__format__ of a
** subclass instance: the instance's class) */
int fmt_format_as(VM *vm, Value v, const char *spec, size_t n, const char *tname,
                  Value *out);

/* printf-style: fmt % args (args is a tuple, a dict, or a single value). */
int fmt_percent(VM *vm, Str *fmt, Value args, Value *out);
int fmt_percent_bytes(VM *vm, Value fmt, Value args, Value *out);   /* fmt bytes-like */

/* str.format(*args, **kwargs): args[0..nargs), kwargs may be NULL. */
int fmt_str_format(VM *vm, Str *fmt, const Value *args, size_t nargs,
                   Dict *kwargs, Value *out);

#endif
