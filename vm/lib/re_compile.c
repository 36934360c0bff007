/*
** re_compile.c - regular expression patterns to programs, as CPython 3.11.
**
** The parser follows re/_parser.py step by step (tokens of one character or
** a backslash pair, the same checks in the same order), so a bad pattern
** gets CPython's message at CPython's position.  The tree it builds lives
** in an arena and is compiled as re/_compiler.py does (single-character
** repeats become REPEAT_ONE, case-insensitive literals and sets are
** lowered with sre's simple case mapping and its table of extra cases), to
** the word program described in re.h.  Nothing here matches text.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "re.h"
#include "../str.h"
#include "../limits.h"
#include "re_casefix.h"

#define RE_NELEM(a) (sizeof(a) / sizeof((a)[0]))

/* ---- case mapping (sre's: simple lowercase = first code point of the
** full mapping, checked against CPython for every code point) ---- */

uint32_t re_lower(uint32_t c) {
  uint32_t out[3];
  if (c < 128) return c >= 'A' && c <= 'Z' ? c + 32 : c;
  uni_case(CM_LOWER, c, out);
  return out[0];
}

static bool rc_iscased(uint32_t c) {
  uint32_t out[3];
  if (c < 128) return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
  if (uni_case(CM_LOWER, c, out) != 1 || out[0] != c) return true;
  return uni_case(CM_UPPER, c, out) != 1 || out[0] != c;
}

static uint32_t rc_ascii_lower(uint32_t c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }
static bool rc_ascii_cased(uint32_t c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

static int rc_fixes(uint32_t c) {      /* index in re_casefix, or -1 */
  size_t lo = 0, hi = RE_NELEM(re_casefix);
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (re_casefix[mid].cp < c) lo = mid + 1;
    else hi = mid;
  }
  return lo < RE_NELEM(re_casefix) && re_casefix[lo].cp == c ? (int)lo : -1;
}

/* ---- the tree ---- */

enum {
  N_LIT, N_NLIT, N_ANY, N_IN, N_AT, N_BRANCH, N_SUB, N_ATOMIC, N_REPEAT,
  N_ASSERT, N_GROUPREF, N_EXISTS
};
enum { RK_MAX, RK_MIN, RK_POSS };   /* N_REPEAT kinds */
enum { SI_LIT, SI_RANGE, SI_CAT, SI_NEGATE };

typedef struct SetItem { uint8_t op; uint32_t a, b; } SetItem;
typedef struct Seq Seq;
typedef struct Node {
  uint8_t op;
  uint32_t a, b;      /* LIT/NLIT: char; AT: kind; GROUPREF/EXISTS: group;
                         REPEAT: min, max; SUB: group (0 none); ASSERT:
                         a = 1 lookbehind, b = 1 negative */
  uint32_t c, d;      /* REPEAT: kind; SUB: add and del flags */
  Seq *p, *q;         /* SUB, ATOMIC, REPEAT, ASSERT: body; EXISTS: yes, no */
  Seq **alts;         /* BRANCH */
  uint32_t nalts;
  SetItem *set;       /* IN */
  uint32_t nset;
} Node;

struct Seq {
  Node **v;
  uint32_t n, cap;
  bool wdone;
  uint64_t wlo, whi;
};

typedef struct GName { const uint32_t *s; uint32_t n, group; } GName;

typedef struct P {
  VM *vm;
  Arena ar;
  ReError *err;
  const uint32_t *s;  /* the pattern in code points */
  int64_t n;
  int64_t index;
  uint32_t tok[2];    /* next token: tok[0] ('\\' for an escape), tok[1] */
  int toklen;         /* 0: end of pattern, 1 or 2 */
  uint32_t flags;     /* state.flags */
  bool bytes;         /* a bytes pattern (each byte one code point): no
                         \u \U \N escapes, no UNICODE flag, LOCALE allowed */
  GName *names;
  uint32_t nnames, capnames;
  uint64_t *gw;       /* group widths: lo, hi per group; lo == ~0: open */
  uint32_t ngw, capgw;/* ngw = state.groups */
  int64_t lookbehind; /* state.lookbehindgroups, -1 for None */
  int64_t *refpos;    /* grouprefpos: group, pos pairs */
  uint32_t nref, capref;
  uint64_t ticks;     /* tokens read, words emitted, nodes walked (p_tick) */
} P;

/* Parsing and compiling a pattern cost about 100 ns per code point (a
** 10 MB literal pattern took a second without a poll): every RE_TICKS
** tokens read or words emitted charge RE_TICK_STEPS native steps, which
** polls the deadline as the step budget runs out.  0, or -1 with the
** error RE_ERR_LIMIT (vm->limit_hit is set). */
#define RE_TICKS 4096u
#define RE_TICK_STEPS 1024
static int p_tick(P *p) {
  if (++p->ticks % RE_TICKS) return 0;
  if (vm_charge(p->vm, RE_TICK_STEPS) == 0) return 0;
  p->err->kind = RE_ERR_LIMIT;
  return -1;
}

/* k ticks at once: the walks over all the alternatives of a branch and
** the shifts of their items (a common prefix of length L taken from two
** alternatives L items long moves L*L/2 pointers: a tick per 64). */
static int p_ticks(P *p, uint64_t k) {
  uint64_t units = (p->ticks + k) / RE_TICKS - p->ticks / RE_TICKS;
  p->ticks += k;
  if (!units || vm_charge(p->vm, units * RE_TICK_STEPS) == 0) return 0;
  p->err->kind = RE_ERR_LIMIT;
  return -1;
}

#define W_OPEN (~(uint64_t)0)

static int p_nomem(P *p) {
  p->err->kind = RE_ERR_NOMEM;
  p->err->pos = -1;
  strcpy(p->err->msg, "out of memory");
  return -1;
}

static void *p_alloc(P *p, size_t n) {
  void *m = arena_alloc(&p->ar, n ? n : 1);
  if (!m) p_nomem(p);
  return m;
}

/* grow an array owned by vm->mem */
static int p_grow(P *p, void **v, uint32_t *cap, uint32_t need, size_t elem) {
  size_t nc;
  void *m;
  if (need <= *cap) return 0;
  nc = mem_grow_cap(*cap, need, elem);
  if (!nc || nc > UINT32_MAX) return p_nomem(p);
  m = mem_realloc(&p->vm->mem, *v, *cap * elem, nc * elem);
  if (!m) return p_nomem(p);
  *v = m;
  *cap = (uint32_t)nc;
  return 0;
}

/* ---- messages ---- */

typedef struct Msg { char *p; size_t n, cap; } Msg;

static void m_put(Msg *m, const char *s, size_t n) {
  while (n-- && m->n + 1 < m->cap) m->p[m->n++] = *s++;
  m->p[m->n] = 0;
}
static void m_str(Msg *m, const char *s) { m_put(m, s, strlen(s)); }
static void m_cp(Msg *m, uint32_t c) {
  char b[4];
  m_put(m, b, (size_t)utf8_encode(c, b));
}
static void m_int(Msg *m, int64_t v) {
  char b[32];
  snprintf(b, sizeof b, "%lld", (long long)v);
  m_str(m, b);
}
/* repr() of a str given as code points */
static void m_repr(Msg *m, const uint32_t *s, uint32_t n) {
  uint32_t i;
  bool sq = false, dq = false;
  char q;
  for (i = 0; i < n; i++) {
    if (s[i] == '\'') sq = true;
    if (s[i] == '"') dq = true;
  }
  q = sq && !dq ? '"' : '\'';
  m_put(m, &q, 1);
  for (i = 0; i < n; i++) {
    uint32_t c = s[i];
    char b[16];
    if (c == (uint32_t)q || c == '\\') {
      m_str(m, "\\");
      m_cp(m, c);
    } else if (c == '\n') m_str(m, "\\n");
    else if (c == '\r') m_str(m, "\\r");
    else if (c == '\t') m_str(m, "\\t");
    else if (c < 0x20 || c == 0x7f) {
      snprintf(b, sizeof b, "\\x%02x", (unsigned)c);
      m_str(m, b);
    } else if (c < 0x80 || uni_isprintable(c)) m_cp(m, c);
    else {
      if (c < 0x100) snprintf(b, sizeof b, "\\x%02x", (unsigned)c);
      else if (c < 0x10000) snprintf(b, sizeof b, "\\u%04x", (unsigned)c);
      else snprintf(b, sizeof b, "\\U%08x", (unsigned)c);
      m_str(m, b);
    }
  }
  m_put(m, &q, 1);
}

static int64_t tk_tell(P *p) { return p->index - p->toklen; }

/* source.error(msg, offset): pos = tell() - offset */
static Msg p_msg(P *p) {
  Msg m;
  m.p = p->err->msg;
  m.n = 0;
  m.cap = sizeof p->err->msg;
  m.p[0] = 0;
  return m;
}
/* A bytes pattern's message names its characters as CPython's parser does
** (backslashreplace to ASCII): 'unknown extension ?<\xe9', not '?<é' */
static void msg_ascii(char *msg, size_t cap) {
  char out[sizeof ((ReError *)0)->msg];
  size_t i = 0, n = strlen(msg), k = 0;
  while (i < n && k + 11 < sizeof out) {
    uint32_t c = utf8_decode(msg, n, &i);
    if (c < 0x80) out[k++] = (char)c;
    else k += (size_t)snprintf(out + k, sizeof out - k,
                               c < 0x100 ? "\\x%02x" : c < 0x10000 ? "\\u%04x" : "\\U%08x", c);
  }
  out[k] = 0;
  memcpy(msg, out, k + 1 < cap ? k + 1 : cap);
  msg[cap - 1] = 0;
}

static int p_fail(P *p, int64_t offset) {
  p->err->kind = RE_ERR_SYNTAX;
  p->err->pos = tk_tell(p) - offset;
  if (p->bytes) msg_ascii(p->err->msg, sizeof p->err->msg);
  return -1;
}
static int p_error(P *p, const char *msg, int64_t offset) {
  Msg m = p_msg(p);
  m_str(&m, msg);
  return p_fail(p, offset);
}
/* "bad escape \\q" and its kin: msg then the token text */
static int p_error_tok(P *p, const char *msg, const uint32_t *t, int tn, int64_t offset) {
  Msg m = p_msg(p);
  int i;
  m_str(&m, msg);
  for (i = 0; i < tn; i++) m_cp(&m, t[i]);
  return p_fail(p, offset);
}

/* ---- tokenizer ---- */

static int tk_next(P *p) {
  int64_t i = p->index;
  if (p_tick(p)) return -1;
  if (i >= p->n) {
    p->toklen = 0;
    return 0;
  }
  p->tok[0] = p->s[i];
  p->toklen = 1;
  if (p->s[i] == '\\') {
    i++;
    if (i >= p->n) {
      Msg m = p_msg(p);
      m_str(&m, "bad escape (end of pattern)");
      p->err->kind = RE_ERR_SYNTAX;
      p->err->pos = p->n - 1;
      return -1;
    }
    p->tok[1] = p->s[i];
    p->toklen = 2;
  }
  p->index = i + 1;
  return 0;
}

static bool tk_is(P *p, uint32_t c) { return p->toklen == 1 && p->tok[0] == c; }

/* source.match(c): 1 matched, 0 not, -1 error */
static int tk_match(P *p, uint32_t c) {
  if (!tk_is(p, c)) return 0;
  return tk_next(p) ? -1 : 1;
}

typedef struct Tok { uint32_t c[2]; int n; } Tok;

static int tk_get(P *p, Tok *t) {
  t->c[0] = p->tok[0];
  t->c[1] = p->tok[1];
  t->n = p->toklen;
  return tk_next(p);
}

static int tk_seek(P *p, int64_t i) {
  p->index = i;
  return tk_next(p);
}

static bool is_digit(uint32_t c) { return c >= '0' && c <= '9'; }
static bool is_oct(uint32_t c) { return c >= '0' && c <= '7'; }
static bool is_hex(uint32_t c) {
  return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
static bool is_asciiletter(uint32_t c) { return (c | 32) >= 'a' && (c | 32) <= 'z'; }

/* source.getuntil(terminator, name): the name's code points, copied */
static int tk_getuntil(P *p, uint32_t term, const char *what, uint32_t **out, uint32_t *outn) {
  uint32_t *buf = NULL;
  uint32_t n = 0, cap = 0;
  Tok c;
  for (;;) {
    if (tk_get(p, &c)) goto fail;
    if (c.n == 0) {
      Msg m = p_msg(p);
      if (!n) {
        m_str(&m, "missing ");
        m_str(&m, what);
        p_fail(p, 0);
      } else {
        m_str(&m, "missing ");
        m_cp(&m, term);
        m_str(&m, ", unterminated name");
        p_fail(p, n);
      }
      goto fail;
    }
    if (c.n == 1 && c.c[0] == term) {
      if (!n) {
        Msg m = p_msg(p);
        m_str(&m, "missing ");
        m_str(&m, what);
        p_fail(p, 1);
        goto fail;
      }
      break;
    }
    if (p_grow(p, (void **)&buf, &cap, n + 2, sizeof *buf)) goto fail;
    buf[n++] = c.c[0];
    if (c.n == 2) buf[n++] = c.c[1];
  }
  *out = p_alloc(p, n * sizeof **out);
  if (!*out) goto fail;
  memcpy(*out, buf, n * sizeof *buf);
  *outn = n;
  mem_free(&p->vm->mem, buf, cap * sizeof *buf);
  return 0;
fail:
  mem_free(&p->vm->mem, buf, cap * sizeof *buf);
  return -1;
}

static bool is_identifier(const uint32_t *s, uint32_t n) {
  uint32_t i;
  if (!n) return false;
  for (i = 0; i < n; i++)
    if (!uni_isident(s[i], i == 0)) return false;
  return true;
}

static int tk_checkgroupname(P *p, const uint32_t *name, uint32_t n, int64_t offset) {
  if (!is_identifier(name, n)) {
    Msg m = p_msg(p);
    m_str(&m, "bad character in group name ");
    m_repr(&m, name, n);
    return p_fail(p, n + offset);
  }
  return 0;
}

/* ---- state ---- */

static int64_t st_lookup(P *p, const uint32_t *name, uint32_t n) {
  uint32_t i;
  for (i = 0; i < p->nnames; i++)
    if (p->names[i].n == n && !memcmp(p->names[i].s, name, n * sizeof *name))
      return p->names[i].group;
  return -1;
}

/* state.opengroup(name): the new group's number, or -1 */
static int64_t st_opengroup(P *p, const uint32_t *name, uint32_t n) {
  uint32_t gid = p->ngw;
  if (p_grow(p, (void **)&p->gw, &p->capgw, (gid + 1) * 2, sizeof *p->gw)) return -1;
  p->gw[2 * gid] = W_OPEN;
  p->gw[2 * gid + 1] = 0;
  p->ngw++;
  if (p->ngw > RE_MAXGROUPS) {
    p_error(p, "too many groups", n + 1);
    return -1;
  }
  if (name) {
    int64_t og = st_lookup(p, name, n);
    if (og >= 0) {
      Msg m = p_msg(p);
      m_str(&m, "redefinition of group name ");
      m_repr(&m, name, n);
      m_str(&m, " as group ");
      m_int(&m, gid);
      m_str(&m, "; was group ");
      m_int(&m, og);
      p_fail(p, n + 1);
      return -1;
    }
    if (p_grow(p, (void **)&p->names, &p->capnames, p->nnames + 1, sizeof *p->names)) return -1;
    p->names[p->nnames].s = name;
    p->names[p->nnames].n = n;
    p->names[p->nnames].group = gid;
    p->nnames++;
  }
  return gid;
}

static bool st_checkgroup(P *p, uint64_t gid) {
  return gid < p->ngw && p->gw[2 * gid] != W_OPEN;
}

static int st_checklookbehind(P *p, uint64_t gid) {
  if (p->lookbehind >= 0) {
    if (!st_checkgroup(p, gid)) return p_error(p, "cannot refer to an open group", 0);
    if ((int64_t)gid >= p->lookbehind)
      return p_error(p, "cannot refer to group defined in the same lookbehind subpattern", 0);
  }
  return 0;
}

/* ---- sequences ---- */

static Seq *seq_new(P *p) { return p_alloc(p, sizeof(Seq)); }

static int seq_push(P *p, Seq *s, Node *n) {
  if (p_tick(p)) return -1;   /* also the flattening of 10M nodes */
  if (s->n == s->cap) {
    /* a literal of 10M characters doubles this to 128 MB: no zeroing,
    ** and the copy (the first touch of its pages) polls the deadline a
    ** slice at a time, where a memset and a memcpy went 40 ms unpolled */
    uint32_t nc = s->cap ? s->cap * 2 : 4;
    Node **v = arena_alloc_raw(&p->ar, nc * sizeof *v);
    if (!v) return p_nomem(p);
    if (s->n && vm_copy(p->vm, v, s->v, s->n * sizeof *v)) {
      p->err->kind = RE_ERR_LIMIT;
      return -1;
    }
    s->v = v;
    s->cap = nc;
  }
  s->v[s->n++] = n;
  return 0;
}

static Node *node_new(P *p, int op, uint32_t a) {
  Node *n = p_alloc(p, sizeof(Node));
  if (n) {
    n->op = (uint8_t)op;
    n->a = a;
  }
  return n;
}

static int seq_add(P *p, Seq *s, int op, uint32_t a) {
  Node *n = node_new(p, op, a);
  return n ? seq_push(p, s, n) : -1;
}

static uint64_t w_add(uint64_t a, uint64_t b) {
  uint64_t r = a + b;
  return r > ((uint64_t)1 << 40) ? (uint64_t)1 << 40 : r;
}
static uint64_t w_mul(uint64_t a, uint64_t b) {
  if (a > ((uint64_t)1 << 33)) a = (uint64_t)1 << 33;
  if (b > ((uint64_t)1 << 33)) b = (uint64_t)1 << 33;
  return a && b > (((uint64_t)1 << 40) / a) ? (uint64_t)1 << 40 : a * b;
}

/* SubPattern.getwidth() */
static void seq_width(P *p, Seq *s, uint64_t *plo, uint64_t *phi) {
  uint64_t lo = 0, hi = 0, i, j, l, h;
  uint32_t k, m;
  if (s->wdone) {
    *plo = s->wlo;
    *phi = s->whi;
    return;
  }
  for (k = 0; k < s->n; k++) {
    Node *n = s->v[k];
    switch (n->op) {
    case N_BRANCH:
      i = RE_MAXREPEAT - 1;
      j = 0;
      for (m = 0; m < n->nalts; m++) {
        seq_width(p, n->alts[m], &l, &h);
        if (l < i) i = l;
        if (h > j) j = h;
      }
      lo = w_add(lo, i);
      hi = w_add(hi, j);
      break;
    case N_ATOMIC: case N_SUB:
      seq_width(p, n->p, &i, &j);
      lo = w_add(lo, i);
      hi = w_add(hi, j);
      break;
    case N_REPEAT:
      seq_width(p, n->p, &i, &j);
      lo = w_add(lo, w_mul(i, n->a));
      hi = w_add(hi, w_mul(j, n->b));
      break;
    case N_ANY: case N_IN: case N_LIT: case N_NLIT:
      lo = w_add(lo, 1);
      hi = w_add(hi, 1);
      break;
    case N_GROUPREF:
      lo = w_add(lo, p->gw[2 * n->a]);
      hi = w_add(hi, p->gw[2 * n->a + 1]);
      break;
    case N_EXISTS:
      seq_width(p, n->p, &i, &j);
      if (n->q) {
        seq_width(p, n->q, &l, &h);
        if (l < i) i = l;
        if (h > j) j = h;
      } else i = 0;
      lo = w_add(lo, i);
      hi = w_add(hi, j);
      break;
    default:
      break;
    }
  }
  s->wlo = lo < RE_MAXREPEAT - 1 ? lo : RE_MAXREPEAT - 1;
  s->whi = hi < RE_MAXREPEAT ? hi : RE_MAXREPEAT;
  s->wdone = true;
  *plo = s->wlo;
  *phi = s->whi;
}

static bool set_eq(const Node *a, const Node *b) {
  uint32_t i;
  if (a->nset != b->nset) return false;
  for (i = 0; i < a->nset; i++)
    if (a->set[i].op != b->set[i].op || a->set[i].a != b->set[i].a ||
        a->set[i].b != b->set[i].b)
      return false;
  return true;
}

/* (op, av) == (op, av) in Python: subpatterns compare by identity */
static bool node_eq(const Node *a, const Node *b) {
  if (a == b) return true;
  if (a->op != b->op) return false;
  switch (a->op) {
  case N_LIT: case N_NLIT: case N_AT: case N_GROUPREF: return a->a == b->a;
  case N_ANY: return true;
  case N_IN: return set_eq(a, b);
  default: return false;
  }
}

/* _uniq: drop repeated set items, keeping the first of each */
/* Drop repeated items, keeping the first of each (_uniq's dict.fromkeys):
** a table of the kept items' indexes, so a set of a million distinct
** literals is linear (the pairwise scan it replaces was quadratic and
** unpolled).  0, or -1 with the error set. */
static int set_uniq(P *p, SetItem *v, uint32_t *n) {
  uint32_t i, j, k = 0, *tab;
  size_t cap = 64, mask;
  if (*n <= 16) {
    for (i = 0; i < *n; i++) {
      for (j = 0; j < k; j++)
        if (v[j].op == v[i].op && v[j].a == v[i].a && v[j].b == v[i].b) break;
      if (j == k) v[k++] = v[i];
    }
    *n = k;
    return 0;
  }
  while (cap < (size_t)*n * 2) cap *= 2;
  mask = cap - 1;
  if (!(tab = mem_alloc(&p->vm->mem, cap * sizeof *tab))) return p_nomem(p);
  memset(tab, 0xff, cap * sizeof *tab);
  for (i = 0; i < *n; i++) {
    SetItem it = v[i];
    size_t h = ((size_t)it.op * 0x9e3779b1u ^ (size_t)it.a * 0x85ebca6bu ^
                (size_t)it.b * 0xc2b2ae35u) & mask;
    if (p_tick(p)) {
      mem_free(&p->vm->mem, tab, cap * sizeof *tab);
      return -1;
    }
    while (tab[h] != UINT32_MAX &&
           !(v[tab[h]].op == it.op && v[tab[h]].a == it.a && v[tab[h]].b == it.b))
      h = (h + 1) & mask;
    if (tab[h] == UINT32_MAX) {
      v[k] = it;
      tab[h] = k++;
    }
  }
  mem_free(&p->vm->mem, tab, cap * sizeof *tab);
  *n = k;
  return 0;
}

/* ---- escapes ---- */

/* A parsed escape or set element: a literal, a category (inside IN), an
** AT, or a group reference. */
typedef struct ReCode { int op; uint32_t a; } ReCode;   /* op: N_LIT, N_IN (a: category), N_AT, N_GROUPREF */

static int esc_category(uint32_t c, ReCode *out) {
  switch (c) {
  case 'd': out->op = N_IN; out->a = RC_DIGIT; return 1;
  case 'D': out->op = N_IN; out->a = RC_NOT_DIGIT; return 1;
  case 's': out->op = N_IN; out->a = RC_SPACE; return 1;
  case 'S': out->op = N_IN; out->a = RC_NOT_SPACE; return 1;
  case 'w': out->op = N_IN; out->a = RC_WORD; return 1;
  case 'W': out->op = N_IN; out->a = RC_NOT_WORD; return 1;
  default: return 0;
  }
}

static int esc_simple(uint32_t c, ReCode *out) {
  const char *from = "abfnrtv\\", *to = "\a\b\f\n\r\t\v\\";
  const char *q = c < 128 && c ? strchr(from, (int)c) : NULL;
  if (!q) return 0;
  out->op = N_LIT;
  out->a = (unsigned char)to[q - from];
  return 1;
}

/* the x, u, U, N escapes shared by _escape and _class_escape: 1 done,
** 0 not one of them, -1 error */
static int esc_hex(P *p, uint32_t c, ReCode *out) {
  uint32_t esc[10];
  int want, n = 2, i;
  uint32_t v = 0;
  if (c == 'x') want = 2;
  else if (p->bytes) return 0;
  else if (c == 'u') want = 4;
  else if (c == 'U') want = 8;
  else if (c == 'N') {
    if (!tk_is(p, '{')) return p_error(p, "missing {", 0);
    if (tk_next(p)) return -1;
    {
      uint32_t *name, nn;
      Msg m;
      if (tk_getuntil(p, '}', "character name", &name, &nn)) return -1;
      m = p_msg(p);
      m_str(&m, "undefined character name ");
      m_repr(&m, name, nn);
      return p_fail(p, nn + 4);
    }
  } else return 0;
  esc[0] = '\\';
  esc[1] = c;
  while (n - 2 < want && p->toklen == 1 && is_hex(p->tok[0])) {
    esc[n++] = p->tok[0];
    if (tk_next(p)) return -1;
  }
  if (n - 2 != want) return p_error_tok(p, "incomplete escape ", esc, n, n);
  for (i = 2; i < n; i++) {
    uint32_t d = esc[i];
    v = v * 16 + (is_digit(d) ? d - '0' : (d | 32) - 'a' + 10);
  }
  if (c == 'U' && v > 0x10FFFF) return p_error_tok(p, "bad escape ", esc, n, n);
  out->op = N_LIT;
  out->a = v;
  return 1;
}

/* An octal escape: esc[0..n) read so far ("\\1"), up to 3 digits in all
** taken from the pattern; CPython's error above 0o377. */
static int octal_escape(P *p, uint32_t *esc, int n, ReCode *out) {
  uint32_t v = 0;
  int i;
  while (n < 4 && p->toklen == 1 && is_oct(p->tok[0])) {
    esc[n++] = p->tok[0];
    if (tk_next(p)) return -1;
  }
  for (i = 1; i < n; i++) v = v * 8 + (esc[i] - '0');
  if (v > 0377) {
    Msg m = p_msg(p);
    m_str(&m, "octal escape value ");
    for (i = 0; i < n; i++) m_cp(&m, esc[i]);
    m_str(&m, " outside of range 0-0o377");
    return p_fail(p, n);
  }
  out->op = N_LIT;
  out->a = v;
  return 0;
}

/* _class_escape(source, escape) */
static int class_escape(P *p, uint32_t c, ReCode *out) {
  uint32_t esc[4];
  int r, n;
  if (esc_simple(c, out) || esc_category(c, out)) return 0;
  r = esc_hex(p, c, out);
  if (r) return r < 0 ? -1 : 0;
  esc[0] = '\\';
  esc[1] = c;
  n = 2;
  if (is_oct(c)) return octal_escape(p, esc, n, out);
  if (is_digit(c) || is_asciiletter(c)) return p_error_tok(p, "bad escape ", esc, 2, 2);
  out->op = N_LIT;
  out->a = c;
  return 0;
}

/* _escape(source, escape, state) */
static int escape(P *p, uint32_t c, ReCode *out) {
  uint32_t esc[4];
  int r, n;
  switch (c) {
  case 'A': out->op = N_AT; out->a = RA_BEGINNING_STRING; return 0;
  case 'b': out->op = N_AT; out->a = RA_BOUNDARY; return 0;
  case 'B': out->op = N_AT; out->a = RA_NON_BOUNDARY; return 0;
  case 'Z': out->op = N_AT; out->a = RA_END_STRING; return 0;
  default: break;
  }
  if (esc_category(c, out) || esc_simple(c, out)) return 0;
  r = esc_hex(p, c, out);
  if (r) return r < 0 ? -1 : 0;
  esc[0] = '\\';
  esc[1] = c;
  n = 2;
  if (c == '0') return octal_escape(p, esc, n, out);
  if (is_digit(c)) {
    uint32_t group;
    if (p->toklen == 1 && is_digit(p->tok[0])) {
      esc[n++] = p->tok[0];
      if (tk_next(p)) return -1;
      if (is_oct(esc[1]) && is_oct(esc[2]) && p->toklen == 1 && is_oct(p->tok[0]))
        return octal_escape(p, esc, n, out);
    }
    group = esc[1] - '0';
    if (n == 3) group = group * 10 + (esc[2] - '0');
    if (group < p->ngw) {
      if (!st_checkgroup(p, group)) return p_error(p, "cannot refer to an open group", n);
      if (st_checklookbehind(p, group)) return -1;
      out->op = N_GROUPREF;
      out->a = group;
      return 0;
    }
    {
      Msg m = p_msg(p);
      m_str(&m, "invalid group reference ");
      m_int(&m, group);
      return p_fail(p, n - 1);
    }
  }
  if (is_asciiletter(c)) return p_error_tok(p, "bad escape ", esc, 2, 2);
  out->op = N_LIT;
  out->a = c;
  return 0;
}

/* ---- the parser ---- */

static Seq *parse_sub(P *p, bool verbose, int nested);
static Seq *parse(P *p, bool verbose, int nested, bool first);

/* CPython's recursive parser reaches its recursion limit at 496 nested
** groups (two calls a level); so does this one, which also bounds the C
** stack used by the parser and the compiler (every construct that nests
** goes through parse). */
#define RE_MAX_NESTED 991

static int add_set(P *p, SetItem **v, uint32_t *n, uint32_t *cap, int op, uint32_t a, uint32_t b) {
  if (p_grow(p, (void **)v, cap, *n + 1, sizeof **v)) return -1;
  (*v)[*n].op = (uint8_t)op;
  (*v)[*n].a = a;
  (*v)[*n].b = b;
  (*n)++;
  return 0;
}

static int code_to_item(P *p, const ReCode *c, SetItem **v, uint32_t *n, uint32_t *cap) {
  return add_set(p, v, n, cap, c->op == N_IN ? SI_CAT : SI_LIT, c->a, 0);
}

/* the tokens of a range's ends, for "bad character range x-y" */
static int bad_range(P *p, const Tok *a, const Tok *b) {
  Msg m = p_msg(p);
  int i;
  m_str(&m, "bad character range ");
  for (i = 0; i < a->n; i++) m_cp(&m, a->c[i]);
  m_str(&m, "-");
  for (i = 0; i < b->n; i++) m_cp(&m, b->c[i]);
  return p_fail(p, a->n + 1 + b->n);
}

static int parse_set(P *p, Seq *sub) {
  int64_t here = tk_tell(p) - 1;
  SetItem *v = NULL;
  uint32_t n = 0, cap = 0;
  int negate, r;
  Node *node;
  Tok t, that;
  ReCode c1, c2;
  if ((negate = tk_match(p, '^')) < 0) goto fail;
  for (;;) {
    if (tk_get(p, &t)) goto fail;
    if (t.n == 0) {
      p_error(p, "unterminated character set", tk_tell(p) - here);
      goto fail;
    }
    if (t.n == 1 && t.c[0] == ']' && n) break;
    if (t.n == 2) {
      if (class_escape(p, t.c[1], &c1)) goto fail;
    } else {
      c1.op = N_LIT;
      c1.a = t.c[0];
    }
    if ((r = tk_match(p, '-')) < 0) goto fail;
    if (r) {
      if (tk_get(p, &that)) goto fail;
      if (that.n == 0) {
        p_error(p, "unterminated character set", tk_tell(p) - here);
        goto fail;
      }
      if (that.n == 1 && that.c[0] == ']') {
        if (code_to_item(p, &c1, &v, &n, &cap) || add_set(p, &v, &n, &cap, SI_LIT, '-', 0))
          goto fail;
        break;
      }
      if (that.n == 2) {
        if (class_escape(p, that.c[1], &c2)) goto fail;
      } else {
        c2.op = N_LIT;
        c2.a = that.c[0];
      }
      if (c1.op != N_LIT || c2.op != N_LIT || c2.a < c1.a) {
        bad_range(p, &t, &that);
        goto fail;
      }
      if (add_set(p, &v, &n, &cap, SI_RANGE, c1.a, c2.a)) goto fail;
    } else if (code_to_item(p, &c1, &v, &n, &cap)) goto fail;
  }
  if (set_uniq(p, v, &n)) goto fail;
  if (n == 1 && v[0].op == SI_LIT) {
    if (seq_add(p, sub, negate ? N_NLIT : N_LIT, v[0].a)) goto fail;
  } else {
    if (!(node = node_new(p, N_IN, 0))) goto fail;
    node->nset = n + (negate ? 1 : 0);
    if (!(node->set = p_alloc(p, node->nset * sizeof(SetItem)))) goto fail;
    if (negate) node->set[0].op = SI_NEGATE;
    memcpy(node->set + (negate ? 1 : 0), v, n * sizeof *v);
    if (seq_push(p, sub, node)) goto fail;
  }
  mem_free(&p->vm->mem, v, cap * sizeof *v);
  return 0;
fail:
  mem_free(&p->vm->mem, v, cap * sizeof *v);
  return -1;
}

/* digits of {m,n}: value saturated at RE_MAXREPEAT */
static uint64_t read_count(P *p, bool *any, int *err) {
  uint64_t v = 0;
  *any = false;
  while (p->toklen == 1 && is_digit(p->tok[0])) {
    v = v * 10 + (p->tok[0] - '0');
    if (v > RE_MAXREPEAT) v = (uint64_t)RE_MAXREPEAT + 1;
    *any = true;
    if (tk_next(p)) {
      *err = 1;
      return 0;
    }
  }
  return v;
}

static int overflow(P *p) {
  p->err->kind = RE_ERR_OVERFLOW;
  p->err->pos = -1;
  strcpy(p->err->msg, "the repetition number is too large");
  return -1;
}

static int parse_repeat(P *p, Seq *sub, const Tok *t) {
  int64_t here = tk_tell(p);
  uint64_t min = 0, max = RE_MAXREPEAT;
  Node *item, *rep;
  Seq *body;
  int kind = RK_MAX, r;
  uint32_t c = t->c[0];
  if (c == '?') max = 1;
  else if (c == '+') min = 1;
  else if (c == '{') {
    bool anylo, anyhi;
    int err = 0;
    if (tk_is(p, '}')) return seq_add(p, sub, N_LIT, '{');
    min = read_count(p, &anylo, &err);
    if (err) return -1;
    if ((r = tk_match(p, ',')) < 0) return -1;
    if (r) {
      max = read_count(p, &anyhi, &err);
      if (err) return -1;
    } else {
      max = min;
      anyhi = anylo;
    }
    if ((r = tk_match(p, '}')) < 0) return -1;
    if (!r) {
      if (seq_add(p, sub, N_LIT, '{')) return -1;
      return tk_seek(p, here);
    }
    if (!anylo) min = 0;
    else if (min >= RE_MAXREPEAT) return overflow(p);
    if (!anyhi) max = RE_MAXREPEAT;
    else {
      if (max >= RE_MAXREPEAT) return overflow(p);
      if (max < min) return p_error(p, "min repeat greater than max repeat", tk_tell(p) - here);
    }
  }
  item = sub->n ? sub->v[sub->n - 1] : NULL;
  if (!item || item->op == N_AT)
    return p_error(p, "nothing to repeat", tk_tell(p) - here + t->n);
  if (item->op == N_REPEAT) return p_error(p, "multiple repeat", tk_tell(p) - here + t->n);
  if (item->op == N_SUB && !item->a && !item->c && !item->d) body = item->p;
  else {
    if (!(body = seq_new(p)) || seq_push(p, body, item)) return -1;
  }
  if ((r = tk_match(p, '?')) < 0) return -1;
  if (r) kind = RK_MIN;
  else {
    if ((r = tk_match(p, '+')) < 0) return -1;
    if (r) kind = RK_POSS;
  }
  if (!(rep = node_new(p, N_REPEAT, (uint32_t)min))) return -1;
  rep->b = (uint32_t)max;
  rep->c = (uint32_t)kind;
  rep->p = body;
  sub->v[sub->n - 1] = rep;
  return 0;
}

static int flag_of(const Tok *t) {
  if (t->n != 1) return 0;
  switch (t->c[0]) {
  case 'i': return RE_IGNORECASE;
  case 'L': return RE_LOCALE;
  case 'm': return RE_MULTILINE;
  case 's': return RE_DOTALL;
  case 'x': return RE_VERBOSE;
  case 'a': return RE_ASCII;
  case 't': return RE_TEMPLATE;
  case 'u': return RE_UNICODE;
  default: return 0;
  }
}

#define TYPE_FLAGS (RE_ASCII | RE_LOCALE | RE_UNICODE)
#define GLOBAL_FLAGS (RE_DEBUG | RE_TEMPLATE)

static bool tok_alpha(const Tok *t) { return t->n == 1 && uni_isalpha(t->c[0]); }

/* _parse_flags: 1 global flags (state updated), 0 local (add, del), -1 */
static int parse_flags(P *p, Tok ch, uint32_t *padd, uint32_t *pdel) {
  uint32_t add = 0, del = 0;
  int flag;
  if (!(ch.n == 1 && ch.c[0] == '-')) {
    for (;;) {
      flag = flag_of(&ch);
      if (ch.c[0] == 'L' && !p->bytes)
        return p_error(p, "bad inline flags: cannot use 'L' flag with a str pattern", 0);
      if (ch.c[0] == 'u' && p->bytes)
        return p_error(p, "bad inline flags: cannot use 'u' flag with a bytes pattern", 0);
      add |= (uint32_t)flag;
      if ((flag & TYPE_FLAGS) && (add & TYPE_FLAGS) != (uint32_t)flag)
        return p_error(p, "bad inline flags: flags 'a', 'u' and 'L' are incompatible", 0);
      if (tk_get(p, &ch)) return -1;
      if (ch.n == 0) return p_error(p, "missing -, : or )", 0);
      if (ch.n == 1 && (ch.c[0] == ')' || ch.c[0] == '-' || ch.c[0] == ':')) break;
      if (!flag_of(&ch))
        return p_error(p, tok_alpha(&ch) ? "unknown flag" : "missing -, : or )", ch.n);
    }
  }
  if (ch.c[0] == ')') {
    p->flags |= add;
    return 1;
  }
  if (add & GLOBAL_FLAGS) return p_error(p, "bad inline flags: cannot turn on global flag", 1);
  if (ch.c[0] == '-') {
    if (tk_get(p, &ch)) return -1;
    if (ch.n == 0) return p_error(p, "missing flag", 0);
    if (!flag_of(&ch)) return p_error(p, tok_alpha(&ch) ? "unknown flag" : "missing flag", ch.n);
    for (;;) {
      flag = flag_of(&ch);
      if (flag & TYPE_FLAGS)
        return p_error(p, "bad inline flags: cannot turn off flags 'a', 'u' and 'L'", 0);
      del |= (uint32_t)flag;
      if (tk_get(p, &ch)) return -1;
      if (ch.n == 0) return p_error(p, "missing :", 0);
      if (ch.n == 1 && ch.c[0] == ':') break;
      if (!flag_of(&ch))
        return p_error(p, tok_alpha(&ch) ? "unknown flag" : "missing :", ch.n);
    }
  }
  if (del & GLOBAL_FLAGS) return p_error(p, "bad inline flags: cannot turn off global flag", 1);
  if (add & del) return p_error(p, "bad inline flags: flag turned on and off", 1);
  *padd = add;
  *pdel = del;
  return 0;
}

/* int(condname) as Python reads it (spaces, sign, underscores between
** digits, any Unicode decimal digits): 1 and *out, or 0 */
static int py_int(const uint32_t *s, uint32_t n, int64_t *out) {
  uint32_t i = 0;
  int64_t v = 0;
  bool neg = false, any = false, under = false;
  while (i < n && uni_isspace(s[i])) i++;
  while (n > i && uni_isspace(s[n - 1])) n--;
  if (i < n && (s[i] == '+' || s[i] == '-')) neg = s[i++] == '-';
  for (; i < n; i++) {
    int d = uni_decimal(s[i]);
    if (s[i] == '_' && any && !under) {
      under = true;
      continue;
    }
    if (d < 0) return 0;
    under = false;
    any = true;
    if (v < ((int64_t)1 << 40)) v = v * 10 + d;
  }
  if (!any || under) return 0;
  *out = neg ? -v : v;
  return 1;
}

static int parse_cond(P *p, Seq *sub, int64_t start, bool verbose, int nested) {
  uint32_t *name, nn;
  int64_t group;
  Node *node;
  Seq *yes, *no = NULL;
  int r;
  if (tk_getuntil(p, ')', "group name", &name, &nn)) return -1;
  if (is_identifier(name, nn)) {
    Msg m;
    if ((group = st_lookup(p, name, nn)) < 0) {
      m = p_msg(p);
      m_str(&m, "unknown group name ");
      m_repr(&m, name, nn);
      return p_fail(p, nn + 1);
    }
  } else {
    Msg m;
    if (!py_int(name, nn, &group) || group < 0) {
      m = p_msg(p);
      m_str(&m, "bad character in group name ");
      m_repr(&m, name, nn);
      return p_fail(p, nn + 1);
    }
    if (!group) return p_error(p, "bad group number", nn + 1);
    if (group >= RE_MAXGROUPS) {
      m = p_msg(p);
      m_str(&m, "invalid group reference ");
      m_int(&m, group);
      return p_fail(p, nn + 1);
    }
    {
      uint32_t i;
      for (i = 0; i < p->nref; i++)
        if (p->refpos[2 * i] == group) break;
      if (i == p->nref) {
        if (p_grow(p, (void **)&p->refpos, &p->capref, (p->nref + 1) * 2, sizeof *p->refpos))
          return -1;
        p->refpos[2 * p->nref] = group;
        p->refpos[2 * p->nref + 1] = tk_tell(p) - nn - 1;
        p->nref++;
      }
    }
  }
  if (st_checklookbehind(p, (uint64_t)group)) return -1;
  if (!(yes = parse(p, verbose, nested + 1, false))) return -1;
  if ((r = tk_match(p, '|')) < 0) return -1;
  if (r) {
    if (!(no = parse(p, verbose, nested + 1, false))) return -1;
    if (tk_is(p, '|')) return p_error(p, "conditional backref with more than two branches", 0);
  }
  if ((r = tk_match(p, ')')) < 0) return -1;
  if (!r) return p_error(p, "missing ), unterminated subpattern", tk_tell(p) - start);
  if (!(node = node_new(p, N_EXISTS, (uint32_t)group))) return -1;
  node->p = yes;
  node->q = no;
  return seq_push(p, sub, node);
}

/* after "(": 1 when the construct was complete (continue), 0 to go on
** with a group, -1 error */
static int parse_paren(P *p, Seq *sub, bool *verbose, int nested, bool first) {
  int64_t start = tk_tell(p) - 1;
  bool capture = true, atomic = false;
  uint32_t *name = NULL, nn = 0, add = 0, del = 0;
  int64_t group = 0;
  Seq *body;
  Node *node;
  Tok ch;
  int r;
  if ((r = tk_match(p, '?')) < 0) return -1;
  if (r) {
    if (tk_get(p, &ch)) return -1;
    if (ch.n == 0) return p_error(p, "unexpected end of pattern", 0);
    if (ch.n == 1 && ch.c[0] == 'P') {
      if ((r = tk_match(p, '<')) < 0) return -1;
      if (r) {
        if (tk_getuntil(p, '>', "group name", &name, &nn) || tk_checkgroupname(p, name, nn, 1))
          return -1;
      } else {
        if ((r = tk_match(p, '=')) < 0) return -1;
        if (r) {
          int64_t gid;
          if (tk_getuntil(p, ')', "group name", &name, &nn) || tk_checkgroupname(p, name, nn, 1))
            return -1;
          if ((gid = st_lookup(p, name, nn)) < 0) {
            Msg m = p_msg(p);
            m_str(&m, "unknown group name ");
            m_repr(&m, name, nn);
            return p_fail(p, nn + 1);
          }
          if (!st_checkgroup(p, (uint64_t)gid))
            return p_error(p, "cannot refer to an open group", nn + 1);
          if (st_checklookbehind(p, (uint64_t)gid)) return -1;
          return seq_add(p, sub, N_GROUPREF, (uint32_t)gid) ? -1 : 1;
        }
        if (tk_get(p, &ch)) return -1;
        if (ch.n == 0) return p_error(p, "unexpected end of pattern", 0);
        {
          uint32_t t[4] = {'?', 'P', ch.c[0], ch.c[1]};
          return p_error_tok(p, "unknown extension ", t, 2 + ch.n, ch.n + 2);
        }
      }
    } else if (ch.n == 1 && ch.c[0] == ':') {
      capture = false;
    } else if (ch.n == 1 && ch.c[0] == '#') {
      for (;;) {
        Tok t;
        if (p->toklen == 0)
          return p_error(p, "missing ), unterminated comment", tk_tell(p) - start);
        if (tk_get(p, &t)) return -1;
        if (t.n == 1 && t.c[0] == ')') break;
      }
      return 1;
    } else if (ch.n == 1 && (ch.c[0] == '=' || ch.c[0] == '!' || ch.c[0] == '<')) {
      bool behind = false;
      int64_t saved = p->lookbehind;
      if (ch.c[0] == '<') {
        if (tk_get(p, &ch)) return -1;
        if (ch.n == 0) return p_error(p, "unexpected end of pattern", 0);
        if (!(ch.n == 1 && (ch.c[0] == '=' || ch.c[0] == '!'))) {
          uint32_t t[3] = {'?', '<', ch.c[0]};
          if (ch.n == 2) {
            uint32_t t2[4] = {'?', '<', ch.c[0], ch.c[1]};
            return p_error_tok(p, "unknown extension ", t2, 4, 4);
          }
          return p_error_tok(p, "unknown extension ", t, 3, 3);
        }
        behind = true;
        if (saved < 0) p->lookbehind = p->ngw;
      }
      if (!(body = parse_sub(p, *verbose, nested + 1))) return -1;
      if (behind && saved < 0) p->lookbehind = -1;
      if ((r = tk_match(p, ')')) < 0) return -1;
      if (!r) return p_error(p, "missing ), unterminated subpattern", tk_tell(p) - start);
      if (!(node = node_new(p, N_ASSERT, behind))) return -1;
      node->b = ch.c[0] == '!';
      node->p = body;
      return seq_push(p, sub, node) ? -1 : 1;
    } else if (ch.n == 1 && ch.c[0] == '(') {
      return parse_cond(p, sub, start, *verbose, nested) ? -1 : 1;
    } else if (ch.n == 1 && ch.c[0] == '>') {
      capture = false;
      atomic = true;
    } else if (flag_of(&ch) || (ch.n == 1 && ch.c[0] == '-')) {
      r = parse_flags(p, ch, &add, &del);
      if (r < 0) return -1;
      if (r == 1) {
        if (!first || sub->n)
          return p_error(p, "global flags not at the start of the expression",
                         tk_tell(p) - start);
        *verbose = (p->flags & RE_VERBOSE) != 0;
        return 1;
      }
      capture = false;
    } else {
      uint32_t t[3] = {'?', ch.c[0], ch.c[1]};
      return p_error_tok(p, "unknown extension ", t, 1 + ch.n, ch.n + 1);
    }
  }
  if (capture && (group = st_opengroup(p, name, nn)) < 0) return -1;
  {
    bool sv = ((*verbose || (add & RE_VERBOSE)) && !(del & RE_VERBOSE));
    if (!(body = parse_sub(p, sv, nested + 1))) return -1;
  }
  if ((r = tk_match(p, ')')) < 0) return -1;
  if (!r) return p_error(p, "missing ), unterminated subpattern", tk_tell(p) - start);
  if (group) {
    uint64_t lo, hi;
    seq_width(p, body, &lo, &hi);
    p->gw[2 * group] = lo;
    p->gw[2 * group + 1] = hi;
  }
  if (!(node = node_new(p, atomic ? N_ATOMIC : N_SUB, (uint32_t)group))) return -1;
  node->c = add;
  node->d = del;
  node->p = body;
  return seq_push(p, sub, node) ? -1 : 0;
}

static bool is_ws(uint32_t c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

static Seq *parse(P *p, bool verbose, int nested, bool first) {
  Seq *sub, *out;
  Tok t;
  uint32_t i;
  if (nested > RE_MAX_NESTED) {
    p->err->kind = RE_ERR_RECURSION;
    p->err->pos = -1;
    strcpy(p->err->msg, "maximum recursion depth exceeded");
    return NULL;
  }
  if (!(sub = seq_new(p))) return NULL;
  for (;;) {
    if (p->toklen == 0) break;
    if (tk_is(p, '|') || tk_is(p, ')')) break;
    if (tk_get(p, &t)) return NULL;
    if (verbose) {
      if (t.n == 1 && is_ws(t.c[0])) continue;
      if (t.n == 1 && t.c[0] == '#') {
        for (;;) {
          if (tk_get(p, &t)) return NULL;
          if (t.n == 0 || (t.n == 1 && t.c[0] == '\n')) break;
        }
        continue;
      }
    }
    if (t.n == 2) {
      ReCode c;
      if (escape(p, t.c[1], &c)) return NULL;
      if (c.op == N_IN) {
        Node *n = node_new(p, N_IN, 0);
        if (!n || !(n->set = p_alloc(p, sizeof(SetItem)))) return NULL;
        n->nset = 1;
        n->set[0].op = SI_CAT;
        n->set[0].a = c.a;
        if (seq_push(p, sub, n)) return NULL;
      } else if (seq_add(p, sub, c.op, c.a)) return NULL;
      continue;
    }
    switch (t.c[0]) {
    case '[':
      if (parse_set(p, sub)) return NULL;
      break;
    case '*': case '+': case '?': case '{':
      if (parse_repeat(p, sub, &t)) return NULL;
      break;
    case '.':
      if (seq_add(p, sub, N_ANY, 0)) return NULL;
      break;
    case '(':
      if (parse_paren(p, sub, &verbose, nested, first) < 0) return NULL;
      break;
    case '^':
      if (seq_add(p, sub, N_AT, RA_BEGINNING)) return NULL;
      break;
    case '$':
      if (seq_add(p, sub, N_AT, RA_END)) return NULL;
      break;
    default:
      if (seq_add(p, sub, N_LIT, t.c[0])) return NULL;
      break;
    }
  }
  /* inline the non-capturing groups without flags (the look at each
  ** node is a cache miss: 10M of them took 35-40 ms, so it ticks) */
  for (i = 0; i < sub->n; i++) {
    Node *n = sub->v[i];
    if (p_tick(p)) return NULL;
    if (n->op == N_SUB && !n->a && !n->c && !n->d) break;
  }
  if (i == sub->n) return sub;
  if (!(out = seq_new(p))) return NULL;
  for (i = 0; i < sub->n; i++) {
    Node *n = sub->v[i];
    if (n->op == N_SUB && !n->a && !n->c && !n->d) {
      uint32_t k;
      for (k = 0; k < n->p->n; k++)
        if (seq_push(p, out, n->p->v[k])) return NULL;
    } else if (seq_push(p, out, n)) return NULL;
  }
  return out;
}

static Seq *parse_sub(P *p, bool verbose, int nested) {
  Seq **items = NULL, *sub;
  uint32_t n = 0, cap = 0, i;
  int r;
  for (;;) {
    Seq *it = parse(p, verbose, nested + 1, !nested && !n);
    if (!it) goto fail;
    if (p_grow(p, (void **)&items, &cap, n + 1, sizeof *items)) goto fail;
    items[n++] = it;
    if ((r = tk_match(p, '|')) < 0) goto fail;
    if (!r) break;
    if (!nested) verbose = (p->flags & RE_VERBOSE) != 0;
  }
  if (n == 1) {
    sub = items[0];
    goto done;
  }
  if (!(sub = seq_new(p))) goto fail;
  /* common prefix of the alternatives */
  for (;;) {
    Node *prefix = NULL;
    for (i = 0; i < n; i++) {
      if (p_tick(p)) goto fail;
      if (!items[i]->n) break;
      if (!prefix) prefix = items[i]->v[0];
      else if (!node_eq(items[i]->v[0], prefix)) break;
    }
    if (i < n) break;
    for (i = 0; i < n; i++) {
      if (p_ticks(p, 1 + items[i]->n / 64)) goto fail;
      memmove(items[i]->v, items[i]->v + 1, (items[i]->n - 1) * sizeof(Node *));
      items[i]->n--;
      items[i]->wdone = false;
    }
    if (seq_push(p, sub, prefix)) goto fail;
  }
  /* alternatives of single characters or sets make one set */
  {
    uint32_t total = 0;
    for (i = 0; i < n; i++) {
      Node *x;
      if (p_tick(p)) goto fail;
      if (items[i]->n != 1) break;
      x = items[i]->v[0];
      if (x->op == N_LIT) total++;
      else if (x->op == N_IN && x->set[0].op != SI_NEGATE) total += x->nset;
      else break;
    }
    if (i == n) {
      Node *node = node_new(p, N_IN, 0);
      uint32_t k = 0, j;
      if (!node || !(node->set = p_alloc(p, total * sizeof(SetItem)))) goto fail;
      for (i = 0; i < n; i++) {
        Node *x = items[i]->v[0];
        if (p_tick(p)) goto fail;
        if (x->op == N_LIT) {
          node->set[k].op = SI_LIT;
          node->set[k++].a = x->a;
        } else
          for (j = 0; j < x->nset; j++) node->set[k++] = x->set[j];
      }
      node->nset = k;
      if (set_uniq(p, node->set, &node->nset)) goto fail;
      if (seq_push(p, sub, node)) goto fail;
      goto done;
    }
  }
  {
    Node *node = node_new(p, N_BRANCH, 0);
    if (!node || !(node->alts = p_alloc(p, n * sizeof(Seq *)))) goto fail;
    memcpy(node->alts, items, n * sizeof(Seq *));
    node->nalts = n;
    if (seq_push(p, sub, node)) goto fail;
  }
done:
  mem_free(&p->vm->mem, items, cap * sizeof *items);
  return sub;
fail:
  mem_free(&p->vm->mem, items, cap * sizeof *items);
  return NULL;
}

/* ---- the compiler ---- */

typedef struct C {
  P *p;
  uint32_t *code;
  uint32_t n, cap;
} C;

static int emit(C *c, uint32_t w) {
  if (p_tick(c->p)) return -1;
  if (c->n == c->cap && p_grow(c->p, (void **)&c->code, &c->cap, c->n + 1, sizeof *c->code))
    return -1;
  c->code[c->n++] = w;
  return 0;
}

static uint32_t combine_flags(uint32_t flags, uint32_t add, uint32_t del) {
  if (add & TYPE_FLAGS) flags &= ~(uint32_t)TYPE_FLAGS;
  return (flags | add) & ~del;
}

/* the case mode of a compiled part: 0 exact, 1 ASCII, 2 Unicode */
static int case_mode(uint32_t flags) {
  if (!(flags & RE_IGNORECASE)) return 0;
  return flags & RE_UNICODE ? 2 : 1;
}

typedef struct ReRange { uint32_t lo, hi; } ReRange;

static int cmp_range(const void *a, const void *b) {
  const ReRange *x = a, *y = b;
  return x->lo < y->lo ? -1 : x->lo > y->lo;
}

/* Sort ranges by their low end: qsort for a few, else four byte-wide
** counting passes (linear, a tick per range moved: qsort of a million
** ranges went 100 ms without a poll).  0, or -1 with the error set. */
static int sort_ranges(P *p, ReRange *r, uint32_t n) {
  ReRange *tmp, *src = r, *dst;
  uint32_t i, shift;
  if (n <= 4096) {
    qsort(r, n, sizeof *r, cmp_range);
    return 0;
  }
  if (!(tmp = mem_alloc(&p->vm->mem, (size_t)n * sizeof *tmp))) return p_nomem(p);
  dst = tmp;
  for (shift = 0; shift < 32; shift += 8) {
    uint32_t count[257] = {0};
    ReRange *t;
    for (i = 0; i < n; i++) count[((src[i].lo >> shift) & 255) + 1]++;
    for (i = 0; i < 256; i++) count[i + 1] += count[i];
    for (i = 0; i < n; i++) {
      if (p_tick(p)) {
        mem_free(&p->vm->mem, tmp, (size_t)n * sizeof *tmp);
        return -1;
      }
      dst[count[(src[i].lo >> shift) & 255]++] = src[i];
    }
    t = src;
    src = dst;
    dst = t;
  }
  /* four passes: the sorted ranges are back in r */
  mem_free(&p->vm->mem, tmp, (size_t)n * sizeof *tmp);
  return 0;
}

/* Emit a set: categories and tail items as they are, literals and ranges
** as one sorted table (a bitmap when all are below 256).  With a case
** mode, the BMP part is the table of lowered code points plus their extra
** cases (sre's charmap); items beyond the BMP stay as they are (ranges
** becoming RS_RANGE_U), as _optimize_charset leaves them. */
static int emit_set(C *c, const SetItem *set, uint32_t nset, int mode, uint32_t flags) {
  P *p = c->p;
  ReRange *r = NULL;
  uint32_t nr = 0, capr = 0, i, k;
  uint8_t *map = NULL;
  int rc = -1;
  const size_t mapsize = 0x10000 / 8;
  if (mode) {
    if (!(map = mem_alloc(&p->vm->mem, mapsize))) return p_nomem(p);
    memset(map, 0, mapsize);
  }
  for (i = 0; i < nset; i++) {
    const SetItem *it = &set[i];
    if (it->op == SI_NEGATE) {
      if (emit(c, RS_NEGATE)) goto out;
    } else if (it->op == SI_CAT) {
      uint32_t cat = it->a | ((flags & RE_UNICODE) ? RC_UNI : 0);
      if (emit(c, RS_CAT) || emit(c, cat)) goto out;
    } else if (mode) {
      uint32_t lo = it->a, hi = it->op == SI_RANGE ? it->b : it->a, ch;
      for (ch = lo; ch <= hi && ch < 0x10000; ch++) {
        uint32_t l = mode == 2 ? re_lower(ch) : rc_ascii_lower(ch);
        int f;
        if ((ch & 1023) == 0 && vm_charge(p->vm, 1024 / NATIVE_STEP * 8)) {
          p->err->kind = RE_ERR_LIMIT;
          goto out;
        }
        map[l >> 3] |= (uint8_t)(1u << (l & 7));
        if (mode == 2 && (f = rc_fixes(l)) >= 0) {
          for (k = 0; k < 2 && re_casefix[f].other[k]; k++) {
            uint32_t o = re_casefix[f].other[k];
            map[o >> 3] |= (uint8_t)(1u << (o & 7));
          }
        }
      }
      if (hi >= 0x10000) {
        if (it->op == SI_RANGE) {
          if (emit(c, RS_RANGE_U) || emit(c, lo) || emit(c, hi)) goto out;
        } else if (emit(c, RS_LIT) || emit(c, lo)) goto out;
      }
    } else {
      if (p_grow(p, (void **)&r, &capr, nr + 1, sizeof *r)) goto out;
      r[nr].lo = it->a;
      r[nr].hi = it->op == SI_RANGE ? it->b : it->a;
      nr++;
    }
  }
  if (mode) {
    uint32_t ch = 0;
    while (ch < 0x10000) {
      uint32_t start;
      if (!(ch & 63)) {                   /* 64 empty entries at once */
        uint64_t w;
        memcpy(&w, map + (ch >> 3), sizeof w);
        if (!w) {
          ch += 64;
          continue;
        }
      }
      if (!(map[ch >> 3] & (1u << (ch & 7)))) {
        ch++;
        continue;
      }
      start = ch;
      while (ch < 0x10000 && (map[ch >> 3] & (1u << (ch & 7)))) ch++;
      if (p_grow(p, (void **)&r, &capr, nr + 1, sizeof *r)) goto out;
      r[nr].lo = start;
      r[nr].hi = ch - 1;
      nr++;
    }
  }
  if (nr) {
    uint32_t m = 0;
    if (sort_ranges(p, r, nr)) goto out;
    for (i = 1; i < nr; i++) {        /* merge overlapping or adjacent */
      if (r[i].lo <= r[m].hi + 1 && r[m].hi != UINT32_MAX) {
        if (r[i].hi > r[m].hi) r[m].hi = r[i].hi;
      } else r[++m] = r[i];
    }
    nr = m + 1;
    if (r[nr - 1].hi < 256) {
      uint32_t bits[8] = {0};
      for (i = 0; i < nr; i++)
        for (k = r[i].lo; k <= r[i].hi; k++) bits[k >> 5] |= 1u << (k & 31);
      if (emit(c, RS_BITS)) goto out;
      for (i = 0; i < 8; i++)
        if (emit(c, bits[i])) goto out;
    } else {
      if (emit(c, RS_RANGES) || emit(c, nr)) goto out;
      for (i = 0; i < nr; i++)
        if (emit(c, r[i].lo) || emit(c, r[i].hi)) goto out;
    }
  }
  rc = emit(c, RS_END);
out:
  mem_free(&p->vm->mem, r, capr * sizeof *r);
  if (map) mem_free(&p->vm->mem, map, mapsize);
  return rc;
}

static int compile_seq(C *c, Seq *s, uint32_t flags);

static bool simple(const Seq *s) {
  const Node *n;
  if (s->n != 1) return false;
  n = s->v[0];
  if (n->op == N_SUB) return !n->a && simple(n->p);
  return n->op == N_LIT || n->op == N_NLIT || n->op == N_ANY || n->op == N_IN;
}

/* patch the skip word at `at` to reach the current end */
static void patch(C *c, uint32_t at) { c->code[at] = c->n - at; }

/* An IN/IN_A/IN_U's opcode, skip word and empty ASCII map; its set items
** follow, then fill_in_map. */
static int emit_in_head(C *c, uint32_t op) {
  int k;
  for (k = 0; k < RE_IN_HEAD; k++)
    if (emit(c, k == 0 ? op : 0)) return -1;
  return 0;
}

/* Fill the ASCII map of the IN at code[at], whose items are complete. */
static void fill_in_map(C *c, uint32_t at) {
  uint32_t ch;
  for (ch = 0; ch < 128; ch++)
    if (re_in_items(c->code, at, ch)) c->code[at + 2 + (ch >> 5)] |= 1u << (ch & 31);
}

static int compile_lit(C *c, const Node *n, uint32_t flags) {
  int mode = case_mode(flags);
  bool neg = n->op == N_NLIT;
  uint32_t ch = n->a, lo;
  int f;
  if (!mode || !(mode == 2 ? rc_iscased(ch) : rc_ascii_cased(ch)))
    return emit(c, neg ? RO_NLIT : RO_LIT) || emit(c, ch);
  if (mode == 1) return emit(c, neg ? RO_NLIT_A : RO_LIT_A) || emit(c, rc_ascii_lower(ch));
  lo = re_lower(ch);
  if ((f = rc_fixes(lo)) < 0) return emit(c, neg ? RO_NLIT_U : RO_LIT_U) || emit(c, lo);
  {
    uint32_t skip, k;
    uint32_t at = c->n;
    if (emit_in_head(c, RO_IN_U)) return -1;
    skip = at + 1;
    if (neg && emit(c, RS_NEGATE)) return -1;
    if (emit(c, RS_LIT) || emit(c, lo)) return -1;
    for (k = 0; k < 2 && re_casefix[f].other[k]; k++)
      if (emit(c, RS_LIT) || emit(c, re_casefix[f].other[k])) return -1;
    if (emit(c, RS_END)) return -1;
    patch(c, skip);
    fill_in_map(c, at);
  }
  return 0;
}

static int compile_node(C *c, Node *n, uint32_t flags) {
  uint32_t skip, i;
  switch (n->op) {
  case N_LIT: case N_NLIT:
    return compile_lit(c, n, flags);
  case N_IN: {
    int mode = case_mode(flags), op = RO_IN;
    if (mode) {
      bool cased = false;
      for (i = 0; i < n->nset && !cased; i++) {
        const SetItem *it = &n->set[i];
        if (it->op == SI_LIT) cased = mode == 2 ? rc_iscased(it->a) : rc_ascii_cased(it->a);
        else if (it->op == SI_RANGE) {
          uint32_t ch;
          if (it->b >= 0x10000) cased = true;
          for (ch = it->a; ch <= it->b && !cased; ch++)
            cased = mode == 2 ? rc_iscased(ch) : rc_ascii_cased(ch);
        }
        if (it->op == SI_LIT && it->a >= 0x10000) cased = true;
      }
      if (!cased) mode = 0;
      else op = mode == 2 ? RO_IN_U : RO_IN_A;
    }
    skip = c->n;
    if (emit_in_head(c, (uint32_t)op) || emit_set(c, n->set, n->nset, mode, flags)) return -1;
    patch(c, skip + 1);
    fill_in_map(c, skip);
    return 0;
  }
  case N_ANY:
    return emit(c, flags & RE_DOTALL ? RO_ANY_ALL : RO_ANY);
  case N_REPEAT: {
    static const uint32_t one[3] = {RO_REPEAT_ONE, RO_MIN_REPEAT_ONE, RO_POSS_REPEAT_ONE};
    if (flags & RE_TEMPLATE) {
      c->p->err->kind = RE_ERR_SYNTAX;
      c->p->err->pos = -1;
      snprintf(c->p->err->msg, sizeof c->p->err->msg,
               "internal: unsupported template operator %s",
               n->c == RK_MAX ? "MAX_REPEAT" : n->c == RK_MIN ? "MIN_REPEAT" : "POSSESSIVE_REPEAT");
      return -1;
    }
    if (simple(n->p)) {
      if (emit(c, one[n->c])) return -1;
      skip = c->n;
      if (emit(c, 0) || emit(c, n->a) || emit(c, n->b) || compile_seq(c, n->p, flags) ||
          emit(c, RO_SUCCESS))
        return -1;
      patch(c, skip);
      return 0;
    }
    if (emit(c, n->c == RK_POSS ? RO_POSS_REPEAT : RO_REPEAT)) return -1;
    skip = c->n;
    if (emit(c, 0) || emit(c, n->a) || emit(c, n->b) || compile_seq(c, n->p, flags)) return -1;
    patch(c, skip);
    return emit(c, n->c == RK_MAX ? RO_MAX_UNTIL : n->c == RK_MIN ? RO_MIN_UNTIL : RO_SUCCESS);
  }
  case N_SUB:
    if (n->a && (emit(c, RO_MARK) || emit(c, (n->a - 1) * 2))) return -1;
    if (compile_seq(c, n->p, combine_flags(flags, n->c, n->d))) return -1;
    if (n->a && (emit(c, RO_MARK) || emit(c, (n->a - 1) * 2 + 1))) return -1;
    return 0;
  case N_ATOMIC:
    if (emit(c, RO_ATOMIC)) return -1;
    skip = c->n;
    if (emit(c, 0) || compile_seq(c, n->p, flags) || emit(c, RO_SUCCESS)) return -1;
    patch(c, skip);
    return 0;
  case N_ASSERT: {
    uint64_t lo = 0, hi = 0;
    if (emit(c, n->b ? RO_ASSERT_NOT : RO_ASSERT)) return -1;
    skip = c->n;
    if (emit(c, 0)) return -1;
    if (n->a) {
      seq_width(c->p, n->p, &lo, &hi);
      if (lo != hi) {
        c->p->err->kind = RE_ERR_SYNTAX;
        c->p->err->pos = -1;
        strcpy(c->p->err->msg, "look-behind requires fixed-width pattern");
        return -1;
      }
    }
    if (emit(c, (uint32_t)lo) || compile_seq(c, n->p, flags) || emit(c, RO_SUCCESS)) return -1;
    patch(c, skip);
    return 0;
  }
  case N_AT: {
    uint32_t k = n->a;
    if (flags & RE_MULTILINE) {
      if (k == RA_BEGINNING) k = RA_BEGINNING_LINE;
      else if (k == RA_END) k = RA_END_LINE;
    }
    if (flags & RE_UNICODE) {
      if (k == RA_BOUNDARY) k = RA_UNI_BOUNDARY;
      else if (k == RA_NON_BOUNDARY) k = RA_UNI_NON_BOUNDARY;
    }
    return emit(c, RO_AT) || emit(c, k);
  }
  case N_BRANCH: {
    uint32_t *tails, nt = 0;
    int rc = -1;
    if (!(tails = p_alloc(c->p, n->nalts * sizeof *tails))) return -1;
    if (emit(c, RO_BRANCH)) return -1;
    for (i = 0; i < n->nalts; i++) {
      skip = c->n;
      if (emit(c, 0) || compile_seq(c, n->alts[i], flags) || emit(c, RO_JUMP)) return -1;
      tails[nt++] = c->n;
      if (emit(c, 0)) return -1;
      patch(c, skip);
    }
    if (emit(c, RO_FAILURE)) return -1;
    for (i = 0; i < nt; i++) patch(c, tails[i]);
    rc = 0;
    return rc;
  }
  case N_GROUPREF: {
    int mode = case_mode(flags);
    return emit(c, mode == 0 ? RO_GROUPREF : mode == 1 ? RO_GROUPREF_A : RO_GROUPREF_U) ||
           emit(c, n->a - 1);
  }
  case N_EXISTS: {
    uint32_t skipyes, skipno;
    if (emit(c, RO_GROUPREF_EXISTS) || emit(c, n->a - 1)) return -1;
    skipyes = c->n;
    if (emit(c, 0) || compile_seq(c, n->p, flags)) return -1;
    if (n->q) {
      if (emit(c, RO_JUMP)) return -1;
      skipno = c->n;
      if (emit(c, 0)) return -1;
      patch(c, skipyes);
      if (compile_seq(c, n->q, flags)) return -1;
      patch(c, skipno);
    } else patch(c, skipyes);
    return 0;
  }
  default:
    return 0;
  }
}

static int compile_seq(C *c, Seq *s, uint32_t flags) {
  uint32_t i;
  for (i = 0; i < s->n; i++)
    if (compile_node(c, s->v[i], flags)) return -1;
  return 0;
}

static void p_free(P *p) {
  Mem *m = &p->vm->mem;
  mem_free(m, p->names, p->capnames * sizeof *p->names);
  mem_free(m, p->gw, p->capgw * sizeof *p->gw);
  mem_free(m, p->refpos, p->capref * sizeof *p->refpos);
  arena_free(&p->ar);
}

static int value_error(ReError *err, const char *msg) {
  err->kind = RE_ERR_VALUE;
  err->pos = -1;
  snprintf(err->msg, sizeof err->msg, "%s", msg);
  return -1;
}

int re_compile(VM *vm, const char *pat, size_t len, uint32_t flags, bool bytes, ReProg **out,
               ReError *err) {
  P p;
  C c;
  Seq *tree;
  uint32_t *s = NULL, i;
  size_t n = 0, k = 0, namebytes = 0, size;
  ReProg *prog;
  char *w;
  int rc = -1;
  memset(&p, 0, sizeof p);
  memset(&c, 0, sizeof c);
  p.vm = vm;
  p.err = err;
  p.lookbehind = -1;
  err->msg[0] = 0;
  arena_init(&p.ar, &vm->mem);
  /* the pattern in code points */
  s = mem_alloc(&vm->mem, (len + 1) * sizeof *s);
  if (!s) return p_nomem(&p);
  if (bytes)
    for (n = 0; n < len; n++) s[n] = (unsigned char)pat[n];
  else
    while (k < len) {
      s[n++] = utf8_decode(pat, len, &k);
      if (p_tick(&p)) goto done;
    }
  p.s = s;
  p.n = (int64_t)n;
  p.flags = flags;
  p.bytes = bytes;
  p.ngw = 1;
  if (p_grow(&p, (void **)&p.gw, &p.capgw, 2, sizeof *p.gw)) goto done;
  p.gw[0] = W_OPEN;
  p.gw[1] = 0;
  if (tk_next(&p)) goto done;
  if (!(tree = parse_sub(&p, (flags & RE_VERBOSE) != 0, 0))) goto done;
  /* fix_flags: a str pattern is UNICODE unless ASCII; bytes ones never
  ** are, and LOCALE (the C locale: ASCII rules) is theirs alone */
  if (bytes) {
    if (p.flags & RE_UNICODE) {
      value_error(err, "cannot use UNICODE flag with a bytes pattern");
      goto done;
    }
    if ((p.flags & RE_LOCALE) && (p.flags & RE_ASCII)) {
      value_error(err, "ASCII and LOCALE flags are incompatible");
      goto done;
    }
  } else if (p.flags & RE_LOCALE) {
    value_error(err, "cannot use LOCALE flag with a str pattern");
    goto done;
  } else if (!(p.flags & RE_ASCII)) p.flags |= RE_UNICODE;
  else if (p.flags & RE_UNICODE) {
    value_error(err, "ASCII and UNICODE flags are incompatible");
    goto done;
  }
  if (p.toklen) {
    p_error(&p, "unbalanced parenthesis", 0);
    goto done;
  }
  for (i = 0; i < p.nref; i++)
    if (p.refpos[2 * i] >= p.ngw) {
      Msg m = p_msg(&p);
      m_str(&m, "invalid group reference ");
      m_int(&m, p.refpos[2 * i]);
      err->kind = RE_ERR_SYNTAX;
      err->pos = p.refpos[2 * i + 1];
      goto done;
    }
  c.p = &p;
  if (compile_seq(&c, tree, p.flags) || emit(&c, RO_SUCCESS)) goto done;
  /* one block: header, names, name bytes, code */
  for (i = 0; i < p.nnames; i++) {
    uint32_t j;
    for (j = 0; j < p.names[i].n; j++) {
      char b[4];
      namebytes += (size_t)utf8_encode(p.names[i].s[j], b);
    }
  }
  size = sizeof(ReProg) + p.nnames * sizeof(ReName) + c.n * sizeof(uint32_t) + namebytes + 1;
  if (!(prog = mem_alloc(&vm->mem, size))) {
    p_nomem(&p);
    goto done;
  }
  memset(prog, 0, sizeof *prog);
  prog->size = size;
  prog->flags = p.flags;
  prog->ngroups = p.ngw - 1;
  prog->nnames = p.nnames;
  prog->ncode = c.n;
  prog->names = (ReName *)(prog + 1);
  prog->code = (uint32_t *)(prog->names + p.nnames);
  prog->namebuf = (char *)(prog->code + c.n);
  if (vm_copy(vm, prog->code, c.code, c.n * sizeof(uint32_t))) {
    err->kind = RE_ERR_LIMIT;
    mem_free(&vm->mem, prog, size);
    goto done;
  }
  w = prog->namebuf;
  for (i = 0; i < p.nnames; i++) {
    uint32_t j;
    prog->names[i].off = (uint32_t)(w - prog->namebuf);
    for (j = 0; j < p.names[i].n; j++) w += utf8_encode(p.names[i].s[j], w);
    prog->names[i].len = (uint32_t)(w - prog->namebuf) - prog->names[i].off;
    prog->names[i].group = p.names[i].group;
  }
  *w = 0;
  re_first_set(prog);
  *out = prog;
  rc = 0;
done:
  mem_free(&vm->mem, c.code, c.cap * sizeof *c.code);
  mem_free(&vm->mem, s, (len + 1) * sizeof *s);
  p_free(&p);
  return rc;
}

void re_prog_free(VM *vm, ReProg *p) {
  if (p) mem_free(&vm->mem, p, p->size);
}

int64_t re_group_index(const ReProg *p, const char *name, size_t len) {
  uint32_t i;
  for (i = 0; i < p->nnames; i++)
    if (p->names[i].len == len && !memcmp(p->namebuf + p->names[i].off, name, len))
      return p->names[i].group;
  return -1;
}
