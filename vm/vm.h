/*
** vm.h - the VM state, code objects, functions, frames and generators.
**
** The interpreter is stackless: a Python-to-Python call pushes a Frame on
** vm->frames and continues in the same dispatch loop, so execution can stop
** at any instruction boundary at any depth.  Registers of all frames live
** in one growable array vm->stack; frames refer to it by index (base), never
** by pointer, so the array may move when it grows.
*/
#ifndef BT_VM_H
#define BT_VM_H

#include "value.h"
#include "opcodes.h"

typedef struct Instr {
  uint8_t op;        /* OP_* */
  uint8_t x;         /* extra operand: operator, flags */
  uint16_t a, b, c;
} Instr;

#define INSTR_BX(i)   ((uint32_t)(i).b | ((uint32_t)(i).c << 16))
#define INSTR_SBX(i)  ((int32_t)INSTR_BX(i))
#define NO_REG 0xFFFF

/* Exception handler: an exception raised by an instruction in [start, end)
** stores the exception in R[reg] and jumps to target.  Innermost first. */
typedef struct Handler {
  uint32_t start, end, target;
  uint16_t reg;
} Handler;

#define CODE_VARARGS   0x01  /* has *args (register nparams) */
#define CODE_VARKW     0x02  /* has **kwargs (register after *args) */
#define CODE_GENERATOR 0x04  /* calling it makes a generator */
#define CODE_HIDDEN    0x08  /* prelude code: hidden from tracebacks */
#define CODE_MODULE    0x10  /* module body (globals are names) */
#define CODE_LAMBDA    0x20
#define CODE_COROUTINE 0x40  /* async def: calling it makes a coroutine */
#define CODE_DOC       0x100 /* k[0] is the docstring */
#define CODE_AWAITS    0x80  /* module body with a top-level await: it runs
                                as the main task of an event loop */

/* Inline cache of a GETGLOBAL: valid while the dicts' versions (bumped on
** every insertion and deletion, never on overwriting a value) are unchanged,
** so the entry number still names the same key. */
typedef struct GCache {
  Dict *globals;       /* the namespace it was filled for */
  uint64_t gver, bver; /* versions of globals and builtins then */
  uint32_t idx;        /* entry number in globals (kind 1) or builtins (2) */
  uint32_t kind;       /* 0 empty */
} GCache;

/* Inline cache of an attribute instruction (GETATTR, SETATTR, CALLMETHOD)
** on instances of a user class: what that class gives for the name, filled
** by class_acache_fill (class.c).  Valid while the instance's class is cls
** and vm->class_epoch equals epoch: the epoch is bumped whenever a class
** namespace changes after the class was made (class_fix_slots) and whenever
** a class is freed (so cls is never a reused address).  v is kept alive by
** cls's MRO while the entry is valid.  Never saved in a snapshot. */
enum {
  AC_NONE,     /* empty, or nothing cacheable */
  AC_ATTR,     /* GETATTR: the instance dict's value, else v if v is not
                  V_UNDEF (a plain class attribute, returned as it is),
                  else the slow path */
  AC_PROP,     /* GETATTR: a property: call v (its getter) on the instance */
  AC_STORE,    /* SETATTR: a plain store into the instance dict */
  AC_METHOD    /* CALLMETHOD: v is a Python function of the class: call it
                  with the instance unless the instance dict has the name */
};
typedef struct ACache {
  const void *cls;     /* the Class */
  uint64_t epoch;
  Value v;
  uint32_t idx;        /* a guess, checked: the entry of the name in the
                          last instance dict it was found in, or its index
                          in cls's layout (attrs_index's hint, which is
                          only about cls: reset when cls changes) */
  uint32_t kind;       /* AC_* */
} ACache;

/* Where an instruction lies in the source (CPython 3.11's co_positions):
** the frame line of a traceback entry and the ^^^ markers under it.
** Columns are 0-based byte offsets in their line; POS_NOCOL when unknown
** (or past 65534): no markers then. */
typedef struct CodePos {
  int32_t line;        /* 1-based start line */
  uint16_t dline;      /* end line - line */
  uint16_t col;        /* start, on line */
  uint16_t end_col;    /* one past the end, on line + dline */
  uint16_t a, b;       /* by kind, on line: POS_BINOP the left operand's end
                          and the right one's start; POS_SUBSCR the value's
                          end and the index's end; POS_METHOD the method
                          name's end (a) on line + b */
  uint8_t kind;        /* POS_* */
  uint8_t spare;       /* 0: no padding, so code checks can hash the array */
} CodePos;
_Static_assert(sizeof(CodePos) == 16, "CodePos has no padding");

enum { POS_PLAIN, POS_BINOP, POS_SUBSCR, POS_METHOD };
#define POS_NOCOL 0xFFFF

typedef struct Code {
  Obj h;
  GCache *gcache;      /* per instruction, allocated at the first GETGLOBAL */
  ACache *acache;      /* per instruction, allocated at the first fill */
  Instr *code;
  uint32_t ncode;
  uint32_t nk;
  Value *k;            /* constants: ints, floats, strs, codes, tuples */
  CodePos *pos;        /* source position of each instruction */
  Handler *handlers;
  uint32_t nhandlers;
  uint16_t nregs;      /* registers needed by a frame */
  uint16_t nargs;      /* positional parameters (positional-only included) */
  uint16_t nposonly;   /* positional-only parameters */
  uint16_t nkwonly;    /* keyword-only parameters, after *args */
  uint16_t flags;      /* CODE_* */
  uint16_t ncellparams;/* parameters to wrap in cells at entry */
  uint16_t *cellparams;/* their registers */
  uint16_t nfree;      /* free variables, copied from the closure into
                          registers freebase.. at entry */
  uint16_t freebase;
  int32_t firstline;   /* line of the def (its first decorator) */
  uint32_t check;      /* snap_code_check's value, kept while flags ==
                          checkflags (0: not computed yet) */
  uint16_t checkflags;
  uint32_t gsite;      /* a module body's GETGLOBAL cache hint: 1 + the last
                          site that missed while gcache is NULL (a per-VM
                          cache, 0 in a new or loaded code) */
  const uint8_t *lazy; /* a function loaded from the library's image: its
                          instructions and positions there, not decoded yet
                          (code, pos NULL, ncode 0) until codeimg_ensure;
                          read-only data of the build.  NULL otherwise */
  Value name;          /* str */
  Value qualname;      /* str */
  Value varnames;      /* tuple of str: names of registers 0..nvars-1 */
  Value filename;      /* str */
  Value source;        /* str: whole source, for traceback lines; or None */
} Code;

typedef struct Func {
  Obj h;
  Code *code;
  Dict *globals;       /* module namespace: user globals or the prelude's */
  Value defaults;      /* tuple of defaults of the last positional params, or None */
  Value kwdefaults;    /* dict name -> default for keyword-only params, or None */
  Value closure;       /* tuple of cells, or None */
  Dict *dict;          /* attributes set on it (f.calls = 0), or NULL */
  Dict *meta;          /* __name__, __qualname__, __doc__, __module__ and
                          __annotations__ when assigned (functools.wraps)
                          or given: kept apart from __dict__, as CPython's
                          function fields are; or NULL */
} Func;

enum { GEN_CREATED, GEN_SUSPENDED, GEN_RUNNING, GEN_DONE };

typedef struct Gen {
  Obj h;
  Func *func;
  uint32_t pc;         /* next instruction when resumed */
  uint8_t state;       /* GEN_* */
  Value name;          /* shown in repr: "<generator object NAME at ...>" */
  Value handled;       /* handled exception saved while suspended */
  uintptr_t born;      /* the frame a call made it in: its generator's
                          address, or the frames there were (0: not known,
                          as after a restore: any frame); interp.c
                          gen_drop's hint, compared, never read through,
                          not saved */
  uint32_t nregs;
  Value regs[];        /* saved registers while suspended */
} Gen;

/* An async generator is a Gen of type OT_CORO whose code is a generator
** too (async def with yield): awaited through its __anext__/asend/athrow/
** aclose (prelude coroutines), resumed at its yields like a generator. */
static inline bool gen_is_async(const Gen *g) {
  return g->h.type == OT_CORO && (g->func->code->flags & CODE_GENERATOR) != 0;
}
static inline bool val_is_agen(Value v) {
  return IS_OBJ(v, OT_CORO) && gen_is_async((const Gen *)v.u.o);
}
/* a coroutine proper: what await, tasks and gather take */
static inline bool val_is_coro(Value v) {
  return IS_OBJ(v, OT_CORO) && !gen_is_async((const Gen *)v.u.o);
}

/* The registers and frames of one thread of execution: the main program,
** or an asyncio task.  The running one lives in the VM's own fields
** (vm->stack, vm->frames, ...); the others are parked in a Fiber. */
typedef struct Fiber {
  Value *stack;
  size_t stack_cap;
  struct Frame *frames;
  uint32_t nframes, frames_cap;
  Value handled;       /* exception being handled (bare raise) */
  Value exc;           /* to raise when it resumes, V_UNDEF if none */
  Value ctx;           /* contextvars cell (vm/lib/contextvars.c), V_UNDEF if none */
} Fiber;

/* asyncio futures (vm/async.c).  One object type for every kind: they
** share the state machine and the done callbacks. */
enum {
  FUT_PLAIN,     /* completed by the VM: a waiter of wait_for */
  FUT_TOOL,      /* an async tool call (or a timer): completed by the host;
                    shows as a coroutine */
  FUT_TASK,      /* runs a coroutine in its own fiber */
  FUT_GATHER,    /* asyncio.gather: coro is the tuple of children */
  FUT_QUEUE,     /* as_completed: coro is the list of children done and
                    not yet taken; awaiting it takes the first */
  FUT_YIELD      /* asyncio.sleep(0): awaiting it yields once */
};
enum { FS_PENDING, FS_RESULT, FS_EXCEPTION, FS_CANCELLED };
/* What a future does when it completes: each becomes an entry of the
** ready queue, run in order (CPython's call_soon). */
enum {
  CB_WAKEUP,     /* resume task obj (NULL: the main fiber) */
  CB_GATHER,     /* gather obj: a child finished */
  CB_RELEASE,    /* waiter obj: complete it with None (wait_for) */
  CB_QUEUE       /* as_completed queue obj: a child finished */
};
typedef struct Callback { uint32_t kind; Obj *obj; } Callback;

typedef struct Future {
  Obj h;
  uint8_t kind;        /* FUT_* */
  uint8_t state;       /* FS_* */
  uint8_t awaited;     /* FUT_TOOL: its result was taken by an await */
  uint8_t must_cancel; /* FUT_TASK: cancel at the next suspension */
  uint8_t started;     /* FUT_TASK: the coroutine has run */
  uint8_t rex;         /* FUT_GATHER: return_exceptions; FUT_TASK: a runner,
                          which runs one done callback (coro: the prelude's
                          _aio_call_cb(fn, fut); name: fn) and is no task
                          the program sees */
  uint8_t cancel_req;  /* FUT_GATHER: cancel() was called */
  Value result;        /* FS_RESULT: the value; FS_EXCEPTION: the exception;
                          FS_CANCELLED: the CancelledError, or the message
                          (str or None) to make one with */
  Value coro;          /* FUT_TASK: coroutine or FUT_TOOL future it runs;
                          FUT_GATHER: tuple of children; FUT_QUEUE: list of
                          children done; FUT_PLAIN: tuple of the futures
                          that release it; else None */
  Value name;          /* FUT_TASK: "Task-N" */
  Value cancel_msg;    /* FUT_TASK: message of the pending cancel */
  Obj *waiting;        /* FUT_TASK: the future it is suspended on */
  uint64_t req;        /* FUT_TOOL: request id (0 once completed) */
  uint64_t count;      /* FUT_GATHER: children finished; FUT_TASK: cancel
                          requests not yet uncancelled (cancelling()) */
  Callback *cbs;       /* inl, or an allocated array of capcbs */
  uint32_t ncbs, capcbs;
  Callback inl[1];     /* room for the usual single callback */
  Fiber fib;           /* FUT_TASK: its registers and frames while parked */
} Future;

/* A module object (import asyncio). */
typedef struct Module {
  Obj h;
  Value name;          /* str */
  Dict *dict;
} Module;

/* An entry of the event loop's ready queue: a callback to run. */
enum { RQ_STEP = 16, RQ_CONT, RQ_STOP };
/* after CB_*: resume a task after an await (cancellation applies) / after
** a sync tool call (it does not) / the main program of a top-level-await
** run ended: the loop stops at the end of this iteration */
enum { STOP_NONE, STOP_RUN, STOP_MAIN };   /* what a loop stop leads to */
typedef struct Ready { uint32_t kind; Obj *obj; Obj *arg; } Ready;

/* What to do when a frame returns or yields. */
enum {
  FR_CALL,       /* store the result in stack[ret] and go on in the caller */
  FR_TOP,        /* bottom frame of a run: the run ends */
  FR_GENFOR,     /* generator resumed by FORITER: on yield store in
                    stack[ret] and skip the caller's next instruction; on
                    return go on in the caller (its exit jump) */
  FR_GENNEXT,    /* resumed by next(), send() or throw(): on yield store;
                    on return raise StopIteration(value) in the caller, or
                    store `dflt` (next's default) */
  FR_GENCLOSE,   /* resumed by close() with GeneratorExit raised in it: on
                    return, or GeneratorExit/StopIteration escaping, store
                    None; on yield raise RuntimeError in the caller */
  FR_YIELDFROM,  /* resumed by SEND (yield from): on yield store in
                    stack[ret] and skip the caller's next instruction; on
                    return store the value and go on (its exit jump) */
  FR_YFCLOSE,    /* the subiterator of a yield from being closed because
                    its delegator is closed (or thrown GeneratorExit): on
                    return, or GeneratorExit/StopIteration escaping, raise
                    `dflt` (the GeneratorExit) in the caller; on yield
                    RuntimeError in the caller */
  FR_INIT,       /* __init__ of a new instance (dflt): on return check
                    None and store the instance in stack[ret] */
  FR_INIT_FINISH,/* FR_INIT, then finish the caller's instruction with
                    the instance (raise of a user exception class) */
  FR_FINISH,     /* a special method run for the caller's current
                    instruction: on return finish that instruction with
                    the result (interp.c finish_op; dflt: its stage) */
  FR_DROPCLOSE,  /* closed because its last reference was dropped (interp.c
                    gen_drop): as FR_GENCLOSE, but an exception or a yield
                    is ignored, as CPython ignores them in a generator's
                    finaliser; the caller's instruction then runs again or
                    goes on (see gen_drop) */
};
#define FR__LAST FR_DROPCLOSE

typedef struct Frame {
  Code *code;
  Func *func;          /* NULL for the module body */
  Gen *gen;            /* generator being run by this frame, or NULL */
  uint32_t base;       /* R[0] is vm->stack[base] */
  uint32_t pc;         /* next instruction (saved while not running) */
  uint32_t ret;        /* stack index of the caller's result register */
  uint8_t kind;        /* FR_* */
  uint8_t made_gen;    /* a call in it made a generator: interp.c gen_drop
                          looks at all its registers when it ends (1 after
                          a restore), else at its parameters only */
  Value dflt;          /* FR_GENNEXT: default value, V_UNDEF if none;
                          FR_YFCLOSE: the GeneratorExit to raise after */
  Value handled;       /* caller's handled exception, restored on exit */
  Dict *globals;       /* namespace for GETGLOBAL/SETGLOBAL */
} Frame;

/* Builtin functions: a native implementation, and optionally the name of a
** prelude (Python) function to call instead when the native code returns
** BI_FALLBACK (e.g. an argument needs Python code to iterate). */
#define BI_FALLBACK (-2)

/* A library function's native twin (vm/lib/datetime.c): fn, a special
** method written in Python, called with args[0..n).  1: the twin gave
** the function's own result in *out (no Python code ran); 0: the twin
** declines (no twin, or a case the Python code must run); -1: error. */
int lib_twin(VM *vm, Value fn, const Value *args, int n, Value *out);

/* A float result.  Floats are immediates, and identity is their bits
** (`is`, dict and set keys, `x in [x]`): CPython makes a new object for
** each NaN an operation returns, so `float('nan') is float('nan')` is
** False while `x = nan; {x: 1}[x]` finds it.  So each NaN made here gets
** a payload of its own (its sign kept); a NaN passed through unchanged
** (`y = x`, a container, math.nan) keeps its identity. */
/* A made NaN's payload: a marker bit, then 50 bits of serial (struct.pack
** writes such a NaN as the plain quiet NaN, as CPython packs float('nan')). */
#define NAN_MADE_BIT 0x0004000000000000ull
#define NAN_SERIAL_MASK 0x0003FFFFFFFFFFFFull
Value vm_nan_new(VM *vm, double like);
static inline Value vm_float(VM *vm, double d) {
  return d == d ? vfloat(d) : vm_nan_new(vm, d);
}
#define BI_SUSPEND  (-3)   /* the calling fiber waits (vm/async.c) */
#define BI_REQUEST  (-4)   /* *out is the future of a new request */
#define BI_RESUME   (-5)   /* resume a generator as vm->genop says (gen.c) */
#define BI_SLEEP    (-6)   /* the fiber waits for a sleep of *out seconds */

/* A generator operation asked by a native (next, send, throw, close), done
** by the loop right after the native returns (so never seen by the GC). */
enum { GOP_NEXT, GOP_SEND, GOP_THROW, GOP_CLOSE,
       GOP_PASSUP,         /* a hand-stepped await chain yields arg (interp.c) */
       GOP_BADTHROW };     /* throw() of a non-exception: arg is its TypeError,
                              raised at the deepest yield from of a chain of
                              generators, or in the caller */
typedef struct GenOp {
  int op;              /* GOP_* */
  Value gen;           /* the generator */
  Value arg;           /* value sent, or exception thrown */
  Value dflt;          /* next(g, default), V_UNDEF if none */
} GenOp;
typedef int (*NativeFn)(VM *vm, Value *args, int nargs, Tuple *kwnames,
                        Value *out);

typedef struct Builtin {
  const char *name;
  NativeFn fn;
  const char *fallback;    /* prelude function name or NULL */
  int type;                /* TypeId this constructs, or -1 */
} Builtin;

/* Methods of builtin types, one table per type family (strmeth.c,
** methods.c).  A method id is (family << 8) | index, stable across
** processes.  args[0] is self; for an unbound method taken from the type
** (str.upper) the caller passes self as the first argument. */
typedef struct Method {
  const char *name;
  NativeFn fn;
  const char *fallback;    /* prelude function taking (self, ...) or NULL */
  int flags;               /* METH_STATIC: called without the receiver
                              (str.maketrans, dict.fromkeys) */
} Method;
#define METH_STATIC 1
#define method_is_static(m) (((m)->flags & METH_STATIC) != 0)

enum { MF_STR, MF_LIST, MF_TUPLE, MF_DICT, MF_SET, MF_INT, MF_FLOAT, MF_RANGE, MF_FUTURE,
       MF_GEN, MF_BYTES, MF_BYTEARRAY, MF_EXC, MF_PATTERN, MF_MATCH, MF_PROPERTY, MF_AGEN,
       MF_SLICE, MF_MEMVIEW, MF_COMPLEX, MF__COUNT };
extern const Method str_methods[], list_methods[], tuple_methods[], dict_methods[],
    set_methods[], int_methods[], float_methods[], range_methods[];
extern const int str_methods_n, list_methods_n, tuple_methods_n, dict_methods_n,
    set_methods_n, int_methods_n, float_methods_n, range_methods_n;
const Method *method_get(int id);
int method_family_type(int id);   /* TypeId of the family's receiver */
int bmethod_type(const BMethod *m);   /* vm/obj.c: type() of a builtin method */
int method_names(int type, const char **names, int max);

/* Argument checking for natives, with CPython's wording. */
int arg_count(VM *vm, const char *fname, int nargs, int min, int max);
int arg_nokw(VM *vm, const char *fname, Tuple *kwnames);
/* vm/scope.c: the namespace of the program code that called a native
** (library and prelude frames skipped); see there. */
Frame *scope_frame(VM *vm);
bool scope_library_code(const Code *co);   /* library or prelude code */
const char *scope_library_module(VM *vm, size_t *len);  /* the running one's */
int scope_dict(VM *vm, Dict **d);     /* 1: *d is it; 0: a function's */
int scope_locals(VM *vm, Dict *into); /* a function's bound variables */
bool scope_var_name(Value k);
int bi_globals(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int bi_locals(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
/* Collect keyword arguments named in names[0..n) into out[] (V_UNDEF when
** absent); an unknown keyword is the TypeError
** "'x' is an invalid keyword argument for fname()". */
int arg_kw(VM *vm, const char *fname, Value *args, int nargs, Tuple *kwnames,
           const char *const *names, int n, Value *out);
/* Argument Clinic's checks of a builtin's arguments (_PyArg_UnpackKeywords),
** before arg_kw's names: more than the n parameters, more positional than
** maxpos, a required one (the first `required`) missing, one given by name
** and position; CPython's messages.  names: all n, "" for positional-only. */
int arg_clinic(VM *vm, const char *fname, int nargs, Tuple *kwnames,
               const char *const *names, int n, int maxpos, int required);

/* Limits and usage of one run. */
typedef struct Limits {
  uint64_t max_steps;      /* 0 = none */
  size_t max_memory;       /* mem.limit */
  uint32_t max_depth;      /* Python call depth (RecursionError) */
  size_t max_output;
  uint64_t max_calls;      /* tool calls per run, 0 = none */
} Limits;

#define REPR_STACK 1000
#define GC_MIN (1u << 20)
#define GC_YOUNG_MAX ((size_t)2 << 20)   /* bytes allocated between minor
                                            collections, at most (gc.c) */
#define BUDGET_CHUNK 1024     /* steps between limit checks */
enum { LIMIT_NONE, LIMIT_STEPS, LIMIT_MEMORY, LIMIT_DEPTH, LIMIT_OUTPUT, LIMIT_CALLS,
       LIMIT_TIME };

/* A tool registered by the host.  Calling it suspends the caller until the
** host fulfils the request. */
typedef struct Tool {
  Value name;          /* str */
  Value binder;        /* Func whose parameters are the signature, or None */
  Value signature;     /* str as given, or None */
  Value doc;           /* str or None */
  uint32_t flags;
} Tool;

#define TOOL_ASYNC 1u   /* = BT_TOOL_ASYNC: calls return a future */
#define TOOL_OMIT_NONE 2u  /* (bt_tool_schema) a keyword argument that is None
                              for a parameter defaulting to None is left out
                              of the request (an optional JSON-Schema
                              property is absent, never null), and **kwargs
                              are merged into the request's kwargs */

enum { REQ_PENDING, REQ_DONE, REQ_FAILED };

/* An outstanding tool call. */
typedef struct Request {
  uint64_t id;
  uint32_t tool;
  uint8_t state;       /* REQ_* */
  int32_t line;
  uint32_t ret;        /* stack index of the caller's result register */
  Obj *fut;            /* async tool: its Future; NULL for a sync call */
  Obj *task;           /* sync call: the blocked task, NULL: main fiber */
  void *host;          /* the API's copy for the host (a hint, checked) */
  Value args;          /* list of positional arguments */
  Value kwargs;        /* dict of keyword arguments (by name with a signature) */
  Value result;        /* REQ_DONE: the value; REQ_FAILED: the exception */
} Request;

typedef void (*OutputFn)(void *ud, const char *s, size_t n);

#define SLOT_INDEX_SIZE 512   /* VM.slot_index: a power of two over the slots */

struct VM {
  Mem mem;
  Obj *objects;            /* every heap object, the young ones first */
  size_t gc_next;          /* collect when mem.used passes this */
  bool gc_enabled;
  bool gc_full;            /* the next collection must be a full one */
  Obj *gc_old;             /* first old object on objects (the young ones
                              are those before it), NULL: none is old */
  size_t gc_full_at;       /* a collection with mem.used past this is full */
  Obj **gc_rem;            /* old objects a young reference may have been
                              stored in since the last collection (OBJ_REM) */
  size_t gc_nrem, gc_caprem;
  Obj **gc_always;         /* old objects of kinds without a write barrier:
                              every minor collection scans them (gc.c) */
  size_t gc_nalways, gc_capalways;
  uint32_t gc_count;       /* collections so far (GC-stress: every 8th is full) */
  Obj **gc_young;          /* the young objects in allocation order, for a
                              minor sweep that knows its addresses ahead
                              (gc.c), unless gc_young_lost */
  size_t gc_nyoung, gc_capyoung;
  bool gc_young_lost;      /* gc_young lacks a young object: sweep the list */
  /* Work a collection stopped by the deadline left for later (gc.c,
  ** gc_settle): the rest of a full sweep, from gc_sweep_from (the first
  ** object not swept, NULL: none) on, linked from gc_sweep_after (NULL:
  ** from the head of objects); or, after a full trace gave up, the marks to
  ** wipe from every object (gc_wipe). */
  Obj *gc_sweep_from, *gc_sweep_after;
  bool gc_wipe;
  /* Exhausted loop iterators that GETITER may reuse (seq.c
  ** vm_getiter_loop): each is held by nothing but stale registers, which
  ** never read it again; emptied by every collection, so it roots nothing
  ** and the collector frees those that nothing else holds. */
  Iter *iter_free[8];
  uint32_t niter_free;
  /* The argument list of a tool call the host has answered, for the next
  ** call to fill again (interp.c tool_call): held by nothing once its
  ** request is gone, and made since the last collection (so young: filling
  ** it needs no barrier).  args_made is the list tool_call made last, the
  ** only one that may be kept (a restored request's list may be the
  ** program's).  Both emptied by every collection: they root nothing. */
  List *args_free;
  const List *args_made;

  Value *stack;            /* registers of all frames */
  size_t stack_cap;
  Frame *frames;
  uint32_t nframes, frames_cap;

  Dict *globals;           /* the module's globals (persist across runs) */
  Dict *builtins;          /* name -> builtin value (immutable after init) */
  Dict *prelude;           /* name -> prelude function */

  Value exc;               /* exception in flight, V_UNDEF if none */
  Value handled;           /* exception being handled (bare raise) */
  Value result;            /* result of the last run */

  /* limits */
  Limits lim;
  uint32_t depth_host;     /* lim.max_depth before the program first lowered
                              it (sys.setrecursionlimit; 0: not yet): the
                              most a later call may give back (vm/lib/sys.c);
                              not saved: after a restore, the depth then */
  uint64_t steps;          /* counted at jumps and calls */
  int64_t budget;          /* countdown to the next check */
  size_t out_bytes;
  bool limit_hit;          /* a limit ended the run: uncatchable */
  int limit_kind;

  OutputFn out;            /* print sink */
  void *out_ud;
  Buf outbuf;              /* pending output (whole lines to the sink) */
  OutputFn err;            /* stderr sink, or NULL: stderr joins stdout */
  void *err_ud;

  Value nokw;               /* the empty dict every request without keyword
                              arguments shares (read only: nothing writes
                              a request's kwargs), made at the first; VNONE
                              before */
  Value roots[8];           /* extra roots held by the host API */
  int nroots;
  struct bt_cache *astcache; /* the host's shared syntax trees, or NULL
                              (grammar/astcache.c) */
  int iter_depth;           /* nesting of vm_iternext (enumerate/zip chains) */
  uint32_t iter_items;      /* items vm_iternext produced: a native step per
                               ITER_ITEMS of them (limits.h); not saved */
  Obj **repr_stack;        /* containers being repr'd (cycle check), grown */
  int repr_n, repr_cap;    /* on demand up to REPR_STACK */
  int16_t type_ctor[T__COUNT]; /* builtin index constructing each type, or -1;
                               filled at the first call of a type
                               (vm_type_ctor): many programs call none */
  bool type_ctor_ready;
  Tool *tools;
  uint32_t ntools, captools;
  Request *reqs;           /* outstanding requests */
  uint32_t nreqs, capreqs;
  uint32_t *reqslot;       /* id modulo its size -> index in reqs: a hint
                              checked against reqs (vm_req_find) */
  uint32_t reqslot_cap;
  bool answered;           /* a request may be answered but not delivered */
  uint64_t next_id;        /* next request id (from 1) */
  uint64_t calls;          /* tool calls in this run */
  uint64_t (*now)(void *ud);
  void *now_ud;
  uint64_t deadline;       /* now() value that ends the run; 0 = none */
  double (*wall_clock)(void *ud);   /* host capabilities (bt_config); NULL: */
  void *wall_clock_ud;              /* not granted (vm/lib/time.c, random.c) */
  int (*entropy)(void *ud, void *buf, size_t n);
  void *entropy_ud;
  uint64_t hash_seed;

  /* asyncio (vm/async.c) */
  Obj *cur;                /* running task (a Future), NULL: main fiber */
  Value ctx;               /* the running fiber's contextvars cell (V_UNDEF:
                              none yet; vm/lib/contextvars.c) */
  const Obj *newest_class; /* the class made last (compared, never read: it
                              has no subclasses; NULL after a restore) */
  bool running;            /* the loaded fiber can run (not waiting) */
  bool gen_drops;          /* a generator has yielded inside a try, a with
                              or a yield from: dropped references to
                              generators are checked (interp.c gen_drop);
                              sticky, set by a restore too */
  size_t gens_parked;      /* generators and coroutines (Gen) suspended at
                              a yield: vm_close_left_gens has nothing to
                              look for when none is (interp.c gen_leave,
                              gen_enter, obj_free and the loader count) */
  Fiber mainfib;           /* the main fiber while a task runs */
  Obj *main_waiting;       /* future the main fiber awaits, or NULL */
  Obj *main_task;          /* top-level await: the Task that stands for the
                              main fiber (current_task(), "Task-1") */
  Ready *ready;            /* ready queue: ring buffer */
  uint32_t rhead, rlen, rcap;
  uint32_t batch;          /* entries left in this iteration of the loop
                              (CPython's _run_once runs those queued before
                              it started), <= rlen */
  uint8_t stopping;        /* STOP_*: loop.stop() was called; at the end of
                              the iteration asyncio.run's main fiber goes
                              on (STOP_RUN) or the tasks left are cancelled
                              (STOP_MAIN) */
  bool main_run_block;     /* the main fiber waits in asyncio.run
                              (run_until_complete), not in an await */
  List *tasks;             /* tasks not finished, or NULL */
  uint32_t loop_depth;     /* > 0 while an event loop runs */
  bool main_done;          /* top-level-await main ended: cancelling tasks */
  int main_status;         /* its VM_DONE / VM_ERROR */
  Value main_result;       /* its result or exception */
  uint64_t task_counter;   /* names "Task-N" */
  Module *asyncio;         /* the module, made at the first import */
  Dict *modules;           /* name -> module of vm/lib, as first imported;
                              NULL until the first import */
  uint64_t *cancelled;     /* request ids the program no longer wants */
  uint32_t ncancelled, capcancelled, cancel_read;
  GenOp genop;             /* pending generator operation (BI_RESUME) */
  Value str_empty;         /* "" */
  Tuple *tuple_empty;      /* (): the one empty tuple every tuple_new(vm, 0)
                              returns, as CPython's singleton (NULL until
                              the first) */
  Value nomem;             /* preallocated MemoryError instance */
  Value dunder_names[32];  /* interned special method names (class.h
                              CLASS_SLOTS order) */
  uint8_t slot_tab[256];   /* class_slot_of's table: by a special method
                              name's hash (linear probing), 1 + its index
                              in class.c's names, made at the first */
  bool slot_tab_made;
  uint64_t slot_owner_done[(T__COUNT + 63) / 64]; /* types in slot_index */
  int native_memo[3];      /* class.c's native_memo: three natives' indexes */
  uint16_t slot_index[SLOT_INDEX_SIZE]; /* slot_lookup's table (slots.c): by
                              owner type and name hash, 1 + the slot's
                              index, a type's at the first lookup on it */
  Value binop_strs[39];    /* binop_names (interp.c) as Strs, the keys of
                              their method cache entries: V_UNDEF until
                              the first operator on a user instance */
  bool raw_getattr;        /* object.__getattribute__'s builtin lookup is
                              under way: no __getattribute__/__getattr__
                              hooks (class.c; set only inside a native) */
  uint64_t next_oid;       /* identity numbers of user objects (class.c) */
  uint64_t nan_serial;     /* payload of the last NaN an operation made
                              (vm_float): a restore sets it past every
                              NaN the snapshot holds */
  struct IdSlot *ids;      /* identity numbers id() gave builtin objects:
                              open addressing by pointer, linear probing,
                              cap a power of two (0: none); the sweep
                              drops freed objects (class_id_forget) */
  size_t nids, capids;
  bool tb_method;          /* the error being raised is a CALLMETHOD's
                              failed method lookup (TbEntry.method); the
                              interpreter's error path takes and clears it */
  Value throw_orig;        /* (exception, arguments): the exception the last
                              generator.throw() made of arguments other than
                              one instance, for a user subiterator's throw
                              (gen.c _throw_args); V_UNDEF */
  Value index_want;        /* the argument with a Python __index__ that the
                              failing native wanted as an int (vm_not_index),
                              else V_UNDEF: set and read within one native
                              call, where no collection runs (not a root) */
  bool want_py;            /* a native met a user object whose repr/str/...
                              is Python code: its caller may fall back to
                              the prelude (class.h, obj_needs_py) */
  bool attr_probe;         /* within hasattr / getattr with a default: the
                              AttributeError a native lookup raises is
                              dropped, so no "Did you mean" is looked for */
  struct MCacheEntry *mcache; /* attribute lookup cache (mcache.h), NULL */
  uint64_t mcache_epoch;   /* until the first lookup; entries of other */
                           /* epochs are stale */
  uint32_t mcache_cold;    /* method lookups before the table was made */
  uint64_t class_epoch;    /* the attribute caches' epoch (ACache), never 0 */
  /* The str the last STRAPPEND made (with room to grow), the stack slot it
  ** went to and the frame depth then, or NULL.  While str_fresh is still
  ** in that slot at that depth, that slot is its only reference: the
  ** compiler emits STRAPPEND only for a local that nothing else reads
  ** (compile.c aug_assign), RETURN clears it when it returns that str, a
  ** collection clears it (a freed address could come back) and it is
  ** never saved in a snapshot.  So the next STRAPPEND there may append
  ** in place: amortised O(1) `s += t`. */
  const Obj *str_fresh;
  size_t str_fresh_slot;
  uint32_t str_fresh_depth;
};

/* vm/interp.c */
int vm_run(VM *vm, Code *module, Value *result);
int vm_run_in(VM *vm, Code *module, Dict *globals, Value *result);
/* Start a run of module (pushes its frame) and drive it.  vm_resume
** returns VM_DONE (result in vm->result), VM_ERROR (vm->exc, or
** vm->limit_hit) or VM_YIELD (a new request is the last of vm->reqs). */
enum { VM_ERROR = -1, VM_DONE = 0, VM_YIELD = 1, VM_WAIT = 2, VM_SUSPEND = 3 };
int vm_start(VM *vm, Code *module, Dict *globals);
Frame *vm_push_module(VM *vm, Code *module, Dict *globals, uint32_t base);
int vm_execute(VM *vm);
int vm_resume(VM *vm);
int vm_tool_add(VM *vm, const char *name, const char *signature, const char *doc,
                unsigned flags);
/* Build tool i's binder (left to its first call by vm_tool_add). */
int vm_tool_bind(VM *vm, uint32_t i);
int vm_call_setup(VM *vm, Value fn, Value *args, int nargs, Tuple *kwnames,
                  uint32_t ret, int kind);

int vm_coro_push(VM *vm, Gen *g, uint32_t base, uint32_t ret, int kind);
bool vm_coro_rest_ok(const Code *c, uint32_t pc);   /* a suspended coroutine's pc */
/* a not-yet-running generator's pc: 0, or a prelude iterator's restart
** point after an error (interp.c gen_restart) */
bool vm_gen_restart_ok(const Code *co, uint32_t pc);
/* interp.c gen_resume of a generator that is running */
int vm_gen_running(VM *vm, Gen *g, uint32_t ret, int kind, Value dflt, Value sent);
bool vm_coro_by_hand(VM *vm);   /* the awaits up from the top frame end in a send() */
/* fn(args) run to its end above the frames there are, under the limits,
** no tool calls: 0 with *out, -1 (vm->exc, or vm->limit_hit) */
int vm_call_nested(VM *vm, Value fn, Value *args, int nargs, Value *out);
/* The program ended: close the suspended generators its globals hold, as
** CPython's interpreter does when it frees them (interp.c). */
void vm_close_left_gens(VM *vm);
int vm_request_new(VM *vm, uint32_t tool, Value *args, int nargs, Value *out);

/* vm/async.c */
Future *future_new(VM *vm, int kind);
void vm_switch_fiber(VM *vm, Obj *t);   /* t: a task, NULL: the main fiber */
int ctx_copy(VM *vm, Value cell, Value *out);   /* vm/lib/contextvars.c: a task's first cell */
int future_done(VM *vm, Future *f, int state, Value v);
int future_cancel(VM *vm, Future *f, Value msg);
int future_add_cb(VM *vm, Future *f, uint32_t kind, Obj *obj);
int vm_await(VM *vm, Future *f, Value *out);
int vm_loop(VM *vm);
int vm_answer(VM *vm, uint32_t i, bool ok, Value v);
int vm_request_done(VM *vm, uint32_t i, bool ok, Value v);
int64_t vm_req_find(VM *vm, uint64_t id);
void vm_req_note(VM *vm, uint32_t i);
void vm_req_remove(VM *vm, uint32_t i);
int vm_async_reset(VM *vm, bool awaits);
void vm_async_end(VM *vm);
int vm_cancel_outstanding(VM *vm);
int vm_import_asyncio(VM *vm, Value *out);
/* asyncio's parts made at their first use: the one that defines `name`
** (NULL: all of them); 1 with the attribute in *out, 0 when `name` is
** none of theirs, -1 on an error. */
int vm_asyncio_lazy(VM *vm, Str *name, Value *out);
/* the asyncio module's primitives (prelude names "_aio_*") */
int async_create_task(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int async_ensure_future(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int async_gather(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int async_timer(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int async_yield(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int async_waiter(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int async_queue(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int async_block(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int async_loop(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int async_cancel_all(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int async_unretrieved(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int async_func_source(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int async_by_hand(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int async_pass_up(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int async_join_prims(VM *vm);   /* the _aio_* natives into the prelude namespace */
int async_cancel(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int async_todo(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int async_awaitable(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
bool vm_user_awaitable(VM *vm, Value v);   /* an instance whose class has __await__ */
int async_await_iter(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int gen_throw_args(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int async_iscoroutine(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int async_isfuture(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int async_current_task(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int async_all_tasks(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int async_add_cb(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int async_callbacks(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int async_remove_cb(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int async_future_new(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
extern const Method future_methods[];
extern const int future_methods_n;

/* vm/gen.c: generator methods and attributes */
extern const Method gen_methods[];
extern const int gen_methods_n;
int gen_op(VM *vm, int op, Value gen, Value arg, Value dflt);   /* BI_RESUME */
int gen_getattr(VM *vm, Value gen, const char *name, Value *out); /* 1 found, 0 not */
extern const Method agen_methods[];          /* async generators */
extern const int agen_methods_n;
extern const Method slice_methods[];         /* seq.c: indices */
extern const int slice_methods_n;
int agen_send(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int agen_throw(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int agen_close(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);

/* vm/compile.c: compile source to a module code object.  On a syntax
** error, returns -1 with a SyntaxError (args: msg, (filename, line,
** offset, text)) set in vm->exc. */
int compile_module(VM *vm, const char *src, size_t len, const char *filename,
                   Code **out);
/* compile_module without the library's built-in code images (a text of
** the library is compiled, as in a build without them): for the images'
** generator and tests. */
int compile_source(VM *vm, const char *src, size_t len, const char *filename,
                   Code **out);
/* vm/lib/lib.c: the build's image of the library text (filename, src, len)
** -- "<lib NAME>" and NAME.py's text, or "<prelude>" and a prelude chunk's
** text, compared in full -- in *n bytes, or NULL (not the library's text,
** or a build without images). */
const void *lib_image(const char *filename, const char *src, size_t len, size_t *n);
/* Raise the SyntaxError of a parse error (kind ERR_*: grammar/ast.h) at
** line and 0-based byte col of src, ending at end_line and end_col (0: not
** known), as compile_module does; returns -1. */
int compile_syntax_error(VM *vm, int kind, const char *msg, const char *filename,
                         const char *src, size_t len, int line, int col, int end_line,
                         int end_col);

/* vm/gc.c (the invariants are at the top of gc.c) */
void gc_collect(VM *vm);        /* minor or full, as the policy says */
int gc_collect_polled(VM *vm);  /* the same at a safe point of a run: -1 with
                                   vm->limit_hit when the deadline passed */
int gc_collect_full_polled(VM *vm);
void gc_collect_full(VM *vm);
void gc_free(VM *vm);           /* the collector's own arrays (vm_free) */
/* n bytes just allocated with the collector paused that stay live (a
** module built by its import, vm/lib/lib.c): the next collection moves
** away by n, as if one had just found them live; gc_policy's rule near
** the memory limit still holds.  No effect in the GC-stress build. */
void gc_live_grown(VM *vm, size_t n);
void gc_after_load(VM *vm);     /* a restored heap: every object young */
void gc_settle(VM *vm);         /* finish what a stopped collection left
                                   (before anything that reads the marks
                                   or walks every object's fields) */
void gc_remember(VM *vm, Obj *o);
void gc_young_grow(VM *vm, Obj *o);  /* obj_new: gc_young is full */
bool gc_reaches(VM *vm, Obj *o, const Value *skip, size_t nskip, Value extra,
                size_t *visited);
/* The write barrier: call it on a list, dict, set, tuple, instance or traceback
** before (or right after, with no safe point between) storing a reference
** into it, unless the object was made since the last safe point.  Other
** kinds need none (gc.c scans them whole while they are old). */
static inline void gc_barrier(VM *vm, Obj *o) {
  uint8_t m = o->marked & (OBJ_OLD | OBJ_REM | OBJ_TAIL);
  if (m == OBJ_OLD || m == (OBJ_OLD | OBJ_REM | OBJ_TAIL)) gc_remember(vm, o);
}
/* The barrier of stores into items ix and after of list l that move no
** other item (an append; a merge pass of the prelude's sort): an old list
** then remembers only its tail from the lowest such ix, so that a minor
** collection does not rescan a long list that keeps growing.  Whatever moves items of a list toward its front
** or reorders them (pop, remove, del, sort, reverse, a slice assignment)
** calls gc_list_moved before, or the tail would no longer bound them. */
static inline void gc_barrier_tail(VM *vm, List *l, size_t ix) {
  uint8_t m = l->h.marked & (OBJ_OLD | OBJ_REM | OBJ_TAIL);
  if (m == OBJ_OLD) {
    gc_remember(vm, &l->h);
    l->h.marked |= OBJ_TAIL;
    l->rem_from = ix;
  } else if (m == (OBJ_OLD | OBJ_REM | OBJ_TAIL) && ix < l->rem_from) {
    l->rem_from = ix;
  }
}
static inline void gc_list_moved(List *l) {
  l->h.marked &= (uint8_t)~OBJ_TAIL;
}

/* vm/obj.c */
Code *code_new(VM *vm);
Func *func_new(VM *vm, Code *code);
Gen *gen_new(VM *vm, Func *f, uint32_t nregs);
size_t obj_size(Obj *o);

/* vm/exc.c: "Did you mean" suggestions (Python/suggestions.c's metric) */
typedef struct Suggest {
  const char *name;        /* the name not found */
  size_t len;
  const char *best;        /* best candidate so far (not copied) */
  size_t bestlen, dist, count;
} Suggest;
void sug_init(Suggest *s, const char *name);
bool sug_found(const Suggest *s);
int attr_suggestion(VM *vm, int t, const char *name, Value *out);
void sug_offer(Suggest *s, const char *item, size_t len);
void sug_attach(VM *vm, Suggest *s);

/* vm/exc.c */
Exc *exc_new(VM *vm, int type, Value args);
int exc_set(VM *vm, Value exc);                  /* raise a ready exception */
int exc_tb_add(VM *vm, Exc *e, Code *code, uint32_t pc, bool method);
void exc_tb_add_start(VM *vm, Exc *e, Code *code);  /* a frame not yet started */
int exc_tb_line(const TbEntry *t);
int exc_attr_set(VM *vm, Exc *e, const char *name, Value v);  /* in e's dict */
int exc_copy_tb(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);  /* _exc_copy_tb */
int exc_tb_getattr(VM *vm, Value tb, const char *n, Value *out);
int exc_tb_setattr(VM *vm, Value tb, const char *n, Value v);
int exc_tb_entry(VM *vm, const Traceback *t, Value out[4], Value *text);
int exc_format_tb(VM *vm, const Traceback *tb, Buf *b);
int exc_tb_len(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);   /* _exc_tb_len */
int exc_format(VM *vm, Value exc, Buf *out);     /* traceback text */
/* an uncaught exception's traceback, its messages made by Python code
** first where they need it (exc.c) */
typedef struct ExcPyStrs { List *excs, *strs; } ExcPyStrs;
int exc_uncaught_strs(VM *vm, Value exc, ExcPyStrs *p);
int exc_format_uncaught(VM *vm, Value exc, const ExcPyStrs *p, Buf *out);
int exc_py_list(VM *vm, Value exc, Value *out);   /* for the traceback module */
int exc_format_module(VM *vm, Value exc, List *excs, List *strs, Buf *out);
/* one part of it for one exception: its frames (no header), or the
** "Type: message" lines under them (no notes) */
int exc_format_part(VM *vm, Value exc, bool frames, Buf *b);
int exc_message(VM *vm, Value exc, Value *out);  /* str(e) */
int exc_construct(VM *vm, int t, Value *args, int nargs, Value *out);
int exc_init_kw(VM *vm, Value exc, Value *kwv, Tuple *kwnames, const char *fname);
int exc_note_name(VM *vm, const char *name, size_t len, const Value *obj);
int exc_raise_unicode(VM *vm, int t, const char *encoding, Value object, size_t start,
                      size_t end, const char *reason);
int exc_getattr(VM *vm, Value exc, const char *name, Value *out); /* 1 found, 0 no */
int exc_setattr(VM *vm, Value exc, const char *name, Value v);    /* 1 set, 0 no */
extern const Method exc_methods[];
extern const int exc_methods_n;

/* vm/builtins.c */
extern const Builtin builtin_table[];
int bi_dir(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);   /* dir.c */
/* CPython's vars(T) for builtin type t, names space-separated in its order,
** the closed ones left out (dir.c, vm/dir_tab.h); "" for none. */
const char *dir_type_names(int t);
int dir_type_doc(int t, const char **doc);
const char *builtin_name(int i);    /* as Python shows it ("run", not "asyncio.run") */
/* Is builtin i a module member that CPython writes in Python (asyncio.run,
** json.dumps, re.escape)?  Its repr is then a function's. */
bool builtin_is_pyfunc(int i);
extern const int builtin_count;
int builtins_init(VM *vm);
void builtins_type_ctors(VM *vm);
/* The builtin_table index of the native that constructs type t, or -1. */
static inline int vm_type_ctor(VM *vm, int t) {
  if (!vm->type_ctor_ready) builtins_type_ctors(vm);
  return vm->type_ctor[t];
}
/* The builtins namespace (vm->builtins) is filled lazily: builtins_find
** adds the builtin `name` (a str) to it and gives its value (1), or
** returns 0 when there is none, -1 out of memory.  builtins_entry gives
** every name in turn: 1 for an entry, 0 for an index without one, -1 past
** the end. */
int builtins_find(VM *vm, Value name, Value *out);
/* The same for the prelude's namespace (vm->prelude), which its helpers
** written in C (the '_' names of the builtin table but asyncio's "_aio_",
** which join at `import asyncio`) enter as first looked up: 1 found (and
** entered), 0 not one, -1 error. */
int builtins_prelude_find(VM *vm, Value name, Value *out);
int builtins_entry(int i, const char **name, Value *v);

/* vm/lib/lib.c: natives of builtins and modules by id (builtin_table's
** index, a module's LIB_NATIVE id, or a builtin type's special method's
** SLOT_NATIVE id, vm/slots.h), import, the prelude */
const Builtin *lib_native(int id);
static inline const Builtin *native_get(int id) {
  return id < builtin_count ? &builtin_table[id] : lib_native(id);
}
int native_find(const char *name, size_t len);   /* id, or -1 */
size_t native_total(void);
/* The module `name` (built at its first import in this VM); its Python
** part runs at stack index `above` or higher.  The stack and frames may
** move. */
int lib_import(VM *vm, Str *name, uint32_t above, Value *out);
int lib_import_star(VM *vm, Value module, Dict *globals);   /* from m import * */
/* Attribute `name` of a module: 1 (*out), 0 (none), -1 (an error).  It
** may run library code, aside (lib_run_aside): the stack and the frames
** stay put. */
int lib_module_attr(VM *vm, Module *m, Str *name, Value *out);
int lib_module_complete(VM *vm, Module *m);
/* A code loaded with its body left in the library's image (Code.lazy):
** decode it now (vm/codeimg.c).  0, or -1 with MemoryError set. */
int codeimg_ensure(VM *vm, Code *c);   /* every name made (dir, __dict__) */
int lib_import_from(VM *vm, Module *m, Str *name, Value *out);   /* attr, or submodule */
int lib_run_aside(VM *vm, int (*fn)(VM *, void *), void *ud);
int lib_missing_hint(VM *vm, Str *msg, Buf *b);   /* why, and what there is */
/* The prelude function `name`, compiled on first use; while it compiles,
** its module body runs at stack index `above` or higher (the caller's
** arguments below stay intact).  The stack and frames may move. */
int prelude_get(VM *vm, const char *name, Value *out, uint32_t above);
int prelude_code(VM *vm, const char *name, Code **out);
/* The same for a name that is a string constant (cached by its address). */
int prelude_get_const(VM *vm, const char *name, Value *out, uint32_t above);
int method_find(int type, const char *name, size_t len);
/* vm/repr.c: the function attributes Func.meta holds (CPython's fields,
** not in __dict__): func_meta_name gives their FM_ index, or -1. */
enum { FM_NAME, FM_QUALNAME, FM_DOC, FM_MODULE, FM_ANNOTATIONS };
int func_meta_name(const char *n);
int func_meta_set(VM *vm, Func *fn, Str *name, Value v);
/* A function's __qualname__ (or __module__) as argument errors name it:
** one assigned (functools.wraps) if it is a str, else the code's (else
** "__main__"). */
const char *func_qualname(VM *vm, Func *fn);
const char *func_module(VM *vm, Func *fn);
int vm_print(VM *vm, const char *s, size_t n);
int vm_print_stderr(VM *vm, const char *s, size_t n);
/* gen.c: CPython's "coroutine '...' was never awaited" RuntimeWarning, for
** v dropped by an expression statement at line of code (nothing when v is
** no unstarted coroutine or something else still reaches it), and for
** those the globals hold when a run ends. */
int gen_warn_dropped(VM *vm, Value v, Dict *globals, const Code *code, int line);
void vm_warn_unawaited_at_end(VM *vm);
/* vm/lib/sys.c: where print(file=file) writes: 1 stdout, 2 stderr, 0 file.write */
int sys_print_target(VM *vm, Value file);
int sys_stdout_file(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
/* vm/lib/sys.c: sys.get_int_max_str_digits() (0: no limit) */
size_t sys_int_max_str_digits(VM *vm);

/* vm/ops.c */
int vm_binop(VM *vm, int op, Value a, Value b, Value *out);
int vm_operand_names(VM *vm, Value a, Value b);
bool vm_union_operands(Value a, Value b);
int vm_inplace(VM *vm, int op, Value a, Value b, Value *out);
int vm_compare(VM *vm, int op, Value a, Value b, Value *out);
/* TypeError: '<' not supported between instances of a's and b's types */
int vm_cmp_error(VM *vm, int op, Value a, Value b);
int vm_lt(VM *vm, Value a, Value b);               /* 1/0/-1 */
/* Sort keys[0..n) stably by `<` (vals alongside when non-NULL), charging
** the step budget by the comparisons made: 0 or -1. */
int vm_sort(VM *vm, Value *keys, Value *vals, size_t n, bool reverse);
int vm_contains(VM *vm, Value container, Value item); /* 1/0/-1 */
int vm_unary(VM *vm, int op, Value a, Value *out);
int vm_setitem(VM *vm, Value obj, Value key, Value val);
int vm_delitem(VM *vm, Value obj, Value key);
int vm_getiter(VM *vm, Value v, Value *out);
/* GETITER's vm_getiter: a list, tuple or range gets an iterator only its
** loop holds (Iter.loop), an exhausted one of vm->iter_free if any. */
int vm_getiter_loop(VM *vm, Value v, Value *out);
/* FORITER found a loop iterator exhausted: keep it for reuse. */
static inline void iter_loop_done(VM *vm, Iter *it) {
  it->loop = 0;
  if (vm->niter_free < sizeof vm->iter_free / sizeof vm->iter_free[0])
    vm->iter_free[vm->niter_free++] = it;
}
/* next of a native iterator: 1 value, 0 exhausted, -1 error,
** BI_FALLBACK: the iterator runs Python code (a generator). */
int vm_iternext(VM *vm, Value it, Value *out);
bool vm_iter_native(Value v);  /* iterating v never runs Python code */
/* For a native that consumes whole iterables and may hand its call to its
** Python version (want_py: an item's __hash__, __eq__ or __lt__ is Python
** code): each one-shot iterator among args[0..n) (a stack slot the Python
** version reads) becomes the list of its items first, so that version
** sees every item.  Iterators of natives have no side effects, so only the
** timing of the consumption changes. */
int vm_iter_keep(VM *vm, Value *args, int n);
/* Steps iterator it back over the item it gave last, when its kind can
** (over a list, a tuple or a range, forwards or reversed): true when done.
** For a native that took an item whose use needs Python code, so that its
** Python version sees the iterator as the native found it. */
bool vm_iter_unget(Value it);
/* it.__length_hint__() of a native iterator, as CPython's for the same
** kind (the items left; 0 once exhausted or when its container changed
** size): 1 with *out set, 0 when the kind has none (enumerate, zip...),
** -1 on error. */
int vm_iter_length_hint(VM *vm, Value it, Value *out);
int vm_getattr_v(VM *vm, Value obj, Str *name, Value *out);
/* vm/repr.c: real, imag, numerator, denominator of an int, bool or float (1: found) */
int num_data_attr(Value v, const char *n, Value *out);
int vm_format_value(VM *vm, Value v, int conv, Value spec, Value *out);
int vm_call_native(VM *vm, Value fn, Value *args, int nargs, Tuple *kwnames, Value *out);

/* vm/seq.c */
int slice_indices(VM *vm, Slice *s, int64_t len, int64_t *start, int64_t *stop,
                  int64_t *step, int64_t *slen);
int vm_to_list(VM *vm, Value v, List **out);
int iter_new(VM *vm, int kind, Value src, int64_t i, int64_t n, Value *out);
int list_extend(VM *vm, List *l, Value v);
int set_update(VM *vm, Set *s, Value v);
int set_viewop(VM *vm, int op, Value a, Value b, Value *out);   /* vm/methods.c: dict view | & - ^ */
int dict_merge(VM *vm, Dict *d, Value m, const char *fname);
const char *vm_funcstr(VM *vm, Value fn, char *buf, size_t n);
int vm_unpack(VM *vm, Value v, Value *dst, int n, int after);

/* vm/repr.c */
int str_repr_buf(VM *vm, Str *s, Buf *b, bool ascii);
int vm_ascii(VM *vm, Value v, Value *out);
int vm_setattr(VM *vm, Value obj, Str *name, Value v);
int vm_view_contains(VM *vm, Value view, Value item);
int vm_view_setop(VM *vm, int op, Value a, Value b, Value *out);
int vm_view_compare(VM *vm, int op, Value a, Value b, Value *out);

/* vm/ops.c */
int vm_to_double(VM *vm, Value v, double *out);

/* vm/dis.c */
int dis_code(VM *vm, Code *c, Buf *b);
const char *dis_opname(int op);
int dis_opfmt(int op);

/* vm/builtins.c */
void vm_flush(VM *vm);
int vm_len(VM *vm, Value v, int64_t *n);

/* vm/vm.c (lifetime) */
VM *vm_new(MemFn fn, void *ud);
VM *vm_new_bare(MemFn fn, void *ud);
void vm_free(VM *vm);

#endif
