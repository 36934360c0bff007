# dataclasses.make_dataclass: names, (name, type) and (name, type, field)
# items, bases, namespace, the dataclass options, and its errors
from dataclasses import make_dataclass, field, fields, asdict, is_dataclass
P = make_dataclass('P', ['a', ('b', int), ('c', list, field(default_factory=list))], namespace={'f': lambda s: 1}, frozen=True)
print(P, P.__module__, P.__qualname__, P(1, 2), P.__annotations__, P(1, 2).f(), [f.name for f in fields(P)], is_dataclass(P))
Point = make_dataclass("Point", [("x", int), ("y", int, field(default=0))], namespace={"norm": lambda self: abs(self.x) + abs(self.y)}, order=True)
p = Point(3, -4); print(p, p.norm(), asdict(p), Point(1) < Point(2), sorted([Point(2), Point(1, 5)]))
class Base:
    def hello(self): return "hi " + str(self.x)
Q = make_dataclass("Q", [("x", int)], bases=(Base,)); print(Q(7).hello(), Q.__mro__[1].__name__)
for bad in [[('a',)], ['1x'], ['def'], ['a', 'a'], [(1, int)]]:
    try: make_dataclass('X', bad)
    except TypeError as e: print(e)
try: P(1, 2).a = 5
except Exception as e: print(type(e).__name__, e)
