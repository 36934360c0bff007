# Roll up orders into a nested defaultdict tree (region > status > product), convert it to plain dicts, and print it as an indented tree with subtotals.
from collections import defaultdict
import json

def tree():
    return defaultdict(tree)

def to_plain(d):
    return {k: to_plain(v) if isinstance(v, defaultdict) else v for k, v in sorted(d.items())}

def total(node):
    if isinstance(node, dict):
        return sum(total(v) for v in node.values())
    return node

roll = tree()
page = 1
while page:
    r = list_orders(page=page, page_size=20)
    for o in r["items"]:
        leaf = roll[o["region"]][o["status"]]
        leaf[o["product"]] = round(leaf.get(o["product"], 0) + o["quantity"] * o["unit_price"], 2)
    page = r["next_page"]

plain = to_plain(roll)
def show(node, depth=0):
    for k, v in node.items():
        if isinstance(v, dict):
            print(f"{'  ' * depth}{k}/ ({total(v):,.2f})")
            show(v, depth + 1)
        else:
            print(f"{'  ' * depth}{k}: {v:,.2f}")
show({r: plain[r] for r in list(plain)[:2]})
print(json.dumps(plain["east"]["pending"], sort_keys=True))
print(round(total(plain), 2), len(plain), sorted(plain["west"]), type(roll["x"]).__name__, "x" in roll)
counts = defaultdict(lambda: defaultdict(int))
for region, statuses in plain.items():
    for status, products in statuses.items():
        counts[status][region] += len(products)
print({s: dict(c) for s, c in sorted(counts.items())})
missing = plain["north"]["returned"]
