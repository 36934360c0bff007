#!/usr/bin/env python3
"""baton's random against CPython's: the exact sequences of every method.

Each case seeds a generator (ints big and negative, floats, str, bytes,
bytearray, version 1) and calls one method a few times with random
arguments (randrange with steps of either sign, sample with counts,
choices with weights and cum_weights, shuffle, every distribution,
getrandbits, randbytes, getstate/setstate round trips, error cases).  The
repr of the results (or the exception type and message) must match.
Prints "N seeds, M cases, K differ" and exits 1 when any differ.

usage: python3 tools/random_diff.py [BATON] [SEEDS] [CASES_PER_SEED] [FIRST_SEED]
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from expr_diff import run  # noqa: E402  (the shared driver)

PROGRAM = """import random
for seed, calls in CASES:
    r = random.Random()
    out = []
    try:
        r.seed(*seed)
        for call in calls:
            try:
                out.append(repr(call(r)))
            except Exception as e:
                out.append(type(e).__name__ + ': ' + str(e))
    except Exception as e:
        out.append('seed ' + type(e).__name__ + ': ' + str(e))
    print(' '.join(out).replace(chr(10), '|'))
"""


def seed_args(rng):
    k = rng.randrange(9)
    if k == 0:
        return "(%d,)" % rng.randint(-10 ** 6, 10 ** 6)
    if k == 1:
        return "(%d,)" % rng.randint(-2 ** 200, 2 ** 200)
    if k == 2:
        return "(%r,)" % rng.choice([1.5, -1.5, 0.0, 1e300, -2.25])
    if k == 3:
        return "(%r,)" % rng.choice(["", "abc", "\u00e9t\u00e9", "x" * 40])
    if k == 4:
        return "(%r,)" % rng.choice([b"", b"abc", b"\xff" * 9])
    if k == 5:
        return "(bytearray(%r),)" % rng.choice([b"", b"q1"])
    if k == 6:
        return "(%r, 1)" % rng.choice(["ab", b"ab", ""])
    if k == 7:
        return "(%d, %d)" % (rng.randint(0, 99), rng.choice([1, 2]))
    return rng.choice(["(True,)", "([1],)", "(None,)" if False else "(0,)", "(2**32,)"])


def num(rng):
    return rng.choice([str(rng.randint(-20, 20)), str(rng.randint(-10 ** 12, 10 ** 12)),
                       "0", "1", "-1", "2**70", "1.0", "2.5", "'x'"])


def pos(rng):
    return rng.choice(["0.5", "1.0", "2.0", "3.7", "0.01", "20.0", "1", "0.0", "-1.0",
                       "1e-8", "0.99"])


def call(rng):
    k = rng.randrange(22)
    if k == 0:
        return "r.random()"
    if k == 1:
        n = rng.randrange(3)
        args = [num(rng) for _ in range(n + 1)]
        return "r.randrange(%s)" % ", ".join(args)
    if k == 2:
        return "r.randint(%s, %s)" % (num(rng), num(rng))
    if k == 3:
        return "r.choice(%s)" % rng.choice(["[1, 2, 3]", "'abcdef'", "[]", "range(10**9)",
                                            "(5,)"])
    if k == 4:
        pop = rng.choice(["range(10)", "list('abcdefghij')", "range(1000)", "'xyz'",
                          "range(10**6)", "{1, 2}", "(1, 2, 3, 4, 5, 6, 7, 8)"])
        extra = rng.choice(["", ", counts=[2, 1, 3]", ", counts=[1] * 10", ", counts=[0]*10"])
        return "r.sample(%s, %s%s)" % (pop, rng.choice(["0", "1", "3", "7", "10", "-1", "11",
                                                       "30", "2.0"]), extra)
    if k == 5:
        pop = rng.choice(["'abc'", "[1, 2, 3, 4]", "range(7)"])
        w = rng.choice(["", ", [1, 2, 3]", ", [0.5, 0.25, 0.25, 1]", ", cum_weights=[1, 3, 6]",
                        ", [1, 1, 1, 1, 1, 1, 1]", ", 3", ", [0, 0, 0]",
                        ", [1, 2, 3], cum_weights=[1, 2, 3]", ", [1.0, float('inf'), 1.0]"])
        return "r.choices(%s%s, k=%d)" % (pop, w, rng.randint(0, 6))
    if k == 6:
        return "(lambda x: (r.shuffle(x), x)[1])(list(range(%d)))" % rng.randint(0, 30)
    if k == 7:
        return "r.uniform(%s, %s)" % (pos(rng), pos(rng))
    if k == 8:
        args = rng.choice(["", "1.0, 3.0", "1.0, 3.0, 2.0", "2.0, 2.0, 2.0", "5, 1, 4",
                           "0.0, 1.0, None"])
        return "r.triangular(%s)" % args
    if k == 9:
        return "[r.gauss(%s, %s) for _ in range(3)]" % (pos(rng), pos(rng))
    if k == 10:
        return "r.normalvariate(%s, %s)" % (pos(rng), pos(rng))
    if k == 11:
        return "r.expovariate(%s)" % pos(rng)
    if k == 12:
        return "r.lognormvariate(%s, %s)" % (pos(rng), pos(rng))
    if k == 13:
        return "r.vonmisesvariate(%s, %s)" % (pos(rng), pos(rng))
    if k == 14:
        return "r.gammavariate(%s, %s)" % (pos(rng), pos(rng))
    if k == 15:
        return "r.betavariate(%s, %s)" % (pos(rng), pos(rng))
    if k == 16:
        return "r.paretovariate(%s)" % pos(rng)
    if k == 17:
        return "r.weibullvariate(%s, %s)" % (pos(rng), pos(rng))
    if k == 18:
        return "r.getrandbits(%d)" % rng.choice([0, 1, 31, 32, 33, 64, 100, -1])
    if k == 19:
        return "r.randbytes(%d)" % rng.choice([0, 1, 5, 9])
    if k == 20:
        return "(lambda s: (r.random(), r.setstate(s), r.random()))(r.getstate())"
    return "r.randrange(%s, %s, %s)" % (num(rng), num(rng), rng.choice(["2", "-3", "0", "7"]))


def make_cases(rng, per):
    out = []
    for _ in range(per):
        calls = [call(rng) for _ in range(rng.randint(1, 4))]
        code = "(%s, [%s])" % (seed_args(rng), ", ".join("lambda r: %s" % c for c in calls))
        out.append((code, code))
    return out


if __name__ == "__main__":
    sys.exit(run(make_cases, PROGRAM, 200))
