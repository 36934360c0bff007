# Format mixed tool results with functools.singledispatch, total_ordering and cached_property.
from functools import singledispatch, total_ordering, cached_property, reduce, partial
from datetime import date
from decimal import Decimal

@singledispatch
def fmt(value):
    return f"<{type(value).__name__}>"

@fmt.register
def _(value: int):
    return f"{value:,}"

@fmt.register
def _(value: float):
    return f"{value:.3g}"

@fmt.register(list)
@fmt.register(tuple)
def _(value):
    return "[" + "; ".join(fmt(v) for v in value) + "]"

@fmt.register(dict)
def _(value):
    return "{" + ", ".join(f"{k}={fmt(v)}" for k, v in value.items()) + "}"

@fmt.register(str)
def _(value):
    return repr(value) if " " in value else value

@fmt.register(bool)
def _(value):
    return "yes" if value else "no"

@total_ordering
class Version:
    def __init__(self, text):
        self.parts = tuple(int(p) for p in text.split("."))
    def __eq__(self, other):
        return self.parts == other.parts
    def __lt__(self, other):
        return self.parts < other.parts
    def __repr__(self):
        return "v" + ".".join(map(str, self.parts))
    @cached_property
    def major(self):
        print(f"  (computing major of {self!r})")
        return self.parts[0]

print(fmt(get_user(4)))
print(fmt(get_stock("ACME", days=2)))
print(fmt(None), fmt(Decimal("1.5")), fmt(date(2024, 1, 2)), fmt(1e-7), fmt(True), fmt((1, 2.5, "a b")))
print(fmt.dispatch(bool).__name__, sorted(t.__name__ for t in fmt.registry if t is not object))
vs = sorted(Version(s) for s in ["1.10.0", "1.2.3", "0.9", "1.2.10"])
print(vs, max(vs), Version("1.2") >= Version("1.1.9"), Version("2.0") <= Version("1.0"))
v = vs[-1]
print(v.major, v.major, "major" in vars(v))
total = reduce(lambda acc, d: acc + d["volume"], get_stock("GLOBX", days=5), 0)
print(fmt(total))
round2 = partial(round, ndigits=2)
print(round2(3.14159), round2.func.__name__, round2.keywords, partial(int, base=2)("1011"))
