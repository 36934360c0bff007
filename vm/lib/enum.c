/*
** enum.c - the natives of the enum module (its Python part: enum.py).
**
** _set_meta attaches the internal metaclass EnumType to Enum (class.h:
** Class.meta); enum.py calls it once at import and deletes the name.
** _base_of gives the builtin value a member of a mixed-in enum wraps
** (IntEnum's int), for str() and format() of ReprEnum members.
** _export_main(d) is global_enum's write of an enum's members into the
** program's namespace (vm->globals, the __main__ module), used only for
** enums the program defines: str keys not starting with '__' only (names
** the program could assign itself; never __builtins__ and friends); no
** other module's globals are reachable.  enum.py keeps it in a closure.
*/
#include "lib.h"
#include "../class.h"
#include "../limits.h"

static int enum_export_main(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Dict *d;
  if (arg_nokw(vm, "_export_main", kw) || arg_count(vm, "_export_main", n, 1, 1)) return -1;
  if (!IS_OBJ(a[0], OT_DICT)) return vm_raise(vm, T_TypeError, "_export_main() needs a dict");
  d = AS_DICT(a[0]);
  if (vm_charge(vm, d->nentries)) return -1;
  for (size_t i = 0; i < d->nentries; i++) {
    DictEntry *e = &d->entries[i];
    Str *name;
    if (!IS_STR(e->key)) continue;
    name = AS_STR(e->key);
    if (name->len >= 2 && name->data[0] == '_' && name->data[1] == '_') continue;
    if (dict_set(vm, vm->globals, e->key, e->value)) return -1;
  }
  *out = VNONE;
  return 0;
}

const Builtin enum_natives[] = {
  {"enum._set_meta", cls_set_meta, NULL, -1},
  {"enum._base_of", cls_base_of, NULL, -1},
  {"enum._object_new_any", cls_object_new_any, NULL, -1},
  {"enum._export_main", enum_export_main, NULL, -1},
};
const int enum_natives_n = (int)(sizeof enum_natives / sizeof enum_natives[0]);
