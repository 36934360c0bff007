/*
** unittest.c - the native of the unittest module (its Python part:
** unittest.py).
**
** _main_globals gives unittest.main() the program's namespace, where its
** TestCase classes and setUpModule/tearDownModule live: a copy of the
** program's globals (vm->globals, the __main__ module).  It gives nothing
** new: the program names (and dir() at its top level lists) every one of
** them, and there is no __builtins__ among them.  A copy, so no handle
** writes into the program's namespace; no library module's globals are
** reachable through it.
*/
#include "lib.h"
#include "../dict.h"
#include "../limits.h"

static int ut_main_globals(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Dict *d;
  (void)a;
  if (arg_nokw(vm, "_main_globals", kw) || arg_count(vm, "_main_globals", n, 0, 0)) return -1;
  if (vm_charge(vm, vm->globals->len)) return -1;
  d = dict_copy(vm, vm->globals);
  if (d == NULL) return -1;
  *out = vobj(d);
  return 0;
}

const Builtin unittest_natives[] = {
  {"unittest._main_globals", ut_main_globals, NULL, -1},
};
const int unittest_natives_n = (int)(sizeof unittest_natives / sizeof unittest_natives[0]);
