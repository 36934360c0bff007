/*
** typing.c - the one native of typing.py: reading a name in the module
** namespace a function or class was defined in, which get_type_hints needs
** to resolve a forward reference ('Node') as CPython does (eval in the
** function's __globals__, or in sys.modules[cls.__module__].__dict__).
**
** Programs cannot reach a namespace as a dict (no __globals__, globals(),
** sys.modules), and this does not give them one: it answers the value of
** one name, only in the program's own namespace or an imported module's,
** where the program could read that name anyway (a global, or an
** attribute of the module).  A function of the prelude, whose namespace
** is none of these, answers nothing.
*/
#include <string.h>
#include "lib.h"

/* the program's globals, or the dict of an imported module; NULL otherwise */
static Dict *known_namespace(VM *vm, Dict *d) {
  size_t pos = 0;
  Value k, m;
  if (d == NULL) return NULL;
  if (d == vm->globals) return d;
  while (vm->modules && dict_next(vm->modules, &pos, &k, &m))
    if (IS_OBJ(m, OT_MODULE) && ((Module *)m.u.o)->dict == d) return d;
  return NULL;
}

/* _ns_value(where, name) -> (value,) or () when where's namespace has no
** such name.  where: a function (its module's namespace), a module, a
** module's name (a class's __module__; '__main__' is the program), or
** None for the builtins. */
static int ty_ns_value(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Dict *ns = NULL;
  Value v;
  Str *name;
  Tuple *t;
  if (arg_nokw(vm, "_ns_value", kw) || arg_count(vm, "_ns_value", nargs, 2, 2)) return -1;
  if (!IS_STR(args[1])) return vm_raise(vm, T_TypeError, "_ns_value: name must be str");
  name = AS_STR(args[1]);
  if (args[0].tag == V_NONE) {
    ns = vm->builtins;
  } else if (IS_OBJ(args[0], OT_FUNC)) {
    ns = known_namespace(vm, ((Func *)args[0].u.o)->globals);
  } else if (IS_OBJ(args[0], OT_MODULE)) {
    ns = ((Module *)args[0].u.o)->dict;
  } else if (IS_STR(args[0])) {
    Str *mod = AS_STR(args[0]);
    if (mod->len == 8 && memcmp(mod->data, "__main__", 8) == 0) ns = vm->globals;
    else if (vm->modules && dict_get_str(vm, vm->modules, mod->data, mod->len, &v) == 1 &&
             IS_OBJ(v, OT_MODULE))
      ns = ((Module *)v.u.o)->dict;
  }
  if (ns == NULL || dict_get_str(vm, ns, name->data, name->len, &v) != 1) {
    if ((t = tuple_new(vm, 0)) == NULL) return -1;
  } else {
    if ((t = tuple_new(vm, 1)) == NULL) return -1;
    t->items[0] = v;
  }
  *out = vobj(t);
  return 0;
}

const Builtin typing_natives[] = {
  {"typing._ns_value", ty_ns_value, NULL, -1},
};
const int typing_natives_n = (int)(sizeof typing_natives / sizeof typing_natives[0]);
