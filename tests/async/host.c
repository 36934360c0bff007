/*
** host.c - the test host of tests/async (built as build/async_host).
**
** It registers the tools that tests/async/tools.py simulates under CPython
** and drives a program through the C API the way an event-loop host would:
** collect requests from bt_step until BT_WAIT, then answer some of them.
**
**   async tools   echo(x) -> x, double(n) -> n * 2, fail(msg) raises
**                 ValueError(msg), slow(x, delay) -> x after delay seconds
**   sync tools    lookup(key) -> "value-of-" + key, add(a, b) -> a + b
**
** Time is virtual.  "Immediate" requests (every tool but slow, and
** asyncio.sleep) are answered first, in the order --order chooses.  Timed
** requests (slow, and BT_SLEEP_TOOL for asyncio.sleep and the timeouts of
** wait_for/as_completed) fall due at issue time + delay; they are
** answered only when no immediate request is outstanding: the clock jumps
** to the earliest due time and every timer due then is answered, in the
** order they were issued (CPython's loop fires the timers due together in
** one iteration).  A program's output
** must not depend on the order chosen: run.py compares every order with
** CPython's output.
**
** Requests reported by bt_cancelled are never answered.  The host keeps its
** own table of requests (id, answer, due time) with answers copied into host
** memory, because request pointers die with the VM that made them: with
** --snapshot-every-pause the VM is saved, freed and restored at every
** BT_WAIT, and bt_pending must list every request still outstanding.
**
** Two more ways to drive: --eager answers each immediate request at once,
** before stepping on (the program's own tasks have not yet run); and
** --snapshot-at-requests also saves and restores after every BT_REQUEST,
** while other tasks are still ready to run.
**
** usage: async_host [--order fifo|reverse|random] [--seed N] [--check-cancel]
**                   [--snapshot-every-pause | --snapshot-at-requests] [--eager]
**                   [--max-steps N] [--trace] PROGRAM.py
**        async_host --selftest [-v] [NAME | --list]   (all selftests, or one)
** exit status: 0 done, 1 uncaught exception or syntax error, 2 a host check
** failed (message on stderr), 3 a limit stopped the run.
*/
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "baton.h"

/* ---- values the host owns ----
** Answers are built when a request arrives, as deep copies in malloc'd
** memory, so they outlive the request (and the VM, across a restore). */

static void *xmalloc(size_t n) {
  void *p = malloc(n ? n : 1);
  if (p == NULL) {
    fputs("async_host: out of memory\n", stderr);
    exit(2);
  }
  return p;
}

static char *xstrndup(const char *s, size_t n) {
  char *p = xmalloc(n + 1);
  memcpy(p, s, n);
  p[n] = 0;
  return p;
}

static void val_clear(bt_value *v) {
  size_t i;
  switch (v->type) {
  case BT_STR: case BT_BIGINT: case BT_OTHER:
    free((void *)v->u.str.s);
    break;
  case BT_LIST: case BT_TUPLE: case BT_SET:
    for (i = 0; i < v->u.seq.n; i++) val_clear((bt_value *)&v->u.seq.items[i]);
    free((void *)v->u.seq.items);
    break;
  case BT_DICT:
    for (i = 0; i < v->u.map.n; i++) {
      val_clear((bt_value *)&v->u.map.keys[i]);
      val_clear((bt_value *)&v->u.map.vals[i]);
    }
    free((void *)v->u.map.keys);
    free((void *)v->u.map.vals);
    break;
  default:
    break;
  }
}

static void val_free(bt_value *v) {
  if (v == NULL) return;
  val_clear(v);
  free(v);
}

static void val_copy_to(bt_value *dst, const bt_value *src) {
  size_t i, n;
  *dst = *src;
  switch (src->type) {
  case BT_STR: case BT_BIGINT: case BT_OTHER:
    dst->u.str.s = xstrndup(src->u.str.s, src->u.str.len);
    break;
  case BT_LIST: case BT_TUPLE: case BT_SET: {
    bt_value *items;
    n = src->u.seq.n;
    items = xmalloc(n * sizeof *items);
    for (i = 0; i < n; i++) val_copy_to(&items[i], &src->u.seq.items[i]);
    dst->u.seq.items = items;
    break;
  }
  case BT_DICT: {
    bt_value *keys, *vals;
    n = src->u.map.n;
    keys = xmalloc(n * sizeof *keys);
    vals = xmalloc(n * sizeof *vals);
    for (i = 0; i < n; i++) {
      val_copy_to(&keys[i], &src->u.map.keys[i]);
      val_copy_to(&vals[i], &src->u.map.vals[i]);
    }
    dst->u.map.keys = keys;
    dst->u.map.vals = vals;
    break;
  }
  default:
    break;
  }
}

static bt_value *val_copy(const bt_value *src) {
  bt_value *v = xmalloc(sizeof *v);
  val_copy_to(v, src);
  return v;
}

static bt_value *val_new(bt_type t) {
  bt_value *v = xmalloc(sizeof *v);
  memset(v, 0, sizeof *v);
  v->type = t;
  return v;
}

static bt_value *val_str(const char *a, size_t alen, const char *b, size_t blen) {
  bt_value *v = val_new(BT_STR);
  char *s = xmalloc(alen + blen + 1);
  memcpy(s, a, alen);
  memcpy(s + alen, b, blen);
  s[alen + blen] = 0;
  v->u.str.s = s;
  v->u.str.len = alen + blen;
  return v;
}

static bool is_number(const bt_value *v) {
  return v != NULL && (v->type == BT_INT || v->type == BT_FLOAT);
}

static double num(const bt_value *v) {
  return v->type == BT_INT ? (double)v->u.i : v->u.f;
}

static const char *type_name(const bt_value *v) {
  static const char *const names[] = {"NoneType", "bool", "int", "int", "float",
                                      "str", "list", "tuple", "dict", "set", "object"};
  if (v == NULL) return "missing";
  return (size_t)v->type < sizeof names / sizeof names[0] ? names[v->type] : "object";
}

/* ---- the request table ---- */

typedef enum ReqState { OUTSTANDING, ANSWERED, CANCELLED } ReqState;

typedef struct Req {
  uint64_t id;
  char tool[32];         /* for --trace and messages */
  bool timed;            /* slow or asyncio.sleep: answered at `due` */
  int64_t due;           /* virtual microseconds */
  bt_value *result;      /* the answer, or NULL when the answer is a failure */
  char err_type[32];     /* the exception when result is NULL */
  char *err_msg;
  ReqState state;
} Req;

typedef enum Order { ORDER_FIFO, ORDER_REVERSE, ORDER_RANDOM } Order;

typedef struct Host {
  Req *reqs;             /* every request of the run, in the order issued */
  size_t n, cap;
  int64_t now;           /* the virtual clock, microseconds */
  Order order;
  uint64_t rng;          /* xorshift64* state (ORDER_RANDOM) */
  bool check_cancel;     /* every cancelled id must be outstanding; none left at the end */
  bool snap_every;       /* save, free and restore the VM at every BT_WAIT */
  bool snap_requests;    /* ... and after every BT_REQUEST */
  bool eager;            /* answer an immediate request as soon as it is issued */
  bool trace;
  bt_config cfg;         /* for bt_new and bt_restore */
  char *out;             /* captured output when capture is set (selftests) */
  size_t outlen;
  bool capture;
  size_t nrequests;      /* BT_REQUESTs seen */
  size_t first_wait;     /* BT_REQUESTs seen before the first BT_WAIT */
  bool waited;
  char why[512];         /* what went wrong, when drive returns BT_MISUSE */
  char *load_error;      /* the report of a program bt_load refused */
} Host;

static void sink(void *ud, const char *s, size_t n) {
  Host *h = ud;
  if (!h->capture) {
    fwrite(s, 1, n, stdout);
    return;
  }
  {
    char *p = realloc(h->out, h->outlen + n + 1);
    if (p == NULL) exit(2);
    h->out = p;
    memcpy(h->out + h->outlen, s, n);
    h->outlen += n;
    h->out[h->outlen] = 0;
  }
}

/* The program's stderr goes to ours, as CPython's does (the outputs
** compared are stdout's); a selftest that captures takes both. */
static void sink_err(void *ud, const char *s, size_t n) {
  Host *h = ud;
  if (h->capture) {
    sink(ud, s, n);
    return;
  }
  fwrite(s, 1, n, stderr);
}

static void host_init(Host *h) {
  memset(h, 0, sizeof *h);
  h->cfg.print = sink;
  h->cfg.print_ud = h;
  h->cfg.print_stderr = sink_err;
  h->cfg.print_stderr_ud = h;
  h->rng = 0x9E3779B97F4A7C15u;
}

static void host_reset(Host *h) {
  size_t i;
  for (i = 0; i < h->n; i++) {
    val_free(h->reqs[i].result);
    free(h->reqs[i].err_msg);
  }
  free(h->reqs);
  free(h->out);
  free(h->load_error);
  h->load_error = NULL;
  h->reqs = NULL;
  h->n = h->cap = 0;
  h->out = NULL;
  h->outlen = 0;
  h->now = 0;
  h->nrequests = h->first_wait = 0;
  h->waited = false;
  h->why[0] = 0;
}

static uint64_t rnd(Host *h) {
  h->rng ^= h->rng >> 12;
  h->rng ^= h->rng << 25;
  h->rng ^= h->rng >> 27;
  return h->rng * 0x2545F4914F6CDD1Du;
}

static Req *find(Host *h, uint64_t id) {
  size_t i;
  for (i = 0; i < h->n; i++)
    if (h->reqs[i].id == id) return &h->reqs[i];
  return NULL;
}

/* Argument i of a call: positional for a tool without a signature, by
** parameter name for one with a signature. */
static const bt_value *arg(const bt_request *r, size_t i, const char *name) {
  size_t k;
  if (r->args && r->args->type == BT_LIST && i < r->args->u.seq.n) return &r->args->u.seq.items[i];
  if (r->kwargs && r->kwargs->type == BT_DICT)
    for (k = 0; k < r->kwargs->u.map.n; k++) {
      const bt_value *key = &r->kwargs->u.map.keys[k];
      if (key->type == BT_STR && strlen(name) == key->u.str.len &&
          memcmp(key->u.str.s, name, key->u.str.len) == 0)
        return &r->kwargs->u.map.vals[k];
    }
  return NULL;
}

static void fail_with(Req *q, const char *type, const char *msg) {
  snprintf(q->err_type, sizeof q->err_type, "%s", type);
  q->err_msg = xstrndup(msg, strlen(msg));
}

static int64_t delay_us(const bt_value *d) {
  double s = num(d);
  if (!(s > 0)) return 0;
  if (s > 1e9) s = 1e9;
  return (int64_t)llround(s * 1e6);
}

/* The answer to a request, as CPython's tools.py computes it. */
static void compute(Req *q, const bt_request *r) {
  const char *t = r->tool;
  char msg[160];
  if (strcmp(t, "echo") == 0) {
    const bt_value *x = arg(r, 0, "x");
    if (x == NULL) fail_with(q, "TypeError", "echo() missing 1 required positional argument: 'x'");
    else q->result = val_copy(x);
  } else if (strcmp(t, "double") == 0) {
    const bt_value *n = arg(r, 0, "n");
    if (n && n->type == BT_INT && n->u.i <= INT64_MAX / 2 && n->u.i >= INT64_MIN / 2) {
      q->result = val_new(BT_INT);
      q->result->u.i = n->u.i * 2;
    } else if (n && n->type == BT_FLOAT) {
      q->result = val_new(BT_FLOAT);
      q->result->u.f = n->u.f * 2;
    } else if (n && n->type == BT_STR) {
      q->result = val_str(n->u.str.s, n->u.str.len, n->u.str.s, n->u.str.len);
    } else {
      snprintf(msg, sizeof msg, "double() cannot double a %s", type_name(n));
      fail_with(q, "TypeError", msg);
    }
  } else if (strcmp(t, "fail") == 0) {
    const bt_value *m = arg(r, 0, "msg");
    if (m && m->type == BT_STR) {
      q->err_msg = xstrndup(m->u.str.s, m->u.str.len);
      snprintf(q->err_type, sizeof q->err_type, "ValueError");
    } else {
      fail_with(q, "TypeError", "fail() wants a str message");
    }
  } else if (strcmp(t, "slow") == 0) {
    const bt_value *x = arg(r, 0, "x"), *d = arg(r, 1, "delay");
    if (x && is_number(d)) {
      q->result = val_copy(x);
      q->timed = true;
      q->due = delay_us(d);
    } else {
      fail_with(q, "TypeError", "slow() wants (x, delay)");
    }
  } else if (strcmp(t, BT_SLEEP_TOOL) == 0) {
    const bt_value *d = arg(r, 0, "delay");
    q->result = val_new(BT_NONE);
    q->timed = true;
    q->due = is_number(d) ? delay_us(d) : 0;
  } else if (strcmp(t, "lookup") == 0) {
    const bt_value *k = arg(r, 0, "key");
    if (k && k->type == BT_STR) {
      q->result = val_str("value-of-", 9, k->u.str.s, k->u.str.len);
    } else {
      snprintf(msg, sizeof msg, "can only concatenate str (not \"%s\") to str", type_name(k));
      fail_with(q, "TypeError", msg);
    }
  } else if (strcmp(t, "add") == 0) {
    const bt_value *a = arg(r, 0, "a"), *b = arg(r, 1, "b");
    if (a && b && a->type == BT_INT && b->type == BT_INT &&
        !((b->u.i > 0 && a->u.i > INT64_MAX - b->u.i) || (b->u.i < 0 && a->u.i < INT64_MIN - b->u.i))) {
      q->result = val_new(BT_INT);
      q->result->u.i = a->u.i + b->u.i;
    } else if (is_number(a) && is_number(b) && (a->type == BT_FLOAT || b->type == BT_FLOAT)) {
      q->result = val_new(BT_FLOAT);
      q->result->u.f = num(a) + num(b);
    } else if (a && b && a->type == BT_STR && b->type == BT_STR) {
      q->result = val_str(a->u.str.s, a->u.str.len, b->u.str.s, b->u.str.len);
    } else {
      snprintf(msg, sizeof msg, "unsupported operand type(s) for +: '%s' and '%s'",
               type_name(a), type_name(b));
      fail_with(q, "TypeError", msg);
    }
  } else {
    snprintf(msg, sizeof msg, "the test host has no tool '%.100s'", t);
    fail_with(q, "RuntimeError", msg);
  }
}

/* A new request from bt_step: note it and work out its answer. */
static bool add_request(Host *h, bt_vm *vm, const bt_request *r) {
  Req *q;
  if (r == NULL) {
    snprintf(h->why, sizeof h->why, "BT_REQUEST without a request");
    return false;
  }
  if (r->id == 0 || find(h, r->id) != NULL) {
    snprintf(h->why, sizeof h->why, "request id %llu is 0 or was used before",
             (unsigned long long)r->id);
    return false;
  }
  if (h->n == h->cap) {
    Req *p;
    h->cap = h->cap ? h->cap * 2 : 64;
    p = realloc(h->reqs, h->cap * sizeof *p);
    if (p == NULL) exit(2);
    h->reqs = p;
  }
  q = &h->reqs[h->n++];
  memset(q, 0, sizeof *q);
  q->id = r->id;
  snprintf(q->tool, sizeof q->tool, "%s", r->tool);
  q->state = OUTSTANDING;
  compute(q, r);
  if (q->timed) q->due += h->now;
  h->nrequests++;
  if (h->trace) {
    size_t len = 0;
    const char *j = bt_request_json(vm, r, &len);
    fprintf(stderr, "-> %.*s line %d%s\n", j ? (int)len : 0, j ? j : "", r->line,
            q->timed ? " (timed)" : "");
  }
  return true;
}

/* Note what bt_cancelled reports since the last call. */
static bool drain_cancelled(Host *h, bt_vm *vm) {
  uint64_t id;
  while ((id = bt_cancelled(vm)) != 0) {
    Req *q = find(h, id);
    if (h->trace) fprintf(stderr, "x  #%llu cancelled\n", (unsigned long long)id);
    if (q != NULL && q->state == OUTSTANDING) {
      q->state = CANCELLED;
      val_free(q->result);
      q->result = NULL;
    } else if (h->check_cancel) {
      snprintf(h->why, sizeof h->why, "bt_cancelled reported id %llu, which was %s",
               (unsigned long long)id,
               q == NULL ? "never issued" : q->state == ANSWERED ? "already answered"
                                                                  : "already reported");
      return false;
    }
  }
  return true;
}

static bool answer(Host *h, bt_vm *vm, Req *q) {
  bt_status st;
  if (h->trace)
    fprintf(stderr, "<- #%llu %s at %.6fs%s\n", (unsigned long long)q->id, q->tool,
            (double)h->now / 1e6, q->result ? "" : " (fails)");
  if (q->result) st = bt_fulfil(vm, q->id, q->result);
  else st = bt_fail(vm, q->id, q->err_type, q->err_msg);
  if (st != BT_OK) {
    snprintf(h->why, sizeof h->why, "answering #%llu (%s) returned %d: %s",
             (unsigned long long)q->id, q->tool, (int)st, bt_error_text(vm));
    return false;
  }
  q->state = ANSWERED;
  val_free(q->result);
  q->result = NULL;
  free(q->err_msg);
  q->err_msg = NULL;
  return true;
}

/* BT_WAIT: answer outstanding immediate requests in the chosen order, or
** else the timed request due first. */
static bool answer_some(Host *h, bt_vm *vm) {
  size_t i, n = 0;
  Req **pick = xmalloc(h->n * sizeof *pick);
  Req *next = NULL;
  bool ok = true;
  for (i = 0; i < h->n; i++) {
    Req *q = &h->reqs[i];
    if (q->state != OUTSTANDING) continue;
    if (!q->timed) pick[n++] = q;
    else if (next == NULL || q->due < next->due) next = q;
  }
  if (n > 0) {
    if (h->order == ORDER_REVERSE) {
      for (i = 0; i < n / 2; i++) {
        Req *t = pick[i];
        pick[i] = pick[n - 1 - i];
        pick[n - 1 - i] = t;
      }
    } else if (h->order == ORDER_RANDOM) {
      size_t k = 0;
      for (i = 0; i < n; i++)
        if (rnd(h) & 1) pick[k++] = pick[i];
      if (k == 0) pick[k++] = pick[rnd(h) % n];
      n = k;
      for (i = n; i > 1; i--) {
        size_t j = (size_t)(rnd(h) % i);
        Req *t = pick[i - 1];
        pick[i - 1] = pick[j];
        pick[j] = t;
      }
    }
    for (i = 0; ok && i < n; i++) ok = answer(h, vm, pick[i]);
  } else if (next != NULL) {
    /* every timer due then fires, in the order they were set: CPython's
    ** loop moves all the timers due into one iteration */
    int64_t due = next->due;
    if (due > h->now) h->now = due;
    for (i = 0; ok && i < h->n; i++) {
      Req *q = &h->reqs[i];
      if (q->state == OUTSTANDING && q->timed && q->due == due) ok = answer(h, vm, q);
    }
  } else {
    snprintf(h->why, sizeof h->why, "BT_WAIT but no request is outstanding");
    ok = false;
  }
  free(pick);
  return ok;
}

/* Save the VM, free it, go on in one restored from the bytes; every
** request still outstanding must be pending in the new VM. */
static bool reload(Host *h, bt_vm **vmp) {
  size_t n, i;
  const void *p = bt_snapshot(*vmp, &n);
  void *copy;
  bt_error err;
  const bt_request *r;
  if (p == NULL) {
    snprintf(h->why, sizeof h->why, "bt_snapshot failed: %s", bt_error_text(*vmp));
    return false;
  }
  copy = xmalloc(n);
  memcpy(copy, p, n);
  bt_free(*vmp);
  *vmp = NULL;
  if (bt_restore(copy, n, &h->cfg, vmp, &err) != BT_OK) {
    snprintf(h->why, sizeof h->why, "bt_restore failed: %s", err.message);
    free(copy);
    return false;
  }
  free(copy);
  for (i = 0; (r = bt_pending(*vmp, i)) != NULL; i++) {
    Req *q = find(h, r->id);
    if (q == NULL || q->state == ANSWERED) {
      snprintf(h->why, sizeof h->why, "after restore bt_pending lists id %llu (%s), which is %s",
               (unsigned long long)r->id, r->tool, q == NULL ? "unknown" : "answered");
      return false;
    }
  }
  for (i = 0; i < h->n; i++) {
    size_t k;
    if (h->reqs[i].state != OUTSTANDING) continue;
    for (k = 0; (r = bt_pending(*vmp, k)) != NULL; k++)
      if (r->id == h->reqs[i].id) break;
    if (r == NULL) {
      snprintf(h->why, sizeof h->why, "after restore request %llu (%s) is not pending",
               (unsigned long long)h->reqs[i].id, h->reqs[i].tool);
      return false;
    }
  }
  return true;
}

/* The run ended: with --check-cancel, every request must have been answered
** or reported by bt_cancelled. */
static bool check_end(Host *h) {
  size_t i;
  if (!h->check_cancel) return true;
  for (i = 0; i < h->n; i++)
    if (h->reqs[i].state == OUTSTANDING) {
      snprintf(h->why, sizeof h->why,
               "the run ended but request %llu (%s) was neither answered nor reported cancelled",
               (unsigned long long)h->reqs[i].id, h->reqs[i].tool);
      return false;
    }
  return true;
}

/* Step the program to its end.  Returns BT_DONE, BT_ERROR or BT_LIMIT, or
** BT_MISUSE when a host check failed (h->why says which). */
static bt_status drive(Host *h, bt_vm **vmp) {
  for (;;) {
    const bt_request *req = NULL;
    bt_status st = bt_step(*vmp, &req);
    if (!drain_cancelled(h, *vmp)) return BT_MISUSE;
    switch (st) {
    case BT_REQUEST:
      if (!add_request(h, *vmp, req)) return BT_MISUSE;
      if (h->snap_requests && !reload(h, vmp)) return BT_MISUSE;
      if (h->eager && !h->reqs[h->n - 1].timed && !answer(h, *vmp, &h->reqs[h->n - 1]))
        return BT_MISUSE;
      break;
    case BT_WAIT:
      if (!h->waited) {
        h->waited = true;
        h->first_wait = h->nrequests;
      }
      if (h->snap_every && !reload(h, vmp)) return BT_MISUSE;
      if (!answer_some(h, *vmp)) return BT_MISUSE;
      break;
    case BT_DONE: case BT_ERROR: case BT_LIMIT:
      return check_end(h) ? st : BT_MISUSE;
    default:
      snprintf(h->why, sizeof h->why, "bt_step returned %d: %s", (int)st, bt_error_text(*vmp));
      return BT_MISUSE;
    }
  }
}

static bool register_tools(bt_vm *vm) {
  /* both ways of declaring an async tool, with and without a signature */
  return bt_tool(vm, "echo", NULL, NULL, BT_TOOL_ASYNC) == BT_OK &&
         bt_tool(vm, "double", "n", NULL, BT_TOOL_ASYNC) == BT_OK &&
         bt_tool(vm, "fail", "async def fail(msg: str)", "Raise ValueError(msg).", 0) == BT_OK &&
         bt_tool(vm, "slow", "async def slow(x, delay)", NULL, 0) == BT_OK &&
         bt_tool(vm, "lookup", "key", NULL, 0) == BT_OK &&
         bt_tool(vm, "add", "a, b", NULL, 0) == BT_OK;
}

/* A VM with the tools and the program loaded; NULL with h->why set (and
** h->load_error when bt_load refused the program). */
static bt_vm *load(Host *h, const char *src, size_t len, const char *name) {
  bt_error err;
  bt_vm *vm = bt_new(&h->cfg);
  if (vm == NULL) {
    snprintf(h->why, sizeof h->why, "bt_new failed");
    return NULL;
  }
  if (!register_tools(vm)) {
    snprintf(h->why, sizeof h->why, "bt_tool refused a test tool");
    bt_free(vm);
    return NULL;
  }
  if (bt_load(vm, src, len, name, &err) != BT_OK) {
    snprintf(h->why, sizeof h->why, "%s: %s", err.type, err.message);
    if (err.text) h->load_error = xstrndup(err.text, strlen(err.text));
    bt_free(vm);
    return NULL;
  }
  return vm;
}

/* ---- selftests: checks that need the C API directly ---- */

static int verbose;

typedef struct Outcome {
  bt_status st;
  char text[512];        /* error or limit text, or h->why */
} Outcome;

static const char *last_line(const char *s, char *buf, size_t size) {
  const char *end = s + strlen(s), *start;
  while (end > s && (end[-1] == '\n' || end[-1] == '\r')) end--;
  start = end;
  while (start > s && start[-1] != '\n') start--;
  snprintf(buf, size, "%.*s", (int)(end - start), start);
  return buf;
}

/* Run src to its end with a fresh host configured by the caller. */
static Outcome run_src(Host *h, const char *src) {
  Outcome o;
  bt_vm *vm = load(h, src, strlen(src), "selftest.py");
  memset(&o, 0, sizeof o);
  if (vm == NULL) {
    o.st = BT_MISUSE;
    snprintf(o.text, sizeof o.text, "%s", h->why);
    return o;
  }
  o.st = drive(h, &vm);
  if (o.st == BT_ERROR) last_line(bt_error_text(vm), o.text, sizeof o.text);
  else if (o.st == BT_LIMIT) snprintf(o.text, sizeof o.text, "%s", bt_limit_text(vm));
  else if (o.st == BT_MISUSE) snprintf(o.text, sizeof o.text, "%s", h->why);
  bt_free(vm);
  return o;
}

static int failures;

/* s on one line, for a check's message: newlines shown as \n. */
static const char *show(const char *s, char *buf, size_t size) {
  size_t n = 0;
  if (s == NULL) return "(none)";
  for (; *s && n + 3 < size; s++) {
    if (*s == '\n') {
      buf[n++] = '\\';
      buf[n++] = 'n';
    } else {
      buf[n++] = *s;
    }
  }
  buf[n] = 0;
  return buf;
}

static void check(bool ok, const char *name, const char *fmt, ...) {
  va_list ap;
  if (ok && !verbose) return;
  printf("%s %s: ", ok ? "ok  " : "FAIL", name);
  va_start(ap, fmt);
  vprintf(fmt, ap);
  va_end(ap);
  putchar('\n');
  fflush(stdout);   /* shown even if a later check crashes */
  if (!ok) failures++;
}

static const char *status_name(bt_status st) {
  switch (st) {
  case BT_DONE: return "BT_DONE";
  case BT_ERROR: return "BT_ERROR";
  case BT_LIMIT: return "BT_LIMIT";
  case BT_REQUEST: return "BT_REQUEST";
  case BT_WAIT: return "BT_WAIT";
  case BT_MISUSE: return "BT_MISUSE";
  default: return "another status";
  }
}

/* Two tasks awaiting each other with nothing outstanding: an error, not a
** hang and not a BT_WAIT with nothing to wait for. */
static void test_deadlock(void) {
  static const char *const progs[] = {
    "import asyncio\n"
    "async def a():\n    await tb\n"
    "async def b():\n    await ta\n"
    "ta = asyncio.create_task(a())\n"
    "tb = asyncio.create_task(b())\n"
    "await ta\n",

    "import asyncio\n"
    "async def a():\n    await echo(1)\n    await tb\n"
    "async def b():\n    await asyncio.sleep(0.5)\n    await ta\n"
    "async def main():\n"
    "    global ta, tb\n"
    "    ta = asyncio.create_task(a())\n"
    "    tb = asyncio.create_task(b())\n"
    "    await asyncio.gather(ta, tb)\n"
    "asyncio.run(main())\n",
  };
  size_t i;
  for (i = 0; i < sizeof progs / sizeof progs[0]; i++) {
    Host h;
    Outcome o;
    host_init(&h);
    h.capture = true;
    h.cfg.max_steps = 10000000;
    o = run_src(&h, progs[i]);
    check(o.st == BT_ERROR && o.text[0], i ? "deadlock after a call and a sleep" : "deadlock",
          "%s %s", status_name(o.st), o.text);
    host_reset(&h);
  }
}

/* max_steps counts the steps of every task together.  The VM checks the
** budget every BUDGET_CHUNK (about a thousand) steps, so the work is large
** beside that and the search for the steps one task needs stops at 512. */
static void test_steps_across_tasks(void) {
  char sb[256];
  static const char one[] =
    "import asyncio\n"
    "async def work(n):\n"
    "    x = 0\n"
    "    for i in range(n):\n"
    "        x += i\n"
    "    return x\n"
    "print(await asyncio.gather(work(20000)))\n";
  static const char two[] =
    "import asyncio\n"
    "async def work(n):\n"
    "    x = 0\n"
    "    for i in range(n):\n"
    "        x += i\n"
    "    return x\n"
    "print(await asyncio.gather(work(20000), work(20000)))\n";
  static const char spin[] =
    "import asyncio\n"
    "async def spin(n):\n"
    "    while True:\n"
    "        n += 1\n"
    "        await asyncio.sleep(0)\n"
    "await asyncio.gather(spin(0), spin(1))\n";
  uint64_t lo = 0, hi = 4096, fits;
  Host h;
  Outcome o;
  /* the fewest steps in which one task's work finishes */
  for (;;) {
    host_init(&h);
    h.capture = true;
    h.cfg.max_steps = hi;
    o = run_src(&h, one);
    host_reset(&h);
    if (o.st == BT_DONE) break;
    if (o.st != BT_LIMIT || hi > 100000000) {
      check(false, "steps across tasks", "one task: %s %s", status_name(o.st), o.text);
      return;
    }
    lo = hi;
    hi *= 2;
  }
  while (hi - lo > 512) {
    uint64_t mid = lo + (hi - lo) / 2;
    host_init(&h);
    h.capture = true;
    h.cfg.max_steps = mid;
    o = run_src(&h, one);
    host_reset(&h);
    if (o.st == BT_DONE) hi = mid;
    else lo = mid;
  }
  fits = hi;
  host_init(&h);
  h.capture = true;
  h.cfg.max_steps = fits + fits / 2;
  o = run_src(&h, two);
  host_reset(&h);
  check(o.st == BT_LIMIT, "steps across tasks",
        "one task needs %llu steps; two with %llu: %s %s", (unsigned long long)fits,
        (unsigned long long)(fits + fits / 2), status_name(o.st), o.text);
  host_init(&h);
  h.capture = true;
  h.cfg.max_steps = fits * 3;
  o = run_src(&h, two);
  check(o.st == BT_DONE && h.out && strcmp(h.out, "[199990000, 199990000]\n") == 0,
        "steps across tasks (enough)", "%s %s", status_name(o.st), show(h.out, sb, sizeof sb));
  host_reset(&h);
  host_init(&h);
  h.capture = true;
  h.cfg.max_steps = 100000;
  o = run_src(&h, spin);
  host_reset(&h);
  check(o.st == BT_LIMIT, "two spinning tasks", "%s %s", status_name(o.st), o.text);
}

/* max_calls counts the calls of every task, sync and async. */
static void test_calls_across_tasks(void) {
  static const char prog[] =
    "import asyncio\n"
    "async def calls(n):\n"
    "    for i in range(n):\n"
    "        await echo(i)\n"
    "async def sync_calls(n):\n"
    "    for i in range(n):\n"
    "        lookup(str(i))\n"
    "await asyncio.gather(calls(5), sync_calls(5))\n"
    "print('done')\n";
  Host h;
  Outcome o;
  host_init(&h);
  h.capture = true;
  h.cfg.max_calls = 7;
  o = run_src(&h, prog);
  check(o.st == BT_LIMIT && h.nrequests <= 7, "max_calls across tasks",
        "%s after %zu requests: %s", status_name(o.st), h.nrequests, o.text);
  host_reset(&h);
  host_init(&h);
  h.capture = true;
  h.cfg.max_calls = 10;
  o = run_src(&h, prog);
  check(o.st == BT_DONE && h.nrequests == 10, "max_calls across tasks (enough)",
        "%s after %zu requests: %s", status_name(o.st), h.nrequests, o.text);
  host_reset(&h);
}

/* Every request of a gather is issued before the first BT_WAIT. */
static void test_gather_1000(void) {
  char sb[256];
  static const char *const progs[] = {
    "import asyncio\n"
    "r = await asyncio.gather(*[echo(i) for i in range(1000)])\n"
    "print(sum(r))\n",

    "import asyncio\n"
    "async def f(i):\n    return await double(i) // 2\n"
    "async def main():\n"
    "    return await asyncio.gather(*[f(i) for i in range(1000)])\n"
    "print(sum(asyncio.run(main())))\n",
  };
  size_t i;
  for (i = 0; i < 2; i++) {
    Host h;
    Outcome o;
    host_init(&h);
    h.capture = true;
    h.check_cancel = true;
    o = run_src(&h, progs[i]);
    check(o.st == BT_DONE && h.first_wait == 1000 && h.out && strcmp(h.out, "499500\n") == 0,
          i ? "gather of 1000 coroutines" : "gather of 1000 calls",
          "%s, %zu requests before the first BT_WAIT, output %s %s", status_name(o.st),
          h.first_wait, show(h.out, sb, sizeof sb), o.text);
    host_reset(&h);
  }
}

/* A sync call blocks the whole loop, as a plain call does under CPython:
** no other task runs (or issues its request) before its answer. */
static void test_sync_blocks_loop(void) {
  char sb[256];
  static const char prog[] =
    "import asyncio\n"
    "async def s():\n    return lookup('k')\n"
    "async def a():\n    return await echo('e')\n"
    "print(await asyncio.gather(s(), a(), s()))\n";
  Host h;
  Outcome o;
  host_init(&h);
  h.capture = true;
  o = run_src(&h, prog);
  check(o.st == BT_DONE && h.first_wait == 1 && h.out &&
        strcmp(h.out, "['value-of-k', 'e', 'value-of-k']\n") == 0,
        "sync call blocks the loop", "%s, %zu requests before the first BT_WAIT, output %s %s",
        status_name(o.st), h.first_wait, show(h.out, sb, sizeof sb), o.text);
  host_reset(&h);
}

static bool is_str(const bt_value *v, const char *s) {
  return v && v->type == BT_STR && v->u.str.len == strlen(s) && memcmp(v->u.str.s, s, v->u.str.len) == 0;
}

/* The shape of requests: an async tool with a signature, and a sleep. */
static void test_request_shape(void) {
  static const char prog[] =
    "import asyncio\n"
    "await asyncio.gather(slow('a', 0.5), asyncio.sleep(2))\n";
  Host h;
  const bt_request *r1 = NULL, *r2 = NULL;
  bt_status s1, s2, s3;
  bt_vm *vm;
  host_init(&h);
  h.capture = true;
  vm = load(&h, prog, sizeof prog - 1, "shape.py");
  if (vm == NULL) {
    check(false, "request shape", "%s", h.why);
    host_reset(&h);
    return;
  }
  s1 = bt_step(vm, &r1);
  s2 = bt_step(vm, &r2);
  s3 = bt_step(vm, NULL);
  check(s1 == BT_REQUEST && strcmp(r1->tool, "slow") == 0 && is_str(arg(r1, 0, "x"), "a") &&
        arg(r1, 1, "delay") && arg(r1, 1, "delay")->type == BT_FLOAT &&
        arg(r1, 1, "delay")->u.f == 0.5,
        "request of an async tool", "%s %s", status_name(s1), s1 == BT_REQUEST ? r1->tool : "");
  check(s2 == BT_REQUEST && strcmp(r2->tool, BT_SLEEP_TOOL) == 0 && r2->args &&
        r2->args->type == BT_LIST && r2->args->u.seq.n == 1 &&
        r2->args->u.seq.items[0].type == BT_INT && r2->args->u.seq.items[0].u.i == 2,
        "request of asyncio.sleep", "%s %s", status_name(s2), s2 == BT_REQUEST ? r2->tool : "");
  check(s3 == BT_WAIT, "BT_WAIT after both", "%s", status_name(s3));
  if (s1 == BT_REQUEST && s2 == BT_REQUEST) {
    /* answer the sleep first: the order is the host's choice */
    bt_status a, b;
    bt_value v;
    v.type = BT_NONE;
    a = bt_fulfil(vm, r2->id, &v);
    b = bt_fulfil(vm, r1->id, &v);
    s3 = bt_step(vm, NULL);
    check(a == BT_OK && b == BT_OK && s3 == BT_DONE, "answered in reverse", "%d %d %s",
          (int)a, (int)b, status_name(s3));
  }
  bt_free(vm);
  host_reset(&h);
}

/* bt_cancelled reports the slow call each program gives up on, and
** fulfilling it afterwards is harmless. */
static void test_cancel_reported(void) {
  char sb[256];
  static const char *const names[] = {
    "cancelled task", "wait_for timeout", "run ended", "failed gather",
  };
  static const char *const progs[] = {
    "import asyncio\n"
    "async def w():\n    return await slow(1, 100)\n"
    "t = asyncio.create_task(w())\n"
    "await asyncio.sleep(0)\n"
    "t.cancel()\n"
    "try:\n    await t\nexcept asyncio.CancelledError:\n    print('cancelled')\n"
    "print(await echo('after'))\n",

    "import asyncio\n"
    "try:\n    await asyncio.wait_for(slow(1, 100), 0.5)\n"
    "except TimeoutError:\n    print('timeout')\n"
    "print(await echo('after'))\n",

    "import asyncio\n"
    "async def w():\n    return await slow(1, 100)\n"
    "async def main():\n"
    "    asyncio.create_task(w())\n"
    "    await asyncio.sleep(0)\n"
    "    print('end')\n"
    "asyncio.run(main())\n",

    "import asyncio\n"
    "async def main():\n"
    "    try:\n        await asyncio.gather(fail('x'), slow(1, 100))\n"
    "    except ValueError:\n        print('failed')\n"
    "asyncio.run(main())\n",
  };
  static const char *const outs[] = {"cancelled\nafter\n", "timeout\nafter\n", "end\n", "failed\n"};
  size_t i;
  for (i = 0; i < sizeof progs / sizeof progs[0]; i++) {
    Host h;
    bt_vm *vm;
    uint64_t slow_id = 0, got = 0;
    bt_status late = BT_OK;
    bt_status st;
    int guard = 0;
    host_init(&h);
    h.capture = true;
    vm = load(&h, progs[i], strlen(progs[i]), "cancel.py");
    if (vm == NULL) {
      check(false, names[i], "%s", h.why);
      host_reset(&h);
      continue;
    }
    for (;;) {
      const bt_request *r = NULL;
      uint64_t c;
      st = bt_step(vm, &r);
      while ((c = bt_cancelled(vm)) != 0) {
        Req *q = find(&h, c);
        if (c == slow_id) {
          bt_value none;
          none.type = BT_NONE;
          got = c;
          late = bt_fulfil(vm, c, &none);
        }
        if (q) q->state = CANCELLED;
      }
      if (st == BT_REQUEST) {
        if (!add_request(&h, vm, r)) break;
        if (strcmp(r->tool, "slow") == 0) slow_id = r->id;
      } else if (st == BT_WAIT) {
        if (!answer_some(&h, vm)) break;
      } else {
        break;
      }
      if (++guard > 1000) break;
    }
    check(st == BT_DONE && slow_id != 0 && got == slow_id && late == BT_OK && h.out &&
          strcmp(h.out, outs[i]) == 0, names[i],
          "%s, slow #%llu, reported #%llu, late bt_fulfil returned %d, output %s %s",
          status_name(st), (unsigned long long)slow_id, (unsigned long long)got, (int)late,
          show(h.out, sb, sizeof sb), st == BT_ERROR ? bt_error_text(vm) : h.why);
    bt_free(vm);
    host_reset(&h);
  }
}

/* Several tasks paused on requests: one snapshot restored twice, each copy
** answered in its own order, gives the same output. */
static void test_snapshot_tasks(void) {
  char sb[256], sb2[256];
  static const char prog[] =
    "import asyncio\n"
    "async def w(i):\n"
    "    a = await echo(i)\n"
    "    b = await double(a)\n"
    "    return a + b\n"
    "r = await asyncio.gather(w(1), w(2), w(3), slow('s', 1))\n"
    "print(r)\n";
  Host h;
  bt_error err;
  bt_vm *vm;
  const void *p;
  void *copy = NULL;
  size_t n = 0, k;
  bt_status st;
  char *outs[2] = {NULL, NULL};
  host_init(&h);
  h.capture = true;
  vm = load(&h, prog, sizeof prog - 1, "snap.py");
  if (vm == NULL) {
    check(false, "snapshot with tasks", "%s", h.why);
    host_reset(&h);
    return;
  }
  while ((st = bt_step(vm, NULL)) == BT_REQUEST) continue;
  p = st == BT_WAIT ? bt_snapshot(vm, &n) : NULL;
  if (p != NULL) {
    copy = xmalloc(n);
    memcpy(copy, p, n);
  }
  check(p != NULL, "snapshot with 4 tasks paused", "%s %s", status_name(st), bt_error_text(vm));
  bt_free(vm);
  for (k = 0; copy != NULL && k < 2; k++) {
    bt_vm *v2 = NULL;
    const bt_request *r;
    size_t i;
    Host h2;
    host_init(&h2);
    h2.capture = true;
    h2.order = k ? ORDER_REVERSE : ORDER_FIFO;
    if (bt_restore(copy, n, &h2.cfg, &v2, &err) != BT_OK) {
      check(false, "restore with 4 tasks paused", "%s", err.message);
      break;
    }
    for (i = 0; (r = bt_pending(v2, i)) != NULL; i++) add_request(&h2, v2, r);
    check(i == 4, "bt_pending after restore", "%zu pending", i);
    if (answer_some(&h2, v2)) {
      st = drive(&h2, &v2);
      outs[k] = h2.out;
      h2.out = NULL;
      check(st == BT_DONE, "restored run", "%s %s", status_name(st), h2.why);
    } else {
      check(false, "restored run", "%s", h2.why);
    }
    bt_free(v2);
    host_reset(&h2);
  }
  check(outs[0] && outs[1] && strcmp(outs[0], outs[1]) == 0 &&
        strcmp(outs[0], "[3, 6, 9, 's']\n") == 0, "two restored copies agree",
        "%s / %s", show(outs[0], sb, sizeof sb), show(outs[1], sb2, sizeof sb2));
  free(outs[0]);
  free(outs[1]);
  free(copy);
  host_reset(&h);
}

static const struct {
  const char *name;
  void (*fn)(void);
} selftests[] = {
  {"deadlock", test_deadlock},
  {"steps", test_steps_across_tasks},
  {"calls", test_calls_across_tasks},
  {"gather1000", test_gather_1000},
  {"sync", test_sync_blocks_loop},
  {"shape", test_request_shape},
  {"cancel", test_cancel_reported},
  {"snapshot", test_snapshot_tasks},
};

/* Run the selftest called name (all when NULL), or list their names. */
static int selftest(const char *name, bool list) {
  size_t i;
  bool found = name == NULL;
  for (i = 0; i < sizeof selftests / sizeof selftests[0]; i++) {
    if (list) puts(selftests[i].name);
    else if (name == NULL || strcmp(selftests[i].name, name) == 0) {
      selftests[i].fn();
      found = true;
    }
  }
  if (list) return 0;
  if (!found) {
    fprintf(stderr, "async_host: no selftest '%s'\n", name);
    return 2;
  }
  printf("selftest: %d failed\n", failures);
  return failures ? 1 : 0;
}

/* ---- the command ---- */

static char *read_file(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  char *buf = NULL;
  size_t cap = 0, n = 0;
  if (f == NULL) return NULL;
  for (;;) {
    size_t got;
    if (n + 4096 + 1 > cap) {
      char *p;
      cap = (n + 4096 + 1) * 2;
      p = realloc(buf, cap);
      if (p == NULL) {
        free(buf);
        fclose(f);
        return NULL;
      }
      buf = p;
    }
    got = fread(buf + n, 1, cap - n - 1, f);
    n += got;
    if (got == 0) break;
  }
  fclose(f);
  buf[n] = 0;
  *len = n;
  return buf;
}

static const char usage[] =
  "usage: async_host [--order fifo|reverse|random] [--seed N] [--check-cancel]\n"
  "                  [--snapshot-every-pause | --snapshot-at-requests] [--eager]\n"
  "                  [--max-steps N] [--trace] PROGRAM.py\n"
  "       async_host --selftest [-v] [NAME | --list]\n";

int main(int argc, char **argv) {
  Host h;
  const char *path = NULL, *slash;
  char *src;
  size_t len;
  int i, code;
  bt_vm *vm;
  bt_status st;
  host_init(&h);
  for (i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "--selftest") == 0) {
      const char *name = NULL;
      bool list = false;
      for (i++; i < argc; i++) {
        if (strcmp(argv[i], "-v") == 0) verbose = 1;
        else if (strcmp(argv[i], "--list") == 0) list = true;
        else name = argv[i];
      }
      return selftest(name, list);
    } else if (strcmp(a, "--order") == 0 && i + 1 < argc) {
      a = argv[++i];
      if (strcmp(a, "fifo") == 0) h.order = ORDER_FIFO;
      else if (strcmp(a, "reverse") == 0) h.order = ORDER_REVERSE;
      else if (strcmp(a, "random") == 0) h.order = ORDER_RANDOM;
      else break;
    } else if (strcmp(a, "--seed") == 0 && i + 1 < argc) {
      h.rng = 0x9E3779B97F4A7C15u * (strtoull(argv[++i], NULL, 10) + 1);
    } else if (strcmp(a, "--max-steps") == 0 && i + 1 < argc) {
      h.cfg.max_steps = strtoull(argv[++i], NULL, 10);
    } else if (strcmp(a, "--check-cancel") == 0) {
      h.check_cancel = true;
    } else if (strcmp(a, "--snapshot-every-pause") == 0) {
      h.snap_every = true;
    } else if (strcmp(a, "--snapshot-at-requests") == 0) {
      h.snap_every = h.snap_requests = true;
    } else if (strcmp(a, "--eager") == 0) {
      h.eager = true;
    } else if (strcmp(a, "--trace") == 0) {
      h.trace = true;
    } else if (a[0] != '-' && path == NULL) {
      path = a;
    } else {
      break;
    }
  }
  if (i < argc || path == NULL) {
    fputs(usage, stderr);
    return 2;
  }
  src = read_file(path, &len);
  if (src == NULL) {
    fprintf(stderr, "async_host: cannot read %s\n", path);
    return 2;
  }
  slash = strrchr(path, '/');
  vm = load(&h, src, len, slash ? slash + 1 : path);
  free(src);
  if (vm == NULL) {
    code = h.load_error ? 1 : 2;
    if (h.load_error) fputs(h.load_error, stderr);
    else fprintf(stderr, "async_host: %s\n", h.why);
    host_reset(&h);
    return code;
  }
  st = drive(&h, &vm);
  fflush(stdout);
  switch (st) {
  case BT_DONE: code = 0; break;
  case BT_ERROR: fputs(bt_error_text(vm), stderr); code = 1; break;
  case BT_LIMIT: fprintf(stderr, "%s\n", bt_limit_text(vm)); code = 3; break;
  default: fprintf(stderr, "async_host: %s\n", h.why); code = 2; break;
  }
  bt_free(vm);
  host_reset(&h);
  return code;
}
