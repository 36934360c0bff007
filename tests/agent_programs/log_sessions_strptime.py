"""Reconstruct user sessions from service logs: parse timestamps with
strptime (%f after a comma), split sessions on 20-minute gaps with
timedelta, per-session stats, percentiles by nearest rank, and an hourly
histogram; malformed lines are counted, not fatal."""
import re
from datetime import datetime, timedelta
from collections import defaultdict, Counter
from dataclasses import dataclass, field
from math import ceil

LINE = re.compile(r"^(?P<ts>\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3}) (?P<level>[A-Z]+) \[(?P<svc>\w+)\] "
                  r"(?P<method>[A-Z]+) (?P<path>/\S*) status=(?P<status>\d{3}) latency=(?P<ms>\d+)ms user=(?P<user>\w+)$")
GAP = timedelta(minutes=20)


@dataclass
class Session:
    user: str
    start: datetime
    end: datetime
    hits: list = field(default_factory=list)

    @property
    def duration(self) -> timedelta:
        return self.end - self.start

    def __str__(self):
        return (f"{self.user:<5} {self.start:%m-%d %H:%M:%S.%f}"[:-3] + f" → {self.end:%H:%M:%S} "
                f"({self.duration}, {len(self.hits)} hits, {sum(h[2] for h in self.hits)} ms)")


lines = fetch_logs("api", limit=60) + fetch_logs("auth", limit=25)
lines += ["garbage line", "2024-13-01 10:00:00,000 INFO [api] GET /x status=200 latency=5ms user=u1",
          "2024-03-01 25:00:00,000 INFO [api] GET /x status=200 latency=5ms user=u1"]
events, bad = [], Counter()
for raw in lines:
    m = LINE.match(raw)
    if not m:
        bad["no match"] += 1
        continue
    try:
        ts = datetime.strptime(m["ts"], "%Y-%m-%d %H:%M:%S,%f")
    except ValueError as e:
        bad[str(e)] += 1
        continue
    events.append((ts, m["user"], int(m["ms"]), int(m["status"]), m["svc"], m["path"]))
print(len(events), "events;", dict(bad))
events.sort()

sessions = defaultdict(list)
for ts, user, ms, status, svc, path in events:
    cur = sessions[user][-1] if sessions[user] else None
    if cur is None or ts - cur.end > GAP:
        cur = Session(user, ts, ts)
        sessions[user].append(cur)
    cur.end = ts
    cur.hits.append((path, status, ms))

for user in sorted(sessions):
    ss = sessions[user]
    longest = max(ss, key=lambda s: (s.duration, s.start))
    print(f"{user}: {len(ss)} sessions, longest {longest.duration}, total {sum((s.duration for s in ss), timedelta())}")
    for s in ss[:2]:
        print("   ", s)

lat = sorted(e[2] for e in events)


def pct(p):
    return lat[max(0, ceil(p / 100 * len(lat)) - 1)]


print("p50/p90/p99:", pct(50), pct(90), pct(99), "max", lat[-1])
hours = Counter(e[0].replace(minute=0, second=0, microsecond=0) for e in events)
for h, n in sorted(hours.items())[:6]:
    print(f"{h:%Y-%m-%d %Hh} {'#' * n} {n}")
first, last = events[0][0], events[-1][0]
span = last - first
print(f"span {span} = {span.days}d {span.seconds // 3600}h {span.seconds % 3600 // 60}m; {span.total_seconds():.3f}s")
print(first.isoformat(timespec="milliseconds"), last.isoformat(sep=" ", timespec="microseconds"), first.strftime("%j %a %I%p"))
errors = [(e[0], e[5]) for e in events if e[3] >= 500]
per_day = Counter(ts.date() for ts, _ in errors)
print({d.isoformat(): n for d, n in sorted(per_day.items())})
slow_users = Counter(e[1] for e in events if e[2] > 600)
print(slow_users.most_common(2), round(sum(lat) / len(lat), 2))
for text in ["2024-03-01 10:00:00,5", "2024-03-01 10:00:00,1234567", "2024-03-01T10:00:00,000"]:
    try:
        print(datetime.strptime(text, "%Y-%m-%d %H:%M:%S,%f"))
    except ValueError as e:
        print("ValueError:", e)
