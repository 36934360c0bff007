/*
** mem.h - the one allocator hook every byte of a VM passes through.
**
** The host gives a realloc-style function told the old size (as lua_Alloc).
** Mem keeps exact accounting: `used` is the sum of the sizes of all live
** blocks, so a memory limit is a plain comparison.  The lexer, parser,
** compiler and VM all allocate through a Mem, never through malloc directly.
*/
#ifndef BT_MEM_H
#define BT_MEM_H

#include <stddef.h>
#include <stdint.h>

/* ptr == NULL: allocate nsize.  nsize == 0: free ptr (returns NULL).
** Otherwise resize.  Returns NULL on failure (the old block stays valid). */
typedef void *(*MemFn)(void *ud, void *ptr, size_t osize, size_t nsize);

/* Small blocks (MEM_POOL_MAX bytes or less) of a pooling Mem are sized in
** MEM_POOL_STEP classes and carved from chunks: the hook gives the Mem
** chunks of MEM_CHUNK_MIN to MEM_CHUNK_MAX bytes, a fresh small block is
** the next CLASS_SIZE bytes of the newest chunk (a bump of a pointer), and
** a freed one waits on its class's free list for the next request of that
** class (a VM allocates and frees small objects all the time; glibc's
** malloc, one call per block, was a tenth of an object-heavy run).
** Invariants of a pooling Mem:
**  - every block of at most MEM_POOL_MAX bytes lies in a chunk and is at
**    least its class size: its owner's size names a class the block can
**    hold (the owner frees and resizes with the size it asked for, as the
**    hook requires anyway);
**  - used counts live blocks at the sizes asked for (exact, as without
**    pooling); pooled counts the listed blocks at their class size; the
**    uncarved tail of the newest chunk is [carve, carve_end);
**  - the limit bounds the memory the Mem holds for its owner: live
**    blocks (used) plus what it keeps after frees (the listed blocks,
**    the uncarved tail, parked big blocks: see MEM_RELEASE_MIN).  A small
**    block taken from a list or the tail adds nothing to that and is
**    refused only when used would pass the limit; a chunk is asked for
**    only while held memory plus the chunk stays under the limit, else
**    just big enough for the block; a big block (or a growth) is refused
**    when held memory plus its bytes would pass the limit, once the
**    parked blocks have been given back.  A listed block stays in its
**    class (a chunk goes back to the hook only with the Mem): a program
**    that frees a million small objects keeps their room counted until
**    small objects use it again.  Not counted: a small block's rounding
**    up to its class and the chunk headers (under 16 bytes a block), so
**    that a program's live blocks count the same in every build (the
**    GC-stress build does not pool);
**  - mem_drain gives every chunk (and so every small block) back; the
**    owner calls it when no small block is live any more (vm_free).
** Only the VM's Mem pools (mem_pool_on): the parser's shared cache copies
** its Mems by value.  Under BT_GC_STRESS it does not (ASan's quarantine
** must see every freed object); under ASan listed blocks and the uncarved
** tail are poisoned. */
#define MEM_POOL_STEP 16
#define MEM_POOL_MAX 512
#define MEM_POOL_CLASSES (MEM_POOL_MAX / MEM_POOL_STEP)
#define MEM_CHUNK_MIN 8192      /* the first chunk; each next one doubles */
#define MEM_CHUNK_MAX 262144

#define MEM_PARKED 4
typedef struct Mem {
  MemFn fn;          /* host hook, or mem_default */
  void *ud;          /* host's pointer, passed back to fn */
  size_t used;       /* bytes in live blocks: exact */
  size_t peak;       /* high-water mark of used (a big block moved by a
                        resize counts twice until the copy is done) */
  size_t limit;      /* refuse a growth that would take used above this; 0 = none */
  int refused;       /* set when a request was refused because of limit
                        (not by the hook); the VM turns it into BT_LIMIT */
  int64_t *charge;   /* a countdown the owner checks (a VM: its step
                        budget), or NULL: growing a block to MEM_CHARGE_MIN
                        bytes or more lowers it by a step per
                        MEM_CHARGE_UNIT bytes of growth, since whoever asked
                        for the bytes is about to fill them */
  int (*poll)(void *owner); /* with charge: asked between the slices of a
                        big block's first touch (mem_realloc); -1: the
                        owner's deadline passed, give the block up */
  void *owner;       /* passed to poll */
  int pool;          /* small blocks are pooled (see above) */
  size_t pooled;     /* bytes in the free lists */
  void *free[MEM_POOL_CLASSES];  /* free list per class, linked through
                                    each block's first word */
  char *carve, *carve_end;       /* uncarved tail of the newest chunk */
  void *chunks;                  /* every chunk, newest first (MemChunk) */
  size_t chunk_next;             /* size of the next full chunk */
  struct { void *p; size_t size; } parked[MEM_PARKED];
  int nparked;       /* big blocks whose release the deadline interrupted
                        (give_back, mem.c): no longer in used, given back
                        to the hook by mem_release_parked */
  struct { void *p; size_t size; } chains[MEM_PARKED];
  int nchains;       /* arena chains (first block, bytes in all) whose
                        release the deadline interrupted (arena_free):
                        no longer in used, released with the parked */
} Mem;

/* A block of MEM_RELEASE_MIN bytes or more, freed while a run is on with
** libc's allocator (mem_default), goes back MEM_RELEASE_SLICE bytes at a
** time (realloc shrinks it: the kernel unmaps a big block's pages at
** 0.1-0.2 ms a MiB, so 200 MB took 20-40 ms in one free), with a poll
** before each slice; once the deadline has passed the rest is parked and
** released by mem_release_parked: at the next collection's start and
** when the VM is freed (a host's hook may copy on shrink: its blocks go
** back whole; under AddressSanitizer, whose realloc copies on shrink, a
** block is parked or given back whole: 40 MB in slices took 1 s of
** copies there, past any deadline, in the collection after a run).  Parked blocks count toward the limit
** until released; a request the limit would refuse releases them first. */
#define MEM_RELEASE_MIN ((size_t)8 << 20)
#define MEM_RELEASE_SLICE ((size_t)2 << 20)
void mem_release_parked(Mem *m);

/* Blocks smaller than this cost nothing: the common path stays free and
** small programs count the same steps.  Arena blocks are never charged
** (the parser's work is bounded by the source, which the host gives).
** A step per 256 bytes sits between the cost of a copy (a memcpy moves
** 256 bytes in a few ns) and of a loop that makes each byte (str.upper,
** repr: about a ns a byte), so a step of filling is at most ~300 ns. */
#define MEM_CHARGE_MIN 4096
#define MEM_CHARGE_UNIT 256

/* A growth of MEM_TOUCH_MIN bytes or more, charged and with a poll, has
** its new pages touched here, MEM_TOUCH_SLICE bytes at a time with a poll
** after each: the first touch of fresh pages (the kernel zeroing them) is
** most of the time a big fill takes, and the filler polls nothing. */
#define MEM_TOUCH_MIN ((size_t)1 << 20)
#define MEM_TOUCH_SLICE ((size_t)1 << 18)

/* Growing a block of MEM_TOUCH_MIN bytes or more in such a Mem moves it
** to a fresh block a MEM_TOUCH_SLICE at a time, polling after each,
** instead of the hook's realloc: glibc's copied 16-32 MB in one go in
** 10-15 ms, and its mremap of bigger blocks took 4-40 ms now and then
** (measured from 64 to 512 MB), past the poll interval.  The old block
** is held until the copy is done: the limit must have room for the whole
** new block beside it (not only for the growth), and the peak counts
** both. */

void *mem_default(void *ud, void *ptr, size_t osize, size_t nsize);
void mem_init(Mem *m, MemFn fn, void *ud, size_t limit);

/* Resize a block from osize to nsize bytes.  Returns NULL (and leaves the
** block alone) when the hook fails or the limit would be passed.  Freeing
** (nsize == 0) always succeeds and returns NULL. */
void *mem_realloc(Mem *m, void *ptr, size_t osize, size_t nsize);

/* What the limit bounds: used plus the memory kept after frees (the
** listed small blocks, the uncarved tail, parked big blocks).  A test
** that wants room for exactly n more bytes sets limit = mem_held + n. */
size_t mem_held(const Mem *m);

/* Start pooling small blocks (the Mem must hold no small block yet). */
void mem_pool_on(Mem *m);
/* Give every chunk back to the hook: no small block may be live. */
void mem_drain(Mem *m);

/* Allocation and freeing; a pooled small block is taken or listed inline
** (what mem_realloc does for it, without the call). */
#if defined(__SANITIZE_ADDRESS__) || defined(BT_GC_STRESS)
#define MEM_INLINE_POOL 0   /* listed blocks are poisoned (mem.c) */
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define MEM_INLINE_POOL 0
#else
#define MEM_INLINE_POOL 1
#endif
#else
#define MEM_INLINE_POOL 1
#endif

static inline void *mem_alloc(Mem *m, size_t n) {
  if (MEM_INLINE_POOL && m->pool && n - 1 < MEM_POOL_MAX &&
      (!m->limit || (m->used <= m->limit && n <= m->limit - m->used))) {
    size_t c = (n - 1) / MEM_POOL_STEP, cs = (c + 1) * MEM_POOL_STEP;
    void *p = m->free[c];
    if (p) {
      m->free[c] = *(void **)p;
      m->pooled -= cs;
    } else if ((size_t)(m->carve_end - m->carve) >= cs) {
      p = m->carve;
      m->carve += cs;
    } else {
      return mem_realloc(m, NULL, 0, n);
    }
    m->used += n;
    if (m->used > m->peak) m->peak = m->used;
    return p;
  }
  return mem_realloc(m, NULL, 0, n);
}

static inline void mem_free(Mem *m, void *p, size_t n) {
  if (p == NULL) return;          /* (nothing to do: many owners free NULL) */
  if (MEM_INLINE_POOL && m->pool && n - 1 < MEM_POOL_MAX) {
    size_t c = (n - 1) / MEM_POOL_STEP;
    *(void **)p = m->free[c];
    m->free[c] = p;
    m->pooled += (c + 1) * MEM_POOL_STEP;
    m->used -= n;
    return;
  }
  (void)mem_realloc(m, p, n, 0);
}

/* Growth helper for arrays: new capacity for at least `need` elements of
** size `elem`, or 0 when that would overflow size_t. */
size_t mem_grow_cap(size_t cap, size_t need, size_t elem);

/* An arena for short-lived trees (the AST): blocks chained and freed at once,
** every block obtained through the Mem. */
typedef struct ArenaBlock ArenaBlock;
typedef struct Arena {
  Mem *mem;
  ArenaBlock *head;  /* newest block first */
  char *cur, *end;   /* free space in the newest block (or the first room) */
  char *room;        /* caller's space used before any block, or NULL */
  size_t roomsize;
  size_t bytes;      /* sum of the blocks' sizes (a chain parked whole
                        by arena_free counts this much) */
} Arena;

void arena_init(Arena *a, Mem *m);
/* The same, with `size` bytes at `room` (8-aligned, owned by the caller)
** used first: a small tree then costs no allocation. */
void arena_init_room(Arena *a, Mem *m, void *room, size_t size);
void *arena_alloc(Arena *a, size_t n);  /* zeroed, 8-aligned; NULL when out of memory */
/* The same, not zeroed: for big objects whose user initialises what it
** reads (the parser with its fixed stack). */
void *arena_alloc_raw(Arena *a, size_t n);
void arena_free(Arena *a);
/* Free every block but the oldest and make it empty again: an arena used
** over and over keeps one block instead of allocating it each time. */
void arena_reset(Arena *a);

#endif
