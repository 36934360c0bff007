/*
** re.c - the re module's objects and natives: Pattern and Match with
** CPython 3.11's API, reprs and messages, and the operations that loop
** over matches (findall, finditer, sub, subn, split) as _sre.c does them.
**
** The module's Python part (re.py) has the flags, the compile cache and
** the module-level functions (CPython's are Python functions too, so their
** argument errors read the same); the methods here check their arguments
** with Argument Clinic's words.  A replacement function for sub/subn is
** Python code: those methods then fall back to the prelude function
** _re_subx, which drives the same search loop through finditer.
**
** A bytes pattern (its source is a bytes object) is compiled with each byte
** as one code point and runs over the bytes of a bytes-like subject, its
** groups bytes; a replacement or template of the other kind fails as
** CPython's join of the pieces fails ("sequence item 1: ...").
**
** Not supported (README): re.DEBUG output, Pattern.scanner,
** the msg/pos/lineno/colno attributes of re.error (its message is
** CPython's), \N{name} escapes; finditer builds its matches at once;
** groupindex is a dict, not a mappingproxy.  The flags are re.py's
** RegexFlag (an int subclass); re.py hands _make their int value.
*/
#include <stdio.h>
#include <string.h>
#include "re.h"
#include "../str.h"
#include "../dict.h"
#include "../bytes.h"
#include "../limits.h"

/* ---- arguments ---- */

/* Bind Argument Clinic style: args[0..nargs) positional (self excluded),
** keyword values after them named by kw; out[i] V_UNDEF when absent. */
static int re_bind(VM *vm, const char *fname, Value *args, int nargs, Tuple *kw,
                   const char *const *names, int n, int required, Value *out) {
  int i, nkw = kw ? (int)kw->len : 0;
  for (i = 0; i < n; i++) out[i] = i < nargs ? args[i] : VUNDEF;
  if (nargs + nkw > n || nargs > n)
    return vm_raise(vm, T_TypeError, "%s() takes at most %d argument%s (%d given)", fname, n,
                    n == 1 ? "" : "s", nargs + nkw);
  for (i = 0; i < nkw; i++) {
    Str *k = AS_STR(kw->items[i]);
    int j;
    for (j = 0; j < n; j++)
      if (strcmp(k->data, names[j]) == 0) break;
    if (j == n)
      return vm_raise(vm, T_TypeError, "'%s' is an invalid keyword argument for %s()", k->data,
                      fname);
    if (j < nargs)
      return vm_raise(vm, T_TypeError, "argument for %s() given by name ('%s') and position (%d)",
                      fname, names[j], j + 1);
    out[j] = args[nargs + i];
  }
  for (i = 0; i < required; i++)
    if (out[i].tag == V_UNDEF)
      return vm_raise(vm, T_TypeError, "%s() missing required argument '%s' (pos %d)", fname,
                      names[i], i + 1);
  return 0;
}

#define PAT(v) ((RePattern *)(v).u.o)
#define MAT(v) ((ReMatch *)(v).u.o)
/* a bytes pattern? */
#define PBYTES(v) IS_BYTES(PAT(v)->pattern)

/* The text a pattern runs over: a str (s), or for a bytes pattern the
** bytes of a bytes-like object (b); len in code points or bytes.  A
** bytearray's bytes stay put while a native runs (no Python code runs). */
typedef struct Subj { Value v; const Str *s; const uint8_t *b; int64_t len; } Subj;

static int subj_get(VM *vm, Value pat, Value v, Subj *out) {
  size_t n;
  out->v = v;
  out->s = NULL;
  out->b = NULL;
  if (!PBYTES(pat)) {
    if (IS_STR(v)) {
      out->s = AS_STR(v);
      out->len = (int64_t)out->s->nchars;
      return 0;
    }
    if (IS_BYTESLIKE(v) || IS_OBJ(v, OT_MEMVIEW))
      return vm_raise(vm, T_TypeError, "cannot use a string pattern on a bytes-like object");
  } else if (IS_STR(v)) {
    return vm_raise(vm, T_TypeError, "cannot use a bytes pattern on a string-like object");
  } else if (bytes_view(v, &out->b, &n)) {
    if (!out->b) out->b = (const uint8_t *)"";
    out->len = (int64_t)n;
    return 0;
  }
  return vm_raise(vm, T_TypeError, "expected string or bytes-like object, got '%s'",
                  val_type_name(v));
}

static int self_is(VM *vm, Value self, int ot, const char *meth) {
  if (IS_OBJ(self, ot)) return 0;
  return vm_raise(vm, T_TypeError, "descriptor '%s' for 're.%s' objects doesn't apply to a '%s' object",
                  meth, ot == OT_PATTERN ? "Pattern" : "Match", val_type_name(self));
}

/* an index argument clamped to [0, len] as _sre's state_init does */
static int clamp_arg(VM *vm, Value v, int64_t dflt, int64_t len, int64_t *out) {
  int64_t i = dflt;
  if (v.tag != V_UNDEF) {
    if (IS_BIG(v)) i = ((BigInt *)v.u.o)->neg ? 0 : len;
    else if (vm_index(vm, v, &i)) return -1;
  }
  *out = i < 0 ? 0 : i > len ? len : i;
  return 0;
}

/* ---- substrings by code point ---- */

static int re_slice(VM *vm, const Str *s, int64_t a, int64_t b, Value *out) {
  size_t x, y;
  if (a < 0 || b < a) return str_new(vm, "", 0, out);
  if (STR_ASCII(s)) return str_new(vm, s->data + a, (size_t)(b - a), out);
  x = str_offset(s, (size_t)a);
  y = x;
  {
    int64_t k;
    for (k = a; k < b; k++) {
      y++;
      while (y < s->len && ((unsigned char)s->data[y] & 0xC0) == 0x80) y++;
    }
  }
  return str_new(vm, s->data + x, y - x, out);
}

/* a slice of a bytes subject: always bytes, the subject itself when it is
** a whole bytes object (as _sre's getslice) */
static int subj_bytes(VM *vm, const Subj *sj, int64_t a, int64_t b, Value *out) {
  if (b > sj->len) b = sj->len;
  if (a < 0 || b <= a) return bytes_new(vm, "", 0, out);
  if (a == 0 && b == sj->len && IS_BYTES(sj->v)) {
    *out = sj->v;
    return 0;
  }
  return bytes_new(vm, sj->b + a, (size_t)(b - a), out);
}

/* a slice of the state's subject (decoded when it is not ASCII) */
static int st_slice(ReState *st, const Subj *sj, int64_t a, int64_t b, Value *out) {
  VM *vm = st->vm;
  const Str *s = sj->s;
  size_t n = 0;
  int64_t k;
  Str *r;
  char *w;
  if (sj->b) return subj_bytes(vm, sj, a, b, out);
  if (a < 0 || b <= a) return str_new(vm, "", 0, out);
  if (st->s8) return str_new(vm, s->data + a, (size_t)(b - a), out);
  for (k = a; k < b; k++) {
    uint32_t c = st->s32[k];
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  if (!(r = str_alloc(vm, n))) return -1;
  w = r->data;
  for (k = a; k < b; k++) w += utf8_encode(st->s32[k], w);
  str_fix(r);
  *out = vobj(r);
  return 0;
}

/* group g of the state's last match as a str, or `dflt` when it did not
** take part */
static int st_group(ReState *st, const Subj *sj, uint32_t g, Value dflt, Value *out) {
  int64_t a, b;
  re_span(st, g, &a, &b);
  if (a < 0) {
    *out = dflt;
    return 0;
  }
  return st_slice(st, sj, a, b, out);
}

static int st_init(VM *vm, ReState *st, Value pat, const Subj *sj, int64_t pos, int64_t endpos) {
  if (sj->b) return re_state_init_bytes(vm, st, PAT(pat)->prog, sj->b, sj->len, pos, endpos);
  return re_state_init(vm, st, PAT(pat)->prog, sj->s, pos, endpos);
}

/* ---- Pattern ---- */

/* re.error with CPython's attributes: msg (without the position), pattern,
** pos, lineno and colno (None when the position is unknown). */
static int compile_error(VM *vm, const ReError *err, Value pattern) {
  Buf b = BUF_INIT;
  Value msg, text, pos = VNONE, lineno = VNONE, colno = VNONE;
  Exc *e;
  if (err->kind == RE_ERR_NOMEM) return vm_nomem(vm);
  if (err->kind == RE_ERR_LIMIT) return -1;
  if (err->kind == RE_ERR_OVERFLOW) return vm_raise(vm, T_OverflowError, "%s", err->msg);
  if (err->kind == RE_ERR_RECURSION) return vm_raise(vm, T_RecursionError, "%s", err->msg);
  if (err->kind == RE_ERR_VALUE) return vm_raise(vm, T_ValueError, "%s", err->msg);
  if (buf_put(vm, &b, err->msg, strlen(err->msg))) return -1;
  if (err->pos >= 0) {
    const char *data = "";
    size_t len = 0, i = 0, line = 1, col;
    int64_t k = 0, lastnl = -1;
    bool nl, isbytes = !IS_STR(pattern);
    if (!isbytes) {
      data = AS_STR(pattern)->data;
      len = AS_STR(pattern)->len;
    } else {
      const uint8_t *bp;
      if (bytes_view(pattern, &bp, &len) && bp) data = (const char *)bp;
    }
    nl = memchr(data, '\n', len) != NULL;
    while (i < len && k < err->pos) {
      if (data[i] == '\n') {
        line++;
        lastnl = k;
      }
      if (isbytes) i++;
      else utf8_decode(data, len, &i);
      k++;
    }
    col = (size_t)(err->pos - lastnl);
    pos = vint(err->pos);
    lineno = vint((int64_t)line);
    colno = vint((int64_t)col);
    if (buf_printf(vm, &b, " at position %lld", (long long)err->pos)) goto fail;
    if (nl && buf_printf(vm, &b, " (line %zu, column %zu)", line, col)) goto fail;
  }
  if (buf_finish(vm, &b, &msg)) return -1;
  vm_raise_value(vm, T_re_error, msg);
  if (!IS_OBJ(vm->exc, OT_EXC)) return -1;      /* out of memory */
  e = AS_EXC(vm->exc);
  if (str_newc(vm, err->msg, &text) || exc_attr_set(vm, e, "msg", text) ||
      exc_attr_set(vm, e, "pattern", pattern) || exc_attr_set(vm, e, "pos", pos) ||
      exc_attr_set(vm, e, "lineno", lineno) || exc_attr_set(vm, e, "colno", colno)) {
    vm->exc = vm->nomem;
    return -1;
  }
  return -1;
fail:
  buf_free(vm, &b);
  return -1;
}

int re_pattern_new(VM *vm, Value pattern, int64_t flags, Value *out) {
  ReProg *prog;
  ReError err;
  RePattern *p;
  Dict *gi;
  uint32_t i;
  bool isbytes = IS_BYTES(pattern);
  const char *data = isbytes ? (const char *)((Bytes *)pattern.u.o)->data : AS_STR(pattern)->data;
  size_t len = isbytes ? ((Bytes *)pattern.u.o)->len : AS_STR(pattern)->len;
  if (flags < 0 || flags > 0xFFFFFFFF) flags &= 0x1FF;
  if (re_compile(vm, data, len, (uint32_t)flags, isbytes, &prog, &err))
    return compile_error(vm, &err, pattern);
  if (!(gi = dict_new(vm))) goto fail;
  for (i = 0; i < prog->nnames; i++) {
    Value k;
    if (str_new(vm, prog->namebuf + prog->names[i].off, prog->names[i].len, &k) ||
        dict_set(vm, gi, k, vint(prog->names[i].group)))
      goto fail;
  }
  if (!(p = obj_new(vm, OT_PATTERN, sizeof(RePattern)))) goto fail;
  p->prog = prog;
  p->pattern = pattern;
  p->groupindex = vobj(gi);
  *out = vobj(p);
  return 0;
fail:
  re_prog_free(vm, prog);
  return -1;
}

static int new_match(VM *vm, Value pat, Value string, ReState *st, Value *out) {
  uint32_t g, n = PAT(pat)->prog->ngroups;
  ReMatch *m = obj_new(vm, OT_MATCH, sizeof(ReMatch) + 2 * (n + 1) * sizeof(int64_t));
  if (!m) return -1;
  m->pattern = pat;
  m->string = string;
  m->pos = st->pos;
  m->endpos = st->endpos;
  m->lastindex = st->lastindex;
  m->ngroups = n;
  for (g = 0; g <= n; g++) re_span(st, g, &m->spans[2 * g], &m->spans[2 * g + 1]);
  *out = vobj(m);
  return 0;
}

/* match / search / fullmatch */
static int p_one(VM *vm, Value *args, int nargs, Tuple *kw, Value *out, const char *name,
                 int how) {
  static const char *const names[] = {"string", "pos", "endpos"};
  Value a[3];
  ReState st;
  Subj sj;
  int64_t pos, endpos;
  int r;
  if (self_is(vm, args[0], OT_PATTERN, name) ||
      re_bind(vm, name, args + 1, nargs - 1, kw, names, 3, 1, a) ||
      subj_get(vm, args[0], a[0], &sj))
    return -1;
  if (clamp_arg(vm, a[1], 0, sj.len, &pos) || clamp_arg(vm, a[2], sj.len, sj.len, &endpos))
    return -1;
  if (st_init(vm, &st, args[0], &sj, pos, endpos)) return -1;
  st.match_all = how == 2;
  r = how == 1 ? re_search(&st) : re_match(&st);
  if (r > 0) r = new_match(vm, args[0], a[0], &st, out);
  else if (r == 0) *out = VNONE;
  re_state_free(&st);
  return r < 0 ? -1 : 0;
}

static int p_match(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  return p_one(vm, args, nargs, kw, out, "match", 0);
}
static int p_search(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  return p_one(vm, args, nargs, kw, out, "search", 1);
}
static int p_fullmatch(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  return p_one(vm, args, nargs, kw, out, "fullmatch", 2);
}

/* the next match of a loop (findall, finditer, sub, split): 1, 0, -1 */
static int st_next(ReState *st) {
  if (st->start > st->endpos) return 0;
  return re_search(st);
}
static void st_advance(ReState *st) {
  st->must_advance = st->ptr == st->start;
  st->start = st->ptr;
}

/* findall / finditer */
static int p_all(VM *vm, Value *args, int nargs, Tuple *kw, Value *out, const char *name,
                 bool iter) {
  static const char *const names[] = {"string", "pos", "endpos"};
  Value a[3], item, empty = vm->str_empty;
  ReState st;
  Subj sj;
  List *l;
  int64_t pos, endpos;
  uint32_t ng;
  int r;
  if (self_is(vm, args[0], OT_PATTERN, name) ||
      re_bind(vm, name, args + 1, nargs - 1, kw, names, 3, 1, a) ||
      subj_get(vm, args[0], a[0], &sj))
    return -1;
  if (clamp_arg(vm, a[1], 0, sj.len, &pos) || clamp_arg(vm, a[2], sj.len, sj.len, &endpos))
    return -1;
  if (sj.b && bytes_new(vm, "", 0, &empty)) return -1;
  if (!(l = list_new(vm, 0))) return -1;
  if (st_init(vm, &st, args[0], &sj, pos, endpos)) return -1;
  ng = st.prog->ngroups;
  while ((r = st_next(&st)) > 0) {
    if (iter) {
      if (new_match(vm, args[0], a[0], &st, &item)) goto fail;
    } else if (ng <= 1) {
      if (st_group(&st, &sj, ng, empty, &item)) goto fail;
    } else {
      Tuple *t = tuple_new(vm, ng);
      uint32_t g;
      if (!t) goto fail;
      for (g = 1; g <= ng; g++)
        if (st_group(&st, &sj, g, empty, &t->items[g - 1])) goto fail;
      item = vobj(t);
    }
    if (list_append(vm, l, item)) goto fail;
    st_advance(&st);
  }
  re_state_free(&st);
  if (r < 0) return -1;
  if (iter) return vm_getiter(vm, vobj(l), out);
  *out = vobj(l);
  return 0;
fail:
  re_state_free(&st);
  return -1;
}

static int p_findall(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  return p_all(vm, args, nargs, kw, out, "findall", false);
}
static int p_finditer(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  return p_all(vm, args, nargs, kw, out, "finditer", true);
}

static int p_split(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char *const names[] = {"string", "maxsplit"};
  Value a[2], item;
  ReState st;
  Subj sj;
  List *l;
  int64_t maxsplit = 0, n = 0, last = 0;
  int r = 0;
  if (self_is(vm, args[0], OT_PATTERN, "split") ||
      re_bind(vm, "split", args + 1, nargs - 1, kw, names, 2, 1, a) ||
      subj_get(vm, args[0], a[0], &sj))
    return -1;
  if (a[1].tag != V_UNDEF && vm_ssize(vm, a[1], &maxsplit)) return -1;
  if (!(l = list_new(vm, 0))) return -1;
  if (st_init(vm, &st, args[0], &sj, 0, sj.len)) return -1;
  while (!maxsplit || n < maxsplit) {
    uint32_t g;
    if ((r = st_next(&st)) <= 0) break;
    if (st_slice(&st, &sj, last, st.start, &item) || list_append(vm, l, item)) goto fail;
    for (g = 1; g <= st.prog->ngroups; g++)
      if (st_group(&st, &sj, g, VNONE, &item) || list_append(vm, l, item)) goto fail;
    n++;
    st_advance(&st);
    last = st.start;
  }
  if (r < 0) goto fail;
  if (st_slice(&st, &sj, last, st.endpos, &item) || list_append(vm, l, item)) goto fail;
  re_state_free(&st);
  *out = vobj(l);
  return 0;
fail:
  re_state_free(&st);
  return -1;
}

/* ---- replacement templates (re._parser.parse_template) ---- */

/* A parsed template: literal pieces and group numbers, in order. */
typedef struct TItem { int64_t group; Value lit; } TItem;   /* group < 0: literal */
typedef struct Tpl {
  TItem *v;
  uint32_t n, cap;
  Buf lit;
  bool bytes;        /* a bytes-like template: its literals are bytes */
} Tpl;

static int tpl_flush(VM *vm, Tpl *t) {
  Value s;
  if (!t->lit.len) return 0;
  if (t->bytes) {
    if (bytes_new(vm, t->lit.p, t->lit.len, &s)) return -1;
    buf_free(vm, &t->lit);
  } else if (buf_finish(vm, &t->lit, &s)) return -1;
  t->lit = (Buf)BUF_INIT;
  if (t->n == t->cap) {
    size_t nc = mem_grow_cap(t->cap, t->n + 1, sizeof(TItem));
    TItem *v = nc ? mem_realloc(&vm->mem, t->v, t->cap * sizeof(TItem), nc * sizeof(TItem)) : NULL;
    if (!v) return vm_nomem(vm);
    t->v = v;
    t->cap = (uint32_t)nc;
  }
  t->v[t->n].group = -1;
  t->v[t->n++].lit = s;
  return 0;
}

static int tpl_group(VM *vm, Tpl *t, int64_t g) {
  if (tpl_flush(vm, t)) return -1;
  if (t->n == t->cap) {
    size_t nc = mem_grow_cap(t->cap, t->n + 1, sizeof(TItem));
    TItem *v = nc ? mem_realloc(&vm->mem, t->v, t->cap * sizeof(TItem), nc * sizeof(TItem)) : NULL;
    if (!v) return vm_nomem(vm);
    t->v = v;
    t->cap = (uint32_t)nc;
  }
  t->v[t->n].group = g;
  t->v[t->n++].lit = VNONE;
  return 0;
}

static void tpl_free(VM *vm, Tpl *t) {
  buf_free(vm, &t->lit);
  mem_free(&vm->mem, t->v, t->cap * sizeof(TItem));
}

/* re.error(msg) for the template, at code point `pos` */
static int tpl_error(VM *vm, Value repl, int64_t pos, const char *fmt, const char *arg) {
  ReError e;
  e.kind = RE_ERR_SYNTAX;
  e.pos = pos;
  snprintf(e.msg, sizeof e.msg, fmt, arg);
  return compile_error(vm, &e, repl);
}

/* one code point of a literal: a byte of a bytes template */
static int tpl_putc(VM *vm, Tpl *t, uint32_t c) {
  if (t->bytes) return buf_putc(vm, &t->lit, (char)(unsigned char)c);
  return buf_put_utf8(vm, &t->lit, c);
}

static bool t_oct(uint32_t c) { return c >= '0' && c <= '7'; }
static bool t_dig(uint32_t c) { return c >= '0' && c <= '9'; }

/* Parse template repl (a str, or bytes-like: each byte a code point). */
static int tpl_parse(VM *vm, const ReProg *prog, Value repl, Tpl *t) {
  const uint8_t *bp = NULL;
  size_t bn = 0, ncp, n = 0, i = 0, k;
  uint32_t *cp;
  int rc = -1;
  memset(t, 0, sizeof *t);
  t->bytes = !IS_STR(repl);
  if (t->bytes) bytes_view(repl, &bp, &bn);
  ncp = t->bytes ? bn : AS_STR(repl)->nchars;
  if (!(cp = mem_alloc(&vm->mem, (ncp + 1) * sizeof *cp))) return vm_nomem(vm);
  if (t->bytes)
    for (n = 0; n < bn; n++) cp[n] = bp[n];
  else {
    const Str *s = AS_STR(repl);
    while (i < s->len) cp[n++] = utf8_decode(s->data, s->len, &i);
  }
  for (k = 0; k < n;) {
    uint32_t c = cp[k], d;
    char tmp[8];
    if (c != '\\') {
      if (tpl_putc(vm, t, c)) goto out;
      k++;
      continue;
    }
    if (k + 1 >= n) {
      tpl_error(vm, repl, (int64_t)n - 1, "%s", "bad escape (end of pattern)");
      goto out;
    }
    d = cp[k + 1];
    k += 2;
    if (d == 'g') {
      size_t start, e;
      Buf name = BUF_INIT;
      Value nv;
      int64_t idx = -1;
      if (k >= n || cp[k] != '<') {
        tpl_error(vm, repl, (int64_t)k, "%s", "missing <");
        goto out;
      }
      start = ++k;
      for (e = start; e < n && cp[e] != '>'; e++)
        if (buf_put(vm, &name, tmp, (size_t)utf8_encode(cp[e], tmp))) goto out;
      if (buf_putc(vm, &name, 0)) goto out;
      name.len--;
      if (e >= n) {
        if (e == start) tpl_error(vm, repl, (int64_t)e, "%s", "missing group name");
        else tpl_error(vm, repl, (int64_t)start, "%s", "missing >, unterminated name");
        buf_free(vm, &name);
        goto out;
      }
      if (e == start) {
        tpl_error(vm, repl, (int64_t)e, "%s", "missing group name");
        buf_free(vm, &name);
        goto out;
      }
      k = e + 1;
      {
        bool ident = true, digits = true;
        size_t q;
        for (q = start; q < e; q++) {
          if (!uni_isident(cp[q], q == start)) ident = false;
          if (!t_dig(cp[q])) digits = false;
        }
        if (ident) {
          idx = re_group_index(prog, name.p, name.len);
          if (idx < 0) {
            if (str_new(vm, name.p, name.len, &nv) == 0) {
              Value r;
              Buf m = BUF_INIT;
              if (!buf_put(vm, &m, "unknown group name ", 19) && !vm_repr_buf(vm, nv, &m) &&
                  !buf_finish(vm, &m, &r))
                vm_raise_value(vm, T_IndexError, r);
            }
            buf_free(vm, &name);
            goto out;
          }
        } else if (digits) {
          idx = 0;
          for (q = start; q < e; q++) {
            idx = idx * 10 + (cp[q] - '0');
            if (idx > (int64_t)RE_MAXGROUPS) idx = (int64_t)RE_MAXGROUPS;
          }
          if (idx >= (int64_t)RE_MAXGROUPS) {
            char msg[64];
            snprintf(msg, sizeof msg, "invalid group reference %lld", (long long)idx);
            tpl_error(vm, repl, (int64_t)start, "%s", msg);
            buf_free(vm, &name);
            goto out;
          }
        } else {
          Value r;
          Buf m = BUF_INIT;
          Value shown;
          /* a bytes template names the group in ASCII (ascii() of it), as
          ** CPython's parser backslash-escapes a bytes pattern's messages */
          if (!str_new(vm, name.p, name.len, &nv) &&
              !(t->bytes ? vm_ascii(vm, nv, &shown) : vm_repr(vm, nv, &shown)) &&
              !buf_put(vm, &m, "bad character in group name ", 28) &&
              !buf_put(vm, &m, AS_STR(shown)->data, AS_STR(shown)->len) && !buf_finish(vm, &m, &r))
            tpl_error(vm, repl, (int64_t)start, "%s", AS_STR(r)->data);
          buf_free(vm, &name);
          goto out;
        }
      }
      buf_free(vm, &name);
      if (idx > (int64_t)prog->ngroups) {
        char msg[64];
        snprintf(msg, sizeof msg, "invalid group reference %lld", (long long)idx);
        tpl_error(vm, repl, (int64_t)start, "%s", msg);
        goto out;
      }
      if (tpl_group(vm, t, idx)) goto out;
    } else if (d == '0') {
      uint32_t v = 0;
      int m = 0;
      while (m < 2 && k < n && t_oct(cp[k])) v = v * 8 + (cp[k++] - '0'), m++;
      if (tpl_putc(vm, t, v & 0xff)) goto out;
    } else if (t_dig(d)) {
      size_t start = k - 1;
      int64_t g = d - '0';
      if (k < n && t_dig(cp[k])) {
        uint32_t d2 = cp[k++];
        if (t_oct(d) && t_oct(d2) && k < n && t_oct(cp[k])) {
          uint32_t v = (d - '0') * 64 + (d2 - '0') * 8 + (cp[k++] - '0');
          if (v > 0377) {
            char msg[80];
            snprintf(msg, sizeof msg, "octal escape value \\%c%c%c outside of range 0-0o377",
                     (char)d, (char)d2, (char)cp[k - 1]);
            tpl_error(vm, repl, (int64_t)start - 1, "%s", msg);
            goto out;
          }
          if (tpl_putc(vm, t, v)) goto out;
          continue;
        }
        g = g * 10 + (d2 - '0');
      }
      if (g > (int64_t)prog->ngroups) {
        char msg[64];
        snprintf(msg, sizeof msg, "invalid group reference %lld", (long long)g);
        tpl_error(vm, repl, (int64_t)start, "%s", msg);
        goto out;
      }
      if (tpl_group(vm, t, g)) goto out;
    } else {
      static const char from[] = "abfnrtv\\", to[] = "\a\b\f\n\r\t\v\\";
      const char *q = d < 128 && d ? strchr(from, (int)d) : NULL;
      if (q) {
        if (buf_putc(vm, &t->lit, to[q - from])) goto out;
      } else if ((d | 32) >= 'a' && (d | 32) <= 'z') {
        char msg[16];
        snprintf(msg, sizeof msg, "bad escape \\%c", (char)d);
        tpl_error(vm, repl, (int64_t)k - 2, "%s", msg);
        goto out;
      } else {
        if (buf_putc(vm, &t->lit, '\\') || tpl_putc(vm, t, d)) goto out;
      }
    }
  }
  rc = tpl_flush(vm, t);
out:
  mem_free(&vm->mem, cp, (ncp + 1) * sizeof *cp);
  if (rc) tpl_free(vm, t);
  return rc;
}

/* append the template expanded for the spans (of a state or a match) */
typedef int (*GroupFn)(void *ud, uint32_t g, Value *out);

static int tpl_expand(VM *vm, const Tpl *t, GroupFn fn, void *ud, Buf *b) {
  uint32_t i;
  for (i = 0; i < t->n; i++) {
    Value v;
    if (t->v[i].group < 0) v = t->v[i].lit;
    else if (fn(ud, (uint32_t)t->v[i].group, &v)) return -1;
    if (IS_STR(v)) {
      if (buf_put(vm, b, AS_STR(v)->data, AS_STR(v)->len)) return -1;
    } else if (v.tag != V_NONE) {
      const uint8_t *p;
      size_t n;
      if (bytes_view(v, &p, &n) && n && buf_put(vm, b, (const char *)p, n)) return -1;
    }
  }
  return 0;
}

/* The TypeError of joining a piece of the other kind (str among bytes or
** bytes among str) at index `item` of the pieces, as CPython's join says
** it; `found` is the piece's type. */
static int join_error(VM *vm, bool bytes, int64_t item, Value found) {
  if (bytes)
    return vm_raise(vm, T_TypeError, "sequence item %lld: expected a bytes-like object, %s found",
                    (long long)item, val_type_name(found));
  return vm_raise(vm, T_TypeError, "sequence item %lld: expected str instance, %s found",
                  (long long)item, val_type_name(found));
}

/* Index of the template's first literal among its pieces (group slots
** count), or -1 when it has none: where expanding a template of the
** other kind fails. */
static int64_t tpl_first_lit(const Tpl *t) {
  uint32_t i;
  for (i = 0; i < t->n; i++)
    if (t->v[i].group < 0) return (int64_t)i;
  return -1;
}

/* a Buf of the subject's kind as the result: str or bytes */
static int buf_result(VM *vm, Buf *b, bool bytes, Value *out) {
  int r;
  if (!bytes) return buf_finish(vm, b, out);
  r = bytes_new(vm, b->p ? b->p : "", b->len, out);
  buf_free(vm, b);
  return r;
}

typedef struct StGroup { ReState *st; const Subj *sj; } StGroup;
static int st_group_fn(void *ud, uint32_t g, Value *out) {
  StGroup *x = ud;
  return st_group(x->st, x->sj, g, VNONE, out);
}

/* append the subject's [x, y) to b */
static int put_span(ReState *st, const Subj *sj, int64_t x, int64_t y, Buf *b) {
  Value v;
  if (y <= x) return 0;
  if (sj->b) return buf_put(st->vm, b, (const char *)sj->b + x, (size_t)(y - x));
  if (st->s8) return buf_put(st->vm, b, sj->s->data + x, (size_t)(y - x));
  if (st_slice(st, sj, x, y, &v)) return -1;
  return buf_put(st->vm, b, AS_STR(v)->data, AS_STR(v)->len);
}

/* sub / subn with a str or bytes-like replacement; BI_FALLBACK for a
** callable one (or anything else: the Python version raises) */
static int p_subx(VM *vm, Value *args, int nargs, Tuple *kw, Value *out, const char *name,
                  bool subn) {
  static const char *const names[] = {"repl", "string", "count"};
  Value a[3], s, found = VNONE;
  ReState st;
  Subj sj;
  Tpl t;
  Buf b = BUF_INIT;
  const uint8_t *rp;
  size_t rn;
  int64_t count = 0, n = 0, i = 0, bad = -1;
  bool literal, rbytes, by_pos = false;
  StGroup sg;
  int r;
  memset(&t, 0, sizeof t);
  if (self_is(vm, args[0], OT_PATTERN, name) ||
      re_bind(vm, name, args + 1, nargs - 1, kw, names, 3, 2, a))
    return -1;
  if (subj_get(vm, args[0], a[1], &sj)) return -1;
  if (a[2].tag != V_UNDEF && vm_ssize(vm, a[2], &count)) return -1;
  if (IS_STR(a[0])) {
    rp = (const uint8_t *)AS_STR(a[0])->data;
    rn = AS_STR(a[0])->len;
    rbytes = false;
  } else if (bytes_view(a[0], &rp, &rn)) {
    rbytes = true;
    if (!rp) rp = (const uint8_t *)"";
  } else return BI_FALLBACK;   /* a function: _re_sub(n) in Python */
  literal = memchr(rp, '\\', rn) == NULL;
  if (!literal && rbytes) {
    /* CPython caches parsed templates by value: a mutable one is refused */
    if (IS_BYTEARRAY(a[0])) return vm_raise(vm, T_TypeError, "unhashable type: 'bytearray'");
    if (IS_OBJ(a[0], OT_MEMVIEW) && !(a[0].u.o->flags & MV_READONLY))
      return vm_raise(vm, T_ValueError, "cannot hash writable memoryview object");
  }
  if (!literal && tpl_parse(vm, PAT(args[0])->prog, a[0], &t)) return -1;
  if (rbytes != (sj.b != NULL)) {
    /* a replacement of the other kind: CPython joins the pieces and fails
    ** at the first one of that kind, once something matched.  A literal
    ** (or a template of one literal) is one piece of the result, after the
    ** text before the first match; a template with groups fails inside,
    ** at its first literal (with groups only it expands fine). */
    if (literal || (t.n == 1 && t.v[0].group < 0)) {
      by_pos = true;
      found = literal ? a[0] : t.v[0].lit;
    } else if ((bad = tpl_first_lit(&t)) >= 0) found = t.v[bad].lit;
  }
  if (st_init(vm, &st, args[0], &sj, 0, sj.len)) {
    if (!literal) tpl_free(vm, &t);
    return -1;
  }
  sg.st = &st;
  sg.sj = &sj;
  while (count == 0 || n < count) {
    if ((r = st_next(&st)) <= 0) break;
    if (by_pos || bad >= 0) {
      join_error(vm, sj.b != NULL, by_pos ? (st.start > 0) : bad, found);
      goto fail;
    }
    if (put_span(&st, &sj, i, st.start, &b)) goto fail;
    if (literal) {
      if (buf_put(vm, &b, (const char *)rp, rn)) goto fail;
    } else if (tpl_expand(vm, &t, st_group_fn, &sg, &b)) goto fail;
    i = st.ptr;
    n++;
    st_advance(&st);
  }
  if (count < 0) r = 0;
  if (r < 0) goto fail;
  if (n && put_span(&st, &sj, i, st.endpos, &b)) goto fail;
  re_state_free(&st);
  if (!literal) tpl_free(vm, &t);
  if (n == 0) {
    buf_free(vm, &b);
    if (sj.b) {
      if (subj_bytes(vm, &sj, 0, sj.len, &s)) return -1;
    } else s = a[1];
  } else if (buf_result(vm, &b, sj.b != NULL, &s)) return -1;
  if (subn) {
    Tuple *tp = tuple_new(vm, 2);
    if (!tp) return -1;
    tp->items[0] = s;
    tp->items[1] = vint(n);
    *out = vobj(tp);
  } else *out = s;
  return 0;
fail:
  re_state_free(&st);
  if (!literal) tpl_free(vm, &t);
  buf_free(vm, &b);
  return -1;
}

static int p_sub(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  return p_subx(vm, args, nargs, kw, out, "sub", false);
}
static int p_subn(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  return p_subx(vm, args, nargs, kw, out, "subn", true);
}

const Method re_pattern_methods[] = {
  {"findall", p_findall, NULL, 0},
  {"finditer", p_finditer, NULL, 0},
  {"fullmatch", p_fullmatch, NULL, 0},
  {"match", p_match, NULL, 0},
  {"search", p_search, NULL, 0},
  {"split", p_split, NULL, 0},
  {"sub", p_sub, "_re_sub", 0},
  {"subn", p_subn, "_re_subn", 0},
};
const int re_pattern_methods_n = (int)(sizeof re_pattern_methods / sizeof re_pattern_methods[0]);

/* ---- Match ---- */

/* group number of an index argument: an int, or a name of groupindex */
static int m_index(VM *vm, ReMatch *m, Value g, uint32_t *out) {
  int64_t i;
  if (g.tag == V_INT || g.tag == V_BOOL) {
    i = g.u.i;
    if (i >= 0 && i <= (int64_t)m->ngroups) {
      *out = (uint32_t)i;
      return 0;
    }
  } else if (IS_STR(g)) {
    Value v;
    int r = dict_get(vm, AS_DICT(PAT(m->pattern)->groupindex), g, &v);
    if (r < 0) return -1;
    if (r == 1 && v.tag == V_INT) {
      *out = (uint32_t)v.u.i;
      return 0;
    }
  }
  return vm_raise(vm, T_IndexError, "no such group");
}

static int m_group_value(VM *vm, ReMatch *m, uint32_t g, Value dflt, Value *out) {
  if (m->spans[2 * g] < 0) {
    *out = dflt;
    return 0;
  }
  if (PBYTES(m->pattern)) {
    /* a bytearray may have shrunk since: the span is cut to it, as _sre's */
    Subj sj;
    if (subj_get(vm, m->pattern, m->string, &sj)) return -1;
    return subj_bytes(vm, &sj, m->spans[2 * g], m->spans[2 * g + 1], out);
  }
  return re_slice(vm, AS_STR(m->string), m->spans[2 * g], m->spans[2 * g + 1], out);
}

static int m_group(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  ReMatch *m;
  uint32_t g = 0;
  int i;
  if (self_is(vm, args[0], OT_MATCH, "group") || arg_nokw(vm, "group", kw)) return -1;
  m = MAT(args[0]);
  if (nargs <= 2) {
    if (m_index(vm, m, nargs == 2 ? args[1] : vint(0), &g)) return -1;
    return m_group_value(vm, m, g, VNONE, out);
  }
  {
    Tuple *t = tuple_new(vm, (size_t)nargs - 1);
    if (!t) return -1;
    for (i = 1; i < nargs; i++)
      if (m_index(vm, m, args[i], &g) || m_group_value(vm, m, g, VNONE, &t->items[i - 1]))
        return -1;
    *out = vobj(t);
  }
  return 0;
}

int re_match_getitem(VM *vm, Value mv, Value key, Value *out) {
  uint32_t g = 0;
  if (m_index(vm, MAT(mv), key, &g)) return -1;
  return m_group_value(vm, MAT(mv), g, VNONE, out);
}

static int m_groups(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char *const names[] = {"default"};
  Value a[1];
  ReMatch *m;
  Tuple *t;
  uint32_t g;
  if (self_is(vm, args[0], OT_MATCH, "groups") ||
      re_bind(vm, "groups", args + 1, nargs - 1, kw, names, 1, 0, a))
    return -1;
  m = MAT(args[0]);
  if (!(t = tuple_new(vm, m->ngroups))) return -1;
  for (g = 1; g <= m->ngroups; g++)
    if (m_group_value(vm, m, g, a[0].tag == V_UNDEF ? VNONE : a[0], &t->items[g - 1])) return -1;
  *out = vobj(t);
  return 0;
}

static int m_groupdict(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char *const names[] = {"default"};
  Value a[1], k, v, gv;
  ReMatch *m;
  Dict *d;
  size_t pos = 0;
  if (self_is(vm, args[0], OT_MATCH, "groupdict") ||
      re_bind(vm, "groupdict", args + 1, nargs - 1, kw, names, 1, 0, a))
    return -1;
  m = MAT(args[0]);
  if (!(d = dict_new(vm))) return -1;
  while (dict_next(AS_DICT(PAT(m->pattern)->groupindex), &pos, &k, &v)) {
    if (m_group_value(vm, m, (uint32_t)v.u.i, a[0].tag == V_UNDEF ? VNONE : a[0], &gv) ||
        dict_set(vm, d, k, gv))
      return -1;
  }
  *out = vobj(d);
  return 0;
}

/* start / end / span */
static int m_pos(VM *vm, Value *args, int nargs, Tuple *kw, Value *out, const char *name,
                 int which) {
  ReMatch *m;
  uint32_t g = 0;
  if (self_is(vm, args[0], OT_MATCH, name) || arg_nokw(vm, name, kw) ||
      arg_count(vm, name, nargs - 1, 0, 1))
    return -1;
  m = MAT(args[0]);
  if (nargs == 2 && m_index(vm, m, args[1], &g)) return -1;
  if (which < 2) {
    *out = vint(m->spans[2 * g + which]);
    return 0;
  }
  {
    Tuple *t = tuple_new(vm, 2);
    if (!t) return -1;
    t->items[0] = vint(m->spans[2 * g]);
    t->items[1] = vint(m->spans[2 * g + 1]);
    *out = vobj(t);
  }
  return 0;
}

static int m_start(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  return m_pos(vm, args, nargs, kw, out, "start", 0);
}
static int m_end(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  return m_pos(vm, args, nargs, kw, out, "end", 1);
}
static int m_span(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  return m_pos(vm, args, nargs, kw, out, "span", 2);
}

typedef struct MGroup { VM *vm; ReMatch *m; } MGroup;
static int m_group_fn(void *ud, uint32_t g, Value *out) {
  MGroup *x = ud;
  return m_group_value(x->vm, x->m, g, VNONE, out);
}

static int m_expand(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char *const names[] = {"template"};
  Value a[1];
  Tpl t;
  Buf b = BUF_INIT;
  MGroup mg;
  const uint8_t *p;
  size_t n;
  bool bytes;
  int64_t bad;
  if (self_is(vm, args[0], OT_MATCH, "expand") ||
      re_bind(vm, "expand", args + 1, nargs - 1, kw, names, 1, 1, a))
    return -1;
  if (!IS_STR(a[0]) && !bytes_view(a[0], &p, &n))
    return vm_raise(vm, T_TypeError, "decoding to str: need a bytes-like object, %s found",
                    val_type_name(a[0]));
  mg.vm = vm;
  mg.m = MAT(args[0]);
  bytes = PBYTES(mg.m->pattern);
  if (tpl_parse(vm, PAT(mg.m->pattern)->prog, a[0], &t)) return -1;
  /* a template of the other kind joins only when it has no literal */
  if (t.bytes != bytes && (bad = tpl_first_lit(&t)) >= 0) {
    join_error(vm, bytes, bad, t.v[bad].lit);
    tpl_free(vm, &t);
    return -1;
  }
  if (tpl_expand(vm, &t, m_group_fn, &mg, &b)) {
    tpl_free(vm, &t);
    buf_free(vm, &b);
    return -1;
  }
  tpl_free(vm, &t);
  return buf_result(vm, &b, bytes, out);
}

const Method re_match_methods[] = {
  {"end", m_end, NULL, 0},
  {"expand", m_expand, NULL, 0},
  {"group", m_group, NULL, 0},
  {"groupdict", m_groupdict, NULL, 0},
  {"groups", m_groups, NULL, 0},
  {"span", m_span, NULL, 0},
  {"start", m_start, NULL, 0},
};
const int re_match_methods_n = (int)(sizeof re_match_methods / sizeof re_match_methods[0]);

/* ---- attributes and reprs ---- */

int re_getattr(VM *vm, Value obj, const char *n, Value *out) {
  if (IS_OBJ(obj, OT_PATTERN)) {
    RePattern *p = PAT(obj);
    if (!strcmp(n, "pattern")) *out = p->pattern;
    else if (!strcmp(n, "flags")) *out = vint(p->prog->flags);
    else if (!strcmp(n, "groups")) *out = vint(p->prog->ngroups);
    else if (!strcmp(n, "groupindex")) {
      Dict *d = dict_new(vm);
      if (!d || dict_merge(vm, d, p->groupindex, "groupindex")) return -1;
      *out = vobj(d);
    } else return 1;
    return 0;
  }
  if (IS_OBJ(obj, OT_MATCH)) {
    ReMatch *m = MAT(obj);
    if (!strcmp(n, "string")) *out = m->string;
    else if (!strcmp(n, "re")) *out = m->pattern;
    else if (!strcmp(n, "pos")) *out = vint(m->pos);
    else if (!strcmp(n, "endpos")) *out = vint(m->endpos);
    else if (!strcmp(n, "lastindex")) *out = m->lastindex < 0 ? VNONE : vint(m->lastindex);
    else if (!strcmp(n, "lastgroup")) {
      const ReProg *pr = PAT(m->pattern)->prog;
      uint32_t i;
      *out = VNONE;
      for (i = 0; m->lastindex >= 0 && i < pr->nnames; i++)
        if (pr->names[i].group == (uint32_t)m->lastindex)
          return str_new(vm, pr->namebuf + pr->names[i].off, pr->names[i].len, out);
    } else if (!strcmp(n, "regs")) {
      Tuple *t = tuple_new(vm, m->ngroups + 1);
      uint32_t g;
      if (!t) return -1;
      for (g = 0; g <= m->ngroups; g++) {
        Tuple *s = tuple_new(vm, 2);
        if (!s) return -1;
        s->items[0] = vint(m->spans[2 * g]);
        s->items[1] = vint(m->spans[2 * g + 1]);
        t->items[g] = vobj(s);
      }
      *out = vobj(t);
    } else return 1;
    return 0;
  }
  return 1;
}

/* repr(v) truncated to `max` code points, as %.NR does */
static int repr_trunc(VM *vm, Value v, size_t max, Buf *b) {
  Value r;
  const Str *s;
  size_t i = 0, k = 0;
  if (vm_repr(vm, v, &r)) return -1;
  s = AS_STR(r);
  while (i < s->len && k < max) {
    utf8_decode(s->data, s->len, &i);
    k++;
  }
  return buf_put(vm, b, s->data, i);
}

int re_repr(VM *vm, Value v, Buf *b) {
  if (IS_OBJ(v, OT_PATTERN)) {
    static const struct { const char *name; uint32_t bit; } fl[] = {
      {"re.TEMPLATE", RE_TEMPLATE}, {"re.IGNORECASE", RE_IGNORECASE}, {"re.LOCALE", RE_LOCALE},
      {"re.MULTILINE", RE_MULTILINE}, {"re.DOTALL", RE_DOTALL}, {"re.UNICODE", RE_UNICODE},
      {"re.VERBOSE", RE_VERBOSE}, {"re.DEBUG", RE_DEBUG}, {"re.ASCII", RE_ASCII}};
    RePattern *p = PAT(v);
    uint32_t flags = p->prog->flags, i;
    bool first = true;
    if ((flags & (RE_LOCALE | RE_UNICODE | RE_ASCII)) == RE_UNICODE) flags &= ~(uint32_t)RE_UNICODE;
    if (buf_put(vm, b, "re.compile(", 11) || repr_trunc(vm, p->pattern, 200, b)) return -1;
    for (i = 0; i < sizeof fl / sizeof fl[0]; i++) {
      if (!(flags & fl[i].bit)) continue;
      if (buf_put(vm, b, first ? ", " : "|", first ? 2 : 1) ||
          buf_put(vm, b, fl[i].name, strlen(fl[i].name)))
        return -1;
      first = false;
      flags &= ~fl[i].bit;
    }
    if (flags && buf_printf(vm, b, "%s0x%x", first ? ", " : "|", (unsigned)flags)) return -1;
    return buf_putc(vm, b, ')');
  } else {
    ReMatch *m = MAT(v);
    Value g;
    if (buf_printf(vm, b, "<re.Match object; span=(%lld, %lld), match=", (long long)m->spans[0],
                   (long long)m->spans[1]) ||
        m_group_value(vm, m, 0, VNONE, &g) || repr_trunc(vm, g, 50, b))
      return -1;
    return buf_putc(vm, b, '>');
  }
}

/* ---- module natives (re.py wraps them) ---- */

/* re._make(pattern, flags): a Pattern, or the pattern itself (re.py caches) */
static int r_make(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  int64_t flags = 0;
  if (arg_nokw(vm, "_make", kw) || arg_count(vm, "_make", nargs, 2, 2)) return -1;
  if (args[1].tag == V_INT || args[1].tag == V_BOOL) flags = args[1].u.i;
  else if (!IS_BIG(args[1]))
    return vm_raise(vm, T_TypeError, "unsupported operand type(s) for &: '%s' and 'RegexFlag'",
                    val_type_name(args[1]));
  if (IS_OBJ(args[0], OT_PATTERN)) {
    if (flags)
      return vm_raise(vm, T_ValueError, "cannot process flags argument with a compiled pattern");
    *out = args[0];
    return 0;
  }
  if (IS_BYTEARRAY(args[0]))   /* CPython's compile cache refuses it as a key */
    return vm_raise(vm, T_TypeError, "unhashable type: 'bytearray'");
  if (IS_OBJ(args[0], OT_MEMVIEW)) {
    Value b;
    if (memview_bytes(vm, args[0], &b)) return -1;
    return re_pattern_new(vm, b, flags, out);
  }
  if (!IS_STR(args[0]) && !IS_BYTES(args[0]))
    return vm_raise(vm, T_TypeError, "first argument must be string or compiled pattern");
  return re_pattern_new(vm, args[0], flags, out);
}

/* re.escape(pattern): CPython's _special_chars_map */
static int r_escape(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char special[] = "()[]{}?*+-|^$\\.&~# \t\n\r\v\f";
  const char *data;
  Buf b = BUF_INIT;
  size_t i, len, mark = 0;
  bool bytes = !IS_STR(args[0]);
  if (arg_nokw(vm, "escape", kw) || arg_count(vm, "escape", nargs, 1, 1)) return -1;
  if (!bytes) {
    data = AS_STR(args[0])->data;
    len = AS_STR(args[0])->len;
  } else {
    const uint8_t *p;
    if (!bytes_view(args[0], &p, &len))
      return vm_raise(vm, T_TypeError, "decoding to str: need a bytes-like object, %s found",
                      val_type_name(args[0]));
    data = p ? (const char *)p : "";
  }
  for (i = 0; i < len; i++) {
    char c = data[i];
    /* charged as it goes, which polls (the text's growths alone left
    ** 11 ms gaps for 10 MB: limits_audit, re.escape(BA)) */
    if (vm_charge_span(vm, i, len, &mark, 16)) goto fail;
    if (c && strchr(special, c) && buf_putc(vm, &b, '\\')) goto fail;
    if (buf_putc(vm, &b, c)) goto fail;
  }
  return buf_result(vm, &b, bytes, out);
fail:
  buf_free(vm, &b);
  return -1;
}

/* re._types(): (Pattern, Match, error) for re.py */
static int r_types(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Tuple *t;
  (void)args;
  if (arg_nokw(vm, "_types", kw) || arg_count(vm, "_types", nargs, 0, 0)) return -1;
  if (!(t = tuple_new(vm, 3))) return -1;
  t->items[0] = vtype(T_PATTERN);
  t->items[1] = vtype(T_MATCH);
  t->items[2] = vtype(T_re_error);
  *out = vobj(t);
  return 0;
}

const Builtin re_natives[] = {
  {"re._make", r_make, NULL, -1},
  {"re.escape", r_escape, NULL, -1},
  {"re._types", r_types, NULL, -1},
};
const int re_natives_n = (int)(sizeof re_natives / sizeof re_natives[0]);
