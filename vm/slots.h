/*
** slots.h - the special methods of builtin types (int.__add__,
** dict.__setitem__, object.__init__, ...) as Python sees them (vm/slots.c).
**
** Each is a native with a stable name ("int.__add__"), reached as a
** V_BUILTIN whose id lies in the slot range (SLOT_NATIVE(i)): an immediate
** value, so class lookups that find one cache it and pay nothing per call.
** Its kind says how CPython shows it: a slot wrapper
** (<slot wrapper '__add__' of 'int' objects>, bound: a method-wrapper), a
** method descriptor (<method '__getitem__' of 'list' objects>), a static
** __new__ or the classmethod __init_subclass__ (built-in methods of the
** type).  Calling one checks the receiver's type as CPython does, then runs
** the operation on the receiver's builtin value (a subclass instance's
** wrapped value); operand types the operation does not know give
** NotImplemented, never user code: these natives run no Python code
** (a fallback to the prelude, as for any native, where they need it).
*/
#ifndef BT_SLOTS_H
#define BT_SLOTS_H

#include "vm.h"

enum { SK_WRAP, SK_METH, SK_NEW, SK_CLASS, SK_NONE };

/* Native ids of the slot range: above every builtin and module native
** (LIB_NATIVE ids stay below it up to 239 modules), and within the 24 bits
** the snapshot loader keeps for an id. */
#define SLOT_NATIVE_BASE (0xF0 << 16)
#define SLOT_NATIVE(i) (SLOT_NATIVE_BASE + (i))
static inline bool slot_is(Value v) {
  return v.tag == V_BUILTIN && v.u.i >= SLOT_NATIVE_BASE;
}

const Builtin *slot_native(int id);      /* NULL when id is out of range */
int slot_native_find(const char *name, size_t len);   /* id, or -1 */
int slot_native_count(void);
/* The special method `name` of builtin type t, its own or inherited from
** its builtin bases (bool's __add__ is int's): 1 and *out (a slot native,
** or None for the __hash__ of mutable types), 0 when t has none; t's own
** only unless inherit (an MRO walk meets the bases itself, and a user
** class's bases may come between them).  type's are what metaclasses
** inherit (vm/meta.c). */
int slot_lookup(VM *vm, int t, Str *name, bool inherit, Value *out);
/* Is v type.__call__ (interp.c call_at instantiates its argument)? */
bool slot_is_type_call(Value v);
int slot_kind(Value v);                  /* SK_* of a slot native */
int slot_owner(Value v);                 /* TypeId the method belongs to */
/* reprs: the unbound native (v), and bound to self (a method-wrapper or
** built-in method); addr is the fake address shown for self. */
int slot_repr(VM *vm, Value v, Buf *b);
int slot_bound_repr(VM *vm, Value v, Value self, unsigned long long addr, Buf *b);

#endif
