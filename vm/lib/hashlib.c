/*
** hashlib.c - the hash functions of hashlib: MD5 (RFC 1321), SHA-1,
** SHA-224/256 and SHA-384/512 (FIPS 180-4), SHA-3 and SHAKE (FIPS 202),
** BLAKE2b and BLAKE2s (RFC 7693), written from the documents.
**
** A hash object is a Python class (hashlib.py) holding its running state as
** a bytes value, so snapshots and the GC need nothing new: _init(alg) makes
** the state, _update(alg, state, data) returns the next one, _digest(alg,
** state) the digest.  The state is program data, so it is read as hostile
** bytes: its length must be exact and its buffer count below the block
** size, or ValueError.  One engine buffers and pads for every algorithm;
** each algorithm supplies its block function and byte order.
**
** State layout: h[8] as 8-byte little-endian words (32-bit algorithms use
** the low half), the message length in bytes (8 bytes LE), the buffered
** byte count (1 byte), then the block buffer.
*/
#include <string.h>
#include "lib.h"
#include "../bytes.h"
#include "../limits.h"
#include "../sha256.h"

typedef struct HState {
  uint64_t h[8];
  uint64_t nbytes;      /* message length so far */
  uint8_t buf[128];
  size_t nbuf;          /* < the block size */
} HState;

typedef struct HAlg {
  const char *name;
  int digest_size, block_size;
  int word;             /* 4 or 8 bytes per chaining word */
  bool big_endian;      /* SHA: words and length big-endian; MD5: little */
  uint64_t iv[8];
  void (*block)(uint64_t h[8], const uint8_t *block);
} HAlg;

#define ROTL32(x, n) (((x) << (n)) | ((x) >> (32 - (n))))
#define ROTR64(x, n) (((x) >> (n)) | ((x) << (64 - (n))))

static uint32_t le32(const uint8_t *p) {
  return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) | ((uint32_t)p[3] << 24);
}

static uint32_t be32(const uint8_t *p) {
  return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

static uint64_t be64(const uint8_t *p) {
  return ((uint64_t)be32(p) << 32) | be32(p + 4);
}

/* ---- MD5 (RFC 1321, 3.4) ---- */

/* T[i] = floor(2^32 * |sin(i + 1)|) */
static const uint32_t md5_T[64] = {
  0xd76aa478u, 0xe8c7b756u, 0x242070dbu, 0xc1bdceeeu, 0xf57c0fafu, 0x4787c62au,
  0xa8304613u, 0xfd469501u, 0x698098d8u, 0x8b44f7afu, 0xffff5bb1u, 0x895cd7beu,
  0x6b901122u, 0xfd987193u, 0xa679438eu, 0x49b40821u, 0xf61e2562u, 0xc040b340u,
  0x265e5a51u, 0xe9b6c7aau, 0xd62f105du, 0x02441453u, 0xd8a1e681u, 0xe7d3fbc8u,
  0x21e1cde6u, 0xc33707d6u, 0xf4d50d87u, 0x455a14edu, 0xa9e3e905u, 0xfcefa3f8u,
  0x676f02d9u, 0x8d2a4c8au, 0xfffa3942u, 0x8771f681u, 0x6d9d6122u, 0xfde5380cu,
  0xa4beea44u, 0x4bdecfa9u, 0xf6bb4b60u, 0xbebfbc70u, 0x289b7ec6u, 0xeaa127fau,
  0xd4ef3085u, 0x04881d05u, 0xd9d4d039u, 0xe6db99e5u, 0x1fa27cf8u, 0xc4ac5665u,
  0xf4292244u, 0x432aff97u, 0xab9423a7u, 0xfc93a039u, 0x655b59c3u, 0x8f0ccc92u,
  0xffeff47du, 0x85845dd1u, 0x6fa87e4fu, 0xfe2ce6e0u, 0xa3014314u, 0x4e0811a1u,
  0xf7537e82u, 0xbd3af235u, 0x2ad7d2bbu, 0xeb86d391u,
};
static const uint8_t md5_S[4][4] = {{7, 12, 17, 22}, {5, 9, 14, 20}, {4, 11, 16, 23}, {6, 10, 15, 21}};

static void md5_block(uint64_t h[8], const uint8_t *block) {
  uint32_t x[16], a = (uint32_t)h[0], b = (uint32_t)h[1], c = (uint32_t)h[2], d = (uint32_t)h[3];
  int i;
  for (i = 0; i < 16; i++) x[i] = le32(block + 4 * i);
  for (i = 0; i < 64; i++) {
    uint32_t f, t;
    int k, r = i / 16;
    switch (r) {
    case 0: f = (b & c) | (~b & d); k = i; break;
    case 1: f = (b & d) | (c & ~d); k = (5 * i + 1) & 15; break;
    case 2: f = b ^ c ^ d; k = (3 * i + 5) & 15; break;
    default: f = c ^ (b | ~d); k = (7 * i) & 15; break;
    }
    t = a + f + x[k] + md5_T[i];
    a = d; d = c; c = b;
    b = b + ROTL32(t, md5_S[r][i & 3]);
  }
  h[0] = (uint32_t)(h[0] + a); h[1] = (uint32_t)(h[1] + b);
  h[2] = (uint32_t)(h[2] + c); h[3] = (uint32_t)(h[3] + d);
}

/* ---- SHA-1 (FIPS 180-4, 6.1) ---- */

static void sha1_block(uint64_t h[8], const uint8_t *block) {
  uint32_t w[80], a = (uint32_t)h[0], b = (uint32_t)h[1], c = (uint32_t)h[2],
           d = (uint32_t)h[3], e = (uint32_t)h[4];
  int t;
  for (t = 0; t < 16; t++) w[t] = be32(block + 4 * t);
  for (; t < 80; t++) w[t] = ROTL32(w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16], 1);
  for (t = 0; t < 80; t++) {
    uint32_t f, k, tmp;
    if (t < 20) { f = (b & c) ^ (~b & d); k = 0x5a827999u; }
    else if (t < 40) { f = b ^ c ^ d; k = 0x6ed9eba1u; }
    else if (t < 60) { f = (b & c) ^ (b & d) ^ (c & d); k = 0x8f1bbcdcu; }
    else { f = b ^ c ^ d; k = 0xca62c1d6u; }
    tmp = ROTL32(a, 5) + f + e + k + w[t];
    e = d; d = c; c = ROTL32(b, 30); b = a; a = tmp;
  }
  h[0] = (uint32_t)(h[0] + a); h[1] = (uint32_t)(h[1] + b); h[2] = (uint32_t)(h[2] + c);
  h[3] = (uint32_t)(h[3] + d); h[4] = (uint32_t)(h[4] + e);
}

/* ---- SHA-224/256: vm/sha256.c's block function ---- */

static void sha256_alg_block(uint64_t h[8], const uint8_t *block) {
  uint32_t w[8];
  int i;
  for (i = 0; i < 8; i++) w[i] = (uint32_t)h[i];
  sha256_block(w, block);
  for (i = 0; i < 8; i++) h[i] = w[i];
}

/* ---- SHA-384/512 (FIPS 180-4, 6.4) ---- */

/* the first 64 bits of the fractional parts of the cube roots of the
** first 80 primes (4.2.3) */
static const uint64_t K512[80] = {
  0x428a2f98d728ae22ull, 0x7137449123ef65cdull, 0xb5c0fbcfec4d3b2full,
  0xe9b5dba58189dbbcull, 0x3956c25bf348b538ull, 0x59f111f1b605d019ull,
  0x923f82a4af194f9bull, 0xab1c5ed5da6d8118ull, 0xd807aa98a3030242ull,
  0x12835b0145706fbeull, 0x243185be4ee4b28cull, 0x550c7dc3d5ffb4e2ull,
  0x72be5d74f27b896full, 0x80deb1fe3b1696b1ull, 0x9bdc06a725c71235ull,
  0xc19bf174cf692694ull, 0xe49b69c19ef14ad2ull, 0xefbe4786384f25e3ull,
  0x0fc19dc68b8cd5b5ull, 0x240ca1cc77ac9c65ull, 0x2de92c6f592b0275ull,
  0x4a7484aa6ea6e483ull, 0x5cb0a9dcbd41fbd4ull, 0x76f988da831153b5ull,
  0x983e5152ee66dfabull, 0xa831c66d2db43210ull, 0xb00327c898fb213full,
  0xbf597fc7beef0ee4ull, 0xc6e00bf33da88fc2ull, 0xd5a79147930aa725ull,
  0x06ca6351e003826full, 0x142929670a0e6e70ull, 0x27b70a8546d22ffcull,
  0x2e1b21385c26c926ull, 0x4d2c6dfc5ac42aedull, 0x53380d139d95b3dfull,
  0x650a73548baf63deull, 0x766a0abb3c77b2a8ull, 0x81c2c92e47edaee6ull,
  0x92722c851482353bull, 0xa2bfe8a14cf10364ull, 0xa81a664bbc423001ull,
  0xc24b8b70d0f89791ull, 0xc76c51a30654be30ull, 0xd192e819d6ef5218ull,
  0xd69906245565a910ull, 0xf40e35855771202aull, 0x106aa07032bbd1b8ull,
  0x19a4c116b8d2d0c8ull, 0x1e376c085141ab53ull, 0x2748774cdf8eeb99ull,
  0x34b0bcb5e19b48a8ull, 0x391c0cb3c5c95a63ull, 0x4ed8aa4ae3418acbull,
  0x5b9cca4f7763e373ull, 0x682e6ff3d6b2b8a3ull, 0x748f82ee5defb2fcull,
  0x78a5636f43172f60ull, 0x84c87814a1f0ab72ull, 0x8cc702081a6439ecull,
  0x90befffa23631e28ull, 0xa4506cebde82bde9ull, 0xbef9a3f7b2c67915ull,
  0xc67178f2e372532bull, 0xca273eceea26619cull, 0xd186b8c721c0c207ull,
  0xeada7dd6cde0eb1eull, 0xf57d4f7fee6ed178ull, 0x06f067aa72176fbaull,
  0x0a637dc5a2c898a6ull, 0x113f9804bef90daeull, 0x1b710b35131c471bull,
  0x28db77f523047d84ull, 0x32caab7b40c72493ull, 0x3c9ebe0a15c9bebcull,
  0x431d67c49c100d4cull, 0x4cc5d4becb3e42b6ull, 0x597f299cfc657e2aull,
  0x5fcb6fab3ad6faecull, 0x6c44198c4a475817ull,
};

static void sha512_block(uint64_t h[8], const uint8_t *block) {
  uint64_t w[80], v[8], t1, t2;
  int t, i;
  for (t = 0; t < 16; t++) w[t] = be64(block + 8 * t);
  for (; t < 80; t++) {
    uint64_t s0 = ROTR64(w[t - 15], 1) ^ ROTR64(w[t - 15], 8) ^ (w[t - 15] >> 7);
    uint64_t s1 = ROTR64(w[t - 2], 19) ^ ROTR64(w[t - 2], 61) ^ (w[t - 2] >> 6);
    w[t] = s1 + w[t - 7] + s0 + w[t - 16];
  }
  for (i = 0; i < 8; i++) v[i] = h[i];
  for (t = 0; t < 80; t++) {
    uint64_t e = v[4], a = v[0];
    t1 = v[7] + (ROTR64(e, 14) ^ ROTR64(e, 18) ^ ROTR64(e, 41)) + ((e & v[5]) ^ (~e & v[6])) +
         K512[t] + w[t];
    t2 = (ROTR64(a, 28) ^ ROTR64(a, 34) ^ ROTR64(a, 39)) + ((a & v[1]) ^ (a & v[2]) ^ (v[1] & v[2]));
    v[7] = v[6]; v[6] = v[5]; v[5] = v[4]; v[4] = v[3] + t1;
    v[3] = v[2]; v[2] = v[1]; v[1] = v[0]; v[0] = t1 + t2;
  }
  for (i = 0; i < 8; i++) h[i] += v[i];
}

/* The algorithms, by the index hashlib.py passes.  Initial values: FIPS
** 180-4 5.3 (square roots of primes), RFC 1321 3.3. */
static const HAlg algs[] = {
  {"md5", 16, 64, 4, false, {0x67452301u, 0xefcdab89u, 0x98badcfeu, 0x10325476u}, md5_block},
  {"sha1", 20, 64, 4, true,
   {0x67452301u, 0xefcdab89u, 0x98badcfeu, 0x10325476u, 0xc3d2e1f0u}, sha1_block},
  {"sha224", 28, 64, 4, true,
   {0xc1059ed8u, 0x367cd507u, 0x3070dd17u, 0xf70e5939u, 0xffc00b31u, 0x68581511u, 0x64f98fa7u,
    0xbefa4fa4u}, sha256_alg_block},
  {"sha256", 32, 64, 4, true,
   {0x6a09e667u, 0xbb67ae85u, 0x3c6ef372u, 0xa54ff53au, 0x510e527fu, 0x9b05688cu, 0x1f83d9abu,
    0x5be0cd19u}, sha256_alg_block},
  {"sha384", 48, 128, 8, true, {
  0xcbbb9d5dc1059ed8ull, 0x629a292a367cd507ull, 0x9159015a3070dd17ull,
  0x152fecd8f70e5939ull, 0x67332667ffc00b31ull, 0x8eb44a8768581511ull,
  0xdb0c2e0d64f98fa7ull, 0x47b5481dbefa4fa4ull,
   }, sha512_block},
  {"sha512", 64, 128, 8, true, {
  0x6a09e667f3bcc908ull, 0xbb67ae8584caa73bull, 0x3c6ef372fe94f82bull,
  0xa54ff53a5f1d36f1ull, 0x510e527fade682d1ull, 0x9b05688c2b3e6c1full,
  0x1f83d9abfb41bd6bull, 0x5be0cd19137e2179ull,
   }, sha512_block},
};
#define NALGS ((int)(sizeof algs / sizeof algs[0]))

#define STATE_HEAD (8 * 8 + 8 + 1)

static void put_le64(uint8_t *p, uint64_t v) {
  int i;
  for (i = 0; i < 8; i++) p[i] = (uint8_t)(v >> (8 * i));
}

static uint64_t get_le64(const uint8_t *p) {
  uint64_t v = 0;
  int i;
  for (i = 7; i >= 0; i--) v = (v << 8) | p[i];
  return v;
}

static int alg_arg(VM *vm, Value v, const HAlg **out) {
  if (v.tag != V_INT || v.u.i < 0 || v.u.i >= NALGS)
    return vm_raise(vm, T_ValueError, "hashlib: bad algorithm");
  *out = &algs[v.u.i];
  return 0;
}

static int state_save(VM *vm, const HAlg *a, const HState *s, Value *out) {
  Bytes *b = bytes_alloc(vm, STATE_HEAD + (size_t)a->block_size);
  int i;
  if (b == NULL) return -1;
  for (i = 0; i < 8; i++) put_le64(b->data + 8 * i, s->h[i]);
  put_le64(b->data + 64, s->nbytes);
  b->data[72] = (uint8_t)s->nbuf;
  memcpy(b->data + STATE_HEAD, s->buf, (size_t)a->block_size);
  *out = vobj(b);
  return 0;
}

/* The state value is the program's: check it before trusting it. */
static int state_load(VM *vm, const HAlg *a, Value v, HState *s) {
  const Bytes *b;
  int i;
  if (!IS_OBJ(v, OT_BYTES) || (b = (const Bytes *)v.u.o)->len != STATE_HEAD + (size_t)a->block_size ||
      b->data[72] >= a->block_size)
    return vm_raise(vm, T_ValueError, "hashlib: corrupt hash state");
  memset(s, 0, sizeof *s);
  for (i = 0; i < 8; i++) {
    s->h[i] = get_le64(b->data + 8 * i);
    if (a->word == 4) s->h[i] &= 0xffffffffu;
  }
  s->nbytes = get_le64(b->data + 64);
  s->nbuf = b->data[72];
  memcpy(s->buf, b->data + STATE_HEAD, (size_t)a->block_size);
  return 0;
}

static void engine_update(const HAlg *a, HState *s, const uint8_t *p, size_t n) {
  size_t bs = (size_t)a->block_size;
  s->nbytes += n;
  if (s->nbuf) {
    size_t take = bs - s->nbuf;
    if (take > n) take = n;
    memcpy(s->buf + s->nbuf, p, take);
    s->nbuf += take;
    p += take;
    n -= take;
    if (s->nbuf < bs) return;
    a->block(s->h, s->buf);
    s->nbuf = 0;
  }
  for (; n >= bs; p += bs, n -= bs) a->block(s->h, p);
  if (n) {
    memcpy(s->buf, p, n);
    s->nbuf = n;
  }
}

/* Padding: 0x80, zeros, the bit length in the last 8 (16 for 128-byte
** blocks) bytes, in the algorithm's byte order. */
static void engine_final(const HAlg *a, HState *s, uint8_t *out) {
  size_t bs = (size_t)a->block_size, lenbytes = bs == 128 ? 16 : 8;
  uint64_t bits = s->nbytes * 8, hi = s->nbytes >> 61;
  size_t i;
  s->buf[s->nbuf++] = 0x80;
  if (s->nbuf > bs - lenbytes) {
    memset(s->buf + s->nbuf, 0, bs - s->nbuf);
    a->block(s->h, s->buf);
    s->nbuf = 0;
  }
  memset(s->buf + s->nbuf, 0, bs - s->nbuf);
  for (i = 0; i < 8; i++) {
    uint8_t byte = (uint8_t)(bits >> (8 * i));
    if (a->big_endian) s->buf[bs - 1 - i] = byte;
    else s->buf[bs - 8 + i] = byte;
  }
  if (lenbytes == 16) s->buf[bs - 9] = (uint8_t)hi;
  a->block(s->h, s->buf);
  for (i = 0; i < (size_t)a->digest_size; i++) {
    size_t w = i / (size_t)a->word, k = i % (size_t)a->word;
    int shift = a->big_endian ? 8 * (a->word - 1 - (int)k) : 8 * (int)k;
    out[i] = (uint8_t)(s->h[w] >> shift);
  }
}

/* _init(alg) -> the state of an empty message */
static int h_init(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  const HAlg *a = NULL;
  HState s;
  if (arg_nokw(vm, "_init", kw) || arg_count(vm, "_init", nargs, 1, 1) ||
      alg_arg(vm, args[0], &a))
    return -1;
  memset(&s, 0, sizeof s);
  memcpy(s.h, a->iv, sizeof s.h);
  return state_save(vm, a, &s, out);
}

/* Bytes hashed between two charges: NATIVE_SLICE units at 16 basic
** operations a byte (a byte costs about one per round step). */
#define H_SLICE (NATIVE_SLICE * NATIVE_STEP / 16)

/* _update(alg, state, data) -> the state after data; the work is refused
** up front past the step budget and charged slice by slice, so a deadline
** is polled while 100 MB are hashed */
static int h_update(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  const HAlg *a = NULL;
  HState s;
  const uint8_t *p;
  size_t n;
  if (arg_nokw(vm, "_update", kw) || arg_count(vm, "_update", nargs, 3, 3) ||
      alg_arg(vm, args[0], &a))
    return -1;
  if (IS_OBJ(args[2], OT_BYTES)) {
    p = ((Bytes *)args[2].u.o)->data;
    n = ((Bytes *)args[2].u.o)->len;
  } else if (IS_OBJ(args[2], OT_BYTEARRAY)) {
    p = ((ByteArray *)args[2].u.o)->data;
    n = ((ByteArray *)args[2].u.o)->len;
  } else if (IS_STR(args[2])) {
    return vm_raise(vm, T_TypeError, "Strings must be encoded before hashing");
  } else {
    return vm_raise(vm, T_TypeError, "object supporting the buffer API required");
  }
  if (state_load(vm, a, args[1], &s) || vm_charge_ahead(vm, vm_work((uint64_t)n * 16)))
    return -1;
  while (n > 0) {
    size_t k = n < H_SLICE ? n : H_SLICE;
    if (vm_charge(vm, vm_work((uint64_t)k * 16))) return -1;
    engine_update(a, &s, p, k);
    p += k;
    n -= k;
  }
  return state_save(vm, a, &s, out);
}

/* _digest(alg, state) -> bytes (the state is not changed) */
static int h_digest(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  const HAlg *a = NULL;
  HState s;
  uint8_t d[64];
  if (arg_nokw(vm, "_digest", kw) || arg_count(vm, "_digest", nargs, 2, 2) ||
      alg_arg(vm, args[0], &a) || state_load(vm, a, args[1], &s))
    return -1;
  engine_final(a, &s, d);
  return bytes_new(vm, d, (size_t)a->digest_size, out);
}

/* ---- SHA-3 and SHAKE (FIPS 202): Keccak-f[1600] as a sponge ----
** State: the 25 lanes (200 bytes, lane i little-endian at 8*i), then the
** count of bytes absorbed into the current block (< the rate). */

static const uint64_t keccak_rc[24] = {
  0x0000000000000001ull, 0x0000000000008082ull, 0x800000000000808aull, 0x8000000080008000ull,
  0x000000000000808bull, 0x0000000080000001ull, 0x8000000080008081ull, 0x8000000000008009ull,
  0x000000000000008aull, 0x0000000000000088ull, 0x0000000080008009ull, 0x000000008000000aull,
  0x000000008000808bull, 0x800000000000008bull, 0x8000000000008089ull, 0x8000000000008003ull,
  0x8000000000008002ull, 0x8000000000000080ull, 0x000000000000800aull, 0x800000008000000aull,
  0x8000000080008081ull, 0x8000000000008080ull, 0x0000000080000001ull, 0x8000000080008008ull,
};

#define ROTL64(x, n) ((n) ? (((x) << (n)) | ((x) >> (64 - (n)))) : (x))

/* the 24 rounds: theta, rho and pi, chi, iota over lanes A[x + 5y] */
static void keccak_f(uint64_t A[25]) {
  static const int rho[25] = {0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39,
                              41, 45, 15, 21, 8, 18, 2, 61, 56, 14};
  uint64_t B[25], C[5], D;
  int r, x, y;
  for (r = 0; r < 24; r++) {
    for (x = 0; x < 5; x++) C[x] = A[x] ^ A[x + 5] ^ A[x + 10] ^ A[x + 15] ^ A[x + 20];
    for (x = 0; x < 5; x++) {
      D = C[(x + 4) % 5] ^ ROTL64(C[(x + 1) % 5], 1);
      for (y = 0; y < 25; y += 5) A[y + x] ^= D;
    }
    /* B[y, 2x + 3y] = rot(A[x, y], rho[x, y]) */
    for (x = 0; x < 5; x++)
      for (y = 0; y < 5; y++)
        B[y + 5 * ((2 * x + 3 * y) % 5)] = ROTL64(A[x + 5 * y], rho[x + 5 * y]);
    for (y = 0; y < 25; y += 5)
      for (x = 0; x < 5; x++) A[y + x] = B[y + x] ^ (~B[y + (x + 1) % 5] & B[y + (x + 2) % 5]);
    A[0] ^= keccak_rc[r];
  }
}

/* sha3_224, sha3_256, sha3_384, sha3_512, shake_128, shake_256 */
static const struct { int rate, digest; uint8_t pad; } kalgs[] = {
  {144, 28, 0x06}, {136, 32, 0x06}, {104, 48, 0x06}, {72, 64, 0x06}, {168, 0, 0x1f}, {136, 0, 0x1f},
};
#define KSTATE 201

typedef struct KState { uint64_t A[25]; size_t pos; } KState;

static int kalg_arg(VM *vm, Value v, int *out) {
  if (v.tag != V_INT || v.u.i < 0 || v.u.i >= (int64_t)(sizeof kalgs / sizeof kalgs[0]))
    return vm_raise(vm, T_ValueError, "hashlib: bad algorithm");
  *out = (int)v.u.i;
  return 0;
}

static int kstate_load(VM *vm, int alg, Value v, KState *s) {
  const Bytes *b;
  int i;
  if (!IS_OBJ(v, OT_BYTES) || (b = (const Bytes *)v.u.o)->len != KSTATE ||
      b->data[200] >= kalgs[alg].rate)
    return vm_raise(vm, T_ValueError, "hashlib: corrupt hash state");
  for (i = 0; i < 25; i++) s->A[i] = get_le64(b->data + 8 * i);
  s->pos = b->data[200];
  return 0;
}

static int kstate_save(VM *vm, const KState *s, Value *out) {
  Bytes *b = bytes_alloc(vm, KSTATE);
  int i;
  if (b == NULL) return -1;
  for (i = 0; i < 25; i++) put_le64(b->data + 8 * i, s->A[i]);
  b->data[200] = (uint8_t)s->pos;
  *out = vobj(b);
  return 0;
}

static void keccak_absorb(KState *s, int rate, const uint8_t *p, size_t n) {
  size_t i;
  for (i = 0; i < n; i++) {
    s->A[s->pos / 8] ^= (uint64_t)p[i] << (8 * (s->pos % 8));
    if (++s->pos == (size_t)rate) {
      keccak_f(s->A);
      s->pos = 0;
    }
  }
}

/* The data argument of an update: bytes-like, or CPython's TypeError. */
static int hash_data(VM *vm, Value v, const uint8_t **p, size_t *n) {
  if (IS_STR(v)) return vm_raise(vm, T_TypeError, "Strings must be encoded before hashing");
  if (!bytes_view(v, p, n)) return vm_raise(vm, T_TypeError, "object supporting the buffer API required");
  return 0;
}

/* _k_init(alg) */
static int k_init(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  KState s;
  int alg = 0;
  if (arg_nokw(vm, "_k_init", kw) || arg_count(vm, "_k_init", nargs, 1, 1) ||
      kalg_arg(vm, args[0], &alg))
    return -1;
  memset(&s, 0, sizeof s);
  return kstate_save(vm, &s, out);
}

/* _k_update(alg, state, data) -> state */
static int k_update(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  KState s;
  int alg = 0;
  const uint8_t *p;
  size_t n;
  if (arg_nokw(vm, "_k_update", kw) || arg_count(vm, "_k_update", nargs, 3, 3) ||
      kalg_arg(vm, args[0], &alg) || hash_data(vm, args[2], &p, &n) ||
      kstate_load(vm, alg, args[1], &s) || vm_charge_ahead(vm, vm_work((uint64_t)n * 16)))
    return -1;
  while (n > 0) {
    size_t k = n < H_SLICE ? n : H_SLICE;
    if (vm_charge(vm, vm_work((uint64_t)k * 16))) return -1;
    keccak_absorb(&s, kalgs[alg].rate, p, k);
    p += k;
    n -= k;
  }
  return kstate_save(vm, &s, out);
}

/* _k_digest(alg, state, length) -> bytes (length: SHAKE's output size) */
static int k_digest(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  KState s;
  int alg = 0, rate;
  int64_t len;
  Bytes *b;
  size_t i;
  if (arg_nokw(vm, "_k_digest", kw) || arg_count(vm, "_k_digest", nargs, 3, 3) ||
      kalg_arg(vm, args[0], &alg) || kstate_load(vm, alg, args[1], &s) ||
      vm_index(vm, args[2], &len))
    return -1;
  rate = kalgs[alg].rate;
  if (kalgs[alg].digest) len = kalgs[alg].digest;
  if (len < 0 || len > ((int64_t)1 << 40)) return vm_nomem(vm);
  if (vm_charge_ahead(vm, vm_work((uint64_t)len * 16)) || vm_charge_bytes(vm, (uint64_t)len))
    return -1;
  s.A[s.pos / 8] ^= (uint64_t)kalgs[alg].pad << (8 * (s.pos % 8));
  s.A[(rate - 1) / 8] ^= (uint64_t)0x80 << (8 * ((rate - 1) % 8));
  keccak_f(s.A);
  b = bytes_alloc(vm, (size_t)len);
  if (b == NULL) return -1;
  for (i = 0; i < (size_t)len; i++) {
    size_t at = i % (size_t)rate;
    if (i > 0 && at == 0) {
      if (vm_charge(vm, vm_work(16 * (uint64_t)rate))) return -1;
      keccak_f(s.A);
    }
    b->data[i] = (uint8_t)(s.A[at / 8] >> (8 * (at % 8)));
  }
  *out = vobj(b);
  return 0;
}

/* ---- BLAKE2b and BLAKE2s (RFC 7693) ----
** State: h[8] (8 bytes each, little-endian; BLAKE2s the low half), the
** byte counter t (two 8-byte words), the buffered count (1 byte, at most
** a block: the last block is kept for the final compression), the digest
** size, the last-node flag, then the block buffer. */

static const uint8_t b2_sigma[10][16] = {
  {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
  {14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3},
  {11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4},
  {7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8},
  {9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13},
  {2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9},
  {12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11},
  {13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10},
  {6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5},
  {10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0},
};

/* the SHA-512 and SHA-256 initial values */
static const uint64_t b2b_iv[8] = {
  0x6a09e667f3bcc908ull, 0xbb67ae8584caa73bull, 0x3c6ef372fe94f82bull, 0xa54ff53a5f1d36f1ull,
  0x510e527fade682d1ull, 0x9b05688c2b3e6c1full, 0x1f83d9abfb41bd6bull, 0x5be0cd19137e2179ull,
};
static const uint32_t b2s_iv[8] = {
  0x6A09E667u, 0xBB67AE85u, 0x3C6EF372u, 0xA54FF53Au, 0x510E527Fu, 0x9B05688Cu, 0x1F83D9ABu,
  0x5BE0CD19u,
};

typedef struct B2State {
  uint64_t h[8], t[2];
  size_t nbuf;
  int digest;
  bool last_node;
  uint8_t buf[128];
} B2State;
#define B2STATE (64 + 16 + 3 + 128)

#define ROTR32(x, n) (((x) >> (n)) | ((x) << (32 - (n))))

/* F: compress one block; s: BLAKE2s (32-bit words, 10 rounds) */
static void b2_compress(bool s2, uint64_t h[8], const uint8_t *block, const uint64_t t[2],
                        bool last, bool last_node) {
  int i, r, w = s2 ? 4 : 8, rounds = s2 ? 10 : 12;
  uint64_t v[16], m[16];
  for (i = 0; i < 16; i++) {
    m[i] = s2 ? le32(block + 4 * i) : get_le64(block + 8 * i);
  }
  for (i = 0; i < 8; i++) {
    v[i] = h[i];
    v[i + 8] = s2 ? b2s_iv[i] : b2b_iv[i];
  }
  v[12] ^= t[0];
  v[13] ^= t[1];
  if (last) v[14] = ~v[14];
  if (last_node) v[15] = ~v[15];
  if (s2) for (i = 12; i < 16; i++) v[i] &= 0xffffffffu;
  for (r = 0; r < rounds; r++) {
    const uint8_t *sg = b2_sigma[r % 10];
    static const uint8_t g[8][4] = {{0, 4, 8, 12}, {1, 5, 9, 13}, {2, 6, 10, 14}, {3, 7, 11, 15},
                                    {0, 5, 10, 15}, {1, 6, 11, 12}, {2, 7, 8, 13}, {3, 4, 9, 14}};
    for (i = 0; i < 8; i++) {
      int a = g[i][0], b = g[i][1], c = g[i][2], d = g[i][3];
      uint64_t x = m[sg[2 * i]], y = m[sg[2 * i + 1]];
      if (s2) {
        uint32_t A = (uint32_t)v[a], B = (uint32_t)v[b], C = (uint32_t)v[c], D = (uint32_t)v[d];
        A = A + B + (uint32_t)x; D = ROTR32(D ^ A, 16);
        C = C + D; B = ROTR32(B ^ C, 12);
        A = A + B + (uint32_t)y; D = ROTR32(D ^ A, 8);
        C = C + D; B = ROTR32(B ^ C, 7);
        v[a] = A; v[b] = B; v[c] = C; v[d] = D;
      } else {
        v[a] = v[a] + v[b] + x; v[d] = ROTR64(v[d] ^ v[a], 32);
        v[c] = v[c] + v[d]; v[b] = ROTR64(v[b] ^ v[c], 24);
        v[a] = v[a] + v[b] + y; v[d] = ROTR64(v[d] ^ v[a], 16);
        v[c] = v[c] + v[d]; v[b] = ROTR64(v[b] ^ v[c], 63);
      }
    }
  }
  for (i = 0; i < 8; i++) {
    h[i] ^= v[i] ^ v[i + 8];
    if (w == 4) h[i] &= 0xffffffffu;
  }
}

static void b2_count(bool s2, uint64_t t[2], size_t n) {
  if (s2) {   /* a 64-bit counter in two 32-bit words */
    uint64_t c = (t[0] | t[1] << 32) + n;
    t[0] = c & 0xffffffffu;
    t[1] = c >> 32;
  } else {
    t[0] += n;
    if (t[0] < n) t[1]++;
  }
}

static void b2_absorb(bool s2, B2State *s, const uint8_t *p, size_t n) {
  size_t bs = s2 ? 64 : 128;
  while (n > 0) {
    size_t k;
    if (s->nbuf == bs) {   /* a full block and more data: not the last one */
      b2_count(s2, s->t, bs);
      b2_compress(s2, s->h, s->buf, s->t, false, false);
      s->nbuf = 0;
    }
    k = bs - s->nbuf < n ? bs - s->nbuf : n;
    memcpy(s->buf + s->nbuf, p, k);
    s->nbuf += k;
    p += k;
    n -= k;
  }
}

static int b2_save(VM *vm, const B2State *s, Value *out) {
  Bytes *b = bytes_alloc(vm, B2STATE);
  int i;
  if (b == NULL) return -1;
  for (i = 0; i < 8; i++) put_le64(b->data + 8 * i, s->h[i]);
  put_le64(b->data + 64, s->t[0]);
  put_le64(b->data + 72, s->t[1]);
  b->data[80] = (uint8_t)s->nbuf;
  b->data[81] = (uint8_t)s->digest;
  b->data[82] = s->last_node;
  memcpy(b->data + 83, s->buf, 128);
  *out = vobj(b);
  return 0;
}

static int b2_load(VM *vm, bool s2, Value v, B2State *s) {
  const Bytes *b;
  int i;
  if (!IS_OBJ(v, OT_BYTES) || (b = (const Bytes *)v.u.o)->len != B2STATE ||
      b->data[80] > (s2 ? 64 : 128) || b->data[81] < 1 || b->data[81] > (s2 ? 32 : 64) ||
      b->data[82] > 1)
    return vm_raise(vm, T_ValueError, "hashlib: corrupt hash state");
  for (i = 0; i < 8; i++) {
    s->h[i] = get_le64(b->data + 8 * i);
    if (s2) s->h[i] &= 0xffffffffu;
  }
  s->t[0] = get_le64(b->data + 64);
  s->t[1] = get_le64(b->data + 72);
  if (s2) { s->t[0] &= 0xffffffffu; s->t[1] &= 0xffffffffu; }
  s->nbuf = b->data[80];
  s->digest = b->data[81];
  s->last_node = b->data[82] != 0;
  memcpy(s->buf, b->data + 83, 128);
  return 0;
}

/* _b2_init(s2, digest_size, key, salt, person, fanout, depth, leaf_size,
** node_offset, node_depth, inner_size, last_node): hashlib.py has checked
** every parameter's range */
static int b2_init(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  uint8_t P[64];
  B2State s;
  bool s2;
  const uint8_t *key, *salt, *person;
  size_t nkey, nsalt, nperson, i;
  int64_t v[12];
  if (arg_nokw(vm, "_b2_init", kw) || arg_count(vm, "_b2_init", nargs, 12, 12)) return -1;
  if (!bytes_view(args[2], &key, &nkey) || !bytes_view(args[3], &salt, &nsalt) ||
      !bytes_view(args[4], &person, &nperson))
    return vm_raise(vm, T_TypeError, "hashlib: bad blake2 parameters");
  for (i = 5; i < 12; i++)
    if (args[i].tag != V_INT && args[i].tag != V_BOOL) return vm_raise(vm, T_TypeError, "hashlib: bad blake2 parameters");
    else v[i] = args[i].u.i;
  if (vm_index(vm, args[1], &v[1])) return -1;
  s2 = vm_truthy(args[0]);
  if (v[1] < 1 || v[1] > (s2 ? 32 : 64) || nkey > (s2 ? 32u : 64u) || nsalt > (s2 ? 8u : 16u) ||
      nperson > (s2 ? 8u : 16u))
    return vm_raise(vm, T_ValueError, "hashlib: bad blake2 parameters");
  memset(P, 0, sizeof P);
  P[0] = (uint8_t)v[1];
  P[1] = (uint8_t)nkey;
  P[2] = (uint8_t)v[5];
  P[3] = (uint8_t)v[6];
  for (i = 0; i < 4; i++) P[4 + i] = (uint8_t)((uint64_t)v[7] >> (8 * i));
  if (s2) {
    for (i = 0; i < 6; i++) P[8 + i] = (uint8_t)((uint64_t)v[8] >> (8 * i));
    P[14] = (uint8_t)v[9];
    P[15] = (uint8_t)v[10];
    if (nsalt) memcpy(P + 16, salt, nsalt);
    if (nperson) memcpy(P + 24, person, nperson);
  } else {
    for (i = 0; i < 8; i++) P[8 + i] = (uint8_t)((uint64_t)v[8] >> (8 * i));
    P[16] = (uint8_t)v[9];
    P[17] = (uint8_t)v[10];
    if (nsalt) memcpy(P + 32, salt, nsalt);
    if (nperson) memcpy(P + 48, person, nperson);
  }
  memset(&s, 0, sizeof s);
  for (i = 0; i < 8; i++)
    s.h[i] = s2 ? (uint64_t)(b2s_iv[i] ^ le32(P + 4 * i)) : b2b_iv[i] ^ get_le64(P + 8 * i);
  s.digest = (int)v[1];
  s.last_node = v[11] != 0;
  if (nkey) {   /* the key, zero-padded, is the first block */
    uint8_t block[128];
    memset(block, 0, sizeof block);
    memcpy(block, key, nkey);
    b2_absorb(s2, &s, block, s2 ? 64 : 128);
  }
  return b2_save(vm, &s, out);
}

/* _b2_update(s2, state, data) -> state */
static int b2_update(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  B2State s;
  bool s2;
  const uint8_t *p;
  size_t n;
  if (arg_nokw(vm, "_b2_update", kw) || arg_count(vm, "_b2_update", nargs, 3, 3)) return -1;
  s2 = vm_truthy(args[0]);
  if (hash_data(vm, args[2], &p, &n) || b2_load(vm, s2, args[1], &s) ||
      vm_charge_ahead(vm, vm_work((uint64_t)n * 16)))
    return -1;
  while (n > 0) {
    size_t k = n < H_SLICE ? n : H_SLICE;
    if (vm_charge(vm, vm_work((uint64_t)k * 16))) return -1;
    b2_absorb(s2, &s, p, k);
    p += k;
    n -= k;
  }
  return b2_save(vm, &s, out);
}

/* _b2_digest(s2, state) -> bytes */
static int b2_digest(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  B2State s;
  bool s2;
  uint8_t d[64];
  int i;
  if (arg_nokw(vm, "_b2_digest", kw) || arg_count(vm, "_b2_digest", nargs, 2, 2)) return -1;
  s2 = vm_truthy(args[0]);
  if (b2_load(vm, s2, args[1], &s)) return -1;
  b2_count(s2, s.t, s.nbuf);
  memset(s.buf + s.nbuf, 0, (s2 ? 64u : 128u) - s.nbuf);
  b2_compress(s2, s.h, s.buf, s.t, true, s.last_node);
  for (i = 0; i < s.digest; i++) d[i] = (uint8_t)(s.h[i / (s2 ? 4 : 8)] >> (8 * (i % (s2 ? 4 : 8))));
  return bytes_new(vm, d, (size_t)s.digest, out);
}

const Builtin hashlib_natives[] = {
  {"hashlib._init", h_init, NULL, -1},
  {"hashlib._update", h_update, NULL, -1},
  {"hashlib._digest", h_digest, NULL, -1},
  {"hashlib._k_init", k_init, NULL, -1},
  {"hashlib._k_update", k_update, NULL, -1},
  {"hashlib._k_digest", k_digest, NULL, -1},
  {"hashlib._b2_init", b2_init, NULL, -1},
  {"hashlib._b2_update", b2_update, NULL, -1},
  {"hashlib._b2_digest", b2_digest, NULL, -1},
};
const int hashlib_natives_n = (int)(sizeof hashlib_natives / sizeof hashlib_natives[0]);
