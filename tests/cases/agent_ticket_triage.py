import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import List, Dict, Tuple

TICKETS = [
    ("T-1001", "2024-04-01T09:15:00", "Login fails with 500 error on SSO", "high", ["auth", "sso"]),
    ("T-1002", "2024-04-01T10:02:00", "Typo on pricing page", "low", ["web"]),
    ("T-1003", "2024-04-01T11:45:00", "Payment declined for valid cards (error code 402)", "critical", ["billing"]),
    ("T-1004", "2024-04-02T08:30:00", "Export to CSV times out for large accounts", "medium", ["export", "perf"]),
    ("T-1005", "2024-04-02T14:20:00", "SSO redirect loop after password reset", "high", ["auth", "sso"]),
    ("T-1006", "2024-04-03T16:05:00", "Dark mode colors wrong in settings", "low", ["web", "ui"]),
    ("T-1007", "2024-04-03T17:55:00", "API returns 500 for /v2/orders?limit=1000", "high", ["api", "perf"]),
]
SLA = {"critical": timedelta(hours=4), "high": timedelta(hours=24), "medium": timedelta(days=3), "low": timedelta(days=7)}
RANK = {p: i for i, p in enumerate(["critical", "high", "medium", "low"])}

@dataclass
class Ticket:
    key: str
    opened: datetime
    title: str
    priority: str
    labels: List[str] = field(default_factory=list)

    @property
    def due(self) -> datetime:
        return self.opened + SLA[self.priority]

    def breached(self, now: datetime) -> bool:
        return now > self.due

    def codes(self) -> List[int]:
        return [int(c) for c in re.findall(r"\b([45]\d\d)\b", self.title)]

tickets = [Ticket(k, datetime.fromisoformat(o), t, p, l) for k, o, t, p, l in TICKETS]
now = datetime(2024, 4, 3, 12, 0)
print(f"Report generated {now:%A, %d %B %Y at %I:%M %p}")
queue = sorted(tickets, key=lambda t: (RANK[t.priority], t.due))
for t in queue:
    left = t.due - now
    status = "BREACHED" if t.breached(now) else f"{left.days}d {left.seconds // 3600}h left"
    print(f"{t.key} [{t.priority.upper():^8}] {t.title[:38]:<38} {status}")

label_counts = Counter(l for t in tickets for l in t.labels)
print("labels:", ", ".join(f"{l}({n})" for l, n in label_counts.most_common()))
codes = Counter(c for t in tickets for c in t.codes())
print("http codes:", dict(codes))
by_day: Dict[str, List[str]] = defaultdict(list)
for t in tickets:
    by_day[t.opened.strftime("%a %m/%d")].append(t.key)
for day, keys in by_day.items():
    print(f"  {day}: {len(keys)} -> {' '.join(keys)}")

def similar(a: Ticket, b: Ticket) -> float:
    wa = set(re.findall(r"[a-z]+", a.title.lower()))
    wb = set(re.findall(r"[a-z]+", b.title.lower()))
    return len(wa & wb) / len(wa | wb)

pairs: List[Tuple[float, str, str]] = []
for i, a in enumerate(tickets):
    for b in tickets[i + 1:]:
        s = similar(a, b)
        if s >= 0.1 or set(a.labels) & set(b.labels):
            pairs.append((round(s, 3), a.key, b.key))
for s, a, b in sorted(pairs, reverse=True)[:4]:
    print(f"possible duplicate: {a} ~ {b} ({s:.1%})")
breached = [t.key for t in tickets if t.breached(now)]
print(f"{len(breached)}/{len(tickets)} breached: {breached}")
ages = [(now - t.opened) for t in tickets]
print("oldest:", max(ages), "avg age h:", round(sum(a.total_seconds() for a in ages) / len(ages) / 3600, 2))
print(sorted({t.opened.date() for t in tickets}), now.weekday(), now.isocalendar()[1], now.timetuple().tm_yday)
print(datetime.strptime("03/04/2024 5:07 PM", "%d/%m/%Y %I:%M %p"), datetime(2024, 4, 3) - timedelta(weeks=1, days=2))
