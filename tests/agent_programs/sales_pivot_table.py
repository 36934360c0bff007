# Pivot all orders into a region x status revenue table with totals, shares and Counter arithmetic between halves of the year.
from collections import Counter, defaultdict, ChainMap

orders, page = [], 1
while page:
    r = list_orders(page=page, page_size=15)
    orders += r["items"]
    page = r["next_page"]

pivot = defaultdict(lambda: defaultdict(float))
for o in orders:
    pivot[o["region"]][o["status"]] += o["quantity"] * o["unit_price"]
statuses = sorted({o["status"] for o in orders})
regions = sorted(pivot)
col_tot = {s: sum(pivot[r][s] for r in regions) for s in statuses}
grand = sum(col_tot.values())
head = "{:<8}".format("region") + "".join("{:>11}".format(s) for s in statuses) + "{:>11}{:>7}".format("total", "share")
print(head)
print("-" * len(head))
for r in regions:
    tot = sum(pivot[r].values())
    cells = "".join("{:>11,.2f}".format(pivot[r][s]) if pivot[r][s] else "{:>11}".format("—") for s in statuses)
    print("{:<8}{}{:>11,.2f}{:>7.1%}".format(r, cells, tot, tot / grand))
print("{:<8}".format("TOTAL") + "".join("{:>11,.2f}".format(col_tot[s]) for s in statuses) + "{:>11,.2f}".format(grand))

h1 = Counter(o["product"] for o in orders if o["created"][5:7] <= "03")
h2 = Counter(o["product"] for o in orders if o["created"][5:7] > "03")
print("H1:", dict(sorted(h1.items())))
print("H2:", dict(sorted(h2.items())))
print("grew:", sorted((h2 - h1).items()), "shrank:", sorted((h1 - h2).items()))
print("both:", sorted((h1 & h2).items()), "union top:", (h1 | h2).most_common(2), "sum:", (h1 + h2).total())
tags = Counter(t for o in orders for t in o["tags"])
print("tags:", tags.most_common(), "untagged:", sum(1 for o in orders if not o["tags"]))
defaults = {"currency": "USD", "decimals": 2, "region": "all"}
user_cfg = {"decimals": 0}
cfg = ChainMap(user_cfg, defaults)
print(cfg["currency"], cfg["decimals"], dict(cfg), "{:,.{d}f}".format(grand, d=cfg["decimals"]))
print("%-6s %8.1f%%" % ("north", 100 * sum(pivot["north"].values()) / grand), "%(n)d orders" % {"n": len(orders)})
