# str.format_map with mappings that are not plain dicts: a dict subclass
# with __missing__ (the safe-template idiom), defaultdict, OrderedDict,
# ChainMap, Counter, a Mapping class; lookups in field order, errors as
# CPython's.
from collections import defaultdict, OrderedDict, ChainMap, Counter
from collections.abc import Mapping


class Default(dict):
    def __missing__(self, key):
        return "{" + key + "}"


class Loud(dict):
    def __missing__(self, key):
        print("missing", key)
        return key.upper()


class Env(Mapping):
    def __init__(self, **kw):
        self._d = kw
    def __getitem__(self, key):
        print("get", key)
        return self._d[key]
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)


d = Default(a=1, count=2)
print("{a} {count} {zz} {{zz}} {a!r:>4}".format_map(d))
print("{count:,.2f}|{w:>{width}}".format_map(Default(count=3, w="x", width=5)))
print("{x[0]} {x[1]}".format_map(Default(x=[7, 8])))
dd = defaultdict(str, name="ada")
print(repr("{name}|{missing}|".format_map(dd)), sorted(dd))
cnt = defaultdict(int)
print("{a}{b}{a}".format_map(cnt), dict(cnt))
print("{k}".format_map(OrderedDict(k="ordered")), "{k} {j}".format_map(ChainMap({"k": 1}, {"j": 2, "k": 9})))
print("{apple} {pear}".format_map(Counter(apple=3)))
print("{b} {a} {b}".format_map(Loud(a=1)))
print("{user}@{host}:{user}".format_map(Env(user="root", host="db")))
print("no fields".format_map(Env()), "{{}}".format_map(Default()))
for bad in ["{0}", "{}", "{nope}"]:
    try:
        print(bad.format_map(Env(x=1)))
    except (KeyError, ValueError) as e:
        print(type(e).__name__, e)


class NoGet:
    pass


try:
    "{x}".format_map(NoGet())
except TypeError as e:
    print(e)
print("{x}".format_map({"x": "plain dict still native"}))
