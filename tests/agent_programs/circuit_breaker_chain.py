# A circuit breaker around a flaky fetch, with a fake clock, custom exceptions, explicit and implicit
# chaining, and a final failure that prints "During handling of the above exception".
import itertools

class CircuitOpen(Exception):
    def __init__(self, name, retry_at):
        super().__init__(f"circuit {name!r} open until t={retry_at}")
        self.retry_at = retry_at

class FetchFailed(Exception):
    pass

class Breaker:
    def __init__(self, name, threshold=2, cooldown=3, clock=None):
        self.name, self.threshold, self.cooldown = name, threshold, cooldown
        self.clock = clock or itertools.count().__next__
        self.failures = 0
        self.opened_at = None
        self.log = []

    @property
    def state(self):
        return "closed" if self.opened_at is None else "open"

    def call(self, fn, *args, **kwargs):
        now = self.clock()
        if self.opened_at is not None:
            if now < self.opened_at + self.cooldown:
                raise CircuitOpen(self.name, self.opened_at + self.cooldown)
            self.log.append(f"t={now} half-open")
        try:
            result = fn(*args, **kwargs)
        except (ConnectionError, TimeoutError) as e:
            self.failures += 1
            self.log.append(f"t={now} failure {self.failures}: {type(e).__name__}")
            if self.failures >= self.threshold:
                self.opened_at = now
                self.log.append(f"t={now} opened")
            raise FetchFailed(f"{self.name}: {e}") from e
        self.failures = 0
        self.opened_at = None
        return result

b = Breaker("slow-api")
for attempt in range(1, 8):
    try:
        r = b.call(http_get, "https://api/slow/x")
        print(attempt, "ok", r["status"])
    except CircuitOpen as e:
        print(attempt, "skipped:", e)
    except FetchFailed as e:
        print(attempt, "failed:", e, "| cause:", repr(e.__cause__))
print(b.state, b.log)
f = Breaker("flaky", threshold=5)
for attempt in range(1, 4):
    try:
        print(attempt, f.call(http_get, "https://api/flaky/1", attempt=attempt)["body"])
    except FetchFailed as e:
        print(attempt, "failed:", e.__cause__)
print(f.state, f.failures, f.log)
def summarize(breakers):
    try:
        return {bk.name: bk.failures / (len(bk.log) - len(bk.log)) for bk in breakers}
    except ZeroDivisionError:
        raise RuntimeError("cannot summarize breakers")
summarize([b, f])
