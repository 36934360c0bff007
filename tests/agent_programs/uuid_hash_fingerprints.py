# Deterministic IDs and content fingerprints for exported documents.
import base64
import binascii
import hashlib
import hmac
import uuid
import zlib

NS = uuid.uuid5(uuid.NAMESPACE_DNS, "docs.example.com")
print("namespace:", NS, NS.version, NS.variant, repr(NS)[:20])

docs = [read_doc(f"d{i}") for i in range(1, 7)]
print(f"{'id':<3} {'uuid5':<36} {'uuid3 (short)':<13} {'sha256[:12]':<12} {'crc32':>10} {'adler':>10}")
for d in docs:
    body = d["body"].encode()
    u5 = uuid.uuid5(NS, d["id"])
    u3 = uuid.uuid3(uuid.NAMESPACE_URL, f"https://docs.example.com/{d['id']}")
    print(f"{d['id']:<3} {u5} {u3.hex[:13]} {hashlib.sha256(body).hexdigest()[:12]} "
          f"{binascii.crc32(body):>10} {zlib.adler32(body):>10}")

u = uuid.uuid5(NS, "d1")
print(u.urn, u.int % 10**8, u.fields[:3], u.bytes[:4], str(uuid.UUID(bytes=u.bytes)) == str(u))
print(uuid.UUID("{12345678-1234-5678-1234-567812345678}"), uuid.UUID(int=1).hex, uuid.UUID(u.hex) == u,
      uuid.UUID("12345678123456781234567812345678") < u)
try:
    uuid.UUID("not-a-uuid")
except ValueError as e:
    print("ValueError:", e)

h = hashlib.sha256()
for d in docs:
    h.update(d["id"].encode())
    h.update(b"\x00")
print("manifest sha256:", h.hexdigest(), h.digest_size, h.block_size, h.name)
print("md5:", hashlib.md5(b"hello").hexdigest(), "sha1:", hashlib.sha1(b"hello").hexdigest()[:16])
print("blake2b-16:", hashlib.blake2b(b"hello", digest_size=16).hexdigest())
print("blake2s keyed:", hashlib.blake2s(b"hello", key=b"k" * 8).hexdigest()[:24])
print("sha3_256:", hashlib.sha3_256(b"").hexdigest()[:32], "sha512:", hashlib.sha512(b"x").hexdigest()[:16])
print("new():", hashlib.new("sha224", b"abc").hexdigest())
c = h.copy(); c.update(b"more")
print("copy differs:", c.hexdigest() != h.hexdigest())

secret = b"s3cr3t"
for d in docs[:3]:
    sig = hmac.new(secret, d["body"].encode(), hashlib.sha256)
    tag = base64.urlsafe_b64encode(sig.digest()).rstrip(b"=").decode()
    print(d["id"], tag, hmac.compare_digest(sig.hexdigest(), hmac.new(secret, d["body"].encode(), "sha256").hexdigest()))
print(hmac.digest(b"k", b"m", "md5").hex())

raw = bytes(range(0, 256, 17))
print(base64.b64encode(raw), base64.b32encode(raw[:5]), base64.b16encode(raw[:4]))
print(base64.b85encode(raw[:8]), base64.a85encode(raw[:8]), base64.standard_b64decode("aGk="))
print(base64.b64decode("aGV sbG8=\n"), base64.urlsafe_b64decode("-_8="), binascii.hexlify(raw[:4], "-"))
try:
    base64.b64decode("abc")
except binascii.Error as e:
    print("binascii.Error:", e)
try:
    base64.b64decode("ab$c", validate=True)
except binascii.Error as e:
    print("binascii.Error:", e)
print(bytes.fromhex("de ad be ef").hex(":"), b"\x00\xff".hex(), int.from_bytes(hashlib.md5(b"x").digest()[:4], "big"))
