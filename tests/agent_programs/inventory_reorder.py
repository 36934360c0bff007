# Reorder planning across warehouses: namedtuples, sorting with multiple keys, a fixed-width report.
from collections import namedtuple, Counter, ChainMap
from operator import attrgetter, itemgetter
from itertools import groupby
import math

Line = namedtuple("Line", ["warehouse", "sku", "name", "qty", "reorder_at", "price"])
lines = []
missing = []
for wh in ["AMS", "BER", "NYC", "SFO", "LHR"]:
    try:
        for it in get_inventory(wh):
            lines.append(Line(wh, **it))
    except KeyError as e:
        missing.append(e.args[0])
print(f"{len(lines)} lines from {len({l.warehouse for l in lines})} warehouses; missing {missing}")

low = sorted((l for l in lines if l.qty <= l.reorder_at), key=attrgetter("name", "warehouse"))
print(f"{'item':<12}{'wh':<5}{'qty':>4}{'min':>5}{'order':>7}{'cost':>10}")
total = 0
for l in low:
    order = max(l.reorder_at * 3 - l.qty, 0)
    order = math.ceil(order / 5) * 5
    cost = order * l.price
    total += cost
    print(f"{l.name:<12}{l.warehouse:<5}{l.qty:>4}{l.reorder_at:>5}{order:>7}{cost:>10.2f}")
print(f"{'':<33}{total:>10.2f}")

by_name = {k: sum(l.qty for l in g) for k, g in groupby(sorted(lines, key=attrgetter("name")), key=attrgetter("name"))}
print(sorted(by_name.items(), key=itemgetter(1), reverse=True)[:3])
stock = Counter()
for l in lines:
    stock[l.name] += l.qty
print(stock.most_common(2), stock.total(), +Counter({"a": -1, "b": 2}), stock["nonexistent"])
a = Counter(l.name for l in lines if l.warehouse == "AMS" and l.qty > 30)
b = Counter(l.name for l in lines if l.warehouse == "NYC" and l.qty > 30)
print(sorted((a | b).elements())[:4], a & b, a - b, a + b == b + a)
defaults = {"currency": "EUR", "safety_factor": 3, "round_to": 5}
overrides = {"safety_factor": 2}
cfg = ChainMap(overrides, defaults)
print(cfg["safety_factor"], cfg["currency"], dict(cfg), cfg.maps[0], len(cfg))
child = cfg.new_child({"currency": "USD"})
print(child["currency"], child.parents["currency"], list(child))
priciest = max(lines, key=lambda l: (l.price, l.sku))
print(priciest, priciest._asdict()["price"], Line._make(["X", "S", "n", 0, 1, 2.0]))
values = sorted({round(l.qty * l.price, -1) for l in lines})
print(values[:5], len(values), math.fsum(l.qty * l.price for l in lines))
