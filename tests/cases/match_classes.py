# Class patterns: __match_args__ for positional sub-patterns, keywords,
# the builtin types that match their subject whole, inheritance, and
# CPython's TypeErrors.
class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y

class Point3(Point):
    __match_args__ = ("x", "y", "z")
    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z

def where(p):
    match p:
        case Point(0, 0):
            return "origin"
        case Point3(x, y, z=0):
            return f"3d on the floor at {x},{y}"
        case Point(x=0, y=y):
            return f"on the y axis at {y}"
        case Point(x, 0):
            return f"on the x axis at {x}"
        case Point(x, y) if x == y:
            return f"diagonal {x}"
        case Point():
            return "somewhere"
        case _:
            return "not a point"

for p in [Point(0, 0), Point(0, 5), Point(3, 0), Point(2, 2), Point(1, 2),
          Point3(1, 2, 0), Point3(0, 0, 1), "point"]:
    print(where(p))

# builtins match their subject whole with one positional sub-pattern
for v in [5, True, 2.5, "s", b"b", bytearray(b"ba"), [1], (1,), {1: 2}, {1}, frozenset({2}), None]:
    match v:
        case bool(b):
            print("bool", b)
        case int(i):
            print("int", i)
        case float(f) | str(f):
            print("float or str", f)
        case bytes(x) | bytearray(x):
            print("bytes-like", x)
        case list([a]) | tuple((a,)):
            print("one item", a)
        case dict({1: v2}):
            print("dict", v2)
        case set(s) | frozenset(s):
            print("set", sorted(s))
        case object():
            print("object", v)

# keyword sub-patterns on builtins read attributes
match 3:
    case int(real=3, imag=0):
        print("int attributes")

# a missing attribute is no match, not an error
class Empty:
    pass
match Empty():
    case Empty(missing=1):
        print("?")
    case Empty():
        print("no attribute: no match")

# properties run, in order, before the sub-patterns are matched
class Lazy:
    __match_args__ = ("a", "b")
    @property
    def a(self):
        print("get a")
        return 1
    @property
    def b(self):
        print("get b")
        return 2
    @property
    def broken(self):
        raise AttributeError("nope")
match Lazy():
    case Lazy(2, _):
        print("?")
    case Lazy(1, 2):
        print("Lazy(1, 2)")
match Lazy():
    case Lazy(broken=1):
        print("?")
    case _:
        print("AttributeError from a property: no match")

# the class can be a dotted name
class ns:
    P = Point
match Point(1, 1):
    case ns.P(1, y):
        print("dotted class", y)

def err(subject, f):
    try:
        f(subject)
    except TypeError as e:
        print("TypeError:", e)

def too_many(s):
    match s:
        case Point(1, 2, 3):
            pass
def int_two(s):
    match s:
        case int(1, 2):
            pass
def no_args(s):
    match s:
        case Empty(1):
            pass
class ListArgs:
    __match_args__ = ["a"]
def list_args(s):
    match s:
        case ListArgs(a):
            pass
class IntArgs:
    __match_args__ = ("a", 1)
    a = 0
def int_args(s):
    match s:
        case IntArgs(a, b):
            pass
class Twice:
    __match_args__ = ("a", "a")
    a = 1
def twice(s):
    match s:
        case Twice(x, y):
            pass
def twice_kw(s):
    match s:
        case Point(x, x=1):
            pass
def not_a_class(s):
    match s:
        case len():
            pass
err(Point(1, 2), too_many)
err(1, int_two)
err(Empty(), no_args)
err(ListArgs(), list_args)
err(IntArgs(), int_args)
err(Twice(), twice)
err(Point(1, 2), twice_kw)
err(1, not_a_class)
# the isinstance check comes first: no error for another type
err("s", too_many)
err("s", not_a_class)
