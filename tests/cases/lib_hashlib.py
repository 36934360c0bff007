# hashlib: digests of every algorithm at the block-size edges, update/copy, errors
import hashlib
for n in ['md5','sha1','sha224','sha256','sha384','sha512']:
    for data in [b'', b'abc', b'a'*55, b'a'*56, b'a'*64, b'a'*111, b'a'*112, b'a'*128, bytes(range(256))*5]:
        h = hashlib.new(n, data)
        print(n, len(data), h.hexdigest())
    h = getattr(hashlib, n)()
    for i in range(20):
        h.update(bytes([i]) * i)
    c = h.copy()
    c.update(b'more')
    print(n, h.hexdigest(), c.hexdigest(), h.digest_size, h.block_size, h.name, type(h.digest()))
h = hashlib.sha256(b"x")
print(repr(h).split(" @ ")[0], type(h).__name__)
print(hashlib.md5(bytearray(b"abc")).hexdigest(), hashlib.new("SHA256").name)
print(sorted(hashlib.algorithms_guaranteed & {"md5", "sha1", "sha256", "sha512"}))
for bad in (lambda: hashlib.md5("text"), lambda: hashlib.sha1(5), lambda: h.update("s"),
            lambda: hashlib.new("nope"), lambda: hashlib.new(b"md5")):
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
