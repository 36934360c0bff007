/*
** test_value.c - host/value.c: VM values <-> bt_value trees <-> JSON.
**
** Expected texts come from CPython 3.11: the json.dumps outputs, the
** json.loads error messages and the UTF-8 decoder messages below were
** printed by python3 with the snippets quoted beside each table.  Every
** failure prints a line; the exit status is 0 when all checks pass.
*/
#include <locale.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "baton.h"
#include "value.h"
#include "vm.h"
#include "bigint.h"
#include "bytes.h"

static int failures, checks;

#define CHECK(c) do { checks++; if (!(c)) { failures++; \
  fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #c); } \
  } while (0)
#define CHECKSTR(got, want) do { const char *g_ = (got), *w_ = (want); checks++; \
  if (g_ == NULL || strcmp(g_, w_) != 0) { failures++; \
    fprintf(stderr, "%s:%d: got  [%s]\n%*swant [%s]\n", __FILE__, __LINE__, \
            g_ ? g_ : "(null)", (int)strlen(__FILE__) + 6, "", w_); } } while (0)

/* ---- VM adapter ---- */
static VM *tvm_new(size_t limit) {
  VM *vm = vm_new(NULL, NULL);
  if (vm == NULL) abort();
  vm->mem.limit = limit;
  return vm;
}

/* The pending exception has this type (and message, unless NULL); clears
** it. */
static bool texc(VM *vm, int type, const char *msg) {
  bool ok = false;
  if (IS_OBJ(vm->exc, OT_EXC)) {
    Exc *e = AS_EXC(vm->exc);
    ok = e->type == type;
    if (ok && msg) {
      Tuple *a = AS_TUPLE(e->args);
      ok = a->len == 1 && IS_STR(a->items[0]) &&
           strcmp(AS_STR(a->items[0])->data, msg) == 0;
      if (!ok && a->len == 1 && IS_STR(a->items[0]))
        fprintf(stderr, "  exception message: %s\n", AS_STR(a->items[0])->data);
    }
  }
  if (!ok) fprintf(stderr, "  unexpected exception state\n");
  vm->exc = VUNDEF;
  return ok;
}

/* ---- VM value builders (abort on failure: the VM has no limit here) ---- */
static Value S(VM *vm, const char *s) {
  Value v;
  if (str_new(vm, s, strlen(s), &v)) abort();
  return v;
}
static List *L0(VM *vm) { List *l = list_new(vm, 0); if (!l) abort(); return l; }
static void LA(VM *vm, List *l, Value v) { if (list_append(vm, l, v)) abort(); }
static Value Ln(VM *vm, int n, ...) {
  List *l = L0(vm);
  va_list ap;
  int i;
  va_start(ap, n);
  for (i = 0; i < n; i++) LA(vm, l, va_arg(ap, Value));
  va_end(ap);
  return vobj(l);
}
static Value Tn(VM *vm, int n, ...) {
  Tuple *t = tuple_new(vm, (size_t)n);
  va_list ap;
  int i;
  if (!t) abort();
  va_start(ap, n);
  for (i = 0; i < n; i++) t->items[i] = va_arg(ap, Value);
  va_end(ap);
  return vobj(t);
}
static Value Dn(VM *vm, int n, ...) {   /* key, value, key, value ... */
  Dict *d = dict_new(vm);
  va_list ap;
  int i;
  if (!d) abort();
  va_start(ap, n);
  for (i = 0; i < n; i++) {
    Value k = va_arg(ap, Value), v = va_arg(ap, Value);
    if (dict_set(vm, d, k, v)) abort();
  }
  va_end(ap);
  return vobj(d);
}
static Value Setn(VM *vm, bool frozen, int n, ...) {
  Set *s = set_new(vm, frozen);
  va_list ap;
  int i;
  if (!s) abort();
  va_start(ap, n);
  for (i = 0; i < n; i++) if (set_add(vm, s, va_arg(ap, Value))) abort();
  va_end(ap);
  return vobj(s);
}
static Value BIGP(VM *vm, int64_t base, int64_t e, int neg) {
  Value v;
  if (big_pow(vm, vint(base), vint(e), NULL, &v)) abort();
  if (neg && big_neg(vm, v, &v)) abort();
  return v;
}

/* ---- bt_value builders: a malloc'd pool owned by the test ---- */
typedef struct Chunk { struct Chunk *next; double align; } Chunk;
typedef struct Pool { Chunk *head; } Pool;
static void *palloc(Pool *p, size_t n) {
  Chunk *c = calloc(1, sizeof(Chunk) + n);
  if (!c) abort();
  c->next = p->head;
  p->head = c;
  return c + 1;
}
static void pfree(Pool *p) {
  while (p->head) { Chunk *c = p->head; p->head = c->next; free(c); }
}
static bt_value *bnew(Pool *p, int type) {
  bt_value *v = palloc(p, sizeof *v);
  v->type = (bt_type)type;
  return v;
}
static bt_value *bnone(Pool *p) { return bnew(p, BT_NONE); }
static bt_value *bbool(Pool *p, int b) { bt_value *v = bnew(p, BT_BOOL); v->u.b = b; return v; }
static bt_value *bint(Pool *p, int64_t i) { bt_value *v = bnew(p, BT_INT); v->u.i = i; return v; }
static bt_value *bflt(Pool *p, double f) { bt_value *v = bnew(p, BT_FLOAT); v->u.f = f; return v; }
static bt_value *btext(Pool *p, int type, const char *s, size_t n) {
  bt_value *v = bnew(p, type);
  v->u.str.s = s;
  v->u.str.len = n;
  return v;
}
static bt_value *bstr(Pool *p, const char *s) { return btext(p, BT_STR, s, strlen(s)); }
static bt_value *bbig(Pool *p, const char *s) { return btext(p, BT_BIGINT, s, strlen(s)); }
static bt_value *bseq(Pool *p, int type, int n, ...) {
  bt_value *v = bnew(p, type), *items = n ? palloc(p, (size_t)n * sizeof *items) : NULL;
  va_list ap;
  int i;
  va_start(ap, n);
  for (i = 0; i < n; i++) items[i] = *va_arg(ap, bt_value *);
  va_end(ap);
  v->u.seq.items = items;
  v->u.seq.n = (size_t)n;
  return v;
}
static bt_value *bdict(Pool *p, int n, ...) {   /* key, value, ... */
  bt_value *v = bnew(p, BT_DICT);
  bt_value *k = n ? palloc(p, (size_t)n * sizeof *k) : NULL;
  bt_value *x = n ? palloc(p, (size_t)n * sizeof *x) : NULL;
  va_list ap;
  int i;
  va_start(ap, n);
  for (i = 0; i < n; i++) {
    k[i] = *va_arg(ap, bt_value *);
    x[i] = *va_arg(ap, bt_value *);
  }
  va_end(ap);
  v->u.map.keys = k;
  v->u.map.vals = x;
  v->u.map.n = (size_t)n;
  return v;
}

/* ---- helpers over the functions under test ---- */

/* JSON text of a bt_value (NULL on failure, message in err). Caller frees. */
static char *tjson(VM *vm, const bt_value *v, int *st, char *err, size_t errlen) {
  Buf b = BUF_INIT;
  int r = hv_json_write(vm, v, &b, err, errlen);
  char *out;
  if (st) *st = r;
  if (r != BT_OK) { buf_free(vm, &b); return NULL; }
  out = malloc(b.len + 1);
  if (!out) abort();
  memcpy(out, b.p ? b.p : "", b.len);
  out[b.len] = 0;
  buf_free(vm, &b);
  return out;
}

/* JSON text of a VM value via hv_export (NULL when export fails). */
static char *vjson(VM *vm, Value v) {
  Arena a;
  bt_value *o;
  char err[200], *s;
  arena_init(&a, &vm->mem);
  if (hv_export(vm, &a, v, &o)) { arena_free(&a); return NULL; }
  s = tjson(vm, o, NULL, err, sizeof err);
  if (!s) fprintf(stderr, "  json_write: %s\n", err);
  arena_free(&a);
  return s;
}

/* Does a VM value survive export -> import unchanged (vm_eq)? */
static bool roundtrip(VM *vm, Value v) {
  Arena a;
  bt_value *o;
  Value back;
  char err[200];
  int r;
  arena_init(&a, &vm->mem);
  if (hv_export(vm, &a, v, &o)) { arena_free(&a); vm->exc = VUNDEF; return false; }
  r = hv_import(vm, o, &back, err, sizeof err);
  arena_free(&a);
  if (r != BT_OK) { fprintf(stderr, "  import: %s\n", err); return false; }
  r = vm_eq(vm, v, back);
  vm->exc = VUNDEF;
  return r == 1;
}

/* Parse JSON and print it back as json.dumps would. */
static char *reparse(VM *vm, const char *json, size_t n, int *st, char *err, size_t errlen) {
  Value v;
  int r = hv_json_parse(vm, json, n, &v, err, errlen);
  if (st) *st = r;
  if (r != BT_OK) return NULL;
  return vjson(vm, v);
}

/* ================================================================== */

static void test_export_scalars(void) {
  VM *vm = tvm_new(0);
  Arena a;
  bt_value *o;
  Value v;
  arena_init(&a, &vm->mem);

  CHECK(hv_export(vm, &a, VNONE, &o) == 0 && o->type == BT_NONE);
  CHECK(hv_export(vm, &a, vbool(true), &o) == 0 && o->type == BT_BOOL && o->u.b == 1);
  CHECK(hv_export(vm, &a, vbool(false), &o) == 0 && o->type == BT_BOOL && o->u.b == 0);
  CHECK(hv_export(vm, &a, vint(INT64_MIN), &o) == 0 && o->type == BT_INT && o->u.i == INT64_MIN);
  CHECK(hv_export(vm, &a, vfloat(-0.0), &o) == 0 && o->type == BT_FLOAT && signbit(o->u.f));
  CHECK(hv_export(vm, &a, vfloat(NAN), &o) == 0 && o->type == BT_FLOAT && isnan(o->u.f));

  /* str(2**200), str(-2**100), str(2**63) from python3 */
  CHECK(hv_export(vm, &a, BIGP(vm, 2, 200, 0), &o) == 0 && o->type == BT_BIGINT);
  CHECKSTR(o->u.str.s, "1606938044258990275541962092341162602522202993782792835301376");
  CHECK(o->u.str.len == 61);
  CHECK(hv_export(vm, &a, BIGP(vm, 2, 100, 1), &o) == 0 && o->type == BT_BIGINT);
  CHECKSTR(o->u.str.s, "-1267650600228229401496703205376");
  CHECK(hv_export(vm, &a, BIGP(vm, 2, 63, 0), &o) == 0 && o->type == BT_BIGINT);
  CHECKSTR(o->u.str.s, "9223372036854775808");

  /* strings are copied (NUL-terminated) into the arena */
  v = S(vm, "caf\xc3\xa9 \xf0\x9f\x98\x80");
  CHECK(hv_export(vm, &a, v, &o) == 0 && o->type == BT_STR && o->u.str.len == 10);
  CHECK(o->u.str.s != AS_STR(v)->data);
  CHECKSTR(o->u.str.s, "caf\xc3\xa9 \xf0\x9f\x98\x80");
  CHECK(str_new(vm, "a\0b", 3, &v) == 0);
  CHECK(hv_export(vm, &a, v, &o) == 0 && o->u.str.len == 3 && memcmp(o->u.str.s, "a\0b", 4) == 0);

  /* bytes and bytearray: BT_BYTES with the raw bytes (NUL and 0xff
  ** included); back in, BT_BYTES is bytes; JSON refuses them */
  {
    static const char raw[] = "a\0\xff";
    ByteArray *ba = bytearray_new(vm, "xy", 2);
    Value back;
    char err[200];
    int st;
    CHECK(bytes_new(vm, raw, 3, &v) == 0);
    CHECK(hv_export(vm, &a, v, &o) == 0 && o->type == BT_BYTES && o->u.str.len == 3 &&
          memcmp(o->u.str.s, raw, 3) == 0);
    CHECK(hv_import(vm, o, &back, err, sizeof err) == BT_OK && IS_BYTES(back) &&
          bytes_cmp(back, v) == 0);
    CHECK(tjson(vm, o, &st, err, sizeof err) == NULL && st == BT_INVALID &&
          strstr(err, "Object of type bytes is not JSON serializable") != NULL);
    CHECK(ba && hv_export(vm, &a, vobj(ba), &o) == 0 && o->type == BT_BYTES &&
          o->u.str.len == 2 && memcmp(o->u.str.s, "xy", 2) == 0);
  }

  /* values with no host form: BT_OTHER holding the repr and the type's
  ** __name__ (what json.dumps's error names) */
  CHECK(hv_export(vm, &a, vtype(T_INT), &o) == 0 && o->type == BT_OTHER);
  CHECKSTR(o->u.str.s, "<class 'int'>");
  CHECKSTR(o->u.str.type, "type");
  CHECK(hv_export(vm, &a, vtype(T_ValueError), &o) == 0 && o->type == BT_OTHER);
  CHECKSTR(o->u.str.s, "<class 'ValueError'>");
  {
    Slice *sl = obj_new(vm, OT_SLICE, sizeof(Slice));
    sl->start = vint(1); sl->stop = VNONE; sl->step = vint(2);
    CHECK(hv_export(vm, &a, vobj(sl), &o) == 0 && o->type == BT_OTHER);
    CHECKSTR(o->u.str.s, "slice(1, None, 2)");
    CHECKSTR(o->u.str.type, "slice");
  }
  CHECK(vm->exc.tag == V_UNDEF);
  arena_free(&a);
  vm_free(vm);
}

static void test_export_containers(void) {
  VM *vm = tvm_new(0);
  Arena a;
  bt_value *o;
  Value d, v;
  arena_init(&a, &vm->mem);

  v = Ln(vm, 3, vint(1), S(vm, "x"), Tn(vm, 2, VNONE, vfloat(2.5)));
  CHECK(hv_export(vm, &a, v, &o) == 0 && o->type == BT_LIST && o->u.seq.n == 3);
  CHECK(o->u.seq.items[0].type == BT_INT && o->u.seq.items[0].u.i == 1);
  CHECK(o->u.seq.items[1].type == BT_STR);
  CHECK(o->u.seq.items[2].type == BT_TUPLE && o->u.seq.items[2].u.seq.n == 2);
  CHECK(o->u.seq.items[2].u.seq.items[1].u.f == 2.5);

  CHECK(hv_export(vm, &a, Ln(vm, 0), &o) == 0 && o->type == BT_LIST && o->u.seq.n == 0);
  CHECK(hv_export(vm, &a, Tn(vm, 0), &o) == 0 && o->type == BT_TUPLE && o->u.seq.n == 0);
  /* scalars only (a tool call's usual arguments: ex_flat's one block) */
  v = Tn(vm, 4, VNONE, vbool(true), vint(-7), vfloat(0.5));
  CHECK(hv_export(vm, &a, v, &o) == 0 && o->type == BT_TUPLE && o->u.seq.n == 4);
  CHECK(o->u.seq.items[0].type == BT_NONE && o->u.seq.items[1].type == BT_BOOL &&
        o->u.seq.items[1].u.b && o->u.seq.items[2].type == BT_INT &&
        o->u.seq.items[2].u.i == -7 && o->u.seq.items[3].type == BT_FLOAT &&
        o->u.seq.items[3].u.f == 0.5);
  v = Ln(vm, 2, vint(1), vint(2));
  CHECK(hv_export(vm, &a, v, &o) == 0 && o->type == BT_LIST && o->u.seq.n == 2 &&
        o->u.seq.items[1].type == BT_INT && o->u.seq.items[1].u.i == 2);
  CHECK(hv_export(vm, &a, Dn(vm, 0), &o) == 0 && o->type == BT_DICT && o->u.map.n == 0);
  CHECK(hv_export(vm, &a, Setn(vm, false, 0), &o) == 0 && o->type == BT_SET && o->u.seq.n == 0);

  /* sets and frozensets in CPython's order: list({3, 1, 2}) == [1, 2, 3] */
  v = Setn(vm, false, 3, vint(3), vint(1), vint(2));
  CHECK(hv_export(vm, &a, v, &o) == 0 && o->type == BT_SET && o->u.seq.n == 3);
  CHECK(o->u.seq.items[0].u.i == 1 && o->u.seq.items[2].u.i == 3);
  v = Setn(vm, true, 1, S(vm, "f"));
  CHECK(hv_export(vm, &a, v, &o) == 0 && o->type == BT_SET && o->u.seq.n == 1);

  d = Dn(vm, 3, S(vm, "a"), vint(1), vint(2), Ln(vm, 1, vbool(true)),
         Tn(vm, 2, vint(1), vint(2)), VNONE);
  CHECK(hv_export(vm, &a, d, &o) == 0 && o->type == BT_DICT && o->u.map.n == 3);
  CHECK(o->u.map.keys[0].type == BT_STR && o->u.map.vals[0].u.i == 1);
  CHECK(o->u.map.keys[2].type == BT_TUPLE && o->u.map.vals[2].type == BT_NONE);
  {
    char *s = vjson(vm, Ln(vm, 1, Dn(vm, 2, S(vm, "a"), vint(1), vint(2), vint(3))));
    CHECKSTR(s, "[{\"a\": 1, \"2\": 3}]");
    free(s);
  }

  /* dict views and ranges become lists */
  {
    static const int kinds[3] = {T_DICT_KEYS, T_DICT_VALUES, T_DICT_ITEMS};
    /* json.dumps(list(d.keys())) etc. for d = {"a": 1, 2: [True]} */
    static const char *const want[3] = {
      "[\"a\", 2]", "[1, [true]]", "[[\"a\", 1], [2, [true]]]"
    };
    int k;
    d = Dn(vm, 2, S(vm, "a"), vint(1), vint(2), Ln(vm, 1, vbool(true)));
    for (k = 0; k < 3; k++) {
      View *w = obj_new(vm, OT_VIEW, sizeof(View));
      char *s;
      w->kind = kinds[k];
      w->dict = d;
      CHECK(hv_export(vm, &a, vobj(w), &o) == 0 && o->type == BT_LIST && o->u.seq.n == 2);
      if (k == 2) CHECK(o->u.seq.items[0].type == BT_TUPLE);
      s = vjson(vm, vobj(w));
      CHECKSTR(s, want[k]);
      free(s);
    }
  }
  {
    Range *r = obj_new(vm, OT_RANGE, sizeof(Range));
    char *s;
    r->start = 10; r->stop = -5; r->step = -4; r->len = 4;  /* range(10, -5, -4) */
    s = vjson(vm, vobj(r));
    CHECKSTR(s, "[10, 6, 2, -2]");
    free(s);
    r->start = INT64_MAX - 2; r->stop = INT64_MAX; r->step = 1; r->len = 2;
    CHECK(hv_export(vm, &a, vobj(r), &o) == 0 && o->u.seq.n == 2 &&
          o->u.seq.items[1].u.i == INT64_MAX - 1);
    r->start = 0; r->stop = 0; r->step = 1; r->len = 0;
    CHECK(hv_export(vm, &a, vobj(r), &o) == 0 && o->type == BT_LIST && o->u.seq.n == 0);
  }

  /* shared (acyclic) substructure is fine: x = [1]; [x, x, (x,)] */
  {
    Value x = Ln(vm, 1, vint(1));
    char *s = vjson(vm, Ln(vm, 3, x, x, Tn(vm, 1, x)));
    CHECKSTR(s, "[[1], [1], [[1]]]");
    free(s);
  }
  CHECK(vm->exc.tag == V_UNDEF);
  arena_free(&a);
  vm_free(vm);
}

/* A list nested `levels` deep around 0: levels == 2 is [[0]]. */
static Value nested_list(VM *vm, int levels) {
  Value v = vint(0);
  int i;
  for (i = 0; i < levels; i++) v = Ln(vm, 1, v);
  return v;
}

static void test_export_limits(void) {
  VM *vm = tvm_new(0);
  Arena a;
  bt_value *o;
  Value v, l, d;
  int i;
  arena_init(&a, &vm->mem);

  CHECK(hv_export(vm, &a, nested_list(vm, BT_MAX_DEPTH), &o) == 0);
  for (i = 0; i < BT_MAX_DEPTH - 1; i++) o = (bt_value *)&o->u.seq.items[0];
  CHECK(o->type == BT_LIST && o->u.seq.items[0].type == BT_INT);
  CHECK(hv_export(vm, &a, nested_list(vm, BT_MAX_DEPTH + 1), &o) == -1);
  CHECK(texc(vm, T_ValueError, "value too deeply nested to pass to the host"));
  CHECK(hv_export(vm, &a, nested_list(vm, 100000), &o) == -1);
  CHECK(texc(vm, T_ValueError, "value too deeply nested to pass to the host"));
  /* dicts and tuples count as levels too */
  v = vint(1);
  for (i = 0; i < BT_MAX_DEPTH; i++)
    v = i % 2 ? Dn(vm, 1, S(vm, "k"), v) : Tn(vm, 1, v);
  CHECK(hv_export(vm, &a, v, &o) == 0);
  CHECK(hv_export(vm, &a, Ln(vm, 1, v), &o) == -1);
  CHECK(texc(vm, T_ValueError, "value too deeply nested to pass to the host"));
  /* an items view adds a level for its pairs; a range is one level */
  {
    View *w = obj_new(vm, OT_VIEW, sizeof(View));
    Range *r = obj_new(vm, OT_RANGE, sizeof(Range));
    r->start = 0; r->stop = 1; r->step = 1; r->len = 1;
    w->kind = T_DICT_ITEMS;
    w->dict = Dn(vm, 1, vint(1), vint(2));
    CHECK(hv_export(vm, &a, nested_list(vm, BT_MAX_DEPTH - 2), &o) == 0);
    v = vobj(w);
    for (i = 0; i < BT_MAX_DEPTH - 2; i++) v = Ln(vm, 1, v);
    CHECK(hv_export(vm, &a, v, &o) == 0);
    CHECK(hv_export(vm, &a, Ln(vm, 1, v), &o) == -1);
    CHECK(texc(vm, T_ValueError, "value too deeply nested to pass to the host"));
    v = vobj(r);
    for (i = 0; i < BT_MAX_DEPTH - 1; i++) v = Ln(vm, 1, v);
    CHECK(hv_export(vm, &a, v, &o) == 0);
    CHECK(hv_export(vm, &a, Ln(vm, 1, v), &o) == -1);
    CHECK(texc(vm, T_ValueError, "value too deeply nested to pass to the host"));
  }

  /* cycles: l = [1]; l.append(l) */
  l = Ln(vm, 1, vint(1));
  LA(vm, AS_LIST(l), l);
  CHECK(hv_export(vm, &a, l, &o) == -1);
  CHECK(texc(vm, T_ValueError, "circular reference"));
  CHECK(hv_export(vm, &a, Dn(vm, 1, S(vm, "x"), l), &o) == -1);
  CHECK(texc(vm, T_ValueError, "circular reference"));
  /* d = {}; d["l"] = [d] */
  d = Dn(vm, 0);
  CHECK(dict_set(vm, AS_DICT(d), S(vm, "l"), Ln(vm, 1, d)) == 0);
  CHECK(hv_export(vm, &a, d, &o) == -1);
  CHECK(texc(vm, T_ValueError, "circular reference"));
  /* through a tuple: l = []; l.append((l,)) */
  l = Ln(vm, 0);
  LA(vm, AS_LIST(l), Tn(vm, 1, l));
  CHECK(hv_export(vm, &a, Tn(vm, 1, l), &o) == -1);
  CHECK(texc(vm, T_ValueError, "circular reference"));
  /* through a view: d = {}; d["v"] = d.values() */
  {
    View *w = obj_new(vm, OT_VIEW, sizeof(View));
    d = Dn(vm, 0);
    w->kind = T_DICT_VALUES;
    w->dict = d;
    CHECK(dict_set(vm, AS_DICT(d), S(vm, "v"), vobj(w)) == 0);
    CHECK(hv_export(vm, &a, vobj(w), &o) == -1);
    CHECK(texc(vm, T_ValueError, "circular reference"));
  }
  /* a cycle deeper than the limit still fails cleanly */
  l = Ln(vm, 0);
  v = l;
  for (i = 0; i < 500; i++) v = Ln(vm, 1, v);
  LA(vm, AS_LIST(l), v);
  CHECK(hv_export(vm, &a, l, &o) == -1);
  CHECK(texc(vm, T_ValueError, "value too deeply nested to pass to the host"));
  arena_free(&a);
  vm_free(vm);
}

static void test_roundtrip(void) {
  VM *vm = tvm_new(0);
  Value big = BIGP(vm, 2, 200, 0), nbig = BIGP(vm, 2, 100, 1);
  Value vals[16];
  int i, n = 0;
  vals[n++] = VNONE;
  vals[n++] = vbool(true);
  vals[n++] = vint(INT64_MAX);
  vals[n++] = vint(INT64_MIN);
  vals[n++] = big;
  vals[n++] = nbig;
  vals[n++] = vfloat(0.1);
  vals[n++] = vfloat(-1e300);
  vals[n++] = S(vm, "");
  vals[n++] = S(vm, "\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80\xf4\x8f\xbf\xbf");
  vals[n++] = Ln(vm, 4, vint(1), Ln(vm, 0), Tn(vm, 0), Dn(vm, 0));
  vals[n++] = Tn(vm, 2, big, Tn(vm, 1, S(vm, "t")));
  vals[n++] = Dn(vm, 3, Tn(vm, 2, vint(1), vint(2)), S(vm, "tuple key"), nbig,
                 Ln(vm, 1, vfloat(1.5)), vbool(false), Setn(vm, false, 2, vint(5), S(vm, "s")));
  vals[n++] = Setn(vm, true, 2, Tn(vm, 1, vint(1)), Setn(vm, true, 0));
  vals[n++] = nested_list(vm, BT_MAX_DEPTH);
  for (i = 0; i < n; i++) {
    if (!roundtrip(vm, vals[i])) {
      failures++;
      fprintf(stderr, "%s:%d: round trip failed for value %d\n", __FILE__, __LINE__, i);
    }
    checks++;
  }
  /* the set stays a set, the frozenset comes back as a set */
  {
    Arena a;
    bt_value *o;
    Value back;
    char err[100];
    arena_init(&a, &vm->mem);
    CHECK(hv_export(vm, &a, vals[13], &o) == 0);
    CHECK(hv_import(vm, o, &back, err, sizeof err) == BT_OK && IS_OBJ(back, OT_SET));
    CHECK(hv_export(vm, &a, vals[4], &o) == 0);
    CHECK(hv_import(vm, o, &back, err, sizeof err) == BT_OK && IS_BIG(back));
    arena_free(&a);
  }
  vm_free(vm);
}

static void test_import(void) {
  VM *vm = tvm_new(64u << 20);
  Pool p = {NULL};
  Value v;
  char err[160];
  bt_value *b, bad;
  int i;

  CHECK(hv_import(vm, bnone(&p), &v, err, sizeof err) == BT_OK && v.tag == V_NONE);
  CHECK(err[0] == 0);
  CHECK(hv_import(vm, bbool(&p, 7), &v, err, sizeof err) == BT_OK && v.tag == V_BOOL && v.u.i == 1);
  CHECK(hv_import(vm, bint(&p, -5), &v, err, sizeof err) == BT_OK && v.tag == V_INT && v.u.i == -5);
  CHECK(hv_import(vm, bflt(&p, INFINITY), &v, err, sizeof err) == BT_OK && v.tag == V_FLOAT);
  /* BT_BIGINT that fits is normalised to V_INT */
  CHECK(hv_import(vm, bbig(&p, "-0042"), &v, err, sizeof err) == BT_OK && v.tag == V_INT && v.u.i == -42);
  CHECK(hv_import(vm, bbig(&p, "-9223372036854775808"), &v, err, sizeof err) == BT_OK &&
        v.tag == V_INT && v.u.i == INT64_MIN);
  CHECK(hv_import(vm, bbig(&p, "1606938044258990275541962092341162602522202993782792835301376"),
                  &v, err, sizeof err) == BT_OK && IS_BIG(v) && vm_eq(vm, v, BIGP(vm, 2, 200, 0)) == 1);
  CHECK(hv_import(vm, bbig(&p, "-1267650600228229401496703205376"), &v, err, sizeof err) == BT_OK &&
        vm_eq(vm, v, BIGP(vm, 2, 100, 1)) == 1);
  {
    static const char *const bads[] = {"", "-", "+1", "1_000", "12a", " 1", "1 ", "--1", "0x10", "1.0"};
    for (i = 0; i < (int)(sizeof bads / sizeof *bads); i++) {
      CHECK(hv_import(vm, bbig(&p, bads[i]), &v, err, sizeof err) == BT_INVALID);
      CHECK(vm->exc.tag == V_UNDEF);
    }
    CHECK(hv_import(vm, btext(&p, BT_BIGINT, NULL, 0), &v, err, sizeof err) == BT_INVALID);
  }
  {
    /* more than 4300 digits: CPython's int() refuses */
    static char digits[5001];
    memset(digits, '7', 5000);
    CHECK(hv_import(vm, bbig(&p, digits), &v, err, sizeof err) == BT_INVALID);
    CHECKSTR(err, "Exceeds the limit (4300 digits) for integer string conversion: value has "
             "5000 digits; use sys.set_int_max_str_digits() to increase the limit");
    CHECK(vm->exc.tag == V_UNDEF);
  }

  /* strings: strict UTF-8 */
  {
    static const struct { const char *s; size_t n; } good[] = {
      {"", 0}, {"a\0b", 3}, {"\x7f", 1}, {"\xc2\x80", 2}, {"\xdf\xbf", 2},
      {"\xe0\xa0\x80", 3}, {"\xed\x9f\xbf", 3} /* U+D7FF */, {"\xee\x80\x80", 3},
      {"\xef\xbf\xbf", 3}, {"\xf0\x90\x80\x80", 4}, {"\xf4\x8f\xbf\xbf", 4} /* U+10FFFF */,
    };
    static const struct { const char *s; size_t n; } badu[] = {
      {"\x80", 1}, {"\xbf", 1}, {"\xc0\x80", 2} /* overlong NUL */, {"\xc1\xbf", 2},
      {"\xe0\x80\x80", 3}, {"\xe0\x9f\xbf", 3} /* overlong */, {"\xed\xa0\x80", 3} /* U+D800 */,
      {"\xed\xbf\xbf", 3} /* U+DFFF */, {"\xf0\x80\x80\x80", 4}, {"\xf0\x8f\xbf\xbf", 4},
      {"\xf4\x90\x80\x80", 4} /* U+110000 */, {"\xf5\x80\x80\x80", 4}, {"\xff", 1},
      {"\xfe", 1}, {"\xe2\x82", 2} /* truncated */, {"\xe2\x82x", 3}, {"ab\xf0\x9f\x98", 5},
      {"\xc3", 1}, {"\xc3\xa9\x80", 3},
    };
    for (i = 0; i < (int)(sizeof good / sizeof *good); i++) {
      CHECK(hv_import(vm, btext(&p, BT_STR, good[i].s, good[i].n), &v, err, sizeof err) == BT_OK &&
            IS_STR(v) && AS_STR(v)->len == good[i].n && memcmp(AS_STR(v)->data, good[i].s, good[i].n) == 0);
      CHECK(hv_utf8_valid(good[i].s, good[i].n));
    }
    CHECK(AS_STR(v)->nchars == 1);
    for (i = 0; i < (int)(sizeof badu / sizeof *badu); i++) {
      int r = hv_import(vm, btext(&p, BT_STR, badu[i].s, badu[i].n), &v, err, sizeof err);
      if (r != BT_INVALID) fprintf(stderr, "  bad UTF-8 case %d accepted\n", i);
      CHECK(r == BT_INVALID);
      CHECK(!hv_utf8_valid(badu[i].s, badu[i].n));
      /* and nested inside a container */
      b = bseq(&p, BT_LIST, 2, bint(&p, 1), bdict(&p, 1, bstr(&p, "k"),
               btext(&p, BT_STR, badu[i].s, badu[i].n)));
      CHECK(hv_import(vm, b, &v, err, sizeof err) == BT_INVALID);
      b = bseq(&p, BT_TUPLE, 2, btext(&p, BT_STR, badu[i].s, badu[i].n), bint(&p, 1));
      CHECK(hv_import(vm, b, &v, err, sizeof err) == BT_INVALID);
      b = bseq(&p, BT_SET, 2, btext(&p, BT_STR, badu[i].s, badu[i].n), bint(&p, 1));
      CHECK(hv_import(vm, b, &v, err, sizeof err) == BT_INVALID);
      b = bdict(&p, 2, btext(&p, BT_STR, badu[i].s, badu[i].n), bint(&p, 1), bint(&p, 2), bint(&p, 3));
      CHECK(hv_import(vm, b, &v, err, sizeof err) == BT_INVALID);
      CHECK(tjson(vm, b, NULL, err, sizeof err) == NULL);
    }
    CHECK(hv_import(vm, btext(&p, BT_STR, "\xed\xa0\x80", 3), &v, err, sizeof err) == BT_INVALID);
    CHECKSTR(err, "str is not valid UTF-8: invalid continuation byte at byte 0");
    CHECK(hv_import(vm, btext(&p, BT_STR, NULL, 0), &v, err, sizeof err) == BT_OK && AS_STR(v)->len == 0);
    CHECK(hv_import(vm, btext(&p, BT_STR, NULL, 3), &v, err, sizeof err) == BT_INVALID);
  }

  /* containers */
  b = bdict(&p, 3, bstr(&p, "a"), bseq(&p, BT_LIST, 2, bint(&p, 1), bnone(&p)),
            bseq(&p, BT_TUPLE, 2, bint(&p, 1), bstr(&p, "x")), bseq(&p, BT_SET, 3, bint(&p, 1), bint(&p, 1), bflt(&p, 1.0)),
            bstr(&p, "a"), bbool(&p, 0));
  CHECK(hv_import(vm, b, &v, err, sizeof err) == BT_OK && IS_OBJ(v, OT_DICT));
  /* a later duplicate key wins, at the first key's position (as dict()) */
  CHECK(AS_DICT(v)->len == 2 && IS_STR(AS_DICT(v)->entries[0].key) &&
        AS_DICT(v)->entries[0].value.tag == V_BOOL && AS_DICT(v)->entries[0].value.u.i == 0);
  CHECK(IS_OBJ(AS_DICT(v)->entries[1].key, OT_TUPLE) && IS_OBJ(AS_DICT(v)->entries[1].value, OT_SET) &&
        AS_SET(AS_DICT(v)->entries[1].value)->used == 1);
  CHECK(hv_import(vm, bseq(&p, BT_LIST, 0), &v, err, sizeof err) == BT_OK && AS_LIST(v)->len == 0);
  CHECK(hv_import(vm, bseq(&p, BT_TUPLE, 0), &v, err, sizeof err) == BT_OK && AS_TUPLE(v)->len == 0);
  CHECK(hv_import(vm, bseq(&p, BT_SET, 0), &v, err, sizeof err) == BT_OK && IS_OBJ(v, OT_SET));
  CHECK(hv_import(vm, bdict(&p, 0), &v, err, sizeof err) == BT_OK && AS_DICT(v)->len == 0);

  /* unhashable keys and set items */
  b = bdict(&p, 1, bseq(&p, BT_LIST, 0), bint(&p, 1));
  CHECK(hv_import(vm, b, &v, err, sizeof err) == BT_INVALID);
  CHECKSTR(err, "unhashable type: 'list'");
  CHECK(vm->exc.tag == V_UNDEF);
  b = bdict(&p, 1, bseq(&p, BT_TUPLE, 2, bint(&p, 1), bdict(&p, 0)), bint(&p, 1));
  CHECK(hv_import(vm, b, &v, err, sizeof err) == BT_INVALID);
  CHECKSTR(err, "unhashable type: 'dict'");
  b = bseq(&p, BT_SET, 2, bint(&p, 1), bseq(&p, BT_TUPLE, 1, bseq(&p, BT_LIST, 0)));
  CHECK(hv_import(vm, b, &v, err, sizeof err) == BT_INVALID);
  CHECKSTR(err, "unhashable type: 'list'");
  /* sets that must be hashable become frozensets: {frozenset()},
  ** {(frozenset(),): set()} */
  b = bseq(&p, BT_SET, 2, bint(&p, 1), bseq(&p, BT_SET, 0));
  CHECK(hv_import(vm, b, &v, err, sizeof err) == BT_OK && IS_OBJ(v, OT_SET) && AS_SET(v)->used == 2);
  b = bdict(&p, 1, bseq(&p, BT_TUPLE, 1, bseq(&p, BT_SET, 0)), bseq(&p, BT_SET, 0));
  CHECK(hv_import(vm, b, &v, err, sizeof err) == BT_OK &&
        IS_OBJ(AS_TUPLE(AS_DICT(v)->entries[0].key)->items[0], OT_FROZENSET) &&
        IS_OBJ(AS_DICT(v)->entries[0].value, OT_SET));
  CHECK(vm->exc.tag == V_UNDEF);

  /* malformed nodes */
  memset(&bad, 0, sizeof bad);
  bad.type = (bt_type)99;
  CHECK(hv_import(vm, &bad, &v, err, sizeof err) == BT_INVALID);
  CHECKSTR(err, "unknown bt_type 99");
  bad.type = (bt_type)-1;
  CHECK(hv_import(vm, &bad, &v, err, sizeof err) == BT_INVALID);
  CHECK(hv_import(vm, btext(&p, BT_OTHER, "<function f>", 12), &v, err, sizeof err) == BT_INVALID);
  CHECK(hv_import(vm, bseq(&p, BT_LIST, 1, &bad), &v, err, sizeof err) == BT_INVALID);
  CHECK(hv_import(vm, NULL, &v, err, sizeof err) == BT_INVALID);
  bad.type = BT_LIST; bad.u.seq.items = NULL; bad.u.seq.n = 3;
  CHECK(hv_import(vm, &bad, &v, err, sizeof err) == BT_INVALID);
  bad.type = BT_SET;
  CHECK(hv_import(vm, &bad, &v, err, sizeof err) == BT_INVALID);
  bad.type = BT_TUPLE;
  CHECK(hv_import(vm, &bad, &v, err, sizeof err) == BT_INVALID);
  memset(&bad, 0, sizeof bad);
  bad.type = BT_DICT; bad.u.map.keys = bstr(&p, "k"); bad.u.map.vals = NULL; bad.u.map.n = 1;
  CHECK(hv_import(vm, &bad, &v, err, sizeof err) == BT_INVALID);
  /* a count beyond the memory limit fails before any item is read */
  {
    bt_value one = *bint(&p, 1);
    static const int types[4] = {BT_LIST, BT_TUPLE, BT_SET, BT_DICT};
    size_t counts[3] = {(size_t)1 << 40, SIZE_MAX / 2, SIZE_MAX};
    int k, c;
    for (k = 0; k < 4; k++)
      for (c = 0; c < 3; c++) {
        memset(&bad, 0, sizeof bad);
        bad.type = (bt_type)types[k];
        if (types[k] == BT_DICT) {
          bad.u.map.keys = bad.u.map.vals = &one;
          bad.u.map.n = counts[c];
        } else {
          bad.u.seq.items = &one;
          bad.u.seq.n = counts[c];
        }
        CHECK(hv_import(vm, &bad, &v, err, sizeof err) == BT_NOMEM);
        CHECK(vm->exc.tag == V_UNDEF);
      }
  }
  /* err may be NULL */
  CHECK(hv_import(vm, &bad, &v, NULL, 0) == BT_NOMEM);

  /* depth: 200 levels pass, 201 fail; a cyclic host tree fails by depth */
  {
    bt_value *lv = calloc(BT_MAX_DEPTH + 1, sizeof *lv);
    for (i = 0; i < BT_MAX_DEPTH; i++) {   /* levels 0..199: 200 containers */
      lv[i].type = i % 2 ? BT_TUPLE : BT_LIST;
      lv[i].u.seq.n = 1;
      lv[i].u.seq.items = &lv[i + 1];
    }
    lv[BT_MAX_DEPTH].type = BT_INT;
    CHECK(hv_import(vm, &lv[0], &v, err, sizeof err) == BT_OK);
    lv[BT_MAX_DEPTH].type = BT_LIST;        /* 201 containers */
    CHECK(hv_import(vm, &lv[0], &v, err, sizeof err) == BT_INVALID);
    CHECKSTR(err, "value nested more than 200 levels deep");
    lv[0].u.seq.items = &lv[0];
    CHECK(hv_import(vm, &lv[0], &v, err, sizeof err) == BT_INVALID);
    /* dicts count too */
    memset(&bad, 0, sizeof bad);
    bad.type = BT_DICT; bad.u.map.keys = bstr(&p, "k"); bad.u.map.vals = &bad; bad.u.map.n = 1;
    CHECK(hv_import(vm, &bad, &v, err, sizeof err) == BT_INVALID);
    CHECKSTR(err, "value nested more than 200 levels deep");
    free(lv);
  }
  CHECK(vm->exc.tag == V_UNDEF);
  pfree(&p);
  vm_free(vm);
}

/* ---- JSON output against python3's json.dumps ----
** Generated with python3 (3.11):
**   import json
**   for v in vals: print(repr(v), '=>', json.dumps(json.dumps(v)))
** with vals = [None, True, False, 0, -1, 2**63-1, -2**63, 2**63, 2**200,
**   -2**100, 0.1, 1.0, -0.0, 1e16, 1e-05, 123456789012345.0,
**   1.2345678901234567e+16, 5e-324, 1.7976931348623157e+308, -2.5, "",
**   "abc", '"\\/\b\f\n\r\t', "\x00\x1f\x7f", "é€😀", "\U0010ffff",
**   "\ud7ff\ue000\uffff", [], {}, [1, [2, [3]]], (1, 2), [(), ((),)],
**   {"a": 1, "b": [True, None]}, {1.5: 1, True: 2, None: 3, 10**30: 4,
**   -0.0: 5, 1e16: 6, 7: 8, -2**100: 10, "é": 11},
**   {"k": {"n": [{"x": []}]}}] */
static void test_json_write(void) {
  VM *vm = tvm_new(0);
  Pool p = {NULL};
  char err[160], *s;
  int st;
  struct { bt_value *v; const char *want; } cases[40];
  int n = 0, i;
#define CASE(val, w) (cases[n].v = (val), cases[n].want = (w), n++)
  CASE(bnone(&p), "null");
  CASE(bbool(&p, 1), "true");
  CASE(bbool(&p, 0), "false");
  CASE(bint(&p, 0), "0");
  CASE(bint(&p, -1), "-1");
  CASE(bint(&p, INT64_MAX), "9223372036854775807");
  CASE(bint(&p, INT64_MIN), "-9223372036854775808");
  CASE(bbig(&p, "9223372036854775808"), "9223372036854775808");
  CASE(bbig(&p, "1606938044258990275541962092341162602522202993782792835301376"),
       "1606938044258990275541962092341162602522202993782792835301376");
  CASE(bbig(&p, "-1267650600228229401496703205376"), "-1267650600228229401496703205376");
  CASE(bbig(&p, "-007"), "-7");
  CASE(bbig(&p, "-0"), "0");
  CASE(bbig(&p, "000"), "0");
  CASE(bflt(&p, 0.1), "0.1");
  CASE(bflt(&p, 1.0), "1.0");
  CASE(bflt(&p, -0.0), "-0.0");
  CASE(bflt(&p, 1e16), "1e+16");
  CASE(bflt(&p, 1e-05), "1e-05");
  CASE(bflt(&p, 123456789012345.0), "123456789012345.0");
  CASE(bflt(&p, 1.2345678901234567e+16), "1.2345678901234568e+16");
  CASE(bflt(&p, 5e-324), "5e-324");
  CASE(bflt(&p, 1.7976931348623157e+308), "1.7976931348623157e+308");
  CASE(bflt(&p, -2.5), "-2.5");
  CASE(bstr(&p, ""), "\"\"");
  CASE(bstr(&p, "abc"), "\"abc\"");
  CASE(bstr(&p, "\"\\/\b\f\n\r\t"), "\"\\\"\\\\/\\b\\f\\n\\r\\t\"");
  CASE(btext(&p, BT_STR, "\0\x1f\x7f", 3), "\"\\u0000\\u001f\\u007f\"");
  CASE(bstr(&p, "\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80"), "\"\\u00e9\\u20ac\\ud83d\\ude00\"");
  CASE(bstr(&p, "\xf4\x8f\xbf\xbf"), "\"\\udbff\\udfff\"");
  CASE(bstr(&p, "\xed\x9f\xbf\xee\x80\x80\xef\xbf\xbf"), "\"\\ud7ff\\ue000\\uffff\"");
  CASE(bseq(&p, BT_LIST, 0), "[]");
  CASE(bdict(&p, 0), "{}");
  CASE(bseq(&p, BT_LIST, 2, bint(&p, 1), bseq(&p, BT_LIST, 2, bint(&p, 2),
       bseq(&p, BT_LIST, 1, bint(&p, 3)))), "[1, [2, [3]]]");
  CASE(bseq(&p, BT_TUPLE, 2, bint(&p, 1), bint(&p, 2)), "[1, 2]");
  CASE(bseq(&p, BT_LIST, 2, bseq(&p, BT_TUPLE, 0), bseq(&p, BT_TUPLE, 1, bseq(&p, BT_TUPLE, 0))),
       "[[], [[]]]");
  CASE(bdict(&p, 2, bstr(&p, "a"), bint(&p, 1), bstr(&p, "b"),
             bseq(&p, BT_LIST, 2, bbool(&p, 1), bnone(&p))),
       "{\"a\": 1, \"b\": [true, null]}");
  CASE(bdict(&p, 9, bflt(&p, 1.5), bint(&p, 1), bbool(&p, 1), bint(&p, 2), bnone(&p), bint(&p, 3),
             bbig(&p, "1000000000000000000000000000000"), bint(&p, 4), bflt(&p, -0.0), bint(&p, 5),
             bflt(&p, 1e16), bint(&p, 6), bint(&p, 7), bint(&p, 8),
             bbig(&p, "-1267650600228229401496703205376"), bint(&p, 10),
             bstr(&p, "\xc3\xa9"), bint(&p, 11)),
       "{\"1.5\": 1, \"true\": 2, \"null\": 3, \"1000000000000000000000000000000\": 4, "
       "\"-0.0\": 5, \"1e+16\": 6, \"7\": 8, \"-1267650600228229401496703205376\": 10, "
       "\"\\u00e9\": 11}");
  CASE(bdict(&p, 1, bstr(&p, "k"), bdict(&p, 1, bstr(&p, "n"),
       bseq(&p, BT_LIST, 1, bdict(&p, 1, bstr(&p, "x"), bseq(&p, BT_LIST, 0))))),
       "{\"k\": {\"n\": [{\"x\": []}]}}");
#undef CASE
  for (i = 0; i < n; i++) {
    s = tjson(vm, cases[i].v, &st, err, sizeof err);
    if (s == NULL) fprintf(stderr, "  case %d: %s\n", i, err);
    CHECKSTR(s, cases[i].want);
    free(s);
  }

  /* errors, with CPython's wording where it has one; b is left as it was */
  {
    static const struct { const char *msg; } want[] = {
      {"Out of range float values are not JSON compliant"},
      {"Out of range float values are not JSON compliant"},
      {"Out of range float values are not JSON compliant"},
      {"keys must be str, int, float, bool or None, not tuple"},
      {"keys must be str, int, float, bool or None, not list"},
      {"Out of range float values are not JSON compliant"},
      {"Object <function f at 0x1> is not JSON serializable"},
      {"str is not valid UTF-8: invalid start byte at byte 1"},
      {"BT_BIGINT text is not '-'? followed by decimal digits"},
      {"unknown bt_type 42"},
      {"list with 2 items and a NULL items pointer"},
      {"Object of type set is not JSON serializable"},
    };
    bt_value *bads[12], weird;
    Buf b = BUF_INIT;
    memset(&weird, 0, sizeof weird);
    weird.type = (bt_type)42;
    bads[0] = bflt(&p, NAN);
    bads[1] = bseq(&p, BT_LIST, 1, bflt(&p, INFINITY));
    bads[2] = bflt(&p, -INFINITY);
    bads[3] = bdict(&p, 1, bseq(&p, BT_TUPLE, 2, bint(&p, 1), bint(&p, 2)), bint(&p, 3));
    bads[4] = bdict(&p, 1, bseq(&p, BT_LIST, 0), bint(&p, 3));
    bads[5] = bdict(&p, 1, bflt(&p, NAN), bint(&p, 3));
    bads[6] = bseq(&p, BT_LIST, 2, bint(&p, 1), bstr(&p, "x"));
    ((bt_value *)bads[6]->u.seq.items)[1] = *btext(&p, BT_OTHER, "<function f at 0x1>", 19);
    bads[7] = bstr(&p, "a\xff");
    bads[8] = bbig(&p, "12x");
    bads[9] = &weird;
    bads[10] = bseq(&p, BT_LIST, 0);
    bads[10]->u.seq.n = 2;
    bads[11] = bdict(&p, 1, bstr(&p, "s"), bseq(&p, BT_SET, 2, bint(&p, 1), bstr(&p, "s")));
    CHECK(buf_put(vm, &b, "keep", 4) == 0);
    for (i = 0; i < 12; i++) {
      CHECK(hv_json_write(vm, bads[i], &b, err, sizeof err) == BT_INVALID);
      CHECKSTR(err, want[i].msg);
      CHECK(b.len == 4 && memcmp(b.p, "keep", 4) == 0);
      CHECK(vm->exc.tag == V_UNDEF);
    }
    /* the VM's BT_OTHER names its type: json.dumps's message */
    bads[0] = btext(&p, BT_OTHER, "<function f at 0x1>", 19);
    bads[0]->u.str.type = "function";
    CHECK(hv_json_write(vm, bads[0], &b, err, sizeof err) == BT_INVALID);
    CHECKSTR(err, "Object of type function is not JSON serializable");
    buf_free(vm, &b);
  }

  /* depth 200 is fine, 201 is not; a cyclic host tree fails by depth */
  {
    bt_value *lv = calloc(BT_MAX_DEPTH + 1, sizeof *lv);
    for (i = 0; i < BT_MAX_DEPTH; i++) {
      lv[i].type = BT_LIST;
      lv[i].u.seq.n = 1;
      lv[i].u.seq.items = &lv[i + 1];
    }
    lv[BT_MAX_DEPTH].type = BT_LIST;
    s = tjson(vm, &lv[1], &st, err, sizeof err);
    CHECK(s != NULL && strlen(s) == 2 * BT_MAX_DEPTH);
    free(s);
    CHECK(tjson(vm, &lv[0], &st, err, sizeof err) == NULL && st == BT_INVALID);
    CHECKSTR(err, "value nested more than 200 levels deep");
    lv[BT_MAX_DEPTH].u.seq.n = 1;
    lv[BT_MAX_DEPTH].u.seq.items = &lv[0];
    CHECK(tjson(vm, &lv[0], &st, err, sizeof err) == NULL && st == BT_INVALID);
    free(lv);
  }
  pfree(&p);
  vm_free(vm);
}

/* ---- JSON input ----
** Valid texts and json.dumps(json.loads(text)), from python3:
**   for s in good: print(json.dumps(s), '=>', json.dumps(json.dumps(json.loads(s)))) */
static void test_json_parse_good(void) {
  VM *vm = tvm_new(0);
  static const struct { const char *s; const char *want; } good[] = {
    {" {\"a\" : [1, 2.5, -0, -0.0, 1e2, 1E-2, true, false, null], \"b\": "
     "\"x\\u00e9\\ud83d\\ude00\\n\\/\\\"\\\\\\b\\f\\r\\t\"} ",
     "{\"a\": [1, 2.5, 0, -0.0, 100.0, 0.01, true, false, null], \"b\": "
     "\"x\\u00e9\\ud83d\\ude00\\n/\\\"\\\\\\b\\f\\r\\t\"}"},
    {"{\"a\": 1, \"b\": 2, \"a\": 3}", "{\"a\": 3, \"b\": 2}"},
    {"123456789012345678901234567890", "123456789012345678901234567890"},
    {"-9223372036854775809", "-9223372036854775809"},
    {"-9223372036854775808", "-9223372036854775808"},
    {"9223372036854775807", "9223372036854775807"},
    {"999999999999999999", "999999999999999999"},
    {"0.1", "0.1"},
    {"2.2250738585072014e-308", "2.2250738585072014e-308"},
    {"4.9e-324", "5e-324"},
    {"1.7976931348623157e308", "1.7976931348623157e+308"},
    {"123.456e-7", "1.23456e-05"},
    {"0.000001", "1e-06"},
    {"3.14159265358979323846264338327950288419716939937510", "3.141592653589793"},
    {"1e-400", "0.0"},
    {"-1e-400", "-0.0"},
    {"0e999999999999999999999", "0.0"},
    {"100000000000000000000000e-23", "1.0"},
    {"0.00000000000000000000000000000000000000000000001e46", "0.1"},
    {"\"\\ud834\\udd1e\"", "\"\\ud834\\udd1e\""},
    {"\"caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80\"", "\"caf\\u00e9 \\u20ac \\ud83d\\ude00\""},
    {"[[], {}, [[]], {\"\": \"\"}]", "[[], {}, [[]], {\"\": \"\"}]"},
    {"\t\n\r [ 1 , 2 ] \r\n", "[1, 2]"},
    {"\"\\u0000\"", "\"\\u0000\""},
    {"\"\x7f\"", "\"\\u007f\""},
    {"17976931348623157e292", "1.7976931348623157e+308"},
    {"1.5E+3", "1500.0"},
    {"-5e-1", "-0.5"},
    {"\xef\xbb\xbf[1]", "[1]"},       /* BOM skipped, as json.loads(bytes) */
  };
  char err[200], *s;
  int i, st;
  Value v;
  for (i = 0; i < (int)(sizeof good / sizeof *good); i++) {
    s = reparse(vm, good[i].s, strlen(good[i].s), &st, err, sizeof err);
    if (s == NULL) fprintf(stderr, "  good case %d: %s\n", i, err);
    CHECKSTR(s, good[i].want);
    free(s);
  }
  /* a 20000-digit mantissa still rounds correctly */
  {
    size_t n = 20004, k;
    char *t = malloc(n + 1);
    memcpy(t, "0.", 2);
    for (k = 2; k < n - 2; k++) t[k] = '3';
    memcpy(t + n - 2, "e1", 2);
    t[n] = 0;
    s = reparse(vm, t, n, &st, err, sizeof err);
    CHECKSTR(s, "3.3333333333333335");   /* repr(float('0.' + '3'*20000 + 'e1')) */
    free(s);
    free(t);
  }
  CHECK(hv_json_parse(vm, "NaN", 3, &v, err, sizeof err) == BT_OK && v.tag == V_FLOAT && isnan(v.u.f));
  CHECK(hv_json_parse(vm, "Infinity", 8, &v, err, sizeof err) == BT_OK && v.u.f == INFINITY);
  CHECK(hv_json_parse(vm, "[-Infinity]", 11, &v, err, sizeof err) == BT_OK &&
        AS_LIST(v)->items[0].u.f == -INFINITY);
  CHECK(hv_json_parse(vm, "1e400", 5, &v, err, sizeof err) == BT_OK && v.u.f == INFINITY);
  CHECK(hv_json_parse(vm, "-1e99999999999999999999999", 26, &v, err, sizeof err) == BT_OK &&
        v.u.f == -INFINITY);
  CHECK(hv_json_parse(vm, "-0", 2, &v, err, sizeof err) == BT_OK && v.tag == V_INT && v.u.i == 0);
  CHECK(hv_json_parse(vm, "-0.0", 4, &v, err, sizeof err) == BT_OK && v.tag == V_FLOAT && signbit(v.u.f));
  CHECK(hv_json_parse(vm, "\"a\\u0000b\"", 10, &v, err, sizeof err) == BT_OK && AS_STR(v)->len == 3);
  CHECK(hv_json_parse(vm, "[1]xyz", 3, &v, err, sizeof err) == BT_OK);   /* len bounds the text */
  /* the length is what counts, not a NUL */
  CHECK(hv_json_parse(vm, NULL, 0, &v, err, sizeof err) == BT_INVALID);
  CHECKSTR(err, "Expecting value: line 1 column 1 (char 0)");
  /* numbers do not depend on the C locale (where a German one is installed;
  ** `localedef -i de_DE -f UTF-8 DIR/de_DE.UTF-8` and LOCPATH=DIR make one) */
  if (setlocale(LC_NUMERIC, "de_DE.UTF-8") || setlocale(LC_NUMERIC, "de_DE.utf8")) {
    CHECK(hv_json_parse(vm, "1.5", 3, &v, err, sizeof err) == BT_OK && v.u.f == 1.5);
    s = reparse(vm, "[2.5e-3, 0.1]", 13, &st, err, sizeof err);
    CHECKSTR(s, "[0.0025, 0.1]");
    free(s);
    setlocale(LC_NUMERIC, "C");
  }
  /* more than 4300 digits: ValueError from int() */
  {
    char *t = malloc(4400);
    memset(t, '9', 4400);
    CHECK(hv_json_parse(vm, t, 4400, &v, err, sizeof err) == BT_INVALID);
    CHECKSTR(err, "Exceeds the limit (4300 digits) for integer string conversion: value has "
             "4400 digits; use sys.set_int_max_str_digits() to increase the limit");
    free(t);
  }
  CHECK(vm->exc.tag == V_UNDEF);
  vm_free(vm);
}

/* Malformed JSON and json.loads's messages, from python3:
**   for s in bad:
**     try: json.loads(s)
**     except json.JSONDecodeError as e: print(repr(s), str(e)) */
#define J(lit, msg) {lit, sizeof(lit) - 1, msg}
static const struct { const char *s; size_t n; const char *msg; } bad_json[] = {
  J("", "Expecting value: line 1 column 1 (char 0)"),
  J("  ", "Expecting value: line 1 column 3 (char 2)"),
  J("[", "Expecting value: line 1 column 2 (char 1)"),
  J("[1", "Expecting ',' delimiter: line 1 column 3 (char 2)"),
  J("[1,", "Expecting value: line 1 column 4 (char 3)"),
  J("[1,]", "Expecting value: line 1 column 4 (char 3)"),
  J("{", "Expecting property name enclosed in double quotes: line 1 column 2 (char 1)"),
  J("{\"a\"", "Expecting ':' delimiter: line 1 column 5 (char 4)"),
  J("{\"a\":", "Expecting value: line 1 column 6 (char 5)"),
  J("{\"a\":1", "Expecting ',' delimiter: line 1 column 7 (char 6)"),
  J("{\"a\":1,", "Expecting property name enclosed in double quotes: line 1 column 8 (char 7)"),
  J("{\"a\":1,}", "Expecting property name enclosed in double quotes: line 1 column 8 (char 7)"),
  J("{1:2}", "Expecting property name enclosed in double quotes: line 1 column 2 (char 1)"),
  J("{\"a\" 1}", "Expecting ':' delimiter: line 1 column 6 (char 5)"),
  J("[1 2]", "Expecting ',' delimiter: line 1 column 4 (char 3)"),
  J("01", "Extra data: line 1 column 2 (char 1)"),
  J("1.", "Extra data: line 1 column 2 (char 1)"),
  J(".5", "Expecting value: line 1 column 1 (char 0)"),
  J("+1", "Expecting value: line 1 column 1 (char 0)"),
  J("-", "Expecting value: line 1 column 1 (char 0)"),
  J("1e", "Extra data: line 1 column 2 (char 1)"),
  J("1e+", "Extra data: line 1 column 2 (char 1)"),
  J("1.e5", "Extra data: line 1 column 2 (char 1)"),
  J("[01]", "Expecting ',' delimiter: line 1 column 3 (char 2)"),
  J("\"abc", "Unterminated string starting at: line 1 column 1 (char 0)"),
  J("\"\\x\"", "Invalid \\escape: line 1 column 2 (char 1)"),
  J("\"\\u12\"", "Invalid \\uXXXX escape: line 1 column 3 (char 2)"),
  J("\"\\u12g4\"", "Invalid \\uXXXX escape: line 1 column 3 (char 2)"),
  J("\"a\012b\"", "Invalid control character at: line 1 column 3 (char 2)"),
  J("tru", "Expecting value: line 1 column 1 (char 0)"),
  J("nul", "Expecting value: line 1 column 1 (char 0)"),
  J("nan", "Expecting value: line 1 column 1 (char 0)"),
  J("-NaN", "Expecting value: line 1 column 1 (char 0)"),
  J("[1]x", "Extra data: line 1 column 4 (char 3)"),
  J("1 2", "Extra data: line 1 column 3 (char 2)"),
  J("\"\\", "Unterminated string starting at: line 1 column 1 (char 0)"),
  J("\"\\u", "Invalid \\uXXXX escape: line 1 column 3 (char 2)"),
  J("infinity", "Expecting value: line 1 column 1 (char 0)"),
  J("{\"a\":1}}", "Extra data: line 1 column 8 (char 7)"),
  J("[1,\012 2,\012 x]", "Expecting value: line 3 column 2 (char 9)"),
  J("\"\303\251\" x", "Extra data: line 1 column 5 (char 4)"),
  J("-01", "Extra data: line 1 column 3 (char 2)"),
  J("0x10", "Extra data: line 1 column 2 (char 1)"),
  J("\"\011\"", "Invalid control character at: line 1 column 2 (char 1)"),
  J("{\"a\":1 \"b\":2}", "Expecting ',' delimiter: line 1 column 8 (char 7)"),
  J("{'a':1}", "Expecting property name enclosed in double quotes: line 1 column 2 (char 1)"),
  J("[,1]", "Expecting value: line 1 column 2 (char 1)"),
  J("{,}", "Expecting property name enclosed in double quotes: line 1 column 2 (char 1)"),
  J("[-]", "Expecting value: line 1 column 2 (char 1)"),
  J("[\"a\" , ]", "Expecting value: line 1 column 8 (char 7)"),
  J("\"\\ud800\\u12\"", "Invalid \\uXXXX escape: line 1 column 9 (char 8)"),
  J("\"\\ud800\\uzzzz\"", "Invalid \\uXXXX escape: line 1 column 9 (char 8)"),
  J("[1,,2]", "Expecting value: line 1 column 4 (char 3)"),
  J("{\"a\"::1}", "Expecting value: line 1 column 6 (char 5)"),
  J("[true false]", "Expecting ',' delimiter: line 1 column 7 (char 6)"),
  J("True", "Expecting value: line 1 column 1 (char 0)"),
  J("None", "Expecting value: line 1 column 1 (char 0)"),
  J("\"\\u12345", "Unterminated string starting at: line 1 column 1 (char 0)"),
  J("\"abc\\\"", "Unterminated string starting at: line 1 column 1 (char 0)"),
  J("{\"\303\251\": 1, 2}", "Expecting property name enclosed in double quotes: line 1 column 10 (char 9)"),
  J("\012\012  x", "Expecting value: line 3 column 3 (char 4)"),
  J("\"\\U0001F600\"", "Invalid \\escape: line 1 column 2 (char 1)"),
  J("[1] [2]", "Extra data: line 1 column 5 (char 4)"),
  J("1_000", "Extra data: line 1 column 2 (char 1)"),
  J("- 1", "Expecting value: line 1 column 1 (char 0)"),
  J("--1", "Expecting value: line 1 column 1 (char 0)"),
  J("\000", "Expecting value: line 1 column 1 (char 0)"),
  J("\"\000\"", "Invalid control character at: line 1 column 2 (char 1)"),
  J("[\177]", "Expecting value: line 1 column 2 (char 1)"),
  /* Python accepts lone surrogates; a VM str cannot hold them */
  J("\"\\ud800\"", "Unpaired surrogate \\uXXXX escape (not representable): line 1 column 2 (char 1)"),
  J("[\"ok\", \"\\udc00\"]", "Unpaired surrogate \\uXXXX escape (not representable): line 1 column 9 (char 8)"),
  J("\"\\ud800\\u0041\"", "Unpaired surrogate \\uXXXX escape (not representable): line 1 column 2 (char 1)"),
  J("\"\\ud800\\ud800\"", "Unpaired surrogate \\uXXXX escape (not representable): line 1 column 2 (char 1)"),
  /* ... unless the text has a syntax error further on (python3 messages) */
  J("[\"\\ud800\", x]", "Expecting value: line 1 column 12 (char 11)"),
  J("\"\\ud800\" x", "Extra data: line 1 column 10 (char 9)"),
  J("{\"\\udc00\": 1,}", "Expecting property name enclosed in double quotes: line 1 column 14 (char 13)"),
  /* invalid UTF-8: json.loads(bytes) raises UnicodeDecodeError, from
  ** python3: b.decode() for each b */
  J("\"\342\202\"", "'utf-8' codec can't decode bytes in position 1-2: invalid continuation byte"),
  J("[1, \"\377\"]", "'utf-8' codec can't decode byte 0xff in position 5: invalid start byte"),
  J("\"\300\200\"", "'utf-8' codec can't decode byte 0xc0 in position 1: invalid start byte"),
  J("\"\355\240\200\"", "'utf-8' codec can't decode byte 0xed in position 1: invalid continuation byte"),
  J("\"\364\220\200\200\"", "'utf-8' codec can't decode byte 0xf4 in position 1: invalid continuation byte"),
  J("\"\360\237\230", "'utf-8' codec can't decode bytes in position 1-3: unexpected end of data"),
  J("1 \200", "'utf-8' codec can't decode byte 0x80 in position 2: invalid start byte"),
};
#undef J

static void test_json_parse_bad(void) {
  VM *vm = tvm_new(0);
  char err[200];
  Value v;
  int i;
  for (i = 0; i < (int)(sizeof bad_json / sizeof *bad_json); i++) {
    int r = hv_json_parse(vm, bad_json[i].s, bad_json[i].n, &v, err, sizeof err);
    if (r != BT_INVALID) fprintf(stderr, "  bad case %d: status %d\n", i, r);
    CHECK(r == BT_INVALID);
    CHECKSTR(err, bad_json[i].msg);
    CHECK(vm->exc.tag == V_UNDEF);
  }
  /* a short err buffer is truncated, still NUL-terminated */
  {
    char small[8];
    CHECK(hv_json_parse(vm, "[", 1, &v, small, sizeof small) == BT_INVALID);
    CHECKSTR(small, "Expecti");
    CHECK(hv_json_parse(vm, "[", 1, &v, NULL, 0) == BT_INVALID);
  }
  vm_free(vm);
}

static void test_json_depth(void) {
  VM *vm = tvm_new(0);
  char err[200], *t;
  size_t n = 1000000, k;
  Value v;
  clock_t c0;
  int i;
  t = malloc(2 * n + 16);
  /* 200 levels parse, 201 do not */
  for (k = 0; k < BT_MAX_DEPTH; k++) { t[k] = '['; t[2 * BT_MAX_DEPTH - 1 - k] = ']'; }
  CHECK(hv_json_parse(vm, t, 2 * BT_MAX_DEPTH, &v, err, sizeof err) == BT_OK);
  for (i = 0; i < BT_MAX_DEPTH - 1; i++) v = AS_LIST(v)->items[0];
  CHECK(IS_OBJ(v, OT_LIST) && AS_LIST(v)->len == 0);
  for (k = 0; k <= BT_MAX_DEPTH; k++) { t[k] = '['; t[2 * BT_MAX_DEPTH + 1 - k] = ']'; }
  CHECK(hv_json_parse(vm, t, 2 * BT_MAX_DEPTH + 2, &v, err, sizeof err) == BT_INVALID);
  CHECKSTR(err, "JSON nested more than 200 levels deep: line 1 column 201 (char 200)");
  /* objects count as levels too: {"a": ... 200 deep */
  {
    size_t m = 0;
    for (i = 0; i < BT_MAX_DEPTH; i++) { memcpy(t + m, "{\"a\": ", 6); m += 6; }
    t[m++] = '1';
    for (i = 0; i < BT_MAX_DEPTH; i++) t[m++] = '}';
    CHECK(hv_json_parse(vm, t, m, &v, err, sizeof err) == BT_OK);
    m = 0;
    for (i = 0; i <= BT_MAX_DEPTH; i++) {
      if (i % 2) { memcpy(t + m, "{\"a\": ", 6); m += 6; }
      else t[m++] = '[';
    }
    CHECK(hv_json_parse(vm, t, m, &v, err, sizeof err) == BT_INVALID);
    CHECK(strncmp(err, "JSON nested more than 200 levels deep", 37) == 0);
  }
  /* 10000 and 1000000 '[' fail at once, without deep recursion */
  c0 = clock();
  memset(t, '[', n);
  CHECK(hv_json_parse(vm, t, 10000, &v, err, sizeof err) == BT_INVALID);
  CHECK(hv_json_parse(vm, t, n, &v, err, sizeof err) == BT_INVALID);
  memset(t + n, ']', n);
  CHECK(hv_json_parse(vm, t, 2 * n, &v, err, sizeof err) == BT_INVALID);
  CHECK((double)(clock() - c0) / CLOCKS_PER_SEC < 2.0);
  free(t);
  CHECK(vm->exc.tag == V_UNDEF);
  vm_free(vm);
}

/* Every allocation failure is reported cleanly: run each conversion with
** the memory limit at used + k for growing k until it succeeds. */
static void test_nomem(void) {
  VM *vm = tvm_new(0);
  Pool p = {NULL};
  const char *json = "{\"a\": [1, 2.5, \"x\\u00e9y\", {\"b\": [true, null, "
                     "123456789012345678901234567890]}], \"c\": \"" "long string long string\"}";
  Value big = BIGP(vm, 3, 300, 0), v;
  Value val = Dn(vm, 2, S(vm, "key"), Ln(vm, 3, big, S(vm, "a long-ish string value"),
                 Setn(vm, false, 2, vint(1), Tn(vm, 1, vfloat(1.5)))),
                 vtype(T_INT), Tn(vm, 2, VNONE, Ln(vm, 0)));
  bt_value *tree = bdict(&p, 2, bstr(&p, "k"), bseq(&p, BT_LIST, 3, bbig(&p, "-123456789012345678901234567890"),
                         bstr(&p, "\xc3\xa9t\xc3\xa9"), bseq(&p, BT_SET, 2, bint(&p, 1), bstr(&p, "s"))),
                         bint(&p, 5), bseq(&p, BT_TUPLE, 1, bdict(&p, 1, bstr(&p, "x"), bflt(&p, 2.0))));
  /* the same shape for JSON, which has no set (json.dumps refuses them) */
  bt_value *jtree = bdict(&p, 2, bstr(&p, "k"), bseq(&p, BT_LIST, 3, bbig(&p, "-123456789012345678901234567890"),
                          bstr(&p, "\xc3\xa9t\xc3\xa9"), bseq(&p, BT_LIST, 2, bint(&p, 1), bstr(&p, "s"))),
                          bint(&p, 5), bseq(&p, BT_TUPLE, 1, bdict(&p, 1, bstr(&p, "x"), bflt(&p, 2.0))));
  char err[200];
  size_t k, base;
  int ok[4] = {0, 0, 0, 0}, r;
  for (k = 0; k < 100000 && !(ok[0] && ok[1] && ok[2] && ok[3]); k += 8) {
    Arena a;
    bt_value *o;
    Buf b = BUF_INIT;
    base = mem_held(&vm->mem);   /* (freed blocks the Mem keeps count) */
    vm->mem.limit = base + k;
    if (!ok[0]) {
      arena_init(&a, &vm->mem);
      r = hv_export(vm, &a, val, &o);
      if (r == 0) ok[0] = 1;
      else CHECK(texc(vm, T_MemoryError, NULL));
      arena_free(&a);
    }
    if (!ok[1]) {
      r = hv_import(vm, tree, &v, err, sizeof err);
      if (r == BT_OK) ok[1] = 1;
      else { if (r != BT_NOMEM) fprintf(stderr, "  import k=%zu: %d %s\n", k, r, err); CHECK(r == BT_NOMEM); CHECKSTR(err, "out of memory"); }
      CHECK(vm->exc.tag == V_UNDEF);
    }
    if (!ok[2]) {
      vm->mem.limit = mem_held(&vm->mem) + k;
      r = hv_json_parse(vm, json, strlen(json), &v, err, sizeof err);
      if (r == BT_OK) ok[2] = 1;
      else { CHECK(r == BT_NOMEM); CHECKSTR(err, "out of memory"); }
      CHECK(vm->exc.tag == V_UNDEF);
    }
    if (!ok[3]) {
      vm->mem.limit = mem_held(&vm->mem) + k;
      r = hv_json_write(vm, jtree, &b, err, sizeof err);
      if (r == BT_OK) ok[3] = 1;
      else { CHECK(r == BT_NOMEM); CHECK(b.len == 0); }
      CHECK(vm->exc.tag == V_UNDEF);
      vm->mem.limit = 0;
      buf_free(vm, &b);
    }
    vm->mem.limit = 0;
  }
  CHECK(ok[0] && ok[1] && ok[2] && ok[3]);
  pfree(&p);
  vm_free(vm);
}

int main(void) {
  test_export_scalars();
  test_export_containers();
  test_export_limits();
  test_roundtrip();
  test_import();
  test_json_write();
  test_json_parse_good();
  test_json_parse_bad();
  test_json_depth();
  test_nomem();
  printf("test_value: %d checks, %d failures\n", checks, failures);
  return failures ? 1 : 0;
}
