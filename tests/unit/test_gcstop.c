/*
** test_gcstop.c - a collection stopped by the deadline leaves a heap the
** VM can go on with (vm/gc.c: a full trace that gives up leaves its marks
** to wipe, a full sweep that stops leaves the rest of the list to sweep;
** gc_finish does both later).
**
** A heap of live lists and garbage, then a full collection polled with a
** clock that passes the deadline at its k-th reading, for every k from the
** first reading to one past the last: the stop falls in the trace, in the
** sweep and after it.  After each, the program reads every live list, a
** snapshot is saved and restored, and an unpolled collection finishes the
** work; the sanitizer build (ASan, GC stress) turns a freed live object
** or a garbage object read after its sweep into a report.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "baton.h"
#include "vm.h"
#include "snapshot.h"

static int failures, checks;

#define CHECK(cond) do { checks++; if (!(cond)) { failures++; \
  fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); } } while (0)

typedef struct Clock {
  unsigned calls;   /* readings so far */
  unsigned late;    /* from this reading on, the deadline has passed */
} Clock;

static uint64_t clock_read(void *ud) {
  Clock *c = ud;
  return ++c->calls >= c->late ? 100 : 1;
}

static void drop(void *ud, const char *s, size_t n) {
  (void)ud; (void)s; (void)n;
}

static int run(VM *vm, const char *src) {
  Code *code;
  Value res;
  if (compile_module(vm, src, strlen(src), "prog.py", &code)) return -1;
  return vm_run(vm, code, &res);
}

/* One round: garbage made, a polled full collection stopped at reading
** `late` (0: never), then the live heap read, saved, restored.  The number
** of clock readings the collection made. */
static int in_sweep, in_trace;   /* stops that left a sweep, a wipe */

static unsigned round_at(VM *vm, unsigned late, int *stopped) {
  Clock c = {0, late ? late : ~0u};
  Buf b = BUF_INIT;
  char err[200];
  int r;
  CHECK(run(vm, "junk = [[i, str(i)] for i in range(6000)]\njunk = None\n") == 0);
  vm->now = clock_read;
  vm->now_ud = &c;
  vm->deadline = 50;
  r = gc_collect_full_polled(vm);
  *stopped = r != 0;
  CHECK(r == 0 || vm->limit_hit);
  in_sweep += vm->gc_sweep_from != NULL;
  in_trace += vm->gc_wipe;
  vm->limit_hit = false;
  vm->now = NULL;
  vm->deadline = 0;
  /* the program goes on with the live lists and makes more */
  CHECK(run(vm, "assert sum(len(v) for v in keep) == 4000\n"
                "assert all(v[1] == i for i, v in enumerate(keep))\n"
                "more = {i: (i,) for i in range(500)}\n") == 0);
  /* a snapshot finishes what the collection left, and restores */
  CHECK(snap_save_ex(vm, NULL, &b, NULL, 0, err, sizeof err) == 0);
  {
    VM *nv = vm_new(NULL, NULL);
    nv->out = drop;
    CHECK(snap_load(nv, (const uint8_t *)b.p, b.len, NULL, 0, err, sizeof err) == 0);
    CHECK(run(nv, "assert len(keep) == 2000 and keep[7] == [0, 7]\n") == 0);
    vm_free(nv);
  }
  buf_free(vm, &b);
  gc_collect_full(vm);
  CHECK(run(vm, "assert keep[1999] == [0, 1999]\n") == 0);
  return c.calls;
}

int main(void) {
  VM *vm = vm_new(NULL, NULL);
  unsigned readings, k;
  int stopped, nstopped = 0;
  vm->out = drop;
  vm->mem.limit = mem_held(&vm->mem) + (512u << 20);
  /* a long list makes the trace poll (every 16384 items) on a small heap */
  CHECK(run(vm, "keep = [[0, i] for i in range(2000)]\nlong = [None] * 70000\n") == 0);
  readings = round_at(vm, 0, &stopped);   /* how many readings a whole one makes */
  CHECK(!stopped && readings > 2);
  for (k = 1; k <= readings + 1; k++) {
    (void)round_at(vm, k, &stopped);
    nstopped += stopped;
  }
  CHECK(in_sweep >= 1 && in_trace >= 1);   /* the stop fell in both */
  vm_free(vm);
  printf("test_gcstop: %u clock readings a collection, %d stops (%d in the trace, %d in "
         "the sweep), %d checks, %d failed\n", readings, nstopped, in_trace, in_sweep, checks,
         failures);
  return failures ? 1 : 0;
}
