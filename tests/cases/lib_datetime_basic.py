from datetime import datetime, date, time, timedelta, timezone
import datetime as dt
d = datetime(2024, 1, 2, 3, 4, 5)
print(repr(d), d, d.isoformat(), d.weekday(), d.isoweekday(), d.isocalendar())
print(repr(timedelta(days=1, seconds=3600)), timedelta(days=-1, seconds=5), timedelta(0), repr(timedelta()))
print(d + timedelta(hours=30), d - datetime(2023, 12, 25), date(2024, 3, 1) - date(2024, 2, 1))
print(d.strftime("%a %A %w %d %b %B %m %y %Y %H %I %p %M %S %f %z %Z %j %U %W %c %x %X %% %G %u %V"))
print(f"{d:%Y/%m/%d}", f"{d.date():%d.%m}", repr(d.date()), repr(d.time()))
a = datetime(2024, 1, 2, 3, 4, 5, tzinfo=timezone.utc)
print(repr(a), a, a.timestamp(), a.astimezone(timezone(timedelta(hours=5, minutes=30))))
print(repr(timezone(timedelta(hours=-3))), timezone(timedelta(hours=-3)), repr(timezone.utc))
print(datetime.fromisoformat("2024-01-02T03:04:05.123+01:00"))
print(repr(datetime.fromisoformat("20240102T030405Z")))
print(datetime.strptime("2024-01-02 03:04:05", "%Y-%m-%d %H:%M:%S"))
print(repr(datetime.strptime("Tue Jan  2 03:04:05 2024 +0200", "%c %z")))
print(datetime.fromtimestamp(1700000000.5), datetime.utcfromtimestamp(0))
print(datetime.combine(date(2020, 5, 6), time(7, 8)), dt.MAXYEAR, datetime.min, datetime.max, date.resolution)
print(d.replace(year=2000))
print(d.timetuple())
try:
    a < d
except TypeError as e:
    print(e)
try:
    a - d
except TypeError as e:
    print(e)
print(a == d, d == d.date())
try:
    d < d.date()
except TypeError as e:
    print(e)
print(timedelta(hours=1.5) * 2.5, timedelta(days=1) / 3, timedelta(days=1) // timedelta(hours=7), timedelta(seconds=0.0000015))
try:
    datetime(2024, 2, 30)
except ValueError as e:
    print(e)
try:
    datetime.strptime("2024", "%Y-%m")
except ValueError as e:
    print(e)
try:
    date.fromisoformat("2024-1-2")
except ValueError as e:
    print(e)
print(type(d).__name__, isinstance(d, date), str(time(1, 2, 3, 4)), repr(time(1,2,3,4, tzinfo=timezone.utc)))
