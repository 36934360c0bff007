# Parse service logs with a compiled regex and triage errors.
import re
from collections import Counter, defaultdict
from datetime import datetime, timedelta
from statistics import mean, median, quantiles

LINE = re.compile(
    r"^(?P<ts>\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}),(?P<ms>\d{3}) "
    r"(?P<level>[A-Z]+) \[(?P<svc>[\w-]+)\] (?P<method>GET|POST|PUT|DELETE) "
    r"(?P<path>\S+) status=(?P<status>\d{3}) latency=(?P<lat>\d+)ms user=(?P<user>\w+)$"
)

records = []
bad = 0
for service in ["auth", "billing", "search-api"]:
    for line in fetch_logs(service, limit=40):
        m = LINE.match(line)
        if not m:
            bad += 1
            continue
        d = m.groupdict()
        d["ts"] = datetime.strptime(d["ts"], "%Y-%m-%d %H:%M:%S") + timedelta(milliseconds=int(d.pop("ms")))
        d["status"] = int(d["status"])
        d["lat"] = int(d["lat"])
        records.append(d)

print(f"parsed {len(records)} lines, {bad} unparsable")
levels = Counter(r["level"] for r in records)
print("levels:", ", ".join(f"{k}={v}" for k, v in levels.most_common()))

by_svc = defaultdict(list)
for r in records:
    by_svc[r["svc"]].append(r["lat"])
print(f"\n{'service':<12}{'n':>4}{'mean':>9}{'median':>8}{'p90':>8}")
for svc, lats in sorted(by_svc.items()):
    p90 = quantiles(lats, n=10)[-1]
    print(f"{svc:<12}{len(lats):>4}{mean(lats):>9.1f}{median(lats):>8}{p90:>8.1f}")

errors = [r for r in records if r["status"] >= 500]
print(f"\n{len(errors)} server errors")
for r in sorted(errors, key=lambda r: (r["ts"], r["svc"]))[:5]:
    print(f"  {r['ts']:%d %b %H:%M:%S.%f}"[:-3], r["svc"], r["method"], r["path"], r["status"])

span = max(r["ts"] for r in records) - min(r["ts"] for r in records)
print("time span:", span, "=", span.total_seconds(), "s")
paths = Counter((r["method"], r["path"]) for r in records if r["status"] in (404, 400))
print("client errors:", sorted(paths.items())[:4])
users = {r["user"] for r in records}
print("users:", sorted(users), "anon share: {:.2%}".format(sum(r["user"] == "anon" for r in records) / len(records)))
masked = LINE.sub(lambda m: m.group(0).replace(m["user"], "***") if m["user"] != "anon" else m.group(0),
                  fetch_logs("auth", limit=2)[1])
print(masked)
