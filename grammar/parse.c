/*
** parse.c - the parse driver: feeds tokens from the lexer to the lemon
** parser, builds string literals (escapes, concatenation, f-strings), turns
** parser failures into CPython's error messages, and provides the helpers
** the grammar actions call.
**
** Memory: everything lives in the caller's Arena (nodes, lists, decoded
** strings, the token queue) but the parser objects and their stacks,
** which live in a scratch arena freed when ast_parse returns.
** Nothing in the caller's arena is freed before the arena is.
**
** Recursion: the driver recurses only for f-string expressions (a nested
** lexer + parser on the expression text), bounded by LEX_FSTRING_DEPTH;
** the grammar itself never recurses on the C stack.
*/
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "../lexer/lexer.h"
#include "../vm/uname.h"
#include "grammar.h"

/* ------------------------------------------------------------------ */
/* Helpers for the grammar actions                                     */
/* ------------------------------------------------------------------ */

static Ast *ps_sink(PState *ps) {
  Ast *s = &ps->sink;
  memset(s, 0, sizeof *s);
  s->a = s->b = s->c = s;
  ps->sinkitems[0] = s;
  s->l1.items = s->l2.items = s->l3.items = ps->sinkitems;
  s->l1.n = s->l2.n = s->l3.n = 1;
  s->l1.cap = s->l2.cap = s->l3.cap = 1;
  return s;
}

void ps_oom(PState *ps) {
  ParseError *e = ps->err;
  *ps->oom = 1;
  ps->failed = 1;
  e->kind = ERR_SYNTAX;
  snprintf(e->msg, sizeof e->msg, "out of memory");
  e->line = e->col = e->end_line = e->end_col = 0;
}

Ast *ps_node(PState *ps, int kind, int line, int col) {
  if (!ps->failed) {
    Ast *n = ast_new(ps->arena, kind, line, col);
    if (n) return n;
    ps_oom(ps);
  }
  return ps_sink(ps);
}

void ps_push(PState *ps, AstList *l, Ast *item) {
  if (!ps->failed) {
    if (ast_list_push(ps->arena, l, item) == 0) return;
    ps_oom(ps);
  }
  if (l->n == 0 || l->items == NULL) {
    ps_sink(ps);
    l->items = ps->sinkitems;
    l->n = l->cap = 1;
  }
}

static unsigned pmap_hash(const Ast *n) {
  uintptr_t v = (uintptr_t)n >> 3;
  return (unsigned)(v ^ (v >> 15)) * 2654435761u;
}

void ps_paren(PState *ps, Ast *e, int line, int col, int end_line,
              int end_col) {
  unsigned i, mask;
  if (ps->failed) return;
  e->flags |= AST_PAREN;
  if (2 * (ps->pmap_n + 1) > ps->pmap_cap) {
    int cap = ps->pmap_cap ? ps->pmap_cap * 2 : 64, j;
    ParenSpan *nm = arena_alloc(ps->arena, (size_t)cap * sizeof *nm);
    if (!nm) { ps_oom(ps); return; }
    for (j = 0; j < ps->pmap_cap; j++) {
      const ParenSpan *o = &ps->pmap[j];
      if (!o->n) continue;
      for (i = pmap_hash(o->n) & (unsigned)(cap - 1); nm[i].n;
           i = (i + 1) & (unsigned)(cap - 1)) {}
      nm[i] = *o;
    }
    ps->pmap = nm;
    ps->pmap_cap = cap;
  }
  mask = (unsigned)ps->pmap_cap - 1;
  for (i = pmap_hash(e) & mask; ps->pmap[i].n && ps->pmap[i].n != e;
       i = (i + 1) & mask) {}
  if (!ps->pmap[i].n) ps->pmap_n++;
  ps->pmap[i].n = e;
  ps->pmap[i].line = line;
  ps->pmap[i].col = col;
  ps->pmap[i].end_line = end_line;
  ps->pmap[i].end_col = end_col;
}

ParenSpan ps_span(PState *ps, const Ast *n) {
  ParenSpan s;
  s.n = n;
  s.line = n->line;
  s.col = n->col;
  s.end_line = n->end_line;
  s.end_col = n->end_col;
  if ((n->flags & AST_PAREN) && ps->pmap_cap) {
    unsigned i, mask = (unsigned)ps->pmap_cap - 1;
    for (i = pmap_hash(n) & mask; ps->pmap[i].n; i = (i + 1) & mask)
      if (ps->pmap[i].n == n) return ps->pmap[i];
  }
  return s;
}

Ast *ps_node_from(PState *ps, int kind, const Ast *first) {
  ParenSpan s = ps_span(ps, first);
  return ps_node(ps, kind, s.line, s.col);
}

void ps_end_from(PState *ps, Ast *n, const Ast *last) {
  ParenSpan s = ps_span(ps, last);
  n->end_line = s.end_line;
  n->end_col = s.end_col;
}

static void ps_verror(PState *ps, int kind, int line, int col, int end_line,
                      int end_col, const char *fmt, va_list ap) {
  ParseError *e = ps->err;
  char msg[sizeof e->msg];
  if (ps->failed) return;
  ps->failed = 1;
  vsnprintf(msg, sizeof msg, fmt, ap);
  if (ps->fexpr && strncmp(msg, "f-string", 8) != 0) {
    memcpy(e->msg, "f-string: ", 10);
    memcpy(e->msg + 10, msg, sizeof e->msg - 11);
    e->msg[sizeof e->msg - 1] = 0;
  } else {
    memcpy(e->msg, msg, sizeof e->msg);
  }
  e->kind = kind;
  e->line = line;
  e->col = col;
  e->end_line = end_line;
  e->end_col = end_col;
  e->eof = 0;
}

void ps_error_at(PState *ps, int line, int col, int end_line, int end_col,
                 const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  ps_verror(ps, ERR_SYNTAX, line, col, end_line, end_col, fmt, ap);
  va_end(ap);
}

static void ps_error_kind(PState *ps, int kind, int line, int col,
                          int end_line, int end_col, const char *fmt, ...)
#if defined(__GNUC__)
  __attribute__((format(printf, 7, 8)))
#endif
  ;
static void ps_error_kind(PState *ps, int kind, int line, int col,
                          int end_line, int end_col, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  ps_verror(ps, kind, line, col, end_line, end_col, fmt, ap);
  va_end(ap);
}

/* Error located on a node (CPython's RAISE_SYNTAX_ERROR_KNOWN_LOCATION). */
#define NODE_ERR(ps, n, ...) \
  ps_error_at((ps), (n)->line, (n)->col, (n)->end_line, (n)->end_col, \
              __VA_ARGS__)

/* CPython's _PyPegen_get_expr_name. */
static const char *expr_name(const Ast *e) {
  switch (e->kind) {
  case E_ATTR: return "attribute";
  case E_SUBSCRIPT: return "subscript";
  case E_STARRED: return "starred";
  case E_NAME: return "name";
  case E_LIST: return "list";
  case E_TUPLE: return "tuple";
  case E_LAMBDA: return "lambda";
  case E_CALL: return "function call";
  case E_BOOLOP: case E_BINOP: case E_UNARY: return "expression";
  case E_GENEXP: return "generator expression";
  case E_YIELD: case E_YIELDFROM: return "yield expression";
  case E_AWAIT: return "await expression";
  case E_LISTCOMP: return "list comprehension";
  case E_SETCOMP: return "set comprehension";
  case E_DICTCOMP: return "dict comprehension";
  case E_DICT: return "dict literal";
  case E_SET: return "set display";
  case E_JOINEDSTR: case E_FORMATTED: return "f-string expression";
  case E_STR: case E_INT: case E_FLOAT: return "literal";
  case E_NONE: return "None";
  case E_TRUE: return "True";
  case E_FALSE: return "False";
  case E_ELLIPSIS: return "ellipsis";
  case E_COMPARE: return "comparison";
  case E_IFEXP: return "conditional expression";
  case E_NAMEDEXPR: return "named expression";
  case E_SLICE: return "slice";
  default: return "expression";
  }
}

/* The first sub-expression that cannot be a target (CPython's
** _PyPegen_get_invalid_target); NULL when e is a valid target. */
static const Ast *invalid_target(const Ast *e, int del) {
  int i;
  if (!e) return NULL;
  switch (e->kind) {
  case E_LIST: case E_TUPLE:
    for (i = 0; i < e->l1.n; i++) {
      const Ast *c = invalid_target(e->l1.items[i], del);
      if (c) return c;
    }
    return NULL;
  case E_STARRED:
    if (del) return e;
    return invalid_target(e->a, del);
  case E_COMPARE:
    if (!del && e->l1.n > 0 && e->l1.items[0]->op == CMP_IN)
      return invalid_target(e->a, del);
    return e;
  case E_NAME: case E_SUBSCRIPT: case E_ATTR:
    return NULL;
  default:
    return e;
  }
}

int ps_check_target(PState *ps, Ast *e, int how) {
  const Ast *bad;
  if (ps->failed) return -1;
  bad = invalid_target(e, how == 1);
  if (!bad) return 0;
  NODE_ERR(ps, bad, how == 1 ? "cannot delete %s" : "cannot assign to %s",
           expr_name(bad));
  return -1;
}

/* Would CPython's `bitwise_or` rule match at the start of e? */
static int starts_bitwise_or(const Ast *e) {
  while (e && !(e->flags & AST_PAREN)) {
    switch (e->kind) {
    case E_TUPLE: e = e->l1.n ? e->l1.items[0] : NULL; continue;
    case E_BOOLOP: e = e->l1.items[0]; continue;
    case E_IFEXP: e = e->b; continue;
    case E_COMPARE: e = e->a; continue;
    case E_UNARY: return e->op != UN_NOT;
    case E_LAMBDA: case E_YIELD: case E_YIELDFROM: case E_STARRED:
      return 0;
    default: return 1;
    }
  }
  return e != NULL;
}

static int is_starred_value(PState *ps, Ast *v) {
  if (v && v->kind == E_STARRED && !ps->failed) {
    NODE_ERR(ps, v, "can't use starred expression here");
    return 1;
  }
  return 0;
}

/* Report an invalid assignment target t, the i-th of n targets.
** rhs_bitwise_or: the value starts as CPython's `bitwise_or` not followed
** by '=' (then a lone bad target gets the "Maybe you meant '=='" text).
** Returns 1 when an error was recorded. */
static int assign_target_error(PState *ps, const Ast *t, int n,
                               int rhs_bitwise_or) {
  const Ast *bad, *last = t;
  if (t->kind == E_YIELD || t->kind == E_YIELDFROM) {
    NODE_ERR(ps, t, "assignment to yield expression not possible");
    return 1;
  }
  bad = invalid_target(t, 0);
  if (bad) {
    if (t->kind == E_TUPLE && !(t->flags & AST_PAREN) && t->l1.n > 0)
      last = t->l1.items[t->l1.n - 1];
    if (n == 1 && bad == last && rhs_bitwise_or &&
        !(last->kind == E_LIST || last->kind == E_GENEXP ||
          last->kind == E_TRUE || last->kind == E_FALSE ||
          last->kind == E_NONE ||
          (last->kind == E_TUPLE && (last->flags & AST_PAREN))))
      NODE_ERR(ps, bad, "cannot assign to %s here. Maybe you meant '==' "
               "instead of '='?", expr_name(bad));
    else
      NODE_ERR(ps, bad, "cannot assign to %s", expr_name(bad));
    return 1;
  }
  if (t->kind == E_STARRED) {
    NODE_ERR(ps, t, "starred assignment target must be in a list or tuple");
    return 1;
  }
  return 0;
}

void ps_note_target(PState *ps, Ast *t) {
  if (ps->failed) return;
  ps->ntargets++;
  if (!ps->bad_target && (invalid_target(t, 0) || t->kind == E_YIELD ||
                          t->kind == E_YIELDFROM))
    ps->bad_target = t;
}

Ast *ps_assign(PState *ps, AstList targets, Ast *value) {
  Ast *n;
  int i;
  if (ps->failed) return ps_sink(ps);
  for (i = 0; i < targets.n; i++)
    if (assign_target_error(ps, targets.items[i], targets.n,
                            starts_bitwise_or(value)))
      return ps_sink(ps);
  if (is_starred_value(ps, value)) return ps_sink(ps);
  n = ps_node_from(ps, S_ASSIGN, targets.items[0]);
  n->l1 = targets;
  n->a = value;
  ps_end_from(ps, n, value);
  return n;
}

Ast *ps_augassign(PState *ps, Ast *target, int op, Ast *value) {
  Ast *n;
  if (ps->failed) return ps_sink(ps);
  if (target->kind != E_NAME && target->kind != E_ATTR &&
      target->kind != E_SUBSCRIPT) {
    NODE_ERR(ps, target, "'%s' is an illegal expression for augmented "
             "assignment", expr_name(target));
    return ps_sink(ps);
  }
  if (is_starred_value(ps, value)) return ps_sink(ps);
  n = ps_node_from(ps, S_AUGASSIGN, target);
  n->a = target;
  n->op = (uint8_t)op;
  n->b = value;
  ps_end_from(ps, n, value);
  return n;
}

/* CPython 3.11's parser refuses an annotated attribute or subscript whose
** innermost object is a parenthesized single target: `(o).x: int` and
** `(o.l)[0]: int` are SyntaxErrors, while `(f()).x: int`, `(o, o)[0].x: int`
** and a parenthesized whole target `(o.x): int` are accepted. */
static int ann_paren_base(const Ast *target) {
  const Ast *x = target;
  if (target->flags & AST_PAREN) return 0;
  if (target->kind != E_ATTR && target->kind != E_SUBSCRIPT) return 0;
  while (!(x->flags & AST_PAREN) &&
         (x->kind == E_ATTR || x->kind == E_SUBSCRIPT || x->kind == E_CALL))
    x = x->a;
  if (!(x->flags & AST_PAREN)) return 0;
  return x->kind == E_NAME || x->kind == E_ATTR || x->kind == E_SUBSCRIPT;
}

Ast *ps_annassign(PState *ps, Ast *target, Ast *ann, Ast *value) {
  Ast *n;
  if (ps->failed) return ps_sink(ps);
  if (ann_paren_base(target)) {
    NODE_ERR(ps, target, "illegal target for annotation");
    return ps_sink(ps);
  }
  if (target->kind == E_TUPLE) {
    const Ast *at = (!(target->flags & AST_PAREN) && target->l1.n > 0)
                        ? target->l1.items[0] : target;
    NODE_ERR(ps, at, "only single target (not tuple) can be annotated");
    return ps_sink(ps);
  }
  if (target->kind == E_LIST) {
    NODE_ERR(ps, target, "only single target (not list) can be annotated");
    return ps_sink(ps);
  }
  if (target->kind != E_NAME && target->kind != E_ATTR &&
      target->kind != E_SUBSCRIPT) {
    NODE_ERR(ps, target, "illegal target for annotation");
    return ps_sink(ps);
  }
  if (value && is_starred_value(ps, value)) return ps_sink(ps);
  n = ps_node_from(ps, S_ANNASSIGN, target);
  n->a = target;
  n->b = ann;
  n->c = value;
  ps_end_from(ps, n, value ? value : ann);
  return n;
}

Ast *ps_walrus(PState *ps, Ast *target, Ast *value) {
  Ast *n;
  if (ps->failed) return ps_sink(ps);
  if (target->kind != E_NAME) {
    NODE_ERR(ps, target, "cannot use assignment expressions with %s",
             expr_name(target));
    return ps_sink(ps);
  }
  n = ps_node_from(ps, E_NAMEDEXPR, target);
  n->a = target;
  n->b = value;
  ps_end_from(ps, n, value);
  return n;
}

/* name=value in a call; a name that cannot take a value is an error
** running from the name through the '=' (CPython's range). */
Ast *ps_kwarg(PState *ps, Ast *name, Tok eq, Ast *value) {
  Ast *n;
  if (ps->failed) return ps_sink(ps);
  if (name->kind == E_TRUE || name->kind == E_FALSE || name->kind == E_NONE) {
    ps_error_at(ps, name->line, name->col, eq.line, eq.col + eq.len,
                "cannot assign to %s", expr_name(name));
    return ps_sink(ps);
  }
  if (name->kind != E_NAME || (name->flags & AST_PAREN)) {
    ps_error_at(ps, name->line, name->col, eq.line, eq.col + eq.len,
                "expression cannot contain assignment, perhaps you meant "
                "\"==\"?");
    return ps_sink(ps);
  }
  n = ps_node_from(ps, E_KEYWORD, name);
  n->s = name->s;
  n->slen = name->slen;
  n->a = value;
  ps_end_from(ps, n, value);
  return n;
}

/* `call` accumulates: l1 positional, l2 keywords; op bit 1 = a keyword was
** seen, bit 2 = a ** was seen. */
Ast *ps_call_add(PState *ps, Ast *call, Ast *arg) {
  if (ps->failed) return ps_sink(ps);
  if (arg->kind == E_KEYWORD) {
    call->op |= arg->s ? 1 : 2;
    ps_push(ps, &call->l2, arg);
    return call;
  }
  if (arg->kind == E_STARRED) {
    if (call->op & 2)     /* CPython marks the '*' alone */
      ps_error_at(ps, arg->line, arg->col, arg->line, arg->col + 1,
                  "iterable argument unpacking follows keyword argument unpacking");
  } else if (call->op & 2) {
    /* CPython reports these at the token after the argument */
    ps_error_at(ps, arg->end_line, arg->end_col, arg->end_line,
                arg->end_col, "positional argument follows keyword "
                "argument unpacking");
  } else if (call->op & 1) {
    ps_error_at(ps, arg->end_line, arg->end_col, arg->end_line,
                arg->end_col, "positional argument follows keyword "
                "argument");
  }
  ps_push(ps, &call->l1, arg);
  return call;
}

Ast *ps_call_done(PState *ps, Ast *callee, Ast *args, Tok close) {
  Ast *n;
  int i;
  if (ps->failed) return ps_sink(ps);
  n = ps_node_from(ps, E_CALL, callee);
  n->a = callee;
  n->end_line = close.line;
  n->end_col = close.col + close.len;
  if (!args) return n;
  n->l1 = args->l1;
  n->l2 = args->l2;
  for (i = 0; i < n->l1.n; i++) {
    Ast *g = n->l1.items[i];
    if (g->kind == E_GENEXP && g->op == 1) {
      if (n->l1.n + n->l2.n > 1) {
        NODE_ERR(ps, g, "Generator expression must be parenthesized");
        return ps_sink(ps);
      }
      g->op = 0;
      ParenSpan cs = ps_span(ps, callee);
      g->line = cs.end_line;
      g->col = cs.end_col;
      g->end_line = n->end_line;
      g->end_col = n->end_col;
    }
  }
  return n;
}

/* Class bases take no bare generator expression. */
Ast *ps_class_args(PState *ps, Ast *name, Ast *args, Tok close) {
  int i;
  if (ps->failed) return ps_sink(ps);
  for (i = 0; i < args->l1.n; i++) {
    Ast *g = args->l1.items[i];
    if (g->kind == E_GENEXP && g->op == 1 && g->l1.n > 0) {
      /* at its first keyword, 'for' or 'async' */
      const Ast *f = g->l1.items[0];
      ps_error_at(ps, f->line, f->col, f->line,
                  f->col + ((f->flags & AST_ASYNC) ? 5 : 3), "invalid syntax");
      return ps_sink(ps);
    }
  }
  return ps_call_done(ps, name, args, close);
}

#define PARAM_STAR 200   /* bare '*' marker in a parameter list */
#define PARAM_SLASH 201  /* '/' marker */

Ast *ps_param_add(PState *ps, Ast *holder, Ast *param) {
  if (ps->failed) return ps_sink(ps);
  ps_push(ps, &holder->l1, param);
  return holder;
}

/* Resolve parameter kinds and check their order as CPython's grammar
** does; markers for '/' and bare '*' are dropped. */
Ast *ps_params_done(PState *ps, Ast *holder, int lambda) {
  AstList out;
  int i, j, seen_slash = 0, seen_star = 0, seen_varkw = 0, seen_default = 0;
  Ast *bare = NULL;
  if (ps->failed) return ps_sink(ps);
  memset(&out, 0, sizeof out);
  for (i = 0; i < holder->l1.n; i++) {
    Ast *p = holder->l1.items[i];
    if (seen_varkw) {
      NODE_ERR(ps, p, "arguments cannot follow var-keyword argument");
      return ps_sink(ps);
    }
    if (p->op == PARAM_SLASH) {
      if (seen_slash) { NODE_ERR(ps, p, "/ may appear only once"); return ps_sink(ps); }
      if (seen_star) { NODE_ERR(ps, p, "/ must be ahead of *"); return ps_sink(ps); }
      if (out.n == 0) { NODE_ERR(ps, p, "invalid syntax"); return ps_sink(ps); }
      for (j = 0; j < out.n; j++) out.items[j]->op = ARG_POSONLY;
      seen_slash = 1;
      continue;
    }
    if (p->op == PARAM_STAR || p->op == ARG_VARARGS) {
      if (seen_star) {
        /* at the '*', which directly precedes the name as usually written */
        int at = p->op == PARAM_STAR ? p->col : p->col - 1;
        ps_error_at(ps, p->line, at, p->line, at + 1, "* argument may appear only once");
        return ps_sink(ps);
      }
      if (p->a) {
        ps_error_at(ps, p->a->line, p->a->col - 1, p->a->line, p->a->col,
                    "var-positional argument cannot have default value");
        return ps_sink(ps);
      }
      seen_star = 1;
      if (p->op == PARAM_STAR) { bare = p; continue; }
      ps_push(ps, &out, p);
      continue;
    }
    if (p->op == ARG_VARKW) {
      if (p->a) {
        ps_error_at(ps, p->a->line, p->a->col - 1, p->a->line, p->a->col,
                    "var-keyword argument cannot have default value");
        return ps_sink(ps);
      }
      if (bare) {
        /* lambda: CPython points at the token after "*," */
        if (lambda)
          ps_error_at(ps, p->line, p->col - 2, p->end_line, p->end_col,
                      "named arguments must follow bare *");
        else
          NODE_ERR(ps, bare, "named arguments must follow bare *");
        return ps_sink(ps);
      }
      seen_varkw = 1;
      ps_push(ps, &out, p);
      continue;
    }
    if (seen_star) {
      p->op = ARG_KWONLY;
      bare = NULL;
    } else if (p->a) {
      seen_default = 1;
    } else if (seen_default) {
      NODE_ERR(ps, p, "non-default argument follows default argument");
      return ps_sink(ps);
    }
    ps_push(ps, &out, p);
  }
  if (bare) {
    if (lambda)
      ps_error_at(ps, bare->line, bare->end_col, bare->end_line,
                  bare->end_col + 1, "named arguments must follow bare *");
    else
      NODE_ERR(ps, bare, "named arguments must follow bare *");
    return ps_sink(ps);
  }
  holder->l1 = out;
  return holder;
}

Ast *ps_try_add(PState *ps, Ast *t, Ast *h) {
  int star = h->op == 1;
  if (ps->failed) return ps_sink(ps);
  if (t->l2.n > 0) {
    Ast *prev = t->l2.items[t->l2.n - 1];
    if (((t->flags & AST_TRYSTAR) != 0) != star) {
      /* the offending handler's keyword, `except*` with its star */
      ps_error_at(ps, h->line, h->col, h->line, h->col + (star ? 7 : 6),
                  "cannot have both 'except' and 'except*' on the same "
                  "'try'");
      return ps_sink(ps);
    }
    if (prev->a == NULL) {
      ps_error_at(ps, prev->line, prev->col, prev->end_line, prev->end_col,
                  "default 'except:' must be last");
      return ps_sink(ps);
    }
  }
  if (star) t->flags |= AST_TRYSTAR;
  h->op = 0;
  ps_push(ps, &t->l2, h);
  t->end_line = h->end_line;
  t->end_col = h->end_col;
  return t;
}

Ast *ps_with(PState *ps, Tok kw, AstList items, AstList body) {
  Ast *n = ps_node(ps, S_WITH, kw.line, kw.col);
  n->l1 = items;
  n->l2 = body;
  if (body.n > 0) {
    n->end_line = body.items[body.n - 1]->end_line;
    n->end_col = body.items[body.n - 1]->end_col;
  }
  return n;
}

Ast *ps_no_star(PState *ps, Ast *e) {
  NODE_ERR(ps, e, "cannot use starred expression here");
  return e;
}

Ast *ps_from_trailing_comma(PState *ps, int lookahead, Tok next) {
  /* only when the statement really ends here; otherwise the parser
     reports the token that follows */
  if (lookahead == TK_NEWLINE || lookahead == TK_SEMI) {
    ps_error_at(ps, next.line, next.col, next.line, next.col,
                "trailing comma not allowed without surrounding "
                "parentheses");
    return ps_sink(ps);
  }
  return ps_node(ps, S_BLOCK, next.line, next.col);
}

/* ------------------------------------------------------------------ */
/* Syntax errors reported by the parser                                */
/* ------------------------------------------------------------------ */

static int starts_operand(int c) {
  switch (c) {
  case TK_NAME: case TK_INT: case TK_FLOAT: case TK_STRING: case TK_LPAR:
  case TK_LSQB: case TK_LBRACE: case TK_NONE: case TK_TRUE: case TK_FALSE:
  case TK_ELLIPSIS: case TK_LAMBDA: case TK_NOT: case TK_AWAIT:
  case TK_TILDE:
    return 1;
  default:
    return 0;
  }
}

static int ends_operand(int c) {
  switch (c) {
  case TK_NAME: case TK_INT: case TK_FLOAT: case TK_STRING: case TK_RPAR:
  case TK_RSQB: case TK_RBRACE: case TK_NONE: case TK_TRUE: case TK_FALSE:
  case TK_ELLIPSIS:
    return 1;
  default:
    return 0;
  }
}

static const char *block_name(int kw, int star) {
  switch (kw) {
  case TK_IF: return "'if' statement";
  case TK_ELIF: return "'elif' statement";
  case TK_ELSE: return "'else' statement";
  case TK_FOR: return "'for' statement";
  case TK_WHILE: return "'while' statement";
  case TK_WITH: return "'with' statement";
  case TK_TRY: return "'try' statement";
  case TK_EXCEPT: return star ? "'except*' statement" : "'except' statement";
  case TK_FINALLY: return "'finally' statement";
  case TK_DEF: return "function definition";
  case TK_CLASS: return "class definition";
  case TK_MATCH: return "'match' statement";
  case TK_CASE: return "'case' statement";
  default: return NULL;
  }
}

/* Where CPython places an error found at the end of the file: on its last
** physical line (blank and comment lines after the last NEWLINE count),
** just past that line's text.  ps->lastnl is the last NEWLINE token;
** the lines after it hold no tokens. */
static LexTok eof_place(const PState *ps) {
  LexTok at = ps->lastnl;
  const char *q = at.p, *end, *start;
  if (q == NULL || *q != '\n') return at;
  end = q + 1;
  while (*end) end++;
  if (end == q + 1) return at;          /* that NEWLINE ends the file */
  if (end[-1] == '\n') end--;           /* the last line's terminator */
  start = end;
  while (start > q + 1 && start[-1] != '\n') start--;
  for (q++; q < start; q++)
    if (*q == '\n') at.line++;
  at.line++;
  at.end_line = at.line;
  at.p = start;
  at.col = at.end_col = (int)(end - start);
  at.len = 0;
  return at;
}

/* PState.err_stretch: how drv_stretch finishes the error's range */
enum { STRETCH_NONE, STRETCH_EXPR, STRETCH_EXCEPT, STRETCH_GROUP, STRETCH_BITOR,
       STRETCH_NAMED, STRETCH_BITOR_KEEP };

/* The offending token is the end of the file: the ENDMARKER, or a DEDENT
** that closes the blocks still open there. */
static int at_eof(int code, const LexTok *cur) {
  return code == TK_ENDMARKER || (code == TK_DEDENT && cur->p && *cur->p == 0);
}

void ps_syntax_error(PState *ps, int code, Tok tok, void *parser) {
  const LexTok *cur = &ps->curtok;
  const char *blk;
  if (ps->failed) return;
  ps->err_pair = ends_operand(ps->prev) && starts_operand(code);
  if (code == TK_DEDENT) {
    /* CPython's DEDENT tokens have column -1 */
    ps->curtok.col = -1;
    ps->curtok.end_col = -1;
  }
  if (code != TK_EXCEPT && code != TK_FINALLY &&
      gr_accepts(parser, TK_EXCEPT) && gr_accepts(parser, TK_FINALLY) &&
      !gr_accepts(parser, TK_ELSE)) {
    if (code == TK_INDENT)
      ps_error_at(ps, cur->line, cur->col > 0 ? cur->col - 1 : 0, cur->line,
                  -1, "expected 'except' or 'finally' block");
    else {
      LexTok at = at_eof(code, cur) ? eof_place(ps) : ps->lastnl;
      ps_error_at(ps, at.line, at.col, at.line, -1,
                  "expected 'except' or 'finally' block");
      ps->err->eof = at_eof(code, cur);
    }
    return;
  }
  if (ps->block_kw == TK_DEF && cur->depth == 1) {
    if (code == TK_LPAR && (ps->prev == TK_LPAR || ps->prev == TK_COMMA)) {
      ps_error_at(ps, cur->line, cur->col, cur->end_line, cur->end_col,
                  "Function parameters cannot be parenthesized");
      ps->err_stretch = STRETCH_GROUP;
      return;
    }
    if (ps->prev == TK_EQUAL && (code == TK_COMMA || code == TK_RPAR)) {
      ps_error_at(ps, ps->prevtok.line, ps->prevtok.col, ps->prevtok.line,
                  ps->prevtok.end_col, "expected default value expression");
      return;
    }
  }
  if (code == TK_INDENT) {
    ps->err_final = 1;
    ps_error_kind(ps, ERR_INDENTATION, cur->line, cur->col > 0 ? cur->col - 1 : 0,
                  cur->line, -1, "unexpected indent");
    return;
  }
  blk = block_name(ps->block_kw, ps->block_star);
  if (ps->prev == TK_NEWLINE && ps->prev2 == TK_COLON && blk) {
    LexTok at = at_eof(code, cur) ? eof_place(ps) : *cur;
    ps_error_kind(ps, ERR_INDENTATION, at.line, at.col, at.end_line,
                  at.end_col, "expected an indented block after %s on "
                  "line %d", blk, ps->block_line);
    ps->err->eof = at_eof(code, cur);
    return;
  }
  if (blk && gr_accepts(parser, TK_COLON) &&
      (code == TK_NEWLINE || ps->block_kw == TK_DEF ||
       ps->block_kw == TK_TRY || ps->block_kw == TK_FINALLY ||
       ps->block_kw == TK_ELSE)) {
    /* the token found instead, as a range (a NEWLINE's is empty, or
       the comment before it) */
    ps_error_at(ps, cur->line, cur->col, cur->line,
                code == TK_NEWLINE && cur->end_col == cur->col + 1 ? cur->col
                : cur->end_col, "expected ':'");
    return;
  }
  if (ps->block_kw == TK_DEF && ps->prev == TK_RARROW) {
    ps_error_at(ps, ps->prevtok.line, ps->prevtok.col, ps->prevtok.line,
                ps->prevtok.end_col, "expected ':'");
    return;
  }
  if (ps->block_kw == TK_DEF && ps->prev == TK_NAME && ps->prev2 == TK_DEF &&
      code != TK_LPAR) {
    ps_error_at(ps, cur->line, cur->col, cur->end_line, cur->end_col,
                "expected '('");
    return;
  }
  if (code == TK_COLON && ps->prev == TK_STAR && ps->prev2 == TK_EXCEPT) {
    ps_error_at(ps, cur->line, cur->col, cur->end_line, cur->end_col,
                "expected one or more exception types");
    return;
  }
  if (ps->bad_target) {
    /* CPython checks the targets of `... =` before what follows */
    int rhs = ps->prev != TK_EQUAL && ends_operand(ps->prev) &&
              ps->rhs_code != TK_NOT && ps->rhs_code != TK_LAMBDA &&
              ps->rhs_code != TK_YIELD && ps->rhs_code != TK_STAR;
    assign_target_error(ps, ps->bad_target, ps->ntargets, rhs);
    return;
  }
  if (ps->prev == TK_NAME && ps->line_first && starts_operand(code) &&
      ((ps->prevtok.len == 5 && !memcmp(ps->prevtok.p, "print", 5)) ||
       (ps->prevtok.len == 4 && !memcmp(ps->prevtok.p, "exec", 4)))) {
    ps_error_at(ps, ps->prevtok.line, ps->prevtok.col, cur->end_line,
                cur->end_col, "Missing parentheses in call to '%.*s'. Did "
                "you mean %.*s(...)?", ps->prevtok.len, ps->prevtok.p,
                ps->prevtok.len, ps->prevtok.p);
    return;
  }
  if (ps->block_kw == TK_EXCEPT && code == TK_COMMA && ps->err_depth == 0) {
    ps_error_at(ps, ps->except_line, ps->except_col, cur->end_line,
                cur->end_col, "multiple exception types must be "
                "parenthesized");
    ps->err_stretch = STRETCH_EXCEPT;
    return;
  }
  if (ps->err_paren == '{' && ends_operand(ps->prev) &&
      gr_accepts(parser, TK_COLON)) {
    ps_error_at(ps, ps->prevtok.end_line, ps->prevtok.end_col - 1,
                ps->prevtok.end_line, -1,
                "':' expected after dictionary key");
    return;
  }
  if (ps->prev == TK_AS && ps->line_kw == TK_CASE && code != TK_NAME &&
      (starts_operand(code) || code == TK_MINUS)) {
    ps_error_at(ps, cur->line, cur->col, cur->end_line, cur->end_col,
                "invalid pattern target");
    return;
  }
  /* `target = value` where CPython reads a named expression: an if, elif,
     while or match condition, an item in brackets (not a comprehension's
     iterable or condition); drv_stretch reads the target (STRETCH_NAMED)
     and words the message */
  if (code == TK_EQUAL && ends_operand(ps->prev) && !ps->fexpr &&
      ps->line_kw != TK_CASE &&
      (ps->err_depth > 0 ? ps->comp_depth != ps->err_depth
       : ps->line_kw == TK_IF || ps->line_kw == TK_ELIF ||
         ps->line_kw == TK_WHILE || ps->line_kw == TK_MATCH)) {
    ps_error_at(ps, cur->line, cur->col, cur->end_line, cur->end_col, "invalid syntax");
    ps->err_stretch = STRETCH_NAMED;
    return;
  }
  /* no parser-state test here: lemon's default reductions may already
     have closed the list a comma would continue */
  if ((ps->err_depth > 0 || ps->fexpr) && ps->err_pair &&
      ps->line_kw != TK_IMPORT && ps->line_kw != TK_FROM &&
      !(ps->comp_depth > 0 && ps->comp_depth == ps->err_depth) &&
      !(ps->block_kw == TK_DEF && ps->err_depth == 1) &&
      !(ps->prev == TK_NAME && code == TK_STRING)) {
    ps_error_at(ps, ps->estart_line[ps->err_depth],
                ps->estart_col[ps->err_depth], cur->end_line,
                cur->end_col, "invalid syntax. Perhaps you forgot a comma?");
    ps->err_stretch = STRETCH_EXPR;
    return;
  }
  if (ps->last_if_line && gr_accepts(parser, TK_ELSE) &&
      code != TK_ELSE) {
    ps_error_at(ps, ps->last_if_line, ps->last_if_col, cur->line, cur->col,
                "expected 'else' after 'if' expression");
    return;
  }
  (void)tok;
  ps_error_at(ps, cur->line, cur->col, cur->end_line, cur->end_col,
              "invalid syntax");
}

/* ------------------------------------------------------------------ */
/* The driver                                                          */
/* ------------------------------------------------------------------ */

typedef struct Drv {
  PState *ps;
  Lexer *lx;
  ParseError lexerr;  /* the lexer's error slot */
  LexTok *q;          /* lookahead queue q[qh..qn) */
  int qh, qn, qcap;
  int bol;            /* next token starts a logical line */
  int lexfail;        /* the parse stopped on a tokenizer error */
} Drv;

/* The deadline while a run parses (ast.literal_eval, compile, exec of a
** 10-20 MB str took 25-45 ms): the arena's Mem polls it (mem.h; it says
** stop only while a run is on, never in bt_load).  A token is a tick,
** plus one per 64 of its bytes; every PARSE_POLL_TICKS ticks (a few
** thousand tokens, or 256 KiB of one long token, well under 1 ms) the
** driver polls, and past the deadline the parse stops as when memory runs
** out (*oom set): the VM has marked the limit, which ends the run. */
typedef struct ParsePoll {
  int (*fn)(void *owner);
  void *owner;
  uint32_t ticks;
} ParsePoll;
#define PARSE_POLL_TICKS 4096u
#define PARSE_POLL_BYTES ((size_t)1 << 18)

static int drv_poll(PState *ps, size_t bytes) {
  ParsePoll *pp = ps->poll;
  if (pp == NULL) return 0;
  pp->ticks += 1 + (uint32_t)(bytes < PARSE_POLL_BYTES ? bytes / 64 : PARSE_POLL_TICKS);
  if (pp->ticks < PARSE_POLL_TICKS) return 0;
  pp->ticks = 0;
  if (pp->fn(pp->owner) == 0) return 0;
  ps_oom(ps);
  return -1;
}

/* The lexer's poll inside one long name (Lexer.poll). */
static int drv_lexpoll(void *owner) {
  PState *ps = owner;
  if (ps->poll->fn(ps->poll->owner) == 0) return 0;
  ps_oom(ps);
  return -1;
}

static void drv_lexinit(Lexer *lx, PState *ps) {
  if (ps->poll) {
    lx->poll = drv_lexpoll;
    lx->poll_owner = ps;
  }
}

static int drv_fill(Drv *d) {
  LexTok *t;
  int code;
  const char *from = d->lx->cur;
  if (d->qn == d->qcap) {
    if (d->qh > 0) {
      memmove(d->q, d->q + d->qh, (size_t)(d->qn - d->qh) * sizeof *d->q);
      d->qn -= d->qh;
      d->qh = 0;
    } else {
      int cap = d->qcap ? d->qcap * 2 : 16;
      LexTok *nq = arena_alloc(d->ps->arena, (size_t)cap * sizeof *nq);
      if (!nq) { ps_oom(d->ps); return -1; }
      if (d->qn) memcpy(nq, d->q, (size_t)d->qn * sizeof *nq);
      d->q = nq;
      d->qcap = cap;
    }
  }
  t = &d->q[d->qn++];   /* (lexed in place) */
  code = lex_next(d->lx, t);
  if (code < 0) {
    memset(t, 0, sizeof *t);
    t->code = -1;
  }
  return drv_poll(d->ps, (size_t)(d->lx->cur - from));
}

/* The i-th token ahead (0 = next), or NULL on out of memory. */
static LexTok *drv_peek(Drv *d, int i) {
  while (d->qn - d->qh <= i) {
    if (d->qn > d->qh && d->q[d->qn - 1].code < 0) return &d->q[d->qn - 1];
    if (d->qn > d->qh && d->q[d->qn - 1].code == TK_ENDMARKER)
      return &d->q[d->qn - 1];
    if (drv_fill(d)) return NULL;
  }
  return &d->q[d->qh + i];
}

static int drv_next(Drv *d, LexTok *t) {
  LexTok *p = drv_peek(d, 0);
  if (!p) return -2;
  *t = *p;
  if (p->code >= 0) d->qh++;
  if (d->qh == d->qn) d->qh = d->qn = 0;
  return t->code;
}

/* Tokenizer errors keep their message even inside f-string expressions
** (CPython adds "f-string: " to parser errors only). */
static void drv_lexerror(Drv *d) {
  PState *ps = d->ps;
  ParseError *le = &d->lexerr;
  int fexpr = ps->fexpr;
  d->lexfail = 1;
  ps->fexpr = 0;
  if (!ps->failed) {
    ps_error_kind(ps, le->kind, le->line, le->col, le->end_line, le->end_col,
                  "%s", le->msg);
    ps->err->eof = le->eof;
    ps->err->tok = le->tok;
  }
  ps->fexpr = fexpr;
}

/* ---- string literals ---- */

typedef struct SB {
  char *buf;          /* literal text being accumulated */
  size_t n, cap;
  AstList parts;      /* f-string parts so far */
  int line, col, end_line, end_col;  /* span of the literal(s) */
} SB;

static int sb_put(PState *ps, SB *sb, const char *s, size_t n) {
  if (sb->n + n + 1 > sb->cap) {
    size_t cap = sb->cap ? sb->cap : 32;
    char *nb;
    while (cap < sb->n + n + 1) cap *= 2;
    nb = arena_alloc(ps->arena, cap);
    if (!nb) { ps_oom(ps); return -1; }
    if (sb->n) memcpy(nb, sb->buf, sb->n);
    sb->buf = nb;
    sb->cap = cap;
  }
  memcpy(sb->buf + sb->n, s, n);
  sb->n += n;
  sb->buf[sb->n] = 0;
  return 0;
}

static int sb_putcp(PState *ps, SB *sb, unsigned cp) {
  char u[4];
  size_t n;
  if (cp < 0x80) { u[0] = (char)cp; n = 1; }
  else if (cp < 0x800) {
    u[0] = (char)(0xC0 | (cp >> 6)); u[1] = (char)(0x80 | (cp & 0x3F)); n = 2;
  } else if (cp < 0x10000) {
    u[0] = (char)(0xE0 | (cp >> 12)); u[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
    u[2] = (char)(0x80 | (cp & 0x3F)); n = 3;
  } else {
    u[0] = (char)(0xF0 | (cp >> 18)); u[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
    u[2] = (char)(0x80 | ((cp >> 6) & 0x3F)); u[3] = (char)(0x80 | (cp & 0x3F));
    n = 4;
  }
  return sb_put(ps, sb, u, n);
}

/* Move the accumulated literal into parts as an E_STR. */
static int sb_flush(PState *ps, SB *sb) {
  Ast *s;
  if (sb->n == 0) return 0;
  s = ps_node(ps, E_STR, sb->line, sb->col);
  s->s = sb->buf;
  s->slen = sb->n;
  s->end_line = sb->end_line;
  s->end_col = sb->end_col;
  ps_push(ps, &sb->parts, s);
  sb->buf = NULL;
  sb->n = sb->cap = 0;
  return ps->failed ? -1 : 0;
}

static int hexval(int c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/* Error in a string literal, reported where CPython reports it: the end
** of the literal token. */
static void str_error(PState *ps, const LexTok *t, const char *fmt, ...)
#if defined(__GNUC__)
  __attribute__((format(printf, 3, 4)))
#endif
  ;
static void str_error(PState *ps, const LexTok *t, const char *fmt, ...) {
  va_list ap;
  const LexTok *nx = ps->str_next;
  va_start(ap, fmt);
  if (nx == NULL) {
    ps_verror(ps, ERR_SYNTAX, t->end_line, t->end_col, t->end_line, t->end_col, fmt, ap);
  } else if (nx->code == TK_NEWLINE) {
    /* CPython's NEWLINE token spans the comment before it, if any, else
    ** is empty after the line's trailing blanks */
    const char *p = t->p + t->len, *c;
    int col = t->end_col;
    while (*p == ' ' || *p == '\t' || *p == '\f') p++, col++;
    for (c = p; *c && *c != '\n' && *c != '\r'; c++) {}
    ps_verror(ps, ERR_SYNTAX, t->end_line, col, t->end_line,
              *p == '#' ? col + (int)(c - p) : col, fmt, ap);
  } else {
    ps_verror(ps, ERR_SYNTAX, nx->line, nx->col, nx->end_line, nx->end_col, fmt, ap);
  }
  va_end(ap);
}

/* Check that s[0..n) is UTF-8, as CPython's decoding of the source does
** (comments excepted). */
static int check_utf8(PState *ps, const char *s, size_t n, const LexTok *t) {
  size_t i = 0;
  while (i < n) {
    const unsigned char *u = (const unsigned char *)s + i;
    unsigned c = u[0];
    size_t len, k;
    const char *why = NULL;
    if (c < 0x80) { i++; continue; }
    len = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3
        : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
    if (len == 0) {
      why = "invalid start byte";
    } else {
      for (k = 1; k < len && !why; k++) {
        unsigned lo = 0x80, hi = 0xBF;
        if (i + k >= n) { why = "unexpected end of data"; break; }
        if (k == 1 && c == 0xE0) lo = 0xA0;
        if (k == 1 && c == 0xED) hi = 0x9F;
        if (k == 1 && c == 0xF0) lo = 0x90;
        if (k == 1 && c == 0xF4) hi = 0x8F;
        if (u[k] < lo || u[k] > hi) why = "invalid continuation byte";
      }
    }
    if (why) {
      str_error(ps, t, "(unicode error) 'utf-8' codec can't decode byte "
                "0x%02x in position %d: %s", c, (int)i, why);
      return -1;
    }
    i += len;
  }
  return 0;
}

/* The position of s[i] in the text CPython's unicode-escape decoder sees,
** which its error messages report: the body with every non-ASCII code
** point written as \UXXXXXXXX and a backslash before one as \u005c. */
static int esc_pos(const char *s, size_t i) {
  size_t k;
  int pos = 0;
  for (k = 0; k < i; k++) {
    unsigned char c = (unsigned char)s[k];
    if (c >= 0xC0) pos += 10;
    else if (c == '\\' && k + 1 < i && (unsigned char)s[k + 1] >= 0x80) {
      pos += 6;
    } else if (c < 0x80) pos++;
  }
  return pos;
}

/* Decode s[0..n) with Python escapes (or verbatim when raw). */
static int decode_body(PState *ps, SB *sb, const char *s, size_t n, int raw,
                       const LexTok *t) {
  size_t i = 0, run = 0;
  if (check_utf8(ps, s, n, t)) return -1;
  if (raw) return sb_put(ps, sb, s, n);
  while (i < n) {
    size_t st;
    unsigned cp;
    int k, ndig;
    if (s[i] != '\\') { i++; run++; continue; }
    if (run && sb_put(ps, sb, s + i - run, run)) return -1;
    run = 0;
    st = i;
    i++;
    if (i >= n) {
      str_error(ps, t, "(unicode error) 'unicodeescape' codec can't decode "
                "bytes in position %d-%d: \\ at end of string", esc_pos(s, st),
                esc_pos(s, st));
      return -1;
    }
    switch (s[i]) {
    case '\n': i++; continue;
    case '\\': cp = '\\'; break;
    case '\'': cp = '\''; break;
    case '"': cp = '"'; break;
    case 'a': cp = 7; break;
    case 'b': cp = 8; break;
    case 'f': cp = 12; break;
    case 'n': cp = 10; break;
    case 'r': cp = 13; break;
    case 't': cp = 9; break;
    case 'v': cp = 11; break;
    case '0': case '1': case '2': case '3': case '4': case '5': case '6':
    case '7':
      cp = 0;
      for (k = 0; k < 3 && i < n && s[i] >= '0' && s[i] <= '7'; k++, i++)
        cp = cp * 8 + (unsigned)(s[i] - '0');
      if (sb_putcp(ps, sb, cp)) return -1;
      continue;
    case 'x': case 'u': case 'U': {
      char kind = s[i];
      ndig = kind == 'x' ? 2 : kind == 'u' ? 4 : 8;
      i++;
      cp = 0;
      for (k = 0; k < ndig; k++) {
        int h = i < n ? hexval((unsigned char)s[i]) : -1;
        if (h < 0) {
          str_error(ps, t, "(unicode error) 'unicodeescape' codec can't "
                    "decode bytes in position %d-%d: truncated \\%s escape",
                    esc_pos(s, st), esc_pos(s, i) - 1,
                    kind == 'x' ? "xXX" : kind == 'u' ? "uXXXX" : "UXXXXXXXX");
          return -1;
        }
        cp = cp * 16 + (unsigned)h;
        i++;
      }
      if (cp > 0x10FFFF) {
        str_error(ps, t, "(unicode error) 'unicodeescape' codec can't decode "
                  "bytes in position %d-%d: illegal Unicode character",
                  esc_pos(s, st), esc_pos(s, i) - 1);
        return -1;
      }
      if (sb_putcp(ps, sb, cp)) return -1;
      continue;
    }
    case 'N': {
      /* \N{name}: CPython's errors end where its scan stopped: after
      ** the N, at the end, at an empty name's '}', or after the '}' */
      uint32_t got[UNAME_SEQMAX];
      const char *why = "malformed \\N character escape";
      size_t name;
      i++;
      if (i < n && s[i] == '{') {
        name = ++i;
        while (i < n && s[i] != '}') i++;
        if (i < n && i > name) {
          i++;
          if (uname_lookup(s + name, i - 1 - name, 0, got) == 1) {
            if (sb_putcp(ps, sb, got[0])) return -1;
            continue;
          }
          why = "unknown Unicode character name";
        }
      }
      str_error(ps, t, "(unicode error) 'unicodeescape' codec can't decode "
                "bytes in position %d-%d: %s", esc_pos(s, st),
                esc_pos(s, i) - 1, why);
      return -1;
    }
    default:
      /* unknown escape: the backslash stays (CPython only warns) */
      if (sb_put(ps, sb, "\\", 1)) return -1;
      continue;
    }
    i++;
    if (sb_putcp(ps, sb, cp)) return -1;
  }
  if (run && sb_put(ps, sb, s + n - run, run)) return -1;
  return 0;
}

/* Line and column of p, a pointer inside token t. */
static void tok_pos(const LexTok *t, const char *p, int *line, int *col) {
  const char *q, *ls = NULL;
  int l = t->line;
  for (q = t->p; q < p; q++)
    if (*q == '\n') { l++; ls = q + 1; }
  *line = l;
  *col = ls ? (int)(p - ls) : t->col + (int)(p - t->p);
}

static Ast *parse_fexpr(Drv *d, const char *s, const char *e,
                        const LexTok *t);

static int fs_parse(Drv *d, SB *sb, const char **sp, const char *end,
                    int raw, int lvl, const LexTok *t);

/* One literal run of an f-string (CPython's fstring_find_literal).
** Returns 1 after a doubled brace (caller continues), 0 at '{', '}' or the
** end, -1 on error. */
static int fs_literal(Drv *d, SB *sb, const char **sp, const char *end,
                      int raw, int lvl, const LexTok *t) {
  const char *s = *sp, *start = s;
  while (s < end) {
    char ch = *s++;
    if (!raw && ch == '\\' && s < end) {
      ch = *s++;
      if (ch == 'N') {
        if (s < end && *s++ == '{') {
          while (s < end && *s++ != '}') {}
          continue;
        }
        continue;
      }
    }
    if (ch == '{' || ch == '}') {
      if (lvl == 0) {
        if (s < end && *s == ch) {
          if (decode_body(d->ps, sb, start, (size_t)(s - start), raw, t))
            return -1;
          *sp = s + 1;
          return 1;
        }
        if (ch == '}') {
          str_error(d->ps, t, "f-string: single '}' is not allowed");
          return -1;
        }
      }
      s--;
      break;
    }
  }
  *sp = s;
  if (s > start &&
      decode_body(d->ps, sb, start, (size_t)(s - start), raw, t))
    return -1;
  return 0;
}

/* One replacement field starting at '{' (CPython's fstring_find_expr). */
static int fs_expr(Drv *d, SB *sb, const char **sp, const char *end, int raw,
                   int lvl, const LexTok *t) {
  PState *ps = d->ps;
  const char *s, *expr_start, *expr_end, *dbg_end = NULL;
  char quote = 0, stack[LEX_MAXLEVEL];
  int string_type = 0, depth = 0, conv = 0;
  Ast *expr, *spec = NULL, *fv;
  if (lvl >= 2) {
    str_error(ps, t, "f-string: expressions nested too deeply");
    return -1;
  }
  s = *sp + 1;
  expr_start = s;
  for (; s < end; s++) {
    char ch = *s;
    if (ch == '\\') {
      str_error(ps, t, "f-string expression part cannot include a backslash");
      return -1;
    }
    if (quote) {
      if (ch == quote) {
        if (string_type == 3) {
          if (s + 2 < end && s[1] == ch && s[2] == ch) {
            s += 2;
            string_type = 0;
            quote = 0;
          }
        } else {
          string_type = 0;
          quote = 0;
        }
      }
      continue;
    }
    if (ch == '\'' || ch == '"') {
      if (s + 2 < end && s[1] == ch && s[2] == ch) {
        string_type = 3;
        s += 2;
      } else {
        string_type = 1;
      }
      quote = ch;
    } else if (ch == '[' || ch == '{' || ch == '(') {
      if (depth >= LEX_MAXLEVEL) {
        str_error(ps, t, "f-string: too many nested parenthesis");
        return -1;
      }
      stack[depth++] = ch;
    } else if (ch == '#') {
      str_error(ps, t, "f-string expression part cannot include '#'");
      return -1;
    } else if (depth == 0 && (ch == '!' || ch == ':' || ch == '}' ||
                              ch == '=' || ch == '>' || ch == '<')) {
      if (s + 1 < end) {
        char next = s[1];
        if ((ch == '!' && next == '=') || (ch == '=' && next == '=') ||
            (ch == '<' && next == '=') || (ch == '>' && next == '=')) {
          s++;
          continue;
        }
      }
      if (ch == '>' || ch == '<') continue;
      break;
    } else if (ch == ']' || ch == '}' || ch == ')') {
      char open;
      if (!depth) {
        str_error(ps, t, "f-string: unmatched '%c'", ch);
        return -1;
      }
      open = stack[--depth];
      if (!((open == '(' && ch == ')') || (open == '[' && ch == ']') ||
            (open == '{' && ch == '}'))) {
        str_error(ps, t, "f-string: closing parenthesis '%c' does not match "
                  "opening parenthesis '%c'", ch, open);
        return -1;
      }
    }
  }
  expr_end = s;
  if (quote) {
    str_error(ps, t, "f-string: unterminated string");
    return -1;
  }
  if (depth) {
    str_error(ps, t, "f-string: unmatched '%c'", stack[depth - 1]);
    return -1;
  }
  if (s >= end) goto expecting;
  {
    const char *w = expr_start;
    while (w < expr_end && (*w == ' ' || *w == '\t' || *w == '\n' ||
                            *w == '\f'))
      w++;
    if (w == expr_end) {
      if (*expr_end == '!' || *expr_end == ':' || *expr_end == '=')
        str_error(ps, t, "f-string: expression required before '%c'",
                  *expr_end);
      else
        str_error(ps, t, "f-string: empty expression not allowed");
      return -1;
    }
  }
  expr = parse_fexpr(d, expr_start, expr_end, t);
  if (!expr) return -1;
  if (*s == '=') {
    s++;
    while (s < end && (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r' ||
                       *s == '\f' || *s == '\v'))
      s++;
    if (s >= end) goto expecting;
    dbg_end = s;
  }
  if (*s == '!') {
    s++;
    if (s >= end) goto expecting;
    conv = (unsigned char)*s++;
    if (conv != 's' && conv != 'r' && conv != 'a') {
      str_error(ps, t, "f-string: invalid conversion character: expected "
                "'s', 'r', or 'a'");
      return -1;
    }
  }
  if (s >= end) goto expecting;
  if (*s == ':') {
    SB ssb;
    s++;
    if (s >= end) goto expecting;
    memset(&ssb, 0, sizeof ssb);
    ssb.line = sb->line; ssb.col = sb->col;
    ssb.end_line = sb->end_line; ssb.end_col = sb->end_col;
    if (fs_parse(d, &ssb, &s, end, raw, lvl + 1, t)) return -1;
    if (sb_flush(ps, &ssb)) return -1;
    spec = ps_node(ps, E_JOINEDSTR, sb->line, sb->col);
    spec->l1 = ssb.parts;
    spec->end_line = sb->end_line;
    spec->end_col = sb->end_col;
  }
  if (s >= end || *s != '}') goto expecting;
  s++;
  if (dbg_end && !spec && conv == 0) conv = 'r';
  if (dbg_end && sb_put(ps, sb, expr_start, (size_t)(dbg_end - expr_start)))
    return -1;
  if (sb_flush(ps, sb)) return -1;
  fv = ps_node(ps, E_FORMATTED, sb->line, sb->col);
  fv->a = expr;
  fv->op = (uint8_t)conv;
  fv->b = spec;
  fv->end_line = sb->end_line;
  fv->end_col = sb->end_col;
  ps_push(ps, &sb->parts, fv);
  *sp = s;
  return ps->failed ? -1 : 0;
expecting:
  str_error(ps, t, "f-string: expecting '}'");
  return -1;
}

/* CPython's fstring_parse: literals and fields until the end (level 0)
** or the '}' that closes a format spec (level 1). */
static int fs_parse(Drv *d, SB *sb, const char **sp, const char *end,
                    int raw, int lvl, const LexTok *t) {
  for (;;) {
    int r = fs_literal(d, sb, sp, end, raw, lvl, t);
    if (r < 0) return -1;
    if (r == 1) continue;
    if (*sp >= end || **sp == '}') break;
    if (fs_expr(d, sb, sp, end, raw, lvl, t)) return -1;
  }
  if (lvl != 0 && (*sp >= end || **sp != '}')) {
    str_error(d->ps, t, "f-string: expecting '}'");
    return -1;
  }
  return 0;
}

/* The body of a bytes literal: ASCII only; the escapes of a str literal
** but \u, \U and \N, octal values taken modulo 256, unknown ones kept. */
static int decode_bytes_body(PState *ps, SB *sb, const char *s, size_t n, int raw,
                             const LexTok *t) {
  size_t i;
  for (i = 0; i < n; i++)
    if ((unsigned char)s[i] >= 0x80) {
      ps_error_at(ps, t->line, t->col, t->end_line, t->end_col,
                  "bytes can only contain ASCII literal characters");
      return -1;
    }
  if (raw) return sb_put(ps, sb, s, n);
  i = 0;
  while (i < n) {
    size_t st = i;
    unsigned v;
    char c;
    if (s[i] != '\\' || i + 1 >= n) {
      if (sb_put(ps, sb, s + i, 1)) return -1;
      i++;
      continue;
    }
    i++;
    switch (s[i]) {
    case '\n': i++; continue;
    case '\\': v = '\\'; break;
    case '\'': v = '\''; break;
    case '"': v = '"'; break;
    case 'a': v = 7; break;
    case 'b': v = 8; break;
    case 'f': v = 12; break;
    case 'n': v = 10; break;
    case 'r': v = 13; break;
    case 't': v = 9; break;
    case 'v': v = 11; break;
    case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
      int k;
      v = 0;
      for (k = 0; k < 3 && i < n && s[i] >= '0' && s[i] <= '7'; k++, i++)
        v = v * 8 + (unsigned)(s[i] - '0');
      c = (char)(v & 0xFF);
      if (sb_put(ps, sb, &c, 1)) return -1;
      continue;
    }
    case 'x': {
      int h1 = i + 1 < n ? hexval((unsigned char)s[i + 1]) : -1;
      int h2 = i + 2 < n ? hexval((unsigned char)s[i + 2]) : -1;
      if (h1 < 0 || h2 < 0) {
        str_error(ps, t, "(value error) invalid \\x escape at position %d", (int)st);
        return -1;
      }
      c = (char)(h1 * 16 + h2);
      if (sb_put(ps, sb, &c, 1)) return -1;
      i += 3;
      continue;
    }
    default:
      if (sb_put(ps, sb, s + st, 1)) return -1;
      continue;
    }
    c = (char)v;
    if (sb_put(ps, sb, &c, 1)) return -1;
    i++;
  }
  return 0;
}

/* Add one string token to the literal being built.  *isf is set when the
** token is an f-string; *kind records whether the tokens so far are str
** (1) or bytes (2), which must not mix. */
static int add_string(Drv *d, SB *sb, const LexTok *t, int *isf, int *kind) {
  PState *ps = d->ps;
  const char *p = t->p, *body, *end;
  int raw = 0, f = 0, b = 0, ql;
  while (*p != '\'' && *p != '"') {
    char c = (char)(*p | 0x20);
    if (c == 'r') raw = 1;
    else if (c == 'f') f = 1;
    else if (c == 'b') b = 1;
    p++;
  }
  if (*kind && *kind != (b ? 2 : 1)) {
    str_error(ps, t, "cannot mix bytes and nonbytes literals");
    return -1;
  }
  *kind = b ? 2 : 1;
  ql = (p[1] == p[0] && p[2] == p[0] && p + 3 <= t->p + t->len - 3) ? 3 : 1;
  body = p + ql;
  end = t->p + t->len - ql;
  if (b) return decode_bytes_body(ps, sb, body, (size_t)(end - body), raw, t);
  if (!f) return decode_body(ps, sb, body, (size_t)(end - body), raw, t);
  *isf = 1;
  return fs_parse(d, sb, &body, end, raw, 0, t);
}

/* Build the node for a run of adjacent string literals starting with t. */
static Ast *drv_strings(Drv *d, const LexTok *first) {
  PState *ps = d->ps;
  SB sb;
  LexTok t = *first, after;
  int isf = 0, kind = 0;
  Ast *n;
  memset(&sb, 0, sizeof sb);
  sb.line = first->line;
  sb.col = first->col;
  /* the span first, so that f-string parts get it */
  {
    int i = 0;
    LexTok *nx;
    sb.end_line = first->end_line;
    sb.end_col = first->end_col;
    while ((nx = drv_peek(d, i)) && nx->code == TK_STRING) {
      sb.end_line = nx->end_line;
      sb.end_col = nx->end_col;
      i++;
    }
    if (!nx) return NULL;
    after = *nx;
  }
  /* CPython decodes the literals once it has read the token after them,
  ** and reports their errors there (not inside a nested f-string) */
  if (ps->fdepth == 0) ps->str_next = &after;
  for (;;) {
    LexTok *nx;
    if (add_string(d, &sb, &t, &isf, &kind)) { ps->str_next = NULL; return NULL; }
    nx = drv_peek(d, 0);
    if (!nx) return NULL;
    if (nx->code != TK_STRING) break;
    drv_next(d, &t);
  }
  ps->str_next = NULL;
  if (isf) {
    if (sb_flush(ps, &sb)) return NULL;
    n = ps_node(ps, E_JOINEDSTR, sb.line, sb.col);
    n->l1 = sb.parts;
  } else {
    n = ps_node(ps, E_STR, sb.line, sb.col);
    n->s = sb.buf ? sb.buf : "";
    n->slen = sb.n;
    if (kind == 2) n->flags |= AST_BYTES;
    /* (CPython's Constant.kind 'u': unparsing writes it back) */
    if (first->p[0] == 'u' || first->p[0] == 'U') n->flags |= AST_UPREFIX;
  }
  n->end_line = sb.end_line;
  n->end_col = sb.end_col;
  return ps->failed ? NULL : n;
}

/* ---- feeding the parser ---- */

static int is_compound_kw(int c) {
  switch (c) {
  case TK_IF: case TK_ELIF: case TK_ELSE: case TK_FOR: case TK_WHILE:
  case TK_WITH: case TK_TRY: case TK_EXCEPT: case TK_FINALLY: case TK_DEF:
  case TK_CLASS:
    return 1;
  default:
    return 0;
  }
}

/* `with (` ... `)` `:` where the parentheses hold a comma or an `as` at
** their own level is the parenthesized form of with-items. */
static int drv_with_paren(Drv *d) {
  int i = 1, depth = 1, hit = 0;
  LexTok *t = drv_peek(d, 0);
  if (!t || t->code != TK_LPAR) return 0;
  for (;;) {
    t = drv_peek(d, i++);
    if (!t) return -1;
    if (t->code <= 0 || t->code == TK_ENDMARKER || t->code == TK_NEWLINE)
      return 0;
    if (t->code == TK_LPAR || t->code == TK_LSQB || t->code == TK_LBRACE)
      depth++;
    else if (t->code == TK_RPAR || t->code == TK_RSQB ||
             t->code == TK_RBRACE) {
      if (--depth == 0) break;
    } else if (depth == 1 && (t->code == TK_COMMA || t->code == TK_AS)) {
      hit = 1;
    }
  }
  t = drv_peek(d, i);
  if (!t) return -1;
  if (hit && t->code == TK_COLON) d->q[d->qh].code = TK_WITHLPAR;
  return 0;
}

/* A logical line starting with the soft keyword `match` and ending with
** ':' is a match statement.  So is one without the ':' when what follows
** `match` cannot continue an expression statement (`match x`): the
** grammar then reports CPython's "expected ':'". */
static int drv_is_match(Drv *d) {
  int i = 0, last = 0, first;
  LexTok *t = drv_peek(d, 0);
  if (!t) return -1;
  if (t->code == TK_COLON || t->code == TK_EQUAL || t->code == TK_NEWLINE ||
      t->code == TK_DOT || t->code == TK_COMMA)
    return 0;
  first = t->code;
  for (;;) {
    t = drv_peek(d, i++);
    if (!t) return -1;
    if (t->code <= 0 || t->code == TK_ENDMARKER) return 0;
    if (t->code == TK_NEWLINE)
      return last == TK_COLON ||
             (starts_operand(first) && first != TK_LPAR && first != TK_LSQB);
    last = t->code;
  }
}

static int drv_feed(Drv *d, void *parser, int code, const LexTok *t,
                    Ast *ast) {
  PState *ps = d->ps;
  Tok tok;
  tok.u.p = t->p;
  if (ast) tok.u.ast = ast;
  tok.len = t->len;
  tok.line = t->line;
  tok.col = t->col;
  ps->curtok = *t;
  ps->err_depth = t->depth;
  ps->err_paren = t->paren;
  if ((ps->prev == TK_EXCEPT && code != TK_STAR) ||
      (ps->prev == TK_STAR && ps->prev2 == TK_EXCEPT)) {
    ps->except_line = t->line;
    ps->except_col = t->col;
  }
  if (ps->estart_want >= 0 && t->depth == ps->estart_want) {
    ps->estart_line[t->depth] = t->line;
    ps->estart_col[t->depth] = t->col;
    ps->estart_p[t->depth] = t->p;
    ps->estart_want = -1;
  }
  /* (a match subject is a list of named expressions: each item's) */
  if ((ps->line_first && (ps->prev == TK_IF || ps->prev == TK_ELIF ||
                          ps->prev == TK_WHILE || ps->prev == TK_MATCH)) ||
      (ps->prev == TK_COMMA && ps->line_kw == TK_MATCH && t->depth == 0))
    ps->cond = *t;
  BtParse(parser, code, tok);
  if (ps->failed) return -1;
  switch (code) {
  case TK_LPAR: case TK_LSQB: case TK_LBRACE: case TK_WITHLPAR:
    ps->estart_want = t->depth + 1;
    break;
  case TK_RPAR: case TK_RSQB: case TK_RBRACE:
    if (ps->comp_depth == t->depth) ps->comp_depth = 0;
    if (ps->compfor_depth == t->depth) ps->compfor_depth = 0;
    break;
  case TK_FOR:
    if (t->depth > 0) ps->compfor_depth = t->depth;
    ps->estart_want = t->depth;
    break;
  case TK_IF:
    if (t->depth > 0 && ps->compfor_depth == t->depth)
      ps->comp_depth = t->depth;
    if (!d->bol) {
      ps->last_if_line = ps->estart_line[t->depth];
      ps->last_if_col = ps->estart_col[t->depth];
    }
    ps->estart_want = t->depth;
    break;
  case TK_IN:
    /* the iterable of a comprehension is a disjunction: CPython never
       suggests a comma inside it */
    if (t->depth > 0 && ps->compfor_depth == t->depth)
      ps->comp_depth = t->depth;
    ps->estart_want = t->depth;
    break;
  case TK_COMMA: case TK_COLON: case TK_EQUAL: case TK_COLONEQUAL:
  case TK_ELSE: case TK_RETURN: case TK_YIELD: case TK_NEWLINE:
  case TK_INDENT: case TK_DEDENT: case TK_SEMI: case TK_FSTART:
  case TK_ASSERT: case TK_DEL: case TK_RAISE:
    ps->estart_want = t->depth;
    break;
  default:
    if (d->bol) {
      ps->estart_line[t->depth] = t->line;
      ps->estart_col[t->depth] = t->col;
      ps->estart_p[t->depth] = t->p;
    }
    break;
  }
  if (ps->prev == TK_EQUAL && t->depth == 0) ps->rhs_code = code;
  if (d->bol) ps->line_kw = code;
  if (code == TK_NEWLINE || code == TK_SEMI) {
    ps->bad_target = NULL;
    ps->ntargets = 0;
  }
  ps->prev2 = ps->prev;
  ps->prev = code;
  ps->prevtok = *t;
  ps->line_first = d->bol;
  if (code == TK_NEWLINE) {
    ps->lastnl = *t;
    ps->last_if_line = 0;
  }
  d->bol = code == TK_NEWLINE || code == TK_INDENT || code == TK_DEDENT;
  return 0;
}

static int drv_run(Drv *d, void *parser) {
  PState *ps = d->ps;
  for (;;) {
    LexTok t;
    Ast *ast = NULL;
    int nkw = 0, nline = 0, nstar = 0, setkw;
    int code = drv_next(d, &t);
    if (code == -2) return -1;
    if (code < 0) { drv_lexerror(d); return -1; }
    setkw = d->bol && code != TK_INDENT && code != TK_DEDENT;
    if (setkw) {
      nkw = 0;
      nstar = 0;
      if (is_compound_kw(code)) {
        nkw = code;
        nline = t.line;
        if (code == TK_EXCEPT) {
          LexTok *n = drv_peek(d, 0);
          if (!n) return -1;
          nstar = n->code == TK_STAR;
        }
      } else if (code == TK_ASYNC) {
        LexTok *n = drv_peek(d, 0);
        if (!n) return -1;
        if (n->code == TK_DEF || n->code == TK_FOR || n->code == TK_WITH) {
          nkw = n->code;
          nline = t.line;
        }
      } else if (code == TK_NAME && t.len == 5 && !memcmp(t.p, "match", 5)) {
        int m = drv_is_match(d);
        if (m < 0) return -1;
        if (m) {
          code = TK_MATCH;
          nkw = TK_MATCH;
          nline = t.line;
        }
      } else if (code == TK_NAME && t.len == 4 && !memcmp(t.p, "case", 4) &&
                 gr_accepts(parser, TK_CASE)) {
        code = TK_CASE;
        nkw = TK_CASE;
        nline = t.line;
      }
    }
    if (code == TK_STRING) {
      ast = drv_strings(d, &t);
      if (!ast) return -1;
    } else if (code == TK_WITH) {
      if (drv_with_paren(d)) return -1;
    }
    if (code == TK_ENDMARKER && d->lx->fmode) {
      LexTok r = t;
      r.code = TK_RPAR;
      r.len = 1;
      r.end_col = r.col + 1;
      if (drv_feed(d, parser, TK_RPAR, &r, NULL)) return -1;
    }
    if (nkw == TK_MATCH) {
      ps->block_kw = nkw;
      ps->block_line = nline;
    }
    if (drv_feed(d, parser, code, &t, ast)) return -1;
    if (setkw) {
      /* after feeding: a missing indented block is reported on the
         token that follows the block opener's line */
      ps->block_kw = nkw;
      ps->block_line = nline;
      ps->block_star = nstar;
    }
    if (code == TK_ENDMARKER) {
      Tok end;
      end.u.p = t.p;
      end.len = 0;
      end.line = t.line;
      end.col = t.col;
      BtParse(parser, 0, end);
      return ps->failed ? -1 : 0;
    }
  }
}

/* After a parser error CPython tokenizes the rest of the file; a tokenizer
** error found there is reported instead, and an unclosed bracket at the
** end wins when it was opened before the error (or on an earlier line). */
/* The expression the source holds between s and e (which begins at
** line, col), parsed apart with its errors kept from the real parse; NULL
** when it is none or cannot be read. */
static int sub_parse(PState *ps, PState *sub, Drv *sd, Lexer *lx, ParseError *err,
                     const char *copy, size_t n, const char *s, int line, int col);

static Ast *probe_expr(Drv *d, const char *s, const char *e, int line, int col) {
  PState *ps = d->ps, sub;
  ParseError err;
  Lexer lx;
  Drv sd;
  char *copy;
  if (s == NULL || e <= s || ps->fdepth + 1 >= LEX_FSTRING_DEPTH) return NULL;
  copy = arena_alloc(ps->arena, (size_t)(e - s) + 1);
  if (!copy) { ps_oom(ps); return NULL; }
  memcpy(copy, s, (size_t)(e - s));
  memset(&err, 0, sizeof err);
  if (sub_parse(ps, &sub, &sd, &lx, &err, copy, (size_t)(e - s), s, line, col)) return NULL;
  return sub.result;
}

/* STRETCH_NAMED: `target = value` where CPython reads a named expression
** (its invalid_named_expression).  A lone name gets "Maybe you meant '=='
** or ':='" over `name = value`; another target CPython's bitwise_or reads
** (an attribute, a subscript, a call, a literal, an operation; not a
** list, tuple, generator expression, True, False or None) gets "cannot
** assign to X here. Maybe you meant '==' instead of '='?" over the
** target; either needs a value that is a bitwise_or not followed by '='
** or ':=' (drv_stretch checks it), else, or for any other target, the
** error is the plain "invalid syntax" at the '='.  Returns 1 when the
** error is final. */
static int named_target_error(Drv *d) {
  PState *ps = d->ps;
  int depth = ps->err_depth, paren, line, col;
  const char *p;
  const Ast *t;
  if (depth < 0 || depth > LEX_MAXLEVEL) return 1;
  if (depth == 0) {      /* the whole condition */
    p = ps->cond.p;
    line = ps->cond.line;
    col = ps->cond.col;
  } else {
    p = ps->estart_p[depth];
    line = ps->estart_line[depth];
    col = ps->estart_col[depth];
  }
  t = probe_expr(d, p, ps->curtok.p, line, col);
  if (*ps->oom) return 1;
  /* (the probe's parentheses hide the target's own: a target starting
  ** after the text does was written in them) */
  paren = t != NULL && (t->line != line || t->col != col);
  if (t != NULL && t->kind == E_NAME && !paren) {
    ps->failed = 0;
    ps_error_at(ps, t->line, t->col, ps->curtok.end_line, ps->curtok.end_col,
                "invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
    ps->err_stretch = STRETCH_BITOR;
    return 0;
  }
  if (t == NULL || t->kind == E_LIST || t->kind == E_GENEXP || t->kind == E_TRUE ||
      t->kind == E_FALSE || t->kind == E_NONE || t->kind == E_TUPLE ||
      (!paren && !starts_bitwise_or(t)) ||
      (!paren && (t->kind == E_COMPARE || t->kind == E_BOOLOP ||
                                   t->kind == E_IFEXP)))
    return 1;     /* the plain "invalid syntax" at the '=' */
  ps->failed = 0;
  NODE_ERR(ps, t, "cannot assign to %s here. Maybe you meant '==' instead of '='?",
           expr_name(t));
  ps->err_stretch = STRETCH_BITOR_KEEP;
  return 0;
}

/* Tokens that end CPython's attempt to read the rest of the file as one
** expression after an operand-operand error. */
static int ends_expression(int c) {
  switch (c) {
  case TK_NEWLINE: case TK_RAISE: case TK_CLASS: case TK_RETURN:
  case TK_PASS: case TK_TRY: case TK_WITH: case TK_WHILE: case TK_DEF:
  case TK_DEL: case TK_IMPORT: case TK_GLOBAL: case TK_NONLOCAL:
  case TK_ASSERT: case TK_BREAK: case TK_CONTINUE: case TK_ELIF:
  case TK_EXCEPT: case TK_FINALLY: case TK_SEMI:
    return 1;
  default:
    return 0;
  }
}

static int is_augassign(int c) {
  switch (c) {
  case TK_PLUSEQUAL: case TK_MINEQUAL: case TK_STAREQUAL: case TK_SLASHEQUAL:
  case TK_PERCENTEQUAL: case TK_AMPEREQUAL: case TK_VBAREQUAL:
  case TK_CIRCUMFLEXEQUAL: case TK_LEFTSHIFTEQUAL: case TK_RIGHTSHIFTEQUAL:
  case TK_DOUBLESTAREQUAL: case TK_DOUBLESLASHEQUAL: case TK_ATEQUAL:
    return 1;
  default:
    return 0;
  }
}

/* Whether token c continues a bitwise_or expression after token prev
** (first: c would be its first token), outside brackets. */
static int bitor_goes_on(int prev, int c, int first) {
  if (!first && ends_operand(prev)) {
    switch (c) {
    case TK_VBAR: case TK_CIRCUMFLEX: case TK_AMPER: case TK_LEFTSHIFT:
    case TK_RIGHTSHIFT: case TK_PLUS: case TK_MINUS: case TK_STAR:
    case TK_SLASH: case TK_DOUBLESLASH: case TK_PERCENT: case TK_AT:
    case TK_DOUBLESTAR: case TK_DOT: case TK_LPAR: case TK_LSQB:
      return 1;
    case TK_STRING:                 /* "a" "b" is one operand */
      return prev == TK_STRING;
    default:
      return 0;
    }
  }
  if (!first && prev == TK_DOT) return c == TK_NAME;
  switch (c) {
  case TK_NAME: case TK_INT: case TK_FLOAT: case TK_STRING: case TK_NONE:
  case TK_TRUE: case TK_FALSE: case TK_ELLIPSIS: case TK_LPAR: case TK_LSQB:
  case TK_LBRACE: case TK_MINUS: case TK_PLUS: case TK_TILDE: case TK_AWAIT:
    return 1;
  default:
    return 0;
  }
}

/* Finish an error whose range CPython draws over tokens after the
** offending one (ps->err_stretch):
** STRETCH_EXPR: "forgot a comma?" covers the whole expression that begins
**   at the offending token: its tokens up to one that cannot go on with an
**   expression at its bracket depth (a separator, a closer, a second
**   operand right after an operand);
** STRETCH_EXCEPT: `except A, B:` runs up to the clause's ':'; without one
**   on the line it is a plain "invalid syntax" at the comma;
** STRETCH_GROUP: a parenthesised parameter runs to its ')';
** STRETCH_BITOR: `NAME = value` runs to the end of the value, read as
**   CPython's bitwise_or (no comparison, `not`, `and`, `or`, `if`); no
**   such value, or one followed by '=' or ':=', makes it a plain
**   "invalid syntax" at the '='. */
static void drv_stretch(Drv *d) {
  PState *ps = d->ps;
  ParseError *e = ps->err;
  LexTok last = ps->curtok;
  int i, depth = 0, prev = ps->curtok.code, lambdas = prev == TK_LAMBDA, stop = 0;
  if (ps->err_stretch == STRETCH_NAMED && named_target_error(d)) return;
  for (i = 0;; i++) {
    const LexTok *t = drv_peek(d, i);
    int c;
    if (!t) return;
    c = stop = t->code;
    if (c < 0 || c == TK_ENDMARKER || c == TK_NEWLINE || c == TK_INDENT ||
        c == TK_DEDENT)
      break;
    if (ps->err_stretch == STRETCH_BITOR || ps->err_stretch == STRETCH_BITOR_KEEP) {
      if (depth == 0 && !bitor_goes_on(prev, c, i == 0)) break;
    } else if (ps->err_stretch == STRETCH_GROUP) {
      if ((c == TK_RPAR || c == TK_RSQB || c == TK_RBRACE) && depth == 0) {
        e->end_line = t->end_line;
        e->end_col = t->end_col;
        return;
      }
    } else if (ps->err_stretch == STRETCH_EXCEPT) {
      if (depth == 0 && c == TK_COLON) {
        e->end_line = t->line;
        e->end_col = t->col;
        return;
      }
    } else if (depth == 0) {
      if (c == TK_LAMBDA) lambdas++;
      else if (c == TK_COLON && lambdas > 0) lambdas--;   /* the lambda's own */
      else if (c == TK_COMMA || c == TK_COLON || c == TK_SEMI || c == TK_EQUAL ||
          c == TK_COLONEQUAL || c == TK_FOR || c == TK_ASYNC || c == TK_AS ||
          c == TK_RPAR || c == TK_RSQB || c == TK_RBRACE ||
          is_augassign(c) ||
          (ends_operand(prev) && starts_operand(c) && c != TK_LPAR &&
           c != TK_LSQB))        /* a second operand, not a call or index */
        break;
    }
    if (c == TK_LPAR || c == TK_LSQB || c == TK_LBRACE) depth++;
    else if (c == TK_RPAR || c == TK_RSQB || c == TK_RBRACE) depth--;
    prev = c;
    last = *t;
  }
  if (ps->err_stretch == STRETCH_GROUP) return;   /* never closed: as it is */
  if (ps->err_stretch == STRETCH_EXCEPT ||
      ((ps->err_stretch == STRETCH_BITOR || ps->err_stretch == STRETCH_BITOR_KEEP) &&
       (i == 0 || !ends_operand(prev) || stop == TK_EQUAL || stop == TK_COLONEQUAL))) {
    const LexTok *comma = &ps->curtok;       /* (or the '=') */
    snprintf(e->msg, sizeof e->msg, "invalid syntax");
    e->line = comma->line;
    e->col = comma->col;
    e->end_line = comma->end_line;
    e->end_col = comma->end_col;
    return;
  }
  if (ps->err_stretch == STRETCH_BITOR_KEEP) return;   /* the target's range */
  e->end_line = last.end_line;
  e->end_col = last.end_col;
}

static void drv_check_rest(Drv *d) {
  PState *ps = d->ps;
  ParseError *e = ps->err;
  LexTok t;
  int code, i, one_expr = ps->err_pair;
  if (*ps->oom || ps->err_final) return;
  for (i = d->qh; i < d->qn; i++) {
    if (d->q[i].code < 0) goto lexerr;
    if (d->q[i].code == TK_ENDMARKER) return;
    if (ends_expression(d->q[i].code)) one_expr = 0;
  }
  if (d->lx->done) return;
  for (;;) {
    code = lex_next(d->lx, &t);
    if (code == TK_ENDMARKER) return;
    if (code < 0) break;
    if (ends_expression(code)) one_expr = 0;
  }
lexerr:
  {
    ParseError *le = &d->lexerr;
    /* CPython's tokenizer stops without raising at these (the parser
       turns them into exceptions only when it reaches them itself) */
    if (le->kind != ERR_SYNTAX ||
        !strcmp(le->msg, "unexpected EOF while parsing") ||
        !strcmp(le->msg, "unexpected character after line continuation "
                "character"))
      return;
    /* CPython compares the line of the last token it read, not that of
       the error */
    if (strstr(le->msg, "was never closed") &&
        !(one_expr || ps->curtok.line > le->line))
      return;
    *e = *le;
  }
}

/* The parser object, which lemon writes before it reads (not zeroed); its
** stack grows in the scratch arena.  An f-string level's parser is kept
** for the next expression at that level, with the stack it grew. */
static void *drv_parser(PState *ps, int depth) {
  void *p;
  if (depth > 0) {
    if (!ps->subparsers) return NULL;
    if ((p = ps->subparsers[depth]) != NULL) {
      gr_restart(p, ps);
      return p;
    }
  }
  p = arena_alloc_raw(ps->scratch, gr_parser_size());
  if (!p) { ps_oom(ps); return NULL; }
  BtParseInit(p, ps);
  if (ps->failed) return NULL;
  if (depth > 0) ps->subparsers[depth] = p;
  return p;
}

/* Parse copy[0..n) (the text at s, which begins at line, col) as one
** parenthesised expression in sub-parser state sub, one f-string level
** below ps, with its errors going to err: 0 when it parsed (the tree in
** sub->result), -1 on an error, -2 when no parser could be had. */
static int sub_parse(PState *ps, PState *sub, Drv *sd, Lexer *lx, ParseError *err,
                     const char *copy, size_t n, const char *s, int line, int col) {
  void *parser;
  LexTok start;
  memset(sub, 0, sizeof *sub);
  sub->arena = ps->arena;
  sub->err = err;
  sub->oom = ps->oom;
  sub->fdepth = ps->fdepth + 1;
  sub->fexpr = 1;
  sub->subparsers = ps->subparsers;
  sub->scratch = ps->scratch;
  sub->poll = ps->poll;
  parser = drv_parser(sub, sub->fdepth);
  if (!parser) return -2;
  memset(sd, 0, sizeof *sd);
  sd->ps = sub;
  sd->lx = lx;
  lex_init(lx, copy, n, line, col, 1, &sd->lexerr);
  drv_lexinit(lx, sub);
  memset(&start, 0, sizeof start);
  start.p = s;
  start.line = start.end_line = line;
  start.col = col > 0 ? col - 1 : 0;
  start.end_col = col;
  if (drv_feed(sd, parser, TK_FSTART, &start, NULL) ||
      (start.code = TK_LPAR, start.len = 1, start.depth = -1,
       drv_feed(sd, parser, TK_LPAR, &start, NULL)) ||
      drv_run(sd, parser))
    return -1;
  return 0;
}

static Ast *parse_fexpr(Drv *d, const char *s, const char *e,
                        const LexTok *t) {
  PState *ps = d->ps, sub;
  Lexer lx;
  Drv sd;
  char *copy;
  int line, col, r;
  if (ps->fdepth + 1 >= LEX_FSTRING_DEPTH) {
    str_error(ps, t, "f-string: expressions nested too deeply");
    return NULL;
  }
  copy = arena_alloc(ps->arena, (size_t)(e - s) + 1);
  if (!copy) { ps_oom(ps); return NULL; }
  memcpy(copy, s, (size_t)(e - s));
  tok_pos(t, s, &line, &col);

  r = sub_parse(ps, &sub, &sd, &lx, ps->err, copy, (size_t)(e - s), s, line, col);
  if (r == -2) { ps->failed = 1; return NULL; }
  if (r) {
    if (sub.failed && !*ps->oom && !sd.lexfail) {
      if (sub.err_stretch) drv_stretch(&sd);
      drv_check_rest(&sd);
    }
    /* CPython 3.11 places errors inside the expression relative to the
       "(expr)" text it parses, not to the source line. */
    if (!*ps->oom && ps->err->line == line && !ps->err->text[0]) {
      size_t n = 0;
      ps->err->col = ps->err->col - col + 1;
      if (ps->err->end_line == line) ps->err->end_col = ps->err->end_col - col + 1;
      /* and it shows that text as the line (the innermost one's: an
         outer f-string leaves an error placed in it as it is) */
      while (s + n < e && s[n] != '\n') n++;
      if (n + 3 <= sizeof ps->err->text) {
        ps->err->text[0] = '(';
        memcpy(ps->err->text + 1, s, n);
        if (s + n == e) ps->err->text[++n] = ')';
        ps->err->text[n + 1] = 0;
      }
    }
    ps->failed = 1;
    return NULL;
  }
  return sub.result;
}

#define PARSE_SCRATCH_ROOM 8192
Ast *ast_parse(Arena *arena, const char *src, size_t len, ParseError *err,
               int *oom) {
  PState ps;
  Lexer lx;
  Drv d;
  Arena scratch;
  /* the parser objects' first home (a parser and its stack of 100
  ** entries, an f-string level's too), on the C stack: no allocation */
  union { char b[PARSE_SCRATCH_ROOM]; uint64_t align; } scratch_room;
  ParsePoll poll;
  void *parser;
  char *buf;
  size_t i, n = 0;
  memset(err, 0, sizeof *err);
  *oom = 0;
  memset(&ps, 0, sizeof ps);
  ps.arena = arena;
  ps.err = err;
  ps.oom = oom;
  if (arena->mem && arena->mem->poll) {
    poll.fn = arena->mem->poll;
    poll.owner = arena->mem->owner;
    poll.ticks = 0;
    ps.poll = &poll;
  }
  /* the scans below go a PARSE_POLL_BYTES window at a time, each a tick
  ** count of PARSE_POLL_TICKS: a poll after each */
  for (i = 0; i < len; i += PARSE_POLL_BYTES) {
    size_t k = len - i < PARSE_POLL_BYTES ? len - i : PARSE_POLL_BYTES;
    if (memchr(src + i, 0, k)) {
      ps_error_at(&ps, 0, 0, 0, 0,
                  "source code string cannot contain null bytes");
      return NULL;
    }
    if (k == PARSE_POLL_BYTES && drv_poll(&ps, k)) return NULL;
  }
  if (len >= (size_t)1 << 31) {
    ps_oom(&ps);
    return NULL;
  }
  if (len >= 3 && (unsigned char)src[0] == 0xEF &&
      (unsigned char)src[1] == 0xBB && (unsigned char)src[2] == 0xBF) {
    src += 3;
    len -= 3;
  }
  /* One NUL-terminated copy with \r\n and lone \r turned into \n, as
     CPython's universal newline translation does. */
  buf = arena_alloc_raw(arena, len + 1);
  if (!buf) { ps_oom(&ps); return NULL; }
  for (i = 0; i < len;) {
    /* copy up to the next \r (memchr and memcpy: a byte loop took most
    ** of a 20 MB parse), at most a window at a time */
    size_t k = len - i < PARSE_POLL_BYTES ? len - i : PARSE_POLL_BYTES;
    const char *cr = memchr(src + i, '\r', k);
    if (cr) k = (size_t)(cr - (src + i));
    memcpy(buf + n, src + i, k);
    n += k;
    i += k;
    if (cr) {
      buf[n++] = '\n';
      i += i + 1 < len && src[i + 1] == '\n' ? 2 : 1;
    }
    if (drv_poll(&ps, k)) return NULL;
  }
  buf[n] = 0;
  arena_init_room(&scratch, arena->mem, scratch_room.b, sizeof scratch_room.b);
  ps.scratch = &scratch;
  ps.subparsers = arena_alloc(&scratch, LEX_FSTRING_DEPTH * sizeof(void *));
  if (!ps.subparsers) {
    ps_oom(&ps);
    arena_free(&scratch);
    return NULL;
  }
  parser = drv_parser(&ps, 0);
  if (parser) {
    memset(&d, 0, sizeof d);
    d.ps = &ps;
    d.lx = &lx;
    d.bol = 1;
    lex_init(&lx, buf, n, 1, 0, 0, &d.lexerr);
    drv_lexinit(&lx, &ps);
    if (drv_run(&d, parser)) {
      if (!*oom && !d.lexfail) {
        if (ps.err_stretch) drv_stretch(&d);
        drv_check_rest(&d);
      }
      else if (*oom) ps_oom(&ps);
      ps.result = NULL;
    } else if (!ps.result) {
      ps_error_at(&ps, 1, 0, 1, 0, "invalid syntax");
    }
  }
  arena_free(&scratch);
  return parser ? ps.result : NULL;
}
