/*
** _baton.c - the CPython extension over baton.h: one type, _baton.VM,
** wrapping a bt_vm method for method, and a fast loop (VM.run) that calls
** sync Python tools without leaving C.  The pure-Python layer
** (baton/__init__.py) builds the public API on top of it.
**
** Threads: the GIL is released while the VM runs (bt_step), so VMs on
** different threads run in parallel.  A VM is used by one thread at a time:
** every method marks the VM as in use (owner = the calling thread) for its
** whole duration, including the Python tools VM.run calls, and a second
** entry -- another thread, or a tool calling back into its own VM -- is a
** clear RuntimeError, never a race.  The check-and-set is atomic because it
** runs under the GIL with no Python code in between.
*/
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <time.h>
#include "baton.h"
#include "grants.h"
#include "_convert.h"

static PyObject *ErrorType;          /* baton.Error */
static PyObject *SnapshotErrorType;  /* baton.SnapshotError */
static PyObject *BusyErrorType;      /* baton.BusyError */
/* Parsed programs shared by every VM of the process (bt_cache: thread-safe;
** made once at import and kept as long as the process, as the module is):
** the builtins and modules written in Python, tool signatures registered in
** each new Sandbox, restored snapshots and programs sent again are parsed
** once.  Its budget bounds what it keeps. */
static bt_cache *SharedCache;
#define SHARED_CACHE_BYTES ((size_t)8 << 20)
/* The factory new VMs use for values with no host form (set_opaque(), once
** by the Python layer at import), or NULL. */
static PyObject *DefaultOpaque;

typedef struct VMObject {
  PyObject_HEAD
  bt_vm *vm;
  unsigned long owner;     /* thread ident using the VM now; 0 when free */
  int owned;               /* owner is meaningful */
  PyObject *opaque;        /* factory for values with no host form, or NULL */
  struct ErrText *err;     /* the program's stderr, until VM.stderr() reads it */
  PyObject *last_tool;     /* the name of the tool VM.run called last (a str:
                              its hash is kept for the next lookup) */
} VMObject;

static PyTypeObject VMType;

/* ---- configuration ---- */

/* The program's stderr, collected by the VM's stderr sink.  The sink runs
** with the GIL released (inside bt_step), so it touches no Python object:
** plain C memory, made before the VM (the sink's ud must outlive it). */
typedef struct ErrText {
  char *p;
  size_t n, cap;
} ErrText;

static void bp_stderr(void *ud, const char *s, size_t n) {
  ErrText *e = ud;
  if (e->n + n > e->cap) {
    size_t cap = e->cap ? e->cap : 256;
    char *p;
    while (cap < e->n + n) cap *= 2;
    if ((p = realloc(e->p, cap)) == NULL) return;   /* dropped: out of memory */
    e->p = p;
    e->cap = cap;
  }
  memcpy(e->p + e->n, s, n);
  e->n += n;
}

static ErrText *errtext_new(bt_config *cfg) {
  ErrText *e = calloc(1, sizeof *e);
  if (e == NULL) return NULL;
  cfg->print_stderr = bp_stderr;
  cfg->print_stderr_ud = e;
  return e;
}

static void errtext_free(ErrText *e) {
  if (e) free(e->p);
  free(e);
}

static uint64_t bp_now(void *ud) {
  struct timespec ts;
  (void)ud;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

/* Limits from keywords (0 or None: the library's default).  The key's
** bytes are borrowed from *keyobj, which the caller keeps alive. */
static int bp_config(PyObject *kw_steps, PyObject *kw_mem, PyObject *kw_depth,
                     PyObject *kw_out, PyObject *kw_calls, double timeout,
                     Py_buffer *key, int clock, int entropy, bt_config *cfg) {
  memset(cfg, 0, sizeof *cfg);
  /* the capabilities the host grants (clock=True, entropy=True) */
  if (clock) cfg->wall_clock = grant_wall_clock;
  if (entropy) cfg->entropy = grant_entropy;
#define LIM(obj, field, type)                                             \
  if (obj && obj != Py_None) {                                            \
    unsigned long long x = PyLong_AsUnsignedLongLong(obj);                \
    if (x == (unsigned long long)-1 && PyErr_Occurred()) return -1;       \
    if ((unsigned long long)(type)x != x) {                               \
      PyErr_SetString(PyExc_OverflowError, #field " is too large");      \
      return -1;                                                          \
    }                                                                     \
    cfg->field = (type)x;                                                 \
  }
  LIM(kw_steps, max_steps, uint64_t)
  LIM(kw_mem, max_memory, size_t)
  LIM(kw_depth, max_depth, uint32_t)
  LIM(kw_out, max_output, size_t)
  LIM(kw_calls, max_calls, uint64_t)
#undef LIM
  if (timeout < 0 || timeout != timeout || timeout > 1e12) {
    PyErr_SetString(PyExc_ValueError, "timeout must be a number of seconds >= 0");
    return -1;
  }
  if (timeout > 0) {
    cfg->now = bp_now;
    cfg->timeout_ms = (uint64_t)(timeout * 1000.0);
    if (cfg->timeout_ms == 0) cfg->timeout_ms = 1;
  }
  cfg->cache = SharedCache;
  if (key && key->len) {
    cfg->snapshot_key = key->buf;
    cfg->snapshot_key_len = (size_t)key->len;
  }
  return 0;
}

static char *config_kw[] = {"max_steps", "max_memory", "max_depth", "max_output",
                            "max_calls", "timeout", "snapshot_key", "clock", "entropy",
                            NULL};

/* ---- the in-use guard ---- */

static int vm_enter(VMObject *s) {
  unsigned long me = PyThread_get_thread_ident();
  if (s->vm == NULL) {
    PyErr_SetString(PyExc_ValueError, "the sandbox's VM is closed");
    return -1;
  }
  if (s->owned) {
    if (s->owner == me)
      PyErr_SetString(BusyErrorType,
                      "this Sandbox is busy in this thread: a tool (or a default= "
                      "hook) cannot use the Sandbox that is calling it");
    else
      PyErr_SetString(BusyErrorType,
                      "this Sandbox is in use by another thread: a Sandbox may be "
                      "used by one thread at a time (make one Sandbox per thread)");
    return -1;
  }
  s->owned = 1;
  s->owner = me;
  return 0;
}

static void vm_leave(VMObject *s) {
  s->owned = 0;
  s->owner = 0;
}

/* ---- object lifetime ---- */

static VMObject *vm_wrap(PyTypeObject *type, bt_vm *vm, ErrText *err) {
  VMObject *s = (VMObject *)type->tp_alloc(type, 0);
  if (s == NULL) { bt_free(vm); errtext_free(err); return NULL; }
  s->vm = vm;
  s->err = err;
  Py_XINCREF(DefaultOpaque);
  s->opaque = DefaultOpaque;
  return s;
}

static PyObject *VM_new(PyTypeObject *type, PyObject *args, PyObject *kw) {
  PyObject *steps = NULL, *mem = NULL, *depth = NULL, *out = NULL, *calls = NULL;
  double timeout = 0;
  Py_buffer key = {0};
  int clock = 0, entropy = 0;
  bt_config cfg;
  bt_vm *vm;
  ErrText *err;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "|OOOOOdy*pp:VM", config_kw, &steps, &mem,
                                   &depth, &out, &calls, &timeout, &key, &clock, &entropy))
    return NULL;
  if (bp_config(steps, mem, depth, out, calls, timeout, &key, clock, entropy, &cfg)) {
    PyBuffer_Release(&key);
    return NULL;
  }
  if ((err = errtext_new(&cfg)) == NULL) {
    PyBuffer_Release(&key);
    return PyErr_NoMemory();
  }
  vm = bt_new(&cfg);
  PyBuffer_Release(&key);
  if (vm == NULL) { errtext_free(err); return PyErr_NoMemory(); }
  return (PyObject *)vm_wrap(type, vm, err);
}

static void VM_dealloc(VMObject *s) {
  bt_free(s->vm);
  errtext_free(s->err);
  Py_XDECREF(s->opaque);
  Py_XDECREF(s->last_tool);
  Py_TYPE(s)->tp_free((PyObject *)s);
}

/* restore(data, max_steps=..., ..., snapshot_key=..., clock=..., entropy=...) -> VM */
static PyObject *bp_restore(PyObject *mod, PyObject *args, PyObject *kw) {
  static char *kwl[] = {"data", "max_steps", "max_memory", "max_depth", "max_output",
                        "max_calls", "timeout", "snapshot_key", "clock", "entropy", NULL};
  PyObject *steps = NULL, *mem = NULL, *depth = NULL, *out = NULL, *calls = NULL;
  double timeout = 0;
  int clock = 0, entropy = 0;
  Py_buffer data = {0}, key = {0};
  bt_config cfg;
  bt_vm *vm = NULL;
  bt_error err;
  bt_status st;
  ErrText *etext = NULL;
  (void)mod;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "y*|OOOOOdy*pp:restore", kwl, &data, &steps,
                                   &mem, &depth, &out, &calls, &timeout, &key, &clock,
                                   &entropy))
    return NULL;
  if (bp_config(steps, mem, depth, out, calls, timeout, &key, clock, entropy, &cfg) ||
      (etext = errtext_new(&cfg)) == NULL) {
    PyBuffer_Release(&data);
    PyBuffer_Release(&key);
    return PyErr_Occurred() ? NULL : PyErr_NoMemory();
  }
  Py_BEGIN_ALLOW_THREADS
  st = bt_restore(data.buf, (size_t)data.len, &cfg, &vm, &err);
  Py_END_ALLOW_THREADS
  PyBuffer_Release(&data);
  PyBuffer_Release(&key);
  if (st != BT_OK) errtext_free(etext);
  if (st == BT_NOMEM) return PyErr_NoMemory();
  if (st != BT_OK) {
    PyErr_Format(SnapshotErrorType, "%s", err.message[0] ? err.message : "not a snapshot");
    return NULL;
  }
  return (PyObject *)vm_wrap(&VMType, vm, etext);
}

/* ---- helpers ---- */

static PyObject *req_tuple(const bt_request *r, PyObject *opaque) {
  PyObject *args = cv_to_py(r->args, opaque), *kwargs, *t;
  if (args == NULL) return NULL;
  kwargs = cv_to_py(r->kwargs, opaque);
  if (kwargs == NULL) { Py_DECREF(args); return NULL; }
  t = Py_BuildValue("(KsNNi)", (unsigned long long)r->id, r->tool, args, kwargs, r->line);
  return t;
}

/* A status from the VM as a Python exception (or 0 for BT_OK). */
static int bp_check(VMObject *s, bt_status st, const char *what) {
  const char *text;
  switch (st) {
  case BT_OK: return 0;
  case BT_NOMEM:
    text = bt_error_text(s->vm);
    PyErr_Format(PyExc_MemoryError, "%s: %s", what,
                 text[0] ? text : "the sandbox's memory limit was reached");
    return -1;
  case BT_INVALID:
    PyErr_Format(PyExc_ValueError, "%s: %s", what, bt_error_text(s->vm));
    return -1;
  case BT_MISUSE:
    PyErr_Format(ErrorType, "%s: refused by the sandbox (no such request is waiting, "
                 "or the VM is not in a state that allows it)", what);
    return -1;
  default:
    PyErr_Format(ErrorType, "%s: not possible now (status %d)", what, (int)st);
    return -1;
  }
}

/* who names the value in messages: a format with one %s for who_arg, when
** who_arg is not NULL. */
static int bp_fulfil(VMObject *s, uint64_t id, PyObject *value, PyObject *deflt,
                     const char *who, const char *who_arg) {
  CvTree t;
  bt_status st;
  if (cv_from_py_named(&t, value, deflt, who, who_arg)) return -1;
  st = bt_fulfil(s->vm, id, &t.root);
  cv_tree_free(&t);
  if (st != BT_OK && who_arg) {
    char buf[320];
    PyOS_snprintf(buf, sizeof buf, who, who_arg);
    return bp_check(s, st, buf);
  }
  return bp_check(s, st, who);
}

/* ---- methods ---- */

/* method tables take any C function through void (*)(void) */
#define METH(f) ((PyCFunction)(void (*)(void))(f))

#define ENTER(s) if (vm_enter(s)) return NULL
#define LEAVE(s, r) do { vm_leave(s); return (r); } while (0)

static PyObject *VM_tool(VMObject *s, PyObject *args) {
  const char *name, *sig, *doc;
  int is_async;
  bt_status st;
  if (!PyArg_ParseTuple(args, "szzp:tool", &name, &sig, &doc, &is_async)) return NULL;
  ENTER(s);
  st = bt_tool(s->vm, name, sig, doc, is_async ? BT_TOOL_ASYNC : 0);
  vm_leave(s);
  if (st == BT_INVALID) {
    PyErr_Format(PyExc_ValueError, "tool %R: not a valid name or Python signature (%s)",
                 PyTuple_GET_ITEM(args, 0), sig ? sig : "no signature");
    return NULL;
  }
  if (st == BT_LIMIT) {         /* the signature's defaults ran into a limit */
    bt_stats stats;
    bt_get_stats(s->vm, &stats);
    return Py_BuildValue("(ss)", stats.limit ? stats.limit : "unknown", bt_limit_text(s->vm));
  }
  if (bp_check(s, st, "tool")) return NULL;
  Py_RETURN_NONE;
}

/* load(src, filename) -> None, or (type, message, line, offset, text) for
** a syntax error */
static PyObject *VM_load(VMObject *s, PyObject *args) {
  const char *src, *filename;
  Py_ssize_t n;
  bt_error err;
  bt_status st;
  if (!PyArg_ParseTuple(args, "s#s:load", &src, &n, &filename)) return NULL;
  ENTER(s);
  Py_BEGIN_ALLOW_THREADS
  st = bt_load(s->vm, src, (size_t)n, filename, &err);
  Py_END_ALLOW_THREADS
  vm_leave(s);
  if (st == BT_OK) Py_RETURN_NONE;
  if (st == BT_ERROR)
    return Py_BuildValue("(ssiis)", err.type, err.message, err.line, err.offset,
                         err.text ? err.text : "");
  if (st == BT_MISUSE) {
    PyErr_SetString(ErrorType, "a run is in progress in this Sandbox (finish or abort it first)");
    return NULL;
  }
  bp_check(s, st, "load");
  return NULL;
}

static PyObject *step_result(VMObject *s, bt_status st, const bt_request *req) {
  PyObject *r;
  if (st == BT_REQUEST && req) {
    r = req_tuple(req, s->opaque);
    if (r == NULL) return NULL;
    return Py_BuildValue("(iN)", (int)st, r);
  }
  if (st < 0 && st != BT_MISUSE) {   /* BT_MISUSE: nothing is loaded */
    bp_check(s, st, "step");
    return NULL;
  }
  return Py_BuildValue("(iO)", (int)st, Py_None);
}

/* step() -> (status, request tuple or None) */
static PyObject *VM_step(VMObject *s, PyObject *unused) {
  const bt_request *req;
  bt_status st;
  (void)unused;
  ENTER(s);
  Py_BEGIN_ALLOW_THREADS
  st = bt_step(s->vm, &req);
  Py_END_ALLOW_THREADS
  LEAVE(s, step_result(s, st, req));
}

/* The exception the current Python error becomes in the sandbox: fail
** request id with failinfo(exc) -> (type name, message).  Exceptions that
** are not Exceptions (KeyboardInterrupt, SystemExit) are not the tool's
** answer: they stay set and -1 is returned. */
static int fail_with_current(VMObject *s, uint64_t id, PyObject *failinfo) {
  PyObject *exc, *info;
  const char *type, *msg;
  bt_status st;
  if (!PyErr_ExceptionMatches(PyExc_Exception)) return -1;
  {
    PyObject *et, *tb;
    PyErr_Fetch(&et, &exc, &tb);
    PyErr_NormalizeException(&et, &exc, &tb);
    Py_XDECREF(et);
    Py_XDECREF(tb);
  }
  info = PyObject_CallOneArg(failinfo, exc);
  Py_DECREF(exc);
  if (info == NULL) return -1;
  if (!PyArg_ParseTuple(info, "ss", &type, &msg)) { Py_DECREF(info); return -1; }
  st = bt_fail(s->vm, id, type, msg);
  Py_DECREF(info);
  return bp_check(s, st, "fail");
}

/* run(tools, default, failinfo) -> (status, request or None): steps, calling
** the sync tools of the dict tools (name -> callable(*args, **kwargs))
** itself; returns at the end of the run, at BT_WAIT, or at a request for
** any other tool. */
static PyObject *VM_run(VMObject *s, PyObject *args) {
  PyObject *tools, *deflt, *failinfo;
  const bt_request *req;
  bt_status st;
  if (!PyArg_ParseTuple(args, "O!OO:run", &PyDict_Type, &tools, &deflt, &failinfo))
    return NULL;
  ENTER(s);
  for (;;) {
    PyObject *fn, *a, *k, *res, *pa;
    Py_BEGIN_ALLOW_THREADS
    st = bt_step(s->vm, &req);
    Py_END_ALLOW_THREADS
    if (st != BT_REQUEST || req == NULL) break;
    if (s->last_tool == NULL || strcmp(PyUnicode_AsUTF8(s->last_tool), req->tool) != 0) {
      PyObject *name = PyUnicode_FromString(req->tool);
      if (name == NULL) goto abort;
      Py_XSETREF(s->last_tool, name);
    }
    fn = PyDict_GetItemWithError(tools, s->last_tool);
    if (fn == NULL) {
      if (PyErr_Occurred()) goto abort;
      break;
    }
    a = cv_to_py(req->args, s->opaque);
    k = a ? cv_to_py(req->kwargs, s->opaque) : NULL;
    pa = a ? PySequence_Tuple(a) : NULL;
    if (pa == NULL || k == NULL) {
      Py_XDECREF(a); Py_XDECREF(k); Py_XDECREF(pa);
      goto abort;
    }
    Py_INCREF(fn);
    res = PyObject_Call(fn, pa, PyDict_GET_SIZE(k) ? k : NULL);
    Py_DECREF(fn);
    Py_DECREF(a); Py_DECREF(k); Py_DECREF(pa);
    if (res == NULL) {
      if (fail_with_current(s, req->id, failinfo)) goto abort;
      continue;
    }
    {
      uint64_t id = req->id;
      /* named by last_tool's text, which outlives the request */
      int r = bp_fulfil(s, id, res, deflt, "the result of tool '%s'",
                        PyUnicode_AsUTF8(s->last_tool));
      Py_DECREF(res);
      /* a result that cannot cross raises at the call site in the program */
      if (r && fail_with_current(s, id, failinfo)) goto abort;
    }
  }
  LEAVE(s, step_result(s, st, req));
abort:
  /* the host's own exception ends the run; the VM stays usable */
  bt_abort(s->vm);
  LEAVE(s, NULL);
}

/* fulfil(id, value, default, who) */
static PyObject *VM_fulfil(VMObject *s, PyObject *args) {
  unsigned long long id;
  PyObject *value, *deflt;
  const char *who;
  int r;
  if (!PyArg_ParseTuple(args, "KOOs:fulfil", &id, &value, &deflt, &who)) return NULL;
  ENTER(s);
  r = bp_fulfil(s, id, value, deflt, who, NULL);
  vm_leave(s);
  if (r) return NULL;
  Py_RETURN_NONE;
}

/* fail(id, type, message) */
static PyObject *VM_fail(VMObject *s, PyObject *args) {
  unsigned long long id;
  const char *type, *msg;
  bt_status st;
  if (!PyArg_ParseTuple(args, "Kss:fail", &id, &type, &msg)) return NULL;
  ENTER(s);
  st = bt_fail(s->vm, id, type, msg);
  vm_leave(s);
  if (bp_check(s, st, "fail")) return NULL;
  Py_RETURN_NONE;
}

/* The ids bt_cancelled reports, as a new list (NULL with an exception). */
static PyObject *cancelled_list(VMObject *s) {
  PyObject *l = PyList_New(0);
  uint64_t id;
  while (l && (id = bt_cancelled(s->vm)) != 0) {
    PyObject *x = PyLong_FromUnsignedLongLong(id);
    if (x == NULL || PyList_Append(l, x)) { Py_XDECREF(x); Py_CLEAR(l); break; }
    Py_DECREF(x);
  }
  return l;
}

static PyObject *VM_cancelled(VMObject *s, PyObject *unused) {
  (void)unused;
  ENTER(s);
  LEAVE(s, cancelled_list(s));
}

static PyObject *VM_pending(VMObject *s, PyObject *unused) {
  PyObject *l;
  const bt_request *r;
  size_t i;
  (void)unused;
  ENTER(s);
  l = PyList_New(0);
  for (i = 0; l && (r = bt_pending(s->vm, i)) != NULL; i++) {
    PyObject *t = req_tuple(r, s->opaque);
    if (t == NULL || PyList_Append(l, t)) { Py_XDECREF(t); Py_CLEAR(l); break; }
    Py_DECREF(t);
  }
  LEAVE(s, l);
}

/* set_global(name, value, default) */
static PyObject *VM_set_global(VMObject *s, PyObject *args) {
  const char *name;
  PyObject *value, *deflt;
  CvTree t;
  bt_status st;
  char who[300];
  if (!PyArg_ParseTuple(args, "sOO:set_global", &name, &value, &deflt)) return NULL;
  snprintf(who, sizeof who, "global '%s'", name);
  ENTER(s);
  if (cv_from_py(&t, value, deflt, who)) LEAVE(s, NULL);
  st = bt_set_global(s->vm, name, &t.root);
  cv_tree_free(&t);
  vm_leave(s);
  if (st == BT_MISUSE) {
    PyErr_SetString(ErrorType, "globals cannot be set while a run is in progress");
    return NULL;
  }
  if (bp_check(s, st, who)) return NULL;
  Py_RETURN_NONE;
}

/* get_global(name) -> (found, value) */
static PyObject *VM_get_global(VMObject *s, PyObject *args) {
  const char *name;
  const bt_value *v;
  PyObject *x;
  if (!PyArg_ParseTuple(args, "s:get_global", &name)) return NULL;
  ENTER(s);
  v = bt_get_global(s->vm, name);
  if (v == NULL) LEAVE(s, Py_BuildValue("(OO)", Py_False, Py_None));
  x = cv_to_py(v, s->opaque);
  LEAVE(s, x ? Py_BuildValue("(ON)", Py_True, x) : NULL);
}

static PyObject *VM_result(VMObject *s, PyObject *unused) {
  const bt_value *v;
  (void)unused;
  ENTER(s);
  v = bt_result(s->vm);
  if (v == NULL) {
    vm_leave(s);
    PyErr_SetString(ErrorType, "the result has no host form (out of memory, or nested too deeply)");
    return NULL;
  }
  LEAVE(s, cv_to_py(v, s->opaque));
}

static PyObject *VM_output(VMObject *s, PyObject *unused) {
  size_t n;
  const char *p;
  (void)unused;
  ENTER(s);
  p = bt_output(s->vm, &n);
  LEAVE(s, PyUnicode_DecodeUTF8(p, (Py_ssize_t)n, "replace"));
}

/* stderr() -> what the program wrote to sys.stderr since the last call */
static PyObject *VM_stderr(VMObject *s, PyObject *unused) {
  PyObject *r;
  (void)unused;
  ENTER(s);
  r = PyUnicode_DecodeUTF8(s->err->p ? s->err->p : "", (Py_ssize_t)s->err->n, "replace");
  if (r) s->err->n = 0;
  LEAVE(s, r);
}

static PyObject *VM_error_text(VMObject *s, PyObject *unused) {
  (void)unused;
  ENTER(s);
  LEAVE(s, PyUnicode_DecodeUTF8(bt_error_text(s->vm), (Py_ssize_t)strlen(bt_error_text(s->vm)),
                                "replace"));
}

static PyObject *VM_describe(VMObject *s, PyObject *unused) {
  const char *d;
  (void)unused;
  ENTER(s);
  d = bt_describe(s->vm);
  if (d == NULL) { vm_leave(s); return PyErr_NoMemory(); }
  LEAVE(s, PyUnicode_FromString(d));
}

static PyObject *VM_snapshot(VMObject *s, PyObject *unused) {
  const void *p;
  size_t n;
  (void)unused;
  ENTER(s);
  Py_BEGIN_ALLOW_THREADS
  p = bt_snapshot(s->vm, &n);
  Py_END_ALLOW_THREADS
  if (p == NULL) {
    PyErr_Format(SnapshotErrorType, "cannot snapshot: %s", bt_error_text(s->vm));
    LEAVE(s, NULL);
  }
  LEAVE(s, PyBytes_FromStringAndSize(p, (Py_ssize_t)n));
}

/* stats() -> (steps, calls, output bytes, memory, peak memory, limit or None) */
static PyObject *VM_stats(VMObject *s, PyObject *unused) {
  bt_stats st;
  (void)unused;
  ENTER(s);
  bt_get_stats(s->vm, &st);
  LEAVE(s, Py_BuildValue("(KKnnnz)", (unsigned long long)st.steps,
                         (unsigned long long)st.calls, (Py_ssize_t)st.output,
                         (Py_ssize_t)st.memory, (Py_ssize_t)st.peak_memory, st.limit));
}

/* finish(done) -> (output, stderr, steps, calls, output bytes, peak memory,
** limit or None, [cancelled request ids], value or None): everything the
** end of a run reports, in one call; value (bt_result) only when done. */
static PyObject *VM_finish(VMObject *s, PyObject *done) {
  bt_stats st;
  const bt_value *v;
  const char *p;
  size_t n;
  PyObject *out = NULL, *err = NULL, *ids = NULL, *value = NULL, *r = NULL;
  ENTER(s);
  if (PyObject_IsTrue(done)) {
    if ((v = bt_result(s->vm)) == NULL) {
      PyErr_SetString(ErrorType,
                      "the result has no host form (out of memory, or nested too deeply)");
      LEAVE(s, NULL);
    }
    if ((value = cv_to_py(v, s->opaque)) == NULL) LEAVE(s, NULL);
  } else {
    Py_INCREF(Py_None);
    value = Py_None;
  }
  p = bt_output(s->vm, &n);
  out = PyUnicode_DecodeUTF8(p, (Py_ssize_t)n, "replace");
  err = PyUnicode_DecodeUTF8(s->err->p ? s->err->p : "", (Py_ssize_t)s->err->n, "replace");
  ids = cancelled_list(s);
  if (out && err && ids) {
    s->err->n = 0;
    bt_get_stats(s->vm, &st);
    r = Py_BuildValue("(NNKKnnzNN)", out, err, (unsigned long long)st.steps,
                      (unsigned long long)st.calls, (Py_ssize_t)st.output,
                      (Py_ssize_t)st.peak_memory, st.limit, ids, value);
    LEAVE(s, r);
  }
  Py_XDECREF(out);
  Py_XDECREF(err);
  Py_XDECREF(ids);
  Py_DECREF(value);
  LEAVE(s, NULL);
}

static PyObject *VM_abort(VMObject *s, PyObject *unused) {
  (void)unused;
  ENTER(s);
  bt_abort(s->vm);
  vm_leave(s);
  Py_RETURN_NONE;
}

static PyObject *VM_set_opaque(VMObject *s, PyObject *fn) {
  Py_XINCREF(fn);
  Py_XSETREF(s->opaque, fn);
  Py_RETURN_NONE;
}

static PyMethodDef VM_methods[] = {
  {"tool", METH(VM_tool), METH_VARARGS, "tool(name, signature, doc, is_async)"},
  {"load", METH(VM_load), METH_VARARGS,
   "load(src, filename) -> None or (type, message, line, offset, text)"},
  {"step", METH(VM_step), METH_NOARGS, "step() -> (status, request or None)"},
  {"run", METH(VM_run), METH_VARARGS,
   "run(tools, default, failinfo) -> (status, request or None)"},
  {"fulfil", METH(VM_fulfil), METH_VARARGS, "fulfil(id, value, default, who)"},
  {"fail", METH(VM_fail), METH_VARARGS, "fail(id, type, message)"},
  {"cancelled", METH(VM_cancelled), METH_NOARGS, "ids of requests no longer wanted"},
  {"pending", METH(VM_pending), METH_NOARGS, "outstanding requests"},
  {"set_global", METH(VM_set_global), METH_VARARGS, "set_global(name, value, default)"},
  {"get_global", METH(VM_get_global), METH_VARARGS, "get_global(name) -> (found, value)"},
  {"result", METH(VM_result), METH_NOARGS, "the value of the last expression"},
  {"output", METH(VM_output), METH_NOARGS, "output printed since the last call"},
  {"stderr", METH(VM_stderr), METH_NOARGS, "what the program wrote to stderr since the last call"},
  {"error_text", METH(VM_error_text), METH_NOARGS, "traceback or limit text"},
  {"describe", METH(VM_describe), METH_NOARGS, "tools as Python stubs"},
  {"snapshot", METH(VM_snapshot), METH_NOARGS, "the VM's state as bytes"},
  {"stats", METH(VM_stats), METH_NOARGS,
   "(steps, calls, output, memory, peak_memory, limit)"},
  {"finish", METH(VM_finish), METH_O,
   "finish(done) -> (output, stderr, steps, calls, output bytes, peak memory, limit, "
   "cancelled ids, value or None)"},
  {"abort", METH(VM_abort), METH_NOARGS, "end the run in progress"},
  {"set_opaque", METH(VM_set_opaque), METH_O, "factory for values with no host form"},
  {NULL, NULL, 0, NULL}
};

static PyTypeObject VMType = {
  PyVarObject_HEAD_INIT(NULL, 0)
  .tp_name = "baton._baton.VM",
  .tp_basicsize = sizeof(VMObject),
  .tp_dealloc = (destructor)VM_dealloc,
  .tp_flags = Py_TPFLAGS_DEFAULT,
  .tp_doc = "One baton VM (bt_vm); used by baton.Sandbox.",
  .tp_methods = VM_methods,
  .tp_new = VM_new,
};

/* set_opaque(factory): the factory of every VM made from now on */
static PyObject *bp_set_opaque(PyObject *mod, PyObject *fn) {
  (void)mod;
  Py_INCREF(fn);
  Py_XSETREF(DefaultOpaque, fn);
  Py_RETURN_NONE;
}

static PyMethodDef module_methods[] = {
  {"set_opaque", METH(bp_set_opaque), METH_O,
   "set_opaque(factory): how new VMs return values with no host form"},
  {"restore", METH(bp_restore), METH_VARARGS | METH_KEYWORDS,
   "restore(data, **limits, snapshot_key=, clock=, entropy=) -> VM; SnapshotError for bytes that are not a valid snapshot"},
  {NULL, NULL, 0, NULL}
};

static struct PyModuleDef module_def = {
  PyModuleDef_HEAD_INIT, "baton._baton",
  "The C core of baton's Python package (use the baton module).", -1, module_methods,
  NULL, NULL, NULL, NULL
};

PyMODINIT_FUNC PyInit__baton(void) {
  PyObject *m;
  if (PyType_Ready(&VMType) < 0) return NULL;
  if (SharedCache == NULL) SharedCache = bt_cache_new(NULL, NULL, SHARED_CACHE_BYTES);
  if (SharedCache == NULL) return PyErr_NoMemory();
  m = PyModule_Create(&module_def);
  if (m == NULL) return NULL;
  ErrorType = PyErr_NewExceptionWithDoc("baton.Error", "Base class of baton's errors.",
                                        NULL, NULL);
  SnapshotErrorType = PyErr_NewExceptionWithDoc(
      "baton.SnapshotError",
      "Bytes that are not a valid snapshot: corrupted, truncated, another "
      "version, or a missing or wrong authentication tag.", ErrorType, NULL);
  BusyErrorType = PyErr_NewExceptionWithDoc(
      "baton.BusyError",
      "A Sandbox was used from two threads at once, or from inside one of its "
      "own tools.", ErrorType, NULL);
  if (ErrorType == NULL || SnapshotErrorType == NULL || BusyErrorType == NULL ||
      PyModule_AddObjectRef(m, "Error", ErrorType) ||
      PyModule_AddObjectRef(m, "SnapshotError", SnapshotErrorType) ||
      PyModule_AddObjectRef(m, "BusyError", BusyErrorType) ||
      PyModule_AddObjectRef(m, "VM", (PyObject *)&VMType) ||
      PyModule_AddIntConstant(m, "DONE", BT_DONE) ||
      PyModule_AddIntConstant(m, "ERROR", BT_ERROR) ||
      PyModule_AddIntConstant(m, "LIMIT", BT_LIMIT) ||
      PyModule_AddIntConstant(m, "REQUEST", BT_REQUEST) ||
      PyModule_AddIntConstant(m, "WAIT", BT_WAIT) ||
      PyModule_AddIntConstant(m, "MAX_DEPTH", BT_MAX_DEPTH) ||
      PyModule_AddStringConstant(m, "SLEEP_TOOL", BT_SLEEP_TOOL) ||
      PyModule_AddStringConstant(m, "VERSION", BATON_VERSION)) {
    Py_DECREF(m);
    return NULL;
  }
  return m;
}
