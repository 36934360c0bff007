/*
** snap_repair.h - for the fuzz target and tests that feed mutated snapshots
** to the loader (tests/fuzz/fuzz_restore.c, test_loader.c): give bytes a
** valid header, so that they reach the body's checks instead of stopping
** at the checksum.  Bytes whose flags field has bit 31 set are left as they
** are (to reach the header checks).  buf holds n bytes.
*/
#ifndef BT_SNAP_REPAIR_H
#define BT_SNAP_REPAIR_H

#include <stdint.h>
#include <string.h>
#include "../../vm/snapshot.h"

static void snap_repair(uint8_t *buf, size_t n) {
  uint64_t blen;
  uint32_t crc;
  int i;
  if (n < SNAP_HEADER + 4 || (buf[15] & 0x80)) return;
  blen = n - SNAP_HEADER - 4;
  memcpy(buf, SNAP_MAGIC, 8);
  buf[12] &= (uint8_t)~SNAP_FLAG_HMAC;
  for (i = 0; i < 8; i++) buf[16 + i] = (uint8_t)(blen >> (8 * i));
  crc = snap_crc32(0, buf + SNAP_HEADER, (size_t)blen);
  for (i = 0; i < 4; i++) buf[SNAP_HEADER + blen + (size_t)i] = (uint8_t)(crc >> (8 * i));
}

#endif
