# datetime as agent code uses it: parse 100k timestamps from log lines,
# shift and bucket them, format reports.
from datetime import datetime, timedelta, timezone

base = datetime(2026, 1, 1, tzinfo=timezone.utc)
stamps = []
seed = 7
for i in range(100000):
    seed = (seed * 1103515245 + 12345) % 2147483648
    t = base + timedelta(seconds=seed % 31536000, microseconds=seed % 1000000)
    stamps.append(t.isoformat())

parsed = [datetime.fromisoformat(s) for s in stamps]
local = timezone(timedelta(hours=-5))
per_day = {}
latest = parsed[0]
span = timedelta(0)
for t in parsed:
    d = t.astimezone(local).date()
    per_day[d] = per_day.get(d, 0) + 1
    if t > latest:
        latest = t
    span += t - base
few = [datetime.strptime(s[:19], "%Y-%m-%dT%H:%M:%S") for s in stamps[:20000]]
print(len(per_day), max(per_day.values()), latest.isoformat())
print(span // len(parsed), min(few), max(few).strftime("%a %d %b %Y %H:%M"))
print(sorted(per_day.items())[:2], (latest - base).days, latest.isocalendar())
