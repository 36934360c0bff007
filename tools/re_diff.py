#!/usr/bin/env python3
"""re_diff.py - differential random testing of baton's re module against
CPython 3.11 (outside the test suite).

Random patterns and texts (tools/re_random.py) go into programs that print,
for each case, what compile, search, match, fullmatch, findall, finditer,
sub (template and function), subn and split give, or the exception; each
program runs under python3 and under baton, and every case whose lines
differ is reported with its pattern, flags and text.

With --bytes the patterns and texts are bytes (each code point above 255
becomes '?'), the replacements too, and re.L joins the flags.

usage: python3 tools/re_diff.py BATON [CASES [SEED]] [--bytes]
       (default 2000 cases, seed 1; exit status 1 when a case differs)
"""
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import re_random  # noqa: E402

BATCH = 200
FLAGS = ["0", "re.I", "re.M", "re.S", "re.X", "re.A", "re.I|re.A", "re.I|re.M|re.S"]
BYTES_FLAGS = FLAGS + ["re.L", "re.I|re.L"]
BYTES = "--bytes" in sys.argv
if BYTES:
    sys.argv.remove("--bytes")

HEADER = r'''
import re
def show(tag, f):
    try:
        r = f()
    except Exception as e:
        print(tag, "!", type(e).__name__, str(e))
    else:
        if isinstance(r, re.Match):
            r = (r.span(), r.groups(), r.lastindex, r.lastgroup, r.groupdict())
        print(tag, repr(r))
def case(i, pat, flags, text):
    print("#", i)
    try:
        p = re.compile(pat, flags)
    except Exception as e:
        print("compile !", type(e).__name__, str(e))
        return
    show("search", lambda: p.search(text))
    show("match", lambda: p.match(text))
    show("fullmatch", lambda: p.fullmatch(text))
    show("findall", lambda: p.findall(text))
    show("finditer", lambda: [(m.span(), m.groups()) for m in p.finditer(text, 1)])
    show("sub", lambda: p.sub(REPL, text))
    show("subf", lambda: p.subn(lambda m: WRAP(str(m.span())), text, 3))
    show("split", lambda: p.split(text))
    show("pos", lambda: p.search(text, 1, len(text) - 1))
'''


def latin1(s):
    return s.encode("latin-1", "replace")


def program(cases):
    if BYTES:
        lines = ['REPL = b"<\\\\g<0>>"\nWRAP = str.encode', HEADER]
        cases = [(latin1(p), f, latin1(t)) for p, f, t in cases]
    else:
        lines = ['REPL = "<\\\\g<0>>"\nWRAP = str', HEADER]
    for i, (pat, flags, text) in enumerate(cases):
        lines.append("case(%d, %r, %s, %r)" % (i, pat, flags, text))
    return "\n".join(lines) + "\n"


def run(cmd, src):
    try:
        p = subprocess.run(cmd, input=src, capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return None
    return p.stdout


def split_cases(out):
    res, cur = {}, None
    for line in out.splitlines():
        if line.startswith("# "):
            cur = int(line[2:])
            res[cur] = []
        elif cur is not None:
            res[cur].append(line)
    return res


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    baton = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    rnd = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    bad = 0
    for start in range(0, n, BATCH):
        cases = [(re_random.pattern(rnd), rnd.choice(BYTES_FLAGS if BYTES else FLAGS),
                  re_random.text(rnd))
                 for _ in range(min(BATCH, n - start))]
        src = program(cases)
        want = run([sys.executable, "-"], src)
        got = run([baton, "run", "-", "--max-steps", "100000000"], src)
        if want is None:   # a catastrophic pattern: CPython has no step limit
            print("batch at %d: skipped, python3 timed out" % start)
            continue
        if got is None:
            print("batch at %d: baton timed out" % start)
            bad += 1
            continue
        w, g = split_cases(want), split_cases(got)
        for i, (pat, flags, text) in enumerate(cases):
            if BYTES:
                pat, text = latin1(pat), latin1(text)
            if w.get(i) != g.get(i):
                bad += 1
                print("DIFF pattern=%r flags=%s text=%r" % (pat, flags, text))
                for a, b in zip(w.get(i, []), g.get(i, []) + [""] * 20):
                    if a != b:
                        print("  python3:", a)
                        print("  baton:  ", b)
                        break
    print("%d cases, %d differ" % (n, bad))
    sys.exit(1 if bad else 0)


main()
