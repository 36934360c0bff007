# hash() of date, time, datetime, timedelta and timezone as CPython 3.11
# computes them (a naive value hashes its packed bytes, an aware one the
# timedelta of its UTC moment, a timedelta its (days, seconds,
# microseconds)), so sets and dicts of them iterate in CPython's order.
import datetime as dt
from zoneinfo import ZoneInfo
vals = [dt.date(2024, 1, 5), dt.date(1, 1, 1), dt.date(9999, 12, 31),
        dt.datetime(2024, 1, 5, 10, 20, 30, 123456), dt.datetime(2024, 1, 5, 10, 20, 30, 123456, fold=1),
        dt.datetime(1, 1, 1), dt.datetime(9999, 12, 31, 23, 59, 59, 999999),
        dt.time(10, 20, 30), dt.time(0), dt.time(23, 59, 59, 999999), dt.time(1, 2, 3, 4, fold=1),
        dt.timedelta(days=1, seconds=5), dt.timedelta(0), dt.timedelta(microseconds=-1), dt.timedelta(days=-3, hours=5),
        dt.timedelta(days=999999999), dt.datetime(2024, 1, 5, 10, tzinfo=dt.timezone.utc),
        dt.datetime(2024, 1, 5, 10, tzinfo=dt.timezone(dt.timedelta(hours=5, minutes=30))),
        dt.datetime(2024, 11, 3, 1, 30, tzinfo=ZoneInfo("America/New_York")),
        dt.datetime(2024, 11, 3, 1, 30, fold=1, tzinfo=ZoneInfo("America/New_York")),
        dt.time(10, 20, tzinfo=dt.timezone(dt.timedelta(hours=-2))), dt.time(1, tzinfo=dt.timezone(dt.timedelta(hours=3))),
        dt.timezone.utc, dt.timezone(dt.timedelta(hours=-8), "PST")]
for v in vals:
    print(repr(v), hash(v))
print(hash(dt.datetime(2024, 1, 5, 5, 0, tzinfo=dt.timezone.utc)) == hash(dt.datetime(2024, 1, 5, 10, 30, tzinfo=dt.timezone(dt.timedelta(hours=5, minutes=30)))))
print({dt.date(2024, 1, d) for d in (1, 5, 9, 20, 31)}, {dt.timedelta(minutes=m) for m in (1, 5, 90)})
print(set(dt.datetime(2024, 3, d, h) for d in (1, 2) for h in (0, 12)))
