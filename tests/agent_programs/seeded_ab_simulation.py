import random
import statistics
from collections import Counter
from dataclasses import dataclass
from typing import List, Tuple
import math


@dataclass
class Variant:
    name: str
    rate: float
    conversions: int = 0
    visitors: int = 0

    @property
    def observed(self) -> float:
        return self.conversions / self.visitors if self.visitors else 0.0


def z_test(a: Variant, b: Variant) -> Tuple[float, float]:
    p = (a.conversions + b.conversions) / (a.visitors + b.visitors)
    se = math.sqrt(p * (1 - p) * (1 / a.visitors + 1 / b.visitors))
    z = (b.observed - a.observed) / se
    pval = 2 * (1 - statistics.NormalDist().cdf(abs(z)))
    return z, pval


rng = random.Random(2024)
variants = [Variant("control", 0.10), Variant("green-button", 0.12), Variant("long-copy", 0.095)]
for _ in range(6000):
    v = rng.choice(variants)
    v.visitors += 1
    if rng.random() < v.rate:
        v.conversions += 1
for v in variants:
    print(f"{v.name:<13} {v.conversions:>4}/{v.visitors:<5} = {v.observed:.4f}")
for other in variants[1:]:
    z, p = z_test(variants[0], other)
    verdict = "significant" if p < 0.05 else "not significant"
    print(f"control vs {other.name}: z={z:+.3f} p={p:.4f} ({verdict})")

sample = [rng.gauss(100, 15) for _ in range(500)]
nd = statistics.NormalDist.from_samples(sample)
print(f"fit: mu={nd.mean:.3f} sigma={nd.stdev:.3f}, P(x<85)={nd.cdf(85):.4f}, q90={nd.inv_cdf(0.9):.3f}")
print("quantiles:", [round(q, 2) for q in statistics.quantiles(sample, n=4)])
print("inclusive:", [round(q, 2) for q in statistics.quantiles(sample, n=4, method="inclusive")])
deck = list(range(10))
rng.shuffle(deck)
print(deck, rng.sample(range(100), 5), rng.randint(1, 6), rng.randrange(0, 100, 7))
print(round(rng.uniform(1, 2), 6), rng.choices("abc", weights=[5, 1, 1], k=8), round(rng.expovariate(2), 6))
print(round(rng.triangular(0, 10, 3), 6), round(rng.betavariate(2, 5), 6), rng.getrandbits(20))
counts = Counter(rng.choices(["heads", "tails"], k=1000))
print(counts.most_common(), counts.total())
r2 = random.Random("seed-string")
print(r2.random(), random.Random(7).random() == random.Random(7).random())
state = rng.getstate()
a = rng.random()
rng.setstate(state)
print(a == rng.random(), round(statistics.NormalDist(0, 1).pdf(0), 6), statistics.NormalDist(10, 2) + 5)
