/*
** value.h - values, heap objects and the core object API of the VM.
**
** A Value is a small tagged struct passed by value.  None, bools, ints that
** fit in int64, floats, type objects and builtin functions are immediate;
** everything else points to a heap object with a common header (Obj).
** Invariants:
**  - an int is V_INT whenever it fits in int64; a BigInt object always holds
**    a value outside that range (so equal ints have equal representation);
**  - heap objects hold no native pointers that could not be rebuilt in
**    another process: builtins and types are referred to by stable index;
**  - every object is allocated through vm->mem and linked on vm->objects for
**    the tracing GC, which only runs at safe points of the interpreter loop
**    (never inside a native function), so natives may keep unrooted
**    temporaries in C locals.
** Error convention: functions returning int return 0 (or a non-negative
** result) on success and -1 with a Python exception set in the VM on
** failure (vm_raise*).  Nothing uses setjmp/longjmp.
*/
#ifndef BT_VALUE_H
#define BT_VALUE_H

#include <stdint.h>
#include <stddef.h>
#include <stdbool.h>
#include <string.h>
#include "mem.h"

typedef struct VM VM;
typedef struct Obj Obj;

typedef enum {
  V_UNDEF = 0,   /* no value: unbound local, empty slot (never user-visible) */
  V_NONE,
  V_BOOL,        /* u.i is 0 or 1 */
  V_INT,         /* u.i */
  V_FLOAT,       /* u.f */
  V_TYPE,        /* u.i: TypeId of a builtin type or exception class */
  V_BUILTIN,     /* u.i: index into the builtin function table */
  V_OBJ,         /* u.o */
  V_TOOL,        /* u.i: index of a host tool registered in the VM */
  V_ELLIPSIS     /* u.i 0: the Ellipsis singleton (...), 1: NotImplemented */
} VTag;

typedef struct Value {
  uint32_t tag;  /* VTag */
  union { int64_t i; double f; Obj *o; } u;
} Value;

/* ---- Python-visible types (type(x), isinstance, exception classes) ---- */
/* X(id, name, base) - the order is stable (snapshots store the index). */
#define TYPE_LIST(X) \
  X(NONE, "NoneType", OBJECT) X(OBJECT, "object", OBJECT) \
  X(BOOL, "bool", INT) X(INT, "int", OBJECT) X(FLOAT, "float", OBJECT) \
  X(STR, "str", OBJECT) X(LIST, "list", OBJECT) X(TUPLE, "tuple", OBJECT) \
  X(DICT, "dict", OBJECT) X(SET, "set", OBJECT) \
  X(FROZENSET, "frozenset", OBJECT) X(RANGE, "range", OBJECT) \
  X(SLICE, "slice", OBJECT) X(TYPE, "type", OBJECT) \
  X(FUNCTION, "function", OBJECT) \
  X(BUILTIN_FUNCTION, "builtin_function_or_method", OBJECT) \
  X(METHOD, "method", OBJECT) X(CELL, "cell", OBJECT) X(CODE, "code", OBJECT) \
  X(GENERATOR, "generator", OBJECT) \
  X(COROUTINE, "coroutine", OBJECT) \
  X(FUTURE, "Future", OBJECT) X(TASK, "Task", FUTURE) \
  X(MODULE, "module", OBJECT) \
  X(LIST_ITER, "list_iterator", OBJECT) \
  X(TUPLE_ITER, "tuple_iterator", OBJECT) \
  X(STR_ITER, "str_ascii_iterator", OBJECT) \
  X(RANGE_ITER, "range_iterator", OBJECT) \
  X(SET_ITER, "set_iterator", OBJECT) \
  X(DICT_KEYITER, "dict_keyiterator", OBJECT) \
  X(DICT_VALUEITER, "dict_valueiterator", OBJECT) \
  X(DICT_ITEMITER, "dict_itemiterator", OBJECT) \
  X(DICT_KEYS, "dict_keys", OBJECT) X(DICT_VALUES, "dict_values", OBJECT) \
  X(DICT_ITEMS, "dict_items", OBJECT) \
  X(ENUMERATE, "enumerate", OBJECT) X(ZIP, "zip", OBJECT) \
  X(REVERSED, "reversed", OBJECT) \
  X(MAP, "map", OBJECT) X(FILTER, "filter", OBJECT) \
  X(ELLIPSIS, "ellipsis", OBJECT) X(NOTIMPL, "NotImplementedType", OBJECT) \
  X(STATICMETHOD, "staticmethod", OBJECT) X(CLASSMETHOD, "classmethod", OBJECT) \
  X(PROPERTY, "property", OBJECT) X(SUPER, "super", OBJECT) \
  X(BYTES, "bytes", OBJECT) X(BYTEARRAY, "bytearray", OBJECT) \
  X(BYTES_ITER, "bytes_iterator", OBJECT) \
  X(BYTEARRAY_ITER, "bytearray_iterator", OBJECT) \
  X(CALLABLE_ITER, "callable_iterator", OBJECT) \
  X(PATTERN, "Pattern", OBJECT) X(MATCH, "Match", OBJECT) \
  X(LIST_REVITER, "list_reverseiterator", OBJECT) \
  X(DICT_REVKEYITER, "dict_reversekeyiterator", OBJECT) \
  X(DICT_REVVALUEITER, "dict_reversevalueiterator", OBJECT) \
  X(DICT_REVITEMITER, "dict_reverseitemiterator", OBJECT) \
  X(METHOD_DESCRIPTOR, "method_descriptor", OBJECT) \
  X(ASYNC_GENERATOR, "async_generator", OBJECT) \
  X(LONGRANGE_ITER, "longrange_iterator", OBJECT) \
  X(WRAPPER_DESCRIPTOR, "wrapper_descriptor", OBJECT) \
  X(METHOD_WRAPPER, "method-wrapper", OBJECT) \
  X(MEMORYVIEW, "memoryview", OBJECT) \
  X(COMPLEX, "complex", OBJECT) \
  X(TRACEBACK, "traceback", OBJECT) \
  X(SEQ_ITER, "iterator", OBJECT)   /* iter() of an object with __getitem__ */ \
  /* an OrderedDict's views (View.h.flags VIEW_ODICT; the order of the \
     dict views'): type names only, the views work as a dict's */ \
  X(ODICT_KEYS, "odict_keys", DICT_KEYS) X(ODICT_VALUES, "odict_values", DICT_VALUES) \
  X(ODICT_ITEMS, "odict_items", DICT_ITEMS) \
  X(STR_UITER, "str_iterator", OBJECT)   /* a non-ASCII str's (STR_ITER: an ASCII one's) */ \
  /* collections.deque's (vm/lib/collections.c): src its ring list, i the \
     position, n the deque's state when made */ \
  X(DEQUE_ITER, "_deque_iterator", OBJECT) \
  X(DEQUE_REVITER, "_deque_reverse_iterator", OBJECT) \
  /* exceptions */ \
  X(BaseException, "BaseException", OBJECT) \
  X(SystemExit, "SystemExit", BaseException) \
  X(KeyboardInterrupt, "KeyboardInterrupt", BaseException) \
  X(GeneratorExit, "GeneratorExit", BaseException) \
  X(CancelledError, "CancelledError", BaseException) \
  X(Exception, "Exception", BaseException) \
  X(StopIteration, "StopIteration", Exception) \
  X(StopAsyncIteration, "StopAsyncIteration", Exception) \
  X(ArithmeticError, "ArithmeticError", Exception) \
  X(FloatingPointError, "FloatingPointError", ArithmeticError) \
  X(OverflowError, "OverflowError", ArithmeticError) \
  X(ZeroDivisionError, "ZeroDivisionError", ArithmeticError) \
  X(AssertionError, "AssertionError", Exception) \
  X(AttributeError, "AttributeError", Exception) \
  X(LookupError, "LookupError", Exception) \
  X(IndexError, "IndexError", LookupError) \
  X(KeyError, "KeyError", LookupError) \
  X(MemoryError, "MemoryError", Exception) \
  X(NameError, "NameError", Exception) \
  X(UnboundLocalError, "UnboundLocalError", NameError) \
  X(OSError, "OSError", Exception) \
  X(TimeoutError, "TimeoutError", OSError) \
  X(ReferenceError, "ReferenceError", Exception) \
  X(RuntimeError, "RuntimeError", Exception) \
  X(NotImplementedError, "NotImplementedError", RuntimeError) \
  X(RecursionError, "RecursionError", RuntimeError) \
  X(SyntaxError, "SyntaxError", Exception) \
  X(IndentationError, "IndentationError", SyntaxError) \
  X(TabError, "TabError", IndentationError) \
  X(SystemError, "SystemError", Exception) \
  X(TypeError, "TypeError", Exception) \
  X(ValueError, "ValueError", Exception) \
  X(UnicodeError, "UnicodeError", ValueError) \
  X(ImportError, "ImportError", Exception) \
  X(ModuleNotFoundError, "ModuleNotFoundError", ImportError) \
  X(Warning, "Warning", Exception) \
  X(UserWarning, "UserWarning", Warning) \
  X(DeprecationWarning, "DeprecationWarning", Warning) \
  X(RuntimeWarning, "RuntimeWarning", Warning) \
  X(InvalidStateError, "InvalidStateError", Exception) \
  X(UnicodeEncodeError, "UnicodeEncodeError", UnicodeError) \
  X(UnicodeDecodeError, "UnicodeDecodeError", UnicodeError) \
  /* the rest of CPython 3.11's builtin exceptions (appended: the TypeIds \
     above are stored in snapshots) */ \
  X(EOFError, "EOFError", Exception) \
  X(BufferError, "BufferError", Exception) \
  X(BlockingIOError, "BlockingIOError", OSError) \
  X(ChildProcessError, "ChildProcessError", OSError) \
  X(ConnectionError, "ConnectionError", OSError) \
  X(BrokenPipeError, "BrokenPipeError", ConnectionError) \
  X(ConnectionAbortedError, "ConnectionAbortedError", ConnectionError) \
  X(ConnectionRefusedError, "ConnectionRefusedError", ConnectionError) \
  X(ConnectionResetError, "ConnectionResetError", ConnectionError) \
  X(FileExistsError, "FileExistsError", OSError) \
  X(FileNotFoundError, "FileNotFoundError", OSError) \
  X(InterruptedError, "InterruptedError", OSError) \
  X(IsADirectoryError, "IsADirectoryError", OSError) \
  X(NotADirectoryError, "NotADirectoryError", OSError) \
  X(PermissionError, "PermissionError", OSError) \
  X(ProcessLookupError, "ProcessLookupError", OSError) \
  X(UnicodeTranslateError, "UnicodeTranslateError", UnicodeError) \
  X(BytesWarning, "BytesWarning", Warning) \
  X(EncodingWarning, "EncodingWarning", Warning) \
  X(FutureWarning, "FutureWarning", Warning) \
  X(ImportWarning, "ImportWarning", Warning) \
  X(PendingDeprecationWarning, "PendingDeprecationWarning", Warning) \
  X(ResourceWarning, "ResourceWarning", Warning) \
  X(SyntaxWarning, "SyntaxWarning", Warning) \
  X(UnicodeWarning, "UnicodeWarning", Warning) \
  X(re_error, "error", Exception)

typedef enum {
#define X(id, name, base) T_##id,
  TYPE_LIST(X)
#undef X
  T__COUNT
} TypeId;

#define T_FIRST_EXC T_BaseException

extern const char *const type_names[T__COUNT];  /* constant tables are fine */
extern const uint8_t type_bases[T__COUNT];
/* Module of a type that is not a builtin ("asyncio.exceptions" for
** CancelledError, "_asyncio" for Task), or NULL: repr and tracebacks
** qualify such names as CPython does. */
const char *type_module(int t);
bool type_is_subtype(int t, int base);           /* t == base or derives */

/* ---- heap objects ---- */
typedef enum {
  OT_STR = 1, OT_BIGINT, OT_LIST, OT_TUPLE, OT_DICT, OT_SET, OT_FROZENSET,
  OT_RANGE, OT_SLICE, OT_CODE, OT_FUNC, OT_CELL, OT_BMETHOD, OT_ITER,
  OT_GEN, OT_EXC, OT_VIEW,
  OT_CORO,           /* coroutine: a Gen (vm.h) whose code is async */
  OT_FUTURE,         /* asyncio future, task, gather (vm.h) */
  OT_MODULE,         /* an importable module (asyncio) */
  OT_BYTES,          /* bytes (Bytes, vm/bytes.c) */
  OT_BYTEARRAY,      /* bytearray (ByteArray, vm/bytes.c) */
  OT_PATTERN,        /* re.Pattern (vm/lib/re.h) */
  OT_MATCH,          /* re.Match (vm/lib/re.h) */
  OT_MEMVIEW,        /* memoryview (MemView, vm/bytes.h); before OT_CLASS,
                        as the kinds from OT_CLASS on are the object model's */
  OT_COMPLEX,        /* complex (Complex, vm/complex.h): immutable */
  OT_TRACEBACK,      /* a traceback entry (Traceback, below) */
  OT_CLASS,          /* a class made by a class statement (class.h) */
  OT_INSTANCE,       /* an instance of a user class (class.h) */
  OT_METHOD,         /* a Python function bound to an object (class.h) */
  OT_WRAP,           /* staticmethod, classmethod or property (class.h) */
  OT_SUPER           /* super(type, obj) (class.h) */
} ObjType;

struct Obj {
  Obj *next;         /* all objects of a VM, for the sweep */
  uint8_t type;      /* ObjType */
  uint8_t marked;    /* OBJ_MARK bits: the collector's (and a snapshot
                        writer's) mark; OBJ_OLD, OBJ_REM: generation (gc.c) */
  uint16_t flags;    /* per type */
  uint32_t size;     /* allocation size in bytes if < 4 GiB, else 0 (see
                        obj_size) */
};

#define OBJ_MARK 3    /* 0 white, 1 gray, 2 black */
#define OBJ_OLD 4     /* survived a collection */
#define OBJ_REM 8     /* old and in vm->gc_rem */
#define OBJ_TAIL 32   /* a remembered list whose young items all lie at
                         rem_from or after (gc.c, gc_barrier_tail) */

typedef struct Str {
  Obj h;
  uint64_t hash;     /* 0 = not computed yet */
  size_t len;        /* bytes, excluding the terminating NUL */
  size_t nchars;     /* code points */
  char data[];       /* UTF-8, NUL-terminated */
} Str;
#define STR_ASCII(s) ((s)->len == (s)->nchars)

/* bytes: immutable, data inline. */
typedef struct Bytes {
  Obj h;
  uint64_t hash;     /* 0 = not computed yet */
  size_t len;
  uint8_t data[];    /* len bytes, then a NUL (not part of the value) */
} Bytes;

/* bytearray: mutable, data in a separate block of cap bytes. */
typedef struct ByteArray {
  Obj h;
  size_t len, cap;
  uint8_t *data;     /* NULL when cap is 0 */
} ByteArray;

#define IS_BYTES(v)     IS_OBJ(v, OT_BYTES)
#define IS_BYTEARRAY(v) IS_OBJ(v, OT_BYTEARRAY)
#define IS_BYTESLIKE(v) (IS_BYTES(v) || IS_BYTEARRAY(v))

/* complex: two doubles, never changed after it is made (vm/complex.c). */
typedef struct Complex {
  Obj h;
  double re, im;
} Complex;
#define IS_COMPLEX(v)   IS_OBJ(v, OT_COMPLEX)
#define AS_COMPLEX(v)   ((Complex *)(v).u.o)

typedef struct BigInt {
  Obj h;
  int32_t neg;       /* 1 if negative */
  uint32_t n;        /* number of limbs, > 0, d[n-1] != 0 */
  uint32_t d[];      /* magnitude, base 2^32, least significant first */
} BigInt;

typedef struct List {
  Obj h;
  size_t len, cap;
  Value *items;      /* separate block of cap Values */
  size_t rem_from;   /* with OBJ_TAIL: the first item a minor collection
                        scans (the others are old or not objects) */
} List;

typedef struct Tuple {
  Obj h;
  size_t len;
  uint64_t hash;     /* 0 = not computed */
  Value items[];
} Tuple;

/* Dict: insertion-ordered entries plus an open-addressing index. */
typedef struct DictEntry {
  Value key;         /* V_UNDEF for a deleted entry */
  Value value;
  uint64_t hash;
} DictEntry;

typedef struct Dict {
  Obj h;
  size_t len;        /* live entries */
  size_t nentries;   /* entries used, deleted ones included */
  size_t cap;        /* capacity of entries */
  DictEntry *entries;
  size_t nindex;     /* index size, power of two (0 when entries is empty) */
  int32_t *index;    /* -1 empty, -2 deleted, else entry number; int8
                        slots when nindex <= 128, else int32 (dict.c);
                        more than 2^31 entries are refused */
  uint64_t version;  /* bumped on every insertion/deletion (iteration check) */
} Dict;

/* Set and frozenset: CPython's open-addressing table, so that iteration
** order (and so printing) matches CPython for ints. */
typedef struct SetEntry {
  Value key;         /* V_UNDEF: empty; tag V_UNDEF with u.i == 1: dummy */
  uint64_t hash;
} SetEntry;

typedef struct Set {
  Obj h;
  size_t fill;       /* active + dummy */
  size_t used;       /* active */
  size_t mask;       /* table size - 1 */
  size_t finger;     /* search finger for pop() */
  SetEntry *table;
  uint64_t hash;     /* frozenset hash cache, 0 = not computed */
  uint64_t version;
} Set;

/* A range whose start, stop, step and length all fit in int64 keeps them in
** the four fields (big is V_UNDEF); any other range keeps them, as ints of
** either form, in the tuple big, (start, stop, step, len), and its len
** field is the length clipped to INT64_MAX (vm/range.c). */
typedef struct Range {
  Obj h;
  int64_t start, stop, step, len;
  Value big;
} Range;

typedef struct Slice {
  Obj h;
  Value start, stop, step;
} Slice;

typedef struct Cell {
  Obj h;
  Value v;           /* V_UNDEF when empty */
} Cell;

/* A builtin method bound to its receiver: ("abc".upper). */
typedef struct BMethod {
  Obj h;
  Value self;
  int32_t method;    /* index into the method table */
} BMethod;

/* Native iterator over a builtin container, enumerate, zip, reversed.
** kind says how to advance; it never runs Python code. */
typedef struct Iter {
  Obj h;
  int32_t kind;      /* TypeId of the iterator type (T_LIST_ITER, ...) */
  uint8_t loop;      /* 1: made by GETITER for a loop (vm_getiter_loop), so
                        only registers hold it and FORITER may reuse it once
                        exhausted; 0 after a restore or a reuse's end */
  Value src;         /* iterated object (or tuple of iterators for zip) */
  int64_t i;         /* position / counter */
  int64_t n;         /* extra: end, step, or expected version */
} Iter;

/* dict_keys / dict_values / dict_items view; h.flags VIEW_ODICT: an
** OrderedDict's (odict_keys...: view_type). */
typedef struct View {
  Obj h;
  int32_t kind;      /* T_DICT_KEYS, T_DICT_VALUES, T_DICT_ITEMS */
  Value dict;
} View;
#define VIEW_ODICT 1
static inline int view_type(const View *w) {
  return (w->h.flags & VIEW_ODICT) ? w->kind - T_DICT_KEYS + T_ODICT_KEYS : w->kind;
}

/* Exception instance. */
/* A traceback entry: the instruction that was running in a frame's code
** (the line and the ^^^ markers come from code->pos[pc]); method: 1 when a
** CALLMETHOD failed looking the method up, not calling it (CPython then
** points at `obj.name`, not at the whole call); 2 (with pc 0) when the
** frame had not started, as a generator thrown into before its first
** next(): the code's first line, without markers; TB_GENERATED + N: shown
** as CPython's frame of code it generates, `File "<string>", line N`. */
typedef struct TbEntry { Obj *code; uint32_t pc; int32_t method; } TbEntry;
#define TB_GENERATED 3
#define TB_GENERATED_MAX 250   /* (method is saved as a byte) */
/* A traceback object (type 'traceback'): one frame's entry and the entry
** of the frame it called, as CPython's chain: an exception's __traceback__
** is the outermost frame it has left so far; each frame it propagates
** into puts a new one in front (exc_tb_add).  No frame is kept: the code
** and instruction only (tb_frame is None). */
typedef struct Traceback {
  Obj h;
  TbEntry e;
  struct Traceback *next;   /* tb_next: assignable, never a loop */
} Traceback;
typedef struct Exc {
  Obj h;
  int32_t type;      /* TypeId */
  Value args;        /* tuple */
  Value cause;       /* __cause__ or None */
  Value context;     /* __context__ or None */
  bool suppress_context;
  Value suggestion;  /* str shown as ". Did you mean: 'x'?" by tracebacks
                        of NameError/AttributeError (CPython 3.11), or None;
                        a V_TYPE: a builtin type's missing attribute, whose
                        suggestion the traceback looks for (repr.c) */
  Traceback *tb;     /* __traceback__ (outermost frame first), or NULL */
  Obj *cls;          /* the user class (a Class deriving from `type`), or
                        NULL for an instance of the builtin class itself */
  Dict *dict;        /* attributes set on the instance (a user class's
                        fields, __notes__, OSError's filename, ...), or NULL */
  uint64_t oid;      /* identity number (id(), hash, fake address), 0: none yet */
} Exc;

/* ---- value constructors and tests ---- */
#define VUNDEF       ((Value){V_UNDEF, {0}})
#define VNONE        ((Value){V_NONE, {0}})
static inline Value vbool(bool b) { Value v; v.tag = V_BOOL; v.u.i = b; return v; }
static inline Value vint(int64_t i) { Value v; v.tag = V_INT; v.u.i = i; return v; }
static inline Value vfloat(double f) { Value v; v.tag = V_FLOAT; v.u.f = f; return v; }
/* Set v[0..n) to VUNDEF.  VUNDEF is all zero bits (V_UNDEF is 0, u 0), so
** this is a memset: a frame's registers are cleared at every call, and a
** loop of Value stores writes tag and payload separately (the compiler
** may not write the padding between them). */
_Static_assert(V_UNDEF == 0, "values_undef clears Values with memset");
static inline void values_undef(Value *v, size_t n) {
  if (n) memset(v, 0, n * sizeof(Value));
}
static inline Value vobj(void *o) { Value v; v.tag = V_OBJ; v.u.o = (Obj *)o; return v; }
static inline Value vtype(int t) { Value v; v.tag = V_TYPE; v.u.i = t; return v; }
static inline Value vbuiltin(int b) { Value v; v.tag = V_BUILTIN; v.u.i = b; return v; }
static inline Value vnotimpl(void) { Value v; v.tag = V_ELLIPSIS; v.u.i = 1; return v; }
#define IS_NOTIMPL(v)  ((v).tag == V_ELLIPSIS && (v).u.i == 1)

#define IS_OBJ(v, t)   ((v).tag == V_OBJ && (v).u.o->type == (t))
#define IS_STR(v)      IS_OBJ(v, OT_STR)
#define IS_BIG(v)      IS_OBJ(v, OT_BIGINT)
#define IS_INTLIKE(v)  ((v).tag == V_INT || (v).tag == V_BOOL || IS_BIG(v))
#define AS_STR(v)      ((Str *)(v).u.o)
#define AS_BIG(v)      ((BigInt *)(v).u.o)
#define AS_LIST(v)     ((List *)(v).u.o)
#define AS_TUPLE(v)    ((Tuple *)(v).u.o)
#define AS_DICT(v)     ((Dict *)(v).u.o)
#define AS_SET(v)      ((Set *)(v).u.o)
#define AS_EXC(v)      ((Exc *)(v).u.o)

/* Copy n values (overlap allowed); n == 0 with NULL pointers is fine. */
static inline void vcopy(Value *dst, const Value *src, size_t n) {
  size_t i;
  if (dst < src) for (i = 0; i < n; i++) dst[i] = src[i];
  else if (dst > src) for (i = n; i-- > 0;) dst[i] = src[i];
}

/* ---- core object API (vm/obj.c) ---- */
void *obj_new(VM *vm, int type, size_t size);  /* zeroed; NULL + MemoryError */
void obj_free(VM *vm, Obj *o);                  /* used by the GC sweep */
void obj_free_final(VM *vm, Obj *o);            /* vm_free's (obj.c) */

/* Strings (vm/str.c).  str_new validates nothing: callers pass UTF-8. */
int str_new(VM *vm, const char *s, size_t len, Value *out);
int str_newc(VM *vm, const char *cstr, Value *out);
uint64_t str_hash(VM *vm, Str *s);
bool str_eq(const Str *a, const Str *b);

/* Tuples and lists (vm/list.c). */
Tuple *tuple_new(VM *vm, size_t n);             /* items set to None */
List *list_new(VM *vm, size_t cap);
int list_append(VM *vm, List *l, Value v);

/* Dicts (vm/dict.c).  Lookups return 1 found, 0 not found, -1 error. */
Dict *dict_new(VM *vm);
int dict_get(VM *vm, Dict *d, Value key, Value *out);
int dict_set(VM *vm, Dict *d, Value key, Value val);
int dict_del(VM *vm, Dict *d, Value key, Value *old);  /* 1 deleted, 0 absent */
int dict_get_str(VM *vm, Dict *d, const char *key, size_t len, Value *out);
void dict_clear(VM *vm, Dict *d);
/* Iterate: *pos starts at 0; returns false at the end. */
bool dict_next(Dict *d, size_t *pos, Value *key, Value *val);

/* Sets (vm/dict.c).  Same return conventions. */
Set *set_new(VM *vm, bool frozen);
int set_add(VM *vm, Set *s, Value key);
int set_contains(VM *vm, Set *s, Value key);
int set_discard(VM *vm, Set *s, Value key);           /* 1 removed, 0 absent */
bool set_next(Set *s, size_t *pos, Value *key);

/* Hashing and equality of any value.  vm_hash raises TypeError
** "unhashable type: 'list'".  vm_eq returns 1/0, or -1 on error. */
int vm_hash(VM *vm, Value v, uint64_t *out);
/* vm_hash(v) would fail wanting v's Python __hash__ (want_py): the hot dict
** operations hand the work to the prelude at once, without the error.
** Only objects of the object model's kinds are asked (an exception with a
** Python __hash__ takes the error's way, as before). */
bool hash_wants_py_at(VM *vm, Value v);
static inline bool hash_wants_py(VM *vm, Value v) {
  return v.tag == V_OBJ && v.u.o->type >= OT_CLASS && hash_wants_py_at(vm, v);
}
int vm_eq(VM *vm, Value a, Value b);

/* Exceptions (vm/exc.c).  All return -1 so that `return vm_raise(...)`
** reads naturally.  The message is printf-formatted. */
int vm_raise(VM *vm, int type, const char *fmt, ...)
#if defined(__GNUC__)
  __attribute__((format(printf, 3, 4)))
#endif
  ;
int vm_raise_value(VM *vm, int type, Value arg);  /* e.g. KeyError(key) */
/* The message `prefix` (ASCII) followed by the str `tail`, which may be
** as long as the memory limit allows ("unknown encoding: <name>"): copied
** with the deadline polled (vsnprintf walks a long %s unpolled, byte by
** byte when it only measures). */
int vm_raise_tail(VM *vm, int type, const char *prefix, const Str *tail);
/* want_py set and TypeError "the WHAT of a 'T' object cannot run inside
** this operation" (T: v's type): a native met
** Python code it cannot run (vm.h, want_py). */
int vm_raise_needs_py(VM *vm, const char *what, Value v);
int vm_nomem(VM *vm);                             /* MemoryError */


/* Growable byte buffer for building strings (vm/str.c).  All through vm->mem. */
typedef struct Buf { char *p; size_t len, cap; } Buf;
#define BUF_INIT {NULL, 0, 0}
/* Append n bytes (kept NUL-terminated); -1: MemoryError.  Inline while
** they fit in the room left, as most appends do; buf_put_grow grows. */
int buf_put_grow(VM *vm, Buf *b, const char *s, size_t n);
static inline int buf_put(VM *vm, Buf *b, const char *s, size_t n) {
  if (b->cap - b->len > n) {
    if (n) memcpy(b->p + b->len, s, n);   /* s may be NULL when n is 0 */
    b->len += n;
    b->p[b->len] = 0;
    return 0;
  }
  return buf_put_grow(vm, b, s, n);
}
int buf_putc(VM *vm, Buf *b, char c);
int buf_printf(VM *vm, Buf *b, const char *fmt, ...)
#if defined(__GNUC__)
  __attribute__((format(printf, 3, 4)))
#endif
  ;
int buf_put_utf8(VM *vm, Buf *b, uint32_t cp);         /* one code point */
int buf_finish(VM *vm, Buf *b, Value *out);            /* new str; frees b */
void buf_free(VM *vm, Buf *b);

/* Generic operations that any module may use (vm/ops.c).  They never run
** Python code. */
int vm_repr(VM *vm, Value v, Value *out);     /* repr(v) as a new str */
int vm_str(VM *vm, Value v, Value *out);      /* str(v) */
int vm_repr_buf(VM *vm, Value v, Buf *b);     /* append repr(v) */
int vm_str_buf(VM *vm, Value v, Buf *b);      /* append str(v) */
int vm_getitem(VM *vm, Value obj, Value key, Value *out);
int vm_getattr(VM *vm, Value obj, const char *name, Value *out);
bool vm_truthy(Value v);
/* Index argument to int64: TypeError "'x' object cannot be interpreted as an
** integer" for non-ints, OverflowError for huge ones. */
int vm_index(VM *vm, Value v, int64_t *out);
int vm_ssize(VM *vm, Value v, int64_t *out);   /* vm_index, C ssize_t OverflowError */
int vm_not_index(VM *vm, Value v);   /* the TypeError of vm_index (interp.c index_retry) */
int vm_not_slice_index(VM *vm, Value v, bool none);   /* the same for a slice bound */

/* Names of the value's type for messages: "int", "list", ... */
const char *val_type_name(Value v);
int val_type(Value v);                            /* TypeId */

#endif
