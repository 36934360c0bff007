/*
** fuzz_host.c - libFuzzer target for the host protocol: the input is a
** program, a NUL byte, then a script of host actions that answers the
** program's tool calls (fulfil with a value or JSON, fail, answer a wrong
** id, step without answering).  Runs under tight limits; every status must
** be a clean one and nothing may leak.
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

static const char *const jsons[] = {
  "1", "-7", "2.5e300", "\"text\"", "[1, [2, [3]]]", "{\"a\": null, \"b\": true}",
  "123456789012345678901234567890", "[", "{\"a\": }", "\"\\ud800\"", "NaN", "",
};

/* Answer request id as action byte a says. */
static void answer(bt_vm *vm, uint64_t id, const bt_request *req, uint8_t a) {
  switch (a % 6) {
  case 0: bt_fulfil(vm, id, NULL); break;
  case 1: {
    const char *j = jsons[(a / 6) % (sizeof jsons / sizeof jsons[0])];
    if (bt_fulfil_json(vm, id, j, strlen(j)) != BT_OK) bt_fulfil(vm, id, NULL);
    break;
  }
  case 2: bt_fail(vm, id, (a & 64) ? "ValueError" : "NoSuchType", "fuzz"); break;
  case 3: bt_fulfil(vm, id + 1 + a, NULL); bt_fulfil(vm, id, req ? req->kwargs : NULL); break;
  case 4: bt_fail(vm, id, "CancelledError", NULL); break;
  default: bt_fulfil(vm, id, req ? req->args : NULL); break;
  }
}

static void tools(bt_vm *vm) {
  bt_tool(vm, "t", NULL, NULL, 0);
  bt_tool(vm, "s", "a, b=2, *rest, k: int = 0, **kw", "doc", 0);
  bt_tool(vm, "f", NULL, NULL, BT_TOOL_ASYNC);
  bt_tool(vm, "g", "async def g(x, y=1)", NULL, 0);
}

/* The tools' signatures join the cache's texts. */
static void warm(bt_cache *cache) {
  bt_config cfg;
  bt_vm *vm;
  memset(&cfg, 0, sizeof cfg);
  cfg.cache = cache;
  vm = bt_new(&cfg);
  if (vm == NULL) return;
  tools(vm);
  bt_free(vm);
}

FUZZ_CACHE_INITIALIZE(warm)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  uint64_t start = fuzz_cpu_ms();
  bt_config cfg;
  bt_vm *vm;
  const uint8_t *nul = memchr(data, 0, size);
  size_t plen = nul ? (size_t)(nul - data) : size;
  const uint8_t *acts = nul ? nul + 1 : data + size;
  size_t nacts = (size_t)(data + size - acts), k = 0;
  int steps = 0;
  uint64_t pending[64];      /* requests left for later (async tools) */
  int npending = 0;
  memset(&cfg, 0, sizeof cfg);
  cfg.max_memory = 8u << 20;
  cfg.max_steps = 20000;
  cfg.max_output = 1u << 16;
  cfg.max_depth = 200;
  cfg.max_calls = 64;
  cfg.print = drop;
  cfg.cache = fuzz_cache(warm);
  vm = bt_new(&cfg);
  if (vm == NULL) return 0;
  tools(vm);
  if (bt_load(vm, (const char *)data, plen, "<fuzz>", NULL) == BT_OK) {
    for (;;) {
      const bt_request *req;
      bt_status st = bt_step(vm, &req);
      uint8_t a = k < nacts ? acts[k++] : 0;
      uint64_t id;
      /* cancelled requests: answering them must stay harmless */
      while ((id = bt_cancelled(vm)) != 0)
        if (a & 1) bt_fulfil(vm, id, NULL);
      if (st != BT_REQUEST && st != BT_WAIT) break;
      if (++steps > 400) break;
      if (st == BT_WAIT) {
        /* answer one left for later, or give up when none is */
        int i;
        if (npending == 0) break;
        i = a % npending;
        answer(vm, pending[i], NULL, (uint8_t)(a >> 3));
        pending[i] = pending[--npending];
        continue;
      }
      (void)bt_request_json(vm, req, NULL);
      if ((a & 7) == 7 && npending < 64) {
        pending[npending++] = req->id;    /* answer it later */
        continue;
      }
      answer(vm, req->id, req, a);
    }
  }
  bt_free(vm);
  fuzz_slow_check(start);
  return 0;
}
