"""A pricing engine wired with functools: partial rules, reduce over a rule
chain, lru_cache on exchange rates with cache_info, cached_property on
a quote, total_ordering on Money, singledispatch formatters, wraps and
update_wrapper, and cmp_to_key for tie-breaking rules."""
from functools import (partial, reduce, lru_cache, cached_property, total_ordering, singledispatch,
                       wraps, cmp_to_key, update_wrapper, partialmethod, cache)
from decimal import Decimal, ROUND_HALF_UP
from datetime import date


@total_ordering
class Money:
    __slots__ = ("amount", "cur")

    def __init__(self, amount, cur="USD"):
        self.amount = Decimal(str(amount)).quantize(Decimal("0.01"), ROUND_HALF_UP)
        self.cur = cur

    def __eq__(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        return (self.amount, self.cur) == (other.amount, other.cur)

    def __lt__(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        if self.cur != other.cur:
            raise TypeError(f"cannot compare {self.cur} with {other.cur}")
        return self.amount < other.amount

    def __hash__(self):
        return hash((self.amount, self.cur))

    def __repr__(self):
        return f"Money({str(self.amount)!r}, {self.cur!r})"


@lru_cache(maxsize=4)
def rate(base, quote):
    return Decimal(str(get_exchange_rate(base, quote)["rate"]))


def convert(m: Money, cur: str) -> Money:
    return m if m.cur == cur else Money(m.amount * rate(m.cur, cur), cur)


def discount(pct, m):
    return Money(m.amount * (100 - pct) / 100, m.cur)


def surcharge(flat, m):
    return Money(m.amount + flat, m.cur)


def tax(rate_, m):
    return Money(m.amount * (1 + Decimal(rate_)), m.cur)


RULES = [partial(discount, 10), partial(surcharge, Decimal("2.50")), partial(tax, "0.08")]


def logged(fn):
    @wraps(fn)
    def inner(*a, **k):
        r = fn(*a, **k)
        inner.calls += 1
        return r
    inner.calls = 0
    return inner


@logged
def apply_rules(m: Money, rules=RULES) -> Money:
    """Apply every rule in order."""
    return reduce(lambda acc, rule: rule(acc), rules, m)


class Quote:
    def __init__(self, items, cur):
        self.items = items
        self.cur = cur
        self.computed = 0

    @cached_property
    def total(self):
        self.computed += 1
        return reduce(lambda a, b: Money(a.amount + b.amount, a.cur),
                      (convert(apply_rules(Money(p * q)), self.cur) for p, q in self.items), Money(0, self.cur))


@singledispatch
def show(x):
    return f"<{type(x).__name__}>"


@show.register
def _(x: Money):
    return f"{x.amount:,} {x.cur}"


@show.register(list)
@show.register(tuple)
def _(x):
    return "[" + "; ".join(show(i) for i in x) + "]"


@show.register(date)
def _(x):
    return x.strftime("%d.%m.%Y")


inv = get_inventory("AMS")
items = [(i["price"], max(1, i["qty"] // 10)) for i in inv]
for cur in ["EUR", "GBP", "EUR", "JPY", "USD", "CHF", "EUR"]:
    q = Quote(items, cur)
    print(cur, show(q.total), show(q.total), q.computed)
print(rate.cache_info())
rate.cache_clear()
print(rate.cache_info(), apply_rules.calls, apply_rules.__name__, apply_rules.__doc__, apply_rules.__wrapped__.__name__)
prices = [Money(p) for p, _ in items]
print(sorted(prices)[:3], max(prices), Money(1) <= Money(1), Money(2) >= Money(1), Money(1) != Money(1, "EUR"))
try:
    Money(1) < Money(1, "EUR")
except TypeError as e:
    print("TypeError:", e)
try:
    Money(1) < 5
except TypeError as e:
    print("TypeError:", e)
print(show([Money(3), (Money(4, "EUR"), date(2024, 2, 29))]), show(3.5), show.dispatch(tuple).__name__, sorted(t.__name__ for t in show.registry if t is not object))
half = partial(discount, 50)
print(half.func.__name__, half.args, half.keywords, half(Money(9)))
kw = partial(Money, cur="EUR")
print(kw(5), kw.keywords)


class Cart:
    def __init__(self):
        self.lines = []

    def add(self, sku, qty=1):
        self.lines.append((sku, qty))
        return self

    add_one_widget = partialmethod(add, "widget")


print(Cart().add("gizmo", 2).add_one_widget().add_one_widget(qty=3).lines)


@cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(80), fib.cache_info().currsize)


def by_rule(a, b):
    return (len(a) > len(b)) - (len(a) < len(b)) or (a > b) - (a < b)


print(sorted(["bb", "a", "ccc", "ab", "b"], key=cmp_to_key(by_rule)))
def base(x):
    "base doc"
    return x
def wrapper(*a):
    return base(*a)
update_wrapper(wrapper, base)
print(wrapper.__name__, wrapper.__doc__, wrapper(3))
print(reduce(lambda a, b: a * b, range(1, 11)), reduce(max, [3, 9, 2], 0))
try:
    reduce(lambda a, b: a + b, [])
except TypeError as e:
    print("TypeError:", e)
