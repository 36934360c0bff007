/*
** host.c - natives that read the host's capabilities: the clock (time) and
** entropy (random).  The clock is the host's
** (bt_config.wall_clock); without it every clock reading raises, so a run
** is deterministic unless the host grants a clock.  time.py has the rest.
*/
#include <math.h>
#include "lib.h"
#include "../bigint.h"

static int clock_read(VM *vm, const char *fname, int nargs, Tuple *kw, double *t) {
  if (arg_nokw(vm, fname, kw) || arg_count(vm, fname, nargs, 0, 0)) return -1;
  if (vm->wall_clock == NULL)
    return vm_raise(vm, T_RuntimeError,
                    "time.%s(): the host grants no clock (baton run --clock grants one)", fname);
  *t = vm->wall_clock(vm->wall_clock_ud);
  return 0;
}

static int t_time(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  double t;
  (void)a;
  if (clock_read(vm, "time", n, kw, &t)) return -1;
  *out = vfloat(t);
  return 0;
}

static int t_monotonic(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  double t;
  (void)a;
  if (clock_read(vm, "monotonic", n, kw, &t)) return -1;
  *out = vfloat(t);
  return 0;
}

static int t_perf_counter(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  double t;
  (void)a;
  if (clock_read(vm, "perf_counter", n, kw, &t)) return -1;
  *out = vfloat(t);
  return 0;
}

static int t_time_ns(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  double t;
  (void)a;
  if (clock_read(vm, "time_ns", n, kw, &t)) return -1;
  return big_from_double(vm, floor(t * 1e9), out);
}

/* time._sleep(secs): a sleep request to the host (BT_SLEEP_TOOL), made by
** the loop (BI_SLEEP); time.sleep (time.py) checked secs, a positive float */
static int t_sleep(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "_sleep", kw) || arg_count(vm, "_sleep", n, 1, 1)) return -1;
  if (a[0].tag != V_FLOAT || !(a[0].u.f > 0) || isinf(a[0].u.f))
    return vm_raise(vm, T_ValueError, "_sleep(secs): a positive float");
  *out = a[0];
  return BI_SLEEP;
}

/* random._entropy(n): an int made of n bytes of the host's entropy */
static int r_entropy(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  unsigned char buf[64];
  Value r = vint(0), t;
  int64_t want, i;
  if (arg_nokw(vm, "_entropy", kw) || arg_count(vm, "_entropy", n, 1, 1)) return -1;
  if (a[0].tag != V_INT || a[0].u.i < 0 || a[0].u.i > 4096)
    return vm_raise(vm, T_ValueError, "_entropy(n): 0 <= n <= 4096");
  if (vm->entropy == NULL)
    return vm_raise(vm, T_RuntimeError,
                    "random: the host grants no entropy; seed the generator (random.seed(n)) "
                    "or run with baton run --entropy");
  for (want = a[0].u.i; want > 0; want -= (int64_t)sizeof buf) {
    size_t k = want < (int64_t)sizeof buf ? (size_t)want : sizeof buf;
    if (vm->entropy(vm->entropy_ud, buf, k))
      return vm_raise(vm, T_RuntimeError, "random: the host's entropy source failed");
    for (i = 0; i < (int64_t)k; i++) {
      if (big_lshift(vm, r, vint(8), &t) || big_or(vm, t, vint(buf[i]), &r)) return -1;
    }
  }
  *out = r;
  return 0;
}

const Builtin time_natives[] = {
  {"time.time", t_time, NULL, -1},
  {"time.monotonic", t_monotonic, NULL, -1},
  {"time.perf_counter", t_perf_counter, NULL, -1},
  {"time.time_ns", t_time_ns, NULL, -1},
  {"time._sleep", t_sleep, NULL, -1},
};
const int time_natives_n = (int)(sizeof time_natives / sizeof time_natives[0]);

const Builtin random_natives[] = {
  {"random._entropy", r_entropy, NULL, -1},
};
const int random_natives_n = (int)(sizeof random_natives / sizeof random_natives[0]);
