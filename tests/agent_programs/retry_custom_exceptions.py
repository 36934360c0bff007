# Retry flaky downloads with a custom exception hierarchy, backoff bookkeeping and exception chaining; the last one fails uncaught.
class FetchError(Exception):
    def __init__(self, url, attempts, last):
        super().__init__(f"{url} failed after {attempts} attempts")
        self.url = url
        self.attempts = attempts
        self.last = last

class PermanentError(FetchError):
    pass

def backoff(attempt, base=0.25, cap=4.0):
    return min(cap, base * 2 ** (attempt - 1))

def fetch(url, max_attempts=4):
    waits = []
    last = None
    for attempt in range(1, max_attempts + 1):
        try:
            resp = http_get(url, attempt=attempt)
        except ConnectionError as e:
            last = e
            waits.append(backoff(attempt))
            continue
        except TimeoutError as e:
            raise PermanentError(url, attempt, e) from e
        if resp["status"] == 429:
            waits.append(float(resp["headers"]["Retry-After"]))
            continue
        if resp["status"] >= 400:
            raise PermanentError(url, attempt, None)
        return resp, waits
    raise FetchError(url, max_attempts, last) from last

for url in ["https://flaky.example.org/a", "https://ratelimit.example.org/b", "https://example.com/team",
            "https://example.com/nope", "https://slow.example.org/c"]:
    try:
        resp, waits = fetch(url)
        print(f"OK   {url} status={resp['status']} waits={waits} total={sum(waits):.2f}s len={len(resp['body'])}")
    except PermanentError as e:
        cause = e.__cause__
        print(f"PERM {url}: {e} | cause={cause!r} | context is cause: {e.__context__ is cause}")
    except FetchError as e:
        print(f"FAIL {url}: {e}")

print(issubclass(PermanentError, FetchError), PermanentError.__mro__[1].__name__, isinstance(ConnectionError(), OSError))
try:
    fetch("https://flaky.example.org/z", max_attempts=2)
except FetchError as e:
    print("args:", e.args, "attempts:", e.attempts, "last:", type(e.last).__name__, e.last)

def wrapper():
    try:
        return fetch("https://flaky.example.org/final", max_attempts=1)
    except FetchError as e:
        raise RuntimeError("download stage failed") from e

wrapper()
