#!/usr/bin/env python3
"""Robustness pass for the front end: feed mutated and truncated programs,
random bytes and memory limits to an astdump built with sanitizers.

Usage: robust.py ASTDUMP [ROUNDS] [SEED]

Inputs are made from the seed corpus (tests/parse/*.py and the stdlib, when
present).  Any run that exits with a status other than 0 (parsed) or 1
(error reported), or writes a sanitizer report, is a failure; the input is
saved under /tmp/robust-fail-N.py.  Prints `N passed, M failed`.
"""
import glob
import os
import random
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

TOKENS = [b"(", b")", b"[", b"]", b"{", b"}", b":", b",", b"=", b"\n",
          b"    ", b"\t", b"'", b'"', b"'''", b'"""', b"f'", b'f"{', b"}",
          b"\\", b"\\\n", b"#", b"lambda", b"if", b"else", b"for", b"in",
          b"def", b"class", b"*", b"**", b"/", b"@", b":=", b"->", b"...",
          b"0x", b"1_", b"1e", b"0o", b"!r", b"{{", b"}}", b"async", b"await",
          b"yield", b"match", b"with", b"(", b"\xc3\xa9", b"\xff", b"\xe2\x82",
          b"\r\n", b"\r", b"\f", b"except*", b"try:", b"  ", b";"]


def corpus():
    files = sorted(glob.glob(os.path.join(HERE, "*.py")))
    files += sorted(glob.glob("/usr/lib/python3.11/*.py"))[:150]
    out = []
    for f in files:
        try:
            data = open(f, "rb").read()
        except OSError:
            continue
        if b"\0" not in data:
            out.append(data)
    return out


def mutate(rng, data):
    kind = rng.randrange(8)
    if kind == 0 and data:
        return data[:rng.randrange(len(data))]
    if kind == 1:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(200)))
    if kind == 2:
        return bytes(rng.choice(b"()[]{}:,=\n 'fx1\\#\"") for _ in
                     range(rng.randrange(300)))
    if kind == 3:
        return b"".join(rng.choice(TOKENS) for _ in range(rng.randrange(60)))
    data = bytearray(data[:4000])
    for _ in range(rng.randrange(1, 8)):
        if not data:
            break
        i = rng.randrange(len(data))
        op = rng.randrange(4)
        if op == 0:
            del data[i:i + rng.randrange(1, 20)]
        elif op == 1:
            data[i:i] = rng.choice(TOKENS)
        elif op == 2:
            data[i] = rng.randrange(256)
        else:
            j = rng.randrange(len(data))
            data[i:i] = data[j:j + rng.randrange(1, 40)]
    return bytes(data)


def main():
    astdump = sys.argv[1]
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    seeds = corpus()
    passed = failed = 0
    batch = 200
    with tempfile.TemporaryDirectory() as d:
        for r in range(rounds):
            paths = []
            for i in range(batch):
                data = mutate(rng, rng.choice(seeds))
                data = data.replace(b"\0", b" ")
                p = os.path.join(d, "in%03d.py" % i)
                open(p, "wb").write(data)
                paths.append(p)
            args = [astdump, "-q"]
            if r % 3 == 2:
                args.append("--limit=%d" % rng.randrange(1000, 400000))
            res = subprocess.run(args + paths, capture_output=True)
            bad = res.returncode > 1 or b"Sanitizer" in res.stderr \
                or b"runtime error" in res.stderr
            if not bad:
                passed += batch
                continue
            # find the culprit one by one
            for p in paths:
                res = subprocess.run(args + [p], capture_output=True)
                if res.returncode > 1 or res.stderr:
                    failed += 1
                    keep = "/tmp/robust-fail-%d.py" % failed
                    open(keep, "wb").write(open(p, "rb").read())
                    print("FAIL %s (rc=%d) %s" % (keep, res.returncode,
                          res.stderr.decode(errors="replace")[:300]))
                else:
                    passed += 1
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
