/*
** api.c - the public API (baton.h) over the VM internals.
**
** A bt_vm wraps a VM with the host-facing state: the loaded program, the
** run's state, the bt_value trees handed to the host (each in an Arena
** that lives as long as the API promises), and text buffers.
*/
#include <stdio.h>
#include <string.h>
#include "baton.h"
#include "value.h"
#include "schema.h"
#include "../vm/vm.h"
#include "../vm/dict.h"
#include "../vm/snapshot.h"
#include "../grammar/astcache.h"

#define DEFAULT_MEMORY ((size_t)256 << 20)

enum { ST_IDLE, ST_LOADED, ST_RUNNING };

/* A request as the host sees it; its values live in `arena`. */
#define HOSTREQ_ROOM 512      /* bytes of values that need no allocation */

typedef struct HostReq {
  bt_request req;
  Arena arena;
  uint64_t room[HOSTREQ_ROOM / 8];   /* the arena's first space */
  uint32_t slot;           /* its index in hreqs */
  bool active;
  struct HostReq *next;    /* in the list of spares */
} HostReq;

#define MAX_SPARES 64      /* finished requests kept for reuse (a batch of
                              async calls makes and drops many at once) */

struct bt_vm {
  VM *vm;
  Code *code;              /* loaded module (rooted in vm->roots[0]) */
  int state;               /* ST_* */
  Buf text;                /* error / limit / repr / json text for the host */
  Buf out;                 /* buffered output when no sink is set */
  Buf outview;             /* what bt_output last returned */
  bool has_sink;
  bool close_at_end;       /* bt_set_close_at_end */
  Limits lim;              /* per-run limits from the config */
  size_t max_memory;       /* as configured (the VM's limit adds its baseline) */
  uint64_t timeout_ms;
  HostReq **hreqs;         /* each allocated alone: pointers handed to the
                              host stay put until the request completes */
  uint32_t nhreqs, caphreqs;
  HostReq *spare;          /* finished requests kept for reuse (with their
                              arena's first block) */
  uint32_t nspare;
  Arena tmp;               /* values returned until the next call */
  Buf snap;                /* what bt_snapshot last returned */
  size_t snap_exempt;      /* its capacity, added to the memory limit: the
                              host's copy does not count against the program */
  Buf key;                 /* snapshot key from the config (copied) */
  int exit_code;           /* of the last run: 0, or SystemExit's (bt_exit_code) */
  int last_limit;          /* LIMIT_* that ended the last run, or LIMIT_NONE
                              (bt_get_stats) */
  bool collect;            /* the last run's garbage is still held: collect
                              before the next load (see end_collect) */
};

static void buffer_sink(void *ud, const char *s, size_t n) {
  bt_vm *b = ud;
  /* output that cannot be buffered is dropped: the memory limit was hit */
  (void)buf_put(b->vm, &b->out, s, n);
}

/* bt_new, or for bt_restore (restoring) a VM whose main namespace is left
** empty: the snapshot's replaces it. */
static bt_vm *new_vm(const bt_config *cfg, bool restoring) {
  bt_config def;
  VM *vm;
  bt_vm *b;
  if (cfg == NULL) {
    memset(&def, 0, sizeof def);
    cfg = &def;
  }
  vm = restoring ? vm_new_bare((MemFn)cfg->alloc, cfg->alloc_ud)
                 : vm_new((MemFn)cfg->alloc, cfg->alloc_ud);
  if (vm == NULL) return NULL;
  b = mem_alloc(&vm->mem, sizeof *b);
  if (b == NULL) { vm_free(vm); return NULL; }
  memset(b, 0, sizeof *b);
  b->vm = vm;
  arena_init(&b->tmp, &vm->mem);
  /* the VM's own baseline (builtins, prelude) does not count */
  b->max_memory = cfg->max_memory ? cfg->max_memory : DEFAULT_MEMORY;
  vm->mem.limit = b->max_memory + vm->mem.used;
  b->lim.max_depth = cfg->max_depth ? cfg->max_depth : 1000;
  b->lim.max_steps = cfg->max_steps;
  b->lim.max_output = cfg->max_output;
  b->lim.max_calls = cfg->max_calls;
  vm->lim = b->lim;
  vm->now = cfg->now;
  vm->now_ud = cfg->now_ud;
  vm->wall_clock = cfg->wall_clock;
  vm->wall_clock_ud = cfg->wall_clock_ud;
  vm->entropy = cfg->entropy;
  vm->entropy_ud = cfg->entropy_ud;
  vm->astcache = cfg->cache;
  b->timeout_ms = cfg->timeout_ms;
  if (cfg->print) {
    b->has_sink = true;
    vm->out = cfg->print;
    vm->out_ud = cfg->print_ud;
  } else {
    vm->out = buffer_sink;
    vm->out_ud = b;
  }
  vm->err = cfg->print_stderr;
  vm->err_ud = cfg->print_stderr_ud;
  if (cfg->snapshot_key_len &&
      buf_put(vm, &b->key, (const char *)cfg->snapshot_key, cfg->snapshot_key_len)) {
    bt_free(b);
    return NULL;
  }
  return b;
}

bt_vm *bt_new(const bt_config *cfg) {
  return new_vm(cfg, false);
}

/* Keep h for reuse, or free it. */
static void hreq_release(bt_vm *b, HostReq *h) {
  if (b->nspare < MAX_SPARES) {
    arena_reset(&h->arena);
    h->next = b->spare;
    b->spare = h;
    b->nspare++;
    return;
  }
  arena_free(&h->arena);
  mem_free(&b->vm->mem, h, sizeof(HostReq));
}

static void hreq_drop(bt_vm *b, uint32_t i) {
  HostReq *h = b->hreqs[i];
  b->hreqs[i] = b->hreqs[--b->nhreqs];
  if (i < b->nhreqs) b->hreqs[i]->slot = i;
  hreq_release(b, h);
}

void bt_free(bt_vm *b) {
  VM *vm;
  if (b == NULL) return;
  vm = b->vm;
  while (b->nhreqs) hreq_drop(b, 0);
  while (b->spare) {
    HostReq *h = b->spare;
    b->spare = h->next;
    arena_free(&h->arena);
    mem_free(&vm->mem, h, sizeof(HostReq));
  }
  mem_free(&vm->mem, b->hreqs, b->caphreqs * sizeof(HostReq *));
  arena_free(&b->tmp);
  buf_free(vm, &b->text);
  buf_free(vm, &b->out);
  buf_free(vm, &b->outview);
  buf_free(vm, &b->snap);
  buf_free(vm, &b->key);
  mem_free(&vm->mem, b, sizeof *b);
  vm_free(vm);
}

static void set_text(bt_vm *b, const char *s) {
  b->text.len = 0;
  if (buf_put(b->vm, &b->text, s, strlen(s))) b->vm->exc = VUNDEF;
}

/* Values returned "until the next call" live in b->tmp. */
static void tmp_reset(bt_vm *b) {
  arena_reset(&b->tmp);
}

/* A signature given as a whole header, "[async ]def NAME(PARAMS)[ -> ANN][:]":
** the parameter text (copied into buf) and whether it is async.  0 when
** sig is not a header, 1 when it is, -1 when it is malformed or names
** another function. */
static int tool_header(const char *name, const char *sig, char *buf, size_t cap,
                       bool *async) {
  const char *p = sig, *open;
  size_t n = strlen(name), depth = 0;
  char quote = 0;
  while (*p == ' ') p++;
  *async = strncmp(p, "async ", 6) == 0;
  if (*async) { p += 6; while (*p == ' ') p++; }
  if (strncmp(p, "def ", 4) != 0) return *async ? -1 : 0;
  p += 4;
  while (*p == ' ') p++;
  if (strncmp(p, name, n) != 0) return -1;
  p += n;
  while (*p == ' ') p++;
  if (*p != '(') return -1;
  open = ++p;
  for (; *p; p++) {
    if (quote) {
      if (*p == '\\' && p[1]) p++;
      else if (*p == quote) quote = 0;
    } else if (*p == '\'' || *p == '"') {
      quote = *p;
    } else if (*p == '(' || *p == '[' || *p == '{') {
      depth++;
    } else if (*p == ')' || *p == ']' || *p == '}') {
      if (depth == 0) break;
      depth--;
    }
  }
  if (*p != ')' || (size_t)(p - open) >= cap) return -1;
  memcpy(buf, open, (size_t)(p - open));
  buf[p - open] = 0;
  p++;
  while (*p == ' ') p++;
  if (p[0] == '-' && p[1] == '>') {        /* a return annotation: dropped */
    p += strlen(p);
    while (p > sig && (p[-1] == ' ' || p[-1] == ':')) p--;
  } else {
    if (*p == ':') p++;
    while (*p == ' ') p++;
    if (*p) return -1;
  }
  return 1;
}

static void set_limit_text(bt_vm *b);

bt_status bt_tool(bt_vm *b, const char *name, const char *signature, const char *doc,
                  unsigned flags) {
  int r;
  char params[2048];
  bool async = false;
  if (b == NULL || name == NULL || b->state == ST_RUNNING) return BT_MISUSE;
  if (signature) {
    r = tool_header(name, signature, params, sizeof params, &async);
    if (r < 0) return BT_INVALID;
    if (r > 0) signature = params;
    if (async) flags |= BT_TOOL_ASYNC;
  }
  r = vm_tool_add(b->vm, name, signature, doc, flags);
  b->vm->exc = VUNDEF;
  if (r == -3) {                /* the signature's defaults hit a limit */
    set_limit_text(b);
    b->vm->limit_hit = false;
    return BT_LIMIT;
  }
  return r == 0 ? BT_OK : r == -2 ? BT_INVALID : BT_NOMEM;
}

bt_status bt_tool_schema(bt_vm *b, const char *name, const char *schema_json, size_t len,
                         const char *description, unsigned flags, bt_error *err) {
  Buf sig, doc;
  bt_error tmp;
  int r;
  if (err == NULL) err = &tmp;
  memset(err, 0, sizeof *err);
  if (b == NULL || name == NULL || b->state == ST_RUNNING) return BT_MISUSE;
  r = schema_render(b->vm, schema_json, len, description, &sig, &doc, err->message,
                    sizeof err->message);
  if (r == BT_OK) {
    r = bt_tool(b, name, sig.p, doc.p, flags | TOOL_OMIT_NONE);
    if (r == BT_INVALID)
      snprintf(err->message, sizeof err->message,
               "cannot register tool '%.60s' with signature (%.120s)", name,
               sig.p ? sig.p : "*args, **kwargs");
  }
  buf_free(b->vm, &sig);
  buf_free(b->vm, &doc);
  if (r != BT_OK) snprintf(err->type, sizeof err->type, "%s", "SchemaError");
  return (bt_status)r;
}

/* The last program loaded stays compiled in vm->roots[2]: loading the same
** source under the same file name again (a host that reruns a program)
** skips the compiler, as exec of one code object twice would.  The check
** is on the text compile_module keeps (a source it decoded, from latin-1
** or without a BOM, differs and is compiled again). */
#define ROOT_LAST_CODE 2
static Code *last_code(VM *vm, const char *src, size_t len, const char *filename) {
  Code *c;
  Str *s, *f;
  if (vm->nroots <= ROOT_LAST_CODE || !IS_OBJ(vm->roots[ROOT_LAST_CODE], OT_CODE)) return NULL;
  c = (Code *)vm->roots[ROOT_LAST_CODE].u.o;
  if (!IS_STR(c->source) || !IS_STR(c->filename)) return NULL;
  s = AS_STR(c->source);
  f = AS_STR(c->filename);
  if (s->len != len || memcmp(s->data, src, len) != 0 || strcmp(f->data, filename) != 0)
    return NULL;
  return c;
}

bt_status bt_load(bt_vm *b, const char *src, size_t len, const char *filename,
                  bt_error *err) {
  VM *vm;
  Code *code;
  if (b == NULL || src == NULL || b->state == ST_RUNNING) return BT_MISUSE;
  vm = b->vm;
  if (filename == NULL) filename = "<string>";
  if (err) memset(err, 0, sizeof *err);
  vm->exc = VUNDEF;
  if (b->collect) {
    gc_collect_full(vm);
    b->collect = false;
  }
  code = last_code(vm, src, len, filename);
  if (code == NULL && compile_module(vm, src, len, filename, &code)) {
    Value e = vm->exc;
    bool nomem = e.tag == V_OBJ && e.u.o == vm->nomem.u.o;
    b->text.len = 0;
    if (e.tag == V_OBJ && exc_format(vm, e, &b->text) == 0 && err) {
      Exc *x = AS_EXC(e);
      Tuple *args = AS_TUPLE(x->args);
      snprintf(err->type, sizeof err->type, "%s", type_names[x->type]);
      if (args->len >= 1 && IS_STR(args->items[0]))
        snprintf(err->message, sizeof err->message, "%s", AS_STR(args->items[0])->data);
      if (args->len == 2 && IS_OBJ(args->items[1], OT_TUPLE)) {
        Tuple *d = AS_TUPLE(args->items[1]);
        if (d->len >= 3 && d->items[1].tag == V_INT) err->line = (int)d->items[1].u.i;
        if (d->len >= 3 && d->items[2].tag == V_INT) err->offset = (int)d->items[2].u.i;
      }
      err->text = b->text.p;
    }
    vm->exc = VUNDEF;
    return nomem ? BT_NOMEM : BT_ERROR;
  }
  b->code = code;
  vm->roots[0] = vobj(code);
  vm->roots[ROOT_LAST_CODE] = vobj(code);
  if (vm->nroots <= ROOT_LAST_CODE) vm->nroots = ROOT_LAST_CODE + 1;
  b->state = ST_LOADED;
  return BT_OK;
}

/* The kwargs the host sees for a call without keyword arguments (read
** only; the VM's side is one shared empty dict too). */
static const bt_value no_kwargs = {.type = BT_DICT};

/* Request rq was recorded by the VM (or restored): export it for the host. */
static bt_status export_request_at(bt_vm *b, Request *rq, const bt_request **out) {
  VM *vm = b->vm;
  HostReq *h;
  bt_value *args, *kw = NULL;
  bool nokw = IS_OBJ(rq->kwargs, OT_DICT) && AS_DICT(rq->kwargs)->len == 0;
  if (b->nhreqs == b->caphreqs) {
    uint32_t nc = b->caphreqs ? b->caphreqs * 2 : 4;
    HostReq **nh = mem_realloc(&vm->mem, b->hreqs, b->caphreqs * sizeof(HostReq *),
                               nc * sizeof(HostReq *));
    if (nh == NULL) return BT_NOMEM;
    b->hreqs = nh;
    b->caphreqs = nc;
  }
  if (b->spare) {
    h = b->spare;
    b->spare = h->next;
    b->nspare--;
  } else {
    h = mem_alloc(&vm->mem, sizeof(HostReq));
    if (h == NULL) return BT_NOMEM;
    memset(h, 0, sizeof *h);
    arena_init_room(&h->arena, &vm->mem, h->room, sizeof h->room);
  }
  if (hv_export(vm, &h->arena, rq->args, &args) ||
      (!nokw && hv_export(vm, &h->arena, rq->kwargs, &kw))) {
    /* arguments with no host form: the call raises in the program */
    Value e = vm->exc;
    hreq_release(b, h);
    vm->exc = VUNDEF;
    rq->state = REQ_FAILED;
    rq->result = e;
    return BT_OK;
  }
  h->slot = b->nhreqs;
  b->hreqs[b->nhreqs++] = h;
  rq->host = h;
  h->active = true;
  h->req.id = rq->id;
  h->req.tool = rq->tool < vm->ntools ? AS_STR(vm->tools[rq->tool].name)->data : BT_SLEEP_TOOL;
  h->req.args = args;
  h->req.kwargs = nokw ? &no_kwargs : kw;
  h->req.line = rq->line;
  if (out) *out = &h->req;
  return BT_REQUEST;
}

/* The text of the limit vm->limit_kind, as bt_limit_text gives it. */
static void set_limit_text(bt_vm *b) {
  VM *vm = b->vm;
  char tmp[160];
  b->last_limit = vm->limit_kind;
  switch (vm->limit_kind) {
  case LIMIT_STEPS:
    snprintf(tmp, sizeof tmp, "step limit exceeded (%llu steps)",
             (unsigned long long)vm->lim.max_steps);
    break;
  case LIMIT_OUTPUT:
    snprintf(tmp, sizeof tmp, "output limit exceeded (%zu bytes)", vm->lim.max_output);
    break;
  case LIMIT_CALLS:
    snprintf(tmp, sizeof tmp, "tool call limit exceeded (%llu calls)",
             (unsigned long long)vm->lim.max_calls);
    break;
  case LIMIT_TIME:
    snprintf(tmp, sizeof tmp, "time limit exceeded (%llu ms)",
             (unsigned long long)b->timeout_ms);
    break;
  case LIMIT_MEMORY:
    snprintf(tmp, sizeof tmp, "memory limit exceeded (%zu bytes)", b->max_memory);
    break;
  default:
    snprintf(tmp, sizeof tmp, "limit exceeded");
  }
  set_text(b, tmp);
}

static bt_status finish_run_texts(bt_vm *b, int r, size_t limit);

/* The garbage of a finished run: collected now when the heap is past the
** collector's own threshold, else at the next bt_load (a VM freed after one
** run, the common case of a host that makes one per request, then never
** pays for a collection; an idle VM holds no more garbage than the
** collector's policy allows during a run).  Full collections: garbage the
** run's minor collections promoted goes too. */
static void end_collect(bt_vm *b) {
  if (b->vm->mem.used > b->vm->gc_next) {
    /* polled: past the run's deadline it gives up, heap untouched, and
    ** waits for the next bt_load as below */
    b->collect = gc_collect_full_polled(b->vm) != 0;
    b->vm->limit_hit = false;
  } else {
    b->collect = true;
  }
}

/* The report of a run that hit the memory limit still has to be written:
** host-facing text is made with the limit lifted (it is small). */
static bt_status finish_run(bt_vm *b, int r) {
  size_t limit = b->vm->mem.limit;
  bt_status st;
  b->vm->mem.limit = 0;
  st = finish_run_texts(b, r, limit);
  b->vm->mem.limit = limit;
  return st;
}

/* An uncaught SystemExit ends the run as CPython's interpreter exits:
** normally, with code None -> 0, an int -> that int (as C's int), anything
** else -> 1 after its str() is printed to stderr (here: b->text). */
static void exit_status(bt_vm *b, Value exc) {
  VM *vm = b->vm;
  Value code;
  b->exit_code = 0;
  if (exc_getattr(vm, exc, "code", &code) <= 0 || code.tag == V_NONE) return;
  if (code.tag == V_INT || code.tag == V_BOOL) {
    b->exit_code = (int)(int32_t)(uint32_t)(uint64_t)code.u.i;
  } else if (IS_BIG(code)) {
    b->exit_code = -1;           /* CPython: PyLong_AsLong's overflow value */
  } else {
    b->exit_code = 1;
    if (vm_str_buf(vm, code, &b->text) || buf_putc(vm, &b->text, '\n'))
      set_text(b, "SystemExit\n");
  }
}

void bt_set_close_at_end(bt_vm *b, int on) {
  if (b) b->close_at_end = on != 0;
}

static bt_status finish_run_texts(bt_vm *b, int r, size_t limit) {
  VM *vm = b->vm;
  ExcPyStrs py = {NULL, NULL};
  b->exit_code = 0;
  if (r == VM_DONE && b->close_at_end) {
    vm_close_left_gens(vm);
    vm_warn_unawaited_at_end(vm);
  }
  vm_flush(vm);
  b->state = ST_IDLE;
  vm->roots[0] = VNONE;
  while (b->nhreqs) hreq_drop(b, 0);
  /* requests left outstanding are not wanted: bt_cancelled tells */
  if (vm_cancel_outstanding(vm)) vm->exc = VUNDEF;
  vm->nreqs = 0;
  vm_async_end(vm);
  if (r == VM_DONE) { set_text(b, ""); end_collect(b); return BT_DONE; }
  vm->nframes = 0;
  vm->handled = VNONE;
  vm->result = VNONE;
  b->text.len = 0;
  if (!vm->limit_hit && IS_OBJ(vm->exc, OT_EXC) &&
      !type_is_subtype(AS_EXC(vm->exc)->type, T_SystemExit)) {
    /* as CPython's interpreter, the messages of an uncaught exception run
    ** their Python __str__: under the run's limits, before its text */
    Value exc = vm->exc;
    vm->mem.limit = limit;
    (void)exc_uncaught_strs(vm, exc, &py);
    vm->mem.limit = 0;
    vm->nframes = 0;
    vm_flush(vm);
    if (!vm->limit_hit) vm->exc = exc;
  }
  if (vm->limit_hit) {
    set_limit_text(b);
    vm->exc = VUNDEF;
    vm->limit_hit = false;
    /* the host asked for control back: a full collection of a big heap
    ** would be time past the limit, so it waits for the next bt_load */
    b->collect = true;
    return BT_LIMIT;
  }
  if (IS_OBJ(vm->exc, OT_EXC) && type_is_subtype(AS_EXC(vm->exc)->type, T_SystemExit)) {
    set_text(b, "");
    exit_status(b, vm->exc);
    vm->exc = VUNDEF;
    end_collect(b);
    return BT_DONE;
  }
  if (vm->exc.tag == V_OBJ && exc_format_uncaught(vm, vm->exc, &py, &b->text)) {
    vm->exc = VUNDEF;
    set_text(b, "MemoryError\n");
  }
  vm->exc = VUNDEF;
  end_collect(b);
  return BT_ERROR;
}

bt_status bt_step(bt_vm *b, const bt_request **req) {
  VM *vm;
  int r;
  if (req) *req = NULL;
  if (b == NULL || b->state == ST_IDLE) return BT_MISUSE;
  vm = b->vm;
  tmp_reset(b);
  vm->mem.refused = 0;
  if (b->state == ST_LOADED) {
    vm->lim = b->lim;
    vm->steps = 0;
    vm->budget = BUDGET_CHUNK;
    vm->out_bytes = 0;
    vm->mem.peak = vm->mem.used;
    b->last_limit = LIMIT_NONE;
    vm->deadline = vm->now && b->timeout_ms ? vm->now(vm->now_ud) + b->timeout_ms : 0;
    if (vm_start(vm, b->code, vm->globals)) return finish_run(b, VM_ERROR);
    b->state = ST_RUNNING;
  }
  for (;;) {
    r = vm_resume(vm);
    if (r == VM_WAIT) {
      /* waiting does not stop the clock: the deadline applies */
      if (vm->deadline && vm->now && vm->now(vm->now_ud) > vm->deadline) {
        vm->limit_hit = true;
        vm->limit_kind = LIMIT_TIME;
        return finish_run(b, VM_ERROR);
      }
      return BT_WAIT;
    }
    if (r != VM_YIELD) return finish_run(b, r);
    {
      Request *rq = &vm->reqs[vm->nreqs - 1];
      bt_status st = export_request_at(b, rq, req);
      if (st == BT_REQUEST) return st;
      if (st != BT_OK) {
        vm_nomem(vm);
        rq->state = REQ_FAILED;
        rq->result = vm->exc;
        vm->exc = VUNDEF;
      }
      /* arguments with no host form: the call raises in the program */
      if (vm_request_done(vm, vm->nreqs - 1, false, rq->result))
        return finish_run(b, VM_ERROR);
    }
  }
}

/* The outstanding request id: its index in vm->reqs (or -1), and its
** copy for the host (or NULL). */
static HostReq *find_req(bt_vm *b, uint64_t id, int64_t *idx) {
  uint32_t i;
  HostReq *h;
  VM *vm = b->vm;
  *idx = vm_req_find(vm, id);
  if (*idx >= 0 && vm->reqs[*idx].state != REQ_PENDING) *idx = -1;
  h = *idx >= 0 ? vm->reqs[*idx].host : NULL;
  if (h && h->slot < b->nhreqs && b->hreqs[h->slot] == h && h->req.id == id) return h;
  for (i = 0; i < b->nhreqs; i++)
    if (b->hreqs[i]->req.id == id) return b->hreqs[i];
  return NULL;
}

static void complete(bt_vm *b, HostReq *h) {
  hreq_drop(b, h->slot);
}

/* An answer for id: BT_OK to go on (idx >= 0), BT_OK with idx < 0 when the
** request was cancelled (the answer is dropped), BT_MISUSE when unknown. */
static bt_status answer_check(bt_vm *b, uint64_t id, int64_t *idx, HostReq **h) {
  uint32_t i;
  *idx = -1;
  *h = NULL;
  if (b == NULL) return BT_MISUSE;
  for (i = 0; i < b->vm->ncancelled; i++)
    if (b->vm->cancelled[i] == id) {
      /* no longer wanted (the run may have ended since) */
      *h = find_req(b, id, idx);
      if (*h) { complete(b, *h); *h = NULL; }
      *idx = -1;
      return BT_OK;
    }
  if (b->state != ST_RUNNING) return BT_MISUSE;
  *h = find_req(b, id, idx);
  return *idx >= 0 ? BT_OK : BT_MISUSE;
}

/* Give request idx its answer (vm_answer says when it arrives). */
static bt_status answer(bt_vm *b, int64_t idx, HostReq *h, bool ok, Value v) {
  if (h) complete(b, h);
  if (vm_answer(b->vm, (uint32_t)idx, ok, v)) {
    b->vm->exc = VUNDEF;
    return BT_NOMEM;
  }
  return BT_OK;
}

bt_status bt_fulfil(bt_vm *b, uint64_t id, const bt_value *result) {
  HostReq *h;
  int64_t idx;
  Value v;
  char err[160];
  bt_status st = answer_check(b, id, &idx, &h);
  if (st != BT_OK || idx < 0) return st;
  if (result == NULL) v = VNONE;
  else {
    int r = hv_import(b->vm, result, &v, err, sizeof err);
    if (r != BT_OK) { set_text(b, err); return (bt_status)r; }
  }
  return answer(b, idx, h, true, v);
}

bt_status bt_fulfil_json(bt_vm *b, uint64_t id, const char *json, size_t len) {
  HostReq *h;
  int64_t idx;
  Value v;
  char err[160];
  int r;
  bt_status st;
  if (json == NULL) return BT_MISUSE;
  st = answer_check(b, id, &idx, &h);
  if (st != BT_OK || idx < 0) return st;
  r = hv_json_parse(b->vm, json, len, &v, err, sizeof err);
  if (r != BT_OK) { set_text(b, err); return (bt_status)r; }
  return answer(b, idx, h, true, v);
}

bt_status bt_fail(bt_vm *b, uint64_t id, const char *exc_type, const char *msg) {
  HostReq *h;
  int64_t idx;
  VM *vm;
  int t = T_RuntimeError, i;
  Value m;
  Tuple *args;
  Exc *x;
  bt_status st = answer_check(b, id, &idx, &h);
  if (st != BT_OK || idx < 0) return st;
  vm = b->vm;
  if (exc_type)
    for (i = T_FIRST_EXC; i < T__COUNT; i++)
      if (strcmp(type_names[i], exc_type) == 0) { t = i; break; }
  if (msg == NULL) msg = "";
  /* invalid UTF-8 in the message is replaced, never passed on */
  if (!hv_utf8_valid(msg, strlen(msg))) msg = "(message was not valid UTF-8)";
  if (str_new(vm, msg, strlen(msg), &m)) { vm->exc = VUNDEF; return BT_NOMEM; }
  args = tuple_new(vm, AS_STR(m)->len || t == T_RuntimeError ? 1 : 0);
  if (args == NULL) { vm->exc = VUNDEF; return BT_NOMEM; }
  if (args->len) args->items[0] = m;
  x = exc_new(vm, t, vobj(args));
  if (x == NULL) { vm->exc = VUNDEF; return BT_NOMEM; }
  return answer(b, idx, h, false, vobj(x));
}

uint64_t bt_cancelled(bt_vm *b) {
  VM *vm;
  if (b == NULL) return 0;
  vm = b->vm;
  if (vm->cancel_read >= vm->ncancelled) return 0;
  return vm->cancelled[vm->cancel_read++];
}

const char *bt_value_to_json(bt_vm *b, const bt_value *v, size_t *len) {
  char err[160];
  if (b == NULL || v == NULL) return NULL;
  b->text.len = 0;
  if (hv_json_write(b->vm, v, &b->text, err, sizeof err) != BT_OK) {
    b->vm->exc = VUNDEF;
    set_text(b, err);
    return NULL;
  }
  if (buf_putc(b->vm, &b->text, 0)) { b->vm->exc = VUNDEF; return NULL; }
  b->text.len--;
  if (len) *len = b->text.len;
  return b->text.p;
}

const char *bt_request_json(bt_vm *b, const bt_request *req, size_t *len) {
  bt_value keys[4], vals[4], obj;
  if (b == NULL || req == NULL) return NULL;
  keys[0].type = keys[1].type = keys[2].type = keys[3].type = BT_STR;
  keys[0].u.str.s = "id"; keys[0].u.str.len = 2;
  keys[1].u.str.s = "tool"; keys[1].u.str.len = 4;
  keys[2].u.str.s = "args"; keys[2].u.str.len = 4;
  keys[3].u.str.s = "kwargs"; keys[3].u.str.len = 6;
  vals[0].type = BT_INT;
  vals[0].u.i = (int64_t)req->id;
  vals[1].type = BT_STR;
  vals[1].u.str.s = req->tool;
  vals[1].u.str.len = strlen(req->tool);
  vals[2] = *req->args;
  vals[3] = *req->kwargs;
  obj.type = BT_DICT;
  obj.u.map.keys = keys;
  obj.u.map.vals = vals;
  obj.u.map.n = 4;
  return bt_value_to_json(b, &obj, len);
}

bt_status bt_set_global(bt_vm *b, const char *name, const bt_value *v) {
  Value k, x;
  char err[160];
  int r;
  if (b == NULL || name == NULL || v == NULL || b->state == ST_RUNNING) return BT_MISUSE;
  r = hv_import(b->vm, v, &x, err, sizeof err);
  if (r != BT_OK) { set_text(b, err); return (bt_status)r; }
  if (str_newc(b->vm, name, &k) || dict_set(b->vm, b->vm->globals, k, x)) {
    b->vm->exc = VUNDEF;
    return BT_NOMEM;
  }
  return BT_OK;
}

static const bt_value *export_tmp(bt_vm *b, Value v) {
  bt_value *out;
  tmp_reset(b);
  if (hv_export(b->vm, &b->tmp, v, &out)) { b->vm->exc = VUNDEF; return NULL; }
  return out;
}

const bt_value *bt_get_global(bt_vm *b, const char *name) {
  Value v;
  if (b == NULL || name == NULL) return NULL;
  if (dict_get_str(b->vm, b->vm->globals, name, strlen(name), &v) != 1) {
    b->vm->exc = VUNDEF;
    return NULL;
  }
  return export_tmp(b, v);
}

const bt_value *bt_result(bt_vm *b) {
  if (b == NULL) return NULL;
  return export_tmp(b, b->vm->result.tag == V_UNDEF ? VNONE : b->vm->result);
}

const char *bt_error_text(bt_vm *b) {
  return b && b->text.p ? b->text.p : "";
}

int bt_exit_code(bt_vm *b) {
  return b ? b->exit_code : 0;
}

const char *bt_limit_text(bt_vm *b) {
  return bt_error_text(b);
}

const char *bt_output(bt_vm *b, size_t *len) {
  Buf t;
  if (b == NULL || b->has_sink) { if (len) *len = 0; return ""; }
  /* swap: the returned text stays valid until the next call */
  t = b->outview;
  b->outview = b->out;
  b->out = t;
  b->out.len = 0;
  if (len) *len = b->outview.len;
  return b->outview.p ? b->outview.p : "";
}

const char *bt_result_repr(bt_vm *b) {
  VM *vm;
  if (b == NULL) return NULL;
  vm = b->vm;
  if (vm->result.tag == V_NONE || vm->result.tag == V_UNDEF) return NULL;
  b->text.len = 0;
  if (vm_repr_buf(vm, vm->result, &b->text)) { vm->exc = VUNDEF; return NULL; }
  return b->text.p;
}

/* Render the tools as Python stubs for a prompt. */
const char *bt_describe(bt_vm *b) {
  VM *vm;
  uint32_t i;
  if (b == NULL) return NULL;
  vm = b->vm;
  b->text.len = 0;
  if (buf_put(vm, &b->text, "", 0)) { vm->exc = VUNDEF; return NULL; }
  for (i = 0; i < vm->ntools; i++) {
    Tool *t = &vm->tools[i];
    int r = buf_printf(vm, &b->text, "%s%sdef %s(%s):\n", i ? "\n" : "",
                       (t->flags & TOOL_ASYNC) ? "async " : "", AS_STR(t->name)->data,
                       IS_STR(t->signature) ? AS_STR(t->signature)->data : "*args, **kwargs");
    if (!r && IS_STR(t->doc)) {
      /* the docstring, indented, with its own quotes escaped */
      Str *d = AS_STR(t->doc);
      size_t k;
      r = buf_put(vm, &b->text, "    \"\"\"", 7);
      for (k = 0; !r && k < d->len; k++) {
        char c = d->data[k];
        if (c == '\n')   /* indented, but blank lines stay blank */
          r = k + 1 < d->len && d->data[k + 1] != '\n' ? buf_put(vm, &b->text, "\n    ", 5)
                                                       : buf_putc(vm, &b->text, '\n');
        else if (c == '"' && k + 2 < d->len && d->data[k + 1] == '"' && d->data[k + 2] == '"')
          r = buf_put(vm, &b->text, "\\\"", 2);
        else if (c == '\\') r = buf_put(vm, &b->text, "\\\\", 2);
        else r = buf_putc(vm, &b->text, c);
      }
      if (!r) r = buf_put(vm, &b->text, "\"\"\"\n", 4);
    } else if (!r) {
      r = buf_put(vm, &b->text, "    ...\n", 8);
    }
    if (r) { vm->exc = VUNDEF; return NULL; }
  }
  return b->text.p;
}

size_t bt_memory(bt_vm *b) {
  return b ? b->vm->mem.used : 0;
}

void bt_get_stats(bt_vm *b, bt_stats *out) {
  static const char *const names[] = {
    [LIMIT_STEPS] = "steps", [LIMIT_MEMORY] = "memory", [LIMIT_TIME] = "time",
    [LIMIT_OUTPUT] = "output", [LIMIT_CALLS] = "calls"};
  VM *vm;
  memset(out, 0, sizeof *out);
  if (b == NULL) return;
  vm = b->vm;
  /* steps since the last budget check are still in the countdown */
  out->steps = vm->steps + (uint64_t)(BUDGET_CHUNK - vm->budget);
  out->calls = vm->calls;
  out->output = vm->out_bytes;
  out->memory = vm->mem.used;
  out->peak_memory = vm->mem.peak;
  if (b->last_limit > LIMIT_NONE && b->last_limit <= LIMIT_TIME) out->limit = names[b->last_limit];
}

bt_status bt_abort(bt_vm *b) {
  if (b == NULL) return BT_MISUSE;
  if (b->state == ST_LOADED) {
    b->state = ST_IDLE;
    b->vm->roots[0] = VNONE;
  } else if (b->state == ST_RUNNING) {
    /* as a run a limit ended, without the limit's report */
    b->vm->exc = VUNDEF;
    (void)finish_run(b, VM_ERROR);
    set_text(b, "");
  }
  return BT_OK;
}

const char *bt_disassemble(bt_vm *b) {
  if (b == NULL || b->code == NULL) return "";
  b->text.len = 0;
  if (dis_code(b->vm, b->code, &b->text)) { b->vm->exc = VUNDEF; return ""; }
  return b->text.p ? b->text.p : "";
}

/* ---- parsed programs shared between VMs (grammar/astcache.c) ---- */

bt_cache *bt_cache_new(bt_alloc_fn alloc, void *alloc_ud, size_t max_bytes) {
  return astcache_new((MemFn)alloc, alloc_ud, max_bytes);
}

void bt_cache_free(bt_cache *cache) {
  astcache_free(cache);
}

/* ---- snapshots (vm/snapshot.c) ---- */

const void *bt_snapshot(bt_vm *b, size_t *len) {
  SnapHost host;
  char err[200];
  if (len) *len = 0;
  if (b == NULL) return NULL;
  memset(&host, 0, sizeof host);
  host.state = (uint32_t)b->state;
  host.out = b->out;                 /* buffered output not yet read */
  b->snap.len = 0;
  /* the compiled-program cache is not state: a restore would recompile it */
  if (b->vm->nroots > ROOT_LAST_CODE) b->vm->roots[ROOT_LAST_CODE] = VNONE;
  if (b->vm->mem.limit) b->vm->mem.limit -= b->snap_exempt;
  b->snap_exempt = 0;
  if (snap_save_ex(b->vm, &host, &b->snap, (const uint8_t *)b->key.p, b->key.len, err,
                   sizeof err)) {
    set_text(b, err);
    return NULL;
  }
  if (b->vm->mem.limit) {
    b->snap_exempt = b->snap.cap;
    b->vm->mem.limit += b->snap_exempt;
  }
  if (len) *len = b->snap.len;
  return b->snap.p;
}

bt_status bt_restore(const void *bytes, size_t len, const bt_config *cfg, bt_vm **out,
                     bt_error *err) {
  bt_vm *b;
  VM *vm;
  SnapHost host;
  char msg[256];
  uint32_t i;
  if (err) memset(err, 0, sizeof *err);
  if (out == NULL || (bytes == NULL && len)) return BT_MISUSE;
  *out = NULL;
  b = new_vm(cfg, true);
  if (b == NULL) return BT_NOMEM;
  vm = b->vm;
  memset(&host, 0, sizeof host);
  if (snap_load_ex(vm, bytes, len, (const uint8_t *)b->key.p, b->key.len, &host, msg,
                   sizeof msg)) {
    bool nomem = strstr(msg, "out of memory") != NULL;
    buf_free(vm, &host.out);
    if (err) {
      snprintf(err->type, sizeof err->type, "%s", nomem ? "MemoryError" : "SnapshotError");
      snprintf(err->message, sizeof err->message, "%s", msg);
    }
    bt_free(b);
    return nomem ? BT_NOMEM : BT_INVALID;
  }
  /* the restored run keeps its limits and usage, but never beyond what
  ** this host configured (the bytes may come from anywhere) */
#define CLAMP(f) if (b->lim.f && (vm->lim.f == 0 || vm->lim.f > b->lim.f)) vm->lim.f = b->lim.f
  CLAMP(max_steps);
  CLAMP(max_depth);
  CLAMP(max_output);
  CLAMP(max_calls);
#undef CLAMP
  /* the host's side: run state, the loaded program, unread output, and the
  ** outstanding requests exported again */
  b->state = host.state <= ST_RUNNING ? (int)host.state : ST_IDLE;
  if (b->state == ST_LOADED) {
    if (vm->nroots >= 1 && IS_OBJ(vm->roots[0], OT_CODE)) b->code = (Code *)vm->roots[0].u.o;
    else b->state = ST_IDLE;
  }
  if (b->state == ST_RUNNING && vm->nframes == 0 && vm->cur == NULL && !vm->main_done &&
      vm->rlen == 0 && vm->nreqs == 0)
    b->state = ST_IDLE;
  /* the hints to the host's copies are rebuilt below; answered requests
  ** are delivered at the next step */
  for (i = 0; i < vm->nreqs; i++) vm->reqs[i].host = NULL;
  vm->answered = true;
  if (b->state == ST_RUNNING && vm->now && b->timeout_ms)
    vm->deadline = vm->now(vm->now_ud) + b->timeout_ms;
  if (host.out.len) {
    if (b->has_sink) vm->out(vm->out_ud, host.out.p, host.out.len);
    else if (buf_put(vm, &b->out, host.out.p, host.out.len)) vm->exc = VUNDEF;
  }
  buf_free(vm, &host.out);
  for (i = 0; b->state == ST_RUNNING && i < vm->nreqs; i++) {
    if (vm->reqs[i].state != REQ_PENDING) continue;
    if (export_request_at(b, &vm->reqs[i], NULL) == BT_NOMEM) {
      bt_free(b);
      if (err) snprintf(err->type, sizeof err->type, "MemoryError");
      return BT_NOMEM;
    }
  }
  *out = b;
  return BT_OK;
}

const bt_request *bt_pending(bt_vm *b, size_t i) {
  if (b == NULL || i >= b->nhreqs) return NULL;
  return &b->hreqs[i]->req;
}
