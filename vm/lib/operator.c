/*
** operator.c - the operator module's plain operators as natives.
**
** CPython's operator functions are built-in functions (`<built-in
** function add>`); these are: operator.add(a, b) does what `a + b` does,
** through the same vm_binop/vm_compare/vm_unary as the interpreter.  An
** operand of a user class (its dunder methods are Python code), or an
** operation that meets Python code inside (a list holding such objects),
** goes to the Python version of the same name in operator.py
** ("operator:_py_add"), which spells the operation in Python.  What is
** not here (index, abs, concat, the in-place forms, the getters and
** methodcaller) stays Python in operator.py.
**
** The natives are stored in snapshots by name ("operator.add"), as every
** module native.
*/
#include <string.h>
#include "lib.h"
#include "../class.h"
#include "../../grammar/ast.h"

/* The argument count check of CPython's operator functions: "add expected
** 2 arguments, got 1". */
static int op_args(VM *vm, const char *name, int nargs, Tuple *kw, int want) {
  if (kw && kw->len)
    return vm_raise(vm, T_TypeError, "_operator.%s() takes no keyword arguments", name);
  if (nargs != want) {
    if (want == 1)
      return vm_raise(vm, T_TypeError, "_operator.%s() takes exactly one argument (%d given)",
                      name, nargs);
    return vm_raise(vm, T_TypeError, "%s expected %d arguments, got %d", name, want, nargs);
  }
  return 0;
}

/* Python code is needed for any operand of a user class. */
static bool op_user(const Value *args, int nargs) {
  int i;
  for (i = 0; i < nargs; i++)
    if (user_class(args[i]) != NULL) return true;
  return false;
}

static int op_binary(VM *vm, const char *name, int op, Value *args, int nargs, Tuple *kw,
                     Value *out) {
  if (op_args(vm, name, nargs, kw, 2)) return -1;
  if (op_user(args, 2)) return BI_FALLBACK;
  return vm_binop(vm, op, args[0], args[1], out);
}

static int op_compare(VM *vm, const char *name, int op, Value *args, int nargs, Tuple *kw,
                      Value *out) {
  if (op_args(vm, name, nargs, kw, 2)) return -1;
  if (op == CMP_IS || op == CMP_ISNOT) {
    /* identity runs no code, whatever the operands */
    return vm_compare(vm, op, args[0], args[1], out);
  }
  if (op_user(args, 2)) return BI_FALLBACK;
  return vm_compare(vm, op, args[0], args[1], out);
}

static int op_unary(VM *vm, const char *name, int op, Value *args, int nargs, Tuple *kw,
                    Value *out) {
  if (op_args(vm, name, nargs, kw, 1)) return -1;
  if (op_user(args, 1)) return BI_FALLBACK;
  return vm_unary(vm, op, args[0], out);
}

/* truth(a) and not_(a): the truth value, computed natively for builtin values. */
static int op_truth_of(VM *vm, const char *name, bool negate, Value *args, int nargs,
                       Tuple *kw, Value *out) {
  bool t;
  if (op_args(vm, name, nargs, kw, 1)) return -1;
  if (op_user(args, 1)) return BI_FALLBACK;
  t = vm_truthy(args[0]);
  *out = vbool(negate ? !t : t);
  return 0;
}

/* One native per operator, named as CPython's module names it. */
#define OP_BINARIES(X) \
  X(add, BIN_ADD) X(sub, BIN_SUB) X(mul, BIN_MUL) X(matmul, BIN_MATMUL) \
  X(truediv, BIN_TRUEDIV) X(floordiv, BIN_FLOORDIV) X(mod, BIN_MOD) X(pow, BIN_POW) \
  X(lshift, BIN_LSHIFT) X(rshift, BIN_RSHIFT) X(or_, BIN_BITOR) X(xor, BIN_BITXOR) \
  X(and_, BIN_BITAND)
#define OP_COMPARES(X) \
  X(lt, CMP_LT) X(le, CMP_LE) X(gt, CMP_GT) X(ge, CMP_GE) X(eq, CMP_EQ) X(ne, CMP_NE) \
  X(is_, CMP_IS) X(is_not, CMP_ISNOT)
#define OP_UNARIES(X) X(neg, UN_NEG) X(pos, UN_POS) X(inv, UN_INVERT) X(invert, UN_INVERT)

#define X(n, op) \
  static int o_##n(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) { \
    return op_binary(vm, #n, op, args, nargs, kw, out); \
  }
OP_BINARIES(X)
#undef X
#define X(n, op) \
  static int o_##n(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) { \
    return op_compare(vm, #n, op, args, nargs, kw, out); \
  }
OP_COMPARES(X)
#undef X
#define X(n, op) \
  static int o_##n(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) { \
    return op_unary(vm, #n, op, args, nargs, kw, out); \
  }
OP_UNARIES(X)
#undef X

static int o_truth(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  return op_truth_of(vm, "truth", false, args, nargs, kw, out);
}

static int o_not_(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  return op_truth_of(vm, "not_", true, args, nargs, kw, out);
}

const Builtin operator_natives[] = {
#define X(n, op) {"operator." #n, o_##n, "operator:_py_" #n, -1},
  OP_BINARIES(X) OP_COMPARES(X) OP_UNARIES(X)
#undef X
  {"operator.truth", o_truth, "operator:_py_truth", -1},
  {"operator.not_", o_not_, "operator:_py_not_", -1},
};
const int operator_natives_n = (int)(sizeof operator_natives / sizeof operator_natives[0]);

/* Is fn one of the natives above?  (functools.reduce calls them itself:
** they run no Python code, make no request and never suspend.) */
bool operator_is_native(Value fn) {
  return fn.tag == V_BUILTIN && strncmp(native_get((int)fn.u.i)->name, "operator.", 9) == 0;
}
