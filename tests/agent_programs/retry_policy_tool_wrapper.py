"""A retry decorator for flaky tools: exponential backoff with a cap and
deterministic jitter, retryable vs fatal exception classes, attempts passed
to the tool, a circuit breaker counting failures, and a final report."""
import functools
import random
from dataclasses import dataclass, field
from enum import Enum
from typing import Callable


class Outcome(Enum):
    OK = "ok"
    RETRIED = "retried"
    FAILED = "failed"
    SHORT = "short-circuited"


@dataclass
class CallRecord:
    name: str
    args: tuple
    outcome: Outcome
    attempts: int
    delays: list = field(default_factory=list)
    error: str = ""


class CircuitOpen(RuntimeError):
    pass


class Breaker:
    def __init__(self, threshold=3):
        self.threshold = threshold
        self.failures = 0

    @property
    def open(self):
        return self.failures >= self.threshold

    def record(self, ok):
        self.failures = 0 if ok else self.failures + 1


HISTORY: list[CallRecord] = []
rng = random.Random(42)


def retry(*, attempts=4, base=0.5, cap=4.0, retry_on=(ConnectionError, TimeoutError), breaker=None,
          pass_attempt=False):
    def deco(fn: Callable):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            rec = CallRecord(fn.__name__, args, Outcome.OK, 0)
            HISTORY.append(rec)
            if breaker is not None and breaker.open:
                rec.outcome = Outcome.SHORT
                raise CircuitOpen(f"{fn.__name__}: circuit open after {breaker.failures} failures")
            for n in range(1, attempts + 1):
                rec.attempts = n
                try:
                    if pass_attempt:
                        kwargs["attempt"] = n
                    result = fn(*args, **kwargs)
                except retry_on as e:
                    rec.error = f"{type(e).__name__}: {e}"
                    if n == attempts:
                        rec.outcome = Outcome.FAILED
                        if breaker:
                            breaker.record(False)
                        raise
                    delay = min(cap, base * 2 ** (n - 1)) * (0.5 + rng.random() / 2)
                    rec.delays.append(round(delay, 3))
                    rec.outcome = Outcome.RETRIED
                    continue
                except Exception as e:
                    rec.outcome = Outcome.FAILED
                    rec.error = f"fatal {type(e).__name__}: {e}"
                    if breaker:
                        breaker.record(False)
                    raise
                if breaker:
                    breaker.record(True)
                return result
        wrapper.retry_config = {"attempts": attempts, "base": base, "cap": cap}
        return wrapper
    return deco


web_breaker = Breaker(threshold=2)


@retry(attempts=3, pass_attempt=True, breaker=web_breaker)
def fetch(url, attempt=1):
    r = http_get(url, attempt=attempt)
    if r["status"] >= 500:
        raise ConnectionError(f"server error {r['status']}")
    return r


@retry(attempts=2, retry_on=(LookupError,))
def user(uid):
    return get_user(uid)


for url in ["https://example.com/", "https://flaky.example.com/x", "https://slow.example.com/",
            "https://ratelimit.example.com/", "https://example.com/about", "https://slow.example.com/2",
            "https://slow.example.com/3", "https://example.com/team"]:
    try:
        r = fetch(url)
        print(f"OK   {url:<32} {r['status']}")
    except CircuitOpen as e:
        print(f"OPEN {url:<32} {e}")
    except (ConnectionError, TimeoutError) as e:
        print(f"FAIL {url:<32} {type(e).__name__}: {e}")
    if web_breaker.open and url.endswith("/3"):
        web_breaker.failures = 0
        print("     breaker reset")

for uid in [2, 0, "7"]:
    try:
        print("user", uid, "->", user(uid)["name"])
    except KeyError as e:
        print("user", uid, "-> KeyError", e)

print()
print(f"{'call':<6}{'args':<36}{'outcome':<16}{'n':>2}  delays / error")
for rec in HISTORY:
    shown = ", ".join(map(repr, rec.args))
    print(f"{rec.name:<6}{shown[:34]:<36}{rec.outcome.value:<16}{rec.attempts:>2}  {rec.delays} {rec.error}")
counts = {}
for rec in HISTORY:
    counts[rec.outcome] = counts.get(rec.outcome, 0) + 1
print({k.name: v for k, v in sorted(counts.items(), key=lambda kv: kv[0].value)})
print(fetch.retry_config, fetch.__name__, fetch.__wrapped__.__name__, user.__doc__)
