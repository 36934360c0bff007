# User __hash__/__eq__ inside dict and set operations, and comparisons of
# containers holding user objects (DESIGN-user-code tier 3).
from dataclasses import dataclass
from datetime import date, timedelta
from collections import Counter, defaultdict


class P:
    def __init__(self, x):
        self.x = x
    def __eq__(self, o):
        return isinstance(o, P) and self.x == o.x
    def __hash__(self):
        return hash(self.x)
    def __repr__(self):
        return f"P({self.x})"


@dataclass(frozen=True)
class Pt:
    x: int
    y: int


@dataclass(frozen=True, order=True)
class Ver:
    major: int
    minor: int


# dict displays, item get/set/del, membership
d = {P(1): "a", P(2): "b"}
print(d[P(1)], d[P(2)], P(3) in d, P(1) in d, P(1) not in d)
d[P(3)] = "c"
d[P(1)] = "A"
print(d)
del d[P(2)]
print(d, len(d))
try:
    d[P(9)]
except KeyError as e:
    print("KeyError", e)
try:
    del d[P(9)]
except KeyError as e:
    print("KeyError", repr(e))

# dict methods
print(d.get(P(1)), d.get(P(7)), d.get(P(7), 0))
print(d.setdefault(P(4), []), d.setdefault(P(1), "x"))
print(d.pop(P(4)), d.pop(P(42), "dflt"))
try:
    d.pop(P(42))
except KeyError as e:
    print("KeyError", e)
d.update({P(5): 5}, )
d.update([(P(6), 6), (P(1), "one")])
d.update(((P(k), k) for k in range(7, 9)))
print(d)
print(dict([(P(1), 1), (P(1), 2)]), dict.fromkeys([P(1), P(2), P(1)], 0))
print({P(i % 3): i for i in range(7)})
print({**{P(1): 1}, **{P(1): 2, P(2): 3}})
try:
    d.update([(P(1), 2, 3)])
except ValueError as e:
    print("ValueError", e)

# sets
s = {P(1), P(2), P(1)}
print(len(s), P(1) in s, P(5) in s)
s.add(P(2)); s.add(P(3))
s.discard(P(1)); s.discard(P(99))
print(sorted(s, key=lambda p: p.x))
try:
    s.remove(P(99))
except KeyError as e:
    print("KeyError", e)
print(len({P(i % 4) for i in range(20)}), len(set(P(i % 5) for i in range(20))))
a = {P(1), P(2), P(3)}
b = {P(2), P(3), P(4)}
key = lambda p: p.x
for r in (a | b, a & b, a - b, a ^ b, a.union([P(9)]), a.intersection([P(1), P(7)]),
          a.difference([P(1)]), a.symmetric_difference([P(1), P(8)])):
    print(sorted(r, key=key))
print(a <= b, a < a | b, a == {P(3), P(2), P(1)}, a != b, a.issubset(a | b),
      a.issuperset([P(1)]), a.isdisjoint([P(7)]), frozenset(a) == a)
c = set(a)
c |= b
c -= {P(1)}
c ^= {P(2), P(10)}
print(sorted(c, key=key))
c &= {P(3), P(10), P(11)}
print(sorted(c, key=key))
fs = frozenset([P(1), P(1), P(2)])
print(len(fs), P(2) in fs, hash(fs) == hash(frozenset([P(2), P(1)])))

# frozen dataclasses and dates as keys
counts = {}
for p in [Pt(1, 2), Pt(1, 2), Pt(0, 0)]:
    counts[p] = counts.get(p, 0) + 1
print(counts)
seen = set()
for day in [date(2024, 1, 1), date(2024, 1, 2), date(2024, 1, 1)]:
    if day in seen:
        print("again", day)
    seen.add(day)
byday = defaultdict(list)
for i in range(5):
    byday[date(2024, 1, 1) + timedelta(days=i % 2)].append(i)
print(dict(byday))
print(Counter([Pt(1, 1), Pt(1, 1), Pt(2, 2)]).most_common(1))
print(sorted({Ver(1, 2), Ver(1, 0), Ver(0, 9)}))

# tuples holding user objects: hashing, equality, ordering
print(hash((P(1), 2)) == hash((1, 2)), (P(1), 2) == (P(1), 2), [P(1)] == [P(2)])
print({(P(1), "a"): 1}[(P(1), "a")], (Ver(1, 0), 1) < (Ver(1, 0), 2))
print(sorted([(Ver(1, 2), "b"), (Ver(1, 0), "a"), (Ver(0, 1), "c")]))
print(max([(Ver(1, 2), 1), (Ver(2, 0), 0)]), [P(1), P(2)].index(P(2)))
print({1: [P(1)]} == {1: [P(1)]}, {P(1): 1} == {P(1): 1}, {P(1): 1} != {P(1): 2})

# hash() of user objects: reduced as CPython reduces ints
class Big:
    def __hash__(self):
        return 2 ** 64 + 5
class Neg:
    def __hash__(self):
        return -1
print(hash(Big()), hash(Neg()))
class Bad:
    def __hash__(self):
        return "x"
try:
    {Bad(): 1}
except TypeError as e:
    print("TypeError", e)


# mixed keys: a builtin key probing past a user key with the same hash
class Five:
    def __hash__(self):
        return 5
    def __eq__(self, o):
        print("Five.__eq__", o)
        return o == 5
m = {Five(): "five"}
print(m.get(5), 5 in m, m.get(6))


# __eq__ that mutates the dict: the lookup restarts as in CPython
class Evil:
    def __init__(self, d):
        self.d = d
        self.n = 0
    def __hash__(self):
        return 1
    def __eq__(self, o):
        self.n += 1
        if self.n == 1:
            self.d[object()] = 0
        return False
ev = {}
e1 = Evil(ev)
ev[e1] = 1
e2 = Evil(ev)
print(e2 in ev, len(ev))

# unhashable: __eq__ without __hash__
class NoHash:
    def __eq__(self, o):
        return True
try:
    {NoHash()}
except TypeError as e:
    print("TypeError", e)

# str/repr of builtin exceptions holding user objects
try:
    {}[P(9)]
except KeyError as e:
    print("KeyError", e, repr(e), str(e), e.args)
print(str(ValueError(P(1))), repr(ValueError(P(1), 2)), str(ValueError(P(1), "x")))
