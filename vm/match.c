/*
** match.c - native checks of the match statement (see match.h).
**
** None of these runs Python code: __match_args__ is looked up in class
** dicts only (no metaclasses, so no class-level properties), and
** isinstance of a user class is a walk of its MRO.
*/
#include <string.h>
#include "match.h"
#include "class.h"

bool match_kind(Value v, int kind) {
  if (kind == 1) return val_isinstance(v, vtype(T_DICT));
  return val_isinstance(v, vtype(T_LIST)) || val_isinstance(v, vtype(T_TUPLE)) ||
         val_isinstance(v, vtype(T_RANGE));
}

static bool match_is_class(Value cls) {
  return cls.tag == V_TYPE || IS_OBJ(cls, OT_CLASS);
}

int match_isinstance(VM *vm, Value v, Value cls) {
  if (!match_is_class(cls))
    return vm_raise(vm, T_TypeError, "called match pattern must be a type");
  return val_isinstance(v, cls) ? 1 : 0;
}

/* The builtin types whose instances a single positional pattern matches
** whole (CPython's _Py_TPFLAGS_MATCH_SELF), and their subclasses. */
static bool match_self_type(Value t) {
  static const int self_types[] = {T_BOOL, T_BYTEARRAY, T_BYTES, T_DICT, T_FLOAT,
                                   T_FROZENSET, T_INT, T_LIST, T_SET, T_STR, T_TUPLE};
  size_t i;
  if (t.tag != V_TYPE) return false;
  for (i = 0; i < sizeof self_types / sizeof self_types[0]; i++)
    if (t.u.i == self_types[i]) return true;
  return false;
}

static bool match_self(Value cls) {
  Tuple *m;
  size_t i;
  if (cls.tag == V_TYPE) return match_self_type(cls);
  m = AS_TUPLE(AS_CLASS(cls)->mro);
  for (i = 0; i < m->len; i++)
    if (match_self_type(m->items[i])) return true;
  return false;
}

int match_args(VM *vm, Value cls, int npos, Value kw, Value *out) {
  Value ma = VNONE, name;
  Tuple *t, *names = NULL;
  size_t nkw = IS_OBJ(kw, OT_TUPLE) ? AS_TUPLE(kw)->len : 0, allowed, i;
  bool self = false, found = false;
  if (IS_OBJ(cls, OT_CLASS)) {
    if (str_newc(vm, "__match_args__", &name)) return -1;
    found = class_lookup(vm, AS_CLASS(cls), AS_STR(name), &ma) == 1;
  }
  if (found) {
    if (!IS_OBJ(ma, OT_TUPLE))
      return vm_raise(vm, T_TypeError, "%s.__match_args__ must be a tuple (got %s)",
                      class_name(cls), val_type_name(ma));
    names = AS_TUPLE(ma);
    allowed = names->len;
  } else {
    self = match_self(cls);
    allowed = self ? 1 : 0;
  }
  if (allowed < (size_t)npos)
    return vm_raise(vm, T_TypeError, "%s() accepts %d positional sub-pattern%s (%d given)",
                    class_name(cls), (int)allowed, allowed == 1 ? "" : "s", npos);
  t = tuple_new(vm, (size_t)npos + nkw);
  if (t == NULL) return -1;
  for (i = 0; i < (size_t)npos; i++) {
    if (self) continue;          /* item 0 stays None: the subject itself */
    if (!IS_STR(names->items[i]))
      return vm_raise(vm, T_TypeError, "__match_args__ elements must be strings (got %s)",
                      val_type_name(names->items[i]));
    t->items[i] = names->items[i];
  }
  for (i = 0; i < nkw; i++) t->items[(size_t)npos + i] = AS_TUPLE(kw)->items[i];
  *out = vobj(t);
  return 0;
}

int match_dup(VM *vm, Value cls, Value names, int i) {
  Tuple *t = AS_TUPLE(names);
  Value v = t->items[i];
  int j;
  if (!IS_STR(v)) return 0;
  for (j = 0; j < i; j++) {
    if (IS_STR(t->items[j]) && str_eq(AS_STR(t->items[j]), AS_STR(v))) {
      Value r;
      if (vm_repr(vm, v, &r)) return -1;
      return vm_raise(vm, T_TypeError, "%s() got multiple sub-patterns for attribute %s",
                      class_name(cls), AS_STR(r)->data);
    }
  }
  return 0;
}
