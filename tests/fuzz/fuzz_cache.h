/*
** fuzz_cache.h - the parse cache (bt_cache) that every execution of a fuzz
** target shares, holding the library's Python texts and nothing else.
**
** Without it, most of an execution's time went to parsing the same library
** modules and prelude chunks again (decimal.py, dataclasses.py, ...: 40% of
** fuzz_compile's CPU in a profile).  The cache is filled once, on the first
** execution, with every text of lib_sources and lib_prelude (plus whatever
** `warm` parses, e.g. a target's tool signatures); then its allocator
** refuses every request, so the fuzzed texts are never kept: each input is
** parsed as without a cache (astcache_parse falls back to the VM's own
** arena when the cache cannot allocate), under the VM's memory limit, and
** an input run twice behaves the same both times.  The library modules are
** also imported once while filling, so that the cache keeps their code
** images (vm/codeimg.c) and the prelude chunks they use: an input's import
** of typing or dataclasses then costs what it costs a host with a warm
** cache, not a compile (which `make fuzz-long` reported as slow inputs).
** An input's own code is still compiled per VM.
*/
#ifndef BT_FUZZ_CACHE_H
#define BT_FUZZ_CACHE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "baton.h"
#include "../../vm/vm.h"
#include "../../vm/lib/lib.h"
#include "../../grammar/astcache.h"

#define FUZZ_CACHE_MAX ((size_t)256 << 20)

static int fuzz_cache_filling;   /* the cache may allocate only while set */
static size_t fuzz_cache_held;   /* bytes it holds (a target's warm pass stops
                                    well before the cache is full: a full one
                                    starts a fresh generation, empty) */

static void *fuzz_cache_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
  void *p;
  (void)ud;
  if (nsize == 0) {
    free(ptr);
    fuzz_cache_held -= osize < fuzz_cache_held ? osize : fuzz_cache_held;
    return NULL;
  }
  if (!fuzz_cache_filling || (p = realloc(ptr, nsize)) == NULL) return NULL;
  fuzz_cache_held += nsize - (osize < fuzz_cache_held ? osize : fuzz_cache_held);
  return p;
}

static void fuzz_cache_text(bt_cache *c, const char *src) {
  Mem m;
  Arena a;
  ParseError err;
  int oom;
  AcGen *g = astcache_enter(c);
  mem_init(&m, NULL, NULL, 0);
  arena_init(&a, &m);
  (void)astcache_parse(g, &a, src, strlen(src), &err, &oom);
  arena_free(&a);
  astcache_leave(g);
}

/* The process's cache; warm(cache), when not NULL, runs once while it may
** still fill (to add texts of the target's own, through the public API). */
/* Imports every library module in a VM of the cache (while it fills). */
static void fuzz_cache_imports(bt_cache *c) {
  bt_config cfg;
  int i;
  memset(&cfg, 0, sizeof cfg);
  cfg.cache = c;
  for (i = 0; i < lib_sources_n; i++) {
    char prog[128];
    const bt_request *req;
    bt_vm *vm;
    int n = snprintf(prog, sizeof prog, "import %s\n", lib_sources[i].name);
    if (n < 0 || (size_t)n >= sizeof prog || (vm = bt_new(&cfg)) == NULL) continue;
    if (bt_load(vm, prog, (size_t)n, "<warm>", NULL) == BT_OK) (void)bt_step(vm, &req);
    bt_free(vm);
  }
}

static bt_cache *fuzz_cache(void (*warm)(bt_cache *)) {
  static bt_cache *cache;
  static int made;
  int i;
  if (made) return cache;
  made = 1;
  fuzz_cache_filling = 1;
  cache = bt_cache_new(fuzz_cache_alloc, NULL, FUZZ_CACHE_MAX);
  if (cache != NULL) {
    for (i = 0; i < lib_sources_n; i++) fuzz_cache_text(cache, lib_sources[i].src);
    for (i = 0; i < lib_prelude_n; i++) fuzz_cache_text(cache, lib_prelude[i].src);
    fuzz_cache_imports(cache);
    if (warm) warm(cache);
  }
  fuzz_cache_filling = 0;
  return cache;
}

/* The target's LLVMFuzzerInitialize: the cache is filled before the first
** input, so that its second of parsing is not counted as that input's
** time (libFuzzer's -timeout is wall time). */
#define FUZZ_CACHE_INITIALIZE(warm)                          \
  int LLVMFuzzerInitialize(int *argc, char ***argv) {        \
    (void)argc;                                              \
    (void)argv;                                              \
    (void)fuzz_cache(warm);                                  \
    return 0;                                                \
  }

#endif
