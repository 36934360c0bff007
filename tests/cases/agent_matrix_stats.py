"""Numeric summaries an agent computes from tool data: statistics, math, rounding."""
import math
import statistics as st
from fractions import Fraction
from decimal import Decimal, ROUND_HALF_UP

latencies = [12.5, 8.0, 95.25, 14.0, 11.75, 300.0, 9.5, 13.25, 10.0, 12.0]
print(f"n={len(latencies)} mean={st.mean(latencies):.3f} median={st.median(latencies)} mode={st.mode([1, 2, 2, 3])}")
print(f"stdev={st.stdev(latencies):.4f} pstdev={st.pstdev(latencies):.4f} var={st.variance(latencies):.2f}")
print(st.median_low([1, 3, 5, 7]), st.median_high([1, 3, 5, 7]), st.quantiles(latencies, n=4))
print(st.fmean([1, 2, 3]), st.geometric_mean([1, 4, 16]), st.harmonic_mean([1, 2, 4]))
srt = sorted(latencies)
p95 = srt[min(len(srt) - 1, math.ceil(0.95 * len(srt)) - 1)]
print(f"p95={p95} max={max(latencies)} outliers={[x for x in latencies if x > 3 * st.median(latencies)]}")
try:
    st.mean([])
except st.StatisticsError as e:
    print(f"{type(e).__name__}: {e}")
try:
    st.stdev([1])
except st.StatisticsError as e:
    print(f"{type(e).__name__}: {e}")

matrix = [[2, -1, 0], [-1, 2, -1], [0, -1, 2]]
def matmul(a, b):
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]
def det(m):
    if len(m) == 1:
        return m[0][0]
    return sum((-1) ** j * m[0][j] * det([r[:j] + r[j + 1:] for r in m[1:]]) for j in range(len(m)))
print(matmul(matrix, matrix), det(matrix), list(zip(*matrix)))
ident = [[int(i == j) for j in range(3)] for i in range(3)]
print(matmul(matrix, ident) == matrix, [row[::-1] for row in matrix[::-1]])
for row in matrix:
    print(" ".join(f"{v:>4}" for v in row))

print(math.isclose(0.1 + 0.2, 0.3), 0.1 + 0.2, round(2.675, 2), round(0.5), round(1.5), round(-0.5), round(1234.5678, -2))
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.7), int(-2.7), -7 // 2, -7 % 2, divmod(-7, 2), math.fmod(-7, 2))
print(math.gcd(84, 36), math.lcm(4, 6), math.comb(10, 3), math.perm(5, 2), math.factorial(20), math.prod([1, 2, 3, 4]))
print(math.hypot(3, 4), math.dist((0, 0), (1, 1)), math.degrees(math.pi), math.radians(180), math.log2(1024), math.log10(0.001))
print(math.sqrt(2), math.isqrt(99), math.exp(1), math.log(math.e ** 2), math.pow(2, 0.5), 2 ** 0.5, 10 ** -2, 2 ** 100)
print(math.inf > 10 ** 300, math.nan == math.nan, math.isnan(float("nan")), math.isfinite(1e308 * 10), -math.inf)
print(Fraction(3, 4) + Fraction(1, 6), Fraction("0.125"), Fraction(1, 3) * 3, float(Fraction(22, 7)), Fraction(6, -4))
print(Decimal("0.1") + Decimal("0.2"), Decimal("1.005").quantize(Decimal("0.01"), rounding=ROUND_HALF_UP), Decimal(10) / Decimal(4))
print(f"{1234567.891:,.2f} {0.000123:.2e} {42:08.3f} {-3.14159:+.1f} {1e21:.0f} {123456789:,d} {0.5:.0%} {255:#x} {255:#010b}")
print(f"{3.0:g} {3.5e-5:g} {1e16:g} {123456789.0:g} {0.0001:g} {float('inf'):f} {-0.0:.1f} {1/3:.15f}")
print(sum([0.1] * 10), math.fsum([0.1] * 10), sum(range(101)), sum(x * x for x in range(10)), abs(-3 + 0))
print(int("  42  "), int("-0b101", 0), int("ff", 16), float("1e-3"), float("  -inf "), int(3.999), int("1_000"), bin(-5), oct(64), hex(-255))
print((7).bit_length(), (255).to_bytes(2, "big"), int.from_bytes(b"\x01\x00", "little"), (3.75).as_integer_ratio(), (10).__pow__(2))
print(max(range(10), key=lambda v: (v % 3, -v)), min("banana", "apple", key=len), sorted([3, 1, 2], reverse=True))
