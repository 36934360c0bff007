/*
** synwarn.c - the SyntaxWarnings CPython 3.11's compiler gives for code that
** compiles but is almost surely a mistake: `x is 1` ("is" with a literal),
** `assert (x, "msg")` (always true), `[(1, 2) (3, 4)]` (a literal called:
** a missed comma), `[1, 2][None]` and `{1}[0]` (a literal subscripted in a
** way that must fail).
**
** The scope pass (compile.c) asks here about each comparison, assert, call
** and loaded subscript, in source order; the text collects in a buffer as
** CPython's warnings module prints it ("FILE:LINE: SyntaxWarning: MSG" and
** the stripped source line), and the module's first instruction writes it
** to stderr: every run of the module prints it before any output, as
** CPython prints it when it compiles.  CPython passes no registry, so
** repeated warnings on one line are all printed; so are they here.
**
** CPython's tokenizer adds one of its own, which it gives before any of
** the compiler's: a number followed at once by a keyword that may follow
** one (`1if x else y`, `0x1for`, `1_000or`) is "invalid decimal literal"
** (hexadecimal, octal, binary, imaginary); synwarn_number finds them
** from each number's end in the source.
**
** Which expressions are literals follows CPython's AST optimizer, which
** runs first: numbers, strings, bytes, None, True, False, `...`, unary
** operators and arithmetic on them, and tuples of them are constants;
** lists, dicts, sets, comprehensions, lambdas and f-strings are displays
** whose type is known without being constants.
*/
#include <stdio.h>
#include <string.h>

#include "vm.h"
#include "synwarn.h"

/* The type name of the constant CPython folds e into, "" when it is one of
** a type not worth naming (arithmetic), NULL when e is no constant. */
static const char *const_type(const Ast *e) {
  const char *a, *b;
  int i;
  switch (e->kind) {
  case E_INT: return "int";
  case E_FLOAT: {
    size_t n = e->slen ? e->slen : strlen(e->s);
    return n && (e->s[n - 1] == 'j' || e->s[n - 1] == 'J') ? "complex" : "float";
  }
  case E_STR: return (e->flags & AST_BYTES) ? "bytes" : "str";
  case E_NONE: return "NoneType";
  case E_TRUE: case E_FALSE: return "bool";
  case E_ELLIPSIS: return "ellipsis";
  case E_UNARY:
    a = const_type(e->a);
    if (a == NULL) return NULL;
    if (e->op == UN_NOT) return "bool";
    if (strcmp(a, "bool") == 0) return "int";
    if (e->op == UN_INVERT && strcmp(a, "int") != 0) return NULL;   /* ~1.5 fails */
    return strcmp(a, "int") == 0 || strcmp(a, "float") == 0 ? a : NULL;
  case E_BINOP:
    a = const_type(e->a);
    b = const_type(e->b);
    if (a == NULL || b == NULL) return NULL;
    /* a division by a literal zero stays unfolded (it would raise) */
    if ((e->op == BIN_TRUEDIV || e->op == BIN_FLOORDIV || e->op == BIN_MOD) &&
        (e->b->kind == E_INT || e->b->kind == E_FLOAT) && strspn(e->b->s, "0._") == strlen(e->b->s))
      return NULL;
    return "";
  case E_TUPLE:
    for (i = 0; i < e->l1.n; i++)
      if (e->l1.items[i]->kind == E_STARRED || const_type(e->l1.items[i]) == NULL) return NULL;
    return "tuple";
  default:
    return NULL;
  }
}

/* CPython's infer_type: the type name of a constant or display, else NULL. */
static const char *infer_type(const Ast *e) {
  const char *t = const_type(e);
  if (t) return *t ? t : NULL;
  switch (e->kind) {
  case E_TUPLE: return "tuple";
  case E_LIST: case E_LISTCOMP: return "list";
  case E_DICT: case E_DICTCOMP: return "dict";
  case E_SET: case E_SETCOMP: return "set";
  case E_GENEXP: return "generator";
  case E_LAMBDA: return "function";
  case E_JOINEDSTR: case E_FORMATTED: return "str";
  default: return NULL;
  }
}

static bool is_one_of(const char *t, const char *const *names) {
  for (; *names; names++)
    if (strcmp(t, *names) == 0) return true;
  return false;
}

static int warn(SynWarn *w, int line, const char *msg) {
  const char *p = w->src, *end = w->src + w->srclen, *s, *e;
  char head[256];
  int l;
  for (l = 1; l < line && p < end; p++)
    if (*p == '\n') l++;
  s = p;
  e = memchr(s, '\n', (size_t)(end - s));
  if (e == NULL) e = end;
  while (s < e && (*s == ' ' || *s == '\t' || *s == '\f')) s++;
  while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r' || e[-1] == '\f')) e--;
  snprintf(head, sizeof head, ":%d: SyntaxWarning: ", line);
  if (buf_put(w->vm, &w->text, w->filename, strlen(w->filename)) ||
      buf_put(w->vm, &w->text, head, strlen(head)) ||
      buf_put(w->vm, &w->text, msg, strlen(msg)) || buf_put(w->vm, &w->text, "\n  ", 3) ||
      buf_put(w->vm, &w->text, s, (size_t)(e - s)) || buf_putc(w->vm, &w->text, '\n'))
    return -1;
  return 0;
}

/* May e stand beside `is`?  Not a constant, or a singleton constant. */
static bool is_arg_ok(const Ast *e) {
  const char *t = const_type(e);
  return t == NULL || e->kind == E_NONE || e->kind == E_TRUE || e->kind == E_FALSE ||
         e->kind == E_ELLIPSIS || strcmp(t, "bool") == 0;
}

int synwarn_compare(SynWarn *w, const Ast *e) {
  bool left = is_arg_ok(e->a);
  int i;
  for (i = 0; i < e->l1.n; i++) {
    const Ast *op = e->l1.items[i];
    bool right = is_arg_ok(op->a);
    if ((op->op == CMP_IS || op->op == CMP_ISNOT) && !(left && right))
      return warn(w, e->line, op->op == CMP_IS ? "\"is\" with a literal. Did you mean \"==\"?"
                                               : "\"is not\" with a literal. Did you mean \"!=\"?");
    left = right;
  }
  return 0;
}

int synwarn_assert(SynWarn *w, const Ast *st) {
  if (st->a->kind == E_TUPLE && st->a->l1.n > 0)
    return warn(w, st->line, "assertion is always true, perhaps remove parentheses?");
  return 0;
}

int synwarn_call(SynWarn *w, const Ast *e) {
  const char *t = infer_type(e->a);
  char msg[128];
  if (t == NULL || e->a->kind == E_LAMBDA) return 0;
  snprintf(msg, sizeof msg, "'%s' object is not callable; perhaps you missed a comma?", t);
  return warn(w, e->line, msg);
}

int synwarn_subscript(SynWarn *w, const Ast *e) {
  static const char *const unsubscriptable[] = {"NoneType", "ellipsis", "bool", "int", "float", NULL};
  static const char *const sequences[] = {"str", "bytes", "tuple", NULL};
  const Ast *v = e->a;
  const char *vt = infer_type(v), *ct = const_type(v), *it;
  char msg[160];
  if (vt && ((ct && is_one_of(vt, unsubscriptable)) || v->kind == E_SET ||
             v->kind == E_SETCOMP || v->kind == E_GENEXP || v->kind == E_LAMBDA)) {
    snprintf(msg, sizeof msg, "'%s' object is not subscriptable; perhaps you missed a comma?", vt);
    if (warn(w, e->line, msg)) return -1;
  }
  it = infer_type(e->b);
  if (vt == NULL || it == NULL || strcmp(it, "int") == 0 || strcmp(it, "bool") == 0) return 0;
  if (ct ? !is_one_of(vt, sequences)
         : !(v->kind == E_TUPLE || v->kind == E_LIST || v->kind == E_LISTCOMP ||
             v->kind == E_JOINEDSTR || v->kind == E_FORMATTED))
    return 0;
  snprintf(msg, sizeof msg, "%s indices must be integers or slices, not %s; "
           "perhaps you missed a comma?", vt, it);
  return warn(w, e->line, msg);
}

/* ---- the tokenizer's warning ---- */

/* A record of w->tok: the line and column as 10 decimal digits each (so
** that memcmp orders them), then the literal's kind letter. */
#define TOKREC 21

/* Does the source at p (up to end) hold what CPython's tokenizer takes
** for a keyword right after a number (its verify_end_of_number): and,
** else, for, if, in, is, or, not, by their first letters only. */
static bool keyword_follows(const char *p, const char *end) {
  static const char *const rests[] = {"and", "else", "for", "or", "not", NULL};
  const char *const *r;
  size_t n = (size_t)(end - p);
  if (n >= 2 && p[0] == 'i' && (p[1] == 'f' || p[1] == 'n' || p[1] == 's')) return true;
  for (r = rests; *r; r++)
    if (n >= strlen(*r) && memcmp(p, *r, strlen(*r)) == 0) return true;
  return false;
}

int synwarn_number(SynWarn *w, const Ast *e) {
  const char *p = w->src, *end = w->src + w->srclen, *lit = e->s;
  char rec[TOKREC + 1], kind;
  size_t at;
  int l = 1;
  if (w->numl > 0 && w->numl <= e->end_line) {
    l = w->numl;
    p = w->numline;
  }
  for (; l < e->end_line && p < end; p++)
    if (*p == '\n') l++;
  w->numl = l;
  w->numline = p;
  /* (the number ends on that line: a column past its end is no place) */
  if (e->end_col < 0 || (size_t)(end - p) <= (size_t)e->end_col ||
      memchr(p, '\n', (size_t)e->end_col))
    return 0;
  p += e->end_col;
  if (!keyword_follows(p, end)) return 0;
  if (lit && lit[0] == '0' && (lit[1] == 'x' || lit[1] == 'X')) kind = 'x';
  else if (lit && lit[0] == '0' && (lit[1] == 'o' || lit[1] == 'O')) kind = 'o';
  else if (lit && lit[0] == '0' && (lit[1] == 'b' || lit[1] == 'B')) kind = 'b';
  else if (e->kind == E_FLOAT && e->slen && (lit[e->slen - 1] == 'j' || lit[e->slen - 1] == 'J'))
    kind = 'j';
  else kind = 'd';
  snprintf(rec, sizeof rec, "%010d%010d%c", e->end_line, e->end_col, kind);
  if (buf_put(w->vm, &w->tok, rec, TOKREC)) return -1;
  /* kept in source order (the scope pass visits a few things out of it) */
  for (at = w->tok.len - TOKREC; at > 0 && memcmp(w->tok.p + at - TOKREC, rec, TOKREC - 1) > 0;
       at -= TOKREC) {
    memcpy(w->tok.p + at, w->tok.p + at - TOKREC, TOKREC);
    memcpy(w->tok.p + at - TOKREC, rec, TOKREC);
  }
  return 0;
}

int synwarn_finish(SynWarn *w) {
  Buf rest = w->text;
  size_t i;
  int r = 0;
  if (w->tok.len == 0) return 0;
  memset(&w->text, 0, sizeof w->text);
  for (i = 0; i + TOKREC <= w->tok.len && r == 0; i += TOKREC) {
    const char *q = w->tok.p + i;
    char msg[48];
    int line = 0, k;
    for (k = 0; k < 10; k++) line = line * 10 + (q[k] - '0');
    snprintf(msg, sizeof msg, "invalid %s literal",
             q[TOKREC - 1] == 'x' ? "hexadecimal" : q[TOKREC - 1] == 'o' ? "octal"
             : q[TOKREC - 1] == 'b' ? "binary" : q[TOKREC - 1] == 'j' ? "imaginary" : "decimal");
    r = warn(w, line, msg);
  }
  if (r == 0 && rest.len) r = buf_put(w->vm, &w->text, rest.p, rest.len);
  buf_free(w->vm, &rest);
  return r;
}
