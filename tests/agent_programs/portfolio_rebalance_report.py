"""Rebalance a stock portfolio toward target weights: fetch prices, compute
returns and volatility with statistics, Decimal money math with explicit
rounding, trades sorted by size, and a fixed-width report with totals."""
import statistics
from decimal import Decimal, ROUND_HALF_UP, ROUND_FLOOR
from dataclasses import dataclass

CENT = Decimal("0.01")
TARGET = {"ACME": Decimal("0.40"), "GLOBX": Decimal("0.25"), "INIT": Decimal("0.20"), "UMBR": Decimal("0.15")}
HOLD = {"ACME": 120, "GLOBX": 300, "INIT": 0, "UMBR": 75, "bad": 3}
CASH = Decimal("2500.00")


@dataclass
class Position:
    symbol: str
    shares: int
    price: Decimal
    returns: list

    @property
    def value(self):
        return (self.price * self.shares).quantize(CENT, ROUND_HALF_UP)

    @property
    def vol(self):
        return statistics.stdev(self.returns) if len(self.returns) > 1 else 0.0


positions = {}
for sym, shares in HOLD.items():
    try:
        series = get_stock(sym, days=10)
    except ValueError as e:
        print("skip:", e)
        continue
    closes = [row["close"] for row in series]
    rets = [(b - a) / a for a, b in zip(closes, closes[1:])]
    positions[sym] = Position(sym, shares, Decimal(str(closes[-1])), rets)

total = sum((p.value for p in positions.values()), CASH)
print(f"portfolio value {total:,.2f} (cash {CASH:,.2f})")
print(f"{'sym':<6}{'shares':>7}{'price':>9}{'value':>11}{'weight':>8}{'target':>8}{'mean ret':>10}{'vol':>8}")
trades = []
for sym, p in positions.items():
    w = p.value / total
    t = TARGET.get(sym, Decimal(0))
    want = (total * t / p.price).to_integral_value(ROUND_FLOOR)
    delta = int(want) - p.shares
    if delta:
        trades.append((sym, delta, (delta * p.price).quantize(CENT)))
    print(f"{sym:<6}{p.shares:>7}{p.price:>9.2f}{p.value:>11,.2f}{w:>8.1%}{t:>8.0%}"
          f"{statistics.mean(p.returns):>+10.3%}{p.vol:>8.4f}")
trades.sort(key=lambda t: (-abs(t[2]), t[0]))
print("trades:")
cash = CASH
for sym, delta, amount in trades:
    cash -= amount
    print(f"  {'BUY ' if delta > 0 else 'SELL'} {abs(delta):>4} {sym:<6} {amount:>+12,.2f}  cash after {cash:>12,.2f}")
print(f"residual cash {cash:,.2f} = {(cash / total):.2%} of portfolio")
best = max(positions.values(), key=lambda p: statistics.mean(p.returns))
print("best mean return:", best.symbol, f"{statistics.mean(best.returns):.4%}")
corr = statistics.correlation(positions["ACME"].returns, positions["GLOBX"].returns)
print(f"corr ACME/GLOBX {corr:+.4f}; sharpe-ish {[f'{s}:{statistics.mean(p.returns) / p.vol:.2f}' for s, p in positions.items() if p.vol]}")
print(sum(TARGET.values()), Decimal("100") * Decimal("0.155"), (Decimal("10") / 3).quantize(CENT), Decimal("2.5").quantize(Decimal(1), ROUND_HALF_UP))
