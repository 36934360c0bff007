# Build a per-region revenue summary; an unexpected region key in the data
# blows up inside a nested comprehension in a method (uncaught).
from dataclasses import dataclass


@dataclass
class RegionTargets:
    targets: dict

    def attainment(self, revenue):
        return {r: round(revenue[r] / self.targets[r] * 100, 1)
                for r in sorted(revenue)}


def load_all(status):
    items, page = [], 1
    while page:
        resp = list_orders(status=status, page=page)
        items += resp["items"]
        page = resp["next_page"]
    return items


orders = load_all("delivered")
revenue = {}
for o in orders:
    revenue[o["region"]] = revenue.get(o["region"], 0) + o["quantity"] * o["unit_price"]
print({k: round(v, 2) for k, v in sorted(revenue.items())})

targets = RegionTargets({"north": 120.0, "south": 150.0, "east": 90.0})
partial = {r: revenue[r] for r in revenue if r in targets.targets}
print("partial:", targets.attainment(partial))
rows = [[f"{r}:{p}%" for r, p in targets.attainment(revenue).items() if p > 50] for _ in range(1)]
print(rows)
