/*
** _convert.h - Python objects <-> baton's bt_value trees (_convert.c), for
** the extension module _baton.c.
**
** Host -> sandbox: None, bool, int (any size), float, str, bytes, list,
** tuple, dict, set and frozenset (and their subclasses) are converted; any other
** object goes through the `default` hook when one is given (its result is
** converted in its place, as json.dumps does), else it is a TypeError
** naming `who` and the type.  Recursive containers, nesting deeper than
** BT_MAX_DEPTH and strings that are not valid Unicode (lone surrogates)
** are ValueErrors naming `who`.  Every check happens before the VM sees
** the value; the VM checks it again (sizes against its memory limit).
**
** Sandbox -> host: the reverse; a BT_SET becomes a set, or a frozenset
** where it must be hashable (dict keys, set items); BT_OTHER (a value with
** no host form, e.g. a function) becomes `opaque(repr)`.
*/
#ifndef BATON_PY_CONVERT_H
#define BATON_PY_CONVERT_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include "baton.h"

/* A tree built from Python objects: its nodes are PyMem blocks listed in
** `blocks`, and the objects its strings point into are kept alive in
** `keep` (a list).  Valid until cv_tree_free. */
typedef struct CvTree {
  bt_value root;
  void **blocks;
  size_t nblocks, capblocks;
  PyObject *keep;
} CvTree;

/* Build t from o; 0, or -1 with a Python exception set (t is then freed). */
int cv_from_py(CvTree *t, PyObject *o, PyObject *deflt, const char *who);
/* The same, the messages' name being the format who (one %s) with who_arg:
** formatted only when a message is made. */
int cv_from_py_named(CvTree *t, PyObject *o, PyObject *deflt, const char *who,
                     const char *who_arg);
void cv_tree_free(CvTree *t);

/* A new reference to the Python form of v, or NULL with an exception set. */
PyObject *cv_to_py(const bt_value *v, PyObject *opaque);

#endif
