/*
** lexer.h - the Python 3.11 tokenizer and the private interface between the
** tokenizer (lexer/lexer.re), the parse driver (grammar/parse.c) and the
** lemon grammar (grammar/grammar.y).  Nothing outside the front end includes
** this file; the compiler sees only grammar/ast.h.
**
** Tokens are slices of one NUL-terminated copy of the source held in the
** arena: a token never owns memory.  Token codes are lemon's (TK_*, from the
** generated grammar/grammar.h).  Layout (NEWLINE, INDENT, DEDENT), the indent
** stack and the bracket stack are plain fields of Lexer; the re2c rules only
** recognise single tokens.
*/
#ifndef BT_LEXER_H
#define BT_LEXER_H

#include <stddef.h>
#include "../grammar/ast.h"

#define LEX_MAXINDENT 100   /* CPython's MAXINDENT */
#define LEX_MAXLEVEL 200    /* CPython's MAXLEVEL (bracket depth) */
#define LEX_FSTRING_DEPTH 8 /* f-string expressions nested in f-strings */

/* The value of a terminal in the parser.  Kept small because the lemon
** stack holds one per entry: STRING carries its decoded node in `ast`,
** every other token is the slice p[0..len). */
typedef struct Tok {
  union {
    const char *p;   /* first byte of the token in the lexer's buffer */
    Ast *ast;        /* TK_STRING: E_STR or E_JOINEDSTR (adjacent literals
                        already concatenated) */
  } u;
  int len;           /* bytes in the slice */
  int line, col;     /* start; the slice never spans lines except STRING */
} Tok;

/* A token as the lexer reports it, with its full extent. */
typedef struct LexTok {
  int code;          /* TK_* */
  const char *p;
  int len;
  int line, col, end_line, end_col;
  int depth;         /* open brackets at the token (a closer counts its own) */
  char paren;        /* the innermost of them, or 0 */
} LexTok;

typedef struct Lexer {
  const char *buf;        /* NUL-terminated input; buf[len] == 0, no NUL inside */
  const char *cur;        /* next byte to scan */
  const char *line_start; /* first byte of the current physical line */
  int line;               /* line of cur (1-based) */
  int first_line;         /* line number of buf's first line */
  int col0;               /* column added on first_line (f-string expressions) */
  int fmode;              /* f-string expression: newlines are blanks, no
                             NEWLINE/INDENT/DEDENT, '#' is an error */
  int at_bol;             /* next token begins a logical line */
  int done;               /* ENDMARKER emitted */
  int last;               /* code of the last token returned (0 at start) */
  int pending;            /* >0: one INDENT due; <0: that many DEDENTs due */
  int nindent;            /* entries in indent[] above the base 0 */
  int indent[LEX_MAXINDENT + 1];    /* columns, tab stops of 8 */
  int altindent[LEX_MAXINDENT + 1]; /* columns counting a tab as 1: the two
                                       stacks must order lines alike, or
                                       tabs and spaces are inconsistent */
  int depth;              /* open brackets */
  char paren[LEX_MAXLEVEL];          /* the opening characters */
  int paren_line[LEX_MAXLEVEL], paren_col[LEX_MAXLEVEL];
  ParseError *err;        /* filled on the first error */
  int (*poll)(void *owner); /* asked every LEX_POLL_BYTES of one long name:
                             -1 stops the scan (the caller's deadline has
                             passed), or NULL */
  void *poll_owner;
} Lexer;
#define LEX_POLL_BYTES ((size_t)1 << 18)

/* Prepare to scan buf[0..len) (buf[len] must be 0).  line/col0 give the
** position of buf[0] in the original source; line_start is the start of that
** line (may precede buf, used only for columns). */
void lex_init(Lexer *lx, const char *buf, size_t len, int line, int col0,
              int fmode, ParseError *err);

/* Next token into *t.  Returns its code (> 0) or -1 with lx->err filled.
** After TK_ENDMARKER it keeps returning TK_ENDMARKER. */
int lex_next(Lexer *lx, LexTok *t);

/* Fill *err (SyntaxError unless kind says otherwise) with a printf-style
** message; end defaults to one past the position. */
void lex_error(ParseError *err, int kind, int line, int col, const char *fmt,
               ...)
#if defined(__GNUC__)
  __attribute__((format(printf, 5, 6)))
#endif
  ;

/* ---- parse driver state, shared by parse.c and the grammar actions ---- */

typedef struct PState {
  Arena *arena;
  ParseError *err;
  int *oom;
  int failed;          /* an error is in *err; stop feeding the parser */
  Ast *result;         /* set on accept */
  int fdepth;          /* f-string nesting of this parse */
  int fexpr;           /* parsing an f-string expression (messages get the
                          "f-string: " prefix) */
  void **subparsers;   /* one cached lemon parser per f-string depth,
                          allocated in scratch on first use */
  Arena *scratch;      /* the parser objects: freed when the parse ends,
                          so the tree's arena holds the tree alone */
  /* for "expected an indented block after X on line N" */
  int block_kw;        /* code of the compound keyword that began the
                          current logical line, or 0 */
  int block_line;
  int block_star;      /* except* */
  int prev, prev2;     /* the last two token codes fed to the parser */
  LexTok prevtok;      /* the last token fed */
  LexTok curtok;       /* the token being fed (the offending one on error) */
  LexTok lastnl;       /* the last NEWLINE fed */
  int line_first;      /* prevtok began a logical line */
  /* where the current expression began at each bracket depth (after an
  ** opener or separator), for "forgot a comma?" and "expected 'else'";
  ** estart_want: the depth whose next token starts one, or -1 */
  int estart_line[LEX_MAXLEVEL + 1], estart_col[LEX_MAXLEVEL + 1];
  const char *estart_p[LEX_MAXLEVEL + 1];   /* (its first byte) */
  LexTok cond;         /* first token of the condition of the last if, elif,
                          while or match statement (of a match subject's
                          last item) */
  int estart_want;
  int compfor_depth;   /* bracket depth holding a comprehension `for` */
  int comp_depth;      /* ... whose iterable or condition is being read */
  int last_if_line, last_if_col;  /* last `if` inside brackets on this
                                     logical line, 0 if none */
  int err_depth;       /* bracket depth of the lexer when the error was hit */
  char err_paren;      /* innermost open bracket then, or 0 */
  int err_pair;        /* the error token is an operand right after an
                          operand (CPython then parses on, to EOF if the
                          rest of the file is one expression) */
  int err_final;       /* no tokenizer error later in the file may replace
                          this error (CPython's "unexpected indent") */
  int except_line, except_col;
  const LexTok *str_next;  /* the token after the string literals being
                              decoded: where CPython reports their errors */
  Ast *bad_target;     /* first invalid `target =` of this statement */
  int ntargets;        /* `target =` seen in this statement */
  int rhs_code;        /* first token after the last top-level '=' */
  int line_kw;         /* first token of the current logical line */
  int err_stretch;     /* STRETCH_* (parse.c): the error's range runs on over tokens
                          not read yet, which the driver finds after it */
  int except_line_pad_;  /* first token of the current except
                                   clause's type expression */
  /* After a failure (out of memory, or an error found inside an action)
  ** the parser still finishes the reductions of the current token; they
  ** get this node and this one-item array instead of fresh memory, so
  ** that no action dereferences NULL.  Their results are discarded. */
  Ast sink;
  Ast *sinkitems[1];
  /* Extent of parenthesised expressions including their parentheses
  ** (CPython's enclosing nodes start and end at the outer parentheses,
  ** the node itself does not): an open-addressing map node -> span. */
  struct ParenSpan *pmap;
  int pmap_n, pmap_cap;   /* cap is 0 or a power of two */
  struct ParsePoll *poll; /* the deadline of the run that asked for the
                             parse (shared with f-string sub-parses), or
                             NULL: parse.c, drv_poll */
} PState;

typedef struct ParenSpan {
  const Ast *n;
  int line, col, end_line, end_col;
} ParenSpan;

/* Grammar action helpers (grammar/parse.c). */
void ps_paren(PState *ps, Ast *e, int line, int col, int end_line, int end_col);
/* The extent of n, including its parentheses if it has any. */
ParenSpan ps_span(PState *ps, const Ast *n);
Ast *ps_node_from(PState *ps, int kind, const Ast *first);
void ps_end_from(PState *ps, Ast *n, const Ast *last);
Ast *ps_node(PState *ps, int kind, int line, int col);
void ps_push(PState *ps, AstList *l, Ast *item);
void ps_oom(PState *ps);
void ps_error_at(PState *ps, int line, int col, int end_line, int end_col,
                 const char *fmt, ...)
#if defined(__GNUC__)
  __attribute__((format(printf, 6, 7)))
#endif
  ;
/* Check that e can be assigned to (kind: 0 assignment, 1 del,
** 2 augmented assignment, 3 for/with/comprehension target); on failure
** records CPython's message and returns -1. */
int ps_check_target(PState *ps, Ast *e, int how);
/* Node builders that also check what CPython's invalid_* rules check;
** on an error they record it and return a harmless placeholder. */
Ast *ps_call_add(PState *ps, Ast *call, Ast *arg);
Ast *ps_call_done(PState *ps, Ast *callee, Ast *args, Tok close);
Ast *ps_class_args(PState *ps, Ast *name, Ast *args, Tok close);
Ast *ps_params_done(PState *ps, Ast *holder, int lambda);
Ast *ps_param_add(PState *ps, Ast *holder, Ast *param);
Ast *ps_assign(PState *ps, AstList targets, Ast *value);
/* Remember `t =` so that a later syntax error in the statement reports a
** bad target first, as CPython does. */
void ps_note_target(PState *ps, Ast *t);
Ast *ps_walrus(PState *ps, Ast *target, Ast *value);
Ast *ps_kwarg(PState *ps, Ast *name, Tok eq, Ast *value);
Ast *ps_annassign(PState *ps, Ast *target, Ast *ann, Ast *value);
Ast *ps_augassign(PState *ps, Ast *target, int op, Ast *value);
Ast *ps_try_add(PState *ps, Ast *try_, Ast *handler);
Ast *ps_with(PState *ps, Tok kw, AstList items, AstList body);
Ast *ps_no_star(PState *ps, Ast *e);
Ast *ps_from_trailing_comma(PState *ps, int lookahead, Tok next);
/* `syntax_error` hook called by the lemon parser on the offending token. */
void ps_syntax_error(PState *ps, int code, Tok tok, void *parser);

/* Lemon entry points (generated, %name BtParse). */
void BtParseInit(void *parser, PState *ps);
void BtParseFinalize(void *parser);
void BtParse(void *parser, int code, Tok tok);
size_t gr_parser_size(void);
/* BtParseInit again for a parser that parsed before (its stack kept). */
void gr_restart(void *parser, PState *ps);
/* 1 when the parser, in its present state, would shift token `code`
** (after any reductions). */
int gr_accepts(void *parser, int code);

#endif
