/*
** enum.c - the natives of the enum module (its Python part: enum.py).
**
** _set_meta attaches the internal metaclass EnumType to Enum (class.h:
** Class.meta); enum.py calls it once at import and deletes the name.
** _base_of gives the builtin value a member of a mixed-in enum wraps
** (IntEnum's int), for str() and format() of ReprEnum members.
*/
#include "lib.h"
#include "../class.h"

const Builtin enum_natives[] = {
  {"enum._set_meta", cls_set_meta, NULL, -1},
  {"enum._base_of", cls_base_of, NULL, -1},
};
const int enum_natives_n = (int)(sizeof enum_natives / sizeof enum_natives[0]);
