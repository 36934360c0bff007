/*
** schema.c - JSON Schema of a tool's arguments -> Python signature and
** docstring.  The mapping is described in schema.h; bt_tool_schema
** (api.c) registers the result as any other tool.
**
** The schema is parsed into VM values (hv_json_parse, which bounds its
** depth) and read in place: nothing here runs Python code, so no GC can
** run and the parsed tree needs no rooting.  Recursion follows the
** schema's nesting (bounded by the parser) plus `$ref` hops (bounded by
** MAX_REFS), never the input's size.
*/
#include <stdio.h>
#include <string.h>
#include "schema.h"
#include "value.h"
#include "../vm/vm.h"

#define MAX_REFS 8        /* `$ref` hops followed on one path */

typedef struct Ctx {
  VM *vm;
  Value root;             /* the whole schema, for `$ref` */
  char *err;
  size_t errlen;
} Ctx;

/* obj[key] when obj is a dict holding key: 1 found, 0 not. */
static int get(Ctx *x, Value obj, const char *key, Value *out) {
  if (!IS_OBJ(obj, OT_DICT)) return 0;
  return dict_get_str(x->vm, AS_DICT(obj), key, strlen(key), out) == 1;
}

static const char *str_of(Value v) {
  return IS_STR(v) ? AS_STR(v)->data : NULL;
}

static int fail(Ctx *x, const char *what) {
  snprintf(x->err, x->errlen, "schema: %s", what);
  return BT_INVALID;
}

static int nomem(Ctx *x) {
  x->vm->exc = VUNDEF;
  snprintf(x->err, x->errlen, "out of memory");
  return BT_NOMEM;
}

/* The schema a `$ref` names, or the schema itself. */
static Value deref(Ctx *x, Value s, int *hops) {
  Value ref, defs, target;
  const char *r;
  while (get(x, s, "$ref", &ref) && (r = str_of(ref)) != NULL && *hops < MAX_REFS) {
    const char *name;
    if (strncmp(r, "#/$defs/", 8) == 0) {
      name = r + 8;
      if (!get(x, x->root, "$defs", &defs)) break;
    } else if (strncmp(r, "#/definitions/", 14) == 0) {
      name = r + 14;
      if (!get(x, x->root, "definitions", &defs)) break;
    } else {
      break;
    }
    if (!get(x, defs, name, &target)) break;
    s = target;
    (*hops)++;
  }
  return s;
}

/* Python type name of a JSON value (for enum and const). */
static const char *value_type(Value v) {
  switch (v.tag) {
  case V_NONE: return "None";
  case V_BOOL: return "bool";
  case V_INT: return "int";
  case V_FLOAT: return "float";
  default: break;
  }
  if (IS_BIG(v)) return "int";
  if (IS_STR(v)) return "str";
  if (IS_OBJ(v, OT_LIST)) return "list";
  return "dict";
}

static const char *json_type(const char *t) {
  if (strcmp(t, "string") == 0) return "str";
  if (strcmp(t, "integer") == 0) return "int";
  if (strcmp(t, "number") == 0) return "float";
  if (strcmp(t, "boolean") == 0) return "bool";
  if (strcmp(t, "null") == 0) return "None";
  if (strcmp(t, "array") == 0) return "list";
  if (strcmp(t, "object") == 0) return "dict";
  return NULL;
}

/* A union under construction: its members, each once, " | " between. */
typedef struct Union {
  Buf b;
  bool any;               /* a member has no annotation: neither has the union */
} Union;

static int union_add(Ctx *x, Union *u, const char *t, size_t n) {
  size_t i = 0;
  if (n == 0) { u->any = true; return 0; }
  while (i < u->b.len) {                  /* already a member? */
    const char *sep = strstr(u->b.p + i, " | ");
    size_t end = sep ? (size_t)(sep - u->b.p) : u->b.len;
    if (end - i == n && memcmp(u->b.p + i, t, n) == 0) return 0;
    i = sep ? end + 3 : u->b.len;
  }
  if ((u->b.len && buf_put(x->vm, &u->b, " | ", 3)) || buf_put(x->vm, &u->b, t, n))
    return nomem(x);
  return 0;
}

static int render_type(Ctx *x, Value s, Buf *out, int hops);

/* Members of anyOf/oneOf, or of the values of enum, into u. */
static int union_of(Ctx *x, Union *u, Value list, bool values, int hops) {
  size_t i;
  List *l = AS_LIST(list);
  for (i = 0; i < l->len; i++) {
    int r;
    if (values) {
      const char *t = value_type(l->items[i]);
      r = union_add(x, u, t, strlen(t));
    } else {
      Buf m = BUF_INIT;
      r = render_type(x, l->items[i], &m, hops);
      if (r == 0) r = union_add(x, u, m.p ? m.p : "", m.len);
      buf_free(x->vm, &m);
    }
    if (r) return r;
  }
  return 0;
}

/* Append the annotation of schema s to out (nothing for "any value"). */
static int render_type(Ctx *x, Value s, Buf *out, int hops) {
  Value t, v;
  Union u = {BUF_INIT, false};
  int r = 0;
  s = deref(x, s, &hops);
  if (!IS_OBJ(s, OT_DICT)) return 0;       /* true, false, or a dangling $ref */
  if (get(x, s, "enum", &v) && IS_OBJ(v, OT_LIST)) {
    r = union_of(x, &u, v, true, hops);
  } else if (get(x, s, "const", &v)) {
    const char *ty = value_type(v);
    r = union_add(x, &u, ty, strlen(ty));
  } else if ((get(x, s, "anyOf", &v) || get(x, s, "oneOf", &v)) && IS_OBJ(v, OT_LIST)) {
    r = union_of(x, &u, v, false, hops);
  } else if (get(x, s, "type", &t)) {
    size_t i, n = IS_OBJ(t, OT_LIST) ? AS_LIST(t)->len : 1;
    for (i = 0; i < n && r == 0; i++) {
      Value ti = IS_OBJ(t, OT_LIST) ? AS_LIST(t)->items[i] : t;
      const char *py = str_of(ti) ? json_type(str_of(ti)) : NULL;
      Buf m = BUF_INIT;
      Value items;
      if (py == NULL) { u.any = true; break; }
      if (strcmp(py, "list") == 0 && get(x, s, "items", &items)) {
        Buf it = BUF_INIT;
        r = render_type(x, items, &it, hops);
        if (r == 0 && it.len &&
            buf_printf(x->vm, &m, "list[%.*s]", (int)it.len, it.p))
          r = nomem(x);
        buf_free(x->vm, &it);
      }
      if (r == 0)
        r = m.len ? union_add(x, &u, m.p, m.len) : union_add(x, &u, py, strlen(py));
      buf_free(x->vm, &m);
    }
  } else {
    u.any = true;
  }
  if (r == 0 && !u.any && u.b.len && buf_put(x->vm, out, u.b.p, u.b.len)) r = nomem(x);
  buf_free(x->vm, &u.b);
  return r;
}

static bool is_identifier(const char *s) {
  static const char *const keywords[] = {
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class",
    "continue", "def", "del", "elif", "else", "except", "finally", "for", "from",
    "global", "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass",
    "raise", "return", "try", "while", "with", "yield"};
  size_t i;
  if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || *s == '_')) return false;
  for (i = 1; s[i]; i++)
    if (!((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' && s[i] <= 'Z') || s[i] == '_' ||
          (s[i] >= '0' && s[i] <= '9')))
      return false;
  for (i = 0; i < sizeof keywords / sizeof keywords[0]; i++)
    if (strcmp(s, keywords[i]) == 0) return false;
  return true;
}

/* Before another sentence of an argument's line: end the one before it
** (a description often has no final period). */
static int end_sentence(Ctx *x, Buf *line) {
  char c = line->len ? line->p[line->len - 1] : '.';
  if (c == '.' || c == '!' || c == '?' || c == ':') return 0;
  return buf_putc(x->vm, line, '.') ? nomem(x) : 0;
}

/* " Keys: a (str), b (int, optional)." for an object schema with
** properties (or an array of them). */
static int render_keys(Ctx *x, Value s, Buf *doc, int hops) {
  Value props, req, items, k, v;
  size_t pos = 0, n = 0;
  const char *lead = " Keys: ";
  s = deref(x, s, &hops);
  if (get(x, s, "items", &items)) {
    items = deref(x, items, &hops);
    if (get(x, items, "properties", &props)) { s = items; lead = " Items have keys: "; }
  }
  if (!get(x, s, "properties", &props) || !IS_OBJ(props, OT_DICT)) return 0;
  if (!get(x, s, "required", &req) || !IS_OBJ(req, OT_LIST)) req = VNONE;
  while (dict_next(AS_DICT(props), &pos, &k, &v)) {
    Buf t = BUF_INIT;
    bool required = false;
    size_t i;
    int r;
    if (IS_OBJ(req, OT_LIST))
      for (i = 0; i < AS_LIST(req)->len; i++)
        if (IS_STR(AS_LIST(req)->items[i]) && str_eq(AS_STR(AS_LIST(req)->items[i]), AS_STR(k)))
          required = true;
    r = render_type(x, v, &t, hops);
    if (r == 0 && n == 0) r = end_sentence(x, doc);
    if (r == 0 &&
        buf_printf(x->vm, doc, "%s%s%s%.*s%s%s", n ? ", " : lead, AS_STR(k)->data,
                   t.len || !required ? " (" : "", (int)t.len, t.p ? t.p : "",
                   required ? "" : t.len ? ", optional" : "optional",
                   t.len || !required ? ")" : ""))
      r = nomem(x);
    buf_free(x->vm, &t);
    if (r) return r;
    n++;
  }
  if (n && buf_put(x->vm, doc, ".", 1)) return nomem(x);
  return 0;
}

/* One parameter's line of the Args section (nothing when there is nothing
** to say). */
static int render_arg_doc(Ctx *x, const char *name, bool ident, Value s, Buf *doc,
                          bool *any) {
  Buf line = BUF_INIT;
  Value d, e;
  int hops = 0, r = 0;
  size_t i;
  s = deref(x, s, &hops);
  if (get(x, s, "description", &d) && IS_STR(d) && AS_STR(d)->len) {
    /* one line: a description's own newlines become spaces */
    Str *ds = AS_STR(d);
    if (buf_putc(x->vm, &line, ' ')) r = nomem(x);
    for (i = 0; r == 0 && i < ds->len; i++)
      if (buf_putc(x->vm, &line, ds->data[i] == '\n' ? ' ' : ds->data[i])) r = nomem(x);
  }
  if (r == 0 && get(x, s, "enum", &e) && IS_OBJ(e, OT_LIST) && AS_LIST(e)->len) {
    if ((r = end_sentence(x, &line)) == 0 && buf_put(x->vm, &line, " One of: ", 9)) r = nomem(x);
    for (i = 0; r == 0 && i < AS_LIST(e)->len; i++)
      if ((i && buf_put(x->vm, &line, ", ", 2)) ||
          vm_repr_buf(x->vm, AS_LIST(e)->items[i], &line))
        r = nomem(x);
    if (r == 0 && buf_putc(x->vm, &line, '.')) r = nomem(x);
  }
  if (r == 0) r = render_keys(x, s, &line, hops);
  if (r == 0 && !ident && (r = end_sentence(x, &line)) == 0 &&
      buf_put(x->vm, &line, " Not a Python name: pass it as **{...}.", 39))
    r = nomem(x);
  if (r == 0 && line.len) {
    if ((!*any && (doc->len ? buf_put(x->vm, doc, "\n\nArgs:", 7)
                            : buf_put(x->vm, doc, "Args:", 5))) ||
        buf_printf(x->vm, doc, ident ? "\n    %s:%.*s" : "\n    '%s':%.*s", name,
                   (int)line.len, line.p))
      r = nomem(x);
    *any = true;
  }
  buf_free(x->vm, &line);
  return r;
}

/* One parameter "name: T = default" of the signature. */
static int render_param(Ctx *x, const char *name, Value s, bool required, Buf *sig) {
  Buf t = BUF_INIT;
  Value dflt;
  int r = render_type(x, s, &t, 0), hops = 0;
  bool has_default = !required && get(x, deref(x, s, &hops), "default", &dflt);
  if (r) return r;
  if (sig->len && buf_put(x->vm, sig, ", ", 2)) goto oom;
  if (buf_put(x->vm, sig, name, strlen(name))) goto oom;
  if (t.len) {
    bool none_ok = has_default || strstr(t.p, "None") != NULL;
    if (buf_printf(x->vm, sig, ": %.*s%s", (int)t.len, t.p,
                   required || none_ok ? "" : " | None"))
      goto oom;
  }
  if (!required) {
    if (buf_put(x->vm, sig, t.len ? " = " : "=", t.len ? 3 : 1)) goto oom;
    if (has_default ? vm_repr_buf(x->vm, dflt, sig) : buf_put(x->vm, sig, "None", 4))
      goto oom;
  }
  buf_free(x->vm, &t);
  return 0;
oom:
  buf_free(x->vm, &t);
  return nomem(x);
}

static bool in_required(Value req, Str *name) {
  size_t i;
  if (!IS_OBJ(req, OT_LIST)) return false;
  for (i = 0; i < AS_LIST(req)->len; i++)
    if (IS_STR(AS_LIST(req)->items[i]) && str_eq(AS_STR(AS_LIST(req)->items[i]), name))
      return true;
  return false;
}

static int render(Ctx *x, const char *description, Buf *sig, Buf *doc) {
  Value s = x->root, t, props = VNONE, req = VNONE, k, v;
  size_t pos, i;
  bool any_doc = false, odd_names = false;
  int pass, r, hops = 0;
  s = deref(x, s, &hops);
  if (!IS_OBJ(s, OT_DICT)) return fail(x, "not a JSON object");
  if (get(x, s, "type", &t) && !(IS_STR(t) && strcmp(AS_STR(t)->data, "object") == 0))
    return fail(x, "the arguments' schema must have \"type\": \"object\"");
  if (get(x, s, "properties", &props) && !IS_OBJ(props, OT_DICT))
    return fail(x, "\"properties\" must be an object");
  if (get(x, s, "required", &req)) {
    if (!IS_OBJ(req, OT_LIST)) return fail(x, "\"required\" must be an array of names");
    for (i = 0; i < AS_LIST(req)->len; i++)
      if (!IS_STR(AS_LIST(req)->items[i]))
        return fail(x, "\"required\" must be an array of names");
  }
  if (description && *description && buf_put(x->vm, doc, description, strlen(description)))
    return nomem(x);
  /* required names the properties do not describe are parameters too */
  if (IS_OBJ(req, OT_LIST))
    for (i = 0; i < AS_LIST(req)->len; i++) {
      Str *n = AS_STR(AS_LIST(req)->items[i]);
      Value unused;
      if (IS_OBJ(props, OT_DICT) && dict_get(x->vm, AS_DICT(props), vobj(n), &unused) == 1)
        continue;
      if (!is_identifier(n->data)) { odd_names = true; continue; }
      if ((r = render_param(x, n->data, VNONE, true, sig)) != 0) return r;
    }
  /* pass 0: required properties; pass 1: optional ones */
  for (pass = 0; pass < 2 && IS_OBJ(props, OT_DICT); pass++)
    for (pos = 0; dict_next(AS_DICT(props), &pos, &k, &v);) {
      bool required = in_required(req, AS_STR(k));
      if (required != (pass == 0)) continue;
      if (!is_identifier(AS_STR(k)->data)) { odd_names = true; continue; }
      if ((r = render_param(x, AS_STR(k)->data, v, required, sig)) != 0) return r;
    }
  if (odd_names &&
      buf_put(x->vm, sig, sig->len ? ", **kwargs" : "**kwargs", sig->len ? 10 : 8))
    return nomem(x);
  for (pos = 0; IS_OBJ(props, OT_DICT) && dict_next(AS_DICT(props), &pos, &k, &v);)
    if ((r = render_arg_doc(x, AS_STR(k)->data, is_identifier(AS_STR(k)->data), v, doc,
                            &any_doc)) != 0)
      return r;
  /* always a string, even for no parameters ("def f():"); buf_put keeps
  ** the text NUL-terminated */
  if (buf_put(x->vm, sig, "", 0)) return nomem(x);
  return BT_OK;
}

int schema_render(VM *vm, const char *json, size_t len, const char *description, Buf *sig,
                  Buf *doc, char *err, size_t errlen) {
  Ctx x;
  char jerr[200];
  int r;
  x.vm = vm;
  x.err = err;
  x.errlen = errlen;
  if (errlen) err[0] = 0;
  *sig = (Buf)BUF_INIT;
  *doc = (Buf)BUF_INIT;
  if (json == NULL || len == 0) {
    if (description && *description && buf_put(vm, doc, description, strlen(description)))
      return nomem(&x);
    return BT_OK;
  }
  r = hv_json_parse(vm, json, len, &x.root, jerr, sizeof jerr);
  if (r != BT_OK) {
    snprintf(err, errlen, "schema: %s", jerr);
    return r;
  }
  r = render(&x, description, sig, doc);
  if (r != BT_OK) {
    buf_free(vm, sig);
    buf_free(vm, doc);
  }
  return r;
}
