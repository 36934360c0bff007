/*
** functools.c - functools.reduce as a native (CPython's is a built-in
** function of _functools).
**
** The native checks the arguments as CPython does and folds a list or a
** tuple itself when the function is one of operator's natives (which run no
** Python code), one step charged per item.  Anything else (a Python
** function, a lambda, another iterable) goes to the Python version,
** functools.py's _py_reduce, with the same arguments.  When an operator
** native meets Python code part way (an operand of a user class), the
** Python version goes on from there: it is given the items not yet folded,
** and the value folded so far as the initial value (args[2]) or, when the
** call gave none, as the first of those items.
*/
#include "lib.h"
#include "../limits.h"

/* The items of seq, a list or a tuple, and their count (a list's: now). */
static const Value *seq_items(Value seq, size_t *len) {
  if (IS_OBJ(seq, OT_LIST)) {
    *len = AS_LIST(seq)->len;
    return AS_LIST(seq)->items;
  }
  *len = AS_TUPLE(seq)->len;
  return AS_TUPLE(seq)->items;
}

/* items[from..len) of seq (a list: its length now), after `head` if given
** (V_UNDEF: none), as a new list. */
static List *reduce_rest(VM *vm, Value seq, size_t from, Value head) {
  size_t len;
  const Value *items = seq_items(seq, &len);
  size_t k, n = (from < len ? len - from : 0) + (head.tag != V_UNDEF);
  List *l = list_new(vm, n);
  if (l == NULL) return NULL;
  if (head.tag != V_UNDEF) l->items[l->len++] = head;
  for (k = from; k < len; k++) l->items[l->len++] = items[k];
  return l;
}

static int f_reduce(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value fn, seq, acc;
  size_t i;
  if (kw && kw->len) return vm_raise(vm, T_TypeError, "reduce() takes no keyword arguments");
  if (nargs < 2)
    return vm_raise(vm, T_TypeError, "reduce expected at least 2 arguments, got %d", nargs);
  if (nargs > 3)
    return vm_raise(vm, T_TypeError, "reduce expected at most 3 arguments, got %d", nargs);
  fn = args[0];
  seq = args[1];
  if (!operator_is_native(fn) || !(IS_OBJ(seq, OT_LIST) || IS_OBJ(seq, OT_TUPLE)))
    return BI_FALLBACK;
  i = 0;
  if (nargs == 3) {
    acc = args[2];
  } else {
    size_t len;
    const Value *items = seq_items(seq, &len);
    if (len == 0)
      return vm_raise(vm, T_TypeError, "reduce() of empty iterable with no initial value");
    acc = items[0];
    i = 1;
  }
  for (;; i++) {
    Value pair[2], got;
    List *rest;
    size_t len;
    /* a list's items are read again at each one, as its iterator does */
    const Value *items = seq_items(seq, &len);
    int r;
    if (i >= len) break;
    if (vm_charge(vm, 1)) return -1;
    pair[0] = acc;
    pair[1] = items[i];
    r = vm_call_native(vm, fn, pair, 2, NULL, &got);
    if (r == 0) {
      acc = got;
      continue;
    }
    if (r != BI_FALLBACK && !(r < 0 && vm->want_py)) return -1;
    /* Python code is needed from item i on: the Python version folds the
    ** rest, starting from acc */
    vm->want_py = false;
    vm->exc = VUNDEF;
    rest = reduce_rest(vm, seq, i, nargs == 3 ? VUNDEF : acc);
    if (rest == NULL) return -1;
    args[1] = vobj(rest);
    if (nargs == 3) args[2] = acc;
    return BI_FALLBACK;
  }
  *out = acc;
  return 0;
}

const Builtin functools_natives[] = {
  {"functools.reduce", f_reduce, "functools:_py_reduce", -1},
};
const int functools_natives_n = (int)(sizeof functools_natives / sizeof functools_natives[0]);
