# random: CPython's Mersenne Twister (MT19937, init_by_array seeding), so
# seed(n) with an int, str, bytes or bytearray gives CPython's exact
# sequences.  Random is the generator class; the module's functions are the
# bound methods of one hidden instance, as in CPython.  A generator made
# without a seed is seeded from the host's entropy (_entropy raises if the
# host grants none) at its first use, so importing costs nothing.
from math import log as _log, ceil as _ceil, sqrt as _sqrt, cos as _cos, sin as _sin, floor as _floor
from math import exp as _exp, acos as _acos, pi as _pi, e as _e
from itertools import accumulate as _accumulate
from bisect import bisect as _bisect

__all__ = ['Random', 'seed', 'random', 'uniform', 'randint', 'choice', 'sample',
           'randrange', 'shuffle', 'choices', 'triangular', 'gauss', 'expovariate',
           'getrandbits', 'getstate', 'setstate', 'normalvariate', 'lognormvariate',
           'vonmisesvariate', 'gammavariate', 'betavariate', 'paretovariate',
           'weibullvariate', 'randbytes', 'SystemRandom']

_TWOPI = TWOPI = 2.0 * _pi
_LOG4 = LOG4 = _log(4.0)
_SG_MAGICCONST = SG_MAGICCONST = 1.0 + _log(4.5)
_NV_MAGICCONST = NV_MAGICCONST = 1.7155277699214135   # 4 * exp(-0.5) / sqrt(2.0)
BPF = 53                   # bits in a float's significand
RECIP_BPF = 2.0 ** -BPF

_N = 624
_M = 397


def _init_genrand(s):
    mt = [0] * _N
    mt[0] = s & 0xffffffff
    for i in range(1, _N):
        mt[i] = (1812433253 * (mt[i - 1] ^ (mt[i - 1] >> 30)) + i) & 0xffffffff
    return mt


def _init_by_array(key):
    mt = _init_genrand(19650218)
    i, j = 1, 0
    n = len(key)
    for _ in range(max(_N, n)):
        mt[i] = ((mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1664525)) + key[j] + j) & 0xffffffff
        i += 1
        j += 1
        if i >= _N:
            mt[0] = mt[_N - 1]
            i = 1
        if j >= n:
            j = 0
    for _ in range(_N - 1):
        mt[i] = ((mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1566083941)) - i) & 0xffffffff
        i += 1
        if i >= _N:
            mt[0] = mt[_N - 1]
            i = 1
    mt[0] = 0x80000000
    return mt


# _twist and _double are natives (vm/lib/host.c); these are their Python
# versions, for a state that is not a list of 624 32-bit ints.
def _py_double(a, b):
    return ((_temper(a) >> 5) * 67108864.0 + (_temper(b) >> 6)) * (1.0 / 9007199254740992.0)


def _temper(y):
    y ^= y >> 11
    y ^= (y << 7) & 0x9d2c5680
    y ^= (y << 15) & 0xefc60000
    return y ^ (y >> 18)


def _py_twist(mt):
    for k in range(_N):
        y = (mt[k] & 0x80000000) | (mt[(k + 1) % _N] & 0x7fffffff)
        v = mt[(k + _M) % _N] ^ (y >> 1)
        if y & 1:
            v ^= 0x9908b0df
        mt[k] = v



def _index(x):
    if type(x) is int:
        return x
    if type(x) is bool:
        return int(x)
    try:
        f = type(x).__index__
    except AttributeError:
        raise TypeError(f"'{type(x).__name__}' object cannot be interpreted as an integer") from None
    return f(x)


_ONE = 1


def _range_arg(x, what):
    # an argument of randrange: 3.11 still takes an integral float (or other
    # number) with a DeprecationWarning at randrange's caller; another value
    # is a ValueError
    if type(x) is int:
        return x
    try:
        return _index(x)
    except TypeError:
        pass
    ix = int(x)
    import warnings
    if ix != x:
        warnings.warn('randrange() will raise TypeError in the future', DeprecationWarning, 3)
        raise ValueError(f'non-integer {what} for randrange()')
    warnings.warn('non-integer arguments to randrange() have been deprecated since Python 3.10 '
                  'and will be removed in a subsequent version', DeprecationWarning, 3)
    return ix


class Random:
    VERSION = 3

    def __init__(self, x=None):
        self._mt = None          # None: seeded from the host at first use
        self._i = _N + 1
        self.gauss_next = None
        if x is not None:
            self.seed(x)

    def seed(self, a=None, version=2):
        words = _key_words(_seed_int(a, version))
        self._mt = _init_by_array(words)
        self._i = _N
        self.gauss_next = None

    def getstate(self):
        if self._mt is None:
            self.seed()
        return (self.VERSION, tuple(self._mt) + (self._i,), self.gauss_next)

    def setstate(self, state):
        try:
            version, internal, gauss_next = state
        except (TypeError, ValueError):
            raise TypeError('state vector must be a tuple') from None
        if version == 2:      # Python 2's states: words stored unsigned
            internal = tuple(x % 2 ** 32 for x in internal)
        elif version != 3:
            raise ValueError(f"state with version {version} passed to "
                             f"Random.setstate() of version {self.VERSION}")
        if type(internal) is not tuple or len(internal) != _N + 1:
            raise ValueError('state vector is the wrong size')
        mt = []
        for w in internal:
            if type(w) is not int or not 0 <= w <= 0xffffffff:
                raise OverflowError('Python int too large to convert to C unsigned long')
            mt.append(w)
        i = mt.pop()
        if i > _N:
            raise ValueError('invalid state')
        self._mt = mt
        self._i = i
        self.gauss_next = gauss_next

    def _genrand(self):
        mt = self._mt
        if mt is None:
            self.seed()
            mt = self._mt
        i = self._i
        if i >= _N:
            _twist(mt)
            i = 0
        y = mt[i]
        self._i = i + 1
        y ^= y >> 11
        y ^= (y << 7) & 0x9d2c5680
        y ^= (y << 15) & 0xefc60000
        y ^= y >> 18
        return y

    def random(self):
        mt = self._mt
        i = self._i
        if mt is not None and i < _N - 1:
            self._i = i + 2
            return _double(mt[i], mt[i + 1])
        a = self._genrand() >> 5
        b = self._genrand() >> 6
        return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0)

    def getrandbits(self, k):
        if k < 0:
            raise ValueError('number of bits must be non-negative')
        if k == 0:
            return 0
        if k <= 32:
            return self._genrand() >> (32 - k)
        r = 0
        shift = 0
        while k > 0:
            w = self._genrand()
            if k < 32:
                w >>= 32 - k
            r |= w << shift
            shift += 32
            k -= 32
        return r

    def _randbelow(self, n):
        k = n.bit_length()
        r = self.getrandbits(k)
        while r >= n:
            r = self.getrandbits(k)
        return r

    def randrange(self, start, stop=None, step=_ONE):
        lo = _range_arg(start, 'arg 1')
        if stop is None:
            if step is not _ONE:
                raise TypeError('Missing a non-None stop argument')
            if lo <= 0:
                raise ValueError('empty range for randrange()')
            return self._randbelow(lo)
        hi = _range_arg(stop, 'stop')
        span = hi - lo
        stride = _range_arg(step, 'step')
        if stride == 1:
            if span <= 0:
                raise ValueError('empty range for randrange() (%d, %d, %d)' % (lo, hi, span))
            return lo + self._randbelow(span)
        if stride == 0:
            raise ValueError('zero step for randrange()')
        count = -(-span // stride)          # how many values the range holds
        if count <= 0:
            raise ValueError('empty range for randrange()')
        return lo + stride * self._randbelow(count)

    def randint(self, a, b):
        return self.randrange(a, b + 1)

    def choice(self, seq):
        size = len(seq)
        if not size:
            raise IndexError('Cannot choose from an empty sequence')
        return seq[self._randbelow(size)]

    def shuffle(self, x):
        top = len(x) - 1
        while top > 0:
            other = self._randbelow(top + 1)
            x[top], x[other] = x[other], x[top]
            top -= 1

    def sample(self, population, k, *, counts=None):
        if type(population) not in (list, tuple, str, range):
            raise TypeError('Population must be a sequence.  For dicts or sets, use sorted(d).')
        size = len(population)
        if counts is not None:
            return self._sample_counted(population, size, counts, k)
        if k < 0 or k > size:
            raise ValueError('Sample larger than population or is negative')
        # a small population is drawn from a shrinking copy; a large one by
        # rejecting repeats (CPython's threshold, so draws match)
        picked = [None] * k
        limit = 21 + (4 ** _ceil(_log(k * 3, 4)) if k > 5 else 0)
        if size <= limit:
            self._draw_from_copy(population, size, picked)
        else:
            self._draw_rejecting(population, size, picked)
        return picked

    def _draw_from_copy(self, population, size, picked):
        pool = list(population)
        for taken in range(len(picked)):
            spot = self._randbelow(size - taken)
            picked[taken] = pool[spot]
            pool[spot] = pool[size - taken - 1]

    def _draw_rejecting(self, population, size, picked):
        seen = set()
        for slot in range(len(picked)):
            spot = self._randbelow(size)
            while spot in seen:
                spot = self._randbelow(size)
            seen.add(spot)
            picked[slot] = population[spot]

    def _sample_counted(self, population, size, counts, k):
        bounds = list(_accumulate(counts))
        if len(bounds) != size:
            raise ValueError('The number of counts does not match the population')
        total = bounds.pop()
        if not isinstance(total, int):
            raise TypeError('Counts must be integers')
        if total <= 0:
            raise ValueError('Total of counts must be greater than zero')
        return [population[_bisect(bounds, spot)] for spot in self.sample(range(total), k=k)]

    def choices(self, population, weights=None, *, cum_weights=None, k=1):
        size = len(population)
        if weights is not None and cum_weights is not None:
            raise TypeError('Cannot specify both weights and cumulative weights')
        if weights is None and cum_weights is None:
            scale = size + 0.0
            return [population[_floor(self.random() * scale)] for _ in range(k)]
        bounds = cum_weights
        if weights is not None:
            try:
                bounds = list(_accumulate(weights))
            except TypeError:
                if not isinstance(weights, int):
                    raise
                raise TypeError('The number of choices must be a keyword argument: k=%r'
                                % weights) from None
        if len(bounds) != size:
            raise ValueError('The number of weights does not match the population')
        total = bounds[-1] + 0.0
        if total <= 0.0:
            raise ValueError('Total of weights must be greater than zero')
        if total - total != 0.0:
            raise ValueError('Total of weights must be finite')
        last = size - 1
        return [population[_bisect(bounds, self.random() * total, 0, last)]
                for _ in range(k)]

    def uniform(self, a, b):
        return a + (b - a) * self.random()

    def triangular(self, low=0.0, high=1.0, mode=None):
        u = self.random()
        if mode is None:
            cut = 0.5
        elif high == low:
            return low
        else:
            cut = (mode - low) / (high - low)
        if u <= cut:
            return low + (high - low) * _sqrt(u * cut)
        return high + (low - high) * _sqrt((1.0 - u) * (1.0 - cut))

    def gauss(self, mu=0.0, sigma=1.0):
        # Box-Muller: each pair of draws gives two values; the second waits
        # in gauss_next
        z, self.gauss_next = self.gauss_next, None
        if z is None:
            angle = self.random() * _TWOPI
            radius = _sqrt(-2.0 * _log(1.0 - self.random()))
            z = _cos(angle) * radius
            self.gauss_next = _sin(angle) * radius
        return mu + z * sigma

    def normalvariate(self, mu=0.0, sigma=1.0):
        # Kinderman and Monahan's ratio of uniforms
        while True:
            a = self.random()
            b = 1.0 - self.random()
            z = _NV_MAGICCONST * (a - 0.5) / b
            if z * z / 4.0 <= -_log(b):
                return mu + z * sigma

    def expovariate(self, lambd):
        return -_log(1.0 - self.random()) / lambd

    def lognormvariate(self, mu, sigma):
        return _exp(self.normalvariate(mu, sigma))

    def vonmisesvariate(self, mu, kappa):
        if kappa <= 1e-6:
            return _TWOPI * self.random()
        half = 0.5 / kappa
        rho = half + _sqrt(1.0 + half * half)
        while True:
            c = _cos(_pi * self.random())
            dev = c / (rho + c)
            u = self.random()
            if u < 1.0 - dev * dev or u <= (1.0 - dev) * _exp(dev):
                break
        inv = 1.0 / rho
        angle = _acos((inv + c) / (1.0 + inv * c))
        turn = mu + angle if self.random() > 0.5 else mu - angle
        return turn % _TWOPI

    def gammavariate(self, alpha, beta):
        if alpha <= 0.0 or beta <= 0.0:
            raise ValueError('gammavariate: alpha and beta must be > 0.0')
        if alpha > 1.0:
            return self._gamma_cheng(alpha) * beta
        if alpha == 1.0:
            return -_log(1.0 - self.random()) * beta
        return self._gamma_small(alpha) * beta

    def _gamma_cheng(self, alpha):
        # R. C. H. Cheng's rejection method for alpha > 1
        root = _sqrt(2.0 * alpha - 1.0)
        shift = alpha - _LOG4
        slope = alpha + root
        while True:
            u = self.random()
            if u <= 1e-7 or u >= 0.9999999:
                continue
            w = 1.0 - self.random()
            v = _log(u / (1.0 - u)) / root
            x = alpha * _exp(v)
            t = u * u * w
            bound = shift + slope * v - x
            if bound + _SG_MAGICCONST - 4.5 * t >= 0.0 or bound >= _log(t):
                return x

    def _gamma_small(self, alpha):
        # Ahrens and Dieter's method GS for alpha < 1
        while True:
            top = (_e + alpha) / _e
            p = top * self.random()
            tail = p > 1.0
            x = -_log((top - p) / alpha) if tail else p ** (1.0 / alpha)
            u = self.random()
            if tail:
                if u <= x ** (alpha - 1.0):
                    return x
            elif u <= _exp(-x):
                return x

    def betavariate(self, alpha, beta):
        first = self.gammavariate(alpha, 1.0)
        if not first:
            return 0.0
        return first / (first + self.gammavariate(beta, 1.0))

    def paretovariate(self, alpha):
        return (1.0 - self.random()) ** (-1.0 / alpha)

    def weibullvariate(self, alpha, beta):
        return alpha * (-_log(1.0 - self.random())) ** (1.0 / beta)

    def randbytes(self, n):
        return self.getrandbits(n * 8).to_bytes(n, 'little')


def _seed_int(a, version):
    # the non-negative integer a seed stands for (CPython's rule for each type)
    if a is None:
        return _entropy(2496)
    if isinstance(a, int):
        return abs(int(a))
    if version == 1 and isinstance(a, (str, bytes)):
        text = a.decode('latin-1') if isinstance(a, bytes) else a
        mix = ord(text[0]) << 7 if text else 0
        for ch in text:
            mix = ((1000003 * mix) ^ ord(ch)) & 0xFFFFFFFFFFFFFFFF
        return mix ^ len(text)
    if version == 2 and isinstance(a, (str, bytes, bytearray)):
        from hashlib import sha512   # only here: import random stays cheap
        raw = a.encode() if isinstance(a, str) else bytes(a)
        return int.from_bytes(raw + sha512(raw).digest(), 'big')
    if not isinstance(a, (float, str, bytes, bytearray)):
        raise TypeError('The only supported seed types are: None,\n'
                        'int, float, str, bytes, and bytearray.')
    return hash(a) % 2 ** 64          # the hash as C's size_t


def _key_words(n):
    # n as little-endian 32-bit words (at least one)
    words = [n & 0xffffffff]
    n >>= 32
    while n:
        words.append(n & 0xffffffff)
        n >>= 32
    return words


def _host_bytes(n):
    # n bytes of the host's entropy as an int (big-endian), 4096 at a time
    acc = 0
    while n > 0:
        k = 4096 if n > 4096 else n
        acc = (acc << (8 * k)) | _entropy(k, 'random.SystemRandom')
        n -= k
    return acc


class SystemRandom(Random):
    # Every draw reads the host's entropy (bt_config.entropy, baton run
    # --entropy), as CPython's reads os.urandom: no state, so seed() does
    # nothing and getstate/setstate refuse; the other methods are Random's
    # over random() and getrandbits().

    def random(self):
        return (_host_bytes(7) >> 3) * RECIP_BPF

    def getrandbits(self, k):
        if k < 0:
            raise ValueError('number of bits must be non-negative')
        whole = (k + 7) // 8
        return _host_bytes(whole) >> (whole * 8 - k) if whole else 0

    def randbytes(self, n):
        n = _index(n)
        if n < 0:
            raise ValueError('negative argument not allowed')
        return _host_bytes(n).to_bytes(n, 'big')

    def seed(self, *args, **kwds):
        return None

    def _stateless(self, *args, **kwds):
        raise NotImplementedError('System entropy source does not have state.')

    getstate = setstate = _stateless


# the module's functions are the bound methods of one hidden generator
_inst = Random()
(seed, random, uniform, randint, choice, sample, randrange, shuffle, choices, triangular,
 gauss, expovariate, getrandbits, getstate, setstate, normalvariate, lognormvariate,
 vonmisesvariate, gammavariate, betavariate, paretovariate, weibullvariate,
 randbytes) = [getattr(_inst, _name) for _name in __all__[1:-1]]
