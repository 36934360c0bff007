#!/usr/bin/env python3
"""baton's html.parser against CPython's on random HTML-ish text.

The generator and the logging parser are those of the test case
tests/cases/lib_html_parser_random.py (one copy of each): a case is a
random string of markup fragments (start tags with quoted, bare and missing
attribute values, broken tags, end tags, comments, declarations, marked
sections, processing instructions, character and entity references,
script/style content) and loose punctuation, cut into random feed() chunks
(sometimes one character each), parsed with convert_charrefs True or False
by a subclass that logs every handler call with getpos(), then close()d;
the final rawdata and position are logged too, and an exception ends a
case's log.  Here the cases come from SEED; the same program runs under
baton and python3 and differing cases are printed.

usage: python3 tools/html_diff.py [BATON] [CASES] [SEED]
Prints "N cases, K differ"; exits 1 when any differ.
"""
import os
import random
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TEST = os.path.join(ROOT, 'tests', 'cases', 'lib_html_parser_random.py')
SEEDED = 'rng = random.Random(2024)\nCASES = [make_case(rng) for _ in range(250)]\n'


def pieces():
    with open(TEST, encoding='utf-8') as f:
        src = f.read()
    head, sep, tail = src.partition(SEEDED)
    if not sep:
        sys.exit('%s: the seeded CASES lines are not where expected' % TEST)
    return head, tail


def run(cmd, src):
    r = subprocess.run(cmd, input=src, capture_output=True, text=True, timeout=900)
    if r.returncode:
        sys.exit('%s failed: %s' % (cmd[0], r.stderr[-2000:]))
    return r.stdout.splitlines()


def main():
    baton = sys.argv[1] if len(sys.argv) > 1 else 'build/baton'
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    head, tail = pieces()
    space = {}
    exec(head, space)
    rng = random.Random(seed)
    cases = [space['make_case'](rng) for _ in range(count)]
    src = 'CASES = %r\n%s' % (cases, tail)
    want = run([sys.executable, '-'], src)
    got = run([baton, 'run', '--max-output', '0', '-'], src)   # a big CASES prints over 1 MiB
    bad = 0
    for k, case in enumerate(cases):
        w = want[k] if k < len(want) else '<missing>'
        g = got[k] if k < len(got) else '<missing>'
        if w != g:
            bad += 1
            if bad <= 10:
                print('case', k, repr(case))
                print('  cpython:', w)
                print('  baton:  ', g)
    print('%d cases, %d differ' % (count, bad))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
