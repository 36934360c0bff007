/*
** traceback.c - the text of an exception's traceback for traceback.py, the
** same text baton prints for an uncaught exception (exc.c).  A traceback
** object (value.h, Traceback) keeps a code and an instruction, no frame,
** so nothing here reaches a frame or its globals.  _caller gives logging
** and warnings where they were called from, as strings and numbers.
*/
#include "lib.h"
#include "../limits.h"

static int tb_part(VM *vm, const char *fname, bool frames, Value *a, int n, Tuple *kw,
                   Value *out) {
  Buf b = BUF_INIT;
  if (arg_nokw(vm, fname, kw) || arg_count(vm, fname, n, 1, 1)) return -1;
  if (!IS_OBJ(a[0], OT_EXC))
    return vm_raise(vm, T_TypeError, "%s() argument must be an exception, not %s", fname,
                    val_type_name(a[0]));
  if (exc_format_part(vm, a[0], frames, &b)) {
    buf_free(vm, &b);
    return -1;
  }
  return buf_finish(vm, &b, out);
}

/* traceback._frames(exc): its "  File ..." entries, outermost first */
static int tb_frames(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  return tb_part(vm, "_frames", true, a, n, kw, out);
}

/* traceback._only(exc): the "Type: message" lines under them */
static int tb_only(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  return tb_part(vm, "_only", false, a, n, kw, out);
}

/* The stripped text of line `line` of source s, as linecache gives it. */
static int source_line(VM *vm, Value source, int line, Value *out) {
  const char *s, *end, *q;
  int l = 1;
  if (!IS_STR(source) || line <= 0) return str_new(vm, "", 0, out);
  s = AS_STR(source)->data;
  end = s + AS_STR(source)->len;
  if (vm_charge(vm, (size_t)(end - s) / 64)) return -1;
  while (l < line && s < end)
    if (*s++ == '\n') l++;
  while (s < end && (*s == ' ' || *s == '\t' || *s == '\f')) s++;
  q = s;
  while (q < end && *q != '\n' && *q != '\r') q++;
  while (q > s && (q[-1] == ' ' || q[-1] == '\t' || q[-1] == '\f')) q--;
  return str_new(vm, s, l == line ? (size_t)(q - s) : 0, out);
}

/* traceback._caller(depth, line=False): (filename, lineno, function name)
** of the frame `depth` calls above the one calling _caller (0: that one),
** prelude code skipped, and if line is true the stripped source line and
** the module's __name__ besides; None above the outermost frame.  Only strings and numbers:
** no frame reaches the program. */
static int tb_caller(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  int64_t depth;
  uint32_t k;
  Tuple *t;
  bool line;
  if (arg_nokw(vm, "_caller", kw) || arg_count(vm, "_caller", n, 1, 2)) return -1;
  if (a[0].tag != V_INT)
    return vm_raise(vm, T_TypeError, "_caller() depth must be an int");
  depth = a[0].u.i;
  line = n > 1 && vm_truthy(a[1]);
  for (k = vm->nframes; k-- > 0;) {
    const Frame *f = &vm->frames[k];
    const Code *c = f->code;
    uint32_t pc = f->pc ? f->pc - 1 : 0;
    if (c == NULL || (c->flags & CODE_HIDDEN) || pc >= c->ncode) continue;
    if (depth-- > 0) continue;
    if ((t = tuple_new(vm, line ? 5 : 3)) == NULL) return -1;
    *out = vobj(t);
    t->items[0] = c->filename;
    t->items[1] = vint(c->pos[pc].line);
    t->items[2] = c->name;
    if (!line) return 0;
    if (f->globals && dict_get_str(vm, f->globals, "__name__", 8, &t->items[4]) != 1)
      t->items[4] = VNONE;
    return source_line(vm, c->source, c->pos[pc].line, &t->items[3]);
  }
  *out = VNONE;
  return 0;
}

/* traceback._generated(exc, line): the traceback entry of the frame
** calling _generated (its last one) shows as CPython's frame of generated
** code, `File "<string>", line N` without a source line (dataclasses'
** __init__, which CPython makes with exec, calling __post_init__). */
static int tb_generated(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Exc *e;
  if (arg_nokw(vm, "_generated", kw) || arg_count(vm, "_generated", n, 2, 2)) return -1;
  if (!IS_OBJ(a[0], OT_EXC) || a[1].tag != V_INT)
    return vm_raise(vm, T_TypeError, "_generated() takes an exception and a line");
  e = AS_EXC(a[0]);
  if (e->tb && a[1].u.i > 0 && a[1].u.i <= TB_GENERATED_MAX && e->tb->e.method == 0)
    e->tb->e.method = TB_GENERATED + (int32_t)a[1].u.i;
  *out = VNONE;
  return 0;
}

/* traceback._pyexcs(exc): the exceptions of exc's traceback whose str()
** runs Python code; traceback._whole(exc, excs, strs): the whole text,
** their messages taken from strs (None: a str() that failed). */
static int tb_pyexcs(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "_pyexcs", kw) || arg_count(vm, "_pyexcs", n, 1, 1)) return -1;
  if (!IS_OBJ(a[0], OT_EXC))
    return vm_raise(vm, T_TypeError, "_pyexcs() argument must be an exception");
  return exc_py_list(vm, a[0], out);
}

static int tb_whole(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Buf b = BUF_INIT;
  if (arg_nokw(vm, "_whole", kw) || arg_count(vm, "_whole", n, 3, 3)) return -1;
  if (!IS_OBJ(a[0], OT_EXC) || !IS_OBJ(a[1], OT_LIST) || !IS_OBJ(a[2], OT_LIST))
    return vm_raise(vm, T_TypeError, "_whole() takes an exception and two lists");
  if (exc_format_module(vm, a[0], AS_LIST(a[1]), AS_LIST(a[2]), &b)) {
    buf_free(vm, &b);
    return -1;
  }
  return buf_finish(vm, &b, out);
}

/* traceback._tb_entries(tb): one (filename, lineno, name, line, text) a
** traceback object of the chain from tb on, text its lines as
** format_tb gives them (markers included). */
static int tb_entries(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  const Traceback *t;
  List *l;
  if (arg_nokw(vm, "_tb_entries", kw) || arg_count(vm, "_tb_entries", n, 1, 1)) return -1;
  if (a[0].tag != V_NONE && !IS_OBJ(a[0], OT_TRACEBACK))
    return vm_raise(vm, T_AttributeError, "'%s' object has no attribute 'tb_frame'",
                    val_type_name(a[0]));
  if ((l = list_new(vm, 0)) == NULL) return -1;
  *out = vobj(l);
  for (t = a[0].tag == V_NONE ? NULL : (const Traceback *)a[0].u.o; t; t = t->next) {
    Tuple *e = tuple_new(vm, 5);
    if (e == NULL || list_append(vm, l, vobj(e))) return -1;
    if (exc_tb_entry(vm, t, e->items, &e->items[4]) || vm_charge(vm, 1)) return -1;
  }
  return 0;
}

const Builtin traceback_natives[] = {
  {"traceback._tb_entries", tb_entries, NULL, -1},
  {"traceback._pyexcs", tb_pyexcs, NULL, -1},
  {"traceback._whole", tb_whole, NULL, -1},
  {"traceback._generated", tb_generated, NULL, -1},
  {"traceback._caller", tb_caller, NULL, -1},
  {"traceback._frames", tb_frames, NULL, -1},
  {"traceback._only", tb_only, NULL, -1},
};
const int traceback_natives_n = (int)(sizeof traceback_natives / sizeof traceback_natives[0]);
