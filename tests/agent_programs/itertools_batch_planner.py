"""Plan shipping batches with itertools: batching by size (3.12's batched
done by hand with islice), groupby on sorted keys, accumulate running
totals with initial, pairwise gaps, combinations to pick orders that fill
a truck, product of options, zip_longest, starmap, takewhile/dropwhile,
filterfalse, compress, cycle for round-robin, tee, chain.from_iterable."""
from itertools import (islice, groupby, accumulate, pairwise, combinations, product, zip_longest,
                       starmap, takewhile, dropwhile, filterfalse, compress, cycle, tee, chain, count,
                       repeat, permutations, combinations_with_replacement)
from operator import itemgetter, mul
import math


def batched(iterable, n):
    it = iter(iterable)
    while chunk := tuple(islice(it, n)):
        yield chunk


orders = list_orders(status="pending", page_size=30)["items"] + list_orders(status="shipped", page_size=30)["items"]
orders.sort(key=itemgetter("region", "created"))
print(len(orders), "orders")
for region, grp in groupby(orders, key=itemgetter("region")):
    grp = list(grp)
    qty = [o["quantity"] for o in grp]
    print(f"{region:<6} n={len(grp):>2} running={list(accumulate(qty))} max-run={list(accumulate(qty, max))[-1]}")
print([len(b) for b in batched(orders, 7)], list(batched("abcdefg", 3)))
print(list(accumulate([1, 2, 3, 4], mul, initial=10)), list(accumulate([], initial=0)))

dates = sorted(o["created"][:10] for o in orders)
gaps = [(a, b) for a, b in pairwise(dates) if a[5:7] != b[5:7]]
print("month changes:", gaps)

truck = 20
north = [o for o in orders if o["region"] == "north"][:8]
best = None
for k in range(1, 5):
    for combo in combinations(north, k):
        load = sum(o["quantity"] for o in combo)
        if load <= truck and (best is None or load > best[0] or (load == best[0] and len(combo) < len(best[1]))):
            best = (load, combo)
print("best fill:", best[0], [o["id"] for o in best[1]])
print(math.comb(len(north), 3), sum(1 for _ in combinations(range(8), 3)), len(list(permutations("abc", 2))))
print(list(combinations_with_replacement("xy", 2)), list(product("ab", [1, 2])), len(list(product(range(3), repeat=3))))

carriers = ["UPS", "DHL"]
speeds = ["std", "express"]
price = {"UPS": 5.0, "DHL": 6.5, "std": 1.0, "express": 2.2}
options = sorted(product(carriers, speeds), key=lambda cs: price[cs[0]] * price[cs[1]])
print([f"{c}/{s}={price[c] * price[s]:.1f}" for c, s in options])

ids = [o["id"] for o in orders[:5]]
weights = [o["quantity"] for o in orders[:3]]
print(list(zip_longest(ids, weights, fillvalue=0)))
print(list(starmap(pow, [(2, 5), (3, 2), (10, 0)])), list(starmap(lambda a, b: f"{a}:{b}", zip("ab", count(1)))))
qty = [o["quantity"] for o in orders]
print(list(takewhile(lambda q: q < 8, qty))[:6], list(dropwhile(lambda q: q < 8, qty))[:3])
print(list(filterfalse(lambda o: o["tags"], orders))[:2] == [o for o in orders if not o["tags"]][:2])
print(list(compress(ids, [1, 0, 1, 0, 1])), list(compress("abc", repeat(True))))
rr = cycle(["alice", "bob", "cy"])
assign = {o["id"]: next(rr) for o in orders[:7]}
print(assign)
a, b = tee(iter(qty[:6]))
print(list(a), sum(b), list(islice(count(10, 5), 4)), list(islice("abcdefgh", 1, None, 3)))
print(list(chain.from_iterable(o["tags"] for o in orders[:10])), list(chain("ab", [1], ())))
print(list(islice(zip(count(), cycle("xy")), 5)), list(repeat("z", 3)), list(zip(*[iter(range(6))] * 2)))
try:
    list(islice(qty, -1))
except ValueError as e:
    print("ValueError:", e)
try:
    next(pairwise([1]))
except StopIteration:
    print("pairwise of one: empty")
it = groupby("aaabcc")
k1, g1 = next(it)
k2, g2 = next(it)
print(k1, list(g1), k2, list(g2))
