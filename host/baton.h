/*
** baton.h - the public C API of baton, an embeddable sandbox for Python
** programs written by AI agents.  This is the only installed header.
**
** A bt_vm holds one sandboxed interpreter: its globals persist across runs
** (as a REPL's do).  VMs share nothing: many may live in one process, on
** different threads (one thread at a time per VM).
**
** Typical use:
**
**     bt_vm *vm = bt_new(NULL);
**     bt_error err;
**     if (bt_load(vm, src, len, "agent.py", &err) != BT_OK) { ...err.text... }
**     for (;;) {
**       bt_status st = bt_step(vm);
**       if (st == BT_DONE) break;
**       if (st == BT_ERROR) { ...bt_error_text(vm)...; break; }
**       if (st == BT_LIMIT) { ...bt_limit_text(vm)...; break; }
**     }
**     bt_free(vm);
**
** Errors are return codes; nothing here aborts or longjmps.
*/
#ifndef BATON_H
#define BATON_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define BATON_VERSION "0.1.0"

typedef struct bt_vm bt_vm;

/* Allocator hook: realloc-like, told the old size.  nsize == 0 frees. */
typedef void *(*bt_alloc_fn)(void *ud, void *ptr, size_t osize, size_t nsize);
/* Output sink: receives whole lines (or the final unterminated chunk). */
typedef void (*bt_print_fn)(void *ud, const char *s, size_t n);

typedef struct bt_config {
  bt_alloc_fn alloc;       /* NULL: malloc/realloc/free */
  void *alloc_ud;
  size_t max_memory;       /* bytes the VM may hold; 0 = default (256 MiB) */
  uint64_t max_steps;      /* instructions-ish budget per run; 0 = default (no limit) */
  uint32_t max_depth;      /* Python call depth; 0 = default (1000) */
  size_t max_output;       /* bytes printed per run; 0 = default (no limit) */
  bt_print_fn print;       /* NULL: buffer the output, read with bt_output */
  void *print_ud;
} bt_config;

typedef enum bt_status {
  BT_OK = 0,
  BT_DONE,                 /* the program finished */
  BT_ERROR,                /* an uncaught Python exception (bt_error_text) */
  BT_LIMIT,                /* a resource limit stopped the run (bt_limit_text) */
  BT_MISUSE = -1,          /* API misuse: nothing loaded, bad argument ... */
  BT_NOMEM = -2            /* the host allocator failed outside a run */
} bt_status;

typedef struct bt_error {
  char type[64];           /* "SyntaxError", "IndentationError", ... */
  char message[256];
  int line, offset;        /* 1-based; 0 when unknown */
  const char *text;        /* full CPython-style report; valid until the
                              next call on the VM */
} bt_error;

/* Create a VM; cfg may be NULL for defaults.  NULL when out of memory. */
bt_vm *bt_new(const bt_config *cfg);
void bt_free(bt_vm *vm);

/* Compile a program; it runs at the next bt_step.  On a syntax error
** returns BT_ERROR and fills *err (err may be NULL). */
bt_status bt_load(bt_vm *vm, const char *src, size_t len, const char *filename,
                  bt_error *err);

/* Run the loaded program until it needs the host or ends. */
bt_status bt_step(bt_vm *vm);

/* After BT_ERROR: the traceback in CPython's format ("Traceback (most
** recent call last): ...", ending with "Type: message\n"). */
const char *bt_error_text(bt_vm *vm);
/* After BT_LIMIT: which limit, e.g. "step limit exceeded (1000000 steps)". */
const char *bt_limit_text(bt_vm *vm);

/* Output buffered since the last call (when no print sink is set). */
const char *bt_output(bt_vm *vm, size_t *len);

/* repr() of the value of the program's final expression statement, or
** NULL when it had none (or it was None). */
const char *bt_result_repr(bt_vm *vm);

/* Disassemble the loaded program into text (for tools/debugging). */
const char *bt_disassemble(bt_vm *vm);

/* Memory in use by the VM, in bytes (exact). */
size_t bt_memory(bt_vm *vm);

#ifdef __cplusplus
}
#endif
#endif
