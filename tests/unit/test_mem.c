/*
** test_mem.c - the pooling Mem (vm/mem.c): small blocks carved from
** chunks keep `used` exact, every byte the hook gives goes back to it
** with mem_drain, blocks keep their contents across resizes between
** classes and sizes, the limit refuses what it refused without pooling,
** chunks stay under the limit while they can, and a hook that fails is
** survived (the chunk shrinks to the block, then the request fails).
** Run in both builds: under BT_GC_STRESS mem_pool_on does nothing, so
** the tests switch pooling on themselves (and ASan checks the poisoning).
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "mem.h"

/* AddressSanitizer's realloc copies on shrink, so there mem.c never frees
** a big block in slices (its SHRINK_IN_PLACE). */
#if defined(__SANITIZE_ADDRESS__)
#define MEM_TEST_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define MEM_TEST_ASAN 1
#endif
#endif

static int failures, checks;

#define CHECK(cond) do { checks++; if (!(cond)) { failures++; \
    fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); } } while (0)

/* A hook that counts what it holds and fails on demand. */
typedef struct Hook {
  size_t held, blocks, calls, biggest;
  long fail_at;        /* fail the call with this number (from 1), 0: never */
  size_t fail_over;    /* fail every allocation bigger than this, 0: never */
} Hook;

static void *hook(void *ud, void *ptr, size_t osize, size_t nsize) {
  Hook *h = ud;
  void *np;
  h->calls++;
  if (nsize == 0) {
    if (ptr) { h->held -= osize; h->blocks--; }
    free(ptr);
    return NULL;
  }
  if (h->fail_at && (long)h->calls == h->fail_at) return NULL;
  if (h->fail_over && nsize > h->fail_over && nsize > osize) return NULL;
  np = realloc(ptr, nsize);
  if (np == NULL) return NULL;
  if (ptr == NULL) h->blocks++;
  h->held = h->held - (ptr ? osize : 0) + nsize;
  if (nsize > h->biggest) h->biggest = nsize;
  return np;
}

static void pool_init(Mem *m, Hook *h, size_t limit) {
  memset(h, 0, sizeof *h);
  mem_init(m, hook, h, limit);
  m->pool = 1;            /* what mem_pool_on does outside BT_GC_STRESS */
}

static void fill(unsigned char *p, size_t n, unsigned seed) {
  size_t i;
  for (i = 0; i < n; i++) p[i] = (unsigned char)(seed + i * 7);
}

static int same(const unsigned char *p, size_t n, unsigned seed) {
  size_t i;
  for (i = 0; i < n; i++)
    if (p[i] != (unsigned char)(seed + i * 7)) return 0;
  return 1;
}

/* Blocks of every small size and some big ones, freed in a mixed order
** and allocated again: used is the sum of the sizes asked for, blocks do
** not overlap (their contents survive), and mem_drain leaves the hook
** holding nothing. */
static void test_classes(void) {
  Mem m;
  Hook h;
  enum { N = 600 };
  unsigned char *p[N];
  size_t sz[N], total = 0;
  int i, round;
  pool_init(&m, &h, 0);
  for (round = 0; round < 3; round++) {
    for (i = 0; i < N; i++) {
      sz[i] = i % 5 == 4 ? MEM_POOL_MAX + 44 + (size_t)i : 1 + (size_t)(i * 37 + round) % MEM_POOL_MAX;
      p[i] = mem_alloc(&m, sz[i]);
      CHECK(p[i] != NULL);
      fill(p[i], sz[i], (unsigned)i);
      total += sz[i];
    }
    CHECK(m.used == total);
    for (i = 0; i < N; i++) CHECK(same(p[i], sz[i], (unsigned)i));
    for (i = 0; i < N; i += 2) { mem_free(&m, p[i], sz[i]); total -= sz[i]; }
    for (i = 1; i < N; i += 2) { mem_free(&m, p[i], sz[i]); total -= sz[i]; }
    CHECK(m.used == 0 && total == 0);
  }
  /* small blocks went to the hook as chunks, never one by one */
  CHECK(h.biggest >= MEM_CHUNK_MIN);
  mem_drain(&m);
  CHECK(h.held == 0 && h.blocks == 0);
}

/* Resizes between classes, from small to big and back, and small shrinks
** (in place): the contents up to the smaller size stay. */
static void test_resize(void) {
  Mem m;
  Hook h;
  static const size_t steps[] = {8, 24, 24, 250, 17, MEM_POOL_MAX + 500, 100, 5000, 40, 16,
                                 MEM_POOL_MAX, MEM_POOL_MAX + 1, 1};
  unsigned char *p = NULL;
  size_t cur = 0, i;
  pool_init(&m, &h, 0);
  for (i = 0; i < sizeof steps / sizeof steps[0]; i++) {
    size_t n = steps[i], keep = n < cur ? n : cur;
    unsigned char *np = mem_realloc(&m, p, cur, n);
    CHECK(np != NULL);
    if (np == NULL) break;
    CHECK(same(np, keep, 3));
    fill(np, n, 3);
    p = np;
    cur = n;
    CHECK(m.used == n);
  }
  mem_free(&m, p, cur);
  CHECK(m.used == 0);
  mem_drain(&m);
  CHECK(h.held == 0 && h.blocks == 0);
}

/* The limit refuses a block that would take used past it (and says so),
** and chunks shrink to fit under it: while nothing is freed, the hook
** holds the blocks at their class size and little more. */
static void test_limit(void) {
  Mem m;
  Hook h;
  void *p[400];
  size_t n = 0, i;
  pool_init(&m, &h, 20000);
  while (n < 400 && (p[n] = mem_alloc(&m, 100)) != NULL) n++;
  CHECK(n == 200);                    /* 200 * 100 bytes = the limit */
  CHECK(m.refused == 1);
  CHECK(m.used == 20000);
  /* the blocks at their class size (112), a few chunk headers, no more */
  CHECK(h.held <= 200 * 112 + 256);
  for (i = 0; i < n; i++) mem_free(&m, p[i], 100);
  CHECK(m.used == 0);
  /* the freed blocks are reused: no new chunk for the same class */
  h.calls = 0;
  for (i = 0; i < 150; i++) CHECK((p[i] = mem_alloc(&m, 97)) != NULL);
  CHECK(h.calls == 0);
  for (i = 0; i < 150; i++) mem_free(&m, p[i], 97);
  mem_drain(&m);
  CHECK(h.held == 0 && h.blocks == 0);
}

/* A hook that refuses a chunk: the Mem asks for just the block; a hook
** that refuses that too fails the request, and nothing leaks. */
static void test_hook_failure(void) {
  Mem m;
  Hook h;
  void *a, *b, *c;
  pool_init(&m, &h, 0);
  h.fail_over = 1024;                 /* no full chunk */
  a = mem_alloc(&m, 48);
  CHECK(a != NULL);
  b = mem_alloc(&m, 48);
  CHECK(b != NULL && b != a);
  CHECK(h.biggest < 1024);
  h.fail_over = 100;                  /* not even the block */
  c = mem_alloc(&m, 200);
  CHECK(c == NULL);
  CHECK(m.used == 96);
  h.fail_over = 0;
  h.fail_at = (long)h.calls + 1;      /* the full chunk fails, the block not */
  c = mem_alloc(&m, 200);
  CHECK(c != NULL);
  mem_free(&m, a, 48);
  mem_free(&m, b, 48);
  mem_free(&m, c, 200);
  CHECK(m.used == 0);
  mem_drain(&m);
  CHECK(h.held == 0 && h.blocks == 0);
}

/* The limit bounds what the Mem holds, not only its live blocks: small
** blocks freed onto the lists (and the uncarved tail) still count, so a
** big block that would pass the limit with them is refused, though used
** alone would let it through; once reused they count as used instead. */
static size_t held_by(const Mem *m) {
  return m->used + m->pooled + (size_t)(m->carve_end - m->carve);
}

static void test_limit_counts_freed(void) {
  static void *p[10000];
  Mem m;
  Hook h;
  void *big;
  size_t i, room;
  pool_init(&m, &h, 2000000);
  for (i = 0; i < 10000; i++) CHECK((p[i] = mem_alloc(&m, 128)) != NULL);
  for (i = 0; i < 10000; i++) mem_free(&m, p[i], 128);
  CHECK(m.used == 0 && m.pooled >= 1280000);
  CHECK(held_by(&m) <= 1280000 + MEM_CHUNK_MAX * 2);
  m.refused = 0;
  big = mem_alloc(&m, 1000000);       /* 1.28 MB listed + 1 MB > 2 MB */
  CHECK(big == NULL && m.refused == 1);
  m.refused = 0;
  room = 2000000 - held_by(&m);
  big = mem_alloc(&m, room);          /* what fits beside them */
  CHECK(big != NULL && m.refused == 0);
  CHECK(held_by(&m) == 2000000);
  mem_free(&m, big, room);
  /* the listed blocks in use again: they count as used, no more */
  for (i = 0; i < 10000; i++) CHECK((p[i] = mem_alloc(&m, 128)) != NULL);
  CHECK(m.used == 1280000);
  CHECK(mem_alloc(&m, 1000000) == NULL && m.refused == 1);
  for (i = 0; i < 10000; i++) mem_free(&m, p[i], 128);
  mem_drain(&m);
  CHECK(h.held == 0 && h.blocks == 0);
}

/* A big block whose release the deadline interrupts is parked and still
** counts; a request the limit would refuse because of it releases it
** first and then fits.  libc's allocator (the release slices only with
** it) and a poll that says the deadline has passed. */
static int poll_result;
static int test_poll(void *owner) {
  (void)owner;
  return poll_result;
}

static void test_limit_counts_parked(void) {
  Mem m;
  int64_t budget = 1 << 30;
  void *a, *b;
  size_t big = MEM_RELEASE_MIN * 2;
  mem_init(&m, NULL, NULL, big * 3);
  m.charge = &budget;
  m.poll = test_poll;
  poll_result = 0;
  a = mem_realloc(&m, NULL, 0, big * 2);
  CHECK(a != NULL);
  poll_result = -1;                   /* the deadline has passed */
  mem_realloc(&m, a, big * 2, 0);
  CHECK(m.nparked == 1 && m.used == 0);
  poll_result = 0;
  /* parked 2 * big + 2 * big > 3 * big: released, then it fits */
  b = mem_realloc(&m, NULL, 0, big * 2);
  CHECK(b != NULL && m.nparked == 0 && m.refused == 0);
  /* with the parked block gone, the limit is the plain one */
  CHECK(mem_realloc(&m, NULL, 0, big * 2) == NULL && m.refused == 1);
  mem_realloc(&m, b, big * 2, 0);
  CHECK(m.used == 0 && m.nparked == 0);
}

/* A big block freed while a run is on goes back MEM_RELEASE_SLICE bytes
** at a time with a poll before each slice (give_back); a deadline that
** passes half-way parks the rest, which still counts as held (and toward
** the limit) until mem_release_parked gives it back.  The poll says the
** deadline has passed from its third call: two slices went back before.
** Under AddressSanitizer a block is never sliced (its realloc copies on
** shrink): the first poll that lets it go frees it whole, so there the
** deadline has passed from the first poll and the whole block is parked. */
static int polls, poll_fail_from;
static int counting_poll(void *owner) {
  (void)owner;
  return ++polls >= poll_fail_from ? -1 : 0;
}

static void test_release_interrupted(void) {
  Mem m;
  int64_t budget = 1 << 30;
  size_t size = MEM_RELEASE_MIN * 2, rest;
  void *a;
  mem_init(&m, NULL, NULL, size * 2);
  m.charge = &budget;
  m.poll = test_poll;
  poll_result = 0;
  a = mem_realloc(&m, NULL, 0, size);
  CHECK(a != NULL);
  memset(a, 1, size);
  m.poll = counting_poll;
  polls = 0;
#ifdef MEM_TEST_ASAN
  poll_fail_from = 1;
  rest = size;
#else
  poll_fail_from = 3;
  rest = size - 2 * MEM_RELEASE_SLICE;
#endif
  mem_realloc(&m, a, size, 0);
  CHECK(polls == poll_fail_from);     /* a poll before each slice */
  CHECK(m.nparked == 1 && m.parked[0].size == rest);
  CHECK(m.used == 0 && mem_held(&m) == rest);
  /* the parked rest still stands in the limit's way until released */
  m.poll = test_poll;
  poll_result = 0;
  CHECK(m.limit - mem_held(&m) < size + rest);
  mem_release_parked(&m);
  CHECK(m.nparked == 0 && mem_held(&m) == 0);
  /* with no deadline it all goes back in slices, nothing parked */
  a = mem_realloc(&m, NULL, 0, size);
  CHECK(a != NULL);
  m.poll = counting_poll;
  polls = 0;
  poll_fail_from = 1000;
  mem_realloc(&m, a, size, 0);
#ifndef MEM_TEST_ASAN
  CHECK(polls == (int)((size - 1) / MEM_RELEASE_SLICE));
#endif
  CHECK(m.nparked == 0 && mem_held(&m) == 0 && m.used == 0);
}

/* Growing a big block in a Mem that polls moves it to a fresh block
** (hook_resize): the old and the new block are held at once until the
** copy is done, so the limit must find room for the whole new block
** beside the old one, not just for the growth, and the peak counts both.
** A growth that fits only when the old block is left out is refused, the
** block untouched; with room for both it moves, and used is the new size
** again.  Pooled and plain Mems alike. */
static void test_resize_holds_both(int pool) {
  Mem m;
  int64_t budget = 1 << 30;
  size_t small = MEM_TOUCH_MIN * 4, big = MEM_TOUCH_MIN * 8;
  unsigned char *a, *b;
  /* growth fits (8 MiB <= 10 MiB), both blocks (12 MiB) do not */
  mem_init(&m, NULL, NULL, small + big - MEM_TOUCH_MIN * 2);
  m.pool = pool;
  m.charge = &budget;
  m.poll = test_poll;
  poll_result = 0;
  a = mem_realloc(&m, NULL, 0, small);
  CHECK(a != NULL);
  fill(a, small, 3);
  b = mem_realloc(&m, a, small, big);
  CHECK(b == NULL && m.refused == 1);
  if (b != NULL) {                    /* it moved: a is gone */
    mem_realloc(&m, b, big, 0);
    return;
  }
  CHECK(m.used == small && m.peak == small && same(a, small, 3));
  mem_realloc(&m, a, small, 0);
  CHECK(m.used == 0 && m.nparked == 0);
  /* with room for both it moves; the peak saw both */
  mem_init(&m, NULL, NULL, small + big);
  m.pool = pool;
  m.charge = &budget;
  m.poll = test_poll;
  a = mem_realloc(&m, NULL, 0, small);
  CHECK(a != NULL);
  fill(a, small, 5);
  b = mem_realloc(&m, a, small, big);
  CHECK(b != NULL && m.refused == 0 && same(b, small, 5));
  CHECK(m.used == big && m.peak == small + big);
  mem_realloc(&m, b, big, 0);
  CHECK(m.used == 0 && m.nparked == 0);
  mem_drain(&m);
}

int main(void) {
  test_classes();
  test_resize();
  test_limit();
  test_limit_counts_freed();
  test_limit_counts_parked();
  test_release_interrupted();
  test_resize_holds_both(0);
  test_resize_holds_both(1);
  test_hook_failure();
  if (failures) {
    fprintf(stderr, "test_mem: %d of %d checks failed\n", failures, checks);
    return 1;
  }
  printf("test_mem: %d checks passed\n", checks);
  return 0;
}
