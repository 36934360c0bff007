#!/usr/bin/env python3
"""Differential test of json against CPython, every option and hook.

One program per run: N random values dumped with random option sets
(indent as int/str/None, separators, sort_keys, ensure_ascii, allow_nan,
skipkeys, check_circular, default, a JSONEncoder subclass, dump into a
StringIO), each result loaded back with random hooks (object_hook,
object_pairs_hook, parse_float, parse_int, parse_constant, strict, a
JSONDecoder subclass, raw_decode, load from a StringIO); and N random
texts, half of them valid documents cut, spliced or with one character
changed, loaded with the JSONDecodeError's msg, pos, lineno and colno
printed.  Runs under baton and python3 and compares line by line.

usage: python3 tools/json_diff.py BATON N [SEED]
"""
import json
import random
import sys

import linediff

LEAVES = ['None', 'True', 'False', '0', '-1', '7', '10**25', '-2**64', '0.5', '-0.0', '1e300',
          '1.5e-7', '3.141592653589793', "float('nan')", "float('inf')", "-float('inf')",
          "''", "'plain'", "'é'", "'日本'", "'\\x00\\x1f'", "'\"q\"'", "'back\\\\slash'",
          "'\\n\\t\\r\\b\\f'", "'\\U0001F600'", "'\\ud800'", "'\\u2028\\u2029'", "'\\x7f'",
          'Odd()', 'b"x"', '{1, 2}', '3+4j', 'Point(1, 2)', 'Color.RED', 'Num.ONE']
# (no float('nan') keys: baton's dict takes two NaN objects as one key; no
# enum keys with sort_keys: its comparison errors name the base types)
KEYS = ["'k'", "'b'", "'a'", "'é'", '1', '-2', '2.5', 'True', 'None', "float('inf')", '(1,)']

TEXT_BITS = ['{', '}', '[', ']', ',', ':', ' ', '\n', '\t', '"a"', '"b\\"c"', '"\\u00e9"',
             '"\\ud83d\\ude00"', '"\\ud83d"', '"\\x"', '"\\u12G4"', '"\x01"', '"', '\\',
             '1', '-', '-0', '01', '1.', '.5', '1e', '1E+2', '2.5e-3', 'null', 'true', 'fals',
             'NaN', 'Infinity', '-Infinity', 'nul', '\ufeff', '[1,]', '{"a":}', '{"a" 1}']


def value(r, depth=0):
    k = r.random()
    if depth > 3 or k < 0.45:
        return r.choice(LEAVES)
    n = r.randint(0, 4)
    if k < 0.7:
        return '[' + ', '.join(value(r, depth + 1) for _ in range(n)) + ']'
    if k < 0.75:
        return '(' + ''.join(value(r, depth + 1) + ', ' for _ in range(n)) + ')'
    return '{' + ', '.join(f'{r.choice(KEYS)}: {value(r, depth + 1)}' for _ in range(n)) + '}'


def dump_options(r):
    opts = []
    pick = r.random
    if pick() < 0.4:
        opts.append('indent=' + r.choice(['0', '1', '4', "''", "'\\t'", "'--'", 'None', '-1']))
    if pick() < 0.3:
        opts.append('separators=' + r.choice(["(',', ':')", "(';', '=')", "(', ', ': ')",
                                               "(',',)", "(1, 2)", "(',', 2)",
                                               "(None, ':')"]))
    for name, p in (('sort_keys', 0.3), ('ensure_ascii', 0.3), ('allow_nan', 0.2),
                    ('skipkeys', 0.2), ('check_circular', 0.1)):
        if pick() < p:
            opts.append(f'{name}={r.choice(["True", "False"])}')
    if pick() < 0.3:
        opts.append('default=' + r.choice(['fallback', 'str', 'repr', 'lambda o: None']))
    if pick() < 0.15:
        opts.append('cls=Enc')
    return ', '.join(opts)


def load_options(r):
    opts = []
    pick = r.random
    if pick() < 0.2:
        opts.append('object_hook=' + r.choice(['lambda d: sorted(d.items())', 'len']))
    if pick() < 0.2:
        opts.append('object_pairs_hook=' + r.choice(['list', 'collections.OrderedDict']))
    if pick() < 0.2:
        opts.append('parse_float=' + r.choice(['str', 'repr', 'lambda s: s[::-1]']))
    if pick() < 0.2:
        opts.append('parse_int=' + r.choice(['str', 'float', 'lambda s: -int(s)']))
    if pick() < 0.2:
        opts.append('parse_constant=' + r.choice(['str', 'lambda s: None']))
    if pick() < 0.1:
        opts.append('strict=False')
    if pick() < 0.1:
        opts.append('cls=Dec')
    return ', '.join(opts)


def mutate(r, text):
    if not text:
        return text
    i = r.randrange(len(text) + 1)
    how = r.random()
    if how < 0.3:
        return text[:i]
    if how < 0.6:
        return text[:i] + r.choice(TEXT_BITS) + text[i:]
    return text[:i] + text[i + 1:]


def program(r, n):
    out = [linediff.prologue('lib_json_random.py', 'json_diff.py')]
    for i in range(n):
        v = value(r)
        opts = dump_options(r)
        out.append(f'v = {v}')
        out.append(f'd = show("dumps {i}", lambda: json.dumps(v{", " if opts else ""}{opts}))')
        if r.random() < 0.2:
            out.append(f'show("dump {i}", lambda: sink(v{", " if opts else ""}{opts}))')
        if r.random() < 0.2:
            eopts = ', '.join(o for o in opts.split(', ') if o and not o.startswith('cls='))
            how = r.choice(['iterencode(v)', 'iterencode(v, True)', 'encode(v)'])
            out.append(f'show("pieces {i}", lambda: list(json.JSONEncoder({eopts}).{how}))')
        lopts = load_options(r)
        out.append(f'if isinstance(d, str): show("loads {i}", lambda: '
                   f'json.loads(d{", " if lopts else ""}{lopts}))')
        if r.random() < 0.3:
            out.append(f'if isinstance(d, str): show("raw {i}", lambda: '
                       f'json.JSONDecoder().raw_decode(d + " x", {r.randint(0, 2)}))')
        try:
            made = json.dumps(eval(v, {'float': float}))
        except Exception:
            made = ''.join(r.choice(TEXT_BITS) for _ in range(r.randint(1, 6)))
        text = mutate(r, made) if r.random() < 0.7 else ''.join(
            r.choice(TEXT_BITS) for _ in range(r.randint(1, 8)))
        src = r.choice(['{}', '{}.encode()', 'io.StringIO({})'])
        call = 'json.load(t)' if src.startswith('io.') else 'json.loads(t)'
        out.append('t = ' + src.format(repr(text)))
        out.append(f'show("text {i}", lambda: {call})')
    return '\n'.join(out) + '\n'


if __name__ == '__main__':
    linediff.main(program, 'values and texts')
