# Cursor-based pagination over a tool with a generator, itertools.islice and a cache.
import itertools
from functools import lru_cache
import base64, json, hashlib

def encode_cursor(page, filters):
    raw = json.dumps({"p": page, "f": filters}, separators=(",", ":"), sort_keys=True).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")

def decode_cursor(cursor):
    padded = cursor + "=" * (-len(cursor) % 4)
    return json.loads(base64.urlsafe_b64decode(padded))

calls = []
@lru_cache(maxsize=None)
def page_of(page, status):
    calls.append((page, status))
    return list_orders(status=status, page=page, page_size=7)

def iter_orders(status=None):
    page = 1
    while page:
        resp = page_of(page, status)
        yield from resp["items"]
        page = resp["next_page"]

first12 = list(itertools.islice(iter_orders("pending"), 12))
print(len(first12), [o["id"] for o in first12[:4]], "pages fetched:", len(calls))
all_pending = list(iter_orders("pending"))
print(len(all_pending), "pages fetched:", len(calls), page_of.cache_info())

cur = encode_cursor(3, {"status": "pending", "region": None})
print(cur, decode_cursor(cur))
digest = hashlib.sha256(json.dumps([o["id"] for o in all_pending]).encode()).hexdigest()
print("etag:", digest[:12])

def chunked(it, n):
    it = iter(it)
    while chunk := list(itertools.islice(it, n)):
        yield chunk

for i, chunk in enumerate(chunked(iter_orders("delivered"), 5)):
    qty = sum(o["quantity"] for o in chunk)
    print(f"batch {i}: {len(chunk)} orders, {qty:>3} units, ids {chunk[0]['id']}..{chunk[-1]['id']}")

pairs = itertools.pairwise(o["created"][:10] for o in all_pending)
out_of_order = sum(a > b for a, b in pairs)
print("out-of-order pairs:", out_of_order)
gen = iter_orders("shipped")
print(next(gen)["id"], next(gen)["id"])
print(gen.__name__, type(gen).__name__, gen.gi_running)
gen.close()
try:
    next(gen)
except StopIteration:
    print("closed generator is exhausted")
try:
    list_orders(page=0)
except ValueError as e:
    print("bad page:", e)
