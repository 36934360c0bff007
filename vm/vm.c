/*
** vm.c - creating and destroying a VM.
**
** The VM struct itself is allocated through the host's allocator, so the
** accounting covers every byte.  Creation builds the builtins namespace and
** runs the prelude.
*/
#include <stdio.h>
#include <string.h>
#include "vm.h"
#include "class.h"
#include "dict.h"
#include "mcache.h"
#include "limits.h"
#include "../grammar/astcache.h"

/* The VM struct is allocated before pooling starts and freed through the
** pooling Mem (vm_free): it must be a big block, which the hook frees. */
_Static_assert(sizeof(VM) > MEM_POOL_MAX, "the VM struct must not be a pooled block");

/* A VM whose main module namespace is empty: for a restore, which
** replaces it with the snapshot's (vm_new fills it for a fresh program). */
VM *vm_new_bare(MemFn fn, void *ud) {
  Mem m;
  VM *vm;
  Tuple *t;
  Exc *e;
  mem_init(&m, fn, ud, 0);
  vm = mem_alloc(&m, sizeof(VM));
  if (vm == NULL) return NULL;
  memset(vm, 0, sizeof *vm);
  vm->mem = m;
  vm->mem.charge = &vm->budget;
  vm->mem.poll = vm_mem_poll;
  vm->mem.owner = vm;
  mem_pool_on(&vm->mem);   /* the VM struct itself is no small block */
  vm->exc = vm->handled = vm->result = vm->nomem = VNONE;
  vm->exc = vm->index_want = vm->throw_orig = VUNDEF;
  vm->str_empty = VNONE;
  vm->nokw = VNONE;
  vm->lim.max_depth = 1000;
  vm->budget = BUDGET_CHUNK;
  vm->class_epoch = 1;
#ifdef BT_GC_STRESS
  vm->gc_next = 0;
#else
  vm->gc_next = GC_MIN;
#endif
  vm->hash_seed = 0;
  /* the preallocated MemoryError comes first: everything else may need it */
  t = tuple_new(vm, 0);
  if (t == NULL) goto fail;
  e = exc_new(vm, T_MemoryError, vobj(t));
  if (e == NULL) goto fail;
  vm->nomem = vobj(e);
  if (str_new(vm, "", 0, &vm->str_empty)) goto fail;
  vm->globals = dict_new(vm);
  vm->builtins = dict_new(vm);
  if (vm->globals == NULL || vm->builtins == NULL) goto fail;
  if (builtins_init(vm)) {
#ifdef BT_DEBUG_PRELUDE
    Buf b = BUF_INIT;
    if (vm->exc.tag == V_OBJ && exc_format(vm, vm->exc, &b) == 0) fputs(b.p, stderr);
#endif
    goto fail;
  }
  vm->gc_enabled = true;
  return vm;
fail:
  vm_free(vm);
  return NULL;
}

VM *vm_new(MemFn fn, void *ud) {
  VM *vm = vm_new_bare(fn, ud);
  /* the program is the __main__ module (as `python -c`: no __file__;
  ** __doc__ is its docstring, set by its code; no __builtins__ or
  ** __loader__, which would be doors) */
  static const char *const none_names[] = {"__doc__", "__package__", "__spec__"};
  Value k, v;
  Dict *ann;
  size_t i;
  if (vm == NULL) return NULL;
  if (str_newc(vm, "__name__", &k) || str_newc(vm, "__main__", &v) ||
      dict_set(vm, vm->globals, k, v))
    goto fail;
  for (i = 0; i < sizeof none_names / sizeof none_names[0]; i++)
    if (str_newc(vm, none_names[i], &k) || dict_set(vm, vm->globals, k, VNONE)) goto fail;
  ann = dict_new(vm);   /* as CPython's __main__, empty from the start */
  if (ann == NULL || str_newc(vm, "__annotations__", &k) || dict_set(vm, vm->globals, k, vobj(ann)))
    goto fail;
  return vm;
fail:
  vm_free(vm);
  return NULL;
}

void vm_free(VM *vm) {
  Obj *o;
  Mem m;
  if (vm == NULL) return;
  /* teardown gives every block back whole, the parked ones too */
  vm->mem.poll = NULL;
  mem_release_parked(&vm->mem);
  o = vm->objects;
  while (o) {
    Obj *nx = o->next;
    obj_free_final(vm, o);
    o = nx;
  }
  mem_free(&vm->mem, vm->stack, vm->stack_cap * sizeof(Value));
  mem_free(&vm->mem, vm->frames, vm->frames_cap * sizeof(Frame));
  mem_free(&vm->mem, vm->tools, vm->captools * sizeof(Tool));
  mem_free(&vm->mem, vm->repr_stack, (size_t)vm->repr_cap * sizeof(Obj *));
  mem_free(&vm->mem, vm->reqs, vm->capreqs * sizeof(Request));
  mem_free(&vm->mem, vm->reqslot, vm->reqslot_cap * sizeof(uint32_t));
  /* a task's fiber may be loaded: the main fiber is parked then */
  mem_free(&vm->mem, vm->mainfib.stack, vm->mainfib.stack_cap * sizeof(Value));
  mem_free(&vm->mem, vm->mainfib.frames, vm->mainfib.frames_cap * sizeof(Frame));
  mem_free(&vm->mem, vm->ready, vm->rcap * sizeof(Ready));
  mem_free(&vm->mem, vm->cancelled, vm->capcancelled * sizeof(uint64_t));
  class_id_free(vm);
  mcache_free(vm);
  gc_free(vm);
  buf_free(vm, &vm->outbuf);
  mem_drain(&vm->mem);
  m = vm->mem;
  mem_free(&m, vm, sizeof(VM));
}

/* The binder of a signature: `def name(signature): pass` compiled and run
** in a namespace of its own; VNONE in *out when it does not compile or
** run (the error dropped). */
static int tool_binder(VM *vm, const char *name, const char *src, size_t len, Code **code,
                       Value *out) {
  Value res;
  Dict *ns = dict_new(vm);
  *out = VNONE;
  if (ns == NULL) return -1;
  vm->roots[1] = vobj(ns);
  if (vm->nroots < 2) vm->nroots = 2;
  if (compile_module(vm, src, len, "<signature>", code) || vm_run_in(vm, *code, ns, &res) ||
      dict_get_str(vm, ns, name, strlen(name), out) != 1)
    *out = VNONE;
  vm->roots[1] = VNONE;
  return 0;
}

/* A binder is built at registration the first time its text is seen by a
** VM sharing the host's bt_cache, which then keeps a mark of it (an empty
** entry keyed by the text after a 0xFF byte, which no compiled text can
** begin with): later registrations of the same text (a Sandbox per
** request, a restore) leave the binder to the tool's first call
** (vm_tool_bind), when the text is known to compile and run. */
#define BINDER_MARK "<binder>"

/* Whether the host's bt_cache holds the mark of the binder text src;
** with mark, leave one (best effort). */
static bool binder_known(VM *vm, const Buf *src, bool mark) {
  AcGen *g;
  size_t n;
  void *entry;
  bool known;
  if (vm->astcache == NULL) return false;
  g = astcache_enter(vm->astcache);
  known = astcache_code_find(g, BINDER_MARK, src->p, src->len, &n) != NULL;
  if (!known && mark && astcache_code_begin(g, BINDER_MARK, src->p, src->len, 0, &entry))
    astcache_code_publish(g, entry);
  astcache_leave(g);
  return known;
}

/* "\xff" "def NAME(SIGNATURE):\n    pass\n" in b (the 0xFF, at b->p[0], is
** the mark's; the source follows it). */
static int binder_text(VM *vm, Buf *b, const char *name, size_t n, const char *sig) {
  static const char head[] = "\xff" "def ", tail[] = "):\n    pass\n";
  return buf_put(vm, b, head, sizeof head - 1) || buf_put(vm, b, name, n) ||
         buf_put(vm, b, "(", 1) || buf_put(vm, b, sig, strlen(sig)) ||
         buf_put(vm, b, tail, sizeof tail - 1);
}

/* Did the failure just raised come from a limit or a lack of memory (which
** end the registration or the call as such), rather than from the text? */
static bool tool_fatal(const VM *vm) {
  return vm->limit_hit || (vm->exc.tag == V_OBJ && vm->exc.u.o == vm->nomem.u.o);
}

/* The binder of tool i, built at its first call; 0, or -1 with an
** exception set (a failed build is a SystemError: the text ran before). */
int vm_tool_bind(VM *vm, uint32_t i) {
  Buf src = BUF_INIT;
  Code *code;
  Value binder = VNONE;
  Tool *t = &vm->tools[i];
  Str *name = AS_STR(t->name);
  if (binder_text(vm, &src, name->data, name->len, AS_STR(t->signature)->data)) {
    buf_free(vm, &src);
    return -1;
  }
  if (tool_binder(vm, name->data, src.p + 1, src.len - 1, &code, &binder)) {
    buf_free(vm, &src);
    return -1;
  }
  buf_free(vm, &src);
  if (!IS_OBJ(binder, OT_FUNC)) {
    if (tool_fatal(vm)) return -1;
    vm_raise(vm, T_SystemError, "tool %s: its signature no longer builds", name->data);
    return -1;
  }
  vm->exc = VUNDEF;
  vm->tools[i].binder = binder;
  return 0;
}

/* Register a host tool as the global `name`.  A signature is compiled as
** the parameter list of a function that does nothing; calls bind their
** arguments against it exactly as CPython would. */
int vm_tool_add(VM *vm, const char *name, const char *signature, const char *doc,
                unsigned flags) {
  Tool *t;
  Value vname, binder = VNONE, vsig = VNONE, vdoc = VNONE;
  size_t i, n = strlen(name);
  if (n == 0 || n > 200 || (name[0] >= '0' && name[0] <= '9')) return -2;
  for (i = 0; i < n; i++) {
    char c = name[i];
    if (!(c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')))
      return -2;
  }
  if (signature) {
    Buf src = BUF_INIT;
    Code *code;
    if (memchr(signature, '\n', strlen(signature))) return -2;
    if (binder_text(vm, &src, name, n, signature)) {
      buf_free(vm, &src);
      return -1;
    }
    if (!binder_known(vm, &src, false)) {
      if (tool_binder(vm, name, src.p + 1, src.len - 1, &code, &binder)) {
        buf_free(vm, &src);
        return -1;
      }
      if (binder.tag == V_NONE) {
        buf_free(vm, &src);
        if (tool_fatal(vm)) return vm->limit_hit ? -3 : -1;
        vm->exc = VUNDEF;
        return -2;
      }
      binder_known(vm, &src, true);
    }
    buf_free(vm, &src);
    if (str_newc(vm, signature, &vsig)) return -1;
  }
  if (doc && str_newc(vm, doc, &vdoc)) return -1;
  if (str_new(vm, name, n, &vname)) return -1;
  for (i = 0; i < vm->ntools; i++)
    if (str_eq(AS_STR(vm->tools[i].name), AS_STR(vname))) break;
  if (i == vm->ntools) {
    if (vm->ntools == vm->captools) {
      uint32_t nc = vm->captools ? vm->captools * 2 : 8;
      Tool *nt = mem_realloc(&vm->mem, vm->tools, vm->captools * sizeof(Tool), nc * sizeof(Tool));
      if (nt == NULL) return vm_nomem(vm);
      vm->tools = nt;
      vm->captools = nc;
    }
    vm->ntools++;
  }
  t = &vm->tools[i];
  t->name = vname;
  t->binder = binder;
  t->signature = vsig;
  t->doc = vdoc;
  t->flags = flags;
  {
    Value tv;
    tv.tag = V_TOOL;
    tv.u.i = (int64_t)i;
    return dict_set(vm, vm->globals, vname, tv);
  }
}
