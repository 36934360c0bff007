# hashlib: md5, sha1, sha224, sha256, sha384, sha512 and new(), as CPython's
# (same digests, names, sizes, reprs and messages).  The hash functions are
# natives (hashlib.c); a hash object is this Python class holding the
# running state as bytes, so it snapshots and copies like any object.
# Not here: blake2, sha3, shake, pbkdf2_hmac, scrypt, file_digest.

__all__ = ('md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512', 'new',
           'algorithms_guaranteed', 'algorithms_available')

_ALGS = {'md5': (0, 16, 64), 'sha1': (1, 20, 64), 'sha224': (2, 28, 64),
         'sha256': (3, 32, 64), 'sha384': (4, 48, 128), 'sha512': (5, 64, 128)}

algorithms_guaranteed = set(_ALGS)
algorithms_available = set(_ALGS)


class _Hash:
    __module__ = '_hashlib'
    __qualname__ = 'HASH'

    def __init__(self, name, data):
        self._name = name
        self._alg, self._digest_size, self._block_size = _ALGS[name]
        self._state = _init(self._alg)
        if data is not None:
            self._state = _update(self._alg, self._state, data)

    @property
    def name(self):
        return self._name

    @property
    def digest_size(self):
        return self._digest_size

    @property
    def block_size(self):
        return self._block_size

    def update(self, data):
        self._state = _update(self._alg, self._state, data)

    def digest(self):
        return _digest(self._alg, self._state)

    def hexdigest(self):
        return _digest(self._alg, self._state).hex()

    def copy(self):
        h = _Hash(self._name, None)
        h._state = self._state
        return h

    def __repr__(self):
        return f'<{self._name} _hashlib.HASH object @ {id(self):#x}>'


_Hash.__name__ = 'HASH'


def _data_arg(data, string):
    if string is not None:
        if data is not None:
            raise TypeError("'data' and 'string' are mutually exclusive and support for "
                            "'string' keyword parameter is slated for removal in a future version.")
        return string
    return data


def new(name, data=b'', *, usedforsecurity=True, string=None):
    if type(name) is not str:
        raise TypeError('name must be a string')
    key = name.lower()
    if key not in _ALGS:
        raise ValueError('unsupported hash type ' + name)
    return _Hash(key, _data_arg(data, string))


def md5(data=None, *, usedforsecurity=True, string=None):
    return _Hash('md5', _data_arg(data, string))


def sha1(data=None, *, usedforsecurity=True, string=None):
    return _Hash('sha1', _data_arg(data, string))


def sha224(data=None, *, usedforsecurity=True, string=None):
    return _Hash('sha224', _data_arg(data, string))


def sha256(data=None, *, usedforsecurity=True, string=None):
    return _Hash('sha256', _data_arg(data, string))


def sha384(data=None, *, usedforsecurity=True, string=None):
    return _Hash('sha384', _data_arg(data, string))


def sha512(data=None, *, usedforsecurity=True, string=None):
    return _Hash('sha512', _data_arg(data, string))
