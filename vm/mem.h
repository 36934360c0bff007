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

typedef struct Mem {
  MemFn fn;          /* host hook, or mem_default */
  void *ud;          /* host's pointer, passed back to fn */
  size_t used;       /* bytes in live blocks: exact */
  size_t peak;       /* high-water mark of used */
  size_t limit;      /* refuse a growth that would take used above this; 0 = none */
  int refused;       /* set when a request was refused because of limit
                        (not by the hook); the VM turns it into BT_LIMIT */
  int64_t *charge;   /* a countdown the owner checks (a VM: its step
                        budget), or NULL: growing a block to MEM_CHARGE_MIN
                        bytes or more lowers it by a step per
                        MEM_CHARGE_UNIT bytes of growth, since whoever asked
                        for the bytes is about to fill them */
} Mem;

/* Blocks smaller than this cost nothing: the common path stays free and
** small programs count the same steps.  Arena blocks are never charged
** (the parser's work is bounded by the source, which the host gives).
** A step per 256 bytes sits between the cost of a copy (a memcpy moves
** 256 bytes in a few ns) and of a loop that makes each byte (str.upper,
** repr: about a ns a byte), so a step of filling is at most ~300 ns. */
#define MEM_CHARGE_MIN 4096
#define MEM_CHARGE_UNIT 256

void *mem_default(void *ud, void *ptr, size_t osize, size_t nsize);
void mem_init(Mem *m, MemFn fn, void *ud, size_t limit);

/* Resize a block from osize to nsize bytes.  Returns NULL (and leaves the
** block alone) when the hook fails or the limit would be passed.  Freeing
** (nsize == 0) always succeeds and returns NULL. */
void *mem_realloc(Mem *m, void *ptr, size_t osize, size_t nsize);

#define mem_alloc(m, n)      mem_realloc((m), NULL, 0, (n))
#define mem_free(m, p, n)    ((void)mem_realloc((m), (p), (n), 0))

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
