# Deduplicate and merge event streams from two services: dict ordering, sets, sorted with tuple keys, zip_longest.
from itertools import zip_longest, chain
import re

PAT = re.compile(r"^(?P<date>\S+) (?P<time>\S+),\d+ (?P<level>\w+) \[(?P<svc>[^\]]+)\] (?P<method>\w+) (?P<path>\S+) status=(?P<status>\d+)")
def events(service):
    for line in fetch_logs(service, limit=25):
        m = PAT.match(line)
        if m:
            yield (m["date"] + " " + m["time"], m["svc"], m["method"], m["path"], int(m["status"]))

a = list(events("auth"))
b = list(events("search-api"))
print(len(a), len(b))
merged = sorted(chain(a, b), key=lambda e: (e[0], e[1]))
seen = {}
for ts, svc, method, path, status in merged:
    key = (method, path, status)
    seen.setdefault(key, []).append(ts[11:16] + "@" + svc[:4])
dupes = {k: v for k, v in seen.items() if len(v) > 1}
print(len(seen), "unique", len(dupes), "repeated")
for (method, path, status), when in sorted(dupes.items(), key=lambda kv: (-len(kv[1]), kv[0]))[:5]:
    print(f"  {method:<6} {path:<12} {status} x{len(when)}: {', '.join(when[:3])}{' …' if len(when) > 3 else ''}")
for x, y in list(zip_longest(a[:3], b[:5], fillvalue=None)):
    print(" ", x[0][11:] if x else "-" * 8, "|", y[0][11:] if y else "-")
paths_a = {e[3] for e in a}
paths_b = {e[3] for e in b}
print(sorted(paths_a & paths_b), sorted(paths_a ^ paths_b), sorted(paths_a - paths_b))
first = dict.fromkeys(e[3] for e in merged)
print(list(first))
