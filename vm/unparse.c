/*
** unparse.c - an expression's text as CPython's compiler writes it for
** `from __future__ import annotations` (Python/ast_unparse.c's rules: one
** space around binary operators, ", " between items, parentheses only where
** the priority levels below need them, constants as their repr).
**
** Only the kinds annotations are made of are written (names, attributes,
** subscripts, constants, displays, calls, operators, conditionals,
** f-strings as 'f' and the repr of their body); lambdas, comprehensions,
** yield, await and := report 1 and the compiler keeps the annotation's
** source text instead.
*/
#include <math.h>
#include <string.h>
#include "unparse.h"
#include "bytes.h"

/* Priority levels, loosest first (ast_unparse.c's order). */
enum {
  PR_TUPLE, PR_TEST, PR_OR, PR_AND, PR_NOT, PR_CMP, PR_EXPR,
  PR_BOR = PR_EXPR, PR_BXOR, PR_BAND, PR_SHIFT, PR_ARITH, PR_TERM,
  PR_FACTOR, PR_POWER, PR_AWAIT, PR_ATOM
};

typedef struct Up {
  VM *vm;
  Buf *b;
  UnparseNum num;
  void *ctx;
  int depth;          /* the parser bounds nesting; this guards the C stack */
  bool err;           /* an error is set: everything after is skipped */
  bool unwritten;     /* a kind this file does not write was met */
} Up;

static void up_expr(Up *u, const Ast *e, int level);

static void up_putn(Up *u, const char *s, size_t n) {
  if (!u->err && buf_put(u->vm, u->b, s, n)) u->err = true;
}

static void up_put(Up *u, const char *s) { up_putn(u, s, strlen(s)); }

static void up_put_if(Up *u, bool cond, const char *s) { if (cond) up_put(u, s); }

/* a node's identifier (s, with slen when it is set) */
static void up_id(Up *u, const Ast *e) { up_putn(u, e->s, e->slen ? e->slen : strlen(e->s)); }

/* items of l at PR_TEST, separated by ", " */
static void up_items(Up *u, const AstList *l) {
  int i;
  for (i = 0; i < l->n; i++) {
    up_put_if(u, i > 0, ", ");
    up_expr(u, l->items[i], PR_TEST);
  }
}

static void up_binop(Up *u, const Ast *e, int level) {
  static const struct { const char *op; int pr; } ops[] = {
    [BIN_ADD] = {" + ", PR_ARITH}, [BIN_SUB] = {" - ", PR_ARITH},
    [BIN_MUL] = {" * ", PR_TERM}, [BIN_MATMUL] = {" @ ", PR_TERM},
    [BIN_TRUEDIV] = {" / ", PR_TERM}, [BIN_FLOORDIV] = {" // ", PR_TERM},
    [BIN_MOD] = {" % ", PR_TERM}, [BIN_POW] = {" ** ", PR_POWER},
    [BIN_LSHIFT] = {" << ", PR_SHIFT}, [BIN_RSHIFT] = {" >> ", PR_SHIFT},
    [BIN_BITOR] = {" | ", PR_BOR}, [BIN_BITXOR] = {" ^ ", PR_BXOR},
    [BIN_BITAND] = {" & ", PR_BAND},
  };
  int pr = ops[e->op].pr, rassoc = e->op == BIN_POW;
  up_put_if(u, level > pr, "(");
  up_expr(u, e->a, pr + rassoc);
  up_put(u, ops[e->op].op);
  up_expr(u, e->b, pr + !rassoc);
  up_put_if(u, level > pr, ")");
}

static void up_unary(Up *u, const Ast *e, int level) {
  static const char *const ops[] = {[UN_NEG] = "-", [UN_POS] = "+", [UN_NOT] = "not ",
                                    [UN_INVERT] = "~"};
  int pr = e->op == UN_NOT ? PR_NOT : PR_FACTOR;
  up_put_if(u, level > pr, "(");
  up_put(u, ops[e->op]);
  up_expr(u, e->a, pr);
  up_put_if(u, level > pr, ")");
}

static void up_compare(Up *u, const Ast *e, int level) {
  static const char *const ops[] = {
    [CMP_LT] = " < ", [CMP_LE] = " <= ", [CMP_GT] = " > ", [CMP_GE] = " >= ",
    [CMP_EQ] = " == ", [CMP_NE] = " != ", [CMP_IS] = " is ", [CMP_ISNOT] = " is not ",
    [CMP_IN] = " in ", [CMP_NOTIN] = " not in "};
  int i;
  up_put_if(u, level > PR_CMP, "(");
  up_expr(u, e->a, PR_CMP + 1);
  for (i = 0; i < e->l1.n; i++) {
    up_put(u, ops[e->l1.items[i]->op]);
    up_expr(u, e->l1.items[i]->a, PR_CMP + 1);
  }
  up_put_if(u, level > PR_CMP, ")");
}

static void up_boolop(Up *u, const Ast *e, int level) {
  int pr = e->op == BOOL_AND ? PR_AND : PR_OR, i;
  up_put_if(u, level > pr, "(");
  for (i = 0; i < e->l1.n; i++) {
    up_put_if(u, i > 0, e->op == BOOL_AND ? " and " : " or ");
    up_expr(u, e->l1.items[i], pr + 1);
  }
  up_put_if(u, level > pr, ")");
}

static void up_tuple(Up *u, const Ast *e, int level) {
  if (e->l1.n == 0) { up_put(u, "()"); return; }
  up_put_if(u, level > PR_TUPLE, "(");
  up_items(u, &e->l1);
  up_put_if(u, e->l1.n == 1, ",");
  up_put_if(u, level > PR_TUPLE, ")");
}

static void up_dict(Up *u, const Ast *e) {
  int i;
  up_put(u, "{");
  for (i = 0; i < e->l2.n; i++) {
    up_put_if(u, i > 0, ", ");
    if (e->l1.items[i] == NULL) {
      up_put(u, "**");
      up_expr(u, e->l2.items[i], PR_EXPR);
      continue;
    }
    up_expr(u, e->l1.items[i], PR_TEST);
    up_put(u, ": ");
    up_expr(u, e->l2.items[i], PR_TEST);
  }
  up_put(u, "}");
}

static void up_call(Up *u, const Ast *e) {
  int i;
  up_expr(u, e->a, PR_ATOM);
  up_put(u, "(");
  up_items(u, &e->l1);
  for (i = 0; i < e->l2.n; i++) {
    const Ast *k = e->l2.items[i];
    up_put_if(u, i + e->l1.n > 0, ", ");
    if (k->s == NULL) {
      up_put(u, "**");
    } else {
      up_id(u, k);
      up_put(u, "=");
    }
    up_expr(u, k->a, PR_TEST);
  }
  up_put(u, ")");
}

/* A constant as its repr; a float's infinity as 1e309, as CPython writes it. */
static void up_const(Up *u, const Ast *e) {
  Value v;
  switch (e->kind) {
  case E_NONE: up_put(u, "None"); return;
  case E_TRUE: up_put(u, "True"); return;
  case E_FALSE: up_put(u, "False"); return;
  case E_ELLIPSIS: up_put(u, "..."); return;
  case E_STR:
    if (e->flags & AST_BYTES ? bytes_new(u->vm, e->s, e->slen, &v)
                             : str_new(u->vm, e->s, e->slen, &v)) {
      u->err = true;
      return;
    }
    break;
  default:
    if (u->num(u->ctx, e, &v)) { u->err = true; return; }
    if (v.tag == V_FLOAT && isinf(v.u.f)) { up_put(u, "1e309"); return; }
    break;
  }
  if (e->flags & AST_UPREFIX) up_put(u, "u");
  if (!u->err && vm_repr_buf(u->vm, v, u->b)) u->err = true;
}

static void up_fstr_body(Up *u, const AstList *parts);

/* A formatted value of an f-string: {expr!c:spec}, with a space after the
** brace when the expression's text starts with one (a dict or set). */
static void up_formatted(Up *u, const Ast *e) {
  Buf *outer = u->b, inner = BUF_INIT;
  u->b = &inner;
  up_expr(u, e->a, PR_TEST + 1);
  u->b = outer;
  up_put(u, inner.len && inner.p[0] == '{' ? "{ " : "{");
  if (inner.len) up_putn(u, inner.p, inner.len);
  buf_free(u->vm, &inner);
  if (e->op) {
    char conv[3] = {'!', (char)e->op, 0};
    up_put(u, conv);
  }
  if (e->b) {
    up_put(u, ":");
    up_fstr_body(u, &e->b->l1);   /* a spec is written bare */
  }
  up_put(u, "}");
}

/* An f-string's parts: literal text with its braces doubled, then each
** formatted value (ast_unparse.c's build_fstring_body). */
static void up_fstr_body(Up *u, const AstList *parts) {
  int i;
  for (i = 0; i < parts->n && !u->err && !u->unwritten; i++) {
    const Ast *p = parts->items[i];
    if (p->kind == E_STR) {
      size_t j, from = 0;
      for (j = 0; j < p->slen; j++)
        if (p->s[j] == '{' || p->s[j] == '}') {
          up_putn(u, p->s + from, j + 1 - from);
          up_putn(u, p->s + j, 1);
          from = j + 1;
        }
      up_putn(u, p->s + from, p->slen - from);
    } else if (p->kind == E_FORMATTED) {
      up_formatted(u, p);
    } else {
      up_expr(u, p, PR_TEST);
    }
  }
}

/* An f-string: 'f' and the repr of its body, so its quotes are the ones
** repr chooses, whatever the source used. */
static void up_joinedstr(Up *u, const Ast *e) {
  Buf *outer = u->b, body = BUF_INIT;
  Value v;
  u->b = &body;
  up_fstr_body(u, &e->l1);
  u->b = outer;
  if (u->err || u->unwritten) {
    buf_free(u->vm, &body);
    return;
  }
  if (buf_finish(u->vm, &body, &v)) {
    u->err = true;
    return;
  }
  up_put(u, "f");
  if (!u->err && vm_repr_buf(u->vm, v, u->b)) u->err = true;
}

static void up_expr(Up *u, const Ast *e, int level) {
  if (u->err || u->unwritten) return;
  if (++u->depth > 200) { u->unwritten = true; return; }
  switch (e->kind) {
  case E_NAME: up_id(u, e); break;
  case E_INT: case E_FLOAT: case E_STR: case E_NONE: case E_TRUE: case E_FALSE:
  case E_ELLIPSIS:
    up_const(u, e);
    break;
  case E_ATTR:
    /* an int needs a space before its attribute's period */
    up_expr(u, e->a, PR_ATOM);
    up_put(u, e->a->kind == E_INT ? " ." : ".");
    up_id(u, e);
    break;
  case E_SUBSCRIPT:
    up_expr(u, e->a, PR_ATOM);
    up_put(u, "[");
    up_expr(u, e->b, PR_TUPLE);
    up_put(u, "]");
    break;
  case E_SLICE:
    if (e->a) up_expr(u, e->a, PR_TEST);
    up_put(u, ":");
    if (e->b) up_expr(u, e->b, PR_TEST);
    if (e->c) {
      up_put(u, ":");
      up_expr(u, e->c, PR_TEST);
    }
    break;
  case E_STARRED:
    up_put(u, "*");
    up_expr(u, e->a, PR_EXPR);
    break;
  case E_TUPLE: up_tuple(u, e, level); break;
  case E_LIST: up_put(u, "["); up_items(u, &e->l1); up_put(u, "]"); break;
  case E_SET: up_put(u, "{"); up_items(u, &e->l1); up_put(u, "}"); break;
  case E_DICT: up_dict(u, e); break;
  case E_JOINEDSTR: up_joinedstr(u, e); break;
  case E_CALL: up_call(u, e); break;
  case E_BINOP: up_binop(u, e, level); break;
  case E_UNARY: up_unary(u, e, level); break;
  case E_COMPARE: up_compare(u, e, level); break;
  case E_BOOLOP: up_boolop(u, e, level); break;
  case E_IFEXP:
    up_put_if(u, level > PR_TEST, "(");
    up_expr(u, e->b, PR_TEST + 1);
    up_put(u, " if ");
    up_expr(u, e->a, PR_TEST + 1);
    up_put(u, " else ");
    up_expr(u, e->c, PR_TEST);
    up_put_if(u, level > PR_TEST, ")");
    break;
  default: u->unwritten = true; break;   /* written from the source instead */
  }
  u->depth--;
}

int unparse_expr(VM *vm, Buf *b, const Ast *e, UnparseNum num, void *ctx) {
  Up u;
  memset(&u, 0, sizeof u);
  u.vm = vm;
  u.b = b;
  u.num = num;
  u.ctx = ctx;
  up_expr(&u, e, PR_TEST);
  return u.err ? -1 : u.unwritten ? 1 : 0;
}
