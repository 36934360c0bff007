"""Shared driver of the random differential tools (collections_diff.py,
enum_diff.py): make programs from seeds, run each under CPython and baton,
count the ones whose output (stdout and the end of stderr) differs, show
the first difference and keep that program in /tmp/NAME_fail.py."""
import subprocess
import sys


def _output(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
    return p.stdout + p.stderr[-300:]


def drive(name, program, default_ops):
    # argv: BATON N SEED [OPS]; program(seed, ops) -> source text
    baton, n, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    ops = int(sys.argv[4]) if len(sys.argv) > 4 else default_ops
    path = f'/tmp/{name}_case.py'
    failed = 0
    for s in range(seed, seed + n):
        src = program(s, ops)
        with open(path, 'w') as f:
            f.write(src)
        want = _output([sys.executable, '-W', 'ignore', path])
        got = _output([baton, 'run', path])
        if want == got:
            continue
        failed += 1
        if failed > 1:
            continue
        with open(f'/tmp/{name}_fail.py', 'w') as f:
            f.write(src)
        w, g = want.splitlines(), got.splitlines()
        pad = [''] * max(len(w), len(g))
        line = next(i for i, (a, b) in enumerate(zip(w + pad, g + pad)) if a != b)
        print(f'seed {s} line {line}:\n  cpython: {(w + pad)[line]}\n  baton:   {(g + pad)[line]}')
    print(f'{n - failed} of {n} programs matched')
    sys.exit(1 if failed else 0)
