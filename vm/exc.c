/*
** exc.c - exception objects: raising from C, tracebacks, messages.
**
** An exception in flight is vm->exc (V_UNDEF when none).  C code raises by
** building an Exc and storing it there, then returns -1 up to the
** interpreter loop, which unwinds frames using the handler tables.
*/
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "vm.h"
#include "class.h"
#include "str.h"
#include "bytes.h"
#include "eaw_tab.h"
#include "limits.h"

Exc *exc_new(VM *vm, int type, Value args) {
  Exc *e = obj_new(vm, OT_EXC, sizeof(Exc));
  if (e == NULL) return NULL;
  e->type = type;
  e->args = args;
  e->cause = e->context = e->suggestion = VNONE;
  return e;
}

/* ---- "Did you mean" suggestions, with CPython 3.11's metric
** (Python/suggestions.c): a Levenshtein distance where a case change
** costs 1 and any other edit 2, affixes trimmed, at most a third of the
** characters changed; the first best candidate wins. ---- */

#define SUG_MOVE 2
#define SUG_MAX_STRING 40
#define SUG_MAX_ITEMS 750

static size_t sug_subst(char a, char b) {
  if ((a & 31) != (b & 31)) return SUG_MOVE;
  if (a == b) return 0;
  if (a >= 'A' && a <= 'Z') a = (char)(a + 32);
  if (b >= 'A' && b <= 'Z') b = (char)(b + 32);
  return a == b ? 1 : SUG_MOVE;
}

static size_t sug_distance(const char *a, size_t an, const char *b, size_t bn, size_t max) {
  size_t row[SUG_MAX_STRING], i, j, result = 0, t;
  while (an && bn && a[0] == b[0]) { a++; b++; an--; bn--; }
  while (an && bn && a[an - 1] == b[bn - 1]) { an--; bn--; }
  if (an == 0 || bn == 0) return (an + bn) * SUG_MOVE;
  if (an > SUG_MAX_STRING || bn > SUG_MAX_STRING) return max + 1;
  if (bn < an) { const char *tp = a; a = b; b = tp; t = an; an = bn; bn = t; }
  if ((bn - an) * SUG_MOVE > max) return max + 1;
  for (i = 0, t = SUG_MOVE; i < an; i++, t += SUG_MOVE) row[i] = t;
  for (j = 0; j < bn; j++) {
    size_t dist = result = j * SUG_MOVE, minimum = (size_t)-1;
    for (i = 0; i < an; i++) {
      size_t sub = dist + sug_subst(b[j], a[i]), ins;
      dist = row[i];
      ins = (result < dist ? result : dist) + SUG_MOVE;
      result = ins < sub ? ins : sub;
      row[i] = result;
      if (result < minimum) minimum = result;
    }
    if (minimum > max) return max + 1;
  }
  return result;
}

void sug_init(Suggest *s, const char *name) {
  s->name = name;
  s->len = strlen(name);
  s->best = NULL;
  s->bestlen = 0;
  s->dist = (size_t)-1;
  s->count = 0;
}

void sug_offer(Suggest *s, const char *item, size_t len) {
  size_t max;
  if (++s->count > SUG_MAX_ITEMS) { s->best = NULL; return; }
  if (len == s->len && memcmp(item, s->name, len) == 0) return;
  max = (s->len + len + 3) * SUG_MOVE / 6;
  if (s->dist - 1 < max) max = s->dist - 1;
  {
    size_t d = sug_distance(s->name, s->len, item, len, max);
    if (d > max) return;
    if (s->best == NULL || d < s->dist) {
      s->best = item;
      s->bestlen = len;
      s->dist = d;
    }
  }
}

/* Attach the suggestion to the exception just raised. */
bool sug_found(const Suggest *s) {
  return s->best != NULL && s->count <= SUG_MAX_ITEMS;
}

void sug_attach(VM *vm, Suggest *s) {
  Value v;
  if (!sug_found(s) || !IS_OBJ(vm->exc, OT_EXC)) return;
  if (str_new(vm, s->best, s->bestlen, &v)) { vm->exc = VUNDEF; return; }
  AS_EXC(vm->exc)->suggestion = v;
}

int exc_set(VM *vm, Value exc) {
  Exc *e = AS_EXC(exc);
  if (IS_OBJ(vm->handled, OT_EXC) && vm->handled.u.o != exc.u.o &&
      e->context.tag == V_NONE)
    e->context = vm->handled;
  vm->exc = exc;
  return -1;
}

int vm_raise_value(VM *vm, int type, Value arg) {
  Tuple *t = tuple_new(vm, 1);
  Exc *e;
  if (t == NULL) return -1;
  t->items[0] = arg;
  e = exc_new(vm, type, vobj(t));
  if (e == NULL) return -1;
  return exc_set(vm, vobj(e));
}

/* ---- vm_raise of a message with a long string in it (a 10 MB
** attribute name, the repr of a big list in "... is not in list"):
** vsnprintf walked it twice with no poll, 15-17 ms (limits_audit:
** hasattr('%s', S), format('%s', S), LL.index(B)).  When the %s arguments
** add up to RAISE_BIG bytes or more, the message is built a conversion at
** a time instead, each long string copied with vm_copy (polled).  Only
** the conversions vm_raise's callers use are known; a format with any
** other takes vsnprintf's path. ---- */
#define RAISE_BIG ((size_t)1 << 16)

enum { RA_NONE, RA_INT, RA_LONG, RA_LLONG, RA_SIZE, RA_STR, RA_PSTR, RA_DOUBLE, RA_PTR };

/* The conversion at f (f[0] == '%'): its length in f and the kind of its
** argument, or 0 when it is not one vm_raise_big knows. */
static size_t raise_spec(const char *f, int *kind, bool *plain) {
  size_t i = 1;
  int lng = 0;
  bool prec_star = false;
  while (f[i] && strchr("-+ #0", f[i])) i++;
  while (f[i] >= '0' && f[i] <= '9') i++;
  if (f[i] == '.') {
    i++;
    if (f[i] == '*') { prec_star = true; i++; }
    else while (f[i] >= '0' && f[i] <= '9') i++;
  }
  if (f[i] == 'z') { lng = 3; i++; }
  else if (f[i] == 'l') { lng = 1; i++; if (f[i] == 'l') { lng = 2; i++; } }
  *plain = i == 1;
  switch (f[i]) {
  case '%': *kind = RA_NONE; return *plain ? 2 : 0;
  case 's':
    if (lng) return 0;
    *kind = prec_star ? RA_PSTR : RA_STR;
    return i + 1;
  case 'd': case 'i': case 'u': case 'x': case 'X': case 'c':
    if (prec_star) return 0;
    *kind = lng == 0 ? RA_INT : lng == 1 ? RA_LONG : lng == 2 ? RA_LLONG : RA_SIZE;
    return i + 1;
  case 'f': case 'g': case 'e':
    if (prec_star || lng) return 0;
    *kind = RA_DOUBLE;
    return i + 1;
  case 'p':
    if (prec_star || lng) return 0;
    *kind = RA_PTR;
    return i + 1;
  default:
    return 0;
  }
}

/* The bytes %.*s takes of str (strnlen is not C11). */
static size_t raise_prec_len(const char *str, int prec) {
  const char *z;
  if (prec < 0) return strlen(str);
  z = memchr(str, 0, (size_t)prec);
  return z != NULL ? (size_t)(z - str) : (size_t)prec;
}

/* Format one conversion other than a plain %s into piece (snprintf's
** count: it may be longer than the piece, then it is cut). */
static int raise_piece(char *piece, size_t size, const char *f, size_t len, int kind, va_list *ap,
                       const char **str, size_t *slen) {
  char spec[32];
  if (len >= sizeof spec) return -1;
  memcpy(spec, f, len);
  spec[len] = 0;
  *str = NULL;
  switch (kind) {
  case RA_NONE: return snprintf(piece, size, "%%");
  case RA_INT: return snprintf(piece, size, spec, va_arg(*ap, int));
  case RA_LONG: return snprintf(piece, size, spec, va_arg(*ap, long));
  case RA_LLONG: return snprintf(piece, size, spec, va_arg(*ap, long long));
  case RA_SIZE: return snprintf(piece, size, spec, va_arg(*ap, size_t));
  case RA_DOUBLE: return snprintf(piece, size, spec, va_arg(*ap, double));
  case RA_PTR: return snprintf(piece, size, spec, va_arg(*ap, void *));
  case RA_PSTR: {
    int prec = va_arg(*ap, int);
    const char *s = va_arg(*ap, const char *);
    *str = s;
    *slen = raise_prec_len(s, prec);
    return 0;
  }
  default: {  /* RA_STR */
    const char *s = va_arg(*ap, const char *);
    if (len != 2) return snprintf(piece, size, spec, s);
    *str = s;
    *slen = strlen(s);
    return 0;
  }
  }
}

/* The message's length when it is built a piece at a time (a %s argument
** of RAISE_BIG bytes or more in all), else 0; -1: a conversion it does
** not know, or a piece vsnprintf could not format. */
static long long raise_big_len(const char *fmt, va_list ap0) {
  va_list ap;
  size_t total = 0, strs = 0;
  long long r = 0;
  /* first the %s arguments alone: most messages are short, and this pass
  ** formats nothing */
  va_copy(ap, ap0);
  for (const char *f = strchr(fmt, '%'); f != NULL; f = strchr(f, '%')) {
    int kind;
    bool plain;
    size_t len = raise_spec(f, &kind, &plain);
    if (len == 0) { va_end(ap); return -1; }
    switch (kind) {
    case RA_INT: (void)va_arg(ap, int); break;
    case RA_LONG: (void)va_arg(ap, long); break;
    case RA_LLONG: (void)va_arg(ap, long long); break;
    case RA_SIZE: (void)va_arg(ap, size_t); break;
    case RA_DOUBLE: (void)va_arg(ap, double); break;
    case RA_PTR: (void)va_arg(ap, void *); break;
    case RA_PSTR: {
      int prec = va_arg(ap, int);
      const char *str = va_arg(ap, const char *);
      strs += raise_prec_len(str, prec);
      break;
    }
    case RA_STR: strs += strlen(va_arg(ap, const char *)); break;
    default: break;
    }
    f += len;
  }
  va_end(ap);
  if (strs < RAISE_BIG) return 0;
  strs = 0;
  va_copy(ap, ap0);
  for (const char *f = fmt; *f; ) {
    const char *pct = strchr(f, '%'), *s;
    size_t len, slen = 0;
    int kind, n;
    bool plain;
    char piece[64];
    if (pct == NULL) { total += strlen(f); break; }
    total += (size_t)(pct - f);
    len = raise_spec(pct, &kind, &plain);
    if (len == 0) { r = -1; break; }
    n = raise_piece(piece, sizeof piece, pct, len, kind, &ap, &s, &slen);
    if (n < 0) { r = -1; break; }
    if (s != NULL) { total += slen; strs += slen; }
    else total += (size_t)n;
    f = pct + len;
  }
  va_end(ap);
  if (r == 0 && strs >= RAISE_BIG) r = (long long)total;
  return r;
}

/* Build the message of raise_big_len's length n into s->data. */
static int raise_big_fill(VM *vm, Str *s, const char *fmt, va_list ap0) {
  va_list ap;
  char *o = s->data;
  int r = 0;
  va_copy(ap, ap0);
  for (const char *f = fmt; *f; ) {
    const char *pct = strchr(f, '%'), *str;
    size_t len, slen = 0;
    int kind, n;
    bool plain;
    if (pct == NULL) { memcpy(o, f, strlen(f)); o += strlen(f); break; }
    memcpy(o, f, (size_t)(pct - f));
    o += pct - f;
    len = raise_spec(pct, &kind, &plain);
    /* the length pass met this conversion: it fits the room it counted */
    n = raise_piece(o, (size_t)(s->data + s->len + 1 - o), pct, len, kind, &ap, &str, &slen);
    if (str != NULL) {
      if (vm_copy(vm, o, str, slen)) { r = -1; break; }
      o += slen;
    } else {
      o += n;
    }
    f = pct + len;
  }
  va_end(ap);
  *o = 0;
  return r;
}

int vm_raise(VM *vm, int type, const char *fmt, ...) {
  char small[256];
  va_list ap;
  int n;
  Value msg;
  va_start(ap, fmt);
  {
    long long big = raise_big_len(fmt, ap);
    if (big > 0) {
      Str *s = str_alloc(vm, (size_t)big);
      if (s == NULL || raise_big_fill(vm, s, fmt, ap)) { va_end(ap); return -1; }
      va_end(ap);
      str_fix(s);
      return vm_raise_value(vm, type, vobj(s));
    }
  }
  n = vsnprintf(small, sizeof small, fmt, ap);
  va_end(ap);
  if (n < 0) n = 0;
  if ((size_t)n < sizeof small) {
    if (str_new(vm, small, (size_t)n, &msg)) return -1;
  } else {
    Str *s = str_alloc(vm, (size_t)n);
    if (s == NULL) return -1;
    va_start(ap, fmt);
    vsnprintf(s->data, (size_t)n + 1, fmt, ap);
    va_end(ap);
    str_fix(s);
    msg = vobj(s);
  }
  return vm_raise_value(vm, type, msg);
}

int vm_raise_tail(VM *vm, int type, const char *prefix, const Str *tail) {
  size_t np = strlen(prefix);
  Str *s;
  if (tail->len > SIZE_MAX / 2 - np) return vm_nomem(vm);
  s = str_alloc(vm, np + tail->len);
  if (s == NULL) return -1;
  memcpy(s->data, prefix, np);
  if (vm_copy(vm, s->data + np, tail->data, tail->len)) return -1;
  s->data[np + tail->len] = 0;
  s->nchars = np + tail->nchars;
  return vm_raise_value(vm, type, vobj(s));
}

int vm_raise_needs_py(VM *vm, const char *what, Value v) {
  /* natives meet this often (a user __hash__ inside dict.get) and their
  ** callers mostly drop it for the Python version: no printf */
  static const char a[] = "the ", b[] = " of a '", c[] = "' object cannot run inside this operation";
  const char *tn = val_type_name(v);
  size_t nw = strlen(what), nt = strlen(tn), n = 0;
  char small[256];
  Value msg;
  vm->want_py = true;
  if (nw + nt + sizeof a + sizeof b + sizeof c > sizeof small)
    return vm_raise(vm, T_TypeError, "the %s of a '%s' object cannot run inside this operation",
                    what, tn);
  memcpy(small + n, a, sizeof a - 1); n += sizeof a - 1;
  memcpy(small + n, what, nw); n += nw;
  memcpy(small + n, b, sizeof b - 1); n += sizeof b - 1;
  memcpy(small + n, tn, nt); n += nt;
  memcpy(small + n, c, sizeof c - 1); n += sizeof c - 1;
  if (str_new(vm, small, n, &msg)) return -1;
  return vm_raise_value(vm, T_TypeError, msg);
}

/* MemoryError must not need memory: the VM keeps one instance ready.
** When the VM's memory limit (not the host allocator) refused a request
** during a run, the run ends with BT_LIMIT instead: a limit cannot be
** caught by the program. */
int vm_nomem(VM *vm) {
  Value e = vm->nomem;
  if (vm->mem.refused && vm->nframes > 0) {
    vm->mem.refused = 0;
    vm->limit_hit = true;
    vm->limit_kind = LIMIT_MEMORY;
  }
  vm->mem.refused = 0;
  if (e.tag == V_OBJ) {
    AS_EXC(e)->tb = NULL;
    AS_EXC(e)->context = VNONE;
    AS_EXC(e)->cause = VNONE;
  }
  vm->exc = e;
  return -1;
}

/* Library code whose CPython counterpart prints other frames, or none:
** code CPython generates at run time (dataclasses' __init__ and frozen
** __setattr__/__delattr__, namedtuple's __new__, made there by exec()) and
** modules that are C code there (qualname NULL: all of the file).  `line`:
** -1, never shown (a C function has no frame); 0, not shown when it raised
** the error itself (CPython's argument error of the call, before the
** generated code runs), else shown as baton's; N > 0, shown as
** `File "<string>", line N` (N + 1 below a call), no source line. */
static const struct {
  const char *file, *qualname;
  int line;
} tb_generated[] = {
  {"<lib dataclasses>", "_make_init.<locals>.__init__", 0},
  {"<lib dataclasses>", "_make_frozen.<locals>.__setattr__", 4},
  {"<lib dataclasses>", "_make_frozen.<locals>.__delattr__", 4},
  {"<lib collections>", "namedtuple.<locals>._NT.__new__", 0},
  {"<lib collections>", "deque.", -1},
  {"<lib collections>", "defaultdict.", -1},
  {"<lib collections>", "OrderedDict.", -1},
  {"<lib functools>", "reduce", -1},
  {"<lib functools>", "partial.", -1},
  {"<lib functools>", "_lru_cache_wrapper.", -1},
  {"<lib functools>", "cmp_to_key", -1},
  {"<lib functools>", "_make_key", -1},
  {"<lib itertools>", NULL, -1},
  {"<lib operator>", NULL, -1},
  {"<lib bisect>", NULL, -1},
  {"<lib datetime>", NULL, -1},
  {"<lib decimal>", NULL, -1},
  {"<lib math>", NULL, -1},
  {"<lib time>", NULL, -1},
  {"<lib binascii>", NULL, -1},
  {"<lib array>", NULL, -1},
  {"<lib cmath>", NULL, -1},
  {"<lib unicodedata>", NULL, -1},
  {"<lib hashlib>", NULL, -1},
  {"<lib contextvars>", NULL, -1},
  {"<lib io>", NULL, -1},
  {"<lib xml.etree.ElementTree>", "Element.", -1},
  {"<lib xml.etree.ElementTree>", "SubElement", -1},
  {"<lib xml.etree.ElementTree>", "TreeBuilder.", -1},
  {"<lib xml.etree.ElementTree>", "XMLParser.", -1},
  {"<lib xml.etree.ElementTree>", "_Doc.", -1},
  {"<lib queue>", "SimpleQueue.", -1},
  {"<lib threading>", "Lock.", -1},
  {"<lib threading>", "RLock.", -1},
};

/* The tb_generated entry of code, or -1.  A qualname ending in '.' names
** a class: its methods (and the functions nested in them); a name without
** one, that function and the functions nested in it. */
static int tb_generated_find(const Code *code) {
  size_t i, n;
  const char *q;
  if (!IS_STR(code->filename) || strncmp(AS_STR(code->filename)->data, "<lib ", 5) != 0 ||
      !IS_STR(code->qualname))
    return -1;
  q = AS_STR(code->qualname)->data;
  for (i = 0; i < sizeof tb_generated / sizeof tb_generated[0]; i++) {
    if (strcmp(AS_STR(code->filename)->data, tb_generated[i].file) != 0) continue;
    if (tb_generated[i].qualname == NULL) return (int)i;
    n = strlen(tb_generated[i].qualname);
    if (strncmp(q, tb_generated[i].qualname, n) == 0 &&
        (q[n] == 0 || tb_generated[i].qualname[n - 1] == '.' || q[n] == '.'))
      return (int)i;
  }
  return -1;
}

/* A new traceback object in front of e's (the frame the exception has
** reached).  A traceback that cannot grow for want of memory stays as it
** was: a shorter traceback, not an error, unless the memory limit
** refused it (vm->limit_hit: the run ends, as the interpreter checks). */
int exc_tb_add(VM *vm, Exc *e, Code *code, uint32_t pc, bool method) {
  int g;
  Traceback *t;
  Value exc = vm->exc;
  if (code->flags & CODE_HIDDEN) return 0;
  if ((g = tb_generated_find(code)) >= 0 &&
      (tb_generated[g].line < 0 || (tb_generated[g].line == 0 && e->tb == NULL)))
    return 0;
  t = obj_new(vm, OT_TRACEBACK, sizeof(Traceback));
  if (t == NULL) {
    vm->exc = exc;
    return 0;
  }
  t->e.code = &code->h;
  t->e.pc = pc;
  t->e.method = (code->code[pc].op == OP_LOADMETHOD ||
                 (method && code->code[pc].op == OP_CALLMETHOD)) &&
                code->pos[pc].kind == POS_METHOD;
  t->next = e->tb;
  e->tb = t;
  return 0;
}

void exc_tb_add_start(VM *vm, Exc *e, Code *code) {
  Traceback *before = e->tb;
  if (code->ncode == 0) return;
  exc_tb_add(vm, e, code, 0, false);
  if (e->tb != before) e->tb->e.method = 2;
}

/* Where entry t points: its instruction's position, or for a failed method
** lookup `obj.name` (CPython's LOAD_METHOD: on name's line when the call
** spans lines, then only name). */
static CodePos tb_pos(const TbEntry *t) {
  const Code *c = (const Code *)t->code;
  CodePos p = c->pos[t->pc];
  if (t->method >= 2) {
    p.line = c->firstline;
    p.col = p.end_col = POS_NOCOL;
    p.dline = 0;
    p.kind = POS_PLAIN;
  } else if (t->method) {     /* a LOADMETHOD or CALLMETHOD (snapshot.c checks it) */
    uint16_t ki = c->code[t->pc].c;        /* the method's name */
    size_t n = ki < c->nk && IS_STR(c->k[ki]) ? AS_STR(c->k[ki])->len : 0;
    if (p.b) {
      p.line += p.b;
      p.col = p.a >= n && p.a != POS_NOCOL ? (uint16_t)(p.a - n) : POS_NOCOL;
    }
    p.end_col = p.a;
    p.dline = 0;
    p.kind = POS_PLAIN;
  }
  return p;
}

int exc_tb_line(const TbEntry *t) {
  return tb_pos(t).line;
}

static int exc_str_special(VM *vm, Value exc, Buf *b);

int exc_message(VM *vm, Value exc, Value *out) {
  Exc *e = AS_EXC(exc);
  Tuple *args = AS_TUPLE(e->args);
  Buf b = BUF_INIT;
  int r = exc_str_special(vm, exc, &b);
  if (r) {
    if (r > 0) return buf_finish(vm, &b, out);
    buf_free(vm, &b);
    return -1;
  }
  if (args->len == 0) return str_new(vm, "", 0, out);
  if (args->len == 1) {
    if (e->type == T_KeyError) return vm_repr(vm, args->items[0], out);
    return vm_str(vm, args->items[0], out);
  }
  return vm_repr(vm, e->args, out);
}

/* Display columns of code point u (CPython's _display_width): two for East
** Asian Wide and Fullwidth characters. */
static size_t cp_width(uint32_t u) {
  size_t lo = 0, hi = EAW_NRANGES;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (u < eaw_wide[mid][0]) hi = mid;
    else if (u > eaw_wide[mid][1]) lo = mid + 1;
    else return 2;
  }
  return 1;
}

/* Display width of the first n bytes of s (n clamped to len). */
static size_t text_width(const char *s, size_t len, size_t n) {
  size_t i = 0, w = 0;
  if (n > len) n = len;
  while (i < n) w += cp_width(utf8_decode(s, n, &i));
  return w;
}

static bool is_blank(char ch) { return ch == ' ' || ch == '\t' || ch == '\f'; }

/* Where CPython 3.11 puts the ^ of a binary operation whose operands end at
** byte le and start at byte rs of segment s: the operator (two characters
** when it is, or runs into the right operand), past a ')' closing the left
** operand.  *l and *r bound the ^ (bytes of s). */
static void binop_anchors(const char *s, size_t le, size_t rs, size_t *l, size_t *r) {
  size_t i;
  *l = le;
  *r = le + 1;
  for (i = le; i < rs; i++) {
    if (is_blank(s[i])) continue;
    *l = i;
    *r = i + 1;
    if (i + 1 < rs && !is_blank(s[i + 1])) ++*r;
    if (i + 1 < rs && s[i] == ')') continue;
    break;
  }
}

/* The same for a subscript whose value ends at byte ve and index at ie:
** from its '[' to its ']'. */
static void subscr_anchors(const char *s, size_t n, size_t ve, size_t ie, size_t *l, size_t *r) {
  *l = ve;
  *r = ie + 1;
  while (*l < n && s[*l] != '[') ++*l;
  while (*r < n && s[*r] != ']') ++*r;
  if (*r < n) ++*r;
}

/* The markers of a position whose columns are known: start and end in
** display columns of the line, anchors (lw < column <= rw is ^, else ~)
** or plain ^. */
typedef struct Marks {
  size_t start, end, lw, rw;
  bool anchors;
} Marks;

static int put_marks(VM *vm, Buf *b, size_t from, const Marks *m) {
  size_t w;
  if (buf_put(vm, b, "    ", 4)) return -1;
  for (w = from + 1; w <= m->end; w++) {
    char ch = w <= m->start ? ' ' : !m->anchors ? '^' : (m->lw < w && w <= m->rw) ? '^' : '~';
    if (buf_putc(vm, b, ch)) return -1;
  }
  return buf_putc(vm, b, '\n');
}

/* The marker line the interpreter prints (CPython 3.11's traceback.c) under
** source line ln (n bytes, leading blanks included) for position p: ^ from
** the start column to the end column (to the line's last non-blank when
** the position ends on a later line); ~ around ^ for a binary operation (^
** under the operator) or a subscript (^ under [index]); nothing when plain
** ^ would cover the whole line (from its first non-blank) or the columns
** are unknown.  Columns count display width. */
static int put_markers(VM *vm, Buf *b, const char *ln, size_t n, CodePos p) {
  size_t indent = 0, col = p.col;
  Marks m = {0, 0, 0, 0, false};
  while (indent < n && is_blank(ln[indent])) indent++;
  m.start = text_width(ln, n, col);
  if (p.dline == 0) {
    size_t ec = p.end_col < col ? col : p.end_col, l = 0, r = 0;
    if (ec > n) ec = n;
    m.end = text_width(ln, n, ec);
    if (p.kind == POS_BINOP && p.a >= col && p.b >= p.a && p.b <= ec) {
      binop_anchors(ln + col, p.a - col, p.b - col, &l, &r);
      m.anchors = true;
    } else if (p.kind == POS_SUBSCR && p.a >= col && p.b >= p.a && p.b <= ec) {
      subscr_anchors(ln + col, ec - col, p.a - col, p.b - col, &l, &r);
      m.anchors = true;
    }
    if (m.anchors) {
      m.lw = m.start + text_width(ln + col, ec - col, l);
      m.rw = m.start + text_width(ln + col, ec - col, r);
    }
  } else {
    size_t e = n;
    while (e > 0 && is_blank(ln[e - 1])) e--;
    m.end = text_width(ln, n, e);
  }
  if (m.end <= m.start && !m.anchors) return 0;
  if (!m.anchors && m.end - m.start == text_width(ln, n, n) - indent) return 0;
  return put_marks(vm, b, indent, &m);
}

/* Characters in the first n bytes of s (a cut character counts, as the
** replacement CPython decodes it to). */
static size_t char_count(const char *s, size_t len, size_t n) {
  size_t i = 0, k = 0;
  if (n > len) n = len;
  while (i < n) { utf8_decode(s, n, &i); k++; }
  return k;
}

/* Byte offset of character k of s (len when past the end). */
static size_t char_offset(const char *s, size_t len, size_t k) {
  size_t i = 0;
  while (k-- > 0 && i < len) utf8_decode(s, len, &i);
  return i;
}

/* The same marker line as traceback.py formats it (traceback.format_exc and
** the other functions of the module), whose arithmetic differs: columns are
** characters; the line is stripped at both ends and the markers move left
** by its trailing blanks; a binary operator's ^ is found by skipping blanks
** and ')' from the left operand's end, counting that end in bytes but
** indexing the segment in characters (as CPython 3.11.7 does); markers are
** left out only when plain and at least as long as the stripped line. */
static int put_markers_py(VM *vm, Buf *b, const char *ln, size_t n, CodePos p) {
  size_t lead = 0, trail = n, start, end, stripped, col = p.col;
  Marks m = {0, 0, 0, 0, false};
  while (lead < n && is_blank(ln[lead])) lead++;
  while (trail > lead && is_blank(ln[trail - 1])) trail--;
  stripped = char_count(ln + lead, n - lead, trail - lead);
  start = char_count(ln, n, col);
  if (p.dline == 0) {
    size_t ec = p.end_col < col ? col : p.end_col, l = 0, r = 0;
    const char *seg = ln + col;
    size_t sl, nseg;
    if (ec > n) ec = n;
    end = char_count(ln, n, ec);
    sl = ec - col;
    nseg = char_count(seg, sl, sl);
    if (p.kind == POS_BINOP && p.a >= col && p.b >= p.a && p.b <= ec) {
      size_t le = p.a - col, os = char_count(seg, sl, le), oe = char_count(seg, sl, p.b - col);
      size_t off = 0, j;
      while (os + off < oe && is_blank(seg[char_offset(seg, sl, os + off)])) off++;
      l = le + off;
      r = l + 1;
      if (os + off + 1 < oe && !is_blank(seg[char_offset(seg, sl, os + off + 1)])) r++;
      while (l < nseg && ((j = char_offset(seg, sl, l)), is_blank(seg[j]) || seg[j] == ')' ||
                          seg[j] == '#')) {
        l++;
        r++;
      }
      l = char_count(seg, sl, l);
      r = char_count(seg, sl, r);
      m.anchors = r > l;
    } else if (p.kind == POS_SUBSCR && p.a >= col && p.b >= p.a && p.b <= ec) {
      l = char_count(seg, sl, p.a - col);
      r = char_count(seg, sl, p.b - col + 1);
      while (l < nseg && seg[char_offset(seg, sl, l)] != '[') l++;
      while (r < nseg && seg[char_offset(seg, sl, r)] != ']') r++;
      if (r < nseg) r++;
      m.anchors = r > l;
    }
    if (m.anchors) {
      m.lw = text_width(seg, sl, char_offset(seg, sl, l));
      m.rw = text_width(seg, sl, char_offset(seg, sl, r));
    }
  } else {
    end = char_count(ln, n, trail);
  }
  if (!(end - start < stripped || m.anchors) || end < start) return 0;
  /* markers start after dp_start - stripped_characters blanks (traceback.py:
  ** stripped_characters counts both ends' blanks and the newline) */
  m.start = text_width(ln, n, char_offset(ln, n, start)) + 1;
  m.end = text_width(ln, n, char_offset(ln, n, end)) + 1;
  {
    size_t cut = lead + (n - trail) + 1, pad = m.start > cut ? m.start - cut : 0, len = m.end - m.start;
    Marks out = {pad, pad + len, pad + m.lw, pad + m.rw, m.anchors};
    return put_marks(vm, b, 0, &out);
  }
}

/* "    <line>" for the source line of entry t, with its markers; pymod: as
** traceback.py formats it (put_markers_py), else as the interpreter. */
static int put_source_line(VM *vm, Buf *b, const TbEntry *t, bool pymod) {
  const Code *c = (const Code *)t->code;
  CodePos p = tb_pos(t);
  const char *s, *end, *ln, *q;
  int l = 1;
  if (c->source.tag != V_OBJ || p.line <= 0) return 0;
  s = AS_STR(c->source)->data;
  end = s + AS_STR(c->source)->len;
  while (l < p.line && s < end) {
    if (*s++ == '\n') l++;
  }
  if (l != p.line || s >= end) return 0;
  ln = s;
  while (s < end && is_blank(*s)) s++;
  q = s;
  while (q < end && *q != '\n' && *q != '\r') q++;
  if (q == s) return 0;
  if (buf_put(vm, b, "    ", 4)) return -1;
  if (pymod) {
    const char *e = q;
    while (e > s && is_blank(e[-1])) e--;
    if (buf_put(vm, b, s, (size_t)(e - s))) return -1;
  } else if (buf_put(vm, b, s, (size_t)(q - s))) {
    return -1;
  }
  if (buf_putc(vm, b, '\n')) return -1;
  if (p.col == POS_NOCOL || p.end_col == POS_NOCOL || p.col > (size_t)(q - ln)) return 0;
  return (pymod ? put_markers_py : put_markers)(vm, b, ln, (size_t)(q - ln), p);
}

/* CPython folds a run of identical entries (same file, line and function,
** as in unbounded recursion) after the first three into one line. */
#define TB_RECURSIVE_CUTOFF 3

static bool same_entry(const Code *a, int aline, const Code *b, int bline) {
  return aline == bline && str_eq(AS_STR(a->filename), AS_STR(b->filename)) &&
         str_eq(AS_STR(a->name), AS_STR(b->name));
}

static int put_repeated(VM *vm, Buf *b, size_t repeat) {
  size_t more;
  if (repeat <= TB_RECURSIVE_CUTOFF) return 0;
  more = repeat - TB_RECURSIVE_CUTOFF;
  return buf_printf(vm, b, "  [Previous line repeated %zu more time%s]\n",
                    more, more > 1 ? "s" : "");
}

static int exc_attr_get(VM *vm, Exc *e, const char *name, Value *out);

/* The notes of add_note(), one a line after the message (str ones as
** they are, others as their repr; a __notes__ that is no list, whole). */
static int put_notes(VM *vm, Buf *b, Exc *e) {
  Value notes;
  size_t i;
  int r = exc_attr_get(vm, e, "__notes__", &notes);
  if (r <= 0) return r;
  if (!IS_OBJ(notes, OT_LIST) && !IS_OBJ(notes, OT_TUPLE))
    return vm_repr_buf(vm, notes, b) || buf_putc(vm, b, '\n') ? -1 : 0;
  for (i = 0; i < (IS_OBJ(notes, OT_LIST) ? AS_LIST(notes)->len : AS_TUPLE(notes)->len); i++) {
    Value n = IS_OBJ(notes, OT_LIST) ? AS_LIST(notes)->items[i] : AS_TUPLE(notes)->items[i];
    if ((IS_STR(n) ? vm_str_buf(vm, n, b) : vm_repr_buf(vm, n, b)) || buf_putc(vm, b, '\n'))
      return -1;
  }
  return 0;
}

/* The "  File ..." line of traceback entry t and its source line with
** its markers; called: t has an inner entry (a generated frame's line). */
static int put_entry(VM *vm, Buf *b, const TbEntry *t, bool called, bool pymod) {
  Code *c = (Code *)t->code;
  int g;
  if (t->method >= TB_GENERATED)
    return buf_printf(vm, b, "  File \"<string>\", line %d, in %s\n",
                      (int)(t->method - TB_GENERATED), AS_STR(c->name)->data);
  if ((g = tb_generated_find(c)) >= 0 && tb_generated[g].line > 0)
    return buf_printf(vm, b, "  File \"<string>\", line %d, in %s\n",
                      tb_generated[g].line + called, AS_STR(c->name)->data);
  if (buf_printf(vm, b, "  File \"%s\", line %d, in %s\n",
                 AS_STR(c->filename)->data, exc_tb_line(t), AS_STR(c->name)->data))
    return -1;
  return put_source_line(vm, b, t, pymod);
}

/* Where traceback entry t shows (as put_entry): its file name, line,
** function name and stripped source line ('' for none); its lines as
** traceback.py formats them into *text. */
int exc_tb_entry(VM *vm, const Traceback *t, Value out[4], Value *text) {
  const TbEntry *e = &t->e;
  Code *c = (Code *)e->code;
  int g = tb_generated_find(c), line = exc_tb_line(e);
  bool gen = e->method >= TB_GENERATED || (g >= 0 && tb_generated[g].line > 0);
  Buf b = BUF_INIT;
  if (gen) {
    if (str_newc(vm, "<string>", &out[0])) return -1;
    line = e->method >= TB_GENERATED ? (int)(e->method - TB_GENERATED)
                                     : tb_generated[g].line + (t->next != NULL);
  } else {
    out[0] = c->filename;
  }
  out[1] = vint(line);
  out[2] = c->name;
  if (put_entry(vm, &b, e, t->next != NULL, true)) {
    buf_free(vm, &b);
    return -1;
  }
  if (buf_finish(vm, &b, text)) return -1;
  {
    /* the source line: the second line of the text, stripped */
    const Str *s = AS_STR(*text);
    const char *p = memchr(s->data, '\n', s->len), *q;
    if (gen || p == NULL || (size_t)(p + 1 - s->data) >= s->len) return str_new(vm, "", 0, &out[3]);
    p += 5;
    q = memchr(p, '\n', s->len - (size_t)(p - s->data));
    return str_new(vm, p, q ? (size_t)(q - p) : 0, &out[3]);
  }
}

/* The lines of traceback chain tb (none when it is NULL), header first;
** a run of the same entry folded as CPython folds it. */
static int format_tb(VM *vm, const Traceback *tb, Buf *b, const char *header, bool pymod) {
  size_t repeat = 0;
  const Code *last = NULL;
  int lastline = 0;
  const Traceback *t;
  if (tb == NULL) return 0;
  if (buf_put(vm, b, header, strlen(header))) return -1;
  for (t = tb; t; t = t->next) {
    Code *c = (Code *)t->e.code;
    int line = exc_tb_line(&t->e);
    if (last && same_entry(last, lastline, c, line)) {
      if (++repeat > TB_RECURSIVE_CUTOFF) continue;
    } else {
      if (put_repeated(vm, b, repeat)) return -1;
      repeat = 1;
      last = c;
      lastline = line;
    }
    if (put_entry(vm, b, &t->e, t->next != NULL, pymod)) return -1;
  }
  return put_repeated(vm, b, repeat);
}

static int format_frames(VM *vm, Exc *e, Buf *b, const char *header, bool pymod) {
  return format_tb(vm, e->tb, b, header, pymod);
}

/* traceback.format_tb's text of chain tb, as traceback.py formats it */
int exc_format_tb(VM *vm, const Traceback *tb, Buf *b) {
  return format_tb(vm, tb, b, "", true);
}

/* The members of exception group exc (an instance of the prelude's
** BaseExceptionGroup, vm/lib/prelude_excgroup.py: its message and
** exceptions are the instance's _message and _exceptions), or NULL. */
static Tuple *group_members(VM *vm, Value exc, Value *msg) {
  Exc *e = AS_EXC(exc);
  Value v;
  Tuple *t, *mro;
  size_t i;
  bool named = false;
  if (e->cls == NULL || !IS_OBJ(((Class *)e->cls)->mro, OT_TUPLE)) return NULL;
  mro = AS_TUPLE(((Class *)e->cls)->mro);
  for (i = 0; i < mro->len && !named; i++)
    named = IS_OBJ(mro->items[i], OT_CLASS) && strcmp(class_name(mro->items[i]), "BaseExceptionGroup") == 0;
  if (!named || exc_attr_get(vm, e, "_exceptions", &v) <= 0 || !IS_OBJ(v, OT_TUPLE) ||
      exc_attr_get(vm, e, "_message", msg) <= 0 || !IS_STR(*msg))
    return NULL;
  t = AS_TUPLE(v);
  if (t->len == 0) return NULL;
  for (i = 0; i < t->len; i++)
    if (!IS_OBJ(t->items[i], OT_EXC)) return NULL;
  return t;
}

/* CPython's builtins the sandbox leaves out on purpose, and why: an
** uncaught NameError for one of them gets a line saying so above CPython's
** message (which stays the last line, str(e) unchanged), so that a model
** changes its program instead of hunting for a typo. */
static const char *const sandbox_left_out[][2] = {
  {"open", "programs read no files; their data comes from the host's tools"},
  {"input", "programs have no stdin; their data comes from the host's tools"},
  {"eval", "programs cannot run code from strings"},
  {"exec", "programs cannot run code from strings"},
  {"compile", "programs cannot run code from strings"},
  {"__import__", "use an import statement"},
  {"breakpoint", "there is no debugger"},
  {"help", "there is no interactive session"},
};

static int sandbox_hint(VM *vm, const Str *msg, Buf *b) {
  size_t i, n;
  if (msg->len < 23 || memcmp(msg->data, "name '", 6) != 0 ||
      memcmp(msg->data + msg->len - 16, "' is not defined", 16) != 0)
    return 0;
  n = msg->len - 6 - 16;
  for (i = 0; i < sizeof sandbox_left_out / sizeof sandbox_left_out[0]; i++)
    if (strlen(sandbox_left_out[i][0]) == n && memcmp(sandbox_left_out[i][0], msg->data + 6, n) == 0)
      return buf_printf(vm, b, "(the sandbox has no %s(): %s)\n", sandbox_left_out[i][0],
                        sandbox_left_out[i][1]);
  return 0;
}

/* The lines under the traceback entries: "Type: message" (a SyntaxError's
** place first; for a group, its message and size, as its __str__),
** without the notes.  A message that needs Python code is CPython's
** "<exception str() failed>" when `placeholder`, else the error.  The
** ". Did you mean: 'x'?" of an AttributeError only when `suggest`: CPython
** 3.11's interpreter prints it for an uncaught one, its traceback module
** (format_exc, print_exception, logging) never. */
/* The characters of t's first n bytes. */
static int64_t str_char_count(const Str *t, size_t n) {
  int64_t c = 0;
  size_t i;
  for (i = 0; i < n && i < t->len; i++) c += ((unsigned char)t->data[i] & 0xC0) != 0x80;
  return c;
}

static int put_only(VM *vm, Value exc, Buf *b, bool placeholder, bool suggest) {
  Exc *e = AS_EXC(exc);
  Value msg, gmsg;
  Tuple *members = group_members(vm, exc, &gmsg);
  if (members) {
    return exc_class_name(vm, exc, b, true) || buf_put(vm, b, ": ", 2) ||
           buf_put(vm, b, AS_STR(gmsg)->data, AS_STR(gmsg)->len) ||
           buf_printf(vm, b, " (%zu sub-exception%s)\n", members->len,
                      members->len > 1 ? "s" : "") ? -1 : 0;
  }
  if (e->type == T_SyntaxError || e->type == T_IndentationError ||
      e->type == T_TabError) {
    /* args = (msg, (filename, line, offset, text[, end_line, end_offset])) */
    Tuple *args = AS_TUPLE(e->args);
    if (args->len == 2 && IS_OBJ(args->items[1], OT_TUPLE)) {
      Tuple *d = AS_TUPLE(args->items[1]);
      if (d->len >= 4 && IS_STR(d->items[0]) && d->items[1].tag == V_INT) {
        if (buf_printf(vm, b, "  File \"%s\", line %lld\n",
                       AS_STR(d->items[0])->data, (long long)d->items[1].u.i))
          return -1;
        if (IS_STR(d->items[3])) {
          Str *t = AS_STR(d->items[3]);
          size_t st = 0, en = t->len;
          int64_t off = d->items[2].tag == V_INT ? d->items[2].u.i : 0;
          int64_t k;
          while (st < en && (t->data[st] == ' ' || t->data[st] == '\t' ||
                             t->data[st] == '\f'))
            st++;
          while (en > st && (t->data[en - 1] == '\n' || t->data[en - 1] == '\r'))
            en--;
          if (d->items[2].tag == V_NONE) {
            /* no column (a NUL byte in the source): the text alone */
            if (buf_put(vm, b, "    ", 4) ||
                buf_put(vm, b, t->data + st, en - st) || buf_putc(vm, b, '\n'))
              return -1;
          } else {
            /* the text (even an empty one), then a caret unless the
            ** offset points left of the stripped text (an "unexpected
            ** indent", an error at the end of a file), as CPython's */
            if (buf_put(vm, b, "    ", 4) ||
                buf_put(vm, b, t->data + st, en - st) || buf_putc(vm, b, '\n'))
              return -1;
            /* the carets run from offset to end_offset, as numbers (which
            ** count bytes or characters: see syntax_error in compile.c),
            ** to the line's end when the error ends on a later line */
            int64_t width = 1;
            if (d->len >= 6 && d->items[4].tag == V_INT && d->items[5].tag == V_INT &&
                e->type == T_SyntaxError) {      /* (an IndentationError gets one) */
              int64_t eo = d->items[5].u.i;
              if (d->items[4].u.i > d->items[1].u.i) eo = str_char_count(t, en) + 1;
              if (eo != 0 && eo > off) width = eo - off;
            }
            /* the stripped indent (st bytes, all ASCII) is not shown */
            off -= (int64_t)st;
            if (off >= 1) {
              /* clipped one past the text's bytes, as CPython does */
              if (off > (int64_t)(en - st) + 1) off = (int64_t)(en - st) + 1;
              if (buf_put(vm, b, "    ", 4)) return -1;
              for (k = 1; k < off; k++)
                if (buf_putc(vm, b, ' ')) return -1;
              for (k = 0; k < width; k++)
                if (buf_putc(vm, b, '^')) return -1;
              if (buf_putc(vm, b, '\n')) return -1;
            }
          }
        }
        if (buf_printf(vm, b, "%s: ", type_names[e->type])) return -1;
        if (vm_str_buf(vm, args->items[0], b)) return -1;
        return buf_putc(vm, b, '\n');
      }
    }
  }
  if (exc_message(vm, exc, &msg)) {
    /* str(exc) would run Python code (a __str__ or __repr__ of the
    ** exception or of its arguments), which a traceback written here
    ** cannot: CPython's words for a str() it could not get */
    if (!vm->want_py || !placeholder) return -1;
    vm->want_py = false;
    vm->exc = VUNDEF;
    return exc_class_name(vm, exc, b, true) ||
           buf_put(vm, b, ": <exception str() failed>\n", 27) ? -1 : 0;
  }
  /* what a program may import, on the line above CPython's message (which
  ** stays the last line, str(e) unchanged) */
  if (e->type == T_ModuleNotFoundError && AS_STR(msg)->len > 15 &&
      memcmp(AS_STR(msg)->data, "No module named", 15) == 0 &&
      lib_missing_hint(vm, AS_STR(msg), b))
    return -1;
  if (e->type == T_NameError && sandbox_hint(vm, AS_STR(msg), b)) return -1;
  if (exc_class_name(vm, exc, b, true)) return -1;
  if (AS_STR(msg)->len) {
    if (buf_put(vm, b, ": ", 2) ||
        buf_put(vm, b, AS_STR(msg)->data, AS_STR(msg)->len))
      return -1;
  }
  if (suggest && e->suggestion.tag == V_TYPE) {
    /* a builtin type's missing attribute (repr.c, attr_error): its
    ** suggestion is looked for now, for the name the error carries */
    Value nm, sg = VNONE;
    int r = exc_attr_get(vm, e, "name", &nm);
    if (r < 0 || (r > 0 && IS_STR(nm) &&
                  attr_suggestion(vm, (int)e->suggestion.u.i, AS_STR(nm)->data, &sg)))
      return -1;
    e->suggestion = sg;
  }
  if (suggest && IS_STR(e->suggestion) &&
      buf_printf(vm, b, ". Did you mean: '%s'?", AS_STR(e->suggestion)->data))
    return -1;
  return buf_putc(vm, b, '\n');
}


/* One part of exc's traceback for the traceback module: its entries
** (frames) or its "Type: message" lines (an error, with want_py set, when
** the message needs Python code: traceback.py then makes it). */
int exc_format_part(VM *vm, Value exc, bool frames, Buf *b) {
  Value fn;
  if (frames) return format_frames(vm, AS_EXC(exc), b, "", true);
  /* a __str__ of the exception's class: traceback.py calls it */
  if (class_user_method(vm, exc, "__str__", &fn))
    return vm_raise(vm, T_TypeError, "the exception's message needs its __str__");
  return put_only(vm, exc, b, false, false);
}

/* Tracebacks inside exception groups: each line is indented two spaces a
** level, with a margin ("| ", "+ " on a group's first line), and members
** are framed by numbered rules, as CPython 3.11 prints them (at most 15
** members and 10 levels shown). */
#define GROUP_WIDTH 15
#define GROUP_DEPTH 10

/* py: for an uncaught exception's traceback, the messages made by Python
** code (exc_uncaught_strs), or NULL. */
typedef struct {
  int depth;
  bool need_close;
  const ExcPyStrs *py;
  bool pymod;          /* the traceback module's text (put_source_line) */
  /* the exceptions met so far in the whole text, group members' chains
  ** included: a cause or context already there is not shown again, as
  ** CPython's print_exception_cause_and_context (its `seen` set) for an
  ** uncaught exception.  (The traceback module's TracebackException
  ** meets them in another order, a queue: not done, its text shows all.) */
  int nseen;
  const void *seen[256];
} TbCtx;

static bool tb_seen(const TbCtx *c, Value v) {
  int i;
  for (i = 0; i < c->nseen; i++)
    if (c->seen[i] == v.u.o) return true;
  return false;
}

/* Does str(exc) run Python code: a __str__ of its class, or of an
** argument?  (Errors are dropped: the C text is then written.) */
static bool needs_py(VM *vm, Value exc) {
  Value fn, msg, saved = vm->exc;
  bool r;
  if (class_user_method(vm, exc, "__str__", &fn)) return true;
  if (exc_message(vm, exc, &msg) == 0) return false;
  r = vm->want_py;
  vm->want_py = false;
  vm->exc = saved;
  return r;
}

/* The "Type: message" line of exc when Python code made its message:
** 1 written, 0 not one of those, -1 error. */
static int put_py_only(VM *vm, Value exc, Buf *b, const ExcPyStrs *py) {
  uint32_t i;
  Value s;
  if (py == NULL || py->excs == NULL) return 0;
  for (i = 0; i < py->excs->len && py->excs->items[i].u.o != exc.u.o; i++) {}
  if (i == py->excs->len) return 0;
  s = py->strs && i < py->strs->len ? py->strs->items[i] : VNONE;
  if (exc_class_name(vm, exc, b, true)) return -1;
  if (!IS_STR(s)) return buf_put(vm, b, ": <exception str() failed>\n", 27) ? -1 : 1;
  if (AS_STR(s)->len && (buf_put(vm, b, ": ", 2) ||
                         buf_put(vm, b, AS_STR(s)->data, AS_STR(s)->len)))
    return -1;
  return buf_putc(vm, b, '\n') ? -1 : 1;
}

/* The last lines of a traceback: put_only's (or the one Python code made),
** then the notes. */
static int format_only(VM *vm, Value exc, Buf *b, const TbCtx *c) {
  int r = put_py_only(vm, exc, b, c->py);
  if (r < 0 || (r == 0 && put_only(vm, exc, b, true, true))) return -1;
  return put_notes(vm, b, AS_EXC(exc));
}

/* Lines of s[0..n) written to out with c's indentation and margin. */
static int tb_emit(VM *vm, Buf *out, const TbCtx *c, const char *s, size_t n, char margin) {
  size_t i = 0, j;
  while (i < n) {
    int k;
    for (j = i; j < n && s[j] != '\n'; j++) {}
    if (j < n) j++;
    for (k = 0; k < 2 * c->depth; k++)
      if (buf_putc(vm, out, ' ')) return -1;
    if (c->depth && (buf_putc(vm, out, margin) || buf_putc(vm, out, ' '))) return -1;
    if (buf_put(vm, out, s + i, j - i)) return -1;
    i = j;
  }
  return 0;
}

static int tb_emit_buf(VM *vm, Buf *out, const TbCtx *c, Buf *tmp, char margin) {
  int r = tb_emit(vm, out, c, tmp->p ? tmp->p : "", tmp->len, margin);
  tmp->len = 0;
  return r;
}

/* A rule between group members ("+-+---- 1 ----" and the like: 16 dashes
** each side of the title), or the closing one (title NULL). */
static int tb_rule(VM *vm, Buf *out, const TbCtx *c, const char *lead, const char *title) {
  static const char dashes[] = "------------------------------------";   /* 36 */
  int i;
  for (i = 0; i < 2 * c->depth; i++)
    if (buf_putc(vm, out, ' ')) return -1;
  if (title == NULL) return buf_printf(vm, out, "%s%s\n", lead, dashes);
  return buf_printf(vm, out, "%s%.16s %s %.16s\n", lead, dashes, title, dashes);
}

static int format_chain(VM *vm, Value exc, Buf *out, TbCtx *c);

static int format_group(VM *vm, Value exc, Tuple *members, Buf *out, TbCtx *c, Buf *tmp) {
  bool top = c->depth == 0;
  size_t n = members->len > GROUP_WIDTH ? GROUP_WIDTH + 1 : members->len, i;
  if (c->depth > GROUP_DEPTH)
    return buf_printf(vm, tmp, "... (max_group_depth is %d)\n", GROUP_DEPTH) ||
           tb_emit_buf(vm, out, c, tmp, '|') ? -1 : 0;
  if (top) c->depth++;
  if (AS_EXC(exc)->tb) {
    if (buf_put(vm, tmp, "Exception Group Traceback (most recent call last):\n", 51) ||
        tb_emit_buf(vm, out, c, tmp, top ? '+' : '|') ||
        format_frames(vm, AS_EXC(exc), tmp, "", c->pymod) || tb_emit_buf(vm, out, c, tmp, '|'))
      return -1;
  }
  if (format_only(vm, exc, tmp, c) || tb_emit_buf(vm, out, c, tmp, '|')) return -1;
  c->need_close = false;
  for (i = 0; i < n; i++) {
    bool last = i == n - 1, cut = i >= GROUP_WIDTH;
    char title[32];
    if (last) c->need_close = true;
    snprintf(title, sizeof title, cut ? "..." : "%zu", i + 1);
    if (tb_rule(vm, out, c, i == 0 ? "+-+" : "  +", title)) return -1;
    c->depth++;
    if (!cut) {
      if (format_chain(vm, members->items[i], out, c)) return -1;
    } else {
      size_t more = members->len - GROUP_WIDTH;
      if (buf_printf(vm, tmp, "and %zu more exception%s\n", more, more > 1 ? "s" : "") ||
          tb_emit_buf(vm, out, c, tmp, '|'))
        return -1;
    }
    if (last && c->need_close) {
      if (tb_rule(vm, out, c, "+", NULL)) return -1;
      c->need_close = false;
    }
    c->depth--;
  }
  if (top) c->depth = 0;
  return 0;
}

/* exc and its cause/context chain, oldest first (the walk is iterative
** and bounded; groups recurse at most GROUP_DEPTH levels). */
static int format_chain(VM *vm, Value exc, Buf *out, TbCtx *c) {
  Value chain[64];
  int kinds[64];
  int n = 0, i, r = 0;
  Value cur = exc;
  Buf tmp = BUF_INIT;
  while (n < 64 && cur.tag == V_OBJ) {
    Exc *e = AS_EXC(cur);
    int j, seen = 0;
    for (j = 0; j < n; j++) if (chain[j].u.o == cur.u.o) seen = 1;
    if (seen || (n > 0 && !c->pymod && tb_seen(c, cur))) break;
    if (!c->pymod && c->nseen < (int)(sizeof c->seen / sizeof c->seen[0]) && !tb_seen(c, cur))
      c->seen[c->nseen++] = cur.u.o;
    chain[n] = cur;
    kinds[n] = 0;
    if (e->cause.tag == V_OBJ) { kinds[n] = 1; cur = e->cause; }
    else if (e->context.tag == V_OBJ && !e->suppress_context) {
      kinds[n] = 2; cur = e->context;
    } else cur = VNONE;
    n++;
  }
  for (i = n - 1; i >= 0 && !r; i--) {
    Value gmsg;
    Tuple *members = group_members(vm, chain[i], &gmsg);
    if (members) {
      r = format_group(vm, chain[i], members, out, c, &tmp);
    } else {
      r = format_frames(vm, AS_EXC(chain[i]), &tmp, "Traceback (most recent call last):\n",
                        c->pymod) ||
          format_only(vm, chain[i], &tmp, c) || tb_emit_buf(vm, out, c, &tmp, '|');
    }
    if (!r && i > 0) {
      const char *sep = kinds[i - 1] == 1
        ? "\nThe above exception was the direct cause of the following exception:\n\n"
        : "\nDuring handling of the above exception, another exception occurred:\n\n";
      r = tb_emit(vm, out, c, sep, strlen(sep), '|');
    }
  }
  buf_free(vm, &tmp);
  return r ? -1 : 0;
}

/* Full traceback text with the cause/context chain, as CPython prints it. */
int exc_format(VM *vm, Value exc, Buf *out) {
  TbCtx c = {0, false, NULL, false, 0, {0}};
  return format_chain(vm, exc, out, &c);
}

/* The exceptions of exc's traceback (its chain, group members) whose
** message runs Python code, in the order format_chain meets them. */
static int collect_py(VM *vm, Value cur, List *out, int depth) {
  Value chain[64], gmsg;
  int n = 0;
  while (n < 64 && cur.tag == V_OBJ) {
    Exc *e = AS_EXC(cur);
    int j;
    Tuple *members;
    for (j = 0; j < n && chain[j].u.o != cur.u.o; j++) {}
    if (j < n) break;
    chain[n++] = cur;
    members = group_members(vm, cur, &gmsg);
    if (members && depth < GROUP_DEPTH) {
      size_t k, m = members->len > GROUP_WIDTH ? GROUP_WIDTH : members->len;
      for (k = 0; k < m; k++)
        if (IS_OBJ(members->items[k], OT_EXC) &&
            collect_py(vm, members->items[k], out, depth + 1))
          return -1;
    }
    if (needs_py(vm, cur) && list_append(vm, out, cur)) return -1;
    if (e->cause.tag == V_OBJ) cur = e->cause;
    else if (e->context.tag == V_OBJ && !e->suppress_context) cur = e->context;
    else cur = VNONE;
  }
  return 0;
}

/* An uncaught exception's messages that run Python code (a __str__ in
** Python, of its class or of an argument), made as CPython's interpreter
** makes them before it writes the traceback: by calling the prelude's
** `_exc_strs(excs, exc)` on them (exc too: it stays rooted), under the run's limits, with no tool calls (None
** for a str() that failed: "<exception str() failed>").  Returns 0 with
** p filled (p->excs NULL when none needs it), or -1 when a limit was hit
** or memory ran out (p->strs NULL: the placeholder is written). */
int exc_uncaught_strs(VM *vm, Value exc, ExcPyStrs *p) {
  Value fn, res, args[2];
  p->excs = NULL;
  p->strs = NULL;
  if (!IS_OBJ(exc, OT_EXC)) return 0;
  if ((p->excs = list_new(vm, 0)) == NULL ||
      collect_py(vm, exc, p->excs, 0)) {
    p->excs = NULL;
    return -1;
  }
  if (p->excs->len == 0) { p->excs = NULL; return 0; }
  /* (exc is the caller's; the GC does not run while the prelude loads) */
  vm->exc = VUNDEF;
  args[0] = vobj(p->excs);
  args[1] = exc;
  if (prelude_get(vm, "_exc_strs", &fn, 0) || vm_call_nested(vm, fn, args, 2, &res))
    return -1;
  if (IS_OBJ(res, OT_LIST)) p->strs = AS_LIST(res);
  return 0;
}

/* exc_format with the messages exc_uncaught_strs made. */
int exc_format_uncaught(VM *vm, Value exc, const ExcPyStrs *p, Buf *out) {
  TbCtx c = {0, false, p, false, 0, {0}};
  return format_chain(vm, exc, out, &c);
}

/* The exceptions of exc's traceback whose message needs Python code, as a
** list in *out (the traceback module makes their str()s). */
int exc_py_list(VM *vm, Value exc, Value *out) {
  List *l = list_new(vm, 0);
  if (l == NULL || collect_py(vm, exc, l, 0)) return -1;
  *out = vobj(l);
  return 0;
}

/* The whole traceback text the traceback module gives for exc (groups
** drawn as the interpreter draws them), with the messages of excs (the
** exceptions exc_py_list gave) in strs. */
int exc_format_module(VM *vm, Value exc, List *excs, List *strs, Buf *out) {
  ExcPyStrs p = {excs, strs};
  TbCtx c = {0, false, &p, true, 0, {0}};
  return format_chain(vm, exc, out, &c);
}

/* ---- attributes and methods of exception instances ----
** args, __cause__, __context__ and __suppress_context__ are fields; any
** other attribute a program sets (and __notes__, OSError's filename) lives
** in the instance's dict, as in CPython's per-instance __dict__.
** Other dunder names stay closed: they are escape hatches. */

static bool exc_is_oserror(const Exc *e) { return type_is_subtype(e->type, T_OSError); }

/* Look `name` up in e's dict: 1 found, 0 not there, -1 error. */
static int exc_attr_get(VM *vm, Exc *e, const char *name, Value *out) {
  Value k;
  if (e->dict == NULL) return 0;
  if (str_newc(vm, name, &k)) return -1;
  return dict_get(vm, e->dict, k, out);
}

int exc_attr_set(VM *vm, Exc *e, const char *name, Value v) {
  Value k;
  if (e->dict == NULL && (e->dict = dict_new(vm)) == NULL) return -1;
  if (str_newc(vm, name, &k)) return -1;
  return dict_set(vm, e->dict, k, v);
}

/* Linux's errno values CPython maps to OSError subclasses (PEP 3151). */
static int exc_errno_type(int64_t n) {
  switch (n) {
  case 1: case 13: return T_PermissionError;       /* EPERM, EACCES */
  case 2: return T_FileNotFoundError;              /* ENOENT */
  case 3: return T_ProcessLookupError;             /* ESRCH */
  case 4: return T_InterruptedError;               /* EINTR */
  case 10: return T_ChildProcessError;             /* ECHILD */
  case 11: case 114: case 115: return T_BlockingIOError; /* EAGAIN, EALREADY, EINPROGRESS */
  case 17: return T_FileExistsError;               /* EEXIST */
  case 20: return T_NotADirectoryError;            /* ENOTDIR */
  case 21: return T_IsADirectoryError;             /* EISDIR */
  case 32: case 108: return T_BrokenPipeError;     /* EPIPE, ESHUTDOWN */
  case 103: return T_ConnectionAbortedError;       /* ECONNABORTED */
  case 104: return T_ConnectionResetError;         /* ECONNRESET */
  case 110: return T_TimeoutError;                 /* ETIMEDOUT */
  case 111: return T_ConnectionRefusedError;       /* ECONNREFUSED */
  default: return -1;
  }
}

/* ---- UnicodeEncodeError and UnicodeDecodeError carry CPython's five
** arguments (encoding, object, start, end, reason); their str() and the
** attributes named so are made from them. ---- */

static bool exc_is_unicode(int t) {
  return t == T_UnicodeEncodeError || t == T_UnicodeDecodeError;
}

/* The first of the five arguments of the wrong type, in the order CPython's
** constructors check them ("UOnnU" for a decode error, whose object is
** then a bytes-like, "UUnnU" to encode), or -1 when all are right. */
static int exc_unicode_bad(int t, const Value *args) {
  static const int order[2][5] = {{0, 1, 2, 3, 4}, {0, 2, 3, 4, 1}};
  bool dec = t == T_UnicodeDecodeError;
  int k;
  for (k = 0; k < 5; k++) {
    int i = order[dec][k];
    Value v = args[i];
    bool ok = i == 2 || i == 3 ? v.tag == V_INT || v.tag == V_BOOL
              : i == 1 && dec ? IS_BYTESLIKE(v) : IS_STR(v);
    if (!ok) return i;
  }
  return -1;
}

static int exc_unicode_check(VM *vm, int t, const Value *args, int nargs) {
  int i;
  Value v;
  if (nargs != 5)
    return vm_raise(vm, T_TypeError, "function takes exactly 5 arguments (%d given)", nargs);
  i = exc_unicode_bad(t, args);
  if (i < 0) return 0;
  v = args[i];
  if ((i == 2 || i == 3) && IS_BIG(v))
    return vm_raise(vm, T_OverflowError, "Python int too large to convert to C ssize_t");
  if (i == 2 || i == 3)
    return vm_raise(vm, T_TypeError, "'%s' object cannot be interpreted as an integer",
                    val_type_name(v));
  if (i == 1 && t == T_UnicodeDecodeError)
    return vm_raise(vm, T_TypeError, "a bytes-like object is required, not '%s'",
                    val_type_name(v));
  return vm_raise(vm, T_TypeError, "argument %d must be str, not %s", i + 1, val_type_name(v));
}

static int64_t exc_int_arg(Value v) { return v.u.i; }   /* an int or a bool */

/* Raises t (UnicodeEncodeError or UnicodeDecodeError) for object[start:end)
** (code points of a str, bytes of a bytes object). */
int exc_raise_unicode(VM *vm, int t, const char *encoding, Value object, size_t start,
                      size_t end, const char *reason) {
  Tuple *tp = tuple_new(vm, 5);
  Exc *e;
  if (tp == NULL) return -1;
  tp->items[0] = tp->items[1] = tp->items[4] = VNONE;
  if (str_newc(vm, encoding, &tp->items[0]) || str_newc(vm, reason, &tp->items[4])) return -1;
  tp->items[1] = object;
  tp->items[2] = vint((int64_t)start);
  tp->items[3] = vint((int64_t)end);
  e = exc_new(vm, t, vobj(tp));
  if (e == NULL) return -1;
  return exc_set(vm, vobj(e));
}

/* str() of a Unicode error made with five well-typed arguments: 1 written,
** 0 when the plain form applies. */
static int exc_unicode_str(VM *vm, Exc *e, Buf *b) {
  Tuple *a = AS_TUPLE(e->args);
  bool dec = e->type == T_UnicodeDecodeError;
  int64_t start, end, len;
  const uint8_t *p = NULL;
  size_t n = 0;
  if (a->len != 5 || exc_unicode_bad(e->type, a->items) >= 0) return 0;   /* e.args set */
  start = exc_int_arg(a->items[2]);
  end = exc_int_arg(a->items[3]);
  if (dec) bytes_view(a->items[1], &p, &n);
  len = dec ? (int64_t)n : (int64_t)AS_STR(a->items[1])->nchars;
  if (buf_printf(vm, b, "'%s' codec can't %s ", AS_STR(a->items[0])->data,
                 dec ? "decode" : "encode"))
    return -1;
  if (start >= 0 && start < len && end == start + 1) {
    if (dec) {
      if (buf_printf(vm, b, "byte 0x%02x", p[start])) return -1;
    } else {
      Str *s = AS_STR(a->items[1]);
      size_t at = str_offset(s, (size_t)start);
      uint32_t c = utf8_decode(s->data, s->len, &at);
      if (buf_printf(vm, b, c < 0x100 ? "character '\\x%02x'" : c < 0x10000 ?
                     "character '\\u%04x'" : "character '\\U%08x'", (unsigned)c))
        return -1;
    }
    if (buf_printf(vm, b, " in position %lld: ", (long long)start)) return -1;
  } else if (buf_printf(vm, b, "%s in position %lld-%lld: ", dec ? "bytes" : "characters",
                        (long long)start, (long long)end - 1)) {
    return -1;
  }
  return buf_put(vm, b, AS_STR(a->items[4])->data, AS_STR(a->items[4])->len) ? -1 : 1;
}

/* e.encoding, e.object, e.start, e.end, e.reason: 1 found, 0 not one. */
static int exc_unicode_attr(VM *vm, Exc *e, const char *n, Value *out) {
  static const char *const names[] = {"encoding", "object", "start", "end", "reason"};
  Tuple *a = AS_TUPLE(e->args);
  int k;
  if (!exc_is_unicode(e->type) || a->len != 5) return 0;
  for (k = 0; k < 5 && strcmp(n, names[k]) != 0; k++) {}
  if (k == 5) return 0;
  *out = a->items[k];
  if (out->tag == V_BOOL) *out = vint(out->u.i);   /* start/end made from a bool */
  if (k == 1 && IS_BYTEARRAY(*out)) {   /* CPython keeps a bytes copy */
    const uint8_t *p;
    size_t len;
    bytes_view(*out, &p, &len);
    return bytes_new(vm, p, len, out) ? -1 : 1;
  }
  return 1;
}

/* A new exception of type t from call arguments, as CPython's
** constructors build them: OSError(errno, strerror[, filename[, winerror[,
** filename2]]]) keeps (errno, strerror) as args, the rest as attributes,
** and OSError itself picks its subclass from the errno. */
int exc_construct(VM *vm, int t, Value *args, int nargs, Value *out) {
  Tuple *tp;
  Exc *e;
  int i, keep = nargs;
  bool os = type_is_subtype(t, T_OSError) && nargs >= 2 && nargs <= 5;
  if (exc_is_unicode(t) && exc_unicode_check(vm, t, args, nargs)) return -1;
  if (os && t == T_OSError && args[0].tag == V_INT) {
    int sub = exc_errno_type(args[0].u.i);
    if (sub >= 0) t = sub;
  }
  if (os && nargs >= 3) keep = 2;
  if (type_is_subtype(t, T_SyntaxError) && nargs == 2) {
    /* (msg, (filename, lineno, offset, text[, end_lineno, end_offset])) */
    size_t len;
    if (IS_OBJ(args[1], OT_TUPLE)) len = AS_TUPLE(args[1])->len;
    else if (IS_OBJ(args[1], OT_LIST)) len = AS_LIST(args[1])->len;
    else return vm_raise(vm, T_TypeError, "'%s' object is not iterable", val_type_name(args[1]));
    if (len < 4 || len > 6)
      return vm_raise(vm, T_TypeError, "function takes at %s %d arguments (%zu given)",
                      len < 4 ? "least" : "most", len < 4 ? 4 : 6, len);
  }
  tp = tuple_new(vm, (size_t)keep);
  if (tp == NULL) return -1;
  for (i = 0; i < keep; i++) tp->items[i] = args[i];
  e = exc_new(vm, t, vobj(tp));
  if (e == NULL) return -1;
  *out = vobj(e);
  if (os && nargs >= 3) {
    if (exc_attr_set(vm, e, "filename", args[2])) return -1;
    if (nargs == 5 && exc_attr_set(vm, e, "filename2", args[4])) return -1;
  }
  return 0;
}

/* The keyword-only attributes CPython's constructors take: NameError(name=),
** AttributeError(name=, obj=), ImportError(name=, path=); NULL for the
** types that take no keywords.  *n is how many, *owner the type whose name
** the error messages give. */
static const char *const *exc_kw_names(int t, int *n, int *owner) {
  static const char *const name_only[] = {"name"};
  static const char *const attr_names[] = {"name", "obj"};
  static const char *const import_names[] = {"name", "path"};
  if (type_is_subtype(t, T_NameError)) { *n = 1; *owner = T_NameError; return name_only; }
  if (type_is_subtype(t, T_AttributeError)) { *n = 2; *owner = T_AttributeError; return attr_names; }
  if (type_is_subtype(t, T_ImportError)) { *n = 2; *owner = T_ImportError; return import_names; }
  return NULL;
}

/* Sets e's keyword attributes from the values kwv named by kwnames (the
** call's keywords), with CPython's errors; fname names the class called. */
int exc_init_kw(VM *vm, Value exc, Value *kwv, Tuple *kwnames, const char *fname) {
  Exc *e = AS_EXC(exc);
  int n = 0, owner = 0;
  const char *const *names;
  size_t i;
  if (kwnames == NULL || kwnames->len == 0) return 0;
  names = exc_kw_names(e->type, &n, &owner);
  if (names == NULL) return vm_raise(vm, T_TypeError, "%s() takes no keyword arguments", fname);
  if (kwnames->len > (size_t)n)
    return vm_raise(vm, T_TypeError, "%s() takes at most %d keyword argument%s (%d given)",
                    type_names[owner], n, n == 1 ? "" : "s", (int)kwnames->len);
  for (i = 0; i < kwnames->len; i++) {
    const char *k = AS_STR(kwnames->items[i])->data;
    int j;
    for (j = 0; j < n && strcmp(k, names[j]) != 0; j++) {}
    if (j == n)
      return vm_raise(vm, T_TypeError, "'%s' is an invalid keyword argument for %s()", k,
                      type_names[owner]);
    if (exc_attr_set(vm, e, k, kwv[i])) return -1;
  }
  return 0;
}

/* Gives the exception being raised (vm->exc) its `name` attribute (len
** bytes at name), and
** `obj` when obj is not NULL, as CPython's NameError and AttributeError
** carry them.  Always -1, the raise's result (an allocation failure
** leaves the MemoryError in flight instead). */
int exc_note_name(VM *vm, const char *name, size_t len, const Value *obj) {
  Exc *e;
  Value v;
  if (!IS_OBJ(vm->exc, OT_EXC)) return -1;
  e = AS_EXC(vm->exc);
  if (str_new(vm, name, len, &v) || exc_attr_set(vm, e, "name", v)) return -1;
  if (obj != NULL && exc_attr_set(vm, e, "obj", *obj)) return -1;
  vm->exc = vobj(e);
  return -1;
}

/* A SyntaxError's fields as CPython's constructor sets them from its args,
** (msg, (filename, lineno, offset, text[, end_lineno, end_offset])): 1 when
** n is one of them (in *out; None when not given), else 0.  Assigned
** fields live in the exception's dict, which is read first. */
static int exc_syntax_attr(Exc *e, const char *n, Value *out) {
  static const char *const names[] = {"filename", "lineno", "offset", "text",
                                      "end_lineno", "end_offset"};
  Tuple *a = AS_TUPLE(e->args);
  size_t k, len = 0;
  const Value *info = NULL;
  if (!type_is_subtype(e->type, T_SyntaxError)) return 0;
  *out = VNONE;
  if (strcmp(n, "msg") == 0) {
    if (a->len >= 1) *out = a->items[0];
    return 1;
  }
  if (strcmp(n, "print_file_and_line") == 0) return 1;
  if (a->len == 2 && IS_OBJ(a->items[1], OT_TUPLE)) {
    info = AS_TUPLE(a->items[1])->items;
    len = AS_TUPLE(a->items[1])->len;
  } else if (a->len == 2 && IS_OBJ(a->items[1], OT_LIST)) {
    info = AS_LIST(a->items[1])->items;
    len = AS_LIST(a->items[1])->len;
  }
  for (k = 0; k < 6; k++) {
    if (strcmp(n, names[k]) != 0) continue;
    if (info != NULL && k < len) *out = info[k];
    return 1;
  }
  return 0;
}

/* A SyntaxError field as e.name reads it: an assigned value, else the
** one from the arguments.  0, or -1 on error. */
static int exc_syntax_field(VM *vm, Exc *e, const char *n, Value *out) {
  int r = exc_attr_get(vm, e, n, out);
  if (r == 0) exc_syntax_attr(e, n, out);
  return r < 0 ? -1 : 0;
}

/* str() of a SyntaxError: "msg (file.py, line 3)", the file's base name */
static int exc_syntax_str(VM *vm, Exc *e, Buf *b) {
  Value msg, fn, line;
  if (exc_syntax_field(vm, e, "msg", &msg) || exc_syntax_field(vm, e, "filename", &fn) ||
      exc_syntax_field(vm, e, "lineno", &line))
    return -1;
  if (vm_str_buf(vm, msg, b)) return -1;
  if (IS_STR(fn)) {
    const char *s = AS_STR(fn)->data;
    size_t off = AS_STR(fn)->len;
    while (off > 0 && s[off - 1] != '/') off--;
    if (buf_put(vm, b, " (", 2) || buf_put(vm, b, s + off, AS_STR(fn)->len - off)) return -1;
    if (line.tag == V_INT && buf_printf(vm, b, ", line %lld", (long long)line.u.i)) return -1;
    return buf_putc(vm, b, ')') ? -1 : 1;
  }
  if (line.tag == V_INT) return buf_printf(vm, b, " (line %lld)", (long long)line.u.i) ? -1 : 1;
  return 1;
}

/* str() of an OSError made with (errno, strerror[, filename...]):
** "[Errno 2] msg: 'name'" (1 written, 0 when the plain form applies). */
static int exc_oserror_str(VM *vm, Exc *e, Buf *b) {
  Tuple *a = AS_TUPLE(e->args);
  Value fn = VNONE, fn2 = VNONE;
  if (a->len != 2) return 0;
  if (exc_attr_get(vm, e, "filename", &fn) < 0 ||
      exc_attr_get(vm, e, "filename2", &fn2) < 0)
    return -1;
  if (buf_put(vm, b, "[Errno ", 7) || vm_str_buf(vm, a->items[0], b) ||
      buf_put(vm, b, "] ", 2) || vm_str_buf(vm, a->items[1], b))
    return -1;
  if (fn.tag != V_NONE) {
    if (buf_put(vm, b, ": ", 2) || vm_repr_buf(vm, fn, b)) return -1;
    if (fn2.tag != V_NONE &&
        (buf_put(vm, b, " -> ", 4) || vm_repr_buf(vm, fn2, b)))
      return -1;
  }
  return 1;
}

/* str(e) into b where the type has its own form; 0 when it has none. */
static int exc_str_special(VM *vm, Value exc, Buf *b) {
  Exc *e = AS_EXC(exc);
  if (exc_is_oserror(e)) return exc_oserror_str(vm, e, b);
  if (exc_is_unicode(e->type)) return exc_unicode_str(vm, e, b);
  if (type_is_subtype(e->type, T_SyntaxError)) return exc_syntax_str(vm, e, b);
  return 0;
}

/* e.name: 1 found (in *out), 0 not an attribute of exceptions, -1 error. */
int exc_getattr(VM *vm, Value exc, const char *n, Value *out) {
  Exc *e = AS_EXC(exc);
  Tuple *a = AS_TUPLE(e->args);
  int r;
  if (strcmp(n, "args") == 0) { *out = e->args; return 1; }
  if (strcmp(n, "value") == 0 && type_is_subtype(e->type, T_StopIteration)) {
    *out = a->len ? a->items[0] : VNONE;
    return 1;
  }
  if (strcmp(n, "__cause__") == 0) { *out = e->cause; return 1; }
  if (strcmp(n, "__context__") == 0) { *out = e->context; return 1; }
  if (strcmp(n, "__suppress_context__") == 0) { *out = vbool(e->suppress_context); return 1; }
  if (strcmp(n, "__traceback__") == 0) { *out = e->tb ? vobj(e->tb) : VNONE; return 1; }
  r = exc_attr_get(vm, e, n, out);
  if (r) return r;
  if (n[0] == '_' && n[1] == '_') return 0;
  r = exc_unicode_attr(vm, e, n, out);
  if (r) return r;
  if (exc_syntax_attr(e, n, out)) return 1;
  if (exc_is_oserror(e)) {
    static const char *const os_names[] = {"errno", "strerror", "filename", "filename2"};
    int k;
    for (k = 0; k < 4; k++) {
      if (strcmp(n, os_names[k]) != 0) continue;
      *out = k < 2 && a->len >= 2 && a->len <= 5 ? a->items[k] : VNONE;
      return 1;
    }
  }
  {
    /* the keyword attributes not given: None; ImportError.msg is its one
    ** argument */
    int k = 0, owner = 0, j;
    const char *const *names = exc_kw_names(e->type, &k, &owner);
    for (j = 0; names != NULL && j < k; j++)
      if (strcmp(n, names[j]) == 0) { *out = VNONE; return 1; }
    if (names != NULL && owner == T_ImportError && strcmp(n, "msg") == 0) {
      *out = a->len == 1 ? a->items[0] : VNONE;
      return 1;
    }
  }
  if (e->type == T_SystemExit && strcmp(n, "code") == 0) {
    *out = a->len == 0 ? VNONE : a->len == 1 ? a->items[0] : e->args;
    return 1;
  }
  return 0;
}

static int exc_set_tb(VM *vm, Exc *e, Value v);

/* e.name = v: 1 done, 0 not settable here, -1 error. */
int exc_setattr(VM *vm, Value exc, const char *n, Value v) {
  Exc *e = AS_EXC(exc);
  if (strcmp(n, "args") == 0) {
    Tuple *t;
    size_t i, len;
    Value *items;
    if (IS_OBJ(v, OT_TUPLE)) { e->args = v; return 1; }
    if (!IS_OBJ(v, OT_LIST))
      return vm_raise(vm, T_TypeError, "exception args must be a tuple or a list "
                      "in baton, not '%s'", val_type_name(v));
    len = AS_LIST(v)->len;
    items = AS_LIST(v)->items;
    t = tuple_new(vm, len);
    if (t == NULL) return -1;
    for (i = 0; i < len; i++) t->items[i] = items[i];
    e->args = vobj(t);
    return 1;
  }
  if (strcmp(n, "__cause__") == 0 || strcmp(n, "__context__") == 0) {
    if (v.tag != V_NONE && !IS_OBJ(v, OT_EXC))
      return vm_raise(vm, T_TypeError, "exception %s must be None or derive from "
                      "BaseException", n[2] == 'c' && n[3] == 'a' ? "cause" : "context");
    if (n[3] == 'a') { e->cause = v; e->suppress_context = true; }
    else e->context = v;
    return 1;
  }
  if (strcmp(n, "__suppress_context__") == 0) {
    e->suppress_context = vm_truthy(v);
    return 1;
  }
  if (strcmp(n, "__traceback__") == 0) {
    if (v.tag == V_UNDEF) return vm_raise(vm, T_TypeError, "__traceback__ may not be deleted");
    return exc_set_tb(vm, e, v) ? -1 : 1;
  }
  if (n[0] == '_' && n[1] == '_' && strcmp(n, "__notes__") != 0) return 0;
  return exc_attr_set(vm, e, n, v) ? -1 : 1;
}

static int exc_add_note(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Exc *e = AS_EXC(args[0]);
  Value notes;
  int r;
  if (arg_nokw(vm, "add_note", kw) || arg_count(vm, "add_note", nargs - 1, 1, 1)) return -1;
  if (!IS_STR(args[1]))
    return vm_raise(vm, T_TypeError, "note must be a str, not '%s'", val_type_name(args[1]));
  r = exc_attr_get(vm, e, "__notes__", &notes);
  if (r < 0) return -1;
  if (r == 0) {
    List *l = list_new(vm, 1);
    if (l == NULL) return -1;
    notes = vobj(l);
    if (exc_attr_set(vm, e, "__notes__", notes)) return -1;
  } else if (!IS_OBJ(notes, OT_LIST)) {
    return vm_raise(vm, T_TypeError, "Cannot add note: __notes__ is not a list");
  }
  *out = VNONE;
  return list_append(vm, AS_LIST(notes), args[1]);
}

/* e.__traceback__ = v, e.with_traceback(v): a traceback or None */
static int exc_set_tb(VM *vm, Exc *e, Value v) {
  if (v.tag == V_NONE) e->tb = NULL;
  else if (IS_OBJ(v, OT_TRACEBACK)) e->tb = (Traceback *)v.u.o;
  else return vm_raise(vm, T_TypeError, "__traceback__ must be a traceback or None");
  return 0;
}

static int exc_with_traceback(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "with_traceback", kw) ||
      arg_count(vm, "with_traceback", nargs - 1, 1, 1) ||
      exc_set_tb(vm, AS_EXC(args[0]), args[1]))
    return -1;
  *out = args[0];
  return 0;
}

/* _exc_copy_tb(dst, src): dst gets src's traceback, as the groups that
** split() derives share the original's __traceback__ (prelude only). */
int exc_copy_tb(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "_exc_copy_tb", kw) || arg_count(vm, "_exc_copy_tb", nargs, 2, 2)) return -1;
  if (!IS_OBJ(args[0], OT_EXC) || !IS_OBJ(args[1], OT_EXC))
    return vm_raise(vm, T_SystemError, "bad argument to _exc_copy_tb");
  AS_EXC(args[0])->tb = AS_EXC(args[1])->tb;
  *out = VNONE;
  return 0;
}

/* _exc_tb_len(e): how many traceback entries e has (the prelude's except*
** tells `raise` of a match, which keeps them, from `raise e`, which adds
** the raising line, as CPython compares tracebacks). */
int exc_tb_len(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  const Traceback *t;
  int64_t n = 0;
  if (arg_nokw(vm, "_exc_tb_len", kw) || arg_count(vm, "_exc_tb_len", nargs, 1, 1)) return -1;
  if (!IS_OBJ(args[0], OT_EXC)) {
    *out = vint(-1);
    return 0;
  }
  for (t = AS_EXC(args[0])->tb; t; t = t->next) n++;
  if (vm_charge(vm, (uint64_t)n / 16)) return -1;
  *out = vint(n);
  return 0;
}

/* tb.name: 1 found (in *out), 0 not an attribute of tracebacks.  No
** frame: tb_frame is None (README, Sandbox). */
int exc_tb_getattr(VM *vm, Value tb, const char *n, Value *out) {
  Traceback *t = (Traceback *)tb.u.o;
  (void)vm;
  if (strcmp(n, "tb_next") == 0) { *out = t->next ? vobj(t->next) : VNONE; return 1; }
  if (strcmp(n, "tb_lineno") == 0) { *out = vint(exc_tb_line(&t->e)); return 1; }
  if (strcmp(n, "tb_lasti") == 0) { *out = vint((int64_t)t->e.pc * 2); return 1; }
  if (strcmp(n, "tb_frame") == 0) { *out = VNONE; return 1; }
  return 0;
}

/* tb.tb_next = v: a traceback or None that does not lead back to tb
** (CPython's checks and messages); the other attributes are read-only.
** 1 done, 0 not an attribute of tracebacks, -1 error. */
int exc_tb_setattr(VM *vm, Value tb, const char *n, Value v) {
  Traceback *t = (Traceback *)tb.u.o, *c;
  if (strcmp(n, "tb_next") == 0) {
    if (v.tag == V_UNDEF) return vm_raise(vm, T_TypeError, "can't delete tb_next attribute");
    if (v.tag != V_NONE && !IS_OBJ(v, OT_TRACEBACK))
      return vm_raise(vm, T_TypeError, "expected traceback object, got '%s'",
                      val_type_name(v));
    for (c = v.tag == V_NONE ? NULL : (Traceback *)v.u.o; c; c = c->next) {
      if (c == t) return vm_raise(vm, T_ValueError, "traceback loop detected");
      if (vm_charge(vm, 1)) return -1;
    }
    gc_barrier(vm, &t->h);
    t->next = v.tag == V_NONE ? NULL : (Traceback *)v.u.o;
    return 1;
  }
  if (strcmp(n, "tb_lineno") == 0)
    return vm_raise(vm, T_AttributeError,
                    "attribute 'tb_lineno' of 'traceback' objects is not writable");
  if (strcmp(n, "tb_lasti") == 0 || strcmp(n, "tb_frame") == 0)
    return vm_raise(vm, T_AttributeError, "readonly attribute");
  return 0;
}

const Method exc_methods[] = {
  {"add_note", exc_add_note, NULL, 0},
  {"with_traceback", exc_with_traceback, NULL, 0},
};
const int exc_methods_n = (int)(sizeof exc_methods / sizeof exc_methods[0]);
