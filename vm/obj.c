/*
** obj.c - allocation of heap objects and the builtin type tables.
**
** Every object is allocated here through vm->mem and linked on vm->objects;
** the GC (gc.c) frees unreachable ones with obj_free.  Objects that own
** separate blocks (list items, dict tables, code arrays) free them here.
*/
#include <string.h>
#include "vm.h"
#include "slots.h"
#include "bytes.h"
#include "lib/re.h"
#include "dict.h"
#include "class.h"
#include "limits.h"

const char *const type_names[T__COUNT] = {
#define X(id, name, base) name,
  TYPE_LIST(X)
#undef X
};

const uint8_t type_bases[T__COUNT] = {
#define X(id, name, base) T_##base,
  TYPE_LIST(X)
#undef X
};

const char *type_module(int t) {
  switch (t) {
  case T_CancelledError: case T_InvalidStateError: return "asyncio.exceptions";
  case T_TASK: case T_FUTURE: return "_asyncio";
  case T_PATTERN: case T_MATCH: case T_re_error: return "re";
  case T_DEQUE_ITER: case T_DEQUE_REVITER: return "_collections";
  default: return NULL;
  }
}

bool type_is_subtype(int t, int base) {
  if (base == T_OBJECT) return true;
  while (t != base) {
    if (t == T_OBJECT || t < 0 || t >= T__COUNT) return false;
    t = type_bases[t];
  }
  return true;
}

void *obj_new(VM *vm, int type, size_t size) {
  Obj *o = mem_alloc(&vm->mem, size);
  if (o == NULL) {
    vm_nomem(vm);
    return NULL;
  }
  /* strings fill their bytes themselves: zero only the header; a big
  ** object is zeroed a slice at a time, polling the deadline */
  if (type == OT_STR) {
    memset(o, 0, sizeof(Str));
  } else if (vm_fill(vm, o, 0, size)) {
    mem_free(&vm->mem, o, size);
    return NULL;
  }
  o->type = (uint8_t)type;
  o->size = size < UINT32_MAX ? (uint32_t)size : 0;
  o->next = vm->objects;
  vm->objects = o;
  if (vm->gc_nyoung < vm->gc_capyoung) vm->gc_young[vm->gc_nyoung++] = o;
  else gc_young_grow(vm, o);
  return o;
}

size_t obj_size(Obj *o) {
  if (o->size) return o->size;
  switch (o->type) {        /* objects of 4 GiB or more: recompute */
  case OT_STR: return sizeof(Str) + ((Str *)o)->len + 1;
  case OT_BYTES: return sizeof(Bytes) + ((Bytes *)o)->len + 1;
  case OT_BIGINT: return sizeof(BigInt) + ((BigInt *)o)->n * sizeof(uint32_t);
  case OT_TUPLE: return sizeof(Tuple) + ((Tuple *)o)->len * sizeof(Value);
  case OT_GEN: case OT_CORO: return sizeof(Gen) + ((Gen *)o)->nregs * sizeof(Value);
  default: return 0;
  }
}

void obj_free(VM *vm, Obj *o) {
  Mem *m = &vm->mem;
  switch (o->type) {
  case OT_LIST: {
    List *l = (List *)o;
    mem_free(m, l->items, l->cap * sizeof(Value));
    break;
  }
  case OT_DICT:
    dict_free_data(vm, (Dict *)o);
    break;
  case OT_SET: case OT_FROZENSET:
    set_free_data(vm, (Set *)o);
    break;
  case OT_CODE: {
    Code *c = (Code *)o;
    mem_free(m, c->code, c->ncode * sizeof(Instr));
    mem_free(m, c->pos, c->ncode * sizeof(CodePos));
    mem_free(m, c->k, c->nk * sizeof(Value));
    mem_free(m, c->handlers, c->nhandlers * sizeof(Handler));
    mem_free(m, c->cellparams, c->ncellparams * sizeof(uint16_t));
    if (c->gcache) mem_free(m, c->gcache, c->ncode * sizeof(GCache));
    if (c->acache) mem_free(m, c->acache, c->ncode * sizeof(ACache));
    break;
  }
  case OT_CLASS:
    vm->class_epoch++;   /* attribute caches may name it (ACache) */
    attrs_free_layout(vm, (Class *)o);
    break;
  case OT_INSTANCE:
    attrs_free(vm, (Instance *)o);
    break;
  case OT_BYTEARRAY: {
    ByteArray *a = (ByteArray *)o;
    mem_free(m, a->data, a->cap);
    break;
  }
  case OT_FUTURE: {
    Future *f = (Future *)o;
    if (f->cbs != f->inl) mem_free(m, f->cbs, f->capcbs * sizeof(Callback));
    mem_free(m, f->fib.stack, f->fib.stack_cap * sizeof(Value));
    mem_free(m, f->fib.frames, f->fib.frames_cap * sizeof(Frame));
    break;
  }
  case OT_PATTERN:
    re_prog_free(vm, ((RePattern *)o)->prog);
    break;
  case OT_GEN: case OT_CORO:
    if (((Gen *)o)->state == GEN_SUSPENDED && vm->gens_parked) vm->gens_parked--;
    break;
  default:
    break;
  }
  mem_free(m, o, obj_size(o));
}

/* Free o as the VM goes away (vm_free): an object that owns no block
** but its own, a pooled one, is left to mem_drain, which gives its chunk
** back whole; the rest as obj_free.  Most of a small VM's objects are of
** the first kind, and teardown is part of every short-lived VM's cost. */
void obj_free_final(VM *vm, Obj *o) {
  switch (o->type) {
  case OT_STR: case OT_BIGINT: case OT_TUPLE: case OT_RANGE: case OT_SLICE:
  case OT_FUNC: case OT_CELL: case OT_BMETHOD: case OT_ITER: case OT_VIEW:
  case OT_BYTES: case OT_COMPLEX: case OT_METHOD: case OT_WRAP: case OT_SUPER:
  case OT_EXC: case OT_TRACEBACK:
    if (vm->mem.pool && o->size && o->size <= MEM_POOL_MAX) return;
    break;
  default:
    break;
  }
  obj_free(vm, o);
}

Code *code_new(VM *vm) {
  Code *c = obj_new(vm, OT_CODE, sizeof(Code));
  if (c == NULL) return NULL;
  c->name = c->qualname = c->varnames = c->filename = c->source = VNONE;
  return c;
}

Func *func_new(VM *vm, Code *code) {
  Func *f = obj_new(vm, OT_FUNC, sizeof(Func));
  if (f == NULL) return NULL;
  f->code = code;
  f->defaults = f->kwdefaults = f->closure = VNONE;
  return f;
}

Gen *gen_new(VM *vm, Func *fn, uint32_t nregs) {
  Gen *g;
  g = obj_new(vm, (fn->code->flags & CODE_COROUTINE) ? OT_CORO : OT_GEN,
              sizeof(Gen) + nregs * sizeof(Value));
  if (g == NULL) return NULL;
  g->func = fn;
  g->nregs = nregs;
  g->state = GEN_CREATED;
  g->name = fn->code->name;
  g->handled = VNONE;
  g->born = 0;
  values_undef(g->regs, nregs);
  return g;
}

Tuple *tuple_new(VM *vm, size_t n) {
  Tuple *t;
  size_t i;
  /* `() is ()` and `tuple() is ()` hold: a tuple never changes size after
  ** it is made, so every empty one can be the same object */
  if (n == 0 && vm->tuple_empty) return vm->tuple_empty;
  if (n > (SIZE_MAX - sizeof(Tuple)) / sizeof(Value)) {
    vm_nomem(vm);
    return NULL;
  }
  t = obj_new(vm, OT_TUPLE, sizeof(Tuple) + n * sizeof(Value));
  if (t == NULL) return NULL;
  t->len = n;
  /* filled a MEM_TOUCH_SLICE at a time with a poll between: 16 million
  ** items (256 MB) took 15-19 ms in one loop (limits_audit: T * 8, as
  ** random.randbytes(T) makes).  A deadline that passes leaves the tuple
  ** garbage, as long as what it holds so far */
  if (n <= MEM_TOUCH_SLICE / sizeof(Value)) {
    for (i = 0; i < n; i++) t->items[i] = VNONE;
  } else {
    for (i = 0; i < n;) {
      size_t end = n - i > MEM_TOUCH_SLICE / sizeof(Value) ? i + MEM_TOUCH_SLICE / sizeof(Value) : n;
      for (; i < end; i++) t->items[i] = VNONE;
      if (i < n && vm_mem_poll(vm)) {
        t->len = i;
        return NULL;
      }
    }
  }
  if (n == 0) vm->tuple_empty = t;
  return t;
}

List *list_new(VM *vm, size_t cap) {
  List *l = obj_new(vm, OT_LIST, sizeof(List));
  if (l == NULL) return NULL;
  if (cap) {
    if (cap > SIZE_MAX / sizeof(Value)) { vm_nomem(vm); return NULL; }
    l->items = mem_alloc(&vm->mem, cap * sizeof(Value));
    if (l->items == NULL) { vm_nomem(vm); return NULL; }
    l->cap = cap;
  }
  return l;
}

int list_append(VM *vm, List *l, Value v) {
  if (l->len == l->cap) {
    /* 4 items first, as CPython's list_resize: short lists are common
    ** (a record's tags), and doubling from 8 gave each 128 bytes */
    size_t nc = l->cap < 4 ? 4 : mem_grow_cap(l->cap, l->len + 1, sizeof(Value));
    Value *ni;
    if (nc == 0) return vm_nomem(vm);
    ni = mem_realloc(&vm->mem, l->items, l->cap * sizeof(Value),
                     nc * sizeof(Value));
    if (ni == NULL) return vm_nomem(vm);
    l->items = ni;
    l->cap = nc;
  }
  gc_barrier_tail(vm, l, l->len);
  l->items[l->len++] = v;
  return 0;
}

/* A builtin method's type: method_descriptor when taken from its type
** (str.upper), but the class-level ones (dict.fromkeys, bytes.fromhex,
** str.maketrans, int.from_bytes), which CPython binds to the type. */
int bmethod_type(const BMethod *m) {
  static const char *const classlevel[] = {"fromkeys", "fromhex", "maketrans", "from_bytes"};
  const char *name = method_get(m->method)->name;
  size_t i;
  if (m->self.tag != V_UNDEF) return T_BUILTIN_FUNCTION;
  for (i = 0; i < sizeof classlevel / sizeof classlevel[0]; i++)
    if (strcmp(name, classlevel[i]) == 0) return T_BUILTIN_FUNCTION;
  return T_METHOD_DESCRIPTOR;
}

int val_type(Value v) {
  switch (v.tag) {
  case V_NONE: return T_NONE;
  case V_BOOL: return T_BOOL;
  case V_INT: return T_INT;
  case V_FLOAT: return T_FLOAT;
  case V_TYPE: return T_TYPE;
  case V_BUILTIN:
    if (slot_is(v))
      return slot_kind(v) == SK_WRAP ? T_WRAPPER_DESCRIPTOR
             : slot_kind(v) == SK_METH ? T_METHOD_DESCRIPTOR : T_BUILTIN_FUNCTION;
    return T_BUILTIN_FUNCTION;
  case V_TOOL: return T_BUILTIN_FUNCTION;
  case V_ELLIPSIS: return v.u.i ? T_NOTIMPL : T_ELLIPSIS;
  case V_OBJ: break;
  default: return T_OBJECT;
  }
  switch (v.u.o->type) {
  case OT_STR: return T_STR;
  case OT_BYTES: return T_BYTES;
  case OT_BYTEARRAY: return T_BYTEARRAY;
  case OT_BIGINT: return T_INT;
  case OT_LIST: return T_LIST;
  case OT_TUPLE: return T_TUPLE;
  case OT_DICT: return T_DICT;
  case OT_SET: return T_SET;
  case OT_FROZENSET: return T_FROZENSET;
  case OT_RANGE: return T_RANGE;
  case OT_SLICE: return T_SLICE;
  case OT_MEMVIEW: return T_MEMORYVIEW;
  case OT_COMPLEX: return T_COMPLEX;
  case OT_CODE: return T_CODE;
  case OT_FUNC: return T_FUNCTION;
  case OT_CELL: return T_CELL;
  case OT_TRACEBACK: return T_TRACEBACK;
  case OT_BMETHOD: return bmethod_type((const BMethod *)v.u.o);
  case OT_ITER: return ((Iter *)v.u.o)->kind;
  case OT_GEN:   /* prelude generators (map, filter) keep their type in flags */
    return v.u.o->flags ? v.u.o->flags : T_GENERATOR;
  case OT_CORO: return gen_is_async((Gen *)v.u.o) ? T_ASYNC_GENERATOR : T_COROUTINE;
  case OT_FUTURE: {
    int k = ((Future *)v.u.o)->kind;
    return k == FUT_TASK ? T_TASK : k == FUT_TOOL ? T_COROUTINE : T_FUTURE;
  }
  case OT_MODULE: return T_MODULE;
  case OT_PATTERN: return T_PATTERN;
  case OT_MATCH: return T_MATCH;
  case OT_CLASS: return T_TYPE;
  case OT_INSTANCE: return T_OBJECT;
  case OT_METHOD: {
    Value f = ((PyMethod *)v.u.o)->func;
    if (!slot_is(f)) return T_METHOD;
    return slot_kind(f) == SK_WRAP ? T_METHOD_WRAPPER : T_BUILTIN_FUNCTION;
  }
  case OT_SUPER: return T_SUPER;
  case OT_WRAP:
    return v.u.o->flags == WRAP_STATIC ? T_STATICMETHOD
           : v.u.o->flags == WRAP_CLASS ? T_CLASSMETHOD : T_PROPERTY;
  case OT_EXC: return ((Exc *)v.u.o)->type;
  case OT_VIEW: return view_type((View *)v.u.o);
  }
  return T_OBJECT;
}

/* Library classes that stand for CPython's C types: messages name them as
** CPython's tp_name does, with their module ('datetime.date'), where a
** class written in Python has its bare name.  (io's StringIO and BytesIO
** say __module__ '_io', as CPython's.) */
static const char *const ctype_names[] = {
  "_io.BytesIO", "_io.StringIO", "array.array", "collections.OrderedDict",
  "collections.defaultdict", "collections.deque", "datetime.date", "datetime.datetime",
  "datetime.time", "datetime.timedelta", "datetime.timezone", "datetime.tzinfo",
  "decimal.Context", "decimal.Decimal", "functools._lru_cache_wrapper", "functools.partial",
  "itertools._grouper", "itertools._tee", "itertools.accumulate", "itertools.chain", "itertools.combinations",
  "itertools.combinations_with_replacement", "itertools.compress", "itertools.count",
  "itertools.cycle", "itertools.dropwhile", "itertools.filterfalse", "itertools.groupby",
  "itertools.islice", "itertools.pairwise", "itertools.permutations", "itertools.product",
  "itertools.repeat", "itertools.starmap", "itertools.takewhile", "itertools.zip_longest",
  "operator.attrgetter", "operator.itemgetter",
  "operator.methodcaller", "sys.version_info", "types.GenericAlias",
  "types.SimpleNamespace", "types.UnionType",
};

const char *class_type_name(Class *c) {
  const char *name = AS_STR(c->name)->data;
  Value m;
  size_t i, ml, nl = strlen(name);
  if (dict_get_str(NULL, c->dict, "__module__", 10, &m) != 1 || !IS_STR(m)) return name;
  /* a program's own classes ('__main__') are the common case: natives
  ** name them in every "needs Python code" error they drop */
  if (AS_STR(m)->data[0] == '_' && AS_STR(m)->data[1] == '_') return name;
  ml = AS_STR(m)->len;
  for (i = 0; i < sizeof ctype_names / sizeof ctype_names[0]; i++) {
    const char *q = ctype_names[i];
    /* (the first letters settle most: every class creation asks) */
    if (q[0] != AS_STR(m)->data[0] || (ml > 1 && q[1] != AS_STR(m)->data[1])) continue;
    if (strncmp(q, AS_STR(m)->data, ml) == 0 && q[ml] == '.' &&
        strncmp(q + ml + 1, name, nl) == 0 && q[ml + 1 + nl] == 0)
      return q;
  }
  return name;
}

bool class_is_ctype(Class *c) {
  Value m;
  if (class_type_name(c) != AS_STR(c->name)->data) return true;
  /* and types.py's mappingproxy, a builtin type named bare as its tp_name */
  return AS_STR(c->name)->len == 12 && memcmp(AS_STR(c->name)->data, "mappingproxy", 12) == 0 &&
         dict_get_str(NULL, c->dict, "__module__", 10, &m) == 1 && IS_STR(m) &&
         strcmp(AS_STR(m)->data, "builtins") == 0;
}

const char *val_type_name(Value v) {
  Class *c = user_class(v);
  int t;
  if (c) return class_type_name(c);
  t = val_type(v);
  /* natives standing for C types of a module, named as CPython's tp_name */
  if (t == T_PATTERN) return "re.Pattern";
  if (t == T_MATCH) return "re.Match";
  return type_names[t];
}
