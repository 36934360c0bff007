/*
** bigint.h - arbitrary-precision integer arithmetic on Values.
**
** Operands are ints in either form: V_INT (int64), V_BOOL (0/1) or a
** BigInt object.  Results are normalised: V_INT whenever the value fits in
** int64, a BigInt otherwise.  All memory comes from obj_new (vm->mem), so
** the VM memory limit applies; sizes known in advance are checked before
** allocating (MemoryError).  Semantics are Python's: floor division and
** modulo round towards negative infinity, bitwise operators act on an
** infinite two's complement representation.
** Return 0 on success, -1 with an exception set (ZeroDivisionError,
** ValueError, OverflowError, MemoryError) on failure.
*/
#ifndef BT_BIGINT_H
#define BT_BIGINT_H

#include "value.h"

int big_add(VM *vm, Value a, Value b, Value *out);
int big_sub(VM *vm, Value a, Value b, Value *out);
int big_mul(VM *vm, Value a, Value b, Value *out);
/* ZeroDivisionError "integer division or modulo by zero" */
int big_floordiv(VM *vm, Value a, Value b, Value *out);
int big_mod(VM *vm, Value a, Value b, Value *out);
int big_divmod(VM *vm, Value a, Value b, Value *q, Value *r);
/* b >= 0 (the caller handles negative exponents as floats).  With mod
** non-NULL: three-argument pow (mod != 0; negative b is ValueError unless
** the inverse exists, as CPython 3.8+). */
int big_pow(VM *vm, Value a, Value b, const Value *mod, Value *out);
int big_neg(VM *vm, Value a, Value *out);
int big_abs(VM *vm, Value a, Value *out);
int big_invert(VM *vm, Value a, Value *out);            /* ~a == -a-1 */
int big_and(VM *vm, Value a, Value b, Value *out);
int big_or(VM *vm, Value a, Value b, Value *out);
int big_xor(VM *vm, Value a, Value b, Value *out);
/* ValueError "negative shift count" */
int big_lshift(VM *vm, Value a, Value b, Value *out);
int big_rshift(VM *vm, Value a, Value b, Value *out);

int big_cmp(Value a, Value b);                          /* -1, 0, 1 */
/* Charge the step budget for comparing a and b (big_cmp, ==): 0, or -1
** at a limit.  Free unless both are big ints of one length. */
int big_charge_cmp(VM *vm, Value a, Value b);
int big_sign(Value a);                                  /* -1, 0, 1 */
bool big_is_zero(Value a);

/* Parse digits in `base` (2..36, or 0 for Python literal rules with
** 0x/0o/0b prefixes).  `s` is already stripped of surrounding whitespace and
** sign handling is included ("+", "-").  Underscores are allowed only
** between digits (and after a base prefix).  Returns -1 without raising
** when the text is not a valid literal (*bad = 1), so the caller can word
** the ValueError ("invalid literal for int() with base 10: '...'").  Raises
** ValueError "Exceeds the limit (L digits) for integer string conversion:
** value has N digits; use sys.set_int_max_str_digits() to increase the
** limit" for input in a base that is not a power of two with more digits
** than L = sys.get_int_max_str_digits() (sys_int_max_str_digits; 0: no
** limit), as CPython 3.11. */
int big_from_str(VM *vm, const char *s, size_t n, int base, Value *out,
                 int *bad);
/* Decimal or base 2/8/16 text ("-0x1f" style prefix when `prefix`), new str.
** Decimal output of more than L digits (as above) is the ValueError CPython
** gives: "Exceeds the limit (L digits) for integer string conversion; use
** sys.set_int_max_str_digits() to increase the limit". */
int big_to_str(VM *vm, Value a, int base, bool prefix, Value *out);
/* Same, into a caller buffer managed by the VM allocator: returns a new
** NUL-terminated block of *len bytes that the caller frees with
** mem_free(&vm->mem, p, *len + 1). NULL on error (exception set). */
char *big_to_cstr(VM *vm, Value a, int base, size_t *len);

/* Conversions.  big_to_double: correctly rounded (round-half-even);
** OverflowError "int too large to convert to float" when out of range. */
int big_to_double(VM *vm, Value a, double *out);
/* From a finite double (truncates toward zero). */
int big_from_double(VM *vm, double d, Value *out);
/* From an int64/uint64 (never fails except for memory). */
int big_from_i64(VM *vm, int64_t i, Value *out);
int big_from_u64(VM *vm, uint64_t u, Value *out);
/* To int64: 0 ok, -1 when out of range (no exception raised). */
int big_to_i64(Value a, int64_t *out);

/* CPython's numeric hash: value modulo 2^61-1 with sign, -1 mapped to -2. */
int64_t big_hash(Value a);
int64_t big_bit_length(Value a);
int64_t big_bit_count(Value a);
/* Number of decimal digits would exceed `limit`? (cheap estimate, used to
** refuse str() of huge ints before allocating) */
size_t big_ndigits_estimate(Value a, int base);

#endif
