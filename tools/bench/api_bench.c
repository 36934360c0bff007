/*
** api_bench.c - costs of the host API, in nanoseconds:
**  - one tool round trip (bt_step -> BT_REQUEST, bt_fulfil, back in the VM)
**  - bt_new + bt_load + run + bt_free of a 10-line agent script, without
**    and with a bt_cache shared by the VMs
**  - bt_new + bt_free alone
** Run by `make bench` through api_ratio.py, which also times CPython on
** the same script (`api_bench --script` prints it).  Timings are wall clock
** (CLOCK_MONOTONIC), best of several batches.
*/
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "baton.h"

static double now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static void quiet(void *ud, const char *s, size_t n) { (void)ud; (void)s; (void)n; }

static const char script[] =
  "cities = ['Paris', 'Oslo', 'Lima']\n"
  "temps = {}\n"
  "for c in cities:\n"
  "    temps[c] = len(c) * 3.5\n"
  "warm = [c for c, t in temps.items() if t > 12]\n"
  "def fmt(c):\n"
  "    return f'{c}: {temps[c]:.1f}'\n"
  "lines = [fmt(c) for c in sorted(warm)]\n"
  "report = '\\n'.join(lines)\n"
  "len(report)\n";

/* bt_new + bt_load + run + bt_free of the script: ns, best of 5 batches. */
static double per_exec(const bt_config *cfg) {
  double best = 1e30, t0;
  int round, i;
  for (round = 0; round < 5; round++) {
    t0 = now_ns();
    for (i = 0; i < 200; i++) {
      bt_vm *vm = bt_new(cfg);
      bt_load(vm, script, sizeof script - 1, "agent.py", NULL);
      if (bt_step(vm, NULL) != BT_DONE) { fprintf(stderr, "script failed\n"); exit(1); }
      bt_free(vm);
    }
    t0 = (now_ns() - t0) / 200;
    if (t0 < best) best = t0;
  }
  return best;
}

int main(int argc, char **argv) {
  bt_config cfg;
  double best = 1e30, t0;
  int round, i;
  if (argc > 1 && strcmp(argv[1], "--script") == 0) {
    fputs(script, stdout);
    return 0;
  }
  memset(&cfg, 0, sizeof cfg);
  cfg.print = quiet;

  /* tool round trips */
  for (round = 0; round < 5; round++) {
    bt_vm *vm = bt_new(&cfg);
    const bt_request *req;
    bt_value v;
    int n = 0;
    const char *loop = "for i in range(100000):\n    t(i)\n";
    bt_tool(vm, "t", NULL, NULL, 0);
    bt_load(vm, loop, strlen(loop), "bench.py", NULL);
    v.type = BT_INT;
    v.u.i = 1;
    t0 = now_ns();
    while (bt_step(vm, &req) == BT_REQUEST) { bt_fulfil(vm, req->id, &v); n++; }
    t0 = (now_ns() - t0) / n;
    if (t0 < best) best = t0;
    bt_free(vm);
  }
  printf("tool round trip (step + fulfil):           %8.0f ns\n", best);

  printf("bt_new + load + run + free, 10-line script: %8.0f ns\n", per_exec(&cfg));
  cfg.cache = bt_cache_new(NULL, NULL, 1 << 24);
  printf("the same, VMs sharing a bt_cache:           %8.0f ns\n", per_exec(&cfg));
  bt_cache_free(cfg.cache);
  cfg.cache = NULL;

  best = 1e30;
  for (round = 0; round < 5; round++) {
    t0 = now_ns();
    for (i = 0; i < 200; i++) bt_free(bt_new(&cfg));
    t0 = (now_ns() - t0) / 200;
    if (t0 < best) best = t0;
  }
  printf("bt_new + bt_free alone:                     %8.0f ns\n", best);
  return 0;
}
