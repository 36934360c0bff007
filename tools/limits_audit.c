/*
** limits_audit.c - the runner behind tools/limits_audit.py: how far past
** a deadline, and how fast against the step budget, each of many single
** calls runs (issue 16: "no single instruction runs more than ~10 ms past
** a step or time limit").
**
** Input (stdin): records separated by NUL bytes, each "KIND LABEL\n" then
** a program.  KIND S is setup: it runs with no deadline and is not
** measured (it builds the big operands, which stay as globals: a VM keeps
** its globals from run to run).  KIND B is a batch of calls: a program
** that calls the tool mark(k, phase) before each call k (phase 0: what
** follows is preparation, not measured; phase 1: the call starts) and
** mark(-1, 0) at its end, and runs call k only when k >= _START.  Each call
** is measured alone: the clock reads this thread's CPU time from the
** call's start, so every call has its own deadline of --timeout-ms
** (a VM computes its deadline once per run: the clock restarts at zero for
** each call).  A limit ends the run: the batch is loaded again from the
** next call.  One line per call goes to stdout:
**     K<TAB>STATUS<TAB>CPU_MS<TAB>GAP_MS<TAB>PAST_MS<TAB>STEPS
** STATUS is ok (the call returned or raised), limit-KIND or error;
** CPU_MS the CPU time of the call; GAP_MS the longest stretch of CPU time
** in which the VM did not look at its clock (how far past any deadline
** that stretch could run); PAST_MS how far past the deadline the call
** ended (negative when it ended first); STEPS the steps it was charged.
** CPU time, not wall time, so the machine's load does not count (the
** method of tests/unit/test_pollgap.c).
*/
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "baton.h"

typedef struct Clock {
  int on;        /* 0 between calls: reads 0, records nothing */
  double start;  /* CPU seconds at the call's start */
  double last;   /* CPU seconds at the last reading */
  double gap;    /* longest stretch between two readings */
} Clock;

static double cpu_now(void) {
  struct timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static uint64_t audit_clock(void *ud) {
  Clock *c = ud;
  double t;
  if (!c->on) return 0;
  t = cpu_now();
  if (t - c->last > c->gap) c->gap = t - c->last;
  c->last = t;
  return (uint64_t)((t - c->start) * 1e3);
}

static void drop_output(void *ud, const char *s, size_t n) {
  (void)ud;
  (void)s;
  (void)n;
}

static uint64_t steps_now(bt_vm *vm) {
  bt_stats st;
  bt_get_stats(vm, &st);
  return st.steps;
}

typedef struct Call {
  long k;          /* the call being measured, -1 none */
  uint64_t steps;  /* the run's steps at its start */
} Call;

/* End the measured call (if any) and print its line. */
static void call_end(bt_vm *vm, Clock *c, Call *call, const char *status, uint64_t timeout_ms) {
  double end = cpu_now(), cpu;
  if (call->k < 0) return;
  c->on = 0;
  if (end - c->last > c->gap) c->gap = end - c->last;
  cpu = (end - c->start) * 1e3;
  printf("%ld\t%s\t%.1f\t%.1f\t%.1f\t%llu\n", call->k, status, cpu, c->gap * 1e3,
         cpu - (double)timeout_ms, (unsigned long long)(steps_now(vm) - call->steps));
  fflush(stdout);
  call->k = -1;
}

static void call_start(bt_vm *vm, Clock *c, Call *call, long k) {
  call->k = k;
  call->steps = steps_now(vm);
  c->start = c->last = cpu_now();
  c->gap = 0;
  c->on = 1;
}

static int64_t int_arg(const bt_request *req, size_t i) {
  const bt_value *a = req->kwargs;
  if (a && a->type == BT_DICT && i < a->u.map.n && a->u.map.vals[i].type == BT_INT)
    return a->u.map.vals[i].u.i;
  return -2;
}

/* Run a batch from call `from`: the index to go on from after a limit or
** an error that ended the run, -1 when the batch is done, -2 when it
** could not be loaded.  *again is set when a limit stopped the
** preparation of a call: the index returned is that call's own the
** first time, the next one's when it is `retried` (its second time). */
static long run_batch(bt_vm *vm, Clock *c, const char *src, long from, uint64_t timeout_ms,
                      long retried, int *again) {
  Call call = {-1, 0};
  long prep = -1;   /* the call whose (unmeasured) preparation is running */
  bt_status st;
  const bt_request *req;
  size_t n = strlen(src) + 32;
  char *prog = malloc(n);
  /* _START is set by the program itself: a bt_set_global after a memory
  ** limit can fail (the garbage of the call that hit it is not collected
  ** yet), and the batch would then start over from an older _START. */
  if (!prog) exit(2);
  snprintf(prog, n, "_START = %ld\n%s", from, src);
  if (bt_load(vm, prog, strlen(prog), "audit.py", NULL) != BT_OK) {
    /* the garbage of the calls before (a memory limit hit while a big
    ** result was made) may leave no room to compile the batch: the
    ** caller starts a fresh VM and tries once more */
    fprintf(stderr, "batch does not load: %s\n", bt_error_text(vm));
    free(prog);
    return -2;
  }
  free(prog);
  c->on = 0;
  for (;;) {
    static const bt_value none = {BT_NONE, {0}};
    st = bt_step(vm, &req);
    if (st == BT_REQUEST && !strcmp(req->tool, "mark")) {
      long k = (long)int_arg(req, 0);
      int phase = (int)int_arg(req, 1);
      call_end(vm, c, &call, "ok", timeout_ms);
      if (k == -1) {
        bt_fulfil(vm, req->id, &none);
        st = bt_step(vm, &req);
        return -1;
      }
      if (phase == 1) call_start(vm, c, &call, k);
      else call.k = -1;
      prep = phase == 1 ? -1 : k;
      bt_fulfil(vm, req->id, &none);
      continue;
    }
    if (st == BT_REQUEST || st == BT_WAIT) {   /* a sleep or another tool */
      long k = call.k;
      call_end(vm, c, &call, "error", timeout_ms);
      bt_abort(vm);
      return k < 0 ? -1 : k + 1;
    }
    if (st == BT_LIMIT) {
      bt_stats stats;
      char status[64];
      long k = call.k;
      bt_get_stats(vm, &stats);
      snprintf(status, sizeof status, "limit-%s", stats.limit ? stats.limit : "?");
      call_end(vm, c, &call, status, timeout_ms);
      if (k < 0 && prep >= 0) {
        /* the preparation hit it (garbage not yet collected): the caller
        ** loads the batch again from this call once (bt_load collects the
        ** finished run's garbage fully), and skips it only if it hits a
        ** limit again */
        *again = 1;
        if (prep == retried) fprintf(stderr, "call %ld: %s before the call (its operands' copy), twice\n",
                           prep, status);
        return prep == retried ? prep + 1 : prep;
      }
      return k < 0 ? -1 : k + 1;
    }
    {
      long k = call.k;
      call_end(vm, c, &call, "error", timeout_ms);
      if (k < 0 && st != BT_DONE) fprintf(stderr, "batch failed: %s\n", bt_error_text(vm));
      return k < 0 ? -1 : k + 1;
    }
  }
}

static int run_setup(bt_vm *vm, const char *label, const char *src) {
  const bt_request *req;
  if (bt_load(vm, src, strlen(src), "setup.py", NULL) != BT_OK ||
      bt_step(vm, &req) != BT_DONE) {
    fprintf(stderr, "setup %s failed: %s\n", label, bt_error_text(vm));
    return 1;
  }
  return 0;
}

/* A VM with the tool mark and the setup records among the first upto
** bytes of input run: records already read, whose header line main cut
** with a NUL ("KIND LABEL\0program\0"). */
static bt_vm *fresh_vm(const bt_config *cfg, const char *input, size_t upto) {
  bt_vm *vm = bt_new(cfg);
  size_t pos = 0;
  if (!vm || bt_tool(vm, "mark", "k: int, phase: int", NULL, 0) != BT_OK) return NULL;
  while (pos < upto) {
    const char *rec = input + pos, *src = rec + strlen(rec) + 1;
    pos = (size_t)(src - input) + strlen(src) + 1;
    if (rec[0] == 'S' && run_setup(vm, rec + 2, src)) return NULL;
  }
  return vm;
}

static char *read_all(size_t *len) {
  size_t cap = 1 << 16, n = 0, k;
  char *buf = malloc(cap + 1);
  while (buf && (k = fread(buf + n, 1, cap - n, stdin)) > 0) {
    n += k;
    if (n == cap) {
      char *nb = realloc(buf, cap * 2 + 1);
      if (!nb) {
        free(buf);
        return NULL;
      }
      buf = nb;
      cap *= 2;
    }
  }
  if (buf) buf[n] = 0;
  *len = n;
  return buf;
}

int main(int argc, char **argv) {
  uint64_t timeout_ms = 1000;
  size_t max_mem = (size_t)2 << 30, len, pos = 0;
  Clock clock = {0, 0, 0, 0};
  bt_config cfg;
  bt_vm *vm;
  char *input;
  int i;
  for (i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--timeout-ms") && i + 1 < argc) timeout_ms = strtoull(argv[++i], NULL, 10);
    else if (!strcmp(argv[i], "--max-memory-mb") && i + 1 < argc)
      max_mem = (size_t)strtoull(argv[++i], NULL, 10) << 20;
    else {
      fprintf(stderr, "usage: %s [--timeout-ms MS] [--max-memory-mb MB] < records\n", argv[0]);
      return 2;
    }
  }
  input = read_all(&len);
  if (!input) return 2;
  memset(&cfg, 0, sizeof cfg);
  cfg.max_memory = max_mem;
  cfg.now = audit_clock;
  cfg.now_ud = &clock;
  cfg.timeout_ms = timeout_ms;
  cfg.print = drop_output;
  cfg.print_stderr = drop_output;
  vm = fresh_vm(&cfg, input, 0);
  if (!vm) return 2;
  while (pos < len) {
    char *rec = input + pos, *nl, *src;
    size_t rlen = strlen(rec);
    pos += rlen + 1;
    nl = strchr(rec, '\n');
    if (!nl || rlen < 2) continue;
    *nl = 0;
    src = nl + 1;
    if (rec[0] == 'S') {
      if (run_setup(vm, rec + 2, src)) return 1;
    } else {
      long from = 0, next, retried = -1;   /* the call whose preparation was retried */
      int fresh = 0;
      while (from >= 0) {
        int again = 0;
        next = run_batch(vm, &clock, src, from, timeout_ms, retried, &again);
        if (next == -2) {
          if (fresh) return 1;
          /* a fresh VM with the setups run again (the records before this
          ** one, whose text the loop above has cut at its newline) */
          bt_free(vm);
          vm = fresh_vm(&cfg, input, (size_t)(rec - input));
          if (!vm) return 1;
          fresh = 1;
          continue;
        }
        fresh = 0;
        if (again && next >= 0 && retried != next) {   /* a preparation's first limit */
          retried = from = next;
          continue;
        }
        if (next >= 0 && next <= from) {   /* no progress: never loop */
          fprintf(stderr, "batch %s: no progress at call %ld\n", rec + 2, from);
          next = -1;
        }
        from = next;
      }
    }
  }
  bt_free(vm);
  free(input);
  return 0;
}
