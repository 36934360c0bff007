/*
** mcache.h - the VM's attribute lookup cache (vm/mcache.c): what a class's
** MRO gives for a name (class_lookup), and which native method a builtin
** type has for a name (method_find), so that `self.x`, `self.m()` and
** `lst.append(v)` do not walk the MRO or compare method names each time.
**
** A table of MCACHE_SIZE entries in sets of two, the set chosen by a hash
** of (owner, name), both compared as pointers; the name is usually an
** instruction's constant.  Two ways, because a loop often asks for two
** keys of one set (objects.py's user __hash__ lookup and the prelude's
** retry function: each evicted the other at every call).
** An entry is valid only while its epoch equals vm->mcache_epoch.
** Invariants that make pointer keys and cached values safe:
**  - the epoch is bumped by every collection (gc_collect), the only place
**    objects are freed while the VM lives: within an epoch no key or value
**    pointer can be freed and its address reused, and the cache holds no
**    reference the collector would have to see;
**  - the epoch is bumped whenever a class's namespace dict changes after
**    the class was made (class_fix_slots, which every such change calls),
**    since that can change the lookup of any class whose MRO contains it;
**    a class's MRO never changes;
**  - only values that their class dict keeps alive are cached (or
**    immediates), never an object made by the lookup itself;
**  - nothing of it is saved in a snapshot; a loaded VM starts a new epoch.
** The table is allocated at the first lookup through a class, or after
** MCACHE_COLD lookups of builtin types' methods (through vm->mem, and only
** when it fits under the memory limit: the cache never makes a program
** fail), freed by vm_free.
*/
#ifndef BT_MCACHE_H
#define BT_MCACHE_H

#include "vm.h"

#define MCACHE_SIZE 256    /* entries, a power of two */
#define MCACHE_COLD 200    /* builtin method lookups before the table is made */

typedef struct MCacheEntry {
  const void *owner;   /* a Class, or mcache_type(t) for builtin type t */
  const Str *name;
  uint64_t epoch;      /* valid when == vm->mcache_epoch (never 0) */
  Value v;             /* the value; V_UNDEF: the name is not there */
} MCacheEntry;

/* A key for builtin type t that no object pointer can equal. */
#define mcache_type(t) ((const void *)(uintptr_t)(((uintptr_t)(t) << 1) | 1))

/* The first of the two entries of (owner, name)'s set. */
static inline MCacheEntry *mcache_set(VM *vm, const void *owner, const Str *name) {
  uintptr_t h = ((uintptr_t)owner >> 3) * 0x9E3779B97F4A7C15ull ^ ((uintptr_t)name >> 3);
  return &vm->mcache[((h ^ (h >> 29)) & (MCACHE_SIZE / 2 - 1)) * 2];
}

static inline bool mcache_is(const VM *vm, const MCacheEntry *e, const void *owner,
                             const Str *name) {
  return e->epoch == vm->mcache_epoch && e->owner == owner && e->name == name;
}

/* The cached lookup of name in owner: true and *v (V_UNDEF: absent), or
** false when not cached. */
static inline bool mcache_get(VM *vm, const void *owner, const Str *name, Value *v) {
  MCacheEntry *e;
  if (vm->mcache == NULL) return false;
  e = mcache_set(vm, owner, name);
  if (!mcache_is(vm, e, owner, name) && !mcache_is(vm, ++e, owner, name)) return false;
  *v = e->v;
  return true;
}

/* Remember a lookup (v V_UNDEF: absent); allocates the table first. */
void mcache_put(VM *vm, const void *owner, const Str *name, Value v);
/* method_find(t, name) through the cache. */
static inline int mcache_method(VM *vm, int t, const Str *name) {
  Value v;
  int m;
  if (mcache_get(vm, mcache_type(t), name, &v)) return (int)v.u.i;
  m = method_find(t, name->data, name->len);
  /* a short program does not pay for the table (zeroing it is most of
  ** what it costs): builtin methods start being cached after a while */
  if (vm->mcache || ++vm->mcache_cold > MCACHE_COLD) mcache_put(vm, mcache_type(t), name, vint(m));
  return m;
}

/* Forget every entry (a class dict changed, or objects were freed). */
static inline void mcache_invalidate(VM *vm) { vm->mcache_epoch++; }
void mcache_free(VM *vm);

#endif
