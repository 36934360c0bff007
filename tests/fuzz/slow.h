/*
** slow.h - the fuzz targets' slow-input check (`make fuzz-long`): with
** BATON_FUZZ_SLOW_MS=N in the environment, an input that takes more than N
** ms aborts, so libFuzzer saves it as a crash artifact (its -timeout counts
** whole seconds).  The targets run under step limits and a deadline; no
** input should come near.  The time is the thread's CPU time, not wall
** time: on a shared machine (or under `nice`) an input may wait seconds
** for a core, which is not its doing, while the work it makes the VM do
** is what a limit must bound.
*/
#ifndef BT_FUZZ_SLOW_H
#define BT_FUZZ_SLOW_H

#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static inline uint64_t fuzz_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000 + (uint64_t)ts.tv_nsec / 1000000;
}

/* A deadline clock for a config's `now`. */
static inline uint64_t fuzz_now(void *ud) {
  (void)ud;
  return fuzz_ms();
}

/* CPU ms of the calling thread, for fuzz_slow_check. */
static inline uint64_t fuzz_cpu_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return (uint64_t)ts.tv_sec * 1000 + (uint64_t)ts.tv_nsec / 1000000;
}

/* ASan's targets (-O1 and every access checked) do the same work 5-10x
** slower than the release build: a seed of tests/cases computing
** statistics over Decimal within the fuzz step limit takes 10-20 ms of CPU
** in the release build and 65-112 ms under ASan.  The limit means work
** the VM does without charging it, so those targets scale it. */
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define FUZZ_SLOW_SCALE 5
#endif
#endif
#ifndef FUZZ_SLOW_SCALE
#define FUZZ_SLOW_SCALE 1
#endif

/* start: fuzz_cpu_ms() when the input began. */
static inline void fuzz_slow_check(uint64_t start) {
  static long limit = -1;
  uint64_t took;
  if (limit < 0) {
    const char *e = getenv("BATON_FUZZ_SLOW_MS");
    limit = e ? atol(e) * FUZZ_SLOW_SCALE : 0;
  }
  took = fuzz_cpu_ms() - start;
  if (limit > 0 && took > (uint64_t)limit) {
    fprintf(stderr, "slow input: %llu ms of CPU (BATON_FUZZ_SLOW_MS=%ld, times %d in this build)\n",
            (unsigned long long)took, limit / FUZZ_SLOW_SCALE, FUZZ_SLOW_SCALE);
    abort();
  }
}

#endif
