/*
** limits.h - the step budget and the deadline, for the interpreter loop and
** for native operations that do more than a small constant amount of work
** per element of their input.
**
** The guarantee (README, "Limits"): a step or time limit stops the program
** within about 10 ms of being reached, in any operation.  It rests on two
** rules:
**  - The interpreter charges one step per backward jump and per call; every
**    BUDGET_CHUNK steps vm_budget_check adds them to vm->steps and polls the
**    deadline.
**  - A native operation whose work is not bounded by a small constant times
**    the size of its operands (which the memory limit bounds) charges
**    vm_charge(vm, units) as it goes, at least once per NATIVE_SLICE units
**    of work, and may refuse up front with vm_charge_ahead when its estimate
**    already passes what is left of the step budget.  Units are native
**    steps: NATIVE_STEP basic operations (a limb product, a byte compared,
**    an element moved), about the cost of one interpreter step.
** A native step is at most a few tens of nanoseconds, so a charge crosses
** a budget check (a deadline poll) at least every BUDGET_CHUNK native steps,
** well under 1 ms of work; a slice of NATIVE_SLICE units between charges is
** also well under 1 ms on any machine this runs on.
** Exceeding a limit this way sets vm->limit_hit: the run ends with BT_LIMIT
** and `except BaseException` cannot catch it.
*/
#ifndef BT_LIMITS_H
#define BT_LIMITS_H

#include <string.h>
#include "vm.h"

/* Basic operations per native step. */
#define NATIVE_STEP 64
/* Most units of work a native may do between two charges. */
#define NATIVE_SLICE 4096

/* Fold the spent budget into vm->steps, refill it and check the step limit
** and the deadline: 0, or -1 with vm->limit_hit set. */
int vm_budget_check(VM *vm);

/* Charge `units` native steps: 0, or -1 with vm->limit_hit set when the step
** budget or the deadline is passed.  Free when the budget is not exhausted:
** a subtraction and a test, inlined. */
static inline int vm_charge(VM *vm, uint64_t units) {
  if (units > ((uint64_t)1 << 48)) units = (uint64_t)1 << 48;  /* no overflow */
  vm->budget -= (int64_t)units;
  return vm->budget > 0 ? 0 : vm_budget_check(vm);
}

/* Items a native iteration (vm_iternext) produces per native step: taking
** an item and using it is a few basic operations.  A power of two. */
#define ITER_ITEMS 16

/* The Mem's poll (mem.h): while a run is on (a frame is live), -1 with
** vm->limit_hit set when its deadline has passed. */
int vm_mem_poll(void *vm);

/* Write n copies of the `unit` bytes at src to dst (no overlap), the
** filled prefix doubling, at most MEM_TOUCH_SLICE bytes per copy with a
** poll of the deadline (vm_mem_poll) after each: 0, or -1 with
** vm->limit_hit.  Charges nothing: the caller charged the result's size. */
int vm_repeat(VM *vm, void *dst, const void *src, size_t unit, size_t n);

/* Work the step budget already paid for, or that the memory limit bounds
** and that charges no steps (a table's rehash, a copy, a fill), still
** polls the deadline as it goes: vm_poll_item(vm, i) in a loop over items
** (i from 0) looks at the clock every POLL_ITEMS items (well under 1 ms of
** such work); vm_fill and vm_copy are memset and memcpy a MEM_TOUCH_SLICE
** at a time with a poll after each.  Each returns 0, or -1 with
** vm->limit_hit set once the deadline has passed (vm_mem_poll), and
** charges nothing. */
#define POLL_ITEMS 8192
static inline int vm_poll_item(VM *vm, uint64_t i) {
  return ((i + 1) & (POLL_ITEMS - 1)) ? 0 : vm_mem_poll(vm);
}
int vm_fill_slices(VM *vm, void *dst, int byte, size_t n);
int vm_copy_slices(VM *vm, void *dst, const void *src, size_t n);
static inline int vm_fill(VM *vm, void *dst, int byte, size_t n) {
  if (n > MEM_TOUCH_SLICE) return vm_fill_slices(vm, dst, byte, n);
  memset(dst, byte, n);
  return 0;
}
static inline int vm_copy(VM *vm, void *dst, const void *src, size_t n) {
  if (n > MEM_TOUCH_SLICE) return vm_copy_slices(vm, dst, src, n);
  memcpy(dst, src, n);
  return 0;
}
/* vm_copy of n values that do not overlap: a short copy is an inline
** loop (cheaper than a call to memcpy for a few items). */
static inline int vm_vcopy(VM *vm, Value *dst, const Value *src, size_t n) {
  size_t i;
  if (n > MEM_TOUCH_SLICE / sizeof(Value)) return vm_copy_slices(vm, dst, src, n * sizeof(Value));
  for (i = 0; i < n; i++) dst[i] = src[i];
  return 0;
}

/* Refuse up front: -1 with vm->limit_hit set (LIMIT_STEPS) when `units`
** native steps would pass the step limit; otherwise charges nothing. */
int vm_charge_ahead(VM *vm, uint64_t units);

/* Native steps for `ops` basic operations (rounded down: work smaller than
** a step is covered by the instruction's own step). */
static inline uint64_t vm_work(uint64_t ops) { return ops / NATIVE_STEP; }

/* Native loops over the items of a list, tuple, dict or set (comparing,
** moving, hashing each) charge a native step per ITER_ITEMS items:
** vm_charge_item(vm, i) in the loop (i counts from 0) charges at every
** ITEM_BATCH-th item; vm_charge_items charges n items done in one go (a
** memmove of a list's tail). */
#define ITEM_BATCH 256
static inline int vm_charge_item(VM *vm, uint64_t i) {
  return ((i + 1) & (ITEM_BATCH - 1)) ? 0 : vm_charge(vm, ITEM_BATCH / ITER_ITEMS);
}
static inline int vm_charge_items(VM *vm, uint64_t n) {
  return vm_charge(vm, n / ITER_ITEMS);
}
/* Copying or walking a hash table costs a few items per entry (a rehash
** or a lookup, often a cache miss on a big table); vm_charge_entry(vm, i)
** in a loop that inserts item i (from 0) into a table. */
#define TABLE_ITEM 4
static inline int vm_charge_entry(VM *vm, uint64_t i) {
  return ((i + 1) & (ITEM_BATCH - 1)) ? 0 : vm_charge(vm, TABLE_ITEM * ITEM_BATCH / ITER_ITEMS);
}

/* A loop over a long input charges as it goes, so that the deadline is
** polled while it runs (a charge made before the work polls only then):
**     size_t mark = 0;
**     while (i < n) { if (vm_charge_span(vm, i, n, &mark, OPS)) ...; work on i... }
** Each time the position i reaches mark it charges the next span of the
** input, SPAN_BYTES bytes or what is left up to n, at OPS basic operations
** per byte (the loop's work per byte of input, including what it writes);
** i may advance by more than one. */
#define SPAN_BYTES 16384
static inline int vm_charge_span(VM *vm, size_t i, size_t n, size_t *mark, unsigned ops) {
  size_t span;
  if (i < *mark) return 0;
  span = n - i < SPAN_BYTES ? n - i : SPAN_BYTES;
  *mark = i + span;
  return vm_charge(vm, vm_work((uint64_t)span * ops));
}

/* A loop that may stop early (a strip, a scan for the first mismatch)
** charges what it has walked rather than what lies ahead, so a short walk
** over a long input stays cheap:
**     size_t mark = 0;
**     while (...) { if (vm_charge_walked(vm, done, &mark, OPS)) ...; ... }
**     vm_charge(vm, vm_work((uint64_t)(done - mark) * OPS));
** where done counts the bytes walked so far (from either end); each time
** SPAN_BYTES more are walked it charges them, and the caller charges the
** rest after the loop. */
static inline int vm_charge_walked(VM *vm, size_t done, size_t *mark, unsigned ops) {
  uint64_t d = done - *mark;
  if (d < SPAN_BYTES) return 0;
  *mark = done;
  return vm_charge(vm, vm_work(d * ops));
}

/* strtod(s, end) for a NUL-terminated text, the same double (correctly
** rounded), with the deadline polled while a long text is scanned: a
** decimal of millions of digits is reduced to its first significant ones
** and a sticky digit (limits.c), since glibc's strtod walked 10 MB in 12 ms
** with no poll.  Charges nothing (the caller charged for the text it
** copied or lexed).  0, or -1 with vm->limit_hit set. */
int vm_strtod(VM *vm, const char *s, char **end, double *out);

/* The value of a float or imaginary literal's text s[0..n) (as the lexer
** took it: digits, underscores, a point, an exponent, a final j): *out,
** and *imag when it ends in j.  All of the text counts (the compiler's
** copy cut at 511 characters read 1.000...0e-300 as 1.0), copied without
** its underscores with polls.  0, or -1 with a MemoryError or
** vm->limit_hit. */
int vm_float_literal(VM *vm, const char *s, size_t n, double *out, bool *imag);

/* Bytes read by memcmp, memchr or a byte loop as simple (eight bytes per
** basic operation: these run vectorised). */
static inline int vm_charge_bytes(VM *vm, uint64_t n) {
  return vm_charge(vm, vm_work(n / 8));
}

#endif
