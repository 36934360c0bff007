/*
** test_api.c - the public API: every status, tools and requests, values,
** limits, sessions, misuse, allocation failures, threads.
*/
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "baton.h"
#include "fail_alloc.h"

static int failures, checks;

#define CHECK(cond) do { checks++; if (!(cond)) { failures++; \
    fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); } } while (0)

/* ---- output capture ---- */

typedef struct Out { char buf[1 << 16]; size_t len; int calls; } Out;

static void sink(void *ud, const char *s, size_t n) {
  Out *o = ud;
  o->calls++;
  if (o->len + n < sizeof o->buf) { memcpy(o->buf + o->len, s, n); o->len += n; }
  o->buf[o->len] = 0;
}

static bt_vm *new_vm(Out *o, bt_config *cfg) {
  bt_config def;
  if (cfg == NULL) { memset(&def, 0, sizeof def); cfg = &def; }
  if (o) { memset(o, 0, sizeof *o); cfg->print = sink; cfg->print_ud = o; }
  return bt_new(cfg);
}

static bt_status run(bt_vm *vm, const char *src) {
  if (bt_load(vm, src, strlen(src), "t.py", NULL) != BT_OK) return BT_ERROR;
  return bt_step(vm, NULL);
}

static const char *last_line(const char *text) {
  static char line[512];
  const char *end = text + strlen(text), *p;
  while (end > text && end[-1] == '\n') end--;
  p = end;
  while (p > text && p[-1] != '\n') p--;
  snprintf(line, sizeof line, "%.*s", (int)(end - p), p);
  return line;
}

static bt_value str_value(const char *s) {
  bt_value v;
  v.type = BT_STR;
  v.u.str.s = s;
  v.u.str.len = strlen(s);
  return v;
}

/* ---- tests ---- */

static void test_done_and_result(void) {
  Out o;
  bt_vm *vm = new_vm(&o, NULL);
  const bt_value *r;
  CHECK(run(vm, "x = [i * i for i in range(4)]\nprint(x)\nsum(x) + 1") == BT_DONE);
  CHECK(strcmp(o.buf, "[0, 1, 4, 9]\n") == 0);
  r = bt_result(vm);
  CHECK(r && r->type == BT_INT && r->u.i == 15);
  CHECK(bt_result_repr(vm) && strcmp(bt_result_repr(vm), "15") == 0);
  /* a finished VM cannot step again */
  CHECK(bt_step(vm, NULL) == BT_MISUSE);
  bt_free(vm);
}

static void test_errors(void) {
  Out o;
  bt_vm *vm = new_vm(&o, NULL);
  bt_error err;
  const char *bad = "x = (1,\ny = 2\n";
  CHECK(bt_load(vm, bad, strlen(bad), "bad.py", &err) == BT_ERROR);
  CHECK(strcmp(err.type, "SyntaxError") == 0);
  CHECK(strcmp(err.message, "'(' was never closed") == 0);
  CHECK(err.line == 1 && err.offset == 5);
  CHECK(err.text && strstr(err.text, "File \"bad.py\", line 1"));
  CHECK(run(vm, "def f(d):\n    return d['k']\nf({})\n") == BT_ERROR);
  CHECK(strstr(bt_error_text(vm), "Traceback (most recent call last):"));
  CHECK(strstr(bt_error_text(vm), "line 2, in f"));
  CHECK(strcmp(last_line(bt_error_text(vm)), "KeyError: 'k'") == 0);
  /* the VM is usable after an error */
  CHECK(run(vm, "print('again')") == BT_DONE);
  CHECK(strstr(o.buf, "again\n"));
  CHECK(bt_exit_code(vm) == 0 && strcmp(bt_error_text(vm), "") == 0);
  /* an uncaught SystemExit is a normal end with CPython's exit status */
  CHECK(run(vm, "raise SystemExit(3)") == BT_DONE);
  CHECK(bt_exit_code(vm) == 3 && strcmp(bt_error_text(vm), "") == 0);
  CHECK(run(vm, "def f():\n    raise SystemExit('bye')\nf()") == BT_DONE);
  CHECK(bt_exit_code(vm) == 1 && strcmp(bt_error_text(vm), "bye\n") == 0);
  CHECK(run(vm, "raise SystemExit") == BT_DONE);
  CHECK(bt_exit_code(vm) == 0);
  CHECK(run(vm, "raise SystemExit(-1)") == BT_DONE);
  CHECK(bt_exit_code(vm) == -1);
  CHECK(run(vm, "print('next')") == BT_DONE);
  CHECK(bt_exit_code(vm) == 0 && strcmp(bt_error_text(vm), "") == 0);
  bt_free(vm);
}

static void test_tools(void) {
  Out o;
  bt_vm *vm = new_vm(&o, NULL);
  const bt_request *req;
  bt_value v;
  const char *src =
    "r = weather('Paris', units='F')\n"
    "print(r['temp'], r['ok'])\n"
    "try:\n"
    "    weather('Atlantis')\n"
    "except ValueError as e:\n"
    "    print('ValueError', e)\n"
    "try:\n"
    "    weather('X')\n"
    "except RuntimeError as e:\n"
    "    print('RuntimeError', e)\n"
    "try:\n"
    "    weather()\n"
    "except TypeError as e:\n"
    "    print(e)\n"
    "print(raw(1, 'a', k=[1, 2]))\n";
  CHECK(bt_tool(vm, "weather", "city: str, units: str = 'C'", "Weather.", 0) == BT_OK);
  CHECK(bt_tool(vm, "raw", NULL, NULL, 0) == BT_OK);
  CHECK(bt_tool(vm, "bad name", NULL, NULL, 0) == BT_INVALID);
  CHECK(bt_tool(vm, "bad", "x y", NULL, 0) == BT_INVALID);
  CHECK(bt_load(vm, src, strlen(src), "agent.py", NULL) == BT_OK);
  CHECK(bt_step(vm, &req) == BT_REQUEST);
  CHECK(strcmp(req->tool, "weather") == 0);
  CHECK(req->line == 1 && req->id != 0);
  CHECK(req->args->type == BT_LIST && req->args->u.seq.n == 0);
  CHECK(req->kwargs->type == BT_DICT && req->kwargs->u.map.n == 2);
  CHECK(req->kwargs->u.map.keys[0].u.str.len == 4 &&
        memcmp(req->kwargs->u.map.keys[0].u.str.s, "city", 4) == 0);
  CHECK(req->kwargs->u.map.vals[1].u.str.len == 1 && req->kwargs->u.map.vals[1].u.str.s[0] == 'F');
  {
    size_t n;
    const char *j = bt_request_json(vm, req, &n);
    CHECK(j && strstr(j, "\"kwargs\": {\"city\": \"Paris\", \"units\": \"F\"}"));
  }
  /* stepping without fulfilling: nothing else can run */
  CHECK(bt_step(vm, &req) == BT_WAIT);
  CHECK(bt_fulfil(vm, 999, NULL) == BT_MISUSE);
  CHECK(bt_fulfil_json(vm, 1, "{\"temp\": 64.5, \"ok\": true}", 26) == BT_OK);
  CHECK(bt_fulfil_json(vm, 1, "{}", 2) == BT_MISUSE);        /* already done */
  CHECK(bt_step(vm, &req) == BT_REQUEST);
  CHECK(bt_fail(vm, req->id, "ValueError", "unknown city") == BT_OK);
  CHECK(bt_step(vm, &req) == BT_REQUEST);
  CHECK(bt_fail(vm, req->id, "NoSuchError", "boom") == BT_OK);
  /* weather() with no argument: TypeError raised at the call, no request */
  CHECK(bt_step(vm, &req) == BT_REQUEST);
  CHECK(strcmp(req->tool, "raw") == 0);
  CHECK(req->args->u.seq.n == 2 && req->args->u.seq.items[0].type == BT_INT);
  CHECK(req->kwargs->u.map.n == 1 && req->kwargs->u.map.vals[0].type == BT_LIST);
  v = str_value("done");
  CHECK(bt_fulfil(vm, req->id, &v) == BT_OK);
  CHECK(bt_step(vm, &req) == BT_DONE);
  CHECK(strcmp(o.buf, "64.5 True\nValueError unknown city\nRuntimeError boom\n"
                      "weather() missing 1 required positional argument: 'city'\ndone\n") == 0);
  if (strcmp(o.buf, "64.5 True\nValueError unknown city\nRuntimeError boom\n"
                    "weather() missing 1 required positional argument: 'city'\ndone\n"))
    fprintf(stderr, "got: %s\n", o.buf);
  {
    const char *d = bt_describe(vm);
    CHECK(d && strstr(d, "def weather(city: str, units: str = 'C'):\n    \"\"\"Weather.\"\"\"\n"));
  }
  bt_free(vm);
}

static void test_tool_in_generator_and_key(void) {
  Out o;
  bt_vm *vm = new_vm(&o, NULL);
  const bt_request *req;
  const char *src =
    "def score(x):\n"
    "    return rank(x)\n"
    "print(sorted(['b', 'a', 'c'], key=score))\n"
    "print(list(rank(c) for c in 'xy'))\n";
  bt_status st;
  int n = 0;
  bt_tool(vm, "rank", "item", NULL, 0);
  CHECK(bt_load(vm, src, strlen(src), "t.py", NULL) == BT_OK);
  while ((st = bt_step(vm, &req)) == BT_REQUEST) {
    const bt_value *item = &req->kwargs->u.map.vals[0];
    bt_value v;
    v.type = BT_INT;
    v.u.i = 'z' - item->u.str.s[0];
    n++;
    CHECK(bt_fulfil(vm, req->id, &v) == BT_OK);
  }
  CHECK(st == BT_DONE);
  CHECK(n == 5);
  CHECK(strcmp(o.buf, "['c', 'b', 'a']\n[2, 1]\n") == 0);
  bt_free(vm);
}

static void test_values(void) {
  Out o;
  bt_vm *vm = new_vm(&o, NULL);
  bt_value items[3], keys[1], vals[1], list, dict, big, bad;
  const bt_value *g;
  const bt_request *req;
  items[0].type = BT_INT; items[0].u.i = -5;
  items[1] = str_value("h\xc3\xa9");
  items[2].type = BT_NONE;
  list.type = BT_LIST; list.u.seq.items = items; list.u.seq.n = 3;
  keys[0] = str_value("xs");
  vals[0] = list;
  dict.type = BT_DICT; dict.u.map.keys = keys; dict.u.map.vals = vals; dict.u.map.n = 1;
  CHECK(bt_set_global(vm, "inp", &dict) == BT_OK);
  big.type = BT_BIGINT; big.u.str.s = "-123456789012345678901234567890"; big.u.str.len = 31;
  CHECK(bt_set_global(vm, "big", &big) == BT_OK);
  bad = str_value("\xff\xfe");
  CHECK(bt_set_global(vm, "bad", &bad) == BT_INVALID);
  CHECK(run(vm, "print(inp, big * 2)\nout = {'n': len(inp['xs']), 't': (1, 2.5), 's': {3}}\n") == BT_DONE);
  CHECK(strcmp(o.buf, "{'xs': [-5, 'h\xc3\xa9', None]} -246913578024691357802469135780\n") == 0);
  g = bt_get_global(vm, "out");
  CHECK(g && g->type == BT_DICT && g->u.map.n == 3);
  CHECK(g && g->u.map.vals[1].type == BT_TUPLE && g->u.map.vals[1].u.seq.items[1].type == BT_FLOAT);
  CHECK(g && g->u.map.vals[2].type == BT_SET);
  CHECK(bt_get_global(vm, "nope") == NULL);
  /* a cycle cannot cross: the call raises in the program */
  bt_tool(vm, "t", NULL, NULL, 0);
  o.len = 0;
  CHECK(run(vm, "a = []\na.append(a)\ntry:\n    t(a)\nexcept ValueError as e:\n    print(e)\n") == BT_DONE);
  CHECK(strcmp(o.buf, "circular reference\n") == 0);
  /* malformed results are refused, and the request stays open */
  o.len = 0;
  CHECK(bt_load(vm, "print(t())", 10, "t.py", NULL) == BT_OK);
  CHECK(bt_step(vm, &req) == BT_REQUEST);
  CHECK(bt_fulfil_json(vm, req->id, "[1, 2", 5) == BT_INVALID);
  CHECK(bt_fulfil(vm, req->id, &bad) == BT_INVALID);
  CHECK(bt_fulfil_json(vm, req->id, "[1, {\"a\": 2.5}]", 15) == BT_OK);
  CHECK(bt_step(vm, &req) == BT_DONE);
  CHECK(strcmp(o.buf, "[1, {'a': 2.5}]\n") == 0);
  /* a failure message that is not UTF-8 never reaches the program */
  o.len = 0;
  {
    const char *src = "try:\n    t()\nexcept ValueError as e:\n    print(e)\n";
    CHECK(bt_load(vm, src, strlen(src), "t.py", NULL) == BT_OK);
  }
  CHECK(bt_step(vm, &req) == BT_REQUEST);
  CHECK(bt_fail(vm, req->id, "ValueError", "bad \xff bytes") == BT_OK);
  CHECK(bt_step(vm, &req) == BT_DONE);
  CHECK(strcmp(o.buf, "(message was not valid UTF-8)\n") == 0);
  bt_free(vm);
}

static void test_sessions(void) {
  Out o;
  bt_vm *vm = new_vm(&o, NULL);
  CHECK(run(vm, "x = 1\ndef inc(v):\n    return v + x\n") == BT_DONE);
  CHECK(run(vm, "x = 10\nprint(inc(5))") == BT_DONE);
  CHECK(strcmp(o.buf, "15\n") == 0);
  bt_free(vm);
}

/* The same program loaded again runs from its cached code: the same way,
** with its globals as they are now; another file name or text compiles. */
static void test_reload(void) {
  Out o;
  const char *prog = "try:\n    n += 1\nexcept NameError:\n    n = 1\n"
                     "def f():\n    return n\nprint(f())\n";
  const char *bad = "def g():\n    1/0\ng()\n";
  bt_vm *vm = new_vm(&o, NULL);
  CHECK(run(vm, prog) == BT_DONE);
  CHECK(run(vm, prog) == BT_DONE);
  CHECK(run(vm, "n = 10") == BT_DONE);
  CHECK(run(vm, prog) == BT_DONE);
  CHECK(strcmp(o.buf, "1\n2\n11\n") == 0);
  CHECK(bt_load(vm, bad, strlen(bad), "a.py", NULL) == BT_OK && bt_step(vm, NULL) == BT_ERROR);
  CHECK(strstr(bt_error_text(vm), "File \"a.py\", line 2") != NULL);
  CHECK(bt_load(vm, bad, strlen(bad), "b.py", NULL) == BT_OK && bt_step(vm, NULL) == BT_ERROR);
  CHECK(strstr(bt_error_text(vm), "File \"b.py\", line 2") != NULL);
  CHECK(strstr(bt_error_text(vm), "a.py") == NULL);
  CHECK(bt_load(vm, bad, strlen(bad) - 4, "b.py", NULL) == BT_OK && bt_step(vm, NULL) == BT_DONE);
  /* a snapshot drops the cache; the program still loads and runs */
  CHECK(run(vm, prog) == BT_DONE);
  CHECK(bt_snapshot(vm, NULL) != NULL);
  CHECK(run(vm, prog) == BT_DONE);
  CHECK(strcmp(o.buf, "1\n2\n11\n12\n13\n") == 0);
  bt_free(vm);
}

/* A run's garbage is collected by the next load at the latest (a VM that
** is freed after its run need not collect at all). */
static void test_garbage_collected_by_next_load(void) {
  bt_stats st;
  size_t base;
  const char *prog = "x = [str(i) for i in range(2000)]\ndel x\n";
  bt_vm *vm = new_vm(NULL, NULL);
  CHECK(bt_load(vm, "pass", 4, "t.py", NULL) == BT_OK && bt_step(vm, NULL) == BT_DONE);
  CHECK(bt_load(vm, "pass", 4, "t.py", NULL) == BT_OK);
  bt_get_stats(vm, &st);
  base = st.memory;
  CHECK(run(vm, prog) == BT_DONE);
  CHECK(bt_load(vm, "pass", 4, "t.py", NULL) == BT_OK);
  bt_get_stats(vm, &st);
  CHECK(st.memory < base + 16384);
  bt_free(vm);
}

static uint64_t fake_now(void *ud) {
  uint64_t *t = ud;
  return (*t)++;
}

static void test_limits(void) {
  Out o;
  bt_config cfg;
  bt_vm *vm;
  uint64_t clock = 0;
  const bt_request *req;
  int i;
  memset(&cfg, 0, sizeof cfg);
  cfg.max_steps = 100000;
  cfg.max_output = 1000;
  cfg.max_memory = 4 << 20;
  cfg.max_calls = 3;
  cfg.max_depth = 100;
  vm = new_vm(&o, &cfg);
  CHECK(run(vm, "while True:\n    pass\n") == BT_LIMIT);
  CHECK(strstr(bt_limit_text(vm), "step limit"));
  /* a limit cannot be caught */
  CHECK(run(vm, "try:\n    while True:\n        pass\nexcept BaseException:\n    print('caught')\n") == BT_LIMIT);
  CHECK(o.len == 0);
  CHECK(run(vm, "def grow():\n    x = []\n    while True:\n        x.append('a' * 1000 + str(len(x)))\ngrow()\n") == BT_LIMIT);
  CHECK(strstr(bt_limit_text(vm), "memory limit"));
  CHECK(run(vm, "x = None\ntry:\n    'x' * 10**12\nexcept MemoryError:\n    print('refused')\n") == BT_DONE);
  CHECK(strcmp(o.buf, "refused\n") == 0);
  o.len = 0;
  CHECK(run(vm, "while True:\n    print('flood')\n") == BT_LIMIT);
  CHECK(strstr(bt_limit_text(vm), "output limit"));
  CHECK(o.len <= 1000);
  o.len = 0;
  CHECK(run(vm, "def f(n):\n    return f(n + 1)\ntry:\n    f(0)\nexcept RecursionError as e:\n    print(e)\n") == BT_DONE);
  CHECK(strcmp(o.buf, "maximum recursion depth exceeded\n") == 0);
  bt_tool(vm, "t", NULL, NULL, 0);
  CHECK(bt_load(vm, "while True:\n    t()\n", 19, "t.py", NULL) == BT_OK);
  for (i = 0; i < 10; i++) {
    bt_status st = bt_step(vm, &req);
    if (st != BT_REQUEST) { CHECK(st == BT_LIMIT); break; }
    bt_fulfil(vm, req->id, NULL);
  }
  CHECK(i == 3);
  CHECK(strstr(bt_limit_text(vm), "tool call limit"));
  /* after all that the VM still works */
  o.len = 0;
  CHECK(run(vm, "print(sum(range(10)))") == BT_DONE);
  CHECK(strcmp(o.buf, "45\n") == 0);
  bt_free(vm);
  /* deadline with the host's clock */
  memset(&cfg, 0, sizeof cfg);
  cfg.now = fake_now;
  cfg.now_ud = &clock;
  cfg.timeout_ms = 50;
  vm = new_vm(&o, &cfg);
  CHECK(run(vm, "while True:\n    pass\n") == BT_LIMIT);
  CHECK(strstr(bt_limit_text(vm), "time limit"));
  bt_free(vm);
}


/* Run src with async tool f registered, answering requests newest first
** when the VM waits; the final status. */
static bt_status run_answering(bt_vm *vm, const char *src) {
  bt_status st = BT_ERROR;
  uint64_t ids[8];
  int k = 0, steps = 0;
  const bt_request *req;
  if (bt_tool(vm, "f", NULL, NULL, BT_TOOL_ASYNC) != BT_OK ||
      bt_load(vm, src, strlen(src), "t.py", NULL) != BT_OK)
    return BT_ERROR;
  while (steps++ < 100) {
    st = bt_step(vm, &req);
    if (st == BT_REQUEST) {
      if (k < 8) ids[k++] = req->id;
    } else if (st == BT_WAIT && k > 0) {
      bt_value v;
      v.type = BT_INT;
      v.u.i = 10 * (int64_t)ids[k - 1];
      bt_fulfil(vm, ids[--k], &v);
    } else {
      break;
    }
  }
  return st;
}

/* Every allocation in turn fails (and all after it) during a whole run of
** src: the VM must end cleanly, leak nothing, and print `expect` once
** allocation no longer fails. */
static void alloc_failures(const char *src, const char *expect) {
  long n;
  int done = 0;
  for (n = 0; n < 50000 && !done; n++) {
    FailAlloc fa = {n, 0};
    bt_config cfg;
    bt_vm *vm;
    Out o;
    memset(&cfg, 0, sizeof cfg);
    cfg.alloc = failing_alloc;
    cfg.alloc_ud = &fa;
    vm = new_vm(&o, &cfg);
    if (vm) {
      if (run_answering(vm, src) == BT_DONE) {
        CHECK(strcmp(o.buf, expect) == 0);
        done = 1;
      }
      bt_free(vm);
    }
    CHECK(fa.live == 0);   /* nothing leaks on any failure path */
    if (fa.live) fprintf(stderr, "leak of %zu bytes when allocation %ld fails\n", fa.live, n);
  }
  CHECK(done);
}

static void test_alloc_failures(void) {
  alloc_failures("d = {str(i): [i] * 3 for i in range(50)}\n"
                 "s = sorted(d, key=lambda k: -len(k))\nprint(len(s), f'{3.5:>8}')\n",
                 "50      3.5\n");
  /* asyncio: tasks, a gather of async calls answered newest first,
  ** sleep(0), a cancellation */
  alloc_failures("import asyncio\n"
                 "async def w(i):\n"
                 "    await asyncio.sleep(0)\n"
                 "    return await f(i) + i\n"
                 "async def never():\n"
                 "    await f(-1)\n"
                 "t = asyncio.create_task(never())\n"
                 "r = await asyncio.gather(w(1), w(2), f(3))\n"
                 "t.cancel()\n"
                 "print(len(r), t.cancelled() or 'x')\n",
                 "3 x\n");
  /* a part of asyncio made at its first use, inside a function */
  alloc_failures("import asyncio\n"
                 "def f():\n"
                 "    return asyncio.Queue().qsize(), asyncio.TaskGroup.__name__\n"
                 "print(*f())\n",
                 "0 TaskGroup\n");
}

/* asyncio's parts written in Python are made at their first use
** (vm_asyncio_lazy): each name of theirs, reached first in a fresh VM by
** an attribute, by getattr from deep in the stack (the stack must not move
** under the native) and by `from asyncio import`, is the submodule's. */
static void test_asyncio_lazy_parts(void) {
  Out o, names;
  char prog[2048], *name, *next;
  bt_vm *vm = new_vm(&names, NULL);
  CHECK(run(vm, "import asyncio.locks, asyncio.queues\n"
                "print(*asyncio.locks.__all__, *asyncio.queues.__all__, 'locks', 'queues',"
                " 'TaskGroup', 'Timeout', end=' ')\n") == BT_DONE);
  bt_free(vm);
  CHECK(strstr(names.buf, "Queue") != NULL);
  for (name = names.buf; (next = strchr(name, ' ')) != NULL; name = next + 1) {
    *next = 0;
    if (strlen(name) > 40) break;
    snprintf(prog, sizeof prog,
             "import asyncio\n"
             "def deep(n):\n"
             "    return getattr(asyncio, '%.40s', 0) if n == 0 else deep(n - 1)\n"
             "a = deep(300)\n"
             "from asyncio import %.40s as b\n"
             "import asyncio.locks, asyncio.queues\n"
             "s = getattr(asyncio.locks, '%.40s', None) or getattr(asyncio.queues, '%.40s', a)\n"
             "print(a is b is asyncio.%.40s is s is not None)\n",
             name, name, name, name, name);
    vm = new_vm(&o, NULL);
    CHECK(run(vm, prog) == BT_DONE);
    if (strcmp(o.buf, "True\n") != 0) fprintf(stderr, "asyncio.%s: %s", name, o.buf);
    CHECK(strcmp(o.buf, "True\n") == 0);
    bt_free(vm);
  }
  /* a name the program gave the module stays; unknown names still fail */
  vm = new_vm(&o, NULL);
  CHECK(run(vm, "import asyncio\nasyncio.Event = 5\nL = asyncio.Lock\n"
                "print(asyncio.Event, hasattr(asyncio, 'Nope'))\n") == BT_DONE);
  CHECK(strcmp(o.buf, "5 False\n") == 0);
  bt_free(vm);
}

static void *thread_main(void *arg) {
  Out *o = arg;
  bt_vm *vm = new_vm(o, NULL);
  if (vm) {
    run(vm, "t = 0\nfor i in range(200000):\n    t += i % 7\nprint(t)\n");
    bt_free(vm);
  }
  return NULL;
}

static void test_threads(void) {
  pthread_t th[4];
  Out outs[4];
  int i;
  for (i = 0; i < 4; i++) pthread_create(&th[i], NULL, thread_main, &outs[i]);
  for (i = 0; i < 4; i++) pthread_join(th[i], NULL);
  for (i = 0; i < 4; i++) CHECK(strcmp(outs[i].buf, "599994\n") == 0);
}

static void test_output_buffer(void) {
  bt_vm *vm = bt_new(NULL);
  size_t n;
  const char *s;
  CHECK(run(vm, "print('a', 'b', sep='-')\nprint('c', end='')") == BT_DONE);
  s = bt_output(vm, &n);
  CHECK(n == 5 && memcmp(s, "a-b\nc", 5) == 0);
  s = bt_output(vm, &n);
  CHECK(n == 0);
  bt_free(vm);
}

/* Async tools: headers in signatures, several requests outstanding,
** answers in any order, cancellation notices, sleeps as requests. */
static void test_async_tools(void) {
  bt_vm *vm = bt_new(NULL);
  const bt_request *req;
  uint64_t ids[8];
  int n = 0;
  size_t len;
  const char *out, *d;
  const char *src =
    "import asyncio\n"
    "a = fetch('x'); b = fetch('y', n=2)\n"
    "print(await b, await a)\n"
    "async def slow():\n"
    "    try:\n"
    "        return await fetch('never')\n"
    "    finally:\n"
    "        print('slow cleaned up')\n"
    "try:\n"
    "    await asyncio.wait_for(slow(), 0.5)\n"
    "except TimeoutError:\n"
    "    print('timeout')\n";
  CHECK(bt_tool(vm, "fetch", "async def fetch(url: str, n: int = 1) -> str:", NULL, 0) == BT_OK);
  CHECK(bt_tool(vm, "other", "def fetch(x)", NULL, 0) == BT_INVALID);   /* another name */
  CHECK(bt_tool(vm, "bad", "async def bad(x", NULL, 0) == BT_INVALID);
  CHECK(bt_tool(vm, "plain", "def plain(x, *, y=1):", NULL, 0) == BT_OK);
  d = bt_describe(vm);
  CHECK(d && strstr(d, "async def fetch(url: str, n: int = 1):") && strstr(d, "\ndef plain(x, *, y=1):"));
  CHECK(bt_load(vm, src, strlen(src), "a.py", NULL) == BT_OK);
  /* both calls are out before anything waits */
  while (bt_step(vm, &req) == BT_REQUEST && n < 8) ids[n++] = req->id;
  CHECK(n == 2);
  /* answered in reverse order: the output does not change */
  CHECK(bt_fulfil_json(vm, ids[1], "\"Y\"", 3) == BT_OK);
  CHECK(bt_fulfil_json(vm, ids[0], "\"X\"", 3) == BT_OK);
  CHECK(bt_fulfil(vm, ids[0], NULL) == BT_MISUSE);       /* answered already */
  /* then fetch('never') and the timer of wait_for */
  n = 0;
  ids[0] = ids[1] = 0;      /* the timer, fetch('never') */
  for (;;) {
    bt_status st = bt_step(vm, &req);
    if (st != BT_REQUEST) { CHECK(st == BT_WAIT); break; }
    n++;
    if (strcmp(req->tool, BT_SLEEP_TOOL) == 0) {
      ids[0] = req->id;
      CHECK(req->args->u.seq.n == 1 && req->args->u.seq.items[0].type == BT_FLOAT);
    } else {
      ids[1] = req->id;
    }
  }
  CHECK(n == 2 && ids[0] && ids[1]);
  CHECK(bt_cancelled(vm) == 0);
  /* the timer fires: fetch('never') is not wanted any more */
  CHECK(bt_fulfil(vm, ids[0], NULL) == BT_OK);
  CHECK(bt_step(vm, &req) == BT_DONE);
  CHECK(bt_cancelled(vm) == ids[1]);
  CHECK(bt_cancelled(vm) == 0);
  CHECK(bt_fulfil(vm, ids[1], NULL) == BT_OK);           /* harmless */
  CHECK(bt_fulfil(vm, ids[1] + 100, NULL) == BT_MISUSE);  /* unknown */
  out = bt_output(vm, &len);
  CHECK(out && strcmp(out, "Y X\nslow cleaned up\ntimeout\n") == 0);
  bt_free(vm);
}

/* Calls without keyword arguments share one empty kwargs dict in the VM
** (no dict per call): a call with keywords between them, and a snapshot
** and restore while one is pending, leave the others' kwargs empty. */
static void test_tool_kwargs_shared(void) {
  bt_vm *vm = bt_new(NULL), *r = NULL;
  const bt_request *req;
  const void *snap;
  size_t len, i;
  bt_value v;
  const char *src = "a = t(1)\nb = t(2, k=3)\nc = t(4)\nd = t(5)\n"
                    "print(a, b, c, d)\n";
  static const size_t nkw[] = {0, 1, 0, 0};
  static const int64_t arg[] = {1, 2, 4, 5};
  v.type = BT_INT;
  CHECK(bt_tool(vm, "t", NULL, NULL, 0) == BT_OK);
  CHECK(bt_load(vm, src, strlen(src), "k.py", NULL) == BT_OK);
  for (i = 0; i < 4; i++) {
    CHECK(bt_step(vm, &req) == BT_REQUEST);
    if (req == NULL) break;
    CHECK(req->kwargs->type == BT_DICT && req->kwargs->u.map.n == nkw[i]);
    CHECK(req->args->u.seq.n == 1 && req->args->u.seq.items[0].u.i == arg[i]);
    if (i == 2) {
      /* restored, the pending call and the next are still plain */
      CHECK((snap = bt_snapshot(vm, &len)) != NULL);
      CHECK(snap && bt_restore(snap, len, NULL, &r, NULL) == BT_OK);
      if (r == NULL) break;
      bt_free(vm);
      vm = r;
      CHECK((req = bt_pending(vm, 0)) != NULL && req->kwargs->u.map.n == 0);
      if (req == NULL) break;
    }
    v.u.i = (int64_t)i * 10;
    CHECK(bt_fulfil(vm, req->id, &v) == BT_OK);
  }
  CHECK(bt_step(vm, &req) == BT_DONE);
  CHECK(strcmp(bt_output(vm, &len), "0 10 20 30\n") == 0);
  bt_free(vm);
}

int main(void) {
  test_tool_kwargs_shared();
  test_async_tools();
  test_done_and_result();
  test_errors();
  test_tools();
  test_tool_in_generator_and_key();
  test_values();
  test_sessions();
  test_reload();
  test_garbage_collected_by_next_load();
  test_limits();
  test_output_buffer();
  test_alloc_failures();
  test_asyncio_lazy_parts();
  test_threads();
  printf("test_api: %d checks, %d failed\n", checks, failures);
  return failures != 0;
}
