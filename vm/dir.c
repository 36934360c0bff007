/*
** dir.c - the dir() builtin: the sorted names of the caller's scope, or of
** an object, as CPython 3.11 lists them.
**
** dir(obj) merges, as CPython's object.__dir__ and type.__dir__ do: the
** instance's __dict__, then the namespace of each class of its MRO (of obj
** itself when it is a class).  A user class's namespace is its dict (with
** CPython's __dict__ entry; baton's own __qualname__ key is not CPython's);
** a builtin type's is the table tools/gen_dirtab.py reads off CPython
** (vm/dir_tab.h), which leaves out the names baton keeps closed, and each
** of those names is kept only when baton's attribute lookup finds it on
** obj: every name listed can be read with getattr, and no name opens a
** door the attribute syntax keeps shut.  The check runs no Python code
** (builtin attributes are native; a lookup that would run a Python
** __getattr__ keeps the name, as CPython lists it without asking).  A
** class that defines __dir__ in Python (or a class whose internal
** metaclass does) is asked instead (the prelude's `_dir`).  dir() with no argument lists the module's globals, or in a
** function its bound local variables.
*/
#include <string.h>

#include "vm.h"
#include "class.h"
#include "dir_tab.h"
#include "doc_tab.h"

int vm_sort(VM *vm, Value *keys, Value *vals, size_t n, bool reverse);   /* builtins.c */

static int add_name(VM *vm, Dict *seen, Value name) {
  return dict_set(vm, seen, name, VNONE);
}

/* The str keys of d, but `skip` and the private names of a library class
** standing for a C type in viewer's MRO (class_hidden_name; viewer NULL:
** none hidden). */
static int add_keys(VM *vm, Dict *seen, Dict *d, const char *skip, Class *viewer) {
  size_t pos = 0;
  Value k, v;
  bool hides = viewer && (viewer->h.flags & CLASS_HIDES);
  while (dict_next(d, &pos, &k, &v))
    if (IS_STR(k) && !(skip && strcmp(AS_STR(k)->data, skip) == 0) &&
        !(hides && class_hidden_name(vm, viewer, AS_STR(k))) && add_name(vm, seen, k))
      return -1;
  return 0;
}

/* The names of class c's namespace, as viewer's MRO shows them (a library
** class standing for a C type has no __module__ there: CPython's type
** gives it from its tp_name). */
static int add_class_keys(VM *vm, Dict *seen, Class *c, Class *viewer) {
  size_t pos = 0;
  Value k, v;
  if (!class_is_ctype(c)) return add_keys(vm, seen, c->dict, "__qualname__", viewer);
  while (dict_next(c->dict, &pos, &k, &v))
    if (IS_STR(k) && strcmp(AS_STR(k)->data, "__qualname__") != 0 &&
        strcmp(AS_STR(k)->data, "__module__") != 0 &&
        !(viewer && (viewer->h.flags & CLASS_HIDES) && class_hidden_name(vm, viewer, AS_STR(k))) &&
        add_name(vm, seen, k))
      return -1;
  return 0;
}

const char *dir_type_names(int t) {
  size_t i;
  for (i = 0; i < sizeof dir_tab / sizeof dir_tab[0]; i++)
    if (strcmp(dir_tab[i].type, type_names[t]) == 0) return dir_tab[i].names;
  return "";
}

/* CPython's T.__doc__ for builtin type t: 1 (*doc: the text, NULL for
** None), 0 when the table has none (vm/doc_tab.h). */
int dir_type_doc(int t, const char **doc) {
  size_t i;
  for (i = 0; i < sizeof doc_tab / sizeof doc_tab[0]; i++)
    if (strcmp(doc_tab[i].type, type_names[t]) == 0) {
      *doc = doc_tab[i].doc;
      return 1;
    }
  return 0;
}

/* Does obj have attribute `name` in baton?  (Natively: see the top.) */
static int has_attr(VM *vm, Value obj, Value name, bool *yes) {
  Value v, saved = vm->exc;
  if (vm_getattr_v(vm, obj, AS_STR(name), &v) == 0) { *yes = true; return 0; }
  if (!IS_OBJ(vm->exc, OT_EXC) || vm->exc.u.o == vm->nomem.u.o) return -1;
  *yes = vm->want_py;
  vm->want_py = false;
  vm->exc = saved;
  return 0;
}

/* The names of builtin type t and of its bases (dir_type_names) that obj has. */
static int add_builtin(VM *vm, Dict *seen, int t, Value obj) {
  bool is_class = obj.tag == V_TYPE || IS_OBJ(obj, OT_CLASS);
  for (;;) {
    const char *p = dir_type_names(t);
    while (*p) {
      const char *e = strchr(p, ' ');
      size_t n = e ? (size_t)(e - p) : strlen(p);
      Value name, old;
      bool yes;
      if (str_new(vm, p, n, &name)) return -1;
      if (dict_get(vm, seen, name, &old) == 0) {
        /* a class's plain names (methods, descriptors such as
        ** BaseException.args) are listed as CPython's: only the dunders
        ** are checked there, as on anything else */
        yes = is_class && !(p[0] == '_' && p[1] == '_');
        if ((!yes && has_attr(vm, obj, name, &yes)) || (yes && add_name(vm, seen, name)))
          return -1;
      }
      p += n;
      if (*p == ' ') p++;
    }
    if (t == T_OBJECT || type_bases[t] == t) return 0;
    t = type_bases[t];
  }
}

/* A __slots__ entry of class owner, under the name it gives (a private
** `__x` is `_Owner__x`, class_slot_attr). */
static int add_slot(VM *vm, Dict *seen, const Class *owner, Value entry, Class *viewer) {
  Value name;
  if (class_slot_attr(vm, owner, entry, &name)) return -1;
  return class_hidden_name(vm, viewer, AS_STR(name)) ? 0 : add_name(vm, seen, name);
}

/* The names __slots__ of class owner declares (CPython's class dict has a
** member for each; "__dict__" among them is the dict's). */
static int add_slots(VM *vm, Dict *seen, const Class *owner, Value slots, Class *viewer) {
  size_t i, n;
  const Value *items;
  if (IS_STR(slots)) return add_slot(vm, seen, owner, slots, viewer);
  if (IS_OBJ(slots, OT_TUPLE)) { n = AS_TUPLE(slots)->len; items = AS_TUPLE(slots)->items; }
  else if (IS_OBJ(slots, OT_LIST)) { n = AS_LIST(slots)->len; items = AS_LIST(slots)->items; }
  else return 0;
  for (i = 0; i < n; i++)
    if (IS_STR(items[i]) && add_slot(vm, seen, owner, items[i], viewer)) return -1;
  return 0;
}

/* The namespaces of the classes of mro (a tuple of classes and types). */
static int add_mro(VM *vm, Dict *seen, Value mro, Value obj) {
  Tuple *m = AS_TUPLE(mro);
  size_t i;
  bool dict = false;
  Value v;
  for (i = 0; i < m->len; i++) {
    Dict *d;
    if (!IS_OBJ(m->items[i], OT_CLASS)) continue;
    if (!IS_OBJ(m->items[0], OT_CLASS)) return vm_raise(vm, T_SystemError, "bad mro");
    d = AS_CLASS(m->items[i])->dict;
    if (add_class_keys(vm, seen, AS_CLASS(m->items[i]), AS_CLASS(m->items[0]))) return -1;
    if (dict_get_str(vm, d, "__slots__", 9, &v) != 1) dict = true;
    else if (add_slots(vm, seen, AS_CLASS(m->items[i]), v, AS_CLASS(m->items[0]))) return -1;
  }
  /* CPython's class without __slots__ has a __dict__ entry (its
  ** __weakref__ one stays closed) */
  if (dict && (str_newc(vm, "__dict__", &v) || add_name(vm, seen, v))) return -1;
  for (i = 0; i < m->len; i++)
    if (m->items[i].tag == V_TYPE && add_builtin(vm, seen, (int)m->items[i].u.i, obj))
      return -1;
  return 0;
}

/* The names of the caller's scope (vm/scope.c): a module's globals, a
** class body's namespace, or a function's bound locals (cells included). */
static int add_scope(VM *vm, Dict *seen) {
  Dict *d;
  if (scope_dict(vm, &d)) return add_keys(vm, seen, d, NULL, NULL);
  return scope_locals(vm, seen);
}

/* An object's own __dict__ (instances, functions, modules...). */
static int add_own_dict(VM *vm, Dict *seen, Value obj) {
  Value d;
  bool yes;
  Value name;
  if (str_newc(vm, "__dict__", &name) || has_attr(vm, obj, name, &yes)) return -1;
  if (!yes || vm_getattr_v(vm, obj, AS_STR(name), &d)) {
    vm->exc = VUNDEF;
    vm->want_py = false;
    return 0;
  }
  return IS_OBJ(d, OT_DICT) ? add_keys(vm, seen, (Dict *)d.u.o, NULL, user_class(obj)) : 0;
}

/* The sorted names of the caller's scope (nargs 0) or of args[0], leaving
** out a Python __dir__ unless ask (then BI_FALLBACK: the prelude asks it). */
static int dir_names(VM *vm, Value *args, int nargs, bool ask, Value *out) {
  Dict *seen;
  List *l;
  Value obj, fn, k, v;
  size_t pos = 0;
  if ((seen = dict_new(vm)) == NULL) return -1;
  if (nargs == 0) {
    if (add_scope(vm, seen)) return -1;
  } else {
    obj = args[0];
    /* (for a class, user_class is its internal metaclass: EnumType's
    ** __dir__ lists an enum class as CPython's does) */
    if (ask && class_user_method(vm, obj, "__dir__", &fn))
      return BI_FALLBACK;                       /* its __dir__ is Python */
    if (IS_OBJ(obj, OT_CLASS)) {
      if (add_mro(vm, seen, AS_CLASS(obj)->mro, obj)) return -1;
    } else if (IS_OBJ(obj, OT_MODULE)) {
      if (lib_module_complete(vm, (Module *)obj.u.o) ||
          add_keys(vm, seen, ((Module *)obj.u.o)->dict, NULL, NULL) ||
          str_newc(vm, "__name__", &k) || add_name(vm, seen, k))
        return -1;
    } else if (user_class(obj)) {
      if (add_own_dict(vm, seen, obj) || add_mro(vm, seen, user_class(obj)->mro, obj)) return -1;
    } else if (IS_OBJ(obj, OT_TRACEBACK)) {
      /* its own __dir__ lists its four fields only (CPython's tb_dir) */
      static const char *const fields[] = {"tb_frame", "tb_next", "tb_lasti", "tb_lineno"};
      int i;
      for (i = 0; i < 4; i++)
        if (str_newc(vm, fields[i], &k) || add_name(vm, seen, k)) return -1;
    } else {
      if (add_own_dict(vm, seen, obj) ||
          add_builtin(vm, seen, obj.tag == V_TYPE ? (int)obj.u.i : val_type(obj), obj))
        return -1;
    }
  }
  if ((l = list_new(vm, seen->len)) == NULL) return -1;
  while (dict_next(seen, &pos, &k, &v))
    if (list_append(vm, l, k)) return -1;
  if (vm_sort(vm, l->items, NULL, l->len, false)) return -1;
  *out = vobj(l);
  return 0;
}

int bi_dir(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (kw && kw->len) return vm_raise(vm, T_TypeError, "dir() takes no keyword arguments");
  if (nargs > 1) return vm_raise(vm, T_TypeError, "dir expected at most 1 argument, got %d", nargs);
  return dir_names(vm, args, nargs, true, out);
}

/* object.__dir__(self): the names dir() lists without asking a Python
** __dir__ (CPython's list is in its own order, a list all the same:
** here sorted). */
int cls_object_dir(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (kw && kw->len) return vm_raise(vm, T_TypeError, "object.__dir__() takes no keyword arguments");
  if (nargs != 1)
    return vm_raise(vm, T_TypeError, "object.__dir__() takes no arguments (%d given)", nargs - 1);
  return dir_names(vm, args, 1, false, out);
}
