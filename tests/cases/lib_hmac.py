# hmac: keyed digests over hashlib's algorithms, copies, errors
import hmac, hashlib
for key, msg, mod in ((b'key', b'msg', hashlib.sha256), (b'k' * 100, b'', 'sha1'), (b'', b'x' * 200, 'md5'),
                      (bytearray(b'secret'), b'payload', hashlib.sha512), (b'\x00' * 64, b'm', 'sha384')):
    h = hmac.new(key, msg, mod)
    print(h.name, h.digest_size, h.block_size, h.hexdigest(), len(h.digest()))
h = hmac.new(b'k', digestmod='sha256')
h.update(b'part1')
c = h.copy()
h.update(b'part2')
print(c.hexdigest() == hmac.new(b'k', b'part1', 'sha256').hexdigest(), h.hexdigest() == hmac.new(b'k', b'part1part2', 'sha256').hexdigest())
print(hmac.digest(b'k', b'm', 'md5').hex(), type(h).__name__)
sig = hmac.new(b'webhook-secret', b'{"event": "push"}', hashlib.sha256).hexdigest()
print(hmac.compare_digest(sig, sig), hmac.compare_digest(sig, sig[:-1] + '0'), hmac.compare_digest(b'ab', bytearray(b'ab')), hmac.compare_digest(b'', b''))
for args in ((b'k',), ('k', b'm', 'sha256'), (b'k', b'm', 'nope')):
    try:
        hmac.new(*args)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
for a, b in (('a', b'a'), (b'a', 'a'), (1, b'a'), ('é', 'é')):
    try:
        hmac.compare_digest(a, b)
    except TypeError as e:
        print(type(e).__name__, e)
