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
