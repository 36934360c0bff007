/*
** fuzz_compile.c - libFuzzer target: arbitrary bytes through the lexer,
** parser and compiler, then (when they compile) a run under tight limits.
** Any input must end in a clean status: no crash, leak, hang or abort.
** The library's texts come parsed from the process's cache (fuzz_cache.h);
** the input itself is always parsed afresh.
*/
#include "slow.h"
#include <stdint.h>
#include <stddef.h>
#include <string.h>
#include "baton.h"
#include "fuzz_cache.h"

static void drop(void *ud, const char *s, size_t n) {
  (void)ud; (void)s; (void)n;
}

FUZZ_CACHE_INITIALIZE(NULL)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  uint64_t start = fuzz_cpu_ms();
  bt_config cfg;
  bt_vm *vm;
  bt_error err;
  memset(&cfg, 0, sizeof cfg);
  cfg.max_memory = 8u << 20;
  cfg.max_steps = 20000;
  cfg.max_output = 1u << 16;
  cfg.max_depth = 200;
  cfg.print = drop;
  cfg.cache = fuzz_cache(NULL);
  vm = bt_new(&cfg);
  if (vm == NULL) return 0;
  if (bt_load(vm, (const char *)data, size, "<fuzz>", &err) == BT_OK)
    (void)bt_step(vm, NULL);
  bt_free(vm);
  fuzz_slow_check(start);
  return 0;
}
