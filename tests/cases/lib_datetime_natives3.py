# fromisoformat, astimezone and date() take native paths for the
# library's datetime (naive or UTC texts, two fixed offsets); subclasses,
# other offsets, user tzinfos and the range ends run the Python code.
# Expected output from CPython.
from datetime import date, datetime, timedelta, timezone, tzinfo

utc = timezone.utc
est = timezone(timedelta(hours=-5))
far = timezone(timedelta(hours=23, minutes=59))


def show(label, f):
    try:
        r = f()
        print(label, type(r).__name__, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)


class DT(datetime):
    pass


for s in ('2026-03-01T12:30:45.123456+00:00', '2026-03-01T12:30:45Z', '2026-03-01 12:30',
          '2026-03-01T12:30:45-00:00', '2026-03-01T12:30:45+05:30', '2026-03-01',
          '2026-03-01T24:00:00', '2026-02-30T00:00', '2026-03-01T12:30:45.1234567+00:00',
          '0001-01-01T00:00:00+00:00', '9999-12-31T23:59:59.999999Z', '2026-03-01T12:30:45+00:00:01'):
    show(s, lambda: datetime.fromisoformat(s))
    show('DT ' + s, lambda: DT.fromisoformat(s))
print(datetime.fromisoformat('2026-03-01T00:00Z').tzinfo is utc)
show('not str', lambda: datetime.fromisoformat(5))

a = datetime(2026, 3, 1, 12, tzinfo=utc)
print(a.astimezone(est), a.astimezone(far), a.astimezone(utc) is a, a.astimezone(est).tzinfo is est)
print(a.astimezone(est).astimezone(utc) == a, a.astimezone(est).fold)
show('min east', lambda: datetime(1, 1, 1, tzinfo=utc).astimezone(est))
show('max west', lambda: datetime(9999, 12, 31, 23, tzinfo=utc).astimezone(far))
show('min at far', lambda: datetime(1, 1, 1, 23, 59, tzinfo=far).astimezone(utc))
show('naive', lambda: datetime(2026, 3, 1).astimezone(est))
show('bad tz', lambda: a.astimezone(5))
show('sub', lambda: DT(2026, 3, 1, tzinfo=utc).astimezone(est))


class Zone(tzinfo):
    def utcoffset(self, dt):
        return timedelta(hours=2)

    def dst(self, dt):
        return None

    def tzname(self, dt):
        return 'Z2'


show('user tz', lambda: a.astimezone(Zone()))
show('from user tz', lambda: datetime(2026, 3, 1, tzinfo=Zone()).astimezone(est))
for d in (a.date(), datetime(2026, 3, 1).date(), DT(2026, 3, 1, 5).date(), datetime.max.date()):
    print(type(d).__name__, d, repr(d), d == date(d.year, d.month, d.day), hash(d) == hash(date(d.year, d.month, d.day)))


class Odd(tzinfo):
    calls = 0

    def utcoffset(self, dt):
        return timedelta(hours=1)

    def dst(self, dt):
        Odd.calls += 1
        return timedelta(0) if Odd.calls == 1 else None


class NoOff(tzinfo):
    def utcoffset(self, dt):
        return None


odd = Odd()
show('fromutc int', lambda: odd.fromutc(5))
show('fromutc other', lambda: odd.fromutc(datetime(2020, 1, 1)))
show('fromutc odd', lambda: odd.fromutc(datetime(2020, 1, 1, tzinfo=odd)))
n = NoOff()
show('fromutc none', lambda: n.fromutc(datetime(2020, 1, 1, tzinfo=n)))
