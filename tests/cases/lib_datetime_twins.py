# The special methods datetime.c answers natively (date/datetime hash and
# ==, datetime orderings, datetime +/- timedelta, datetime - datetime,
# timedelta +/-): their plain cases and every case that must still run
# the Python methods (subclasses, overrides, other operand types, zones,
# range ends).  Expected output from CPython.
from datetime import date, datetime, time, timedelta, timezone, tzinfo

utc = timezone.utc
est = timezone(timedelta(hours=-5))


def show(label, f):
    try:
        r = f()
        print(label, type(r).__name__, r)
    except Exception as e:
        print(label, type(e).__name__, e)


# dict keys: dates, datetimes, subclasses, zones
d1, d2 = date(2024, 2, 29), date(2024, 2, 29)
counts = {}
for d in (d1, d2, date(2024, 3, 1), d1):
    counts[d] = counts.get(d, 0) + 1
print(sorted(counts.items()))
print(hash(d1) == hash(d2), d1 == d2, d1 is d2, d1 != d2, d1 < date(2024, 3, 1))


class D(date):
    pass


class Loud(date):
    def __eq__(self, other):
        print('Loud.__eq__', type(other).__name__)
        return NotImplemented

    def __hash__(self):
        print('Loud.__hash__')
        return 7


sub = D(2024, 2, 29)
print(sub == d1, d1 == sub, hash(sub) == hash(d1), {d1: 1}.get(sub), {sub: 2}.get(d1))
loud = Loud(2024, 2, 29)
print(hash(loud), d1 == loud, loud == d1, loud != d1, d1 != loud)
print({loud: 'x'}.get(loud), {loud: 'x'}.get(d1))
m = {d1: 'date'}
m[datetime(2024, 2, 29)] = 'datetime'
print(len(m), m[d1], date(2024, 2, 29) == datetime(2024, 2, 29))
show('date<datetime', lambda: date(2024, 1, 1) < datetime(2024, 1, 2))
show('datetime<date', lambda: datetime(2024, 1, 1) < date(2024, 1, 2))
show('date<int', lambda: date(2024, 1, 1) < 5)
print(date(2024, 1, 1) == 5, date(2024, 1, 1) != 'x')

# datetimes: naive, aware, mixed, folds
a = datetime(2026, 3, 1, 12, 0, tzinfo=utc)
b = datetime(2026, 3, 1, 7, 0, tzinfo=est)
print(a == b, hash(a) == hash(b), a < b, a <= b, a > b, a >= b, a != b)
n1, n2 = datetime(2026, 3, 1, 12), datetime(2026, 3, 1, 12, fold=1)
print(n1 == n2, hash(n1) == hash(n2), n1 < n2, n1 >= n2)
print(n1 == a, n1 != a)
for label, f in (('naive<aware', lambda: n1 < a), ('aware>=naive', lambda: a >= n1),
                 ('naive-aware', lambda: n1 - a), ('aware-naive', lambda: a - n1)):
    show(label, f)
print(a - b, b - a, a - a, type(a - b).__name__)
print(sorted([a, b, datetime(2026, 3, 1, 6, tzinfo=est), datetime(2026, 1, 1, tzinfo=utc)]))
few = [datetime(2020, 1, k) for k in (5, 3, 9, 1, 7)]
print(min(few), max(few), sorted(few)[1])
stamps = {}
for t in (a, b, datetime(2026, 3, 1, 13, tzinfo=utc), a.astimezone(est)):
    stamps[t] = stamps.get(t, 0) + 1
print(sorted(stamps.values()), len(stamps))


class Zone(tzinfo):
    def __init__(self, h):
        self.h = h

    def utcoffset(self, dt):
        return timedelta(hours=self.h)

    def dst(self, dt):
        return None

    def tzname(self, dt):
        return 'Z%+d' % self.h


z1, z2 = Zone(1), Zone(1)
p, q = datetime(2026, 5, 5, 10, tzinfo=z1), datetime(2026, 5, 5, 10, tzinfo=z2)
print(p == q, p < q, hash(p) == hash(q), p - q, p + timedelta(hours=1), (p - a))


class DT(datetime):
    pass


class Eq(datetime):
    def __eq__(self, other):
        return 'Eq.__eq__'

    __hash__ = datetime.__hash__

    def __lt__(self, other):
        return 'Eq.__lt__'


s = DT(2026, 3, 1, 12, tzinfo=utc)
e = Eq(2026, 3, 1, 12, tzinfo=utc)
print(type(s + timedelta(1)).__name__, type(s - timedelta(1)).__name__, type(timedelta(1) + s).__name__)
print(s == a, a == s, s < a, a <= s, a == e, e == a, a < e, e < a, a > e)
print({a: 1}.get(e), {e: 2}.get(a), {s: 3}.get(a))
show('dt+int', lambda: a + 1)
show('int+dt', lambda: 1 + a)
show('dt-str', lambda: a - 'x')
show('dt+dt', lambda: a + a)
show('td-dt', lambda: timedelta(1) - a)

# range ends: overflow errors come from the Python methods
show('max+1us', lambda: datetime.max + timedelta(microseconds=1))
show('min-1us', lambda: datetime.min - timedelta(microseconds=1))
show('min+-1', lambda: datetime.min + timedelta(-1))
show('aware max+', lambda: datetime.max.replace(tzinfo=utc) + timedelta(days=1))
show('max-min', lambda: datetime.max - datetime.min)
show('min-max', lambda: datetime.min - datetime.max)
show('dt+tdmax', lambda: datetime(2000, 1, 1) + timedelta.max)
show('dt-tdmin', lambda: datetime(2000, 1, 1) - timedelta.min)
show('tdmax+1', lambda: timedelta.max + timedelta(microseconds=1))
show('tdmin-1', lambda: timedelta.min - timedelta(microseconds=1))
show('tdmax+tdmin', lambda: timedelta.max + timedelta.min)
show('tdmax-tdmax', lambda: timedelta.max - timedelta.max)
show('td big', lambda: timedelta(days=999999999) + timedelta(days=-1))
show('td+int', lambda: timedelta(1) + 1)
show('td-float', lambda: timedelta(1) - 1.5)


class TD(timedelta):
    pass


print(type(TD(1) + timedelta(1)).__name__, type(timedelta(1) + TD(1)).__name__,
      type(TD(1) - TD(1)).__name__, type(a + TD(hours=1)).__name__, a + TD(hours=1))
span = timedelta(0)
for k in range(5):
    span += datetime(2026, 1, 1 + k, tzinfo=utc) - datetime(2026, 1, 1, tzinfo=utc)
print(span, repr(span), span.days, span.seconds, span.microseconds, span == timedelta(10))
print(datetime(2026, 1, 1) + timedelta(microseconds=-1), date(2026, 1, 1) + timedelta(1))
print(hash(datetime(2026, 1, 1, tzinfo=utc)) == hash(datetime(2025, 12, 31, 19, tzinfo=est)))
print(hash(datetime(1, 1, 1, tzinfo=timezone(timedelta(hours=5)))) ==
      hash(datetime(1, 1, 1, tzinfo=timezone(timedelta(hours=5)))))

# orderings of dates and timedeltas (_install_order's), sorted/min/max
ds = [date(2024, 5, k) for k in (9, 2, 30, 2, 17)] + [D(2024, 5, 1)]
print(sorted(ds), min(ds), max(ds))
print(date(2024, 5, 2) <= date(2024, 5, 2), date(2024, 5, 3) > date(2024, 5, 2),
      date(2024, 5, 1) >= date(2024, 5, 2), date(2024, 5, 2) <= D(2024, 5, 1))
tds = [timedelta(hours=h) for h in (5, -3, 0, 48)] + [TD(minutes=1)]
print(sorted(tds), min(tds), max(tds))
print(timedelta(1) < timedelta(2), timedelta(1) <= timedelta(1), timedelta(1) > timedelta.max,
      timedelta.min >= timedelta.max, timedelta(1) == timedelta(hours=24), timedelta(1) != TD(1))
show('td<int', lambda: timedelta(1) < 1)
show('date<=td', lambda: date(2024, 1, 1) <= timedelta(1))
print(sorted([(date(2024, 1, 2), 1), (date(2024, 1, 1), 2)]), max(few, key=lambda t: t.day))
print(sorted({date(2024, 1, 3): 1, date(2024, 1, 1): 2}.items()))
print(a != b, a != n1, n1 != n2, d1 != d2, d1 != date(2024, 3, 1), timedelta(1) != timedelta(0, 86400),
      datetime(2026, 1, 1) != date(2026, 1, 1), p != q, s != a, e != a, a != e, time(1) != time(2))
