/*
** etree.c - xml.etree.ElementTree's common parse in one native pass.
**
** Why: the module's parser is Python (no expat here), and building a tree
** through it costs a regex match, several method calls and a TreeBuilder
** round trip per tag.  Most documents a program parses are plain:
** elements, attributes, text, the five predefined and the numeric
** references, comments, CDATA and namespace declarations.  _fast_tree
** builds the Element tree of such a document directly, as the default
** TreeBuilder would have built it (the same tags, attrib dicts, text and
** tail, in the same instance layout), and returns None for anything else:
** a DOCTYPE, a processing instruction, a carriage return, a name or
** character it does not check itself (non-ASCII names, surrogates), and
** every error.  The Python parser then runs from the start, so its
** messages and positions are the only ones a program sees.  The caller
** (XMLParser.close) uses it only when nobody could observe the difference:
** no events, the default TreeBuilder with Element as its factory, the
** module's own methods.
**
** No Python code runs here, so the objects made need no rooting and no
** write barrier (they are all made since the last safe point); a pass that
** gives up leaves them to the collector.  The scan charges its bytes as it
** goes and a step per element (limits.h).
*/
#include <string.h>
#include "lib.h"
#include "../class.h"
#include "../dict.h"
#include "../limits.h"

#define XML_NS "http://www.w3.org/XML/1998/namespace"
#define FAST_ATTRS 32      /* more attributes on one tag: the Python parser */
#define NAME_CACHE 64      /* recent plain names, so equal tags share a str */

/* One open element: its instance, its children list, its name as written
** (offset and length in the document) and how many namespace bindings it
** pushed. */
typedef struct Open {
  Instance *el;
  List *kids;
  size_t noff, nlen, nbind;
} Open;

/* A namespace binding: prefix (into the document, or a literal) -> uri. */
typedef struct Bind {
  const char *pre;
  size_t plen;
  Str *uri;
} Bind;

typedef struct Attr {
  size_t noff, nlen;
  Value val;
} Attr;

typedef struct Tree {
  VM *vm;
  const char *s;
  size_t n, i, mark;
  Class *cls;
  uint32_t ix[5];        /* layout index of tag, attrib, text, tail, _children */
  Buf open, binds, text, tmp;
  size_t nopen, nbinds, ndefault;   /* ndefault: bindings of the "" prefix */
  Instance *latest;
  bool after_end;
  Value names[NAME_CACHE];
  Attr attrs[FAST_ATTRS];
} Tree;

/* ---- characters ---- */

static bool name_start(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == ':';
}
static bool name_char(unsigned char c) {
  return name_start(c) || (c >= '0' && c <= '9') || c == '-' || c == '.';
}
static bool is_space(unsigned char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

/* Is the byte at s[i] (in text or a value) one the Python parser would
** reject or that needs a closer look: C0 controls but tab and newline
** (and CR, which is normalised), and the lead bytes of surrogates and of
** U+FFFE/U+FFFF (0xED covers more than the surrogates: those go to the
** Python parser too). */
static bool odd_byte(const char *s, size_t n, size_t i) {
  unsigned char c = (unsigned char)s[i];
  if (c < 0x20) return c != '\t' && c != '\n';
  if (c == 0xED) return true;
  if (c == 0xEF && i + 2 < n && (unsigned char)s[i + 1] == 0xBF &&
      ((unsigned char)s[i + 2] == 0xBE || (unsigned char)s[i + 2] == 0xBF))
    return true;
  return false;
}

/* A name of ASCII name characters from t->i: its end, or 0 (not a name the
** fast path takes). */
static size_t scan_name(const Tree *t, size_t i) {
  if (i >= t->n || !name_start((unsigned char)t->s[i])) return 0;
  i++;
  while (i < t->n && name_char((unsigned char)t->s[i])) i++;
  if (i < t->n && (unsigned char)t->s[i] >= 0x80) return 0;
  return i;
}

static size_t skip_space(const Tree *t, size_t i) {
  while (i < t->n && is_space((unsigned char)t->s[i])) i++;
  return i;
}

/* A reference at s[i] ('&'): its text into b and the index after it; 0:
** not one the fast path takes (an entity, an error). */
static size_t reference(Tree *t, size_t i, Buf *b, int *err) {
  static const struct { const char *name; char ch; } predef[] = {
    {"lt;", '<'}, {"gt;", '>'}, {"amp;", '&'}, {"quot;", '"'}, {"apos;", '\''},
  };
  const char *s = t->s;
  size_t n = t->n, k, j;
  if (i + 1 < n && s[i + 1] == '#') {
    bool hex = i + 2 < n && s[i + 2] == 'x';
    uint32_t v = 0;
    k = j = i + (hex ? 3 : 2);
    for (; j < n; j++) {
      unsigned char c = (unsigned char)s[j];
      uint32_t d;
      if (c >= '0' && c <= '9') d = c - '0';
      else if (hex && c >= 'a' && c <= 'f') d = c - 'a' + 10;
      else if (hex && c >= 'A' && c <= 'F') d = c - 'A' + 10;
      else break;
      v = v * (hex ? 16 : 10) + d;
      if (v > 0x10FFFF) return 0;
    }
    if (j == k || j >= n || s[j] != ';') return 0;
    if (!(v == 9 || v == 10 || v == 13 || (v >= 0x20 && v <= 0xD7FF) ||
          (v >= 0xE000 && v <= 0xFFFD) || v >= 0x10000))
      return 0;
    if (buf_put_utf8(t->vm, b, v)) { *err = 1; return 0; }
    return j + 1;
  }
  for (k = 0; k < sizeof predef / sizeof predef[0]; k++) {
    size_t len = strlen(predef[k].name);
    if (n - (i + 1) >= len && memcmp(s + i + 1, predef[k].name, len) == 0) {
      if (buf_putc(t->vm, b, predef[k].ch)) { *err = 1; return 0; }
      return i + 1 + len;
    }
  }
  return 0;
}

/* ---- objects ---- */

/* A plain name as a str; recent ones are shared (as expat's names are). */
static int plain_name(Tree *t, const char *p, size_t len, Value *out) {
  unsigned h = (unsigned)(len * 31u + (unsigned char)p[0] * 7u + (unsigned char)p[len - 1]) %
               NAME_CACHE;
  Value v = t->names[h];
  if (v.tag != V_UNDEF && AS_STR(v)->len == len && memcmp(AS_STR(v)->data, p, len) == 0) {
    *out = v;
    return 0;
  }
  if (str_new(t->vm, p, len, out)) return -1;
  t->names[h] = *out;
  return 0;
}

/* The uri bound to a prefix, NULL when none is. */
static Str *lookup(Tree *t, const char *pre, size_t plen) {
  const Bind *b = (const Bind *)t->binds.p;
  size_t k = t->nbinds;
  while (k-- > 0)
    if (b[k].plen == plen && memcmp(b[k].pre, pre, plen) == 0) return b[k].uri;
  return NULL;
}

static int push_bind(Tree *t, const char *pre, size_t plen, Str *uri) {
  Bind b;
  b.pre = pre;
  b.plen = plen;
  b.uri = uri;
  if (buf_put(t->vm, &t->binds, (const char *)&b, sizeof b)) return -1;
  t->nbinds++;
  if (plen == 0) t->ndefault++;
  return 0;
}

/* "{uri}local" for a name as written: 0 done, 1 give up (unbound prefix),
** -1 error.  attr: an unprefixed attribute name takes no default
** namespace. */
static int qualify(Tree *t, size_t off, size_t len, bool attr, Value *out) {
  const char *p = t->s + off, *colon = memchr(p, ':', len);
  Str *uri;
  const char *local;
  size_t llen;
  if (colon == NULL) {
    uri = attr ? NULL : lookup(t, "", 0);
    if (uri == NULL || uri->len == 0) return plain_name(t, p, len, out) ? -1 : 0;
    local = p;
    llen = len;
  } else {
    local = colon + 1;
    llen = len - (size_t)(local - p);
    uri = lookup(t, p, (size_t)(colon - p));
    if (uri == NULL || llen == 0 || memchr(local, ':', llen)) return 1;
  }
  t->tmp.len = 0;
  if (buf_putc(t->vm, &t->tmp, '{') || buf_put(t->vm, &t->tmp, uri->data, uri->len) ||
      buf_putc(t->vm, &t->tmp, '}') || buf_put(t->vm, &t->tmp, local, llen))
    return -1;
  return str_new(t->vm, t->tmp.p, t->tmp.len, out) ? -1 : 0;
}

/* The text gathered since the last tag goes to the latest element's text
** (after a start) or tail (after an end), as TreeBuilder's flush. */
static int flush(Tree *t) {
  Value v;
  if (t->text.len == 0) return 0;
  if (str_new(t->vm, t->text.p, t->text.len, &v)) return -1;
  t->text.len = 0;
  t->latest->vals[t->ix[t->after_end ? 3 : 2]] = v;
  return 0;
}

static Open *top(Tree *t) { return (Open *)t->open.p + (t->nopen - 1); }

/* Close the innermost open element (its end tag, or '/>'). */
static void close_elem(Tree *t) {
  Open *o = top(t);
  t->latest = o->el;
  t->after_end = true;
  while (o->nbind > 0) {
    const Bind *b = (const Bind *)t->binds.p + (t->nbinds - 1);
    if (b->plen == 0) t->ndefault--;
    t->nbinds--;
    o->nbind--;
  }
  t->binds.len = t->nbinds * sizeof(Bind);
  t->nopen--;
  t->open.len = t->nopen * sizeof(Open);
}

/* A start tag at s[i] ('<' and a name start): 0 done (t->i after it), 1
** give up, -1 error. */
static int start_tag(Tree *t, size_t i) {
  const char *s = t->s;
  size_t n = t->n, j, k, e, na = 0, a, b, nbind = 0;
  bool empty, ns;
  Value tag, kids;
  Dict *attrib;
  Instance *el;
  Open o;
  e = scan_name(t, i + 1);
  if (e == 0) return 1;
  j = e;
  for (;;) {
    k = skip_space(t, j);
    if (k >= n) return 1;
    if (s[k] == '>') { empty = false; k++; break; }
    if (s[k] == '/') {
      if (k + 1 < n && s[k + 1] == '>') { empty = true; k += 2; break; }
      return 1;
    }
    if (k == j || na == FAST_ATTRS) return 1;
    a = k;
    k = scan_name(t, k);
    if (k == 0) return 1;
    t->attrs[na].noff = a;
    t->attrs[na].nlen = k - a;
    k = skip_space(t, k);
    if (k >= n || s[k] != '=') return 1;
    k = skip_space(t, k + 1);
    if (k >= n || (s[k] != '"' && s[k] != '\'')) return 1;
    {
      char q = s[k];
      int err = 0;
      t->tmp.len = 0;
      k++;
      for (;;) {
        size_t run = k;
        while (k < n && s[k] != q && s[k] != '<' && s[k] != '&' && s[k] != '\t' &&
               s[k] != '\n' && !odd_byte(s, n, k))
          k++;
        if (k > run && buf_put(t->vm, &t->tmp, s + run, k - run)) return -1;
        if (k >= n || s[k] == '<') return 1;
        if (s[k] == q) break;
        if (s[k] == '&') {
          k = reference(t, k, &t->tmp, &err);
          if (err) return -1;
          if (k == 0) return 1;
        } else if (s[k] == '\t' || s[k] == '\n') {
          if (buf_putc(t->vm, &t->tmp, ' ')) return -1;
          k++;
        } else {
          return 1;
        }
      }
      if (str_new(t->vm, t->tmp.p, t->tmp.len, &t->attrs[na].val)) return -1;
      k++;
    }
    for (b = 0; b < na; b++)
      if (t->attrs[b].nlen == t->attrs[na].nlen &&
          memcmp(s + t->attrs[b].noff, s + a, t->attrs[na].nlen) == 0)
        return 1;
    na++;
    j = k;
  }
  /* namespaces in sight: a prefixed name, a declaration or a default */
  ns = t->ndefault > 0 || memchr(s + i + 1, ':', e - (i + 1)) != NULL;
  for (a = 0; a < na && !ns; a++)
    ns = memchr(s + t->attrs[a].noff, ':', t->attrs[a].nlen) != NULL ||
         (t->attrs[a].nlen >= 5 && memcmp(s + t->attrs[a].noff, "xmlns", 5) == 0);
  if (ns) {
    for (a = 0; a < na; a++) {
      const char *an = s + t->attrs[a].noff;
      size_t al = t->attrs[a].nlen;
      Str *v = AS_STR(t->attrs[a].val);
      if (al == 5 && memcmp(an, "xmlns", 5) == 0) {
        if (push_bind(t, "", 0, v)) return -1;
      } else if (al > 6 && memcmp(an, "xmlns:", 6) == 0) {
        bool is_xml = al == 9 && memcmp(an + 6, "xml", 3) == 0;
        bool xml_uri = v->len == sizeof XML_NS - 1 && memcmp(v->data, XML_NS, v->len) == 0;
        if (is_xml != xml_uri || v->len == 0 || memchr(an + 6, ':', al - 6)) return 1;
        if (push_bind(t, an + 6, al - 6, v)) return -1;
      } else {
        continue;
      }
      nbind++;
      t->attrs[a].nlen = 0;   /* a declaration, not an attribute */
    }
  }
  if (t->text.len && flush(t)) return -1;
  if (vm_charge(t->vm, 1)) return -1;
  attrib = dict_new(t->vm);
  if (attrib == NULL) return -1;
  for (a = 0; a < na; a++) {
    Value key, old;
    int r;
    if (t->attrs[a].nlen == 0) continue;
    r = ns ? qualify(t, t->attrs[a].noff, t->attrs[a].nlen, true, &key)
           : plain_name(t, s + t->attrs[a].noff, t->attrs[a].nlen, &key);
    if (r) return r;
    if (ns && (r = dict_get(t->vm, attrib, key, &old)) != 0) return r < 0 ? -1 : 1;
    if (dict_set(t->vm, attrib, key, t->attrs[a].val)) return -1;
  }
  {
    int r = ns ? qualify(t, i + 1, e - (i + 1), false, &tag)
               : plain_name(t, s + i + 1, e - (i + 1), &tag);
    if (r) return r;
  }
  el = attrs_new_instance(t->vm, t->cls);
  if (el == NULL) return -1;
  {
    List *l = list_new(t->vm, 0);
    if (l == NULL) return -1;
    kids = vobj(l);
  }
  el->vals[t->ix[0]] = tag;
  el->vals[t->ix[1]] = vobj(attrib);
  el->vals[t->ix[2]] = VNONE;
  el->vals[t->ix[3]] = VNONE;
  el->vals[t->ix[4]] = kids;
  el->nvals = 5;
  if (t->nopen > 0 && list_append(t->vm, top(t)->kids, vobj(el))) return -1;
  o.el = el;
  o.kids = AS_LIST(kids);
  o.noff = i + 1;
  o.nlen = e - (i + 1);
  o.nbind = nbind;
  if (buf_put(t->vm, &t->open, (const char *)&o, sizeof o)) return -1;
  t->nopen++;
  t->latest = el;
  t->after_end = false;
  if (empty) close_elem(t);
  t->i = k;
  return 0;
}

/* An end tag at s[i] ("</"): 0 done, 1 give up, -1 error. */
static int end_tag(Tree *t, size_t i) {
  const Open *o = top(t);
  size_t k = i + 2 + o->nlen;
  if (k > t->n || memcmp(t->s + i + 2, t->s + o->noff, o->nlen) != 0) return 1;
  k = skip_space(t, k);
  if (k >= t->n || t->s[k] != '>') return 1;
  if (t->text.len && flush(t)) return -1;
  close_elem(t);
  t->i = k + 1;
  return 0;
}

/* The root element's content from t->i on, up to its end tag. */
static int content(Tree *t) {
  const char *s = t->s;
  size_t n = t->n;
  int r, err = 0;
  while (t->nopen > 0) {
    size_t i = t->i;
    if (vm_charge_span(t->vm, i, n, &t->mark, 8)) return -1;
    if (i >= n) return 1;
    switch (s[i]) {
    case '<':
      if (i + 1 < n && s[i + 1] == '/') {
        r = end_tag(t, i);
      } else if (n - i >= 4 && memcmp(s + i, "<!--", 4) == 0) {
        /* dropped, as TreeBuilder drops it (insert_comments is false) */
        const char *d = NULL;
        size_t k;
        for (k = i + 4; k + 1 < n; k++) {
          if (s[k] == '-' && s[k + 1] == '-') { d = s + k; break; }
          if (odd_byte(s, n, k) && s[k] != '\r') return 1;
        }
        if (d == NULL || k + 2 >= n || s[k + 2] != '>') return 1;
        t->i = k + 3;
        r = 0;
      } else if (n - i >= 9 && memcmp(s + i, "<![CDATA[", 9) == 0) {
        size_t k;
        for (k = i + 9; k + 2 < n; k++) {
          if (s[k] == ']' && s[k + 1] == ']' && s[k + 2] == '>') break;
          if (odd_byte(s, n, k)) return 1;
        }
        if (k + 2 >= n) return 1;
        if (buf_put(t->vm, &t->text, s + i + 9, k - (i + 9))) return -1;
        t->i = k + 3;
        r = 0;
      } else if (i + 1 < n && s[i + 1] != '!' && s[i + 1] != '?') {
        r = start_tag(t, i);
      } else {
        r = 1;
      }
      if (r) return r;
      break;
    case '&':
      t->i = reference(t, i, &t->text, &err);
      if (err) return -1;
      if (t->i == 0) return 1;
      break;
    case ']':
      if (n - i >= 3 && s[i + 1] == ']' && s[i + 2] == '>') return 1;
      if (buf_putc(t->vm, &t->text, ']')) return -1;
      t->i = i + 1;
      break;
    default: {
      size_t k = i;
      while (k < n && s[k] != '<' && s[k] != '&' && s[k] != ']' && !odd_byte(s, n, k)) k++;
      if (k == i) return 1;   /* CR, a control character, a surrogate */
      if (buf_put(t->vm, &t->text, s + i, k - i)) return -1;
      t->i = k;
    }
    }
  }
  return 0;
}

/* Where each of Element's five attributes sits in its class's layout:
** false unless they are the layout's first five names. */
static bool find_layout(Tree *t) {
  static const char *const want[5] = {"tag", "attrib", "text", "tail", "_children"};
  uint32_t k, seen = 0;
  if (t->cls->nlayout < 5) return false;
  for (k = 0; k < 5; k++) {
    const Str *nm = t->cls->layout[k];
    uint32_t w;
    for (w = 0; w < 5; w++)
      if (nm->len == strlen(want[w]) && memcmp(nm->data, want[w], nm->len) == 0) break;
    if (w == 5 || (seen & (1u << w))) return false;
    seen |= 1u << w;
    t->ix[w] = k;
  }
  return true;
}

/* _fast_tree(text, Element): the root Element, or None (the Python parser
** decides). */
static int x_fast_tree(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Tree t;
  const char *s;
  size_t n, i = 0;
  int r = 1;
  Str *xml_uri;
  Value v;
  *out = VNONE;
  if (nargs != 2 || (kw && kw->len) || !IS_STR(args[0]) || !IS_OBJ(args[1], OT_CLASS))
    return 0;
  memset(&t, 0, sizeof t);
  t.vm = vm;
  t.cls = AS_CLASS(args[1]);
  /* instances made here hold nothing but their attributes: a class whose
  ** instances wrap a builtin value, have slots or a metaclass is refused */
  if (t.cls->base != T_OBJECT || t.cls->meta || (t.cls->h.flags & CLASS_SLOTTED) ||
      !find_layout(&t))
    return 0;
  s = t.s = AS_STR(args[0])->data;
  n = t.n = AS_STR(args[0])->len;
  if (n >= 3 && memcmp(s, "\xef\xbb\xbf", 3) == 0) i = 3;
  if (n - i >= 5 && memcmp(s + i, "<?xml", 5) == 0 &&
      (i + 5 == n || is_space((unsigned char)s[i + 5]) || s[i + 5] == '?')) {
    const char *e = NULL;
    size_t k;
    for (k = i; k + 1 < n; k++)
      if (s[k] == '?' && s[k + 1] == '>') { e = s + k; break; }
    if (e == NULL) return 0;
    i = k + 2;
  }
  i = skip_space(&t, i);
  if (i + 1 >= n || s[i] != '<' || !name_start((unsigned char)s[i + 1])) return 0;
  if (str_new(vm, XML_NS, sizeof XML_NS - 1, &v)) return -1;
  xml_uri = AS_STR(v);
  r = push_bind(&t, "xml", 3, xml_uri);
  if (r == 0) r = start_tag(&t, i);
  if (r == 0) r = content(&t);
  if (r == 0 && skip_space(&t, t.i) != n) r = 1;   /* junk after the root */
  if (r == 0) *out = vobj(t.latest);
  buf_free(vm, &t.open);
  buf_free(vm, &t.binds);
  buf_free(vm, &t.text);
  buf_free(vm, &t.tmp);
  if (r < 0) return -1;
  if (r > 0) *out = VNONE;
  return 0;
}

/* ---- writing ---- */

/* The most levels _fast_xml writes; deeper trees (or a cycle) go to the
** Python writer, whose recursion limit decides. */
#define WRITE_DEPTH 200

typedef struct Out {
  VM *vm;
  Class *cls;
  uint32_t ix[5];
  bool short_empty;
  Buf b;
} Out;

/* s escaped as _escape_cdata (attr false) or _escape_attrib does it. */
static int put_escaped(Out *o, const Str *s, bool attr) {
  const char *p = s->data, *end = p + s->len, *run = p;
  for (; p < end; p++) {
    const char *rep;
    switch (*p) {
    case '&': rep = "&amp;"; break;
    case '<': rep = "&lt;"; break;
    case '>': rep = "&gt;"; break;
    case '"': rep = attr ? "&quot;" : NULL; break;
    case '\r': rep = attr ? "&#13;" : NULL; break;
    case '\n': rep = attr ? "&#10;" : NULL; break;
    case '\t': rep = attr ? "&#09;" : NULL; break;
    default: rep = NULL;
    }
    if (rep == NULL) continue;
    if (buf_put(o->vm, &o->b, run, (size_t)(p - run)) || buf_put(o->vm, &o->b, rep, strlen(rep)))
      return -1;
    run = p + 1;
  }
  return buf_put(o->vm, &o->b, run, (size_t)(end - run));
}

/* A text or tail: None and "" write nothing, a str is escaped; anything
** else is the Python writer's (its errors, or its truth test). */
static int put_text(Out *o, Value v) {
  if (v.tag == V_NONE) return 0;
  if (!IS_STR(v)) return 1;
  return put_escaped(o, AS_STR(v), false);
}

/* A plain tag or attribute name: a str the writer keeps as it is. */
static bool plain_key(Value v) {
  return IS_STR(v) && AS_STR(v)->len > 0 && AS_STR(v)->data[0] != '{';
}

/* One element and what follows it: 0 written, 1 give up, -1 error. */
static int write_elem(Out *o, Value v, int depth) {
  Instance *in;
  Value tag, attrib, text, tail, kids;
  List *l;
  size_t pos = 0, k;
  Value key, val;
  if (depth > WRITE_DEPTH || !IS_OBJ(v, OT_INSTANCE)) return 1;
  in = AS_INST(v);
  if (in->cls != o->cls || in->dict || in->nvals < 5) return 1;
  tag = in->vals[o->ix[0]];
  attrib = in->vals[o->ix[1]];
  text = in->vals[o->ix[2]];
  tail = in->vals[o->ix[3]];
  kids = in->vals[o->ix[4]];
  if (!plain_key(tag) || !IS_OBJ(attrib, OT_DICT) || !IS_OBJ(kids, OT_LIST)) return 1;
  if (vm_charge(o->vm, 1)) return -1;
  l = AS_LIST(kids);
  if (buf_putc(o->vm, &o->b, '<') || buf_put(o->vm, &o->b, AS_STR(tag)->data, AS_STR(tag)->len))
    return -1;
  while (dict_next(AS_DICT(attrib), &pos, &key, &val)) {
    if (!plain_key(key) || !IS_STR(val)) return 1;
    if (buf_putc(o->vm, &o->b, ' ') || buf_put(o->vm, &o->b, AS_STR(key)->data, AS_STR(key)->len) ||
        buf_put(o->vm, &o->b, "=\"", 2) || put_escaped(o, AS_STR(val), true) ||
        buf_putc(o->vm, &o->b, '"'))
      return -1;
  }
  if ((IS_STR(text) && AS_STR(text)->len) || l->len || !o->short_empty) {
    int r;
    if (buf_putc(o->vm, &o->b, '>')) return -1;
    if ((r = put_text(o, text)) != 0) return r;
    /* the list may not change while this runs: no Python code runs */
    for (k = 0; k < l->len; k++)
      if ((r = write_elem(o, l->items[k], depth + 1)) != 0) return r;
    if (buf_put(o->vm, &o->b, "</", 2) || buf_put(o->vm, &o->b, AS_STR(tag)->data, AS_STR(tag)->len) ||
        buf_putc(o->vm, &o->b, '>'))
      return -1;
  } else {
    if (text.tag != V_NONE && !IS_STR(text)) return 1;
    if (buf_put(o->vm, &o->b, " />", 3)) return -1;
  }
  return put_text(o, tail);
}

/* _fast_xml(elem, Element, short_empty_elements): tostring(elem,
** 'unicode') of a tree of plain Elements (no namespaces, comments, PIs or
** QNames, str text and attributes), or None (the Python writer decides). */
static int x_fast_xml(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Out o;
  Tree t;
  int r;
  *out = VNONE;
  if (nargs != 3 || (kw && kw->len) || !IS_OBJ(args[1], OT_CLASS) || args[2].tag != V_BOOL)
    return 0;
  memset(&t, 0, sizeof t);
  t.cls = AS_CLASS(args[1]);
  if (!find_layout(&t)) return 0;
  memset(&o, 0, sizeof o);
  o.vm = vm;
  o.cls = t.cls;
  memcpy(o.ix, t.ix, sizeof o.ix);
  o.short_empty = args[2].u.i != 0;
  r = write_elem(&o, args[0], 0);
  if (r == 0 && str_new(vm, o.b.p ? o.b.p : "", o.b.len, out)) r = -1;
  buf_free(vm, &o.b);
  if (r > 0) *out = VNONE;
  return r < 0 ? -1 : 0;
}

const Builtin etree_natives[] = {
  {"xml.etree.ElementTree._fast_tree", x_fast_tree, NULL, -1},
  {"xml.etree.ElementTree._fast_xml", x_fast_xml, NULL, -1},
};
const int etree_natives_n = (int)(sizeof etree_natives / sizeof etree_natives[0]);
