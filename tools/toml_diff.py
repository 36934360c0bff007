#!/usr/bin/env python3
"""baton's tomllib against CPython's on mutated TOML documents.

Takes the document of tests/cases/lib_tomllib.py, cuts a few lines out of
it and mutates them (inserted TOML punctuation, control characters, deleted
and duplicated characters), then parses each result under baton and
python3 and compares the printed values or TOMLDecodeError messages (with
their line and column).  Prints "N seeds, M cases, K differ" and exits 1
when any differ.

usage: python3 tools/toml_diff.py [BATON] [SEEDS] [CASES_PER_SEED]
"""
import os
import random
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ALPHABET = list("[]{}=.,\"'\\#\n \t0123456789abtfxeEinu:-+_TZ") + [
    "\x00", "\x7f", '"""', "'''", "[[", "]]", "\r\n", "\\u", "\u00e9"]


def document():
    with open(os.path.join(ROOT, "tests", "cases", "lib_tomllib.py"), encoding="utf-8") as f:
        src = f.read()
    text = src.split("doc = '''")[1].split("'''\nd = ")[0]
    return text.encode().decode("unicode_escape")


def mutants(doc, rng, n):
    lines = doc.split("\n")
    out = []
    for _ in range(n):
        a = rng.randrange(len(lines))
        s = "\n".join(lines[a:a + rng.randrange(1, 12)])
        for _ in range(rng.randrange(1, 4)):
            p = rng.randrange(len(s) + 1)
            op = rng.randrange(3)
            if op == 0:
                s = s[:p] + rng.choice(ALPHABET) + s[p:]
            elif op == 1:
                s = s[:p] + s[p + 1:]
            else:
                q = rng.randrange(len(s) + 1)
                s = s[:p] + s[q:q + 5] + s[p:]
        out.append(s)
    return out


PROGRAM = """import tomllib
for s in INPUTS:
    try:
        print(repr(tomllib.loads(s)))
    except tomllib.TOMLDecodeError as e:
        print('E', e)
    except Exception as e:
        print('X', type(e).__name__, e)
"""


def differences(baton, seed, inputs, program):
    """Run program (which reads INPUTS and prints one line an input) under
    baton and python3; print and count the inputs whose lines differ."""
    prog = "INPUTS = %r\n%s" % (inputs, program)
    # The program goes on stdin: a long one does not fit in argv.
    got = subprocess.run([baton, "run", "-"], input=prog, capture_output=True, text=True)
    want = subprocess.run([sys.executable, "-"], input=prog, capture_output=True, text=True)
    g, w = got.stdout.splitlines(), want.stdout.splitlines()
    n = 0
    for i, text in enumerate(inputs):
        a = g[i] if i < len(g) else "<missing>"
        b = w[i] if i < len(w) else "<missing>"
        if a != b:
            n += 1
            print("seed %d: %r\n  baton:   %s\n  CPython: %s" % (seed, text, a, b))
    return n


def main():
    baton = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build", "baton")
    seeds = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    per = int(sys.argv[3]) if len(sys.argv) > 3 else 300
    doc = document()
    differ = 0
    for seed in range(seeds):
        differ += differences(baton, seed, mutants(doc, random.Random(seed), per), PROGRAM)
    print("%d seeds, %d cases, %d differ" % (seeds, seeds * per, differ))
    return 1 if differ else 0

if __name__ == "__main__":
    sys.exit(main())
