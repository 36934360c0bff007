/*
** sys.c - the program's standard streams, the exception being handled and
** getsizeof.
**
** sys.stdout and sys.stderr (sys.py) are objects whose write() calls
** sys._write(fd, s): fd 1 is print's output (vm_print), fd 2 the host's
** stderr stream (vm_print_stderr).  sys.__stdout__/__stderr__ keep the
** originals; a program may replace sys.stdout (contextlib.redirect_stdout
** does), and print() without file= then writes to the replacement, as in
** CPython.  print asks sys_print_target, which costs one lookup in
** vm->modules while sys is not imported.
*/
#include <string.h>
#include "lib.h"
#include "../class.h"

/* sys's module dict, or NULL when the program has not imported sys. */
static Dict *sys_dict(VM *vm) {
  Value m;
  if (vm->modules == NULL || dict_get_str(vm, vm->modules, "sys", 3, &m) != 1 ||
      !IS_OBJ(m, OT_MODULE))
    return NULL;
  return ((Module *)m.u.o)->dict;
}

static bool sys_is(VM *vm, Dict *d, const char *name, Value f) {
  Value v;
  return dict_get_str(vm, d, name, strlen(name), &v) == 1 && v.tag == V_OBJ && f.tag == V_OBJ &&
         v.u.o == f.u.o;
}

/* Where print(..., file=file) writes: 1 the host's stdout, 2 its stderr,
** 0 file.write (a replaced sys.stdout for file None, or any other file). */
int sys_print_target(VM *vm, Value file) {
  Dict *d = sys_dict(vm);
  Value cur;
  if (file.tag == V_UNDEF || file.tag == V_NONE) {
    if (d == NULL || dict_get_str(vm, d, "stdout", 6, &cur) != 1) return 1;
    return sys_is(vm, d, "__stdout__", cur) ? 1 : sys_is(vm, d, "__stderr__", cur) ? 2 : 0;
  }
  if (d == NULL) return 0;
  return sys_is(vm, d, "__stdout__", file) ? 1 : sys_is(vm, d, "__stderr__", file) ? 2 : 0;
}

/* _sys_stdout() (for the prelude's print): False while print writes to
** the host, else the object that replaced sys.stdout (None too). */
/* sys.get_int_max_str_digits(): the digit limit of int<->str conversions
** in base 10 (and int() in other bases that are not powers of two), 0 for
** none.  sys.py keeps it in the one-element list _int_max_str_digits, so it
** lives in the program's heap and snapshots carry it; while sys is not
** imported (or the list was tampered with) it is CPython's default. */
size_t sys_int_max_str_digits(VM *vm) {
  Dict *d = sys_dict(vm);
  Value v;
  if (d != NULL && dict_get_str(vm, d, "_int_max_str_digits", 19, &v) == 1 &&
      IS_OBJ(v, OT_LIST) && AS_LIST(v)->len == 1 && AS_LIST(v)->items[0].tag == V_INT &&
      AS_LIST(v)->items[0].u.i >= 0)
    return (size_t)AS_LIST(v)->items[0].u.i;
  return 4300;
}

int sys_stdout_file(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Dict *d = sys_dict(vm);
  (void)a;
  if (arg_nokw(vm, "_sys_stdout", kw) || arg_count(vm, "_sys_stdout", n, 0, 0)) return -1;
  if (sys_print_target(vm, VUNDEF) != 0 || d == NULL ||
      dict_get_str(vm, d, "stdout", 6, out) != 1)
    *out = vbool(false);
  return 0;
}

/* sys._write(fd, s): s (a str) to the host's stdout (1) or stderr (2). */
static int sys_write(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Str *s;
  if (arg_nokw(vm, "_write", kw) || arg_count(vm, "_write", n, 2, 2)) return -1;
  if (a[0].tag != V_INT || (a[0].u.i != 1 && a[0].u.i != 2) || !IS_STR(a[1]))
    return vm_raise(vm, T_TypeError, "_write(fd, s): fd 1 or 2, s a str");
  s = AS_STR(a[1]);
  if ((a[0].u.i == 1 ? vm_print : vm_print_stderr)(vm, s->data, s->len)) return -1;
  *out = VNONE;
  return 0;
}

/* sys.exception(): the exception being handled, or None. */
static int sys_exception(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  (void)a;
  if (arg_nokw(vm, "exception", kw) || arg_count(vm, "exception", n, 0, 0)) return -1;
  *out = IS_OBJ(vm->handled, OT_EXC) ? vm->handled : VNONE;
  return 0;
}

/* sys.exc_info(): (type, value, traceback) of the exception being
** handled, or (None, None, None). */
static int sys_exc_info(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Tuple *t;
  (void)a;
  if (arg_nokw(vm, "exc_info", kw) || arg_count(vm, "exc_info", n, 0, 0)) return -1;
  if ((t = tuple_new(vm, 3)) == NULL) return -1;
  if (IS_OBJ(vm->handled, OT_EXC)) {
    t->items[0] = val_class(vm->handled);
    t->items[1] = vm->handled;
    t->items[2] = AS_EXC(vm->handled)->tb ? vobj(AS_EXC(vm->handled)->tb) : VNONE;
  }
  *out = vobj(t);
  return 0;
}

/* sys.getsizeof(obj[, default]): the bytes obj itself takes in baton's
** memory accounting (its block, and the item storage of a list, dict, set
** or bytearray; not the objects it refers to), so sizes compare within
** baton but are not CPython's.  A value held in a slot (None, bool, int,
** float, a type) takes one Value.  No user __sizeof__ is asked. */
static int sys_getsizeof(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  static const char *const names[] = {"object", "default"};
  Value opt[2];
  Obj *o;
  size_t size;
  int i;
  if (arg_kw(vm, "getsizeof", a, n, kw, names, 2, opt)) return -1;
  if (n > 2) return vm_raise(vm, T_TypeError, "getsizeof() takes at most 2 arguments (%d given)", n);
  for (i = 0; i < n; i++) opt[i] = a[i];
  if (opt[0].tag == V_UNDEF)
    return vm_raise(vm, T_TypeError, "getsizeof() missing required argument 'object' (pos 1)");
  if (opt[0].tag != V_OBJ) { *out = vint((int64_t)sizeof(Value)); return 0; }
  o = opt[0].u.o;
  size = obj_size(o);
  switch (o->type) {
  case OT_LIST: size += ((List *)o)->cap * sizeof(Value); break;
  case OT_DICT: size += ((Dict *)o)->cap * sizeof(DictEntry) + ((Dict *)o)->nindex * sizeof(int32_t); break;
  case OT_SET: case OT_FROZENSET: size += (((Set *)o)->mask + 1) * sizeof(SetEntry); break;
  case OT_BYTEARRAY: size += ((ByteArray *)o)->cap; break;
  default: break;
  }
  *out = vint((int64_t)size);
  return 0;
}

/* sys._depth(limit) from sys.setrecursionlimit (which checked the int):
** the Python call depth becomes limit, but never more than the host's
** (vm->depth_host), so a program may lower it and raise it back, not
** past what the host gave.  As CPython, a limit at or below the depth now
** is a RecursionError. */
static int sys_depth(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  int64_t limit;
  uint32_t depth = vm->nframes;   /* (CPython counts the builtin's call too) */
  if (arg_nokw(vm, "_depth", kw) || arg_count(vm, "_depth", n, 1, 1)) return -1;
  if (a[0].tag != V_INT || a[0].u.i < 1) return vm_raise(vm, T_ValueError, "bad limit");
  limit = a[0].u.i;
  if (limit <= (int64_t)depth)
    return vm_raise(vm, T_RecursionError,
                    "cannot set the recursion limit to %lld at the recursion depth %u: "
                    "the limit is too low", (long long)limit, (unsigned)depth);
  if (vm->depth_host == 0) vm->depth_host = vm->lim.max_depth;
  vm->lim.max_depth = limit < (int64_t)vm->depth_host ? (uint32_t)limit : vm->depth_host;
  *out = VNONE;
  return 0;
}

const Builtin sys_natives[] = {
  {"sys.getsizeof", sys_getsizeof, NULL, -1},
  {"sys._write", sys_write, NULL, -1},
  {"sys.exception", sys_exception, NULL, -1},
  {"sys.exc_info", sys_exc_info, NULL, -1},
  {"sys._depth", sys_depth, NULL, -1},
};
const int sys_natives_n = (int)(sizeof sys_natives / sizeof sys_natives[0]);
