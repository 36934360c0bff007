/*
** limits.c - the step budget and the deadline (see limits.h for the
** guarantee and the rules natives follow).
*/
#include <string.h>
#include "limits.h"

int vm_budget_check(VM *vm) {
  vm->steps += (uint64_t)(BUDGET_CHUNK - vm->budget);
  vm->budget = BUDGET_CHUNK;
  if (vm->lim.max_steps && vm->steps > vm->lim.max_steps) {
    vm->limit_hit = true;
    vm->limit_kind = LIMIT_STEPS;
    return -1;
  }
  if (vm->deadline && vm->now && vm->now(vm->now_ud) > vm->deadline) {
    vm->limit_hit = true;
    vm->limit_kind = LIMIT_TIME;
    return -1;
  }
  return 0;
}

int vm_mem_poll(void *owner) {
  VM *vm = owner;
  if (vm->nframes && vm->deadline && vm->now && vm->now(vm->now_ud) > vm->deadline) {
    vm->limit_hit = true;
    vm->limit_kind = LIMIT_TIME;
    return -1;
  }
  return 0;
}

/* Each copy appends whole units (done stays a multiple of unit, so the
** prefix copied is always in phase): a slice is the most whole units that
** fit in MEM_TOUCH_SLICE bytes, or one unit when a unit is bigger. */
int vm_repeat(VM *vm, void *dst, const void *src, size_t unit, size_t n) {
  char *d = dst;
  size_t total = unit * n, done = unit, slice;
  if (total == 0) return 0;
  slice = unit > MEM_TOUCH_SLICE ? unit : MEM_TOUCH_SLICE - MEM_TOUCH_SLICE % unit;
  memcpy(d, src, unit);
  while (done < total) {
    size_t k = done < total - done ? done : total - done;
    bool capped = k > slice;
    if (capped) k = slice;
    memcpy(d + done, d, k);
    done += k;
    if (done < total && capped && vm_mem_poll(vm)) return -1;
  }
  return 0;
}

int vm_fill_slices(VM *vm, void *dst, int byte, size_t n) {
  char *d = dst;
  while (n > MEM_TOUCH_SLICE) {
    memset(d, byte, MEM_TOUCH_SLICE);
    d += MEM_TOUCH_SLICE;
    n -= MEM_TOUCH_SLICE;
    if (vm_mem_poll(vm)) return -1;
  }
  memset(d, byte, n);
  return 0;
}

int vm_copy_slices(VM *vm, void *dst, const void *src, size_t n) {
  char *d = dst;
  const char *s = src;
  while (n > MEM_TOUCH_SLICE) {
    memcpy(d, s, MEM_TOUCH_SLICE);
    d += MEM_TOUCH_SLICE;
    s += MEM_TOUCH_SLICE;
    n -= MEM_TOUCH_SLICE;
    if (vm_mem_poll(vm)) return -1;
  }
  memcpy(d, s, n);
  return 0;
}

int vm_charge_ahead(VM *vm, uint64_t units) {
  uint64_t spent = vm->steps + (uint64_t)(BUDGET_CHUNK - vm->budget);
  if (vm->lim.max_steps && (spent >= vm->lim.max_steps ||
                            units > vm->lim.max_steps - spent)) {
    vm->steps = spent;
    vm->budget = BUDGET_CHUNK;
    vm->limit_hit = true;
    vm->limit_kind = LIMIT_STEPS;
    return -1;
  }
  return 0;
}
