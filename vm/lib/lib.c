/*
** lib.c - the module table, import, native ids and the prelude.
**
** Import is lazy: a VM starts with no module built.  lib_import builds a
** module at its first import in a VM and records it in vm->modules (name ->
** module; saved by snapshots), so a module and its state (random's
** generator) exist once per VM.  A dotted module (urllib.parse) imports its
** parent first and becomes the parent's attribute, as in CPython.
**
** Python code of the library (module bodies, prelude functions) runs nested
** (vm_execute inside the current instruction) with the GC paused: a module
** body only defines names, never pauses (no tool, no await at its top
** level), so the C frames below it hold nothing that must survive a pause,
** and pausing the GC keeps the interrupted instruction's temporaries alive.
** Its memory and steps are counted as the program's.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lib.h"
#include "../dict.h"
#include "../limits.h"
#include "../class.h"
#include "../slots.h"
#include "../mcache.h"

/* Every module a program may import, in a stable order (native ids are
** LIB_NATIVE(index in this table, entry)); a module with no natives has
** only a Python part (NAME.py), or only submodules. */
static const LibModule lib_modules[] = {
  {"__future__", NULL, NULL},
  {"_markupbase", NULL, NULL},
  {"abc", abc_natives, &abc_natives_n},
  {"argparse", NULL, NULL},
  {"array", NULL, NULL},
  {"ast", ast_natives, &ast_natives_n},
  {"asyncio.locks", NULL, NULL},
  {"asyncio.queues", NULL, NULL},
  {"base64", NULL, NULL},
  {"binascii", binascii_natives, &binascii_natives_n},
  {"bisect", NULL, NULL},
  {"calendar", NULL, NULL},
  {"cmath", cmath_natives, &cmath_natives_n},
  {"codecs", NULL, NULL},
  {"collections", collections_natives, &collections_natives_n},
  {"collections.abc", collections_abc_natives, &collections_abc_natives_n},
  {"concurrent", NULL, NULL},
  {"concurrent.futures", NULL, NULL},
  {"contextlib", NULL, NULL},
  {"contextvars", contextvars_natives, &contextvars_natives_n},
  {"copy", NULL, NULL},
  {"csv", NULL, NULL},
  {"dataclasses", NULL, NULL},
  {"datetime", datetime_natives, &datetime_natives_n},
  {"decimal", NULL, NULL},
  {"difflib", NULL, NULL},
  {"enum", enum_natives, &enum_natives_n},
  {"fnmatch", NULL, NULL},
  {"fractions", NULL, NULL},
  {"functools", functools_natives, &functools_natives_n},
  {"graphlib", NULL, NULL},
  {"gzip", NULL, NULL},
  {"hashlib", hashlib_natives, &hashlib_natives_n},
  {"heapq", NULL, NULL},
  {"hmac", NULL, NULL},
  {"html", NULL, NULL},
  {"html.entities", NULL, NULL},
  {"html.parser", htmlparse_natives, &htmlparse_natives_n},
  {"inspect", inspect_natives, &inspect_natives_n},
  {"io", NULL, NULL},
  {"ipaddress", NULL, NULL},
  {"itertools", NULL, NULL},
  {"json", json_natives, &json_natives_n},
  {"keyword", NULL, NULL},
  {"logging", NULL, NULL},
  {"math", math_natives, &math_natives_n},
  {"numbers", NULL, NULL},
  {"operator", operator_natives, &operator_natives_n},
  {"os", NULL, NULL},
  {"posixpath", NULL, NULL},
  {"pprint", NULL, NULL},
  {"queue", NULL, NULL},
  {"quopri", NULL, NULL},
  {"random", random_natives, &random_natives_n},
  {"re", re_natives, &re_natives_n},
  {"reprlib", NULL, NULL},
  {"secrets", NULL, NULL},
  {"shlex", NULL, NULL},
  {"statistics", NULL, NULL},
  {"string", NULL, NULL},
  {"struct", struct_natives, &struct_natives_n},
  {"sys", sys_natives, &sys_natives_n},
  {"textwrap", NULL, NULL},
  {"threading", NULL, NULL},
  {"time", time_natives, &time_natives_n},
  {"tomllib", NULL, NULL},
  {"traceback", traceback_natives, &traceback_natives_n},
  {"types", NULL, NULL},
  {"typing", typing_natives, &typing_natives_n},
  {"unicodedata", unicodedata_natives, &unicodedata_natives_n},
  {"unittest", unittest_natives, &unittest_natives_n},
  {"urllib", NULL, NULL},
  {"urllib.parse", NULL, NULL},
  {"uuid", NULL, NULL},
  {"warnings", NULL, NULL},
  {"xml", NULL, NULL},
  {"xml.dom", NULL, NULL},
  {"xml.dom.minidom", NULL, NULL},
  {"xml.etree", NULL, NULL},
  {"xml.etree.ElementPath", NULL, NULL},
  {"xml.etree.ElementTree", etree_natives, &etree_natives_n},
  {"zlib", zlib_natives, &zlib_natives_n},
  {"zoneinfo", zoneinfo_natives, &zoneinfo_natives_n},
};
#define LIB_NMODULES ((int)(sizeof lib_modules / sizeof lib_modules[0]))

/* ---- native ids ---- */

const Builtin *lib_native(int id) {
  int m = (id >> LIB_SHIFT) - 1, j = id & ((1 << LIB_SHIFT) - 1);
  static const Builtin none = {"?", NULL, NULL, -1};
  if (id >= SLOT_NATIVE_BASE) return slot_native(id) ? slot_native(id) : &none;
  if (m < 0 || m >= LIB_NMODULES || lib_modules[m].natives == NULL ||
      j >= *lib_modules[m].nnatives)
    return &none;
  return &lib_modules[m].natives[j];
}

/* s is the name (name, len): stops at the first byte that differs, where
** strlen(s) would read all of s first (native_find tries thousands, and
** the names of the prelude's helpers all start with '_'). */
static bool same_name(const char *s, const char *name, size_t len) {
  return s[0] == name[0] && (len == 1 || s[1] == name[1]) && strncmp(s, name, len) == 0 &&
         s[len] == 0;
}

int native_find(const char *name, size_t len) {
  int i, m, j;
  if (len == 0 || memchr(name, 0, len)) return -1;
  for (i = 0; i < builtin_count; i++)
    if (same_name(builtin_table[i].name, name, len)) return i;
  for (m = 0; m < LIB_NMODULES; m++)
    for (j = 0; lib_modules[m].natives && j < *lib_modules[m].nnatives; j++)
      if (same_name(lib_modules[m].natives[j].name, name, len)) return LIB_NATIVE(m, j);
  return slot_native_find(name, len);
}

size_t native_total(void) {
  size_t n = (size_t)builtin_count + (size_t)slot_native_count();
  int m;
  for (m = 0; m < LIB_NMODULES; m++)
    if (lib_modules[m].natives) n += (size_t)*lib_modules[m].nnatives;
  return n;
}

/* ---- running library code ---- */

/* A prelude code changes its flags, so its snapshot check is computed
** again, from its body: decoded first (Code.lazy). */
static int mark_hidden(VM *vm, Code *c) {
  uint32_t i;
  if (codeimg_ensure(vm, c)) return -1;
  c->flags |= CODE_HIDDEN;
  for (i = 0; i < c->nk; i++)
    if (IS_OBJ(c->k[i], OT_CODE) && mark_hidden(vm, (Code *)c->k[i].u.o)) return -1;
  return 0;
}

/* Run module code `code` with `globals`, above the current frames and
** above stack index `above`. */
static int run_nested(VM *vm, Code *code, Dict *globals, uint32_t above) {
  Value saved_result = vm->result;
  bool gc = vm->gc_enabled;
  uint32_t base = above;
  int r;
  if (vm->nframes) {
    Frame *top = &vm->frames[vm->nframes - 1];
    if (top->base + top->code->nregs > base) base = top->base + top->code->nregs;
  }
  if (vm_push_module(vm, code, globals, base) == NULL) return -1;
  vm->gc_enabled = false;
  r = vm_execute(vm);
  vm->gc_enabled = gc;
  vm->result = saved_result;
  return r;
}

/* "json:_py_loads": the fallback of a module's native is a function of the
** module's Python part (the module is imported: its native was reached). */
static int module_fallback(VM *vm, const char *name, Value *out) {
  const char *colon = strchr(name, ':');
  Value m;
  if (vm->modules == NULL ||
      dict_get_str(vm, vm->modules, name, (size_t)(colon - name), &m) != 1 ||
      dict_get_str(vm, ((Module *)m.u.o)->dict, colon + 1, strlen(colon + 1), out) != 1)
    return vm_raise(vm, T_SystemError, "no fallback %s", name);
  return 0;
}

/* The chunks being compiled, innermost first: a chunk's dependencies are
** compiled before it, skipping those already under way (functions that
** use each other; a body looks its globals up only when it runs). */
typedef struct PreludeLoading {
  const char *name;
  const struct PreludeLoading *up;
} PreludeLoading;

static int prelude_load(VM *vm, const char *name, Value *out, uint32_t above,
                        const PreludeLoading *up) {
  size_t n = strlen(name);
  const LibPrelude *p = NULL;
  PreludeLoading me;
  Code *code;
  Value res;
  int i;
  if (strchr(name, ':')) return module_fallback(vm, name, out);
  if (dict_get_str(vm, vm->prelude, name, n, out) == 1) return 0;
  for (i = 0; i < lib_prelude_n && p == NULL; i++)
    if (strcmp(lib_prelude[i].name, name) == 0) p = &lib_prelude[i];
  if (p == NULL) {
    Value k;
    int r;
    /* a helper written in C */
    if (str_newc(vm, name, &k)) return -1;
    r = builtins_prelude_find(vm, k, out);
    if (r) return r < 0 ? -1 : 0;
    return vm_raise(vm, T_SystemError, "no prelude function %s", name);
  }
  me.name = name;
  me.up = up;
  {
    const char *d = p->deps;
    while (*d) {
      char dep[48];
      size_t k = 0;
      const PreludeLoading *l;
      while (*d == ' ') d++;
      while (*d && *d != ' ' && k + 1 < sizeof dep) dep[k++] = *d++;
      dep[k] = 0;
      for (l = &me; l && k; l = l->up)
        if (strcmp(l->name, dep) == 0) k = 0;
      if (k && prelude_load(vm, dep, &res, above, &me)) return -1;
    }
  }
  /* a dependency's body may have needed this chunk already (a class
  ** statement there loads _build_class_py): made once */
  if (dict_get_str(vm, vm->prelude, name, n, out) == 1) return 0;
  if (compile_module(vm, p->src, strlen(p->src), "<prelude>", &code) ||
      mark_hidden(vm, code))
    return -1;
  if (run_nested(vm, code, vm->prelude, above)) return -1;
  if (dict_get_str(vm, vm->prelude, name, n, out) != 1)
    return vm_raise(vm, T_SystemError, "prelude %s did not define itself", name);
  return 0;
}

/* The prelude function `name`, compiled on first use (after the chunks it
** uses).  Compiling runs only `def` statements and assignments. */
int prelude_get(VM *vm, const char *name, Value *out, uint32_t above) {
  return prelude_load(vm, name, out, above, NULL);
}

/* The code of the prelude function `name`, for a snapshot restore, which
** makes the function object itself: the chunk is compiled (from the shared
** cache's image when there is one) but not run, so no function, no entry
** in the fresh VM's prelude namespace (which the snapshot's replaces) and
** no run of its defs.  Every chunk defines its function as a plain
** top-level def (tests/unit/test_snapshot.c compares each code with
** prelude_get's); the last def of that name is the one a run keeps.  A
** name that is not a chunk's takes prelude_get's way. */
int prelude_code(VM *vm, const char *name, Code **out) {
  const LibPrelude *p = NULL;
  Code *mod, *found = NULL;
  Value fn;
  size_t n = strlen(name);
  uint32_t i;
  for (i = 0; i < (uint32_t)lib_prelude_n && p == NULL; i++)
    if (strcmp(lib_prelude[i].name, name) == 0) p = &lib_prelude[i];
  if (p != NULL) {
    if (compile_module(vm, p->src, strlen(p->src), "<prelude>", &mod) ||
        mark_hidden(vm, mod))
      return -1;
    for (i = 0; i < mod->nk; i++) {
      Code *c;
      if (!IS_OBJ(mod->k[i], OT_CODE)) continue;
      c = (Code *)mod->k[i].u.o;
      if (IS_STR(c->name) && AS_STR(c->name)->len == n &&
          memcmp(AS_STR(c->name)->data, name, n) == 0)
        found = c;
    }
    if (found != NULL) {
      *out = found;
      return 0;
    }
  }
  if (prelude_get(vm, name, &fn, 0)) return -1;
  if (!IS_OBJ(fn, OT_FUNC)) return vm_raise(vm, T_SystemError, "no prelude function %s", name);
  *out = ((Func *)fn.u.o)->code;
  return 0;
}

/* prelude_get through the attribute cache (mcache.h), keyed by the
** prelude dict and the name's address: for names that are string
** constants of the VM (the fallbacks of natives and instructions, asked
** for at every call that needs one).  A prelude function, once made, stays
** in the dict, and an epoch ends at every collection.  Not the names of a
** module's functions (with ':'), which the program may rebind. */
int prelude_get_const(VM *vm, const char *name, Value *out, uint32_t above) {
  const Str *key = (const Str *)(const void *)name;
  if (mcache_get(vm, vm->prelude, key, out)) return 0;
  if (prelude_load(vm, name, out, above, NULL)) return -1;
  if (vm->mcache && !strchr(name, ':')) mcache_put(vm, vm->prelude, key, *out);
  return 0;
}

/* Run fn(vm, ud) on a stack and a frame array of its own, with the
** collector off.  For library code run at a moment that cannot let the
** stack or the frames move (a lazily made part of a module, reached by an
** attribute lookup: the natives and instructions that look attributes up
** hold pointers into both).  The caller's stack and frames stay where they
** are, detached; no collection runs while they are (the collector marks
** only what the VM points at); the scratch arrays are freed after.  An
** exception fn raises stays in vm->exc. */
int lib_run_aside(VM *vm, int (*fn)(VM *, void *), void *ud) {
  Fiber saved;
  bool gc = vm->gc_enabled, probe = vm->attr_probe;
  int r;
  vm->attr_probe = false;   /* its Python code's errors keep their suggestions */
  saved.stack = vm->stack; saved.stack_cap = vm->stack_cap;
  saved.frames = vm->frames; saved.nframes = vm->nframes; saved.frames_cap = vm->frames_cap;
  saved.handled = vm->handled;
  vm->stack = NULL; vm->stack_cap = 0;
  vm->frames = NULL; vm->nframes = 0; vm->frames_cap = 0;
  vm->handled = VNONE;
  vm->gc_enabled = false;
  r = fn(vm, ud);
  mem_free(&vm->mem, vm->stack, vm->stack_cap * sizeof(Value));
  mem_free(&vm->mem, vm->frames, vm->frames_cap * sizeof(Frame));
  vm->stack = saved.stack; vm->stack_cap = saved.stack_cap;
  vm->frames = saved.frames; vm->nframes = saved.nframes; vm->frames_cap = saved.frames_cap;
  vm->handled = saved.handled;
  vm->gc_enabled = gc;
  vm->attr_probe = probe;
  return r;
}

static int lazy_call(VM *vm, void *ud) {
  Value out;
  return vm_call_nested(vm, *(Value *)ud, NULL, 0, &out);
}

/* A library module written in Python may make some names at their first
** use (typing's IO, Pattern, Supports*...): its __lazy__ dict maps each
** such name to the function of the module that makes it, which binds its
** names as globals and drops them from __lazy__.  A program can change
** that dict (a dunder name, it cannot rebind it) but cannot make a
** function whose globals are the module's, so nothing else runs here.
** 1 (in *out), 0 (no such name), -1. */
static int module_lazy(VM *vm, Module *m, Str *name, Value *out) {
  Value lz, fn;
  int r = dict_get_str(vm, m->dict, "__lazy__", 8, &lz);
  if (r != 1 || !IS_OBJ(lz, OT_DICT)) return r < 0 ? -1 : 0;
  r = dict_get(vm, (Dict *)lz.u.o, vobj(name), &fn);
  if (r != 1 || !IS_OBJ(fn, OT_FUNC) || ((Func *)fn.u.o)->globals != m->dict)
    return r < 0 ? -1 : 0;
  if (lib_run_aside(vm, lazy_call, &fn)) return -1;
  r = dict_get(vm, m->dict, vobj(name), out);
  return r < 0 ? -1 : r == 1;
}

/* Attribute `name` of module m: 1 (in *out), 0 (no such attribute), -1.
** asyncio makes some of its parts at their first use (vm/async.c), and so
** may a module with __lazy__ (module_lazy). */
int lib_module_attr(VM *vm, Module *m, Str *name, Value *out) {
  int r = dict_get(vm, m->dict, vobj(name), out);
  if (r != 0) return r;
  if (m == vm->asyncio) return vm_asyncio_lazy(vm, name, out);
  return module_lazy(vm, m, name, out);
}

/* Make every name m makes at its first use, for what shows the whole
** namespace (dir, __dict__, import *).  0 or -1. */
int lib_module_complete(VM *vm, Module *m) {
  Value lz, k, v;
  size_t pos, i, n;
  Tuple *keys;
  int r = dict_get_str(vm, m->dict, "__lazy__", 8, &lz);
  if (r != 1 || !IS_OBJ(lz, OT_DICT) || ((Dict *)lz.u.o)->len == 0) return r < 0 ? -1 : 0;
  /* the makers change the dict: its names first */
  n = ((Dict *)lz.u.o)->len;
  if ((keys = tuple_new(vm, n)) == NULL) return -1;
  for (pos = 0, i = 0; i < n && dict_next((Dict *)lz.u.o, &pos, &k, &v); i++)
    keys->items[i] = k;
  for (i = 0; i < n; i++)
    if (IS_STR(keys->items[i]) && lib_module_attr(vm, m, AS_STR(keys->items[i]), &v) < 0)
      return -1;
  return 0;
}

/* ---- import ---- */

static int find_module(const char *name, size_t len) {
  int m;
  for (m = 0; m < LIB_NMODULES; m++)
    if (strlen(lib_modules[m].name) == len && memcmp(lib_modules[m].name, name, len) == 0)
      return m;
  return -1;
}

static const LibSource *find_source(const char *name) {
  int i;
  for (i = 0; i < lib_sources_n; i++)
    if (strcmp(lib_sources[i].name, name) == 0) return &lib_sources[i];
  return NULL;
}

/* ---- the build's code images of the library's texts ---- */

static const void *image_of(const LibImage *im, const char *text, const char *src, size_t len,
                            size_t *n) {
  if (im->img == NULL || im->srclen != len || (text != src && memcmp(text, src, len) != 0))
    return NULL;
  *n = im->n;
  return im->img;
}

const void *lib_image(const char *filename, const char *src, size_t len, size_t *n) {
  int i;
  if (filename[0] != '<') return NULL;
  if (strncmp(filename, "<lib ", 5) == 0 && lib_source_images_n == lib_sources_n) {
    size_t nl = strlen(filename + 5);
    for (i = 0; nl > 1 && i < lib_sources_n; i++)
      if (strncmp(lib_sources[i].name, filename + 5, nl - 1) == 0 &&
          lib_sources[i].name[nl - 1] == 0 && filename[4 + nl] == '>')
        return image_of(&lib_source_images[i], lib_sources[i].src, src, len, n);
    return NULL;
  }
  if (strcmp(filename, "<prelude>") == 0 && lib_prelude_images_n == lib_prelude_n)
    for (i = 0; i < lib_prelude_n; i++) {
      const void *img = image_of(&lib_prelude_images[i], lib_prelude[i].src, src, len, n);
      if (img) return img;
    }
  return NULL;
}

/* The modules that are packages in CPython (`import json.x` names no
** parent; `import math.x` says 'math' is not a package). */
static const char *const cpython_packages[] = {
  "asyncio", "collections", "concurrent", "html", "json", "logging", "re", "unittest", "urllib",
  "xml", "xml.etree",
};

static bool is_package(const char *name, size_t len) {
  size_t i;
  for (i = 0; i < sizeof cpython_packages / sizeof cpython_packages[0]; i++)
    if (strlen(cpython_packages[i]) == len && memcmp(cpython_packages[i], name, len) == 0)
      return true;
  return false;
}

static int import_name(VM *vm, const char *name, size_t len, uint32_t above, Value *out);

/* No module `name`: for a dotted name its parent is imported first (so a
** missing top-level package is the one named), as CPython's import. */
static int not_found(VM *vm, const char *name, size_t len, uint32_t above) {
  size_t dot = len;
  Value parent;
  if (len && name[0] == '.')
    return vm_raise(vm, T_ImportError, "attempted relative import with no known parent package");
  while (dot > 0 && name[dot - 1] != '.') dot--;
  if (dot > 1) {
    if (import_name(vm, name, dot - 1, above, &parent)) return -1;
    if (!is_package(name, dot - 1)) {
      vm_raise(vm, T_ModuleNotFoundError, "No module named '%.*s'; '%.*s' is not a package",
               (int)len, name, (int)(dot - 1), name);
      return exc_note_name(vm, name, len, NULL);
    }
  }
  vm_raise(vm, T_ModuleNotFoundError, "No module named '%.*s'", (int)len, name);
  return exc_note_name(vm, name, len, NULL);   /* e.name */
}

/* Build module m: natives, then its Python part. */
static int build(VM *vm, int mi, Module *m, uint32_t above) {
  const LibModule *lm = &lib_modules[mi];
  const LibSource *src = find_source(lm->name);
  size_t plen = strlen(lm->name) + 1;
  Value k;
  int j;
  /* its classes' __module__ */
  if (str_newc(vm, "__name__", &k) || dict_set(vm, m->dict, k, m->name)) return -1;
  for (j = 0; lm->natives && j < *lm->nnatives; j++) {
    const char *nm = lm->natives[j].name + plen;
    if (str_newc(vm, nm, &k) || dict_set(vm, m->dict, k, vbuiltin(LIB_NATIVE(mi, j))))
      return -1;
  }
  if (src) {
    char fname[80];
    Code *code;
    snprintf(fname, sizeof fname, LIB_FNAME_FMT, lm->name);
    if (compile_module(vm, src->src, strlen(src->src), fname, &code)) return -1;
    if (run_nested(vm, code, m->dict, above)) return -1;
  }
  return 0;
}

static int import_name(VM *vm, const char *name, size_t len, uint32_t above, Value *out) {
  Value key, v;
  size_t before, next;
  Module *m;
  int mi;
  const char *dot;
  if (len == 7 && memcmp(name, "asyncio", 7) == 0) return vm_import_asyncio(vm, out);
  if (vm->modules && dict_get_str(vm, vm->modules, name, len, out) == 1) return 0;
  /* os.path is posixpath under a second name (its __name__ stays
  ** 'posixpath'), as in CPython */
  if (len == 7 && memcmp(name, "os.path", 7) == 0)
    return import_name(vm, "os", 2, above, &v) ? -1 : import_name(vm, "posixpath", 9, above, out);
  mi = find_module(name, len);
  if (mi < 0) return not_found(vm, name, len, above);
  /* the parent package first */
  dot = NULL;
  {
    size_t i;
    for (i = len; i-- > 0;)
      if (name[i] == '.') { dot = name + i; break; }
  }
  if (dot && import_name(vm, name, (size_t)(dot - name), above, &v)) return -1;
  if (vm->modules == NULL && (vm->modules = dict_new(vm)) == NULL) return -1;
  m = obj_new(vm, OT_MODULE, sizeof(Module));
  if (m == NULL) return -1;
  m->name = VNONE;
  m->dict = NULL;
  if (str_new(vm, name, len, &key)) return -1;
  m->name = key;
  if ((m->dict = dict_new(vm)) == NULL) return -1;
  /* rooted (and found by imports it makes itself) while it fills */
  if (dict_set(vm, vm->modules, key, vobj(m))) return -1;
  before = vm->mem.used;
  next = vm->gc_next;
  if (build(vm, mi, m, above)) {
    Value ignored, saved = vm->exc;
    dict_del(vm, vm->modules, key, &ignored);
    vm->exc = saved;
    return -1;
  }
  /* a module lives as long as the VM: what its build made (the collector
  ** paused, run_nested) does not bring the next collection nearer; the
  ** garbage among it waits for one that other allocations cause.  An
  ** import (of typing and what it imports: 2.5 MB) no longer ends its
  ** program's run with a full collection (host/api.c, end_collect).  The
  ** modules it imported have moved the threshold for their own bytes */
  if (vm->mem.used > before && vm->gc_next >= next &&
      vm->mem.used - before > vm->gc_next - next)
    gc_live_grown(vm, vm->mem.used - before - (vm->gc_next - next));
  if (dot) {
    Value attr;
    /* asyncio, made by vm_import_asyncio, is not in vm->modules */
    if (dot - name == 7 && memcmp(name, "asyncio", 7) == 0 && vm->asyncio) v = vobj(vm->asyncio);
    else if (dict_get_str(vm, vm->modules, name, (size_t)(dot - name), &v) != 1) v = VUNDEF;
    if (v.tag == V_UNDEF ||
        str_new(vm, dot + 1, len - (size_t)(dot - name) - 1, &attr) ||
        dict_set(vm, ((Module *)v.u.o)->dict, attr, vobj(m)))
      return -1;
  }
  *out = vobj(m);
  return 0;
}

int lib_import(VM *vm, Str *name, uint32_t above, Value *out) {
  return import_name(vm, name->data, name->len, above, out);
}

/* from m import name: m's attribute, or else its submodule m.name imported
** now (`from collections import abc`, `from urllib import parse`), as
** CPython's import falls back to.  1 found, 0 not, -1 raised. */
int lib_import_from(VM *vm, Module *m, Str *name, Value *out) {
  char full[128];
  Str *mn;
  size_t len;
  int r = lib_module_attr(vm, m, name, out);
  if (r != 0 || !IS_STR(m->name)) return r;
  mn = AS_STR(m->name);
  len = mn->len + 1 + name->len;
  if (len >= sizeof full) return 0;
  memcpy(full, mn->data, mn->len);
  full[mn->len] = '.';
  memcpy(full + mn->len + 1, name->data, name->len);
  if (find_module(full, len) < 0) return 0;
  return import_name(vm, full, len, 0, out) ? -1 : 1;
}

/* from m import *: m's __all__, or else its names without a leading
** underscore, copied into `globals` (only module-level code does it).
** One step per name. */
int lib_import_star(VM *vm, Value module, Dict *globals) {
  Module *m = (Module *)module.u.o;
  Value all, k, v;
  size_t pos = 0, i, n;
  if (m == vm->asyncio && vm_asyncio_lazy(vm, NULL, NULL) < 0) return -1;
  if (lib_module_complete(vm, m)) return -1;
  if (dict_get_str(vm, m->dict, "__all__", 7, &all) == 1) {
    if (!IS_OBJ(all, OT_LIST) && !IS_OBJ(all, OT_TUPLE))
      return vm_raise(vm, T_TypeError, "%s.__all__ must be a list or a tuple",
                      AS_STR(m->name)->data);
    n = IS_OBJ(all, OT_LIST) ? ((List *)all.u.o)->len : ((Tuple *)all.u.o)->len;
    if (vm_charge(vm, n)) return -1;
    for (i = 0; i < n; i++) {
      k = IS_OBJ(all, OT_LIST) ? ((List *)all.u.o)->items[i] : ((Tuple *)all.u.o)->items[i];
      if (!IS_STR(k))
        return vm_raise(vm, T_TypeError, "Item in %s.__all__ must be str, not %s",
                        AS_STR(m->name)->data, val_type_name(k));
      if (dict_get(vm, m->dict, k, &v) != 1)
        return vm_raise(vm, T_AttributeError, "module '%s' has no attribute '%s'",
                        AS_STR(m->name)->data, AS_STR(k)->data);
      if (dict_set(vm, globals, k, v)) return -1;
    }
    return 0;
  }
  if (vm_charge(vm, m->dict->len)) return -1;
  while (dict_next(m->dict, &pos, &k, &v))
    if (IS_STR(k) && AS_STR(k)->data[0] != '_' && dict_set(vm, globals, k, v)) return -1;
  return 0;
}

/* CPython modules left out on purpose: they reach the host. */
static const char *const host_modules[] = {
  "subprocess", "socket", "pathlib", "shutil", "glob", "tempfile", "signal",
  "multiprocessing", "ctypes", "importlib", "sqlite3", "http",
  "ftplib", "smtplib", "ssl", "select", "selectors", "platform", "getpass", "pwd", "mmap",
  "fcntl", "resource", "zipfile", "tarfile", "shelve", "pickle", "marshal",
  "builtins", "site", "runpy", "webbrowser", "atexit", "linecache", "fileinput",
  "urllib.request", "urllib.error", "urllib.robotparser",
};

/* Third-party packages agent programs often import. */
static const char *const third_party[] = {
  "numpy", "pandas", "requests", "scipy", "sklearn", "matplotlib", "httpx", "aiohttp",
  "bs4", "yaml", "pydantic", "torch", "tensorflow", "openai", "anthropic", "dateutil",
  "pytz", "tqdm", "rich", "click", "attr", "attrs", "jinja2", "lxml", "PIL", "seaborn",
  "sympy", "networkx", "boto3", "flask", "django", "fastapi", "redis", "sqlalchemy",
  "tabulate", "toml", "tomli", "dotenv", "orjson", "regex", "nltk", "polars", "tiktoken",
};

static bool listed(const char *const *list, size_t n, const char *name, size_t len) {
  size_t i;
  for (i = 0; i < n; i++)
    if (strlen(list[i]) == len && memcmp(list[i], name, len) == 0) return true;
  return false;
}

static int cmp_names(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The line above "ModuleNotFoundError: No module named 'NAME'..." (msg):
** why NAME is missing when baton knows, then what a program may import,
** in alphabetical order. */
int lib_missing_hint(VM *vm, Str *msg, Buf *b) {
  const char *names[LIB_NMODULES + 1];
  const char *q = memchr(msg->data, '\'', msg->len), *e;
  size_t top = 0, n = 0, i;
  int m;
  if (q) {
    q++;
    e = memchr(q, '\'', msg->len - (size_t)(q - msg->data));
    if (e == NULL) e = q;
    while (q + top < e && q[top] != '.') top++;
    /* a listed submodule (urllib.request) is named whole */
    if (listed(host_modules, sizeof host_modules / sizeof *host_modules, q, (size_t)(e - q)))
      top = (size_t)(e - q);
  }
  if (top && listed(host_modules, sizeof host_modules / sizeof *host_modules, q, top)) {
    if (buf_printf(vm, b, "(%.*s is left out: a baton program has no files, processes, threads "
                   "or network; its data comes from the host's tools.  ", (int)top, q))
      return -1;
  } else if (top == 7 && memcmp(q, "weakref", 7) == 0) {
    /* no honest weakref: baton's collector traces, so an object lives on
    ** after its last reference until a collection finds it (CPython frees
    ** it at once), and callbacks and WeakValueDictionary would differ */
    if (buf_printf(vm, b, "(weakref is left out: baton's collector traces, so a weak reference "
                   "would still see an object CPython has already freed.  "))
      return -1;
  } else if (top && listed(third_party, sizeof third_party / sizeof *third_party, q, top)) {
    if (buf_printf(vm, b, "(%.*s is a third-party package, and baton has the standard "
                   "library only.  ", (int)top, q))
      return -1;
  } else if (buf_putc(vm, b, '(')) {
    return -1;
  }
  names[n++] = "asyncio";
  for (m = 0; m < LIB_NMODULES; m++)   /* not the private helpers (_markupbase) */
    if (lib_modules[m].name[0] != '_' || lib_modules[m].name[1] == '_')
      names[n++] = lib_modules[m].name;
  qsort(names, n, sizeof names[0], cmp_names);
  if (buf_put(vm, b, "baton's modules: ", 17)) return -1;
  for (i = 0; i < n; i++)
    if ((i && buf_put(vm, b, ", ", 2)) || buf_put(vm, b, names[i], strlen(names[i]))) return -1;
  return buf_put(vm, b, ")\n", 2);
}

/* ---- helpers for natives ---- */

int lib_float_arg(VM *vm, Value v, double *out) {
  if (v.tag == V_FLOAT || IS_INTLIKE(v)) return vm_to_double(vm, v, out);
  /* an instance of a class (Fraction): its __float__ is Python code, run
  ** by the native's fallback where it has one (math.py's _py_*) */
  if (user_class(v)) vm->want_py = true;
  return vm_raise(vm, T_TypeError, "must be real number, not %s", val_type_name(v));
}
