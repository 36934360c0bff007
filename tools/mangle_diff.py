#!/usr/bin/env python3
"""mangle_diff.py - random differential testing of private name mangling
(`__x` inside class A is `_A__x`) in baton against CPython 3.11.

Each snippet defines a class (sometimes nested in another class or in a
method) whose name has zero, one or two leading underscores, or is all
underscores, and whose body binds and reads names drawn from a pool of
private, dunder and plain names through every construct that mangles:
class attributes, instance attributes, parameters (positional, keyword-
only, defaults), nested functions, lambdas, comprehensions, global
declarations, imports, except/with/for targets, del, getattr strings,
f-strings.  It prints the class namespace, the instance namespace and the
method results (or the exception's type and message).  A program of many
snippets runs under python3 and baton; differing snippets are reported.

usage: python3 tools/mangle_diff.py BATON [PROGRAMS [SEED]] [--snippets N]
       (default 30 programs of 30 snippets, seed 1; exit status 1 when a
       snippet differs)
"""
import argparse
import random
import subprocess
import sys
import tempfile

CLASS_NAMES = ["A", "_B", "__C", "_", "__", "D_", "_E_", "Fg"]
NAMES = ["__a", "__b_", "___c", "__d__", "__", "e", "_f", "__g1"]

# expression templates over a name n, a class name k; each is one method's
# return value
EXPRS = [
    "self.{n}",
    "{k}.{n}",
    "getattr(self, '{n}', 'missing')",
    "[{n} for {n} in range(2)]",
    "(lambda {n}=3: {n})()",
    "(lambda {n}: {n} * 2)(4)",
    "f'{{self.{n}}}'",
    "{n}",
    "hasattr(self, '_{s}{n}')",
    "sorted(k for k in vars(self) if 'a' in k or 'b' in k)",
    "{{{n}: {n} for {n} in 'xy'}}",
    "sum({n} for {n} in (1, 2))",
]
# statement templates run in a method before its return
STMTS = [
    "self.{n} = 1",
    "{n} = 2",
    "self.{n} = getattr(self, '{n}', 0) + 1",
    "del self.{n}",
    "for {n} in range(2): pass",
    "with contextlib.nullcontext(5) as {n}: pass",
    "try:\n            raise KeyError(1)\n        except KeyError as {n}:\n            pass",
    "global {n}\n        {n} = 'g'",
    "import math as {n}",
    "from math import pi as {n}",
    "def {n}(): return 'inner'",
    "class {n}: pass",
    "{n}: int = 4",
]


def snippet(rnd, i):
    k = rnd.choice(CLASS_NAMES)
    s = k.lstrip("_")
    names = [rnd.choice(NAMES) for _ in range(3)]
    lines = []
    nest = rnd.random()
    body = ["class %s:" % k]
    for n in names[:2]:
        body.append("    %s = %d" % (n, rnd.randint(0, 9)))
    nparams = rnd.choice(["", ", {n}=1", ", *, {n}=2", ", {n}", ", *{n}", ", **{n}"])
    pn = rnd.choice(names)
    sig = nparams.format(n=pn)
    body.append("    def __init__(self):")
    for n in names:
        if rnd.random() < 0.5:
            body.append("        self.%s = %r" % (n, n))
    body.append("        pass")
    for j in range(2):
        n = rnd.choice(names)
        body.append("    def m%d(self%s):" % (j, sig if j == 0 else ""))
        for _ in range(rnd.randint(0, 2)):
            body.append("        " + rnd.choice(STMTS).format(n=rnd.choice(names)))
        body.append("        return " + rnd.choice(EXPRS).format(n=n, k=k, s=s))
    if nest < 0.2:
        body = ["class Out%d:" % i] + ["    " + b for b in body] + \
               ["    obj = %s" % k]
        ref = "Out%d.obj" % i
    elif nest < 0.35:
        body = ["def make%d():" % i] + ["    " + b for b in body] + \
               ["    return %s" % k, "_cls%d = make%d()" % (i, i)]
        ref = "_cls%d" % i
    else:
        ref = k
    lines.extend(body)
    call0 = "o.m0()" if "{n}" not in nparams or "=" in nparams or "*" in nparams \
        else "o.m0(7)"
    lines.append("try:")
    lines.append("    C = %s; o = C()" % ref)
    lines.append("    print(%d, sorted(x for x in C.__dict__ if x not in STD), sorted(vars(o)))" % i)
    lines.append("    print(%d, show(%s))" % (i, call0))
    lines.append("    print(%d, show(o.m1()))" % i)
    lines.append("except Exception as e:")
    lines.append("    print(%d, type(e).__name__, e)" % i)
    return "\n".join(lines) + "\n"


def program(rnd, count, start):
    out = ["import contextlib\nSTD = {'__module__', '__dict__', '__weakref__', '__doc__', '__init__', 'm0', 'm1', "
           "'__qualname__', '__annotations__'}\n"
           "def show(v):\n"
           "    plain = (int, float, str, bool, list, tuple, dict, set, type(None))\n"
           "    return v if isinstance(v, plain) else type(v).__name__\n"]
    for i in range(count):
        while True:   # a snippet CPython refuses to compile would sink the program
            s = snippet(rnd, start + i)
            try:
                compile(s, "<snippet>", "exec")
                break
            except SyntaxError:
                pass
        out.append(s)
    return "".join(out), out


def run(cmd, path):
    p = subprocess.run(cmd + [path], capture_output=True, text=True, timeout=120)
    return p.stdout + p.stderr.strip().splitlines()[-1:].__str__() if p.returncode else p.stdout


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("baton")
    ap.add_argument("programs", nargs="?", type=int, default=30)
    ap.add_argument("seed", nargs="?", type=int, default=1)
    ap.add_argument("--snippets", type=int, default=30)
    a = ap.parse_args()
    rnd = random.Random(a.seed)
    bad = 0
    for p in range(a.programs):
        src, parts = program(rnd, a.snippets, p * a.snippets)
        with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
            f.write(src)
        want = run(["python3"], f.name)
        got = run([a.baton, "run"], f.name)
        if want == got:
            continue
        w, g = want.splitlines(), got.splitlines()
        for idx in range(max(len(w), len(g))):
            lw = w[idx] if idx < len(w) else "<none>"
            lg = g[idx] if idx < len(g) else "<none>"
            if lw != lg:
                num = lw.split(" ", 1)[0]
                snip = next((s for s in parts if "print(%s," % num in s), "?")
                print("--- program %d differs\n%s\npython: %s\nbaton:  %s\n" % (p, snip, lw, lg))
                bad += 1
                break
    print("%d programs, %d differ" % (a.programs, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
