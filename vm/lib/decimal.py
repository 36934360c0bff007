# decimal: decimal floating point as CPython 3.11's (its C module, libmpdec):
# the same results, str/repr, flags, exception classes and messages.
#
# A Decimal is (sign, coefficient, exponent) with an int coefficient (not a
# digit string): sign 0/1, _int >= 0, _exp an int for finite numbers, or one
# of 'F' (Infinity), 'n' (NaN), 'N' (sNaN) with _int the NaN's payload.
# Every operation computes its exact or sticky-rounded result and collects
# its conditions in a list; _Ctx._signal then sets the flags and raises the
# first trapped signal (C's order) with the list of trapped conditions as
# its argument, as the C module does ("[<class 'decimal.DivisionByZero'>]").
#
# Hostile sizes: no operation builds a power of ten from an exponent
# difference without bounding it first (additions replace a far smaller
# operand by a sticky digit; rounding drops more digits than a coefficient
# has without dividing; powers estimate the result's exponent before
# computing), so 1e999999999 stays cheap; an operation whose exact work is
# really huge (prec = 10**9) is stopped by the VM's memory and step limits.
# exp, ln, log10, sqrt and non-integer powers are correctly rounded
# (half-even, as libmpdec) by retrying at a higher working precision until
# the error interval rounds one way.
#
# The current context is a module global (one per VM; CPython keeps it in a
# contextvar, so asyncio tasks there each start from the creator's context).
# Decimals and Contexts are instances of Python classes: snapshots save them
# as any instance.
import math as _math
from collections import namedtuple as _namedtuple

__version__ = '1.70'
__libmpdec_version__ = '2.5.1'

ROUND_DOWN = 'ROUND_DOWN'
ROUND_HALF_UP = 'ROUND_HALF_UP'
ROUND_HALF_EVEN = 'ROUND_HALF_EVEN'
ROUND_CEILING = 'ROUND_CEILING'
ROUND_FLOOR = 'ROUND_FLOOR'
ROUND_UP = 'ROUND_UP'
ROUND_HALF_DOWN = 'ROUND_HALF_DOWN'
ROUND_05UP = 'ROUND_05UP'
_ROUNDINGS = (ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP,
              ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP)

HAVE_THREADS = True
HAVE_CONTEXTVAR = True
MAX_PREC = 999999999999999999
MAX_EMAX = 999999999999999999
MIN_EMIN = -999999999999999999
MIN_ETINY = MIN_EMIN - (MAX_PREC - 1)

DecimalTuple = _namedtuple('DecimalTuple', 'sign digits exponent', module='decimal')


# ---- signals ----

class DecimalException(ArithmeticError):
    pass


class Clamped(DecimalException):
    pass


class InvalidOperation(DecimalException):
    pass


class ConversionSyntax(InvalidOperation):
    pass


class DivisionByZero(DecimalException, ZeroDivisionError):
    pass


class DivisionImpossible(InvalidOperation):
    pass


class DivisionUndefined(InvalidOperation, ZeroDivisionError):
    pass


class Inexact(DecimalException):
    pass


class InvalidContext(InvalidOperation):
    pass


class Rounded(DecimalException):
    pass


class Subnormal(DecimalException):
    pass


class Overflow(Inexact, Rounded):
    pass


class Underflow(Inexact, Rounded, Subnormal):
    pass


class FloatOperation(DecimalException, TypeError):
    pass


# C's orders: the signals (flags dict, which exception is raised), the
# conditions listed in an exception's argument, the names in a Context repr
_SIGNALS = (InvalidOperation, FloatOperation, DivisionByZero, Overflow,
            Underflow, Subnormal, Inexact, Rounded, Clamped)
_CONDITIONS = (InvalidOperation, ConversionSyntax, DivisionImpossible,
               DivisionUndefined, InvalidContext, FloatOperation,
               DivisionByZero, Overflow, Underflow, Subnormal, Inexact,
               Rounded, Clamped)
_INV_BITS = {ConversionSyntax: 2, DivisionImpossible: 8,
             DivisionUndefined: 16, InvalidContext: 128, InvalidOperation: 256}
_SIGNAL_BITS = ((Clamped, 1), (InvalidOperation, 2), (DivisionByZero, 4),
                (Inexact, 64), (FloatOperation, 1024), (Overflow, 2048),
                (Rounded, 4096), (Subnormal, 8192), (Underflow, 16384))
_REPR_ORDER = (Clamped, InvalidOperation, DivisionByZero, Inexact,
               FloatOperation, Overflow, Rounded, Subnormal, Underflow)


def _signal_of(cond):
    if cond in _SIGNALS:
        return cond
    return InvalidOperation


# ---- integer helpers (ints beyond 4300 digits cannot go through str) ----

_LOG10_2 = 0.30102999566398120


def _ndigits(c):
    # number of decimal digits of c >= 0 (1 for 0)
    b = c.bit_length()
    if b < 60:
        return len(str(c))
    n = int(b * _LOG10_2)
    if c >= 10 ** n:
        return n + 1
    return n


def _digits(c):
    # str(c) for any size of c >= 0
    if c.bit_length() < 13000:
        return str(c)
    h = _ndigits(c) // 2
    q, r = divmod(c, 10 ** h)
    return _digits(q) + _digits(r).rjust(h, '0')


def _int_of(s):
    # int(s) for a digit string of any length
    if len(s) < 4000:
        return int(s)
    h = len(s) // 2
    return _int_of(s[:-h]) * 10 ** h + _int_of(s[-h:])


def _round_int(c, k, rounding, sign):
    # c / 10**k rounded to an int: (quotient, inexact); k may be huge
    if k <= 0:
        return c * 10 ** -k, False
    if c == 0:
        return 0, False
    if k > _ndigits(c) + 1:
        c, k = 1, 1              # the same rounding: a sticky digit below half
    q, r = divmod(c, 10 ** k)
    if r == 0:
        return q, False
    if rounding == ROUND_HALF_EVEN:
        half = 5 * 10 ** (k - 1)
        up = r > half or (r == half and q & 1)
    elif rounding == ROUND_HALF_UP:
        up = r >= 5 * 10 ** (k - 1)
    elif rounding == ROUND_HALF_DOWN:
        up = r > 5 * 10 ** (k - 1)
    elif rounding == ROUND_DOWN:
        up = False
    elif rounding == ROUND_UP:
        up = True
    elif rounding == ROUND_CEILING:
        up = sign == 0
    elif rounding == ROUND_FLOOR:
        up = sign == 1
    else:                        # ROUND_05UP
        up = q % 5 == 0
    if up:
        q += 1
    return q, True


def _dec(sign, coeff, exp, special=False):
    d = object.__new__(Decimal)
    d._sign = sign
    d._int = coeff
    d._exp = exp
    d._special = special
    return d


def _nan(sign=0, payload=0):
    return _dec(sign, payload, 'n', True)


_NAN = None


def _inf(sign):
    return _dec(sign, 0, 'F', True)


# ---- finishing a result within a context ----

def _fix(d, ctx, st):
    # d rounded to ctx's precision and exponent range; conditions to st
    if d._special:
        if d._exp != 'F':
            limit = ctx.prec - ctx.clamp
            if d._int and _ndigits(d._int) > limit:
                return _dec(d._sign, 0, d._exp, True)
        return d
    sign, c, exp = d._sign, d._int, d._exp
    prec = ctx.prec
    etiny = ctx.Emin - prec + 1
    etop = ctx.Emax - prec + 1
    if c == 0:
        top = ctx.Emax if ctx.clamp == 0 else etop
        e = min(max(exp, etiny), top)
        if e != exp:
            st.append(Clamped)
            return _dec(sign, 0, e)
        return d
    nd = _ndigits(c)
    emin = exp + nd - prec               # lowest exponent the precision allows
    if emin > etop:
        return _overflow(sign, ctx, st)
    subnormal = emin < etiny
    if subnormal:
        emin = etiny
    if exp < emin:
        q, changed = _round_int(c, emin - exp, ctx.rounding, sign)
        if q and _ndigits(q) > prec:
            q //= 10
            emin += 1
        if emin > etop:
            ans = _overflow(sign, ctx, st)
        else:
            ans = _dec(sign, q, emin)
        if changed and subnormal:
            st.append(Underflow)
        if subnormal:
            st.append(Subnormal)
        if changed:
            st.append(Inexact)
        st.append(Rounded)
        if not ans._special and ans._int == 0:
            st.append(Clamped)
        return ans
    if subnormal:
        st.append(Subnormal)
    if ctx.clamp == 1 and exp > etop:
        st.append(Clamped)
        return _dec(sign, c * 10 ** (exp - etop), etop)
    return d


def _overflow(sign, ctx, st):
    st.append(Overflow)
    st.append(Inexact)
    st.append(Rounded)
    r = ctx.rounding
    if r in (ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_HALF_DOWN, ROUND_UP) or \
            (r == ROUND_CEILING and sign == 0) or (r == ROUND_FLOOR and sign == 1):
        return _inf(sign)
    return _dec(sign, 10 ** ctx.prec - 1, ctx.Emax - ctx.prec + 1)


def _finish(ans, ctx, st):
    # round ans, then signal; the value (or raise)
    ans = _fix(ans, ctx, st)
    ctx._signal(st)
    return ans


def _invalid(ctx, st, cond=InvalidOperation):
    st.append(cond)
    return _nan()


def _check_nans(a, b, ctx, st):
    # NaN operands: the NaN result (sNaN first), else None
    an = a._special and a._exp != 'F'
    bn = b is not None and b._special and b._exp != 'F'
    if not an and not bn:
        return None
    if an and a._exp == 'N':
        st.append(InvalidOperation)
        return _fix(_nan(a._sign, a._int), ctx, st)
    if bn and b._exp == 'N':
        st.append(InvalidOperation)
        return _fix(_nan(b._sign, b._int), ctx, st)
    if an:
        return _fix(a, ctx, st)
    return _fix(b, ctx, st)


# ---- conversions ----

def _from_int(v):
    if v < 0:
        return _dec(1, -v, 0)
    return _dec(0, v, 0)


def _from_float(f):
    if f != f:
        return _nan(1 if _math.copysign(1.0, f) < 0 else 0)
    if f in (_FINF, -_FINF):
        return _inf(1 if f < 0 else 0)
    sign = 1 if _math.copysign(1.0, f) < 0 else 0
    n, d = abs(f).as_integer_ratio()
    k = d.bit_length() - 1               # d == 2**k
    return _dec(sign, n * 5 ** k, -k)


_FINF = float('inf')


def _parse(s):
    # the Decimal a string spells, or None (ConversionSyntax)
    out = []
    for ch in s:
        if ch == '_':
            continue
        if ch.isspace():
            out.append(' ')
        elif ch < '\x80':
            out.append(ch)
        elif ch.isdecimal():
            out.append(str(int(ch)))
        else:
            return None
    s = ''.join(out).strip()
    if not s:
        return None
    sign = 0
    if s[0] in '+-':
        sign = 1 if s[0] == '-' else 0
        s = s[1:]
    low = s.lower()
    if low in ('inf', 'infinity'):
        return _inf(sign)
    for prefix, kind in (('snan', 'N'), ('nan', 'n')):
        if low.startswith(prefix):
            payload = low[len(prefix):]
            if payload == '':
                return _dec(sign, 0, kind, True)
            if not payload.isdigit() or not payload.isascii():
                return None
            return _dec(sign, _int_of(payload), kind, True)
    epos = low.find('e')
    exp = 0
    if epos >= 0:
        es = low[epos + 1:]
        low = low[:epos]
        if es[:1] in ('+', '-'):
            digits = es[1:]
        else:
            digits = es
        if not digits or not digits.isdigit() or not digits.isascii():
            return None
        exp = _int_of(digits)
        if es[0] == '-':
            exp = -exp
    intpart, dot, frac = low.partition('.')
    if not intpart and not frac:
        return None
    for part in (intpart, frac):
        if part and (not part.isdigit() or not part.isascii()):
            return None
    digits = (intpart + frac).lstrip('0') or '0'
    return _dec(sign, _int_of(digits), exp - len(frac))


def _convert(other, ctx, st, allow_float=False, strict=False):
    # other as a Decimal, or None when its type does not mix
    if isinstance(other, Decimal):
        return other
    if isinstance(other, int):
        return _from_int(int(other))
    if allow_float and isinstance(other, float):
        st.append(FloatOperation)
        return _from_float(other)
    if strict:
        raise TypeError("conversion from %s to Decimal is not supported" %
                        type(other).__name__)
    return None


def _operand(other, ctx):
    # a context method's operand: Decimal or int
    if isinstance(other, Decimal):
        return other
    if isinstance(other, int):
        return _from_int(int(other))
    raise TypeError("conversion from %s to Decimal is not supported" %
                    type(other).__name__)


def _binop_fail(op, a, b, other):
    # CPython's TypeError when other's type never mixes (float, str, ...);
    # other objects get NotImplemented so that their own method runs
    if type(other) in _NO_MIX:
        if op == '*' and isinstance(other, (str, list, tuple, bytes)):
            raise TypeError("can't multiply sequence by non-int of type "
                            "'decimal.Decimal'")
        raise TypeError("unsupported operand type(s) for %s: '%s' and '%s'" % (
            op, _tname(a), _tname(b)))
    return NotImplemented


def _tname(x):
    if isinstance(x, Decimal) and type(x) is Decimal:
        return 'decimal.Decimal'
    return type(x).__name__


_NO_MIX = (float, str, bytes, list, tuple, dict, set, frozenset, type(None))


# ---- core arithmetic (results before _finish) ----

def _add(a, b, ctx, st):
    r = _check_nans(a, b, ctx, st)
    if r is not None:
        return r
    if a._special or b._special:
        if a._special and b._special and a._sign != b._sign:
            return _invalid(ctx, st)
        return a if a._special else b
    exp = min(a._exp, b._exp)
    neg_zero = 1 if ctx.rounding == ROUND_FLOOR and a._sign != b._sign else 0
    if a._int == 0 and b._int == 0:
        sign = min(a._sign, b._sign) | neg_zero
        return _dec(sign, 0, exp)
    if a._int == 0 or b._int == 0:
        x = b if a._int == 0 else a
        exp = max(exp, x._exp - ctx.prec - 1)
        if exp < x._exp:
            return _dec(x._sign, x._int * 10 ** (x._exp - exp), exp)
        return x
    # align; an operand far below the other's last kept digit is a sticky 1
    hi, lo = (a, b) if a._exp >= b._exp else (b, a)
    hn = _ndigits(hi._int)
    floor = hi._exp + min(-1, hn - ctx.prec - 2)
    lc, le = lo._int, lo._exp
    if _ndigits(lc) + le - 1 < floor:
        lc, le = 1, floor
    hc = hi._int * 10 ** (hi._exp - le)
    v = (-hc if hi._sign else hc) + (-lc if lo._sign else lc)
    if v == 0:
        return _dec(neg_zero, 0, le)
    if v < 0:
        return _dec(1, -v, le)
    return _dec(0, v, le)


def _negate(a):
    return _dec(1 - a._sign, a._int, a._exp, a._special)


def _sub(a, b, ctx, st):
    # a - b (a NaN b is returned as it is, sign included)
    return _add(a, b if _is_nan(b) else _negate(b), ctx, st)


def _mul(a, b, ctx, st):
    r = _check_nans(a, b, ctx, st)
    if r is not None:
        return r
    sign = a._sign ^ b._sign
    if a._special or b._special:
        if (a._special and not b._special and b._int == 0) or \
                (b._special and not a._special and a._int == 0):
            return _invalid(ctx, st)
        return _inf(sign)
    return _dec(sign, a._int * b._int, a._exp + b._exp)


def _div(a, b, ctx, st):
    r = _check_nans(a, b, ctx, st)
    if r is not None:
        return r
    sign = a._sign ^ b._sign
    if a._special or b._special:
        if a._special and b._special:
            return _invalid(ctx, st)
        if a._special:
            return _inf(sign)
        st.append(Clamped)
        return _dec(sign, 0, ctx.Emin - ctx.prec + 1)
    if b._int == 0:
        if a._int == 0:
            return _invalid(ctx, st, DivisionUndefined)
        st.append(DivisionByZero)
        return _inf(sign)
    if a._int == 0:
        return _dec(sign, 0, a._exp - b._exp)
    shift = _ndigits(b._int) - _ndigits(a._int) + ctx.prec + 1
    exp = a._exp - b._exp - shift
    if shift >= 0:
        q, rem = divmod(a._int * 10 ** shift, b._int)
    else:
        q, rem = divmod(a._int, b._int * 10 ** -shift)
    if rem:
        if q % 5 == 0:
            q += 1                       # sticky: never exactly a tie
    else:
        ideal = a._exp - b._exp
        while exp < ideal and q % 10 == 0:
            q //= 10
            exp += 1
    return _dec(sign, q, exp)


def _divide_int_rem(a, b, ctx, st):
    # (a // b, a % b) of finite a, nonzero finite or infinite b, as Decimals
    sign = a._sign ^ b._sign
    if b._special:
        ideal = a._exp
    else:
        ideal = min(a._exp, b._exp)
    if a._int == 0 or b._special or _adjusted(a) - _adjusted(b) <= -2:
        return _dec(sign, 0, 0), _rescale(a, ideal, ctx.rounding)
    if _adjusted(a) - _adjusted(b) <= ctx.prec:
        ac, bc = a._int, b._int
        if a._exp >= b._exp:
            ac *= 10 ** (a._exp - b._exp)
        else:
            bc *= 10 ** (b._exp - a._exp)
        q, r = divmod(ac, bc)
        if q < 10 ** ctx.prec:
            return _dec(sign, q, 0), _dec(a._sign, r, ideal)
    st.append(DivisionImpossible)
    return _nan(), _nan()


def _floordiv(a, b, ctx, st):
    r = _check_nans(a, b, ctx, st)
    if r is not None:
        return r
    if a._special:
        if b._special:
            return _invalid(ctx, st)
        return _inf(a._sign ^ b._sign)
    if not b._special and b._int == 0:
        if a._int == 0:
            return _invalid(ctx, st, DivisionUndefined)
        st.append(DivisionByZero)
        return _inf(a._sign ^ b._sign)
    return _divide_int_rem(a, b, ctx, st)[0]


def _mod(a, b, ctx, st):
    r = _check_nans(a, b, ctx, st)
    if r is not None:
        return r
    if a._special:
        return _invalid(ctx, st)
    if not b._special and b._int == 0:
        if a._int == 0:
            return _invalid(ctx, st, DivisionUndefined)
        return _invalid(ctx, st)
    return _fix(_divide_int_rem(a, b, ctx, st)[1], ctx, st)


def _divmod(a, b, ctx, st):
    r = _check_nans(a, b, ctx, st)
    if r is not None:
        return r, r
    sign = a._sign ^ b._sign
    if a._special:
        if b._special:
            n = _invalid(ctx, st)
            return n, n
        return _inf(sign), _invalid(ctx, st)
    if not b._special and b._int == 0:
        if a._int == 0:
            n = _invalid(ctx, st, DivisionUndefined)
            return n, n
        st.append(DivisionByZero)
        return _inf(sign), _invalid(ctx, st)
    q, rem = _divide_int_rem(a, b, ctx, st)
    return q, _fix(rem, ctx, st)


def _adjusted(a):
    return a._exp + _ndigits(a._int) - 1


def _rescale(a, exp, rounding):
    # a (finite) with exponent exp, rounded as needed; no flags
    if a._special:
        return a
    if a._int == 0:
        return _dec(a._sign, 0, exp)
    if exp <= a._exp:
        return _dec(a._sign, a._int * 10 ** (a._exp - exp), exp)
    q, _ = _round_int(a._int, exp - a._exp, rounding, a._sign)
    return _dec(a._sign, q, exp)


def _cmp(a, b):
    # -1, 0, 1 for non-NaN a and b
    if a._special or b._special:
        av = (1 if a._special else 0) * (-1 if a._sign else 1)
        bv = (1 if b._special else 0) * (-1 if b._sign else 1)
        return (av > bv) - (av < bv)
    if a._int == 0:
        if b._int == 0:
            return 0
        return 1 if b._sign else -1
    if b._int == 0:
        return -1 if a._sign else 1
    if a._sign != b._sign:
        return -1 if a._sign else 1
    s = -1 if a._sign else 1
    aa, ba = _adjusted(a), _adjusted(b)
    if aa != ba:
        return s if aa > ba else -s
    ac, bc = a._int, b._int
    if a._exp > b._exp:
        ac *= 10 ** (a._exp - b._exp)
    else:
        bc *= 10 ** (b._exp - a._exp)
    if ac == bc:
        return 0
    return s if ac > bc else -s


def _is_nan(a):
    return a._special and a._exp != 'F'


def _is_integer(a):
    # finite and integral
    if a._special:
        return False
    if a._exp >= 0 or a._int == 0:
        return True
    k = -a._exp
    if k > _ndigits(a._int):
        return False
    return a._int % 10 ** k == 0


def _strip(c, exp, ideal):
    # trailing zeros removed from c while exp < ideal
    if c == 0:
        return c, exp
    while exp < ideal and c % 10 == 0:
        c //= 10
        exp += 1
    return c, exp


# ---- transcendental functions in fixed point ----

def _atanh_inv(n, scale):
    # atanh(1/n) * scale
    x = scale // n
    s = x
    n2 = n * n
    k = 1
    while x:
        x //= n2
        k += 2
        s += x // k
    return s


def _ln10(w):
    # ln(10) * 10**w, to about a unit
    s = 10 ** (w + 5)
    ln2 = 2 * _atanh_inv(3, s)
    return (3 * ln2 + 2 * _atanh_inv(9, s)) // 10 ** 5


def _ln2(w):
    return 2 * _atanh_inv(3, 10 ** (w + 5)) // 10 ** 5


def _ln_fixed(c, e, w):
    # ln(c * 10**e) * 10**w, c > 0, error a few units
    g = 8
    W = w + g
    S = 10 ** W
    nd = _ndigits(c)
    adj = e + nd - 1
    shift = W - (nd - 1)
    m = c * 10 ** shift if shift >= 0 else c // 10 ** -shift   # in [S, 10 S)
    k = 0
    while m >= 3 * S // 2:
        m >>= 1
        k += 1
    # ln(m/S) = 2 atanh(z), z = (m - S)/(m + S), |z| < 0.2
    z = abs(m - S) * S // (m + S)
    z2 = z * z // S
    t = z
    s = z
    j = 1
    while t:
        t = t * z2 // S
        j += 2
        s += t // j
    if m < S:
        s = -s
    total = 2 * s + k * _ln2(W)
    if adj:
        ea = len(str(abs(adj)))
        total += adj * _ln10(W + ea) // 10 ** ea
    return total // 10 ** g


def _exp_fixed(c, e, sign, w):
    # exp(+-c * 10**e) = M * 10**(k - w), M in [10**w, 10**(w+1)), about a
    # unit of error; |c * 10**e| must be moderate (callers check overflow)
    g = 10
    W = w + g
    S = 10 ** W
    x = c * 10 ** (e + W) if e + W >= 0 else c // 10 ** -(e + W)
    if sign:
        x = -x
    ln10 = _ln10(W)
    k = x // ln10
    ka = len(str(abs(k)))
    W2 = W + ka
    x2 = c * 10 ** (e + W2) if e + W2 >= 0 else c // 10 ** -(e + W2)
    if sign:
        x2 = -x2
    r = (x2 - k * _ln10(W2)) // 10 ** ka          # in [0, ln 10) * S
    if r < 0:
        r += ln10
        k -= 1
    # exp(r) = exp(r / 2**8) ** (2**8)
    rr = r >> 8
    t = S
    s = S
    n = 1
    while t:
        t = t * rr // (S * n)
        n += 1
        s += t
    for _ in range(8):
        s = s * s // S
    if s >= 10 * S:
        s //= 10
        k += 1
    return s // 10 ** g, k


def _ziv(approx, prec, sign):
    # approx(w) -> (C, E): value ~ C * 10**E with |error| < 50 units; the
    # half-even rounding of the value to prec digits as (sign, C', E') with
    # a sticky digit appended (inexact), once the error interval allows
    w = prec + 8
    for _ in range(12):
        C, E = approx(w)
        n = _ndigits(C)
        if n < prec + 6:
            w += prec + 6 - n + 2
            continue
        k = n - prec
        lo = _round_int(C - 50, k, ROUND_HALF_EVEN, 0)[0]
        hi = _round_int(C + 50, k, ROUND_HALF_EVEN, 0)[0]
        if lo == hi:
            return _dec(sign, C * 10 + 1, E - 1)
        w += w // 2 + 10
    return _dec(sign, C * 10 + 1, E - 1)


def _ln_value(a, prec):
    # ln(a) for finite a > 0, a != 1: an unrounded sticky Decimal
    c, e = a._int, a._exp
    sign = 1 if _cmp(a, _dec(0, 1, 0)) < 0 else 0

    def approx(w):
        v = _ln_fixed(c, e, w)
        return abs(v), -w
    return _ziv(approx, prec, sign)


def _exp_bounds(a, ctx):
    # None if exp(a) is within range, else 'over' / 'under'
    adj = _adjusted(a)
    if adj < 1:
        return None
    if adj > 20:
        return 'under' if a._sign else 'over'
    v = float(_dec(0, a._int, a._exp))
    lim_hi = (ctx.Emax + 1) * 2.302585092994046 + 2
    lim_lo = (ctx.Emin - ctx.prec - 1) * 2.302585092994046 - 2
    if a._sign:
        v = -v
    if v > lim_hi:
        return 'over'
    if v < lim_lo:
        return 'under'
    return None


# ---- power ----

def _log10_estimate(a):
    # log10(|a|) for finite nonzero a, as a float (about 1e-15 relative;
    # exact enough near 1 through the size of |a| - 1)
    nd = _ndigits(a._int)
    adj = a._exp + nd - 1
    top = a._int // 10 ** (nd - 17) if nd > 17 else a._int * 10 ** (17 - nd)
    m = top / 1e16
    est = adj + _math.log10(m)
    if abs(est) < 1e-6:
        one = _dec(0, 1, 0)
        diff = _add(_dec(0, a._int, a._exp), _negate(one), _WIDE, [])
        if diff._int == 0:
            return 0.0
        da = _adjusted(diff)
        nd2 = _ndigits(diff._int)
        t2 = diff._int // 10 ** (nd2 - 17) if nd2 > 17 else diff._int * 10 ** (17 - nd2)
        v = t2 / 1e16 * 10.0 ** da if da > -300 else 1e-300
        return (-v if diff._sign else v) / 2.302585092994046
    return est


def _power(a, b, ctx, st):
    r = _check_nans(a, b, ctx, st)
    if r is not None:
        return r
    if not b._special and b._int == 0:
        if not a._special and a._int == 0:
            return _invalid(ctx, st)
        return _dec(0, 1, 0)
    sign = 0
    if a._sign:
        if _is_integer(b):
            if b._exp >= 1:
                sign = 0
            else:
                sign = (b._int // 10 ** -b._exp) & 1 if b._exp < 0 else b._int & 1
        elif not (not a._special and a._int == 0):
            return _invalid(ctx, st)
    if not a._special and a._int == 0:
        if b._sign == 0:
            return _dec(sign, 0, 0)
        return _inf(sign)
    if a._special:
        if b._sign == 0:
            return _inf(sign)
        return _dec(sign, 0, 0)
    if _is_one(a):
        if _is_integer(b):
            if b._sign:
                mult = 0
            elif _cmp(b, _from_int(ctx.prec)) > 0:
                mult = ctx.prec
            else:
                mult = _to_int(b)
            exp = a._exp * mult
            if exp < 1 - ctx.prec:
                exp = 1 - ctx.prec
                st.append(Rounded)
        else:
            st.append(Inexact)
            st.append(Rounded)
            exp = 1 - ctx.prec
        return _dec(sign, 10 ** -exp if exp < 0 else 1, exp)
    if b._special:
        below_one = _cmp(_dec(0, a._int, a._exp), _dec(0, 1, 0)) < 0
        if (b._sign == 0) != below_one:
            return _inf(sign)
        return _dec(sign, 0, 0)
    # estimate the result's size: overflow or underflow without computing
    lx = _log10_estimate(a)
    est = float(b) * lx
    if est > ctx.Emax + 2:
        return _dec(sign, 1, ctx.Emax + 1)            # overflows in _fix
    if est < ctx.Emin - ctx.prec - 2:
        if _is_integer(b):
            # libmpdec's products underflow to zero half-even first
            st.extend((Underflow, Subnormal, Inexact, Rounded, Clamped))
            return _dec(sign, 0, ctx.Emin - ctx.prec + 1)
        return _dec(sign, 1, ctx.Emin - ctx.prec - 1)    # underflows in _fix
    if _is_integer(b):
        # as libmpdec: binary powering with every product rounded half-even
        # to prec + digits of y + 2 digits (1/x first for y < 0), then the
        # result rounded to the context
        n = _to_int(b)
        w = Context(prec=ctx.prec + _ndigits(b._int) + b._exp + 2 + (n < 0),
                    rounding=ROUND_HALF_EVEN, Emin=ctx.Emin, Emax=ctx.Emax,
                    traps=[], flags=[])
        ws = []
        base = _dec(0, a._int, a._exp)
        if n < 0:
            base = _fix(_div(_dec(0, 1, 0), base, w, ws), w, ws)
        m = abs(n)
        r = base
        bit = 1 << (m.bit_length() - 1)
        while bit > 1:
            bit >>= 1
            r = _fix(_mul(r, r, w, ws), w, ws)
            if m & bit:
                r = _fix(_mul(r, base, w, ws), w, ws)
            if r._special or (r._int == 0 and Clamped in ws):
                break
        if Inexact in ws:
            st.append(Inexact)
        if Rounded in ws:
            st.append(Rounded)
        if r._special:
            return _dec(sign, 1, ctx.Emax + 1)            # overflows in _fix
        return _dec(sign, r._int, r._exp)
    # x**y = exp(y ln x), x > 0, as libmpdec: ln, multiply and exp each
    # rounded half-even to max(digits of x, prec) + 23 digits, then the
    # result rounded to the context (a double rounding, as CPython's)
    wp = max(_ndigits(a._int), ctx.prec) + 23
    w = Context(prec=wp, rounding=ROUND_HALF_EVEN, Emax=MAX_EMAX,
                Emin=MIN_EMIN, traps=[], flags=[])
    L = _fix(_ln_value(a, wp), w, [])
    T = _fix(_mul(L, b, w, []), w, [])
    R = T.exp(w)
    st.append(Inexact)
    st.append(Rounded)
    if not R._special and _cmp(R, _dec(0, 1, 0)) == 0:
        R = _dec(0, 10 ** (ctx.prec - 1), 1 - ctx.prec)
    return _dec(sign, R._int, R._exp, R._special)


def _is_one(a):
    # |a| == 1 with any exponent
    if a._special or a._int == 0:
        return False
    if a._exp > 0:
        return False
    return a._int == 10 ** -a._exp


def _to_int(a):
    # truncated int value of finite a
    if a._exp >= 0:
        v = a._int * 10 ** a._exp
    else:
        v = a._int // 10 ** -a._exp if -a._exp <= _ndigits(a._int) else 0
    return -v if a._sign else v


# ---- strings ----

def _sci(a, eng=False, caps=1):
    if a._special:
        s = '-' if a._sign else ''
        if a._exp == 'F':
            return s + 'Infinity'
        body = 'sNaN' if a._exp == 'N' else 'NaN'
        return s + body + (_digits(a._int) if a._int else '')
    digits = _digits(a._int)
    exp = a._exp
    left = exp + len(digits)
    if exp <= 0 and left > -6:
        dot = left
    elif not eng:
        dot = 1
    elif a._int == 0:
        dot = (left + 1) % 3 - 1
    else:
        dot = (left - 1) % 3 + 1
    if dot <= 0:
        intpart = '0'
        frac = '.' + '0' * -dot + digits
    elif dot >= len(digits):
        intpart = digits + '0' * (dot - len(digits))
        frac = ''
    else:
        intpart = digits[:dot]
        frac = '.' + digits[dot:]
    if left == dot:
        e = ''
    else:
        e = ('E' if caps else 'e') + '%+d' % (left - dot)
    return ('-' if a._sign else '') + intpart + frac + e


# ---- format() ----

def _parse_spec(spec):
    # C's parser: [[fill]align][sign][z][0][width][,][.prec][type]
    i = 0
    n = len(spec)
    fill, align = None, None
    if n >= 2 and spec[1] in '<>=^':
        fill, align = spec[0], spec[1]
        i = 2
    elif n >= 1 and spec[0] in '<>=^':
        align = spec[0]
        i = 1
    sign = '-'
    if i < n and spec[i] in '+- ':
        sign = spec[i]
        i += 1
    nonneg = False
    if i < n and spec[i] == 'z':
        nonneg = True
        i += 1
    zero = False
    if i < n and spec[i] == '0':
        if align is not None:       # the '0' flag is an alignment too
            raise ValueError('invalid format string')
        zero = True
        i += 1
    j = i
    if i < n and spec[i] == '0':    # a width never starts with 0
        raise ValueError('invalid format string')
    while i < n and spec[i].isdigit():
        i += 1
    width = int(spec[j:i]) if i > j else 0
    comma = False
    if i < n and spec[i] == ',':
        comma = True
        i += 1
    prec = None
    if i < n and spec[i] == '.':
        i += 1
        j = i
        while i < n and spec[i].isdigit():
            i += 1
        if i == j:
            raise ValueError('invalid format string')
        prec = int(spec[j:i])
    typ = None
    if i < n and spec[i] in 'eEfFgGn%':
        typ = spec[i]
        i += 1
    if i != n or not spec[2 if fill is not None else 0:].isascii():   # any fill
        raise ValueError('invalid format string')
    if comma and typ == 'n':        # 'n' groups by the locale's rules
        raise ValueError('invalid format string')
    if zero and fill is None and align is None:
        fill, align = '0', '='
    if typ in (None, 'g', 'G', 'n') and prec == 0:
        prec = 1
    return {'fill': fill or ' ', 'align': align or '>', 'sign': sign,
            'z': nonneg, 'width': width, 'comma': comma, 'prec': prec,
            'type': typ, 'zeropad': zero and fill == '0' and align == '='}


def _format(a, spec, ctx):
    sp = _parse_spec(spec)
    typ = sp['type']
    if a._special:
        body = _sci(_dec(0, a._int, a._exp, True))
        if typ == '%':
            body += '%'
        if sp['zeropad']:
            sp['zeropad'] = False
            sp['fill'], sp['align'] = ' ', '>'
        return _align(_sign_str(a._sign, sp), body, sp, False)
    if typ is None:
        typ = 'G' if ctx.capitals else 'g'
        if sp['prec'] is None:
            typ = 'S'             # str() of the value, as C does
    if typ == 'n':
        typ = 'g'
    if typ == '%':
        a = _dec(a._sign, a._int, a._exp + 2)
    rounding = ctx.rounding
    p = sp['prec']
    if p is not None:
        if typ in 'eE':
            a = _round_sig(a, p + 1, rounding)
        elif typ in 'fF%':
            a = _rescale(a, -p, rounding)
        elif typ in 'gG' and _ndigits(a._int) > p:
            a = _round_prec(a, p, rounding)
    if a._int == 0 and a._exp > 0 and typ in 'fF%':
        a = _rescale(a, 0, rounding)
    sign = a._sign
    if a._int == 0 and sp['z']:
        sign = 0
    digits = _digits(a._int)
    left = a._exp + len(digits)
    if typ in 'eE':
        dot = 1 - p if a._int == 0 and p is not None else 1
    elif typ in 'fF%':
        dot = left
    elif a._exp <= 0 and left > -6:
        dot = left
    else:
        dot = 1
    if typ == 'S':
        if ctx.capitals:
            typ = 'G'
        else:
            typ = 'g'
    if dot < 0:
        intpart = '0'
        frac = '0' * -dot + digits
    elif dot > len(digits):
        intpart = digits + '0' * (dot - len(digits))
        frac = ''
    else:
        intpart = digits[:dot] or '0'
        frac = digits[dot:]
    exp = left - dot
    if frac:
        frac = '.' + frac
    if exp != 0 or typ in 'eE':
        frac += {'E': 'E', 'e': 'e', 'G': 'E', 'g': 'e', 'F': 'E', 'f': 'e',
                 '%': 'e'}[typ] + '%+d' % exp
    if typ == '%':
        frac += '%'
    s = _sign_str(sign, sp)
    if sp['zeropad']:
        minw = sp['width'] - len(frac) - len(s)
    else:
        minw = 0
    intpart = _group(intpart, ',' if sp['comma'] else '', minw)
    return _align(s, intpart + frac, sp, True)


def _sign_str(sign, sp):
    if sign:
        return '-'
    if sp['sign'] in '+ ':
        return sp['sign']
    return ''


def _group(digits, sep, minw):
    if not sep:
        return digits.rjust(max(minw, 1), '0')
    groups = []
    while True:
        l = min(max(len(digits), minw, 1), 3)
        groups.append(digits[-l:].rjust(l, '0'))
        digits = digits[:-l]
        minw -= l
        if not digits and minw <= 0:
            break
        minw -= len(sep)
    return sep.join(reversed(groups))


def _align(sign, body, sp, numeric):
    pad = sp['fill'] * (sp['width'] - len(sign) - len(body))
    al = sp['align']
    if sp['zeropad']:
        pad = ''
    if al == '<':
        return sign + body + pad
    if al == '>':
        return pad + sign + body
    if al == '=':
        return sign + pad + body
    half = len(pad) // 2
    return pad[:half] + sign + body + pad[half:]


def _round_sig(a, places, rounding):
    # a with exactly places significant digits (zero unchanged)
    if a._int == 0:
        return a
    adj = _adjusted(a)
    ans = _rescale(a, adj + 1 - places, rounding)
    if _adjusted(ans) != adj:
        ans = _rescale(ans, _adjusted(ans) + 1 - places, rounding)
    return ans


def _round_prec(a, prec, rounding):
    # a rounded to prec significant digits (no exponent limits, no flags)
    nd = _ndigits(a._int)
    if nd <= prec:
        return a
    q, _ = _round_int(a._int, nd - prec, rounding, a._sign)
    e = a._exp + nd - prec
    if _ndigits(q) > prec:
        q //= 10
        e += 1
    return _dec(a._sign, q, e)


# ---- hashing ----

_HASH_MODULUS = 2305843009213693951
_HASH_INF = 314159
_HASH_10INV = pow(10, _HASH_MODULUS - 2, _HASH_MODULUS)


# ---- the Decimal class ----

def _ctx(context):
    if context is None:
        return getcontext()
    if not isinstance(context, Context):
        raise TypeError('optional argument must be a context')
    return context


class Decimal:
    """Decimal floating point number, as CPython's decimal.Decimal."""
    __slots__ = ('_sign', '_int', '_exp', '_special')

    def __new__(cls, value="0", context=None):
        if isinstance(value, str):
            d = _parse(value)
            if d is None:
                ctx = _ctx(context)
                st = [ConversionSyntax]
                ctx._signal(st)
                d = _nan()
        elif isinstance(value, Decimal):
            d = value
        elif isinstance(value, int):
            d = _from_int(int(value))
        elif isinstance(value, float):
            ctx = _ctx(context)
            ctx._signal([FloatOperation])
            d = _from_float(value)
        elif isinstance(value, (tuple, list)):
            d = _from_tuple(value)
        else:
            raise TypeError("conversion from %s to Decimal is not supported" %
                            type(value).__name__)
        if cls is Decimal and type(d) is Decimal:
            return d
        r = object.__new__(cls)
        r._sign, r._int, r._exp, r._special = d._sign, d._int, d._exp, d._special
        return r

    @classmethod
    def from_float(cls, f):
        if isinstance(f, int):
            d = _from_int(int(f))
        elif isinstance(f, float):
            d = _from_float(f)
        else:
            raise TypeError("argument must be int or float")
        if cls is Decimal:
            return d
        return cls(d)

    # -- arithmetic operators --

    def __add__(self, other):
        o = _convert(other, None, None)
        if o is None:
            return _binop_fail('+', self, other, other)
        ctx = getcontext()
        st = []
        return _finish(_add(self, o, ctx, st), ctx, st)

    def __radd__(self, other):
        o = _convert(other, None, None)
        if o is None:
            return _binop_fail('+', other, self, other)
        ctx = getcontext()
        st = []
        return _finish(_add(o, self, ctx, st), ctx, st)

    def __sub__(self, other):
        o = _convert(other, None, None)
        if o is None:
            return _binop_fail('-', self, other, other)
        ctx = getcontext()
        st = []
        return _finish(_sub(self, o, ctx, st), ctx, st)

    def __rsub__(self, other):
        o = _convert(other, None, None)
        if o is None:
            return _binop_fail('-', other, self, other)
        ctx = getcontext()
        st = []
        return _finish(_sub(o, self, ctx, st), ctx, st)

    def __mul__(self, other):
        o = _convert(other, None, None)
        if o is None:
            return _binop_fail('*', self, other, other)
        ctx = getcontext()
        st = []
        return _finish(_mul(self, o, ctx, st), ctx, st)

    def __rmul__(self, other):
        o = _convert(other, None, None)
        if o is None:
            return _binop_fail('*', other, self, other)
        ctx = getcontext()
        st = []
        return _finish(_mul(o, self, ctx, st), ctx, st)

    def __truediv__(self, other):
        o = _convert(other, None, None)
        if o is None:
            return _binop_fail('/', self, other, other)
        ctx = getcontext()
        st = []
        return _finish(_div(self, o, ctx, st), ctx, st)

    def __rtruediv__(self, other):
        o = _convert(other, None, None)
        if o is None:
            return _binop_fail('/', other, self, other)
        ctx = getcontext()
        st = []
        return _finish(_div(o, self, ctx, st), ctx, st)

    def __floordiv__(self, other):
        o = _convert(other, None, None)
        if o is None:
            return _binop_fail('//', self, other, other)
        ctx = getcontext()
        st = []
        return _finish(_floordiv(self, o, ctx, st), ctx, st)

    def __rfloordiv__(self, other):
        o = _convert(other, None, None)
        if o is None:
            return _binop_fail('//', other, self, other)
        ctx = getcontext()
        st = []
        return _finish(_floordiv(o, self, ctx, st), ctx, st)

    def __mod__(self, other):
        o = _convert(other, None, None)
        if o is None:
            return _binop_fail('%', self, other, other)
        ctx = getcontext()
        st = []
        return _finish(_mod(self, o, ctx, st), ctx, st)

    def __rmod__(self, other):
        o = _convert(other, None, None)
        if o is None:
            return _binop_fail('%', other, self, other)
        ctx = getcontext()
        st = []
        return _finish(_mod(o, self, ctx, st), ctx, st)

    def __divmod__(self, other):
        o = _convert(other, None, None)
        if o is None:
            return _binop_fail('divmod()', self, other, other)
        return _divmod_pair(self, o, getcontext())

    def __rdivmod__(self, other):
        o = _convert(other, None, None)
        if o is None:
            return _binop_fail('divmod()', other, self, other)
        return _divmod_pair(o, self, getcontext())

    def __pow__(self, other, modulo=None):
        o = _convert(other, None, None)
        if o is None:
            return _binop_fail('** or pow()', self, other, other)
        ctx = getcontext()
        if modulo is not None:
            return _pow_mod(self, o, modulo, ctx)
        st = []
        return _finish(_power(self, o, ctx, st), ctx, st)

    def __rpow__(self, other, modulo=None):
        o = _convert(other, None, None)
        if o is None:
            return _binop_fail('** or pow()', other, self, other)
        ctx = getcontext()
        if modulo is not None:
            return _pow_mod(o, self, modulo, ctx)
        st = []
        return _finish(_power(o, self, ctx, st), ctx, st)

    def __neg__(self):
        return self._neg_ctx(getcontext())

    def _neg_ctx(self, ctx):
        st = []
        r = _check_nans(self, None, ctx, st)
        if r is None:
            if not self._special and self._int == 0 and ctx.rounding != ROUND_FLOOR:
                r = _dec(0, 0, self._exp)
            else:
                r = _negate(self)
        return _finish(r, ctx, st)

    def __pos__(self):
        return self._plus_ctx(getcontext())

    def _plus_ctx(self, ctx):
        st = []
        r = _check_nans(self, None, ctx, st)
        if r is None:
            if not self._special and self._int == 0 and ctx.rounding != ROUND_FLOOR:
                r = _dec(0, 0, self._exp)
            else:
                r = self
        return _finish(r, ctx, st)

    def __abs__(self):
        ctx = getcontext()
        st = []
        r = _check_nans(self, None, ctx, st)
        if r is None:
            r = _dec(0, self._int, self._exp, self._special)
        return _finish(r, ctx, st)

    # -- comparisons --

    def _compare_with(self, other, op):
        # -1/0/1, or None (NaN involved), or NotImplemented
        ctx = getcontext()
        st = []
        if isinstance(other, Decimal):
            o = other
        elif isinstance(other, int):
            o = _from_int(int(other))
        elif isinstance(other, float):
            st.append(FloatOperation)
            if op in ('==', '!='):
                ctx._quiet(st)
                st = []
            o = _from_float(other)
        elif _is_rational(other):
            if _is_nan(self):
                o = None
            else:
                return _cmp_rational(self, other)
        else:
            return NotImplemented
        if o is None or _is_nan(self) or _is_nan(o):
            if op in ('==', '!='):
                if (self._special and self._exp == 'N') or \
                        (o is not None and o._special and o._exp == 'N'):
                    st.append(InvalidOperation)
            else:
                st.append(InvalidOperation)
            ctx._signal(st)
            return None
        ctx._signal(st)
        return _cmp(self, o)

    def __eq__(self, other):
        c = self._compare_with(other, '==')
        if c is NotImplemented:
            return c
        return c == 0

    def __ne__(self, other):
        c = self._compare_with(other, '!=')
        if c is NotImplemented:
            return c
        return c != 0

    def __lt__(self, other):
        c = self._compare_with(other, '<')
        if c is NotImplemented or c is None:
            return False if c is None else c
        return c < 0

    def __le__(self, other):
        c = self._compare_with(other, '<=')
        if c is NotImplemented or c is None:
            return False if c is None else c
        return c <= 0

    def __gt__(self, other):
        c = self._compare_with(other, '>')
        if c is NotImplemented or c is None:
            return False if c is None else c
        return c > 0

    def __ge__(self, other):
        c = self._compare_with(other, '>=')
        if c is NotImplemented or c is None:
            return False if c is None else c
        return c >= 0

    def __hash__(self):
        if self._special:
            if self._exp == 'N':
                raise TypeError('Cannot hash a signaling NaN value')
            if self._exp == 'n':
                return object.__hash__(self)
            return -_HASH_INF if self._sign else _HASH_INF
        if self._exp >= 0:
            e = pow(10, self._exp, _HASH_MODULUS)
        else:
            e = pow(_HASH_10INV, -self._exp, _HASH_MODULUS)
        h = self._int * e % _HASH_MODULUS
        if self._sign:
            h = -h
        return -2 if h == -1 else h

    def __bool__(self):
        return self._special or self._int != 0

    # -- conversions --

    def __int__(self):
        if self._special:
            if self._exp == 'F':
                raise OverflowError('cannot convert Infinity to integer')
            raise ValueError('cannot convert NaN to integer')
        return _to_int(self)

    __trunc__ = __int__

    def __float__(self):
        if self._special:
            if self._exp == 'N':
                raise ValueError('cannot convert signaling NaN to float')
            if self._exp == 'n':
                return float('-nan') if self._sign else float('nan')
            return -_FINF if self._sign else _FINF
        if self._int == 0:
            return -0.0 if self._sign else 0.0
        if _adjusted(self) > 400:
            return -_FINF if self._sign else _FINF
        if _adjusted(self) < -400:
            return -0.0 if self._sign else 0.0
        return float(_sci(self))

    def __complex__(self):
        return complex(float(self))

    def _integral(self, rounding):
        if self._special:
            if self._exp == 'F':
                raise OverflowError('cannot convert Infinity to integer')
            raise ValueError('cannot convert NaN to integer')
        return _to_int(_rescale(self, 0, rounding)) if self._exp < 0 else _to_int(self)

    def __floor__(self):
        return self._integral(ROUND_FLOOR)

    def __ceil__(self):
        return self._integral(ROUND_CEILING)

    def __round__(self, n=None):
        if n is None:
            return self._integral(ROUND_HALF_EVEN)
        if not isinstance(n, int):
            raise TypeError('optional arg must be an integer')
        return self.quantize(_dec(0, 1, -n))

    def as_integer_ratio(self):
        if self._special:
            if self._exp == 'F':
                raise OverflowError('cannot convert Infinity to integer ratio')
            raise ValueError('cannot convert NaN to integer ratio')
        if self._int == 0:
            return 0, 1
        n, e = self._int, self._exp
        if e >= 0:
            n, d = n * 10 ** e, 1
        else:
            d5 = -e
            while d5 and n % 5 == 0:
                n //= 5
                d5 -= 1
            d2 = -e
            shift2 = min((n & -n).bit_length() - 1, d2)
            n >>= shift2
            d2 -= shift2
            d = 5 ** d5 << d2
        return (-n if self._sign else n), d

    def as_tuple(self):
        digits = tuple(int(ch) for ch in _digits(self._int)) \
            if self._int or not self._special else ()
        if self._special and self._exp == 'F':
            digits = (0,)
        return DecimalTuple(self._sign, digits, self._exp)

    # -- str / repr / format --

    def __str__(self):
        return _sci(self, False, getcontext().capitals)

    def __repr__(self):
        return "Decimal('%s')" % _sci(self, False, getcontext().capitals)

    def to_eng_string(self, context=None):
        return _sci(self, True, _ctx(context).capitals)

    def __format__(self, spec, override=None):
        if not isinstance(spec, str):
            raise TypeError('format spec must be a string')
        return _format(self, spec, getcontext())

    # -- queries --

    def adjusted(self):
        if self._special:
            return 0
        return _adjusted(self)

    def is_nan(self):
        return _is_nan(self)

    def is_qnan(self):
        return self._special and self._exp == 'n'

    def is_snan(self):
        return self._special and self._exp == 'N'

    def is_infinite(self):
        return self._special and self._exp == 'F'

    def is_finite(self):
        return not self._special

    def is_zero(self):
        return not self._special and self._int == 0

    def is_signed(self):
        return self._sign == 1

    def is_canonical(self):
        return True

    def canonical(self):
        return self

    def is_normal(self, context=None):
        ctx = _ctx(context)
        if self._special or self._int == 0:
            return False
        return _adjusted(self) >= ctx.Emin

    def is_subnormal(self, context=None):
        ctx = _ctx(context)
        if self._special or self._int == 0:
            return False
        return _adjusted(self) < ctx.Emin

    def number_class(self, context=None):
        ctx = _ctx(context)
        if self._special:
            if self._exp == 'N':
                return 'sNaN'
            if self._exp == 'n':
                return 'NaN'
            return '-Infinity' if self._sign else '+Infinity'
        s = '-' if self._sign else '+'
        if self._int == 0:
            return s + 'Zero'
        if _adjusted(self) < ctx.Emin:
            return s + 'Subnormal'
        return s + 'Normal'

    def radix(self):
        return _dec(0, 10, 0)

    @property
    def real(self):
        return self

    @property
    def imag(self):
        return _dec(0, 0, 0)

    def conjugate(self):
        return self

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __reduce__(self):
        return (type(self), (str(self),))

    # -- sign operations (exact, no context) --

    def copy_abs(self):
        return _dec(0, self._int, self._exp, self._special)

    def copy_negate(self):
        return _negate(self)

    def copy_sign(self, other, context=None):
        o = _operand(other, context)
        return _dec(o._sign, self._int, self._exp, self._special)

    def same_quantum(self, other, context=None):
        o = _operand(other, context)
        if self._special or o._special:
            return (_is_nan(self) and _is_nan(o)) or \
                (self.is_infinite() and o.is_infinite())
        return self._exp == o._exp

    # -- context operations --

    def compare(self, other, context=None):
        ctx = _ctx(context)
        o = _operand(other, ctx)
        st = []
        r = _check_nans(self, o, ctx, st)
        if r is None:
            r = _from_int(_cmp(self, o))
        return _finish(r, ctx, st)

    def compare_signal(self, other, context=None):
        ctx = _ctx(context)
        o = _operand(other, ctx)
        st = []
        if _is_nan(self) or _is_nan(o):
            st.append(InvalidOperation)
            ctx._signal(st)
            return _nan()
        return self.compare(o, ctx)

    def compare_total(self, other, context=None):
        o = _operand(other, context)
        return _from_int(_total_key(self, o))

    def compare_total_mag(self, other, context=None):
        o = _operand(other, context)
        return _from_int(_total_key(self.copy_abs(), o.copy_abs()))

    def _minmax(self, other, ctx, want_max, mag):
        st = []
        o = _operand(other, ctx)
        # a quiet NaN loses to a number
        if _is_nan(self) or _is_nan(o):
            sn = self._special and self._exp == 'N'
            on = o._special and o._exp == 'N'
            if sn or on or (_is_nan(self) and _is_nan(o)):
                return _finish(_check_nans(self, o, ctx, st), ctx, st)
            return _finish(o if _is_nan(self) else self, ctx, st)
        a, b = (self.copy_abs(), o.copy_abs()) if mag else (self, o)
        c = _cmp(a, b)
        if c == 0 and mag:
            c = _cmp(self, o)
        if c == 0:
            c = _total_key(self, o)
        pick = self if (c > 0) == want_max else o
        if c == 0:
            pick = self
        return _finish(pick, ctx, st)

    def max(self, other, context=None):
        return self._minmax(other, _ctx(context), True, False)

    def min(self, other, context=None):
        return self._minmax(other, _ctx(context), False, False)

    def max_mag(self, other, context=None):
        return self._minmax(other, _ctx(context), True, True)

    def min_mag(self, other, context=None):
        return self._minmax(other, _ctx(context), False, True)

    def normalize(self, context=None):
        ctx = _ctx(context)
        st = []
        r = _check_nans(self, None, ctx, st)
        if r is not None:
            return _finish(r, ctx, st)
        if self._special:
            return self
        d = _fix(self, ctx, st)
        if d._special:
            ctx._signal(st)
            return d
        if d._int == 0:
            ctx._signal(st)
            return _dec(d._sign, 0, 0)
        top = ctx.Emax if ctx.clamp == 0 else ctx.Emax - ctx.prec + 1
        c, e = _strip(d._int, d._exp, top)
        ctx._signal(st)
        return _dec(d._sign, c, e)

    def quantize(self, exp, rounding=None, context=None):
        ctx = _ctx(context)
        e = _operand(exp, ctx)
        if rounding is None:
            rounding = ctx.rounding
        elif rounding not in _ROUNDINGS:
            raise TypeError(_ROUNDING_MSG)
        st = []
        r = _check_nans(self, e, ctx, st)
        if r is not None:
            return _finish(r, ctx, st)
        if self._special or e._special:
            if self._special and e._special:
                ctx._signal(st)
                return self
            return _finish(_invalid(ctx, st), ctx, st)
        if not (ctx.Emin - ctx.prec + 1 <= e._exp <= ctx.Emax):
            return _finish(_invalid(ctx, st), ctx, st)
        if self._int == 0:
            return _finish(_dec(self._sign, 0, e._exp), ctx, st)
        adj = _adjusted(self)
        if adj > ctx.Emax or adj - e._exp + 1 > ctx.prec:
            return _finish(_invalid(ctx, st), ctx, st)
        ans = _rescale(self, e._exp, rounding)
        if ans._int and (_adjusted(ans) > ctx.Emax or _ndigits(ans._int) > ctx.prec):
            return _finish(_invalid(ctx, st), ctx, st)
        if ans._int and _adjusted(ans) < ctx.Emin:
            st.append(Subnormal)
        if ans._exp > self._exp:
            if _cmp(ans, self) != 0:
                st.append(Inexact)
            st.append(Rounded)
        return _finish(ans, ctx, st)

    def to_integral_value(self, rounding=None, context=None):
        ctx = _ctx(context)
        if rounding is None:
            rounding = ctx.rounding
        elif rounding not in _ROUNDINGS:
            raise TypeError(_ROUNDING_MSG)
        st = []
        r = _check_nans(self, None, ctx, st)
        if r is not None:
            return _finish(r, ctx, st)
        if self._special or self._exp >= 0:
            return self
        return _rescale(self, 0, rounding)

    to_integral = to_integral_value

    def to_integral_exact(self, rounding=None, context=None):
        ctx = _ctx(context)
        if rounding is None:
            rounding = ctx.rounding
        elif rounding not in _ROUNDINGS:
            raise TypeError(_ROUNDING_MSG)
        st = []
        r = _check_nans(self, None, ctx, st)
        if r is not None:
            return _finish(r, ctx, st)
        if self._special or self._exp >= 0:
            return self
        if self._int == 0:
            return _dec(self._sign, 0, 0)
        ans = _rescale(self, 0, rounding)
        if _cmp(ans, self) != 0:
            st.append(Inexact)
        st.append(Rounded)
        ctx._signal(st)
        return ans

    def sqrt(self, context=None):
        ctx = _ctx(context)
        st = []
        r = _check_nans(self, None, ctx, st)
        if r is not None:
            return _finish(r, ctx, st)
        if self._special:
            if self._sign:
                return _finish(_invalid(ctx, st), ctx, st)
            return self
        if self._int == 0:
            return _finish(_dec(self._sign, 0, self._exp // 2), ctx, st)
        if self._sign:
            return _finish(_invalid(ctx, st), ctx, st)
        prec = ctx.prec
        c, e = self._int, self._exp
        # c * 10**e = n * 10**(2 f) with n of at least 2 prec + 2 digits
        shift = max(0, 2 * prec + 2 - _ndigits(c))
        if (e - shift) % 2:
            shift += 1
        n = c * 10 ** shift
        f = (e - shift) // 2
        q = _math.isqrt(n)
        ideal = e // 2
        if q * q == n:
            q, f = _strip(q, f, ideal)
            ans = _dec(0, q, f)
        else:
            ans = _dec(0, q * 10 + 1, f - 1)
        return _finish_half_even(ans, ctx, st)

    def exp(self, context=None):
        ctx = _ctx(context)
        st = []
        r = _check_nans(self, None, ctx, st)
        if r is not None:
            return _finish(r, ctx, st)
        if self._special:
            return _dec(0, 0, 0) if self._sign else self
        if self._int == 0:
            return _dec(0, 1, 0)
        b = _exp_bounds(self, ctx)
        if b == 'over':
            return _finish_half_even(_dec(0, 1, ctx.Emax + 1), ctx, st)
        if b == 'under':
            return _finish_half_even(_dec(0, 1, ctx.Emin - ctx.prec - 1), ctx, st)
        prec = ctx.prec
        c, e, s = self._int, self._exp, self._sign
        if _adjusted(self) < -prec - 2:
            # 1 +- tiny: a sticky digit just below or above one
            if s:
                ans = _dec(0, 10 ** (prec + 2) - 1, -(prec + 2))
            else:
                ans = _dec(0, 10 ** (prec + 1) + 1, -(prec + 1))
            return _finish_half_even(ans, ctx, st)

        def approx(w):
            M, k = _exp_fixed(c, e, s, w)
            return M, k - w
        return _finish_half_even(_ziv(approx, prec, 0), ctx, st)

    def ln(self, context=None):
        ctx = _ctx(context)
        st = []
        r = _check_nans(self, None, ctx, st)
        if r is not None:
            return _finish(r, ctx, st)
        if self._special:
            if self._sign:
                return _finish(_invalid(ctx, st), ctx, st)
            return self
        if self._int == 0:
            return _inf(1)
        if self._sign:
            return _finish(_invalid(ctx, st), ctx, st)
        if _is_one(self):
            return _dec(0, 0, 0)
        return _finish_half_even(_ln_value(self, ctx.prec), ctx, st)

    def log10(self, context=None):
        ctx = _ctx(context)
        st = []
        r = _check_nans(self, None, ctx, st)
        if r is not None:
            return _finish(r, ctx, st)
        if self._special:
            if self._sign:
                return _finish(_invalid(ctx, st), ctx, st)
            return self
        if self._int == 0:
            return _inf(1)
        if self._sign:
            return _finish(_invalid(ctx, st), ctx, st)
        c, e = self._int, self._exp
        nd = _ndigits(c)
        if c == 10 ** (nd - 1):
            return _finish(_from_int(e + nd - 1), ctx, st)

        def approx(w):
            L = _ln_fixed(c, e, w + 5)
            v = L * 10 ** (w + 5) // _ln10(w + 5)
            return abs(v) // 10 ** 5, -w
        sign = 1 if _adjusted(self) < 0 else 0
        return _finish_half_even(_ziv(approx, ctx.prec, sign), ctx, st)

    def logb(self, context=None):
        ctx = _ctx(context)
        st = []
        r = _check_nans(self, None, ctx, st)
        if r is not None:
            return _finish(r, ctx, st)
        if self._special:
            return _inf(0)
        if self._int == 0:
            st.append(DivisionByZero)
            return _finish(_inf(1), ctx, st)
        return _finish(_from_int(_adjusted(self)), ctx, st)

    def scaleb(self, other, context=None):
        ctx = _ctx(context)
        o = _operand(other, ctx)
        st = []
        r = _check_nans(self, o, ctx, st)
        if r is not None:
            return _finish(r, ctx, st)
        if o._special or o._exp != 0:
            return _finish(_invalid(ctx, st), ctx, st)
        limit = 2 * (ctx.Emax + ctx.prec)
        n = _to_int(o)
        if abs(n) > limit:
            return _finish(_invalid(ctx, st), ctx, st)
        if self._special:
            return self
        return _finish(_dec(self._sign, self._int, self._exp + n), ctx, st)

    # ---- digit-wise operations: logical_* on operands made of 0s and 1s
    # (positive, exponent 0), rotate/shift of the coefficient padded or cut
    # to the context's precision ----

    def logical_and(self, other, context=None):
        return _logical(self, other, context, lambda a, b: a & b)

    def logical_or(self, other, context=None):
        return _logical(self, other, context, lambda a, b: a | b)

    def logical_xor(self, other, context=None):
        return _logical(self, other, context, lambda a, b: a ^ b)

    def logical_invert(self, context=None):
        ctx = _ctx(context)
        return _logical(self, _dec(0, int('1' * ctx.prec), 0), ctx, lambda a, b: a ^ b)

    def rotate(self, other, context=None):
        return _digit_move(self, other, context, True)

    def shift(self, other, context=None):
        return _digit_move(self, other, context, False)

    def fma(self, other, third, context=None):
        ctx = _ctx(context)
        o = _operand(other, ctx)
        t = _operand(third, ctx)
        st = []
        wide = Context(prec=MAX_PREC, Emax=MAX_EMAX, Emin=MIN_EMIN)
        p = _mul(self, o, wide, st)
        if _is_nan(t) and not _is_nan(p):
            r = _check_nans(t, None, ctx, st)
            return _finish(r, ctx, st)
        return _finish(_add(p, t, ctx, st), ctx, st)

    def remainder_near(self, other, context=None):
        ctx = _ctx(context)
        o = _operand(other, ctx)
        st = []
        r = _check_nans(self, o, ctx, st)
        if r is not None:
            return _finish(r, ctx, st)
        if self._special:
            return _finish(_invalid(ctx, st), ctx, st)
        if not o._special and o._int == 0:
            cond = DivisionUndefined if self._int == 0 else InvalidOperation
            return _finish(_invalid(ctx, st, cond), ctx, st)
        if o._special:
            return _finish(self, ctx, st)
        q, rem = _divide_int_rem(self, o, ctx, st)
        if q._special:
            return _finish(q, ctx, st)
        # choose the nearer multiple (ties to the even quotient)
        twice = _dec(0, rem._int * 2, rem._exp)
        c = _cmp(twice, o.copy_abs())
        if c > 0 or (c == 0 and q._int & 1):
            if q._int + 1 >= 10 ** ctx.prec:
                return _finish(_invalid(ctx, st, DivisionImpossible), ctx, st)
            rem = _add(rem, o if rem._sign != o._sign else _negate(o),
                       _WIDE, [])
            if rem._int == 0:
                rem = _dec(self._sign, 0, rem._exp)
        return _finish(rem, ctx, st)

    def next_plus(self, context=None):
        return _next(self, _ctx(context), 0)

    def next_minus(self, context=None):
        return _next(self, _ctx(context), 1)

    def next_toward(self, other, context=None):
        ctx = _ctx(context)
        o = _operand(other, ctx)
        st = []
        r = _check_nans(self, o, ctx, st)
        if r is not None:
            return _finish(r, ctx, st)
        c = _cmp(self, o)
        if c == 0:
            return self.copy_sign(o)
        ans = _next(self, ctx, 1 if c > 0 else 0)
        if ans.is_infinite():
            st += [Overflow, Inexact, Rounded]
        elif ans._int and _adjusted(ans) < ctx.Emin:
            st += [Underflow, Subnormal, Inexact, Rounded]
            if ans._int == 0:
                st.append(Clamped)
        ctx._signal(st)
        return ans



def _prec_digits(a, prec):
    # a's coefficient as prec digits (zero-padded, or its last prec digits)
    digits = str(a._int)
    return digits.rjust(prec, '0')[-prec:]


def _logical(a, other, context, op):
    ctx = _ctx(context)
    b = _operand(other, ctx)
    st = []
    for x in (a, b):
        if x._special or x._sign or x._exp != 0 or str(x._int).strip('01'):
            return _finish(_invalid(ctx, st), ctx, st)
    da, db = _prec_digits(a, ctx.prec), _prec_digits(b, ctx.prec)
    return _dec(0, int(''.join([str(op(int(x), int(y))) for x, y in zip(da, db)])), 0)


def _digit_move(a, other, context, rotate):
    ctx = _ctx(context)
    n = _operand(other, ctx)
    st = []
    r = _check_nans(a, n, ctx, st)
    if r is not None:
        return _finish(r, ctx, st)
    if n._special or n._exp != 0 or not -ctx.prec <= _to_int(n) <= ctx.prec:
        return _finish(_invalid(ctx, st), ctx, st)
    if a._special:
        return a
    k = _to_int(n)
    digits = _prec_digits(a, ctx.prec)
    if rotate:
        moved = digits[k:] + digits[:k]
    elif k < 0:
        moved = digits[:k]
    else:
        moved = (digits + '0' * k)[-ctx.prec:]
    return _finish(_dec(a._sign, int(moved or '0'), a._exp), ctx, st)


def _finish_half_even(ans, ctx, st):
    # correctly rounded functions round half-even whatever the context says
    if ctx.rounding == ROUND_HALF_EVEN:
        return _finish(ans, ctx, st)
    tmp = ctx.copy()
    tmp.rounding = ROUND_HALF_EVEN
    ans = _fix(ans, tmp, st)
    ctx._signal(st)
    return ans


def _next(a, ctx, down):
    st = []
    r = _check_nans(a, None, ctx, st)
    if r is not None:
        return _finish(r, ctx, st)
    if a._special:
        if (a._sign == 1) == bool(down):
            return a
        return _dec(a._sign, 10 ** ctx.prec - 1, ctx.Emax - ctx.prec + 1)
    tmp = ctx.copy()
    tmp.rounding = ROUND_FLOOR if down else ROUND_CEILING
    tmp.clear_traps()
    etiny = ctx.Emin - ctx.prec + 1
    ans = _fix(a, tmp, [])
    if _cmp(ans, a) != 0:
        return ans
    tiny = _dec(1 if down else 0, 1, etiny - 1)
    return _fix(_add(a, tiny, tmp, []), tmp, [])


def _total_key(a, b):
    # compare_total: -1, 0, 1
    def rank(x):
        if x._special:
            return {'N': 1, 'n': 2, 'F': 0}[x._exp]
        return 0
    if a._sign != b._sign:
        return -1 if a._sign else 1
    s = -1 if a._sign else 1
    ra, rb = rank(a), rank(b)
    if ra or rb:
        if ra != rb:
            return s if ra > rb else -s
        if a._int != b._int:
            return s if a._int > b._int else -s
        return 0
    c = _cmp(a, b)
    if c:
        return c
    if a._special or b._special:
        return 0
    if a._exp != b._exp:
        return s if a._exp > b._exp else -s
    return 0


def _divmod_pair(a, b, ctx):
    st = []
    q, r = _divmod(a, b, ctx, st)
    ctx._signal(st)
    return q, r


def _pow_mod(a, b, m, ctx):
    mo = _convert(m, None, None)
    if mo is None:
        return NotImplemented
    st = []
    if not (_is_integer(a) and _is_integer(b) and _is_integer(mo)) or \
            b._sign or mo._int == 0 or _ndigits(mo._int * 10 ** mo._exp) > ctx.prec:
        return _finish(_invalid(ctx, st), ctx, st)
    v = pow(_to_int(a), _to_int(b), abs(_to_int(mo)))
    if a._sign and v:
        v = v - abs(_to_int(mo))
    return _finish(_from_int(v), ctx, st)


def _from_tuple(t):
    if len(t) != 3:
        raise ValueError('argument must be a sequence of length 3')
    sign, digits, exp = t
    if not (isinstance(sign, int) and sign in (0, 1)):
        raise ValueError('sign must be an integer with the value 0 or 1')
    if isinstance(exp, str):
        if exp not in ('F', 'n', 'N'):
            raise ValueError("string argument in the third position "
                             "must be 'F', 'n' or 'N'")
        special = True
    elif isinstance(exp, int):
        special = False
    else:
        raise ValueError('exponent must be an integer')
    if not isinstance(digits, (tuple, list)):
        raise ValueError('coefficient must be a tuple of digits')
    for d in digits:
        if not (isinstance(d, int) and 0 <= d <= 9):
            raise ValueError('coefficient must be a tuple of digits')
    s = ''.join(str(d) for d in digits).lstrip('0')
    c = _int_of(s) if s else 0
    if special:
        if exp == 'F':
            return _inf(sign)
        return _dec(sign, c, exp, True)
    return _dec(sign, c, exp)


def _is_rational(x):
    if isinstance(x, (int, float, Decimal, str)):
        return False
    try:
        return isinstance(x.numerator, int) and isinstance(x.denominator, int)
    except AttributeError:
        return False


def _cmp_rational(a, q):
    # compare Decimal a (not NaN) with a rational q exactly
    if a._special:
        return -1 if a._sign else 1
    num, den = q.numerator, q.denominator
    sa = 0 if a._int == 0 else (-1 if a._sign else 1)
    sq = (num > 0) - (num < 0)
    if sa != sq:
        return (sa > sq) - (sa < sq)
    if sa == 0:
        return 0
    # magnitude first, then exactly
    la = _adjusted(a)
    lq = _ndigits(abs(num)) - _ndigits(den)
    if la > lq + 2:
        return sa
    if la < lq - 2:
        return -sa
    c, e = a._int, a._exp
    lhs = c * den
    rhs = abs(num)
    if e >= 0:
        lhs *= 10 ** e
    else:
        rhs *= 10 ** -e
    if lhs == rhs:
        return 0
    return sa if lhs > rhs else -sa


_ROUNDING_MSG = ("valid values for rounding are:\n"
                 "  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n"
                 "   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n"
                 "   ROUND_05UP]")


# ---- contexts ----

_SIGNALS_MSG = ("valid values for signals are:\n"
                "  [InvalidOperation, FloatOperation, DivisionByZero,\n"
                "   Overflow, Underflow, Subnormal, Inexact, Rounded,\n"
                "   Clamped]")


class _SignalDict:
    """A context's flags or traps: signal -> bool (C's SignalDict)."""
    __slots__ = ('_d',)

    def __init__(self, on=()):
        self._d = {s: (s in on) for s in _SIGNALS}

    def __getitem__(self, key):
        if key not in self._d:
            raise KeyError(_SIGNALS_MSG)
        return self._d[key]

    def __setitem__(self, key, value):
        if key not in self._d:
            raise KeyError(_SIGNALS_MSG)
        self._d[key] = bool(value)

    def __delitem__(self, key):
        raise ValueError('signal keys cannot be deleted')

    def __contains__(self, key):
        return key in self._d

    def __iter__(self):
        return iter(list(self._d))

    def __len__(self):
        return len(self._d)

    def keys(self):
        return self._d.keys()

    def values(self):
        return self._d.values()

    def items(self):
        return self._d.items()

    def get(self, key, default=None):
        return self._d.get(key, default)

    def copy(self):
        return dict(self._d)

    def __eq__(self, other):
        if isinstance(other, _SignalDict):
            return self._d == other._d
        if isinstance(other, dict):
            return self._d == other
        return NotImplemented

    def __repr__(self):
        return '{' + ', '.join('%r:%s' % (k, v) for k, v in self._d.items()) + '}'

    def _on(self):
        return [s.__name__ for s in _REPR_ORDER if self._d[s]]


def _signal_set(value, name):
    # a list or dict of signals given for flags= / traps=
    if isinstance(value, _SignalDict):
        return [s for s in _SIGNALS if value._d[s]]
    if isinstance(value, dict):
        if len(value) != len(_SIGNALS) or any(k not in _SIGNALS for k in value):
            raise KeyError('invalid signal dict')
        return [k for k, v in value.items() if v]
    try:
        items = list(value)
    except TypeError:
        raise TypeError('argument must be a signal dict') from None
    for s in items:
        if s not in _SIGNALS:
            raise KeyError('invalid error flag')   # C: 'valid values for signals are: ...'
    return items


def _zero_or_one(v, name):
    # Context.capitals and Context.clamp: 0 or 1, as CPython checks them
    if not isinstance(v, int):
        raise TypeError('an integer is required')
    if v not in (0, 1):
        raise ValueError(f'valid values for {name} are 0 or 1')
    return int(v)


class Context:
    """A decimal context: precision, rounding, exponent limits, flags, traps."""
    __slots__ = ('_prec', '_rounding', '_Emin', '_Emax', '_capitals',
                 '_clamp', '_flags', '_traps', '_inv')

    def __init__(self, prec=None, rounding=None, Emin=None, Emax=None,
                 capitals=None, clamp=None, flags=None, traps=None):
        dc = DefaultContext if DefaultContext is not None else None
        self._prec = dc._prec if dc else 28
        self._rounding = dc._rounding if dc else ROUND_HALF_EVEN
        self._Emin = dc._Emin if dc else -999999
        self._Emax = dc._Emax if dc else 999999
        self._capitals = dc._capitals if dc else 1
        self._clamp = dc._clamp if dc else 0
        self._flags = _SignalDict()
        self._inv = 0          # C's status bits of the InvalidOperation conditions
        self._traps = _SignalDict([s for s in _SIGNALS if dc._traps._d[s]]
                                  if dc else
                                  [InvalidOperation, DivisionByZero, Overflow])
        if prec is not None:
            self.prec = prec
        if rounding is not None:
            self.rounding = rounding
        if Emin is not None:
            self.Emin = Emin
        if Emax is not None:
            self.Emax = Emax
        if capitals is not None:
            self.capitals = capitals
        if clamp is not None:
            self.clamp = clamp
        if traps is not None:
            self._traps = _SignalDict(_signal_set(traps, 'traps'))
        if flags is not None:
            self._flags = _SignalDict(_signal_set(flags, 'flags'))

    @property
    def prec(self):
        return self._prec

    @prec.setter
    def prec(self, v):
        if not isinstance(v, int):
            raise TypeError('an integer is required')
        if not 1 <= v <= MAX_PREC:
            raise ValueError('valid range for prec is [1, MAX_PREC]')
        self._prec = int(v)

    @property
    def rounding(self):
        return self._rounding

    @rounding.setter
    def rounding(self, v):
        if not isinstance(v, str) or v not in _ROUNDINGS:
            raise TypeError(_ROUNDING_MSG)
        self._rounding = _ROUNDINGS[_ROUNDINGS.index(v)]

    @property
    def Emin(self):
        return self._Emin

    @Emin.setter
    def Emin(self, v):
        if not isinstance(v, int):
            raise TypeError('an integer is required')
        if not MIN_EMIN <= v <= 0:
            raise ValueError('valid range for Emin is [MIN_EMIN, 0]')
        self._Emin = int(v)

    @property
    def Emax(self):
        return self._Emax

    @Emax.setter
    def Emax(self, v):
        if not isinstance(v, int):
            raise TypeError('an integer is required')
        if not 0 <= v <= MAX_EMAX:
            raise ValueError('valid range for Emax is [0, MAX_EMAX]')
        self._Emax = int(v)

    @property
    def capitals(self):
        return self._capitals

    @capitals.setter
    def capitals(self, v):
        self._capitals = _zero_or_one(v, 'capitals')

    @property
    def clamp(self):
        return self._clamp

    @clamp.setter
    def clamp(self, v):
        self._clamp = _zero_or_one(v, 'clamp')

    @property
    def flags(self):
        return self._flags

    @flags.setter
    def flags(self, v):
        self._flags = _SignalDict(_signal_set(v, 'flags'))

    @property
    def traps(self):
        return self._traps

    @traps.setter
    def traps(self, v):
        self._traps = _SignalDict(_signal_set(v, 'traps'))

    def __repr__(self):
        return ('Context(prec=%d, rounding=%s, Emin=%d, Emax=%d, capitals=%d, '
                'clamp=%d, flags=[%s], traps=[%s])' % (
                    self._prec, self._rounding, self._Emin, self._Emax,
                    self._capitals, self._clamp, ', '.join(self._flag_names()),
                    ', '.join(self._traps._on())))

    def _flag_names(self):
        # C prints the flags by status bit; InvalidOperation where the lowest
        # of its conditions' bits falls (bit 2 when set through the dict)
        out = []
        for sig, bit in _SIGNAL_BITS:
            if self._flags._d[sig]:
                if sig is InvalidOperation and self._inv:
                    bit = self._inv & -self._inv
                out.append((bit, sig.__name__))
        out.sort()
        return [n for _, n in out]

    def _signal(self, st):
        # record conditions st; raise the first trapped signal
        if not st:
            return
        fl = self._flags._d
        tr = self._traps._d
        trapped = []
        for cond in _CONDITIONS:
            if cond in st:
                sig = _signal_of(cond)
                if sig is InvalidOperation:
                    self._inv |= _INV_BITS[cond]
                fl[sig] = True
                if tr[sig]:
                    trapped.append(cond)
        if trapped:
            for sig in _SIGNALS:
                for cond in trapped:
                    if _signal_of(cond) is sig:
                        raise sig(trapped)

    def _quiet(self, st):
        for cond in st:
            self._flags._d[_signal_of(cond)] = True

    def copy(self):
        c = Context(self._prec, self._rounding, self._Emin, self._Emax,
                    self._capitals, self._clamp)
        c._flags._d = dict(self._flags._d)
        c._inv = self._inv
        c._traps._d = dict(self._traps._d)
        return c

    __copy__ = copy

    def __reduce__(self):
        return (Context, (self._prec, self._rounding, self._Emin, self._Emax,
                          self._capitals, self._clamp,
                          [s for s in _SIGNALS if self._flags._d[s]],
                          [s for s in _SIGNALS if self._traps._d[s]]))

    def clear_flags(self):
        self._inv = 0
        for s in _SIGNALS:
            self._flags._d[s] = False

    def clear_traps(self):
        for s in _SIGNALS:
            self._traps._d[s] = False

    def Etiny(self):
        return self._Emin - self._prec + 1

    def Etop(self):
        return self._Emax - self._prec + 1

    def radix(self):
        return _dec(0, 10, 0)

    def create_decimal(self, num='0'):
        if isinstance(num, str):
            d = _parse(num)
            if d is None:
                st = [ConversionSyntax]
                self._signal(st)
                return _nan()
            if num.strip() != num:
                # C: surrounding whitespace is not allowed here
                self._signal([ConversionSyntax])
                return _nan()
        elif isinstance(num, float):
            self._signal([FloatOperation])
            d = _from_float(num)
        else:
            d = Decimal(num)
        st = []
        return _finish(d, self, st)

    def create_decimal_from_float(self, f):
        st = []
        return _finish(Decimal.from_float(f), self, st)

    def _op2(self, fn, a, b):
        st = []
        return _finish(fn(_operand(a, self), _operand(b, self), self, st), self, st)

    def add(self, a, b):
        return self._op2(_add, a, b)

    def subtract(self, a, b):
        return self._op2(_sub, a, b)

    def multiply(self, a, b):
        return self._op2(_mul, a, b)

    def divide(self, a, b):
        return self._op2(_div, a, b)

    def divide_int(self, a, b):
        return self._op2(_floordiv, a, b)

    def remainder(self, a, b):
        return self._op2(_mod, a, b)

    def divmod(self, a, b):
        return _divmod_pair(_operand(a, self), _operand(b, self), self)

    def power(self, a, b, modulo=None):
        a, b = _operand(a, self), _operand(b, self)
        if modulo is not None:
            return _pow_mod(a, b, _operand(modulo, self), self)
        st = []
        return _finish(_power(a, b, self, st), self, st)

    def abs(self, a):
        a = _operand(a, self)
        st = []
        r = _check_nans(a, None, self, st)
        if r is None:
            r = a.copy_abs()
        return _finish(r, self, st)

    def minus(self, a):
        return _operand(a, self)._neg_ctx(self)

    def plus(self, a):
        return _operand(a, self)._plus_ctx(self)

    def compare(self, a, b):
        return _operand(a, self).compare(b, self)

    def compare_signal(self, a, b):
        return _operand(a, self).compare_signal(b, self)

    def compare_total(self, a, b):
        return _operand(a, self).compare_total(b)

    def compare_total_mag(self, a, b):
        return _operand(a, self).compare_total_mag(b)

    def copy_abs(self, a):
        return _operand(a, self).copy_abs()

    def copy_negate(self, a):
        return _operand(a, self).copy_negate()

    def copy_sign(self, a, b):
        return _operand(a, self).copy_sign(b)

    def copy_decimal(self, a):
        return _operand(a, self)

    def canonical(self, a):
        if not isinstance(a, Decimal):
            raise TypeError('argument must be a Decimal')
        return a

    def exp(self, a):
        return _operand(a, self).exp(self)

    def ln(self, a):
        return _operand(a, self).ln(self)

    def log10(self, a):
        return _operand(a, self).log10(self)

    def logb(self, a):
        return _operand(a, self).logb(self)

    def sqrt(self, a):
        return _operand(a, self).sqrt(self)

    def fma(self, a, b, c):
        return _operand(a, self).fma(b, c, self)

    def max(self, a, b):
        return _operand(a, self).max(b, self)

    def min(self, a, b):
        return _operand(a, self).min(b, self)

    def max_mag(self, a, b):
        return _operand(a, self).max_mag(b, self)

    def min_mag(self, a, b):
        return _operand(a, self).min_mag(b, self)

    def next_plus(self, a):
        return _operand(a, self).next_plus(self)

    def next_minus(self, a):
        return _operand(a, self).next_minus(self)

    def next_toward(self, a, b):
        return _operand(a, self).next_toward(b, self)

    def normalize(self, a):
        return _operand(a, self).normalize(self)

    def number_class(self, a):
        return _operand(a, self).number_class(self)

    def quantize(self, a, b):
        return _operand(a, self).quantize(b, context=self)

    def remainder_near(self, a, b):
        return _operand(a, self).remainder_near(b, self)

    def same_quantum(self, a, b):
        return _operand(a, self).same_quantum(b)

    def scaleb(self, a, b):
        return _operand(a, self).scaleb(b, self)

    def logical_and(self, a, b):
        return _operand(a, self).logical_and(b, self)

    def logical_or(self, a, b):
        return _operand(a, self).logical_or(b, self)

    def logical_xor(self, a, b):
        return _operand(a, self).logical_xor(b, self)

    def logical_invert(self, a):
        return _operand(a, self).logical_invert(self)

    def rotate(self, a, b):
        return _operand(a, self).rotate(b, self)

    def shift(self, a, b):
        return _operand(a, self).shift(b, self)

    def to_eng_string(self, a):
        return _operand(a, self).to_eng_string(self)

    def to_sci_string(self, a):
        return _sci(_operand(a, self), False, self._capitals)

    def to_integral_exact(self, a):
        return _operand(a, self).to_integral_exact(context=self)

    def to_integral_value(self, a):
        return _operand(a, self).to_integral_value(context=self)

    to_integral = to_integral_value

    def is_canonical(self, a):
        if not isinstance(a, Decimal):
            raise TypeError('argument must be a Decimal')
        return True

    def is_finite(self, a):
        return _operand(a, self).is_finite()

    def is_infinite(self, a):
        return _operand(a, self).is_infinite()

    def is_nan(self, a):
        return _operand(a, self).is_nan()

    def is_qnan(self, a):
        return _operand(a, self).is_qnan()

    def is_snan(self, a):
        return _operand(a, self).is_snan()

    def is_signed(self, a):
        return _operand(a, self).is_signed()

    def is_zero(self, a):
        return _operand(a, self).is_zero()

    def is_normal(self, a):
        return _operand(a, self).is_normal(self)

    def is_subnormal(self, a):
        return _operand(a, self).is_subnormal(self)


DefaultContext = None
DefaultContext = Context(prec=28, rounding=ROUND_HALF_EVEN, Emin=-999999,
                         Emax=999999, capitals=1, clamp=0,
                         traps=[InvalidOperation, DivisionByZero, Overflow],
                         flags=[])
BasicContext = Context(prec=9, rounding=ROUND_HALF_UP,
                       traps=[Clamped, InvalidOperation, DivisionByZero,
                              Overflow, Underflow], flags=[])
ExtendedContext = Context(prec=9, rounding=ROUND_HALF_EVEN, traps=[], flags=[])

# an unbounded context for exact intermediate steps
_WIDE = Context(prec=MAX_PREC, Emax=MAX_EMAX, Emin=MIN_EMIN, traps=[], flags=[])

# the current context is a context variable, as in CPython: each asyncio
# task starts with its creator's context object, and setcontext() or
# localcontext() in a task leave the other tasks' alone
import contextvars as _contextvars
_current_var = _contextvars.ContextVar('decimal_context')
del _contextvars


def getcontext():
    """The current context (a copy of DefaultContext at first)."""
    try:
        return _current_var.get()
    except LookupError:
        context = DefaultContext.copy()
        context.clear_flags()
        _current_var.set(context)
        return context


def setcontext(context):
    """Make context the current context."""
    if not isinstance(context, Context):
        raise TypeError('argument must be a context')
    if context is DefaultContext or context is BasicContext or \
            context is ExtendedContext:
        context = context.copy()
        context.clear_flags()
    _current_var.set(context)


class _ContextManager:
    __slots__ = ('new_context', 'saved_context')

    def __init__(self, new_context):
        self.new_context = new_context
        self.saved_context = None

    def __enter__(self):
        self.saved_context = getcontext()
        setcontext(self.new_context)
        return self.new_context

    def __exit__(self, t, v, tb):
        setcontext(self.saved_context)


_LOCAL_KEYS = ('prec', 'rounding', 'Emin', 'Emax', 'capitals', 'clamp',
               'flags', 'traps')


def localcontext(ctx=None, **kwargs):
    """A context manager that makes a copy of ctx (or of the current context)
    current inside a with block, with the keyword arguments set on it."""
    if ctx is None:
        ctx = getcontext()
    elif not isinstance(ctx, Context):
        raise TypeError('optional argument must be a context')
    new = ctx.copy()
    for k, v in kwargs.items():
        if k not in _LOCAL_KEYS:
            raise TypeError("'%s' is an invalid keyword argument for this function" % k)
        setattr(new, k, v)
    return _ContextManager(new)


