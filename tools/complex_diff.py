#!/usr/bin/env python3
"""Differential test of complex and cmath: baton against CPython 3.11.

Makes one program over random complex values (signed zeros, infinities,
nans, subnormals, huge and tiny parts, small integers) that prints, for each
value, repr/str, unary -, abs, hash, bool, ==, format() with many specs,
every cmath function, and for pairs of values + - * / ** and == with
ints and floats; runs it under python3 and under baton and compares the
outputs line by line.  Every result and every error message must match.

Usage: python3 tools/complex_diff.py build/baton [N_VALUES] [SEED]
Prints the number of values and of compared lines; exits 1 on a difference
(the first ones are shown).
"""
import random
import subprocess
import sys
import tempfile

SPECIAL = [0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, float('inf'), float('-inf'),
           float('nan'), 5e-324, -5e-324, 2.2250738585072014e-308, 1e-310,
           1.7976931348623157e308, -1.7976931348623157e308, 1e16, 1e-5, 3.0,
           0.7, 1.2, 1e300, -1e300, 1e-300, 100.0, 0.1]

FUNCS = ["sqrt", "exp", "log", "log10", "acos", "acosh", "asin", "asinh",
         "atan", "atanh", "cos", "cosh", "sin", "sinh", "tan", "tanh",
         "phase", "polar", "isfinite", "isinf", "isnan"]

SPECS = ["", "g", ".3g", "e", ".2e", "f", ".1f", "+", "+.3", "^30", "<25",
         ">25.4f", "*^30.2e", "-", " ", ",.2f", "_g", "#g", "#.0e", "z.2f",
         ".0f", "G", "E", "F", ".17g", "n", "010", "=20", "%", "d", "x"]


def rand_part(rng):
    k = rng.random()
    if k < 0.3:
        return rng.choice(SPECIAL)
    if k < 0.5:
        return float(rng.randint(-20, 20))
    if k < 0.8:
        return rng.uniform(-10, 10)
    return rng.choice([-1, 1]) * 10.0 ** rng.uniform(-320, 308)


def program(values):
    lines = [
        "import cmath",
        "def r(f):",
        "    try:",
        "        return repr(f())",
        "    except Exception as e:",
        "        return type(e).__name__ + ': ' + str(e)",
        "V = [" + ", ".join("complex(float(%r), float(%r))" % (repr(a), repr(b))
                            for a, b in values) + "]",
        "F = [" + ", ".join("cmath." + f for f in FUNCS) + "]",
        "S = %r" % SPECS,
        "for i, z in enumerate(V):",
        "    print(i, r(lambda: z), str(z), r(lambda: -z), r(lambda: +z), r(lambda: abs(z)), bool(z))",
        "    print(i, 'conj', r(lambda: z.conjugate()), r(lambda: (z.real, z.imag)))",
        "    if not cmath.isnan(z):",
        "        print(i, 'hash', hash(z), z == z.real, z == complex(z.real, z.imag))",
        "    print(i, 'rt', r(lambda: complex(repr(z)) == z or cmath.isnan(z)))",
        "    for f in F:",
        "        print(i, f.__name__, r(lambda: f(z)))",
        "    print(i, 'logb', r(lambda: cmath.log(z, 2)), r(lambda: cmath.log(3, z)))",
        "    print(i, 'rect', r(lambda: cmath.rect(z.real, z.imag)))",
        "    for s in S:",
        "        print(i, 'fmt', repr(s), r(lambda: format(z, s)))",
        "    w = V[(i * 7 + 3) % len(V)]",
        "    for a, b in ((z, w), (z, 3), (2.5, z), (z, -0.0), (z, 2), (z, -1), (z, 0.5), (z, 0)):",
        "        print(i, 'ops', r(lambda: a + b), r(lambda: a - b), r(lambda: a * b),",
        "              r(lambda: a / b), r(lambda: a ** b), r(lambda: a == b), r(lambda: a != b))",
    ]
    return "\n".join(lines) + "\n"


def main():
    baton = sys.argv[1] if len(sys.argv) > 1 else "build/baton"
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 400
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    rng = random.Random(seed)
    values = [(a, b) for a in SPECIAL[:10] for b in SPECIAL[:10]]
    while len(values) < n:
        values.append((rand_part(rng), rand_part(rng)))
    src = program(values)
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(src)
        path = f.name
    want = subprocess.run([sys.executable, path], capture_output=True, text=True).stdout
    got = subprocess.run([baton, "run", "--max-steps", "0", "--max-output", "0", path], capture_output=True,
                         text=True)
    wl, gl = want.splitlines(), got.stdout.splitlines()
    bad = [(a, b) for a, b in zip(wl, gl) if a != b]
    if len(wl) != len(gl):
        bad.append(("%d lines" % len(wl), "%d lines; stderr: %s" % (len(gl), got.stderr[-500:])))
    print("%d values, %d lines compared, %d differ" % (len(values), len(wl), len(bad)))
    for a, b in bad[:20]:
        print("  python:", a)
        print("  baton: ", b)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
