# timedelta normalisation and arithmetic, date/datetime arithmetic,
# comparisons across kinds and time zones, timestamps, replace, combine.
from datetime import datetime, date, time, timedelta, timezone, tzinfo, MINYEAR, MAXYEAR
import datetime as dtmod

tds = [timedelta(), timedelta(1), timedelta(-1), timedelta(seconds=-1), timedelta(microseconds=-1),
       timedelta(weeks=1, days=-2, hours=25, minutes=61, seconds=61, milliseconds=1001,
                 microseconds=1001),
       timedelta(days=1.5), timedelta(hours=-0.25), timedelta(seconds=2.5e-6),
       timedelta(seconds=3.5e-6), timedelta(minutes=1 / 3), timedelta.max, timedelta.min]
for t in tds:
    print(repr(t), str(t), t.days, t.seconds, t.microseconds, t.total_seconds(), not t)
a, b = timedelta(hours=5, minutes=3), timedelta(minutes=-7, seconds=11)
print(a + b, a - b, -a, +a, a * 3, 3 * a, a * 0.5, a / 4, a / b, a // b, a // 7, a % b)
print(a > b, a == timedelta(seconds=18180), a != b, a <= a)
for bad in [lambda: timedelta(days=1e10), lambda: timedelta.max + timedelta(1),
            lambda: timedelta("1"), lambda: date.max + timedelta(1)]:
    try:
        print(bad())
    except (TypeError, OverflowError) as e:
        print(type(e).__name__, e)
print(a == 5, timedelta(0) == timedelta(microseconds=0))
d = date(2024, 2, 28)
print(d + timedelta(days=2), d - timedelta(days=59), d - date(2023, 2, 28), d.toordinal(),
      date.fromordinal(738000), d.replace(day=1), d.ctime(), d.weekday(), d.isoweekday())
print(date(2024, 1, 1) < date(2024, 1, 2), date(2024, 1, 1) == date(2024, 1, 1), date.min, date.max,
      date.resolution, MINYEAR, MAXYEAR)
print(d.year, d.month, d.day, d.isocalendar().week, d.isocalendar()[0], d.timetuple().tm_yday)
dt = datetime(2024, 12, 31, 23, 59, 59, 999999)
print(dt + timedelta(microseconds=1), dt - timedelta(days=366), dt - datetime(2000, 1, 1),
      repr(dt.date()), repr(dt.time()), dt.ctime(), dt.timestamp())
print(repr(datetime.fromtimestamp(0)), repr(datetime.fromtimestamp(1e9 + 0.25, timezone.utc)),
      repr(datetime.utcfromtimestamp(-86400.5)), repr(date.fromtimestamp(1700000000)))
ist = timezone(timedelta(hours=5, minutes=30))
pst = timezone(timedelta(hours=-8), "PST")
x = datetime(2024, 6, 1, 12, 0, tzinfo=ist)
y = datetime(2024, 5, 31, 22, 30, tzinfo=pst)
print(x == y.astimezone(ist), x - y, x < y, x.astimezone(pst), repr(x.astimezone(timezone.utc)),
      x.utcoffset(), x.tzname(), y.tzname(), x.dst(), str(ist), repr(pst), x.timestamp())
print(repr(x.timetz()), x.time(), repr(datetime.combine(date(2024, 1, 1), time(5, tzinfo=pst))))
print(repr(timezone.min), repr(timezone.max), timezone.utc == timezone(timedelta(0)),
      repr(timezone(timedelta(0))), dtmod.UTC is timezone.utc)
naive = datetime(2024, 6, 1, 12, 0)
print(naive == x, naive != x, naive == naive.date(), naive.date() == date(2024, 6, 1))
for bad in [lambda: naive < x, lambda: naive - x, lambda: naive < naive.date(),
            lambda: date(2024, 1, 1) < naive, lambda: datetime(2024, 1, 1, 24),
            lambda: datetime(0, 1, 1), lambda: date(2024, 13, 1), lambda: time(12, 60),
            lambda: time(microsecond=10 ** 6), lambda: datetime(2024, 1, 1, tzinfo=5),
            lambda: timezone(timedelta(hours=24)), lambda: timezone(5),
            lambda: date(2024.0, 1, 1),
            lambda: datetime.combine(1, time()), lambda: date.fromordinal(0),
            lambda: datetime.fromtimestamp(1e20), lambda: datetime.fromtimestamp(1e15)]:
    try:
        print(bad())
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)
print(repr(naive.replace(tzinfo=timezone.utc)), repr(x.replace(tzinfo=None)),
      repr(x.replace(hour=1, fold=1)))
t1, t2 = time(10, 0, tzinfo=ist), time(4, 30, tzinfo=timezone.utc)
print(t1 == t2, t1 < time(5, tzinfo=timezone.utc), time(1) < time(2), time(1) == time(1, tzinfo=ist),
      t1.utcoffset(), repr(time.min), repr(time.max), repr(time.resolution), time(0).replace(minute=5))
print(repr(datetime.min), repr(datetime.max), repr(datetime.resolution))


class UTC2(tzinfo):
    def utcoffset(self, dt):
        return timedelta(hours=2)

    def tzname(self, dt):
        return "U2"

    def dst(self, dt):
        return timedelta(0)


z = datetime(2024, 1, 1, 0, 0, tzinfo=UTC2())
print(z.isoformat(), z.tzname(), z.strftime("%z %Z"), z - datetime(2024, 1, 1, tzinfo=timezone.utc),
      z.astimezone(timezone.utc))


class MyDate(date):
    def tomorrow(self):
        return self + timedelta(1)


m = MyDate(2024, 1, 31)
print(repr(m), type(m.tomorrow()).__name__, m.tomorrow(), isinstance(m, date), repr(m.replace(day=2)))
