/*
** limits.c - the step budget and the deadline (see limits.h for the
** guarantee and the rules natives follow).
*/
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
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

/* ---- vm_strtod (limits.h) ----
** A decimal's double depends on its first STRTOD_KEEP significant digits
** and on whether any digit after them is nonzero, never on which: every
** double and every point halfway between two (the only places where the
** rounding changes, the overflow and underflow thresholds included) has
** at most 767 significant digits.  So with x's digits truncated to K >=
** 768 of them (T, a multiple of u = one unit of the K-th digit), x lies
** in [T, T + u), and when the tail is nonzero, in (T, T + u), which no
** such point falls inside; T followed by one more nonzero digit lies
** there too and rounds the same way.  The long text is thus rewritten as
** "[-]0.DIGITSe<exp>", at most STRTOD_KEEP + 1 digits, and strtod (glibc's
** is correctly rounded, like CPython's dtoa) rounds that one.  The scan
** polls the deadline; its cost is charged by the callers, which copied or
** lexed the text already. */
#define STRTOD_SHORT 1024      /* shorter texts go to strtod as they are */
#define STRTOD_KEEP 800        /* significant digits kept (>= 768) */
#define STRTOD_EXP_CAP 1000000000000000LL  /* a longer exponent saturates */
#define STRTOD_POLL 65536      /* bytes scanned between two polls */

int vm_strtod(VM *vm, const char *s, char **end, double *out) {
  const char *p = s, *poll_at = s + STRTOD_POLL;
  char tmp[STRTOD_KEEP + 64];
  size_t nsig = 0;
  int64_t dexp = 0, e10 = 0;
  bool neg = false, sticky = false, point = false;
  size_t len = 0;
  while (len < STRTOD_SHORT && s[len]) len++;
  if (len < STRTOD_SHORT) {
    *out = strtod(s, end);
    return 0;
  }
  if (*p == '+' || *p == '-') neg = *p++ == '-';
  if (!((*p >= '0' && *p <= '9') || (*p == '.' && p[1] >= '0' && p[1] <= '9'))) {
    *out = strtod(s, end);   /* inf, nan, hex, spaces: no long decimal */
    return 0;
  }
  /* value = 0.SIG * 10**dexp, SIG from the first nonzero digit */
  for (;; p++) {
    char c = *p;
    if (p >= poll_at) {
      if (vm_mem_poll(vm)) return -1;
      poll_at = p + STRTOD_POLL;
    }
    if (c == '.' && !point) { point = true; continue; }
    if (c < '0' || c > '9') break;
    if (nsig == 0 && c == '0') {
      if (point) dexp--;
      continue;
    }
    if (!point) dexp++;
    if (nsig < STRTOD_KEEP) tmp[2 + nsig++ + neg] = c;
    else if (c != '0') sticky = true;
  }
  if ((*p == 'e' || *p == 'E') &&
      ((p[1] >= '0' && p[1] <= '9') ||
       ((p[1] == '+' || p[1] == '-') && p[2] >= '0' && p[2] <= '9'))) {
    bool eneg = false;
    p++;
    if (*p == '+' || *p == '-') eneg = *p++ == '-';
    for (; *p >= '0' && *p <= '9'; p++) {
      if (p >= poll_at) {
        if (vm_mem_poll(vm)) return -1;
        poll_at = p + STRTOD_POLL;
      }
      if (e10 < STRTOD_EXP_CAP) e10 = e10 * 10 + (*p - '0');
    }
    if (eneg) e10 = -e10;
  }
  if (end) *end = (char *)(uintptr_t)p;
  if (nsig == 0) {   /* all zeros */
    *out = neg ? -0.0 : 0.0;
    return 0;
  }
  dexp += e10;   /* |dexp| < the text's length: no overflow */
  /* past these the result is inf or 0 whatever the digits (0.1e-400 is 0) */
  if (dexp > 100000) dexp = 100000;
  if (dexp < -100000) dexp = -100000;
  {
    size_t k = 0;
    if (neg) tmp[k++] = '-';
    tmp[k++] = '0';
    tmp[k++] = '.';
    k += nsig;
    if (sticky) tmp[k++] = '1';
    snprintf(tmp + k, sizeof tmp - k, "e%lld", (long long)dexp);
  }
  *out = strtod(tmp, NULL);
  return 0;
}

int vm_float_literal(VM *vm, const char *s, size_t n, double *out, bool *imag) {
  char tmp[512], *buf = tmp;
  size_t i, j = 0, size = n + 1;
  int r = 0;
  if (size > sizeof tmp) {
    buf = mem_alloc(&vm->mem, size);
    if (buf == NULL) return vm_nomem(vm);
  }
  for (i = 0; i < n && r == 0; i++) {
    r = vm_poll_item(vm, i);
    if (s[i] != '_') buf[j++] = s[i];
  }
  *imag = j > 0 && (buf[j - 1] == 'j' || buf[j - 1] == 'J');
  if (*imag) j--;
  buf[j] = 0;
  if (r == 0) r = vm_strtod(vm, buf, NULL, out);
  if (buf != tmp) mem_free(&vm->mem, buf, size);
  return r;
}
