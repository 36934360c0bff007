#!/usr/bin/env python3
"""Deterministic stand-ins for the tools an agent is usually given (an
order store, a user directory, logs, metrics, a search index, an HTTP
fetcher that fails on purpose...).  `python3 fake_tools.py NAME` answers one
call with baton's tool protocol (the call as JSON on stdin, the result as
JSON on stdout, {"error": {...}} to raise); run.py imports the same
handlers to stand in for baton's host when CPython runs a program.
Every answer depends only on the arguments: no clock, no randomness
without a fixed seed, no state between calls.
"""
import json
import random
import sys


class ToolError(Exception):
    """An answer {"error": {"type": T, "message": M}}: the program sees T(M)."""

    def __init__(self, kind, message):
        super().__init__(message)
        self.kind = kind
        self.message = message


REGIONS = ["north", "south", "east", "west"]
PRODUCTS = [("widget", 2.50), ("gadget", 12.00), ("doohickey", 7.25),
            ("gizmo", 19.99), ("sprocket", 0.75), ("thingamajig", 33.10)]
STATUSES = ["shipped", "pending", "cancelled", "delivered"]
NAMES = ["Ada Lovelace", "Alan Turing", "Grace Hopper", "Edsger Dijkstra",
         "Barbara Liskov", "Donald Knuth", "Margaret Hamilton", "Ken Thompson",
         "Frances Allen", "John McCarthy", "Radia Perlman", "Tim Berners-Lee"]


def _orders():
    rng = random.Random(1234)
    out = []
    for i in range(1, 58):
        name, price = PRODUCTS[rng.randrange(len(PRODUCTS))]
        qty = rng.randint(1, 9)
        out.append({
            "id": f"ORD-{i:04d}",
            "customer_id": rng.randint(1, 12),
            "product": name,
            "quantity": qty,
            "unit_price": price,
            "status": STATUSES[rng.randrange(4)],
            "region": REGIONS[rng.randrange(4)],
            "created": f"2024-{rng.randint(1, 6):02d}-{rng.randint(1, 28):02d}T"
                       f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:00Z",
            "tags": sorted(rng.sample(["gift", "rush", "bulk", "fragile", "promo"],
                                      rng.randint(0, 2))),
        })
    return out


def list_orders(status=None, region=None, page=1, page_size=10):
    items = [o for o in _orders()
             if (status is None or o["status"] == status)
             and (region is None or o["region"] == region)]
    if page < 1:
        raise ToolError("ValueError", f"page must be >= 1, got {page}")
    start = (page - 1) * page_size
    chunk = items[start:start + page_size]
    more = start + page_size < len(items)
    return {"items": chunk, "page": page, "next_page": page + 1 if more else None,
            "total": len(items)}


def get_user(user_id):
    if not isinstance(user_id, int) or not 1 <= user_id <= len(NAMES):
        raise ToolError("KeyError", f"no user with id {user_id!r}")
    name = NAMES[user_id - 1]
    first, last = name.split(" ", 1)
    return {"id": user_id, "name": name,
            "email": f"{first.lower()}.{last.lower().replace('-', '')}@example.com",
            "tier": ["free", "pro", "enterprise"][user_id % 3],
            "signup": f"20{15 + user_id % 9:02d}-{1 + user_id % 12:02d}-{1 + (user_id * 7) % 28:02d}",
            "active": user_id % 4 != 0}


def fetch_logs(service, limit=200):
    rng = random.Random(hash_str(service))
    levels = ["INFO"] * 6 + ["WARNING"] * 2 + ["ERROR", "DEBUG"]
    paths = ["/api/users", "/api/orders", "/health", "/api/search", "/login"]
    lines = []
    for i in range(min(limit, 60)):
        lvl = levels[rng.randrange(len(levels))]
        ms = rng.randint(3, 900)
        code = rng.choice([200, 200, 200, 201, 204, 301, 400, 404, 500, 503])
        lines.append(f"2024-03-{1 + i // 20:02d} {10 + i % 12:02d}:{(i * 7) % 60:02d}:{(i * 13) % 60:02d},{rng.randint(0, 999):03d} "
                     f"{lvl} [{service}] {rng.choice(['GET', 'POST', 'PUT', 'DELETE'])} "
                     f"{rng.choice(paths)} status={code} latency={ms}ms "
                     f"user={rng.choice(['u1', 'u2', 'u3', 'anon'])}")
    return lines


def hash_str(s):
    h = 0
    for ch in s:
        h = (h * 131 + ord(ch)) % 1000003
    return h


def get_metrics(host, points=24):
    if host.startswith("db"):
        base = 55.0
    elif host.startswith("web"):
        base = 30.0
    else:
        raise ToolError("LookupError", f"unknown host {host}")
    rng = random.Random(hash_str(host))
    out = []
    for i in range(points):
        out.append({"ts": f"2024-05-01T{i:02d}:00:00+00:00",
                    "cpu": round(base + rng.uniform(-20, 40), 1),
                    "mem_mb": rng.randint(900, 4000),
                    "errors": rng.choice([0, 0, 0, 1, 2, 5])})
    return out


DOCS = [
    {"id": "d1", "title": "Retry strategies for flaky APIs",
     "body": "Use exponential backoff with jitter. Cap the delay. Give up after five attempts.",
     "tags": ["api", "reliability"], "updated": "2024-02-11"},
    {"id": "d2", "title": "Rate limiting with token buckets",
     "body": "A token bucket refills at a steady rate. Each request takes a token. Bursts are allowed up to capacity.",
     "tags": ["api", "performance"], "updated": "2023-11-30"},
    {"id": "d3", "title": "Parsing logs with regular expressions",
     "body": "Named groups make log parsing readable. Compile patterns once. Anchor them when you can.",
     "tags": ["logs", "regex"], "updated": "2024-04-02"},
    {"id": "d4", "title": "Caching API responses",
     "body": "Cache by a normalized key. Expire entries. Beware of stale data in dashboards.",
     "tags": ["performance", "api"], "updated": "2024-01-20"},
    {"id": "d5", "title": "Scheduling jobs with priorities",
     "body": "A heap orders jobs by priority. Ties break by arrival. Starvation needs aging.",
     "tags": ["scheduling"], "updated": "2022-09-14"},
    {"id": "d6", "title": "Graph search for dependency resolution",
     "body": "Topological sort finds an install order. Cycles mean the dependencies cannot be resolved.",
     "tags": ["graphs", "packaging"], "updated": "2024-03-18"},
]


def search_docs(query, limit=3, tag=None):
    words = query.lower().split()
    hits = []
    for d in DOCS:
        if tag is not None and tag not in d["tags"]:
            continue
        text = (d["title"] + " " + d["body"]).lower()
        score = sum(text.count(w) for w in words)
        if score:
            hits.append({"id": d["id"], "title": d["title"], "score": score,
                         "tags": d["tags"], "updated": d["updated"]})
    hits.sort(key=lambda h: (-h["score"], h["id"]))
    return hits[:limit]


def read_doc(doc_id):
    for d in DOCS:
        if d["id"] == doc_id:
            return d
    raise ToolError("FileNotFoundError", f"no document {doc_id}")


PAGES = {
    "https://example.com/": "<html><title>Example</title><a href='/about'>About</a><a href=\"/blog?p=1\">Blog</a></html>",
    "https://example.com/about": "<html><title>About us</title><p>We build tools.</p><a href='/'>Home</a><a href='/team'>Team</a></html>",
    "https://example.com/team": "<html><title>Team</title><p>Ada, Alan &amp; Grace.</p><a href='/about'>About</a></html>",
    "https://example.com/blog?p=1": "<html><title>Blog &mdash; page 1</title><a href='/blog?p=2'>next</a><a href='https://other.org/x'>ext</a></html>",
    "https://example.com/blog?p=2": "<html><title>Blog &mdash; page 2</title><a href='/missing'>old</a></html>",
}


def http_get(url, attempt=1):
    if "flaky" in url and attempt < 3:
        raise ToolError("ConnectionError", f"connection reset while fetching {url}")
    if "slow" in url:
        raise ToolError("TimeoutError", f"timed out after 5.0s: {url}")
    if "ratelimit" in url and attempt < 2:
        return {"status": 429, "headers": {"Retry-After": "2"}, "body": ""}
    if "flaky" in url or "ratelimit" in url:
        return {"status": 200, "headers": {"Content-Type": "application/json"},
                "body": json.dumps({"ok": True, "url": url, "attempt": attempt})}
    body = PAGES.get(url)
    if body is None:
        return {"status": 404, "headers": {}, "body": "not found"}
    return {"status": 200, "headers": {"Content-Type": "text/html"}, "body": body}


def get_stock(symbol, days=15):
    if not symbol.isupper():
        raise ToolError("ValueError", f"bad ticker symbol: {symbol!r}")
    rng = random.Random(hash_str(symbol))
    price = 50 + hash_str(symbol) % 200
    out = []
    for d in range(days):
        price = round(price * (1 + rng.uniform(-0.04, 0.045)), 2)
        out.append({"date": f"2024-06-{d + 1:02d}", "close": price,
                    "volume": rng.randint(10_000, 900_000)})
    return out


TASKS = [
    {"id": "T1", "title": "Design schema", "owner": "ada", "estimate_h": 6, "deps": [], "priority": 2},
    {"id": "T2", "title": "Write migrations", "owner": "alan", "estimate_h": 3, "deps": ["T1"], "priority": 3},
    {"id": "T3", "title": "API endpoints", "owner": "grace", "estimate_h": 10, "deps": ["T1"], "priority": 1},
    {"id": "T4", "title": "Frontend forms", "owner": "ada", "estimate_h": 8, "deps": ["T3"], "priority": 2},
    {"id": "T5", "title": "Load testing", "owner": "ken", "estimate_h": 4, "deps": ["T3", "T2"], "priority": 4},
    {"id": "T6", "title": "Docs", "owner": "grace", "estimate_h": 2, "deps": ["T4"], "priority": 5},
    {"id": "T7", "title": "Release", "owner": "alan", "estimate_h": 1, "deps": ["T5", "T6"], "priority": 1},
]


def list_tasks(owner=None):
    return [t for t in TASKS if owner is None or t["owner"] == owner]


def get_weather(city, units="C"):
    table = {"Paris": (14.5, "rain", 18), "Tokyo": (22.1, "clear", 9),
             "Oslo": (3.2, "snow", 25), "Cairo": (31.8, "clear", 12),
             "Lima": (19.0, "fog", 7), "Sydney": (17.4, "cloudy", 30)}
    if city not in table:
        raise ToolError("ValueError", f"unknown city: {city}")
    t, sky, wind = table[city]
    if units == "F":
        t = round(t * 9 / 5 + 32, 1)
    elif units != "C":
        raise ToolError("ValueError", f"units must be 'C' or 'F', not {units!r}")
    return {"city": city, "temp": t, "units": units, "sky": sky, "wind_kmh": wind}


def get_inventory(warehouse):
    rng = random.Random(hash_str(warehouse))
    if warehouse not in ("AMS", "BER", "NYC", "SFO"):
        raise ToolError("KeyError", warehouse)
    return [{"sku": f"SKU-{rng.randint(100, 999)}", "name": n, "qty": rng.randint(0, 80),
             "reorder_at": rng.choice([5, 10, 20]), "price": round(p * rng.uniform(0.9, 1.2), 2)}
            for n, p in PRODUCTS]


def get_exchange_rate(base, quote):
    rates = {"USD": 1.0, "EUR": 0.92, "GBP": 0.79, "JPY": 156.3, "CHF": 0.9}
    if base not in rates or quote not in rates:
        raise ToolError("ValueError", f"unsupported currency pair {base}/{quote}")
    return {"base": base, "quote": quote, "rate": round(rates[quote] / rates[base], 6)}


def echo(*args, **kwargs):
    return {"args": list(args), "kwargs": kwargs}


def run_query(sql, params=None):
    """A toy 'database': returns rows for a few known queries."""
    sql = " ".join(sql.split()).lower()
    if sql.startswith("select region, sum"):
        totals = {}
        for o in _orders():
            totals[o["region"]] = totals.get(o["region"], 0) + o["quantity"] * o["unit_price"]
        return [[r, round(v, 2)] for r, v in sorted(totals.items())]
    if sql.startswith("select * from users"):
        return [[u, NAMES[u - 1]] for u in range(1, 6)]
    raise ToolError("RuntimeError", f"syntax error near {sql.split()[0]!r}")


HANDLERS = {f.__name__: f for f in [
    list_orders, get_user, fetch_logs, get_metrics, search_docs, read_doc, http_get,
    get_stock, list_tasks, get_weather, get_inventory, get_exchange_rate, echo, run_query]}
# Async twins: the same answers, declared "async" in tools.json.
ASYNC = {"afetch": "http_get", "aget_user": "get_user", "aget_metrics": "get_metrics",
         "asearch": "search_docs", "aget_stock": "get_stock"}


def answer(name, args, kwargs):
    """The JSON-ready answer of one call, as the tool command prints it."""
    fn = HANDLERS[ASYNC.get(name, name)]
    try:
        return fn(*args, **kwargs)
    except ToolError as e:
        return {"error": {"type": e.kind, "message": e.message}}


if __name__ == "__main__":
    call = json.load(sys.stdin)
    print(json.dumps(answer(sys.argv[1], call.get("args", []), call.get("kwargs", {}))))
