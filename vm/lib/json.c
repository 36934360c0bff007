/*
** json.c - fast paths of json.dumps and json.loads.
**
** They handle the common case only: builtin values, the usual options, and
** well-formed input.  Anything else (a `default` call, a hook, an unknown
** type, a cycle or deep nesting, malformed text, an option they do not
** know) returns BI_FALLBACK, and json.py's full version (_py_dumps,
** _py_loads) runs with the same arguments, so its messages are the only
** ones a program sees.  A fast path that gives up may have allocated
** objects: the GC takes them.
*/
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lib.h"
#include "../dict.h"
#include "../str.h"
#include "../fmt.h"
#include "../bigint.h"
#include "../class.h"
#include "../limits.h"

#define JSON_MAX_DEPTH 200   /* deeper: json.py (which also finds cycles) */

/* ---- dumps ---- */

typedef struct Enc {
  Buf b;
  bool ascii, allow_nan, sort_keys;
  Str *indent;          /* NULL: no newlines */
  Str *item_sep, *key_sep;
} Enc;

static const char hexd[] = "0123456789abcdef";

static int put_u4(VM *vm, Buf *b, uint32_t u) {
  char t[6] = {'\\', 'u', hexd[(u >> 12) & 15], hexd[(u >> 8) & 15], hexd[(u >> 4) & 15], hexd[u & 15]};
  return buf_put(vm, b, t, 6);
}

/* Bytes a str's JSON form cannot copy as they are: JSON_SPECIAL (control
** characters, '"' and '\\': escaped by the encoder, and where the
** decoder's plain run ends), JSON_NONASCII (0x7f and up: escaped too with
** ensure_ascii). */
#define JSON_SPECIAL 1
#define JSON_NONASCII 2
static const uint8_t json_byte[256] = {
  3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
  3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
  0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2,
  2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
  2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
  2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
  2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
  2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
  2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
  2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
  2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
};

static int enc_str(VM *vm, Enc *e, const Str *s) {
  Buf *b = &e->b;
  size_t i = 0, start = 0, mark = 0;
  const uint8_t stop = e->ascii ? JSON_SPECIAL | JSON_NONASCII : JSON_SPECIAL;
  if (buf_putc(vm, b, '"')) return -1;
  while (i < s->len) {
    unsigned char c = (unsigned char)s->data[i];
    const char *esc = NULL;
    /* a span of the text at a time (an escape writes up to 12 bytes) */
    if (vm_charge_span(vm, i, s->len, &mark, 4)) return -1;
    if (!(json_byte[c] & stop)) { i++; continue; }
    if (i > start && buf_put(vm, b, s->data + start, i - start)) return -1;
    switch (c) {
    case '"': esc = "\\\""; break;
    case '\\': esc = "\\\\"; break;
    case '\n': esc = "\\n"; break;
    case '\r': esc = "\\r"; break;
    case '\t': esc = "\\t"; break;
    case '\b': esc = "\\b"; break;
    case '\f': esc = "\\f"; break;
    default: break;
    }
    if (esc) {
      if (buf_put(vm, b, esc, 2)) return -1;
      i++;
    } else if (c < 0x80) {
      if (put_u4(vm, b, c)) return -1;
      i++;
    } else {
      uint32_t cp = utf8_decode(s->data, s->len, &i);
      if (cp >= 0x10000) {
        cp -= 0x10000;
        if (put_u4(vm, b, 0xD800 | (cp >> 10)) || put_u4(vm, b, 0xDC00 | (cp & 0x3FF))) return -1;
      } else if (put_u4(vm, b, cp)) {
        return -1;
      }
    }
    start = i;
  }
  if (i > start && buf_put(vm, b, s->data + start, i - start)) return -1;
  return buf_putc(vm, b, '"');
}

/* 0 written, 1 give up (json.py decides), -1 error */
static int enc_float(VM *vm, Enc *e, double d) {
  char t[40];
  int n;
  if (isnan(d) || isinf(d)) {
    if (!e->allow_nan) return 1;
    return buf_put(vm, &e->b, isnan(d) ? "NaN" : d > 0 ? "Infinity" : "-Infinity",
                   isnan(d) ? 3 : d > 0 ? 8 : 9) ? -1 : 0;
  }
  if (vm_charge(vm, 2)) return -1;   /* the shortest repr: a few steps */
  n = fmt_float_repr(d, t);
  return buf_put(vm, &e->b, t, (size_t)n) ? -1 : 0;
}

static int enc_int(VM *vm, Enc *e, Value v) {
  if (v.tag == V_INT) {
    char t[24], *p = t + sizeof t;
    uint64_t u = v.u.i < 0 ? 0 - (uint64_t)v.u.i : (uint64_t)v.u.i;
    do { *--p = (char)('0' + u % 10); u /= 10; } while (u);
    if (v.u.i < 0) *--p = '-';
    return buf_put(vm, &e->b, p, (size_t)(t + sizeof t - p)) ? -1 : 0;
  }
  {
    Value s;
    if (big_to_str(vm, v, 10, false, &s)) { vm->exc = VUNDEF; return 1; }
    return buf_put(vm, &e->b, AS_STR(s)->data, AS_STR(s)->len) ? -1 : 0;
  }
}

static int newline(VM *vm, Enc *e, int level) {
  int k;
  if (e->indent == NULL) return 0;
  if (buf_putc(vm, &e->b, '\n')) return -1;
  for (k = 0; k < level; k++)
    if (buf_put(vm, &e->b, e->indent->data, e->indent->len)) return -1;
  return 0;
}

static int enc_value(VM *vm, Enc *e, Value v, int level);

/* a dict key as json.py converts it; 1: not one of the simple kinds */
static int enc_key(VM *vm, Enc *e, Value k) {
  switch (k.tag) {
  case V_NONE: return buf_put(vm, &e->b, "\"null\"", 6) ? -1 : 0;
  case V_BOOL: return buf_put(vm, &e->b, k.u.i ? "\"true\"" : "\"false\"", k.u.i ? 6 : 7) ? -1 : 0;
  case V_INT: case V_FLOAT: {
    int r;
    if (buf_putc(vm, &e->b, '"')) return -1;
    r = k.tag == V_INT ? enc_int(vm, e, k) : enc_float(vm, e, k.u.f);
    if (r) return r;
    return buf_putc(vm, &e->b, '"') ? -1 : 0;
  }
  default:
    if (IS_OBJ(k, OT_INSTANCE) && vm_unbox(k).tag == V_OBJ && vm_unbox(k).u.o != k.u.o)
      return enc_key(vm, e, vm_unbox(k));
    if (IS_STR(k)) return enc_str(vm, e, AS_STR(k));
    if (IS_OBJ(k, OT_BIGINT)) {
      int r;
      if (buf_putc(vm, &e->b, '"')) return -1;
      if ((r = enc_int(vm, e, k)) != 0) return r;
      return buf_putc(vm, &e->b, '"') ? -1 : 0;
    }
    return 1;
  }
}

/* Every container written charges a step and its items as they are
** written (limits.h): the text can be far longer than the operand is big,
** since one list may hold the same big list many times. */
static int enc_dict(VM *vm, Enc *e, Dict *d, int level) {
  size_t pos = 0, n = 0, i;
  Value k, v, *pairs = NULL;
  int r = 0;
  if (vm_charge(vm, 1)) return -1;   /* and each item as it is written */
  if (d->len == 0) return buf_put(vm, &e->b, "{}", 2) ? -1 : 0;
  if (buf_putc(vm, &e->b, '{') || newline(vm, e, level + 1)) return -1;
  if (e->sort_keys) {
    /* only str keys are sorted here (mixed kinds: json.py); keys in
    ** pairs[0..len), their values in pairs[len..2 len) */
    pairs = mem_alloc(&vm->mem, d->len * 2 * sizeof(Value));
    if (pairs == NULL) return vm_raise(vm, T_MemoryError, "json.dumps");
    while (dict_next(d, &pos, &k, &v)) {
      if (!IS_STR(k)) { r = 1; goto done; }
      pairs[n] = k;
      pairs[d->len + n] = v;
      n++;
    }
    if (vm_sort(vm, pairs, pairs + d->len, n, false)) { r = -1; goto done; }
  }
  for (i = 0;; i++) {
    if (pairs) {
      if (i >= n) break;
      k = pairs[i];
      v = pairs[d->len + i];
    } else if (!dict_next(d, &pos, &k, &v)) {
      break;
    }
    if (vm_charge_item(vm, i) ||
        (i && (buf_put(vm, &e->b, e->item_sep->data, e->item_sep->len) ||
               newline(vm, e, level + 1)))) {
      r = -1;
      goto done;
    }
    if ((r = enc_key(vm, e, k)) != 0) goto done;
    if (buf_put(vm, &e->b, e->key_sep->data, e->key_sep->len)) { r = -1; goto done; }
    if ((r = enc_value(vm, e, v, level + 1)) != 0) goto done;
  }
  if (newline(vm, e, level) || buf_putc(vm, &e->b, '}')) r = -1;
done:
  if (pairs) mem_free(&vm->mem, pairs, d->len * 2 * sizeof(Value));
  return r;
}

static int enc_seq(VM *vm, Enc *e, Value *items, size_t n, int level) {
  size_t i;
  int r;
  if (vm_charge(vm, 1)) return -1;   /* and each item as it is written */
  if (n == 0) return buf_put(vm, &e->b, "[]", 2) ? -1 : 0;
  if (buf_putc(vm, &e->b, '[') || newline(vm, e, level + 1)) return -1;
  for (i = 0; i < n; i++) {
    if (vm_charge_item(vm, i)) return -1;
    if (i && (buf_put(vm, &e->b, e->item_sep->data, e->item_sep->len) || newline(vm, e, level + 1)))
      return -1;
    if ((r = enc_value(vm, e, items[i], level + 1)) != 0) return r;
  }
  return newline(vm, e, level) || buf_putc(vm, &e->b, ']') ? -1 : 0;
}

static int enc_value(VM *vm, Enc *e, Value v, int level) {
  if (level > JSON_MAX_DEPTH) return 1;
  switch (v.tag) {
  case V_NONE: return buf_put(vm, &e->b, "null", 4) ? -1 : 0;
  case V_BOOL: return buf_put(vm, &e->b, v.u.i ? "true" : "false", v.u.i ? 4 : 5) ? -1 : 0;
  case V_INT: return enc_int(vm, e, v);
  case V_FLOAT: return enc_float(vm, e, v.u.f);
  case V_OBJ:
    switch (v.u.o->type) {
    case OT_STR: return enc_str(vm, e, AS_STR(v));
    case OT_BIGINT: return enc_int(vm, e, v);
    case OT_LIST: return enc_seq(vm, e, AS_LIST(v)->items, AS_LIST(v)->len, level);
    case OT_TUPLE: return enc_seq(vm, e, AS_TUPLE(v)->items, AS_TUPLE(v)->len, level);
    case OT_DICT: return enc_dict(vm, e, AS_DICT(v), level);
    case OT_INSTANCE: {
      /* a subclass of str, int, list, dict ...: its builtin value */
      Value u = vm_unbox(v);
      return u.tag == V_OBJ && u.u.o == v.u.o ? 1 : enc_value(vm, e, u, level);
    }
    default: return 1;
    }
  default:
    return 1;
  }
}

static bool is_flag(Value v) { return v.tag == V_BOOL; }

static int j_dumps(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char *const names[] = {"skipkeys", "ensure_ascii", "check_circular", "allow_nan",
                                      "indent", "separators", "default", "sort_keys"};
  Value o[8];
  Enc e;
  Value spaces = VNONE;
  int r;
  if (nargs != 1 || arg_kw(vm, "dumps", args, nargs, kw, names, 8, o)) {
    vm->exc = VUNDEF;
    return BI_FALLBACK;
  }
  memset(&e, 0, sizeof e);
  e.ascii = o[1].tag == V_UNDEF || (is_flag(o[1]) && o[1].u.i);
  e.allow_nan = o[3].tag == V_UNDEF || (is_flag(o[3]) && o[3].u.i);
  e.sort_keys = o[7].tag != V_UNDEF && is_flag(o[7]) && o[7].u.i;
  if ((o[1].tag != V_UNDEF && !is_flag(o[1])) || (o[3].tag != V_UNDEF && !is_flag(o[3])) ||
      (o[7].tag != V_UNDEF && !is_flag(o[7])) || (o[0].tag != V_UNDEF && !is_flag(o[0])) ||
      (o[2].tag != V_UNDEF && !is_flag(o[2])))
    return BI_FALLBACK;
  if (o[4].tag != V_UNDEF && o[4].tag != V_NONE) {
    if (IS_STR(o[4])) e.indent = AS_STR(o[4]);
    else if (o[4].tag == V_INT && o[4].u.i >= 0 && o[4].u.i <= 64) {
      char t[65];
      memset(t, ' ', (size_t)o[4].u.i);
      if (str_new(vm, t, (size_t)o[4].u.i, &spaces)) return -1;
      e.indent = AS_STR(spaces);
    } else {
      return BI_FALLBACK;
    }
  }
  if (o[5].tag != V_UNDEF && o[5].tag != V_NONE) {
    Tuple *t;
    if (!IS_OBJ(o[5], OT_TUPLE) || (t = AS_TUPLE(o[5]))->len != 2 || !IS_STR(t->items[0]) ||
        !IS_STR(t->items[1]))
      return BI_FALLBACK;
    e.item_sep = AS_STR(t->items[0]);
    e.key_sep = AS_STR(t->items[1]);
  } else {
    Value a, b;
    if (str_newc(vm, e.indent ? "," : ", ", &a) || str_newc(vm, ": ", &b)) return -1;
    e.item_sep = AS_STR(a);
    e.key_sep = AS_STR(b);
  }
  r = enc_value(vm, &e, args[0], 0);
  if (r == 0) r = str_new(vm, e.b.p ? e.b.p : "", e.b.len, out);
  buf_free(vm, &e.b);
  if (r > 0) return BI_FALLBACK;
  return r;
}

/* ---- loads ---- */

typedef struct Dec {
  const char *s;
  size_t n, i;
  Buf tmp;
} Dec;

/* 0 parsed, 1 malformed or unusual (json.py raises), -1 error */
static int dec_value(VM *vm, Dec *d, Value *out, int depth);

static void skip_ws(Dec *d) {
  while (d->i < d->n) {
    char c = d->s[d->i];
    if (c != ' ' && c != '\t' && c != '\n' && c != '\r') break;
    d->i++;
  }
}

static int hex4(const char *p, uint32_t *out) {
  uint32_t v = 0;
  int k;
  for (k = 0; k < 4; k++) {
    char c = p[k];
    v <<= 4;
    if (c >= '0' && c <= '9') v |= (uint32_t)(c - '0');
    else if (c >= 'a' && c <= 'f') v |= (uint32_t)(c - 'a' + 10);
    else if (c >= 'A' && c <= 'F') v |= (uint32_t)(c - 'A' + 10);
    else return -1;
  }
  *out = v;
  return 0;
}

static int dec_string(VM *vm, Dec *d, Value *out) {
  size_t start = ++d->i;
  /* plain run: no escape */
  while (d->i < d->n && !(json_byte[(unsigned char)d->s[d->i]] & JSON_SPECIAL)) d->i++;
  while (d->i < d->n) {
    unsigned char c = (unsigned char)d->s[d->i];
    if (c == '"') {
      d->i++;
      return str_new(vm, d->s + start, d->i - 1 - start, out) ? -1 : 0;
    }
    if (c == '\\') break;
    if (c < 0x20) return 1;
    d->i++;
  }
  d->tmp.len = 0;
  if (buf_put(vm, &d->tmp, d->s + start, d->i - start)) return -1;
  while (d->i < d->n) {
    unsigned char c = (unsigned char)d->s[d->i];
    if (c == '"') {
      d->i++;
      return str_new(vm, d->tmp.p, d->tmp.len, out) ? -1 : 0;
    }
    if (c < 0x20) return 1;
    if (c != '\\') {
      size_t run = d->i;
      while (d->i < d->n && !(json_byte[(unsigned char)d->s[d->i]] & JSON_SPECIAL)) d->i++;
      if (buf_put(vm, &d->tmp, d->s + run, d->i - run)) return -1;
      continue;
    }
    if (d->i + 1 >= d->n) return 1;
    c = (unsigned char)d->s[d->i + 1];
    d->i += 2;
    switch (c) {
    case '"': case '\\': case '/': if (buf_putc(vm, &d->tmp, (char)c)) return -1; break;
    case 'b': if (buf_putc(vm, &d->tmp, '\b')) return -1; break;
    case 'f': if (buf_putc(vm, &d->tmp, '\f')) return -1; break;
    case 'n': if (buf_putc(vm, &d->tmp, '\n')) return -1; break;
    case 'r': if (buf_putc(vm, &d->tmp, '\r')) return -1; break;
    case 't': if (buf_putc(vm, &d->tmp, '\t')) return -1; break;
    case 'u': {
      uint32_t cp, lo;
      if (d->i + 4 > d->n || hex4(d->s + d->i, &cp)) return 1;
      d->i += 4;
      if (cp >= 0xD800 && cp <= 0xDBFF && d->i + 6 <= d->n && d->s[d->i] == '\\' &&
          d->s[d->i + 1] == 'u' && hex4(d->s + d->i + 2, &lo) == 0 && lo >= 0xDC00 && lo <= 0xDFFF) {
        cp = 0x10000 + (((cp - 0xD800) << 10) | (lo - 0xDC00));
        d->i += 6;
      }
      if (cp >= 0xD800 && cp <= 0xDFFF) return 1;   /* a lone surrogate: json.py */
      if (buf_put_utf8(vm, &d->tmp, cp)) return -1;
      break;
    }
    default:
      return 1;
    }
  }
  return 1;
}

static int dec_number(VM *vm, Dec *d, Value *out) {
  size_t st = d->i, j = d->i;
  const char *s = d->s;
  bool isfloat = false;
  if (j < d->n && s[j] == '-') j++;
  if (j < d->n && s[j] == '0') j++;
  else if (j < d->n && s[j] >= '1' && s[j] <= '9') {
    while (j < d->n && s[j] >= '0' && s[j] <= '9') j++;
  } else {
    return 1;
  }
  if (j + 1 < d->n && s[j] == '.' && s[j + 1] >= '0' && s[j + 1] <= '9') {
    j += 2;
    while (j < d->n && s[j] >= '0' && s[j] <= '9') j++;
    isfloat = true;
  }
  if (j < d->n && (s[j] == 'e' || s[j] == 'E')) {
    size_t k = j + 1;
    if (k < d->n && (s[k] == '+' || s[k] == '-')) k++;
    if (k < d->n && s[k] >= '0' && s[k] <= '9') {
      while (k < d->n && s[k] >= '0' && s[k] <= '9') k++;
      j = k;
      isfloat = true;
    }
  }
  d->i = j;
  if (isfloat) {
    char buf[64];
    double f;
    if (fmt_decimal_fast(s + st, j - st, &f)) {
      *out = vfloat(f);
      return 0;
    }
    if (j - st >= sizeof buf) return 1;
    memcpy(buf, s + st, j - st);
    buf[j - st] = 0;
    *out = vfloat(strtod(buf, NULL));
    return 0;
  }
  if (j - st <= 18) {
    int64_t v = 0;
    size_t k = st + (s[st] == '-');
    for (; k < j; k++) v = v * 10 + (s[k] - '0');
    *out = vint(s[st] == '-' ? -v : v);
    return 0;
  }
  {
    int bad = 0;
    if (big_from_str(vm, s + st, j - st, 10, out, &bad)) { vm->exc = VUNDEF; return 1; }
    return bad ? 1 : 0;
  }
}

static int dec_value(VM *vm, Dec *d, Value *out, int depth) {
  const char *s = d->s;
  int r;
  if (d->i >= d->n || depth > JSON_MAX_DEPTH) return 1;
  switch (s[d->i]) {
  case '"':
    return dec_string(vm, d, out);
  case '{': {
    Dict *o = dict_new(vm);
    Value k, v;
    if (o == NULL) return -1;
    *out = vobj(o);
    d->i++;
    skip_ws(d);
    if (d->i < d->n && s[d->i] == '}') { d->i++; return 0; }
    for (;;) {
      if (d->i >= d->n || s[d->i] != '"') return 1;
      if ((r = dec_string(vm, d, &k)) != 0) return r;
      skip_ws(d);
      if (d->i >= d->n || s[d->i] != ':') return 1;
      d->i++;
      skip_ws(d);
      if ((r = dec_value(vm, d, &v, depth + 1)) != 0) return r;
      if (dict_set(vm, o, k, v) || vm_charge_entry(vm, o->len)) return -1;
      skip_ws(d);
      if (d->i < d->n && s[d->i] == '}') { d->i++; return 0; }
      if (d->i >= d->n || s[d->i] != ',') return 1;
      d->i++;
      skip_ws(d);
    }
  }
  case '[': {
    List *l = list_new(vm, 0);
    Value v;
    if (l == NULL) return -1;
    *out = vobj(l);
    d->i++;
    skip_ws(d);
    if (d->i < d->n && s[d->i] == ']') { d->i++; return 0; }
    for (;;) {
      if ((r = dec_value(vm, d, &v, depth + 1)) != 0) return r;
      if (list_append(vm, l, v) || vm_charge_item(vm, l->len)) return -1;
      skip_ws(d);
      if (d->i < d->n && s[d->i] == ']') { d->i++; return 0; }
      if (d->i >= d->n || s[d->i] != ',') return 1;
      d->i++;
      skip_ws(d);
    }
  }
  case 'n':
    if (d->n - d->i >= 4 && memcmp(s + d->i, "null", 4) == 0) { d->i += 4; *out = VNONE; return 0; }
    return 1;
  case 't':
    if (d->n - d->i >= 4 && memcmp(s + d->i, "true", 4) == 0) { d->i += 4; *out = vbool(true); return 0; }
    return 1;
  case 'f':
    if (d->n - d->i >= 5 && memcmp(s + d->i, "false", 5) == 0) { d->i += 5; *out = vbool(false); return 0; }
    return 1;
  case 'N':
    if (d->n - d->i >= 3 && memcmp(s + d->i, "NaN", 3) == 0) { d->i += 3; *out = vfloat(NAN); return 0; }
    return 1;
  case 'I':
    if (d->n - d->i >= 8 && memcmp(s + d->i, "Infinity", 8) == 0) {
      d->i += 8;
      *out = vfloat(INFINITY);
      return 0;
    }
    return 1;
  case '-':
    if (d->n - d->i >= 9 && memcmp(s + d->i, "-Infinity", 9) == 0) {
      d->i += 9;
      *out = vfloat(-INFINITY);
      return 0;
    }
    return dec_number(vm, d, out);
  default:
    return dec_number(vm, d, out);
  }
}

static int j_loads(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Dec d;
  Str *s;
  int r;
  /* hooks and options: json.py */
  if (nargs != 1 || !IS_STR(args[0]) || (kw && kw->len)) return BI_FALLBACK;
  s = AS_STR(args[0]);
  d.s = s->data;
  d.n = s->len;
  d.i = 0;
  d.tmp.p = NULL;
  d.tmp.len = d.tmp.cap = 0;
  if (d.n >= 3 && memcmp(d.s, "\xef\xbb\xbf", 3) == 0) return BI_FALLBACK;   /* BOM */
  skip_ws(&d);
  r = dec_value(vm, &d, out, 0);
  skip_ws(&d);
  if (r == 0 && d.i != d.n) r = 1;
  buf_free(vm, &d.tmp);
  if (r > 0) return BI_FALLBACK;
  return r;
}

const Builtin json_natives[] = {
  {"json.dumps", j_dumps, "json:_py_dumps", -1},
  {"json.loads", j_loads, "json:_py_loads", -1},
  {"json._base_of", cls_base_of, NULL, -1},
};
const int json_natives_n = (int)(sizeof json_natives / sizeof json_natives[0]);
