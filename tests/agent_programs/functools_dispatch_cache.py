# Format heterogeneous tool results with singledispatch(method), cache
# derived values with cached_property/lru_cache, compare with total_ordering.
import functools
from datetime import date, datetime
from decimal import Decimal
from fractions import Fraction


@functools.singledispatch
def render(value):
    return f"<{type(value).__name__}>"

@render.register
def _(value: int):
    return f"{value:,d}"

@render.register
def _(value: float):
    return f"{value:.2f}"

@render.register(bool)
def _(value):
    return "yes" if value else "no"

@render.register(list)
@render.register(tuple)
def _(value):
    return "[" + ", ".join(render(v) for v in value) + "]"

@render.register
def _(value: dict):
    return "{" + ", ".join(f"{k}={render(v)}" for k, v in value.items()) + "}"

@render.register
def _(value: str | None):
    return "-" if value is None else repr(value)


class Formatter:
    @functools.singledispatchmethod
    def cell(self, v):
        return str(v)

    @cell.register
    def _(self, v: date):
        return v.strftime("%d.%m.%Y")

    @cell.register
    def _(self, v: datetime):
        return v.strftime("%d.%m.%Y %H:%M")

    @cell.register
    def _(self, v: Decimal):
        return f"{v:.3f}"


@functools.total_ordering
class Version:
    def __init__(self, text):
        self.text = text
        self.parts = tuple(int(p) for p in text.split("."))

    def __eq__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts == other.parts

    def __lt__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts < other.parts

    def __hash__(self):
        return hash(self.parts)

    def __repr__(self):
        return f"Version({self.text!r})"


class Portfolio:
    def __init__(self, symbols):
        self.symbols = symbols
        self.loads = 0

    @functools.cached_property
    def closes(self):
        self.loads += 1
        return {s: [d["close"] for d in get_stock(s, days=5)] for s in self.symbols}

    @functools.cached_property
    def best(self):
        return max(self.closes, key=lambda s: self.closes[s][-1] / self.closes[s][0])

    def reload(self):
        self.__dict__.pop("closes", None)
        self.__dict__.pop("best", None)


@functools.lru_cache(maxsize=4, typed=True)
def rate(base, quote):
    return get_exchange_rate(base, quote)["rate"]


user = get_user(3)
for v in (1234567, 3.14159, True, None, "txt", [1, 2.5, False], (user["id"], user["name"]), {"a": 1, "b": [None]},
          Fraction(1, 3), b"x"):
    print(f"{type(v).__name__:<9} {render(v)}")
print(render.dispatch(bool).__name__, sorted(k.__name__ for k in render.registry if k is not object)[:6])

f = Formatter()
print([f.cell(x) for x in (date(2024, 1, 2), datetime(2024, 1, 2, 3, 4), Decimal("1.23456"), 7)])

vs = sorted(map(Version, ["1.10.0", "1.2.10", "1.2.9", "0.9", "1.2.10"]))
print(vs, Version("1.0") >= Version("0.9"), Version("2.0") <= Version("1.0"), len(set(vs)))
try:
    Version("1.0") < "1.0"
except TypeError as e:
    print("TypeError:", e)

p = Portfolio(["ACME", "GLOBEX", "INITECH"])
print(p.best, p.best, p.loads, sorted(p.__dict__))
p.reload()
print(p.best, p.loads, type(Portfolio.closes).__name__, Portfolio.closes.attrname)

for pair in [("USD", "EUR"), ("EUR", "USD"), ("USD", "EUR"), ("USD", "JPY"), ("GBP", "CHF"), ("USD", "GBP"), ("USD", "EUR")]:
    rate(*pair)
print(rate.cache_info())
rate.cache_clear()
print(rate.cache_info(), rate.__wrapped__.__name__, rate.cache_parameters())

add = lambda a, b: a + b
print(functools.reduce(add, [1, 2, 3], 10), functools.reduce(lambda acc, o: acc | set(o), [[1], [2, 1]], set()))
try:
    functools.reduce(add, [])
except TypeError as e:
    print("TypeError:", e)
tax = functools.partial(round, ndigits=1)
print(tax(3.14159), tax.func.__name__, tax.keywords, repr(functools.partial(int, base=2))[:40])
print(functools.partial(int, "101", base=2)(), functools.cmp_to_key(lambda a, b: b - a)(1) < functools.cmp_to_key(lambda a, b: b - a)(2))

def logged(fn):
    @functools.wraps(fn)
    def wrapper(*a, **k):
        return fn(*a, **k)
    return wrapper

@logged
def fetch(symbol: str, days: int = 3) -> list:
    "Closing prices."
    return [d["close"] for d in get_stock(symbol, days)]
print(fetch.__name__, fetch.__doc__, fetch.__annotations__, fetch.__wrapped__.__qualname__, fetch("ACME", 2))
