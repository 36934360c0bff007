/*
** traceback.c - the text of an exception's traceback for traceback.py, the
** same text baton prints for an uncaught exception (exc.c).  There are no
** traceback objects: the entries stay inside the exception (code and line
** only), so nothing here reaches a frame or its globals.
*/
#include "lib.h"

static int tb_part(VM *vm, const char *fname, bool frames, Value *a, int n, Tuple *kw,
                   Value *out) {
  Buf b = BUF_INIT;
  if (arg_nokw(vm, fname, kw) || arg_count(vm, fname, n, 1, 1)) return -1;
  if (!IS_OBJ(a[0], OT_EXC))
    return vm_raise(vm, T_TypeError, "%s() argument must be an exception, not %s", fname,
                    val_type_name(a[0]));
  if (exc_format_part(vm, a[0], frames, &b)) {
    buf_free(vm, &b);
    return -1;
  }
  return buf_finish(vm, &b, out);
}

/* traceback._frames(exc): its "  File ..." entries, outermost first */
static int tb_frames(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  return tb_part(vm, "_frames", true, a, n, kw, out);
}

/* traceback._only(exc): the "Type: message" lines under them */
static int tb_only(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  return tb_part(vm, "_only", false, a, n, kw, out);
}

const Builtin traceback_natives[] = {
  {"traceback._frames", tb_frames, NULL, -1},
  {"traceback._only", tb_only, NULL, -1},
};
const int traceback_natives_n = (int)(sizeof traceback_natives / sizeof traceback_natives[0]);
