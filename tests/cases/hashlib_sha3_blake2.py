# hashlib's SHA-3, SHAKE and BLAKE2 (every parameter): digests equal to CPython's
import hashlib
msgs = [b'', b'abc', b'a' * 63, b'a' * 64, b'a' * 65, b'a' * 127, b'a' * 128, b'a' * 129,
        b'x' * 135, b'x' * 136, b'x' * 137, b'y' * 1000, bytes(range(256)) * 3]
for m in msgs:
    print(len(m), [hashlib.new(n, m).hexdigest() for n in ('sha3_224', 'sha3_256', 'sha3_384', 'sha3_512')])
    print(hashlib.shake_128(m).hexdigest(20), hashlib.shake_256(m).hexdigest(300)[-40:], hashlib.shake_128(m).digest(0))
    print(hashlib.blake2b(m).hexdigest(), hashlib.blake2s(m).hexdigest())
    print(hashlib.blake2b(m, digest_size=20, key=b'k' * 64, salt=b's', person=b'p' * 16).hexdigest(),
          hashlib.blake2s(m, digest_size=7, key=b'key', salt=b'salt', person=b'me', fanout=2, depth=3,
                          leaf_size=77, node_offset=2**40, node_depth=5, inner_size=9, last_node=True).hexdigest())
h = hashlib.blake2b(b'ab')
c = h.copy()
h.update(b'cd')
print(h.hexdigest(), c.hexdigest(), h.name, h.digest_size, h.block_size, c.digest_size)
k = hashlib.sha3_256()
for i in range(50):
    k.update(bytes([i]) * i)
print(k.hexdigest(), k.copy().hexdigest() == k.hexdigest(), k.name, k.block_size)
s = hashlib.shake_256(b'q')
print(s.name, s.digest_size, s.block_size, len(s.digest(1000)))
print(hashlib.new('blake2s', b'x', digest_size=8).hexdigest(), hashlib.new('shake_128', b'x').hexdigest(4))
print(type(hashlib.blake2b()).__name__, hashlib.blake2b.MAX_DIGEST_SIZE, hashlib.blake2s.SALT_SIZE)
print(sorted(hashlib.algorithms_guaranteed))
def t(f):
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__, e)
t(lambda: hashlib.blake2b(digest_size=0))
t(lambda: hashlib.blake2b(digest_size=65))
t(lambda: hashlib.blake2s(digest_size=33))
t(lambda: hashlib.blake2b(key=b'x'*65))
t(lambda: hashlib.blake2s(key=b'x'*33))
t(lambda: hashlib.blake2b(salt=b'x'*17))
t(lambda: hashlib.blake2s(person=b'x'*9))
t(lambda: hashlib.blake2b(fanout=256))
t(lambda: hashlib.blake2b(depth=0))
t(lambda: hashlib.blake2b(leaf_size=2**32))
t(lambda: hashlib.blake2b(node_offset=-1))
t(lambda: hashlib.blake2s(node_offset=2**48))
t(lambda: hashlib.blake2b(node_depth=256))
t(lambda: hashlib.blake2b(inner_size=65))
t(lambda: hashlib.blake2b('str'))
t(lambda: hashlib.blake2b(key='str'))
t(lambda: hashlib.sha3_256('x'))
t(lambda: hashlib.shake_128(b'a').hexdigest())
t(lambda: hashlib.sha3_256().update(5))
