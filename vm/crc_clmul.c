/*
** crc_clmul.c - the snapshot checksum (CRC-32, the reflected 0xEDB88320
** polynomial of zlib) with the x86-64 carry-less multiply, for
** snap_crc32 (snapshot.c), which keeps the table-driven form for the tail
** and for every other machine.
**
** The idea is the one of Intel's white paper on CRCs with PCLMULQDQ: a
** 128-bit chunk of the message, multiplied (carry-less) by x^D mod P for a
** distance D, is congruent to the same chunk moved D bits further on, so
** four running 128-bit accumulators absorb 64 bytes per step with four
** pairs of multiplies, are folded into one, and one Barrett reduction
** turns the last 128 bits into the 32-bit remainder.  Every constant is
** x^e mod P, bit-reflected (as the CRC is) into 33 bits: e = 512 + 32 and
** 512 - 32 for the four-way step, 128 + 32 and 128 - 32 for one chunk, 64
** for the 64 -> 32 bit step; Barrett takes the quotient x^64 / P and P
** itself, reflected the same way.
**
** Whether the processor has the instruction is asked through the
** compiler's __builtin_cpu_supports (the compiler's runtime reads CPUID
** once per process; the library itself keeps no state); -DBT_NO_CLMUL
** builds the table form only.  The result is the same CRC as the table's,
** bit for bit: tests/unit/test_snapshot.c (test_crc_forms) compares it with
** CRC-32 computed a bit at a time at every length up to 600 bytes and at
** every alignment.
*/
#include "crc_clmul.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && !defined(BT_NO_CLMUL)
#include <immintrin.h>

int crc32_clmul_ok(void) {
  return __builtin_cpu_supports("pclmul") && __builtin_cpu_supports("sse4.1");
}

#define CLMUL_TARGET __attribute__((target("pclmul,sse4.1")))

/* acc * x^D (mod P, unreduced to 128 bits) + next: lo * k.lo ^ hi * k.hi */
CLMUL_TARGET static inline __m128i fold(__m128i acc, __m128i k, __m128i next) {
  __m128i lo = _mm_clmulepi64_si128(acc, k, 0x00);
  __m128i hi = _mm_clmulepi64_si128(acc, k, 0x11);
  return _mm_xor_si128(_mm_xor_si128(lo, hi), next);
}

CLMUL_TARGET uint32_t crc32_clmul(uint32_t state, const uint8_t *p, size_t n) {
  const __m128i k4way = _mm_set_epi64x(0x1c6e41596, 0x154442bd4);
  const __m128i k1way = _mm_set_epi64x(0x0ccaa009e, 0x1751997d0);
  const __m128i k64 = _mm_set_epi64x(0, 0x163cd6124);
  const __m128i barrett = _mm_set_epi64x(0x1f7011641, 0x1db710641);
  const __m128i low32 = _mm_set_epi32(0, 0, 0, -1);
  __m128i a0, a1, a2, a3, t;
  a0 = _mm_xor_si128(_mm_loadu_si128((const __m128i *)p), _mm_cvtsi32_si128((int)state));
  a1 = _mm_loadu_si128((const __m128i *)(p + 16));
  a2 = _mm_loadu_si128((const __m128i *)(p + 32));
  a3 = _mm_loadu_si128((const __m128i *)(p + 48));
  p += 64;
  n -= 64;
  for (; n >= 64; p += 64, n -= 64) {
    a0 = fold(a0, k4way, _mm_loadu_si128((const __m128i *)p));
    a1 = fold(a1, k4way, _mm_loadu_si128((const __m128i *)(p + 16)));
    a2 = fold(a2, k4way, _mm_loadu_si128((const __m128i *)(p + 32)));
    a3 = fold(a3, k4way, _mm_loadu_si128((const __m128i *)(p + 48)));
  }
  a0 = fold(a0, k1way, a1);
  a0 = fold(a0, k1way, a2);
  a0 = fold(a0, k1way, a3);
  for (; n >= 16; p += 16, n -= 16) a0 = fold(a0, k1way, _mm_loadu_si128((const __m128i *)p));
  /* 128 -> 64 bits: the low half moves up by 64 bits onto the high half */
  t = _mm_clmulepi64_si128(a0, k1way, 0x10);
  a0 = _mm_xor_si128(_mm_srli_si128(a0, 8), t);
  /* 64 -> 32 (+32 of zeros): the low word moves up by 32 bits */
  t = _mm_clmulepi64_si128(_mm_and_si128(a0, low32), k64, 0x00);
  a0 = _mm_xor_si128(_mm_srli_si128(a0, 4), t);
  /* Barrett: the quotient by P from mu, then the remainder */
  t = _mm_clmulepi64_si128(_mm_and_si128(a0, low32), barrett, 0x10);
  t = _mm_clmulepi64_si128(_mm_and_si128(t, low32), barrett, 0x00);
  a0 = _mm_xor_si128(a0, t);
  return (uint32_t)_mm_extract_epi32(a0, 1);
}

#else

int crc32_clmul_ok(void) { return 0; }

uint32_t crc32_clmul(uint32_t state, const uint8_t *p, size_t n) {
  (void)p;
  (void)n;
  return state;
}

#endif
