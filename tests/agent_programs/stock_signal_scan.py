import math
import statistics
from collections import deque
from dataclasses import dataclass, field
from enum import Enum, auto
from typing import Deque, Dict, List


class Signal(Enum):
    BUY = auto()
    SELL = auto()
    HOLD = auto()

    def __str__(self) -> str:
        return self.name.lower()


@dataclass
class Position:
    symbol: str
    cash: float = 10_000.0
    shares: int = 0
    trades: List[str] = field(default_factory=list)

    def value(self, price: float) -> float:
        return self.cash + self.shares * price


def sma(window: Deque[float]) -> float:
    return sum(window) / len(window)


def decide(short: float, long: float, prev_diff: float | None) -> Signal:
    diff = short - long
    if prev_diff is None:
        return Signal.HOLD
    if prev_diff <= 0 < diff:
        return Signal.BUY
    if prev_diff >= 0 > diff:
        return Signal.SELL
    return Signal.HOLD


def backtest(symbol: str) -> Position:
    bars = get_stock(symbol, days=30)
    pos = Position(symbol)
    short_w: Deque[float] = deque(maxlen=3)
    long_w: Deque[float] = deque(maxlen=8)
    prev: float | None = None
    for bar in bars:
        px = bar["close"]
        short_w.append(px)
        long_w.append(px)
        if len(long_w) < long_w.maxlen:
            continue
        s, l = sma(short_w), sma(long_w)
        sig = decide(s, l, prev)
        prev = s - l
        if sig is Signal.BUY and pos.cash > px:
            n = math.floor(pos.cash / px)
            pos.shares += n
            pos.cash -= n * px
            pos.trades.append(f"{bar['date']} {sig} {n}@{px:.2f}")
        elif sig is Signal.SELL and pos.shares:
            pos.cash += pos.shares * px
            pos.trades.append(f"{bar['date']} {sig} {pos.shares}@{px:.2f}")
            pos.shares = 0
    return pos


results: Dict[str, float] = {}
for sym in ["ACME", "GLOBX", "INIT", "bad", "ZZZ"]:
    try:
        pos = backtest(sym)
    except ValueError as e:
        print(f"{sym}: skipped ({e})")
        continue
    last = get_stock(sym, days=30)[-1]["close"]
    final = pos.value(last)
    ret = final / 10_000 - 1
    results[sym] = ret
    print(f"{sym:<6} trades={len(pos.trades):<2} final={final:>12,.2f} return={ret:+.2%}")
    for t in pos.trades:
        print("    ", t)

closes = [b["close"] for b in get_stock("ACME", days=30)]
rets = [math.log(b / a) for a, b in zip(closes, closes[1:])]
vol = statistics.stdev(rets) * math.sqrt(252)
print(f"ACME annualized vol: {vol:.4f} ({vol:.1%})")
print("max drawdown:", f"{max((max(closes[:i + 1]) - c) / max(closes[:i + 1]) for i, c in enumerate(closes)):.3%}")
best = max(results, key=results.get)
print("best:", best, f"{results[best]:.4f}")
print([str(s) for s in Signal], Signal.BUY.value, Signal(3), Signal.HOLD in Signal)
print(f"{math.pi:.5}", f"{math.e:10.4e}", round(2.5), round(3.5), round(-0.5), round(1.005, 2))
