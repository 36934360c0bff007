/*
** inspect.c - the natives of the inspect module (its Python part:
** inspect.py).
**
** _params(f) tells inspect.signature a Python function's parameters
** without giving the program its code object: the names in CPython's
** co_varnames order and the counts that shape them.  Nothing else of the
** code (constants, instructions, globals) leaves this file.
*/
#include <string.h>
#include "lib.h"

/* _params(f) -> (names, nposonly, nargs, nkwonly, varargs, varkw, kind):
** names = positional parameters, keyword-only ones, then *args' and
** **kwargs' names (when present); varargs/varkw are bools; kind is
** 0 function, 1 generator, 2 coroutine, 3 async generator.  Anything but
** a Python function: None. */
static int inspect_params(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Code *co;
  Tuple *names, *t, *vn;
  bool va, vk;
  int npos, nkwo, total, i, j = 0, kind;
  if (arg_nokw(vm, "_params", kw) || arg_count(vm, "_params", n, 1, 1)) return -1;
  if (!IS_OBJ(a[0], OT_FUNC)) { *out = VNONE; return 0; }
  co = ((Func *)a[0].u.o)->code;
  va = (co->flags & CODE_VARARGS) != 0;
  vk = (co->flags & CODE_VARKW) != 0;
  npos = co->nargs;
  nkwo = co->nkwonly;
  total = npos + nkwo + va + vk;
  vn = IS_OBJ(co->varnames, OT_TUPLE) ? AS_TUPLE(co->varnames) : NULL;
  if (vn == NULL || (int)vn->len < total)
    return vm_raise(vm, T_SystemError, "_params: a function without parameter names");
  names = tuple_new(vm, (size_t)total);
  if (names == NULL) return -1;
  /* registers: positional, *args, keyword-only, **kwargs (vm/interp.c bind_args) */
  for (i = 0; i < npos; i++) names->items[j++] = vn->items[i];
  for (i = 0; i < nkwo; i++) names->items[j++] = vn->items[npos + va + i];
  if (va) names->items[j++] = vn->items[npos];
  if (vk) names->items[j++] = vn->items[npos + va + nkwo];
  t = tuple_new(vm, 7);
  if (t == NULL) return -1;
  kind = (co->flags & CODE_COROUTINE) ? ((co->flags & CODE_GENERATOR) ? 3 : 2)
       : (co->flags & CODE_GENERATOR) ? 1 : 0;
  t->items[0] = vobj(names);
  t->items[1] = vint(co->nposonly);
  t->items[2] = vint(npos);
  t->items[3] = vint(nkwo);
  t->items[4] = vbool(va);
  t->items[5] = vbool(vk);
  t->items[6] = vint(kind);
  *out = vobj(t);
  return 0;
}

/* _tool(f) -> None for anything but a host tool; else (params, defaults,
** kwdefaults, annotations, is_async): params is what _params gives for the
** function the tool's signature was compiled into (None for a tool
** declared without one, which takes any arguments), the other three that
** function's (annotations None when it has none, else their texts).  The function itself
** stays inside the VM: it is not the program's, and snapshots rebuild it
** from the tool's text. */
static int inspect_tool(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Tool *t;
  Func *fn;
  Tuple *res;
  Value params = VNONE, defaults = VNONE, kwdefaults = VNONE, ann = VNONE;
  if (arg_nokw(vm, "_tool", kw) || arg_count(vm, "_tool", n, 1, 1)) return -1;
  if (a[0].tag != V_TOOL) { *out = VNONE; return 0; }
  t = &vm->tools[a[0].u.i];
  if (t->binder.tag == V_NONE && t->signature.tag != V_NONE) {
    if (vm_tool_bind(vm, (uint32_t)a[0].u.i)) return -1;
    t = &vm->tools[a[0].u.i];
  }
  if (IS_OBJ(t->binder, OT_FUNC)) {
    fn = (Func *)t->binder.u.o;
    if (inspect_params(vm, &t->binder, 1, NULL, &params)) return -1;
    defaults = fn->defaults;
    kwdefaults = fn->kwdefaults;
    if (fn->meta && dict_get_str(vm, fn->meta, "__annotations__", 15, &ann) != 1) ann = VNONE;
  }
  res = tuple_new(vm, 5);
  if (res == NULL) return -1;
  res->items[0] = params;
  res->items[1] = defaults;
  res->items[2] = kwdefaults;
  res->items[3] = ann;
  res->items[4] = vbool((t->flags & TOOL_ASYNC) != 0);
  *out = vobj(res);
  return 0;
}

/* _gen_state(g, coro) -> 0 created, 1 suspended, 2 running, 3 closed: the
** state of a generator (coro false) or coroutine (coro true), as
** getgeneratorstate/getcoroutinestate name it; None for anything else
** (an async generator is neither).  Only the state leaves: gi_frame and
** cr_frame stay closed (vm/gen.c). */
static int inspect_gen_state(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  bool coro;
  if (arg_nokw(vm, "_gen_state", kw) || arg_count(vm, "_gen_state", n, 2, 2)) return -1;
  coro = vm_truthy(a[1]);
  if (coro ? !val_is_coro(a[0]) : !IS_OBJ(a[0], OT_GEN)) { *out = VNONE; return 0; }
  *out = vint(((const Gen *)a[0].u.o)->state);
  return 0;
}

const Builtin inspect_natives[] = {
  {"inspect._params", inspect_params, NULL, -1},
  {"inspect._tool", inspect_tool, NULL, -1},
  {"inspect._gen_state", inspect_gen_state, NULL, -1},
};
const int inspect_natives_n = (int)(sizeof inspect_natives / sizeof inspect_natives[0]);
