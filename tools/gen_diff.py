#!/usr/bin/env python3
"""gen_diff.py - the generator and iterator protocol, baton against CPython
3.11 (the oracle), on random programs (outside the test suite).

Each snippet defines a random generator function: yields inside try/
except/finally blocks (a finally that logs, yields again or returns), a
`yield from` of a sub-generator or a list, a return value, StopIteration
raised inside (the RuntimeError CPython makes of it), values received by
send.  It then drives a generator with a random sequence of next(), send(),
throw() (with classes and instances, GeneratorExit, StopIteration) and
close(), or hands it to itertools (islice, takewhile, chain, zip,
zip_longest, tee, accumulate, groupby), list/sum/sorted/min, a for loop
that breaks, or a class with __iter__/__next__; every step prints its
result or the exception's type and message, and the log, gi_running and
inspect.getgeneratorstate.  Snippets run in programs of 40 under both
interpreters; differing snippets are printed with their source.

usage: python3 tools/gen_diff.py BATON N SEED   (N snippets; exit 1 when one differs)
"""
import os
import random
import subprocess
import sys
import tempfile

PRELUDE = r'''
import itertools, inspect
def _show(i, f):
    try:
        r = f()
        print(i, 'ok', repr(r)[:80])
    except BaseException as e:
        print(i, type(e).__name__, str(e)[:80], repr(e.value) if isinstance(e, StopIteration) else '')
'''


def gen_body(r, depth=0):
    lines = []
    k = r.randint(2, 5)
    for _ in range(k):
        c = r.random()
        if c < 0.3:
            lines.append(f"x = yield {r.choice(['1', 'n', 'n * 2', 'log[-1] if log else 0', '(n, n)'])}")
            lines.append("log.append(('got', x))")
        elif c < 0.45:
            lines += ["try:", f"    x = yield {r.randint(10, 20)}", "    log.append(('try', x))",
                      f"except {r.choice(['ValueError', 'KeyError', 'Exception', 'GeneratorExit'])} as e:",
                      f"    log.append(('caught', type(e).__name__))",
                      f"    {r.choice(['yield -1', 'pass', 'return 99', 'raise', 'raise TypeError(1)'])}",
                      "finally:", f"    log.append('fin{depth}')",
                      f"    {r.choice(['pass', 'pass', 'yield 77', 'return 5'])}"]
        elif c < 0.6:
            lines.append(f"v = yield from {r.choice(['sub(n)', 'sub(0)', '[7, 8]', 'range(n)', 'iter(())'])}")
            lines.append("log.append(('from', v))")
        elif c < 0.67:
            lines.append(f"if n > {r.randint(0, 3)}: raise StopIteration('inner')")
        elif c < 0.74:
            lines.append(f"if n == {r.randint(0, 3)}: return 'ret'")
        elif c < 0.8:
            lines.append(f"n = next(iter([]), n + 1)")
        else:
            lines.append(f"for j in range(n):\n    yield j\n    if j > {r.randint(0, 2)}: break")
    lines.append(r.choice(["return n", "return", "yield 'end'", "pass"]))
    return "\n".join("    " + ln for ln in "\n".join(lines).split("\n"))


SUB = '''def sub(n):
    try:
        for i in range(n):
            got = yield ('sub', i)
            if got == 'stop':
                return 'early'
        return 'sub-done'
    finally:
        log.append('sub-fin')
'''


def drive(r):
    steps = []
    for _ in range(r.randint(2, 7)):
        c = r.random()
        if c < 0.4:
            steps.append("next(g)")
        elif c < 0.6:
            steps.append(f"g.send({r.choice(['None', '5', repr('stop'), '[1]'])})")
        elif c < 0.8:
            steps.append(f"g.throw({r.choice(['ValueError', 'ValueError(3)', 'KeyError', 'GeneratorExit', 'StopIteration', 'TypeError(2)', 'Exception'])})")
        else:
            steps.append("g.close()")
    return steps


CONSUMERS = ["list(g)", "sum(x for x in g if isinstance(x, int))", "list(itertools.islice(g, 2))",
             "list(itertools.takewhile(lambda x: x != 1, g))", "list(itertools.chain(g, [0]))",
             "list(zip(g, 'ab'))", "list(zip('abc', g))", "list(itertools.zip_longest(g, 'a'))",
             "[list(t) for t in itertools.tee(g, 2)]", "list(itertools.accumulate(x for x in g if isinstance(x, int)))",
             "[(k, len(list(v))) for k, v in itertools.groupby(g, key=type)]",
             "sorted(g, key=repr)", "min(g, key=repr, default=None)", "dict(enumerate(g))",
             "[x for x in g][:3]", "next(g, 'dflt')", "any(x == 1 for x in g)", "(lambda: [x for x in Wrap(g)])()",
             "list(map(repr, g))", "list(reversed(list(g)))"]


def snippet(r, i):
    n = r.randint(0, 3)
    body = gen_body(r)
    out = [f"log = []\ndef gen(n):\n    log.append('start')\n{body}", f"g = gen({n})"]
    if r.random() < 0.5:
        for s in drive(r):
            out.append(f"_show({i}, lambda: {s})")
            out.append(f"print({i}, inspect.getgeneratorstate(g), g.gi_running)")
    else:
        out.append(f"_show({i}, lambda: {r.choice(CONSUMERS)})")
        out.append(f"_show({i}, lambda: next(g))")
    out.append(f"_show({i}, lambda: g.close())")
    out.append(f"print({i}, log)")
    return "\n".join(out)


WRAP = '''class Wrap:
    def __init__(self, it):
        self.it = it
    def __iter__(self):
        return self
    def __next__(self):
        v = next(self.it)
        if v == 7:
            raise StopIteration
        return v
'''


def run(cmd, path):
    p = subprocess.run(cmd + [path], capture_output=True, text=True, timeout=300,
                       stdin=subprocess.DEVNULL)
    return p.stdout, p.stderr


def main():
    baton, n, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    r = random.Random(seed)
    bad = done = 0
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "prog.py")
        while done < n:
            snips = [snippet(r, done + k) for k in range(min(40, n - done))]
            src = PRELUDE + SUB + WRAP + "\n".join(
                f"try:\n" + "\n".join("    " + ln for ln in s.split("\n")) +
                f"\nexcept BaseException as e:\n    print({done + k}, 'ESC', type(e).__name__, e)"
                for k, s in enumerate(snips)) + "\n"
            with open(path, "w") as f:
                f.write(src)
            (a, ae), (b, be) = run([sys.executable], path), run([baton, "run"], path)
            al, bl = a.splitlines(), b.splitlines()
            for k, s in enumerate(snips):
                tag = str(done + k) + " "
                x = [ln for ln in al if ln.startswith(tag)]
                y = [ln for ln in bl if ln.startswith(tag)]
                if x != y:
                    bad += 1
                    print(f"--- snippet {done + k}:\n{s}\n--- CPython:\n" + "\n".join(x) +
                          "\n--- baton:\n" + "\n".join(y))
            if ae != be:
                print("stderr differs:\n", ae[-500:], "\n---\n", be[-500:])
            done += len(snips)
    print(f"gen_diff: {n} snippets, {bad} differ (seed {seed})")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
