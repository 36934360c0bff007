/*
** test_api_stats.c - bt_get_stats (what a run used, which limit ended it)
** and bt_abort (a host giving up on a paused run).
*/
#include <stdio.h>
#include <string.h>
#include "baton.h"

static int failures, checks;

#define CHECK(cond) do { checks++; if (!(cond)) { failures++; \
    fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); } } while (0)

static bt_status load(bt_vm *vm, const char *src) {
  return bt_load(vm, src, strlen(src), "t.py", NULL);
}

static void test_stats(void) {
  bt_vm *vm = bt_new(NULL);
  const bt_request *req;
  bt_stats st;
  bt_value v;
  CHECK(bt_tool(vm, "t", "x", NULL, 0) == BT_OK);
  CHECK(load(vm, "s = 0\nfor i in range(5000):\n    s += i\nprint(t(s))\n") == BT_OK);
  CHECK(bt_step(vm, &req) == BT_REQUEST);
  bt_get_stats(vm, &st);
  CHECK(st.calls == 1);
  CHECK(st.steps >= 5000);
  CHECK(st.limit == NULL);
  v.type = BT_INT;
  v.u.i = 7;
  CHECK(bt_fulfil(vm, req->id, &v) == BT_OK);
  CHECK(bt_step(vm, &req) == BT_DONE);
  bt_get_stats(vm, &st);
  CHECK(st.output == 2);                    /* "7\n" */
  CHECK(st.peak_memory >= st.memory && st.memory == bt_memory(vm));
  /* a new run starts from zero */
  CHECK(load(vm, "x = 1\n") == BT_OK);
  CHECK(bt_step(vm, &req) == BT_DONE);
  bt_get_stats(vm, &st);
  CHECK(st.calls == 0 && st.output == 0 && st.steps < 100);
  bt_free(vm);
}

static void test_limit_names(void) {
  bt_config cfg;
  bt_vm *vm;
  bt_stats st;
  memset(&cfg, 0, sizeof cfg);
  cfg.max_steps = 10000;
  cfg.max_output = 50;
  vm = bt_new(&cfg);
  CHECK(load(vm, "while True:\n    pass\n") == BT_OK);
  CHECK(bt_step(vm, NULL) == BT_LIMIT);
  bt_get_stats(vm, &st);
  CHECK(st.limit && strcmp(st.limit, "steps") == 0);
  CHECK(st.steps > 10000);
  CHECK(load(vm, "for i in range(100):\n    print(i)\n") == BT_OK);
  CHECK(bt_step(vm, NULL) == BT_LIMIT);
  bt_get_stats(vm, &st);
  CHECK(st.limit && strcmp(st.limit, "output") == 0);
  CHECK(load(vm, "1\n") == BT_OK);
  CHECK(bt_step(vm, NULL) == BT_DONE);
  bt_get_stats(vm, &st);
  CHECK(st.limit == NULL);
  bt_free(vm);
}

static void test_abort(void) {
  bt_vm *vm = bt_new(NULL);
  const bt_request *req;
  const bt_value *g;
  uint64_t id;
  CHECK(bt_abort(vm) == BT_OK);             /* nothing in progress */
  CHECK(bt_tool(vm, "t", NULL, NULL, 0) == BT_OK);
  CHECK(load(vm, "kept = 1\ntry:\n    t()\nfinally:\n    print('finally')\n") == BT_OK);
  CHECK(bt_step(vm, &req) == BT_REQUEST);
  id = req->id;
  CHECK(bt_abort(vm) == BT_OK);
  CHECK(bt_cancelled(vm) == id);            /* the host may drop its work */
  CHECK(bt_fulfil(vm, id, NULL) == BT_OK);  /* harmless, ignored */
  g = bt_get_global(vm, "kept");
  CHECK(g && g->type == BT_INT && g->u.i == 1);
  /* usable again; a loaded program not yet started can be dropped too */
  CHECK(load(vm, "kept + 1\n") == BT_OK);
  CHECK(bt_abort(vm) == BT_OK);
  CHECK(bt_step(vm, NULL) == BT_MISUSE);
  CHECK(load(vm, "kept + 1\n") == BT_OK);
  CHECK(bt_step(vm, NULL) == BT_DONE);
  CHECK(bt_result(vm)->u.i == 2);
  bt_free(vm);
}

int main(void) {
  test_stats();
  test_limit_names();
  test_abort();
  printf("test_api_stats: %d checks, %d failed\n", checks, failures);
  return failures != 0;
}
