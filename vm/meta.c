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
#include "limits.h"

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

/* type.__subclasses__(cls): the direct subclasses of a class the program
** (or the library) made that are still in the heap, in the order they were
** made (a class is numbered when made, cls_new_class).  Builtin types keep
** theirs closed: the same AttributeError as `object.__subclasses__`.  A
** subclass no longer referenced is listed until the collector frees it
** (CPython too frees classes only in its cycle collector). */
int cls_type_subclasses(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  List *l;
  const Obj *o;
  uint64_t n = 0;
  size_t i, j;
  if (nargs >= 1 && args[0].tag == V_TYPE)
    return vm_raise(vm, T_AttributeError, "type object '%s' has no attribute '__subclasses__'",
                    type_names[args[0].u.i]);
  if (nargs < 1 || !IS_OBJ(args[0], OT_CLASS))
    return vm_raise(vm, T_TypeError, "descriptor '__subclasses__' for 'type' objects doesn't "
                    "apply to a '%s' object", nargs ? val_type_name(args[0]) : "NoneType");
  if (kw && kw->len)
    return vm_raise(vm, T_TypeError, "%s.__subclasses__() takes no keyword arguments",
                    class_name(args[0]));
  if (nargs != 1)
    return vm_raise(vm, T_TypeError, "%s.__subclasses__() takes no arguments (%d given)",
                    class_name(args[0]), nargs - 1);
  gc_settle(vm);   /* no garbage whose bases a stopped sweep freed */
  if ((l = list_new(vm, 0)) == NULL) return -1;
  *out = vobj(l);
  for (o = vm->objects; o; o = o->next, n++) {
    const Tuple *b;
    if (o->type != OT_CLASS || !IS_OBJ(((const Class *)o)->bases, OT_TUPLE)) continue;
    b = AS_TUPLE(((const Class *)o)->bases);
    for (i = 0; i < b->len; i++)
      if (b->items[i].tag == V_OBJ && b->items[i].u.o == args[0].u.o) break;
    if (i < b->len && list_append(vm, l, vobj((Obj *)o))) return -1;
  }
  /* oldest first (few items: insertion sort by identity number) */
  for (i = 1; i < l->len; i++) {
    Value v = l->items[i];
    uint64_t k = obj_oid(vm, v.u.o);
    for (j = i; j > 0 && obj_oid(vm, l->items[j - 1].u.o) > k; j--) l->items[j] = l->items[j - 1];
    l->items[j] = v;
  }
  return vm_charge_items(vm, n);
}

/* _set_mro(cls, seq): a metaclass's own mro() gave seq (a tuple) for cls,
** made by type.__new__ a moment ago (the prelude's _type_new).  CPython's
** checks (classes only, layouts that fit) and baton's invariants, which a
** snapshot restore checks again (class.h): cls first, object last, every
** base and every builtin type of its own C3 order kept (baton has no
** instance layout for an order that drops them). */
int cls_set_mro(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Class *c;
  Tuple *m, *old, *b;
  size_t i, j;
  (void)kw;
  if (nargs != 2 || !IS_OBJ(args[0], OT_CLASS) || !IS_OBJ(args[1], OT_TUPLE))
    return vm_raise(vm, T_SystemError, "bad _set_mro");
  c = AS_CLASS(args[0]);
  m = AS_TUPLE(args[1]);
  old = AS_TUPLE(c->mro);
  b = AS_TUPLE(c->bases);
  for (i = 0; i < m->len; i++) {
    Value k = m->items[i];
    int t;
    if (k.tag != V_TYPE && !IS_OBJ(k, OT_CLASS))
      return vm_raise(vm, T_TypeError, "mro() returned a non-class ('%s')", val_type_name(k));
    t = k.tag == V_TYPE ? (int)k.u.i : AS_CLASS(k)->base;
    if (t != T_OBJECT && !type_is_subtype(c->base, t))
      return vm_raise(vm, T_TypeError, "mro() returned base with unsuitable layout ('%s')",
                      class_name(k));
  }
  for (i = 0; i < old->len; i++) {
    Value k = old->items[i];
    bool need = i == 0 || k.tag == V_TYPE;
    for (j = 0; !need && j < b->len; j++) need = b->items[j].tag == k.tag && b->items[j].u.o == k.u.o;
    if (!need) continue;
    for (j = 0; j < m->len; j++)
      if (m->items[j].tag == k.tag && m->items[j].u.i == k.u.i) break;
    if (j == m->len || (i == 0 && j != 0))
      return vm_raise(vm, T_TypeError, "baton keeps a class first, its bases and the builtin "
                      "types of its C3 order in its mro: %s.mro() left out or moved %s",
                      class_name(args[0]), class_name(k));
  }
  if (m->items[m->len - 1].tag != V_TYPE || m->items[m->len - 1].u.i != T_OBJECT)
    return vm_raise(vm, T_TypeError, "baton keeps object last in a class's mro: %s.mro() "
                    "did not", class_name(args[0]));
  for (i = 1; i < m->len; i++)
    if (m->items[i].tag == V_OBJ && m->items[i].u.o == &c->h)
      return vm_raise(vm, T_TypeError, "baton keeps a class once in its own mro: %s.mro() "
                      "repeated it", class_name(args[0]));
  c->mro = args[1];
  class_fix_slots(vm, c);
  *out = VNONE;
  return 0;
}
