"""Simulate API clients against a token-bucket rate limiter on a virtual
clock: a slotted dataclass bucket, generator-driven request streams merged
by time with heapq.merge, a deque of recent rejections, Retry-After
computed with timedelta, and per-client stats."""
import heapq
from collections import deque, defaultdict
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from itertools import count, islice


@dataclass(slots=True)
class Bucket:
    capacity: float
    rate: float                  # tokens per second
    tokens: float = field(init=False)
    updated: datetime = field(default=datetime(2024, 1, 1))

    def __post_init__(self):
        self.tokens = self.capacity

    def refill(self, now: datetime) -> None:
        elapsed = (now - self.updated).total_seconds()
        if elapsed < 0:
            raise ValueError(f"clock went backwards by {-elapsed}s")
        self.tokens = min(self.capacity, self.tokens + elapsed * self.rate)
        self.updated = now

    def take(self, now: datetime, cost: float = 1.0) -> timedelta | None:
        self.refill(now)
        if self.tokens >= cost:
            self.tokens -= cost
            return None
        return timedelta(seconds=round((cost - self.tokens) / self.rate, 3))


T0 = datetime(2024, 1, 1, 12, 0, 0)


def client(name, start_ms, every_ms, burst_at=None):
    for i in count():
        t = start_ms + i * every_ms
        yield (T0 + timedelta(milliseconds=t), name, 1.0)
        if burst_at is not None and i == burst_at:
            for j in range(1, 7):
                yield (T0 + timedelta(milliseconds=t + j), name, 2.0)


docs = search_docs("rate token bucket", limit=1)
print("policy doc:", docs[0]["title"] if docs else None)
streams = [islice(client("alpha", 0, 150), 25), islice(client("beta", 40, 400, burst_at=3), 12),
           islice(client("gamma", 5, 90), 30)]
bucket = Bucket(capacity=5, rate=4.0, updated=T0)
stats = defaultdict(lambda: {"ok": 0, "limited": 0, "wait": timedelta()})
recent = deque(maxlen=4)
for when, who, cost in heapq.merge(*streams):
    wait = bucket.take(when, cost)
    s = stats[who]
    if wait is None:
        s["ok"] += 1
    else:
        s["limited"] += 1
        s["wait"] += wait
        recent.append((f"{when:%S.%f}"[:-3], who, str(wait)))
for who, s in sorted(stats.items()):
    total = s["ok"] + s["limited"]
    print(f"{who:<6} ok={s['ok']:>3} limited={s['limited']:>3} ({s['limited'] / total:.0%}) "
          f"total retry-after {s['wait'].total_seconds():.3f}s")
print("last rejections:", list(recent))
print(f"tokens left {bucket.tokens:.3f} at {bucket.updated:%H:%M:%S.%f}")
try:
    bucket.take(T0)
except ValueError as e:
    print("ValueError:", e)
try:
    bucket.extra = 1
except AttributeError as e:
    print("AttributeError:", e)
print(Bucket(2, 1.0), Bucket.__slots__)
b = Bucket(1, 0.5, updated=T0)
print([b.take(T0 + timedelta(seconds=s)) for s in (0, 0, 1, 2, 2, 10)])
