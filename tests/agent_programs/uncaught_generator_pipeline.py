# A lazy generator pipeline where a malformed record blows up several stages deep,
# inside a generator expression consumed by sum(), with an assertion along the way.
def records(region):
    for o in list_orders(region=region, page_size=30)["items"]:
        yield o

def priced(rows):
    for r in rows:
        assert r["quantity"] > 0, f"bad quantity in {r['id']}"
        yield r["id"], r["quantity"] * r["unit_price"]

def with_tax(pairs, rates):
    for oid, amount in pairs:
        yield oid, amount * (1 + rates[oid[-1]])

rates = {str(d): d / 100 for d in range(10)}
total = sum(a for _, a in with_tax(priced(records("north")), rates))
print(f"north total {total:.2f}")
del rates["3"]
print("south", round(sum(a for _, a in with_tax(priced(records("south")), rates)), 2))
