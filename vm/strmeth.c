/*
** strmeth.c - methods of str.  (Placeholder: being written.)
*/
#include <string.h>
#include "vm.h"
#include "str.h"

static int s_join(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Str *sep = AS_STR(args[0]);
  List *l;
  Buf b = BUF_INIT;
  size_t i;
  if (arg_nokw(vm, "str.join", kw) || arg_count(vm, "str.join", nargs - 1, 1, 1)) return -1;
  if (IS_OBJ(args[1], OT_GEN)) return BI_FALLBACK;
  if (vm_to_list(vm, args[1], &l)) return -1;
  for (i = 0; i < l->len; i++) {
    if (!IS_STR(l->items[i])) {
      buf_free(vm, &b);
      return vm_raise(vm, T_TypeError, "sequence item %zu: expected str instance, %s found",
                      i, val_type_name(l->items[i]));
    }
    if ((i && buf_put(vm, &b, sep->data, sep->len)) ||
        buf_put(vm, &b, AS_STR(l->items[i])->data, AS_STR(l->items[i])->len)) {
      buf_free(vm, &b);
      return -1;
    }
  }
  return buf_finish(vm, &b, out);
}

const Method str_methods[] = {
  {"join", s_join, "_join"},
};
const int str_methods_n = (int)(sizeof str_methods / sizeof str_methods[0]);
