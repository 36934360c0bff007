# secrets: tokens and choices from the host's entropy (bt_config.entropy;
# `baton run --entropy`), as CPython's.  Without that grant every function
# that needs randomness raises RuntimeError naming the missing grant, as
# uuid.uuid4() does; compare_digest needs none.  SystemRandom offers the
# common methods of random.Random over the same entropy.
import base64
import binascii
from random import _entropy

__all__ = ['choice', 'randbelow', 'randbits', 'SystemRandom', 'token_bytes',
           'token_hex', 'token_urlsafe', 'compare_digest']

DEFAULT_ENTROPY = 32


def _bytes(n, fname):
    # n bytes of the host's entropy (_entropy gives at most 4096 at a time)
    if n < 0:
        raise ValueError('negative argument not allowed')     # os.urandom's
    out = []
    while n > 0:
        k = min(n, 4096)
        out.append(_entropy(k, f'secrets.{fname}()').to_bytes(k, 'big'))
        n -= k
    return b''.join(out)


def _bits(k, fname):
    if k < 0:
        raise ValueError('number of bits must be non-negative')
    nbytes = (k + 7) // 8
    return int.from_bytes(_bytes(nbytes, fname), 'big') >> (nbytes * 8 - k)


def _below(n, fname):
    k = n.bit_length()
    r = _bits(k, fname)
    while r >= n:
        r = _bits(k, fname)
    return r


class SystemRandom:
    def random(self):
        return _bits(53, 'random') * (1.0 / 9007199254740992)

    def getrandbits(self, k):
        return _bits(_index(k), 'getrandbits')

    def _randbelow(self, n):
        return _below(n, 'randbelow')

    def randrange(self, start, stop=None, step=1):
        r = range(start) if stop is None else range(start, stop, step)
        if not r:
            if stop is None:
                raise ValueError('empty range for randrange()')
            raise ValueError(f'empty range for randrange() ({start}, {stop}, {len(r)})')
        return r[_below(len(r), 'randrange')]

    def randint(self, a, b):
        return self.randrange(a, b + 1)

    def choice(self, seq):
        if not len(seq):
            raise IndexError('Cannot choose from an empty sequence')
        return seq[_below(len(seq), 'choice')]

    def shuffle(self, x):
        for i in reversed(range(1, len(x))):
            j = _below(i + 1, 'shuffle')
            x[i], x[j] = x[j], x[i]

    def sample(self, population, k):
        pool = list(population)
        if not 0 <= k <= len(pool):
            raise ValueError('Sample larger than population or is negative')
        self.shuffle(pool)
        return pool[:k]

    def uniform(self, a, b):
        return a + (b - a) * self.random()

    def seed(self, *args, **kwds):
        return None


def _index(x):
    if type(x) is bool:
        return int(x)
    if type(x) is not int:
        raise TypeError(f"'{type(x).__name__}' object cannot be interpreted as an integer")
    return x


def randbelow(exclusive_upper_bound):
    n = _index(exclusive_upper_bound)
    if n <= 0:
        raise ValueError('Upper bound must be positive.')
    return _below(n, 'randbelow')


def randbits(k):
    return _bits(_index(k), 'randbits')


def choice(seq):
    if not len(seq):
        raise IndexError('Cannot choose from an empty sequence')
    return seq[_below(len(seq), 'choice')]


def _token(nbytes, fname):
    # the token functions' bytes: DEFAULT_ENTROPY of them unless told
    return _bytes(_index(DEFAULT_ENTROPY if nbytes is None else nbytes), fname)


def token_bytes(nbytes=None):
    return _token(nbytes, 'token_bytes')


def token_hex(nbytes=None):
    return _token(nbytes, 'token_hex').hex()


def token_urlsafe(nbytes=None):
    tok = _token(nbytes, 'token_urlsafe')
    return base64.urlsafe_b64encode(tok).rstrip(b'=').decode('ascii')


def compare_digest(a, b):
    if isinstance(a, str) and isinstance(b, str):
        if not (a.isascii() and b.isascii()):
            raise TypeError('comparing strings with non-ASCII characters is not supported')
        a = a.encode('ascii')
        b = b.encode('ascii')
    else:
        buf_a = isinstance(a, (bytes, bytearray))
        buf_b = isinstance(b, (bytes, bytearray))
        if not buf_a and not buf_b:
            raise TypeError(f"unsupported operand types(s) or combination of types: "
                            f"'{type(a).__name__}' and '{type(b).__name__}'")
        if not buf_a or not buf_b:
            raise TypeError('a bytes-like object is required, not '
                            f"'{type(b if buf_a else a).__name__}'")
    if len(a) != len(b):
        return False
    r = 0
    for x, y in zip(a, b):
        r |= x ^ y
    return r == 0
