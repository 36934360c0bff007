# Token-bucket and sliding-window rate limiters driven by a simulated clock.
from collections import deque
from dataclasses import dataclass, field
import math

class RateLimited(Exception):
    def __init__(self, key, retry_after):
        super().__init__(f"rate limited: {key} (retry after {retry_after:.2f}s)")
        self.retry_after = retry_after

@dataclass
class TokenBucket:
    capacity: float
    refill_per_s: float
    tokens: float = field(init=False)
    last: float = 0.0
    def __post_init__(self):
        self.tokens = self.capacity
    def take(self, now, cost=1.0):
        self.tokens = min(self.capacity, self.tokens + (now - self.last) * self.refill_per_s)
        self.last = now
        if self.tokens >= cost:
            self.tokens -= cost
            return 0.0
        return (cost - self.tokens) / self.refill_per_s

class SlidingWindow:
    def __init__(self, limit, window_s):
        self.limit, self.window = limit, window_s
        self.hits = {}
    def check(self, key, now):
        q = self.hits.setdefault(key, deque())
        while q and q[0] <= now - self.window:
            q.popleft()
        if len(q) >= self.limit:
            raise RateLimited(key, q[0] + self.window - now)
        q.append(now)
        return self.limit - len(q)

bucket = TokenBucket(capacity=3, refill_per_s=0.5)
arrivals = [0.0, 0.1, 0.2, 0.3, 1.0, 2.5, 2.6, 6.0, 6.1, 6.2, 6.3]
for t in arrivals:
    wait = bucket.take(t)
    status = "ok" if wait == 0 else f"wait {wait:.2f}s"
    print(f"t={t:4.1f} tokens={bucket.tokens:5.2f} {status}")

sw = SlidingWindow(limit=2, window_s=1.0)
log = []
clock = 0.0
queue = deque(("web-1" if i % 3 else "db-1") for i in range(9))
while queue:
    host = queue.popleft()
    try:
        left = sw.check(host, clock)
        m = get_metrics(host, points=2)
        log.append((round(clock, 2), host, left, m[-1]["cpu"]))
    except RateLimited as e:
        log.append((round(clock, 2), host, "limited", round(e.retry_after, 2)))
        queue.appendleft(host)
        clock += e.retry_after
        continue
    clock += 0.25
for row in log:
    print(*row, sep=" | ")
print(f"finished at t={clock:.2f}s; {sum(1 for r in log if r[2] == 'limited')} waits;",
      "hits kept:", {k: len(v) for k, v in sw.hits.items()})
print(math.ceil(7 / 2), math.floor(-0.5), math.trunc(-2.7), math.gcd(12, 18), math.lcm(4, 6), math.comb(5, 2), math.perm(5, 2),
      math.prod([1, 2, 3]), math.dist((0, 0), (3, 4)), math.hypot(5, 12), math.log(8, 2), math.log10(1000), math.exp(1) == math.e, math.inf > 1e308)
