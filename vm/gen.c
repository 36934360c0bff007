/*
** gen.c - generator methods (send, throw, close) and attributes.
**
** The methods only check and normalise their arguments: they record the
** operation in vm->genop and return BI_RESUME, and the interpreter loop
** resumes the generator in a frame of its own (interp.c, gen_call), so a
** generator driven by send() can pause for a tool and be snapshotted like
** any other frame.  Native code never runs the generator itself.
*/
#include <string.h>
#include "vm.h"
#include "class.h"
#include "limits.h"
#include "dict.h"

int gen_op(VM *vm, int op, Value gen, Value arg, Value dflt) {
  vm->genop.op = op;
  vm->genop.gen = gen;
  vm->genop.arg = arg;
  vm->genop.dflt = dflt;
  return BI_RESUME;
}

static Tuple *gen_tuple(VM *vm, Value *items, size_t n) {
  Tuple *t = tuple_new(vm, n);
  if (t != NULL && n) vcopy(t->items, items, n);
  return t;
}

static int gen_send(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  (void)out;
  if (kw && kw->len)
    return vm_raise(vm, T_TypeError, "generator.send() takes no keyword arguments");
  if (nargs != 2)
    return vm_raise(vm, T_TypeError, "generator.send() takes exactly one argument (%d given)",
                    nargs - 1);
  return gen_op(vm, GOP_SEND, args[0], args[1], VUNDEF);
}

/* Keep the arguments exception e was made of (vm->throw_orig). */
static int throw_keep(VM *vm, Exc *e, Value *a, int n) {
  Tuple *t = gen_tuple(vm, a, (size_t)n), *pair;
  if (t == NULL) return -1;
  pair = tuple_new(vm, 2);
  if (pair == NULL) return -1;
  pair->items[0] = vobj(e);
  pair->items[1] = vobj(t);
  vm->throw_orig = vobj(pair);
  return 0;
}

/* _throw_args(e): the arguments a throw() was given that made exception
** e, else (e,): what CPython's yield from passes on to a subiterator's
** own throw (the prelude's _yf_gen).  _throw_args(e, args) keeps them
** (the prelude's _gen_throw). */
int gen_throw_args(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value o = vm->throw_orig;
  Tuple *t;
  (void)kw;
  if (nargs == 2 && IS_OBJ(args[0], OT_EXC) && IS_OBJ(args[1], OT_TUPLE)) {
    *out = VNONE;
    return throw_keep(vm, (Exc *)args[0].u.o, AS_TUPLE(args[1])->items,
                      (int)AS_TUPLE(args[1])->len);
  }
  if (nargs != 1) return vm_raise(vm, T_SystemError, "bad _throw_args");
  vm->throw_orig = VUNDEF;
  if (IS_OBJ(o, OT_TUPLE) && AS_TUPLE(o)->len == 2 && IS_OBJ(AS_TUPLE(o)->items[0], OT_EXC) &&
      AS_TUPLE(o)->items[0].u.o == args[0].u.o) {
    *out = AS_TUPLE(o)->items[1];
    return 0;
  }
  t = gen_tuple(vm, args, 1);
  if (t == NULL) return -1;
  *out = vobj(t);
  return 0;
}

/* throw() arguments that raise nothing (msg, a TypeError): the caller
** gets the error, unless the generator delegates with yield from, which
** gets it at its yield from, as CPython's failed throw into the
** subiterator does.  The arguments stay kept with the error: a user
** subiterator's own throw is given them as they were (the prelude's
** _yf_gen), and judges them itself. */
static int throw_bad(VM *vm, Value *args, int nargs, const char *msg, const char *arg) {
  Value e;
  vm_raise(vm, T_TypeError, msg, arg);
  if (!IS_OBJ(vm->exc, OT_EXC)) return -1;
  e = vm->exc;
  vm->exc = VUNDEF;
  if (throw_keep(vm, (Exc *)e.u.o, args + 1, nargs - 1)) return -1;
  return gen_op(vm, GOP_BADTHROW, args[0], e, VUNDEF);
}

/* throw(value) / throw(type[, value[, traceback]]), normalised to an
** exception instance as CPython 3.11 does (the three-argument form is not
** yet deprecated there).  A traceback argument becomes the exception's
** __traceback__ (anything but a traceback or None is refused with
** CPython's message).  A user class is
** instantiated by the prelude's _gen_throw (its __init__ is Python code);
** async generators' athrow does so before it reaches here (_agen_athrow). */
static int gen_throw(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value typ, val;
  Exc *e;
  Traceback *tb = NULL;
  (void)out;
  if (kw && kw->len)
    return vm_raise(vm, T_TypeError, "generator.throw() takes no keyword arguments");
  if (nargs < 2)
    return vm_raise(vm, T_TypeError, "throw expected at least 1 argument, got %d", nargs - 1);
  if (nargs > 4)
    return vm_raise(vm, T_TypeError, "throw expected at most 3 arguments, got %d", nargs - 1);
  typ = args[1];
  val = nargs > 2 ? args[2] : VNONE;
  if (nargs > 3 && args[3].tag != V_NONE) {
    if (!IS_OBJ(args[3], OT_TRACEBACK))
      return throw_bad(vm, args, nargs, "throw() third argument must be a traceback object%s", "");
    tb = (Traceback *)args[3].u.o;
  }
  if (typ.tag == V_TYPE && typ.u.i >= T_FIRST_EXC) {
    int t = (int)typ.u.i;
    Tuple *a;
    if (IS_OBJ(val, OT_EXC) && type_is_subtype(AS_EXC(val)->type, t)) {
      e = (Exc *)val.u.o;
    } else {
      if (val.tag == V_NONE) a = gen_tuple(vm, NULL, 0);
      else if (IS_OBJ(val, OT_TUPLE)) a = gen_tuple(vm, AS_TUPLE(val)->items, AS_TUPLE(val)->len);
      else a = gen_tuple(vm, &val, 1);
      if (a == NULL) return -1;
      e = exc_new(vm, t, vobj(a));
      if (e == NULL) return -1;
    }
    if (throw_keep(vm, e, args + 1, nargs - 1)) return -1;
    if (tb) e->tb = tb;
    return gen_op(vm, GOP_THROW, args[0], vobj(e), VUNDEF);
  }
  if (IS_OBJ(typ, OT_EXC)) {
    if (val.tag != V_NONE)
      return vm_raise(vm, T_TypeError, "instance exception may not have a separate value");
    /* (the prelude's _gen_throw kept what it made typ of) */
    if (!IS_OBJ(vm->throw_orig, OT_TUPLE) || AS_TUPLE(vm->throw_orig)->items[0].u.o != typ.u.o)
      vm->throw_orig = VUNDEF;
    if (tb) AS_EXC(typ)->tb = tb;
    return gen_op(vm, GOP_THROW, args[0], typ, VUNDEF);
  }
  /* an exception class: instantiating it may run its __new__/__init__
  ** (Python code) */
  if (IS_OBJ(typ, OT_CLASS) && ((Class *)typ.u.o)->base >= T_FIRST_EXC) return BI_FALLBACK;
  return throw_bad(vm, args, nargs,
                   "exceptions must be classes or instances deriving from BaseException, "
                   "not %s", val_type_name(typ));
}

static int gen_close(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Tuple *a;
  Exc *e;
  (void)out;
  if (kw && kw->len)
    return vm_raise(vm, T_TypeError, "generator.close() takes no keyword arguments");
  if (nargs != 1)
    return vm_raise(vm, T_TypeError, "generator.close() takes no arguments (%d given)",
                    nargs - 1);
  a = tuple_new(vm, 0);
  if (a == NULL) return -1;
  e = exc_new(vm, T_GeneratorExit, vobj(a));
  if (e == NULL) return -1;
  return gen_op(vm, GOP_CLOSE, args[0], vobj(e), VUNDEF);
}

/* coroutine.__await__(): the prelude's coroutine_wrapper, whose steps are
** the coroutine's send/throw/close (so `yield from c.__await__()` and
** `return c.__await__()` in a user __await__ run c) */
static int gen_await(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  (void)kw; (void)out;
  if (nargs < 1 || !val_is_coro(args[0]))
    return vm_raise(vm, T_AttributeError, "'%s' object has no attribute '__await__'",
                    nargs ? val_type_name(args[0]) : "generator");
  return BI_FALLBACK;
}

const Method gen_methods[] = {
  {"send", gen_send, NULL, 0},
  {"throw", gen_throw, "_gen_throw", 0},
  {"close", gen_close, NULL, 0},
  {"__await__", gen_await, "_coro_await", 0},
};
const int gen_methods_n = (int)(sizeof gen_methods / sizeof gen_methods[0]);

/* The attributes a generator (or async generator) shows: its names and
** whether it runs or is suspended.  gi_frame, gi_code and gi_yieldfrom stay closed (frames and
** code objects are escape hatches). */
int gen_getattr(VM *vm, Value gen, const char *name, Value *out) {
  Gen *g = (Gen *)gen.u.o;
  const char *pre = gen_is_async(g) ? "ag_" : "gi_";   /* async generators: ag_running */
  if (strncmp(name, pre, 3) == 0 && strcmp(name + 3, "running") == 0) {
    *out = vbool(g->state == GEN_RUNNING);
    return 1;
  }
  if (strcmp(name, "gi_suspended") == 0 && !gen_is_async(g)) {
    *out = vbool(g->state == GEN_SUSPENDED);
    return 1;
  }
  if (strcmp(name, "__name__") == 0 || strcmp(name, "__qualname__") == 0) {
    /* the function's, renamed (functools.wraps) or not */
    Value v;
    if (g->func->meta && dict_get_str(vm, g->func->meta, name, strlen(name), &v) == 1 &&
        IS_STR(v)) {
      *out = v;
      return 1;
    }
    *out = name[2] == 'n' ? g->func->code->name : g->func->code->qualname;
    return 1;
  }
  return 0;
}

/* ---- async generators ----
** The methods of an async generator give awaitables: each is a prelude
** coroutine (_agen_anext, _agen_asend, _agen_athrow, _agen_aclose in
** vm/lib/prelude.py; the natives below only check the receiver and fall
** back to them), whose one step resumes the generator with the natives
** _agen_send/_agen_throw/_agen_close.  The generator's frame then runs on
** top of the awaiting coroutine in the same task, so an await inside it
** parks the task like any other await, and a yield gives the awaiter its
** value (interp.c: a return raises StopAsyncIteration). */

static int agen_check(VM *vm, const char *what, Value *args, int nargs) {
  if (nargs < 1 || !val_is_agen(args[0]))
    return vm_raise(vm, T_TypeError, "descriptor '%s' requires an 'async_generator' object",
                    what);
  return 0;
}

static int agen_aiter(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (agen_check(vm, "__aiter__", args, nargs) || arg_nokw(vm, "__aiter__", kw)) return -1;
  if (nargs != 1)
    return vm_raise(vm, T_TypeError, "expected 0 arguments, got %d", nargs - 1);
  *out = args[0];
  return 0;
}

/* __anext__, asend, athrow, aclose: their prelude coroutine is the result */
static int agen_awaitable(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  (void)out;
  if (agen_check(vm, "__anext__", args, nargs) || arg_nokw(vm, "async_generator", kw)) return -1;
  return BI_FALLBACK;
}

const Method agen_methods[] = {
  {"__aiter__", agen_aiter, NULL, 0},
  {"__anext__", agen_awaitable, "_agen_anext", 0},
  {"asend", agen_awaitable, "_agen_asend", 0},
  {"athrow", agen_awaitable, "_agen_athrow", 0},
  {"aclose", agen_awaitable, "_agen_aclose", 0},
};
const int agen_methods_n = (int)(sizeof agen_methods / sizeof agen_methods[0]);

/* _agen_send(g, value), _agen_throw(g, typ[, val[, tb]]), _agen_close(g):
** one step of async generator g, as send/throw/close step a generator. */
int agen_send(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (agen_check(vm, "asend", args, nargs)) return -1;
  return gen_send(vm, args, nargs, kw, out);
}

int agen_throw(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (agen_check(vm, "athrow", args, nargs)) return -1;
  return gen_throw(vm, args, nargs, kw, out);
}

int agen_close(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (agen_check(vm, "aclose", args, nargs)) return -1;
  return gen_close(vm, args, nargs, kw, out);
}

/* ---- coroutines never awaited ----
** CPython's coroutine finaliser warns when a coroutine that never started
** dies: "coroutine 'f' was never awaited", a RuntimeWarning.  Baton counts
** no references, so it warns where the death is certain: an expression
** statement's call whose value is a new coroutine nothing else reaches
** (the interpreter's DROP with x set, which the compiler emits after such
** statements in a program that has async code), and, when a run ends
** (vm_warn_unawaited_at_end), those the program's globals still hold. */

static bool coro_unstarted(Value v) {
  return val_is_coro(v) && ((const Gen *)v.u.o)->state == GEN_CREATED;
}

static int unawaited_text(VM *vm, Value coro, Value *out) {
  const Gen *g = (const Gen *)coro.u.o;
  Value q = g->func->code->qualname, v;   /* its __qualname__, as renamed */
  Buf b = BUF_INIT;
  if (g->func->meta && dict_get_str(vm, g->func->meta, "__qualname__", 12, &v) == 1 && IS_STR(v))
    q = v;
  if (buf_printf(vm, &b, "coroutine '%s' was never awaited", IS_STR(q) ? AS_STR(q)->data : "?") ||
      buf_finish(vm, &b, out)) {
    buf_free(vm, &b);
    return -1;
  }
  return 0;
}

/* Line `line` of source, blanks stripped at both ends, into b after two
** spaces and before a newline (nothing when there is no such line). */
static int put_stripped_line(VM *vm, Buf *b, Value source, int line) {
  const char *s, *end, *q;
  int l = 1;
  if (!IS_STR(source) || line <= 0) return 0;
  s = AS_STR(source)->data;
  end = s + AS_STR(source)->len;
  while (l < line && s < end)
    if (*s++ == '\n') l++;
  if (l != line) return 0;
  while (s < end && (*s == ' ' || *s == '\t' || *s == '\f')) s++;
  for (q = s; q < end && *q != '\n' && *q != '\r'; q++) {}
  while (q > s && (q[-1] == ' ' || q[-1] == '\t' || q[-1] == '\f')) q--;
  if (q == s) return 0;
  return buf_put(vm, b, "  ", 2) || buf_put(vm, b, s, (size_t)(q - s)) || buf_putc(vm, b, '\n');
}

int gen_warn_dropped(VM *vm, Value v, Dict *globals, const Code *code, int line) {
  Value text, key, reg, regk, has;
  Tuple *t;
  Buf b = BUF_INIT;
  size_t visited;
  if (!coro_unstarted(v)) return 0;
  {
    bool reached = gc_reaches(vm, v.u.o, NULL, 0, VUNDEF, &visited);
    if (vm_charge_items(vm, visited)) return -1;
    if (reached) return 0;
  }
  /* the module's __warningregistry__, as CPython's warnings module keeps
  ** it: one warning per text and line */
  if (unawaited_text(vm, v, &text) || (t = tuple_new(vm, 3)) == NULL) return -1;
  t->items[0] = text;
  t->items[1] = vtype(T_RuntimeWarning);
  t->items[2] = vint(line);
  key = vobj(t);
  if (str_newc(vm, "__warningregistry__", &regk)) return -1;
  if (!dict_lookup_str(globals, AS_STR(regk), &reg) || !IS_OBJ(reg, OT_DICT)) {
    Dict *d = dict_new(vm);
    Value ver;
    if (d == NULL || str_newc(vm, "version", &ver) || dict_set(vm, d, ver, vint(0))) return -1;
    reg = vobj(d);
    if (dict_set(vm, globals, regk, reg)) return -1;
  }
  {
    int r = dict_get(vm, AS_DICT(reg), key, &has);
    if (r < 0) return -1;
    if (r == 1 && vm_truthy(has)) return 0;
  }
  if (dict_set(vm, AS_DICT(reg), key, vbool(true))) return -1;
  if (buf_printf(vm, &b, "%s:%d: RuntimeWarning: %s\n", AS_STR(code->filename)->data, line,
                 AS_STR(text)->data) ||
      put_stripped_line(vm, &b, code->source, line) ||
      buf_printf(vm, &b, "RuntimeWarning: Enable tracemalloc to get the object allocation "
                 "traceback\n")) {
    buf_free(vm, &b);
    return -1;
  }
  {
    int r = vm_print_stderr(vm, (const char *)b.p, b.len);
    buf_free(vm, &b);
    return r;
  }
}

/* One unstarted coroutine the globals hold at the end: "sys:1: ..." once
** per text (CPython's finaliser warns with no frame left, under sys's
** registry).  seen: the texts given so far. */
static int warn_left(VM *vm, Value v, List *seen) {
  Value text;
  Buf b = BUF_INIT;
  size_t i;
  int r;
  if (!coro_unstarted(v)) return 0;
  if (unawaited_text(vm, v, &text)) return -1;
  for (i = 0; i < seen->len; i++)
    if (str_eq(AS_STR(seen->items[i]), AS_STR(text))) return 0;
  if (list_append(vm, seen, text)) return -1;
  if (buf_printf(vm, &b, "sys:1: RuntimeWarning: %s\n", AS_STR(text)->data)) {
    buf_free(vm, &b);
    return -1;
  }
  r = vm_print_stderr(vm, b.p, b.len);
  buf_free(vm, &b);
  return r;
}

/* The values of a container the globals hold, as CPython frees them: a
** list's or tuple's from the last, an instance's or dict's in order. */
static int warn_left_in(VM *vm, Value v, List *seen, bool boxes) {
  const Value *items = NULL;
  size_t n = 0, i;
  Dict *d = NULL;
  if (v.tag != V_OBJ) return 0;
  switch (v.u.o->type) {
  case OT_INSTANCE:
    if (boxes) return 0;
    if (AS_INST(v)->dict) d = AS_INST(v)->dict;
    else { items = AS_INST(v)->vals; n = AS_INST(v)->nvals; }
    break;
  case OT_LIST:
    if (!boxes) return 0;
    for (i = AS_LIST(v)->len; i-- > 0;)
      if (i < AS_LIST(v)->len && warn_left(vm, AS_LIST(v)->items[i], seen)) return -1;
    return 0;
  case OT_TUPLE:
    if (!boxes) return 0;
    for (i = AS_TUPLE(v)->len; i-- > 0;)
      if (warn_left(vm, AS_TUPLE(v)->items[i], seen)) return -1;
    return 0;
  case OT_DICT:
    if (!boxes) return 0;
    d = AS_DICT(v);
    break;
  default:
    return 0;
  }
  if (d) {
    size_t pos = 0;
    Value k, x;
    while (dict_next(d, &pos, &k, &x))
      if (warn_left(vm, x, seen)) return -1;
    return 0;
  }
  for (i = 0; i < n; i++)
    if (warn_left(vm, items[i], seen)) return -1;
  return 0;
}

void vm_warn_unawaited_at_end(VM *vm) {
  List *seen;
  int pass;
  if (vm->nframes || vm->limit_hit) return;
  if ((seen = list_new(vm, 0)) == NULL) { vm->exc = VUNDEF; return; }
  /* the globals' own values and instances' attributes in the globals'
  ** order, then what lists, tuples and dicts there hold */
  for (pass = 0; pass < 2; pass++) {
    size_t pos = 0, i = 0;
    Value k, x;
    while (dict_next(vm->globals, &pos, &k, &x)) {
      if (vm_charge_item(vm, i++) || (pass == 0 && warn_left(vm, x, seen)) ||
          warn_left_in(vm, x, seen, pass == 1)) {
        vm->exc = VUNDEF;
        return;
      }
    }
  }
}
