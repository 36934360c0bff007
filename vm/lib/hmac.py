# hmac: keyed hashing (RFC 2104) over hashlib's algorithms, as CPython
# 3.11's module (same digests, names, sizes and messages).  Pure Python: a
# HMAC object is two running hash objects, so it snapshots and copies like
# any object.

import hashlib as _hashlib

__all__ = ['new', 'digest', 'compare_digest', 'HMAC', 'digest_size']

digest_size = None
trans_5C = bytes((x ^ 0x5C) for x in range(256))
trans_36 = bytes((x ^ 0x36) for x in range(256))


def _constructor(digestmod):
    # a name, a hashlib constructor, or a module with new()
    if isinstance(digestmod, str):
        return lambda data=b'': _hashlib.new(digestmod, data)
    if callable(digestmod):
        return digestmod
    return digestmod.new


class HMAC:
    blocksize = 64

    def __init__(self, key, msg=None, digestmod=''):
        if not isinstance(key, (bytes, bytearray)):
            raise TypeError(f'key: expected bytes or bytearray, but got {type(key).__name__!r}')
        if not digestmod:
            raise TypeError("Missing required parameter 'digestmod'.")
        make = _constructor(digestmod)
        self._outer = make()
        self._inner = make()
        self.digest_size = self._inner.digest_size
        block = getattr(self._inner, 'block_size', 64)
        if block < 16:
            block = self.blocksize
        self.block_size = block
        if len(key) > block:
            key = make(key).digest()
        key = bytes(key) + bytes(block - len(key))
        self._outer.update(key.translate(trans_5C))
        self._inner.update(key.translate(trans_36))
        if msg is not None:
            self.update(msg)

    @property
    def name(self):
        return 'hmac-' + self._inner.name

    def update(self, msg):
        self._inner.update(msg)

    def copy(self):
        other = HMAC.__new__(HMAC)
        other.digest_size = self.digest_size
        other.block_size = self.block_size
        other._inner = self._inner.copy()
        other._outer = self._outer.copy()
        return other

    def _current(self):
        h = self._outer.copy()
        h.update(self._inner.digest())
        return h

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
