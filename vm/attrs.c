/*
** attrs.c - an instance's own attributes: a per-class layout of names with
** the values in the instance, or a dict (the two modes of class.h's
** Instance, whose invariants are there).
**
** Why: a dict per instance costs a Dict object, its table and a hash probe
** per attribute access.  Instances of a class nearly always get the same
** names in the same order (from the same __init__), so the class keeps
** those names once (Class.layout) and each instance only its values, in
** the instance's own block when its class's layout was known when it was
** made.  The attribute caches of the interpreter (ACache.idx) keep the
** index of a name in the layout, which never changes for a class: an
** access is a compare of the layout's name at that index and a load.
**
** Everything CPython shows stays the same: attributes keep insertion
** order, and whatever wants a real dict (obj.__dict__, vars(obj), dir)
** gets one: the instance moves to dict mode for good, as CPython's
** instances with a materialized dict stop sharing their keys.
*/
#include <string.h>
#include "class.h"
#include "dict.h"

static Value *inline_vals(Instance *in) { return (Value *)(in + 1); }

Instance *attrs_new_instance(VM *vm, Class *c) {
  uint32_t cap = c ? c->nlayout : 0;
  Instance *in = obj_new(vm, OT_INSTANCE, sizeof(Instance) + cap * sizeof(Value));
  if (in == NULL) return NULL;
  in->cls = c;
  in->vals = inline_vals(in);
  in->capvals = cap;
  return in;
}

static bool same_name(const Str *a, const Str *b) {
  return a == b || (a->len == b->len && memcmp(a->data, b->data, a->len) == 0);
}

int32_t attrs_layout_find(const Class *c, const Str *name) {
  uint32_t k;
  /* by pointer first: names written in one module are one Str */
  for (k = 0; k < c->nlayout; k++)
    if (c->layout[k] == name) return (int32_t)k;
  for (k = 0; k < c->nlayout; k++)
    if (same_name(c->layout[k], name)) return (int32_t)k;
  return -1;
}

int attrs_get(Instance *in, Str *name, Value *out) {
  int32_t ix;
  if (in->dict) return dict_lookup_str(in->dict, name, out);
  if (in->cls == NULL) return 0;
  ix = attrs_layout_find(in->cls, name);
  if (ix < 0 || (uint32_t)ix >= in->nvals) return 0;
  *out = in->vals[ix];
  return 1;
}

/* Room for one more value in layout mode.  The values stay where they
** are on failure. */
static int vals_grow(VM *vm, Instance *in) {
  uint32_t cap = in->capvals < 2 ? 4 : in->capvals * 2;
  Value *nv;
  if (cap < in->cls->nlayout) cap = in->cls->nlayout;
  if (cap > ATTRS_MAX) cap = ATTRS_MAX;
  nv = mem_alloc(&vm->mem, cap * sizeof(Value));
  if (nv == NULL) return vm_nomem(vm);
  vcopy(nv, in->vals, in->nvals);
  attrs_free(vm, in);
  in->vals = nv;
  in->capvals = cap;
  return 0;
}

static int layout_append(VM *vm, Class *c, Str *name) {
  if (c->nlayout == c->caplayout) {
    uint32_t cap = c->caplayout ? c->caplayout * 2 : 4;
    Str **nl;
    if (cap > ATTRS_MAX) cap = ATTRS_MAX;
    nl = mem_realloc(&vm->mem, c->layout, c->caplayout * sizeof(Str *), cap * sizeof(Str *));
    if (nl == NULL) return vm_nomem(vm);
    c->layout = nl;
    c->caplayout = cap;
  }
  c->layout[c->nlayout++] = name;
  return 0;
}

Dict *attrs_dict(VM *vm, Instance *in) {
  Dict *d;
  uint32_t k;
  if (in->dict || in->cls == NULL) return in->dict;
  if ((d = dict_new(vm)) == NULL) return NULL;
  for (k = 0; k < in->nvals; k++)
    if (dict_set(vm, d, vobj(in->cls->layout[k]), in->vals[k])) return NULL;
  in->dict = d;
  in->nvals = 0;
  gc_barrier(vm, &in->h);
  return d;
}

int attrs_set(VM *vm, Instance *in, Str *name, Value v) {
  Class *c = in->cls;
  if (in->dict == NULL) {
    int32_t ix = attrs_layout_find(c, name);
    uint32_t n = in->nvals;
    if (ix >= 0 && (uint32_t)ix < n) {
      if (v.tag != V_UNDEF) {
        gc_barrier(vm, &in->h);
        in->vals[ix] = v;
        return 0;
      }
      if ((uint32_t)ix == n - 1) {   /* the last one: order is kept */
        in->nvals--;
        return 0;
      }
    } else if (v.tag == V_UNDEF) {
      return 1;
    } else if ((ix >= 0 && (uint32_t)ix == n) ||
               (ix < 0 && n == c->nlayout && n < ATTRS_MAX)) {
      /* the class's next name, or a new one after all of them */
      if (n == in->capvals && vals_grow(vm, in)) return -1;
      if (ix < 0 && layout_append(vm, c, name)) return -1;
      gc_barrier(vm, &in->h);
      in->vals[n] = v;
      in->nvals = n + 1;
      return 0;
    }
    if (attrs_dict(vm, in) == NULL) return -1;
  }
  if (v.tag == V_UNDEF) {
    int r = dict_del(vm, in->dict, vobj(name), NULL);
    return r < 0 ? -1 : r == 0;
  }
  gc_barrier(vm, &in->h);
  return dict_set(vm, in->dict, vobj(name), v);
}

void attrs_free(VM *vm, Instance *in) {
  if (in->vals && in->vals != inline_vals(in)) mem_free(&vm->mem, in->vals, in->capvals * sizeof(Value));
  in->vals = inline_vals(in);
  in->capvals = 0;
}

void attrs_free_layout(VM *vm, Class *c) {
  if (c->layout) mem_free(&vm->mem, c->layout, c->caplayout * sizeof(Str *));
  c->layout = NULL;
  c->nlayout = c->caplayout = 0;
}

int attrs_restore_layout(VM *vm, Class *c, const Value *names, uint32_t n, const char **why) {
  uint32_t k;
  if (n > ATTRS_MAX) { *why = "class layout too long"; return -1; }
  for (k = 0; k < n; k++) {
    if (!IS_STR(names[k])) { *why = "class layout name not a str"; return -1; }
    if (attrs_layout_find(c, AS_STR(names[k])) >= 0) {
      *why = "class layout name twice";
      return -1;
    }
    if (layout_append(vm, c, AS_STR(names[k]))) { *why = NULL; return -1; }
  }
  return 0;
}

int attrs_restore_vals(VM *vm, Instance *in, const Value *vals, uint32_t n, const char **why) {
  if (n && (in->cls == NULL || in->dict)) { *why = "instance values without a layout"; return -1; }
  if (n > ATTRS_MAX) { *why = "instance values too many"; return -1; }
  while (in->nvals < n) {
    if (in->nvals == in->capvals && vals_grow(vm, in)) { *why = NULL; return -1; }
    in->vals[in->nvals] = vals[in->nvals];
    in->nvals++;
  }
  return 0;
}
