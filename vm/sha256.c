/*
** sha256.c - SHA-256 as FIPS 180-4 section 6.2 describes it, and HMAC
** (RFC 2104) over it.
**
** The message schedule is kept as a 16-word ring (W[t] for t >= 16 is
** computed in place from W[t-16], W[t-15], W[t-7], W[t-2]), which is the
** same recurrence as the 64-word array of the standard.  Bytes are read
** big-endian explicitly, so the code does not depend on the host's order.
*/
#include <string.h>
#include "sha256.h"

/* The first 32 bits of the fractional parts of the cube roots of the first
** 64 primes (FIPS 180-4, 4.2.2). */
static const uint32_t K[64] = {
  0x428a2f98u, 0x71374491u, 0xb5c0fbcfu, 0xe9b5dba5u, 0x3956c25bu, 0x59f111f1u,
  0x923f82a4u, 0xab1c5ed5u, 0xd807aa98u, 0x12835b01u, 0x243185beu, 0x550c7dc3u,
  0x72be5d74u, 0x80deb1feu, 0x9bdc06a7u, 0xc19bf174u, 0xe49b69c1u, 0xefbe4786u,
  0x0fc19dc6u, 0x240ca1ccu, 0x2de92c6fu, 0x4a7484aau, 0x5cb0a9dcu, 0x76f988dau,
  0x983e5152u, 0xa831c66du, 0xb00327c8u, 0xbf597fc7u, 0xc6e00bf3u, 0xd5a79147u,
  0x06ca6351u, 0x14292967u, 0x27b70a85u, 0x2e1b2138u, 0x4d2c6dfcu, 0x53380d13u,
  0x650a7354u, 0x766a0abbu, 0x81c2c92eu, 0x92722c85u, 0xa2bfe8a1u, 0xa81a664bu,
  0xc24b8b70u, 0xc76c51a3u, 0xd192e819u, 0xd6990624u, 0xf40e3585u, 0x106aa070u,
  0x19a4c116u, 0x1e376c08u, 0x2748774cu, 0x34b0bcb5u, 0x391c0cb3u, 0x4ed8aa4au,
  0x5b9cca4fu, 0x682e6ff3u, 0x748f82eeu, 0x78a5636fu, 0x84c87814u, 0x8cc70208u,
  0x90befffau, 0xa4506cebu, 0xbef9a3f7u, 0xc67178f2u,
};

#define ROTR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))
#define CH(x, y, z) ((z) ^ ((x) & ((y) ^ (z))))
#define MAJ(x, y, z) (((x) & (y)) | ((z) & ((x) | (y))))
#define BSIG0(x) (ROTR(x, 2) ^ ROTR(x, 13) ^ ROTR(x, 22))
#define BSIG1(x) (ROTR(x, 6) ^ ROTR(x, 11) ^ ROTR(x, 25))
#define SSIG0(x) (ROTR(x, 7) ^ ROTR(x, 18) ^ ((x) >> 3))
#define SSIG1(x) (ROTR(x, 17) ^ ROTR(x, 19) ^ ((x) >> 10))

static uint32_t load_be32(const uint8_t *p) {
  return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

static void store_be32(uint8_t *p, uint32_t v) {
  p[0] = (uint8_t)(v >> 24);
  p[1] = (uint8_t)(v >> 16);
  p[2] = (uint8_t)(v >> 8);
  p[3] = (uint8_t)v;
}

/* One round t of FIPS 180-4 6.2.2 step 3 on the working variables as
** named (the caller rotates the names instead of moving the values). */
#define ROUND(a, b, c, d, e, f, g, h, t, wt)                      \
  do {                                                            \
    uint32_t t1_ = (h) + BSIG1(e) + CH(e, f, g) + K[t] + (wt);    \
    (d) += t1_;                                                   \
    (h) = t1_ + BSIG0(a) + MAJ(a, b, c);                          \
  } while (0)

/* W[t] for t >= 16, in place in the 16-word ring. */
#define SCHED(t) (w[(t) & 15] += SSIG1(w[((t) - 2) & 15]) + w[((t) - 7) & 15] + \
                                 SSIG0(w[((t) - 15) & 15]))

/* Eight rounds from t (a multiple of 8): each variable takes each role once. */
#define ROUNDS8(t, W)                           \
  ROUND(a, b, c, d, e, f, g, hh, (t), W(t));    \
  ROUND(hh, a, b, c, d, e, f, g, (t) + 1, W((t) + 1)); \
  ROUND(g, hh, a, b, c, d, e, f, (t) + 2, W((t) + 2)); \
  ROUND(f, g, hh, a, b, c, d, e, (t) + 3, W((t) + 3)); \
  ROUND(e, f, g, hh, a, b, c, d, (t) + 4, W((t) + 4)); \
  ROUND(d, e, f, g, hh, a, b, c, (t) + 5, W((t) + 5)); \
  ROUND(c, d, e, f, g, hh, a, b, (t) + 6, W((t) + 6)); \
  ROUND(b, c, d, e, f, g, hh, a, (t) + 7, W((t) + 7))

#define WLOAD(t) (w[t])

/* The 64 rounds unrolled: no branch per round, no shuffling of the eight
** working variables, and constant schedule indices (about a third of the
** instructions of the plain loop; every snapshot is authenticated with
** it). */
static void compress(uint32_t h[8], const uint8_t *block) {
  uint32_t w[16], a, b, c, d, e, f, g, hh;
  int t;
  for (t = 0; t < 16; t++) w[t] = load_be32(block + 4 * t);
  a = h[0]; b = h[1]; c = h[2]; d = h[3];
  e = h[4]; f = h[5]; g = h[6]; hh = h[7];
  ROUNDS8(0, WLOAD);
  ROUNDS8(8, WLOAD);
  ROUNDS8(16, SCHED);
  ROUNDS8(24, SCHED);
  ROUNDS8(32, SCHED);
  ROUNDS8(40, SCHED);
  ROUNDS8(48, SCHED);
  ROUNDS8(56, SCHED);
  h[0] += a; h[1] += b; h[2] += c; h[3] += d;
  h[4] += e; h[5] += f; h[6] += g; h[7] += hh;
}

void sha256_block(uint32_t h[8], const uint8_t block[SHA256_BLOCK]) { compress(h, block); }

void sha256_init(Sha256 *s) {
  /* FIPS 180-4, 5.3.3: the square roots of the first 8 primes */
  static const uint32_t iv[8] = {
    0x6a09e667u, 0xbb67ae85u, 0x3c6ef372u, 0xa54ff53au,
    0x510e527fu, 0x9b05688cu, 0x1f83d9abu, 0x5be0cd19u,
  };
  memcpy(s->h, iv, sizeof iv);
  s->nbytes = 0;
  s->nbuf = 0;
}

void sha256_update(Sha256 *s, const void *data, size_t n) {
  const uint8_t *p = data;
  s->nbytes += n;
  if (s->nbuf) {
    size_t take = SHA256_BLOCK - s->nbuf;
    if (take > n) take = n;
    memcpy(s->buf + s->nbuf, p, take);
    s->nbuf += take;
    p += take;
    n -= take;
    if (s->nbuf < SHA256_BLOCK) return;
    compress(s->h, s->buf);
    s->nbuf = 0;
  }
  while (n >= SHA256_BLOCK) {
    compress(s->h, p);
    p += SHA256_BLOCK;
    n -= SHA256_BLOCK;
  }
  if (n) {
    memcpy(s->buf, p, n);
    s->nbuf = n;
  }
}

void sha256_final(Sha256 *s, uint8_t out[SHA256_LEN]) {
  uint64_t bits = s->nbytes * 8;
  int i;
  /* padding: 0x80, zeros, then the 64-bit big-endian bit length, so that
  ** the total is a multiple of the block size (FIPS 180-4, 5.1.1) */
  s->buf[s->nbuf++] = 0x80;
  if (s->nbuf > SHA256_BLOCK - 8) {
    memset(s->buf + s->nbuf, 0, SHA256_BLOCK - s->nbuf);
    compress(s->h, s->buf);
    s->nbuf = 0;
  }
  memset(s->buf + s->nbuf, 0, SHA256_BLOCK - 8 - s->nbuf);
  for (i = 0; i < 8; i++) s->buf[SHA256_BLOCK - 1 - i] = (uint8_t)(bits >> (8 * i));
  compress(s->h, s->buf);
  for (i = 0; i < 8; i++) store_be32(out + 4 * i, s->h[i]);
  memset(s, 0, sizeof *s);
}

void sha256(const void *p, size_t n, uint8_t out[SHA256_LEN]) {
  Sha256 s;
  sha256_init(&s);
  sha256_update(&s, p, n);
  sha256_final(&s, out);
}

void hmac_sha256_init(HmacSha256 *h, const uint8_t *key, size_t keylen) {
  uint8_t k[SHA256_BLOCK], ipad[SHA256_BLOCK];
  size_t i;
  memset(k, 0, sizeof k);
  if (keylen > SHA256_BLOCK) sha256(key, keylen, k);
  else if (keylen) memcpy(k, key, keylen);
  for (i = 0; i < SHA256_BLOCK; i++) {
    ipad[i] = (uint8_t)(k[i] ^ 0x36);
    h->opad[i] = (uint8_t)(k[i] ^ 0x5c);
  }
  sha256_init(&h->inner);
  sha256_update(&h->inner, ipad, sizeof ipad);
  memset(k, 0, sizeof k);
  memset(ipad, 0, sizeof ipad);
}

void hmac_sha256_update(HmacSha256 *h, const void *p, size_t n) {
  sha256_update(&h->inner, p, n);
}

void hmac_sha256_final(HmacSha256 *h, uint8_t out[SHA256_LEN]) {
  uint8_t ih[SHA256_LEN];
  Sha256 outer;
  sha256_final(&h->inner, ih);
  sha256_init(&outer);
  sha256_update(&outer, h->opad, sizeof h->opad);
  sha256_update(&outer, ih, sizeof ih);
  sha256_final(&outer, out);
  memset(h, 0, sizeof *h);
}

void hmac_sha256(const uint8_t *key, size_t keylen, const void *p, size_t n,
                 uint8_t out[SHA256_LEN]) {
  HmacSha256 h;
  hmac_sha256_init(&h, key, keylen);
  hmac_sha256_update(&h, p, n);
  hmac_sha256_final(&h, out);
}

int sha256_equal(const uint8_t *a, const uint8_t *b, size_t n) {
  unsigned diff = 0;
  size_t i;
  for (i = 0; i < n; i++) diff |= (unsigned)(a[i] ^ b[i]);
  return diff == 0;
}
