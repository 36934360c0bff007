import operator as O
from datetime import datetime, timedelta, timezone, date
utc = timezone.utc
e5 = timezone(timedelta(hours=-5))
odd = timezone(timedelta(hours=5, minutes=30, seconds=7, microseconds=12))
odd2 = timezone(-timedelta(hours=23, minutes=59, seconds=59, microseconds=999999))
vals = [datetime(1,1,1), datetime(9999,12,31,23,59,59,999999), datetime(2024,2,29,12,0,0,1),
        datetime(2024,2,29,12,0,0,1, tzinfo=utc), datetime(2024,2,29,12,0,0,1, tzinfo=e5),
        datetime(2024,2,29,7,0,0,1, tzinfo=e5), datetime(2024,2,29,12,0,0,1, fold=1),
        datetime(2000,1,1, tzinfo=odd), datetime(2000,1,1, tzinfo=odd2), datetime(1,1,1,tzinfo=utc),
        datetime(9999,12,31,23,59,59,999999, tzinfo=utc), datetime(1,1,1,23,tzinfo=odd2)]
class Sub(datetime): pass
vals.append(Sub(2024,2,29,12,0,0,1, tzinfo=utc))
vals.append(date(2024,2,29))
for a in vals:
    print(repr(a), str(a), [hash(a) == hash(b) for b in vals if a == b])
    if isinstance(a, datetime):
        print(a.isoformat(), a.isoformat(' '), a.isoformat('\u00e9'), a.isoformat(timespec='auto'), a.date(), type(a.date()), hash(a.date()) == hash(date(a.year, a.month, a.day)))
        for tz in (utc, e5, odd, odd2):
            try: r = a.astimezone(tz); print(' az', repr(r), r.fold)
            except Exception as ex: print(' az', type(ex).__name__, ex)
    for b in vals:
        for op in (O.lt, O.le, O.gt, O.ge, O.eq, O.ne):
            try: r = op(a, b)
            except Exception as ex: r = type(ex).__name__ + str(ex)
            print(r, end=' ')
        print()
print(sorted(v for v in vals if isinstance(v, datetime) and v.tzinfo is None))
for s in ['2026-01-01T00:00:00+00:00', '2026-01-01T05:06:07.123456-05:00', '2026-01-01', '2026-01-01 10:11:12Z',
          '0001-01-01T00:00:00+01:00', '9999-12-31T23:59:59.999999-01:00', '2026-02-29T00:00', '2024-02-29T23:59:59,5']:
    try: r = datetime.fromisoformat(s); print(repr(r), r.fold)
    except Exception as ex: print(type(ex).__name__, ex)
    try: r = Sub.fromisoformat(s); print(repr(r))
    except Exception as ex: print(type(ex).__name__, ex)
print({date(2024,1,1): 1, datetime(2024,1,1): 2})
print(datetime(2024,1,1) == date(2024,1,1), datetime(2024,1,1,tzinfo=utc) == datetime(2024,1,1))
# subclasses keep their type through + and - (the Python path)
s = Sub(2024, 2, 29, 23, 59, tzinfo=e5)
for r in (s + timedelta(minutes=1), s - timedelta(days=1), timedelta(1) + s):
    print(type(r).__name__, repr(r))
print(type(Sub.fromisoformat('2024-02-29T10:00:00+00:00')).__name__)
# ranges: + and astimezone at the ends
for f in (lambda: datetime.max + timedelta(microseconds=1), lambda: datetime.min - timedelta(microseconds=1),
          lambda: datetime(1, 1, 1, tzinfo=utc).astimezone(e5),
          lambda: datetime(9999, 12, 31, 23, tzinfo=e5).astimezone(utc),
          lambda: datetime(9999, 12, 31, 22, tzinfo=e5).astimezone(odd),
          lambda: timedelta.max + timedelta(1), lambda: -timedelta.max - timedelta(1),
          lambda: timedelta(days=999999999) * 2, lambda: timedelta(microseconds=-1) // 3):
    try: print(repr(f()))
    except Exception as ex: print(type(ex).__name__, ex)
# hashes agree where values are equal
a1 = datetime(2024, 1, 1, 12, tzinfo=utc)
a2 = datetime(2024, 1, 1, 7, tzinfo=e5)
print(a1 == a2, hash(a1) == hash(a2), hash(a1) == hash(a1.replace(fold=1)))
print(hash(timedelta(hours=5)) == hash(timedelta(seconds=18000)))
# dates: == and < with subclasses and datetimes
class SubD(date): pass
for x, y in ((date(2024, 1, 2), date(2024, 1, 2)), (date(2024, 1, 2), SubD(2024, 1, 2)),
             (SubD(2023, 12, 31), date(2024, 1, 1)), (date(2024, 3, 1), date(2024, 2, 29)),
             (date(2024, 1, 1), datetime(2024, 1, 1))):
    out = []
    for op in (O.lt, O.le, O.gt, O.ge, O.eq, O.ne):
        try: out.append(op(x, y))
        except TypeError as ex: out.append(str(ex))
    print(out)
print(sorted([date(2024, 3, 1), date(2023, 12, 31), date(2024, 2, 29), date(2024, 1, 31)]))
# isoformat: sep kinds, timespec, the fast path's neighbours
class S(str): pass
d0 = datetime(2024, 5, 6, 7, 8, 9, 10, tzinfo=odd)
print(d0.isoformat(S('_')), d0.isoformat(timespec='seconds'), d0.isoformat('\U0001f600'))
for bad in (('TT',), (5,), ('T', 'nope')):
    try: print(d0.isoformat(*bad))
    except Exception as ex: print(type(ex).__name__, ex)
# strptime: a format read twice, and its errors twice
for k in range(2):
    print(datetime.strptime('2024-02-29 10:11', '%Y-%m-%d %H:%M'))
    for data, fmt in (('2024', '%Q'), ('2024', '%Y%'), ('x', '%Y'), ('2023-02-29', '%Y-%m-%d')):
        try: print(datetime.strptime(data, fmt))
        except ValueError as ex: print('ValueError', ex)
print([datetime.strptime(str(k), '%d').day for k in range(1, 4)] + [datetime.strptime('7', '%m').month])
# strftime: formats with and without the %z, %Z, %f texts
for fmt in ('%a %d %b %Y %H:%M', '%%z %z|%Z|%f %%f', '%Y%%f', '100%', '%-%Z', 'z Z f', '%%%z'):
    print(repr(d0.strftime(fmt)), repr(datetime(2024, 1, 2, 3, 4, 5, 6).strftime(fmt)))
# timedelta results: the C-made ones and the range's ends
for f in (lambda: timedelta(seconds=-1), lambda: timedelta(microseconds=-86400000001),
          lambda: timedelta(days=-999999999), lambda: timedelta(days=999999999, hours=24),
          lambda: datetime(2024, 1, 1) - datetime(1, 1, 1), lambda: datetime(1, 1, 1) - datetime(9999, 12, 31),
          lambda: timedelta(3) + timedelta(microseconds=-5), lambda: -timedelta.max):
    try: r = f(); print(repr(r), r.days, r.seconds, r.microseconds, str(r))
    except Exception as ex: print(type(ex).__name__, ex)
