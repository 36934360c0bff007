# collections and operator as agent code uses them: Counter and defaultdict
# aggregation over tool-result rows, then sorted(key=itemgetter(...)).
from collections import Counter, defaultdict
from operator import itemgetter

regions = ["eu-west", "eu-north", "us-east", "us-west", "ap-south", "ap-east"]
kinds = ["cpu", "mem", "disk", "net", "gpu"]
rows = []
seed = 2024
for i in range(200000):
    seed = (seed * 1103515245 + 12345) % 2147483648
    rows.append({"id": i, "region": regions[seed % 6], "kind": kinds[(seed >> 8) % 5],
                 "cost": (seed >> 4) % 1000 / 10, "host": "h%d" % (seed % 500)})

by_region = Counter(r["region"] for r in rows)
by_kind = Counter()
for r in rows:
    by_kind[r["kind"]] += 1
cost = defaultdict(float)
hosts = defaultdict(set)
for r in rows:
    cost[r["region"], r["kind"]] += r["cost"]
    hosts[r["region"]].add(r["host"])

print(by_region.most_common(3))
print(sorted(by_kind.items()))
top = sorted(cost.items(), key=itemgetter(1), reverse=True)[:5]
print([(k, round(v, 1)) for k, v in top])
print({k: len(v) for k, v in sorted(hosts.items())})
ranked = sorted(rows, key=itemgetter("region", "cost", "id"))
print([r["id"] for r in ranked[:5]], [r["id"] for r in ranked[-5:]])
pairs = sorted(((r["host"], r["cost"]) for r in rows[:50000]), key=itemgetter(1, 0))
print(pairs[:3], (by_region + by_kind).most_common(2))
