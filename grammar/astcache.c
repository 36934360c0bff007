/*
** astcache.c - syntax trees shared between VMs: a host-owned cache of
** parsed modules keyed by their source text (bt_cache in baton.h).
**
** Parsing is most of compile_module's time.  A host that loads the same
** texts in many VMs -- the prelude's functions and library modules every VM
** compiles, tool signatures registered in each new VM, snapshot restores
** (which recompile their sources), a program sent again -- parses each text
** once.  Beside the trees the cache keeps compiled code images
** (vm/codeimg.c), keyed by the filename and the text, so a text compiled
** once is never parsed or compiled again: each VM builds its own code
** objects from the image, so nothing a VM holds points into the cache and
** a VM's memory accounting covers everything it owns.  An image entry is
** one block (entry, key, image), claimed from the budget before it is
** allocated and, like a tree, published complete and never changed.
**
** Generations: the entries live in a generation (AcGen), and a cache has
** one current generation.  A reader takes a reference to the current one
** (astcache_enter) for one compile and gives it back when done
** (astcache_leave); everything it found stays valid in between.  When a
** generation is full and a new entry that would fit an empty one is
** refused, the generation is retired: a fresh one becomes current (so a
** long-lived host keeps caching what it sees now: its library texts, its
** tool signatures' marks, its programs), and the retired one is freed by
** whoever gives back its last reference.  Memory is the budget plus, for
** as long as compiles that began before the switch run, the retired
** generation.
**
** Invariants: an entry is complete before it is published and is never
** changed or freed while its generation is referenced; a generation is
** freed only once retired and unreferenced, and a retired generation is
** never current again.  The compiler only reads trees
** (tests/unit/test_astcache.c checks that compiling leaves a cached tree's
** bytes unchanged), so any number of VMs on any threads may read one tree
** at once.
**
** Thread safety: within a generation, each bucket is a singly linked list
** whose head is replaced by compare-and-swap (release), and readers load
** heads with acquire.  Two threads parsing the same new text both publish;
** later lookups find one of them and the other is kept until the
** generation goes.  The budget is an atomic byte count checked before a
** parse, and a parse into the cache may use only what is left of it: a
** text whose tree does not fit, and every text once the budget is spent,
** is parsed into the caller's arena as without a cache (so under the VM's
** own memory limit).  Each entry allocates through its own Mem (the
** accounting is per entry).  The current generation and the reference
** counts change only under the cache's spin lock, held for a few
** instructions (C11 atomic_flag: lock-free everywhere, wasm32 included).
**
** Keys are compared in full (length and bytes) after a 64-bit hash:
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

/* A compiled code image: one block holding the entry, its key (the
** filename, a NUL, the text) and the image, so it is freed in one piece. */
typedef struct AcCode {
  struct AcCode *next;    /* older entry of the same bucket */
  uint64_t hash;          /* of the text and the filename */
  size_t fnlen, len;      /* filename and text lengths */
  size_t n;               /* image bytes */
  size_t size;            /* the whole block */
  const char *key;        /* filename, NUL, text */
  unsigned char *img;     /* n bytes, 16-aligned */
} AcCode;

/* The entries of one generation (see above). */
struct AcGen {
  _Atomic(AcEntry *) buckets[AC_BUCKETS];
  _Atomic(AcCode *) codes[AC_BUCKETS];
  atomic_size_t used;     /* bytes of all entries */
  AstCache *cache;
  size_t refs;            /* readers (astcache_enter), under the lock */
  bool retired;           /* no longer current: freed at refs 0; under the lock */
};

struct bt_cache {
  atomic_flag lock;       /* guards cur and every generation's refs/retired */
  AcGen *cur;             /* the current generation; never NULL */
  size_t max;             /* the budget of a generation */
  unsigned long retired;  /* generations retired so far (for tests), under the lock */
  MemFn fn;
  void *ud;
};

/* Eight bytes a step (a lookup hashes the whole text every time): a
** multiply-rotate mix; keys are compared in full anyway. */
static uint64_t astcache_hash(const char *s, size_t n) {
  uint64_t h = 1469598103934665603u ^ ((uint64_t)n * 0x9E3779B97F4A7C15u), w;
  for (; n >= 8; s += 8, n -= 8) {
    memcpy(&w, s, 8);
    h = ((h << 29 | h >> 35) ^ w) * 0x9E3779B97F4A7C15u;
  }
  w = 0;
  memcpy(&w, s, n);
  h = ((h << 29 | h >> 35) ^ w) * 0x9E3779B97F4A7C15u;
  return h ^ (h >> 31);
}

static AcGen *gen_new(AstCache *c) {
  Mem m;
  AcGen *g;
  int i;
  mem_init(&m, c->fn, c->ud, 0);
  g = mem_alloc(&m, sizeof *g);
  if (g == NULL) return NULL;
  for (i = 0; i < AC_BUCKETS; i++) {
    atomic_init(&g->buckets[i], NULL);
    atomic_init(&g->codes[i], NULL);
  }
  atomic_init(&g->used, 0);
  g->cache = c;
  g->refs = 0;
  g->retired = false;
  return g;
}

static void gen_free(AcGen *g) {
  Mem m;
  int i;
  for (i = 0; i < AC_BUCKETS; i++) {
    AcEntry *e = atomic_load_explicit(&g->buckets[i], memory_order_acquire);
    while (e) {
      AcEntry *nx = e->next;
      Mem em = e->mem;
      arena_free(&e->arena);
      mem_free(&em, e, sizeof *e);
      e = nx;
    }
  }
  mem_init(&m, g->cache->fn, g->cache->ud, 0);
  for (i = 0; i < AC_BUCKETS; i++) {
    AcCode *e = atomic_load_explicit(&g->codes[i], memory_order_acquire);
    while (e) {
      AcCode *nx = e->next;
      mem_free(&m, e, e->size);
      e = nx;
    }
  }
  mem_free(&m, g, sizeof *g);
}

static void cache_lock(AstCache *c) {
  while (atomic_flag_test_and_set_explicit(&c->lock, memory_order_acquire))
    ;
}

static void cache_unlock(AstCache *c) {
  atomic_flag_clear_explicit(&c->lock, memory_order_release);
}

AstCache *astcache_new(MemFn fn, void *ud, size_t max_bytes) {
  Mem m;
  AstCache *c;
  mem_init(&m, fn, ud, 0);
  c = mem_alloc(&m, sizeof *c);
  if (c == NULL) return NULL;
  atomic_flag_clear(&c->lock);
  c->max = max_bytes;
  c->retired = 0;
  c->fn = m.fn;
  c->ud = ud;
  c->cur = gen_new(c);
  if (c->cur == NULL) {
    mem_free(&m, c, sizeof *c);
    return NULL;
  }
  return c;
}

void astcache_free(AstCache *c) {
  Mem m;
  if (c == NULL) return;
  gen_free(c->cur);             /* no VM is alive: no retired one is left */
  mem_init(&m, c->fn, c->ud, 0);
  mem_free(&m, c, sizeof *c);
}

AcGen *astcache_enter(AstCache *c) {
  AcGen *g;
  cache_lock(c);
  g = c->cur;
  g->refs++;
  cache_unlock(c);
  return g;
}

void astcache_leave(AcGen *g) {
  AstCache *c = g->cache;
  bool dead;
  cache_lock(c);
  dead = --g->refs == 0 && g->retired;
  cache_unlock(c);
  if (dead) gen_free(g);
}

/* g refused an entry for want of room: when g is nearly full (not when a
** text too big for what is left of a roomy one came), make a fresh one
** current (g stays readable until its last reader leaves).  A fresh
** generation is made outside the lock, and dropped when another thread
** retired g first. */
static void gen_full(AcGen *g) {
  AstCache *c = g->cache;
  AcGen *fresh;
  if (atomic_load_explicit(&g->used, memory_order_relaxed) < c->max - c->max / 8) return;
  fresh = gen_new(c);
  if (fresh == NULL) return;
  cache_lock(c);
  if (c->cur == g) {
    c->cur = fresh;
    g->retired = true;          /* the caller holds a reference: refs > 0 */
    c->retired++;
    fresh = NULL;
  }
  cache_unlock(c);
  if (fresh) gen_free(fresh);
}

unsigned long astcache_generations(AstCache *c) {
  unsigned long n;
  cache_lock(c);
  n = c->retired;
  cache_unlock(c);
  return n;
}

void astcache_mem(AcGen *g, Mem *m) {
  mem_init(m, g->cache->fn, g->cache->ud, 0);
}

static uint64_t astcache_code_hash(const char *fname, const char *src, size_t len) {
  return astcache_hash(src, len) ^ (astcache_hash(fname, strlen(fname)) * 31u);
}

const void *astcache_code_find(AcGen *g, const char *fname, const char *src,
                               size_t len, size_t *n) {
  uint64_t h = astcache_code_hash(fname, src, len);
  size_t fnlen = strlen(fname);
  AcCode *e;
  for (e = atomic_load_explicit(&g->codes[h % AC_BUCKETS], memory_order_acquire); e;
       e = e->next)
    if (e->hash == h && e->len == len && e->fnlen == fnlen &&
        memcmp(e->key, fname, fnlen) == 0 && memcmp(e->key + fnlen + 1, src, len) == 0) {
      *n = e->n;
      return e->img;
    }
  return NULL;
}

void *astcache_code_begin(AcGen *g, const char *fname, const char *src,
                          size_t len, size_t n, void **entry) {
  size_t fnlen = strlen(fname), used, keyat, imgat, size;
  AcCode *e;
  char *key;
  Mem m;
  *entry = NULL;
  keyat = sizeof(AcCode);
  imgat = (keyat + fnlen + 1 + len + 15) & ~(size_t)15;
  size = imgat + n;
  if (size < n || len > size) return NULL;            /* wrapped */
  /* claim the bytes first: two threads cannot both take the last of it */
  used = atomic_fetch_add_explicit(&g->used, size, memory_order_relaxed);
  if (used > g->cache->max || size > g->cache->max - used) {
    atomic_fetch_sub_explicit(&g->used, size, memory_order_relaxed);
    gen_full(g);
    return NULL;
  }
  mem_init(&m, g->cache->fn, g->cache->ud, 0);
  e = mem_alloc(&m, size);
  if (e == NULL) {
    atomic_fetch_sub_explicit(&g->used, size, memory_order_relaxed);
    return NULL;
  }
  key = (char *)e + keyat;
  memcpy(key, fname, fnlen + 1);
  memcpy(key + fnlen + 1, src, len);
  e->next = NULL;
  e->hash = astcache_code_hash(fname, src, len);
  e->fnlen = fnlen;
  e->len = len;
  e->n = n;
  e->size = size;
  e->key = key;
  e->img = (unsigned char *)e + imgat;
  *entry = e;
  return e->img;
}

void astcache_code_publish(AcGen *g, void *entry) {
  AcCode *e = entry;
  _Atomic(AcCode *) *bucket = &g->codes[e->hash % AC_BUCKETS];
  AcCode *head = atomic_load_explicit(bucket, memory_order_relaxed);
  do {
    e->next = head;
  } while (!atomic_compare_exchange_weak_explicit(bucket, &head, e, memory_order_release,
                                                  memory_order_relaxed));
}

void astcache_code_drop(AcGen *g, void *entry) {
  AcCode *e = entry;
  Mem m;
  mem_init(&m, g->cache->fn, g->cache->ud, 0);
  atomic_fetch_sub_explicit(&g->used, e->size, memory_order_relaxed);
  mem_free(&m, e, e->size);
}

Ast *astcache_parse(AcGen *g, Arena *arena, const char *src, size_t len,
                    ParseError *err, int *oom) {
  uint64_t h = astcache_hash(src, len);
  _Atomic(AcEntry *) *bucket = &g->buckets[h % AC_BUCKETS];
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
  used = atomic_load_explicit(&g->used, memory_order_relaxed);
  if (used >= g->cache->max) {
    gen_full(g);
    return ast_parse(arena, src, len, err, oom);
  }
  /* the entry may take what is left of the budget, no more: a text whose
  ** tree is bigger is parsed in the caller's arena, under the VM's limit */
  mem_init(&m, g->cache->fn, g->cache->ud, g->cache->max - used);
  e = mem_alloc(&m, sizeof *e);
  if (e == NULL) return ast_parse(arena, src, len, err, oom);
  e->mem = m;
  arena_init(&e->arena, &e->mem);
  key = arena_alloc_raw(&e->arena, len ? len : 1);
  /* the parse polls the caller's deadline (parse.c), through the entry's
  ** Mem only while it runs: the entry outlives the VM */
  e->mem.poll = arena->mem ? arena->mem->poll : NULL;
  e->mem.owner = arena->mem ? arena->mem->owner : NULL;
  e->mod = key ? ast_parse(&e->arena, src, len, err, oom) : NULL;
  e->mem.poll = NULL;
  e->mem.owner = NULL;
  if (e->mod == NULL) {
    /* a syntax error is reported as it is; the cache's own allocator
    ** failing is not the VM's problem: parse in the caller's arena */
    bool again = key == NULL || *oom;
    if (again) gen_full(g);
    arena_free(&e->arena);
    m = e->mem;
    mem_free(&m, e, sizeof *e);
    return again ? ast_parse(arena, src, len, err, oom) : NULL;
  }
  memcpy(key, src, len);
  e->src = key;
  e->len = len;
  e->hash = h;
  atomic_fetch_add_explicit(&g->used, e->mem.used, memory_order_relaxed);
  head = atomic_load_explicit(bucket, memory_order_relaxed);
  do {
    e->next = head;
  } while (!atomic_compare_exchange_weak_explicit(bucket, &head, e, memory_order_release,
                                                  memory_order_relaxed));
  return e->mod;
}
