# fractions: Fraction, exact rational numbers, as CPython 3.11's: built
# from ints, Fractions, floats, Decimals and strings ('3/4', '-1.5e3',
# '1_000'), normalised with the sign on the numerator; arithmetic with int
# and Fraction stays exact and with float gives a float; comparisons with
# ints and floats (nan and infinities included); hashing equal to the int
# or float of the same value (CPython's modular hash); limit_denominator,
# from_float, from_decimal, as_integer_ratio; str '3/4' and repr
# 'Fraction(3, 4)'.  A Fraction is an instance of a Python class, so it
# survives snapshots as any instance does.
import math as _math
import operator as _operator
import re as _re

__all__ = ['Fraction']

_HASH_MODULUS = 2305843009213693951   # sys.hash_info.modulus (2**61 - 1)
_HASH_INF = 314159                    # sys.hash_info.inf

_RATIONAL = _re.compile(r"""
    \A\s*
    (?P<sign>[-+]?)
    (?=\d|\.\d)
    (?P<num>\d*|\d+(_\d+)*)
    (?:
        (?:/(?P<denom>\d+(_\d+)*))?
    |
        (?:\.(?P<decimal>\d*|\d+(_\d+)*))?
        (?:E(?P<exp>[-+]?\d+(_\d+)*))?
    )
    \s*\Z
""", _re.VERBOSE | _re.IGNORECASE)


def _is_rational(x):
    # int and Fraction, and objects with integer numerator and denominator
    # (numbers.Rational is not in baton)
    if isinstance(x, (int, Fraction)):
        return True
    try:
        return isinstance(x.numerator, int) and isinstance(x.denominator, int) \
            and not isinstance(x, float)
    except AttributeError:
        return False


def _coerce(other):
    # other as a Fraction or a float, or None (NotImplemented)
    if isinstance(other, Fraction):
        return other
    if isinstance(other, int):
        return Fraction._from_pair(other, 1)
    if isinstance(other, float):
        return other
    return None


def _operators(exact, inexact):
    # the forward and reflected methods of one operator: exact on two
    # Fractions (ints converted), inexact (float) when one side is a float
    def forward(a, b):
        b = _coerce(b)
        if b is None:
            return NotImplemented
        if isinstance(b, float):
            return inexact(float(a), b)
        return exact(a, b)

    def reverse(b, a):
        a = _coerce(a)
        if a is None:
            return NotImplemented
        if isinstance(a, float):
            return inexact(a, float(b))
        return exact(a, b)
    return forward, reverse


class Fraction:
    __slots__ = ('_numerator', '_denominator')

    def __new__(cls, numerator=0, denominator=None):
        self = object.__new__(cls)
        if denominator is None:
            if type(numerator) is int:
                self._numerator = numerator
                self._denominator = 1
                return self
            elif _is_rational(numerator):
                self._numerator = numerator.numerator
                self._denominator = numerator.denominator
                return self
            elif isinstance(numerator, float):
                n, d = numerator.as_integer_ratio()
                self._numerator = n
                self._denominator = d
                return self
            elif type(numerator).__name__ == 'Decimal':
                n, d = numerator.as_integer_ratio()
                self._numerator = n
                self._denominator = d
                return self
            elif isinstance(numerator, str):
                m = _RATIONAL.match(numerator)
                if m is None:
                    raise ValueError('Invalid literal for Fraction: %r' % numerator)
                numerator = int(m.group('num') or '0')
                denom = m.group('denom')
                if denom:
                    denominator = int(denom)
                else:
                    denominator = 1
                    decimal = m.group('decimal')
                    if decimal:
                        decimal = decimal.replace('_', '')
                        scale = 10 ** len(decimal)
                        numerator = numerator * scale + int(decimal)
                        denominator *= scale
                    exp = m.group('exp')
                    if exp:
                        exp = int(exp)
                        if exp >= 0:
                            numerator *= 10 ** exp
                        else:
                            denominator *= 10 ** -exp
                if m.group('sign') == '-':
                    numerator = -numerator
            else:
                raise TypeError('argument should be a string or a Rational instance')
        elif type(numerator) is int is type(denominator):
            pass
        elif _is_rational(numerator) and _is_rational(denominator):
            numerator, denominator = (
                numerator.numerator * denominator.denominator,
                denominator.numerator * numerator.denominator)
        else:
            raise TypeError('both arguments should be Rational instances')
        if denominator == 0:
            raise ZeroDivisionError('Fraction(%s, 0)' % numerator)
        g = _math.gcd(numerator, denominator)
        if denominator < 0:
            g = -g
        self._numerator = numerator // g
        self._denominator = denominator // g
        return self

    @classmethod
    def from_float(cls, f):
        if isinstance(f, int):
            return cls(f)
        elif not isinstance(f, float):
            raise TypeError('%s.from_float() only takes floats, not %r (%s)' %
                            (cls.__name__, f, type(f).__name__))
        return cls._from_pair(*f.as_integer_ratio())

    @classmethod
    def from_decimal(cls, dec):
        if isinstance(dec, int):
            return cls(dec)
        if type(dec).__name__ != 'Decimal':
            raise TypeError('%s.from_decimal() only takes Decimals, not %r (%s)' %
                            (cls.__name__, dec, type(dec).__name__))
        return cls._from_pair(*dec.as_integer_ratio())

    @classmethod
    def _from_pair(cls, n, d):
        obj = object.__new__(cls)
        obj._numerator = n
        obj._denominator = d
        return obj

    def as_integer_ratio(self):
        return (self._numerator, self._denominator)

    def limit_denominator(self, max_denominator=1000000):
        if max_denominator < 1:
            raise ValueError('max_denominator should be at least 1')
        if self._denominator <= max_denominator:
            return Fraction(self)
        p0, q0, p1, q1 = 0, 1, 1, 0
        n, d = self._numerator, self._denominator
        while True:
            a = n // d
            q2 = q0 + a * q1
            if q2 > max_denominator:
                break
            p0, q0, p1, q1 = p1, q1, p0 + a * p1, q2
            n, d = d, n - a * d
        k = (max_denominator - q0) // q1
        if 2 * d * (q0 + k * q1) <= self._denominator:
            return Fraction._from_pair(p1, q1)
        return Fraction._from_pair(p0 + k * p1, q0 + k * q1)

    @property
    def numerator(self):
        return self._numerator

    @property
    def denominator(self):
        return self._denominator

    def __repr__(self):
        return '%s(%s, %s)' % (self.__class__.__name__, self._numerator, self._denominator)

    def __str__(self):
        if self._denominator == 1:
            return str(self._numerator)
        return '%s/%s' % (self._numerator, self._denominator)

    # ---- arithmetic: int and Fraction exact, float inexact ----

    __add__, __radd__ = _operators(lambda a, b: _add(a, b), _operator.add)
    __sub__, __rsub__ = _operators(lambda a, b: _add(a, -b), _operator.sub)
    __mul__, __rmul__ = _operators(lambda a, b: _mul(a, b), _operator.mul)
    __truediv__, __rtruediv__ = _operators(lambda a, b: _div(a, b), _operator.truediv)
    __floordiv__, __rfloordiv__ = _operators(
        lambda a, b: (a.numerator * b.denominator) // (a.denominator * b.numerator),
        _operator.floordiv)
    __divmod__, __rdivmod__ = _operators(lambda a, b: _divmod(a, b), divmod)
    __mod__, __rmod__ = _operators(lambda a, b: _divmod(a, b)[1], _operator.mod)

    def __pow__(a, b):
        if isinstance(b, (int, Fraction)):
            if b.denominator == 1:
                power = b.numerator
                if power >= 0:
                    return Fraction._from_pair(a._numerator ** power, a._denominator ** power)
                elif a._numerator > 0:
                    return Fraction._from_pair(a._denominator ** -power, a._numerator ** -power)
                elif a._numerator == 0:
                    raise ZeroDivisionError('Fraction(%s, 0)' % a._denominator ** -power)
                else:
                    return Fraction._from_pair((-a._denominator) ** -power,
                                               (-a._numerator) ** -power)
            return float(a) ** float(b)
        if isinstance(b, float):
            return float(a) ** b
        return NotImplemented

    def __rpow__(b, a):
        if b._denominator == 1 and b._numerator >= 0:
            return a ** b._numerator
        if isinstance(a, int):
            return Fraction._from_pair(a, 1) ** b
        if isinstance(a, float):
            return a ** float(b)
        return NotImplemented

    def __pos__(a):
        return Fraction._from_pair(a._numerator, a._denominator)

    def __neg__(a):
        return Fraction._from_pair(-a._numerator, a._denominator)

    def __abs__(a):
        return Fraction._from_pair(abs(a._numerator), a._denominator)

    def __int__(a):
        if a._numerator < 0:
            return -(-a._numerator // a._denominator)
        return a._numerator // a._denominator

    def __trunc__(a):
        return a.__int__()

    def __floor__(a):
        return a._numerator // a._denominator

    def __ceil__(a):
        return -(-a._numerator // a._denominator)

    def __float__(a):
        return a._numerator / a._denominator

    def __round__(self, ndigits=None):
        if ndigits is None:
            floor, remainder = divmod(self._numerator, self._denominator)
            if remainder * 2 < self._denominator:
                return floor
            elif remainder * 2 > self._denominator:
                return floor + 1
            elif floor % 2 == 0:
                return floor
            return floor + 1
        shift = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * shift), shift)
        return Fraction(round(self / shift) * shift)

    def __hash__(self):
        try:
            dinv = pow(self._denominator, -1, _HASH_MODULUS)
        except ValueError:
            hash_ = _HASH_INF
        else:
            hash_ = hash(hash(abs(self._numerator)) * dinv)
        result = hash_ if self._numerator >= 0 else -hash_
        return -2 if result == -1 else result

    def __eq__(a, b):
        if type(b) is int:
            return a._numerator == b and a._denominator == 1
        if isinstance(b, (int, Fraction)):
            return a._numerator == b.numerator and a._denominator == b.denominator
        if isinstance(b, float):
            if _math.isnan(b) or _math.isinf(b):
                return 0.0 == b
            return a == a.from_float(b)
        return NotImplemented

    def _richcmp(self, other, op):
        if isinstance(other, (int, Fraction)):
            return op(self._numerator * other.denominator, self._denominator * other.numerator)
        if isinstance(other, float):
            if _math.isnan(other) or _math.isinf(other):
                return op(0.0, other)
            return op(self, self.from_float(other))
        return NotImplemented

    def __lt__(a, b):
        return a._richcmp(b, _lt)

    def __gt__(a, b):
        return a._richcmp(b, _gt)

    def __le__(a, b):
        return a._richcmp(b, _le)

    def __ge__(a, b):
        return a._richcmp(b, _ge)

    def __bool__(a):
        return bool(a._numerator)

    def __copy__(self):
        if type(self) == Fraction:
            return self
        return self.__class__(self._numerator, self._denominator)

    def __deepcopy__(self, memo):
        if type(self) == Fraction:
            return self
        return self.__class__(self._numerator, self._denominator)


def _lt(x, y):
    return x < y


def _gt(x, y):
    return x > y


def _le(x, y):
    return x <= y


def _ge(x, y):
    return x >= y


def _add(a, b):
    na, da = a.numerator, a.denominator
    nb, db = b.numerator, b.denominator
    g = _math.gcd(da, db)
    if g == 1:
        return Fraction._from_pair(na * db + da * nb, da * db)
    s = da // g
    t = na * (db // g) + nb * s
    g2 = _math.gcd(t, g)
    if g2 == 1:
        return Fraction._from_pair(t, s * db)
    return Fraction._from_pair(t // g2, s * (db // g2))


def _mul(a, b):
    na, da = a.numerator, a.denominator
    nb, db = b.numerator, b.denominator
    g1 = _math.gcd(na, db)
    if g1 > 1:
        na //= g1
        db //= g1
    g2 = _math.gcd(nb, da)
    if g2 > 1:
        nb //= g2
        da //= g2
    return Fraction._from_pair(na * nb, db * da)


def _div(a, b):
    nb, db = b.numerator, b.denominator
    if nb == 0:
        raise ZeroDivisionError('Fraction(%s, 0)' % (a.numerator * db))
    na, da = a.numerator, a.denominator
    g1 = _math.gcd(na, nb)
    if g1 > 1:
        na //= g1
        nb //= g1
    g2 = _math.gcd(db, da)
    if g2 > 1:
        da //= g2
        db //= g2
    n, d = na * db, nb * da
    if d < 0:
        n, d = -n, -d
    return Fraction._from_pair(n, d)


def _divmod(a, b):
    da, db = a.denominator, b.denominator
    div, n_mod = divmod(a.numerator * db, da * b.numerator)
    return div, Fraction(n_mod, da * db)
