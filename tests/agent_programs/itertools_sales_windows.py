# Sales windows with itertools: pairwise deltas, accumulate running totals, groupby runs, islice pages, tee, compress, starmap, product, combinations, zip_longest, cycle.
from itertools import (pairwise, accumulate, groupby, islice, tee, compress, starmap, product, combinations,
                       combinations_with_replacement, permutations, zip_longest, cycle, repeat, count, chain, filterfalse, takewhile, dropwhile)
import operator

closes = {s: [d["close"] for d in get_stock(s, days=12)] for s in ("ACME", "GLOBX", "INITECH")}
for sym, px in closes.items():
    deltas = [round(b - a, 2) for a, b in pairwise(px)]
    ups = ["+" if d > 0 else "-" for d in deltas]
    runs = [(k, len(list(g))) for k, g in groupby(ups)]
    longest = max(runs, key=lambda r: (r[1], r[0]))
    print(f"{sym:<8} first={px[0]:>7} last={px[-1]:>7} runs={''.join(k * n for k, n in runs)} longest={longest}")
    print("   running max", list(accumulate(px, max))[-3:], "cum", [round(x, 2) for x in accumulate(deltas)][-2:])
    print("   3-day", [round(sum(w) / 3, 2) for w in zip(px, px[1:], px[2:])][:4])

orders = []
page = 1
while page:
    r = list_orders(page=page, page_size=15)
    orders.extend(r["items"])
    page = r["next_page"]
orders.sort(key=operator.itemgetter("region", "product"))
for region, group in groupby(orders, key=operator.itemgetter("region")):
    g1, g2 = tee(group)
    qty = sum(o["quantity"] for o in g1)
    products = sorted({o["product"] for o in g2})
    print(f"{region:<6} qty={qty:>3} products={','.join(products)}")
print(list(accumulate([1, 2, 3, 4], operator.mul, initial=10)), list(accumulate([], initial=0)), list(accumulate("abc")))
print(list(islice(count(100, 7), 3, 12, 4)), list(islice("abcdefg", 2)), list(islice(cycle("xy"), 5)))
mask = [o["status"] == "shipped" for o in orders]
print(sum(1 for _ in compress(orders, mask)), list(compress("ABCDEF", [1, 0, 1, 0, 1, 1])))
print(list(starmap(pow, [(2, 5), (3, 2), (10, 3)])), list(starmap(lambda *a: "-".join(a), ["ab", "cd"])))
sizes, colors = ["S", "M"], ["red", "blue", "green"]
print(["/".join(p) for p in product(sizes, colors)], len(list(product(range(3), repeat=3))))
print(list(combinations("ABCD", 2)), list(combinations_with_replacement([1, 2, 3], 2))[:4], len(list(permutations(range(5), 3))))
print(list(zip_longest("abc", [1, 2], fillvalue="?")), list(zip_longest())), list(zip_longest([1], [], [2, 3]))
print(list(repeat("ok", 3)), list(map(pow, range(4), repeat(2))), list(chain.from_iterable(["ab", [1, 2], ()])))
print(list(filterfalse(None, [0, 1, "", "x", None, []])), list(takewhile(lambda x: x < 5, [1, 4, 6, 2])), list(dropwhile(str.isspace, "  hi ")))
best_pair = max(combinations(closes, 2), key=lambda p: abs(closes[p[0]][-1] - closes[p[1]][-1]))
print("widest gap", best_pair)
it = iter(range(10))
batches = list(iter(lambda: list(islice(it, 4)), []))
print(batches)
a, b = tee(iter([1, 2, 3]), 2)
print(next(a), list(b), list(a))
print(list(pairwise("x")), list(pairwise([])), list(groupby([])), [(k, list(g)) for k, g in groupby("aaAbB", key=str.lower)])
try:
    list(islice("abc", -1))
except ValueError as e:
    print("ValueError:", e)
try:
    list(combinations("ab", -1))
except ValueError as e:
    print("ValueError:", e)
