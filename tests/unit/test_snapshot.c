/*
** test_snapshot.c - snapshots of paused and idle VMs (vm/snapshot.c).
**
** Programs call host tools; the driver answers each request and, in the
** snapshot modes, saves the VM at every pause, frees it and continues in a
** VM restored from the bytes.  Every program's output must equal the
** uninterrupted run's (and, where given, CPython's).  Then hostile bytes:
** every byte of a small snapshot flipped (with and without a repaired
** checksum), every truncation, other versions, keys.
*/
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "baton.h"
#include "vm.h"
#include "dict.h"
#include "snapshot.h"
#include "sha256.h"
#include "crc_clmul.h"
#include "drive_none.h"
#include "../grammar/astcache.h"
#include "lib/lib.h"

static int failures, checks;
static const char *seed_dir;   /* --write-seeds DIR: keep every snapshot taken */
static int nseeds;

#define CHECK(cond) do { checks++; if (!(cond)) { failures++; \
    fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); } } while (0)

/* ---- output ---- */

typedef struct Out { char *p; size_t len, cap; } Out;

static void out_put(Out *o, const char *s, size_t n) {
  if (o->len + n + 1 > o->cap) {
    o->cap = (o->len + n + 1) * 2;
    o->p = realloc(o->p, o->cap);
    if (o->p == NULL) abort();
  }
  memcpy(o->p + o->len, s, n);
  o->len += n;
  o->p[o->len] = 0;
}

static void sink(void *ud, const char *s, size_t n) {
  out_put(ud, s, n);
}

static const char *out_str(Out *o) {
  return o->p ? o->p : "";
}

/* ---- VMs ---- */

static const uint8_t KEY[] = "test key: not secret";

static void add_tools(VM *vm) {
  CHECK(vm_tool_add(vm, "echo", NULL, "returns its argument", 0) == 0);
  CHECK(vm_tool_add(vm, "add", "a, b=10, *, scale=1", NULL, 0) == 0);
  CHECK(vm_tool_add(vm, "boom", "msg", NULL, 0) == 0);
}

static VM *fresh(Out *o) {
  VM *vm = vm_new(NULL, NULL);
  if (vm == NULL) abort();
  vm->out = sink;
  vm->out_ud = o;
  return vm;
}

/* Save vm (leaving it as it is); NULL on failure. */
static uint8_t *save(VM *vm, size_t *n, bool keyed) {
  Buf b = BUF_INIT;
  char err[200];
  uint8_t *copy;
  if (snap_save_ex(vm, NULL, &b, keyed ? KEY : NULL, keyed ? sizeof KEY - 1 : 0, err,
                   sizeof err)) {
    fprintf(stderr, "save failed: %s\n", err);
    return NULL;
  }
  copy = malloc(b.len ? b.len : 1);
  if (copy == NULL) abort();
  memcpy(copy, b.p, b.len);
  *n = b.len;
  if (seed_dir && !keyed) {
    char path[512];
    FILE *f;
    snprintf(path, sizeof path, "%s/snap-%04d", seed_dir, nseeds++);
    f = fopen(path, "wb");
    if (f) {
      fwrite(copy, 1, b.len, f);
      fclose(f);
    }
  }
  buf_free(vm, &b);
  return copy;
}

static VM *restore(const uint8_t *p, size_t n, Out *o, bool keyed) {
  VM *vm = fresh(o);
  char err[200];
  if (snap_load(vm, p, n, keyed ? KEY : NULL, keyed ? sizeof KEY - 1 : 0, err, sizeof err)) {
    fprintf(stderr, "restore failed: %s\n", err);
    vm_free(vm);
    return NULL;
  }
  return vm;
}

/* Save, free, restore into a fresh VM. */
static VM *roundtrip(VM *vm, Out *o, bool keyed) {
  size_t n;
  uint8_t *p = save(vm, &n, keyed);
  VM *nv;
  CHECK(p != NULL);
  if (p == NULL) return vm;
  vm_free(vm);
  nv = restore(p, n, o, keyed);
  CHECK(nv != NULL);
  free(p);
  if (nv == NULL) abort();
  return nv;
}

/* Answer every pending request: echo returns its argument, add returns
** (a + b) * scale, boom fails with ValueError(msg). */
static void answer(VM *vm) {
  uint32_t i;
  for (i = 0; i < vm->nreqs; i++) {
    Request *rq = &vm->reqs[i];
    const char *tool = AS_STR(vm->tools[rq->tool].name)->data;
    if (rq->state != REQ_PENDING) continue;
    if (strcmp(tool, "echo") == 0) {
      List *a = AS_LIST(rq->args);
      vm_answer(vm, i, true, a->len ? a->items[0] : VNONE);
    } else if (strcmp(tool, "add") == 0) {
      Value a, b, s;
      Dict *kw = AS_DICT(rq->kwargs);
      dict_get_str(vm, kw, "a", 1, &a);
      dict_get_str(vm, kw, "b", 1, &b);
      dict_get_str(vm, kw, "scale", 5, &s);
      vm_answer(vm, i, true, vint((a.u.i + b.u.i) * s.u.i));
    } else {
      Value msg;
      Tuple *t = tuple_new(vm, 1);
      Dict *kw = AS_DICT(rq->kwargs);
      dict_get_str(vm, kw, "msg", 3, &msg);
      t->items[0] = msg;
      vm_answer(vm, i, false, vobj(exc_new(vm, T_ValueError, vobj(t))));
    }
  }
}

enum {
  M_PLAIN,        /* uninterrupted */
  M_SNAP,         /* snapshot + restore at every pause */
  M_SNAP2,        /* two round trips at every pause, the second keyed */
  M_SAVEONLY,     /* save at every pause but go on with the original VM */
  M_IDLE          /* also round trip after the run, then run `after` */
};

/* Run src to the end under mode; returns its output (+ traceback). */
static char *run_mode(const char *src, int mode, int *pauses) {
  Out o = {NULL, 0, 0};
  VM *vm = fresh(&o);
  Code *code;
  int r, np = 0;
  add_tools(vm);
  if (compile_module(vm, src, strlen(src), "prog.py", &code)) {
    Buf b = BUF_INIT;
    exc_format(vm, vm->exc, &b);
    out_put(&o, b.p, b.len);
    buf_free(vm, &b);
    vm_free(vm);
    return o.p;
  }
  CHECK(vm_start(vm, code, vm->globals) == 0);
  r = vm_resume(vm);
  while (r == VM_YIELD) {
    np++;
    if (mode == M_SNAP || mode == M_IDLE) vm = roundtrip(vm, &o, false);
    else if (mode == M_SNAP2) {
      vm = roundtrip(vm, &o, false);
      vm = roundtrip(vm, &o, true);
    } else if (mode == M_SAVEONLY) {
      size_t n;
      free(save(vm, &n, false));
    }
    answer(vm);
    r = vm_resume(vm);
  }
  vm_flush(vm);
  if (r == VM_ERROR) {
    Buf b = BUF_INIT;
    if (vm->limit_hit) out_put(&o, "LIMIT\n", 6);
    else if (exc_format(vm, vm->exc, &b) == 0) out_put(&o, b.p, b.len);
    buf_free(vm, &b);
  }
  if (pauses) *pauses = np;
  vm_free(vm);
  if (o.p == NULL) out_put(&o, "", 0);
  return o.p;
}

/* The program's output must be the same in every mode (and `expect` when
** given). */
static void same(const char *name, const char *src, const char *expect) {
  int p0 = 0, p1 = 0;
  char *a = run_mode(src, M_PLAIN, &p0);
  char *b = run_mode(src, M_SNAP, &p1);
  char *c = run_mode(src, M_SNAP2, NULL);
  char *d = run_mode(src, M_SAVEONLY, NULL);
  checks++;
  if (strcmp(a, b) || strcmp(a, c) || strcmp(a, d) || (expect && strcmp(a, expect))) {
    failures++;
    fprintf(stderr, "%s: outputs differ\n--- plain\n%s--- snapshot\n%s--- twice\n%s"
            "--- save only\n%s--- expected\n%s", name, a, b, c, d, expect ? expect : "(any)\n");
  }
  CHECK(p0 == p1);
  CHECK(p0 > 0);
  free(a);
  free(b);
  free(c);
  free(d);
}

/* ---- programs ---- */

static const char *const VALUES =
  "import_ok = 1\n"
  "big = 2 ** 100\n"
  "nbig = -(2 ** 64)\n"
  "edge = [2 ** 63, -(2 ** 63), 2 ** 63 - 1, -(2 ** 63) - 1, 2 ** 64 - 1]\n"
  "fl = [1.5, -0.0, float('inf'), float('-inf'), 1e300, 5e-324]\n"
  "nan = float('nan')\n"
  "s = 'h\\u00e9llo \\u4e16\\u754c \\U0001F600'\n"
  "empty = ''\n"
  "t = (1, (2, 'a'), None, True, False, 3.25)\n"
  "l = [1, 'two', [3], {'four': 4}]\n"
  "d = {'a': 1, 2: 'b', (3, 4): [5], None: None, 1.5: 2}\n"
  "del d[2]\n"
  "d['z'] = 26\n"
  "st = {5, 3, 1, 100, 17, 33, -1, 2 ** 70}\n"
  "st.discard(3)\n"
  "st.add(9)\n"
  "fs = frozenset({'x', 'y', (1, 2)})\n"
  "sset = {'apple', 'banana', 'cherry', ''}\n"
  "tset = {(1, 2), (3, (4, 5)), (), frozenset({1})}\n"
  "bigset = set(range(100))\n"
  "for i in range(0, 100, 3):\n"
  "    bigset.discard(i)\n"
  "rg = range(3, 100, 7)\n"
  "nrg = range(10, -10, -3)\n"
  "sl = slice(1, None, 2)\n"
  "types = [int, str, ValueError, KeyError, len, print, sorted]\n"
  "up = 'abc'.upper\n"
  "unb = str.upper\n"
  "app = l.append\n"
  "keys = d.keys()\n"
  "vals = d.values()\n"
  "items = d.items()\n"
  "li = iter([10, 20, 30]); next(li)\n"
  "ti = iter((10, 20, 30)); next(ti)\n"
  "si = iter('h\\u00e9llo'); next(si); next(si)\n"
  "ri = iter(range(5)); next(ri)\n"
  "dki = iter(d); next(dki)\n"
  "dvi = iter(d.values()); next(dvi)\n"
  "dii = iter(d.items()); next(dii)\n"
  "st2 = {7, 8, 9, 'q'}\n"
  "ssi = iter(st2); next(ssi); next(ssi)\n"
  "rev = reversed([1, 2, 3]); next(rev)\n"
  "en = enumerate(['a', 'b', 'c'], 5); next(en)\n"
  "zp = zip([1, 2, 3], 'abc'); next(zp)\n"
  "def gen(n):\n"
  "    for i in range(n):\n"
  "        yield i * i\n"
  "g0 = gen(3)\n"
  "g1 = gen(4); next(g1)\n"
  "g2 = gen(1); list(g2)\n"
  "mp = map(lambda x: x + 1, [1, 2, 3]); next(mp)\n"
  "fl2 = filter(None, [0, 1, 0, 2]); next(fl2)\n"
  "try:\n"
  "    try:\n"
  "        {}['missing']\n"
  "    except KeyError as e1:\n"
  "        raise ValueError('wrapped') from e1\n"
  "except ValueError as e2:\n"
  "    err = e2\n"
  "def outer():\n"
  "    x = 1\n"
  "    def inner():\n"
  "        return x\n"
  "    return inner\n"
  "fn = outer()\n"
  "lam = lambda a, b=2, *c, d, e=5, **f: (a, b, c, d, e, f)\n"
  "tool = echo\n"
  "echo('pause')\n"
  "print(big, nbig, edge)\n"
  "print(fl, nan != nan)\n"
  "print(s, len(s), repr(empty), empty == '')\n"
  "print(t, l, d)\n"
  "print(st, fs == frozenset({'x', 'y', (1, 2)}), sorted(sset), len(tset), (3, (4, 5)) in tset)\n"
  "st.add(1000); st.add(6); st.discard(17)\n"
  "print(st)\n"
  "print(bigset)\n"
  "bigset.add(3); bigset.add(1000)\n"
  "print(bigset)\n"
  "print(rg, list(rg)[-2:], nrg, list(nrg), len(rg))\n"
  "print(sl, l[sl], [0, 1, 2, 3, 4][sl])\n"
  "print(types)\n"
  "print(up(), unb('xyz'), keys, vals, items)\n"
  "app(5)\n"
  "print(l)\n"
  "print(list(li), list(ti), list(si), list(ri))\n"
  "print(list(dki), list(dvi), list(dii), len(list(ssi)))\n"
  "print(list(rev), list(en), list(zp))\n"
  "print(list(g0), list(g1), list(g2))\n"
  "print(list(mp), list(fl2))\n"
  "print(repr(err), err.args)\n"
  "print(fn(), lam(1, d=4), lam(1, 2, 3, d=4, q=6))\n"
  "print(tool('again'))\n"
  "raise err\n";

/* CPython 3.11's output for VALUES (tools as Python functions; CPython 3.11
** also draws ~~^^^ under the failing expression, which we do not) */
static const char *const VALUES_OUT =
  "1267650600228229401496703205376 -18446744073709551616 [9223372036854775808, -9223372036854775808, 9223372036854775807, -9223372036854775809, 18446744073709551615]\n"
  "[1.5, -0.0, inf, -inf, 1e+300, 5e-324] True\n"
  "h\303\251llo \344\270\226\347\225\214 \360\237\230\200 10 '' True\n"
  "(1, (2, 'a'), None, True, False, 3.25) [1, 'two', [3], {'four': 4}] {'a': 1, (3, 4): [5], None: None, 1.5: 2, 'z': 26}\n"
  "{1180591620717411303424, 1, 33, 100, 5, 9, 17, -1} True ['', 'apple', 'banana', 'cherry'] 4 True\n"
  "{1180591620717411303424, 1, 33, 100, 5, 6, 1000, 9, -1}\n"
  "{1, 2, 4, 5, 7, 8, 10, 11, 13, 14, 16, 17, 19, 20, 22, 23, 25, 26, 28, 29, 31, 32, 34, 35, 37, 38, 40, 41, 43, 44, 46, 47, 49, 50, 52, 53, 55, 56, 58, 59, 61, 62, 64, 65, 67, 68, 70, 71, 73, 74, 76, 77, 79, 80, 82, 83, 85, 86, 88, 89, 91, 92, 94, 95, 97, 98}\n"
  "{1, 2, 4, 5, 7, 8, 10, 11, 13, 14, 16, 17, 19, 20, 22, 23, 25, 26, 28, 29, 31, 32, 34, 35, 37, 38, 40, 41, 43, 44, 46, 47, 49, 50, 52, 53, 55, 56, 58, 59, 61, 62, 64, 65, 67, 68, 70, 71, 73, 74, 76, 77, 79, 80, 82, 83, 85, 86, 88, 89, 3, 91, 92, 94, 95, 97, 98, 1000}\n"
  "range(3, 100, 7) [87, 94] range(10, -10, -3) [10, 7, 4, 1, -2, -5, -8] 14\n"
  "slice(1, None, 2) ['two', {'four': 4}] [1, 3]\n"
  "[<class 'int'>, <class 'str'>, <class 'ValueError'>, <class 'KeyError'>, <built-in function len>, <built-in function print>, <built-in function sorted>]\n"
  "ABC XYZ dict_keys(['a', (3, 4), None, 1.5, 'z']) dict_values([1, [5], None, 2, 26]) dict_items([('a', 1), ((3, 4), [5]), (None, None), (1.5, 2), ('z', 26)])\n"
  "[1, 'two', [3], {'four': 4}, 5]\n"
  "[20, 30] [20, 30] ['l', 'l', 'o'] [1, 2, 3, 4]\n"
  "[(3, 4), None, 1.5, 'z'] [[5], None, 2, 26] [((3, 4), [5]), (None, None), (1.5, 2), ('z', 26)] 2\n"
  "[2, 1] [(6, 'b'), (7, 'c')] [(2, 'b'), (3, 'c')]\n"
  "[0, 1, 4] [1, 4, 9] []\n"
  "[3, 4] [2]\n"
  "ValueError('wrapped') ('wrapped',)\n"
  "1 (1, 2, (), 4, 5, {}) (1, 2, (3,), 4, 5, {'q': 6})\n"
  "again\n"
  "Traceback (most recent call last):\n"
  "  File \"prog.py\", line 55, in <module>\n"
  "    {}['missing']\n"
  "    ~~^^^^^^^^^^^\n"
  "KeyError: 'missing'\n"
  "\n"
  "The above exception was the direct cause of the following exception:\n"
  "\n"
  "Traceback (most recent call last):\n"
  "  File \"prog.py\", line 93, in <module>\n"
  "    raise err\n"
  "  File \"prog.py\", line 57, in <module>\n"
  "    raise ValueError('wrapped') from e1\n"
  "ValueError: wrapped\n";

static const char *const SHARING =
  "a = []\n"
  "a.append(a)\n"
  "b = [1]\n"
  "c = [b, b]\n"
  "d = {'x': b, 'self': None}\n"
  "d['self'] = d\n"
  "t = (b, b)\n"
  "def f():\n"
  "    return b\n"
  "echo(0)\n"
  "print(a, a[0] is a, c[0] is c[1], d['x'] is b, t[0] is c[0], f() is b, d['self'] is d)\n"
  "b.append(2)\n"
  "print(a, c, d['x'], t, f())\n"
  "print(d)\n";

static const char *const SHARING_OUT =
  "[[...]] True True True True True True\n"
  "[[...]] [[1, 2], [1, 2]] [1, 2] ([1, 2], [1, 2]) [1, 2]\n"
  "{'x': [1, 2], 'self': {...}}\n";

static const char *const CLOSURES =
  "def counter():\n"
  "    n = 0\n"
  "    def inc(k=1):\n"
  "        nonlocal n\n"
  "        n += k\n"
  "        return n\n"
  "    def get():\n"
  "        return n\n"
  "    return inc, get\n"
  "inc, get = counter()\n"
  "inc(); inc(5)\n"
  "x = echo(inc(10))\n"
  "print(x, get(), inc(), get())\n"
  "adders = [lambda y, i=i: y + i for i in range(3)]\n"
  "echo(1)\n"
  "print([f(10) for f in adders])\n";

static const char *const PAUSES =
  "def key(x):\n"
  "    return echo(-x)\n"
  "print(sorted([3, 1, 2, 5, 4], key=key))\n"
  "print(sorted(['bb', 'a', 'ccc'], key=lambda s: echo(len(s)), reverse=True))\n"
  "print(list(map(lambda x: echo(x * 10), [1, 2, 3])))\n"
  "print([echo(i) + 1 for i in range(4)])\n"
  "print({echo(i): i for i in range(2)})\n"
  "print({echo(i) % 2 for i in range(5)})\n"
  "def g(xs):\n"
  "    for x in xs:\n"
  "        yield echo(x) * 2\n"
  "for v in g([1, 2]):\n"
  "    print('got', v)\n"
  "print(sum(g([5, 6])))\n"
  "print(max([3, 9, 4], key=lambda v: echo(-v)))\n"
  "print(list(filter(lambda v: echo(v % 2), range(6))))\n"
  "try:\n"
  "    print('in try', echo('t'))\n"
  "finally:\n"
  "    print('finally', echo('f'))\n"
  "def h():\n"
  "    try:\n"
  "        return echo('r')\n"
  "    finally:\n"
  "        print('cleanup', echo('c'))\n"
  "print(h())\n"
  "print(add(1), add(1, 2), add(a=3, scale=2), add(4, b=5, scale=3))\n"
  "print(list(zip([1, 2], (echo(x) for x in 'ab'))))\n"
  "print(list(enumerate(echo(c) for c in 'xy')))\n";

static const char *const HANDLING =
  "def f():\n"
  "    try:\n"
  "        raise ValueError('first')\n"
  "    except ValueError:\n"
  "        echo('while handling')\n"
  "        raise\n"
  "try:\n"
  "    f()\n"
  "except ValueError as e:\n"
  "    print('caught', repr(e))\n"
  "try:\n"
  "    boom('tool failed')\n"
  "except ValueError as e:\n"
  "    print('tool error', e)\n"
  "try:\n"
  "    raise KeyError('k')\n"
  "except KeyError:\n"
  "    try:\n"
  "        boom('inner')\n"
  "    except ValueError as e:\n"
  "        print('inner', repr(e))\n"
  "def g():\n"
  "    try:\n"
  "        1 / 0\n"
  "    except ZeroDivisionError:\n"
  "        echo(1)\n"
  "        raise RuntimeError('again')\n"
  "g()\n";

static const char *const HANDLING_OUT =
  "caught ValueError('first')\n"
  "tool error tool failed\n"
  "inner ValueError('inner')\n"
  "Traceback (most recent call last):\n"
  "  File \"prog.py\", line 24, in g\n"
  "    1 / 0\n"
  "    ~~^~~\n"
  "ZeroDivisionError: division by zero\n"
  "\n"
  "During handling of the above exception, another exception occurred:\n"
  "\n"
  "Traceback (most recent call last):\n"
  "  File \"prog.py\", line 28, in <module>\n"
  "    g()\n"
  "  File \"prog.py\", line 27, in g\n"
  "    raise RuntimeError('again')\n"
  "RuntimeError: again\n";

static const char *const DEEP =
  "def f(n):\n"
  "    if n == 0:\n"
  "        return echo(0)\n"
  "    return f(n - 1) + 1\n"
  "print(f(500))\n"
  "def g(n):\n"
  "    if n == 0:\n"
  "        yield echo('bottom')\n"
  "        return\n"
  "    for x in g(n - 1):\n"
  "        yield x\n"
  "print(list(g(100)))\n";

static const char *const MANY =
  "total = 0\n"
  "for i in range(60):\n"
  "    total += echo(i)\n"
  "    if i % 7 == 0:\n"
  "        print(i, total, end=' ')\n"
  "print()\n"
  "print(total)\n";

/* Lists, tuples and dicts whose items take every path of the loader's
** batched reads (small, two- and three-byte ints, big ints, floats,
** singletons, object indices of one, two and three bytes: more than 16,384
** objects) and dicts of more than one chunk of entries.  Expected output:
** CPython's (below). */
static const char *const WIDE =
  "objs = [str(i) for i in range(17000)]\n"
  "mixed = [objs[-1], 5, -3, 300, -70000, 2**40, 2**70, 1.5, None, True, objs[16500],\n"
  "         objs[3], 'x', -2**63, (1, objs[200])] * 3\n"
  "d = {i: objs[i] for i in range(16390, 16500)}\n"
  "d.update({'k%d' % i: [i, i * 1000, objs[i * 170]] for i in range(100)})\n"
  "t = tuple(mixed)\n"
  "echo(0)\n"
  "print(len(objs), mixed[:15], t[-15:], len(d), list(d.items())[105:112])\n"
  "print(objs[16999] is mixed[0] is t[0], d[16400] is objs[16400], sum(map(int, objs)))\n";

/* CPython's output: `python3 -c 'echo = lambda x: x; exec(open("wide.py").read())'` */
static const char *const WIDE_OUT =
  "17000 ['16999', 5, -3, 300, -70000, 1099511627776, 1180591620717411303424, 1.5, None, True, '16500', '3', 'x', -9223372036854775808, (1, '200')] ('16999', 5, -3, 300, -70000, 1099511627776, 1180591620717411303424, 1.5, None, True, '16500', '3', 'x', -9223372036854775808, (1, '200')) 210 [(16495, '16495'), (16496, '16496'), (16497, '16497'), (16498, '16498'), (16499, '16499'), ('k0', [0, 0, '0']), ('k1', [1, 1000, '170'])]\n"
  "True True 144491500\n";

/* Records as tool results make them (json.loads: every dict has key strs
** of its own, equal texts sharing a string table entry, so the loader
** hashes each text once for all of them), read, looked up, grown past
** their exact restored size and shrunk after a restore.  Expected output:
** CPython's, made as WIDE_OUT's. */
static const char *const RECORDS =
  "import json\n"
  "rows = json.loads(json.dumps([{'id': i, 'name': 'n%d' % i, 'tags': ['a', 'b'][: i % 3], 'score': i / 4, 'ok': i % 2 == 0, 'none': None} for i in range(400)]))\n"
  "by = {}\n"
  "for r in rows:\n"
  "    by.setdefault(r['name'][:2], []).append(r['id'])\n"
  "echo(0)\n"
  "print(rows[7], rows[399]['name'], rows[123]['score'], sum(r['id'] for r in rows if r['ok']))\n"
  "print(sorted((k, len(v)) for k, v in by.items())[:5], 'name' in rows[5], rows[5].get('nope'))\n"
  "rows[9]['extra'] = echo(1)\n"
  "for k in ('a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'):\n"
  "    rows[10][k] = k\n"
  "del rows[11]['name']\n"
  "print(rows[9], list(rows[10].items())[-3:], rows[11], {k: v for k, v in rows[12].items() if k != 'tags'})\n";

static const char *const RECORDS_OUT =
  "{'id': 7, 'name': 'n7', 'tags': ['a'], 'score': 1.75, 'ok': False, 'none': None} n399 30.75 39800\n"
  "[('n0', 1), ('n1', 111), ('n2', 111), ('n3', 111), ('n4', 11)] True None\n"
  "{'id': 9, 'name': 'n9', 'tags': [], 'score': 2.25, 'ok': False, 'none': None, 'extra': 1} [('a5', 'a5'), ('a6', 'a6'), ('a7', 'a7')] {'id': 11, 'tags': ['a', 'b'], 'score': 2.75, 'ok': False, 'none': None} {'id': 12, 'name': 'n12', 'score': 3.0, 'ok': True, 'none': None}\n";

/* Classes with __slots__, properties and super(), enum members, dict keys
** hashed by a Python __hash__ (one of which calls a tool: a pause inside the
** prelude's dict code), match with class patterns: the object kinds the
** classes issues added, as fuzz_restore seeds too.  The expected output is
** CPython's: `python3 -c 'echo = lambda x: x; exec(open("prog.py").read())'`. */
static const char *const CLASSES =
  "import enum\n"
  "class Color(enum.Enum):\n"
  "    RED = 1\n"
  "    GREEN = 2\n"
  "class Perm(enum.IntFlag):\n"
  "    R = 4\n"
  "    W = 2\n"
  "class Point:\n"
  "    __slots__ = ('x', 'y')\n"
  "    def __init__(self, x, y):\n"
  "        self.x = x\n"
  "        self.y = y\n"
  "    def __hash__(self):\n"
  "        return hash((self.x, self.y))\n"
  "    def __eq__(self, o):\n"
  "        return isinstance(o, Point) and (self.x, self.y) == (o.x, o.y)\n"
  "    def __repr__(self):\n"
  "        return f'Point({self.x}, {self.y})'\n"
  "class Base:\n"
  "    count = 0\n"
  "    def __init__(self, name):\n"
  "        self.name = name\n"
  "        Base.count += 1\n"
  "    @property\n"
  "    def upper(self):\n"
  "        return self.name.upper()\n"
  "    @classmethod\n"
  "    def make(cls, n):\n"
  "        return cls(n)\n"
  "class Child(Base):\n"
  "    def __init__(self, name):\n"
  "        super().__init__(name + '!')\n"
  "class Weird:\n"
  "    def __hash__(self):\n"
  "        return echo(7)\n"
  "seen = {Point(1, 2): 'a', Point(3, 4): echo('b')}\n"
  "c = Child.make('kid')\n"
  "def where(p):\n"
  "    match p:\n"
  "        case Point(x=0, y=0):\n"
  "            return 'origin'\n"
  "        case Point(x=x, y=0):\n"
  "            return f'x-axis {x}'\n"
  "        case {'color': Color.RED}:\n"
  "            return 'red'\n"
  "        case [a, *rest]:\n"
  "            return f'seq {a} {rest}'\n"
  "        case _:\n"
  "            return 'other'\n"
  "it = iter([Color.RED, Color.GREEN])\n"
  "nx = next(it)\n"
  "print(echo(where(Point(0, 0))), where(Point(5, 0)), where({'color': Color.RED}), where([1, 2, 3]))\n"
  "print(seen[Point(1, 2)], seen[Point(3, 4)], c.upper, Base.count, type(c).__name__)\n"
  "print(Color(echo(2)), Perm.R | Perm.W, nx, next(it), Color['RED'].value)\n"
  "w = Weird()\n"
  "d2 = {w: 1}\n"
  "print(d2[w], hash(w), w in d2)\n"
  "print(sorted(seen.items(), key=lambda kv: echo(kv[0].x)))\n";

static const char *const CLASSES_OUT =
  "origin x-axis 5 red seq 1 [2, 3]\n"
  "a b KID! 1 Child\n"
  "Color.GREEN 6 Color.RED Color.GREEN 1\n"
  "1 7 True\n"
  "[(Point(1, 2), 'a'), (Point(3, 4), 'b')]\n";

/* Instance attributes in each state of vm/attrs.c's two modes (layout
** values inline, spilled to a block, the last deleted, a layout grown
** after instances were made; dict mode by __dict__ or by a deletion)
** across pauses, and changed again after a restore.  The expected output
** is CPython's, made as CLASSES's. */
static const char *const LAYOUT =
  "class Rec:\n"
  "    kind = 'r'\n"
  "    def __init__(self, a, b):\n"
  "        self.a = a\n"
  "        self.b = echo(b)\n"
  "class Sub(Rec):\n"
  "    def __init__(self, a, b, c):\n"
  "        super().__init__(a, b)\n"
  "        self.c = c\n"
  "first = Rec(1, 2)\n"
  "many = [Rec(i, i) for i in range(3)]\n"
  "spill = Sub(1, 2, echo(3))\n"
  "spill.extra = [4]\n"
  "dicty = Rec(5, 6)\n"
  "dicty.__dict__['k'] = 7\n"
  "holed = Rec(8, 9)\n"
  "del holed.a\n"
  "shrunk = Rec(10, 11)\n"
  "del shrunk.b\n"
  "print(echo(vars(first)), vars(many[2]), vars(spill), vars(dicty), vars(holed), vars(shrunk))\n"
  "shrunk.b = echo(12)\n"
  "many[1].z = 13\n"
  "spill.c = 14\n"
  "print(vars(shrunk), vars(many[1]), spill.c, spill.extra, dicty.k, holed.b, Rec(echo(15), 16).b)\n"
  "late = Rec(17, 18)\n"
  "late.z = 19\n"
  "print(vars(late), sorted(Rec.__dict__) == sorted(echo(Rec).__dict__), spill.kind)\n";

static const char *const LAYOUT_OUT =
  "{'a': 1, 'b': 2} {'a': 2, 'b': 2} {'a': 1, 'b': 2, 'c': 3, 'extra': [4]} {'a': 5, 'b': 6, 'k': 7} {'b': 9} {'a': 10}\n"
  "{'a': 10, 'b': 12} {'a': 1, 'b': 1, 'z': 13} 14 [4] 7 9 16\n"
  "{'a': 17, 'b': 18, 'z': 19} True r\n";

/* ---- tests ---- */

static void test_programs(void) {
  char *out;
  same("values", VALUES, VALUES_OUT);
  same("sharing", SHARING, SHARING_OUT);
  same("closures", CLOSURES, "16 16 17 17\n[10, 11, 12]\n");
  same("pauses", PAUSES, NULL);
  same("handling", HANDLING, HANDLING_OUT);
  same("deep", DEEP, NULL);
  same("classes", CLASSES, CLASSES_OUT);
  same("layout", LAYOUT, LAYOUT_OUT);
  out = run_mode(DEEP, M_SNAP, NULL);
  CHECK(strncmp(out, "500\n['bottom']\n", 15) == 0);
  free(out);
  same("many", MANY, NULL);
  same("wide", WIDE, WIDE_OUT);
  same("records", RECORDS, RECORDS_OUT);
}

/* The PAUSES output checked against CPython once (tools as Python
** functions): a guard against two modes being wrong in the same way. */
static void test_pauses_expected(void) {
  char *out = run_mode(PAUSES, M_SNAP, NULL);
  const char *expect =
    "[5, 4, 3, 2, 1]\n"
    "['ccc', 'bb', 'a']\n"
    "[10, 20, 30]\n"
    "[1, 2, 3, 4]\n"
    "{0: 0, 1: 1}\n"
    "{0, 1}\n"
    "got 2\n"
    "got 4\n"
    "22\n"
    "3\n"
    "[1, 3, 5]\n"
    "in try t\n"
    "finally f\n"
    "cleanup c\n"
    "r\n"
    "11 3 26 27\n"
    "[(1, 'a'), (2, 'b')]\n"
    "[(0, 'x'), (1, 'y')]\n";
  CHECK(strcmp(out, expect) == 0);
  if (strcmp(out, expect)) fprintf(stderr, "pauses:\n%s", out);
  free(out);
}

/* Idle VMs: globals survive; a new program runs in the restored VM. */
static void test_idle(void) {
  Out o = {NULL, 0, 0};
  VM *vm = fresh(&o);
  Code *code;
  Value res;
  const char *p1 = "x = [1, 2]\nd = {'k': x}\ndef f(y):\n    return y + len(x)\n";
  const char *p2 = "x.append(3)\nprint(f(10), d, d['k'] is x)\n";
  add_tools(vm);
  CHECK(compile_module(vm, p1, strlen(p1), "one.py", &code) == 0);
  CHECK(vm_run(vm, code, &res) == 0);
  gc_collect(vm);            /* one.py's module code is gone: f's is recompiled */
  vm = roundtrip(vm, &o, false);
  CHECK(compile_module(vm, p2, strlen(p2), "two.py", &code) == 0);
  CHECK(vm_run(vm, code, &res) == 0);
  vm_flush(vm);
  CHECK(strcmp(out_str(&o), "13 {'k': [1, 2, 3]} True\n") == 0);
  CHECK(vm->ntools == 3);
  vm_free(vm);
  free(o.p);
}

/* Functions from two compiles of the same text, one module still running:
** the snapshot stores the text once and both resolve. */
static void test_same_source(void) {
  Out o = {NULL, 0, 0};
  VM *vm = fresh(&o);
  Code *c1, *c2;
  Value res;
  const char *src =
    "try:\n"
    "    fs.append(lambda: len(fs))\n"
    "except NameError:\n"
    "    fs = [lambda: -1]\n"
    "if len(fs) == 2:\n"
    "    print(echo('x'), [f() for f in fs])\n";
  add_tools(vm);
  CHECK(compile_module(vm, src, strlen(src), "same.py", &c1) == 0);
  CHECK(vm_run(vm, c1, &res) == 0);
  gc_collect(vm);
  CHECK(compile_module(vm, src, strlen(src), "same.py", &c2) == 0);
  CHECK(vm_start(vm, c2, vm->globals) == 0);
  CHECK(vm_resume(vm) == VM_YIELD);
  vm = roundtrip(vm, &o, false);
  answer(vm);
  CHECK(vm_resume(vm) == VM_DONE);
  vm_flush(vm);
  CHECK(strcmp(out_str(&o), "x [-1, 2]\n") == 0);
  vm_free(vm);
  free(o.p);
}

/* One snapshot, two restores: two independent VMs. */
static void test_fork(void) {
  Out o1 = {NULL, 0, 0}, o2 = {NULL, 0, 0}, o0 = {NULL, 0, 0};
  const char *src = "acc = [1]\nv = echo('q')\nacc.append(v)\nprint(v, acc)\n";
  VM *vm = fresh(&o0), *a, *b;
  Code *code;
  uint8_t *snap;
  size_t n;
  add_tools(vm);
  CHECK(compile_module(vm, src, strlen(src), "fork.py", &code) == 0);
  CHECK(vm_start(vm, code, vm->globals) == 0);
  CHECK(vm_resume(vm) == VM_YIELD);
  snap = save(vm, &n, false);
  CHECK(snap != NULL);
  vm_free(vm);
  a = restore(snap, n, &o1, false);
  b = restore(snap, n, &o2, false);
  CHECK(a && b);
  if (a && b) {
    Value v;
    CHECK(a->nreqs == 1 && b->nreqs == 1 && a->reqs[0].id == b->reqs[0].id);
    vm_answer(a, 0, true, vint(1));
    CHECK(str_newc(b, "two", &v) == 0);
    vm_answer(b, 0, true, v);
    CHECK(vm_resume(b) == VM_DONE);
    CHECK(vm_resume(a) == VM_DONE);
    vm_flush(a);
    vm_flush(b);
    CHECK(strcmp(out_str(&o1), "1 [1, 1]\n") == 0);
    CHECK(strcmp(out_str(&o2), "two [1, 'two']\n") == 0);
  }
  vm_free(a);
  vm_free(b);
  free(snap);
  free(o0.p);
  free(o1.p);
  free(o2.p);
}

/* Pending output (a partial line) and the limits' usage survive. */
static void test_output_and_limits(void) {
  Out o = {NULL, 0, 0};
  const char *src = "print('partial', end='')\nfor i in range(3000):\n    pass\necho(1)\nprint(' line')\n";
  VM *vm = fresh(&o);
  Code *code;
  uint64_t steps;
  add_tools(vm);
  vm->lim.max_steps = 1000000;
  vm->lim.max_output = 100;
  CHECK(compile_module(vm, src, strlen(src), "out.py", &code) == 0);
  CHECK(vm_start(vm, code, vm->globals) == 0);
  CHECK(vm_resume(vm) == VM_YIELD);
  CHECK(o.len == 0);                        /* the partial line is pending */
  steps = vm->steps;
  vm = roundtrip(vm, &o, false);
  CHECK(vm->steps == steps && vm->lim.max_steps == 1000000 && vm->lim.max_output == 100);
  CHECK(vm->out_bytes == 7 && vm->calls == 1 && vm->next_id == 1);
  answer(vm);
  CHECK(vm_resume(vm) == VM_DONE);
  vm_flush(vm);
  CHECK(strcmp(out_str(&o), "partial line\n") == 0);
  vm_free(vm);
  free(o.p);
}

/* A host state and host-buffered output ride along. */
static void test_host_section(void) {
  Out o = {NULL, 0, 0};
  VM *vm = fresh(&o), *nv;
  SnapHost h, h2;
  Buf b = BUF_INIT;
  char err[200];
  add_tools(vm);
  memset(&h, 0, sizeof h);
  memset(&h2, 0, sizeof h2);
  h.state = 2;
  h.out.p = "host text";
  h.out.len = 9;
  CHECK(snap_save_ex(vm, &h, &b, NULL, 0, err, sizeof err) == 0);
  nv = fresh(&o);
  CHECK(snap_load_ex(nv, (uint8_t *)b.p, b.len, NULL, 0, &h2, err, sizeof err) == 0);
  CHECK(h2.state == 2 && h2.out.len == 9 && memcmp(h2.out.p, "host text", 9) == 0);
  buf_free(nv, &h2.out);
  buf_free(vm, &b);
  vm_free(vm);
  vm_free(nv);
  free(o.p);
}

/* ---- hostile bytes ---- */

/* The snapshot of src paused at its first tool call. */
static uint8_t *paused_snapshot(const char *src, size_t *n, bool keyed) {
  Out o = {NULL, 0, 0};
  VM *vm = fresh(&o);
  Code *code;
  uint8_t *p;
  add_tools(vm);
  if (compile_module(vm, src, strlen(src), "small.py", &code) || vm_start(vm, code, vm->globals) ||
      vm_resume(vm) != VM_YIELD)
    abort();
  p = save(vm, n, keyed);
  vm_free(vm);
  free(o.p);
  return p;
}

static uint8_t *small_snapshot(size_t *n, bool keyed) {
  return paused_snapshot(
    "d = {'a': [1, 2.5, 'x'], 'b': (None, True)}\n"
    "s = {1, 2, 3}\n"
    "def f(n):\n"
    "    for i in range(n):\n"
    "        yield echo(i)\n"
    "g = f(2)\n"
    "try:\n"
    "    raise ValueError('v')\n"
    "except ValueError:\n"
    "    r = [x for x in g]\n"
    "print(r, d, s)\n", n, keyed);
}

/* Instances in layout mode (inline and spilled values) and in dict mode,
** for the loader's layout checks under flipped bytes. */
static uint8_t *layout_snapshot(size_t *n) {
  return paused_snapshot(
    "class P:\n"
    "    def __init__(self, x):\n"
    "        self.x = x\n"
    "        self.y = [x]\n"
    "a = P(1)\n"
    "a.z = 2\n"
    "b = P(3)\n"
    "c = P(4)\n"
    "c.__dict__\n"
    "print(echo(a.y), b.z if hasattr(b, 'z') else c.x)\n", n, false);
}

/* Load; on success run it a bounded number of steps, answering requests
** with None.  Must never crash (ASan watches). */
static int try_load(const uint8_t *p, size_t n, const uint8_t *key, size_t keylen,
                    char *err, size_t errlen) {
  Out o = {NULL, 0, 0};
  VM *vm = vm_new(NULL, NULL);
  int r;
  vm->out = sink;
  vm->out_ud = &o;
  vm->mem.limit = mem_held(&vm->mem) + (64u << 20);
  r = snap_load(vm, p, n, key, keylen, err, errlen);
  if (r == 0) {
    vm->lim.max_steps = vm->steps + 20000;
    vm->lim.max_depth = 200;
    (void)drive_answering_none(vm, 20);
    if (vm->exc.tag == V_OBJ) {
      Buf b = BUF_INIT;
      (void)exc_format(vm, vm->exc, &b);
      buf_free(vm, &b);
    }
    gc_collect(vm);
  }
  vm_free(vm);
  free(o.p);
  return r;
}

static void fix_crc(uint8_t *p, size_t n) {
  uint64_t blen = 0;
  uint32_t crc;
  int i;
  if (n < SNAP_HEADER) return;
  for (i = 0; i < 8; i++) blen |= (uint64_t)p[16 + i] << (8 * i);
  if (blen > n - SNAP_HEADER - 4) return;
  crc = snap_crc32(0, p + SNAP_HEADER, (size_t)blen);
  for (i = 0; i < 4; i++) p[SNAP_HEADER + blen + (size_t)i] = (uint8_t)(crc >> (8 * i));
}

/* Every byte of snapshot p flipped (with and without a repaired checksum),
** every truncation: refused, or loaded and run without harm. */
static void corrupt_all(const char *name, uint8_t *p, size_t n) {
  size_t i;
  uint8_t *q;
  char err[200];
  int ok_fixed = 0, bad_fixed = 0, vals[3] = {0x01, 0x80, 0xFF}, k;
  CHECK(p != NULL && n > 100);
  if (p == NULL) return;
  CHECK(try_load(p, n, NULL, 0, err, sizeof err) == 0);
  printf("%s: %zu bytes\n", name, n);
  q = malloc(n);
  for (i = 0; i < n; i++) {
    memcpy(q, p, n);
    q[i] ^= 0xFF;
    CHECK(try_load(q, n, NULL, 0, err, sizeof err) == -1);
    CHECK(err[0] != 0);
    /* the same with a repaired checksum: the parser itself must cope */
    for (k = 0; k < 3; k++) {
      memcpy(q, p, n);
      q[i] ^= (uint8_t)vals[k];
      fix_crc(q, n);
      if (try_load(q, n, NULL, 0, err, sizeof err) == 0) ok_fixed++;
      else bad_fixed++;
    }
  }
  printf("flipped bytes with repaired checksum: %d loaded, %d refused\n", ok_fixed, bad_fixed);
  for (i = 0; i < n; i++) {
    CHECK(try_load(p, i, NULL, 0, err, sizeof err) == -1);
    CHECK(err[0] != 0);
  }
  /* truncated with a consistent header and checksum: the sections end early */
  for (i = SNAP_HEADER; i + 4 < n; i += 7) {     /* i + 4 == n: not truncated */
    uint8_t *t = malloc(n);
    size_t blen = i - SNAP_HEADER;
    int b;
    memcpy(t, p, i);
    for (b = 0; b < 8; b++) t[16 + b] = (uint8_t)((uint64_t)blen >> (8 * b));
    memset(t + i, 0, 4);
    fix_crc(t, i + 4);
    CHECK(try_load(t, i + 4, NULL, 0, err, sizeof err) == -1);
    free(t);
  }
  free(q);
  free(p);
}


/* Offset of section id's contents in snapshot p. */
static size_t section_at(const uint8_t *p, int id) {
  size_t pos = SNAP_HEADER;
  int k, b;
  for (k = 1; k < id; k++) {
    uint64_t len = 0;
    for (b = 0; b < 8; b++) len |= (uint64_t)p[pos + 1 + (size_t)b] << (8 * b);
    pos += 9 + (size_t)len;
  }
  return pos + 9;
}

static void test_header_errors(void) {
  size_t n;
  uint8_t *p = small_snapshot(&n, false), *k;
  char err[200];
  uint8_t *q = malloc(n + 64);
  memcpy(q, p, n);
  q[8] = SNAP_VERSION + 1;
  CHECK(try_load(q, n, NULL, 0, err, sizeof err) == -1);
  CHECK(strstr(err, "is not supported") != NULL);
  memcpy(q, p, n);
  q[8] = 1;                 /* version 1: before asyncio */
  CHECK(try_load(q, n, NULL, 0, err, sizeof err) == -1);
  CHECK(strstr(err, "version 1 is not supported") != NULL);
  memcpy(q, p, n);
  q[0] = 'X';
  CHECK(try_load(q, n, NULL, 0, err, sizeof err) == -1);
  CHECK(strstr(err, "bad magic") != NULL);
  memcpy(q, p, n);
  q[n] = 0;
  CHECK(try_load(q, n + 1, NULL, 0, err, sizeof err) == -1);
  CHECK(strstr(err, "trailing") != NULL);
  memcpy(q, p, n);
  q[SNAP_HEADER + 3] ^= 4;
  CHECK(try_load(q, n, NULL, 0, err, sizeof err) == -1);
  CHECK(strstr(err, "checksum") != NULL);
  CHECK(try_load(p, n - 1, NULL, 0, err, sizeof err) == -1);
  CHECK(strstr(err, "truncated") != NULL);
  CHECK(try_load(p, n, KEY, sizeof KEY - 1, err, sizeof err) == -1);
  CHECK(strstr(err, "not authenticated") != NULL);
  CHECK(try_load(NULL, 0, NULL, 0, err, sizeof err) == -1);
  /* another build: a builtin it does not have, or the program compiling
  ** differently (the small snapshot's natives start with a type: 'type'
  ** name bytes follow kind and length) */
  memcpy(q, p, n);
  q[section_at(q, 5) + 3] ^= 0x20;
  fix_crc(q, n);
  CHECK(try_load(q, n, NULL, 0, err, sizeof err) == -1);
  CHECK(strstr(err, "no builtin") != NULL);
  memcpy(q, p, n);
  q[section_at(q, 4) + 4] ^= 1;    /* uv count 1 byte, kind, source: the check */
  fix_crc(q, n);
  CHECK(try_load(q, n, NULL, 0, err, sizeof err) == -1);
  CHECK(strstr(err, "compiles differently") != NULL);
  free(p);
  /* keyed */
  k = small_snapshot(&n, true);
  CHECK(try_load(k, n, KEY, sizeof KEY - 1, err, sizeof err) == 0);
  CHECK(try_load(k, n, NULL, 0, err, sizeof err) == -1);
  CHECK(strstr(err, "key is needed") != NULL);
  CHECK(try_load(k, n, (const uint8_t *)"other", 5, err, sizeof err) == -1);
  CHECK(strstr(err, "authentication failed") != NULL);
  memcpy(q, k, n);
  q[40] ^= 1;
  fix_crc(q, n);            /* a forger can fix the checksum, not the tag */
  CHECK(try_load(q, n, KEY, sizeof KEY - 1, err, sizeof err) == -1);
  CHECK(strstr(err, "authentication failed") != NULL);
  free(k);
  free(q);
}

/* Hand-built hostile snapshots that pass the checksum: each must be refused
** with the reason named. */
typedef struct Bld { uint8_t b[4096]; size_t n; } Bld;

static void b8(Bld *b, unsigned v) { b->b[b->n++] = (uint8_t)v; }
static void buv(Bld *b, uint64_t v) {
  while (v >= 0x80) { b8(b, (unsigned)(v | 0x80) & 0xFF); v >>= 7; }
  b8(b, (unsigned)v);
}
static void bfix(Bld *b, uint64_t v, int n) {
  int i;
  for (i = 0; i < n; i++) b8(b, (unsigned)(v >> (8 * i)) & 0xFF);
}

/* A whole snapshot around the given section payloads. */
static size_t frame_snapshot(uint8_t *out, Bld *secs) {
  Bld body;
  size_t i, n = 0;
  uint32_t crc;
  body.n = 0;
  for (i = 0; i < 8; i++) {
    b8(&body, (unsigned)i + 1);
    bfix(&body, secs[i].n, 8);
    memcpy(body.b + body.n, secs[i].b, secs[i].n);
    body.n += secs[i].n;
  }
  memcpy(out, SNAP_MAGIC, 8);
  n = 8;
  for (i = 0; i < 4; i++) out[n++] = (uint8_t)(SNAP_VERSION >> (8 * i));
  for (i = 0; i < 4; i++) out[n++] = 0;
  for (i = 0; i < 8; i++) out[n++] = (uint8_t)((uint64_t)body.n >> (8 * i));
  memcpy(out + n, body.b, body.n);
  n += body.n;
  crc = snap_crc32(0, body.b, body.n);
  for (i = 0; i < 4; i++) out[n++] = (uint8_t)(crc >> (8 * i));
  return n;
}

/* Sections for: strings ["s", "def f():\n    pass\n", "m.py"], no tools,
** one source, code 0 = module, code 1 = f (its constant 0), native 0 =
** list.append, objects per `objs`, and `state`. */
static void minimal(Bld *s, const Bld *objs, const Bld *state) {
  int i;
  VM *vm = vm_new(NULL, NULL);
  Code *m;
  const char *src = "def f():\n    pass\n";
  for (i = 0; i < 8; i++) s[i].n = 0;
  if (compile_module(vm, src, strlen(src), "m.py", &m) || !IS_OBJ(m->k[0], OT_CODE)) abort();
  buv(&s[0], 0);                              /* TOOLS */
  s[1] = *state;                              /* STATE */
  s[2] = *objs;                               /* OBJECTS */
  buv(&s[3], 2);                              /* CODES: the module, f */
  b8(&s[3], 0); buv(&s[3], 0); bfix(&s[3], snap_code_check(m), 4);
  b8(&s[3], 2); buv(&s[3], 0); buv(&s[3], 0); bfix(&s[3], snap_code_check((Code *)m->k[0].u.o), 4);
  vm_free(vm);
  buv(&s[4], 1);                              /* NATIVES: list.append */
  b8(&s[4], 2); b8(&s[4], MF_LIST); buv(&s[4], 6);
  memcpy(s[4].b + s[4].n, "append", 6); s[4].n += 6;
  buv(&s[5], 1); buv(&s[5], 2); buv(&s[5], 1);  /* SOURCES: m.py */
  buv(&s[6], 3);                              /* STRINGS */
  buv(&s[6], 1); b8(&s[6], 's');
  buv(&s[6], 18); memcpy(s[6].b + s[6].n, "def f():\n    pass\n", 18); s[6].n += 18;
  buv(&s[6], 4); memcpy(s[6].b + s[6].n, "m.py", 4); s[6].n += 4;
  buv(&s[7], 0); buv(&s[7], 0);               /* HOST */
}

/* The end of STATE for a VM without an event loop. */
static void idle_loop(Bld *st) {
  b8(st, 0x01); b8(st, 0); b8(st, 0x01); b8(st, 0x01);  /* cur, running, waiting, task */
  buv(st, 0); b8(st, 0);                      /* ready queue, no task list */
  buv(st, 0); b8(st, 0); buv(st, 0); b8(st, 0x01);  /* depth, main_done/status/result */
  buv(st, 0); b8(st, 0x01);                   /* task_counter, asyncio */
  buv(st, 0); buv(st, 0);                     /* cancelled ids, read */
  buv(st, 0); b8(st, 0); b8(st, 0);           /* batch, stopping, run block */
}

static void idle_state(Bld *st) {
  st->n = 0;
  b8(st, 0x09); buv(st, 0);                   /* globals */
  b8(st, 0x09); buv(st, 0);                   /* prelude */
  b8(st, 0x01);                               /* no module imported */
  b8(st, 0x00); b8(st, 0x01); b8(st, 0x01);   /* exc, handled, result */
  b8(st, 0x00);                               /* contextvars cell: none */
  buv(st, 0); buv(st, 0); buv(st, 0);         /* frames, stack, requests */
  buv(st, 0); buv(st, 0); buv(st, 0); buv(st, 0);   /* next_id calls steps budget */
  buv(st, 0); buv(st, 0); buv(st, 1000); buv(st, 0); buv(st, 0);  /* limits */
  buv(st, 0); b8(st, 0); buv(st, 0); buv(st, 0);    /* out_bytes hit kind seed */
  buv(st, 0); buv(st, 0);                     /* output, roots */
  idle_loop(st);
}

static void expect_refused(const char *what, const Bld *objs, const Bld *state,
                           const char *needle) {
  Bld secs[8];
  static uint8_t snap[8192];
  char err[200];
  size_t n;
  minimal(secs, objs, state);
  n = frame_snapshot(snap, secs);
  checks++;
  if (try_load(snap, n, NULL, 0, err, sizeof err) != -1 || (needle && !strstr(err, needle))) {
    failures++;
    fprintf(stderr, "%s: not refused as expected (%s)\n", what, err);
  }
}

static void test_handmade(void) {
  Bld o, st, okobjs;
  char err[200];
  Bld secs[8];
  static uint8_t snap[8192];
  size_t n;
  idle_state(&st);
  /* baseline: object 0 = an empty dict: loads */
  okobjs.n = 0;
  bfix(&okobjs, 1, 4); b8(&okobjs, OT_DICT); buv(&okobjs, 0);
  minimal(secs, &okobjs, &st);
  n = frame_snapshot(snap, secs);
  CHECK(try_load(snap, n, NULL, 0, err, sizeof err) == 0);
  if (err[0]) fprintf(stderr, "baseline: %s\n", err);
  /* t = (t,) */
  o.n = 0;
  bfix(&o, 2, 4); b8(&o, OT_DICT); buv(&o, 0); b8(&o, OT_TUPLE); buv(&o, 1); b8(&o, 0x09); buv(&o, 1);
  expect_refused("tuple cycle", &o, &st, "contains itself");
  /* a list whose length exceeds the bytes */
  o.n = 0;
  bfix(&o, 2, 4); b8(&o, OT_DICT); buv(&o, 0); b8(&o, OT_LIST); buv(&o, 1000000);
  expect_refused("list length", &o, &st, "exceeds the bytes left");
  /* an object reference out of range */
  o.n = 0;
  bfix(&o, 2, 4); b8(&o, OT_DICT); buv(&o, 0); b8(&o, OT_LIST); buv(&o, 1); b8(&o, 0x09); buv(&o, 7);
  expect_refused("object index", &o, &st, "object index");
  /* a function whose globals are a list */
  o.n = 0;
  bfix(&o, 2, 4); b8(&o, OT_DICT); buv(&o, 0);
  b8(&o, OT_FUNC); buv(&o, 1); b8(&o, 0x09); buv(&o, 1); b8(&o, 1); b8(&o, 1); b8(&o, 1);
  b8(&o, 1); b8(&o, 1);
  expect_refused("function globals", &o, &st, "bad function fields");
  /* a function whose attributes are a list */
  o.n = 0;
  bfix(&o, 3, 4); b8(&o, OT_DICT); buv(&o, 0); b8(&o, OT_LIST); buv(&o, 0);
  b8(&o, OT_FUNC); buv(&o, 1); b8(&o, 0x09); buv(&o, 0); b8(&o, 1); b8(&o, 1); b8(&o, 1);
  b8(&o, 0x09); buv(&o, 1); b8(&o, 1);
  expect_refused("function attributes", &o, &st, "bad function fields");
  /* a function whose __name__ & co (Func.meta) are a list */
  o.n = 0;
  bfix(&o, 3, 4); b8(&o, OT_DICT); buv(&o, 0); b8(&o, OT_LIST); buv(&o, 0);
  b8(&o, OT_FUNC); buv(&o, 1); b8(&o, 0x09); buv(&o, 0); b8(&o, 1); b8(&o, 1); b8(&o, 1);
  b8(&o, 1); b8(&o, 0x09); buv(&o, 1);
  expect_refused("function meta", &o, &st, "bad function fields");
  /* a generator that is not suspended at a yield */
  o.n = 0;
  bfix(&o, 3, 4); b8(&o, OT_DICT); buv(&o, 0);
  b8(&o, OT_FUNC); buv(&o, 1); b8(&o, 0x09); buv(&o, 0); b8(&o, 1); b8(&o, 1); b8(&o, 1);
  b8(&o, 1); b8(&o, 1);
  b8(&o, OT_GEN); buv(&o, 0); b8(&o, 0x09); buv(&o, 1); buv(&o, 1); b8(&o, GEN_SUSPENDED);
  b8(&o, 0x0B); b8(&o, 2); b8(&o, 1); buv(&o, 0);
  expect_refused("generator", &o, &st, "generator does not match");
  /* a big int that fits an int64 */
  o.n = 0;
  bfix(&o, 2, 4); b8(&o, OT_DICT); buv(&o, 0); b8(&o, OT_BIGINT); b8(&o, 0); buv(&o, 1); bfix(&o, 5, 4);
  expect_refused("small big int", &o, &st, "int64 range");
  /* a range with a wrong length */
  o.n = 0;
  bfix(&o, 2, 4); b8(&o, OT_DICT); buv(&o, 0); b8(&o, OT_RANGE); buv(&o, 0); buv(&o, 20); buv(&o, 2);
  buv(&o, 200); buv(&o, 0);
  expect_refused("range", &o, &st, "inconsistent range");
  /* a range marked beyond int64 (flag 1) whose four ints are small: made
  ** again it is the int64 form, so the ints are not its own */
  o.n = 0;
  bfix(&o, 2, 4); b8(&o, OT_DICT); buv(&o, 0); b8(&o, OT_RANGE); buv(&o, 0); buv(&o, 0); buv(&o, 0);
  buv(&o, 0); buv(&o, 1);
  b8(&o, 0x40 + 0); b8(&o, 0x40 + 9); b8(&o, 0x40 + 1); b8(&o, 0x40 + 9);   /* 0 9 1 9 */
  expect_refused("small range marked big", &o, &st, "inconsistent range");
  /* a list iterator with a negative position */
  o.n = 0;
  bfix(&o, 3, 4); b8(&o, OT_DICT); buv(&o, 0); b8(&o, OT_LIST); buv(&o, 0);
  b8(&o, OT_ITER); buv(&o, T_LIST_ITER); b8(&o, 0x09); buv(&o, 1); buv(&o, 9); buv(&o, 0);
  expect_refused("list iterator", &o, &st, "bad iterator");
  /* a set with its element where lookups cannot find it: 8 slots, 1 at
  ** slot 5 (hash(1) & 7 == 1; slot 1 is empty) */
  o.n = 0;
  bfix(&o, 2, 4); b8(&o, OT_DICT); buv(&o, 0);
  b8(&o, OT_SET); b8(&o, 0); b8(&o, 3); buv(&o, 0); buv(&o, 1); buv(&o, 1); buv(&o, 5); b8(&o, 0x41);
  expect_refused("set layout", &o, &st, "not where its hash puts it");
  /* a full set table (no empty slot: lookups would never stop) */
  o.n = 0;
  bfix(&o, 2, 4); b8(&o, OT_DICT); buv(&o, 0);
  b8(&o, OT_SET); b8(&o, 0); b8(&o, 3); buv(&o, 0); buv(&o, 8); buv(&o, 8);
  { int i; for (i = 0; i < 8; i++) { buv(&o, 0); b8(&o, 0x40 + i); } }
  expect_refused("full set", &o, &st, "bad set table size");
  /* a dict with two equal keys */
  o.n = 0;
  bfix(&o, 1, 4); b8(&o, OT_DICT); buv(&o, 2 * 2); b8(&o, 0x41); b8(&o, 0x41); b8(&o, 0x41); b8(&o, 0x42);
  expect_refused("dict duplicate", &o, &st, "equal keys");
  /* two equal str keys: two objects of one string table entry (the
  ** second is given the hash computed for the first) */
  o.n = 0;
  bfix(&o, 3, 4); b8(&o, OT_DICT); buv(&o, 2 * 2); b8(&o, 0x09); buv(&o, 1); b8(&o, 0x41);
  b8(&o, 0x09); buv(&o, 2); b8(&o, 0x42);
  b8(&o, OT_STR); buv(&o, 0); b8(&o, OT_STR); buv(&o, 0);
  expect_refused("dict duplicate str", &o, &st, "equal keys");
  /* a dict with stored hashes (keys hashed by Python code): not a hash */
  o.n = 0;
  bfix(&o, 1, 4); b8(&o, OT_DICT); buv(&o, 2 * 1 + 1); b8(&o, 0x41); b8(&o, 0x42);
  buv(&o, UINT64_MAX);
  expect_refused("dict stored hash", &o, &st, "bad dict key hash");
  /* a set with stored hashes: the same */
  o.n = 0;
  bfix(&o, 1, 4); b8(&o, OT_SET); b8(&o, 2); b8(&o, 3); buv(&o, 1); b8(&o, 0x41);
  buv(&o, UINT64_MAX);
  expect_refused("set stored hash", &o, &st, "bad set element hash");
  /* a bound method of the wrong type ('abc'.append) */
  o.n = 0;
  bfix(&o, 3, 4); b8(&o, OT_DICT); buv(&o, 0); b8(&o, OT_STR); buv(&o, 0);
  b8(&o, OT_BMETHOD); b8(&o, 0x09); buv(&o, 1); buv(&o, 0);
  expect_refused("bound method", &o, &st, "another type");
  /* a string that is not UTF-8 */
  {
    Bld s2[8];
    minimal(s2, &okobjs, &st);
    s2[6].b[2] = 0xFF;                    /* "s" -> 0xFF */
    n = frame_snapshot(snap, s2);
    CHECK(try_load(snap, n, NULL, 0, err, sizeof err) == -1);
    CHECK(strstr(err, "UTF-8") != NULL);
  }
  /* a frame past its code's end */
  {
    Bld fs;
    fs.n = 0;
    b8(&fs, 0x09); buv(&fs, 0); b8(&fs, 0x09); buv(&fs, 0); b8(&fs, 0x01);
    b8(&fs, 0x00); b8(&fs, 0x01); b8(&fs, 0x01); b8(&fs, 0x00);
    buv(&fs, 1);                              /* one frame: module code 0 */
    buv(&fs, 0); b8(&fs, 1); b8(&fs, 1); buv(&fs, 0); buv(&fs, 1000); buv(&fs, 0); b8(&fs, FR_TOP);
    b8(&fs, 0); b8(&fs, 1); b8(&fs, 0x09); buv(&fs, 0);
    buv(&fs, 1); b8(&fs, 0);                  /* one register */
    buv(&fs, 0);                              /* requests */
    buv(&fs, 0); buv(&fs, 0); buv(&fs, 0); buv(&fs, 0);
    buv(&fs, 0); buv(&fs, 0); buv(&fs, 1000); buv(&fs, 0); buv(&fs, 0);
    buv(&fs, 0); b8(&fs, 0); buv(&fs, 0); buv(&fs, 0);
    buv(&fs, 0); buv(&fs, 0);
    idle_loop(&fs);
    expect_refused("frame pc", &okobjs, &fs, "pc out of range");
  }
}


/* ---- the public API (once host/api.c has bt_snapshot and bt_restore) ---- */

#ifdef BT_SNAPSHOTS

static void api_sink(void *ud, const char *s, size_t n) {
  out_put(ud, s, n);
}

static bt_vm *api_vm(bt_config *cfg, Out *o, bool keyed) {
  memset(cfg, 0, sizeof *cfg);
  if (o) {
    cfg->print = api_sink;
    cfg->print_ud = o;
  }
  cfg->max_memory = 64u << 20;
  if (keyed) {
    cfg->snapshot_key = KEY;
    cfg->snapshot_key_len = sizeof KEY - 1;
  }
  return bt_new(cfg);
}

/* Run a program through the API, snapshotting and restoring at every
** request (fulfilled after the restore, by the id bt_pending shows). */
static char *api_run(const char *src, bool snap, bool keyed) {
  Out o = {NULL, 0, 0};
  bt_config cfg;
  bt_vm *vm = api_vm(&cfg, &o, keyed);
  const bt_request *req;
  bt_status st;
  CHECK(bt_tool(vm, "echo", NULL, NULL, 0) == BT_OK);
  CHECK(bt_tool(vm, "add", "a, b=10, *, scale=1", NULL, 0) == BT_OK);
  CHECK(bt_load(vm, src, strlen(src), "api.py", NULL) == BT_OK);
  for (;;) {
    st = bt_step(vm, &req);
    if (st != BT_REQUEST) break;
    if (snap) {
      size_t n;
      const void *p = bt_snapshot(vm, &n);
      uint8_t *copy;
      bt_error err;
      CHECK(p != NULL);
      if (p == NULL) break;
      copy = malloc(n);
      memcpy(copy, p, n);
      bt_free(vm);
      CHECK(bt_restore(copy, n, &cfg, &vm, &err) == BT_OK);
      free(copy);
      if (vm == NULL) { fprintf(stderr, "restore: %s\n", err.message); return o.p; }
      req = bt_pending(vm, 0);
      CHECK(req != NULL && bt_pending(vm, 1) == NULL);
      if (req == NULL) break;
      CHECK(bt_step(vm, NULL) == BT_WAIT);
    }
    if (strcmp(req->tool, "echo") == 0) {
      const bt_value *a = &req->args->u.seq.items[0];
      CHECK(bt_fulfil(vm, req->id, a) == BT_OK);
    } else {
      bt_value r;
      r.type = BT_INT;
      r.u.i = (req->kwargs->u.map.vals[0].u.i + req->kwargs->u.map.vals[1].u.i) *
              req->kwargs->u.map.vals[2].u.i;
      CHECK(bt_fulfil(vm, req->id, &r) == BT_OK);
    }
  }
  if (st == BT_ERROR) out_put(&o, bt_error_text(vm), strlen(bt_error_text(vm)));
  bt_free(vm);
  if (o.p == NULL) out_put(&o, "", 0);
  return o.p;
}

static void test_api(void) {
  const char *src =
    "acc = []\n"
    "for i in range(5):\n"
    "    acc.append(echo(i) + add(i, scale=2))\n"
    "print(acc, sorted(acc, key=lambda v: echo(-v)))\n"
    "print(add(1, b=2))\n";
  char *a = api_run(src, false, false), *b = api_run(src, true, false),
       *c = api_run(src, true, true);
  CHECK(strcmp(a, "[20, 23, 26, 29, 32] [32, 29, 26, 23, 20]\n3\n") == 0);
  CHECK(strcmp(a, b) == 0);
  CHECK(strcmp(a, c) == 0);
  free(a);
  free(b);
  free(c);
  {
    /* unread buffered output, idle VMs, globals, keys, bad bytes */
    bt_config cfg, kcfg;
    bt_vm *vm = api_vm(&cfg, NULL, false), *v2 = NULL, *v3 = NULL;
    const char *p1 = "x = [1, 2]\nprint('hello')\nprint('pending', echo(3))\n";
    const char *p2 = "print(x + [3])\n";
    const bt_request *req;
    const void *snap;
    size_t n, olen;
    const char *out;
    uint8_t *copy;
    bt_error err;
    bt_value three;
    CHECK(bt_tool(vm, "echo", NULL, NULL, 0) == BT_OK);
    CHECK(bt_load(vm, p1, strlen(p1), "p1.py", NULL) == BT_OK);
    CHECK(bt_step(vm, &req) == BT_REQUEST);
    snap = bt_snapshot(vm, &n);
    CHECK(snap != NULL);
    copy = malloc(n);
    memcpy(copy, snap, n);
    bt_free(vm);
    CHECK(bt_restore(copy, n, &cfg, &v2, &err) == BT_OK);
    out = bt_output(v2, &olen);
    CHECK(olen == 6 && memcmp(out, "hello\n", 6) == 0);
    req = bt_pending(v2, 0);
    three.type = BT_INT;
    three.u.i = 3;
    CHECK(req && bt_fulfil(v2, req->id, &three) == BT_OK);
    CHECK(bt_step(v2, NULL) == BT_DONE);
    out = bt_output(v2, &olen);
    CHECK(olen == 10 && memcmp(out, "pending 3\n", 10) == 0);
    snap = bt_snapshot(v2, &n);                       /* idle */
    free(copy);
    copy = malloc(n);
    memcpy(copy, snap, n);
    CHECK(bt_restore(copy, n, &cfg, &v3, &err) == BT_OK);
    CHECK(v3 && bt_load(v3, p2, strlen(p2), "p2.py", NULL) == BT_OK);
    CHECK(v3 && bt_step(v3, NULL) == BT_DONE);
    if (v3) {
      out = bt_output(v3, &olen);
      CHECK(olen == 10 && memcmp(out, "[1, 2, 3]\n", 10) == 0);
    }
    /* a keyed VM refuses the unkeyed snapshot and vice versa */
    bt_free(api_vm(&kcfg, NULL, true));
    CHECK(bt_restore(copy, n, &kcfg, &vm, &err) == BT_INVALID && vm == NULL);
    CHECK(strstr(err.message, "not authenticated") != NULL);
    CHECK(strcmp(err.type, "SnapshotError") == 0);
    CHECK(bt_restore("garbage", 7, &cfg, &vm, &err) == BT_INVALID);
    CHECK(strstr(err.message, "bad magic") != NULL);
    copy[10] ^= 1;
    CHECK(bt_restore(copy, n, &cfg, &vm, NULL) == BT_INVALID);
    free(copy);
    bt_free(v2);
    bt_free(v3);
  }
}

/* A run ends at a step limit inside a task while the main program awaits
** that task; the next run in the same VM awaits a tool call.  Its
** snapshots hold what the first run left (the task, alive with its
** coroutine cut off while running; the first main program's wakeup, which
** is not stored) and restore into a run that ends as it does without
** them.  Through the API, with a snapshot at every BT_WAIT. */
static char *api_stale_run(bool snap) {
  Out o = {NULL, 0, 0};
  bt_config cfg;
  bt_vm *vm = api_vm(&cfg, &o, false);
  const char *p1 =
    "import asyncio\n"
    "async def spin():\n"
    "    while True:\n"
    "        pass\n"
    "t = asyncio.create_task(spin())\n"
    "await t\n";
  const char *p2 =
    "r = await aecho(5)\n"
    "print(r, t.done(), t.cancel())\n"
    "await asyncio.sleep(0)\n"
    "print(t.done(), await aecho([r]))\n";
  const bt_request *req;
  bt_status st;
  cfg.max_steps = 20000;
  bt_free(vm);
  vm = bt_new(&cfg);
  CHECK(bt_tool(vm, "aecho", NULL, NULL, BT_TOOL_ASYNC) == BT_OK);
  CHECK(bt_load(vm, p1, strlen(p1), "one.py", NULL) == BT_OK);
  CHECK(bt_step(vm, NULL) == BT_LIMIT);
  CHECK(bt_load(vm, p2, strlen(p2), "two.py", NULL) == BT_OK);
  for (;;) {
    st = bt_step(vm, &req);
    if (st == BT_REQUEST) continue;
    if (st != BT_WAIT) break;
    if (snap) {
      size_t n;
      const void *p = bt_snapshot(vm, &n);
      uint8_t *copy;
      bt_error err;
      CHECK(p != NULL);
      if (p == NULL) { fprintf(stderr, "snapshot: %s\n", bt_error_text(vm)); break; }
      copy = malloc(n);
      memcpy(copy, p, n);
      bt_free(vm);
      vm = NULL;
      CHECK(bt_restore(copy, n, &cfg, &vm, &err) == BT_OK);
      free(copy);
      if (vm == NULL) { fprintf(stderr, "restore: %s\n", err.message); return o.p; }
    }
    while ((req = bt_pending(vm, 0)) != NULL) {
      const bt_value *a = &req->args->u.seq.items[0];
      if (req->args->u.seq.n == 0 || bt_fulfil(vm, req->id, a) != BT_OK) break;
    }
  }
  CHECK(st == BT_DONE);
  if (st == BT_ERROR) out_put(&o, bt_error_text(vm), strlen(bt_error_text(vm)));
  bt_free(vm);
  if (o.p == NULL) out_put(&o, "", 0);
  return o.p;
}

static void test_api_async_stale(void) {
  char *a = api_stale_run(false), *b = api_stale_run(true);
  CHECK(strcmp(a, "5 False True\nFalse [5]\n") == 0);
  CHECK(strcmp(a, b) == 0);
  if (strcmp(a, b)) fprintf(stderr, "stale run:\n%s---\n%s", a, b);
  free(a);
  free(b);
}

#endif

/* ---- asyncio ----
** Programs with tasks run under a small event-loop host (tests/async/host.c
** in little): at VM_WAIT it answers every pending call that is not timed,
** oldest first; when only timed ones are left (asyncio.sleep, aslow) it
** answers the one due first and moves a virtual clock there.  Async answers
** complete their futures at once (as bt_fulfil does), sync ones are
** delivered by the next vm_resume.  The host's table of requests lives
** outside the VM, so it survives the VM being freed and restored at every
** pause (VM_YIELD and VM_WAIT). */

typedef struct AReq { uint64_t id; double due; bool timed; } AReq;
typedef struct AHost { AReq *r; size_t n, cap; double now; bool reverse; } AHost;

static void add_async_tools(VM *vm) {
  add_tools(vm);
  CHECK(vm_tool_add(vm, "aecho", NULL, NULL, TOOL_ASYNC) == 0);
  CHECK(vm_tool_add(vm, "afail", "msg", NULL, TOOL_ASYNC) == 0);
  CHECK(vm_tool_add(vm, "aslow", "x, delay", NULL, TOOL_ASYNC) == 0);
}

static const char *req_tool(VM *vm, const Request *rq) {
  return rq->tool < vm->ntools ? AS_STR(vm->tools[rq->tool].name)->data : "sleep";
}

static Value kwarg(VM *vm, const Request *rq, const char *name) {
  Value v = VNONE;
  dict_get_str(vm, AS_DICT(rq->kwargs), name, strlen(name), &v);
  return v;
}

static double num(Value v) {
  return v.tag == V_INT ? (double)v.u.i : v.tag == V_FLOAT ? v.u.f : 0.0;
}

/* The host's entry for rq, made on first sight. */
static AReq *ah_note(AHost *h, VM *vm, const Request *rq) {
  size_t i;
  AReq *a;
  const char *t = req_tool(vm, rq);
  for (i = 0; i < h->n; i++)
    if (h->r[i].id == rq->id) return &h->r[i];
  if (h->n == h->cap) {
    h->cap = h->cap ? h->cap * 2 : 16;
    h->r = realloc(h->r, h->cap * sizeof(AReq));
    if (h->r == NULL) abort();
  }
  a = &h->r[h->n++];
  a->id = rq->id;
  a->timed = strcmp(t, "sleep") == 0 || strcmp(t, "aslow") == 0;
  a->due = h->now + (strcmp(t, "sleep") == 0 ? num(AS_LIST(rq->args)->items[0])
                     : a->timed ? num(kwarg(vm, rq, "delay")) : 0.0);
  return a;
}

static Value value_error(VM *vm, Value msg) {
  Tuple *t = tuple_new(vm, 1);
  t->items[0] = msg;
  return vobj(exc_new(vm, T_ValueError, vobj(t)));
}

/* Answer request i: its future completes now, or a sync call's answer
** waits in the request for the next vm_resume. */
static void deliver(VM *vm, uint32_t i) {
  Request *rq = &vm->reqs[i];
  const char *t = req_tool(vm, rq);
  List *a = AS_LIST(rq->args);
  Value v = VNONE;
  bool ok = true;
  if (strcmp(t, "aecho") == 0 || strcmp(t, "echo") == 0) v = a->len ? a->items[0] : VNONE;
  else if (strcmp(t, "aslow") == 0) v = kwarg(vm, rq, "x");
  else if (strcmp(t, "add") == 0)
    v = vint((kwarg(vm, rq, "a").u.i + kwarg(vm, rq, "b").u.i) * kwarg(vm, rq, "scale").u.i);
  else if (strcmp(t, "afail") == 0 || strcmp(t, "boom") == 0) {
    v = value_error(vm, kwarg(vm, rq, "msg"));
    ok = false;
  }
  CHECK(vm_answer(vm, i, ok, v) == 0);
}

/* What the host does at VM_WAIT. */
static void async_answer(VM *vm, AHost *h) {
  bool any = false;
  for (;;) {
    int64_t bi = -1;
    uint32_t i;
    for (i = 0; i < vm->nreqs; i++) {
      Request *rq = &vm->reqs[i];
      if (rq->state != REQ_PENDING || ah_note(h, vm, rq)->timed) continue;
      if (bi < 0 || (h->reverse ? rq->id > vm->reqs[bi].id : rq->id < vm->reqs[bi].id)) bi = i;
    }
    if (bi < 0) break;
    deliver(vm, (uint32_t)bi);
    any = true;
  }
  if (!any) {
    int64_t bi = -1;
    AReq *best = NULL;
    uint32_t i;
    for (i = 0; i < vm->nreqs; i++) {
      AReq *a;
      if (vm->reqs[i].state != REQ_PENDING) continue;
      a = ah_note(h, vm, &vm->reqs[i]);
      if (best == NULL || a->due < best->due || (a->due == best->due && a->id < best->id)) {
        best = a;
        bi = i;
      }
    }
    CHECK(bi >= 0);
    if (bi < 0) return;
    if (best->due > h->now) h->now = best->due;
    deliver(vm, (uint32_t)bi);
  }
}

static void end_output(VM *vm, Out *o, int r) {
  vm_flush(vm);
  if (r == VM_ERROR) {
    Buf b = BUF_INIT;
    if (vm->limit_hit) out_put(o, "LIMIT\n", 6);
    else if (exc_format(vm, vm->exc, &b) == 0) out_put(o, b.p, b.len);
    buf_free(vm, &b);
  }
}

/* Run src under the async host in mode (M_PLAIN, M_SNAP, M_SNAP2,
** M_SAVEONLY); its output (+ traceback). */
static char *run_async(const char *src, int mode, int *pauses) {
  Out o = {NULL, 0, 0};
  VM *vm = fresh(&o);
  AHost h;
  Code *code;
  int r, np = 0;
  memset(&h, 0, sizeof h);
  add_async_tools(vm);
  if (compile_module(vm, src, strlen(src), "prog.py", &code)) {
    end_output(vm, &o, VM_ERROR);
    vm_free(vm);
    return o.p;
  }
  CHECK(vm_start(vm, code, vm->globals) == 0);
  r = vm_resume(vm);
  while ((r == VM_YIELD || r == VM_WAIT) && np < 100000) {
    np++;
    if (mode == M_SNAP) vm = roundtrip(vm, &o, false);
    else if (mode == M_SNAP2) {
      vm = roundtrip(vm, &o, false);
      vm = roundtrip(vm, &o, true);
    } else if (mode == M_SAVEONLY) {
      size_t n;
      free(save(vm, &n, false));
    }
    if (r == VM_WAIT) async_answer(vm, &h);
    r = vm_resume(vm);
  }
  end_output(vm, &o, r);
  if (pauses) *pauses = np;
  vm_free(vm);
  free(h.r);
  if (o.p == NULL) out_put(&o, "", 0);
  return o.p;
}

static void same_async(const char *name, const char *src, const char *expect) {
  int p0 = 0, p1 = 0;
  char *a = run_async(src, M_PLAIN, &p0);
  char *b = run_async(src, M_SNAP, &p1);
  char *c = run_async(src, M_SNAP2, NULL);
  char *d = run_async(src, M_SAVEONLY, NULL);
  checks++;
  if (strcmp(a, b) || strcmp(a, c) || strcmp(a, d) || (expect && strcmp(a, expect))) {
    failures++;
    fprintf(stderr, "%s: outputs differ\n--- plain\n%s--- snapshot\n%s--- twice\n%s"
            "--- save only\n%s--- expected\n%s", name, a, b, c, d, expect ? expect : "(any)\n");
  }
  CHECK(p0 == p1);
  CHECK(p0 > 1);
  free(a);
  free(b);
  free(c);
  free(d);
}

/* Tasks paused on async tool calls, sleeps, and sync calls made inside
** tasks (one from a generator running in a task's fiber), all under a
** gather; asyncio.run from a plain program. */
static const char *const ASYNC_TASKS =
  "import asyncio\n"
  "\n"
  "def numbers(n):\n"
  "    for i in range(n):\n"
  "        yield echo(i)\n"
  "\n"
  "async def worker(name, n):\n"
  "    total = 0\n"
  "    for i in numbers(n):\n"
  "        v = await aecho(i)\n"
  "        total += v\n"
  "        await asyncio.sleep(0.01 * (i + 1))\n"
  "    s = echo(name)\n"
  "    return f\"{s}:{total}\"\n"
  "\n"
  "async def sleeper():\n"
  "    await asyncio.sleep(0.5)\n"
  "    return \"slept\"\n"
  "\n"
  "async def main():\n"
  "    tasks = [asyncio.create_task(worker(f\"w{i}\", i + 1)) for i in range(3)]\n"
  "    r = await asyncio.gather(*tasks, sleeper(), aslow(\"late\", 0.2))\n"
  "    print(r)\n"
  "    print([t.done() for t in tasks], tasks[0].result())\n"
  "\n"
  "asyncio.run(main())\n"
  "print(add(1, 2, scale=echo(3)))\n";

/* wait_for (in time, timed out), as_completed, failures, nested gathers. */
static const char *const ASYNC_WAITS =
  "import asyncio\n"
  "\n"
  "async def job(x, d):\n"
  "    return await aslow(x, d)\n"
  "\n"
  "async def main():\n"
  "    try:\n"
  "        r = await asyncio.wait_for(job(\"fast\", 0.1), 1)\n"
  "        print(\"wait_for ok\", r)\n"
  "        await asyncio.wait_for(job(\"slow\", 5), 0.5)\n"
  "    except TimeoutError:\n"
  "        print(\"timed out\")\n"
  "    done = []\n"
  "    for f in asyncio.as_completed([job(\"c\", 0.3), job(\"a\", 0.1), job(\"b\", 0.2)]):\n"
  "        done.append(await f)\n"
  "    print(done)\n"
  "    try:\n"
  "        await afail(\"bad\")\n"
  "    except ValueError as e:\n"
  "        print(\"failed\", e)\n"
  "    r = await asyncio.gather(aecho(1), afail(\"x\"), aecho(3), return_exceptions=True)\n"
  "    print([repr(v) for v in r])\n"
  "    inner = asyncio.gather(job(\"g1\", 0.2), job(\"g2\", 0.1))\n"
  "    outer = asyncio.gather(inner, aecho(\"o\"))\n"
  "    print(await outer)\n"
  "\n"
  "asyncio.run(main())\n";

/* Tasks cancelled while paused on a request (with a message, and awaiting
** in their handlers); top-level await (the main fiber is Task-1). */
static const char *const ASYNC_CANCEL =
  "import asyncio\n"
  "\n"
  "async def victim(tag):\n"
  "    try:\n"
  "        print(tag, \"waiting\")\n"
  "        await aslow(tag, 10)\n"
  "    except asyncio.CancelledError as e:\n"
  "        print(tag, \"cancelled\", e.args)\n"
  "        print(tag, await aecho(\"cleanup\"))\n"
  "        raise\n"
  "    finally:\n"
  "        print(tag, \"finally\")\n"
  "\n"
  "t1 = asyncio.create_task(victim(\"t1\"))\n"
  "t2 = asyncio.create_task(victim(\"t2\"), name=\"second\")\n"
  "await asyncio.sleep(0.1)\n"
  "print(t1.cancel(\"stop\"), t2.get_name(), t2.cancel())\n"
  "for t in (t1, t2):\n"
  "    try:\n"
  "        await t\n"
  "    except asyncio.CancelledError:\n"
  "        print(\"awaited cancelled\", t.cancelled())\n"
  "print(echo(\"sync at top\"), await aecho(\"async at top\"))\n";

/* The main program ends with tasks left: they are cancelled, and their
** cleanup awaits tool calls while the main fiber has no frames. */
static const char *const ASYNC_RUNDOWN =
  "import asyncio\n"
  "\n"
  "async def bg(i):\n"
  "    try:\n"
  "        await aslow(i, 100)\n"
  "    finally:\n"
  "        print(\"bg\", i, \"cleanup\", await aecho(i))\n"
  "\n"
  "tasks = [asyncio.create_task(bg(i)) for i in range(2)]\n"
  "await asyncio.sleep(0)\n"
  "print(\"main done\", echo(len(tasks)))\n";

/* Exceptions out of tasks, gathers and a sync tool: the traceback. */
static const char *const ASYNC_ERRORS =
  "import asyncio\n"
  "\n"
  "async def bad(n):\n"
  "    await aecho(n)\n"
  "    if n == 2:\n"
  "        raise KeyError(n)\n"
  "    return n\n"
  "\n"
  "async def main():\n"
  "    results = await asyncio.gather(bad(1), bad(2), return_exceptions=True)\n"
  "    print(results)\n"
  "    t = asyncio.create_task(bad(2))\n"
  "    await asyncio.sleep(0)\n"
  "    try:\n"
  "        await t\n"
  "    except KeyError as e:\n"
  "        print(\"task raised\", repr(e))\n"
  "    boom(await aecho(\"from sync tool\"))\n"
  "\n"
  "asyncio.run(main())\n";

/* A coroutine chain stepped by hand (send) through a user awaitable,
** suspended (interp.c coro_pass_up) while its driver awaits a tool. */
static const char *const ASYNC_HAND =
  "import asyncio\n"
  "class Ask:\n"
  "    def __await__(self):\n"
  "        v = yield 'q'\n"
  "        return v\n"
  "async def inner():\n"
  "    return await Ask()\n"
  "async def outer():\n"
  "    a = await inner()\n"
  "    b = await inner()\n"
  "    return a + b\n"
  "async def main():\n"
  "    c = outer()\n"
  "    r = c.send(None)\n"
  "    while True:\n"
  "        v = await aecho(r + '!')\n"
  "        try:\n"
  "            r = c.send(v)\n"
  "        except StopIteration as e:\n"
  "            print('hand', e.value)\n"
  "            break\n"
  "asyncio.run(main())\n";

static void test_async_programs(void) {
  char *out;
  /* expected outputs: CPython 3.11 with the tools as coroutines that yield
  ** once (aslow also sleeps its delay), as tests/async/tools.py */
  same_async("async tasks", ASYNC_TASKS,
             "['w0:0', 'w1:1', 'w2:3', 'slept', 'late']\n[True, True, True] w0:0\n9\n");
  same_async("async waits", ASYNC_WAITS,
             "wait_for ok fast\ntimed out\n['a', 'b', 'c']\nfailed bad\n"
             "['1', \"ValueError('x')\", '3']\n[['g1', 'g2'], 'o']\n");
  same_async("async cancel", ASYNC_CANCEL,
             "t1 waiting\nt2 waiting\nTrue second True\nt1 cancelled ('stop',)\n"
             "t2 cancelled ()\nt1 cleanup\nt1 finally\nt2 cleanup\nt2 finally\n"
             "awaited cancelled True\nawaited cancelled True\nsync at top async at top\n");
  same_async("async rundown", ASYNC_RUNDOWN, "main done 2\nbg 0 cleanup 0\nbg 1 cleanup 1\n");
  same_async("async errors", ASYNC_ERRORS, NULL);
  same_async("hand-stepped await chain", ASYNC_HAND, "hand q!q!\n");
  out = run_async(ASYNC_ERRORS, M_SNAP, NULL);
  CHECK(strncmp(out, "[1, KeyError(2)]\ntask raised KeyError(2)\nTraceback", 49) == 0);
  CHECK(strstr(out, "ValueError: from sync tool\n") != NULL);
  free(out);
}

/* Run src under the async host (plain) to its k-th VM_WAIT; that VM, or
** NULL if the program ends before. */
static VM *async_paused(const char *src, int k, Out *o, AHost *h) {
  VM *vm = fresh(o);
  Code *code;
  int r, waits = 0;
  add_async_tools(vm);
  if (compile_module(vm, src, strlen(src), "prog.py", &code) || vm_start(vm, code, vm->globals))
    abort();
  r = vm_resume(vm);
  for (;;) {
    if (r == VM_WAIT && ++waits == k) return vm;
    if (r != VM_YIELD && r != VM_WAIT) {
      vm_free(vm);
      return NULL;
    }
    if (r == VM_WAIT) async_answer(vm, h);
    r = vm_resume(vm);
  }
}

static VM *must_pause(const char *src, int k, Out *o, AHost *h) {
  VM *vm = async_paused(src, k, o, h);
  if (vm == NULL) {
    fprintf(stderr, "a test program ended before its pause %d\n", k);
    abort();
  }
  return vm;
}

/* Drive a restored VM to the end; its output. */
static void async_finish(VM *vm, AHost *h, Out *o) {
  int r = vm_resume(vm), n = 0;
  while ((r == VM_YIELD || r == VM_WAIT) && n++ < 100000) {
    if (r == VM_WAIT) async_answer(vm, h);
    r = vm_resume(vm);
  }
  end_output(vm, o, r);
}

static AHost ah_copy(const AHost *h) {
  AHost c = *h;
  c.r = malloc((h->cap ? h->cap : 1) * sizeof(AReq));
  if (c.r == NULL) abort();
  if (h->n) memcpy(c.r, h->r, h->n * sizeof(AReq));
  return c;
}

/* One snapshot of several paused tasks, two restores: two independent VMs,
** stepped in turn, each ending as the uninterrupted run does; one of them
** is answered in the reverse order where the program allows it. */
static void test_async_fork(void) {
  char *plain = run_async(ASYNC_TASKS, M_PLAIN, NULL);
  Out o0 = {NULL, 0, 0}, o1 = {NULL, 0, 0}, o2 = {NULL, 0, 0};
  AHost h;
  VM *vm, *a, *b;
  uint8_t *snap;
  size_t n, i, tasks = 0;
  memset(&h, 0, sizeof h);
  vm = must_pause(ASYNC_TASKS, 3, &o0, &h);
  vm_flush(vm);
  for (i = 0; i < vm->nreqs; i++) tasks += vm->reqs[i].fut != NULL;
  CHECK(vm->nreqs >= 3 && tasks >= 2);     /* several tasks wait on calls */
  snap = save(vm, &n, false);
  CHECK(snap != NULL);
  vm_free(vm);
  a = restore(snap, n, &o1, false);
  b = restore(snap, n, &o2, false);
  CHECK(a && b && a != b);
  if (a && b) {
    AHost ha = ah_copy(&h), hb = ah_copy(&h);
    int ra = vm_resume(a), rb = vm_resume(b), k = 0;
    CHECK(a->nreqs == b->nreqs);
    while ((ra == VM_YIELD || ra == VM_WAIT || rb == VM_YIELD || rb == VM_WAIT) && k++ < 100000) {
      if (ra == VM_YIELD || ra == VM_WAIT) {
        if (ra == VM_WAIT) async_answer(a, &ha);
        ra = vm_resume(a);
      }
      if (rb == VM_YIELD || rb == VM_WAIT) {
        if (rb == VM_WAIT) async_answer(b, &hb);
        rb = vm_resume(b);
      }
    }
    end_output(a, &o1, ra);
    end_output(b, &o2, rb);
    out_put(&o0, "", 0);
    CHECK(strlen(out_str(&o0)) + strlen(out_str(&o1)) == strlen(plain));
    CHECK(strncmp(plain, out_str(&o0), o0.len) == 0 && strcmp(plain + o0.len, out_str(&o1)) == 0);
    CHECK(strcmp(out_str(&o1), out_str(&o2)) == 0);
    free(ha.r);
    free(hb.r);
  }
  vm_free(a);
  vm_free(b);
  /* a third copy answered newest first: the same output (the program's
  ** output does not depend on the order of its answers) */
  {
    Out o3 = {NULL, 0, 0};
    VM *c = restore(snap, n, &o3, false);
    AHost hc = ah_copy(&h);
    hc.reverse = true;
    CHECK(c != NULL);
    if (c) {
      async_finish(c, &hc, &o3);
      CHECK(strcmp(out_str(&o3), out_str(&o1)) == 0);
      vm_free(c);
    }
    free(hc.r);
    free(o3.p);
  }
  free(snap);
  free(h.r);
  free(plain);
  free(o0.p);
  free(o1.p);
  free(o2.p);
}

/* Saving leaves a VM with a task loaded exactly as it was: the running
** fiber is parked for the save and loaded again. */
static void test_async_save_exact(void) {
  Out o = {NULL, 0, 0};
  AHost h;
  VM *vm;
  int k;
  memset(&h, 0, sizeof h);
  for (k = 1; k <= 6; k++) {
    Obj *cur;
    Value *stack;
    Frame *frames;
    uint32_t nf;
    size_t n;
    uint8_t *p1, *p2;
    o.len = 0;
    h.n = 0;
    h.now = 0;
    vm = must_pause(ASYNC_TASKS, k, &o, &h);
    cur = vm->cur;
    stack = vm->stack;
    frames = vm->frames;
    nf = vm->nframes;
    p1 = save(vm, &n, false);
    CHECK(vm->cur == cur && vm->stack == stack && vm->frames == frames && vm->nframes == nf);
    if (cur) CHECK(((Future *)cur)->fib.nframes == 0 && ((Future *)cur)->fib.stack == NULL);
    /* saving the restored VM gives the same bytes */
    {
      VM *nv = restore(p1, n, &o, false);
      size_t n2;
      CHECK(nv != NULL);
      if (nv) {
        CHECK((nv->cur != NULL) == (cur != NULL) && nv->nframes == nf);
        p2 = save(nv, &n2, false);
        CHECK(p2 && n2 == n && memcmp(p1, p2, n) == 0);
        free(p2);
        vm_free(nv);
      }
    }
    free(p1);
    vm_free(vm);
  }
  free(h.r);
  free(o.p);
}

/* ---- asyncio: hostile states ----
** A paused VM is put in a state the event loop could never reach, saved
** (the writer stores whatever it finds), and the restore must refuse it
** with the reason named. */

static Future *find_future(VM *vm, int kind, bool (*want)(VM *, Future *)) {
  Obj *o;
  for (o = vm->objects; o; o = o->next)
    if (o->type == OT_FUTURE && ((Future *)o)->kind == kind && (!want || want(vm, (Future *)o)))
      return (Future *)o;
  return NULL;
}

static bool parked_waiting(VM *vm, Future *t) {
  return &t->h != vm->cur && t->state == FS_PENDING && t->waiting && t->fib.nframes;
}
static bool pending(VM *vm, Future *f) { (void)vm; return f->state == FS_PENDING; }
static bool with_tuple(VM *vm, Future *f) {
  (void)vm;
  return f->state == FS_PENDING && IS_OBJ(f->coro, OT_TUPLE) && AS_TUPLE(f->coro)->len;
}

static void push_ready(VM *vm, uint32_t kind, Obj *obj, Obj *arg) {
  Ready *n = mem_alloc(&vm->mem, (vm->rlen + 1) * sizeof(Ready));
  uint32_t i;
  if (n == NULL) abort();
  for (i = 0; i < vm->rlen; i++) n[i] = vm->ready[(vm->rhead + i) % vm->rcap];
  n[vm->rlen].kind = kind;
  n[vm->rlen].obj = obj;
  n[vm->rlen].arg = arg;
  mem_free(&vm->mem, vm->ready, vm->rcap * sizeof(Ready));
  vm->ready = n;
  vm->rcap = vm->rlen + 1;
  vm->rlen++;
  vm->rhead = 0;
}

enum {
  H_TWICE, H_REQ_FUT, H_WRONG_CB, H_GATHER_CYCLE, H_CORO_STATE, H_FAILED_NO_EXC,
  H_TASK_LIST, H_READY_KIND, H_SYNC_SLOT, H_MAIN_TASK, H_WAKE_MAIN_TASK, H_MODULE,
  H_PC0_EXC, H_RUNNING_GEN, H_SYNC_TWO, H_SYNC_NOT_LOADED, H_CORO_REST, H__COUNT
};

static const char *const hostile[H__COUNT] = {
  [H_TWICE] = "resumed from two places",
  [H_REQ_FUT] = "does not match its future",
  [H_WRONG_CB] = "does not wait for it",
  [H_GATHER_CYCLE] = "a gather contains itself",
  [H_CORO_STATE] = "bad coroutine state",
  [H_FAILED_NO_EXC] = "holds no exception",
  [H_TASK_LIST] = "task list holds something else",
  [H_READY_KIND] = "cannot run",
  [H_SYNC_SLOT] = "no fiber waits for it",
  [H_MAIN_TASK] = "bad main task",
  [H_WAKE_MAIN_TASK] = "cannot run",
  [H_MODULE] = "bad module registry",
  [H_PC0_EXC] = "pc out of range",
  [H_RUNNING_GEN] = "bad generator frame",
  [H_SYNC_TWO] = "a sync call outside the loaded fiber",
  [H_SYNC_NOT_LOADED] = "a sync call outside the loaded fiber",
  [H_CORO_REST] = "bad coroutine state",
};

/* A sync request (the fiber's call in flight), made in a task when in_task. */
static Request *sync_request(VM *vm, bool in_task) {
  uint32_t i;
  for (i = 0; i < vm->nreqs; i++)
    if (vm->reqs[i].fut == NULL && (vm->reqs[i].task != NULL) == in_task) return &vm->reqs[i];
  return NULL;
}

/* Apply mutation m to vm; false if the state needed is not there. */
static bool mutate(VM *vm, int m) {
  Future *t, *f;
  uint32_t i;
  switch (m) {
  case H_TWICE:                        /* a waiting task also in the queue */
    if ((t = find_future(vm, FUT_TASK, parked_waiting)) == NULL) return false;
    push_ready(vm, RQ_STEP, &t->h, NULL);
    return true;
  case H_REQ_FUT:
    for (i = 0; i < vm->nreqs; i++)
      if (vm->reqs[i].fut) { ((Future *)vm->reqs[i].fut)->req++; return true; }
    return false;
  case H_WRONG_CB:                     /* a wakeup on a future it does not await */
    if ((t = find_future(vm, FUT_TASK, parked_waiting)) == NULL) return false;
    for (f = find_future(vm, FUT_TOOL, pending); f; f = NULL)
      if (&f->h != t->waiting) return future_add_cb(vm, f, CB_WAKEUP, &t->h) == 0;
    return false;
  case H_GATHER_CYCLE:
    if ((f = find_future(vm, FUT_GATHER, with_tuple)) == NULL) return false;
    AS_TUPLE(f->coro)->items[0] = vobj(f);
    return true;
  case H_CORO_REST: {                 /* a hand-suspended coroutine moved off its await */
    Obj *o;
    for (o = vm->objects; o; o = o->next)
      if (o->type == OT_CORO && ((Gen *)o)->state == GEN_SUSPENDED &&
          !(((Gen *)o)->func->code->flags & CODE_GENERATOR)) {
        ((Gen *)o)->pc = 1;
        return !vm_coro_rest_ok(((Gen *)o)->func->code, 1);
      }
    return false;
  }
  case H_CORO_STATE: {
    Obj *o;
    for (o = vm->objects; o; o = o->next)
      if (o->type == OT_CORO) { ((Gen *)o)->state = GEN_SUSPENDED; return true; }
    return false;
  }
  case H_FAILED_NO_EXC:
    if ((f = find_future(vm, FUT_TOOL, pending)) == NULL) return false;
    f->state = FS_EXCEPTION;
    f->result = vint(7);
    return true;
  case H_TASK_LIST:
    if (vm->tasks == NULL || vm->tasks->len == 0 ||
        (f = find_future(vm, FUT_TOOL, NULL)) == NULL)
      return false;
    vm->tasks->items[0] = vobj(f);
    return true;
  case H_READY_KIND:                   /* a gather callback naming a tool call */
    if ((f = find_future(vm, FUT_TOOL, NULL)) == NULL) return false;
    push_ready(vm, CB_GATHER, &f->h, &f->h);
    return true;
  case H_SYNC_SLOT:                    /* a sync call's result slot off the stack */
    for (i = 0; i < vm->nreqs; i++)
      if (vm->reqs[i].fut == NULL) { vm->reqs[i].ret = 1u << 30; return true; }
    return false;
  case H_SYNC_TWO: {                   /* two sync calls out: one blocks the loop */
    Request *q = sync_request(vm, true);
    uint64_t id = 0;
    if (q == NULL || vm->nreqs == vm->capreqs) return false;
    for (i = 0; i < vm->nreqs; i++)
      if (vm->reqs[i].id > id) id = vm->reqs[i].id;
    vm->reqs[vm->nreqs] = *q;
    vm->reqs[vm->nreqs++].id = id + 1;
    if (vm->next_id <= id + 1) vm->next_id = id + 2;
    return true;
  }
  case H_SYNC_NOT_LOADED: {            /* a task's sync call, another task loaded */
    Request *q = sync_request(vm, true);
    if (q == NULL || (t = find_future(vm, FUT_TASK, parked_waiting)) == NULL || &t->h == q->task)
      return false;
    q->task = &t->h;
    q->ret = 0;                        /* a slot of that task's stack */
    return true;
  }
  case H_MAIN_TASK:                    /* Task-1 with a coroutine of its own */
    if (vm->main_task == NULL || (t = find_future(vm, FUT_TASK, parked_waiting)) == NULL)
      return false;
    ((Future *)vm->main_task)->coro = t->coro;
    return true;
  case H_WAKE_MAIN_TASK:               /* Task-1 stepped as a task */
    if (vm->main_task == NULL) return false;
    push_ready(vm, RQ_STEP, vm->main_task, NULL);
    return true;
  case H_MODULE: {                     /* a module registered under another name */
    Module *mo = obj_new(vm, OT_MODULE, sizeof(Module));
    Value k;
    if (mo == NULL || str_newc(vm, "fake", &mo->name) || (mo->dict = dict_new(vm)) == NULL ||
        (vm->modules == NULL && (vm->modules = dict_new(vm)) == NULL) ||
        str_newc(vm, "json", &k) || dict_set(vm, vm->modules, k, vobj(mo)))
      abort();
    return vm->asyncio != NULL;
  }
  case H_PC0_EXC:                      /* resumed with an error before its first instruction */
    if ((t = find_future(vm, FUT_TASK, parked_waiting)) == NULL) return false;
    t->fib.frames[t->fib.nframes - 1].pc = 0;
    t->fib.exc = vm->nomem;
    return true;
  case H_RUNNING_GEN: {                /* a generator in a frame, finished */
    Obj *o;
    for (o = vm->objects; o; o = o->next)
      if (o->type == OT_FUTURE && ((Future *)o)->kind == FUT_TASK) {
        Fiber *fb = o == vm->cur ? NULL : &((Future *)o)->fib;
        uint32_t k, n = fb ? fb->nframes : vm->nframes;
        for (k = 0; k < n; k++) {
          Frame *fr = fb ? &fb->frames[k] : &vm->frames[k];
          if (fr->gen && fr->gen->h.type == OT_GEN) { fr->gen->state = GEN_DONE; return true; }
        }
      }
    return false;
  }
  default:
    return false;
  }
}

/* A program's pauses, one after the other, until mutation m applies;
** then the snapshot must be refused. */
static void test_async_hostile(void) {
  int m;
  for (m = 0; m < H__COUNT; m++) {
    const char *src = m == H_MAIN_TASK || m == H_WAKE_MAIN_TASK ? ASYNC_CANCEL
                      : m == H_GATHER_CYCLE ? ASYNC_WAITS
                      : m == H_CORO_REST ? ASYNC_HAND : ASYNC_TASKS;
    bool done = false;
    int k;
    for (k = 1; k <= 40 && !done; k++) {
      Out o = {NULL, 0, 0};
      AHost h;
      VM *vm;
      uint8_t *p;
      size_t n;
      char err[200];
      memset(&h, 0, sizeof h);
      vm = async_paused(src, k, &o, &h);
      if (vm && mutate(vm, m)) {
        done = true;
        p = save(vm, &n, false);
        CHECK(p != NULL);
        checks++;
        if (p && (try_load(p, n, NULL, 0, err, sizeof err) != -1 || !strstr(err, hostile[m]))) {
          failures++;
          fprintf(stderr, "hostile state %d: not refused as expected (%s)\n", m, err);
        }
        free(p);
      }
      vm_free(vm);
      free(h.r);
      free(o.p);
    }
    checks++;
    if (!done) {
      failures++;
      fprintf(stderr, "hostile state %d: the program never reaches the state to mutate\n", m);
    }
  }
}

/* A snapshot with tasks, futures, a gather, sleeps and requests in flight. */
static uint8_t *async_snapshot(size_t *n) {
  Out o = {NULL, 0, 0};
  AHost h;
  const char *src =
    "import asyncio\n"
    "async def w(i):\n"
    "    a = await aecho(i)\n"
    "    await asyncio.sleep(a)\n"
    "    return echo(a)\n"
    "async def main():\n"
    "    t = asyncio.create_task(w(5))\n"
    "    g = asyncio.gather(w(1), w(2), aslow('s', 1))\n"
    "    try:\n"
    "        r = await asyncio.wait_for(g, 3)\n"
    "    except TimeoutError:\n"
    "        r = 'late'\n"
    "    t.cancel('x')\n"
    "    print(r, t)\n"
    "asyncio.run(main())\n";
  VM *vm;
  uint8_t *p;
  memset(&h, 0, sizeof h);
  vm = must_pause(src, 3, &o, &h);
  p = save(vm, n, false);
  vm_free(vm);
  free(h.r);
  free(o.p);
  return p;
}

static void test_corruption(void) {
  size_t n;
  uint8_t *p = small_snapshot(&n, false);
  corrupt_all("small snapshot", p, n);
  p = async_snapshot(&n);
  corrupt_all("asyncio snapshot", p, n);
  p = layout_snapshot(&n);
  corrupt_all("layout snapshot", p, n);
}

/* ---- sizes and times ---- */

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Seconds per restore of the snapshot b into a new VM (with the parse
** cache given, or none). */
static double restore_time(const Buf *b, AstCache *cache) {
  double t0 = now_s();
  int i = 0;
  do {
    VM *nv = vm_new(NULL, NULL);
    nv->astcache = cache;
    CHECK(snap_load(nv, (uint8_t *)b->p, b->len, NULL, 0, NULL, 0) == 0);
    vm_free(nv);
    i++;
  } while (now_s() - t0 < 0.2);
  return (now_s() - t0) / i;
}

static void measure(const char *name, const char *src) {
  Out o = {NULL, 0, 0};
  VM *vm = fresh(&o);
  Code *code;
  Buf b = BUF_INIT;
  AstCache *cache;
  int reps = 0;
  double t0, ts;
  add_tools(vm);
  if (compile_module(vm, src, strlen(src), "bench.py", &code) || vm_start(vm, code, vm->globals) ||
      vm_resume(vm) != VM_YIELD)
    abort();
  t0 = now_s();
  do {
    b.len = 0;
    CHECK(snap_save(vm, &b, NULL, 0) == 0);
    reps++;
  } while (now_s() - t0 < 0.2);
  ts = (now_s() - t0) / reps;
  printf("%s: %zu bytes, save %.1f us, restore %.1f us (restore includes vm_new)", name, b.len,
         ts * 1e6, restore_time(&b, NULL) * 1e6);
  cache = astcache_new(NULL, NULL, 1 << 24);
  restore_time(&b, cache);     /* the first restore fills the cache */
  printf(", %.1f us with a shared bt_cache\n", restore_time(&b, cache) * 1e6);
  astcache_free(cache);
  buf_free(vm, &b);
  vm_free(vm);
  free(o.p);
}

/* Save and restore of a paused asyncio program: n tasks each waiting on a
** tool call, under a gather. */
static void measure_async(const char *name, const char *src) {
  Out o = {NULL, 0, 0};
  AHost h;
  VM *vm;
  Buf b = BUF_INIT;
  AstCache *cache;
  int reps = 0;
  double t0, ts;
  memset(&h, 0, sizeof h);
  vm = must_pause(src, 1, &o, &h);
  t0 = now_s();
  do {
    b.len = 0;
    CHECK(snap_save(vm, &b, NULL, 0) == 0);
    reps++;
  } while (now_s() - t0 < 0.2);
  ts = (now_s() - t0) / reps;
  printf("%s: %zu bytes, save %.1f us, restore %.1f us (restore includes vm_new)", name, b.len,
         ts * 1e6, restore_time(&b, NULL) * 1e6);
  cache = astcache_new(NULL, NULL, 1 << 24);
  restore_time(&b, cache);     /* the first restore fills the cache */
  printf(", %.1f us with a shared bt_cache\n", restore_time(&b, cache) * 1e6);
  astcache_free(cache);
  buf_free(vm, &b);
  vm_free(vm);
  free(h.r);
  free(o.p);
}

/* A restore takes a prelude function's code from its chunk, compiled
** but not run (prelude_code): for every chunk, that code is the code of the
** function a run of the chunk defines (prelude_get), instruction for
** instruction (snap_code_check), and hidden. */
static void test_prelude_codes(void) {
  int i;
  for (i = 0; i < lib_prelude_n; i++) {
    VM *a = vm_new(NULL, NULL), *b = vm_new(NULL, NULL);
    Code *c = NULL;
    Value fn;
    int ok = a && b && prelude_code(a, lib_prelude[i].name, &c) == 0 &&
             prelude_get(b, lib_prelude[i].name, &fn, 0) == 0 && IS_OBJ(fn, OT_FUNC);
    CHECK(ok);
    if (ok) {
      Code *want = ((Func *)fn.u.o)->code;
      CHECK(c->flags == want->flags && (c->flags & CODE_HIDDEN));
      CHECK(snap_code_check(c) == snap_code_check(want));
      if (snap_code_check(c) != snap_code_check(want))
        fprintf(stderr, "prelude %s: code differs from prelude_get's\n", lib_prelude[i].name);
    }
    vm_free(a);
    vm_free(b);
  }
}

/* The snapshot checksum against CRC-32 computed a bit at a time: every
** length up to 600 bytes at every alignment (the carry-less path of
** crc_clmul.c from 64 bytes, on processors that have it, and the table for
** the tail), pieces chained, and the standard check value. */
static uint32_t crc_bitwise(uint32_t crc, const uint8_t *p, size_t n) {
  int k;
  crc = ~crc;
  while (n--) {
    crc ^= *p++;
    for (k = 0; k < 8; k++) crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1)));
  }
  return ~crc;
}

static void test_crc_forms(void) {
  static uint8_t buf[640];
  size_t n, off, cut, wrong = 0;
  uint32_t x = 2463534242u;
  for (n = 0; n < sizeof buf; n++) {     /* xorshift32 bytes */
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    buf[n] = (uint8_t)x;
  }
  CHECK(snap_crc32(0, "123456789", 9) == 0xCBF43926u);
  for (off = 0; off < 16; off++)
    for (n = 0; n + off <= 600 + 16; n++)
      if (snap_crc32(0x5EED, buf + off, n) != crc_bitwise(0x5EED, buf + off, n)) wrong++;
  CHECK(wrong == 0);
  for (cut = 0; cut <= 300; cut += 7)
    CHECK(snap_crc32(snap_crc32(0, buf, cut), buf + cut, 600 - cut) ==
          crc_bitwise(0, buf, 600));
  if (crc32_clmul_ok())
    CHECK(~crc32_clmul(~0u, buf + 3, 592) == crc_bitwise(0, buf + 3, 592));
}

int main(int argc, char **argv) {
  if (argc > 2 && strcmp(argv[1], "--write-seeds") == 0) seed_dir = argv[2];
  test_crc_forms();
  test_programs();
  test_prelude_codes();
  test_pauses_expected();
  test_idle();
  test_fork();
  test_same_source();
  test_output_and_limits();
  test_host_section();
#ifdef BT_SNAPSHOTS
  test_api();
  test_api_async_stale();
#endif
  test_async_programs();
  test_async_fork();
  test_async_save_exact();
  test_async_hostile();
  test_header_errors();
  test_handmade();
  test_corruption();
  if (argc > 1 && strcmp(argv[1], "--bench") == 0) {
    measure("small agent",
            "notes = []\n"
            "def step(q):\n"
            "    r = echo(q)\n"
            "    notes.append(r)\n"
            "    return len(notes)\n"
            "for q in ['a', 'b']:\n"
            "    step(q)\n");
    measure("1 MB of live data",
            "data = ['x' * 100 + str(i) for i in range(8000)]\n"
            "nums = list(range(20000))\n"
            "m = {i: str(i) for i in range(5000)}\n"
            "echo(len(data))\n");
    measure_async("asyncio, 100 tasks waiting",
                  "import asyncio\n"
                  "async def w(i):\n"
                  "    return await aecho(i) + 1\n"
                  "async def main():\n"
                  "    print(sum(await asyncio.gather(*[w(i) for i in range(100)])))\n"
                  "asyncio.run(main())\n");
  }
  printf("%d checks, %d failures\n", checks, failures);
  return failures != 0;
}
