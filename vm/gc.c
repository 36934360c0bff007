/*
** gc.c - tracing mark-and-sweep collector with precise roots.
**
** Runs only at safe points of the interpreter loop (backward jumps and
** calls) and between runs, never inside native code, so natives may hold
** unrooted temporaries.  Roots: every frame's registers (the stack up to
** the highest frame end), frames, globals, builtins, the prelude, the
** exception state and the run's result.
**
** Marking uses an explicit gray stack; if it cannot grow, objects stay
** gray (marked == 1) and a rescan of the heap finishes them, so a
** collection never fails and never recurses on the C stack.
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
} Gray;

static void gray_push(VM *vm, Gray *g, Obj *o) {
  if (g->n == g->cap) {
    size_t nc = g->cap ? g->cap * 2 : 256;
    Obj **ni = mem_realloc(&vm->mem, g->items, g->cap * sizeof(Obj *), nc * sizeof(Obj *));
    if (ni == NULL) { g->overflow = true; return; }
    g->items = ni;
    g->cap = nc;
  }
  g->items[g->n++] = o;
}

static void mark(VM *vm, Gray *g, Value v) {
  Obj *o;
  if (v.tag != V_OBJ) return;
  o = v.u.o;
  if (o->marked) return;
  o->marked = 1;
  switch (o->type) {
  case OT_STR: case OT_BIGINT: case OT_BYTES: case OT_BYTEARRAY:
    o->marked = 2;   /* no children */
    return;
  case OT_RANGE:   /* a child only beyond int64: its tuple of ints */
    o->marked = 2;
    mark(vm, g, ((Range *)o)->big);
    return;
  default:
    gray_push(vm, g, o);
  }
}

static void mark_obj(VM *vm, Gray *g, Obj *o) {
  if (o) mark(vm, g, vobj(o));
}

static void mark_fiber(VM *vm, Gray *g, const Fiber *fb);

static void scan(VM *vm, Gray *g, Obj *o) {
  size_t i;
  o->marked = 2;
  switch (o->type) {
  case OT_LIST: {
    List *l = (List *)o;
    for (i = 0; i < l->len; i++) mark(vm, g, l->items[i]);
    break;
  }
  case OT_TUPLE: {
    Tuple *t = (Tuple *)o;
    for (i = 0; i < t->len; i++) mark(vm, g, t->items[i]);
    break;
  }
  case OT_DICT: {
    size_t pos = 0;
    Value k, v;
    while (dict_next((Dict *)o, &pos, &k, &v)) { mark(vm, g, k); mark(vm, g, v); }
    break;
  }
  case OT_SET: case OT_FROZENSET: {
    size_t pos = 0;
    Value k;
    while (set_next((Set *)o, &pos, &k)) mark(vm, g, k);
    break;
  }
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
    break;
  }
  case OT_CELL: mark(vm, g, ((Cell *)o)->v); break;
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
    for (i = 0; i < gn->nregs; i++) mark(vm, g, gn->regs[i]);
    break;
  }
  case OT_EXC: {
    Exc *e = (Exc *)o;
    mark(vm, g, e->args); mark(vm, g, e->cause); mark(vm, g, e->context);
    mark(vm, g, e->suggestion);
    for (i = 0; i < e->ntb; i++) mark_obj(vm, g, e->tb[i].code);
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
    break;
  }
  case OT_INSTANCE: {
    Instance *in = (Instance *)o;
    if (in->cls) mark_obj(vm, g, &in->cls->h);
    if (in->dict) mark_obj(vm, g, &in->dict->h);
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
  for (i = 0; i < top; i++) mark(vm, g, fb->stack[i]);
  mark(vm, g, fb->handled);
  mark(vm, g, fb->exc);
}

void gc_collect(VM *vm) {
  Gray g = {NULL, 0, 0, false};
  size_t i;
  Obj **link;
  /* roots: the running fiber (in the VM's fields), the main fiber when a
  ** task runs (parked fibers of tasks are marked through their tasks) */
  {
    Fiber live;
    live.stack = vm->stack; live.stack_cap = vm->stack_cap;
    live.frames = vm->frames; live.nframes = vm->nframes; live.frames_cap = vm->frames_cap;
    live.handled = VNONE; live.exc = VNONE;
    mark_fiber(vm, &g, &live);
    if (vm->cur) {
      mark_obj(vm, &g, vm->cur);
      mark_fiber(vm, &g, &vm->mainfib);
    }
  }
  if (vm->main_waiting) mark_obj(vm, &g, vm->main_waiting);
  if (vm->main_task) mark_obj(vm, &g, vm->main_task);
  for (i = 0; i < vm->rlen; i++) {
    Ready *e = &vm->ready[(vm->rhead + i) % vm->rcap];
    if (e->obj) mark_obj(vm, &g, e->obj);
    if (e->arg) mark_obj(vm, &g, e->arg);
  }
  if (vm->tasks) mark_obj(vm, &g, &vm->tasks->h);
  if (vm->asyncio) mark_obj(vm, &g, &vm->asyncio->h);
  if (vm->modules) mark_obj(vm, &g, &vm->modules->h);
  mark(vm, &g, vm->main_result);
  mark_obj(vm, &g, &vm->globals->h);
  mark_obj(vm, &g, &vm->builtins->h);
  if (vm->prelude) mark_obj(vm, &g, &vm->prelude->h);
  mark(vm, &g, vm->exc);
  mark(vm, &g, vm->handled);
  mark(vm, &g, vm->result);
  mark(vm, &g, vm->nomem);
  mark(vm, &g, vm->str_empty);
  for (i = 0; i < sizeof vm->dunder_names / sizeof vm->dunder_names[0]; i++)
    mark(vm, &g, vm->dunder_names[i]);
  for (i = 0; i < (size_t)vm->nroots; i++) mark(vm, &g, vm->roots[i]);
  for (i = 0; i < vm->ntools; i++) {
    Tool *t = &vm->tools[i];
    mark(vm, &g, t->name); mark(vm, &g, t->binder);
    mark(vm, &g, t->signature); mark(vm, &g, t->doc);
  }
  for (i = 0; i < vm->nreqs; i++) {
    Request *r = &vm->reqs[i];
    mark(vm, &g, r->args); mark(vm, &g, r->kwargs); mark(vm, &g, r->result);
    if (r->fut) mark_obj(vm, &g, r->fut);
    if (r->task) mark_obj(vm, &g, r->task);
  }
  /* trace */
  for (;;) {
    while (g.n) scan(vm, &g, g.items[--g.n]);
    if (!g.overflow) break;
    /* the gray stack could not grow: finish the gray objects by a heap
    ** walk (each pass blackens at least one, so this terminates) */
    g.overflow = false;
    for (link = &vm->objects; *link; link = &(*link)->next)
      if ((*link)->marked == 1) scan(vm, &g, *link);
  }
  mem_free(&vm->mem, g.items, g.cap * sizeof(Obj *));
  vm->mem.refused = 0;     /* the collector copes with its own refusals */
  /* sweep */
  link = &vm->objects;
  while (*link) {
    Obj *o = *link;
    if (o->marked) {
      o->marked = 0;
      link = &o->next;
    } else {
      *link = o->next;
      class_id_forget(vm, o);
      obj_free(vm, o);
    }
  }
  mcache_invalidate(vm);   /* freed objects may be its keys (mcache.h) */
  /* next collection: when the heap doubles, but collect sooner as the
  ** memory limit nears, so that garbage never makes the limit fail */
  {
    size_t used = vm->mem.used, next = used * 2;
    if (next < GC_MIN) next = GC_MIN;
    if (vm->mem.limit && vm->mem.limit > used) {
      size_t half = used + (vm->mem.limit - used) / 2;
      if (next > half) next = half;
    }
    if (next < used + 65536) next = used + 65536;
#ifdef BT_GC_STRESS
    next = 0;     /* test builds: collect at every safe point */
#endif
    vm->gc_next = next;
  }
}

