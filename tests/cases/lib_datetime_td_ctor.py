# timedelta(...) is built natively for ints (datetime.c _td_ctor); every
# other call goes to the Python constructor: floats, bools, bad keywords,
# too many arguments, overflow, subclasses with and without __new__,
# timedelta.__new__ called directly.  Expected output from CPython.
from datetime import datetime, timedelta


def show(label, f):
    try:
        r = f()
        print(label, type(r).__name__, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)


show('ints', lambda: timedelta(1, 2, 3, 4, 5, 6, 7))
show('kw', lambda: timedelta(seconds=90061, microseconds=-1))
show('mixed', lambda: timedelta(2, minutes=3, weeks=-1))
show('bool', lambda: timedelta(True, seconds=False))
show('float', lambda: timedelta(1.5, seconds=0.25))
show('empty', lambda: timedelta())
show('bad kw', lambda: timedelta(fortnights=1))
show('dup', lambda: timedelta(1, days=2))
show('too many', lambda: timedelta(1, 2, 3, 4, 5, 6, 7, 8))
show('str', lambda: timedelta('1'))
show('max', lambda: timedelta(days=999999999, hours=23, minutes=59, seconds=59,
                              microseconds=999999))
show('over', lambda: timedelta(days=1000000000))
show('under', lambda: timedelta(days=-1000000000))
show('huge', lambda: timedelta(seconds=10 ** 20))
show('huge2', lambda: timedelta(weeks=2 ** 62))
show('direct', lambda: timedelta.__new__(timedelta, 5))
show('direct kw', lambda: timedelta.__new__(timedelta, hours=5))
show('no cls', lambda: timedelta.__new__())
show('not cls', lambda: timedelta.__new__(5))
show('not sub', lambda: timedelta.__new__(int))


class TD(timedelta):
    pass


class Own(timedelta):
    def __new__(cls, hours):
        self = super().__new__(cls, hours=hours)
        self.note = 'made'
        return self


class Init(timedelta):
    def __init__(self, *a, **k):
        self.args = a


show('sub', lambda: TD(1, 2))
print(type(TD(1)).__name__, TD(hours=1) + timedelta(1), type(TD(1) * 2).__name__)
o = Own(5)
print(type(o).__name__, o, o.note, o.days, o.seconds)
i = Init(3, seconds=4)
print(type(i).__name__, i, i.args)
show('sub float', lambda: TD(0.5))
show('sub bad', lambda: TD(x=1))
print(timedelta(seconds=5) == timedelta(0, 5), hash(timedelta(0, 5)) == hash(timedelta(seconds=5)))
print(datetime(2026, 1, 1) + timedelta(seconds=31535999, microseconds=999999))
print(sum((timedelta(minutes=k) for k in range(100)), timedelta()))
