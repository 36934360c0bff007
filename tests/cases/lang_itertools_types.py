# itertools objects are of their own types, as CPython's C types: names,
# reprs, isinstance, no new attributes, argument errors; they still work
# lazily and mix with next() and for loops.
import itertools as it


def show(o):
    t = type(o)
    r = repr(o)
    if " at 0x" in r:
        r = r[:r.index(" at 0x")] + ">"
    print(t.__name__, t.__module__, t.__qualname__, r, isinstance(o, t),
          iter(o) is o)
    try:
        o.extra = 1
        print("  set")
    except AttributeError as e:
        print("  AttributeError:", e)


objs = [it.count(3), it.repeat("x", 2), it.chain([1], [2]), it.chain.from_iterable([[1]]),
        it.islice(range(10), 2, 8, 3), it.groupby("aab"), it.cycle("ab"),
        it.accumulate([1, 2, 3]), it.product("ab", repeat=2), it.permutations("abc", 2),
        it.combinations("abc", 2), it.combinations_with_replacement("ab", 2),
        it.zip_longest("ab", "c", fillvalue="-"), it.starmap(pow, [(2, 3)]),
        it.takewhile(bool, [1, 0]), it.dropwhile(bool, [1, 0, 2]),
        it.filterfalse(None, [0, 1, 0]), it.compress("abc", [1, 0, 1]),
        it.pairwise("abcd"), it.tee("ab")[0]]
for o in objs:
    show(o)
    got = list(it.islice(o, 6))
    if type(o) is it.groupby:
        got = [(k, type(g).__name__, list(g)) for k, g in got]
    print("  ", got)

k, g = next(it.groupby("aab"))
show(g)
print(k, list(g))
print([(k, list(g)) for k, g in it.groupby([1, 1, 2, 3, 3], key=lambda v: v % 2)])
print([(k, list(g)) for k, g in list(it.groupby("aabbbc"))])
gb = it.groupby("aabbc")
k1, g1 = next(gb)
print(k1, next(g1))
k2, g2 = next(gb)
print(k2, list(g1), list(g2), [k for k, _ in gb])

c = it.chain("ab", "cd")
print(next(c), [x for x in c])
s = it.islice(it.count(), 0, None, 2)
print(next(s), next(s), next(iter(s)))
a, b = it.tee(iter([1, 2, 3]), 2)
print(next(a), list(b), list(a))
print(type(a).__name__, type(it.tee([1], 1)[0]).__name__)

for call in (lambda: it.islice(), lambda: it.islice([1]), lambda: it.islice([1], 1, 2, 3, 4),
             lambda: it.islice([1], 1, x=2), lambda: it.cycle(), lambda: it.cycle([1], z=1),
             lambda: it.chain(x=1), lambda: it.accumulate(), lambda: it.accumulate([1], 1, 2, 3),
             lambda: it.accumulate([1], zz=1), lambda: it.starmap(abs),
             lambda: it.groupby(), lambda: it.groupby([1], 1, 2),
             lambda: it.groupby([1], zz=1), lambda: it.compress([1]),
             lambda: it.combinations([1]), lambda: it.combinations([1], 1, r=1),
             lambda: it.permutations(), lambda: it.product(1), lambda: it.product([1], zz=1),
             lambda: it.zip_longest([1], zz=1), lambda: it.pairwise(), lambda: it.tee(),
             lambda: it.tee([1], 2, 3), lambda: it.tee([1], n=2), lambda: it.count(x=1),
             lambda: it.count(1, 2, 3), lambda: it.repeat(), lambda: it.repeat(1, 2, times=3),
             lambda: it.takewhile(abs), lambda: it.dropwhile(abs, [1], [2]),
             lambda: it.filterfalse(None), lambda: it.chain(1).__next__(),
             lambda: it.chain.from_iterable(1)):
    try:
        r = call()
        print("made", type(r).__name__)
    except TypeError as e:
        print("TypeError:", e)


class MyChain(it.chain):
    pass


m = MyChain("ab", "c")
m.note = "subclass instances have a __dict__"
print(type(m).__name__, isinstance(m, it.chain), list(m), m.note)
