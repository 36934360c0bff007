# hashlib: md5, sha1, sha224, sha256, sha384, sha512, sha3_*, shake_*,
# blake2b, blake2s and new(), as CPython's (same digests, names, sizes and
# messages).  The hash functions are natives (hashlib.c); a hash object is
# a Python class holding the running state as bytes, so it snapshots and
# copies like any object.  pbkdf2_hmac as CPython's (RFC 8018 with an
# HMAC of any of these).  Not here: scrypt, file_digest.

__all__ = ('md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512', 'blake2b', 'blake2s',
           'sha3_224', 'sha3_256', 'sha3_384', 'sha3_512', 'shake_128', 'shake_256', 'new',
           'algorithms_guaranteed', 'algorithms_available', 'pbkdf2_hmac')

_ALGS = {'md5': (0, 16, 64), 'sha1': (1, 20, 64), 'sha224': (2, 28, 64),
         'sha256': (3, 32, 64), 'sha384': (4, 48, 128), 'sha512': (5, 64, 128)}

_KECCAK = {'sha3_224': (0, 28, 144), 'sha3_256': (1, 32, 136), 'sha3_384': (2, 48, 104),
           'sha3_512': (3, 64, 72), 'shake_128': (4, 0, 168), 'shake_256': (5, 0, 136)}

algorithms_guaranteed = set(_ALGS) | set(_KECCAK) | {'blake2b', 'blake2s'}
algorithms_available = set(algorithms_guaranteed)


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


def new(name, data=b'', **kwargs):
    if type(name) is not str:
        raise TypeError('name must be a string')
    key = name.lower()
    if key in ('blake2b', 'blake2s'):
        return (blake2b if key == 'blake2b' else blake2s)(data, **kwargs)
    if key in _KECCAK:
        return {'sha3_224': sha3_224, 'sha3_256': sha3_256, 'sha3_384': sha3_384,
                'sha3_512': sha3_512, 'shake_128': shake_128,
                'shake_256': shake_256}[key](data, **kwargs)
    kwargs.pop('usedforsecurity', None)
    string = kwargs.pop('string', None)
    if kwargs:
        raise TypeError(f"new() got an unexpected keyword argument '{next(iter(kwargs))}'")
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


class _Keccak:
    """sha3_224 ... sha3_512, shake_128 and shake_256."""

    def __init__(self, name, data=None):
        self._name = name
        self._alg, self._digest_size, self._block_size = _KECCAK[name]
        self._state = _k_init(self._alg)
        if data is not None:
            self._state = _k_update(self._alg, self._state, data)

    name = property(lambda self: self._name)
    digest_size = property(lambda self: self._digest_size)
    block_size = property(lambda self: self._block_size)

    def update(self, data):
        self._state = _k_update(self._alg, self._state, data)

    def copy(self):
        h = type(self).__new__(type(self))
        h.__dict__.update(self.__dict__)
        return h

    def __repr__(self):
        return f'<_sha3.{self._name} object at {id(self):#x}>'


class _Sha3(_Keccak):
    def digest(self):
        return _k_digest(self._alg, self._state, 0)

    def hexdigest(self):
        return self.digest().hex()


class _Shake(_Keccak):
    def digest(self, length=None):
        if length is None:
            raise TypeError("digest() missing required argument 'length' (pos 1)")
        return _k_digest(self._alg, self._state, length)

    def hexdigest(self, length=None):
        if length is None:
            raise TypeError("hexdigest() missing required argument 'length' (pos 1)")
        return _k_digest(self._alg, self._state, length).hex()


def _keccak_class(name, base):
    def __init__(self, data=None, /, *, usedforsecurity=True, string=None):
        _Keccak.__init__(self, name, _data_arg(data, string))
    cls = type(name, (base,), {'__init__': __init__})
    cls.__module__ = '_sha3'
    return cls


sha3_224 = _keccak_class('sha3_224', _Sha3)
sha3_256 = _keccak_class('sha3_256', _Sha3)
sha3_384 = _keccak_class('sha3_384', _Sha3)
sha3_512 = _keccak_class('sha3_512', _Sha3)
shake_128 = _keccak_class('shake_128', _Shake)
shake_256 = _keccak_class('shake_256', _Shake)


def _b2_bytes(v):
    if isinstance(v, str):
        raise TypeError(f"a bytes-like object is required, not 'str'")
    return bytes(memoryview(v))


class _Blake2:
    _s2 = False

    def __init__(self, data=None, /, *, digest_size=None, key=b'', salt=b'', person=b'',
                 fanout=1, depth=1, leaf_size=0, node_offset=0, node_depth=0, inner_size=0,
                 last_node=False, usedforsecurity=True, string=None):
        most = 32 if self._s2 else 64
        short = 8 if self._s2 else 16
        if digest_size is None:
            digest_size = most
        key, salt, person = _b2_bytes(key), _b2_bytes(salt), _b2_bytes(person)
        if not 1 <= digest_size <= most:
            raise ValueError(f'digest_size must be between 1 and {most} bytes')
        if len(key) > most:
            raise ValueError(f'maximum key length is {most} bytes')
        if len(salt) > short:
            raise ValueError(f'maximum salt length is {short} bytes')
        if len(person) > short:
            raise ValueError(f'maximum person length is {short} bytes')
        if not 0 <= fanout <= 255:
            raise ValueError('fanout must be between 0 and 255')
        if not 1 <= depth <= 255:
            raise ValueError('depth must be between 1 and 255')
        if leaf_size < 0:
            raise ValueError('value must be positive')
        if leaf_size > 0xFFFFFFFF:
            raise OverflowError('leaf_size is too large')
        if node_offset < 0:
            raise ValueError('value must be positive')
        if node_offset >= (1 << (48 if self._s2 else 64)):
            raise OverflowError('node_offset is too large')
        if not 0 <= node_depth <= 255:
            raise ValueError('node_depth must be between 0 and 255')
        if not 0 <= inner_size <= most:
            raise ValueError(f'inner_size must be between 0 and is {most}')
        self._digest_size = digest_size
        self._state = _b2_init(self._s2, digest_size, key, salt, person, fanout, depth,
                               leaf_size, node_offset, node_depth, inner_size, bool(last_node))
        data = _data_arg(data, string)
        if data is not None:
            self._state = _b2_update(self._s2, self._state, data)

    name = property(lambda self: 'blake2s' if self._s2 else 'blake2b')
    digest_size = property(lambda self: self._digest_size)
    block_size = property(lambda self: 64 if self._s2 else 128)

    def update(self, data):
        self._state = _b2_update(self._s2, self._state, data)

    def digest(self):
        return _b2_digest(self._s2, self._state)

    def hexdigest(self):
        return _b2_digest(self._s2, self._state).hex()

    def copy(self):
        h = type(self).__new__(type(self))
        h.__dict__.update(self.__dict__)
        return h

    def __repr__(self):
        return f'<_blake2.{self.name} object at {id(self):#x}>'


class blake2b(_Blake2):
    SALT_SIZE = 16
    PERSON_SIZE = 16
    MAX_KEY_SIZE = 64
    MAX_DIGEST_SIZE = 64


class blake2s(_Blake2):
    _s2 = True
    SALT_SIZE = 8
    PERSON_SIZE = 8
    MAX_KEY_SIZE = 32
    MAX_DIGEST_SIZE = 32


blake2b.__module__ = blake2s.__module__ = '_blake2'


class UnsupportedDigestmodError(ValueError):
    pass


UnsupportedDigestmodError.__module__ = '_hashlib'


def _octets(v):
    # a bytes-like argument as bytes, with CPython's TypeError otherwise
    if isinstance(v, (bytes, bytearray, memoryview)):
        return bytes(v)
    raise TypeError(f"a bytes-like object is required, not '{type(v).__name__}'")


def pbkdf2_hmac(hash_name, password, salt, iterations, dklen=None):
    if not isinstance(hash_name, str):
        raise TypeError(f"pbkdf2_hmac() argument 'hash_name' must be str, "
                        f"not {type(hash_name).__name__}")
    password, salt = _octets(password), _octets(salt)
    rounds = iterations.__index__() if not isinstance(iterations, int) and \
        hasattr(type(iterations), '__index__') else iterations
    if not isinstance(rounds, int):
        raise TypeError(f"'{type(iterations).__name__}' object cannot be interpreted as an integer")
    if rounds < 1:
        raise ValueError('iteration value must be greater than 0.')
    if rounds > 0xFFFFFFFF:
        raise OverflowError('iteration value is too great.')
    name = hash_name.lower()
    try:
        probe = new(name)
    except ValueError:
        raise UnsupportedDigestmodError('[digital envelope routines] unsupported') from None
    width = probe.digest_size
    if dklen is None:
        dklen = width
    elif not isinstance(dklen, int):
        raise TypeError(f"'{type(dklen).__name__}' object cannot be interpreted as an integer")
    if dklen < 1:
        raise ValueError('key length must be greater than 0.')
    if dklen > 0xFFFFFFFF:
        raise OverflowError('key length is too great.')
    block = getattr(probe, 'block_size', 64)
    if len(password) > block:
        password = new(name, password).digest()
    key = password.ljust(block, b'\0')
    # the two keyed hash states, fed once; each round continues copies
    inner, outer = new(name), new(name)
    inner.update(bytes(b ^ 0x36 for b in key))
    outer.update(bytes(b ^ 0x5C for b in key))

    def prf(msg):
        a, b = inner.copy(), outer.copy()
        a.update(msg)
        b.update(a.digest())
        return b.digest()

    out = bytearray()
    index = 1
    while len(out) < dklen:
        u = prf(salt + index.to_bytes(4, 'big'))
        acc = int.from_bytes(u, 'big')
        for _ in range(rounds - 1):
            u = prf(u)
            acc ^= int.from_bytes(u, 'big')
        out += acc.to_bytes(width, 'big')
        index += 1
    return bytes(out[:dklen])
