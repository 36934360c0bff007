#!/usr/bin/env python3
"""Differential test of unittest against CPython.

Each round writes one program: a TestCase class of random test methods
(every assert* with random values that make it pass or fail, errors,
skips, expected failures, subTests, cleanups, failing fixtures), run by
TextTestRunner at a random verbosity with random failfast/buffer/
descriptions, plus the result's counts and every failure text.  The
program runs under baton and python3; file paths, line numbers and the
run's time are masked, and the outputs must be equal.

usage: python3 tools/unittest_diff.py BATON N [SEED]
"""
import os
import random
import subprocess
import sys
import tempfile

SCALARS = ['0', '1', '-3', '2.5', '1e-9', '0.1 + 0.2', '0.3', "''", "'abc'", "'abd'",
           "'x' * 90", "'x' * 89 + 'y'", "'line1\\nline2\\n'", "'line1\\nLINE2\\n'",
           "'one line'", "'one lime'", 'None', 'True', 'False', "b'ab'"]


def value(r, depth=0):
    k = r.random()
    if depth > 2 or k < 0.45:
        return r.choice(SCALARS)
    n = r.randint(0, 4)
    items = [value(r, depth + 1) for _ in range(n)]
    if k < 0.6:
        return '[' + ', '.join(items) + ']'
    if k < 0.7:
        return '(' + ''.join(i + ', ' for i in items) + ')'
    if k < 0.8:
        return 'list(range(%d))' % r.choice([3, 30, 120])
    if k < 0.9:
        keys = ["'k%d'" % r.randint(0, 4) for _ in items]
        return '{' + ', '.join('%s: %s' % kv for kv in zip(keys, items)) + '}'
    return '{' + ', '.join(str(r.randint(0, 6)) for _ in range(n)) + '}' if n else 'set()'


def hashable(r):
    return r.choice(['1', '2', "'a'", "'b'", '(1, 2)', 'None', '2.0', 'True'])


def assertion(r):
    a, b = value(r), value(r)
    if r.random() < 0.3:
        b = a
    msg = r.choice(['', '', ", msg='custom'", ', msg=None'])
    forms = [
        f'self.assertEqual({a}, {b}{msg})',
        f'self.assertNotEqual({a}, {b}{msg})',
        f'self.assertTrue({a}{msg})',
        f'self.assertFalse({a}{msg})',
        f'v = {a}; self.assertIs(v, {"v" if a == b else b}{msg})',
        f'v = {a}; self.assertIsNot(v, v{msg})',
        f'self.assertIsNone({a}{msg})',
        f'self.assertIsNotNone(None{msg})',
        f'self.assertIn({hashable(r)}, {value(r)}{msg})' if True else '',
        f'self.assertNotIn({hashable(r)}, [1, 2, "a", None]{msg})',
        f'self.assertIsInstance({a}, {r.choice(["int", "str", "(list, tuple)", "dict"])}{msg})',
        f'self.assertNotIsInstance({a}, {r.choice(["int", "str", "(list, tuple)"])}{msg})',
        f'self.assertLess({r.randint(0, 3)}, {r.randint(0, 3)}{msg})',
        f'self.assertLessEqual({r.randint(0, 3)}, {r.randint(0, 3)}{msg})',
        f'self.assertGreater({r.randint(0, 3)}, {r.randint(0, 3)}{msg})',
        f'self.assertGreaterEqual({r.randint(0, 3)}, {r.randint(0, 3)}{msg})',
        f'self.assertAlmostEqual({r.choice(["1.0", "1.00000001", "1.1", "0.1 + 0.2"])}, '
        f'{r.choice(["1.0", "0.3", "1.2"])}{r.choice(["", ", places=2", ", delta=0.05", ", places=1, delta=1"])}{msg})',
        f'self.assertNotAlmostEqual({r.choice(["1.0", "1.00000001", "1.1"])}, '
        f'{r.choice(["1.0", "1.2"])}{r.choice(["", ", places=2", ", delta=0.5"])}{msg})',
        f'self.assertListEqual({value(r)}, {value(r)}{msg})',
        f'self.assertTupleEqual({value(r)}, {value(r)}{msg})',
        f'self.assertSequenceEqual({value(r)}, {value(r)}{msg})',
        f'self.assertDictEqual({value(r)}, {value(r)}{msg})',
        f'self.assertSetEqual({value(r)}, {value(r)}{msg})',
        f'self.assertCountEqual({value(r)}, {value(r)}{msg})',
        f'self.assertCountEqual([[1], [2], [1]], [[2], [1], {r.choice(["[1]", "[3]"])}]{msg})',
        f'self.assertMultiLineEqual({r.choice(SCALARS[9:16])}, {r.choice(SCALARS[9:16])}{msg})',
        f'self.assertRegex({r.choice(["abc", "xyz"])!r}, {r.choice(["b", "^a", "z$"])!r}{msg})',
        f'self.assertNotRegex({r.choice(["abc", "xyz"])!r}, {r.choice(["b", "^a", "q"])!r}{msg})',
        f'self.assertDictContainsSubset({value(r)}, {value(r)}{msg})',
        f'with self.assertRaises({r.choice(["ValueError", "(KeyError, TypeError)"])}{msg}): '
        + r.choice(["int('x')", "{}[1]", "pass"]),
        f'self.assertRaises(ValueError, {r.choice(["int", "str", "len"])}, "5")',
        f'with self.assertRaisesRegex(ValueError, {r.choice(["invalid", "nope"])!r}): int("x")',
        "self.fail(" + r.choice(["None", "'boom'"]) + ")",
        "raise " + r.choice(["KeyError(1)", "RuntimeError('bad')", "ZeroDivisionError"]),
        f'self.skipTest({r.choice(["why", ""])!r})',
        f'self.assertEqual({r.choice(["1", "[1]"])}, {r.choice(["2", "[2]"])}, ' + r.choice(["None", "'m'"]) + ')',
    ]
    return r.choice(forms)


def body(r, name):
    lines = []
    kind = r.random()
    if kind < 0.15:
        lines.append('    @unittest.expectedFailure')
    elif kind < 0.2:
        lines.append(f'    @unittest.skip({r.choice(["reason", ""])!r})')
    lines.append(f'    def {name}(self):')
    if r.random() < 0.3:
        lines.append(f'        """Doc of {name}.\n\n        more."""')
    if r.random() < 0.2:
        lines.append(f'        self.addCleanup(print, "cleanup {name}")')
    if r.random() < 0.2:
        lines.append('        for i in range(3):')
        lines.append(f'            with self.subTest(i=i{r.choice(["", ", k=1"])}):')
        lines.append('                if i == 1:')
        lines.append(f'                    {assertion(r)}')
    else:
        for _ in range(r.randint(1, 2)):
            lines.append(f'        {assertion(r)}')
    return lines


def program(r):
    out = ['import io, re, sys, unittest', '',
           'class T(unittest.TestCase):']
    if r.random() < 0.15:
        out += ['    def setUp(self):', '        if self._testMethodName.endswith("3"):',
                '            raise RuntimeError("setUp broke")']
    if r.random() < 0.1:
        out += ['    maxDiff = None']
    for i in range(r.randint(1, 8)):
        out += body(r, f'test_{i:02d}')
        out.append('')
    verbosity = r.choice([0, 1, 2])
    opts = [flag for flag in ('failfast=True', 'buffer=True', 'descriptions=False')
            if r.random() < 0.2] + [f'verbosity={verbosity}']
    out += [
        'buf = io.StringIO()',
        'suite = unittest.TestLoader().loadTestsFromTestCase(T)',
        f'res = unittest.TextTestRunner(stream=buf, {", ".join(opts)}).run(suite)',
        'text = re.sub(r\'File "[^"]*", line \\d+\', "File F", buf.getvalue())',
        'text = re.sub(r"in \\d+\\.\\d+s", "in T", text)',
        'text = re.sub(r"\\n    [^\\n]*\\n(    [ ^~]*\\n)?", "\\n", text)',
        'print(text)',
        'print(res, res.wasSuccessful(), res.testsRun, len(res.skipped),',
        '      len(res.expectedFailures), len(res.unexpectedSuccesses))',
        'for t, why in res.skipped: print("skip", t.id(), repr(why))',
    ]
    return '\n'.join(out) + '\n'


def run(cmd, path):
    p = subprocess.run(cmd + [path], capture_output=True, text=True, timeout=60)
    return p.stdout, p.returncode


def main():
    baton, n = sys.argv[1], int(sys.argv[2])
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    r = random.Random(seed)
    bad = 0
    with tempfile.TemporaryDirectory() as d:
        for i in range(n):
            src = program(r)
            path = os.path.join(d, 'p.py')
            with open(path, 'w') as f:
                f.write(src)
            want = run([sys.executable], path)
            got = run([baton, 'run'], path)
            if want != got:
                bad += 1
                keep = f'/tmp/unittest_diff_{seed}_{i}.py'
                with open(keep, 'w') as f:
                    f.write(src)
                print(f'DIFF case {i}: {keep}')
                if bad >= 5:
                    break
    print(f'{n} programs, {bad} differed')
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
