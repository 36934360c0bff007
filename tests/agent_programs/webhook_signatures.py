# Verify webhook signatures (HMAC-SHA256), build idempotency keys with uuid5, encode tokens with base64.
import base64
import hashlib
import hmac
import json
import uuid
from datetime import datetime, timezone, timedelta

SECRET = b"whsec_test_1234567890"
NAMESPACE = uuid.UUID("6ba7b811-9dad-11d1-80b4-00c04fd430c8")

def sign(payload: bytes, ts: int) -> str:
    mac = hmac.new(SECRET, f"{ts}.".encode() + payload, hashlib.sha256)
    return f"t={ts},v1={mac.hexdigest()}"

def verify(payload: bytes, header: str, now: int, tolerance=300) -> bool:
    parts = dict(p.split("=", 1) for p in header.split(","))
    ts = int(parts["t"])
    if abs(now - ts) > tolerance:
        raise ValueError(f"timestamp outside tolerance: {now - ts}s")
    expected = hmac.new(SECRET, f"{ts}.".encode() + payload, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, parts["v1"])

now = int(datetime(2024, 6, 1, 12, 0, tzinfo=timezone.utc).timestamp())
orders = list_orders(status="shipped", page_size=4)["items"]
for o in orders:
    body = json.dumps({"event": "order.shipped", "id": o["id"], "qty": o["quantity"]}, separators=(",", ":")).encode()
    header = sign(body, now - 30)
    key = uuid.uuid5(NAMESPACE, o["id"])
    ok = verify(body, header, now)
    tampered = verify(body.replace(b'"qty":', b'"qty":1'), header, now)
    print(o["id"], key, str(key)[:8], ok, tampered, header[:22] + "...")

token = base64.urlsafe_b64encode(json.dumps({"sub": "u1", "exp": now + 3600}).encode()).rstrip(b"=")
print(token.decode(), len(token))
pad = b"=" * (-len(token) % 4)
print(json.loads(base64.urlsafe_b64decode(token + pad)))
try:
    verify(b"{}", sign(b"{}", now - 1000), now)
except ValueError as e:
    print("rejected:", e)
h = hashlib.sha256()
for chunk in (b"part-1", b"part-2", b"part-3"):
    h.update(chunk)
print(h.hexdigest()[:32], hashlib.sha256(b"part-1part-2part-3").hexdigest() == h.hexdigest(), h.digest()[:4].hex())
print(hashlib.sha1(b"abc").hexdigest(), hashlib.md5(b"").hexdigest(), hashlib.sha512(b"x").hexdigest()[:16])
print(hashlib.pbkdf2_hmac("sha256", b"password", b"salt", 1000).hex()[:24])
u = uuid.UUID("{12345678-1234-5678-1234-567812345678}")
print(u, u.hex, u.int, u.bytes[:4], u.fields[0], u.variant, uuid.UUID(bytes=u.bytes) == u, repr(uuid.NAMESPACE_DNS))
print(base64.b64encode(hmac.digest(SECRET, b"msg", "sha256")).decode(), base64.b85encode(b"hello")[:10], base64.a85encode(b"hi"))
expires = datetime.fromtimestamp(now + 3600, tz=timezone.utc)
print(expires.isoformat(), (expires - datetime.fromtimestamp(now, timezone.utc)) == timedelta(hours=1), int(expires.timestamp()) - now)
