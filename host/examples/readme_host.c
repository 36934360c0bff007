/*
** readme_host.c - the C examples README shows, whole: a host loop that
** loads a program and answers its tool calls, a snapshot and restore, and
** a loop for async tools.  README's C blocks are excerpts of this file
** (tests/readme.py checks them word for word); `make test` builds and
** runs it, and it exits non-zero when a run does not end as expected.
**
**   cc -Ihost host/examples/readme_host.c build/libbaton.a -lm
*/
#include <stdio.h>
#include <string.h>
#include "baton.h"

/* The print sink: the program's output, line by line, to the FILE in ud. */
static void to_file(void *ud, const char *s, size_t n) {
  fwrite(s, 1, n, ud);
}

/* ---- README: the host loop ---- */

/* Run a program with one tool, its output to out.  0 when it ran to its end. */
static int run(const char *src, size_t len, FILE *out) {
  bt_config cfg = {0};
  cfg.print = to_file;                            /* or NULL, then read bt_output() */
  cfg.print_ud = out;
  cfg.max_steps = 10000000;                       /* 0: no limit */
  bt_vm *vm = bt_new(&cfg);
  if (vm == NULL) return 1;
  bt_tool(vm, "get_weather", "city: str, units: str = 'C'", "Weather for a city.", 0);
  bt_error err;
  bt_status st = bt_load(vm, src, len, "agent.py", &err);
  if (st != BT_OK) {                              /* a SyntaxError, as CPython prints it */
    fputs(err.text ? err.text : "out of memory\n", stderr);
    bt_free(vm);
    return 1;
  }
  const bt_request *req;
  while ((st = bt_step(vm, &req)) == BT_REQUEST) {
    /* req->tool, req->args (BT_LIST), req->kwargs (BT_DICT: with a signature,
       every parameter by name), req->id */
    const bt_value *city = &req->kwargs->u.map.vals[0];
    if (city->u.str.len == 5 && memcmp(city->u.str.s, "Paris", 5) == 0)
      bt_fulfil_json(vm, req->id, "{\"temp\": 18.5}", 14);   /* now or later */
    else
      bt_fail(vm, req->id, "ValueError", "unknown city");
  }
  if (st == BT_ERROR) fputs(bt_error_text(vm), stderr);      /* CPython's traceback */
  else if (st == BT_LIMIT) fprintf(stderr, "%s\n", bt_limit_text(vm));
  else if (st != BT_DONE) fprintf(stderr, "unexpected status %d\n", (int)st);
  bt_free(vm);
  return st == BT_DONE ? 0 : 1;
}

/* ---- README: snapshots ---- */

/* Save a VM paused on requests, and go on in one restored from the bytes. */
static bt_vm *save_and_restore(bt_vm *vm, const bt_config *cfg) {
  size_t n;
  const void *bytes = bt_snapshot(vm, &n);       /* store them anywhere */
  if (bytes == NULL) { fprintf(stderr, "%s\n", bt_error_text(vm)); return NULL; }
  bt_vm *again;
  bt_error err;
  if (bt_restore(bytes, n, cfg, &again, &err) != BT_OK) { puts(err.message); return NULL; }
  for (size_t i = 0; bt_pending(again, i); i++) { /* requests still to fulfil */ }
  return again;
}

/* ---- README: async tools ---- */

/* The host's own work: requests in flight, finished newest first, each
** result the length of its URL. */
typedef struct Work {
  uint64_t ids[16];
  size_t lens[16];
  int n;
} Work;

static void start_work(Work *w, const bt_request *req) {
  w->ids[w->n] = req->id;
  w->lens[w->n++] = req->kwargs->u.map.vals[0].u.str.len;
}

static void abort_work(Work *w, uint64_t id) {
  for (int i = 0; i < w->n; i++)
    if (w->ids[i] == id) { w->ids[i] = w->ids[--w->n]; w->lens[i] = w->lens[w->n]; }
}

static void wait_for_some_work_then_fulfil(bt_vm *vm, Work *w) {
  bt_value v = {.type = BT_INT};
  if (w->n == 0) return;
  w->n--;
  v.u.i = (int64_t)w->lens[w->n];
  bt_fulfil(vm, w->ids[w->n], &v);
}

/* Fetch pages concurrently; 0 when the program ran to its end. */
static int run_async(const char *src, FILE *out) {
  bt_config cfg = {0};
  cfg.print = to_file;
  cfg.print_ud = out;
  bt_vm *vm = bt_new(&cfg);
  if (vm == NULL) return 1;
  Work work = {0};
  const bt_request *req;
  bt_status st;
  bt_tool(vm, "fetch", "async def fetch(url: str)", "Fetch a page.", 0);
  if (bt_load(vm, src, strlen(src), "agent.py", NULL) != BT_OK) { bt_free(vm); return 1; }
  for (;;) {
    st = bt_step(vm, &req);
    for (uint64_t id; (id = bt_cancelled(vm)) != 0;) abort_work(&work, id);
    if (st == BT_REQUEST) { start_work(&work, req); continue; }   /* keep stepping */
    if (st != BT_WAIT) break;                                     /* done, error, limit */
    wait_for_some_work_then_fulfil(vm, &work);                    /* bt_fulfil / bt_fail */
  }
  if (st == BT_ERROR) fputs(bt_error_text(vm), stderr);
  bt_free(vm);
  return st == BT_DONE ? 0 : 1;
}

/* ---- the checks ---- */

/* What f holds, compared with want. */
static int holds(FILE *f, const char *want) {
  char got[512];
  size_t n;
  rewind(f);
  n = fread(got, 1, sizeof got - 1, f);
  got[n] = 0;
  fclose(f);
  if (strcmp(got, want) == 0) return 1;
  fprintf(stderr, "got:\n%s\nwanted:\n%s\n", got, want);
  return 0;
}

int main(void) {
  static const char agent[] =
    "w = get_weather('Paris')\n"
    "print('Paris', w['temp'])\n"
    "try:\n"
    "    get_weather('Atlantis')\n"
    "except ValueError as e:\n"
    "    print('Atlantis:', e)\n";
  static const char fetcher[] =
    "import asyncio\n"
    "pages = await asyncio.gather(*[fetch(u) for u in ['a.org', 'bb.org', 'ccc.org']])\n"
    "print(pages)\n";
  static const char failing[][24] = {"x = (1,", "1 / 0", "while True: pass"};
  bt_config cfg = {0};
  bt_vm *vm, *again;
  const bt_request *req;
  FILE *out;
  int ok = 1;
  size_t i;

  out = tmpfile();
  ok &= out && run(agent, sizeof agent - 1, out) == 0 &&
        holds(out, "Paris 18.5\nAtlantis: unknown city\n");
  /* a syntax error, an exception, the step limit: each reported, never a hang */
  for (i = 0; i < sizeof failing / sizeof failing[0]; i++) {
    out = tmpfile();
    ok &= out && run(failing[i], strlen(failing[i]), out) == 1 && holds(out, "");
  }
  out = tmpfile();
  ok &= out && run_async(fetcher, out) == 0 && holds(out, "[5, 6, 7]\n");

  /* a snapshot of a VM paused on a request goes on where it stopped */
  out = tmpfile();
  cfg.print = to_file;
  cfg.print_ud = out;
  vm = bt_new(&cfg);
  if (vm == NULL || out == NULL) return 1;
  bt_tool(vm, "search", NULL, NULL, 0);
  if (bt_load(vm, "print(search('cats'))", 21, "agent.py", NULL) != BT_OK) return 1;
  ok &= bt_step(vm, &req) == BT_REQUEST;
  again = save_and_restore(vm, &cfg);
  bt_free(vm);
  if (again == NULL) return 1;
  req = bt_pending(again, 0);
  ok &= req != NULL && bt_fulfil_json(again, req->id, "[\"cat facts\"]", 13) == BT_OK &&
        bt_step(again, &req) == BT_DONE && holds(out, "['cat facts']\n");
  bt_free(again);
  return !ok;
}
