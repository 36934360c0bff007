/*
** test_astcache.c - parsed programs shared between VMs (bt_cache,
** grammar/astcache.c): VMs with a cache behave as VMs without one, the
** compiler leaves shared trees unchanged, errors are reported every time,
** the budget holds, snapshots restore through a cache, and VMs on several
** threads share one cache.  Compiled code images (vm/codeimg.c): a code
** built from the cache's image is the compile's, object for object (the
** same sharing, the same bytes of VM memory), and every allocation
** failure while building one leaves a MemoryError and no leak.  The
** build's images of the library's texts (tools/gen_libimg.c) build the
** code a compile of each text makes, and no other text gets one.
*/
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "baton.h"
#include "vm.h"
#include "../grammar/astcache.h"
#include "lib/lib.h"
#include "fail_alloc.h"

static int failures, checks;

#define CHECK(cond) do { checks++; if (!(cond)) { failures++; \
    fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); } } while (0)

typedef struct Out { char buf[8192]; size_t len; } Out;

static void sink(void *ud, const char *s, size_t n) {
  Out *o = ud;
  if (o->len + n < sizeof o->buf) { memcpy(o->buf + o->len, s, n); o->len += n; }
  o->buf[o->len] = 0;
}

/* programs touching every part of the compiler, and the prelude's and
** library's Python (sorted with a key, json, re, asyncio) */
static const char *const progs[] = {
  "x = [i * i for i in range(5) if i % 2]\nprint(x, {k: v for k, v in zip('ab', x)})\n",
  "def f(a, /, b=2, *args, c, **kw):\n    return a, b, args, c, kw\nprint(f(1, c=3, d=4))\n",
  "rows = [{'n': n, 'v': v} for n, v in (('a', 2), ('b', 1))]\n"
  "for r in sorted(rows, key=lambda r: r['v']):\n    print(f\"{r['n']!r:>4}{r['v']:5.1f}\")\n",
  "def g():\n    n = 0\n    def inc():\n        nonlocal n\n        n += 1\n        return n\n"
  "    return inc\ni = g()\ni()\nprint(i(), (y := 5) + y)\n",
  "try:\n    1 / 0\nexcept ZeroDivisionError as e:\n    print('caught', e)\nfinally:\n    print('done')\n",
  "def gen():\n    yield from range(3)\n    return 7\nprint(list(gen()), max([3, 1, 2], key=lambda v: -v))\n",
  "import json, re\nprint(json.dumps({'a': [1, 2.5, None]}), re.findall(r'\\d+', 'a1b22'))\n",
  "import asyncio\nasync def w(n):\n    await asyncio.sleep(0)\n    return n\n"
  "async def main():\n    return await asyncio.gather(w(1), w(2))\nprint(asyncio.run(main()))\n",
  "with_ = {'k': 1}\nmatch_ = [*range(3), *'ab']\nprint(with_, match_, f\"{'x'!r}{1+1:03d}\")\n",
};
#define NPROGS ((int)(sizeof progs / sizeof progs[0]))

static int run_prog(bt_cache *cache, const char *src, Out *o) {
  bt_config cfg;
  bt_vm *vm;
  int st;
  memset(&cfg, 0, sizeof cfg);
  memset(o, 0, sizeof *o);
  cfg.print = sink;
  cfg.print_ud = o;
  cfg.cache = cache;
  vm = bt_new(&cfg);
  if (vm == NULL) return -100;
  st = bt_load(vm, src, strlen(src), "t.py", NULL);
  if (st == BT_OK) st = bt_step(vm, NULL);
  if (st == BT_ERROR) sink(o, bt_error_text(vm), strlen(bt_error_text(vm)));
  bt_free(vm);
  return st;
}

/* The cache's tree of src dumped as text (NULL when it has none); *parsed:
** bytes a parse outside the cache allocated (0 when the cache had it). */
static char *cached_dump(bt_cache *cache, const char *src, size_t *parsed);

static char *dump(const Ast *mod) {
  char *p = NULL;
  size_t n = 0;
  FILE *f = open_memstream(&p, &n);
  if (f == NULL) abort();
  ast_dump(f, mod, 0);
  fclose(f);
  return p;
}

static char *cached_dump(bt_cache *cache, const char *src, size_t *parsed) {
  Arena a;
  ParseError err;
  int oom;
  Mem m;
  Ast *mod;
  char *text;
  AcGen *g = astcache_enter(cache);
  mem_init(&m, NULL, NULL, 0);
  arena_init(&a, &m);
  mod = astcache_parse(g, &a, src, strlen(src), &err, &oom);
  text = mod ? dump(mod) : NULL;
  *parsed = m.used;
  arena_free(&a);
  astcache_leave(g);
  return text;
}

/* Same output with and without the cache, the first time and when the
** trees come from it; and the trees are what they were. */
static void test_same_as_without(void) {
  bt_cache *cache = bt_cache_new(NULL, NULL, 1 << 24);
  char *before[NPROGS];
  int i, round;
  for (i = 0; i < NPROGS; i++) {
    Out plain, cached;
    int a = run_prog(NULL, progs[i], &plain);
    for (round = 0; round < 2; round++) {
      int b = run_prog(cache, progs[i], &cached);
      CHECK(a == b && a == BT_DONE);
      CHECK(strcmp(plain.buf, cached.buf) == 0);
      if (a != b || a != BT_DONE || strcmp(plain.buf, cached.buf) != 0)
        fprintf(stderr, "  %s\n  without: %s\n  with: %s\n", progs[i], plain.buf, cached.buf);
    }
  }
  /* compiling from the shared trees changed none of them */
  for (i = 0; i < NPROGS; i++) {
    size_t parsed;
    before[i] = cached_dump(cache, progs[i], &parsed);
    CHECK(before[i] != NULL && parsed == 0);   /* the cache's tree: no parse here */
  }
  for (i = 0; i < NPROGS; i++) {
    Out o;
    size_t parsed;
    char *after;
    run_prog(cache, progs[i], &o);
    after = cached_dump(cache, progs[i], &parsed);
    CHECK(after != NULL && strcmp(before[i], after) == 0);
    free(before[i]);
    free(after);
  }
  bt_cache_free(cache);
}

/* A syntax error is reported each time (never kept), with CPython's text. */
static void test_errors_not_kept(void) {
  bt_cache *cache = bt_cache_new(NULL, NULL, 1 << 20);
  const char *bad = "x = (1,\nprint(x)\n";
  int i;
  for (i = 0; i < 2; i++) {
    bt_config cfg;
    bt_error err;
    bt_vm *vm;
    memset(&cfg, 0, sizeof cfg);
    cfg.cache = cache;
    vm = bt_new(&cfg);
    CHECK(bt_load(vm, bad, strlen(bad), "t.py", &err) == BT_ERROR);
    CHECK(strcmp(err.type, "SyntaxError") == 0);
    CHECK(strcmp(err.message, "'(' was never closed") == 0);
    bt_free(vm);
  }
  bt_cache_free(cache);
}

/* Past the budget, new texts are parsed as without a cache. */
static void test_budget(void) {
  bt_cache *cache = bt_cache_new(NULL, NULL, 1);
  Out o;
  size_t parsed;
  CHECK(run_prog(cache, progs[1], &o) == BT_DONE);   /* nothing fits: not kept */
  CHECK(strstr(o.buf, "(1, 2, (), 3, {'d': 4})") != NULL);
  free(cached_dump(cache, progs[1], &parsed));
  CHECK(parsed > 0);
  bt_cache_free(cache);
  /* a tree bigger than what is left is parsed under the VM's own limit */
  cache = bt_cache_new(NULL, NULL, 300000);
  {
    size_t n = 20000, i;
    char *big = malloc(3 * n + 32);
    strcpy(big, "x = [");
    for (i = 0; i < n; i++) strcat(big + 4 + 2 * i, "1,");
    strcat(big, "]\nprint(len(x))\n");
    CHECK(run_prog(cache, big, &o) == BT_DONE && strcmp(o.buf, "20000\n") == 0);
    free(cached_dump(cache, big, &parsed));
    CHECK(parsed > 300000);
    free(big);
  }
  bt_cache_free(cache);
}

/* Snapshots recompile their sources: through the cache when restored
** with one, and continue the same. */
static void test_restore_through_cache(void) {
  bt_cache *cache = bt_cache_new(NULL, NULL, 1 << 20);
  const char *prog = "def f(x):\n    return [x, tool(x)]\nprint(f(1), f(2))\n";
  bt_config cfg;
  Out o;
  bt_vm *vm, *vm2;
  const bt_request *req;
  const void *snap;
  size_t len;
  bt_value v;
  int round;
  memset(&cfg, 0, sizeof cfg);
  cfg.print = sink;
  cfg.print_ud = &o;
  cfg.cache = cache;
  memset(&o, 0, sizeof o);
  vm = bt_new(&cfg);
  CHECK(bt_tool(vm, "tool", "x: int", NULL, 0) == BT_OK);
  CHECK(bt_load(vm, prog, strlen(prog), "t.py", NULL) == BT_OK);
  v.type = BT_INT;
  for (round = 0; round < 2; round++) {
    CHECK(bt_step(vm, &req) == BT_REQUEST);
    snap = bt_snapshot(vm, &len);
    CHECK(snap != NULL);
    CHECK(bt_restore(snap, len, &cfg, &vm2, NULL) == BT_OK);
    bt_free(vm);
    vm = vm2;
    req = bt_pending(vm, 0);
    CHECK(req != NULL);
    v.u.i = req->kwargs->u.map.vals[0].u.i * 10;
    CHECK(bt_fulfil(vm, req->id, &v) == BT_OK);
  }
  CHECK(bt_step(vm, NULL) == BT_DONE);
  CHECK(strcmp(o.buf, "[1, 10] [2, 20]\n") == 0);
  bt_free(vm);
  bt_cache_free(cache);
}

/* A full cache starts over: a long-lived host keeps caching what it uses
** now (its programs, a tool signature's mark), the texts it kept before
** are parsed once more and kept again, and outputs stay the same. */
static bool code_kept(bt_cache *cache, const char *fname, const char *src);

static void test_generations(void) {
  bt_cache *cache = bt_cache_new(NULL, NULL, 1 << 18);
  const char *keep = progs[1];
  Out o;
  int i;
  CHECK(run_prog(cache, keep, &o) == BT_DONE && code_kept(cache, "t.py", keep));
  for (i = 0; i < 400 && astcache_generations(cache) == 0; i++) {
    char src[200];
    snprintf(src, sizeof src, "def f%d(a, b=[%d]):\n    return [a * %d for _ in b]\nprint(f%d(2))\n",
             i, i, i, i);
    CHECK(run_prog(cache, src, &o) == BT_DONE);
  }
  CHECK(astcache_generations(cache) == 1);       /* filled, and started over */
  CHECK(!code_kept(cache, "t.py", keep));        /* the old generation went */
  CHECK(run_prog(cache, keep, &o) == BT_DONE);
  CHECK(strstr(o.buf, "(1, 2, (), 3, {'d': 4})") != NULL);
  CHECK(code_kept(cache, "t.py", keep));         /* kept again */
  {
    /* a binder's mark is kept again too: once a signature built, its
    ** next registration leaves the defaults to the first call; a build
    ** that runs into a limit says so (and leaves no mark) */
    bt_config cfg;
    bt_vm *vm;
    int round;
    static const int lim[3] = {1, 0, 1}, want[3] = {BT_LIMIT, BT_OK, BT_OK};
    const char *sig = "x=len(list(range(10**5)))";
    memset(&cfg, 0, sizeof cfg);
    cfg.cache = cache;
    for (round = 0; round < 3; round++) {
      cfg.max_steps = lim[round] ? 20000 : 0;
      vm = bt_new(&cfg);
      CHECK(bt_tool(vm, "t", sig, NULL, 0) == want[round]);
      if (round == 0) CHECK(strstr(bt_limit_text(vm), "step limit exceeded") != NULL);
      bt_free(vm);
    }
  }
  bt_cache_free(cache);
}

/* Eight threads, one cache, the same and different texts at once. */
static void *worker(void *arg) {
  bt_cache *cache = arg;
  int i, bad = 0;
  for (i = 0; i < 40; i++) {
    Out o, ref;
    char src[200];
    snprintf(src, sizeof src, "def f(v):\n    return v * %d\nprint(f(%d), sorted([3, 1], key=abs))\n",
             i % 5, i);
    if (run_prog(cache, src, &o) != BT_DONE || run_prog(NULL, src, &ref) != BT_DONE ||
        strcmp(o.buf, ref.buf) != 0)
      bad++;
  }
  return (void *)(size_t)bad;
}

/* With a big budget, and with a small one that starts over again and
** again while other threads still read the generation it left. */
static void test_threads(void) {
  size_t budgets[2] = {1 << 24, 1 << 16};
  int b;
  for (b = 0; b < 2; b++) {
    bt_cache *cache = bt_cache_new(NULL, NULL, budgets[b]);
    pthread_t t[8];
    int i;
    for (i = 0; i < 8; i++) CHECK(pthread_create(&t[i], NULL, worker, cache) == 0);
    for (i = 0; i < 8; i++) {
      void *r;
      pthread_join(t[i], &r);
      CHECK(r == NULL);
    }
    if (b == 1) CHECK(astcache_generations(cache) > 0);
    bt_cache_free(cache);
  }
}

/* ---- compiled code images ---- */

/* Pairs of objects met in two code trees: the trees must pair them one to
** one (the same sharing).  Two open-addressing maps, a -> b and b -> a;
** n counts the pairs (0 empties both maps). */
#define PAIRS_CAP (1 << 18)
typedef struct Pairs {
  const Obj *ka[PAIRS_CAP], *va[PAIRS_CAP], *kb[PAIRS_CAP], *vb[PAIRS_CAP];
  unsigned sa[PAIRS_CAP / 2], sb[PAIRS_CAP / 2];   /* the slots in use */
  int n;
} Pairs;

static void pairs_reset(Pairs *p) {
  int i;
  for (i = 0; i < p->n; i++) {
    p->ka[p->sa[i]] = NULL;
    p->kb[p->sb[i]] = NULL;
  }
  p->n = 0;
}

static unsigned pairs_slot(const Obj *const *keys, const Obj *o) {
  unsigned i = (unsigned)(((uintptr_t)o >> 4) * 0x9E3779B1u) & (PAIRS_CAP - 1);
  while (keys[i] && keys[i] != o) i = (i + 1) & (PAIRS_CAP - 1);
  return i;
}

static bool same_obj(Pairs *p, const Obj *a, const Obj *b);

static bool same_val(Pairs *p, Value a, Value b) {
  if (a.tag != b.tag) return false;
  if (a.tag == V_OBJ) return same_obj(p, a.u.o, b.u.o);
  return memcmp(&a.u, &b.u, sizeof a.u) == 0;
}

static bool same_obj(Pairs *p, const Obj *a, const Obj *b) {
  unsigned ia = pairs_slot(p->ka, a), ib = pairs_slot(p->kb, b);
  uint32_t j;
  if (p->ka[ia] || p->kb[ib]) return p->ka[ia] && p->va[ia] == b && p->kb[ib] && p->vb[ib] == a;
  if (p->n >= PAIRS_CAP / 2 || a == b || a->type != b->type) return false;
  p->ka[ia] = a;
  p->va[ia] = b;
  p->kb[ib] = b;
  p->vb[ib] = a;
  p->sa[p->n] = ia;
  p->sb[p->n++] = ib;
  switch (a->type) {
  case OT_STR:
    return ((const Str *)a)->len == ((const Str *)b)->len &&
           ((const Str *)a)->nchars == ((const Str *)b)->nchars &&
           memcmp(((const Str *)a)->data, ((const Str *)b)->data, ((const Str *)a)->len + 1) == 0;
  case OT_BYTES:
    return ((const Bytes *)a)->len == ((const Bytes *)b)->len &&
           memcmp(((const Bytes *)a)->data, ((const Bytes *)b)->data, ((const Bytes *)a)->len) == 0;
  case OT_BIGINT:
    return obj_size((Obj *)a) == obj_size((Obj *)b) &&
           ((const BigInt *)a)->n == ((const BigInt *)b)->n &&
           ((const BigInt *)a)->neg == ((const BigInt *)b)->neg &&
           memcmp(((const BigInt *)a)->d, ((const BigInt *)b)->d, ((const BigInt *)a)->n * 4) == 0;
  case OT_TUPLE: {
    const Tuple *x = (const Tuple *)a, *y = (const Tuple *)b;
    if (x->len != y->len) return false;
    for (j = 0; j < x->len; j++)
      if (!same_val(p, x->items[j], y->items[j])) return false;
    return true;
  }
  case OT_CODE: {
    const Code *x = (const Code *)a, *y = (const Code *)b;
    if (x->ncode != y->ncode || x->nk != y->nk || x->nhandlers != y->nhandlers ||
        x->nregs != y->nregs || x->nargs != y->nargs || x->nposonly != y->nposonly ||
        x->nkwonly != y->nkwonly || x->flags != y->flags ||
        x->ncellparams != y->ncellparams || x->nfree != y->nfree ||
        x->freebase != y->freebase || x->firstline != y->firstline ||
        y->gcache != NULL || y->acache != NULL ||
        memcmp(x->code, y->code, x->ncode * sizeof(Instr)) != 0 ||
        memcmp(x->pos, y->pos, x->ncode * sizeof(CodePos)) != 0 ||
        (x->ncellparams && memcmp(x->cellparams, y->cellparams, x->ncellparams * 2)))
      return false;
    for (j = 0; j < x->nhandlers; j++)    /* not their padding bytes */
      if (x->handlers[j].start != y->handlers[j].start ||
          x->handlers[j].end != y->handlers[j].end ||
          x->handlers[j].target != y->handlers[j].target ||
          x->handlers[j].reg != y->handlers[j].reg)
        return false;
    for (j = 0; j < x->nk; j++)
      if (!same_val(p, x->k[j], y->k[j])) return false;
    return same_val(p, x->name, y->name) && same_val(p, x->qualname, y->qualname) &&
           same_val(p, x->varnames, y->varnames) && same_val(p, x->filename, y->filename) &&
           same_val(p, x->source, y->source);
  }
  default:
    return false;
  }
}

/* Compile src in vm (with the cache or none): the code, and in *bytes the
** VM memory the compile left allocated. */
static Code *compile_in(VM *vm, bt_cache *cache, const char *src, size_t *bytes) {
  size_t before = vm->mem.used;
  Code *c = NULL;
  vm->astcache = cache;
  if (compile_module(vm, src, strlen(src), "t.py", &c)) return NULL;
  *bytes = vm->mem.used - before;
  return c;
}

/* constants of every kind an image carries, nested code, cells, docstrings */
static const char images_extra[] =
  "big = 123456789012345678901234567890\nb = b'\\x00by'\nt = print\n"
  "def f(*, a, b=2, **kw):\n    \"doc\"\n    x = lambda q=a: (q, b, 'a', 'a')\n"
  "    class C:\n        z: int = 1\n    return x, C\n"
  "async def g():\n    async for v in h():\n        yield v\n"
  "def deep():\n    def i1():\n        def i2():\n            return deep\n        return i2\n    return i1\n"
  "print(f(a=1), f.__name__, 'doc' is 'doc', -0.0, 1e300, f(a=2, c=3)[0]())\n";

/* Whether the cache keeps an image of src compiled as fname. */
static bool code_kept(bt_cache *cache, const char *fname, const char *src) {
  AcGen *g = astcache_enter(cache);
  size_t n;
  bool kept = astcache_code_find(g, fname, src, strlen(src), &n) != NULL;
  astcache_leave(g);
  return kept;
}

static void test_code_images(void) {
  bt_cache *cache = bt_cache_new(NULL, NULL, 1 << 24);
  Pairs *pairs = calloc(1, sizeof *pairs);
  int i;
  for (i = 0; i <= NPROGS; i++) {
    const char *src = i < NPROGS ? progs[i] : images_extra;
    VM *plain = vm_new(NULL, NULL), *first = vm_new(NULL, NULL), *again = vm_new(NULL, NULL);
    size_t n0 = 0, n1 = 0, n2 = 0;
    Code *c0, *c1, *c2;
    c0 = compile_in(plain, NULL, src, &n0);
    c1 = compile_in(first, cache, src, &n1);     /* compiles, keeps the image */
    CHECK(code_kept(cache, "t.py", src));
    c2 = compile_in(again, cache, src, &n2);     /* built from the image */
    CHECK(c0 && c1 && c2);
    pairs_reset(pairs);
    CHECK(c0 && c1 && same_obj(pairs, &c0->h, &c1->h));
    pairs_reset(pairs);
    CHECK(c0 && c2 && same_obj(pairs, &c0->h, &c2->h));
    CHECK(n0 == n1 && n0 == n2);                 /* the same VM memory, to the byte */
    if (n0 != n2) fprintf(stderr, "  prog %d: compile %zu bytes, image %zu\n", i, n0, n2);
    vm_free(plain);
    vm_free(first);
    vm_free(again);
  }
  {
    /* an image is per filename too */
    CHECK(!code_kept(cache, "other.py", progs[0]));
  }
  free(pairs);
  bt_cache_free(cache);
}


/* Every allocation of a VM building code from an image fails in turn: a
** MemoryError, nothing leaked, and the code once allocation succeeds. */
static void test_image_alloc_failures(void) {
  bt_cache *cache = bt_cache_new(NULL, NULL, 1 << 24);
  VM *warm = vm_new(NULL, NULL);
  size_t n;
  long k;
  int done = 0;
  CHECK(compile_in(warm, cache, images_extra, &n) != NULL);
  vm_free(warm);
  for (k = 0; k < 100000 && !done; k++) {
    FailAlloc fa = {k, 0};
    VM *vm = vm_new(failing_alloc, &fa);
    if (vm) {
      Code *c;
      vm->astcache = cache;
      if (compile_module(vm, images_extra, strlen(images_extra), "t.py", &c) == 0) {
        done = 1;
      } else {
        CHECK(vm->exc.tag == V_OBJ && vm->exc.u.o == vm->nomem.u.o);
        vm->exc = VUNDEF;
      }
      vm_free(vm);
    }
    CHECK(fa.live == 0);
  }
  CHECK(done);
  bt_cache_free(cache);
}

/* Every body of c's tree decoded (a function loaded from the build's
** image keeps its body there until its first run: Code.lazy). */
static int ensure_tree(VM *vm, Code *c) {
  uint32_t i;
  if (codeimg_ensure(vm, c)) return -1;
  for (i = 0; i < c->nk; i++)
    if (IS_OBJ(c->k[i], OT_CODE) && ensure_tree(vm, (Code *)c->k[i].u.o)) return -1;
  return 0;
}

/* The build's images of the library's texts (vm/lib/lib.h, LibImage;
** none in a LIB_IMAGES=no build): for every module's Python part and
** every prelude chunk, compile_module (which takes the build's image) and
** compile_source (which compiles the text) make the same code, object for
** object and byte for byte of VM memory; a text that is not the
** library's, under the library's filenames, gets no image. */
static void test_library_images(void) {
  Pairs *pairs = calloc(1, sizeof *pairs);
  int i, imaged = 0, total = lib_sources_n + lib_prelude_n;
  size_t n;
  for (i = 0; i < total; i++) {
    const char *src = i < lib_sources_n ? lib_sources[i].src : lib_prelude[i - lib_sources_n].src;
    char fname[80];
    VM *a = vm_new(NULL, NULL), *b = vm_new(NULL, NULL);
    size_t na, nb;
    Code *ca = NULL, *cb = NULL;
    if (i < lib_sources_n) snprintf(fname, sizeof fname, LIB_FNAME_FMT, lib_sources[i].name);
    else snprintf(fname, sizeof fname, "<prelude>");
    imaged += lib_image(fname, src, strlen(src), &n) != NULL;
    na = a->mem.used;
    nb = b->mem.used;
    CHECK(compile_module(a, src, strlen(src), fname, &ca) == 0);
    CHECK(ca == NULL || ensure_tree(a, ca) == 0);
    CHECK(compile_source(b, src, strlen(src), fname, &cb) == 0);
    /* what the compile made and dropped is the collector's: count what
    ** the code holds */
    if (ca && cb) {
      a->result = vobj(ca);
      b->result = vobj(cb);
      gc_collect_full(a);
      gc_collect_full(b);
    }
    pairs_reset(pairs);
    CHECK(ca && cb && same_obj(pairs, &ca->h, &cb->h));
    CHECK(a->mem.used - na == b->mem.used - nb);
    if (ca && cb && !same_obj((pairs_reset(pairs), pairs), &ca->h, &cb->h))
      fprintf(stderr, "  %s: the image's code is not the compile's\n", fname);
    vm_free(a);
    vm_free(b);
  }
  /* every text has its image, or (LIB_IMAGES=no) none has */
  CHECK(imaged == total || (imaged == 0 && lib_source_images_n == 0));
  printf("library images: %d of %d texts\n", imaged, total);
  CHECK(lib_image("<lib json>", "x = 1\n", 6, &n) == NULL);
  CHECK(lib_image("<prelude>", "x = 1\n", 6, &n) == NULL);
  CHECK(lib_image("<lib nosuch>", lib_sources[0].src, strlen(lib_sources[0].src), &n) == NULL);
  CHECK(lib_image("t.py", lib_sources[0].src, strlen(lib_sources[0].src), &n) == NULL);
  if (lib_source_images_n) {     /* a prefix of the text is another text */
    char fname[80];
    snprintf(fname, sizeof fname, LIB_FNAME_FMT, lib_sources[0].name);
    CHECK(lib_image(fname, lib_sources[0].src, strlen(lib_sources[0].src), &n) != NULL);
    CHECK(lib_image(fname, lib_sources[0].src, strlen(lib_sources[0].src) - 1, &n) == NULL);
  }
  free(pairs);
}

int main(void) {
  test_library_images();
  test_code_images();
  test_image_alloc_failures();
  test_same_as_without();
  test_errors_not_kept();
  test_budget();
  test_restore_through_cache();
  test_generations();
  test_threads();
  printf("test_astcache: %d checks, %d failed\n", checks, failures);
  return failures != 0;
}
