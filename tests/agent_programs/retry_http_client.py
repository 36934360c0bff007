import json
import time
from typing import Any, Callable, Dict, Optional, TypeVar

T = TypeVar("T")


class FetchError(Exception):
    """Raised when a URL cannot be fetched after retries."""

    def __init__(self, url: str, attempts: int, last: Optional[BaseException] = None):
        super().__init__(f"{url} failed after {attempts} attempt(s)")
        self.url = url
        self.attempts = attempts
        self.last = last


class RateLimited(Exception):
    def __init__(self, retry_after: float):
        super().__init__(f"rate limited, retry after {retry_after:g}s")
        self.retry_after = retry_after


def with_retries(fn: Callable[[int], T], *, max_attempts: int = 4,
                 base_delay: float = 0.5, log: list) -> T:
    delay = base_delay
    last_exc: Optional[BaseException] = None
    for attempt in range(1, max_attempts + 1):
        try:
            return fn(attempt)
        except RateLimited as exc:
            log.append(f"attempt {attempt}: {exc}; sleeping {exc.retry_after:.1f}s")
            last_exc = exc
        except (ConnectionError, TimeoutError) as exc:
            log.append(f"attempt {attempt}: {type(exc).__name__}: {exc}; backoff {delay:.2f}s")
            last_exc = exc
            if isinstance(exc, TimeoutError):
                break
            delay = min(delay * 2, 4.0)
    raise FetchError(getattr(fn, "url", "?"), attempt, last_exc) from last_exc


def make_getter(url: str) -> Callable[[int], Dict[str, Any]]:
    def get(attempt: int) -> Dict[str, Any]:
        resp = http_get(url, attempt=attempt)
        if resp["status"] == 429:
            raise RateLimited(float(resp["headers"].get("Retry-After", "1")))
        if resp["status"] >= 400:
            raise LookupError(f"HTTP {resp['status']} for {url}")
        return resp
    get.url = url
    return get


URLS = [
    "https://api.example.com/flaky/items",
    "https://api.example.com/ratelimit/users",
    "https://example.com/about",
    "https://api.example.com/slow/report",
    "https://example.com/nope",
]

results: Dict[str, str] = {}
for url in URLS:
    log: list = []
    try:
        resp = with_retries(make_getter(url), log=log)
    except FetchError as exc:
        cause = exc.__cause__
        results[url] = f"ERROR {exc} (cause: {type(cause).__name__}: {cause})"
    except LookupError as exc:
        results[url] = f"MISSING {exc.args[0]}"
    else:
        ctype = resp["headers"].get("Content-Type", "?")
        if ctype == "application/json":
            body = json.loads(resp["body"])
            results[url] = f"OK json attempt={body['attempt']} keys={sorted(body)}"
        else:
            results[url] = f"OK {ctype} {len(resp['body'])} bytes"
    for line in log:
        print("   ", line)
    print(f"{url.split('//', 1)[1]:<40} -> {results[url]}")

ok = sum(v.startswith("OK") for v in results.values())
print(f"\n{ok}/{len(results)} succeeded ({ok / len(results):.0%})")
print("sleep is callable:", callable(time.sleep))
