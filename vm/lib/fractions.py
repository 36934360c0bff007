# fractions for baton: Fraction, an exact rational number, behaving as
# CPython 3.11's.  A value is kept reduced, its sign on the numerator.
# Exact arithmetic covers ints and Fractions (and objects with integer
# numerator/denominator); a float operand makes the result a float, a
# complex one a complex.  The hash agrees with int's and float's (the
# modular numeric hash).  Fraction is a plain Python class, so it survives
# snapshots as any instance does.
import math as _math
import operator as _operator
import re as _re

__all__ = ['Fraction']

_P = 2305843009213693951      # sys.hash_info.modulus
_HASH_INF = 314159            # sys.hash_info.inf

_UNDERSCORED = r'\d+(?:_\d+)*'
_TEXT = _re.compile(r'\s*([-+]?)(?=\.?\d)(%s)?(?:/(%s)|(?:\.(%s)?)?(?:[eE]([-+]?%s))?)\s*'
                    % ((_UNDERSCORED,) * 4))


def _has_ratio(x):
    # int, Fraction, or something else with integer numerator and
    # denominator (what numbers.Rational stands for here)
    if isinstance(x, (int, Fraction)):
        return True
    if isinstance(x, float):
        return False
    try:
        return isinstance(x.numerator, int) and isinstance(x.denominator, int)
    except AttributeError:
        return False


def _raw(top, bottom):
    # a Fraction already in lowest terms, bottom > 0
    f = object.__new__(Fraction)
    f._numerator = top
    f._denominator = bottom
    return f


def _parse(text):
    m = _TEXT.fullmatch(text)
    if m is None:
        raise ValueError('Invalid literal for Fraction: %r' % text)
    sign, whole, under, frac, power = m.groups()
    top = int(whole or '0')
    if under is not None:
        bottom = int(under)
    else:
        bottom = 1
        if frac:
            digits = frac.replace('_', '')
            top = top * 10 ** len(digits) + int(digits)
            bottom = 10 ** len(digits)
        if power:
            e = int(power)
            if e < 0:
                bottom *= 10 ** -e
            else:
                top *= 10 ** e
    return (-top if sign == '-' else top), bottom


def _half_even_div(n, d):
    q, r = divmod(n, d)
    if 2 * r > d or (2 * r == d and q & 1):
        q += 1
    return q


# ---- the exact operations, on anything with numerator and denominator ----

def _plus(x, y):
    xn, xd, yn, yd = x.numerator, x.denominator, y.numerator, y.denominator
    common = _math.gcd(xd, yd)
    if common == 1:
        return _raw(xn * yd + yn * xd, xd * yd)
    xpart = xd // common
    top = xn * (yd // common) + yn * xpart
    extra = _math.gcd(top, common)
    return _raw(top // extra, xpart * (yd // extra))


def _minus(x, y):
    return _plus(x, _raw(-y.numerator, y.denominator))


def _times(x, y):
    xn, xd, yn, yd = x.numerator, x.denominator, y.numerator, y.denominator
    g = _math.gcd(xn, yd)
    h = _math.gcd(yn, xd)
    return _raw((xn // g) * (yn // h), (xd // h) * (yd // g))


def _over(x, y):
    xn, xd, yn, yd = x.numerator, x.denominator, y.numerator, y.denominator
    g = _math.gcd(xn, yn) or 1  # 0 / 0: the zero-bottom error, as CPython
    h = _math.gcd(xd, yd)
    top, bottom = (xn // g) * (yd // h), (xd // h) * (yn // g)
    if not bottom:
        _zero_bottom(top)
    return _raw(-top, -bottom) if bottom < 0 else _raw(top, bottom)


def _floor_over(x, y):
    return (x.numerator * y.denominator) // (x.denominator * y.numerator)


def _quot_rem(x, y):
    q, r = divmod(x.numerator * y.denominator, x.denominator * y.numerator)
    return q, Fraction(r, x.denominator * y.denominator)


def _rem(x, y):
    r = (x.numerator * y.denominator) % (y.numerator * x.denominator)
    return Fraction(r, x.denominator * y.denominator)


def _binary(exact, inexact):
    # a Fraction's forward and reflected method for one operator
    def forward(a, b):
        if isinstance(b, (int, Fraction)):
            return exact(a, b)
        if isinstance(b, float):
            return inexact(float(a), b)
        if isinstance(b, complex):
            return inexact(complex(a), b)
        return NotImplemented

    def reflected(b, a):
        if _has_ratio(a):
            return exact(a, b)
        if isinstance(a, (float, int)):
            return inexact(float(a), float(b))
        if isinstance(a, complex):
            return inexact(a, complex(b))
        return NotImplemented
    return forward, reflected


class Fraction:
    __slots__ = ('_numerator', '_denominator')

    def __new__(cls, numerator=0, denominator=None):
        if denominator is None:
            if type(numerator) is int:
                top, bottom = numerator, 1
            elif _has_ratio(numerator):
                top, bottom = numerator.numerator, numerator.denominator
            elif isinstance(numerator, float) or type(numerator).__name__ == 'Decimal':
                top, bottom = numerator.as_integer_ratio()
            elif isinstance(numerator, str):
                top, bottom = _parse(numerator)
                bottom = bottom if bottom else _zero_bottom(top)
                g = _math.gcd(top, bottom)
                top, bottom = top // g, bottom // g
            else:
                raise TypeError('argument should be a string or a Rational instance')
            self = object.__new__(cls)
            self._numerator = top
            self._denominator = bottom
            return self
        if type(numerator) is int and type(denominator) is int:
            top, bottom = numerator, denominator
        elif _has_ratio(numerator) and _has_ratio(denominator):
            top = numerator.numerator * denominator.denominator
            bottom = denominator.numerator * numerator.denominator
        else:
            raise TypeError('both arguments should be Rational instances')
        if bottom == 0:
            _zero_bottom(top)
        g = _math.gcd(top, bottom)
        if bottom < 0:
            g = -g
        self = object.__new__(cls)
        self._numerator = top // g
        self._denominator = bottom // g
        return self

    @classmethod
    def from_float(cls, f):
        if isinstance(f, int):
            return cls(f)
        if isinstance(f, float):
            return cls(*f.as_integer_ratio())
        raise TypeError('%s.from_float() only takes floats, not %r (%s)'
                        % (cls.__name__, f, type(f).__name__))

    @classmethod
    def from_decimal(cls, dec):
        if isinstance(dec, int):
            return cls(dec)
        if type(dec).__name__ == 'Decimal':
            return cls(*dec.as_integer_ratio())
        raise TypeError('%s.from_decimal() only takes Decimals, not %r (%s)'
                        % (cls.__name__, dec, type(dec).__name__))

    numerator = property(lambda self: self._numerator)
    denominator = property(lambda self: self._denominator)
    # numbers.Real's: the value as a Fraction (+self), no imaginary part
    real = property(lambda self: +self)
    imag = property(lambda self: 0)

    def conjugate(self):
        return +self

    def as_integer_ratio(self):
        return self._numerator, self._denominator

    def limit_denominator(self, max_denominator=1000000):
        if max_denominator < 1:
            raise ValueError('max_denominator should be at least 1')
        if self._denominator <= max_denominator:
            return Fraction(self)
        # walk the continued fraction's convergents h/k until the next
        # denominator would pass the limit
        h_prev, k_prev, h, k = 0, 1, 1, 0
        rest_n, rest_d = self._numerator, self._denominator
        while True:
            step = rest_n // rest_d
            k_next = k_prev + step * k
            if k_next > max_denominator:
                break
            h_prev, k_prev, h, k = h, k, h_prev + step * h, k_next
            rest_n, rest_d = rest_d, rest_n - step * rest_d
        m = (max_denominator - k_prev) // k
        semi = Fraction(h_prev + m * h, k_prev + m * k)
        best = Fraction(h, k)
        return best if abs(best - self) <= abs(semi - self) else semi

    def __repr__(self):
        return '%s(%s, %s)' % (type(self).__name__, self._numerator, self._denominator)

    def __str__(self):
        if self._denominator == 1:
            return str(self._numerator)
        return '%s/%s' % (self._numerator, self._denominator)

    __add__, __radd__ = _binary(_plus, _operator.add)
    __sub__, __rsub__ = _binary(_minus, _operator.sub)
    __mul__, __rmul__ = _binary(_times, _operator.mul)
    __truediv__, __rtruediv__ = _binary(_over, _operator.truediv)
    __floordiv__, __rfloordiv__ = _binary(_floor_over, _operator.floordiv)
    __divmod__, __rdivmod__ = _binary(_quot_rem, divmod)
    __mod__, __rmod__ = _binary(_rem, _operator.mod)

    def __pow__(a, b):
        if not _has_ratio(b):
            return float(a) ** b
        if b.denominator != 1:
            return float(a) ** float(b)
        e = b.numerator
        n, d = a._numerator, a._denominator
        if e < 0:
            # invert, keeping the sign on top
            n, d, e = (d, n, -e) if n >= 0 else (-d, -n, -e)
            if d == 0:
                _zero_bottom(n ** e)
        return _raw(n ** e, d ** e)

    def __rpow__(b, a):
        whole = b._denominator == 1
        if whole and b._numerator >= 0:
            return a ** b._numerator
        if _has_ratio(a):
            return Fraction(a.numerator, a.denominator) ** b
        return a ** (b._numerator if whole else float(b))

    def __pos__(a):
        return _raw(a._numerator, a._denominator)

    def __neg__(a):
        return _raw(-a._numerator, a._denominator)

    def __abs__(a):
        return _raw(abs(a._numerator), a._denominator)

    def __int__(a):
        n, d = a._numerator, a._denominator
        return n // d if n >= 0 else -(-n // d)

    __trunc__ = __int__

    def __floor__(a):
        return a._numerator // a._denominator

    def __ceil__(a):
        return -(-a._numerator // a._denominator)

    def __float__(a):
        return a._numerator / a._denominator

    def __complex__(a):
        return complex(a._numerator / a._denominator)

    def __round__(self, ndigits=None):
        n, d = self._numerator, self._denominator
        if ndigits is None:
            return _half_even_div(n, d)
        unit = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(_half_even_div(n * unit, d), unit)
        return Fraction(_half_even_div(n, d * unit) * unit)

    def __hash__(self):
        n, d = self._numerator, self._denominator
        if d % _P:
            h = abs(n) % _P * pow(d, -1, _P) % _P
        else:
            h = _HASH_INF        # d has no inverse modulo _P
        if n < 0:
            h = -h
        return -2 if h == -1 else h

    def __eq__(a, b):
        if type(b) is int:
            return a._denominator == 1 and a._numerator == b
        if _has_ratio(b):
            return a._numerator == b.numerator and a._denominator == b.denominator
        if isinstance(b, complex) and b.imag == 0:
            b = b.real
        if not isinstance(b, float):
            return NotImplemented
        if b - b != 0.0:         # inf or nan
            return False
        return a == Fraction.from_float(b)

    def _order(a, b, test):
        if _has_ratio(b):
            return test(a._numerator * b.denominator, a._denominator * b.numerator)
        if not isinstance(b, float):
            return NotImplemented
        if b - b != 0.0:
            return test(0.0, b)
        return test(a, Fraction.from_float(b))

    def __lt__(a, b):
        return a._order(b, _operator.lt)

    def __le__(a, b):
        return a._order(b, _operator.le)

    def __gt__(a, b):
        return a._order(b, _operator.gt)

    def __ge__(a, b):
        return a._order(b, _operator.ge)

    def __bool__(a):
        return a._numerator != 0

    def __reduce__(self):
        return (type(self), (self._numerator, self._denominator))

    def __copy__(self):
        if type(self) is Fraction:
            return self
        return type(self)(self._numerator, self._denominator)

    def __deepcopy__(self, memo):
        return self.__copy__()


def _zero_bottom(top):
    raise ZeroDivisionError('Fraction(%s, 0)' % top)
