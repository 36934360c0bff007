#!/usr/bin/env python3
"""Differential test of inspect's signatures against CPython.

Writes one program of random functions (positional-only, ordinary, *args,
keyword-only, **kwargs parameters, defaults, annotations) and random calls
of Signature.bind / bind_partial on each (positional values, keywords
right, wrong, repeated and unknown), printing the signature, the bound
arguments (args, kwargs, arguments, apply_defaults) or the error, and
getfullargspec; plus Signature objects built from random Parameter lists
(bad orders, duplicates, defaults).  Runs it under baton and python3 and
compares the outputs line by line.

usage: python3 tools/inspect_diff.py BATON N [SEED]
"""
import random
import sys

import linediff

NAMES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']
DEFAULTS = ['0', 'None', "'x'", '(1, 2)', '[]', '2.5']
NOTES = ['int', 'str', "'fwd'", 'list[int]', 'None']


def parameter(r, name, defaulted):
    text = name
    if r.random() < 0.3:
        text += ': ' + r.choice(NOTES)
    if defaulted:
        text += (' = ' if ':' in text else '=') + r.choice(DEFAULTS)
    return text


def function(r, index):
    names = NAMES[:]
    r.shuffle(names)
    parts = []
    defaulted = False
    posonly = r.randint(0, 2)
    ordinary = r.randint(0, 2)
    for k in range(posonly + ordinary):
        defaulted = defaulted or r.random() < 0.3
        parts.append(parameter(r, names.pop(), defaulted))
        if k == posonly - 1:
            parts.append('/')
    if r.random() < 0.4:
        parts.append('*' + names.pop())
    kwonly = r.randint(0, 2)
    if kwonly:
        if not parts or not parts[-1].startswith('*'):
            parts.append('*')
        for _ in range(kwonly):
            parts.append(parameter(r, names.pop(), r.random() < 0.5))
    if r.random() < 0.3:
        parts.append('**' + names.pop())
    ret = ' -> ' + r.choice(NOTES) if r.random() < 0.2 else ''
    return f'def f{index}({", ".join(parts)}){ret}: pass'


def call(r):
    pos = [r.randint(0, 9) for _ in range(r.randint(0, 4))]
    kws = {r.choice(NAMES + ['z']): r.randint(0, 9) for _ in range(r.randint(0, 3))}
    return f'{pos!r}, {kws!r}'


KINDS = ['P.POSITIONAL_ONLY', 'P.POSITIONAL_OR_KEYWORD', 'P.VAR_POSITIONAL',
         'P.KEYWORD_ONLY', 'P.VAR_KEYWORD']


def program(r, count):
    out = [linediff.prologue('lib_inspect_bind_random.py', 'inspect_diff.py')]
    for i in range(count):
        out.append(function(r, i))
        out.append(f'sig = inspect.signature(f{i})')
        out.append(f'print(f{i}.__name__, sig, repr(sig.parameters), '
                   f'inspect.getfullargspec(f{i}))')
        for _ in range(4):
            out.append(f'show(sig, {r.choice(["bind", "bind_partial"])!r}, {call(r)})')
        params = []
        for _ in range(r.randint(0, 4)):
            kw = {}
            if r.random() < 0.3:
                kw['default'] = r.randint(0, 3)
            params.append((r.choice(NAMES[:4] + ['1x', 'for']), r.choice(KINDS), kw))
        out.append('build([' + ', '.join(f'({n!r}, {k}, {kw!r})' for n, k, kw in params) + '])')
    return '\n'.join(out) + '\n'


if __name__ == '__main__':
    linediff.main(program, 'functions')
