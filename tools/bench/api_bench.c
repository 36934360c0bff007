/*
** api_bench.c - costs of the host API, in nanoseconds:
**  - one tool round trip (bt_step -> BT_REQUEST, bt_fulfil, back in the VM)
**  - bt_new + bt_load + run + bt_free of a 10-line agent script, without
**    and with a bt_cache shared by the VMs
**  - bt_snapshot of a small agent paused on a tool call, and bt_restore
**    of it into a new VM + bt_free, without and with a bt_cache
**  - bt_new + bt_free alone
** Run by `make bench` through api_ratio.py, which also times CPython on
** the same script (`api_bench --script` prints it).  Timings are wall clock
** (CLOCK_MONOTONIC), best of several batches.
**
** `api_bench --count WHAT N` does one thing N times and prints nothing,
** for instruction counts that do not depend on the machine's load:
** run it under `valgrind --tool=callgrind` with N = 1 and N = 11 and
** divide the difference by 10.  WHAT is exec (new+load+run+free of the
** script), exec-cache (the same with a shared bt_cache), tool (a tool
** round trip; tool-fn with the loop in a function), snapshot (bt_snapshot of a small agent paused on a tool
** call) or restore (bt_restore of that snapshot + bt_free); exec-cache
** and restore-cache give the VMs a shared bt_cache; snapshot-1mb and
** restore-1mb (also with -cache after) do the same with 1 MB of live data,
** snapshot-rec and restore-rec with 5,000 records as json.loads makes them
** (0.9 MB: a dict each, with key strs of its own).
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

/* 1 MB of live data paused on a tool call (test_snapshot --bench's). */
static const char big[] =
  "data = ['x' * 100 + str(i) for i in range(8000)]\n"
  "nums = list(range(20000))\n"
  "m = {i: str(i) for i in range(5000)}\n"
  "lookup(len(data))\n";

/* 5,000 records from a tool's JSON, paused on a tool call. */
static const char records[] =
  "import json\n"
  "rows = json.loads(json.dumps([{'id': i, 'name': 'user%d' % i, 'city': ['Paris', 'Oslo',"
  " 'Lima'][i % 3], 'score': i * 0.5} for i in range(5000)]))\n"
  "lookup(len(rows))\n";

static const char paused[] =
  "rows = [{'id': i, 'name': 'n' + str(i)} for i in range(5)]\n"
  "def total(rs):\n"
  "    return sum(r['id'] for r in rs)\n"
  "answer = lookup(total(rows))\n";

/* bt_snapshot of a small agent paused on a tool call, and bt_restore of
** it into a new VM + bt_free: ns each, best of 5 batches. */
static size_t snap_times(const bt_config *cfg, const char *prog, int n, double *save,
                         double *restore) {
  bt_vm *vm = bt_new(cfg), *r;
  const bt_request *req;
  const void *snap;
  char *copy;
  size_t len, len2;
  double t0;
  int round, i;
  *save = *restore = 1e30;
  bt_tool(vm, "lookup", NULL, NULL, 0);
  bt_load(vm, prog, strlen(prog), "agent.py", NULL);
  if (bt_step(vm, &req) != BT_REQUEST || !(snap = bt_snapshot(vm, &len)) ||
      !(copy = malloc(len))) {
    fprintf(stderr, "snapshot failed\n");
    exit(1);
  }
  memcpy(copy, snap, len);
  for (round = 0; round < 5; round++) {
    t0 = now_ns();
    for (i = 0; i < n; i++) bt_snapshot(vm, &len2);
    t0 = (now_ns() - t0) / n;
    if (t0 < *save) *save = t0;
    t0 = now_ns();
    for (i = 0; i < n; i++) {
      bt_error err;
      if (bt_restore(copy, len, cfg, &r, &err) != BT_OK) {
        fprintf(stderr, "restore failed: %s\n", err.message);
        exit(1);
      }
      bt_free(r);
    }
    t0 = (now_ns() - t0) / n;
    if (t0 < *restore) *restore = t0;
  }
  free(copy);
  bt_free(vm);
  return len;
}

/* The counted loops of --count (see the top of the file). */
static int count(const char *what, size_t n) {
  bt_config cfg;
  bt_vm *vm;
  const bt_request *req;
  bt_value v;
  const void *snap;
  size_t len = strlen(what), i;
  memset(&cfg, 0, sizeof cfg);
  cfg.print = quiet;
  if (len > 6 && !strcmp(what + len - 6, "-cache")) {
    cfg.cache = bt_cache_new(NULL, NULL, 1 << 24);
    len -= 6;
  }
  v.type = BT_INT;
  v.u.i = 1;
  if (!strncmp(what, "exec", len)) {
    for (i = 0; i < n; i++) {
      vm = bt_new(&cfg);
      bt_load(vm, script, sizeof script - 1, "agent.py", NULL);
      if (bt_step(vm, NULL) != BT_DONE) return 1;
      bt_free(vm);
    }
    bt_cache_free(cfg.cache);
    return 0;
  }
  if (!strcmp(what, "tool") || !strcmp(what, "tool-fn")) {
    char loop[96];
    snprintf(loop, sizeof loop, what[4] ? "def f():\n    for i in range(%zu):\n        t(i)\nf()\n"
                                        : "for i in range(%zu):\n    t(i)\n", n);
    vm = bt_new(&cfg);
    bt_tool(vm, "t", NULL, NULL, 0);
    bt_load(vm, loop, strlen(loop), "bench.py", NULL);
    while (bt_step(vm, &req) == BT_REQUEST) bt_fulfil(vm, req->id, &v);
    bt_free(vm);
    return 0;
  }
  {
    const char *prog = paused;
    if (len > 4 && !strncmp(what + len - 4, "-1mb", 4)) {
      prog = big;
      len -= 4;
    } else if (len > 4 && !strncmp(what + len - 4, "-rec", 4)) {
      prog = records;
      len -= 4;
    }
    if (strncmp(what, "snapshot", len) && strncmp(what, "restore", len)) return 2;
    vm = bt_new(&cfg);
    bt_tool(vm, "lookup", NULL, NULL, 0);
    bt_load(vm, prog, strlen(prog), "agent.py", NULL);
  }
  if (bt_step(vm, &req) != BT_REQUEST) return 1;
  if (what[0] == 's') {
    for (i = 0; i < n; i++)
      if (!bt_snapshot(vm, &len)) return 1;
  } else {
    bt_vm *r;
    char *copy;
    if (!(snap = bt_snapshot(vm, &len)) || !(copy = malloc(len))) return 1;
    memcpy(copy, snap, len);
    for (i = 0; i < n; i++) {
      if (bt_restore(copy, len, &cfg, &r, NULL) != BT_OK) return 1;
      bt_free(r);
    }
    free(copy);
  }
  bt_free(vm);
  bt_cache_free(cfg.cache);
  return 0;
}

int main(int argc, char **argv) {
  bt_config cfg;
  double best = 1e30, t0;
  int round, i;
  if (argc > 1 && strcmp(argv[1], "--script") == 0) {
    fputs(script, stdout);
    return 0;
  }
  if (argc == 4 && strcmp(argv[1], "--count") == 0) {
    int rc = count(argv[2], (size_t)atol(argv[3]));
    if (rc) fprintf(stderr, "api_bench --count %s failed\n", argv[2]);
    return rc;
  }
  memset(&cfg, 0, sizeof cfg);
  cfg.print = quiet;

  /* tool round trips: the loop at module level (its i and t are globals)
  ** and in a function (locals: less of the loop's own cost) */
  for (round = 0; round < 10; round++) {
    bt_vm *vm = bt_new(&cfg);
    const bt_request *req;
    bt_value v;
    int n = 0;
    const char *loop = round < 5 ? "for i in range(100000):\n    t(i)\n"
                                 : "def f():\n    for i in range(100000):\n        t(i)\nf()\n";
    if (round == 5) {
      printf("tool round trip (step + fulfil):           %8.0f ns\n", best);
      best = 1e30;
    }
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
  printf("the same, the loop in a function:           %8.0f ns\n", best);

  printf("bt_new + load + run + free, 10-line script: %8.0f ns\n", per_exec(&cfg));
  cfg.cache = bt_cache_new(NULL, NULL, 1 << 24);
  printf("the same, VMs sharing a bt_cache:           %8.0f ns\n", per_exec(&cfg));
  {
    double save, restore, restore_cached, bytes;
    snap_times(&cfg, paused, 200, &save, &restore_cached);
    bt_cache_free(cfg.cache);
    cfg.cache = NULL;
    snap_times(&cfg, paused, 200, &save, &restore);
    printf("bt_snapshot, small paused agent:            %8.0f ns\n", save);
    printf("bt_restore + bt_free of it:                 %8.0f ns\n", restore);
    printf("bt_restore + bt_free through a bt_cache:    %8.0f ns\n", restore_cached);
    bytes = (double)snap_times(&cfg, big, 5, &save, &restore);
    printf("1 MB of live data (%.0f bytes): bt_snapshot %.0f us (%.2f GB/s), bt_restore + "
           "bt_free %.0f us (%.2f GB/s)\n", bytes, save / 1e3, bytes / save, restore / 1e3,
           bytes / restore);
  }

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
