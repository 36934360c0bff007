# Retries with exponential backoff around a flaky HTTP tool.
import json
import time

class RetryError(Exception):
    def __init__(self, url, attempts, last):
        super().__init__(f"gave up on {url} after {attempts} attempts")
        self.url = url
        self.attempts = attempts
        self.last = last

def with_retries(fn, url, *, max_attempts=4, base_delay=0.5, factor=2.0, retry_on=(ConnectionError, TimeoutError)):
    delays = []
    for attempt in range(1, max_attempts + 1):
        try:
            resp = fn(url, attempt=attempt)
        except retry_on as exc:
            delay = base_delay * factor ** (attempt - 1)
            delays.append(delay)
            print(f"  attempt {attempt}: {type(exc).__name__}: {exc} -> sleeping {delay:.2f}s")
            last = exc
            continue
        if resp["status"] == 429:
            delay = float(resp["headers"].get("Retry-After", 1))
            delays.append(delay)
            print(f"  attempt {attempt}: 429, retry after {delay:g}s")
            last = None
            continue
        return resp, delays
    raise RetryError(url, max_attempts, last) from last

urls = ["https://example.com/about", "https://api.flaky.dev/v1/items",
        "https://ratelimit.io/q", "https://slow.example.net/x", "https://example.com/nope"]
summary = {}
for url in urls:
    print(url)
    try:
        resp, delays = with_retries(http_get, url)
    except RetryError as e:
        print(f"  FAILED: {e}; cause={e.__cause__!r}")
        summary[url] = {"ok": False, "attempts": e.attempts}
        continue
    body = resp["body"]
    kind = resp["headers"].get("Content-Type", "?")
    if kind == "application/json":
        body = json.loads(body)
    print(f"  -> {resp['status']} {kind} after waiting {sum(delays):.1f}s total; body={body!r:.60}")
    summary[url] = {"ok": resp["status"] == 200, "waited": sum(delays)}

print(json.dumps(summary, indent=1))
failed = [u for u, s in summary.items() if not s["ok"]]
print(f"{len(failed)}/{len(urls)} failed:", *failed, sep="\n  ")
try:
    with_retries(http_get, "https://slow.example.net/x", max_attempts=1)
except RetryError as e:
    raise RuntimeError("pipeline aborted") from e
