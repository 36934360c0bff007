"""Shared driver of the random differential tools (collections_diff.py,
enum_diff.py): make programs from seeds, run each under CPython and baton,
count the ones whose output (stdout, the exit status and the last line of
stderr) differs, show the first difference and keep that program in a new
file of its own, /tmp/NAME_fail-XXXXXXXX.py (mkstemp: two runs at once
never write the same file), whose name it prints.

Each run writes its programs in a directory of its own (several helpers may
run the same tool at once), CPython runs with PYTHONHASHSEED=0 (baton's
hashing is fixed), and a program that runs too long under either counts as
a difference, as does one whose outputs differ only in blank lines."""
import os
import subprocess
import sys
import tempfile

TIMEOUT = 60


def _output(cmd):
    env = dict(os.environ, PYTHONHASHSEED='0', PYTHONIOENCODING='utf-8')
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT,
                           env=env, errors='replace')
    except subprocess.TimeoutExpired:
        return f'<no end within {TIMEOUT} s>\n'
    err = [ln for ln in p.stderr.splitlines() if ln.strip()]
    return p.stdout + f'[exit {p.returncode}] ' + (err[-1] if err else '') + '\n'


def _first_difference(want, got):
    """(line number, CPython's line, baton's line) where they first part."""
    w, g = want.split('\n'), got.split('\n')
    n = next((i for i, (a, b) in enumerate(zip(w, g)) if a != b), min(len(w), len(g)))
    return n, (w + ['<end>'])[n], (g + ['<end>'])[n]


def drive(name, program, default_ops):
    # argv: BATON N SEED [OPS]; program(seed, ops) -> source text
    if len(sys.argv) not in (4, 5) or not all(a.lstrip('-').isdigit() for a in sys.argv[2:]):
        print(sys.modules['__main__'].__doc__)
        sys.exit(0 if len(sys.argv) > 1 and sys.argv[1] in ('-h', '--help') else 2)
    baton, n, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    ops = int(sys.argv[4]) if len(sys.argv) > 4 else default_ops
    failed = 0
    with tempfile.TemporaryDirectory(prefix=name + '-') as tmp:
        path = os.path.join(tmp, 'case.py')
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
            fd, kept = tempfile.mkstemp(prefix=name + '_fail-', suffix='.py')
            with os.fdopen(fd, 'w') as f:
                f.write(src)
            line, a, b = _first_difference(want, got)
            print(f'seed {s} line {line} (kept in {kept}):\n  cpython: {a}\n  baton:   {b}')
    print(f'{n - failed} of {n} programs matched')
    sys.exit(1 if failed else 0)
