# Pricing engine built from functools: lru_cache with cache_info/cache_clear, cache, partial (repr, nesting, keywords), reduce, cached_property, total_ordering, singledispatch/singledispatchmethod, wraps.
from functools import lru_cache, cache, partial, reduce, cached_property, total_ordering, singledispatch, singledispatchmethod, wraps, update_wrapper
from decimal import Decimal
import operator

calls = []
def traced(fn):
    @wraps(fn)
    def wrapper(*args, **kwargs):
        calls.append(fn.__name__)
        return fn(*args, **kwargs)
    wrapper.calls = lambda: calls.count(fn.__name__)
    return wrapper

@lru_cache(maxsize=4)
@traced
def fx(base, quote):
    """Exchange rate via the tool."""
    return get_exchange_rate(base, quote)["rate"]

for pair in [("USD", "EUR"), ("USD", "GBP"), ("USD", "EUR"), ("EUR", "JPY"), ("GBP", "CHF"), ("USD", "JPY"), ("USD", "EUR"), ("USD", "GBP")]:
    print(pair, fx(*pair))
print(fx.cache_info(), fx.__name__, fx.__doc__, fx.__wrapped__.__name__, fx.__wrapped__.calls())
fx.cache_clear()
print(fx.cache_info(), fx.cache_parameters())

@cache
def tiers(n):
    return 1 if n < 2 else tiers(n - 1) + tiers(n - 2)
print(tiers(60), tiers.cache_info().currsize)

@lru_cache(maxsize=None, typed=True)
def kind(x):
    return type(x).__name__
print(kind(1), kind(1.0), kind(True), kind.cache_info())

def price(qty, unit, discount=0.0, *, tax=0.0):
    return round(qty * unit * (1 - discount) * (1 + tax), 2)
vat = partial(price, tax=0.2)
vat_bulk = partial(vat, discount=0.1)
print(vat(3, 10), vat_bulk(3, 10), vat_bulk(3, 10, tax=0), vat_bulk.func is price, vat_bulk.keywords, vat_bulk.args)
print(repr(partial(price, 2)).replace(hex(id(price)), "ID").split(" at ")[0])
print(partial(int, base=2)("1011"), partial(max, key=len)("ab", "abc", "a"))
orders = list_orders(page_size=10)["items"]
total = reduce(lambda acc, o: acc + Decimal(str(o["unit_price"])) * o["quantity"], orders, Decimal(0))
print(total, reduce(operator.mul, range(1, 8)), reduce(max, [3, 9, 2]), reduce(lambda a, b: a + [b], "abc", []))
try:
    reduce(operator.add, [])
except TypeError as e:
    print("TypeError:", e)

class Basket:
    def __init__(self, items):
        self.items = items
    @cached_property
    def subtotal(self):
        print("  computing subtotal")
        return round(sum(o["quantity"] * o["unit_price"] for o in self.items), 2)
b = Basket(orders[:4])
print(b.subtotal, b.subtotal, "subtotal" in vars(b))
del b.subtotal
print(b.subtotal, type(Basket.__dict__["subtotal"]).__name__, Basket.subtotal.attrname)

@total_ordering
class Tier:
    ORDER = ["free", "pro", "enterprise"]
    def __init__(self, name):
        self.name = name
    def __eq__(self, other):
        return isinstance(other, Tier) and self.name == other.name
    def __lt__(self, other):
        if not isinstance(other, Tier):
            return NotImplemented
        return self.ORDER.index(self.name) < self.ORDER.index(other.name)
    def __repr__(self):
        return f"Tier({self.name})"
    __hash__ = None
ts = [Tier(get_user(i)["tier"]) for i in range(1, 7)]
print(sorted(ts), max(ts), Tier("pro") >= Tier("free"), Tier("pro") <= Tier("pro"), Tier("free") > Tier("enterprise"))
try:
    Tier("pro") > 3
except TypeError as e:
    print("TypeError:", e)

@singledispatch
def render(x):
    return f"?{x!r}"
@render.register
def _(x: int):
    return f"int {x:,}"
@render.register(float)
def _(x):
    return f"float {x:.2f}"
@render.register(list)
@render.register(tuple)
def _(x):
    return "[" + ", ".join(render(i) for i in x) + "]"
@render.register
def _(x: dict):
    return "{" + ", ".join(f"{k}: {render(v)}" for k, v in x.items()) + "}"
print(render(1234567), render(2.5), render(True), render([1, (2.0, "s")]), render({"a": [1]}), render(None))
print(render.dispatch(bool).__name__, sorted(t.__name__ for t in render.registry))

class Formatter:
    @singledispatchmethod
    def fmt(self, x):
        return str(x)
    @fmt.register
    def _(self, x: Decimal):
        return f"${x:.2f}"
    @fmt.register
    def _(self, x: str):
        return x.upper()
print(Formatter().fmt(Decimal("3.14159")), Formatter().fmt("hi"), Formatter().fmt(7))
def base(): "doc"
def other(): pass
update_wrapper(other, base)
print(other.__name__, other.__doc__, other.__wrapped__ is base)
