/*
** math.c - the math module's natives (constants are in math.py).
**
** Results and errors as CPython 3.11's mathmodule.c: a domain error is
** ValueError "math domain error", an overflow OverflowError "math range
** error"; ints too large for a float raise OverflowError on conversion.
*/
#include <math.h>
#include <string.h>
#include "lib.h"

static int arg1(VM *vm, const char *fname, Value *args, int nargs, Tuple *kw, double *x) {
  if (arg_nokw(vm, fname, kw)) return -1;
  if (nargs != 1)
    return vm_raise(vm, T_TypeError, "math.%s() takes exactly one argument (%d given)", fname, nargs);
  return lib_float_arg(vm, args[0], x);
}

static int m_sqrt(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  double x;
  if (arg1(vm, "sqrt", args, nargs, kw, &x)) return -1;
  if (x < 0) return vm_raise(vm, T_ValueError, "math domain error");
  *out = vfloat(sqrt(x));
  return 0;
}

const Builtin math_natives[] = {
  {"math.sqrt", m_sqrt, NULL, -1},
};
const int math_natives_n = (int)(sizeof math_natives / sizeof math_natives[0]);
