from dataclasses import dataclass
from functools import lru_cache
from itertools import permutations, product
from typing import Dict, List, Tuple

CURRENCIES = ["USD", "EUR", "GBP", "JPY", "CHF"]
SYMBOLS = {"USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CHF": "Fr."}


@lru_cache(maxsize=None)
def rate(base: str, quote: str) -> float:
    if base == quote:
        return 1.0
    return get_exchange_rate(base, quote)["rate"]


@dataclass
class Money:
    amount: float
    currency: str

    def to(self, quote: str) -> "Money":
        return Money(round(self.amount * rate(self.currency, quote), 2), quote)

    def __str__(self) -> str:
        sym = SYMBOLS.get(self.currency, self.currency + " ")
        digits = 0 if self.currency == "JPY" else 2
        return f"{sym}{self.amount:,.{digits}f}"

    def __add__(self, other: "Money") -> "Money":
        if other.currency != self.currency:
            other = other.to(self.currency)
        return Money(round(self.amount + other.amount, 2), self.currency)


width = 10
print(" " * 5 + "".join(f"{c:>{width}}" for c in CURRENCIES))
for b in CURRENCIES:
    cells = []
    for q in CURRENCIES:
        r = rate(b, q)
        cells.append(f"{r:>{width}.4f}" if r < 100 else f"{r:>{width}.1f}")
    print(f"{b:<5}" + "".join(cells))
print(rate.cache_info())

# triangular arbitrage check
gaps: List[Tuple[float, str]] = []
for a, b, c in permutations(CURRENCIES, 3):
    loop = rate(a, b) * rate(b, c) * rate(c, a)
    gaps.append((abs(loop - 1), f"{a}->{b}->{c}"))
gaps.sort(reverse=True)
for g, path in gaps[:3]:
    print(f"{path}: off by {g:.2e}")

wallet = [Money(120, "EUR"), Money(15000, "JPY"), Money(42.5, "GBP"), Money(99.99, "USD")]
total = Money(0, "USD")
for m in wallet:
    total = total + m
    print(f"{str(m):>12} = {str(m.to('USD')):>10}")
print("total", total, "| in CHF", total.to("CHF"), "| in JPY", total.to("JPY"))
try:
    Money(1, "XYZ").to("USD")
except ValueError as e:
    print("error:", e)
pairs = [f"{x}{y}" for x, y in product(CURRENCIES[:3], repeat=2) if x != y]
print(pairs, len(pairs))
print(f"{1234567.891:_.2f} {0.000123:.2e} {-42:+05d} {255:#06x} {7:b} {3.14159:.3g} {1e6:g} {12.5:%}")
