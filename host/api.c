/*
** api.c - the public API (baton.h) over the VM internals.
*/
#include <stdio.h>
#include <string.h>
#include "baton.h"
#include "../vm/vm.h"
#include "../vm/dict.h"

#define DEFAULT_MEMORY ((size_t)256 << 20)

enum { ST_EMPTY, ST_LOADED, ST_FINISHED };

struct bt_vm {
  VM *vm;
  Code *code;              /* loaded module, kept alive in vm->roots[0] */
  int state;
  Buf text;                /* error / limit / repr text returned to the host */
  Buf out;                 /* buffered output when no sink is set */
  bool has_sink;
  bt_print_fn sink;
  void *sink_ud;
  uint64_t max_steps;
  size_t max_output;
};

static void buffer_sink(void *ud, const char *s, size_t n) {
  bt_vm *b = ud;
  /* a failure to buffer output is reported as lost output, not a crash */
  (void)buf_put(b->vm, &b->out, s, n);
}

bt_vm *bt_new(const bt_config *cfg) {
  bt_config def;
  VM *vm;
  bt_vm *b;
  if (cfg == NULL) {
    memset(&def, 0, sizeof def);
    cfg = &def;
  }
  vm = vm_new((MemFn)cfg->alloc, cfg->alloc_ud);
  if (vm == NULL) return NULL;
  b = mem_alloc(&vm->mem, sizeof *b);
  if (b == NULL) { vm_free(vm); return NULL; }
  memset(b, 0, sizeof *b);
  b->vm = vm;
  /* the VM's own baseline (builtins, prelude) does not count */
  vm->mem.limit = (cfg->max_memory ? cfg->max_memory : DEFAULT_MEMORY) + vm->mem.used;
  vm->lim.max_depth = cfg->max_depth ? cfg->max_depth : 1000;
  b->max_steps = cfg->max_steps;
  b->max_output = cfg->max_output;
  if (cfg->print) {
    b->has_sink = true;
    vm->out = cfg->print;
    vm->out_ud = cfg->print_ud;
  } else {
    vm->out = buffer_sink;
    vm->out_ud = b;
  }
  return b;
}

void bt_free(bt_vm *b) {
  VM *vm;
  if (b == NULL) return;
  vm = b->vm;
  buf_free(vm, &b->text);
  buf_free(vm, &b->out);
  mem_free(&vm->mem, b, sizeof *b);
  vm_free(vm);
}

static void set_text(bt_vm *b, const char *s) {
  b->text.len = 0;
  (void)buf_put(b->vm, &b->text, s, strlen(s));
}

bt_status bt_load(bt_vm *b, const char *src, size_t len, const char *filename,
                  bt_error *err) {
  VM *vm;
  Code *code;
  if (b == NULL || src == NULL) return BT_MISUSE;
  vm = b->vm;
  if (filename == NULL) filename = "<string>";
  if (err) memset(err, 0, sizeof *err);
  vm->exc = VUNDEF;
  if (compile_module(vm, src, len, filename, &code)) {
    Value e = vm->exc;
    b->text.len = 0;
    if (e.tag == V_OBJ && exc_format(vm, e, &b->text) == 0 && err) {
      Exc *x = AS_EXC(e);
      Tuple *args = AS_TUPLE(x->args);
      snprintf(err->type, sizeof err->type, "%s", type_names[x->type]);
      if (args->len >= 1 && IS_STR(args->items[0]))
        snprintf(err->message, sizeof err->message, "%s", AS_STR(args->items[0])->data);
      if (args->len == 2 && IS_OBJ(args->items[1], OT_TUPLE)) {
        Tuple *d = AS_TUPLE(args->items[1]);
        if (d->len >= 3 && d->items[1].tag == V_INT) err->line = (int)d->items[1].u.i;
        if (d->len >= 3 && d->items[2].tag == V_INT) err->offset = (int)d->items[2].u.i;
      }
      err->text = b->text.p;
    }
    vm->exc = VUNDEF;
    return e.tag == V_OBJ && e.u.o == vm->nomem.u.o ? BT_NOMEM : BT_ERROR;
  }
  b->code = code;
  vm->roots[0] = vobj(code);
  if (vm->nroots < 1) vm->nroots = 1;
  b->state = ST_LOADED;
  return BT_OK;
}

bt_status bt_step(bt_vm *b) {
  VM *vm;
  Value result;
  int r;
  if (b == NULL || b->state != ST_LOADED) return BT_MISUSE;
  vm = b->vm;
  vm->steps = 0;
  vm->budget = BUDGET_CHUNK;
  vm->lim.max_steps = b->max_steps;
  vm->lim.max_output = b->max_output;
  vm->out_bytes = 0;
  vm->limit_hit = false;
  r = vm_run(vm, b->code, &result);
  vm_flush(vm);
  b->state = ST_FINISHED;
  vm->roots[0] = VNONE;
  if (r == 0) {
    vm->result = result;
    return BT_DONE;
  }
  /* the run is over: drop its frames */
  vm->nframes = 0;
  vm->handled = VNONE;
  b->text.len = 0;
  if (vm->limit_hit) {
    char tmp[128];
    if (vm->limit_kind == LIMIT_STEPS)
      snprintf(tmp, sizeof tmp, "step limit exceeded (%llu steps)",
               (unsigned long long)vm->lim.max_steps);
    else if (vm->limit_kind == LIMIT_OUTPUT)
      snprintf(tmp, sizeof tmp, "output limit exceeded (%zu bytes)", vm->lim.max_output);
    else
      snprintf(tmp, sizeof tmp, "limit exceeded");
    set_text(b, tmp);
    vm->exc = VUNDEF;
    return BT_LIMIT;
  }
  if (vm->exc.tag == V_OBJ) {
    if (exc_format(vm, vm->exc, &b->text)) set_text(b, "MemoryError\n");
  }
  vm->exc = VUNDEF;
  return BT_ERROR;
}

const char *bt_error_text(bt_vm *b) {
  return b && b->text.p ? b->text.p : "";
}

const char *bt_limit_text(bt_vm *b) {
  return bt_error_text(b);
}

const char *bt_output(bt_vm *b, size_t *len) {
  static const char empty[] = "";
  if (b == NULL || b->has_sink) { if (len) *len = 0; return empty; }
  if (len) *len = b->out.len;
  {
    /* hand out the text, then start a new buffer at the next print */
    const char *p = b->out.p ? b->out.p : empty;
    return p;
  }
}

const char *bt_result_repr(bt_vm *b) {
  VM *vm;
  if (b == NULL) return NULL;
  vm = b->vm;
  if (vm->result.tag == V_NONE || vm->result.tag == V_UNDEF) return NULL;
  b->text.len = 0;
  if (vm_repr_buf(vm, vm->result, &b->text)) { vm->exc = VUNDEF; return NULL; }
  return b->text.p;
}

size_t bt_memory(bt_vm *b) {
  return b ? b->vm->mem.used : 0;
}

const char *bt_disassemble(bt_vm *b) {
  if (b == NULL || b->code == NULL) return "";
  b->text.len = 0;
  if (dis_code(b->vm, b->code, &b->text)) { b->vm->exc = VUNDEF; return ""; }
  return b->text.p ? b->text.p : "";
}
