# Fetch every page of orders, then a revenue report by region and status.
from collections import defaultdict, Counter
from decimal import Decimal, ROUND_HALF_UP

def fetch_all(**filters):
    page = 1
    items = []
    while page is not None:
        resp = list_orders(page=page, page_size=20, **filters)
        items.extend(resp["items"])
        page = resp["next_page"]
    return items

orders = fetch_all()
print(f"Fetched {len(orders)} orders")

revenue = defaultdict(lambda: defaultdict(Decimal))
for o in orders:
    amount = Decimal(str(o["unit_price"])) * o["quantity"]
    revenue[o["region"]][o["status"]] += amount

statuses = sorted({o["status"] for o in orders})
header = f"{'region':<8}" + "".join(f"{s:>12}" for s in statuses) + f"{'total':>12}"
print(header)
print("-" * len(header))
grand = Decimal(0)
for region in sorted(revenue):
    row = revenue[region]
    total = sum(row.values(), Decimal(0))
    grand += total
    cells = "".join(f"{row.get(s, Decimal(0)).quantize(Decimal('0.01'), ROUND_HALF_UP):>12}" for s in statuses)
    print(f"{region:<8}{cells}{total:>12.2f}")
print(f"{'':<8}{'':>{12 * len(statuses)}}{grand:>12,.2f}")

by_product = Counter()
for o in orders:
    if o["status"] != "cancelled":
        by_product[o["product"]] += o["quantity"]
print("\nTop products by units (excluding cancelled):")
for rank, (product, units) in enumerate(by_product.most_common(3), 1):
    share = units / sum(by_product.values())
    print(f"  {rank}. {product:<12} {units:>4} units ({share:.1%})")

tagged = Counter(tag for o in orders for tag in o["tags"])
print("Tags:", dict(sorted(tagged.items(), key=lambda kv: (-kv[1], kv[0]))))
shipped_north = fetch_all(status="shipped", region="north")
print("Shipped to north:", ", ".join(o["id"] for o in shipped_north))
print(repr(revenue["north"]["shipped"]), type(grand).__name__)
