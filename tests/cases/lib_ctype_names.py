# Library classes that are C types in CPython are named with their module
# in messages ('datetime.date'), as CPython's tp_name.
import datetime as dt, decimal, collections, json
tests = [lambda: dt.date(2024,1,1) + 1, lambda: dt.datetime(2024,1,1) - "x", lambda: decimal.Decimal(1) + 1.5,
         lambda: collections.deque([1])[5], lambda: json.dumps(dt.date(2024,1,1)), lambda: dt.date(2024, 13, 1),
         lambda: dt.datetime.strptime("2024-01", "%Y-%m-%d"), lambda: dt.date.fromisoformat("2024/01/01"), lambda: len(dt.date(2024,1,1)), lambda: dt.date(2024,1,1) < "x",
         lambda: collections.OrderedDict()[1], lambda: collections.Counter(5), lambda: sorted([dt.date(2024,1,1), None]),
         lambda: dt.date(2024,1,1).foo, lambda: hash(collections.OrderedDict()), lambda: collections.deque() + 1,
         lambda: decimal.Decimal(1) < "x", lambda: dt.timedelta(1) + dt.time(1)]
class D(dt.date):
    pass
try:
    D(2024, 1, 1) + 1
except TypeError as e:
    print(e)
for t in tests:
    try:
        print(t())
    except Exception as e:
        print(type(e).__name__, e)
import sys, math
try:
    sys.version_info.foobar
except AttributeError as e:
    print(e)
print(math.trunc(2.7), math.trunc(-3), math.trunc(True))
for x in ["x", None, [1]]:
    try:
        math.trunc(x)
    except TypeError as e:
        print(e)
