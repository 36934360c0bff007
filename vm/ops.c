/*
** ops.c - arithmetic, comparison, truth and membership on any values.
**
** The interpreter handles int64 and float fast paths inline; everything
** else comes here.  Ints: V_INT/V_BOOL fit int64, BigInt otherwise; an
** operation that overflows int64 continues in bigint.c.  Nothing here runs
** Python code.
*/
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "vm.h"
#include "class.h"
#include "bytes.h"
#include "str.h"
#include "dict.h"
#include "bigint.h"
#include "range.h"
#include "fmt.h"
#include "complex.h"
#include "limits.h"
#include "../grammar/ast.h"

static const char *const binop_sym[BIN__COUNT] = {
#define X(n, s) s,
  AST_BINOPS(X)
#undef X
};

bool vm_truthy(Value v) {
  v = unbox_unless(v, CS(BOOL) | CS(LEN));
  switch (v.tag) {
  case V_NONE: case V_UNDEF: return false;
  case V_BOOL: case V_INT: return v.u.i != 0;
  case V_FLOAT: return v.u.f != 0.0;
  case V_OBJ: break;
  default: return true;
  }
  switch (v.u.o->type) {
  case OT_STR: return AS_STR(v)->len != 0;
  case OT_BYTES: return ((Bytes *)v.u.o)->len != 0;
  case OT_BYTEARRAY: return ((ByteArray *)v.u.o)->len != 0;
  case OT_MEMVIEW: return ((MemView *)v.u.o)->len != 0;
  case OT_COMPLEX: return AS_COMPLEX(v)->re != 0.0 || AS_COMPLEX(v)->im != 0.0;
  case OT_LIST: return AS_LIST(v)->len != 0;
  case OT_TUPLE: return AS_TUPLE(v)->len != 0;
  case OT_DICT: return AS_DICT(v)->len != 0;
  case OT_SET: case OT_FROZENSET: return AS_SET(v)->used != 0;
  case OT_RANGE: return ((Range *)v.u.o)->len != 0;
  case OT_VIEW: return AS_DICT(((View *)v.u.o)->dict)->len != 0;
  default: return true;
  }
}

static int binop_error(VM *vm, int op, Value a, Value b) {
  return vm_raise(vm, T_TypeError, "unsupported operand type(s) for %s: '%s' and '%s'",
                  op == BIN_POW ? "** or pow()" : binop_sym[op],
                  val_type_name(a), val_type_name(b));
}

static bool is_num(Value v) {
  return v.tag == V_INT || v.tag == V_BOOL || v.tag == V_FLOAT || IS_BIG(v);
}

int vm_to_double(VM *vm, Value v, double *out) {
  v = vm_unbox(v);
  if (v.tag == V_FLOAT) { *out = v.u.f; return 0; }
  if (v.tag == V_INT || v.tag == V_BOOL) { *out = (double)v.u.i; return 0; }
  return big_to_double(vm, v, out);
}

Value vm_nan_new(VM *vm, double like) {
  uint64_t bits;
  double d;
  /* sign, all-ones exponent, the quiet bit, the marker, then the serial
  ** (the plain quiet NaN is math.nan's, and json's) */
  vm->nan_serial = (vm->nan_serial + 1) & NAN_SERIAL_MASK;
  bits = (signbit(like) ? 0xFFF8000000000000ull : 0x7FF8000000000000ull) | NAN_MADE_BIT |
         vm->nan_serial;
  memcpy(&d, &bits, sizeof d);
  return vfloat(d);
}

static int float_binop(VM *vm, int op, double a, double b, Value *out) {
  double r;
  switch (op) {
  case BIN_ADD: r = a + b; break;
  case BIN_SUB: r = a - b; break;
  case BIN_MUL: r = a * b; break;
  case BIN_TRUEDIV:
    if (b == 0.0) return vm_raise(vm, T_ZeroDivisionError, "float division by zero");
    r = a / b;
    break;
  case BIN_FLOORDIV: case BIN_MOD: {
    double mod, div, fl;
    if (b == 0.0)
      return vm_raise(vm, T_ZeroDivisionError, op == BIN_MOD ? "float modulo"
                      : "float floor division by zero");
    mod = fmod(a, b);
    div = (a - mod) / b;
    if (mod != 0.0) {
      if ((b < 0) != (mod < 0)) { mod += b; div -= 1.0; }
    } else {
      mod = copysign(0.0, b);
    }
    if (div != 0.0) {
      fl = floor(div);
      if (div - fl > 0.5) fl += 1.0;
    } else {
      fl = copysign(0.0, a / b);
    }
    r = op == BIN_MOD ? mod : fl;
    break;
  }
  case BIN_POW:
    if (a == 0.0 && b < 0.0 && isfinite(b))   /* 0.0 ** -inf is inf */
      return vm_raise(vm, T_ZeroDivisionError, "0.0 cannot be raised to a negative power");
    /* a negative finite base to a fractional power is complex, as in
    ** CPython's float_pow; -inf follows C's pow (inf or 0.0) */
    if (a < 0.0 && isfinite(a) && b != floor(b) && isfinite(b))
      return complex_float_pow(vm, a, b, out);
    r = pow(a, b);
    if (isinf(r) && isfinite(a) && isfinite(b))
      return vm_raise(vm, T_OverflowError, "(34, 'Numerical result out of range')");
    break;
  default:
    return -2;
  }
  *out = vm_float(vm, r);
  return 0;
}

/* a / b for ints, correctly rounded as CPython: scale so the integer
** quotient has 55-56 bits, keep a sticky bit for the remainder, and let
** the conversion to double round once. */
static int int_truediv(VM *vm, Value a, Value b, Value *out) {
  Value q, r;
  int64_t na, nb, shift;
  bool neg;
  double d;
  uint64_t qi;
  if (big_is_zero(b)) return vm_raise(vm, T_ZeroDivisionError, "division by zero");
  neg = (big_sign(a) < 0) != (big_sign(b) < 0);
  if (big_abs(vm, a, &a) || big_abs(vm, b, &b)) return -1;
  if (big_is_zero(a)) { *out = vfloat(neg ? -0.0 : 0.0); return 0; }
  na = big_bit_length(a);
  nb = big_bit_length(b);
  if (na - nb > 1025)
    return vm_raise(vm, T_OverflowError, "integer division result too large for a float");
  if (na - nb < -1080) { *out = vfloat(neg ? -0.0 : 0.0); return 0; }
  shift = 55 - (na - nb);
  if (shift > 0) { if (big_lshift(vm, a, vint(shift), &a)) return -1; }
  else if (shift < 0) { if (big_lshift(vm, b, vint(-shift), &b)) return -1; }
  if (big_divmod(vm, a, b, &q, &r)) return -1;
  if (big_to_i64(q, (int64_t *)&qi)) return vm_raise(vm, T_SystemError, "truediv scaling");
  if (!big_is_zero(r)) qi |= 1;
  d = ldexp((double)qi, (int)-shift);
  if (isinf(d))
    return vm_raise(vm, T_OverflowError, "integer division result too large for a float");
  *out = vfloat(neg ? -d : d);
  return 0;
}

static int int_binop(VM *vm, int op, Value a, Value b, Value *out) {
  if (a.tag == V_BOOL) a.tag = V_INT;
  if (b.tag == V_BOOL) b.tag = V_INT;
  if (a.tag == V_INT && b.tag == V_INT) {
    int64_t x = a.u.i, y = b.u.i, r;
    switch (op) {
    case BIN_ADD: if (!__builtin_add_overflow(x, y, &r)) { *out = vint(r); return 0; } break;
    case BIN_SUB: if (!__builtin_sub_overflow(x, y, &r)) { *out = vint(r); return 0; } break;
    case BIN_MUL: if (!__builtin_mul_overflow(x, y, &r)) { *out = vint(r); return 0; } break;
    case BIN_FLOORDIV: case BIN_MOD:
      if (y == 0)
        return vm_raise(vm, T_ZeroDivisionError, op == BIN_MOD ? "integer modulo by zero"
                        : "integer division or modulo by zero");
      if (x == INT64_MIN && y == -1) break;
      {
        int64_t q = x / y, m = x % y;
        if (m != 0 && ((m < 0) != (y < 0))) { m += y; q -= 1; }
        *out = vint(op == BIN_MOD ? m : q);
        return 0;
      }
    case BIN_TRUEDIV:
      if (y == 0) return vm_raise(vm, T_ZeroDivisionError, "division by zero");
      if (x > -(1LL << 53) && x < (1LL << 53) && y > -(1LL << 53) && y < (1LL << 53)) {
        *out = vfloat((double)x / (double)y);
        return 0;
      }
      break;
    case BIN_BITAND: *out = vint(x & y); return 0;
    case BIN_BITOR: *out = vint(x | y); return 0;
    case BIN_BITXOR: *out = vint(x ^ y); return 0;
    case BIN_LSHIFT:
      if (y < 0) return vm_raise(vm, T_ValueError, "negative shift count");
      if (y < 63 && x >= -(INT64_C(1) << (62 - y)) && x < (INT64_C(1) << (62 - y))) {
        *out = vint((int64_t)((uint64_t)x << y));
        return 0;
      }
      if (x == 0) { *out = vint(0); return 0; }
      break;
    case BIN_RSHIFT:
      if (y < 0) return vm_raise(vm, T_ValueError, "negative shift count");
      *out = vint(y >= 64 ? (x < 0 ? -1 : 0) : x >> y);
      return 0;
    case BIN_POW:
      if (y < 0) {
        double da = (double)x;
        if (x == 0) return vm_raise(vm, T_ZeroDivisionError,
                                    "0.0 cannot be raised to a negative power");
        *out = vfloat(pow(da, (double)y));
        return 0;
      }
      {
        int64_t res = 1, base = x;
        int64_t e = y;
        bool ovf = false;
        while (e > 0) {
          if (e & 1) { if (__builtin_mul_overflow(res, base, &res)) { ovf = true; break; } }
          e >>= 1;
          if (e && __builtin_mul_overflow(base, base, &base)) { ovf = true; break; }
        }
        if (!ovf) { *out = vint(res); return 0; }
      }
      break;
    default:
      break;
    }
  }
  switch (op) {
  case BIN_ADD: return big_add(vm, a, b, out);
  case BIN_SUB: return big_sub(vm, a, b, out);
  case BIN_MUL: return big_mul(vm, a, b, out);
  case BIN_FLOORDIV: return big_floordiv(vm, a, b, out);
  case BIN_MOD: return big_mod(vm, a, b, out);
  case BIN_BITAND: return big_and(vm, a, b, out);
  case BIN_BITOR: return big_or(vm, a, b, out);
  case BIN_BITXOR: return big_xor(vm, a, b, out);
  case BIN_LSHIFT: return big_lshift(vm, a, b, out);
  case BIN_RSHIFT: return big_rshift(vm, a, b, out);
  case BIN_POW:
    if (big_sign(b) < 0) {
      double da, db;
      if (vm_to_double(vm, a, &da) || vm_to_double(vm, b, &db)) return -1;
      return float_binop(vm, BIN_POW, da, db, out);
    }
    return big_pow(vm, a, b, NULL, out);
  case BIN_TRUEDIV:
    return int_truediv(vm, a, b, out);
  default:
    return binop_error(vm, op, a, b);
  }
}

static int seq_repeat(VM *vm, Value seq, Value n, Value *out);
static int seq_concat(VM *vm, Value a, Value b, Value *out);
int list_extend(VM *vm, List *l, Value it);

static int view_setop(VM *vm, int op, Value a, Value b, Value *out);

/* A sequence that `*` repeats by an int (or an __index__). */
static bool repeatable(Value v) {
  return v.tag == V_OBJ && (v.u.o->type == OT_STR || v.u.o->type == OT_LIST ||
                            v.u.o->type == OT_TUPLE || IS_BYTESLIKE(v));
}

/* The builtin parts of subclass instances failed an operator: CPython's
** TypeError names the subclasses ("unsupported operand type(s) for +:
** 'A' and 'B'", "can only concatenate str (not "B") to str"), so the
** message is raised again with a and b's own type names.  Returns -1. */
int vm_operand_names(VM *vm, Value a, Value b) {
  static const char *const concat[] = {"str", "list", "tuple"};
  const char *m, *tail;
  Tuple *args;
  size_t k;
  if (vm->exc.tag != V_OBJ || AS_EXC(vm->exc)->type != T_TypeError ||
      !IS_OBJ(AS_EXC(vm->exc)->args, OT_TUPLE))
    return -1;
  args = AS_TUPLE(AS_EXC(vm->exc)->args);
  if (args->len != 1 || !IS_STR(args->items[0])) return -1;
  m = AS_STR(args->items[0])->data;
  if (strncmp(m, "unsupported operand type(s) for ", 32) == 0 && (tail = strstr(m, ": '")) != NULL)
    return vm_raise(vm, T_TypeError, "%.*s: '%s' and '%s'", (int)(tail - m), m,
                    val_type_name(a), val_type_name(b));
  /* the operand that is not the sequence: b's builtin part when that is
  ** the type named, else a's */
  if (strncmp(m, "can't multiply sequence by non-int of type '", 44) == 0) {
    const char *named = m + 44;
    size_t nl = strlen(named) - 1;
    const char *tb = val_type_name(vm_unbox(b));
    return vm_raise(vm, T_TypeError, "can't multiply sequence by non-int of type '%s'",
                    strlen(tb) == nl && strncmp(named, tb, nl) == 0 ? val_type_name(b)
                                                                    : val_type_name(a));
  }
  for (k = 0; k < sizeof concat / sizeof *concat; k++) {
    char head[40];
    snprintf(head, sizeof head, "can only concatenate %s (not \"", concat[k]);
    if (strncmp(m, head, strlen(head)) == 0)
      return vm_raise(vm, T_TypeError, "can only concatenate %s (not \"%s\") to %s", concat[k],
                      val_type_name(b), concat[k]);
  }
  return -1;
}

static int binop_plain(VM *vm, int op, Value a, Value b, Value *out);

int vm_binop(VM *vm, int op, Value a, Value b, Value *out) {
  if (binop_plain(vm, op, a, b, out) == 0) return 0;
  /* a subclass instance's builtin part failed: the error names the
  ** subclass (not when Python code is wanted instead) */
  if (!vm->want_py && (user_class(a) || user_class(b))) return vm_operand_names(vm, a, b);
  return -1;
}

static int binop_plain(VM *vm, int op, Value a, Value b, Value *out) {
  Value ufn;
  if ((user_has(a, CS(NUMERIC)) && class_user_method(vm, a, binop_names[op][0], &ufn)) ||
      (user_has(b, CS(NUMERIC)) && class_user_method(vm, b, binop_names[op][1], &ufn))) {
    return vm_raise_needs_py(vm, "operator", user_has(a, CS(NUMERIC)) ? a : b);
  }
  a = vm_unbox(a);
  b = vm_unbox(b);
  if (op == BIN_MUL && ((repeatable(a) && user_has(b, CS(INDEX))) ||
                        (repeatable(b) && user_has(a, CS(INDEX)))))
    return vm_raise_needs_py(vm, "__index__", user_has(a, CS(INDEX)) ? a : b);
  if (IS_INTLIKE(a) && IS_INTLIKE(b)) {
    if (a.tag == V_BOOL && b.tag == V_BOOL &&
        (op == BIN_BITAND || op == BIN_BITOR || op == BIN_BITXOR)) {
      int64_t r = op == BIN_BITAND ? (a.u.i & b.u.i) : op == BIN_BITOR
                ? (a.u.i | b.u.i) : (a.u.i ^ b.u.i);
      *out = vbool(r != 0);
      return 0;
    }
    return int_binop(vm, op, a, b, out);
  }
  if (is_num(a) && is_num(b)) {
    double x, y;
    int r;
    if (vm_to_double(vm, a, &x) || vm_to_double(vm, b, &y)) return -1;
    r = float_binop(vm, op, x, y, out);
    if (r == -2) return binop_error(vm, op, a, b);
    return r;
  }
  if (IS_COMPLEX(a) || IS_COMPLEX(b)) {
    int r = complex_binop(vm, op, a, b, out);
    if (r != -2) return r;
  }
  if (op == BIN_MOD && IS_BYTESLIKE(a)) return fmt_percent_bytes(vm, a, b, out);
  if (IS_BYTESLIKE(a) || IS_BYTESLIKE(b)) {
    int r = bytes_binop(vm, op, a, b, out);
    if (r <= 0) return r;
  }
  if (a.tag == V_OBJ) {
    int at = a.u.o->type;
    if (op == BIN_ADD && b.tag == V_OBJ && b.u.o->type == at &&
        (at == OT_STR || at == OT_LIST || at == OT_TUPLE))
      return seq_concat(vm, a, b, out);
    if (op == BIN_MUL && (at == OT_STR || at == OT_LIST || at == OT_TUPLE) && IS_INTLIKE(b))
      return seq_repeat(vm, a, b, out);
    if (op == BIN_MOD && at == OT_STR) return fmt_percent(vm, AS_STR(a), b, out);
    if ((at == OT_SET || at == OT_FROZENSET) && b.tag == V_OBJ &&
        (b.u.o->type == OT_SET || b.u.o->type == OT_FROZENSET)) {
      Set *r = NULL;
      /* each walks one operand and may copy the other */
      if (vm_charge_items(vm, TABLE_ITEM * ((uint64_t)AS_SET(a)->used + AS_SET(b)->used)))
        return -1;
      switch (op) {
      case BIN_BITOR: r = set_union(vm, AS_SET(a), AS_SET(b)); break;
      case BIN_BITAND: r = set_intersection(vm, AS_SET(a), AS_SET(b)); break;
      case BIN_SUB: r = set_difference(vm, AS_SET(a), AS_SET(b)); break;
      case BIN_BITXOR: r = set_symmetric_difference(vm, AS_SET(a), AS_SET(b)); break;
      default: return binop_error(vm, op, a, b);
      }
      if (r == NULL) return -1;
      *out = vobj(r);
      return 0;
    }
    if (at == OT_DICT && op == BIN_BITOR && IS_OBJ(b, OT_DICT)) {
      Dict *d;
      if (vm_charge_items(vm, TABLE_ITEM * ((uint64_t)AS_DICT(a)->len + AS_DICT(b)->len)))
        return -1;
      d = dict_copy(vm, AS_DICT(a));
      if (d == NULL || dict_update(vm, d, AS_DICT(b))) return -1;
      *out = vobj(d);
      return 0;
    }
  }
  if ((op == BIN_BITOR || op == BIN_BITAND || op == BIN_SUB || op == BIN_BITXOR) &&
      ((IS_OBJ(a, OT_VIEW) && ((View *)a.u.o)->kind != T_DICT_VALUES) ||
       (IS_OBJ(b, OT_VIEW) && ((View *)b.u.o)->kind != T_DICT_VALUES)))
    return view_setop(vm, op, a, b, out);
  if (op == BIN_MUL && IS_INTLIKE(a) && b.tag == V_OBJ &&
      (b.u.o->type == OT_STR || b.u.o->type == OT_LIST || b.u.o->type == OT_TUPLE))
    return seq_repeat(vm, b, a, out);
  if (op == BIN_ADD && IS_STR(a))
    return vm_raise(vm, T_TypeError, "can only concatenate str (not \"%s\") to str",
                    val_type_name(b));
  if (op == BIN_ADD && IS_OBJ(a, OT_LIST))
    return vm_raise(vm, T_TypeError, "can only concatenate list (not \"%s\") to list",
                    val_type_name(b));
  if (op == BIN_ADD && IS_OBJ(a, OT_TUPLE))
    return vm_raise(vm, T_TypeError, "can only concatenate tuple (not \"%s\") to tuple",
                    val_type_name(b));
  if (op == BIN_MUL && a.tag == V_OBJ &&
      (a.u.o->type == OT_STR || a.u.o->type == OT_LIST || a.u.o->type == OT_TUPLE))
    return vm_raise(vm, T_TypeError, "can't multiply sequence by non-int of type '%s'",
                    val_type_name(b));
  if (op == BIN_MUL && b.tag == V_OBJ &&
      (b.u.o->type == OT_STR || b.u.o->type == OT_LIST || b.u.o->type == OT_TUPLE))
    return vm_raise(vm, T_TypeError, "can't multiply sequence by non-int of type '%s'",
                    val_type_name(a));
  if (op == BIN_BITOR && vm_union_operands(a, b))
    return vm_raise_needs_py(vm, "operator", a);   /* a types.UnionType: the prelude's */
  return binop_error(vm, op, a, b);
}

/* int | None, str | int: operands of type.__or__ (a class and a class or
** None) that make a types.UnionType, which the prelude builds. */
bool vm_union_operands(Value a, Value b) {
  bool ta = a.tag == V_TYPE || IS_OBJ(a, OT_CLASS), tb = b.tag == V_TYPE || IS_OBJ(b, OT_CLASS);
  return (ta && (tb || b.tag == V_NONE)) || (tb && a.tag == V_NONE);
}

/* A keys or items view on either side of | & - ^: CPython builds a set
** from the left operand and applies the operator with the right one, so
** the result is always a set and a non-iterable operand is "not iterable". */
static int view_setop(VM *vm, int op, Value a, Value b, Value *out) {
  if (IS_OBJ(a, OT_GEN) || IS_OBJ(b, OT_GEN))
    return vm_raise(vm, T_TypeError, "set operation of a dict view and a generator: use set(...) first");
  return set_viewop(vm, op, a, b, out);
}

int vm_inplace(VM *vm, int op, Value a, Value b, Value *out) {
  if (op == BIN_ADD && IS_OBJ(a, OT_LIST) && user_class(b)) {
    /* list += x extends by any iterable: a user one in the prelude */
    if (user_has(b, CS(ITER) | CS(GETITEM))) vm->want_py = true;
    return vm_raise(vm, T_TypeError, "'%s' object is not iterable", val_type_name(b));
  }
  if (op == BIN_BITOR && IS_OBJ(a, OT_DICT) && user_class(b)) {
    /* d |= x takes what d.update(x) takes: a user one in the prelude */
    vm->want_py = true;
    return vm_raise(vm, T_TypeError, "'%s' object is not iterable", val_type_name(b));
  }
  if (user_class(a) || user_class(b)) return vm_binop(vm, op, a, b, out);
  if (IS_BYTEARRAY(a) && (op == BIN_ADD || (op == BIN_MUL && IS_INTLIKE(b)))) {
    if (op == BIN_ADD ? bytes_iadd(vm, a, b) : bytes_imul(vm, a, b)) return -1;
    *out = a;
    return 0;
  }
  if (IS_OBJ(a, OT_LIST)) {
    if (op == BIN_ADD) {
      if (!vm_iter_native(b) && !IS_OBJ(b, OT_GEN))
        return vm_raise(vm, T_TypeError, "'%s' object is not iterable", val_type_name(b));
      if (list_extend(vm, AS_LIST(a), b)) return -1;
      *out = a;
      return 0;
    }
    if (op == BIN_MUL && IS_INTLIKE(b)) {
      Value r;
      List *l = AS_LIST(a);
      if (seq_repeat(vm, a, b, &r)) return -1;
      /* adopt the repeated items in place */
      {
        List *nl = AS_LIST(r);
        Value *tmp = l->items;
        size_t tc = l->cap;
        gc_barrier(vm, &l->h);
        l->items = nl->items; l->len = nl->len; l->cap = nl->cap;
        nl->items = tmp; nl->len = 0; nl->cap = tc;
      }
      *out = a;
      return 0;
    }
  }
  if (IS_OBJ(a, OT_SET) && (IS_OBJ(b, OT_SET) || IS_OBJ(b, OT_FROZENSET)) &&
      (op == BIN_BITOR || op == BIN_BITAND || op == BIN_SUB || op == BIN_BITXOR)) {
    int r;
    if (vm_charge_items(vm, TABLE_ITEM * ((uint64_t)AS_SET(a)->used + AS_SET(b)->used))) return -1;
    switch (op) {
    case BIN_BITOR: r = set_update_set(vm, AS_SET(a), AS_SET(b)); break;
    case BIN_BITAND: r = set_intersection_update(vm, AS_SET(a), AS_SET(b)); break;
    case BIN_SUB: r = set_difference_update(vm, AS_SET(a), AS_SET(b)); break;
    case BIN_BITXOR: r = set_symmetric_difference_update(vm, AS_SET(a), AS_SET(b)); break;
    default: return binop_error(vm, op, a, b);
    }
    if (r < 0) return -1;
    *out = a;
    return 0;
  }
  if (IS_OBJ(a, OT_DICT) && op == BIN_BITOR) {
    /* d |= x accepts what d.update(x) accepts */
    int dict_update_from(VM *vm, Dict *d, Value arg);
    if (IS_OBJ(b, OT_GEN))
      return vm_raise(vm, T_TypeError, "dict |= generator is not supported: use d.update(...)");
    if (dict_update_from(vm, AS_DICT(a), b)) return -1;
    *out = a;
    return 0;
  }
  {
    int r = vm_binop(vm, op, a, b, out);
    if (r < 0 && vm->exc.tag == V_OBJ && AS_EXC(vm->exc)->type == T_TypeError) {
      /* CPython words the operator with '=' for augmented assignment */
      Tuple *args = AS_TUPLE(AS_EXC(vm->exc)->args);
      if (args->len == 1 && IS_STR(args->items[0]) &&
          strncmp(AS_STR(args->items[0])->data, "unsupported operand", 19) == 0)
        return vm_raise(vm, T_TypeError, "unsupported operand type(s) for %s=: '%s' and '%s'",
                        binop_sym[op], val_type_name(a), val_type_name(b));
    }
    return r;
  }
}

int vm_unary(VM *vm, int op, Value a, Value *out) {
  Value self = a;   /* named in the error (a subclass, not its builtin part) */
  a = unbox_unless(a, CS(NUMERIC));
  if (a.tag == V_BOOL) a.tag = V_INT;
  switch (op) {
  case UN_NEG:
    if (a.tag == V_INT && a.u.i != INT64_MIN) { *out = vint(-a.u.i); return 0; }
    if (a.tag == V_FLOAT) { *out = vm_float(vm, -a.u.f); return 0; }
    if (IS_INTLIKE(a)) return big_neg(vm, a, out);
    if (IS_COMPLEX(a)) return complex_neg(vm, a, out);
    return vm_raise(vm, T_TypeError, "bad operand type for unary -: '%s'", val_type_name(self));
  case UN_POS:
    if (a.tag == V_INT || a.tag == V_FLOAT || IS_BIG(a) || IS_COMPLEX(a)) { *out = a; return 0; }
    return vm_raise(vm, T_TypeError, "bad operand type for unary +: '%s'", val_type_name(self));
  case UN_INVERT:
    if (a.tag == V_INT) { *out = vint(~a.u.i); return 0; }
    if (IS_BIG(a)) return big_invert(vm, a, out);
    return vm_raise(vm, T_TypeError, "bad operand type for unary ~: '%s'", val_type_name(self));
  default:
    *out = vbool(!vm_truthy(a));
    return 0;
  }
}

/* ---- comparison ---- */

/* Exact comparison of two numbers: -1, 0, 1; 2 when unordered (nan). */
static int num_cmp(VM *vm, Value a, Value b, int *res) {
  if (a.tag == V_BOOL) a.tag = V_INT;
  if (b.tag == V_BOOL) b.tag = V_INT;
  if (a.tag == V_INT && b.tag == V_INT) {
    *res = a.u.i < b.u.i ? -1 : a.u.i > b.u.i;
    return 0;
  }
  if (a.tag == V_FLOAT && b.tag == V_FLOAT) {
    if (isnan(a.u.f) || isnan(b.u.f)) *res = 2;
    else *res = a.u.f < b.u.f ? -1 : a.u.f > b.u.f;
    return 0;
  }
  if (a.tag != V_FLOAT && b.tag != V_FLOAT) {
    if (big_charge_cmp(vm, a, b)) return -1;
    *res = big_cmp(a, b);
    return 0;
  }
  /* int vs float, exactly */
  {
    bool swap = a.tag != V_FLOAT;
    double f = swap ? b.u.f : a.u.f;
    Value iv = swap ? a : b;
    int r;
    if (isnan(f)) { *res = 2; return 0; }
    if (isinf(f)) r = f > 0 ? 1 : -1;
    else if (iv.tag == V_INT && iv.u.i > -(1LL << 53) && iv.u.i < (1LL << 53)) {
      double d = (double)iv.u.i;
      r = f < d ? -1 : f > d;
    } else {
      /* compare floor(f) as an int, then the fraction */
      double fl = floor(f);
      Value fi;
      int c;
      if (big_from_double(vm, fl, &fi)) return -1;
      c = big_cmp(fi, iv);
      if (c != 0) r = c;
      else r = f > fl ? 1 : 0;
    }
    *res = swap ? -r : r;
    return 0;
  }
}

static int seq_cmp(VM *vm, Value *a, size_t na, Value *b, size_t nb, int op, Value *out);

static const char *const cmp_sym[] = { "<", "<=", ">", ">=", "==", "!=" };

int vm_cmp_error(VM *vm, int op, Value a, Value b) {
  return vm_raise(vm, T_TypeError, "'%s' not supported between instances of '%s' and '%s'",
                  cmp_sym[op], val_type_name(a), val_type_name(b));
}

static bool cmp_result(int op, int c) {
  switch (op) {
  case CMP_LT: return c < 0;
  case CMP_LE: return c <= 0;
  case CMP_GT: return c > 0;
  case CMP_GE: return c >= 0;
  case CMP_EQ: return c == 0;
  default: return c != 0;
  }
}

static bool same_value(Value a, Value b) {
  if (a.tag != b.tag) return false;
  switch (a.tag) {
  case V_NONE: case V_UNDEF: return true;
  case V_FLOAT: return memcmp(&a.u.f, &b.u.f, sizeof(double)) == 0;
  case V_OBJ: return a.u.o == b.u.o;
  default: return a.u.i == b.u.i;
  }
}

/* Operands that a keys or items view orders against (as subset tests). */
static bool view_setlike(Value v) {
  if (IS_OBJ(v, OT_VIEW)) return ((View *)v.u.o)->kind != T_DICT_VALUES;
  return IS_OBJ(v, OT_SET) || IS_OBJ(v, OT_FROZENSET);
}

int vm_compare(VM *vm, int op, Value a, Value b, Value *out) {
  Value oa = a, ob = b;   /* (the error names a subclass instance's class) */
  if (op != CMP_IS && op != CMP_ISNOT && op != CMP_IN && op != CMP_NOTIN) {
    uint32_t cs = CS(LT) | CS(LE) | CS(GT) | CS(GE) | CS(EQ) | CS(NE);
    a = unbox_unless(a, cs);
    b = unbox_unless(b, cs);
  }
  switch (op) {
  case CMP_IS: *out = vbool(same_value(a, b)); return 0;
  case CMP_ISNOT: *out = vbool(!same_value(a, b)); return 0;
  case CMP_IN: case CMP_NOTIN: {
    int r = vm_contains(vm, b, a);
    if (r < 0) return -1;
    *out = vbool(op == CMP_IN ? r : !r);
    return 0;
  }
  case CMP_EQ: case CMP_NE: {
    int r = vm_eq(vm, a, b);
    if (r < 0) return -1;
    *out = vbool(op == CMP_EQ ? r : !r);
    return 0;
  }
  default: break;
  }
  if (is_num(a) && is_num(b)) {
    int c;
    if (num_cmp(vm, a, b, &c)) return -1;
    *out = vbool(c != 2 && cmp_result(op, c));
    return 0;
  }
  if (IS_BYTESLIKE(a) && IS_BYTESLIKE(b)) {
    const uint8_t *p;
    size_t n;
    bytes_view(a, &p, &n);
    if (vm_charge_bytes(vm, n)) return -1;
    *out = vbool(cmp_result(op, bytes_cmp(a, b)));
    return 0;
  }
  if (IS_STR(a) && IS_STR(b)) {
    Str *x = AS_STR(a), *y = AS_STR(b);
    size_t n = x->len < y->len ? x->len : y->len;
    int c = memcmp(x->data, y->data, n);
    if (c == 0) c = x->len < y->len ? -1 : x->len > y->len;
    if (vm_charge_bytes(vm, n)) return -1;
    *out = vbool(cmp_result(op, c < 0 ? -1 : c > 0));
    return 0;
  }
  if (IS_OBJ(a, OT_LIST) && IS_OBJ(b, OT_LIST))
    return seq_cmp(vm, AS_LIST(a)->items, AS_LIST(a)->len, AS_LIST(b)->items,
                   AS_LIST(b)->len, op, out);
  if (IS_OBJ(a, OT_TUPLE) && IS_OBJ(b, OT_TUPLE))
    return seq_cmp(vm, AS_TUPLE(a)->items, AS_TUPLE(a)->len, AS_TUPLE(b)->items,
                   AS_TUPLE(b)->len, op, out);
  if ((IS_OBJ(a, OT_SET) || IS_OBJ(a, OT_FROZENSET)) &&
      (IS_OBJ(b, OT_SET) || IS_OBJ(b, OT_FROZENSET))) {
    Set *x = AS_SET(a), *y = AS_SET(b);
    int r;
    if (vm_charge_items(vm, TABLE_ITEM * (uint64_t)(x->used < y->used ? x->used : y->used)))
      return -1;
    switch (op) {
    case CMP_LE: r = set_issubset(vm, x, y); break;
    case CMP_GE: r = set_issubset(vm, y, x); break;
    case CMP_LT: r = x->used < y->used ? set_issubset(vm, x, y) : 0; break;
    default: r = x->used > y->used ? set_issubset(vm, y, x) : 0; break;
    }
    if (r < 0) return -1;
    *out = vbool(r);
    return 0;
  }
  if ((IS_OBJ(a, OT_VIEW) || IS_OBJ(b, OT_VIEW)) && view_setlike(a) && view_setlike(b))
    return vm_view_compare(vm, op, a, b, out);
  if (user_has(a, CS(LT) | CS(LE) | CS(GT) | CS(GE)) ||
      user_has(b, CS(LT) | CS(LE) | CS(GT) | CS(GE))) {
    static const int bits[4] = {CS_LT_BIT, CS_LE_BIT, CS_GT_BIT, CS_GE_BIT};
    Value f, args[2];
    int k;
    if (op <= CMP_GE && IS_OBJ(a, OT_INSTANCE) && IS_OBJ(b, OT_INSTANCE) &&
        AS_INST(a)->cls == AS_INST(b)->cls && class_lookup_slot(vm, user_class(a), bits[op], &f)) {
      /* one class (no reflected method first), a library method with a
      ** native twin (sorted, min and max of datetimes) */
      args[0] = a, args[1] = b;
      if ((k = lib_twin(vm, f, args, 2, out)) < 0) return -1;
      if (k && out->tag == V_BOOL) return 0;
    }
    return vm_raise_needs_py(vm, "comparison", user_class(a) ? a : b);
  }
  return vm_cmp_error(vm, op, oa, ob);
}

static int seq_cmp(VM *vm, Value *a, size_t na, Value *b, size_t nb, int op, Value *out) {
  size_t i, n = na < nb ? na : nb;
  for (i = 0; i < n; i++) {
    int e;
    if (vm_charge_item(vm, i)) return -1;
    /* fast paths for the common item types: ints and strs */
    if (a[i].tag == V_INT && b[i].tag == V_INT) {
      if (a[i].u.i == b[i].u.i) continue;
      *out = vbool(cmp_result(op, a[i].u.i < b[i].u.i ? -1 : 1));
      return 0;
    }
    if (IS_STR(a[i]) && IS_STR(b[i])) {
      Str *x = AS_STR(a[i]), *y = AS_STR(b[i]);
      size_t m = x->len < y->len ? x->len : y->len;
      int c = memcmp(x->data, y->data, m);
      if (c == 0) c = x->len < y->len ? -1 : x->len > y->len;
      if (c == 0) continue;
      *out = vbool(cmp_result(op, c < 0 ? -1 : 1));
      return 0;
    }
    e = hash_eq_item(vm, a[i], b[i]);
    if (e < 0) return -1;
    if (!e) return vm_compare(vm, op, a[i], b[i], out);
  }
  *out = vbool(cmp_result(op, na < nb ? -1 : na > nb));
  return 0;
}

int vm_lt(VM *vm, Value a, Value b) {
  Value r;
  if (a.tag == V_INT && b.tag == V_INT) return a.u.i < b.u.i;
  if (vm_compare(vm, CMP_LT, a, b, &r)) return -1;
  return r.u.i != 0;
}

int vm_contains(VM *vm, Value c, Value item) {
  size_t i;
  c = unbox_unless(c, CS(CONTAINS) | CS(ITER));
  if (c.tag != V_OBJ) goto bad;
  switch (c.u.o->type) {
  case OT_BYTES: case OT_BYTEARRAY: return bytes_contains(vm, c, item);
  case OT_MEMVIEW: {   /* its items (ints), compared as a list's */
    Value b;
    if (memview_bytes(vm, c, &b)) return -1;
    for (i = 0; i < ((Bytes *)b.u.o)->len; i++) {
      int r = hash_eq_item(vm, vint(((Bytes *)b.u.o)->data[i]), item);
      if (r) return r;
      if (vm_charge_item(vm, i)) return -1;
    }
    return 0;
  }
  case OT_LIST: {
    List *l = AS_LIST(c);
    for (i = 0; i < l->len; i++) {
      int r = hash_eq_item(vm, l->items[i], item);
      if (r) return r;
      if (vm_charge_item(vm, i)) return -1;
    }
    return 0;
  }
  case OT_TUPLE: {
    Tuple *t = AS_TUPLE(c);
    for (i = 0; i < t->len; i++) {
      int r = hash_eq_item(vm, t->items[i], item);
      if (r) return r;
      if (vm_charge_item(vm, i)) return -1;
    }
    return 0;
  }
  case OT_STR: {
    Str *s = AS_STR(c), *n;
    if (!IS_STR(item))
      return vm_raise(vm, T_TypeError, "'in <string>' requires string as left operand, not %s",
                      val_type_name(item));
    n = AS_STR(item);
    if (n->len == 0) return 1;
    if (n->len > s->len) return 0;
    {
      /* two-way search, linear whatever the needle; charged for the part
      ** read, as str.find */
      Finder f;
      ptrdiff_t pos;
      fd_init(&f, n->data, n->len, false);
      pos = fd_find_polled(vm, &f, s->data, s->len);
      if (pos == -2 || vm_charge(vm, vm_work((pos < 0 ? s->len : (size_t)pos) + 2 * n->len))) return -1;
      return pos >= 0;
    }
  }
  case OT_DICT: return dict_get(vm, AS_DICT(c), item, NULL);
  case OT_SET: case OT_FROZENSET: return set_contains(vm, AS_SET(c), item);
  case OT_RANGE: {
    Range *r = (Range *)c.u.o;
    int64_t v;
    if (range_is_big(r) || IS_BIG(item)) {
      /* an integral float is compared as the int it equals */
      int has;
      if (item.tag == V_FLOAT) {
        if (!isfinite(item.u.f) || item.u.f != floor(item.u.f)) return 0;
        if (big_from_double(vm, item.u.f, &item)) return -1;
      } else if (item.tag == V_BOOL) {
        item = vint(item.u.i);
      } else if (!IS_INTLIKE(item)) {
        return 0;
      }
      return range_has(vm, r, item, &has) ? -1 : has;
    }
    if (item.tag == V_FLOAT) {
      if (item.u.f != floor(item.u.f) || fabs(item.u.f) > 9e18) return 0;
      v = (int64_t)item.u.f;
    } else if (item.tag == V_INT || item.tag == V_BOOL) {
      v = item.u.i;
    } else if (IS_BIG(item)) {
      return 0;
    } else {
      /* compare by equality, as CPython falls back to iteration */
      return 0;
    }
    if (r->step > 0 ? (v < r->start || v >= r->stop) : (v > r->start || v <= r->stop))
      return 0;
    /* the distance from start fits in uint64, not always in int64 */
    if (r->step > 0) return ((uint64_t)v - (uint64_t)r->start) % (uint64_t)r->step == 0;
    return ((uint64_t)r->start - (uint64_t)v) % (0 - (uint64_t)r->step) == 0;
  }
  case OT_VIEW: return vm_view_contains(vm, c, item);
  case OT_ITER: case OT_GEN: {
    /* consumes the iterator, as CPython */
    Value v;
    int r;
    if (c.u.o->type == OT_GEN)
      return vm_raise(vm, T_TypeError, "'in' on a generator is not supported");
    while ((r = vm_iternext(vm, c, &v)) > 0) {
      int e = hash_eq_item(vm, v, item);
      /* an item whose __eq__ is Python code: the Python version (want_py)
      ** must see it again, where the iterator's kind lets it step back */
      if (e < 0 && vm->want_py) vm_iter_unget(c);
      if (e) return e;
    }
    return r;
  }
  default:
    break;
  }
bad:
  return vm_raise(vm, T_TypeError, "argument of type '%s' is not iterable", val_type_name(c));
}

/* ---- sequences: concatenation and repetition ---- */

static int seq_concat(VM *vm, Value a, Value b, Value *out) {
  switch (a.u.o->type) {
  case OT_STR: {
    Str *x = AS_STR(a), *y = AS_STR(b), *s;
    if (y->len == 0) { *out = a; return 0; }
    if (x->len == 0) { *out = b; return 0; }
    s = str_alloc(vm, x->len + y->len);
    if (s == NULL) return -1;
    if (vm_copy(vm, s->data, x->data, x->len) ||
        vm_copy(vm, s->data + x->len, y->data, y->len))
      return -1;
    s->nchars = x->nchars + y->nchars;
    *out = vobj(s);
    return 0;
  }
  case OT_LIST: {
    List *x = AS_LIST(a), *y = AS_LIST(b), *l = list_new(vm, x->len + y->len);
    if (l == NULL) return -1;
    /* with polls (L + L of 2 * 10**7 items: 20 ms in two memcpy) */
    if ((x->len && vm_vcopy(vm, l->items, x->items, x->len)) ||
        (y->len && vm_vcopy(vm, l->items + x->len, y->items, y->len)))
      return -1;
    l->len = x->len + y->len;
    *out = vobj(l);
    return 0;
  }
  default: {
    Tuple *x = AS_TUPLE(a), *y = AS_TUPLE(b), *t;
    if (y->len == 0) { *out = a; return 0; }
    if (x->len == 0) { *out = b; return 0; }
    t = tuple_new(vm, x->len + y->len);
    if (t == NULL) return -1;
    /* with polls, as lists above; the rest of a garbage tuple stays None */
    if (vm_vcopy(vm, t->items, x->items, x->len) ||
        vm_vcopy(vm, t->items + x->len, y->items, y->len))
      return -1;
    *out = vobj(t);
    return 0;
  }
  }
}

/* Refuses results larger than the memory limit before allocating. */
static int seq_repeat(VM *vm, Value seq, Value nv, Value *out) {
  int64_t n;
  size_t len, unit;
  if (IS_BIG(nv)) {
    return vm_raise(vm, T_OverflowError, "cannot fit 'int' into an index-sized integer");
  } else {
    n = nv.u.i;
  }
  if (n < 0) n = 0;
  switch (seq.u.o->type) {
  case OT_STR: len = AS_STR(seq)->len; unit = 1; break;
  case OT_LIST: len = AS_LIST(seq)->len; unit = sizeof(Value); break;
  default: len = AS_TUPLE(seq)->len; unit = sizeof(Value); break;
  }
  /* CPython: a str longer than PY_SSIZE_T_MAX characters is an
  ** OverflowError, a list or tuple too big to allocate a MemoryError */
  if (seq.u.o->type == OT_STR && AS_STR(seq)->nchars &&
      (uint64_t)n > (uint64_t)INT64_MAX / AS_STR(seq)->nchars)
    return vm_raise(vm, T_OverflowError, "repeated string is too long");
  if (len && (uint64_t)n > (uint64_t)(SIZE_MAX / 2) / len / unit) return vm_nomem(vm);
  if (vm->mem.limit && len * (size_t)n * unit > vm->mem.limit) return vm_nomem(vm);
  /* linear, but in the size of the result, not of the operands */
  if (vm_charge(vm, vm_work((uint64_t)len * (uint64_t)n * unit))) return -1;
  switch (seq.u.o->type) {
  case OT_STR: {
    Str *s = AS_STR(seq), *r;
    if (n == 1) { *out = seq; return 0; }
    r = str_alloc(vm, len * (size_t)n);
    if (r == NULL) return -1;
    if (vm_repeat(vm, r->data, s->data, len, (size_t)n)) return -1;
    r->nchars = s->nchars * (size_t)n;
    *out = vobj(r);
    return 0;
  }
  case OT_LIST: {
    List *l = AS_LIST(seq), *r = list_new(vm, len * (size_t)n);
    if (r == NULL) return -1;
    r->len = len * (size_t)n;
    if (vm_repeat(vm, r->items, l->items, len * sizeof(Value), (size_t)n)) {
      r->len = 0;
      return -1;
    }
    *out = vobj(r);
    return 0;
  }
  default: {
    Tuple *t = AS_TUPLE(seq), *r;
    if (n == 1) { *out = seq; return 0; }
    r = tuple_new(vm, len * (size_t)n);
    if (r == NULL) return -1;
    if (vm_repeat(vm, r->items, t->items, len * sizeof(Value), (size_t)n)) return -1;
    *out = vobj(r);
    return 0;
  }
  }
}

/* An argument CPython parses as a C Py_ssize_t (a count, a width, a
** position): vm_index with that converter's OverflowError. */
int vm_ssize(VM *vm, Value v, int64_t *out) {
  if (IS_BIG(vm_unbox(v)))
    return vm_raise(vm, T_OverflowError, "Python int too large to convert to C ssize_t");
  return vm_index(vm, v, out);
}

int vm_index(VM *vm, Value v, int64_t *out) {
  v = unbox_unless(v, CS(INDEX));
  if (v.tag == V_INT || v.tag == V_BOOL) { *out = v.u.i; return 0; }
  if (IS_BIG(v))
    return vm_raise(vm, T_OverflowError, "cannot fit 'int' into an index-sized integer");
  return vm_not_index(vm, v);
}

/* v is no int where a native wants one.  When v's class has a Python
** __index__, the native's caller may call it and then the native again
** with its result (vm->index_want; interp.c index_retry). */
/* Whether v's class has a Python __index__ or derives from int (an
** IntEnum member is an int to CPython's natives): either way the caller
** may retry the native with its int (vm->index_want). */
static bool wants_index_retry(Value v) {
  Value u = vm_unbox(v);
  return user_has(v, CS(INDEX)) ||
         (IS_OBJ(v, OT_INSTANCE) && (u.tag == V_INT || u.tag == V_BOOL || IS_BIG(u)));
}

int vm_not_index(VM *vm, Value v) {
  if (wants_index_retry(v)) vm->index_want = v;
  return vm_raise(vm, T_TypeError, "'%s' object cannot be interpreted as an integer",
                  val_type_name(v));
}

/* The same for an argument that is a slice bound (find's start, end);
** none: whether None was allowed (CPython names it then). */
int vm_not_slice_index(VM *vm, Value v, bool none) {
  if (wants_index_retry(v)) vm->index_want = v;
  return vm_raise(vm, T_TypeError, "slice indices must be integers%s or have an __index__ method",
                  none ? " or None" : "");
}
