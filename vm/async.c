/*
** async.c - asyncio: futures, tasks, the event loop, the asyncio module.
**
** A task runs its coroutine in a fiber of its own (registers and frames,
** see Fiber in vm.h); the running fiber is the one in the VM's fields, the
** others are parked, so switching tasks is a swap of a few pointers and
** any depth of Python calls (sync tool calls included) can be suspended.
** `await coro` is a plain call of the coroutine's frame; `await future`
** either takes the future's outcome or parks the fiber until the future
** completes.  The loop follows CPython's (asyncio/base_events.py and
** tasks.py): one FIFO of ready callbacks (call_soon); a future's done
** callbacks are queued when it completes; a task is stepped by such a
** callback; a cancelled task gets CancelledError at its next suspension.
** So programs whose output does not depend on timing print what CPython
** prints.  The VM has no clock: sleeps and timeouts are requests
** (BT_SLEEP_TOOL) that the host fulfils when the time has come.
**
** The parts of asyncio written in Python (sleep, wait_for, as_completed,
** run) are in the prelude (builtins.c); this file gives them their
** primitives (names starting with "_aio_").
*/
#include <stdio.h>
#include <string.h>
#include "vm.h"
#include "str.h"
#include "dict.h"
#include "class.h"

/* Marks in the header flags of coroutines and futures (whose flags are
** otherwise unused), set and cleared within one native call. */
#define MARK_SEEN       0x8000u  /* gather/as_completed: argument seen */
#define MARK_CANCELLING 0x4000u  /* task_cancel is walking through it */

/* ---- fibers ---- */

static Fiber *parked(VM *vm, Obj *t) {
  return t ? &((Future *)t)->fib : &vm->mainfib;
}

/* Make task t (NULL: the main fiber) the running fiber. */
void vm_switch_fiber(VM *vm, Obj *t) {
  Fiber *out, *in;
  if (vm->cur == t) return;
  out = parked(vm, vm->cur);
  out->stack = vm->stack; out->stack_cap = vm->stack_cap;
  out->frames = vm->frames; out->nframes = vm->nframes; out->frames_cap = vm->frames_cap;
  out->handled = vm->handled;
  out->exc = vm->exc;
  out->ctx = vm->ctx;
  in = parked(vm, t);
  vm->stack = in->stack; vm->stack_cap = in->stack_cap;
  vm->frames = in->frames; vm->nframes = in->nframes; vm->frames_cap = in->frames_cap;
  vm->handled = in->handled;
  vm->exc = in->exc;
  vm->ctx = in->ctx;
  memset(in, 0, sizeof *in);
  in->handled = VNONE;
  in->exc = VUNDEF;
  vm->cur = t;
}

/* The stack and pending exception of task t, running or parked. */
static Value *fiber_stack(VM *vm, Obj *t) {
  return vm->cur == t ? vm->stack : parked(vm, t)->stack;
}
static Value *fiber_exc(VM *vm, Obj *t) {
  return vm->cur == t ? &vm->exc : &parked(vm, t)->exc;
}

/* ---- the ready queue ---- */

/* Queue a callback.  Running out of memory here ends the run (a limit):
** a lost wakeup would hang the program. */
static int ready_push(VM *vm, uint32_t kind, Obj *obj, Obj *arg) {
  Ready *e;
  if (vm->rlen == vm->rcap) {
    uint32_t nc = vm->rcap ? vm->rcap * 2 : 16, i;
    Ready *nr = mem_alloc(&vm->mem, nc * sizeof(Ready));
    if (nr == NULL) {
      vm->limit_hit = true;
      vm->limit_kind = LIMIT_MEMORY;
      return -1;
    }
    for (i = 0; i < vm->rlen; i++) nr[i] = vm->ready[(vm->rhead + i) % vm->rcap];
    mem_free(&vm->mem, vm->ready, vm->rcap * sizeof(Ready));
    vm->ready = nr;
    vm->rcap = nc;
    vm->rhead = 0;
  }
  e = &vm->ready[(vm->rhead + vm->rlen) % vm->rcap];
  e->kind = kind;
  e->obj = obj;
  e->arg = arg;
  vm->rlen++;
  return 0;
}

/* ---- futures ---- */

Future *future_new(VM *vm, int kind) {
  Future *f = obj_new(vm, OT_FUTURE, sizeof(Future));
  if (f == NULL) return NULL;
  f->kind = (uint8_t)kind;
  f->state = FS_PENDING;
  f->result = f->coro = f->name = f->cancel_msg = VNONE;
  f->fib.handled = VNONE;
  f->fib.exc = VUNDEF;
  f->fib.ctx = VUNDEF;
  return f;
}

static int queue_callback(VM *vm, Future *f, Callback cb) {
  return ready_push(vm, cb.kind == CB_WAKEUP ? RQ_STEP : cb.kind, cb.obj, &f->h);
}

/* Run `kind obj` when f completes (at once, through the queue, if done). */
int future_add_cb(VM *vm, Future *f, uint32_t kind, Obj *obj) {
  Callback cb;
  cb.kind = kind;
  cb.obj = obj;
  if (f->state != FS_PENDING) return queue_callback(vm, f, cb);
  if (f->cbs == NULL) f->cbs = f->inl;
  if (f->cbs == f->inl ? f->ncbs == 1 : f->ncbs == f->capcbs) {
    uint32_t nc = f->capcbs ? f->capcbs * 2 : 4;
    Callback *n = mem_alloc(&vm->mem, nc * sizeof(Callback));
    if (n == NULL) return vm_nomem(vm);
    memcpy(n, f->cbs, f->ncbs * sizeof(Callback));
    if (f->cbs != f->inl) mem_free(&vm->mem, f->cbs, f->capcbs * sizeof(Callback));
    f->cbs = n;
    f->capcbs = nc;
  }
  f->cbs[f->ncbs++] = cb;
  return 0;
}

static void future_remove_cb(Future *f, uint32_t kind, Obj *obj) {
  uint32_t i, j = 0;
  for (i = 0; i < f->ncbs; i++)
    if (!(f->cbs[i].kind == kind && f->cbs[i].obj == obj)) f->cbs[j++] = f->cbs[i];
  f->ncbs = j;
}

static void waiter_detach(Future *w);

/* Complete f and queue its callbacks. */
int future_done(VM *vm, Future *f, int state, Value v) {
  uint32_t i;
  if (f->state != FS_PENDING) return 0;
  f->state = (uint8_t)state;
  f->result = v;
  if (f->kind == FUT_PLAIN) waiter_detach(f);
  for (i = 0; i < f->ncbs; i++)
    if (queue_callback(vm, f, f->cbs[i])) return -1;
  f->ncbs = 0;
  return 0;
}

/* A CancelledError with message msg (None: no arguments). */
static int new_cancelled(VM *vm, Value msg, Value *out) {
  Tuple *args;
  Exc *e;
  args = tuple_new(vm, msg.tag == V_NONE ? 0 : 1);
  if (args == NULL) return -1;
  if (args->len) args->items[0] = msg;
  e = exc_new(vm, T_CancelledError, vobj(args));
  if (e == NULL) return -1;
  *out = vobj(e);
  return 0;
}

/* The CancelledError to raise for cancelled future f: a task's own, the
** first time (CPython's _make_cancelled_error), then a new one. */
static int cancelled_error(VM *vm, Future *f, Value *out) {
  if (IS_OBJ(f->result, OT_EXC)) {
    *out = f->result;
    f->result = VNONE;
    return 0;
  }
  return new_cancelled(vm, f->result, out);
}

static int raise_cancelled(VM *vm, Future *f) {
  Value e;
  if (cancelled_error(vm, f, &e)) return -1;
  return exc_set(vm, e);
}

/* ---- the table of outstanding requests ----
** Requests live in vm->reqs in no particular order.  vm->reqslot maps an
** id (modulo its power-of-two size) to an index: ids are consecutive, so
** the outstanding ones rarely collide.  It is only a hint: a lookup checks
** the entry and falls back to a scan, so code that rearranges vm->reqs
** (snapshots, tests) cannot make it wrong, only slower. */

void vm_req_note(VM *vm, uint32_t i) {
  if (vm->nreqs * 2 > vm->reqslot_cap) {
    uint32_t nc = vm->reqslot_cap ? vm->reqslot_cap : 16, k;
    uint32_t *n;
    while (nc < vm->nreqs * 2) nc *= 2;
    n = mem_alloc(&vm->mem, nc * sizeof(uint32_t));
    if (n == NULL) { vm->mem.refused = 0; return; }    /* hints are optional */
    mem_free(&vm->mem, vm->reqslot, vm->reqslot_cap * sizeof(uint32_t));
    vm->reqslot = n;
    vm->reqslot_cap = nc;
    for (k = 0; k < vm->nreqs; k++) n[vm->reqs[k].id & (nc - 1)] = k;
  }
  vm->reqslot[vm->reqs[i].id & (vm->reqslot_cap - 1)] = i;
}

int64_t vm_req_find(VM *vm, uint64_t id) {
  uint32_t i;
  if (vm->reqslot_cap) {
    i = vm->reqslot[id & (vm->reqslot_cap - 1)];
    if (i < vm->nreqs && vm->reqs[i].id == id) return i;
  }
  for (i = 0; i < vm->nreqs; i++)
    if (vm->reqs[i].id == id) return i;
  return -1;
}

void vm_req_remove(VM *vm, uint32_t i) {
  vm->reqs[i] = vm->reqs[--vm->nreqs];
  if (i < vm->nreqs && vm->reqslot_cap)
    vm->reqslot[vm->reqs[i].id & (vm->reqslot_cap - 1)] = i;
}

/* The host no longer has to answer request id: drop it, and tell it. */
static int request_cancel(VM *vm, uint64_t id) {
  int64_t i = vm_req_find(vm, id);
  if (i >= 0) vm_req_remove(vm, (uint32_t)i);
  if (vm->ncancelled == vm->capcancelled) {
    uint32_t nc = vm->capcancelled ? vm->capcancelled * 2 : 8;
    uint64_t *n = mem_realloc(&vm->mem, vm->cancelled, vm->capcancelled * sizeof(uint64_t),
                              nc * sizeof(uint64_t));
    if (n == NULL) return vm_nomem(vm);
    vm->cancelled = n;
    vm->capcancelled = nc;
  }
  vm->cancelled[vm->ncancelled++] = id;
  return 0;
}

static int task_cancel(VM *vm, Future *t, Value msg);

/* Future.cancel(msg): 1 when it was cancelled (or will be), 0 if done. */
int future_cancel(VM *vm, Future *f, Value msg) {
  if (f->state != FS_PENDING) return 0;
  switch (f->kind) {
  case FUT_TASK:
    return task_cancel(vm, f, msg);
  case FUT_GATHER: {
    /* cancels its children (nested gathers: the walk is bounded) */
    Tuple *ch = AS_TUPLE(f->coro);
    size_t i;
    int any = 0, r;
    if (vm->iter_depth >= 1000) return 0;
    vm->iter_depth++;
    for (i = 0; i < ch->len; i++) {
      r = future_cancel(vm, (Future *)ch->items[i].u.o, msg);
      if (r < 0) { vm->iter_depth--; return -1; }
      if (r) any = 1;
    }
    vm->iter_depth--;
    if (any) f->cancel_req = 1;
    return any;
  }
  case FUT_TOOL:
    if (f->req && request_cancel(vm, f->req)) return -1;
    f->req = 0;
    break;
  default:
    break;
  }
  return future_done(vm, f, FS_CANCELLED, msg) ? -1 : 1;
}

/* ---- tasks ---- */

/* A task's outcome was looked at (its result or exception taken, awaited,
** gathered): an exception it ended with is then not "never retrieved".
** For a task, `awaited` holds this; for a tool call it means another thing. */
static void mark_retrieved(Future *f) {
  if (f->kind == FUT_TASK) f->awaited = 1;
}

static bool unretrieved(const Future *f) {
  return f->kind == FUT_TASK && f->state == FS_EXCEPTION && !f->awaited && !f->rex;
}


static bool loop_running(VM *vm) { return vm->loop_depth > 0; }

static int no_loop(VM *vm) {
  return vm_raise(vm, T_RuntimeError, "no running event loop");
}

/* A task running coroutine (or tool call) c, scheduled to start; in the
** context cell ctx, or (V_UNDEF) a copy of its creator's. */
static int task_new(VM *vm, Value c, Value name, Value ctx, Future **out) {
  Future *t;
  char tmp[32];
  if (!loop_running(vm)) return no_loop(vm);
  t = future_new(vm, FUT_TASK);
  if (t == NULL) return -1;
  t->coro = c;
  /* the task runs in a copy of its creator's context (contextvars) */
  if (ctx.tag != V_UNDEF) t->fib.ctx = ctx;
  else if (ctx_copy(vm, vm->ctx, &t->fib.ctx)) return -1;
  vm->task_counter++;    /* named tasks count too (CPython's _asyncio) */
  if (name.tag != V_NONE) {
    if (vm_str(vm, name, &t->name)) return -1;
  } else {
    snprintf(tmp, sizeof tmp, "Task-%llu", (unsigned long long)vm->task_counter);
    if (str_newc(vm, tmp, &t->name)) return -1;
  }
  if (IS_OBJ(c, OT_FUTURE)) ((Future *)c.u.o)->awaited = 1;
  if (vm->tasks == NULL) {
    vm->tasks = list_new(vm, 8);
    if (vm->tasks == NULL) return -1;
  }
  /* drop finished tasks now and then, so the list stays proportional to
  ** the tasks alive (and those whose exception waits to be logged) */
  if (vm->tasks->len >= 64 && vm->tasks->len == vm->tasks->cap) {
    size_t i, j = 0;
    gc_list_moved(vm->tasks);
    for (i = 0; i < vm->tasks->len; i++)
      if (((Future *)vm->tasks->items[i].u.o)->state == FS_PENDING ||
          unretrieved((Future *)vm->tasks->items[i].u.o))
        vm->tasks->items[j++] = vm->tasks->items[i];
    vm->tasks->len = j;
  }
  if (list_append(vm, vm->tasks, vobj(t))) return -1;
  if (ready_push(vm, RQ_STEP, &t->h, NULL)) return -1;
  *out = t;
  return 0;
}

static int task_cancel(VM *vm, Future *t, Value msg) {
  if (t->state != FS_PENDING) return 0;
  t->count++;            /* cancelling(): CPython 3.11 counts every request */
  /* cancel what it waits on (a task waiting on a task ...); a cycle of
  ** tasks waiting on each other, or a very long chain, stops the walk:
  ** those get the cancel at their next step instead */
  if (t->waiting && !(t->h.flags & MARK_CANCELLING) && vm->iter_depth < 1000) {
    int r;
    t->h.flags |= MARK_CANCELLING;
    vm->iter_depth++;
    r = future_cancel(vm, (Future *)t->waiting, msg);
    vm->iter_depth--;
    t->h.flags &= (uint16_t)~MARK_CANCELLING;
    if (r) return r;
  }
  t->must_cancel = 1;
  t->cancel_msg = msg;
  return 1;
}

/* Give back a finished task's fiber. */
static void fiber_release(VM *vm, Future *t) {
  Fiber *fb = &t->fib;
  mem_free(&vm->mem, fb->stack, fb->stack_cap * sizeof(Value));
  mem_free(&vm->mem, fb->frames, fb->frames_cap * sizeof(Frame));
  memset(fb, 0, sizeof *fb);
  fb->handled = fb->exc = VUNDEF;
}

/* The running task's coroutine ended: r is VM_DONE (vm->result) or
** VM_ERROR (vm->exc). */
static int task_finish(VM *vm, Future *t, int r) {
  Value v;
  int state;
  if (r == VM_DONE && t->must_cancel) {
    /* cancelled while it ran its last step (by itself, say): it ends
    ** cancelled, whatever it returned, as CPython's Task.__step */
    t->must_cancel = 0;
    state = FS_CANCELLED;
    if (new_cancelled(vm, t->cancel_msg, &v)) return -1;
  } else if (r == VM_DONE) {
    state = FS_RESULT;
    v = vm->result;
  } else {
    v = vm->exc;
    state = AS_EXC(v)->type == T_CancelledError ? FS_CANCELLED : FS_EXCEPTION;
  }
  vm->exc = VUNDEF;
  vm->result = VNONE;
  vm_switch_fiber(vm, NULL);
  fiber_release(vm, t);
  return future_done(vm, t, state, v);
}

/* The outcome of future f, finished: 0 with *out, or -1 raised. */
static int future_outcome(VM *vm, Future *f, Value *out) {
  mark_retrieved(f);
  if (f->state == FS_RESULT) { *out = f->result; return 0; }
  if (f->state == FS_EXCEPTION) return exc_set(vm, f->result);
  return raise_cancelled(vm, f);
}

/* `await f` in the running fiber: 1 with *out, 0 when the fiber must wait
** (its wakeup is registered), -1 raised. */
int vm_await(VM *vm, Future *f, Value *out) {
  /* the task object of the running fiber (the main one's, if any) */
  Future *me = (Future *)(vm->cur ? vm->cur : vm->main_task);
  if (f == me) {
    Value r;
    if (vm_repr(vm, vobj(f), &r)) return -1;
    return vm_raise(vm, T_RuntimeError, "Task cannot await on itself: %s", AS_STR(r)->data);
  }
  if (f->kind == FUT_QUEUE) {
    List *l = AS_LIST(f->coro);
    if (l->len) {
      *out = l->items[0];
      gc_list_moved(l);
      vcopy(l->items, l->items + 1, l->len - 1);
      l->len--;
      return 1;
    }
  } else if (f->state != FS_PENDING) {
    if (f->kind == FUT_TOOL) {
      if (f->awaited == 2)
        return vm_raise(vm, T_RuntimeError, "cannot reuse already awaited coroutine");
      f->awaited = 2;
    }
    return future_outcome(vm, f, out) ? -1 : 1;
  } else if (f->kind == FUT_YIELD) {
    /* sleep(0): done at once, and the task steps again after the others */
    f->state = FS_RESULT;
    if (ready_push(vm, RQ_STEP, vm->cur, NULL)) return -1;
    return 0;
  }
  if (future_add_cb(vm, f, CB_WAKEUP, vm->cur)) return -1;
  if (vm->cur == NULL) vm->main_waiting = &f->h;
  if (me) {
    me->waiting = &f->h;
    if (me->must_cancel) {
      int r = future_cancel(vm, f, me->cancel_msg);
      if (r < 0) return -1;
      if (r) me->must_cancel = 0;
    }
  }
  return 0;
}

/* ---- gather, wait_for's waiter, as_completed's queue ---- */

static bool is_child(Value v) { return IS_OBJ(v, OT_FUTURE) || val_is_coro(v); }

/* Is v an object of a user class that defines __await__?  The natives
** that take awaitables leave such an argument to their prelude version
** (want_py), which awaits it in a coroutine of its own (_ht_awaitables,
** CPython's _wrap_awaitable). */
bool vm_user_awaitable(VM *vm, Value v) {
  Value m;
  return v.tag == V_OBJ && v.u.o->type == OT_INSTANCE &&
         class_user_method(vm, v, "__await__", &m);
}

static int not_awaitable(VM *vm, Value v) {
  if (vm_user_awaitable(vm, v)) {
    vm->want_py = true;
    return -1;
  }
  return vm_raise(vm, T_TypeError, "An asyncio.Future, a coroutine or an awaitable is required");
}

/* _aio_awaitable(v): False for a future or coroutine, True for a user
** awaitable, else CPython's TypeError. */
int async_awaitable(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "_aio_awaitable", kw) || arg_count(vm, "_aio_awaitable", nargs, 1, 1))
    return -1;
  if (is_child(args[0])) { *out = vbool(false); return 0; }
  if (!vm_user_awaitable(vm, args[0]))
    return vm_raise(vm, T_TypeError, "An asyncio.Future, a coroutine or an awaitable is required");
  *out = vbool(true);
  return 0;
}

/* _aio_await_iter(it): it, what a user __await__ returned, when it is an
** iterator, else CPython's TypeError for `await`. */
int async_await_iter(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value it;
  if (arg_nokw(vm, "_aio_await_iter", kw) || arg_count(vm, "_aio_await_iter", nargs, 1, 1))
    return -1;
  it = args[0];
  if (val_is_coro(it)) return vm_raise(vm, T_TypeError, "__await__() returned a coroutine");
  if (!IS_OBJ(it, OT_GEN) && !IS_OBJ(it, OT_ITER) && !user_has(it, CS(NEXT)))
    return vm_raise(vm, T_TypeError, "__await__() returned non-iterator of type '%s'",
                    val_type_name(it));
  *out = it;
  return 0;
}

/* The future for awaitable v: a coroutine gets a task. */
static int ensure_future(VM *vm, Value v, Future **out) {
  if (IS_OBJ(v, OT_FUTURE) && ((Future *)v.u.o)->kind != FUT_TOOL) {
    *out = (Future *)v.u.o;
    return 0;
  }
  if (val_is_coro(v) || IS_OBJ(v, OT_FUTURE)) return task_new(vm, v, VNONE, VUNDEF, out);
  return not_awaitable(vm, v);
}

/* A gather's child finished (CPython's gather._done_callback). */
static int gather_child_done(VM *vm, Future *outer, Future *child) {
  Tuple *ch;
  Value exc;
  size_t i;
  outer->count++;
  mark_retrieved(child);
  if (outer->state != FS_PENDING) return 0;
  ch = AS_TUPLE(outer->coro);
  if (!outer->rex && child->state != FS_RESULT) {
    if (child->state == FS_CANCELLED) {
      if (cancelled_error(vm, child, &exc)) return -1;
    } else {
      exc = child->result;
    }
    if (future_done(vm, outer, FS_EXCEPTION, exc)) return -1;
    /* tool calls nobody else waits for are not wanted any more */
    for (i = 0; i < ch->len; i++) {
      Future *c = (Future *)ch->items[i].u.o;
      if (c->kind == FUT_TOOL && c->state == FS_PENDING && c->ncbs <= 1 &&
          future_cancel(vm, c, VNONE) < 0)
        return -1;
    }
    return 0;
  }
  if (outer->count == outer->req) {
    List *res = list_new(vm, ch->len);
    if (res == NULL) return -1;
    for (i = 0; i < ch->len; i++) {
      Future *c = (Future *)ch->items[i].u.o;
      Value v;
      if (c->state == FS_CANCELLED) {
        /* gather gives CancelledError(message or '') here */
        Value m = IS_STR(c->result) ? c->result : vm->str_empty;
        if (new_cancelled(vm, m, &v)) return -1;
      } else {
        v = c->result;
      }
      res->items[i] = v;
    }
    res->len = ch->len;
    if (outer->cancel_req) {
      if (child->state == FS_CANCELLED ? cancelled_error(vm, child, &exc)
                                       : new_cancelled(vm, VNONE, &exc))
        return -1;
      return future_done(vm, outer, FS_EXCEPTION, exc);
    }
    return future_done(vm, outer, FS_RESULT, vobj(res));
  }
  return 0;
}

/* A waiter released by the first of its sources to finish. */
static void waiter_detach(Future *w) {
  size_t i;
  if (!IS_OBJ(w->coro, OT_TUPLE)) return;
  for (i = 0; i < AS_TUPLE(w->coro)->len; i++)
    future_remove_cb((Future *)AS_TUPLE(w->coro)->items[i].u.o, CB_RELEASE, &w->h);
  w->coro = VNONE;
}

/* as_completed's queue: child finished (or the timeout, q->name, fired). */
static int queue_child_done(VM *vm, Future *q, Future *child) {
  List *done = AS_LIST(q->coro);
  uint32_t i;
  if (q->count == 0) return 0;
  if (IS_OBJ(q->name, OT_FUTURE) && child == (Future *)q->name.u.o) {
    /* timed out: every waiter gets None (TimeoutError) */
    for (; q->count; q->count--)
      if (list_append(vm, done, VNONE)) return -1;
  } else {
    if (list_append(vm, done, vobj(child))) return -1;
    q->count--;
    if (q->count == 0 && IS_OBJ(q->name, OT_FUTURE) &&
        future_cancel(vm, (Future *)q->name.u.o, VNONE) < 0)
      return -1;
  }
  for (i = 0; i < q->ncbs; i++)
    if (queue_callback(vm, q, q->cbs[i])) return -1;
  q->ncbs = 0;
  return 0;
}

/* ---- the loop ---- */

/* The running fiber of task t resumes with CancelledError raised at the
** await it is suspended on. */
static int throw_cancel(VM *vm, Future *t) {
  Value e;
  Frame *f = vm->nframes ? &vm->frames[vm->nframes - 1] : NULL;
  t->must_cancel = 0;
  if (new_cancelled(vm, t->cancel_msg, &e)) return -1;
  if (f) f->pc++;
  vm->exc = e;
  return 0;
}

/* Is the running fiber parked at an AWAIT of a future that was cancelled?
** Then that future's CancelledError (and message) is what the await
** raises, and a cancel() of the task made meanwhile adds nothing: as
** CPython's Task.__step keeps the CancelledError its waiter gave it. */
static bool awaits_cancelled(VM *vm) {
  const Frame *f = vm->nframes ? &vm->frames[vm->nframes - 1] : NULL;
  const Instr *in;
  Value aw;
  if (f == NULL || f->pc >= f->code->ncode) return false;
  in = &f->code->code[f->pc];
  if (in->op != OP_AWAIT || (size_t)f->base + in->b >= vm->stack_cap) return false;
  aw = vm->stack[f->base + in->b];
  return IS_OBJ(aw, OT_FUTURE) && ((Future *)aw.u.o)->state == FS_CANCELLED;
}

static int step_task(VM *vm, Future *t, bool cont) {
  if (t->state != FS_PENDING) return 0;
  t->waiting = NULL;
  if (IS_OBJ(t->coro, OT_FUTURE)) {
    /* a task around a tool call: finishes as the call does */
    Future *c = (Future *)t->coro.u.o;
    t->started = 1;
    if (t->must_cancel) {
      t->must_cancel = 0;
      if (future_cancel(vm, c, t->cancel_msg) < 0) return -1;
    }
    if (c->state == FS_PENDING) {
      t->waiting = &c->h;
      return future_add_cb(vm, c, CB_WAKEUP, &t->h);
    }
    if (c->state == FS_CANCELLED) {
      Value e;
      if (cancelled_error(vm, c, &e)) return -1;
      return future_done(vm, t, FS_CANCELLED, e);
    }
    return future_done(vm, t, c->state, c->result);
  }
  if (!t->started) {
    Gen *g = (Gen *)t->coro.u.o;
    t->started = 1;
    if (t->must_cancel) {
      /* cancelled before it ran: the coroutine never starts */
      Value e;
      t->must_cancel = 0;
      g->state = GEN_DONE;
      if (new_cancelled(vm, t->cancel_msg, &e)) return -1;
      return future_done(vm, t, FS_CANCELLED, e);
    }
    vm_switch_fiber(vm, &t->h);
    if (vm_coro_push(vm, g, 0, 0, FR_TOP) == 0) {
      vm->running = true;
      return 0;
    }
    /* it could not start (awaited elsewhere, no memory): the task ends
    ** with that error */
    if (vm->limit_hit) return -1;
    return task_finish(vm, t, VM_ERROR);
  }
  vm_switch_fiber(vm, &t->h);
  vm->running = true;
  if (!cont && t->must_cancel) {
    if (!awaits_cancelled(vm)) return throw_cancel(vm, t);
    t->must_cancel = 0;
  }
  return 0;
}

static int run_ready(VM *vm) {
  Ready e = vm->ready[vm->rhead];
  vm->rhead = (vm->rhead + 1) % vm->rcap;
  vm->rlen--;
  switch (e.kind) {
  case RQ_STEP: case RQ_CONT:
    if (e.obj == NULL && e.kind == RQ_STEP && vm->main_run_block) {
      /* asyncio.run's _run_until_complete_cb: loop.stop(); the main
      ** fiber goes on once this iteration is over */
      vm->main_run_block = false;
      vm->main_waiting = NULL;
      vm->stopping = STOP_RUN;
      return 0;
    }
    if (e.obj == NULL) {
      Future *mt = (Future *)vm->main_task;
      vm_switch_fiber(vm, NULL);
      vm->main_waiting = NULL;
      vm->running = true;
      if (mt) {
        mt->waiting = NULL;
        if (e.kind == RQ_STEP && mt->must_cancel) return throw_cancel(vm, mt);
      }
      return 0;
    }
    return step_task(vm, (Future *)e.obj, e.kind == RQ_CONT);
  case CB_GATHER:
    return gather_child_done(vm, (Future *)e.obj, (Future *)e.arg);
  case CB_RELEASE:
    return future_done(vm, (Future *)e.obj, FS_RESULT, VNONE);
  case CB_QUEUE:
    return queue_child_done(vm, (Future *)e.obj, (Future *)e.arg);
  case RQ_STOP:
    vm->stopping = STOP_MAIN;
    return 0;
  }
  return 0;
}

static int cancel_all(VM *vm);

/* The loop stopped at the end of an iteration. */
static int loop_stopped(VM *vm) {
  int kind = vm->stopping;
  vm->stopping = STOP_NONE;
  if (kind == STOP_RUN) {
    vm_switch_fiber(vm, NULL);
    vm->running = true;
    return 0;
  }
  /* the main program ended: like asyncio.run, cancel the tasks left and
  ** let them finish */
  return cancel_all(vm);
}

static size_t tasks_pending(VM *vm) {
  size_t i, n = 0;
  if (vm->tasks == NULL) return 0;
  for (i = 0; i < vm->tasks->len; i++)
    if (((Future *)vm->tasks->items[i].u.o)->state == FS_PENDING) n++;
  return n;
}

static int cancel_all(VM *vm) {
  size_t i;
  if (vm->tasks == NULL) return 0;
  for (i = 0; i < vm->tasks->len; i++) {
    Future *t = (Future *)vm->tasks->items[i].u.o;
    if (t->state == FS_PENDING && task_cancel(vm, t, VNONE) < 0) return -1;
  }
  return 0;
}

static int deadlock(VM *vm) {
  return vm_raise(vm, T_RuntimeError,
                  "deadlock: every task waits and no tool call or sleep is outstanding");
}

/* Is a plain (sync) tool call waiting for its answer?  It blocks the
** whole loop, as a plain function call does under CPython: no other task
** runs before it returns, so tasks interleave their output as there. */
static bool sync_waiting(VM *vm) {
  uint32_t i;
  for (i = 0; i < vm->nreqs; i++)
    if (vm->reqs[i].fut == NULL) return true;
  return false;
}

/* Run fibers and callbacks until the program ends (VM_DONE/VM_ERROR), a
** new request is out (VM_YIELD), or nothing can run before the host
** answers (VM_WAIT). */
int vm_loop(VM *vm) {
  int r;
  /* a limit hit outside the loop (the memory for a wakeup, while the host
  ** answered) ends the run now */
  if (vm->limit_hit) return VM_ERROR;
  /* (checked once: within the loop a sync call returns VM_YIELD at once,
  ** and its answer is delivered outside) */
  if (!vm->running && sync_waiting(vm)) return VM_WAIT;
  for (;;) {
    if (vm->running) {
      r = vm_execute(vm);
      if (r == VM_YIELD) {
        if (vm->reqs[vm->nreqs - 1].fut == NULL) vm->running = false;
        return VM_YIELD;
      }
      if (r == VM_SUSPEND) { vm->running = false; continue; }
      if (vm->limit_hit) return VM_ERROR;
      vm->running = false;
      if (vm->cur) {
        if (task_finish(vm, (Future *)vm->cur, r)) return VM_ERROR;
        continue;
      }
      if (vm->main_task && ((Future *)vm->main_task)->state == FS_PENDING) {
        Future *mt = (Future *)vm->main_task;
        if (future_done(vm, mt, r == VM_DONE ? FS_RESULT : FS_EXCEPTION,
                        r == VM_DONE ? vm->result : vm->exc))
          return VM_ERROR;
      }
      if (vm->loop_depth && tasks_pending(vm)) {
        /* the main program ended with tasks left: as asyncio.run does,
        ** the loop stops after the next iteration, then cancels them and
        ** lets them finish */
        vm->main_done = true;
        vm->main_status = r;
        vm->main_result = r == VM_DONE ? vm->result : vm->exc;
        vm->exc = VUNDEF;
        if (ready_push(vm, RQ_STOP, NULL, NULL)) return VM_ERROR;
        continue;
      }
      return r;
    }
    if (vm->batch == 0 && vm->stopping) {
      if (loop_stopped(vm)) {
        if (!vm->limit_hit) {
          vm->limit_hit = true;
          vm->limit_kind = LIMIT_MEMORY;
        }
        return VM_ERROR;
      }
      continue;
    }
    if (vm->rlen) {
      /* one iteration runs the entries queued before it began */
      if (vm->batch == 0) vm->batch = vm->rlen;
      vm->batch--;
      if (run_ready(vm)) {
        /* callbacks fail only for want of memory: the run ends (a wakeup
        ** lost would leave tasks hanging) */
        if (!vm->limit_hit) {
          vm->limit_hit = true;
          vm->limit_kind = LIMIT_MEMORY;
        }
        return VM_ERROR;
      }
      continue;
    }
    if (vm->main_done && tasks_pending(vm) == 0) {
      vm_switch_fiber(vm, NULL);
      r = vm->main_status;
      if (r == VM_DONE) vm->result = vm->main_result;
      else vm->exc = vm->main_result;
      vm->main_result = VNONE;
      vm->main_done = false;
      return r;
    }
    if (vm->nreqs) return VM_WAIT;
    /* nothing can ever run again */
    vm_switch_fiber(vm, NULL);
    deadlock(vm);
    if (vm->main_waiting && !vm->main_done) {
      Frame *f = &vm->frames[vm->nframes - 1];
      future_remove_cb((Future *)vm->main_waiting, CB_WAKEUP, NULL);
      vm->main_waiting = NULL;
      vm->main_run_block = false;
      f->pc++;
      vm->running = true;
      continue;
    }
    return VM_ERROR;
  }
}

/* The host's answer to request i (ok: v is the value, else the exception):
** an async call's future completes now (its callbacks queue in the order
** the host answers); a sync call's result waits in the request until the
** next vm_resume delivers it (so a snapshot in between holds it). */
int vm_answer(VM *vm, uint32_t i, bool ok, Value v) {
  Request *rq = &vm->reqs[i];
  rq->host = NULL;
  if (rq->fut) return vm_request_done(vm, i, ok, v);
  rq->state = ok ? REQ_DONE : REQ_FAILED;
  rq->result = v;
  vm->answered = true;
  return 0;
}

/* Deliver request i now (ok: v is the value, else the exception). */
int vm_request_done(VM *vm, uint32_t i, bool ok, Value v) {
  Request rq = vm->reqs[i];
  vm_req_remove(vm, i);
  if (vm->args_made && rq.args.tag == V_OBJ && rq.args.u.o == &vm->args_made->h) {
    vm->args_free = (List *)rq.args.u.o;   /* no one holds it now (vm.h) */
    vm->args_free->len = 0;
    vm->args_made = NULL;
  }
  if (rq.fut) {
    Future *f = (Future *)rq.fut;
    f->req = 0;
    return future_done(vm, f, ok ? FS_RESULT : FS_EXCEPTION, v);
  }
  if (ok) fiber_stack(vm, rq.task)[rq.ret] = v;
  else *fiber_exc(vm, rq.task) = v;
  /* its fiber is still the loaded one (sync_waiting): it goes on at once */
  if (rq.task != vm->cur || vm->running)   /* (the loader checks it) */
    return vm_raise(vm, T_SystemError, "a sync tool call's fiber is not loaded");
  /* the error is raised at the call: the exception being handled there
  ** is its __context__, as for any raise (exc_set) */
  if (!ok && IS_OBJ(v, OT_EXC) && IS_OBJ(vm->handled, OT_EXC) && vm->handled.u.o != v.u.o &&
      AS_EXC(v)->context.tag == V_NONE)
    AS_EXC(v)->context = vm->handled;
  vm->running = true;
  return 0;
}

/* Start a run: no loop state is left from an earlier one.  A program with
** a top-level await runs as the main task of an event loop (as CPython
** runs it: asyncio.run of the module's coroutine). */
int vm_async_reset(VM *vm, bool awaits) {
  Future *t;
  vm_async_end(vm);
  vm->task_counter = 0;
  vm->ncancelled = vm->cancel_read = 0;
  if (!awaits) return 0;
  vm->loop_depth = 1;
  vm->task_counter = 1;
  t = future_new(vm, FUT_TASK);
  if (t == NULL || str_newc(vm, "Task-1", &t->name)) return -1;
  t->started = 1;
  vm->main_task = &t->h;
  return 0;
}

/* A run ended: the main fiber is loaded again; tasks left are dropped. */
void vm_async_end(VM *vm) {
  if (vm->cur) {
    /* a run ended inside a task (a limit): the main fiber comes back */
    Future *t = (Future *)vm->cur;
    vm_switch_fiber(vm, NULL);
    fiber_release(vm, t);
  }
  vm->running = false;
  /* the main fiber's wakeup must not outlive the run (the future may) */
  if (vm->main_waiting) future_remove_cb((Future *)vm->main_waiting, CB_WAKEUP, NULL);
  vm->main_waiting = NULL;
  vm->main_task = NULL;
  vm->rhead = vm->rlen = vm->batch = 0;
  vm->stopping = STOP_NONE;
  vm->main_run_block = false;
  vm->tasks = NULL;
  vm->loop_depth = 0;
  vm->main_done = false;
  vm->main_result = VNONE;
}

/* The run ended with requests outstanding: the host is told they are not
** wanted. */
int vm_cancel_outstanding(VM *vm) {
  while (vm->nreqs)
    if (request_cancel(vm, vm->reqs[vm->nreqs - 1].id)) return -1;
  return 0;
}

/* ---- the asyncio module's primitives ---- */

static int want_future(VM *vm, Value v, const char *fname) {
  if (IS_OBJ(v, OT_FUTURE)) return 0;
  return vm_raise(vm, T_TypeError, "%s() expects a future, not '%s'", fname, val_type_name(v));
}

/* create_task(coro, *, name=None, context=None): a context
** (contextvars.Context) is the one the task runs in, itself and not a
** copy, as CPython's; its cell is its _cell attribute (contextvars.py). */
int async_create_task(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char *const names[] = {"name", "context"};
  Value kv[2], name, cell = VUNDEF;
  Future *t;
  if (arg_kw(vm, "create_task", args, nargs, kw, names, 2, kv)) return -1;
  if (arg_count(vm, "create_task", nargs, 1, 1)) return -1;
  name = kv[0].tag == V_UNDEF ? VNONE : kv[0];
  if (kv[1].tag != V_UNDEF && kv[1].tag != V_NONE) {
    bool want_py = vm->want_py;   /* a property is not a context */
    if (vm_getattr(vm, kv[1], "_cell", &cell) || !IS_OBJ(cell, OT_LIST) ||
        AS_LIST(cell)->len != 1 || !IS_OBJ(AS_LIST(cell)->items[0], OT_DICT)) {
      vm->want_py = want_py;
      return vm_raise(vm, T_TypeError, "an instance of Context was expected");
    }
  }
  if (!(val_is_coro(args[0]) || (IS_OBJ(args[0], OT_FUTURE) &&
                                      ((Future *)args[0].u.o)->kind == FUT_TOOL))) {
    Value r;
    if (vm_repr(vm, args[0], &r)) return -1;
    return vm_raise(vm, T_TypeError, "a coroutine was expected, got %s", AS_STR(r)->data);
  }
  if (task_new(vm, args[0], name, cell, &t)) return -1;
  *out = vobj(t);
  return 0;
}

int async_ensure_future(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Future *f;
  if (arg_nokw(vm, "ensure_future", kw) || arg_count(vm, "ensure_future", nargs, 1, 1)) return -1;
  if (ensure_future(vm, args[0], &f)) return -1;
  *out = vobj(f);
  return 0;
}

/* gather(*aws, return_exceptions=False) */
static int gather_children(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);

/* gather(*aws, return_exceptions=False).  Called with no loop running (the
** older API: loop.run_until_complete(asyncio.gather(...))), its children
** are queued for the loop's next run, as CPython's get_event_loop() gives
** them a loop that is not running yet. */
int async_gather(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  int r;
  if (loop_running(vm) || nargs == 0) return gather_children(vm, args, nargs, kw, out);
  vm->loop_depth++;
  r = gather_children(vm, args, nargs, kw, out);
  vm->loop_depth--;
  return r;
}

static int gather_children(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char *const names[] = {"return_exceptions"};
  Value rex;
  Future *outer;
  Tuple *ch;
  int i;
  uint64_t unique = 0;
  if (arg_kw(vm, "gather", args, nargs, kw, names, 1, &rex)) return -1;
  outer = future_new(vm, FUT_GATHER);
  if (outer == NULL) return -1;
  *out = vobj(outer);
  if (nargs == 0) return future_done(vm, outer, FS_RESULT, vobj(list_new(vm, 0)));
  if (!loop_running(vm)) return no_loop(vm);
  for (i = 0; i < nargs; i++)
    if (!is_child(args[i])) return not_awaitable(vm, args[i]);
  outer->rex = rex.tag != V_UNDEF && vm_truthy(rex);
  ch = tuple_new(vm, (size_t)nargs);
  if (ch == NULL) return -1;
  outer->coro = vobj(ch);
  /* one child per distinct argument (the same coroutine twice runs once);
  ** an argument already seen is marked in its header's flags */
  for (i = 0; i < nargs; i++) {
    Obj *o = args[i].u.o;
    Future *f;
    int j;
    if (o->flags & MARK_SEEN) {
      for (j = 0; j < i; j++)
        if (args[j].u.o == o) { ch->items[i] = ch->items[j]; break; }
      continue;
    }
    /* a tool call is a child as it is (no task around it) */
    if (IS_OBJ(args[i], OT_FUTURE)) {
      f = (Future *)o;
      f->awaited = 1;
    } else if (ensure_future(vm, args[i], &f)) {
      goto fail;
    }
    o->flags |= MARK_SEEN;
    ch->items[i] = vobj(f);
    unique++;
    if (future_add_cb(vm, f, CB_GATHER, &outer->h)) goto fail;
  }
  for (i = 0; i < nargs; i++) args[i].u.o->flags &= (uint16_t)~MARK_SEEN;
  outer->req = unique;
  return 0;
fail:
  /* the gather was never made: the children already told about it find
  ** it finished, with the tuple of those */
  ch->len = (size_t)i;
  for (i = 0; i < nargs; i++) args[i].u.o->flags &= (uint16_t)~MARK_SEEN;
  outer->state = FS_CANCELLED;
  return -1;
}

/* _aio_timer(delay): a sleep request to the host; returns its future. */
int async_timer(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "_aio_timer", kw) || arg_count(vm, "_aio_timer", nargs, 1, 1)) return -1;
  if (vm_request_new(vm, UINT32_MAX, args, 1, out)) return -1;
  return BI_REQUEST;
}

/* _aio_yield(): a future whose await lets the other tasks run once. */
int async_yield(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Future *f;
  (void)args;
  if (arg_nokw(vm, "_aio_yield", kw) || arg_count(vm, "_aio_yield", nargs, 0, 0)) return -1;
  f = future_new(vm, FUT_YIELD);
  if (f == NULL) return -1;
  *out = vobj(f);
  return 0;
}

/* _aio_waiter(*futures): completes (with None) when one of them does. */
int async_waiter(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Future *w;
  Tuple *src;
  int i;
  (void)kw;
  w = future_new(vm, FUT_PLAIN);
  if (w == NULL) return -1;
  src = tuple_new(vm, (size_t)nargs);
  if (src == NULL) return -1;
  for (i = 0; i < nargs; i++) {
    if (want_future(vm, args[i], "_aio_waiter")) return -1;
    src->items[i] = args[i];
  }
  w->coro = vobj(src);
  *out = vobj(w);
  for (i = 0; i < nargs; i++)
    if (future_add_cb(vm, (Future *)args[i].u.o, CB_RELEASE, &w->h)) return -1;
  return 0;
}

/* _aio_queue(futures, timer): as_completed's queue of finished futures. */
int async_queue(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Future *q;
  List *todo, *done;
  size_t i;
  if (arg_nokw(vm, "_aio_queue", kw) || arg_count(vm, "_aio_queue", nargs, 2, 2)) return -1;
  if (!IS_OBJ(args[0], OT_LIST)) return want_future(vm, args[0], "_aio_queue");
  todo = AS_LIST(args[0]);
  q = future_new(vm, FUT_QUEUE);
  if (q == NULL) return -1;
  done = list_new(vm, todo->len);
  if (done == NULL) return -1;
  q->coro = vobj(done);
  q->count = todo->len;
  q->name = args[1];
  *out = vobj(q);
  for (i = 0; i < todo->len; i++) {
    if (want_future(vm, todo->items[i], "_aio_queue")) return -1;
    if (future_add_cb(vm, (Future *)todo->items[i].u.o, CB_QUEUE, &q->h)) return -1;
  }
  if (IS_OBJ(args[1], OT_FUTURE) &&
      future_add_cb(vm, (Future *)args[1].u.o, CB_QUEUE, &q->h))
    return -1;
  return 0;
}

/* _aio_block(future): the calling fiber waits for it without an await
** (asyncio.run in a plain program).  The call is run again when the
** fiber resumes. */
int async_block(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  int r;
  if (arg_nokw(vm, "_aio_block", kw) || arg_count(vm, "_aio_block", nargs, 1, 1)) return -1;
  if (want_future(vm, args[0], "_aio_block")) return -1;
  r = vm_await(vm, (Future *)args[0].u.o, out);
  if (r < 0) return -1;
  if (r == 0 && vm->cur == NULL) vm->main_run_block = true;
  return r ? 0 : BI_SUSPEND;
}

/* _aio_loop(delta): enter (1) or leave (-1) an event loop; 0 asks
** whether one runs.  -2 leaves it keeping what it has queued (an
** asyncio.Runner between two runs: its loop's tasks go on in the next). */
int async_loop(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "_aio_loop", kw) || arg_count(vm, "_aio_loop", nargs, 1, 1)) return -1;
  if (args[0].tag != V_INT) return want_future(vm, args[0], "_aio_loop");
  if (args[0].u.i > 0) vm->loop_depth++;
  else if (args[0].u.i < 0 && vm->loop_depth) {
    vm->loop_depth--;
    if (vm->loop_depth == 0 && args[0].u.i != -2) {
      /* the loop is closed: what it still had queued never runs */
      vm->tasks = NULL;
      vm->rhead = vm->rlen = vm->batch = 0;
      vm->stopping = STOP_NONE;
    }
  }
  *out = vbool(loop_running(vm));
  return 0;
}

/* _aio_cancel_all(): cancel the tasks left; a gather of them (None if
** none) to wait for. */
int async_cancel_all(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  size_t i, n = 0;
  Tuple *kwn;
  Value *tv, name;
  int r;
  (void)args;
  if (arg_nokw(vm, "_aio_cancel_all", kw) || arg_count(vm, "_aio_cancel_all", nargs, 0, 0))
    return -1;
  *out = VNONE;
  if (vm->tasks == NULL || tasks_pending(vm) == 0) return 0;
  if (cancel_all(vm)) return -1;
  /* gather(*pending, return_exceptions=True) */
  tv = mem_alloc(&vm->mem, (vm->tasks->len + 1) * sizeof(Value));
  if (tv == NULL) return vm_nomem(vm);
  for (i = 0; i < vm->tasks->len; i++)
    if (((Future *)vm->tasks->items[i].u.o)->state == FS_PENDING) tv[n++] = vm->tasks->items[i];
  tv[n] = vbool(true);
  kwn = tuple_new(vm, 1);
  r = kwn == NULL || str_newc(vm, "return_exceptions", &name) ? -1 : 0;
  if (!r) {
    kwn->items[0] = name;
    r = async_gather(vm, tv, (int)n, kwn, out);
  }
  mem_free(&vm->mem, tv, (vm->tasks->len + 1) * sizeof(Value));
  return r;
}

/* _aio_unretrieved(): the loop's tasks that ended with an exception no
** one retrieved, each now counted as retrieved (asyncio.run logs them as
** it ends: "Task exception was never retrieved"). */
int async_unretrieved(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  List *l;
  size_t i;
  (void)args;
  if (arg_nokw(vm, "_aio_unretrieved", kw) ||
      arg_count(vm, "_aio_unretrieved", nargs, 0, 0))
    return -1;
  if ((l = list_new(vm, 0)) == NULL) return -1;
  *out = vobj(l);
  for (i = 0; vm->tasks && i < vm->tasks->len; i++) {
    Future *f = (Future *)vm->tasks->items[i].u.o;
    if (unretrieved(f)) {
      f->awaited = 1;
      if (list_append(vm, l, vobj(f))) return -1;
    }
  }
  return 0;
}

/* _aio_func_source(f): (filename, first line) of a Python function, else
** None: where a callback is defined, as CPython's loop names it in
** "Exception in callback f() at FILE:LINE" (functions have no __code__
** in baton). */
int async_func_source(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Code *co;
  Tuple *t;
  if (arg_nokw(vm, "_aio_func_source", kw) ||
      arg_count(vm, "_aio_func_source", nargs, 1, 1))
    return -1;
  *out = VNONE;
  if (!IS_OBJ(args[0], OT_FUNC)) return 0;
  co = ((Func *)args[0].u.o)->code;
  if (!IS_STR(co->filename)) return 0;
  if ((t = tuple_new(vm, 2)) == NULL) return -1;
  t->items[0] = co->filename;
  t->items[1] = vint(co->firstline);
  *out = vobj(t);
  return 0;
}

/* _aio_cancel(future): cancel without a result (wait_for's timer). */
int async_cancel(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "_aio_cancel", kw) || arg_count(vm, "_aio_cancel", nargs, 1, 1)) return -1;
  if (want_future(vm, args[0], "_aio_cancel")) return -1;
  *out = VNONE;
  return future_cancel(vm, (Future *)args[0].u.o, VNONE) < 0 ? -1 : 0;
}

/* _aio_todo(iterable): the distinct awaitables in it, as futures
** (as_completed's set(fs) with ensure_future applied). */
int async_todo(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  List *src, *todo;
  size_t i;
  int r = 0;
  if (arg_nokw(vm, "_aio_todo", kw) || arg_count(vm, "_aio_todo", nargs, 1, 1)) return -1;
  if (vm_to_list(vm, args[0], &src)) return -1;
  args[0] = vobj(src);   /* for the prelude version (a user awaitable) */
  todo = list_new(vm, src->len);
  if (todo == NULL) return -1;
  *out = vobj(todo);
  for (i = 0; i < src->len && r == 0; i++) {
    Obj *o;
    Future *f;
    if (!is_child(src->items[i])) {
      r = not_awaitable(vm, src->items[i]);
      break;
    }
    o = src->items[i].u.o;
    if (o->flags & MARK_SEEN) continue;
    o->flags |= MARK_SEEN;
    r = ensure_future(vm, src->items[i], &f);
    if (r == 0) r = list_append(vm, todo, vobj(f));
  }
  for (i = 0; i < src->len; i++)
    if (src->items[i].tag == V_OBJ) src->items[i].u.o->flags &= (uint16_t)~MARK_SEEN;
  return r;
}

int async_iscoroutine(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "iscoroutine", kw) || arg_count(vm, "iscoroutine", nargs, 1, 1)) return -1;
  *out = vbool(val_is_coro(args[0]) ||
               (IS_OBJ(args[0], OT_FUTURE) && ((Future *)args[0].u.o)->kind == FUT_TOOL));
  return 0;
}

int async_isfuture(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "isfuture", kw) || arg_count(vm, "isfuture", nargs, 1, 1)) return -1;
  *out = vbool(IS_OBJ(args[0], OT_FUTURE) && ((Future *)args[0].u.o)->kind != FUT_TOOL);
  return 0;
}

int async_current_task(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  (void)args;
  if (arg_nokw(vm, "current_task", kw) || arg_count(vm, "current_task", nargs, 0, 0)) return -1;
  if (!loop_running(vm)) return no_loop(vm);
  *out = vm->cur ? vobj(vm->cur) : vm->main_task ? vobj(vm->main_task) : VNONE;
  /* in a done callback no task runs */
  if (vm->cur && ((Future *)vm->cur)->rex) *out = VNONE;
  return 0;
}

/* _aio_all_tasks(): the tasks not yet done, the main one first. */
int async_all_tasks(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  List *l;
  size_t i;
  (void)args;
  if (arg_nokw(vm, "all_tasks", kw) || arg_count(vm, "all_tasks", nargs, 0, 0)) return -1;
  if (!loop_running(vm)) return no_loop(vm);
  l = list_new(vm, 0);
  if (l == NULL) return -1;
  *out = vobj(l);
  if (vm->main_task && ((Future *)vm->main_task)->state == FS_PENDING &&
      list_append(vm, l, vobj(vm->main_task)))
    return -1;
  for (i = 0; vm->tasks && i < vm->tasks->len; i++)
    if (((Future *)vm->tasks->items[i].u.o)->state == FS_PENDING &&
        list_append(vm, l, vm->tasks->items[i]))
      return -1;
  return 0;
}

/* ---- done callbacks ----
** fut.add_done_callback(fn) (the prelude's _fut_add_done_callback) makes
** a runner: a task that the program never sees (rex set; not in
** vm->tasks, current_task() is None in it) whose coroutine, the prelude's
** _aio_call_cb(fn, fut), calls fn(fut).  It waits on fut as a task's
** wakeup does, so fn runs from the ready queue in the slot where CPython's
** call_soon puts it, in a fiber of its own (fn may call a sync tool, and a
** snapshot holds the runner as any task).  An exception fn raises is
** dropped (CPython logs it to stderr). */

/* _aio_add_cb(fut, fn, coro) */
int async_add_cb(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Future *r;
  if (arg_nokw(vm, "_aio_add_cb", kw) || arg_count(vm, "_aio_add_cb", nargs, 3, 3)) return -1;
  if (want_future(vm, args[0], "_aio_add_cb")) return -1;
  if (!val_is_coro(args[2]))
    return vm_raise(vm, T_TypeError, "_aio_add_cb() expects a coroutine");
  r = future_new(vm, FUT_TASK);
  if (r == NULL) return -1;
  r->rex = 1;
  r->coro = args[2];
  r->name = args[1];
  r->waiting = args[0].u.o;    /* (as a task waiting on it: the loader checks) */
  *out = VNONE;
  return future_add_cb(vm, (Future *)args[0].u.o, CB_WAKEUP, &r->h);
}

/* _aio_callbacks(fut): [(fn, runner), ...] of its done callbacks. */
int async_callbacks(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Future *f;
  List *l;
  uint32_t i;
  if (arg_nokw(vm, "_aio_callbacks", kw) || arg_count(vm, "_aio_callbacks", nargs, 1, 1))
    return -1;
  if (want_future(vm, args[0], "_aio_callbacks")) return -1;
  f = (Future *)args[0].u.o;
  l = list_new(vm, 0);
  if (l == NULL) return -1;
  *out = vobj(l);
  for (i = 0; i < f->ncbs; i++) {
    Future *r = (Future *)f->cbs[i].obj;
    Tuple *p;
    if (f->cbs[i].kind != CB_WAKEUP || r == NULL || !r->rex) continue;
    p = tuple_new(vm, 2);
    if (p == NULL) return -1;
    p->items[0] = r->name;
    p->items[1] = vobj(r);
    if (list_append(vm, l, vobj(p))) return -1;
  }
  return 0;
}

/* _aio_remove_cb(fut, runner) */
int async_remove_cb(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "_aio_remove_cb", kw) || arg_count(vm, "_aio_remove_cb", nargs, 2, 2))
    return -1;
  if (want_future(vm, args[0], "_aio_remove_cb") || want_future(vm, args[1], "_aio_remove_cb"))
    return -1;
  future_remove_cb((Future *)args[0].u.o, CB_WAKEUP, args[1].u.o);
  *out = VNONE;
  return 0;
}


/* ---- Future and Task methods ---- */

static Future *self_future(Value *args) { return (Future *)args[0].u.o; }

static int fm_done(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "done", kw) || arg_count(vm, "done", nargs, 1, 1)) return -1;
  *out = vbool(self_future(args)->state != FS_PENDING);
  return 0;
}

static int fm_cancelled(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "cancelled", kw) || arg_count(vm, "cancelled", nargs, 1, 1)) return -1;
  *out = vbool(self_future(args)->state == FS_CANCELLED);
  return 0;
}

static int fm_result(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Future *f = self_future(args);
  if (arg_nokw(vm, "result", kw) || arg_count(vm, "result", nargs, 1, 1)) return -1;
  if (f->state == FS_PENDING) return vm_raise(vm, T_InvalidStateError, "Result is not set.");
  return future_outcome(vm, f, out);
}

static int fm_exception(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Future *f = self_future(args);
  if (arg_nokw(vm, "exception", kw) || arg_count(vm, "exception", nargs, 1, 1)) return -1;
  if (f->state == FS_PENDING) return vm_raise(vm, T_InvalidStateError, "Exception is not set.");
  if (f->state == FS_CANCELLED) return raise_cancelled(vm, f);
  mark_retrieved(f);
  *out = f->state == FS_EXCEPTION ? f->result : VNONE;
  return 0;
}

static int fm_cancel(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char *const names[] = {"msg"};
  Value msg;
  int r;
  if (arg_kw(vm, "cancel", args, nargs, kw, names, 1, &msg)) return -1;
  if (arg_count(vm, "cancel", nargs, 1, 2)) return -1;
  if (nargs == 2) msg = args[1];
  if (msg.tag == V_UNDEF) msg = VNONE;
  r = future_cancel(vm, self_future(args), msg);
  if (r < 0) return -1;
  *out = vbool(r != 0);
  return 0;
}

static int fm_get_name(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "get_name", kw) || arg_count(vm, "get_name", nargs, 1, 1)) return -1;
  *out = self_future(args)->name;
  return 0;
}

static int fm_set_name(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "set_name", kw) || arg_count(vm, "set_name", nargs, 2, 2)) return -1;
  if (vm_str(vm, args[1], &self_future(args)->name)) return -1;
  *out = VNONE;
  return 0;
}

/* cancelling(), uncancel(): a task's count of cancel requests (CPython
** 3.11; asyncio.timeout and TaskGroup use them) */
static int fm_cancelling(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "cancelling", kw) || arg_count(vm, "cancelling", nargs, 1, 1)) return -1;
  *out = vint((int64_t)self_future(args)->count);
  return 0;
}

static int fm_uncancel(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Future *f = self_future(args);
  if (arg_nokw(vm, "uncancel", kw) || arg_count(vm, "uncancel", nargs, 1, 1)) return -1;
  if (f->count) f->count--;
  *out = vint((int64_t)f->count);
  return 0;
}

/* the methods written in Python (the prelude's _fut_NAME) */
static int fm_python(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  (void)vm; (void)args; (void)nargs; (void)kw; (void)out;
  return BI_FALLBACK;
}

static int fm_get_coro(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "get_coro", kw) || arg_count(vm, "get_coro", nargs, 1, 1)) return -1;
  *out = self_future(args)->coro;
  return 0;
}

/* set_result/set_exception: a Future the program made (a task completes
** only by running its coroutine; the other kinds are the VM's own). */
static int fm_set(VM *vm, Value *args, int nargs, Tuple *kw, const char *name, int state) {
  Future *f = self_future(args);
  if (arg_nokw(vm, name, kw) || arg_count(vm, name, nargs, 2, 2)) return -1;
  if (f->kind == FUT_TASK)
    return vm_raise(vm, T_RuntimeError, "Task does not support %s operation", name);
  if (f->state != FS_PENDING) return vm_raise(vm, T_InvalidStateError, "invalid state");
  if (state == FS_EXCEPTION) {
    if (!IS_OBJ(args[1], OT_EXC))
      return vm_raise(vm, T_TypeError, "invalid exception object");
    if (AS_EXC(args[1])->type == T_StopIteration)
      return vm_raise(vm, T_TypeError, "StopIteration interacts badly with generators "
                      "and cannot be raised into a Future");
  }
  return future_done(vm, f, state, args[1]);
}

static int fm_set_result(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  *out = VNONE;
  return fm_set(vm, args, nargs, kw, "set_result", FS_RESULT);
}

static int fm_set_exception(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  *out = VNONE;
  return fm_set(vm, args, nargs, kw, "set_exception", FS_EXCEPTION);
}

/* asyncio.Future(): a future the program completes itself (the waiters of
** asyncio's locks and queues are such futures). */
int async_future_new(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Future *f;
  (void)args;
  if (arg_nokw(vm, "Future", kw) || arg_count(vm, "Future", nargs, 0, 0)) return -1;
  f = future_new(vm, FUT_PLAIN);
  if (f == NULL) return -1;
  *out = vobj(f);
  return 0;
}

const Method future_methods[] = {
  {"set_result", fm_set_result, NULL, 0},
  {"set_exception", fm_set_exception, NULL, 0},
  {"done", fm_done, NULL, 0},
  {"cancelled", fm_cancelled, NULL, 0},
  {"result", fm_result, NULL, 0},
  {"exception", fm_exception, NULL, 0},
  {"cancel", fm_cancel, NULL, 0},
  {"get_name", fm_get_name, NULL, 0},
  {"set_name", fm_set_name, NULL, 0},
  {"get_coro", fm_get_coro, NULL, 0},
  {"add_done_callback", fm_python, "_fut_add_done_callback", 0},
  {"remove_done_callback", fm_python, "_fut_remove_done_callback", 0},
  {"cancelling", fm_cancelling, NULL, 0},
  {"uncancel", fm_uncancel, NULL, 0},
  {"get_loop", fm_python, "_fut_get_loop", 0},
};
const int future_methods_n = (int)(sizeof future_methods / sizeof future_methods[0]);

/* ---- the module ---- */

/* The module, made at the first import: its functions are the builtins
** named "asyncio.NAME" (builtins.c; those written in Python hand their
** calls to the prelude, which compiles them then), and its classes.  The
** classes written in Python join it at their first use (vm_asyncio_lazy):
** compiling them all cost a program that awaits one tool some 10M
** instructions. */
/* The natives named _aio_* join the prelude's namespace, where asyncio's
** Python part (and _ht_await, which a user awaitable needs even without
** `import asyncio`) finds them; once per VM. */
int async_join_prims(VM *vm) {
  Value k, v;
  int b, r = dict_get_str(vm, vm->prelude, "_aio_yield", 10, &v);
  if (r != 0) return r < 0 ? -1 : 0;
  for (b = 0; b < builtin_count; b++)
    if (strncmp(builtin_table[b].name, "_aio_", 5) == 0 &&
        (str_newc(vm, builtin_table[b].name, &k) || dict_set(vm, vm->prelude, k, vbuiltin(b))))
      return -1;
  if (str_newc(vm, "CancelledError", &k) || dict_set(vm, vm->prelude, k, vtype(T_CancelledError)))
    return -1;
  return 0;
}

/* _aio_by_hand(): is the calling coroutine (_ht_await) awaited, through
** its chain of awaits, by a coroutine stepped by send()/throw()/close()
** rather than by a task?  (interp.c vm_coro_by_hand) */
int async_by_hand(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  (void)args;
  if (arg_nokw(vm, "_aio_by_hand", kw) || arg_count(vm, "_aio_by_hand", nargs, 0, 0)) return -1;
  *out = vbool(vm_coro_by_hand(vm));
  return 0;
}

/* _aio_pass_up(y): y goes up the chain to the send() that stepped it;
** the value sent next is this call's result (interp.c coro_pass_up). */
int async_pass_up(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  (void)out;
  if (arg_nokw(vm, "_aio_pass_up", kw) || arg_count(vm, "_aio_pass_up", nargs, 1, 1)) return -1;
  return gen_op(vm, GOP_PASSUP, VUNDEF, args[0], VUNDEF);
}

int vm_import_asyncio(VM *vm, Value *out) {
  Module *m;
  Value k;
  size_t i;
  int b;
  if (vm->asyncio) { *out = vobj(vm->asyncio); return 0; }
  m = obj_new(vm, OT_MODULE, sizeof(Module));
  if (m == NULL) return -1;
  m->name = VNONE;
  m->dict = dict_new(vm);
  if (m->dict == NULL) return -1;
  vm->asyncio = m;     /* rooted while it fills */
  if (str_newc(vm, "asyncio", &m->name)) goto fail;
  /* the primitives its Python part uses join the prelude's namespace */
  if (async_join_prims(vm)) goto fail;
  for (b = 0; b < builtin_count; b++)
    if (strncmp(builtin_table[b].name, "asyncio.", 8) == 0 &&
        (str_newc(vm, builtin_table[b].name + 8, &k) || dict_set(vm, m->dict, k, vbuiltin(b))))
      goto fail;
  {
    static const struct { const char *name; int type; } types[] = {
      {"Task", T_TASK}, {"Future", T_FUTURE}, {"CancelledError", T_CancelledError},
      {"TimeoutError", T_TimeoutError}, {"InvalidStateError", T_InvalidStateError},
    };
    for (i = 0; i < sizeof types / sizeof types[0]; i++)
      if (str_newc(vm, types[i].name, &k) || dict_set(vm, m->dict, k, vtype(types[i].type)))
        goto fail;
  }
  /* wait()'s constants; the parts written in Python come at their first
  ** use (vm_asyncio_lazy) */
  {
    static const char *const consts[] = {"FIRST_COMPLETED", "FIRST_EXCEPTION", "ALL_COMPLETED"};
    for (i = 0; i < sizeof consts / sizeof consts[0]; i++)
      if (str_newc(vm, consts[i], &k) || dict_set(vm, m->dict, k, k)) goto fail;
  }
  *out = vobj(m);
  return 0;
fail:
  vm->asyncio = NULL;
  return -1;
}

/* The parts of the module written in Python, made at the first use of one
** of their names: the prelude's TaskGroup, Timeout and Runner, and the
** submodules asyncio.locks and asyncio.queues (whose __all__ the names
** must list: tests/unit/test_api.c checks each name in a fresh VM). */
static const struct {
  const char *source;      /* a prelude function or a module */
  const char *names[9];    /* what the module gets from it, NULL-ended */
} aio_parts[] = {
  {"_aio_classes", {"TaskGroup", "Timeout", "Runner", NULL}},
  {"_aio_introspection", {"iscoroutinefunction", "iscoroutine", NULL}},
  {"asyncio.locks",
   {"locks", "Lock", "Event", "Condition", "Semaphore", "BoundedSemaphore", "Barrier",
    "BrokenBarrierError", NULL}},
  {"asyncio.queues",
   {"queues", "Queue", "PriorityQueue", "LifoQueue", "QueueFull", "QueueEmpty", NULL}},
};

/* Make part *(int *)ud and copy its names the module lacks (a name the
** program assigned stays). */
static int aio_make_part(VM *vm, void *ud) {
  int p = *(int *)ud;
  const char *src = aio_parts[p].source;
  Dict *from;
  Value v, k;
  int j;
  if (src[0] == '_') {
    if (prelude_get(vm, src, &v, 0)) return -1;
    from = vm->prelude;
  } else {
    if (str_newc(vm, src, &k) || lib_import(vm, AS_STR(k), 0, &v)) return -1;
    from = ((Module *)v.u.o)->dict;
  }
  for (j = 0; aio_parts[p].names[j]; j++) {
    const char *n = aio_parts[p].names[j];
    if (dict_get_str(vm, vm->asyncio->dict, n, strlen(n), &v) == 1) continue;
    if (j == 0 && src[0] != '_') continue;   /* the submodule: import_name set it */
    if (dict_get_str(vm, from, n, strlen(n), &v) != 1)
      return vm_raise(vm, T_SystemError, "asyncio part %s lacks %s", src, n);
    if (str_newc(vm, n, &k) || dict_set(vm, vm->asyncio->dict, k, v)) return -1;
  }
  return 0;
}

int vm_asyncio_lazy(VM *vm, Str *name, Value *out) {
  int p, j;
  for (p = 0; p < (int)(sizeof aio_parts / sizeof aio_parts[0]); p++) {
    for (j = 0; name && aio_parts[p].names[j]; j++)
      if (strlen(aio_parts[p].names[j]) == name->len &&
          memcmp(aio_parts[p].names[j], name->data, name->len) == 0)
        break;
    if (name && aio_parts[p].names[j] == NULL) continue;
    if (lib_run_aside(vm, aio_make_part, &p)) return -1;
    if (name) return dict_get(vm, vm->asyncio->dict, vobj(name), out) == 1;
  }
  return 0;
}
