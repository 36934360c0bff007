/*
** mem.c - allocator hook, exact accounting, arenas.
*/
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <stdbool.h>
#include "mem.h"

void *mem_default(void *ud, void *ptr, size_t osize, size_t nsize) {
  (void)ud; (void)osize;
  if (nsize == 0) { free(ptr); return NULL; }
  return realloc(ptr, nsize);
}

void mem_init(Mem *m, MemFn fn, void *ud, size_t limit) {
  memset(m, 0, sizeof *m);
  m->fn = fn ? fn : mem_default;
  m->ud = ud;
  m->limit = limit;
}

#if defined(__SANITIZE_ADDRESS__)
#define MEM_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define MEM_ASAN 1
#endif
#endif
#ifdef MEM_ASAN
void __asan_poison_memory_region(void const volatile *addr, size_t size);
void __asan_unpoison_memory_region(void const volatile *addr, size_t size);
#define POISON(p, n) __asan_poison_memory_region((p), (n))
#define UNPOISON(p, n) __asan_unpoison_memory_region((p), (n))
#else
#define POISON(p, n) ((void)0)
#define UNPOISON(p, n) ((void)0)
#endif

void mem_pool_on(Mem *m) {
#ifndef BT_GC_STRESS
  m->pool = 1;
#else
  (void)m;
#endif
}

void mem_drain(Mem *m) {
  int c;
  for (c = 0; c < MEM_POOL_CLASSES; c++) {
    size_t sz = (size_t)(c + 1) * MEM_POOL_STEP;
    while (m->free[c]) {
      void *p = m->free[c];
      UNPOISON(p, sz);
      m->free[c] = *(void **)p;
      m->fn(m->ud, p, sz, 0);
      m->pooled -= sz;
    }
  }
}

/* The class of a block of n > 0 bytes, or -1 when it is not pooled. */
static int pool_class(size_t n) {
  return n <= MEM_POOL_MAX ? (int)((n + MEM_POOL_STEP - 1) / MEM_POOL_STEP) - 1 : -1;
}

#define CLASS_SIZE(c) ((size_t)((c) + 1) * MEM_POOL_STEP)

static void pool_release(Mem *m, void *p, int c, size_t size) {
  m->used -= size;
  if (c < 0) {
    m->fn(m->ud, p, size, 0);
    return;
  }
  *(void **)p = m->free[c];
  m->free[c] = p;
  m->pooled += CLASS_SIZE(c);
  POISON(p, CLASS_SIZE(c));
}

/* A block from the hook: a new one of size n (ptr NULL), or ptr resized
** from osize.  Pooled blocks go back to the hook first if they would take
** held memory past the limit, or if the hook fails. */
static void *pool_hook(Mem *m, void *ptr, size_t osize, size_t n) {
  void *np;
  if (m->pooled && m->limit && m->used + m->pooled + n > m->limit + osize) mem_drain(m);
  np = m->fn(m->ud, ptr, osize, n);
  if (np == NULL && m->pooled) {
    mem_drain(m);
    np = m->fn(m->ud, ptr, osize, n);
  }
  return np;
}

/* mem_realloc for a pooling Mem.  used counts the sizes asked for, as
** without pooling; the hook sees small blocks at their class size. */
static void *pool_realloc(Mem *m, void *ptr, size_t osize, size_t nsize) {
  int oc = ptr ? pool_class(osize) : -1, nc = nsize ? pool_class(nsize) : -1;
  void *np;
  if (nsize == 0) {
    if (ptr) pool_release(m, ptr, oc, osize);
    return NULL;
  }
  if (nsize > osize && m->limit &&
      (m->used > m->limit || nsize - osize > m->limit - m->used)) {
    m->refused = 1;
    return NULL;
  }
  if (ptr && oc >= 0 && oc == nc) {
    np = ptr;
  } else if (nc >= 0 && m->free[nc]) {
    np = m->free[nc];
    UNPOISON(np, CLASS_SIZE(nc));
    m->free[nc] = *(void **)np;
    m->pooled -= CLASS_SIZE(nc);
  } else if (ptr && (nsize < osize || (oc < 0 && nc < 0))) {
    /* the hook resizes: a shrink then fails only if the hook's does (the
    ** compiler shrinks its arrays and relies on that) */
    np = pool_hook(m, ptr, oc >= 0 ? CLASS_SIZE(oc) : osize, nc >= 0 ? CLASS_SIZE(nc) : nsize);
    if (np == NULL) return NULL;
    m->used = m->used - osize + nsize;
    if (m->used > m->peak) m->peak = m->used;
    return np;
  } else {
    np = pool_hook(m, NULL, 0, nc >= 0 ? CLASS_SIZE(nc) : nsize);
    if (np == NULL) return NULL;
  }
  if (np != ptr && ptr) {
    memcpy(np, ptr, osize < nsize ? osize : nsize);
    pool_release(m, ptr, oc, osize);
  } else if (ptr) {
    m->used -= osize;
  }
  m->used += nsize;
  if (m->used > m->peak) m->peak = m->used;
  return np;
}

/* mem_realloc without the charge (arena blocks). */
static void *mem_resize(Mem *m, void *ptr, size_t osize, size_t nsize) {
  void *np;
  if (ptr == NULL) osize = 0;
  if (m->pool) return pool_realloc(m, ptr, osize, nsize);
  if (nsize == 0) {
    if (ptr) { m->fn(m->ud, ptr, osize, 0); m->used -= osize; }
    return NULL;
  }
  if (nsize > osize && m->limit &&
      (m->used > m->limit || nsize - osize > m->limit - m->used)) {
    m->refused = 1;
    return NULL;
  }
  np = m->fn(m->ud, ptr, osize, nsize);
  if (np == NULL) return NULL;
  m->used = m->used - osize + nsize;
  if (m->used > m->peak) m->peak = m->used;
  return np;
}

void *mem_realloc(Mem *m, void *ptr, size_t osize, size_t nsize) {
  void *np = mem_resize(m, ptr, osize, nsize);
  if (np && m->charge && nsize >= MEM_CHARGE_MIN && nsize > (ptr ? osize : 0)) {
    /* capped so that the countdown stays far from overflow (and within
    ** what a snapshot's loader accepts) whatever the sizes */
    int64_t *c = m->charge;
    size_t units = (nsize - (ptr ? osize : 0)) / MEM_CHARGE_UNIT;
    *c -= units > ((size_t)1 << 24) ? (int64_t)1 << 24 : (int64_t)units;
    if (*c < -((int64_t)1 << 30)) *c = -((int64_t)1 << 30);
  }
  return np;
}

size_t mem_grow_cap(size_t cap, size_t need, size_t elem) {
  size_t n = cap < 8 ? 8 : cap;
  while (n < need) {
    if (n > SIZE_MAX / 2) return 0;
    n *= 2;
  }
  if (n > SIZE_MAX / elem) return 0;
  return n;
}

struct ArenaBlock {
  ArenaBlock *next;
  size_t size;       /* whole block, header included */
};

#define ARENA_BLOCK 16384

void arena_init(Arena *a, Mem *m) {
  a->mem = m;
  a->head = NULL;
  a->cur = a->end = NULL;
  a->room = NULL;
  a->roomsize = 0;
}

void arena_init_room(Arena *a, Mem *m, void *room, size_t size) {
  arena_init(a, m);
  a->room = room;
  a->roomsize = size;
  a->cur = room;
  a->end = a->cur + size;
}

void *arena_alloc_raw(Arena *a, size_t n) {
  char *p;
  n = (n + 7) & ~(size_t)7;
  if (n > (size_t)(a->end - a->cur) || a->cur == NULL) {
    size_t hdr = (sizeof(ArenaBlock) + 7) & ~(size_t)7;
    /* blocks grow from 1 KiB to ARENA_BLOCK: small trees stay small */
    size_t want = a->head ? (a->head->size * 2 < ARENA_BLOCK ? a->head->size * 2 : ARENA_BLOCK)
                          : 1024;
    size_t bs = n + hdr > want ? n + hdr : want;
    ArenaBlock *b;
    if (n > SIZE_MAX - hdr) return NULL;
    b = mem_resize(a->mem, NULL, 0, bs);
    if (b == NULL) return NULL;
    b->next = a->head;
    b->size = bs;
    a->head = b;
    a->cur = (char *)b + hdr;
    a->end = (char *)b + bs;
  }
  p = a->cur;
  a->cur += n;
  return p;
}

void *arena_alloc(Arena *a, size_t n) {
  void *p = arena_alloc_raw(a, n);
  if (p) memset(p, 0, n);
  return p;
}

void arena_free(Arena *a) {
  ArenaBlock *b = a->head;
  while (b) {
    ArenaBlock *nx = b->next;
    mem_free(a->mem, b, b->size);
    b = nx;
  }
  a->head = NULL;
  a->cur = a->room;
  a->end = a->room ? a->room + a->roomsize : NULL;
}

void arena_reset(Arena *a) {
  ArenaBlock *b = a->head, *keep = NULL;
  if (a->room) {          /* back to the caller's room, no block kept */
    arena_free(a);
    return;
  }
  size_t hdr = (sizeof(ArenaBlock) + 7) & ~(size_t)7;
  while (b) {
    ArenaBlock *nx = b->next;
    if (nx == NULL) keep = b;
    else mem_free(a->mem, b, b->size);
    b = nx;
  }
  a->head = keep;
  if (keep) {
    keep->next = NULL;
    a->cur = (char *)keep + hdr;
    a->end = (char *)keep + keep->size;
  } else {
    a->cur = a->end = NULL;
  }
}
