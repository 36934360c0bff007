/*
** htmlparse.c - html.parser's plain tags in one native step.
**
** Why: HTMLParser reads a start tag with three regular expressions (how
** far the tag reaches, its name, then one match per attribute) and a few
** slices per attribute, all in Python.  Most tags are plain: an ASCII name,
** attributes of ASCII names with quoted or bare values, separated by
** spaces.  _start_tag and _end_tag read such a tag at once and say None to
** anything else (a buffer with non-ASCII text, control characters, names
** with other characters, '==' or '/' between attributes, a tag the buffer
** cuts off): html.parser.py's regular expressions then decide, so the
** results are theirs in every case, and on plain tags these give the same.
** Attribute values come back raw (quotes removed); the caller unescapes
** those with an '&' (html.unescape, as the Python path does).
*/
#include <string.h>
#include "lib.h"
#include "../limits.h"

static bool h_space(unsigned char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
}
static bool h_name(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         c == '-' || c == '_' || c == ':' || c == '.';
}
/* bytes that Python's \s also matches, or that the tag grammar treats
** specially, outside quotes: the fast path leaves them to the regexes */
static bool h_odd(unsigned char c) { return c >= 0x80 || (c < 0x20 && !h_space(c)); }

/* a name from p[0..n), lower-cased, as a str */
static int lower_str(VM *vm, const char *p, size_t n, Value *out) {
  char small[64];
  size_t k;
  Buf b = BUF_INIT;
  char *d = small;
  int r;
  if (n > sizeof small) {
    if (buf_put(vm, &b, p, n)) return -1;
    d = b.p;
  }
  for (k = 0; k < n; k++) {
    unsigned char c = (unsigned char)p[k];
    d[k] = (char)(c >= 'A' && c <= 'Z' ? c + 32 : c);
  }
  r = str_new(vm, d, n, out);
  buf_free(vm, &b);
  return r;
}

/* The ASCII buffer (bytes s[0..n)) and the index i of its '<' from the
** arguments; false: not a case for the fast path. */
static bool h_args(Value *args, int nargs, Tuple *kw, const char **s, size_t *n, size_t *i) {
  const Str *str;
  if (nargs != 2 || (kw && kw->len) || !IS_STR(args[0]) || args[1].tag != V_INT) return false;
  str = AS_STR(args[0]);
  if (!STR_ASCII(str) || args[1].u.i < 0 || (size_t)args[1].u.i + 2 >= str->len) return false;
  *s = str->data;
  *n = str->len;
  *i = (size_t)args[1].u.i;
  return str->data[*i] == '<';
}

/* The end of a tag name (a letter, then name characters) at s[k], or 0. */
static size_t h_tag_name(const char *s, size_t n, size_t k) {
  if (k >= n || !((s[k] >= 'a' && s[k] <= 'z') || (s[k] >= 'A' && s[k] <= 'Z'))) return 0;
  while (k < n && h_name((unsigned char)s[k])) k++;
  return k;
}

/* _start_tag(buf, i): (end, tag, attrs, empty, amp) for the plain start tag
** at buf[i], or None.  attrs is a list of (name, value) with value None
** for a bare name; amp: some value holds '&'. */
static int h_start_tag(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  const char *s;
  size_t n, i, k, e;
  bool empty, amp = false, sep;
  List *attrs;
  Tuple *t;
  Value tag;
  *out = VNONE;
  if (!h_args(args, nargs, kw, &s, &n, &i) || (k = h_tag_name(s, n, i + 1)) == 0) return 0;
  if (k >= n || !(h_space((unsigned char)s[k]) || s[k] == '/' || s[k] == '>')) return 0;
  e = k;
  attrs = list_new(vm, 0);
  if (attrs == NULL) return -1;
  for (;;) {
    size_t a, an, v0, v1;
    Value name, value;
    Tuple *pair;
    sep = false;
    while (k < n && h_space((unsigned char)s[k])) { k++; sep = true; }
    if (k >= n) return 0;
    if (s[k] == '>') { empty = false; k++; break; }
    if (s[k] == '/') {
      if (k + 1 < n && s[k + 1] == '>') { empty = true; k += 2; break; }
      return 0;
    }
    if (!sep || !h_name((unsigned char)s[k])) return 0;
    a = k;
    while (k < n && h_name((unsigned char)s[k])) k++;
    an = k;
    while (k < n && h_space((unsigned char)s[k])) k++;
    if (k >= n) return 0;
    if (s[k] != '=') {
      if (!(k > an || s[k] == '>' || s[k] == '/')) return 0;
      value = VNONE;
      k = an;
    } else {
      k++;
      if (k < n && s[k] == '=') return 0;
      while (k < n && h_space((unsigned char)s[k])) k++;
      if (k >= n) return 0;
      if (s[k] == '"' || s[k] == '\'') {
        const char *q = memchr(s + k + 1, s[k], n - (k + 1));
        if (q == NULL) return 0;
        v0 = k + 1;
        v1 = (size_t)(q - s);
        k = v1 + 1;
        /* the next attribute must be separated by a space here */
        if (k < n && !(h_space((unsigned char)s[k]) || s[k] == '>' || s[k] == '/')) return 0;
      } else {
        v0 = k;
        while (k < n && !h_space((unsigned char)s[k]) && s[k] != '>') {
          if (h_odd((unsigned char)s[k])) return 0;
          k++;
        }
        v1 = k;
      }
      if (memchr(s + v0, '&', v1 - v0)) amp = true;
      if (str_new(vm, s + v0, v1 - v0, &value)) return -1;
    }
    if (lower_str(vm, s + a, an - a, &name)) return -1;
    pair = tuple_new(vm, 2);
    if (pair == NULL) return -1;
    pair->items[0] = name;
    pair->items[1] = value;
    if (list_append(vm, attrs, vobj(pair))) return -1;
  }
  if (vm_charge(vm, vm_work(k - i) + 1)) return -1;
  if (lower_str(vm, s + i + 1, e - (i + 1), &tag)) return -1;
  t = tuple_new(vm, 5);
  if (t == NULL) return -1;
  t->items[0] = vint((int64_t)k);
  t->items[1] = tag;
  t->items[2] = vobj(attrs);
  t->items[3] = vbool(empty);
  t->items[4] = vbool(amp);
  *out = vobj(t);
  return 0;
}

/* _end_tag(buf, i): (end, name) for a plain end tag '</name>' at buf[i]
** (spaces allowed around the name), or None. */
static int h_end_tag(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  const char *s;
  size_t n, i, k, a, e;
  Tuple *t;
  Value name;
  *out = VNONE;
  if (!h_args(args, nargs, kw, &s, &n, &i) || s[i + 1] != '/') return 0;
  k = i + 2;
  while (k < n && h_space((unsigned char)s[k])) k++;
  a = k;
  if ((e = k = h_tag_name(s, n, k)) == 0) return 0;
  while (k < n && h_space((unsigned char)s[k])) k++;
  if (k >= n || s[k] != '>') return 0;
  if (vm_charge(vm, vm_work(k - i) + 1)) return -1;
  if (lower_str(vm, s + a, e - a, &name)) return -1;
  t = tuple_new(vm, 2);
  if (t == NULL) return -1;
  t->items[0] = vint((int64_t)(k + 1));
  t->items[1] = name;
  *out = vobj(t);
  return 0;
}

const Builtin htmlparse_natives[] = {
  {"html.parser._start_tag", h_start_tag, NULL, -1},
  {"html.parser._end_tag", h_end_tag, NULL, -1},
};
const int htmlparse_natives_n = (int)(sizeof htmlparse_natives / sizeof htmlparse_natives[0]);
