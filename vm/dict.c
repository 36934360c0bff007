/*
** dict.c - dict (compact, insertion-ordered) and set/frozenset (CPython's
** open-addressing table) implementations.  Layouts are in value.h, the
** invariants in dict.h.
**
** Dict probing: i = hash & mask, then i = i*5 + 1 + perturb with perturb
** shifted right 5 bits each step; once perturb is 0 this visits every slot,
** and the index always has an empty slot (entries < 2/3 of the index), so
** every probe ends.
**
** Set probing is CPython's: up to LINEAR_PROBES neighbours of each probe
** point, then the same perturbation step.  The table is never more than
** 60% filled (fill*5 < mask*3 after every insertion), so probes end too.
*/
#include <string.h>
#include "vm.h"
#include "dict.h"
#include "class.h"
#include "limits.h"

#define PERTURB_SHIFT 5

/* ================================================================ dict */

#define IX_EMPTY (-1)
#define IX_DUMMY (-2)
#define DICT_MINSIZE 8
/* Entries an index of n slots may reference (CPython's USABLE_FRACTION). */
#define DICT_USABLE(n) (((n) << 1) / 3)

/* An index of at most DICT_IX8_MAX slots holds int8 entry numbers (at
** most DICT_USABLE(128) = 85 entries, and -1/-2 fit), a larger one int32,
** as CPython's dk_indices: a small dict's index is then a quarter of the
** size (most dicts of records are small).  d->index points to either. */
#define DICT_IX8_MAX 128

static inline size_t ix_width(size_t nindex) {
  return nindex <= DICT_IX8_MAX ? 1 : sizeof(int32_t);
}

static inline int32_t ix_get(const int32_t *index, size_t nindex, size_t i) {
  return nindex <= DICT_IX8_MAX ? ((const int8_t *)(const void *)index)[i] : index[i];
}

static inline void ix_set(int32_t *index, size_t nindex, size_t i, int32_t v) {
  if (nindex <= DICT_IX8_MAX) ((int8_t *)(void *)index)[i] = (int8_t)v;
  else index[i] = v;
}

static bool dict_str_key_eq(Value k, const char *s, size_t len) {
  Str *ks;
  if (!IS_STR(k)) return false;
  ks = AS_STR(k);
  return ks->len == len && memcmp(ks->data, s, len) == 0;
}

/* Stored key a and probed key b, whose full hashes are equal: equal?  A
** mismatch is a full-hash collision, rare unless made on purpose (ints
** equal modulo 2^61-1): each costs a native step (limits.h), so a table of
** colliding keys, quadratic to build as in CPython, stays under the step
** and time limits.  -1 on an error or a limit.  With py_ok (the prelude's
** probe), -3 when a key's class defines __eq__ in Python: the comparison
** is handed back without an exception made and dropped (as hash_eq_depth
** would need Python code then). */
static int dict_key_eq(VM *vm, Value a, Value b, int depth, bool py_ok) {
  int r;
  if (hash_same(a, b)) return 1;
  if (py_ok && (user_has(a, CS(EQ)) || user_has(b, CS(EQ))))
    return vm_charge(vm, 1) ? -1 : -3;
  if (IS_STR(a) && IS_STR(b)) r = dict_str_key_eq(a, AS_STR(b)->data, AS_STR(b)->len);
  else r = hash_eq_depth(vm, a, b, depth);
  if (r == 0 && vm_charge(vm, 1)) return -1;
  return r;
}

/* A key comparison failed because it needs Python code (a __eq__ written
** in Python, maybe inside a tuple): with a cursor (the prelude's probe,
** vm/htpy.c) that comparison is handed back instead of failing, and the
** next call resumes the probe after it.  True when the error was that one
** and is now cleared; each costs a native step (an exception raised and
** dropped). */
static bool dict_eq_wants_py(VM *vm, ProbeCursor *cur) {
  if (cur == NULL || !vm->want_py) return false;
  vm->want_py = false;
  vm->exc = VUNDEF;
  return vm_charge(vm, 1) == 0;
}

/* A probe's position after `steps` perturbation steps: the perturbation
** left then is h shifted right 5 bits per step, so (point, steps, offset
** among the set's linear neighbours) is the whole state. */
#define PROBE_MAX_STEPS 13   /* 13 * PERTURB_SHIFT >= 64: perturb is 0 */

static size_t probe_perturb(uint64_t h, unsigned steps) {
  return steps >= PROBE_MAX_STEPS ? 0 : (size_t)(h >> (steps * PERTURB_SHIFT));
}

/* Resume position of a cursor for a table of mask+1 slots, into *i,
** *steps and *off (untouched when false: start over, as when there is no
** cursor or it cannot belong to this table, which a table resized since,
** its version changed, makes possible). */
static bool probe_resume(const ProbeCursor *cur, size_t mask, size_t nlinear,
                         size_t *i, unsigned *steps, size_t *off) {
  uint64_t c;
  size_t ci, co;
  unsigned cs;
  if (cur == NULL || cur->pos == 0) return false;
  c = cur->pos - 1;
  co = (size_t)(c & 15);
  cs = (unsigned)((c >> 4) & 15);
  ci = (size_t)(c >> 8);
  if (ci > mask || cs > PROBE_MAX_STEPS || (co && (co > nlinear || ci + nlinear > mask)))
    return false;
  *i = ci;
  *steps = cs;
  *off = co;
  return true;
}

/* Record in cur where the next probe resumes. */
static void probe_save(ProbeCursor *cur, size_t i, unsigned steps, size_t off) {
  cur->pos = 1 + (((uint64_t)i << 8) | ((uint64_t)steps << 4) | off);
}

/* Probes of a path charged together: the first DICT_PROBE_BATCH - 1 of a
** lookup are free (a few on average), then each costs a table item (a
** step per TABLE_ITEM probes, limits.h): 5.6 million keys sharing their
** low 23 bits pass a few hundred full slots per insert, 20 us, and went
** 35-42 ms between two budget checks of the interpreter. */
#define DICT_PROBE_BATCH 16

/* Probe for key.  Found: returns the entry number, *slot its index slot.
** Absent: returns -1 and *slot is where to insert (the first deleted slot
** on the probe path, else the empty slot that ended it).  -2: a key
** comparison raised, or a limit stopped a long path.  Requires nindex > 0.
** cur (NULL but for the prelude's probe): a comparison that needs Python
** code returns -3 with *slot its entry number, and cur records where to
** resume (*slot is then no insertion point). */
static int64_t dict_find(VM *vm, Dict *d, Value key, uint64_t h,
                         size_t *slot, int depth, ProbeCursor *cur) {
  size_t mask = d->nindex - 1, i = (size_t)h & mask, perturb = (size_t)h, off = 0;
  size_t freeslot = SIZE_MAX;
  unsigned steps = 0, probes = 0;
  if (probe_resume(cur, mask, 0, &i, &steps, &off)) perturb = probe_perturb(h, steps);
  for (;;) {
    int32_t ix = ix_get(d->index, d->nindex, i);
    if (ix == IX_EMPTY) {
      *slot = freeslot != SIZE_MAX ? freeslot : i;
      return -1;
    }
    perturb >>= PERTURB_SHIFT;
    if (steps < PROBE_MAX_STEPS) steps++;
    if (ix == IX_DUMMY) {
      if (freeslot == SIZE_MAX) freeslot = i;
    } else {
      DictEntry *e = &d->entries[ix];
      if (e->hash == h) {
        int r = dict_key_eq(vm, e->key, key, depth, cur != NULL);
        if (r < 0) {
          if (r != -3 && !dict_eq_wants_py(vm, cur)) return -2;
          probe_save(cur, (i * 5 + 1 + perturb) & mask, steps, 0);
          *slot = (size_t)ix;
          return -3;
        } else if (r) {
          *slot = i;
          return ix;
        }
      }
    }
    /* a long probe path (keys whose hashes share their low bits, as
    ** CPython's tables have them too) is charged, so it polls the deadline */
    if ((++probes & (DICT_PROBE_BATCH - 1)) == 0 && vm_charge(vm, DICT_PROBE_BATCH / TABLE_ITEM))
      return -2;
    i = (i * 5 + 1 + perturb) & mask;
  }
}

/* The probe loop of dict_find_str over an index of type T: one copy per
** index width, so that the loop does not test the width at every slot. */
#define DICT_FIND_STR_LOOP(T)                                               \
  for (;;) {                                                                \
    int32_t ix = ((const T *)(const void *)d->index)[i];                    \
    if (ix == IX_EMPTY) {                                                   \
      *slot = freeslot != SIZE_MAX ? freeslot : i;                          \
      return undecided ? -2 : -1;                                           \
    }                                                                       \
    if (ix >= 0) {                                                          \
      DictEntry *e = &d->entries[ix];                                       \
      if (e->hash == h) {                                                   \
        if (!IS_STR(e->key)) undecided = true;                              \
        else if (AS_STR(e->key) == key ||                                   \
                 dict_str_key_eq(e->key, key->data, key->len)) {            \
          *slot = i;                                                        \
          return ix;                                                        \
        }                                                                   \
      }                                                                     \
    } else if (freeslot == SIZE_MAX) {                                      \
      freeslot = i;                                                         \
    }                                                                       \
    perturb >>= PERTURB_SHIFT;                                              \
    i = (i * 5 + 1 + perturb) & mask;                                       \
  }

/* dict_find for a str key of hash h (its cached hash_str): stored str
** keys are compared by pointer, then bytes, with no call per probe.  The
** entry number (*slot its index slot); -1 absent (*slot where to insert,
** as dict_find); -2 undecided: a key of another type has hash h, and only
** dict_find can tell whether it equals key.  Requires nindex > 0. */
static inline int64_t dict_find_str(Dict *d, Str *key, uint64_t h, size_t *slot) {
  size_t mask = d->nindex - 1, i = (size_t)h & mask, perturb = (size_t)h;
  size_t freeslot = SIZE_MAX;
  bool undecided = false;
  if (d->nindex <= DICT_IX8_MAX) DICT_FIND_STR_LOOP(int8_t)
  else DICT_FIND_STR_LOOP(int32_t)
}
#undef DICT_FIND_STR_LOOP

/* First empty slot on h's probe path, in an index without that key;
** *probes counts the full slots passed (a rehash polls by them). */
static inline size_t dict_empty_slot_counted(const int32_t *index, size_t nindex,
                                             uint64_t h, uint64_t *probes) {
  size_t mask = nindex - 1, i = (size_t)h & mask, perturb = (size_t)h;
  while (ix_get(index, nindex, i) != IX_EMPTY) {
    perturb >>= PERTURB_SHIFT;
    i = (i * 5 + 1 + perturb) & mask;
    (*probes)++;
  }
  return i;
}

static size_t dict_empty_slot(const int32_t *index, size_t nindex, uint64_t h) {
  uint64_t probes = 0;
  return dict_empty_slot_counted(index, nindex, h, &probes);
}

/* Index slot holding entry number ix (which is live). */
static size_t dict_slot_of(Dict *d, int32_t ix) {
  uint64_t h = d->entries[ix].hash;
  size_t mask = d->nindex - 1, i = (size_t)h & mask, perturb = (size_t)h;
  while (ix_get(d->index, d->nindex, i) != ix) {
    perturb >>= PERTURB_SHIFT;
    i = (i * 5 + 1 + perturb) & mask;
  }
  return i;
}

/* Index size for holding n live entries with room to grow (CPython's
** GROWTH_RATE: 3 * used). 0 when impossible. */
static size_t dict_size_for(size_t n) {
  size_t want = n > SIZE_MAX / 3 ? SIZE_MAX : n * 3, sz = DICT_MINSIZE;
  while (sz < want) {
    if (sz > SIZE_MAX / 2) return 0;
    sz <<= 1;
  }
  return sz;
}

/* Allocate an index of nindex slots (all empty) and cap entries (at most
** DICT_USABLE(nindex)) as one block, the entries right after the index
** (nindex is a power of two of at least 8, so they stay 8-aligned): a
** small dict's tables are one pooled block (mem.h) and one allocation.
** The block is d->index; dict_free_data frees it by that pointer and its
** size (dict_table_size).  A dict grown one key at a time gets
** DICT_USABLE(nindex) entries (a copy too: copies are often added to);
** a display of n keys gets n, since most never grow (25k records of 7
** keys save 3 of 10 entries each).  The outputs are only written on
** success.  The int32 index refuses more than INT32_MAX entries. */
static size_t dict_table_size(size_t nindex, size_t cap) {
  return nindex * ix_width(nindex) + cap * sizeof(DictEntry);
}

static int dict_alloc(VM *vm, size_t nindex, size_t cap, int32_t **index,
                      DictEntry **entries) {
  int32_t *ix;
  if (nindex < DICT_MINSIZE || cap == 0 || cap > DICT_USABLE(nindex) || cap > INT32_MAX ||
      nindex > (SIZE_MAX / 2) / sizeof(int32_t) ||
      cap > (SIZE_MAX / 2) / sizeof(DictEntry))
    return vm_nomem(vm);
  ix = mem_alloc(&vm->mem, dict_table_size(nindex, cap));
  if (ix == NULL) return vm_nomem(vm);
  if (vm_fill(vm, ix, 0xff, nindex * ix_width(nindex))) {  /* all IX_EMPTY */
    mem_free(&vm->mem, ix, dict_table_size(nindex, cap));
    return -1;
  }
  *index = ix;
  *entries = (DictEntry *)(void *)((char *)ix + nindex * ix_width(nindex));
  return 0;
}

/* Copy the live entries of d, in order, into fresh tables (which must
** have room), filling the index: their number, or -1 when the deadline
** passed on the way (the fresh tables are then the caller's to drop).
** It polls every POLL_ITEMS entries and probes: keys whose hashes share
** their low bits (i << 23) pass tens of full slots each, and with equal
** hashes the k-th passes k (8192 entries between polls took 40 ms). */
static int64_t dict_fill(VM *vm, const Dict *d, int32_t *index, size_t nindex,
                         DictEntry *entries) {
  size_t i, n = 0;
  uint64_t work = 0, poll_at = POLL_ITEMS;
  for (i = 0; i < d->nentries; i++, work++) {
    const DictEntry *e = &d->entries[i];
    if (work >= poll_at) {
      if (vm_mem_poll(vm)) return -1;
      poll_at = work + POLL_ITEMS;
    }
    if (e->key.tag == V_UNDEF) continue;
    entries[n] = *e;
    ix_set(index, nindex, dict_empty_slot_counted(index, nindex, e->hash, &work), (int32_t)n);
    n++;
  }
  return (int64_t)n;
}

/* A rehash in place walks this many entries at most: it cannot stop for
** the deadline half-way (the dict would be left broken), and 1024 entries
** take well under a millisecond, even with equal hashes (half a million
** probes of a cached index).  A bigger table whose size stays is rebuilt
** on the side, polled, as when it grows (issue 16: 5.6 million entries
** took 40 ms in place, 540 ms when their hashes share their low bits). */
#define DICT_INPLACE_MAX 1024

/* Make room for one more entry: rebuild the index for len live entries,
** dropping deleted ones.  In place when the size stays (only tombstones
** were in the way) and the table is small, so insert/delete churn
** allocates nothing; otherwise into fresh tables, filled with polls and
** swapped in only when complete (as CPython's dictresize, which always
** allocates).  On failure (a limit, the deadline) the dict is unchanged. */
static int dict_grow(VM *vm, Dict *d) {
  size_t nindex = dict_size_for(d->len), n;
  int64_t filled;
  int32_t *index;
  DictEntry *entries;
  if (nindex == 0) return vm_nomem(vm);
  if (nindex == d->nindex && d->len < d->cap && d->nentries <= DICT_INPLACE_MAX) {
    size_t i;
    n = 0;
    for (i = 0; i < d->nentries; i++)
      if (d->entries[i].key.tag != V_UNDEF) d->entries[n++] = d->entries[i];
    memset(d->index, 0xff, nindex * ix_width(nindex));
    for (i = 0; i < n; i++)
      ix_set(d->index, nindex, dict_empty_slot(d->index, nindex, d->entries[i].hash),
             (int32_t)i);
    d->nentries = n;
    return 0;
  }
  if (dict_alloc(vm, nindex, DICT_USABLE(nindex), &index, &entries) < 0) return -1;
  filled = dict_fill(vm, d, index, nindex, entries);
  if (filled < 0) {
    mem_free(&vm->mem, index, dict_table_size(nindex, DICT_USABLE(nindex)));
    return -1;
  }
  n = (size_t)filled;
  dict_free_data(vm, d);
  d->len = d->nentries = n;
  d->index = index;
  d->nindex = nindex;
  d->entries = entries;
  d->cap = DICT_USABLE(nindex);
  return 0;
}

/* A display's tables live inside the dict's own block, right after the
** Dict, when the whole block stays within DICT_INLINE_MAX bytes (a pooled
** size, mem.h): one allocation instead of two, and the header, the index
** and the first entries share neighbouring cache lines, so that a loop
** reading r["status"] from 25k cold records waits for one run of
** adjacent lines instead of three misses one after another.  Such a dict
** has d->index == (d + 1); its tables go with the object (dict_free_data
** leaves them); when it grows or is cleared they move to a block of their
** own as any dict's, and the inline room stays unused until the object is
** freed. */
#define DICT_INLINE_MAX MEM_POOL_MAX

static inline bool dict_inline(const Dict *d) {
  return (const void *)d->index == (const void *)(d + 1);
}

void dict_free_data(VM *vm, Dict *d) {
  if (d->index && !dict_inline(d))
    mem_free(&vm->mem, d->index, dict_table_size(d->nindex, d->cap));
  d->index = NULL;
  d->entries = NULL;
  d->nindex = d->cap = d->nentries = d->len = 0;
}

Dict *dict_new(VM *vm) {
  return obj_new(vm, OT_DICT, sizeof(Dict));
}

int dict_reserve(VM *vm, Dict *d, size_t n) {
  size_t nindex = DICT_MINSIZE;
  if (n == 0 || d->index) return 0;
  while (DICT_USABLE(nindex) < n) {
    if (nindex > SIZE_MAX / 4) return vm_nomem(vm);
    nindex <<= 1;
  }
  if (dict_alloc(vm, nindex, n, &d->index, &d->entries) < 0) return -1;
  d->nindex = nindex;
  d->cap = n;
  return 0;
}

Dict *dict_new_sized(VM *vm, size_t n) {
  Dict *d;
  size_t nindex = DICT_MINSIZE, cap = n;
  if (n == 0 || n > DICT_PRESIZE_MAX) return dict_new(vm);
  while (DICT_USABLE(nindex) < n) nindex <<= 1;
  /* a few keys get the room a dict grown key by key has (displays of
  ** them are often added to), more get exactly n (see dict_table_size) */
  if (n <= DICT_USABLE(DICT_MINSIZE)) cap = DICT_USABLE(DICT_MINSIZE);
  if (sizeof(Dict) + dict_table_size(nindex, cap) > DICT_INLINE_MAX) {
    d = dict_new(vm);
    return d == NULL || dict_reserve(vm, d, n) < 0 ? NULL : d;
  }
  d = obj_new(vm, OT_DICT, sizeof(Dict) + dict_table_size(nindex, cap));
  if (d == NULL) return NULL;
  d->index = (int32_t *)(void *)(d + 1);   /* sizeof(Dict) keeps 8-alignment */
  memset(d->index, 0xff, nindex * ix_width(nindex));   /* all IX_EMPTY */
  d->entries = (DictEntry *)(void *)((char *)d->index + nindex * ix_width(nindex));
  d->nindex = nindex;
  d->cap = cap;
  return d;
}

int dict_get_depth(VM *vm, Dict *d, Value key, uint64_t hash, Value *out,
                   int depth) {
  size_t slot;
  int64_t ix;
  if (d->len == 0) return 0;
  ix = dict_find(vm, d, key, hash, &slot, depth, NULL);
  if (ix == -2) return -1;
  if (ix < 0) return 0;
  if (out) *out = d->entries[ix].value;
  return 1;
}

int dict_get_hashed(VM *vm, Dict *d, Value key, uint64_t hash, Value *out) {
  return dict_get_depth(vm, d, key, hash, out, 1);
}

int dict_get(VM *vm, Dict *d, Value key, Value *out) {
  uint64_t h;
  if (IS_STR(key)) {
    /* str keys: pointer, then bytes, no call per probe */
    int64_t ix;
    if (str_hash_first(vm, AS_STR(key))) return -1;
    ix = dict_index_str(d, AS_STR(key));
    if (ix >= 0) {
      if (out) *out = d->entries[ix].value;
      return 1;
    }
    if (ix == -1) return 0;
  }
  if (vm_hash(vm, key, &h) < 0) return -1;
  return dict_get_depth(vm, d, key, h, out, 1);
}

/* dict_find, with the str keys' fast path first. */
static int64_t dict_probe(VM *vm, Dict *d, Value key, uint64_t hash, size_t *slot) {
  int64_t ix = IS_STR(key) ? dict_find_str(d, AS_STR(key), hash, slot) : -2;
  return ix == -2 ? dict_find(vm, d, key, hash, slot, 1, NULL) : ix;
}

/* Entry d->nentries, just written, goes live at index slot `slot`. */
static void dict_count_entry(Dict *d, size_t slot) {
  ix_set(d->index, d->nindex, slot, (int32_t)d->nentries);
  d->nentries++;
  d->len++;
  d->version++;
}

/* Append key, absent from d, as a new entry whose index slot is `slot`
** (recomputed when the tables grow). */
static int dict_append(VM *vm, Dict *d, Value key, uint64_t hash, Value val, size_t slot) {
  DictEntry *e;
  if (d->nentries == d->cap) {
    if (dict_grow(vm, d) < 0) return -1;
    slot = dict_empty_slot(d->index, d->nindex, hash);
  }
  gc_barrier(vm, &d->h);
  e = &d->entries[d->nentries];
  e->key = key;
  e->value = val;
  e->hash = hash;
  dict_count_entry(d, slot);
  return 0;
}

int dict_set_hashed(VM *vm, Dict *d, Value key, uint64_t hash, Value val) {
  size_t slot = 0;
  if (d->nindex) {
    int64_t ix = dict_probe(vm, d, key, hash, &slot);
    if (ix == -2) return -1;
    if (ix >= 0) {
      gc_barrier(vm, &d->h);
      d->entries[ix].value = val;
      return 0;
    }
  }
  return dict_append(vm, d, key, hash, val, slot);
}

int dict_index_next(VM *vm, Dict *d, uint64_t hash) {
  size_t slot = 0;
  int64_t ix = dict_probe(vm, d, d->entries[d->nentries].key, hash, &slot);
  if (ix == -2) return -1;
  if (ix >= 0) return 1;
  d->entries[d->nentries].hash = hash;
  dict_count_entry(d, slot);
  return 0;
}

int dict_set(VM *vm, Dict *d, Value key, Value val) {
  uint64_t h;
  if (IS_STR(key)) {
    if (hash_str_vm(vm, AS_STR(key), &h)) return -1;
  } else if (vm_hash(vm, key, &h) < 0) {
    return -1;
  }
  return dict_set_hashed(vm, d, key, h, val);
}

/* Turn entry ix (at index slot) into a tombstone. */
static void dict_remove_at(Dict *d, size_t slot, int64_t ix) {
  DictEntry *e = &d->entries[ix];
  ix_set(d->index, d->nindex, slot, IX_DUMMY);
  e->key = VUNDEF;
  e->value = VUNDEF;
  d->len--;
  d->version++;
}

int dict_del(VM *vm, Dict *d, Value key, Value *old) {
  uint64_t h;
  size_t slot;
  int64_t ix;
  if (vm_hash(vm, key, &h) < 0) return -1;
  if (d->len == 0) return 0;
  ix = dict_find(vm, d, key, h, &slot, 1, NULL);
  if (ix == -2) return -1;
  if (ix < 0) return 0;
  if (old) *old = d->entries[ix].value;
  dict_remove_at(d, slot, ix);
  return 1;
}

int64_t dict_probe_py(VM *vm, Dict *d, Value key, uint64_t h, ProbeCursor *cur, bool *cand) {
  size_t slot;
  int64_t ix;
  *cand = false;
  if (d->len == 0) return -1;
  ix = dict_find(vm, d, key, h, &slot, 1, cur);
  if (ix == -3) { *cand = true; return (int64_t)slot; }
  return ix;
}

int dict_insert_absent(VM *vm, Dict *d, Value key, uint64_t h, Value val) {
  size_t slot = 0;
  if (d->nindex) {
    /* dict_find's insertion point: the first deleted or empty slot */
    size_t mask = d->nindex - 1, i = (size_t)h & mask, perturb = (size_t)h;
    while (ix_get(d->index, d->nindex, i) >= 0) {
      perturb >>= PERTURB_SHIFT;
      i = (i * 5 + 1 + perturb) & mask;
    }
    slot = i;
  }
  return dict_append(vm, d, key, h, val, slot);
}

void dict_delete_entry(Dict *d, size_t ix) {
  dict_remove_at(d, dict_slot_of(d, (int32_t)ix), (int64_t)ix);
}

int dict_pop_last(VM *vm, Dict *d, Value *key, Value *val) {
  size_t i;
  if (d->len == 0)
    return vm_raise(vm, T_KeyError, "popitem(): dictionary is empty");
  i = d->nentries;
  while (d->entries[i - 1].key.tag == V_UNDEF) i--;
  i--;
  if (key) *key = d->entries[i].key;
  if (val) *val = d->entries[i].value;
  dict_remove_at(d, dict_slot_of(d, (int32_t)i), (int64_t)i);
  /* Entries from i on are all deleted and no index slot refers to them. */
  d->nentries = i;
  return 0;
}

int dict_pop_first(VM *vm, Dict *d, Value *key, Value *val) {
  size_t i = 0, j, k;
  if (d->len == 0)
    return vm_raise(vm, T_KeyError, "popitem(): dictionary is empty");
  while (d->entries[i].key.tag == V_UNDEF) i++;
  *key = d->entries[i].key;
  *val = d->entries[i].value;
  dict_remove_at(d, dict_slot_of(d, (int32_t)i), (int64_t)i);
  /* Entries 0..i are all deleted now, and no index slot refers to them.
  ** Once they are half the entries used, the live ones move to the front
  ** (their index slots renumbered, nothing rehashed): a queue drained
  ** from the front then scans each deleted entry O(1) times. */
  if (++i < 16 || 2 * i < d->nentries) return 0;
  if (vm_charge_items(vm, d->nindex + d->nentries)) return -1;
  memmove(d->entries, d->entries + i, (d->nentries - i) * sizeof(DictEntry));
  d->nentries -= i;
  for (j = 0; j < d->nindex; j++)
    if ((k = (size_t)ix_get(d->index, d->nindex, j)) < (size_t)INT32_MAX)
      ix_set(d->index, d->nindex, j, (int32_t)(k - i));
  return 0;
}

int dict_get_str(VM *vm, Dict *d, const char *key, size_t len, Value *out) {
  uint64_t h;
  size_t mask, i, perturb;
  (void)vm;
  if (d->len == 0) return 0;
  h = hash_text(key, len);
  mask = d->nindex - 1;
  i = (size_t)h & mask;
  perturb = (size_t)h;
  for (;;) {
    int32_t ix = ix_get(d->index, d->nindex, i);
    if (ix == IX_EMPTY) return 0;
    if (ix >= 0) {
      DictEntry *e = &d->entries[ix];
      if (e->hash == h && dict_str_key_eq(e->key, key, len)) {
        if (out) *out = e->value;
        return 1;
      }
    }
    perturb >>= PERTURB_SHIFT;
    i = (i * 5 + 1 + perturb) & mask;
  }
}

int64_t dict_index_str(Dict *d, Str *key) {
  size_t slot, i;
  uint64_t h;
  int32_t ix;
  if (d->len == 0) return -1;
  h = key->hash ? key->hash : hash_str(key);
  /* the common case first: the key object itself on its probe path (keys
  ** written as literals are one interned str, so r["id"] finds the very
  ** object the display stored), by pointer alone up to the first empty
  ** slot; then the full probe, which also compares texts */
  {
    size_t mask = d->nindex - 1, perturb = (size_t)h;
    i = (size_t)h & mask;
    while ((ix = ix_get(d->index, d->nindex, i)) != IX_EMPTY) {
      if (ix >= 0 && d->entries[ix].key.tag == V_OBJ && d->entries[ix].key.u.o == &key->h)
        return ix;
      perturb >>= PERTURB_SHIFT;
      i = (i * 5 + 1 + perturb) & mask;
    }
  }
  return dict_find_str(d, key, h, &slot);
}

int dict_lookup_str(Dict *d, Str *key, Value *out) {
  int64_t ix = dict_index_str(d, key);
  if (ix < 0) return 0;
  if (out) *out = d->entries[ix].value;
  return 1;
}

void dict_clear(VM *vm, Dict *d) {
  dict_free_data(vm, d);
  d->version++;
}

bool dict_next(Dict *d, size_t *pos, Value *key, Value *val) {
  while (*pos < d->nentries) {
    DictEntry *e = &d->entries[(*pos)++];
    if (e->key.tag == V_UNDEF) continue;
    if (key) *key = e->key;
    if (val) *val = e->value;
    return true;
  }
  return false;
}

Dict *dict_copy(VM *vm, Dict *d) {
  Dict *r = dict_new(vm);
  size_t nindex;
  int64_t filled;
  if (r == NULL || d->len == 0) return r;
  /* Smallest index whose entries hold len: the copy is compact. */
  nindex = DICT_MINSIZE;
  while (DICT_USABLE(nindex) < d->len) {
    if (nindex > SIZE_MAX / 2) { vm_nomem(vm); return NULL; }
    nindex <<= 1;
  }
  if (dict_alloc(vm, nindex, DICT_USABLE(nindex), &r->index, &r->entries) < 0) return NULL;
  r->nindex = nindex;
  r->cap = DICT_USABLE(nindex);
  filled = dict_fill(vm, d, r->index, nindex, r->entries);
  if (filled < 0) return NULL;   /* r, empty, is garbage */
  r->nentries = r->len = (size_t)filled;
  return r;
}

int dict_update(VM *vm, Dict *dst, Dict *src) {
  size_t i;
  if (dst == src) return 0;
  /* src cannot change meanwhile: comparisons never run Python code.  A
  ** step per few entries, which polls the deadline: DS | D (10**6 keys)
  ** ran 47-58 ms without a poll (limits_audit). */
  for (i = 0; i < src->nentries; i++) {
    DictEntry *e = &src->entries[i];
    if (vm_charge_entry(vm, i)) return -1;
    if (e->key.tag == V_UNDEF) continue;
    if (dict_set_hashed(vm, dst, e->key, e->hash, e->value) < 0) return -1;
  }
  return 0;
}

/* ================================================================= set */

#define SET_MINSIZE 8
#define LINEAR_PROBES 9
#define HASH_DUMMY UINT64_MAX

#define SE_EMPTY(e) ((e)->key.tag == V_UNDEF && (e)->key.u.i == 0)
#define SE_LIVE(e)  ((e)->key.tag != V_UNDEF)

static Value set_dummy(void) {
  Value v = VUNDEF;
  v.u.i = 1;
  return v;
}

/* Zeroed table of n slots (all empty: V_UNDEF is tag 0, u.i 0, hash 0). */
static SetEntry *set_alloc_table(VM *vm, size_t n) {
  SetEntry *t;
  if (n > SIZE_MAX / sizeof(SetEntry)) return NULL;
  t = mem_alloc(&vm->mem, n * sizeof(SetEntry));
  if (t && vm_fill(vm, t, 0, n * sizeof(SetEntry))) {
    mem_free(&vm->mem, t, n * sizeof(SetEntry));
    t = NULL;
  }
  return t;
}

static bool set_is_frozen(const Set *s) {
  return s->h.type == OT_FROZENSET;
}

void set_free_data(VM *vm, Set *s) {
  if (s->table) mem_free(&vm->mem, s->table, (s->mask + 1) * sizeof(SetEntry));
  s->table = NULL;
  s->mask = s->fill = s->used = 0;
}

Set *set_new(VM *vm, bool frozen) {
  Set *s = obj_new(vm, frozen ? OT_FROZENSET : OT_SET, sizeof(Set));
  if (s == NULL) return NULL;
  s->table = set_alloc_table(vm, SET_MINSIZE);
  if (s->table == NULL) { if (!vm->limit_hit) vm_nomem(vm); return NULL; }
  s->mask = SET_MINSIZE - 1;
  return s;
}

/* CPython's set_lookkey: 1 found (*out the entry), 0 absent, -1 error.
** cur as for dict_find: a comparison needing Python code returns 2 with
** *out its entry. */
static int set_find(VM *vm, Set *s, Value key, uint64_t h, int depth,
                    SetEntry **out, ProbeCursor *cur) {
  size_t mask = s->mask, i = (size_t)h & mask, perturb = (size_t)h, off = 0;
  unsigned steps = 0;
  if (probe_resume(cur, mask, LINEAR_PROBES, &i, &steps, &off)) perturb = probe_perturb(h, steps);
  for (;;) {
    SetEntry *e = &s->table[i + off];
    size_t nlinear = (i + LINEAR_PROBES <= mask) ? LINEAR_PROBES : 0;
    for (; off <= nlinear; off++, e++) {
      if (e->hash == 0 && SE_EMPTY(e)) return 0;
      if (e->hash == h) {
        int r = dict_key_eq(vm, e->key, key, depth, cur != NULL);
        if (r < 0) {
          if (r != -3 && !dict_eq_wants_py(vm, cur)) return -1;
          if (off < nlinear) probe_save(cur, i, steps, off + 1);
          else probe_save(cur, (i * 5 + 1 + (perturb >> PERTURB_SHIFT)) & mask,
                          steps < PROBE_MAX_STEPS ? steps + 1 : steps, 0);
          *out = e;
          return 2;
        } else if (r) {
          *out = e;
          return 1;
        }
      }
    }
    off = 0;
    perturb >>= PERTURB_SHIFT;
    if (steps < PROBE_MAX_STEPS) steps++;
    i = (i * 5 + 1 + perturb) & mask;
  }
}

/* CPython's set_insert_clean: for a key known to be absent from a table
** without dummies; takes the first empty slot (fill/used are the caller's
** business). */
static void set_insert_clean(SetEntry *table, size_t mask, Value key,
                             uint64_t h) {
  size_t i = (size_t)h & mask, perturb = (size_t)h, j;
  SetEntry *e;
  for (;;) {
    e = &table[i];
    if (SE_EMPTY(e)) goto found;
    if (i + LINEAR_PROBES <= mask) {
      for (j = 0; j < LINEAR_PROBES; j++) {
        e++;
        if (SE_EMPTY(e)) goto found;
      }
    }
    perturb >>= PERTURB_SHIFT;
    i = (i * 5 + 1 + perturb) & mask;
  }
found:
  e->key = key;
  e->hash = h;
}

int set_resize(VM *vm, Set *s, size_t minused) {
  size_t newsize = SET_MINSIZE, i, oldsize = s->mask + 1;
  SetEntry *nt, *old = s->table;
  while (newsize <= minused) {
    if (newsize > SIZE_MAX / 2 / sizeof(SetEntry)) return vm_nomem(vm);
    newsize <<= 1;
  }
  /* CPython keeps its 8-slot small table as is when it has no dummies. */
  if (newsize == SET_MINSIZE && oldsize == SET_MINSIZE && s->fill == s->used)
    return 0;
  nt = set_alloc_table(vm, newsize);
  if (nt == NULL) return vm->limit_hit ? -1 : vm_nomem(vm);
  for (i = 0; i < oldsize; i++) {
    if (vm_poll_item(vm, i)) {   /* s keeps its old table */
      mem_free(&vm->mem, nt, newsize * sizeof(SetEntry));
      return -1;
    }
    if (SE_LIVE(&old[i]))
      set_insert_clean(nt, newsize - 1, old[i].key, old[i].hash);
  }
  mem_free(&vm->mem, old, oldsize * sizeof(SetEntry));
  s->table = nt;
  s->mask = newsize - 1;
  s->fill = s->used;
  return 0;
}

/* CPython's set_add_entry; `absent`: key is known not to be in s (the
** prelude's path, which compared in Python), so nothing is compared. */
static int set_add_entry(VM *vm, Set *s, Value key, uint64_t h, bool absent) {
  size_t mask = s->mask, i = (size_t)h & mask, perturb = (size_t)h;
  SetEntry *e, *freeslot = NULL;
  for (;;) {
    int probes;
    e = &s->table[i];
    probes = (i + LINEAR_PROBES <= mask) ? LINEAR_PROBES : 0;
    do {
      if (e->hash == 0 && SE_EMPTY(e)) goto found_empty;
      if (e->hash == h && !absent) {
        int r = dict_key_eq(vm, e->key, key, 1, false);
        if (r < 0) return -1;
        if (r) return 0;
      } else if (e->hash == HASH_DUMMY) {
        freeslot = e;   /* the last dummy seen, as CPython */
      }
      e++;
    } while (probes--);
    perturb >>= PERTURB_SHIFT;
    i = (i * 5 + 1 + perturb) & mask;
  }
found_empty:
  gc_barrier(vm, &s->h);
  s->version++;
  s->used++;
  s->hash = 0;
  if (freeslot) {
    freeslot->key = key;
    freeslot->hash = h;
    return 0;
  }
  e->key = key;
  e->hash = h;
  s->fill++;
  if (s->fill * 5 < mask * 3) return 0;
  /* On failure the key stays in (the table is still 60% full at most). */
  return set_resize(vm, s, s->used > 50000 ? s->used * 2 : s->used * 4);
}

int set_add_hashed(VM *vm, Set *s, Value key, uint64_t h) {
  return set_add_entry(vm, s, key, h, false);
}

int set_insert_absent(VM *vm, Set *s, Value key, uint64_t h) {
  return set_add_entry(vm, s, key, h, true);
}

int64_t set_probe_py(VM *vm, Set *s, Value key, uint64_t h, ProbeCursor *cur, bool *cand) {
  SetEntry *e;
  int r = set_find(vm, s, key, h, 1, &e, cur);
  *cand = r == 2;
  if (r < 0) return -2;
  return r ? (int64_t)(e - s->table) : -1;
}

int set_add(VM *vm, Set *s, Value key) {
  uint64_t h;
  if (vm_hash(vm, key, &h) < 0) return -1;
  return set_add_hashed(vm, s, key, h);
}

int set_contains_depth(VM *vm, Set *s, Value key, uint64_t h, int depth) {
  SetEntry *e;
  return set_find(vm, s, key, h, depth, &e, NULL);
}

int set_contains_hashed(VM *vm, Set *s, Value key, uint64_t h) {
  return set_contains_depth(vm, s, key, h, 1);
}

/* Hash for a membership test: a set key is looked up as frozenset(key). */
static int set_key_hash(VM *vm, Value key, uint64_t *h) {
  if (IS_OBJ(key, OT_SET)) {
    *h = hash_set_contents(AS_SET(key));
    return 0;
  }
  return vm_hash(vm, key, h);
}

int set_contains(VM *vm, Set *s, Value key) {
  uint64_t h;
  if (set_key_hash(vm, key, &h) < 0) return -1;
  return set_contains_depth(vm, s, key, h, 1);
}

int set_discard_hashed(VM *vm, Set *s, Value key, uint64_t h) {
  SetEntry *e;
  int r = set_find(vm, s, key, h, 1, &e, NULL);
  if (r <= 0) return r;
  set_delete_slot(s, (size_t)(e - s->table));
  return 1;
}

void set_delete_slot(Set *s, size_t i) {
  SetEntry *e = &s->table[i];
  e->key = set_dummy();
  e->hash = HASH_DUMMY;
  s->used--;
  s->version++;
  s->hash = 0;
}

int set_discard(VM *vm, Set *s, Value key) {
  uint64_t h;
  if (set_key_hash(vm, key, &h) < 0) return -1;
  return set_discard_hashed(vm, s, key, h);
}

bool set_next(Set *s, size_t *pos, Value *key) {
  size_t i = *pos;
  while (i <= s->mask && s->table && !SE_LIVE(&s->table[i])) i++;
  if (s->table == NULL || i > s->mask) {
    *pos = i;
    return false;
  }
  *pos = i + 1;
  if (key) *key = s->table[i].key;
  return true;
}

/* Like set_next, also giving the stored hash. */
static bool set_next_entry(Set *s, size_t *pos, SetEntry **out) {
  size_t i = *pos;
  while (i <= s->mask && !SE_LIVE(&s->table[i])) i++;
  *pos = i + 1;
  if (i > s->mask) return false;
  *out = &s->table[i];
  return true;
}

int set_pop(VM *vm, Set *s, Value *out) {
  SetEntry *e, *limit;
  if (s->used == 0) return vm_raise(vm, T_KeyError, "pop from an empty set");
  e = s->table + (s->finger & s->mask);
  limit = s->table + s->mask;
  while (!SE_LIVE(e)) {
    e++;
    if (e > limit) e = s->table;
  }
  *out = e->key;
  e->key = set_dummy();
  e->hash = HASH_DUMMY;
  s->used--;
  s->version++;
  s->hash = 0;
  s->finger = (size_t)(e - s->table) + 1;
  return 0;
}

void set_clear(VM *vm, Set *s) {
  size_t size = s->mask + 1;
  if (s->table && size != SET_MINSIZE) {
    SetEntry *t = mem_realloc(&vm->mem, s->table, size * sizeof(SetEntry),
                              SET_MINSIZE * sizeof(SetEntry));
    if (t) {
      s->table = t;
      s->mask = SET_MINSIZE - 1;
      size = SET_MINSIZE;
    }
  }
  if (s->table) memset(s->table, 0, size * sizeof(SetEntry));
  s->fill = s->used = 0;
  s->hash = 0;
  s->version++;
}

int set_update_set(VM *vm, Set *so, Set *other) {
  size_t i, n;
  if (so == other || other->used == 0) return 0;
  /* One resize up front, expecting few common keys. */
  if ((so->fill + other->used) * 5 >= so->mask * 3)
    if (set_resize(vm, so, (so->used + other->used) * 2) < 0) return -1;
  n = other->mask + 1;
  gc_barrier(vm, &so->h);
  if (so->fill == 0 && so->mask == other->mask && other->fill == other->used &&
      n <= POLL_ITEMS) {
    /* Same size, no dummies: slot for slot (a big table takes the polled
    ** loop below, which can stop between two keys). */
    memcpy(so->table, other->table, n * sizeof(SetEntry));
    so->fill = other->fill;
    so->used = other->used;
    so->version++;
    so->hash = 0;
    return 0;
  }
  if (so->fill == 0) {
    size_t added = 0;
    int r = 0;
    for (i = 0; i < n; i++) {
      SetEntry *e = &other->table[i];
      if (vm_poll_item(vm, i)) {
        r = -1;   /* so holds the keys added so far */
        break;
      }
      if (SE_LIVE(e)) {
        set_insert_clean(so->table, so->mask, e->key, e->hash);
        added++;
      }
    }
    so->fill = so->used = added;
    so->version++;
    so->hash = 0;
    return r;
  }
  for (i = 0; i <= other->mask; i++) {
    SetEntry *e = &other->table[i];
    if (vm_poll_item(vm, i)) return -1;
    if (SE_LIVE(e) && set_add_hashed(vm, so, e->key, e->hash) < 0) return -1;
  }
  return 0;
}

int set_update_dict(VM *vm, Set *so, Dict *d) {
  size_t i;
  if ((so->fill + d->len) * 5 >= so->mask * 3)
    if (set_resize(vm, so, (so->used + d->len) * 2) < 0) return -1;
  for (i = 0; i < d->nentries; i++) {
    DictEntry *e = &d->entries[i];
    if (vm_poll_item(vm, i)) return -1;
    if (e->key.tag == V_UNDEF) continue;
    if (set_add_hashed(vm, so, e->key, e->hash) < 0) return -1;
  }
  return 0;
}

Set *set_copy(VM *vm, Set *s, bool frozen) {
  Set *r = set_new(vm, frozen);
  if (r == NULL) return NULL;
  if (set_update_set(vm, r, s) < 0) return NULL;
  return r;
}

Set *set_union(VM *vm, Set *a, Set *b) {
  Set *r = set_copy(vm, a, set_is_frozen(a));
  if (r == NULL) return NULL;
  if (a != b && set_update_set(vm, r, b) < 0) return NULL;
  return r;
}

Set *set_intersection(VM *vm, Set *a, Set *b) {
  Set *r, *big = a, *small = b;
  size_t pos = 0, k = 0;
  SetEntry *e;
  if (a == b) return set_copy(vm, a, set_is_frozen(a));
  r = set_new(vm, set_is_frozen(a));
  if (r == NULL) return NULL;
  if (small->used > big->used) { big = b; small = a; }
  while (set_next_entry(small, &pos, &e)) {
    int c = set_contains_hashed(vm, big, e->key, e->hash);
    if (vm_poll_item(vm, k++)) return NULL;
    if (c < 0) return NULL;
    if (c && set_add_hashed(vm, r, e->key, e->hash) < 0) return NULL;
  }
  return r;
}

int set_intersection_update(VM *vm, Set *a, Set *b) {
  Set *t = set_intersection(vm, a, b);
  size_t fill, used, mask;
  SetEntry *table;
  if (t == NULL) return -1;
  /* Swap bodies: t (garbage now) takes a's old table to the GC. */
  fill = a->fill; used = a->used; mask = a->mask; table = a->table;
  a->fill = t->fill; a->used = t->used; a->mask = t->mask;
  a->table = t->table;
  gc_barrier(vm, &a->h);
  t->fill = fill; t->used = used; t->mask = mask; t->table = table;
  a->hash = t->hash = 0;
  a->version++;
  return 0;
}

int set_difference_update(VM *vm, Set *a, Set *b) {
  Set *other = b;
  size_t pos = 0, k = 0;
  SetEntry *e;
  if (a == b) {
    set_clear(vm, a);
    return 0;
  }
  /* b much larger than a: walk a & b instead of b. */
  if ((b->used >> 3) > a->used) {
    other = set_intersection(vm, a, b);
    if (other == NULL) return -1;
  }
  while (set_next_entry(other, &pos, &e)) {
    if (vm_poll_item(vm, k++)) return -1;
    if (set_discard_hashed(vm, a, e->key, e->hash) < 0) return -1;
  }
  /* More than a quarter dummies: resize them away. */
  if (a->fill - a->used <= a->mask / 4) return 0;
  return set_resize(vm, a, a->used > 50000 ? a->used * 2 : a->used * 4);
}

Set *set_difference(VM *vm, Set *a, Set *b) {
  Set *r;
  size_t pos = 0, k = 0;
  SetEntry *e;
  if ((a->used >> 2) > b->used) {
    r = set_copy(vm, a, set_is_frozen(a));
    if (r == NULL || set_difference_update(vm, r, b) < 0) return NULL;
    return r;
  }
  r = set_new(vm, set_is_frozen(a));
  if (r == NULL) return NULL;
  while (set_next_entry(a, &pos, &e)) {
    int c = set_contains_hashed(vm, b, e->key, e->hash);
    if (vm_poll_item(vm, k++)) return NULL;
    if (c < 0) return NULL;
    if (!c && set_add_hashed(vm, r, e->key, e->hash) < 0) return NULL;
  }
  return r;
}

int set_symmetric_difference_update(VM *vm, Set *a, Set *b) {
  size_t pos = 0, k = 0;
  SetEntry *e;
  if (a == b) {
    set_clear(vm, a);
    return 0;
  }
  /* A first pass only looks: a comparison that needs Python code fails
  ** here, before a is changed, so the prelude's version can start over. */
  while (set_next_entry(b, &pos, &e)) {
    if (vm_poll_item(vm, k++)) return -1;
    if (set_contains_hashed(vm, a, e->key, e->hash) < 0) return -1;
  }
  pos = 0;
  while (set_next_entry(b, &pos, &e)) {
    int r = set_discard_hashed(vm, a, e->key, e->hash);
    if (vm_poll_item(vm, k++)) return -1;
    if (r < 0) return -1;
    if (r == 0 && set_add_hashed(vm, a, e->key, e->hash) < 0) return -1;
  }
  return 0;
}

Set *set_symmetric_difference(VM *vm, Set *a, Set *b) {
  /* CPython: copy b with a's type, then update it with a. */
  Set *r = set_copy(vm, b, set_is_frozen(a));
  if (r == NULL || set_symmetric_difference_update(vm, r, a) < 0) return NULL;
  return r;
}

int set_issubset(VM *vm, Set *a, Set *b) {
  size_t pos = 0, k = 0;
  SetEntry *e;
  if (a->used > b->used) return 0;
  while (set_next_entry(a, &pos, &e)) {
    int c = set_contains_hashed(vm, b, e->key, e->hash);
    if (vm_poll_item(vm, k++)) return -1;
    if (c <= 0) return c;
  }
  return 1;
}

int set_isdisjoint(VM *vm, Set *a, Set *b) {
  Set *big = a, *small = b;
  size_t pos = 0, k = 0;
  SetEntry *e;
  if (a == b) return a->used == 0;
  if (small->used > big->used) { big = b; small = a; }
  while (set_next_entry(small, &pos, &e)) {
    int c = set_contains_hashed(vm, big, e->key, e->hash);
    if (vm_poll_item(vm, k++)) return -1;
    if (c) return c < 0 ? -1 : 0;
  }
  return 1;
}
