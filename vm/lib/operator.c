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
#include "../limits.h"
#include "../dict.h"
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

/* ---- sort keys: itemgetter's, computed natively ---- */

/* Is c operator's own class `name` (itemgetter): its __call__ a function of
** the operator module whose global `name` is c itself?  (A class a program
** makes under that name, or one whose __call__ was replaced, is not.) */
static bool op_own_class(VM *vm, Class *c, const char *name) {
  Value f, g;
  Dict *mod;
  size_t n = strlen(name);
  if (!IS_STR(c->name) || AS_STR(c->name)->len != n || memcmp(AS_STR(c->name)->data, name, n))
    return false;
  if (dict_get_str(vm, c->dict, "__call__", 8, &f) != 1 || !IS_OBJ(f, OT_FUNC)) return false;
  mod = ((Func *)f.u.o)->globals;
  if (dict_get_str(vm, mod, "__name__", 8, &g) != 1 || !IS_STR(g) || AS_STR(g)->len != 8 ||
      memcmp(AS_STR(g)->data, "operator", 8) != 0)
    return false;
  return dict_get_str(vm, mod, name, n, &g) == 1 && IS_OBJ(g, OT_CLASS) && AS_CLASS(g) == c;
}

/* The instance's own layout value `name`, or V_UNDEF. */
static Value op_slot(const Instance *in, const char *name) {
  size_t n = strlen(name);
  uint32_t k;
  for (k = 0; in->dict == NULL && k < in->nvals; k++)
    if (in->cls->layout[k]->len == n && memcmp(in->cls->layout[k]->data, name, n) == 0)
      return in->vals[k];
  return VUNDEF;
}

/* A key whose hash and == run no Python code (a dict's stored keys may
** still: dict_get then says want_py) */
static bool op_plain_key(Value k) {
  switch (k.tag) {
  case V_INT: case V_FLOAT: case V_BOOL: case V_NONE: return true;
  case V_OBJ: return k.u.o->type == OT_STR || k.u.o->type == OT_BIGINT;
  default: return false;
  }
}

/* x[k] for a dict, list or tuple x and a plain key k: 0 with *out, -1 on
** the error x[k] raises (KeyError, IndexError, unhashable...), 1 when it
** takes Python code (another x or k, a stored key's Python __eq__). */
static int op_item(VM *vm, Value x, Value k, Value *out) {
  int r;
  if (IS_OBJ(x, OT_DICT)) {
    if (!op_plain_key(k)) return 1;
    if ((r = dict_get(vm, AS_DICT(x), k, out)) > 0) return 0;
    if (r == 0) return vm_raise_value(vm, T_KeyError, k);
    if (!vm->want_py) return -1;
    vm->want_py = false;
    vm->exc = VUNDEF;
    return 1;
  }
  if ((IS_OBJ(x, OT_LIST) || IS_OBJ(x, OT_TUPLE)) && k.tag == V_INT)
    return vm_getitem(vm, x, k, out) ? -1 : 0;
  return 1;
}

/* Do instances of c give every name of names (strs without a dot) from
** their own attributes, with nothing of c's MRO in the way (no
** __getattribute__, no class attribute or descriptor of that name, no
** library state hidden by name)? */
static bool op_plain_attrs(const Class *c, const Tuple *names) {
  const Tuple *mro = AS_TUPLE(c->mro);
  size_t i, j;
  Value f;
  if ((c->slots & CS(GETATTRIBUTE)) || (c->h.flags & CLASS_HIDES) || c->base != T_OBJECT)
    return false;
  for (j = 0; j < names->len; j++) {
    const Str *s = IS_STR(names->items[j]) ? AS_STR(names->items[j]) : NULL;
    if (s == NULL || memchr(s->data, '.', s->len) || (s->len > 1 && s->data[0] == '_' &&
                                                      s->data[1] == '_'))
      return false;
    /* (object, the one builtin type of such an MRO, has only dunder names) */
    for (i = 0; i < mro->len; i++)
      if (IS_OBJ(mro->items[i], OT_CLASS) &&
          dict_lookup_str(AS_CLASS(mro->items[i])->dict, (Str *)s, &f))
        return false;
  }
  return true;
}

/* _getter_keys(key, items): [key(x) for x in items] (a list) when key is
** operator's itemgetter and every item a dict, list or tuple taken with
** plain keys, or operator's attrgetter of plain names and every item an
** instance holding them as its own attributes (op_plain_attrs): the
** sort's keys (vm/lib/prelude.py _list_sort), computed here in the items'
** order, so the first failing item raises what itemgetter raises; None
** when some key needs Python code (the caller then calls key itself:
** nothing was run). */
int operator_getter_keys(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Value gk;
  const Tuple *ks;
  const Class *ok = NULL;   /* attrgetter: the class last found plain */
  List *items, *keys;
  size_t i, j;
  bool attr;
  if (arg_nokw(vm, "_getter_keys", kw) || arg_count(vm, "_getter_keys", n, 2, 2)) return -1;
  *out = VNONE;
  if (!IS_OBJ(a[0], OT_INSTANCE) || !IS_OBJ(a[1], OT_LIST) || AS_INST(a[0])->cls == NULL)
    return 0;
  attr = op_own_class(vm, AS_INST(a[0])->cls, "attrgetter");
  if (!attr && !op_own_class(vm, AS_INST(a[0])->cls, "itemgetter")) return 0;
  gk = op_slot(AS_INST(a[0]), "_keys");
  if (!IS_OBJ(gk, OT_TUPLE) || AS_TUPLE(gk)->len == 0) return 0;
  ks = AS_TUPLE(gk);
  items = AS_LIST(a[1]);
  if ((keys = list_new(vm, items->len)) == NULL) return -1;
  for (i = 0; i < items->len; i++) {
    Value x = items->items[i], v;
    Tuple *t = NULL;
    if (attr) {
      const Instance *in = IS_OBJ(x, OT_INSTANCE) ? AS_INST(x) : NULL;
      if (in == NULL || in->cls == NULL || in->base.tag != V_UNDEF) return 0;
      if (in->cls != ok) {
        if (!op_plain_attrs(in->cls, ks)) return 0;
        ok = in->cls;
      }
    }
    if (ks->len > 1 && (t = tuple_new(vm, ks->len)) == NULL) return -1;
    for (j = 0; j < ks->len; j++) {
      Value *dst = t ? &t->items[j] : &v;
      if (attr) {
        if (!attrs_get(AS_INST(x), AS_STR(ks->items[j]), dst)) return 0;
      } else {
        int r = op_item(vm, x, ks->items[j], dst);
        if (r) return r < 0 ? -1 : 0;
      }
    }
    if (t) v = vobj(t);
    if (list_append(vm, keys, v) || vm_charge_item(vm, i)) return -1;
  }
  *out = vobj(keys);
  return 0;
}

/* _items(obj, keys): itemgetter(*keys)(obj) for two keys or more, the
** tuple of obj[k], natively for a dict, list or tuple taken with plain
** keys (op_item); anything else, before any item is taken, is the Python
** version _py_items. */
static int o_items(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Tuple *t;
  size_t j;
  if (arg_nokw(vm, "_items", kw) || arg_count(vm, "_items", n, 2, 2)) return -1;
  if (!IS_OBJ(a[1], OT_TUPLE)) return BI_FALLBACK;
  if ((t = tuple_new(vm, AS_TUPLE(a[1])->len)) == NULL) return -1;
  for (j = 0; j < t->len; j++) {
    int r = op_item(vm, a[0], AS_TUPLE(a[1])->items[j], &t->items[j]);
    if (r) return r < 0 ? -1 : BI_FALLBACK;
  }
  *out = vobj(t);
  return 0;
}

const Builtin operator_natives[] = {
#define X(n, op) {"operator." #n, o_##n, "operator:_py_" #n, -1},
  OP_BINARIES(X) OP_COMPARES(X) OP_UNARIES(X)
#undef X
  {"operator.truth", o_truth, "operator:_py_truth", -1},
  {"operator.not_", o_not_, "operator:_py_not_", -1},
  {"operator._items", o_items, "operator:_py_items", -1},
};
const int operator_natives_n = (int)(sizeof operator_natives / sizeof operator_natives[0]);

/* Is fn one of the operators above?  (functools.reduce calls them itself:
** they run no Python code, make no request and never suspend.) */
bool operator_is_native(Value fn) {
  const char *name;
  if (fn.tag != V_BUILTIN) return false;
  name = native_get((int)fn.u.i)->name;
  return strncmp(name, "operator.", 9) == 0 && name[9] != '_';   /* not _items */
}
