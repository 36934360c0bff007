/*
** mem.c - allocator hook, exact accounting, arenas.
*/
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include "mem.h"

void *mem_default(void *ud, void *ptr, size_t osize, size_t nsize) {
  (void)ud; (void)osize;
  if (nsize == 0) { free(ptr); return NULL; }
  return realloc(ptr, nsize);
}

void mem_init(Mem *m, MemFn fn, void *ud, size_t limit) {
  m->fn = fn ? fn : mem_default;
  m->ud = ud;
  m->used = m->peak = 0;
  m->limit = limit;
  m->refused = 0;
  m->charge = NULL;
}

/* mem_realloc without the charge (arena blocks). */
static void *mem_resize(Mem *m, void *ptr, size_t osize, size_t nsize) {
  void *np;
  if (ptr == NULL) osize = 0;
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
