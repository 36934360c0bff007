# A/B test readout: conversion rates, a two-proportion z-test, confidence intervals, and a verdict table.
import math
from statistics import NormalDist
import random

rng = random.Random(99)
variants = {"control": 0.110, "new_checkout": 0.128, "one_click": 0.104}
visits = {"control": 4200, "new_checkout": 4150, "one_click": 2100}
results = {}
for name, p in variants.items():
    conv = sum(rng.random() < p for _ in range(visits[name]))
    results[name] = (visits[name], conv)

Z = NormalDist()
def ci(n, k, level=0.95):
    p = k / n
    z = Z.inv_cdf(0.5 + level / 2)
    half = z * math.sqrt(p * (1 - p) / n)
    return p - half, p + half

def ztest(a, b):
    (n1, k1), (n2, k2) = a, b
    p1, p2 = k1 / n1, k2 / n2
    pooled = (k1 + k2) / (n1 + n2)
    se = math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2))
    z = (p2 - p1) / se
    return z, 2 * (1 - Z.cdf(abs(z)))

base = results["control"]
print(f"{'variant':<13}{'visits':>7}{'conv':>6}{'rate':>8}{'95% CI':>18}{'lift':>8}{'z':>7}{'p':>8}  verdict")
for name, (n, k) in results.items():
    lo, hi = ci(n, k)
    rate = k / n
    if name == "control":
        print(f"{name:<13}{n:>7}{k:>6}{rate:>8.2%}{f'[{lo:.2%}, {hi:.2%}]':>18}{'—':>8}{'':>7}{'':>8}  baseline")
        continue
    z, p = ztest(base, (n, k))
    lift = rate / (base[1] / base[0]) - 1
    verdict = "WIN" if p < 0.05 and lift > 0 else "LOSS" if p < 0.05 else "inconclusive"
    print(f"{name:<13}{n:>7}{k:>6}{rate:>8.2%}{f'[{lo:.2%}, {hi:.2%}]':>18}{lift:>+8.1%}{z:>7.2f}{p:>8.4f}  {verdict}")
def sample_size(p, mde, alpha=0.05, power=0.8):
    z_a, z_b = Z.inv_cdf(1 - alpha / 2), Z.inv_cdf(power)
    p2 = p * (1 + mde)
    return math.ceil((z_a + z_b) ** 2 * (p * (1 - p) + p2 * (1 - p2)) / (p2 - p) ** 2)
for mde in (0.05, 0.1, 0.2):
    print(f"to detect {mde:.0%} lift at 11%: {sample_size(0.11, mde):,} per arm")
print(round(Z.pdf(0), 6), round(Z.cdf(1.96), 6), round(Z.inv_cdf(0.975), 6), NormalDist(10, 2) + 5, NormalDist(10, 2) * 2)
print(math.erf(1), math.erfc(1), math.gamma(5), math.factorial(10), math.isqrt(10**12 + 1))
