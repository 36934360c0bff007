/*
** _convert.c - Python objects <-> bt_value trees (see _convert.h).
**
** Python -> tree: the C stack depth is bounded by BT_MAX_DEPTH (deeper
** values are refused before descending), never by the input.  Containers
** are read through snapshots (a tuple of a list's or a set's items, a
** dict's items list) kept in t->keep, so a `default` hook that mutates a
** container cannot pull items out from under the walk, and every string the
** tree points into stays alive until cv_tree_free.
*/
#include "_convert.h"

typedef struct Ctx {
  CvTree *t;
  PyObject *deflt;         /* the default= hook, or NULL */
  const char *who;         /* names the value in messages: a format with
                              one %s for who_arg when who_arg is set */
  const char *who_arg;
  char whobuf[320];        /* who formatted, made only for a message */
  PyObject *path[BT_MAX_DEPTH + 1]; /* containers from the root to here:
                                       the recursion check */
} Ctx;

static bt_value *cv_nodes(CvTree *t, size_t n) {
  bt_value *p;
  if (n == 0) return NULL;
  if (n > PY_SSIZE_T_MAX / sizeof(bt_value)) { PyErr_NoMemory(); return NULL; }
  if (t->nblocks == t->capblocks) {
    size_t nc = t->capblocks ? t->capblocks * 2 : 8;
    void **nb = PyMem_Realloc(t->blocks, nc * sizeof(void *));
    if (nb == NULL) { PyErr_NoMemory(); return NULL; }
    t->blocks = nb;
    t->capblocks = nc;
  }
  p = PyMem_Malloc(n * sizeof(bt_value));
  if (p == NULL) { PyErr_NoMemory(); return NULL; }
  t->blocks[t->nblocks++] = p;
  return p;
}

/* Hold o (a new reference, stolen) until the tree is freed. */
static PyObject *cv_keep(CvTree *t, PyObject *o) {
  if (o == NULL) return NULL;
  if (PyList_Append(t->keep, o)) { Py_DECREF(o); return NULL; }
  Py_DECREF(o);
  return o;
}

static int cv_conv(Ctx *c, PyObject *o, bt_value *out, int depth);

/* The value's name for an error message. */
static const char *cv_who(Ctx *c) {
  if (c->who_arg == NULL) return c->who;
  PyOS_snprintf(c->whobuf, sizeof c->whobuf, c->who, c->who_arg);
  return c->whobuf;
}

/* A container at depth `depth` (its items are one deeper): the checks
** every container passes before its items are read. */
static int cv_enter(Ctx *c, PyObject *o, int depth) {
  int i;
  for (i = 0; i < depth; i++)
    if (c->path[i] == o) {
      PyErr_Format(PyExc_ValueError,
                   "%s: a container that contains itself (recursive %s) cannot be "
                   "passed into the sandbox", cv_who(c), Py_TYPE(o)->tp_name);
      return -1;
    }
  if (depth >= BT_MAX_DEPTH) {
    PyErr_Format(PyExc_ValueError, "%s: value nested more than %d levels deep",
                 cv_who(c), BT_MAX_DEPTH);
    return -1;
  }
  c->path[depth] = o;
  return 0;
}

static int cv_items(Ctx *c, PyObject *seq, bt_value *out, bt_type type, int depth) {
  Py_ssize_t i, n = PyTuple_GET_SIZE(seq);
  bt_value *items = cv_nodes(c->t, (size_t)n);
  if (items == NULL && n) return -1;
  out->type = type;
  out->u.seq.items = items;
  out->u.seq.n = (size_t)n;
  for (i = 0; i < n; i++)
    if (cv_conv(c, PyTuple_GET_ITEM(seq, i), &items[i], depth + 1)) return -1;
  return 0;
}

static int cv_str(Ctx *c, PyObject *o, bt_value *out) {
  Py_ssize_t n;
  const char *s = PyUnicode_AsUTF8AndSize(o, &n);
  if (s == NULL) {
    if (PyErr_ExceptionMatches(PyExc_UnicodeEncodeError)) {
      PyErr_Clear();
      PyErr_Format(PyExc_ValueError,
                   "%s: a str holding a lone surrogate is not valid Unicode text "
                   "and cannot be passed into the sandbox", cv_who(c));
    }
    return -1;
  }
  out->type = BT_STR;
  out->u.str.s = s;
  out->u.str.len = (size_t)n;
  return 0;
}

static int cv_int(Ctx *c, PyObject *o, bt_value *out) {
  int overflow;
  long long x = PyLong_AsLongLongAndOverflow(o, &overflow);
  PyObject *text;
  if (x == -1 && PyErr_Occurred()) return -1;
  if (!overflow) {
    out->type = BT_INT;
    out->u.i = (int64_t)x;
    return 0;
  }
  text = cv_keep(c->t, PyNumber_ToBase(o, 10));
  if (text == NULL) {
    if (PyErr_ExceptionMatches(PyExc_ValueError)) {
      PyErr_Clear();
      PyErr_Format(PyExc_ValueError,
                   "%s: int too large to pass into the sandbox (more than "
                   "sys.get_int_max_str_digits() decimal digits)", cv_who(c));
    }
    return -1;
  }
  if (cv_str(c, text, out)) return -1;
  out->type = BT_BIGINT;
  return 0;
}

static int cv_dict(Ctx *c, PyObject *o, bt_value *out, int depth) {
  PyObject *items = cv_keep(c->t, PyDict_Items(o));
  Py_ssize_t i, n;
  bt_value *nodes;
  if (items == NULL) return -1;
  n = PyList_GET_SIZE(items);
  nodes = cv_nodes(c->t, 2 * (size_t)n);
  if (nodes == NULL && n) return -1;
  out->type = BT_DICT;
  out->u.map.keys = nodes;
  out->u.map.vals = nodes ? nodes + n : NULL;
  out->u.map.n = (size_t)n;
  for (i = 0; i < n; i++) {
    PyObject *kv = PyList_GET_ITEM(items, i);
    if (cv_conv(c, PyTuple_GET_ITEM(kv, 0), &nodes[i], depth + 1) ||
        cv_conv(c, PyTuple_GET_ITEM(kv, 1), &nodes[n + i], depth + 1))
      return -1;
  }
  return 0;
}

static int cv_conv(Ctx *c, PyObject *o, bt_value *out, int depth) {
  PyObject *seq;
  if (o == Py_None) { out->type = BT_NONE; return 0; }
  if (PyBool_Check(o)) { out->type = BT_BOOL; out->u.b = o == Py_True; return 0; }
  if (PyLong_Check(o)) return cv_int(c, o, out);
  if (PyFloat_Check(o)) {
    out->type = BT_FLOAT;
    out->u.f = PyFloat_AsDouble(o);
    return 0;
  }
  if (PyUnicode_Check(o)) return cv_str(c, o, out);
  if (PyBytes_Check(o)) {
    out->type = BT_BYTES;
    out->u.str.s = PyBytes_AS_STRING(o);
    out->u.str.len = (size_t)PyBytes_GET_SIZE(o);
    return 0;
  }
  if (PyList_Check(o) || PyTuple_Check(o) || PyAnySet_Check(o) || PyDict_Check(o)) {
    if (cv_enter(c, o, depth)) return -1;
    if (PyDict_Check(o)) return cv_dict(c, o, out, depth);
    if (PyTuple_Check(o)) return cv_items(c, o, out, BT_TUPLE, depth);
    seq = cv_keep(c->t, PySequence_Tuple(o));
    if (seq == NULL) return -1;
    return cv_items(c, seq, out, PyList_Check(o) ? BT_LIST : BT_SET, depth);
  }
  if (c->deflt) {
    /* the hook's result stands in for o, one level deeper: a hook that
    ** keeps returning unconvertible objects ends at the depth limit */
    PyObject *r;
    if (cv_enter(c, o, depth)) return -1;
    r = cv_keep(c->t, PyObject_CallOneArg(c->deflt, o));
    if (r == NULL) return -1;
    return cv_conv(c, r, out, depth + 1);
  }
  PyErr_Format(PyExc_TypeError,
               "%s: an object of type '%s' cannot be passed into the sandbox (None, "
               "bool, int, float, str, list, tuple, dict, set and frozenset can; "
               "pass default= to convert others)", cv_who(c), Py_TYPE(o)->tp_name);
  return -1;
}

int cv_from_py(CvTree *t, PyObject *o, PyObject *deflt, const char *who) {
  return cv_from_py_named(t, o, deflt, who, NULL);
}

int cv_from_py_named(CvTree *t, PyObject *o, PyObject *deflt, const char *who,
                     const char *who_arg) {
  Ctx c;
  memset(t, 0, sizeof *t);
  t->keep = PyList_New(0);
  if (t->keep == NULL) return -1;
  c.t = t;
  c.deflt = deflt == Py_None ? NULL : deflt;
  c.who = who;
  c.who_arg = who_arg;
  if (Py_EnterRecursiveCall(" while converting a value for the sandbox")) {
    cv_tree_free(t);
    return -1;
  }
  if (cv_conv(&c, o, &t->root, 0)) {
    Py_LeaveRecursiveCall();
    cv_tree_free(t);
    return -1;
  }
  Py_LeaveRecursiveCall();
  return 0;
}

void cv_tree_free(CvTree *t) {
  size_t i;
  for (i = 0; i < t->nblocks; i++) PyMem_Free(t->blocks[i]);
  PyMem_Free(t->blocks);
  Py_CLEAR(t->keep);
  t->blocks = NULL;
  t->nblocks = t->capblocks = 0;
}

/* ---- sandbox -> Python ---- */

static PyObject *cv_out(const bt_value *v, PyObject *opaque, int hashable);

static PyObject *cv_seq_out(const bt_value *v, PyObject *opaque, int hashable) {
  size_t i;
  PyObject *t = PyTuple_New((Py_ssize_t)v->u.seq.n), *r;
  if (t == NULL) return NULL;
  for (i = 0; i < v->u.seq.n; i++) {
    PyObject *x = cv_out(&v->u.seq.items[i], opaque, hashable || v->type == BT_SET);
    if (x == NULL) { Py_DECREF(t); return NULL; }
    PyTuple_SET_ITEM(t, (Py_ssize_t)i, x);
  }
  if (v->type == BT_TUPLE) return t;
  if (v->type == BT_LIST) r = PySequence_List(t);
  else r = hashable ? PyFrozenSet_New(t) : PySet_New(t);
  Py_DECREF(t);
  return r;
}

static PyObject *cv_out(const bt_value *v, PyObject *opaque, int hashable) {
  switch (v->type) {
  case BT_NONE: Py_RETURN_NONE;
  case BT_BOOL: return PyBool_FromLong(v->u.b);
  case BT_INT: return PyLong_FromLongLong((long long)v->u.i);
  case BT_BIGINT: return PyLong_FromString(v->u.str.s, NULL, 10);
  case BT_FLOAT: return PyFloat_FromDouble(v->u.f);
  case BT_STR: return PyUnicode_DecodeUTF8(v->u.str.s, (Py_ssize_t)v->u.str.len, "strict");
  case BT_LIST: case BT_TUPLE: case BT_SET: return cv_seq_out(v, opaque, hashable);
  case BT_DICT: {
    size_t i;
    PyObject *d = PyDict_New();
    if (d == NULL) return NULL;
    for (i = 0; i < v->u.map.n; i++) {
      PyObject *k = cv_out(&v->u.map.keys[i], opaque, 1);
      PyObject *x = k ? cv_out(&v->u.map.vals[i], opaque, 0) : NULL;
      int r = x ? PyDict_SetItem(d, k, x) : -1;
      Py_XDECREF(k);
      Py_XDECREF(x);
      if (r) { Py_DECREF(d); return NULL; }
    }
    return d;
  }
  case BT_BYTES:
    return PyBytes_FromStringAndSize(v->u.str.s, (Py_ssize_t)v->u.str.len);
  case BT_OTHER: {
    PyObject *s = PyUnicode_DecodeUTF8(v->u.str.s, (Py_ssize_t)v->u.str.len, "replace"), *r;
    if (s == NULL || opaque == NULL || opaque == Py_None) return s;
    r = PyObject_CallOneArg(opaque, s);
    Py_DECREF(s);
    return r;
  }
  }
  PyErr_SetString(PyExc_SystemError, "baton: a value of unknown type from the sandbox");
  return NULL;
}

PyObject *cv_to_py(const bt_value *v, PyObject *opaque) {
  PyObject *r;
  if (v == NULL) Py_RETURN_NONE;
  if (Py_EnterRecursiveCall(" while converting a value from the sandbox")) return NULL;
  r = cv_out(v, opaque, 0);
  Py_LeaveRecursiveCall();
  return r;
}
