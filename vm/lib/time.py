# time: the clock functions are natives (host.c) reading the host's clock
# (bt_config.wall_clock), which raise unless the host grants one.  Local
# time is UTC (a sandbox has no time zone database): localtime is gmtime
# with the zone named 'UTC', mktime its inverse.  sleep(secs) is a request
# to the host, as asyncio.sleep is (BT_SLEEP_TOOL); the calling fiber
# waits for the answer.  strftime follows glibc's C locale, and is also
# the formatter of datetime's strftime (_format).

__all__ = ['altzone', 'asctime', 'ctime', 'daylight', 'gmtime', 'localtime', 'mktime',
           'monotonic', 'monotonic_ns', 'perf_counter', 'perf_counter_ns', 'process_time',
           'process_time_ns', 'sleep', 'strftime', 'strptime', 'struct_time', 'time',
           'time_ns', 'timezone', 'tzname']

timezone = 0
altzone = 0
daylight = 0
tzname = ('UTC', 'UTC')

_FIELDS = ('tm_year', 'tm_mon', 'tm_mday', 'tm_hour', 'tm_min', 'tm_sec', 'tm_wday',
           'tm_yday', 'tm_isdst')
_DAYS = ('Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun')
_FULLDAYS = ('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday')
_MONTHS = ('Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec')
_FULLMONTHS = ('January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
               'September', 'October', 'November', 'December')


def _field(i):
    return property(lambda self: tuple.__getitem__(self, i))


class struct_time(tuple):
    # CPython's structseq: a 9-tuple with named fields, plus tm_zone and
    # tm_gmtoff (None unless given), all read-only.
    n_sequence_fields = 9
    n_fields = 11
    n_unnamed_fields = 0
    tm_year = _field(0)
    tm_mon = _field(1)
    tm_mday = _field(2)
    tm_hour = _field(3)
    tm_min = _field(4)
    tm_sec = _field(5)
    tm_wday = _field(6)
    tm_yday = _field(7)
    tm_isdst = _field(8)

    def __new__(cls, sequence, dict=None):
        if not isinstance(sequence, (list, tuple)):
            try:
                sequence = list(sequence)
            except TypeError:
                raise TypeError('constructor requires a sequence') from None
        n = len(sequence)
        if n < 9:
            raise TypeError('time.struct_time() takes an at least 9-sequence '
                            '(%d-sequence given)' % n)
        if n > 11:
            raise TypeError('time.struct_time() takes an at most 11-sequence '
                            '(%d-sequence given)' % n)
        self = tuple.__new__(cls, sequence[:9])
        extra = list(sequence[9:]) + [None] * (11 - n)
        if dict is not None:
            extra = [dict.get('tm_zone', extra[0]), dict.get('tm_gmtoff', extra[1])]
        object.__setattr__(self, '_extra', tuple(extra))
        return self

    @property
    def tm_zone(self):
        return self._extra[0]

    @property
    def tm_gmtoff(self):
        return self._extra[1]

    def __setattr__(self, name, value):
        if name in _FIELDS or name in ('tm_zone', 'tm_gmtoff'):
            raise AttributeError('readonly attribute')
        raise AttributeError("'time.struct_time' object has no attribute '%s'" % name)

    def __delattr__(self, name):
        self.__setattr__(name, None)

    def __repr__(self):
        return 'time.struct_time(%s)' % ', '.join(
            '%s=%r' % (f, v) for f, v in zip(_FIELDS, self))


struct_time.__module__ = 'time'


def _is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def _days_from_civil(y, m, d):
    # days since 1970-01-01 of a proleptic Gregorian date (any year)
    y -= m <= 2
    era = y // 400
    yoe = y - era * 400
    doy = (153 * (m + (-3 if m > 2 else 9)) + 2) // 5 + d - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468


def _civil_from_days(z):
    z += 719468
    era = z // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    d = doy - (153 * mp + 2) // 5 + 1
    m = mp + 3 if mp < 10 else mp - 9
    return yoe + era * 400 + (m <= 2), m, d


def _seconds(secs):
    """secs (None: the host's clock) as whole seconds, rounded down."""
    if secs is None:
        secs = time()
    if isinstance(secs, float):
        if secs != secs:
            raise ValueError('Invalid value NaN (not a number)')
        if not -9.2e18 <= secs <= 9.2e18:
            raise OverflowError('timestamp out of range for platform time_t')
        whole = int(secs)
        return whole - 1 if whole > secs else whole
    if not isinstance(secs, int):
        raise TypeError("'%s' object cannot be interpreted as an integer"
                        % type(secs).__name__)
    if not -2 ** 63 <= secs < 2 ** 63:
        raise OverflowError('timestamp out of range for platform time_t')
    return int(secs)


def _fields(secs, zone):
    days, rest = divmod(_seconds(secs), 86400)
    y, m, d = _civil_from_days(days)
    if not -2 ** 31 + 1900 <= y < 2 ** 31 + 1900:
        raise OverflowError('timestamp out of range for platform time_t')
    yday = days - _days_from_civil(y, 1, 1) + 1
    return struct_time((y, m, d, rest // 3600, rest // 60 % 60, rest % 60, (days + 3) % 7,
                        yday, 0, zone, 0))


def gmtime(secs=None):
    return _fields(secs, 'GMT')


def localtime(secs=None):
    return _fields(secs, 'UTC')


def _tuple(t, fname):
    """The fields of time tuple t, checked as CPython's gettmarg and checktm
    do: (y, m, d, hh, mi, ss, wd with 0 = Monday, yday from 1, isdst, zone,
    gmtoff)."""
    if not isinstance(t, tuple):
        raise TypeError('Tuple or struct_time argument required')
    if len(t) != 9:
        raise TypeError('%s(): illegal time tuple argument' % fname)
    for v in t:
        if not isinstance(v, int):
            raise TypeError("'%s' object cannot be interpreted as an integer"
                            % type(v).__name__)
    y, m, d, hh, mi, ss, wd, yd, dst = t
    w = abs(wd + 1) % 7          # C's % on tm_wday = wday + 1
    if wd + 1 < 0:
        w = -w
    if m == 0:
        m = 1
    elif not 1 <= m <= 12:
        raise ValueError('month out of range')
    if d == 0:
        d = 1
    elif not 0 <= d <= 31:
        raise ValueError('day of month out of range')
    if not 0 <= hh <= 23:
        raise ValueError('hour out of range')
    if not 0 <= mi <= 59:
        raise ValueError('minute out of range')
    if not 0 <= ss <= 61:
        raise ValueError('seconds out of range')
    if w < 0:
        raise ValueError('day of week out of range')
    if yd == 0:
        yd = 1
    elif not 1 <= yd <= 366:
        raise ValueError('day of year out of range')
    zone = off = None
    if type(t) is struct_time:
        zone, off = t.tm_zone, t.tm_gmtoff
    return y, m, d, hh, mi, ss, (w + 6) % 7, yd, dst, zone, off


def _iso_week_days(yd0, wsun):
    # glibc's: days since the Monday of ISO week 1 (yday from 0, wday 0 = Sunday)
    return yd0 - (yd0 - wsun + 4 + 378) % 7 + 3


def _offset(off):
    sign = '-' if off < 0 else '+'
    off = abs(off) // 60
    return '%s%02d%02d' % (sign, off // 60, off % 60)


def _format(fmt, y, m, d, hh, mi, ss, wd, yd, us, zfun, Zfun, secs):
    """fmt with glibc's C-locale directives for the given fields (wd: 0 is
    Monday; yd: day of the year from 1).  us is None for time.strftime
    (%f stays as it is); zfun and Zfun give %z and %Z, secs() gives %s,
    each asked only when its directive appears."""
    if not isinstance(fmt, str):
        raise TypeError('strftime() argument 1 must be str, not %s' % type(fmt).__name__)
    out = []
    i = 0
    n = len(fmt)
    wsun = (wd + 1) % 7
    hh12 = (hh + 11) % 12 + 1
    ampm = 'AM' if hh < 12 else 'PM'
    while i < n:
        ch = fmt[i]
        i += 1
        if ch != '%' or i >= n:
            out.append(ch)
            continue
        c = fmt[i]
        if c in _FLAG_CHARS or c in '123456789EO':
            # glibc's flags (- _ 0 ^ #), a field width and an E/O modifier
            start = i - 1
            i, text = _flagged(fmt, i, y, m, d, hh, mi, ss, wd, yd, us, zfun, Zfun, secs)
            out.append(fmt[start:i] if text is None else text)
            continue
        i += 1
        if c == 'Y':
            out.append(str(y))
        elif c == 'm':
            out.append('%02d' % m)
        elif c == 'd':
            out.append('%02d' % d)
        elif c == 'H':
            out.append('%02d' % hh)
        elif c == 'M':
            out.append('%02d' % mi)
        elif c == 'S':
            out.append('%02d' % ss)
        elif c == 'f' and us is not None:
            out.append('%06d' % us)
        elif c == 'a':
            out.append(_DAYS[wd])
        elif c == 'A':
            out.append(_FULLDAYS[wd])
        elif c == 'w':
            out.append(str(wsun))
        elif c == 'u':
            out.append(str(wd + 1))
        elif c == 'e':
            out.append('%2d' % d)
        elif c == 'b' or c == 'h':
            out.append(_MONTHS[m - 1])
        elif c == 'B':
            out.append(_FULLMONTHS[m - 1])
        elif c == 'y':
            out.append('%02d' % (y % 100))
        elif c == 'C':
            out.append(str(y // 100))
        elif c == 'k':
            out.append('%2d' % hh)
        elif c == 'I':
            out.append('%02d' % hh12)
        elif c == 'l':
            out.append('%2d' % hh12)
        elif c == 'p':
            out.append(ampm)
        elif c == 'P':
            out.append(ampm.lower())
        elif c == 'j':
            out.append('%03d' % yd)
        elif c == 'U':
            out.append('%02d' % ((yd - 1 - wsun + 7) // 7))
        elif c == 'W':
            out.append('%02d' % ((yd - 1 - (wsun - 1 + 7) % 7 + 7) // 7))
        elif c == 'G' or c == 'g' or c == 'V':
            year = y
            days = _iso_week_days(yd - 1, wsun)
            if days < 0:
                year -= 1
                days = _iso_week_days(yd - 1 + 365 + _is_leap(year), wsun)
            else:
                nd = _iso_week_days(yd - 1 - 365 - _is_leap(year), wsun)
                if nd >= 0:
                    year += 1
                    days = nd
            if c == 'G':
                out.append(str(year))
            elif c == 'g':
                out.append('%02d' % (year % 100))
            else:
                out.append('%02d' % (days // 7 + 1))
        elif c == 'c':
            out.append('%s %s %2d %02d:%02d:%02d %d' % (_DAYS[wd], _MONTHS[m - 1], d,
                                                         hh, mi, ss, y))
        elif c == 'x' or c == 'D':
            out.append('%02d/%02d/%02d' % (m, d, y % 100))
        elif c == 'X' or c == 'T':
            out.append('%02d:%02d:%02d' % (hh, mi, ss))
        elif c == 'F':
            out.append('%d-%02d-%02d' % (y, m, d))
        elif c == 'R':
            out.append('%02d:%02d' % (hh, mi))
        elif c == 'r':
            out.append('%02d:%02d:%02d %s' % (hh12, mi, ss, ampm))
        elif c == 'n':
            out.append('\n')
        elif c == 't':
            out.append('\t')
        elif c == 's':
            out.append(str(secs()))
        elif c == 'z':
            out.append(zfun())
        elif c == 'Z':
            out.append(Zfun())
        elif c == '%':
            out.append('%')
        else:
            out.append('%' + c)
    return ''.join(out)


# glibc pads these numeric directives to a width with '0' (or ' ') by
# default; the flags and a width act on the digits alone
_NUMERIC = {'d': (2, '0'), 'm': (2, '0'), 'H': (2, '0'), 'M': (2, '0'),
            'S': (2, '0'), 'I': (2, '0'), 'j': (3, '0'), 'y': (2, '0'),
            'C': (2, '0'), 'U': (2, '0'), 'W': (2, '0'), 'V': (2, '0'),
            'g': (2, '0'), 'e': (2, ' '), 'k': (2, ' '), 'l': (2, ' '),
            'Y': (1, '0'), 'G': (1, '0'), 'u': (1, '0'), 'w': (1, '0'),
            's': (1, '0')}
_FLAG_CHARS = '-_0^#'


def _flagged(fmt, i, *fields):
    """One directive with flags, width or modifier from fmt[i] (just past
    the '%'): (index past it, its text), text None for one glibc leaves
    as written."""
    n = len(fmt)
    pad = None
    upper = swap = False
    while i < n and fmt[i] in _FLAG_CHARS:
        ch = fmt[i]
        if ch == '^':
            upper = True
        elif ch == '#':
            swap = True
        else:
            pad = ch          # the last of - _ 0 counts
        i += 1
    j = i
    while i < n and fmt[i] in '0123456789':
        i += 1
    width = int(fmt[j:i]) if i > j else 0
    if i < n and fmt[i] in 'EO':
        i += 1
    if i >= n or fmt[i] == 'f':
        return min(i + 1, n), None
    c = fmt[i]
    i += 1
    plain = _format('%' + c, *fields)
    if plain == '%' + c and c != '%':
        return i, None
    numeric = _NUMERIC.get(c)
    if numeric is not None:
        least, fill = numeric
        digits = plain.lstrip(' 0') or '0'
        if pad == '-':
            return i, digits.rjust(width)
        if pad is not None:
            fill = ' ' if pad == '_' else '0'
        return i, digits.rjust(max(width, least), fill)
    if c != 'P':
        if upper:
            plain = plain.upper()
        elif swap:
            if c in 'aAbBh':
                plain = plain.upper()
            elif c in 'pZ':
                plain = plain.lower()
    return i, plain.rjust(width, '0' if pad == '0' else ' ')


def _timegm(y, m, d, hh, mi, ss, dst):
    y += (m - 1) // 12
    m = (m - 1) % 12 + 1
    return (_days_from_civil(y, m, 1) + d - 1) * 86400 + hh * 3600 + mi * 60 + ss - \
        (3600 if dst > 0 else 0)


def strftime(format, t=None):
    if t is None:
        t = localtime()
    y, m, d, hh, mi, ss, wd, yd, dst, zone, off = _tuple(t, 'strftime')
    if not isinstance(format, str):
        raise TypeError('strftime() argument 1 must be str, not %s' % type(format).__name__)
    # glibc leaves %z and %Z empty for an unknown dst (-1, as in a naive
    # datetime's timetuple())
    return _format(format, y, m, d, hh, mi, ss, wd, yd, None,
                   lambda: '' if dst < 0 else _offset(off or 0),
                   lambda: '' if dst < 0 else 'UTC' if zone is None else zone,
                   lambda: _timegm(y, m, d, hh, mi, ss, dst))


def asctime(t=None):
    if t is None:
        t = localtime()
    y, m, d, hh, mi, ss, wd, yd, dst, zone, off = _tuple(t, 'asctime')
    return '%s %s%3d %02d:%02d:%02d %d' % (_DAYS[wd], _MONTHS[m - 1], d, hh, mi, ss, y)


def ctime(secs=None):
    return asctime(localtime(secs))


def mktime(t):
    if not isinstance(t, tuple):
        raise TypeError('Tuple or struct_time argument required')
    if len(t) != 9:
        raise TypeError('mktime(): illegal time tuple argument')
    for v in t:
        if not isinstance(v, int):
            raise TypeError("'%s' object cannot be interpreted as an integer"
                            % type(v).__name__)
    y, m, d, hh, mi, ss, wd, yd, dst = t
    return float(_timegm(y, m, d, hh, mi, ss, dst))


def strptime(string, format='%a %b %d %H:%M:%S %Y'):
    import datetime
    return datetime._strptime_struct(string, format)


def sleep(secs):
    if not isinstance(secs, (int, float)):
        index = getattr(type(secs), '__index__', None)
        if index is None:
            raise TypeError("'%s' object cannot be interpreted as an integer"
                            % type(secs).__name__)
        secs = index(secs)
    if isinstance(secs, float):
        if secs != secs:
            raise ValueError('Invalid value NaN (not a number)')
        if not -9.223372036854776e9 <= secs < 9.223372036854776e9:
            raise OverflowError('timestamp out of range for platform time_t')
    elif not -9223372036 <= secs <= 9223372036:
        raise OverflowError('timestamp too large to convert to C _PyTime_t')
    if secs < 0:
        raise ValueError('sleep length must be non-negative')
    if secs:
        _sleep(float(secs))


def monotonic_ns():
    return int(monotonic() * 1e9)


def perf_counter_ns():
    return int(perf_counter() * 1e9)


def process_time():
    return perf_counter()


def process_time_ns():
    return perf_counter_ns()
