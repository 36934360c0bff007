/*
** interp.c - the dispatch loop, calls, generators and exception unwinding.
**
** One loop runs every frame: a call to a Python function pushes a Frame
** and reloads the loop's cached state (load_frame); a return pops it.  The
** C stack depth never depends on the Python call depth.  Native builtins
** run to completion and never call back into Python; where one needs
** Python code (a key function, a generator argument) it returns BI_FALLBACK
** and the loop calls the builtin's prelude version (written in Python)
** with the same arguments instead.
**
** Cached state: f (current frame), code, K, pc (pointer into code->code)
** and R (registers; vm->stack + f->base).  SAVEPC stores pc in the frame
** before anything that can raise, call, or collect garbage; RELOAD
** recomputes R after anything that can grow vm->stack.
*/
#include <string.h>
#include <math.h>
#include "vm.h"
#include "str.h"
#include "bigint.h"
#include "dict.h"
#include "limits.h"
#include "class.h"
#include "mcache.h"
#include "match.h"
#include "slots.h"
#include "../grammar/ast.h"

#if defined(__GNUC__) && !defined(BT_NO_COMPUTED_GOTO)
#define BT_COMPUTED_GOTO 1
#else
#define BT_COMPUTED_GOTO 0
#endif

/* ---- stack and frames ---- */

static int ensure_stack(VM *vm, size_t need) {
  size_t nc, i;
  Value *ns;
  if (need <= vm->stack_cap) return 0;
  nc = mem_grow_cap(vm->stack_cap, need, sizeof(Value));
  if (nc == 0) return vm_nomem(vm);
  ns = mem_realloc(&vm->mem, vm->stack, vm->stack_cap * sizeof(Value),
                   nc * sizeof(Value));
  if (ns == NULL) return vm_nomem(vm);
  for (i = vm->stack_cap; i < nc; i++) ns[i] = VUNDEF;
  vm->stack = ns;
  vm->stack_cap = nc;
  return 0;
}

/* A new frame's fields: code runs from its start with registers at base,
** its result going to stack[ret]. */
static inline void frame_set(VM *vm, Frame *f, Code *code, Func *fn, uint32_t base,
                             uint32_t ret, int kind) {
  f->code = code;
  f->func = fn;
  f->gen = NULL;
  f->base = base;
  f->pc = 0;
  f->ret = ret;
  f->kind = (uint8_t)kind;
  f->made_gen = 0;
  f->dflt = VUNDEF;
  f->handled = vm->handled;
  f->globals = fn ? fn->globals : vm->globals;
}

static Frame *push_frame(VM *vm, Code *code, Func *fn, uint32_t base,
                         uint32_t ret, int kind) {
  Frame *f;
  if (vm->nframes >= vm->lim.max_depth) {
    vm_raise(vm, T_RecursionError, "maximum recursion depth exceeded");
    return NULL;
  }
  if (vm->nframes == vm->frames_cap) {
    /* tasks start small: there may be thousands */
    uint32_t nc = vm->frames_cap ? vm->frames_cap * 2 : vm->cur ? 4 : 16;
    Frame *nf = mem_realloc(&vm->mem, vm->frames, vm->frames_cap * sizeof(Frame),
                            nc * sizeof(Frame));
    if (nf == NULL) { vm_nomem(vm); return NULL; }
    vm->frames = nf;
    vm->frames_cap = nc;
  }
  if (ensure_stack(vm, (size_t)base + code->nregs + 1)) return NULL;
  if (code->lazy && codeimg_ensure(vm, code)) return NULL;   /* its first run */
  f = &vm->frames[vm->nframes++];
  frame_set(vm, f, code, fn, base, ret, kind);
  return f;
}

/* What a generator's `born` says of the current frame (see Gen). */
static inline uintptr_t frame_id(const VM *vm) {
  const Frame *f = &vm->frames[vm->nframes - 1];
  return f->gen ? (uintptr_t)f->gen : vm->nframes;
}

/* CALL's fast path: a plain Python function (no generator, *args, **kw,
** keyword-only or cell parameters, its closure whole, its body decoded:
** Code.lazy) called with exactly
** its positional parameters, which sit at stack[base..base+nargs), with
** room for its frame and registers and for one more step of the budget. */
static inline bool fast_call_ok(const VM *vm, const Func *fo, uint32_t base, int nargs) {
  const Code *co = fo->code;
  return !(co->flags & (CODE_GENERATOR | CODE_COROUTINE | CODE_VARARGS | CODE_VARKW)) &&
         co->nargs == nargs &&
         (co->nfree == 0 || (IS_OBJ(fo->closure, OT_TUPLE) &&
                             AS_TUPLE(fo->closure)->len == co->nfree)) &&
         co->nkwonly == 0 && co->ncellparams == 0 && !co->lazy && vm->nframes < vm->frames_cap &&
         vm->nframes < vm->lim.max_depth && (size_t)base + co->nregs + 1 <= vm->stack_cap &&
         vm->budget > 1;
}

/* Push that frame (fast_call_ok held), its result going to stack[ret].
** The step is the caller's to charge, as after call_at. */
static inline void fast_call(VM *vm, Func *fo, uint32_t base, int nargs, uint32_t ret) {
  Code *co = fo->code;
  Value *NR = vm->stack + base;
  int k;
  values_undef(NR + nargs, (size_t)(co->nregs - nargs));
  for (k = 0; k < co->nfree; k++) NR[co->freebase + k] = AS_TUPLE(fo->closure)->items[k];
  frame_set(vm, &vm->frames[vm->nframes++], co, fo, base, ret, FR_CALL);
}

static int corrupt(VM *vm);
static int gen_call(VM *vm, uint32_t ret);
static void gen_leave(VM *vm, Frame *f, bool done, uint32_t pc);
static int bind_args(VM *vm, Func *fn, uint32_t base, int nargs, Tuple *kwnames);

/* ---- argument binding ---- */

static const char *fname(VM *vm, Func *fn) {
  return func_qualname(vm, fn);
}

static int names_list(VM *vm, Buf *b, Code *co, const int *idx, int n) {
  int i;
  for (i = 0; i < n; i++) {
    Str *s = AS_STR(AS_TUPLE(co->varnames)->items[idx[i]]);
    if (i > 0) {
      if (n > 2) { if (buf_put(vm, b, ", ", 2)) return -1; }
      else if (buf_put(vm, b, " ", 1)) return -1;
      if (i == n - 1 && buf_put(vm, b, "and ", 4)) return -1;
    }
    if (buf_printf(vm, b, "'%s'", s->data)) return -1;
  }
  return 0;
}

static int missing_error(VM *vm, Func *fn, const int *idx, int n, bool kwonly) {
  Buf b = BUF_INIT;
  Value msg;
  if (buf_printf(vm, &b, "%s() missing %d required %s argument%s: ", fname(vm, fn),
                 n, kwonly ? "keyword-only" : "positional", n == 1 ? "" : "s") ||
      names_list(vm, &b, fn->code, idx, n) || buf_finish(vm, &b, &msg)) {
    buf_free(vm, &b);
    return -1;
  }
  return vm_raise_value(vm, T_TypeError, msg);
}

static int too_many_error(VM *vm, Func *fn, int given, int nkwgiven) {
  Code *co = fn->code;
  int ndef = fn->defaults.tag == V_OBJ ? (int)AS_TUPLE(fn->defaults)->len : 0;
  char takes[96], kwpart[96] = "";
  if (ndef)
    snprintf(takes, sizeof takes, "from %d to %d positional arguments",
             co->nargs - ndef, co->nargs);
  else
    snprintf(takes, sizeof takes, "%d positional argument%s", co->nargs,
             co->nargs == 1 ? "" : "s");
  if (nkwgiven)
    snprintf(kwpart, sizeof kwpart, " positional argument%s (and %d keyword-only argument%s)",
             given == 1 ? "" : "s", nkwgiven, nkwgiven == 1 ? "" : "s");
  return vm_raise(vm, T_TypeError, "%s() takes %s but %d%s %s given", fname(vm, fn),
                  takes, given, kwpart, given == 1 && !nkwgiven ? "was" : "were");
}

/* Every positional-only parameter given by keyword, in parameter order. */
static int posonly_error(VM *vm, Func *fn, Tuple *kwnames) {
  Code *co = fn->code;
  Buf b = BUF_INIT;
  Value msg;
  int j, n = 0;
  size_t i;
  if (buf_printf(vm, &b, "%s() got some positional-only arguments passed as keyword "
                 "arguments: '", fname(vm, fn)))
    goto fail;
  for (j = 0; j < co->nposonly; j++) {
    Str *p = AS_STR(AS_TUPLE(co->varnames)->items[j]);
    for (i = 0; i < kwnames->len; i++)
      if (str_eq(p, AS_STR(kwnames->items[i]))) break;
    if (i == kwnames->len) continue;
    if ((n++ && buf_put(vm, &b, ", ", 2)) || buf_put(vm, &b, p->data, p->len)) goto fail;
  }
  if (buf_putc(vm, &b, '\'') || buf_finish(vm, &b, &msg)) goto fail;
  return vm_raise_value(vm, T_TypeError, msg);
fail:
  buf_free(vm, &b);
  return -1;
}

/* Arguments are at stack[base .. base+nargs+nkw); leave the frame's
** registers laid out as parameters, the rest unbound. */
static int bind_args(VM *vm, Func *fn, uint32_t base, int nargs, Tuple *kwnames) {
  Code *co = fn->code;
  int nkw = kwnames ? (int)kwnames->len : 0;
  int npos = co->nargs, i, j;
  Value *R;
  Value kwv_small[16], *kwv = kwv_small;
  int varargs = (co->flags & CODE_VARARGS) ? npos : -1;
  int kwstart = npos + (varargs >= 0);
  int varkw = (co->flags & CODE_VARKW) ? kwstart + co->nkwonly : -1;
  int ndef, missing[256], nmissing = 0, r = -1;
  Tuple *extra = NULL;

  if (ensure_stack(vm, (size_t)base + co->nregs + (size_t)nargs + (size_t)nkw + 1))
    return -1;
  R = vm->stack + base;
  if (nkw == 0 && nargs == npos && varargs < 0 && varkw < 0 && co->nkwonly == 0) {
    values_undef(R + npos, (size_t)(co->nregs - npos));
    goto cells;
  }
  if (nkw > 16) {
    kwv = mem_alloc(&vm->mem, (size_t)nkw * sizeof(Value));
    if (kwv == NULL) return vm_nomem(vm);
  }
  for (i = 0; i < nkw; i++) kwv[i] = R[nargs + i];
  /* too many positional arguments are reported after the keywords are
  ** checked, as CPython's initialize_locals does */
  if (nargs > npos && varargs >= 0) {
    extra = tuple_new(vm, (size_t)(nargs - npos));
    if (extra == NULL) goto out;
    for (i = npos; i < nargs; i++) extra->items[i - npos] = R[i];
  }
  i = nargs < npos ? nargs : npos;
  values_undef(R + i, (size_t)(co->nregs - i));
  if (varargs >= 0) {
    if (extra == NULL && (extra = tuple_new(vm, 0)) == NULL) goto out;
    R[varargs] = vobj(extra);
  }
  if (varkw >= 0) {
    Dict *d = dict_new(vm);
    if (d == NULL) goto out;
    R[varkw] = vobj(d);
  }
  for (i = 0; i < nkw; i++) {
    Str *k = AS_STR(kwnames->items[i]);
    int found = -1;
    for (j = co->nposonly; j < npos && found < 0; j++)
      if (str_eq(k, AS_STR(AS_TUPLE(co->varnames)->items[j]))) found = j;
    for (j = kwstart; j < kwstart + co->nkwonly && found < 0; j++)
      if (str_eq(k, AS_STR(AS_TUPLE(co->varnames)->items[j]))) found = j;
    if (found >= 0) {
      if (R[found].tag != V_UNDEF) {
        vm_raise(vm, T_TypeError, "%s() got multiple values for argument '%s'",
                 fname(vm, fn), k->data);
        goto out;
      }
      R[found] = kwv[i];
    } else if (varkw >= 0) {
      if (dict_set(vm, AS_DICT(R[varkw]), kwnames->items[i], kwv[i])) goto out;
    } else {
      for (j = 0; j < co->nposonly; j++)
        if (str_eq(k, AS_STR(AS_TUPLE(co->varnames)->items[j]))) break;
      if (j < co->nposonly)
        posonly_error(vm, fn, kwnames);
      else
        vm_raise(vm, T_TypeError, "%s() got an unexpected keyword argument '%s'",
                 fname(vm, fn), k->data);
      goto out;
    }
  }
  if (nargs > npos && varargs < 0) {
    int nkwonly_given = 0;
    for (j = kwstart; j < kwstart + co->nkwonly; j++) nkwonly_given += R[j].tag != V_UNDEF;
    too_many_error(vm, fn, nargs, nkwonly_given);
    goto out;
  }
  ndef = fn->defaults.tag == V_OBJ ? (int)AS_TUPLE(fn->defaults)->len : 0;
  for (j = 0; j < npos; j++) {
    if (R[j].tag != V_UNDEF) continue;
    if (j >= npos - ndef) R[j] = AS_TUPLE(fn->defaults)->items[j - (npos - ndef)];
    else if (nmissing < 256) missing[nmissing++] = j;
  }
  if (nmissing) { missing_error(vm, fn, missing, nmissing, false); goto out; }
  for (j = kwstart; j < kwstart + co->nkwonly; j++) {
    if (R[j].tag != V_UNDEF) continue;
    if (fn->kwdefaults.tag == V_OBJ) {
      int g = dict_get(vm, AS_DICT(fn->kwdefaults), AS_TUPLE(co->varnames)->items[j], &R[j]);
      if (g < 0) goto out;
      if (g) continue;
    }
    if (nmissing < 256) missing[nmissing++] = j;
  }
  if (nmissing) { missing_error(vm, fn, missing, nmissing, true); goto out; }
  r = 0;
out:
  if (kwv != kwv_small) mem_free(&vm->mem, kwv, (size_t)nkw * sizeof(Value));
  if (r) return r;
cells:
  for (i = 0; i < co->ncellparams; i++) {
    Cell *c = obj_new(vm, OT_CELL, sizeof(Cell));
    if (c == NULL) return -1;
    R = vm->stack + base;
    c->v = R[co->cellparams[i]];
    R[co->cellparams[i]] = vobj(c);
  }
  if (co->nfree) {
    Tuple *cl;
    if (!IS_OBJ(fn->closure, OT_TUPLE) || AS_TUPLE(fn->closure)->len != co->nfree)
      return corrupt(vm);
    cl = AS_TUPLE(fn->closure);
    for (i = 0; i < co->nfree; i++) R[co->freebase + i] = cl->items[i];
  }
  return 0;
}

/* ---- calling ---- */

/* Prelude generators that stand for builtin iterator types (each kind is
** one snapshot.c gen_flag_ok accepts). */
static int vm_gen_type(Code *co) {
  const char *n = AS_STR(co->name)->data;
  if (strcmp(n, "map") == 0) return T_MAP;
  if (strcmp(n, "filter") == 0) return T_FILTER;
  if (strcmp(n, "zip") == 0) return T_ZIP;
  if (strcmp(n, "enumerate") == 0) return T_ENUMERATE;
  if (strcmp(n, "reversed") == 0) return T_REVERSED;
  if (strcmp(n, "callable_iterator") == 0) return T_CALLABLE_ITER;
  if (strcmp(n, "_seqiter") == 0) return T_SEQ_ITER;
  if (strcmp(n, "_yf_gen") == 0 || strcmp(n, "_yf_nothrow") == 0)
    return 0;   /* stands for a user iterator: send, throw */
  return T_GENERATOR;
}

static int call_type(VM *vm, int t, Value *args, int nargs, Tuple *kwnames,
                     Value *out) {
  if (t >= T_FIRST_EXC) {
    if (exc_construct(vm, t, args, nargs, out)) return -1;
    return exc_init_kw(vm, *out, args + nargs, kwnames, type_names[t]);
  }
  if (t == T_NONE || t == T_ELLIPSIS || t == T_NOTIMPL) {
    /* the type of a singleton gives the singleton */
    if (nargs || (kwnames && kwnames->len))
      return vm_raise(vm, T_TypeError, "%s takes no arguments",
                      t == T_NONE ? "NoneType" : t == T_ELLIPSIS ? "EllipsisType"
                                                                 : "NotImplementedType");
    if (t == T_NONE) *out = VNONE;
    else if (t == T_NOTIMPL) *out = vnotimpl();
    else { out->tag = V_ELLIPSIS; out->u.i = 0; }
    return 0;
  }
  if (vm_type_ctor(vm, t) < 0)
    return vm_raise(vm, T_TypeError, "cannot create '%s' instances", type_names[t]);
  return vm_call_native(vm, vbuiltin(vm->type_ctor[t]), args, nargs, kwnames, out);
}

int vm_call_native(VM *vm, Value fn, Value *args, int nargs, Tuple *kwnames,
                   Value *out) {
  const Builtin *b = native_get((int)fn.u.i);
  return b->fn(vm, args, nargs, kwnames, out);
}

/* Record a request of tool number `tool` (UINT32_MAX: a sleep, see
** BT_SLEEP_TOOL) with arguments args/kwargs.  An async request (fut) is
** completed through its future; a sync one stores its result in
** stack[ret] of the calling fiber. */
static int request_add(VM *vm, uint32_t tool, List *args, Dict *kwargs, uint32_t ret,
                       Future *fut) {
  Frame *f = vm->nframes ? &vm->frames[vm->nframes - 1] : NULL;
  Request *rq;
  if (vm->nreqs == vm->capreqs) {
    uint32_t nc = vm->capreqs ? vm->capreqs * 2 : 4;
    Request *nr = mem_realloc(&vm->mem, vm->reqs, vm->capreqs * sizeof(Request),
                              nc * sizeof(Request));
    if (nr == NULL) return vm_nomem(vm);
    vm->reqs = nr;
    vm->capreqs = nc;
  }
  rq = &vm->reqs[vm->nreqs++];
  rq->id = ++vm->next_id;
  rq->tool = tool;
  rq->state = REQ_PENDING;
  rq->line = f && f->pc ? f->code->pos[f->pc - 1].line : 0;
  rq->ret = ret;
  rq->fut = fut ? &fut->h : NULL;
  rq->task = fut ? NULL : vm->cur;
  rq->args = vobj(args);
  rq->kwargs = vobj(kwargs);
  rq->result = VNONE;
  rq->host = NULL;
  if (fut) fut->req = rq->id;
  vm_req_note(vm, vm->nreqs - 1);
  return 0;
}

/* The kwargs of a request without keyword arguments: one shared empty
** dict, so a plain call allocates no dict (vm->nokw). */
static Dict *no_kwargs(VM *vm) {
  Dict *d;
  if (IS_OBJ(vm->nokw, OT_DICT)) return AS_DICT(vm->nokw);
  d = dict_new(vm);
  if (d) vm->nokw = vobj(d);
  return d;
}

/* A sleep request (asyncio.sleep, timeouts): *out is its future. */
int vm_request_new(VM *vm, uint32_t tool, Value *args, int nargs, Value *out) {
  List *l = list_new(vm, (size_t)nargs);
  Dict *kw = no_kwargs(vm);
  Future *fut = future_new(vm, FUT_TOOL);
  int i;
  if (l == NULL || kw == NULL || fut == NULL) return -1;
  for (i = 0; i < nargs; i++) l->items[i] = args[i];
  l->len = (size_t)nargs;
  if (request_add(vm, tool, l, kw, 0, fut)) return -1;
  *out = vobj(fut);
  return 0;
}

/* A call of a host tool: record a request (returns 2: the loop hands it
** to the host).  A sync call suspends its fiber until the host answers;
** an async one returns a future at once.  With a signature, the
** arguments are bound as CPython binds a call of `def name(signature)`
** and passed by parameter name. */
static int tool_call(VM *vm, uint32_t a, int nargs, Tuple *kwnames) {
  Tool *t = &vm->tools[vm->stack[a].u.i];
  uint32_t tool = (uint32_t)vm->stack[a].u.i;
  Future *fut = NULL;
  List *args;
  Dict *kwargs;
  int i;
  if (vm->lim.max_calls && vm->calls >= vm->lim.max_calls) {
    vm->limit_hit = true;
    vm->limit_kind = LIMIT_CALLS;
    return -1;
  }
  if (t->binder.tag == V_NONE && t->signature.tag != V_NONE) {   /* (vm_tool_add) */
    if (vm_tool_bind(vm, tool)) return -1;
    t = &vm->tools[tool];
  }
  kwargs = IS_OBJ(t->binder, OT_FUNC) || kwnames ? dict_new(vm) : no_kwargs(vm);
  if (kwargs == NULL) return -1;
  if (IS_OBJ(t->binder, OT_FUNC)) {
    Func *fn = (Func *)t->binder.u.o;
    Code *co = fn->code;
    int np = co->nargs + co->nkwonly + ((co->flags & CODE_VARARGS) ? 1 : 0) +
             ((co->flags & CODE_VARKW) ? 1 : 0);
    if (bind_args(vm, fn, a + 1, nargs, kwnames)) return -1;
    args = list_new(vm, 0);
    if (args == NULL) return -1;
    int ndef = IS_OBJ(fn->defaults, OT_TUPLE) ? (int)AS_TUPLE(fn->defaults)->len : 0;
    for (i = 0; i < np; i++) {
      Value v = vm->stack[a + 1 + i];
      if ((t->flags & TOOL_OMIT_NONE) && v.tag == V_NONE && i < co->nargs &&
          i >= co->nargs - ndef &&
          AS_TUPLE(fn->defaults)->items[i - (co->nargs - ndef)].tag == V_NONE)
        continue;
      if ((t->flags & TOOL_OMIT_NONE) && (co->flags & CODE_VARKW) && i == np - 1 &&
          IS_OBJ(v, OT_DICT)) {
        /* a schema's names that are not Python names: top-level keys */
        if (dict_merge(vm, kwargs, v, NULL)) return -1;
        continue;
      }
      if (dict_set(vm, kwargs, AS_TUPLE(co->varnames)->items[i], v)) return -1;
    }
  } else {
    size_t nk = kwnames ? kwnames->len : 0, k;
    args = vm->args_free;
    if (args != NULL && args->cap >= (size_t)nargs) vm->args_free = NULL;
    else args = list_new(vm, (size_t)nargs);
    if (args == NULL) return -1;
    vm->args_made = args;
    for (i = 0; i < nargs; i++) args->items[i] = vm->stack[a + 1 + i];
    args->len = (size_t)nargs;
    for (k = 0; k < nk; k++)
      if (dict_set(vm, kwargs, kwnames->items[k], vm->stack[a + 1 + (size_t)nargs + k]))
        return -1;
  }
  if (t->flags & TOOL_ASYNC) {
    fut = future_new(vm, FUT_TOOL);
    if (fut == NULL) return -1;
    fut->name = t->name;
  }
  if (request_add(vm, tool, args, kwargs, a, fut)) return -1;
  vm->calls++;
  vm->stack[a] = fut ? vobj(fut) : VNONE;
  return 2;
}

/* time.sleep (a native returned BI_SLEEP with the delay): a sync request
** of BT_SLEEP_TOOL, answered by the host as asyncio.sleep's; the fiber
** waits for it and the host's answer (None) is the call's result. */
static int sleep_call(VM *vm, uint32_t a, Value delay) {
  List *l = list_new(vm, 1);
  Dict *kw = no_kwargs(vm);
  if (l == NULL || kw == NULL) return -1;
  l->items[0] = delay;
  l->len = 1;
  if (request_add(vm, UINT32_MAX, l, kw, a, NULL)) return -1;
  vm->stack[a] = VNONE;
  return 2;
}

/* Call of the class at stack[a] with *nargs arguments: 0 (the instance
** is in stack[a]), 1 (its __init__ frame was pushed: FR_INIT stores the
** instance), 4 (stack[a] became the prelude's _construct, or the class's
** __new__, to call with the class inserted as first argument: a class with
** a Python __new__). */
/* class_call's 4: fn in stack[a] in place of the class c, which becomes
** its first argument */
static int call_with_class(VM *vm, uint32_t a, int *nargs, int nkw, Class *c, Value fn) {
  if (ensure_stack(vm, (size_t)a + (size_t)*nargs + (size_t)nkw + 3)) return -1;
  vcopy(vm->stack + a + 2, vm->stack + a + 1, (size_t)*nargs + (size_t)nkw);
  vm->stack[a + 1] = vobj(c);
  vm->stack[a] = fn;
  (*nargs)++;
  return 4;
}

static int class_call(VM *vm, uint32_t a, int *nargs, Tuple *kwnames) {
  Class *c = AS_CLASS(vm->stack[a]);
  Value inst, init;
  int nkw = kwnames ? (int)kwnames->len : 0;
  if ((c->slots & (CS(NEW) | CS(INIT))) == CS(NEW) &&
      (c->base == T_OBJECT || c->base == T_TUPLE || c->base == T_STR || c->base == T_INT ||
       c->base == T_FLOAT || c->base == T_FROZENSET || c->base == T_BYTES)) {
    /* a Python __new__ and no __init__ but object's or an immutable base's,
    ** which ignore the arguments (datetime, namedtuple, Fraction): the
    ** call is __new__(cls, ...) itself, a plain function call */
    Value nf;
    if (class_lookup_slot(vm, c, CS_NEW_BIT, &nf)) {
      if (IS_OBJ(nf, OT_WRAP) && nf.u.o->flags == WRAP_STATIC) nf = ((Wrap *)nf.u.o)->f;
      /* (a library's native __new__ too: timedelta's) */
      if (IS_OBJ(nf, OT_FUNC) || (nf.tag == V_BUILTIN && !slot_is(nf)))
        return call_with_class(vm, a, nargs, nkw, c, nf);
    }
  }
  if ((c->slots & CS(NEW)) || (c->base != T_OBJECT && c->base < T_FIRST_EXC) ||
      (c->h.flags & CLASS_META)) {
    /* a Python __new__, a subclass of a builtin type or a metaclass: the
    ** prelude's _construct calls __new__ then __init__ (the base type's
    ** fills the wrapped value; type's makes a class) */
    Value pf;
    if (prelude_get(vm, "_construct", &pf, a + (uint32_t)*nargs + (uint32_t)nkw + 3)) return -1;
    return call_with_class(vm, a, nargs, nkw, c, pf);
  }
  if (class_alloc(vm, c, vm->stack + a + 1, *nargs, kwnames, &inst)) return -1;
  if ((c->slots & CS(INIT)) && class_lookup_slot(vm, c, CS_INIT_BIT, &init) &&
      IS_OBJ(init, OT_FUNC)) {
    Func *fn = (Func *)init.u.o;
    Frame *f;
    if (fn->code->flags & (CODE_GENERATOR | CODE_COROUTINE))
      return vm_raise(vm, T_TypeError, "__init__() should return None, not '%s'",
                      fn->code->flags & CODE_GENERATOR ? "generator" : "coroutine");
    if (ensure_stack(vm, (size_t)a + (size_t)*nargs + (size_t)nkw + 3)) return -1;
    vcopy(vm->stack + a + 2, vm->stack + a + 1, (size_t)*nargs + (size_t)nkw);
    vm->stack[a + 1] = inst;
    vm->stack[a] = init;
    if (bind_args(vm, fn, a + 1, *nargs + 1, kwnames)) return -1;
    f = push_frame(vm, fn->code, fn, a + 1, a, FR_INIT);
    if (f == NULL) return -1;
    f->dflt = inst;
    return 1;
  }
  if (*nargs || nkw) {
    if (c->base >= T_FIRST_EXC) {
      if (nkw)
        return vm_raise(vm, T_TypeError, "%s() takes no keyword arguments", AS_STR(c->name)->data);
    } else if (c->slots & CS(INIT)) {
      /* an __init__ that is not a Python function */
      return vm_raise(vm, T_TypeError, "%s.__init__ is not a Python function (not supported)",
                      AS_STR(c->name)->data);
    } else {
      return vm_raise(vm, T_TypeError, "%s() takes no arguments", AS_STR(c->name)->data);
    }
  }
  vm->stack[a] = inst;
  return 0;
}

/* May a native that failed for want of Python code (want_py) hand its call
** to its Python version `fb`, called from code?  Not from the prelude's
** own code, whose fallbacks call the natives back (a loop), except for
** the `_ht_` functions, which never do (vm/lib/prelude_ht.py). */
static bool fallback_ok(const char *fb, const Code *code) {
  const char *own;
  if (fb == NULL) return false;
  if (!(code->flags & CODE_HIDDEN) || strncmp(fb, "_ht_", 4) == 0) return true;
  /* library code may fall back to a prelude version other than its own
  ** (map(repr, objs) in the prelude's map): never a function to itself */
  if (!IS_STR(code->name)) return false;
  own = AS_STR(code->name)->data;
  while (*own == '_') own++;
  while (*fb == '_') fb++;
  return strcmp(own, fb) != 0;
}

#define NATIVE_AGAIN 5

/* The native at stack[a] failed wanting an int where one of its arguments
** (from the from-th on: not a self it was given) has a Python __index__
** (vm->index_want, vm_not_index): the call becomes the prelude's
** _ht_index_retry(native, that argument, the arguments...), which calls
** __index__ and the native again with its result.  A bound method given
** its self among the arguments goes as the unbound one.  Returns 1 when
** the call was so rewritten (*nargs counts the two added), 0 when the
** error stands, -1 on a new error. */
static int index_retry(VM *vm, uint32_t a, int *nargs, Tuple *kwnames, int from) {
  Value want = vm->index_want, fn = vm->stack[a], pf;
  uint32_t n = (uint32_t)*nargs + (kwnames ? (uint32_t)kwnames->len : 0), k;
  vm->index_want = VUNDEF;
  for (k = (uint32_t)from; k < n; k++)
    if (vm->stack[a + 1 + k].tag == V_OBJ && vm->stack[a + 1 + k].u.o == want.u.o) break;
  if (k == n) return 0;
  vm->exc = VUNDEF;
  if (from) {
    BMethod *bm = obj_new(vm, OT_BMETHOD, sizeof(BMethod));
    if (bm == NULL) return -1;
    bm->self = VUNDEF;
    bm->method = ((BMethod *)fn.u.o)->method;
    fn = vobj(bm);
  }
  if (prelude_get_const(vm, "_ht_index_retry", &pf, a + n + 3) ||
      ensure_stack(vm, (size_t)a + n + 3))
    return -1;
  vcopy(vm->stack + a + 3, vm->stack + a + 1, n);
  vm->stack[a] = pf;
  vm->stack[a + 1] = fn;
  vm->stack[a + 2] = want;
  *nargs += 2;
  return 1;
}

/* A native called at stack[a] returned r (its result out): store the
** result, or act on the other returns as call_at says, or (NATIVE_AGAIN)
** put the native's prelude version `fallback` in stack[a], to be called
** with the same arguments instead: BI_FALLBACK, or a native that met a
** user object whose special method is Python code (not from the prelude
** itself, which would loop). */
static int native_done(VM *vm, uint32_t a, int r, Value out, const char *fallback,
                       const char *what, uint32_t fb_above) {
  if (r < 0 && r != BI_FALLBACK && vm->want_py) {
    Frame *cf = &vm->frames[vm->nframes - 1];
    vm->want_py = false;
    if (fallback_ok(fallback, cf->code)) {
      vm->exc = VUNDEF;
      r = BI_FALLBACK;
    } else if (fallback && cf->func) {
      /* called by library code, as map() or a sort calls a key function
      ** given to it: the Python version too, unless the caller is that
      ** very function (it would call itself) */
      Value pf, exc = vm->exc;
      Func *caller = cf->func;
      vm->exc = VUNDEF;
      if (prelude_get(vm, fallback, &pf, fb_above)) return -1;
      if (!IS_OBJ(pf, OT_FUNC) || (Func *)pf.u.o != caller) {
        vm->stack[a] = pf;
        return NATIVE_AGAIN;
      }
      vm->exc = exc;
    }
  }
  if (r == BI_FALLBACK) {
    Value pf;
    if (fallback == NULL) return vm_raise(vm, T_SystemError, "no fallback for %s", what);
    if (prelude_get_const(vm, fallback, &pf, fb_above)) return -1;
    vm->stack[a] = pf;
    return NATIVE_AGAIN;
  }
  if (r == BI_SUSPEND) return 3;
  if (r == BI_REQUEST) { vm->stack[a] = out; return 2; }
  if (r == BI_SLEEP) return sleep_call(vm, a, out);
  if (r == BI_RESUME) return gen_call(vm, a);
  if (r < 0) return -1;
  vm->stack[a] = out;
  return 0;
}

/* Call the value at stack[a] with arguments stack[a+1 ..].  Returns 0 when
** the result is already in stack[a], 1 when a Python frame was pushed (the
** loop must reload), 2 when a request was made for the host, 3 when the
** fiber must wait (the call runs again when it resumes), -1 on error. */
static int call_at(VM *vm, uint32_t a, int nargs, Tuple *kwnames, int kind) {
  Value fn = vm->stack[a];
  Value out;
  int r;
  uint32_t hops = 0;   /* selves inserted (bound methods, callable instances) */
  /* a prelude function compiled on the way runs above the arguments */
  uint32_t above = a + 2 + (uint32_t)nargs + (kwnames ? (uint32_t)kwnames->len : 0);
  for (;;) {
    if (IS_OBJ(fn, OT_WRAP) && fn.u.o->flags == WRAP_STATIC) {
      fn = vm->stack[a] = ((Wrap *)fn.u.o)->f;   /* staticmethod(f)(...) is f(...) */
      continue;
    }
    if (fn.tag == V_OBJ && fn.u.o->type >= OT_CLASS) {
      /* bound methods and callable instances: insert self; classes */
      Value self;
      if (fn.u.o->type == OT_METHOD) {
        self = ((PyMethod *)fn.u.o)->self;
        fn = ((PyMethod *)fn.u.o)->func;
      } else if ((fn.u.o->type == OT_INSTANCE || fn.u.o->type == OT_CLASS) &&
                 user_has(fn, CS(CALL))) {
        /* a callable instance, or a class whose internal metaclass
        ** defines __call__ (class.h) */
        Value m;
        if (!class_lookup_slot(vm, user_class(fn), CS_CALL_BIT, &m)) break;
        self = fn;
        fn = m;
        if (IS_OBJ(m, OT_WRAP) && m.u.o->flags == WRAP_STATIC) {   /* no self */
          vm->stack[a] = fn = ((Wrap *)m.u.o)->f;
          continue;
        }
        if (class_takes_no_self(m) || class_plain_callable(vm, m)) {
          if (++hops > vm->lim.max_depth)   /* (A.__call__ = A(): a cycle) */
            return vm_raise(vm, T_RecursionError,
                            "maximum recursion depth exceeded while calling a Python object");
          vm->stack[a] = fn = m;
          continue;
        }
        if (IS_OBJ(m, OT_WRAP) && m.u.o->flags == WRAP_CLASS) {
          self = val_class(self);
          fn = ((Wrap *)m.u.o)->f;
        } else if (IS_OBJ(m, OT_INSTANCE) && AS_INST(m)->cls != NULL &&
                   AS_INST(m)->base.tag == V_UNDEF) {
          /* a descriptor of a user class: _ht_descr_call(m, self, *args)
          ** calls what its __get__ binds */
          size_t more = (size_t)nargs + (kwnames ? kwnames->len : 0);
          Value dc;
          if (prelude_get_const(vm, "_ht_descr_call", &dc, above + 2)) return -1;
          if (ensure_stack(vm, (size_t)a + more + 4)) return -1;
          vcopy(vm->stack + a + 3, vm->stack + a + 1, more);
          vm->stack[a] = fn = dc;
          vm->stack[a + 1] = m;
          vm->stack[a + 2] = self;
          nargs += 2;
          above += 2;
          continue;
        }
      } else if (fn.u.o->type == OT_CLASS) {
        r = class_call(vm, a, &nargs, kwnames);
        if (r != 4) return r;
        above++;
        fn = vm->stack[a];
        continue;
      } else {
        break;
      }
      /* an instance whose __call__ is itself (or a cycle of them) would
      ** insert selves forever: CPython's C recursion limit stops it */
      if (++hops > vm->lim.max_depth)
        return vm_raise(vm, T_RecursionError,
                        "maximum recursion depth exceeded while calling a Python object");
      if (ensure_stack(vm, (size_t)a + (size_t)nargs + (kwnames ? kwnames->len : 0) + 3))
        return -1;
      vcopy(vm->stack + a + 2, vm->stack + a + 1,
            (size_t)nargs + (kwnames ? kwnames->len : 0));
      vm->stack[a + 1] = self;
      vm->stack[a] = fn;
      nargs++;
      above++;
      continue;
    }
    if (IS_OBJ(fn, OT_FUNC)) {
      Func *f = (Func *)fn.u.o;
      Code *co = f->code;
      if (co->flags & (CODE_GENERATOR | CODE_COROUTINE)) {
        Gen *g;
        if (bind_args(vm, f, a + 1, nargs, kwnames)) return -1;
        g = gen_new(vm, f, co->nregs);
        if (g == NULL) return -1;
        vcopy(g->regs, vm->stack + a + 1, co->nregs);
        g->born = frame_id(vm);
        vm->frames[vm->nframes - 1].made_gen = 1;
        if ((co->flags & (CODE_HIDDEN | CODE_COROUTINE)) == CODE_HIDDEN)
          g->h.flags = (uint16_t)vm_gen_type(co);
        vm->stack[a] = vobj(g);
        return 0;
      }
      if (vm->nframes >= vm->lim.max_depth)
        return vm_raise(vm, T_RecursionError, "maximum recursion depth exceeded");
      if (bind_args(vm, f, a + 1, nargs, kwnames)) return -1;
      if (push_frame(vm, co, f, a + 1, a, kind) == NULL) return -1;
      return 1;
    }
    if (slot_is_type_call(fn) && nargs >= 1 &&
        (vm->stack[a + 1].tag == V_TYPE || IS_OBJ(vm->stack[a + 1], OT_CLASS))) {
      /* type.__call__(cls, ...) (a metaclass's super().__call__): calls
      ** cls as a call does, without asking cls's metaclass */
      vcopy(vm->stack + a, vm->stack + a + 1, (size_t)nargs + (kwnames ? kwnames->len : 0));
      nargs--;
      fn = vm->stack[a];
      if (fn.tag == V_TYPE) continue;
      r = class_call(vm, a, &nargs, kwnames);
      if (r != 4) return r;
      above++;
      fn = vm->stack[a];
      continue;
    }
    {
      /* natives: a builtin, a method, a type's constructor.  BI_FALLBACK
      ** calls their prelude version with the same arguments instead. */
      const char *fallback, *what;
      uint32_t fb_above = above;
      int self_in = 0;     /* a bound method's self went in as stack[a + 1] */
      vm->index_want = VUNDEF;
      if (fn.tag == V_BUILTIN) {
        r = vm_call_native(vm, fn, vm->stack + a + 1, nargs, kwnames, &out);
        fallback = native_get((int)fn.u.i)->fallback;
        what = native_get((int)fn.u.i)->name;
      } else if (IS_OBJ(fn, OT_BMETHOD)) {
        BMethod *bm = (BMethod *)fn.u.o;
        const Method *m = method_get(bm->method);
        if (ensure_stack(vm, (size_t)a + (size_t)nargs + (kwnames ? kwnames->len : 0) + 2))
          return -1;
        if (bm->self.tag != V_UNDEF && !method_is_static(m)) {
          /* bound: shift the arguments up to insert self */
          vcopy(vm->stack + a + 2, vm->stack + a + 1,
                ((size_t)nargs + (kwnames ? kwnames->len : 0)));
          vm->stack[a + 1] = bm->self;
          nargs++;
          self_in = 1;
        } else if (method_is_static(m) || bm->self.tag != V_UNDEF) {
          /* static methods get the arguments as they are (self ignored) */
        } else if (nargs < 1) {
          return vm_raise(vm, T_TypeError, "unbound method %s.%s() needs an argument",
                          type_names[method_family_type(bm->method)], m->name);
        } else if (method_find(val_type(vm->stack[a + 1]), m->name, strlen(m->name)) !=
                   bm->method) {
          /* an instance of a subclass of the method's type: the method acts
          ** on its builtin value, as a bound one does (bind_attr) */
          Value ub = IS_OBJ(vm->stack[a + 1], OT_INSTANCE) ? vm_unbox(vm->stack[a + 1]) : VUNDEF;
          if (ub.tag != V_UNDEF && !IS_OBJ(ub, OT_INSTANCE) &&
              method_find(val_type(ub), m->name, strlen(m->name)) == bm->method)
            vm->stack[a + 1] = ub;
          else
            return vm_raise(vm, T_TypeError,
                            "descriptor '%s' for '%s' objects doesn't apply to a '%s' object",
                            m->name, type_names[method_family_type(bm->method)],
                            val_type_name(vm->stack[a + 1]));
        }
        r = m->fn(vm, vm->stack + a + 1, nargs, kwnames, &out);
        fallback = m->fallback;
        what = m->name;
        fb_above = above + 1;
      } else if (fn.tag == V_TYPE) {
        int t = (int)fn.u.i;
        r = call_type(vm, t, vm->stack + a + 1, nargs, kwnames, &out);
        fallback = vm_type_ctor(vm, t) >= 0 ? builtin_table[vm->type_ctor[t]].fallback : NULL;
        what = type_names[t];
      } else {
        break;
      }
      if (r < 0 && vm->index_want.tag != V_UNDEF) {
        int ir = index_retry(vm, a, &nargs, kwnames, self_in);
        if (ir < 0) return -1;
        if (ir > 0) {
          above += 2;
          fn = vm->stack[a];
          continue;
        }
      }
      r = native_done(vm, a, r, out, fallback, what, fb_above);
      if (r != NATIVE_AGAIN) return r;
      fn = vm->stack[a];
    }
  }
  if (fn.tag == V_TOOL) return tool_call(vm, a, nargs, kwnames);
  return vm_raise(vm, T_TypeError, "'%s' object is not callable", val_type_name(fn));
}

/* Spread an args sequence and kwargs dict onto the stack after stack[a]. */
static int spread_args(VM *vm, uint32_t a, int *nargs, Tuple **kwnames) {
  Value args = vm->stack[a + 1], kw = vm->stack[a + 2];
  size_t n, nk = 0, i;
  Value *items;
  if (IS_OBJ(args, OT_LIST)) { n = AS_LIST(args)->len; items = AS_LIST(args)->items; }
  else { n = AS_TUPLE(args)->len; items = AS_TUPLE(args)->items; }
  if (kw.tag == V_OBJ) nk = AS_DICT(kw)->len;
  if (n + nk > 100000) return vm_raise(vm, T_TypeError, "too many arguments");
  *kwnames = NULL;
  if (nk) {
    Tuple *t = tuple_new(vm, nk);
    size_t pos = 0, j = 0;
    Value k, v;
    if (t == NULL) return -1;
    *kwnames = t;
    while (dict_next(AS_DICT(kw), &pos, &k, &v)) t->items[j++] = k;
  }
  if (ensure_stack(vm, (size_t)a + 1 + n + nk + 1)) return -1;
  args = vm->stack[a + 1];
  kw = vm->stack[a + 2];
  if (IS_OBJ(args, OT_LIST)) items = AS_LIST(args)->items;
  else items = AS_TUPLE(args)->items;
  /* The registers holding the sequence and the dict are overwritten;
  ** `items` and `kw` still point at the objects (no GC can run here). */
  {
    size_t pos = 0, j = 0;
    Value k, v;
    for (i = 0; i < n; i++) vm->stack[a + 1 + i] = items[i];
    if (nk)
      while (dict_next(AS_DICT(kw), &pos, &k, &v)) vm->stack[a + 1 + n + j++] = v;
  }
  *nargs = (int)n;
  return 0;
}

/* Call prelude function `name` with args above the current frame; its
** result goes to stack[ret] (or is dropped when ret is the scratch slot).
** Returns 1 (a frame was pushed) or -1. */
static int prelude_call(VM *vm, const char *name, const Value *args_in, int n, uint32_t ret,
                        bool scratch) {
  Frame *cur = &vm->frames[vm->nframes - 1];
  uint32_t a = cur->base + cur->code->nregs;
  Value fn, args[4];
  int k, r;
  /* args may point into the stack, which prelude_get may move: copy */
  for (k = 0; k < n && k < 4; k++) args[k] = args_in[k];
  if (prelude_get_const(vm, name, &fn, a + (uint32_t)n + 2)) return -1;
  if (ensure_stack(vm, (size_t)a + (size_t)n + 2)) return -1;
  vm->stack[a] = fn;
  for (k = 0; k < n; k++) vm->stack[a + 1 + k] = args[k];
  if (IS_OBJ(fn, OT_FUNC) && fast_call_ok(vm, (Func *)fn.u.o, a + 1, n)) {
    fast_call(vm, (Func *)fn.u.o, a + 1, n, a);
    r = 1;
  } else {
    r = call_at(vm, a, n, NULL, FR_CALL);
  }
  if (r < 0) return -1;
  if (r == 0) return vm_raise(vm, T_SystemError, "prelude %s is not a Python function", name);
  if (!scratch) vm->frames[vm->nframes - 1].ret = ret;
  return 1;
}

/* A native step of the current instruction failed with want_py set: a
** key's __hash__ or __eq__, or an item's comparison, is Python code
** (DESIGN-user-code tier 3, vm/htpy.c).  The prelude's Python version
** `name`(args) does the whole instruction instead; its result goes to
** stack[dest] (dropped when scratch).  Returns 1 (a frame was pushed), or
** -1 with the native's error when want_py was not set, or a new one.
** The natives fail before changing anything, or (BUILDSET, BUILDDICT,
** DICTUPDATE) on a fresh object the Python version rebuilds. */
static int ht_instead(VM *vm, const char *name, const Value *args, int n, uint32_t dest,
                      bool scratch) {
  if (!vm->want_py) return -1;
  vm->want_py = false;
  vm->exc = VUNDEF;
  return prelude_call(vm, name, args, n, dest, scratch);
}

/* The same for an operator: the prelude gets the special method's name. */
static int ht_instead_op(VM *vm, const char *name, const char *op, Value a, Value b,
                         uint32_t dest) {
  Value args[3];
  if (!vm->want_py) return -1;
  if (str_new(vm, op, strlen(op), &args[0])) return -1;
  args[1] = a;
  args[2] = b;
  if ((strcmp(op, "__or__") == 0 || strcmp(op, "__ior__") == 0) &&
      (a.tag == V_TYPE || b.tag == V_TYPE) && (a.tag == V_TYPE || a.tag == V_NONE) &&
      (b.tag == V_TYPE || b.tag == V_NONE))
    /* int | str, int | None: builtin types (no metaclass) and None, which
    ** _ht_operator hands straight to _union_or; called here without it,
    ** whose chunk needs the prelude's whole hash-table family (~40
    ** chunks: 2M instructions of `import types`) */
    return ht_instead(vm, "_union_or", args + 1, 2, dest, false);
  return ht_instead(vm, name, args, 3, dest, false);
}

/* A loop over a big list meets each item cold (25k records, 60k
** instances: most of such a loop's time was waiting for those misses, one
** after another).  Before handing out item i, FORITER prefetches the
** header of item i + ITER_PF_FAR and, through the header of item
** i + ITER_PF_NEAR (asked for ITER_PF_FAR - ITER_PF_NEAR items ago, so
** mostly in by now), the blocks the body reads next: a dict's index and
** first entries, an instance's values or dict, a list's first items.  A
** prefetch is only a hint: it never faults and changes no state. */
#define ITER_PF_FAR 8
#define ITER_PF_NEAR 4
#define ITER_PF_LINES 4   /* cache lines of a dict's table prefetched */

static inline void iter_prefetch(const Value *items, size_t n, size_t i) {
  if (i + ITER_PF_FAR < n && items[i + ITER_PF_FAR].tag == V_OBJ)
    __builtin_prefetch(items[i + ITER_PF_FAR].u.o);
  if (i + ITER_PF_NEAR < n && items[i + ITER_PF_NEAR].tag == V_OBJ) {
    Obj *o = items[i + ITER_PF_NEAR].u.o;
    if (o->type == OT_DICT) {
      /* the index's first line, then the entries' first lines: each
      ** address inside its own table (an empty dict has neither) */
      const Dict *d = (const Dict *)o;
      size_t k, lines = (d->nentries * sizeof(DictEntry) + 63) / 64;
      if (d->index == NULL || d->entries == NULL) return;
      __builtin_prefetch(d->index);
      if (lines > ITER_PF_LINES - 1) lines = ITER_PF_LINES - 1;
      for (k = 0; k < lines; k++) __builtin_prefetch((const char *)d->entries + 64 * k);
    } else if (o->type == OT_INSTANCE) {
      const Instance *in = (const Instance *)o;
      if (in->dict) __builtin_prefetch(in->dict);
      else if (in->vals) __builtin_prefetch(in->vals);
    } else if (o->type == OT_LIST) {
      if (((const List *)o)->items) __builtin_prefetch(((const List *)o)->items);
    }
  }
}

/* A library class standing for a C iterator type (itertools.chain): its
** own __iter__ is the library's _self, its __next__ the library's _gen_step
** (next of the generator that is the instance's one attribute).  A loop
** over an instance of exactly such a class iterates that generator itself:
** the same items, without a frame for __next__ per item (the loop's
** iterator is no value a program sees).  1 with *out, else 0. */
static int genwrap_inner(VM *vm, Value v, Value *out) {
  Instance *in;
  Value s;
  const Code *co;
  if (!IS_OBJ(v, OT_INSTANCE)) return 0;
  in = AS_INST(v);
  if (in->cls == NULL || in->dict != NULL || in->nvals != 1 || !IS_OBJ(in->vals[0], OT_GEN) ||
      dict_get_str(vm, in->cls->dict, "__next__", 8, &s) != 1 || !IS_OBJ(s, OT_FUNC))
    return 0;
  co = ((Func *)s.u.o)->code;
  if (!(co->flags & CODE_HIDDEN) || !IS_STR(co->name) || strcmp(AS_STR(co->name)->data, "_gen_step") ||
      dict_get_str(vm, in->cls->dict, "__iter__", 8, &s) != 1 || !IS_OBJ(s, OT_FUNC))
    return 0;
  co = ((Func *)s.u.o)->code;
  if (!(co->flags & CODE_HIDDEN) || !IS_STR(co->name) || strcmp(AS_STR(co->name)->data, "_self"))
    return 0;
  *out = in->vals[0];
  return 1;
}

/* ---- special methods of user classes (tier 1: pushed frames) ---- */

#define NO_DEST UINT32_MAX

/* Call fn(args) for the current instruction.  finish < 0: the result goes
** to stack[dest] (NO_DEST: dropped); finish >= 0: the caller's instruction
** is finished with it at that stage (finish_op).  Returns 1 (a frame was
** pushed), 0 (fn ran natively: its result is in *res, the caller goes on
** with it now), -1. */
static int push_call(VM *vm, Value fn, const Value *args_in, int n, uint32_t dest, int finish,
                     Value *res) {
  Frame *cur = &vm->frames[vm->nframes - 1], *top;
  uint32_t a = cur->base + cur->code->nregs;
  Value args[4];
  int k, r;
  if (IS_OBJ(fn, OT_FUNC) && (r = lib_twin(vm, fn, args_in, n, res)) != 0)
    return r < 0 ? -1 : 0;   /* answered natively (its twin) */
  if (IS_OBJ(fn, OT_INSTANCE) && n > 0 && n < 4 && AS_INST(fn)->cls != NULL &&
      AS_INST(fn)->base.tag == V_UNDEF && !class_plain_callable(vm, fn)) {
    /* a special method that is a descriptor of a user class: the
    ** prelude's _ht_descr_call binds it with its __get__ and calls that */
    Value helper;
    args[0] = fn;
    for (k = 0; k < n; k++) args[k + 1] = args_in[k];
    if (prelude_get(vm, "_ht_descr_call", &helper, a + (uint32_t)n + 8)) return -1;
    return push_call(vm, helper, args, n + 1, dest, finish, res);
  }
  if (IS_OBJ(fn, OT_WRAP) && n > 0 && fn.u.o->flags != WRAP_PROPERTY) {
    /* a special method that is a staticmethod (no self) or a
    ** classmethod (the class for self), as binding it would give */
    Value self = args_in[0];
    bool st = fn.u.o->flags == WRAP_STATIC;
    fn = ((Wrap *)fn.u.o)->f;
    for (k = 0; k + st < n && k < 4; k++) args[k] = k || st ? args_in[k + st] : val_class(self);
    return push_call(vm, fn, args, n - st, dest, finish, res);
  }
  for (k = 0; k < n && k < 4; k++) args[k] = args_in[k];
  if (ensure_stack(vm, (size_t)a + (size_t)n + 2)) return -1;
  vm->stack[a] = fn;
  for (k = 0; k < n; k++) vm->stack[a + 1 + k] = args[k];
  if (IS_OBJ(fn, OT_FUNC) && fast_call_ok(vm, (Func *)fn.u.o, a + 1, n)) {
    fast_call(vm, (Func *)fn.u.o, a + 1, n, a);
    r = 1;
  } else {
    r = call_at(vm, a, n, NULL, FR_CALL);
  }
  if (r < 0) return -1;
  if (r >= 2) {
    if (r == 2) vm->nreqs--;
    return vm_raise(vm, T_RuntimeError, "a tool cannot be a special method");
  }
  if (r == 0) { *res = vm->stack[a]; return 0; }
  top = &vm->frames[vm->nframes - 1];
  if (finish >= 0) {
    if (top->kind == FR_INIT) top->kind = FR_INIT_FINISH;
    else { top->kind = FR_FINISH; top->dflt = vint(finish); }
  } else if (dest != NO_DEST) {
    top->ret = dest;
  }
  return 1;
}

#define user_method class_user_method

const char *const binop_names[BIN__COUNT][3] = {
  {"__add__", "__radd__", "__iadd__"}, {"__sub__", "__rsub__", "__isub__"},
  {"__mul__", "__rmul__", "__imul__"}, {"__matmul__", "__rmatmul__", "__imatmul__"},
  {"__truediv__", "__rtruediv__", "__itruediv__"},
  {"__floordiv__", "__rfloordiv__", "__ifloordiv__"}, {"__mod__", "__rmod__", "__imod__"},
  {"__pow__", "__rpow__", "__ipow__"}, {"__lshift__", "__rlshift__", "__ilshift__"},
  {"__rshift__", "__rrshift__", "__irshift__"}, {"__or__", "__ror__", "__ior__"},
  {"__xor__", "__rxor__", "__ixor__"}, {"__and__", "__rand__", "__iand__"}};

/* Does b's class derive from a's (another class): its reflected method
** goes first, as CPython's binary_op1 and do_richcompare order them. */
static bool reflected_first(Value a, Value b) {
  Class *ca = user_class(a), *cb = user_class(b);
  if (cb == NULL || ca == cb) return false;
  return class_is_sub(vobj(cb), ca ? vobj(ca) : vtype(val_type(a)));
}

/* `seq * other` where seq is a builtin str, list or tuple (not a user
** class's instance) and other a user instance without __index__: CPython
** tries the sequence's repeat last and says "can't multiply sequence". */
static bool mul_seq_non_int(VM *vm, Value seq, Value other, bool *index) {
  Value fn;
  if (user_class(seq) || !(IS_OBJ(other, OT_INSTANCE) || IS_OBJ(other, OT_EXC)) ||
      !user_class(other))
    return false;
  if (!(IS_STR(seq) || IS_OBJ(seq, OT_LIST) || IS_OBJ(seq, OT_TUPLE) || IS_BYTESLIKE(seq)))
    return false;
  if (user_method(vm, other, "__index__", &fn)) {
    *index = true;   /* the repeat count is its __index__ (ops.c, the prelude) */
    return false;
  }
  return true;
}

/* A binary operator of the top frame's current instruction with a user
** operand, from `stage` on: 0 in place, 1 first, 2 second method, then the
** builtin operation (which raises CPython's TypeError).  Returns 1 (a
** frame was pushed), 0 (the result is stored), -1. */
/* The right operand of a binary operator or comparison instruction:
** R[C], or the immediate sC of ADDI, SUBI, CMPI. */
static inline Value op_rhs(const Value *R, Instr i) {
  return i.op == OP_ADDI || i.op == OP_SUBI || i.op == OP_CMPI || i.op == OP_BINOPI
         ? vint((int16_t)i.c) : R[i.c];
}

_Static_assert(sizeof ((VM *)0)->binop_strs == sizeof(Value) * BIN__COUNT * 3,
               "vm->binop_strs holds binop_names");

/* v's user method binop_names[op][form] (form 0 the method, 1 reflected,
** 2 in place) through the method cache (user_method hashes the name at
** every call). */
static bool binop_method(VM *vm, Value v, int op, int form, Value *fn) {
  int k = op * 3 + form;
  const char *name = binop_names[op][form];
  if (vm->binop_strs[k].tag != V_OBJ && str_newc(vm, name, &vm->binop_strs[k])) {
    vm->exc = VUNDEF;   /* out of memory: the uncached lookup */
    vm->binop_strs[k] = VUNDEF;
    return user_method(vm, v, name, fn);
  }
  return class_user_method_str(vm, v, AS_STR(vm->binop_strs[k]), fn);
}

static int user_binop(VM *vm, int stage) {
  Frame *f = &vm->frames[vm->nframes - 1];
  Instr i = f->code->code[f->pc - 1];
  Value a = vm->stack[f->base + i.b], b = op_rhs(vm->stack + f->base, i), out;
  bool imm = i.op == OP_ADDI || i.op == OP_SUBI;
  int op = i.op == OP_ADD || i.op == OP_ADDI ? BIN_ADD : i.op == OP_SUB || i.op == OP_SUBI ? BIN_SUB
         : i.op == OP_MUL ? BIN_MUL : i.x;
  bool inpl = i.op == OP_IBINOP || i.op == OP_STRAPPEND || (imm && i.x),
       rf = reflected_first(a, b);
  /* str % x and bytes % x format whatever x is (CPython's str.__mod__
  ** never returns NotImplemented): x's __rmod__ only when x's class
  ** derives from str (or bytes) */
  if (op == BIN_MOD && !rf && (IS_STR(a) || IS_BYTESLIKE(a))) goto native;
  for (; stage < 3; stage++) {
    Value self, other, fn, args[2], res;
    int form, r;
    if (stage == 0) {
      if (!inpl) continue;
      self = a; other = b; form = 2;
    } else if ((stage == 1) != rf) {
      self = a; other = b; form = 0;
    } else {
      if (user_class(a) == user_class(b) && a.tag == V_OBJ && b.tag == V_OBJ &&
          a.u.o->type == b.u.o->type)
        continue;
      self = b; other = a; form = 1;
    }
    if (!binop_method(vm, self, op, form, &fn)) continue;
    args[0] = self;
    args[1] = other;
    r = push_call(vm, fn, args, 2, NO_DEST, stage, &res);
    if (r != 0) return r;
    if (!IS_NOTIMPL(res)) {
      vm->stack[vm->frames[vm->nframes - 1].base + i.a] = res;
      return 0;
    }
  }
  if (user_class(vm_unbox(a)) || user_class(vm_unbox(b))) {
    static const char *const sym[BIN__COUNT] = {"+", "-", "*", "@", "/", "//", "%", "**",
                                                "<<", ">>", "|", "^", "&"};
    if (op == BIN_MOD && (IS_STR(a) || IS_BYTESLIKE(a))) goto native;
    if (op == BIN_BITOR && vm_union_operands(a, b)) goto native;   /* Enum | None */
    /* d |= x takes what d.update(x) takes (not when a Python __ior__ declined) */
    if (op == BIN_BITOR && inpl && IS_OBJ(vm_unbox(a), OT_DICT)) {
      Value fn;
      if (!binop_method(vm, a, op, 2, &fn)) goto native;
    }
    /* "can only concatenate str (not "Foo") to str" and its kin; list +=
    ** extends by any iterable */
    if (op == BIN_ADD && !user_class(a) &&
        (IS_STR(a) || IS_OBJ(a, OT_LIST) || IS_OBJ(a, OT_TUPLE) || IS_BYTESLIKE(a))) {
      /* a plain instance has no builtin part to join (its __radd__, which
      ** the native would defer to, said NotImplemented); list += iterates it */
      if (IS_OBJ(vm_unbox(b), OT_INSTANCE) && !(inpl && IS_OBJ(a, OT_LIST)))
        return IS_BYTESLIKE(a)
               ? vm_raise(vm, T_TypeError, "can't concat %s to %s", val_type_name(b),
                          val_type_name(a))
               : vm_raise(vm, T_TypeError, "can only concatenate %s (not \"%s\") to %s",
                          val_type_name(a), val_type_name(b), val_type_name(a));
      goto native;
    }
    if (op == BIN_MUL) {
      bool index = false;
      /* (in place: only the left operand's sequence repeat, as CPython's
      ** PyNumber_InPlaceMultiply) */
      if (mul_seq_non_int(vm, a, b, &index) || (!inpl && mul_seq_non_int(vm, b, a, &index)))
        return vm_raise(vm, T_TypeError, "can't multiply sequence by non-int of type '%s'",
                        val_type_name(user_class(a) ? a : b));
      if (index) goto native;
    }
    return vm_raise(vm, T_TypeError, "unsupported operand type(s) for %s%s: '%s' and '%s'",
                    op == BIN_POW && !inpl ? "** or pow()" : sym[op], inpl ? "=" : "",
                    val_type_name(a), val_type_name(b));
  }
native:
  /* the Python methods had their turn: the builtin parts of subclass
  ** instances, as the builtin type's own methods would see them (an
  ** in-place change of the wrapped value leaves the instance itself) */
  if ((inpl ? vm_inplace : vm_binop)(vm, op, vm_unbox(a), vm_unbox(b), &out))
    return vm->want_py ? ht_instead_op(vm, "_ht_operator", binop_names[op][inpl ? 2 : 0], a, b,
                                       f->base + i.a)
                       : vm_operand_names(vm, a, b);
  if (inpl && out.tag == V_OBJ && vm_unbox(a).tag == V_OBJ && out.u.o == vm_unbox(a).u.o) out = a;
  vm->stack[vm->frames[vm->nframes - 1].base + i.a] = out;
  return 0;
}

/* -x, +x, ~x of the top frame's current instruction on a user operand:
** its class's __neg__/__pos__/__invert__, else the builtin operation (which
** raises CPython's TypeError).  Returns 1 (a frame was pushed), 0, -1. */
static int user_unary(VM *vm) {
  Frame *f = &vm->frames[vm->nframes - 1];
  Instr i = f->code->code[f->pc - 1];
  Value a = vm->stack[f->base + i.b], fn, res;
  int un = i.op == OP_NEG ? UN_NEG : i.op == OP_POS ? UN_POS : UN_INVERT, r;
  const char *name = un == UN_NEG ? "__neg__" : un == UN_POS ? "__pos__" : "__invert__";
  if (user_method(vm, a, name, &fn)) {
    r = push_call(vm, fn, &a, 1, f->base + i.a, -1, &res);
    if (r != 0) return r;
  } else if (vm_unary(vm, un, a, &res)) {
    return -1;
  }
  vm->stack[vm->frames[vm->nframes - 1].base + i.a] = res;
  return 0;
}

/* Every CMP_* for the prelude's _ht_operator. */
static const char *const cmp_opnames[10] = {"__lt__", "__le__", "__gt__", "__ge__", "__eq__",
                                            "__ne__", "is", "is not", "in", "not in"};
static const int cmp_bits[6] = {CS_LT_BIT, CS_LE_BIT, CS_GT_BIT, CS_GE_BIT, CS_EQ_BIT, CS_NE_BIT};
static const int cmp_swapped[6] = {CMP_GT, CMP_GE, CMP_LT, CMP_LE, CMP_EQ, CMP_NE};
#define CMP_NEGATE 16

/* A rich comparison with a user operand, from stage on (0 and 1: the two
** methods in CPython's order; then the default: identity for == and !=,
** else TypeError).  Bit CMP_NEGATE of the stage: != through __eq__. */
static int user_cmp(VM *vm, int stage) {
  Frame *f = &vm->frames[vm->nframes - 1];
  Instr i = f->code->code[f->pc - 1];
  Value a = vm->stack[f->base + i.b], b = op_rhs(vm->stack + f->base, i), out;
  int op = i.op == OP_LT ? CMP_LT : i.op == OP_EQ ? CMP_EQ : i.x;
  bool rf = reflected_first(a, b);
  for (stage &= ~CMP_NEGATE; stage < 2; stage++) {
    Value self, other, fn, args[2], res;
    int o = op, r, neg = 0;
    if ((stage == 0) != rf) { self = a; other = b; }
    else { self = b; other = a; o = cmp_swapped[op]; }
    if (!class_user_slot(vm, self, cmp_bits[o], &fn)) {
      if (o != CMP_NE || !class_user_slot(vm, self, CS_EQ_BIT, &fn)) continue;
      neg = CMP_NEGATE;
    }
    args[0] = self;
    args[1] = other;
    r = push_call(vm, fn, args, 2, NO_DEST, stage | neg, &res);
    if (r != 0) return r;
    if (!IS_NOTIMPL(res)) {
      if (neg) res = vbool(!vm_truthy(res));
      vm->stack[vm->frames[vm->nframes - 1].base + i.a] = res;
      return 0;
    }
  }
  if ((op == CMP_EQ || op == CMP_NE) && (user_class(vm_unbox(a)) || user_class(vm_unbox(b)))) {
    bool same = a.tag == b.tag && (a.tag == V_OBJ ? a.u.o == b.u.o : a.u.i == b.u.i);
    out = vbool(op == CMP_EQ ? same : !same);
  } else if (user_class(vm_unbox(a)) || user_class(vm_unbox(b))) {
    /* no method answered for an object of a user class (not one wrapping
    ** a builtin value): CPython's TypeError */
    return vm_cmp_error(vm, op, a, b);
  } else if (vm_compare(vm, op, vm_unbox(a), vm_unbox(b), &out)) {
    /* (the Python methods answered NotImplemented: the builtin parts, as
    ** the reflected builtin comparison would; when those do not compare,
    ** the error names the classes) */
    int ta = val_type(vm_unbox(a)), tb = val_type(vm_unbox(b));
    if (vm->want_py)
      return ht_instead_op(vm, "_ht_operator", cmp_opnames[op], a, b, f->base + i.a);
    if (AS_EXC(vm->exc)->type == T_TypeError && (ta != tb || ta == T_DICT) &&
        (IS_OBJ(a, OT_INSTANCE) || IS_OBJ(b, OT_INSTANCE)))
      return vm_cmp_error(vm, op, a, b);
    return -1;
  }
  vm->stack[vm->frames[vm->nframes - 1].base + i.a] = out;
  return 0;
}

/* Truth of a user object for JMPIF/JMPIFNOT/NOT: __bool__, else __len__. */
static int user_truth(VM *vm, Value v) {
  Value fn, res;
  int stage = 0, r;
  if (!class_user_slot(vm, v, CS_BOOL_BIT, &fn)) {
    if (!class_user_slot(vm, v, CS_LEN_BIT, &fn)) return 2;
    stage = 1;
  }
  r = push_call(vm, fn, &v, 1, NO_DEST, stage, &res);
  if (r != 0) return r;
  return vm_raise(vm, T_SystemError, "native __bool__");
}

static int finish_truth(VM *vm, Value v, int stage, bool *t) {
  if (stage == 0) {
    if (v.tag != V_BOOL)
      return vm_raise(vm, T_TypeError, "__bool__ should return bool, returned %s", val_type_name(v));
    *t = v.u.i != 0;
    return 0;
  }
  if (!IS_INTLIKE(v)) {
    Value b = vm_unbox(v);   /* __len__ (stage 1) may give an int subclass */
    if (IS_INTLIKE(b) && b.tag != V_BOOL) v = b;
    else if (stage == 2)
      return vm_raise(vm, T_TypeError, "__index__ returned non-int (type %s)",
                      val_type_name(v));
    else
      return vm_raise(vm, T_TypeError, "'%s' object cannot be interpreted as an integer",
                      val_type_name(v));
  }
  if ((v.tag == V_INT && v.u.i < 0) || (IS_BIG(v) && AS_BIG(v)->neg))
    return vm_raise(vm, T_ValueError, "__len__() should return >= 0");
  if (IS_BIG(v))   /* beyond sys.maxsize */
    return vm_raise(vm, T_OverflowError, "cannot fit 'int' into an index-sized integer");
  *t = !(v.tag != V_OBJ && v.u.i == 0);
  return 0;
}

static int do_raise(VM *vm, Value exc, Value cause, int x);

/* What a user __iter__ returned must be an iterator (CPython's check):
** an instance of a class without __next__, or a builtin value that is
** not an iterator, raises TypeError. */
static int check_iter_result(VM *vm, Value v) {
  int t = val_type(v);
  bool bad = user_class(v) ? !user_has(v, CS(NEXT))
           : t == T_LIST || t == T_TUPLE || t == T_DICT || t == T_STR || t == T_SET ||
             t == T_FROZENSET || t == T_BYTES || t == T_BYTEARRAY || t == T_INT ||
             t == T_FLOAT || t == T_BOOL || t == T_NONE || t == T_RANGE;
  if (!bad) return 0;
  return vm_raise(vm, T_TypeError, "iter() returned non-iterator of type '%s'",
                  val_type_name(v));
}

/* The frame of a special method returned v: finish the caller's current
** instruction with it.  0: go on in the caller; 1: another frame was
** pushed; -1: error (raised at the caller's instruction).  A snapshot's
** FR_FINISH frame must wait under one of these ops (snapshot.c's check). */
static int finish_op(VM *vm, Value v, int stage) {
  Frame *f = &vm->frames[vm->nframes - 1];
  Instr i = f->code->code[f->pc - 1];
  Value *R = vm->stack + f->base;
  switch (i.op) {
  case OP_ADD: case OP_SUB: case OP_MUL: case OP_BINOP: case OP_IBINOP: case OP_STRAPPEND:
  case OP_ADDI: case OP_SUBI: case OP_BINOPI:
    if (IS_NOTIMPL(v)) return user_binop(vm, stage + 1);
    R[i.a] = v;
    return 0;
  case OP_CMP: case OP_LT: case OP_EQ: case OP_CMPI:
    if (i.op == OP_CMP && (i.x == CMP_IN || i.x == CMP_NOTIN)) {
      R[i.a] = vbool(vm_truthy(v) == (i.x == CMP_IN));
      return 0;
    }
    if (IS_NOTIMPL(v)) return user_cmp(vm, (stage & ~CMP_NEGATE) + 1);
    if (stage & CMP_NEGATE) v = vbool(!vm_truthy(v));
    R[i.a] = v;
    return 0;
  case OP_JMPIF: case OP_JMPIFNOT: case OP_NOT: {
    bool t = false;
    Value fn;
    if (stage == 1 && user_class(v) && vm_unbox(v).u.o == v.u.o &&
        class_user_slot(vm, v, CS_INDEX_BIT, &fn)) {
      /* __len__ gave an object with __index__: its result is the length */
      int r = push_call(vm, fn, &v, 1, NO_DEST, 2, &v);
      if (r != 0) return r;
      stage = 2;
    }
    if (finish_truth(vm, v, stage, &t)) return -1;
    if (i.op == OP_NOT) R[i.a] = vbool(!t);
    else if (t == (i.op == OP_JMPIF)) f->pc = (uint32_t)((int32_t)f->pc + INSTR_SBX(i));
    return 0;
  }
  case OP_FORITER:
    R[i.a] = v;
    f->pc++;
    return 0;
  case OP_SPECIAL:   /* what a descriptor's __get__ bound */
    R[i.a] = v;
    return 0;
  case OP_GETITER:
    if (check_iter_result(vm, v)) return -1;
    R[i.a] = v;
    return 0;
  case OP_RAISE:
    do_raise(vm, v, R[i.b], i.x & 1);
    return -1;
  case OP_CALLMETHOD: {
    int r;
    R[i.a] = v;
    vcopy(&R[i.a + 1], &R[i.a + 2], (size_t)i.b);
    r = call_at(vm, f->base + i.a, i.b, NULL, FR_CALL);
    return r == 3 ? -1 : r;
  }
  default:
    R[i.a] = v;
    return 0;
  }
}

/* [*gen] and {*gen}: extend R[dst] from a generator through the prelude. */
static int vm_fallback_extend(VM *vm, uint32_t dst, uint32_t src) {
  Value args[2];
  args[0] = vm->stack[dst];
  args[1] = vm->stack[src];
  return prelude_call(vm, IS_OBJ(args[0], OT_LIST) ? "_extend" : "_set_extend", args, 2, 0,
                      true) < 0 ? -1 : 0;
}

/* ---- generators ---- */

/* Push a frame running g at stack index base, resumed at pc. */
static Frame *gen_enter(VM *vm, Gen *g, uint32_t base, uint32_t ret, int kind, uint32_t pc) {
  Frame *f = push_frame(vm, g->func->code, g->func, base, ret, kind);
  if (f == NULL) return NULL;
  f->gen = g;
  f->pc = pc;
  vcopy(vm->stack + base, g->regs, g->nregs);
  if (g->state == GEN_SUSPENDED && vm->gens_parked) vm->gens_parked--;
  g->state = GEN_RUNNING;
  vm->handled = g->handled;
  return f;
}

/* First free stack index above the current frame. */
static uint32_t frames_end(VM *vm) {
  Frame *cur = &vm->frames[vm->nframes - 1];
  return cur->base + cur->code->nregs;
}

/* ---- hand-stepped await chains ----
** CPython's await is a loop of send and yield: a value that a user
** __await__ yields goes up through every coroutine awaiting it to
** whoever called send() on the outermost one (a hand-written driver),
** and send(v) brings v back down.  In baton an awaited coroutine runs
** in a frame of kind FR_CALL above its awaiting one (AWAIT, vm_coro_push),
** and a user awaitable's iterator is driven by the prelude's coroutine
** _ht_await, stored in the AWAIT's operand register.  When the chain of
** awaits from _ht_await down ends in a frame stepped by send()/throw()/
** close() (FR_GENNEXT, FR_GENCLOSE) rather than a task, _ht_await calls
** _aio_pass_up(y): each coroutine frame of the chain is saved in its
** Gen (suspended; its pc just after its AWAIT, _ht_await's just after
** that call) and y is send()'s result.  Resuming the outermost one
** (gen_resume, gen_throw_in) resumes the chain down to _ht_await, where
** the value sent is the call's result (or the exception thrown its
** exception).  Tasks never see such a chain: asyncio drives its
** coroutines from their fibers, as before. */

/* May a coroutine rest suspended at pc (snapshot.c checks it too)? */
bool vm_coro_rest_ok(const Code *c, uint32_t pc) {
  return pc >= 1 && pc < c->ncode &&
         (c->code[pc - 1].op == OP_AWAIT || c->code[pc - 1].op == OP_CALL);
}

/* The top frame runs a coroutine just resumed: while it rests at an
** AWAIT, resume the coroutine that AWAIT's register holds in a frame
** above it.  Returns the top frame then, NULL on error. */
static Frame *coro_resume_chain(VM *vm) {
  for (;;) {
    Frame *f = &vm->frames[vm->nframes - 1];
    Gen *g = f->gen, *ig;
    const Instr *aw;
    Value in;
    if (g == NULL || g->h.type != OT_CORO || gen_is_async(g) || f->pc < 1) return f;
    aw = &f->code->code[f->pc - 1];
    if (aw->op != OP_AWAIT) return f;
    in = vm->stack[f->base + aw->b];
    ig = val_is_coro(in) ? (Gen *)in.u.o : NULL;
    if (ig == NULL || ig->state != GEN_SUSPENDED || !vm_coro_rest_ok(ig->func->code, ig->pc)) {
      corrupt(vm);
      return NULL;
    }
    if (gen_enter(vm, ig, f->base + f->code->nregs, f->base + aw->a, FR_CALL, ig->pc) == NULL)
      return NULL;
  }
}

/* Do the awaits up from the top frame end in a frame stepped by hand?
** Each frame is a coroutine awaited (FR_CALL) by the coroutine below it,
** whose AWAIT holds it, down to one of kind FR_GENNEXT or FR_GENCLOSE. */
bool vm_coro_by_hand(VM *vm) {
  uint32_t k = vm->nframes;
  while (k-- > 0) {
    const Frame *f = &vm->frames[k], *below;
    const Instr *aw;
    Value held;
    if (f->gen == NULL || f->gen->h.type != OT_CORO || gen_is_async(f->gen)) return false;
    if (f->kind == FR_GENNEXT || f->kind == FR_GENCLOSE) return true;
    if (f->kind != FR_CALL || k == 0) return false;
    below = &vm->frames[k - 1];
    if (below->pc < 1 || below->pc > below->code->ncode) return false;
    aw = &below->code->code[below->pc - 1];
    if (aw->op != OP_AWAIT) return false;
    held = vm->stack[below->base + aw->b];
    if (held.tag != V_OBJ || held.u.o != &f->gen->h) return false;
  }
  return false;
}

/* _aio_pass_up(y) (see above): suspend the chain, y goes to the driver. */
static int coro_pass_up(VM *vm, Value y) {
  if (!vm_coro_by_hand(vm))
    return vm_raise(vm, T_RuntimeError, "_aio_pass_up outside a coroutine stepped by send()");
  for (;;) {
    Frame *f = &vm->frames[vm->nframes - 1];
    int kind = f->kind;
    uint32_t ret = f->ret;
    gen_leave(vm, f, false, f->pc);
    vm->nframes--;
    if (kind == FR_CALL) continue;
    if (kind == FR_GENCLOSE)
      return vm_raise(vm, T_RuntimeError, "coroutine ignored GeneratorExit");
    vm->stack[ret] = y;
    return 1;
  }
}

/* The register of g's running frame f named `name` (VUNDEF if none). */
static Value gen_local(const Frame *f, const VM *vm, const char *name) {
  const Tuple *vn = IS_OBJ(f->code->varnames, OT_TUPLE) ? AS_TUPLE(f->code->varnames) : NULL;
  uint32_t k;
  for (k = 0; vn && k < vn->len && k < f->code->nregs; k++)
    if (IS_STR(vn->items[k]) && strcmp(AS_STR(vn->items[k])->data, name) == 0)
      return vm->stack[f->base + k];
  return VUNDEF;
}

/* next() (kind FR_GENNEXT, default dflt) or a for loop (FR_GENFOR) asks
** the prelude generator g standing for a map, filter, non-strict zip or
** callable_iterator for an item while g runs (its function called
** next() on it): CPython's C iterator would take one more step, so the
** prelude's _iter_again takes that step from the state g's frame holds
** (its function, its iterators), as a plain call.  Returns 1 (a frame was
** pushed), 0 (g is none of those: the caller refuses), -1. */
static int gen_reenter(VM *vm, Gen *g, uint32_t ret, int kind, Value dflt) {
  Value args[4], fn, res;
  Tuple *d;
  uint32_t k;
  const Frame *f = NULL;
  int t = g->h.flags, r;
  if (g->h.type != OT_GEN || (kind != FR_GENNEXT && kind != FR_GENFOR)) return 0;
  for (k = vm->nframes; k-- > 0 && f == NULL;)
    if (vm->frames[k].gen == g) f = &vm->frames[k];
  if (f == NULL) return 0;
  if (t == T_MAP) {   /* its: the iterators' list, or one iterable (then it) */
    args[1] = gen_local(f, vm, "func");
    args[2] = gen_local(f, vm, "its");
    args[0] = vint(IS_OBJ(args[2], OT_LIST) ? 1 : 0);
    if (!IS_OBJ(args[2], OT_LIST)) args[2] = gen_local(f, vm, "it");
  } else if (t == T_FILTER || t == T_CALLABLE_ITER) {
    args[0] = vint(t == T_FILTER ? 2 : 4);
    args[1] = gen_local(f, vm, t == T_FILTER ? "func" : "f");
    args[2] = gen_local(f, vm, t == T_FILTER ? "it" : "sentinel");
  } else if (t == T_ZIP) {
    args[0] = vint(3);
    args[1] = gen_local(f, vm, "its");
    args[2] = gen_local(f, vm, "strict");
    if (!IS_OBJ(args[1], OT_LIST) || vm_truthy(args[2])) return 0;
  } else {
    return 0;
  }
  if (args[1].tag == V_UNDEF || args[2].tag == V_UNDEF) return 0;
  if ((d = tuple_new(vm, dflt.tag == V_UNDEF ? 0 : 1)) == NULL) return -1;
  if (dflt.tag != V_UNDEF) d->items[0] = dflt;
  args[3] = vobj(d);
  if (prelude_get(vm, "_iter_again", &fn, frames_end(vm) + 8)) return -1;
  r = push_call(vm, fn, args, 4, kind == FR_GENFOR ? NO_DEST : ret, kind == FR_GENFOR ? 0 : -1,
                &res);
  if (r == 0) return vm_raise(vm, T_SystemError, "_iter_again ran natively");
  return r;
}

static const char *gen_what(const Gen *g) {
  return gen_is_async(g) ? "async generator" : g->h.type == OT_CORO ? "coroutine" : "generator";
}

/* gen_resume of a running g: a map, filter... takes its step again
** (gen_reenter), anything else refuses.  (Not static: kept out of
** gen_resume, whose every call would pay for its frame.) */
int vm_gen_running(VM *vm, Gen *g, uint32_t ret, int kind, Value dflt, Value sent) {
  int r = sent.tag == V_NONE ? gen_reenter(vm, g, ret, kind, dflt) : 0;
  if (r != 0) return r;
  return gen_is_async(g)
         ? vm_raise(vm, T_RuntimeError, "anext(): asynchronous generator is already running")
         : vm_raise(vm, T_ValueError, "%s already executing", gen_what(g));
}

/* Resume g in a new frame above the current one, `sent` being the value
** of the yield it waits in.  Returns 1 when a frame was pushed, 0 when g
** is exhausted, -1 on error. */
static int gen_resume(VM *vm, Gen *g, uint32_t ret, int kind, Value dflt, Value sent) {
  Frame *f;
  bool suspended = g->state == GEN_SUSPENDED;
  if (g->state == GEN_RUNNING) return vm_gen_running(vm, g, ret, kind, dflt, sent);
  if (g->state == GEN_CREATED && sent.tag != V_NONE)
    return vm_raise(vm, T_TypeError, "can't send non-None value to a just-started %s", gen_what(g));
  if (g->state == GEN_DONE) return 0;
  f = gen_enter(vm, g, frames_end(vm), ret, kind, g->pc);
  if (f == NULL) return -1;
  f->dflt = dflt;
  if (!suspended) return 1;
  /* a coroutine suspended in an await: the coroutines it awaits resume
  ** too, down to the one that passed the value up (coro_pass_up) */
  if ((f = coro_resume_chain(vm)) == NULL) return -1;
  vm->stack[f->base + f->code->code[f->pc - 1].a] = sent;
  return 1;
}

/* The prelude generators standing for C iterators that ask their iterator
** (and call their function) again on the next call after an error, as
** CPython's map, filter, zip, enumerate, callable_iterator, iterator and
** itertools' chain, cycle, accumulate, compress, tee and groupby (with its
** groups) do (a generator
** would be finished).  Each is written so that the head of a loop around
** the failed instruction is where the next call goes on: the outermost
** one for map and zip (a new tuple of arguments, from the first iterator
** on), the innermost for the others (chain asks the same iterable again).
** 0: not one of them, 1: innermost, 2: outermost. */
static int gen_resumes(const Code *co) {
  static const char *const prelude[] = {"map", "zip", "filter", "enumerate", "callable_iterator",
                                       "_seqiter"};
  static const char *const itertools[] = {
    "_chain", "_cycle_run", "_accumulate_run", "_compress_run", "_tee_one",
    "_groupby_run", "_group",
  };
  const char *const *names = prelude;
  size_t k, n = sizeof prelude / sizeof prelude[0];
  if ((co->flags & CODE_COROUTINE) || !IS_STR(co->name)) return 0;
  if (!(co->flags & CODE_HIDDEN)) {
    if (!IS_STR(co->filename) || strcmp(AS_STR(co->filename)->data, "<lib itertools>") != 0)
      return 0;
    names = itertools;
    n = sizeof itertools / sizeof itertools[0];
  }
  for (k = 0; k < n; k++)
    if (strcmp(AS_STR(co->name)->data, names[k]) == 0) return names == prelude && k < 2 ? 2 : 1;
  return 0;
}

/* The head of the innermost (outer: outermost) loop around instruction
** `at` of co: the greatest (least) target <= at of a backward JMP at or
** after at (the loops of a function nest, so every such JMP closes a loop
** around at).  False when at is in no loop. */
static bool loop_head(const Code *co, uint32_t at, bool outer, uint32_t *head) {
  uint32_t j;
  bool found = false;
  for (j = at; j < co->ncode; j++) {
    int64_t t;
    if (co->code[j].op != OP_JMP) continue;
    t = (int64_t)j + 1 + INSTR_SBX(co->code[j]);
    if (t >= 0 && t <= (int64_t)at && (!found || (outer ? (uint32_t)t < *head : (uint32_t)t > *head))) {
      *head = (uint32_t)t;
      found = true;
    }
  }
  return found;
}

/* Does a snapshot's not-yet-running generator of code co at pc stand at
** such a restart point?  (pc 0 is a fresh one's.) */
bool vm_gen_restart_ok(const Code *co, uint32_t pc) {
  uint32_t j;
  if (pc == 0) return true;
  if (!gen_resumes(co) || pc >= co->ncode) return false;
  for (j = pc; j < co->ncode; j++)
    if (co->code[j].op == OP_JMP && (int64_t)j + 1 + INSTR_SBX(co->code[j]) == (int64_t)pc)
      return true;
  return false;
}

/* An error leaves generator frame f (the failed instruction at f->pc - 1):
** true when it is one of gen_resumes' and the error came from inside a
** loop (not a throw or close at its yield), the generator then kept, not
** started again until the next call, which begins at that loop's head
** (state GEN_CREATED with that pc: nothing is sent into it). */
static bool gen_restart(VM *vm, Frame *f) {
  Gen *g = f->gen;
  uint32_t at = f->pc - 1, head = 0;
  int how = g->h.type == OT_GEN && f->pc > 0 ? gen_resumes(f->code) : 0;
  if (how == 0 || f->code->code[at].op == OP_YIELD || !loop_head(f->code, at, how == 2, &head))
    return false;
  vcopy(g->regs, vm->stack + f->base, g->nregs);
  g->pc = head;
  g->state = GEN_CREATED;
  g->handled = VNONE;
  vm->handled = f->handled;
  return true;
}

/* A generator that will not run again: drop its registers. */
static void gen_finish(Gen *g) {
  g->state = GEN_DONE;
  values_undef(g->regs, g->nregs);
  g->handled = VNONE;
}

/* Raise StopIteration carrying a generator's return value (none for None,
** as CPython). */
static int gen_stop(VM *vm, Value v) {
  Tuple *t = tuple_new(vm, v.tag == V_NONE ? 0 : 1);
  Exc *e;
  if (t == NULL) return -1;
  if (v.tag != V_NONE) t->items[0] = v;
  e = exc_new(vm, T_StopIteration, vobj(t));
  if (e == NULL) return -1;
  return exc_set(vm, vobj(e));
}

/* A generator g ended (returned v, or was exhausted already): the
** StopIteration carrying v, or for an async generator StopAsyncIteration. */
static int gen_end(VM *vm, Gen *g, Value v) {
  if (gen_is_async(g)) {
    Tuple *t = tuple_new(vm, 0);
    Exc *e = t ? exc_new(vm, T_StopAsyncIteration, vobj(t)) : NULL;
    return e ? exc_set(vm, vobj(e)) : -1;
  }
  return gen_stop(vm, v);
}

/* The value a StopIteration carries (None without arguments). */
static Value gen_stop_value(Value exc) {
  Tuple *t = AS_TUPLE(AS_EXC(exc)->args);
  return t->len ? t->items[0] : VNONE;
}

/* The generator g delegates to when it waits (suspended, or just entered
** from there) in a yield from whose subiterator is a plain generator (a
** native iterator, or a prelude generator standing for map/filter..., has
** no throw or close), or NULL. */
static Gen *gen_yf(Gen *g) {
  const Code *co = g->func->code;
  const Instr *y;
  Value it;
  if (g->pc < 3 || g->pc > co->ncode) return NULL;
  y = &co->code[g->pc - 1];
  if (y->op != OP_YIELD || y->x != 1 || y->c >= g->nregs || co->code[g->pc - 3].op != OP_SEND)
    return NULL;
  it = g->regs[y->c];
  if (!IS_OBJ(it, OT_GEN) || it.u.o->flags != 0) return NULL;
  return (Gen *)it.u.o;
}

/* Whether a throw() of a non-exception into g is refused by g itself
** (the error goes to whoever threw into g): g delegates to no generator,
** or to a user iterator without a throw method (the prelude's
** _yf_nothrow).  The prelude's _yf_gen is never the one: it passes such
** arguments on to its iterator's own throw. */
static bool gen_refuses_throw(Gen *g) {
  Gen *sub;
  const Code *co = g->func->code;
  if ((co->flags & CODE_HIDDEN) && strcmp(AS_STR(co->name)->data, "_yf_gen") == 0) return false;
  sub = gen_yf(g);
  if (sub == NULL) return true;
  co = sub->func->code;
  return (co->flags & CODE_HIDDEN) && strcmp(AS_STR(co->name)->data, "_yf_nothrow") == 0;
}

static Exc *gen_exit_new(VM *vm) {
  Tuple *t = tuple_new(vm, 0);
  return t ? exc_new(vm, T_GeneratorExit, vobj(t)) : NULL;
}

/* Raise exc inside suspended g (throw, close), g's frame of kind `kind`
** storing its result in stack[ret].  When g waits in a yield from of a
** suspended generator, the exception goes to that one instead, down the
** chain, as CPython's _gen_throw does: every generator on the way gets
** its frame pushed as if its SEND had resumed the next one (FR_YIELDFROM),
** so that what the innermost one yields, returns or raises reaches the
** outer ones through the ordinary frame kinds.  A GeneratorExit instead
** closes the subiterators first (FR_YFCLOSE: each raises the
** GeneratorExit in its delegator once closed).  Returns -1: the exception
** is in flight in the top frame. */
static int gen_throw_in(VM *vm, Gen *g, uint32_t ret, int kind, Value exc, bool not_inner) {
  bool gexit = type_is_subtype(AS_EXC(exc)->type, T_GeneratorExit);
  Frame *f = gen_enter(vm, g, frames_end(vm), ret, kind, g->pc);
  if (f == NULL) return -1;
  if (g->h.type == OT_CORO && !gen_is_async(g)) {
    /* into the innermost coroutine of its await chain (coro_pass_up) */
    if (coro_resume_chain(vm) == NULL) return -1;
    return exc_set(vm, exc);
  }
  for (;;) {
    Gen *sub = gen_yf(g);
    const Instr *y;
    if (sub == NULL) break;
    if (sub->state != GEN_SUSPENDED) {
      if (sub->state == GEN_RUNNING) {
        vm_raise(vm, T_ValueError, "generator already executing");
        exc = vm->exc;
        vm->exc = VUNDEF;
      } else {
        gen_finish(sub);
      }
      break;
    }
    /* throw() of a non-exception: the innermost generator refuses it
    ** untouched, and its delegator gets the TypeError */
    if (not_inner && gen_refuses_throw(sub)) break;
    y = &g->func->code->code[g->pc - 1];
    if (gexit) {
      Exc *ge = gen_exit_new(vm);
      if (ge == NULL) return -1;
      f = gen_enter(vm, sub, f->base + f->code->nregs, f->base + y->a, FR_YFCLOSE, sub->pc);
      if (f == NULL) return -1;
      f->dflt = exc;
      exc = vobj(ge);
    } else {
      f->pc = g->pc - 2;     /* just after its SEND, as if SEND had resumed sub */
      f = gen_enter(vm, sub, f->base + f->code->nregs, f->base + y->a, FR_YIELDFROM, sub->pc);
      if (f == NULL) return -1;
    }
    g = sub;
  }
  return exc_set(vm, exc);
}

/* ---- generators dropped unfinished ----
** CPython closes a generator when its last reference goes (reference
** counting), so that its finally blocks and with exits run at once.  Baton
** counts no references: it looks where such a reference commonly dies,
** and closes the generator there when nothing else reaches it
** (gc_reaches, a trace of the heap), as CPython's finaliser does: an
** exception or a yield in the closing generator is ignored.  The points:
**  - DROP, which the compiler puts where `break` or `return` leaves a for
**    loop: the loop's iterator;
**  - RETURN: a register of the returning frame holding a generator that
**    a call in this frame made (g->born; others are not looked at);
**  - SETGLOBAL: the value the global held before (the dead registers
**    above the stored one are no roots for this: x=1).
** Only once a generator has yielded inside a try, a with or a yield from
** (vm->gen_drops) do RETURN and SETGLOBAL look at all; README
** ("Generators dropped unfinished") says what is not covered. */

/* Whether closing v would run code: a suspended generator (not a prelude
** one standing for map, filter...) waiting inside a handler's range (try,
** with), or one whose registers (which its close drops) hold such a
** generator, `depth` levels down at most (a yield from's subiterator is
** one of them). */
static const Handler *find_handler(Code *co, uint32_t at);
static bool gen_close_runs(Value v, int depth) {
  Gen *g;
  uint32_t k;
  if (!IS_OBJ(v, OT_GEN) || v.u.o->flags != 0) return false;
  g = (Gen *)v.u.o;
  if (g->state != GEN_SUSPENDED || g->pc < 1) return false;
  if (find_handler(g->func->code, g->pc - 1)) return true;
  if (depth > 0)
    for (k = 0; k < g->nregs; k++)
      if (IS_OBJ(g->regs[k], OT_GEN) && gen_close_runs(g->regs[k], depth - 1)) return true;
  return false;
}
#define GEN_DROP_DEPTH 4

/* v, a generator whose close runs code, lost a reference: close it when
** the roots reach it no more, but through the registers [skip, skip +
** nskip) or `extra` (see gc_reaches); those registers holding it are
** cleared.  Its frame goes above the current one, whose saved pc says
** where that one goes on after.  Returns 0 when nothing is done, else -1:
** the loop unwinds from the top frame (the GeneratorExit thrown into v,
** or an error). */
static int gen_drop(VM *vm, Value v, Value *skip, size_t nskip, Value extra) {
  size_t visited, j;
  bool reached = gc_reaches(vm, v.u.o, skip, nskip, extra, &visited);
  Exc *ge;
  /* a long trace went through many young objects: a collection at the
  ** next safe point makes them old, which the next trace stops at */
  if (visited > 4096) vm->gc_next = 0;
  if (vm_charge_items(vm, visited)) return -1;
  if (reached) return 0;
  ge = gen_exit_new(vm);
  if (ge == NULL) return -1;
  for (j = 0; j < nskip; j++)
    if (skip[j].tag == V_OBJ && skip[j].u.o == v.u.o) skip[j] = VNONE;
  return gen_throw_in(vm, (Gen *)v.u.o, vm->frames[vm->nframes - 1].base, FR_DROPCLOSE,
                      vobj(ge), false);
}

/* ---- generators left suspended when the program ends ----
** CPython's interpreter, ending, frees the main module's globals in order,
** and with them the generators they hold: a suspended one is closed then,
** so that its finally blocks run.  vm_close_left_gens closes those the
** globals reach directly or inside instances, in the globals' order, then
** those inside lists, tuples and dicts (CPython frees those later; a few
** levels down), all in one run as vm_call_nested runs code
** (the limits hold; an exception in a close is dropped, where CPython
** prints "Exception ignored in").  Generators nothing reaches any more
** were CPython's to close earlier: baton does not see them. */
#define LEFT_GEN_DEPTH 3

static int left_gens_in(VM *vm, Value v, int depth, bool boxes, List *found) {
  const Value *items = NULL;
  size_t n = 0, i;
  Dict *d = NULL;
  if (v.tag != V_OBJ) return 0;
  switch (v.u.o->type) {
  case OT_GEN: {
    Gen *g = (Gen *)v.u.o;
    if (v.u.o->flags != 0 || g->state != GEN_SUSPENDED) return 0;
    for (i = 0; i < found->len; i++)
      if (found->items[i].u.o == v.u.o) return 0;
    return list_append(vm, found, v);
  }
  case OT_LIST: items = AS_LIST(v)->items; n = AS_LIST(v)->len; break;
  case OT_TUPLE: items = AS_TUPLE(v)->items; n = AS_TUPLE(v)->len; break;
  case OT_DICT: d = AS_DICT(v); break;   /* (the globals too) */
  case OT_INSTANCE:
    if (AS_INST(v)->dict) d = AS_INST(v)->dict;
    else { items = AS_INST(v)->vals; n = AS_INST(v)->nvals; }
    break;
  default:
    return 0;
  }
  if (depth <= 0 || (!boxes && v.u.o->type != OT_INSTANCE && d != vm->globals)) return 0;
  if (d) {
    size_t pos = 0;
    Value k, x;
    for (i = 0; dict_next(d, &pos, &k, &x); i++)
      if (vm_charge_item(vm, i) || left_gens_in(vm, x, depth - 1, boxes, found)) return -1;
    return 0;
  }
  for (i = 0; i < n; i++)
    if (vm_charge_item(vm, i) || left_gens_in(vm, items[i], depth - 1, boxes, found)) return -1;
  return 0;
}

void vm_close_left_gens(VM *vm) {
  List *found;
  Value fn, arg, out;
  if (vm->nframes || vm->limit_hit || vm->gens_parked == 0) return;
  found = list_new(vm, 0);
  if (found == NULL ||
      left_gens_in(vm, vobj(vm->globals), LEFT_GEN_DEPTH + 1, false, found) ||
      left_gens_in(vm, vobj(vm->globals), LEFT_GEN_DEPTH + 1, true, found)) {
    vm->exc = VUNDEF;
    return;
  }
  if (found->len == 0) return;
  arg = vobj(found);
  if (prelude_get(vm, "_ht_close_left", &fn, 0) == 0)
    vm_call_nested(vm, fn, &arg, 1, &out);
  vm->exc = VUNDEF;
}

/* May gen_drop_frame find something in f?  (RETURN's quick test) */
static inline bool frame_may_drop(const VM *vm, const Frame *f) {
  const Value *R = vm->stack + f->base;
  uint32_t k;
  if (f->made_gen || f->gen) return true;
  for (k = 0; k < f->code->nargs; k++)
    if (IS_OBJ(R[k], OT_GEN)) return true;
  return false;
}

/* The top frame ends, by RETURN (exc V_UNDEF) or by exception exc going
** through it: close the first register's generator whose close runs code,
** that nothing but the frame's registers and v (RETURN's value, or exc)
** reaches, and that is a parameter or was made by a call in this frame
** or not known to be made elsewhere (born 0, after a restore): a hint
** that spares the trace of the heap for the others.  As in
** CPython, an exception drops the temporaries (a for loop's iterator) but
** not the named variables, which its traceback keeps (but for a generator
** being closed: close() drops the exception).  After that close,
** the RETURN runs again, or exc goes on through the frame (the closing
** frame's dflt, see FR_DROPCLOSE).  Returns 0 when there is none, -1 as
** gen_drop. */
static int gen_drop_frame(VM *vm, Value v, Value exc) {
  uint32_t nf = vm->nframes, k;
  const Code *co = vm->frames[nf - 1].code;
  uint32_t n = co->nregs, from = 0;
  uintptr_t id = frame_id(vm);
  int kind = vm->frames[nf - 1].kind;
  if (!vm->frames[nf - 1].made_gen && vm->frames[nf - 1].gen == NULL) {
    /* its parameters only (see Frame; a generator's frame is new at each
    ** resumption, so it looks at all) */
    if (exc.tag != V_UNDEF) return 0;
    if (n > co->nargs) n = co->nargs;
  }
  if (exc.tag != V_UNDEF && kind != FR_DROPCLOSE && kind != FR_GENCLOSE &&
      IS_OBJ(co->varnames, OT_TUPLE))
    from = (uint32_t)AS_TUPLE(co->varnames)->len;
  for (k = from; k < n; k++) {
    Value *R = vm->stack + vm->frames[nf - 1].base, g = R[k];
    uintptr_t born;
    if (!IS_OBJ(g, OT_GEN)) continue;
    born = ((Gen *)g.u.o)->born;
    if ((born != id && born != 0 && k >= co->nargs) ||
        (v.tag == V_OBJ && v.u.o == g.u.o) || !gen_close_runs(g, GEN_DROP_DEPTH))
      continue;
    if (exc.tag == V_UNDEF) vm->frames[nf - 1].pc--;
    if (gen_drop(vm, g, R, n, v) == 0) {
      if (exc.tag == V_UNDEF) vm->frames[nf - 1].pc++;
      continue;
    }
    if (vm->nframes == nf) {   /* an error at the RETURN itself */
      if (exc.tag == V_UNDEF) vm->frames[nf - 1].pc++;
    } else {
      vm->frames[nf].dflt = exc;
    }
    return -1;
  }
  return 0;
}

/* The StopIteration (an async generator's StopAsyncIteration) vm->exc
** holds left generator g's frame: CPython's RuntimeError, caused by it. */
static void gen_stop_raised(VM *vm, Gen *g) {
  Value ctx = vm->exc;
  vm_raise(vm, T_RuntimeError, "%s raised %s",
           gen_is_async(g) ? "async generator" : g->h.type == OT_CORO ? "coroutine" : "generator",
           AS_EXC(ctx)->type == T_StopIteration ? "StopIteration" : "StopAsyncIteration");
  AS_EXC(vm->exc)->cause = ctx;
  AS_EXC(vm->exc)->context = ctx;
  AS_EXC(vm->exc)->suppress_context = true;
}

/* Do vm->genop, which a native (next, send, throw, close) asked for; the
** result goes to stack[ret].  Returns 1 when a frame was pushed, 0 when
** the result is stored, -1 on error (possibly raised inside the pushed
** generator frames: the loop unwinds from the top frame). */
static int gen_call(VM *vm, uint32_t ret) {
  GenOp op = vm->genop;
  Gen *g;
  int r;
  vm->genop.gen = vm->genop.arg = vm->genop.dflt = VUNDEF;
  if (op.op == GOP_PASSUP) return coro_pass_up(vm, op.arg);
  if (!IS_OBJ(op.gen, OT_GEN) && !IS_OBJ(op.gen, OT_CORO)) return corrupt(vm);
  g = (Gen *)op.gen.u.o;
  /* a coroutine stepped by send/throw (outside an event loop): it runs in
  ** this fiber, so an await of a pending future parks it as a task's
  ** would; a finished one cannot run again */
  if (val_is_coro(op.gen) && g->state == GEN_DONE && op.op != GOP_CLOSE)
    return vm_raise(vm, T_RuntimeError, "cannot reuse already awaited coroutine");
  if (op.op == GOP_NEXT || op.op == GOP_SEND) {
    r = gen_resume(vm, g, ret, FR_GENNEXT, op.dflt, op.arg);
    if (r != 0) return r;
    if (op.dflt.tag == V_UNDEF) return gen_end(vm, g, VNONE);
    vm->stack[ret] = op.dflt;
    return 0;
  }
  if (!IS_OBJ(op.arg, OT_EXC)) return corrupt(vm);
  if (op.op == GOP_BADTHROW) {
    if (g->state != GEN_SUSPENDED || g->h.type != OT_GEN || gen_refuses_throw(g))
      return exc_set(vm, op.arg);
    return gen_throw_in(vm, g, ret, FR_GENNEXT, op.arg, true);
  }
  if (g->state == GEN_RUNNING)
    return vm_raise(vm, T_ValueError, "generator already executing");
  if (g->state != GEN_SUSPENDED) {
    /* not started or finished: nothing runs; close is silent, throw
    ** raises its exception here, from the first line of a generator that
    ** had not started (CPython raises it in its new frame) */
    bool fresh = g->state == GEN_CREATED;
    gen_finish(g);
    if (op.op == GOP_CLOSE) { vm->stack[ret] = VNONE; return 0; }
    if (fresh) exc_tb_add_start(vm, AS_EXC(op.arg), g->func->code);
    exc_set(vm, op.arg);
    /* (a StopIteration thrown into a new generator left its frame) */
    if (fresh && IS_OBJ(vm->exc, OT_EXC) && !(g->h.type == OT_GEN && g->h.flags != 0) &&
        (AS_EXC(vm->exc)->type == T_StopIteration ||
         (AS_EXC(vm->exc)->type == T_StopAsyncIteration && gen_is_async(g))))
      gen_stop_raised(vm, g);
    return -1;
  }
  return gen_throw_in(vm, g, ret, op.op == GOP_CLOSE ? FR_GENCLOSE : FR_GENNEXT, op.arg, false);
}

/* Start coroutine g in a new frame at stack index base (the awaiting
** frame's result register is stack[ret]). */
int vm_coro_push(VM *vm, Gen *g, uint32_t base, uint32_t ret, int kind) {
  Frame *f;
  if (gen_is_async(g))   /* (only a hostile snapshot gets here) */
    return vm_raise(vm, T_TypeError, "object async_generator can't be used in 'await' expression");
  if (g->state == GEN_RUNNING || g->state == GEN_SUSPENDED)   /* (stepped by hand) */
    return vm_raise(vm, T_RuntimeError, "coroutine is being awaited already");
  if (g->state != GEN_CREATED)
    return vm_raise(vm, T_RuntimeError, "cannot reuse already awaited coroutine");
  f = push_frame(vm, g->func->code, g->func, base, ret, kind);
  if (f == NULL) return -1;
  f->gen = g;
  vcopy(vm->stack + base, g->regs, g->nregs);
  g->state = GEN_RUNNING;
  return 0;
}

/* Leave a generator's frame: save or drop its registers. */
static void gen_leave(VM *vm, Frame *f, bool done, uint32_t pc) {
  Gen *g = f->gen;
  if (done) {
    gen_finish(g);
  } else {
    vcopy(g->regs, vm->stack + f->base, g->nregs);
    g->pc = pc;
    if (g->state != GEN_SUSPENDED) vm->gens_parked++;
    g->state = GEN_SUSPENDED;
    g->handled = vm->handled;
  }
  vm->handled = f->handled;
}

/* ---- the loop ---- */

static const Handler *find_handler(Code *co, uint32_t at) {
  uint32_t i;
  for (i = 0; i < co->nhandlers; i++) {
    const Handler *h = &co->handlers[i];
    if (at >= h->start && at < h->end) return h;
  }
  return NULL;
}

static int corrupt(VM *vm) {
  return vm_raise(vm, T_SystemError, "corrupt VM state (register of an unexpected type)");
}

/* NameError with CPython's suggestion from the frame's locals, then the
** globals, then the builtins. */
static int name_error_in(VM *vm, Value name, Frame *f) {
  Suggest s;
  size_t pos;
  Value k, v;
  vm_raise(vm, T_NameError, "name '%s' is not defined", AS_STR(name)->data);
  exc_note_name(vm, AS_STR(name)->data, AS_STR(name)->len, NULL);
  if (f == NULL || !IS_OBJ(vm->exc, OT_EXC)) return -1;
  sug_init(&s, AS_STR(name)->data);
  if (!(f->code->flags & CODE_MODULE) && IS_OBJ(f->code->varnames, OT_TUPLE)) {
    Tuple *vn = AS_TUPLE(f->code->varnames);
    size_t i;
    for (i = 0; i < vn->len; i++)
      if (IS_STR(vn->items[i]) && vm->stack[f->base + i].tag != V_UNDEF)
        sug_offer(&s, AS_STR(vn->items[i])->data, AS_STR(vn->items[i])->len);
    if (s.best) { sug_attach(vm, &s); return -1; }
    sug_init(&s, AS_STR(name)->data);
  }
  for (pos = 0; dict_next(f->globals, &pos, &k, &v);)
    if (IS_STR(k)) sug_offer(&s, AS_STR(k)->data, AS_STR(k)->len);
  if (s.best) { sug_attach(vm, &s); return -1; }
  sug_init(&s, AS_STR(name)->data);
  {
    const char *bn;
    int i, r;
    for (i = 0; (r = builtins_entry(i, &bn, &v)) >= 0; i++)
      if (r) sug_offer(&s, bn, strlen(bn));
  }
  sug_attach(vm, &s);
  return -1;
}

static int name_error(VM *vm, Value name) {
  return name_error_in(vm, name, vm->nframes ? &vm->frames[vm->nframes - 1] : NULL);
}

/* Fill a global cache: entry ix of g (kind 1) or of the builtins (2). */
static void gcache_fill(VM *vm, GCache *gc, Dict *g, int64_t ix, int kind) {
  gc->globals = g;
  gc->gver = g->version;
  gc->bver = vm->builtins->version;
  gc->idx = (uint32_t)ix;
  gc->kind = (uint32_t)kind;
}

/* GETGLOBAL's slow path: look up, then fill the instruction's cache. */
static int global_lookup(VM *vm, Code *code, Dict *g, uint32_t at, Value name, Value *out) {
  int64_t ix;
  int kind = 1, found = 0;
  /* (each dict looked up once by its index, which the cache keeps; a
  ** name the finders add is looked up again once added) */
  if ((ix = dict_index_str(g, AS_STR(name))) >= 0) {
    *out = g->entries[ix].value;
  } else if (g == vm->prelude && (found = builtins_prelude_find(vm, name, out)) == 1) {
    ix = dict_index_str(g, AS_STR(name));
  } else if (found < 0) {
    return -1;
  } else if ((ix = dict_index_str(vm->builtins, AS_STR(name))) >= 0) {
    *out = vm->builtins->entries[ix].value;
    kind = 2;
  } else if ((found = builtins_find(vm, name, out)) == 1) {
    ix = dict_index_str(vm->builtins, AS_STR(name));
    kind = 2;
  } else {
    return found < 0 ? -1 : name_error(vm, name);
  }
  if (ix < 0) return 0;
  if (code->gcache == NULL && (code->flags & CODE_MODULE) && at >= code->gsite) {
    /* a module body runs once: its sites miss in order, each once, and
    ** a table would be filled for nothing.  A site at or before the last
    ** one that missed means a loop: the table is made then. */
    code->gsite = at + 1;
    return 0;
  }
  if (code->gcache == NULL) {
    code->gcache = mem_alloc(&vm->mem, code->ncode * sizeof(GCache));
    if (code->gcache == NULL) return 0;     /* no cache: still correct */
    memset(code->gcache, 0, code->ncode * sizeof(GCache));
  }
  gcache_fill(vm, &code->gcache[at], g, ix, kind);
  return 0;
}

/* The attribute cache of the instruction before pc, allocated at the first
** use (only when it fits under the memory limit, without charging steps:
** the cache never makes a program fail or count differently), or NULL. */
static ACache *acache_at(VM *vm, Code *code, const Instr *pc) {
  if (code->acache == NULL) {
    size_t sz = code->ncode * sizeof(ACache);
    int64_t *charge = vm->mem.charge;
    if (vm->mem.limit && (vm->mem.used > vm->mem.limit || sz > vm->mem.limit - vm->mem.used))
      return NULL;
    vm->mem.charge = NULL;
    code->acache = mem_alloc(&vm->mem, sz);
    vm->mem.charge = charge;
    if (code->acache == NULL) return NULL;
    memset(code->acache, 0, sz);
  }
  return &code->acache[pc - 1 - code->code];
}

/* d[k] for a str k at a GETITEM/SETITEM (pc after it): the number of k's
** entry in d, or -1 (absent, or only a full lookup can tell).  The
** instruction's cache keeps the entry number it found last as a guess,
** checked by key pointer as dict_lookup_hint does (dicts made by one
** display hold their keys in the same order, so r["status"] is the same
** entry of every record): a hit reads d's header and that entry, not the
** index between them, whose load the entry's had to wait for. */
static inline int64_t dict_index_at(VM *vm, Code *code, const Instr *pc, Dict *d, Str *k) {
  ACache *ac = code->acache ? &code->acache[pc - 1 - code->code] : acache_at(vm, code, pc);
  int64_t ix;
  if (ac && ac->idx < d->nentries && d->entries[ac->idx].key.tag == V_OBJ &&
      d->entries[ac->idx].key.u.o == &k->h)
    return ac->idx;
  if (str_hash_pending(k)) return -1;   /* the full path hashes it (dict.h) */
  ix = dict_index_str(d, k);
  if (ix >= 0 && ac) ac->idx = (uint32_t)ix;
  return ix;
}

/* ACACHE's miss: the entry filled for in's class (or NULL). */
static ACache *acache_miss(VM *vm, Code *code, const Instr *pc, Instance *in, Str *name,
                           int op) {
  ACache *ac;
  if (in->cls == NULL || (ac = acache_at(vm, code, pc)) == NULL) return NULL;
  class_acache_fill(vm, in, name, op, ac);
  /* (a library class's private state: the slow path, for other code and
  ** for the prelude's, which runs for both) */
  if ((in->cls->h.flags & CLASS_HIDES) &&
      (class_hidden_name(vm, in->cls, name) ||
       (IS_STR(code->filename) && strcmp(AS_STR(code->filename)->data, "<prelude>") == 0)))
    ac->kind = AC_NONE;
  return ac;
}

/* ac := the instruction's cache entry for instance in, filled first if it
** is not valid for in's class; NULL when there is none (the slow path
** runs).  A macro: the check stays inline in the dispatch loop. */
#define ACACHE(ac, in, name, op) do { \
    (ac) = code->acache ? &code->acache[pc - 1 - code->code] : NULL; \
    if (!((ac) && (ac)->cls == (const void *)(in)->cls && (ac)->epoch == vm->class_epoch)) \
      (ac) = acache_miss(vm, code, pc, (in), (name), (op)); \
  } while (0)

/* The class's Python function `name` for a CALLMETHOD or LOADMETHOD at pc
** on instance in, from the instruction's cache, unless the instance's own
** attributes shadow it. */
static inline bool acache_method(VM *vm, Code *code, const Instr *pc, Instance *in,
                                 Str *name, Value *fn) {
  ACache *ac;
  ACACHE(ac, in, name, OP_CALLMETHOD);
  if (!ac || ac->kind != AC_METHOD ||
      (in->dict ? dict_index_str(in->dict, name) >= 0 : attrs_index(in, name, &ac->idx) >= 0))
    return false;
  *fn = ac->v;
  return true;
}

static int unbound_error(VM *vm, Code *co, Value name, bool free) {
  (void)co;
  if (free)
    return vm_raise(vm, T_NameError, "cannot access free variable '%s' where it is "
                    "not associated with a value in enclosing scope",
                    AS_STR(name)->data);
  return vm_raise(vm, T_UnboundLocalError, "cannot access local variable '%s' "
                  "where it is not associated with a value", AS_STR(name)->data);
}

static int do_raise(VM *vm, Value exc, Value cause, int x) {
  if (x & 2) {
    if (!IS_OBJ(vm->handled, OT_EXC))
      return vm_raise(vm, T_RuntimeError, "No active exception to reraise");
    vm->exc = vm->handled;
    return -2;   /* keep the traceback */
  }
  if (exc.tag == V_TYPE && exc.u.i >= T_FIRST_EXC) {
    Tuple *t = tuple_new(vm, 0);
    Exc *e;
    if (t == NULL) return -1;
    e = exc_new(vm, (int)exc.u.i, vobj(t));
    if (e == NULL) return -1;
    exc = vobj(e);
  } else if (!IS_OBJ(exc, OT_EXC)) {
    return vm_raise(vm, T_TypeError, "exceptions must derive from BaseException");
  }
  if (x & 1) {
    if (cause.tag == V_TYPE && cause.u.i >= T_FIRST_EXC) {
      Tuple *t = tuple_new(vm, 0);
      Exc *e;
      if (t == NULL) return -1;
      e = exc_new(vm, (int)cause.u.i, vobj(t));
      if (e == NULL) return -1;
      cause = vobj(e);
    } else if (cause.tag != V_NONE && !IS_OBJ(cause, OT_EXC)) {
      return vm_raise(vm, T_TypeError, "exception causes must derive from BaseException");
    }
    AS_EXC(exc)->cause = cause;
    AS_EXC(exc)->suppress_context = true;
  }
  return exc_set(vm, exc);
}

/* `except ty`: ty is an exception class or a flat tuple of them, all
** checked before any is matched (CPython 3.11's check_except_type_valid:
** a nested tuple is a TypeError too). */
static int exc_match(VM *vm, Value exc, Value ty, bool *out) {
  int et = AS_EXC(exc)->type;
  size_t i, n = 1;
  Value *items = &ty;
  if (IS_OBJ(ty, OT_TUPLE)) {
    items = AS_TUPLE(ty)->items;
    n = AS_TUPLE(ty)->len;
  }
  for (i = 0; i < n; i++)
    if (!(items[i].tag == V_TYPE && items[i].u.i >= T_FIRST_EXC) &&
        !(IS_OBJ(items[i], OT_CLASS) && AS_CLASS(items[i])->base >= T_FIRST_EXC))
      return vm_raise(vm, T_TypeError,
                      "catching classes that do not inherit from BaseException is not allowed");
  *out = false;
  /* a class's exception may also derive from a builtin exception of
  ** another line than its layout's (class E(ArithmeticError, TypeError)):
  ** its MRO answers when the layout does not */
  for (i = 0; i < n && !*out; i++)
    *out = items[i].tag == V_TYPE
           ? type_is_subtype(et, (int)items[i].u.i) ||
             (AS_EXC(exc)->cls != NULL && val_isinstance(exc, items[i]))
           : val_isinstance(exc, items[i]);
  return 0;
}

/* ---- with, async with, async for ---- */

/* SPECIAL: the special method SPM_x of type(obj), bound; CPython 3.11's
** TypeError when it is missing. */
static int special_lookup(VM *vm, Value obj, int which, Value *out) {
  static const char *const names[SPM__COUNT] = {"__enter__", "__exit__", "__aenter__",
                                               "__aexit__", "__aiter__", "__anext__"};
  static const char *const errs[SPM__COUNT] = {
    "'%s' object does not support the context manager protocol",
    "'%s' object does not support the context manager protocol (missed __exit__ method)",
    "'%s' object does not support the asynchronous context manager protocol",
    ("'%s' object does not support the asynchronous context manager protocol "
     "(missed __aexit__ method)"),
    "'async for' requires an object with __aiter__ method, got %s",
    "'async for' received an object from __aiter__ that does not implement __anext__: %s"};
  int r;
  if (which < 0 || which >= SPM__COUNT) return corrupt(vm);
  r = class_special(vm, obj, names[which], out);
  if (r == 0) return vm_raise(vm, T_TypeError, errs[which], val_type_name(obj));
  return r < 0 ? -1 : 0;
}

/* AWAIT of something that is not awaitable; x (AW_*) says where it came
** from, as CPython's messages do. */
static int await_error(VM *vm, Value aw, int x) {
  const char *t = val_type_name(aw);
  switch (x) {
  case AW_AENTER:
    return vm_raise(vm, T_TypeError, "'async with' received an object from __aenter__ "
                    "that does not implement __await__: %s", t);
  case AW_AEXIT:
    return vm_raise(vm, T_TypeError, "'async with' received an object from __aexit__ "
                    "that does not implement __await__: %s", t);
  case AW_ANEXT:
    return vm_raise(vm, T_TypeError, "'async for' received an invalid object from "
                    "__anext__: %s", t);
  default:
    return vm_raise(vm, T_TypeError, "object %s can't be used in 'await' expression", t);
  }
}

/* `await aw`, aw an instance of a user class with __await__: the
** prelude's coroutine _ht_await(aw.__await__) runs in its place, in a
** frame at stack[top] whose result goes to stack[ret]; it replaces aw in
** the AWAIT's operand register stack[opnd] (a temporary), where a
** hand-stepped chain finds it again (coro_resume_chain). */
static int await_user(VM *vm, Value aw, uint32_t top, uint32_t ret, uint32_t opnd) {
  Value fn, meth;
  int r = class_special(vm, aw, "__await__", &meth);
  if (r <= 0) return r < 0 ? -1 : corrupt(vm);
  if (async_join_prims(vm) || prelude_get(vm, "_ht_await", &fn, top + 3) ||
      ensure_stack(vm, (size_t)top + 3))
    return -1;
  vm->stack[top] = fn;
  vm->stack[top + 1] = meth;
  r = call_at(vm, top, 1, NULL, FR_CALL);
  if (r < 0) return -1;
  if (r != 0 || !val_is_coro(vm->stack[top])) return corrupt(vm);
  vm->stack[opnd] = vm->stack[top];
  return vm_coro_push(vm, (Gen *)vm->stack[top].u.o, top, ret, FR_CALL);
}

#if BT_COMPUTED_GOTO
#define vmdispatch(o)  goto *disptab[o];
#define vmcase(l)      L_##l:
#define vmbreak        i = *pc++; goto *disptab[i.op]
#else
#define vmdispatch(o)  switch (o)
#define vmcase(l)      case OP_##l:
#define vmbreak        break
#endif

#define SAVEPC()   (f->pc = (uint32_t)(pc - code->code))
/* Defensive checks of register contents that compiled code guarantees but
** a hostile snapshot could break: they stay in release builds. */
#define EXPECT(cond) do { if (!(cond)) { SAVEPC(); corrupt(vm); goto error; } } while (0)
#define RELOAD()   (R = vm->stack + f->base)
/* after a native call: a prelude fallback compiled on the way may have
** moved the frames as well as the stack (code, K and pc stay valid) */
#define RELOADF()  (f = &vm->frames[vm->nframes - 1], R = vm->stack + f->base)
#define LOADFRAME() do { f = &vm->frames[vm->nframes - 1]; code = f->code; \
    K = code->k; pc = code->code + f->pc; R = vm->stack + f->base; } while (0)
#define PROTECT(x) do { SAVEPC(); if ((x) < 0) goto error; RELOAD(); } while (0)
/* PROTECT, but a failure for want of Python code (ht_instead) hands the
** instruction to the prelude's `fn`(uargs[0..n)). */
#define PROTECT_HT(x, fn, n, dest, scratch) do { SAVEPC(); if ((x) < 0) { \
    if (ht_instead(vm, fn, uargs, n, dest, scratch) < 0) goto error; \
    goto load_frame; } RELOAD(); } while (0)
/* The same for a comparison or binary operator named opname. */
#define PROTECT_OP(x, opname, lhs, rhs) do { SAVEPC(); if ((x) < 0) { \
    if (ht_instead_op(vm, "_ht_operator", opname, lhs, rhs, f->base + i.a) < 0) goto error; \
    goto load_frame; } RELOAD(); } while (0)
/* Backward jumps and calls count steps and are GC safe points. */
#define SAFEPOINT_CALL() do { if (--vm->budget <= 0 || vm->mem.used > vm->gc_next) { \
    if (safepoint(vm)) return -1; } } while (0)
/* After a native call has stored its result: a collection when one is
** due, as at a safe point (the call instruction might have called Python
** code, so no compiled code relies on there being none), but no step:
** straight-line code (40 lines of `c = ST.copy()`) never reached a safe
** point, its garbage piled up and the memory limit failed with one copy
** alive. */
#ifdef BT_GC_STRESS
/* the GC-stress build collects at every safe point: here at one call
** instruction in four only (every one made lib_heapq_order.py take 10.8 s
** of CPU in a -O2 stress build, with no barrier error) */
#define GC_NATIVE_SITE() (((pc - code->code) & 3) == 0)
#else
#define GC_NATIVE_SITE() true
#endif
#define GC_AFTER_NATIVE() do { if (vm->mem.used > vm->gc_next && vm->gc_enabled && \
    GC_NATIVE_SITE()) { SAVEPC(); if (gc_collect_polled(vm)) goto error; RELOADF(); } } while (0)
#define SAFEPOINT() do { if (--vm->budget <= 0 || vm->mem.used > vm->gc_next) { \
    SAVEPC(); if (safepoint(vm)) goto error; RELOAD(); } } while (0)

/* val_type of a builtin method's receiver: the common ones without the
** call (CALLMETHOD runs one per d.get, l.append...). */
static inline int recv_type(Value v) {
  if (v.tag == V_OBJ) {
    switch (v.u.o->type) {
    case OT_DICT: return T_DICT;
    case OT_LIST: return T_LIST;
    case OT_STR: return T_STR;
    case OT_SET: return T_SET;
    default: break;
    }
  }
  return val_type(v);
}

/* The dict that o[k] (cs CS(GETITEM)) or o[k] = v (CS(SETITEM)) works on
** without Python code: o itself, or the dict an instance of a dict
** subclass wraps when its class does not define that special method. */
static inline Dict *plain_dict(Value o, uint32_t cs) {
  if (o.tag != V_OBJ) return NULL;
  if (o.u.o->type == OT_DICT) return (Dict *)o.u.o;
  if (o.u.o->type == OT_INSTANCE) {
    Instance *in = (Instance *)o.u.o;
    if (IS_OBJ(in->base, OT_DICT) && !(in->cls->slots & cs)) return AS_DICT(in->base);
  }
  return NULL;
}

/* After a comparison's fast path wrote its bool to R[A]: when the next
** instruction is the conditional jump on R[A] that `if` and `while` compile
** a comparison to, take it here and save its dispatch (a JMPIF/JMPIFNOT
** is no safe point, so the step count is the same). */
#define CMP_JUMP() do { if ((pc->op == OP_JMPIFNOT || pc->op == OP_JMPIF) && pc->a == i.a) { \
    Instr j_ = *pc++; \
    if ((R[i.a].u.i != 0) == (j_.op == OP_JMPIF)) pc += INSTR_SBX(j_); } } while (0)

/* GC and the limits at safe points */
static int safepoint(VM *vm) {
  if (vm->budget <= 0 && vm_budget_check(vm)) return -1;
  if (vm->mem.used > vm->gc_next && vm->gc_enabled) return gc_collect_polled(vm);
  return 0;
}

static inline bool int_fast(Value a, Value b) {
  return a.tag == V_INT && b.tag == V_INT;
}

/* BINOP's common cases without a call: int64 operands whose result is
** an int64 (ops.c int_binop's arithmetic: floor division and modulo
** round toward minus infinity) and true division of floats or ints below
** 2^53 (exact operands, one rounding, as CPython).  False: the general
** path decides (it raises ZeroDivisionError, goes to big ints...). */
static inline bool binop_fast(VM *vm, int op, Value a, Value b, Value *out) {
  if (a.tag == V_INT && b.tag == V_INT) {
    int64_t x = a.u.i, y = b.u.i, q, m;
    switch (op) {
    case BIN_FLOORDIV: case BIN_MOD:
      if (y == 0 || (x == INT64_MIN && y == -1)) return false;
      q = x / y;
      m = x % y;
      if (m != 0 && ((m < 0) != (y < 0))) { m += y; q -= 1; }
      *out = vint(op == BIN_MOD ? m : q);
      return true;
    case BIN_RSHIFT:
      if (y < 0) return false;
      *out = vint(y >= 64 ? (x < 0 ? -1 : 0) : x >> y);
      return true;
    case BIN_BITAND: *out = vint(x & y); return true;
    case BIN_BITOR: *out = vint(x | y); return true;
    case BIN_BITXOR: *out = vint(x ^ y); return true;
    case BIN_TRUEDIV:
      if (y == 0 || x <= -(INT64_C(1) << 53) || x >= (INT64_C(1) << 53) ||
          y <= -(INT64_C(1) << 53) || y >= (INT64_C(1) << 53))
        return false;
      *out = vfloat((double)x / (double)y);
      return true;
    default:
      return false;
    }
  }
  if (op == BIN_TRUEDIV && (a.tag == V_FLOAT || a.tag == V_INT) &&
      (b.tag == V_FLOAT || b.tag == V_INT)) {
    /* an int64 operand converts as CPython's PyLong_AsDouble (nearest) */
    double x = a.tag == V_FLOAT ? a.u.f : (double)a.u.i;
    double y = b.tag == V_FLOAT ? b.u.f : (double)b.u.i;
    if (y == 0.0) return false;
    *out = vm_float(vm, x / y);
    return true;
  }
  return false;
}

/* CMP's order and equality operators on two ints or two floats, or an
** int below 2^53 against a float (exact as a double, so the comparison
** is CPython's exact one; NaN compares false but for !=).  False: the
** general path decides. */
static inline bool cmp_fast(int op, Value a, Value b, Value *out) {
  double x, y;
  bool r;
  if (a.tag == V_INT && b.tag == V_INT) {
    int64_t p = a.u.i, q = b.u.i;
    switch (op) {
    case CMP_LT: r = p < q; break;
    case CMP_LE: r = p <= q; break;
    case CMP_GT: r = p > q; break;
    case CMP_GE: r = p >= q; break;
    case CMP_EQ: r = p == q; break;
    case CMP_NE: r = p != q; break;
    default: return false;
    }
    *out = vbool(r);
    return true;
  }
  if (a.tag == V_FLOAT) x = a.u.f;
  else if (a.tag == V_INT && a.u.i > -(INT64_C(1) << 53) && a.u.i < (INT64_C(1) << 53)) x = (double)a.u.i;
  else return false;
  if (b.tag == V_FLOAT) y = b.u.f;
  else if (b.tag == V_INT && b.u.i > -(INT64_C(1) << 53) && b.u.i < (INT64_C(1) << 53)) y = (double)b.u.i;
  else return false;
  switch (op) {
  case CMP_LT: r = x < y; break;
  case CMP_LE: r = x <= y; break;
  case CMP_GT: r = x > y; break;
  case CMP_GE: r = x >= y; break;
  case CMP_EQ: r = x == y; break;
  case CMP_NE: r = x != y; break;
  default: return false;
  }
  *out = vbool(r);
  return true;
}

/* A call made a request (2) or must wait (3): leave the loop.  A waiting
** call runs again when its fiber resumes. */
static int call_pause(VM *vm, int r) {
  if (r == 2) return VM_YIELD;
  vm->frames[vm->nframes - 1].pc--;
  return VM_SUSPEND;
}

/* Run until the bottom frame (FR_TOP) finishes.  Returns 0 with the result
** in vm->result, or -1 with vm->exc set (or vm->limit_hit). */
static int execute(VM *vm) {
  Frame *f;
  Code *code;
  const Instr *pc;
  Value *R, *K;
  Instr i;
  bool reraise = false, method;
  Value ufn, uargs[3];        /* op_push_call2: a special method to call */
  int unargs;
  uint32_t dest;
  uint32_t call_a;            /* op_call: R[call_a](call_n arguments after it) */
  int call_n;
#if BT_COMPUTED_GOTO
  static const void *const disptab[OP__COUNT] = {
#define OP(name, fmt, doc) &&L_##name,
    OPCODES(OP)
#undef OP
  };
#endif

  LOADFRAME();
  if (vm->exc.tag != V_UNDEF) goto error;   /* resumed with an exception */
  if (0) {
load_frame:
    LOADFRAME();
  }
  for (;;) {
    i = *pc++;
    vmdispatch(i.op) {
    vmcase(NOP) vmbreak;
    vmcase(MOVE) R[i.a] = R[i.b]; vmbreak;
    vmcase(LOADK) R[i.a] = K[INSTR_BX(i)]; vmbreak;
    vmcase(LOADI) R[i.a] = vint(INSTR_SBX(i)); vmbreak;
    vmcase(LOADNONE) R[i.a] = VNONE; vmbreak;
    vmcase(LOADBOOL) R[i.a] = vbool(i.b != 0); vmbreak;
    vmcase(LOADUNDEF) {
      Value old = R[i.a];
      R[i.a] = VUNDEF;
      /* `del g` of the last reference closes a generator (gen_drop) */
      if (i.x && vm->gen_drops && old.tag == V_OBJ && gen_close_runs(old, GEN_DROP_DEPTH)) {
        SAVEPC();
        if (gen_drop(vm, old, R + i.b, code->nregs - i.b, VUNDEF)) goto error;
      }
      vmbreak;
    }
    vmcase(CHECKBOUND)
      if (R[i.a].tag == V_UNDEF) {
        SAVEPC();
        unbound_error(vm, code, K[INSTR_BX(i)], false);
        goto error;
      }
      vmbreak;
    vmcase(GETGLOBAL) {
      GCache *gc = code->gcache ? &code->gcache[pc - 1 - code->code] : NULL;
      if (gc && gc->globals == f->globals && gc->gver == f->globals->version) {
        if (gc->kind == 1) { R[i.a] = f->globals->entries[gc->idx].value; vmbreak; }
        if (gc->kind == 2 && gc->bver == vm->builtins->version) {
          R[i.a] = vm->builtins->entries[gc->idx].value;
          vmbreak;
        }
      }
      {
        /* (a builtin written in Python compiles at its first lookup: the
        ** stack and frames may move) */
        Value v;
        SAVEPC();
        if (global_lookup(vm, code, f->globals, (uint32_t)(pc - 1 - code->code),
                          K[INSTR_BX(i)], &v))
          goto error;
        RELOADF();
        R[i.a] = v;
      }
      vmbreak;
    }
    vmcase(SETGLOBAL) {
      Value old = VUNDEF;
      if (!vm->gen_drops && IS_STR(K[INSTR_BX(i)])) {
        /* a new value for a global that exists (a module-level loop
        ** variable): as SETITEM's str-key path, no version bump */
        GCache *gc = code->gcache ? &code->gcache[pc - 1 - code->code] : NULL;
        int64_t ix;
        if (gc && gc->kind == 1 && gc->globals == f->globals && gc->gver == f->globals->version) {
          ix = gc->idx;   /* GETGLOBAL's cache, filled below for this store */
        } else {
          ix = dict_index_str(f->globals, AS_STR(K[INSTR_BX(i)]));
          if (ix >= 0 && gc) gcache_fill(vm, gc, f->globals, ix, 1);
        }
        if (ix >= 0) {
          gc_barrier(vm, &f->globals->h);
          f->globals->entries[ix].value = R[i.a];
          vmbreak;
        }
      }
      if (vm->gen_drops) dict_lookup_str(f->globals, AS_STR(K[INSTR_BX(i)]), &old);
      PROTECT(dict_set(vm, f->globals, K[INSTR_BX(i)], R[i.a]));
      if (old.tag == V_OBJ && gen_close_runs(old, GEN_DROP_DEPTH) &&
          (i.x ? gen_drop(vm, old, R + i.a + 1, code->nregs - i.a - 1u, VUNDEF)
               : gen_drop(vm, old, NULL, 0, VUNDEF)))
        goto error;
      vmbreak;
    }
    vmcase(DELGLOBAL) {
      int r;
      Value old = VUNDEF;
      SAVEPC();
      r = dict_del(vm, f->globals, K[INSTR_BX(i)], &old);
      if (r < 0) goto error;
      if (r == 0) { name_error(vm, K[INSTR_BX(i)]); goto error; }
      if (vm->gen_drops && old.tag == V_OBJ && gen_close_runs(old, GEN_DROP_DEPTH) &&
          gen_drop(vm, old, R + i.a, code->nregs - i.a, VUNDEF))
        goto error;
      vmbreak;
    }
    vmcase(GETNAME) {
      Value name = K[INSTR_BX(i)];
      EXPECT(IS_OBJ(R[0], OT_DICT) && IS_STR(name));
      if (dict_lookup_str(AS_DICT(R[0]), AS_STR(name), &R[i.a]) ||
          dict_lookup_str(f->globals, AS_STR(name), &R[i.a]) ||
          dict_lookup_str(vm->builtins, AS_STR(name), &R[i.a])) {
        vmbreak;
      }
      SAVEPC();
      {
        Value v;
        int found = f->globals == vm->prelude ? builtins_prelude_find(vm, name, &v) : 0;
        if (found == 0) found = builtins_find(vm, name, &v);   /* not yet looked up */
        if (found > 0) { RELOADF(); R[i.a] = v; vmbreak; }
        if (found == 0) name_error(vm, name);
      }
      goto error;
    }
    vmcase(SETNAME)
      EXPECT(IS_OBJ(R[0], OT_DICT));
      PROTECT(dict_set(vm, AS_DICT(R[0]), K[INSTR_BX(i)], R[i.a]));
      vmbreak;
    vmcase(DELNAME) {
      int r;
      EXPECT(IS_OBJ(R[0], OT_DICT));
      SAVEPC();
      r = dict_del(vm, AS_DICT(R[0]), K[INSTR_BX(i)], NULL);
      if (r < 0) goto error;
      if (r == 0) { name_error(vm, K[INSTR_BX(i)]); goto error; }
      vmbreak;
    }
    vmcase(GETBUILTIN) R[i.a] = vbuiltin((int)INSTR_BX(i)); vmbreak;
    vmcase(MKCELL) {
      Cell *c;
      SAVEPC();
      c = obj_new(vm, OT_CELL, sizeof(Cell));
      if (c == NULL) goto error;
      c->v = R[i.a];
      R[i.a] = vobj(c);
      vmbreak;
    }
    vmcase(GETCELL) {
      Value v;
      EXPECT(IS_OBJ(R[i.b], OT_CELL));
      v = ((Cell *)R[i.b].u.o)->v;
      if (v.tag == V_UNDEF) {
        SAVEPC();
        unbound_error(vm, code, K[i.c], i.x != 0);
        goto error;
      }
      R[i.a] = v;
      vmbreak;
    }
    vmcase(SETCELL)
      EXPECT(IS_OBJ(R[i.b], OT_CELL));
      ((Cell *)R[i.b].u.o)->v = R[i.a];
      vmbreak;
    vmcase(DELCELL) {
      Cell *c;
      EXPECT(IS_OBJ(R[i.a], OT_CELL));
      c = (Cell *)R[i.a].u.o;
      if (c->v.tag == V_UNDEF) {
        SAVEPC();
        unbound_error(vm, code, K[i.c], i.x != 0);
        goto error;
      }
      c->v = VUNDEF;
      vmbreak;
    }
    /* int64 and float fast paths; overflow and other types go to ops.c */
#define ARITH(NAME, OVF, COP, BIN) \
    vmcase(NAME) { \
      Value a = R[i.b], b = R[i.c]; \
      if (int_fast(a, b)) { \
        int64_t r; \
        if (!OVF(a.u.i, b.u.i, &r)) { R[i.a] = vint(r); vmbreak; } \
      } else if (a.tag == V_FLOAT && b.tag == V_FLOAT) { \
        R[i.a] = vm_float(vm, a.u.f COP b.u.f); \
        vmbreak; \
      } else if (a.tag == V_FLOAT && b.tag == V_INT) { \
        R[i.a] = vm_float(vm, a.u.f COP (double)b.u.i); \
        vmbreak; \
      } else if (a.tag == V_INT && b.tag == V_FLOAT) { \
        R[i.a] = vm_float(vm, (double)a.u.i COP b.u.f); \
        vmbreak; \
      } \
      if (user_class(a) || user_class(b)) goto op_user_binop; \
      PROTECT_OP(vm_binop(vm, BIN, a, b, &R[i.a]), binop_names[BIN][0], a, b); \
      vmbreak; \
    }
    ARITH(ADD, __builtin_add_overflow, +, BIN_ADD)
    ARITH(SUB, __builtin_sub_overflow, -, BIN_SUB)
    ARITH(MUL, __builtin_mul_overflow, *, BIN_MUL)
#undef ARITH
    /* R[B] op sC; x=1: the in-place operator (a user __iadd__ first) */
#define ARITHI(NAME, OVF, COP, BIN) \
    vmcase(NAME) { \
      Value a = R[i.b]; \
      int64_t c_ = (int16_t)i.c, r_; \
      if (a.tag == V_INT && !OVF(a.u.i, c_, &r_)) { R[i.a] = vint(r_); vmbreak; } \
      if (a.tag == V_FLOAT) { R[i.a] = vm_float(vm, a.u.f COP (double)c_); vmbreak; } \
      if (user_class(a)) goto op_user_binop; \
      { \
        Value v, b = vint(c_); \
        PROTECT_OP((i.x ? vm_inplace : vm_binop)(vm, BIN, a, b, &v), \
                   binop_names[BIN][i.x ? 2 : 0], a, b); \
        R[i.a] = v; \
      } \
      vmbreak; \
    }
    ARITHI(ADDI, __builtin_add_overflow, +, BIN_ADD)
    ARITHI(SUBI, __builtin_sub_overflow, -, BIN_SUB)
#undef ARITHI
    vmcase(BINOPI) {
      Value a = R[i.b], b = vint((int16_t)i.c), v;
      if (i.x == BIN_MUL) {
        int64_t r_;
        if (a.tag == V_INT && !__builtin_mul_overflow(a.u.i, b.u.i, &r_)) { R[i.a] = vint(r_); vmbreak; }
        if (a.tag == V_FLOAT) { R[i.a] = vm_float(vm, a.u.f * (double)b.u.i); vmbreak; }
      } else if (binop_fast(vm, i.x, a, b, &R[i.a])) {
        vmbreak;
      }
      if (user_class(a)) goto op_user_binop;
      PROTECT_OP(vm_binop(vm, i.x, a, b, &v), binop_names[i.x][0], a, b);
      R[i.a] = v;
      vmbreak;
    }
    vmcase(BINOP) {
      Value v;
      if (binop_fast(vm, i.x, R[i.b], R[i.c], &R[i.a])) { vmbreak; }
      if (user_class(R[i.b]) || user_class(R[i.c])) goto op_user_binop;
      PROTECT_OP(vm_binop(vm, i.x, R[i.b], R[i.c], &v), binop_names[i.x][0], R[i.b], R[i.c]);
      R[i.a] = v;
      GC_AFTER_NATIVE();   /* (its fallback may call Python code) */
      vmbreak;
    }
    op_user_unary: {
      int r;
      SAVEPC();
      r = user_unary(vm);
      if (r < 0) goto error;
      if (r > 0) { SAFEPOINT_CALL(); goto load_frame; }
      RELOADF();
      vmbreak;
    }
    op_user_binop: {
      int r;
      SAVEPC();
      r = user_binop(vm, 0);
      if (r < 0) goto error;
      if (r > 0) { SAFEPOINT_CALL(); goto load_frame; }
      RELOADF();
      vmbreak;
    }
    op_user_cmp: {
      int r;
      SAVEPC();
      /* two instances of one class whose method is a plain function: its
      ** frame at once, as user_cmp's first stage would push it (no
      ** reflected method goes first between instances of one class) */
      if (i.op != OP_CMPI && IS_OBJ(R[i.b], OT_INSTANCE) && IS_OBJ(R[i.c], OT_INSTANCE) &&
          AS_INST(R[i.b])->cls == AS_INST(R[i.c])->cls) {
        int op = i.op == OP_LT ? CMP_LT : i.op == OP_EQ ? CMP_EQ : i.x;
        Value fn;
        uint32_t top = f->base + code->nregs;
        if (op <= CMP_NE && class_user_slot(vm, R[i.b], cmp_bits[op], &fn) &&
            IS_OBJ(fn, OT_FUNC) && fast_call_ok(vm, (Func *)fn.u.o, top + 1, 2)) {
          Frame *nf;
          vm->stack[top] = fn;
          vm->stack[top + 1] = R[i.b];
          vm->stack[top + 2] = R[i.c];
          fast_call(vm, (Func *)fn.u.o, top + 1, 2, top);
          nf = &vm->frames[vm->nframes - 1];
          nf->kind = FR_FINISH;
          nf->dflt = vint(0);
          SAFEPOINT_CALL();
          goto load_frame;
        }
      }
      r = user_cmp(vm, 0);
      if (r < 0) goto error;
      if (r > 0) { SAFEPOINT_CALL(); goto load_frame; }
      RELOADF();
      vmbreak;
    }
    vmcase(STRAPPEND) {
      Value a = R[i.b], b = R[i.c], v;
      if (IS_STR(a) && IS_STR(b)) {
        /* vm.h str_fresh: R[B] is its only reference while it is there */
        if (a.u.o == vm->str_fresh && vm->str_fresh_slot == f->base + i.b &&
            vm->str_fresh_depth == vm->nframes && str_append_room(AS_STR(a), AS_STR(b))) {
          R[i.a] = a;
          vmbreak;
        }
        SAVEPC();
        if (str_concat_room(vm, AS_STR(a), AS_STR(b), &v)) goto error;
        R[i.a] = v;
        vm->str_fresh = v.u.o;
        vm->str_fresh_slot = f->base + i.a;
        vm->str_fresh_depth = vm->nframes;
        vmbreak;
      }
      goto op_ibinop;   /* any other operands: as IBINOP (x is BIN_ADD) */
    }
    vmcase(IBINOP)
    op_ibinop: {
      Value a = R[i.b], b = R[i.c], v;
      if (int_fast(a, b)) {
        int64_t r;
        if (i.x == BIN_ADD && !__builtin_add_overflow(a.u.i, b.u.i, &r)) { R[i.a] = vint(r); vmbreak; }
        if (i.x == BIN_SUB && !__builtin_sub_overflow(a.u.i, b.u.i, &r)) { R[i.a] = vint(r); vmbreak; }
      }
      if (user_class(a) || user_class(b)) goto op_user_binop;
      PROTECT_OP(vm_inplace(vm, i.x, a, b, &v), binop_names[i.x][2], a, b);
      R[i.a] = v;
      vmbreak;
    }
    vmcase(NEG) {
      Value v;
      if (user_has(R[i.b], CS(NUMERIC))) goto op_user_unary;
      PROTECT(vm_unary(vm, UN_NEG, R[i.b], &v));
      R[i.a] = v;
      vmbreak;
    }
    vmcase(POS) {
      Value v;
      if (user_has(R[i.b], CS(NUMERIC))) goto op_user_unary;
      PROTECT(vm_unary(vm, UN_POS, R[i.b], &v));
      R[i.a] = v;
      vmbreak;
    }
    vmcase(NOT)
      if (user_has(R[i.b], CS(BOOL) | CS(LEN))) { SAVEPC(); goto op_user_truth; }
      R[i.a] = vbool(!vm_truthy(R[i.b]));
      vmbreak;
    op_user_truth: {
      int r = user_truth(vm, R[i.op == OP_NOT ? i.b : i.a]);
      if (r < 0) goto error;
      SAFEPOINT_CALL();
      goto load_frame;
    }
    vmcase(INVERT) {
      Value v;
      if (user_has(R[i.b], CS(NUMERIC))) goto op_user_unary;
      PROTECT(vm_unary(vm, UN_INVERT, R[i.b], &v));
      R[i.a] = v;
      vmbreak;
    }
    vmcase(CMP) {
      Value v;
      if (cmp_fast(i.x, R[i.b], R[i.c], &R[i.a])) { CMP_JUMP(); vmbreak; }
      if ((i.x == CMP_IN || i.x == CMP_NOTIN) && IS_OBJ(R[i.c], OT_GEN)) {
        /* `x in gen` consumes the generator: through the prelude */
        Value args[2];
        args[0] = R[i.c];
        args[1] = R[i.b];
        SAVEPC();
        if (prelude_call(vm, i.x == CMP_IN ? "_contains" : "_not_contains", args, 2,
                         f->base + i.a, false) < 0)
          goto error;
        goto load_frame;
      }
      if (user_class(R[i.b]) || user_class(R[i.c])) {
        if (i.x == CMP_IN || i.x == CMP_NOTIN) {
          Value fn, args[2], res;
          int r;
          SAVEPC();
          if (class_user_slot(vm, R[i.c], CS_CONTAINS_BIT, &fn)) {
            args[0] = R[i.c];
            args[1] = R[i.b];
            r = push_call(vm, fn, args, 2, NO_DEST, 0, &res);
            if (r < 0) goto error;
            if (r > 0) goto load_frame;
            RELOADF();
            R[i.a] = vbool(vm_truthy(res) == (i.x == CMP_IN));
            vmbreak;
          }
          fn = VUNDEF;
          if (!class_user_method(vm, R[i.c], "__contains__", &fn) && fn.tag == V_NONE) {
            /* __contains__ = None: no falling back to iteration */
            vm_raise(vm, T_TypeError, "'%s' object is not a container", val_type_name(R[i.c]));
            goto error;
          }
          if (user_has(R[i.c], CS(ITER)) || user_has(R[i.c], CS(GETITEM)) ||
              (user_has(R[i.b], CS(EQ)) && (IS_OBJ(R[i.c], OT_LIST) || IS_OBJ(R[i.c], OT_TUPLE) ||
                                            IS_OBJ(R[i.c], OT_ITER)))) {
            args[0] = R[i.c];
            args[1] = R[i.b];
            if (prelude_call(vm, i.x == CMP_IN ? "_contains" : "_not_contains", args, 2,
                             f->base + i.a, false) < 0)
              goto error;
            goto load_frame;
          }
        } else if (i.x != CMP_IS && i.x != CMP_ISNOT) {
          goto op_user_cmp;
        }
      }
      PROTECT_OP(vm_compare(vm, i.x, R[i.b], R[i.c], &v), cmp_opnames[i.x], R[i.b], R[i.c]);
      R[i.a] = v;
      vmbreak;
    }
    vmcase(CMPI) {
      Value a = R[i.b], b = vint((int16_t)i.c);
      if (a.tag == V_INT && i.x <= CMP_NE) {
        /* without a branch: bit (p >= q) + (p > q) of the operator's mask */
        static const uint8_t outcome[CMP_NE + 1] = {1, 3, 4, 6, 2, 5};
        _Static_assert(CMP_LT == 0 && CMP_LE == 1 && CMP_GT == 2 && CMP_GE == 3 &&
                       CMP_EQ == 4 && CMP_NE == 5, "outcome[] follows the CMP_* order");
        int64_t p = a.u.i, q = b.u.i;
        R[i.a] = vbool((outcome[i.x] >> ((p >= q) + (p > q))) & 1);
        CMP_JUMP();
        vmbreak;
      }
      if (cmp_fast(i.x, a, b, &R[i.a])) { CMP_JUMP(); vmbreak; }
      if (user_class(a)) goto op_user_cmp;
      {
        Value v;
        PROTECT_OP(vm_compare(vm, i.x, a, b, &v), cmp_opnames[i.x], a, b);
        R[i.a] = v;
      }
      vmbreak;
    }
    vmcase(LT) {
      Value a = R[i.b], b = R[i.c];
      if (int_fast(a, b)) { R[i.a] = vbool(a.u.i < b.u.i); CMP_JUMP(); vmbreak; }
      if (a.tag == V_FLOAT && b.tag == V_FLOAT) { R[i.a] = vbool(a.u.f < b.u.f); CMP_JUMP(); vmbreak; }
      if (user_class(a) || user_class(b)) goto op_user_cmp;
      {
        Value v;
        PROTECT_OP(vm_compare(vm, CMP_LT, a, b, &v), "__lt__", a, b);
        R[i.a] = v;
      }
      vmbreak;
    }
    vmcase(EQ) {
      Value a = R[i.b], b = R[i.c];
      if (int_fast(a, b)) { R[i.a] = vbool(a.u.i == b.u.i); CMP_JUMP(); vmbreak; }
      if (user_class(a) || user_class(b)) goto op_user_cmp;
      {
        Value v;
        PROTECT_OP(vm_compare(vm, CMP_EQ, a, b, &v), "__eq__", a, b);
        R[i.a] = v;
      }
      vmbreak;
    }
    vmcase(JMP) {
      int32_t off = INSTR_SBX(i);
      pc += off;
      if (off < 0) SAFEPOINT();
      vmbreak;
    }
    vmcase(JMPIF) {
      Value v = R[i.a];
      bool t;
      if (v.tag == V_OBJ && user_has(v, CS(BOOL) | CS(LEN))) { SAVEPC(); goto op_user_truth; }
      t = v.tag == V_BOOL ? v.u.i != 0 : vm_truthy(v);
      if (t) pc += INSTR_SBX(i);
      vmbreak;
    }
    vmcase(JMPIFNOT) {
      Value v = R[i.a];
      bool t;
      if (v.tag == V_OBJ && user_has(v, CS(BOOL) | CS(LEN))) { SAVEPC(); goto op_user_truth; }
      t = v.tag == V_BOOL ? v.u.i != 0 : vm_truthy(v);
      if (!t) pc += INSTR_SBX(i);
      vmbreak;
    }
    vmcase(BUILDLIST) {
      List *l;
      int k;
      SAVEPC();
      l = list_new(vm, i.c);
      if (l == NULL) goto error;
      for (k = 0; k < i.c; k++) l->items[k] = R[i.b + k];
      l->len = i.c;
      R[i.a] = vobj(l);
      vmbreak;
    }
    vmcase(BUILDTUPLE) {
      Tuple *t;
      int k;
      SAVEPC();
      t = tuple_new(vm, i.c);
      if (t == NULL) goto error;
      for (k = 0; k < i.c; k++) t->items[k] = R[i.b + k];
      R[i.a] = vobj(t);
      vmbreak;
    }
    vmcase(BUILDSET) {
      Set *s;
      int k;
      SAVEPC();
      s = set_new(vm, i.x != 0);
      if (s == NULL) goto error;
      R[i.a] = vobj(s);
      for (k = 0; k < i.c; k++)
        if (set_add(vm, s, R[i.b + k]) < 0) goto build_ht;
      if (i.x) {
        /* CPython's constant folding builds the frozenset, rebuilds it from
        ** its own iteration order when merging constants, and merges that
        ** into a new set: the same steps give the same order */
        Set *s2 = set_new(vm, true), *n;
        size_t pos = 0;
        Value item;
        if (s2 == NULL) goto error;
        while (set_next(s, &pos, &item))
          if (set_add(vm, s2, item) < 0) goto error;
        n = set_new(vm, false);
        if (n == NULL || set_update_set(vm, n, s2) < 0) goto error;
        R[i.a] = vobj(n);
      }
      vmbreak;
    }
    vmcase(BUILDDICT) {
      Dict *d;
      int k;
      SAVEPC();
      d = dict_new_sized(vm, (size_t)i.c);
      if (d == NULL) goto error;
      R[i.a] = vobj(d);
      for (k = 0; k < i.c; k++)
        if (dict_set(vm, d, R[i.b + 2 * k], R[i.b + 2 * k + 1]) < 0) goto build_ht;
      vmbreak;
    }
    build_ht: {
      /* BUILDSET/BUILDDICT met a key whose __hash__/__eq__ is Python code:
      ** the prelude builds it from a tuple of the items (keys and values
      ** alternating for a dict) */
      Tuple *t;
      if (!vm->want_py) goto error;
      vm->want_py = false;
      vm->exc = VUNDEF;
      t = tuple_new(vm, (size_t)i.c * (i.op == OP_BUILDDICT ? 2 : 1));
      if (t == NULL) goto error;
      vcopy(t->items, &R[i.b], t->len);
      uargs[0] = vobj(t);
      uargs[1] = vbool(i.op == OP_BUILDDICT);
      if (prelude_call(vm, "_ht_build", uargs, 2, f->base + i.a, false) < 0) goto error;
      goto load_frame;
    }
    vmcase(BUILDSLICE) {
      Slice *s;
      SAVEPC();
      s = obj_new(vm, OT_SLICE, sizeof(Slice));
      if (s == NULL) goto error;
      s->start = R[i.b];
      s->stop = R[i.b + 1];
      s->step = i.c == 3 ? R[i.b + 2] : VNONE;
      R[i.a] = vobj(s);
      vmbreak;
    }
    vmcase(BUILDSTR) {
      Buf b = BUF_INIT;
      int k;
      Value v;
      SAVEPC();
      for (k = 0; k < i.c; k++) {
        Str *s;
        if (!IS_STR(R[i.b + k])) { buf_free(vm, &b); corrupt(vm); goto error; }
        s = AS_STR(R[i.b + k]);
        if (buf_put(vm, &b, s->data, s->len)) { buf_free(vm, &b); goto error; }
      }
      if (buf_finish(vm, &b, &v)) goto error;
      R[i.a] = v;
      vmbreak;
    }
    vmcase(LISTAPPEND)
      EXPECT(IS_OBJ(R[i.a], OT_LIST));
      PROTECT(list_append(vm, AS_LIST(R[i.a]), R[i.b]));
      vmbreak;
    vmcase(LISTEXTEND) {
      Value it = R[i.b];
      EXPECT(IS_OBJ(R[i.a], OT_LIST));
      SAVEPC();
      if (!vm_iter_native(it) && !IS_OBJ(it, OT_GEN) && !user_has(it, CS(ITER)) &&
          !user_has(it, CS(GETITEM))) {
        char fb[160];
        if (i.x && i.a > 0)   /* *args of a call: the function is R[a-1] */
          vm_raise(vm, T_TypeError, "%s argument after * must be an iterable, not %s",
                   vm_funcstr(vm, R[i.a - 1], fb, sizeof fb), val_type_name(it));
        else
          vm_raise(vm, T_TypeError, "Value after * must be an iterable, not %s",
                   val_type_name(it));
        goto error;
      }
      if (!vm_iter_native(it)) {
        /* extend from a generator or a user iterable through the prelude */
        if (vm_fallback_extend(vm, f->base + i.a, f->base + i.b)) goto error;
        goto load_frame;
      }
      if (list_extend(vm, AS_LIST(R[i.a]), it)) goto error;
      vmbreak;
    }
    vmcase(SETADD)
      EXPECT(IS_OBJ(R[i.a], OT_SET));
      uargs[0] = R[i.a]; uargs[1] = R[i.b];
      PROTECT_HT(set_add(vm, AS_SET(R[i.a]), R[i.b]), "_ht_add", 2, 0, true);
      vmbreak;
    vmcase(SETUPDATE) {
      EXPECT(IS_OBJ(R[i.a], OT_SET));
      SAVEPC();
      if (!vm_iter_native(R[i.b])) {
        if (vm_fallback_extend(vm, f->base + i.a, f->base + i.b)) goto error;
        goto load_frame;
      }
      uargs[0] = R[i.a]; uargs[1] = R[i.b];
      PROTECT_HT(set_update(vm, AS_SET(R[i.a]), R[i.b]), "_ht_set_update", 2, 0, true);
      vmbreak;
    }
    vmcase(DICTSET) {
      EXPECT(IS_OBJ(R[i.a], OT_DICT));
      SAVEPC();
      if (i.x) {   /* keyword of a call: the function is R[a-2] */
        int r;
        EXPECT(IS_STR(R[i.b]) && i.a >= 2);
        r = dict_get(vm, AS_DICT(R[i.a]), R[i.b], NULL);
        if (r < 0) goto error;
        if (r) {
          char fb[160];
          vm_raise(vm, T_TypeError, "%s got multiple values for keyword argument '%s'",
                   vm_funcstr(vm, R[i.a - 2], fb, sizeof fb), AS_STR(R[i.b])->data);
          goto error;
        }
      }
      uargs[0] = R[i.a]; uargs[1] = R[i.b]; uargs[2] = R[i.c];
      PROTECT_HT(dict_set(vm, AS_DICT(R[i.a]), R[i.b], R[i.c]), "_ht_setitem", 3, 0, true);
      vmbreak;
    }
    vmcase(DICTUPDATE) {
      char fb[160];
      EXPECT(IS_OBJ(R[i.a], OT_DICT) && (!i.x || i.a >= 2));
      uargs[0] = R[i.a]; uargs[1] = R[i.b];
      if (!i.x) {
        PROTECT_HT(dict_merge(vm, AS_DICT(R[i.a]), R[i.b], NULL), "_ht_dict_update", 2, 0, true);
        vmbreak;
      }
      SAVEPC();
      if (dict_merge(vm, AS_DICT(R[i.a]), R[i.b], vm_funcstr(vm, R[i.a - 2], fb, sizeof fb))) {
        /* f(**m), m a mapping of a user class: its keys() and m[k] in Python */
        if (!vm->want_py || str_newc(vm, fb, &uargs[2])) goto error;
        if (ht_instead(vm, "_ht_kw_merge", uargs, 3, 0, true) < 0) goto error;
        goto load_frame;
      }
      RELOAD();
      vmbreak;
    }
    vmcase(TOTUPLE) {
      List *l;
      Tuple *t;
      EXPECT(IS_OBJ(R[i.b], OT_LIST));
      l = AS_LIST(R[i.b]);
      SAVEPC();
      t = tuple_new(vm, l->len);
      if (t == NULL) goto error;
      /* with polls ((*L,) of 10**7 items: 10 ms in one memcpy) */
      if (vm_vcopy(vm, t->items, l->items, l->len)) goto error;
      R[i.a] = vobj(t);
      vmbreak;
    }
    vmcase(GETITEM) {
      Value o = R[i.b], k = R[i.c];
      if (k.tag == V_INT && IS_OBJ(o, OT_LIST)) {
        List *l = AS_LIST(o);
        int64_t ix = k.u.i < 0 ? k.u.i + (int64_t)l->len : k.u.i;
        if (ix >= 0 && ix < (int64_t)l->len) { R[i.a] = l->items[ix]; vmbreak; }
      }
      if (IS_STR(k)) {
        /* a str key present in a dict, or in the dict a subclass's
        ** instance wraps (absent: the KeyError or __missing__ path) */
        Dict *d = plain_dict(o, CS(GETITEM));
        int64_t ix = d ? dict_index_at(vm, code, pc, d, AS_STR(k)) : -1;
        if (ix >= 0) { R[i.a] = d->entries[ix].value; vmbreak; }
      }
      if (user_has(o, CS(GETITEM)) && class_user_slot(vm, o, CS_GETITEM_BIT, &ufn)) {
        uargs[0] = o; uargs[1] = k; unargs = 2;
        SAVEPC();
        dest = f->base + i.a;
        goto op_push_call2;
      }
      if (user_has(o, CS(MISSING)) && IS_OBJ(vm_unbox(o), OT_DICT)) {
        /* a dict subclass with __missing__: called for an absent key */
        Value v;
        int r;
        SAVEPC();
        r = dict_get(vm, AS_DICT(vm_unbox(o)), k, &v);
        if (r < 0) goto getitem_ht;
        if (r) { R[i.a] = v; vmbreak; }
        if (!class_user_slot(vm, o, CS_MISSING_BIT, &ufn)) goto error;
        uargs[0] = o; uargs[1] = k; unargs = 2;
        dest = f->base + i.a;
        goto op_push_call2;
      }
      if (o.tag == V_TYPE || IS_OBJ(o, OT_CLASS)) {
        /* cls[k]: a user class's __class_getitem__, else a types.GenericAlias
        ** (prelude) for the builtin types with __class_getitem__ and the
        ** classes deriving from them */
        int r = 0, t = o.tag == V_TYPE ? (int)o.u.i : AS_CLASS(o)->base;
        SAVEPC();
        if (IS_OBJ(o, OT_CLASS) && (r = class_getitem_hook(vm, AS_CLASS(o), &ufn)) < 0) goto error;
        if (r) {
          uargs[0] = k; unargs = 1;
          dest = f->base + i.a;
          goto op_push_call2;
        }
        if (t == T_LIST || t == T_DICT || t == T_TUPLE || t == T_SET || t == T_FROZENSET ||
            (o.tag == V_TYPE && (t == T_TYPE || t == T_ENUMERATE || t == T_PATTERN ||
                                 t == T_MATCH || t == T_FUTURE || t == T_TASK))) {
          Value args[2];
          args[0] = o;
          args[1] = k;
          if (prelude_call(vm, "_generic_alias", args, 2, f->base + i.a, false) < 0) goto error;
          goto load_frame;
        }
      }
      if (IS_OBJ(o, OT_DICT) && hash_wants_py(vm, k)) {
        /* what vm_getitem's want_py would come to, without its error */
        uargs[0] = o; uargs[1] = k;
        SAVEPC();
        if (prelude_call(vm, "_ht_getitem", uargs, 2, f->base + i.a, false) < 0) goto error;
        goto load_frame;
      }
      {
        Value v;
        SAVEPC();
        if (vm_getitem(vm, o, k, &v) < 0) goto getitem_ht;
        R[i.a] = v;
      }
      vmbreak;
    getitem_ht:
      uargs[0] = o; uargs[1] = k;
      PROTECT_HT(-1, "_ht_getitem", 2, f->base + i.a, false);
      vmbreak;
    }
    op_push_call2: {
      /* a special method storing its result in stack[dest] */
      Value res;
      int r = push_call(vm, ufn, uargs, unargs, dest, -1, &res);
      if (r < 0) goto error;
      if (r > 0) { SAFEPOINT_CALL(); goto load_frame; }
      RELOADF();
      if (dest != NO_DEST) vm->stack[dest] = res;
      vmbreak;
    }
    vmcase(SETITEM) {
      Value o = R[i.a], k = R[i.b];
      if (k.tag == V_INT && IS_OBJ(o, OT_LIST)) {
        List *l = AS_LIST(o);
        int64_t ix = k.u.i < 0 ? k.u.i + (int64_t)l->len : k.u.i;
        if (ix >= 0 && ix < (int64_t)l->len) {
          gc_barrier(vm, &l->h);
          l->items[ix] = R[i.c];
          vmbreak;
        }
      }
      if (IS_STR(k)) {
        /* a new value for a str key present in a dict, or in a subclass
        ** instance's (no version bump: the same key stays at the same
        ** entry) */
        Dict *d = plain_dict(o, CS(SETITEM));
        int64_t ix = d ? dict_index_at(vm, code, pc, d, AS_STR(k)) : -1;
        if (ix >= 0) {
          gc_barrier(vm, &d->h);
          d->entries[ix].value = R[i.c];
          vmbreak;
        }
      }
      if (IS_OBJ(o, OT_LIST) && IS_OBJ(k, OT_SLICE) &&
          (IS_OBJ(R[i.c], OT_GEN) || user_has(R[i.c], CS(ITER) | CS(GETITEM)))) {
        /* lst[a:b] = generator or user iterable: the prelude materialises it first */
        Value args[3];
        args[0] = o;
        args[1] = k;
        args[2] = R[i.c];
        SAVEPC();
        if (prelude_call(vm, "_setslice_iter", args, 3, 0, true) < 0) goto error;
        goto load_frame;
      }
      if (user_has(o, CS(SETITEM)) && class_user_slot(vm, o, CS_SETITEM_BIT, &ufn)) {
        uargs[0] = o; uargs[1] = k; uargs[2] = R[i.c]; unargs = 3;
        SAVEPC();
        dest = NO_DEST;
        goto op_push_call2;
      }
      uargs[0] = o; uargs[1] = k; uargs[2] = R[i.c];
      if (IS_OBJ(o, OT_DICT) && hash_wants_py(vm, k)) {
        SAVEPC();
        if (prelude_call(vm, "_ht_setitem", uargs, 3, 0, true) < 0) goto error;
        goto load_frame;
      }
      PROTECT_HT(vm_setitem(vm, o, k, R[i.c]), "_ht_setitem", 3, 0, true);
      vmbreak;
    }
    vmcase(DELITEM)
      if (user_has(R[i.a], CS(DELITEM)) && class_user_slot(vm, R[i.a], CS_DELITEM_BIT, &ufn)) {
        uargs[0] = R[i.a]; uargs[1] = R[i.b]; unargs = 2;
        SAVEPC();
        dest = NO_DEST;
        goto op_push_call2;
      }
      uargs[0] = R[i.a]; uargs[1] = R[i.b];
      PROTECT_HT(vm_delitem(vm, R[i.a], R[i.b]), "_ht_delitem", 2, 0, true);
      vmbreak;
    vmcase(LOADMETHOD) {
      /* the lookup half of a CALLMETHOD whose arguments may run code
      ** (CPython's LOAD_METHOD order); CALLMETHOD x=1 makes the call */
      Value self = R[i.a + 1];
      if (self.tag == V_OBJ && self.u.o->type == OT_INSTANCE) {
        /* a function of the class, self kept */
        if (acache_method(vm, code, pc, AS_INST(self), AS_STR(K[i.c]), &R[i.a])) { vmbreak; }
      } else if (IS_OBJ(self, OT_SUPER)) {
        Value fv, obj;
        if (class_super_method(self, AS_STR(K[i.c]), &fv, &obj)) {
          R[i.a] = fv;
          R[i.a + 1] = obj;
          vmbreak;
        }
      } else if (!(self.tag == V_OBJ && (self.u.o->type >= OT_CLASS || self.u.o->type == OT_EXC ||
                                         self.u.o->type == OT_MODULE)) &&
                 mcache_method(vm, recv_type(self), AS_STR(K[i.c])) >= 0) {
        /* a builtin type's method: its type's, so the call finds the same */
        R[i.a] = vtype(val_type(self));
        vmbreak;
      }
      /* anything else: the attribute replaces self (GETATTR's way, Python
      ** getters included), R[A] undefined says so */
      R[i.a] = VUNDEF;
      i.a = (uint16_t)(i.a + 1);
      i.b = i.a;
      goto getattr_body;
    }
    vmcase(GETATTR) {
    getattr_body: ;
      Value v, o = R[i.b];
      if (o.tag == V_OBJ && o.u.o->type == OT_INSTANCE) {
        Instance *in = AS_INST(o);
        ACache *ac;
        ACACHE(ac, in, AS_STR(K[i.c]), OP_GETATTR);
        if (ac && ac->kind == AC_ATTR) {
          if (in->dict == NULL) {
            int32_t ix = attrs_index(in, AS_STR(K[i.c]), &ac->idx);
            if (ix >= 0) { R[i.a] = in->vals[ix]; vmbreak; }
          } else if (dict_lookup_hint(in->dict, AS_STR(K[i.c]), &ac->idx, &v)) {
            R[i.a] = v;
            vmbreak;
          }
          if (ac->v.tag != V_UNDEF) { R[i.a] = ac->v; vmbreak; }
        } else if (ac && ac->kind == AC_PROP) {
          /* a property: its getter, as inst_getattr's prop_get; a plain
          ** function's frame goes above this one's registers (push_call's
          ** place) and returns into R[i.a] */
          uint32_t top = f->base + code->nregs;
          ufn = ac->v; uargs[0] = o; unargs = 1;
          SAVEPC();
          dest = f->base + i.a;
          if (IS_OBJ(ufn, OT_FUNC) && fast_call_ok(vm, (Func *)ufn.u.o, top + 1, 1)) {
            vm->stack[top] = ufn;
            vm->stack[top + 1] = o;
            vm->budget--;
            fast_call(vm, (Func *)ufn.u.o, top + 1, 1, dest);
            LOADFRAME();
            vmbreak;
          }
          goto op_push_call2;
        }
      }
      if ((o.tag == V_OBJ && (o.u.o->type >= OT_CLASS || o.u.o->type == OT_EXC)) ||
          (o.tag == V_TYPE && AS_STR(K[i.c])->len == 8 &&
           memcmp(AS_STR(K[i.c])->data, "__dict__", 8) == 0)) {
        PyCall pcall;
        int r;
        SAVEPC();
        r = class_getattr(vm, o, AS_STR(K[i.c]), &v, &pcall);
        if (r < 0) goto error;
        if (r == 1) {
          ufn = pcall.fn; unargs = pcall.nargs;
          vcopy(uargs, pcall.args, (size_t)pcall.nargs);
          dest = f->base + i.a;
          goto op_push_call2;
        }
        if (r == 0) { RELOADF(); R[i.a] = v; vmbreak; }
      }
      PROTECT(vm_getattr_v(vm, o, AS_STR(K[i.c]), &v));
      R[i.a] = v;
      vmbreak;
    }
    vmcase(SETATTR) {
      PyCall pcall;
      int r;
      if (IS_OBJ(R[i.a], OT_INSTANCE)) {
        Instance *in = AS_INST(R[i.a]);
        Str *name = AS_STR(K[i.b]);
        ACache *ac;
        ACACHE(ac, in, name, OP_SETATTR);
        if (ac && ac->kind == AC_STORE) {
          /* class_setattr's plain store (attrs_set) */
          Dict *d = in->dict;
          uint32_t h = ac->idx;
          if (d == NULL) {
            const Class *c = in->cls;
            /* the layout's next name (an __init__ filling a fresh
            ** instance) or one the instance has */
            if (h <= in->nvals && h < in->capvals && h < c->nlayout && c->layout[h] == name) {
              gc_barrier(vm, &in->h);
              in->vals[h] = R[i.c];
              if (h == in->nvals) in->nvals++;
              vmbreak;
            }
          } else if (h < d->nentries && d->entries[h].key.tag == V_OBJ &&
                     d->entries[h].key.u.o == &name->h) {
            gc_barrier(vm, &d->h);
            d->entries[h].value = R[i.c];
            vmbreak;
          }
          SAVEPC();
          if (attrs_set(vm, in, name, R[i.c])) goto error;
          d = in->dict;
          if (d == NULL) {
            int32_t ix = attrs_layout_find(in->cls, name);
            if (ix >= 0) ac->idx = (uint32_t)ix;
          } else if (d->nentries && d->entries[d->nentries - 1].key.u.o == &name->h) {
            ac->idx = (uint32_t)(d->nentries - 1);
          }
          RELOAD();
          vmbreak;
        }
      }
      SAVEPC();
      r = class_setattr(vm, R[i.a], AS_STR(K[i.b]), R[i.c], &pcall);
      if (r == 2) r = vm_setattr(vm, R[i.a], AS_STR(K[i.b]), R[i.c]);
      goto op_setattr_done;
    vmcase(DELATTR)
      SAVEPC();
      r = class_setattr(vm, R[i.a], AS_STR(K[i.b]), VUNDEF, &pcall);
      if (r == 2) r = vm_setattr(vm, R[i.a], AS_STR(K[i.b]), VUNDEF);
    op_setattr_done:
      if (r < 0) goto error;
      if (r == 1) {
        ufn = pcall.fn; unargs = pcall.nargs;
        vcopy(uargs, pcall.args, (size_t)pcall.nargs);
        dest = NO_DEST;
        goto op_push_call2;
      }
      RELOADF();
      vmbreak;
    }
    vmcase(UNPACK)
      if (R[i.b].tag == V_OBJ && (R[i.b].u.o->type == OT_TUPLE || R[i.b].u.o->type == OT_LIST)) {
        /* the common case of vm_unpack: a tuple or list of exactly C items */
        Value *src = R[i.b].u.o->type == OT_TUPLE ? AS_TUPLE(R[i.b])->items : AS_LIST(R[i.b])->items;
        size_t len = R[i.b].u.o->type == OT_TUPLE ? AS_TUPLE(R[i.b])->len : AS_LIST(R[i.b])->len;
        if (len == i.c) {
          int k;
          for (k = 0; k < i.c; k++) R[i.a + k] = src[k];
          vmbreak;
        }
      }
      if (IS_OBJ(R[i.b], OT_GEN) || user_has(R[i.b], CS(ITER) | CS(GETITEM))) {
        /* at most one item more than the targets, as CPython takes (a
        ** user iterable: its __iter__ runs in the prelude's loop) */
        Value ga[2];
        ga[0] = R[i.b];
        ga[1] = vint(i.c);
        pc--;
        SAVEPC();
        if (prelude_call(vm, "_iterlist_n", ga, 2, f->base + i.b, false) < 0) goto error;
        goto load_frame;
      }
      PROTECT(vm_unpack(vm, R[i.b], &R[i.a], i.c, -1));
      vmbreak;
    vmcase(UNPACKEX)
      if (IS_OBJ(R[i.b], OT_GEN) || user_has(R[i.b], CS(ITER) | CS(GETITEM))) goto unpack_gen;
      PROTECT(vm_unpack(vm, R[i.b], &R[i.a], i.c, i.x));
      vmbreak;
    unpack_gen:
      /* the compiler unpacks from a temporary: replace it by a list and retry */
      pc--;
      SAVEPC();
      if (prelude_call(vm, "_iterlist", &R[i.b], 1, f->base + i.b, false) < 0) goto error;
      goto load_frame;
    vmcase(FORMAT) {
      Value v;
      EXPECT(i.c == NO_REG || IS_STR(R[i.c]));
      if (user_class(R[i.b])) {
        Value args[3];
        args[0] = R[i.b];
        args[1] = vint(i.x);
        args[2] = i.c == NO_REG ? vm->str_empty : R[i.c];
        SAVEPC();
        if (prelude_call(vm, "_format_value", args, 3, f->base + i.a, false) < 0) goto error;
        goto load_frame;
      }
      /* a container holding user objects: the same Python version */
      uargs[0] = R[i.b];
      uargs[1] = vint(i.x);
      uargs[2] = i.c == NO_REG ? vm->str_empty : R[i.c];
      PROTECT_HT(vm_format_value(vm, R[i.b], i.x, i.c == NO_REG ? VUNDEF : R[i.c], &v),
                 "_format_value", 3, f->base + i.a, false);
      R[i.a] = v;
      vmbreak;
    }
    vmcase(GETITER) {
      Value v;
      if (pc->op != OP_LOADNONE && genwrap_inner(vm, R[i.b], &v)) {
        R[i.a] = v;   /* (not for yield from, which would send to it) */
        vmbreak;
      }
      if (user_has(R[i.b], CS(ITER)) && class_user_slot(vm, R[i.b], CS_ITER_BIT, &ufn)) {
        /* its result is checked here or, from a Python frame, in finish_op */
        Value res;
        int r;
        uargs[0] = R[i.b];
        SAVEPC();
        r = push_call(vm, ufn, uargs, 1, NO_DEST, 0, &res);
        if (r < 0) goto error;
        if (r > 0) { SAFEPOINT_CALL(); goto load_frame; }
        RELOADF();
        if (check_iter_result(vm, res)) goto error;
        R[i.a] = res;
        vmbreak;
      }
      /* (a class with only __getitem__: the prelude's iter) */
      uargs[0] = R[i.b];
      PROTECT_HT(vm_getiter_loop(vm, R[i.b], &v), "_ht_iter", 1, f->base + i.a, false);
      R[i.a] = v;
      vmbreak;
    }
    vmcase(FORITER) {
      Value it = R[i.b];
      if (IS_OBJ(it, OT_ITER)) {
        Iter *p = (Iter *)it.u.o;
        if (p->kind == T_RANGE_ITER) {
          if (p->i < p->n) {
            R[i.a] = vint(((Range *)p->src.u.o)->start + p->i * ((Range *)p->src.u.o)->step);
            p->i++;
            pc++;
          } else if (p->loop) {
            iter_loop_done(vm, p);
          }
          vmbreak;
        }
        if (p->kind == T_LIST_ITER) {
          List *l = AS_LIST(p->src);
          if (p->i < (int64_t)l->len) {
            iter_prefetch(l->items, l->len, (size_t)p->i);
            R[i.a] = l->items[p->i++];
            pc++;
          }
          else {
            p->i = INT64_MAX;
            if (p->loop) iter_loop_done(vm, p);
          }
          vmbreak;
        }
        if (p->kind == T_TUPLE_ITER) {
          Tuple *t = AS_TUPLE(p->src);
          if (p->i < (int64_t)t->len) { R[i.a] = t->items[p->i++]; pc++; }
          else if (p->loop) iter_loop_done(vm, p);
          vmbreak;
        }
      }
      if (user_has(it, CS(NEXT)) && class_user_slot(vm, it, CS_NEXT_BIT, &ufn)) {
        Value res;
        int r;
        SAVEPC();
        r = push_call(vm, ufn, &it, 1, NO_DEST, 0, &res);
        if (r < 0) goto error;
        if (r > 0) { SAFEPOINT_CALL(); goto load_frame; }
        RELOADF();
        R[i.a] = res;
        pc++;
        vmbreak;
      }
      if (IS_OBJ(it, OT_INSTANCE) && IS_OBJ(vm_unbox(it), OT_GEN))
        it = vm_unbox(it);   /* a subclass of map or filter: its generator */
      if (IS_OBJ(it, OT_GEN)) {
        int r;
        SAVEPC();
        r = gen_resume(vm, (Gen *)it.u.o, f->base + i.a, FR_GENFOR, VUNDEF, VNONE);
        if (r < 0) goto error;
        if (r > 0) goto load_frame;
        vmbreak;
      }
      {
        Value v;
        int r;
        SAVEPC();
        r = vm_iternext(vm, it, &v);
        if (r < 0) goto error;
        if (r > 0) { R[i.a] = v; pc++; }
      }
      vmbreak;
    }
    vmcase(CALL)
      call_a = i.a;
      call_n = i.b;
    op_call: {
      /* R[call_a](R[call_a+1], ... R[call_a+call_n]) */
      int r;
      Value fn = R[call_a];
      /* fast path: a plain Python function called with exactly its
      ** positional parameters, with room on both stacks */
      if (IS_OBJ(fn, OT_FUNC) && fast_call_ok(vm, (Func *)fn.u.o, f->base + call_a + 1, call_n)) {
        SAVEPC();
        vm->budget--;
        fast_call(vm, (Func *)fn.u.o, f->base + call_a + 1, call_n, f->base + call_a);
        LOADFRAME();
        vmbreak;
      }
      if (IS_OBJ(fn, OT_CLASS)) {
        /* an instance of a plain class (object its base, no __new__, no
        ** metaclass __call__) whose __init__ takes the fast path: the
        ** instance goes before the arguments and FR_INIT's return gives it */
        Class *c = AS_CLASS(fn);
        Value init, inst;
        uint32_t base = f->base + call_a + 1;
        if (c->base == T_OBJECT && (c->slots & (CS(NEW) | CS(CALL) | CS(INIT))) == CS(INIT) &&
            (c->meta == NULL || !(c->meta->slots & CS(CALL))) &&
            class_lookup_slot(vm, c, CS_INIT_BIT, &init) && IS_OBJ(init, OT_FUNC) &&
            fast_call_ok(vm, (Func *)init.u.o, base, call_n + 1)) {
          Frame *nf;
          SAVEPC();
          if (class_alloc(vm, c, &R[call_a + 1], call_n, NULL, &inst)) goto error;
          vcopy(&R[call_a + 2], &R[call_a + 1], (size_t)call_n);
          R[call_a + 1] = inst;
          R[call_a] = init;
          vm->budget--;
          fast_call(vm, (Func *)init.u.o, base, call_n + 1, base - 1);
          nf = &vm->frames[vm->nframes - 1];
          nf->kind = FR_INIT;
          nf->dflt = inst;
          LOADFRAME();
          vmbreak;
        }
      }
      SAVEPC();
      if (fn.tag == V_BUILTIN) {
        /* a builtin function: called here, call_at only for what it asks */
        const Builtin *bf = native_get((int)fn.u.i);
        Value out = VUNDEF;
        vm->index_want = VUNDEF;
        r = bf->fn(vm, &R[call_a + 1], call_n, NULL, &out);
        if (r >= 0) {
          RELOADF();
          R[call_a] = out;
          GC_AFTER_NATIVE();
          vmbreak;
        }
        {
          /* native_done may compile a prelude function: the frames can
          ** move, so f is not read after it.  An argument with a Python
          ** __index__: call_at meets the error again and retries. */
          uint32_t at = f->base + call_a;
          if (r < 0 && vm->index_want.tag != V_UNDEF) {
            vm->exc = VUNDEF;
            r = NATIVE_AGAIN;
          } else {
            r = native_done(vm, at, r, out, bf->fallback, bf->name, at + 2 + (uint32_t)call_n);
          }
          if (r == NATIVE_AGAIN) r = call_at(vm, at, call_n, NULL, FR_CALL);
        }
      } else {
        r = call_at(vm, f->base + call_a, call_n, NULL, FR_CALL);
      }
      if (r < 0) goto error;
      if (r > 0) { if (r >= 2) return call_pause(vm, r); SAFEPOINT_CALL(); goto load_frame; }
      RELOADF();
      GC_AFTER_NATIVE();
      vmbreak;
    }
    vmcase(CALLKW) {
      int r;
      SAVEPC();
      r = call_at(vm, f->base + i.a, i.b, AS_TUPLE(K[i.c]), FR_CALL);
      if (r < 0) goto error;
      if (r > 0) { if (r >= 2) return call_pause(vm, r); SAFEPOINT_CALL(); goto load_frame; }
      RELOADF();
      GC_AFTER_NATIVE();
      vmbreak;
    }
    vmcase(CALLEX) {
      int r, n = 0;
      Tuple *kwn = NULL;
      SAVEPC();
      EXPECT((IS_OBJ(R[i.a + 1], OT_LIST) || IS_OBJ(R[i.a + 1], OT_TUPLE)) &&
             (R[i.a + 2].tag == V_NONE || IS_OBJ(R[i.a + 2], OT_DICT)));
      if (spread_args(vm, f->base + i.a, &n, &kwn)) goto error;
      r = call_at(vm, f->base + i.a, n, kwn, FR_CALL);
      if (r < 0) goto error;
      if (r > 0) { if (r >= 2) return call_pause(vm, r); SAFEPOINT_CALL(); goto load_frame; }
      RELOADF();
      GC_AFTER_NATIVE();
      vmbreak;
    }
    vmcase(CALLMETHOD) {
      Value self, out;
      int m, r;
      if (i.x) {          /* after LOADMETHOD A (see there) */
        if (R[i.a].tag == V_UNDEF) {
          R[i.a] = R[i.a + 1];
          vcopy(&R[i.a + 1], &R[i.a + 2], (size_t)i.b);
          call_a = i.a;
          call_n = i.b;
          goto op_call;
        }
        if (R[i.a].tag != V_TYPE) {
          call_a = i.a;
          call_n = i.b + 1;
          goto op_call;
        }
      }
      self = R[i.a + 1];
      if (self.tag == V_OBJ && self.u.o->type == OT_INSTANCE &&
          acache_method(vm, code, pc, AS_INST(self), AS_STR(K[i.c]), &R[i.a])) {
        /* a Python function of the instance's class: no bound method */
        call_a = i.a;
        call_n = i.b + 1;
        goto op_call;
      }
      if (IS_OBJ(self, OT_SUPER)) {
        /* super().name(...) of a Python function: called with the
        ** super object's instance as self, no bound method */
        Value fv, obj;
        if (class_super_method(self, AS_STR(K[i.c]), &fv, &obj)) {
          R[i.a] = fv;
          R[i.a + 1] = obj;
          call_a = i.a;
          call_n = i.b + 1;
          goto op_call;
        }
      }
      m = mcache_method(vm, recv_type(self), AS_STR(K[i.c]));
      SAVEPC();
      if (m >= 0) {
        const Method *me = method_get(m);
        vm->index_want = VUNDEF;
        if (method_is_static(me)) r = me->fn(vm, &R[i.a + 2], i.b, NULL, &out);
        else r = me->fn(vm, &R[i.a + 1], i.b + 1, NULL, &out);
        if (r < 0 && vm->index_want.tag != V_UNDEF && !method_is_static(me)) {
          /* an argument with a Python __index__: the unbound method
          ** through call_at, which meets the same error and retries
          ** (index_retry) */
          BMethod *bm = obj_new(vm, OT_BMETHOD, sizeof(BMethod));
          if (bm == NULL) goto error;
          vm->exc = VUNDEF;
          bm->self = VUNDEF;
          bm->method = m;
          R[i.a] = vobj(bm);
          r = call_at(vm, f->base + i.a, i.b + 1, NULL, FR_CALL);
          if (r < 0) goto error;
          if (r > 0) { if (r >= 2) return call_pause(vm, r); SAFEPOINT_CALL(); goto load_frame; }
          RELOADF();
          vmbreak;
        }
        if (r < 0 && r != BI_FALLBACK && vm->want_py) {
          vm->want_py = false;
          if (fallback_ok(me->fallback, code)) { vm->exc = VUNDEF; r = BI_FALLBACK; }
        }
        if (r == BI_FALLBACK) {
          Value pf;
          if (me->fallback == NULL) {
            vm_raise(vm, T_SystemError, "no fallback for %s", me->name);
            goto error;
          }
          if (prelude_get_const(vm, me->fallback, &pf, f->base + i.a + i.b + 3)) goto error;
          RELOADF();
          R[i.a] = pf;
          if (method_is_static(me)) vcopy(&R[i.a + 1], &R[i.a + 2], (size_t)i.b);
          r = call_at(vm, f->base + i.a, i.b + (method_is_static(me) ? 0 : 1), NULL,
                      FR_CALL);
          if (r < 0) goto error;
          if (r > 0) { if (r >= 2) return call_pause(vm, r); SAFEPOINT_CALL(); goto load_frame; }
          RELOADF();
          vmbreak;
        }
        if (r == BI_RESUME) {
          r = gen_call(vm, f->base + i.a);
          if (r < 0) goto error;
          if (r > 0) { SAFEPOINT_CALL(); goto load_frame; }
          RELOADF();
          vmbreak;
        }
        if (r < 0) goto error;
        R[i.a] = out;
        GC_AFTER_NATIVE();
        vmbreak;
      }
      if (self.tag == V_OBJ && self.u.o->type == OT_INSTANCE && AS_INST(self)->cls) {
        /* a method of a user class: no bound method object */
        Instance *in = AS_INST(self);
        Value cv, tmp;
        if (!(in->cls->slots & CS(GETATTRIBUTE)) &&
            !((in->cls->h.flags & CLASS_HIDES) && class_hidden_name(vm, in->cls, AS_STR(K[i.c]))) &&
            class_lookup(vm, in->cls, AS_STR(K[i.c]), &cv) > 0 && IS_OBJ(cv, OT_FUNC) &&
            !attrs_get(in, AS_STR(K[i.c]), &tmp)) {
          R[i.a] = cv;
          r = call_at(vm, f->base + i.a, i.b + 1, NULL, FR_CALL);
          if (r < 0) goto error;
          if (r > 0) { if (r >= 2) return call_pause(vm, r); SAFEPOINT_CALL(); goto load_frame; }
          RELOADF();
          vmbreak;
        }
      }
      if (self.tag == V_OBJ && (self.u.o->type >= OT_CLASS || self.u.o->type == OT_EXC)) {
        PyCall pcall;
        r = class_getattr(vm, self, AS_STR(K[i.c]), &out, &pcall);
        if (r < 0) { vm->tb_method = true; goto error; }
        if (r == 1) {
          Value res;
          /* a property or __getattr__ gives the callable: finish_op calls it */
          r = push_call(vm, pcall.fn, pcall.args, pcall.nargs, NO_DEST, 0, &res);
          if (r < 0) goto error;
          if (r > 0) { SAFEPOINT_CALL(); goto load_frame; }
          RELOADF();
          out = res;
        } else if (r == 2 && vm_getattr_v(vm, self, AS_STR(K[i.c]), &out)) {
          vm->tb_method = true;
          goto error;
        }
      } else if (vm_getattr_v(vm, self, AS_STR(K[i.c]), &out)) {
        vm->tb_method = true;
        goto error;
      }
      R[i.a] = out;
      vcopy(&R[i.a + 1], &R[i.a + 2], (size_t)i.b);
      r = call_at(vm, f->base + i.a, i.b, NULL, FR_CALL);
      if (r < 0) goto error;
      if (r > 0) { if (r >= 2) return call_pause(vm, r); SAFEPOINT_CALL(); goto load_frame; }
      RELOADF();
      GC_AFTER_NATIVE();
      vmbreak;
    }
    vmcase(RETURN) {
      Value v = R[i.a];
      Gen *gn = f->gen;
      if (vm->gen_drops && frame_may_drop(vm, f)) {
        SAVEPC();
        if (gen_drop_frame(vm, v, VUNDEF)) goto error;
      }
      if (v.tag == V_OBJ && v.u.o == vm->str_fresh) vm->str_fresh = NULL;  /* (vm.h) */
      int kind = f->kind;
      uint32_t ret = f->ret;
      Value dflt = f->dflt;
      if (f->gen) gen_leave(vm, f, true, 0);
      else vm->handled = f->handled;
      vm->nframes--;
      switch (kind) {
      case FR_TOP:
        vm->result = v;
        return 0;
      case FR_CALL:
        vm->stack[ret] = v;
        break;
      case FR_GENFOR:
        break;
      case FR_INIT: case FR_INIT_FINISH:
        if (v.tag != V_NONE) {
          LOADFRAME();
          vm_raise(vm, T_TypeError, "__init__() should return None, not '%s'", val_type_name(v));
          goto error;
        }
        if (kind == FR_INIT) { vm->stack[ret] = dflt; break; }
        v = dflt;
        dflt = vint(0);
        /* fall through */
      case FR_FINISH: {
        int r = finish_op(vm, v, (int)dflt.u.i);
        if (r < 0) goto error;
        if (r >= 2) return call_pause(vm, r);
        break;
      }
      case FR_GENNEXT:
        if (dflt.tag != V_UNDEF) vm->stack[ret] = dflt;
        else {
          LOADFRAME();
          gen_end(vm, gn, v);
          goto error;
        }
        break;
      case FR_GENCLOSE:
        vm->stack[ret] = VNONE;
        break;
      case FR_DROPCLOSE:
        if (dflt.tag != V_UNDEF) {   /* the exception goes on through the caller */
          LOADFRAME();
          vm->exc = dflt;
          reraise = true;
          goto error;
        }
        break;
      case FR_YIELDFROM:
        vm->stack[ret] = v;
        break;
      case FR_YFCLOSE:
        /* the subiterator is closed: now its delegator gets the exit */
        LOADFRAME();
        exc_set(vm, dflt);
        goto error;
      }
      goto load_frame;
    }
    vmcase(MAKEFUNC) {
      Func *fn;
      SAVEPC();
      fn = func_new(vm, (Code *)K[INSTR_BX(i)].u.o);
      if (fn == NULL) goto error;
      fn->globals = f->globals;
      R[i.a] = vobj(fn);
      vmbreak;
    }
    vmcase(SETDEFAULTS) {
      Func *fn;
      EXPECT(IS_OBJ(R[i.a], OT_FUNC));
      EXPECT(i.b == NO_REG || IS_OBJ(R[i.b], OT_TUPLE));
      EXPECT(i.c == NO_REG || IS_OBJ(R[i.c], OT_DICT));
      fn = (Func *)R[i.a].u.o;
      if (i.b != NO_REG) fn->defaults = R[i.b];
      if (i.c != NO_REG) fn->kwdefaults = R[i.c];
      vmbreak;
    }
    vmcase(SETCLOSURE) {
      Tuple *t;
      int k;
      EXPECT(IS_OBJ(R[i.a], OT_FUNC) && ((Func *)R[i.a].u.o)->code->nfree == i.c);
      for (k = 0; k < i.c; k++) EXPECT(IS_OBJ(R[i.b + k], OT_CELL));
      SAVEPC();
      t = tuple_new(vm, i.c);
      if (t == NULL) goto error;
      for (k = 0; k < i.c; k++) t->items[k] = R[i.b + k];
      ((Func *)R[i.a].u.o)->closure = vobj(t);
      vmbreak;
    }
    vmcase(YIELD) {
      Value v = R[i.b];
      int kind = f->kind;
      uint32_t ret = f->ret;
      SAVEPC();
      if (code->nhandlers || i.x) vm->gen_drops = true;
      gen_leave(vm, f, false, f->pc);
      vm->nframes--;
      if (kind == FR_DROPCLOSE) {   /* ignored, see gen_drop */
        if (f->dflt.tag == V_UNDEF) goto load_frame;
        vm->exc = f->dflt;           /* it goes on through the caller */
        LOADFRAME();
        reraise = true;
        goto error;
      }
      if (kind == FR_GENCLOSE || kind == FR_YFCLOSE) {
        bool agen = gen_is_async(f->gen);
        LOADFRAME();
        vm_raise(vm, T_RuntimeError, "%sgenerator ignored GeneratorExit", agen ? "async " : "");
        goto error;
      }
      vm->stack[ret] = v;
      if (kind == FR_GENFOR || kind == FR_YIELDFROM) vm->frames[vm->nframes - 1].pc++;
      goto load_frame;
    }
    vmcase(SEND) {
      Value it = R[i.b];
      int r;
      SAVEPC();
      if (IS_OBJ(it, OT_GEN) && (it.u.o->flags == 0 || R[i.a].tag == V_NONE)) {
        /* (map, filter... are generators here but have no send) */
        r = gen_resume(vm, (Gen *)it.u.o, f->base + i.a, FR_YIELDFROM, VUNDEF, R[i.a]);
        if (r < 0) goto error;
        if (r > 0) { SAFEPOINT_CALL(); goto load_frame; }
        R[i.a] = VNONE;     /* exhausted already: yield from gives None */
        vmbreak;
      }
      if (user_has(it, CS(NEXT))) {
        /* a user iterator: replaced by the prelude's generator that
        ** delegates to it (__next__, send), and the SEND retried */
        pc--;
        SAVEPC();
        if (prelude_call(vm, "_yf_user", &R[i.b], 1, f->base + i.b, false) < 0) goto error;
        goto load_frame;
      }
      if (R[i.a].tag != V_NONE) {
        vm_raise(vm, T_AttributeError, "'%s' object has no attribute 'send'", val_type_name(it));
        goto error;
      }
      {
        Value v;
        r = vm_iternext(vm, it, &v);
        if (r < 0) {
          if (r != -1) corrupt(vm);
          goto error;
        }
        RELOAD();
        if (r > 0) { R[i.a] = v; pc++; }
        else R[i.a] = VNONE;
      }
      vmbreak;
    }
    vmcase(RAISE) {
      int r;
      SAVEPC();
      if (!(i.x & 2) && IS_OBJ(R[i.a], OT_CLASS) && AS_CLASS(R[i.a])->base >= T_FIRST_EXC) {
        /* raise of a user exception class: make the instance first */
        Value res;
        r = push_call(vm, R[i.a], NULL, 0, NO_DEST, 0, &res);
        if (r < 0) goto error;
        if (r > 0) { SAFEPOINT_CALL(); goto load_frame; }
        RELOADF();
        do_raise(vm, res, R[i.b], i.x);
        goto error;
      }
      r = do_raise(vm, R[i.a], R[i.b], i.x);
      if (r == -2) reraise = true;
      goto error;
    }
    vmcase(RERAISE) {
      EXPECT(IS_OBJ(R[i.a], OT_EXC));
      SAVEPC();
      vm->exc = R[i.a];
      reraise = true;
      goto error;
    }
    vmcase(EXCMATCH) {
      bool m = false;
      EXPECT(IS_OBJ(R[i.b], OT_EXC));
      PROTECT(exc_match(vm, R[i.b], R[i.c], &m));
      R[i.a] = vbool(m);
      vmbreak;
    }
    vmcase(MATCHKIND) R[i.a] = vbool(match_kind(R[i.b], i.x)); vmbreak;
    vmcase(MATCHCLS) {
      int m;
      SAVEPC();
      m = match_isinstance(vm, R[i.b], R[i.c]);
      if (m < 0) goto error;
      R[i.a] = vbool(m == 1);
      vmbreak;
    }
    vmcase(MATCHARGS) {
      Value names;
      EXPECT((IS_OBJ(R[i.a], OT_TUPLE) || R[i.a].tag == V_NONE) &&
             (R[i.b].tag == V_TYPE || IS_OBJ(R[i.b], OT_CLASS)));
      PROTECT(match_args(vm, R[i.b], i.c, R[i.a], &names));
      R[i.a] = names;
      vmbreak;
    }
    vmcase(MATCHDUP)
      EXPECT(IS_OBJ(R[i.b], OT_TUPLE) && i.c < AS_TUPLE(R[i.b])->len &&
             (R[i.a].tag == V_TYPE || IS_OBJ(R[i.a], OT_CLASS)));
      PROTECT(match_dup(vm, R[i.a], R[i.b], i.c));
      vmbreak;
    vmcase(PUSHEXC)
      EXPECT(IS_OBJ(R[i.b], OT_EXC));
      R[i.a] = vm->handled;
      vm->handled = R[i.b];
      vmbreak;
    vmcase(POPEXC)
      EXPECT(R[i.a].tag == V_NONE || IS_OBJ(R[i.a], OT_EXC));
      vm->handled = R[i.a];
      vmbreak;
    vmcase(ASSERTFAIL) {
      SAVEPC();
      if (i.x) vm_raise_value(vm, T_AssertionError, R[i.b]);
      else {
        Tuple *t = tuple_new(vm, 0);
        Exc *e;
        if (t == NULL) goto error;
        e = exc_new(vm, T_AssertionError, vobj(t));
        if (e == NULL) goto error;
        exc_set(vm, vobj(e));
      }
      goto error;
    }
    vmcase(AWAIT) {
      Value aw = R[i.b], out;
      int r;
      SAVEPC();
      if (val_is_coro(aw)) {
        if (vm_coro_push(vm, (Gen *)aw.u.o, f->base + code->nregs, f->base + i.a, FR_CALL))
          goto error;
        SAFEPOINT_CALL();
        goto load_frame;
      }
      if (!IS_OBJ(aw, OT_FUTURE)) {
        uint32_t top = f->base + code->nregs;
        if (!vm_user_awaitable(vm, aw)) {
          await_error(vm, aw, i.x);
          goto error;
        }
        if (await_user(vm, aw, top, f->base + i.a, f->base + i.b)) goto error;
        SAFEPOINT_CALL();
        goto load_frame;
      }
      r = vm_await(vm, (Future *)aw.u.o, &out);
      if (r < 0) goto error;
      if (r == 0) { f->pc--; return VM_SUSPEND; }
      R[i.a] = out;
      vmbreak;
    }
    vmcase(SPECIAL) {
      Value m;
      int r;
      SAVEPC();
      r = special_lookup(vm, R[i.b], i.x, &m);
      if (r < 0) goto error;
      if (IS_OBJ(m, OT_INSTANCE) && AS_INST(m)->cls != NULL &&
          AS_INST(m)->base.tag == V_UNDEF && !class_plain_callable(vm, m)) {
        /* a descriptor of a user class (__enter__ = Desc()): its __get__
        ** binds, as CPython's special lookup does; finish_op stores */
        Value g, dargs[3], res;
        if (class_user_method(vm, m, "__get__", &g)) {
          dargs[0] = m;
          dargs[1] = R[i.b];
          dargs[2] = val_class(R[i.b]);
          r = push_call(vm, g, dargs, 3, NO_DEST, 0, &res);
          if (r < 0) goto error;
          RELOADF();
          if (r == 0) { R[i.a] = res; vmbreak; }
          SAFEPOINT_CALL();
          goto load_frame;
        }
      }
      R[i.a] = m;
      vmbreak;
    }
    vmcase(ENDAFOR) {
      EXPECT(IS_OBJ(R[i.a], OT_EXC));
      if (!type_is_subtype(AS_EXC(R[i.a])->type, T_StopAsyncIteration)) {
        SAVEPC();
        vm->exc = R[i.a];
        reraise = true;
        goto error;
      }
      vmbreak;
    }
    vmcase(IMPORT) {
      /* a module's Python part runs at its first import: frames may move */
      Value m;
      SAVEPC();
      if (lib_import(vm, AS_STR(K[INSTR_BX(i)]), 0, &m)) goto error;
      RELOADF();
      R[i.a] = m;
      vmbreak;
    }
    vmcase(IMPORTFROM) {
      Value v;
      int r;
      EXPECT(IS_OBJ(R[i.b], OT_MODULE) && IS_STR(K[i.c]));
      SAVEPC();
      r = lib_import_from(vm, (Module *)R[i.b].u.o, AS_STR(K[i.c]), &v);
      if (r < 0) goto error;
      RELOADF();   /* importing a submodule runs its Python part */
      if (r == 0) {
        Str *mname = AS_STR(((Module *)R[i.b].u.o)->name);
        vm_raise(vm, T_ImportError, "cannot import name '%s' from '%s' (unknown location)",
                 AS_STR(K[i.c])->data, mname->data);
        exc_note_name(vm, mname->data, mname->len, NULL);   /* e.name: the module's */
        goto error;
      }
      R[i.a] = v;
      vmbreak;
    }
    vmcase(IMPORTSTAR) {
      EXPECT(IS_OBJ(R[i.a], OT_MODULE));
      PROTECT(lib_import_star(vm, R[i.a], f->globals));
      vmbreak;
    }
    vmcase(UNSUPPORTED) {
      SAVEPC();
      vm_raise(vm, T_NotImplementedError, "%s is not supported",
               AS_STR(K[INSTR_BX(i)])->data);
      goto error;
    }
    vmcase(DROP) {
      Value v = R[i.a];
      R[i.a] = VNONE;
      if (i.x && IS_OBJ(v, OT_CORO)) {   /* an expression statement's coroutine */
        SAVEPC();
        if (gen_warn_dropped(vm, v, f->globals, code, code->pos[pc - 1 - code->code].line))
          goto error;
        vmbreak;
      }
      if (v.tag == V_OBJ && gen_close_runs(v, GEN_DROP_DEPTH)) {
        SAVEPC();
        if (gen_drop(vm, v, NULL, 0, VUNDEF)) goto error;
      }
      vmbreak;
    }
    vmcase(HALT) {
      vm->result = R[i.a];
      vm->handled = f->handled;
      vm->nframes--;
      return 0;
    }
#if !BT_COMPUTED_GOTO
    default:
      SAVEPC();
      vm_raise(vm, T_SystemError, "bad opcode %d", i.op);
      goto error;
#endif
    }
  }

error:
  /* vm->exc holds the exception; f->pc is one past the raising instruction.
  ** The raising frame is the top one (a prelude function compiled on the
  ** way may have moved the frames: f is taken again). */
  method = vm->tb_method;
  vm->tb_method = false;
  if (vm->limit_hit) return -1;
  f = &vm->frames[vm->nframes - 1];
  code = f->code;
  if (vm->exc.tag != V_OBJ) {
    vm->exc = vm->nomem;
  }
  /* The ready MemoryError gets frames too (vm_nomem emptied its
  ** traceback); exc_tb_add gives up quietly if even that fails. */
  if (!reraise)
    exc_tb_add(vm, AS_EXC(vm->exc), code, f->pc - 1, method);
  reraise = false;
  if (vm->limit_hit) return -1;   /* the memory limit refused the traceback */
  for (;;) {
    const Handler *h;
    f = &vm->frames[vm->nframes - 1];
    code = f->code;
    h = find_handler(code, f->pc - 1);
    if (h) {
      vm->stack[f->base + h->reg] = vm->exc;
      vm->exc = VUNDEF;
      f->pc = h->target;
      goto load_frame;
    }
    if (vm->gen_drops && f->func) {
      /* the frame ends: its generators first (then exc goes on, FR_DROPCLOSE) */
      uint32_t nf = vm->nframes;
      Value exc = vm->exc;
      vm->exc = VUNDEF;
      if (gen_drop_frame(vm, exc, exc)) {
        if (vm->nframes > nf) goto error;   /* the GeneratorExit in the closing frame */
        continue;                           /* an error here replaces exc */
      }
      vm->exc = exc;
    }
    {
      int kind = f->kind, et;
      uint32_t ret = f->ret;
      Value dflt = f->dflt;
      bool itstop = false;
      if (f->gen) {
        /* prelude generators standing for map, filter...: a StopIteration
        ** from their function ends them, as it ends CPython's C iterators */
        bool builtin_iter = f->gen->h.type == OT_GEN && f->gen->h.flags != 0;
        if (!gen_restart(vm, f)) gen_leave(vm, f, true, 0);
        if (AS_EXC(vm->exc)->type == T_StopIteration && builtin_iter) {
          itstop = true;
        } else if (AS_EXC(vm->exc)->type == T_StopIteration ||
                   (AS_EXC(vm->exc)->type == T_StopAsyncIteration && gen_is_async(f->gen))) {
          gen_stop_raised(vm, f->gen);
        }
      } else {
        vm->handled = f->handled;
      }
      vm->nframes--;
      if (kind == FR_TOP) return -1;
      if (kind == FR_DROPCLOSE) {   /* ignored, see gen_drop */
        vm->exc = dflt;
        if (dflt.tag == V_UNDEF) goto load_frame;
        reraise = true;              /* it goes on through the caller */
        goto error;
      }
      et = AS_EXC(vm->exc)->type;
      if (itstop && (kind == FR_GENFOR || kind == FR_YIELDFROM)) {
        /* the loop ends; yield from takes the StopIteration's value */
        if (kind == FR_YIELDFROM) vm->stack[ret] = gen_stop_value(vm->exc);
        vm->exc = VUNDEF;
        goto load_frame;
      }
      if ((kind == FR_GENCLOSE || kind == FR_YFCLOSE) &&
          (type_is_subtype(et, T_GeneratorExit) || type_is_subtype(et, T_StopIteration))) {
        if (kind == FR_GENCLOSE) {   /* closed: close() returns None */
          vm->exc = VUNDEF;
          vm->stack[ret] = VNONE;
          goto load_frame;
        }
        vm->exc = VUNDEF;            /* the delegator gets its exit now */
        f = &vm->frames[vm->nframes - 1];
        exc_set(vm, dflt);
      }
      f = &vm->frames[vm->nframes - 1];
      if (kind == FR_FINISH && f->code->code[f->pc - 1].op == OP_FORITER &&
          type_is_subtype(AS_EXC(vm->exc)->type, T_StopIteration)) {
        /* __next__ raised StopIteration: the loop ends */
        vm->exc = VUNDEF;
        goto load_frame;
      }
      exc_tb_add(vm, AS_EXC(vm->exc), f->code, f->pc - 1, false);
      if (vm->limit_hit) return -1;
    }
  }
}

/* Push the frame of a module body at stack index base. */
Frame *vm_push_module(VM *vm, Code *module, Dict *globals, uint32_t base) {
  Frame *f = push_frame(vm, module, NULL, base, 0, FR_TOP);
  uint32_t k;
  if (f == NULL) return NULL;
  f->globals = globals;
  for (k = 0; k < module->nregs; k++) vm->stack[base + k] = VUNDEF;
  return f;
}

int vm_execute(VM *vm) {
  return execute(vm);
}

int vm_start(VM *vm, Code *module, Dict *globals) {
  Frame *f;
  uint32_t base = 0, k;
  vm->exc = VUNDEF;
  vm->limit_hit = false;
  vm->calls = 0;
  if (vm_async_reset(vm, (module->flags & CODE_AWAITS) != 0)) return -1;
  vm->running = true;
  if (vm->nframes) {
    Frame *top = &vm->frames[vm->nframes - 1];
    base = top->base + top->code->nregs;
  }
  f = push_frame(vm, module, NULL, base, 0, FR_TOP);
  if (f == NULL) return -1;
  f->globals = globals;
  for (k = 0; k < module->nregs; k++) vm->stack[base + k] = VUNDEF;
  return 0;
}

/* Deliver the sync answers vm_answer left in their requests (a restored
** snapshot may hold some too), then go on. */
int vm_resume(VM *vm) {
  uint32_t i = 0;
  if (!vm->answered) return vm_loop(vm);
  vm->answered = false;
  while (i < vm->nreqs) {
    Request *rq = &vm->reqs[i];
    if (rq->state == REQ_PENDING) { i++; continue; }
    if (vm_request_done(vm, i, rq->state == REQ_DONE, rq->result)) return VM_ERROR;
  }
  return vm_loop(vm);
}

/* Run a module to its end at once (tool signatures): no requests, no
** event loop. */
int vm_run_in(VM *vm, Code *module, Dict *globals, Value *result) {
  int r;
  uint32_t base = 0;
  if (vm->nframes) {
    Frame *top = &vm->frames[vm->nframes - 1];
    base = top->base + top->code->nregs;
  }
  vm->exc = VUNDEF;
  if (vm_push_module(vm, module, globals, base) == NULL) return -1;
  r = execute(vm);
  if (r == VM_YIELD || r == VM_SUSPEND) {
    vm->nreqs = 0;
    vm_raise(vm, T_RuntimeError, "tool call during initialisation");
    return -1;
  }
  if (r == 0) *result = vm->result;
  return r;
}

int vm_run(VM *vm, Code *module, Value *result) {
  return vm_run_in(vm, module, vm->globals, result);
}

/* fn(args) run to its end above the frames there are (an uncaught
** exception's __str__, after the run's last frame is gone): the limits
** hold, a tool call or a wait is a RuntimeError, and frames it leaves
** behind are dropped (their generators finished). */
int vm_call_nested(VM *vm, Value fn, Value *args, int nargs, Value *out) {
  uint32_t base = 0, nf = vm->nframes;
  Value handled = vm->handled;
  int k, r;
  if (nf) {
    Frame *top = &vm->frames[nf - 1];
    base = top->base + top->code->nregs;
  }
  vm->exc = VUNDEF;
  if (ensure_stack(vm, (size_t)base + (size_t)nargs + 2)) return -1;
  vm->stack[base] = fn;
  for (k = 0; k < nargs; k++) vm->stack[base + 1 + k] = args[k];
  r = call_at(vm, base, nargs, NULL, FR_TOP);
  if (r == 0) { *out = vm->stack[base]; return 0; }
  if (r == 1) {
    r = execute(vm);
    if (r == 0) { *out = vm->result; return 0; }
    if (r < 0) return -1;
    r = r == VM_YIELD ? 2 : 3;
  }
  if (r < 0) return -1;
  if (r == 2) vm->nreqs--;
  while (vm->nframes > nf) {
    Frame *f = &vm->frames[vm->nframes - 1];
    if (f->gen) gen_leave(vm, f, true, 0);
    vm->nframes--;
  }
  vm->handled = handled;
  return vm_raise(vm, T_RuntimeError, "a tool cannot be called here");
}
