/*
** grammar.y - lemon LALR(1) grammar for the Python 3.11 subset; builds the
** tree of grammar/ast.h.  Regenerate with /work/notes/regen.sh (see the
** Makefile's regen target).
**
** Shape: the classic Python grammar (test > or_test > expr), with the
** operator levels inside or_test (`or`, `and`, `not`) and inside expr
** (`|` down to `**`, then the trailers: attribute, call, subscript)
** ordered by precedence declarations instead of a rule per level, and
** names and literals reduced straight to expr, and expr straight to test
** (or_test and or_ops only where an operator or a condition needs them),
** so an operand is a test after two reductions, not fifteen (the climb
** was most of the parse's time); statements, assignments and call
** arguments take a test without the unit rules between.
** Binary chains and trailers are left associative, so a long `1+1+...`
** or `a.b.c...` uses constant parser stack; right-recursive forms (`**`,
** unary operators, `not`, conditional expressions, lambda) grow the stack
** by one or two entries per level and hit the stack limit (GR_STACK_MAX),
** which reports "too many nested parentheses" (CPython gives MemoryError
** there).
**
** Assignment targets are parsed as expressions and checked afterwards
** (ps_check_target), as CPython's invalid_* rules do.  The parser never
** recovers from an error: the first error is recorded in PState and the
** driver (parse.c) stops feeding tokens.
**
** Values on the stack are Ast* (nodes, and temporary nodes used as
** accumulators: an E_CALL holds an argument list while it is being read,
** an S_IF holds its innermost elif in `c`), AstList, Tok or int.
*/

%name BtParse
%token_prefix TK_
%token_type {Tok}
%extra_context {PState *ps}
%stack_size 0
%start_symbol start

%include {
#ifndef NDEBUG
#define NDEBUG 1   /* lemon's tracing keeps static mutable state */
#endif
#define YYNOERRORRECOVERY 1
#define BtParse_ENGINEALWAYSONSTACK 1
#include <stdlib.h>
#include <string.h>
#include "../lexer/lexer.h"
int BtParseFallback(int token);  /* generated; unused */

/* The parser's stack grows (%stack_size 0) in the parse's scratch arena
** (PState.scratch, freed whole when ast_parse returns), so a parse holds
** what its nesting needs, not a fixed 100 KB stack: that much malloc'd and
** freed per parse made glibc grow and trim the heap on every bt_load.
** lemon's yyGrowStack asks malloc/realloc with its parser as `p` and frees
** nothing but through free; its sizes run 100, 300, 700, 1500, 3100
** entries, and GR_STACK_MAX is the last, where the parser reports "too
** many nested parentheses".  <stdlib.h> comes first: nothing after these
** macros declares malloc. */
#define GR_STACK_MAX 3100
static void *gr_grow(void *parser, void *old, size_t n);
#define malloc(n) gr_grow(p, NULL, (n))
#define realloc(q, n) gr_grow(p, (q), (n))
#define free(q) ((void)(q))

#define NODE(k, t) ps_node(ps, (k), (t).line, (t).col)
#define NODEA(k, n) ps_node_from(ps, (k), (n))

static void end_tok(Ast *a, Tok t) {
  a->end_line = t.line;
  a->end_col = t.col + t.len;
}
#define end_ast(a, b) ps_end_from(ps, (a), (b))
#define end_list(a, l) end_list_(ps, (a), (l))
static void end_list_(PState *ps, Ast *a, const AstList *l) {
  if (l->n > 0 && l->items[l->n - 1]) ps_end_from(ps, a, l->items[l->n - 1]);
}
/* Finish an if/elif chain: h->c is the innermost S_IF; every S_IF of the
** chain ends where the whole statement ends. */
static Ast *if_done(PState *ps, Ast *h, AstList *orelse) {
  Ast *last = h->c, *n = h;
  if (ps->failed) return h;
  if (orelse) {
    last->l2 = *orelse;
    end_list_(ps, last, orelse);
  }
  for (;;) {
    n->end_line = last->end_line;
    n->end_col = last->end_col;
    if (n == last) break;
    n = n->l2.items[0];
  }
  h->c = NULL;
  return h;
}
static Ast *bin(PState *ps, int op, Ast *l, Ast *r) {
  Ast *n = NODEA(E_BINOP, l);
  n->op = (uint8_t)op;
  n->a = l;
  n->b = r;
  end_ast(n, r);
  return n;
}
/* Arena copy of a token's text, NUL-terminated. */
static const char *tok_str(PState *ps, Tok t) {
  char *s = arena_alloc_raw(ps->arena, (size_t)t.len + 1);
  if (!s) { ps_oom(ps); return ""; }
  memcpy(s, t.u.p, (size_t)t.len);
  s[t.len] = 0;
  return s;
}
static Ast *name_node(PState *ps, Tok t) {
  Ast *n = NODE(E_NAME, t);
  n->s = tok_str(ps, t);
  n->slen = (size_t)t.len;
  end_tok(n, t);
  return n;
}
/* An INT or FLOAT literal: its text, as a name's. */
static Ast *num_node(PState *ps, Tok t, int kind) {
  Ast *n = name_node(ps, t);
  n->kind = (uint8_t)kind;
  return n;
}
static Ast *const_node(PState *ps, int kind, Tok t) {
  Ast *n = NODE(kind, t);
  end_tok(n, t);
  return n;
}
static Ast *attr_node(PState *ps, Ast *a, Tok name) {
  Ast *n = NODEA(E_ATTR, a);
  n->a = a;
  n->s = tok_str(ps, name);
  n->slen = (size_t)name.len;
  end_tok(n, name);
  return n;
}
static Ast *subscript_node(PState *ps, Ast *a, Ast *index, Tok close) {
  Ast *n = NODEA(E_SUBSCRIPT, a);
  n->a = a;
  n->b = index;
  end_tok(n, close);
  return n;
}
static Ast *expr_stmt(PState *ps, Ast *e) {
  Ast *s = NODEA(S_EXPR, e);
  s->a = e;
  end_ast(s, e);
  return s;
}
static const char *cat3(PState *ps, const char *a, const char *b, Tok c) {
  size_t la, lb;
  char *s;
  if (!a) a = "";
  la = strlen(a);
  lb = strlen(b);
  s = arena_alloc(ps->arena, la + lb + (size_t)c.len + 1);
  if (!s) { ps_oom(ps); return ""; }
  memcpy(s, a, la);
  memcpy(s + la, b, lb);
  memcpy(s + la + lb, c.u.p, (size_t)c.len);
  return s;
}
static void append_all(PState *ps, AstList *dst, const AstList *src) {
  int i;
  for (i = 0; i < src->n; i++) ps_push(ps, dst, src->items[i]);
}
static AstList list1(PState *ps, Ast *a) {
  AstList l;
  memset(&l, 0, sizeof l);
  ps_push(ps, &l, a);
  return l;
}
static AstList list0(void) {
  AstList l;
  memset(&l, 0, sizeof l);
  return l;
}
/* `A op B` for `and`/`or`: A's list grows when A is a BoolOp of op not
** written in parentheses (the left operand chain of one `a or b or c`). */
static Ast *boolop(PState *ps, int op, Ast *a, Ast *b) {
  Ast *n = a;
  if (!(a->kind == E_BOOLOP && a->op == op && !(a->flags & AST_PAREN))) {
    n = NODEA(E_BOOLOP, a);
    n->op = (uint8_t)op;
    n->l1 = list1(ps, a);
  }
  ps_push(ps, &n->l1, b);
  end_ast(n, b);
  return n;
}
static Ast *tuple_of(PState *ps, AstList l, Ast *first) {
  Ast *t = NODEA(E_TUPLE, first);
  t->l1 = l;
  end_list(t, &l);
  return t;
}
static Ast *starred(PState *ps, Tok star, Ast *e) {
  Ast *n = NODE(E_STARRED, star);
  n->a = e;
  end_ast(n, e);
  return n;
}
static Ast *paren(PState *ps, Ast *e, Tok l, Tok r) {
  ps_paren(ps, e, l.line, l.col, r.line, r.col + r.len);
  return e;
}
static Ast *comp(PState *ps, int kind, Tok open, Ast *elt, AstList gens,
                 Tok close) {
  Ast *n = NODE(kind, open);
  n->a = elt;
  n->l1 = gens;
  end_tok(n, close);
  return n;
}
/* A literal pattern: None/True/False compare by identity (MatchSingleton),
** the others with == (MatchValue). */
static Ast *pat_literal(PState *ps, Ast *e) {
  Ast *p = NODEA(e->kind == E_NONE || e->kind == E_TRUE || e->kind == E_FALSE
                 ? P_SINGLETON : P_VALUE, e);
  p->a = e;
  end_ast(p, e);
  return p;
}
/* An imaginary number literal (2j): a FLOAT whose text ends in j. */
static int is_imaginary(const Ast *e) {
  return e->kind == E_FLOAT && e->slen && (e->s[e->slen - 1] == 'j' || e->s[e->slen - 1] == 'J');
}
/* A complex literal pattern `1 + 2j` / `-1 - 2j`: a real number, then an
** unsigned imaginary one. */
static Ast *pat_complex(PState *ps, Ast *a, int op, Ast *b) {
  const Ast *ra = a->kind == E_UNARY ? a->a : a;
  if (!is_imaginary(b)) {
    ps_error_at(ps, b->line, b->col, b->end_line, b->end_col,
                "imaginary number required in complex literal");
    return a;
  }
  if (is_imaginary(ra)) {
    ps_error_at(ps, ra->line, ra->col, ra->line, ra->col + (int)ra->slen,
                "real number required in complex literal");
    return a;
  }
  return bin(ps, op, a, b);
}
/* Items after **rest: CPython's grammar stops at the comma after it. */
static void pat_rest_not_last(PState *ps, Ast *m) {
  ps_error_at(ps, m->end_line, m->end_col, m->end_line, m->end_col + 1,
              "invalid syntax");
}
static Ast *seq(PState *ps, int kind, Tok open, AstList items, Tok close) {
  Ast *n = NODE(kind, open);
  n->l1 = items;
  end_tok(n, close);
  return n;
}
}

/* Operator precedence, loosest first: only or_test and expr rules use it
** (see there); lemon applies it to shift/reduce conflicts alone, and the
** rest of the grammar has none. */
%left OR.
%left AND.
%right NOT.
%left VBAR.
%left CIRCUMFLEX.
%left AMPER.
%left LEFTSHIFT RIGHTSHIFT.
%left PLUS MINUS.
%left STAR SLASH PERCENT DOUBLESLASH AT.
%right TILDE.
%right DOUBLESTAR.
%right AWAIT.
%left DOT LPAR LSQB.

%syntax_error {
  ps_syntax_error(ps, yymajor, TOKEN, yypParser);
}
/* Nothing on the stack owns memory (the arena does); the destructor only
** marks its arguments used. */
%token_destructor { (void)$$; (void)ps; }
%stack_overflow {
  ps_error_at(ps, ps->prevtok.line, ps->prevtok.col, 0, 0,
              "too many nested parentheses");
}

/* Token order fixes the codes in grammar.h. */
%token ENDMARKER NEWLINE INDENT DEDENT NAME INT FLOAT STRING ERRORTOKEN FSTART
       WITHLPAR MATCH.
%token FALSE NONE TRUE AND AS ASSERT ASYNC AWAIT BREAK CLASS CONTINUE DEF DEL
       ELIF ELSE EXCEPT FINALLY FOR FROM GLOBAL IF IMPORT IN IS LAMBDA NONLOCAL
       NOT OR PASS RAISE RETURN TRY WHILE WITH YIELD.
%token LPAR RPAR LSQB RSQB LBRACE RBRACE COLON COMMA SEMI PLUS MINUS STAR SLASH
       VBAR AMPER LESS GREATER EQUAL DOT PERCENT EQEQUAL NOTEQUAL LESSEQUAL
       GREATEREQUAL TILDE CIRCUMFLEX LEFTSHIFT RIGHTSHIFT DOUBLESTAR PLUSEQUAL
       MINEQUAL STAREQUAL SLASHEQUAL PERCENTEQUAL AMPEREQUAL VBAREQUAL
       CIRCUMFLEXEQUAL LEFTSHIFTEQUAL RIGHTSHIFTEQUAL DOUBLESTAREQUAL
       DOUBLESLASH DOUBLESLASHEQUAL AT ATEQUAL RARROW ELLIPSIS COLONEQUAL.
/* soft keyword: the driver turns a NAME `case` at the start of a line
** into CASE where the parser accepts one (grammar/parse.c) */
%token CASE.

%type stmts {AstList}
%type file_stmts {AstList}
%type simple_stmt {AstList}
%type small_stmts {AstList}
%type suite {AstList}
%type assign_targets {AstList}
%type tstar_list {AstList}
%type slist {AstList}
%type exprlist_c {AstList}
%type sublist {AstList}
%type dict_list {Ast*}
%type comp_fors {AstList}
%type decorators {AstList}
%type dotted_as_names {AstList}
%type import_as_names {AstList}
%type names {AstList}
%type with_items {AstList}
%type else_part {AstList}
%type augop {int}
%type comp_op {int}
%type case_blocks {AstList}
%type pitems {AstList}
%type dots {int}

%type stmt {Ast*}
%type small_stmt {Ast*}
%type compound_stmt {Ast*}
%default_type {Ast*}

start ::= file_input.
start ::= FSTART atom(A) ENDMARKER. {
  A->flags &= (uint16_t)~AST_PAREN;
  ps->result = A;
}

file_input ::= file_stmts(L) ENDMARKER. {
  Ast *m = ps_node(ps, S_MODULE, 1, 0);
  m->l1 = L;
  ps->result = m;
}
file_stmts(L) ::= . { L = list0(); }
file_stmts(L) ::= file_stmts(L0) stmt(S). { L = L0; ps_push(ps, &L, S); }
file_stmts(L) ::= file_stmts(L0) simple_stmt(S). { L = L0; append_all(ps, &L, &S); }

stmts(L) ::= stmt(S). { L = list1(ps, S); }
stmts(L) ::= simple_stmt(S). { L = S; }
stmts(L) ::= stmts(L0) stmt(S). { L = L0; ps_push(ps, &L, S); }
stmts(L) ::= stmts(L0) simple_stmt(S). { L = L0; append_all(ps, &L, &S); }

stmt(S) ::= compound_stmt(C). { S = C; }

/* One statement on a line reduces straight to simple_stmt; small_stmts
** holds two or more. */
simple_stmt(L) ::= small_stmt(S) NEWLINE. { L = list1(ps, S); }
simple_stmt(L) ::= small_stmt(S) SEMI NEWLINE. { L = list1(ps, S); }
simple_stmt(L) ::= small_stmts(L0) NEWLINE. { L = L0; }
simple_stmt(L) ::= small_stmts(L0) SEMI NEWLINE. { L = L0; }
small_stmts(L) ::= small_stmt(A) SEMI small_stmt(B). { L = list1(ps, A); ps_push(ps, &L, B); }
small_stmts(L) ::= small_stmts(L0) SEMI small_stmt(S). { L = L0; ps_push(ps, &L, S); }

suite(L) ::= simple_stmt(S). { L = S; }
suite(L) ::= NEWLINE INDENT stmts(S) DEDENT. { L = S; }

/* ---------------- simple statements ---------------- */

/* (tse and yield_expr rather than tse_or_yield here and in assign_targets:
** one reduction fewer per expression statement and assignment) */
small_stmt(S) ::= tse(E). { S = expr_stmt(ps, E); }
small_stmt(S) ::= yield_expr(E). { S = expr_stmt(ps, E); }
small_stmt(S) ::= assign_targets(T) tse(E). { S = ps_assign(ps, T, E); }
small_stmt(S) ::= assign_targets(T) yield_expr(E). { S = ps_assign(ps, T, E); }
small_stmt(S) ::= tse(T) augop(O) tse_or_yield(E). { S = ps_augassign(ps, T, O, E); }
small_stmt(S) ::= tse(T) COLON test(A). { S = ps_annassign(ps, T, A, NULL); }
small_stmt(S) ::= tse(T) COLON test(A) EQUAL tse_or_yield(E). {
  S = ps_annassign(ps, T, A, E);
}
small_stmt(S) ::= PASS(K). { S = NODE(S_PASS, K); end_tok(S, K); }
small_stmt(S) ::= BREAK(K). { S = NODE(S_BREAK, K); end_tok(S, K); }
small_stmt(S) ::= CONTINUE(K). { S = NODE(S_CONTINUE, K); end_tok(S, K); }
small_stmt(S) ::= RETURN(K). { S = NODE(S_RETURN, K); end_tok(S, K); }
small_stmt(S) ::= RETURN(K) tse(E). { S = NODE(S_RETURN, K); S->a = E; end_ast(S, E); }
small_stmt(S) ::= RAISE(K). { S = NODE(S_RAISE, K); end_tok(S, K); }
small_stmt(S) ::= RAISE(K) test(E). { S = NODE(S_RAISE, K); S->a = E; end_ast(S, E); }
small_stmt(S) ::= RAISE(K) test(E) FROM test(C). {
  S = NODE(S_RAISE, K); S->a = E; S->b = C; end_ast(S, C);
}
small_stmt(S) ::= GLOBAL(K) names(L). {
  S = NODE(S_GLOBAL, K); S->l1 = L; end_list(S, &L);
}
small_stmt(S) ::= NONLOCAL(K) names(L). {
  S = NODE(S_NONLOCAL, K); S->l1 = L; end_list(S, &L);
}
small_stmt(S) ::= ASSERT(K) test(E). { S = NODE(S_ASSERT, K); S->a = E; end_ast(S, E); }
small_stmt(S) ::= ASSERT(K) test(E) COMMA test(M). {
  S = NODE(S_ASSERT, K); S->a = E; S->b = M; end_ast(S, M);
}
small_stmt(S) ::= DEL(K) exprlist(E). {
  S = NODE(S_DEL, K);
  if (E->kind == E_TUPLE && !(E->flags & AST_PAREN)) S->l1 = E->l1;
  else S->l1 = list1(ps, E);
  end_ast(S, E);
  {
    int i;
    for (i = 0; i < S->l1.n; i++)
      if (ps_check_target(ps, S->l1.items[i], 1)) break;
  }
}
small_stmt(S) ::= IMPORT(K) dotted_as_names(L). {
  S = NODE(S_IMPORT, K); S->l1 = L; end_list(S, &L);
}
small_stmt(S) ::= FROM(K) dots(D) dotted_name(M) IMPORT import_targets(T). {
  const char *m = M->s ? M->s : "";
  char *s = arena_alloc(ps->arena, (size_t)D + strlen(m) + 1);
  S = NODE(S_IMPORTFROM, K);
  if (!s) ps_oom(ps);
  else { memset(s, '.', (size_t)D); strcpy(s + D, m); S->s = s; }
  S->l1 = T->l1; end_ast(S, T);
}
small_stmt(S) ::= FROM(K) dots(D) IMPORT(I) import_targets(T). {
  char *s = arena_alloc(ps->arena, (size_t)D + 1);
  S = NODE(S_IMPORTFROM, K);
  if (!s) ps_oom(ps);
  else { memset(s, '.', (size_t)D); S->s = s; }
  S->l1 = T->l1; end_ast(S, T);
  if (D == 0) ps_error_at(ps, I.line, I.col, I.line, I.col + I.len, "invalid syntax");
}

dots(D) ::= . { D = 0; }
dots(D) ::= dots(D0) DOT. { D = D0 + 1; }
dots(D) ::= dots(D0) ELLIPSIS. { D = D0 + 3; }

/* import_targets: a holder node whose l1 is the alias list; its end is
** the end of the statement. */
import_targets(T) ::= STAR(K). {
  Ast *a = NODE(E_ALIAS, K);
  a->s = "*"; end_tok(a, K);
  T = NODE(S_BLOCK, K); T->l1 = list1(ps, a); end_tok(T, K);
}
import_targets(T) ::= import_as_names(L). {
  T = NODEA(S_BLOCK, L.items[0]); T->l1 = L; end_list(T, &L);
}
import_targets(T) ::= import_as_names(L) COMMA. {
  T = ps_from_trailing_comma(ps, yyLookahead, yyLookaheadToken); T->l1 = L;
}
import_targets(T) ::= LPAR(P) import_as_names(L) RPAR(R). {
  T = NODE(S_BLOCK, P); T->l1 = L; end_tok(T, R);
}
import_targets(T) ::= LPAR(P) import_as_names(L) COMMA RPAR(R). {
  T = NODE(S_BLOCK, P); T->l1 = L; end_tok(T, R);
}
import_as_names(L) ::= import_as_name(A). { L = list1(ps, A); }
import_as_names(L) ::= import_as_names(L0) COMMA import_as_name(A). { L = L0; ps_push(ps, &L, A); }
import_as_name(A) ::= NAME(N). { A = NODE(E_ALIAS, N); A->s = tok_str(ps, N); end_tok(A, N); }
import_as_name(A) ::= NAME(N) AS NAME(M). {
  A = NODE(E_ALIAS, N); A->s = tok_str(ps, N); A->s2 = tok_str(ps, M); end_tok(A, M);
}
dotted_as_names(L) ::= dotted_as_name(A). { L = list1(ps, A); }
dotted_as_names(L) ::= dotted_as_names(L0) COMMA dotted_as_name(A). { L = L0; ps_push(ps, &L, A); }
dotted_as_name(A) ::= dotted_name(D). { A = D; }
dotted_as_name(A) ::= dotted_name(D) AS NAME(M). { A = D; A->s2 = tok_str(ps, M); end_tok(A, M); }
/* An E_ALIAS whose s is the dotted name so far. */
dotted_name(A) ::= NAME(N). { A = NODE(E_ALIAS, N); A->s = tok_str(ps, N); end_tok(A, N); }
dotted_name(A) ::= dotted_name(A0) DOT NAME(N). { A = A0; A->s = cat3(ps, A->s, ".", N); end_tok(A, N); }

names(L) ::= NAME(N). { L = list1(ps, name_node(ps, N)); }
names(L) ::= names(L0) COMMA NAME(N). { L = L0; ps_push(ps, &L, name_node(ps, N)); }

assign_targets(L) ::= tse(T) EQUAL. { L = list1(ps, T); ps_note_target(ps, T); }
assign_targets(L) ::= yield_expr(T) EQUAL. { L = list1(ps, T); ps_note_target(ps, T); }
assign_targets(L) ::= assign_targets(L0) tse(T) EQUAL. {
  L = L0; ps_push(ps, &L, T); ps_note_target(ps, T);
}
assign_targets(L) ::= assign_targets(L0) yield_expr(T) EQUAL. {
  L = L0; ps_push(ps, &L, T); ps_note_target(ps, T);
}

augop(O) ::= PLUSEQUAL. { O = BIN_ADD; }
augop(O) ::= MINEQUAL. { O = BIN_SUB; }
augop(O) ::= STAREQUAL. { O = BIN_MUL; }
augop(O) ::= ATEQUAL. { O = BIN_MATMUL; }
augop(O) ::= SLASHEQUAL. { O = BIN_TRUEDIV; }
augop(O) ::= DOUBLESLASHEQUAL. { O = BIN_FLOORDIV; }
augop(O) ::= PERCENTEQUAL. { O = BIN_MOD; }
augop(O) ::= DOUBLESTAREQUAL. { O = BIN_POW; }
augop(O) ::= LEFTSHIFTEQUAL. { O = BIN_LSHIFT; }
augop(O) ::= RIGHTSHIFTEQUAL. { O = BIN_RSHIFT; }
augop(O) ::= VBAREQUAL. { O = BIN_BITOR; }
augop(O) ::= CIRCUMFLEXEQUAL. { O = BIN_BITXOR; }
augop(O) ::= AMPEREQUAL. { O = BIN_BITAND; }

/* ---------------- compound statements ---------------- */

compound_stmt(S) ::= if_head(H). { S = if_done(ps, H, NULL); }
compound_stmt(S) ::= if_head(H) ELSE COLON suite(B). { S = if_done(ps, H, &B); }
if_head(H) ::= IF(K) namedexpr_test(T) COLON suite(B). {
  H = NODE(S_IF, K); H->a = T; H->l1 = B; end_list(H, &B); H->c = H;
}
if_head(H) ::= if_head(H0) ELIF(K) namedexpr_test(T) COLON suite(B). {
  Ast *n = NODE(S_IF, K);
  n->a = T; n->l1 = B; end_list(n, &B);
  H = H0;
  ps_push(ps, &H->c->l2, n);
  H->c = n;
  end_list(H, &B);
}
compound_stmt(S) ::= WHILE(K) namedexpr_test(T) COLON suite(B) else_part(E). {
  S = NODE(S_WHILE, K); S->a = T; S->l1 = B; S->l2 = E;
  end_list(S, &B); end_list(S, &E);
}
compound_stmt(S) ::= FOR(K) exprlist(T) IN tse(I) COLON suite(B) else_part(E). {
  S = NODE(S_FOR, K); S->a = T; S->b = I; S->l1 = B; S->l2 = E;
  end_list(S, &B); end_list(S, &E);
  ps_check_target(ps, T, 3);
}
compound_stmt(S) ::= ASYNC(A) FOR exprlist(T) IN tse(I) COLON suite(B) else_part(E). {
  S = NODE(S_FOR, A); S->a = T; S->b = I; S->l1 = B; S->l2 = E;
  S->flags |= AST_ASYNC;
  end_list(S, &B); end_list(S, &E);
  ps_check_target(ps, T, 3);
}
else_part(L) ::= . { L = list0(); }
else_part(L) ::= ELSE COLON suite(B). { L = B; }

compound_stmt(S) ::= try_handlers(T). { S = T; }
compound_stmt(S) ::= try_handlers(T) ELSE COLON suite(B). { S = T; S->l3 = B; end_list(S, &B); }
compound_stmt(S) ::= try_handlers(T) finally_part(F). { S = T; S->a = F; end_ast(S, F); }
compound_stmt(S) ::= try_handlers(T) ELSE COLON suite(B) finally_part(F). {
  S = T; S->l3 = B; S->a = F; end_ast(S, F);
}
compound_stmt(S) ::= TRY(K) COLON suite(B) finally_part(F). {
  S = NODE(S_TRY, K); S->l1 = B; S->a = F; end_ast(S, F);
}
finally_part(F) ::= FINALLY(K) COLON suite(B). {
  F = NODE(S_BLOCK, K); F->l1 = B; end_list(F, &B);
}
try_handlers(T) ::= TRY(K) COLON suite(B) handler(H). {
  T = NODE(S_TRY, K); T->l1 = B; T = ps_try_add(ps, T, H);
}
try_handlers(T) ::= try_handlers(T0) handler(H). { T = ps_try_add(ps, T0, H); }
handler(H) ::= EXCEPT(K) COLON suite(B). {
  H = NODE(S_HANDLER, K); H->l1 = B; end_list(H, &B);
}
handler(H) ::= EXCEPT(K) test(E) COLON suite(B). {
  H = NODE(S_HANDLER, K); H->a = E; H->l1 = B; end_list(H, &B);
}
handler(H) ::= EXCEPT(K) test(E) AS NAME(N) COLON suite(B). {
  H = NODE(S_HANDLER, K); H->a = E; H->s = tok_str(ps, N); H->l1 = B; end_list(H, &B);
}
handler(H) ::= EXCEPT(K) STAR test(E) COLON suite(B). {
  H = NODE(S_HANDLER, K); H->a = E; H->l1 = B; end_list(H, &B); H->op = 1;
}
handler(H) ::= EXCEPT(K) STAR test(E) AS NAME(N) COLON suite(B). {
  H = NODE(S_HANDLER, K); H->a = E; H->s = tok_str(ps, N); H->l1 = B;
  end_list(H, &B); H->op = 1;
}

compound_stmt(S) ::= WITH(K) with_items(L) COLON suite(B). { S = ps_with(ps, K, L, B); }
compound_stmt(S) ::= WITH(K) WITHLPAR with_items(L) RPAR COLON suite(B). { S = ps_with(ps, K, L, B); }
compound_stmt(S) ::= WITH(K) WITHLPAR with_items(L) COMMA RPAR COLON suite(B). { S = ps_with(ps, K, L, B); }
compound_stmt(S) ::= ASYNC(A) WITH with_items(L) COLON suite(B). {
  S = ps_with(ps, A, L, B); S->flags |= AST_ASYNC;
}
compound_stmt(S) ::= ASYNC(A) WITH WITHLPAR with_items(L) RPAR COLON suite(B). {
  S = ps_with(ps, A, L, B); S->flags |= AST_ASYNC;
}
compound_stmt(S) ::= ASYNC(A) WITH WITHLPAR with_items(L) COMMA RPAR COLON suite(B). {
  S = ps_with(ps, A, L, B); S->flags |= AST_ASYNC;
}
with_items(L) ::= with_item(I). { L = list1(ps, I); }
with_items(L) ::= with_items(L0) COMMA with_item(I). { L = L0; ps_push(ps, &L, I); }
with_item(I) ::= test(E). { I = NODEA(E_WITHITEM, E); I->a = E; end_ast(I, E); }
with_item(I) ::= test(E) AS expr(T). {
  I = NODEA(E_WITHITEM, E); I->a = E; I->b = T; end_ast(I, T);
  ps_check_target(ps, T, 3);
}

/* ---------------- match statement (PEP 634) ----------------
** Patterns have their own nonterminals; what a pattern may not be (a
** starred subject, `_` as a target, positional after keyword patterns)
** is checked in the actions, the compiler checks the rest (bindings,
** irrefutability, duplicate keys) as CPython's compiler does. */
compound_stmt(S) ::= MATCH(K) subject(E) COLON NEWLINE INDENT case_blocks(L) DEDENT. {
  S = NODE(S_MATCH, K); S->a = E; S->l1 = L; end_list(S, &L);
}
subject(E) ::= tse(A). {
  E = A;
  if (A->kind == E_STARRED)   /* CPython stops at the ':' after `match *a` */
    ps_error_at(ps, ps->curtok.line, ps->curtok.col, ps->curtok.end_line,
                ps->curtok.end_col, "invalid syntax");
}
subject(E) ::= test(A) COLONEQUAL test(B). { E = ps_walrus(ps, A, B); }
case_blocks(L) ::= case_block(C). { L = list1(ps, C); }
case_blocks(L) ::= case_blocks(L0) case_block(C). { L = L0; ps_push(ps, &L, C); }
case_block(C) ::= CASE(K) patterns(P) COLON suite(B). {
  C = NODE(P_CASE, K); C->a = P; C->l1 = B; end_list(C, &B);
}
case_block(C) ::= CASE(K) patterns(P) IF namedexpr_test(G) COLON suite(B). {
  C = NODE(P_CASE, K); C->a = P; C->b = G; C->l1 = B; end_list(C, &B);
}

/* patterns: a pattern, or an open sequence (a, *b) without brackets */
patterns(P) ::= pattern(A). { P = A; }
patterns(P) ::= mstar(A) COMMA(C). {
  P = NODEA(P_SEQUENCE, A); P->l1 = list1(ps, A); end_tok(P, C);
}
patterns(P) ::= pitems(L). { P = NODEA(P_SEQUENCE, L.items[0]); P->l1 = L; end_list(P, &L); }
patterns(P) ::= pitems(L) COMMA(C). { P = NODEA(P_SEQUENCE, L.items[0]); P->l1 = L; end_tok(P, C); }
/* pitems: two or more sequence items */
pitems(L) ::= mstar(A) COMMA mstar(B). { L = list1(ps, A); ps_push(ps, &L, B); }
pitems(L) ::= pitems(L0) COMMA mstar(B). { L = L0; ps_push(ps, &L, B); }
mstar(P) ::= pattern(A). { P = A; }
mstar(P) ::= STAR(S) NAME(N). {
  P = NODE(P_STAR, S); end_tok(P, N);
  if (N.len != 1 || N.u.p[0] != '_') P->s = tok_str(ps, N);
}

pattern(P) ::= or_pattern(A). { P = A; }
pattern(P) ::= or_pattern(A) AS NAME(N). {
  P = NODEA(P_AS, A); P->a = A; end_tok(P, N);
  if (N.len == 1 && N.u.p[0] == '_')
    ps_error_at(ps, N.line, N.col, N.line, N.col + 1, "cannot use '_' as a target");
  else P->s = tok_str(ps, N);
}
or_pattern(P) ::= closed_pattern(A). { P = A; }
or_pattern(P) ::= p_orlist(A). { P = A; }
p_orlist(P) ::= closed_pattern(A) VBAR closed_pattern(B). {
  P = NODEA(P_OR, A); P->l1 = list1(ps, A); ps_push(ps, &P->l1, B); end_ast(P, B);
}
p_orlist(P) ::= p_orlist(P0) VBAR closed_pattern(B). { P = P0; ps_push(ps, &P->l1, B); end_ast(P, B); }

closed_pattern(P) ::= literal(A). { P = pat_literal(ps, A); }
closed_pattern(P) ::= dotted(D). {
  if (D->kind == E_NAME) {
    P = NODEA(P_AS, D); end_ast(P, D);
    if (!(D->slen == 1 && D->s[0] == '_')) P->s = D->s;
  } else {
    P = NODEA(P_VALUE, D); P->a = D; end_ast(P, D);
  }
}
closed_pattern(P) ::= LPAR pattern(A) RPAR. { P = A; }
closed_pattern(P) ::= LPAR(L) RPAR(R). { P = NODE(P_SEQUENCE, L); end_tok(P, R); }
closed_pattern(P) ::= LPAR(L) mstar(A) COMMA RPAR(R). {
  P = NODE(P_SEQUENCE, L); P->l1 = list1(ps, A); end_tok(P, R);
}
closed_pattern(P) ::= LPAR(L) pitems(I) RPAR(R). { P = NODE(P_SEQUENCE, L); P->l1 = I; end_tok(P, R); }
closed_pattern(P) ::= LPAR(L) pitems(I) COMMA RPAR(R). { P = NODE(P_SEQUENCE, L); P->l1 = I; end_tok(P, R); }
closed_pattern(P) ::= LSQB(L) RSQB(R). { P = NODE(P_SEQUENCE, L); end_tok(P, R); }
closed_pattern(P) ::= LSQB(L) mstar(A) RSQB(R). { P = NODE(P_SEQUENCE, L); P->l1 = list1(ps, A); end_tok(P, R); }
closed_pattern(P) ::= LSQB(L) mstar(A) COMMA RSQB(R). {
  P = NODE(P_SEQUENCE, L); P->l1 = list1(ps, A); end_tok(P, R);
}
closed_pattern(P) ::= LSQB(L) pitems(I) RSQB(R). { P = NODE(P_SEQUENCE, L); P->l1 = I; end_tok(P, R); }
closed_pattern(P) ::= LSQB(L) pitems(I) COMMA RSQB(R). { P = NODE(P_SEQUENCE, L); P->l1 = I; end_tok(P, R); }
closed_pattern(P) ::= LBRACE(L) RBRACE(R). { P = NODE(P_MAPPING, L); end_tok(P, R); }
closed_pattern(P) ::= LBRACE(L) mitems(M) RBRACE(R). { P = M; P->line = L.line; P->col = L.col; end_tok(P, R); }
closed_pattern(P) ::= LBRACE(L) mitems(M) COMMA RBRACE(R). { P = M; P->line = L.line; P->col = L.col; end_tok(P, R); }
closed_pattern(P) ::= dotted(D) LPAR RPAR(R). { P = NODEA(P_CLASS, D); P->a = D; end_tok(P, R); }
closed_pattern(P) ::= dotted(D) LPAR cargs(A) RPAR(R). {
  P = A; P->kind = P_CLASS; P->a = D; P->line = D->line; P->col = D->col; end_tok(P, R);
}
closed_pattern(P) ::= dotted(D) LPAR cargs(A) COMMA RPAR(R). {
  P = A; P->kind = P_CLASS; P->a = D; P->line = D->line; P->col = D->col; end_tok(P, R);
}

/* literal: a MatchValue's or a mapping key's expression */
literal(E) ::= number(A). { E = A; }
literal(E) ::= number(A) PLUS number(B). { E = pat_complex(ps, A, BIN_ADD, B); }
literal(E) ::= number(A) MINUS number(B). { E = pat_complex(ps, A, BIN_SUB, B); }
literal(E) ::= STRING(S). { E = S.u.ast; }
literal(E) ::= NONE(K). { E = NODE(E_NONE, K); end_tok(E, K); }
literal(E) ::= TRUE(K). { E = NODE(E_TRUE, K); end_tok(E, K); }
literal(E) ::= FALSE(K). { E = NODE(E_FALSE, K); end_tok(E, K); }
number(E) ::= INT(N). { E = name_node(ps, N); E->kind = E_INT; }
number(E) ::= FLOAT(N). { E = name_node(ps, N); E->kind = E_FLOAT; }
number(E) ::= MINUS(K) INT(N). {
  Ast *a = name_node(ps, N); a->kind = E_INT;
  E = NODE(E_UNARY, K); E->op = UN_NEG; E->a = a; end_ast(E, a);
}
number(E) ::= MINUS(K) FLOAT(N). {
  Ast *a = name_node(ps, N); a->kind = E_FLOAT;
  E = NODE(E_UNARY, K); E->op = UN_NEG; E->a = a; end_ast(E, a);
}
/* dotted: a NAME (capture, wildcard or class) or an E_ATTR chain */
dotted(E) ::= NAME(N). { E = name_node(ps, N); }
dotted(E) ::= dotted(A) DOT NAME(N). {
  E = NODEA(E_ATTR, A); E->a = A; E->s = tok_str(ps, N); E->slen = (size_t)N.len; end_tok(E, N);
}

/* mitems: a P_MAPPING being filled; **rest must come last */
mitems(M) ::= mitem(I). { M = I; }
mitems(M) ::= mitems(M0) COMMA mitem(I). {
  M = M0;
  if (M->s) pat_rest_not_last(ps, M);
  else if (I->s) M->s = I->s;
  else { ps_push(ps, &M->l1, I->l1.items[0]); ps_push(ps, &M->l2, I->l2.items[0]); }
  M->end_line = I->end_line; M->end_col = I->end_col;
}
mitem(M) ::= literal(K) COLON pattern(P). {
  M = NODEA(P_MAPPING, K); ps_push(ps, &M->l1, K); ps_push(ps, &M->l2, P); end_ast(M, P);
}
mitem(M) ::= dotted(K) COLON pattern(P). {
  M = NODEA(P_MAPPING, K); ps_push(ps, &M->l1, K); ps_push(ps, &M->l2, P); end_ast(M, P);
  if (K->kind == E_NAME) ps_error_at(ps, K->end_line, K->end_col, K->end_line, K->end_col + 1, "invalid syntax");
}
mitem(M) ::= DOUBLESTAR(S) NAME(N). {
  M = NODE(P_MAPPING, S); end_tok(M, N); M->op = 1;
  if (N.len == 1 && N.u.p[0] == '_') ps_error_at(ps, N.line, N.col, N.line, N.col + 1, "invalid syntax");
  else M->s = tok_str(ps, N);
}

/* cargs: a P_CLASS being filled (its class is set by closed_pattern) */
cargs(A) ::= carg(I). { A = I; }
cargs(A) ::= cargs(A0) COMMA carg(I). {
  A = A0;
  if (I->l3.n) { append_all(ps, &A->l2, &I->l2); append_all(ps, &A->l3, &I->l3); }
  else if (A->l3.n) {
    Ast *p = I->l1.items[0];
    ps_error_at(ps, p->line, p->col, p->end_line, p->end_col, "positional patterns follow keyword patterns");
  } else append_all(ps, &A->l1, &I->l1);
}
carg(A) ::= pattern(P). { A = NODEA(P_CLASS, P); A->l1 = list1(ps, P); }
carg(A) ::= NAME(N) EQUAL pattern(P). {
  A = NODE(P_CLASS, N); A->l2 = list1(ps, P); A->l3 = list1(ps, name_node(ps, N));
}

compound_stmt(S) ::= funcdef(F). { S = F; }
compound_stmt(S) ::= ASYNC(A) funcdef(F). {
  S = F; S->flags |= AST_ASYNC; S->line = A.line; S->col = A.col;
}
compound_stmt(S) ::= classdef(C). { S = C; }
compound_stmt(S) ::= decorators(D) funcdef(F). { S = F; S->l3 = D; }
compound_stmt(S) ::= decorators(D) ASYNC(A) funcdef(F). {
  S = F; S->l3 = D; S->flags |= AST_ASYNC; S->line = A.line; S->col = A.col;
}
compound_stmt(S) ::= decorators(D) classdef(C). { S = C; S->l3 = D; }
decorators(L) ::= AT namedexpr_test(E) NEWLINE. { L = list1(ps, E); }
decorators(L) ::= decorators(L0) AT namedexpr_test(E) NEWLINE. { L = L0; ps_push(ps, &L, E); }

funcdef(F) ::= DEF(K) NAME(N) LPAR params(P) RPAR ret_ann(R) COLON suite(B). {
  Ast *pl = ps_params_done(ps, P, 0);
  F = NODE(S_DEF, K); F->s = tok_str(ps, N); F->l1 = pl->l1; F->b = R;
  F->l2 = B; end_list(F, &B);
}
ret_ann(R) ::= . { R = NULL; }
ret_ann(R) ::= RARROW test(E). { R = E; }

/* params: a holder E_LAMBDA whose l1 collects E_ARG items in order,
** including markers for '/' and a bare '*' (ps_params_done resolves). */
params(P) ::= . { P = ps_node(ps, E_LAMBDA, 0, 0); }
params(P) ::= plist(P0). { P = P0; }
params(P) ::= plist(P0) COMMA. { P = P0; }
plist(P) ::= param(A). { P = ps_param_add(ps, ps_node(ps, E_LAMBDA, 0, 0), A); }
plist(P) ::= plist(P0) COMMA param(A). { P = ps_param_add(ps, P0, A); }
param(A) ::= NAME(N) pann(T) pdef(D). {
  A = NODE(E_ARG, N); A->s = tok_str(ps, N); A->op = ARG_NORMAL; A->b = T; A->a = D;
  if (T) end_ast(A, T); else end_tok(A, N);
}
param(A) ::= STAR NAME(N) pann(T) pdef(D). {
  A = NODE(E_ARG, N); A->s = tok_str(ps, N); A->op = ARG_VARARGS; A->b = T; A->a = D;
  if (T) end_ast(A, T); else end_tok(A, N);
}
param(A) ::= DOUBLESTAR NAME(N) pann(T) pdef(D). {
  A = NODE(E_ARG, N); A->s = tok_str(ps, N); A->op = ARG_VARKW; A->b = T; A->a = D;
  if (T) end_ast(A, T); else end_tok(A, N);
}
param(A) ::= STAR(S). { A = NODE(E_ARG, S); A->op = 200; end_tok(A, S); }
param(A) ::= SLASH(S). { A = NODE(E_ARG, S); A->op = 201; end_tok(A, S); }
pann(T) ::= . { T = NULL; }
pann(T) ::= COLON test(E). { T = E; }
pdef(D) ::= . { D = NULL; }
pdef(D) ::= EQUAL test(E). { D = E; }

lparams(P) ::= lplist(P0). { P = P0; }
lparams(P) ::= lplist(P0) COMMA. { P = P0; }
lplist(P) ::= lparam(A). { P = ps_param_add(ps, ps_node(ps, E_LAMBDA, 0, 0), A); }
lplist(P) ::= lplist(P0) COMMA lparam(A). { P = ps_param_add(ps, P0, A); }
lparam(A) ::= NAME(N) pdef(D). {
  A = NODE(E_ARG, N); A->s = tok_str(ps, N); A->op = ARG_NORMAL; A->a = D; end_tok(A, N);
}
lparam(A) ::= STAR NAME(N) pdef(D). {
  A = NODE(E_ARG, N); A->s = tok_str(ps, N); A->op = ARG_VARARGS; A->a = D; end_tok(A, N);
}
lparam(A) ::= DOUBLESTAR NAME(N) pdef(D). {
  A = NODE(E_ARG, N); A->s = tok_str(ps, N); A->op = ARG_VARKW; A->a = D; end_tok(A, N);
}
lparam(A) ::= STAR(S). { A = NODE(E_ARG, S); A->op = 200; end_tok(A, S); }
lparam(A) ::= SLASH(S). { A = NODE(E_ARG, S); A->op = 201; end_tok(A, S); }

classdef(C) ::= CLASS(K) NAME(N) COLON suite(B). {
  C = NODE(S_CLASS, K); C->s = tok_str(ps, N); C->l2 = B; end_list(C, &B);
}
classdef(C) ::= CLASS(K) NAME(N) LPAR RPAR COLON suite(B). {
  C = NODE(S_CLASS, K); C->s = tok_str(ps, N); C->l2 = B; end_list(C, &B);
}
classdef(C) ::= CLASS(K) NAME(N) LPAR arglist(A) RPAR(R) COLON suite(B). {
  Ast *call = ps_class_args(ps, name_node(ps, N), A, R);
  C = NODE(S_CLASS, K); C->s = tok_str(ps, N); C->l2 = B; end_list(C, &B);
  C->l1 = call->l1; append_all(ps, &C->l1, &call->l2);
}
classdef(C) ::= CLASS(K) NAME(N) LPAR arglist(A) COMMA RPAR(R) COLON suite(B). {
  Ast *call = ps_class_args(ps, name_node(ps, N), A, R);
  C = NODE(S_CLASS, K); C->s = tok_str(ps, N); C->l2 = B; end_list(C, &B);
  C->l1 = call->l1; append_all(ps, &C->l1, &call->l2);
}

/* ---------------- expressions ---------------- */

/* tse: testlist_star_expr, a tuple without parentheses */
tse(E) ::= test(A). { E = A; }
tse(E) ::= star_expr(A). { E = A; }
tse(E) ::= tstar(A) COMMA(C). { E = tuple_of(ps, list1(ps, A), A); end_tok(E, C); }
tse(E) ::= tstar_list(L). { E = tuple_of(ps, L, L.items[0]); }
tse(E) ::= tstar_list(L) COMMA(C). { E = tuple_of(ps, L, L.items[0]); end_tok(E, C); }
tstar_list(L) ::= tstar(A) COMMA tstar(B). { L = list1(ps, A); ps_push(ps, &L, B); }
tstar_list(L) ::= tstar_list(L0) COMMA tstar(B). { L = L0; ps_push(ps, &L, B); }
tstar(E) ::= test(A). { E = A; }
tstar(E) ::= star_expr(A). { E = A; }

tse_or_yield(E) ::= tse(A). { E = A; }
tse_or_yield(E) ::= yield_expr(A). { E = A; }

yield_expr(E) ::= YIELD(K). { E = NODE(E_YIELD, K); end_tok(E, K); }
yield_expr(E) ::= YIELD(K) tse(A). { E = NODE(E_YIELD, K); E->a = A; end_ast(E, A); }
yield_expr(E) ::= YIELD(K) FROM test(A). { E = NODE(E_YIELDFROM, K); E->a = A; end_ast(E, A); }

star_expr(E) ::= STAR(S) expr(A). { E = starred(ps, S, A); }

/* exprlist: for/del targets (no comparisons: `in` ends them) */
exprlist(E) ::= xstar(A). { E = A; }
exprlist(E) ::= xstar(A) COMMA(C). { E = tuple_of(ps, list1(ps, A), A); end_tok(E, C); }
exprlist(E) ::= exprlist_c(L). { E = tuple_of(ps, L, L.items[0]); }
exprlist(E) ::= exprlist_c(L) COMMA(C). { E = tuple_of(ps, L, L.items[0]); end_tok(E, C); }
exprlist_c(L) ::= xstar(A) COMMA xstar(B). { L = list1(ps, A); ps_push(ps, &L, B); }
exprlist_c(L) ::= exprlist_c(L0) COMMA xstar(B). { L = L0; ps_push(ps, &L, B); }
xstar(E) ::= expr(A). { E = A; }
xstar(E) ::= star_expr(A). { E = A; }

namedexpr_test(E) ::= test(A). { E = A; }
namedexpr_test(E) ::= test(A) COLONEQUAL test(B). { E = ps_walrus(ps, A, B); }

test(E) ::= expr(A). { E = A; }
test(E) ::= or_ops(A). { E = A; }
test(E) ::= or_test(A) IF or_test(T) ELSE test(B). {
  E = NODEA(E_IFEXP, A); E->a = T; E->b = A; E->c = B; end_ast(E, B);
}
test(E) ::= lambdef(A). { E = A; }
lambdef(E) ::= LAMBDA(K) COLON test(B). {
  E = NODE(E_LAMBDA, K); E->a = B; end_ast(E, B);
}
lambdef(E) ::= LAMBDA(K) lparams(P) COLON test(B). {
  Ast *pl = ps_params_done(ps, P, 1);
  E = NODE(E_LAMBDA, K); E->l1 = pl->l1; E->a = B; end_ast(E, B);
}

/* or_test: `or`, `and` and `not` over comparisons, one nonterminal whose
** precedence declarations (above) order the three; `a or b or c` is one
** BoolOp, so a left operand that is an unparenthesized BoolOp of the same
** operator (one just built here) takes the next value. */
or_test(E) ::= expr(A). { E = A; }
or_test(E) ::= or_ops(A). { E = A; }
or_ops(E) ::= comp_chain(A). { E = A; }
or_ops(E) ::= or_test(A) OR or_test(B). { E = boolop(ps, BOOL_OR, A, B); }
or_ops(E) ::= or_test(A) AND or_test(B). { E = boolop(ps, BOOL_AND, A, B); }
or_ops(E) ::= NOT(K) or_test(A). { E = NODE(E_UNARY, K); E->op = UN_NOT; E->a = A; end_ast(E, A); }
comp_chain(E) ::= expr(A) comp_op(O) expr(B). {
  Ast *c = NODEA(E_CMPOP, B);
  c->op = (uint8_t)O; c->a = B; end_ast(c, B);
  E = NODEA(E_COMPARE, A); E->a = A; E->l1 = list1(ps, c); end_ast(E, B);
}
comp_chain(E) ::= comp_chain(E0) comp_op(O) expr(B). {
  Ast *c = NODEA(E_CMPOP, B);
  c->op = (uint8_t)O; c->a = B; end_ast(c, B);
  E = E0; ps_push(ps, &E->l1, c); end_ast(E, B);
}
comp_op(O) ::= LESS. { O = CMP_LT; }
comp_op(O) ::= GREATER. { O = CMP_GT; }
comp_op(O) ::= EQEQUAL. { O = CMP_EQ; }
comp_op(O) ::= GREATEREQUAL. { O = CMP_GE; }
comp_op(O) ::= LESSEQUAL. { O = CMP_LE; }
comp_op(O) ::= NOTEQUAL. { O = CMP_NE; }
comp_op(O) ::= IN. { O = CMP_IN; }
comp_op(O) ::= NOT IN. { O = CMP_NOTIN; }
comp_op(O) ::= IS. { O = CMP_IS; }
comp_op(O) ::= IS NOT. { O = CMP_ISNOT; }

/* expr: the bitwise, shift, arithmetic, unary and power levels and the
** trailers (attribute, call, subscript) in one nonterminal ordered by the
** precedence declarations, so a name or a literal reduces to expr in one
** step instead of one per level.  Unary operators bind as tightly as TILDE
** and looser than `**` (`-a ** b` is -(a ** b)); `**` is right
** associative; trailers bind tightest (`-a.b` is -(a.b)).  An await's
** operand is a primary (CPython's await_primary: `await -a` is an
** error), which has the trailers again. */
expr(E) ::= atom(A). { E = A; }
expr(E) ::= NAME(N). { E = name_node(ps, N); }
expr(E) ::= INT(N). { E = num_node(ps, N, E_INT); }
expr(E) ::= FLOAT(N). { E = num_node(ps, N, E_FLOAT); }
expr(E) ::= STRING(S). { E = S.u.ast; }
expr(E) ::= NONE(K). { E = const_node(ps, E_NONE, K); }
expr(E) ::= TRUE(K). { E = const_node(ps, E_TRUE, K); }
expr(E) ::= FALSE(K). { E = const_node(ps, E_FALSE, K); }
expr(E) ::= ELLIPSIS(K). { E = const_node(ps, E_ELLIPSIS, K); }
expr(E) ::= expr(A) DOT NAME(N). { E = attr_node(ps, A, N); }
expr(E) ::= expr(A) LPAR RPAR(R). { E = ps_call_done(ps, A, NULL, R); }
expr(E) ::= expr(A) LPAR arglist(L) RPAR(R). { E = ps_call_done(ps, A, L, R); }
expr(E) ::= expr(A) LPAR arglist(L) COMMA RPAR(R). { E = ps_call_done(ps, A, L, R); }
expr(E) ::= expr(A) LSQB subscripts(S) RSQB(R). { E = subscript_node(ps, A, S, R); }
expr(E) ::= AWAIT(K) primary(A). { E = NODE(E_AWAIT, K); E->a = A; end_ast(E, A); }
expr(E) ::= expr(A) VBAR expr(B). { E = bin(ps, BIN_BITOR, A, B); }
expr(E) ::= expr(A) CIRCUMFLEX expr(B). { E = bin(ps, BIN_BITXOR, A, B); }
expr(E) ::= expr(A) AMPER expr(B). { E = bin(ps, BIN_BITAND, A, B); }
expr(E) ::= expr(A) LEFTSHIFT expr(B). { E = bin(ps, BIN_LSHIFT, A, B); }
expr(E) ::= expr(A) RIGHTSHIFT expr(B). { E = bin(ps, BIN_RSHIFT, A, B); }
expr(E) ::= expr(A) PLUS expr(B). { E = bin(ps, BIN_ADD, A, B); }
expr(E) ::= expr(A) MINUS expr(B). { E = bin(ps, BIN_SUB, A, B); }
expr(E) ::= expr(A) STAR expr(B). { E = bin(ps, BIN_MUL, A, B); }
expr(E) ::= expr(A) SLASH expr(B). { E = bin(ps, BIN_TRUEDIV, A, B); }
expr(E) ::= expr(A) PERCENT expr(B). { E = bin(ps, BIN_MOD, A, B); }
expr(E) ::= expr(A) DOUBLESLASH expr(B). { E = bin(ps, BIN_FLOORDIV, A, B); }
expr(E) ::= expr(A) AT expr(B). { E = bin(ps, BIN_MATMUL, A, B); }
expr(E) ::= PLUS(K) expr(A). [TILDE] { E = NODE(E_UNARY, K); E->op = UN_POS; E->a = A; end_ast(E, A); }
expr(E) ::= MINUS(K) expr(A). [TILDE] { E = NODE(E_UNARY, K); E->op = UN_NEG; E->a = A; end_ast(E, A); }
expr(E) ::= TILDE(K) expr(A). { E = NODE(E_UNARY, K); E->op = UN_INVERT; E->a = A; end_ast(E, A); }
expr(E) ::= expr(A) DOUBLESTAR expr(B). { E = bin(ps, BIN_POW, A, B); }

primary(E) ::= atom(A). { E = A; }
primary(E) ::= NAME(N). { E = name_node(ps, N); }
primary(E) ::= INT(N). { E = num_node(ps, N, E_INT); }
primary(E) ::= FLOAT(N). { E = num_node(ps, N, E_FLOAT); }
primary(E) ::= STRING(S). { E = S.u.ast; }
primary(E) ::= NONE(K). { E = const_node(ps, E_NONE, K); }
primary(E) ::= TRUE(K). { E = const_node(ps, E_TRUE, K); }
primary(E) ::= FALSE(K). { E = const_node(ps, E_FALSE, K); }
primary(E) ::= ELLIPSIS(K). { E = const_node(ps, E_ELLIPSIS, K); }
primary(E) ::= primary(A) DOT NAME(N). { E = attr_node(ps, A, N); }
primary(E) ::= primary(A) LPAR RPAR(R). { E = ps_call_done(ps, A, NULL, R); }
primary(E) ::= primary(A) LPAR arglist(L) RPAR(R). { E = ps_call_done(ps, A, L, R); }
primary(E) ::= primary(A) LPAR arglist(L) COMMA RPAR(R). { E = ps_call_done(ps, A, L, R); }
primary(E) ::= primary(A) LSQB subscripts(S) RSQB(R). { E = subscript_node(ps, A, S, R); }

arglist(L) ::= argument(A). { L = ps_call_add(ps, ps_node(ps, E_CALL, 0, 0), A); }
arglist(L) ::= arglist(L0) COMMA argument(A). { L = ps_call_add(ps, L0, A); }
argument(A) ::= test(E). { A = E; }
argument(A) ::= test(E) COLONEQUAL test(B). { A = ps_walrus(ps, E, B); }
argument(A) ::= namedexpr_test(E) comp_fors(G). {
  Tok t;
  t.u.p = NULL; t.len = 0; t.line = E->line; t.col = E->col;
  A = comp(ps, E_GENEXP, t, E, G, t);
  end_ast(A, G.items[G.n - 1]);
  A->op = 1;  /* unparenthesized: only valid as the sole argument */
}
argument(A) ::= STAR(S) test(E). { A = starred(ps, S, E); }
argument(A) ::= DOUBLESTAR(S) test(E). { A = NODE(E_KEYWORD, S); A->a = E; end_ast(A, E); }
argument(A) ::= test(N) EQUAL(Q) test(E). { A = ps_kwarg(ps, N, Q, E); }

subscripts(S) ::= subitem(A). {
  S = A;
  if (A->kind == E_STARRED) S = tuple_of(ps, list1(ps, A), A);
}
subscripts(S) ::= subitem(A) COMMA(C). { S = tuple_of(ps, list1(ps, A), A); end_tok(S, C); }
subscripts(S) ::= sublist(L). { S = tuple_of(ps, L, L.items[0]); }
subscripts(S) ::= sublist(L) COMMA(C). { S = tuple_of(ps, L, L.items[0]); end_tok(S, C); }
sublist(L) ::= subitem(A) COMMA subitem(B). { L = list1(ps, A); ps_push(ps, &L, B); }
sublist(L) ::= sublist(L0) COMMA subitem(B). { L = L0; ps_push(ps, &L, B); }
subitem(E) ::= namedexpr_test(A). { E = A; }
subitem(E) ::= star_expr(A). { E = A; }
subitem(E) ::= slice(A). { E = A; }
slice(E) ::= opt_test(A) COLON(C) opt_test(B). {
  E = A ? NODEA(E_SLICE, A) : NODE(E_SLICE, C);
  E->a = A; E->b = B;
  if (B) end_ast(E, B); else end_tok(E, C);
}
slice(E) ::= opt_test(A) COLON(C) opt_test(B) COLON(D) opt_test(S). {
  E = A ? NODEA(E_SLICE, A) : NODE(E_SLICE, C);
  E->a = A; E->b = B; E->c = S;
  if (S) end_ast(E, S); else end_tok(E, D);
}
opt_test(E) ::= . { E = NULL; }
opt_test(E) ::= test(A). { E = A; }

comp_fors(L) ::= comp_for(C). { L = list1(ps, C); }
comp_fors(L) ::= comp_fors(L0) comp_for(C). { L = L0; ps_push(ps, &L, C); }
comp_fors(L) ::= comp_fors(L0) IF or_test(T). {
  L = L0; ps_push(ps, &L.items[L.n - 1]->l1, T); end_ast(L.items[L.n - 1], T);
}
comp_for(C) ::= FOR(K) exprlist(T) IN or_test(I). {
  C = NODE(E_COMPFOR, K); C->a = T; C->b = I; end_ast(C, I);
  ps_check_target(ps, T, 3);
}
comp_for(C) ::= ASYNC(K) FOR exprlist(T) IN or_test(I). {
  C = NODE(E_COMPFOR, K); C->a = T; C->b = I; C->flags |= AST_ASYNC; end_ast(C, I);
  ps_check_target(ps, T, 3);
}

/* atom: the bracketed forms (names and literals are expr's and
** primary's own rules) */
atom(E) ::= LPAR(L) RPAR(R). { E = seq(ps, E_TUPLE, L, list0(), R); E->flags |= AST_PAREN; }
atom(E) ::= LPAR(L) yield_expr(A) RPAR(R). { E = paren(ps, A, L, R); }
atom(E) ::= LPAR(L) namedexpr_test(A) RPAR(R). { E = paren(ps, A, L, R); }
atom(E) ::= LPAR(L) star_expr(A) RPAR(R). { E = ps_no_star(ps, paren(ps, A, L, R)); }
atom(E) ::= LPAR(L) slist(I) RPAR(R). { E = seq(ps, E_TUPLE, L, I, R); E->flags |= AST_PAREN; }
atom(E) ::= LPAR(L) slist(I) sitem(A) RPAR(R). {
  ps_push(ps, &I, A); E = seq(ps, E_TUPLE, L, I, R); E->flags |= AST_PAREN;
}
atom(E) ::= LPAR(L) namedexpr_test(A) comp_fors(G) RPAR(R). {
  E = comp(ps, E_GENEXP, L, A, G, R); E->flags |= AST_PAREN;
}

atom(E) ::= LSQB(L) RSQB(R). { E = seq(ps, E_LIST, L, list0(), R); }
atom(E) ::= LSQB(L) sitem(A) RSQB(R). { E = seq(ps, E_LIST, L, list1(ps, A), R); }
atom(E) ::= LSQB(L) slist(I) RSQB(R). { E = seq(ps, E_LIST, L, I, R); }
atom(E) ::= LSQB(L) slist(I) sitem(A) RSQB(R). { ps_push(ps, &I, A); E = seq(ps, E_LIST, L, I, R); }
atom(E) ::= LSQB(L) namedexpr_test(A) comp_fors(G) RSQB(R). { E = comp(ps, E_LISTCOMP, L, A, G, R); }

atom(E) ::= LBRACE(L) RBRACE(R). { E = seq(ps, E_DICT, L, list0(), R); }
atom(E) ::= LBRACE(L) sitem(A) RBRACE(R). { E = seq(ps, E_SET, L, list1(ps, A), R); }
atom(E) ::= LBRACE(L) slist(I) RBRACE(R). { E = seq(ps, E_SET, L, I, R); }
atom(E) ::= LBRACE(L) slist(I) sitem(A) RBRACE(R). { ps_push(ps, &I, A); E = seq(ps, E_SET, L, I, R); }
atom(E) ::= LBRACE(L) namedexpr_test(A) comp_fors(G) RBRACE(R). { E = comp(ps, E_SETCOMP, L, A, G, R); }
atom(E) ::= LBRACE(L) dict_list(D) RBRACE(R). { E = D; E->line = L.line; E->col = L.col; end_tok(E, R); }
atom(E) ::= LBRACE(L) dict_list(D) COMMA RBRACE(R). { E = D; E->line = L.line; E->col = L.col; end_tok(E, R); }
atom(E) ::= LBRACE(L) test(K) COLON test(V) comp_fors(G) RBRACE(R). {
  E = comp(ps, E_DICTCOMP, L, K, G, R); E->b = V;
}
/* dict_list: an E_DICT being filled */
dict_list(D) ::= dict_item(I). { D = I; }
dict_list(D) ::= dict_list(D0) COMMA dict_item(I). {
  D = D0; ps_push(ps, &D->l1, I->l1.items[0]); ps_push(ps, &D->l2, I->l2.items[0]);
}
dict_item(D) ::= test(K) COLON test(V). {
  D = NODEA(E_DICT, K); ps_push(ps, &D->l1, K); ps_push(ps, &D->l2, V);
}
dict_item(D) ::= DOUBLESTAR(S) expr(V). {
  D = NODE(E_DICT, S); ps_push(ps, &D->l1, NULL); ps_push(ps, &D->l2, V);
}

/* slist: star_named_expressions, each followed by a comma */
slist(L) ::= sitem(A) COMMA. { L = list1(ps, A); }
slist(L) ::= slist(L0) sitem(A) COMMA. { L = L0; ps_push(ps, &L, A); }
sitem(E) ::= namedexpr_test(A). { E = A; }
sitem(E) ::= star_expr(A). { E = A; }

%code {
size_t gr_parser_size(void) { return sizeof(yyParser); }

/* lemon's malloc and realloc of the stack (above): n bytes from the
** scratch arena holding the old entries; NULL past GR_STACK_MAX entries
** (lemon's overflow) and when memory runs out (then ps_oom first, so the
** parse fails as out of memory, not as too deeply nested). */
static void *gr_grow(void *parser, void *old, size_t n) {
  yyParser *yp = parser;
  yyStackEntry *s;
  if (n > GR_STACK_MAX * sizeof *s) return NULL;
  s = arena_alloc_raw(yp->ps->scratch, n);
  if (s == NULL) ps_oom(yp->ps);
  else if (old) memcpy(s, old, (size_t)yp->yystksz * sizeof *s);
  return s;
}

/* BtParseInit for a parser that has parsed before in this scratch arena:
** it keeps the stack it grew and starts over at state 0. */
void gr_restart(void *parser, PState *ps) {
  yyParser *yp = parser;
  yp->ps = ps;
  yp->yytos = yp->yystack;
  yp->yystack[0].stateno = 0;
  yp->yystack[0].major = 0;
}

/* Replay the LR automaton on a copy of the state stack: reduce as the
** parser would, and report whether `code` is finally shifted. */
int gr_accepts(void *parser, int code) {
  yyParser *yp = parser;
  YYACTIONTYPE st[GR_STACK_MAX + 2];
  int top = (int)(yp->yytos - yp->yystack), i;
  for (i = 0; i <= top; i++) st[i] = yp->yystack[i].stateno;
  for (;;) {
    YYACTIONTYPE act = yy_find_shift_action((YYCODETYPE)code, st[top]);
    if (act >= YY_MIN_REDUCE && act <= YY_MAX_REDUCE) {
      unsigned rule = (unsigned)(act - YY_MIN_REDUCE);
      top += yyRuleInfoNRhs[rule];
      if (top < 0 || top + 1 > GR_STACK_MAX) return 0;
      st[top + 1] = yy_find_reduce_action(st[top], yyRuleInfoLhs[rule]);
      top++;
    } else if (act <= YY_MAX_SHIFTREDUCE || act == YY_ACCEPT_ACTION) {
      return 1;
    } else {
      return 0;
    }
  }
}
}
