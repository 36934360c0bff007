/*
** scope.c - globals(), locals() and the scope that dir() and vars() with
** no argument list: the namespace of the program code that called them.
**
** "The caller" is the innermost frame running program code: library
** modules' and the prelude's code is skipped, so a library function written in
** Python that calls a function it was handed (functools.partial(globals),
** iter(locals, 0), a defaultdict's factory) shows the program's own
** namespace, as CPython's C versions of those do, never the library
** module's.  globals() is the module's namespace dict itself: stores into
** it define globals, as in CPython.  locals() in a function is a new dict
** of the variables bound at that moment (cells' contents included); in a
** class body it is the namespace being filled (R[0]); at module level it
** is globals().  Nothing here runs Python code.
*/
#include <string.h>
#include "vm.h"
#include "class.h"
#include "dict.h"

/* Library modules' code is named "<lib NAME>" (vm/lib/lib.c). */
bool scope_library_code(const Code *co) {
  return (co->flags & CODE_HIDDEN) ||
         (IS_STR(co->filename) && strncmp(AS_STR(co->filename)->data, "<lib ", 5) == 0);
}

Frame *scope_frame(VM *vm) {
  uint32_t i;
  for (i = vm->nframes; i > 0; i--)
    if (!scope_library_code(vm->frames[i - 1].code)) return &vm->frames[i - 1];
  return NULL;
}

/* The library module whose code is running, as "<lib NAME>" names it
** (*len its length), or NULL for a program's code.  The prelude's helpers
** (what a builtin falls back to) and the types module's (a class
** __dict__'s mappingproxy) act for their caller: the first frame under
** them says. */
const char *scope_library_module(VM *vm, size_t *len) {
  uint32_t i;
  for (i = vm->nframes; i > 0; i--) {
    const Code *co = vm->frames[i - 1].code;
    const Str *fn = IS_STR(co->filename) ? AS_STR(co->filename) : NULL;
    if (fn && (strcmp(fn->data, "<prelude>") == 0 || strcmp(fn->data, "<lib types>") == 0))
      continue;
    if (fn == NULL || fn->len < 6 || strncmp(fn->data, "<lib ", 5) != 0) return NULL;
    *len = fn->len - 6;
    return fn->data + 5;
  }
  return NULL;
}
/* A class body's frame: one parameter, named as no variable can be (the
** compiler's ".0"), holding the namespace dict. */
static bool class_body(VM *vm, const Frame *f) {
  const Tuple *vn = AS_TUPLE(f->code->varnames);
  return f->code->nargs == 1 && (vn->len == 0 || !scope_var_name(vn->items[0])) &&
         IS_OBJ(vm->stack[f->base], OT_DICT);
}

/* Is register name k a variable's (not a compiler temporary's)? */
bool scope_var_name(Value k) {
  const char *s;
  if (!IS_STR(k)) return false;
  s = AS_STR(k)->data;
  return s[0] == '_' || ((s[0] | 32) >= 'a' && (s[0] | 32) <= 'z') || (unsigned char)s[0] >= 0x80;
}

/* The caller's namespace as dir() and locals() see it: *d the dict
** (module globals, a class body's namespace; 1 returned), or 0 for a
** function, whose variables each_local lists. */
int scope_dict(VM *vm, Dict **d) {
  Frame *f = scope_frame(vm);
  if (f == NULL) { *d = vm->globals; return 1; }
  if (f->func == NULL) { *d = f->globals; return 1; }
  if (class_body(vm, f)) { *d = AS_DICT(vm->stack[f->base]); return 1; }
  return 0;
}

/* Register i of f as locals() lists it: 0 done (or unbound), -1 error. */
static int add_local(VM *vm, const Frame *f, uint32_t i, Dict *into) {
  const Tuple *vn = AS_TUPLE(f->code->varnames);
  Value r, k;
  if (i >= vn->len || i >= f->code->nregs) return 0;
  r = vm->stack[f->base + i];
  k = vn->items[i];
  if (IS_OBJ(r, OT_CELL)) r = ((Cell *)r.u.o)->v;
  if (r.tag == V_UNDEF || !scope_var_name(k)) return 0;
  return dict_set(vm, into, k, r);
}

/* In CPython's order: the positional parameters, the keyword-only ones,
** *args, **kwargs (registers: positional, *args, keyword-only, **kwargs),
** then the other variables. */
int scope_locals(VM *vm, Dict *into) {
  const Frame *f = scope_frame(vm);
  const Code *co = f->code;
  uint32_t np = co->nargs, va = (co->flags & CODE_VARARGS) ? 1 : 0,
           vk = (co->flags & CODE_VARKW) ? 1 : 0, nk = co->nkwonly, i;
  uint32_t nparams = np + va + nk + vk;
  for (i = 0; i < np; i++)
    if (add_local(vm, f, i, into)) return -1;
  for (i = 0; i < nk; i++)
    if (add_local(vm, f, np + va + i, into)) return -1;
  if ((va && add_local(vm, f, np, into)) || (vk && add_local(vm, f, np + va + nk, into)))
    return -1;
  for (i = nparams; i < co->nregs; i++)
    if (add_local(vm, f, i, into)) return -1;
  return 0;
}

int bi_globals(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Frame *f = scope_frame(vm);
  (void)args;
  if (arg_nokw(vm, "globals", kw)) return -1;
  if (nargs) return vm_raise(vm, T_TypeError, "globals() takes no arguments (%d given)", nargs);
  *out = vobj(f ? f->globals : vm->globals);
  return 0;
}

int bi_locals(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Dict *d;
  (void)args;
  if (arg_nokw(vm, "locals", kw)) return -1;
  if (nargs) return vm_raise(vm, T_TypeError, "locals() takes no arguments (%d given)", nargs);
  if (scope_dict(vm, &d)) { *out = vobj(d); return 0; }
  if ((d = dict_new(vm)) == NULL) return -1;
  *out = vobj(d);   /* (no collection runs inside a native) */
  return scope_locals(vm, d);
}
