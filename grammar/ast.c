/*
** ast.c - node and list allocation in the arena, and the S-expression dump
** used by tests and tools/astdump.
**
** Lists grow by doubling into fresh arena blocks; the old item array is
** left to the arena (freed with the tree), so a list of n items costs at
** most 2n pointers of dead space.
*/
#include <string.h>
#include "ast.h"

/* (zeroed here, where the size is known: the stores are inlined, which
** a call to arena_alloc's memset is not) */
Ast *ast_new(Arena *arena, int kind, int line, int col) {
  Ast *n = arena_alloc_raw(arena, sizeof(Ast));
  if (!n) return NULL;
  memset(n, 0, sizeof *n);
  n->kind = (uint8_t)kind;
  n->line = n->end_line = line;
  n->col = n->end_col = col;
  return n;
}

int ast_list_push(Arena *arena, AstList *l, Ast *item) {
  if (l->n == l->cap) {
    size_t cap = mem_grow_cap((size_t)l->cap, (size_t)l->n + 1, sizeof(Ast *));
    Ast **items;
    if (cap == 0 || cap > (size_t)1 << 30) return -1;
    items = arena_alloc_raw(arena, cap * sizeof(Ast *));   /* [n, cap) unread */
    if (!items) return -1;
    if (l->n) memcpy(items, l->items, (size_t)l->n * sizeof(Ast *));
    l->items = items;
    l->cap = (int)cap;
  }
  l->items[l->n++] = item;
  return 0;
}

static const char *const ast_kind_names[AST__COUNT] = {
  [E_NAME] = "Name", [E_INT] = "Int", [E_FLOAT] = "Float", [E_STR] = "Str",
  [E_JOINEDSTR] = "JoinedStr", [E_FORMATTED] = "Formatted",
  [E_NONE] = "None", [E_TRUE] = "True", [E_FALSE] = "False",
  [E_ELLIPSIS] = "Ellipsis", [E_BINOP] = "BinOp", [E_UNARY] = "Unary",
  [E_BOOLOP] = "BoolOp", [E_COMPARE] = "Compare", [E_CMPOP] = "CmpOp",
  [E_IFEXP] = "IfExp", [E_LAMBDA] = "Lambda", [E_ARG] = "Arg",
  [E_CALL] = "Call", [E_KEYWORD] = "Keyword", [E_ATTR] = "Attr",
  [E_SUBSCRIPT] = "Subscript", [E_SLICE] = "Slice", [E_STARRED] = "Starred",
  [E_TUPLE] = "Tuple", [E_LIST] = "List", [E_SET] = "Set", [E_DICT] = "Dict",
  [E_LISTCOMP] = "ListComp", [E_SETCOMP] = "SetComp", [E_GENEXP] = "GenExp",
  [E_DICTCOMP] = "DictComp", [E_COMPFOR] = "CompFor",
  [E_NAMEDEXPR] = "NamedExpr", [E_AWAIT] = "Await", [E_YIELD] = "Yield",
  [E_YIELDFROM] = "YieldFrom", [S_MODULE] = "Module", [S_EXPR] = "Expr",
  [S_ASSIGN] = "Assign", [S_AUGASSIGN] = "AugAssign",
  [S_ANNASSIGN] = "AnnAssign", [S_DEL] = "Del", [S_PASS] = "Pass",
  [S_BREAK] = "Break", [S_CONTINUE] = "Continue", [S_RETURN] = "Return",
  [S_GLOBAL] = "Global", [S_NONLOCAL] = "Nonlocal", [S_IF] = "If",
  [S_WHILE] = "While", [S_FOR] = "For", [S_DEF] = "Def", [S_CLASS] = "Class",
  [S_TRY] = "Try", [S_HANDLER] = "Handler", [S_BLOCK] = "Block",
  [S_RAISE] = "Raise", [S_ASSERT] = "Assert", [S_IMPORT] = "Import",
  [S_IMPORTFROM] = "ImportFrom", [E_ALIAS] = "Alias", [S_WITH] = "With",
  [E_WITHITEM] = "WithItem", [S_MATCH] = "Match", [P_CASE] = "Case",
  [P_VALUE] = "MatchValue", [P_SINGLETON] = "MatchSingleton",
  [P_SEQUENCE] = "MatchSequence", [P_MAPPING] = "MatchMapping",
  [P_CLASS] = "MatchClass", [P_STAR] = "MatchStar", [P_AS] = "MatchAs",
  [P_OR] = "MatchOr",
};

static const char *const ast_binop_names[] = {
#define X(n, s) s,
  AST_BINOPS(X)
#undef X
};
static const char *const ast_unop_names[] = {"-", "+", "not", "~"};
static const char *const ast_cmp_names[] = {
  "<", "<=", ">", ">=", "==", "!=", "is", "is not", "in", "not in"};
static const char *const ast_arg_names[] = {
  "posonly", "normal", "*", "kwonly", "**"};

static void ast_dump_str(FILE *f, const char *s, size_t n) {
  size_t i;
  fputc('"', f);
  for (i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '"' || c == '\\') fprintf(f, "\\%c", c);
    else if (c == '\n') fputs("\\n", f);
    else if (c == '\t') fputs("\\t", f);
    else if (c < 0x20 || c == 0x7f) fprintf(f, "\\x%02x", c);
    else fputc(c, f);
  }
  fputc('"', f);
}

static void ast_dump_list(FILE *f, const char *tag, const AstList *l,
                          int indent) {
  int i;
  if (l->n == 0) return;
  fprintf(f, "\n%*s[%s", indent, "", tag);
  for (i = 0; i < l->n; i++) {
    if (l->items[i]) {
      ast_dump(f, l->items[i], indent + 2);
    } else {
      fprintf(f, "\n%*s-", indent + 2, "");
    }
  }
  fputc(']', f);
}

/* Recursive: the depth of the C stack follows the depth of the tree.  Debug
** and test use only; the compiler never calls it. */
void ast_dump(FILE *f, const Ast *n, int indent) {
  const char *name;
  if (indent > 0) fputc('\n', f);
  fprintf(f, "%*s", indent, "");
  if (!n) {
    fputs("-", f);
    return;
  }
  name = n->kind < AST__COUNT && ast_kind_names[n->kind]
             ? ast_kind_names[n->kind] : "?";
  fprintf(f, "(%s", name);
  switch (n->kind) {
  case E_BINOP: case S_AUGASSIGN:
    if (n->op < BIN__COUNT) fprintf(f, " %s", ast_binop_names[n->op]);
    break;
  case E_UNARY:
    if (n->op < 4) fprintf(f, " %s", ast_unop_names[n->op]);
    break;
  case E_BOOLOP:
    fputs(n->op == BOOL_AND ? " and" : " or", f);
    break;
  case E_CMPOP:
    if (n->op < 10) fprintf(f, " %s", ast_cmp_names[n->op]);
    break;
  case E_ARG:
    if (n->op < 5) fprintf(f, " %s", ast_arg_names[n->op]);
    break;
  case E_FORMATTED:
    if (n->op) fprintf(f, " !%c", n->op);
    break;
  default:
    break;
  }
  if (n->s) {
    fputc(' ', f);
    ast_dump_str(f, n->s, n->kind == E_STR ? n->slen : strlen(n->s));
  }
  if (n->s2) fprintf(f, " as %s", n->s2);
  if (n->flags & AST_ASYNC) fputs(" async", f);
  if (n->flags & AST_TRYSTAR) fputs(" star", f);
  if (n->flags & AST_PAREN) fputs(" paren", f);
  if (n->flags & AST_BYTES) fputs(" bytes", f);
  fprintf(f, " @%d:%d-%d:%d", n->line, n->col, n->end_line, n->end_col);
  if (n->kind == E_SLICE || n->kind == E_IFEXP) {
    /* positional roles: print the empty ones too */
    ast_dump(f, n->a, indent + 2);
    ast_dump(f, n->b, indent + 2);
    ast_dump(f, n->c, indent + 2);
  } else {
    if (n->a) ast_dump(f, n->a, indent + 2);
    if (n->b) ast_dump(f, n->b, indent + 2);
    if (n->c) ast_dump(f, n->c, indent + 2);
  }
  ast_dump_list(f, "l1", &n->l1, indent + 2);
  ast_dump_list(f, "l2", &n->l2, indent + 2);
  ast_dump_list(f, "l3", &n->l3, indent + 2);
  fputc(')', f);
  if (indent == 0) fputc('\n', f);
}
