# Build invoices for pending orders in several currencies with Decimal money, tax rounding and a summary.
from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN, getcontext
from collections import defaultdict

CENT = Decimal("0.01")
TAX = {"north": Decimal("0.20"), "south": Decimal("0.075"), "east": Decimal("0.19"), "west": Decimal("0.0825")}

def money(x, places=CENT):
    return Decimal(str(x)).quantize(places, rounding=ROUND_HALF_UP)

orders = []
page = 1
while page:
    resp = list_orders(status="pending", page=page)
    orders.extend(resp["items"])
    page = resp["next_page"]
print(f"{len(orders)} pending orders")

rates = {cur: Decimal(str(get_exchange_rate("USD", cur)["rate"])) for cur in ("EUR", "GBP", "JPY")}
print("rates:", {k: str(v) for k, v in rates.items()})

by_customer = defaultdict(list)
for o in orders:
    by_customer[o["customer_id"]].append(o)

grand = Decimal(0)
for cid in sorted(by_customer)[:5]:
    user = get_user(cid)
    lines = by_customer[cid]
    print(f"\nINVOICE for {user['name']} <{user['email']}>")
    subtotal = Decimal("0")
    tax_total = Decimal("0")
    for o in lines:
        net = money(o["unit_price"]) * o["quantity"]
        tax = (net * TAX[o["region"]]).quantize(CENT, rounding=ROUND_HALF_UP)
        subtotal += net
        tax_total += tax
        print(f"  {o['id']}  {o['product']:<12} {o['quantity']:>2} x {money(o['unit_price']):>6} = {net:>8}  tax {tax:>6} ({TAX[o['region']]:.2%})")
    total = subtotal + tax_total
    grand += total
    print(f"  {'subtotal':>36} {subtotal:>9}")
    print(f"  {'tax':>36} {tax_total:>9}")
    print(f"  {'TOTAL USD':>36} {total:>9}")
    for cur, r in rates.items():
        places = Decimal(1) if cur == "JPY" else CENT
        print(f"  {'in ' + cur:>36} {(total * r).quantize(places, rounding=ROUND_HALF_EVEN):>9}")

print(f"\ngrand total: {grand}  ({grand:,.1f} rounded, {grand.as_tuple().exponent} exp)")
print(Decimal("2.675").quantize(CENT), round(2.675, 2), Decimal(2.675).quantize(CENT))
getcontext().prec = 6
print(Decimal(1) / Decimal(7), Decimal("10") / 3, repr(Decimal("1.10") + Decimal("2.205")))
print(sum((Decimal("0.1") for _ in range(10)), Decimal(0)) == Decimal("1.0"), sum([0.1] * 10) == 1.0)
print(Decimal("-0.00"), Decimal("1E+3").normalize(), Decimal("123.4500").normalize(), Decimal("NaN").is_nan())
