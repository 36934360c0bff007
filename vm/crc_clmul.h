/*
** crc_clmul.h - CRC-32 (zlib's reflected polynomial) with the x86-64
** carry-less multiply; see crc_clmul.c.
*/
#ifndef BT_CRC_CLMUL_H
#define BT_CRC_CLMUL_H

#include <stddef.h>
#include <stdint.h>

/* 1 when this processor (and build) has crc32_clmul, else 0. */
int crc32_clmul_ok(void);
/* The CRC register (not inverted: snap_crc32 inverts) after n bytes at p;
** n is at least 64 and a multiple of 16.  Only when crc32_clmul_ok(). */
uint32_t crc32_clmul(uint32_t state, const uint8_t *p, size_t n);

#endif
