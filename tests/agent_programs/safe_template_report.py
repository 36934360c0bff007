# Render a status page from a template whose placeholders may be missing: format_map with a defaulting dict.
from collections import defaultdict

class SafeDict(dict):
    def __missing__(self, key):
        return f"<{key}?>"

TEMPLATE = "{host:<7} cpu {cpu:>5.1f}%  mem {mem:>5} MB  errors {errors:>2}  owner {owner}  status {status}"
owners = {"web-1": "ada", "db-1": "grace"}
rows = []
for host in ["web-1", "web-2", "db-1", "db-2"]:
    m = get_metrics(host, points=4)[-1]
    ctx = SafeDict(host=host, cpu=m["cpu"], mem=m["mem_mb"], errors=m["errors"])
    if host in owners:
        ctx["owner"] = owners[host]
    ctx["status"] = "HOT" if m["cpu"] > 70 else "ok"
    rows.append(TEMPLATE.format_map(ctx))
print("\n".join(rows))
counts = defaultdict(int)
line = "{ok} ok, {HOT} hot, {unknown} unknown"
for r in rows:
    counts["HOT" if r.endswith("HOT") else "ok"] += 1
print(line.format_map(counts), dict(counts))
print("{a}-{b}".format_map(defaultdict(lambda: "?", a=1)))
