#!/usr/bin/env python3
"""Differential test of json against CPython (outside the suite).

Writes a program that dumps random values with random options and loads
random (often malformed) texts, runs it under baton and python3, and
compares the outputs line by line.

usage: python3 tests/lib/json_diff.py BATON [SEED] [COUNT]
"""
import random
import subprocess
import sys
import tempfile

ATOMS = ['None', 'True', 'False', '0', '-7', '10**20', '-2**70', '1.5', '-0.0', '1e300', '1e-320',
         "float('nan')", "float('inf')", "''", "'a'", "'é'", "'\\n\"\\\\'", "'\\x00\\x1f\\x7f'",
         "'\\U0001F600'", "'\\u2028'", "(1, 2)"]
TEXT_PARTS = ['{', '}', '[', ']', ',', ':', '"a"', '"\\u00e9"', '"\\ud83d\\ude00"', '"\\x"', '1',
              '-', '0.5', '1e5', '01', 'null', 'true', 'fals', 'NaN', '-Infinity', ' ', '\n',
              '"\\u12"', '"\x01"', '"', '\\', '""']


def value(r, depth=0):
    k = r.random()
    if depth > 3 or k < 0.4:
        return r.choice(ATOMS)
    if k < 0.7:
        return '[' + ', '.join(value(r, depth + 1) for _ in range(r.randint(0, 4))) + ']'
    keys = ['"k%d"' % r.randint(0, 5), '3', '2.5', 'None', 'True', "'é'"]
    return '{' + ', '.join('%s: %s' % (r.choice(keys), value(r, depth + 1))
                           for _ in range(r.randint(0, 4))) + '}'


def options(r):
    opts = []
    if r.random() < 0.3:
        opts.append('indent=%s' % r.choice(['0', '2', "'\\t'", 'None']))
    if r.random() < 0.3:
        opts.append('sort_keys=True')
    if r.random() < 0.3:
        opts.append('ensure_ascii=False')
    if r.random() < 0.2:
        opts.append("separators=(',', ':')")
    if r.random() < 0.1:
        opts.append('allow_nan=False')
    if r.random() < 0.1:
        opts.append('skipkeys=True')
    return ', '.join([''] + opts)


def main():
    baton = sys.argv[1]
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 300
    r = random.Random(seed)
    lines = ['import json', 'def t(f):', '    try:', '        print(repr(f()))',
             '    except (ValueError, TypeError) as e:', '        print(type(e).__name__, e)']
    for _ in range(count):
        v = value(r)
        lines.append('t(lambda: json.dumps(%s%s))' % (v, options(r)))
        lines.append('t(lambda: json.loads(json.dumps(%s)))' % v)
        text = ''.join(r.choice(TEXT_PARTS) for _ in range(r.randint(1, 8)))
        lines.append('t(lambda: json.loads(%r))' % text)
    with tempfile.NamedTemporaryFile('w', suffix='.py', delete=False) as f:
        f.write('\n'.join(lines) + '\n')
    want = subprocess.run([sys.executable, f.name], capture_output=True, text=True).stdout
    got = subprocess.run([baton, 'run', f.name], capture_output=True, text=True)
    want = want.replace('JSONDecodeError', 'ValueError').splitlines()
    out = got.stdout.splitlines()
    bad = 0
    for i, (a, b) in enumerate(zip(want, out)):
        if a != b:
            bad += 1
            if bad <= 10:
                print('case %d: %s\n  cpython: %s\n  baton:   %s' % (i, lines[6 + i], a, b))
    if len(want) != len(out):
        bad += 1
        print('line count differs: cpython %d baton %d; %s' % (len(want), len(out), got.stderr[-300:]))
    print('%d cases, %d differ' % (len(want), bad))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
