# datetime: date, time, datetime, timedelta, tzinfo and timezone, in
# Python, with CPython 3.11's results, reprs and messages (its
# Lib/datetime.py is the reference for the semantics).
# The clock is the host's: now(), today() and utcnow() read time.time(),
# which raises unless the host grants a clock.  Local time is UTC (a
# sandbox has no local zone): fromtimestamp, timestamp and astimezone()
# treat naive datetimes as UTC.  IANA zones are zoneinfo's tzinfo classes.

__all__ = ['date', 'datetime', 'time', 'timedelta', 'timezone', 'tzinfo', 'MINYEAR',
           'MAXYEAR', 'UTC']
import time as _time
import math as _math

MINYEAR = 1
MAXYEAR = 9999
_MAXORDINAL = 3652059

_DAYS_IN_MONTH = [-1, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
_DAYS_BEFORE_MONTH = [-1]
_dbm = 0
for _dim in _DAYS_IN_MONTH[1:]:
    _DAYS_BEFORE_MONTH.append(_dbm)
    _dbm += _dim
del _dbm, _dim

_DAYNAMES = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
_FULLDAYNAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
                 "Saturday", "Sunday"]
_MONTHNAMES = [None, "Jan", "Feb", "Mar", "Apr", "May", "Jun",
               "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_FULLMONTHNAMES = [None, "January", "February", "March", "April", "May", "June",
                   "July", "August", "September", "October", "November",
                   "December"]


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _days_before_year(year):
    y = year - 1
    return y * 365 + y // 4 - y // 100 + y // 400


def _days_in_month(year, month):
    if month == 2 and _is_leap(year):
        return 29
    return _DAYS_IN_MONTH[month]


def _days_before_month(year, month):
    return _DAYS_BEFORE_MONTH[month] + (month > 2 and _is_leap(year))


# _ymd2ord, _ord2ymd, _check_date_fields and _check_time_fields are natives
# (vm/lib/datetime.c) for int arguments; they hand anything else to these
# _py_ versions, which are the reference for their results and messages.
def _py_ymd2ord(year, month, day):
    return _days_before_year(year) + _days_before_month(year, month) + day


_DI400Y = _days_before_year(401)
_DI100Y = _days_before_year(101)
_DI4Y = _days_before_year(5)


def _py_ord2ymd(n):
    n -= 1
    n400, n = divmod(n, _DI400Y)
    year = n400 * 400 + 1
    n100, n = divmod(n, _DI100Y)
    n4, n = divmod(n, _DI4Y)
    n1, n = divmod(n, 365)
    year += n100 * 100 + n4 * 4 + n1
    if n1 == 4 or n100 == 4:
        return year - 1, 12, 31
    leapyear = n1 == 3 and (n4 != 24 or n100 == 3)
    month = (n + 50) >> 5
    preceding = _DAYS_BEFORE_MONTH[month] + (month > 2 and leapyear)
    if preceding > n:
        month -= 1
        preceding -= _DAYS_IN_MONTH[month] + (month == 2 and leapyear)
    n -= preceding
    return year, month, n + 1


def _index(x, what='integer'):
    if isinstance(x, int):
        return int(x)
    if isinstance(x, float):
        raise TypeError("'float' object cannot be interpreted as an integer")
    raise TypeError("'%s' object cannot be interpreted as an integer" % type(x).__name__)


def _py_check_date_fields(year, month, day):
    year = _index(year)
    month = _index(month)
    day = _index(day)
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError('year %d is out of range' % year)
    if not 1 <= month <= 12:
        raise ValueError('month must be in 1..12')
    if not 1 <= day <= _days_in_month(year, month):
        raise ValueError('day is out of range for month')
    return year, month, day


def _py_check_time_fields(hour, minute, second, microsecond, fold):
    hour = _index(hour)
    minute = _index(minute)
    second = _index(second)
    microsecond = _index(microsecond)
    if not 0 <= hour <= 23:
        raise ValueError('hour must be in 0..23')
    if not 0 <= minute <= 59:
        raise ValueError('minute must be in 0..59')
    if not 0 <= second <= 59:
        raise ValueError('second must be in 0..59')
    if not 0 <= microsecond <= 999999:
        raise ValueError('microsecond must be in 0..999999')
    if fold not in (0, 1):
        raise ValueError('fold must be either 0 or 1')
    return hour, minute, second, microsecond, fold


def _check_tzinfo_arg(tz):
    if tz is not None and not isinstance(tz, tzinfo):
        raise TypeError("tzinfo argument must be None or of a tzinfo subclass, not type '%s'"
                        % type(tz).__name__)


def _cmperror(x, y):
    raise TypeError("can't compare %s to %s" % (_tname(x), _tname(y)))


def _format_offset(off, sep=':'):
    s = ''
    if off is not None:
        if off.days < 0:
            sign = '-'
            off = -off
        else:
            sign = '+'
        hh, rest = divmod(off._to_us(), 3600000000)
        mm, rest = divmod(rest, 60000000)
        ss, us = divmod(rest, 1000000)
        s += '%s%02d%s%02d' % (sign, hh, sep, mm)
        if ss or us:
            s += '%s%02d' % (sep, ss)
            if us:
                s += '.%06d' % us
    return s


def _format_time(hh, mm, ss, us, timespec='auto'):
    if timespec == 'auto':
        timespec = 'microseconds' if us else 'seconds'
    elif timespec == 'milliseconds':
        us //= 1000
    if timespec == 'hours':
        return '%02d' % hh
    if timespec == 'minutes':
        return '%02d:%02d' % (hh, mm)
    if timespec == 'seconds':
        return '%02d:%02d:%02d' % (hh, mm, ss)
    if timespec == 'milliseconds':
        return '%02d:%02d:%02d.%03d' % (hh, mm, ss, us)
    if timespec == 'microseconds':
        return '%02d:%02d:%02d.%06d' % (hh, mm, ss, us)
    raise ValueError('Unknown timespec value')


def _check_utc_offset(name, offset):
    if offset is None:
        return
    if not isinstance(offset, timedelta):
        raise TypeError("tzinfo.%s() must return None or timedelta, not '%s'"
                        % (name, type(offset).__name__))
    if not -timedelta(1) < offset < timedelta(1):
        raise ValueError("offset must be a timedelta strictly between "
                         "-timedelta(hours=24) and timedelta(hours=24), not %s." % repr(offset))


# ---- strftime ----

def _wday(y, m, d):
    return (_ymd2ord(y, m, d) + 6) % 7


def _iso_calendar(y, m, d):
    year = y
    week1monday = _isoweek1monday(year)
    today = _ymd2ord(y, m, d)
    week, day = divmod(today - week1monday, 7)
    if week < 0:
        year -= 1
        week1monday = _isoweek1monday(year)
        week, day = divmod(today - week1monday, 7)
    elif week >= 52:
        if today >= _isoweek1monday(year + 1):
            year += 1
            week = 0
    return year, week + 1, day + 1


def _isoweek1monday(year):
    THURSDAY = 3
    firstday = _ymd2ord(year, 1, 1)
    firstweekday = (firstday + 6) % 7
    week1monday = firstday - firstweekday
    if firstweekday > THURSDAY:
        week1monday += 7
    return week1monday


def _strftime(fmt, y, m, d, hh, mi, ss, us, obj, tzobj):
    """fmt with C-locale strftime directives (time._format); obj supplies
    %z and %Z when tzobj is true."""
    def z():
        off = obj.utcoffset() if tzobj else None
        return _format_offset(off, '') if off is not None else ''

    def zname():
        name = obj.tzname() if tzobj else None
        return name if name is not None else ''

    def secs():
        return (_ymd2ord(y, m, d) - _EPOCH_ORD) * 86400 + hh * 3600 + mi * 60 + ss

    return _time._format(fmt, y, m, d, hh, mi, ss, _wday(y, m, d),
                         _days_before_month(y, m) + d, us, z, zname, secs)


_EPOCH_ORD = 719163   # date(1970, 1, 1).toordinal()


# ---- fromisoformat ----

def _parse_isoformat_date(s):
    # YYYY-MM-DD, YYYYMMDD, YYYY-Www[-D], YYYYWww[D]
    if len(s) < 7 or not s[:4].isdigit():
        raise ValueError
    year = int(s[:4])
    has_sep = s[4] == '-'
    pos = 5 if has_sep else 4
    if s[pos] == 'W':
        pos += 1
        week = s[pos:pos + 2]
        if len(week) != 2 or not week.isdigit():
            raise ValueError
        pos += 2
        day = 1
        if pos < len(s):
            if has_sep:
                if s[pos] != '-':
                    raise ValueError
                pos += 1
            if len(s) - pos != 1 or not s[pos].isdigit():
                raise ValueError
            day = int(s[pos])
        return list(_isocal_to_ymd(year, int(week), day))
    month = s[pos:pos + 2]
    if len(month) != 2 or not month.isdigit():
        raise ValueError
    pos += 2
    if has_sep:
        if pos >= len(s) or s[pos] != '-':
            raise ValueError
        pos += 1
    day = s[pos:]
    if len(day) != 2 or not day.isdigit():
        raise ValueError
    return [year, int(month), int(day)]


def _isocal_to_ymd(year, week, day):
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError("Year is out of range: %d" % year)
    if not 0 < week < 53:
        out_of_range = True
        if week == 53:
            first_weekday = _ymd2ord(year, 1, 1) % 7
            if first_weekday == 4 or (first_weekday == 3 and _is_leap(year)):
                out_of_range = False
        if out_of_range:
            raise ValueError("Invalid week: %d" % week)
    if not 0 < day < 8:
        raise ValueError("Invalid weekday: %d (range is [1, 7])" % day)
    day_offset = (week - 1) * 7 + (day - 1)
    day_1 = _isoweek1monday(year)
    return _ord2ymd(day_1 + day_offset)


def _parse_hh_mm_ss_ff(s):
    # hh[:mm[:ss[.fff[fff]]]] or hhmm[ss[.ffffff]] (',' also separates)
    n = len(s)
    comps = [0, 0, 0, 0]
    pos = 0
    has_sep = None
    for comp in range(3):
        if n - pos < 2 or not s[pos:pos + 2].isdigit():
            raise ValueError
        comps[comp] = int(s[pos:pos + 2])
        pos += 2
        if pos >= n or comp >= 2:
            break
        nxt = s[pos]
        if has_sep is None:
            has_sep = nxt == ':'
        if has_sep:
            if nxt != ':':
                break
            pos += 1
    if pos < n:
        if s[pos] not in '.,' or comp < 2:
            raise ValueError
        pos += 1
        frac = s[pos:]
        digits = 0
        while digits < len(frac) and frac[digits].isdigit():
            digits += 1
        if digits == 0 or digits != len(frac):
            raise ValueError
        us = frac[:6]
        comps[3] = int(us) * 10 ** (6 - len(us))
    return comps


def _parse_isoformat_time(s):
    # time[tz]; tz is Z or +HH[:MM[:SS[.ffffff]]]
    tzpos = -1
    for k in range(len(s)):
        if s[k] in '+-Z':
            tzpos = k
            break
    timestr = s if tzpos < 0 else s[:tzpos]
    comps = _parse_hh_mm_ss_ff(timestr)
    tz = None
    if tzpos >= 0:
        if s[tzpos] == 'Z':
            if tzpos != len(s) - 1:
                raise ValueError
            tz = timezone.utc
        else:
            tzstr = s[tzpos + 1:]
            if len(tzstr) not in (2, 4, 5, 6, 8, 9) and len(tzstr) < 10:
                raise ValueError
            h, m, sec, us = _parse_hh_mm_ss_ff(tzstr)
            td = timedelta(hours=h, minutes=m, seconds=sec, microseconds=us)
            if s[tzpos] == '-':
                td = -td
            tz = td
    comps.append(tz)
    return comps


def _iso_tz(off):
    # the tzinfo of a parsed offset (a timedelta, timezone.utc or None)
    if isinstance(off, timedelta):
        return timezone.utc if not off else timezone(off)
    return off


# ---- timedelta ----

_TD_NAMES = {86400000000: 'days', 1000000: 'seconds', 1: 'microseconds', 1000: 'milliseconds',
             60000000: 'minutes', 3600000000: 'hours', 604800000000: 'weeks'}


class timedelta:
    """Difference between two datetime values."""

    def __new__(cls, days=0, seconds=0, microseconds=0, milliseconds=0,
                minutes=0, hours=0, weeks=0):
        # CPython's accumulation: integer parts exactly, the fractions of
        # float components summed as doubles, rounded half-even once
        total = 0
        leftover = 0.0
        for v, unit in ((microseconds, 1), (milliseconds, 1000), (seconds, 1000000),
                        (minutes, 60000000), (hours, 3600000000), (days, 86400000000),
                        (weeks, 604800000000)):
            if isinstance(v, int):
                total += int(v) * unit
            elif isinstance(v, float):
                if v != v or v in (float('inf'), float('-inf')):
                    raise ValueError('cannot convert float %s to integer' % v)
                frac, ip = _math.modf(v)
                total += int(ip) * unit
                if frac:
                    frac, ip = _math.modf(float(unit) * frac)
                    total += int(ip)
                    leftover += frac
            else:
                raise TypeError("unsupported type for timedelta %s component: %s"
                                % (_TD_NAMES[unit], type(v).__name__))
        if leftover:
            whole = _c_round(leftover)
            if abs(whole - leftover) == 0.5:
                odd = total & 1
                whole = 2.0 * _c_round((leftover + odd) * 0.5) - odd
            total += int(whole)
        return cls._from_us(total)

    @classmethod
    def _from_us(cls, total):
        d, rest = divmod(total, 86400000000)
        s, us = divmod(rest, 1000000)
        if not -2147483648 <= d <= 2147483647:
            raise OverflowError("Python int too large to convert to C int")
        if abs(d) > 999999999:
            raise OverflowError("days=%d; must have magnitude <= 999999999" % d)
        self = super().__new__(cls)
        self._days = d
        self._seconds = s
        self._microseconds = us
        self._hashcode = -1
        return self

    def _to_us(self):
        return (self._days * 86400 + self._seconds) * 1000000 + self._microseconds

    @property
    def days(self):
        return self._days

    @property
    def seconds(self):
        return self._seconds

    @property
    def microseconds(self):
        return self._microseconds

    def total_seconds(self):
        return self._to_us() / 10 ** 6

    def __repr__(self):
        args = []
        if self._days:
            args.append('days=%d' % self._days)
        if self._seconds:
            args.append('seconds=%d' % self._seconds)
        if self._microseconds:
            args.append('microseconds=%d' % self._microseconds)
        if not args:
            args.append('0')
        return '%s(%s)' % (_tname(self), ', '.join(args))

    def __str__(self):
        mm, ss = divmod(self._seconds, 60)
        hh, mm = divmod(mm, 60)
        s = '%d:%02d:%02d' % (hh, mm, ss)
        if self._days:
            s = '%d day%s, ' % (self._days, 's' if abs(self._days) != 1 else '') + s
        if self._microseconds:
            s = s + '.%06d' % self._microseconds
        return s

    def __add__(self, other):
        if isinstance(other, timedelta):
            return timedelta._from_us(self._to_us() + other._to_us())
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return timedelta._from_us(self._to_us() - other._to_us())
        return NotImplemented

    def __rsub__(self, other):
        if isinstance(other, timedelta):
            return -self + other
        return NotImplemented

    def __neg__(self):
        return timedelta._from_us(-self._to_us())

    def __pos__(self):
        return self

    def __abs__(self):
        return -self if self._days < 0 else self

    def __mul__(self, other):
        if isinstance(other, int):
            return timedelta._from_us(self._to_us() * other)
        if isinstance(other, float):
            a, b = other.as_integer_ratio()
            return timedelta._from_us(_divide_and_round(self._to_us() * a, b))
        return NotImplemented

    __rmul__ = __mul__

    def __floordiv__(self, other):
        if not isinstance(other, (int, timedelta)):
            return NotImplemented
        usec = self._to_us()
        if isinstance(other, timedelta):
            return usec // other._to_us()
        return timedelta._from_us(usec // other)

    def __truediv__(self, other):
        if not isinstance(other, (int, float, timedelta)):
            return NotImplemented
        usec = self._to_us()
        if isinstance(other, timedelta):
            return usec / other._to_us()
        if isinstance(other, int):
            return timedelta._from_us(_divide_and_round(usec, other))
        a, b = other.as_integer_ratio()
        return timedelta._from_us(_divide_and_round(b * usec, a))

    def __mod__(self, other):
        if isinstance(other, timedelta):
            return timedelta._from_us(self._to_us() % other._to_us())
        return NotImplemented

    def __divmod__(self, other):
        if isinstance(other, timedelta):
            q, r = divmod(self._to_us(), other._to_us())
            return q, timedelta._from_us(r)
        return NotImplemented

    def __eq__(self, other):
        if isinstance(other, timedelta):
            return self._to_us() == other._to_us()
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, timedelta):
            return self._to_us() < other._to_us()
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, timedelta):
            return self._to_us() <= other._to_us()
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, timedelta):
            return self._to_us() > other._to_us()
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, timedelta):
            return self._to_us() >= other._to_us()
        return NotImplemented

    def __hash__(self):
        return hash((self._days, self._seconds, self._microseconds))

    def __bool__(self):
        return self._days != 0 or self._seconds != 0 or self._microseconds != 0

    def __reduce__(self):
        return (type(self), (self._days, self._seconds, self._microseconds))


def _c_round(x):
    # C's round(): halves away from zero
    return _math.copysign(_math.floor(abs(x) + 0.5), x)


def _divide_and_round(a, b):
    q, r = divmod(a, b)
    r *= 2
    greater_than_half = r > b if b > 0 else r < b
    if greater_than_half or r == b and q % 2 == 1:
        q += 1
    return q


def _tname(obj):
    # CPython's C types print as datetime.X, subclasses by their own name
    t = type(obj)
    if t in (timedelta, date, time, datetime, timezone):
        return 'datetime.' + t.__name__
    return t.__name__


timedelta.min = timedelta(-999999999)
timedelta.max = timedelta(days=999999999, hours=23, minutes=59, seconds=59,
                          microseconds=999999)
timedelta.resolution = timedelta(microseconds=1)


# ---- date ----

class date:
    """date(year, month, day) --> date object"""

    def __new__(cls, year, month=None, day=None):
        year, month, day = _check_date_fields(year, month, day)
        self = super().__new__(cls)
        self._year = year
        self._month = month
        self._day = day
        return self

    @classmethod
    def fromtimestamp(cls, t):
        y, m, d, hh, mm, ss, us = _ts_fields(t)
        return cls(y, m, d)

    @classmethod
    def today(cls):
        return cls.fromtimestamp(_clock('today'))

    @classmethod
    def fromordinal(cls, n):
        n = _index(n)
        if n < 1:
            raise ValueError('ordinal must be >= 1')
        if n > _MAXORDINAL:
            raise ValueError('year %d is out of range' % _py_ord2ymd(n)[0])
        y, m, d = _ord2ymd(n)
        return cls(y, m, d)

    @classmethod
    def fromisoformat(cls, date_string):
        if not isinstance(date_string, str):
            raise TypeError('fromisoformat: argument must be str')
        if len(date_string) not in (7, 8, 10):
            raise ValueError('Invalid isoformat string: %r' % date_string)
        fast = _iso_fast(date_string)
        if fast is not None:
            return cls(fast[0], fast[1], fast[2])
        try:
            comps = _parse_isoformat_date(date_string)
        except Exception:
            raise ValueError('Invalid isoformat string: %r' % date_string) from None
        return cls(*comps)

    @classmethod
    def fromisocalendar(cls, year, week, day):
        return cls(*_isocal_to_ymd(year, week, day))

    def __repr__(self):
        return '%s(%d, %d, %d)' % (_tname(self), self._year, self._month, self._day)

    def ctime(self):
        weekday = self.toordinal() % 7 or 7
        return '%s %s %2d 00:00:00 %04d' % (_DAYNAMES[weekday - 1], _MONTHNAMES[self._month],
                                            self._day, self._year)

    def strftime(self, fmt):
        return _strftime(fmt, self._year, self._month, self._day, 0, 0, 0, 0, self, False)

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError('must be str, not %s' % type(fmt).__name__)
        if len(fmt) != 0:
            return self.strftime(fmt)
        return str(self)

    def isoformat(self):
        return '%04d-%02d-%02d' % (self._year, self._month, self._day)

    def __str__(self):
        return self.isoformat()

    @property
    def year(self):
        return self._year

    @property
    def month(self):
        return self._month

    @property
    def day(self):
        return self._day

    def timetuple(self):
        return _time.struct_time((self._year, self._month, self._day, 0, 0, 0,
                                  self.weekday(), _days_before_month(self._year, self._month)
                                  + self._day, -1))

    def toordinal(self):
        return _ymd2ord(self._year, self._month, self._day)

    def replace(self, year=None, month=None, day=None):
        if year is None:
            year = self._year
        if month is None:
            month = self._month
        if day is None:
            day = self._day
        return type(self)(year, month, day)

    def _cmp(self, other):
        a = (self._year, self._month, self._day)
        b = (other._year, other._month, other._day)
        return 0 if a == b else (1 if a > b else -1)

    def __eq__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmp(other) == 0
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmp(other) <= 0
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmp(other) < 0
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmp(other) >= 0
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmp(other) > 0
        return NotImplemented

    def __hash__(self):
        return hash((self._year, self._month, self._day))

    def __add__(self, other):
        if isinstance(other, timedelta):
            o = self.toordinal() + other.days
            if 0 < o <= _MAXORDINAL:
                return type(self).fromordinal(o)
            raise OverflowError('date value out of range')
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return self + timedelta(-other.days)
        if isinstance(other, date) and not isinstance(other, datetime):
            return timedelta(self.toordinal() - other.toordinal())
        return NotImplemented

    def weekday(self):
        return (self.toordinal() + 6) % 7

    def isoweekday(self):
        return self.toordinal() % 7 or 7

    def isocalendar(self):
        return IsoCalendarDate(*_iso_calendar(self._year, self._month, self._day))

    def __reduce__(self):
        return (type(self), (self._year, self._month, self._day))


date.min = date(1, 1, 1)
date.max = date(9999, 12, 31)
date.resolution = timedelta(days=1)



class IsoCalendarDate(tuple):
    def __new__(cls, year, week, weekday):
        return super().__new__(cls, (year, week, weekday))

    @property
    def year(self):
        return self[0]

    @property
    def week(self):
        return self[1]

    @property
    def weekday(self):
        return self[2]

    def __repr__(self):
        return ('%s(year=%d, week=%d, weekday=%d)'
                % ('datetime.' + type(self).__name__, self[0], self[1], self[2]))


# ---- tzinfo, timezone ----

class tzinfo:
    """Abstract base class for time zone info objects."""

    def tzname(self, dt):
        raise NotImplementedError("tzinfo subclass must override tzname()")

    def utcoffset(self, dt):
        raise NotImplementedError("tzinfo subclass must override utcoffset()")

    def dst(self, dt):
        raise NotImplementedError("tzinfo subclass must override dst()")

    def fromutc(self, dt):
        if not isinstance(dt, datetime):
            raise TypeError("fromutc() requires a datetime argument")
        if dt.tzinfo is not self:
            raise ValueError("dt.tzinfo is not self")
        dtoff = dt.utcoffset()
        if dtoff is None:
            raise ValueError("fromutc() requires a non-None utcoffset() result")
        dtdst = dt.dst()
        if dtdst is None:
            raise ValueError("fromutc() requires a non-None dst() result")
        delta = dtoff - dtdst
        if delta:
            dt += delta
            dtdst = dt.dst()
            if dtdst is None:
                raise ValueError("fromutc(): dt.dst gave inconsistent results; cannot convert")
        return dt + dtdst


class timezone(tzinfo):
    def __new__(cls, offset, name=None):
        if not isinstance(offset, timedelta):
            raise TypeError("timezone() argument 1 must be datetime.timedelta, not %s"
                            % type(offset).__name__)
        if name is not None and not isinstance(name, str):
            raise TypeError("timezone() argument 2 must be str, not %s" % type(name).__name__)
        if not -timedelta(1) < offset < timedelta(1):
            raise ValueError("offset must be a timedelta strictly between "
                             "-timedelta(hours=24) and timedelta(hours=24), not %s." % repr(offset))
        if name is None and not offset and getattr(cls, 'utc', None) is not None:
            return cls.utc
        self = super().__new__(cls)
        self._offset = offset
        self._name = name
        return self

    def __eq__(self, other):
        if isinstance(other, timezone):
            return self._offset == other._offset
        return NotImplemented

    def __hash__(self):
        return hash(self._offset)

    def __repr__(self):
        if self is timezone.utc:
            return 'datetime.timezone.utc'
        if self._name is None:
            return '%s(%s)' % (_tname(self), repr(self._offset))
        return '%s(%s, %r)' % (_tname(self), repr(self._offset), self._name)

    def __str__(self):
        return self.tzname(None)

    def utcoffset(self, dt):
        if isinstance(dt, datetime) or dt is None:
            return self._offset
        raise TypeError("utcoffset() argument must be a datetime instance or None")

    def tzname(self, dt):
        if isinstance(dt, datetime) or dt is None:
            if self._name is None:
                return self._name_from_offset(self._offset)
            return self._name
        raise TypeError("tzname() argument must be a datetime instance or None")

    def dst(self, dt):
        if isinstance(dt, datetime) or dt is None:
            return None
        raise TypeError("dst() argument must be a datetime instance or None")

    def fromutc(self, dt):
        if isinstance(dt, datetime):
            if dt.tzinfo is not self:
                raise ValueError("fromutc: dt.tzinfo is not self")
            return dt + self._offset
        raise TypeError("fromutc() argument must be a datetime instance or None")

    @staticmethod
    def _name_from_offset(delta):
        if not delta:
            return 'UTC'
        if delta < timedelta(0):
            sign = '-'
            delta = -delta
        else:
            sign = '+'
        hours, rest = divmod(delta._to_us(), 3600000000)
        minutes, rest = divmod(rest, 60000000)
        seconds, microseconds = divmod(rest, 1000000)
        if microseconds:
            return 'UTC%s%02d:%02d:%02d.%06d' % (sign, hours, minutes, seconds, microseconds)
        if seconds:
            return 'UTC%s%02d:%02d:%02d' % (sign, hours, minutes, seconds)
        return 'UTC%s%02d:%02d' % (sign, hours, minutes)


timezone.utc = None
timezone.utc = timezone(timedelta(0))
timezone.min = timezone(-timedelta(hours=23, minutes=59))
timezone.max = timezone(timedelta(hours=23, minutes=59))
UTC = timezone.utc


# ---- time ----

class time:
    """time([hour[, minute[, second[, microsecond[, tzinfo]]]]]) --> a time object"""

    def __new__(cls, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0):
        hour, minute, second, microsecond, fold = _check_time_fields(
            hour, minute, second, microsecond, fold)
        _check_tzinfo_arg(tzinfo)
        self = super().__new__(cls)
        self._hour = hour
        self._minute = minute
        self._second = second
        self._microsecond = microsecond
        self._tzinfo = tzinfo
        self._fold = fold
        return self

    @property
    def hour(self):
        return self._hour

    @property
    def minute(self):
        return self._minute

    @property
    def second(self):
        return self._second

    @property
    def microsecond(self):
        return self._microsecond

    @property
    def tzinfo(self):
        return self._tzinfo

    @property
    def fold(self):
        return self._fold

    def _cmp(self, other, allow_mixed=False):
        mytz = self._tzinfo
        ottz = other._tzinfo
        myoff = otoff = None
        if mytz is ottz:
            base_compare = True
        else:
            myoff = self.utcoffset()
            otoff = other.utcoffset()
            base_compare = myoff == otoff
        if base_compare:
            a = (self._hour, self._minute, self._second, self._microsecond)
            b = (other._hour, other._minute, other._second, other._microsecond)
            return 0 if a == b else (1 if a > b else -1)
        if myoff is None or otoff is None:
            if allow_mixed:
                return 2
            raise TypeError("can't compare offset-naive and offset-aware times")
        myhhmm = self._hour * 60 + self._minute - myoff // timedelta(minutes=1)
        othhmm = other._hour * 60 + other._minute - otoff // timedelta(minutes=1)
        a = (myhhmm, self._second, self._microsecond)
        b = (othhmm, other._second, other._microsecond)
        return 0 if a == b else (1 if a > b else -1)

    def __eq__(self, other):
        if isinstance(other, time):
            return self._cmp(other, allow_mixed=True) == 0
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, time):
            return self._cmp(other) <= 0
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, time):
            return self._cmp(other) < 0
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, time):
            return self._cmp(other) >= 0
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, time):
            return self._cmp(other) > 0
        return NotImplemented

    def __hash__(self):
        t = self
        if self._fold:
            t = self.replace(fold=0)
        tzoff = t.utcoffset()
        if not tzoff:
            return hash((t._hour, t._minute, t._second, t._microsecond))
        h, m = divmod((self._hour * 60 + self._minute) * 60000000 - tzoff._to_us(),
                      3600000000)
        m //= 60000000
        if 0 <= h < 24:
            return hash((h, m, self._second, self._microsecond))
        return hash((h, m, self._second, self._microsecond, 'x'))

    def _tzstr(self):
        return _format_offset(self.utcoffset())

    def __repr__(self):
        if self._microsecond != 0:
            s = ', %d, %d' % (self._second, self._microsecond)
        elif self._second != 0:
            s = ', %d' % self._second
        else:
            s = ''
        s = '%s(%d, %d%s)' % (_tname(self), self._hour, self._minute, s)
        if self._fold:
            s = s[:-1] + ', fold=1)'
        if self._tzinfo is not None:
            s = s[:-1] + ', tzinfo=%s' % repr(self._tzinfo) + ')'
        return s

    def isoformat(self, timespec='auto'):
        s = _format_time(self._hour, self._minute, self._second, self._microsecond, timespec)
        tz = self._tzstr()
        if tz:
            s += tz
        return s

    def __str__(self):
        return self.isoformat()

    @classmethod
    def fromisoformat(cls, time_string):
        if not isinstance(time_string, str):
            raise TypeError('fromisoformat: argument must be str')
        s = time_string[1:] if time_string.startswith('T') else time_string
        try:
            comps = _parse_isoformat_time(s)
        except Exception:
            raise ValueError('Invalid isoformat string: %r' % time_string) from None
        comps[-1] = _iso_tz(comps[-1])
        return cls(*comps)

    def strftime(self, fmt):
        return _strftime(fmt, 1900, 1, 1, self._hour, self._minute, self._second,
                         self._microsecond, self, True)

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError('must be str, not %s' % type(fmt).__name__)
        if len(fmt) != 0:
            return self.strftime(fmt)
        return str(self)

    def utcoffset(self):
        if self._tzinfo is None:
            return None
        offset = self._tzinfo.utcoffset(None)
        _check_utc_offset("utcoffset", offset)
        return offset

    def tzname(self):
        if self._tzinfo is None:
            return None
        return self._tzinfo.tzname(None)

    def dst(self):
        if self._tzinfo is None:
            return None
        offset = self._tzinfo.dst(None)
        _check_utc_offset("dst", offset)
        return offset

    def replace(self, hour=None, minute=None, second=None, microsecond=None,
                tzinfo=True, *, fold=None):
        if hour is None:
            hour = self._hour
        if minute is None:
            minute = self._minute
        if second is None:
            second = self._second
        if microsecond is None:
            microsecond = self._microsecond
        if tzinfo is True:
            tzinfo = self._tzinfo
        if fold is None:
            fold = self._fold
        return type(self)(hour, minute, second, microsecond, tzinfo, fold=fold)


time.min = time(0, 0, 0)
time.max = time(23, 59, 59, 999999)
time.resolution = timedelta(microseconds=1)


# ---- datetime ----

def _clock(fname):
    try:
        return _time.time()
    except RuntimeError:
        raise RuntimeError("datetime: %s(): the host grants no clock "
                           "(baton run --clock grants one)" % fname) from None


def _ts_fields(t):
    """UTC fields of POSIX timestamp t (int or float), microseconds
    rounded half-even as CPython does."""
    if isinstance(t, float):
        if t != t or t in (float('inf'), float('-inf')):
            raise ValueError('Invalid value %s' % t)
        frac, whole = _math.modf(t)
        us = round(frac * 1e6)
        whole = int(whole)
        if us >= 1000000:
            whole += 1
            us -= 1000000
        elif us < 0:
            whole -= 1
            us += 1000000
    elif isinstance(t, int):
        whole = int(t)
        us = 0
    else:
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(t).__name__)
    if not -2 ** 63 <= whole < 2 ** 63:
        raise OverflowError('timestamp out of range for platform time_t')
    days, secs = divmod(whole, 86400)
    o = _EPOCH_ORD + days
    if not 1 <= o <= _MAXORDINAL:
        raise ValueError('year %d is out of range' % _ord2ymd(o)[0])
    y, m, d = _ord2ymd(o)
    hh, rest = divmod(secs, 3600)
    mm, ss = divmod(rest, 60)
    return y, m, d, hh, mm, ss, us


class datetime(date):
    """datetime(year, month, day[, hour[, minute[, second[, microsecond[,tzinfo]]]]])"""

    def __new__(cls, year, month=None, day=None, hour=0, minute=0, second=0,
                microsecond=0, tzinfo=None, *, fold=0):
        year, month, day = _check_date_fields(year, month, day)
        hour, minute, second, microsecond, fold = _check_time_fields(
            hour, minute, second, microsecond, fold)
        _check_tzinfo_arg(tzinfo)
        self = super(date, cls).__new__(cls)
        self._year = year
        self._month = month
        self._day = day
        self._hour = hour
        self._minute = minute
        self._second = second
        self._microsecond = microsecond
        self._tzinfo = tzinfo
        self._fold = fold
        return self

    hour = time.hour
    minute = time.minute
    second = time.second
    microsecond = time.microsecond
    tzinfo = time.tzinfo
    fold = time.fold

    @classmethod
    def _fromtimestamp(cls, t, utc, tz):
        y, m, d, hh, mm, ss, us = _ts_fields(t)
        result = cls(y, m, d, hh, mm, ss, us)
        if tz is not None:
            result = result.replace(tzinfo=tz)
            result = tz.fromutc(result)
        return result

    @classmethod
    def fromtimestamp(cls, t, tz=None):
        _check_tzinfo_arg(tz)
        return cls._fromtimestamp(t, tz is not None, tz)

    @classmethod
    def utcfromtimestamp(cls, t):
        return cls._fromtimestamp(t, True, None)

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
    def combine(cls, date, time, tzinfo=True):
        if not isinstance(date, _date_class):
            raise TypeError("combine() argument 1 must be datetime.date, not %s"
                            % type(date).__name__)
        if not isinstance(time, _time_class):
            raise TypeError("combine() argument 2 must be datetime.time, not %s"
                            % type(time).__name__)
        if tzinfo is True:
            tzinfo = time.tzinfo
        return cls(date.year, date.month, date.day, time.hour, time.minute, time.second,
                   time.microsecond, tzinfo, fold=time.fold)

    @classmethod
    def fromisoformat(cls, date_string):
        if not isinstance(date_string, str):
            raise TypeError('fromisoformat: argument must be str')
        if len(date_string) < 7:
            raise ValueError('Invalid isoformat string: %r' % date_string)
        fast = _iso_fast(date_string)
        if fast is not None:
            # the common forms, in range (datetime.c); the rest below
            off = fast[7]
            tz = (None if off is None else timezone.utc if off == 0
                  else timezone(timedelta(seconds=off)))
            return cls(fast[0], fast[1], fast[2], fast[3], fast[4], fast[5], fast[6], tz)
        try:
            sep = _find_isoformat_datetime_separator(date_string)
            dstr = date_string[0:sep]
            tstr = date_string[(sep + 1):]
            date_components = _parse_isoformat_date(dstr)
            if sep < len(date_string):
                time_components = _parse_isoformat_time(tstr)
            else:
                time_components = [0, 0, 0, 0, None]
        except Exception:
            raise ValueError('Invalid isoformat string: %r' % date_string) from None
        # out-of-range fields and offsets raise their constructors' errors
        time_components[-1] = _iso_tz(time_components[-1])
        return cls(*(date_components + time_components))

    @classmethod
    def strptime(cls, date_string, format):
        return _strptime_datetime(cls, date_string, format)

    def timetuple(self):
        dst = self.dst()
        if dst is None:
            dst = -1
        elif dst:
            dst = 1
        else:
            dst = 0
        return _time.struct_time((self._year, self._month, self._day, self._hour,
                                  self._minute, self._second, self.weekday(),
                                  _days_before_month(self._year, self._month) + self._day,
                                  dst))

    def _epoch_us(self):
        return (((self.toordinal() - _EPOCH_ORD) * 86400 + self._hour * 3600
                 + self._minute * 60 + self._second) * 1000000 + self._microsecond)

    def timestamp(self):
        us = self._epoch_us()
        off = self.utcoffset()
        if off is not None:
            us -= off._to_us()
        return us / 10 ** 6

    def utctimetuple(self):
        offset = self.utcoffset()
        if offset:
            self -= offset
        return _time.struct_time((self._year, self._month, self._day, self._hour,
                                  self._minute, self._second, self.weekday(),
                                  _days_before_month(self._year, self._month) + self._day,
                                  0))

    def date(self):
        return date(self._year, self._month, self._day)

    def time(self):
        return time(self._hour, self._minute, self._second, self._microsecond, fold=self._fold)

    def timetz(self):
        return time(self._hour, self._minute, self._second, self._microsecond,
                    self._tzinfo, fold=self._fold)

    def replace(self, year=None, month=None, day=None, hour=None, minute=None,
                second=None, microsecond=None, tzinfo=True, *, fold=None):
        if year is None:
            year = self._year
        if month is None:
            month = self._month
        if day is None:
            day = self._day
        if hour is None:
            hour = self._hour
        if minute is None:
            minute = self._minute
        if second is None:
            second = self._second
        if microsecond is None:
            microsecond = self._microsecond
        if tzinfo is True:
            tzinfo = self._tzinfo
        if fold is None:
            fold = self._fold
        return type(self)(year, month, day, hour, minute, second, microsecond, tzinfo,
                          fold=fold)

    def astimezone(self, tz=None):
        if tz is None:
            tz = timezone.utc
        elif not isinstance(tz, tzinfo):
            raise TypeError("astimezone() argument 1 must be datetime.tzinfo, not %s"
                            % type(tz).__name__)
        mytz = self._tzinfo
        if mytz is None:
            myoffset = timedelta(0)
        else:
            myoffset = self.utcoffset()
            if myoffset is None:
                myoffset = timedelta(0)
        if tz is mytz:
            return self
        utc = (self - myoffset).replace(tzinfo=tz)
        return tz.fromutc(utc)

    def ctime(self):
        weekday = self.toordinal() % 7 or 7
        return '%s %s %2d %02d:%02d:%02d %04d' % (_DAYNAMES[weekday - 1],
                                                  _MONTHNAMES[self._month], self._day,
                                                  self._hour, self._minute, self._second,
                                                  self._year)

    def isoformat(self, sep='T', timespec='auto'):
        s = ('%04d-%02d-%02d%s' % (self._year, self._month, self._day, sep) +
             _format_time(self._hour, self._minute, self._second, self._microsecond,
                          timespec))
        tz = _format_offset(self.utcoffset())
        if tz:
            s += tz
        return s

    def __repr__(self):
        L = [self._year, self._month, self._day, self._hour, self._minute,
             self._second, self._microsecond]
        if L[-1] == 0:
            del L[-1]
        if L[-1] == 0:
            del L[-1]
        s = '%s(%s)' % (_tname(self), ', '.join(map(str, L)))
        if self._fold:
            s = s[:-1] + ', fold=1)'
        if self._tzinfo is not None:
            s = s[:-1] + ', tzinfo=%s' % repr(self._tzinfo) + ')'
        return s

    def __str__(self):
        return self.isoformat(sep=' ')

    def strftime(self, fmt):
        return _strftime(fmt, self._year, self._month, self._day, self._hour, self._minute,
                         self._second, self._microsecond, self, True)

    def utcoffset(self):
        if self._tzinfo is None:
            return None
        offset = self._tzinfo.utcoffset(self)
        _check_utc_offset("utcoffset", offset)
        return offset

    def tzname(self):
        if self._tzinfo is None:
            return None
        return self._tzinfo.tzname(self)

    def dst(self):
        if self._tzinfo is None:
            return None
        offset = self._tzinfo.dst(self)
        _check_utc_offset("dst", offset)
        return offset

    def _cmp(self, other, allow_mixed=False):
        mytz = self._tzinfo
        ottz = other._tzinfo
        myoff = otoff = None
        if mytz is ottz:
            base_compare = True
        else:
            myoff = self.utcoffset()
            otoff = other.utcoffset()
            base_compare = myoff == otoff
        if base_compare:
            a = (self._year, self._month, self._day, self._hour, self._minute,
                 self._second, self._microsecond)
            b = (other._year, other._month, other._day, other._hour, other._minute,
                 other._second, other._microsecond)
            return 0 if a == b else (1 if a > b else -1)
        if myoff is None or otoff is None:
            if allow_mixed:
                return 2
            raise TypeError("can't compare offset-naive and offset-aware datetimes")
        diff = self - other
        if diff.days < 0:
            return -1
        return 1 if diff else 0

    def __eq__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, allow_mixed=True) == 0
        if not isinstance(other, date):
            return NotImplemented
        return False

    def __le__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other) <= 0
        if not isinstance(other, date):
            return NotImplemented
        _cmperror(self, other)

    def __lt__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other) < 0
        if not isinstance(other, date):
            return NotImplemented
        _cmperror(self, other)

    def __ge__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other) >= 0
        if not isinstance(other, date):
            return NotImplemented
        _cmperror(self, other)

    def __gt__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other) > 0
        if not isinstance(other, date):
            return NotImplemented
        _cmperror(self, other)

    def __add__(self, other):
        if not isinstance(other, timedelta):
            return NotImplemented
        us = self._epoch_us() + other._to_us()
        days, rest = divmod(us, 86400000000)
        o = _EPOCH_ORD + days
        if not 0 < o <= _MAXORDINAL:
            raise OverflowError('date value out of range')
        y, m, d = _ord2ymd(o)
        secs, usec = divmod(rest, 1000000)
        hh, secs = divmod(secs, 3600)
        mm, ss = divmod(secs, 60)
        return type(self)(y, m, d, hh, mm, ss, usec, self._tzinfo)

    __radd__ = __add__

    def __sub__(self, other):
        if not isinstance(other, datetime):
            if isinstance(other, timedelta):
                return self + -other
            return NotImplemented
        base = timedelta._from_us(self._epoch_us() - other._epoch_us())
        if self._tzinfo is other._tzinfo:
            return base
        myoff = self.utcoffset()
        otoff = other.utcoffset()
        if myoff == otoff:
            return base
        if myoff is None or otoff is None:
            raise TypeError("can't subtract offset-naive and offset-aware datetimes")
        return base + otoff - myoff

    def __hash__(self):
        t = self
        if self._fold:
            t = self.replace(fold=0)
        tzoff = t.utcoffset()
        if tzoff is None:
            return hash((t._year, t._month, t._day, t._hour, t._minute, t._second,
                         t._microsecond))
        return hash(t._epoch_us() - tzoff._to_us())

    def __reduce__(self):
        return (type(self), (self._year, self._month, self._day, self._hour, self._minute,
                             self._second, self._microsecond, self._tzinfo))


_date_class = date
_time_class = time

datetime.min = datetime(1, 1, 1)
datetime.max = datetime(9999, 12, 31, 23, 59, 59, 999999)
datetime.resolution = timedelta(microseconds=1)


def _find_isoformat_datetime_separator(dtstr):
    # The date part is YYYY-MM-DD, YYYYMMDD, YYYY-Www-D, YYYYWwwD, YYYY-Www
    # or YYYYWww; the separator follows it.
    len_dtstr = len(dtstr)
    if len_dtstr == 7:
        return 7
    date_separator = "-"
    week_indicator = "W"
    if dtstr[4] == date_separator:
        if dtstr[5] == week_indicator:
            if len_dtstr < 8:
                raise ValueError("Invalid ISO string")
            if len_dtstr > 8 and dtstr[8] == date_separator:
                if len_dtstr == 9:
                    raise ValueError("Invalid ISO string")
                if len_dtstr > 10 and dtstr[10].isdigit():
                    return 8
                return 10
            return 8
        return 10
    if dtstr[4] == week_indicator:
        idx = 7
        while idx < len_dtstr:
            if not dtstr[idx].isdigit():
                break
            idx += 1
        if idx < 9:
            return idx
        if idx % 2 == 0:
            return 7
        return 8
    return 8


# ---- strptime (C locale) ----

_STRP_RE = {
    'd': r'(?P<d>3[01]|[12]\d|0[1-9]|[1-9]| [1-9])',
    'f': r'(?P<f>[0-9]{1,6})',
    'H': r'(?P<H>2[0-3]|[0-1]\d|\d)',
    'I': r'(?P<I>1[0-2]|0[1-9]|[1-9])',
    'G': r'(?P<G>\d\d\d\d)',
    'j': r'(?P<j>36[0-6]|3[0-5]\d|[12]\d\d|0[1-9]\d|00[1-9]|[1-9]\d|0[1-9]|[1-9])',
    'm': r'(?P<m>1[0-2]|0[1-9]|[1-9])',
    'M': r'(?P<M>[0-5]\d|\d)',
    'S': r'(?P<S>6[0-1]|[0-5]\d|\d)',
    'U': r'(?P<U>5[0-3]|[0-4]\d|\d)',
    'w': r'(?P<w>[0-6])',
    'u': r'(?P<u>[1-7])',
    'V': r'(?P<V>5[0-3]|0[1-9]|[1-4]\d|\d)',
    'y': r'(?P<y>\d\d)',
    'Y': r'(?P<Y>\d\d\d\d)',
    'z': r'(?P<z>[+-]\d\d:?[0-5]\d(:?[0-5]\d(\.\d{1,6})?)?|(?-i:Z))',
    'A': r'(?P<A>monday|tuesday|wednesday|thursday|friday|saturday|sunday)',
    'a': r'(?P<a>mon|tue|wed|thu|fri|sat|sun)',
    'B': r'(?P<B>january|february|march|april|may|june|july|august|september|october|'
         r'november|december)',
    'b': r'(?P<b>jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)',
    'p': r'(?P<p>am|pm)',
    'Z': r'(?P<Z>utc|gmt)',
    '%': '%',
}
_STRP_EXPAND = {
    'W': r'(?P<W>5[0-3]|[0-4]\d|\d)',
    'c': '%a %b %d %H:%M:%S %Y',
    'x': '%m/%d/%y',
    'X': '%H:%M:%S',
}


def _strp_pattern(format):
    import re
    out = []
    i = 0
    n = len(format)
    seen = set()
    while i < n:
        ch = format[i]
        if ch != '%':
            if ch.isspace():
                while i < n and format[i].isspace():
                    i += 1
                out.append(r'\s+')
                continue
            out.append(re.escape(ch))
            i += 1
            continue
        if i + 1 >= n:
            raise ValueError("stray %% in format '%s'" % format)
        c = format[i + 1]
        i += 2
        if c in _STRP_EXPAND and c in 'cxX':
            out.append(_strp_pattern(_STRP_EXPAND[c]))
            continue
        if c == 'W':
            rx = _STRP_EXPAND['W']
        elif c in _STRP_RE:
            rx = _STRP_RE[c]
        else:
            raise ValueError("'%s' is a bad directive in format '%s'" % (c, format))
        if c in seen and c != '%':
            # a repeated directive is a backreference to the first
            out.append('(?P=%s)' % c)
            continue
        seen.add(c)
        out.append(rx)
    return ''.join(out)


def _strptime(data_string, format):
    import re
    for index, arg in enumerate([data_string, format]):
        if not isinstance(arg, str):
            raise TypeError("strptime() argument %d must be str, not %s"
                            % (index, type(arg).__name__))
    pat = _strp_pattern(format)
    found = re.compile(pat, re.IGNORECASE).match(data_string)
    if not found:
        raise ValueError("time data %r does not match format %r" % (data_string, format))
    if len(data_string) != found.end():
        raise ValueError("unconverted data remains: %s" % data_string[found.end():])
    iso_year = year = None
    month = day = 1
    hour = minute = second = fraction = 0
    tz = -1
    gmtoff = None
    gmtoff_fraction = 0
    iso_week = week_of_year = None
    week_of_year_start = None
    weekday = julian = None
    found_dict = found.groupdict()
    for group_key in found_dict.keys():
        v = found_dict[group_key]
        if v is None:
            continue
        if group_key == 'y':
            year = int(v)
            year += 2000 if year <= 68 else 1900
        elif group_key == 'Y':
            year = int(v)
        elif group_key == 'G':
            iso_year = int(v)
        elif group_key == 'm':
            month = int(v)
        elif group_key == 'B':
            month = [x.lower() for x in _FULLMONTHNAMES[1:]].index(v.lower()) + 1
        elif group_key == 'b':
            month = [x.lower() for x in _MONTHNAMES[1:]].index(v.lower()) + 1
        elif group_key == 'd':
            day = int(v)
        elif group_key == 'H':
            hour = int(v)
        elif group_key == 'I':
            hour = int(v)
            ampm = (found_dict.get('p') or '').lower()
            if ampm in ('', 'am'):
                if hour == 12:
                    hour = 0
            elif ampm == 'pm':
                if hour != 12:
                    hour += 12
        elif group_key == 'M':
            minute = int(v)
        elif group_key == 'S':
            second = int(v)
        elif group_key == 'f':
            fraction = int(v + '0' * (6 - len(v)))
        elif group_key == 'A':
            weekday = [x.lower() for x in _FULLDAYNAMES].index(v.lower())
        elif group_key == 'a':
            weekday = [x.lower() for x in _DAYNAMES].index(v.lower())
        elif group_key == 'w':
            weekday = int(v)
            if weekday == 0:
                weekday = 6
            else:
                weekday -= 1
        elif group_key == 'u':
            weekday = int(v) - 1
        elif group_key == 'j':
            julian = int(v)
        elif group_key in ('U', 'W'):
            week_of_year = int(v)
            week_of_year_start = 6 if group_key == 'U' else 0
        elif group_key == 'V':
            iso_week = int(v)
        elif group_key == 'z':
            z = v
            if z == 'Z':
                gmtoff = 0
            else:
                if z[3] == ':':
                    z = z[:3] + z[4:]
                    if len(z) > 5:
                        if z[5] != ':':
                            raise ValueError("Inconsistent use of : in %s" % v)
                        z = z[:5] + z[6:]
                hours = int(z[1:3])
                minutes = int(z[3:5])
                seconds = int(z[5:7] or 0)
                gmtoff = (hours * 60 * 60) + (minutes * 60) + seconds
                gmtoff_remainder = z[8:]
                gmtoff_remainder_padding = "0" * (6 - len(gmtoff_remainder))
                gmtoff_fraction = int(gmtoff_remainder + gmtoff_remainder_padding)
                if z.startswith("-"):
                    gmtoff = -gmtoff
                    gmtoff_fraction = -gmtoff_fraction
        elif group_key == 'Z':
            tz = 0 if v.lower() in ('utc', 'gmt') else -1
    if year is None and iso_year is not None:
        if iso_week is None or weekday is None:
            raise ValueError("ISO year directive '%G' must be used with "
                             "the ISO week directive '%V' and a weekday "
                             "directive ('%A', '%a', '%w', or '%u').")
        if julian is not None:
            raise ValueError("Day of the year directive '%j' is not "
                             "compatible with ISO year directive '%G'. "
                             "Use '%Y' instead.")
    elif week_of_year is None and iso_week is not None:
        if weekday is None:
            raise ValueError("ISO week directive '%V' must be used with "
                             "the ISO year directive '%G' and a weekday "
                             "directive ('%A', '%a', '%w', or '%u').")
        else:
            raise ValueError("ISO week directive '%V' is incompatible with "
                             "the year directive '%Y'. Use the ISO year '%G' "
                             "instead.")
    leap_year_fix = False
    if year is None and month == 2 and day == 29:
        year = 1904
        leap_year_fix = True
    elif year is None:
        year = 1900
    if julian is None and weekday is not None:
        if week_of_year is not None:
            week_starts_Mon = week_of_year_start == 0
            first_weekday = _wday(year, 1, 1)
            if not week_starts_Mon:
                first_weekday = (first_weekday + 1) % 7
                wd = (weekday + 1) % 7
            else:
                wd = weekday
            week_0_length = (7 - first_weekday) % 7
            if week_of_year == 0:
                julian = 1 + wd - first_weekday
            else:
                days_to_week = week_0_length + (7 * (week_of_year - 1))
                julian = 1 + days_to_week + wd
        elif iso_year is not None and iso_week is not None:
            year, month, day = _isocal_to_ymd(iso_year, iso_week, weekday + 1)
            if year < MINYEAR or year > MAXYEAR:
                raise ValueError("date out of range")
            julian = _ymd2ord(year, month, day) - _ymd2ord(year, 1, 1) + 1
            if julian <= 0:
                year -= 1
                yday = 366 if _is_leap(year) else 365
                julian += yday
    if julian is None:
        julian = _ymd2ord(year, month, day) - _ymd2ord(year, 1, 1) + 1
    else:
        y, m, d = _ord2ymd(julian - 1 + _ymd2ord(year, 1, 1))
        year, month, day = y, m, d
    if weekday is None:
        weekday = _wday(year, month, day)
    if leap_year_fix:
        year = 1900
    return (year, month, day, hour, minute, second, weekday, julian, tz, gmtoff,
            fraction, gmtoff_fraction)


def _strptime_struct(data_string, format):
    # time.strptime's result: the fields, no zone name, the offset found
    tt = _strptime(data_string, format)
    return _time.struct_time(tt[:9] + (None, tt[9]))


def _strptime_datetime(cls, data_string, format="%a %b %d %H:%M:%S %Y"):
    tt = _strptime(data_string, format)
    gmtoff = tt[9]
    args = list(tt[:6]) + [tt[10]]
    if gmtoff is not None:
        tzdelta = timedelta(seconds=gmtoff, microseconds=tt[11])
        args.append(timezone(tzdelta))
    return cls(*args)
