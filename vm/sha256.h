/*
** sha256.h - SHA-256 (FIPS 180-4) and HMAC-SHA-256 (RFC 2104), used to
** authenticate snapshots.  Plain portable C, no state outside the context
** structs; nothing allocates.
*/
#ifndef BT_SHA256_H
#define BT_SHA256_H

#include <stddef.h>
#include <stdint.h>

#define SHA256_LEN 32
#define SHA256_BLOCK 64

typedef struct Sha256 {
  uint32_t h[8];          /* chaining state */
  uint64_t nbytes;        /* message length so far */
  uint8_t buf[SHA256_BLOCK];
  size_t nbuf;            /* bytes waiting in buf, < SHA256_BLOCK */
} Sha256;

void sha256_init(Sha256 *s);
/* One block into the chaining state (hashlib's engine buffers itself). */
void sha256_block(uint32_t h[8], const uint8_t block[SHA256_BLOCK]);
void sha256_update(Sha256 *s, const void *p, size_t n);
void sha256_final(Sha256 *s, uint8_t out[SHA256_LEN]);
void sha256(const void *p, size_t n, uint8_t out[SHA256_LEN]);

/* HMAC-SHA-256 in three steps (for messages in pieces) or at once.  A key
** longer than the block size is hashed first, as RFC 2104 says. */
typedef struct HmacSha256 {
  Sha256 inner;
  uint8_t opad[SHA256_BLOCK];  /* key ^ 0x5c, for the outer hash */
} HmacSha256;

void hmac_sha256_init(HmacSha256 *h, const uint8_t *key, size_t keylen);
void hmac_sha256_update(HmacSha256 *h, const void *p, size_t n);
void hmac_sha256_final(HmacSha256 *h, uint8_t out[SHA256_LEN]);
void hmac_sha256(const uint8_t *key, size_t keylen, const void *p, size_t n,
                 uint8_t out[SHA256_LEN]);

/* Compare n bytes in time independent of where they differ: 1 if equal. */
int sha256_equal(const uint8_t *a, const uint8_t *b, size_t n);

#endif
