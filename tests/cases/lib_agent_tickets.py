# an agent-style program: JSON records into dataclasses with a str Enum and
# aware datetimes, asdict back to JSON, Counter/defaultdict/groupby summaries
import json, re, math
from dataclasses import dataclass, field, asdict
from datetime import datetime, timedelta, timezone, date
from typing import Optional, List, Dict
from collections import Counter, defaultdict
from enum import Enum
import itertools, functools, operator

class Status(str, Enum):
    OPEN = "open"
    CLOSED = "closed"

@dataclass
class Ticket:
    id: int
    title: str
    status: Status
    created: datetime
    tags: List[str] = field(default_factory=list)
    assignee: Optional[str] = None

    @property
    def age_days(self) -> float:
        return (datetime(2024, 6, 1, tzinfo=timezone.utc) - self.created).total_seconds() / 86400

raw = """[{"id": 1, "title": "Login broken", "status": "open", "created": "2024-05-01T10:00:00+00:00", "tags": ["auth", "bug"]},
{"id": 2, "title": "Add dark mode", "status": "closed", "created": "2024-04-15T08:30:00+00:00", "tags": ["ui"], "assignee": "kim"},
{"id": 3, "title": "Crash on save", "status": "open", "created": "2024-05-20T16:45:10+00:00", "tags": ["bug"]}]"""
tickets = [Ticket(d["id"], d["title"], Status(d["status"]), datetime.fromisoformat(d["created"]), d.get("tags", []), d.get("assignee")) for d in json.loads(raw)]
for t in tickets:
    print(f"#{t.id:03d} {t.title:<20} {t.status.value:>6} {t.age_days:6.2f}d {t.created:%b %d %H:%M} {t.assignee or '-'}")
print(tickets[0])
print(json.dumps([asdict(t) for t in tickets], default=str, indent=2)[:300])
tag_counts = Counter(tag for t in tickets for tag in t.tags)
print(tag_counts.most_common(), dict(tag_counts))
by_status = defaultdict(list)
for t in tickets: by_status[t.status].append(t.id)
print(dict(by_status), {k.value: v for k, v in by_status.items()})
print(Status.OPEN, repr(Status.OPEN), Status.OPEN == "open", f"{Status.OPEN}", str(Status.CLOSED), json.dumps(Status.OPEN))
words = re.findall(r"\w+", " ".join(t.title for t in tickets).lower())
print(words, sorted(set(words), key=len, reverse=True)[:3])
stats = {"mean_age": sum(t.age_days for t in tickets) / len(tickets), "max": max(tickets, key=operator.attrgetter("age_days")).id}
print(stats, round(stats["mean_age"], 3), math.ceil(stats["mean_age"]))
for k, g in itertools.groupby(sorted(tickets, key=lambda t: t.status.value), key=lambda t: t.status.value):
    print(k, [t.id for t in g])
total = functools.reduce(lambda a, t: a + len(t.tags), tickets, 0); print(total)
week = date(2024, 5, 1) + timedelta(weeks=1); print(week, week.strftime("%A %d %B %Y"), week.isoformat(), (week - date(2024, 1, 1)).days)
print(f"{1234567.891:,.2f} {0.4567:.1%} {42:08b} {255:#x} {3.14159:e} {'x':*^9} {-5:+d} {1e10:g} {123456789:_}")
print(sorted(tickets, key=lambda t: (-len(t.tags), t.title))[0].title)
