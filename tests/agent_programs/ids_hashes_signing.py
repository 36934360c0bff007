# Stable ids and signatures for exported records: uuid3/uuid5/UUID parsing, hashlib digests, hmac compare_digest, base64 variants, binascii crc32/hexlify, zlib adler32/compress round trip, secrets-free deterministic tokens.
import uuid
import hashlib
import hmac
import base64
import binascii
import zlib
import json

orders = list_orders(page_size=5)["items"]
NS = uuid.uuid5(uuid.NAMESPACE_DNS, "orders.example.com")
print(NS, NS.version, NS.variant, NS.hex[:8], NS.int % 1000, NS.urn, repr(NS)[:12])
for o in orders:
    oid = uuid.uuid5(NS, o["id"])
    body = json.dumps(o, sort_keys=True, separators=(",", ":")).encode()
    sig = hmac.new(b"k3y", body, hashlib.sha256).hexdigest()
    print(o["id"], oid, uuid.uuid3(uuid.NAMESPACE_URL, o["id"]).hex[:12], hashlib.md5(body).hexdigest()[:10], sig[:16], zlib.crc32(body), binascii.crc32(body) == zlib.crc32(body))
u = uuid.UUID("{12345678-1234-5678-1234-567812345678}")
print(u, u.bytes[:4], u.fields[:2], str(uuid.UUID(bytes=u.bytes)), uuid.UUID(int=1), u == uuid.UUID("12345678123456781234567812345678"), sorted([uuid.UUID(int=3), uuid.UUID(int=1)])[0].int)
try:
    uuid.UUID("not-a-uuid")
except ValueError as e:
    print("ValueError:", e)
h = hashlib.sha256()
for o in orders:
    h.update(o["id"].encode())
print(h.hexdigest(), h.digest_size, h.block_size, h.name, hashlib.sha1(b"abc").hexdigest(), hashlib.sha512(b"").hexdigest()[:16], hashlib.new("sha256", b"x").hexdigest()[:8])
h2 = h.copy()
h2.update(b"more")
print(h.hexdigest()[:8], h2.hexdigest()[:8], hashlib.blake2b(b"x", digest_size=8).hexdigest(), hashlib.sha3_256(b"x").hexdigest()[:8])
good = hmac.new(b"k3y", b"payload", "sha256")
print(good.hexdigest()[:20], hmac.compare_digest(good.hexdigest(), hmac.new(b"k3y", b"payload", hashlib.sha256).hexdigest()), hmac.compare_digest(b"a", b"b"), hmac.digest(b"k", b"m", "sha1").hex()[:10])
raw = bytes(range(250, 256)) + b"hello?>"
print(base64.b64encode(raw), base64.urlsafe_b64encode(raw), base64.b32encode(b"hi"), base64.b16encode(b"hi"), base64.b85encode(b"hi") if hasattr(base64, "b85encode") else b"", base64.standard_b64decode(base64.b64encode(raw)) == raw)
print(base64.b64decode("aGVsbG8"+"="), base64.urlsafe_b64decode("-_-_"), base64.b64encode(b"").decode(), base64.encodebytes(b"x" * 60)[-6:])
for bad in ("abc", "a===", "!!!!"):
    try:
        print(base64.b64decode(bad, validate=True))
    except binascii.Error as e:
        print("binascii.Error:", e)
print(binascii.hexlify(b"\x00\xffab"), binascii.hexlify(b"abcd", "-"), binascii.unhexlify("deadbeef"), bytes.fromhex("de ad be ef"), b"\x01\x02".hex(":"), binascii.b2a_base64(b"x"))
try:
    binascii.unhexlify("abc")
except binascii.Error as e:
    print("binascii.Error:", e)
blob = json.dumps(orders).encode()
packed = zlib.compress(blob, 9)
print(len(blob), len(packed) < len(blob), zlib.decompress(packed) == blob, zlib.adler32(blob), zlib.crc32(b"a", zlib.crc32(b"b")))
d = zlib.decompressobj()
part = d.decompress(packed[:20]) + d.decompress(packed[20:]) + d.flush()
print(part == blob, d.eof)
try:
    zlib.decompress(b"garbage")
except zlib.error as e:
    print("zlib.error:", e)
token = hashlib.sha256(b"seed:" + orders[0]["id"].encode()).digest()
print(base64.urlsafe_b64encode(token).rstrip(b"=").decode()[:22], int.from_bytes(token[:4], "big"), token[:4].hex())
