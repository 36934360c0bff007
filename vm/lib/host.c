/*
** host.c - natives that read the host's capabilities: the clock (time) and
** entropy (random).  The clock is the host's
** (bt_config.wall_clock); without it every clock reading raises, so a run
** is deterministic unless the host grants a clock.  time.py has the rest.
**
** Every "the host grants no clock / entropy" error of the library is made
** by host_refuse below: the Python modules pass their own name in (time._clock,
** random._entropy's second argument), so the message is written once and
** names each way a host can grant the capability (the command line, the
** MCP server, the Python package and the C API), whichever host runs us.
*/
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "lib.h"
#include "../bigint.h"

enum { GRANT_CLOCK, GRANT_ENTROPY };

/* RuntimeError "<who>: the host grants no clock (...)"; `who` is at most
** 120 bytes of a caller's name (a program may call the private natives) */
static int host_refuse(VM *vm, const char *who, size_t wlen, int what) {
  static const char *const how[] = {
    "the host grants no clock (a host grants one with baton run --clock, baton mcp --clock, "
    "baton.Sandbox(clock=True) or a wall_clock callback in bt_config)",
    "the host grants no entropy (a host grants it with baton run --entropy, baton mcp --entropy, "
    "baton.Sandbox(entropy=True) or an entropy callback in bt_config)",
  };
  if (wlen > 120) wlen = 120;
  return vm_raise(vm, T_RuntimeError, "%.*s: %s", (int)wlen, who, how[what]);
}

/* the caller's name: a str argument, up to its first NUL */
static int who_arg(VM *vm, const char *fname, Value v, const char **who, size_t *wlen) {
  const char *nul;
  if (!IS_STR(v))
    return vm_raise(vm, T_TypeError, "%s(): the caller's name must be a str", fname);
  *who = AS_STR(v)->data;
  nul = memchr(*who, 0, AS_STR(v)->len);
  *wlen = nul ? (size_t)(nul - *who) : AS_STR(v)->len;
  return 0;
}

static int clock_read(VM *vm, const char *fname, int nargs, Tuple *kw, double *t) {
  if (arg_nokw(vm, fname, kw) || arg_count(vm, fname, nargs, 0, 0)) return -1;
  if (vm->wall_clock == NULL) {
    char who[40];
    int k = snprintf(who, sizeof who, "time.%s()", fname);
    return host_refuse(vm, who, k < 0 ? 0 : (size_t)k, GRANT_CLOCK);
  }
  *t = vm->wall_clock(vm->wall_clock_ud);
  return 0;
}

/* time._clock(who): the host's clock for another module (datetime.now,
** asyncio's loop.time), refusing in that module's name */
static int t_clock(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  const char *who = "";
  size_t wlen = 0;
  if (arg_nokw(vm, "_clock", kw) || arg_count(vm, "_clock", n, 1, 1) ||
      who_arg(vm, "_clock", a[0], &who, &wlen)) return -1;
  if (vm->wall_clock == NULL) return host_refuse(vm, who, wlen, GRANT_CLOCK);
  *out = vfloat(vm->wall_clock(vm->wall_clock_ud));
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

/* random._entropy(n[, who]): an int made of n bytes of the host's entropy;
** without a grant the error names `who` (secrets, uuid, os.urandom...), or
** without `who` it is unseeded random's, which says how to seed instead */
static int r_entropy(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  unsigned char buf[64];
  Value r = vint(0), t;
  int64_t want, i;
  const char *who = "random (unseeded; random.seed(n) needs none)";
  size_t wlen = strlen(who);
  if (arg_nokw(vm, "_entropy", kw) || arg_count(vm, "_entropy", n, 1, 2) ||
      (n == 2 && who_arg(vm, "_entropy", a[1], &who, &wlen))) return -1;
  if (a[0].tag != V_INT || a[0].u.i < 0 || a[0].u.i > 4096)
    return vm_raise(vm, T_ValueError, "_entropy(n): 0 <= n <= 4096");
  if (vm->entropy == NULL) return host_refuse(vm, who, wlen, GRANT_ENTROPY);
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
  {"time._clock", t_clock, NULL, -1},
};
const int time_natives_n = (int)(sizeof time_natives / sizeof time_natives[0]);

/* The Mersenne Twister's hot steps (the state is random.py's list of 624
** ints, so snapshots and getstate see it as before): the twist of the
** whole state in place, and random()'s double from two raw words.  A state
** or word that is not what random.py keeps goes to its Python versions. */
#define MT_N 624
#define MT_M 397

static bool mt_word(Value v) { return v.tag == V_INT && v.u.i >= 0 && v.u.i <= 0xffffffffLL; }

static int r_twist(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  List *l;
  int k;
  (void)vm;
  if (n != 1 || (kw && kw->len) || !IS_OBJ(a[0], OT_LIST) || AS_LIST(a[0])->len != MT_N)
    return BI_FALLBACK;
  l = AS_LIST(a[0]);
  for (k = 0; k < MT_N; k++)
    if (!mt_word(l->items[k])) return BI_FALLBACK;
  for (k = 0; k < MT_N; k++) {
    uint32_t y = ((uint32_t)l->items[k].u.i & 0x80000000u) |
                 ((uint32_t)l->items[(k + 1) % MT_N].u.i & 0x7fffffffu);
    uint32_t v = (uint32_t)l->items[(k + MT_M) % MT_N].u.i ^ (y >> 1);
    if (y & 1) v ^= 0x9908b0dfu;
    l->items[k] = vint(v);
  }
  *out = VNONE;
  return 0;
}

static uint32_t mt_temper(uint32_t y) {
  y ^= y >> 11;
  y ^= (y << 7) & 0x9d2c5680u;
  y ^= (y << 15) & 0xefc60000u;
  return y ^ (y >> 18);
}

static int r_double(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  uint32_t hi, lo;
  (void)vm;
  if (n != 2 || (kw && kw->len) || !mt_word(a[0]) || !mt_word(a[1])) return BI_FALLBACK;
  hi = mt_temper((uint32_t)a[0].u.i) >> 5;
  lo = mt_temper((uint32_t)a[1].u.i) >> 6;
  *out = vfloat(((double)hi * 67108864.0 + (double)lo) * (1.0 / 9007199254740992.0));
  return 0;
}

const Builtin random_natives[] = {
  {"random._entropy", r_entropy, NULL, -1},
  {"random._twist", r_twist, "random:_py_twist", -1},
  {"random._double", r_double, "random:_py_double", -1},
};
const int random_natives_n = (int)(sizeof random_natives / sizeof random_natives[0]);
