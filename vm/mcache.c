/*
** mcache.c - the VM's attribute lookup cache: allocation and filling
** (the invariants and the lookup are in mcache.h).
*/
#include <string.h>
#include "mcache.h"

void mcache_put(VM *vm, const void *owner, const Str *name, Value v) {
  MCacheEntry *e;
  if (vm->mcache == NULL) {
    size_t sz = MCACHE_SIZE * sizeof(MCacheEntry);
    /* only when it fits: a refused allocation would count as the limit */
    if (vm->mem.limit && (vm->mem.used > vm->mem.limit || sz > vm->mem.limit - vm->mem.used))
      return;
    vm->mcache = mem_alloc(&vm->mem, sz);
    if (vm->mcache == NULL) return;
    memset(vm->mcache, 0, sz);
    if (vm->mcache_epoch == 0) vm->mcache_epoch = 1;
  }
  /* the set's first entry holds the newer key: a new key goes there, the
  ** one it displaces to the second unless that one is free or is the key */
  e = mcache_set(vm, owner, name);
  if (e->epoch == vm->mcache_epoch && !mcache_is(vm, e, owner, name)) {
    if (e[1].epoch == vm->mcache_epoch && !mcache_is(vm, e + 1, owner, name)) e[1] = e[0];
    else e++;
  }
  e->owner = owner;
  e->name = name;
  e->epoch = vm->mcache_epoch;
  e->v = v;
}

void mcache_free(VM *vm) {
  mem_free(&vm->mem, vm->mcache, vm->mcache ? MCACHE_SIZE * sizeof(MCacheEntry) : 0);
  vm->mcache = NULL;
}
