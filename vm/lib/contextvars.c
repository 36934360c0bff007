/*
** contextvars.c - the current context of the contextvars module (its
** Python part: contextvars.py), one per fiber.
**
** A context is a cell: a one-item list holding a dict (ContextVar ->
** value) that is never changed once made (ContextVar.set puts a new dict
** in the cell).  The running fiber's cell is vm->ctx, a parked task's is
** its Fiber's ctx; V_UNDEF (or None) is the empty context no variable was
** set in yet.  A task starts with a new cell holding the dict its creator
** had (ctx_copy, called by async.c's task_new): CPython's copy_context()
** at create_task, so a task sees what was set before it was made and its
** own sets stay its own.  Nothing here runs Python code.
*/
#include "lib.h"

/* A new cell holding cell c's dict; V_UNDEF for the empty context. */
int ctx_copy(VM *vm, Value c, Value *out) {
  List *n;
  *out = VUNDEF;
  if (!IS_OBJ(c, OT_LIST) || AS_LIST(c)->len != 1) return 0;
  n = list_new(vm, 1);
  if (n == NULL || list_append(vm, n, AS_LIST(c)->items[0])) return -1;
  *out = vobj(n);
  return 0;
}

/* _cell(create) -> the running fiber's cell; None if it has none and
** create is false, else a new cell holding an empty dict. */
static int cv_cell(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  List *l;
  Dict *d;
  if (arg_nokw(vm, "_cell", kw) || arg_count(vm, "_cell", n, 1, 1)) return -1;
  if (IS_OBJ(vm->ctx, OT_LIST)) { *out = vm->ctx; return 0; }
  if (!vm_truthy(a[0])) { *out = VNONE; return 0; }
  l = list_new(vm, 1);
  if (l == NULL) return -1;
  *out = vobj(l);   /* reachable from the caller's result slot */
  d = dict_new(vm);
  if (d == NULL || list_append(vm, l, vobj(d))) return -1;
  vm->ctx = *out;
  return 0;
}

/* _swap(cell) -> the running fiber's cell (None if none), which becomes
** cell (a list, or None: the empty context).  Context.run brackets a
** call with two swaps. */
static int cv_swap(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "_swap", kw) || arg_count(vm, "_swap", n, 1, 1)) return -1;
  if (!IS_OBJ(a[0], OT_LIST) && a[0].tag != V_NONE)
    return vm_raise(vm, T_TypeError, "_swap() expects a context cell");
  *out = IS_OBJ(vm->ctx, OT_LIST) ? vm->ctx : VNONE;
  vm->ctx = a[0].tag == V_NONE ? VUNDEF : a[0];
  return 0;
}

const Builtin contextvars_natives[] = {
  {"contextvars._cell", cv_cell, NULL, -1},
  {"contextvars._swap", cv_swap, NULL, -1},
};
const int contextvars_natives_n = (int)(sizeof contextvars_natives / sizeof contextvars_natives[0]);
