/*
** ast.h - the syntax tree the parser builds and the compiler reads.
**
** Every node is one Ast struct allocated in an Arena (vm/mem.h); the whole
** tree is freed at once after compilation, so nodes own nothing.  Which
** fields a kind uses is stated beside the kind; unused fields are zero/NULL.
** Positions: line is 1-based, col is the 0-based byte offset in the line
** (CPython's "offset" is col + 1); end_line/end_col point one past the node.
*/
#ifndef BT_AST_H
#define BT_AST_H

#include <stddef.h>
#include <stdint.h>
#include "../vm/mem.h"

typedef struct Ast Ast;

typedef struct AstList {
  int n;             /* number of items */
  int cap;           /* capacity of items (arena-allocated) */
  Ast **items;       /* items[i] may be NULL only where a kind says so */
} AstList;

/* Binary and augmented-assignment operators (Ast.op of E_BINOP, S_AUGASSIGN). */
#define AST_BINOPS(X) \
  X(ADD, "+") X(SUB, "-") X(MUL, "*") X(MATMUL, "@") X(TRUEDIV, "/") \
  X(FLOORDIV, "//") X(MOD, "%") X(POW, "**") X(LSHIFT, "<<") \
  X(RSHIFT, ">>") X(BITOR, "|") X(BITXOR, "^") X(BITAND, "&")

enum {
#define X(n, s) BIN_##n,
  AST_BINOPS(X)
#undef X
  BIN__COUNT
};

/* Unary operators (E_UNARY). */
enum { UN_NEG, UN_POS, UN_NOT, UN_INVERT };

/* Boolean operators (E_BOOLOP). */
enum { BOOL_AND, BOOL_OR };

/* Comparison operators (E_CMPOP.op). */
enum { CMP_LT, CMP_LE, CMP_GT, CMP_GE, CMP_EQ, CMP_NE,
       CMP_IS, CMP_ISNOT, CMP_IN, CMP_NOTIN };

/* Parameter kinds (E_ARG.op). */
enum { ARG_POSONLY, ARG_NORMAL, ARG_VARARGS, ARG_KWONLY, ARG_VARKW };

/* Conversion of a formatted value (E_FORMATTED.op): 0 or 'r', 's', 'a'. */

enum AstKind {
  /* ---- expressions ---- */
  E_NAME = 1,     /* s: identifier */
  E_INT,          /* s: literal text as written, e.g. "0x_ff", "1_000" */
  E_FLOAT,        /* s: literal text as written, e.g. "1e-3", "1_0.5" */
  E_STR,          /* s, slen: decoded value (UTF-8, may contain NUL);
                     flags: AST_BYTES for a bytes literal */
  E_JOINEDSTR,    /* f-string. l1: parts, each E_STR or E_FORMATTED */
  E_FORMATTED,    /* a: expression; op: conversion (0,'r','s','a');
                     b: format spec (E_JOINEDSTR) or NULL.
                     The "=" debug form is expanded by the parser into an
                     E_STR with the text "expr=" followed by this node
                     (whose op is then 'r' unless a conversion or spec was
                     given, as CPython does). */
  E_NONE, E_TRUE, E_FALSE, E_ELLIPSIS,
  E_BINOP,        /* op: BIN_*; a: left; b: right */
  E_UNARY,        /* op: UN_*; a: operand */
  E_BOOLOP,       /* op: BOOL_*; l1: two or more operands */
  E_COMPARE,      /* a: leftmost operand; l1: one or more E_CMPOP */
  E_CMPOP,        /* op: CMP_*; a: right operand (only inside E_COMPARE) */
  E_IFEXP,        /* a: test; b: value if true; c: value if false */
  E_LAMBDA,       /* l1: parameters (E_ARG); a: body expression */
  E_ARG,          /* parameter. s: name; op: ARG_*; a: default or NULL;
                     b: annotation or NULL */
  E_CALL,         /* a: callee; l1: positional args (exprs or E_STARRED);
                     l2: keyword args (E_KEYWORD) */
  E_KEYWORD,      /* s: name, or NULL for **a; a: value */
  E_ATTR,         /* a: object; s: attribute name */
  E_SUBSCRIPT,    /* a: object; b: index (may be E_SLICE or E_TUPLE) */
  E_SLICE,        /* a: lower, b: upper, c: step; each may be NULL */
  E_STARRED,      /* a: value (in displays, calls and assignment targets) */
  E_TUPLE,        /* l1: items (may contain E_STARRED) */
  E_LIST,         /* l1: items */
  E_SET,          /* l1: items */
  E_DICT,         /* l1: keys; l2: values.  A NULL key means l2 item is a
                     mapping unpacked with ** */
  E_LISTCOMP,     /* a: element; l1: generators (E_COMPFOR) */
  E_SETCOMP,      /* a: element; l1: generators */
  E_GENEXP,       /* a: element; l1: generators */
  E_DICTCOMP,     /* a: key; b: value; l1: generators */
  E_COMPFOR,      /* a: target; b: iterable; l1: conditions; flags: AST_ASYNC */
  E_NAMEDEXPR,    /* a: target (E_NAME); b: value */
  E_AWAIT,        /* a: value */
  E_YIELD,        /* a: value or NULL */
  E_YIELDFROM,    /* a: value */

  /* ---- statements ---- */
  S_MODULE,       /* l1: statements */
  S_EXPR,         /* a: expression */
  S_ASSIGN,       /* l1: targets (one or more, left to right); a: value */
  S_AUGASSIGN,    /* a: target; op: BIN_*; b: value */
  S_ANNASSIGN,    /* a: target; b: annotation; c: value or NULL */
  S_DEL,          /* l1: targets */
  S_PASS, S_BREAK, S_CONTINUE,
  S_RETURN,       /* a: value or NULL */
  S_GLOBAL,       /* l1: E_NAME items */
  S_NONLOCAL,     /* l1: E_NAME items */
  S_IF,           /* a: test; l1: body; l2: orelse (an elif is an S_IF
                     alone in l2) */
  S_WHILE,        /* a: test; l1: body; l2: orelse */
  S_FOR,          /* a: target; b: iterable; l1: body; l2: orelse;
                     flags: AST_ASYNC */
  S_DEF,          /* s: name; l1: parameters (E_ARG); l2: body;
                     l3: decorators; b: return annotation or NULL;
                     flags: AST_ASYNC */
  S_CLASS,        /* s: name; l1: bases and keywords; l2: body; l3: decorators */
  S_TRY,          /* l1: body; l2: handlers (S_HANDLER); l3: orelse;
                     a: S_BLOCK holding the finally body, or NULL;
                     flags: AST_TRYSTAR for except* */
  S_HANDLER,      /* a: type expression or NULL (bare except); s: name or
                     NULL; l1: body */
  S_BLOCK,        /* l1: statements (used for finally bodies) */
  S_RAISE,        /* a: exception or NULL; b: cause or NULL */
  S_ASSERT,       /* a: test; b: message or NULL */
  S_IMPORT,       /* l1: E_ALIAS items */
  S_IMPORTFROM,   /* s: module (dotted, may start with dots); l1: E_ALIAS */
  E_ALIAS,        /* s: dotted name or "*"; b: NULL; (alias name kept in
                     the node's `s2`) */
  S_WITH,         /* l1: items (E_WITHITEM); l2: body; flags: AST_ASYNC */
  E_WITHITEM,     /* a: context expression; b: target or NULL */
  S_MATCH,        /* a: subject; l1: cases (P_CASE) */
  /* ---- match statement: cases and patterns ---- */
  P_CASE,         /* a: pattern; b: guard or NULL; l1: body */
  P_VALUE,        /* a: literal, negative number, string or dotted name
                     (E_ATTR) compared with == */
  P_SINGLETON,    /* a: E_NONE, E_TRUE or E_FALSE, compared with `is` */
  P_SEQUENCE,     /* l1: patterns (P_STAR items allowed) */
  P_MAPPING,      /* l1: keys (P_VALUE / P_SINGLETON's expressions);
                     l2: patterns; s: name of **rest or NULL */
  P_CLASS,        /* a: class (E_NAME or E_ATTR); l1: positional patterns;
                     l2: keyword patterns; l3: their names (E_NAME) */
  P_STAR,         /* s: name, or NULL for *_ */
  P_AS,           /* a: pattern or NULL; s: name or NULL.  Both NULL: the
                     wildcard _; a NULL: a capture */
  P_OR,           /* l1: two or more alternatives */
  AST__COUNT
};

#define AST_ASYNC   1u
#define AST_TRYSTAR 2u
#define AST_PAREN   4u   /* expression was written in parentheses */
#define AST_BYTES   8u   /* E_STR: a bytes literal (s, slen: its bytes) */
#define AST_UPREFIX 16u  /* E_STR: its first literal has the u prefix */

struct Ast {
  uint8_t kind;      /* enum AstKind */
  uint8_t op;        /* operator / kind detail, see above */
  uint16_t flags;    /* AST_* */
  int line, col;     /* start position */
  int end_line, end_col;
  Ast *a, *b, *c;    /* children by role, see the kind */
  AstList l1, l2, l3;
  const char *s;     /* identifier, literal text or decoded string (arena) */
  size_t slen;       /* length of s in bytes */
  const char *s2;    /* E_ALIAS: "as" name or NULL */
};

/* Error produced by the lexer/parser, in CPython's terms. */
enum { ERR_SYNTAX, ERR_INDENTATION, ERR_TAB };

typedef struct ParseError {
  int kind;          /* ERR_*: SyntaxError, IndentationError, TabError */
  char msg[256];     /* CPython's message, e.g. "invalid syntax" */
  int line;          /* 1-based */
  int col;           /* 0-based byte column (CPython's offset - 1) */
  int end_line, end_col;  /* one past the faulty token; 0 when unknown */
  int eof;           /* placed at the end of the file, where CPython's
                        reader of a file (not of a string) gives offset 0 */
  int tok;           /* the tokenizer found it (CPython counts its columns
                        in characters even when it reads bytes) */
  char text[512];    /* the line CPython shows when it is not the source's:
                        "(expr)" for an error inside an f-string's
                        expression, its first line; "" for the source line */
} ParseError;

/* Parse a whole module.  Returns the S_MODULE node (allocated in `arena`),
** or NULL with *err filled in.  Running out of memory (the arena's Mem
** refusing) gives err->kind = ERR_SYNTAX with msg "out of memory" and
** *oom set to 1.  Never recurses on the C stack in proportion to the input:
** nesting deeper than 200 levels is a SyntaxError
** ("too many nested parentheses") as in CPython. */
Ast *ast_parse(Arena *arena, const char *src, size_t len, ParseError *err,
               int *oom);

/* Helpers for building lists (used by the grammar; items in the arena). */
int ast_list_push(Arena *arena, AstList *l, Ast *item); /* 0 ok, -1 oom */
Ast *ast_new(Arena *arena, int kind, int line, int col);

/* Debug: write an S-expression form of the tree (used by tests/tools). */
#include <stdio.h>
void ast_dump(FILE *f, const Ast *node, int indent);

#endif
