# Builtins consuming iterators of user objects, stdlib containers keyed by
# frozen dataclasses, dates and namedtuples holding them.
from dataclasses import dataclass
from collections import Counter, defaultdict, OrderedDict, ChainMap, namedtuple
from dataclasses import dataclass as _dc
import functools, itertools
from datetime import date, datetime, timedelta

@dataclass(frozen=True)
class K:
    a: int
    b: str = "x"

ks = [K(1), K(2), K(1), K(3, "y"), K(2)]
c = Counter(ks)
print(c, c[K(1)], c.most_common(2), c[K(9)])
c.update([K(1)])
c.subtract({K(2): 1})
print(c, sorted(c.elements(), key=lambda k: k.a))
dd = defaultdict(int)
for k in ks:
    dd[k] += 1
print(dd)
od = OrderedDict()
for k in ks:
    od[k] = od.get(k, 0) + 1
od.move_to_end(K(1))
print(od, K(2) in od)
cm = ChainMap({K(1): "a"}, {K(2): "b"})
print(cm[K(2)], K(1) in cm)

@functools.lru_cache(maxsize=None)
def f(k):
    print("computing", k)
    return k.a * 2
print(f(K(1)), f(K(1)), f(K(2)))
print(dict(zip(ks, range(5))))
print({k: v for k, v in zip(ks, "abcde")})
print(sorted({k for k in ks}, key=lambda k: (k.a, k.b)))
print([(k, len(list(g))) for k, g in itertools.groupby(sorted(ks, key=lambda k: k.a))])
print(ks.count(K(1)), ks.index(K(3, "y")), K(2) in ks)
Pt = namedtuple("Pt", "x y")
print({Pt(K(1), 2): 1}[Pt(K(1), 2)])
days = {date(2024, 1, 1) + timedelta(days=i): i for i in range(3)}
print(days[date(2024, 1, 2)], datetime(2024, 1, 1, 5) in {datetime(2024, 1, 1, 5)})
print(set(ks) == {K(1), K(2), K(3, "y")}, set(ks) - {K(1)} == {K(2), K(3, "y")})
print(list(dict.fromkeys(ks)))
print(max(c, key=c.get), min(c.items(), key=lambda kv: kv[1]))
s = frozenset(ks)
print(len(s), {s: 1}[frozenset([K(2), K(1), K(3, "y")])])
print(len(set(itertools.chain(ks, ks))))


@dataclass(frozen=True, order=True)
class V2:
    a: int


vs2 = [V2(3), V2(1), V2(2)]
Pt2 = namedtuple('Pt2', 'x y')
print(Pt2(K(1), 2) == Pt2(K(1), 2), hash(Pt2(K(1), 2)) == hash((K(1), 2)), Pt2(K(1), 2) in {Pt2(K(1), 2)})
print(hash(V2(1)) == hash((1,)), hash(V2(2)) == hash((2,)))

print(sorted(iter(vs2)))
print(min(iter(vs2)), max(x for x in vs2), max(iter(vs2)))
print(sorted(zip(vs2, "abc")))
print(min(zip(vs2, "abc")))
print(set(zip(vs2, "abc")) == set(zip(vs2, "abc")))
print(dict(zip(vs2, range(3))))
print(dict(map(lambda v: (v, v.a), vs2)))
s = set(); s.update(iter(vs2)); print(len(s))
print(len(frozenset(iter(vs2))), len(set(map(V2, [1, 1, 2]))))
print(list(dict.fromkeys(iter(vs2))))
print(sum(iter([1,2])), any(v == V2(2) for v in vs2), V2(2) in iter(vs2), next(iter(vs2)))
print(list(filter(lambda v: v.a > 1, iter(vs2))), [V2(1), V2(2)].count(V2(1)))
print(sorted(iter(vs2), key=lambda v: v), sorted(iter(vs2), reverse=True))
