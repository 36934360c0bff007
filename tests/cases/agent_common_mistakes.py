"""Exact messages of the mistakes models make, printed the way agents print them."""
from dataclasses import dataclass
import json, math, datetime, collections

def show(fn):
    try:
        r = fn()
        print("ok:", repr(r))
    except Exception as e:
        print(f"{type(e).__name__}: {e}")

def f(a, b, c=1): return a + b + c
def g(*, key): return key
def h(a, /, b): return a
class Widget:
    def __init__(self, name, size=3):
        self.name = name
        self.size = size
    def area(self): return self.size ** 2
    @staticmethod
    def make(n): return Widget(n)
    @classmethod
    def build(cls, n, m): return cls(n, m)

@dataclass
class Point:
    x: int
    y: int = 0

@dataclass(frozen=True)
class Frozen:
    a: int

tests = [
    lambda: f(1),
    lambda: f(),
    lambda: f(1, 2, 3, 4),
    lambda: f(1, 2, d=4),
    lambda: f(1, 2, a=4),
    lambda: g(1),
    lambda: g(),
    lambda: g(key=1, other=2),
    lambda: h(a=1, b=2),
    lambda: Widget(),
    lambda: Widget("a", 1, 2),
    lambda: Widget("a", sise=2),
    lambda: Widget("a").area(1),
    lambda: Widget.area(),
    lambda: Widget.make(),
    lambda: Widget.build("x"),
    lambda: Point(),
    lambda: Point(1, 2, 3),
    lambda: Point(1, z=3),
    lambda: Point(1, x=3),
    lambda: Frozen(1).__setattr__("a", 2),
    lambda: setattr(Frozen(1), "a", 5),
    lambda: None.get("x"),
    lambda: None.name,
    lambda: None(),
    lambda: None[0],
    lambda: len(None),
    lambda: len(5),
    lambda: {"a": 1}["b"],
    lambda: {"a": 1}[("t", 1)],
    lambda: {}[None],
    lambda: {}[1.5],
    lambda: {"a": 1}.a,
    lambda: [1, 2][5],
    lambda: [][0],
    lambda: (1,)[3],
    lambda: "ab"[10],
    lambda: [1, 2]["a"],
    lambda: [1, 2][1.0],
    lambda: "abc"["x"],
    lambda: {"a": 1}[[1]],
    lambda: {[1, 2]},
    lambda: {{}: 1},
    lambda: hash([]),
    lambda: set([[1]]),
    lambda: int("x"),
    lambda: int("3.5"),
    lambda: int(""),
    lambda: int("12", 2),
    lambda: int(None),
    lambda: int([1]),
    lambda: float("abc"),
    lambda: float(""),
    lambda: float(None),
    lambda: 1 + "a",
    lambda: "a" + 1,
    lambda: "a" * "b",
    lambda: [1] + (2,),
    lambda: {} + {},
    lambda: None + 1,
    lambda: 1 < "a",
    lambda: None < 1,
    lambda: [1] < (1,),
    lambda: sorted([1, "a", 2]),
    lambda: max([]),
    lambda: min([], key=len),
    lambda: sum(["a", "b"]),
    lambda: sum([[1], [2]]),
    lambda: 5(),
    lambda: "str"(),
    lambda: [1, 2](),
    lambda: {"a": 1}("a"),
    lambda: 1 / 0,
    lambda: 1 // 0,
    lambda: 1 % 0,
    lambda: 1.0 / 0,
    lambda: divmod(1, 0),
    lambda: 2 ** -1 // 0,
    lambda: math.sqrt(-1),
    lambda: math.log(0),
    lambda: math.log(-1),
    lambda: [1, 2, 3].index(9),
    lambda: "abc".index("z"),
    lambda: [].pop(),
    lambda: {}.pop("k"),
    lambda: {}.popitem(),
    lambda: set().pop(),
    lambda: [1].remove(2),
    lambda: set().remove(3),
    lambda: json.loads("{bad json}"),
    lambda: json.loads(""),
    lambda: json.loads("[1, 2,]"),
    lambda: json.loads('{"a": 1,}'),
    lambda: json.loads("{'a': 1}"),
    lambda: json.loads('{"a": 1} x'),
    lambda: json.dumps({1, 2}),
    lambda: json.dumps(object()),
    lambda: json.dumps(Point(1)),
    lambda: datetime.datetime.strptime("2024-13-01", "%Y-%m-%d"),
    lambda: datetime.datetime.strptime("2024/01/01", "%Y-%m-%d"),
    lambda: datetime.date(2024, 2, 30),
    lambda: datetime.date.fromisoformat("2024-1-5"),
    lambda: "a,b".split(",")[2],
    lambda: "x".join([1, 2]),
    lambda: ", ".join(None),
    lambda: "abc".foo(),
    lambda: [].push(1),
    lambda: (1, 2).append(3),
    lambda: "abc".__len__(1),
    lambda: iter(5),
    lambda: next(iter([])),
    lambda: next(5),
    lambda: list(5),
    lambda: tuple(None),
    lambda: dict([1, 2]),
    lambda: dict([(1, 2, 3)]),
    lambda: a_undefined_name,
    lambda: "abc"[1:2:0],
    lambda: "{} {}".format(1),
    lambda: "{x}".format(y=1),
    lambda: "{0:d}".format("s"),
    lambda: "{:.2f}".format("s"),
    lambda: f"{'s':d}",
    lambda: format(1.5, "d"),
    lambda: "%d" % "x",
    lambda: "%s %s" % (1,),
    lambda: "%s" % (1, 2),
    lambda: collections.Counter(5),
    lambda: isinstance(1, "int"),
    lambda: getattr(1, "nope"),
    lambda: object().x,
    lambda: Widget("w").nope,
    lambda: Widget.nope,
    lambda: chr(-1),
    lambda: ord("ab"),
    lambda: range(1.5),
    lambda: list(range(0, 10, 0)),
    lambda: round("1"),
    lambda: abs("x"),
    lambda: -"x",
    lambda: ~1.5,
    lambda: [1, 2, 3][::0],
    lambda: int.from_bytes(5),
    lambda: type("X", (), {})().y,
    lambda: bool.__new__(bool, 1) + "x",
]
for t in tests:
    show(t)
x, y = 1, 2
try:
    a, b = [1, 2, 3]
except ValueError as e:
    print(f"{type(e).__name__}: {e}")
try:
    a, b, c = [1, 2]
except ValueError as e:
    print(f"{type(e).__name__}: {e}")
try:
    a, b = 1
except TypeError as e:
    print(f"{type(e).__name__}: {e}")
try:
    for k, v in {"a": 1, "b": 2}:
        pass
except ValueError as e:
    print(f"{type(e).__name__}: {e}")
try:
    for k, v in {"ab": 1, "cd": 2}:
        print(k, v)
except ValueError as e:
    print(f"{type(e).__name__}: {e}")
def uses_before():
    total += 1
try:
    uses_before()
except UnboundLocalError as e:
    print(f"{type(e).__name__}: {e}")
def local_then():
    print(val)
    val = 3
try:
    local_then()
except NameError as e:
    print(f"{type(e).__name__}: {e}")
try:
    print(undefined_thing)
except NameError as e:
    print(f"{type(e).__name__}: {e!r} name={e.name}")
try:
    {"k": 1}["missing"]
except KeyError as e:
    print(e, repr(e), e.args, str(e))
try:
    raise KeyError("a 'quoted' key")
except KeyError as e:
    print(e)
try:
    raise KeyError()
except KeyError as e:
    print(repr(str(e)), repr(e))
try:
    raise KeyError(1, 2)
except KeyError as e:
    print(e)
