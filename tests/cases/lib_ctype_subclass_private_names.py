# A program's subclass of deque, timedelta, date, time, datetime or
# timezone's tzinfo keeps its own private attributes and methods under the
# short names the library's state once had (_items, _us, _year, _make...):
# CPython's C types keep their state in C fields.
import collections
import datetime


class D(collections.deque):
    def __init__(self, *a):
        super().__init__(*a)
        self._items = 'mine'
        self._head = 'h'
        self._maxlen = 'm'

    def _flat(self):
        return 'my flat'

    def _index(self, i):
        return 'my index'


d = D([1, 2, 3], 5)
d.appendleft(0)
d.rotate(1)
print(d, d._items, d._head, d._maxlen, d._flat(), d._index(0), len(d), d.maxlen, d[1])


class T(datetime.timedelta):
    def _make(self):
        return 'my make'


t = T(days=1, seconds=5)
t._us = 5
t._days = 'x'
print(t, t.days, t.seconds, t._us, t._days, t._make(), t + datetime.timedelta(1), -t)


class DT(datetime.datetime):
    def _ticks(self):
        return 'my ticks'


x = DT(2020, 1, 2, 3, 4, 5, tzinfo=datetime.timezone.utc)
x._year = 'y'
x._tzinfo = 'tz'
x._parts = 'p'
print(x, x.year, x.tzinfo, x._year, x._tzinfo, x._parts, x._ticks())
print(x + datetime.timedelta(hours=1), x - DT(2020, 1, 1, tzinfo=datetime.timezone.utc))
print(x.timestamp(), x.isoformat(), hash(x) == hash(datetime.datetime(2020, 1, 2, 3, 4, 5, tzinfo=datetime.timezone.utc)))


class Day(datetime.date):
    pass


y = Day(2021, 3, 4)
y._month = 'm'
y._shift = 's'
print(y, y.month, y._month, y._shift, y + datetime.timedelta(days=30))


class Tm(datetime.time):
    pass


z = Tm(1, 2, 3)
z._hour = 'h'
z._fold = 'f'
print(z, z.hour, z._hour, z._fold, z.fold)
print(sorted(n for n in dir(d) if n.startswith('_') and not n.startswith('__')))
print(sorted(n for n in dir(t) if n.startswith('_') and not n.startswith('__')))
