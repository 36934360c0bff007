#!/usr/bin/env python3
"""Differential test of itertools, functools and operator: random calls
(good and bad arguments: wrong types, negative counts, non-iterables,
empty inputs, keyword misuse) whose results are consumed into lists, plus
the reprs of the iterator and partial objects, run under baton and
CPython; the outputs (each result, or the exception type and message) must
be equal.
  python3 tools/iterfunc_diff.py BATON N SEED [OPS]
Each of the N programs (seeds SEED, SEED+1, ...) runs OPS calls (150 by
default).  The first differing program is kept in
/tmp/iterfunc_diff_fail.py (tools/randdiff.py)."""
import random

ITERS = ["[1, 2, 3]", "'abc'", "()", "range(5)", "[3, 1, 2, 2, 3]", "(x for x in [1, 0, 2])",
         "{'a': 1, 'b': 2}", "iter([])", "[0, 0, 1, 1, 0]", "'aabbbc'", "[2.5, -1, 4]",
         "None", "5", "[[1, 2], [3]]", "[(1, 2), (3, 4)]", "[True, False, True]"]
NUMS = ['0', '1', '2', '3', '-1', '7', 'None', "'2'", '1.5', 'True', '-10**20']
# (operator's functions are Python functions in baton: called with the
# wrong number of arguments their TypeError is a Python function's, and
# their repr is '<function add ...>', not '<built-in function add>'; so
# they are only called here with their own arity, in operator_call)
FUNCS = ['lambda a, b: a + b', 'lambda a, b: a * b', 'max', 'min', 'lambda x: x % 2', 'bool',
         'None', 'lambda a, b: a - b', 'str', 'lambda x: x < 2', 'len',
         'operator.itemgetter(0)', 'lambda x: -x', "lambda *a: a"]
REPEATS = ['0', '1', '2', '-1', "'2'", '1.5', 'True']
# callables whose repr has no address
NAMED = ['max', 'len', 'str', 'operator.itemgetter(0)', 'int', 'None']
ITEMS = ['0', '1', '-1', "'a'", 'slice(1, None)', '(0, 1)', 'slice(None, None, -1)']


def it(r):
    return r.choice(ITERS)


def n(r):
    return r.choice(NUMS)


def stop(r):
    # a bound for an endless iterator (None would never end)
    return r.choice(['0', '1', '3', '7', '-1', "'2'", '1.5'])


def f(r):
    return r.choice(FUNCS)


def itertools_call(r):
    return r.choice([
        f"list(itertools.accumulate({it(r)}))",
        f"list(itertools.accumulate({it(r)}, {f(r)}))",
        f"list(itertools.accumulate({it(r)}, initial={n(r)}))",
        f"list(itertools.accumulate({it(r)}, {f(r)}, initial={n(r)}))",
        f"list(itertools.chain({it(r)}, {it(r)}))",
        f"list(itertools.chain.from_iterable({it(r)}))",
        f"list(itertools.combinations({it(r)}, {n(r)}))",
        f"list(itertools.combinations_with_replacement({it(r)}, {n(r)}))",
        f"list(itertools.permutations({it(r)}))",
        f"list(itertools.permutations({it(r)}, {n(r)}))",
        f"list(itertools.compress({it(r)}, {it(r)}))",
        f"list(itertools.islice(itertools.count({n(r)}), {stop(r)}))",
        f"list(itertools.islice(itertools.count({n(r)}, {n(r)}), 4))",
        f"list(itertools.islice(itertools.cycle({it(r)}), {stop(r)}))",
        f"list(itertools.islice({it(r)}, {n(r)}, {n(r)}))",
        f"list(itertools.islice({it(r)}, {n(r)}, {n(r)}, {n(r)}))",
        f"list(itertools.dropwhile({f(r)}, {it(r)}))",
        f"list(itertools.takewhile({f(r)}, {it(r)}))",
        f"list(itertools.filterfalse({f(r)}, {it(r)}))",
        f"[(k, list(g)) for k, g in itertools.groupby({it(r)})]",
        f"[(k, list(g)) for k, g in itertools.groupby({it(r)}, {f(r)})]",
        f"list(itertools.pairwise({it(r)}))",
        f"list(itertools.product({it(r)}, {it(r)}))",
        f"list(itertools.product({it(r)}, repeat={r.choice(REPEATS)}))",
        f"list(itertools.product(repeat={n(r)}))",
        f"list(itertools.islice(itertools.product(range(10), repeat=12), 3))",
        f"list(itertools.repeat({n(r)}, {n(r)}))",
        f"list(itertools.starmap({f(r)}, {it(r)}))",
        f"[list(t) for t in itertools.tee({it(r)}, {n(r)})]",
        f"list(itertools.zip_longest({it(r)}, {it(r)}))",
        f"list(itertools.zip_longest({it(r)}, {it(r)}, fillvalue={n(r)}))",
        f"repr(itertools.count({n(r)}, {n(r)}))",
        f"repr(itertools.count({r.choice(['10**20', '2**63', '0.1'])}, {n(r)}))",
        f"repr(itertools.repeat({n(r)}, {n(r)}))",
        f"repr(itertools.repeat({n(r)}))",
        f"next(itertools.{r.choice(['chain', 'cycle', 'pairwise', 'permutations'])}({it(r)}))",
        f"list(itertools.combinations(r={n(r)}, iterable={it(r)}))",
        f"list(itertools.{r.choice(['chain', 'product', 'zip_longest'])}())",
    ])


def functools_call(r):
    return r.choice([
        f"functools.reduce({f(r)}, {it(r)})",
        f"functools.reduce({f(r)}, {it(r)}, {n(r)})",
        f"functools.reduce({f(r)}, {it(r)}, initial={n(r)})",
        f"repr(functools.partial({r.choice(NAMED)}, {n(r)}))",
        f"repr(functools.partial({r.choice(NAMED)}, {n(r)}, k={n(r)}))",
        f"functools.partial({f(r)}, {n(r)})({n(r)})",
        f"functools.partial({f(r)}, {n(r)}, {n(r)})()",
        f"repr(functools.partial(functools.partial(int, base=2), '101'))",
        f"functools.partial(int, base={n(r)})({r.choice(['101', 'ff', '7'])!r})",
        f"sorted({it(r)}, key=functools.cmp_to_key(lambda a, b: (a > b) - (a < b)))",
        f"sorted({it(r)}, key=functools.cmp_to_key({f(r)}))",
        f"(cached({n(r)}), cached({n(r)}), cached.cache_info())",
        f"(small({n(r)}), small({n(r)}), small({n(r)}), small.cache_info())",
        f"functools.partial()",
        f"functools.reduce({f(r)})",
    ])


def operator_call(r):
    return r.choice([
        f"operator.itemgetter({r.choice(ITEMS)})({it(r)})",
        f"operator.itemgetter({r.choice(ITEMS)}, {r.choice(ITEMS)})({it(r)})",
        f"repr(operator.itemgetter({r.choice(ITEMS)}))",
        f"repr(operator.attrgetter('real', 'imag'))",
        f"operator.attrgetter({r.choice(['real', 'x.y', 'imag', 'nope'])!r})({n(r)})",
        f"repr(operator.methodcaller('split', {n(r)}, maxsplit={n(r)}))",
        f"operator.methodcaller('split', {r.choice(['None', repr(','), '1'])})('a,b c')",
        f"operator.{r.choice(['add', 'sub', 'mul', 'truediv', 'floordiv', 'mod', 'pow', 'lshift', 'and_', 'xor', 'concat', 'contains', 'countOf', 'indexOf', 'lt', 'eq', 'is_', 'getitem'])}({n(r)}, {n(r)})",
        f"operator.{r.choice(['concat', 'contains', 'countOf', 'indexOf', 'getitem'])}({it(r)}, {n(r)})",
        f"operator.{r.choice(['neg', 'pos', 'inv', 'not_', 'truth', 'index', 'abs'])}({n(r)})",
        f"operator.length_hint({it(r)}, {n(r)})",
    ])


PRELUDE = '''import itertools, functools, operator
def out(i, x):
    print(i, repr(x))
@functools.lru_cache(maxsize=None)
def cached(x):
    return (x, 'c')
@functools.lru_cache(maxsize=2)
def small(x):
    return x
'''


def program(seed, ops):
    r = random.Random(seed)
    lines = [PRELUDE]
    for i in range(ops):
        call = r.choice([itertools_call, itertools_call, functools_call, operator_call])(r)
        lines.append(f"try:\n    out({i}, {call})\nexcept Exception as exc:\n"
                     f"    print({i}, type(exc).__name__, exc)")
    return '\n'.join(lines) + '\n'


if __name__ == '__main__':
    from randdiff import drive
    drive('iterfunc_diff', program, 150)
