/*
** repr.c - repr() and str() of every value, attribute access, dict views.
**
** repr of containers is iterative over a bounded stack of containers being
** printed (vm->repr_depth), which also detects cycles ([...], {...}) and
** refuses nesting deeper than CPython's recursion limit with RecursionError.
*/
#include <stdio.h>
#include <string.h>
#include <math.h>
#include "vm.h"
#include "slots.h"
#include "limits.h"
#include "bytes.h"
#include "lib/re.h"
#include "str.h"
#include "dict.h"
#include "class.h"
#include "bigint.h"
#include "range.h"
#include "fmt.h"
#include "complex.h"
#include "mcache.h"

#define REPR_MAX_DEPTH 990

int str_repr_buf(VM *vm, Str *s, Buf *b, bool ascii) {
  bool sq = false, dq = false;
  char q;
  size_t i, mark = 0;
  if (vm_charge_bytes(vm, 2 * (uint64_t)s->len)) return -1;   /* the quote scan */
  sq = memchr(s->data, '\'', s->len) != NULL;
  dq = memchr(s->data, '"', s->len) != NULL;
  q = sq && !dq ? '"' : '\'';
  if (buf_putc(vm, b, q)) return -1;
  i = 0;
  while (i < s->len) {
    unsigned char ch = (unsigned char)s->data[i];
    if (vm_charge_span(vm, i, s->len, &mark, 4)) return -1;
    if (ch < 0x80) {
      i++;
      if (ch == (unsigned char)q || ch == '\\') {
        if (buf_putc(vm, b, '\\') || buf_putc(vm, b, (char)ch)) return -1;
      } else if (ch == '\n') { if (buf_put(vm, b, "\\n", 2)) return -1; }
      else if (ch == '\r') { if (buf_put(vm, b, "\\r", 2)) return -1; }
      else if (ch == '\t') { if (buf_put(vm, b, "\\t", 2)) return -1; }
      else if (ch < 0x20 || ch == 0x7F) { if (buf_printf(vm, b, "\\x%02x", ch)) return -1; }
      else if (buf_putc(vm, b, (char)ch)) return -1;
    } else {
      size_t st = i;
      uint32_t c = utf8_decode(s->data, s->len, &i);
      if (!ascii && uni_isprintable(c)) {
        if (buf_put(vm, b, s->data + st, i - st)) return -1;
      } else if (c <= 0xFF) {
        if (buf_printf(vm, b, "\\x%02x", (unsigned)c)) return -1;
      } else if (c <= 0xFFFF) {
        if (buf_printf(vm, b, "\\u%04x", (unsigned)c)) return -1;
      } else if (buf_printf(vm, b, "\\U%08x", (unsigned)c)) {
        return -1;
      }
    }
  }
  return buf_putc(vm, b, q);
}

static int int_buf(VM *vm, Value v, Buf *b) {
  if (v.tag == V_INT) return buf_printf(vm, b, "%lld", (long long)v.u.i);
  {
    size_t n;
    char *p = big_to_cstr(vm, v, 10, &n);
    int r;
    if (p == NULL) return -1;
    r = buf_put(vm, b, p, n);
    mem_free(&vm->mem, p, n + 1);
    return r;
  }
}

/* "<what name at 0x...>": the address is id()'s made-up one, never where
** the object lives (that would tell a program where the heap is). */
static int addr_buf(VM *vm, Buf *b, const char *what, const char *name, void *p) {
  unsigned long long a;
  if (class_addr(vm, p, &a)) return -1;
  return buf_printf(vm, b, "<%s%s%s at 0x%llx>", what, name ? " " : "", name ? name : "", a);
}

static int repr_rec(VM *vm, Value v, Buf *b, int depth);

static int repr_items(VM *vm, Buf *b, Value *items, size_t n, int depth) {
  size_t i;
  for (i = 0; i < n; i++) {
    /* charged up front (repr_len); the deadline is polled as it goes */
    if (vm_poll_item(vm, i)) return -1;
    if (i && buf_put(vm, b, ", ", 2)) return -1;
    if (repr_rec(vm, items[i], b, depth + 1)) return -1;
  }
  return 0;
}

static int set_items(VM *vm, Buf *b, Set *s, int depth) {
  size_t pos = 0;
  Value k;
  bool first = true;
  uint64_t i = 0;
  while (set_next(s, &pos, &k)) {
    if (vm_poll_item(vm, i++)) return -1;
    if (!first && buf_put(vm, b, ", ", 2)) return -1;
    first = false;
    if (repr_rec(vm, k, b, depth + 1)) return -1;
  }
  return 0;
}

/* Items a container's repr walks.  A repr's work is not bounded by the
** size of its operand: one list may hold the same big list a million times
** (`[[0] * 1000] * 10**5`), so every container visited charges its items
** (limits.h), not once per object. */
static size_t repr_len(Value v) {
  switch (v.u.o->type) {
  case OT_LIST: return AS_LIST(v)->len;
  case OT_TUPLE: return AS_TUPLE(v)->len;
  case OT_DICT: return AS_DICT(v)->len;
  case OT_SET: case OT_FROZENSET: return AS_SET(v)->used;
  case OT_VIEW: return AS_DICT(((View *)v.u.o)->dict)->len;
  default: return 0;
  }
}

static bool repr_active(VM *vm, Obj *o) {
  int i;
  for (i = 0; i < vm->repr_n; i++) if (vm->repr_stack[i] == o) return true;
  return false;
}

static int repr_rec(VM *vm, Value v, Buf *b, int depth) {
  /* a subclass of set or frozenset without __repr__: CPython names the
  ** class, Name({1, 2}) or Name() (a list or dict subclass it does not) */
  const Str *sub = NULL;
  Value u = unbox_unless(v, CS(REPR));
  if (v.tag == V_OBJ && u.tag == V_OBJ && u.u.o != v.u.o &&
      (u.u.o->type == OT_SET || u.u.o->type == OT_FROZENSET || u.u.o->type == OT_BYTEARRAY))
    sub = AS_STR(AS_INST(v)->cls->name);
  /* an iterator type's (zip, map...) repr is object's: the subclass's name */
  if (!(v.tag == V_OBJ && u.tag == V_OBJ && (u.u.o->type == OT_ITER || u.u.o->type == OT_GEN)))
    v = u;
  switch (v.tag) {
  case V_NONE: return buf_put(vm, b, "None", 4);
  case V_BOOL: return v.u.i ? buf_put(vm, b, "True", 4) : buf_put(vm, b, "False", 5);
  case V_INT: {
    /* decimal digits without printf (ints are printed a lot) */
    char tmp[24], *p = tmp + sizeof tmp;
    uint64_t u = v.u.i < 0 ? 0 - (uint64_t)v.u.i : (uint64_t)v.u.i;
    do { *--p = (char)('0' + u % 10); u /= 10; } while (u);
    if (v.u.i < 0) *--p = '-';
    return buf_put(vm, b, p, (size_t)(tmp + sizeof tmp - p));
  }
  case V_FLOAT: {
    char tmp[40];
    int n = fmt_float_repr(v.u.f, tmp);
    return buf_put(vm, b, tmp, (size_t)n);
  }
  case V_TYPE:
    return buf_printf(vm, b, "<class '%s%s%s'>", type_module((int)v.u.i) ? type_module((int)v.u.i) : "",
                      type_module((int)v.u.i) ? "." : "", type_names[v.u.i]);
  case V_BUILTIN:
    if (slot_is(v)) return slot_repr(vm, v, b);
    /* a function CPython writes in Python shows an address; a builtin has
    ** none, and the address of its table entry would reveal where the
    ** program is loaded: one made up from its index */
    if (builtin_is_pyfunc((int)v.u.i))
      return buf_printf(vm, b, "<function %s at 0x%llx>", builtin_name((int)v.u.i),
                        0x7f0000100000ULL + 0x40ULL * (unsigned long long)v.u.i);
    return buf_printf(vm, b, "<built-in function %s>", builtin_name((int)v.u.i));
  case V_UNDEF: return buf_put(vm, b, "<unbound>", 9);
  case V_ELLIPSIS:
    return v.u.i ? buf_put(vm, b, "NotImplemented", 14) : buf_put(vm, b, "Ellipsis", 8);
  case V_TOOL:
    return buf_printf(vm, b, "<tool %s>", AS_STR(vm->tools[v.u.i].name)->data);
  default: break;
  }
  /* (CPython counts each nested repr as a call: the calls under it too,
  ** so a lowered sys.setrecursionlimit bounds it) */
  if (depth > REPR_MAX_DEPTH || (uint64_t)depth + vm->nframes + 1 >= vm->lim.max_depth)
    return vm_raise(vm, T_RecursionError,
                    "maximum recursion depth exceeded while getting the repr of an object");
  switch (v.u.o->type) {
  case OT_STR: return str_repr_buf(vm, AS_STR(v), b, false);
  case OT_BYTES: case OT_BYTEARRAY:
    if (sub) {   /* a bytearray subclass: Name(b'...'), as CPython's */
      const uint8_t *p;
      size_t n;
      bytes_view(v, &p, &n);
      if (vm_charge_bytes(vm, 2 * (uint64_t)n)) return -1;
      return buf_put(vm, b, sub->data, sub->len) || buf_putc(vm, b, '(') ||
             bytes_repr_data(vm, p, n, b) || buf_putc(vm, b, ')') ? -1 : 0;
    }
    return bytes_repr_buf(vm, v, b);
  case OT_BIGINT: return int_buf(vm, v, b);
  case OT_LIST: case OT_TUPLE: case OT_DICT: case OT_SET: case OT_FROZENSET:
  case OT_VIEW: {
    int r = 0, t = v.u.o->type;
    bool empty;
    if (vm_charge(vm, 1 + repr_len(v) / ITER_ITEMS)) return -1;
    if (repr_active(vm, v.u.o)) {
      return buf_put(vm, b, t == OT_LIST ? "[...]" : t == OT_DICT ? "{...}"
                     : t == OT_TUPLE ? "(...)" : "...", t == OT_SET || t == OT_VIEW
                     || t == OT_FROZENSET ? 3 : 5);
    }
    empty = (t == OT_SET || t == OT_FROZENSET) && AS_SET(v)->used == 0;
    if (sub && (buf_put(vm, b, sub->data, sub->len) || buf_putc(vm, b, '(')))
      return -1;
    if (sub && empty) return buf_putc(vm, b, ')');
    if (t == OT_SET && empty) return buf_put(vm, b, "set()", 5);
    if (t == OT_FROZENSET && empty) return buf_put(vm, b, "frozenset()", 11);
    if (vm->repr_n >= REPR_STACK) {
      return vm_raise(vm, T_RecursionError,
                      "maximum recursion depth exceeded while getting the repr of an object");
    }
    if (vm->repr_n == vm->repr_cap) {
      int nc = vm->repr_cap ? vm->repr_cap * 2 : 16;
      Obj **ns = mem_realloc(&vm->mem, vm->repr_stack, (size_t)vm->repr_cap * sizeof(Obj *),
                             (size_t)nc * sizeof(Obj *));
      if (ns == NULL) return vm_nomem(vm);
      vm->repr_stack = ns;
      vm->repr_cap = nc;
    }
    vm->repr_stack[vm->repr_n++] = v.u.o;
    switch (t) {
    case OT_LIST:
      r = buf_putc(vm, b, '[') || repr_items(vm, b, AS_LIST(v)->items, AS_LIST(v)->len, depth)
          || buf_putc(vm, b, ']');
      break;
    case OT_TUPLE:
      r = buf_putc(vm, b, '(') || repr_items(vm, b, AS_TUPLE(v)->items, AS_TUPLE(v)->len, depth)
          || (AS_TUPLE(v)->len == 1 && buf_putc(vm, b, ',')) || buf_putc(vm, b, ')');
      break;
    case OT_DICT: {
      size_t pos = 0;
      Value k, x;
      bool first = true;
      uint64_t i = 0;
      r = buf_putc(vm, b, '{');
      while (!r && dict_next(AS_DICT(v), &pos, &k, &x)) {
        if (vm_poll_item(vm, i++)) { r = -1; break; }
        if (!first) r = buf_put(vm, b, ", ", 2);
        first = false;
        r = r || repr_rec(vm, k, b, depth + 1) || buf_put(vm, b, ": ", 2) ||
            repr_rec(vm, x, b, depth + 1);
      }
      r = r || buf_putc(vm, b, '}');
      break;
    }
    case OT_SET: case OT_FROZENSET: {
      bool fz = t == OT_FROZENSET && !sub;
      r = (fz ? buf_put(vm, b, "frozenset(", 10) : 0) || buf_putc(vm, b, '{') ||
          set_items(vm, b, AS_SET(v), depth) || buf_putc(vm, b, '}') ||
          ((fz || sub) && buf_putc(vm, b, ')'));
      break;
    }
    case OT_VIEW: {
      View *w = (View *)v.u.o;
      size_t pos = 0;
      Value k, x;
      bool first = true;
      r = buf_printf(vm, b, "%s([", type_names[view_type(w)]);
      while (!r && dict_next(AS_DICT(w->dict), &pos, &k, &x)) {
        if (!first) r = buf_put(vm, b, ", ", 2);
        first = false;
        if (w->kind == T_DICT_KEYS) r = r || repr_rec(vm, k, b, depth + 1);
        else if (w->kind == T_DICT_VALUES) r = r || repr_rec(vm, x, b, depth + 1);
        else r = r || buf_putc(vm, b, '(') || repr_rec(vm, k, b, depth + 1) ||
                 buf_put(vm, b, ", ", 2) || repr_rec(vm, x, b, depth + 1) || buf_putc(vm, b, ')');
      }
      r = r || buf_put(vm, b, "])", 2);
      break;
    }
    }
    vm->repr_n--;
    return r ? -1 : 0;
  }
  case OT_RANGE: {
    Range *r = (Range *)v.u.o;
    if (range_is_big(r)) {
      Value f[4];
      range_fields(r, f);
      return buf_put(vm, b, "range(", 6) || repr_rec(vm, f[0], b, depth + 1) ||
             buf_put(vm, b, ", ", 2) || repr_rec(vm, f[1], b, depth + 1) ||
             (big_cmp(f[2], vint(1)) != 0 &&
              (buf_put(vm, b, ", ", 2) || repr_rec(vm, f[2], b, depth + 1))) ||
             buf_put(vm, b, ")", 1);
    }
    if (r->step == 1)
      return buf_printf(vm, b, "range(%lld, %lld)", (long long)r->start, (long long)r->stop);
    return buf_printf(vm, b, "range(%lld, %lld, %lld)", (long long)r->start,
                      (long long)r->stop, (long long)r->step);
  }
  case OT_SLICE: {
    Slice *s = (Slice *)v.u.o;
    return buf_put(vm, b, "slice(", 6) || repr_rec(vm, s->start, b, depth + 1) ||
           buf_put(vm, b, ", ", 2) || repr_rec(vm, s->stop, b, depth + 1) ||
           buf_put(vm, b, ", ", 2) || repr_rec(vm, s->step, b, depth + 1) ||
           buf_putc(vm, b, ')') ? -1 : 0;
  }
  case OT_FUNC: {
    /* its __qualname__: the code's, or one assigned (functools.wraps) */
    Func *fn = (Func *)v.u.o;
    Value qn = fn->code->qualname;
    if (fn->meta && dict_get_str(vm, fn->meta, "__qualname__", 12, &qn) == 1 && !IS_STR(qn))
      qn = fn->code->qualname;
    return addr_buf(vm, b, "function", AS_STR(qn)->data, v.u.o);
  }
  case OT_BMETHOD: {
    BMethod *m = (BMethod *)v.u.o;
    if (bmethod_type(m) == T_METHOD_DESCRIPTOR)
      return buf_printf(vm, b, "<method '%s' of '%s' objects>", method_get(m->method)->name,
                        type_names[method_family_type(m->method)]);
    unsigned long long a;
    if (class_addr(vm, m->self.tag == V_UNDEF || m->self.tag != V_OBJ ? &m->h : m->self.u.o, &a))
      return -1;
    if (m->self.tag == V_UNDEF)
      return buf_printf(vm, b, "<built-in method %s of type object at 0x%llx>",
                        method_get(m->method)->name, a);
    return buf_printf(vm, b, "<built-in method %s of %s object at 0x%llx>",
                      method_get(m->method)->name, val_type_name(m->self), a);
  }
  case OT_GEN: {
    Gen *g = (Gen *)v.u.o;
    if (v.u.o->flags) return addr_buf(vm, b, type_names[v.u.o->flags], "object", g);
    return addr_buf(vm, b, "generator object", func_qualname(vm, g->func), g);
  }
  case OT_CORO:
    return addr_buf(vm, b, gen_is_async((Gen *)v.u.o) ? "async_generator object"
                                                      : "coroutine object",
                    AS_STR(((Gen *)v.u.o)->func->code->qualname)->data, v.u.o);
  case OT_FUTURE: {
    /* CPython's Task and Future reprs, without file positions */
    Future *f = (Future *)v.u.o;
    const char *st = f->state == FS_PENDING ? "pending" : f->state == FS_CANCELLED
                     ? "cancelled" : "finished";
    /* (a done callback's runner holds the callback as its name) */
    const char *tname = IS_STR(f->name) ? AS_STR(f->name)->data : "?";
    if (f->kind == FUT_TOOL)
      return addr_buf(vm, b, "coroutine object",
                      IS_STR(f->name) ? AS_STR(f->name)->data : "sleep", v.u.o);
    if (f->kind == FUT_TASK && IS_OBJ(f->coro, OT_CORO)) {
      /* <Task pending name='Task-2' coro=<work() running at x.py:4>> */
      Gen *g = (Gen *)f->coro.u.o;
      Code *co = g->func->code;
      int line = co->firstline;
      if (g->state == GEN_RUNNING) {
        const Fiber *fb = &f->fib;
        Fiber live;
        uint32_t k;
        if (vm->cur == &f->h || (vm->cur == NULL && vm->main_task == &f->h)) {
          live.frames = vm->frames;
          live.nframes = vm->nframes;
          fb = &live;
        }
        for (k = 0; k < fb->nframes; k++)
          if (fb->frames[k].gen == g && fb->frames[k].pc)
            line = co->pos[fb->frames[k].pc - 1].line;
      }
      if (buf_printf(vm, b, "<Task %s name='%s' coro=<%s() %s %s:%d>", st,
                     tname, AS_STR(co->qualname)->data,
                     g->state == GEN_DONE ? "done, defined at" : "running at",
                     AS_STR(co->filename)->data, line))
        return -1;
    } else if (f->kind == FUT_TASK) {
      if (buf_printf(vm, b, "<Task %s name='%s' coro=<%s>", st, tname,
                     IS_OBJ(f->coro, OT_FUTURE) && IS_STR(((Future *)f->coro.u.o)->name)
                     ? AS_STR(((Future *)f->coro.u.o)->name)->data : "<module>"))
        return -1;
    } else if (buf_printf(vm, b, "<Future %s", st)) {
      return -1;
    }
    if (f->state == FS_RESULT || f->state == FS_EXCEPTION) {
      if (buf_put(vm, b, f->state == FS_RESULT ? " result=" : " exception=", 
                  f->state == FS_RESULT ? 8 : 11) ||
          vm_repr_buf(vm, f->result, b))
        return -1;
    }
    return buf_putc(vm, b, '>');
  }
  case OT_PATTERN: case OT_MATCH:
    return re_repr(vm, v, b);
  case OT_MODULE:
    return buf_printf(vm, b, "<module '%s'>", AS_STR(((Module *)v.u.o)->name)->data);
  case OT_ITER: {   /* a module's iterator type is named with its module */
    const char *mod = type_module(((Iter *)v.u.o)->kind);
    unsigned long long a;
    if (mod == NULL) return addr_buf(vm, b, val_type_name(v), "object", v.u.o);
    if (class_addr(vm, v.u.o, &a)) return -1;
    return buf_printf(vm, b, "<%s.%s object at 0x%llx>", mod, val_type_name(v), a);
  }
  case OT_EXC: {
    Exc *e = AS_EXC(v);
    Tuple *args = AS_TUPLE(e->args);
    if (e->cls && user_has(v, CS(REPR))) {
      vm->want_py = true;
      return vm_raise(vm, T_TypeError, "the __repr__ of a '%s' object cannot run here",
                      val_type_name(v));
    }
    if (exc_class_name(vm, v, b, false) || buf_putc(vm, b, '(')) return -1;
    if (repr_items(vm, b, args->items, args->len, depth)) return -1;
    return buf_putc(vm, b, ')');
  }
  case OT_CELL: return addr_buf(vm, b, "cell", NULL, v.u.o);
  case OT_TRACEBACK: return addr_buf(vm, b, "traceback object", NULL, v.u.o);
  case OT_COMPLEX: return fmt_complex_repr(vm, b, AS_COMPLEX(v)->re, AS_COMPLEX(v)->im);
  case OT_MEMVIEW:
    return addr_buf(vm, b, v.u.o->flags & MV_RELEASED ? "released memory" : "memory", NULL, v.u.o);
  case OT_CODE: {
    char what[160];
    snprintf(what, sizeof what, "code object %s", AS_STR(((Code *)v.u.o)->name)->data);
    return addr_buf(vm, b, what, NULL, v.u.o);
  }
  default: {
    int r = class_repr(vm, v, b);
    if (r != 2) return r;
    return addr_buf(vm, b, "object", NULL, v.u.o);
  }
  }
}

int vm_repr_buf(VM *vm, Value v, Buf *b) {
  int saved = vm->repr_n, r = repr_rec(vm, v, b, 0);
  vm->repr_n = saved;
  return r;
}

int vm_str_buf(VM *vm, Value v, Buf *b) {
  if (IS_STR(v)) return buf_put(vm, b, AS_STR(v)->data, AS_STR(v)->len);
  if (IS_OBJ(v, OT_INSTANCE) && AS_INST(v)->base.tag != V_UNDEF && !user_has(v, CS(STR))) {
    /* a subclass of a builtin type: str and bytes have their own __str__,
    ** the others object's, which is repr (a user __repr__ if defined) */
    Value u = AS_INST(v)->base;
    if (IS_STR(u) || IS_BYTES(u)) return vm_str_buf(vm, u, b);
    if (!user_has(v, CS(REPR))) return vm_repr_buf(vm, v, b);
  }
  if (user_has(v, CS(STR))) {
    vm->want_py = true;
    return vm_raise(vm, T_TypeError, "the __str__ of a '%s' object cannot run here",
                    val_type_name(v));
  }
  if (IS_OBJ(v, OT_EXC)) {
    Value m;
    if (exc_message(vm, v, &m)) return -1;
    return buf_put(vm, b, AS_STR(m)->data, AS_STR(m)->len);
  }
  return vm_repr_buf(vm, v, b);
}

int vm_repr(VM *vm, Value v, Value *out) {
  Buf b = BUF_INIT;
  if (vm_repr_buf(vm, v, &b)) { buf_free(vm, &b); return -1; }
  return buf_finish(vm, &b, out);
}

int vm_str(VM *vm, Value v, Value *out) {
  Buf b = BUF_INIT;
  if (IS_STR(v)) { *out = v; return 0; }
  if (vm_str_buf(vm, v, &b)) { buf_free(vm, &b); return -1; }
  return buf_finish(vm, &b, out);
}

int vm_ascii(VM *vm, Value v, Value *out) {
  Value r;
  Buf b = BUF_INIT;
  size_t i = 0;
  Str *s;
  if (vm_repr(vm, v, &r)) return -1;
  s = AS_STR(r);
  if (STR_ASCII(s)) { *out = r; return 0; }
  while (i < s->len) {
    unsigned char ch = (unsigned char)s->data[i];
    int e;
    if (ch < 0x80) { e = buf_putc(vm, &b, (char)ch); i++; }
    else {
      uint32_t c = utf8_decode(s->data, s->len, &i);
      e = c <= 0xFF ? buf_printf(vm, &b, "\\x%02x", (unsigned)c)
        : c <= 0xFFFF ? buf_printf(vm, &b, "\\u%04x", (unsigned)c)
        : buf_printf(vm, &b, "\\U%08x", (unsigned)c);
    }
    if (e) { buf_free(vm, &b); return -1; }
  }
  return buf_finish(vm, &b, out);
}

int vm_format_value(VM *vm, Value v, int conv, Value spec, Value *out) {
  if (conv == 'r') { if (vm_repr(vm, v, &v)) return -1; }
  else if (conv == 's') { if (vm_str(vm, v, &v)) return -1; }
  else if (conv == 'a') { if (vm_ascii(vm, v, &v)) return -1; }
  if (spec.tag == V_UNDEF || AS_STR(spec)->len == 0) {
    if (IS_STR(v)) { *out = v; return 0; }
    if (spec.tag == V_UNDEF) return vm_str(vm, v, out);
  }
  return fmt_format(vm, v, AS_STR(spec)->data, AS_STR(spec)->len, out);
}

/* ---- attributes ---- */

/* The attribute names dir() would list for a value of type t (methods and
** the data attributes above), in sorted order as dir() gives them. */
static void attr_candidates(Suggest *s, int t) {
  static const char *const num_attrs[] = {"denominator", "imag", "numerator", "real"};
  static const char *const se_attrs[] = {"start", "step", "stop"};
  const char *names[64];
  int n = 0, i, j;
  if (t == T_INT || t == T_BOOL || t == T_FLOAT)
    for (i = 0; i < (t == T_FLOAT ? 0 : 4); i++) names[n++] = num_attrs[i];
  if (t == T_FLOAT || t == T_COMPLEX) { names[n++] = "imag"; names[n++] = "real"; }
  if (t == T_SLICE || t == T_RANGE) for (i = 0; i < 3; i++) names[n++] = se_attrs[i];
  if (t >= T_FIRST_EXC) names[n++] = "args";
  n += method_names(t, names + n, 64 - n);
  /* sort (insertion) so that ties resolve as over CPython's sorted dir() */
  for (i = 1; i < n; i++) {
    const char *k = names[i];
    for (j = i; j > 0 && strcmp(names[j - 1], k) > 0; j--) names[j] = names[j - 1];
    names[j] = k;
  }
  for (i = 0; i < n; i++) sug_offer(s, names[i], strlen(names[i]));
}

/* The "Did you mean" of a missing attribute `name` of a value of builtin
** type t: a str in *out, or None.  Computed when a traceback is written
** (exc.c), as CPython computes it, not when the error is raised: the
** candidates depend on t alone, and a program that catches the error
** (hasattr, try/except AttributeError) never pays for them. */
int attr_suggestion(VM *vm, int t, const char *name, Value *out) {
  Suggest s;
  *out = VNONE;
  sug_init(&s, name);
  attr_candidates(&s, t);
  if (s.best == NULL || !sug_found(&s)) return 0;
  return str_new(vm, s.best, s.bestlen, out);
}

static int attr_error(VM *vm, Value obj, const char *name) {
  if (obj.tag == V_TYPE)
    vm_raise(vm, T_AttributeError, "type object '%s' has no attribute '%s'",
             type_names[obj.u.i], name);
  else
    vm_raise(vm, T_AttributeError, "'%s' object has no attribute '%s'",
             val_type_name(obj), name);
  if (vm->attr_probe) return -1;   /* dropped: no e.name, e.obj, suggestion */
  exc_note_name(vm, name, strlen(name), &obj);   /* e.name, e.obj */
  /* the type whose candidates the traceback offers (attr_suggestion) */
  if (IS_OBJ(vm->exc, OT_EXC))
    AS_EXC(vm->exc)->suggestion = vtype(obj.tag == V_TYPE ? (int)obj.u.i : val_type(obj));
  return -1;
}

/* it.__next__, d.__setitem__, s.__contains__: a special method of a
** builtin value, as the builtin function that does its job bound to the
** value (the iterator protocol's are next and iter themselves; a type's
** own special methods, as class_type_attr finds them).  1 found, 0 not. */
static int builtin_special(VM *vm, Value obj, Str *name, Value *out) {
  int t = val_type(obj), i, r;
  const char *proto = NULL;
  Value fn = VNONE;
  if (IS_OBJ(obj, OT_ITER) || (IS_OBJ(obj, OT_GEN) && t != T_COROUTINE && t != T_ASYNC_GENERATOR)) {
    if (strcmp(name->data, "__next__") == 0) proto = "next";
    else if (strcmp(name->data, "__iter__") == 0) proto = "iter";
    else if (strcmp(name->data, "__length_hint__") == 0 && IS_OBJ(obj, OT_ITER)) {
      Value probe;
      int r = vm_iter_length_hint(vm, obj, &probe);   /* only the kinds that have one */
      if (r < 0) return -1;
      if (r > 0) proto = "__length_hint__";
    }
  }
  if (proto) {
    for (i = 0; i < builtin_count && strcmp(builtin_table[i].name, proto) != 0; i++) {}
    if (i == builtin_count) return 0;
    fn = vbuiltin(i);
  } else {
    r = class_type_attr(vm, t, name, &fn);
    if (r <= 0) return r;
    if (fn.tag == V_NONE) { *out = fn; return 1; }   /* list.__hash__ */
    /* a classmethod ([].__class_getitem__): bound to the value's type */
    if (slot_is(fn) && slot_kind(fn) == SK_CLASS) return bound_new(vm, fn, vtype(t), out) < 0 ? -1 : 1;
  }
  return bound_new(vm, fn, obj, out) < 0 ? -1 : 1;
}

/* The data attributes of an int, bool or float (real, imag, numerator,
** denominator): 1 with *out set, else 0.  Also what an instance of a user
** subclass of int or float finds for them (class.c). */
int num_data_attr(Value v, const char *n, Value *out) {
  if (IS_INTLIKE(v)) {
    if (strcmp(n, "real") == 0 || strcmp(n, "numerator") == 0) {
      *out = v.tag == V_BOOL ? vint(v.u.i) : v;
      return 1;
    }
    if (strcmp(n, "imag") == 0) { *out = vint(0); return 1; }
    if (strcmp(n, "denominator") == 0) { *out = vint(1); return 1; }
  }
  if (IS_COMPLEX(v)) return complex_data_attr(v, n, out);
  if (v.tag == V_FLOAT) {
    if (strcmp(n, "real") == 0) { *out = v; return 1; }
    if (strcmp(n, "imag") == 0) { *out = vfloat(0.0); return 1; }
  }
  return 0;
}

int vm_getattr_v(VM *vm, Value obj, Str *name, Value *out) {
  const char *n = name->data;
  int m;
  if (str_hash_first(vm, name)) return -1;   /* (dict.h: before any lookup) */
  if ((obj.tag == V_OBJ && (obj.u.o->type >= OT_CLASS || obj.u.o->type == OT_EXC)) ||
      (obj.tag == V_TYPE && strcmp(n, "__dict__") == 0)) {
    PyCall pc;
    int r = class_getattr(vm, obj, name, out, &pc);
    if (r == 1) {
      vm->want_py = true;
      return vm_raise(vm, T_TypeError, "attribute '%s' runs Python code: not here", n);
    }
    if (r != 2) return r;
  }
  if (strcmp(n, "__class__") == 0) {   /* no more than type(obj) gives */
    *out = val_class(obj);
    return 0;
  }
  if (IS_OBJ(obj, OT_MODULE)) {
    Module *mo = (Module *)obj.u.o;
    Suggest sg;
    size_t pos = 0;
    Value k, v;
    int r = lib_module_attr(vm, mo, name, out);
    if (r) return r < 0 ? -1 : 0;
    if (strcmp(n, "__name__") == 0) { *out = mo->name; return 0; }
    if (strcmp(n, "__dict__") == 0) {
      /* the namespace itself, as CPython's: the same names attribute
      ** access reads (a library module's natives are reachable as its
      ** attributes anyway); changes through it are changes of the module */
      if (lib_module_complete(vm, mo)) return -1;
      *out = vobj(mo->dict);
      return 0;
    }
    vm_raise(vm, T_AttributeError, "module '%s' has no attribute '%s'",
             AS_STR(mo->name)->data, n);
    if (vm->attr_probe) return -1;   /* dropped: no e.name, e.obj, suggestion */
    exc_note_name(vm, n, strlen(n), &obj);
    sug_init(&sg, n);
    while (dict_next(mo->dict, &pos, &k, &v))
      if (IS_STR(k)) sug_offer(&sg, AS_STR(k)->data, AS_STR(k)->len);
    sug_attach(vm, &sg);
    return -1;
  }
  if (obj.tag == V_TYPE && n[0] == '_' && n[1] == '_') {
    /* object.__setattr__, dict.__init__, Exception.__str__: the special
    ** methods user classes inherit, as plain functions */
    int r = class_type_data(vm, (int)obj.u.i, n, out);
    if (!r) r = class_type_attr(vm, (int)obj.u.i, name, out);
    if (r > 0 && strcmp(n, "__class_getitem__") == 0) return bound_new(vm, *out, obj, out);
    if (r) return r < 0 ? -1 : 0;
  }
  if (obj.tag == V_TYPE && !(n[0] == '_' && n[1] == '_')) {
    int r = class_type_getset(vm, (int)obj.u.i, name, out);
    if (r) return r < 0 ? -1 : 0;
  }
  if (obj.tag == V_TYPE && strcmp(n, "mro") == 0) {   /* type's method: type.mro, int.mro() */
    Value f = vbuiltin(slot_native_find("type.mro", 8));
    if (obj.u.i == T_TYPE) { *out = f; return 0; }
    return bound_new(vm, f, obj, out);
  }
  m = mcache_method(vm, val_type(obj), name);
  if (m < 0 && obj.tag == V_TYPE && !(n[0] == '_' && n[1] == '_')) {
    /* str.upper, dict.fromkeys: an unbound method (self V_UNDEF) */
    m = method_find((int)obj.u.i, n, name->len);
    if (m >= 0) {
      BMethod *bm = obj_new(vm, OT_BMETHOD, sizeof(BMethod));
      if (bm == NULL) return -1;
      bm->self = VUNDEF;
      bm->method = m;
      *out = vobj(bm);
      return 0;
    }
  }
  if (m < 0 && obj.tag != V_TYPE && n[0] == '_' && n[1] == '_') {
    int r = builtin_special(vm, obj, name, out);
    if (r) return r < 0 ? -1 : 0;
  }
  if (m >= 0) {
    BMethod *bm = obj_new(vm, OT_BMETHOD, sizeof(BMethod));
    if (bm == NULL) return -1;
    bm->self = obj;
    bm->method = m;
    *out = vobj(bm);
    return 0;
  }
  if (IS_OBJ(obj, OT_FUNC)) {
    Func *fn = (Func *)obj.u.o;
    if (func_meta_name(n) >= 0) {
      if (fn->meta && dict_lookup_str(fn->meta, name, out)) return 0;
      if (strcmp(n, "__annotations__") == 0) {
        /* made empty at first read, and kept, as CPython's */
        Dict *a = dict_new(vm);
        if (a == NULL || func_meta_set(vm, fn, name, vobj(a))) return -1;
        *out = vobj(a);
        return 0;
      }
    } else if (fn->dict && dict_lookup_str(fn->dict, name, out)) {
      return 0;
    }
    if (strcmp(n, "__doc__") == 0) {
      *out = (fn->code->flags & CODE_DOC) ? fn->code->k[0] : VNONE;
      return 0;
    }
    if (strcmp(n, "__defaults__") == 0) { *out = fn->defaults; return 0; }
    if (strcmp(n, "__kwdefaults__") == 0) { *out = fn->kwdefaults; return 0; }
    if (strcmp(n, "__module__") == 0) return str_newc(vm, func_module(vm, fn), out);
    if (strcmp(n, "__dict__") == 0) {
      if (fn->dict == NULL && (fn->dict = dict_new(vm)) == NULL) return -1;
      *out = vobj(fn->dict);
      return 0;
    }
  }
  if (slot_is(obj) && strcmp(n, "__objclass__") == 0) { *out = vtype(slot_owner(obj)); return 0; }
  if (strcmp(n, "__name__") == 0 || strcmp(n, "__qualname__") == 0) {
    if (obj.tag == V_TYPE) return str_newc(vm, type_names[obj.u.i], out);
    if (obj.tag == V_BUILTIN)   /* a slot's qualified name: int.__add__ */
      return str_newc(vm, slot_is(obj) && n[2] == 'q' ? native_get((int)obj.u.i)->name
                                                      : builtin_name((int)obj.u.i), out);
    if (obj.tag == V_TOOL) { *out = vm->tools[obj.u.i].name; return 0; }
    if (IS_OBJ(obj, OT_FUNC)) {
      Code *c = ((Func *)obj.u.o)->code;
      *out = n[2] == 'q' ? c->qualname : c->name;
      return 0;
    }
  }
  if ((val_type(obj) == T_GENERATOR || val_is_agen(obj)) && gen_getattr(vm, obj, n, out))
    return 0;
  if (IS_OBJ(obj, OT_MEMVIEW)) {
    int r = memview_getattr(vm, obj, n, out);
    if (r) return r < 0 ? -1 : 0;
  }
  if (IS_OBJ(obj, OT_EXC)) {
    int r = exc_getattr(vm, obj, n, out);
    if (r) return r < 0 ? -1 : 0;
  }
  if (IS_OBJ(obj, OT_TRACEBACK) && exc_tb_getattr(vm, obj, n, out)) return 0;
  if (strcmp(n, "__module__") == 0) {
    /* a module's native names its module (math.sqrt: 'math'), the
    ** others 'builtins'; a builtin method has None, as CPython's */
    if (obj.tag == V_BUILTIN && !slot_is(obj)) {
      const char *nm = native_get((int)obj.u.i)->name, *dot = strrchr(nm, '.');
      return dot ? str_new(vm, nm, (size_t)(dot - nm), out) : str_newc(vm, "builtins", out);
    }
    if (IS_OBJ(obj, OT_BMETHOD)) { *out = VNONE; return 0; }
  }
  if (IS_OBJ(obj, OT_BMETHOD) && (strcmp(n, "__name__") == 0 || strcmp(n, "__qualname__") == 0)) {
    const Method *m = method_get(((BMethod *)obj.u.o)->method);
    if (n[2] == 'n') return str_newc(vm, m->name, out);
    {
      char tmp[128];
      snprintf(tmp, sizeof tmp, "%s.%s", type_names[method_family_type(((BMethod *)obj.u.o)->method)],
               m->name);
      return str_newc(vm, tmp, out);
    }
  }
  if (num_data_attr(obj, n, out)) return 0;
  if (IS_OBJ(obj, OT_SLICE) || IS_OBJ(obj, OT_RANGE)) {
    bool sl = IS_OBJ(obj, OT_SLICE);
    Slice *s = (Slice *)obj.u.o;
    Range *r = (Range *)obj.u.o;
    Value f[4];
    if (!sl) range_fields(r, f);
    if (strcmp(n, "start") == 0) { *out = sl ? s->start : f[0]; return 0; }
    if (strcmp(n, "stop") == 0) { *out = sl ? s->stop : f[1]; return 0; }
    if (strcmp(n, "step") == 0) { *out = sl ? s->step : f[2]; return 0; }
  }
  if (IS_OBJ(obj, OT_PATTERN) || IS_OBJ(obj, OT_MATCH)) {
    int r = re_getattr(vm, obj, n, out);
    if (r <= 0) return r;
  }
  if (strcmp(n, "__doc__") == 0) {   /* (5).__doc__: its type's (vm/doc_tab.h) */
    const char *doc;
    if (obj.tag != V_TYPE && dir_type_doc(val_type(obj), &doc)) {
      if (doc == NULL) { *out = VNONE; return 0; }
      return str_newc(vm, doc, out);
    }
  }
  return attr_error(vm, obj, n);
}

int vm_getattr(VM *vm, Value obj, const char *name, Value *out) {
  Value s;
  if (str_newc(vm, name, &s)) return -1;
  return vm_getattr_v(vm, obj, AS_STR(s), out);
}

int func_meta_name(const char *n) {
  static const char *const names[] = {"__name__", "__qualname__", "__doc__", "__module__",
                                      "__annotations__"};
  int i;
  if (n[0] != '_' || n[1] != '_') return -1;
  for (i = 0; i < (int)(sizeof names / sizeof names[0]); i++)
    if (strcmp(n, names[i]) == 0) return i;
  return -1;
}

static const char *func_meta_str(VM *vm, Func *fn, const char *key, const char *dflt) {
  Value v;
  if (fn->meta && dict_get_str(vm, fn->meta, key, strlen(key), &v) == 1 && IS_STR(v))
    return AS_STR(v)->data;
  return dflt;
}

const char *func_qualname(VM *vm, Func *fn) {
  return func_meta_str(vm, fn, "__qualname__", AS_STR(fn->code->qualname)->data);
}

/* As CPython's: the __name__ of the function's globals (a library
** module's functions are its own: json.loads.__module__ is 'json'),
** unless __module__ was set. */
const char *func_module(VM *vm, Func *fn) {
  Value m;
  const char *dflt = "__main__";
  if (fn->globals && dict_get_str(vm, fn->globals, "__name__", 8, &m) == 1 && IS_STR(m))
    dflt = AS_STR(m)->data;
  return func_meta_str(vm, fn, "__module__", dflt);
}

int func_meta_set(VM *vm, Func *fn, Str *name, Value v) {
  if (fn->meta == NULL && (fn->meta = dict_new(vm)) == NULL) return -1;
  return dict_set(vm, fn->meta, vobj(name), v);
}

/* No builtin object allows setting or deleting attributes (v V_UNDEF: del). */
int vm_setattr(VM *vm, Value obj, Str *name, Value v) {
  const char *n = name->data;
  if (str_hash_first(vm, name)) return -1;   /* (dict.h: before any lookup) */
  if (obj.tag == V_OBJ && (obj.u.o->type >= OT_CLASS || obj.u.o->type == OT_EXC)) {
    PyCall pc;
    int r = class_setattr(vm, obj, name, v, &pc);
    if (r == 1) {
      vm->want_py = true;
      return vm_raise(vm, T_TypeError, "attribute '%s' runs Python code: not here", n);
    }
    if (r != 2) return r;
  }
  if (obj.tag == V_TYPE)
    return vm_raise(vm, T_TypeError, "cannot set '%s' attribute of immutable type '%s'",
                    n, type_names[obj.u.i]);
  if (strcmp(n, "__class__") == 0 && !IS_OBJ(obj, OT_MODULE))
    return vm_raise(vm, T_TypeError, v.tag == V_UNDEF ? "can't delete __class__ attribute"
                    : "__class__ assignment only supported for mutable types or ModuleType subclasses");
  if (method_find(val_type(obj), n, name->len) >= 0)
    return vm_raise(vm, T_AttributeError, "'%s' object attribute '%s' is read-only",
                    val_type_name(obj), n);
  if (IS_OBJ(obj, OT_EXC)) {
    int r = exc_setattr(vm, obj, n, v);
    if (r) return r < 0 ? -1 : 0;
  }
  if (IS_OBJ(obj, OT_TRACEBACK)) {
    int r = exc_tb_setattr(vm, obj, n, v);
    if (r) return r < 0 ? -1 : 0;
  }
  if (IS_OBJ(obj, OT_MODULE) && !(n[0] == '_' && n[1] == '_')) {
    /* a module's names are the program's to change (sys.stdout = buf, as
    ** redirect_stdout does); a module exists once per VM, so only this
    ** program sees the change.  Its dunder names stay as built. */
    Module *mo = (Module *)obj.u.o;
    int r;
    if (v.tag != V_UNDEF) return dict_set(vm, mo->dict, vobj(name), v);
    r = dict_del(vm, mo->dict, vobj(name), NULL);
    if (r < 0) return -1;
    if (r == 0)
      return vm_raise(vm, T_AttributeError, "module '%s' has no attribute '%s'",
                      AS_STR(mo->name)->data, n);
    return 0;
  }
  if (IS_OBJ(obj, OT_FUNC)) {
    /* attributes of functions live in their own dict, and so do the
    ** names functools.wraps assigns (read from there first); the names
    ** the language reads are not writable here (no __code__, no
    ** __globals__; unittest's markers __unittest_skip__... are plain data) */
    Func *fn = (Func *)obj.u.o;
    int w = func_meta_name(n);
    if (n[0] == '_' && n[1] == '_' && w < 0 && strcmp(n, "__wrapped__") != 0 &&
        strncmp(n, "__unittest_", 11) != 0)
      return vm_raise(vm, T_AttributeError, "cannot set '%s' of a function in the sandbox", n);
    if ((w == FM_NAME || w == FM_QUALNAME) && !IS_STR(v))   /* deleting too */
      return vm_raise(vm, T_TypeError, "__%s__ must be set to a string object",
                      w == FM_NAME ? "name" : "qualname");
    if (w >= 0) {
      if (v.tag == V_UNDEF) {
        /* del f.__doc__ / __annotations__ / __module__: back to None / {} */
        int r = fn->meta ? dict_del(vm, fn->meta, vobj(name), NULL) : 0;
        if (r < 0) return -1;
        return w == FM_DOC || w == FM_MODULE ? func_meta_set(vm, fn, name, VNONE) : 0;
      }
      if (w == FM_ANNOTATIONS && !IS_OBJ(v, OT_DICT))
        return vm_raise(vm, T_TypeError, "__annotations__ must be set to a dict object");
      return func_meta_set(vm, fn, name, v);
    }
    if (v.tag == V_UNDEF) {
      int r = fn->dict ? dict_del(vm, fn->dict, vobj(name), NULL) : 0;
      if (r < 0) return -1;
      if (r == 0)
        return vm_raise(vm, T_AttributeError, "'function' object has no attribute '%s'", n);
      return 0;
    }
    if (fn->dict == NULL && (fn->dict = dict_new(vm)) == NULL) return -1;
    return dict_set(vm, fn->dict, vobj(name), v);
  }
  return vm_raise(vm, T_AttributeError, "'%s' object has no attribute '%s'",
                  val_type_name(obj), n);
}

/* ---- dict views ---- */

int vm_view_contains(VM *vm, Value view, Value item) {
  View *w = (View *)view.u.o;
  Dict *d = AS_DICT(w->dict);
  if (w->kind == T_DICT_KEYS) return dict_get(vm, d, item, NULL);
  if (w->kind == T_DICT_ITEMS) {
    Value v;
    int r;
    if (!IS_OBJ(item, OT_TUPLE) || AS_TUPLE(item)->len != 2) return 0;
    r = dict_get(vm, d, AS_TUPLE(item)->items[0], &v);
    if (r <= 0) return r;
    return hash_eq_item(vm, v, AS_TUPLE(item)->items[1]);
  }
  {
    size_t pos = 0;
    Value k, v;
    uint64_t i = 0;
    while (dict_next(d, &pos, &k, &v)) {
      int r = hash_eq_item(vm, v, item);
      if (r) return r;
      if (vm_charge_item(vm, i++)) return -1;
    }
    return 0;
  }
}

/* Keys and items views behave as sets in operators. */
static Set *view_to_set(VM *vm, Value v) {
  Set *s;
  if (IS_OBJ(v, OT_SET) || IS_OBJ(v, OT_FROZENSET)) return AS_SET(v);
  s = set_new(vm, false);
  if (s == NULL) return NULL;
  if (set_update(vm, s, v)) return NULL;
  return s;
}

int vm_view_setop(VM *vm, int op, Value a, Value b, Value *out) {
  Set *x, *y;
  if (!vm_iter_native(b))
    return vm_raise(vm, T_TypeError, "unsupported operand type(s) for %s: '%s' and '%s'",
                    op == 0 ? "+" : "|", val_type_name(a), val_type_name(b));
  x = view_to_set(vm, a);
  if (x == NULL) return -1;
  y = view_to_set(vm, b);
  if (y == NULL) return -1;
  return vm_binop(vm, op, vobj(x), vobj(y), out);
}

int vm_view_compare(VM *vm, int op, Value a, Value b, Value *out) {
  Set *x = view_to_set(vm, a), *y;
  if (x == NULL) return -1;
  y = view_to_set(vm, b);
  if (y == NULL) return -1;
  return vm_compare(vm, op, vobj(x), vobj(y), out);
}
