/*
** class.c - the object model: classes (C3 MRO, namespace, special method
** bits), instances, bound methods, staticmethod/classmethod/property,
** super, and the special methods of the builtin `object` and exception
** types that user classes inherit.
**
** Nothing here runs Python code.  Where an attribute operation needs
** Python (a property getter, __getattr__, a user __setattr__), the
** functions return 1 with the call to make in a PyCall; the interpreter
** pushes its frame (tier 1) and natives fall back to the prelude (tier 2).
*/
#include <string.h>
#include <stdio.h>
#include "vm.h"
#include "class.h"
#include "slots.h"
#include "dict.h"
#include "str.h"
#include "fmt.h"
#include "mcache.h"
#include "limits.h"
#include "../grammar/ast.h"   /* CMP_* */

static const char *const slot_names[CS__COUNT] = {
#define X(id, name) name,
  CLASS_SLOTS(X)
#undef X
};

/* Special methods that make CS_NUMERIC: operators and numeric conversions. */
static const char *const numeric_names[] = {
  "__add__", "__radd__", "__iadd__", "__sub__", "__rsub__", "__isub__",
  "__mul__", "__rmul__", "__imul__", "__matmul__", "__rmatmul__", "__imatmul__",
  "__truediv__", "__rtruediv__", "__itruediv__", "__floordiv__", "__rfloordiv__",
  "__ifloordiv__", "__mod__", "__rmod__", "__imod__", "__pow__", "__rpow__",
  "__ipow__", "__lshift__", "__rlshift__", "__ilshift__", "__rshift__",
  "__rrshift__", "__irshift__", "__or__", "__ror__", "__ior__", "__xor__",
  "__rxor__", "__ixor__", "__and__", "__rand__", "__iand__", "__neg__",
  "__pos__", "__abs__", "__invert__", "__round__", "__int__", "__float__", "__divmod__",
  "__rdivmod__"};

int class_init(VM *vm) {
  int i;
  if (vm->dunder_names[CS__COUNT - 1].tag == V_OBJ) return 0;
  for (i = 0; i < CS__COUNT; i++)
    if (vm->dunder_names[i].tag != V_OBJ && str_newc(vm, slot_names[i], &vm->dunder_names[i]))
      return -1;
  return 0;
}

#define NNUMERIC ((int)(sizeof numeric_names / sizeof numeric_names[0]))
#define SLOT_NAME_MAX 16   /* the longest of them: __getattribute__ */
_Static_assert(CS_NUMERIC_BIT + NNUMERIC < 256, "slot_tab holds an index + 1 in a byte");

/* Name k of class_slot_of's: slot_names' first CS_NUMERIC_BIT, then
** numeric_names. */
static const char *slot_tab_name(int k) {
  return k < CS_NUMERIC_BIT ? slot_names[k] : numeric_names[k - CS_NUMERIC_BIT];
}

/* Where a dunder name of len bytes (5..SLOT_NAME_MAX) starts its probe in
** vm->slot_tab: a mix of its length and three of its characters, cheaper
** to compute for the ~80 names of a fill than their str hashes. */
static size_t slot_tab_home(const char *n, size_t len) {
  return ((size_t)len * 37u + (unsigned char)n[2] * 131u + (unsigned char)n[3] * 7u +
          (unsigned char)n[len - 3] * 17u) & 255;
}

/* Fill vm->slot_tab (once per VM), so that a name is found by one probe
** and a compare or two, not by a scan of the ~80 names. */
static void slot_tab_fill(VM *vm) {
  int k;
  for (k = 0; k < CS_NUMERIC_BIT + NNUMERIC; k++) {
    const char *n = slot_tab_name(k);
    size_t at = slot_tab_home(n, strlen(n));
    while (vm->slot_tab[at]) at = (at + 1) & 255;
    vm->slot_tab[at] = (uint8_t)(k + 1);
  }
}

int class_slot_of(VM *vm, Str *name) {
  size_t at;
  if (name->len < 5 || name->len > SLOT_NAME_MAX || name->data[0] != '_' ||
      name->data[1] != '_' || name->data[name->len - 1] != '_' ||
      name->data[name->len - 2] != '_')
    return -1;
  if (!vm->slot_tab_made) {
    slot_tab_fill(vm);
    vm->slot_tab_made = true;
  }
  for (at = slot_tab_home(name->data, name->len); vm->slot_tab[at]; at = (at + 1) & 255) {
    int k = vm->slot_tab[at] - 1;
    const char *n = slot_tab_name(k);
    if (n[2] == name->data[2] && strcmp(n, name->data) == 0)
      return k < CS_NUMERIC_BIT ? k : CS_NUMERIC_BIT;
  }
  return -1;
}

uint64_t obj_oid(VM *vm, Obj *o) {
  uint64_t *p = NULL;
  switch (o->type) {
  case OT_INSTANCE: p = &((Instance *)o)->oid; break;
  case OT_CLASS: p = &((Class *)o)->oid; break;
  case OT_EXC: p = &((Exc *)o)->oid; break;
  default: return 0;
  }
  if (*p == 0) *p = ++vm->next_oid;
  return *p;
}

/* ---- id() ----
** Identity numbers, never addresses: user objects, classes and exceptions
** keep theirs in the object (stable across snapshots); other builtin
** objects get one from a table on first id() (stable while the VM lives;
** a restored VM numbers them afresh); immediates are numbered by value in
** odd numbers, which object ids (multiples of 16) never are. */

static size_t id_slot(VM *vm, Obj *o) {
  size_t i = (size_t)(((uintptr_t)o >> 4) * 0x9E3779B97F4A7C15ull) & (vm->capids - 1);
  while (vm->ids[i].o && vm->ids[i].o != o) i = (i + 1) & (vm->capids - 1);
  return i;
}

static int id_of_builtin(VM *vm, Obj *o, uint64_t *out) {
  size_t i;
  if (vm->nids * 2 >= vm->capids) {
    size_t oldcap = vm->capids, j, nc = oldcap ? oldcap * 2 : 16;
    struct IdSlot *old = vm->ids, *nt = mem_alloc(&vm->mem, nc * sizeof *nt);
    if (nt == NULL) return vm_nomem(vm);
    memset(nt, 0, nc * sizeof *nt);
    vm->ids = nt;
    vm->capids = nc;
    for (j = 0; j < oldcap; j++)
      if (old[j].o) vm->ids[id_slot(vm, old[j].o)] = old[j];
    mem_free(&vm->mem, old, oldcap * sizeof *old);
  }
  i = id_slot(vm, o);
  if (vm->ids[i].o == NULL) {
    vm->ids[i].o = o;
    vm->ids[i].oid = ++vm->next_oid;
    vm->nids++;
  }
  *out = vm->ids[i].oid;
  return 0;
}

void class_id_forget(VM *vm, Obj *o) {
  size_t i, j;
  if (vm->nids == 0) return;
  i = id_slot(vm, o);
  if (vm->ids[i].o != o) return;
  /* backward-shift deletion keeps every probe chain unbroken */
  vm->ids[i].o = NULL;
  vm->nids--;
  for (j = (i + 1) & (vm->capids - 1); vm->ids[j].o; j = (j + 1) & (vm->capids - 1)) {
    struct IdSlot e = vm->ids[j];
    size_t home = (size_t)(((uintptr_t)e.o >> 4) * 0x9E3779B97F4A7C15ull) & (vm->capids - 1);
    /* e may move into the hole at i if its home is not in (i, j] */
    if ((j > i && (home <= i || home > j)) || (j < i && home <= i && home > j)) {
      vm->ids[i] = e;
      vm->ids[j].o = NULL;
      i = j;
    }
  }
}

void class_id_free(VM *vm) {
  mem_free(&vm->mem, vm->ids, vm->capids * sizeof *vm->ids);
  vm->ids = NULL;
  vm->nids = vm->capids = 0;
}

int class_addr(VM *vm, Obj *o, unsigned long long *out) {
  uint64_t n = obj_oid(vm, o);
  if (n == 0 && id_of_builtin(vm, o, &n)) return -1;
  *out = 0x7f3a00000000ull + n * 0x30ull;
  return 0;
}

int cls_id(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value v;
  uint64_t n;
  if (arg_nokw(vm, "id", kw) || arg_count(vm, "id", nargs, 1, 1)) return -1;
  v = args[0];
  if (v.tag == V_OBJ) {
    unsigned long long a;
    if (class_addr(vm, v.u.o, &a)) return -1;
    *out = vint((int64_t)a);
    return 0;
  }
  {
    uint64_t bits;
    if (v.tag == V_FLOAT) memcpy(&bits, &v.u.f, sizeof bits);
    else bits = (uint64_t)v.u.i;
    /* every bit of the value reaches the kept low bits (floats differ
    ** in their high bits: id(1.0) != id(2.0)) */
    bits ^= bits >> 31;
    bits *= 0x9E3779B97F4A7C15ull;
    bits ^= bits >> 29;
    n = (bits ^ ((uint64_t)v.tag << 40)) & 0x3FFFFFFFFFFFull;
    *out = vint((int64_t)(0x100000000000ull + (n << 1) + 1));
  }
  return 0;
}

/* A fake address for reprs: stable per object, no address leaked. */
static unsigned long long fake_addr(VM *vm, Obj *o) {
  return 0x7f3a00000000ull + obj_oid(vm, o) * 0x30ull;
}

const char *class_name(Value cls) {
  if (cls.tag == V_TYPE) return type_names[cls.u.i];
  if (IS_OBJ(cls, OT_CLASS)) return AS_STR(AS_CLASS(cls)->name)->data;
  return "?";
}

Value val_class(Value v) {
  Class *c = user_class(v);
  if (c) return vobj(c);
  return vtype(val_type(v));
}

/* ---- subclass relation ---- */

static bool same(Value a, Value b) {
  if (a.tag != b.tag) return false;
  return a.tag == V_OBJ ? a.u.o == b.u.o : a.u.i == b.u.i;
}

bool class_is_sub(Value sub, Value base) {
  if (base.tag == V_TYPE && base.u.i == T_OBJECT) return true;
  if (sub.tag == V_TYPE) {
    return base.tag == V_TYPE && type_is_subtype((int)sub.u.i, (int)base.u.i);
  }
  if (IS_OBJ(sub, OT_CLASS)) {
    Tuple *m = AS_TUPLE(AS_CLASS(sub)->mro);
    size_t i;
    for (i = 0; i < m->len; i++) {
      if (same(m->items[i], base)) return true;
      if (base.tag == V_TYPE && m->items[i].tag == V_TYPE &&
          type_is_subtype((int)m->items[i].u.i, (int)base.u.i))
        return true;
    }
  }
  return false;
}

bool val_isinstance(Value v, Value cls) {
  Class *c = user_class(v);
  if (c) {
    if (class_is_sub(vobj(c), cls)) return true;
    if (!IS_OBJ(v, OT_CLASS)) return false;   /* a class with a metaclass: still a type */
  }
  return cls.tag == V_TYPE && type_is_subtype(val_type(v), (int)cls.u.i);
}

/* ---- lookup ---- */

/* An attribute of builtin type t that user classes inherit: its special
** methods (slots.c: immediate values, which class_lookup caches) and, for
** the types a class may derive from, its other methods (a fresh unbound
** method, which bind_attr binds to the wrapped value). */
static int type_attr(VM *vm, int t, Str *name, bool inherit, Value *out) {
  int m;
  if ((name->data[0] == '_' && name->data[1] == '_') || t == T_TYPE)   /* type.mro too */
    return slot_lookup(vm, t, name, inherit, out);
  if (!boxed_type(t) || (m = method_find(t, name->data, name->len)) < 0) return 0;
  {
    BMethod *bm = obj_new(vm, OT_BMETHOD, sizeof(BMethod));
    if (bm == NULL) return -1;
    bm->self = VUNDEF;
    bm->method = m;
    *out = vobj(bm);
  }
  return 1;
}

/* A builtin type's own data attributes: __mro__, __bases__, __base__,
** __module__ (1 found, 0 not, -1 error).  Only the type itself has them:
** neither its values nor instances of a subclass may find them (not in
** type_attr or class_type_attr, which those lookups use). */
int class_type_data(VM *vm, int t, const char *n, Value *out) {
  if (strcmp(n, "__mro__") == 0) {
    size_t len = 1, i;
    int u;
    Tuple *m;
    for (u = t; u != T_OBJECT; u = type_bases[u]) len++;
    if ((m = tuple_new(vm, len)) == NULL) return -1;
    for (u = t, i = 0; i < len; u = type_bases[u], i++) m->items[i] = vtype(u);
    *out = vobj(m);
    return 1;
  }
  if (strcmp(n, "__bases__") == 0) {
    Tuple *b = tuple_new(vm, t != T_OBJECT);
    if (b == NULL) return -1;
    if (t != T_OBJECT) b->items[0] = vtype(type_bases[t]);
    *out = vobj(b);
    return 1;
  }
  if (strcmp(n, "__base__") == 0) {
    *out = t == T_OBJECT ? VNONE : vtype(type_bases[t]);
    return 1;
  }
  if (strcmp(n, "__module__") == 0)
    return str_newc(vm, type_module(t) ? type_module(t) : "builtins", out) ? -1 : 1;
  if (strcmp(n, "__doc__") == 0) {
    const char *doc;
    if (!dir_type_doc(t, &doc)) return 0;
    if (doc == NULL) { *out = VNONE; return 1; }
    return str_newc(vm, doc, out) ? -1 : 1;
  }
  return 0;
}

int class_type_attr(VM *vm, int t, Str *name, Value *out) {
  int r = type_attr(vm, t, name, true, out);
  return r > 0 && IS_OBJ(*out, OT_BMETHOD) ? 0 : r;   /* methods: repr.c's path */
}

static Wrap *wrap_of(Value v);
static int wrap_member(Value v, const char *n, Value *out);

/* A class attribute that is an instance of a user subclass of property,
** staticmethod or classmethod acts as the descriptor it wraps, unless its
** class has a __get__ of its own (then desc_get calls that one). */
static void descr_unbox(VM *vm, Value *v) {
  Value fn;
  if (!IS_OBJ(*v, OT_INSTANCE) || AS_INST(*v)->cls == NULL || !IS_OBJ(AS_INST(*v)->base, OT_WRAP))
    return;
  if (!class_user_method(vm, *v, "__get__", &fn)) *v = AS_INST(*v)->base;
}

static int native_memo(int *memo, const char *name, size_t len);

/* The MRO walk behind class_lookup; *cacheable: the answer may be cached
** (not an object the builtin type's lookup made afresh). */
static int lookup_mro(VM *vm, Class *c, Str *name, Value *out, bool *cacheable) {
  Tuple *m = AS_TUPLE(c->mro);
  size_t i;
  *cacheable = true;
  for (i = 0; i < m->len; i++) {
    Value k = m->items[i];
    if (IS_OBJ(k, OT_CLASS)) {
      if (dict_lookup_str(AS_CLASS(k)->dict, name, out)) {
        descr_unbox(vm, out);
        return 1;
      }
    } else if (k.tag == V_TYPE) {
      int r = type_attr(vm, (int)k.u.i, name, false, out);
      if (r > 0 && k.u.i == T_DICT && name->len == 8 && strcmp(name->data, "fromkeys") == 0) {
        /* a dict subclass's fromkeys makes an instance of the class it
        ** is called on (cls(), then cls's __setitem__), as CPython's
        ** classmethod: the prelude's _dict_fromkeys_cls as a classmethod */
        Value f = vbuiltin(native_memo(&vm->native_memo[2], "_dict_fromkeys_cls", 18));
        if (f.u.i < 0) return vm_raise(vm, T_SystemError, "no _dict_fromkeys_cls");
        r = cls_classmethod(vm, &f, 1, NULL, out) < 0 ? -1 : 1;
      }
      if (r) {
        *cacheable = r > 0 && out->tag != V_OBJ;
        return r;
      }
    }
  }
  return 0;
}

static bool slots_allow(VM *vm, Class *c, Str *name);
static bool is_member(Value v);
static bool member_plain(VM *vm, Value desc, const Str *name);
static int members_add(VM *vm, Class *c, Class *mcls);

/* class_lookup; *kept: the answer is kept alive by c's MRO (or is an
** immediate), not an object the builtin type's lookup made afresh. */
static int lookup_kept(VM *vm, Class *c, Str *name, Value *out, bool *kept) {
  int r;
  *kept = true;
  if (mcache_get(vm, c, name, out)) return out->tag != V_UNDEF;
  r = lookup_mro(vm, c, name, out, kept);
  if (*kept) {
    mcache_put(vm, c, name, r ? *out : VUNDEF);
    c->h.flags |= CLASS_MCACHED;
  }
  return r;
}

int class_lookup(VM *vm, Class *c, Str *name, Value *out) {
  bool kept;
  return lookup_kept(vm, c, name, out, &kept);
}

void class_acache_fill(VM *vm, Instance *in, Str *name, int op, ACache *ac) {
  Class *c = in->cls;
  Value cv;
  bool kept;
  int r;
  ac->cls = c;
  ac->epoch = vm->class_epoch;
  if (c) c->h.flags |= CLASS_ACACHED;
  ac->kind = AC_NONE;
  ac->v = VUNDEF;
  /* the hint is about the last class's layout: an ATTRS_ABSENT | n of
  ** another class whose layout is n names long would say "absent" here */
  ac->idx = 0;
  if (c == NULL || in->h.type != OT_INSTANCE ||
      ((c->slots & CS(GETATTRIBUTE)) && op != OP_SETATTR))
    return;
  r = lookup_kept(vm, c, name, &cv, &kept);
  if (r < 0 || !kept) {
    vm->exc = VUNDEF;   /* (type_attr raises nothing for kept answers) */
    return;
  }
  switch (op) {
  case OP_GETATTR:
    /* inst_getattr's order: a data descriptor of the class, the instance
    ** dict, then the class attribute (bound, or as it is) */
    if (r == 0) {
      ac->kind = AC_ATTR;
    } else if (IS_OBJ(cv, OT_WRAP) && cv.u.o->flags == WRAP_PROPERTY) {
      /* (with a __getattr__, an AttributeError of the getter calls it) */
      if (((Wrap *)cv.u.o)->f.tag == V_NONE || (c->slots & CS(GETATTR))) return;
      ac->kind = AC_PROP;
      ac->v = ((Wrap *)cv.u.o)->f;
    } else if (IS_OBJ(cv, OT_INSTANCE)) {
      /* may be a descriptor; a __slots__ member reads the own attribute */
      if (is_member(cv) && member_plain(vm, cv, name)) ac->kind = AC_ATTR;
      return;
    } else {
      ac->kind = AC_ATTR;
      /* what bind_attr returns as it is */
      if (!IS_OBJ(cv, OT_FUNC) && cv.tag != V_BUILTIN && !IS_OBJ(cv, OT_BMETHOD) &&
          !IS_OBJ(cv, OT_WRAP))
        ac->v = cv;
    }
    return;
  case OP_SETATTR:
    /* class_setattr's plain store */
    if ((c->slots & CS(SETATTR)) ||
        (r > 0 && ((IS_OBJ(cv, OT_INSTANCE) && !(is_member(cv) && member_plain(vm, cv, name))) ||
                   (IS_OBJ(cv, OT_WRAP) && cv.u.o->flags == WRAP_PROPERTY))) ||
        (name->data[0] == '_' &&
         (strcmp(name->data, "__class__") == 0 || strcmp(name->data, "__dict__") == 0)) ||
        ((c->h.flags & CLASS_SLOTTED) && !slots_allow(vm, c, name)))
      return;
    ac->kind = AC_STORE;
    return;
  case OP_CALLMETHOD:
    if (r > 0 && IS_OBJ(cv, OT_FUNC)) {
      ac->kind = AC_METHOD;
      ac->v = cv;
    }
    return;
  default:
    return;
  }
}

int class_lookup_slot(VM *vm, Class *c, int bit, Value *out) {
  if (class_init(vm)) return 0;   /* only if a class was made elsewhere */
  return class_lookup(vm, c, AS_STR(vm->dunder_names[bit]), out);
}

static bool slots_have(const Class *owner, Value sl, Str *name);
static int slots_check(VM *vm, Class *c, Tuple *bases);

/* c's attributes changed: the caches that may hold them are stale. */
static void class_changed(VM *vm, Class *c) {
  c->version++;
  /* The class made last has no subclasses: only the cache entries made
  ** for it can depend on its namespace, and the caches of every other
  ** class stay valid (a class being built: type.__new__'s additions,
  ** __set_name__, abc's and enum's set-up, a class decorator's stores).
  ** A freed class ends the epochs itself (obj.c, gc.c), so no entry names
  ** a reused address. */
  if (&c->h == vm->newest_class) {
    if (c->h.flags & CLASS_ACACHED) vm->class_epoch++;
    if ((c->h.flags & CLASS_MCACHED) && vm->mcache) {
      /* only the lookup cache's entries keyed by c (class_user_method_str's
      ** key is c + 1) are dropped: the other classes' stay */
      size_t i;
      for (i = 0; i < MCACHE_SIZE; i++)
        if (vm->mcache[i].owner == (const void *)c || vm->mcache[i].owner == (const char *)c + 1)
          vm->mcache[i].epoch = 0;     /* (never valid) */
    }
    c->h.flags &= (uint16_t)~CLASS_MCACHED;
    return;
  }
  mcache_invalidate(vm);   /* lookups through any subclass may change */
  vm->class_epoch++;       /* and so may the attribute caches' (ACache) */
}

/* A name class.c looks for in a namespace by its text. */
typedef struct NsName {
  const char *s;
  size_t n;
} NsName;
#define NS_NAME(lit) {lit, sizeof lit - 1}

/* Which of names[0..n) (n <= 8) are str keys of d: bit i for names[i],
** whose key and value go to keys[i] and vals[i] (either may be NULL; a
** key found by lookup is left VUNDEF: the caller makes its str).  A
** namespace of a dozen entries or fewer (most classes') is walked once,
** comparing lengths and texts, which costs less than hashing a name; a
** bigger one is looked up name by name. */
static unsigned ns_find(VM *vm, Dict *d, const NsName *names, unsigned n, Value *keys, Value *vals) {
  unsigned found = 0, i;
  size_t e;
  if (d->len > 12) {
    for (i = 0; i < n; i++) {
      Value v;
      if (dict_get_str(vm, d, names[i].s, names[i].n, &v) != 1) continue;
      found |= 1u << i;
      if (vals) vals[i] = v;
      if (keys) keys[i] = VUNDEF;     /* (the caller makes the str it needs) */
    }
    return found;
  }
  for (e = 0; e < d->nentries; e++) {
    const DictEntry *de = &d->entries[e];
    const Str *ks;
    if (!IS_STR(de->key)) continue;           /* (a deleted entry's is V_UNDEF) */
    ks = AS_STR(de->key);
    for (i = 0; i < n; i++)
      if (ks->len == names[i].n && memcmp(ks->data, names[i].s, ks->len) == 0) {
        found |= 1u << i;
        if (keys) keys[i] = de->key;
        if (vals) vals[i] = de->value;
        break;
      }
  }
  return found;
}

/* d["__slots__"] (a class's own namespace) into *sl: 1, or 0 without. */
static int own_slots(VM *vm, Dict *d, Value *sl) {
  static const NsName name = NS_NAME("__slots__");
  return ns_find(vm, d, &name, 1, NULL, sl) ? 1 : 0;
}

/* The special method bits of one class's own namespace. */
static uint32_t own_slot_bits(VM *vm, const Class *k) {
  uint32_t bits = 0;
  size_t pos;
  Value key, v;
  for (pos = 0; dict_next(k->dict, &pos, &key, &v);) {
    int b;
    if (!IS_STR(key)) continue;
    b = class_slot_of(vm, AS_STR(key));
    if (b >= 0) bits |= 1u << b;
  }
  return bits;
}

static bool in_tuple(const Tuple *t, size_t from, const Obj *o) {
  size_t i;
  for (i = from; i < t->len; i++)
    if (t->items[i].tag == V_OBJ && t->items[i].u.o == o) return true;
  return false;
}

/* Does new class c's MRO after c hold the same classes as its bases' MROs
** together (as C3's does; a metaclass's mro() may not)?  Then c's bits are
** its own namespace's and its bases' (each exact: a change to a class
** recomputes every class below it, fix_subclasses). */
static bool mro_is_bases(const Class *c) {
  const Tuple *m = AS_TUPLE(c->mro), *b = AS_TUPLE(c->bases);
  size_t i, j;
  for (j = 0; j < b->len; j++)
    if (IS_OBJ(b->items[j], OT_CLASS)) {
      const Tuple *bm = AS_TUPLE(AS_CLASS(b->items[j])->mro);
      for (i = 0; i < bm->len; i++)
        if (IS_OBJ(bm->items[i], OT_CLASS) && !in_tuple(m, 1, bm->items[i].u.o)) return false;
    }
  for (i = 1; i < m->len; i++) {
    bool found = false;
    if (!IS_OBJ(m->items[i], OT_CLASS)) continue;
    for (j = 0; j < b->len && !found; j++)
      found = IS_OBJ(b->items[j], OT_CLASS) &&
              in_tuple(AS_TUPLE(AS_CLASS(b->items[j])->mro), 0, m->items[i].u.o);
    if (!found) return false;
  }
  return true;
}

/* Recompute c's special method bits from the user classes of its MRO
** (fresh: c was just made, from bases whose bits are current). */
static void fix_slots(VM *vm, Class *c, bool fresh) {
  Tuple *m = AS_TUPLE(c->mro);
  uint32_t bits = 0;
  size_t i;
  if (fresh && IS_OBJ(c->bases, OT_TUPLE) && m->len && m->items[0].tag == V_OBJ &&
      m->items[0].u.o == &c->h &&
      mro_is_bases(c)) {
    const Tuple *b = AS_TUPLE(c->bases);
    bits = own_slot_bits(vm, c);
    for (i = 0; i < b->len; i++)
      if (IS_OBJ(b->items[i], OT_CLASS)) bits |= AS_CLASS(b->items[i])->slots;
  } else {
    for (i = 0; i < m->len; i++)
      if (IS_OBJ(m->items[i], OT_CLASS)) bits |= own_slot_bits(vm, AS_CLASS(m->items[i]));
  }
  c->slots = bits;
  class_changed(vm, c);
  {
    bool slotted = true;
    Value sl, dn;
    for (i = 0; i < m->len && slotted; i++) {
      if (!IS_OBJ(m->items[i], OT_CLASS)) continue;
      if (own_slots(vm, AS_CLASS(m->items[i])->dict, &sl) != 1) slotted = false;
      else if (str_newc(vm, "__dict__", &dn) == 0 && slots_have(NULL, sl, AS_STR(dn))) slotted = false;
    }
    c->h.flags = slotted ? (uint16_t)(c->h.flags | CLASS_SLOTTED)
                         : (uint16_t)(c->h.flags & ~CLASS_SLOTTED);
  }
  c->h.flags &= (uint16_t)~(CLASS_META | CLASS_HIDES);
  for (i = 1; i < m->len; i++)
    if (m->items[i].tag == V_TYPE && m->items[i].u.i == T_TYPE) c->h.flags |= CLASS_META;
  for (i = 0; i < m->len; i++) {
    Value sl;
    if (IS_OBJ(m->items[i], OT_CLASS) &&
        own_slots(vm, AS_CLASS(m->items[i])->dict, &sl) == 1 &&
        class_is_ctype(AS_CLASS(m->items[i])))   /* (the cheaper test first) */
      c->h.flags |= CLASS_HIDES;
  }
}

void class_fix_slots(VM *vm, Class *c) { fix_slots(vm, c, false); }

/* A private name: one leading underscore at least, not a dunder. */
static bool private_name(const Str *name) {
  return name->len > 1 && name->data[0] == '_' &&
         !(name->len > 4 && name->data[1] == '_' && name->data[name->len - 1] == '_' &&
           name->data[name->len - 2] == '_');
}

/* CPython's C types keep their state in C fields no attribute reaches; the
** library classes standing for them (itertools.count...) keep it in
** private __slots__ entries, which only library code sees. */
/* Is the code running that of class k's own module, or copy's (which
** copies the private state of a class without __copy__ as the type's own
** __reduce__ would)? */
static bool own_module_code(VM *vm, Class *k) {
  size_t len;
  const char *lib = scope_library_module(vm, &len);
  Value m;
  const Code *co = vm->nframes ? vm->frames[vm->nframes - 1].code : NULL;
  if (lib && len == 4 && memcmp(lib, "copy", 4) == 0) return true;
  /* (or one of k's own methods in the library: types.py's mappingproxy,
  ** whose module is 'builtins', runs in frames that act for its caller) */
  if (co && IS_STR(co->filename) && strncmp(AS_STR(co->filename)->data, "<lib ", 5) == 0 &&
      IS_STR(co->qualname) && IS_STR(k->qualname) &&
      AS_STR(co->qualname)->len > AS_STR(k->qualname)->len &&
      memcmp(AS_STR(co->qualname)->data, AS_STR(k->qualname)->data, AS_STR(k->qualname)->len) == 0 &&
      AS_STR(co->qualname)->data[AS_STR(k->qualname)->len] == '.')
    return true;
  return lib && dict_get_str(vm, k->dict, "__module__", 10, &m) == 1 && IS_STR(m) &&
         AS_STR(m)->len == len && memcmp(AS_STR(m)->data, lib, len) == 0;
}

bool class_hidden_name(VM *vm, Class *c, const Str *name) {
  Tuple *m;
  size_t i;
  Value ctmod = VUNDEF;
  if (c == NULL || !(c->h.flags & CLASS_HIDES) ||
      !(private_name(name) || (name->len == 9 && memcmp(name->data, "__slots__", 9) == 0)))
    return false;
  m = AS_TUPLE(c->mro);
  for (i = 0; i < m->len; i++) {
    Class *k;
    Value v;
      bool ct;
    if (!IS_OBJ(m->items[i], OT_CLASS)) continue;
    k = AS_CLASS(m->items[i]);
    ct = class_is_ctype(k);
    /* (and the library's helper bases of a C type: operator's _keyed) */
    if (ct) { if (ctmod.tag == V_UNDEF) dict_get_str(vm, k->dict, "__module__", 10, &ctmod); }
    else if (IS_STR(ctmod) && dict_get_str(vm, k->dict, "__module__", 10, &v) == 1 &&
             IS_STR(v) && str_eq(AS_STR(v), AS_STR(ctmod)))
      ct = true;
    /* the first class that has it says: a program's subclass may have
    ** names of its own */
    if (dict_lookup_str(k->dict, (Str *)name, &v)) return ct && !own_module_code(vm, k);
    if (ct && dict_get_str(vm, k->dict, "__slots__", 9, &v) == 1 && slots_have(k, v, (Str *)name))
      return !own_module_code(vm, k);
  }
  return false;
}

/* A private __slots__ entry (`__x`: two leading underscores, not two
** trailing) of class `owner` names the attribute `_Owner__x`, as CPython
** mangles it when the class is made: the prefix (owner's name without
** its leading underscores) in *pre, its length returned; 0 when `entry`
** names itself. */
size_t class_slot_prefix(const Class *owner, const Str *entry, const char **pre) {
  const char *p;
  if (owner == NULL || entry->len < 3 || entry->data[0] != '_' || entry->data[1] != '_' ||
      (entry->data[entry->len - 1] == '_' && entry->data[entry->len - 2] == '_') ||
      !IS_STR(owner->name))
    return 0;
  for (p = AS_STR(owner->name)->data; *p == '_'; p++) {}
  *pre = p;
  return strlen(p);
}

/* The attribute name __slots__ entry `entry` (a str) of class owner gives:
** the entry itself, or its mangled form as a new str. */
int class_slot_attr(VM *vm, const Class *owner, Value entry, Value *out) {
  const char *pre;
  const Str *e = AS_STR(entry);
  size_t pl = class_slot_prefix(owner, e, &pre);
  Str *m;
  *out = entry;
  if (pl == 0) return 0;
  m = str_alloc(vm, 1 + pl + e->len);
  if (m == NULL) return -1;
  m->data[0] = '_';
  memcpy(m->data + 1, pre, pl);
  memcpy(m->data + 1 + pl, e->data, e->len);
  str_fix(m);
  *out = vobj(m);
  return 0;
}

/* Is s a Python identifier?  ASCII by the rules; a non-ASCII character
** is taken as a letter (CPython asks Unicode's XID classes). */
static bool slot_identifier(const Str *s) {
  size_t i;
  if (s->len == 0 || (s->data[0] >= '0' && s->data[0] <= '9')) return false;
  for (i = 0; i < s->len; i++) {
    unsigned char ch = (unsigned char)s->data[i];
    if (!(ch >= 0x80 || ch == '_' || (ch >= '0' && ch <= '9') || ((ch | 32) >= 'a' && (ch | 32) <= 'z')))
      return false;
  }
  return true;
}

/* The checks type() makes of a new class's __slots__, with CPython's
** errors and in its order: none beside a variable-size base (int, bytes,
** tuple), str items that are identifiers, one __dict__ / __weakref__ and
** only where no base has one (a user base without __slots__ has both,
** an exception its __dict__), no entry naming a class variable (after
** mangling: '_X__a' in __slots__ conflicts with class variable).  A
** __slots__ that is not a str, tuple or list is refused. */
static int slots_check(VM *vm, Class *c, Tuple *bases) {
  Value sl, *items = &sl, name, v;
  size_t n = 1, i;
  bool base_dict = type_is_subtype(c->base, T_BaseException), base_weak = false, dict = false,
       weak = false;
  if (own_slots(vm, c->dict, &sl) != 1) return 0;
  if (IS_OBJ(sl, OT_TUPLE)) { items = AS_TUPLE(sl)->items; n = AS_TUPLE(sl)->len; }
  else if (IS_OBJ(sl, OT_LIST)) { items = AS_LIST(sl)->items; n = AS_LIST(sl)->len; }
  else if (sl.tag == V_NONE || sl.tag == V_BOOL || sl.tag == V_INT || sl.tag == V_FLOAT ||
           IS_OBJ(sl, OT_BIGINT))
    return vm_raise(vm, T_TypeError, "'%s' object is not iterable", val_type_name(sl));
  else if (!IS_STR(sl))
    return vm_raise(vm, T_TypeError, "__slots__ must be a str, tuple or list in baton, not '%s'",
                    val_type_name(sl));
  if (n && (c->base == T_INT || c->base == T_BYTES || c->base == T_TUPLE))
    return vm_raise(vm, T_TypeError, "nonempty __slots__ not supported for subtype of '%s'",
                    type_names[c->base]);
  for (i = 0; i < bases->len; i++)
    if (IS_OBJ(bases->items[i], OT_CLASS) &&
        !(AS_CLASS(bases->items[i])->h.flags & CLASS_SLOTTED))
      base_dict = base_weak = true;
  for (i = 0; i < n; i++) {
    const Str *e;
    if (!IS_STR(items[i]))
      return vm_raise(vm, T_TypeError, "__slots__ items must be strings, not '%s'",
                      val_type_name(items[i]));
    e = AS_STR(items[i]);
    if (!slot_identifier(e)) return vm_raise(vm, T_TypeError, "__slots__ must be identifiers");
    if (strcmp(e->data, "__dict__") == 0) {
      if (base_dict || dict)
        return vm_raise(vm, T_TypeError, "__dict__ slot disallowed: we already got one");
      dict = true;
    } else if (strcmp(e->data, "__weakref__") == 0) {
      if (base_weak || weak)
        return vm_raise(vm, T_TypeError, "__weakref__ slot disallowed: either we already got "
                        "one, or __itemsize__ != 0");
      weak = true;
    }
  }
  for (i = 0; i < n; i++) {
    if (strcmp(AS_STR(items[i])->data, "__dict__") == 0 ||
        strcmp(AS_STR(items[i])->data, "__weakref__") == 0)
      continue;
    if (class_slot_attr(vm, c, items[i], &name)) return -1;
    if (dict_lookup_str(c->dict, AS_STR(name), &v))
      return vm_raise(vm, T_ValueError, "'%s' in __slots__ conflicts with class variable",
                      AS_STR(name)->data);
  }
  return 0;
}

/* Does a __slots__ value (a name or a tuple/list of names) of class owner
** (NULL: compare the texts as they are) name `name`? */
static bool slots_have(const Class *owner, Value sl, Str *name) {
  Value *items = &sl;
  size_t n = 1, i;
  if (IS_OBJ(sl, OT_TUPLE)) { items = AS_TUPLE(sl)->items; n = AS_TUPLE(sl)->len; }
  else if (IS_OBJ(sl, OT_LIST)) { items = AS_LIST(sl)->items; n = AS_LIST(sl)->len; }
  for (i = 0; i < n; i++) {
    const Str *e;
    const char *pre;
    size_t pl;
    if (!IS_STR(items[i])) continue;
    e = AS_STR(items[i]);
    pl = class_slot_prefix(owner, e, &pre);
    if (pl ? name->len == 1 + pl + e->len && name->data[0] == '_' &&
             memcmp(name->data + 1, pre, pl) == 0 &&
             memcmp(name->data + 1 + pl, e->data, e->len) == 0
           : e->len == name->len && memcmp(e->data, name->data, name->len) == 0)
      return true;
  }
  return false;
}

/* May an instance of slotted class c have attribute `name`? */
static bool slots_allow(VM *vm, Class *c, Str *name) {
  Tuple *m = AS_TUPLE(c->mro);
  Value sl;
  size_t i;
  for (i = 0; i < m->len; i++)
    if (IS_OBJ(m->items[i], OT_CLASS) &&
        own_slots(vm, AS_CLASS(m->items[i])->dict, &sl) == 1 &&
        slots_have(AS_CLASS(m->items[i]), sl, name))
      return true;
  return false;
}

/* Does class attribute v come out of an instance lookup as it is (CPython:
** its type has no __get__), so that a special method stored as v is
** called without self?  A bound method, a builtin function that is not a
** builtin type's special method, a class. */
bool class_takes_no_self(Value v) {
  if (v.tag == V_BUILTIN) return !(slot_is(v) && slot_kind(v) <= SK_METH);
  if (v.tag == V_TYPE) return true;
  if (IS_OBJ(v, OT_BMETHOD)) return ((BMethod *)v.u.o)->self.tag != V_UNDEF;
  return IS_OBJ(v, OT_METHOD) || IS_OBJ(v, OT_CLASS);
}

/* An instance of a user class that is no descriptor (a functools.partial,
** an object with __call__): as a special method it is called without self,
** as CPython calls what its special lookup finds without __get__. */
bool class_plain_callable(VM *vm, Value v) {
  Tuple *m;
  Value g;
  size_t i;
  if (!IS_OBJ(v, OT_INSTANCE) || AS_INST(v)->cls == NULL || AS_INST(v)->base.tag != V_UNDEF)
    return false;
  m = AS_TUPLE(AS_INST(v)->cls->mro);
  for (i = 0; i < m->len; i++)
    if (IS_OBJ(m->items[i], OT_CLASS) &&
        dict_get_str(vm, AS_CLASS(m->items[i])->dict, "__get__", 7, &g) == 1)
      return false;
  return true;
}

/* The special method `name` of v's user class (defined by a user class of
** its MRO, not None); *fresh: *fn is a wrapper made here (not cacheable). */
static bool user_method_at(VM *vm, Value v, const char *name, Value *fn, bool *fresh) {
  Class *c = user_class(v);
  Tuple *m;
  size_t i, n = strlen(name);
  *fresh = false;
  if (c == NULL) return false;
  m = AS_TUPLE(c->mro);
  for (i = 0; i < m->len; i++) {
    if (!IS_OBJ(m->items[i], OT_CLASS)) continue;
    if (dict_get_str(vm, AS_CLASS(m->items[i])->dict, name, n, fn) == 1) {
      /* __new__ is a staticmethod called with the class first; any other
      ** staticmethod or classmethod stays wrapped, for push_call (interp.c)
      ** to drop or replace self as CPython's descriptor binding does; a
      ** value that binds no self gets such a wrapper of its own (out of
      ** memory: none, and the next allocation fails again) */
      if (IS_OBJ(*fn, OT_WRAP) && fn->u.o->flags == WRAP_STATIC && strcmp(name, "__new__") == 0)
        *fn = ((Wrap *)fn->u.o)->f;
      else if (class_takes_no_self(*fn) || class_plain_callable(vm, *fn)) {
        Wrap *w = obj_new(vm, OT_WRAP, sizeof(Wrap));
        if (w != NULL) {
          w->h.flags = WRAP_STATIC;
          w->f = *fn;
          w->fset = w->fdel = w->doc = VNONE;
          *fn = vobj(w);
          *fresh = true;
        } else {
          vm->exc = VUNDEF;
        }
      }
      return fn->tag != V_NONE;
    }
  }
  return false;
}

bool class_user_method(VM *vm, Value v, const char *name, Value *fn) {
  bool fresh;
  return user_method_at(vm, v, name, fn, &fresh);
}

bool class_user_slot(VM *vm, Value v, int bit, Value *fn) {
  if (vm->dunder_names[bit].tag != V_OBJ) return class_user_method(vm, v, slot_names[bit], fn);
  return class_user_method_str(vm, v, AS_STR(vm->dunder_names[bit]), fn);
}

bool class_user_method_str(VM *vm, Value v, Str *name, Value *fn) {
  Class *c = user_class(v);
  const void *key;
  bool fresh;
  if (c == NULL) return false;
  /* its own cache key: a class lookup would also see builtin types */
  key = (const char *)c + 1;
  if (mcache_get(vm, key, name, fn)) return fn->tag != V_UNDEF;
  c->h.flags |= CLASS_MCACHED;     /* (an entry is put below) */
  if (!user_method_at(vm, v, name->data, fn, &fresh)) {
    mcache_put(vm, key, name, VUNDEF);
    return false;
  }
  if (!fresh) mcache_put(vm, key, name, *fn);
  return true;
}

/* ---- class creation ---- */

/* The MRO of a base as a list of Values. */
static int base_mro(VM *vm, Value b, List **out) {
  List *l = list_new(vm, 4);
  if (l == NULL) return -1;
  if (IS_OBJ(b, OT_CLASS)) {
    Tuple *m = AS_TUPLE(AS_CLASS(b)->mro);
    size_t i;
    for (i = 0; i < m->len; i++)
      if (list_append(vm, l, m->items[i])) return -1;
  } else {
    int t = (int)b.u.i;
    for (;;) {
      if (list_append(vm, l, vtype(t))) return -1;
      if (t == T_OBJECT) break;
      t = type_bases[t];
    }
  }
  *out = l;
  return 0;
}

static bool in_tail(List *l, size_t from, Value v) {
  size_t i;
  for (i = from + 1; i < l->len; i++) if (same(l->items[i], v)) return true;
  return false;
}

/* C3 linearisation of cls over bases (CPython's mro_implementation). */
static int c3_mro(VM *vm, Value cls, Tuple *bases, Tuple **out) {
  size_t n = bases->len + 1, i, j, total = 1;
  List **seqs;
  size_t *head;
  List *res;
  int r = -1;
  seqs = mem_alloc(&vm->mem, n * (sizeof(List *) + sizeof(size_t)));
  if (seqs == NULL) return vm_nomem(vm);
  head = (size_t *)(seqs + n);
  for (i = 0; i < bases->len; i++) {
    if (base_mro(vm, bases->items[i], &seqs[i])) goto done;
    head[i] = 0;
    total += seqs[i]->len;
  }
  seqs[n - 1] = list_new(vm, bases->len);
  if (seqs[n - 1] == NULL) goto done;
  for (i = 0; i < bases->len; i++) seqs[n - 1]->items[i] = bases->items[i];
  seqs[n - 1]->len = bases->len;
  head[n - 1] = 0;
  res = list_new(vm, total);
  if (res == NULL) goto done;
  res->items[res->len++] = cls;
  for (;;) {
    Value cand = VUNDEF;
    bool any = false;
    for (i = 0; i < n; i++) {
      if (head[i] >= seqs[i]->len) continue;
      any = true;
      cand = seqs[i]->items[head[i]];
      for (j = 0; j < n; j++) {
        /* a candidate in the tail of another sequence is rejected */
        size_t k;
        bool tail = false;
        for (k = head[j] + 1; k < seqs[j]->len && !tail; k++)
          if (same(seqs[j]->items[k], cand)) tail = true;
        (void)in_tail;
        if (tail) break;
      }
      if (j == n) break;
      cand = VUNDEF;
    }
    if (!any) break;
    if (cand.tag == V_UNDEF) {
      Buf b = BUF_INIT;
      Value msg;
      bool first = true;
      if (buf_printf(vm, &b, "Cannot create a consistent method resolution\norder (MRO) for bases"))
        goto done;
      for (i = 0; i < n - 1; i++) {
        if (head[i] >= seqs[i]->len) continue;
        for (j = 0; j < i; j++)
          if (head[j] < seqs[j]->len && same(seqs[j]->items[head[j]], seqs[i]->items[head[i]]))
            break;
        if (j < i) continue;
        if (buf_printf(vm, &b, "%s %s", first ? "" : ",", class_name(seqs[i]->items[head[i]]))) {
          buf_free(vm, &b);
          goto done;
        }
        first = false;
      }
      if (buf_finish(vm, &b, &msg)) goto done;
      vm_raise_value(vm, T_TypeError, msg);
      goto done;
    }
    if (res->len >= total) { vm_raise(vm, T_SystemError, "mro overflow"); goto done; }
    res->items[res->len++] = cand;
    for (i = 0; i < n; i++)
      if (head[i] < seqs[i]->len && same(seqs[i]->items[head[i]], cand)) head[i]++;
  }
  {
    Tuple *t = tuple_new(vm, res->len);
    if (t == NULL) goto done;
    vcopy(t->items, res->items, res->len);
    *out = t;
    r = 0;
  }
done:
  mem_free(&vm->mem, seqs, n * (sizeof(List *) + sizeof(size_t)));
  return r;
}

static bool base_allowed(int t) {
  return t == T_OBJECT || t == T_TYPE || t >= T_FIRST_EXC || boxed_type(t);
}


/* The builtin exception type whose instance layout exception type t has
** in CPython: its nearest ancestor with fields of its own, else
** BaseException; -1 when t is no exception type. */
static int exc_layout(int t) {
  if (!type_is_subtype(t, T_BaseException)) return -1;
  for (; t != T_BaseException; t = type_bases[t])
    switch (t) {
    case T_SystemExit: case T_StopIteration: case T_AttributeError: case T_NameError:
    case T_OSError: case T_SyntaxError: case T_ImportError: case T_UnicodeEncodeError:
    case T_UnicodeDecodeError: case T_UnicodeTranslateError:
      return t;
    default:
      break;
    }
  return T_BaseException;
}
/* _new_class(name, qualname, bases, namespace[, metaclass]): what
** type.__new__ makes (the prelude's _type_new); metaclass, a class
** deriving from type, is the one type.__new__ was given. */
int cls_new_class(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  enum { NS_QUALNAME, NS_DOC, NS_INIT_SUBCLASS, NS_CLASS_GETITEM, NS_NEW, NS__COUNT };
  static const NsName ns_names[NS__COUNT] = {
    NS_NAME("__qualname__"), NS_NAME("__doc__"), NS_NAME("__init_subclass__"),
    NS_NAME("__class_getitem__"), NS_NAME("__new__"),
  };
  Value nskeys[NS__COUNT], nsvals[NS__COUNT];
  unsigned found;
  Class *c;
  Tuple *bases, *mro = NULL;
  Dict *d;
  size_t i, j;
  Value v;
  int base = T_OBJECT;
  (void)kw;
  if (nargs >= 5 && args[4].tag != V_NONE && !class_is_meta(args[4]))
    return vm_raise(vm, T_TypeError, "baton supports no metaclass of a metaclass");
  if (nargs < 4 || nargs > 6 || !IS_STR(args[0]) || !IS_STR(args[1]) || !IS_OBJ(args[2], OT_TUPLE) ||
      !IS_OBJ(args[3], OT_DICT))
    return vm_raise(vm, T_SystemError, "bad class construction");
  if (class_init(vm)) return -1;
  bases = AS_TUPLE(args[2]);
  for (i = 0; i < bases->len; i++) {
    Value b = bases->items[i];
    if (b.tag == V_TYPE) {
      int t = (int)b.u.i;
      if (!base_allowed(t)) {
        if (t == T_BOOL || t == T_NONE || t == T_RANGE || t == T_SLICE || t == T_FUNCTION ||
            t == T_BUILTIN_FUNCTION || t == T_METHOD || t == T_GENERATOR || t == T_COROUTINE ||
            t == T_ASYNC_GENERATOR || t == T_MEMORYVIEW ||
            t == T_ELLIPSIS || t == T_NOTIMPL || t == T_CELL || t == T_CODE || t == T_TRACEBACK ||
            t == T_SEQ_ITER || t == T_CALLABLE_ITER || t == T_STR_ITER || t == T_STR_UITER)
          return vm_raise(vm, T_TypeError, "type '%s' is not an acceptable base type",
                          type_names[t]);
        return vm_raise(vm, T_TypeError, "subclassing '%s' is not supported by baton",
                        type_names[t]);
      }
    } else if (!IS_OBJ(b, OT_CLASS)) {
      return vm_raise(vm, T_TypeError, "bases must be types");
    }
    for (j = 0; j < i; j++)
      if (same(bases->items[j], b))
        return vm_raise(vm, T_TypeError, "duplicate base class %s", class_name(b));
  }
  c = obj_new(vm, OT_CLASS, sizeof(Class));
  if (c == NULL) return -1;
  vm->newest_class = &c->h;
  obj_oid(vm, &c->h);   /* numbered when made: __subclasses__'s order */
  c->name = args[0];
  c->qualname = args[1];
  c->mro = c->bases = VNONE;
  c->version = 1;
  if (bases->len == 0) {
    Tuple *t = tuple_new(vm, 1);
    if (t == NULL) return -1;
    t->items[0] = vtype(T_OBJECT);
    bases = t;
  }
  c->bases = vobj(bases);
  d = dict_copy(vm, AS_DICT(args[3]));
  if (d == NULL) return -1;
  c->dict = d;
  /* the names type.__new__ reads or changes, found in one walk */
  found = ns_find(vm, d, ns_names, NS__COUNT, nskeys, nsvals);
  if (found & (1u << NS_QUALNAME)) {
    /* the body's __qualname__ is the class's, not an attribute (type()) */
    Value q = nsvals[NS_QUALNAME];
    if (!IS_STR(q))
      return vm_raise(vm, T_TypeError, "type __qualname__ must be a str, not %s",
                      val_type_name(q));
    if ((nskeys[NS_QUALNAME].tag == V_UNDEF && str_newc(vm, "__qualname__", &nskeys[NS_QUALNAME])) ||
        dict_del(vm, d, nskeys[NS_QUALNAME], NULL) < 0)
      return -1;
    c->qualname = q;
  }
  if (c3_mro(vm, vobj(c), bases, &mro)) return -1;
  c->mro = vobj(mro);
  /* the builtin layout: the most derived exception type, if any; two
  ** exception types from different lines mix when CPython's layouts do
  ** (class FloatOperation(DecimalException, TypeError)) */
  for (i = 1; i < mro->len; i++) {
    Value k = mro->items[i];
    int t = k.tag == V_TYPE ? (int)k.u.i : IS_OBJ(k, OT_CLASS) ? AS_CLASS(k)->base : T_OBJECT;
    if (t != T_OBJECT && t != T_TYPE) {
      if (base != T_OBJECT && !type_is_subtype(base, t) && !type_is_subtype(t, base)) {
        int lb = exc_layout(base), lt = exc_layout(t);
        if (lb < 0 || lt < 0 || (!type_is_subtype(lb, lt) && !type_is_subtype(lt, lb)))
          return vm_raise(vm, T_TypeError, "multiple bases have instance lay-out conflict");
        if (lt != lb && type_is_subtype(lt, lb)) base = t;
        continue;
      }
      if (base == T_OBJECT || type_is_subtype(t, base)) base = t;
    }
  }
  c->base = base;
  for (i = 1; i < mro->len; i++)   /* a metaclass's instances are classes */
    if (mro->items[i].tag == V_TYPE && mro->items[i].u.i == T_TYPE && base != T_OBJECT)
      return vm_raise(vm, T_TypeError, "multiple bases have instance lay-out conflict");
  if (slots_check(vm, c, bases)) return -1;
  /* the prelude hands its member_descriptor class to a class with __slots__ */
  if (nargs == 6 && IS_OBJ(args[5], OT_CLASS) && members_add(vm, c, AS_CLASS(args[5]))) return -1;
  /* the internal metaclass (class.h): the most derived of the bases' and
  ** the metaclass keyword's */
  for (i = 0; i <= bases->len; i++) {
    Class *m = i == bases->len ? (nargs >= 5 && args[4].tag != V_NONE ? AS_CLASS(args[4]) : NULL)
               : IS_OBJ(bases->items[i], OT_CLASS) ? AS_CLASS(bases->items[i])->meta : NULL;
    if (m == NULL || m == c->meta) continue;
    if (c->meta == NULL || class_is_sub(vobj(m), vobj(c->meta))) c->meta = m;
    else if (!class_is_sub(vobj(c->meta), vobj(m)))
      return vm_raise(vm, T_TypeError, "metaclass conflict: the metaclass of a derived class "
                      "must be a (non-strict) subclass of the metaclasses of all its bases");
  }
  if (c->meta) {
    for (i = 1; i < mro->len; i++)
      if (mro->items[i].tag == V_TYPE && mro->items[i].u.i == T_TYPE)
        return vm_raise(vm, T_TypeError, "baton supports no metaclass of a metaclass");
  }
  /* what type.__new__ adds: __module__, __doc__, __hash__ = None beside a
  ** __eq__, __init_subclass__ and __class_getitem__ as classmethods,
  ** __new__ as a staticmethod */
  {
    Value k;
    if (!(found & (1u << NS_DOC)) && (str_newc(vm, "__doc__", &k) || dict_set(vm, d, k, VNONE)))
      return -1;
    if (dict_lookup_str(d, AS_STR(vm->dunder_names[CS_EQ_BIT]), &v) &&
        !dict_lookup_str(d, AS_STR(vm->dunder_names[CS_HASH_BIT]), &v) &&
        dict_set(vm, d, vm->dunder_names[CS_HASH_BIT], VNONE))
      return -1;
    for (i = NS_INIT_SUBCLASS; i <= NS_NEW; i++) {
      if ((found & (1u << i)) && IS_OBJ(nsvals[i], OT_FUNC)) {
        Wrap *w;
        if (nskeys[i].tag == V_UNDEF && str_newc(vm, ns_names[i].s, &nskeys[i])) return -1;
        w = obj_new(vm, OT_WRAP, sizeof(Wrap));
        if (w == NULL) return -1;
        w->h.flags = i == NS_NEW ? WRAP_STATIC : WRAP_CLASS;
        w->f = nsvals[i];
        w->fset = w->fdel = w->doc = VNONE;
        if (dict_set(vm, d, nskeys[i], vobj(w))) return -1;
      }
    }
  }
  fix_slots(vm, c, true);
  *out = vobj(c);
  return 0;
}

/* _cell_set(cell, value): fills the __class__ cell of a class body.
** _cell_set(cell): what it holds (None: empty), after a TypeError when
** cell is not a cell (a namespace's __classcell__ is checked so). */
int cls_cell_set(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  (void)kw;
  if (nargs == 1) {
    Value v;
    if (!IS_OBJ(args[0], OT_CELL)) {
      Buf b = BUF_INIT;
      Value t = val_class(args[0]);
      if (buf_printf(vm, &b, "__classcell__ must be a nonlocal cell, not ") ||
          vm_repr_buf(vm, t, &b) || buf_finish(vm, &b, &v)) {
        buf_free(vm, &b);
        return -1;
      }
      return vm_raise_value(vm, T_TypeError, v);
    }
    v = ((Cell *)args[0].u.o)->v;
    *out = v.tag == V_UNDEF ? VNONE : v;
    return 0;
  }
  if (nargs != 2 || !IS_OBJ(args[0], OT_CELL)) return vm_raise(vm, T_SystemError, "bad cell");
  ((Cell *)args[0].u.o)->v = args[1];
  *out = VNONE;
  return 0;
}

/* ---- instances ---- */

int class_alloc(VM *vm, Class *c, Value *args, int nargs, Tuple *kw, Value *out) {
  if (c->base >= T_FIRST_EXC) {
    Tuple *t = tuple_new(vm, (size_t)nargs);
    Exc *e;
    if (t == NULL) return -1;
    vcopy(t->items, args, (size_t)nargs);
    e = exc_new(vm, c->base, vobj(t));
    if (e == NULL) return -1;
    e->cls = &c->h;
    *out = vobj(e);
    return 0;
  }
  {
    Instance *in;
    Value base = VUNDEF;
    if (c->base != T_OBJECT) {
      /* the builtin value inside: an empty one for the mutable types
      ** (their __init__, _base_init, fills it), made from the arguments
      ** for the others, as their __new__ does */
      int t = c->base, r;
      bool mutable_ = t == T_DICT || t == T_LIST || t == T_SET || t == T_PROPERTY;
      if (vm_type_ctor(vm, t) < 0) return vm_raise(vm, T_SystemError, "no constructor");
      r = vm_call_native(vm, vbuiltin(vm->type_ctor[t]), args, mutable_ ? 0 : nargs,
                         mutable_ ? NULL : kw, &base);
      if (r == BI_FALLBACK || (r < 0 && vm->want_py)) {
        vm->want_py = false;
        return vm_raise(vm, T_TypeError, "%s.__new__(): baton makes a subclass of '%s' only "
                        "from a list, a tuple or a plain value, not '%s'",
                        AS_STR(c->name)->data, type_names[t],
                        nargs ? val_type_name(args[0]) : "nothing");
      }
      if (r < 0) return -1;
      /* reversed(x) gives x's own reverse iterator when it has one
      ** (list_reverseiterator): CPython's reversed.__new__ returns it as it is */
      if (t == T_REVERSED && val_type(base) != T_REVERSED) {
        *out = base;
        return 0;
      }
    }
    in = attrs_new_instance(vm, c);
    if (in == NULL) return -1;
    in->base = base;
    *out = vobj(in);
  }
  return 0;
}

int bound_new(VM *vm, Value func, Value self, Value *out) {
  PyMethod *m = obj_new(vm, OT_METHOD, sizeof(PyMethod));
  if (m == NULL) return -1;
  m->func = func;
  m->self = self;
  *out = vobj(m);
  return 0;
}

/* Own attributes: an instance of a user class keeps them by its class's
** layout or in a dict (vm/attrs.c), an exception in a dict. */
static bool has_own(Value obj) {
  return (IS_OBJ(obj, OT_INSTANCE) && AS_INST(obj)->cls) || IS_OBJ(obj, OT_EXC);
}

static int own_get(Value obj, Str *name, Value *out) {
  if (IS_OBJ(obj, OT_INSTANCE)) return attrs_get(AS_INST(obj), name, out);
  return AS_EXC(obj)->dict ? dict_lookup_str(AS_EXC(obj)->dict, name, out) : 0;
}

/* Store v (V_UNDEF: delete): 0 done, 1 nothing to delete, -1 error. */
static int own_set(VM *vm, Value obj, Str *name, Value v) {
  Exc *e;
  if (IS_OBJ(obj, OT_INSTANCE)) return attrs_set(vm, AS_INST(obj), name, v);
  e = AS_EXC(obj);
  if (v.tag == V_UNDEF) {
    int r = e->dict ? dict_del(vm, e->dict, vobj(name), NULL) : 0;
    return r < 0 ? -1 : r == 0;
  }
  if (e->dict == NULL && (e->dict = dict_new(vm)) == NULL) return -1;
  gc_barrier(vm, &e->h);
  return dict_set(vm, e->dict, vobj(name), v);
}

/* obj.__dict__: made when missing (an instance moves to dict mode). */
static Dict *own_dict(VM *vm, Value obj) {
  Exc *e;
  if (IS_OBJ(obj, OT_INSTANCE)) {
    Instance *in = AS_INST(obj);
    if (in->dict == NULL && in->nvals == 0 && in->cls) {
      if ((in->dict = dict_new(vm)) == NULL) return NULL;
      gc_barrier(vm, &in->h);
    }
    return attrs_dict(vm, in);
  }
  e = AS_EXC(obj);
  if (e->dict == NULL && (e->dict = dict_new(vm)) != NULL) gc_barrier(vm, &e->h);
  return e->dict;
}

/* ---- __slots__ members ----
** Each __slots__ entry of a class puts an instance of the prelude's
** member_descriptor in the class's namespace, as CPython's member
** descriptors: its own attributes __name__ (the attribute, mangled) and
** __objclass__ (the class).  The slot's value lives among the instance's
** own attributes under that name (vm/attrs.c), so the attribute caches of
** the interpreter read and store it as any other; the descriptor decides
** what a read of an unset slot raises and who may use it. */

enum { MEM_GET, MEM_SET, MEM_DEL };

static bool is_member(Value v) {
  return IS_OBJ(v, OT_INSTANCE) && AS_INST(v)->cls && (AS_INST(v)->cls->h.flags & CLASS_MEMBER);
}

/* A member descriptor's own attribute `field`, or V_UNDEF. */
static Value member_field(VM *vm, Instance *m, const char *field) {
  Value v = VUNDEF;
  uint32_t k;
  if (m->dict) {
    if (dict_get_str(vm, m->dict, field, strlen(field), &v) != 1) v = VUNDEF;
    return v;
  }
  for (k = 0; k < m->nvals; k++)
    if (strcmp(m->cls->layout[k]->data, field) == 0) return m->vals[k];
  return v;
}

/* Does member descriptor desc serve the attribute `name` itself (not one
** copied into a class under another name)?  The attribute caches may then
** treat the slot as a plain attribute. */
static bool member_plain(VM *vm, Value desc, const Str *name) {
  Value n = member_field(vm, AS_INST(desc), "__name__");
  return IS_STR(n) && AS_STR(n)->len == name->len && memcmp(AS_STR(n)->data, name->data, name->len) == 0;
}

/* desc.__get__(obj) / __set__(obj, v) / __delete__(obj) of a member, with
** CPython's errors. */
static int member_access(VM *vm, Value desc, Value obj, int op, Value v, Value *out) {
  Instance *m = AS_INST(desc);
  Value name = member_field(vm, m, "__name__"), owner = member_field(vm, m, "__objclass__");
  int r;
  if (!IS_STR(name) || !IS_OBJ(owner, OT_CLASS))
    return vm_raise(vm, T_TypeError, "broken member descriptor");
  if (!has_own(obj) || !val_isinstance(obj, owner))
    return vm_raise(vm, T_TypeError, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object",
                    AS_STR(name)->data, class_type_name(AS_CLASS(owner)), val_type_name(obj));
  if (AS_STR(name)->data[0] == '_' && (strcmp(AS_STR(name)->data, "__class__") == 0 ||
                                       strcmp(AS_STR(name)->data, "__dict__") == 0))
    return vm_raise(vm, T_TypeError, "cannot %s '%s' of an object in the sandbox",
                    op == MEM_GET ? "get" : "set", AS_STR(name)->data);
  if (IS_OBJ(obj, OT_INSTANCE) && class_hidden_name(vm, AS_INST(obj)->cls, AS_STR(name)))
    return vm_raise(vm, T_AttributeError, "'%s' object has no attribute '%s'", val_type_name(obj),
                    AS_STR(name)->data);
  if (op == MEM_GET) {
    if (own_get(obj, AS_STR(name), out)) return 0;
    return vm_raise(vm, T_AttributeError, "'%s' object has no attribute '%s'", val_type_name(obj),
                    AS_STR(name)->data);
  }
  r = own_set(vm, obj, AS_STR(name), op == MEM_SET ? v : VUNDEF);
  if (r < 0) return -1;
  if (r == 1) return vm_raise(vm, T_AttributeError, "%s", AS_STR(name)->data);
  *out = VNONE;
  return 0;
}

/* _member(desc, obj, op[, value]): the prelude's member_descriptor methods */
int cls_member(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "_member", kw) || arg_count(vm, "_member", nargs, 3, 4)) return -1;
  if (!IS_OBJ(args[0], OT_INSTANCE) || args[2].tag != V_INT || args[2].u.i < MEM_GET ||
      args[2].u.i > MEM_DEL)
    return vm_raise(vm, T_SystemError, "bad _member call");
  return member_access(vm, args[0], args[1], (int)args[2].u.i, nargs == 4 ? args[3] : VNONE, out);
}

/* The members of new class c's __slots__ entries (class.h CLASS_MEMBER),
** instances of mcls, into its namespace. */
static int members_add(VM *vm, Class *c, Class *mcls) {
  Value sl, *items = &sl, name, fn, fo;
  size_t n = 1, i;
  if (own_slots(vm, c->dict, &sl) != 1) return 0;
  if (IS_OBJ(sl, OT_TUPLE)) { items = AS_TUPLE(sl)->items; n = AS_TUPLE(sl)->len; }
  else if (IS_OBJ(sl, OT_LIST)) { items = AS_LIST(sl)->items; n = AS_LIST(sl)->len; }
  mcls->h.flags |= CLASS_MEMBER;
  if (str_newc(vm, "__name__", &fn) || str_newc(vm, "__objclass__", &fo)) return -1;
  for (i = 0; i < n; i++) {
    Instance *m;
    if (strcmp(AS_STR(items[i])->data, "__dict__") == 0 ||
        strcmp(AS_STR(items[i])->data, "__weakref__") == 0 ||
        (private_name(AS_STR(items[i])) && class_is_ctype(c)))
      continue;   /* (a C type's private state has no descriptor) */
    if (class_slot_attr(vm, c, items[i], &name) || (m = attrs_new_instance(vm, mcls)) == NULL ||
        attrs_set(vm, m, AS_STR(fn), name) || attrs_set(vm, m, AS_STR(fo), vobj(c)) ||
        dict_set(vm, c->dict, name, vobj(m)))
      return -1;
  }
  return 0;
}

/* A class attribute seen through an instance (descriptor protocol). */
static int bind_attr(VM *vm, Value attr, Value obj, Value cls, Value *out) {
  /* builtin functions are no descriptors (f = abs stays abs); the special
  ** methods of builtin types are (slots.c) */
  if (IS_OBJ(attr, OT_FUNC) || (slot_is(attr) && slot_kind(attr) <= SK_METH))
    return bound_new(vm, attr, obj, out);
  if (slot_is(attr) && slot_kind(attr) == SK_CLASS && cls.tag != V_UNDEF && cls.tag != V_NONE)
    return bound_new(vm, attr, cls, out);   /* L().__class_getitem__: the class's */
  if (IS_OBJ(attr, OT_BMETHOD) && ((BMethod *)attr.u.o)->self.tag == V_UNDEF &&
      obj.tag == V_OBJ && obj.u.o->type == OT_INSTANCE) {
    /* a method of the builtin base type (base_attr): it acts on the
    ** wrapped value, as CPython's run on the builtin part of the object */
    BMethod *bm = obj_new(vm, OT_BMETHOD, sizeof(BMethod));
    if (bm == NULL) return -1;
    bm->self = vm_unbox(obj);
    bm->method = ((BMethod *)attr.u.o)->method;
    *out = vobj(bm);
    return 0;
  }
  if (IS_OBJ(attr, OT_WRAP)) {
    Wrap *w = (Wrap *)attr.u.o;
    if (w->h.flags == WRAP_STATIC) { *out = w->f; return 0; }
    if (w->h.flags == WRAP_CLASS) return bound_new(vm, w->f, cls, out);
  }
  *out = attr;
  return 0;
}

int class_getitem_hook(VM *vm, Class *c, Value *out) {
  Tuple *m = AS_TUPLE(c->mro);
  Value attr;
  size_t i;
  for (i = 0; i < m->len; i++) {
    Value k = m->items[i];
    if (IS_OBJ(k, OT_CLASS) &&
        dict_get_str(vm, AS_CLASS(k)->dict, "__class_getitem__", 17, &attr) == 1)
      return bind_attr(vm, attr, vobj(c), vobj(c), out) < 0 ? -1 : 1;
  }
  return 0;
}

static int no_attr(VM *vm, Value obj, Str *name, Class *c) {
  Suggest s;
  size_t pos, i;
  Value k, v;
  if (IS_OBJ(obj, OT_CLASS))
    vm_raise(vm, T_AttributeError, "type object '%s' has no attribute '%s'",
             class_type_name(AS_CLASS(obj)), name->data);
  else
    vm_raise(vm, T_AttributeError, "'%s' object has no attribute '%s'",
             c ? class_type_name(c) : val_type_name(obj), name->data);
  if (vm->attr_probe) return -1;   /* dropped: no e.name, e.obj, suggestion */
  exc_note_name(vm, name->data, name->len, &obj);   /* e.name, e.obj */
  sug_init(&s, name->data);
  if (has_own(obj)) {
    Dict *d = IS_OBJ(obj, OT_INSTANCE) ? AS_INST(obj)->dict : AS_EXC(obj)->dict;
    if (d)
      for (pos = 0; dict_next(d, &pos, &k, &v);)
        if (IS_STR(k)) sug_offer(&s, AS_STR(k)->data, AS_STR(k)->len);
    if (IS_OBJ(obj, OT_INSTANCE))
      for (i = 0; i < attrs_count(AS_INST(obj)); i++)
        sug_offer(&s, c->layout[i]->data, c->layout[i]->len);
  }
  if (c) {
    Tuple *m = AS_TUPLE(c->mro);
    for (i = 0; i < m->len; i++)
      if (IS_OBJ(m->items[i], OT_CLASS))
        for (pos = 0; dict_next(AS_CLASS(m->items[i])->dict, &pos, &k, &v);)
          if (IS_STR(k)) sug_offer(&s, AS_STR(k)->data, AS_STR(k)->len);
  }
  sug_attach(vm, &s);
  return -1;
}

static int prop_get(VM *vm, Wrap *w, Value obj, Str *name, Class *c, PyCall *pc) {
  if (w->f.tag == V_NONE)
    return vm_raise(vm, T_AttributeError, "property '%s' of '%s' object has no getter",
                    name->data, c ? AS_STR(c->name)->data : val_type_name(obj));
  pc->fn = w->f;
  pc->args[0] = obj;
  pc->nargs = 1;
  return 1;
}

/* A class attribute that is an instance of a user class defining __get__
** (with `data`: also __set__ or __delete__, which CPython lets win over the
** instance's dict): the call of its __get__(attr, obj, cls) in pc. */
static bool desc_get(VM *vm, Value attr, bool data, Value obj, Value cls, PyCall *pc) {
  Value fn, ignored;
  if (!IS_OBJ(attr, OT_INSTANCE) || !class_user_method(vm, attr, "__get__", &fn)) return false;
  if (data && !class_user_method(vm, attr, "__set__", &ignored) &&
      !class_user_method(vm, attr, "__delete__", &ignored) &&
      !(wrap_of(attr) && wrap_of(attr)->h.flags == WRAP_PROPERTY))
    return false;
  pc->fn = fn;
  pc->args[0] = attr;
  pc->args[1] = obj;
  pc->args[2] = cls;
  pc->nargs = 3;
  return true;
}

/* pc := the prelude's _getattribute_hook(obj, name): the class's
** __getattribute__ (object's, or a Python one), then its __getattr__ after
** an AttributeError. */
/* native_find(name), remembered in *memo (1 + the index; 0 not yet): the
** tables are constant, and a scan of them cost ~1000 instructions a use. */
static int native_memo(int *memo, const char *name, size_t len) {
  if (*memo == 0) *memo = native_find(name, len) + 1;
  return *memo - 1;
}

static int getattr_hook_call(VM *vm, Value obj, Str *name, PyCall *pc) {
  int ix = native_memo(&vm->native_memo[0], "_getattribute_hook", 18);
  if (ix < 0) return vm_raise(vm, T_SystemError, "no _getattribute_hook");
  pc->fn = vbuiltin(ix);
  pc->args[0] = obj;
  pc->args[1] = vobj(name);
  pc->nargs = 2;
  return 1;
}

/* The fields of every exception (CPython's getset descriptors of
** BaseException): exc_getattr reads them, never the instance's dict. */
static bool exc_field_name(const char *n) {
  static const char *const f[] = {"args", "__cause__", "__context__", "__suppress_context__",
                                  "__traceback__"};
  size_t i;
  for (i = 0; i < sizeof f / sizeof f[0]; i++)
    if (strcmp(n, f[i]) == 0) return true;
  return false;
}

/* obj.name for an instance of a user class.  `hook`: as the attribute
** syntax does (a Python __getattribute__ of the class runs instead, and
** __getattr__ after a failed lookup); without it, as object.__getattribute__
** does (neither). */
static int inst_getattr(VM *vm, Value obj, Str *name, Value *out, PyCall *pc, bool hook) {
  Class *c = user_class(obj);
  bool own = has_own(obj);
  /* Python code that may raise AttributeError (the class's __getattribute__,
  ** a property, a descriptor's __get__) runs under the prelude's
  ** _getattribute_hook when the class has a __getattr__ to call then */
  bool fallback;
  if (vm->raw_getattr) hook = false;
  fallback = hook && c && (c->slots & CS(GETATTR));
  Value cv;
  int found;
  if (hook && c && (c->slots & CS(GETATTRIBUTE)) &&
      class_lookup_slot(vm, c, CS_GETATTRIBUTE_BIT, &cv) > 0) {
    if (fallback) return getattr_hook_call(vm, obj, name, pc);
    pc->fn = cv;
    pc->args[0] = obj;
    pc->args[1] = vobj(name);
    pc->nargs = 2;
    return 1;
  }
  if (class_hidden_name(vm, c, name))
    return fallback ? getattr_hook_call(vm, obj, name, pc) : no_attr(vm, obj, name, c);
  if (c == NULL && IS_OBJ(obj, OT_INSTANCE)) {
    /* object(): what a user instance finds at the end of its MRO */
    if (strcmp(name->data, "__class__") == 0) { *out = vtype(T_OBJECT); return 0; }
    found = type_attr(vm, T_OBJECT, name, false, &cv);
    if (found < 0) return -1;
    if (found) return bind_attr(vm, cv, obj, vtype(T_OBJECT), out);
    return no_attr(vm, obj, name, NULL);
  }
  found = c ? class_lookup(vm, c, name, &cv) : 0;
  if (found < 0) return -1;
  if (found && is_member(cv))   /* (an unset slot's AttributeError calls __getattr__) */
    return fallback ? getattr_hook_call(vm, obj, name, pc)
                    : member_access(vm, cv, obj, MEM_GET, VNONE, out);
  if (found && IS_OBJ(cv, OT_WRAP) && cv.u.o->flags == WRAP_PROPERTY)
    return fallback ? getattr_hook_call(vm, obj, name, pc)
                    : prop_get(vm, (Wrap *)cv.u.o, obj, name, c, pc);
  if (found && desc_get(vm, cv, true, obj, vobj(c), pc))
    return fallback ? getattr_hook_call(vm, obj, name, pc) : 1;
  /* int's and float's data attributes (real, numerator...) come before
  ** the instance's own, as CPython's data descriptors of the base type */
  if (!found && IS_OBJ(obj, OT_INSTANCE) && ((Instance *)obj.u.o)->base.tag != V_UNDEF &&
      num_data_attr(((Instance *)obj.u.o)->base, name->data, out))
    return 0;
  /* a property's fget/fset/fdel, a staticmethod's __func__ (its members) */
  if (IS_OBJ(obj, OT_INSTANCE) && IS_OBJ(((Instance *)obj.u.o)->base, OT_WRAP) &&
      wrap_member(AS_INST(obj)->base, name->data, out))
    return 0;
  if (IS_OBJ(obj, OT_EXC) && name->data[0] == '_' && strcmp(name->data, "__class__") == 0) {
    *out = val_class(obj);   /* (object's data descriptor: before the dict) */
    return 0;
  }
  if (IS_OBJ(obj, OT_EXC) && exc_field_name(name->data))
    return 2;   /* BaseException's data descriptors win over the instance's dict */
  if (own && own_get(obj, name, out)) return 0;
  if (found && desc_get(vm, cv, false, obj, vobj(c), pc))
    return fallback ? getattr_hook_call(vm, obj, name, pc) : 1;
  if (found && IS_OBJ(cv, OT_BMETHOD) && wrap_of(obj) && wrap_of(obj)->h.flags == WRAP_PROPERTY &&
      (strcmp(name->data, "getter") == 0 || strcmp(name->data, "setter") == 0 ||
       strcmp(name->data, "deleter") == 0)) {
    /* a property subclass's copies are of that subclass (the prelude's
    ** _prop_sub_getter... call type(self)) */
    char fname[20];
    Value fn;
    snprintf(fname, sizeof fname, "_prop_sub_%s", name->data);
    if (prelude_get(vm, fname, &fn, 0)) return -1;
    return bound_new(vm, fn, obj, out);
  }
  if (found) return bind_attr(vm, cv, obj, vobj(c), out);
  if (name->data[0] == '_' && name->data[1] == '_') {
    if (strcmp(name->data, "__class__") == 0) { *out = val_class(obj); return 0; }
    /* a class whose MRO is slotted all through has no __dict__ */
    if (strcmp(name->data, "__dict__") == 0 && own && !(c && (c->h.flags & CLASS_SLOTTED))) {
      Dict *d = own_dict(vm, obj);
      if (d == NULL) return -1;
      *out = vobj(d);
      return 0;
    }
  }
  if (IS_OBJ(obj, OT_EXC)) {
    /* args, __cause__, ...: the builtin exception's attributes (a class's
    ** __getattr__ after them: the prelude's _getattribute_hook) */
    return fallback ? getattr_hook_call(vm, obj, name, pc) : 2;
  }
  if (hook && c && (c->slots & CS(GETATTR)) && class_lookup_slot(vm, c, CS_GETATTR_BIT, &cv)) {
    pc->fn = cv;
    pc->args[0] = obj;
    pc->args[1] = vobj(name);
    pc->nargs = 2;
    return 1;
  }
  return no_attr(vm, obj, name, c);
}

static int class_attr(VM *vm, Value obj, Str *name, Value *out, PyCall *pc) {
  Class *c = AS_CLASS(obj);
  const char *n = name->data;
  Value cv;
  if (class_hidden_name(vm, c, name)) return no_attr(vm, obj, name, c);
  if (n[0] == '_' && n[1] == '_') {
    if (strcmp(n, "__name__") == 0) { *out = c->name; return 0; }
    if (strcmp(n, "__qualname__") == 0) { *out = c->qualname; return 0; }
    if (strcmp(n, "__mro__") == 0) { *out = c->mro; return 0; }
    if (strcmp(n, "__bases__") == 0) { *out = c->bases; return 0; }
    if (strcmp(n, "__base__") == 0) { *out = AS_TUPLE(c->bases)->items[0]; return 0; }
    if (strcmp(n, "__class__") == 0) { *out = val_class(obj); return 0; }
    if (strcmp(n, "__dict__") == 0) {
      /* a read-only mappingproxy (the prelude's _class_dict_proxy) that
      ** reads the class's namespace as it is at each use (cls_class_ns):
      ** the class's own dict never leaves this file */
      int ix = native_memo(&vm->native_memo[1], "_class_dict_proxy", 17);
      if (ix < 0) return vm_raise(vm, T_SystemError, "no _class_dict_proxy");
      pc->fn = vbuiltin(ix);
      pc->args[0] = obj;
      pc->nargs = 1;
      return 1;
    }
    if (strcmp(n, "__annotations__") == 0) {
      /* the class's own, made empty when missing (not a base's): CPython 3.10+ */
      Dict *d;
      int r = dict_lookup_str(c->dict, name, out);
      if (r != 0) return r < 0 ? -1 : 0;
      if ((d = dict_new(vm)) == NULL) return -1;
      *out = vobj(d);
      return class_setattr(vm, obj, name, *out, NULL) < 0 ? -1 : 0;
    }
  }
  if (class_lookup(vm, c, name, &cv) > 0) {
    if (desc_get(vm, cv, false, VNONE, obj, pc)) return 1;
    if (IS_OBJ(cv, OT_WRAP) && cv.u.o->flags == WRAP_CLASS) return bound_new(vm, ((Wrap *)cv.u.o)->f, obj, out);
    if (IS_OBJ(cv, OT_WRAP) && cv.u.o->flags == WRAP_STATIC) { *out = ((Wrap *)cv.u.o)->f; return 0; }
    if (cv.tag == V_BUILTIN && (strcmp(n, "__init_subclass__") == 0 || strcmp(n, "__class_getitem__") == 0))
      return bound_new(vm, cv, obj, out);
    if (IS_OBJ(cv, OT_WRAP) && cv.u.o->flags == WRAP_PROPERTY) {
      /* C.prop is the property itself: a subclass's instance, not what
      ** descr_unbox made of it */
      Tuple *m = AS_TUPLE(c->mro);
      size_t i;
      for (i = 0; i < m->len; i++)
        if (IS_OBJ(m->items[i], OT_CLASS) && dict_lookup_str(AS_CLASS(m->items[i])->dict, name, out))
          return 0;
    }
    *out = cv;
    return 0;
  }
  /* then the internal metaclass's (Color.__members__), as on its instance */
  if (c->meta && class_lookup(vm, c->meta, name, &cv) > 0) {
    if (IS_OBJ(cv, OT_WRAP) && cv.u.o->flags == WRAP_PROPERTY)
      return prop_get(vm, (Wrap *)cv.u.o, obj, name, c->meta, pc);
    return bind_attr(vm, cv, obj, vobj(c->meta), out);
  }
  if (strcmp(n, "mro") == 0)   /* type's methods, bound to the class */
    return bound_new(vm, vbuiltin(slot_native_find("type.mro", 8)), obj, out);
  if (strcmp(n, "__subclasses__") == 0)
    return bound_new(vm, vbuiltin(slot_native_find("type.__subclasses__", 19)), obj, out);
  if (!vm->raw_getattr && c->meta && (c->meta->slots & CS(GETATTR)) &&
      class_lookup_slot(vm, c->meta, CS_GETATTR_BIT, &cv)) {   /* the metaclass's __getattr__ */
    pc->fn = cv;
    pc->args[0] = obj;
    pc->args[1] = vobj(name);
    pc->nargs = 2;
    return 1;
  }
  return no_attr(vm, obj, name, NULL);
}

/* super(type, obj).name: the MRO of obj's class after type. */
static int super_attr(VM *vm, Value obj, Str *name, Value *out, PyCall *pc) {
  Super *s = (Super *)obj.u.o;
  /* class mode (super(C, cls): cls a subclass of C), else instance mode
  ** (obj an instance of C; a class, when C is its metaclass) */
  bool cls_mode = IS_OBJ(s->obj, OT_CLASS) && class_is_sub(s->obj, s->type);
  Value start = cls_mode ? s->obj : val_class(s->obj);
  Tuple *m;
  size_t i;
  if (strcmp(name->data, "__class__") == 0) { *out = vtype(T_SUPER); return 0; }
  if (!IS_OBJ(start, OT_CLASS)) goto missing;
  m = AS_TUPLE(AS_CLASS(start)->mro);
  for (i = 0; i < m->len; i++)
    if (same(m->items[i], s->type)) break;
  for (i++; i < m->len; i++) {
    Value k = m->items[i], cv;
    int found = 0;
    if (IS_OBJ(k, OT_CLASS)) found = dict_lookup_str(AS_CLASS(k)->dict, name, &cv);
    else if (k.tag == V_TYPE) found = type_attr(vm, (int)k.u.i, name, false, &cv);
    if (found < 0) return -1;
    if (!found && !cls_mode && k.tag == V_TYPE && strcmp(name->data, "__next__") == 0 &&
        IS_OBJ(s->obj, OT_INSTANCE) && AS_INST(s->obj)->cls &&
        AS_INST(s->obj)->cls->base == (int32_t)k.u.i &&
        (IS_OBJ(AS_INST(s->obj)->base, OT_ITER) || IS_OBJ(AS_INST(s->obj)->base, OT_GEN)))
      /* an iterator type's __next__ (zip, enumerate...): the one of the
      ** wrapped iterator, which the subclass's own __next__ calls */
      return vm_getattr_v(vm, AS_INST(s->obj)->base, name, out);
    if (!found) continue;
    descr_unbox(vm, &cv);
    if (IS_OBJ(cv, OT_WRAP) && cv.u.o->flags == WRAP_PROPERTY) {
      if (cls_mode) { *out = cv; return 0; }
      return prop_get(vm, (Wrap *)cv.u.o, s->obj, name, user_class(s->obj), pc);
    }
    if (cv.tag == V_BUILTIN && strcmp(name->data, "__new__") == 0) { *out = cv; return 0; }
    if (cls_mode) {
      if (slot_is(cv) && slot_kind(cv) == SK_CLASS)   /* __init_subclass__, __class_getitem__ */
        return bound_new(vm, cv, s->obj, out);
      if (IS_OBJ(cv, OT_WRAP) && cv.u.o->flags == WRAP_CLASS)
        return bound_new(vm, ((Wrap *)cv.u.o)->f, s->obj, out);
      if (IS_OBJ(cv, OT_WRAP) && cv.u.o->flags == WRAP_STATIC) { *out = ((Wrap *)cv.u.o)->f; return 0; }
      *out = cv;
      return 0;
    }
    return bind_attr(vm, cv, s->obj, start, out);
  }
missing:
  /* super's own members, when no class after type has the name */
  if (strcmp(name->data, "__self__") == 0) { *out = s->obj; return 0; }
  if (strcmp(name->data, "__thisclass__") == 0) { *out = s->type; return 0; }
  if (strcmp(name->data, "__self_class__") == 0) { *out = start; return 0; }
  return vm_raise(vm, T_AttributeError, "'super' object has no attribute '%s'", name->data);
}

/* super(type, obj).name as a call's callee, the common case without a
** bound method: obj an instance and name a plain Python function in a user
** class after type in obj's MRO (none of the classes between being
** builtin).  True with the function and obj (its self); false: ask
** class_getattr. */
bool class_super_method(Value sup, Str *name, Value *fn, Value *self) {
  Super *s = (Super *)sup.u.o;
  Tuple *m;
  size_t i;
  if (!IS_OBJ(s->obj, OT_INSTANCE) || AS_INST(s->obj)->cls == NULL ||
      strcmp(name->data, "__class__") == 0)
    return false;
  m = AS_TUPLE(AS_INST(s->obj)->cls->mro);
  for (i = 0; i < m->len; i++)
    if (same(m->items[i], s->type)) break;
  for (i++; i < m->len; i++) {
    Value k = m->items[i];
    int found;
    if (!IS_OBJ(k, OT_CLASS)) return false;
    found = dict_lookup_str(AS_CLASS(k)->dict, name, fn);
    if (found < 0) return false;
    if (found) {
      if (!IS_OBJ(*fn, OT_FUNC)) return false;
      *self = s->obj;
      return true;
    }
  }
  return false;
}

/* The builtin types whose __dict__ a program reads: the data types of
** everyday code and type itself (the others, module, slot wrapper, ...,
** keep none). */
static bool type_has_ns(int t) {
  switch (t) {
  case T_OBJECT: case T_INT: case T_BOOL: case T_FLOAT: case T_STR: case T_BYTES:
  case T_BYTEARRAY: case T_LIST: case T_TUPLE: case T_DICT: case T_SET: case T_FROZENSET:
  case T_TYPE: case T_RANGE: case T_SLICE:
    return true;
  default:
    return false;
  }
}

static int getattr_at(VM *vm, Value obj, Str *name, Value *out, PyCall *pc, bool hook) {
  const char *n = name->data;
  if (str_hash_first(vm, name)) return -1;   /* (a name from the program) */
  if (obj.tag == V_TYPE && name->len == 8 && memcmp(n, "__dict__", 8) == 0 &&
      type_has_ns((int)obj.u.i)) {
    /* int.__dict__: the read-only proxy of a class's, over type_ns; for
    ** a program only, also through the prelude's helpers (the library
    ** modules' walks of an MRO take a builtin type for one without a
    ** namespace of Python methods, and ask it so) */
    int ix;
    size_t len;
    if (scope_library_module(vm, &len)) return 2;
    ix = native_find("_class_dict_proxy", 17);
    if (ix < 0) return vm_raise(vm, T_SystemError, "no _class_dict_proxy");
    pc->fn = vbuiltin(ix);
    pc->args[0] = obj;
    pc->nargs = 1;
    return 1;
  }
  if (obj.tag != V_OBJ) return 2;
  switch (obj.u.o->type) {
  case OT_INSTANCE: return inst_getattr(vm, obj, name, out, pc, hook);
  case OT_EXC:
    /* (a builtin exception's __dict__ is made on first read, {} as CPython's) */
    if (AS_EXC(obj)->cls || AS_EXC(obj)->dict || (name->len == 8 && memcmp(n, "__dict__", 8) == 0))
      return inst_getattr(vm, obj, name, out, pc, hook);
    return 2;
  case OT_CLASS: return class_attr(vm, obj, name, out, pc);
  case OT_SUPER: return super_attr(vm, obj, name, out, pc);
  case OT_METHOD: {
    PyMethod *m = (PyMethod *)obj.u.o;
    if (strcmp(n, "__func__") == 0) { *out = m->func; return 0; }
    if (strcmp(n, "__self__") == 0) { *out = m->self; return 0; }
    if (IS_OBJ(m->func, OT_FUNC)) return vm_getattr_v(vm, m->func, name, out);
    if (slot_is(m->func) && (strcmp(n, "__name__") == 0 || strcmp(n, "__qualname__") == 0))
      return vm_getattr_v(vm, m->func, name, out);
    return 2;
  }
  case OT_WRAP: {
    Wrap *w = (Wrap *)obj.u.o;
    if (w->h.flags == WRAP_PROPERTY) {
      int mi;
      if (strcmp(n, "fget") == 0) { *out = w->f; return 0; }
      if (strcmp(n, "fset") == 0) { *out = w->fset; return 0; }
      if (strcmp(n, "fdel") == 0) { *out = w->fdel; return 0; }
      if (strcmp(n, "__doc__") == 0) { *out = w->doc; return 0; }
      for (mi = 0; mi < property_methods_n; mi++)
        if (strcmp(property_methods[mi].name, n) == 0) {
          BMethod *bm = obj_new(vm, OT_BMETHOD, sizeof(BMethod));
          if (bm == NULL) return -1;
          bm->self = obj;
          bm->method = (MF_PROPERTY << 8) | mi;
          *out = vobj(bm);
          return 0;
        }
    } else if (strcmp(n, "__func__") == 0 || strcmp(n, "__wrapped__") == 0) {
      *out = w->f;
      return 0;
    } else if (strcmp(n, "__get__") == 0) {
      Value fn;
      if (slot_lookup(vm, val_type(obj), name, false, &fn)) return bound_new(vm, fn, obj, out);
    } else if (strcmp(n, "__name__") == 0 || strcmp(n, "__qualname__") == 0 ||
               strcmp(n, "__doc__") == 0 || strcmp(n, "__module__") == 0 ||
               strcmp(n, "__annotations__") == 0) {
      return vm_getattr_v(vm, w->f, name, out);   /* copied from the function, as CPython's */
    }
    return vm_raise(vm, T_AttributeError, "'%s' object has no attribute '%s'",
                    val_type_name(obj), n);
  }
  default:
    return 2;
  }
}

int class_getattr(VM *vm, Value obj, Str *name, Value *out, PyCall *pc) {
  return getattr_at(vm, obj, name, out, pc, true);
}

/* After a special name of c changed: its subclasses' special-method bits
** and __slots__ flag too.  Classes keep no list of their subclasses (that
** list would be __subclasses__), so this walks the heap: a special method
** set on a class after it was subclassed is rare, and the walk is charged.
** The newest class has none (a class decorator setting __init__ or
** __repr__ walks nothing), and only names the bits or the flag come from
** matter. */
static int fix_subclasses(VM *vm, Class *c, Str *name) {
  const Obj *o;
  uint64_t n = 0;
  if (&c->h == vm->newest_class ||
      (class_slot_of(vm, name) < 0 && strcmp(name->data, "__slots__") != 0))
    return 0;
  gc_settle(vm);   /* no garbage whose mro a stopped sweep freed */
  for (o = vm->objects; o; o = o->next, n++) {
    const Tuple *mro;
    size_t i;
    if (o->type != OT_CLASS || o == &c->h || !IS_OBJ(((const Class *)o)->mro, OT_TUPLE))
      continue;
    mro = AS_TUPLE(((const Class *)o)->mro);
    for (i = 1; i < mro->len; i++)
      if (mro->items[i].tag == V_OBJ && mro->items[i].u.o == &c->h) {
        class_fix_slots(vm, (Class *)o);
        break;
      }
  }
  return vm_charge_items(vm, n);
}

/* Store (v: value) or delete (v: V_UNDEF) attribute name of class c. */
static int type_setattr(VM *vm, Class *c, Str *name, Value v) {
  const char *n = name->data;
  int b;
  if (str_hash_first(vm, name)) return -1;   /* (a name from the program) */
  if (strcmp(n, "__name__") == 0 || strcmp(n, "__qualname__") == 0) {
    if (!IS_STR(v))
      return vm_raise(vm, T_TypeError, "can only assign string to %s.%s, not '%s'",
                      AS_STR(c->name)->data, n, val_type_name(v));
    if (n[2] == 'n') c->name = v; else c->qualname = v;
    return 0;
  }
  if (strcmp(n, "__bases__") == 0 || strcmp(n, "__mro__") == 0 ||
      strcmp(n, "__dict__") == 0 || strcmp(n, "__class__") == 0)
    return vm_raise(vm, T_TypeError, "cannot set '%s' attribute of class '%s' in the sandbox",
                    n, AS_STR(c->name)->data);
  if (v.tag == V_UNDEF) {
    int r = dict_del(vm, c->dict, vobj(name), NULL);
    if (r < 0) return -1;
    if (r == 0)
      return vm_raise(vm, T_AttributeError, "type object '%s' has no attribute '%s'",
                      AS_STR(c->name)->data, n);
  } else if (dict_set(vm, c->dict, vobj(name), v)) {
    return -1;
  }
  /* only a special method or __slots__ changes the bits and the flag */
  b = class_slot_of(vm, name);
  if (b < 0 && strcmp(n, "__slots__") != 0) {
    class_changed(vm, c);
    return 0;
  }
  if (b >= 0 && v.tag != V_UNDEF) {
    /* a special method stored: its bit is set (the bits are those of the
    ** names of the MRO's namespaces), nothing else of c changes
    ** (dataclass, total_ordering: no walk of the whole MRO) */
    c->slots |= 1u << b;
    class_changed(vm, c);
  } else {
    class_fix_slots(vm, c);
  }
  return fix_subclasses(vm, c, name);
}

/* obj.name = v (v undefined: del obj.name).  `hook`: a user
** __setattr__/__delattr__ runs instead (the statement's way); without it,
** object.__setattr__'s (data descriptors, properties and __slots__ still
** count). */
static int setattr_at(VM *vm, Value obj, Str *name, Value v, PyCall *pc, bool hook) {
  Class *c;
  Value cv;
  int r;
  if (str_hash_first(vm, name)) return -1;   /* (a name from the program) */
  /* a user __setattr__/__delattr__; for a class, its internal metaclass's
  ** (Enum's refuse to reassign members; they store through
  ** object.__setattr__, which comes to type_setattr directly) */
  c = user_class(obj);
  if (c && hook && !vm->raw_getattr) {
    int bit = v.tag == V_UNDEF ? CS_DELATTR_BIT : CS_SETATTR_BIT;
    if ((c->slots & (1u << bit)) && class_lookup_slot(vm, c, bit, &cv)) {
      pc->fn = cv;
      pc->args[0] = obj;
      pc->args[1] = vobj(name);
      pc->args[2] = v;
      pc->nargs = v.tag == V_UNDEF ? 2 : 3;
      return 1;
    }
  }
  if (IS_OBJ(obj, OT_CLASS)) return type_setattr(vm, AS_CLASS(obj), name, v);
  if (!has_own(obj)) return 2;
  if (c) {
    Value ignored;
    if (class_lookup(vm, c, name, &cv) > 0 && is_member(cv))
      return member_access(vm, cv, obj, v.tag == V_UNDEF ? MEM_DEL : MEM_SET, v, &ignored);
    if (class_lookup(vm, c, name, &cv) > 0 && IS_OBJ(cv, OT_INSTANCE) &&
        class_user_method(vm, cv, v.tag == V_UNDEF ? "__delete__" : "__set__", &pc->fn)) {
      /* a data descriptor: its __set__(attr, obj, v) / __delete__(attr, obj) */
      pc->args[0] = cv;
      pc->args[1] = obj;
      pc->args[2] = v;
      pc->nargs = v.tag == V_UNDEF ? 2 : 3;
      return 1;
    }
    if (class_lookup(vm, c, name, &cv) > 0 && wrap_of(cv) &&
        wrap_of(cv)->h.flags == WRAP_PROPERTY) {
      Wrap *w = wrap_of(cv);   /* (a subclass's with a __get__ of its own) */
      Value f = v.tag == V_UNDEF ? w->fdel : w->fset;
      if (f.tag == V_NONE)
        return vm_raise(vm, T_AttributeError, "property '%s' of '%s' object has no %s",
                        name->data, AS_STR(c->name)->data, v.tag == V_UNDEF ? "deleter" : "setter");
      pc->fn = f;
      pc->args[0] = obj;
      pc->args[1] = v;
      pc->nargs = v.tag == V_UNDEF ? 1 : 2;
      return 1;
    }
  }
  if (name->data[0] == '_' &&
      (strcmp(name->data, "__class__") == 0 || strcmp(name->data, "__dict__") == 0))
    return vm_raise(vm, T_TypeError, "cannot set '%s' of an object in the sandbox", name->data);
  if (c && (((c->h.flags & CLASS_SLOTTED) && !slots_allow(vm, c, name)) ||
            class_hidden_name(vm, c, name))) {
    if (v.tag == V_UNDEF || class_lookup(vm, c, name, &cv) <= 0)
      return vm_raise(vm, T_AttributeError, "'%s' object has no attribute '%s'",
                      class_type_name(c), name->data);
    return vm_raise(vm, T_AttributeError, "'%s' object attribute '%s' is read-only",
                    class_type_name(c), name->data);
  }
  if (IS_OBJ(obj, OT_EXC)) {
    const char *n = name->data;
    if (strcmp(n, "args") == 0 || strcmp(n, "__cause__") == 0 || strcmp(n, "__context__") == 0 ||
        strcmp(n, "__suppress_context__") == 0 || strcmp(n, "__traceback__") == 0)
      return 2;
  }
  r = own_set(vm, obj, name, v);
  if (r == 1)
    return vm_raise(vm, T_AttributeError, "'%s' object has no attribute '%s'",
                    c ? class_type_name(c) : val_type_name(obj), name->data);
  return r;
}

int class_setattr(VM *vm, Value obj, Str *name, Value v, PyCall *pc) {
  return setattr_at(vm, obj, name, v, pc, true);
}

/* ---- reprs ---- */

int exc_class_name(VM *vm, Value exc, Buf *b, bool qualified) {
  Exc *e = AS_EXC(exc);
  if (e->cls) {
    Class *c = (Class *)e->cls;
    Value mod;
    if (qualified && dict_get_str(vm, c->dict, "__module__", 10, &mod) == 1 && IS_STR(mod) &&
        strcmp(AS_STR(mod)->data, "builtins") != 0 && strcmp(AS_STR(mod)->data, "__main__") != 0) {
      if (buf_put(vm, b, AS_STR(mod)->data, AS_STR(mod)->len) || buf_putc(vm, b, '.'))
        return -1;
      return buf_put(vm, b, AS_STR(c->qualname)->data, AS_STR(c->qualname)->len);
    }
    return buf_put(vm, b, AS_STR(c->name)->data, AS_STR(c->name)->len);
  }
  if (qualified && type_module(e->type) && buf_printf(vm, b, "%s.", type_module(e->type)))
    return -1;
  return buf_put(vm, b, type_names[e->type], strlen(type_names[e->type]));
}

static int class_full_name(VM *vm, Class *c, Buf *b) {
  Value mod;
  if (dict_get_str(vm, c->dict, "__module__", 10, &mod) == 1 && IS_STR(mod) &&
      strcmp(AS_STR(mod)->data, "builtins") != 0 &&
      (buf_put(vm, b, AS_STR(mod)->data, AS_STR(mod)->len) || buf_putc(vm, b, '.')))
    return -1;
  return buf_put(vm, b, AS_STR(c->qualname)->data, AS_STR(c->qualname)->len);
}

int class_repr(VM *vm, Value v, Buf *b) {
  if (v.tag != V_OBJ) return 2;
  switch (v.u.o->type) {
  case OT_CLASS:
    if (user_has(v, CS(REPR))) {
      vm->want_py = true;
      return vm_raise(vm, T_TypeError, "the __repr__ of a '%s' object cannot run here",
                      val_type_name(v));
    }
    return buf_put(vm, b, "<class '", 8) || class_full_name(vm, AS_CLASS(v), b) ||
           buf_put(vm, b, "'>", 2) ? -1 : 0;
  case OT_INSTANCE: {
    Instance *in = AS_INST(v);
    if (in->cls && (in->cls->slots & CS(REPR))) {
      vm->want_py = true;
      return vm_raise(vm, T_TypeError, "the __repr__ of a '%s' object cannot run here",
                      AS_STR(in->cls->name)->data);
    }
    return class_object_repr_buf(vm, v, b);
  }
  case OT_METHOD: {
    PyMethod *m = (PyMethod *)v.u.o;
    const char *qn;
    if (slot_is(m->func))
      return slot_bound_repr(vm, m->func, m->self, m->self.tag == V_OBJ
                             ? fake_addr(vm, m->self.u.o)
                             : 0x7f3c00000000ULL + ((uint64_t)m->self.u.i & 0xffffff) * 32, b);
    qn = IS_OBJ(m->func, OT_FUNC) ? AS_STR(((Func *)m->func.u.o)->code->qualname)->data
         : m->func.tag == V_BUILTIN ? builtin_name((int)m->func.u.i) : "?";
    if (buf_printf(vm, b, "<bound method %s of ", qn) || vm_repr_buf(vm, m->self, b))
      return -1;
    return buf_putc(vm, b, '>');
  }
  case OT_WRAP: {
    Wrap *w = (Wrap *)v.u.o;
    if (w->h.flags == WRAP_PROPERTY)
      return buf_printf(vm, b, "<property object at 0x%llx>",
                        0x7f3b00000000ull + (unsigned long long)(((uintptr_t)w >> 4) & 0xffffff) * 16);
    if (buf_printf(vm, b, "<%s(", w->h.flags == WRAP_STATIC ? "staticmethod" : "classmethod") ||
        vm_repr_buf(vm, w->f, b))
      return -1;
    return buf_put(vm, b, ")>", 2);
  }
  case OT_SUPER: {
    Super *s = (Super *)v.u.o;
    /* CPython names the type by its bare __name__ here: <class 'A'> */
    if (buf_printf(vm, b, "<super: <class '%s'>", class_name(s->type)) ||
        buf_put(vm, b, ", <", 3) || buf_put(vm, b, class_name(val_class(s->obj)),
                                            strlen(class_name(val_class(s->obj)))))
      return -1;
    return buf_put(vm, b, " object>>", 9);
  }
  default:
    return 2;
  }
}

/* The data members of a property (fget, fset, fdel) or a staticmethod or
** classmethod (__func__, __wrapped__): 1 with *out, else 0. */
static int wrap_member(Value v, const char *n, Value *out) {
  Wrap *w = (Wrap *)v.u.o;
  if (w->h.flags == WRAP_PROPERTY) {
    if (strcmp(n, "fget") == 0) { *out = w->f; return 1; }
    if (strcmp(n, "fset") == 0) { *out = w->fset; return 1; }
    if (strcmp(n, "fdel") == 0) { *out = w->fdel; return 1; }
    return 0;
  }
  if (strcmp(n, "__func__") == 0 || strcmp(n, "__wrapped__") == 0) { *out = w->f; return 1; }
  return 0;
}

/* ---- natives: constructors ---- */

int cls_super(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Super *s;
  if (arg_nokw(vm, "super", kw)) return -1;
  if (nargs == 0) return vm_raise(vm, T_RuntimeError, "super(): no arguments");
  if (nargs != 2)
    return vm_raise(vm, T_TypeError, "super() takes 2 arguments in the sandbox (%d given)", nargs);
  if (args[0].tag != V_TYPE && !IS_OBJ(args[0], OT_CLASS))
    return vm_raise(vm, T_TypeError, "super() argument 1 must be a type, not %s",
                    val_type_name(args[0]));
  if (!val_isinstance(args[1], args[0]) &&
      !((args[1].tag == V_TYPE || IS_OBJ(args[1], OT_CLASS)) && class_is_sub(args[1], args[0])))
    return vm_raise(vm, T_TypeError, "super(type, obj): obj must be an instance or subtype of type");
  s = obj_new(vm, OT_SUPER, sizeof(Super));
  if (s == NULL) return -1;
  s->type = args[0];
  s->obj = args[1];
  *out = vobj(s);
  return 0;
}

static int wrap_make(VM *vm, int kind, Value *args, int nargs, Tuple *kw, Value *out,
                     const char *name) {
  Wrap *w;
  if (arg_nokw(vm, name, kw)) return -1;
  if (nargs != 1)
    return vm_raise(vm, T_TypeError, "%s expected 1 argument, got %d", name, nargs);
  w = obj_new(vm, OT_WRAP, sizeof(Wrap));
  if (w == NULL) return -1;
  w->h.flags = (uint16_t)kind;
  w->f = args[0];
  w->fset = w->fdel = w->doc = VNONE;
  *out = vobj(w);
  return 0;
}

int cls_staticmethod(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  return wrap_make(vm, WRAP_STATIC, args, nargs, kw, out, "staticmethod");
}

int cls_classmethod(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  return wrap_make(vm, WRAP_CLASS, args, nargs, kw, out, "classmethod");
}

static Value func_doc(Value f) {
  if (IS_OBJ(f, OT_FUNC)) {
    Code *c = ((Func *)f.u.o)->code;
    if (c->nk && IS_STR(c->k[0]) && (c->flags & CODE_DOC)) return c->k[0];
  }
  return VNONE;
}

/* property's fields from (fget, fset, fdel, doc) given as a call does */
static int prop_fill(VM *vm, Wrap *w, Value *args, int nargs, Tuple *kw) {
  static const char *const names[] = {"fget", "fset", "fdel", "doc"};
  Value opt[4];
  int i;
  if (arg_kw(vm, "property", args, nargs, kw, names, 4, opt)) return -1;
  if (nargs > 4) return vm_raise(vm, T_TypeError, "property() takes at most 4 arguments (%d given)", nargs);
  for (i = 0; i < nargs; i++) opt[i] = args[i];
  w->f = opt[0].tag == V_UNDEF ? VNONE : opt[0];
  w->fset = opt[1].tag == V_UNDEF ? VNONE : opt[1];
  w->fdel = opt[2].tag == V_UNDEF ? VNONE : opt[2];
  w->doc = opt[3].tag == V_UNDEF || opt[3].tag == V_NONE ? func_doc(w->f) : opt[3];
  return 0;
}

int cls_property(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Wrap *w = obj_new(vm, OT_WRAP, sizeof(Wrap));
  if (w == NULL) return -1;
  w->h.flags = WRAP_PROPERTY;
  w->f = w->fset = w->fdel = w->doc = VNONE;
  if (prop_fill(vm, w, args, nargs, kw)) return -1;
  *out = vobj(w);
  return 0;
}

/* The Wrap of a property, staticmethod or classmethod, or of an instance
** of a user subclass of one (its wrapped value), else NULL. */
static Wrap *wrap_of(Value v) {
  if (IS_OBJ(v, OT_INSTANCE) && AS_INST(v)->cls) v = AS_INST(v)->base;
  return IS_OBJ(v, OT_WRAP) ? (Wrap *)v.u.o : NULL;
}

/* property.__init__(self, fget=None, fset=None, fdel=None, doc=None) and
** staticmethod/classmethod.__init__(self, f): (re)fill the fields, as a
** subclass's __init__ does through super().__init__(...) (slots.c). */
int cls_wrap_init(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Wrap *w = nargs ? wrap_of(args[0]) : NULL;
  if (w == NULL) return vm_raise(vm, T_TypeError, "descriptor '__init__' needs a property");
  /* a plain one may sit in a library class: it stays as made */
  if (IS_OBJ(args[0], OT_WRAP))
    return vm_raise(vm, T_TypeError, "%s.__init__() in the sandbox re-initialises only an "
                    "instance of a subclass", val_type_name(args[0]));
  *out = VNONE;
  if (w->h.flags == WRAP_PROPERTY) return prop_fill(vm, w, args + 1, nargs - 1, kw);
  if (arg_nokw(vm, w->h.flags == WRAP_STATIC ? "staticmethod" : "classmethod", kw)) return -1;
  if (nargs != 2)
    return vm_raise(vm, T_TypeError, "%s expected 1 argument, got %d",
                    w->h.flags == WRAP_STATIC ? "staticmethod" : "classmethod", nargs - 1);
  w->f = args[1];
  return 0;
}

/* property.setter / getter / deleter: a copy with one function replaced. */
static int prop_copy(VM *vm, Value *args, int nargs, int which, Value *out) {
  Wrap *o, *w;
  if (nargs != 2) return vm_raise(vm, T_TypeError, "expected 1 argument, got %d", nargs - 1);
  o = (Wrap *)args[0].u.o;
  w = obj_new(vm, OT_WRAP, sizeof(Wrap));
  if (w == NULL) return -1;
  {
    Obj h = w->h;        /* keep the allocation header obj_new set up, */
    *w = *o;
    w->h = h;
    w->h.flags = o->h.flags;   /* but the kind of wrapper is o's */
  }
  if (which == 0) w->f = args[1];
  else if (which == 1) w->fset = args[1];
  else w->fdel = args[1];
  if (which == 0 && o->doc.tag == V_NONE) w->doc = func_doc(args[1]);
  *out = vobj(w);
  return 0;
}

static int pm_getter(VM *vm, Value *a, int n, Tuple *kw, Value *o) { (void)kw; return prop_copy(vm, a, n, 0, o); }
static int pm_setter(VM *vm, Value *a, int n, Tuple *kw, Value *o) { (void)kw; return prop_copy(vm, a, n, 1, o); }
static int pm_deleter(VM *vm, Value *a, int n, Tuple *kw, Value *o) { (void)kw; return prop_copy(vm, a, n, 2, o); }

const Method property_methods[] = {
  {"getter", pm_getter, NULL, 0},
  {"setter", pm_setter, NULL, 0},
  {"deleter", pm_deleter, NULL, 0},
};
const int property_methods_n = 3;

int cls_object(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Instance *in;
  (void)args;
  if (nargs || (kw && kw->len)) return vm_raise(vm, T_TypeError, "object() takes no arguments");
  in = attrs_new_instance(vm, NULL);
  if (in == NULL) return -1;
  *out = vobj(in);
  return 0;
}

/* ---- natives: what user classes inherit from object and exceptions ---- */

static Class *self_class(Value v) {
  return user_class(v);
}

int cls_object_init(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Class *c;
  if (nargs < 1) return vm_raise(vm, T_TypeError, "descriptor '__init__' of 'object' object needs an argument");
  c = self_class(args[0]);
  if (nargs > 1 || (kw && kw->len)) {
    if (c && (c->slots & CS(INIT)))
      return vm_raise(vm, T_TypeError, "object.__init__() takes exactly one argument (the instance to initialize)");
    /* object's __new__ too (a builtin base's takes the arguments) */
    if (c && !(c->slots & CS(NEW)) && c->base == T_OBJECT)
      return vm_raise(vm, T_TypeError, "%s() takes no arguments", AS_STR(c->name)->data);
  }
  *out = VNONE;
  return 0;
}

/* object.__new__(c) is CPython's only for a class whose nearest ancestor
** without a Python __new__ makes its instances with object's: c, or its
** first bases while they define __new__ in Python, down to a builtin type
** or a class that does not.  0, or -1 raised naming that ancestor. */
static int object_new_safe(VM *vm, Class *c) {
  /* the builtin types whose own __new__ slots.c lists (the others, zip or
  ** property, make their subclasses' instances through object's here) */
  static const int own_new[] = {T_INT, T_FLOAT, T_COMPLEX, T_STR, T_BYTES, T_LIST,
                                T_TUPLE, T_DICT, T_SET, T_FROZENSET, T_TYPE,
                                T_BaseException, T_MAP, T_FILTER};
  Value at = vobj(c);
  size_t k;
  for (k = 0; k < sizeof own_new / sizeof own_new[0]; k++)
    if (type_is_subtype(c->base, own_new[k])) break;
  if (k == sizeof own_new / sizeof own_new[0]) return 0;
  while (IS_OBJ(at, OT_CLASS) && (AS_CLASS(at)->slots & CS(NEW)) &&
         IS_OBJ(AS_CLASS(at)->bases, OT_TUPLE) && AS_TUPLE(AS_CLASS(at)->bases)->len > 0)
    at = AS_TUPLE(AS_CLASS(at)->bases)->items[0];
  return vm_raise(vm, T_TypeError, "object.__new__(%s) is not safe, use %s.__new__()",
                  AS_STR(c->name)->data,
                  at.tag == V_TYPE ? type_names[at.u.i]
                  : IS_OBJ(at, OT_CLASS) ? AS_STR(AS_CLASS(at)->name)->data : "object");
}

int cls_object_new(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (nargs >= 1 && IS_OBJ(args[0], OT_CLASS) && object_new_safe(vm, AS_CLASS(args[0])))
    return -1;
  if (nargs >= 1 && args[0].tag == V_TYPE && args[0].u.i == T_OBJECT && nargs == 1 &&
      !(kw && kw->len))
    return cls_object(vm, args + 1, 0, NULL, out);
  return cls_object_new_any(vm, args, nargs, kw, out);
}

/* _object_new_any(cls, *args): the library's object.__new__, which also
** makes an instance of a subclass of a builtin type from the arguments
** (enum's members of a mixin type). */
int cls_object_new_any(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Class *c;
  if (nargs < 1) return vm_raise(vm, T_TypeError, "object.__new__(): not enough arguments");
  if (!IS_OBJ(args[0], OT_CLASS)) {
    if (args[0].tag == V_TYPE)
      return vm_raise(vm, T_TypeError, "object.__new__(%s) is not safe, use %s.__new__()",
                      type_names[args[0].u.i], type_names[args[0].u.i]);
    return vm_raise(vm, T_TypeError, "object.__new__(X): X is not a type object (%s)",
                    val_type_name(args[0]));
  }
  c = AS_CLASS(args[0]);
  if ((nargs > 1 || (kw && kw->len)) && c->base == T_OBJECT) {
    if (c->slots & CS(NEW))
      return vm_raise(vm, T_TypeError, "object.__new__() takes exactly one argument (the type to instantiate)");
    if (!(c->slots & CS(INIT)))
      return vm_raise(vm, T_TypeError, "%s() takes no arguments", AS_STR(c->name)->data);
  }
  return class_alloc(vm, c, args + 1, nargs - 1, kw, out);
}

/* map.__new__ / filter.__new__ (cls, *args), cls checked to be one of
** the type's (slots.c sl_iter_new): the builtin's own argument checks,
** then BI_FALLBACK: the prelude's _ht_iter_new makes the generator that
** does the work (and wraps it for a subclass). */
int cls_iter_new(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  int t, r;
  t = nargs < 1 ? -1 : args[0].tag == V_TYPE ? (int)args[0].u.i
                : IS_OBJ(args[0], OT_CLASS) ? AS_CLASS(args[0])->base : -1;
  if (t != T_MAP && t != T_FILTER) return vm_raise(vm, T_SystemError, "bad iterator __new__");
  if (vm_type_ctor(vm, t) < 0) return vm_raise(vm, T_SystemError, "no constructor");
  r = vm_call_native(vm, vbuiltin(vm->type_ctor[t]), args + 1, nargs - 1, kw, out);
  return r < 0 && r != BI_FALLBACK ? -1 : BI_FALLBACK;
}

/* _box_iter(cls, gen): a new instance of cls, a subclass of map or
** filter, wrapping gen, the prelude's generator standing for that type. */
int cls_box_iter(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Class *c;
  Instance *in;
  (void)kw;
  if (nargs != 2 || !IS_OBJ(args[0], OT_CLASS) || !IS_OBJ(args[1], OT_GEN))
    return vm_raise(vm, T_SystemError, "bad _box_iter");
  c = AS_CLASS(args[0]);
  if ((c->base != T_MAP && c->base != T_FILTER) || val_type(args[1]) != c->base)
    return vm_raise(vm, T_SystemError, "bad _box_iter");
  in = attrs_new_instance(vm, c);
  if (in == NULL) return -1;
  in->base = args[1];
  *out = vobj(in);
  return 0;
}

int class_object_repr_buf(VM *vm, Value v, Buf *b) {
  Instance *in = AS_INST(v);
  if (buf_putc(vm, b, '<')) return -1;
  if (in->cls ? class_full_name(vm, in->cls, b) : buf_put(vm, b, "object", 6)) return -1;
  return buf_printf(vm, b, " object at 0x%llx>", fake_addr(vm, v.u.o));
}

int cls_object_repr(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Buf b = BUF_INIT;
  (void)kw;
  if (nargs != 1) return vm_raise(vm, T_TypeError, "expected 1 argument, got %d", nargs - 1);
  if (IS_OBJ(args[0], OT_INSTANCE)) {
    if (class_object_repr_buf(vm, args[0], &b)) {
      buf_free(vm, &b);
      return -1;
    }
    return buf_finish(vm, &b, out);
  }
  return vm_repr(vm, args[0], out);
}

int cls_object_str(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  (void)kw;
  if (nargs != 1) return vm_raise(vm, T_TypeError, "expected 1 argument, got %d", nargs - 1);
  if (user_has(args[0], CS(REPR))) return BI_FALLBACK;
  return vm_repr(vm, args[0], out);   /* type(x).__repr__: a builtin base's */
}

/* object.__eq__ / __ne__ of (a, b): `is` decides (immediate values such
** as small ints are identical when equal, as `is` sees them), otherwise
** NotImplemented. */
static int object_same(VM *vm, const Value *args, bool eq, Value *out) {
  Value same;
  if (vm_compare(vm, CMP_IS, args[0], args[1], &same)) return -1;
  *out = same.u.i ? vbool(eq) : vnotimpl();
  return 0;
}

int cls_object_eq(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  (void)kw;
  if (nargs != 2) return vm_raise(vm, T_TypeError, "expected 1 argument, got %d", nargs - 1);
  return object_same(vm, args, true, out);
}

int cls_object_ne(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  (void)kw;
  if (nargs != 2) return vm_raise(vm, T_TypeError, "expected 1 argument, got %d", nargs - 1);
  if (user_has(args[0], CS(EQ))) return BI_FALLBACK;
  /* the inverse of type(a).__eq__: a builtin type's own comparison */
  if (user_class(args[0]) == NULL && val_type(args[0]) != T_OBJECT)
    return cls_base_ne(vm, args, nargs, kw, out);
  return object_same(vm, args, false, out);
}

int cls_object_hash(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  (void)kw;
  if (nargs != 1) return vm_raise(vm, T_TypeError, "expected 0 arguments, got %d", nargs - 1);
  if (args[0].tag == V_OBJ && obj_oid(vm, args[0].u.o)) {
    *out = vint((int64_t)hash_oid(vm, args[0].u.o));
    return 0;
  }
  {
    uint64_t h;
    if (vm_hash(vm, args[0], &h)) return -1;
    *out = vint((int64_t)h);
  }
  return 0;
}

/* object.__setattr__(obj, name, v) / __delattr__ (v undefined) on an
** object that is not a class: without obj's class's __setattr__ and
** __delattr__; a property or a data descriptor hands the call to the
** prelude (BI_FALLBACK: _object_setattr / _object_delattr). */
static int object_setattr(VM *vm, Value obj, Str *name, Value v) {
  PyCall pc;
  int r = setattr_at(vm, obj, name, v, &pc, false);
  if (r == 2) {
    vm->raw_getattr = true;
    r = vm_setattr(vm, obj, name, v);
    vm->raw_getattr = false;
  }
  if (r == 1) return BI_FALLBACK;
  return r;
}

int cls_object_setattr(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  (void)kw;
  if (nargs != 3) return vm_raise(vm, T_TypeError, "expected 2 arguments, got %d", nargs - 1);
  if (!IS_STR(args[1]))
    return vm_raise(vm, T_TypeError, "attribute name must be string, not '%s'", val_type_name(args[1]));
  /* a class stores through type.__setattr__ (CPython's hackcheck) */
  if (IS_OBJ(args[0], OT_CLASS) || args[0].tag == V_TYPE)
    return vm_raise(vm, T_TypeError, "can't apply this __setattr__ to type object");
  *out = VNONE;
  return object_setattr(vm, args[0], AS_STR(args[1]), args[2]);
}

/* type.__setattr__(cls, name, v) and type.__delattr__(cls, name) (v
** undefined); the slot wrapper has checked that cls is a type. */
static int type_setattr_call(VM *vm, Value *args, int nargs, Value v, Value *out) {
  if (nargs != (v.tag == V_UNDEF ? 2 : 3))
    return vm_raise(vm, T_TypeError, "expected %d argument%s, got %d",
                    v.tag == V_UNDEF ? 1 : 2, v.tag == V_UNDEF ? "" : "s", nargs - 1);
  if (!IS_STR(args[1]))
    return vm_raise(vm, T_TypeError, "attribute name must be string, not '%s'", val_type_name(args[1]));
  *out = VNONE;
  if (IS_OBJ(args[0], OT_CLASS)) return type_setattr(vm, AS_CLASS(args[0]), AS_STR(args[1]), v);
  return object_setattr(vm, args[0], AS_STR(args[1]), v);
}

int cls_type_setattr(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  (void)kw;
  return type_setattr_call(vm, args, nargs, nargs == 3 ? args[2] : VNONE, out);
}

int cls_type_delattr(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  (void)kw;
  return type_setattr_call(vm, args, nargs, VUNDEF, out);
}

int cls_object_delattr(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  int r;
  (void)kw;
  if (nargs != 2) return vm_raise(vm, T_TypeError, "expected 1 argument, got %d", nargs - 1);
  if (!IS_STR(args[1]))
    return vm_raise(vm, T_TypeError, "attribute name must be string, not '%s'", val_type_name(args[1]));
  *out = VNONE;
  if (IS_OBJ(args[0], OT_CLASS) || args[0].tag == V_TYPE)
    return vm_raise(vm, T_TypeError, "can't apply this __delattr__ to type object");
  if (!has_own(args[0]))
    return vm_raise(vm, T_AttributeError, "'%s' object has no attribute '%s'",
                    class_name(val_class(args[0])), AS_STR(args[1])->data);
  r = object_setattr(vm, args[0], AS_STR(args[1]), VUNDEF);
  *out = VNONE;
  return r;
}

int cls_object_getattribute(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  PyCall pc;
  int r;
  (void)kw;
  if (nargs != 2) return vm_raise(vm, T_TypeError, "expected 1 argument, got %d", nargs - 1);
  if (!IS_STR(args[1]))
    return vm_raise(vm, T_TypeError, "attribute name must be string, not '%s'", val_type_name(args[1]));
  r = getattr_at(vm, args[0], AS_STR(args[1]), out, &pc, false);
  if (r == 2) {
    /* the builtin part (an exception's args...): vm_getattr_v asks
    ** class_getattr first, which must not run the hooks again */
    vm->raw_getattr = true;
    r = vm_getattr_v(vm, args[0], AS_STR(args[1]), out);
    vm->raw_getattr = false;
  }
  if (r == 1) return BI_FALLBACK;
  return r;
}

int cls_object_init_subclass(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (kw && kw->len)
    return vm_raise(vm, T_TypeError, "%s.__init_subclass__() takes no keyword arguments",
                    nargs ? class_name(args[0]) : "object");
  if (nargs > 1)
    return vm_raise(vm, T_TypeError, "%s.__init_subclass__() takes no arguments (%d given)",
                    class_name(args[0]), nargs - 1);
  *out = VNONE;
  return 0;
}

/* list.__class_getitem__(item) and the other builtin generics' (bound to
** the class they are read through): the prelude's _generic_alias(cls,
** item), a types.GenericAlias, after CPython's checks. */
int cls_class_getitem(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  (void)out;
  if (nargs < 1) return vm_raise(vm, T_TypeError, "__class_getitem__() needs a class");
  if (kw && kw->len)
    return vm_raise(vm, T_TypeError, "%s.__class_getitem__() takes no keyword arguments",
                    class_name(args[0]));
  if (nargs != 2)
    return vm_raise(vm, T_TypeError, "%s.__class_getitem__() takes exactly one argument (%d given)",
                    class_name(args[0]), nargs - 1);
  return BI_FALLBACK;
}

/* cls.mro() (class_attr binds it to the class): its __mro__ as a list. */
int cls_type_mro(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Tuple *m;
  List *l;
  Value mv;
  if (nargs < 1 || (!IS_OBJ(args[0], OT_CLASS) && args[0].tag != V_TYPE))
    return vm_raise(vm, T_TypeError, "descriptor 'mro' of 'type' object needs an argument");
  if (kw && kw->len)
    return vm_raise(vm, T_TypeError, "%s.mro() takes no keyword arguments", class_name(args[0]));
  if (nargs != 1)
    return vm_raise(vm, T_TypeError, "%s.mro() takes no arguments (%d given)",
                    class_name(args[0]), nargs - 1);
  if (args[0].tag == V_TYPE) {
    if (class_type_data(vm, (int)args[0].u.i, "__mro__", &mv) < 0) return -1;
    m = AS_TUPLE(mv);
  } else if (c3_mro(vm, args[0], AS_TUPLE(AS_CLASS(args[0])->bases), &m)) {
    return -1;   /* (computed again: a metaclass's mro() may have changed __mro__) */
  }
  l = list_new(vm, m->len);
  if (l == NULL) return -1;
  if (m->len) vcopy(l->items, m->items, m->len);
  l->len = m->len;
  *out = vobj(l);
  return 0;
}

int cls_object_format(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  (void)kw;
  if (nargs != 2) return vm_raise(vm, T_TypeError, "expected 1 argument, got %d", nargs - 1);
  if (!IS_STR(args[1]))
    return vm_raise(vm, T_TypeError, "__format__() argument must be str, not %s", val_type_name(args[1]));
  if (AS_STR(args[1])->len)
    return vm_raise(vm, T_TypeError, "unsupported format string passed to %s.__format__",
                    class_name(val_class(args[0])));
  if (user_has(args[0], CS(STR) | CS(REPR))) return BI_FALLBACK;
  return vm_str(vm, args[0], out);
}

int cls_exc_init(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Tuple *t;
  if (nargs < 1 || !IS_OBJ(args[0], OT_EXC))
    return vm_raise(vm, T_TypeError, "descriptor '__init__' requires a 'BaseException' object");
  if (exc_init_kw(vm, args[0], args + nargs, kw, class_name(val_class(args[0])))) return -1;
  t = tuple_new(vm, (size_t)nargs - 1);
  if (t == NULL) return -1;
  vcopy(t->items, args + 1, (size_t)nargs - 1);
  AS_EXC(args[0])->args = vobj(t);
  *out = VNONE;
  return 0;
}

int cls_exc_str(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  (void)kw;
  if (nargs != 1 || !IS_OBJ(args[0], OT_EXC))
    return vm_raise(vm, T_TypeError, "descriptor '__str__' requires a 'BaseException' object");
  if (exc_message(vm, args[0], out) == 0) return 0;
  /* an argument's __str__/__repr__ is Python code: _exc_str_py */
  if (vm->want_py) { vm->want_py = false; vm->exc = VUNDEF; return BI_FALLBACK; }
  return -1;
}

int cls_exc_repr(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Buf b = BUF_INIT;
  Tuple *a;
  size_t i;
  (void)kw;
  if (nargs != 1 || !IS_OBJ(args[0], OT_EXC))
    return vm_raise(vm, T_TypeError, "descriptor '__repr__' requires a 'BaseException' object");
  a = AS_TUPLE(AS_EXC(args[0])->args);
  if (exc_class_name(vm, args[0], &b, false) || buf_putc(vm, &b, '(')) goto fail;
  for (i = 0; i < a->len; i++)
    if ((i && buf_put(vm, &b, ", ", 2)) || vm_repr_buf(vm, a->items[i], &b)) goto fail;
  if (buf_putc(vm, &b, ')')) goto fail;
  return buf_finish(vm, &b, out);
fail:
  buf_free(vm, &b);
  if (vm->want_py) { vm->want_py = false; vm->exc = VUNDEF; return BI_FALLBACK; }
  return -1;
}

/* _attr_lookup(obj, name[, raw]) -> (0, value) or (1, fn, args) (raw: as
** object.__getattribute__ looks, no __getattribute__/__getattr__ hooks): for the prelude's
** getattr/setattr when Python code must run. */
int cls_attr_lookup(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  PyCall pc;
  Value v;
  bool raw;
  int r;
  Tuple *t;
  (void)kw;
  if (nargs < 2 || nargs > 3 || !IS_STR(args[1]))
    return vm_raise(vm, T_SystemError, "bad _attr_lookup");
  raw = nargs == 3 && args[2].tag == V_BOOL && args[2].u.i;
  r = getattr_at(vm, args[0], AS_STR(args[1]), &v, &pc, !raw);
  if (r == 2) {
    vm->raw_getattr = raw;
    r = vm_getattr_v(vm, args[0], AS_STR(args[1]), &v);
    vm->raw_getattr = false;
  }
  if (r < 0) return -1;
  t = tuple_new(vm, r == 1 ? 3 : 2);
  if (t == NULL) return -1;
  t->items[0] = vint(r);
  if (r == 1) {
    Tuple *a = tuple_new(vm, (size_t)pc.nargs);
    if (a == NULL) return -1;
    vcopy(a->items, pc.args, (size_t)pc.nargs);
    t->items[1] = pc.fn;
    t->items[2] = vobj(a);
  } else {
    t->items[1] = v;
  }
  *out = vobj(t);
  return 0;
}

/* _setattr_plain(obj, name, value or missing) -> None, or (fn, args) when
** Python code must run. */
static int setattr_call(VM *vm, Value *args, int nargs, Value *out, bool hook) {
  PyCall pc;
  int r;
  if ((nargs != 2 && nargs != 3) || !IS_STR(args[1]))
    return vm_raise(vm, T_SystemError, "bad _setattr_plain");
  r = setattr_at(vm, args[0], AS_STR(args[1]), nargs == 3 ? args[2] : VUNDEF, &pc, hook);
  if (r == 2) {
    vm->raw_getattr = !hook;
    r = vm_setattr(vm, args[0], AS_STR(args[1]), nargs == 3 ? args[2] : VUNDEF);
    vm->raw_getattr = false;
  }
  if (r < 0) return -1;
  if (r == 1) {
    Tuple *t = tuple_new(vm, 2), *a = tuple_new(vm, (size_t)pc.nargs);
    if (t == NULL || a == NULL) return -1;
    vcopy(a->items, pc.args, (size_t)pc.nargs);
    t->items[0] = pc.fn;
    t->items[1] = vobj(a);
    *out = vobj(t);
    return 0;
  }
  *out = VNONE;
  return 0;
}

/* The data descriptors of a builtin type's namespace (int.__dict__['real']):
** "type name name ...", each made of the prelude's getset_descriptor. */
static const char *const type_getsets[] = {
  "object __class__", "int real imag numerator denominator", "float real imag",
  "type __name__ __qualname__ __bases__ __module__ __annotations__",
};

static bool type_getset(int t, const Str *name);

/* The classmethods of a builtin type's namespace (dict.__dict__['fromkeys']),
** each made of the prelude's classmethod_descriptor, as type_getsets. */
static const char *const type_classmethods[] = {
  "dict fromkeys __class_getitem__", "int from_bytes", "float fromhex", "bytes fromhex",
  "bytearray fromhex", "list __class_getitem__", "tuple __class_getitem__",
  "set __class_getitem__", "frozenset __class_getitem__",
};

static bool type_listed(const char *const *list, size_t n, int t, const Str *name) {
  size_t i, tl = strlen(type_names[t]);
  for (i = 0; i < n; i++) {
    const char *p = list[i];
    if (strncmp(p, type_names[t], tl) != 0 || p[tl] != ' ') continue;
    for (p += tl; *p == ' ';) {
      size_t k = strcspn(++p, " ");
      if (k == name->len && memcmp(p, name->data, k) == 0) return true;
      p += k;
    }
  }
  return false;
}

/* The prelude's class `name`, bound when its maker's chunk runs: *out, or
** not a class when missing. */
static int prelude_class(VM *vm, const char *maker, const char *name, Value *out) {
  if (prelude_get(vm, maker, out, 0) || dict_get_str(vm, vm->prelude, name, strlen(name), out) < 0)
    return -1;
  return 0;
}

static bool type_getset(int t, const Str *name) {
  return type_listed(type_getsets, sizeof type_getsets / sizeof type_getsets[0], t, name);
}

/* An instance of gs (the prelude's getset_descriptor) for attribute name
** of builtin type t: its __name__ and __objclass__ set. */
static int getset_new(VM *vm, Class *gs, int t, Value name, Value *out) {
  Instance *m;
  Value fn, fo;
  if (str_newc(vm, "__name__", &fn) || str_newc(vm, "__objclass__", &fo) ||
      (m = attrs_new_instance(vm, gs)) == NULL || attrs_set(vm, m, AS_STR(fn), name) ||
      attrs_set(vm, m, AS_STR(fo), vtype(t)))
    return -1;
  *out = vobj(m);
  return 0;
}

int class_type_getset(VM *vm, int t, Str *name, Value *out) {
  Value gs;
  if (t == T_BOOL && strcmp(name->data, "__class__") != 0) t = T_INT;   /* bool.real: int's */
  if (t == T_TYPE || !type_getset(t, name)) return 0;
  if (prelude_class(vm, "_mk_getset_descriptor", "getset_descriptor", &gs)) return -1;
  if (!IS_OBJ(gs, OT_CLASS)) return 0;
  return getset_new(vm, AS_CLASS(gs), t, vobj(name), out) < 0 ? -1 : 1;
}

/* A builtin type's namespace: CPython's names of vars(T) in its order
** (dir.c), each what T.name gives (the same lookup), but a data
** descriptor (type_getsets: an instance of gs, the prelude's class, when
** given) and a static method (maketrans: staticmethod, as CPython's); the
** ones baton lacks left out. */
static int type_ns(VM *vm, int t, Class *gs, Value *out) {
  Dict *d = dict_new(vm);
  const char *p = dir_type_names(t);
  Value cm = VUNDEF;
  if (d == NULL) return -1;
  *out = vobj(d);
  while (*p) {
    const char *e = strchr(p, ' ');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    Value name, v, saved = vm->exc;
    if (str_new(vm, p, n, &name)) return -1;
    p += n;
    if (*p == ' ') p++;
    if (strcmp(AS_STR(name)->data, "__dict__") == 0) continue;   /* (type's: this) */
    if (gs && type_getset(t, AS_STR(name))) {
      if (getset_new(vm, gs, t, name, &v) || dict_set(vm, d, name, v)) return -1;
      continue;
    }
    if (vm_getattr_v(vm, vtype(t), AS_STR(name), &v)) {
      if (!IS_OBJ(vm->exc, OT_EXC) || vm->exc.u.o == vm->nomem.u.o) return -1;
      vm->exc = saved;
      vm->want_py = false;
      continue;
    }
    if (type_listed(type_classmethods, sizeof type_classmethods / sizeof type_classmethods[0],
                    t, AS_STR(name))) {
      if (cm.tag == V_UNDEF && prelude_class(vm, "_mk_classmethod_descriptor",
                                             "classmethod_descriptor", &cm))
        return -1;
      if (IS_OBJ(cm, OT_CLASS)) {
        if (getset_new(vm, AS_CLASS(cm), t, name, &v) || dict_set(vm, d, name, v))
          return -1;
        continue;
      }
    }
    if (strcmp(AS_STR(name)->data, "maketrans") == 0) {
      Value f = v;
      if (cls_staticmethod(vm, &f, 1, NULL, &v)) return -1;
    }
    if (dict_set(vm, d, name, v)) return -1;
  }
  return 0;
}

/* _is_builtin_type(k): is k a builtin type (not a class made by code)? */
int cls_is_builtin_type(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "_is_builtin_type", kw) || arg_count(vm, "_is_builtin_type", nargs, 1, 1))
    return -1;
  *out = vbool(args[0].tag == V_TYPE);
  return 0;
}

/* _class_ns(cls[, getset]): a copy of a class's namespace as it is now, what its
** __dict__ proxy reads at each use (so that later changes show, as through
** CPython's live view) */
int cls_class_ns(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Dict *d;
  if (arg_nokw(vm, "_class_ns", kw) || arg_count(vm, "_class_ns", nargs, 1, 2)) return -1;
  if (args[0].tag == V_TYPE && type_has_ns((int)args[0].u.i))
    return type_ns(vm, (int)args[0].u.i,
                   nargs == 2 && IS_OBJ(args[1], OT_CLASS) ? AS_CLASS(args[1]) : NULL, out);
  if (!IS_OBJ(args[0], OT_CLASS))
    return vm_raise(vm, T_TypeError, "_class_ns() wants a class, not '%s'", val_type_name(args[0]));
  if ((d = dict_copy(vm, AS_CLASS(args[0])->dict)) == NULL) return -1;
  *out = vobj(d);
  if (class_is_ctype(AS_CLASS(args[0])) && !own_module_code(vm, AS_CLASS(args[0]))) {
    /* a C type's private state and helpers are no attributes of it
    ** (class_hidden_name), whoever reads the proxy */
    size_t pos = 0;
    Value k, v;
    while (dict_next(AS_CLASS(args[0])->dict, &pos, &k, &v))
      if (IS_STR(k) && (private_name(AS_STR(k)) || strcmp(AS_STR(k)->data, "__slots__") == 0) &&
          dict_del(vm, d, k, NULL) < 0)
        return -1;
  }
  return 0;
}

/* _class_own(cls, name, missing, builtin): what cls.__dict__[name] reads
** (the entry of the class's own namespace, through the same filter as
** _class_ns), `missing` when it has none, `builtin` for a builtin type
** (whose __dict__ library code does not read).  collections.abc's walks
** of an MRO, without a copy of each namespace per look. */
int cls_class_own(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Class *c;
  int r;
  if (arg_nokw(vm, "_class_own", kw) || arg_count(vm, "_class_own", nargs, 4, 4)) return -1;
  if (args[0].tag == V_TYPE) { *out = args[3]; return 0; }
  if (!IS_OBJ(args[0], OT_CLASS) || !IS_STR(args[1]))
    return vm_raise(vm, T_TypeError, "_class_own() wants a class and a str");
  c = AS_CLASS(args[0]);
  if ((r = dict_lookup_str(c->dict, AS_STR(args[1]), out)) < 0) return -1;
  if (r == 0 || ((private_name(AS_STR(args[1])) || strcmp(AS_STR(args[1])->data, "__slots__") == 0) &&
                 class_is_ctype(c) && !own_module_code(vm, c)))
    *out = args[2];
  return 0;
}

int cls_setattr_plain(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  (void)kw;
  return setattr_call(vm, args, nargs, out, true);
}

/* _setattr_raw(obj, name[, value]): the same as object.__setattr__ /
** __delattr__ look (no user __setattr__/__delattr__). */
int cls_setattr_raw(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  (void)kw;
  return setattr_call(vm, args, nargs, out, false);
}

/* _user_slot(obj, name) -> the special method of obj's class (unbound), or
** None when no user class defines it. */
int cls_user_slot(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Class *c;
  Value v;
  (void)kw;
  if (nargs != 2 || !IS_STR(args[1])) return vm_raise(vm, T_SystemError, "bad _user_slot");
  c = user_class(args[0]);
  *out = VNONE;
  if (c && class_lookup(vm, c, AS_STR(args[1]), &v) > 0) {
    if (IS_OBJ(v, OT_WRAP) && v.u.o->flags != WRAP_PROPERTY) {
      /* __new__ takes the class itself; another staticmethod or
      ** classmethod gets an adapter that takes self (_ht_user_slot) */
      if (strcmp(AS_STR(args[1])->data, "__new__") != 0) return BI_FALLBACK;
      v = ((Wrap *)v.u.o)->f;
    } else if (class_takes_no_self(v) || (IS_OBJ(v, OT_INSTANCE) && AS_INST(v)->cls != NULL &&
                                           AS_INST(v)->base.tag == V_UNDEF)) {
      /* (the same adapter, dropping self; or an instance: called without
      ** self, or bound by its class's __get__) */
      return BI_FALLBACK;
    }
    *out = v;
  }
  return 0;
}

/* _set_name_items(ns) -> a list of the (name, value) pairs of dict ns
** whose value belongs to a user class, in order: the only entries whose
** __set_name__ _class_ready can find (a builtin value has none), taken
** before any is called, as CPython's type_new_set_names walks a copy. */
int cls_set_name_items(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Dict *d;
  List *l = NULL;
  size_t pos = 0, i = 0;
  Value k, v;
  (void)kw;
  if (nargs == 1 && IS_OBJ(args[0], OT_INSTANCE) && IS_OBJ(AS_INST(args[0])->base, OT_DICT))
    d = AS_DICT(AS_INST(args[0])->base);     /* a dict subclass's own entries */
  else if (nargs == 1 && IS_OBJ(args[0], OT_DICT))
    d = AS_DICT(args[0]);
  else
    return vm_raise(vm, T_SystemError, "bad _set_name_items");
  while (dict_next(d, &pos, &k, &v)) {
    Tuple *t;
    if (vm_charge_item(vm, i++)) return -1;
    if (user_class(v) == NULL) continue;
    if ((l == NULL && (l = list_new(vm, 0)) == NULL) || (t = tuple_new(vm, 2)) == NULL) return -1;
    t->items[0] = k;
    t->items[1] = v;
    if (list_append(vm, l, vobj(t))) return -1;
  }
  if (l == NULL) {
    Tuple *t = tuple_new(vm, 0);      /* the VM's one () */
    if (t == NULL) return -1;
    *out = vobj(t);
  } else {
    *out = vobj(l);
  }
  return 0;
}

/* _init_subclass_plain(cls) -> does super(cls, cls).__init_subclass__
** find object's (no class after cls in its MRO has one in its own
** namespace)?  Then the call with no keywords does nothing. */
int cls_init_subclass_plain(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Tuple *mro;
  size_t i;
  (void)kw;
  if (nargs != 1 || !IS_OBJ(args[0], OT_CLASS) || !IS_OBJ(AS_CLASS(args[0])->mro, OT_TUPLE))
    return vm_raise(vm, T_SystemError, "bad _init_subclass_plain");
  mro = AS_TUPLE(AS_CLASS(args[0])->mro);
  *out = vbool(true);
  for (i = 1; i < mro->len; i++) {
    Value k = mro->items[i];
    if (k.tag == V_TYPE && k.u.i == T_OBJECT) break;
    static const NsName name = NS_NAME("__init_subclass__");
    if (!IS_OBJ(k, OT_CLASS) || ns_find(vm, AS_CLASS(k)->dict, &name, 1, NULL, NULL)) {
      *out = vbool(false);
      break;
    }
  }
  return 0;
}

/* _meta_plain(meta) -> does metaclass meta make and prepare its classes
** as type does: no class of its MRO before type defines __new__,
** __init__, __prepare__ or mro in its own namespace?  (The prelude's
** _build_class_py then makes the class without type.__call__.) */
int cls_meta_plain(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  static const NsName names[] = {
    NS_NAME("__new__"), NS_NAME("__init__"), NS_NAME("__prepare__"), NS_NAME("mro"),
  };
  Tuple *mro;
  size_t i;
  (void)kw;
  if (nargs != 1) return vm_raise(vm, T_SystemError, "bad _meta_plain");
  *out = vbool(false);     /* (a builtin type other than type is no metaclass) */
  if (!IS_OBJ(args[0], OT_CLASS) || !IS_OBJ(AS_CLASS(args[0])->mro, OT_TUPLE)) return 0;
  mro = AS_TUPLE(AS_CLASS(args[0])->mro);
  for (i = 0; i < mro->len; i++) {
    Value k = mro->items[i];
    if (k.tag == V_TYPE && k.u.i == T_TYPE) { *out = vbool(true); break; }
    if (!IS_OBJ(k, OT_CLASS)) break;
    if (ns_find(vm, AS_CLASS(k)->dict, names, sizeof names / sizeof names[0], NULL, NULL)) return 0;
  }
  return 0;
}

/* Does v belong to a user class, or hold such an object in the tuples and
** lists that comparing it compares?  Past a few levels: assumed so. */
static bool has_user_deep(Value v, int depth) {
  const Value *items;
  size_t n, i;
  if (user_class(v)) return true;
  if (IS_OBJ(v, OT_TUPLE)) { items = AS_TUPLE(v)->items; n = AS_TUPLE(v)->len; }
  else if (IS_OBJ(v, OT_LIST)) { items = AS_LIST(v)->items; n = AS_LIST(v)->len; }
  else return false;
  if (depth >= 8) return true;
  for (i = 0; i < n; i++)
    if (has_user_deep(items[i], depth + 1)) return true;
  return false;
}

/* _has_user(list or tuple) -> does an item belong to a user class (or a
** tuple or list item hold one)?  Comparing such items runs Python code. */
int cls_has_user(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value *items;
  size_t n, i;
  (void)kw;
  if (nargs != 1) return vm_raise(vm, T_SystemError, "bad _has_user");
  if (IS_OBJ(args[0], OT_LIST)) { items = AS_LIST(args[0])->items; n = AS_LIST(args[0])->len; }
  else if (IS_OBJ(args[0], OT_TUPLE)) { items = AS_TUPLE(args[0])->items; n = AS_TUPLE(args[0])->len; }
  else return vm_raise(vm, T_SystemError, "bad _has_user");
  *out = vbool(false);
  for (i = 0; i < n; i++)
    if (has_user_deep(items[i], 1)) { *out = vbool(true); break; }
  return 0;
}

/* ---- subclasses of builtin types ----
** The special methods of the builtin base (base_attr) as natives: each
** acts on the value an instance wraps (a plain value of the type is
** accepted too: dict.__getitem__(d, k)). */

/* _base_of(obj): the wrapped value of a subclass instance, else obj. */
int cls_base_of(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  (void)kw;
  if (nargs != 1) return vm_raise(vm, T_SystemError, "bad _base_of");
  *out = vm_unbox(args[0]);
  return 0;
}

static int base_args(VM *vm, const char *name, Value *args, int nargs, Tuple *kw, int want,
                     Value *self) {
  if (kw && kw->len) return vm_raise(vm, T_TypeError, "%s() takes no keyword arguments", name);
  if (nargs < 1)
    return vm_raise(vm, T_TypeError, "descriptor '%s' needs an argument", name);
  if (nargs != want)
    return vm_raise(vm, T_TypeError, "expected %d argument%s, got %d", want - 1,
                    want == 2 ? "" : "s", nargs - 1);
  *self = vm_unbox(args[0]);
  return 0;
}

int cls_base_repr(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value s;
  if (base_args(vm, "__repr__", args, nargs, kw, 1, &s)) return -1;
  return vm_repr(vm, s, out);
}

int cls_base_str(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value s;
  if (base_args(vm, "__str__", args, nargs, kw, 1, &s)) return -1;
  return vm_str(vm, s, out);
}

int cls_base_format(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value s;
  if (base_args(vm, "__format__", args, nargs, kw, 2, &s)) return -1;
  if (!IS_STR(args[1]))
    return vm_raise(vm, T_TypeError, "format() argument 2 must be str, not %s",
                    val_type_name(args[1]));
  if (AS_STR(args[1])->len == 0) return vm_format_value(vm, s, 0, args[1], out);
  /* the errors name the instance's class, as CPython's type(self) */
  return fmt_format_as(vm, s, AS_STR(args[1])->data, AS_STR(args[1])->len,
                       val_type_name(args[0]), out);
}

int cls_base_hash(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value s;
  uint64_t h;
  if (base_args(vm, "__hash__", args, nargs, kw, 1, &s) || vm_hash(vm, s, &h)) return -1;
  *out = vint((int64_t)h);
  return 0;
}

/* A builtin type's comparison answers NotImplemented for an operand of a
** type it does not know (int's for a str, dict's ordering for anything), as
** CPython's slots do; the operator then tries the reflection. */
static int base_cmp(VM *vm, int op, const char *name, Value *args, int nargs, Tuple *kw,
                    Value *out) {
  Value s, o;
  int ts, to;
  bool known;
  if (base_args(vm, name, args, nargs, kw, 2, &s)) return -1;
  o = vm_unbox(args[1]);
  ts = val_type(s);
  to = val_type(o);
#define INT(t) ((t) == T_INT || (t) == T_BOOL)
  known = ts == to || (INT(ts) && INT(to)) || (ts == T_FLOAT && INT(to)) ||
          ((ts == T_SET || ts == T_FROZENSET) && (to == T_SET || to == T_FROZENSET)) ||
          (ts == T_BYTEARRAY && to == T_BYTES) ||
          (ts == T_COMPLEX && (INT(to) || to == T_FLOAT));
#undef INT
  if (ts == T_DICT && op != CMP_EQ && op != CMP_NE) known = false;
  if (!known) { *out = vnotimpl(); return 0; }
  return vm_compare(vm, op, s, o, out);
}
int cls_base_eq(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return base_cmp(vm, CMP_EQ, "__eq__", a, n, kw, o); }
int cls_base_ne(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return base_cmp(vm, CMP_NE, "__ne__", a, n, kw, o); }
int cls_base_lt(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return base_cmp(vm, CMP_LT, "__lt__", a, n, kw, o); }
int cls_base_le(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return base_cmp(vm, CMP_LE, "__le__", a, n, kw, o); }
int cls_base_gt(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return base_cmp(vm, CMP_GT, "__gt__", a, n, kw, o); }
int cls_base_ge(VM *vm, Value *a, int n, Tuple *kw, Value *o) { return base_cmp(vm, CMP_GE, "__ge__", a, n, kw, o); }

int cls_base_getitem(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value s;
  if (base_args(vm, "__getitem__", args, nargs, kw, 2, &s)) return -1;
  return vm_getitem(vm, s, args[1], out);
}

int cls_base_setitem(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value s;
  if (base_args(vm, "__setitem__", args, nargs, kw, 3, &s) || vm_setitem(vm, s, args[1], args[2]))
    return -1;
  *out = VNONE;
  return 0;
}

int cls_base_delitem(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value s;
  if (base_args(vm, "__delitem__", args, nargs, kw, 2, &s) || vm_delitem(vm, s, args[1]))
    return -1;
  *out = VNONE;
  return 0;
}

int cls_base_contains(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value s;
  int r;
  if (base_args(vm, "__contains__", args, nargs, kw, 2, &s)) return -1;
  r = vm_contains(vm, s, args[1]);
  if (r < 0) return -1;
  *out = vbool(r);
  return 0;
}

int cls_base_len(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value s;
  int64_t n;
  if (base_args(vm, "__len__", args, nargs, kw, 1, &s) || vm_len(vm, s, &n)) return -1;
  *out = vint(n);
  return 0;
}

/* tuple.__getnewargs__: (tuple(self),), the argument tuple.__new__ takes
** back (a structseq's too; namedtuple defines its own); int's, float's,
** str's and bytes' the same of their exact type, complex's (real, imag)
** (a subclass instance gives the builtin value it wraps; bool is int's) */
int cls_base_getnewargs(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value s = nargs > 0 ? vm_unbox(args[0]) : VNONE;
  const char *tn = s.tag == V_BOOL ? "int" : val_type_name(s);
  Tuple *wrap;
  if (nargs > 0 && kw && kw->len)
    return vm_raise(vm, T_TypeError, "%s.__getnewargs__() takes no keyword arguments", tn);
  if (nargs > 1)
    return vm_raise(vm, T_TypeError, "%s.__getnewargs__() takes no arguments (%d given)", tn,
                    nargs - 1);
  if (base_args(vm, "__getnewargs__", args, nargs, kw, 1, &s)) return -1;
  if (IS_COMPLEX(s)) {
    if ((wrap = tuple_new(vm, 2)) == NULL) return -1;
    wrap->items[0] = vfloat(AS_COMPLEX(s)->re);
    wrap->items[1] = vfloat(AS_COMPLEX(s)->im);
    *out = vobj(wrap);
    return 0;
  }
  if ((wrap = tuple_new(vm, 1)) == NULL) return -1;
  if (IS_OBJ(s, OT_TUPLE)) {
    Tuple *self = AS_TUPLE(s), *copy = tuple_new(vm, self->len);
    if (copy == NULL) return -1;
    if (self->len) memcpy(copy->items, self->items, self->len * sizeof(Value));
    s = vobj(copy);
  } else if (s.tag == V_BOOL) {
    s = vint(s.u.i);
  }
  wrap->items[0] = s;
  *out = vobj(wrap);
  return 0;
}

int cls_base_iter(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value s;
  if (base_args(vm, "__iter__", args, nargs, kw, 1, &s)) return -1;
  return vm_getiter(vm, s, out);
}

/* CPython's lookup of a special method (_PyObject_LookupSpecial): `name`
** on type(obj)'s MRO, never on the instance, bound as attribute access
** binds a class attribute.  1 found (*out), 0 missing, -1 error. */
int class_special(VM *vm, Value obj, const char *name, Value *out) {
  Class *c = user_class(obj);
  size_t n = strlen(name), i;
  Value attr;
  int m;
  if (c != NULL) {
    Tuple *mro = AS_TUPLE(c->mro);
    for (i = 0; i < mro->len; i++) {
      Value k = mro->items[i];
      if (IS_OBJ(k, OT_CLASS) && dict_get_str(vm, AS_CLASS(k)->dict, name, n, &attr) == 1)
        return bind_attr(vm, attr, obj, vobj(c), out) < 0 ? -1 : 1;
    }
  }
  m = method_find(val_type(obj), name, n);
  if (m < 0) return 0;
  {
    BMethod *bm = obj_new(vm, OT_BMETHOD, sizeof(BMethod));
    if (bm == NULL) return -1;
    bm->self = obj;
    bm->method = m;
    *out = vobj(bm);
  }
  return 1;
}

/* Is v a metaclass (a class deriving from type, itself of type type)? */
bool class_is_meta(Value v) {
  return IS_OBJ(v, OT_CLASS) && (v.u.o->flags & CLASS_META) && AS_CLASS(v)->meta == NULL;
}

/* enum._set_meta / abc._set_meta (cls, meta): makes meta the internal
** metaclass of cls (and so of the classes derived from it later, or made
** with metaclass=meta).  The enum and abc modules call it once at import,
** on their own Enum and ABC, and delete the name before any program code
** runs; refused anywhere but in those modules' bodies, on a class that
** has one, and for a meta that is itself served by one. */
int cls_set_meta(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  const Code *co = vm->nframes ? vm->frames[vm->nframes - 1].code : NULL;
  Class *m;
  Tuple *bases, *mro;
  (void)kw;
  if (co == NULL || !(co->flags & CODE_MODULE) || !IS_STR(co->filename) ||
      (strcmp(AS_STR(co->filename)->data, "<lib enum>") != 0 &&
       strcmp(AS_STR(co->filename)->data, "<lib abc>") != 0) || nargs != 2 ||
      !IS_OBJ(args[0], OT_CLASS) || !IS_OBJ(args[1], OT_CLASS) || AS_CLASS(args[0])->meta ||
      AS_CLASS(args[1])->meta || AS_TUPLE(AS_CLASS(args[1])->mro)->len != 2)
    return vm_raise(vm, T_TypeError, "_set_meta is internal to the enum and abc modules");
  /* a metaclass derives from type, as CPython's: (meta, type, object) */
  m = AS_CLASS(args[1]);
  bases = tuple_new(vm, 1);
  mro = tuple_new(vm, 3);
  if (bases == NULL || mro == NULL) return -1;
  bases->items[0] = vtype(T_TYPE);
  mro->items[0] = args[1];
  mro->items[1] = vtype(T_TYPE);
  mro->items[2] = vtype(T_OBJECT);
  m->bases = vobj(bases);
  m->mro = vobj(mro);
  class_fix_slots(vm, m);
  AS_CLASS(args[0])->meta = m;
  *out = VNONE;
  return 0;
}
