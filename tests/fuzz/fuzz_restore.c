/*
** fuzz_restore.c - libFuzzer target for restoring snapshots (vm/snapshot.c):
** any bytes either restore into a VM that runs safely or are refused with a
** message.
**
** Two modes, chosen by BATON_FUZZ_RESTORE (default "api"):
**  - api: the bytes go through bt_restore, and the VM is driven only as a
**    host could drive it (bt_pending, bt_fulfil, bt_step, bt_error_text,
**    bt_get_global, bt_snapshot, bt_load of a small program): a finding
**    in this mode is reachable by a host that restores hostile bytes;
**  - internal: snap_load into a VM, then vm_resume, requests answered
**    with None (drive_answering_none, which also resumes an idle VM), the
**    exception formatted, the globals repr'd and the heap collected: it
**    reaches states no host can start from, to test the loader's
**    invariants more widely.
**
** The checksum would stop almost every mutation at the door, so the input's
** header is repaired first (snap_repair: body length and CRC recomputed,
** the HMAC flag cleared) and the mutations reach the parser; inputs whose
** flags field has bit 31 set are loaded as they are, to fuzz the header
** checks.
**
** Seeds: real snapshots, written by `build/test_snapshot --write-seeds DIR`
** (every pause of every test program), and tests/fuzz/restore-seeds.
*/
#include "slow.h"
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "baton.h"
#include "../../vm/vm.h"
#include "../../vm/snapshot.h"
#include "../unit/drive_none.h"
#include "../unit/snap_repair.h"
#include "fuzz_cache.h"

static void drop(void *ud, const char *s, size_t n) {
  (void)ud; (void)s; (void)n;
}

/* The public API's view: what a host that restored these bytes can do. */
static void drive_api(const uint8_t *bytes, size_t n) {
  bt_config cfg;
  bt_vm *vm;
  bt_error err;
  int round;
  static const char prog[] = "x = [1, 2]\nprint(len(x))\n";
  memset(&cfg, 0, sizeof cfg);
  cfg.max_memory = 32u << 20;
  cfg.max_steps = 20000;
  cfg.max_output = 1u << 16;
  cfg.max_depth = 200;
  cfg.max_calls = 64;
  cfg.print = drop;
  cfg.cache = fuzz_cache(NULL);
  if (bt_restore(bytes, n, &cfg, &vm, &err) != BT_OK) return;
  for (round = 0; round < 16; round++) {
    const bt_request *req;
    bt_status st;
    size_t i;
    for (i = 0; (req = bt_pending(vm, i)) != NULL; i++)
      (void)bt_request_json(vm, req, NULL);
    /* answer from the last: a fulfilled request leaves the list */
    while (i-- > 0) {
      req = bt_pending(vm, i);
      if (req != NULL) bt_fulfil(vm, req->id, (round & 1) ? req->args : NULL);
    }
    st = bt_step(vm, &req);
    while (bt_cancelled(vm) != 0) {}
    if (st == BT_ERROR) (void)bt_error_text(vm);
    if (st == BT_LIMIT) (void)bt_limit_text(vm);
    if (st == BT_DONE) (void)bt_result_repr(vm);
    if (st != BT_REQUEST && st != BT_WAIT) break;
  }
  {
    size_t len;
    (void)bt_snapshot(vm, &len);
    (void)bt_get_global(vm, "x");
    if (bt_load(vm, prog, sizeof prog - 1, "<fuzz>", NULL) == BT_OK) (void)bt_step(vm, NULL);
  }
  bt_free(vm);
}

/* Internal state driven directly, as the tests of the loader do. */
static void drive_internal(uint8_t *buf, size_t n) {
  VM *vm;
  char err[256];
  vm = vm_new(NULL, NULL);
  if (vm == NULL) return;
  vm->out = drop;
  vm->astcache = fuzz_cache(NULL);
  vm->mem.limit = mem_held(&vm->mem) + (32u << 20);
  if (snap_load(vm, buf, n, NULL, 0, err, sizeof err) == 0) {
    vm->lim.max_steps = vm->steps + 20000;
    vm->lim.max_depth = 200;
    vm->lim.max_output = 1 << 16;
    (void)drive_answering_none(vm, 16);
    if (vm->exc.tag == V_OBJ) {
      Buf b = BUF_INIT;
      (void)exc_format(vm, vm->exc, &b);
      buf_free(vm, &b);
      vm->exc = VUNDEF;
    }
    {
      Value s;
      (void)vm_repr(vm, vobj(vm->globals), &s);
      vm->exc = VUNDEF;
    }
    gc_collect(vm);
  }
  vm_free(vm);
}

FUZZ_CACHE_INITIALIZE(NULL)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static int internal = -1;
  uint64_t start = fuzz_cpu_ms();
  uint8_t *buf;
  if (internal < 0) {
    const char *m = getenv("BATON_FUZZ_RESTORE");
    internal = m != NULL && strcmp(m, "internal") == 0;
  }
  buf = malloc(size + 4);
  if (buf == NULL) return 0;
  memcpy(buf, data, size);
  snap_repair(buf, size);
  if (internal) drive_internal(buf, size);
  else drive_api(buf, size);
  free(buf);
  fuzz_slow_check(start);
  return 0;
}
