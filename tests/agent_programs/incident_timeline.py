import re
from bisect import bisect_left
from collections import OrderedDict
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from itertools import groupby, pairwise
from typing import List

STAMP = re.compile(r"^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}),(\d{3}) (\w+) \[([\w-]+)\] (\w+) (\S+) status=(\d+)")


@dataclass
class Event:
    at: datetime
    level: str
    service: str
    status: int
    path: str


@dataclass
class Incident:
    start: datetime
    events: List[Event] = field(default_factory=list)

    @property
    def end(self) -> datetime:
        return self.events[-1].at

    @property
    def duration(self) -> timedelta:
        return self.end - self.start


events: List[Event] = []
for svc in ("payments", "inventory"):
    for line in fetch_logs(svc, limit=60):
        m = STAMP.match(line)
        if not m:
            continue
        ts = datetime.strptime(m.group(1), "%Y-%m-%d %H:%M:%S").replace(
            microsecond=int(m.group(2)) * 1000, tzinfo=timezone.utc)
        events.append(Event(ts, m.group(3), m.group(4), int(m.group(7)), m.group(6)))
events.sort(key=lambda e: e.at)
print(f"{len(events)} events from {events[0].at.isoformat()} to {events[-1].at.isoformat()}")

errors = [e for e in events if e.status >= 500]
incidents: List[Incident] = []
gap = timedelta(hours=2)
for e in errors:
    if incidents and e.at - incidents[-1].end <= gap:
        incidents[-1].events.append(e)
    else:
        incidents.append(Incident(e.at, [e]))
for i, inc in enumerate(incidents, 1):
    svcs = sorted({e.service for e in inc.events})
    print(f"#{i} {inc.start:%m-%d %H:%M:%S} +{inc.duration} ({inc.duration.total_seconds() / 60:.1f} min) "
          f"{len(inc.events)} errors {svcs}")

for day, grp in groupby(events, key=lambda e: e.at.date()):
    items = list(grp)
    codes = OrderedDict()
    for e in items:
        codes[e.status] = codes.get(e.status, 0) + 1
    codes.move_to_end(200, last=False) if 200 in codes else None
    print(day.strftime("%a %Y-%m-%d"), len(items), list(codes.items())[:4])

gaps = [(b.at - a.at) for a, b in pairwise(events)]
print("max gap:", max(gaps), "min gap:", min(gaps), "zero gaps:", sum(1 for g in gaps if not g))
stamps = [e.at for e in events]
probe = datetime(2024, 3, 2, 12, 0, tzinfo=timezone.utc)
idx = bisect_left(stamps, probe)
print("first event after", probe.strftime("%H:%M %Z"), "is", stamps[idx].strftime("%d %H:%M:%S.%f")[:-3])
local = timezone(timedelta(hours=-5), "EST")
print(events[0].at.astimezone(local).isoformat(), events[0].at.astimezone(local).tzname())
print(events[0].at.timestamp(), datetime.fromtimestamp(0, tz=timezone.utc))
print((events[-1].at - events[0].at) // timedelta(minutes=1), "minutes;", timedelta(days=1, seconds=5) * 1.5)
print(repr(timedelta(hours=-3)), str(timedelta(hours=-3)), timedelta(weeks=1) / timedelta(days=1))
