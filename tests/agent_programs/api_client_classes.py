# A small API client hierarchy over an HTTP tool: response objects, errors, retries, pagination links.
import json
import re
from urllib.parse import urlencode, urlparse, urlunparse, parse_qs

class APIError(Exception):
    """Base class for client errors."""

class NotFound(APIError):
    pass

class TransientError(APIError):
    def __init__(self, message, *, attempts):
        super().__init__(message)
        self.attempts = attempts

class Response:
    __slots__ = ("status", "headers", "body", "url")
    def __init__(self, url, raw):
        self.url = url
        self.status = raw["status"]
        self.headers = {k.lower(): v for k, v in raw["headers"].items()}
        self.body = raw["body"]
    @property
    def ok(self):
        return 200 <= self.status < 300
    def json(self):
        return json.loads(self.body)
    def __repr__(self):
        return f"<Response [{self.status}] {urlparse(self.url).path or '/'}>"
    def __bool__(self):
        return self.ok

class Client:
    retries = 3
    def __init__(self, base):
        self.base = base.rstrip("/")
        self.log = []
    def url(self, path, **params):
        parts = urlparse(self.base + "/" + path.lstrip("/"))
        query = urlencode({k: v for k, v in params.items() if v is not None})
        return urlunparse(parts._replace(query=query))
    def get(self, path, **params):
        url = self.url(path, **params)
        for attempt in range(1, self.retries + 1):
            try:
                resp = Response(url, http_get(url, attempt=attempt))
            except ConnectionError as e:
                self.log.append(f"{attempt}: {e}")
                continue
            if resp.status == 404:
                raise NotFound(url)
            return resp
        raise TransientError(f"{url} failed", attempts=self.retries)

class SiteClient(Client):
    LINK = re.compile(r"<a href='([^']+)'>([^<]+)</a>")
    def links(self, path):
        resp = self.get(path)
        return [(m[1], m[2]) for m in self.LINK.finditer(resp.body)]

c = SiteClient("https://example.com/")
print(c.url("/blog", p=2, q=None), c.url("team"))
r = c.get("/about")
print(r, bool(r), r.headers, r.ok)
print(c.links("/about"))
for path in ["/team", "/missing", "/"]:
    try:
        resp = c.get(path)
        print(path, "->", resp, len(resp.body))
    except NotFound as e:
        print(path, "-> not found:", e, isinstance(e, APIError), e.__class__.__mro__[1].__name__)
api = Client("https://api.flaky.dev")
data = api.get("/v1/items", limit=5).json()
print(data["ok"], parse_qs(urlparse(data["url"]).query), api.log)
Client.retries = 1
try:
    Client("https://api.flaky.dev").get("/v2")
except TransientError as e:
    print(f"{type(e).__name__}: {e} after {e.attempts} attempt(s); args={e.args}")
print(APIError.__doc__, NotFound.__doc__, Response.__slots__, hasattr(r, "__dict__"))
try:
    r.extra = 1
except AttributeError as e:
    print(e)
