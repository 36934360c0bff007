# Summarize Likert survey answers derived from users with statistics: modes, quantiles, NormalDist z-scores and correlation.
import statistics as st
from statistics import NormalDist
from collections import Counter

QUESTIONS = ["ease", "speed", "docs", "support"]
answers = {}
for uid in range(1, 13):
    u = get_user(uid)
    base = {"free": 2, "pro": 3, "enterprise": 4}[u["tier"]]
    answers[u["name"]] = [max(1, min(5, base + ((uid * (q + 3)) % 5) - 2)) for q in range(len(QUESTIONS))]

print(f"{'question':<9}{'mean':>6}{'med':>5}{'mode':>5}{'stdev':>7}  distribution")
for qi, q in enumerate(QUESTIONS):
    col = [a[qi] for a in answers.values()]
    dist = Counter(col)
    bar = " ".join(f"{k}:{'*' * dist[k]}" for k in range(1, 6))
    print(f"{q:<9}{st.mean(col):>6.2f}{st.median(col):>5}{st.mode(col):>5}{st.stdev(col):>7.3f}  {bar}")
overall = [sum(a) / len(a) for a in answers.values()]
print("quartiles:", st.quantiles(overall, n=4), "inclusive:", st.quantiles(overall, n=4, method="inclusive"))
print("multimode docs:", st.multimode(a[2] for a in answers.values()), "median_low/high:", st.median_low(overall), st.median_high(overall))
print("pvariance:", round(st.pvariance(overall), 4), "variance:", round(st.variance(overall), 4), "fmean:", st.fmean(overall, weights=None) if False else st.fmean(overall))
nd = NormalDist.from_samples(overall)
print(f"normal fit: mu={nd.mean:.3f} sigma={nd.stdev:.3f}")
for name, score in sorted(zip(answers, overall), key=lambda t: nd.zscore(t[1]))[:3]:
    print(f"  low: {name:<18} {score:.2f} z={nd.zscore(score):+.2f} pct={nd.cdf(score):.1%}")
ease = [a[0] for a in answers.values()]
speed = [a[1] for a in answers.values()]
print("corr(ease, speed) =", round(st.correlation(ease, speed), 4))
slope, intercept = st.linear_regression(ease, speed)
print(f"speed ~ {slope:.3f} * ease + {intercept:.3f}")
try:
    st.mean([])
except st.StatisticsError as e:
    print("StatisticsError:", e)
try:
    st.stdev([3])
except st.StatisticsError as e:
    print("StatisticsError:", e)
print(st.mean([1, 2.5]), st.mean([1, 2]), type(st.median([1, 3])).__name__, st.geometric_mean([2, 8]), st.harmonic_mean([1, 4, 4]))
