#!/usr/bin/env python3
"""Differential test of enum: random Enum/IntEnum/Flag/IntFlag classes
(values with gaps, aliases, multi-bit members, every boundary, auto) and
random operations on them (lookups by value and name, |, &, ^, ~, in,
iteration, len, bool, repr/str/format, pseudo-members, errors), run under
baton and CPython; the outputs must be equal.

  python3 tools/enum_diff.py BATON N SEED [OPS]

The first differing program is kept in a new file, /tmp/enum_diff_fail-XXXXXXXX.py
(mkstemp, its name printed; tools/randdiff.py)."""
import random

PRELUDE = '''from enum import Enum, IntEnum, Flag, IntFlag, auto, STRICT, CONFORM, EJECT, KEEP, unique
def out(*a):
    print(*[repr(x) for x in a])
'''


def flag_class(r, name):
    base = r.choice(['Flag', 'IntFlag'])
    bound = r.choice(['', ', boundary=STRICT', ', boundary=CONFORM', ', boundary=EJECT',
                      ', boundary=KEEP'])
    lines = [f'class {name}({base}{bound}):']
    names = []
    for i in range(r.randrange(1, 6)):
        n = 'ABCDEFGH'[i]
        v = r.choice(['auto()', '1', '2', '4', '8', '16', '3', '5', '6', '7', '12', '0'])
        lines.append(f'    {n} = {v}')
        names.append(n)
    return '\n'.join(lines), names


def enum_class(r, name):
    base = r.choice(['Enum', 'IntEnum'])
    lines = [f'class {name}({base}):']
    names = []
    for i in range(r.randrange(1, 5)):
        n = 'PQRSTU'[i]
        v = r.choice(['auto()', '1', '2', '3', '10', '2'])
        lines.append(f'    {n} = {v}')
        names.append(n)
    return '\n'.join(lines), names


def flag_op(r, cls, names):
    m = f'{cls}.{r.choice(names)}'
    m2 = f'{cls}.{r.choice(names)}'
    v = r.choice(['0', '1', '2', '3', '5', '7', '8', '9', '15', '16', '31', '-1', '-2', '-8', "'x'"])
    n = r.choice(['0', '1', '3', '8', '-1', "'x'", '1.5', 'None'])
    return r.choice([
        f'out({cls}({v}))', f'out(str({cls}({v})), format({cls}({v})))',
        f'out({m} | {m2}, {m} & {m2}, {m} ^ {m2})', f'out(~{m}, ~({m} | {m2}))',
        f'out(list({m} | {m2}), len({m} | {m2}), bool({m} & {m2}))',
        f'out({m} in ({m} | {m2}), {m2} in {m})', f'out({m} | {n})', f'out({n} | {m})',
        f'out(list({cls}), len({cls}), list({cls}.__members__))',
        f'out([(x.name, x.value) for x in {cls}({v})])',
        f'out({cls}._flag_mask_, {cls}._all_bits_, {cls}._singles_mask_)',
        f'out(str({m}), repr({m}), {m}.name, {m}.value, {m} == {m2})',
        f'out({cls}[{r.choice(names)!r}], {cls}["nope"])',
        f'out(~{cls}({v}))', f'out(1 in {m})', f'out(unique({cls}))',
    ])


def enum_op(r, cls, names):
    m = f'{cls}.{r.choice(names)}'
    v = r.choice(['1', '2', '3', '4', '10', '11', "'a'", '1.0', 'True'])
    return r.choice([
        f'out({cls}({v}))', f'out(list({cls}), len({cls}), list(reversed({cls})))',
        f'out({cls}.__members__)', f'out(str({m}), repr({m}), format({m}), f"{{{m}}}")',
        f'out({m}.name, {m}.value, {m} == {v}, {m} in {cls})',
        f'out({m} < {m})', f'out(unique({cls}))', f'out({cls}[{r.choice(names)!r}])',
        f'out(sorted({cls}, key=lambda x: x.name), {m} is {cls}({m}.value))',
    ])


def program(seed, ops):
    r = random.Random(seed)
    parts = [PRELUDE]
    classes = []
    for i in range(3):
        src, names = flag_class(r, f'F{i}')
        parts.append(f'try:\n' + '\n'.join('    ' + ln for ln in src.split('\n')) +
                     f'\n    ok_F{i} = True\nexcept Exception as e:\n    ok_F{i} = False\n'
                     f'    print("class F{i}", type(e).__name__, e)')
        classes.append((f'F{i}', names, flag_op))
    for i in range(2):
        src, names = enum_class(r, f'E{i}')
        parts.append(f'try:\n' + '\n'.join('    ' + ln for ln in src.split('\n')) +
                     f'\n    ok_E{i} = True\nexcept Exception as e:\n    ok_E{i} = False\n'
                     f'    print("class E{i}", type(e).__name__, e)')
        classes.append((f'E{i}', names, enum_op))
    for i in range(ops):
        cls, names, maker = r.choice(classes)
        op = maker(r, cls, names)
        parts.append(f'if ok_{cls}:\n    try:\n        {op}\n    except Exception as exc:\n'
                     f'        print({i}, type(exc).__name__, exc)')
    return '\n'.join(parts) + '\n'


if __name__ == '__main__':
    from randdiff import drive
    drive('enum_diff', program, 150)
