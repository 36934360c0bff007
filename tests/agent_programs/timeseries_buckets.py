# Bucket log events into 15-minute windows per level, fill the gaps with zeros, and print an ASCII histogram with running totals.
from datetime import datetime, timedelta
from collections import defaultdict, Counter
from itertools import accumulate

def floor_to(dt, minutes):
    return dt - timedelta(minutes=dt.minute % minutes, seconds=dt.second, microseconds=dt.microsecond)

events = []
for svc in ("auth", "billing"):
    for line in fetch_logs(svc, limit=40):
        stamp, rest = line[:23], line[24:]
        ts = datetime.strptime(stamp, "%Y-%m-%d %H:%M:%S,%f")
        events.append((ts, rest.split()[0], svc))
events.sort()
print(len(events), "events from", events[0][0], "to", events[-1][0])
span = events[-1][0] - events[0][0]
print("span:", span, "=", span.total_seconds() / 3600, "hours")
day = events[0][0].date()
same_day = [e for e in events if e[0].date() == day]
buckets = defaultdict(Counter)
for ts, level, svc in same_day:
    buckets[floor_to(ts, 15)][level] += 1
start, end = min(buckets), max(buckets)
t = start
rows = []
while t <= end:
    c = buckets.get(t, Counter())
    rows.append((t, c["INFO"], c["WARNING"], c["ERROR"] + c["DEBUG"]))
    t += timedelta(minutes=15)
running = list(accumulate(r[1] + r[2] + r[3] for r in rows))
for (t, info, warn, other), run in zip(rows, running):
    if info + warn + other == 0 and t.minute:
        continue
    print(f"{t:%H:%M} {'i' * info}{'w' * warn}{'x' * other:<8} total={run}")
gaps = [r[0].strftime("%H:%M") for r in rows if not any(r[1:])]
print(f"{len(rows)} windows, {len(gaps)} empty, first empty: {gaps[:3]}")
per_hour = Counter(ts.replace(minute=0, second=0, microsecond=0) for ts, _, _ in events)
busiest = max(per_hour.items(), key=lambda kv: (kv[1], kv[0]))
print("busiest hour:", busiest[0].isoformat(sep=" "), busiest[1], "events")
deltas = [(b[0] - a[0]).total_seconds() for a, b in zip(events, events[1:])]
print("max gap (s):", max(deltas), "min:", min(deltas), "mean:", round(sum(deltas) / len(deltas), 3))
