/*
** value.c - VM values <-> host bt_value trees <-> JSON text.
**
** Everything arriving from the host (bt_value trees, JSON text) is hostile
** until checked: type tags, UTF-8, digit strings, NULL arrays, depth and
** counts are validated before use, and counts are weighed against the
** memory limit before any item is read.  Every walk recurses once per
** container level and refuses more than BT_MAX_DEPTH levels, so C stack use
** is bounded whatever the input.
**
** Allocation: VM objects through obj_new and friends, scratch text in Bufs,
** exported trees in the caller's Arena - all through vm->mem.  No GC runs
** inside these functions (they never reach a safe point), so partially
** built values are safe in C locals.
*/
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../vm/bytes.h"
#include "value.h"
#include "../vm/vm.h"
#include "../vm/bigint.h"
#include "../vm/class.h"
#include "../vm/fmt.h"

/* ---- shared helpers ---- */

static void hv_err(char *err, size_t errlen, const char *fmt, ...)
#if defined(__GNUC__)
  __attribute__((format(printf, 3, 4)))
#endif
  ;

static void hv_err(char *err, size_t errlen, const char *fmt, ...) {
  va_list ap;
  if (err == NULL || errlen == 0) return;
  va_start(ap, fmt);
  vsnprintf(err, errlen, fmt, ap);
  va_end(ap);
}

/* Turn the pending exception into a status and message; clears vm->exc. */
static int hv_exc_status(VM *vm, char *err, size_t errlen) {
  Value e = vm->exc;
  vm->exc = VUNDEF;
  if (IS_OBJ(e, OT_EXC)) {
    Exc *x = AS_EXC(e);
    Tuple *args = IS_OBJ(x->args, OT_TUPLE) ? AS_TUPLE(x->args) : NULL;
    if (x->type == T_MemoryError) {
      hv_err(err, errlen, "out of memory");
      return BT_NOMEM;
    }
    if (args && args->len >= 1 && IS_STR(args->items[0]))
      hv_err(err, errlen, "%s", AS_STR(args->items[0])->data);
    else
      hv_err(err, errlen, "%s", type_names[x->type]);
    return BT_INVALID;
  }
  hv_err(err, errlen, "out of memory");
  return BT_NOMEM;
}

/* UTF-8 check with the information CPython's decoder reports: returns the
** offset of the first bad sequence (n when all is valid), its length in
** *badlen and the reason in *why. */
enum { U8_START, U8_CONT, U8_END };
static const char *const u8_why[] = {
  "invalid start byte", "invalid continuation byte", "unexpected end of data"
};

static size_t utf8_scan(const unsigned char *s, size_t n, size_t *badlen,
                        int *why) {
  size_t i = 0;
  while (i < n) {
    unsigned c = s[i];
    unsigned lo = 0x80, hi = 0xBF, need, k;
    if (c < 0x80) { i++; continue; }
    if (c >= 0xC2 && c <= 0xDF) need = 1;
    else if (c == 0xE0) { need = 2; lo = 0xA0; }
    else if (c == 0xED) { need = 2; hi = 0x9F; }        /* no surrogates */
    else if (c >= 0xE1 && c <= 0xEF) need = 2;
    else if (c == 0xF0) { need = 3; lo = 0x90; }        /* no overlong */
    else if (c >= 0xF1 && c <= 0xF3) need = 3;
    else if (c == 0xF4) { need = 3; hi = 0x8F; }        /* <= U+10FFFF */
    else { *badlen = 1; *why = U8_START; return i; }
    for (k = 1; k <= need; k++) {
      unsigned b;
      if (i + k >= n) { *badlen = k; *why = U8_END; return i; }
      b = s[i + k];
      if (b < lo || b > hi) { *badlen = k; *why = U8_CONT; return i; }
      lo = 0x80;
      hi = 0xBF;
    }
    i += need + 1;
  }
  return n;
}

bool hv_utf8_valid(const char *s, size_t n) {
  size_t bl;
  int why;
  return utf8_scan((const unsigned char *)s, n, &bl, &why) == n;
}

#define BIGINT_SYNTAX "BT_BIGINT text is not '-'? followed by decimal digits"
#define NULL_MAP "dict with %zu items and a NULL keys or vals pointer"
#define TOO_DEEP "value nested more than %d levels deep"

/* BT_BIGINT text: '-'? digit+. */
static bool digits_valid(const char *s, size_t n) {
  size_t i = 0;
  if (s == NULL) return false;
  if (i < n && s[i] == '-') i++;
  if (i == n) return false;
  for (; i < n; i++) if (s[i] < '0' || s[i] > '9') return false;
  return true;
}

/* ================================================================== */
/* VM -> host                                                          */
/* ================================================================== */

typedef struct Exporter {
  VM *vm;
  Arena *a;
  Obj *path[BT_MAX_DEPTH];  /* containers enclosing the current value */
  int npath;
} Exporter;

static void *ex_alloc(Exporter *x, size_t n, size_t size) {
  void *p;
  if (n == 0) return NULL;
  if (n > (SIZE_MAX / 2) / size) { vm_nomem(x->vm); return NULL; }
  p = arena_alloc(x->a, n * size);
  if (p == NULL) vm_nomem(x->vm);
  return p;
}

static int ex_text(Exporter *x, bt_value *o, int type, const char *s,
                   size_t n) {
  char *p;
  if (n > SIZE_MAX / 2) return vm_nomem(x->vm);
  p = arena_alloc(x->a, n + 1);
  if (p == NULL) return vm_nomem(x->vm);
  if (n) memcpy(p, s, n);
  p[n] = 0;
  o->type = (bt_type)type;
  o->u.str.s = p;
  o->u.str.len = n;
  o->u.str.type = NULL;
  return 0;
}

static int ex_value(Exporter *x, Value v, bt_value *o, int depth);

/* n nodes for o's seq, with o's type set. */
static bt_value *ex_seq(Exporter *x, bt_value *o, int type, size_t n) {
  bt_value *items = ex_alloc(x, n, sizeof(bt_value));
  if (items == NULL && n) return NULL;
  o->type = (bt_type)type;
  o->u.seq.items = items;
  o->u.seq.n = n;
  return items ? items : o;   /* non-NULL on success even when n == 0 */
}

static int ex_items(Exporter *x, bt_value *o, int type, const Value *src,
                    size_t n, int depth) {
  bt_value *items = ex_seq(x, o, type, n);
  size_t i;
  if (items == NULL) return -1;
  for (i = 0; i < n; i++)
    if (ex_value(x, src[i], &items[i], depth)) return -1;
  return 0;
}

static int ex_container(Exporter *x, Value v, bt_value *o, int depth) {
  Obj *ob = v.u.o;
  int t = ob->type, i, r = -1;
  Obj *key = t == OT_VIEW ? ((View *)ob)->dict.u.o : ob;
  for (i = 0; i < x->npath; i++)
    if (x->path[i] == key)
      return vm_raise(x->vm, T_ValueError, "circular reference");
  if (depth >= BT_MAX_DEPTH)
    return vm_raise(x->vm, T_ValueError,
                    "value too deeply nested to pass to the host");
  x->path[x->npath++] = key;
  depth++;
  switch (t) {
  case OT_LIST:
    r = ex_items(x, o, BT_LIST, AS_LIST(v)->items, AS_LIST(v)->len, depth);
    break;
  case OT_TUPLE:
    r = ex_items(x, o, BT_TUPLE, AS_TUPLE(v)->items, AS_TUPLE(v)->len, depth);
    break;
  case OT_SET: case OT_FROZENSET: {
    Set *s = AS_SET(v);
    bt_value *items = ex_seq(x, o, BT_SET, s->used);
    size_t pos = 0, k = 0;
    Value e;
    if (items == NULL) break;
    while (k < s->used && set_next(s, &pos, &e))
      if (ex_value(x, e, &items[k++], depth)) goto done;
    r = 0;
    break;
  }
  case OT_DICT: {
    Dict *d = AS_DICT(v);
    bt_value *keys = ex_alloc(x, d->len, sizeof(bt_value));
    bt_value *vals = ex_alloc(x, d->len, sizeof(bt_value));
    size_t pos = 0, k = 0;
    Value kv, vv;
    if (d->len && (keys == NULL || vals == NULL)) break;
    o->type = BT_DICT;
    o->u.map.keys = keys;
    o->u.map.vals = vals;
    o->u.map.n = d->len;
    while (k < d->len && dict_next(d, &pos, &kv, &vv)) {
      if (ex_value(x, kv, &keys[k], depth) || ex_value(x, vv, &vals[k], depth))
        goto done;
      k++;
    }
    r = 0;
    break;
  }
  case OT_VIEW: {
    View *w = (View *)ob;
    Dict *d = AS_DICT(w->dict);
    bt_value *items = ex_seq(x, o, BT_LIST, d->len);
    size_t pos = 0, k = 0;
    Value kv, vv;
    if (items == NULL) break;
    while (k < d->len && dict_next(d, &pos, &kv, &vv)) {
      bt_value *it = &items[k++];
      if (w->kind == T_DICT_KEYS) {
        if (ex_value(x, kv, it, depth)) goto done;
      } else if (w->kind == T_DICT_VALUES) {
        if (ex_value(x, vv, it, depth)) goto done;
      } else {
        /* the (key, value) tuple is one level deeper */
        bt_value *pair;
        if (depth >= BT_MAX_DEPTH) {
          vm_raise(x->vm, T_ValueError,
                   "value too deeply nested to pass to the host");
          goto done;
        }
        pair = ex_seq(x, it, BT_TUPLE, 2);
        if (pair == NULL || ex_value(x, kv, &pair[0], depth + 1) ||
            ex_value(x, vv, &pair[1], depth + 1))
          goto done;
      }
    }
    r = 0;
    break;
  }
  }
done:
  x->npath--;
  return r;
}

static int ex_value(Exporter *x, Value v, bt_value *o, int depth) {
  switch (v.tag) {
  case V_NONE: o->type = BT_NONE; return 0;
  case V_BOOL: o->type = BT_BOOL; o->u.b = v.u.i != 0; return 0;
  case V_INT: o->type = BT_INT; o->u.i = v.u.i; return 0;
  case V_FLOAT: o->type = BT_FLOAT; o->u.f = v.u.f; return 0;
  case V_OBJ:
    switch (v.u.o->type) {
    case OT_STR:
      return ex_text(x, o, BT_STR, AS_STR(v)->data, AS_STR(v)->len);
    case OT_BYTES: case OT_BYTEARRAY: {
      const uint8_t *p;
      size_t n;
      bytes_view(v, &p, &n);
      return ex_text(x, o, BT_BYTES, (const char *)p, n);
    }
    case OT_BIGINT: {
      size_t n;
      char *p = big_to_cstr(x->vm, v, 10, &n);
      int r;
      if (p == NULL) return -1;
      r = ex_text(x, o, BT_BIGINT, p, n);
      mem_free(&x->vm->mem, p, n + 1);
      return r;
    }
    case OT_LIST: case OT_TUPLE: case OT_DICT: case OT_SET:
    case OT_FROZENSET:
      return ex_container(x, v, o, depth);
    case OT_VIEW:
      if (IS_OBJ(((View *)v.u.o)->dict, OT_DICT))
        return ex_container(x, v, o, depth);
      break;
    case OT_RANGE: {
      Range *rg = (Range *)v.u.o;
      size_t n = rg->len > 0 ? (size_t)rg->len : 0, i;
      bt_value *items;
      if (depth >= BT_MAX_DEPTH)
        return vm_raise(x->vm, T_ValueError,
                        "value too deeply nested to pass to the host");
      items = ex_seq(x, o, BT_LIST, n);
      if (items == NULL) return -1;
      for (i = 0; i < n; i++) {
        /* start + i*step stays inside the range: no int64 overflow in the
        ** result; unsigned arithmetic keeps the intermediate defined */
        items[i].type = BT_INT;
        items[i].u.i = (int64_t)((uint64_t)rg->start +
                                 (uint64_t)i * (uint64_t)rg->step);
      }
      return 0;
    }
    default:
      break;
    }
    break;
  default:
    break;
  }
  {
    Buf b = BUF_INIT;
    int r;
    const char *tn, *dot;
    char *t;
    size_t tlen;
    /* a class's own __repr__ cannot run here: object.__repr__'s text */
    Class *c = IS_OBJ(v, OT_INSTANCE) ? user_class(v) : NULL;
    if (c != NULL && (c->slots & CS(REPR)) ? class_object_repr_buf(x->vm, v, &b)
                                            : vm_repr_buf(x->vm, v, &b)) {
      buf_free(x->vm, &b);
      return -1;
    }
    r = ex_text(x, o, BT_OTHER, b.p ? b.p : "", b.len);
    buf_free(x->vm, &b);
    if (r) return r;
    /* the type's __name__: what json.dumps names ("re.Pattern" -> "Pattern") */
    tn = val_type_name(v);
    if ((dot = strrchr(tn, '.')) != NULL) tn = dot + 1;
    tlen = strlen(tn) + 1;
    t = arena_alloc(x->a, tlen);
    if (t == NULL) return vm_nomem(x->vm);
    memcpy(t, tn, tlen);
    o->u.str.type = t;
    return 0;
  }
}

/* A list or tuple of None, bool, int and float items (a tool call's
** arguments, most often): the node and its items in one block, without
** the general walk.  1 when v is not one, else ex_value's result. */
static int ex_flat(Exporter *x, Value v, bt_value **out) {
  const Value *src;
  size_t n, i;
  bt_value *o;
  int type;
  if (v.tag != V_OBJ) return 1;
  if (v.u.o->type == OT_LIST) {
    src = AS_LIST(v)->items;
    n = AS_LIST(v)->len;
    type = BT_LIST;
  } else if (v.u.o->type == OT_TUPLE) {
    src = AS_TUPLE(v)->items;
    n = AS_TUPLE(v)->len;
    type = BT_TUPLE;
  } else {
    return 1;
  }
  if (n > 16) return 1;
  for (i = 0; i < n; i++)
    if (src[i].tag != V_NONE && src[i].tag != V_BOOL && src[i].tag != V_INT &&
        src[i].tag != V_FLOAT)
      return 1;
  o = ex_alloc(x, n + 1, sizeof(bt_value));
  if (o == NULL) return -1;
  o->type = (bt_type)type;
  o->u.seq.items = n ? o + 1 : NULL;
  o->u.seq.n = n;
  for (i = 0; i < n; i++) ex_value(x, src[i], &o[i + 1], 1);
  *out = o;
  return 0;
}

int hv_export(VM *vm, Arena *a, Value v, bt_value **out) {
  Exporter x;
  bt_value *o;
  int r;
  x.vm = vm;
  x.a = a;
  x.npath = 0;
  if ((r = ex_flat(&x, v, out)) <= 0) return r;
  o = ex_alloc(&x, 1, sizeof(bt_value));
  if (o == NULL) return -1;
  if (ex_value(&x, v, o, 0)) return -1;
  *out = o;
  return 0;
}

/* ================================================================== */
/* host -> VM                                                          */
/* ================================================================== */

typedef struct Importer {
  VM *vm;
  char *err;
  size_t errlen;
} Importer;

static const char *const bt_type_names[] = {
  "None", "bool", "int", "int", "float", "str", "list", "tuple", "dict", "set",
  "object", "bytes"
};

/* Would n items of at least `each` bytes pass the memory limit?  Lets an
** absurd count fail before any item is read. */
static bool im_fits(VM *vm, size_t n, size_t each) {
  size_t avail;
  if (vm->mem.limit == 0) return n <= SIZE_MAX / each;
  avail = vm->mem.limit > vm->mem.used ? vm->mem.limit - vm->mem.used : 0;
  return n <= avail / each;
}

static int im_nomem(Importer *m) {
  hv_err(m->err, m->errlen, "out of memory");
  return BT_NOMEM;
}

static int im_vmfail(Importer *m) {
  return hv_exc_status(m->vm, m->err, m->errlen);
}

static int im_value(Importer *m, const bt_value *v, int depth, bool key,
                    Value *out);

static int im_seq_check(Importer *m, const bt_value *v, int depth) {
  if (depth >= BT_MAX_DEPTH) {
    hv_err(m->err, m->errlen, TOO_DEEP, BT_MAX_DEPTH);
    return BT_INVALID;
  }
  if (v->u.seq.n > 0 && v->u.seq.items == NULL) {
    hv_err(m->err, m->errlen, "%s with %zu items and a NULL items pointer",
           bt_type_names[v->type], v->u.seq.n);
    return BT_INVALID;
  }
  if (!im_fits(m->vm, v->u.seq.n, sizeof(Value))) return im_nomem(m);
  return BT_OK;
}

/* key: v is (inside a tuple that is) a dict key or set item, where a
** BT_SET must become a frozenset to be hashable (a set exported from
** frozenset({frozenset()}) comes back as {frozenset()}). */
static int im_value(Importer *m, const bt_value *v, int depth, bool key,
                    Value *out) {
  VM *vm = m->vm;
  unsigned type;
  int r;
  size_t i, n;
  if (v == NULL) {
    hv_err(m->err, m->errlen, "NULL value");
    return BT_INVALID;
  }
  type = (unsigned)v->type;
  switch (type) {
  case BT_NONE: *out = VNONE; return BT_OK;
  case BT_BOOL: *out = vbool(v->u.b != 0); return BT_OK;
  case BT_INT: *out = vint(v->u.i); return BT_OK;
  case BT_FLOAT: *out = vfloat(v->u.f); return BT_OK;
  case BT_STR: {
    size_t bad, bl;
    int why;
    if (v->u.str.s == NULL && v->u.str.len > 0) {
      hv_err(m->err, m->errlen, "str of length %zu with a NULL pointer",
             v->u.str.len);
      return BT_INVALID;
    }
    bad = utf8_scan((const unsigned char *)v->u.str.s, v->u.str.len, &bl, &why);
    if (bad != v->u.str.len) {
      hv_err(m->err, m->errlen, "str is not valid UTF-8: %s at byte %zu",
             u8_why[why], bad);
      return BT_INVALID;
    }
    if (str_new(vm, v->u.str.len ? v->u.str.s : "", v->u.str.len, out))
      return im_vmfail(m);
    return BT_OK;
  }
  case BT_BIGINT: {
    int bad;
    if (!digits_valid(v->u.str.s, v->u.str.len)) {
      hv_err(m->err, m->errlen, BIGINT_SYNTAX);
      return BT_INVALID;
    }
    if (big_from_str(vm, v->u.str.s, v->u.str.len, 10, out, &bad)) {
      if (bad) {
        hv_err(m->err, m->errlen, "BT_BIGINT text is not a decimal integer");
        return BT_INVALID;
      }
      return im_vmfail(m);
    }
    return BT_OK;
  }
  case BT_LIST: {
    List *l;
    if ((r = im_seq_check(m, v, depth)) != BT_OK) return r;
    n = v->u.seq.n;
    l = list_new(vm, n);
    if (l == NULL) return im_vmfail(m);
    for (i = 0; i < n; i++) {
      r = im_value(m, &v->u.seq.items[i], depth + 1, false, &l->items[i]);
      if (r != BT_OK) return r;
      l->len = i + 1;
    }
    *out = vobj(l);
    return BT_OK;
  }
  case BT_TUPLE: {
    Tuple *t;
    if ((r = im_seq_check(m, v, depth)) != BT_OK) return r;
    n = v->u.seq.n;
    t = tuple_new(vm, n);
    if (t == NULL) return im_vmfail(m);
    for (i = 0; i < n; i++) {
      r = im_value(m, &v->u.seq.items[i], depth + 1, key, &t->items[i]);
      if (r != BT_OK) return r;
    }
    *out = vobj(t);
    return BT_OK;
  }
  case BT_SET: {
    Set *s;
    if ((r = im_seq_check(m, v, depth)) != BT_OK) return r;
    n = v->u.seq.n;
    s = set_new(vm, key);
    if (s == NULL) return im_vmfail(m);
    for (i = 0; i < n; i++) {
      Value e;
      r = im_value(m, &v->u.seq.items[i], depth + 1, true, &e);
      if (r != BT_OK) return r;
      if (set_add(vm, s, e)) return im_vmfail(m);
    }
    *out = vobj(s);
    return BT_OK;
  }
  case BT_DICT: {
    Dict *d;
    if (depth >= BT_MAX_DEPTH) {
      hv_err(m->err, m->errlen, TOO_DEEP, BT_MAX_DEPTH);
      return BT_INVALID;
    }
    n = v->u.map.n;
    if (n > 0 && (v->u.map.keys == NULL || v->u.map.vals == NULL)) {
      hv_err(m->err, m->errlen, NULL_MAP, n);
      return BT_INVALID;
    }
    if (!im_fits(vm, n, sizeof(DictEntry))) return im_nomem(m);
    d = dict_new(vm);
    if (d == NULL) return im_vmfail(m);
    for (i = 0; i < n; i++) {
      Value k, x;
      r = im_value(m, &v->u.map.keys[i], depth + 1, true, &k);
      if (r == BT_OK) r = im_value(m, &v->u.map.vals[i], depth + 1, false, &x);
      if (r != BT_OK) return r;
      if (dict_set(vm, d, k, x)) return im_vmfail(m);
    }
    *out = vobj(d);
    return BT_OK;
  }
  case BT_OTHER:
    hv_err(m->err, m->errlen, "BT_OTHER values cannot be passed to the VM");
    return BT_INVALID;
  case BT_BYTES:
    if (v->u.str.s == NULL && v->u.str.len > 0) {
      hv_err(m->err, m->errlen, "bytes of length %zu with a NULL pointer", v->u.str.len);
      return BT_INVALID;
    }
    if (bytes_new(vm, v->u.str.len ? v->u.str.s : "", v->u.str.len, out)) return im_vmfail(m);
    return BT_OK;
  default:
    hv_err(m->err, m->errlen, "unknown bt_type %u", type);
    return BT_INVALID;
  }
}

int hv_import(VM *vm, const bt_value *v, Value *out, char *err, size_t errlen) {
  Importer m;
  Value x = VNONE;
  int r;
  m.vm = vm;
  m.err = err;
  m.errlen = errlen;
  if (err && errlen) err[0] = 0;
  r = im_value(&m, v, 0, false, &x);
  if (r == BT_OK) *out = x;
  return r;
}

/* ================================================================== */
/* JSON text -> VM                                                     */
/* ================================================================== */

/* Positions are byte offsets into s (after any BOM); messages convert
** them to the character positions Python reports. */
typedef struct JsonParser {
  VM *vm;
  const char *s;
  size_t n, pos;
  Buf sb;            /* decoded string with escapes; float digits */
  size_t lone;       /* offset of the first unpaired surrogate escape, or
                        SIZE_MAX: json.loads accepts them, a VM str cannot
                        hold them, so the text fails only if it is
                        otherwise valid (a syntax error found later wins,
                        as in CPython) */
  char *err;
  size_t errlen;
} JsonParser;

#define JP_WS(c) ((c) == ' ' || (c) == '\t' || (c) == '\n' || (c) == '\r')

static int jp_fail(JsonParser *p, const char *msg, size_t at) {
  size_t i, ch = 0, line = 1, linestart = 0;  /* char index after last '\n' */
  for (i = 0; i < at && i < p->n; i++) {
    unsigned char c = (unsigned char)p->s[i];
    if ((c & 0xC0) == 0x80) continue;
    ch++;
    if (c == '\n') { line++; linestart = ch; }
  }
  hv_err(p->err, p->errlen, "%s: line %zu column %zu (char %zu)", msg, line,
         ch - linestart + 1, ch);
  return BT_INVALID;
}

static int jp_vmfail(JsonParser *p) {
  return hv_exc_status(p->vm, p->err, p->errlen);
}

static void jp_skip_ws(JsonParser *p) {
  while (p->pos < p->n && JP_WS(p->s[p->pos])) p->pos++;
}

static bool jp_match(JsonParser *p, const char *word) {
  size_t k = strlen(word);
  if (p->n - p->pos < k || memcmp(p->s + p->pos, word, k) != 0) return false;
  p->pos += k;
  return true;
}

static int jp_hex4(const char *s) {
  int v = 0, i;
  for (i = 0; i < 4; i++) {
    char c = s[i];
    v <<= 4;
    if (c >= '0' && c <= '9') v |= c - '0';
    else if (c >= 'a' && c <= 'f') v |= c - 'a' + 10;
    else if (c >= 'A' && c <= 'F') v |= c - 'A' + 10;
    else return -1;
  }
  return v;
}

/* String starting at the '"' at p->pos.  Errors follow CPython's
** scanstring_unicode: control characters are reported where met,
** "Unterminated string" at the opening quote, bad escapes at the
** backslash (\uXXXX problems at the 'u'). */
static int jp_string(JsonParser *p, Value *out) {
  VM *vm = p->vm;
  const char *s = p->s;
  size_t n = p->n, begin = p->pos, i = p->pos + 1, chunk = i;
  bool escaped = false;
  p->sb.len = 0;
  for (;;) {
    unsigned char c;
    if (i >= n) return jp_fail(p, "Unterminated string starting at", begin);
    c = (unsigned char)s[i];
    if (c == '"') break;
    if (c < 0x20) return jp_fail(p, "Invalid control character at", i);
    if (c != '\\') { i++; continue; }
    /* an escape at i */
    if (buf_put(vm, &p->sb, s + chunk, i - chunk)) return jp_vmfail(p);
    escaped = true;
    if (i + 1 >= n) return jp_fail(p, "Unterminated string starting at", begin);
    c = (unsigned char)s[i + 1];
    if (c != 'u') {
      char e;
      switch (c) {
      case '"': e = '"'; break;
      case '\\': e = '\\'; break;
      case '/': e = '/'; break;
      case 'b': e = '\b'; break;
      case 'f': e = '\f'; break;
      case 'n': e = '\n'; break;
      case 'r': e = '\r'; break;
      case 't': e = '\t'; break;
      default: return jp_fail(p, "Invalid \\escape", i);
      }
      if (buf_putc(vm, &p->sb, e)) return jp_vmfail(p);
      i += 2;
    } else {
      size_t end = i + 6;             /* after \uXXXX */
      int cp, lo;
      if (end >= n) return jp_fail(p, "Invalid \\uXXXX escape", i + 1);
      cp = jp_hex4(s + i + 2);
      if (cp < 0) return jp_fail(p, "Invalid \\uXXXX escape", i + 1);
      if (cp >= 0xD800 && cp <= 0xDBFF && end + 6 < n && s[end] == '\\' &&
          s[end + 1] == 'u') {
        lo = jp_hex4(s + end + 2);
        if (lo < 0) return jp_fail(p, "Invalid \\uXXXX escape", end + 1);
        if (lo >= 0xDC00 && lo <= 0xDFFF) {
          cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
          end += 6;
        }
      }
      if (cp >= 0xD800 && cp <= 0xDFFF) {
        if (p->lone == SIZE_MAX) p->lone = i;
        cp = 0xFFFD;
      }
      if (buf_put_utf8(vm, &p->sb, (uint32_t)cp)) return jp_vmfail(p);
      i = end;
    }
    chunk = i;
  }
  if (!escaped) {
    if (str_new(vm, s + chunk, i - chunk, out)) return jp_vmfail(p);
  } else {
    if (buf_put(vm, &p->sb, s + chunk, i - chunk)) return jp_vmfail(p);
    if (str_new(vm, p->sb.p, p->sb.len, out)) return jp_vmfail(p);
  }
  p->pos = i + 1;
  return BT_OK;
}

#define JP_DIGIT(c) ((c) >= '0' && (c) <= '9')

/* A finite decimal as strtod sees it: "[-]DIGITSeEXP" with no radix
** character, so the host's locale cannot change the result.  The number's
** syntax was checked by jp_number: [-]int[.frac][(e|E)[+-]digits], with
** the '.' at intend (when fracend > intend) and 'e' at fracend (when
** end > fracend). */
static int jp_float(JsonParser *p, size_t start, size_t intend, size_t fracend,
                    size_t end, Value *out) {
  const char *s = p->s;
  bool neg = s[start] == '-';
  size_t i, nd;
  int64_t e = 0, mag;
  double d;
  /* the exponent saturates: past 1e17 every mantissa that fits in memory
  ** gives inf or 0 */
  if (fracend < end) {
    size_t k = fracend + 1;
    bool eneg = false;
    if (s[k] == '+' || s[k] == '-') eneg = s[k++] == '-';
    for (; k < end; k++)
      if (e < 100000000000000000) e = e * 10 + (s[k] - '0');
    if (eneg) e = -e;
  }
  /* mantissa digits without the point and without leading zeros */
  p->sb.len = 0;
  for (i = start + neg; i < fracend; i++) {
    if (s[i] == '.') continue;
    if (i > intend) e--;                    /* a fraction digit */
    if (s[i] == '0' && p->sb.len == 0) continue;
    if (buf_putc(p->vm, &p->sb, s[i])) return jp_vmfail(p);
  }
  nd = p->sb.len;
  if (nd == 0) { *out = vfloat(neg ? -0.0 : 0.0); return BT_OK; }
  /* the value is 0.DIGITS * 10^mag */
  mag = e + (int64_t)nd;
  if (mag > 400) { *out = vfloat(neg ? -HUGE_VAL : HUGE_VAL); return BT_OK; }
  if (mag < -400) { *out = vfloat(neg ? -0.0 : 0.0); return BT_OK; }
  if (buf_printf(p->vm, &p->sb, "e%lld", (long long)e) ||
      buf_putc(p->vm, &p->sb, 0))
    return jp_vmfail(p);
  d = strtod(p->sb.p, NULL);
  *out = vfloat(neg ? -d : d);
  return BT_OK;
}

/* Number at p->pos, CPython's _match_number_unicode: a fraction needs a
** digit after '.', an exponent needs a digit (else it is not consumed). */
static int jp_number(JsonParser *p, Value *out) {
  const char *s = p->s;
  size_t n = p->n, start = p->pos, i = start, intend, fracend;
  bool isfloat = false;
  if (s[i] == '-') {
    i++;
    if (i >= n) return jp_fail(p, "Expecting value", start);
  }
  if (s[i] >= '1' && s[i] <= '9') {
    i++;
    while (i < n && JP_DIGIT(s[i])) i++;
  } else if (s[i] == '0') {
    i++;
  } else {
    return jp_fail(p, "Expecting value", start);
  }
  intend = i;
  if (i + 1 < n && s[i] == '.' && JP_DIGIT(s[i + 1])) {
    isfloat = true;
    i += 2;
    while (i < n && JP_DIGIT(s[i])) i++;
  }
  fracend = i;
  if (i + 1 < n && (s[i] == 'e' || s[i] == 'E')) {
    size_t k = i + 1;
    if (k + 1 < n && (s[k] == '-' || s[k] == '+')) k++;
    if (JP_DIGIT(s[k])) {
      while (k < n && JP_DIGIT(s[k])) k++;
      isfloat = true;
      i = k;
    }
  }
  p->pos = i;
  if (isfloat) return jp_float(p, start, intend, fracend, i, out);
  if (i - start <= 18) {
    int64_t v = 0;
    size_t k;
    for (k = start + (s[start] == '-'); k < i; k++) v = v * 10 + (s[k] - '0');
    *out = vint(s[start] == '-' ? -v : v);
    return BT_OK;
  } else {
    int bad;
    if (big_from_str(p->vm, s + start, i - start, 10, out, &bad)) {
      if (bad) return jp_fail(p, "Expecting value", start);
      return jp_vmfail(p);
    }
    return BT_OK;
  }
}

static int jp_value(JsonParser *p, int depth, Value *out);

static int jp_too_deep(JsonParser *p) {
  char msg[64];
  snprintf(msg, sizeof msg, "JSON nested more than %d levels deep",
           BT_MAX_DEPTH);
  return jp_fail(p, msg, p->pos);
}

static int jp_array(JsonParser *p, int depth, Value *out) {
  List *l;
  int r;
  if (depth >= BT_MAX_DEPTH) return jp_too_deep(p);
  l = list_new(p->vm, 0);
  if (l == NULL) return jp_vmfail(p);
  p->pos++;
  jp_skip_ws(p);
  if (p->pos < p->n && p->s[p->pos] == ']') {
    p->pos++;
    *out = vobj(l);
    return BT_OK;
  }
  for (;;) {
    Value x;
    if ((r = jp_value(p, depth + 1, &x)) != BT_OK) return r;
    if (list_append(p->vm, l, x)) return jp_vmfail(p);
    jp_skip_ws(p);
    if (p->pos < p->n && p->s[p->pos] == ']') break;
    if (p->pos >= p->n || p->s[p->pos] != ',')
      return jp_fail(p, "Expecting ',' delimiter", p->pos);
    p->pos++;
    jp_skip_ws(p);
  }
  p->pos++;
  *out = vobj(l);
  return BT_OK;
}

static int jp_object(JsonParser *p, int depth, Value *out) {
  Dict *d;
  int r;
  if (depth >= BT_MAX_DEPTH) return jp_too_deep(p);
  d = dict_new(p->vm);
  if (d == NULL) return jp_vmfail(p);
  p->pos++;
  jp_skip_ws(p);
  if (p->pos < p->n && p->s[p->pos] == '}') {
    p->pos++;
    *out = vobj(d);
    return BT_OK;
  }
  for (;;) {
    Value k, x;
    if (p->pos >= p->n || p->s[p->pos] != '"')
      return jp_fail(p, "Expecting property name enclosed in double quotes",
                     p->pos);
    if ((r = jp_string(p, &k)) != BT_OK) return r;
    jp_skip_ws(p);
    if (p->pos >= p->n || p->s[p->pos] != ':')
      return jp_fail(p, "Expecting ':' delimiter", p->pos);
    p->pos++;
    jp_skip_ws(p);
    if ((r = jp_value(p, depth + 1, &x)) != BT_OK) return r;
    if (dict_set(p->vm, d, k, x)) return jp_vmfail(p);
    jp_skip_ws(p);
    if (p->pos < p->n && p->s[p->pos] == '}') break;
    if (p->pos >= p->n || p->s[p->pos] != ',')
      return jp_fail(p, "Expecting ',' delimiter", p->pos);
    p->pos++;
    jp_skip_ws(p);
  }
  p->pos++;
  *out = vobj(d);
  return BT_OK;
}

/* Value at p->pos (whitespace already skipped); depth = enclosing
** containers. */
static int jp_value(JsonParser *p, int depth, Value *out) {
  if (p->pos >= p->n) return jp_fail(p, "Expecting value", p->pos);
  switch (p->s[p->pos]) {
  case '"': return jp_string(p, out);
  case '[': return jp_array(p, depth, out);
  case '{': return jp_object(p, depth, out);
  case 'n': if (jp_match(p, "null")) { *out = VNONE; return BT_OK; } break;
  case 't':
    if (jp_match(p, "true")) { *out = vbool(true); return BT_OK; }
    break;
  case 'f':
    if (jp_match(p, "false")) { *out = vbool(false); return BT_OK; }
    break;
  case 'N': if (jp_match(p, "NaN")) { *out = vfloat(NAN); return BT_OK; } break;
  case 'I':
    if (jp_match(p, "Infinity")) { *out = vfloat(HUGE_VAL); return BT_OK; }
    break;
  case '-':
    if (jp_match(p, "-Infinity")) { *out = vfloat(-HUGE_VAL); return BT_OK; }
    break;
  default: break;
  }
  return jp_number(p, out);
}

int hv_json_parse(VM *vm, const char *json, size_t len, Value *out, char *err,
                  size_t errlen) {
  JsonParser p;
  Value x = VNONE;
  size_t bad, bl;
  int why, r;
  if (err && errlen) err[0] = 0;
  if (json == NULL) {
    if (len > 0) { hv_err(err, errlen, "NULL JSON text"); return BT_INVALID; }
    json = "";
  }
  bad = utf8_scan((const unsigned char *)json, len, &bl, &why);
  if (bad != len) {
    if (bl == 1)
      hv_err(err, errlen,
             "'utf-8' codec can't decode byte 0x%02x in position %zu: %s",
             (unsigned char)json[bad], bad, u8_why[why]);
    else
      hv_err(err, errlen,
             "'utf-8' codec can't decode bytes in position %zu-%zu: %s",
             bad, bad + bl - 1, u8_why[why]);
    return BT_INVALID;
  }
  if (len >= 3 && memcmp(json, "\xEF\xBB\xBF", 3) == 0) { json += 3; len -= 3; }
  p.vm = vm;
  p.s = json;
  p.n = len;
  p.pos = 0;
  p.sb.p = NULL;
  p.sb.len = p.sb.cap = 0;
  p.lone = SIZE_MAX;
  p.err = err;
  p.errlen = errlen;
  jp_skip_ws(&p);
  r = jp_value(&p, 0, &x);
  if (r == BT_OK) {
    jp_skip_ws(&p);
    if (p.pos != p.n) r = jp_fail(&p, "Extra data", p.pos);
    else if (p.lone != SIZE_MAX)
      r = jp_fail(&p, "Unpaired surrogate \\uXXXX escape (not representable)",
                  p.lone);
  }
  buf_free(vm, &p.sb);
  if (r == BT_OK) *out = x;
  return r;
}

/* ================================================================== */
/* bt_value -> JSON text                                               */
/* ================================================================== */

typedef struct JsonWriter {
  VM *vm;
  Buf *b;
  char *err;
  size_t errlen;
} JsonWriter;

static int jw_nomem(JsonWriter *w) {
  w->vm->exc = VUNDEF;
  hv_err(w->err, w->errlen, "out of memory");
  return BT_NOMEM;
}

#define JW_PUT(w, s, n) do { \
    if (buf_put((w)->vm, (w)->b, (s), (n))) return jw_nomem(w); } while (0)
#define JW_PUTC(w, c) do { \
    if (buf_putc((w)->vm, (w)->b, (c))) return jw_nomem(w); } while (0)

/* The text of a BT_STR/BT_BIGINT/BT_OTHER node: NULL pointer only when
** empty. */
static int jw_check_text(JsonWriter *w, const bt_value *v) {
  if (v->u.str.s == NULL && v->u.str.len > 0) {
    hv_err(w->err, w->errlen, "%s of length %zu with a NULL pointer",
           bt_type_names[v->type], v->u.str.len);
    return BT_INVALID;
  }
  return BT_OK;
}

/* Python's ensure_ascii string encoder (c_encode_basestring_ascii). */
static int jw_string(JsonWriter *w, const char *s, size_t n) {
  static const char hex[] = "0123456789abcdef";
  size_t i = 0, bl, bad;
  int why;
  bad = utf8_scan((const unsigned char *)s, n, &bl, &why);
  if (bad != n) {
    hv_err(w->err, w->errlen, "str is not valid UTF-8: %s at byte %zu",
           u8_why[why], bad);
    return BT_INVALID;
  }
  JW_PUTC(w, '"');
  while (i < n) {
    size_t run = i;
    uint32_t c;
    while (run < n && (unsigned char)s[run] >= ' ' &&
           (unsigned char)s[run] <= '~' && s[run] != '"' && s[run] != '\\')
      run++;
    if (run > i) JW_PUT(w, s + i, run - i);
    i = run;
    if (i >= n) break;
    {
      unsigned char b0 = (unsigned char)s[i];
      if (b0 < 0x80) { c = b0; i++; }
      else if (b0 < 0xE0) {
        c = ((uint32_t)(b0 & 0x1F) << 6) | (s[i + 1] & 0x3F);
        i += 2;
      } else if (b0 < 0xF0) {
        c = ((uint32_t)(b0 & 0x0F) << 12) | ((uint32_t)(s[i + 1] & 0x3F) << 6) |
            (s[i + 2] & 0x3F);
        i += 3;
      } else {
        c = ((uint32_t)(b0 & 0x07) << 18) |
            ((uint32_t)(s[i + 1] & 0x3F) << 12) |
            ((uint32_t)(s[i + 2] & 0x3F) << 6) | (s[i + 3] & 0x3F);
        i += 4;
      }
    }
    switch (c) {
    case '"': JW_PUT(w, "\\\"", 2); break;
    case '\\': JW_PUT(w, "\\\\", 2); break;
    case '\b': JW_PUT(w, "\\b", 2); break;
    case '\f': JW_PUT(w, "\\f", 2); break;
    case '\n': JW_PUT(w, "\\n", 2); break;
    case '\r': JW_PUT(w, "\\r", 2); break;
    case '\t': JW_PUT(w, "\\t", 2); break;
    default: {
      char e[12];
      int k = 0;
      uint32_t u[2];
      int nu = 1, j;
      if (c >= 0x10000) {
        c -= 0x10000;
        u[0] = 0xD800 | (c >> 10);
        u[1] = 0xDC00 | (c & 0x3FF);
        nu = 2;
      } else {
        u[0] = c;
      }
      for (j = 0; j < nu; j++) {
        e[k++] = '\\';
        e[k++] = 'u';
        e[k++] = hex[(u[j] >> 12) & 0xF];
        e[k++] = hex[(u[j] >> 8) & 0xF];
        e[k++] = hex[(u[j] >> 4) & 0xF];
        e[k++] = hex[u[j] & 0xF];
      }
      JW_PUT(w, e, (size_t)k);
    }
    }
  }
  JW_PUTC(w, '"');
  return BT_OK;
}

/* int text: BT_BIGINT digits validated and normalised ("-007" -> "-7",
** "-0" -> "0") as int.__repr__ would print them. */
static int jw_bigint(JsonWriter *w, const bt_value *v) {
  const char *s = v->u.str.s;
  size_t n = v->u.str.len, i = 0;
  bool neg;
  if (!digits_valid(s, n)) {
    hv_err(w->err, w->errlen, BIGINT_SYNTAX);
    return BT_INVALID;
  }
  neg = s[0] == '-';
  i = neg;
  while (i + 1 < n && s[i] == '0') i++;
  if (neg && !(n - i == 1 && s[i] == '0')) JW_PUTC(w, '-');
  JW_PUT(w, s + i, n - i);
  return BT_OK;
}

static int jw_float(JsonWriter *w, double d) {
  char tmp[40];
  int k;
  if (!isfinite(d)) {
    hv_err(w->err, w->errlen,
           "Out of range float values are not JSON compliant");
    return BT_INVALID;
  }
  k = fmt_float_repr(d, tmp);
  JW_PUT(w, tmp, (size_t)k);
  return BT_OK;
}

static int jw_value(JsonWriter *w, const bt_value *v, int depth);

static int jw_key(JsonWriter *w, const bt_value *k) {
  unsigned type = (unsigned)k->type;
  int r;
  switch (type) {
  case BT_STR:
    if ((r = jw_check_text(w, k)) != BT_OK) return r;
    return jw_string(w, k->u.str.s, k->u.str.len);
  case BT_NONE: case BT_BOOL: case BT_INT: case BT_BIGINT: case BT_FLOAT:
    JW_PUTC(w, '"');
    if ((r = jw_value(w, k, 0)) != BT_OK) return r;
    JW_PUTC(w, '"');
    return BT_OK;
  case BT_LIST: case BT_TUPLE: case BT_DICT: case BT_SET: case BT_OTHER: case BT_BYTES:
    hv_err(w->err, w->errlen,
           "keys must be str, int, float, bool or None, not %s",
           bt_type_names[type]);
    return BT_INVALID;
  default:
    hv_err(w->err, w->errlen, "unknown bt_type %u", type);
    return BT_INVALID;
  }
}

static int jw_value(JsonWriter *w, const bt_value *v, int depth) {
  unsigned type;
  size_t i;
  int r;
  if (v == NULL) {
    hv_err(w->err, w->errlen, "NULL value");
    return BT_INVALID;
  }
  type = (unsigned)v->type;
  switch (type) {
  case BT_NONE: JW_PUT(w, "null", 4); return BT_OK;
  case BT_BOOL:
    if (v->u.b) JW_PUT(w, "true", 4);
    else JW_PUT(w, "false", 5);
    return BT_OK;
  case BT_INT: {
    char tmp[24];
    int k = snprintf(tmp, sizeof tmp, "%lld", (long long)v->u.i);
    JW_PUT(w, tmp, (size_t)k);
    return BT_OK;
  }
  case BT_BIGINT: return jw_bigint(w, v);
  case BT_FLOAT: return jw_float(w, v->u.f);
  case BT_STR:
    if ((r = jw_check_text(w, v)) != BT_OK) return r;
    return jw_string(w, v->u.str.s, v->u.str.len);
  case BT_SET:
    /* json.dumps has no form for a set (a frozenset arrives as a set) */
    hv_err(w->err, w->errlen, "Object of type set is not JSON serializable");
    return BT_INVALID;
  case BT_LIST: case BT_TUPLE:
    if (depth >= BT_MAX_DEPTH) {
      hv_err(w->err, w->errlen, TOO_DEEP, BT_MAX_DEPTH);
      return BT_INVALID;
    }
    if (v->u.seq.n > 0 && v->u.seq.items == NULL) {
      hv_err(w->err, w->errlen, "%s with %zu items and a NULL items pointer",
             bt_type_names[type], v->u.seq.n);
      return BT_INVALID;
    }
    JW_PUTC(w, '[');
    for (i = 0; i < v->u.seq.n; i++) {
      if (i) JW_PUT(w, ", ", 2);
      if ((r = jw_value(w, &v->u.seq.items[i], depth + 1)) != BT_OK) return r;
    }
    JW_PUTC(w, ']');
    return BT_OK;
  case BT_DICT:
    if (depth >= BT_MAX_DEPTH) {
      hv_err(w->err, w->errlen, TOO_DEEP, BT_MAX_DEPTH);
      return BT_INVALID;
    }
    if (v->u.map.n > 0 && (v->u.map.keys == NULL || v->u.map.vals == NULL)) {
      hv_err(w->err, w->errlen, NULL_MAP, v->u.map.n);
      return BT_INVALID;
    }
    JW_PUTC(w, '{');
    for (i = 0; i < v->u.map.n; i++) {
      if (i) JW_PUT(w, ", ", 2);
      if ((r = jw_key(w, &v->u.map.keys[i])) != BT_OK) return r;
      JW_PUT(w, ": ", 2);
      if ((r = jw_value(w, &v->u.map.vals[i], depth + 1)) != BT_OK) return r;
    }
    JW_PUTC(w, '}');
    return BT_OK;
  case BT_BYTES:
    if ((r = jw_check_text(w, v)) != BT_OK) return r;
    hv_err(w->err, w->errlen, "Object of type bytes is not JSON serializable");
    return BT_INVALID;
  case BT_OTHER:
    if ((r = jw_check_text(w, v)) != BT_OK) return r;
    if (v->u.str.type != NULL)
      hv_err(w->err, w->errlen, "Object of type %.60s is not JSON serializable",
             v->u.str.type);
    else   /* a host-built BT_OTHER (the VM's always names its type) */
      hv_err(w->err, w->errlen, "Object %.*s is not JSON serializable",
             v->u.str.len > 60 ? 60 : (int)v->u.str.len,
             v->u.str.s ? v->u.str.s : "");
    return BT_INVALID;
  default:
    hv_err(w->err, w->errlen, "unknown bt_type %u", type);
    return BT_INVALID;
  }
}

int hv_json_write(VM *vm, const bt_value *v, Buf *b, char *err, size_t errlen) {
  JsonWriter w;
  size_t mark = b->len;
  int r;
  w.vm = vm;
  w.b = b;
  w.err = err;
  w.errlen = errlen;
  if (err && errlen) err[0] = 0;
  r = jw_value(&w, v, 0);
  if (r != BT_OK) b->len = mark;
  return r;
}

int hv_json_value(VM *vm, Value v, Buf *b, char *err, size_t errlen) {
  Arena a;
  bt_value *bv;
  int r;
  arena_init(&a, &vm->mem);
  if (hv_export(vm, &a, v, &bv) != 0) {
    r = vm->exc.tag == V_OBJ && vm->exc.u.o == vm->nomem.u.o ? BT_NOMEM : BT_INVALID;
    if (err && errlen) snprintf(err, errlen, "value has no JSON form");
  } else {
    r = hv_json_write(vm, bv, b, err, errlen);
  }
  vm->exc = VUNDEF;
  arena_free(&a);
  return r;
}
