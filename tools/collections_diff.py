#!/usr/bin/env python3
"""Differential test of the collections module: random operation sequences
on Counter, deque, OrderedDict, defaultdict, ChainMap, namedtuple and the
User* wrappers, run under baton and CPython; the outputs must be equal.

  python3 tools/collections_diff.py BATON N SEED [OPS]

Each of the N programs (seeds SEED, SEED+1, ...) runs OPS operations (200
by default), printing every result or exception (type and message).  The
first differing program is kept in a new file, /tmp/collections_diff_fail-XXXXXXXX.py
(mkstemp, its name printed: concurrent runs never collide; tools/randdiff.py)."""
import random

KEYS = ["'a'", "'b'", "'c'", "'d'", '1', '2', '0', 'True', '(1, 2)', "''"]
COUNTS = ['0', '1', '2', '-1', '-3', '5', '1.5']
SMALL = ['0', '1', '2', '3', '-1', '-2', '7', '-9']
ITERS = ["'abca'", "['a', 'b', 'a']", "(1, 2, 1)", "''", "range(3)", "'cab'",
         "{'a': 2, 'b': -1}", "[1, 1, 1]", "iter('xyz')", "(x for x in 'abba')"]


def counter_op(r):
    v = r.choice(['c1', 'c2'])
    w = r.choice(['c1', 'c2'])
    k = r.choice(KEYS)
    return r.choice([
        f"{v}[{k}] = {r.choice(COUNTS)}",
        f"{v}.update({r.choice(ITERS)})",
        f"{v}.subtract({r.choice(ITERS)})",
        f"{v}.update({r.choice(['a', 'b', 'q'])}={r.choice(COUNTS)})",
        f"out({v}[{k}])",
        f"del {v}[{k}]",
        f"out({v})",
        f"out({v}.most_common({r.choice(SMALL)}))",
        f"out({v}.most_common())",
        f"out(sorted({v}.elements(), key=repr))",
        f"out({v}.total())",
        f"out({v} + {w})", f"out({v} - {w})", f"out({v} | {w})", f"out({v} & {w})",
        f"out(+{v})", f"out(-{v})",
        f"{v} += {w}", f"{v} -= {w}", f"{v} |= {w}", f"{v} &= {w}",
        f"out({v} == {w}, {v} != {w}, {v} <= {w}, {v} < {w}, {v} >= {w}, {v} > {w})",
        f"out({v} == dict({w}))",
        f"out({v}.copy(), type({v}.copy()).__name__)",
        f"{v} = Counter({r.choice(ITERS)})",
        f"out(Counter.fromkeys('ab'))",
        f"out({v}.pop({k}, None), {v}.get({k}), {k} in {v}, len({v}))",
        f"out(list({v}.items()))",
        f"{v}.clear()",
        f"out(Counter({r.choice(ITERS)}, x=2) if False else Counter(x={r.choice(SMALL)}))",
    ])


MUTATIONS = ['.append(0)', '[0] = 5', '.reverse()', '.rotate(0)', '.clear()', '.extend([])']
BAD_INDEXES = ['1.5', "'a'", '2**70', '-2**70']


def deque_op(r):
    v = r.choice(['d1', 'd2', 'd3'])
    x = r.choice(SMALL + KEYS[:3])
    return r.choice([
        f"{v}.append({x})", f"{v}.appendleft({x})", f"out({v}.pop())", f"out({v}.popleft())",
        f"{v}.extend({r.choice(ITERS)})", f"{v}.extendleft({r.choice(ITERS)})",
        f"{v}.rotate({r.choice(SMALL)})", f"{v}.rotate()",
        f"out({v}[{r.choice(SMALL)}])", f"{v}[{r.choice(SMALL)}] = {x}",
        f"del {v}[{r.choice(SMALL)}]", f"out({v}.index({x}))",
        f"out({v}.index({x}, {r.choice(SMALL)}, {r.choice(SMALL)}))",
        f"{v}.insert({r.choice(SMALL)}, {x})", f"{v}.remove({x})", f"out({v}.count({x}))",
        f"{v}.reverse()", f"out({v}, len({v}), bool({v}), {v}.maxlen)",
        f"out(list(reversed({v})), {x} in {v})",
        f"out({v} == d2, {v} < d2, {v} >= d2)",
        f"out({v} + d2)", f"out({v} * {r.choice(SMALL)})", f"{v} *= {r.choice(['0', '1', '2'])}",
        f"{v} += {r.choice(['d1', 'd2', '[1, 2]'])}",
        f"{v} = deque({r.choice(ITERS)}, {r.choice(['None', '0', '1', '2', '3', '5'])})",
        f"out({v}.copy())", f"{v}.clear()",
        f"out(deque({r.choice(ITERS)}, maxlen={r.choice(['-1', '2', 'None', '1.5'])}))",
        f"{v}.maxlen = 3",
        f"{v}.extend(range({r.choice(['20', '40', '70'])}))",
        f"for _ in range({r.choice(['5', '30'])}):\n    {v}.{r.choice(['pop', 'popleft'])}()",
        f"it = iter({v}); out(next(it, 'end'))\n{v}{r.choice(MUTATIONS)}\nout(next(it, 'end'))",
        f"out({v}[-1], {v}[0], {v}[True], {v}[-len({v})])",
        f"{v}.rotate({r.choice(['10**9', '-10**9 - 1', '2**70', '13', '-29', '1.0', 'True'])})",
        f"import copy; out(copy.copy({v}), copy.deepcopy({v}), type(copy.copy({v})).__name__)",
        f"deque.__init__({v}, {r.choice(ITERS)}, {r.choice(['None', '2', '4'])}); out({v}, {v}.maxlen)",
        f"{v}.insert({r.choice(['-100', '100', '-1', '1', '2**70'])}, 'I'); out({v})",
        f"out(deque[int], {v} == list({v}), [x for x in reversed({v})], sum(1 for _ in {v}))",
        f"{v}.extendleft({r.choice(['d1', 'd2', 'd3', 'range(5)'])}); out({v})",
        f"out({v}.__reduce__()[:3], {v}.__copy__())",
        f"out(d3, d3.first(), d3.tag, d3.copy(), d3 + {v}, d3 * 2, type(d3 * 2).__name__, d3 == {v})",
        f"d3 = SD({r.choice(ITERS)}, {r.choice(['1', '2'])}); d3.append({x}); out(d3, d3.maxlen, isinstance(d3, deque))",
        f"{v}[{r.choice(BAD_INDEXES)}] = 0",
        f"out({v}.index({x}, {r.choice(['-2**70', '2**70', '1.5', 'None'])}))",
    ])


def od_op(r):
    v = r.choice(['o1', 'o2'])
    k = r.choice(KEYS)
    return r.choice([
        f"{v}[{k}] = {r.choice(SMALL)}", f"del {v}[{k}]", f"out({v})",
        f"out({v}.popitem())", f"out({v}.popitem(last=False))",
        f"{v}.move_to_end({k})", f"{v}.move_to_end({k}, last=False)",
        f"out({v} == o2, {v} == dict(o2), {v} != o2, dict(o2) == {v})",
        f"out({v} | o2, {v} | {{{k}: 9}}, {{{k}: 9}} | {v})", f"{v} |= {{{k}: 4}}",
        f"out({v}.copy(), OrderedDict.fromkeys('xyz', 0))",
        f"out(list({v}.keys()), list({v}.values()), list(reversed({v})))",
        f"out({v}.pop({k}, 'none'), {v}.setdefault({k}, 3))",
        f"{v} = OrderedDict([({k}, 1), ('z', 2)])",
        f"{v}.update({{{k}: 5}}, q=1)",
    ])


def dd_op(r):
    v = r.choice(['e1', 'e2'])
    k = r.choice(KEYS)
    return r.choice([
        f"out({v}[{k}])", f"{v}[{k}].append(1) if isinstance({v}[{k}], list) else None",
        f"out({v})", f"out({v}.copy(), type({v}.copy()).__name__)",
        f"out({v} | e2, dict(e2) | {v}, {v} | {{{k}: 1}})",
        f"{v} |= {{{k}: 7}}", f"out({v}.get({k}), {k} in {v}, len({v}))",
        f"{v} = defaultdict({r.choice(['list', 'int', 'None', 'str'])})",
        f"out(defaultdict(3))", f"out(defaultdict(list, a=1), defaultdict(None, [(1, 2)]))",
        f"{v}.default_factory = {r.choice(['int', 'None'])}",
        f"out({v}.pop({k}, 0), {v}.setdefault({k}, 9))",
        f"out({v} == e2, {v} == dict({v}))",
    ])


def cm_op(r):
    k = r.choice(KEYS)
    return r.choice([
        f"out(cm[{k}])", f"cm[{k}] = {r.choice(SMALL)}", f"del cm[{k}]",
        f"out(cm, len(cm), list(cm), {k} in cm, bool(cm))",
        f"out(cm.get({k}), cm.get({k}, 'dflt'))", "out(cm.popitem())",
        f"out(cm.pop({k}))", f"out(cm.pop({k}, 'x'))", "cm = cm.new_child()",
        f"cm = cm.new_child({{{k}: 1}})", "cm = cm.parents", "out(cm.maps)",
        "out(cm.copy(), dict(cm), list(cm.items()), list(cm.values()))",
        f"cm.update({{{k}: 3}})", "cm.clear()", f"out(cm.setdefault({k}, 8))",
        "out(cm == ChainMap(dict(cm)), cm == dict(cm))",
        f"out(cm | {{{k}: 0}}, {{{k}: 0}} | cm)", f"cm |= {{{k}: 1}}",
        "out(ChainMap.fromkeys('ab', 1))",
    ])


def nt_op(r):
    return r.choice([
        "out(P(1, 2), P(x=1, y=2), P(1), P._fields, P._field_defaults)",
        "out(P(1, 2, 3))", "out(P())", "out(P(1, x=2))", "out(P(1, z=2))",
        "out(P(1, 2)._replace(y=5), P(1, 2)._asdict(), P._make([3, 4]))",
        "out(P._make([1]))", "out(P(1, 2)._replace(q=1))",
        "out(P(1, 2).x, P(1, 2)[1], P(1, 2) == (1, 2), hash(P(1, 2)) == hash((1, 2)))",
        "p = P(1, 2)\np.x = 5", "out(P.x.__doc__, P.__doc__, P.__name__)",
        f"out(namedtuple('Q', {r.choice(NT_FIELDS)}, rename={r.choice(['True', 'False'])}))",
        f"out(namedtuple('Q', 'a b', defaults={r.choice(['(1,)', '[1, 2]', '(1, 2, 3)', '()', 'None'])})._field_defaults)",
        f"out(namedtuple({r.choice(TYPENAMES)}, 'a'))",
        "out(T(), T(1, 2, 3), T(a=1, c=3))", "out(T(1, 2, 3, 4))", "out(T(b=1))",
        "out(T(1, b=2, d=4))", "out(repr(T(1)), T(1, 2)._asdict())",
    ])


TYPENAMES = ['"Q"', '"1Q"', '"def"', '"_Q"']
NT_FIELDS = ["'a b'", "'a, b, a'", "['a', '_b']", "'a class'", "'a 1b'", "['x', 'x', 'y']",
             "('a', 'b')", "'a,b,,c'", "[1, 2]"]


def user_op(r):
    return r.choice([
        "ud['k'] = 1", "out(ud, len(ud), 'k' in ud, ud.get('z'))", "out(ud['zz'])",
        "out(ud | {'q': 1}, {'q': 2} | ud, ud == {'k': 1})", "ud |= UserDict(m=3)",
        "out(ud.copy(), type(ud.copy()).__name__, ud.pop('k', None), ud.popitem() if ud else None)",
        "out(UserDict.fromkeys('ab'), list(ud.items()))", "out(md['missing'], md.get('x'))",
        "ul.append(4)", "ul.extend(UserList([5, 6]))", "out(ul, ul[1:], ul[0], len(ul))",
        "out(ul + [1], [1] + ul, ul + (2,), ul * 2, ul == [1, 2, 3])", "ul += 'ab'",
        "out(ul < UserList([9]), ul >= [0], 3 in ul)", "out(ul.pop(), ul.index(1), ul.count(1))",
        "ul.sort(key=repr)", "ul.reverse()", "out(ul.copy(), type(ul[:]).__name__)",
        "out(UserList('abc'), UserList(UserList([1])))",
        "out(us + 'x', 'x' + us, us * 2, us[1], us.upper(), us.split('b'), 'b' in us)",
        "out(us == 'abc', us < 'b', len(us), us.find('c'), us + us, list(us))",
        "out(us.replace('a', 'z'), type(us.strip()).__name__, us.startswith('a'), str(us), repr(us))",
        "out(UserString(5), UserString(us), us % () if '%' in us else us)",
    ])


MAKERS = [counter_op, deque_op, od_op, dd_op, cm_op, nt_op, user_op]

PRELUDE = '''from collections import Counter, deque, OrderedDict, defaultdict, ChainMap, namedtuple
from collections import UserDict, UserList, UserString
def out(*a):
    print(*[repr(x) for x in a])
c1 = Counter('abracadabra'); c2 = Counter({'a': 2, 'z': -1, 1: 3})
d1 = deque([1, 2, 3]); d2 = deque('ab', 3)
o1 = OrderedDict(a=1, b=2); o2 = OrderedDict([('b', 2), ('a', 1)])
e1 = defaultdict(list); e2 = defaultdict(int, {'a': 1})
cm = ChainMap({'a': 1}, {'b': 2, 'a': 3})
P = namedtuple('P', 'x y', defaults=[0])
T = namedtuple('T', ['a', 'b', 'c'], defaults=(2, 3))
ud = UserDict(k=0); ul = UserList([1, 2, 3]); us = UserString('abc')
class MD(UserDict):
    def __missing__(self, key):
        return 'missing:' + key
md = MD()
class SD(deque):
    def __init__(self, it=(), tag='t'):
        super().__init__(it, 4)
        self.tag = tag
    def first(self):
        return self[0] if self else None
d3 = SD('xyz')
'''


def program(seed, ops):
    r = random.Random(seed)
    lines = [PRELUDE]
    for i in range(ops):
        op = r.choice(MAKERS)(r)
        body = '\n'.join('    ' + ln for ln in op.split('\n'))
        lines.append(f"try:\n{body}\nexcept Exception as exc:\n    print({i}, type(exc).__name__, exc)")
    return '\n'.join(lines) + '\n'


if __name__ == '__main__':
    from randdiff import drive
    drive('collections_diff', program, 200)
