/*
** gc.c - generational tracing collector with precise roots.
**
** Runs only at safe points of the interpreter loop (backward jumps and
** calls, and right after a native call or a binary operator's general
** path has stored its result: interp.c GC_AFTER_NATIVE) and between
** runs, never inside native code, so natives may hold
** unrooted temporaries.  Roots: every frame's registers (the stack up to
** the highest frame end), frames, globals, builtins, the prelude, the
** exception state and the run's result.
**
** Two generations, without moving anything.  An object is young from its
** allocation (obj_new links it at the head of vm->objects) until it
** survives a collection; then it is old (OBJ_OLD in its header).  Every
** collection promotes all its survivors, so right after one no object is
** young.  Invariants:
**  - the young objects are exactly those on vm->objects before vm->gc_old;
**  - an old object that may refer to a young one is in the remembered set
**    vm->gc_rem (flag OBJ_REM), or is of a kind scanned whole by every
**    minor collection: the kinds with many writers that are seldom many
**    (functions, code, cells, generators, futures, classes, modules,
**    exceptions, methods, iterators, views...) are listed in
**    vm->gc_always while old.  Lists, dicts, sets, tuples, instances
**    (the bulk of a heap) and traceback objects (many, long-lived, whose
**    only later store is a tb_next assignment) are covered by the write
**    barrier gc_barrier
**    (vm.h): whoever stores a reference into one of them that may be old
**    calls it first; objects made since the last safe point need none (no
**    collection can have run since).  An append remembers only a list's
**    tail (OBJ_TAIL, gc_barrier_tail): its young items all lie at rem_from
**    or after, until anything that moves items toward the front or
**    reorders them clears the flag (gc_list_moved), or a store through
**    gc_barrier does; a minor collection then rescans the whole list;
**  - tuples and frozensets are never written once their maker returned.
** A minor collection traces from the roots, the remembered set and
** gc_always, stops at old objects and sweeps the young ones only, so its
** cost follows what was allocated and survived, not the live heap.
** obj_new also appends each object to the array vm->gc_young, which then
** holds exactly the young objects in allocation order, unless
** gc_young_lost (the array could not grow, or a restore made every object
** young): the minor sweep walks the array instead of the list, prefetching
** headers ahead (a list walk waits for each header's cache miss in turn:
** most of the collector's time in object-heavy code), and relinks the
** survivors before gc_old.  A full
** collection traces and sweeps everything and rebuilds gc_always.  It runs
** when the heap has doubled since the last full one, when the memory limit
** nears (so garbage of the old generation never makes the limit fail),
** and when a barrier or gc_always could not grow its array (vm->gc_full).
** GC-stress builds collect at every safe point, every eighth time fully,
** and check after each minor trace that a full trace reaches no young
** object it left unmarked (a missing barrier aborts with its culprit);
** on a heap past a few MB collections, full ones and checks are rarer in
** proportion (gc_stress_stride).
**
** Marking uses an explicit gray stack; if it cannot grow, objects stay
** gray (mark 1) and a rescan of the heap finishes them, so a collection
** never fails and never recurses on the C stack.  The snapshot writer
** borrows the OBJ_MARK bits between collections; it leaves OBJ_OLD and
** OBJ_REM alone.
*/
#include "vm.h"
#include "bytes.h"
#include "lib/re.h"
#include "dict.h"
#include "class.h"
#include "mcache.h"

typedef struct Gray {
  Obj **items;
  size_t n, cap;
  bool overflow;
  uint8_t skip;      /* header bits that stop marking: OBJ_MARK (full),
                        OBJ_MARK | OBJ_OLD (minor) */
  bool verify;       /* the GC-stress check's trace (gc_verify) */
  Obj *parent;       /* gc_verify: the object being scanned, NULL: roots */
  bool reach;        /* gc_reaches' trace: OBJ_SEEN marks, nothing else */
  bool young_only;   /* gc_reaches of a young object: old ones are not
                        traced (a minor collection's trace) */
  Obj **seen;        /* gc_reaches: the objects it marked, to unmark */
  size_t nseen, capseen;
  bool seen_lost;    /* the array could not grow: unmark by a heap walk */
  const Value *noroot; /* gc_reaches: registers [noroot, noroot + nnoroot) */
  size_t nnoroot;      /* of the running fiber are not roots */
  bool poll;           /* a collection at a safe point of a run with a
                          deadline: trace polls it (gc_poll) */
  bool stopped;        /* the deadline passed: the trace gave up */
  uint32_t countdown;  /* edges and items until the next poll */
} Gray;

/* Edges popped or items scanned between two polls of the deadline by a
** collection: about 3 ms of tracing when every edge misses the cache
** (180 ns each on a heap of millions of small lists; 65536 was 12 ms). */
#define GC_POLL_EVERY 16384

/* Count `n` units of a collection's work; every GC_POLL_EVERY of them,
** when g polls, look at the clock: true once the run's deadline has
** passed (g->stopped), and the trace then gives up (see gc_run). */
static bool gc_poll_clock(VM *vm, Gray *g, uint32_t n) {
  if (g->stopped) return true;
  if (g->countdown > n) {
    g->countdown -= n;
    return false;
  }
  g->countdown = GC_POLL_EVERY;
  if (vm->now(vm->now_ud) > vm->deadline) g->stopped = true;
  return g->stopped;
}

/* The trace's per-edge call: inline, as most collections do not poll
** (stopped is only ever set while polling). */
static inline bool gc_poll(VM *vm, Gray *g, uint32_t n) {
  if (!g->poll) return false;
  if (g->countdown > n && !g->stopped) {
    g->countdown -= n;
    return false;
  }
  return gc_poll_clock(vm, g, n);
}

#define OBJ_SEEN 16  /* gc_verify's own mark */

/* Resize an array of object pointers without charging steps (the program
** did not ask for it) and without leaving a refusal behind: NULL when it
** cannot. */
static Obj **gc_grow(VM *vm, Obj **arr, size_t cap, size_t nc) {
  int64_t *charge = vm->mem.charge;
  int refused = vm->mem.refused;
  Obj **ni;
  vm->mem.charge = NULL;
  ni = mem_realloc(&vm->mem, arr, cap * sizeof(Obj *), nc * sizeof(Obj *));
  vm->mem.charge = charge;
  vm->mem.refused = refused;
  return ni;
}

/* Append o to an array of object pointers, grown by gc_grow: false when
** it cannot grow. */
static bool gc_push(VM *vm, Obj ***arr, size_t *n, size_t *cap, Obj *o) {
  if (*n == *cap) {
    size_t nc = *cap ? *cap * 2 : 256;
    Obj **ni = gc_grow(vm, *arr, *cap, nc);
    if (ni == NULL) return false;
    *arr = ni;
    *cap = nc;
  }
  (*arr)[(*n)++] = o;
  return true;
}

void gc_remember(VM *vm, Obj *o) {
  if (o->marked & OBJ_REM) {   /* a list's tail: now all of it */
    o->marked &= (uint8_t)~OBJ_TAIL;
    return;
  }
  o->marked |= OBJ_REM;
  if (!gc_push(vm, &vm->gc_rem, &vm->gc_nrem, &vm->gc_caprem, o)) vm->gc_full = true;
}

/* gc_young is full: grow it, unless that would take more than a quarter
** of the room left under the memory limit (the array is the collector's,
** it must not make the program's own allocations fail); else the next
** sweep walks the list. */
void gc_young_grow(VM *vm, Obj *o) {
  size_t more = (vm->gc_capyoung ? vm->gc_capyoung : 256) * sizeof(Obj *);
  if (vm->gc_young_lost) return;
  if (vm->mem.limit && (vm->mem.used >= vm->mem.limit || more > (vm->mem.limit - vm->mem.used) / 4)) {
    vm->gc_young_lost = true;
    return;
  }
  if (!gc_push(vm, &vm->gc_young, &vm->gc_nyoung, &vm->gc_capyoung, o)) vm->gc_young_lost = true;
}

/* Kinds without children, and kinds the write barrier covers. */
static bool gc_leaf(int type) {
  return type == OT_STR || type == OT_BIGINT || type == OT_BYTES || type == OT_BYTEARRAY ||
         type == OT_COMPLEX;
}
/* (a range refers to its tuple of ints beyond int64, set by its maker:
** never written after, as a tuple) */
static bool gc_barriered(int type) {
  return type == OT_LIST || type == OT_DICT || type == OT_SET || type == OT_FROZENSET ||
         type == OT_TUPLE || type == OT_INSTANCE || type == OT_RANGE || type == OT_TRACEBACK;
}

/* (grown by gc_grow: a collection is not the program's work, and under
** BT_GC_STRESS one runs at every allocation) */
static bool gray_push(VM *vm, Gray *g, Obj *o) {
  if (g->n == g->cap) {
    size_t nc = g->cap ? g->cap * 2 : 256;
    Obj **ni = gc_grow(vm, g->items, g->cap, nc);
    if (ni == NULL) { g->overflow = true; return false; }
    g->items = ni;
    g->cap = nc;
  }
  g->items[g->n++] = o;
  return true;
}

static void gc_verify_fail(VM *vm, Obj *parent, Obj *o);

/* Not marked yet (whether its header says so is read later, see trace):
** onto the gray stack.  If the stack cannot grow, the object is marked
** gray in place (or black, having no children) for trace's heap rescan. */
static void mark(VM *vm, Gray *g, Value v) {
  Obj *o;
  if (v.tag != V_OBJ) return;
  o = v.u.o;
  if (g->verify || g->reach) {
    if (o->marked & OBJ_SEEN) return;
    if (g->young_only && (o->marked & OBJ_OLD)) return;
    if (g->verify && !(o->marked & (OBJ_OLD | OBJ_MARK))) gc_verify_fail(vm, g->parent, o);
    o->marked |= OBJ_SEEN;
    if (g->reach && !g->seen_lost && !gc_push(vm, &g->seen, &g->nseen, &g->capseen, o))
      g->seen_lost = true;
    if (!gc_leaf(o->type)) (void)gray_push(vm, g, o);
    return;
  }
  if (g->n < g->cap) {
    g->items[g->n++] = o;
    return;
  }
  if (!gray_push(vm, g, o) && !(o->marked & g->skip))
    o->marked |= gc_leaf(o->type) ? 2 : 1;
}

static void mark_obj(VM *vm, Gray *g, Obj *o) {
  if (o) mark(vm, g, vobj(o));
}

static void mark_fiber(VM *vm, Gray *g, const Fiber *fb);
static void scan_children(VM *vm, Gray *g, Obj *o);

/* A remembered object's children that may be young: a list with OBJ_TAIL
** only from its rem_from on. */
static void scan_remembered(VM *vm, Gray *g, Obj *o) {
  if (o->marked & OBJ_TAIL) {
    List *l = (List *)o;
    size_t i;
    for (i = l->rem_from; i < l->len; i++) mark(vm, g, l->items[i]);
    return;
  }
  scan_children(vm, g, o);
}

/* Mark what o refers to (o's own mark is the caller's business). */
static void scan_children(VM *vm, Gray *g, Obj *o) {
  size_t i;
  switch (o->type) {
  case OT_LIST: {
    List *l = (List *)o;
    for (i = 0; i < l->len; i++) {
      if ((i & 4095) == 4095 && gc_poll(vm, g, 4096)) return;
      mark(vm, g, l->items[i]);
    }
    break;
  }
  case OT_TUPLE: {
    Tuple *t = (Tuple *)o;
    for (i = 0; i < t->len; i++) {
      if ((i & 4095) == 4095 && gc_poll(vm, g, 4096)) return;
      mark(vm, g, t->items[i]);
    }
    break;
  }
  case OT_DICT: {
    size_t pos = 0;
    Value k, v;
    for (i = 0; dict_next((Dict *)o, &pos, &k, &v); i++) {
      if ((i & 4095) == 4095 && gc_poll(vm, g, 4096)) return;
      mark(vm, g, k); mark(vm, g, v);
    }
    break;
  }
  case OT_SET: case OT_FROZENSET: {
    size_t pos = 0;
    Value k;
    for (i = 0; set_next((Set *)o, &pos, &k); i++) {
      if ((i & 4095) == 4095 && gc_poll(vm, g, 4096)) return;
      mark(vm, g, k);
    }
    break;
  }
  case OT_RANGE:   /* a child only beyond int64: its tuple of ints */
    mark(vm, g, ((Range *)o)->big);
    break;
  case OT_SLICE: {
    Slice *s = (Slice *)o;
    mark(vm, g, s->start); mark(vm, g, s->stop); mark(vm, g, s->step);
    break;
  }
  case OT_CODE: {
    Code *c = (Code *)o;
    for (i = 0; i < c->nk; i++) mark(vm, g, c->k[i]);
    mark(vm, g, c->name); mark(vm, g, c->qualname); mark(vm, g, c->varnames);
    mark(vm, g, c->filename); mark(vm, g, c->source);
    break;
  }
  case OT_FUNC: {
    Func *f = (Func *)o;
    mark_obj(vm, g, &f->code->h);
    if (f->globals) mark_obj(vm, g, &f->globals->h);
    mark(vm, g, f->defaults); mark(vm, g, f->kwdefaults); mark(vm, g, f->closure);
    if (f->dict) mark_obj(vm, g, &f->dict->h);
    if (f->meta) mark_obj(vm, g, &f->meta->h);
    break;
  }
  case OT_CELL: mark(vm, g, ((Cell *)o)->v); break;
  case OT_TRACEBACK: {   /* a long chain is marked through the gray stack */
    Traceback *t = (Traceback *)o;
    mark_obj(vm, g, t->e.code);
    if (t->next) mark_obj(vm, g, &t->next->h);
    break;
  }
  case OT_BMETHOD: mark(vm, g, ((BMethod *)o)->self); break;
  case OT_ITER: mark(vm, g, ((Iter *)o)->src); break;
  case OT_VIEW: mark(vm, g, ((View *)o)->dict); break;
  case OT_FUTURE: {
    Future *f = (Future *)o;
    mark(vm, g, f->result); mark(vm, g, f->coro); mark(vm, g, f->name);
    mark(vm, g, f->cancel_msg);
    if (f->waiting) mark_obj(vm, g, f->waiting);
    for (i = 0; i < f->ncbs; i++) if (f->cbs[i].obj) mark_obj(vm, g, f->cbs[i].obj);
    if (&f->h != vm->cur) mark_fiber(vm, g, &f->fib);
    break;
  }
  case OT_PATTERN:
    mark(vm, g, ((RePattern *)o)->pattern);
    mark(vm, g, ((RePattern *)o)->groupindex);
    break;
  case OT_MATCH:
    mark(vm, g, ((ReMatch *)o)->pattern);
    mark(vm, g, ((ReMatch *)o)->string);
    break;
  case OT_MODULE:
    mark(vm, g, ((Module *)o)->name);
    mark_obj(vm, g, &((Module *)o)->dict->h);
    break;
  case OT_GEN: case OT_CORO: {
    Gen *gn = (Gen *)o;
    mark_obj(vm, g, &gn->func->h);
    mark(vm, g, gn->name); mark(vm, g, gn->handled);
    /* (a running one's registers are on the stack: gc_reaches leaves out
    ** the stale copy, which the collector keeps to be safe) */
    if (!(g->reach && gn->state == GEN_RUNNING))
      for (i = 0; i < gn->nregs; i++) mark(vm, g, gn->regs[i]);
    break;
  }
  case OT_EXC: {
    Exc *e = (Exc *)o;
    mark(vm, g, e->args); mark(vm, g, e->cause); mark(vm, g, e->context);
    mark(vm, g, e->suggestion);
    if (e->tb) mark_obj(vm, g, &e->tb->h);
    if (e->cls) mark_obj(vm, g, e->cls);
    if (e->dict) mark_obj(vm, g, &e->dict->h);
    break;
  }
  case OT_CLASS: {
    Class *c = (Class *)o;
    mark(vm, g, c->name); mark(vm, g, c->qualname); mark(vm, g, c->bases);
    mark(vm, g, c->mro);
    if (c->dict) mark_obj(vm, g, &c->dict->h);
    if (c->meta) mark_obj(vm, g, &c->meta->h);
    for (i = 0; i < c->nlayout; i++) mark_obj(vm, g, &c->layout[i]->h);
    break;
  }
  case OT_INSTANCE: {
    Instance *in = (Instance *)o;
    if (in->cls) mark_obj(vm, g, &in->cls->h);
    if (in->dict) mark_obj(vm, g, &in->dict->h);
    for (i = 0; i < in->nvals; i++) mark(vm, g, in->vals[i]);
    mark(vm, g, in->base);
    break;
  }
  case OT_METHOD:
    mark(vm, g, ((PyMethod *)o)->func); mark(vm, g, ((PyMethod *)o)->self);
    break;
  case OT_WRAP: {
    Wrap *w = (Wrap *)o;
    mark(vm, g, w->f); mark(vm, g, w->fset); mark(vm, g, w->fdel); mark(vm, g, w->doc);
    break;
  }
  case OT_SUPER:
    mark(vm, g, ((Super *)o)->type); mark(vm, g, ((Super *)o)->obj);
    break;
  case OT_MEMVIEW:   /* its base, set when it is made and never after */
    mark(vm, g, ((MemView *)o)->obj);
    break;
  default:
    break;
  }
}

/* The frames and live registers of a fiber (running or parked). */
static void mark_fiber(VM *vm, Gray *g, const Fiber *fb) {
  size_t i, top = 0;
  for (i = 0; i < fb->nframes; i++) {
    Frame *f = &fb->frames[i];
    size_t end = (size_t)f->base + f->code->nregs;
    if (end > top) top = end;
    mark_obj(vm, g, &f->code->h);
    if (f->func) mark_obj(vm, g, &f->func->h);
    if (f->gen) mark_obj(vm, g, &f->gen->h);
    mark(vm, g, f->dflt);
    mark(vm, g, f->handled);
    if (f->globals) mark_obj(vm, g, &f->globals->h);
  }
  if (top > fb->stack_cap) top = fb->stack_cap;
  for (i = 0; i < top; i++)
    if (g->nnoroot == 0 || &fb->stack[i] < g->noroot || &fb->stack[i] >= g->noroot + g->nnoroot)
      mark(vm, g, fb->stack[i]);
  mark(vm, g, fb->handled);
  mark(vm, g, fb->exc);
  mark(vm, g, fb->ctx);
}

static void scan(VM *vm, Gray *g, Obj *o) {
  if (g->verify) {
    g->parent = o;
  } else if (!g->reach) {
    o->marked = (uint8_t)((o->marked & ~OBJ_MARK) | 2);
  }
  scan_children(vm, g, o);
}

static void mark_roots(VM *vm, Gray *g) {
  size_t i;
  /* the running fiber (in the VM's fields), the main fiber when a task
  ** runs (parked fibers of tasks are marked through their tasks) */
  {
    Fiber live;
    live.stack = vm->stack; live.stack_cap = vm->stack_cap;
    live.frames = vm->frames; live.nframes = vm->nframes; live.frames_cap = vm->frames_cap;
    live.handled = VNONE; live.exc = VNONE; live.ctx = vm->ctx;
    mark_fiber(vm, g, &live);
    if (vm->cur) {
      mark_obj(vm, g, vm->cur);
      mark_fiber(vm, g, &vm->mainfib);
    }
  }
  if (vm->main_waiting) mark_obj(vm, g, vm->main_waiting);
  if (vm->main_task) mark_obj(vm, g, vm->main_task);
  for (i = 0; i < vm->rlen; i++) {
    Ready *e = &vm->ready[(vm->rhead + i) % vm->rcap];
    if (e->obj) mark_obj(vm, g, e->obj);
    if (e->arg) mark_obj(vm, g, e->arg);
  }
  if (vm->tasks) mark_obj(vm, g, &vm->tasks->h);
  if (vm->asyncio) mark_obj(vm, g, &vm->asyncio->h);
  if (vm->modules) mark_obj(vm, g, &vm->modules->h);
  mark(vm, g, vm->main_result);
  mark_obj(vm, g, &vm->globals->h);
  mark_obj(vm, g, &vm->builtins->h);
  if (vm->prelude) mark_obj(vm, g, &vm->prelude->h);
  mark(vm, g, vm->exc);
  mark(vm, g, vm->handled);
  mark(vm, g, vm->throw_orig);
  mark(vm, g, vm->result);
  mark(vm, g, vm->nomem);
  mark(vm, g, vm->str_empty);
  if (vm->tuple_empty) mark_obj(vm, g, &vm->tuple_empty->h);
  mark(vm, g, vm->nokw);
  for (i = 0; i < sizeof vm->dunder_names / sizeof vm->dunder_names[0]; i++)
    mark(vm, g, vm->dunder_names[i]);
  for (i = 0; i < sizeof vm->binop_strs / sizeof vm->binop_strs[0]; i++)
    mark(vm, g, vm->binop_strs[i]);
  for (i = 0; i < (size_t)vm->nroots; i++) mark(vm, g, vm->roots[i]);
  for (i = 0; i < vm->ntools; i++) {
    Tool *t = &vm->tools[i];
    mark(vm, g, t->name); mark(vm, g, t->binder);
    mark(vm, g, t->signature); mark(vm, g, t->doc);
  }
  for (i = 0; i < vm->nreqs; i++) {
    Request *r = &vm->reqs[i];
    mark(vm, g, r->args); mark(vm, g, r->kwargs); mark(vm, g, r->result);
    if (r->fut) mark_obj(vm, g, r->fut);
    if (r->task) mark_obj(vm, g, r->task);
  }
}

/* How far ahead of its use trace prefetches an object's header (a power
** of two). */
#define GC_PREFETCH_Q 8

/* Empty the gray stack; if it overflowed, finish the gray objects by heap
** walks (each pass blackens at least one, so this terminates).  The stack
** holds every reference met (edges, not objects): whether the object is
** marked, old or a leaf is read when it comes off the stack, after it
** waited in a short queue behind a prefetch of its header, so that the
** cache misses of a big heap overlap instead of following one another. */
static void trace(VM *vm, Gray *g) {
  Obj *q[GC_PREFETCH_Q], *o;
  size_t qh = 0, qn = 0;
  uint8_t done = (uint8_t)(g->skip & ~1);   /* black, or old in a minor one */
  for (;;) {
    for (;;) {
      while (qn < GC_PREFETCH_Q && g->n) {
        o = g->items[--g->n];
        __builtin_prefetch(o, 1);
        q[(qh + qn++) & (GC_PREFETCH_Q - 1)] = o;
      }
      if (qn == 0) break;
      o = q[qh];
      qh = (qh + 1) & (GC_PREFETCH_Q - 1);
      qn--;
      if (gc_poll(vm, g, 1)) return;
      if (o->marked & done) continue;
      if (gc_leaf(o->type)) {
        o->marked = (uint8_t)((o->marked & ~OBJ_MARK) | 2);
        continue;
      }
      scan(vm, g, o);
    }
    if (!g->overflow) break;
    g->overflow = false;
    for (o = vm->objects; o; o = o->next) {
      if (gc_poll(vm, g, 1)) return;
      if ((o->marked & OBJ_MARK) == 1) scan(vm, g, o);
    }
  }
}

#ifdef BT_GC_STRESS
#include <stdio.h>
#include <stdlib.h>
static const char *gc_kind(Obj *o) {
  static const char *const names[] = {"?", "str", "bigint", "list", "tuple", "dict", "set",
    "frozenset", "range", "slice", "code", "func", "cell", "bmethod", "iter", "gen", "exc",
    "view", "coro", "future", "module", "bytes", "bytearray", "pattern", "match", "memview",
    "complex", "traceback", "class",
    "instance", "method", "wrap", "super"};
  return o->type < sizeof names / sizeof names[0] ? names[o->type] : "?";
}

static void gc_verify_fail(VM *vm, Obj *parent, Obj *o) {
  (void)vm;
  fprintf(stderr, "gc: a minor collection missed a young %s referred to by %s %s "
          "(a write barrier is missing)\n", gc_kind(o),
          parent ? ((parent->marked & OBJ_OLD) ? "an old" : "a young") : "a root",
          parent ? gc_kind(parent) : "");
  abort();
}

/* After a minor trace: every young object a full trace reaches must be
** marked.  Uses its own header bit, cleared before the sweep. */
static void gc_verify(VM *vm) {
  Gray g = {.skip = OBJ_SEEN, .verify = true};
  Obj *o;
  mark_roots(vm, &g);
  for (;;) {
    while (g.n) scan(vm, &g, g.items[--g.n]);
    if (!g.overflow) break;
    g.overflow = false;   /* out of memory for the check: give it up */
    g.n = 0;
    break;
  }
  mem_free(&vm->mem, g.items, g.cap * sizeof(Obj *));
  for (o = vm->objects; o; o = o->next) o->marked &= (uint8_t)~OBJ_SEEN;
}
#else
static void gc_verify_fail(VM *vm, Obj *parent, Obj *o) {
  (void)vm; (void)parent; (void)o;
}
#endif

#ifdef BT_GC_STRESS
/* GC stress collects at every safe point while the heap is small (under
** GC_STRESS_BYTES): a minor collection, every GC_STRESS_FULL-th a full
** one, and the barrier check gc_verify after each minor one.  On a bigger
** heap each of those is a stride rarer per GC_STRESS_BYTES: a minor
** collection once GC_STRESS_SLACK bytes per stride were allocated, the
** full ones and the checks every stride-th of those.  A program that
** imports unittest (tens of MB) spent 80% of 40-50 s under ASan in the
** collector, scanning the same old functions and code (gc_always) and
** tracing the whole heap at every safe point.  A young object nothing
** roots is still freed at the next collection (a missing root is a
** use-after-free), at every safe point on a small heap (the cases that
** target the collector) and within a few hundred bytes of allocation on a
** big one; a missed barrier still frees a young object the old heap
** holds, which ASan reports at its next use. */
#define GC_STRESS_FULL 8
#define GC_STRESS_BYTES ((size_t)4 << 20)
#define GC_STRESS_SLACK 256
static uint32_t gc_stress_stride(VM *vm) {
  return 1 + (uint32_t)(vm->mem.used / GC_STRESS_BYTES);
}
#endif

/* The thresholds after a collection (full: it was a full one). */
static void gc_policy(VM *vm, bool full) {
  size_t used = vm->mem.used, next, young;
  if (full) {
    /* the next full one: when the heap has doubled */
    size_t at = used * 2;
    vm->gc_full_at = at < GC_MIN ? GC_MIN : at;
  }
  /* young objects allowed between collections: half the heap, within
  ** [GC_MIN, GC_YOUNG_MAX] (the survivors of a minor collection become
  ** old, so a larger nursery promotes less that dies soon after) */
  young = used / 2;
  if (young < GC_MIN) young = GC_MIN;
  if (young > GC_YOUNG_MAX) young = GC_YOUNG_MAX;
  next = used + young;
  if (next > vm->gc_full_at) next = vm->gc_full_at;
  /* collect (fully) sooner as the memory limit nears, so that garbage
  ** never makes the limit fail: a full one by half-way to the limit at
  ** the latest, since minor collections promote what dies just after
  ** them (a loop rebinding a big copy promotes each copy it drops) */
  if (vm->mem.limit && vm->mem.limit > used) {
    size_t half = used + (vm->mem.limit - used) / 2;
    if (vm->gc_full_at > half) vm->gc_full_at = half;
    if (next > half) next = half;
  }
  if (next < used + 65536) next = used + 65536;
#ifdef BT_GC_STRESS
  /* test builds: collect at every safe point while the heap is small,
  ** after GC_STRESS_SLACK bytes per stride on a big one */
  {
    uint32_t stride = gc_stress_stride(vm);
    next = stride == 1 ? 0 : used + (stride - 1) * GC_STRESS_SLACK;
  }
#endif
  vm->gc_next = next;
}

void gc_live_grown(VM *vm, size_t n) {
#ifdef BT_GC_STRESS
  (void)vm;
  (void)n;
#else
  size_t used = vm->mem.used;
  vm->gc_next = vm->gc_next + n < vm->gc_next ? SIZE_MAX : vm->gc_next + n;
  vm->gc_full_at = vm->gc_full_at + n < vm->gc_full_at ? SIZE_MAX : vm->gc_full_at + n;
  /* gc_policy's rule near the memory limit holds */
  if (vm->mem.limit && vm->mem.limit > used) {
    size_t half = used + (vm->mem.limit - used) / 2;
    if (vm->gc_full_at > half) vm->gc_full_at = half;
    if (vm->gc_next > half) vm->gc_next = half;
  }
#endif
}

/* An object survived and is old now: kinds without a barrier join
** gc_always. */
static void gc_promoted(VM *vm, Obj *o) {
  o->marked = OBJ_OLD;
  if (!gc_leaf(o->type) && !gc_barriered(o->type) &&
      !gc_push(vm, &vm->gc_always, &vm->gc_nalways, &vm->gc_capalways, o))
    vm->gc_full = true;   /* gc_always lacks it: only a full one is exact */
}

/* Free an unmarked object in a sweep. */
static void gc_sweep_free(VM *vm, Obj *o) {
  class_id_forget(vm, o);
  obj_free(vm, o);
}

/* How many objects ahead the array sweep prefetches. */
#define GC_PREFETCH 8

/* A minor sweep through gc_young (see the top): the survivors, oldest
** first, are pushed in front of gc_old, which puts them back in the list's
** order (newest first). */
static void gc_sweep_young(VM *vm) {
  Obj **young = vm->gc_young, *head = vm->gc_old;
  size_t i, n = vm->gc_nyoung;
#ifdef BT_GC_STRESS
  {   /* the array is the list's young part, in reverse */
    Obj *o = vm->objects;
    for (i = n; i-- > 0; o = o->next)
      if (o != young[i] || o == vm->gc_old) abort();
    if (o != vm->gc_old) abort();
  }
#endif
  for (i = 0; i < n; i++) {
    Obj *o = young[i];
    if (i + GC_PREFETCH < n) __builtin_prefetch(young[i + GC_PREFETCH], 1);
    if (o->marked & OBJ_MARK) {
      gc_promoted(vm, o);
      o->next = head;
      head = o;
    } else {
      gc_sweep_free(vm, o);
    }
  }
  vm->objects = head;
}

/* Objects a full sweep frees or keeps between two looks at the clock (a
** few hundred microseconds of sweeping). */
#define GC_SWEEP_POLL 4096

/* A polled collection's look at the clock: true once the deadline passed. */
static bool gc_late(VM *vm, bool poll) {
  return poll && vm->now(vm->now_ud) > vm->deadline;
}

/* A full sweep of the list from *link on, `after` being the object whose
** next field link is (NULL: the head).  Every object there is marked
** (kept, and promoted) or garbage.  Polled, it stops once the deadline has
** passed and leaves the rest (vm->gc_sweep_from and gc_sweep_after) to
** gc_finish: -1.  The rest is garbage and survivors still marked; nothing
** reaches the garbage, and until the rest is swept every collection is
** full (vm->gc_full) and begins by finishing it, as do the walks that read
** every object's fields or the marks (gc_settle's callers). */
static int gc_sweep_full(VM *vm, Obj **link, Obj *after, bool poll) {
  uint32_t left = GC_SWEEP_POLL;
  while (*link) {
    Obj *o = *link;
    if (--left == 0) {
      left = GC_SWEEP_POLL;
      if (gc_late(vm, poll)) {
        vm->gc_sweep_from = o;
        vm->gc_sweep_after = after;
        vm->gc_full = true;
        return -1;
      }
    }
    if (o->marked & OBJ_MARK) {
      gc_promoted(vm, o);
      after = o;
      link = &o->next;
    } else {
      *link = o->next;
      gc_sweep_free(vm, o);
    }
  }
  return 0;
}

/* Finish what a collection stopped by the deadline left: the marks of a
** full trace that gave up, or the rest of a full sweep.  Polled, it may
** stop again (-1: still pending; a wipe starts over, it only clears bits). */
static int gc_finish(VM *vm, bool poll) {
  if (vm->gc_wipe) {
    uint32_t left = GC_SWEEP_POLL;
    Obj *o;
    for (o = vm->objects; o; o = o->next) {
      if (--left == 0) {
        left = GC_SWEEP_POLL;
        if (gc_late(vm, poll)) return -1;
      }
      o->marked &= (uint8_t)~OBJ_MARK;
    }
    vm->gc_wipe = false;
  }
  if (vm->gc_sweep_from) {
    Obj *after = vm->gc_sweep_after, **link = after ? &after->next : &vm->objects;
    /* when the rest began at the head, the objects made since the stop
    ** are in front of it (none is marked) */
    while (*link != vm->gc_sweep_from) {
      after = *link;
      link = &after->next;
    }
    vm->gc_sweep_from = NULL;
    if (gc_sweep_full(vm, link, after, poll)) return -1;
    vm->mem.refused = 0;
    mcache_invalidate(vm);   /* as after any sweep (gc_run) */
    vm->str_fresh = NULL;
  }
  return 0;
}

void gc_settle(VM *vm) {
  (void)gc_finish(vm, false);
}

/* A collection at a safe point polls the run's deadline while it traces
** (a trace follows every edge of the live heap: a list of 10**8 items is
** a second of it).  When the deadline passes, the collection gives up
** and leaves the heap as it found it: the marks it made are wiped (a walk
** of the young objects for a minor one; for a full one, a walk of every
** object, 30 ms for a few million, left for later: gc_finish), the
** remembered set and the thresholds stay, and the run ends at the time
** limit.  A full sweep (150 ms for a few million objects) is polled too
** and, stopped, left for later; a minor sweep is not polled: the young
** objects are at most GC_YOUNG_MAX bytes.  A collection charges no steps: the step count
** measures the program's own work, the same whatever the collector's
** policy or build (the GC-stress build collects at every safe point). */
static int gc_run(VM *vm, bool full, bool poll) {
  Gray g = {.skip = OBJ_MARK};
  size_t i;
  Obj **link, *stop;
  bool stopped = false;
  if (!full) g.skip = OBJ_MARK | OBJ_OLD;
  mem_release_parked(&vm->mem);   /* big blocks a deadline interrupted */
  g.poll = poll && vm->deadline && vm->now;
  g.countdown = GC_POLL_EVERY;
  vm->niter_free = 0;      /* (vm.h: it roots nothing) */
  vm->args_free = NULL;    /* (vm.h: nor these) */
  vm->args_made = NULL;
  if (gc_finish(vm, g.poll)) {
    vm->limit_hit = true;
    vm->limit_kind = LIMIT_TIME;
    return -1;
  }
  if (vm->gc_full) {   /* gc_always lacks what a stopped sweep left */
    full = true;
    g.skip = OBJ_MARK;
  }
  mark_roots(vm, &g);
  if (!full) {
    /* the old objects that may refer to young ones */
    for (i = 0; i < vm->gc_nrem && !g.stopped; i++) scan_remembered(vm, &g, vm->gc_rem[i]);
    for (i = 0; i < vm->gc_nalways && !g.stopped; i++) scan_children(vm, &g, vm->gc_always[i]);
  }
  if (!g.stopped) trace(vm, &g);
  mem_free(&vm->mem, g.items, g.cap * sizeof(Obj *));
  vm->mem.refused = 0;     /* the collector copes with its own refusals */
  if (g.stopped) {
    Obj *o;
    if (full)
      vm->gc_wipe = true;   /* every object: left for gc_finish */
    else                    /* a minor one marks young ones only */
      for (o = vm->objects; o != vm->gc_old; o = o->next) o->marked &= (uint8_t)~OBJ_MARK;
    vm->limit_hit = true;
    vm->limit_kind = LIMIT_TIME;
    return -1;
  }
#ifdef BT_GC_STRESS
  if (!full && vm->gc_count % gc_stress_stride(vm) == 0) gc_verify(vm);
#endif
  for (i = 0; i < vm->gc_nrem; i++) vm->gc_rem[i]->marked &= (uint8_t)~(OBJ_REM | OBJ_TAIL);
  vm->gc_nrem = 0;
  if (full) {
    vm->gc_nalways = 0;    /* rebuilt by the sweep */
    vm->gc_full = false;
  }
  /* sweep: everything (full) or the young objects; survivors become old */
  if (!full && !vm->gc_young_lost) {
    gc_sweep_young(vm);
  } else if (full) {
    stopped = gc_sweep_full(vm, &vm->objects, NULL, g.poll) != 0;
  } else {
    stop = vm->gc_old;
    link = &vm->objects;
    while (*link != stop) {
      Obj *o = *link;
      if (o->marked & OBJ_MARK) {
        gc_promoted(vm, o);
        link = &o->next;
      } else {
        *link = o->next;
        gc_sweep_free(vm, o);
      }
    }
  }
  vm->gc_old = vm->objects;
  vm->gc_nyoung = 0;
  vm->gc_young_lost = false;
  if (full) {   /* it regrows as needed: an idle VM does not keep it */
    mem_free(&vm->mem, vm->gc_young, vm->gc_capyoung * sizeof(Obj *));
    vm->gc_young = NULL;
    vm->gc_capyoung = 0;
  }
  vm->gc_count++;
  mcache_invalidate(vm);   /* freed objects may be its keys (mcache.h) */
  vm->str_fresh = NULL;    /* and its address come back (vm.h) */
  gc_policy(vm, full);
  if (stopped) {
    vm->limit_hit = true;
    vm->limit_kind = LIMIT_TIME;
    return -1;
  }
  return 0;
}

static bool gc_full_due(VM *vm) {
  bool full = vm->gc_full || vm->mem.used >= vm->gc_full_at;
#ifdef BT_GC_STRESS
  if (vm->gc_count % (GC_STRESS_FULL * gc_stress_stride(vm)) == 0) full = true;
#endif
  return full;
}

void gc_collect(VM *vm) {
  (void)gc_run(vm, gc_full_due(vm), false);
}

int gc_collect_polled(VM *vm) {
  return gc_run(vm, gc_full_due(vm), true);
}

void gc_collect_full(VM *vm) {
  (void)gc_run(vm, true, false);
}

int gc_collect_full_polled(VM *vm) {
  return gc_run(vm, true, true);
}

/* Whether the roots reach o, leaving out the registers [skip, skip +
** nskip) of the running fiber and counting `extra` as one more root: a
** generator whose last reference is being dropped (interp.c gen_drop).
** A trace with the OBJ_SEEN bit (cleared after; the collector's own bits
** are left alone), so it may run between safe points; true (reached) when
** the gray stack cannot grow.  A young o needs only a minor collection's
** trace (the roots, the remembered set and gc_always, stopping at old
** objects: the invariants above), unless the remembered set is not whole
** (gc_full); else the whole heap is traced.  *visited: the objects
** traced and walked, for the caller to charge to the step budget. */
bool gc_reaches(VM *vm, Obj *o, const Value *skip, size_t nskip, Value extra, size_t *visited) {
  Gray g = {.skip = OBJ_SEEN, .reach = true, .noroot = skip, .nnoroot = nskip};
  int refused = vm->mem.refused;
  bool found;
  Obj *p;
  size_t n = 0, i;
  g.young_only = !(o->marked & OBJ_OLD) && !vm->gc_full;
  mark_roots(vm, &g);
  mark(vm, &g, extra);
  if (g.young_only) {
    for (i = 0; i < vm->gc_nrem; i++) scan_remembered(vm, &g, vm->gc_rem[i]);
    for (i = 0; i < vm->gc_nalways; i++) scan_children(vm, &g, vm->gc_always[i]);
    n += vm->gc_nrem + vm->gc_nalways;
  }
  while (g.n && !(o->marked & OBJ_SEEN)) {
    scan(vm, &g, g.items[--g.n]);
    n++;
  }
  found = g.overflow || (o->marked & OBJ_SEEN) != 0;
  mem_free(&vm->mem, g.items, g.cap * sizeof(Obj *));
  vm->mem.refused = refused;
  if (g.seen_lost)
    for (p = vm->objects; p; p = p->next, n++) p->marked &= (uint8_t)~OBJ_SEEN;
  else
    for (i = 0; i < g.nseen; i++) g.seen[i]->marked &= (uint8_t)~OBJ_SEEN;
  n += g.nseen;
  mem_free(&vm->mem, g.seen, g.capseen * sizeof(Obj *));
  *visited = n;
  return found;
}

void gc_after_load(VM *vm) {
  Obj *o;
  /* the loader borrowed the marks too (and may have left one on an object
  ** of the VM it restored into) */
  for (o = vm->objects; o; o = o->next) o->marked = 0;
  vm->gc_old = NULL;
  vm->gc_young_lost = true;  /* objects made before the restore are young too */
  vm->gc_nrem = vm->gc_nalways = 0;
  vm->gc_full = true;      /* the first collection sorts it all out */
  vm->niter_free = 0;
  vm->args_free = NULL;
  vm->args_made = NULL;
  gc_policy(vm, true);
}

void gc_free(VM *vm) {
  mem_free(&vm->mem, vm->gc_rem, vm->gc_caprem * sizeof(Obj *));
  mem_free(&vm->mem, vm->gc_always, vm->gc_capalways * sizeof(Obj *));
  mem_free(&vm->mem, vm->gc_young, vm->gc_capyoung * sizeof(Obj *));
  vm->gc_rem = vm->gc_always = vm->gc_young = NULL;
  vm->gc_nrem = vm->gc_caprem = vm->gc_nalways = vm->gc_capalways = 0;
  vm->gc_nyoung = vm->gc_capyoung = 0;
}
