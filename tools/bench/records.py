# Records-heavy agent code: a tool result of 25k dicts filtered, grouped,
# aggregated, sorted and reported (str keys, d.get, comprehensions,
# sorted by key=lambda, f-strings of ints and floats).
regions = ["eu-west", "eu-north", "us-east", "us-west", "ap-south"]
statuses = ["open", "closed", "pending", "failed"]
seed = 42
rows = []
for i in range(25000):
    seed = (seed * 1103515245 + 12345) % 2147483648
    rows.append({
        "id": i,
        "region": regions[seed % 5],
        "status": statuses[(seed >> 4) % 4],
        "amount": ((seed >> 8) % 100000) / 100,
        "qty": 1 + (seed >> 12) % 9,
        "customer": "cust%04d" % ((seed >> 3) % 1500),
        "tags": ["t%d" % ((seed >> k) % 7) for k in (2, 5)],
    })

for rnd in range(4):
    live = [r for r in rows if r["status"] != "failed" and r["qty"] > rnd]
    by_region = {}
    for r in live:
        g = by_region.get(r["region"])
        if g is None:
            g = by_region[r["region"]] = {"n": 0, "total": 0.0, "qty": 0, "customers": set()}
        g["n"] += 1
        g["total"] += r["amount"] * r["qty"]
        g["qty"] += r["qty"]
        g["customers"].add(r["customer"])
    per_customer = {}
    for r in live:
        per_customer.setdefault(r["customer"], []).append(r)
    top = sorted(per_customer.items(),
                 key=lambda kv: (-sum(x["amount"] for x in kv[1]), kv[0]))[:5]
    tag_counts = {}
    for r in live:
        for t in r["tags"]:
            tag_counts[t] = tag_counts.get(t, 0) + 1
    report = []
    for name in sorted(by_region):
        g = by_region[name]
        report.append(f"{name:<10} n={g['n']:>6} total={g['total']:>14.2f} "
                      f"avg={g['total'] / g['n']:>9.2f} customers={len(g['customers'])}")
    for cust, rs in top:
        report.append(f"  {cust}: {len(rs)} orders, {sum(x['amount'] for x in rs):.2f}")
    report.append(", ".join(f"{t}={c}" for t, c in sorted(tag_counts.items())))
    biggest = sorted(live, key=lambda r: r["amount"], reverse=True)[:3]
    report.append(" ".join(str(r["id"]) for r in biggest))
    print("\n".join(report))
