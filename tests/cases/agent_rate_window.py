from collections import deque, defaultdict, Counter, ChainMap
from datetime import datetime, timedelta, timezone
from dataclasses import dataclass, field
from typing import Deque, Dict, List

@dataclass
class RateLimiter:
    limit: int
    window: timedelta
    hits: Dict[str, Deque[datetime]] = field(default_factory=lambda: defaultdict(deque))

    def allow(self, key: str, now: datetime) -> bool:
        q = self.hits[key]
        while q and now - q[0] >= self.window:
            q.popleft()
        if len(q) >= self.limit:
            return False
        q.append(now)
        return True

t0 = datetime(2024, 5, 1, 8, 0, 0, tzinfo=timezone.utc)
rl = RateLimiter(limit=3, window=timedelta(seconds=10))
schedule = [("alice", 0), ("alice", 1), ("bob", 1), ("alice", 2), ("alice", 3), ("alice", 11),
            ("bob", 2), ("bob", 3), ("bob", 4), ("alice", 12.5), ("alice", 13)]
outcome = Counter()
for who, sec in schedule:
    now = t0 + timedelta(seconds=sec)
    ok = rl.allow(who, now)
    outcome[(who, ok)] += 1
    print(f"{now.strftime('%H:%M:%S.%f')} {who:<5} {'ALLOW' if ok else 'DENY '} window={len(rl.hits[who])}")
print(sorted(outcome.items()))

recent: Deque[int] = deque(maxlen=4)
for i in range(10):
    recent.append(i * i)
print(recent, recent.maxlen, list(reversed(recent)))
recent.rotate(1)
print(recent)
recent.appendleft(-1)
print(recent, recent.count(49), recent.index(49))
d = deque("abcde")
d.rotate(-2)
d.extendleft("xy")
print(d, d.pop(), d.popleft(), len(d), d[1], d[-1])
d.remove("c")
print(d)
try:
    deque().pop()
except IndexError as e:
    print("IndexError:", e)

defaults = {"timeout": 30, "retries": 3, "region": "us-east-1"}
env = {"region": "eu-west-1"}
cli = {"timeout": 5}
cfg = ChainMap(cli, env, defaults)
print(cfg["timeout"], cfg["region"], cfg["retries"], dict(cfg) == {"timeout": 5, "region": "eu-west-1", "retries": 3})
print(sorted(cfg.keys()), len(cfg), cfg.maps[1])
child = cfg.new_child({"retries": 0})
print(child["retries"], cfg["retries"], "region" in child)

local = t0.astimezone(timezone(timedelta(hours=2), "CEST"))
print(t0.isoformat(), local.isoformat(), local.tzname(), local.utcoffset())
print(t0 == local, local - t0, (t0 + timedelta(days=45)).strftime("%B %d, %Y (%A)"))
print(datetime.fromisoformat("2024-05-01T10:30:00+02:00") - t0)
print(repr(timedelta(days=-1, seconds=5)), str(timedelta(days=2, hours=3, microseconds=7)), timedelta(hours=36) // timedelta(hours=5))
print(timezone.utc, repr(timezone(timedelta(hours=-5))), t0.timestamp(), datetime.fromtimestamp(0, timezone.utc))
