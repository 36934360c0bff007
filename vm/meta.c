/*
** meta.c - the methods of `type` that metaclasses inherit (slots.c rows
** TYPE__*): __init__, __prepare__, __instancecheck__, __subclasscheck__.
**
** A metaclass is a user class deriving from type (class.h, CLASS_META);
** the classes it makes carry it in Class.meta.  What makes and calls
** classes runs Python code, so it is not here: type.__new__ is the
** prelude's _type_new (it runs __set_name__ and __init_subclass__) and
** type.__call__ is intercepted by the interpreter's call_at, which then
** instantiates the class as a call of it does, skipping the metaclass's
** own __call__ (interp.c class_call).  These natives run no Python code.
*/
#include "vm.h"
#include "class.h"

/* type.__init__(cls, *args, **kw): checks what CPython's checks, does
** nothing (type.__new__ did the work). */
int cls_type_init(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  (void)args;
  if (kw && kw->len && nargs == 2)
    return vm_raise(vm, T_TypeError, "type.__init__() takes no keyword arguments");
  if (nargs != 2 && nargs != 4)
    return vm_raise(vm, T_TypeError, "type.__init__() takes 1 or 3 arguments");
  *out = VNONE;
  return 0;
}

/* type.__prepare__(name, bases, **kw), a classmethod: a new empty dict,
** whatever it is given. */
int cls_type_prepare(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Dict *d;
  (void)args; (void)nargs; (void)kw;
  if ((d = dict_new(vm)) == NULL) return -1;
  *out = vobj(d);
  return 0;
}

static int type_check_args(VM *vm, const char *name, int nargs, Tuple *kw) {
  if (kw && kw->len) return vm_raise(vm, T_TypeError, "%s() takes no keyword arguments", name);
  if (nargs != 2)
    return vm_raise(vm, T_TypeError, "%s() takes exactly one argument (%d given)", name, nargs - 1);
  return 0;
}

/* type.__instancecheck__(cls, obj): the plain check, no hook asked. */
int cls_type_instancecheck(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (type_check_args(vm, "__instancecheck__", nargs, kw)) return -1;
  *out = vbool(val_isinstance(args[1], args[0]));
  return 0;
}

/* type.__subclasscheck__(cls, sub) */
int cls_type_subclasscheck(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (type_check_args(vm, "__subclasscheck__", nargs, kw)) return -1;
  if (args[1].tag != V_TYPE && !IS_OBJ(args[1], OT_CLASS))
    return vm_raise(vm, T_TypeError, "issubclass() arg 1 must be a class");
  *out = vbool(class_is_sub(args[1], args[0]));
  return 0;
}
