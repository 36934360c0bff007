/*
** abc.c - the natives of the abc module (its Python part: abc.py).
**
** _set_meta attaches the internal metaclass ABCMeta to ABC (class.h:
** Class.meta); abc.py calls it once at import and deletes the name.
** _class_ns(cls) is a copy of a class's namespace (what vars(cls) shows,
** without the mappingproxy whose first use imports types): abc.py and
** io.py read namespaces with it; _class_own(cls, name, missing, builtin)
** reads one entry of it without the copy (class.c).
*/
#include "lib.h"
#include "../class.h"

const Builtin abc_natives[] = {
  {"abc._set_meta", cls_set_meta, NULL, -1},
  {"abc._object_new_any", cls_object_new_any, NULL, -1},
  {"abc._class_ns", cls_class_ns, NULL, -1},
  {"abc._class_own", cls_class_own, NULL, -1},
};
const int abc_natives_n = (int)(sizeof abc_natives / sizeof abc_natives[0]);
