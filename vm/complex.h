/*
** complex.h - the complex type (vm/complex.c) and what the rest of the VM
** asks of it.  A complex is a heap object of two doubles (Complex in
** value.h), immutable once made.  Arithmetic, comparison, hashing and the
** constructor follow CPython 3.11's complexobject.c: an int or float
** operand is taken as complex(x, 0.0), so the results (signed zeros, nan,
** inf) are those of CPython 3.11, not of C99's mixed-mode rules.
*/
#ifndef BT_COMPLEX_H
#define BT_COMPLEX_H

#include "vm.h"

int complex_new(VM *vm, double re, double im, Value *out);

/* a OP b when either operand is a complex (the other a number): 0 with
** *out set, -1 with an exception, -2 when the operation is not complex's
** (the other operand is no number: the caller goes on as for any type). */
int complex_binop(VM *vm, int op, Value a, Value b, Value *out);
/* a ** b for floats a < 0 and b not integral: CPython's float_pow hands
** these to complex power. */
int complex_float_pow(VM *vm, double a, double b, Value *out);
int complex_neg(VM *vm, Value a, Value *out);
int complex_abs(VM *vm, Value a, Value *out);        /* abs(z): a float */
uint64_t complex_hash(Value v, uint64_t ident);   /* ident: for a nan part */
/* a == b where one is a complex: 1/0, -1 error */
int complex_eq(VM *vm, Value a, Value b);
/* z.real, z.imag: 1 found, 0 not */
int complex_data_attr(Value v, const char *name, Value *out);

/* A complex, float, int or bool as two doubles (cmath's arguments):
** TypeError "must be real number, not str" otherwise, as CPython's
** PyComplex_AsCComplex words it. */
int complex_arg(VM *vm, Value v, double *re, double *im);

int bi_complex(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
extern const Method complex_methods[];
extern const int complex_methods_n;

#endif
