# pprint: dataclasses, collections' containers, namedtuples, nested dicts,
# long strings, and bytes/bytearray wrapped in 4-byte pieces as CPython
import pprint
from dataclasses import dataclass, field
from collections import OrderedDict, defaultdict, Counter, deque, namedtuple
@dataclass
class Cfg:
    name: str
    opts: dict = field(default_factory=dict)
    items: list = field(default_factory=list)
c = Cfg("server-configuration-main", {"host": "localhost", "port": 8080, "debug": True, "paths": ["/a", "/b", "/c"]}, list(range(30)))
pprint.pprint(c)
pprint.pprint([c, c], width=60)
pprint.pprint(OrderedDict((str(i), i * 1000) for i in range(10)))
dd = defaultdict(list, {"alpha": list(range(20)), "beta": [1]}); pprint.pprint(dd)
pprint.pprint(Counter("the quick brown fox jumps over the lazy dog"))
pprint.pprint(deque(range(40), maxlen=50))
P = namedtuple("P", "x y z"); pprint.pprint([P(1, 2, 3)] * 3, width=30)
pprint.pprint({"key_%d" % i: {"nested": [i] * i} for i in range(6)}, indent=2, width=50)
pprint.pprint(("a" * 30, "b" * 30, "c" * 30))
pprint.pprint("long string " * 10, width=40)
pprint.pprint(b"bytes " * 20)
pprint.pprint({1, 2, 3}); pprint.pprint(frozenset(range(25)))
print(pprint.pformat({"z": 1, "a": 2}, sort_dicts=True), pprint.pformat({"z": 1, "a": 2}, sort_dicts=False), pprint.isreadable({"a": [1]}), pprint.saferepr([1, [2]]))
l = [1, 2]; l.append(l); print(pprint.pformat(l).split(" with")[0])
pprint.pprint({"a": {"b": {"c": {"d": 1}}}}, depth=2)
pp = pprint.PrettyPrinter(indent=4, width=30, compact=True); pp.pprint(list(range(25)))
print(pprint.pformat(list(range(100)), compact=True, width=72).count("\n"))
pprint.pprint([[1.5, 2.25] * 5, {"k": None}], underscore_numbers=True)
pprint.pprint(12345678, underscore_numbers=True)
pprint.pprint([b"x" * 100, bytearray(b"y" * 90), b"abc", bytearray(b"ab")], width=40)
pprint.pprint({"blob": b"\x00\xff" * 40, "ba": bytearray(range(60))})
