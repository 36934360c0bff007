import statistics
import math
from itertools import groupby, accumulate, chain
from collections import namedtuple, OrderedDict
from operator import attrgetter, itemgetter

Sale = namedtuple("Sale", ["region", "month", "rep", "amount"])

rows = [
    ("north", "2024-01", "ann", 1200.0), ("north", "2024-01", "bob", 950.5),
    ("south", "2024-01", "cid", 2200.0), ("north", "2024-02", "ann", 1430.25),
    ("south", "2024-02", "cid", 1800.0), ("south", "2024-02", "dee", 640.0),
    ("east", "2024-01", "eve", 3100.0), ("east", "2024-02", "eve", 2875.5),
    ("north", "2024-03", "bob", 1010.0), ("south", "2024-03", "dee", 720.0),
]
sales = [Sale(*r) for r in rows]
print(sales[0], sales[0]._asdict())
print(sales[1]._replace(amount=1000.0))

amounts = [s.amount for s in sales]
print(f"n={len(amounts)} mean={statistics.mean(amounts):.2f} median={statistics.median(amounts)}")
print(f"stdev={statistics.stdev(amounts):.3f} pstdev={statistics.pstdev(amounts):.3f}")
print("quantiles:", [round(q, 2) for q in statistics.quantiles(amounts, n=4)])
print("fmean:", statistics.fmean(amounts), "geo:", round(statistics.geometric_mean(amounts), 4))
print("harmonic:", round(statistics.harmonic_mean(amounts), 4))
print("mode of regions:", statistics.mode(s.region for s in sales))

key = attrgetter("region")
for region, grp in groupby(sorted(sales, key=key), key=key):
    grp = list(grp)
    tot = sum(s.amount for s in grp)
    print(f"{region:<6} {len(grp)} sales, total {tot:>9,.2f}, best {max(grp, key=attrgetter('amount')).rep}")

monthly = OrderedDict()
for s in sorted(sales, key=attrgetter("month")):
    monthly[s.month] = monthly.get(s.month, 0) + s.amount
running = list(accumulate(monthly.values()))
for (m, v), r in zip(monthly.items(), running):
    print(f"{m}: {v:10.2f} cumulative {r:10.2f}")
print(monthly)
growth = [(b - a) / a for a, b in zip(list(monthly.values()), list(monthly.values())[1:])]
print(["{:+.1%}".format(g) for g in growth])

reps = sorted({s.rep for s in sales})
print(reps, len(list(chain.from_iterable([reps, reps]))))
z = [(a - statistics.mean(amounts)) / statistics.stdev(amounts) for a in amounts]
print("outliers:", [s.rep for s, zz in zip(sales, z) if abs(zz) > 1.2])
print(math.fsum(amounts), sum(amounts), math.isclose(math.fsum(amounts), sum(amounts)))
print(sorted(sales, key=itemgetter(3), reverse=True)[:3])
print("log10 total:", round(math.log10(sum(amounts)), 6), math.ceil(sum(amounts) / 1000), math.floor(-2.5))
print(statistics.median_low([3, 1, 4, 1]), statistics.median_high([3, 1, 4, 1]), statistics.multimode("aabbc"))
print(statistics.variance([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]))
