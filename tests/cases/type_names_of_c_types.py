# Error messages name the types CPython writes in C by their tp_name, with
# the module ('re.Match', 'types.SimpleNamespace', '_io.StringIO'), and a
# program's own subclass of dict or list by its own name in int().
import re, types, io, functools, itertools, operator, collections

class Row(dict):
    pass

class Items(list):
    pass

values = [re.match("a", "a"), re.compile("a"), types.SimpleNamespace(a=1),
          io.StringIO(), itertools.count(),
          operator.itemgetter(1), operator.attrgetter("a"),
          functools.lru_cache(None)(len), list[int], int | str, Row(), Items()]
checks = [lambda v: v + 1, lambda v: 1 - v, lambda v: -v, lambda v: v < 1,
          lambda v: v(), lambda v: len(v), lambda v: v.nope,
          lambda v: v[0]]
for v in values:
    for check in checks:
        try:
            check(v)
        except (TypeError, AttributeError, KeyError, IndexError) as e:
            print(type(e).__name__, e)
        else:
            print("ok")
for v in values[:6] + [Row(), Items()]:
    try:
        int(v)
    except TypeError as e:
        print(e)
