from __future__ import annotations

import math
import statistics
from collections import Counter, defaultdict
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from enum import Enum
from typing import ClassVar, Dict, List, Optional, Tuple


class Trend(Enum):
    UP = "↑"
    DOWN = "↓"
    FLAT = "→"

    @classmethod
    def _missing_(cls, value: object) -> "Trend":
        if isinstance(value, str) and value.lower() in ("up", "down", "flat"):
            return cls[value.upper()]
        return cls.FLAT

    @classmethod
    def of(cls, delta: float, tol: float = 0.5) -> "Trend":
        if abs(delta) <= tol:
            return cls.FLAT
        return cls.UP if delta > 0 else cls.DOWN


@dataclass(frozen=True)
class Kpi:
    name: str
    value: float
    previous: float
    unit: str = ""
    higher_is_better: bool = True
    precision: ClassVar[int] = 2

    @property
    def delta_pct(self) -> float:
        return (self.value - self.previous) / self.previous * 100 if self.previous else math.inf

    def badge(self) -> str:
        t = Trend.of(self.delta_pct)
        good = (t is Trend.UP) == self.higher_is_better or t is Trend.FLAT
        return f"{t.value}{'✓' if good else '✗'}"


hosts = ["web-1", "web-2", "db-1"]
series = {h: get_metrics(h, points=24) for h in hosts}
kpis: List[Kpi] = []
for h, pts in series.items():
    first, second = pts[:12], pts[12:]
    m1 = statistics.fmean(p["cpu"] for p in first)
    m2 = statistics.fmean(p["cpu"] for p in second)
    kpis.append(Kpi(f"{h} cpu", round(m2, 2), round(m1, 2), "%", higher_is_better=False))
    e1, e2 = sum(p["errors"] for p in first), sum(p["errors"] for p in second)
    kpis.append(Kpi(f"{h} errors", e2, e1, "", higher_is_better=False))
orders = list_orders(page_size=60)["items"]
by_month: Dict[str, float] = defaultdict(float)
for o in orders:
    by_month[o["created"][:7]] += o["quantity"] * o["unit_price"]
months = sorted(by_month)
kpis.append(Kpi("revenue", round(by_month[months[-1]], 2), round(by_month[months[-2]], 2), "$"))

width = max(len(k.name) for k in kpis)
for k in sorted(kpis, key=lambda k: (-abs(k.delta_pct) if math.isfinite(k.delta_pct) else -1e9, k.name)):
    d = k.delta_pct
    dtxt = f"{d:+7.1f}%" if math.isfinite(d) else "    new"
    print(f"{k.name:<{width}}  {k.value:>10,.2f}{k.unit:<1}  was {k.previous:>9,.2f}  {dtxt} {k.badge()}")

print([t.name for t in Trend], Trend("up"), Trend("sideways"), Trend("↓"), Trend.UP.value)
k0 = kpis[0]
k1 = replace(k0, value=k0.value * 2)
print(k1.name, k1.value == k0.value * 2, k0 == replace(k0), hash(k0) == hash(replace(k0)))
try:
    k0.value = 1.0
except AttributeError as e:
    print(type(e).__name__, e)
peak = max(((h, p) for h, pts in series.items() for p in pts), key=lambda hp: hp[1]["cpu"])
ts = datetime.fromisoformat(peak[1]["ts"])
print(f"peak {peak[1]['cpu']}% on {peak[0]} at {ts:%H:%M} ({ts:%Z}) ~ {(ts + timedelta(minutes=90)).time()}")
print(f"{k0.value=}, {len(kpis)=:>4}, {months[-1]!r:>12}, {math.inf:>6}, {-math.inf:<6}|, {math.nan:^7}|")
print(statistics.multimode([p["errors"] for p in series["web-1"]]), statistics.pvariance([1.5, 2.5, 2.5, 2.75]))
hist = Counter(round(p["cpu"], -1) for pts in series.values() for p in pts)
for bucket in sorted(hist):
    print(f"{bucket:>5.0f}% | {'▇' * hist[bucket]} {hist[bucket]}")
print(round(1234.5678, -2), round(-2.5), round(0.125, 2), round(1e300 * 10), f"{1e-5:.2%}", f"{123456789:,}".replace(",", " "))
print((0.1).as_integer_ratio(), (2.5).hex(), float.fromhex("0x1.8p1"), (255).bit_count(), (10).bit_length(), 7 .__format__("c"))
