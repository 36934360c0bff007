/*
** test_loader.c - invariants the snapshot loader establishes (vm/snapshot.c)
** against bytes a writer would never produce: the fuzz findings kept in
** tests/fuzz/restore-seeds (each refused, or restored and run safely), and
** hostile states made by changing a real VM before saving it.
** Run from the repository root (the seeds are read by path).
*/
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "baton.h"
#include "vm.h"
#include "dict.h"
#include "str.h"
#include "snapshot.h"
#include "snap_repair.h"

static int failures, checks;

#define CHECK(cond) do { checks++; if (!(cond)) { failures++; \
  fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); } } while (0)

static void drop(void *ud, const char *s, size_t n) {
  (void)ud; (void)s; (void)n;
}

static VM *fresh(void) {
  VM *vm = vm_new(NULL, NULL);
  if (vm == NULL) abort();
  vm->out = drop;
  return vm;
}

static int run(VM *vm, const char *src) {
  Code *code;
  Value res;
  if (compile_module(vm, src, strlen(src), "prog.py", &code)) return -1;
  return vm_run(vm, code, &res);
}

/* Save vm into a malloc'd block (*n bytes). */
static uint8_t *save(VM *vm, size_t *n) {
  Buf b = BUF_INIT;
  char err[200];
  uint8_t *copy;
  if (snap_save_ex(vm, NULL, &b, NULL, 0, err, sizeof err)) {
    fprintf(stderr, "save failed: %s\n", err);
    return NULL;
  }
  copy = malloc(b.len);
  if (copy == NULL) abort();
  memcpy(copy, b.p, b.len);
  *n = b.len;
  buf_free(vm, &b);
  return copy;
}

/* The loader's verdict on p[0..n): 0 restored (the VM in *out), or -1 with
** the message in err. */
static int load(const uint8_t *p, size_t n, VM **out, char *err, size_t errlen) {
  VM *vm = fresh();
  if (snap_load(vm, p, n, NULL, 0, err, errlen)) {
    vm_free(vm);
    return -1;
  }
  *out = vm;
  return 0;
}

static uint8_t *read_file(const char *path, size_t *n) {
  FILE *f = fopen(path, "rb");
  uint8_t *p;
  long len;
  if (f == NULL) return NULL;
  fseek(f, 0, SEEK_END);
  len = ftell(f);
  fseek(f, 0, SEEK_SET);
  p = malloc(len > 0 ? (size_t)len : 1);
  if (p == NULL || fread(p, 1, (size_t)len, f) != (size_t)len) abort();
  fclose(f);
  *n = (size_t)len;
  return p;
}

/* The fuzz finding: a module (asyncio) whose dict has a key that is not a
** str; attribute lookup's "did you mean" scan read it as a str.  The bytes
** hold code checks of the build that found it, so a build that compiles
** the program differently refuses them earlier: refused either way, and
** test_module_nonstr_key below rebuilds the same state with this build
** (tools/gen_restore_seeds.py rewrites the seed in the current format). */
static void test_finding_module_key(void) {
  size_t n;
  uint8_t *p = read_file("tests/fuzz/restore-seeds/module-dict-int-key.bin", &n);
  char err[200] = "";
  VM *vm;
  bt_vm *b;
  bt_error e;
  CHECK(p != NULL);
  if (p == NULL) return;
  snap_repair(p, n);
  CHECK(load(p, n, &vm, err, sizeof err) == -1);
  CHECK(strstr(err, "module attribute name is not a str") != NULL ||
        strstr(err, "compiles differently") != NULL || strstr(err, "version") != NULL);
  if (strstr(err, "not a str") == NULL && strstr(err, "differently") == NULL &&
      strstr(err, "version") == NULL)
    fprintf(stderr, "  refused as: %s\n", err);
  /* and through the public API */
  CHECK(bt_restore(p, n, NULL, &b, &e) == BT_INVALID);
  free(p);
}

/* The finding's state made from a real VM: an int key put in asyncio's
** dict before saving (*n bytes, malloc'd). */
static uint8_t *module_key_state(size_t *n) {
  VM *vm = fresh();
  uint8_t *p;
  CHECK(run(vm, "import asyncio\n") == 0);
  CHECK(vm->asyncio != NULL);
  CHECK(dict_set(vm, vm->asyncio->dict, vint(7), VNONE) == 0);
  p = save(vm, n);
  vm_free(vm);
  return p;
}

/* --write-seeds DIR (tools/gen_restore_seeds.py): the findings' states in
** this build's format, as fuzz_restore seeds. */
static int write_seeds(const char *dir) {
  char path[512];
  size_t n;
  uint8_t *p = module_key_state(&n);
  FILE *f;
  snprintf(path, sizeof path, "%s/module-dict-int-key.bin", dir);
  f = fopen(path, "wb");
  if (p == NULL || f == NULL || fwrite(p, 1, n, f) != n) return 1;
  fclose(f);
  free(p);
  printf("module-dict-int-key.bin: %zu bytes\n", n);
  return 0;
}

/* The same state made here: refused on load. */
static void test_module_nonstr_key(void) {
  uint8_t *p;
  size_t n;
  char err[200] = "";
  VM *nv;
  p = module_key_state(&n);
  CHECK(p != NULL);
  if (p == NULL) return;
  CHECK(load(p, n, &nv, err, sizeof err) == -1);
  CHECK(strstr(err, "module attribute name is not a str") != NULL);
  free(p);
}

/* asyncio's dict also stored as a global: the restored module gets its
** own copy, so the program can put any key in the global without reaching
** attribute lookup on the module. */
static void test_module_dict_shared(void) {
  VM *vm = fresh(), *nv;
  uint8_t *p;
  size_t n;
  char err[200] = "";
  Value k;
  CHECK(run(vm, "import asyncio\n") == 0);
  CHECK(str_newc(vm, "d", &k) == 0);
  CHECK(dict_set(vm, vm->globals, k, vobj(vm->asyncio->dict)) == 0);
  p = save(vm, &n);
  vm_free(vm);
  CHECK(p != NULL);
  if (p == NULL) return;
  CHECK(load(p, n, &nv, err, sizeof err) == 0);
  if (nv == NULL) { free(p); return; }
  CHECK(run(nv, "d[1] = 2\n"
                "try:\n"
                "    asyncio.sleeq\n"
                "except AttributeError as e:\n"
                "    r = str(e)\n") == 0);
  {
    Value r;
    CHECK(str_newc(nv, "r", &k) == 0);
    CHECK(dict_get(nv, nv->globals, k, &r) == 1 && IS_STR(r) &&
          strstr(AS_STR(r)->data, "has no attribute 'sleeq'") != NULL);
  }
  vm_free(nv);
  free(p);
}

/* Keys whose full hashes collide (ints equal modulo 2**61 - 1) make a
** table quadratic to rebuild: the loader spends at most TABLE_STEPS key
** comparisons on its tables, so a snapshot holding more is refused at
** once instead of keeping the restore busy for minutes; one well under
** the budget restores. */
static void test_colliding_tables(void) {
  static const char *const progs[2] = {
    "x = [i * (2**61 - 1) for i in range(2000)]\nd = dict.fromkeys(x)\n",
    "x = [i * (2**61 - 1) for i in range(6000)]\nd = dict.fromkeys(x)\ns = set(x)\n",
  };
  int k;
  for (k = 0; k < 2; k++) {
    VM *vm = fresh(), *nv = NULL;
    uint8_t *p;
    size_t n;
    char err[200] = "";
    CHECK(run(vm, progs[k]) == 0);
    p = save(vm, &n);
    vm_free(vm);
    CHECK(p != NULL);
    if (p == NULL) return;
    if (k == 0) {
      CHECK(load(p, n, &nv, err, sizeof err) == 0);
      if (nv) CHECK(run(nv, "assert len(d) == 2000 and (1999 * (2**61 - 1)) in d\n") == 0);
      if (nv) vm_free(nv);
    } else {
      CHECK(load(p, n, &nv, err, sizeof err) == -1);
      CHECK(strstr(err, "key comparisons to rebuild") != NULL);
    }
    free(p);
  }
}

/* A traceback chain that leads back to itself (tb_next assignment refuses
** one; a state can hold any): formatting it would never end, so the loader
** refuses it.  The same chain without the loop restores and formats. */
static void test_traceback_cycle(void) {
  int k;
  for (k = 0; k < 2; k++) {
    VM *vm = fresh(), *nv = NULL;
    uint8_t *p;
    size_t n;
    char err[200] = "";
    Value key, tb;
    CHECK(run(vm, "def f(n):\n    if n == 0:\n        raise ValueError\n    f(n - 1)\n"
                  "try:\n    f(3)\nexcept ValueError as e:\n    tb = e.__traceback__\n") == 0);
    CHECK(str_newc(vm, "tb", &key) == 0);
    CHECK(dict_get(vm, vm->globals, key, &tb) == 1 && IS_OBJ(tb, OT_TRACEBACK));
    if (!IS_OBJ(tb, OT_TRACEBACK)) { vm_free(vm); return; }
    if (k == 1) ((Traceback *)tb.u.o)->next->next->next = (Traceback *)tb.u.o;
    p = save(vm, &n);
    vm_free(vm);
    CHECK(p != NULL);
    if (p == NULL) return;
    if (k == 0) {
      CHECK(load(p, n, &nv, err, sizeof err) == 0);
      if (nv) CHECK(run(nv, "import traceback\nassert len(traceback.format_tb(tb)) == 5\n") == 0);
      if (nv) vm_free(nv);
    } else {
      CHECK(load(p, n, &nv, err, sizeof err) == -1);
      CHECK(strstr(err, "a traceback contains itself") != NULL);
      if (strstr(err, "contains itself") == NULL) fprintf(stderr, "  refused as: %s\n", err);
    }
    free(p);
  }
}

/* Every committed seed (tools/gen_restore_seeds.py) is in this build's
** format: a format change that did not regenerate them fails here, not
** silently in the fuzzer, whose loader would stop each one at the version
** field (bytes 8-11 after the magic).  The version only: restoring the big
** seeds recompiles library modules, seconds under the sanitizer. */
static void test_seeds_current(void) {
  DIR *d = opendir("tests/fuzz/restore-seeds");
  struct dirent *e;
  int seen = 0;
  CHECK(d != NULL);
  if (d == NULL) return;
  while ((e = readdir(d)) != NULL) {
    char path[600];
    size_t n;
    uint8_t *p;
    if (strstr(e->d_name, ".bin") == NULL) continue;
    snprintf(path, sizeof path, "tests/fuzz/restore-seeds/%s", e->d_name);
    p = read_file(path, &n);
    CHECK(p != NULL && n > 12);
    if (p == NULL || n <= 12) continue;
    seen++;
    if (memcmp(p, "BATONSNP", 8) != 0 ||
        (p[8] | p[9] << 8 | p[10] << 16 | (uint32_t)p[11] << 24) != SNAP_VERSION) {
      fprintf(stderr, "%s is not in format %u: run tools/gen_restore_seeds.py\n", path,
              SNAP_VERSION);
      CHECK(0);
    }
    free(p);
  }
  closedir(d);
  CHECK(seen >= 10);
}

int main(int argc, char **argv) {
  if (argc > 2 && strcmp(argv[1], "--write-seeds") == 0) return write_seeds(argv[2]);
  test_finding_module_key();
  test_module_nonstr_key();
  test_traceback_cycle();
  test_module_dict_shared();
  test_colliding_tables();
  test_seeds_current();
  printf("test_loader: %d checks, %d failed\n", checks, failures);
  return failures ? 1 : 0;
}
