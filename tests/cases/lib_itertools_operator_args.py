# itertools/operator argument handling found by tools/iterfunc_diff.py: islice's
# checks in CPython's order and messages, ssize_t overflow of counts, r read
# before the iterable, repeat(x, None) refused, count(True) counting as 1,
# product lazy (repeat=20 over range(10) streams) and repeat=0 reading nothing,
# tee(x, 0) reading nothing, starmap's error for a non-iterable item,
# concat/iconcat as sequence concatenation, countOf/indexOf errors, length_hint
import operator as o, itertools as I, collections, array
class S:
    def __init__(self, v): self.v = v
    def __getitem__(self, i): return self.v[i]
    def __add__(self, other): return S(self.v + list(other))
    def __repr__(self): return 'S(%r)' % (self.v,)
class T:
    def __getitem__(self, i):
        if i: raise IndexError
        return i
    def __radd__(self, other): return 'radd'
class U(list):
    pass
class V:
    def __getitem__(self, i): return i
    def __add__(self, o): raise TypeError('inner')
class W:
    def __getitem__(self, i): return i
    def __iadd__(self, o): return 'iadd'
def show(f, g):
    try: print(f, repr(g()))
    except Exception as e: print(f, type(e).__name__, e)
show('o.concat(S([1]), [2])', lambda: o.concat(S([1]), [2]))
show('o.concat([1], S([2]))', lambda: o.concat([1], S([2])))
show('o.concat(S([1]), T())', lambda: o.concat(S([1]), T()))
show('o.concat(T(), T())', lambda: o.concat(T(), T()))
show('o.concat(U([1]), (2,))', lambda: o.concat(U([1]), (2,)))
show('o.concat(collections.deque([1]), [2])', lambda: o.concat(collections.deque([1]), [2]))
show('o.concat(collections.deque([1]), collections.deque([2]))', lambda: o.concat(collections.deque([1]), collections.deque([2])))
show('o.concat(V(), [1])', lambda: o.concat(V(), [1]))
show('o.iconcat(W(), [1])', lambda: o.iconcat(W(), [1]))
show('o.iconcat(S([1]), [3])', lambda: o.iconcat(S([1]), [3]))
show('o.iconcat([1], (2,))', lambda: o.iconcat([1], (2,)))
show('o.iconcat((1,), (2,))', lambda: o.iconcat((1,), (2,)))
show('o.concat(1, 2)', lambda: o.concat(1, 2))
show('o.concat(b"a", bytearray(b"b"))', lambda: o.concat(b"a", bytearray(b"b")))
show('o.concat(array.array("i", [1]), array.array("i", [2]))', lambda: o.concat(array.array("i", [1]), array.array("i", [2])))
show('o.concat({}, {})', lambda: o.concat({}, {}))
show('o.concat(range(2), range(2))', lambda: o.concat(range(2), range(2)))
show('o.concat("a", S([1]))', lambda: o.concat("a", S([1])))
show('list(I.starmap(pow, [(2, 3), [2, 2], "ab"]))', lambda: list(I.starmap(pow, [(2, 3), [2, 2], "ab"])))
show('list(I.starmap(pow, [5]))', lambda: list(I.starmap(pow, [5])))
show('I.tee(5, 0)', lambda: I.tee(5, 0))
show('repr(I.count(True))', lambda: repr(I.count(True)))
show('repr(I.count(False, True))', lambda: repr(I.count(False, True)))
show('repr(I.count(True, 2))', lambda: repr(I.count(True, 2)))
show('list(I.islice(I.count(2**63 - 2), 3))', lambda: list(I.islice(I.count(2**63 - 2), 3)))
show('repr(I.count(2**64))', lambda: repr(I.count(2**64)))
show('list(I.product(range(3), "ab"))', lambda: list(I.product(range(3), "ab")))
show('list(I.product())', lambda: list(I.product()))
show('list(I.product([], [1]))', lambda: list(I.product([], [1])))
show('list(I.product([1, 2], repeat=2))', lambda: list(I.product([1, 2], repeat=2)))
show('list(I.islice(I.product(range(10), repeat=20), 2))', lambda: list(I.islice(I.product(range(10), repeat=20), 2)))
show('o.length_hint([1, 2], 10**19)', lambda: o.length_hint([1, 2], 10**19))
show('o.length_hint(iter([1]), True)', lambda: o.length_hint(iter([1]), True))
show('list(I.islice(range(10), 2, None))', lambda: list(I.islice(range(10), 2, None)))
show('list(I.islice(range(10), None))', lambda: list(I.islice(range(10), None)))
show('list(I.islice(range(10), 1, 8, 3))', lambda: list(I.islice(range(10), 1, 8, 3)))
show('I.islice(range(3), 1, 2, 3, 4)', lambda: I.islice(range(3), 1, 2, 3, 4))
def consumed(x):
    return list(x) if hasattr(x, '__next__') else x
show('I.islice([1])', lambda: consumed(I.islice([1])))
show('I.islice([1], -1)', lambda: consumed(I.islice([1], -1)))
show('I.islice([1], -5)', lambda: consumed(I.islice([1], -5)))
show('I.islice([1], 1, -5)', lambda: consumed(I.islice([1], 1, -5)))
show('I.islice([1], -5, -1)', lambda: consumed(I.islice([1], -5, -1)))
show('I.islice([1], 1.5, None, 0)', lambda: consumed(I.islice([1], 1.5, None, 0)))
show('I.islice([1], 0, 10**20)', lambda: consumed(I.islice([1], 0, 10**20)))
show('I.islice([1], 0, None, 1.5)', lambda: consumed(I.islice([1], 0, None, 1.5)))
show('I.islice([1], True)', lambda: consumed(I.islice([1], True)))
show('I.combinations(5, 1.5)', lambda: consumed(I.combinations(5, 1.5)))
show('I.combinations(5, -1)', lambda: consumed(I.combinations(5, -1)))
show('I.combinations([1], 10**20)', lambda: consumed(I.combinations([1], 10**20)))
show('I.combinations_with_replacement(5, 1.5)', lambda: consumed(I.combinations_with_replacement(5, 1.5)))
show('I.permutations([1], 10**20)', lambda: consumed(I.permutations([1], 10**20)))
show('I.product([1], repeat=10**20)', lambda: consumed(I.product([1], repeat=10**20)))
show('I.tee([1], 10**20)', lambda: consumed(I.tee([1], 10**20)))
show('I.repeat(1, None)', lambda: consumed(I.repeat(1, None)))
show('I.repeat(1, 10**20)', lambda: consumed(I.repeat(1, 10**20)))
show('I.repeat(1, -10**20)', lambda: consumed(I.repeat(1, -10**20)))
show('I.repeat(0, True)', lambda: consumed(I.repeat(0, True)))
show('I.repeat(1, times=2)', lambda: consumed(I.repeat(1, times=2)))
show('o.countOf(None, 1)', lambda: consumed(o.countOf(None, 1)))
show('o.indexOf(5, 1)', lambda: consumed(o.indexOf(5, 1)))
show('o.length_hint([], 1.5)', lambda: consumed(o.length_hint([], 1.5)))
def once():
    print('iterated')
    yield 1
print(list(I.product(once(), repeat=0)), I.tee(once(), 0))
