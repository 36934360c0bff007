/*
** astcache.c - syntax trees shared between VMs: a host-owned cache of
** parsed modules keyed by their source text (bt_cache in baton.h).
**
** Parsing is most of compile_module's time.  A host that loads the same
** texts in many VMs -- the prelude's functions and library modules every VM
** compiles, tool signatures registered in each new VM, snapshot restores
** (which recompile their sources), a program sent again -- parses each text
** once.  Only the tree is shared: each VM still generates its own code
** objects from it, so nothing a VM holds points into the cache and a VM's
** memory accounting covers everything it owns.
**
** Invariants: an entry is complete before it is published and is never
** changed or freed until astcache_free.  The compiler only reads trees
** (tests/unit/test_astcache.c checks that compiling leaves a cached tree's
** bytes unchanged), so any number of VMs on any threads may read one tree
** at once.
**
** Thread safety without locks: each bucket is a singly linked list whose
** head is replaced by compare-and-swap (release), and readers load heads
** with acquire.  Two threads parsing the same new text both publish; later
** lookups find one of them and the other is kept until the end.  The budget
** is an atomic byte count checked before a parse, and a parse into the
** cache may use only what is left of it: a text whose tree does not fit,
** and every text once the budget is spent, is parsed into the caller's
** arena as without a cache (so under the VM's own memory limit).
** Each entry allocates through its own Mem (the accounting is per entry).
**
** Keys are compared in full (length and bytes) after a 64-bit FNV-1a hash:
** a text never gets another text's tree.  Hostile texts crafted to collide
** only lengthen one bucket's list, which the budget bounds.
*/
#include <stdatomic.h>
#include <stdbool.h>
#include <string.h>
#include "astcache.h"

#define AC_BUCKETS 256

typedef struct AcEntry {
  struct AcEntry *next;   /* older entry of the same bucket */
  uint64_t hash;
  size_t len;
  const char *src;        /* the key: a copy of the text, in the arena */
  Ast *mod;               /* the tree, in the arena */
  Mem mem;                /* the entry's own accounting */
  Arena arena;            /* the text and the tree */
} AcEntry;

struct bt_cache {
  _Atomic(AcEntry *) buckets[AC_BUCKETS];
  atomic_size_t used;     /* bytes of all entries */
  size_t max;             /* the budget */
  MemFn fn;
  void *ud;
};

static uint64_t astcache_hash(const char *s, size_t n) {
  uint64_t h = 1469598103934665603u;
  size_t i;
  for (i = 0; i < n; i++) {
    h ^= (unsigned char)s[i];
    h *= 1099511628211u;
  }
  return h;
}

AstCache *astcache_new(MemFn fn, void *ud, size_t max_bytes) {
  Mem m;
  AstCache *c;
  int i;
  mem_init(&m, fn, ud, 0);
  c = mem_alloc(&m, sizeof *c);
  if (c == NULL) return NULL;
  for (i = 0; i < AC_BUCKETS; i++) atomic_init(&c->buckets[i], NULL);
  atomic_init(&c->used, 0);
  c->max = max_bytes;
  c->fn = m.fn;
  c->ud = ud;
  return c;
}

void astcache_free(AstCache *c) {
  Mem m;
  int i;
  if (c == NULL) return;
  for (i = 0; i < AC_BUCKETS; i++) {
    AcEntry *e = atomic_load_explicit(&c->buckets[i], memory_order_acquire);
    while (e) {
      AcEntry *nx = e->next;
      Mem em = e->mem;
      arena_free(&e->arena);
      mem_free(&em, e, sizeof *e);
      e = nx;
    }
  }
  mem_init(&m, c->fn, c->ud, 0);
  mem_free(&m, c, sizeof *c);
}

Ast *astcache_parse(AstCache *c, Arena *arena, const char *src, size_t len,
                    ParseError *err, int *oom) {
  uint64_t h = astcache_hash(src, len);
  _Atomic(AcEntry *) *bucket = &c->buckets[h % AC_BUCKETS];
  AcEntry *e, *head;
  Mem m;
  size_t used;
  char *key;
  for (e = atomic_load_explicit(bucket, memory_order_acquire); e; e = e->next)
    if (e->hash == h && e->len == len && memcmp(e->src, src, len) == 0) {
      memset(err, 0, sizeof *err);
      *oom = 0;
      return e->mod;
    }
  used = atomic_load_explicit(&c->used, memory_order_relaxed);
  if (used >= c->max) return ast_parse(arena, src, len, err, oom);
  /* the entry may take what is left of the budget, no more: a text whose
  ** tree is bigger is parsed in the caller's arena, under the VM's limit */
  mem_init(&m, c->fn, c->ud, c->max - used);
  e = mem_alloc(&m, sizeof *e);
  if (e == NULL) return ast_parse(arena, src, len, err, oom);
  e->mem = m;
  arena_init(&e->arena, &e->mem);
  key = arena_alloc_raw(&e->arena, len ? len : 1);
  e->mod = key ? ast_parse(&e->arena, src, len, err, oom) : NULL;
  if (e->mod == NULL) {
    /* a syntax error is reported as it is; the cache's own allocator
    ** failing is not the VM's problem: parse in the caller's arena */
    bool again = key == NULL || *oom;
    arena_free(&e->arena);
    m = e->mem;
    mem_free(&m, e, sizeof *e);
    return again ? ast_parse(arena, src, len, err, oom) : NULL;
  }
  memcpy(key, src, len);
  e->src = key;
  e->len = len;
  e->hash = h;
  atomic_fetch_add_explicit(&c->used, e->mem.used, memory_order_relaxed);
  head = atomic_load_explicit(bucket, memory_order_relaxed);
  do {
    e->next = head;
  } while (!atomic_compare_exchange_weak_explicit(bucket, &head, e, memory_order_release,
                                                  memory_order_relaxed));
  return e->mod;
}
