/*
** ast.c - the ast module: literal_eval only.  The text is parsed by baton's
** own parser (grammar/) and the tree is read as CPython's literal_eval
** reads its nodes: constants (numbers, strings, bytes, True/False/None,
** ...), tuples, lists, sets, dicts, `set()`, and a sign before a number;
** anything else is CPython's "malformed node or string" ValueError, naming
** the node's class as CPython's ast module calls it.  Nothing is compiled
** or run.  The tree objects themselves (ast.parse, NodeVisitor, dump) are
** not provided.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lib.h"
#include "../bigint.h"
#include "../complex.h"
#include "../bytes.h"
#include "../limits.h"
#include "../../grammar/ast.h"

/* CPython's class name of a node kind (for the malformed-node message) */
static const char *node_name(const Ast *e) {
  switch (e->kind) {
  case E_NAME: return "Name";
  case E_INT: case E_FLOAT: case E_STR: case E_NONE: case E_TRUE:
  case E_FALSE: case E_ELLIPSIS: return "Constant";
  case E_JOINEDSTR: return "JoinedStr";
  case E_BINOP: return "BinOp";
  case E_UNARY: return "UnaryOp";
  case E_BOOLOP: return "BoolOp";
  case E_COMPARE: return "Compare";
  case E_IFEXP: return "IfExp";
  case E_LAMBDA: return "Lambda";
  case E_CALL: return "Call";
  case E_ATTR: return "Attribute";
  case E_SUBSCRIPT: return "Subscript";
  case E_SLICE: return "Slice";
  case E_STARRED: return "Starred";
  case E_LISTCOMP: return "ListComp";
  case E_SETCOMP: return "SetComp";
  case E_GENEXP: return "GeneratorExp";
  case E_DICTCOMP: return "DictComp";
  case E_NAMEDEXPR: return "NamedExpr";
  case E_AWAIT: return "Await";
  case E_YIELD: return "Yield";
  case E_YIELDFROM: return "YieldFrom";
  default: return "expr";
  }
}

/* ValueError: malformed node or string on line N: <ast.Name object at 0x...>;
** e NULL: a missing dict key (CPython converts None) */
static int malformed(VM *vm, const Ast *e) {
  if (e == NULL) return vm_raise(vm, T_ValueError, "malformed node or string: None");
  return vm_raise(vm, T_ValueError,
                  "malformed node or string on line %d: <ast.%s object at 0x%llx>",
                  e->line, node_name(e),
                  0x7f3d00000000ull + ((unsigned long long)e->line * 4096 + (unsigned)e->col) * 0x30ull);
}

/* a number constant, as _convert_num: int or float, not bool */
static int number(VM *vm, const Ast *e, Value *out) {
  if (e->kind == E_INT) {
    int bad = 0;
    size_t n = e->slen ? e->slen : strlen(e->s);
    if (big_from_str(vm, e->s, n, 0, out, &bad))
      return bad ? vm_raise(vm, T_ValueError, "invalid integer literal") : -1;
    return 0;
  }
  if (e->kind == E_FLOAT) {   /* all of the text, as a float literal */
    double d;
    bool imag;
    if (vm_float_literal(vm, e->s, e->slen ? e->slen : strlen(e->s), &d, &imag)) return -1;
    if (imag) return complex_new(vm, 0.0, d, out);   /* 2j */
    *out = vfloat(d);
    return 0;
  }
  return malformed(vm, e);
}

/* _convert_signed_num: a number, or + / - before one */
static int signed_number(VM *vm, const Ast *e, Value *out) {
  if (e->kind == E_UNARY && (e->op == UN_NEG || e->op == UN_POS)) {
    if (number(vm, e->a, out)) return -1;
    if (e->op == UN_POS) return 0;
    if (out->tag == V_FLOAT) {
      out->u.f = -out->u.f;
      return 0;
    }
    return vm_unary(vm, UN_NEG, *out, out);
  }
  return number(vm, e, out);
}

static int convert(VM *vm, const Ast *e, Value *out);

/* the items of a tuple, list or set display, converted into dst */
static int convert_items(VM *vm, const AstList *l, Value *dst) {
  int i;
  for (i = 0; i < l->n; i++)
    if (convert(vm, l->items[i], &dst[i])) return -1;
  return 0;
}

static int convert(VM *vm, const Ast *e, Value *out) {
  int i;
  if (vm_charge(vm, 1)) return -1;
  switch (e->kind) {
  case E_STR:
    return e->flags & AST_BYTES ? bytes_new(vm, e->s, e->slen, out)
                                : str_new(vm, e->s, e->slen, out);
  case E_NONE: *out = VNONE; return 0;
  case E_TRUE: case E_FALSE: *out = vbool(e->kind == E_TRUE); return 0;
  case E_ELLIPSIS: out->tag = V_ELLIPSIS; out->u.i = 0; return 0;
  case E_TUPLE: {
    Tuple *t = tuple_new(vm, (size_t)e->l1.n);
    if (t == NULL) return -1;
    *out = vobj(t);
    return convert_items(vm, &e->l1, t->items);
  }
  case E_LIST: case E_SET: {
    List *l = list_new(vm, (size_t)e->l1.n);
    Set *s;
    if (l == NULL) return -1;
    *out = vobj(l);
    for (i = 0; i < e->l1.n; i++) {
      Value v;
      if (convert(vm, e->l1.items[i], &v) || list_append(vm, l, v)) return -1;
    }
    if (e->kind == E_LIST) return 0;
    if ((s = set_new(vm, false)) == NULL) return -1;
    for (i = 0; i < (int)l->len; i++)
      if (set_add(vm, s, l->items[i]) < 0) return -1;
    *out = vobj(s);
    return 0;
  }
  case E_DICT: {
    Dict *d = dict_new(vm);
    if (d == NULL) return -1;
    *out = vobj(d);
    for (i = 0; i < e->l1.n; i++) {
      Value k, v;
      if (e->l1.items[i] == NULL) return malformed(vm, NULL);
      if (convert(vm, e->l1.items[i], &k) || convert(vm, e->l2.items[i], &v) ||
          dict_set(vm, d, k, v))
        return -1;
    }
    return 0;
  }
  case E_CALL:
    if (e->a->kind == E_NAME && strcmp(e->a->s, "set") == 0 &&
        e->l1.n == 0 && e->l2.n == 0) {
      Set *s = set_new(vm, false);
      if (s == NULL) return -1;
      *out = vobj(s);
      return 0;
    }
    return malformed(vm, e);
  case E_BINOP:
    /* a complex written as a real number plus or minus an imaginary one */
    if (e->op == BIN_ADD || e->op == BIN_SUB) {
      Value l, r;
      if (signed_number(vm, e->a, &l) || number(vm, e->b, &r)) return -1;
      if ((l.tag == V_INT || l.tag == V_FLOAT || IS_BIG(l)) && IS_COMPLEX(r))
        return vm_binop(vm, e->op, l, r, out);
    }
    return malformed(vm, e);
  default:
    return signed_number(vm, e, out);
  }
}

/* the position of CPython's eval-mode "invalid syntax" when the text is a
** module of more than one expression: the token after the first one */
static void extra_position(const Ast *first, const char *src, size_t len,
                           int *line, int *col) {
  const Ast *end = first;
  const char *p = src;
  int l = 1;
  size_t i;
  if (first->kind == S_EXPR) end = first->a;
  else if (first->kind == S_ASSIGN || first->kind == S_AUGASSIGN ||
           first->kind == S_ANNASSIGN)
    end = first->kind == S_ASSIGN ? first->l1.items[0] : first->a;
  else {
    *line = first->line;
    *col = first->col;
    return;
  }
  while (l < end->end_line && p < src + len) if (*p++ == '\n') l++;
  for (i = (size_t)end->end_col; p + i < src + len && (p[i] == ' ' || p[i] == '\t'); i++) {}
  if (p + i < src + len && p[i] != '\n' && p[i] != '#' && p[i] != '\\') {
    *line = end->end_line;
    *col = (int)i;
  } else {
    *line = 0;   /* the next statement's start */
  }
}

/* ast.literal_eval(node_or_string) */
static int ast_literal_eval(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  static const char *const names[] = {"node_or_string"};
  Value arg;
  const char *src;
  size_t len;
  Arena arena;
  ParseError perr;
  Ast *mod;
  int oom = 0, r;
  if (n > 1)
    return vm_raise(vm, T_TypeError, "literal_eval() takes 1 positional argument but %d "
                    "were given", n);
  if (arg_kw(vm, "literal_eval", a, n, kw, names, 1, &arg)) return -1;
  if (n == 1) {
    if (arg.tag != V_UNDEF)
      return vm_raise(vm, T_TypeError, "literal_eval() got multiple values for argument "
                      "'node_or_string'");
    arg = a[0];
  } else if (arg.tag == V_UNDEF) {
    return vm_raise(vm, T_TypeError, "literal_eval() missing 1 required positional "
                    "argument: 'node_or_string'");
  }
  if (!IS_STR(arg)) {
    Value rep;
    if (vm_repr(vm, arg, &rep)) return -1;
    return vm_raise_tail(vm, T_ValueError, "malformed node or string: ", AS_STR(rep));
  }
  src = AS_STR(arg)->data;
  len = AS_STR(arg)->len;
  while (len && (*src == ' ' || *src == '\t')) src++, len--;
  if (memchr(src, 0, len))
    return vm_raise(vm, T_SyntaxError, "source code string cannot contain null bytes");
  if (vm_charge(vm, vm_work(len))) return -1;
  arena_init(&arena, &vm->mem);
  memset(&perr, 0, sizeof perr);
  mod = ast_parse(&arena, src, len, &perr, &oom);
  if (mod == NULL) {
    if (oom) vm_nomem(vm);
    else compile_syntax_error(vm, perr.kind, perr.msg, "<unknown>", src, len, perr.line, perr.col,
                              perr.end_line, perr.end_col);
    r = -1;
  } else if (mod->l1.n != 1 || mod->l1.items[0]->kind != S_EXPR) {
    int line = 0, col = -1;
    if (mod->l1.n) {
      extra_position(mod->l1.items[0], src, len, &line, &col);
      if (line == 0 && mod->l1.n > 1) {
        line = mod->l1.items[1]->line;
        col = mod->l1.items[1]->col;
      }
    }
    r = compile_syntax_error(vm, ERR_SYNTAX, "invalid syntax", "<unknown>", src, len,
                             line, col, 0, 0);
    if (line == 0 && IS_OBJ(vm->exc, OT_EXC)) {
      /* nothing but blanks and comments: CPython's text is '' */
      Tuple *args = AS_TUPLE(AS_EXC(vm->exc)->args);
      if (args->len == 2 && IS_OBJ(args->items[1], OT_TUPLE) &&
          str_new(vm, "", 0, &AS_TUPLE(args->items[1])->items[3]))
        r = -1;
    }
  } else {
    r = convert(vm, mod->l1.items[0]->a, out);
  }
  arena_free(&arena);
  return r;
}

const Builtin ast_natives[] = {
  {"ast.literal_eval", ast_literal_eval, NULL, -1},
};
const int ast_natives_n = (int)(sizeof ast_natives / sizeof ast_natives[0]);
