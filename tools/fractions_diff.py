#!/usr/bin/env python3
"""baton's fractions against CPython's on random expressions.

Builds Fractions from ints, pairs, floats, Decimals and texts (valid and
not), and expressions over them with ints, floats, complex numbers and
other Fractions: the arithmetic operators both ways round, pow, divmod,
comparisons, round, int/floor/ceil, limit_denominator, hash (equal to the
int's or float's where they are equal), str and repr.  The repr of each
result (or the exception type and message) must match.  Prints
"N seeds, M cases, K differ" and exits 1 when any differ.

usage: python3 tools/fractions_diff.py [BATON] [SEEDS] [CASES_PER_SEED] [FIRST_SEED]
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from expr_diff import run  # noqa: E402  (the shared driver)

PROGRAM = """from fractions import Fraction as F
from decimal import Decimal
import math
for make in CASES:
    try:
        r = make()
        out = repr(r)
        if isinstance(r, F):
            out += ' %s %d' % (r, hash(r))
    except Exception as e:
        out = type(e).__name__ + ': ' + str(e)
    print(out)
"""

TEXTS = ["3/4", "-1.5e3", "1_000", " 7 ", "1/0", "-0", ".5", "5.", "1e-3", "1.2.3", "1__0", "_1",
         "1/-2", "+3/6", "2E+2", "0x10", "", "1 /2", "1.5/2", "\u0663/4", "1e", "3.25e-1_0",
         "-12_345.6_7e1_0", "inf", "nan"]


class Gen:
    def __init__(self, rng):
        self.r = rng

    def int_(self):
        r = self.r
        return str(r.choice([0, 1, -1, 2, 3, -7, 10, 12, 2 ** 61 - 1, 2 ** 64,
                             r.randint(-10 ** 6, 10 ** 6), r.randint(-100, 100)]))

    def frac(self):
        r = self.r
        k = r.randrange(7)
        if k == 0:
            return "F(%s)" % self.int_()
        if k == 1:
            return "F(%s, %s)" % (self.int_(), self.int_())
        if k == 2:
            return "F(%r)" % r.choice([0.5, -0.1, 1e300, 3.0, 1 / 3, 2.5e-8, -0.0])
        if k == 3:
            return "F(%r)" % r.choice(TEXTS)
        if k == 4:
            return "F(Decimal(%r))" % r.choice(["1.25", "-3", "1e5", "0.001"])
        if k == 5:
            return "F(%s, %s)" % (self.frac(), self.frac())
        return "F(%d, %d)" % (r.randint(-50, 50), r.randint(1, 60))

    def other(self):
        r = self.r
        k = r.randrange(6)
        if k == 0:
            return self.int_()
        if k == 1:
            return repr(r.choice([0.5, -2.0, 0.0, 1e-9, 3.7, float('inf'), 1e308]))
        if k == 2:
            return r.choice(["1j", "(2+0j)", "(0.5-1j)"])
        if k == 3:
            return r.choice(["'x'", "None", "True", "float('nan')"])
        return self.frac()

    def case(self):
        r = self.r
        k = r.randrange(11)
        a = self.frac()
        if k == 0:
            return a
        if k in (1, 2):
            op = r.choice(["+", "-", "*", "/", "//", "%", "**", "<", "<=", "==", "!=", ">",
                           ">="])
            b = self.other()
            if op == "**":
                b = r.choice(["2", "-3", "0", "F(1, 2)", "F(-2)", "0.5", "1j", "'x'", "F(0)",
                              "-1", "2.5"])
                if k == 2:
                    # the Fraction is the exponent: a small one (2 ** F(2**61 - 1)
                    # or F(1e300) would run CPython for hours)
                    a = "F(%d, %d)" % (r.randint(-6, 6), r.choice([1, 1, 2, 3]))
            return "(%s) %s (%s)" % ((a, op, b) if k == 1 else (b, op, a))
        if k == 3:
            return "divmod(%s, %s)" % tuple(r.sample([a, self.other()], 2))
        if k == 4:
            return "round(%s%s)" % (a, r.choice(["", ", 0", ", 2", ", -1", ", 5"]))
        if k == 5:
            return r.choice(["int(%s)", "math.floor(%s)", "math.ceil(%s)", "float(%s)",
                             "abs(%s)", "-(%s)", "+(%s)", "bool(%s)", "math.trunc(%s)",
                             "(%s).as_integer_ratio()", "str(%s)", "complex(%s)"]) % a
        if k == 6:
            return "(%s).limit_denominator(%s)" % (a, r.choice(["", "1", "10", "100", "0",
                                                                "7", "1000"]))
        if k == 7:
            v = self.other()
            return "hash(%s) == hash(%s) or (%s) != (%s)" % (a, v, a, v)
        if k == 8:
            return r.choice(["F.from_float(%s)", "F.from_decimal(%s)"]) % self.other()
        if k == 9:
            return "(%s).__reduce__()" % a
        return "sorted([%s, %s, %s])" % (a, self.frac(), self.other())


def make_cases(rng, per):
    g = Gen(rng)
    return [(c, "lambda: (%s)" % c) for c in (g.case() for _ in range(per))]


if __name__ == "__main__":
    sys.exit(run(make_cases, PROGRAM, 400))
