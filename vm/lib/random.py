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
           'weibullvariate', 'randbytes']

_TWOPI = 2.0 * _pi
_LOG4 = _log(4.0)
_SG_MAGICCONST = 1.0 + _log(4.5)

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
    raise TypeError(f"'{type(x).__name__}' object cannot be interpreted as an integer")


class Random:
    VERSION = 3

    def __init__(self, x=None):
        self._mt = None          # None: seeded from the host at first use
        self._i = _N + 1
        self.gauss_next = None
        if x is not None:
            self.seed(x)

    def seed(self, a=None, version=2):
        if a is None:
            a = _entropy(2496)
        if type(a) is float:
            a = hash(a)
        elif type(a) is bool:
            a = int(a)
        elif version == 2 and isinstance(a, (str, bytes, bytearray)):
            from hashlib import sha512   # only here: import random stays cheap
            if isinstance(a, str):
                a = a.encode()
            a = int.from_bytes(a + sha512(a).digest(), 'big')
        elif type(a) is not int:
            raise TypeError('The only supported seed types are: None,\n'
                            'int, float, str, bytes, and bytearray.')
        a = abs(a)
        key = []
        while a:
            key.append(a & 0xffffffff)
            a >>= 32
        if not key:
            key = [0]
        self._mt = _init_by_array(key)
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

    def randrange(self, start, stop=None, step=1):
        istart = _index(start)
        if stop is None:
            if istart > 0:
                return self._randbelow(istart)
            raise ValueError('empty range for randrange()')
        istop = _index(stop)
        width = istop - istart
        istep = _index(step)
        if istep == 1:
            if width > 0:
                return istart + self._randbelow(width)
            raise ValueError('empty range for randrange() (%d, %d, %d)' % (istart, istop, width))
        if istep > 0:
            n = (width + istep - 1) // istep
        elif istep < 0:
            n = (width + istep + 1) // istep
        else:
            raise ValueError('zero step for randrange()')
        if n <= 0:
            raise ValueError('empty range for randrange()')
        return istart + istep * self._randbelow(n)

    def randint(self, a, b):
        return self.randrange(a, b + 1)

    def choice(self, seq):
        if not len(seq):
            raise IndexError('Cannot choose from an empty sequence')
        return seq[self._randbelow(len(seq))]

    def shuffle(self, x):
        for i in reversed(range(1, len(x))):
            j = self._randbelow(i + 1)
            x[i], x[j] = x[j], x[i]

    def sample(self, population, k, *, counts=None):
        if type(population) not in (list, tuple, str, range):
            raise TypeError('Population must be a sequence.  For dicts or sets, use sorted(d).')
        n = len(population)
        if counts is not None:
            cum_counts = list(_accumulate(counts))
            if len(cum_counts) != n:
                raise ValueError('The number of counts does not match the population')
            total = cum_counts.pop()
            if type(total) is not int:
                raise TypeError('Counts must be integers')
            if total <= 0:
                raise ValueError('Total of counts must be greater than zero')
            selections = self.sample(range(total), k=k)
            return [population[_bisect(cum_counts, s)] for s in selections]
        if not 0 <= k <= n:
            raise ValueError('Sample larger than population or is negative')
        result = [None] * k
        setsize = 21
        if k > 5:
            setsize += 4 ** _ceil(_log(k * 3, 4))
        if n <= setsize:
            pool = list(population)
            for i in range(k):
                j = self._randbelow(n - i)
                result[i] = pool[j]
                pool[j] = pool[n - i - 1]
        else:
            selected = set()
            for i in range(k):
                j = self._randbelow(n)
                while j in selected:
                    j = self._randbelow(n)
                selected.add(j)
                result[i] = population[j]
        return result

    def choices(self, population, weights=None, *, cum_weights=None, k=1):
        n = len(population)
        if cum_weights is None:
            if weights is None:
                n += 0.0
                return [population[_floor(self.random() * n)] for i in range(k)]
            cum_weights = list(_accumulate(weights))
        elif weights is not None:
            raise TypeError('Cannot specify both weights and cumulative weights')
        if len(cum_weights) != n:
            raise ValueError('The number of weights does not match the population')
        total = cum_weights[-1] + 0.0
        if total <= 0.0:
            raise ValueError('Total of weights must be greater than zero')
        if total != total or total == float('inf'):
            raise ValueError('Total of weights must be finite')
        hi = n - 1
        return [population[_bisect(cum_weights, self.random() * total, 0, hi)]
                for i in range(k)]

    def uniform(self, a, b):
        return a + (b - a) * self.random()

    def triangular(self, low=0.0, high=1.0, mode=None):
        u = self.random()
        try:
            c = 0.5 if mode is None else (mode - low) / (high - low)
        except ZeroDivisionError:
            return low
        if u > c:
            u = 1.0 - u
            c = 1.0 - c
            low, high = high, low
        return low + (high - low) * _sqrt(u * c)

    def gauss(self, mu=0.0, sigma=1.0):
        z = self.gauss_next
        self.gauss_next = None
        if z is None:
            x2pi = self.random() * 6.283185307179586
            g2rad = _sqrt(-2.0 * _log(1.0 - self.random()))
            z = _cos(x2pi) * g2rad
            self.gauss_next = _sin(x2pi) * g2rad
        return mu + z * sigma

    def normalvariate(self, mu=0.0, sigma=1.0):
        while True:
            u1 = self.random()
            u2 = 1.0 - self.random()
            z = 1.7155277699214135 * (u1 - 0.5) / u2
            if z * z / 4.0 <= -_log(u2):
                break
        return mu + z * sigma

    def expovariate(self, lambd):
        return -_log(1.0 - self.random()) / lambd

    # The other distributions draw random() in CPython's order (its
    # algorithms: rejection sampling as in random.py), so seeded
    # sequences are CPython's.
    def lognormvariate(self, mu, sigma):
        return _exp(self.normalvariate(mu, sigma))

    def vonmisesvariate(self, mu, kappa):
        if kappa <= 1e-6:
            return _TWOPI * self.random()
        s = 0.5 / kappa
        r = s + _sqrt(1.0 + s * s)
        while True:
            z = _cos(_pi * self.random())
            d = z / (r + z)
            u = self.random()
            if u < 1.0 - d * d or u <= (1.0 - d) * _exp(d):
                break
        q = 1.0 / r
        f = (q + z) / (1.0 + q * z)
        if self.random() > 0.5:
            return (mu + _acos(f)) % _TWOPI
        return (mu - _acos(f)) % _TWOPI

    def gammavariate(self, alpha, beta):
        if alpha <= 0.0 or beta <= 0.0:
            raise ValueError('gammavariate: alpha and beta must be > 0.0')
        if alpha > 1.0:
            # Cheng's rejection method
            ainv = _sqrt(2.0 * alpha - 1.0)
            bbb = alpha - _LOG4
            ccc = alpha + ainv
            while True:
                u1 = self.random()
                if not 1e-7 < u1 < 0.9999999:
                    continue
                u2 = 1.0 - self.random()
                v = _log(u1 / (1.0 - u1)) / ainv
                x = alpha * _exp(v)
                z = u1 * u1 * u2
                r = bbb + ccc * v - x
                if r + _SG_MAGICCONST - 4.5 * z >= 0.0 or r >= _log(z):
                    return x * beta
        if alpha == 1.0:
            return -_log(1.0 - self.random()) * beta
        # alpha < 1: Ahrens and Dieter's method GS
        while True:
            b = (_e + alpha) / _e
            p = b * self.random()
            if p <= 1.0:
                x = p ** (1.0 / alpha)
            else:
                x = -_log((b - p) / alpha)
            u1 = self.random()
            if p > 1.0:
                if u1 <= x ** (alpha - 1.0):
                    return x * beta
            elif u1 <= _exp(-x):
                return x * beta

    def betavariate(self, alpha, beta):
        y = self.gammavariate(alpha, 1.0)
        if y:
            return y / (y + self.gammavariate(beta, 1.0))
        return 0.0

    def paretovariate(self, alpha):
        return (1.0 - self.random()) ** (-1.0 / alpha)

    def weibullvariate(self, alpha, beta):
        return alpha * (-_log(1.0 - self.random())) ** (1.0 / beta)

    def randbytes(self, n):
        return self.getrandbits(n * 8).to_bytes(n, 'little')


_inst = Random()
seed = _inst.seed
random = _inst.random
uniform = _inst.uniform
triangular = _inst.triangular
randint = _inst.randint
choice = _inst.choice
randrange = _inst.randrange
sample = _inst.sample
shuffle = _inst.shuffle
choices = _inst.choices
normalvariate = _inst.normalvariate
gauss = _inst.gauss
expovariate = _inst.expovariate
lognormvariate = _inst.lognormvariate
vonmisesvariate = _inst.vonmisesvariate
gammavariate = _inst.gammavariate
betavariate = _inst.betavariate
paretovariate = _inst.paretovariate
weibullvariate = _inst.weibullvariate
randbytes = _inst.randbytes
getstate = _inst.getstate
setstate = _inst.setstate
getrandbits = _inst.getrandbits
