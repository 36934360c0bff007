import heapq
import itertools as it
import math
import operator
from collections import ChainMap, namedtuple, Counter, deque
from typing import Dict, Iterable, Iterator, List, Tuple

Bar = namedtuple("Bar", ["symbol", "date", "close", "volume"], defaults=[0])
SYMBOLS = ["ACME", "GLOBX", "INIT"]


def bars(symbol: str) -> Iterator[Bar]:
    for b in get_stock(symbol, days=10):
        yield Bar(symbol, b["date"], b["close"], b["volume"])


streams = [bars(s) for s in SYMBOLS]
merged = list(heapq.merge(*streams, key=operator.attrgetter("date")))
print(len(merged), merged[0], merged[-1]._asdict())

by_day = {d: list(g) for d, g in it.groupby(merged, key=lambda b: b.date)}
for d, grp in it.islice(by_day.items(), 3):
    print(d, [(b.symbol, b.close) for b in sorted(grp, key=operator.attrgetter("close"), reverse=True)])

closes: Dict[str, List[float]] = {s: [b.close for b in merged if b.symbol == s] for s in SYMBOLS}
for s, cs in closes.items():
    run_max = list(it.accumulate(cs, max))
    changes = [round(b - a, 2) for a, b in it.pairwise(cs)]
    ups = sum(1 for _ in it.filterfalse(lambda c: c <= 0, changes))
    streak = max((len(list(g)) for k, g in it.groupby(changes, key=lambda c: c > 0) if k), default=0)
    print(f"{s:<6} high={run_max[-1]:>7.2f} ups={ups} best streak={streak} first3={list(it.islice(changes, 3))}")

pairs = list(it.combinations(SYMBOLS, 2))
def corr(a: List[float], b: List[float]) -> float:
    ma, mb = sum(a) / len(a), sum(b) / len(b)
    num = sum((x - ma) * (y - mb) for x, y in zip(a, b))
    den = math.sqrt(sum((x - ma) ** 2 for x in a) * sum((y - mb) ** 2 for y in b))
    return num / den
for a, b in pairs:
    print(f"corr({a},{b}) = {corr(closes[a], closes[b]):+.4f}")

vol = Counter()
for b in merged:
    vol[b.symbol] += b.volume
print(vol.most_common(1), sum(vol.values()), vol["NOPE"], +vol, vol - Counter(ACME=10**9))
top = heapq.nlargest(3, merged, key=lambda b: b.volume)
low = heapq.nsmallest(2, merged, key=operator.attrgetter("close"))
print([(b.symbol, b.date[-2:], b.volume) for b in top], [(b.symbol, b.close) for b in low])
print(list(it.zip_longest("abc", [1, 2], fillvalue="-")), list(it.chain.from_iterable([[1], [2, 3]])))
print(list(it.starmap(pow, [(2, 5), (3, 2)])), list(it.compress("abcdef", [1, 0, 1, 0, 1, 1])))
print(list(it.takewhile(lambda x: x < 3, [1, 2, 5, 1])), list(it.dropwhile(lambda x: x < 3, [1, 2, 5, 1])))
print(list(it.product("ab", range(2))), list(it.permutations(range(3), 2))[:4], len(list(it.combinations_with_replacement("abc", 2))))
cyc = it.cycle("xy")
print([next(cyc) for _ in range(5)], list(it.repeat("z", 3)), list(it.islice(it.count(10, 2.5), 4)))
a, b = it.tee(iter([1, 2, 3]))
print(list(a), list(b), list(it.accumulate([1, 2, 3, 4], operator.mul, initial=10)))
window = deque(maxlen=3)
avgs = []
for c in closes["ACME"]:
    window.append(c)
    avgs.append(round(sum(window) / len(window), 3))
print(avgs, window, window.maxlen)
defaults = {"currency": "USD", "days": 10}
cfg = ChainMap({"days": 5}, defaults)
print(cfg["days"], cfg["currency"], dict(cfg), cfg.maps[1] is defaults, cfg.new_child({"x": 1})["x"])
print(math.comb(10, 3), math.perm(5, 2), math.prod([1.5, 2, 4]), math.dist((0, 0), (3, 4)), math.isqrt(99), math.lcm(4, 6), math.gcd(12, 18, 27))
