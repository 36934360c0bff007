# Build a content manifest for documents: hashes, base64 forms, uuid5 ids and an HMAC signature.
import base64
import hashlib
import hmac
import json
import uuid

NS = uuid.UUID("6ba7b811-9dad-11d1-80b4-00c04fd430c8")
manifest = []
for doc_id in ["d1", "d2", "d3"]:
    doc = read_doc(doc_id)
    body = doc["body"].encode("utf-8")
    entry = {
        "id": doc_id,
        "uuid": str(uuid.uuid5(uuid.NAMESPACE_URL, f"kb://{doc_id}")),
        "sha256": hashlib.sha256(body).hexdigest()[:16],
        "md5": hashlib.md5(body).hexdigest(),
        "sha1_b64": base64.b64encode(hashlib.sha1(body).digest()).decode(),
        "size": len(body),
    }
    manifest.append(entry)
    print(json.dumps(entry, sort_keys=True))
blob = json.dumps(manifest, sort_keys=True, separators=(",", ":")).encode()
sig = hmac.new(b"top-secret", blob, hashlib.sha256)
print("sig", sig.hexdigest()[:24], sig.digest_size, sig.name)
print(hmac.compare_digest(sig.hexdigest(), hmac.new(b"top-secret", blob, "sha256").hexdigest()))
token = base64.urlsafe_b64encode(blob[:40]).rstrip(b"=")
print(token.decode())
pad = token + b"=" * (-len(token) % 4)
print(base64.urlsafe_b64decode(pad)[:20])
print(base64.b32encode(b"agent").decode(), base64.b16encode(b"\x00\xffok"), base64.b85encode(b"hi there")[:10])
h = hashlib.sha256()
for e in manifest:
    h.update(e["id"].encode())
c = h.copy()
c.update(b"!")
print(h.hexdigest()[:12], c.hexdigest()[:12], h.block_size, h.name)
print(hashlib.sha512(b"x").hexdigest()[:16], hashlib.blake2b(b"x", digest_size=8).hexdigest(), hashlib.new("sha1", b"abc").hexdigest()[:10])
u = uuid.uuid3(NS, "example.com")
print(u, u.version, u.hex[:8], repr(uuid.UUID(int=1)), uuid.UUID("{12345678-1234-5678-1234-567812345678}").urn)
print(uuid.UUID(bytes=bytes(range(16))), str(uuid.UUID(str(u))) == str(u), u.variant)
try:
    base64.b64decode("abc")
except Exception as e:
    print(type(e).__name__, e)
try:
    uuid.UUID("not-a-uuid")
except ValueError as e:
    print("ValueError", e)
print(hashlib.sha256(b"".join(e["md5"].encode() for e in manifest)).hexdigest() == hashlib.sha256("".join(e["md5"] for e in manifest).encode()).hexdigest())
