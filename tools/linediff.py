"""Shared by the *_diff.py tools that write one program: run it under
python3 and baton and report the lines that differ."""
import subprocess
import sys
import tempfile


def _output(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    return (p.stdout + p.stderr[-1500:]).splitlines()


def compare(baton, source, what):
    """Exit status 1 when the outputs differ; prints the first differences."""
    with tempfile.NamedTemporaryFile('w', suffix='.py', delete=False) as f:
        f.write(source)
    want, got = _output([sys.executable, f.name]), _output([baton, 'run', f.name])
    bad = [(i, w, g) for i, (w, g) in enumerate(zip(want, got)) if w != g]
    for i, w, g in bad[:10]:
        print(f'line {i + 1}:\n  python3: {w}\n  baton:   {g}')
    if len(want) != len(got):
        print(f'python3 printed {len(want)} lines, baton {len(got)}')
    print(f'{what} ({len(want)} lines, {f.name}): {len(bad)} lines differ')
    sys.exit(1 if bad or len(want) != len(got) else 0)


def main(program, noun):
    """usage: TOOL BATON N [SEED]: program(random.Random(SEED), N) is the source."""
    import random
    baton, n = sys.argv[1], int(sys.argv[2])
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    compare(baton, program(random.Random(seed), n), f'{n} {noun}')


def prologue(case, tool):
    """The helpers a tool's programs start with: they live in its generated
    test case tests/cases/CASE (below the header line, down to the marker)."""
    import os
    marker = f'# ---- the random part, from tools/{tool} ----\n'
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'tests', 'cases', case)
    with open(path) as f:
        text = f.read()
    return text[text.index('\n') + 1:text.index(marker) + len(marker)]
