/*
** import_bench.c - what `import M` costs a fresh VM, in microseconds.
**
** For each module (the list of issue 11, or the names given as arguments)
** and for all of them in one program: bt_new + bt_load("import M") + run
** + bt_free, less the same for an empty program, best of several batches
** (CPU time of the process, CLOCK_PROCESS_CPUTIME_ID: steadier than
** the wall clock on a loaded machine).  Three columns:
**   fresh   a VM as a fresh process has it (no bt_cache)
**   cached  VMs sharing a bt_cache that an earlier VM filled: the library's
**           code is built from code images, nothing is parsed or compiled,
**           so this is the cost of running the module bodies
**   compile fresh - cached: parsing and compiling
** A module's time includes the modules it imports itself.
** Usage: import_bench [-n ROUNDS] [MODULE...]
*/
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "baton.h"

static const char *const issue11[] = {
  "math", "json", "re", "collections", "collections.abc", "itertools", "functools",
  "operator", "bisect", "heapq", "copy", "string", "textwrap", "statistics", "enum",
  "dataclasses", "typing", "abc", "datetime", "time", "calendar", "random", "uuid",
  "hashlib", "base64", "binascii", "urllib.parse", "html", "csv", "io", "pprint", "sys",
};
#define NISSUE ((int)(sizeof issue11 / sizeof issue11[0]))

static double now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

static void quiet(void *ud, const char *s, size_t n) { (void)ud; (void)s; (void)n; }

static int rounds = 7;

/* One new + load + run + free of prog: us. */
static double once(const bt_config *cfg, const char *prog) {
  double t0 = now_us();
  bt_vm *vm = bt_new(cfg);
  bt_status st;
  bt_load(vm, prog, strlen(prog), "imp.py", NULL);
  st = bt_step(vm, NULL);
  if (st != BT_DONE) {
    fprintf(stderr, "import_bench: %s: status %d\n", prog, (int)st);
    exit(1);
  }
  bt_free(vm);
  return now_us() - t0;
}

static double best(const bt_config *cfg, const char *prog) {
  double b = 1e30, t;
  int i;
  for (i = 0; i < rounds; i++)
    if ((t = once(cfg, prog)) < b) b = t;
  return b;
}

static void row(const char *label, const char *prog, const bt_config *fresh,
                const bt_config *cached, double base_f, double base_c) {
  double f = best(fresh, prog) - base_f, c;
  once(cached, prog);   /* fills the cache */
  c = best(cached, prog) - base_c;
  printf("%-18s %9.0f %9.0f %9.0f\n", label, f, c, f - c);
}

int main(int argc, char **argv) {
  bt_config fresh, cached;
  const char *const *names = issue11;
  int n = NISSUE, i;
  char prog[4096], *p = prog;
  double base_f, base_c;
  if (argc > 2 && strcmp(argv[1], "-n") == 0) {
    rounds = atoi(argv[2]);
    argc -= 2;
    argv += 2;
  }
  if (argc > 1) {
    names = (const char *const *)argv + 1;
    n = argc - 1;
  }
  memset(&fresh, 0, sizeof fresh);
  fresh.print = quiet;
  cached = fresh;
  cached.cache = bt_cache_new(NULL, NULL, (size_t)1 << 28);
  base_f = best(&fresh, "pass\n");
  once(&cached, "pass\n");
  base_c = best(&cached, "pass\n");
  printf("import (us)           fresh    cached   compile\n");
  for (i = 0; i < n; i++) {
    char one[200];
    snprintf(one, sizeof one, "import %s\n", names[i]);
    row(names[i], one, &fresh, &cached, base_f, base_c);
    p += snprintf(p, (size_t)(prog + sizeof prog - p), "import %s\n", names[i]);
  }
  row("all of them", prog, &fresh, &cached, base_f, base_c);
  printf("(empty program: %.0f us fresh, %.0f us cached)\n", base_f, base_c);
  bt_cache_free(cached.cache);
  return 0;
}
