/*
** async_bench.c - the VM's cost per async request, in nanoseconds:
**
**     await asyncio.gather(*[fetch(i) for i in range(1000)])
**
** with fetch an async tool whose requests the host answers in a C loop,
** either each at once as it is issued, or all together when the VM says
** BT_WAIT.  The time is that of every bt_step and bt_fulfil of the run
** (coroutines, tasks, the gather and asyncio.run's own start included;
** bt_new and bt_load not), divided by the number of requests, the mean of
** several runs.  The same run with no requests gives the fixed part.  Run
** by `make bench`.
*/
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <string.h>
#include <time.h>
#include "baton.h"

#define NREQ 1000
#define RUNS 20

static double now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

/* The time of one run gathering n requests, in ns, or -1 if the program
** went wrong.  batch: answer them at BT_WAIT rather than at once. */
static double one_run(int n, int batch) {
  static uint64_t ids[NREQ];
  char program[256];
  bt_vm *vm = bt_new(NULL);
  const bt_request *req;
  const bt_value *r;
  bt_status st;
  bt_value v;
  int issued = 0, pending = 0, k;
  double t0;
  if (vm == NULL) return -1;
  snprintf(program, sizeof program,
           "import asyncio\n"
           "async def main():\n"
           "    return await asyncio.gather(*[fetch(i) for i in range(%d)])\n"
           "r = asyncio.run(main())\n"
           "sum(r)\n", n);
  bt_tool(vm, "fetch", "i", NULL, BT_TOOL_ASYNC);
  if (bt_load(vm, program, strlen(program), "bench.py", NULL) != BT_OK) return -1;
  v.type = BT_INT;
  v.u.i = 2;
  t0 = now_ns();
  while ((st = bt_step(vm, &req)) == BT_REQUEST || st == BT_WAIT) {
    if (st == BT_REQUEST) {
      issued++;
      if (!batch) bt_fulfil(vm, req->id, &v);
      else if (pending < NREQ) ids[pending++] = req->id;
      continue;
    }
    if (pending == 0) break;   /* waiting on nothing: a bug */
    for (k = 0; k < pending; k++) bt_fulfil(vm, ids[k], &v);
    pending = 0;
  }
  t0 = now_ns() - t0;
  r = bt_result(vm);
  if (st != BT_DONE || issued != n || r->type != BT_INT || r->u.i != 2 * n) {
    fprintf(stderr, "async_bench: the program went wrong (status %d, %d requests)\n%s",
            (int)st, issued, st == BT_ERROR ? bt_error_text(vm) : "");
    bt_free(vm);
    return -1;
  }
  bt_free(vm);
  return t0;
}

/* The mean time of RUNS runs (after one to warm up), or -1. */
static double mean_run(int n, int batch) {
  double sum = 0;
  int i;
  one_run(n, batch);
  for (i = 0; i < RUNS; i++) {
    double t = one_run(n, batch);
    if (t < 0) return -1;
    sum += t;
  }
  return sum / RUNS;
}

int main(void) {
  double once = mean_run(NREQ, 0), batched = mean_run(NREQ, 1), fixed = mean_run(0, 0);
  if (once < 0 || batched < 0 || fixed < 0) return 1;
  printf("async request, gather of 1000, at once:    %8.0f ns\n", once / NREQ);
  printf("async request, gather of 1000, batched:    %8.0f ns\n", batched / NREQ);
  printf("asyncio.run of an empty gather (fixed):    %8.0f ns\n", fixed);
  return 0;
}
