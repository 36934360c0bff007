# Split shared expenses in mixed currencies; settle debts with a greedy algorithm.
from fractions import Fraction
from decimal import Decimal, getcontext, ROUND_HALF_EVEN
from collections import defaultdict
import heapq

getcontext().prec = 12
expenses = [
    ("ada", 120.00, "EUR", ["ada", "alan", "grace"]),
    ("alan", 45.50, "USD", ["alan", "grace"]),
    ("grace", 9800, "JPY", ["ada", "alan", "grace", "ken"]),
    ("ken", 60, "GBP", ["ken", "ada"]),
    ("ada", 12.34, "CHF", ["alan"]),
]
rates = {}
for cur in {e[2] for e in expenses}:
    rates[cur] = Decimal(str(get_exchange_rate(cur, "USD")["rate"]))
print({k: str(v) for k, v in sorted(rates.items())})

balance = defaultdict(Decimal)
for payer, amount, cur, group in expenses:
    usd = (Decimal(str(amount)) * rates[cur]).quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)
    share = usd / len(group)
    balance[payer] += usd
    for person in group:
        balance[person] -= share
    print(f"{payer:>6} paid {amount:>9,.2f} {cur} = {usd:>8} USD split {len(group)} ways ({share:.4f} each)")

print("\nbalances:")
for p, b in sorted(balance.items(), key=lambda kv: kv[1]):
    print(f"  {p:<6}{b:>+12.2f}")
print("sum ~ 0:", abs(sum(balance.values())) < Decimal("0.01"), sum(balance.values()))

creditors = [(-b, p) for p, b in balance.items() if b > 0]
debtors = [(b, p) for p, b in balance.items() if b < 0]
heapq.heapify(creditors); heapq.heapify(debtors)
transfers = []
while creditors and debtors:
    c_amt, c = heapq.heappop(creditors)
    d_amt, d = heapq.heappop(debtors)
    amt = min(-c_amt, -d_amt)
    transfers.append((d, c, amt.quantize(Decimal("0.01"))))
    if -c_amt - amt > Decimal("0.005"):
        heapq.heappush(creditors, (c_amt + amt, c))
    if -d_amt - amt > Decimal("0.005"):
        heapq.heappush(debtors, (d_amt + amt, d))
for d, c, amt in transfers:
    print(f"{d} -> {c}: ${amt}")

f = Fraction(1, 3) + Fraction(1, 6)
print(f, float(f), Fraction("0.125"), Fraction(3.75).limit_denominator(10), f * 3 == Fraction(3, 2))
print(Decimal("1.10") + Decimal("2.205"), Decimal(1) / Decimal(7), Decimal("2.5").quantize(Decimal("1")),
      Decimal("-0"), Decimal("1e3").normalize(), round(Decimal("2.675"), 2), repr(Decimal("3.14")))
try:
    Decimal("abc")
except Exception as e:
    print(type(e).__name__, type(e).__mro__[1].__name__)
print(f"{Decimal('1234567.891'):,.2f}", format(Decimal("0.000012"), "e"))
