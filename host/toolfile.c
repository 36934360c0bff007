/*
** toolfile.c - the tools of the `baton` command: --tool flags and --tools
** files in baton's, OpenAI's, Anthropic's and MCP's shapes (toolfile.h).
**
** The file is parsed into the values of a scratch VM that never runs code
** (host/value.c's parser: json.loads' rules and messages), so no GC runs
** while the tree is read.  Each entry is checked against the keys of its
** shape and registered in a scratch bt_vm as it is read: a name, signature
** or schema that the real VM would refuse is refused here, where the file,
** the entry and the key are known.
*/
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "jsonl.h"
#include "toolfile.h"
#include "value.h"
#include "../vm/vm.h"

static char *dup_str(const char *s) {
  size_t n = strlen(s);
  char *d = text_realloc(NULL, n + 1);
  memcpy(d, s, n + 1);
  return d;
}

/* *dst = a copy of s (NULL stays NULL), the old value freed. */
static void set_str(char **dst, const char *s) {
  free(*dst);
  *dst = s ? dup_str(s) : NULL;
}

static int find(const ToolDef *tools, int n, const char *name) {
  int i;
  for (i = 0; i < n; i++)
    if (strcmp(tools[i].name, name) == 0) return i;
  return -1;
}

/* The slot of name: its earlier declaration, or a new empty one. */
static ToolDef *slot(ToolDef **tools, int *n, const char *name) {
  int i = find(*tools, *n, name);
  if (i >= 0) return &(*tools)[i];
  *tools = text_realloc(*tools, (size_t)(*n + 1) * sizeof **tools);
  memset(&(*tools)[*n], 0, sizeof **tools);
  (*tools)[*n].name = dup_str(name);
  return &(*tools)[(*n)++];
}

void tools_add(ToolDef **tools, int *n, const char *name, const char *command, bool async) {
  ToolDef *t = slot(tools, n, name);
  if (command) {
    set_str(&t->command, command);
    set_str(&t->dir, NULL);
  }
  if (async) t->async = true;   /* --tool keeps an async entry async */
}

bt_status tools_register(bt_vm *vm, const ToolDef *t, bt_error *err) {
  unsigned flags = t->async ? BT_TOOL_ASYNC : 0;
  bt_status st;
  if (err) memset(err, 0, sizeof *err);
  if (t->schema)
    return bt_tool_schema(vm, t->name, t->schema, strlen(t->schema), t->doc, flags, err);
  st = bt_tool(vm, t->name, t->signature, t->doc, flags);
  if (st != BT_OK && err)
    snprintf(err->message, sizeof err->message, "cannot register tool '%.60s'%s%.150s%s",
             t->name, t->signature ? " with signature (" : "",
             t->signature ? t->signature : "", t->signature ? ")" : "");
  return st;
}

static void def_free(ToolDef *t) {
  free(t->name); free(t->command); free(t->signature); free(t->doc); free(t->schema);
  free(t->dir); free(t->origin);
}

void tools_free(ToolDef *tools, int n) {
  int i;
  for (i = 0; i < n; i++) def_free(&tools[i]);
  free(tools);
}

/* ---- reading a --tools file ---- */

enum { K_STR, K_BOOL, K_OBJ, K_ARRAY };

/* Every key an entry of some shape may have (each shape's keys are among
** these), and the kind of its value. */
static const struct { const char *key; int kind; } key_kinds[] = {
  {"name", K_STR}, {"command", K_STR}, {"signature", K_STR}, {"doc", K_STR},
  {"async", K_BOOL}, {"type", K_STR}, {"function", K_OBJ}, {"description", K_STR},
  {"parameters", K_OBJ}, {"strict", K_BOOL}, {"input_schema", K_OBJ},
  {"cache_control", K_OBJ}, {"title", K_STR}, {"inputSchema", K_OBJ},
  {"outputSchema", K_OBJ}, {"annotations", K_OBJ}, {"icons", K_ARRAY}, {"_meta", K_OBJ},
};

/* The shapes: the keys each allows (NULL-terminated), where its schema
** and its description are. */
typedef struct Shape {
  const char *what;
  const char *const *keys;
  const char *schema, *doc;
} Shape;

static const char *const baton_keys[] = {"name", "command", "signature", "doc", "async", NULL};
static const char *const openai_keys[] = {"type", "function", "command", "async", NULL};
static const char *const openai_fn_keys[] = {"name", "description", "parameters", "strict", NULL};
static const char *const openai_flat_keys[] = {"type", "name", "description", "parameters",
                                               "strict", "command", "async", NULL};
static const char *const anthropic_keys[] = {"type", "name", "description", "input_schema",
                                             "cache_control", "command", "async", NULL};
static const char *const mcp_keys[] = {"name", "title", "description", "inputSchema",
                                       "outputSchema", "annotations", "icons", "_meta",
                                       "command", "async", NULL};

static const Shape s_baton = {"a baton tool", baton_keys, NULL, "doc"};
static const Shape s_openai = {"an OpenAI function tool", openai_keys, NULL, NULL};
static const Shape s_openai_fn = {"an OpenAI \"function\"", openai_fn_keys, "parameters",
                                  "description"};
static const Shape s_openai_flat = {"an OpenAI function tool", openai_flat_keys, "parameters",
                                    "description"};
static const Shape s_anthropic = {"an Anthropic tool", anthropic_keys, "input_schema",
                                  "description"};
static const Shape s_mcp = {"an MCP tool", mcp_keys, "inputSchema", "description"};

typedef struct Loader {
  const char *path;
  VM *j;                   /* scratch VM holding the parsed file */
  bt_vm *check;            /* scratch VM the entries are registered in */
  int index;               /* the entry being read */
  const char *name;        /* its name once known */
} Loader;

/* "baton: PATH: entry N ('NAME'): " and the message; -1. */
static int entry_error(const Loader *ld, const char *fmt, ...) {
  va_list ap;
  fprintf(stderr, "baton: %s: entry %d", ld->path, ld->index);
  if (ld->name) fprintf(stderr, " ('%.80s')", ld->name);
  fputs(": ", stderr);
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
  return -1;
}

static const char *kind_name(Value v) {
  if (IS_STR(v)) return "a string";
  if (v.tag == V_BOOL) return "a boolean";
  if (v.tag == V_NONE) return "null";
  if (IS_OBJ(v, OT_LIST)) return "an array";
  if (IS_OBJ(v, OT_DICT)) return "an object";
  return "a number";
}

/* Check obj's keys against shape's and their values' kinds; `in` prefixes
** the key in messages ("function."). */
static int check_keys(const Loader *ld, Value obj, const Shape *shape, const char *in) {
  static const char *const want[] = {"a string", "true or false", "an object", "an array"};
  size_t pos = 0, i;
  Value k, v;
  while (dict_next(AS_DICT(obj), &pos, &k, &v)) {
    const char *key = AS_STR(k)->data;
    const char *const *a;
    int kind = -1;
    for (a = shape->keys; *a; a++)
      if (strcmp(*a, key) == 0) break;
    if (*a == NULL) {
      char list[200] = "";
      for (a = shape->keys; *a; a++)
        snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", a == shape->keys ? "" : ", ", *a);
      return entry_error(ld, "unknown key \"%s%.60s\" (%s%s has: %s)%s", in, key, shape->what,
                         *in ? "" : " entry", list,
                         shape == &s_baton ? "; OpenAI, Anthropic and MCP entries are told by "
                         "\"type\": \"function\", \"input_schema\" and \"inputSchema\"" : "");
    }
    for (i = 0; i < sizeof key_kinds / sizeof key_kinds[0]; i++)
      if (strcmp(key_kinds[i].key, key) == 0) kind = key_kinds[i].kind;
    if ((kind == K_STR && !IS_STR(v)) || (kind == K_BOOL && v.tag != V_BOOL) ||
        (kind == K_OBJ && !IS_OBJ(v, OT_DICT)) || (kind == K_ARRAY && !IS_OBJ(v, OT_LIST)))
      return entry_error(ld, "\"%s%s\" must be %s, not %s", in, key, want[kind], kind_name(v));
    if (kind == K_STR && strlen(AS_STR(v)->data) != AS_STR(v)->len)
      return entry_error(ld, "\"%s%s\" holds a NUL character", in, key);
  }
  return 0;
}

static Value field(const Loader *ld, Value obj, const char *key) {
  Value v;
  if (dict_get_str(ld->j, AS_DICT(obj), key, strlen(key), &v) == 1) return v;
  return VUNDEF;
}

static const char *field_str(const Loader *ld, Value obj, const char *key) {
  Value v = field(ld, obj, key);
  return IS_STR(v) ? AS_STR(v)->data : NULL;
}

/* The shape of entry e (an object); NULL after an error. */
static const Shape *shape_of(const Loader *ld, Value e) {
  Value type = field(ld, e, "type");
  if (type.tag != V_UNDEF) {
    const char *t = IS_STR(type) ? AS_STR(type)->data : NULL;
    if (t && strcmp(t, "function") == 0)
      return field(ld, e, "function").tag != V_UNDEF ? &s_openai : &s_openai_flat;
    if (t && strcmp(t, "custom") == 0) return &s_anthropic;
    entry_error(ld, "\"type\" must be \"function\" (OpenAI) or \"custom\" (Anthropic)%s%.60s%s",
                t ? ", not \"" : "", t ? t : "", t ? "\"" : "");
    return NULL;
  }
  if (field(ld, e, "function").tag != V_UNDEF) return &s_openai;
  if (field(ld, e, "parameters").tag != V_UNDEF) return &s_openai_flat;
  if (field(ld, e, "input_schema").tag != V_UNDEF) return &s_anthropic;
  if (field(ld, e, "inputSchema").tag != V_UNDEF) return &s_mcp;
  return &s_baton;
}

/* command with each "{name}" replaced by name (to free). */
static char *expand(const char *command, const char *name) {
  Text t = {NULL, 0, 0};
  const char *p;
  while ((p = strstr(command, "{name}")) != NULL) {
    text_put(&t, command, (size_t)(p - command));
    text_put(&t, name, strlen(name));
    command = p + 6;
  }
  text_put(&t, command, strlen(command));
  return t.p;
}

/* Read entry e of the file into a new ToolDef (*def, zeroed by the
** caller); 0, or -1 after an error message. */
static int read_entry(Loader *ld, Value e, const char *template, const char *dir, ToolDef *def) {
  const Shape *shape, *body;
  Value obj = e, schema;
  const char *in = "", *name, *command, *sig = NULL, *doc;
  Value async;
  bt_error err;
  if (!IS_OBJ(e, OT_DICT)) return entry_error(ld, "expected an object, not %s", kind_name(e));
  /* the name first, if it is there, for the messages */
  obj = field(ld, e, "function");
  ld->name = field_str(ld, IS_OBJ(obj, OT_DICT) ? obj : e, "name");
  obj = e;
  if ((shape = shape_of(ld, e)) == NULL || check_keys(ld, e, shape, "")) return -1;
  body = shape;
  if (shape == &s_openai) {
    obj = field(ld, e, "function");
    body = &s_openai_fn;
    in = "function.";
    if (check_keys(ld, obj, body, in)) return -1;
  }
  name = field_str(ld, obj, "name");
  if (name == NULL) return entry_error(ld, "\"%sname\" is missing", in);
  ld->name = name;
  if (bt_tool(ld->check, name, NULL, NULL, 0) != BT_OK)
    return entry_error(ld, "\"%sname\" '%.80s' is not a Python identifier (or is a keyword)", in,
                       name);
  command = field_str(ld, e, "command");
  async = field(ld, e, "async");
  def->name = dup_str(name);
  def->command = command ? dup_str(command) : template ? expand(template, name) : NULL;
  def->dir = dir ? dup_str(dir) : NULL;
  def->async = async.tag == V_BOOL && async.u.i;
  doc = field_str(ld, obj, body->doc);
  def->doc = doc ? dup_str(doc) : NULL;
  if (body->schema) {
    Buf b = BUF_INIT;
    char jerr[120];
    schema = field(ld, obj, body->schema);
    /* an OpenAI function without "parameters" takes none */
    if (schema.tag == V_UNDEF) def->schema = dup_str("{}");
    else if (hv_json_value(ld->j, schema, &b, jerr, sizeof jerr) != BT_OK) {
      buf_free(ld->j, &b);
      return entry_error(ld, "\"%s%s\": %s", in, body->schema, jerr);
    } else {
      def->schema = dup_str(b.p ? b.p : "{}");
      buf_free(ld->j, &b);
    }
  } else if ((sig = field_str(ld, obj, "signature")) != NULL) {
    def->signature = dup_str(sig);
  }
  if (tools_register(ld->check, def, &err) != BT_OK)
    return entry_error(ld, "\"%s%s\": %s", in, body->schema ? body->schema : "signature",
                       err.message);
  return 0;
}

static int file_error(const char *path, const char *what) {
  fprintf(stderr, "baton: %s: %s\n", path, what);
  return -1;
}

static char *read_all(const char *path, size_t *len) {
  FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
  Text t = {NULL, 0, 0};
  char buf[65536];
  size_t n;
  if (f == NULL) return NULL;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0) text_put(&t, buf, n);
  if (ferror(f)) { free(t.p); t.p = NULL; }
  else if (t.p == NULL) t.p = dup_str("");
  if (f != stdin) fclose(f);
  *len = t.len;
  return t.p;
}

/* The entries of root (the file's list, or its object's "tools") and the
** file's command template; -1 after an error message. */
static int file_top(const Loader *ld, Value root, Value *list, const char **template) {
  static const char shape_msg[] =
    "expected a list of tools, or an object {\"command\": TEMPLATE, \"tools\": [...]}";
  *list = root;
  *template = NULL;
  if (IS_OBJ(root, OT_DICT)) {
    size_t pos = 0;
    Value k, v;
    char m[200];
    while (dict_next(AS_DICT(root), &pos, &k, &v)) {
      const char *key = AS_STR(k)->data;
      if (strcmp(key, "tools") != 0 && strcmp(key, "command") != 0) {
        snprintf(m, sizeof m, "unknown key \"%.60s\" at the top (%s)", key, shape_msg);
        return file_error(ld->path, m);
      }
    }
    *list = field(ld, root, "tools");
    v = field(ld, root, "command");
    if (v.tag != V_UNDEF && !IS_STR(v)) {
      snprintf(m, sizeof m, "the top's \"command\" (the template) must be a string, not %s",
               kind_name(v));
      return file_error(ld->path, m);
    }
    *template = v.tag != V_UNDEF ? AS_STR(v)->data : NULL;
  }
  if (!IS_OBJ(*list, OT_LIST)) return file_error(ld->path, shape_msg);
  return 0;
}

int tools_load(const char *path, ToolDef **tools, int *n) {
  Loader ld;
  size_t len, i;
  char *src = read_all(path, &len), *dir, jerr[200];
  const char *slash = strrchr(path, '/'), *template;
  Value root, list;
  int rc = -1;
  if (src == NULL) {
    fprintf(stderr, "baton: can't read %s: %s\n", path, strerror(errno));
    return -1;
  }
  memset(&ld, 0, sizeof ld);
  ld.path = path;
  ld.j = vm_new(NULL, NULL);
  ld.check = bt_new(NULL);
  if (ld.j == NULL || ld.check == NULL) {
    fputs("baton: out of memory\n", stderr);
    goto out;
  }
  if (hv_json_parse(ld.j, src, len, &root, jerr, sizeof jerr) != BT_OK) {
    file_error(path, jerr);
    goto out;
  }
  if (file_top(&ld, root, &list, &template)) goto out;
  /* the commands run in the file's folder, so that a file and the tool
  ** scripts beside it work from anywhere ("python3 tools/weather.py") */
  dir = slash ? text_realloc(NULL, (size_t)(slash - path) + 2) : NULL;
  if (dir) {
    size_t dn = slash == path ? 1 : (size_t)(slash - path);
    memcpy(dir, path, dn);
    dir[dn] = 0;
  }
  for (i = 0; i < AS_LIST(list)->len; i++) {
    ToolDef def, *t;
    int k;
    Text origin = {NULL, 0, 0};
    char num[32];
    memset(&def, 0, sizeof def);
    ld.index = (int)i;
    ld.name = NULL;
    if (read_entry(&ld, AS_LIST(list)->items[i], template, dir, &def)) {
      def_free(&def);
      break;
    }
    k = find(*tools, *n, def.name);
    if (k >= 0 && (*tools)[k].origin) {
      entry_error(&ld, "the name is declared twice (%s too)", (*tools)[k].origin);
      def_free(&def);
      break;
    }
    snprintf(num, sizeof num, ": entry %d ('", (int)i);
    text_put(&origin, path, strlen(path));
    text_put(&origin, num, strlen(num));
    text_put(&origin, def.name, strlen(def.name));
    text_put(&origin, "')", 2);
    def.origin = origin.p;
    t = slot(tools, n, def.name);    /* a --tool flag's earlier declaration is replaced */
    def_free(t);
    *t = def;
  }
  if (i == AS_LIST(list)->len) rc = 0;
  free(dir);
out:
  free(src);
  if (ld.j) vm_free(ld.j);
  if (ld.check) bt_free(ld.check);
  return rc;
}
