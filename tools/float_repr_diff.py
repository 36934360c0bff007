#!/usr/bin/env python3
"""Differential test of float repr (and str, and format(x, '.Nf')) against CPython.

usage: python3 tools/float_repr_diff.py BATON [--count N] [--seed S] [--chunk C]

Generates N doubles (default 3,000,000) in chunks: a third random 64-bit
patterns (every exponent, subnormals included), a third decimal-looking
values (an integer of 1 to 17 digits times 10^-k, as data has: 12.5, 0.1,
1234.56) and a third their neighbours one or two ulps away (the values
whose shortest repr is 16 or 17 digits and just misses a short one).  Each
chunk is one baton program that prints repr() of every value, read from
float.fromhex; its output must equal CPython's, line for line.  Exits 1 at
the first mismatch, printing the value.
"""
import math
import random
import struct
import subprocess
import sys


def gen(rng, n):
    out = []
    for i in range(n):
        kind = i % 3
        if kind == 0:
            x = struct.unpack("<d", struct.pack("<Q", rng.getrandbits(64)))[0]
            if math.isnan(x):
                x = float("nan")
        else:
            digits = rng.randint(1, 17)
            m = rng.randrange(1, 10 ** digits)
            k = rng.randint(-5, 30)
            x = float("%de%d" % (m, -k))
            if kind == 2:
                for _ in range(rng.randint(1, 2)):
                    x = math.nextafter(x, math.inf if rng.random() < 0.5 else -math.inf)
            if rng.random() < 0.5:
                x = -x
        out.append(x)
    return out


def main():
    args = sys.argv[1:]
    if not args:
        print(__doc__)
        return 2
    baton = args[0]
    count, seed, chunk = 3_000_000, 1, 100_000
    i = 1
    while i < len(args):
        if args[i] == "--count":
            count = int(args[i + 1])
        elif args[i] == "--seed":
            seed = int(args[i + 1])
        elif args[i] == "--chunk":
            chunk = int(args[i + 1])
        i += 2
    rng = random.Random(seed)
    done = 0
    while done < count:
        n = min(chunk, count - done)
        xs = gen(rng, n)
        prec = rng.randint(0, 6)
        data = " ".join(x.hex() for x in xs)
        prog = ("DATA = %r\n"
                "out = []\n"
                "for h in DATA.split():\n"
                "    x = float.fromhex(h)\n"
                "    out.append(repr(x) + ' ' + str(x) + ' ' + format(x, '.%df'))\n"
                "print('\\n'.join(out))\n" % (data, prec))
        want = "\n".join(repr(x) + " " + str(x) + " " + format(x, ".%df" % prec)
                         for x in xs) + "\n"
        r = subprocess.run([baton, "run", "--max-output", "0", "-"], input=prog, capture_output=True,
                           text=True)
        if r.returncode != 0 or r.stdout != want:
            got = r.stdout.split("\n")
            for j, line in enumerate(want.split("\n")):
                if j >= len(got) or got[j] != line:
                    print("MISMATCH for %s: want %r got %r" % (
                        xs[j].hex() if j < len(xs) else "?", line,
                        got[j] if j < len(got) else r.stderr[:500]))
                    break
            return 1
        done += n
        print("%d values ok" % done, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
