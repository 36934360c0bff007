"""Rank vendors by several keys with mixed directions: tuple keys with
negation, stable multi-pass sorts, itemgetter/attrgetter, cmp_to_key for a
custom rule, locale-free case-insensitive ordering, None-safe keys and
ties reported with ranks."""
from functools import cmp_to_key
from operator import itemgetter, attrgetter
from collections import namedtuple
from itertools import groupby

Vendor = namedtuple("Vendor", "name region rating orders revenue last_order")

orders = []
page = 1
while page:
    res = list_orders(page=page, page_size=15)
    orders.extend(res["items"])
    page = res["next_page"]
print("orders:", len(orders))

by_product = {}
for o in orders:
    d = by_product.setdefault(o["product"], {"orders": 0, "revenue": 0.0, "regions": set(), "last": ""})
    d["orders"] += 1
    d["revenue"] += o["quantity"] * o["unit_price"]
    d["regions"].add(o["region"])
    d["last"] = max(d["last"], o["created"])

vendors = []
for i, (name, d) in enumerate(sorted(by_product.items())):
    rating = [4.5, 3.9, 4.5, None, 4.1, 3.9][i % 6]
    vendors.append(Vendor(name.title() if i % 2 else name, sorted(d["regions"])[0], rating,
                          d["orders"], round(d["revenue"], 2), d["last"][:10]))

print("\n-- rating desc (None last), revenue desc, name --")
for v in sorted(vendors, key=lambda v: (v.rating is None, -(v.rating or 0), -v.revenue, v.name.lower())):
    print(f"  {v.name:<12} {v.rating!s:>4} {v.revenue:>9.2f} {v.orders:>3}")

print("-- stable two-pass: region asc, then orders desc within --")
tmp = sorted(vendors, key=attrgetter("orders"), reverse=True)
for v in sorted(tmp, key=attrgetter("region")):
    print(f"  {v.region:<6} {v.name:<12} {v.orders}")

print("-- casefold vs plain --")
names = [v.name for v in vendors] + ["Ärger", "zeta", "Zeta", "éclair", "Eclair"]
print(sorted(names))
print(sorted(names, key=str.casefold))
print(sorted(names, key=lambda s: (s.casefold(), s)))


def compare(a, b):
    # custom business rule: higher rating wins unless revenue differs by > 100
    if abs(a.revenue - b.revenue) > 100:
        return -1 if a.revenue > b.revenue else 1
    ra, rb = a.rating or 0, b.rating or 0
    return (ra < rb) - (ra > rb) or (a.name > b.name) - (a.name < b.name)


print("-- cmp_to_key --")
print([v.name for v in sorted(vendors, key=cmp_to_key(compare))])
print(min(vendors, key=cmp_to_key(compare)).name, max(vendors, key=cmp_to_key(compare)).name)

print("-- dense ranking with ties --")
ranked = sorted(vendors, key=lambda v: -(v.rating or 0))
rank = 0
for key, grp in groupby(ranked, key=lambda v: v.rating or 0):
    rank += 1
    grp = list(grp)
    print(f"  #{rank} rating={key}: {', '.join(sorted(g.name for g in grp))}{' (tie)' if len(grp) > 1 else ''}")

rows = [(o["region"], o["status"], o["quantity"], o["id"]) for o in orders[:12]]
print(sorted(rows, key=itemgetter(1, 0))[:4])
print(sorted(rows, key=itemgetter(2), reverse=True)[:3])
print(sorted(rows, key=lambda r: (r[0], -r[2], r[3]))[:4])
print(sorted({"b": 2, "a": 3, "c": 1}.items(), key=itemgetter(1)), sorted([3, 1, 2], reverse=True))
print(sorted(["10", "9", "100", "1"]), sorted(["10", "9", "100", "1"], key=int), sorted(["b2", "a10", "a2"], key=lambda s: (s[0], int(s[1:]))))
data = [(1, "b"), (1, "a"), (0, "c")]
data.sort(key=itemgetter(0))
print(data)
try:
    sorted(vendors, key=attrgetter("rating"))
except TypeError as e:
    print("TypeError:", e)
try:
    sorted([{"a": 1}, {"a": 2}])
except TypeError as e:
    print("TypeError:", e)
try:
    [3, 1].sort(lambda x: x)
except TypeError as e:
    print("TypeError:", e)
print(sorted([0.0, -0.0, float("nan"), 1.0, -1.0])[:2], sorted([True, 0, 2, False]), sorted("Hello World"))
