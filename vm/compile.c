/*
** compile.c - AST to register code.
**
** Two passes per module.  The scope pass walks the tree once and decides
** for every name in every function whether it is a local (a register), a
** cell (a register holding a Cell, because an inner function captures it),
** a free variable (a register loaded from the closure at entry) or a
** global.  The code pass then emits instructions.
**
** Register layout of a frame: parameters first (positional, *args,
** keyword-only, **kwargs), then the other locals, then free variables, then
** temporaries allocated and released in stack order.  Comprehensions and
** generator expressions are compiled as nested functions, as CPython does,
** so their variables do not leak.
**
** try/finally is compiled by copying the finally body onto every exit path
** (normal, exception, return, break, continue).  Handler ranges are kept as
** "regions" so that a copy emitted for a return is not itself covered by the
** handler of the try it leaves: the region's current segment is closed before
** the copy and reopened after.
**
** All compile-time memory is in an Arena; the results (Code objects) are VM
** heap objects.  Recursion over the tree is bounded by MAX_DEPTH.
*/
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include "vm.h"
#include "bytes.h"
#include "str.h"
#include "dict.h"
#include "bigint.h"
#include "complex.h"
#include "unparse.h"
#include "synwarn.h"
#include "../grammar/ast.h"
#include "../grammar/astcache.h"
#include "codeimg.h"
#include "limits.h"
#include "../grammar/source.h"

#define MAX_DEPTH 900
#define MAX_REGS 60000

/* ---- scopes ---- */

enum { SC_MODULE, SC_FUNC, SC_LAMBDA, SC_COMP, SC_GENEXP, SC_CLASS };

#define SYM_ASSIGNED 0x01   /* bound in this scope */
#define SYM_GLOBAL   0x02   /* declared global */
#define SYM_NONLOCAL 0x04   /* declared nonlocal */
#define SYM_PARAM    0x08
#define SYM_USED     0x10   /* read in this scope */
#define SYM_CELL     0x20   /* local captured by an inner scope */
#define SYM_FREE     0x40   /* comes from an enclosing function */
#define SYM_DELETED  0x80   /* target of del somewhere */
#define SYM_READ     0x100  /* read other than by `name += x` or `return
                               name` (aug_assign's STRAPPEND) */
#define SYM_IMPORTED 0x200  /* bound by import statements only, which a
                               later global declaration accepts (CPython's
                               symtable counts no import as an assignment) */
#define SYM_SET1     0x400  /* target of a `name = value` statement */
#define SYM_REBOUND  0x800  /* ... of two or more of them */
#define SYM_CALLSET  0x1000 /* ... of one whose value is a call: a local
                               with both may drop a suspended generator
                               when rebound (see S_ASSIGN's code) */
#define SYM_ANNOT    0x2000 /* the plain (unparenthesized) target of an
                               annotation: a local of its scope even with no
                               value, and never global or nonlocal there */

typedef struct Sym {
  const char *name;
  size_t len;
  unsigned flags;
  int reg;                  /* register, for locals, cells and frees */
  int line, col;            /* first global/nonlocal declaration */
} Sym;

typedef struct Scope Scope;
struct Scope {
  int kind;                 /* SC_* */
  Ast *node;
  Scope *parent;
  Scope *next;              /* sibling, in source order */
  Scope *child, *lastchild;
  Sym *syms;
  int nsyms, capsyms;
  uint32_t *symidx;         /* from SYM_INDEX_MIN symbols: open addressing
                               over syms by name (index + 1, 0 empty; in
                               the arena), else NULL and syms are scanned */
  uint32_t capidx;          /* a power of two, over twice nsyms */
  bool generator;           /* contains yield */
  bool coroutine;           /* async def, or a comprehension with await */
  bool awaits;              /* module: has a top-level await */
  const char *name;         /* function name for qualname */
  char *qualname;
  const char *priv;         /* class-private prefix in force (mangle_ok):
                               the nearest class's name (this scope's own,
                               for a class) without its leading
                               underscores; NULL outside classes or when
                               that name is all underscores */
  size_t privlen;
};

/* ---- compiler state ---- */

enum { RG_EXCEPT, RG_FINALLY, RG_HANDLER, RG_WITH };

typedef struct Region {
  int kind;                 /* RG_* */
  uint32_t seg_start;       /* start of the current segment */
  uint32_t target;          /* handler address (patched when known) */
  int reg;                  /* register receiving the exception */
  int saved;                /* RG_HANDLER: register with the saved exception;
                               RG_WITH: register with the bound __exit__ */
  bool awaits;              /* RG_WITH: async with (the exit is awaited) */
  CodePos loc;              /* RG_WITH: the with statement's position */
  Ast *finbody;             /* RG_FINALLY: statements to copy */
  int nsegs, capsegs;
  uint32_t *segs;           /* closed segments: start,end pairs */
  const char *asname;       /* RG_HANDLER: `as` name to unbind on exit */
  size_t aslen;
  bool star;                /* RG_HANDLER: an except* clause's body */
} Region;

typedef struct Loop {
  int nregions;             /* region depth at the loop */
  uint32_t start;           /* continue target */
  int *breaks;              /* jumps to patch to the loop exit */
  int nbreaks, capbreaks;
  int iter;                 /* a for loop's iterator register, which break
                               and return DROP (interp.c gen_drop); -1 */
} Loop;

typedef struct Fs {
  struct Comp *c;
  struct Fs *prev;
  Scope *sc;
  Code *code;
  Instr *ins;
  CodePos *pos;
  uint32_t n, cap;
  Value *k;
  uint32_t nk, capk;
  uint32_t *kidx;           /* open-addressed index of k's ints, floats and
                               strs (entry + 1; 0 empty), in the arena */
  uint32_t capkidx;         /* its slots: a power of two, or 0 */
  Handler *hs;
  uint32_t nh, caph;
  int nlocals;              /* registers used by named variables */
  int freereg;              /* first free temporary */
  int maxreg;
  CodePos loc;              /* where the instructions emitted now lie */
  Region *regions;
  int nregions, capregions;
  Loop *loops;
  int nloops, caploops;
  uint8_t *bound;           /* locals definitely bound here (1 byte each) */
  bool doc;                 /* constant 0 is the docstring */
} Fs;

typedef struct Comp {
  VM *vm;
  Arena arena;
  const char *src;
  size_t srclen;
  const char *filename;
  Value vfilename, vsource;
  int depth;
  bool failed;              /* an error is set (syntax error or VM error) */
  bool vmerr;               /* the error is already in vm->exc */
  char msg[200];
  int eline, ecol, eend_line, eend_col;   /* eend_line 0: no end known */
  int ekind;                /* ERR_* */
  Scope *module;
  Scope *cur;               /* scope pass: current scope */
  Scope *next_scope;        /* code pass: scopes are visited in order */
  Str **strs;               /* string constants made so far (open
                               addressing, NULL empty; in the arena), so
                               that each distinct text is one Str in every
                               code object of the module: attribute names
                               and str keys then match by pointer first
                               (dict_lookup_str, the attribute caches) */
  uint32_t nstrs, capstrs;  /* capstrs: 0 or a power of two */
  int guarded;              /* scope pass: try/with statements around */
  bool future_ann;          /* `from __future__ import annotations`: every
                               annotation is kept as its text (unparse.c) */
  SynWarn warn;             /* scope pass: the SyntaxWarnings (warn.vm is
                               NULL for library code, which gets none) */
  bool store_target;        /* scope pass: the next scan_expr node is an
                               assignment or del target (no load warnings) */
  bool has_async;           /* scope pass: a program (not library code)
                               with an async def or an await: its call
                               statements drop their value with DROP x=1
                               (a coroutine never awaited warns) */
  /* Growth arrays a closed function left behind (its code got exact
  ** copies), for the next function's first emit/add_const: a module's
  ** functions then grow and shrink no block of their own.  Freed with
  ** the Comp (comp_spares_free). */
  Instr *spare_ins;
  CodePos *spare_pos;
  uint32_t spare_cap;
  Value *spare_k;           /* (stale values, never read) */
  uint32_t spare_capk;
} Comp;

/* ---- errors ---- */

static int cerr(Comp *c, Ast *at, const char *msg) {
  if (!c->failed) {
    c->failed = true;
    snprintf(c->msg, sizeof c->msg, "%s", msg);
    c->eline = at ? at->line : 1;
    c->ecol = at ? at->col : 0;
    c->eend_line = at ? at->end_line : 0;
    c->eend_col = at ? at->end_col : 0;
    c->ekind = ERR_SYNTAX;
  }
  return -1;
}

static int cerrf(Comp *c, Ast *at, const char *fmt, const char *name,
                 size_t len) {
  char tmp[200];
  snprintf(tmp, sizeof tmp, fmt, (int)(len > 100 ? 100 : len), name);
  return cerr(c, at, tmp);
}

static int cnomem(Comp *c) {
  if (!c->failed) {
    c->failed = true;
    c->vmerr = true;
    vm_nomem(c->vm);
  }
  return -1;
}

static int cvmerr(Comp *c) {
  if (!c->failed) { c->failed = true; c->vmerr = true; }
  return -1;
}

static void *calloc_arena(Comp *c, size_t n) {
  void *p = arena_alloc(&c->arena, n);
  if (p == NULL) cnomem(c);
  return p;
}

/* Grow an arena array of `elem`-sized items to hold `need`. */
static int agrow(Comp *c, void **arr, int *cap, int need, size_t elem) {
  void *np;
  int nc;
  if (need <= *cap) return 0;
  nc = *cap ? *cap * 2 : 8;
  while (nc < need) nc *= 2;
  np = calloc_arena(c, (size_t)nc * elem);
  if (np == NULL) return -1;
  if (*cap) memcpy(np, *arr, (size_t)*cap * elem);
  *arr = np;
  *cap = nc;
  return 0;
}

/* Length of an identifier node's name (s is NUL-terminated). */
static size_t idlen(const Ast *n) {
  return n->slen ? n->slen : (n->s ? strlen(n->s) : 0);
}

/* ---- scope pass ---- */

static bool name_eq(const char *a, size_t al, const char *b, size_t bl) {
  return al == bl && memcmp(a, b, al) == 0;
}

/* Private names, as CPython's compiler rewrites them: inside a class body,
** and in every function, lambda and comprehension nested in it, an
** identifier that starts with two underscores, does not end with two and
** has no dot stands for "_" + private prefix + identifier (`__x` in class
** A is `_A__x`).  The tree is never rewritten (astcache.c shares it): a
** name is mangled where the compiler reads it, with the prefix of the
** scope it is read in.  Mangling is idempotent (the result starts with
** one underscore and a letter of the prefix). */
static bool mangle_ok(const Scope *s, const char *name, size_t len) {
  return s && s->priv && len > 2 && name[0] == '_' && name[1] == '_' &&
         !(name[len - 1] == '_' && name[len - 2] == '_') &&
         memchr(name, '.', len) == NULL;
}

/* The mangled spelling of name in scope s, in the arena (name itself when
** it does not mangle); *len is updated.  NULL: out of memory. */
static const char *mangle(Comp *c, const Scope *s, const char *name, size_t *len) {
  char *m;
  if (!mangle_ok(s, name, *len)) return name;
  m = calloc_arena(c, 1 + s->privlen + *len + 1);
  if (m == NULL) return NULL;
  m[0] = '_';
  memcpy(m + 1, s->priv, s->privlen);
  memcpy(m + 1 + s->privlen, name, *len);
  *len += 1 + s->privlen;
  return m;
}

/* Symbols are kept under their mangled names; a lookup compares the
** mangled form piecewise, with no copy.  A scope of many symbols (a module
** of 40,000 globals took seconds of scans) finds them by hash: FNV-1a of
** the mangled spelling, hashed piecewise too. */
#define SYM_INDEX_MIN 32
#define SYM_HASH0 2166136261u
static uint32_t sym_hash(uint32_t h, const char *p, size_t n) {
  while (n--) h = (h ^ (unsigned char)*p++) * 16777619u;
  return h;
}

static Sym *sym_find_hashed(Scope *s, const char *name, size_t len) {
  bool mg = mangle_ok(s, name, len);
  size_t pl = mg ? s->privlen : 0, full = mg ? 1 + pl + len : len;
  uint32_t h = SYM_HASH0, mask = s->capidx - 1, k;
  if (mg) h = sym_hash(sym_hash(h, "_", 1), s->priv, pl);
  h = sym_hash(h, name, len);
  for (k = h & mask; s->symidx[k]; k = (k + 1) & mask) {
    Sym *y = &s->syms[s->symidx[k] - 1];
    if (y->len != full) continue;
    if (mg ? (y->name[0] == '_' && memcmp(y->name + 1, s->priv, pl) == 0 &&
              memcmp(y->name + 1 + pl, name, len) == 0)
           : memcmp(y->name, name, len) == 0)
      return y;
  }
  return NULL;
}

static Sym *sym_find(Scope *s, const char *name, size_t len) {
  int i;
  if (s->symidx) return sym_find_hashed(s, name, len);
  if (mangle_ok(s, name, len)) {
    size_t pl = s->privlen;
    for (i = 0; i < s->nsyms; i++) {
      const Sym *y = &s->syms[i];
      if (y->len == 1 + pl + len && y->name[0] == '_' &&
          memcmp(y->name + 1, s->priv, pl) == 0 &&
          memcmp(y->name + 1 + pl, name, len) == 0)
        return &s->syms[i];
    }
    return NULL;
  }
  for (i = 0; i < s->nsyms; i++)
    if (name_eq(s->syms[i].name, s->syms[i].len, name, len)) return &s->syms[i];
  return NULL;
}

/* Enter the newest symbol in s's index, made (or remade, bigger) when it
** would be over half full. */
static int sym_index(Comp *c, Scope *s) {
  uint32_t mask, k;
  int i = s->nsyms - 1;
  if ((uint32_t)s->nsyms * 2 > s->capidx) {
    uint32_t cap = s->capidx ? s->capidx : 32;
    uint32_t *ix;
    while ((uint32_t)s->nsyms * 2 > cap) cap *= 2;
    ix = calloc_arena(c, (size_t)cap * sizeof *ix);
    if (ix == NULL) return -1;
    s->symidx = ix;
    s->capidx = cap;
    i = 0;
  }
  mask = s->capidx - 1;
  for (; i < s->nsyms; i++) {
    const Sym *y = &s->syms[i];
    for (k = sym_hash(SYM_HASH0, y->name, y->len) & mask; s->symidx[k]; k = (k + 1) & mask) {}
    s->symidx[k] = (uint32_t)i + 1;
  }
  return 0;
}

static Sym *sym_add(Comp *c, Scope *s, const char *name, size_t len) {
  Sym *y = sym_find(s, name, len);
  if (y) return y;
  name = mangle(c, s, name, &len);
  if (name == NULL) return NULL;
  if (agrow(c, (void **)&s->syms, &s->capsyms, s->nsyms + 1, sizeof(Sym)))
    return NULL;
  y = &s->syms[s->nsyms++];
  memset(y, 0, sizeof *y);
  y->name = name;
  y->len = len;
  y->reg = -1;
  if (s->nsyms >= SYM_INDEX_MIN && sym_index(c, s)) return NULL;
  return y;
}

static Scope *scope_new(Comp *c, int kind, Ast *node, const char *name) {
  Scope *s = calloc_arena(c, sizeof(Scope));
  if (s == NULL) return NULL;
  s->kind = kind;
  s->node = node;
  s->name = name;
  s->parent = c->cur;
  if (kind == SC_CLASS) {
    while (*name == '_') name++;
    if (*name) { s->priv = name; s->privlen = strlen(name); }
  } else if (c->cur) {
    s->priv = c->cur->priv;
    s->privlen = c->cur->privlen;
  }
  if (c->cur) {
    if (c->cur->lastchild) c->cur->lastchild->next = s;
    else c->cur->child = s;
    c->cur->lastchild = s;
  }
  return s;
}

static int scan_expr(Comp *c, Ast *e);
static int scan_stmts(Comp *c, AstList *l);

/* Bound the C recursion over the tree: RecursionError as CPython gives for
** expressions nested too deeply to compile. */
static int depth_enter(Comp *c) {
  if (++c->depth <= MAX_DEPTH) return 0;
  c->depth--;
  if (!c->failed) {
    c->failed = c->vmerr = true;
    vm_raise(c->vm, T_RecursionError, "maximum recursion depth exceeded during compilation");
  }
  return -1;
}

static int scan_bind(Comp *c, Ast *name_node) {
  Scope *s = c->cur;
  Sym *y = sym_add(c, s, name_node->s, idlen(name_node));
  if (y == NULL) return -1;
  y->flags = (y->flags | SYM_ASSIGNED) & ~(unsigned)SYM_IMPORTED;
  return 0;
}

static int scan_bind_import(Comp *c, Ast *name_node) {
  Sym *y = sym_find(c->cur, name_node->s, idlen(name_node));
  bool first = y == NULL || !(y->flags & SYM_ASSIGNED) || (y->flags & SYM_IMPORTED);
  if (scan_bind(c, name_node)) return -1;
  if (first) sym_find(c->cur, name_node->s, idlen(name_node))->flags |= SYM_IMPORTED;
  return 0;
}

/* Walrus targets bind in the nearest enclosing non-comprehension scope. */
static int scan_bind_walrus(Comp *c, Ast *name_node) {
  Scope *s = c->cur;
  Sym *y;
  while (s->kind == SC_COMP || s->kind == SC_GENEXP) {
    Sym *it = sym_find(s, name_node->s, idlen(name_node));
    if (it && (it->flags & SYM_ASSIGNED))
      return cerrf(c, name_node, "assignment expression cannot rebind "
                   "comprehension iteration variable '%.*s'", name_node->s,
                   idlen(name_node));
    s = s->parent;
  }
  if (s->kind == SC_CLASS && s != c->cur)
    return cerr(c, name_node, "assignment expression within a comprehension "
                "cannot be used in a class body");
  y = sym_add(c, s, name_node->s, idlen(name_node));
  if (y == NULL) return -1;
  y->flags |= SYM_ASSIGNED;
  /* mark it used in the comprehension so it is resolved as free there */
  y = sym_add(c, c->cur, name_node->s, idlen(name_node));
  if (y == NULL) return -1;
  y->flags |= SYM_USED | SYM_READ;
  return 0;
}

static int scan_target(Comp *c, Ast *t) {
  int i;
  switch (t->kind) {
  case E_NAME: return scan_bind(c, t);
  case E_TUPLE: case E_LIST:
    for (i = 0; i < t->l1.n; i++)
      if (scan_target(c, t->l1.items[i])) return -1;
    return 0;
  case E_STARRED: return scan_target(c, t->a);
  default:
    c->store_target = true;
    return scan_expr(c, t);
  }
}

static int scan_list(Comp *c, AstList *l) {
  int i;
  for (i = 0; i < l->n; i++)
    if (l->items[i] && scan_expr(c, l->items[i])) return -1;
  return 0;
}

static int scan_params(Comp *c, AstList *params) {
  int i;
  for (i = 0; i < params->n; i++) {
    Ast *p = params->items[i];
    Sym *y = sym_find(c->cur, p->s, idlen(p));
    if (y && (y->flags & SYM_PARAM))
      return cerrf(c, p, "duplicate argument '%.*s' in function definition",
                   p->s, idlen(p));
    y = sym_add(c, c->cur, p->s, idlen(p));
    if (y == NULL) return -1;
    y->flags |= SYM_PARAM | SYM_ASSIGNED;
  }
  return 0;
}

/* An annotated assignment in a class body or at module level evaluates its
** annotation (annotation(): stored in __annotations__ for a plain name,
** dropped for another target), unless `from __future__ import
** annotations` keeps it as text; a function body never evaluates it.  The
** scope pass must see the names it reads (a class body's free variables). */
static bool ann_evaluated(const Comp *c) {
  return (c->cur->kind == SC_CLASS || c->cur->kind == SC_MODULE) && !c->future_ann;
}

/* Whether the module starts (after its docstring) with `from __future__
** import annotations` among its future imports. */
static bool future_annotations(const AstList *body) {
  int i, j;
  for (i = 0; i < body->n; i++) {
    const Ast *st = body->items[i];
    if (i == 0 && st->kind == S_EXPR && st->a->kind == E_STR) continue;
    if (st->kind != S_IMPORTFROM || st->s == NULL || strcmp(st->s, "__future__") != 0) break;
    for (j = 0; j < st->l1.n; j++)
      if (strcmp(st->l1.items[j]->s, "annotations") == 0) return true;
  }
  return false;
}

/* Defaults and annotations are evaluated in the enclosing scope. */
static int scan_param_defaults(Comp *c, AstList *params) {
  int i;
  for (i = 0; i < params->n; i++) {
    Ast *p = params->items[i];
    if (p->a && scan_expr(c, p->a)) return -1;
    if (p->b && !c->future_ann && scan_expr(c, p->b)) return -1;
  }
  return 0;
}

/* An await, or an async for in a comprehension, in the current scope: the
** comprehensions around it become coroutines (awaited where they stand),
** up to an asynchronous generator expression (an async generator, which
** may stand anywhere) or the function, which must be async, or the module
** (top-level await, as notebooks allow). */
static int scan_async_expr(Comp *c, Ast *e) {
  Scope *sc, *comp = NULL;
  for (sc = c->cur; sc->kind == SC_COMP; sc = sc->parent) {
    sc->coroutine = true;
    comp = sc;
  }
  if (sc->kind == SC_GENEXP) { sc->coroutine = true; return 0; }
  if (sc->kind == SC_MODULE) sc->awaits = true;
  /* a comprehension that would be a coroutine where none may be awaited:
  ** the error is at the outermost one, as CPython's */
  if (sc->kind == SC_LAMBDA || (sc->kind == SC_FUNC && !sc->coroutine))
    return comp ? cerr(c, comp->node, "asynchronous comprehension outside of an asynchronous function")
                : cerr(c, e, "'await' outside async function");
  return 0;
}

static int scan_comp(Comp *c, Ast *e, int kind) {
  Scope *outer = c->cur, *s;
  int i, j;
  Ast *first = e->l1.items[0];
  /* the first iterable is evaluated in the enclosing scope */
  if (scan_expr(c, first->b)) return -1;
  s = scope_new(c, kind, e, kind == SC_GENEXP ? "<genexpr>" :
                e->kind == E_LISTCOMP ? "<listcomp>" :
                e->kind == E_SETCOMP ? "<setcomp>" : "<dictcomp>");
  if (s == NULL) return -1;
  c->cur = s;
  if (kind == SC_GENEXP) s->generator = true;
  {
    Sym *y = sym_add(c, s, ".0", 2);
    if (y == NULL) return -1;
    y->flags |= SYM_PARAM | SYM_ASSIGNED;
  }
  for (i = 0; i < e->l1.n; i++) {
    Ast *g = e->l1.items[i];
    if (i > 0 && scan_expr(c, g->b)) return -1;
    if ((g->flags & AST_ASYNC) && scan_async_expr(c, g)) return -1;
    if (scan_target(c, g->a)) return -1;
    for (j = 0; j < g->l1.n; j++)
      if (scan_expr(c, g->l1.items[j])) return -1;
  }
  if (e->a && scan_expr(c, e->a)) return -1;
  if (e->b && scan_expr(c, e->b)) return -1;
  c->cur = outer;
  return 0;
}

static int scan_expr(Comp *c, Ast *e) {
  int r = 0, i;
  bool store = c->store_target;
  if (e == NULL) return 0;
  c->store_target = false;
  if (c->warn.vm && ((e->kind == E_COMPARE && synwarn_compare(&c->warn, e)) ||
                     (e->kind == E_CALL && synwarn_call(&c->warn, e)) ||
                     (e->kind == E_SUBSCRIPT && !store && synwarn_subscript(&c->warn, e)) ||
                     ((e->kind == E_INT || e->kind == E_FLOAT) && synwarn_number(&c->warn, e))))
    return cnomem(c);
  if (depth_enter(c)) return -1;
  switch (e->kind) {
  case E_NAME: {
    Sym *y = sym_add(c, c->cur, e->s, idlen(e));
    if (y == NULL) r = -1; else y->flags |= SYM_USED | SYM_READ;
    if (!r && c->cur->kind != SC_CLASS && c->cur->kind != SC_MODULE &&
        (name_eq(e->s, idlen(e), "super", 5) || name_eq(e->s, idlen(e), "__class__", 9))) {
      /* zero-argument super() and __class__: the implicit cell of the
      ** nearest enclosing class, as CPython makes it */
      Scope *cl = c->cur->parent;
      while (cl && cl->kind != SC_CLASS && cl->kind != SC_MODULE) cl = cl->parent;
      if (cl && cl->kind == SC_CLASS) {
        Sym *a = sym_add(c, c->cur, "__class__", 9), *b;
        if (a == NULL) { r = -1; break; }
        a->flags |= SYM_USED;
        b = sym_add(c, cl, "__class__", 9);
        if (b == NULL) { r = -1; break; }
        b->flags |= SYM_ASSIGNED;
      }
    }
    break;
  }
  case E_LAMBDA: {
    Scope *outer = c->cur, *s;
    if (scan_param_defaults(c, &e->l1)) { r = -1; break; }
    s = scope_new(c, SC_LAMBDA, e, "<lambda>");
    if (s == NULL) { r = -1; break; }
    c->cur = s;
    r = scan_params(c, &e->l1);
    if (!r) r = scan_expr(c, e->a);
    c->cur = outer;
    break;
  }
  case E_LISTCOMP: case E_SETCOMP: case E_DICTCOMP:
    r = scan_comp(c, e, SC_COMP);
    break;
  case E_GENEXP:
    r = scan_comp(c, e, SC_GENEXP);
    break;
  case E_NAMEDEXPR:
    r = scan_expr(c, e->b);
    if (!r) r = scan_bind_walrus(c, e->a);
    break;
  case E_AWAIT: {
    /* await belongs to an async def, to the module (top-level await, as
    ** notebooks allow), or to a comprehension in one (which becomes a
    ** coroutine awaited where it stands) */
    c->has_async = true;
    r = scan_async_expr(c, e);
    if (!r) r = scan_expr(c, e->a);
    break;
  }
  case E_YIELD: case E_YIELDFROM:
    if (c->cur->kind == SC_MODULE) { r = cerr(c, e, "'yield' outside function"); break; }
    if (e->kind == E_YIELDFROM && c->cur->kind == SC_FUNC && c->cur->coroutine) {
      r = cerr(c, e, "'yield from' inside async function");
      break;
    }
    if (c->cur->kind == SC_COMP || c->cur->kind == SC_GENEXP) {
      r = cerr(c, e, "'yield' inside list comprehension");
      break;
    }
    c->cur->generator = true;
    r = scan_expr(c, e->a);
    break;
  default:
    if (e->a) r = scan_expr(c, e->a);
    if (!r && e->b) r = scan_expr(c, e->b);
    if (!r && e->c) r = scan_expr(c, e->c);
    for (i = 0; !r && i < e->l1.n; i++)
      if (e->l1.items[i]) r = scan_expr(c, e->l1.items[i]);
    for (i = 0; !r && i < e->l2.n; i++)
      if (e->l2.items[i]) r = scan_expr(c, e->l2.items[i]);
    break;
  }
  c->depth--;
  return r;
}

static int scan_decl(Comp *c, Ast *st, unsigned flag) {
  int i;
  for (i = 0; i < st->l1.n; i++) {
    Ast *n = st->l1.items[i];
    Sym *y = sym_find(c->cur, n->s, idlen(n));
    const char *what = flag == SYM_GLOBAL ? "global" : "nonlocal";
    char tmp[200];
    if (flag == SYM_NONLOCAL && c->cur->kind == SC_MODULE)
      return cerr(c, st, "nonlocal declaration not allowed at module level");
    if (y && (y->flags & SYM_PARAM)) {
      snprintf(tmp, sizeof tmp, "name '%.*s' is parameter and %s",
               (int)idlen(n), n->s, what);
      return cerr(c, st, tmp);
    }
    if (y && (y->flags & (flag == SYM_GLOBAL ? SYM_NONLOCAL : SYM_GLOBAL))) {
      snprintf(tmp, sizeof tmp, "name '%.*s' is nonlocal and global",
               (int)idlen(n), n->s);
      return cerr(c, st, tmp);
    }
    if (y && ((y->flags & (SYM_USED | SYM_ANNOT)) ||
              (y->flags & (SYM_ASSIGNED | SYM_IMPORTED)) == SYM_ASSIGNED) &&
        !(y->flags & flag)) {
      /* CPython 3.11 names a read first, then an annotation, then a binding */
      bool read = (y->flags & SYM_READ) || !(y->flags & SYM_ASSIGNED);
      if (!read && (y->flags & SYM_ANNOT))
        snprintf(tmp, sizeof tmp, "annotated name '%.*s' can't be %s", (int)idlen(n),
                 n->s, what);
      else
        snprintf(tmp, sizeof tmp, "name '%.*s' is %s %s declaration",
                 (int)idlen(n), n->s, read ? "used prior to" : "assigned to before", what);
      return cerr(c, st, tmp);
    }
    y = sym_add(c, c->cur, n->s, idlen(n));
    if (y == NULL) return -1;
    if (!(y->flags & flag)) { y->line = st->line; y->col = st->col; }
    y->flags |= flag;
  }
  return 0;
}

/* Names a pattern binds, and the expressions it evaluates. */
static int scan_pattern(Comp *c, Ast *p) {
  int i, r = 0;
  if (p == NULL) return 0;
  if (depth_enter(c)) return -1;
  switch (p->kind) {
  case P_VALUE: case P_SINGLETON: r = scan_expr(c, p->a); break;
  case P_CLASS: r = scan_expr(c, p->a); break;
  case P_MAPPING: r = scan_list(c, &p->l1); break;
  default: r = scan_pattern(c, p->a); break;
  }
  for (i = 0; !r && i < p->l1.n; i++)
    if (p->kind != P_MAPPING) r = scan_pattern(c, p->l1.items[i]);
  for (i = 0; !r && i < p->l2.n; i++) r = scan_pattern(c, p->l2.items[i]);
  if (!r && p->s && (p->kind == P_AS || p->kind == P_STAR || p->kind == P_MAPPING)) {
    Ast name;
    memset(&name, 0, sizeof name);
    name.s = p->s;
    name.slen = strlen(p->s);
    r = scan_bind(c, &name);
  }
  c->depth--;
  return r;
}

/* `async with` and `async for` belong to an async def, or to the module
** (top-level await, as for await itself). */
static int scan_async_stmt(Comp *c, Ast *st, const char *what) {
  char tmp[64];
  if (c->cur->kind == SC_MODULE) { c->cur->awaits = true; return 0; }
  if (c->cur->kind == SC_FUNC && c->cur->coroutine) return 0;
  snprintf(tmp, sizeof tmp, "%s outside async function", what);
  return cerr(c, st, tmp);
}

static int scan_stmt_kind(Comp *c, Ast *st);

/* Statements; returns inside try and with statements are counted
** (Comp.guarded): a finally or __exit__ may run after the returned value
** was taken, so such a `return name` is a read like any other. */
static int scan_stmt(Comp *c, Ast *st) {
  int r;
  if (st->kind != S_TRY && st->kind != S_WITH) return scan_stmt_kind(c, st);
  c->guarded++;
  r = scan_stmt_kind(c, st);
  c->guarded--;
  return r;
}

static int scan_stmt_kind(Comp *c, Ast *st) {
  int i;
  switch (st->kind) {
  case S_EXPR: return scan_expr(c, st->a);
  case S_ASSIGN:
    if (scan_expr(c, st->a)) return -1;
    for (i = 0; i < st->l1.n; i++) {
      Ast *t = st->l1.items[i];
      Sym *y;
      if (scan_target(c, t)) return -1;
      if (t->kind != E_NAME || (y = sym_find(c->cur, t->s, idlen(t))) == NULL) continue;
      if (y->flags & SYM_SET1) y->flags |= SYM_REBOUND;
      y->flags |= SYM_SET1 | (st->a->kind == E_CALL ? SYM_CALLSET : 0);
    }
    return 0;
  case S_AUGASSIGN:
    if (scan_expr(c, st->b)) return -1;
    if (st->a->kind == E_NAME) {
      Sym *y = sym_add(c, c->cur, st->a->s, idlen(st->a));
      if (y == NULL) return -1;
      y->flags |= SYM_USED | SYM_ASSIGNED;
      return 0;
    }
    c->store_target = true;
    return scan_expr(c, st->a);
  case S_ANNASSIGN:
    if (st->c && scan_expr(c, st->c)) return -1;
    if (ann_evaluated(c) && scan_expr(c, st->b)) return -1;
    if (st->a->kind == E_NAME && !(st->a->flags & AST_PAREN)) {
      /* a plain name: local to this scope even without a value (CPython's
      ** DEF_ANNOT | DEF_LOCAL), so it cannot be declared global there */
      Sym *y = sym_find(c->cur, st->a->s, idlen(st->a));
      if (y && (y->flags & (SYM_GLOBAL | SYM_NONLOCAL)) && c->cur->kind != SC_MODULE)
        return cerrf(c, st, (y->flags & SYM_GLOBAL) ? "annotated name '%.*s' can't be global"
                                                    : "annotated name '%.*s' can't be nonlocal",
                     st->a->s, idlen(st->a));
      if (scan_bind(c, st->a)) return -1;
      sym_find(c->cur, st->a->s, idlen(st->a))->flags |= SYM_ANNOT;
      return 0;
    }
    if (st->a->kind == E_NAME) return st->c ? scan_bind(c, st->a) : 0;
    c->store_target = true;
    return scan_expr(c, st->a);
  case S_DEL:
    for (i = 0; i < st->l1.n; i++) {
      Ast *t = st->l1.items[i];
      if (scan_target(c, t)) return -1;
      if (t->kind == E_NAME) sym_find(c->cur, t->s, idlen(t))->flags |= SYM_DELETED;
    }
    return 0;
  case S_RETURN:
    if (st->a && st->a->kind == E_NAME && c->guarded == 0) {
      /* `return name` ends the activation: not a read that keeps the
      ** value for later (the returned str leaves STRAPPEND's hands) */
      Sym *y = sym_find(c->cur, st->a->s, idlen(st->a));
      bool read = y && (y->flags & SYM_READ);
      if (scan_expr(c, st->a)) return -1;
      y = sym_find(c->cur, st->a->s, idlen(st->a));
      if (y && !read) y->flags &= ~(unsigned)SYM_READ;
      return 0;
    }
    return scan_expr(c, st->a);
  case S_GLOBAL: return scan_decl(c, st, SYM_GLOBAL);
  case S_NONLOCAL: return scan_decl(c, st, SYM_NONLOCAL);
  case S_IF: case S_WHILE:
    if (scan_expr(c, st->a) || scan_stmts(c, &st->l1) || scan_stmts(c, &st->l2))
      return -1;
    return 0;
  case S_FOR:
    if ((st->flags & AST_ASYNC) && scan_async_stmt(c, st, "'async for'")) return -1;
    if (scan_expr(c, st->b) || scan_target(c, st->a) || scan_stmts(c, &st->l1) ||
        scan_stmts(c, &st->l2))
      return -1;
    return 0;
  case S_DEF: {
    Scope *outer = c->cur, *s;
    Ast name;
    if (scan_list(c, &st->l3)) return -1;          /* decorators */
    if (scan_param_defaults(c, &st->l1)) return -1;
    if (st->b && !c->future_ann && scan_expr(c, st->b)) return -1;
    s = scope_new(c, SC_FUNC, st, st->s);
    if (s == NULL) return -1;
    s->coroutine = (st->flags & AST_ASYNC) != 0;
    if (s->coroutine) c->has_async = true;
    c->cur = s;
    if (scan_params(c, &st->l1) || scan_stmts(c, &st->l2)) return -1;
    c->cur = outer;
    memset(&name, 0, sizeof name);
    name.s = st->s;
    name.slen = idlen(st);
    return scan_bind(c, &name);
  }
  case S_CLASS: {
    Scope *outer = c->cur, *s;
    Ast name;
    Sym *y;
    if (scan_list(c, &st->l3) || scan_list(c, &st->l1)) return -1;
    s = scope_new(c, SC_CLASS, st, st->s);
    if (s == NULL) return -1;
    c->cur = s;
    y = sym_add(c, s, ".0", 2);      /* the namespace dict */
    if (y == NULL) return -1;
    y->flags |= SYM_PARAM | SYM_ASSIGNED;
    if (scan_stmts(c, &st->l2)) return -1;
    c->cur = outer;
    memset(&name, 0, sizeof name);
    name.s = st->s;
    name.slen = idlen(st);
    return scan_bind(c, &name);
  }
  case S_WITH:
    if ((st->flags & AST_ASYNC) && scan_async_stmt(c, st, "'async with'")) return -1;
    for (i = 0; i < st->l1.n; i++) {
      Ast *it = st->l1.items[i];
      if (scan_expr(c, it->a)) return -1;
      if (it->b && scan_target(c, it->b)) return -1;
    }
    return scan_stmts(c, &st->l2);
  case S_TRY:
    if (scan_stmts(c, &st->l1)) return -1;
    for (i = 0; i < st->l2.n; i++) {
      Ast *h = st->l2.items[i];
      if (h->a && scan_expr(c, h->a)) return -1;
      if (h->s) {
        Ast name;
        memset(&name, 0, sizeof name);
        name.s = h->s;
        name.slen = strlen(h->s);
        if (scan_bind(c, &name)) return -1;
        sym_find(c->cur, name.s, name.slen)->flags |= SYM_DELETED;
      }
      if (scan_stmts(c, &h->l1)) return -1;
    }
    if (scan_stmts(c, &st->l3)) return -1;
    if (st->a && scan_stmts(c, &st->a->l1)) return -1;
    return 0;
  case S_MATCH:
    if (scan_expr(c, st->a)) return -1;
    for (i = 0; i < st->l1.n; i++) {
      Ast *cs = st->l1.items[i];
      if (scan_pattern(c, cs->a) || scan_expr(c, cs->b) || scan_stmts(c, &cs->l1)) return -1;
    }
    return 0;
  case S_RAISE:
    return scan_expr(c, st->a) || scan_expr(c, st->b) ? -1 : 0;
  case S_ASSERT:
    if (c->warn.vm && synwarn_assert(&c->warn, st)) return cnomem(c);
    return scan_expr(c, st->a) || scan_expr(c, st->b) ? -1 : 0;
  case S_IMPORT: case S_IMPORTFROM:
    for (i = 0; i < st->l1.n; i++) {
      Ast *al = st->l1.items[i], name;
      const char *nm = al->s2 ? al->s2 : al->s;
      size_t len = strlen(nm);
      if (!al->s2 && st->kind == S_IMPORT) {
        const char *dot = strchr(nm, '.');
        if (dot) len = (size_t)(dot - nm);
      }
      if (strcmp(nm, "*") == 0) continue;
      memset(&name, 0, sizeof name);
      name.s = nm;
      name.slen = len;
      if (scan_bind_import(c, &name)) return -1;
    }
    return 0;
  default:
    return 0;
  }
}

static int scan_stmts(Comp *c, AstList *l) {
  int i;
  for (i = 0; i < l->n; i++)
    if (scan_stmt(c, l->items[i])) return -1;
  return 0;
}

/* After scanning: resolve free variables bottom-up.  A name used (or
** declared nonlocal) in a function scope and not bound there is free if an
** enclosing function binds it; the binding becomes a cell. */
static int resolve_scope(Comp *c, Scope *s) {
  Scope *ch;
  int i;
  for (ch = s->child; ch; ch = ch->next)
    if (resolve_scope(c, ch)) return -1;
  if (s->kind == SC_MODULE) return 0;
  for (i = 0; i < s->nsyms; i++) {
    Sym *y = &s->syms[i];
    Scope *p;
    bool nonlocal = (y->flags & SYM_NONLOCAL) != 0;
    if (y->flags & SYM_GLOBAL) continue;
    if ((y->flags & SYM_ASSIGNED) && !nonlocal) continue;
    if (y->flags & SYM_FREE) continue;
    for (p = s->parent; p && p->kind != SC_MODULE; p = p->parent) {
      Sym *py;
      /* names of a class body are not visible to the functions inside
      ** it, except the implicit __class__ cell */
      if (p->kind == SC_CLASS && !name_eq(y->name, y->len, "__class__", 9)) continue;
      py = sym_find(p, y->name, y->len);
      if (py && (py->flags & SYM_GLOBAL)) { p = NULL; break; }
      if (py && ((py->flags & SYM_ASSIGNED) || (py->flags & SYM_FREE)) &&
          !(py->flags & SYM_NONLOCAL && !(py->flags & SYM_FREE))) {
        break;
      }
    }
    if (p && p->kind != SC_MODULE) {
      /* mark the path: intermediate scopes get the name as free too */
      Scope *q;
      Sym *py = sym_find(p, y->name, y->len);
      if (!(py->flags & SYM_FREE)) py->flags |= SYM_CELL;
      for (q = s->parent; q != p; q = q->parent) {
        Sym *qy = sym_add(c, q, y->name, y->len);
        if (qy == NULL) return -1;
        qy->flags |= SYM_FREE;
      }
      y->flags |= SYM_FREE;
    } else if (nonlocal) {
      return cerrf(c, s->node, "no binding for nonlocal '%.*s' found",
                   y->name, y->len);
    }
  }
  return 0;
}

/* Intermediate scopes marked free after their own resolution need their
** parents to know: a second pass propagates cells for names marked free in
** an intermediate scope by a deeper one. */
static void fix_cells(Scope *s) {
  Scope *ch;
  int i;
  for (ch = s->child; ch; ch = ch->next) fix_cells(ch);
  for (ch = s->child; ch; ch = ch->next) {
    for (i = 0; i < ch->nsyms; i++) {
      Sym *y = &ch->syms[i], *py;
      if (!(y->flags & SYM_FREE)) continue;
      py = sym_find(s, y->name, y->len);
      if (py && (py->flags & SYM_ASSIGNED) && !(py->flags & SYM_FREE) &&
          !(py->flags & SYM_GLOBAL))
        py->flags |= SYM_CELL;
    }
  }
}

/* ---- emitting ---- */

static int emit(Fs *fs, int op, int x, int a, int b, int cc) {
  Comp *c = fs->c;
  Instr *in;
  if (fs->n == fs->cap && fs->cap == 0 && c->spare_cap) {
    fs->ins = c->spare_ins;
    fs->pos = c->spare_pos;
    fs->cap = c->spare_cap;
    c->spare_ins = NULL;
    c->spare_pos = NULL;
    c->spare_cap = 0;
  }
  if (fs->n == fs->cap) {
    uint32_t nc = fs->cap ? fs->cap * 2 : 64;
    Instr *ni;
    CodePos *np;
    if (nc > (1u << 26)) return cerr(c, NULL, "function too large");
    /* positions first; if the second block fails, give the first back its
    ** old size so both stay `cap` long */
    np = mem_realloc(&c->vm->mem, fs->pos, fs->cap * sizeof(CodePos),
                     nc * sizeof(CodePos));
    if (np == NULL) return cnomem(c);
    ni = mem_realloc(&c->vm->mem, fs->ins, fs->cap * sizeof(Instr),
                     nc * sizeof(Instr));
    if (ni == NULL) {
      if (fs->cap == 0) {
        mem_free(&c->vm->mem, np, nc * sizeof(CodePos));
        fs->pos = NULL;
      } else {
        CodePos *back = mem_realloc(&c->vm->mem, np, nc * sizeof(CodePos),
                                    fs->cap * sizeof(CodePos));
        fs->pos = back ? back : np;     /* shrinking does not fail */
      }
      return cnomem(c);
    }
    fs->ins = ni;
    fs->pos = np;
    fs->cap = nc;
  }
  in = &fs->ins[fs->n];
  in->op = (uint8_t)op;
  in->x = (uint8_t)x;
  in->a = (uint16_t)a;
  in->b = (uint16_t)b;
  in->c = (uint16_t)cc;
  fs->pos[fs->n] = fs->loc;
  return (int)fs->n++;
}

static uint16_t pos_col(int col) {
  return col >= 0 && col < POS_NOCOL ? (uint16_t)col : POS_NOCOL;
}

/* Where the instructions compiled for node n lie, as CPython 3.11 records
** it: the node's span.  A binary operation or a subscript on one line also
** keeps where its operands end, for the ~~^^ markers; `a.b` split over
** lines points at the name b, on its line.  Nodes the compiler made up
** (end_line 0) have no columns. */
static CodePos pos_of(const Ast *n) {
  CodePos p;
  p.line = n->line;
  p.dline = 0;
  p.col = p.end_col = POS_NOCOL;
  p.a = p.b = 0;
  p.kind = POS_PLAIN;
  p.spare = 0;
  if (n->end_line < n->line || n->end_line - n->line >= 0xFFFF) return p;
  p.dline = (uint16_t)(n->end_line - n->line);
  p.col = pos_col(n->col);
  p.end_col = pos_col(n->end_col);
  if (n->kind == E_ATTR && p.dline) {
    p.line = n->end_line;
    p.dline = 0;
    p.col = pos_col(n->end_col - (int)idlen(n));
  } else if (p.dline == 0 && n->kind == E_BINOP && n->a->end_line == n->line &&
             n->b->line == n->line) {
    p.kind = POS_BINOP;
    p.a = pos_col(n->a->end_col);
    p.b = pos_col(n->b->col);
  } else if (p.dline == 0 && n->kind == E_SUBSCRIPT && n->a->end_line == n->line &&
             n->b->end_line == n->line) {
    p.kind = POS_SUBSCR;
    p.a = pos_col(n->a->end_col);
    p.b = pos_col(n->b->end_col);
  }
  return p;
}

/* Where a failed assert points: CPython 3.11's raise takes the position of
** the comparison that decided the test (under `not`, or last in `and`/
** `or`), else that of the statement. */
static const Ast *assert_at(const Ast *s) {
  const Ast *t = s->a;
  for (;;) {
    if (t->kind == E_UNARY && t->op == UN_NOT) t = t->a;
    else if (t->kind == E_BOOLOP && t->l1.n) t = t->l1.items[t->l1.n - 1];
    else return t->kind == E_COMPARE ? t : s;
  }
}

/* The instructions emitted from now on lie at node n (CPython's SET_LOC). */
static void set_loc(Fs *fs, const Ast *n) {
  fs->loc = pos_of(n);
}

static int emitbx(Fs *fs, int op, int a, uint32_t bx) {
  return emit(fs, op, 0, a, (int)(bx & 0xFFFF), (int)(bx >> 16));
}

static int emitjump(Fs *fs, int op, int a) {
  return emitbx(fs, op, a, 0);
}

static void patch_to(Fs *fs, int at, uint32_t target) {
  int32_t off = (int32_t)target - (at + 1);
  fs->ins[at].b = (uint16_t)((uint32_t)off & 0xFFFF);
  fs->ins[at].c = (uint16_t)((uint32_t)off >> 16);
}

static void patch_here(Fs *fs, int at) {
  patch_to(fs, at, fs->n);
}

/* Forward jumps waiting for one target, chained through their own offset
** fields until it is known: a list is its last jump's index + 1, 0 when
** empty. */
static void jl_add(Fs *fs, int *list, int at) {
  fs->ins[at].b = (uint16_t)((uint32_t)*list & 0xFFFF);
  fs->ins[at].c = (uint16_t)((uint32_t)*list >> 16);
  *list = at + 1;
}

static void jl_patch_to(Fs *fs, int list, uint32_t target) {
  while (list) {
    int at = list - 1;
    list = (int)((uint32_t)fs->ins[at].b | ((uint32_t)fs->ins[at].c << 16));
    patch_to(fs, at, target);
  }
}

static int jump_back(Fs *fs, int op, int a, uint32_t target) {
  int at = emitjump(fs, op, a);
  if (at < 0) return -1;
  patch_to(fs, at, target);
  return 0;
}

static int alloc_reg(Fs *fs) {
  int r = fs->freereg++;
  if (fs->freereg > MAX_REGS)
    return cerr(fs->c, NULL, "too many registers needed (expression too complex)");
  if (fs->freereg > fs->maxreg) fs->maxreg = fs->freereg;
  return r;
}

static int alloc_regs(Fs *fs, int n) {
  int r = fs->freereg;
  fs->freereg += n;
  if (fs->freereg > MAX_REGS)
    return cerr(fs->c, NULL, "too many registers needed (expression too complex)");
  if (fs->freereg > fs->maxreg) fs->maxreg = fs->freereg;
  return r;
}

/* The compiler's own hash of a text (its tables of strs and constants):
** FNV-1a for a short text, which is most names and literals; the str
** hash (SipHash, kept in the Str) for a long one, which is then not
** hashed again.  A Str made here gets its str hash when the program
** first needs it (hash_str), and many never do. */
#define TEXT_HASH_SHORT 64
static uint64_t text_hash(const char *s, size_t len) {
  return len <= TEXT_HASH_SHORT ? sym_hash(SYM_HASH0, s, len) : hash_text(s, len);
}
static uint64_t str_text_hash(Str *o) {
  return o->len <= TEXT_HASH_SHORT ? sym_hash(SYM_HASH0, o->data, o->len) : hash_str(o);
}

/* The index hash of a constant that add_const shares (an int, float or
** str), else 0. */
static uint64_t const_hash(Value v) {
  uint64_t h;
  if (v.tag == V_INT) h = (uint64_t)v.u.i;
  else if (v.tag == V_FLOAT) memcpy(&h, &v.u.f, sizeof h);
  else if (IS_STR(v)) return str_text_hash(AS_STR(v)) | 1;
  else return 0;
  h = (h ^ (h >> 31)) * 0x9e3779b97f4a7c15u;
  return (h ^ (h >> 29)) | 1;
}

static bool const_same(Value k, Value v) {
  if (k.tag != v.tag) return false;
  if (v.tag == V_INT) return k.u.i == v.u.i;
  if (v.tag == V_FLOAT) return memcmp(&k.u.f, &v.u.f, sizeof(double)) == 0;
  return IS_STR(v) && IS_STR(k) && str_eq(AS_STR(k), AS_STR(v));
}

/* The slot of fs->kidx where v is or would go. */
static uint32_t const_slot(Fs *fs, Value v, uint64_t h) {
  uint32_t mask = fs->capkidx - 1, i = (uint32_t)h & mask;
  while (fs->kidx[i] && !const_same(fs->k[fs->kidx[i] - 1], v)) i = (i + 1) & mask;
  return i;
}

/* Doubles fs->kidx (the old table stays in the arena until the end). */
static int const_index_grow(Fs *fs) {
  uint32_t nc = fs->capkidx ? fs->capkidx * 2 : 64, i;
  uint32_t *t = arena_alloc(&fs->c->arena, nc * sizeof *t);
  if (t == NULL) return cnomem(fs->c);
  fs->kidx = t;
  fs->capkidx = nc;
  for (i = 0; i < fs->nk; i++) {
    uint64_t h = const_hash(fs->k[i]);
    if (h) fs->kidx[const_slot(fs, fs->k[i], h)] = i + 1;
  }
  return 0;
}

/* The index of constant v in fs->k, added if new; equal ints, floats (by
** bits) and strs share one entry. */
static int add_const(Fs *fs, Value v) {
  Comp *c = fs->c;
  uint64_t h = const_hash(v);
  uint32_t slot = 0;
  if (h) {
    if (fs->nk * 2 >= fs->capkidx && const_index_grow(fs)) return -1;
    slot = const_slot(fs, v, h);
    if (fs->kidx[slot]) return (int)fs->kidx[slot] - 1;
  }
  if (fs->nk == fs->capk && fs->capk == 0 && c->spare_capk) {
    fs->k = c->spare_k;
    fs->capk = c->spare_capk;
    c->spare_k = NULL;
    c->spare_capk = 0;
  }
  if (fs->nk == fs->capk) {
    uint32_t nc = fs->capk ? fs->capk * 2 : 16;
    Value *nk;
    if (nc > 65536) nc = 65536;
    if (fs->nk >= nc) return cerr(c, NULL, "too many constants in one function");
    nk = mem_realloc(&c->vm->mem, fs->k, fs->capk * sizeof(Value),
                     nc * sizeof(Value));
    if (nk == NULL) return cnomem(c);
    fs->k = nk;
    fs->capk = nc;
  }
  fs->k[fs->nk] = v;
  if (h) fs->kidx[slot] = fs->nk + 1;
  return (int)fs->nk++;
}

/* The module's one Str of text s (Comp.strs), made at its first use. */
static int intern_str(Comp *c, const char *s, size_t len, Value *out) {
  uint64_t h = text_hash(s, len);
  uint32_t i, mask;
  if (c->nstrs * 2 >= c->capstrs) {
    uint32_t nc = c->capstrs ? c->capstrs * 2 : 64, j;
    Str **nt = arena_alloc(&c->arena, nc * sizeof(Str *));
    if (nt == NULL) return cnomem(c);
    for (j = 0; j < c->capstrs; j++) {
      Str *o = c->strs[j];
      if (o == NULL) continue;
      for (i = (uint32_t)str_text_hash(o) & (nc - 1); nt[i]; i = (i + 1) & (nc - 1)) {}
      nt[i] = o;
    }
    c->strs = nt;
    c->capstrs = nc;
  }
  mask = c->capstrs - 1;
  for (i = (uint32_t)h & mask; c->strs[i]; i = (i + 1) & mask) {
    Str *o = c->strs[i];
    if (o->len == len && memcmp(o->data, s, len) == 0) { *out = vobj(o); return 0; }
  }
  if (str_new(c->vm, s, len, out)) return cvmerr(c);
  c->strs[i] = AS_STR(*out);
  if (len > TEXT_HASH_SHORT) c->strs[i]->hash = h;   /* hash_str's value */
  c->nstrs++;
  return 0;
}

static int const_str(Fs *fs, const char *s, size_t len) {
  Value v;
  if (intern_str(fs->c, s, len, &v)) return -1;
  return add_const(fs, v);
}

/* An identifier's constant (a name, an attribute), mangled as read in
** fs's scope. */
static int const_ident(Fs *fs, const char *s, size_t len) {
  s = mangle(fs->c, fs->sc, s, &len);
  return s == NULL ? -1 : const_str(fs, s, len);
}

static int add_handler(Fs *fs, uint32_t start, uint32_t end, uint32_t target,
                       int reg) {
  Comp *c = fs->c;
  if (start >= end) return 0;
  if (fs->nh == fs->caph) {
    uint32_t nc = fs->caph ? fs->caph * 2 : 8;
    Handler *nh = mem_realloc(&c->vm->mem, fs->hs, fs->caph * sizeof(Handler),
                              nc * sizeof(Handler));
    if (nh == NULL) return cnomem(c);
    fs->hs = nh;
    fs->caph = nc;
  }
  fs->hs[fs->nh].start = start;
  fs->hs[fs->nh].end = end;
  fs->hs[fs->nh].target = target;
  fs->hs[fs->nh].reg = (uint16_t)reg;
  fs->nh++;
  return 0;
}

/* ---- names ---- */

enum { N_LOCAL, N_CELL, N_GLOBAL, N_NAME };

static int resolve(Fs *fs, const char *s, size_t len, Sym **out) {
  Sym *y;
  *out = NULL;
  if (fs->sc->kind == SC_MODULE) return N_GLOBAL;
  y = sym_find(fs->sc, s, len);
  if (fs->sc->kind == SC_CLASS) {
    /* a class body: names live in its namespace dict (R[0]), except
    ** declared globals and variables of enclosing functions it only reads */
    if (y && (y->flags & SYM_GLOBAL)) return N_GLOBAL;
    *out = y;
    if (y && (y->flags & SYM_CELL)) return N_CELL;
    if (y && (y->flags & SYM_FREE) && !(y->flags & SYM_ASSIGNED)) return N_CELL;
    /* declared nonlocal: stores (a def, an assignment) go to the cell */
    if (y && (y->flags & SYM_FREE) && (y->flags & SYM_NONLOCAL)) return N_CELL;
    return N_NAME;
  }
  if (y == NULL || (y->flags & SYM_GLOBAL)) return N_GLOBAL;
  *out = y;
  if (y->flags & (SYM_FREE | SYM_CELL)) return N_CELL;
  if (y->flags & SYM_ASSIGNED) return N_LOCAL;
  return N_GLOBAL;
}

/* Is local y bound here for sure?  fs->bound is merged at the end of
** conditional code by restoring the state before it, which only holds for
** names that nothing unbinds: a name that a del or an `except ... as`
** unbinds somewhere (SYM_DELETED) is checked at every read. */
static bool surely_bound(const Fs *fs, const Sym *y) {
  return fs->bound[y->reg] && !(y->flags & SYM_DELETED);
}

static int emit_checkbound(Fs *fs, Sym *y) {
  int k;
  if (surely_bound(fs, y)) return 0;
  k = const_str(fs, y->name, y->len);
  if (k < 0) return -1;
  return emitbx(fs, OP_CHECKBOUND, y->reg, (uint32_t)k) < 0 ? -1 : 0;
}

static int load_name(Fs *fs, Ast *n, int target) {
  Sym *y;
  int kind = resolve(fs, n->s, idlen(n), &y), k;
  switch (kind) {
  case N_LOCAL:
    if (emit_checkbound(fs, y)) return -1;
    if (y->reg != target) return emit(fs, OP_MOVE, 0, target, y->reg, 0);
    return 0;
  case N_CELL:
    k = const_ident(fs, n->s, idlen(n));
    if (k < 0) return -1;
    return emit(fs, OP_GETCELL, (y->flags & SYM_FREE) ? 1 : 0, target, y->reg, k);
  case N_NAME:
    k = const_ident(fs, n->s, idlen(n));
    if (k < 0) return -1;
    return emitbx(fs, OP_GETNAME, target, (uint32_t)k);
  default:
    k = const_ident(fs, n->s, idlen(n));
    if (k < 0) return -1;
    return emitbx(fs, OP_GETGLOBAL, target, (uint32_t)k);
  }
}

static int store_name(Fs *fs, const char *s, size_t len, int src) {
  Sym *y;
  int kind = resolve(fs, s, len, &y), k;
  switch (kind) {
  case N_LOCAL:
    fs->bound[y->reg] = 1;
    if (y->reg != src) return emit(fs, OP_MOVE, 0, y->reg, src, 0);
    return 0;
  case N_CELL:
    return emit(fs, OP_SETCELL, 0, src, y->reg, 0);
  case N_NAME:
    k = const_ident(fs, s, len);
    if (k < 0) return -1;
    return emitbx(fs, OP_SETNAME, src, (uint32_t)k);
  default:
    k = const_ident(fs, s, len);
    if (k < 0) return -1;
    /* x=1: the registers above src hold nothing live (interp.c gen_drop) */
    return emit(fs, OP_SETGLOBAL, fs->freereg <= src + 1, src, k & 0xFFFF, k >> 16);
  }
}

static int del_name(Fs *fs, Ast *n) {
  Sym *y;
  int kind = resolve(fs, n->s, idlen(n), &y);
  int k = const_ident(fs, n->s, idlen(n));
  if (k < 0) return -1;
  switch (kind) {
  case N_LOCAL:
    if (emit_checkbound(fs, y)) return -1;
    fs->bound[y->reg] = 0;
    /* x=1, B: a del statement, registers from B up are dead (interp.c
    ** gen_drop closes a generator it dropped) */
    return emit(fs, OP_LOADUNDEF, 1, y->reg, fs->freereg, 0);
  case N_CELL:
    return emit(fs, OP_DELCELL, (y->flags & SYM_FREE) ? 1 : 0, y->reg, 0, k);
  case N_NAME:
    return emitbx(fs, OP_DELNAME, 0, (uint32_t)k);
  default:
    /* A: registers from A up are dead (gen_drop) */
    return emitbx(fs, OP_DELGLOBAL, fs->freereg, (uint32_t)k);
  }
}

/* ---- expressions ---- */

static int expr_to(Fs *fs, Ast *e, int target);
static int cond_jump(Fs *fs, Ast *e, bool when, int *list);
static int stmts(Fs *fs, AstList *l);
static int compile_function(Fs *fs, Ast *node, int target);
static size_t src_offset(Comp *c, int line, int col);
static int class_def(Fs *fs, Ast *s);
static int annotation(Fs *fs, Ast *s);
static int ann_target_part(Fs *fs, Ast *e);

/* Can evaluating argument e neither run Python code nor raise?  Then
** CALLMETHOD may look its method up after the arguments are in place (the
** fused form); otherwise LOADMETHOD looks it up first, in CPython's order
** (a missing method raises before any argument runs; an argument that
** replaces the method does not change what is called).  Constants, bound
** locals, signed number literals and tuples of those; and global and
** builtin names too, whose reads run no code: of CPython's order they lose
** only which error a call reports whose method is missing and whose
** argument names an unbound global (AttributeError there, NameError here),
** and they keep module-level loops (`counts.get(w, 0)`) on the fused path. */
static bool quiet_arg(Fs *fs, Ast *e) {
  Sym *y;
  int i;
  switch (e->kind) {
  case E_INT: case E_FLOAT: case E_STR: case E_NONE: case E_TRUE: case E_FALSE:
  case E_ELLIPSIS:
    return true;
  case E_NAME:
    switch (resolve(fs, e->s, idlen(e), &y)) {
    case N_LOCAL: return surely_bound(fs, y);
    case N_GLOBAL: case N_NAME: return true;
    default: return false;
    }
  case E_UNARY:
    return (e->op == UN_NEG || e->op == UN_POS) &&
           (e->a->kind == E_INT || e->a->kind == E_FLOAT);
  case E_TUPLE:
    for (i = 0; i < e->l1.n; i++)
      if (e->l1.items[i]->kind == E_STARRED || !quiet_arg(fs, e->l1.items[i])) return false;
    return true;
  default:
    return false;
  }
}

/* The position of method call e's CALLMETHOD and LOADMETHOD: the call; a
** failed lookup shows the method's span (TbEntry). */
static void method_loc(Fs *fs, Ast *e) {
  if (!e->a->end_line) return;
  set_loc(fs, e);
  if (fs->loc.col != POS_NOCOL && e->a->end_line - e->line < 0xFFFF) {
    fs->loc.kind = POS_METHOD;
    fs->loc.a = pos_col(e->a->end_col);
    fs->loc.b = (uint16_t)(e->a->end_line - e->line);
  }
}

/* Register holding e's value: a local's own register when e is a plain
** bound local (the caller must not write to it), else a new temporary. */
static int expr_any(Fs *fs, Ast *e) {
  int r;
  if (e->kind == E_NAME) {
    Sym *y;
    if (resolve(fs, e->s, idlen(e), &y) == N_LOCAL) {
      if (emit_checkbound(fs, y)) return -1;
      fs->bound[y->reg] = 1;
      return y->reg;
    }
  }
  r = alloc_reg(fs);
  if (r < 0) return -1;
  if (expr_to(fs, e, r)) return -1;
  return r;
}

static int int_literal(Fs *fs, Ast *e, Value *out);

/* e is an int literal of -32768..32767 (short, so never a big int): the
** sC operand of ADDI, SUBI, CMPI, in *c. */
static bool small_int(Fs *fs, Ast *e, int *c) {
  Value v;
  if (e->kind != E_INT || idlen(e) > 8 || int_literal(fs, e, &v) || v.tag != V_INT ||
      v.u.i < INT16_MIN || v.u.i > INT16_MAX)
    return false;
  *c = (int)(uint16_t)(int16_t)v.u.i;
  return true;
}

/* Parse an int literal as written (underscores, 0x/0o/0b). */
static int int_literal(Fs *fs, Ast *e, Value *out) {
  const char *s = e->s;
  size_t n = idlen(e), i;
  int base = 10;
  uint64_t v = 0;
  bool overflow = false;
  if (n > 1 && s[0] == '0' && (s[1] | 0x20) == 'x') base = 16;
  else if (n > 1 && s[0] == '0' && (s[1] | 0x20) == 'o') base = 8;
  else if (n > 1 && s[0] == '0' && (s[1] | 0x20) == 'b') base = 2;
  for (i = base == 10 ? 0 : 2; i < n; i++) {
    int d;
    char ch = s[i];
    if (ch == '_') continue;
    if (ch >= '0' && ch <= '9') d = ch - '0';
    else d = (ch | 0x20) - 'a' + 10;
    if (v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base) { overflow = true; break; }
    v = v * (uint64_t)base + (uint64_t)d;
  }
  if (!overflow && v <= (uint64_t)INT64_MAX) {
    *out = vint((int64_t)v);
    return 0;
  }
  {
    int bad = 0;
    if (big_from_str(fs->c->vm, s, n, 0, out, &bad)) {
      if (bad) return cerr(fs->c, e, "invalid integer literal");
      return cvmerr(fs->c);
    }
  }
  return 0;
}

/* A float or imaginary literal's value, all of its text (vm_float_literal:
** a copy cut at 511 characters read 1.000...0e-300 as 1.0). */
static int float_literal(Fs *fs, Ast *e, Value *out) {
  double d;
  bool imag;
  if (vm_float_literal(fs->c->vm, e->s, idlen(e), &d, &imag)) return cvmerr(fs->c);
  if (imag) return complex_new(fs->c->vm, 0.0, d, out) ? cvmerr(fs->c) : 0;
  *out = vfloat(d);
  return 0;
}

static int load_const(Fs *fs, Value v, int target) {
  int k;
  if (v.tag == V_INT && v.u.i >= -2147483647 && v.u.i <= 2147483647)
    return emitbx(fs, OP_LOADI, target, (uint32_t)(int32_t)v.u.i);
  k = add_const(fs, v);
  if (k < 0) return -1;
  return emitbx(fs, OP_LOADK, target, (uint32_t)k);
}

static bool has_starred(AstList *l) {
  int i;
  for (i = 0; i < l->n; i++)
    if (l->items[i] && l->items[i]->kind == E_STARRED) return true;
  return false;
}

/* Build a list/tuple/set display with starred items incrementally. */
static int display_starred(Fs *fs, Ast *e, int target) {
  int i, top = fs->freereg;
  int isset = e->kind == E_SET;
  if (emit(fs, isset ? OP_BUILDSET : OP_BUILDLIST, 0, target, 0, 0) < 0) return -1;
  for (i = 0; i < e->l1.n; i++) {
    Ast *it = e->l1.items[i];
    int r;
    if (it->kind == E_STARRED) {
      r = expr_any(fs, it->a);
      if (r < 0) return -1;
      if (emit(fs, isset ? OP_SETUPDATE : OP_LISTEXTEND, 0, target, r, 0) < 0)
        return -1;
    } else {
      r = expr_any(fs, it);
      if (r < 0) return -1;
      if (emit(fs, isset ? OP_SETADD : OP_LISTAPPEND, 0, target, r, 0) < 0)
        return -1;
    }
    fs->freereg = top;
  }
  if (e->kind == E_TUPLE)
    return emit(fs, OP_TOTUPLE, 0, target, target, 0) < 0 ? -1 : 0;
  return 0;
}

/* Whether CPython 3.11's AST optimiser folds e into a constant (literals,
** tuples of them, and int arithmetic within its size limits: results of
** at most 128 bits for *, ** and <<, no division by zero).  *v is the
** value when it is an int, V_UNDEF otherwise.  Float and str arithmetic
** is not followed (reported as not folded). */
static bool folds(Fs *fs, const Ast *e, Value *v) {
  Value a, b;
  int i;
  v->tag = V_UNDEF;
  switch (e->kind) {
  case E_INT: return int_literal(fs, (Ast *)e, v) == 0;
  case E_FLOAT: case E_NONE: case E_TRUE: case E_FALSE: case E_ELLIPSIS: return true;
  case E_STR: return true;
  case E_TUPLE:
    for (i = 0; i < e->l1.n; i++)
      if (e->l1.items[i]->kind == E_STARRED || !folds(fs, e->l1.items[i], &a)) return false;
    return true;
  case E_UNARY:
    if (!folds(fs, e->a, &a)) return false;
    if (e->op == UN_NOT) return true;
    if (IS_INTLIKE(a)) return vm_unary(fs->c->vm, e->op, a, v) == 0;
    return e->a->kind == E_FLOAT && e->op != UN_INVERT;
  case E_BINOP: {
    int64_t vb, wb;
    if (!folds(fs, e->a, &a) || !folds(fs, e->b, &b) || !IS_INTLIKE(a) || !IS_INTLIKE(b))
      return false;
    vb = big_bit_length(a);
    wb = big_bit_length(b);
    switch (e->op) {
    case BIN_MATMUL: return false;
    case BIN_TRUEDIV: case BIN_FLOORDIV: case BIN_MOD:
      if (big_sign(b) == 0) return false;
      break;
    case BIN_MUL:
      if (big_sign(a) && big_sign(b) && vb > 128 - wb) return false;
      break;
    case BIN_POW:
      if (big_sign(b) < 0) return big_sign(a) != 0;   /* a float */
      if (big_sign(a) && big_sign(b) && (wb > 8 || vb > 128 / b.u.i)) return false;
      break;
    case BIN_LSHIFT: case BIN_RSHIFT:
      if (big_sign(b) < 0) return false;
      if (e->op == BIN_LSHIFT && big_sign(a) && (wb > 8 || b.u.i > 128 || vb > 128 - b.u.i))
        return false;
      break;
    default: break;
    }
    return vm_binop(fs->c->vm, e->op, a, b, v) == 0;
  }
  default: return false;
  }
}

static int display(Fs *fs, Ast *e, int target) {
  int base, i, op, top = fs->freereg;
  if (has_starred(&e->l1)) return display_starred(fs, e, target);
  base = alloc_regs(fs, e->l1.n);
  if (base < 0) return -1;
  for (i = 0; i < e->l1.n; i++)
    if (expr_to(fs, e->l1.items[i], base + i)) return -1;
  op = e->kind == E_LIST ? OP_BUILDLIST : e->kind == E_SET ? OP_BUILDSET
                                                           : OP_BUILDTUPLE;
  /* CPython folds a display of 3+ constants into a frozenset constant and
  ** merges it into a new set: x=1 reproduces that (and so its order). */
  {
    int x = 0;
    if (e->kind == E_SET && e->l1.n >= 3) {
      x = 1;
      for (i = 0; i < e->l1.n; i++) {
        Value v;
        if (!folds(fs, e->l1.items[i], &v)) x = 0;
      }
    }
    if (emit(fs, op, x, target, base, e->l1.n) < 0) return -1;
  }
  fs->freereg = top;
  return 0;
}

static int dict_display(Fs *fs, Ast *e, int target) {
  int i, top = fs->freereg;
  bool unpack = false;
  for (i = 0; i < e->l1.n; i++) if (e->l1.items[i] == NULL) unpack = true;
  if (!unpack && e->l1.n < 256) {
    int base = alloc_regs(fs, 2 * e->l1.n);
    if (base < 0) return -1;
    for (i = 0; i < e->l1.n; i++) {
      if (expr_to(fs, e->l1.items[i], base + 2 * i)) return -1;
      if (expr_to(fs, e->l2.items[i], base + 2 * i + 1)) return -1;
    }
    if (emit(fs, OP_BUILDDICT, 0, target, base, e->l1.n) < 0) return -1;
    fs->freereg = top;
    return 0;
  }
  if (emit(fs, OP_BUILDDICT, 0, target, 0, 0) < 0) return -1;
  for (i = 0; i < e->l1.n; i++) {
    if (e->l1.items[i] == NULL) {
      int r = expr_any(fs, e->l2.items[i]);
      if (r < 0 || emit(fs, OP_DICTUPDATE, 0, target, r, 0) < 0) return -1;
    } else {
      int k = expr_any(fs, e->l1.items[i]), v;
      if (k < 0) return -1;
      v = expr_any(fs, e->l2.items[i]);
      if (v < 0 || emit(fs, OP_DICTSET, 0, target, k, v) < 0) return -1;
    }
    fs->freereg = top;
  }
  return 0;
}

static int kwnames_const(Fs *fs, AstList *kws) {
  VM *vm = fs->c->vm;
  Tuple *t = tuple_new(vm, (size_t)kws->n);
  int i;
  if (t == NULL) return cvmerr(fs->c);
  for (i = 0; i < kws->n; i++) {
    Ast *kw = kws->items[i];
    int j;
    for (j = 0; j < i; j++) {
      Ast *o = kws->items[j];
      if (name_eq(o->s, idlen(o), kw->s, idlen(kw)))
        return cerrf(fs->c, kw, "keyword argument repeated: %.*s", kw->s, idlen(kw));
    }
    if (str_new(vm, kw->s, idlen(kw), &t->items[i])) return cvmerr(fs->c);
  }
  return add_const(fs, vobj(t));   /* tuples are never deduplicated */
}

/* A zero-argument super() in a method: super(__class__, first argument). */
static int super_args(Fs *fs, Ast *e, int A) {
  Sym *cl, *y, *first = NULL;
  int i;
  if (e->a->kind != E_NAME || !name_eq(e->a->s, idlen(e->a), "super", 5) || e->l1.n || e->l2.n)
    return 0;
  if (resolve(fs, "super", 5, &y) != N_GLOBAL || fs->sc->kind == SC_CLASS) return 0;
  cl = sym_find(fs->sc, "__class__", 9);
  if (cl == NULL || !(cl->flags & SYM_FREE)) return 0;
  for (i = 0; i < fs->sc->nsyms; i++) {
    Sym *p = &fs->sc->syms[i];
    if ((p->flags & SYM_PARAM) && p->reg == 0) first = p;
  }
  if (first == NULL || fs->sc->kind == SC_COMP || fs->sc->kind == SC_GENEXP) return 0;
  if (alloc_reg(fs) < 0 || alloc_reg(fs) < 0) return -1;
  {
    int k = const_str(fs, "__class__", 9), k2 = const_str(fs, first->name, first->len);
    if (k < 0 || k2 < 0) return -1;
    if (emit(fs, OP_GETCELL, 1, A + 1, cl->reg, k) < 0) return -1;
    if (first->flags & SYM_CELL) {
      if (emit(fs, OP_GETCELL, 0, A + 2, first->reg, k2) < 0) return -1;
    } else if (emit(fs, OP_MOVE, 0, A + 2, first->reg, 0) < 0) {
      return -1;
    }
  }
  return 2;
}

/* A call.  With pre >= 0 the callee is already in R[A] (A = pre's first
** register - 1) followed by npre filled argument registers (a class
** statement's call of _build_class); e->a is then ignored. */
static int call_expr_pre(Fs *fs, Ast *e, int target, int A, int npre);

static int call_expr(Fs *fs, Ast *e, int target) {
  return call_expr_pre(fs, e, target, -1, 0);
}

static int call_expr_pre(Fs *fs, Ast *e, int target, int A, int npre) {
  int top = fs->freereg, i, k;
  bool ex = has_starred(&e->l1), pre = A >= 0;
  for (i = 0; i < e->l2.n; i++)
    if (e->l2.items[i]->s == NULL) ex = true;
  if (pre) top = A;
  else if (target == fs->freereg - 1 && target >= fs->nlocals)
    A = target;     /* a fresh temporary: the call's result lands there, no MOVE */
  else A = alloc_reg(fs);
  if (A < 0) return -1;
  if (ex) {
    int args = alloc_reg(fs), kw = alloc_reg(fs);
    if (args < 0 || kw < 0) return -1;
    if (!pre && expr_to(fs, e->a, A)) return -1;
    if (emit(fs, OP_BUILDLIST, 0, args, 0, 0) < 0) return -1;
    for (i = 0; i < npre; i++)
      if (emit(fs, OP_LISTAPPEND, 0, args, A + 1 + i, 0) < 0) return -1;
    for (i = 0; i < e->l1.n; i++) {
      Ast *it = e->l1.items[i];
      int mark = fs->freereg;
      int r = expr_any(fs, it->kind == E_STARRED ? it->a : it);
      if (r < 0) return -1;
      if (emit(fs, it->kind == E_STARRED ? OP_LISTEXTEND : OP_LISTAPPEND, 1,
               args, r, 0) < 0)
        return -1;
      fs->freereg = mark;
    }
    if (e->l2.n == 0) {
      if (emit(fs, OP_LOADNONE, 0, kw, 0, 0) < 0) return -1;
    } else {
      if (emit(fs, OP_BUILDDICT, 0, kw, 0, 0) < 0) return -1;
      for (i = 0; i < e->l2.n; i++) {
        Ast *it = e->l2.items[i];
        int mark = fs->freereg, r;
        if (it->s == NULL) {
          r = expr_any(fs, it->a);
          if (r < 0 || emit(fs, OP_DICTUPDATE, 1, kw, r, 0) < 0) return -1;
        } else {
          int kr = alloc_reg(fs);
          if (kr < 0) return -1;
          k = const_str(fs, it->s, idlen(it));
          if (k < 0 || emitbx(fs, OP_LOADK, kr, (uint32_t)k) < 0) return -1;
          r = expr_any(fs, it->a);
          if (r < 0 || emit(fs, OP_DICTSET, 1, kw, kr, r) < 0) return -1;
        }
        fs->freereg = mark;
      }
    }
    if (pre && (emit(fs, OP_MOVE, 0, A + 1, args, 0) < 0 ||
                emit(fs, OP_MOVE, 0, A + 2, kw, 0) < 0))
      return -1;
    if (emit(fs, OP_CALLEX, 0, A, 0, 0) < 0) return -1;
  } else if (!pre && e->a->kind == E_ATTR && e->l2.n == 0 && e->l1.n < 250) {
    int self = alloc_reg(fs);
    bool early = false;   /* look the method up before the arguments */
    CodePos at;
    if (self < 0 || expr_to(fs, e->a->a, self)) return -1;
    for (i = 0; i < e->l1.n && !early; i++) early = !quiet_arg(fs, e->l1.items[i]);
    k = const_ident(fs, e->a->s, idlen(e->a));
    if (k < 0) return -1;
    at = fs->loc;
    method_loc(fs, e);
    if (early && emit(fs, OP_LOADMETHOD, 0, A, 0, k) < 0) return -1;
    fs->loc = at;
    for (i = 0; i < e->l1.n; i++) {
      int r = alloc_reg(fs);
      if (r < 0 || expr_to(fs, e->l1.items[i], r)) return -1;
    }
    method_loc(fs, e);
    if (emit(fs, OP_CALLMETHOD, early, A, e->l1.n, k) < 0) return -1;
    fs->loc.kind = POS_PLAIN;         /* the method's end is for that one */
  } else {
    if (!pre && expr_to(fs, e->a, A)) return -1;
    if (!pre) {
      npre = super_args(fs, e, A);
      if (npre < 0) return -1;
    }
    for (i = 0; i < e->l1.n; i++) {
      int r = alloc_reg(fs);
      if (r < 0 || expr_to(fs, e->l1.items[i], r)) return -1;
    }
    for (i = 0; i < e->l2.n; i++) {
      int r = alloc_reg(fs);
      if (r < 0 || expr_to(fs, e->l2.items[i]->a, r)) return -1;
    }
    if (e->l2.n) {
      k = kwnames_const(fs, &e->l2);
      if (k < 0) return -1;
      if (emit(fs, OP_CALLKW, 0, A, e->l1.n + npre, k) < 0) return -1;
    } else {
      if (emit(fs, OP_CALL, 0, A, e->l1.n + npre, 0) < 0) return -1;
    }
  }
  fs->freereg = top;
  if (target != A && emit(fs, OP_MOVE, 0, target, A, 0) < 0) return -1;
  return 0;
}

static int slice_to(Fs *fs, Ast *e, int target) {
  int top = fs->freereg, base = alloc_regs(fs, 3), i;
  Ast *parts[3];
  if (base < 0) return -1;
  parts[0] = e->a; parts[1] = e->b; parts[2] = e->c;
  for (i = 0; i < 3; i++) {
    if (parts[i]) { if (expr_to(fs, parts[i], base + i)) return -1; }
    else if (emit(fs, OP_LOADNONE, 0, base + i, 0, 0) < 0) return -1;
  }
  if (emit(fs, OP_BUILDSLICE, 0, target, base, 3) < 0) return -1;
  fs->freereg = top;
  return 0;
}

/* Subscript index: slices are built in place. */
static int index_any(Fs *fs, Ast *ix) {
  if (ix->kind == E_SLICE) {
    int r = alloc_reg(fs);
    if (r < 0 || slice_to(fs, ix, r)) return -1;
    return r;
  }
  if (ix->kind == E_TUPLE && !has_starred(&ix->l1)) {
    int i, top = fs->freereg, base, r;
    r = alloc_reg(fs);
    base = alloc_regs(fs, ix->l1.n);
    if (r < 0 || base < 0) return -1;
    for (i = 0; i < ix->l1.n; i++) {
      Ast *it = ix->l1.items[i];
      if (it->kind == E_SLICE) { if (slice_to(fs, it, base + i)) return -1; }
      else if (expr_to(fs, it, base + i)) return -1;
    }
    if (emit(fs, OP_BUILDTUPLE, 0, r, base, ix->l1.n) < 0) return -1;
    fs->freereg = top + 1;
    return r;
  }
  return expr_any(fs, ix);
}

static int fstring(Fs *fs, Ast *e, int target) {
  int top = fs->freereg, base, i;
  if (e->l1.n == 0) {
    int k = const_str(fs, "", 0);
    return k < 0 || emitbx(fs, OP_LOADK, target, (uint32_t)k) < 0 ? -1 : 0;
  }
  if (e->l1.n == 1 && e->l1.items[0]->kind == E_STR)
    return expr_to(fs, e->l1.items[0], target);
  base = alloc_regs(fs, e->l1.n);
  if (base < 0) return -1;
  for (i = 0; i < e->l1.n; i++) {
    Ast *p = e->l1.items[i];
    if (p->kind == E_FORMATTED) {
      int mark = fs->freereg, v, spec = NO_REG;
      v = expr_any(fs, p->a);
      if (v < 0) return -1;
      if (p->b) {
        spec = alloc_reg(fs);
        if (spec < 0 || fstring(fs, p->b, spec)) return -1;
      }
      if (emit(fs, OP_FORMAT, p->op, base + i, v, spec) < 0) return -1;
      fs->freereg = mark;
    } else if (expr_to(fs, p, base + i)) {
      return -1;
    }
  }
  if (emit(fs, OP_BUILDSTR, 0, target, base, e->l1.n) < 0) return -1;
  fs->freereg = top;
  return 0;
}

static int compare(Fs *fs, Ast *e, int target) {
  int top = fs->freereg, left, i, jumps[64], nj = 0;
  left = expr_any(fs, e->a);
  if (left < 0) return -1;
  for (i = 0; i < e->l1.n; i++) {
    Ast *cmp = e->l1.items[i];
    int right = 0, op = cmp->op, imm = 0;
    bool last = i == e->l1.n - 1;
    /* the last operand a small int literal: CMPI */
    bool immediate = last && op <= CMP_NE && small_int(fs, cmp->a, &imm);
    if (last && !immediate) {
      right = expr_any(fs, cmp->a);
    } else if (!last) {
      right = alloc_reg(fs);
      if (right < 0 || expr_to(fs, cmp->a, right)) return -1;
    }
    if (right < 0) return -1;
    set_loc(fs, e);      /* CPython: the whole comparison */
    if (immediate) { if (emit(fs, OP_CMPI, op, target, left, imm) < 0) return -1; }
    else if (op == CMP_LT) { if (emit(fs, OP_LT, 0, target, left, right) < 0) return -1; }
    else if (op == CMP_EQ) { if (emit(fs, OP_EQ, 0, target, left, right) < 0) return -1; }
    else if (emit(fs, OP_CMP, op, target, left, right) < 0) return -1;
    if (!last) {
      if (nj == 64) return cerr(fs->c, e, "comparison chain too long");
      jumps[nj] = emitjump(fs, OP_JMPIFNOT, target);
      if (jumps[nj++] < 0) return -1;
      left = right;
    }
  }
  for (i = 0; i < nj; i++) patch_here(fs, jumps[i]);
  fs->freereg = top;
  return 0;
}

static int comprehension(Fs *fs, Ast *e, int target);

static int expr_to(Fs *fs, Ast *e, int target) {
  Comp *c = fs->c;
  int r = 0, top = fs->freereg;
  CodePos saved = fs->loc;
  if (depth_enter(c)) return -1;
  set_loc(fs, e);
  switch (e->kind) {
  case E_NAME:
    r = load_name(fs, e, target) < 0 ? -1 : 0;
    break;
  case E_INT: case E_FLOAT: {
    Value v;
    r = e->kind == E_INT ? int_literal(fs, e, &v) : float_literal(fs, e, &v);
    if (!r) r = load_const(fs, v, target) < 0 ? -1 : 0;
    break;
  }
  case E_STR: {
    int k;
    if (e->flags & AST_BYTES) {
      Value v;
      if (bytes_new(fs->c->vm, e->s, e->slen, &v)) { r = cvmerr(fs->c); break; }
      k = add_const(fs, v);
    } else {
      k = const_str(fs, e->s, e->slen /* STRLIT */);
    }
    r = k < 0 || emitbx(fs, OP_LOADK, target, (uint32_t)k) < 0 ? -1 : 0;
    break;
  }
  case E_JOINEDSTR: r = fstring(fs, e, target); break;
  case E_NONE:
    r = emit(fs, OP_LOADNONE, 0, target, 0, 0) < 0 ? -1 : 0;
    break;
  case E_ELLIPSIS: {
    Value v;
    v.tag = V_ELLIPSIS;
    v.u.i = 0;
    r = load_const(fs, v, target) < 0 ? -1 : 0;
    break;
  }
  case E_TRUE: case E_FALSE:
    r = emit(fs, OP_LOADBOOL, 0, target, e->kind == E_TRUE, 0) < 0 ? -1 : 0;
    break;
  case E_BINOP: {
    int a, b, op;
    a = expr_any(fs, e->a);
    if (a < 0) { r = -1; break; }
    if ((e->op == BIN_ADD || e->op == BIN_SUB) && small_int(fs, e->b, &b)) {
      set_loc(fs, e);
      r = emit(fs, e->op == BIN_ADD ? OP_ADDI : OP_SUBI, 0, target, a, b) < 0 ? -1 : 0;
      break;
    }
    if ((e->op == BIN_MUL || e->op == BIN_TRUEDIV || e->op == BIN_FLOORDIV ||
         e->op == BIN_MOD || e->op == BIN_RSHIFT || e->op == BIN_BITAND ||
         e->op == BIN_BITOR || e->op == BIN_BITXOR) && small_int(fs, e->b, &b)) {
      set_loc(fs, e);
      r = emit(fs, OP_BINOPI, e->op, target, a, b) < 0 ? -1 : 0;
      break;
    }
    b = expr_any(fs, e->b);
    if (b < 0) { r = -1; break; }
    set_loc(fs, e);
    op = e->op == BIN_ADD ? OP_ADD : e->op == BIN_SUB ? OP_SUB
       : e->op == BIN_MUL ? OP_MUL : OP_BINOP;
    r = emit(fs, op, e->op, target, a, b) < 0 ? -1 : 0;
    break;
  }
  case E_UNARY: {
    int a;
    if (e->op == UN_NEG && (e->a->kind == E_INT || e->a->kind == E_FLOAT) &&
        !(e->a->flags & AST_PAREN)) {
      Value v;
      r = e->a->kind == E_INT ? int_literal(fs, e->a, &v) : float_literal(fs, e->a, &v);
      if (r) break;
      if (v.tag == V_FLOAT) { v.u.f = -v.u.f; r = load_const(fs, v, target) < 0 ? -1 : 0; break; }
      if (v.tag == V_INT && v.u.i != INT64_MIN) { v.u.i = -v.u.i; r = load_const(fs, v, target) < 0 ? -1 : 0; break; }
    }
    a = expr_any(fs, e->a);
    if (a < 0) { r = -1; break; }
    r = emit(fs, e->op == UN_NEG ? OP_NEG : e->op == UN_POS ? OP_POS
               : e->op == UN_NOT ? OP_NOT : OP_INVERT, 0, target, a, 0) < 0 ? -1 : 0;
    break;
  }
  case E_BOOLOP: {
    int i, jumps[256], nj = 0;
    for (i = 0; i < e->l1.n; i++) {
      if (expr_to(fs, e->l1.items[i], target)) { r = -1; break; }
      if (i < e->l1.n - 1) {
        if (nj == 256) { r = cerr(c, e, "boolean expression too long"); break; }
        jumps[nj] = emitjump(fs, e->op == BOOL_AND ? OP_JMPIFNOT : OP_JMPIF, target);
        if (jumps[nj++] < 0) { r = -1; break; }
      }
    }
    if (!r) for (i = 0; i < nj; i++) patch_here(fs, jumps[i]);
    break;
  }
  case E_COMPARE: r = compare(fs, e, target); break;
  case E_IFEXP: {
    int j1 = 0, j2;
    if (cond_jump(fs, e->a, false, &j1)) { r = -1; break; }
    fs->freereg = top;
    if (expr_to(fs, e->b, target)) { r = -1; break; }
    j2 = emitjump(fs, OP_JMP, 0);
    if (j2 < 0) { r = -1; break; }
    jl_patch_to(fs, j1, fs->n);
    if (expr_to(fs, e->c, target)) { r = -1; break; }
    patch_here(fs, j2);
    break;
  }
  case E_LAMBDA: r = compile_function(fs, e, target); break;
  case E_CALL: r = call_expr(fs, e, target); break;
  case E_ATTR: {
    int o = expr_any(fs, e->a), k;
    if (o < 0) { r = -1; break; }
    k = const_ident(fs, e->s, idlen(e));
    set_loc(fs, e);
    r = k < 0 || emit(fs, OP_GETATTR, 0, target, o, k) < 0 ? -1 : 0;
    break;
  }
  case E_SUBSCRIPT: {
    int o = expr_any(fs, e->a), ix;
    if (o < 0) { r = -1; break; }
    ix = index_any(fs, e->b);
    if (ix < 0) { r = -1; break; }
    set_loc(fs, e);
    r = emit(fs, OP_GETITEM, 0, target, o, ix) < 0 ? -1 : 0;
    break;
  }
  case E_SLICE: r = slice_to(fs, e, target); break;
  case E_TUPLE: case E_LIST: case E_SET: r = display(fs, e, target); break;
  case E_DICT: r = dict_display(fs, e, target); break;
  case E_LISTCOMP: case E_SETCOMP: case E_DICTCOMP: case E_GENEXP:
    r = comprehension(fs, e, target);
    break;
  case E_NAMEDEXPR:
    if (expr_to(fs, e->b, target)) { r = -1; break; }
    {
      /* walrus binds in the enclosing function of a comprehension */
      Sym *y;
      int kind = resolve(fs, e->a->s, idlen(e->a), &y);
      if (kind == N_LOCAL) {
        if (y->reg != target && emit(fs, OP_MOVE, 0, y->reg, target, 0) < 0) r = -1;
      } else {
        r = store_name(fs, e->a->s, idlen(e->a), target) < 0 ? -1 : 0;
      }
    }
    break;
  case E_STARRED:
    r = cerr(c, e, "can't use starred expression here");
    break;
  case E_YIELD: {
    int v;
    if (e->a) { v = expr_any(fs, e->a); if (v < 0) { r = -1; break; } }
    else { v = alloc_reg(fs); if (v < 0 || emit(fs, OP_LOADNONE, 0, v, 0, 0) < 0) { r = -1; break; } }
    r = emit(fs, OP_YIELD, 0, target, v, 0) < 0 ? -1 : 0;
    break;
  }
  case E_YIELDFROM: {
    /* it = iter(x); v = None
    ** loop: SEND v, it; JMP exit; YIELD v, v (x=1, c=it); JMP loop
    ** exit: target = v
    ** SEND delegates next/send; the marked YIELD tells throw() and close()
    ** where the subiterator is (interp.c, gen_call). */
    int it = alloc_reg(fs), v = alloc_reg(fs), loop, exitj;
    if (it < 0 || v < 0) { r = -1; break; }
    if (expr_to(fs, e->a, it) || emit(fs, OP_GETITER, 0, it, it, 0) < 0 ||
        emit(fs, OP_LOADNONE, 0, v, 0, 0) < 0) { r = -1; break; }
    loop = (int)fs->n;
    if (emit(fs, OP_SEND, 0, v, it, 0) < 0) { r = -1; break; }
    exitj = emitjump(fs, OP_JMP, 0);
    if (exitj < 0 || emit(fs, OP_YIELD, 1, v, v, it) < 0) { r = -1; break; }
    if (jump_back(fs, OP_JMP, 0, (uint32_t)loop)) { r = -1; break; }
    patch_here(fs, exitj);
    r = v != target && emit(fs, OP_MOVE, 0, target, v, 0) < 0 ? -1 : 0;
    break;
  }
  case E_AWAIT: {
    /* the operand in a temporary: AWAIT may replace it (interp.c await_user) */
    int v = alloc_reg(fs);
    if (v >= 0 && expr_to(fs, e->a, v)) v = -1;
    set_loc(fs, e);
    r = v < 0 || emit(fs, OP_AWAIT, 0, target, v, 0) < 0 ? -1 : 0;
    break;
  }
  default:
    r = cerr(c, e, "invalid syntax");
    break;
  }
  fs->freereg = top;
  fs->loc = saved;
  c->depth--;
  return r;
}

/* ---- assignment ---- */

static const char *target_desc(Ast *t) {
  switch (t->kind) {
  case E_CALL: return "function call";
  case E_INT: case E_FLOAT: case E_STR: case E_JOINEDSTR: case E_NONE:
  case E_TRUE: case E_FALSE: case E_ELLIPSIS: return "literal";
  case E_COMPARE: return "comparison";
  case E_LAMBDA: return "lambda";
  case E_IFEXP: return "conditional expression";
  case E_NAMEDEXPR: return "named expression";
  case E_LISTCOMP: return "list comprehension";
  case E_GENEXP: return "generator expression";
  case E_DICT: return "dict literal";
  case E_SET: return "set display";
  default: return "expression";
  }
}

/* The first register of the target list t when its names are locals in
** consecutive registers (`for k, v in ...`) and no handler of this function
** could see them half assigned (UNPACK of an iterator stores as it goes):
** UNPACK may then write them directly.  Else -1. */
static int unpack_locals(Fs *fs, Ast *t) {
  int i, base = -1;
  if (fs->nregions || t->l1.n < 1) return -1;
  for (i = 0; i < t->l1.n; i++) {
    Ast *it = t->l1.items[i];
    Sym *y;
    if (it->kind != E_NAME || resolve(fs, it->s, idlen(it), &y) != N_LOCAL) return -1;
    if (i == 0) base = y->reg;
    else if (y->reg != base + i) return -1;
  }
  for (i = 0; i < t->l1.n; i++) fs->bound[base + i] = 1;
  return base;
}

static int assign(Fs *fs, Ast *t, int src) {
  int top = fs->freereg, r = 0;
  set_loc(fs, t);
  switch (t->kind) {
  case E_NAME:
    r = store_name(fs, t->s, idlen(t), src) < 0 ? -1 : 0;
    break;
  case E_ATTR: {
    int o = expr_any(fs, t->a), k;
    if (o < 0) return -1;
    k = const_ident(fs, t->s, idlen(t));
    r = k < 0 || emit(fs, OP_SETATTR, 0, o, k, src) < 0 ? -1 : 0;
    break;
  }
  case E_SUBSCRIPT: {
    int o = expr_any(fs, t->a), ix;
    if (o < 0) return -1;
    ix = index_any(fs, t->b);
    if (ix < 0) return -1;
    set_loc(fs, t);
    r = emit(fs, OP_SETITEM, 0, o, ix, src) < 0 ? -1 : 0;
    break;
  }
  case E_TUPLE: case E_LIST: {
    int n = t->l1.n, star = -1, i, base;
    for (i = 0; i < n; i++) {
      if (t->l1.items[i]->kind == E_STARRED) {
        if (star >= 0)
          return cerr(fs->c, t->l1.items[i], "multiple starred expressions in assignment");
        star = i;
      }
    }
    if (star < 0 && (base = unpack_locals(fs, t)) >= 0) {
      if (emit(fs, OP_UNPACK, 0, base, src, n) < 0) return -1;
      break;
    }
    base = alloc_regs(fs, n);
    if (base < 0) return -1;
    if (star < 0) {
      if (emit(fs, OP_UNPACK, 0, base, src, n) < 0) return -1;
    } else {
      if (n - star - 1 > 255) return cerr(fs->c, t, "too many expressions in star-unpacking assignment");
      if (emit(fs, OP_UNPACKEX, n - star - 1, base, src, star) < 0) return -1;
    }
    for (i = 0; i < n; i++) {
      Ast *it = t->l1.items[i];
      if (assign(fs, it->kind == E_STARRED ? it->a : it, base + i)) return -1;
    }
    break;
  }
  case E_STARRED:
    return cerr(fs->c, t, "starred assignment target must be in a list or tuple");
  default: {
    char tmp[120];
    snprintf(tmp, sizeof tmp, "cannot assign to %s", target_desc(t));
    return cerr(fs->c, t, tmp);
  }
  }
  fs->freereg = top;
  return r;
}

/* `a, b = x, y`: a tuple display assigned to a target list of the same
** length, neither starred (CPython's SWAP for two or three names).  The
** values are evaluated left to right into fresh registers and the
** targets assigned from them left to right, which is what UNPACK of the
** built tuple does, without making the tuple. */
#define PARALLEL_MAX 16
static bool parallel_assign(const Ast *t, const Ast *v) {
  return (t->kind == E_TUPLE || t->kind == E_LIST) && v->kind == E_TUPLE &&
         t->l1.n == v->l1.n && t->l1.n <= PARALLEL_MAX &&
         !has_starred((AstList *)&t->l1) && !has_starred((AstList *)&v->l1);
}

static int assign_parallel(Fs *fs, Ast *t, Ast *v) {
  int top = fs->freereg, n = t->l1.n, base = alloc_regs(fs, n), i;
  if (base < 0) return -1;
  for (i = 0; i < n; i++)
    if (expr_to(fs, v->l1.items[i], base + i)) return -1;
  for (i = 0; i < n; i++)
    if (assign(fs, t->l1.items[i], base + i)) return -1;
  fs->freereg = top;
  return 0;
}

static int del_target(Fs *fs, Ast *t) {
  int top = fs->freereg, i;
  set_loc(fs, t);
  switch (t->kind) {
  case E_NAME: return del_name(fs, t) < 0 ? -1 : 0;
  case E_SUBSCRIPT: {
    int o = expr_any(fs, t->a), ix;
    if (o < 0) return -1;
    ix = index_any(fs, t->b);
    if (ix < 0 || emit(fs, OP_DELITEM, 0, o, ix, 0) < 0) return -1;
    break;
  }
  case E_ATTR: {
    int o = expr_any(fs, t->a), k;
    if (o < 0) return -1;
    k = const_ident(fs, t->s, idlen(t));
    if (k < 0 || emit(fs, OP_DELATTR, 0, o, k, 0) < 0) return -1;
    break;
  }
  case E_TUPLE: case E_LIST:
    for (i = 0; i < t->l1.n; i++)
      if (del_target(fs, t->l1.items[i])) return -1;
    break;
  default: {
    char tmp[120];
    snprintf(tmp, sizeof tmp, "cannot delete %s", target_desc(t));
    return cerr(fs->c, t, tmp);
  }
  }
  fs->freereg = top;
  return 0;
}

/* ---- regions (handler ranges) ---- */

static Region *region_push(Fs *fs, int kind) {
  Region *r;
  if (agrow(fs->c, (void **)&fs->regions, &fs->capregions, fs->nregions + 1,
            sizeof(Region)))
    return NULL;
  r = &fs->regions[fs->nregions++];
  memset(r, 0, sizeof *r);
  r->kind = kind;
  r->seg_start = fs->n;
  return r;
}

static int region_close_seg(Fs *fs, Region *r) {
  if (r->seg_start < fs->n) {
    if (agrow(fs->c, (void **)&r->segs, &r->capsegs, r->nsegs + 2,
              sizeof(uint32_t)))
      return -1;
    r->segs[r->nsegs++] = r->seg_start;
    r->segs[r->nsegs++] = fs->n;
  }
  r->seg_start = UINT32_MAX;
  return 0;
}

/* Close the top region's protected code; its handler starts at `target`. */
static int region_pop(Fs *fs, uint32_t target) {
  Region *r = &fs->regions[fs->nregions - 1];
  int i;
  if (r->seg_start != UINT32_MAX && region_close_seg(fs, r)) return -1;
  for (i = 0; i < r->nsegs; i += 2)
    if (add_handler(fs, r->segs[i], r->segs[i + 1], target, r->reg)) return -1;
  fs->nregions--;
  return 0;
}

static int unbind_as(Fs *fs, const char *name, size_t len);
static int builtin_ix(const char *name);
static int with_exit_none(Fs *fs, const Region *r);

/* Emit the exit actions of regions [upto, nregions) innermost first:
** finally bodies are copied and handled exceptions restored.  Segments are
** closed so that the copies are not covered by the regions they leave. */
static int exit_regions(Fs *fs, int upto) {
  int i, saven = fs->nregions;
  for (i = fs->nregions - 1; i >= upto; i--) {
    Region *r = &fs->regions[i];
    if (r->seg_start != UINT32_MAX && region_close_seg(fs, r)) return -1;
    fs->nregions = i;
    if (r->kind == RG_FINALLY) {
      if (stmts(fs, &r->finbody->l1)) { fs->nregions = saven; return -1; }
    } else if (r->kind == RG_HANDLER) {
      if (emit(fs, OP_POPEXC, 0, r->saved, 0, 0) < 0) return -1;
      if (r->asname && unbind_as(fs, r->asname, r->aslen)) return -1;
    } else if (r->kind == RG_WITH) {
      if (with_exit_none(fs, r)) { fs->nregions = saven; return -1; }
    }
    fs->nregions = saven;
  }
  return 0;
}

/* A jump out of regions [from, nregions) would leave an except* body. */
#define STAR_EXIT_MSG "'break', 'continue' and 'return' cannot appear in an except* block"
static bool in_star_handler(const Fs *fs, int from) {
  int i;
  for (i = from; i < fs->nregions; i++)
    if (fs->regions[i].star) return true;
  return false;
}

static void reopen_regions(Fs *fs, int upto) {
  int i;
  for (i = upto; i < fs->nregions; i++) fs->regions[i].seg_start = fs->n;
}

/* ---- statements ---- */

static int stmt(Fs *fs, Ast *s);

static int stmts(Fs *fs, AstList *l) {
  int i;
  for (i = 0; i < l->n; i++)
    if (stmt(fs, l->items[i])) return -1;
  return 0;
}

/* Definite-assignment state saved around conditional code. */
static uint8_t *bound_save(Fs *fs) {
  uint8_t *b;
  if (fs->nlocals == 0) return fs->bound;
  b = calloc_arena(fs->c, (size_t)fs->nlocals);
  if (b) memcpy(b, fs->bound, (size_t)fs->nlocals);
  return b;
}

static void bound_restore(Fs *fs, uint8_t *b) {
  if (b && fs->nlocals) memcpy(fs->bound, b, (size_t)fs->nlocals);
}

static int loop_push(Fs *fs, uint32_t start) {
  Loop *lp;
  if (agrow(fs->c, (void **)&fs->loops, &fs->caploops, fs->nloops + 1, sizeof(Loop)))
    return -1;
  lp = &fs->loops[fs->nloops++];
  memset(lp, 0, sizeof *lp);
  lp->start = start;
  lp->nregions = fs->nregions;
  lp->iter = -1;
  return 0;
}

/* return: leave every region and loop, innermost first, as CPython
** unwinds its blocks (a loop's iterator is dropped between the finally
** bodies around it and those inside). */
static int exit_all(Fs *fs) {
  int level, k, saven = fs->nregions;
  for (level = saven; level >= 0; level--) {
    for (k = fs->nloops - 1; k >= 0; k--)
      if (fs->loops[k].nregions == level && fs->loops[k].iter >= 0 &&
          emit(fs, OP_DROP, 0, fs->loops[k].iter, 0, 0) < 0)
        return -1;
    if (level > 0) {
      int r;
      fs->nregions = level;
      r = exit_regions(fs, level - 1);
      fs->nregions = saven;
      if (r) return -1;
    }
  }
  return 0;
}

/* Code for condition e that jumps (each jump added to *list) when e's
** truth is `when` and falls through otherwise.  `not` turns the test round
** and `and`/`or` become jumps between their operands, so each operand's
** truth is asked once (its __bool__ or __len__ runs once), as in CPython:
** `if x and not (a or b)`, `while not done`, `assert a or b`. */
static int cond_jump(Fs *fs, Ast *e, bool when, int *list) {
  int top = fs->freereg, t, j;
  if (e->kind == E_UNARY && e->op == UN_NOT) return cond_jump(fs, e->a, !when, list);
  if (e->kind == E_BOOLOP && e->l1.n) {
    /* the truth that settles the whole early: false for and, true for or */
    bool settles = e->op == BOOL_OR;
    int i, n = e->l1.n, past = 0;
    for (i = 0; i < n - 1; i++)
      if (cond_jump(fs, e->l1.items[i], settles, settles == when ? list : &past)) return -1;
    if (cond_jump(fs, e->l1.items[n - 1], when, list)) return -1;
    jl_patch_to(fs, past, fs->n);
    return 0;
  }
  t = expr_any(fs, e);
  if (t < 0) return -1;
  j = emitjump(fs, when ? OP_JMPIF : OP_JMPIFNOT, t);
  if (j < 0) return -1;
  jl_add(fs, list, j);
  fs->freereg = top;
  return 0;
}

static int if_stmt(Fs *fs, Ast *s) {
  int top = fs->freereg, j1 = 0, j2;
  uint8_t *saved = bound_save(fs);
  if (saved == NULL && fs->nlocals) return -1;
  if (cond_jump(fs, s->a, false, &j1)) return -1;
  fs->freereg = top;
  if (stmts(fs, &s->l1)) return -1;
  bound_restore(fs, saved);
  if (s->l2.n) {
    j2 = emitjump(fs, OP_JMP, 0);
    if (j2 < 0) return -1;
    jl_patch_to(fs, j1, fs->n);
    if (stmts(fs, &s->l2)) return -1;
    bound_restore(fs, saved);
    patch_here(fs, j2);
  } else {
    jl_patch_to(fs, j1, fs->n);
  }
  return 0;
}

static int while_stmt(Fs *fs, Ast *s) {
  int top = fs->freereg, jexit = 0, t;
  uint32_t start = fs->n;
  uint8_t *saved = bound_save(fs);
  if (saved == NULL && fs->nlocals) return -1;
  if (cond_jump(fs, s->a, false, &jexit)) return -1;
  fs->freereg = top;
  if (loop_push(fs, start)) return -1;
  if (stmts(fs, &s->l1)) return -1;
  bound_restore(fs, saved);
  if (jump_back(fs, OP_JMP, 0, start)) return -1;
  jl_patch_to(fs, jexit, fs->n);
  {
    /* breaks skip the else clause */
    Loop *lp = &fs->loops[fs->nloops - 1];
    int nb = lp->nbreaks, *br = lp->breaks;
    fs->nloops--;
    if (stmts(fs, &s->l2)) return -1;
    bound_restore(fs, saved);
    for (t = 0; t < nb; t++) patch_here(fs, br[t]);
  }
  return 0;
}

/* ---- async for ----
** As CPython 3.11: __aiter__ is called (not awaited) once; each step
** awaits __anext__(), and a StopAsyncIteration from that await (and only
** from there) ends the loop, through a handler covering the step alone. */

/* R[it] := type(R[it]).__aiter__(R[it]); R[it] is the top register. */
static int aiter_emit(Fs *fs, int it) {
  return emit(fs, OP_SPECIAL, SPM_AITER, it, it, 0) < 0 ||
         emit(fs, OP_CALL, 0, it, 0, 0) < 0 ? -1 : 0;
}

/* R[dst] := await type(R[it]).__anext__(R[it]).  Returns the jump taken
** when the iterator is exhausted, to patch to the loop's exit (as the JMP
** after FORITER), or -1. */
static int anext_emit(Fs *fs, int it, int dst) {
  int top = fs->freereg, t = alloc_reg(fs), exc = alloc_reg(fs), jbody, jexit;
  uint32_t hstart = fs->n, hend;
  if (t < 0 || exc < 0) return -1;
  if (emit(fs, OP_SPECIAL, SPM_ANEXT, t, it, 0) < 0 ||
      emit(fs, OP_CALL, 0, t, 0, 0) < 0 ||
      emit(fs, OP_AWAIT, AW_ANEXT, dst, t, 0) < 0)
    return -1;
  hend = fs->n;
  jbody = emitjump(fs, OP_JMP, 0);
  if (jbody < 0 || add_handler(fs, hstart, hend, fs->n, exc) ||
      emit(fs, OP_ENDAFOR, 0, exc, 0, 0) < 0)
    return -1;
  jexit = emitjump(fs, OP_JMP, 0);
  if (jexit < 0) return -1;
  patch_here(fs, jbody);
  fs->freereg = top;
  return jexit;
}

static int for_stmt(Fs *fs, Ast *s) {
  int top = fs->freereg, it, v, jexit, i;
  uint32_t start;
  uint8_t *saved = bound_save(fs);
  if (saved == NULL && fs->nlocals) return -1;
  it = alloc_reg(fs);
  if (it < 0 || expr_to(fs, s->b, it)) return -1;
  set_loc(fs, s);
  if ((s->flags & AST_ASYNC) ? aiter_emit(fs, it) : emit(fs, OP_GETITER, 0, it, it, 0) < 0)
    return -1;
  v = alloc_reg(fs);
  if (v < 0) return -1;
  start = fs->n;
  /* iterate straight into a plain local target */
  {
    Sym *y = NULL;
    int dst = v;
    if (s->a->kind == E_NAME && resolve(fs, s->a->s, idlen(s->a), &y) == N_LOCAL)
      dst = y->reg;
    set_loc(fs, s);
    if (s->flags & AST_ASYNC) {
      jexit = anext_emit(fs, it, dst);
    } else {
      if (emit(fs, OP_FORITER, 0, dst, it, 0) < 0) return -1;
      jexit = emitjump(fs, OP_JMP, 0);
    }
    if (jexit < 0) return -1;
    if (dst != v) fs->bound[dst] = 1;
    else if (assign(fs, s->a, v)) return -1;
  }
  if (loop_push(fs, start)) return -1;
  if (!(s->flags & AST_ASYNC)) fs->loops[fs->nloops - 1].iter = it;
  if (stmts(fs, &s->l1)) return -1;
  bound_restore(fs, saved);
  if (jump_back(fs, OP_JMP, 0, start)) return -1;
  patch_here(fs, jexit);
  fs->freereg = top;
  {
    Loop *lp = &fs->loops[fs->nloops - 1];
    int nb = lp->nbreaks, *br = lp->breaks;
    fs->nloops--;
    if (stmts(fs, &s->l2)) return -1;
    bound_restore(fs, saved);
    for (i = 0; i < nb; i++) patch_here(fs, br[i]);
  }
  return 0;
}

static int unbind_as(Fs *fs, const char *name, size_t len) {
  Sym *y;
  int kind = resolve(fs, name, len, &y), k;
  switch (kind) {
  case N_LOCAL:
    fs->bound[y->reg] = 0;
    return emit(fs, OP_LOADUNDEF, 0, y->reg, 0, 0) < 0 ? -1 : 0;
  case N_CELL: {
    int r = alloc_reg(fs);
    if (r < 0) return -1;
    if (emit(fs, OP_LOADUNDEF, 0, r, 0, 0) < 0 ||
        emit(fs, OP_SETCELL, 0, r, y->reg, 0) < 0)
      return -1;
    fs->freereg--;
    return 0;
  }
  default:
    /* CPython sets the name to None, then deletes it */
    k = const_ident(fs, name, len);
    if (k < 0) return -1;
    {
      int r = alloc_reg(fs);
      if (r < 0) return -1;
      if (emit(fs, OP_LOADNONE, 0, r, 0, 0) < 0 ||
          emitbx(fs, OP_SETGLOBAL, r, (uint32_t)k) < 0 ||
          emitbx(fs, OP_DELGLOBAL, 0, (uint32_t)k) < 0)
        return -1;
      fs->freereg--;
    }
    return 0;
  }
}

/* Start handling the exception in R[exc] (the previously handled one saved
** in R[saved]) in a region RG_HANDLER; returns the register its cleanup
** receives an exception escaping the handler in. */
static int handler_begin(Fs *fs, int exc, int saved) {
  Region *hr;
  int cleanup_exc;
  if (emit(fs, OP_PUSHEXC, 0, saved, exc, 0) < 0) return -1;
  hr = region_push(fs, RG_HANDLER);
  cleanup_exc = alloc_reg(fs);
  if (hr == NULL || cleanup_exc < 0) return -1;
  hr->reg = cleanup_exc;
  hr->saved = saved;
  return cleanup_exc;
}

/* Call the builtin `name` (a prelude function) with nargs arguments
** R[args..]; the result lands in a new register, returned. */
static int call_builtin(Fs *fs, const char *name, const int *args, int nargs) {
  int t = alloc_regs(fs, 1 + nargs), ix = builtin_ix(name), k;
  if (t < 0) return -1;
  if (ix < 0) return cerr(fs->c, NULL, "internal error: a prelude function is missing");
  if (emitbx(fs, OP_GETBUILTIN, t, (uint32_t)ix) < 0) return -1;
  for (k = 0; k < nargs; k++)
    if (emit(fs, OP_MOVE, 0, t + 1 + k, args[k], 0) < 0) return -1;
  if (emit(fs, OP_CALL, 0, t, nargs, 0) < 0) return -1;
  fs->freereg = t + 1;
  return t;
}

/* except* clauses (PEP 654) for the exception in R[exc]: the prelude
** (vm/lib/prelude.py, _excstar_*) keeps the state in R[st]: each clause
** splits what is left of the group; a clause that matched runs its body
** with the match as the handled exception, and an exception escaping the
** body is collected instead of propagating; after the last clause
** _excstar_end gives what to raise (None: nothing), as CPython's
** _PyExc_PrepReraiseStar.  break, continue and return cannot leave such a
** body (Region.star; stmt checks). */
static int except_star(Fs *fs, Ast *s, int exc, int saved, int *ends, int *nends,
                       uint8_t *bsaved) {
  int cleanup_exc = handler_begin(fs, exc, saved), st, i;
  int *after;
  if (cleanup_exc < 0) return -1;
  after = calloc_arena(fs->c, sizeof(int) * (size_t)s->l2.n);
  if (after == NULL) return -1;
  st = call_builtin(fs, "_excstar_begin", &exc, 1);
  if (st < 0) return -1;
  for (i = 0; i < s->l2.n; i++) {
    Ast *h = s->l2.items[i];
    int a[2], m, saved2, cleanup2, jnext;
    Region *hr;
    set_loc(fs, h);
    a[0] = st;
    a[1] = expr_any(fs, h->a);
    if (a[1] < 0) return -1;
    m = call_builtin(fs, "_excstar_match", a, 2);
    if (m < 0) return -1;
    jnext = emitjump(fs, OP_JMPIFNOT, m);
    saved2 = alloc_reg(fs);
    if (jnext < 0 || saved2 < 0) return -1;
    cleanup2 = handler_begin(fs, m, saved2);
    if (cleanup2 < 0) return -1;
    hr = &fs->regions[fs->nregions - 1];
    hr->star = true;
    if (h->s) {
      if (store_name(fs, h->s, strlen(h->s), m) < 0) return -1;
      hr = &fs->regions[fs->nregions - 1];
      hr->asname = h->s;
      hr->aslen = strlen(h->s);
    }
    if (stmts(fs, &h->l1)) return -1;
    bound_restore(fs, bsaved);
    if (region_close_seg(fs, &fs->regions[fs->nregions - 1])) return -1;
    if (emit(fs, OP_POPEXC, 0, saved2, 0, 0) < 0) return -1;
    if (h->s && unbind_as(fs, h->s, strlen(h->s))) return -1;
    after[i] = emitjump(fs, OP_JMP, 0);
    if (after[i] < 0 || region_pop(fs, fs->n)) return -1;
    /* an exception escaped the body: collect it */
    if (emit(fs, OP_POPEXC, 0, saved2, 0, 0) < 0) return -1;
    a[1] = cleanup2;
    if (call_builtin(fs, "_excstar_raised", a, 2) < 0) return -1;
    if (h->s && unbind_as(fs, h->s, strlen(h->s))) return -1;
    patch_here(fs, after[i]);
    patch_here(fs, jnext);
    fs->freereg = st + 1;
  }
  {
    int r = call_builtin(fs, "_excstar_end", &st, 1), jnone;
    if (r < 0) return -1;
    if (emit(fs, OP_POPEXC, 0, saved, 0, 0) < 0) return -1;
    jnone = emitjump(fs, OP_JMPIFNOT, r);
    if (jnone < 0 || emit(fs, OP_RERAISE, 0, r, 0, 0) < 0) return -1;
    patch_here(fs, jnone);
    ends[(*nends)++] = emitjump(fs, OP_JMP, 0);
    if (ends[*nends - 1] < 0) return -1;
  }
  if (region_pop(fs, fs->n)) return -1;
  /* cleanup: an exception escaped the clauses' matching itself */
  if (emit(fs, OP_POPEXC, 0, saved, 0, 0) < 0) return -1;
  return emit(fs, OP_RERAISE, 0, cleanup_exc, 0, 0) < 0 ? -1 : 0;
}

/* try/except/else: the body is region RG_EXCEPT; each handler body runs
** inside region RG_HANDLER whose cleanup restores the handled exception. */
static int try_except(Fs *fs, Ast *s) {
  int top = fs->freereg, exc, saved, i, jelse, *ends, nends = 0, t;
  Region *rg;
  uint8_t *bsaved = bound_save(fs);
  if (bsaved == NULL && fs->nlocals) return -1;
  exc = alloc_reg(fs);
  saved = alloc_reg(fs);
  t = alloc_reg(fs);
  if (exc < 0 || saved < 0 || t < 0) return -1;
  ends = calloc_arena(fs->c, sizeof(int) * (size_t)(s->l2.n + 2));
  if (ends == NULL) return -1;
  rg = region_push(fs, RG_EXCEPT);
  if (rg == NULL) return -1;
  rg->reg = exc;
  if (stmts(fs, &s->l1)) return -1;
  if (region_close_seg(fs, &fs->regions[fs->nregions - 1])) return -1;
  bound_restore(fs, bsaved);
  /* else clause: not protected by these handlers */
  {
    Region keep = fs->regions[fs->nregions - 1];
    fs->nregions--;
    if (stmts(fs, &s->l3)) return -1;
    bound_restore(fs, bsaved);
    fs->regions[fs->nregions++] = keep;
  }
  jelse = emitjump(fs, OP_JMP, 0);
  if (jelse < 0) return -1;
  if (region_pop(fs, fs->n)) return -1;
  /* handler: exception in R[exc] */
  set_loc(fs, s->l2.n ? s->l2.items[0] : s);
  if (s->flags & AST_TRYSTAR) {
    if (except_star(fs, s, exc, saved, ends, &nends, bsaved)) return -1;
  } else {
    int cleanup_exc = handler_begin(fs, exc, saved);
    if (cleanup_exc < 0) return -1;
    for (i = 0; i < s->l2.n; i++) {
      Ast *h = s->l2.items[i];
      int jnext = -1, jas;
      set_loc(fs, h);
      if (h->a) {
        int ty = expr_any(fs, h->a);
        if (ty < 0) return -1;
        if (emit(fs, OP_EXCMATCH, 0, t, exc, ty) < 0) return -1;
        jnext = emitjump(fs, OP_JMPIFNOT, t);
        if (jnext < 0) return -1;
      } else if (i != s->l2.n - 1) {
        return cerr(fs->c, h, "default 'except:' must be last");
      }
      fs->freereg = cleanup_exc + 1;
      if (h->s) {
        /* the `as` name is unbound however the body ends: an exception
        ** escaping it passes through a region of its own that unbinds
        ** the name and re-raises (CPython's cleanup handler) */
        Region *ar;
        int aexc;
        if (store_name(fs, h->s, strlen(h->s), exc) < 0) return -1;
        fs->regions[fs->nregions - 1].asname = h->s;
        fs->regions[fs->nregions - 1].aslen = strlen(h->s);
        aexc = alloc_reg(fs);
        ar = aexc < 0 ? NULL : region_push(fs, RG_EXCEPT);
        if (ar == NULL) return -1;
        ar->reg = aexc;
        if (stmts(fs, &h->l1)) return -1;
        bound_restore(fs, bsaved);
        if (region_close_seg(fs, &fs->regions[fs->nregions - 1])) return -1;
        jas = emitjump(fs, OP_JMP, 0);
        if (jas < 0 || region_pop(fs, fs->n)) return -1;
        if (unbind_as(fs, h->s, strlen(h->s)) || emit(fs, OP_RERAISE, 0, aexc, 0, 0) < 0)
          return -1;
        bound_restore(fs, bsaved);
        patch_here(fs, jas);
      } else {
        if (stmts(fs, &h->l1)) return -1;
        bound_restore(fs, bsaved);
      }
      /* normal end of the handler: leave the region's protection */
      {
        Region *cur = &fs->regions[fs->nregions - 1];
        if (region_close_seg(fs, cur)) return -1;
        if (emit(fs, OP_POPEXC, 0, saved, 0, 0) < 0) return -1;
        if (h->s && unbind_as(fs, h->s, strlen(h->s))) return -1;
        ends[nends] = emitjump(fs, OP_JMP, 0);
        if (ends[nends++] < 0) return -1;
        cur->asname = NULL;
        cur->seg_start = fs->n;
      }
      if (jnext >= 0) patch_here(fs, jnext);
    }
    /* no handler matched: re-raise */
    if (emit(fs, OP_POPEXC, 0, saved, 0, 0) < 0) return -1;
    if (emit(fs, OP_RERAISE, 0, exc, 0, 0) < 0) return -1;
    if (region_pop(fs, fs->n)) return -1;
    /* cleanup: an exception escaped a handler body */
    if (emit(fs, OP_POPEXC, 0, saved, 0, 0) < 0) return -1;
    if (emit(fs, OP_RERAISE, 0, cleanup_exc, 0, 0) < 0) return -1;
  }
  patch_here(fs, jelse);
  for (i = 0; i < nends; i++) patch_here(fs, ends[i]);
  bound_restore(fs, bsaved);
  fs->freereg = top;
  return 0;
}

static int try_stmt(Fs *fs, Ast *s) {
  int top = fs->freereg, exc, saved, jend;
  Region *rg;
  uint8_t *bsaved;
  if (s->a == NULL) return try_except(fs, s);
  bsaved = bound_save(fs);
  if (bsaved == NULL && fs->nlocals) return -1;
  exc = alloc_reg(fs);
  saved = alloc_reg(fs);
  if (exc < 0 || saved < 0) return -1;
  rg = region_push(fs, RG_FINALLY);
  if (rg == NULL) return -1;
  rg->reg = exc;
  rg->finbody = s->a;
  if (s->l2.n) { if (try_except(fs, s)) return -1; }
  else if (stmts(fs, &s->l1)) return -1;
  bound_restore(fs, bsaved);
  if (region_close_seg(fs, &fs->regions[fs->nregions - 1])) return -1;
  {
    /* normal path: the finally body once, outside the region */
    Region keep = fs->regions[fs->nregions - 1];
    fs->nregions--;
    if (stmts(fs, &s->a->l1)) return -1;
    fs->regions[fs->nregions++] = keep;
  }
  jend = emitjump(fs, OP_JMP, 0);
  if (jend < 0) return -1;
  if (region_pop(fs, fs->n)) return -1;
  bound_restore(fs, bsaved);
  /* exception path: run the body as a handler, then re-raise */
  {
    int cleanup_exc = handler_begin(fs, exc, saved);
    if (cleanup_exc < 0) return -1;
    if (stmts(fs, &s->a->l1)) return -1;
    if (region_close_seg(fs, &fs->regions[fs->nregions - 1])) return -1;
    if (emit(fs, OP_POPEXC, 0, saved, 0, 0) < 0) return -1;
    if (emit(fs, OP_RERAISE, 0, exc, 0, 0) < 0) return -1;
    if (region_pop(fs, fs->n)) return -1;
    if (emit(fs, OP_POPEXC, 0, saved, 0, 0) < 0) return -1;
    if (emit(fs, OP_RERAISE, 0, cleanup_exc, 0, 0) < 0) return -1;
  }
  patch_here(fs, jend);
  bound_restore(fs, bsaved);
  fs->freereg = top;
  return 0;
}

/* ---- with and async with ----
** `with A as x, B: body` is two nested withs, each compiled as CPython 3.11
** runs it: the manager's __enter__ and __exit__ are looked up on its type
** (SPECIAL, __enter__ first), __enter__ is called (async: awaited) and its
** result assigned to the target inside the protected region (RG_WITH), the
** body runs, and every way out of the region calls __exit__: the normal
** end and return/break/continue with (None, None, None) (exit_regions
** copies that call onto each jump out), an exception with (type, value,
** exc.__traceback__) while it is the handled exception; a true result
** suppresses it, else it is re-raised with its traceback. */

/* Call the region's __exit__ with three Nones (awaited for async with). */
static int with_exit_none(Fs *fs, const Region *r) {
  int t = alloc_regs(fs, 4), k;
  CodePos saved = fs->loc;
  if (t < 0) return -1;
  fs->loc = r->loc;
  if (emit(fs, OP_MOVE, 0, t, r->saved, 0) < 0) return -1;
  for (k = 1; k <= 3; k++)
    if (emit(fs, OP_LOADNONE, 0, t + k, 0, 0) < 0) return -1;
  if (emit(fs, OP_CALL, 0, t, 3, 0) < 0) return -1;
  if (r->awaits && emit(fs, OP_AWAIT, AW_AEXIT, t, t, 0) < 0) return -1;
  fs->loc = saved;
  fs->freereg = t;
  return 0;
}

/* Items k.. of with statement s, then its body. */
static int with_items(Fs *fs, Ast *s, int k) {
  Ast *it = s->l1.items[k];
  bool aw = (s->flags & AST_ASYNC) != 0;
  int top = fs->freereg, ex, val, exc, saved, t, jend, jsup, jout, ty, ktb;
  Region *rg;
  ex = alloc_reg(fs);          /* the bound __exit__ */
  val = alloc_reg(fs);         /* the manager, then what __enter__ gave */
  exc = alloc_reg(fs);
  saved = alloc_reg(fs);
  if (ex < 0 || val < 0 || exc < 0 || saved < 0) return -1;
  if (expr_to(fs, it->a, val)) return -1;
  set_loc(fs, s);
  t = alloc_reg(fs);
  if (t < 0 ||
      emit(fs, OP_SPECIAL, aw ? SPM_AENTER : SPM_ENTER, t, val, 0) < 0 ||
      emit(fs, OP_SPECIAL, aw ? SPM_AEXIT : SPM_EXIT, ex, val, 0) < 0 ||
      emit(fs, OP_CALL, 0, t, 0, 0) < 0 ||
      (aw && emit(fs, OP_AWAIT, AW_AENTER, t, t, 0) < 0) ||
      emit(fs, OP_MOVE, 0, val, t, 0) < 0)
    return -1;
  fs->freereg = saved + 1;
  rg = region_push(fs, RG_WITH);
  if (rg == NULL) return -1;
  rg->reg = exc;
  rg->saved = ex;
  rg->awaits = aw;
  rg->loc = pos_of(s);
  if (it->b && assign(fs, it->b, val)) return -1;
  if (k + 1 < s->l1.n ? with_items(fs, s, k + 1) : stmts(fs, &s->l2)) return -1;
  if (region_close_seg(fs, &fs->regions[fs->nregions - 1])) return -1;
  {
    /* normal end: __exit__(None, None, None) outside the region */
    Region keep = fs->regions[fs->nregions - 1];
    fs->nregions--;
    if (with_exit_none(fs, &keep)) return -1;
    fs->regions[fs->nregions++] = keep;
  }
  jend = emitjump(fs, OP_JMP, 0);
  if (jend < 0 || region_pop(fs, fs->n)) return -1;
  /* exception in R[exc]: __exit__(type(exc), exc, None) while handling it */
  set_loc(fs, s);
  {
    int cleanup_exc = handler_begin(fs, exc, saved);
    if (cleanup_exc < 0) return -1;
    t = alloc_regs(fs, 4);
    ty = builtin_ix("type");
    ktb = const_ident(fs, "__traceback__", 13);
    if (t < 0 || ty < 0 || ktb < 0) return cerr(fs->c, s, "internal error: no builtin type");
    if (emitbx(fs, OP_GETBUILTIN, t + 1, (uint32_t)ty) < 0 ||
        emit(fs, OP_MOVE, 0, t + 2, exc, 0) < 0 ||
        emit(fs, OP_CALL, 0, t + 1, 1, 0) < 0 ||
        emit(fs, OP_MOVE, 0, t, ex, 0) < 0 ||
        emit(fs, OP_MOVE, 0, t + 2, exc, 0) < 0 ||
        emit(fs, OP_GETATTR, 0, t + 3, exc, ktb) < 0 ||
        emit(fs, OP_CALL, 0, t, 3, 0) < 0 ||
        (aw && emit(fs, OP_AWAIT, AW_AEXIT, t, t, 0) < 0))
      return -1;
    jsup = emitjump(fs, OP_JMPIF, t);
    if (jsup < 0 || region_close_seg(fs, &fs->regions[fs->nregions - 1])) return -1;
    /* not suppressed: re-raise with its traceback */
    if (emit(fs, OP_POPEXC, 0, saved, 0, 0) < 0 ||
        emit(fs, OP_RERAISE, 0, exc, 0, 0) < 0)
      return -1;
    patch_here(fs, jsup);
    if (emit(fs, OP_POPEXC, 0, saved, 0, 0) < 0) return -1;
    jout = emitjump(fs, OP_JMP, 0);
    if (jout < 0 || region_pop(fs, fs->n)) return -1;
    /* __exit__ (or the truth of its result) raised */
    if (emit(fs, OP_POPEXC, 0, saved, 0, 0) < 0 ||
        emit(fs, OP_RERAISE, 0, cleanup_exc, 0, 0) < 0)
      return -1;
  }
  patch_here(fs, jend);
  patch_here(fs, jout);
  fs->freereg = top;
  return 0;
}

static int with_stmt(Fs *fs, Ast *s) {
  /* a suppressed exception may skip any part of the body: what it binds
  ** is not definitely bound afterwards */
  uint8_t *bsaved = bound_save(fs);
  if (bsaved == NULL && fs->nlocals) return -1;
  if (with_items(fs, s, 0)) return -1;
  bound_restore(fs, bsaved);
  return 0;
}

/* As CPython 3.11: reading and writing the target lie at the target, the
** operation at the whole statement. */
static int aug_assign(Fs *fs, Ast *s) {
  int top = fs->freereg, v, cur;
  Ast *t = s->a;
  set_loc(fs, t);
  if (t->kind == E_NAME) {
    Sym *y;
    if (resolve(fs, t->s, idlen(t), &y) == N_LOCAL) {
      /* a function's local that nothing else reads (not a parameter, not
      ** register 0, which super() reads): a str it holds that STRAPPEND
      ** made is referenced from that register only, and may grow in place */
      bool append = s->op == BIN_ADD && fs->sc->kind == SC_FUNC && y->reg != 0 &&
                    !(y->flags & (SYM_READ | SYM_PARAM));
      if (emit_checkbound(fs, y)) return -1;
      if ((s->op == BIN_ADD || s->op == BIN_SUB) && small_int(fs, s->b, &v)) {
        /* (an int operand never makes a fresh str: STRAPPEND has nothing to add) */
        set_loc(fs, s);
        if (emit(fs, s->op == BIN_ADD ? OP_ADDI : OP_SUBI, 1, y->reg, y->reg, v) < 0) return -1;
        fs->bound[y->reg] = 1;
        fs->freereg = top;
        return 0;
      }
      v = expr_any(fs, s->b);
      if (v < 0) return -1;
      set_loc(fs, s);
      if (emit(fs, append ? OP_STRAPPEND : OP_IBINOP, s->op, y->reg, y->reg, v) < 0) return -1;
      fs->bound[y->reg] = 1;
    } else {
      cur = alloc_reg(fs);
      if (cur < 0 || load_name(fs, t, cur) < 0) return -1;
      if ((s->op == BIN_ADD || s->op == BIN_SUB) && small_int(fs, s->b, &v)) {
        set_loc(fs, s);
        if (emit(fs, s->op == BIN_ADD ? OP_ADDI : OP_SUBI, 1, cur, cur, v) < 0) return -1;
      } else {
        v = expr_any(fs, s->b);
        if (v < 0) return -1;
        set_loc(fs, s);
        if (emit(fs, OP_IBINOP, s->op, cur, cur, v) < 0) return -1;
      }
      if (store_name(fs, t->s, idlen(t), cur) < 0) return -1;
    }
  } else if (t->kind == E_SUBSCRIPT) {
    int o = expr_any(fs, t->a), ix;
    if (o < 0) return -1;
    ix = index_any(fs, t->b);
    cur = alloc_reg(fs);
    if (ix < 0 || cur < 0) return -1;
    set_loc(fs, t);
    if (emit(fs, OP_GETITEM, 0, cur, o, ix) < 0) return -1;
    v = expr_any(fs, s->b);
    if (v < 0) return -1;
    set_loc(fs, s);
    if (emit(fs, OP_IBINOP, s->op, cur, cur, v) < 0) return -1;
    set_loc(fs, t);
    if (emit(fs, OP_SETITEM, 0, o, ix, cur) < 0) return -1;
  } else if (t->kind == E_ATTR) {
    int o = expr_any(fs, t->a), k;
    if (o < 0) return -1;
    k = const_ident(fs, t->s, idlen(t));
    cur = alloc_reg(fs);
    if (k < 0 || cur < 0) return -1;
    set_loc(fs, t);
    if (emit(fs, OP_GETATTR, 0, cur, o, k) < 0) return -1;
    v = expr_any(fs, s->b);
    if (v < 0) return -1;
    set_loc(fs, s);
    if (emit(fs, OP_IBINOP, s->op, cur, cur, v) < 0) return -1;
    set_loc(fs, t);
    if (emit(fs, OP_SETATTR, 0, o, k, cur) < 0) return -1;
  } else {
    char tmp[120];
    snprintf(tmp, sizeof tmp, "'%s' is an illegal expression for augmented assignment",
             target_desc(t));
    return cerr(fs->c, t, tmp);
  }
  fs->freereg = top;
  return 0;
}

/* ---- match statement ----
** Each case is a decision tree over registers: the subject and every value
** taken from it (items, mapping values, attributes) stay in registers of
** their own until the case ends, so a failed test just jumps to the next
** case (or the next alternative of an or-pattern) and nothing has to be
** popped.  Values to bind are noted, not stored, and stored together once
** the whole pattern has matched, as CPython does: a case that fails binds
** nothing, one whose guard fails keeps its bindings.  Type and length
** checks are native (MATCHKIND, MATCHCLS, MATCHARGS, MATCHDUP; vm/match.c);
** whatever may run Python code (==, len(), mapping.get, getattr, unpacking)
** is an ordinary instruction, so user code inside it may pause. */

typedef struct MatchCtx {
  int *fails;               /* jumps to patch to the failure target */
  int nfails, capfails;
  Ast **names;              /* names bound so far (P_AS/P_STAR/P_MAPPING) */
  int *regs;                /* the register holding each one's value */
  int nnames, capnames, capregs;
  bool allow_irrefutable;   /* a capture or _ may stand here */
  int sentinel;             /* a fresh list: "no such key / attribute" */
} MatchCtx;

static int match_pattern(Fs *fs, MatchCtx *m, Ast *p, int subj);
static int builtin_ix(const char *name);

static int match_fail_jump(Fs *fs, MatchCtx *m, int op, int a) {
  int j = emitjump(fs, op, a);
  if (j < 0 || agrow(fs->c, (void **)&m->fails, &m->capfails, m->nfails + 1, sizeof(int)))
    return -1;
  m->fails[m->nfails++] = j;
  return 0;
}

static bool match_wildcard(const Ast *p) {
  return (p->kind == P_AS && p->a == NULL && p->s == NULL) ||
         (p->kind == P_STAR && p->s == NULL);
}

/* Note that `name` (of node p) is bound to register reg. */
static int match_bind(Fs *fs, MatchCtx *m, Ast *p, int reg) {
  size_t len = strlen(p->s);
  int i;
  if (name_eq(p->s, len, "__debug__", 9)) return cerr(fs->c, p, "cannot assign to __debug__");
  for (i = 0; i < m->nnames; i++)
    if (strcmp(m->names[i]->s, p->s) == 0)
      return cerrf(fs->c, p, "multiple assignments to name '%.*s' in pattern", p->s, len);
  if (agrow(fs->c, (void **)&m->names, &m->capnames, m->nnames + 1, sizeof(Ast *)) ||
      agrow(fs->c, (void **)&m->regs, &m->capregs, m->nnames + 1, sizeof(int)))
    return -1;
  m->names[m->nnames] = p;
  m->regs[m->nnames++] = reg;
  return 0;
}

/* t := f(args...) for builtin f. */
static int match_call_builtin(Fs *fs, const char *name, int t, const int *args, int n) {
  int r = call_builtin(fs, name, args, n);
  return r < 0 || emit(fs, OP_MOVE, 0, t, r, 0) < 0 ? -1 : 0;
}

/* Fail unless len(subj) <op> n. */
static int match_len(Fs *fs, MatchCtx *m, int subj, int cmp, int n) {
  int t = alloc_reg(fs), k = alloc_reg(fs);
  if (t < 0 || k < 0 || match_call_builtin(fs, "len", t, &subj, 1) ||
      emitbx(fs, OP_LOADI, k, (uint32_t)n) < 0 ||
      emit(fs, OP_CMP, cmp, t, t, k) < 0)
    return -1;
  return match_fail_jump(fs, m, OP_JMPIFNOT, t);
}

static int match_value(Fs *fs, MatchCtx *m, Ast *p, int subj) {
  int v, t;
  if (p->a->kind == E_JOINEDSTR)
    return cerr(fs->c, p, "patterns may only match literals and attribute lookups");
  v = alloc_reg(fs);
  t = alloc_reg(fs);
  if (v < 0 || t < 0 || expr_to(fs, p->a, v)) return -1;
  set_loc(fs, p);
  if (p->kind == P_SINGLETON) {
    if (emit(fs, OP_CMP, CMP_IS, t, subj, v) < 0) return -1;
  } else if (emit(fs, OP_EQ, 0, t, subj, v) < 0) {
    return -1;
  }
  return match_fail_jump(fs, m, OP_JMPIFNOT, t);
}

static int match_sequence(Fs *fs, MatchCtx *m, Ast *p, int subj) {
  int n = p->l1.n, star = -1, i, t, base;
  bool only_wild = true, star_wild = false;
  for (i = 0; i < n; i++) {
    Ast *it = p->l1.items[i];
    if (it->kind == P_STAR) {
      if (star >= 0) return cerr(fs->c, p, "multiple starred names in sequence pattern");
      star = i;
      star_wild = it->s == NULL;
    }
    if (!match_wildcard(it)) only_wild = false;
  }
  t = alloc_reg(fs);
  if (t < 0 || emit(fs, OP_MATCHKIND, 0, t, subj, 0) < 0 ||
      match_fail_jump(fs, m, OP_JMPIFNOT, t))
    return -1;
  if (star < 0) { if (match_len(fs, m, subj, CMP_EQ, n)) return -1; }
  else if (n > 1 && match_len(fs, m, subj, CMP_GE, n - 1)) return -1;
  if (only_wild) return 0;
  if (star_wild) {
    /* [a, *_, b]: index from both ends instead of unpacking */
    for (i = 0; i < n; i++) {
      Ast *it = p->l1.items[i];
      int v, ix;
      if (i == star || match_wildcard(it)) continue;
      v = alloc_reg(fs);
      ix = alloc_reg(fs);
      if (v < 0 || ix < 0) return -1;
      if (i < star) {
        if (emitbx(fs, OP_LOADI, ix, (uint32_t)i) < 0) return -1;
      } else {
        /* len(subj) - (n - i): the subject may not take negative indices */
        int k = alloc_reg(fs);
        if (k < 0 || match_call_builtin(fs, "len", ix, &subj, 1) ||
            emitbx(fs, OP_LOADI, k, (uint32_t)(n - i)) < 0 ||
            emit(fs, OP_SUB, BIN_SUB, ix, ix, k) < 0)
          return -1;
      }
      if (emit(fs, OP_GETITEM, 0, v, subj, ix) < 0 || match_pattern(fs, m, it, v)) return -1;
    }
    return 0;
  }
  base = alloc_regs(fs, n);
  if (base < 0) return -1;
  if (star < 0) {
    if (emit(fs, OP_UNPACK, 0, base, subj, n) < 0) return -1;
  } else {
    if (n - star - 1 > 255) return cerr(fs->c, p, "too many sub-patterns in sequence pattern");
    if (emit(fs, OP_UNPACKEX, n - star - 1, base, subj, star) < 0) return -1;
  }
  for (i = 0; i < n; i++) {
    Ast *it = p->l1.items[i];
    if (it->kind == P_STAR) {
      if (it->s && match_bind(fs, m, it, base + i)) return -1;
    } else if (match_pattern(fs, m, it, base + i)) {
      return -1;
    }
  }
  return 0;
}

/* The value of a constant key (literal or negative number), for the
** compile-time check of duplicates; false for a dotted name. */
static int match_key_const(Fs *fs, Ast *k, Value *out, bool *isconst) {
  Ast *num = k->kind == E_UNARY ? k->a : k;
  *isconst = true;
  switch (k->kind) {
  case E_NONE: *out = VNONE; return 0;
  case E_TRUE: case E_FALSE: *out = vbool(k->kind == E_TRUE); return 0;
  case E_STR:
    if (k->flags & AST_BYTES)
      return bytes_new(fs->c->vm, k->s, k->slen, out) ? cvmerr(fs->c) : 0;
    return str_new(fs->c->vm, k->s, k->slen, out) ? cvmerr(fs->c) : 0;
  case E_INT: case E_FLOAT: case E_UNARY:
    if (num->kind == E_INT ? int_literal(fs, num, out) : float_literal(fs, num, out)) return -1;
    if (k->kind == E_UNARY) {
      if (out->tag == V_FLOAT) out->u.f = -out->u.f;
      else if (out->tag == V_INT && out->u.i != INT64_MIN) out->u.i = -out->u.i;
      else {
        /* a big literal: -x through the VM's negation */
        Value r;
        if (big_sub(fs->c->vm, vint(0), *out, &r)) return cvmerr(fs->c);
        *out = r;
      }
    }
    return 0;
  default:
    *isconst = false;
    return 0;
  }
}

/* raise ValueError("mapping pattern checks duplicate key (%r)" % R[key]) */
static int match_dup_key_error(Fs *fs, int key) {
  int A = alloc_regs(fs, 4), k1, k2;
  if (A < 0) return -1;
  k1 = const_str(fs, "mapping pattern checks duplicate key (", 38);
  k2 = const_str(fs, ")", 1);
  if (k1 < 0 || k2 < 0) return -1;
  if (emitbx(fs, OP_LOADK, A + 1, (uint32_t)k1) < 0 ||
      emit(fs, OP_FORMAT, 'r', A + 2, key, NO_REG) < 0 ||
      emitbx(fs, OP_LOADK, A + 3, (uint32_t)k2) < 0 ||
      emit(fs, OP_BUILDSTR, 0, A + 1, A + 1, 3) < 0 ||
      load_const(fs, vtype(T_ValueError), A) < 0 ||
      emit(fs, OP_CALL, 0, A, 1, 0) < 0 ||
      emit(fs, OP_RAISE, 0, A, 0, 0) < 0)
    return -1;
  return 0;
}

static int match_mapping(Fs *fs, MatchCtx *m, Ast *p, int subj) {
  int n = p->l1.n, i, j, t, keys, vals, seen = -1;
  Value *kv;
  bool *kc, dyn = false;
  t = alloc_reg(fs);
  if (t < 0 || emit(fs, OP_MATCHKIND, 1, t, subj, 0) < 0 ||
      match_fail_jump(fs, m, OP_JMPIFNOT, t))
    return -1;
  if (n == 0 && p->s == NULL) return 0;
  if (n > 0 && match_len(fs, m, subj, CMP_GE, n)) return -1;
  kv = calloc_arena(fs->c, sizeof(Value) * (size_t)(n + 1));
  kc = calloc_arena(fs->c, sizeof(bool) * (size_t)(n + 1));
  if (kv == NULL || kc == NULL) return -1;
  keys = alloc_regs(fs, n);
  vals = alloc_regs(fs, n);
  if (keys < 0 || vals < 0) return -1;
  for (i = 0; i < n; i++) {
    Ast *k = p->l1.items[i];
    if (k->kind == E_JOINEDSTR)
      return cerr(fs->c, p, "mapping pattern keys may only match literals and attribute lookups");
    if (match_key_const(fs, k, &kv[i], &kc[i])) return -1;
    if (!kc[i]) { dyn = true; continue; }
    for (j = 0; j < i; j++) {
      int eq;
      if (!kc[j]) continue;
      eq = vm_eq(fs->c->vm, kv[i], kv[j]);
      if (eq < 0) return cvmerr(fs->c);
      if (eq) {
        Value r;
        char tmp[200];
        if (vm_repr(fs->c->vm, kv[i], &r)) return cvmerr(fs->c);
        snprintf(tmp, sizeof tmp, "mapping pattern checks duplicate key (%.150s)", AS_STR(r)->data);
        return cerr(fs->c, p, tmp);
      }
    }
  }
  for (i = 0; i < n; i++)
    if (expr_to(fs, p->l1.items[i], keys + i)) return -1;
  set_loc(fs, p);
  if (dyn) {
    /* keys found at run time may repeat: a set of those seen so far */
    seen = alloc_reg(fs);
    if (seen < 0 || emit(fs, OP_BUILDSET, 0, seen, 0, 0) < 0) return -1;
  }
  for (i = 0; i < n; i++) {
    int A = alloc_regs(fs, 4);
    if (A < 0) return -1;
    if (dyn) {
      int ok;
      if (emit(fs, OP_CMP, CMP_IN, t, keys + i, seen) < 0) return -1;
      ok = emitjump(fs, OP_JMPIFNOT, t);
      if (ok < 0 || match_dup_key_error(fs, keys + i)) return -1;
      patch_here(fs, ok);
      if (emit(fs, OP_SETADD, 0, seen, keys + i, 0) < 0) return -1;
    }
    /* mapping.get(key, sentinel): no __missing__, no KeyError */
    j = const_str(fs, "get", 3);
    if (j < 0 || emit(fs, OP_MOVE, 0, A + 1, subj, 0) < 0 ||
        emit(fs, OP_MOVE, 0, A + 2, keys + i, 0) < 0 ||
        emit(fs, OP_MOVE, 0, A + 3, m->sentinel, 0) < 0 ||
        emit(fs, OP_CALLMETHOD, 0, A, 2, j) < 0 ||
        emit(fs, OP_MOVE, 0, vals + i, A, 0) < 0 ||
        emit(fs, OP_CMP, CMP_IS, t, A, m->sentinel) < 0 ||
        match_fail_jump(fs, m, OP_JMPIF, t))
      return -1;
  }
  for (i = 0; i < n; i++)
    if (match_pattern(fs, m, p->l2.items[i], vals + i)) return -1;
  if (p->s) {
    /* **rest: a copy of the mapping without the keys matched */
    int rest = alloc_reg(fs);
    if (rest < 0 || emit(fs, OP_BUILDDICT, 0, rest, 0, 0) < 0 ||
        emit(fs, OP_DICTUPDATE, 0, rest, subj, 0) < 0)
      return -1;
    for (i = 0; i < n; i++)
      if (emit(fs, OP_DELITEM, 0, rest, keys + i, 0) < 0) return -1;
    if (match_bind(fs, m, p, rest)) return -1;
  }
  return 0;
}

static int match_class(Fs *fs, MatchCtx *m, Ast *p, int subj) {
  int npos = p->l1.n, nkw = p->l2.n, n = npos + nkw, i, j, t, cls, names = -1, attrs;
  int kwk = -1;
  for (i = 0; i < nkw; i++) {
    Ast *ki = p->l3.items[i];
    for (j = 0; j < i; j++) {
      if (strcmp(p->l3.items[j]->s, ki->s) == 0) {
        char tmp[200];
        snprintf(tmp, sizeof tmp, "attribute name repeated in class pattern: %.150s", ki->s);
        return cerr(fs->c, p->l2.items[i], tmp);
      }
    }
  }
  if (nkw) {
    kwk = kwnames_const(fs, &p->l3);
    if (kwk < 0) return -1;
  }
  t = alloc_reg(fs);
  cls = alloc_reg(fs);
  if (t < 0 || cls < 0 || expr_to(fs, p->a, cls)) return -1;
  set_loc(fs, p);
  if (emit(fs, OP_MATCHCLS, 0, t, subj, cls) < 0 || match_fail_jump(fs, m, OP_JMPIFNOT, t))
    return -1;
  if (n == 0) return 0;
  if (npos) {
    names = alloc_reg(fs);
    if (names < 0) return -1;
    if (nkw) { if (emitbx(fs, OP_LOADK, names, (uint32_t)kwk) < 0) return -1; }
    else if (emit(fs, OP_LOADNONE, 0, names, 0, 0) < 0) return -1;
    if (emit(fs, OP_MATCHARGS, 0, names, cls, npos) < 0) return -1;
  }
  /* fetch every attribute first, then match the sub-patterns */
  attrs = alloc_regs(fs, n);
  if (attrs < 0) return -1;
  for (i = 0; i < n; i++) {
    int args[3], self = -1;
    args[0] = subj;
    args[1] = alloc_reg(fs);
    args[2] = m->sentinel;
    if (args[1] < 0) return -1;
    if (npos) {
      int ix = alloc_reg(fs);
      if (ix < 0) return -1;
      if (i > 0 && emit(fs, OP_MATCHDUP, 0, cls, names, i) < 0) return -1;
      if (emitbx(fs, OP_LOADI, ix, (uint32_t)i) < 0 ||
          emit(fs, OP_GETITEM, 0, args[1], names, ix) < 0)
        return -1;
      if (i == 0) {
        /* None: int(x), str(x)...: the subject itself */
        if (emit(fs, OP_LOADNONE, 0, ix, 0, 0) < 0 ||
            emit(fs, OP_CMP, CMP_IS, ix, args[1], ix) < 0 ||
            emit(fs, OP_MOVE, 0, attrs, subj, 0) < 0)
          return -1;
        self = emitjump(fs, OP_JMPIF, ix);
        if (self < 0) return -1;
      }
    } else {
      Ast *kn = p->l3.items[i];
      int k = const_str(fs, kn->s, idlen(kn));
      if (k < 0 || emitbx(fs, OP_LOADK, args[1], (uint32_t)k) < 0) return -1;
    }
    if (match_call_builtin(fs, "getattr", attrs + i, args, 3) ||
        emit(fs, OP_CMP, CMP_IS, t, attrs + i, m->sentinel) < 0 ||
        match_fail_jump(fs, m, OP_JMPIF, t))
      return -1;
    if (self >= 0) patch_here(fs, self);
  }
  for (i = 0; i < n; i++)
    if (match_pattern(fs, m, i < npos ? p->l1.items[i] : p->l2.items[i - npos], attrs + i))
      return -1;
  return 0;
}

/* Alternatives: each binds into registers of its own and, when it matches,
** copies them to the or-pattern's registers (in the first alternative's
** order) and jumps past the others. */
static int match_or(Fs *fs, MatchCtx *m, Ast *p, int subj) {
  int n0 = m->nnames, nalt = p->l1.n, i, j, *ends, nctl = 0, ctlbase = 0;
  Ast **ctl = NULL;
  int *outer = m->fails, nouter = m->nfails, capouter = m->capfails;
  bool allow = m->allow_irrefutable;
  ends = calloc_arena(fs->c, sizeof(int) * (size_t)nalt);
  if (ends == NULL) return -1;
  for (i = 0; i < nalt; i++) {
    Ast *alt = p->l1.items[i];
    m->fails = NULL;
    m->nfails = m->capfails = 0;
    m->nnames = n0;
    m->allow_irrefutable = i == nalt - 1 && allow;
    if (match_pattern(fs, m, alt, subj)) return -1;
    if (i == 0) {
      nctl = m->nnames - n0;
      ctl = calloc_arena(fs->c, sizeof(Ast *) * (size_t)(nctl + 1));
      ctlbase = alloc_regs(fs, nctl);
      if (ctl == NULL || ctlbase < 0) return -1;
      for (j = 0; j < nctl; j++) ctl[j] = m->names[n0 + j];
    } else {
      bool same = m->nnames - n0 == nctl;
      for (j = 0; same && j < nctl; j++) {
        int k;
        for (k = n0; k < m->nnames; k++)
          if (strcmp(m->names[k]->s, ctl[j]->s) == 0) break;
        if (k == m->nnames) same = false;
      }
      if (!same) return cerr(fs->c, alt, "alternative patterns bind different names");
    }
    for (j = 0; j < nctl; j++) {
      int k;
      for (k = n0; k < m->nnames; k++)
        if (strcmp(m->names[k]->s, ctl[j]->s) == 0) break;
      if (emit(fs, OP_MOVE, 0, ctlbase + j, m->regs[k], 0) < 0) return -1;
    }
    if (i < nalt - 1) {
      ends[i] = emitjump(fs, OP_JMP, 0);
      if (ends[i] < 0) return -1;
      for (j = 0; j < m->nfails; j++) patch_here(fs, m->fails[j]);
    } else {
      /* the last alternative's failures fail the or-pattern */
      for (j = 0; j < m->nfails; j++) {
        if (agrow(fs->c, (void **)&outer, &capouter, nouter + 1, sizeof(int))) return -1;
        outer[nouter++] = m->fails[j];
      }
    }
  }
  for (i = 0; i < nalt - 1; i++) patch_here(fs, ends[i]);
  m->fails = outer;
  m->nfails = nouter;
  m->capfails = capouter;
  m->allow_irrefutable = allow;
  m->nnames = n0;
  for (j = 0; j < nctl; j++)
    if (match_bind(fs, m, ctl[j], ctlbase + j)) return -1;
  return 0;
}

static int match_pattern(Fs *fs, MatchCtx *m, Ast *p, int subj) {
  int r = 0;
  bool allow = m->allow_irrefutable;
  if (depth_enter(fs->c)) return -1;
  set_loc(fs, p);
  switch (p->kind) {
  case P_VALUE: case P_SINGLETON:
    m->allow_irrefutable = true;
    r = match_value(fs, m, p, subj);
    break;
  case P_AS:
    if (p->a == NULL && !allow) {
      if (p->s) r = cerrf(fs->c, p, "name capture '%.*s' makes remaining patterns unreachable",
                          p->s, strlen(p->s));
      else r = cerr(fs->c, p, "wildcard makes remaining patterns unreachable");
      break;
    }
    if (p->a) r = match_pattern(fs, m, p->a, subj);
    if (!r && p->s) r = match_bind(fs, m, p, subj);
    break;
  case P_OR: r = match_or(fs, m, p, subj); break;
  default:
    /* sub-patterns may be irrefutable */
    m->allow_irrefutable = true;
    if (p->kind == P_SEQUENCE) r = match_sequence(fs, m, p, subj);
    else if (p->kind == P_MAPPING) r = match_mapping(fs, m, p, subj);
    else if (p->kind == P_CLASS) r = match_class(fs, m, p, subj);
    else r = cerr(fs->c, p, "invalid syntax");
    break;
  }
  m->allow_irrefutable = allow;
  fs->c->depth--;
  return r;
}

/* Does any pattern of the statement look keys or attributes up? */
static bool match_needs_sentinel(const Ast *p) {
  int i;
  if (p == NULL) return false;
  if ((p->kind == P_MAPPING && p->l1.n) || (p->kind == P_CLASS && (p->l1.n || p->l2.n)))
    return true;
  if (match_needs_sentinel(p->a)) return true;
  for (i = 0; i < p->l1.n; i++) if (match_needs_sentinel(p->l1.items[i])) return true;
  for (i = 0; i < p->l2.n; i++) if (match_needs_sentinel(p->l2.items[i])) return true;
  return false;
}

static int match_stmt(Fs *fs, Ast *s) {
  int top = fs->freereg, subj, i, j, *ends, ncases = s->l1.n;
  MatchCtx m;
  uint8_t *saved = bound_save(fs);
  if (saved == NULL && fs->nlocals) return -1;
  memset(&m, 0, sizeof m);
  m.sentinel = -1;
  ends = calloc_arena(fs->c, sizeof(int) * (size_t)ncases);
  subj = alloc_reg(fs);
  if (ends == NULL || subj < 0 || expr_to(fs, s->a, subj)) return -1;
  for (i = 0; i < ncases; i++) {
    if (match_needs_sentinel(s->l1.items[i]->a)) {
      m.sentinel = alloc_reg(fs);
      if (m.sentinel < 0 || emit(fs, OP_BUILDLIST, 0, m.sentinel, 0, 0) < 0) return -1;
      break;
    }
  }
  for (i = 0; i < ncases; i++) {
    Ast *cs = s->l1.items[i];
    int mark = fs->freereg;
    m.nfails = 0;
    m.nnames = 0;
    /* irrefutable patterns only where nothing comes after them */
    m.allow_irrefutable = cs->b != NULL || i == ncases - 1;
    if (match_pattern(fs, &m, cs->a, subj)) return -1;
    set_loc(fs, cs->a);
    for (j = 0; j < m.nnames; j++) {
      Ast *nm = m.names[j];
      if (store_name(fs, nm->s, strlen(nm->s), m.regs[j]) < 0) return -1;
    }
    if (cs->b) {
      int g = expr_any(fs, cs->b);
      if (g < 0 || match_fail_jump(fs, &m, OP_JMPIFNOT, g)) return -1;
    }
    fs->freereg = mark;
    if (stmts(fs, &cs->l1)) return -1;
    bound_restore(fs, saved);
    ends[i] = -1;
    if (i < ncases - 1) {
      ends[i] = emitjump(fs, OP_JMP, 0);
      if (ends[i] < 0) return -1;
    }
    for (j = 0; j < m.nfails; j++) patch_here(fs, m.fails[j]);
  }
  for (i = 0; i < ncases; i++) if (ends[i] >= 0) patch_here(fs, ends[i]);
  fs->freereg = top;
  return 0;
}

static int unsupported(Fs *fs, Ast *s, const char *what) {
  char tmp[160];
  snprintf(tmp, sizeof tmp, "%s %s not supported by baton", what,
           what[strlen(what) - 1] == 's' ? "are" : "is");
  return cerr(fs->c, s, tmp);
}

/* Whether expr_to(e, target) writes target once, after e's last read and
** last chance to raise: only then may `x = e` compile straight into x's
** register.  Chained comparisons, `and`/`or` and displays built item by
** item write target early, so `x = [*x, 1]` or `x = y or x` would read
** the half-built value, and an exception would leave it in x. */
static bool writes_last(const Ast *e) {
  int i;
  switch (e->kind) {
  case E_BOOLOP: return false;
  case E_COMPARE: return e->l1.n <= 1;
  case E_TUPLE: case E_LIST: case E_SET: return !has_starred((AstList *)&e->l1);
  case E_DICT:
    if (e->l1.n >= 256) return false;
    for (i = 0; i < e->l1.n; i++) if (e->l1.items[i] == NULL) return false;
    return true;
  case E_IFEXP: return writes_last(e->b) && writes_last(e->c);
  case E_NAMEDEXPR: return writes_last(e->b);
  default: return true;
  }
}

static int stmt(Fs *fs, Ast *s) {
  Comp *c = fs->c;
  int top = fs->freereg, r = 0, i;
  if (depth_enter(c)) return -1;
  set_loc(fs, s);
  switch (s->kind) {
  case S_EXPR: {
    int t = alloc_reg(fs);
    if (t < 0) { r = -1; break; }
    r = expr_to(fs, s->a, t);
    if (!r && fs->c->has_async && fs->c->warn.vm && s->a->kind == E_CALL)
      r = emit(fs, OP_DROP, 1, t, 0, 0) < 0 ? -1 : 0;
    break;
  }
  case S_ASSIGN: {
    int v;
    if (s->l1.n == 1 && s->l1.items[0]->kind == E_NAME) {
      Sym *y;
      Ast *t = s->l1.items[0];
      int kind = resolve(fs, t->s, idlen(t), &y);
      if (kind == N_LOCAL && (y->flags & (SYM_REBOUND | SYM_CALLSET)) ==
          (SYM_REBOUND | SYM_CALLSET) && fs->c->warn.vm) {
        /* g = gen(); next(g); g = None: the old value goes as `del g`
        ** drops it (LOADUNDEF x=1 closes a suspended generator nothing
        ** else reaches), then the new one is stored */
        v = expr_any(fs, s->a);
        if (v < 0 || (v != y->reg && emit(fs, OP_LOADUNDEF, 1, y->reg, fs->freereg, 0) < 0)) {
          r = -1;
          break;
        }
        r = store_name(fs, t->s, idlen(t), v) < 0 ? -1 : 0;
        break;
      }
      if (kind == N_LOCAL && writes_last(s->a)) {
        r = expr_to(fs, s->a, y->reg);
        fs->bound[y->reg] = 1;
        break;
      }
    }
    if (s->l1.n == 1 && parallel_assign(s->l1.items[0], s->a)) {
      r = assign_parallel(fs, s->l1.items[0], s->a);
      break;
    }
    v = expr_any(fs, s->a);
    if (v < 0) { r = -1; break; }
    for (i = 0; i < s->l1.n; i++)
      if (assign(fs, s->l1.items[i], v)) { r = -1; break; }
    break;
  }
  case S_AUGASSIGN: r = aug_assign(fs, s); break;
  case S_ANNASSIGN:
    if (s->a->kind != E_NAME && s->a->kind != E_ATTR && s->a->kind != E_SUBSCRIPT) {
      r = cerr(c, s->a, "illegal target for annotation");
      break;
    }
    if (s->c) {
      int v = expr_any(fs, s->c);
      if (v < 0 || assign(fs, s->a, v)) r = -1;
    } else if (s->a->kind == E_ATTR) {
      r = ann_target_part(fs, s->a->a);
    } else if (s->a->kind == E_SUBSCRIPT) {
      r = ann_target_part(fs, s->a->a) || ann_target_part(fs, s->a->b);
    }
    if (!r && (fs->sc->kind == SC_CLASS || fs->sc->kind == SC_MODULE))
      r = annotation(fs, s);
    break;
  case S_DEL:
    for (i = 0; i < s->l1.n && !r; i++) r = del_target(fs, s->l1.items[i]);
    break;
  case S_PASS: case S_GLOBAL: case S_NONLOCAL:
    break;
  case S_BREAK: case S_CONTINUE: {
    Loop *lp;
    if (fs->nloops == 0 && in_star_handler(fs, 0)) { r = cerr(c, s, STAR_EXIT_MSG); break; }
    if (fs->nloops == 0) {
      r = cerr(c, s, s->kind == S_BREAK ? "'break' outside loop"
                                        : "'continue' not properly in loop");
      break;
    }
    lp = &fs->loops[fs->nloops - 1];
    if (in_star_handler(fs, lp->nregions)) { r = cerr(c, s, STAR_EXIT_MSG); break; }
    if (exit_regions(fs, lp->nregions)) { r = -1; break; }
    set_loc(fs, s);
    if (s->kind == S_BREAK) {
      int j;
      lp = &fs->loops[fs->nloops - 1];
      if (lp->iter >= 0 && emit(fs, OP_DROP, 0, lp->iter, 0, 0) < 0) { r = -1; break; }
      j = emitjump(fs, OP_JMP, 0);
      lp = &fs->loops[fs->nloops - 1];
      if (j < 0 || agrow(c, (void **)&lp->breaks, &lp->capbreaks, lp->nbreaks + 1,
                         sizeof(int))) { r = -1; break; }
      lp->breaks[lp->nbreaks++] = j;
    } else if (jump_back(fs, OP_JMP, 0, lp->start)) {
      r = -1;
      break;
    }
    reopen_regions(fs, lp->nregions);
    break;
  }
  case S_RETURN: {
    int v;
    if (fs->sc->kind == SC_MODULE) { r = cerr(c, s, "'return' outside function"); break; }
    if (in_star_handler(fs, 0)) { r = cerr(c, s, STAR_EXIT_MSG); break; }
    if (s->a && fs->sc->generator && fs->sc->coroutine) {
      r = cerr(c, s, "'return' with value in async generator");
      break;
    }
    if (s->a && fs->nregions == 0) {
      /* no finally or with to run first, which could rebind a local:
      ** return the local's own register */
      v = expr_any(fs, s->a);
      if (v < 0) { r = -1; break; }
    } else {
      v = alloc_reg(fs);
      if (v < 0) { r = -1; break; }
      if (s->a) r = expr_to(fs, s->a, v);
      else r = emit(fs, OP_LOADNONE, 0, v, 0, 0) < 0 ? -1 : 0;
      if (r) break;
    }
    if (exit_all(fs)) { r = -1; break; }
    set_loc(fs, s);
    if (emit(fs, OP_RETURN, 0, v, 0, 0) < 0) { r = -1; break; }
    reopen_regions(fs, 0);
    break;
  }
  case S_IF: r = if_stmt(fs, s); break;
  case S_WHILE: r = while_stmt(fs, s); break;
  case S_FOR:
    r = for_stmt(fs, s);
    break;
  case S_DEF:
    {
      int t = alloc_reg(fs);
      if (t < 0 || compile_function(fs, s, t) || store_name(fs, s->s, idlen(s), t) < 0)
        r = -1;
    }
    break;
  case S_TRY: r = try_stmt(fs, s); break;
  case S_RAISE: {
    int a = 0, b = 0, x = 2;
    if (s->a) {
      a = expr_any(fs, s->a);
      if (a < 0) { r = -1; break; }
      x = 0;
      if (s->b) {
        b = expr_any(fs, s->b);
        if (b < 0) { r = -1; break; }
        x = 1;
      }
    }
    set_loc(fs, s);
    r = emit(fs, OP_RAISE, x, a, b, 0) < 0 ? -1 : 0;
    break;
  }
  case S_ASSERT: {
    int j = 0, m = 0;
    if (cond_jump(fs, s->a, true, &j)) { r = -1; break; }
    if (s->b) { m = expr_any(fs, s->b); if (m < 0) { r = -1; break; } }
    set_loc(fs, assert_at(s));
    if (emit(fs, OP_ASSERTFAIL, s->b ? 1 : 0, 0, m, 0) < 0) { r = -1; break; }
    jl_patch_to(fs, j, fs->n);
    break;
  }
  case S_IMPORT:
    /* import m [as n]: binds n, or the first part of m's dotted name */
    for (i = 0; i < s->l1.n && !r; i++) {
      Ast *al = s->l1.items[i];
      const char *nm = al->s2 ? al->s2 : al->s, *dot = strchr(nm, '.');
      int t = alloc_reg(fs), k;
      if (t < 0) { r = -1; break; }
      k = const_ident(fs, al->s, strlen(al->s));   /* a dotted name never mangles */
      if (k < 0 || emitbx(fs, OP_IMPORT, t, (uint32_t)k) < 0) { r = -1; break; }
      /* import a.b binds a: a second import of the (now loaded) top name */
      if (!al->s2 && dot &&
          ((k = const_str(fs, nm, (size_t)(dot - nm))) < 0 ||
           emitbx(fs, OP_IMPORT, t, (uint32_t)k) < 0)) { r = -1; break; }
      if (store_name(fs, nm, al->s2 || !dot ? strlen(nm) : (size_t)(dot - nm), t) < 0)
        r = -1;
      fs->freereg = top;
    }
    break;
  case S_IMPORTFROM: {
    int m = alloc_reg(fs), t = alloc_reg(fs), k;
    if (m < 0 || t < 0) { r = -1; break; }
    k = const_ident(fs, s->s, strlen(s->s));
    if (k < 0 || emitbx(fs, OP_IMPORT, m, (uint32_t)k) < 0) { r = -1; break; }
    if (s->l1.n == 1 && strcmp(s->l1.items[0]->s, "*") == 0) {
      /* the names are known only when it runs: globals, so module level */
      if (fs->sc->kind == SC_CLASS) { r = unsupported(fs, s, "'import *' in a class body"); break; }
      if (fs->sc->kind != SC_MODULE) { r = cerr(c, s, "import * only allowed at module level"); break; }
      r = emit(fs, OP_IMPORTSTAR, 0, m, 0, 0) < 0 ? -1 : 0;
      break;
    }
    for (i = 0; i < s->l1.n && !r; i++) {
      Ast *al = s->l1.items[i];
      const char *nm = al->s2 ? al->s2 : al->s;
      k = const_ident(fs, al->s, strlen(al->s));
      if (k < 0 || emit(fs, OP_IMPORTFROM, 0, t, m, k) < 0 ||
          store_name(fs, nm, strlen(nm), t) < 0)
        r = -1;
    }
    break;
  }
  case S_CLASS: r = class_def(fs, s); break;
  case S_WITH: r = with_stmt(fs, s); break;
  case S_MATCH: r = match_stmt(fs, s); break;
  default: r = cerr(c, s, "invalid syntax"); break;
  }
  fs->freereg = top;
  c->depth--;
  return r;
}

/* ---- functions ---- */

static Scope *find_scope(Scope *parent, Ast *node) {
  Scope *s;
  for (s = parent->child; s; s = s->next)
    if (s->node == node) return s;
  return NULL;
}

/* Hand fs's growth arrays to its Comp for the next function (the bigger
** of two is kept), or free them. */
static void fs_spare(Fs *fs) {
  Comp *c = fs->c;
  Mem *m = &c->vm->mem;
  if (fs->cap > c->spare_cap) {
    mem_free(m, c->spare_ins, c->spare_cap * sizeof(Instr));
    mem_free(m, c->spare_pos, c->spare_cap * sizeof(CodePos));
    c->spare_ins = fs->ins;
    c->spare_pos = fs->pos;
    c->spare_cap = fs->cap;
  } else {
    mem_free(m, fs->ins, fs->cap * sizeof(Instr));
    mem_free(m, fs->pos, fs->cap * sizeof(CodePos));
  }
  if (fs->capk > c->spare_capk) {
    mem_free(m, c->spare_k, c->spare_capk * sizeof(Value));
    c->spare_k = fs->k;
    c->spare_capk = fs->capk;
  } else {
    mem_free(m, fs->k, fs->capk * sizeof(Value));
  }
  fs->ins = NULL; fs->pos = NULL; fs->k = NULL;
  fs->cap = fs->capk = 0;
}

static void comp_spares_free(Comp *c) {
  Mem *m = &c->vm->mem;
  mem_free(m, c->spare_ins, c->spare_cap * sizeof(Instr));
  mem_free(m, c->spare_pos, c->spare_cap * sizeof(CodePos));
  mem_free(m, c->spare_k, c->spare_capk * sizeof(Value));
  c->spare_ins = NULL; c->spare_pos = NULL; c->spare_k = NULL;
  c->spare_cap = c->spare_capk = 0;
}

static void fs_free(Fs *fs) {
  Mem *m;
  if (fs->c == NULL) return;
  m = &fs->c->vm->mem;
  mem_free(m, fs->ins, fs->cap * sizeof(Instr));
  mem_free(m, fs->pos, fs->cap * sizeof(CodePos));
  mem_free(m, fs->k, fs->capk * sizeof(Value));
  mem_free(m, fs->hs, fs->caph * sizeof(Handler));
  fs->ins = NULL; fs->pos = NULL; fs->k = NULL; fs->hs = NULL;
  fs->cap = fs->capk = fs->caph = 0;
}

static int fs_open(Comp *c, Fs *fs, Fs *prev, Scope *sc, AstList *params) {
  int reg = 0, i;
  memset(fs, 0, sizeof *fs);
  fs->c = c;
  fs->prev = prev;
  fs->sc = sc;
  if (sc->node) {
    set_loc(fs, sc->node);
  } else {
    fs->loc.line = 1;
    fs->loc.col = fs->loc.end_col = POS_NOCOL;
  }
  if (sc->kind != SC_MODULE) {
    if (params) {
      for (i = 0; i < params->n; i++) {
        Sym *y = sym_find(sc, params->items[i]->s, idlen(params->items[i]));
        y->reg = reg++;
      }
    } else {
      sym_find(sc, ".0", 2)->reg = reg++;
    }
    for (i = 0; i < sc->nsyms; i++) {
      Sym *y = &sc->syms[i];
      if ((y->flags & SYM_ASSIGNED) && !(y->flags & (SYM_PARAM | SYM_GLOBAL | SYM_FREE)))
        y->reg = reg++;
    }
    fs->nlocals = reg;
    for (i = 0; i < sc->nsyms; i++) {
      Sym *y = &sc->syms[i];
      if ((y->flags & SYM_FREE) && !(y->flags & SYM_GLOBAL)) y->reg = reg++;
    }
  }
  if (reg > MAX_REGS) return cerr(c, sc->node, "too many local variables");
  fs->freereg = fs->maxreg = reg;
  fs->bound = calloc_arena(c, (size_t)reg + 1);
  if (fs->bound == NULL) return -1;
  for (i = 0; i < sc->nsyms; i++) {
    Sym *y = &sc->syms[i];
    if ((y->flags & SYM_PARAM) && !(y->flags & SYM_DELETED)) fs->bound[y->reg] = 1;
  }
  /* non-parameter cells start as empty cells */
  for (i = 0; i < sc->nsyms; i++) {
    Sym *y = &sc->syms[i];
    if ((y->flags & SYM_CELL) && !(y->flags & (SYM_PARAM | SYM_FREE | SYM_GLOBAL)) &&
        (y->flags & SYM_ASSIGNED))
      if (emit(fs, OP_MKCELL, 0, y->reg, 0, 0) < 0) return -1;
  }
  return 0;
}

static char *make_qualname(Comp *c, Fs *prev, Scope *sc) {
  const char *base = sc->name;
  char *q;
  size_t n;
  Scope *p = prev ? prev->sc : NULL;
  if (p == NULL || p->kind == SC_MODULE) {
    n = strlen(base);
    q = calloc_arena(c, n + 1);
    if (q) memcpy(q, base, n);
  } else if (p->kind == SC_CLASS) {
    const char *pq = p->qualname ? p->qualname : p->name;
    n = strlen(pq) + 1 + strlen(base);
    q = calloc_arena(c, n + 1);
    if (q) snprintf(q, n + 1, "%s.%s", pq, base);
  } else {
    const char *pq = p->qualname ? p->qualname : p->name;
    n = strlen(pq) + strlen(".<locals>.") + strlen(base);
    q = calloc_arena(c, n + 1);
    if (q) snprintf(q, n + 1, "%s.<locals>.%s", pq, base);
  }
  sc->qualname = q;
  return q;
}

/* Where the jump at `at` goes. */
static uint32_t jump_target(const Fs *fs, int at) {
  int32_t off = (int32_t)((uint32_t)fs->ins[at].b | ((uint32_t)fs->ins[at].c << 16));
  return (uint32_t)(at + 1 + off);
}

/* A truth test that jumps straight to another test of the same register
** knows that test's outcome: send it where that test would go.  So
** `if a or b:`, `while a and b:`, `assert a or b` and `(a and b) or c`
** ask a's __bool__ once, as CPython's compiler does; the value left in
** the register is the same either way. */
static void thread_truth_jumps(Fs *fs) {
  uint32_t i;
  int hop;
  for (i = 0; i < fs->n; i++) {
    int op = fs->ins[i].op;
    if (op != OP_JMPIF && op != OP_JMPIFNOT) continue;
    for (hop = 0; hop < 16; hop++) {
      uint32_t x = jump_target(fs, (int)i);
      const Instr *t;
      if (x >= fs->n) break;
      t = &fs->ins[x];
      if ((t->op != OP_JMPIF && t->op != OP_JMPIFNOT) || t->a != fs->ins[i].a) break;
      patch_to(fs, (int)i, t->op == op ? jump_target(fs, (int)x) : x + 1);
    }
  }
}

/* Turn a finished Fs into a Code object. */
static Code *fs_close(Fs *fs, AstList *params) {
  Comp *c = fs->c;
  VM *vm = c->vm;
  Scope *sc = fs->sc;
  Code *code = code_new(vm);
  int i, nvars;
  Tuple *names;
  if (code == NULL) { cvmerr(c); return NULL; }
  thread_truth_jumps(fs);
  /* exact copies of the arrays (accounting is exact); the growth arrays
  ** are kept for the next function (fs_spare) */
  if (fs->n) {
    code->code = mem_alloc(&vm->mem, fs->n * sizeof(Instr));
    if (code->code == NULL) { cnomem(c); return NULL; }
    memcpy(code->code, fs->ins, fs->n * sizeof(Instr));
    code->pos = mem_alloc(&vm->mem, fs->n * sizeof(CodePos));
    if (code->pos == NULL) {
      mem_free(&vm->mem, code->code, fs->n * sizeof(Instr));
      code->code = NULL;
      cnomem(c);
      return NULL;
    }
    memcpy(code->pos, fs->pos, fs->n * sizeof(CodePos));
  }
  code->ncode = fs->n;
  if (fs->nk) {
    code->k = mem_alloc(&vm->mem, fs->nk * sizeof(Value));
    if (code->k == NULL) { cnomem(c); return NULL; }
    memcpy(code->k, fs->k, fs->nk * sizeof(Value));
  }
  code->nk = fs->nk;
  fs_spare(fs);
  if (fs->nh) {
    code->handlers = mem_realloc(&vm->mem, fs->hs, fs->caph * sizeof(Handler), fs->nh * sizeof(Handler));
    if (code->handlers == NULL) { cnomem(c); return NULL; }
  } else {
    mem_free(&vm->mem, fs->hs, fs->caph * sizeof(Handler));
  }
  code->nhandlers = fs->nh;
  fs->hs = NULL; fs->caph = 0;
  code->nregs = (uint16_t)(fs->maxreg + 1);
  code->filename = c->vfilename;
  code->source = c->vsource;
  if (sc->kind == SC_MODULE) {
    code->flags |= CODE_MODULE;
    if (sc->awaits) code->flags |= CODE_AWAITS;
    if (str_newc(vm, "<module>", &code->name)) { cvmerr(c); return NULL; }
    code->qualname = code->name;
    return code;
  }
  if (sc->generator) code->flags |= CODE_GENERATOR;
  if (sc->coroutine) code->flags |= CODE_COROUTINE;
  code->firstline = sc->node ? sc->node->line : 1;
  if (sc->node && sc->node->kind == S_DEF && sc->node->l3.n)
    code->firstline = sc->node->l3.items[0]->line;
  if (sc->kind == SC_LAMBDA) code->flags |= CODE_LAMBDA;
  if (str_newc(vm, sc->name, &code->name)) { cvmerr(c); return NULL; }
  if (str_newc(vm, sc->qualname ? sc->qualname : sc->name, &code->qualname)) {
    cvmerr(c);
    return NULL;
  }
  /* parameters */
  if (params) {
    for (i = 0; i < params->n; i++) {
      Ast *p = params->items[i];
      switch (p->op) {
      case ARG_POSONLY: code->nargs++; code->nposonly++; break;
      case ARG_NORMAL: code->nargs++; break;
      case ARG_VARARGS: code->flags |= CODE_VARARGS; break;
      case ARG_KWONLY: code->nkwonly++; break;
      case ARG_VARKW: code->flags |= CODE_VARKW; break;
      }
    }
  } else {
    code->nargs = 1;
  }
  /* register names */
  nvars = fs->nlocals;
  for (i = 0; i < sc->nsyms; i++)
    if (sc->syms[i].reg >= nvars) nvars = sc->syms[i].reg + 1;
  names = tuple_new(vm, (size_t)nvars);
  if (names == NULL) { cvmerr(c); return NULL; }
  code->varnames = vobj(names);
  for (i = 0; i < sc->nsyms; i++) {
    Sym *y = &sc->syms[i];
    if (y->reg >= 0 && (y->flags & (SYM_ASSIGNED | SYM_FREE | SYM_PARAM)) &&
        !(y->flags & SYM_GLOBAL))
      if (str_new(vm, y->name, y->len, &names->items[y->reg])) { cvmerr(c); return NULL; }
  }
  /* cells among the parameters, and free variables */
  {
    int ncp = 0, nfree = 0, freebase = -1;
    for (i = 0; i < sc->nsyms; i++) {
      Sym *y = &sc->syms[i];
      if ((y->flags & SYM_CELL) && (y->flags & SYM_PARAM) && !(y->flags & SYM_FREE)) ncp++;
      if ((y->flags & SYM_FREE) && !(y->flags & SYM_GLOBAL)) {
        nfree++;
        if (freebase < 0 || y->reg < freebase) freebase = y->reg;
      }
    }
    if (ncp) {
      int j = 0;
      code->cellparams = mem_alloc(&vm->mem, (size_t)ncp * sizeof(uint16_t));
      if (code->cellparams == NULL) { cnomem(c); return NULL; }
      code->ncellparams = (uint16_t)ncp;
      for (i = 0; i < sc->nsyms; i++) {
        Sym *y = &sc->syms[i];
        if ((y->flags & SYM_CELL) && (y->flags & SYM_PARAM) && !(y->flags & SYM_FREE))
          code->cellparams[j++] = (uint16_t)y->reg;
      }
    }
    code->nfree = (uint16_t)nfree;
    code->freebase = (uint16_t)(freebase < 0 ? 0 : freebase);
  }
  return code;
}

/* In the enclosing function: attach the closure cells of `sc` to R[fn]. */
static int emit_closure(Fs *fs, Scope *sc, Code *code, int fn) {
  int top = fs->freereg, base, i, n = 0;
  if (code->nfree == 0) return 0;
  base = alloc_regs(fs, code->nfree);
  if (base < 0) return -1;
  for (i = 0; i < sc->nsyms; i++) {
    Sym *y = &sc->syms[i], *py;
    int slot;
    if (!(y->flags & SYM_FREE) || (y->flags & SYM_GLOBAL)) continue;
    slot = y->reg - code->freebase;
    py = sym_find(fs->sc, y->name, y->len);
    if (py == NULL || py->reg < 0 || !(py->flags & (SYM_CELL | SYM_FREE)))
      return cerr(fs->c, sc->node, "internal error: closure variable not found");
    if (emit(fs, OP_MOVE, 0, base + slot, py->reg, 0) < 0) return -1;
    n++;
  }
  if (emit(fs, OP_SETCLOSURE, 0, fn, base, code->nfree) < 0) return -1;
  fs->freereg = top;
  return 0;
}

static size_t src_offset(Comp *c, int line, int col);

static int unparse_num(void *ctx, const Ast *e, Value *out) {
  Fs *fs = ctx;
  return e->kind == E_INT ? int_literal(fs, (Ast *)e, out) : float_literal(fs, (Ast *)e, out);
}

/* An annotation as a constant string: CPython's unparsed text (unparse.c),
** or the source text where that unparser does not reach. */
static int ann_text(Fs *fs, Ast *ann, int target) {
  Comp *c = fs->c;
  Buf b = BUF_INIT;
  Value v;
  int r = unparse_expr(c->vm, &b, ann, unparse_num, fs), k;
  if (r < 0) {
    buf_free(c->vm, &b);
    return c->failed ? -1 : cvmerr(c);
  }
  if (r == 0) {
    r = buf_finish(c->vm, &b, &v);
    if (r || (k = add_const(fs, v)) < 0) return r ? cvmerr(c) : -1;
  } else {
    size_t from = src_offset(c, ann->line, ann->col);
    size_t to = src_offset(c, ann->end_line, ann->end_col);
    buf_free(c->vm, &b);
    k = const_str(fs, c->src + from, to > from ? to - from : 0);
    if (k < 0) return -1;
  }
  return emitbx(fs, OP_LOADK, target, (uint32_t)k) < 0 ? -1 : 0;
}

/* An annotation's value into target: evaluated, as CPython 3.11 does, or
** its text under `from __future__ import annotations`. */
static int ann_value(Fs *fs, Ast *ann, int target) {
  if (fs->c->future_ann) return ann_text(fs, ann, target);
  return expr_to(fs, ann, target);
}

static int compile_function(Fs *fs, Ast *node, int target) {
  Comp *c = fs->c;
  Scope *sc = find_scope(fs->sc, node);
  AstList *params = &node->l1;
  int top = fs->freereg, i, ndef = 0, nkwdef = 0, decos = 0, k;
  int defreg = -1, kwreg = -1, annreg = -1;
  Fs nfs;
  Code *code;
  if (sc == NULL) return cerr(c, node, "internal error: scope not found");
  /* decorators, then defaults, in the enclosing scope */
  if (node->kind == S_DEF && node->l3.n) {
    decos = alloc_regs(fs, node->l3.n);
    if (decos < 0) return -1;
    for (i = 0; i < node->l3.n; i++)
      if (expr_to(fs, node->l3.items[i], decos + i)) return -1;
  }
  for (i = 0; i < params->n; i++) {
    Ast *p = params->items[i];
    if ((p->op == ARG_POSONLY || p->op == ARG_NORMAL)) {
      if (p->a) ndef++;
      else if (ndef)
        return cerr(c, p, "non-default argument follows default argument");
    }
    if (p->op == ARG_KWONLY && p->a) nkwdef++;
  }
  if (ndef) {
    int base = alloc_regs(fs, ndef), j = 0;
    defreg = alloc_reg(fs);
    if (base < 0 || defreg < 0) return -1;
    for (i = 0; i < params->n; i++) {
      Ast *p = params->items[i];
      if ((p->op == ARG_POSONLY || p->op == ARG_NORMAL) && p->a)
        if (expr_to(fs, p->a, base + j++)) return -1;
    }
    if (emit(fs, OP_BUILDTUPLE, 0, defreg, base, ndef) < 0) return -1;
  }
  if (nkwdef) {
    int base = alloc_regs(fs, 2 * nkwdef), j = 0;
    kwreg = alloc_reg(fs);
    if (base < 0 || kwreg < 0) return -1;
    for (i = 0; i < params->n; i++) {
      Ast *p = params->items[i];
      if (p->op == ARG_KWONLY && p->a) {
        k = const_ident(fs, p->s, idlen(p));
        if (k < 0 || emitbx(fs, OP_LOADK, base + 2 * j, (uint32_t)k) < 0) return -1;
        if (expr_to(fs, p->a, base + 2 * j + 1)) return -1;
        j++;
      }
    }
    if (emit(fs, OP_BUILDDICT, 0, kwreg, base, nkwdef) < 0) return -1;
  }
  /* annotations, evaluated now as CPython does (their source text under
  ** `from __future__ import annotations`): f.__annotations__ is set once
  ** the function is made, before its decorators run; calls pay nothing.
  ** A tool's signature ("<signature>", vm_tool_add) keeps their texts:
  ** its annotations may name anything (inspect.signature reads them) */
  if (node->kind == S_DEF) {
    int nann = node->b != NULL, base, j = 0;
    for (i = 0; i < params->n; i++) nann += params->items[i]->b != NULL;
    if (nann) {
      base = alloc_regs(fs, 2 * nann);
      annreg = alloc_reg(fs);
      if (base < 0 || annreg < 0) return -1;
      for (i = 0; i <= params->n; i++) {
        Ast *p = i < params->n ? params->items[i] : NULL, *ann = p ? p->b : node->b;
        if (ann == NULL) continue;
        k = p ? const_ident(fs, p->s, idlen(p)) : const_str(fs, "return", 6);
        if (k < 0 || emitbx(fs, OP_LOADK, base + 2 * j, (uint32_t)k) < 0) return -1;
        if (ann_value(fs, ann, base + 2 * j + 1)) return -1;
        j++;
      }
      if (emit(fs, OP_BUILDDICT, 0, annreg, base, nann) < 0) return -1;
    }
  }
  /* the body */
  make_qualname(c, fs, sc);
  if (fs_open(c, &nfs, fs, sc, params)) { fs_free(&nfs); return -1; }
  if (node->kind == E_LAMBDA) {
    int r = alloc_reg(&nfs);
    if (r < 0 || expr_to(&nfs, node->a, r) ||
        emit(&nfs, OP_RETURN, 0, r, 0, 0) < 0) {
      fs_free(&nfs);
      return -1;
    }
  } else {
    int r;
    if (node->l2.n && node->l2.items[0]->kind == S_EXPR &&
        node->l2.items[0]->a->kind == E_STR) {
      /* the docstring is constant 0 */
      Value d;
      if (str_new(c->vm, node->l2.items[0]->a->s, node->l2.items[0]->a->slen, &d) ||
          add_const(&nfs, d) != 0) {
        fs_free(&nfs);
        return cvmerr(c);
      }
      nfs.doc = true;
    }
    if (stmts(&nfs, &node->l2)) { fs_free(&nfs); return -1; }
    r = alloc_reg(&nfs);
    if (node->end_line) {   /* the implicit return: the body's last line */
      nfs.loc.line = node->end_line;
      nfs.loc.dline = 0;
      nfs.loc.col = nfs.loc.end_col = POS_NOCOL;
      nfs.loc.kind = POS_PLAIN;
    }
    if (r < 0 || emit(&nfs, OP_LOADNONE, 0, r, 0, 0) < 0 ||
        emit(&nfs, OP_RETURN, 0, r, 0, 0) < 0) {
      fs_free(&nfs);
      return -1;
    }
  }
  code = fs_close(&nfs, params);
  fs_free(&nfs);
  if (code == NULL) return -1;
  if (nfs.doc) code->flags |= CODE_DOC;
  k = add_const(fs, vobj(code));
  set_loc(fs, node);
  if (k < 0 || emitbx(fs, OP_MAKEFUNC, target, (uint32_t)k) < 0) return -1;
  if ((ndef || nkwdef) &&
      emit(fs, OP_SETDEFAULTS, 0, target, ndef ? defreg : NO_REG,
           nkwdef ? kwreg : NO_REG) < 0)
    return -1;
  if (emit_closure(fs, sc, code, target)) return -1;
  if (annreg >= 0) {
    k = const_str(fs, "__annotations__", 15);
    if (k < 0 || emit(fs, OP_SETATTR, 0, target, k, annreg) < 0) return -1;
  }
  for (i = node->kind == S_DEF ? node->l3.n - 1 : -1; i >= 0; i--) {
    int a = alloc_reg(fs), b = alloc_reg(fs);
    if (a < 0 || b < 0) return -1;
    set_loc(fs, node->l3.items[i]);    /* CPython: the decorator's call */
    if (emit(fs, OP_MOVE, 0, a, decos + i, 0) < 0 ||
        emit(fs, OP_MOVE, 0, b, target, 0) < 0 ||
        emit(fs, OP_CALL, 0, a, 1, 0) < 0 ||
        emit(fs, OP_MOVE, 0, target, a, 0) < 0)
      return -1;
    fs->freereg -= 2;
  }
  fs->freereg = top;
  return 0;
}

/* The body of a comprehension function: nested loops over the generators,
** with the innermost step adding to R[res] (or yielding). */
static int comp_loops(Fs *fs, Ast *e, int gi, int res) {
  Ast *g = e->l1.items[gi];
  int top = fs->freereg, it, v, jexit, i;
  uint32_t start;
  int *conds;
  bool aw = (g->flags & AST_ASYNC) != 0;
  /* CPython gives the loop's own instructions (GETITER of an inner clause,
  ** FORITER) the whole comprehension's position, not the clause's */
  if (gi == 0) it = 0;
  else {
    it = alloc_reg(fs);
    if (it < 0 || expr_to(fs, g->b, it)) return -1;
    set_loc(fs, e);
    if (aw ? aiter_emit(fs, it) : emit(fs, OP_GETITER, 0, it, it, 0) < 0)
      return -1;
  }
  v = alloc_reg(fs);
  if (v < 0) return -1;
  start = fs->n;
  set_loc(fs, e);
  if (aw) {
    jexit = anext_emit(fs, it, v);
  } else {
    if (emit(fs, OP_FORITER, 0, v, it, 0) < 0) return -1;
    jexit = emitjump(fs, OP_JMP, 0);
  }
  if (jexit < 0 || assign(fs, g->a, v)) return -1;
  conds = calloc_arena(fs->c, sizeof(int) * (size_t)(g->l1.n + 1));
  if (conds == NULL) return -1;
  for (i = 0; i < g->l1.n; i++) {
    int mark = fs->freereg;
    if (cond_jump(fs, g->l1.items[i], false, &conds[i])) return -1;
    fs->freereg = mark;
  }
  if (gi + 1 < e->l1.n) {
    if (comp_loops(fs, e, gi + 1, res)) return -1;
  } else {
    int mark = fs->freereg;
    set_loc(fs, e);
    if (e->kind == E_DICTCOMP) {
      int kr = expr_any(fs, e->a), vr;
      if (kr < 0) return -1;
      vr = expr_any(fs, e->b);
      if (vr < 0 || emit(fs, OP_DICTSET, 0, res, kr, vr) < 0) return -1;
    } else {
      int r = expr_any(fs, e->a);
      if (r < 0) return -1;
      if (e->kind == E_GENEXP) {
        int sink = alloc_reg(fs);
        if (sink < 0 || emit(fs, OP_YIELD, 0, sink, r, 0) < 0) return -1;
      } else if (emit(fs, e->kind == E_LISTCOMP ? OP_LISTAPPEND : OP_SETADD, 0,
                      res, r, 0) < 0) {
        return -1;
      }
    }
    fs->freereg = mark;
  }
  /* a filter that fails goes to the JMP back, not straight to the
  ** FORITER: only a backward JMP is a safe point (it charges a step and
  ** polls the deadline), and `[x for x in big if never]` must charge a
  ** step per item as a for statement's loop does */
  for (i = 0; i < g->l1.n; i++) jl_patch_to(fs, conds[i], fs->n);
  if (jump_back(fs, OP_JMP, 0, start)) return -1;
  patch_here(fs, jexit);
  fs->freereg = top;
  return 0;
}

static int comprehension(Fs *fs, Ast *e, int target) {
  Comp *c = fs->c;
  Scope *sc = find_scope(fs->sc, e);
  int top = fs->freereg, A, k, res;
  Fs nfs;
  Code *code;
  if (sc == NULL) return cerr(c, e, "internal error: scope not found");
  A = alloc_reg(fs);
  if (A < 0 || alloc_reg(fs) < 0) return -1;
  if (expr_to(fs, e->l1.items[0]->b, A + 1)) return -1;
  set_loc(fs, e);
  if ((e->l1.items[0]->flags & AST_ASYNC) ? aiter_emit(fs, A + 1)
                                          : emit(fs, OP_GETITER, 0, A + 1, A + 1, 0) < 0)
    return -1;
  make_qualname(c, fs, sc);
  if (fs_open(c, &nfs, fs, sc, NULL)) { fs_free(&nfs); return -1; }
  res = alloc_reg(&nfs);
  if (res < 0) { fs_free(&nfs); return -1; }
  if (e->kind != E_GENEXP &&
      emit(&nfs, e->kind == E_LISTCOMP ? OP_BUILDLIST : e->kind == E_SETCOMP
                 ? OP_BUILDSET : OP_BUILDDICT, 0, res, 0, 0) < 0) {
    fs_free(&nfs);
    return -1;
  }
  if (comp_loops(&nfs, e, 0, res)) { fs_free(&nfs); return -1; }
  if (e->kind == E_GENEXP && emit(&nfs, OP_LOADNONE, 0, res, 0, 0) < 0) {
    fs_free(&nfs);
    return -1;
  }
  if (emit(&nfs, OP_RETURN, 0, res, 0, 0) < 0) { fs_free(&nfs); return -1; }
  code = fs_close(&nfs, NULL);
  fs_free(&nfs);
  if (code == NULL) return -1;
  k = add_const(fs, vobj(code));
  if (k < 0 || emitbx(fs, OP_MAKEFUNC, A, (uint32_t)k) < 0) return -1;
  if (emit_closure(fs, sc, code, A)) return -1;
  if (emit(fs, OP_CALL, 0, A, 1, 0) < 0) return -1;
  /* a comprehension with await or async for is a coroutine awaited here; a
  ** generator expression with them is an async generator */
  if (sc->coroutine && e->kind != E_GENEXP && emit(fs, OP_AWAIT, 0, A, A, 0) < 0) return -1;
  if (target != A && emit(fs, OP_MOVE, 0, target, A, 0) < 0) return -1;
  fs->freereg = top;
  return 0;
}

/* ---- classes ---- */

static int builtin_ix(const char *name) {
  int i;
  for (i = 0; i < builtin_count; i++)
    if (strcmp(builtin_table[i].name, name) == 0) return i;
  return -1;
}

static int set_name_const(Fs *fs, const char *name, Value v) {
  int r = alloc_reg(fs), k = add_const(fs, v), kn = const_str(fs, name, strlen(name));
  if (r < 0 || k < 0 || kn < 0) return -1;
  if (emitbx(fs, OP_LOADK, r, (uint32_t)k) < 0 ||
      emitbx(fs, OP_SETNAME, r, (uint32_t)kn) < 0)
    return -1;
  fs->freereg--;
  return 0;
}

/* Whether a class body's statements hold an annotated assignment (not
** looking into nested defs and classes), as CPython's find_ann. */
static bool has_annotations(const AstList *l) {
  int i;
  for (i = 0; i < l->n; i++) {
    Ast *t = l->items[i];
    if (t == NULL || t->kind == S_DEF || t->kind == S_CLASS) continue;
    if (t->kind == S_ANNASSIGN) return true;
    if (t->kind < S_MODULE) continue;
    if (has_annotations(&t->l1) || has_annotations(&t->l2) || has_annotations(&t->l3) ||
        (t->a && t->a->kind == S_BLOCK && has_annotations(&t->a->l1)))
      return true;
  }
  return false;
}

/* Byte offset of (line, col) in the source being compiled. */
static size_t src_offset(Comp *c, int line, int col) {
  size_t i = 0;
  int ln = 1;
  while (ln < line && i < c->srclen) {
    if (c->src[i++] == '\n') ln++;
  }
  return i + (size_t)col <= c->srclen ? i + (size_t)col : c->srclen;
}

/* An annotated assignment's annotation in a class body or at module level
** (a function's are never evaluated): `name: ann` stores
** __annotations__['name'] = ann (its value, or its text: ann_value); with
** another target the annotation is evaluated and dropped, as in CPython. */
/* A dotted or subscripted annotation target with no value still has its
** object and index evaluated (and dropped), in every scope, as CPython
** does: `d[k()]: int` calls k.  A slice's bounds and a tuple's items are
** evaluated one by one (no slice or tuple is built). */
static int ann_target_part(Fs *fs, Ast *e) {
  int i, t;
  if (e == NULL) return 0;
  if (e->kind == E_SLICE)
    return ann_target_part(fs, e->a) || ann_target_part(fs, e->b) ||
           ann_target_part(fs, e->c);
  if (e->kind == E_TUPLE) {
    for (i = 0; i < e->l1.n; i++)
      if (ann_target_part(fs, e->l1.items[i])) return -1;
    return 0;
  }
  t = alloc_reg(fs);
  if (t < 0 || expr_to(fs, e, t)) return -1;
  fs->freereg--;
  return 0;
}

static int annotation(Fs *fs, Ast *s) {
  bool module = fs->sc->kind == SC_MODULE;
  int d = alloc_reg(fs), kn = alloc_reg(fs), kv = alloc_reg(fs);
  int ka = const_str(fs, "__annotations__", 15), k1;
  if (d < 0 || kn < 0 || kv < 0 || ka < 0) return -1;
  if (s->a->kind != E_NAME || (s->a->flags & AST_PAREN)) {
    if (!fs->c->future_ann && expr_to(fs, s->b, kv)) return -1;
  } else {
    k1 = const_ident(fs, s->a->s, idlen(s->a));
    if (k1 < 0 ||
        emitbx(fs, module ? OP_GETGLOBAL : OP_GETNAME, d, (uint32_t)ka) < 0 ||
        emitbx(fs, OP_LOADK, kn, (uint32_t)k1) < 0 || ann_value(fs, s->b, kv) ||
        emit(fs, OP_SETITEM, 0, d, kn, kv) < 0)
      return -1;
  }
  fs->freereg -= 3;
  return 0;
}

/* class NAME(bases, **kw): body -- as CPython: the body is a function
** filling a namespace dict (its R[0]) and returning the __class__ cell;
** _build_class(body, name, qualname, *bases, **kw) makes the class. */
static int class_def(Fs *fs, Ast *s) {
  Comp *c = fs->c;
  Scope *sc = find_scope(fs->sc, s);
  int top = fs->freereg, decos = 0, A, i, k, ix = builtin_ix("_build_class");
  Fs nfs;
  Code *code;
  Value v;
  Sym *cell;
  if (sc == NULL || ix < 0) return cerr(c, s, "internal error: class scope not found");
  if (s->l3.n) {
    decos = alloc_regs(fs, s->l3.n);
    if (decos < 0) return -1;
    for (i = 0; i < s->l3.n; i++)
      if (expr_to(fs, s->l3.items[i], decos + i)) return -1;
  }
  A = alloc_reg(fs);
  if (A < 0 || alloc_regs(fs, 3) < 0) return -1;
  set_loc(fs, s);
  if (emitbx(fs, OP_GETBUILTIN, A, (uint32_t)ix) < 0) return -1;
  make_qualname(c, fs, sc);
  if (fs_open(c, &nfs, fs, sc, NULL)) { fs_free(&nfs); return -1; }
  /* __module__ = __name__ of the globals, as CPython's class bodies do
  ** (every module's globals hold __name__: the program's '__main__', a
  ** library module's its own name) */
  {
    int r = alloc_reg(&nfs), kg = const_str(&nfs, "__name__", 8),
        kn = const_str(&nfs, "__module__", 10);
    if (r < 0 || kg < 0 || kn < 0 || emitbx(&nfs, OP_GETGLOBAL, r, (uint32_t)kg) < 0 ||
        emitbx(&nfs, OP_SETNAME, r, (uint32_t)kn) < 0) {
      fs_free(&nfs);
      return cvmerr(c);
    }
    nfs.freereg--;
  }
  if (str_newc(c->vm, sc->qualname, &v) || set_name_const(&nfs, "__qualname__", v)) {
    fs_free(&nfs);
    return cvmerr(c);
  }
  if (s->l2.n && s->l2.items[0]->kind == S_EXPR && s->l2.items[0]->a->kind == E_STR) {
    if (str_new(c->vm, s->l2.items[0]->a->s, s->l2.items[0]->a->slen, &v) ||
        set_name_const(&nfs, "__doc__", v)) {
      fs_free(&nfs);
      return cvmerr(c);
    }
  }
  if (has_annotations(&s->l2)) {
    int r = alloc_reg(&nfs), kn = const_str(&nfs, "__annotations__", 15);
    if (r < 0 || kn < 0 || emit(&nfs, OP_BUILDDICT, 0, r, 0, 0) < 0 ||
        emitbx(&nfs, OP_SETNAME, r, (uint32_t)kn) < 0) {
      fs_free(&nfs);
      return -1;
    }
    nfs.freereg--;
  }
  if (stmts(&nfs, &s->l2)) { fs_free(&nfs); return -1; }
  cell = sym_find(sc, "__class__", 9);
  {
    int r = alloc_reg(&nfs);
    if (r < 0) { fs_free(&nfs); return -1; }
    if (cell && (cell->flags & SYM_CELL) && cell->reg >= 0) {
      if (emit(&nfs, OP_RETURN, 0, cell->reg, 0, 0) < 0) { fs_free(&nfs); return -1; }
    } else if (emit(&nfs, OP_LOADNONE, 0, r, 0, 0) < 0 ||
               emit(&nfs, OP_RETURN, 0, r, 0, 0) < 0) {
      fs_free(&nfs);
      return -1;
    }
  }
  code = fs_close(&nfs, NULL);
  fs_free(&nfs);
  if (code == NULL) return -1;
  k = add_const(fs, vobj(code));
  set_loc(fs, s);
  if (k < 0 || emitbx(fs, OP_MAKEFUNC, A + 1, (uint32_t)k) < 0) return -1;
  if (emit_closure(fs, sc, code, A + 1)) return -1;
  k = const_str(fs, s->s, idlen(s));
  if (k < 0 || emitbx(fs, OP_LOADK, A + 2, (uint32_t)k) < 0) return -1;
  k = const_str(fs, sc->qualname, strlen(sc->qualname));
  if (k < 0 || emitbx(fs, OP_LOADK, A + 3, (uint32_t)k) < 0) return -1;
  {
    /* the bases and keywords as a call's arguments */
    Ast call;
    AstList pos, kws;
    memset(&call, 0, sizeof call);
    memset(&pos, 0, sizeof pos);
    memset(&kws, 0, sizeof kws);
    for (i = 0; i < s->l1.n; i++) {
      Ast *it = s->l1.items[i];
      AstList *l = it->kind == E_KEYWORD ? &kws : &pos;
      if (agrow(c, (void **)&l->items, &l->cap, l->n + 1, sizeof(Ast *))) return -1;
      l->items[l->n++] = it;
    }
    call.kind = E_CALL;
    call.line = s->line;
    call.l1 = pos;
    call.l2 = kws;
    if (call_expr_pre(fs, &call, A, A, 3)) return -1;
    fs->freereg = A + 1;
  }
  for (i = s->l3.n - 1; i >= 0; i--) {
    int a = alloc_reg(fs), b = alloc_reg(fs);
    if (a < 0 || b < 0) return -1;
    set_loc(fs, s->l3.items[i]);
    if (emit(fs, OP_MOVE, 0, a, decos + i, 0) < 0 || emit(fs, OP_MOVE, 0, b, A, 0) < 0 ||
        emit(fs, OP_CALL, 0, a, 1, 0) < 0 || emit(fs, OP_MOVE, 0, A, a, 0) < 0)
      return -1;
    fs->freereg -= 2;
  }
  if (store_name(fs, s->s, idlen(s), A) < 0) return -1;
  fs->freereg = top;
  return 0;
}

/* ---- module ---- */

static int module_body(Fs *fs, Ast *mod) {
  int i, n = mod->l1.n, res;
  res = alloc_reg(fs);
  if (res < 0) return -1;
  if (synwarn_finish(&fs->c->warn)) return cnomem(fs->c);
  if (fs->c->warn.text.len) {
    /* the compile-time SyntaxWarnings, to stderr before anything runs */
    int k = const_str(fs, fs->c->warn.text.p, fs->c->warn.text.len);
    if (k < 0 || emitbx(fs, OP_LOADK, res, (uint32_t)k) < 0 ||
        call_builtin(fs, "_syntax_warn", &res, 1) < 0)
      return -1;
    fs->freereg = res + 1;
  }
  if (has_annotations(&mod->l1)) {   /* CPython's SETUP_ANNOTATIONS */
    int kn = const_str(fs, "__annotations__", 15);
    if (kn < 0 || emit(fs, OP_BUILDDICT, 0, res, 0, 0) < 0 ||
        emitbx(fs, OP_SETGLOBAL, res, (uint32_t)kn) < 0)
      return -1;
  }
  if (n && mod->l1.items[0]->kind == S_EXPR && mod->l1.items[0]->a->kind == E_STR) {
    /* a module's docstring is its __doc__ */
    int kd = const_str(fs, "__doc__", 7);
    set_loc(fs, mod->l1.items[0]);
    if (kd < 0 || expr_to(fs, mod->l1.items[0]->a, res) ||
        emitbx(fs, OP_SETGLOBAL, res, (uint32_t)kd) < 0)
      return -1;
  }
  for (i = 0; i < n; i++) {
    Ast *s = mod->l1.items[i];
    if (i == n - 1 && s->kind == S_EXPR) {
      set_loc(fs, s);
      if (expr_to(fs, s->a, res)) return -1;
      return emit(fs, OP_HALT, 0, res, 0, 0) < 0 ? -1 : 0;
    }
    if (stmt(fs, s)) return -1;
  }
  if (emit(fs, OP_LOADNONE, 0, res, 0, 0) < 0) return -1;
  return emit(fs, OP_HALT, 0, res, 0, 0) < 0 ? -1 : 0;
}

/* The 1-based character offset of byte column col of line `line` of src
** (columns past the line's end count one each), as CPython's SyntaxError
** offsets are. */
static int char_offset(const char *src, size_t len, int line, int col) {
  const char *p = src, *end = src + len;
  int l = 1, n = 1, k;
  bool past = false;
  while (l < line && p < end) if (*p++ == '\n') l++;
  for (k = 0; k < col; k++, p++) {
    if (p >= end || *p == '\n') past = true;
    if (past || ((unsigned char)*p & 0xC0) != 0x80) n++;   /* not a continuation byte */
  }
  return n;
}

/* Build the SyntaxError value: args (msg, (filename, line, offset, text,
** end_line, end_offset)), the last two only when the end is known;
** offsets 1-based, in bytes of the line's UTF-8 when `bytes`, else in
** characters.  CPython counts in bytes where its parser read bytes (a
** program's file or stdin) and in the compiler's checks (which take the
** tree's byte columns), in characters where it read a str (-c, ast.parse)
** and in its tokenizer's errors; its printer then counts characters. */
static int syntax_error(VM *vm, int kind, const char *msg, const char *filename,
                        const char *src, size_t len, int line, int col, int end_line,
                        int end_col, const char *text, bool bytes) {
  bool ends = end_line > 0 && (end_line > line || (end_line == line && end_col > col));
  Tuple *det = tuple_new(vm, ends ? 6 : 4), *args;
  Value v;
  const char *p, *end, *e;
  int l = 1, tline = line, tend = end_line;
  Exc *ex;
  if (det == NULL) return -1;
  if (str_newc(vm, filename, &det->items[0])) return -1;
  if (text && text[0]) {
    /* the columns count in that text (an f-string's "(expr)"), which
    ** stands for the line */
    src = text;
    len = strlen(text);
    tline = 1;
    tend = end_line - line + 1;
  }
  det->items[1] = vint(line);
  det->items[2] = vint(col < 0 ? col + 1 : bytes ? col + 1 : char_offset(src, len, tline, col));
  if (ends) {
    det->items[4] = vint(end_line);
    det->items[5] = vint(bytes ? end_col + 1 : char_offset(src, len, tend, end_col));
  }
  p = src;
  end = src + len;
  while (l < tline && p < end) if (*p++ == '\n') l++;
  e = p;
  while (e < end && *e != '\n') e++;
  if (l == tline && str_new(vm, p, (size_t)(e - p), &det->items[3])) return -1;
  args = tuple_new(vm, 2);
  if (args == NULL) return -1;
  if (str_newc(vm, msg, &v)) return -1;
  args->items[0] = v;
  args->items[1] = vobj(det);
  ex = exc_new(vm, kind == ERR_TAB ? T_TabError : kind == ERR_INDENTATION
                   ? T_IndentationError : T_SyntaxError, vobj(args));
  if (ex == NULL) return -1;
  vm->exc = vobj(ex);
  return -1;
}

int compile_syntax_error(VM *vm, int kind, const char *msg, const char *filename,
                         const char *src, size_t len, int line, int col, int end_line,
                         int end_col) {
  return syntax_error(vm, kind, msg, filename, src, len, line, col, end_line, end_col,
                      NULL, false);
}

/* Decode the file's bytes (grammar/source.c) into *src and *len, or raise
** the SyntaxError CPython's tokenizer gives for them.  The errors without
** a location are bare messages, as CPython prints them. */
static int source_error(VM *vm, Arena *a, const char **src, size_t *len,
                        const char *filename) {
  SrcProblem p;
  Tuple *det, *args;
  Exc *ex;
  switch (src_decode(a, *src, *len, src, len, &p)) {
  case SRC_OK:
    return 0;
  case SRC_NOMEM:
    return vm_nomem(vm);
  case SRC_NOT_UTF8:
    return vm_raise(vm, T_SyntaxError, "Non-UTF-8 code starting with '\\x%02x' "
                    "in file %s on line %d, but no encoding declared; see "
                    "https://peps.python.org/pep-0263/ for details",
                    p.byte, filename, p.line);
  case SRC_BAD_CODING:
    return vm_raise(vm, T_SyntaxError, "encoding problem: %s (baton reads "
                    "source only as utf-8 or latin-1)", p.name);
  case SRC_BOM_CODING:
    return vm_raise(vm, T_SyntaxError, "encoding problem: %s with BOM", p.name);
  default:
    break;
  }
  /* SRC_NUL: the line up to the NUL and no column, so no caret */
  det = tuple_new(vm, 4);
  args = tuple_new(vm, 2);
  if (det == NULL || args == NULL || str_newc(vm, filename, &det->items[0]) ||
      str_new(vm, *src + p.text, p.textlen, &det->items[3]) ||
      str_newc(vm, "source code cannot contain null bytes", &args->items[0]))
    return -1;
  det->items[1] = vint(p.line);
  args->items[1] = vobj(det);
  ex = exc_new(vm, T_SyntaxError, vobj(args));
  if (ex == NULL) return -1;
  vm->exc = vobj(ex);
  return -1;
}

/* A program named by a path (or read from stdin) stands for what `python3
** FILE` runs; "<string>" and the library's names for what compile() of a
** string runs.  CPython's two readers place an error at the end of the
** input differently: offset 0 (no caret) from a file. */
static bool read_as_file(const char *filename) {
  return filename[0] != '<' || strcmp(filename, "<stdin>") == 0;
}

int compile_module(VM *vm, const char *src, size_t len, const char *filename,
                   Code **out) {
  size_t n;
  const void *img = lib_image(filename, src, len, &n);
  if (img) return codeimg_load(vm, img, n, src, len, true, out);
  return compile_source(vm, src, len, filename, out);
}

/* The arena's first space, on the C stack: the tree, the token queue and
** the compiler's tables of a short program (a 10-line script's take about
** 22 KB) cost no allocation; a bigger one goes on in blocks. */
#define COMPILE_ROOM 24576

/* compile_source with the generation g of the host's bt_cache (or NULL),
** referenced by the caller while this runs. */
static int compile_text(VM *vm, AcGen *g, const char *src, size_t len,
                        const char *filename, Code **out) {
  Comp c;
  union { char b[COMPILE_ROOM]; uint64_t align; } room;
  ParseError perr;
  Ast *mod;
  int oom = 0, r = -1;
  Fs fs;
  const char *raw = src;        /* the cache's key: the text as given */
  size_t rawlen = len;
  if (g) {
    size_t n;
    const void *img = astcache_code_find(g, filename, src, len, &n);
    if (img) return codeimg_load(vm, img, n, src, len, false, out);
  }
  memset(&c, 0, sizeof c);
  memset(&fs, 0, sizeof fs);
  c.vm = vm;
  c.src = src;
  c.srclen = len;
  c.filename = filename;
  arena_init_room(&c.arena, &vm->mem, room.b, sizeof room.b);
  *out = NULL;
  memset(&perr, 0, sizeof perr);
  if (source_error(vm, &c.arena, &src, &len, filename)) {
    arena_free(&c.arena);
    return -1;
  }
  c.src = src;
  c.srclen = len;
  mod = g ? astcache_parse(g, &c.arena, src, len, &perr, &oom)
                     : ast_parse(&c.arena, src, len, &perr, &oom);
  if (mod == NULL) {
    if (oom) vm_nomem(vm);
    else syntax_error(vm, perr.kind, perr.msg, filename, src, len, perr.line,
                      perr.eof && read_as_file(filename) ? -1 : perr.col,
                      perr.end_line, perr.end_col, perr.text,
                      read_as_file(filename) && !perr.tok);
    arena_free(&c.arena);
    return -1;
  }
  if (str_newc(vm, filename, &c.vfilename) || str_new(vm, src, len, &c.vsource)) {
    arena_free(&c.arena);
    return -1;
  }
  c.future_ann = future_annotations(&mod->l1) || strcmp(filename, "<signature>") == 0;
  if (strcmp(filename, "<prelude>") != 0 && strcmp(filename, "<signature>") != 0 &&
      strncmp(filename, "<lib ", 5) != 0) {
    c.warn.vm = vm;
    c.warn.filename = filename;
    c.warn.src = src;
    c.warn.srclen = len;
  }
  c.module = c.cur = scope_new(&c, SC_MODULE, mod, "<module>");
  if (c.module == NULL || scan_stmts(&c, &mod->l1) || resolve_scope(&c, c.module))
    goto done;
  fix_cells(c.module);
  if (fs_open(&c, &fs, NULL, c.module, NULL)) goto done;
  if (module_body(&fs, mod)) goto done;
  *out = fs_close(&fs, NULL);
  if (*out) r = 0;
  if (*out && g) codeimg_keep(g, filename, raw, rawlen, *out);
done:
  fs_free(&fs);
  comp_spares_free(&c);
  buf_free(vm, &c.warn.text);
  buf_free(vm, &c.warn.tok);
  if (r && c.failed && !c.vmerr)
    syntax_error(vm, c.ekind, c.msg, filename, src, len, c.eline, c.ecol, c.eend_line,
                 c.eend_col, NULL, true);
  arena_free(&c.arena);
  return r;
}

int compile_source(VM *vm, const char *src, size_t len, const char *filename,
                   Code **out) {
  AcGen *g = vm->astcache ? astcache_enter(vm->astcache) : NULL;
  int r = compile_text(vm, g, src, len, filename, out);
  if (g) astcache_leave(g);
  return r;
}
