# Plan stock transfers between warehouses: classes with __add__/__sub__/__iter__, sorting by shortage, and a summary table.
from collections import Counter
from dataclasses import dataclass

class Stock:
    def __init__(self, counts=None):
        self.counts = Counter(counts or {})
    def __add__(self, other):
        return Stock(self.counts + other.counts)
    def __sub__(self, other):
        c = Counter(self.counts)
        c.subtract(other.counts)
        return Stock(c)
    def __iter__(self):
        return iter(sorted(self.counts.items()))
    def __getitem__(self, k):
        return self.counts[k]
    def __len__(self):
        return sum(1 for _, v in self.counts.items() if v > 0)
    def __repr__(self):
        return "Stock(" + ", ".join(f"{k}={v}" for k, v in self) + ")"

@dataclass
class Move:
    src: str
    dst: str
    item: str
    qty: int
    def __str__(self):
        return f"{self.qty:>3} x {self.item:<12} {self.src} -> {self.dst}"

whs = ["AMS", "BER", "NYC", "SFO"]
stock, need = {}, {}
for wh in whs:
    rows = get_inventory(wh)
    stock[wh] = Stock({r["name"]: r["qty"] for r in rows})
    need[wh] = Stock({r["name"]: r["reorder_at"] * 2 for r in rows})
total = sum((stock[w] for w in whs), Stock())
print("network:", total, len(total))
moves = []
for wh in whs:
    gap = need[wh] - stock[wh]
    for item, short in sorted(gap, key=lambda kv: -kv[1]):
        if short <= 0:
            continue
        donors = sorted((w for w in whs if w != wh), key=lambda w: -(stock[w][item] - need[w][item]))
        for d in donors:
            spare = stock[d][item] - need[d][item]
            if spare <= 0 or short <= 0:
                continue
            q = min(spare, short)
            moves.append(Move(d, wh, item, q))
            stock[d].counts[item] -= q
            stock[wh].counts[item] += q
            short -= q
        if short > 0:
            print(f"  {wh}: still short {short} {item}")
print(f"{len(moves)} moves")
for m in moves:
    print(" ", m)
by_route = Counter((m.src, m.dst) for m in moves)
print(by_route.most_common(3))
after = sum((stock[w] for w in whs), Stock())
print(after == total, list(after) == list(total), after.counts == total.counts)
