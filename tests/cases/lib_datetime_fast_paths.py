# datetime's native fast paths (timedelta's all-int arguments, datetime
# arithmetic on ticks, astimezone to a fixed offset, replace, tzinfo given
# positionally) against the general paths: ranges, overflows, subclasses,
# bools, floats and binding errors.
from datetime import datetime, timedelta, timezone, date, time
import itertools
zs = [timezone.utc, timezone(timedelta(hours=-5)), timezone(timedelta(hours=14), 'X'), timezone.min, timezone.max]
cases = [datetime.min, datetime.max, datetime(2026, 3, 29, 1, 30), datetime(1, 1, 1, 5), datetime(9999, 12, 31, 20)]
for d, z1, z2 in itertools.product(cases, zs, zs):
    for dd in (d, d.replace(tzinfo=z1), d.replace(tzinfo=z1, fold=1)):
        try:
            r = dd.astimezone(z2)
            print(repr(r), r.fold, r.tzinfo is z2)
        except Exception as e:
            print(type(e).__name__, e)
class D(datetime): pass
r = D(2026, 1, 1, tzinfo=timezone.utc).astimezone(zs[1]); print(type(r).__name__, r)
for a in [(1,), (0, 1), (0, 0, 1), (1, 2, 3, 4, 5, 6, 7), (True,), (-1,), (10**9,), (999999999,), (-999999999, -1), (0.5,), (1, 0.1)]:
    try: print(repr(timedelta(*a)))
    except Exception as e: print(type(e).__name__, e)
for k in [dict(weeks=2), dict(hours=-3, minutes=5), dict(seconds=10**17), dict(days=True), dict(foo=1), dict(days=1, x=2), dict(microseconds=-1), dict(milliseconds=1.5)]:
    try: print(repr(timedelta(**k)))
    except Exception as e: print(type(e).__name__, e)
try: timedelta(1, days=2)
except Exception as e: print(type(e).__name__, e)
try: timedelta(1, 2, 3, 4, 5, 6, 7, 8)
except Exception as e: print(type(e).__name__, e)
print(repr(datetime(2026, 1, 2, 3, 4, 5, 6, timezone.utc)), repr(datetime(2026, 1, 2, 3, 4, 5, 6, None)))
for bad in [(2026, 1, 2, 3, 4, 5, 6, 7), (2026, 13, 1, 0, 0, 0, 0, None), (2026, 1, 1, 0, 0, 0, 0, None, 1)]:
    try: print(datetime(*bad))
    except Exception as e: print(type(e).__name__, e)
d = datetime(2026, 5, 6, 7, 8, 9, 10)
for kw in [dict(tzinfo=timezone.utc), dict(hour=23), dict(fold=1), dict(year=2024, month=2, day=29), dict(day=31, month=4), dict(hour=1.5), dict(tzinfo=3)]:
    try: r = d.replace(**kw); print(repr(r), r.fold)
    except Exception as e: print(type(e).__name__, e)
print(repr(D(2026, 1, 1).replace(hour=3)), repr(datetime.max - timedelta(microseconds=1)), repr(datetime.min + timedelta(days=1, microseconds=7)))
try: datetime.max + timedelta(microseconds=1)
except Exception as e: print(type(e).__name__, e)
print(datetime(2026,1,1) - datetime(2025,1,1,12,0,0,1), (datetime(2026,1,1,tzinfo=zs[1]) - datetime(2026,1,1,tzinfo=zs[2])))
for big in (dict(seconds=2**62), dict(weeks=-(2**40)), dict(microseconds=2**61), dict(days=999999999, hours=23)):
    try: print(repr(timedelta(**big)))
    except OverflowError as e: print(e)
try: timedelta(days=10**9)
except OverflowError as e: print(e)
