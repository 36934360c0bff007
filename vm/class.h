/*
** class.h - user classes, their instances, bound methods, staticmethod /
** classmethod / property wrappers and super (vm/class.c).
**
** A class statement makes a Class: its name, bases, C3 method resolution
** order and namespace dict.  Builtin types stay immediate V_TYPE values; a
** class's MRO may end with some (object, Exception, ...).  Invariants:
**  - mro is a tuple whose first item is the class itself and whose other
**    items are Classes and V_TYPE values, consistent with bases (checked
**    again when a snapshot is restored);
**  - base is the builtin type instances are made of: T_OBJECT (an
**    Instance), an exception type (an Exc whose cls is the class) or one
**    of the builtin types a class may derive from (boxed_type): an
**    Instance whose `base` holds a value of exactly that type;
**  - slots caches, per special method, whether a user class of the MRO
**    defines it (CS_* bits), so that the interpreter asks "does this
**    operand's class define __add__?" with one load; it is recomputed when
**    the class's dict changes through attribute assignment, and version
**    is bumped then (inline caches compare it);
**  - whatever changes a class's dict after the class is made calls
**    class_fix_slots, which also invalidates the VM's attribute lookup
**    cache (vm/mcache.h): class_lookup answers from it.
**  - meta is the class's metaclass when it is not type (NULL): a user
**    class deriving from type (CLASS_META), given by `metaclass=` or
**    inherited from the bases (the most derived one; the prelude's
**    _build_class_py and _type_new compute it as CPython does), or one of
**    the library's (enum's EnumType and abc's ABCMeta, attached to Enum
**    and ABC by the private native _set_meta at import, which also makes
**    them derive from type).  The operations on the class object itself
**    (C[k], iter(C), len(C), x in C, C(v), repr(C), type(C), attributes
**    missing from C's MRO) are served by meta's Python methods as on an
**    instance of meta (user_class answers meta for such a class).  A
**    metaclass has no metaclass of its own.
** User code inside operations runs as pushed frames (interp.c); nothing
** here runs Python code.
*/
#ifndef BT_CLASS_H
#define BT_CLASS_H

#include "vm.h"

/* Special methods with a bit in Class.slots.  X(id, name) */
#define CLASS_SLOTS(X) \
  X(REPR, "__repr__") X(STR, "__str__") X(FORMAT, "__format__") \
  X(HASH, "__hash__") X(EQ, "__eq__") X(NE, "__ne__") X(LT, "__lt__") \
  X(LE, "__le__") X(GT, "__gt__") X(GE, "__ge__") X(BOOL, "__bool__") \
  X(LEN, "__len__") X(ITER, "__iter__") X(NEXT, "__next__") \
  X(CONTAINS, "__contains__") X(GETITEM, "__getitem__") \
  X(SETITEM, "__setitem__") X(DELITEM, "__delitem__") X(CALL, "__call__") \
  X(GETATTR, "__getattr__") X(SETATTR, "__setattr__") \
  X(DELATTR, "__delattr__") X(INIT, "__init__") X(NEW, "__new__") \
  X(ENTER, "__enter__") X(EXIT, "__exit__") X(MISSING, "__missing__") \
  X(INDEX, "__index__") X(REVERSED, "__reversed__") \
  X(GETATTRIBUTE, "__getattribute__") X(NUMERIC, "")

enum {
#define X(id, name) CS_##id##_BIT,
  CLASS_SLOTS(X)
#undef X
  CS__COUNT
};
#define CS(id) (1u << CS_##id##_BIT)

/* Class.h.flags */
#define CLASS_SLOTTED 1   /* every user class of its MRO has __slots__
                             (without "__dict__"): instances take only
                             those attribute names */
#define CLASS_META 2      /* type is in its MRO: a metaclass, whose
                             instances are classes (never Instances) */
#define CLASS_MEMBER 4    /* the prelude's member_descriptor (set when
                             _new_class is handed it; a restored VM sets it
                             again at its first slotted class): its
                             instances in a class's namespace are the
                             __slots__ entries' descriptors, served
                             natively (class.c member_access) */
#define CLASS_HIDES 8     /* its MRO has a library class standing for a C
                             type (obj.c ctype_names) with __slots__: their
                             private entries ('_n') are that library code's
                             own state, absent for other code (class.c
                             class_hidden_name) */
#define CLASS_LIBOWN 16   /* a library class whose instances its natives
                             read and build directly (vm/lib/datetime.c:
                             set by datetime.py's import on its own
                             classes; not saved in snapshots) */
#define CLASS_ACACHED 32  /* an attribute cache entry (ACache) was filled
                             for an instance of it: a change to its
                             namespace ends the caches' epoch (class.c
                             class_changed); not saved in snapshots */
#define CLASS_MCACHED 64  /* the lookup cache (mcache.h) may hold entries
                             keyed by it (the same) */

typedef struct Class {
  Obj h;
  Value name;          /* str */
  Value qualname;      /* str */
  Value bases;         /* tuple of Classes and V_TYPE values */
  Value mro;           /* tuple, see above */
  Dict *dict;          /* the namespace */
  uint32_t slots;      /* CS(...) bits */
  int32_t base;        /* TypeId instances are made of */
  uint64_t version;    /* bumped when dict changes by assignment */
  uint64_t oid;        /* identity number */
  struct Class *meta;  /* the metaclass, NULL for type (see above) */
  Str **layout;        /* the attribute names of its instances in layout
                          mode (vm/attrs.c), in the order of their first
                          stores: distinct texts, at most ATTRS_MAX, only
                          ever appended (an index names one name for the
                          class's life, which the attribute caches use) */
  uint32_t nlayout, caplayout;
} Class;

/* An instance's own attributes are in one of two modes (vm/attrs.c):
**  - layout mode (dict NULL): attribute k is cls->layout[k] = vals[k] for
**    k < nvals, in insertion order; nvals <= capvals and nvals <=
**    cls->nlayout.  vals is the inline array right after the struct (its
**    capacity, the class's layout size when the instance was made, is in
**    the object's size) or, once that is full, a block of its own;
**  - dict mode (dict set, nvals 0): the attributes are the dict, as
**    CPython's; an instance enters it for good when user code asks for
**    its __dict__, deletes an attribute other than the last, or stores
**    names in an order or a number its class's layout cannot hold.
** A plain object() (cls NULL) has no attributes in either mode. */
typedef struct Instance {
  Obj h;
  Class *cls;          /* NULL: a plain object() */
  Dict *dict;          /* dict mode's attributes, NULL in layout mode */
  Value *vals;         /* layout mode's values (see above) */
  uint32_t nvals, capvals;
  uint64_t oid;        /* identity number (id(), hash, fake address) */
  Value base;          /* V_UNDEF, or (cls->base a boxed_type) the builtin
                          value of that exact type the instance wraps: what
                          the builtin operations its class does not
                          override act on */
} Instance;

/* ---- vm/attrs.c: an instance's own attributes ---- */

#define ATTRS_MAX 30        /* names in one class's layout */
#define ATTRS_ABSENT 0x80000000u  /* hint: ATTRS_ABSENT | n, the name is not
                                     among the first n names of the layout */

/* A new instance of c (NULL: object()) with room for c's layout inline.
** NULL with MemoryError. */
Instance *attrs_new_instance(VM *vm, Class *c);
/* The index of name in c's layout (compared by pointer, then by text), or
** -1. */
int32_t attrs_layout_find(const Class *c, const Str *name);
/* obj.name's own value: 1 found (*out), 0 absent.  Never fails. */
int attrs_get(Instance *in, Str *name, Value *out);
/* Store v as in.name (v V_UNDEF: delete it).  0 stored or deleted, 1
** nothing to delete, -1 MemoryError. */
int attrs_set(VM *vm, Instance *in, Str *name, Value v);
/* The instance's attribute dict, switching it to dict mode (for __dict__,
** vars()).  NULL with MemoryError (the instance unchanged). */
Dict *attrs_dict(VM *vm, Instance *in);
/* How many own attributes an instance has in layout mode (its class's
** first layout names), 0 in dict mode: for callers that list them. */
static inline uint32_t attrs_count(const Instance *in) { return in->dict ? 0 : in->nvals; }
/* Release what obj_free must: a separate values block, a class's layout. */
void attrs_free(VM *vm, Instance *in);
void attrs_free_layout(VM *vm, Class *c);
/* A snapshot restore's checks and fills (vm/snapshot.c): c's layout from
** names (strs), in's values; -1 with a reason in *why when they break the
** invariants above (the bytes are hostile). */
int attrs_restore_layout(VM *vm, Class *c, const Value *names, uint32_t n, const char **why);
int attrs_restore_vals(VM *vm, Instance *in, const Value *vals, uint32_t n, const char **why);

/* The index of an instance's own attribute name in layout mode, or -1 when
** it has none of that name; *hint (an attribute cache's idx) guesses it and
** is updated.  The interpreter's fast paths. */
static inline int32_t attrs_index(const Instance *in, const Str *name, uint32_t *hint) {
  const Class *c = in->cls;
  uint32_t h = *hint;
  int32_t ix;
  if (h < in->nvals && c->layout[h] == name) return (int32_t)h;
  if (h == (ATTRS_ABSENT | c->nlayout)) return -1;
  ix = attrs_layout_find(c, name);
  *hint = ix < 0 ? (ATTRS_ABSENT | c->nlayout) : (uint32_t)ix;
  return ix >= 0 && (uint32_t)ix < in->nvals ? ix : -1;
}

/* Builtin types a class may derive from besides object and exceptions. */
static inline bool boxed_type(int t) {
  return t == T_DICT || t == T_LIST || t == T_SET || t == T_TUPLE || t == T_STR ||
         t == T_INT || t == T_FLOAT || t == T_FROZENSET || t == T_BYTES || t == T_COMPLEX ||
         t == T_BYTEARRAY || t == T_ZIP || t == T_ENUMERATE || t == T_REVERSED ||
         t == T_MAP || t == T_FILTER ||
         t == T_PROPERTY || t == T_STATICMETHOD || t == T_CLASSMETHOD;
}

/* A Python function bound to an object (obj.method, or cls.classmethod). */
typedef struct PyMethod {
  Obj h;
  Value func;          /* usually a Func; any callable for classmethods */
  Value self;
} PyMethod;

enum { WRAP_STATIC, WRAP_CLASS, WRAP_PROPERTY };
typedef struct Wrap {
  Obj h;               /* h.flags: WRAP_* */
  Value f;             /* the function (property: fget or None) */
  Value fset, fdel;    /* property only, else None */
  Value doc;           /* property only */
} Wrap;

typedef struct Super {
  Obj h;
  Value type;          /* the class whose successors are searched */
  Value obj;           /* an instance of it, or a subclass */
} Super;

/* A call that an attribute operation needs: fn(args[0..nargs)). */
typedef struct PyCall {
  Value fn;
  Value args[3];
  int nargs;
} PyCall;

#define AS_CLASS(v) ((Class *)(v).u.o)
#define AS_INST(v)  ((Instance *)(v).u.o)

/* The class of a user object (an Instance or an Exc made from a class, or
** a class with an internal metaclass: that metaclass), or NULL: the
** operand is a builtin value and never runs Python code. */
static inline Class *user_class(Value v) {
  if (v.tag != V_OBJ) return NULL;
  if (v.u.o->type == OT_INSTANCE) return ((Instance *)v.u.o)->cls;
  if (v.u.o->type == OT_EXC) return (Class *)((Exc *)v.u.o)->cls;
  if (v.u.o->type == OT_CLASS) return ((Class *)v.u.o)->meta;
  return NULL;
}

/* Does v's class define special method bit `cs` in Python? */
static inline bool user_has(Value v, uint32_t cs) {
  Class *c = user_class(v);
  return c != NULL && (c->slots & cs) != 0;
}

/* v's wrapped builtin value when v is an instance of a subclass of a
** builtin type whose class defines none of the special methods `cs` in
** Python (0: unconditionally); else v itself.  Native operations call it
** on their operands before looking at the type. */
static inline Value unbox_unless(Value v, uint32_t cs) {
  if (v.tag == V_OBJ && v.u.o->type == OT_INSTANCE) {
    Instance *in = (Instance *)v.u.o;
    /* (to iterate, an iterator type's subclass that defines __next__ is
    ** not unwrapped, nor one wrapping a generator (map, filter): it is its
    ** own iterator, stepped by the natives' Python versions) */
    if (in->base.tag != V_UNDEF && !(in->cls->slots & cs) &&
        !((cs & CS(ITER)) && (IS_OBJ(in->base, OT_GEN) ||
                              ((in->cls->slots & CS(NEXT)) && IS_OBJ(in->base, OT_ITER)))))
      return in->base;
  }
  return v;
}
#define vm_unbox(v) unbox_unless((v), 0)

/* The special method names (vm->dunder_names), made with the first
** class (cls_new_class, or a snapshot's): a VM whose program defines no
** class never builds them.  0, or -1 out of memory. */
int class_init(VM *vm);
/* Look name up along c's MRO (class dicts, then builtin types' own
** special methods).  1 found, 0 not. */
int class_lookup(VM *vm, Class *c, Str *name, Value *out);
int class_lookup_slot(VM *vm, Class *c, int bit, Value *out);
/* Fill the inline cache ac of attribute instruction op (OP_GETATTR,
** OP_SETATTR, OP_CALLMETHOD) for name on instance in (vm.h, ACache): what
** in's class gives for it, or AC_NONE.  Runs no Python code, raises
** nothing. */
void class_acache_fill(VM *vm, Instance *in, Str *name, int op, ACache *ac);
/* The special method `name` of builtin type t that user classes inherit
** (object's, exceptions', a builtin base's): 1 found, 0 not, -1 error. */
int class_type_attr(VM *vm, int t, Str *name, Value *out);
/* A builtin type's __mro__, __bases__, __base__ or __module__: 1 found, 0 not,
** -1 error (the type's own, never found through its values). */
int class_type_data(VM *vm, int t, const char *n, Value *out);
/* int.real, float.imag, bool.numerator read from the type: a new
** getset_descriptor (the prelude's), as CPython's type gives: 1 made, 0 not
** such a name, -1 error. */
int class_type_getset(VM *vm, int t, Str *name, Value *out);
void class_fix_slots(VM *vm, Class *c);   /* after its dict changed */
/* The special method `name` defined by a user class of v's MRO (not None;
** a staticmethod unwrapped): true and *fn, or false. */
bool class_takes_no_self(Value v);   /* a class attribute called without self */
bool class_user_method(VM *vm, Value v, const char *name, Value *fn);
/* v is an instance of a user class that is no descriptor (no __get__):
** as a special method it is called without self. */
bool class_plain_callable(VM *vm, Value v);
/* The same for special method bit `bit` (CS_*_BIT), through the lookup
** cache (vm/mcache.h). */
bool class_user_slot(VM *vm, Value v, int bit, Value *fn);
/* The same for a method name that is a Str the VM keeps for good (the
** cache compares names as pointers: vm->dunder_names, vm->binop_strs). */
bool class_user_method_str(VM *vm, Value v, Str *name, Value *fn);
/* A special method as CPython looks it up for with/async with/async for:
** on type(obj) only, bound.  1 found, 0 missing, -1 error. */
int class_special(VM *vm, Value obj, const char *name, Value *out);
extern const char *const binop_names[][3];   /* interp.c: per BIN_* */
/* class(...) for a class with no Python __new__: the new, empty instance
** (a subclass of an immutable builtin type: its value made from args and
** the keyword arguments named by kw, as the type's constructor does). */
int class_alloc(VM *vm, Class *c, Value *args, int nargs, Tuple *kw, Value *out);
bool class_super_method(Value sup, Str *name, Value *fn, Value *self);
/* cls[key]: the __class_getitem__ a user class of c's MRO defines, bound to
** c (1), or 0 when none does; -1 error. */
int class_getitem_hook(VM *vm, Class *c, Value *out);
bool class_is_sub(Value sub, Value base);     /* issubclass for any classes */
bool val_isinstance(Value v, Value cls);
Value val_class(Value v);                     /* type(v): a V_TYPE or a Class */
/* c's name in messages: CPython's tp_name, 'datetime.date' for the library
** classes that are C types there (vm/obj.c), else its __name__. */
const char *class_type_name(Class *c);
/* Is `name` a private __slots__ entry of a library class standing for a C
** type in c's MRO (CLASS_HIDES), asked by code other than the library's? */
bool class_hidden_name(VM *vm, Class *c, const Str *name);
bool class_is_ctype(Class *c);      /* class_type_name names a C type */
const char *class_name(Value cls);            /* __name__ of any class */
/* Attributes of user objects, classes, bound methods, wrappers and super.
** Return 0 (value in *out / done), 1 (Python code must run: pc), -1 error,
** or 2 when obj is none of these (the builtin path applies). */
int class_getattr(VM *vm, Value obj, Str *name, Value *out, PyCall *pc);
int class_setattr(VM *vm, Value obj, Str *name, Value v, PyCall *pc);
int class_repr(VM *vm, Value v, Buf *b);      /* default reprs; 2: not ours */
uint64_t obj_oid(VM *vm, Obj *o);             /* identity number */
/* id(o) as an int: the made-up address reprs show (never a real one) */
int class_addr(VM *vm, Obj *o, unsigned long long *out);
struct IdSlot { Obj *o; uint64_t oid; };
void class_id_forget(VM *vm, Obj *o);         /* o is being freed */
void class_id_free(VM *vm);                   /* the table, at vm_free */
int cls_id(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int bound_new(VM *vm, Value func, Value self, Value *out);
/* The special method bit named by a dunder name, or -1. */
int class_slot_of(VM *vm, Str *name);
size_t class_slot_prefix(const Class *owner, const Str *entry, const char **pre);
int class_slot_attr(VM *vm, const Class *owner, Value entry, Value *out);
int exc_class_name(VM *vm, Value exc, Buf *b, bool qualified);

/* natives (builtin table entries) */
int cls_new_class(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_cell_set(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_super(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_staticmethod(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_classmethod(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_property(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_object(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_object_init(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_object_new(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_object_repr(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
/* Append object.__repr__'s text for instance v ("<mod.Name object at
** 0x...>"), whatever __repr__ its class defines. */
int class_object_repr_buf(VM *vm, Value v, Buf *b);
int cls_object_str(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_object_eq(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_object_ne(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_object_hash(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_object_setattr(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_object_new_any(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_iter_new(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_box_iter(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_type_setattr(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_type_delattr(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_object_delattr(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_object_getattribute(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_object_init_subclass(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_class_getitem(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_type_mro(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_object_format(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_object_dir(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);   /* dir.c */
int cls_exc_init(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_exc_str(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_exc_repr(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_attr_lookup(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_member(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_class_ns(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_class_own(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_is_builtin_type(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_setattr_plain(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_setattr_raw(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_has_user(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_base_of(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
#define BASE_NATIVES(X) X(repr) X(str) X(format) X(hash) X(eq) X(ne) X(lt) X(le) X(gt) \
  X(ge) X(getitem) X(setitem) X(delitem) X(contains) X(len) X(iter) X(getnewargs)
#define X(n) int cls_base_##n(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
BASE_NATIVES(X)
#undef X
int cls_user_slot(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_set_name_items(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_init_subclass_plain(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_meta_plain(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
bool class_is_meta(Value v);
int cls_set_meta(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);   /* enum._set_meta */
/* vm/meta.c: type's methods */
int cls_type_init(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_type_prepare(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_type_subclasses(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_set_mro(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_wrap_init(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_type_instancecheck(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int cls_type_subclasscheck(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
extern const Method property_methods[];
extern const int property_methods_n;

#endif
