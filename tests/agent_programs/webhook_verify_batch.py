import base64
import hashlib
import hmac
import json
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import List, Optional

SECRET = b"whsec_test_1234"
NOW = datetime(2024, 5, 1, 12, 0, tzinfo=timezone.utc)
TOLERANCE = timedelta(minutes=5)


class SignatureError(Exception):
    pass


class ExpiredError(SignatureError):
    pass


@dataclass
class Delivery:
    id: str
    timestamp: int
    body: str
    signature: str


def sign(ts: int, body: str) -> str:
    mac = hmac.new(SECRET, f"{ts}.{body}".encode(), hashlib.sha256)
    return "v1=" + mac.hexdigest()


def verify(d: Delivery) -> dict:
    expected = sign(d.timestamp, d.body)
    if not hmac.compare_digest(expected, d.signature):
        raise SignatureError(f"{d.id}: signature mismatch")
    sent = datetime.fromtimestamp(d.timestamp, tz=timezone.utc)
    if abs(NOW - sent) > TOLERANCE:
        raise ExpiredError(f"{d.id}: sent {sent:%H:%M:%S}, {abs(NOW - sent)} ago")
    return json.loads(d.body)


base_ts = int(NOW.timestamp())
payloads = [{"event": "order.paid", "order": o["id"], "amount": round(o["quantity"] * o["unit_price"], 2)}
            for o in list_orders(status="delivered", page_size=4)["items"]]
deliveries: List[Delivery] = []
for i, p in enumerate(payloads):
    body = json.dumps(p, separators=(",", ":"))
    ts = base_ts - i * 170
    sig = sign(ts, body)
    if i == 2:
        sig = sig[:-1] + ("0" if sig[-1] != "0" else "1")
    deliveries.append(Delivery(f"evt_{i:03d}", ts, body, sig))

accepted = 0
for d in deliveries:
    try:
        event = verify(d)
    except ExpiredError as e:
        print("EXPIRED ", e)
    except SignatureError as e:
        print("REJECTED", e)
    else:
        accepted += 1
        print(f"OK       {d.id} {event['event']} {event['order']} ${event['amount']:.2f}")
print(f"{accepted}/{len(deliveries)} accepted")

token = base64.urlsafe_b64encode(json.dumps({"sub": 42, "exp": base_ts + 3600}).encode()).rstrip(b"=")
print(token.decode())
padded = token + b"=" * (-len(token) % 4)
print(json.loads(base64.urlsafe_b64decode(padded)))
print(base64.b64encode(b"\x00\xff binary \xfe").decode(), base64.b16encode(b"hi!"), base64.b32encode(b"abc"))
h = hashlib.sha256()
for chunk in (b"part1", b"part2"):
    h.update(chunk)
print(h.hexdigest()[:16], h.digest_size, h.name, hashlib.md5(b"x").hexdigest(), hashlib.sha1(b"").hexdigest()[:10])
print(hashlib.sha256(b"part1part2").hexdigest() == h.hexdigest(), hashlib.blake2b(b"a", digest_size=8).hexdigest())
try:
    base64.b64decode("abc", validate=True)
except Exception as e:
    print(type(e).__name__, e)
etag = hashlib.md5(json.dumps(payloads, sort_keys=True).encode()).hexdigest()
print(f'ETag: "{etag}"')
