/*
** slots.c - the special methods of builtin types as slot wrappers, method
** descriptors and method-wrappers (see slots.h).
**
** SLOT_LIST has one row per method a builtin type defines itself, in the
** order CPython's type dict lists them; what a type inherits is found along
** type_bases.  Row: X(id, owner, kind, qualified name, implementation, op,
** fallback), where the implementation is N(native) (a native shared with
** the rest of the VM, called as is) or G(generic) (one of this file's,
** parameterised by op).  Names are stable: snapshots store natives by name.
*/
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "vm.h"
#include "class.h"
#include "slots.h"
#include "dict.h"
#include "../grammar/ast.h"

/* op of G(sl_binop): a BIN_* operator (or SB_DIVMOD) and flags */
#define SB_REFL 0x100      /* reflected: other OP self */
#define SB_INPLACE 0x200   /* in place, result self */
#define SB_ADD BIN_ADD
#define SB_SUB BIN_SUB
#define SB_MUL BIN_MUL
#define SB_TRUEDIV BIN_TRUEDIV
#define SB_FLOORDIV BIN_FLOORDIV
#define SB_MOD BIN_MOD
#define SB_POW BIN_POW
#define SB_LSHIFT BIN_LSHIFT
#define SB_RSHIFT BIN_RSHIFT
#define SB_BITOR BIN_BITOR
#define SB_BITXOR BIN_BITXOR
#define SB_BITAND BIN_BITAND
#define SB_DIVMOD 0xff
/* op of G(sl_unary) */
enum { SU_NEG, SU_POS, SU_INVERT, SU_ABS, SU_BOOL, SU_INT, SU_FLOAT, SU_INDEX, SU_REVERSED };
/* op of G(sl_round) */
enum { SR_ROUND, SR_TRUNC, SR_FLOOR, SR_CEIL };

#define SLOT_LIST(X) \
  X(OBJECT__new__, OBJECT, SK_NEW, "object.__new__", N(cls_object_new), 0, NULL) \
  X(OBJECT__repr__, OBJECT, SK_WRAP, "object.__repr__", N(cls_object_repr), 0, NULL) \
  X(OBJECT__hash__, OBJECT, SK_WRAP, "object.__hash__", N(cls_object_hash), 0, NULL) \
  X(OBJECT__str__, OBJECT, SK_WRAP, "object.__str__", N(cls_object_str), 0, "_repr") \
  X(OBJECT__getattribute__, OBJECT, SK_WRAP, "object.__getattribute__", N(cls_object_getattribute), 0, "_object_getattribute") \
  X(OBJECT__setattr__, OBJECT, SK_WRAP, "object.__setattr__", N(cls_object_setattr), 0, "_object_setattr") \
  X(OBJECT__delattr__, OBJECT, SK_WRAP, "object.__delattr__", N(cls_object_delattr), 0, "_object_delattr") \
  X(OBJECT__lt__, OBJECT, SK_WRAP, "object.__lt__", G(sl_notimpl), CMP_LT, NULL) \
  X(OBJECT__le__, OBJECT, SK_WRAP, "object.__le__", G(sl_notimpl), CMP_LE, NULL) \
  X(OBJECT__eq__, OBJECT, SK_WRAP, "object.__eq__", N(cls_object_eq), 0, NULL) \
  X(OBJECT__ne__, OBJECT, SK_WRAP, "object.__ne__", N(cls_object_ne), 0, "_object_ne_py") \
  X(OBJECT__gt__, OBJECT, SK_WRAP, "object.__gt__", G(sl_notimpl), CMP_GT, NULL) \
  X(OBJECT__ge__, OBJECT, SK_WRAP, "object.__ge__", G(sl_notimpl), CMP_GE, NULL) \
  X(OBJECT__init__, OBJECT, SK_WRAP, "object.__init__", N(cls_object_init), 0, NULL) \
  X(OBJECT__init_subclass__, OBJECT, SK_CLASS, "object.__init_subclass__", N(cls_object_init_subclass), 0, NULL) \
  X(OBJECT__format__, OBJECT, SK_METH, "object.__format__", N(cls_object_format), 0, "_str") \
  X(OBJECT__dir__, OBJECT, SK_METH, "object.__dir__", N(cls_object_dir), 0, NULL) \
  X(BaseException__new__, BaseException, SK_NEW, "BaseException.__new__", G(sl_new), 0, NULL) \
  X(BaseException__repr__, BaseException, SK_WRAP, "BaseException.__repr__", N(cls_exc_repr), 0, "_exc_repr_py") \
  X(BaseException__str__, BaseException, SK_WRAP, "BaseException.__str__", N(cls_exc_str), 0, "_exc_str_py") \
  X(BaseException__init__, BaseException, SK_WRAP, "BaseException.__init__", N(cls_exc_init), 0, NULL) \
  X(NONE__repr__, NONE, SK_WRAP, "NoneType.__repr__", N(cls_base_repr), 0, NULL) \
  X(NONE__bool__, NONE, SK_WRAP, "NoneType.__bool__", G(sl_unary), SU_BOOL, NULL) \
  X(INT__new__, INT, SK_NEW, "int.__new__", G(sl_new), 0, NULL) \
  X(INT__repr__, INT, SK_WRAP, "int.__repr__", N(cls_base_repr), 0, "_base_repr_py") \
  X(INT__hash__, INT, SK_WRAP, "int.__hash__", N(cls_base_hash), 0, "_ht_base_hash") \
  X(INT__lt__, INT, SK_WRAP, "int.__lt__", N(cls_base_lt), 0, "_ht_base_lt") \
  X(INT__le__, INT, SK_WRAP, "int.__le__", N(cls_base_le), 0, "_ht_base_le") \
  X(INT__eq__, INT, SK_WRAP, "int.__eq__", N(cls_base_eq), 0, "_ht_base_eq") \
  X(INT__ne__, INT, SK_WRAP, "int.__ne__", N(cls_base_ne), 0, "_ht_base_ne") \
  X(INT__gt__, INT, SK_WRAP, "int.__gt__", N(cls_base_gt), 0, "_ht_base_gt") \
  X(INT__ge__, INT, SK_WRAP, "int.__ge__", N(cls_base_ge), 0, "_ht_base_ge") \
  X(INT__add__, INT, SK_WRAP, "int.__add__", G(sl_binop), SB_ADD, NULL) \
  X(INT__radd__, INT, SK_WRAP, "int.__radd__", G(sl_binop), SB_ADD | SB_REFL, NULL) \
  X(INT__sub__, INT, SK_WRAP, "int.__sub__", G(sl_binop), SB_SUB, NULL) \
  X(INT__rsub__, INT, SK_WRAP, "int.__rsub__", G(sl_binop), SB_SUB | SB_REFL, NULL) \
  X(INT__mul__, INT, SK_WRAP, "int.__mul__", G(sl_binop), SB_MUL, NULL) \
  X(INT__rmul__, INT, SK_WRAP, "int.__rmul__", G(sl_binop), SB_MUL | SB_REFL, NULL) \
  X(INT__mod__, INT, SK_WRAP, "int.__mod__", G(sl_binop), SB_MOD, NULL) \
  X(INT__rmod__, INT, SK_WRAP, "int.__rmod__", G(sl_binop), SB_MOD | SB_REFL, NULL) \
  X(INT__divmod__, INT, SK_WRAP, "int.__divmod__", G(sl_binop), SB_DIVMOD, NULL) \
  X(INT__rdivmod__, INT, SK_WRAP, "int.__rdivmod__", G(sl_binop), SB_DIVMOD | SB_REFL, NULL) \
  X(INT__pow__, INT, SK_WRAP, "int.__pow__", G(sl_binop), SB_POW, NULL) \
  X(INT__rpow__, INT, SK_WRAP, "int.__rpow__", G(sl_binop), SB_POW | SB_REFL, NULL) \
  X(INT__neg__, INT, SK_WRAP, "int.__neg__", G(sl_unary), SU_NEG, NULL) \
  X(INT__pos__, INT, SK_WRAP, "int.__pos__", G(sl_unary), SU_POS, NULL) \
  X(INT__abs__, INT, SK_WRAP, "int.__abs__", G(sl_unary), SU_ABS, NULL) \
  X(INT__bool__, INT, SK_WRAP, "int.__bool__", G(sl_unary), SU_BOOL, NULL) \
  X(INT__invert__, INT, SK_WRAP, "int.__invert__", G(sl_unary), SU_INVERT, NULL) \
  X(INT__lshift__, INT, SK_WRAP, "int.__lshift__", G(sl_binop), SB_LSHIFT, NULL) \
  X(INT__rlshift__, INT, SK_WRAP, "int.__rlshift__", G(sl_binop), SB_LSHIFT | SB_REFL, NULL) \
  X(INT__rshift__, INT, SK_WRAP, "int.__rshift__", G(sl_binop), SB_RSHIFT, NULL) \
  X(INT__rrshift__, INT, SK_WRAP, "int.__rrshift__", G(sl_binop), SB_RSHIFT | SB_REFL, NULL) \
  X(INT__and__, INT, SK_WRAP, "int.__and__", G(sl_binop), SB_BITAND, NULL) \
  X(INT__rand__, INT, SK_WRAP, "int.__rand__", G(sl_binop), SB_BITAND | SB_REFL, NULL) \
  X(INT__xor__, INT, SK_WRAP, "int.__xor__", G(sl_binop), SB_BITXOR, NULL) \
  X(INT__rxor__, INT, SK_WRAP, "int.__rxor__", G(sl_binop), SB_BITXOR | SB_REFL, NULL) \
  X(INT__or__, INT, SK_WRAP, "int.__or__", G(sl_binop), SB_BITOR, NULL) \
  X(INT__ror__, INT, SK_WRAP, "int.__ror__", G(sl_binop), SB_BITOR | SB_REFL, NULL) \
  X(INT__int__, INT, SK_WRAP, "int.__int__", G(sl_unary), SU_INT, NULL) \
  X(INT__float__, INT, SK_WRAP, "int.__float__", G(sl_unary), SU_FLOAT, NULL) \
  X(INT__floordiv__, INT, SK_WRAP, "int.__floordiv__", G(sl_binop), SB_FLOORDIV, NULL) \
  X(INT__rfloordiv__, INT, SK_WRAP, "int.__rfloordiv__", G(sl_binop), SB_FLOORDIV | SB_REFL, NULL) \
  X(INT__truediv__, INT, SK_WRAP, "int.__truediv__", G(sl_binop), SB_TRUEDIV, NULL) \
  X(INT__rtruediv__, INT, SK_WRAP, "int.__rtruediv__", G(sl_binop), SB_TRUEDIV | SB_REFL, NULL) \
  X(INT__index__, INT, SK_WRAP, "int.__index__", G(sl_unary), SU_INDEX, NULL) \
  X(INT__getnewargs__, INT, SK_METH, "int.__getnewargs__", N(cls_base_getnewargs), 0, NULL) \
  X(INT__format__, INT, SK_METH, "int.__format__", N(cls_base_format), 0, NULL) \
  X(BOOL__new__, BOOL, SK_NEW, "bool.__new__", G(sl_new), 0, NULL) \
  X(BOOL__repr__, BOOL, SK_WRAP, "bool.__repr__", N(cls_base_repr), 0, NULL) \
  X(BOOL__and__, BOOL, SK_WRAP, "bool.__and__", G(sl_binop), SB_BITAND, NULL) \
  X(BOOL__rand__, BOOL, SK_WRAP, "bool.__rand__", G(sl_binop), SB_BITAND | SB_REFL, NULL) \
  X(BOOL__xor__, BOOL, SK_WRAP, "bool.__xor__", G(sl_binop), SB_BITXOR, NULL) \
  X(BOOL__rxor__, BOOL, SK_WRAP, "bool.__rxor__", G(sl_binop), SB_BITXOR | SB_REFL, NULL) \
  X(BOOL__or__, BOOL, SK_WRAP, "bool.__or__", G(sl_binop), SB_BITOR, NULL) \
  X(BOOL__ror__, BOOL, SK_WRAP, "bool.__ror__", G(sl_binop), SB_BITOR | SB_REFL, NULL) \
  X(FLOAT__new__, FLOAT, SK_NEW, "float.__new__", G(sl_new), 0, NULL) \
  X(FLOAT__repr__, FLOAT, SK_WRAP, "float.__repr__", N(cls_base_repr), 0, "_base_repr_py") \
  X(FLOAT__hash__, FLOAT, SK_WRAP, "float.__hash__", N(cls_base_hash), 0, "_ht_base_hash") \
  X(FLOAT__lt__, FLOAT, SK_WRAP, "float.__lt__", N(cls_base_lt), 0, "_ht_base_lt") \
  X(FLOAT__le__, FLOAT, SK_WRAP, "float.__le__", N(cls_base_le), 0, "_ht_base_le") \
  X(FLOAT__eq__, FLOAT, SK_WRAP, "float.__eq__", N(cls_base_eq), 0, "_ht_base_eq") \
  X(FLOAT__ne__, FLOAT, SK_WRAP, "float.__ne__", N(cls_base_ne), 0, "_ht_base_ne") \
  X(FLOAT__gt__, FLOAT, SK_WRAP, "float.__gt__", N(cls_base_gt), 0, "_ht_base_gt") \
  X(FLOAT__ge__, FLOAT, SK_WRAP, "float.__ge__", N(cls_base_ge), 0, "_ht_base_ge") \
  X(FLOAT__add__, FLOAT, SK_WRAP, "float.__add__", G(sl_binop), SB_ADD, NULL) \
  X(FLOAT__radd__, FLOAT, SK_WRAP, "float.__radd__", G(sl_binop), SB_ADD | SB_REFL, NULL) \
  X(FLOAT__sub__, FLOAT, SK_WRAP, "float.__sub__", G(sl_binop), SB_SUB, NULL) \
  X(FLOAT__rsub__, FLOAT, SK_WRAP, "float.__rsub__", G(sl_binop), SB_SUB | SB_REFL, NULL) \
  X(FLOAT__mul__, FLOAT, SK_WRAP, "float.__mul__", G(sl_binop), SB_MUL, NULL) \
  X(FLOAT__rmul__, FLOAT, SK_WRAP, "float.__rmul__", G(sl_binop), SB_MUL | SB_REFL, NULL) \
  X(FLOAT__mod__, FLOAT, SK_WRAP, "float.__mod__", G(sl_binop), SB_MOD, NULL) \
  X(FLOAT__rmod__, FLOAT, SK_WRAP, "float.__rmod__", G(sl_binop), SB_MOD | SB_REFL, NULL) \
  X(FLOAT__divmod__, FLOAT, SK_WRAP, "float.__divmod__", G(sl_binop), SB_DIVMOD, NULL) \
  X(FLOAT__rdivmod__, FLOAT, SK_WRAP, "float.__rdivmod__", G(sl_binop), SB_DIVMOD | SB_REFL, NULL) \
  X(FLOAT__pow__, FLOAT, SK_WRAP, "float.__pow__", G(sl_binop), SB_POW, NULL) \
  X(FLOAT__rpow__, FLOAT, SK_WRAP, "float.__rpow__", G(sl_binop), SB_POW | SB_REFL, NULL) \
  X(FLOAT__neg__, FLOAT, SK_WRAP, "float.__neg__", G(sl_unary), SU_NEG, NULL) \
  X(FLOAT__pos__, FLOAT, SK_WRAP, "float.__pos__", G(sl_unary), SU_POS, NULL) \
  X(FLOAT__abs__, FLOAT, SK_WRAP, "float.__abs__", G(sl_unary), SU_ABS, NULL) \
  X(FLOAT__bool__, FLOAT, SK_WRAP, "float.__bool__", G(sl_unary), SU_BOOL, NULL) \
  X(FLOAT__int__, FLOAT, SK_WRAP, "float.__int__", G(sl_unary), SU_INT, NULL) \
  X(FLOAT__float__, FLOAT, SK_WRAP, "float.__float__", G(sl_unary), SU_FLOAT, NULL) \
  X(FLOAT__floordiv__, FLOAT, SK_WRAP, "float.__floordiv__", G(sl_binop), SB_FLOORDIV, NULL) \
  X(FLOAT__rfloordiv__, FLOAT, SK_WRAP, "float.__rfloordiv__", G(sl_binop), SB_FLOORDIV | SB_REFL, NULL) \
  X(FLOAT__truediv__, FLOAT, SK_WRAP, "float.__truediv__", G(sl_binop), SB_TRUEDIV, NULL) \
  X(FLOAT__rtruediv__, FLOAT, SK_WRAP, "float.__rtruediv__", G(sl_binop), SB_TRUEDIV | SB_REFL, NULL) \
  X(FLOAT__format__, FLOAT, SK_METH, "float.__format__", N(cls_base_format), 0, NULL) \
  X(FLOAT__getnewargs__, FLOAT, SK_METH, "float.__getnewargs__", N(cls_base_getnewargs), 0, NULL) \
  X(COMPLEX__new__, COMPLEX, SK_NEW, "complex.__new__", G(sl_new), 0, NULL) \
  X(COMPLEX__repr__, COMPLEX, SK_WRAP, "complex.__repr__", N(cls_base_repr), 0, "_base_repr_py") \
  X(COMPLEX__hash__, COMPLEX, SK_WRAP, "complex.__hash__", N(cls_base_hash), 0, "_ht_base_hash") \
  X(COMPLEX__lt__, COMPLEX, SK_WRAP, "complex.__lt__", G(sl_notimpl), CMP_LT, NULL) \
  X(COMPLEX__le__, COMPLEX, SK_WRAP, "complex.__le__", G(sl_notimpl), CMP_LE, NULL) \
  X(COMPLEX__eq__, COMPLEX, SK_WRAP, "complex.__eq__", N(cls_base_eq), 0, "_ht_base_eq") \
  X(COMPLEX__ne__, COMPLEX, SK_WRAP, "complex.__ne__", N(cls_base_ne), 0, "_ht_base_ne") \
  X(COMPLEX__gt__, COMPLEX, SK_WRAP, "complex.__gt__", G(sl_notimpl), CMP_GT, NULL) \
  X(COMPLEX__ge__, COMPLEX, SK_WRAP, "complex.__ge__", G(sl_notimpl), CMP_GE, NULL) \
  X(COMPLEX__add__, COMPLEX, SK_WRAP, "complex.__add__", G(sl_binop), SB_ADD, NULL) \
  X(COMPLEX__radd__, COMPLEX, SK_WRAP, "complex.__radd__", G(sl_binop), SB_ADD | SB_REFL, NULL) \
  X(COMPLEX__sub__, COMPLEX, SK_WRAP, "complex.__sub__", G(sl_binop), SB_SUB, NULL) \
  X(COMPLEX__rsub__, COMPLEX, SK_WRAP, "complex.__rsub__", G(sl_binop), SB_SUB | SB_REFL, NULL) \
  X(COMPLEX__mul__, COMPLEX, SK_WRAP, "complex.__mul__", G(sl_binop), SB_MUL, NULL) \
  X(COMPLEX__rmul__, COMPLEX, SK_WRAP, "complex.__rmul__", G(sl_binop), SB_MUL | SB_REFL, NULL) \
  X(COMPLEX__pow__, COMPLEX, SK_WRAP, "complex.__pow__", G(sl_binop), SB_POW, NULL) \
  X(COMPLEX__rpow__, COMPLEX, SK_WRAP, "complex.__rpow__", G(sl_binop), SB_POW | SB_REFL, NULL) \
  X(COMPLEX__neg__, COMPLEX, SK_WRAP, "complex.__neg__", G(sl_unary), SU_NEG, NULL) \
  X(COMPLEX__pos__, COMPLEX, SK_WRAP, "complex.__pos__", G(sl_unary), SU_POS, NULL) \
  X(COMPLEX__abs__, COMPLEX, SK_WRAP, "complex.__abs__", G(sl_unary), SU_ABS, NULL) \
  X(COMPLEX__bool__, COMPLEX, SK_WRAP, "complex.__bool__", G(sl_unary), SU_BOOL, NULL) \
  X(COMPLEX__truediv__, COMPLEX, SK_WRAP, "complex.__truediv__", G(sl_binop), SB_TRUEDIV, NULL) \
  X(COMPLEX__rtruediv__, COMPLEX, SK_WRAP, "complex.__rtruediv__", G(sl_binop), SB_TRUEDIV | SB_REFL, NULL) \
  X(COMPLEX__format__, COMPLEX, SK_METH, "complex.__format__", N(cls_base_format), 0, NULL) \
  X(COMPLEX__complex__, COMPLEX, SK_METH, "complex.__complex__", G(sl_unary), SU_POS, NULL) \
  X(COMPLEX__getnewargs__, COMPLEX, SK_METH, "complex.__getnewargs__", N(cls_base_getnewargs), 0, NULL) \
  X(STR__new__, STR, SK_NEW, "str.__new__", G(sl_new), 0, NULL) \
  X(STR__repr__, STR, SK_WRAP, "str.__repr__", N(cls_base_repr), 0, "_base_repr_py") \
  X(STR__hash__, STR, SK_WRAP, "str.__hash__", N(cls_base_hash), 0, "_ht_base_hash") \
  X(STR__lt__, STR, SK_WRAP, "str.__lt__", N(cls_base_lt), 0, "_ht_base_lt") \
  X(STR__le__, STR, SK_WRAP, "str.__le__", N(cls_base_le), 0, "_ht_base_le") \
  X(STR__eq__, STR, SK_WRAP, "str.__eq__", N(cls_base_eq), 0, "_ht_base_eq") \
  X(STR__ne__, STR, SK_WRAP, "str.__ne__", N(cls_base_ne), 0, "_ht_base_ne") \
  X(STR__gt__, STR, SK_WRAP, "str.__gt__", N(cls_base_gt), 0, "_ht_base_gt") \
  X(STR__ge__, STR, SK_WRAP, "str.__ge__", N(cls_base_ge), 0, "_ht_base_ge") \
  X(STR__str__, STR, SK_WRAP, "str.__str__", N(cls_base_str), 0, NULL) \
  X(STR__iter__, STR, SK_WRAP, "str.__iter__", N(cls_base_iter), 0, NULL) \
  X(STR__len__, STR, SK_WRAP, "str.__len__", N(cls_base_len), 0, NULL) \
  X(STR__getitem__, STR, SK_WRAP, "str.__getitem__", N(cls_base_getitem), 0, "_ht_base_getitem") \
  X(STR__contains__, STR, SK_WRAP, "str.__contains__", N(cls_base_contains), 0, "_ht_base_contains") \
  X(STR__mod__, STR, SK_WRAP, "str.__mod__", G(sl_binop), SB_MOD, NULL) \
  X(STR__rmod__, STR, SK_WRAP, "str.__rmod__", G(sl_binop), SB_MOD | SB_REFL, NULL) \
  X(STR__add__, STR, SK_WRAP, "str.__add__", G(sl_binop), SB_ADD, NULL) \
  X(STR__mul__, STR, SK_WRAP, "str.__mul__", G(sl_binop), SB_MUL, NULL) \
  X(STR__rmul__, STR, SK_WRAP, "str.__rmul__", G(sl_binop), SB_MUL | SB_REFL, NULL) \
  X(STR__getnewargs__, STR, SK_METH, "str.__getnewargs__", N(cls_base_getnewargs), 0, NULL) \
  X(BYTES__new__, BYTES, SK_NEW, "bytes.__new__", G(sl_new), 0, NULL) \
  X(BYTES__repr__, BYTES, SK_WRAP, "bytes.__repr__", N(cls_base_repr), 0, "_base_repr_py") \
  X(BYTES__hash__, BYTES, SK_WRAP, "bytes.__hash__", N(cls_base_hash), 0, "_ht_base_hash") \
  X(BYTES__lt__, BYTES, SK_WRAP, "bytes.__lt__", N(cls_base_lt), 0, "_ht_base_lt") \
  X(BYTES__le__, BYTES, SK_WRAP, "bytes.__le__", N(cls_base_le), 0, "_ht_base_le") \
  X(BYTES__eq__, BYTES, SK_WRAP, "bytes.__eq__", N(cls_base_eq), 0, "_ht_base_eq") \
  X(BYTES__ne__, BYTES, SK_WRAP, "bytes.__ne__", N(cls_base_ne), 0, "_ht_base_ne") \
  X(BYTES__gt__, BYTES, SK_WRAP, "bytes.__gt__", N(cls_base_gt), 0, "_ht_base_gt") \
  X(BYTES__ge__, BYTES, SK_WRAP, "bytes.__ge__", N(cls_base_ge), 0, "_ht_base_ge") \
  X(BYTES__str__, BYTES, SK_WRAP, "bytes.__str__", N(cls_base_str), 0, NULL) \
  X(BYTES__iter__, BYTES, SK_WRAP, "bytes.__iter__", N(cls_base_iter), 0, NULL) \
  X(BYTES__len__, BYTES, SK_WRAP, "bytes.__len__", N(cls_base_len), 0, NULL) \
  X(BYTES__getitem__, BYTES, SK_WRAP, "bytes.__getitem__", N(cls_base_getitem), 0, "_ht_base_getitem") \
  X(BYTES__contains__, BYTES, SK_WRAP, "bytes.__contains__", N(cls_base_contains), 0, "_ht_base_contains") \
  X(BYTES__mod__, BYTES, SK_WRAP, "bytes.__mod__", G(sl_binop), SB_MOD, NULL) \
  X(BYTES__rmod__, BYTES, SK_WRAP, "bytes.__rmod__", G(sl_binop), SB_MOD | SB_REFL, NULL) \
  X(BYTES__add__, BYTES, SK_WRAP, "bytes.__add__", G(sl_binop), SB_ADD, NULL) \
  X(BYTES__mul__, BYTES, SK_WRAP, "bytes.__mul__", G(sl_binop), SB_MUL, NULL) \
  X(BYTES__rmul__, BYTES, SK_WRAP, "bytes.__rmul__", G(sl_binop), SB_MUL | SB_REFL, NULL) \
  X(BYTES__getnewargs__, BYTES, SK_METH, "bytes.__getnewargs__", N(cls_base_getnewargs), 0, NULL) \
  X(STR__format__, STR, SK_METH, "str.__format__", N(cls_base_format), 0, NULL) \
  X(LIST__new__, LIST, SK_NEW, "list.__new__", G(sl_new), 0, NULL) \
  X(LIST__repr__, LIST, SK_WRAP, "list.__repr__", N(cls_base_repr), 0, "_base_repr_py") \
  X(LIST__hash__, LIST, SK_NONE, "list.__hash__", G(sl_prelude), 0, NULL) \
  X(LIST__lt__, LIST, SK_WRAP, "list.__lt__", N(cls_base_lt), 0, "_ht_base_lt") \
  X(LIST__le__, LIST, SK_WRAP, "list.__le__", N(cls_base_le), 0, "_ht_base_le") \
  X(LIST__eq__, LIST, SK_WRAP, "list.__eq__", N(cls_base_eq), 0, "_ht_base_eq") \
  X(LIST__ne__, LIST, SK_WRAP, "list.__ne__", N(cls_base_ne), 0, "_ht_base_ne") \
  X(LIST__gt__, LIST, SK_WRAP, "list.__gt__", N(cls_base_gt), 0, "_ht_base_gt") \
  X(LIST__ge__, LIST, SK_WRAP, "list.__ge__", N(cls_base_ge), 0, "_ht_base_ge") \
  X(LIST__init__, LIST, SK_WRAP, "list.__init__", G(sl_prelude), 0, "_base_init_py") \
  X(LIST__iter__, LIST, SK_WRAP, "list.__iter__", N(cls_base_iter), 0, NULL) \
  X(LIST__len__, LIST, SK_WRAP, "list.__len__", N(cls_base_len), 0, NULL) \
  X(LIST__getitem__, LIST, SK_METH, "list.__getitem__", N(cls_base_getitem), 0, "_ht_base_getitem") \
  X(LIST__contains__, LIST, SK_WRAP, "list.__contains__", N(cls_base_contains), 0, "_ht_base_contains") \
  X(LIST__setitem__, LIST, SK_WRAP, "list.__setitem__", N(cls_base_setitem), 0, "_ht_setitem") \
  X(LIST__delitem__, LIST, SK_WRAP, "list.__delitem__", N(cls_base_delitem), 0, "_ht_delitem") \
  X(LIST__add__, LIST, SK_WRAP, "list.__add__", G(sl_binop), SB_ADD, NULL) \
  X(LIST__mul__, LIST, SK_WRAP, "list.__mul__", G(sl_binop), SB_MUL, NULL) \
  X(LIST__rmul__, LIST, SK_WRAP, "list.__rmul__", G(sl_binop), SB_MUL | SB_REFL, NULL) \
  X(LIST__iadd__, LIST, SK_WRAP, "list.__iadd__", G(sl_binop), SB_ADD | SB_INPLACE, NULL) \
  X(LIST__imul__, LIST, SK_WRAP, "list.__imul__", G(sl_binop), SB_MUL | SB_INPLACE, NULL) \
  X(LIST__reversed__, LIST, SK_METH, "list.__reversed__", G(sl_unary), SU_REVERSED, NULL) \
  X(LIST__class_getitem__, LIST, SK_CLASS, "list.__class_getitem__", N(cls_class_getitem), 0, "_generic_alias") \
  X(TUPLE__new__, TUPLE, SK_NEW, "tuple.__new__", G(sl_new), 0, NULL) \
  X(TUPLE__repr__, TUPLE, SK_WRAP, "tuple.__repr__", N(cls_base_repr), 0, "_base_repr_py") \
  X(TUPLE__hash__, TUPLE, SK_WRAP, "tuple.__hash__", N(cls_base_hash), 0, "_ht_base_hash") \
  X(TUPLE__lt__, TUPLE, SK_WRAP, "tuple.__lt__", N(cls_base_lt), 0, "_ht_base_lt") \
  X(TUPLE__le__, TUPLE, SK_WRAP, "tuple.__le__", N(cls_base_le), 0, "_ht_base_le") \
  X(TUPLE__eq__, TUPLE, SK_WRAP, "tuple.__eq__", N(cls_base_eq), 0, "_ht_base_eq") \
  X(TUPLE__ne__, TUPLE, SK_WRAP, "tuple.__ne__", N(cls_base_ne), 0, "_ht_base_ne") \
  X(TUPLE__gt__, TUPLE, SK_WRAP, "tuple.__gt__", N(cls_base_gt), 0, "_ht_base_gt") \
  X(TUPLE__ge__, TUPLE, SK_WRAP, "tuple.__ge__", N(cls_base_ge), 0, "_ht_base_ge") \
  X(TUPLE__iter__, TUPLE, SK_WRAP, "tuple.__iter__", N(cls_base_iter), 0, NULL) \
  X(TUPLE__len__, TUPLE, SK_WRAP, "tuple.__len__", N(cls_base_len), 0, NULL) \
  X(TUPLE__getitem__, TUPLE, SK_WRAP, "tuple.__getitem__", N(cls_base_getitem), 0, "_ht_base_getitem") \
  X(TUPLE__contains__, TUPLE, SK_WRAP, "tuple.__contains__", N(cls_base_contains), 0, "_ht_base_contains") \
  X(TUPLE__add__, TUPLE, SK_WRAP, "tuple.__add__", G(sl_binop), SB_ADD, NULL) \
  X(TUPLE__mul__, TUPLE, SK_WRAP, "tuple.__mul__", G(sl_binop), SB_MUL, NULL) \
  X(TUPLE__rmul__, TUPLE, SK_WRAP, "tuple.__rmul__", G(sl_binop), SB_MUL | SB_REFL, NULL) \
  X(TUPLE__getnewargs__, TUPLE, SK_METH, "tuple.__getnewargs__", N(cls_base_getnewargs), 0, NULL) \
  X(TUPLE__class_getitem__, TUPLE, SK_CLASS, "tuple.__class_getitem__", N(cls_class_getitem), 0, "_generic_alias") \
  X(DICT__new__, DICT, SK_NEW, "dict.__new__", G(sl_new), 0, NULL) \
  X(DICT__repr__, DICT, SK_WRAP, "dict.__repr__", N(cls_base_repr), 0, "_base_repr_py") \
  X(DICT__hash__, DICT, SK_NONE, "dict.__hash__", G(sl_prelude), 0, NULL) \
  X(DICT__lt__, DICT, SK_WRAP, "dict.__lt__", N(cls_base_lt), 0, "_ht_base_lt") \
  X(DICT__le__, DICT, SK_WRAP, "dict.__le__", N(cls_base_le), 0, "_ht_base_le") \
  X(DICT__eq__, DICT, SK_WRAP, "dict.__eq__", N(cls_base_eq), 0, "_ht_base_eq") \
  X(DICT__ne__, DICT, SK_WRAP, "dict.__ne__", N(cls_base_ne), 0, "_ht_base_ne") \
  X(DICT__gt__, DICT, SK_WRAP, "dict.__gt__", N(cls_base_gt), 0, "_ht_base_gt") \
  X(DICT__ge__, DICT, SK_WRAP, "dict.__ge__", N(cls_base_ge), 0, "_ht_base_ge") \
  X(DICT__init__, DICT, SK_WRAP, "dict.__init__", G(sl_prelude), 0, "_base_init_py") \
  X(DICT__or__, DICT, SK_WRAP, "dict.__or__", G(sl_binop), SB_BITOR, NULL) \
  X(DICT__ror__, DICT, SK_WRAP, "dict.__ror__", G(sl_binop), SB_BITOR | SB_REFL, NULL) \
  X(DICT__ior__, DICT, SK_WRAP, "dict.__ior__", G(sl_binop), SB_BITOR | SB_INPLACE, NULL) \
  X(DICT__iter__, DICT, SK_WRAP, "dict.__iter__", N(cls_base_iter), 0, NULL) \
  X(DICT__len__, DICT, SK_WRAP, "dict.__len__", N(cls_base_len), 0, NULL) \
  X(DICT__getitem__, DICT, SK_METH, "dict.__getitem__", N(cls_base_getitem), 0, "_ht_base_getitem") \
  X(DICT__contains__, DICT, SK_METH, "dict.__contains__", N(cls_base_contains), 0, "_ht_base_contains") \
  X(DICT__setitem__, DICT, SK_WRAP, "dict.__setitem__", N(cls_base_setitem), 0, "_ht_setitem") \
  X(DICT__delitem__, DICT, SK_WRAP, "dict.__delitem__", N(cls_base_delitem), 0, "_ht_delitem") \
  X(DICT__reversed__, DICT, SK_METH, "dict.__reversed__", G(sl_unary), SU_REVERSED, NULL) \
  X(DICT__class_getitem__, DICT, SK_CLASS, "dict.__class_getitem__", N(cls_class_getitem), 0, "_generic_alias") \
  X(SET__new__, SET, SK_NEW, "set.__new__", G(sl_new), 0, NULL) \
  X(SET__repr__, SET, SK_WRAP, "set.__repr__", N(cls_base_repr), 0, "_base_repr_py") \
  X(SET__hash__, SET, SK_NONE, "set.__hash__", G(sl_prelude), 0, NULL) \
  X(SET__lt__, SET, SK_WRAP, "set.__lt__", N(cls_base_lt), 0, "_ht_base_lt") \
  X(SET__le__, SET, SK_WRAP, "set.__le__", N(cls_base_le), 0, "_ht_base_le") \
  X(SET__eq__, SET, SK_WRAP, "set.__eq__", N(cls_base_eq), 0, "_ht_base_eq") \
  X(SET__ne__, SET, SK_WRAP, "set.__ne__", N(cls_base_ne), 0, "_ht_base_ne") \
  X(SET__gt__, SET, SK_WRAP, "set.__gt__", N(cls_base_gt), 0, "_ht_base_gt") \
  X(SET__ge__, SET, SK_WRAP, "set.__ge__", N(cls_base_ge), 0, "_ht_base_ge") \
  X(SET__init__, SET, SK_WRAP, "set.__init__", G(sl_prelude), 0, "_base_init_py") \
  X(SET__sub__, SET, SK_WRAP, "set.__sub__", G(sl_binop), SB_SUB, NULL) \
  X(SET__rsub__, SET, SK_WRAP, "set.__rsub__", G(sl_binop), SB_SUB | SB_REFL, NULL) \
  X(SET__and__, SET, SK_WRAP, "set.__and__", G(sl_binop), SB_BITAND, NULL) \
  X(SET__rand__, SET, SK_WRAP, "set.__rand__", G(sl_binop), SB_BITAND | SB_REFL, NULL) \
  X(SET__xor__, SET, SK_WRAP, "set.__xor__", G(sl_binop), SB_BITXOR, NULL) \
  X(SET__rxor__, SET, SK_WRAP, "set.__rxor__", G(sl_binop), SB_BITXOR | SB_REFL, NULL) \
  X(SET__or__, SET, SK_WRAP, "set.__or__", G(sl_binop), SB_BITOR, NULL) \
  X(SET__ror__, SET, SK_WRAP, "set.__ror__", G(sl_binop), SB_BITOR | SB_REFL, NULL) \
  X(SET__isub__, SET, SK_WRAP, "set.__isub__", G(sl_binop), SB_SUB | SB_INPLACE, NULL) \
  X(SET__iand__, SET, SK_WRAP, "set.__iand__", G(sl_binop), SB_BITAND | SB_INPLACE, NULL) \
  X(SET__ixor__, SET, SK_WRAP, "set.__ixor__", G(sl_binop), SB_BITXOR | SB_INPLACE, NULL) \
  X(SET__ior__, SET, SK_WRAP, "set.__ior__", G(sl_binop), SB_BITOR | SB_INPLACE, NULL) \
  X(SET__iter__, SET, SK_WRAP, "set.__iter__", N(cls_base_iter), 0, NULL) \
  X(SET__len__, SET, SK_WRAP, "set.__len__", N(cls_base_len), 0, NULL) \
  X(SET__contains__, SET, SK_METH, "set.__contains__", N(cls_base_contains), 0, "_ht_base_contains") \
  X(SET__class_getitem__, SET, SK_CLASS, "set.__class_getitem__", N(cls_class_getitem), 0, "_generic_alias") \
  X(FROZENSET__new__, FROZENSET, SK_NEW, "frozenset.__new__", G(sl_new), 0, NULL) \
  X(FROZENSET__repr__, FROZENSET, SK_WRAP, "frozenset.__repr__", N(cls_base_repr), 0, "_base_repr_py") \
  X(FROZENSET__hash__, FROZENSET, SK_WRAP, "frozenset.__hash__", N(cls_base_hash), 0, "_ht_base_hash") \
  X(FROZENSET__lt__, FROZENSET, SK_WRAP, "frozenset.__lt__", N(cls_base_lt), 0, "_ht_base_lt") \
  X(FROZENSET__le__, FROZENSET, SK_WRAP, "frozenset.__le__", N(cls_base_le), 0, "_ht_base_le") \
  X(FROZENSET__eq__, FROZENSET, SK_WRAP, "frozenset.__eq__", N(cls_base_eq), 0, "_ht_base_eq") \
  X(FROZENSET__ne__, FROZENSET, SK_WRAP, "frozenset.__ne__", N(cls_base_ne), 0, "_ht_base_ne") \
  X(FROZENSET__gt__, FROZENSET, SK_WRAP, "frozenset.__gt__", N(cls_base_gt), 0, "_ht_base_gt") \
  X(FROZENSET__ge__, FROZENSET, SK_WRAP, "frozenset.__ge__", N(cls_base_ge), 0, "_ht_base_ge") \
  X(FROZENSET__sub__, FROZENSET, SK_WRAP, "frozenset.__sub__", G(sl_binop), SB_SUB, NULL) \
  X(FROZENSET__rsub__, FROZENSET, SK_WRAP, "frozenset.__rsub__", G(sl_binop), SB_SUB | SB_REFL, NULL) \
  X(FROZENSET__and__, FROZENSET, SK_WRAP, "frozenset.__and__", G(sl_binop), SB_BITAND, NULL) \
  X(FROZENSET__rand__, FROZENSET, SK_WRAP, "frozenset.__rand__", G(sl_binop), SB_BITAND | SB_REFL, NULL) \
  X(FROZENSET__xor__, FROZENSET, SK_WRAP, "frozenset.__xor__", G(sl_binop), SB_BITXOR, NULL) \
  X(FROZENSET__rxor__, FROZENSET, SK_WRAP, "frozenset.__rxor__", G(sl_binop), SB_BITXOR | SB_REFL, NULL) \
  X(FROZENSET__or__, FROZENSET, SK_WRAP, "frozenset.__or__", G(sl_binop), SB_BITOR, NULL) \
  X(FROZENSET__ror__, FROZENSET, SK_WRAP, "frozenset.__ror__", G(sl_binop), SB_BITOR | SB_REFL, NULL) \
  X(FROZENSET__iter__, FROZENSET, SK_WRAP, "frozenset.__iter__", N(cls_base_iter), 0, NULL) \
  X(FROZENSET__len__, FROZENSET, SK_WRAP, "frozenset.__len__", N(cls_base_len), 0, NULL) \
  X(FROZENSET__contains__, FROZENSET, SK_METH, "frozenset.__contains__", N(cls_base_contains), 0, "_ht_base_contains") \
  X(FROZENSET__class_getitem__, FROZENSET, SK_CLASS, "frozenset.__class_getitem__", N(cls_class_getitem), 0, "_generic_alias") \
  X(FUNCTION__get__, FUNCTION, SK_WRAP, "function.__get__", G(sl_descr_get), 0, NULL) \
  X(STATICMETHOD__get__, STATICMETHOD, SK_WRAP, "staticmethod.__get__", G(sl_descr_get), 0, NULL) \
  X(STATICMETHOD__init__, STATICMETHOD, SK_WRAP, "staticmethod.__init__", N(cls_wrap_init), 0, NULL) \
  X(CLASSMETHOD__get__, CLASSMETHOD, SK_WRAP, "classmethod.__get__", G(sl_descr_get), 0, NULL) \
  X(CLASSMETHOD__init__, CLASSMETHOD, SK_WRAP, "classmethod.__init__", N(cls_wrap_init), 0, NULL) \
  X(PROPERTY__init__, PROPERTY, SK_WRAP, "property.__init__", N(cls_wrap_init), 0, NULL) \
  X(TYPE__call__, TYPE, SK_WRAP, "type.__call__", G(sl_prelude), 0, "_type_call") \
  X(TYPE__new__, TYPE, SK_NEW, "type.__new__", G(sl_prelude), 0, "_type_new") \
  X(TYPE__setattr__, TYPE, SK_WRAP, "type.__setattr__", N(cls_type_setattr), 0, NULL) \
  X(TYPE__delattr__, TYPE, SK_WRAP, "type.__delattr__", N(cls_type_delattr), 0, NULL) \
  X(TYPE__init__, TYPE, SK_WRAP, "type.__init__", N(cls_type_init), 0, NULL) \
  X(TYPE__instancecheck__, TYPE, SK_METH, "type.__instancecheck__", N(cls_type_instancecheck), 0, NULL) \
  X(TYPE__subclasscheck__, TYPE, SK_METH, "type.__subclasscheck__", N(cls_type_subclasscheck), 0, NULL) \
  X(TYPE__prepare__, TYPE, SK_CLASS, "type.__prepare__", N(cls_type_prepare), 0, NULL) \
  X(TYPE_mro, TYPE, SK_METH, "type.mro", N(cls_type_mro), 0, NULL) \
  X(TYPE__subclasses__, TYPE, SK_METH, "type.__subclasses__", N(cls_type_subclasses), 0, NULL) \
  X(INT__round__, INT, SK_METH, "int.__round__", G(sl_round), SR_ROUND, NULL) \
  X(INT__trunc__, INT, SK_METH, "int.__trunc__", G(sl_round), SR_TRUNC, NULL) \
  X(INT__floor__, INT, SK_METH, "int.__floor__", G(sl_round), SR_FLOOR, NULL) \
  X(INT__ceil__, INT, SK_METH, "int.__ceil__", G(sl_round), SR_CEIL, NULL) \
  X(FLOAT__round__, FLOAT, SK_METH, "float.__round__", G(sl_round), SR_ROUND, NULL) \
  X(FLOAT__trunc__, FLOAT, SK_METH, "float.__trunc__", G(sl_round), SR_TRUNC, NULL) \
  X(FLOAT__floor__, FLOAT, SK_METH, "float.__floor__", G(sl_round), SR_FLOOR, NULL) \
  X(FLOAT__ceil__, FLOAT, SK_METH, "float.__ceil__", G(sl_round), SR_CEIL, NULL) \
  X(RANGE__bool__, RANGE, SK_WRAP, "range.__bool__", G(sl_unary), SU_BOOL, NULL) \
  X(RANGE__iter__, RANGE, SK_WRAP, "range.__iter__", N(cls_base_iter), 0, NULL) \
  X(RANGE__len__, RANGE, SK_WRAP, "range.__len__", N(cls_base_len), 0, NULL) \
  X(RANGE__getitem__, RANGE, SK_WRAP, "range.__getitem__", N(cls_base_getitem), 0, "_ht_base_getitem") \
  X(RANGE__contains__, RANGE, SK_WRAP, "range.__contains__", N(cls_base_contains), 0, "_ht_base_contains") \
  X(RANGE__reversed__, RANGE, SK_METH, "range.__reversed__", G(sl_unary), SU_REVERSED, NULL) \
  X(MAP__new__, MAP, SK_NEW, "map.__new__", G(sl_iter_new), 0, "_ht_iter_new") \
  X(FILTER__new__, FILTER, SK_NEW, "filter.__new__", G(sl_iter_new), 0, "_ht_iter_new") \
  X(ZIP__new__, ZIP, SK_NEW, "zip.__new__", G(sl_new), 0, NULL) \
  X(ENUMERATE__new__, ENUMERATE, SK_NEW, "enumerate.__new__", G(sl_new), 0, NULL) \
  X(ENUMERATE__class_getitem__, ENUMERATE, SK_CLASS, "enumerate.__class_getitem__", N(cls_class_getitem), 0, "_generic_alias") \
  X(REVERSED__new__, REVERSED, SK_NEW, "reversed.__new__", G(sl_new), 0, NULL) \


typedef struct SlotDef SlotDef;
typedef int (*SlotFn)(VM *vm, const SlotDef *d, Value *args, int nargs, Tuple *kw,
                      Value *out);
struct SlotDef {
  int16_t owner;       /* TypeId */
  uint8_t kind;        /* SK_* */
  int16_t op;          /* for the generic implementations */
  NativeFn nat;        /* N(...), or NULL */
  SlotFn gen;          /* G(...), or NULL */
};

enum {
#define X(id, owner, kind, qname, impl, op, fb) SL_##id,
  SLOT_LIST(X)
#undef X
  SL__COUNT
};

static int sl_prelude(VM *vm, const SlotDef *d, Value *args, int nargs, Tuple *kw, Value *out);
static int sl_notimpl(VM *vm, const SlotDef *d, Value *args, int nargs, Tuple *kw, Value *out);
static int sl_binop(VM *vm, const SlotDef *d, Value *args, int nargs, Tuple *kw, Value *out);
static int sl_unary(VM *vm, const SlotDef *d, Value *args, int nargs, Tuple *kw, Value *out);
static int sl_round(VM *vm, const SlotDef *d, Value *args, int nargs, Tuple *kw, Value *out);
static int sl_new(VM *vm, const SlotDef *d, Value *args, int nargs, Tuple *kw, Value *out);
static int sl_iter_new(VM *vm, const SlotDef *d, Value *args, int nargs, Tuple *kw, Value *out);
static int sl_descr_get(VM *vm, const SlotDef *d, Value *args, int nargs, Tuple *kw, Value *out);

#define N(f) f, NULL
#define G(f) NULL, f
static const SlotDef slot_defs[SL__COUNT] = {
#define X(id, owner, kind, qname, impl, op, fb) {T_##owner, kind, op, impl},
  SLOT_LIST(X)
#undef X
};
#undef N
#undef G

_Static_assert(SL__COUNT < SLOT_INDEX_SIZE / 3 * 2, "VM.slot_index is at most 2/3 full");

static const char *slot_name(int i) {
  const char *q = slot_native(SLOT_NATIVE(i))->name;
  return strchr(q, '.') + 1;
}

/* The type whose builtin part v is (a subclass instance: its base type). */
static int recv_type(Value v) {
  if (IS_OBJ(v, OT_INSTANCE) && AS_INST(v)->cls) return AS_INST(v)->cls->base;
  return val_type(v);
}

/* Every call: the receiver check of CPython's descriptors, then the work. */
static int slot_run(VM *vm, int i, Value *args, int nargs, Tuple *kw, Value *out) {
  const SlotDef *d = &slot_defs[i];
  const char *name = slot_name(i), *owner = type_names[d->owner];
  if (d->kind == SK_WRAP || d->kind == SK_METH) {
    if (nargs < 1)
      return d->kind == SK_WRAP
             ? vm_raise(vm, T_TypeError, "descriptor '%s' of '%s' object needs an argument",
                        name, owner)
             : vm_raise(vm, T_TypeError, "unbound method %s.%s() needs an argument", owner, name);
    if (d->owner != T_OBJECT && !type_is_subtype(recv_type(args[0]), d->owner))
      return d->kind == SK_WRAP
             ? vm_raise(vm, T_TypeError, "descriptor '%s' requires a '%s' object but received a '%s'",
                        name, owner, val_type_name(args[0]))
             : vm_raise(vm, T_TypeError,
                        "descriptor '%s' for '%s' objects doesn't apply to a '%s' object",
                        name, owner, val_type_name(args[0]));
  }
  return d->nat ? d->nat(vm, args, nargs, kw, out) : d->gen(vm, d, args, nargs, kw, out);
}

#define X(id, owner, kind, qname, impl, op, fb) \
  static int sw_##id(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) { \
    return slot_run(vm, SL_##id, args, nargs, kw, out); \
  }
SLOT_LIST(X)
#undef X

static const Builtin slot_table[SL__COUNT] = {
#define X(id, owner, kind, qname, impl, op, fb) {qname, sw_##id, fb, -1},
  SLOT_LIST(X)
#undef X
};

const Builtin *slot_native(int id) {
  if (id < SLOT_NATIVE_BASE || id >= SLOT_NATIVE(SL__COUNT)) return NULL;
  return &slot_table[id - SLOT_NATIVE_BASE];
}

int slot_native_find(const char *name, size_t len) {
  int i;
  for (i = 0; i < SL__COUNT; i++)
    if (strlen(slot_table[i].name) == len && memcmp(slot_table[i].name, name, len) == 0)
      return SLOT_NATIVE(i);
  return -1;
}

int slot_native_count(void) { return SL__COUNT; }

bool slot_is_type_call(Value v) {
  return v.tag == V_BUILTIN && v.u.i == SLOT_NATIVE(SL_TYPE__call__);
}

/* Where (owner t, name of hash h) starts its probe in vm->slot_index. */
static size_t slot_home(int t, uint64_t h) {
  return (size_t)((h ^ ((uint64_t)(unsigned)t * 0x9E3779B97F4A7C15ULL)) & (SLOT_INDEX_SIZE - 1));
}

/* Put owner t's slots into vm->slot_index, at the first lookup on t in
** this VM: each by its owner and name (a str's hash is its text's alone),
** so that a lookup probes a few entries instead of scanning the SL__COUNT
** definitions per type.  Per type, as a small program looks up on a few. */
static void slot_index_fill(VM *vm, int t) {
  int i;
  for (i = 0; i < SL__COUNT; i++) {
    const char *n;
    size_t at;
    if (slot_defs[i].owner != t) continue;
    n = slot_name(i);
    at = slot_home(t, hash_bytes(n, strlen(n)));
    while (vm->slot_index[at]) at = (at + 1) & (SLOT_INDEX_SIZE - 1);
    vm->slot_index[at] = (uint16_t)(i + 1);
  }
  vm->slot_owner_done[t >> 6] |= 1ull << (t & 63);
}

int slot_lookup(VM *vm, int t, Str *name, bool inherit, Value *out) {
  uint64_t h = hash_str(name);
  for (;;) {
    size_t at;
    if (!(vm->slot_owner_done[t >> 6] & (1ull << (t & 63)))) slot_index_fill(vm, t);
    for (at = slot_home(t, h); vm->slot_index[at]; at = (at + 1) & (SLOT_INDEX_SIZE - 1)) {
      int i = vm->slot_index[at] - 1;
      if (slot_defs[i].owner != t || strcmp(slot_name(i), name->data) != 0) continue;
      *out = slot_defs[i].kind == SK_NONE ? VNONE : vbuiltin(SLOT_NATIVE(i));
      return 1;
    }
    if (t == T_OBJECT || !inherit) return 0;
    t = type_bases[t];
  }
}

int slot_kind(Value v) { return slot_defs[v.u.i - SLOT_NATIVE_BASE].kind; }
int slot_owner(Value v) { return slot_defs[v.u.i - SLOT_NATIVE_BASE].owner; }

/* The made-up address of a type object (reprs of its built-in methods). */
static unsigned long long type_addr(int t) {
  return 0x7f3a00001000ULL + 0x3a0ULL * (unsigned long long)t;
}

int slot_repr(VM *vm, Value v, Buf *b) {
  int i = (int)(v.u.i - SLOT_NATIVE_BASE), t = slot_defs[i].owner;
  switch (slot_defs[i].kind) {
  case SK_WRAP:
    return buf_printf(vm, b, "<slot wrapper '%s' of '%s' objects>", slot_name(i), type_names[t]);
  case SK_METH:
    return buf_printf(vm, b, "<method '%s' of '%s' objects>", slot_name(i), type_names[t]);
  default:
    return buf_printf(vm, b, "<built-in method %s of type object at 0x%llx>", slot_name(i),
                      type_addr(t));
  }
}

int slot_bound_repr(VM *vm, Value v, Value self, unsigned long long addr, Buf *b) {
  int i = (int)(v.u.i - SLOT_NATIVE_BASE);
  if (slot_defs[i].kind == SK_WRAP)
    return buf_printf(vm, b, "<method-wrapper '%s' of %s object at 0x%llx>", slot_name(i),
                      val_type_name(self), addr);
  if (slot_defs[i].kind == SK_METH)
    return buf_printf(vm, b, "<built-in method %s of %s object at 0x%llx>", slot_name(i),
                      val_type_name(self), addr);
  return buf_printf(vm, b, "<built-in method %s of type object at 0x%llx>", slot_name(i),
                    self.tag == V_TYPE ? type_addr((int)self.u.i) : addr);
}

/* ---- the generic implementations ---- */

/* CPython's wrappers take a fixed count of arguments and no keywords. */
static int wrap_args(VM *vm, const SlotDef *d, int nargs, Tuple *kw, int lo, int hi) {
  const char *name = slot_name((int)(d - slot_defs));
  if (kw && kw->len) return vm_raise(vm, T_TypeError, "wrapper %s() takes no keyword arguments", name);
  if (nargs - 1 < lo || nargs - 1 > hi) {
    if (lo == hi)
      return vm_raise(vm, T_TypeError, "expected %d argument%s, got %d", lo, lo == 1 ? "" : "s",
                      nargs - 1);
    return vm_raise(vm, T_TypeError, "expected %d to %d arguments, got %d", lo, hi, nargs - 1);
  }
  return 0;
}

/* A builtin function of the table, by name (divmod, pow, abs, int, ...). */
static int call_named(VM *vm, const char *name, Value *args, int nargs, Value *out) {
  int id = native_find(name, strlen(name));
  if (id < 0) return vm_raise(vm, T_SystemError, "no builtin %s", name);
  return native_get(id)->fn(vm, args, nargs, NULL, out);
}

/* dict.__init__, list.__init__, set.__init__: their prelude version. */
static int sl_prelude(VM *vm, const SlotDef *d, Value *args, int nargs, Tuple *kw, Value *out) {
  (void)vm; (void)d; (void)args; (void)nargs; (void)kw; (void)out;
  return BI_FALLBACK;
}

/* object's orderings: NotImplemented, so that the reflection is tried. */
static int sl_notimpl(VM *vm, const SlotDef *d, Value *args, int nargs, Tuple *kw, Value *out) {
  (void)args;
  if (wrap_args(vm, d, nargs, kw, 1, 1)) return -1;
  *out = vnotimpl();
  return 0;
}

static bool is_num(Value v) { return IS_INTLIKE(v) || v.tag == V_FLOAT; }
static bool is_setlike(Value v) { return IS_OBJ(v, OT_SET) || IS_OBJ(v, OT_FROZENSET); }

/* Does the owner's operation know the other operand?  Else NotImplemented
** (a sequence's repeat wants an index and says so). */
static int binop_knows(VM *vm, const SlotDef *d, Value self, Value other) {
  int op = d->op & 0xff;
  switch (d->owner) {
  case T_INT: case T_BOOL: return IS_INTLIKE(other);
  case T_FLOAT: return is_num(other);
  case T_COMPLEX: return is_num(other) || IS_COMPLEX(other);
  case T_SET: case T_FROZENSET: return is_setlike(other);
  case T_DICT: return (d->op & SB_INPLACE) || IS_OBJ(other, OT_DICT);
  default:
    if (op == BIN_MUL && !IS_INTLIKE(other)) return vm_not_index(vm, other);
    if (op == BIN_MOD && (d->op & SB_REFL)) return val_type(other) == val_type(self);
    return 1;
  }
}

static int sl_binop(VM *vm, const SlotDef *d, Value *args, int nargs, Tuple *kw, Value *out) {
  int op = d->op & 0xff, k;
  Value s, o;
  if (wrap_args(vm, d, nargs, kw, 1, op == BIN_POW && !(d->op & SB_REFL) ? 2 : 1)) return -1;
  s = vm_unbox(args[0]);
  o = vm_unbox(args[1]);
  k = binop_knows(vm, d, s, o);
  if (k < 0) return -1;
  if (!k) { *out = vnotimpl(); return 0; }
  if (d->op & SB_REFL) { Value t = s; s = o; o = t; }
  if (op == SB_DIVMOD || nargs == 3) {
    Value a[3];
    a[0] = s;
    a[1] = o;
    if (nargs == 3) a[2] = vm_unbox(args[2]);
    return call_named(vm, nargs == 3 ? "pow" : "divmod", a, nargs == 3 ? 3 : 2, out);
  }
  if (d->op & SB_INPLACE) {
    if (vm_inplace(vm, op, s, o, out)) return -1;
    *out = args[0];   /* the mutable receiver itself, changed */
    return 0;
  }
  return vm_binop(vm, op, s, o, out);
}

/* int's and float's __round__([ndigits]), __trunc__, __floor__, __ceil__
** (methods: CPython's argument messages), through round() and int(). */
static int sl_round(VM *vm, const SlotDef *d, Value *args, int nargs, Tuple *kw, Value *out) {
  const char *name = slot_name((int)(d - slot_defs));
  Value s, a[2];
  if (kw && kw->len)
    return vm_raise(vm, T_TypeError, "%s.%s() takes no keyword arguments", type_names[d->owner], name);
  if (d->op == SR_ROUND && nargs > 2)
    return vm_raise(vm, T_TypeError, "%s expected at most 1 argument, got %d", name, nargs - 1);
  if (d->op != SR_ROUND && nargs != 1)
    return vm_raise(vm, T_TypeError, "%s.%s() takes no arguments (%d given)", type_names[d->owner],
                    name, nargs - 1);
  s = vm_unbox(args[0]);
  if (s.tag == V_BOOL) s = vint(s.u.i);
  if (d->op == SR_ROUND) {
    a[0] = s;
    a[1] = nargs == 2 ? args[1] : VNONE;
    return call_named(vm, "round", a, a[1].tag == V_NONE ? 1 : 2, out);
  }
  if (s.tag == V_FLOAT && d->op != SR_TRUNC) {
    double x = d->op == SR_FLOOR ? floor(s.u.f) : ceil(s.u.f);
    s = vfloat(x);
  }
  if (s.tag == V_FLOAT) return call_named(vm, "int", &s, 1, out);
  *out = s;
  return 0;
}

static int sl_unary(VM *vm, const SlotDef *d, Value *args, int nargs, Tuple *kw, Value *out) {
  Value s;
  if (wrap_args(vm, d, nargs, kw, 0, 0)) return -1;
  s = vm_unbox(args[0]);
  switch (d->op) {
  case SU_NEG: return vm_unary(vm, UN_NEG, s, out);
  case SU_POS: return vm_unary(vm, UN_POS, s, out);
  case SU_INVERT: return vm_unary(vm, UN_INVERT, s, out);
  case SU_ABS: return call_named(vm, "abs", &s, 1, out);
  case SU_BOOL: *out = vbool(vm_truthy(s)); return 0;
  case SU_FLOAT: return call_named(vm, "float", &s, 1, out);
  case SU_REVERSED: return call_named(vm, "reversed", &s, 1, out);
  default:   /* SU_INT, SU_INDEX */
    if (s.tag == V_BOOL) s = vint(s.u.i);
    if (s.tag == V_FLOAT) return call_named(vm, "int", &s, 1, out);
    *out = s;
    return 0;
  }
}

/* int.__new__(cls, ...) and the other builtin types': cls must derive
** from the owner; a user class gets its instance made as class_alloc
** makes it, a builtin type is called. */
/* tp_new's checks of its first argument, the class to make one of. */
static int new_check(VM *vm, const SlotDef *d, Value *args, int nargs) {
  const char *owner = type_names[d->owner];
  if (nargs < 1) return vm_raise(vm, T_TypeError, "%s.__new__(): not enough arguments", owner);
  if (args[0].tag != V_TYPE && !IS_OBJ(args[0], OT_CLASS))
    return vm_raise(vm, T_TypeError, "%s.__new__(X): X is not a type object (%s)", owner,
                    val_type_name(args[0]));
  if (!class_is_sub(args[0], vtype(d->owner)))
    return vm_raise(vm, T_TypeError, "%s.__new__(%s): %s is not a subtype of %s", owner,
                    class_name(args[0]), class_name(args[0]), owner);
  return 0;
}

/* map.__new__ / filter.__new__: class.c cls_iter_new once the class is
** one of the owner's. */
static int sl_iter_new(VM *vm, const SlotDef *d, Value *args, int nargs, Tuple *kw, Value *out) {
  return new_check(vm, d, args, nargs) ? -1 : cls_iter_new(vm, args, nargs, kw, out);
}

static int sl_new(VM *vm, const SlotDef *d, Value *args, int nargs, Tuple *kw, Value *out) {
  const char *owner = type_names[d->owner];
  int r;
  if (new_check(vm, d, args, nargs)) return -1;
  if (IS_OBJ(args[0], OT_CLASS)) return class_alloc(vm, AS_CLASS(args[0]), args + 1, nargs - 1, kw, out);
  {
    int t = (int)args[0].u.i;
    bool mutable_ = t == T_DICT || t == T_LIST || t == T_SET;
    if (type_is_subtype(t, T_BaseException)) {
      /* the arguments become args; keywords are __init__'s to check */
      Tuple *a = tuple_new(vm, (size_t)nargs - 1);
      Exc *e;
      if (a == NULL) return -1;
      vcopy(a->items, args + 1, (size_t)nargs - 1);
      if ((e = exc_new(vm, t, vobj(a))) == NULL) return -1;
      *out = vobj(e);
      return 0;
    }
    if (vm_type_ctor(vm, t) < 0) return vm_raise(vm, T_SystemError, "no constructor");
    /* the mutable types' __new__ makes an empty one (their __init__ fills it) */
    r = vm_call_native(vm, vbuiltin(vm->type_ctor[t]), args + 1, mutable_ ? 0 : nargs - 1,
                       mutable_ ? NULL : kw, out);
    if (r == BI_FALLBACK || (r < 0 && vm->want_py)) {
      vm->want_py = false;
      return vm_raise(vm, T_TypeError, "%s.__new__(): baton makes a '%s' here only from plain "
                      "values", owner, type_names[t]);
    }
    return r;
  }
}

/* __get__(instance, owner=None) of functions (a bound method, or the
** function itself without an instance), staticmethod (the function) and
** classmethod (the function bound to owner, or to type(instance)):
** CPython's descriptor protocol, so decorators that bind by hand work. */
static int sl_descr_get(VM *vm, const SlotDef *d, Value *args, int nargs, Tuple *kw, Value *out) {
  const char *name = slot_name((int)(d - slot_defs));
  if (kw && kw->len) return vm_raise(vm, T_TypeError, "wrapper %s() takes no keyword arguments", name);
  if (nargs < 2) return vm_raise(vm, T_TypeError, " expected at least 1 argument, got %d", nargs - 1);
  if (nargs > 3) return vm_raise(vm, T_TypeError, " expected at most 2 arguments, got %d", nargs - 1);
  if (args[1].tag == V_NONE && (nargs < 3 || args[2].tag == V_NONE))
    return vm_raise(vm, T_TypeError, "__get__(None, None) is invalid");
  if (IS_OBJ(args[0], OT_WRAP) || (IS_OBJ(args[0], OT_INSTANCE) && IS_OBJ(AS_INST(args[0])->base, OT_WRAP))) {
    /* (an instance of a subclass: the one it wraps) */
    Wrap *w = (Wrap *)(IS_OBJ(args[0], OT_WRAP) ? args[0] : AS_INST(args[0])->base).u.o;
    if (w->h.flags == WRAP_STATIC) { *out = w->f; return 0; }
    return bound_new(vm, w->f, nargs > 2 && args[2].tag != V_NONE ? args[2] : val_class(args[1]), out);
  }
  if (args[1].tag != V_NONE) return bound_new(vm, args[0], args[1], out);
  *out = args[0];
  return 0;
}
