from functools import lru_cache, partial, reduce, cache, cmp_to_key
from typing import Dict, List, Tuple
import operator

CALLS = {"n": 0}

@lru_cache(maxsize=128)
def cost(route: Tuple[str, ...]) -> int:
    CALLS["n"] += 1
    return sum(len(a) * len(b) for a, b in zip(route, route[1:]))

routes = [("ams", "berlin", "paris"), ("ams", "paris"), ("ams", "berlin", "paris"), ("nyc",), ("ams", "paris")]
print([cost(r) for r in routes], CALLS)
print(cost.cache_info())
cost.cache_clear()
print(cost.cache_info())

@cache
def ways(n: int, coins: Tuple[int, ...]) -> int:
    if n == 0:
        return 1
    if n < 0 or not coins:
        return 0
    return ways(n - coins[0], coins) + ways(n, coins[1:])

print(ways(100, (50, 25, 10, 5, 1)), ways.cache_info().hits > 0)

def fmt_money(amount: float, currency: str = "USD", places: int = 2) -> str:
    sym = {"USD": "$", "EUR": "€", "GBP": "£"}.get(currency, currency + " ")
    return f"{sym}{amount:,.{places}f}"

eur = partial(fmt_money, currency="EUR")
whole = partial(fmt_money, places=0)
print(eur(1234.5), whole(99999.99), eur(3, places=3), fmt_money(7, "JPY"))
print(eur.func.__name__, eur.args, eur.keywords)

matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print(reduce(lambda acc, row: acc + sum(row), matrix, 0), reduce(operator.mul, range(1, 11)))
transposed = list(map(list, zip(*matrix)))
print(transposed, [sum(c) for c in transposed])
flat = reduce(operator.concat, matrix, [])
print(flat)

def version_cmp(a: str, b: str) -> int:
    pa, pb = [int(x) for x in a.split(".")], [int(x) for x in b.split(".")]
    return (pa > pb) - (pa < pb)

versions = ["1.10.0", "1.2.0", "1.2.10", "0.9", "1.2.9", "2.0"]
print(sorted(versions, key=cmp_to_key(version_cmp)))
print(sorted(versions), max(versions, key=lambda v: tuple(map(int, v.split(".")))))

@lru_cache(maxsize=2)
def square(x):
    print(f"  computing {x}")
    return x * x

for v in [1, 2, 1, 3, 2, 1]:
    square(v)
print(square.cache_info())
print(operator.itemgetter(1, 0)(["a", "b"]), operator.attrgetter("real")(3.5), operator.methodcaller("upper")("hi"))
pairs = [("b", 2), ("a", 2), ("c", 1)]
print(sorted(pairs, key=operator.itemgetter(1, 0)), list(map(operator.neg, [1, -2])))
print(list(map(partial(pow, 2), range(6))), operator.truediv(7, 2), operator.floordiv(-7, 2))
