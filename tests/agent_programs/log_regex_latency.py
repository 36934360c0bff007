# Parse service logs with a named-group regex; latency percentiles, status mix and slowest endpoints per service.
import re
import statistics
from collections import Counter, defaultdict

LINE = re.compile(
    r"^(?P<date>\d{4}-\d{2}-\d{2}) (?P<time>[\d:]+),(?P<ms>\d{3}) (?P<level>[A-Z]+) "
    r"\[(?P<svc>[\w-]+)\] (?P<method>GET|POST|PUT|DELETE) (?P<path>\S+) "
    r"status=(?P<status>\d{3}) latency=(?P<lat>\d+)ms user=(?P<user>\w+)$"
)

summary = {}
for svc in ["auth", "billing", "search-api"]:
    lines = fetch_logs(svc, limit=60)
    parsed = [m.groupdict() for m in map(LINE.match, lines) if m]
    bad = len(lines) - len(parsed)
    lats = [int(p["lat"]) for p in parsed]
    q = statistics.quantiles(lats, n=20)
    codes = Counter(p["status"][0] + "xx" for p in parsed)
    by_path = defaultdict(list)
    for p in parsed:
        by_path[p["path"]].append(int(p["lat"]))
    slow = max(by_path.items(), key=lambda kv: statistics.mean(kv[1]))
    summary[svc] = dict(n=len(parsed), bad=bad, p50=statistics.median(lats), p95=q[18],
                        mean=statistics.fmean(lats), codes=dict(sorted(codes.items())), slow=slow[0],
                        errors=sum(1 for p in parsed if p["level"] == "ERROR"))

print(f"{'service':<12}{'n':>4}{'p50':>7}{'p95':>8}{'mean':>8}  codes")
for svc, s in summary.items():
    print(f"{svc:<12}{s['n']:>4}{s['p50']:>7.1f}{s['p95']:>8.1f}{s['mean']:>8.2f}  {s['codes']}  slowest={s['slow']} errors={s['errors']}")

sample = fetch_logs("auth", limit=3)
for line in sample:
    m = LINE.search(line)
    print(m.group("time", "method"), m.span("path"), m["user"], m.lastgroup)
print(re.sub(r"user=(\w+)", lambda m: "user=" + m[1].upper(), sample[0]))
print(re.findall(r"(\w+)=(\d+)", sample[1]))
print(re.split(r"\s*\[|\]\s*", sample[2], maxsplit=2)[1])
print(LINE.pattern.count("?P<"), sorted(LINE.groupindex.items(), key=lambda kv: kv[1])[:3])
ts = re.compile(r"(\d+):(\d+):(\d+)")
print([ts.sub(r"\3:\2:\1", l[11:19]) for l in sample])
print(re.subn(r"\d", "#", sample[0][:19]))
