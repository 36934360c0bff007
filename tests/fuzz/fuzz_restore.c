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
**
** Speed: a snapshot stores no bytecode, so every restore compiles its
** program's source, its tool signatures and the prelude functions it
** refers to, and the API mode then compiles a small program of its own.
** A profile of this target (fast build, a corpus of 968 snapshots) spent
** 73% of its CPU in compile_source, most of it on those same texts again
** and again: the parse cache (fuzz_cache.h) held the library's texts but
** not the seeds'.  So, before the first input, while the cache may still
** fill, every file of the corpus directories on the command line (at
** most WARM_FILES, each at most WARM_MAX bytes, until the cache holds
** half its room: a full cache would start afresh, empty) is restored and driven
** once as an input would be; the cache keeps the code of each text they
** compile.  Nothing is weakened: a text the warm pass compiled is found
** in the cache only when the input holds it byte for byte (the cache's
** key is the file name and the whole text), and its code comes from the
** image of that same compile, so the loader's check that the stored
** source compiles to the stored code paths still runs against the same
** code; a mutated source misses and is compiled afresh under the VM's
** memory limit, as before.  The warm pass runs each file through the same
** checks, so a crash in it is a finding too.
*/
#include "slow.h"
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
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

#define WARM_FILES 4000
#define WARM_MAX ((size_t)262144)

static char **warm_argv;   /* the command line, for warm_seeds */
static int warm_argc;

/* Restores every file of the directories on the command line, in the
** mode the target runs (while the cache may still fill: see above). */
static void warm_seeds(bt_cache *c) {
  int i, files = 0;
  uint8_t *buf = malloc(WARM_MAX + 4);
  const char *m = getenv("BATON_FUZZ_RESTORE");
  int internal = m != NULL && strcmp(m, "internal") == 0;
  (void)c;
  if (buf == NULL) return;
  for (i = 1; i < warm_argc && files < WARM_FILES && fuzz_cache_held < FUZZ_CACHE_MAX / 2; i++) {
    DIR *d;
    struct dirent *e;
    if (warm_argv[i][0] == '-' || (d = opendir(warm_argv[i])) == NULL) continue;
    while (files < WARM_FILES && fuzz_cache_held < FUZZ_CACHE_MAX / 2 && (e = readdir(d)) != NULL) {
      char path[4096];
      FILE *f;
      size_t n;
      if (e->d_name[0] == '.') continue;
      if (snprintf(path, sizeof path, "%s/%s", warm_argv[i], e->d_name) >= (int)sizeof path ||
          (f = fopen(path, "rb")) == NULL)
        continue;
      n = fread(buf, 1, WARM_MAX + 1, f);
      fclose(f);
      if (n == 0 || n > WARM_MAX) continue;
      files++;
      snap_repair(buf, n);
      if (internal) drive_internal(buf, n);
      else drive_api(buf, n);
    }
    closedir(d);
  }
  free(buf);
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  warm_argc = *argc;
  warm_argv = *argv;
  (void)fuzz_cache(warm_seeds);
  return 0;
}

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
