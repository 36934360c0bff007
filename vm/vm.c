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
#include "dict.h"

VM *vm_new(MemFn fn, void *ud) {
  Mem m;
  VM *vm;
  Tuple *t;
  Exc *e;
  mem_init(&m, fn, ud, 0);
  vm = mem_alloc(&m, sizeof(VM));
  if (vm == NULL) return NULL;
  memset(vm, 0, sizeof *vm);
  vm->mem = m;
  vm->exc = vm->handled = vm->result = vm->nomem = VNONE;
  vm->exc = VUNDEF;
  vm->str_empty = VNONE;
  vm->lim.max_depth = 1000;
  vm->budget = BUDGET_CHUNK;
  vm->gc_next = GC_MIN;
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
  gc_collect(vm);
  return vm;
fail:
  vm_free(vm);
  return NULL;
}

void vm_free(VM *vm) {
  Obj *o;
  Mem m;
  if (vm == NULL) return;
  o = vm->objects;
  while (o) {
    Obj *nx = o->next;
    obj_free(vm, o);
    o = nx;
  }
  mem_free(&vm->mem, vm->stack, vm->stack_cap * sizeof(Value));
  mem_free(&vm->mem, vm->frames, vm->frames_cap * sizeof(Frame));
  buf_free(vm, &vm->outbuf);
  m = vm->mem;
  mem_free(&m, vm, sizeof(VM));
}
