# datetime edge behaviour of CPython's C module, found by
# tools/datetime_diff.py: fromisoformat's byte-level quirks, argument
# conversion order, repr order of fold and tzinfo, offset comparisons,
# timestamps and local time on the first day, strptime's %Z name.
from datetime import date, datetime, time, timedelta, timezone


def t(f):
    try:
        r = f()
        print(repr(r))
    except Exception as e:
        print(type(e).__name__, e)


for s in ['20210305ab', '2021W053ab', '2021-W05xy', '0000-W01-1', '9999-W52-7', '0000-01-01',
          '2021-W05', '2020-W53-7', '2021-W53', '5701-32-03', '2021-03-05\u00e9']:
    t(lambda: date.fromisoformat(s))
for s in ['2021-03-05T24:00', '2021-03-05T10:15:30.', '2021-03-05T10+24:00', '2021-03-05T1015',
          '2021-03-05T10:15:30.1234567', '2021-03-05T10:15:30,5+05', '2021-03-05 10:15Z',
          '2021-03-05T10:15Zx', '2021-W05-3T10', '2021W053T10:00', '0000-W01-1T00',
          '2021-03-05T10\u00e9', '2021-03-05T10:15x+01:00', '2021-03-05T10:15:30:5']:
    t(lambda: datetime.fromisoformat(s))
for s in ['2021051-01', '20210305', '10:15x+01:00', '10:15+2400', 'T10:15', '10:00+00:00:00.5',
          '10:15:30-0530', '10:15:30.5Z', '1']:
    t(lambda: time.fromisoformat(s))
t(lambda: date(2 ** 31, 1, 1))
t(lambda: date(-2 ** 31 - 1, 1, 1))
t(lambda: date(2020))
t(lambda: date(2020, 1, None))
t(lambda: datetime(2020, 13, 1, 'x'))
t(lambda: datetime(2020, 1, 1, fold=1.0))
t(lambda: datetime(2020, 1, 1).replace(month=-1, hour=33, fold=2))
t(lambda: date(2020, 1, 1).replace(year=None))
t(lambda: time(3, tzinfo=timezone.utc, fold=1))
t(lambda: datetime(2020, 1, 1, 3, tzinfo=timezone.utc, fold=1))
t(lambda: time(0, 0, 0, tzinfo=timezone(timedelta(seconds=30))) == time(tzinfo=timezone.utc))
t(lambda: time(0, 0, 0, 1, tzinfo=timezone(timedelta(microseconds=1))) == time(tzinfo=timezone.utc))
t(lambda: time(1) < time(1, tzinfo=timezone.utc))
t(lambda: datetime(2020, 1, 1) < date(2020, 1, 1))
t(lambda: datetime(2020, 1, 2, 5) - date(2020, 1, 1))
t(lambda: datetime(1, 1, 1, 23, 59).astimezone())
t(lambda: datetime(1, 1, 2).astimezone())
t(lambda: datetime(2020, 1, 1).astimezone())
t(lambda: datetime(1, 1, 1, 23, 59).timestamp())
t(lambda: datetime(9999, 12, 31, 23, 59, 59, 999999).timestamp())
t(lambda: datetime.fromtimestamp(-62135596800, None))
t(lambda: datetime.fromtimestamp(float('nan')))
t(lambda: datetime.fromtimestamp(float('inf')))
t(lambda: datetime.fromtimestamp(1e17, timezone.utc))
t(lambda: datetime.fromtimestamp(1e12, timezone.utc))
t(lambda: date.fromtimestamp(-1e-7))
t(lambda: datetime.strptime('+0100 UTC', '%z %Z'))
t(lambda: datetime.strptime('02/30', '%m/%d'))
t(lambda: datetime.strptime('x', '% %x'))
t(lambda: datetime.strptime('bbFebruary', '%Zb%Zb%B'))
t(lambda: datetime.strptime(None, '%Y'))
t(lambda: datetime(2020, 1, 1).isoformat('ab'))
t(lambda: timezone(timedelta(0), None))
t(lambda: datetime.combine(None, None))
t(lambda: date(2020, 1, 1).__format__(5))
t(lambda: date.fromisocalendar(2916, 27, 8))
t(lambda: timedelta(days=float('inf')))
t(lambda: timedelta(microseconds=0.5) + timedelta(microseconds=1.5, seconds=1e-7))
t(lambda: [timedelta(microseconds=x) for x in (0.5, 1.5, 2.5, -0.5, -1.5, 1e-7 * 5)])
t(lambda: timedelta(1) / 0)
t(lambda: timedelta(1) % timedelta(0))
t(lambda: timedelta(1) * float('nan'))
t(lambda: datetime(9999, 12, 31).isocalendar())
t(lambda: date(2021, 1, 3).isocalendar())
