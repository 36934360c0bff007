/*
** mcp.c - `baton mcp`: a code-mode MCP server (stdio transport) whose
** sandboxed programs call the tools of other MCP servers.
**
** The client (Claude Desktop, Cursor, an agent framework) launches
** `baton mcp --config FILE` as any MCP server.  The config names upstream
** servers in the usual shape, {"mcpServers": {NAME: {"command", "args",
** "env", "tools", "maxCalls"}}}; each is started as a child process (its
** own process group), sent `initialize`, and its `tools/list` read
** (following nextCursor; `notifications/tools/list_changed` lists again
** before the next run).  Every upstream tool becomes two Python functions
** of the sandbox, declared from its inputSchema by bt_tool_schema:
** SERVER_TOOL(...) (a plain call) and SERVER_TOOL_async(...) (awaitable,
** so asyncio.gather issues calls concurrently); characters not valid in a
** Python name become '_' (a name taken twice keeps its first owner; the
** later ones are skipped with a warning on stderr).
**
** The client sees two tools: run_python (its description lists every
** function as a Python stub) and reset.  One VM per process is the session
** (the stdio transport has one client): globals persist between runs until
** reset.  One run at a time; later tools/call requests wait their turn.
** A client that sends a progressToken gets notifications/progress as tool
** calls are answered and, while the run waits, every --progress-interval
** (see send_progress); a client's notifications/cancelled ends the run
** and sends notifications/cancelled upstream for each call in flight.
**
** One poll() loop serves the client's stdin, each upstream's stdout and
** stderr, and timers (asyncio.sleep, call timeouts, initialize timeouts).
** Messages are JSON-RPC 2.0, one per line.  stdout carries only protocol
** messages; everything else goes to stderr.  JSON is parsed into the
** values of a scratch VM (host/value.c's parser) that never runs code; it
** is swept after each message.
*/
#define _XOPEN_SOURCE 700
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "baton.h"
#include "grants.h"
#include "jsonl.h"
#include "mcp.h"
#include "value.h"
#include "../vm/vm.h"

#define PROTOCOL "2025-06-18"

/* ---- small utilities ---- */

static char *xstrdup(const char *s) {
  size_t n = strlen(s);
  char *d = text_realloc(NULL, n + 1);
  memcpy(d, s, n + 1);
  return d;
}

static uint64_t now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}


static void tputs(Text *t, const char *s) { text_put(t, s, strlen(s)); }

static void tprintf(Text *t, const char *fmt, ...) {
  char small[512];
  va_list ap;
  int n;
  va_start(ap, fmt);
  n = vsnprintf(small, sizeof small, fmt, ap);
  va_end(ap);
  if (n < 0) return;
  if ((size_t)n < sizeof small) { text_put(t, small, (size_t)n); return; }
  {
    char *big = text_realloc(NULL, (size_t)n + 1);
    va_start(ap, fmt);
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    va_end(ap);
    text_put(t, big, (size_t)n);
    free(big);
  }
}

/* s[0..n) as a JSON string (s is UTF-8). */
static void tjson_str(Text *t, const char *s, size_t n) {
  size_t i;
  text_put(t, "\"", 1);
  for (i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '"') text_put(t, "\\\"", 2);
    else if (c == '\\') text_put(t, "\\\\", 2);
    else if (c == '\n') text_put(t, "\\n", 2);
    else if (c == '\r') text_put(t, "\\r", 2);
    else if (c == '\t') text_put(t, "\\t", 2);
    else if (c < 0x20) tprintf(t, "\\u%04x", c);
    else text_put(t, (const char *)&c, 1);
  }
  text_put(t, "\"", 1);
}

/* ---- JSON values (in the scratch VM) ---- */

static Value jget(VM *j, Value obj, const char *key) {
  Value v;
  if (IS_OBJ(obj, OT_DICT) && dict_get_str(j, AS_DICT(obj), key, strlen(key), &v) == 1)
    return v;
  return VUNDEF;
}

static const char *jstr(Value v) { return IS_STR(v) ? AS_STR(v)->data : NULL; }

/* JSON text of v appended to t; false when v has no JSON form. */
static bool tjson_value(VM *j, Text *t, Value v) {
  Buf b = BUF_INIT;
  bool ok = hv_json_value(j, v, &b, NULL, 0) == BT_OK;
  if (ok) text_put(t, b.p ? b.p : "", b.len);
  buf_free(j, &b);
  return ok;
}

/* ---- the server's state ---- */

enum { UP_INIT, UP_LISTING, UP_READY, UP_DEAD };

typedef struct Upstream {
  char *name;
  char **argv;             /* command and args, NULL-terminated */
  char **env;              /* "K=V" added to its environment, NULL-terminated */
  char **allow;            /* tools exposed (NULL: all), NULL-terminated */
  char **cap_names;        /* calls per run allowed for these tools ... */
  long *cap_max;
  int ncaps;
  long cap_all;            /* ... and for every tool (0: no cap) */
  pid_t pid;
  int in, out, err;        /* its stdin (we write), stdout, stderr; -1 closed */
  Lines rl, el;
  Text wq;                 /* bytes not yet written to its stdin */
  size_t woff;
  int state;               /* UP_* */
  uint64_t next_id;        /* JSON-RPC ids of requests we send it */
  uint64_t init_id, list_id;
  uint64_t deadline;       /* UP_INIT: initialize must be answered by then */
  bool relist;             /* tools/list_changed: list again between runs */
} Upstream;

typedef struct UTool {
  int up;
  char *name;              /* the upstream's name for it */
  char *py;                /* the sandbox's name */
  char *schema, *desc;     /* kept to register it again after reset */
  long calls;              /* calls in this run */
} UTool;

typedef struct Call {      /* an upstream call in flight, or a sleep */
  uint64_t req;            /* the VM's request id */
  int up;                  /* -1: an asyncio.sleep timer */
  int tool;
  uint64_t rpc;            /* JSON-RPC id sent upstream */
  uint64_t started;        /* ms (now_ms) it was issued */
  uint64_t deadline;       /* ms (now_ms) */
} Call;

typedef struct Server {
  VM *j;                   /* scratch VM for JSON (never runs code) */
  bt_config cfg;
  bt_vm *vm;               /* the session */
  bt_vm *dvm;              /* the sync functions only, for descriptions */
  Upstream *ups;
  int nups;
  UTool *tools;
  int ntools;
  Call *calls;
  int ncalls;
  Text *queue;             /* client messages waiting for their turn */
  int nqueue;
  Lines in;
  bool in_eof;
  bool running;            /* a run_python is in progress */
  bool cancelled;          /* ... and the client cancelled it */
  Text run_id;             /* JSON of its request id */
  Text progress;           /* JSON of its progressToken, or empty */
  uint64_t progress_n;     /* notifications sent for it: MCP wants the
                              progress value to grow with each one */
  uint64_t answered;       /* tool calls of the run answered so far */
  uint64_t progress_due;   /* ms (now_ms) of the next notification while
                              the run waits on calls */
  uint64_t progress_every; /* ms between those (--progress-interval); 0: a
                              notification only when a call is answered */
  uint64_t call_timeout, init_timeout;   /* ms */
} Server;

/* The command's one piece of process state: a signal asked it to stop. */
static volatile sig_atomic_t stop_signal;

static void on_signal(int sig) { stop_signal = sig; }

/* The session's clock: a cancelled run sees its deadline passed, so it
** ends (BT_LIMIT) at its next step. */
static uint64_t session_clock(void *ud) {
  const Server *s = ud;
  return s->cancelled ? UINT64_MAX / 4 : now_ms();
}

/* ---- writing messages ---- */

static void client_send(Text *msg) {
  text_put(msg, "\n", 1);
  if (fwrite(msg->p, 1, msg->len, stdout) != msg->len || fflush(stdout) != 0) {
    fprintf(stderr, "baton mcp: cannot write to the client: %s\n", strerror(errno));
    exit(2);
  }
}

static void client_error(const char *id, int code, const char *message) {
  Text t = {0};
  tprintf(&t, "{\"jsonrpc\": \"2.0\", \"id\": %s, \"error\": {\"code\": %d, \"message\": ",
          id ? id : "null", code);
  tjson_str(&t, message, strlen(message));
  tputs(&t, "}}");
  client_send(&t);
  free(t.p);
}

static void client_result(const char *id, const char *result) {
  Text t = {0};
  tprintf(&t, "{\"jsonrpc\": \"2.0\", \"id\": %s, \"result\": %s}", id, result);
  client_send(&t);
  free(t.p);
}

static void up_send(Upstream *u, Text *msg) {
  if (u->in < 0) return;
  text_put(&u->wq, msg->p, msg->len);
  text_put(&u->wq, "\n", 1);
}

static uint64_t up_request(Upstream *u, const char *method, const char *params) {
  Text t = {0};
  uint64_t id = ++u->next_id;
  tprintf(&t, "{\"jsonrpc\": \"2.0\", \"id\": %llu, \"method\": \"%s\"%s%s}",
          (unsigned long long)id, method, params ? ", \"params\": " : "", params ? params : "");
  up_send(u, &t);
  free(t.p);
  return id;
}

/* ---- upstream processes ---- */

static void set_nonblock(int fd) {
  fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
  fcntl(fd, F_SETFD, FD_CLOEXEC);
}

static void up_start(Server *s, Upstream *u) {
  int pin[2], pout[2], perr[2];
  if (pipe(pin) || pipe(pout) || pipe(perr)) {
    fprintf(stderr, "baton mcp: [%s] cannot start: %s\n", u->name, strerror(errno));
    u->state = UP_DEAD;
    return;
  }
  fflush(stderr);
  u->pid = fork();
  if (u->pid == 0) {
    char **e;
    dup2(pin[0], 0);
    dup2(pout[1], 1);
    dup2(perr[1], 2);
    close(pin[0]); close(pin[1]); close(pout[0]); close(pout[1]); close(perr[0]); close(perr[1]);
    setpgid(0, 0);
    signal(SIGPIPE, SIG_DFL);
    for (e = u->env; e && *e; e++) putenv(*e);
    execvp(u->argv[0], u->argv);
    fprintf(stderr, "cannot run %s: %s\n", u->argv[0], strerror(errno));
    _exit(127);
  }
  close(pin[0]);
  close(pout[1]);
  close(perr[1]);
  if (u->pid < 0) {
    fprintf(stderr, "baton mcp: [%s] cannot start: %s\n", u->name, strerror(errno));
    close(pin[1]); close(pout[0]); close(perr[0]);
    u->state = UP_DEAD;
    return;
  }
  setpgid(u->pid, u->pid);
  u->in = pin[1];
  u->out = pout[0];
  u->err = perr[0];
  set_nonblock(u->in);
  set_nonblock(u->out);
  set_nonblock(u->err);
  u->state = UP_INIT;
  u->deadline = now_ms() + s->init_timeout;
  {
    Text p = {0};
    tputs(&p, "{\"protocolVersion\": \"" PROTOCOL "\", \"capabilities\": {}, "
              "\"clientInfo\": {\"name\": \"baton\", \"version\": \"" BATON_VERSION "\"}}");
    u->init_id = up_request(u, "initialize", p.p);
    free(p.p);
  }
}

static void fail_call(Server *s, int i, const char *type, const char *msg) {
  bt_fail(s->vm, s->calls[i].req, type, msg);
  s->calls[i] = s->calls[--s->ncalls];
}

/* The process is gone or must go: stop it, fail what waits on it. */
static void up_kill(Server *s, Upstream *u, const char *why) {
  int i;
  if (u->state == UP_DEAD) return;
  fprintf(stderr, "baton mcp: [%s] %s\n", u->name, why);
  u->state = UP_DEAD;
  if (u->pid > 0) {
    kill(-u->pid, SIGTERM);
    kill(u->pid, SIGTERM);
  }
  if (u->in >= 0) close(u->in);
  if (u->out >= 0) close(u->out);
  if (u->err >= 0) close(u->err);
  u->in = u->out = u->err = -1;
  for (i = s->ncalls; i-- > 0;)
    if (s->calls[i].up == (int)(u - s->ups)) {
      char m[300];
      snprintf(m, sizeof m, "MCP server '%s' %s", u->name, why);
      fail_call(s, i, "RuntimeError", m);
    }
}

/* ---- tools ---- */

/* SERVER_TOOL with every character that cannot be in a Python name as '_'
** (a leading digit gets a '_' before it). */
static char *py_name(const char *server, const char *tool) {
  Text t = {0};
  const char *parts[2];
  int k;
  parts[0] = server;
  parts[1] = tool;
  for (k = 0; k < 2; k++) {
    const char *p;
    if (k) text_put(&t, "_", 1);
    for (p = parts[k]; *p; p++) {
      char c = *p;
      bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' ||
                (c >= '0' && c <= '9');
      if (t.len == 0 && c >= '0' && c <= '9') text_put(&t, "_", 1);
      text_put(&t, ok ? &c : "_", 1);
    }
  }
  return t.p;
}

static void register_tool(Server *s, const UTool *t) {
  bt_error err;
  size_t n = t->schema ? strlen(t->schema) : 0;
  Text async = {0};
  tprintf(&async, "%s_async", t->py);
  if (bt_tool_schema(s->vm, t->py, t->schema, n, t->desc, 0, &err) != BT_OK ||
      bt_tool_schema(s->vm, async.p, t->schema, n, t->desc, BT_TOOL_ASYNC, NULL) != BT_OK ||
      bt_tool_schema(s->dvm, t->py, t->schema, n, t->desc, 0, NULL) != BT_OK) {
    /* a schema baton cannot map: the function takes any keyword arguments */
    fprintf(stderr, "baton mcp: tool %s: %s; it takes any arguments\n", t->py, err.message);
    bt_tool_schema(s->vm, t->py, NULL, 0, t->desc, 0, NULL);
    bt_tool_schema(s->vm, async.p, NULL, 0, t->desc, BT_TOOL_ASYNC, NULL);
    bt_tool_schema(s->dvm, t->py, NULL, 0, t->desc, 0, NULL);
  }
  free(async.p);
}

static bool allowed(const Upstream *u, const char *name) {
  char **a;
  if (u->allow == NULL) return true;
  for (a = u->allow; *a; a++)
    if (strcmp(*a, name) == 0) return true;
  return false;
}

/* A page of tools/list: register its tools; ask for the next page. */
static void up_tools(Server *s, Upstream *u, Value result) {
  Value tools = jget(s->j, result, "tools"), cursor = jget(s->j, result, "nextCursor");
  size_t i;
  if (IS_OBJ(tools, OT_LIST))
    for (i = 0; i < AS_LIST(tools)->len; i++) {
      Value t = AS_LIST(tools)->items[i];
      const char *name = jstr(jget(s->j, t, "name")), *desc;
      Value schema = jget(s->j, t, "inputSchema");
      Text sch = {0};
      UTool ut;
      int k, have = -1;
      if (name == NULL || !allowed(u, name)) continue;
      desc = jstr(jget(s->j, t, "description"));
      ut.up = (int)(u - s->ups);
      ut.name = xstrdup(name);
      ut.py = py_name(u->name, name);
      ut.desc = desc ? xstrdup(desc) : NULL;
      ut.schema = schema.tag != V_UNDEF && tjson_value(s->j, &sch, schema) ? sch.p : NULL;
      ut.calls = 0;
      for (k = 0; k < s->ntools; k++)
        if (strcmp(s->tools[k].py, ut.py) == 0) have = k;
      if (have >= 0 && (s->tools[have].up != ut.up || strcmp(s->tools[have].name, name))) {
        fprintf(stderr, "baton mcp: [%s] tool '%s' skipped: the name %s is taken\n", u->name,
                name, ut.py);
        free(ut.name); free(ut.py); free(ut.desc); free(ut.schema);
        continue;
      }
      if (have >= 0) {          /* listed again: the new declaration */
        free(s->tools[have].name); free(s->tools[have].py);
        free(s->tools[have].desc); free(s->tools[have].schema);
        s->tools[have] = ut;
      } else {
        s->tools = text_realloc(s->tools, (size_t)(s->ntools + 1) * sizeof *s->tools);
        s->tools[s->ntools++] = ut;
      }
      register_tool(s, &ut);
    }
  if (jstr(cursor)) {
    Text p = {0};
    tputs(&p, "{\"cursor\": ");
    tjson_str(&p, jstr(cursor), strlen(jstr(cursor)));
    tputs(&p, "}");
    u->list_id = up_request(u, "tools/list", p.p);
    free(p.p);
  } else {
    u->state = UP_READY;
  }
}

static void up_list(Upstream *u) {
  u->state = UP_LISTING;
  u->relist = false;
  u->list_id = up_request(u, "tools/list", NULL);
}

static long tool_cap(const Upstream *u, const char *name) {
  int k;
  for (k = 0; k < u->ncaps; k++)
    if (strcmp(u->cap_names[k], name) == 0) return u->cap_max[k];
  return u->cap_all;
}

/* ---- the session ---- */

static void session_new(Server *s) {
  int k;
  if (s->vm) bt_free(s->vm);
  s->vm = bt_new(&s->cfg);
  if (s->vm == NULL) {
    fputs("baton mcp: out of memory\n", stderr);
    exit(70);
  }
  for (k = 0; k < s->ntools; k++) register_tool(s, &s->tools[k]);
}

/* Progress of the run, when the client asked for it (a progressToken):
** one notification each time a tool call is answered, and one every
** progress_every ms while the run waits on a call, so that a client (or
** a human) sees a long upstream call is alive and what it waits on.  The
** next periodic one is due a full interval after any notification. */
static void send_progress(Server *s, const char *message) {
  Text t = {0};
  if (s->progress.len == 0) return;
  s->progress_n++;
  s->progress_due = now_ms() + s->progress_every;
  tprintf(&t, "{\"jsonrpc\": \"2.0\", \"method\": \"notifications/progress\", \"params\": "
              "{\"progressToken\": %s, \"progress\": %llu, \"message\": ",
          s->progress.p, (unsigned long long)s->progress_n);
  tjson_str(&t, message, strlen(message));
  tputs(&t, "}}");
  client_send(&t);
  free(t.p);
}

/* The periodic notification, when due: what the oldest outstanding call
** is and how long it has waited. */
static void progress_tick(Server *s, uint64_t now) {
  int i, old = -1;
  char m[300];
  if (!s->running || s->progress.len == 0 || s->progress_every == 0 || s->ncalls == 0 ||
      now < s->progress_due)
    return;
  for (i = 0; i < s->ncalls; i++)
    if (old < 0 || s->calls[i].started < s->calls[old].started) old = i;
  snprintf(m, sizeof m, "waiting on %.200s for %.1f s (%d call%s outstanding, %llu answered)",
           s->calls[old].up < 0 ? BT_SLEEP_TOOL : s->tools[s->calls[old].tool].py,
           (double)(now - s->calls[old].started) / 1000.0, s->ncalls, s->ncalls == 1 ? "" : "s",
           (unsigned long long)s->answered);
  send_progress(s, m);
}

/* Requests the program no longer wants: cancel them upstream. */
static void drain_cancelled(Server *s) {
  uint64_t id;
  while ((id = bt_cancelled(s->vm)) != 0) {
    int i;
    for (i = 0; i < s->ncalls; i++)
      if (s->calls[i].req == id) {
        if (s->calls[i].up >= 0) {
          Upstream *u = &s->ups[s->calls[i].up];
          Text t = {0};
          tprintf(&t, "{\"jsonrpc\": \"2.0\", \"method\": \"notifications/cancelled\", "
                      "\"params\": {\"requestId\": %llu, \"reason\": \"no longer wanted\"}}",
                  (unsigned long long)s->calls[i].rpc);
          up_send(u, &t);
          free(t.p);
        }
        s->calls[i] = s->calls[--s->ncalls];
        break;
      }
  }
}

static void add_call(Server *s, Call c) {
  s->calls = text_realloc(s->calls, (size_t)(s->ncalls + 1) * sizeof *s->calls);
  s->calls[s->ncalls++] = c;
}

/* A request of the program: to its upstream, or a timer. */
static void dispatch(Server *s, const bt_request *r) {
  Call c;
  int k, found = -1;
  size_t n;
  memset(&c, 0, sizeof c);
  c.req = r->id;
  if (strcmp(r->tool, BT_SLEEP_TOOL) == 0) {
    const bt_value *d = r->args->u.seq.n ? &r->args->u.seq.items[0] : NULL;
    double secs = d == NULL ? 0 : d->type == BT_FLOAT ? d->u.f : d->type == BT_INT ? (double)d->u.i : 1e9;
    c.up = -1;
    c.started = now_ms();
    c.deadline = c.started + (uint64_t)(secs > 1e9 ? 1e12 : secs * 1000.0);
    add_call(s, c);
    return;
  }
  n = strlen(r->tool);
  for (k = 0; k < s->ntools && found < 0; k++) {
    size_t m = strlen(s->tools[k].py);
    if (strcmp(s->tools[k].py, r->tool) == 0 ||
        (n == m + 6 && strncmp(r->tool, s->tools[k].py, m) == 0 &&
         strcmp(r->tool + m, "_async") == 0))
      found = k;
  }
  if (found < 0) { bt_fail(s->vm, r->id, "RuntimeError", "unknown tool"); return; }
  {
    UTool *t = &s->tools[found];
    Upstream *u = &s->ups[t->up];
    long cap = tool_cap(u, t->name);
    Text p = {0};
    size_t jl;
    const char *args;
    if (u->state != UP_READY) {
      char m[300];
      snprintf(m, sizeof m, "MCP server '%s' is not running", u->name);
      bt_fail(s->vm, r->id, "RuntimeError", m);
      return;
    }
    if (cap > 0 && t->calls >= cap) {
      char m[300];
      snprintf(m, sizeof m, "%s: call limit reached (%ld calls per run)", t->py, cap);
      bt_fail(s->vm, r->id, "RuntimeError", m);
      return;
    }
    args = bt_value_to_json(s->vm, r->kwargs, &jl);
    if (args == NULL) {
      const char *why = bt_error_text(s->vm);
      /* json.dumps's exception: ValueError for nan/inf, else TypeError */
      bt_fail(s->vm, r->id, strncmp(why, "Out of range float", 18) == 0 ? "ValueError" : "TypeError",
              why);
      return;
    }
    t->calls++;
    tputs(&p, "{\"name\": ");
    tjson_str(&p, t->name, strlen(t->name));
    tputs(&p, ", \"arguments\": ");
    text_put(&p, args, jl);
    tputs(&p, "}");
    c.up = t->up;
    c.tool = found;
    c.rpc = up_request(u, "tools/call", p.p);
    c.started = now_ms();
    c.deadline = c.started + s->call_timeout;
    free(p.p);
    add_call(s, c);
  }
}

/* A traceback shortened to what a model needs: its head and its tail. */
static void put_traceback(Text *t, const char *tb) {
  const char *lines[24];
  const char *p = tb;
  size_t n = 0, total = 0, i;
  for (p = tb; *p; total++) {
    const char *e = strchr(p, '\n');
    if (n < 24) lines[n++] = p;
    else { memmove(lines + 1, lines + 2, 22 * sizeof *lines); lines[23] = p; }
    if (e == NULL) break;
    p = e + 1;
  }
  if (total <= 24) { tputs(t, tb); return; }
  /* first line, then the last 22 */
  text_put(t, lines[0], (size_t)(strchr(lines[0], '\n') - lines[0]) + 1);
  tprintf(t, "  ... (%zu lines)\n", total - 23);
  for (i = 2; i < 24; i++) {
    const char *e = strchr(lines[i], '\n');
    text_put(t, lines[i], e ? (size_t)(e - lines[i]) + 1 : strlen(lines[i]));
  }
}

static void handle_queue(Server *s);

/* The run ended (st): its output and result, or its error, to the client. */
static void finish(Server *s, bt_status st) {
  Text text = {0}, res = {0};
  size_t n;
  const char *out = bt_output(s->vm, &n);
  bool is_error = st != BT_DONE;
  s->running = false;
  s->ncalls = 0;
  if (s->cancelled) {          /* a cancelled request gets no response */
    s->cancelled = false;
    handle_queue(s);
    return;
  }
  text_put(&text, out ? out : "", out ? n : 0);
  if (st == BT_DONE) {
    const char *r = bt_result_repr(s->vm);
    if (r) {
      if (text.len && text.p[text.len - 1] != '\n') tputs(&text, "\n");
      tputs(&text, r);
    }
    if (text.len == 0) tputs(&text, "(no output)");
  } else {
    if (text.len && text.p[text.len - 1] != '\n') tputs(&text, "\n");
    if (st == BT_ERROR) put_traceback(&text, bt_error_text(s->vm));
    else tprintf(&text, "baton: %s\n", bt_limit_text(s->vm));
  }
  tputs(&res, "{\"content\": [{\"type\": \"text\", \"text\": ");
  tjson_str(&res, text.p, text.len);
  tprintf(&res, "}], \"isError\": %s}", is_error ? "true" : "false");
  client_result(s->run_id.p, res.p);
  free(text.p);
  free(res.p);
  handle_queue(s);
}

/* Step the session until it waits on the host or ends. */
static void pump(Server *s) {
  const bt_request *req;
  while (s->running) {
    bt_status st = bt_step(s->vm, &req);
    drain_cancelled(s);
    if (st == BT_REQUEST) { dispatch(s, req); continue; }
    if (st == BT_WAIT) return;
    finish(s, st);
  }
}

/* An upstream answered call i. */
static void complete(Server *s, int i, Value msg) {
  VM *j = s->j;
  Call c = s->calls[i];
  Upstream *u = &s->ups[c.up];
  Value err = jget(j, msg, "error"), res = jget(j, msg, "result"), content, sc;
  Text t = {0};
  s->calls[i] = s->calls[--s->ncalls];
  if (err.tag != V_UNDEF) {
    const char *m = jstr(jget(j, err, "message"));
    tprintf(&t, "MCP server '%s': %s", u->name, m ? m : "error");
    bt_fail(s->vm, c.req, "RuntimeError", t.p);
  } else {
    size_t k, ntext = 0;
    content = jget(j, res, "content");
    if (IS_OBJ(content, OT_LIST))
      for (k = 0; k < AS_LIST(content)->len; k++) {
        const char *x = jstr(jget(j, AS_LIST(content)->items[k], "text"));
        if (x) { if (ntext++) tputs(&t, "\n"); tputs(&t, x); }
      }
    sc = jget(j, res, "structuredContent");
    if (jget(j, res, "isError").tag == V_BOOL && jget(j, res, "isError").u.i) {
      bt_fail(s->vm, c.req, "RuntimeError", t.len ? t.p : "the tool failed");
    } else if (sc.tag != V_UNDEF) {
      Text js = {0};
      tjson_value(j, &js, sc);
      bt_fulfil_json(s->vm, c.req, js.p, js.len);
      free(js.p);
    } else if (ntext == 1 && IS_OBJ(content, OT_LIST) && AS_LIST(content)->len == 1) {
      /* one text: JSON when it parses, else the text */
      if (bt_fulfil_json(s->vm, c.req, t.p, t.len) != BT_OK) {
        bt_value v;
        v.type = BT_STR;
        v.u.str.s = t.p;
        v.u.str.len = t.len;
        if (bt_fulfil(s->vm, c.req, &v) != BT_OK)
          bt_fail(s->vm, c.req, "RuntimeError", "the tool's result is not valid UTF-8");
      }
    } else {
      Text js = {0};
      if (content.tag == V_UNDEF || !tjson_value(j, &js, content)) tputs(&js, "null");
      bt_fulfil_json(s->vm, c.req, js.p, js.len);
      free(js.p);
    }
  }
  free(t.p);
  s->answered++;
  {
    char m[64];
    snprintf(m, sizeof m, "%llu tool call%s answered", (unsigned long long)s->answered,
             s->answered == 1 ? "" : "s");
    send_progress(s, m);
  }
  pump(s);
}

/* ---- the client's messages ---- */

static bool ready(const Server *s) {
  int k;
  for (k = 0; k < s->nups; k++)
    if (s->ups[k].state == UP_INIT || s->ups[k].state == UP_LISTING) return false;
  return true;
}

static void tools_list(Server *s, const char *id) {
  Text desc = {0}, res = {0};
  const char *stubs = bt_describe(s->dvm);
  tputs(&desc, "Run a Python 3.11 program in a sandbox and return what it prints and the "
               "value of its last expression (or its error). Standard modules can be "
               "imported; files, network and the environment are not reachable. Globals "
               "persist between calls until `reset`. The program can call these functions");
  if (stubs && *stubs)
    tputs(&desc, " (each also has an awaitable twin NAME_async, so `await "
                 "asyncio.gather(...)` runs calls concurrently):\n\n");
  else
    tputs(&desc, ": none are configured.\n");
  if (stubs) tputs(&desc, stubs);
  tputs(&res, "{\"tools\": [{\"name\": \"run_python\", \"description\": ");
  tjson_str(&res, desc.p, desc.len);
  tputs(&res, ", \"inputSchema\": {\"type\": \"object\", \"properties\": {\"code\": "
              "{\"type\": \"string\", \"description\": \"The Python program\"}}, "
              "\"required\": [\"code\"]}}, {\"name\": \"reset\", \"description\": "
              "\"Forget every global of the Python session.\", \"inputSchema\": "
              "{\"type\": \"object\", \"properties\": {}}}]}");
  client_result(id, res.p);
  free(desc.p);
  free(res.p);
}

static void tool_result_text(const char *id, const char *text, bool is_error) {
  Text res = {0};
  tputs(&res, "{\"content\": [{\"type\": \"text\", \"text\": ");
  tjson_str(&res, text, strlen(text));
  tprintf(&res, "}], \"isError\": %s}", is_error ? "true" : "false");
  client_result(id, res.p);
  free(res.p);
}

static void tools_call(Server *s, const char *id, Value params) {
  VM *j = s->j;
  const char *name = jstr(jget(j, params, "name")), *code;
  Value args = jget(j, params, "arguments"), meta = jget(j, params, "_meta");
  bt_error err;
  if (name && strcmp(name, "reset") == 0) {
    session_new(s);
    tool_result_text(id, "The session was reset: no globals are defined.", false);
    return;
  }
  if (name == NULL || strcmp(name, "run_python") != 0) {
    Text m = {0};
    tprintf(&m, "Unknown tool: %s", name ? name : "(none)");
    client_error(id, -32602, m.p);
    free(m.p);
    return;
  }
  code = jstr(jget(j, args, "code"));
  if (code == NULL) {
    tool_result_text(id, "run_python needs an argument 'code' (a string).", true);
    return;
  }
  if (bt_load(s->vm, code, AS_STR(jget(j, args, "code"))->len, "<code>", &err) != BT_OK) {
    tool_result_text(id, err.text ? err.text : err.message, true);
    return;
  }
  s->run_id.len = 0;
  tputs(&s->run_id, id);
  s->progress.len = 0;
  if (jget(j, meta, "progressToken").tag != V_UNDEF)
    tjson_value(j, &s->progress, jget(j, meta, "progressToken"));
  s->progress_n = s->answered = 0;
  s->progress_due = now_ms() + s->progress_every;
  s->running = true;
  s->cancelled = false;
  {
    int k;
    for (k = 0; k < s->ntools; k++) s->tools[k].calls = 0;
  }
  pump(s);
}

static void client_msg(Server *s, char *line, size_t n);

static void handle_queue(Server *s) {
  while (s->nqueue && !s->running && ready(s)) {
    Text m = s->queue[0];
    memmove(s->queue, s->queue + 1, (size_t)--s->nqueue * sizeof *s->queue);
    client_msg(s, m.p, m.len);
    free(m.p);
  }
}

static void enqueue(Server *s, const char *line, size_t n) {
  Text t = {0};
  text_put(&t, line, n);
  s->queue = text_realloc(s->queue, (size_t)(s->nqueue + 1) * sizeof *s->queue);
  s->queue[s->nqueue++] = t;
}

/* A notifications/cancelled from the client. */
static void client_cancel(Server *s, Value params) {
  Text id = {0};
  int k;
  if (!tjson_value(s->j, &id, jget(s->j, params, "requestId"))) return;
  if (s->running && strcmp(id.p, s->run_id.p) == 0) {
    s->cancelled = true;       /* the next step ends the run */
    pump(s);
  }
  for (k = 0; k < s->nqueue; k++) {   /* or it never starts */
    char *copy = xstrdup(s->queue[k].p);
    VM *j = s->j;
    Value m;
    char e[64];
    Text qid = {0};
    if (hv_json_parse(j, copy, strlen(copy), &m, e, sizeof e) == BT_OK &&
        tjson_value(j, &qid, jget(j, m, "id")) && strcmp(qid.p, id.p) == 0) {
      free(s->queue[k].p);
      memmove(s->queue + k, s->queue + k + 1, (size_t)(s->nqueue - k - 1) * sizeof *s->queue);
      s->nqueue--;
      k--;
    }
    free(qid.p);
    free(copy);
  }
  free(id.p);
}

static void client_msg(Server *s, char *line, size_t n) {
  VM *j = s->j;
  Value m, idv, params;
  const char *method;
  Text id = {0};
  char e[160];
  if (hv_json_parse(j, line, n, &m, e, sizeof e) != BT_OK) {
    client_error(NULL, -32700, e);
    return;
  }
  if (!IS_OBJ(m, OT_DICT)) {
    client_error(NULL, -32600, "Invalid Request: not a JSON object");
    return;
  }
  method = jstr(jget(j, m, "method"));
  idv = jget(j, m, "id");
  params = jget(j, m, "params");
  if (idv.tag != V_UNDEF && !tjson_value(j, &id, idv)) tputs(&id, "null");
  if (method == NULL) {
    if (idv.tag != V_UNDEF && jget(j, m, "result").tag == V_UNDEF &&
        jget(j, m, "error").tag == V_UNDEF)
      client_error(id.p, -32600, "Invalid Request: no method");
    free(id.p);
    return;                     /* a response: we send the client no requests */
  }
  if (idv.tag == V_UNDEF) {     /* notifications */
    if (strcmp(method, "notifications/cancelled") == 0) client_cancel(s, params);
    return;
  }
  if (strcmp(method, "initialize") == 0) {
    const char *v = jstr(jget(j, params, "protocolVersion"));
    bool known = v && (strcmp(v, "2024-11-05") == 0 || strcmp(v, "2025-03-26") == 0 ||
                       strcmp(v, PROTOCOL) == 0);
    Text r = {0};
    tprintf(&r, "{\"protocolVersion\": \"%s\", \"capabilities\": {\"tools\": {}}, "
                "\"serverInfo\": {\"name\": \"baton\", \"version\": \"" BATON_VERSION "\"}}",
            known ? v : PROTOCOL);
    client_result(id.p, r.p);
    free(r.p);
  } else if (strcmp(method, "ping") == 0) {
    client_result(id.p, "{}");
  } else if (strcmp(method, "tools/list") == 0) {
    if (!ready(s)) enqueue(s, line, n);
    else tools_list(s, id.p);
  } else if (strcmp(method, "tools/call") == 0) {
    if (!ready(s) || s->running) enqueue(s, line, n);
    else tools_call(s, id.p, params);
  } else if (strcmp(method, "logging/setLevel") == 0) {
    client_result(id.p, "{}");
  } else {
    Text msg = {0};
    tprintf(&msg, "Method not found: %s", method);
    client_error(id.p, -32601, msg.p);
    free(msg.p);
  }
  free(id.p);
}

static void on_client_line(void *ud, char *line, size_t n, bool oversize) {
  Server *s = ud;
  if (oversize) client_error(NULL, -32600, "Invalid Request: message larger than 16 MiB");
  else client_msg(s, line, n);
  gc_collect(s->j);
}

/* ---- the upstreams' messages ---- */

typedef struct UpLine { Server *s; Upstream *u; } UpLine;

static void up_msg(Server *s, Upstream *u, char *line, size_t n) {
  VM *j = s->j;
  Value m, idv;
  const char *method;
  char e[160];
  int i;
  if (hv_json_parse(j, line, n, &m, e, sizeof e) != BT_OK || !IS_OBJ(m, OT_DICT)) {
    fprintf(stderr, "baton mcp: [%s] not a JSON-RPC message: %.80s\n", u->name, line);
    return;
  }
  method = jstr(jget(j, m, "method"));
  idv = jget(j, m, "id");
  if (method) {
    if (idv.tag != V_UNDEF) {   /* a request to us (the client side) */
      Text id = {0}, r = {0};
      tjson_value(j, &id, idv);
      if (strcmp(method, "ping") == 0)
        tprintf(&r, "{\"jsonrpc\": \"2.0\", \"id\": %s, \"result\": {}}", id.p);
      else
        tprintf(&r, "{\"jsonrpc\": \"2.0\", \"id\": %s, \"error\": {\"code\": -32601, "
                    "\"message\": \"Method not found\"}}", id.p);
      up_send(u, &r);
      free(id.p);
      free(r.p);
    } else if (strcmp(method, "notifications/tools/list_changed") == 0) {
      if (u->state == UP_READY && !s->running) up_list(u);
      else if (u->state == UP_READY) u->relist = true;
    } else if (strcmp(method, "notifications/message") == 0) {
      Text d = {0};
      Value p = jget(j, m, "params");
      tjson_value(j, &d, jget(j, p, "data"));
      fprintf(stderr, "baton mcp: [%s] %s: %s\n", u->name,
              jstr(jget(j, p, "level")) ? jstr(jget(j, p, "level")) : "log", d.p ? d.p : "");
      free(d.p);
    }
    return;
  }
  if (idv.tag != V_INT) return;
  if (u->state == UP_INIT && (uint64_t)idv.u.i == u->init_id) {
    Text note = {0};
    if (jget(j, m, "error").tag != V_UNDEF) {
      up_kill(s, u, "refused initialize");
      return;
    }
    tputs(&note, "{\"jsonrpc\": \"2.0\", \"method\": \"notifications/initialized\"}");
    up_send(u, &note);
    free(note.p);
    up_list(u);
    return;
  }
  if (u->state == UP_LISTING && (uint64_t)idv.u.i == u->list_id) {
    up_tools(s, u, jget(j, m, "result"));
    if (ready(s)) handle_queue(s);
    return;
  }
  for (i = 0; i < s->ncalls; i++)
    if (s->calls[i].up == (int)(u - s->ups) && s->calls[i].rpc == (uint64_t)idv.u.i) {
      complete(s, i, m);
      return;
    }
}

static void on_up_line(void *ud, char *line, size_t n, bool oversize) {
  UpLine *x = ud;
  if (oversize) fprintf(stderr, "baton mcp: [%s] message over 16 MiB dropped\n", x->u->name);
  else up_msg(x->s, x->u, line, n);
  gc_collect(x->s->j);
}

static void on_up_err(void *ud, char *line, size_t n, bool oversize) {
  UpLine *x = ud;
  (void)oversize;
  fprintf(stderr, "[%s] %.*s\n", x->u->name, (int)n, line ? line : "");
}

/* ---- the loop ---- */

static void fire_timers(Server *s) {
  uint64_t now = now_ms();
  int i, k;
  for (k = 0; k < s->nups; k++)
    if (s->ups[k].state == UP_INIT && now >= s->ups[k].deadline) {
      char m[80];
      snprintf(m, sizeof m, "did not answer initialize within %llu ms",
               (unsigned long long)s->init_timeout);
      up_kill(s, &s->ups[k], m);
      if (ready(s)) handle_queue(s);
    }
  for (i = s->ncalls; i-- > 0;) {
    Call c = s->calls[i];
    if (now < c.deadline) continue;
    if (c.up < 0) {
      s->calls[i] = s->calls[--s->ncalls];
      bt_fulfil_json(s->vm, c.req, "null", 4);
    } else {
      char m[300];
      snprintf(m, sizeof m, "MCP server '%s' did not answer %s within %llu ms",
               s->ups[c.up].name, s->tools[c.tool].py, (unsigned long long)s->call_timeout);
      fail_call(s, i, "TimeoutError", m);
    }
  }
  if (s->running) pump(s);
  progress_tick(s, now_ms());
}

static int poll_timeout(const Server *s) {
  uint64_t now = now_ms(), first = UINT64_MAX;
  int i;
  for (i = 0; i < s->ncalls; i++)
    if (s->calls[i].deadline < first) first = s->calls[i].deadline;
  if (s->running && s->ncalls && s->progress.len && s->progress_every && s->progress_due < first)
    first = s->progress_due;
  for (i = 0; i < s->nups; i++)
    if (s->ups[i].state == UP_INIT && s->ups[i].deadline < first) first = s->ups[i].deadline;
  if (first == UINT64_MAX) return -1;
  return first <= now ? 0 : first - now > 60000 ? 60000 : (int)(first - now);
}

static void read_into(int *fd, Lines *l, void (*fn)(void *, char *, size_t, bool), void *ud,
                      bool *eof) {
  char buf[65536];
  ssize_t r = read(*fd, buf, sizeof buf);
  if (r > 0) { lines_feed(l, buf, (size_t)r, fn, ud); return; }
  if (r < 0 && (errno == EAGAIN || errno == EINTR)) return;
  *eof = true;
}

static void serve(Server *s) {
  struct pollfd *fds = NULL;
  int *who = NULL;
  for (;;) {
    int nf = 0, i, k;
    size_t cap = (size_t)(1 + 3 * s->nups);
    if (stop_signal) break;
    if (s->in_eof && !s->running && s->nqueue == 0) break;
    if (s->in_eof && s->nqueue && !s->running && ready(s)) handle_queue(s);
    fds = text_realloc(fds, cap * sizeof *fds);
    who = text_realloc(who, cap * sizeof *who);
    if (!s->in_eof) { fds[nf].fd = 0; fds[nf].events = POLLIN; who[nf++] = -1; }
    for (k = 0; k < s->nups; k++) {
      Upstream *u = &s->ups[k];
      if (u->state == UP_DEAD) continue;
      if (u->out >= 0) { fds[nf].fd = u->out; fds[nf].events = POLLIN; who[nf++] = 3 * k; }
      if (u->err >= 0) { fds[nf].fd = u->err; fds[nf].events = POLLIN; who[nf++] = 3 * k + 1; }
      if (u->in >= 0 && u->wq.len > u->woff) {
        fds[nf].fd = u->in; fds[nf].events = POLLOUT; who[nf++] = 3 * k + 2;
      }
    }
    if (poll(fds, (nfds_t)nf, poll_timeout(s)) < 0 && errno != EINTR) break;
    for (i = 0; i < nf; i++) {
      short re = fds[i].revents;
      if (!re) continue;
      if (who[i] == -1) {
        read_into(&fds[i].fd, &s->in, on_client_line, s, &s->in_eof);
        continue;
      }
      {
        Upstream *u = &s->ups[who[i] / 3];
        UpLine x;
        bool eof = false;
        x.s = s;
        x.u = u;
        if (u->state == UP_DEAD) continue;
        if (who[i] % 3 == 0) {
          read_into(&u->out, &u->rl, on_up_line, &x, &eof);
          if (eof) {
            int st = 0;
            char m[80];
            waitpid(u->pid, &st, 0);
            if (WIFEXITED(st)) snprintf(m, sizeof m, "exited (status %d)", WEXITSTATUS(st));
            else snprintf(m, sizeof m, "was killed (signal %d)", WTERMSIG(st));
            u->pid = -1;
            up_kill(s, u, m);
            if (ready(s)) handle_queue(s);
            if (s->running) pump(s);
          }
        } else if (who[i] % 3 == 1) {
          read_into(&u->err, &u->el, on_up_err, &x, &eof);
          if (eof) { close(u->err); u->err = -1; }
        } else {
          ssize_t w = write(u->in, u->wq.p + u->woff, u->wq.len - u->woff);
          if (w > 0) u->woff += (size_t)w;
          if (u->woff == u->wq.len) u->woff = u->wq.len = 0;
          if (w < 0 && errno != EAGAIN && errno != EINTR) up_kill(s, u, "closed its input");
        }
      }
    }
    fire_timers(s);
    for (k = 0; k < s->nups && !s->running; k++)
      if (s->ups[k].relist && s->ups[k].state == UP_READY) up_list(&s->ups[k]);
  }
  free(fds);
  free(who);
}

/* ---- configuration ---- */

static int config_error(const char *path, const char *server, const char *what) {
  if (server) fprintf(stderr, "baton mcp: %s: mcpServers.%s: %s\n", path, server, what);
  else fprintf(stderr, "baton mcp: %s: %s\n", path, what);
  return -1;
}

/* A JSON array of strings as a NULL-terminated array, prefixed by first
** (when not NULL); NULL when v is not such an array. */
static char **str_array(Value v, const char *first) {
  size_t i, n, k = 0;
  char **a;
  if (!IS_OBJ(v, OT_LIST)) return NULL;
  n = AS_LIST(v)->len;
  for (i = 0; i < n; i++)
    if (!IS_STR(AS_LIST(v)->items[i])) return NULL;
  a = text_realloc(NULL, (n + 2) * sizeof *a);
  if (first) a[k++] = xstrdup(first);
  for (i = 0; i < n; i++) a[k++] = xstrdup(AS_STR(AS_LIST(v)->items[i])->data);
  a[k] = NULL;
  return a;
}

static int load_config(Server *s, const char *path) {
  VM *j = s->j;
  FILE *f = fopen(path, "rb");
  Text src = {0};
  char buf[65536], e[200];
  size_t n, pos = 0;
  Value root, servers, name, spec;
  if (f == NULL) {
    fprintf(stderr, "baton mcp: cannot read %s: %s\n", path, strerror(errno));
    return -1;
  }
  while ((n = fread(buf, 1, sizeof buf, f)) > 0) text_put(&src, buf, n);
  fclose(f);
  if (hv_json_parse(j, src.p ? src.p : "", src.len, &root, e, sizeof e) != BT_OK) {
    free(src.p);
    return config_error(path, NULL, e);
  }
  free(src.p);
  servers = jget(j, root, "mcpServers");
  if (!IS_OBJ(servers, OT_DICT))
    return config_error(path, NULL, "expected an object {\"mcpServers\": {NAME: {...}}}");
  while (dict_next(AS_DICT(servers), &pos, &name, &spec)) {
    static const char *const keys[] = {"command", "args", "env", "tools", "maxCalls", "type",
                                       "disabled"};
    const char *nm = AS_STR(name)->data;
    Upstream u;
    Value k, v, x;
    size_t p2 = 0, i;
    if (!IS_OBJ(spec, OT_DICT)) return config_error(path, nm, "expected an object");
    while (dict_next(AS_DICT(spec), &p2, &k, &v)) {
      char m[200];
      for (i = 0; i < sizeof keys / sizeof keys[0]; i++)
        if (strcmp(AS_STR(k)->data, keys[i]) == 0) break;
      if (i == sizeof keys / sizeof keys[0]) {
        snprintf(m, sizeof m, "unknown key '%.60s' (expected command, args, env, tools, "
                 "maxCalls, type, disabled)", AS_STR(k)->data);
        return config_error(path, nm, m);
      }
    }
    x = jget(j, spec, "disabled");
    if (x.tag == V_BOOL && x.u.i) continue;
    x = jget(j, spec, "type");
    if (x.tag != V_UNDEF && !(jstr(x) && strcmp(jstr(x), "stdio") == 0))
      return config_error(path, nm, "only \"type\": \"stdio\" servers are supported");
    memset(&u, 0, sizeof u);
    u.in = u.out = u.err = -1;
    u.pid = -1;
    if (!jstr(jget(j, spec, "command")))
      return config_error(path, nm, "\"command\" must be a string");
    x = jget(j, spec, "args");
    u.argv = x.tag == V_UNDEF ? str_array(VUNDEF, NULL) : str_array(x, jstr(jget(j, spec, "command")));
    if (x.tag == V_UNDEF) {
      u.argv = text_realloc(NULL, 2 * sizeof *u.argv);
      u.argv[0] = xstrdup(jstr(jget(j, spec, "command")));
      u.argv[1] = NULL;
    }
    if (u.argv == NULL) return config_error(path, nm, "\"args\" must be an array of strings");
    x = jget(j, spec, "env");
    if (x.tag != V_UNDEF) {
      Value ek, ev;
      size_t p3 = 0, ne = 0;
      if (!IS_OBJ(x, OT_DICT)) return config_error(path, nm, "\"env\" must be an object");
      u.env = text_realloc(NULL, (AS_DICT(x)->len + 1) * sizeof *u.env);
      while (dict_next(AS_DICT(x), &p3, &ek, &ev)) {
        Text kv = {0};
        if (!IS_STR(ev)) return config_error(path, nm, "\"env\" values must be strings");
        tprintf(&kv, "%s=%s", AS_STR(ek)->data, AS_STR(ev)->data);
        u.env[ne++] = kv.p;
      }
      u.env[ne] = NULL;
    }
    x = jget(j, spec, "tools");
    if (x.tag != V_UNDEF && (u.allow = str_array(x, NULL)) == NULL)
      return config_error(path, nm, "\"tools\" must be an array of tool names");
    x = jget(j, spec, "maxCalls");
    if (x.tag == V_INT && x.u.i > 0) {
      u.cap_all = (long)x.u.i;
    } else if (IS_OBJ(x, OT_DICT)) {
      Value ck, cv;
      size_t p4 = 0;
      u.cap_names = text_realloc(NULL, AS_DICT(x)->len * sizeof *u.cap_names + 1);
      u.cap_max = text_realloc(NULL, AS_DICT(x)->len * sizeof *u.cap_max + 1);
      while (dict_next(AS_DICT(x), &p4, &ck, &cv)) {
        if (cv.tag != V_INT || cv.u.i <= 0)
          return config_error(path, nm, "\"maxCalls\" values must be positive integers");
        u.cap_names[u.ncaps] = xstrdup(AS_STR(ck)->data);
        u.cap_max[u.ncaps++] = (long)cv.u.i;
      }
    } else if (x.tag != V_UNDEF) {
      return config_error(path, nm, "\"maxCalls\" must be a positive integer or an object "
                                    "{tool: calls}");
    }
    u.name = xstrdup(nm);
    s->ups = text_realloc(s->ups, (size_t)(s->nups + 1) * sizeof *s->ups);
    s->ups[s->nups++] = u;
  }
  return 0;
}

static void strv_free(char **v) {
  char **p;
  for (p = v; p && *p; p++) free(*p);
  free(v);
}

static void server_free(Server *s) {
  int k;
  for (k = 0; k < s->nups; k++) {
    Upstream *u = &s->ups[k];
    int c;
    free(u->name);
    strv_free(u->argv);
    strv_free(u->env);
    strv_free(u->allow);
    for (c = 0; c < u->ncaps; c++) free(u->cap_names[c]);
    free(u->cap_names);
    free(u->cap_max);
    free(u->rl.buf.p);
    free(u->el.buf.p);
    free(u->wq.p);
    if (u->in >= 0) close(u->in);
    if (u->out >= 0) close(u->out);
    if (u->err >= 0) close(u->err);
  }
  free(s->ups);
  for (k = 0; k < s->ntools; k++) {
    free(s->tools[k].name); free(s->tools[k].py);
    free(s->tools[k].schema); free(s->tools[k].desc);
  }
  free(s->tools);
  free(s->calls);
  for (k = 0; k < s->nqueue; k++) free(s->queue[k].p);
  free(s->queue);
  free(s->in.buf.p);
  free(s->run_id.p);
  free(s->progress.p);
  if (s->vm) bt_free(s->vm);
  if (s->dvm) bt_free(s->dvm);
  vm_free(s->j);
}

/* ---- the command ---- */

static const char help[] =
  "usage: baton mcp [--config FILE] [options]\n"
  "\n"
  "An MCP server (stdio transport) with two tools: run_python, which runs a\n"
  "Python program in baton's sandbox, and reset.  The program calls the tools\n"
  "of the MCP servers FILE names as Python functions SERVER_TOOL(...) (and\n"
  "SERVER_TOOL_async(...) for asyncio.gather).  FILE has the shape MCP clients\n"
  "use: {\"mcpServers\": {\"NAME\": {\"command\": ..., \"args\": [...], \"env\": {...},\n"
  "\"tools\": [allowed tool names], \"maxCalls\": N or {\"tool\": N}}}}.\n"
  "\n"
  "Limits of each run (0 = none):\n"
  "  --max-steps N       instructions (default 100000000)\n"
  "  --max-memory N      bytes, K/M/G suffixes (default 256M)\n"
  "  --max-output N      bytes printed (default 1M)\n"
  "  --max-calls N       tool calls (default 1000)\n"
  "  --timeout S         seconds of wall time (default 60)\n"
  "  --tool-timeout S    seconds an upstream tool call may take (default 60)\n"
  "  --init-timeout S    seconds an upstream server may take to start (default 10)\n"
  "  --progress-interval S  when the client gives a progressToken: seconds\n"
  "                      between progress notifications while a run waits on a\n"
  "                      tool call (default 1, at least 0.01; 0 = only one per\n"
  "                      answered call)\n"
  "\n"
  "The program has no clock and no entropy unless granted:\n"
  "  --clock             the real clock (time.time(), datetime.now())\n"
  "  --entropy           the system's entropy (random without a seed, uuid4())\n"
  "  -h, --help          this help\n";

/* A number flag: integral or not, within [0, max]; suffixes K/M/G when
** sized. */
static int number(const char *flag, const char *arg, double max, bool integral, bool sized,
                  double *out) {
  char *end;
  double v;
  if (arg == NULL) {
    fprintf(stderr, "baton mcp: %s needs a value\ntry 'baton mcp --help'\n", flag);
    return -1;
  }
  errno = 0;
  v = strtod(arg, &end);
  if (sized && end != arg && *end && !end[1]) {
    if (*end == 'K' || *end == 'k') { v *= 1024; end++; }
    else if (*end == 'M' || *end == 'm') { v *= 1048576; end++; }
    else if (*end == 'G' || *end == 'g') { v *= 1073741824.0; end++; }
  }
  if (end == arg || *end || errno || !(v >= 0) || v > max || (integral && v != (double)(uint64_t)v)) {
    fprintf(stderr, "baton mcp: %s: invalid value '%s' (%s from 0 to %.0f)\ntry 'baton mcp "
            "--help'\n", flag, arg, integral ? "an integer" : "a number", max);
    return -1;
  }
  *out = v;
  return 0;
}

int mcp_main(int argc, char **argv) {
  Server s;
  const char *config = NULL;
  double steps = 1e8, memory = 256.0 * 1048576, output = 1048576, calls = 1000, timeout = 60,
         tool_timeout = 60, init_timeout = 10, progress = 1;
  int i, k, rc = 0;
  struct sigaction sa;
  memset(&s, 0, sizeof s);
  for (i = 0; i < argc; i += 2) {      /* every option but the grants takes a value */
    const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
    int r = 0;
    if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
      fputs(help, stdout);
      return 0;
    }
    if (strcmp(a, "--clock") == 0 || strcmp(a, "--entropy") == 0) {
      if (a[2] == 'c') s.cfg.wall_clock = grant_wall_clock;
      else s.cfg.entropy = grant_entropy;
      i--;                             /* no value follows */
      continue;
    }
    if (strcmp(a, "--config") == 0) {
      if (v == NULL) { fputs("baton mcp: --config needs a file\ntry 'baton mcp --help'\n", stderr); return 2; }
      config = v;
    } else if (strcmp(a, "--max-steps") == 0) r = number(a, v, 1e18, true, false, &steps);
    else if (strcmp(a, "--max-memory") == 0) r = number(a, v, 1e15, true, true, &memory);
    else if (strcmp(a, "--max-output") == 0) r = number(a, v, 1e15, true, true, &output);
    else if (strcmp(a, "--max-calls") == 0) r = number(a, v, 1e18, true, false, &calls);
    else if (strcmp(a, "--timeout") == 0) r = number(a, v, 1e7, false, false, &timeout);
    else if (strcmp(a, "--tool-timeout") == 0) r = number(a, v, 1e7, false, false, &tool_timeout);
    else if (strcmp(a, "--init-timeout") == 0) r = number(a, v, 1e7, false, false, &init_timeout);
    else if (strcmp(a, "--progress-interval") == 0) r = number(a, v, 1e7, false, false, &progress);
    else {
      fprintf(stderr, "baton mcp: unknown option %s\ntry 'baton mcp --help'\n", a);
      return 2;
    }
    if (r) return 2;
  }
  s.j = vm_new(NULL, NULL);
  if (s.j == NULL) { fputs("baton mcp: out of memory\n", stderr); return 70; }
  if (config && load_config(&s, config)) { server_free(&s); return 2; }
  s.cfg.max_steps = (uint64_t)steps;
  s.cfg.max_memory = (size_t)memory;
  s.cfg.max_output = (size_t)output;
  s.cfg.max_calls = (uint64_t)calls;
  /* a deadline always: it is also how a cancelled run is stopped */
  s.cfg.timeout_ms = timeout > 0 ? (uint64_t)(timeout * 1000) : (uint64_t)1 << 40;
  s.call_timeout = tool_timeout > 0 ? (uint64_t)(tool_timeout * 1000) : (uint64_t)1 << 40;
  s.init_timeout = init_timeout > 0 ? (uint64_t)(init_timeout * 1000) : (uint64_t)1 << 40;
  /* at most a hundred a second: a notification per poll would flood */
  s.progress_every = progress > 0 && progress < 0.01 ? 10 : (uint64_t)(progress * 1000);
  s.dvm = bt_new(NULL);
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_signal;
  sigaction(SIGINT, &sa, NULL);
  sigaction(SIGTERM, &sa, NULL);
  signal(SIGPIPE, SIG_IGN);
  set_nonblock(0);
  s.cfg.now = session_clock;
  s.cfg.now_ud = &s;
  session_new(&s);
  for (k = 0; k < s.nups; k++) up_start(&s, &s.ups[k]);
  serve(&s);
  if (stop_signal) rc = 128 + stop_signal;
  for (k = 0; k < s.nups; k++) {
    Upstream *u = &s.ups[k];
    if (u->pid > 0) {
      kill(-u->pid, SIGTERM);
      waitpid(u->pid, NULL, 0);
    }
  }
  server_free(&s);
  return rc;
}
