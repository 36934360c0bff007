/*
** htpy.c - the natives under the prelude's dict and set operations for keys
** whose __hash__ or __eq__ is Python code (DESIGN-user-code, tier 3).
**
** A native dict or set operation cannot run Python code: when a key's hash
** or a comparison it needs is a Python method, it fails with vm->want_py
** set, and the operation's Python version in vm/lib/prelude.py (the `_ht_`
** functions) runs instead.  That version hashes the key with hash(), which
** runs __hash__ as an ordinary call, then probes the table through
** _ht_probe: the probe does every comparison it can natively and hands each
** one it cannot back to Python, which runs `stored == key` and probes again
** past it.  All the state of an operation is in Python frames, so a tool
** call inside __eq__ or __hash__ pauses and snapshots like any other, and
** the limits count it as Python code.
**
** The table may change under a comparison (__eq__ can do anything): the
** Python side reads _ht_version before and after each comparison and
** restarts the probe when it moved, as CPython restarts a lookup whose
** table was mutated.  Entries handed to Python are plain numbers; every
** native here checks the number against the table it gets, so a stale or
** forged one is a SystemError, never an access out of bounds.
**
** These natives are prelude-only (their names start with '_').
*/
#include "vm.h"
#include "dict.h"
#include "class.h"
#include "limits.h"

/* The table a dict/set (or a subclass instance of one) stands for. */
static int ht_table(VM *vm, Value v, const char *fname, Value *out) {
  v = vm_unbox(v);
  if (!IS_OBJ(v, OT_DICT) && !IS_OBJ(v, OT_SET) && !IS_OBJ(v, OT_FROZENSET))
    return vm_raise(vm, T_SystemError, "bad argument to %s", fname);
  *out = v;
  return 0;
}

/* nargs must be want: 0, or -1 with a SystemError. */
static int ht_nargs(VM *vm, int nargs, int want, const char *fname) {
  if (nargs == want) return 0;
  return vm_raise(vm, T_SystemError, "bad argument count to %s", fname);
}

/* A live entry of t: dict entry number or set table slot. */
static int ht_entry(VM *vm, Value t, Value e, const char *fname, size_t *out) {
  if (e.tag == V_INT && e.u.i >= 0) {
    size_t i = (size_t)e.u.i;
    if (IS_OBJ(t, OT_DICT)) {
      Dict *d = AS_DICT(t);
      if (i < d->nentries && d->entries[i].key.tag != V_UNDEF) { *out = i; return 0; }
    } else {
      Set *s = AS_SET(t);
      if (s->table && i <= s->mask && s->table[i].key.tag != V_UNDEF) { *out = i; return 0; }
    }
  }
  return vm_raise(vm, T_SystemError, "stale entry passed to %s", fname);
}

static int ht_hash_arg(VM *vm, Value h, uint64_t *out) {
  if (h.tag != V_INT) return vm_raise(vm, T_SystemError, "bad hash");
  *out = (uint64_t)h.u.i;
  return 0;
}

/* _ht_probe(t, key, hash, cursor) -> (entry, stored_key, must_compare,
** cursor, version): entry >= 0 is key's entry when must_compare is False
** (-1: absent); with must_compare True, stored_key (at entry) must be
** compared with key in Python, and the returned cursor resumes the probe
** after it (cursor 0: from the start; see dict.h); version is t's
** _ht_version now (before that comparison runs). */
int ht_probe(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value t = VNONE;
  uint64_t h = 0;
  int64_t e;
  bool cand;
  ProbeCursor cur;
  Tuple *r;
  (void)kw;
  if (ht_nargs(vm, nargs, 4, "_ht_probe") || ht_table(vm, args[0], "_ht_probe", &t) ||
      ht_hash_arg(vm, args[2], &h))
    return -1;
  if (args[3].tag != V_INT || args[3].u.i < 0) return vm_raise(vm, T_SystemError, "bad cursor");
  cur.pos = (uint64_t)args[3].u.i;
  if (IS_OBJ(t, OT_DICT))
    e = dict_probe_py(vm, AS_DICT(t), args[1], h, &cur, &cand);
  else
    e = set_probe_py(vm, AS_SET(t), args[1], h, &cur, &cand);
  if (e == -2) return -1;
  r = tuple_new(vm, 5);
  if (r == NULL) return -1;
  r->items[0] = vint(e);
  r->items[1] = VNONE;
  if (cand)
    r->items[1] = IS_OBJ(t, OT_DICT) ? AS_DICT(t)->entries[e].key : AS_SET(t)->table[e].key;
  r->items[2] = vbool(cand);
  r->items[3] = vint(cand ? (int64_t)(cur.pos & INT64_MAX) : 0);
  r->items[4] = vint((int64_t)((IS_OBJ(t, OT_DICT) ? AS_DICT(t)->version : AS_SET(t)->version)
                               & INT64_MAX));
  *out = vobj(r);
  return 0;
}

/* _ht_version(t): changes whenever a key is added to or removed from t. */
int ht_version(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value t = VNONE;
  (void)kw;
  if (ht_nargs(vm, nargs, 1, "_ht_version") || ht_table(vm, args[0], "_ht_version", &t))
    return -1;
  *out = vint((int64_t)((IS_OBJ(t, OT_DICT) ? AS_DICT(t)->version : AS_SET(t)->version)
                        & INT64_MAX));
  return 0;
}

/* _ht_next(d, pos) -> (next pos, key, value) of the first live entry of
** dict d at or after entry number pos, or None: CPython's PyDict_Next,
** for a repr that sees the keys an item's __repr__ adds and skips the
** ones it deletes (no iterator to invalidate). */
int ht_next(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value t = VNONE, k, v;
  Tuple *r;
  size_t pos;
  (void)kw;
  if (ht_nargs(vm, nargs, 2, "_ht_next") || ht_table(vm, args[0], "_ht_next", &t)) return -1;
  if (!IS_OBJ(t, OT_DICT) || args[1].tag != V_INT || args[1].u.i < 0)
    return vm_raise(vm, T_SystemError, "bad argument to _ht_next");
  pos = (size_t)args[1].u.i;
  if (!dict_next(AS_DICT(t), &pos, &k, &v)) { *out = VNONE; return 0; }
  if ((r = tuple_new(vm, 3)) == NULL) return -1;
  r->items[0] = vint((int64_t)pos);
  r->items[1] = k;
  r->items[2] = v;
  *out = vobj(r);
  return 0;
}

/* The (table, entry) arguments of _ht_value/_ht_setvalue/_ht_delete: nargs
** must be want, the table a dict when dict_only. */
static int ht_table_entry(VM *vm, Value *args, int nargs, int want, bool dict_only,
                          const char *fname, Value *t, size_t *i) {
  if (ht_nargs(vm, nargs, want, fname) || ht_table(vm, args[0], fname, t)) return -1;
  if (dict_only && !IS_OBJ(*t, OT_DICT))
    return vm_raise(vm, T_SystemError, "bad argument to %s", fname);
  return ht_entry(vm, *t, args[1], fname, i);
}

/* _ht_value(d, entry) -> the value stored at a dict entry. */
int ht_value(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value t = VNONE;
  size_t i;
  (void)kw;
  if (ht_table_entry(vm, args, nargs, 2, true, "_ht_value", &t, &i)) return -1;
  *out = AS_DICT(t)->entries[i].value;
  return 0;
}

/* _ht_setvalue(d, entry, value): replace the value (the key stays). */
int ht_setvalue(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value t = VNONE;
  size_t i;
  (void)kw;
  if (ht_table_entry(vm, args, nargs, 3, true, "_ht_setvalue", &t, &i)) return -1;
  gc_barrier(vm, t.u.o);
  AS_DICT(t)->entries[i].value = args[2];
  *out = VNONE;
  return 0;
}

/* _ht_delete(t, entry): remove a dict entry or a set slot. */
int ht_delete(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value t = VNONE;
  size_t i;
  (void)kw;
  if (ht_table_entry(vm, args, nargs, 2, false, "_ht_delete", &t, &i)) return -1;
  if (IS_OBJ(t, OT_DICT)) dict_delete_entry(AS_DICT(t), i);
  else set_delete_slot(AS_SET(t), i);
  *out = VNONE;
  return 0;
}

/* _ht_insert(t, key, hash, value): add key, which a probe just found
** absent, with its hash (value ignored for sets). */
int ht_insert(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value t = VNONE;
  uint64_t h = 0;
  int r;
  (void)kw;
  if (ht_nargs(vm, nargs, 4, "_ht_insert") || ht_table(vm, args[0], "_ht_insert", &t) ||
      ht_hash_arg(vm, args[2], &h))
    return -1;
  if (IS_OBJ(t, OT_DICT)) r = dict_insert_absent(vm, AS_DICT(t), args[1], h, args[3]);
  else r = set_insert_absent(vm, AS_SET(t), args[1], h);
  if (r < 0) return -1;
  *out = VNONE;
  return 0;
}

/* _ht_hash_int(r) -> what hash() makes of r, the result of a Python
** __hash__ (CPython's slot_tp_hash): an int (of a subclass too: its value)
** that fits an int64 is the hash itself, -1 becoming -2; a larger one
** gives the int's hash; anything else is a TypeError. */
int ht_hash_int(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value r;
  uint64_t h;
  (void)kw;
  if (ht_nargs(vm, nargs, 1, "_ht_hash_int")) return -1;
  r = args[0];
  if (IS_OBJ(r, OT_INSTANCE)) r = vm_unbox(r);
  if (r.tag == V_INT || r.tag == V_BOOL) {
    *out = vint(r.u.i == -1 ? -2 : r.u.i);
    return 0;
  }
  if (!IS_BIG(r)) return vm_raise(vm, T_TypeError, "__hash__ method should return an integer");
  if (vm_hash(vm, r, &h)) return -1;
  *out = vint((int64_t)h);
  return 0;
}

/* _ht_tuple_hash(hashes) -> hash of a tuple whose items hash to `hashes`
** (a list of the items' hash() values), as vm_hash computes it. */
int ht_tuple_hash(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  List *l;
  size_t i;
  (void)kw;
  if (nargs != 1 || !IS_OBJ(args[0], OT_LIST)) return vm_raise(vm, T_SystemError, "bad _ht_tuple_hash");
  l = AS_LIST(args[0]);
  if (vm_charge_items(vm, l->len)) return -1;
  for (i = 0; i < l->len; i++)
    if (l->items[i].tag != V_INT) return vm_raise(vm, T_SystemError, "bad _ht_tuple_hash");
  *out = vint((int64_t)hash_tuple_of(l->items, l->len));
  return 0;
}
