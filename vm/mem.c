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

/* A chunk's header; its blocks follow (16-aligned: the hook's blocks are
** aligned for any object, and the header is 16 bytes). */
typedef struct MemChunk {
  struct MemChunk *next;
  size_t size;       /* whole chunk, header included */
} MemChunk;
#define CHUNK_HDR ((sizeof(MemChunk) + MEM_POOL_STEP - 1) / MEM_POOL_STEP * MEM_POOL_STEP)

void mem_drain(Mem *m) {
  MemChunk *k = m->chunks;
  while (k) {
    MemChunk *nx = k->next;
    UNPOISON(k, k->size);
    m->fn(m->ud, k, k->size, 0);
    k = nx;
  }
  m->chunks = NULL;
  m->carve = m->carve_end = NULL;
  memset(m->free, 0, sizeof m->free);
  m->pooled = 0;
}

/* The class of a block of n > 0 bytes, or -1 when it is not pooled. */
static int pool_class(size_t n) {
  return n <= MEM_POOL_MAX ? (int)((n + MEM_POOL_STEP - 1) / MEM_POOL_STEP) - 1 : -1;
}

#define CLASS_SIZE(c) ((size_t)((c) + 1) * MEM_POOL_STEP)

static void pool_list(Mem *m, void *p, int c) {
  *(void **)p = m->free[c];
  m->free[c] = p;
  m->pooled += CLASS_SIZE(c);
  POISON(p, CLASS_SIZE(c));
}

/* Whether libc's realloc shrinks a big block in place (MEM_RELEASE_MIN in
** mem.h): ASan's copies it, so there a big block is parked or given back
** whole, never in slices. */
#ifdef MEM_ASAN
#define SHRINK_IN_PLACE 0
#else
#define SHRINK_IN_PLACE 1
#endif

/* Give block p of size bytes back to the hook (mem.h, MEM_RELEASE_MIN):
** a big one a slice at a time, parked when the deadline passes. */
static void give_back(Mem *m, void *p, size_t size) {
  if (size >= MEM_RELEASE_MIN && m->fn == mem_default && m->poll && m->charge) {
    while (size > MEM_RELEASE_SLICE) {
      void *np;
      if (m->poll(m->owner) && m->nparked < MEM_PARKED) {
        m->parked[m->nparked].p = p;
        m->parked[m->nparked].size = size;
        m->nparked++;
        return;
      }
      if (!SHRINK_IN_PLACE) break;   /* the rest goes back whole */
      np = m->fn(m->ud, p, size, size - MEM_RELEASE_SLICE);
      if (np == NULL) break;
      p = np;
      size -= MEM_RELEASE_SLICE;
    }
  }
  m->fn(m->ud, p, size, 0);
}

static int limit_room(Mem *m, size_t grow);

/* Resize big block p with the hook; a growth of a block of MEM_TOUCH_MIN
** bytes or more, in a Mem that polls, moves it to a fresh block a
** MEM_TOUCH_SLICE at a time with a poll after each (mem.h).  Until the
** copy is done both blocks are held, so the limit must have room for the
** whole new block beside everything held (the old block included), and
** the peak counts both: a list of 100 MB growing to 200 MB holds 300 MB
** for a moment, and a limit of 256 MB refuses it.  NULL, with p untouched,
** when the limit or the hook refuses or the poll asks to stop. */
static void *hook_resize(Mem *m, void *p, size_t osize, size_t nsize) {
  char *np;
  size_t done = 0;
  if (p == NULL || nsize <= osize || osize < MEM_TOUCH_MIN || !m->poll || !m->charge)
    return m->fn(m->ud, p, osize, nsize);
  if (limit_room(m, nsize)) return NULL;
  np = m->fn(m->ud, NULL, 0, nsize);
  if (np == NULL) return NULL;
  if (m->used + nsize > m->peak) m->peak = m->used + nsize;
  while (done < osize) {
    size_t k = osize - done < MEM_TOUCH_SLICE ? osize - done : MEM_TOUCH_SLICE;
    memcpy(np + done, (char *)p + done, k);
    done += k;
    if (m->poll(m->owner)) {
      m->fn(m->ud, np, nsize, 0);
      return NULL;
    }
  }
  give_back(m, p, osize);
  return np;
}

static void chain_free(Mem *m, ArenaBlock *b, size_t bytes, bool counted);

void mem_release_parked(Mem *m) {
  int i, n = m->nparked, nc = m->nchains;
  struct { void *p; size_t size; } todo[MEM_PARKED], chains[MEM_PARKED];
  memcpy(todo, m->parked, sizeof todo);
  memcpy(chains, m->chains, sizeof chains);
  m->nparked = m->nchains = 0;
  /* each may be parked again if the deadline has passed meanwhile */
  for (i = 0; i < n; i++) give_back(m, todo[i].p, todo[i].size);
  for (i = 0; i < nc; i++) chain_free(m, chains[i].p, chains[i].size, false);
}

static void pool_release(Mem *m, void *p, int c, size_t size) {
  m->used -= size;
  if (c < 0) give_back(m, p, size);
  else pool_list(m, p, c);
}

/* A new chunk for a block of `need` bytes: MEM_CHUNK_MIN doubling to
** MEM_CHUNK_MAX, less when held memory would pass the limit (what fits
** under it, at least the block), just the block when the hook refuses
** more.  The old tail, smaller than the block, goes on its size's list. */
static int pool_chunk(Mem *m, size_t need) {
  size_t full = m->chunk_next ? m->chunk_next : MEM_CHUNK_MIN, want = full;
  size_t tail = (size_t)(m->carve_end - m->carve);
  MemChunk *k = NULL;
  if (m->limit) {
    size_t held = m->used + m->pooled + tail;
    size_t room = held < m->limit ? (m->limit - held) & ~(size_t)(MEM_POOL_STEP - 1) : 0;
    if (want > room) want = room;
  }
  if (want > CHUNK_HDR + need) k = m->fn(m->ud, NULL, 0, want);
  if (k == NULL) {
    want = CHUNK_HDR + need;
    k = m->fn(m->ud, NULL, 0, want);
    if (k == NULL) return -1;
  }
  if (want == full && full < MEM_CHUNK_MAX) m->chunk_next = full * 2;
  if (tail >= MEM_POOL_STEP) {
    UNPOISON(m->carve, tail);
    pool_list(m, m->carve, pool_class(tail));
  }
  k->size = want;
  k->next = m->chunks;
  m->chunks = k;
  m->carve = (char *)k + CHUNK_HDR;
  m->carve_end = (char *)k + want;
  POISON(m->carve, want - CHUNK_HDR);
  return 0;
}

/* A block of class c: listed, else carved (a new chunk when the tail is
** too short).  NULL when the hook fails. */
static void *pool_take(Mem *m, int c) {
  size_t cs = CLASS_SIZE(c);
  void *p = m->free[c];
  if (p) {
    UNPOISON(p, cs);
    m->free[c] = *(void **)p;
    m->pooled -= cs;
    return p;
  }
  if ((size_t)(m->carve_end - m->carve) < cs && pool_chunk(m, cs)) return NULL;
  p = m->carve;
  m->carve += cs;
  UNPOISON(p, cs);
  return p;
}

/* What the Mem holds besides live blocks: freed memory it keeps for
** reuse (listed small blocks, the uncarved tail of the newest chunk) and
** big blocks whose release a deadline interrupted. */
static size_t held_free(const Mem *m) {
  size_t n = m->pooled + (size_t)(m->carve_end - m->carve);
  int i;
  for (i = 0; i < m->nparked; i++) n += m->parked[i].size;
  for (i = 0; i < m->nchains; i++) n += m->chains[i].size;
  return n;
}

size_t mem_held(const Mem *m) {
  return m->used + held_free(m);
}

/* The limit (mem.h): may `grow` more bytes come from the hook?  Counts
** the live blocks and what the Mem keeps after frees; parked blocks are
** released first when they are what stands in the way.  0, or -1 with
** m->refused set. */
static int limit_room(Mem *m, size_t grow) {
  size_t held;
  if (!m->limit) return 0;
  held = mem_held(m);
  if (held > m->limit || grow > m->limit - held) {
    if (m->nparked || m->nchains) {
      mem_release_parked(m);
      held = mem_held(m);
    }
    if (held > m->limit || grow > m->limit - held) {
      m->refused = 1;
      return -1;
    }
  }
  return 0;
}

/* mem_realloc for a pooling Mem.  used counts the sizes asked for, as
** without pooling; small blocks come from the chunks, big ones from the
** hook. */
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
  /* a big block's bytes come from the hook: counted with what is held */
  if (nc < 0 && (oc >= 0 || !ptr || nsize > osize) &&
      limit_room(m, oc < 0 && ptr ? nsize - osize : nsize))
    return NULL;
  if (ptr && oc >= 0 && nc >= 0 && nc <= oc) {
    /* a small block shrinks in place (it stays at least its owner's new
    ** class, which is all the lists need): it never fails */
    np = ptr;
  } else if (nc >= 0) {
    np = pool_take(m, nc);
    if (np == NULL) return NULL;
  } else if (oc < 0 && ptr) {
    np = hook_resize(m, ptr, osize, nsize);
    if (np == NULL) return NULL;
    m->used = m->used - osize + nsize;
    if (m->used > m->peak) m->peak = m->used;
    return np;
  } else {
    np = m->fn(m->ud, NULL, 0, nsize);
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
    if (ptr) { give_back(m, ptr, osize); m->used -= osize; }
    return NULL;
  }
  if (nsize > osize && limit_room(m, nsize - osize)) return NULL;
  np = hook_resize(m, ptr, osize, nsize);
  if (np == NULL) return NULL;
  m->used = m->used - osize + nsize;
  if (m->used > m->peak) m->peak = m->used;
  return np;
}

/* Touch the pages of [from, to) of block p, polling between slices:
** -1 when the poll asked to stop. */
static int mem_touch(Mem *m, char *p, size_t from, size_t to) {
  while (from < to) {
    size_t end = to - from > MEM_TOUCH_SLICE ? from + MEM_TOUCH_SLICE : to, i;
    for (i = from; i < end; i += 4096) p[i] = 0;
    from = end;
    if (m->poll(m->owner)) return -1;
  }
  return 0;
}

void *mem_realloc(Mem *m, void *ptr, size_t osize, size_t nsize) {
  void *np = mem_resize(m, ptr, osize, nsize);
  if (np && m->charge && m->poll && nsize > (ptr ? osize : 0) &&
      nsize - (ptr ? osize : 0) >= MEM_TOUCH_MIN &&
      mem_touch(m, np, ptr ? osize : 0, nsize) && ptr == NULL) {
    /* a fresh block is given up (a grown one stays: its old bytes are
    ** the caller's); the deadline ends the run at its next poll */
    mem_resize(m, np, nsize, 0);
    return NULL;
  }
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
  a->bytes = 0;
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
    a->bytes += bs;
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

/* Give back the chain of blocks from b (bytes in all), polling every
** ARENA_POLL_BLOCKS blocks: a tree of many blocks goes back to libc one
** free at a time, each small but the heap trimmed as they come (the
** 600 MB tree of a 10 MB regex pattern went 20-40 ms unpolled).  Once the
** deadline has passed the rest of the chain is parked whole for
** mem_release_parked, as a big block's release is (give_back). */
#define ARENA_POLL_BLOCKS 16
static void chain_free(Mem *m, ArenaBlock *b, size_t bytes, bool counted) {
  unsigned k = 0;
  while (b) {
    ArenaBlock *nx = b->next;
    if (++k % ARENA_POLL_BLOCKS == 0 && m->poll && m->charge && m->nchains < MEM_PARKED &&
        m->poll(m->owner)) {
      m->chains[m->nchains].p = b;
      m->chains[m->nchains].size = bytes;
      m->nchains++;
      if (counted) m->used -= bytes;
      return;
    }
    bytes -= b->size;
    if (counted) mem_free(m, b, b->size);
    else give_back(m, b, b->size);
    b = nx;
  }
}

void arena_free(Arena *a) {
  chain_free(a->mem, a->head, a->bytes, true);
  a->head = NULL;
  a->bytes = 0;
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
  a->bytes = keep ? keep->size : 0;
  if (keep) {
    keep->next = NULL;
    a->cur = (char *)keep + hdr;
    a->end = (char *)keep + keep->size;
  } else {
    a->cur = a->end = NULL;
  }
}
