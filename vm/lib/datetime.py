# datetime for baton.  Behaviour (results, reprs, messages) is CPython
# 3.11's C module _datetime; the design here is baton's own:
#   * a timedelta keeps its whole length in microseconds (_us) beside the
#     normalised days/seconds/microseconds CPython shows;
#   * dates and datetimes do arithmetic on "ticks": microseconds since
#     0001-01-01T00:00 (ordinal 1), so + and - are one integer sum;
#   * the four ordering operators and == come from one "key pair" function
#     per class (_install_order), which also says when values cannot be
#     ordered.
# The clock is the host's: now(), today() and utcnow() read time.time(),
# which raises unless the host grants a clock.  Local time is UTC (a
# sandbox has no local zone): fromtimestamp, timestamp and astimezone()
# treat naive datetimes as UTC.  IANA zones are zoneinfo's tzinfo classes.
# datetime.c supplies natives for the hot integer paths (_ymd2ord,
# _ord2ymd, _ticks_fields, _fields_ticks, _check_date_fields,
# _check_time_fields, _iso_fast, _td_total, _fields_hash, _iso_text,
# _dt_new, _td_new, _td_ctor, _date_of; _iso_dt and _astz answer None when
# the Python code must run); for any other argument they call the _py_
# versions below.
# The hot special methods (hash, ==, orderings, + and - of date, datetime
# and timedelta) have native twins in datetime.c that answer for this
# module's own classes (marked by _own below) without running them.
# A datetime keeps its ticks too (_datetime__t), so comparing, hashing,
# subtracting and shifting read one int.
# The classes' state and helpers (_us, _year, _tzinfo, _ticks, _make...)
# are stored as _datetime__us, _datetime__year...: the mangled private names
# of a class `datetime`, as itertools' and deque's are, hidden from code
# outside this module, so that a program's subclass keeps attributes of its
# own with the short names, as on CPython's C types.

__all__ = ['date', 'datetime', 'time', 'timedelta', 'timezone', 'tzinfo', 'MINYEAR',
           'MAXYEAR', 'UTC']
import time as _time
import math as _math

MINYEAR = 1
MAXYEAR = 9999
_MAXORDINAL = 3652059          # 9999-12-31
_EPOCH_ORD = 719163            # 1970-01-01
_US_SEC = 1000000
_US_MIN = 60 * _US_SEC
_US_HOUR = 60 * _US_MIN
_US_DAY = 24 * _US_HOUR
_MAX_TICKS = (_MAXORDINAL + 1) * _US_DAY   # first tick past datetime.max

_MONTH_LEN = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
_MONTH_START = (0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334)
_WD_ABBR = ('Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun')
_WD_FULL = ('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday')
_MON_ABBR = ('Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov',
             'Dec')
_MON_FULL = ('January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
             'September', 'October', 'November', 'December')
_ABSENT = object()             # "argument not given" where None means something
_onew = object.__new__         # bound once: the hot constructors call it


# ---- the proleptic Gregorian calendar ----

def _leap(y):
    if y % 4:
        return False
    return y % 100 != 0 or y % 400 == 0


def _month_days(y, m):
    return 29 if m == 2 and _leap(y) else _MONTH_LEN[m - 1]


def _jan1(y):
    # ordinal of January 1st of year y (any int year)
    p = y - 1
    return p * 365 + p // 4 - p // 100 + p // 400 + 1


def _before_month(y, m):
    # days of year y before month m
    return _MONTH_START[m - 1] + (m > 2 and _leap(y))


def _py_ymd2ord(year, month, day):
    return _jan1(year) + _before_month(year, month) + day - 1


def _py_ord2ymd(n):
    # start from the mean-year estimate, then step to the year holding n
    y = n * 400 // 146097 + 1
    while _jan1(y) > n:
        y -= 1
    while _jan1(y + 1) <= n:
        y += 1
    left = n - _jan1(y)
    m = 12
    while _before_month(y, m) > left:
        m -= 1
    return y, m, left - _before_month(y, m) + 1


def _c_bind(fname, names, required, npos, args, kw, ints=()):
    # args and kw bound to names as CPython's C constructors bind theirs
    # (PyArg_ParseTupleAndKeywords), with its messages and their order: the
    # first `required` names must be given, those from npos on only by
    # keyword; fname None is its anonymous "function".  CPython converts
    # each value as it binds it, so a value at one of the positions `ints`
    # that is no int fails before a later binding error does.  A list of
    # the values, _ABSENT for each optional one not given.
    who = f'{fname}()' if fname else 'function'
    nargs = len(args)
    total = len(names)
    left = len(kw)
    if nargs + left > total:
        raise TypeError(f"{who} takes at most {total} {'' if nargs else 'keyword '}"
                        f"argument{'' if total == 1 else 's'} ({nargs + left} given)")
    if nargs > npos:
        _c_ints(args[:npos], ints)
        raise TypeError(f"{who} takes {'at most' if required < npos else 'exactly'} {npos} "
                        f"positional argument{'' if npos == 1 else 's'} ({nargs} given)")
    out = list(args)
    for i in range(nargs, total):
        if left and names[i] in kw:
            out.append(kw[names[i]])
            left -= 1
            continue
        if i < required:
            _c_ints(out, ints)
            raise TypeError(f"{who} missing required argument '{names[i]}' (pos {i + 1})")
        if not left:
            out.extend([_ABSENT] * (total - i))
            return out
        out.append(_ABSENT)
    if left:
        _c_ints(out, ints)
        for i in range(nargs):
            if names[i] in kw:
                raise TypeError(f"argument for {who} given by name ('{names[i]}') "
                                f"and position ({i + 1})")
        for k in kw:
            if k not in names:
                raise TypeError(f"'{k}' is an invalid keyword argument for "
                                f"{who if fname else 'this function'}")
    return out


def _c_ints(values, ints):
    for i in ints:
        if i < len(values) and values[i] is not _ABSENT:
            _c_int(values[i])


def _c_int(x):
    # an argument CPython reads as a C int ("i")
    if not isinstance(x, int):
        conv = getattr(type(x), '__index__', None)
        if conv is None or isinstance(x, float):
            raise TypeError("'%s' object cannot be interpreted as an integer"
                            % type(x).__name__)
        x = conv(x)
    x = int(x)
    if x > 2147483647:
        raise OverflowError('signed integer is greater than maximum')
    if x < -2147483648:
        raise OverflowError('signed integer is less than minimum')
    return x


def _py_check_date_fields(year, month, day):
    year, month, day = _c_int(year), _c_int(month), _c_int(day)
    if year < MINYEAR or year > MAXYEAR:
        raise ValueError('year %d is out of range' % year)
    if month < 1 or month > 12:
        raise ValueError('month must be in 1..12')
    if day < 1 or day > _month_days(year, month):
        raise ValueError('day is out of range for month')
    return year, month, day


_CLOCK_FIELDS = (('hour', 23), ('minute', 59), ('second', 59), ('microsecond', 999999))


def _py_check_time_fields(hour, minute, second, microsecond, fold):
    vals = (_c_int(hour), _c_int(minute), _c_int(second), _c_int(microsecond))
    fold = _c_int(fold)
    for v, (what, top) in zip(vals, _CLOCK_FIELDS):
        if v < 0 or v > top:
            raise ValueError('%s must be in 0..%d' % (what, top))
    if fold != 0 and fold != 1:
        raise ValueError('fold must be either 0 or 1')
    return vals + (fold,)


def _require_tzinfo(tz):
    if tz is None or isinstance(tz, tzinfo):
        return tz
    raise TypeError("tzinfo argument must be None or of a tzinfo subclass, not type '%s'"
                    % type(tz).__name__)


def _kind(x):
    # how CPython's argument errors name a value's type
    return 'None' if x is None else type(x).__name__


def _tname(obj):
    # CPython's C types print as datetime.X, subclasses by their own name
    t = type(obj)
    if t in (timedelta, date, time, datetime, timezone):
        return 'datetime.' + t.__name__
    return t.__name__


def _no_order(a, b):
    raise TypeError("can't compare %s to %s" % (_tname(a), _tname(b)))


def _install_order(cls, pair):
    # pair(a, b, eq) -> (key_a, key_b) to compare, or NotImplemented
    def lt(a, b):
        k = pair(a, b, False)
        return k if k is NotImplemented else k[0] < k[1]

    def le(a, b):
        k = pair(a, b, False)
        return k if k is NotImplemented else k[0] <= k[1]

    def gt(a, b):
        k = pair(a, b, False)
        return k if k is NotImplemented else k[0] > k[1]

    def ge(a, b):
        k = pair(a, b, False)
        return k if k is NotImplemented else k[0] >= k[1]

    def eq(a, b):
        k = pair(a, b, True)
        return k if k is NotImplemented else k[0] == k[1]

    def ne(a, b):
        # (its own, as CPython's types answer != themselves: a subclass's
        # __eq__ is not asked)
        k = pair(a, b, True)
        return k if k is NotImplemented else k[0] != k[1]

    cls.__lt__, cls.__le__, cls.__gt__, cls.__ge__, cls.__eq__ = lt, le, gt, ge, eq
    cls.__ne__ = ne


def _py_ticks_fields(ticks):
    n, rest = divmod(ticks, _US_DAY)
    return _ord2ymd(n) + _hms(rest)


def _py_fields_ticks(y, m, d, hh, mi, ss, us):
    return _ymd2ord(y, m, d) * _US_DAY + ((hh * 60 + mi) * 60 + ss) * _US_SEC + us


def _hms(us):
    # microseconds of a day (or of a non-negative span) -> (h, m, s, us)
    s, us = divmod(us, _US_SEC)
    m, s = divmod(s, 60)
    h, m = divmod(m, 60)
    return h, m, s, us


def _offset_text(off, colon=':'):
    # +HH:MM[:SS[.ffffff]] for a utcoffset, '' for None
    if off is None:
        return ''
    us = off._datetime__us
    sign = '+'
    if us < 0:
        sign, us = '-', -us
    h, m, s, us = _hms(us)
    text = '%s%02d%s%02d' % (sign, h, colon, m)
    if s or us:
        text += '%s%02d' % (colon, s)
        if us:
            text += '.%06d' % us
    return text


_TIMESPECS = {
    'hours': lambda h, m, s, us: '%02d' % h,
    'minutes': lambda h, m, s, us: '%02d:%02d' % (h, m),
    'seconds': lambda h, m, s, us: '%02d:%02d:%02d' % (h, m, s),
    'milliseconds': lambda h, m, s, us: '%02d:%02d:%02d.%03d' % (h, m, s, us // 1000),
    'microseconds': lambda h, m, s, us: '%02d:%02d:%02d.%06d' % (h, m, s, us),
}


def _clock_text(h, m, s, us, timespec):
    if timespec == 'auto':
        timespec = 'microseconds' if us else 'seconds'
    form = _TIMESPECS.get(timespec) if isinstance(timespec, str) else None
    if form is None:
        raise ValueError('Unknown timespec value')
    return form(h, m, s, us)


def _checked_offset(tz, arg, which):
    # tz.utcoffset(arg) or tz.dst(arg), held to tzinfo's contract (None
    # without a tz)
    if tz is None:
        return None
    off = getattr(tz, which)(arg)
    if off is None:
        return None
    if not isinstance(off, timedelta):
        raise TypeError("tzinfo.%s() must return None or timedelta, not '%s'"
                        % (which, type(off).__name__))
    if -_US_DAY < off._datetime__us < _US_DAY:
        return off
    raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24) "
                     "and timedelta(hours=24), not %r." % (off,))


def _zone_name(tz, arg):
    name = None if tz is None else tz.tzname(arg)
    if name is None or isinstance(name, str):
        return name
    raise TypeError("tzinfo.tzname() must return None or a string, not '%s'"
                    % type(name).__name__)


def _iso_week_start(year):
    # ordinal of the Monday that starts ISO week 1 of year (the week with
    # the year's first Thursday)
    jan4 = _ymd2ord(year, 1, 4)
    return jan4 - (jan4 + 6) % 7


def _iso_triple(ordinal, year):
    year_of = year
    start = _iso_week_start(year_of)
    if ordinal < start:
        year_of -= 1
        start = _iso_week_start(year_of)
    elif ordinal >= _iso_week_start(year_of + 1):
        year_of += 1
        start = _iso_week_start(year_of)
    weeks, dow = divmod(ordinal - start, 7)
    return year_of, weeks + 1, dow + 1


def _iso_to_ord(year, week, day, whole_years=True):
    if whole_years and (year < MINYEAR or year > MAXYEAR):
        raise ValueError('Year is out of range: %d' % year)
    if week < 1 or week > 53:
        raise ValueError('Invalid week: %d' % week)
    if week == 53:
        jan1_dow = _ymd2ord(year, 1, 1) % 7       # 0 is Sunday
        if not (jan1_dow == 4 or (jan1_dow == 3 and _leap(year))):
            raise ValueError('Invalid week: %d' % week)
    if day < 1 or day > 7:
        raise ValueError('Invalid day: %d (range is [1, 7])' % day)
    return _iso_week_start(year) + (week - 1) * 7 + day - 1


def _strftime(fmt, y, m, d, clock, obj, aware):
    """fmt with C-locale strftime directives (time._format); obj supplies
    %z and %Z when aware."""
    hh, mi, ss, us = clock
    ordinal = _ymd2ord(y, m, d)

    def z():
        off = obj.utcoffset() if aware else None
        return _offset_text(off, '')

    def zname():
        name = obj.tzname() if aware else None
        return '' if name is None else name

    def secs():
        return (ordinal - _EPOCH_ORD) * 86400 + hh * 3600 + mi * 60 + ss

    if isinstance(fmt, str) and ('%z' in fmt or '%Z' in fmt or '%f' in fmt):
        # (a format without those texts has none of those directives)
        # as CPython, %z, %Z and %f are replaced first, reading the format
        # two characters at a time, and the rest goes to the C strftime: in
        # '%-%Z' the %Z is the zone, not a '%' after a flag
        out = []
        i = 0
        n = len(fmt)
        while i < n:
            j = fmt.find('%', i)
            if j < 0 or j + 1 >= n:
                out.append(fmt[i:])
                break
            out.append(fmt[i:j])
            c = fmt[j + 1]
            if c == 'z':
                out.append(z())
            elif c == 'Z':
                out.append(zname().replace('%', '%%'))
            elif c == 'f':
                out.append('%06d' % us)
            else:
                out.append(fmt[j:j + 2])
            i = j + 2
        fmt = ''.join(out)
    return _time._format(fmt, y, m, d, hh, mi, ss, (ordinal + 6) % 7,
                         _before_month(y, m) + d, us, z, zname, secs)


# ---- timedelta ----

# keyword, microseconds per unit, in the order CPython adds them up
_TD_UNITS = (('microseconds', 1), ('milliseconds', 1000), ('seconds', _US_SEC),
             ('minutes', _US_MIN), ('hours', _US_HOUR), ('days', _US_DAY),
             ('weeks', 7 * _US_DAY))


def _round_away(x):
    # C's round(): the nearest integral double, halves away from zero
    r = float(int(x))
    if abs(x - r) >= 0.5:
        r += 1.0 if x > 0 else -1.0
    return r


def _div_near(a, b):
    # a / b for ints, rounded half to even
    q, r = divmod(a, b)
    twice = 2 * r
    if (twice > b if b > 0 else twice < b) or (twice == b and q & 1):
        q += 1
    return q


_TD_ARGS = ('days', 'seconds', 'microseconds', 'milliseconds', 'minutes', 'hours', 'weeks')


# CPython's hashes: a naive date, time or datetime hashes its packed bytes
# (as hash(bytes) does), an aware one the timedelta of its UTC moment, and a
# timedelta its (days, seconds, microseconds)
def _hash_bytes(head, parts):
    h, mi, s, us = parts
    return bytes(head + (h, mi, s, us >> 16, (us >> 8) & 255, us & 255))


def _py_fields_hash(y, m, d, *clock):
    if clock:
        return hash(_hash_bytes((y >> 8, y & 255, m, d), clock))
    return hash(bytes((y >> 8, y & 255, m, d)))


def _py_iso_text(dt, sep):
    # isoformat(sep) with timespec 'auto' (datetime.c's _iso_text writes
    # the library's naive and timezone datetimes)
    return ('%04d-%02d-%02d%s' % (dt._datetime__year, dt._datetime__month, dt._datetime__day,
                                  sep)
            + _clock_text(dt._datetime__hour, dt._datetime__minute, dt._datetime__second,
                          dt._datetime__microsecond, 'auto')
            + _offset_text(dt.utcoffset()))


def _us_hash(us):
    days, us = divmod(us, _US_DAY)
    return hash((days,) + divmod(us, _US_SEC))


def _py_td_total(*args, **kw):
    # timedelta(...)'s arguments -> its length in microseconds (the native
    # takes the all-int calls)
    if kw or len(args) > 2:
        args = [0 if v is _ABSENT else v
                for v in _c_bind('__new__', _TD_ARGS, 0, 7, args, kw)]
    else:
        args += (0,) * (7 - len(args))
    days, seconds, microseconds, milliseconds, minutes, hours, weeks = args
    given = (microseconds, milliseconds, seconds, minutes, hours, days, weeks)
    whole = 0
    spill = 0.0          # sub-microsecond parts of float arguments
    for value, (name, scale) in zip(given, _TD_UNITS):
        if isinstance(value, int):
            whole += int(value) * scale
        elif isinstance(value, float):
            frac, ipart = _math.modf(value)
            whole += int(ipart) * scale
            if frac:
                frac, ipart = _math.modf(frac * scale)
                whole += int(ipart)
                spill += frac
        else:
            raise TypeError('unsupported type for timedelta %s component: %s'
                            % (name, type(value).__name__))
    if spill:
        near = _round_away(spill)
        if abs(near - spill) == 0.5:
            # a tie: go to the even total
            odd = whole & 1
            near = 2.0 * _round_away((spill + odd) * 0.5) - odd
        whole += int(near)
    return whole


class timedelta:
    __slots__ = ('_datetime__us', '_datetime__days', '_datetime__seconds',
                 '_datetime__microseconds')

    __new__ = _td_ctor       # datetime.c: the library's own of ints; else _py_td_ctor

    days = property(lambda self: self._datetime__days)
    seconds = property(lambda self: self._datetime__seconds)
    microseconds = property(lambda self: self._datetime__microseconds)

    def total_seconds(self):
        return self._datetime__us / _US_SEC

    def __repr__(self):
        shown = ['%s=%d' % (name, v) for name, v in
                 (('days', self._datetime__days), ('seconds', self._datetime__seconds),
                  ('microseconds', self._datetime__microseconds)) if v]
        return '%s(%s)' % (_tname(self), ', '.join(shown) or '0')

    def __str__(self):
        h, m, s, us = _hms(self._datetime__seconds * _US_SEC + self._datetime__microseconds)
        text = '%d:%02d:%02d' % (h, m, s)
        if us:
            text += '.%06d' % us
        d = self._datetime__days
        if d:
            text = '%d %s, %s' % (d, 'day' if d in (1, -1) else 'days', text)
        return text

    def __add__(self, other):
        if type(other) is timedelta or isinstance(other, timedelta):
            return _td_new(timedelta, self._datetime__us + other._datetime__us)
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return _td_new(timedelta, self._datetime__us - other._datetime__us)
        return NotImplemented

    def __rsub__(self, other):
        if isinstance(other, timedelta):
            return _td_new(timedelta, other._datetime__us - self._datetime__us)
        return NotImplemented

    def __neg__(self):
        return _td_new(timedelta, -self._datetime__us)

    def __pos__(self):
        return _td_new(timedelta, self._datetime__us)

    def __abs__(self):
        return _td_new(timedelta, abs(self._datetime__us))

    def __mul__(self, other):
        if isinstance(other, int):
            return _td_new(timedelta, self._datetime__us * other)
        if isinstance(other, float):
            top, bottom = other.as_integer_ratio()
            return _td_new(timedelta, _div_near(self._datetime__us * top, bottom))
        return NotImplemented

    __rmul__ = __mul__

    def __floordiv__(self, other):
        if isinstance(other, timedelta):
            return self._datetime__us // other._datetime__us
        if isinstance(other, int):
            return _td_new(timedelta, self._datetime__us // other)
        return NotImplemented

    def __truediv__(self, other):
        if isinstance(other, timedelta):
            return self._datetime__us / other._datetime__us
        if isinstance(other, int):
            return _td_new(timedelta, _div_near(self._datetime__us, other))
        if isinstance(other, float):
            top, bottom = other.as_integer_ratio()
            return _td_new(timedelta, _div_near(self._datetime__us * bottom, top))
        return NotImplemented

    def __mod__(self, other):
        if isinstance(other, timedelta):
            return _td_new(timedelta, self._datetime__us % other._datetime__us)
        return NotImplemented

    def __divmod__(self, other):
        if isinstance(other, timedelta):
            q, r = divmod(self._datetime__us, other._datetime__us)
            return q, _td_new(timedelta, r)
        return NotImplemented

    def __hash__(self):
        return hash((self._datetime__days, self._datetime__seconds, self._datetime__microseconds))

    def __bool__(self):
        return self._datetime__us != 0

    def __reduce__(self):
        return (type(self), (self._datetime__days, self._datetime__seconds,
                             self._datetime__microseconds))


def _py_td_ctor(*args, **kw):
    # timedelta.__new__(cls, ...) (datetime.c's _td_ctor makes the plain ones)
    if not args:
        raise TypeError('datetime.timedelta.__new__(): not enough arguments')
    cls = args[0]
    if not isinstance(cls, type):
        raise TypeError('datetime.timedelta.__new__(X): X is not a type object (%s)'
                        % type(cls).__name__)
    if not issubclass(cls, timedelta):
        raise TypeError('datetime.timedelta.__new__(%s): %s is not a subtype of '
                        'datetime.timedelta' % (cls.__name__, cls.__name__))
    return _td_new(cls, _td_total(*args[1:], **kw))


def _py_td_new(cls, us):
    # the timedelta of cls lasting us microseconds (datetime.c's _td_new
    # makes timedelta's own in range)
    days = us // _US_DAY
    if days > 999999999 or days < -999999999:
        if days > 2147483647 or days < -2147483648:
            raise OverflowError('Python int too large to convert to C int')
        raise OverflowError('days=%d; must have magnitude <= 999999999' % days)
    rest = us - days * _US_DAY
    self = _onew(cls)
    self._datetime__us = us
    self._datetime__days = days
    self._datetime__seconds = rest // _US_SEC
    self._datetime__microseconds = rest % _US_SEC
    return self


def _td_pair(a, b, eq):
    if isinstance(b, timedelta):
        return a._datetime__us, b._datetime__us
    return NotImplemented


_install_order(timedelta, _td_pair)
timedelta.min = _td_new(timedelta, -999999999 * _US_DAY)
timedelta.max = _td_new(timedelta, 1000000000 * _US_DAY - 1)
timedelta.resolution = _td_new(timedelta, 1)


# ---- date ----

def _plain_date(x):
    return isinstance(x, date) and not isinstance(x, datetime)


_DATE_ARGS = ('year', 'month', 'day')


class date:
    __slots__ = ('_datetime__year', '_datetime__month', '_datetime__day')

    def __new__(cls, *args, **kw):
        if kw or len(args) != 3:
            args = _c_bind(None, _DATE_ARGS, 3, 3, args, kw, (0, 1, 2))
        year, month, day = args
        self = object.__new__(cls)
        (self._datetime__year, self._datetime__month,
         self._datetime__day) = _check_date_fields(year, month, day)
        return self

    @classmethod
    def fromtimestamp(cls, t):
        f = _utc_fields(t, True)
        return cls(f[0], f[1], f[2])

    @classmethod
    def today(cls):
        return cls.fromtimestamp(_clock('today'))

    @classmethod
    def fromordinal(cls, n):
        n = _c_int(n)
        if n < 1:
            raise ValueError('ordinal must be >= 1')
        y, m, d = _ord2ymd(n)
        return cls(y, m, d)

    @classmethod
    def fromisoformat(cls, date_string):
        if not isinstance(date_string, str):
            raise TypeError('fromisoformat: argument must be str')
        fast = _iso_fast(date_string) if len(date_string) == 10 else None
        if fast is not None:
            return cls(fast[0], fast[1], fast[2])
        try:
            b = _utf8(date_string)
            ymd = _iso_date_part(b, len(b)) if len(b) in (7, 8, 10) else None
        except ValueError:
            ymd = None
        if ymd is not None:
            return cls(*ymd)
        raise ValueError('Invalid isoformat string: %r' % date_string)

    @classmethod
    def fromisocalendar(cls, year, week, day):
        y, m, d = _ord2ymd(_iso_to_ord(_c_int(year), _c_int(week), _c_int(day)))
        return cls(y, m, d)

    year = property(lambda self: self._datetime__year)
    month = property(lambda self: self._datetime__month)
    day = property(lambda self: self._datetime__day)

    def __repr__(self):
        return '%s(%d, %d, %d)' % (_tname(self), self._datetime__year, self._datetime__month,
                                   self._datetime__day)

    def isoformat(self):
        return '%04d-%02d-%02d' % (self._datetime__year, self._datetime__month, self._datetime__day)

    __str__ = isoformat

    def ctime(self):
        return _ctime(self._datetime__year, self._datetime__month, self._datetime__day, 0, 0, 0)

    def strftime(self, fmt):
        return _strftime(fmt, self._datetime__year, self._datetime__month, self._datetime__day,
                         (0, 0, 0, 0), self, False)

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError('__format__() argument 1 must be str, not %s' % _kind(fmt))
        return self.strftime(fmt) if fmt else str(self)

    def timetuple(self):
        return _struct(self._datetime__year, self._datetime__month, self._datetime__day, 0, 0, 0,
                       -1)

    def toordinal(self):
        return _ymd2ord(self._datetime__year, self._datetime__month, self._datetime__day)

    def weekday(self):
        return (self.toordinal() + 6) % 7

    def isoweekday(self):
        return (self.toordinal() + 6) % 7 + 1

    def isocalendar(self):
        return IsoCalendarDate(*_iso_triple(self.toordinal(), self._datetime__year))

    def replace(self, year=_ABSENT, month=_ABSENT, day=_ABSENT):
        return type(self)(self._datetime__year if year is _ABSENT else year,
                          self._datetime__month if month is _ABSENT else month,
                          self._datetime__day if day is _ABSENT else day)

    def __hash__(self):
        return _fields_hash(self._datetime__year, self._datetime__month, self._datetime__day)

    def __add__(self, other):
        if isinstance(other, timedelta):
            return self._datetime__shift(other._datetime__days)
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return self._datetime__shift(-other._datetime__days)
        if _plain_date(other) and _plain_date(self):
            return timedelta(self.toordinal() - other.toordinal())
        return NotImplemented

    def _datetime__shift(self, days):
        n = self.toordinal() + days
        if n < 1 or n > _MAXORDINAL:
            raise OverflowError('date value out of range')
        y, m, d = _ord2ymd(n)
        return type(self)(y, m, d)

    def __reduce__(self):
        return (type(self), (self._datetime__year, self._datetime__month, self._datetime__day))


def _date_pair(a, b, eq):
    if _plain_date(b):
        return ((a._datetime__year, a._datetime__month, a._datetime__day),
                (b._datetime__year, b._datetime__month, b._datetime__day))
    return NotImplemented


_install_order(date, _date_pair)


# two plain dates (dict keys, sorting) compare without _date_pair's tuples
def _d_eq(a, b):
    if type(b) is date and type(a) is date:
        return (a._datetime__day == b._datetime__day and a._datetime__month == b._datetime__month
                and a._datetime__year == b._datetime__year)
    k = _date_pair(a, b, True)
    return k if k is NotImplemented else k[0] == k[1]


def _d_lt(a, b):
    if type(b) is date and type(a) is date:
        if a._datetime__year != b._datetime__year:
            return a._datetime__year < b._datetime__year
        if a._datetime__month != b._datetime__month:
            return a._datetime__month < b._datetime__month
        return a._datetime__day < b._datetime__day
    k = _date_pair(a, b, False)
    return k if k is NotImplemented else k[0] < k[1]


date.__eq__, date.__lt__ = _d_eq, _d_lt
date.min = date(1, 1, 1)
date.max = date(9999, 12, 31)
date.resolution = timedelta(1)


def _ctime(y, m, d, hh, mi, ss):
    dow = (_ymd2ord(y, m, d) + 6) % 7
    return '%s %s %2d %02d:%02d:%02d %04d' % (_WD_ABBR[dow], _MON_ABBR[m - 1], d, hh, mi, ss,
                                              y)


def _struct(y, m, d, hh, mi, ss, dst):
    return _time.struct_time((y, m, d, hh, mi, ss, (_ymd2ord(y, m, d) + 6) % 7,
                              _before_month(y, m) + d, dst))


class IsoCalendarDate(tuple):
    def __new__(cls, year, week, weekday):
        return tuple.__new__(cls, (year, week, weekday))

    year = property(lambda self: self[0])
    week = property(lambda self: self[1])
    weekday = property(lambda self: self[2])

    def __repr__(self):
        return 'datetime.%s(year=%d, week=%d, weekday=%d)' % ((type(self).__name__,) + self)


# ---- tzinfo, timezone ----

class tzinfo:
    __slots__ = ()

    def tzname(self, dt):
        raise NotImplementedError('tzinfo subclass must override tzname()')

    def utcoffset(self, dt):
        raise NotImplementedError('tzinfo subclass must override utcoffset()')

    def dst(self, dt):
        raise NotImplementedError('tzinfo subclass must override dst()')

    def fromutc(self, dt):
        if not isinstance(dt, datetime):
            raise TypeError('fromutc: argument must be a datetime')
        if dt.tzinfo is not self:
            raise ValueError('fromutc: dt.tzinfo is not self')
        total = dt.utcoffset()
        if total is None:
            raise ValueError('fromutc: non-None utcoffset() result required')
        saving = dt.dst()
        if saving is None:
            raise ValueError('fromutc: non-None dst() result required')
        standard = total - saving
        if standard:
            dt += standard
            saving = dt.dst()
            if saving is None:
                raise ValueError('fromutc: tz.dst() gave inconsistent results; cannot convert')
        return dt + saving


def _dt_or_none(dt, what):
    if dt is not None and not isinstance(dt, datetime):
        raise TypeError('%s() argument must be a datetime instance or None' % what)


class timezone(tzinfo):
    __slots__ = ('_datetime__offset', '_datetime__name')

    def __new__(cls, *args, **kw):
        if kw or len(args) != 1:
            args = _c_bind('timezone', ('offset', 'name'), 1, 2, args, kw)
            offset, name = args
        else:
            offset = args[0]
            name = _ABSENT
        if not isinstance(offset, timedelta):
            raise TypeError('timezone() argument 1 must be datetime.timedelta, not %s'
                            % _kind(offset))
        if name is _ABSENT:
            if not offset._datetime__us and _UTC is not None:
                return _UTC
            name = None
        elif not isinstance(name, str):
            raise TypeError('timezone() argument 2 must be str, not %s' % _kind(name))
        if not -_US_DAY < offset._datetime__us < _US_DAY:
            raise ValueError('offset must be a timedelta strictly between -timedelta(hours=24)'
                             ' and timedelta(hours=24), not %r.' % (offset,))
        self = object.__new__(cls)
        self._datetime__offset = offset
        self._datetime__name = name
        return self

    def __init_subclass__(cls, **kw):
        raise TypeError("type 'datetime.timezone' is not an acceptable base type")

    def __getinitargs__(self):
        if self._datetime__name is None:
            return (self._datetime__offset,)
        return (self._datetime__offset, self._datetime__name)

    def __reduce__(self):
        return (type(self), self.__getinitargs__())

    def __eq__(self, other):
        if isinstance(other, timezone):
            return self._datetime__offset._datetime__us == other._datetime__offset._datetime__us
        return NotImplemented

    def __hash__(self):
        return hash(self._datetime__offset)

    def __repr__(self):
        if self is _UTC:
            return 'datetime.timezone.utc'
        args = repr(self._datetime__offset)
        if self._datetime__name is not None:
            args += ', %r' % (self._datetime__name,)
        return '%s(%s)' % (_tname(self), args)

    def __str__(self):
        return self.tzname(None)

    def utcoffset(self, dt):
        _dt_or_none(dt, 'utcoffset')
        return self._datetime__offset

    def tzname(self, dt):
        _dt_or_none(dt, 'tzname')
        if self._datetime__name is not None:
            return self._datetime__name
        us = self._datetime__offset._datetime__us
        if not us:
            return 'UTC'
        return 'UTC' + _offset_text(self._datetime__offset)

    def dst(self, dt):
        _dt_or_none(dt, 'dst')
        return None

    def fromutc(self, dt):
        if not isinstance(dt, datetime):
            raise TypeError('fromutc() argument must be a datetime instance or None')
        if dt.tzinfo is not self:
            raise ValueError('fromutc: dt.tzinfo is not self')
        return dt + self._datetime__offset


_UTC = None
_UTC = timezone.utc = timezone(timedelta(0))
timezone.min = timezone(timedelta(minutes=-1439))
timezone.max = timezone(timedelta(minutes=1439))
UTC = _UTC


# ---- time ----

_TIME_ARGS = ('hour', 'minute', 'second', 'microsecond', 'tzinfo', 'fold')


class time:
    __slots__ = ('_datetime__hour', '_datetime__minute', '_datetime__second',
                 '_datetime__microsecond', '_datetime__fold', '_datetime__tzinfo')

    def __new__(cls, *args, **kw):
        if kw or len(args) > 4:
            args = _c_bind(None, _TIME_ARGS, 0, 5, args, kw, (0, 1, 2, 3, 5))
            hour, minute, second, microsecond = [0 if v is _ABSENT else v for v in args[:4]]
            tzinfo = None if args[4] is _ABSENT else args[4]
            fold = 0 if args[5] is _ABSENT else args[5]
        else:
            hour, minute, second, microsecond = args + (0,) * (4 - len(args))
            tzinfo = None
            fold = 0
        self = object.__new__(cls)
        (self._datetime__hour, self._datetime__minute, self._datetime__second,
         self._datetime__microsecond,
         self._datetime__fold) = _check_time_fields(hour, minute, second, microsecond, fold)
        self._datetime__tzinfo = _require_tzinfo(tzinfo)
        return self

    hour = property(lambda self: self._datetime__hour)
    minute = property(lambda self: self._datetime__minute)
    second = property(lambda self: self._datetime__second)
    microsecond = property(lambda self: self._datetime__microsecond)
    tzinfo = property(lambda self: self._datetime__tzinfo)
    fold = property(lambda self: self._datetime__fold)

    def _datetime__parts(self):
        return (self._datetime__hour, self._datetime__minute, self._datetime__second,
                self._datetime__microsecond)

    def _datetime__day_us(self):
        return (((self._datetime__hour * 60 + self._datetime__minute) * 60
                 + self._datetime__second) * _US_SEC + self._datetime__microsecond)

    def utcoffset(self):
        return _checked_offset(self._datetime__tzinfo, None, 'utcoffset')

    def dst(self):
        return _checked_offset(self._datetime__tzinfo, None, 'dst')

    def tzname(self):
        return _zone_name(self._datetime__tzinfo, None)

    def __hash__(self):
        off = self.utcoffset() if not self._datetime__fold else self.replace(fold=0).utcoffset()
        if off is None:
            return hash(_hash_bytes((), self._datetime__parts()))
        return _us_hash(self._datetime__day_us() - off._datetime__us)

    def __repr__(self):
        shown = [self._datetime__hour, self._datetime__minute]
        if self._datetime__second or self._datetime__microsecond:
            shown.append(self._datetime__second)
        if self._datetime__microsecond:
            shown.append(self._datetime__microsecond)
        return _repr_with(self, shown, False)

    def isoformat(self, timespec='auto'):
        return _clock_text(self._datetime__hour, self._datetime__minute, self._datetime__second,
                           self._datetime__microsecond,
                           timespec) + _offset_text(self.utcoffset())

    __str__ = isoformat

    @classmethod
    def fromisoformat(cls, time_string):
        if not isinstance(time_string, str):
            raise TypeError('fromisoformat: argument must be str')
        try:
            b = _utf8(time_string)
            fields = _iso_time_part(b, 1 if b[:1] == b'T' else 0)
        except ValueError:
            raise ValueError('Invalid isoformat string: %r' % time_string) from None
        return cls(*_zone_of(fields))

    def strftime(self, fmt):
        return _strftime(fmt, 1900, 1, 1, self._datetime__parts(), self, True)

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError('__format__() argument 1 must be str, not %s' % _kind(fmt))
        return self.strftime(fmt) if fmt else str(self)

    def replace(self, hour=_ABSENT, minute=_ABSENT, second=_ABSENT, microsecond=_ABSENT,
                tzinfo=_ABSENT, *, fold=_ABSENT):
        fold = _replace_fold(self, (hour, minute, second, microsecond), fold)
        return type(self)(self._datetime__hour if hour is _ABSENT else hour,
                          self._datetime__minute if minute is _ABSENT else minute,
                          self._datetime__second if second is _ABSENT else second,
                          self._datetime__microsecond if microsecond is _ABSENT else microsecond,
                          self._datetime__tzinfo if tzinfo is _ABSENT else tzinfo,
                          fold=fold)

    def __reduce__(self):
        return (type(self), self._datetime__parts() + (self._datetime__tzinfo,))


def _time_pair(a, b, eq):
    if not isinstance(b, time):
        return NotImplemented
    if a._datetime__tzinfo is not b._datetime__tzinfo:
        oa, ob = a.utcoffset(), b.utcoffset()
        if oa is not None and ob is not None:
            if oa._datetime__us != ob._datetime__us:
                # CPython drops the offsets' microseconds here
                shift_a = oa._datetime__days * 86400 + oa._datetime__seconds
                shift_b = ob._datetime__days * 86400 + ob._datetime__seconds
                return ((a._datetime__day_us() // _US_SEC - shift_a, a._datetime__microsecond),
                        (b._datetime__day_us() // _US_SEC - shift_b, b._datetime__microsecond))
        elif oa is not ob:
            if eq:
                return 0, 1
            raise TypeError("can't compare offset-naive and offset-aware times")
    return a._datetime__parts(), b._datetime__parts()


def _replace_fold(obj, given, fold):
    # replace() reads its int arguments, then checks fold, before building
    for v in given:
        if v is not _ABSENT:
            _c_int(v)
    if fold is _ABSENT:
        return obj._datetime__fold
    fold = _c_int(fold)
    if fold != 0 and fold != 1:
        raise ValueError('fold must be either 0 or 1')
    return fold


def _repr_with(obj, shown, fold_first):
    # CPython's datetime shows fold before tzinfo, its time after
    text = '%s(%s' % (_tname(obj), ', '.join(map(str, shown)))
    fold = ', fold=1' if obj._datetime__fold else ''
    zone = '' if obj._datetime__tzinfo is None else ', tzinfo=%r' % (obj._datetime__tzinfo,)
    return text + (fold + zone if fold_first else zone + fold) + ')'


_install_order(time, _time_pair)
time.min = time()
time.max = time(23, 59, 59, 999999)
time.resolution = _td_new(timedelta, 1)


# ---- datetime ----

def _clock(fname):
    return _time._clock('datetime: %s()' % fname)


def _utc_fields(t, whole=False):
    """UTC (y, m, d, hh, mm, ss, us) of POSIX timestamp t, its microseconds
    rounded half to even as CPython does (or t floored to a second when
    whole)."""
    if isinstance(t, float):
        if t != t:
            raise ValueError('Invalid value NaN (not a number)')
        if t in (_math.inf, -_math.inf):
            raise OverflowError('timestamp out of range for platform time_t')
        frac, ipart = _math.modf(t)
        secs, us = int(ipart), round(frac * 1e6)
        if whole:
            secs, us = _math.floor(t), 0
        if us >= _US_SEC:
            secs, us = secs + 1, us - _US_SEC
        elif us < 0:
            secs, us = secs - 1, us + _US_SEC
    elif isinstance(t, int):
        secs, us = int(t), 0
    else:
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(t).__name__)
    if secs >= 2 ** 63 or secs < -2 ** 63:
        raise OverflowError('timestamp out of range for platform time_t')
    days, secs = divmod(secs, 86400)
    n = _EPOCH_ORD + days
    if n < 1 or n > _MAXORDINAL:
        year = _py_ord2ymd(n)[0]
        if not -2147483648 <= year - 1900 <= 2147483647:
            raise OSError(75, 'Value too large for defined data type')   # gmtime's EOVERFLOW
        raise ValueError('year %d is out of range' % year)
    h, m, s, _ = _hms(secs * _US_SEC)
    return _ord2ymd(n) + (h, m, s, us)


_DATETIME_ARGS = ('year', 'month', 'day', 'hour', 'minute', 'second', 'microsecond',
                  'tzinfo', 'fold')


class datetime(date):
    __slots__ = ('_datetime__hour', '_datetime__minute', '_datetime__second',
                 '_datetime__microsecond', '_datetime__fold', '_datetime__tzinfo',
                 '_datetime__t')

    def __new__(cls, *args, **kw):
        if kw or not 3 <= len(args) <= 8:
            args = _c_bind(None, _DATETIME_ARGS, 3, 8, args, kw,
                           (0, 1, 2, 3, 4, 5, 6, 8))
            year, month, day = args[:3]
            hour, minute, second, microsecond = [0 if v is _ABSENT else v for v in args[3:7]]
            tzinfo = None if args[7] is _ABSENT else args[7]
            fold = 0 if args[8] is _ABSENT else args[8]
        else:
            (year, month, day, hour, minute, second, microsecond,
             tzinfo) = args + (0, 0, 0, 0, None)[len(args) - 3:]
            fold = 0
        self = object.__new__(cls)
        try:
            (self._datetime__year, self._datetime__month,
             self._datetime__day) = _check_date_fields(year, month, day)
        except ValueError:
            # CPython reads every argument as an int before checking ranges
            for v in (hour, minute, second, microsecond, fold):
                _c_int(v)
            raise
        (self._datetime__hour, self._datetime__minute, self._datetime__second,
         self._datetime__microsecond,
         self._datetime__fold) = _check_time_fields(hour, minute, second, microsecond, fold)
        self._datetime__tzinfo = _require_tzinfo(tzinfo)
        self._datetime__t = _fields_ticks(self._datetime__year, self._datetime__month,
                                          self._datetime__day, self._datetime__hour,
                                          self._datetime__minute, self._datetime__second,
                                          self._datetime__microsecond)
        return self

    hour = time.hour
    minute = time.minute
    second = time.second
    microsecond = time.microsecond
    tzinfo = time.tzinfo
    fold = time.fold
    _datetime__parts = time._datetime__parts
    _datetime__day_us = time._datetime__day_us

    @classmethod
    def _datetime__from_utc_ts(cls, t, tz, local=False):
        moment = cls(*_utc_fields(t))
        if tz is None:
            if local:
                _local_probe(moment)
            return moment
        return tz.fromutc(moment.replace(tzinfo=tz))

    @classmethod
    def fromtimestamp(cls, t, tz=None):
        return cls._datetime__from_utc_ts(t, _require_tzinfo(tz), True)

    @classmethod
    def utcfromtimestamp(cls, t):
        return cls._datetime__from_utc_ts(t, None)

    @classmethod
    def now(cls, tz=None):
        return cls.fromtimestamp(_clock('now'), tz)

    @classmethod
    def today(cls):
        return cls.fromtimestamp(_clock('today'))

    @classmethod
    def utcnow(cls):
        return cls.utcfromtimestamp(_clock('utcnow'))

    @classmethod
    def combine(cls, date, time, tzinfo=_ABSENT):
        if not isinstance(date, _date_type):
            raise TypeError('combine() argument 1 must be datetime.date, not %s'
                            % _kind(date))
        if not isinstance(time, _time_type):
            raise TypeError('combine() argument 2 must be datetime.time, not %s'
                            % _kind(time))
        return cls(date.year, date.month, date.day, *time._datetime__parts(),
                   time.tzinfo if tzinfo is _ABSENT else tzinfo, fold=time.fold)

    @classmethod
    def fromisoformat(cls, date_string):
        made = _iso_dt(cls, date_string, _UTC)
        if made is not None:
            # the common naive and UTC forms, made by datetime.c
            return made
        if not isinstance(date_string, str):
            raise TypeError('fromisoformat: argument must be str')
        fast = _iso_fast(date_string)
        if fast is not None:
            # the common forms, all in range (datetime.c)
            off = fast[7]
            tz = None if off is None else _UTC if not off else timezone(timedelta(0, off))
            if cls is not datetime:
                return cls(*fast[:7], tz)
            return _dt_new(datetime, fast[8], tz)
        try:
            fields = _iso_datetime(date_string)
        except ValueError:
            fields = None
        if fields is None:
            raise ValueError('Invalid isoformat string: %r' % date_string)
        # out-of-range fields and offsets raise their constructors' errors
        return cls(*_zone_of(fields))

    @classmethod
    def strptime(cls, date_string, format):
        for k, arg in enumerate((date_string, format)):
            if not isinstance(arg, str):
                raise TypeError('strptime() argument %d must be str, not %s'
                                % (k + 1, _kind(arg)))
        fields, zone = _strptime(date_string, format)
        return cls(*fields[:6], fields[-1], zone) if zone else cls(*fields[:6], fields[-1])

    def _datetime__ticks(self):
        return self._datetime__t

    def utcoffset(self):
        return _checked_offset(self._datetime__tzinfo, self, 'utcoffset')

    def dst(self):
        return _checked_offset(self._datetime__tzinfo, self, 'dst')

    def tzname(self):
        return _zone_name(self._datetime__tzinfo, self)

    def timetuple(self):
        saving = self.dst()
        flag = -1 if saving is None else int(bool(saving))
        return _struct(self._datetime__year, self._datetime__month, self._datetime__day,
                       self._datetime__hour, self._datetime__minute,
                       self._datetime__second, flag)

    def utctimetuple(self):
        moment = self
        off = self.utcoffset()
        if off:
            moment = self - off
        return _struct(moment._datetime__year, moment._datetime__month, moment._datetime__day,
                       moment._datetime__hour,
                       moment._datetime__minute, moment._datetime__second, 0)

    def timestamp(self):
        if self._datetime__tzinfo is None:
            # local time is UTC; CPython adds the microseconds as a double
            _local_probe(self)
            secs = (self._datetime__t - _EPOCH_ORD * _US_DAY) // _US_SEC
            return secs + self._datetime__microsecond / 1e6
        return (self - _EPOCH).total_seconds()

    def date(self):
        return _date_of(self)

    def time(self):
        return time(*self._datetime__parts(), fold=self._datetime__fold)

    def timetz(self):
        return time(*self._datetime__parts(), self._datetime__tzinfo, fold=self._datetime__fold)

    def replace(self, year=_ABSENT, month=_ABSENT, day=_ABSENT, hour=_ABSENT,
                minute=_ABSENT, second=_ABSENT, microsecond=_ABSENT, tzinfo=_ABSENT, *,
                fold=_ABSENT):
        now = (self._datetime__year, self._datetime__month, self._datetime__day,
               self._datetime__hour, self._datetime__minute, self._datetime__second,
               self._datetime__microsecond, self._datetime__tzinfo)
        given = (year, month, day, hour, minute, second, microsecond, tzinfo)
        fold = _replace_fold(self, given[:7], fold)
        args = [old if new is _ABSENT else new for old, new in zip(now, given)]
        if fold == 0 and type(self) is datetime:
            return datetime(*args)
        return type(self)(*args, fold=fold)

    def astimezone(self, tz=None):
        if tz is not None:
            made = _astz(self, tz)
            if made is not None:
                # between two fixed offsets (datetime.c)
                return made
        local = tz is None
        if local:
            # the sandbox's local zone is UTC, named as CPython names it
            tz = timezone(timedelta(0), 'UTC')
        elif not isinstance(tz, tzinfo):
            raise TypeError('tzinfo argument must be None or of a tzinfo subclass, not type '
                            "'%s'" % type(tz).__name__)
        mine = self._datetime__tzinfo
        if tz is mine:
            return self
        if type(mine) is timezone:
            off = mine._datetime__offset
        else:
            off = self.utcoffset()
            if off is None:
                _local_probe(self)
        if type(tz) is timezone and type(self) is datetime and not local:
            # a fixed offset: what tz.fromutc(utc.replace(tzinfo=tz)) makes,
            # out of range where the UTC moment is
            ticks = self._datetime__t - (0 if off is None else off._datetime__us)
            if ticks < _US_DAY or ticks >= _MAX_TICKS:
                raise OverflowError('date value out of range')
            return _dt_new(datetime, ticks + tz._datetime__offset._datetime__us, tz)
        utc = self - (off or _td_new(timedelta, 0))
        if local:
            return utc.replace(tzinfo=tz)
        return tz.fromutc(utc.replace(tzinfo=tz))

    def ctime(self):
        return _ctime(self._datetime__year, self._datetime__month, self._datetime__day,
                      self._datetime__hour, self._datetime__minute,
                      self._datetime__second)

    def isoformat(self, sep='T', timespec='auto'):
        if not isinstance(sep, str) or len(sep) != 1:
            raise TypeError('isoformat() argument 1 must be a unicode character, not %s'
                            % _kind(sep))
        if timespec == 'auto':
            return _iso_text(self, sep)
        return ('%04d-%02d-%02d%s' % (self._datetime__year, self._datetime__month,
                                      self._datetime__day, sep)
                + _clock_text(self._datetime__hour, self._datetime__minute,
                              self._datetime__second, self._datetime__microsecond,
                              timespec)
                + _offset_text(self.utcoffset()))

    def __str__(self):
        return self.isoformat(' ')

    def __repr__(self):
        shown = [self._datetime__year, self._datetime__month, self._datetime__day,
                 self._datetime__hour, self._datetime__minute]
        if self._datetime__second or self._datetime__microsecond:
            shown.append(self._datetime__second)
        if self._datetime__microsecond:
            shown.append(self._datetime__microsecond)
        return _repr_with(self, shown, True)

    def strftime(self, fmt):
        return _strftime(fmt, self._datetime__year, self._datetime__month, self._datetime__day,
                         self._datetime__parts(), self, True)

    def __add__(self, other):
        if isinstance(other, timedelta):
            return _dt_new(type(self), self._datetime__t + other._datetime__us,
                                                    self._datetime__tzinfo)
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return _dt_new(type(self), self._datetime__t - other._datetime__us,
                                                    self._datetime__tzinfo)
        if not isinstance(other, datetime):
            return NotImplemented
        span = self._datetime__t - other._datetime__t
        if self._datetime__tzinfo is not other._datetime__tzinfo:
            mine, theirs = self.utcoffset(), other.utcoffset()
            if (mine is None) != (theirs is None):
                raise TypeError("can't subtract offset-naive and offset-aware datetimes")
            if mine is not None:
                span += theirs._datetime__us - mine._datetime__us
        return _td_new(timedelta, span)

    def _datetime__utc_ticks_for_hash(self):
        moment = self if not self._datetime__fold else self.replace(fold=0)
        off = moment.utcoffset()
        return None if off is None else self._datetime__t - off._datetime__us

    def __hash__(self):
        tz = self._datetime__tzinfo
        if type(tz) is timezone:
            # a fixed offset: no fold, no call out
            return _us_hash(self._datetime__t - tz._datetime__offset._datetime__us)
        t = None if tz is None else self._datetime__utc_ticks_for_hash()
        if t is None:
            return _fields_hash(self._datetime__year, self._datetime__month,
                                self._datetime__day, self._datetime__hour,
                                self._datetime__minute, self._datetime__second,
                                self._datetime__microsecond)
        return _us_hash(t)

    def __reduce__(self):
        return (type(self), (self._datetime__year, self._datetime__month,
                             self._datetime__day) + self._datetime__parts()
                + (self._datetime__tzinfo,))


def _py_date_of(dt):
    # datetime.date() (datetime.c's _date_of makes the library's own)
    d = _onew(date)
    d._datetime__year = dt._datetime__year
    d._datetime__month = dt._datetime__month
    d._datetime__day = dt._datetime__day
    return d


def _py_dt_new(cls, ticks, tz):
    # the datetime of cls at ticks in tz (fold 0); datetime.c's _dt_new
    # makes the exact datetimes
    if ticks < _US_DAY or ticks >= _MAX_TICKS:
        raise OverflowError('date value out of range')
    if cls is datetime:
        # fields in range by construction: no checks, no __new__ to run
        self = _onew(datetime)
        (self._datetime__year, self._datetime__month, self._datetime__day,
         self._datetime__hour, self._datetime__minute, self._datetime__second,
         self._datetime__microsecond) = _ticks_fields(ticks)
        self._datetime__fold = 0
        self._datetime__tzinfo = tz
        self._datetime__t = ticks
        return self
    return cls(*_ticks_fields(ticks), tz)


def _local_probe(dt):
    # CPython reads local time a day either side of a naive datetime; on
    # its first day that falls before year 1
    if dt._datetime__year == 1 and dt._datetime__month == 1 and dt._datetime__day == 1:
        raise ValueError('year 0 is out of range')


def _fold_sensitive(dt, off):
    # PEP 495: an offset that changes with fold makes the moment ambiguous
    return dt.replace(fold=1 - dt._datetime__fold).utcoffset() != off


def _datetime_pair(a, b, eq):
    if not isinstance(b, datetime):
        if not isinstance(b, date):
            return NotImplemented
        if eq:
            return 0, 1
        _no_order(a, b)
    ka, kb = a._datetime__t, b._datetime__t
    if a._datetime__tzinfo is b._datetime__tzinfo:
        return ka, kb
    oa, ob = a.utcoffset(), b.utcoffset()
    if (oa is None) != (ob is None):
        if eq:
            return 0, 1
        raise TypeError("can't compare offset-naive and offset-aware datetimes")
    if oa is not None:
        ka -= oa._datetime__us
        kb -= ob._datetime__us
    if eq and ka == kb and (_fold_sensitive(a, oa) or _fold_sensitive(b, ob)):
        return 0, 1
    return ka, kb


_install_order(datetime, _datetime_pair)


# the orderings of two datetimes of one tzinfo compare their ticks (as
# CPython compares their fields), without _datetime_pair's call
def _dt_lt(a, b):
    if isinstance(b, datetime) and a._datetime__tzinfo is b._datetime__tzinfo:
        return a._datetime__t < b._datetime__t
    k = _datetime_pair(a, b, False)
    return k if k is NotImplemented else k[0] < k[1]


def _dt_le(a, b):
    if isinstance(b, datetime) and a._datetime__tzinfo is b._datetime__tzinfo:
        return a._datetime__t <= b._datetime__t
    k = _datetime_pair(a, b, False)
    return k if k is NotImplemented else k[0] <= k[1]


def _dt_gt(a, b):
    if isinstance(b, datetime) and a._datetime__tzinfo is b._datetime__tzinfo:
        return a._datetime__t > b._datetime__t
    k = _datetime_pair(a, b, False)
    return k if k is NotImplemented else k[0] > k[1]


def _dt_ge(a, b):
    if isinstance(b, datetime) and a._datetime__tzinfo is b._datetime__tzinfo:
        return a._datetime__t >= b._datetime__t
    k = _datetime_pair(a, b, False)
    return k if k is NotImplemented else k[0] >= k[1]


def _dt_eq(a, b):
    if isinstance(b, datetime) and a._datetime__tzinfo is b._datetime__tzinfo:
        return a._datetime__t == b._datetime__t
    k = _datetime_pair(a, b, True)
    return k if k is NotImplemented else k[0] == k[1]


(datetime.__lt__, datetime.__le__, datetime.__gt__, datetime.__ge__,
 datetime.__eq__) = _dt_lt, _dt_le, _dt_gt, _dt_ge, _dt_eq
_EPOCH = datetime(1970, 1, 1, tzinfo=_UTC)
_date_type = date
_time_type = time
datetime.min = datetime(1, 1, 1)
datetime.max = datetime(9999, 12, 31, 23, 59, 59, 999999)
datetime.resolution = _td_new(timedelta, 1)
# datetime.c reads and builds instances of these classes itself (and
# answers their hot special methods: lib_twin); no one else may mark one
_own(timedelta, date, datetime, timezone)
del _own


# ---- fromisoformat's general parser (datetime.c's _iso_fast takes the
# common forms first).  CPython's C parser reads the text's UTF-8 bytes,
# reads a byte past a field's end where its forms allow one, and accepts
# a few odd texts because of it; this parser reads bytes the same way. ----

def _utf8(s):
    try:
        return s.encode('utf-8')
    except UnicodeEncodeError:
        raise ValueError from None


def _at(b, i):
    return b[i] if i < len(b) else 0


def _isdigit(c):
    return 48 <= c <= 57


def _num(b, pos, n):
    # n ASCII digits at pos (never reading past the text's end) -> int
    v = 0
    for k in range(pos, pos + n):
        c = _at(b, k)
        if not _isdigit(c):
            raise ValueError
        v = v * 10 + c - 48
    return v


def _iso_date_part(b, size):
    # YYYY-MM-DD, YYYYMMDD, YYYY-Www[-D] or YYYYWww[D] at the start of b
    # (size bytes long) -> (y, m, d)
    year = _num(b, 0, 4)
    dashed = _at(b, 4) == 45
    pos = 5 if dashed else 4
    if _at(b, pos) != 87:                       # 'W'
        month = _num(b, pos, 2)
        pos += 2
        if dashed:
            if _at(b, pos) != 45:
                raise ValueError
            pos += 1
        return year, month, _num(b, pos, 2)
    week = _num(b, pos + 1, 2)
    pos += 3
    day = 1
    if pos < size:
        if dashed:
            if _at(b, pos) != 45:
                raise ValueError
            pos += 1
        day = _num(b, pos, 1)
    n = _iso_to_ord(year, week, day, False)
    if n < 1:
        # year 0: CPython's C arithmetic lands on month 0 or below
        return 1, 0, 1
    return _ord2ymd(n)


def _date_end(b):
    # where the date part of an ISO datetime text ends (the separator's index)
    n = len(b)
    if n == 7:
        return 7
    if _at(b, 4) == 45:
        if _at(b, 5) != 87:
            return 10
        if n < 8:
            raise ValueError
        if n == 8 or _at(b, 8) != 45:
            return 8
        if n == 9:
            raise ValueError
        return 8 if n > 10 and _isdigit(_at(b, 10)) else 10
    if _at(b, 4) != 87:
        return 8
    end = 7
    while end < n and _isdigit(b[end]):
        end += 1
    if end < 9:
        return end
    return 8 if end % 2 else 7


def _clock_fields(b, pos, end, out):
    # hh[:mm[:ss]] or hhmmss with a fraction, from pos up to end, into out
    # [h, m, s, us]; True when something is left over
    colons = True
    for k in range(3):
        out[k] = _num(b, pos, 2)
        c = _at(b, pos + 2)
        pos += 3
        if k == 0:
            colons = c == 58
        if pos >= end:
            return c != 0
        if colons and c == 58:
            continue
        if c == 46 or c == 44:
            break
        if colons:
            raise ValueError
        pos -= 1
    n = min(end - pos, 6)
    if n > 0:
        out[3] = _num(b, pos, n) * 10 ** (6 - n)
        pos += n
    while _isdigit(_at(b, pos)):
        pos += 1
    return _at(b, pos) != 0


def _iso_time_part(b, pos):
    # the time from byte pos, with its optional Z or +-offset -> [h, m, s,
    # us, None or the offset as a timedelta]
    end = len(b)
    zpos = pos
    while zpos < end and b[zpos] not in b'Z+-':
        zpos += 1
    fields = [0, 0, 0, 0]
    extra = _clock_fields(b, pos, zpos, fields)
    if zpos >= end:
        if extra:
            raise ValueError
        return fields + [None]
    if b[zpos] == 90:
        if zpos + 1 != end:
            raise ValueError
        return fields + [_td_new(timedelta, 0)]
    zone = [0, 0, 0, 0]
    if _clock_fields(b, zpos + 1, end, zone):
        raise ValueError
    secs = zone[0] * 3600 + zone[1] * 60 + zone[2]
    if b[zpos] == 45:
        secs, zone[3] = -secs, -zone[3]
    return fields + [(secs, zone[3])]


def _zone_of(fields):
    # the parsed offset (last field) becomes a timezone, which may refuse it
    off = fields[-1]
    if off is not None:
        if isinstance(off, timedelta) or not off[0]:
            fields[-1] = _UTC
        else:
            fields[-1] = timezone(timedelta(0, off[0], off[1]))
    return fields


def _iso_datetime(s):
    b = _utf8(s)
    end = _date_end(b)
    fields = list(_iso_date_part(b, end))
    if end < len(b):
        return fields + _iso_time_part(b, end + 1)
    return fields + [0, 0, 0, 0, None]


# ---- strptime in the C locale ----

# CPython's regular expression for each directive (its text shows through
# re's error messages, so it is kept exactly)
def _names_re(key, names):
    ordered = sorted((x.lower() for x in names), key=len, reverse=True)
    return '(?P<%s>%s)' % (key, '|'.join(ordered))


_DIRECTIVE_RE = {
    'd': r'(?P<d>3[0-1]|[1-2]\d|0[1-9]|[1-9]| [1-9])',
    'f': r'(?P<f>[0-9]{1,6})',
    'H': r'(?P<H>2[0-3]|[0-1]\d|\d)',
    'I': r'(?P<I>1[0-2]|0[1-9]|[1-9])',
    'G': r'(?P<G>\d\d\d\d)',
    'j': r'(?P<j>36[0-6]|3[0-5]\d|[1-2]\d\d|0[1-9]\d|00[1-9]|[1-9]\d|0[1-9]|[1-9])',
    'm': r'(?P<m>1[0-2]|0[1-9]|[1-9])',
    'M': r'(?P<M>[0-5]\d|\d)',
    'S': r'(?P<S>6[0-1]|[0-5]\d|\d)',
    'U': r'(?P<U>5[0-3]|[0-4]\d|\d)',
    'W': r'(?P<W>5[0-3]|[0-4]\d|\d)',
    'w': r'(?P<w>[0-6])',
    'u': r'(?P<u>[1-7])',
    'V': r'(?P<V>5[0-3]|0[1-9]|[1-4]\d|\d)',
    'y': r'(?P<y>\d\d)',
    'Y': r'(?P<Y>\d\d\d\d)',
    'z': r'(?P<z>[+-]\d\d:?[0-5]\d(:?[0-5]\d(\.\d{1,6})?)?|(?-i:Z))',
    'A': _names_re('A', _WD_FULL),
    'a': _names_re('a', _WD_ABBR),
    'B': _names_re('B', _MON_FULL),
    'b': _names_re('b', _MON_ABBR),
    'p': '(?P<p>am|pm)',
    'Z': '(?P<Z>utc|gmt)',
    '%': '%',
}
_SPECIAL = '\\.^$*+?(){}[]|'


def _strp_regex(fmt):
    # fmt -> regex text; KeyError(directive) for an unknown one, IndexError
    # for a lone trailing '%'
    import re
    escaped = ''.join('\\' + c if c in _SPECIAL else c for c in fmt)
    escaped = re.sub(r'\s+', r'\\s+', escaped)
    pieces = escaped.split('%')
    out = [pieces[0]]
    k = 1
    while k < len(pieces):
        piece = pieces[k]
        if piece == '' and k + 1 < len(pieces):
            # '%%' escapes a percent sign
            out.append('%')
            out.append(pieces[k + 1])
            k += 2
            continue
        key = piece[0]
        if key in 'cxX':
            sub = {'c': '%a %b %d %H:%M:%S %Y', 'x': '%m/%d/%y', 'X': '%H:%M:%S'}[key]
            out.append(_strp_regex(sub))
        else:
            out.append(_DIRECTIVE_RE[key])
        out.append(piece[1:])
        k += 1
    return ''.join(out)


_STRP_CACHE = {}      # format -> compiled regex, as CPython's _strptime caches


def _strp_compile(fmt):
    found = _STRP_CACHE.get(fmt)
    if found is not None:
        return found
    import re
    try:
        text = _strp_regex(fmt)
    except KeyError as e:
        bad = e.args[0]
        raise ValueError("'%s' is a bad directive in format '%s'"
                         % ('%' if bad == '\\' else bad, fmt)) from None
    except IndexError:
        raise ValueError("stray %% in format '%s'" % fmt) from None
    found = re.compile(text, re.IGNORECASE)
    if len(_STRP_CACHE) >= 100:
        _STRP_CACHE.clear()
    _STRP_CACHE[fmt] = found
    return found


def _names_index(names, text):
    return [x.lower() for x in names].index(text.lower())


def _parse_z(z):
    # the %z text -> (seconds, microseconds) east of UTC
    if z == 'Z':
        return 0, 0
    sign = -1 if z[0] == '-' else 1
    body = z[1:]
    if body[2:3] == ':':
        if len(body) > 5 and body[5] != ':':
            raise ValueError('Inconsistent use of : in %s' % z)
        body = body.replace(':', '')
    secs = int(body[0:2]) * 3600 + int(body[2:4]) * 60 + int(body[4:6] or 0)
    frac = body[7:]
    return sign * secs, sign * int(frac.ljust(6, '0')) if frac else 0


def _strptime(data, fmt):
    """(year, month, day, hour, minute, second, weekday, yday, isdst,
    zone name, gmtoff, fraction), and the timezone a datetime gets (or
    None), of data read by fmt in the C locale."""
    found = _strp_compile(fmt).match(data)
    if not found:
        raise ValueError('time data %r does not match format %r' % (data, fmt))
    if found.end() != len(data):
        raise ValueError('unconverted data remains: %s' % data[found.end():])
    got = {k: v for k, v in found.groupdict().items() if v is not None}
    year = iso_year = iso_week = weekday = yday = week = None
    month = day = 1
    hour = minute = second = fraction = 0
    isdst = -1
    gmtoff = None
    gmtoff_us = 0
    week_from_monday = False
    for key, v in got.items():
        if key == 'y':
            year = int(v) + (2000 if int(v) <= 68 else 1900)
        elif key == 'Y':
            year = int(v)
        elif key == 'G':
            iso_year = int(v)
        elif key == 'm':
            month = int(v)
        elif key == 'B':
            month = _names_index(_MON_FULL, v) + 1
        elif key == 'b':
            month = _names_index(_MON_ABBR, v) + 1
        elif key == 'd':
            day = int(v)
        elif key == 'H':
            hour = int(v)
        elif key == 'I':
            hour = int(v) % 12
            if got.get('p', '').lower() == 'pm':
                hour += 12
            elif got.get('p', '').lower() not in ('', 'am'):
                hour = int(v)
        elif key == 'M':
            minute = int(v)
        elif key == 'S':
            second = int(v)
        elif key == 'f':
            fraction = int(v.ljust(6, '0'))
        elif key == 'A':
            weekday = _names_index(_WD_FULL, v)
        elif key == 'a':
            weekday = _names_index(_WD_ABBR, v)
        elif key == 'w':
            weekday = (int(v) + 6) % 7
        elif key == 'u':
            weekday = int(v) - 1
        elif key == 'j':
            yday = int(v)
        elif key in 'UW':
            week = int(v)
            week_from_monday = key == 'W'
        elif key == 'V':
            iso_week = int(v)
        elif key == 'z':
            gmtoff, gmtoff_us = _parse_z(v)
        elif key == 'Z':
            isdst = 0
    _strp_iso_rules(year, iso_year, iso_week, week, weekday, yday)
    feb29 = year is None and month == 2 and day == 29
    if year is None:
        year = 1904 if feb29 else 1900
    if yday is None and weekday is not None:
        if week is not None:
            yday = _yday_from_week(year, week, weekday, week_from_monday)
        elif iso_year is not None and iso_week is not None:
            year, yday = _yday_from_iso(iso_year, iso_week, weekday + 1)
        if yday is not None and yday <= 0:
            year -= 1
            yday += 366 if _leap(year) else 365
    jan1 = date(year, 1, 1).toordinal()
    if yday is None:
        yday = date(year, month, day).toordinal() - jan1 + 1
    else:
        resolved = date.fromordinal(jan1 + yday - 1)
        year, month, day = (resolved._datetime__year, resolved._datetime__month,
                            resolved._datetime__day)
    if weekday is None:
        weekday = date(year, month, day).weekday()
    zone_name = got.get('Z')
    if feb29:
        year = 1900
    fields = (year, month, day, hour, minute, second, weekday, yday, isdst, zone_name,
              gmtoff, fraction)
    zone = None
    if gmtoff is not None:
        off = timedelta(seconds=gmtoff, microseconds=gmtoff_us)
        zone = timezone(off, zone_name) if zone_name else timezone(off)
    return fields, zone


def _strp_iso_rules(year, iso_year, iso_week, week, weekday, yday):
    need = "directive ('%A', '%a', '%w', or '%u')."
    if year is None and iso_year is not None:
        if iso_week is None or weekday is None:
            raise ValueError("ISO year directive '%G' must be used with the ISO week "
                             "directive '%V' and a weekday " + need)
        if yday is not None:
            raise ValueError("Day of the year directive '%j' is not compatible with ISO "
                             "year directive '%G'. Use '%Y' instead.")
    elif week is None and iso_week is not None:
        if weekday is None:
            raise ValueError("ISO week directive '%V' must be used with the ISO year "
                             "directive '%G' and a weekday " + need)
        raise ValueError("ISO week directive '%V' is incompatible with the year "
                         "directive '%Y'. Use the ISO year '%G' instead.")


def _yday_from_week(year, week, weekday, from_monday):
    # day of the year (may be <= 0) of weekday (0 Monday) in %U/%W week
    jan1_dow = date(year, 1, 1).weekday()
    if not from_monday:
        jan1_dow = (jan1_dow + 1) % 7
        weekday = (weekday + 1) % 7
    if week == 0:
        return 1 + weekday - jan1_dow
    return 1 + (7 - jan1_dow) % 7 + 7 * (week - 1) + weekday


def _yday_from_iso(iso_year, iso_week, iso_day):
    yday = iso_week * 7 + iso_day - (date(iso_year, 1, 4).isoweekday() + 3)
    if yday < 1:
        yday += date(iso_year, 1, 1).toordinal() - date(iso_year - 1, 1, 1).toordinal()
        iso_year -= 1
    return iso_year, yday


def _strptime_struct(data_string, format):
    # time.strptime: the struct_time, its zone name and offset
    for k, arg in enumerate((data_string, format)):
        if not isinstance(arg, str):
            raise TypeError('strptime() argument %d must be str, not %s' % (k, type(arg)))
    fields, zone = _strptime(data_string, format)
    return _time.struct_time(fields[:11])
