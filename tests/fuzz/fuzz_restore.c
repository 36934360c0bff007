/*
** fuzz_restore.c - libFuzzer target for restoring snapshots (vm/snapshot.c):
** any bytes either restore into a VM that runs safely or are refused with a
** message.  A restored VM is run a bounded number of steps, its requests
** answered with None, its exception formatted and its heap collected.
**
** The checksum would stop almost every mutation at the door, so by default
** the input's header is repaired first (body length and CRC recomputed, the
** HMAC flag cleared) and the mutations reach the parser; inputs whose flags
** field has bit 31 set are loaded as they are, to fuzz the header checks.
**
** Seeds: real snapshots, written by `build/test_snapshot --write-seeds DIR`
** (every pause of every test program).
*/
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "../../vm/vm.h"
#include "../../vm/snapshot.h"
#include "../unit/drive_none.h"

static void drop(void *ud, const char *s, size_t n) {
  (void)ud; (void)s; (void)n;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  VM *vm;
  uint8_t *buf;
  char err[256];
  size_t n = size;
  int r;
  buf = malloc(size + 4);
  if (buf == NULL) return 0;
  memcpy(buf, data, size);
  if (size >= SNAP_HEADER + 4 && !(data[15] & 0x80)) {
    uint64_t blen = size - SNAP_HEADER - 4;
    uint32_t crc;
    int i;
    memcpy(buf, SNAP_MAGIC, 8);
    buf[12] &= (uint8_t)~SNAP_FLAG_HMAC;
    for (i = 0; i < 8; i++) buf[16 + i] = (uint8_t)(blen >> (8 * i));
    crc = snap_crc32(0, buf + SNAP_HEADER, (size_t)blen);
    for (i = 0; i < 4; i++) buf[SNAP_HEADER + blen + (size_t)i] = (uint8_t)(crc >> (8 * i));
  }
  vm = vm_new(NULL, NULL);
  if (vm == NULL) { free(buf); return 0; }
  vm->out = drop;
  vm->mem.limit = vm->mem.used + (32u << 20);
  r = snap_load(vm, buf, n, NULL, 0, err, sizeof err);
  if (r == 0) {
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
  free(buf);
  return 0;
}
