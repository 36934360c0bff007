# Map HTTP answers to a custom exception hierarchy, use try/except/else/finally ordering, and end with an uncaught error raised inside a handler.
class HTTPError(Exception):
    status = 0
    def __init__(self, url, detail=""):
        super().__init__(url, detail)
        self.url = url
        self.detail = detail
    def __str__(self):
        return f"{self.status} for {self.url}" + (f" ({self.detail})" if self.detail else "")

class NotFound(HTTPError):
    status = 404

class TooManyRequests(HTTPError):
    status = 429
    @property
    def retry_after(self):
        return int(self.detail or 0)

ERRORS = {cls.status: cls for cls in (NotFound, TooManyRequests)}
trail = []

def get(url):
    resp = http_get(url)
    cls = ERRORS.get(resp["status"])
    if cls:
        raise cls(url, resp["headers"].get("Retry-After", ""))
    return resp

def load(url):
    trail.append(f"load {url.rsplit('/', 1)[-1] or '/'}")
    try:
        resp = get(url)
    except TooManyRequests as e:
        trail.append(f"  wait {e.retry_after}s")
        return None
    except (NotFound, ConnectionError) as e:
        trail.append(f"  missing: {e!s} / {e!r}")
        return None
    else:
        trail.append("  else: parsed")
        return resp["body"][:20]
    finally:
        trail.append("  finally")

def first_ok(urls):
    for u in urls:
        try:
            return load(u) or next(iter([]))
        except StopIteration:
            continue
        finally:
            trail.append(f"  checked {u[-5:]}")
    return "none"

print(load("https://example.com/about"))
print(load("https://example.com/missing"))
print(load("https://ratelimit.example.org/a"))
print(first_ok(["https://example.com/gone", "https://example.com/team"]))
print("\n".join(trail))
def odd_finally():
    try:
        return "try"
    finally:
        trail.append("finally overrides? no")
print(odd_finally(), trail[-1])
e = NotFound("u", "d")
print(e.args, isinstance(e, HTTPError), HTTPError.status, NotFound.__mro__[-2].__name__, [c.__name__ for c in (NotFound, TooManyRequests) if issubclass(c, HTTPError)])
try:
    get("https://example.com/nothing-here")
except HTTPError as err:
    summary = {"url": err.url, "code": err.status}
    print("handled", summary)
    raise LookupError(f"giving up on {summary['url']}") from err if summary["code"] != 404 else KeyError(summary["url"])
