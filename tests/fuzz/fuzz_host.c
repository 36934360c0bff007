/*
** fuzz_host.c - libFuzzer target for the host protocol: the input is a
** program, a NUL byte, then a script of host actions that answers the
** program's tool calls (fulfil with a value or JSON, fail, answer a wrong
** id, step without answering).  Runs under tight limits; every status must
** be a clean one and nothing may leak.
*/
#include <stdint.h>
#include <stddef.h>
#include <string.h>
#include "baton.h"

static void drop(void *ud, const char *s, size_t n) {
  (void)ud; (void)s; (void)n;
}

static const char *const jsons[] = {
  "1", "-7", "2.5e300", "\"text\"", "[1, [2, [3]]]", "{\"a\": null, \"b\": true}",
  "123456789012345678901234567890", "[", "{\"a\": }", "\"\\ud800\"", "NaN", "",
};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  bt_config cfg;
  bt_vm *vm;
  const uint8_t *nul = memchr(data, 0, size);
  size_t plen = nul ? (size_t)(nul - data) : size;
  const uint8_t *acts = nul ? nul + 1 : data + size;
  size_t nacts = (size_t)(data + size - acts), k = 0;
  int steps = 0;
  memset(&cfg, 0, sizeof cfg);
  cfg.max_memory = 8u << 20;
  cfg.max_steps = 20000;
  cfg.max_output = 1u << 16;
  cfg.max_depth = 200;
  cfg.max_calls = 64;
  cfg.print = drop;
  vm = bt_new(&cfg);
  if (vm == NULL) return 0;
  bt_tool(vm, "t", NULL, NULL, 0);
  bt_tool(vm, "s", "a, b=2, *rest, k: int = 0, **kw", "doc", 0);
  if (bt_load(vm, (const char *)data, plen, "<fuzz>", NULL) == BT_OK) {
    for (;;) {
      const bt_request *req;
      bt_status st = bt_step(vm, &req);
      uint8_t a = k < nacts ? acts[k++] : 0;
      if (st != BT_REQUEST && st != BT_WAIT) break;
      if (++steps > 200) break;
      if (st == BT_WAIT) continue;
      (void)bt_request_json(vm, req, NULL);
      switch (a % 6) {
      case 0: bt_fulfil(vm, req->id, NULL); break;
      case 1: {
        const char *j = jsons[(a / 6) % (sizeof jsons / sizeof jsons[0])];
        if (bt_fulfil_json(vm, req->id, j, strlen(j)) != BT_OK) bt_fulfil(vm, req->id, req->args);
        break;
      }
      case 2: bt_fail(vm, req->id, (a & 64) ? "ValueError" : "NoSuchType", "fuzz"); break;
      case 3: bt_fulfil(vm, req->id + 1 + a, NULL); bt_fulfil(vm, req->id, req->kwargs); break;
      case 4: break;   /* leave it pending: the next step is BT_WAIT */
      default: bt_fulfil(vm, req->id, req->args); break;
      }
    }
  }
  bt_free(vm);
  return 0;
}
