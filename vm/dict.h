/*
** dict.h - the dict and set tables beyond the core API of value.h
** (vm/dict.c), and the hashing/equality helpers of vm/hash.c.
**
** Dict: insertion-ordered entries plus an open-addressing index (int8
** slots up to 128 of them, else int32).
**  - entries[0..nentries) in insertion order; a deleted entry keeps its
**    slot with key V_UNDEF (and value V_UNDEF) until the next rebuild;
**  - index[] holds -1 (never used), -2 (deleted) or an entry number; the
**    index is rebuilt (compacting entries) when entries fill 2/3 of it,
**    so tombstones never accumulate and insert/delete churn is bounded;
**  - version is bumped by every insertion of a new key and every removal,
**    never by overwriting the value of an existing key.
** Set/frozenset: CPython 3.11's setobject.c table (linear probes then
** perturbation, dummies on delete, the same resize rule and the same pop
** finger), so iteration order matches CPython for ints and tuples of ints.
**  - empty slot: key tag V_UNDEF, key.u.i 0, hash 0;
**  - dummy slot: key tag V_UNDEF, key.u.i 1, hash UINT64_MAX (-1);
**  - a live hash is never UINT64_MAX (vm_hash maps -1 to -2 as CPython).
** The GC visits live keys/values with dict_next / set_next, and obj_free
** releases the tables with dict_free_data / set_free_data.
**
** Comparisons never run Python code, so a table cannot change under a
** lookup (keys whose __eq__ is Python code take the prelude's path below,
** which restarts a probe when the table changed, as CPython does).  Errors: -1 with an exception set (MemoryError, TypeError for an
** unhashable key, RecursionError from comparing deeply nested keys).
*/
#ifndef BT_DICT_H
#define BT_DICT_H

#include "value.h"

/* ---- dict ---- */

/* A new dict whose tables hold n keys without growing (a dict display:
** CPython presizes those too, to the same table size).  Beyond
** DICT_PRESIZE_MAX keys it starts empty (a display's count is the
** program's, so it is trusted only that far).  NULL with MemoryError. */
#define DICT_PRESIZE_MAX 4096
Dict *dict_new_sized(VM *vm, size_t n);
/* Tables with room for exactly n entries in d, which has none yet (a
** no-op for n == 0 or a dict that has tables): the snapshot loader fills
** d->entries[0..n) itself and indexes them with dict_set, which then never
** grows the tables.  0, or -1 with MemoryError. */
int dict_reserve(VM *vm, Dict *d, size_t n);
/* The loader's insertion: entry d->nentries (< d->cap), whose key and
** value the caller wrote, is indexed under hash (the key's) and counted,
** as if it had been set; 1 (nothing changed) when an equal key is in d
** already; -1 when a comparison raised.  No write barrier: for a dict
** made since the last safe point only (vm.h, gc_barrier). */
int dict_index_next(VM *vm, Dict *d, uint64_t hash);
/* popitem(): remove and return the most recently inserted live entry.
** 0 on success; -1 with KeyError "popitem(): dictionary is empty" raised
** here when the dict is empty. */
int dict_pop_last(VM *vm, Dict *d, Value *key, Value *val);
/* The same for the first live entry (OrderedDict.popitem(last=False)):
** removes it, and moves the live entries to the front once the deleted
** ones before them are half the entries (so draining is linear).  0, or
** -1 (KeyError as above; a step limit). */
int dict_pop_first(VM *vm, Dict *d, Value *key, Value *val);
/* Shallow copy in the same order.  NULL with MemoryError. */
Dict *dict_copy(VM *vm, Dict *d);
/* dst[k] = v for every entry of src, in src's order (d.update(d) is a
** no-op).  On failure dst holds the entries merged so far. */
int dict_update(VM *vm, Dict *dst, Dict *src);
/* Globals fast path: str keys only, compared by hash and bytes; caches the
** str's hash; never allocates, never raises.  1 found, 0 absent. */
int dict_lookup_str(Dict *d, Str *key, Value *out);
/* The same: the number of key's entry; -1 absent; -2 absent among str
** keys but a key of another type has the same hash (only a full lookup
** can tell whether it equals key). */
int64_t dict_index_str(Dict *d, Str *key);
/* dict_lookup_str with a guess of the entry number (*hint), checked by key
** pointer (the attribute caches: instances of a class made by the same
** __init__ hold their attributes in the same order); *hint is updated. */
static inline int dict_lookup_hint(Dict *d, Str *key, uint32_t *hint, Value *out) {
  int64_t ix;
  if (*hint < d->nentries && d->entries[*hint].key.tag == V_OBJ &&
      d->entries[*hint].key.u.o == &key->h) {
    *out = d->entries[*hint].value;
    return 1;
  }
  ix = dict_index_str(d, key);
  if (ix < 0) return 0;
  *hint = (uint32_t)ix;
  *out = d->entries[ix].value;
  return 1;
}
/* Same as dict_get / dict_set with the key's hash already known (as when
** moving keys between tables). */
int dict_get_hashed(VM *vm, Dict *d, Value key, uint64_t hash, Value *out);
int dict_set_hashed(VM *vm, Dict *d, Value key, uint64_t hash, Value val);
/* Release the entries and index (for obj_free); d is left empty. */
void dict_free_data(VM *vm, Dict *d);

/* ---- set / frozenset ---- */

/* set.pop(): CPython's finger order.  0 on success; -1 with KeyError
** "pop from an empty set" raised here. */
int set_pop(VM *vm, Set *s, Value *out);
/* set(s) / frozenset(s) / s.copy(): CPython's set_merge into a new set, so
** the copy has CPython's table size and order (which may differ from s).
** NULL with MemoryError. */
Set *set_copy(VM *vm, Set *s, bool frozen);
/* s.clear(): back to an 8-slot table; the pop finger is kept (as CPython).
** Never fails (if shrinking the block fails the old table is kept empty). */
void set_clear(VM *vm, Set *s);
/* Release the table (for obj_free). */
void set_free_data(VM *vm, Set *s);

/* Entry-level operations with a known hash (CPython's set_add_entry,
** set_contains_entry, set_discard_entry); the building blocks for set
** methods whose other operand is an arbitrary iterable. */
int set_add_hashed(VM *vm, Set *s, Value key, uint64_t hash);
int set_contains_hashed(VM *vm, Set *s, Value key, uint64_t hash);
int set_discard_hashed(VM *vm, Set *s, Value key, uint64_t hash);
/* CPython's set_table_resize(s, minused): the table becomes the smallest
** power of two > minused (at least 8), dummies dropped. */
int set_resize(VM *vm, Set *s, size_t minused);

/* s.update(other) for a set/frozenset other (CPython's set_merge: one
** presize, then a slot copy or clean inserts when s is empty). */
int set_update_set(VM *vm, Set *s, Set *other);
/* s.update(d) for a dict: presize, then add the keys in dict order. */
int set_update_dict(VM *vm, Set *s, Dict *d);

/* Set algebra with set/frozenset operands, CPython's algorithms (and so its
** result order).  New results take the kind (set or frozenset) of `a`, as
** CPython's make_new_set_basetype(type(a)).  NULL / -1 on error. */
Set *set_union(VM *vm, Set *a, Set *b);                    /* a | b */
Set *set_intersection(VM *vm, Set *a, Set *b);             /* a & b */
Set *set_difference(VM *vm, Set *a, Set *b);               /* a - b */
Set *set_symmetric_difference(VM *vm, Set *a, Set *b);     /* a ^ b */
int set_intersection_update(VM *vm, Set *a, Set *b);       /* a &= b */
int set_difference_update(VM *vm, Set *a, Set *b);         /* a -= b */
int set_symmetric_difference_update(VM *vm, Set *a, Set *b); /* a ^= b */
int set_issubset(VM *vm, Set *a, Set *b);      /* a <= b: 1, 0 or -1 */
int set_isdisjoint(VM *vm, Set *a, Set *b);    /* 1, 0 or -1 */

/* ---- the prelude's path for keys whose __hash__/__eq__ is Python code ----
** (vm/htpy.c; the hash comes from Python's hash(), comparisons run in
** Python, so a probe hands back each comparison it cannot do natively).
** *_probe_py: the entry (dict: entry number, set: table slot) of key, -1
** absent, -2 error; with *cand set, the entry is the next stored key that
** needs a Python `==` against key, and cur says where the probe resumes
** after it (pos 0: from the start; each comparison is handed back once,
** so a lookup among n colliding keys costs O(n) probe steps, as in
** CPython).  A cursor is only meaningful while the table's version is
** unchanged; a stale or forged one is bounds-checked, never trusted.  The
** others take an entry a probe returned, or a key known to be absent. */
typedef struct { uint64_t pos; } ProbeCursor;
int64_t dict_probe_py(VM *vm, Dict *d, Value key, uint64_t h, ProbeCursor *cur, bool *cand);
int dict_insert_absent(VM *vm, Dict *d, Value key, uint64_t h, Value val);
void dict_delete_entry(Dict *d, size_t ix);
int64_t set_probe_py(VM *vm, Set *s, Value key, uint64_t h, ProbeCursor *cur, bool *cand);
int set_insert_absent(VM *vm, Set *s, Value key, uint64_t h);
void set_delete_slot(Set *s, size_t i);

/* The prelude-only natives over them (vm/htpy.c). */
int ht_probe(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int ht_version(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int ht_value(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int ht_next(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int ht_setvalue(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int ht_delete(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int ht_insert(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int ht_tuple_hash(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int ht_hash_int(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);

/* ---- hashing and equality helpers (vm/hash.c) ---- */

/* Hash of str bytes.  Every str's hash is this (Str.hash caches it), so
** str_hash() and dict_get_str() agree.  Never 0 and never UINT64_MAX. */
uint64_t hash_bytes(const void *p, size_t n);
uint64_t hash_text(const char *p, size_t n);   /* hash(str) of UTF-8 text */
/* Hash of a str, computed once and cached in s->hash. */
uint64_t hash_str(Str *s);
/* hash_str for a str of any size: a big one's first hash is charged and
** polls the deadline as it goes (0, or -1 at a limit). */
int hash_str_vm(VM *vm, Str *s, uint64_t *out);
/* The first hash of a str of HASH_SLICE bytes or more is long work (50
** ms for a 20 MB non-ASCII text), which only hash_str_vm charges and
** polls.  The lookups that take no VM (dict_index_str, dict_lookup_str,
** slot_lookup) hash a str that has no hash yet with hash_str, so a str
** that comes from the program (an attribute name, a subscript) reaches
** them hashed: str_hash_first(vm, s) where the VM is at hand (0, or -1
** at a limit), or str_hash_pending(s) to send it to a path that hashes
** with the VM.  Names the compiler interned are hashed already. */
#define HASH_SLICE ((size_t)1 << 18)
static inline bool str_hash_pending(const Str *s) {
  return s->hash == 0 && s->len >= HASH_SLICE;
}
static inline int str_hash_first(VM *vm, Str *s) {
  uint64_t h;
  return str_hash_pending(s) ? hash_str_vm(vm, s, &h) : 0;
}
/* Identity: same tag and same bits (same object for V_OBJ).  For floats
** this is bitwise equality, which stands in for CPython's object identity
** of a float: see hash_eq_item. */
bool hash_same(Value a, Value b);
/* CPython's PyObject_RichCompareBool(a, b, Py_EQ): identity first, then
** vm_eq.  Containers compare their items this way, so
** `x = float('nan'); [x] == [x]` is True.  Floats being unboxed, two
** NaNs are identical when their bits are (vm_float gives each NaN an
** operation makes bits of its own, so [float('nan')] == [float('nan')] is
** False, as in CPython).  Use it for
** `in`, list.index/count/remove and the like. */
int hash_eq_item(VM *vm, Value a, Value b);
/* Hash of a set's contents as if it were a frozenset (CPython looks up a
** set key as frozenset(key): `{1} in {frozenset({1})}`). */
uint64_t hash_set_contents(Set *s);

/* object.__hash__ of a user instance, exception or class (hash.c). */
uint64_t hash_oid(VM *vm, Obj *o);

/* Hash of a tuple whose items' hashes are the ints hashes[0..n) (the
** prelude hashes items whose __hash__ is Python code, vm/htpy.c). */
uint64_t hash_tuple_of(const Value *hashes, size_t n);

/* Internal to dict.c/hash.c: comparisons nested `depth` levels deep.
** Past HASH_MAX_DEPTH nested comparisons: RecursionError "maximum
** recursion depth exceeded in comparison" (CPython's limit is 1000 frames,
** one of which is the running module). */
#define HASH_MAX_DEPTH 999
int hash_eq_depth(VM *vm, Value a, Value b, int depth);   /* vm_eq */
int hash_eq_item_depth(VM *vm, Value a, Value b, int depth);
int dict_get_depth(VM *vm, Dict *d, Value key, uint64_t hash, Value *out,
                   int depth);
int set_contains_depth(VM *vm, Set *s, Value key, uint64_t hash, int depth);

#endif
