# hmac: keyed hashing (RFC 2104) over hashlib's algorithms, as CPython
# 3.11's module (same digests, names, sizes and messages).  Pure Python: a
# HMAC object is two running hash objects, so it snapshots and copies like
# any object.

import hashlib as _hashlib

__all__ = ['new', 'digest', 'compare_digest', 'HMAC', 'digest_size']

digest_size = None
# the key is xored with 0x5C for the outer hash and 0x36 for the inner one
trans_5C, trans_36 = (bytes([b ^ pad for b in range(256)]) for pad in (0x5C, 0x36))


def _constructor(digestmod):
    # a name, a hashlib constructor, or a module with new()
    if isinstance(digestmod, str):
        return lambda data=b'': _hashlib.new(digestmod, data)
    return digestmod if callable(digestmod) else digestmod.new


class HMAC:
    # HMAC(K, m) = H((K ^ opad) + H((K ^ ipad) + m)): two running hashes,
    # the inner one fed the message, the outer one finished on demand
    blocksize = 64

    def __init__(self, key, msg=None, digestmod=''):
        if not isinstance(key, (bytes, bytearray)):
            raise TypeError(f'key: expected bytes or bytearray, but got {type(key).__name__!r}')
        if not digestmod:
            raise TypeError("Missing required parameter 'digestmod'.")
        make = _constructor(digestmod)
        self._outer, self._inner = make(), make()
        self.digest_size = self._inner.digest_size
        width = getattr(self._inner, 'block_size', 64)
        self.block_size = width = self.blocksize if width < 16 else width
        if len(key) > width:
            key = make(key).digest()         # a long key is hashed first
        padded = bytes(key).ljust(width, b'\0')
        for state, table in ((self._outer, trans_5C), (self._inner, trans_36)):
            state.update(padded.translate(table))
        if msg is not None:
            self.update(msg)

    @property
    def name(self):
        return 'hmac-' + self._inner.name

    def update(self, msg):
        self._inner.update(msg)

    def copy(self):
        twin = HMAC.__new__(HMAC)
        twin.digest_size, twin.block_size = self.digest_size, self.block_size
        twin._outer, twin._inner = self._outer.copy(), self._inner.copy()
        return twin

    def _current(self):
        # the outer hash finished over the inner digest so far
        final = self._outer.copy()
        final.update(self._inner.digest())
        return final

    def digest(self):
        return self._current().digest()

    def hexdigest(self):
        return self._current().hexdigest()


def new(key, msg=None, digestmod=''):
    return HMAC(key, msg, digestmod)


def digest(key, msg, digest):
    return HMAC(key, msg, digest).digest()


def compare_digest(a, b, /):
    # equal in time independent of where they differ (as the C version)
    if isinstance(a, str) and isinstance(b, str):
        if not (a.isascii() and b.isascii()):
            raise TypeError('comparing strings with non-ASCII characters is not supported')
        a, b = a.encode(), b.encode()
    else:
        for x in (a, b):
            if not isinstance(x, (bytes, bytearray, memoryview)):
                raise TypeError(f'a bytes-like object is required, not {type(x).__name__!r}')
        a, b = bytes(a), bytes(b)
    diff = len(a) ^ len(b)
    if len(a) != len(b):
        b = a
    for x, y in zip(a, b):
        diff |= x ^ y
    return diff == 0
