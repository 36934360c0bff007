/*
** baton.h - the public C API of baton, an embeddable sandbox for Python
** programs written by AI agents.  This is the only installed header.
**
** A bt_vm holds one sandboxed interpreter: its globals persist across runs
** (as a REPL's do).  VMs share nothing: many may live in one process, on
** different threads (one thread at a time per VM).
**
** Typical use:
**
**     bt_vm *vm = bt_new(NULL);
**     bt_error err;
**     if (bt_load(vm, src, len, "agent.py", &err) != BT_OK) { ...err.text... }
**     const bt_request *req;
**     for (;;) {
**       bt_status st = bt_step(vm, &req);
**       if (st == BT_REQUEST) { ...bt_fulfil(vm, req->id, &value) now or later... }
**       else if (st == BT_WAIT) { ...wait for the host's own work to finish... }
**       else if (st == BT_DONE) break;
**       else if (st == BT_ERROR) { ...bt_error_text(vm)...; break; }
**       else if (st == BT_LIMIT) { ...bt_limit_text(vm)...; break; }
**     }
**     bt_free(vm);
**
** Errors are return codes; nothing here aborts or longjmps.
*/
#ifndef BATON_H
#define BATON_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define BATON_VERSION "0.1.0"

typedef struct bt_vm bt_vm;

/* Allocator hook: realloc-like, told the old size.  nsize == 0 frees. */
typedef void *(*bt_alloc_fn)(void *ud, void *ptr, size_t osize, size_t nsize);
/* Output sink: receives whole lines (or the final unterminated chunk). */
typedef void (*bt_print_fn)(void *ud, const char *s, size_t n);
/* The program's stderr (sys.stderr.write, print(file=sys.stderr),
** traceback.print_exc) is a second stream: with print_stderr set, each
** write goes to it at once (stderr is unbuffered: the VM holds none of it,
** so snapshots hold none), after the stdout text printed before it has
** gone to the print sink (so a host writing both to one terminal keeps
** their order).  Without print_stderr, stderr text joins stdout's (the
** print sink, or the buffer bt_output reads), as on a terminal.  max_output
** counts the bytes of both streams.  An uncaught exception's traceback is
** not written to either: it is bt_error_text. */

typedef struct bt_config {
  bt_alloc_fn alloc;       /* NULL: malloc/realloc/free */
  void *alloc_ud;
  size_t max_memory;       /* bytes the VM may hold; 0 = default (256 MiB) */
  uint64_t max_steps;      /* instructions-ish budget per run; 0 = default (no limit) */
  uint32_t max_depth;      /* Python call depth; 0 = default (1000) */
  size_t max_output;       /* bytes printed per run (stdout and stderr
                              together); 0 = default (no limit) */
  bt_print_fn print;       /* NULL: buffer the output, read with bt_output */
  void *print_ud;
  uint64_t max_calls;      /* tool calls per run; 0 = default (no limit) */
  /* Optional deadline: now() returns monotonic milliseconds; the run stops
  ** with BT_LIMIT once now() passes start + timeout_ms.  The VM has no clock
  ** of its own: without now() there is no deadline. */
  uint64_t (*now)(void *ud);
  void *now_ud;
  uint64_t timeout_ms;
  /* Optional key authenticating snapshots: bt_snapshot appends an
  ** HMAC-SHA-256 tag made with it, and bt_restore refuses bytes whose tag
  ** does not verify (or that carry none).  Copied by bt_new/bt_restore. */
  const void *snapshot_key;
  size_t snapshot_key_len;
  /* Optional capabilities granted to the program (none by default, so runs
  ** are deterministic): wall_clock() returns seconds since the epoch
  ** (time.time(), time.monotonic()); entropy() fills n bytes and returns 0
  ** (random without a seed).  Without them those calls raise RuntimeError
  ** saying the host grants no clock / no entropy. */
  double (*wall_clock)(void *ud);
  void *wall_clock_ud;
  int (*entropy)(void *ud, void *buf, size_t n);
  void *entropy_ud;
  /* Optional cache of parsed programs shared by VMs (bt_cache_new). */
  struct bt_cache *cache;
  bt_print_fn print_stderr; /* NULL: stderr text goes where stdout's goes */
  void *print_stderr_ud;
} bt_config;

/* Parsed programs shared between VMs.  Parsing is most of the cost of
** bt_load, bt_tool (a signature), bt_restore (snapshots recompile their
** sources) and of the library modules and builtins written in Python that
** every VM compiles at first use: VMs made with the same cache parse each
** text once.  A cache keeps the syntax trees and compiled code of about
** max_bytes of programs; when that is full it starts over (what was kept
** goes once no compile uses it, and the texts seen from then on are kept),
** so a long-lived host keeps caching what it uses now.  Each VM still
** makes its own code objects, so no VM state points into it.  Thread-safe: VMs on any
** threads may share one cache (alloc, NULL for malloc, must be thread-safe
** then).  Free it after every VM that uses it.  NULL when out of memory. */
typedef struct bt_cache bt_cache;
bt_cache *bt_cache_new(bt_alloc_fn alloc, void *alloc_ud, size_t max_bytes);
void bt_cache_free(bt_cache *cache);

typedef enum bt_status {
  BT_OK = 0,
  BT_DONE,                 /* the program finished (bt_result) */
  BT_ERROR,                /* an uncaught Python exception (bt_error_text) */
  BT_LIMIT,                /* a resource limit stopped the run (bt_limit_text) */
  BT_REQUEST,              /* a tool was called: *req describes the request */
  BT_WAIT,                 /* nothing can run until a request is fulfilled */
  BT_MISUSE = -1,          /* API misuse: nothing loaded, unknown id, bad argument */
  BT_NOMEM = -2,           /* the VM's memory limit or the host allocator refused */
  BT_INVALID = -3          /* a value from the host is malformed (bad UTF-8,
                              too deep, too large, not JSON ...) */
} bt_status;

typedef struct bt_error {
  char type[64];           /* "SyntaxError", "IndentationError", ... */
  char message[256];
  int line, offset;        /* 1-based; 0 when unknown */
  const char *text;        /* full CPython-style report; valid until the
                              next call on the VM */
} bt_error;

/* ---- values crossing the boundary ----
** A bt_value is a plain tree the host reads or builds itself (on its stack,
** in its own memory).  Values the VM hands out (request arguments, results,
** globals) are owned by the VM and valid until the call the function's
** comment names; values the host passes in are copied (and checked: valid
** UTF-8, depth at most BT_MAX_DEPTH, no more than the memory limit allows)
** and may be freed as soon as the call returns. */
typedef enum bt_type {
  BT_NONE, BT_BOOL, BT_INT, BT_BIGINT, BT_FLOAT, BT_STR,
  BT_LIST, BT_TUPLE, BT_DICT, BT_SET,
  BT_OTHER,                /* a value with no host form (function, ...):
                              u.str holds its repr, u.str.type the name
                              of its type (__name__: "complex", "Point") */
  BT_BYTES                 /* bytes (and bytearray, which arrives as
                              bytes): u.str holds the raw bytes (any
                              values, NUL included); no JSON form */
} bt_type;

#define BT_MAX_DEPTH 200

typedef struct bt_value bt_value;
struct bt_value {
  bt_type type;
  union {
    int b;                                   /* BT_BOOL */
    int64_t i;                               /* BT_INT */
    double f;                                /* BT_FLOAT */
    struct { const char *s; size_t len;
             const char *type; } str;        /* BT_STR (UTF-8), BT_BIGINT
                                                (decimal digits, optional
                                                '-'), BT_OTHER, BT_BYTES
                                                (raw bytes).  type: read
                                                for BT_OTHER only, its
                                                type's __name__ (the VM
                                                sets it; a host building
                                                one sets it or NULL) */
    struct { const bt_value *items; size_t n; } seq;  /* LIST, TUPLE, SET */
    struct { const bt_value *keys, *vals; size_t n; } map; /* BT_DICT */
  } u;
};

/* ---- tools ---- */
typedef struct bt_request {
  uint64_t id;             /* unique within the VM, never 0 */
  const char *tool;        /* the registered name */
  const bt_value *args;    /* BT_LIST: positional arguments (a tool with a
                              signature has none: see kwargs) */
  const bt_value *kwargs;  /* BT_DICT: keyword arguments; for a tool with a
                              signature, every parameter by name, defaults
                              filled in, in parameter order */
  int line;                /* source line of the call */
} bt_request;
/* The request and its values stay valid until the request is fulfilled or
** failed (or the VM is freed). */

/* An async tool: calling it issues the request at once and returns an
** awaitable (the program goes on; `await` or asyncio.gather collect the
** result), so several of its requests can be outstanding together.  A plain
** tool call blocks the whole event loop until it is answered, as a plain
** function call does under CPython (bt_step returns BT_WAIT meanwhile). */
#define BT_TOOL_ASYNC 1u

/* The request that asyncio.sleep(delay), the timeouts of
** asyncio.wait_for and asyncio.as_completed, and time.sleep(delay) (a sync
** call) send to the host (the VM has no clock): args is [delay] in seconds
** (int or float, > 0).  Fulfil it
** (with any value) once that time has passed.  It is never a registered
** tool's name. */
#define BT_SLEEP_TOOL "asyncio.sleep"

/* Register a tool callable from the program as NAME(...).  signature is
** Python parameter syntax ("city: str, units: str = 'C'"), or a whole
** header "def NAME(params)" / "async def NAME(params)" (with an optional
** "-> annotation" and trailing colon; "async def" registers the tool as
** BT_TOOL_ASYNC), or NULL for any arguments; doc may be NULL.  BT_INVALID
** for a bad name or signature, or a header naming another function.  The
** signature is compiled and its defaults run here, under the VM's limits
** (BT_LIMIT, bt_limit_text saying which, when they run into one); a VM
** whose bt_cache has seen the same signature registered before (a VM per
** request, a restore) leaves that work to the tool's first call, in the
** program's steps. */
bt_status bt_tool(bt_vm *vm, const char *name, const char *signature,
                  const char *doc, unsigned flags);

/* Register a tool from a JSON Schema of its arguments: an MCP tool's
** `inputSchema`, an OpenAI function's `parameters`, an Anthropic tool's
** `input_schema` (schema_json may be NULL or empty: any arguments).  The
** schema becomes a Python signature and docstring (bt_describe shows them):
**  - required properties are positional-or-keyword parameters, in property
**    order; optional ones follow with their `default` as a Python literal,
**    or `= None`;
**  - JSON types become annotations: string str, integer int, number float,
**    boolean bool, null None, array list[T], object dict; type lists,
**    anyOf and oneOf become unions (`str | None`); enum and const take the
**    type of their values; `$ref` to #/$defs/X or #/definitions/X is
**    followed; other schemas get no annotation;
**  - properties whose names are not Python identifiers (or are keywords)
**    are accepted through **kwargs;
**  - the docstring is the description, then "Args:" with each parameter's
**    description, enum values and the keys of object arguments.
** Calls bind as a call of that signature would.  An optional parameter the
** call did not give is left out of the request's kwargs (as a JSON-Schema
** tool expects), not sent as None.  BT_INVALID with err->message saying
** why for malformed JSON, a schema that is not an object schema, or a bad
** name; err may be NULL. */
bt_status bt_tool_schema(bt_vm *vm, const char *name, const char *schema_json, size_t len,
                         const char *description, unsigned flags, bt_error *err);

/* Create a VM; cfg may be NULL for defaults.  NULL when out of memory. */
bt_vm *bt_new(const bt_config *cfg);
void bt_free(bt_vm *vm);

/* on != 0: when a run ends normally, close the suspended generators its
** globals hold (their finally blocks run, their output is the run's), as
** CPython's shutdown does: for a host that runs one program to its end
** (`baton run`).  Off by default: a session's later runs may still use
** them.  Not kept in snapshots. */
void bt_set_close_at_end(bt_vm *vm, int on);

/* Compile a program; it runs at the next bt_step.  Globals persist from
** earlier runs.  On a syntax error returns BT_ERROR and fills *err (err may
** be NULL).  BT_MISUSE while a run is in progress. */
bt_status bt_load(bt_vm *vm, const char *src, size_t len, const char *filename,
                  bt_error *err);

/* Run until the program needs the host or ends.  BT_REQUEST: *req is a new
** request (req may be NULL for hosts without tools).  Stepping again before
** fulfilling it is allowed: BT_WAIT when nothing else can run.  After
** BT_DONE/BT_ERROR/BT_LIMIT the VM is ready for the next bt_load. */
bt_status bt_step(bt_vm *vm, const bt_request **req);

/* Requests whose results the program no longer wants: an awaited task was
** cancelled, a wait_for timed out, a gather failed, or the run ended with
** them outstanding.  Returns the id of the next such request since the last
** call, or 0 when there is none; the host may abort that work.  Fulfilling
** or failing a cancelled request afterwards is harmless (BT_OK, ignored). */
uint64_t bt_cancelled(bt_vm *vm);

/* Complete request id with a result (copied), or as JSON text. */
bt_status bt_fulfil(bt_vm *vm, uint64_t id, const bt_value *result);
bt_status bt_fulfil_json(bt_vm *vm, uint64_t id, const char *json, size_t len);
/* Complete request id with an exception raised at the call site.  exc_type
** names a builtin exception class ("ValueError"); unknown names become
** RuntimeError.  msg may be NULL. */
bt_status bt_fail(bt_vm *vm, uint64_t id, const char *exc_type, const char *msg);

/* JSON text of a value (valid until the next call on the VM), and of a
** request: {"id": 1, "tool": "search", "args": [...], "kwargs": {...}}.
** Formatted as Python's json.dumps(): tuples become arrays, int/float/
** bool/None dict keys become strings as json.dumps converts them; other
** keys, nan/inf, BT_SET, BT_OTHER and BT_BYTES have no JSON form: NULL is
** returned (the reason in bt_error_text, as json.dumps says it: "Object of
** type set is not JSON serializable", "Object of type bytes is not JSON
** serializable", "Out of range float values are not JSON compliant" (a
** ValueError in json.dumps, the others TypeErrors); a host that wants
** them sends them itself, e.g. as a list, base64 or a list of ints). */
const char *bt_value_to_json(bt_vm *vm, const bt_value *v, size_t *len);
const char *bt_request_json(bt_vm *vm, const bt_request *req, size_t *len);

/* Globals: set before a run (copied), read after (valid until the next
** call on the VM; NULL when absent). */
bt_status bt_set_global(bt_vm *vm, const char *name, const bt_value *v);
const bt_value *bt_get_global(bt_vm *vm, const char *name);
/* The value of the program's final expression statement (BT_NONE if none),
** valid until the next call on the VM. */
const bt_value *bt_result(bt_vm *vm);

/* After BT_ERROR: the traceback in CPython's format ("Traceback (most
** recent call last): ...", ending with "Type: message\n").  After BT_DONE:
** what CPython would print to stderr as it exits, "" mostly (see
** bt_exit_code). */
const char *bt_error_text(bt_vm *vm);
/* After BT_DONE: the exit status CPython would end with.  0 when the
** program ran to its end; an uncaught SystemExit (`raise SystemExit(3)`)
** is a normal end too, not an error: its code as a C int (None: 0), or 1
** when the code is not an int, whose str() bt_error_text then gives
** ("msg\n", for the host to print to stderr). */
int bt_exit_code(bt_vm *vm);
/* After BT_LIMIT: which limit, e.g. "step limit exceeded (1000000 steps)". */
const char *bt_limit_text(bt_vm *vm);

/* Output buffered since the last call (when no print sink is set); the
** buffer is emptied by this call and the text is valid until the next. */
const char *bt_output(bt_vm *vm, size_t *len);

/* repr() of the program's result, or NULL when it is None. */
const char *bt_result_repr(bt_vm *vm);

/* Every registered tool as a Python stub for a system prompt:
** "def get_weather(city: str, units: str = 'C'):\n    \"\"\"doc\"\"\"\n". */
const char *bt_describe(bt_vm *vm);

/* Disassemble the loaded program into text (for tools/debugging). */
const char *bt_disassemble(bt_vm *vm);

/* ---- snapshots ----
** A VM between runs, or paused on requests (after BT_REQUEST or BT_WAIT),
** can be saved as bytes and restored later, in this process or another:
** globals, the whole heap, every frame, outstanding requests, tools, the
** run's limits and what it used of them, output not yet read.  Programs
** are stored as source and compiled again on restore.  The format is
** versioned and checksummed; restoring treats the bytes as hostile. */
#define BT_SNAPSHOTS 1

/* The snapshot of vm (valid until the next call on the VM), with a tag when
** the config gave a snapshot key.  NULL when out of memory or when the
** state cannot be stored (the reason in bt_error_text).  The VM is left as
** it was and may go on. */
const void *bt_snapshot(bt_vm *vm, size_t *len);

/* A new VM from a snapshot.  cfg gives the allocator, memory limit, print
** sink, clock and timeout (a restored run gets a fresh timeout), the limits
** of later runs, and the key the snapshot must be authenticated with; the
** restored run keeps its own limits and usage, each lowered to cfg's where
** cfg sets one.  Output the snapshot held
** goes to the sink, or is buffered for bt_output.  BT_OK with *out set;
** BT_INVALID (not a snapshot, corrupted, truncated, another version, a
** tag missing or wrong: err->message says which) or BT_NOMEM.  err may be
** NULL. */
bt_status bt_restore(const void *bytes, size_t len, const bt_config *cfg, bt_vm **out,
                     bt_error *err);

/* Request i (from 0) of those waiting for the host, NULL past the last.
** After bt_restore the host finds here the requests it must still fulfil
** (by id, as before); they stay valid as bt_step's requests do. */
const bt_request *bt_pending(bt_vm *vm, size_t i);

/* Memory in use by the VM, in bytes (exact). */
size_t bt_memory(bt_vm *vm);

/* What the current run used, or the last one (kept until the next run's
** first bt_step): what a host logs, and what a limit's report quotes. */
typedef struct bt_stats {
  uint64_t steps;          /* as max_steps counts them */
  uint64_t calls;          /* tool calls (as max_calls counts them) */
  size_t output;           /* bytes printed to stdout and stderr (as
                              max_output counts them) */
  size_t memory;           /* bytes the VM holds now (bt_memory) */
  size_t peak_memory;      /* the most it held since the run started */
  const char *limit;       /* after BT_LIMIT: "steps", "memory", "time",
                              "output" or "calls"; otherwise NULL */
} bt_stats;
void bt_get_stats(bt_vm *vm, bt_stats *out);

/* End the run in progress without finishing it, as a limit would (no
** finally block runs; outstanding requests go to bt_cancelled): for a
** host that gives up on a paused run, or that fails a call uncatchably
** (leave the request unanswered and abort, as `baton run
** --tool-faults=abort` does when a tool's command fails).  The VM keeps its globals and is
** ready for the next bt_load.  BT_OK, also when no run was in progress. */
bt_status bt_abort(bt_vm *vm);

#ifdef __cplusplus
}
#endif
#endif
