# zoneinfo: IANA time zones as datetime.tzinfo objects, with CPython 3.11's
# results, reprs and messages.  The database is compiled in (natives
# _tzdata and _tzkeys, vm/lib/zoneinfo.c; the data is tools/tzdata.txt), so
# ZoneInfo(key) reads no file: keys are those of CPython's
# available_timezones() (no posix/ or right/ trees), TZPATH is empty,
# from_file() reads a TZif file's bytes from a file object (io.BytesIO),
# and reset_tzpath() accepts only an empty path list.
#
# A zone is its transitions (UTC seconds), the local time type each one
# begins, and a POSIX TZ rule for the times after the last one.  Times
# given in local wall time are found among the transitions shifted into
# wall time, one list per fold (the larger offset for fold=0, the
# smaller for fold=1), as CPython's zoneinfo does.

__all__ = ['ZoneInfo', 'reset_tzpath', 'available_timezones', 'TZPATH',
           'ZoneInfoNotFoundError', 'InvalidTZPathWarning']

from datetime import datetime as _datetime, timedelta as _timedelta, tzinfo as _tzinfo
from bisect import bisect_right as _bisect

TZPATH = ()
_EPOCHORDINAL = 719163           # date(1970, 1, 1).toordinal()


class ZoneInfoNotFoundError(KeyError):
    """Exception raised when a ZoneInfo key is not found."""


ZoneInfoNotFoundError.__module__ = 'zoneinfo._common'


class InvalidTZPathWarning(RuntimeWarning):
    """Warning raised if an invalid path is specified in PYTHONTZPATH."""


InvalidTZPathWarning.__module__ = 'zoneinfo._tzpath'


def available_timezones():
    return set(_tzkeys())


def reset_tzpath(to=None):
    if to is not None:
        if isinstance(to, (str, bytes)):
            raise TypeError("tzpaths must be a list or tuple, "
                            + "not %s: %r" % (type(to), to))
        if list(to):
            raise ValueError("baton's zoneinfo has its time zones built in: "
                             "it reads no TZPATH")


class _TTInfo:
    # a local time type: offset from UTC, DST part of it, abbreviation
    __slots__ = ('utcoff', 'dstoff', 'tzname')

    def __init__(self, utcoff, dstoff, tzname):
        self.utcoff = utcoff
        self.dstoff = dstoff
        self.tzname = tzname

    def __eq__(self, other):
        return (self.utcoff == other.utcoff and self.dstoff == other.dstoff
                and self.tzname == other.tzname)


_NONE_TTINFO = _TTInfo(None, None, None)


def _normalized(path):
    # len(os.path.normpath(path)) == len(path), and no climbing out
    if path.startswith('/'):
        raise ValueError("ZoneInfo keys may not be absolute paths, got: " + path)
    parts = []
    for p in path.split('/'):
        if p in ('', '.'):
            continue
        if p == '..' and parts and parts[-1] != '..':
            parts.pop()
        else:
            parts.append(p)
    norm = '/'.join(parts) or '.'
    if len(norm) != len(path):
        raise ValueError("ZoneInfo keys must be normalized relative paths, got: " + path)
    if parts and parts[0] == '..':
        raise ValueError("ZoneInfo keys must refer to subdirectories of TZPATH, got: "
                         + path)


def _check_key(key):
    if isinstance(key, bytes):
        raise TypeError("Can't mix strings and bytes in path components")
    if not isinstance(key, str):
        raise TypeError("expected str, bytes or os.PathLike object, not "
                        + type(key).__name__)
    _normalized(key)


def _parse_text(key, data):
    # a zone of tools/tzdata.txt: TYPES|INDEXES|TIMES|TZ
    types, idx, times, tz = data.split('|')
    utcoff, isdst, abbr = [], [], []
    for t in types.split(';'):
        off, dst, name = t.split(',', 2)
        utcoff.append(int(off))
        isdst.append(dst == '1')
        abbr.append(name)
    trans, at = [], 0
    for d in times.split():
        at += int(d, 36)
        trans.append(at)
    return [int(c, 36) for c in idx], trans, utcoff, isdst, abbr, tz


def _parse_tzif(b):
    # a TZif file's bytes: the version 2+ data if there is some
    def counts(off):
        if len(b) < off + 44 or b[off:off + 4] != b'TZif':
            raise ValueError("Invalid TZif file: magic not found")
        return [int.from_bytes(b[off + 20 + 4 * i:off + 24 + 4 * i], 'big')
                for i in range(6)]

    isut, isstd, leap, timecnt, typecnt, charcnt = counts(0)
    size, off = 4, 0
    if b[4:5] not in (b'\x00', b'1'):
        off = 44 + timecnt * 5 + typecnt * 6 + charcnt + leap * 8 + isstd + isut
        isut, isstd, leap, timecnt, typecnt, charcnt = counts(off)
        size = 8
    p = off + 44
    need = p + timecnt * (size + 1) + typecnt * 6 + charcnt
    if len(b) < need:
        raise ValueError("Invalid TZif file: truncated")
    trans = [int.from_bytes(b[p + size * i:p + size * (i + 1)], 'big', signed=True)
             for i in range(timecnt)]
    p += size * timecnt
    idx = list(b[p:p + timecnt])
    p += timecnt
    utcoff, isdst, abbrind = [], [], []
    for i in range(typecnt):
        rec = b[p + 6 * i:p + 6 * i + 6]
        utcoff.append(int.from_bytes(rec[:4], 'big', signed=True))
        isdst.append(rec[4] != 0)
        abbrind.append(rec[5])
    p += 6 * typecnt
    chars = b[p:p + charcnt]
    p += charcnt
    if any(i >= typecnt for i in idx):
        raise ValueError("Invalid TZif file: transition type out of range")
    abbr = []
    for i in abbrind:
        end = chars.find(b'\x00', i)
        abbr.append(chars[i:end if end >= 0 else len(chars)].decode())
    tz = None
    if size == 8:
        p += isut + isstd + leap * 12
        end = b.find(b'\n', p + 1)
        tz = b[p + 1:end].decode() if end > p else ''
    return idx, trans, utcoff, isdst, abbr, tz


def _dst_offsets(trans_idx, utcoff, isdst):
    # .dst() needs each DST type's difference from standard time, which a
    # zone does not store: take it from the neighbouring standard types
    n = len(isdst)
    dstoff = [0] * n
    want = sum(isdst)
    found = 0
    for i in range(1, len(trans_idx)):
        if found == want:
            break
        t = trans_idx[i]
        if not isdst[t] or dstoff[t]:
            continue
        d = 0
        prev = trans_idx[i - 1]
        if not isdst[prev]:
            d = utcoff[t] - utcoff[prev]
        if not d and t < n - 1:
            nxt = trans_idx[i + 1]
            if isdst[nxt]:
                continue
            d = utcoff[t] - utcoff[nxt]
        if d:
            found += 1
            dstoff[t] = d
    if found < want:
        for t in range(n):
            if isdst[t] and not dstoff[t]:
                dstoff[t] = 3600
    return dstoff


def _wall_times(trans_idx, trans, utcoff):
    # the transitions in local wall time: [fold=0 list, fold=1 list]
    fold0, fold1 = list(trans), list(trans)
    for i in range(len(trans)):
        if i == 0:
            a = utcoff[0]
            b = utcoff[trans_idx[0]] if len(utcoff) > 1 else a
        else:
            a, b = utcoff[trans_idx[i - 1]], utcoff[trans_idx[i]]
        big, small = (a, b) if a >= b else (b, a)
        fold0[i] += big
        fold1[i] += small
    return [fold0, fold1]


def _local_seconds(dt):
    return ((dt.toordinal() - _EPOCHORDINAL) * 86400 + dt.hour * 3600
            + dt.minute * 60 + dt.second)


# ---- the POSIX TZ rule after the last transition ----

def _days_before_year(year):
    y = year - 1
    return y * 365 + y // 4 - y // 100 + y // 400 - _EPOCHORDINAL


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


_DAYS_BEFORE_MONTH = (-1, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334)
_DAYS_IN_MONTH = (-1, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


class _DayRule:
    # Jn (julian: 1..365, no leap day) or n (0..365)
    __slots__ = ('d', 'julian', 'secs')

    def __init__(self, d, julian, secs):
        if not int(julian) <= d <= 365:
            raise ValueError(f"d must be in [{int(julian)}, 365], not: {d}")
        self.d, self.julian, self.secs = d, julian, secs

    def seconds(self, year):
        d = self.d
        if self.julian and d >= 59 and _is_leap(year):
            d += 1
        return (_days_before_year(year) + d) * 86400 + self.secs


class _MonthRule:
    # Mm.w.d: day d (0 Sunday) of week w (5: the last) of month m
    __slots__ = ('m', 'w', 'd', 'secs')

    def __init__(self, m, w, d, secs):
        if not 1 <= m <= 12:
            raise ValueError("m must be in [1, 12]")
        if not 1 <= w <= 5:
            raise ValueError("w must be in [1, 5]")
        if not 0 <= d <= 6:
            raise ValueError("d must be in [0, 6]")
        self.m, self.w, self.d, self.secs = m, w, d, secs

    def seconds(self, year):
        first = _days_before_year(year) + _DAYS_BEFORE_MONTH[self.m]
        if self.m > 2 and _is_leap(year):
            first += 1
        ndays = _DAYS_IN_MONTH[self.m] + (self.m == 2 and _is_leap(year))
        weekday = (first + _EPOCHORDINAL + 1) % 7      # of day 1, 0 Sunday
        day = (self.d - weekday) % 7 + 1 + (self.w - 1) * 7
        if day > ndays:
            day -= 7
        return (first + day) * 86400 + self.secs


class _Rule:
    # std and dst types, and the yearly start and end of DST (local times)
    __slots__ = ('std', 'dst', 'start', 'end', 'diff')

    def __init__(self, std, stdoff, dst, dstoff, start, end):
        self.diff = dstoff - stdoff
        self.std = _TTInfo(_timedelta(seconds=stdoff), _timedelta(0), std)
        self.dst = _TTInfo(_timedelta(seconds=dstoff), _timedelta(seconds=self.diff), dst)
        self.start, self.end = start, end

    def find(self, ts, year, fold):
        start, end = self.start.seconds(year), self.end.seconds(year)
        if fold == (self.diff >= 0):
            end -= self.diff
        else:
            start += self.diff
        if start < end:
            isdst = start <= ts < end
        else:
            isdst = not (end <= ts < start)
        return self.dst if isdst else self.std

    def find_utc(self, ts, year):
        start = self.start.seconds(year) - self.std.utcoff // _timedelta(seconds=1)
        end = self.end.seconds(year) - self.dst.utcoff // _timedelta(seconds=1)
        if start < end:
            isdst = start <= ts < end
        else:
            isdst = not (end <= ts < start)
        if self.diff > 0:
            lo, hi = end, end + self.diff
        else:
            lo, hi = start, start - self.diff
        return (self.dst if isdst else self.std), lo <= ts < hi


def _scan_name(s, i):
    if s.startswith('<', i):
        j = s.find('>', i)
        if j < 0:
            return None, i
        return s[i + 1:j], j + 1
    j = i
    while j < len(s) and s[j] not in '0123456789:.+-,':
        j += 1
    return s[i:j], j


def _scan_hms(s, i):
    # [+|-]h[h[h]][:mm[:ss]] -> (sign, h, m, s, end) or None
    j, sign = i, 1
    if j < len(s) and s[j] in '+-':
        sign = -1 if s[j] == '-' else 1
        j += 1
    k = j
    while k < len(s) and s[k].isdigit() and k - j < 3:
        k += 1
    if k == j:
        return None
    h, m, sec = int(s[j:k]), 0, 0
    if s.startswith(':', k) and s[k + 1:k + 3].isdigit() and len(s[k + 1:k + 3]) == 2:
        m, k = int(s[k + 1:k + 3]), k + 3
        if s.startswith(':', k) and s[k + 1:k + 3].isdigit() and len(s[k + 1:k + 3]) == 2:
            sec, k = int(s[k + 1:k + 3]), k + 3
    return sign, h, m, sec, k


def _offset(s, i, what, tz):
    got = _scan_hms(s, i)
    if got is None:
        raise ValueError(f"{tz} is not a valid TZ string")
    sign, h, m, sec, end = got
    if h > 24:
        raise ValueError(f"Invalid {what} offset in {tz}")
    # POSIX offsets are west of UTC: +5 is five hours behind
    return -sign * (h * 3600 + m * 60 + sec), end


def _transition(s, tz):
    date, _, time = s.partition('/')
    secs = 7200
    if time:
        got = _scan_hms(time, 0)
        if got is None or got[4] != len(time) or got[1] > 167:
            raise ValueError(f"Invalid TZ string: {tz}")
        sign, h, m, sec, _ = got
        secs = sign * (h * 3600 + m * 60 + sec)
    try:
        if date.startswith('M'):
            parts = date[1:].split('.')
            if (len(parts) != 3 or not all(p.isdigit() for p in parts)
                    or len(parts[0]) > 2 or len(parts[1]) != 1 or len(parts[2]) != 1):
                raise ValueError
            return _MonthRule(int(parts[0]), int(parts[1]), int(parts[2]), secs)
        julian = date.startswith('J')
        return _DayRule(int(date[1:] if julian else date), julian, secs)
    except ValueError:
        raise ValueError(f"Invalid TZ string: {tz}") from None


def _parse_tz(tz):
    head, comma, rest = tz.partition(',')
    std, i = _scan_name(head, 0)
    if not std or (i < len(head) and std is None):
        raise ValueError(f"{tz} is not a valid TZ string")
    stdoff = 0
    dst = None
    if i < len(head):
        stdoff, i = _offset(head, i, 'STD', tz)
        if i < len(head):
            dst, i = _scan_name(head, i)
            if not dst:
                raise ValueError(f"{tz} is not a valid TZ string")
            dstoff = stdoff + 3600
            if i < len(head):
                dstoff, i = _offset(head, i, 'DST', tz)
            if i != len(head):
                raise ValueError(f"{tz} is not a valid TZ string")
    if dst is None:
        if comma:
            raise ValueError(f"Transition rule present without DST: {tz}")
        return _TTInfo(_timedelta(seconds=stdoff), _timedelta(0), std)
    if not comma:
        raise ValueError(f"Missing transition rules: {tz}")
    first, comma2, second = rest.partition(',')
    if not comma2:
        raise ValueError(f"Invalid TZ string: {tz}")
    return _Rule(std, stdoff, dst, dstoff, _transition(first, tz), _transition(second, tz))


# ---- ZoneInfo ----

class ZoneInfo(_tzinfo):
    _cache = {}

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls._cache = {}

    def __new__(cls, key):
        zone = cls._cache.get(key)
        if zone is None:
            zone = cls._cache.setdefault(key, cls._new_instance(key))
            zone._from_cache = True
        return zone

    @classmethod
    def no_cache(cls, key):
        zone = cls._new_instance(key)
        zone._from_cache = False
        return zone

    @classmethod
    def _new_instance(cls, key):
        _check_key(key)
        data = _tzdata(key)
        if data is None:
            raise ZoneInfoNotFoundError(f"No time zone found with key {key}")
        zone = object.__new__(cls)
        zone._key = key
        zone._load(*_parse_text(key, data))
        return zone

    @classmethod
    def from_file(cls, fobj, /, key=None):
        zone = object.__new__(cls)
        zone._key = key
        zone._load(*_parse_tzif(fobj.read()))
        zone._file_repr = repr(fobj)
        zone._from_cache = False
        return zone

    @classmethod
    def clear_cache(cls, *, only_keys=None):
        if only_keys is None:
            cls._cache.clear()
        else:
            for key in only_keys:
                cls._cache.pop(key, None)

    def _load(self, trans_idx, trans, utcoff, isdst, abbr, tz):
        dstoff = _dst_offsets(trans_idx, utcoff, isdst)
        types = [_TTInfo(_timedelta(seconds=u), _timedelta(seconds=d), a)
                 for u, d, a in zip(utcoff, dstoff, abbr)]
        self._trans_utc = trans
        self._trans_wall = _wall_times(trans_idx, trans, utcoff)
        self._ttinfos = [types[i] for i in trans_idx]
        for i, dst in enumerate(isdst):
            if not dst:
                self._before = types[i]
                break
        else:
            self._before = self._ttinfos[0] if self._ttinfos else None
        if tz:
            self._after = _parse_tz(tz)
        elif self._ttinfos:
            self._after = self._ttinfos[-1]
        elif types:
            self._after = types[-1]
        else:
            raise ValueError("No time zone information found.")
        if len(types) > 1 or isinstance(self._after, _Rule):
            self._fixed = False
        else:
            self._fixed = not types or types[0] == self._after

    @property
    def key(self):
        return self._key

    def _find(self, dt):
        if dt is None:
            return self._after if self._fixed else _NONE_TTINFO
        ts = _local_seconds(dt)
        wall = self._trans_wall[dt.fold]
        if wall and ts < wall[0]:
            return self._before
        if not wall or ts > wall[-1]:
            if isinstance(self._after, _Rule):
                return self._after.find(ts, dt.year, dt.fold)
            return self._after
        return self._ttinfos[_bisect(wall, ts) - 1]

    def utcoffset(self, dt):
        return self._find(dt).utcoff

    def dst(self, dt):
        return self._find(dt).dstoff

    def tzname(self, dt):
        return self._find(dt).tzname

    def fromutc(self, dt):
        if not isinstance(dt, _datetime):
            raise TypeError("fromutc() requires a datetime argument")
        if dt.tzinfo is not self:
            raise ValueError("dt.tzinfo is not self")
        ts = _local_seconds(dt)
        trans = self._trans_utc
        n = len(trans)
        fold = False
        if n and ts < trans[0]:
            tti = self._before
        elif not n or ts > trans[-1]:
            after = self._after
            if isinstance(after, _Rule):
                tti, fold = after.find_utc(ts, dt.year)
            else:
                tti = after
            if n:
                prev = self._ttinfos[-2] if n > 1 else self._before
                shift = (prev.utcoff - tti.utcoff) // _timedelta(seconds=1)
                if shift > 0 and ts < trans[-1] + shift:
                    fold = True
        else:
            i = _bisect(trans, ts)
            if i >= 2:
                prev, tti = self._ttinfos[i - 2], self._ttinfos[i - 1]
            else:
                prev, tti = self._before, self._ttinfos[0]
            shift = (prev.utcoff - tti.utcoff) // _timedelta(seconds=1)
            fold = shift > ts - trans[i - 1]
        dt += tti.utcoff
        return dt.replace(fold=1) if fold else dt

    def __str__(self):
        if self._key is not None:
            return str(self._key)
        return repr(self)

    def __repr__(self):
        name = 'zoneinfo.ZoneInfo' if type(self) is ZoneInfo else type(self).__name__
        if self._key is not None:
            return f"{name}(key={self._key!r})"
        return f"{name}.from_file({self._file_repr})"

    def __reduce__(self):
        return (type(self)._unpickle, (self._key, self._from_cache))

    @classmethod
    def _unpickle(cls, key, from_cache, /):
        return cls(key) if from_cache else cls.no_cache(key)


ZoneInfo.__module__ = 'zoneinfo'
