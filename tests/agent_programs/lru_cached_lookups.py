# Cache tool lookups with lru_cache/cache, cached_property and partial; inspect cache_info.
from functools import lru_cache, cache, cached_property, partial, wraps

calls = []

@lru_cache(maxsize=3)
def rate(base, quote):
    calls.append((base, quote))
    return get_exchange_rate(base, quote)["rate"]

def convert(amount, base, quote, *, digits=2):
    return round(amount * rate(base, quote), digits)

to_eur = partial(convert, base="USD", quote="EUR")
to_jpy = partial(convert, quote="JPY", digits=0)
print([to_eur(a) for a in (10, 20, 30)], to_jpy(5, "USD"), to_jpy(7, base="GBP"))
print(rate.cache_info(), len(calls))
for pair in [("EUR", "GBP"), ("USD", "EUR"), ("CHF", "USD"), ("USD", "JPY")]:
    rate(*pair)
print(rate.cache_info(), calls[-2:])
rate.cache_clear()
print(rate.cache_info(), rate.__wrapped__("USD", "CHF"), rate.__name__)
print(to_eur.func.__name__, to_eur.args, to_eur.keywords)
p2 = partial(to_eur, digits=4)
print(p2(1), p2.keywords, p2.func is convert)

@cache
def user_name(uid):
    return get_user(uid)["name"]

print([user_name(i % 3 + 1) for i in range(7)], user_name.cache_info())

class Portfolio:
    def __init__(self, symbols):
        self.symbols = symbols
    @cached_property
    def closes(self):
        print("  (loading closes)")
        return {s: [d["close"] for d in get_stock(s, days=5)] for s in self.symbols}
    @property
    def last(self):
        return {s: c[-1] for s, c in self.closes.items()}

pf = Portfolio(["ACME", "GLOBX"])
print(pf.last)
print(pf.last, "closes" in pf.__dict__)
del pf.closes
print(sorted(pf.closes))

def counted(fn):
    @wraps(fn)
    def inner(*a, **k):
        inner.n += 1
        return fn(*a, **k)
    inner.n = 0
    return inner

@counted
@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

print(fib(60), fib.n, fib.__wrapped__.cache_info(), fib.__wrapped__.__wrapped__.__name__)
try:
    rate(["USD"], "EUR")
except TypeError as e:
    print("TypeError:", e)
@lru_cache(maxsize=2, typed=True)
def kind(x):
    return type(x).__name__
print(kind(1), kind(1.0), kind(1), kind.cache_info(), kind.cache_parameters())
