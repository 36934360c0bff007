# Survey analysis: cross-tabs, percentiles, histograms in text, z-scores.
import random
import statistics as st
from collections import Counter, defaultdict
from itertools import groupby

random.seed(2024)
TEAMS = ["infra", "data", "web", "ml"]
responses = []
for i in range(120):
    team = random.choice(TEAMS)
    score = max(1, min(10, round(random.gauss(6.5 if team != "web" else 5.2, 1.8))))
    years = round(random.expovariate(1 / 4), 1)
    remote = random.random() < 0.6
    responses.append({"id": i, "team": team, "score": score, "years": years, "remote": remote})

print(f"{len(responses)} responses; overall mean {st.mean(r['score'] for r in responses):.2f}, "
      f"median {st.median(r['score'] for r in responses)}, mode {st.mode(r['score'] for r in responses)}")
by_team = defaultdict(list)
for r in responses:
    by_team[r["team"]].append(r["score"])
print(f"{'team':<6}{'n':>4}{'mean':>7}{'sd':>6}{'p25':>6}{'p75':>6}")
for team in sorted(by_team):
    s = by_team[team]
    q = st.quantiles(s, n=4)
    print(f"{team:<6}{len(s):>4}{st.mean(s):>7.2f}{st.stdev(s):>6.2f}{q[0]:>6.2f}{q[2]:>6.2f}")

hist = Counter(r["score"] for r in responses)
peak = max(hist.values())
for score in range(1, 11):
    n = hist.get(score, 0)
    bar = "█" * round(n / peak * 30)
    print(f"{score:>2} | {bar:<30} {n}")

crosstab = Counter((r["team"], r["remote"]) for r in responses)
print("      " + "".join(f"{str(v):>8}" for v in (True, False)))
for team in TEAMS:
    print(f"{team:<6}" + "".join(f"{crosstab[(team, v)]:>8}" for v in (True, False)))
mu = st.mean(r["years"] for r in responses)
sd = st.pstdev(r["years"] for r in responses)
outliers = [(r["id"], r["years"], round((r["years"] - mu) / sd, 2)) for r in responses if abs(r["years"] - mu) > 2.5 * sd]
print(f"years: mu={mu:.3f} sd={sd:.3f} outliers={outliers}")
buckets = {k: len(list(g)) for k, g in groupby(sorted(r["years"] for r in responses), key=lambda y: int(y // 5) * 5)}
print(buckets)
nd = st.NormalDist(mu, sd)
print(f"P(years < 2) = {nd.cdf(2):.4f}; 90th pct = {nd.inv_cdf(0.9):.3f}; overlap web/ml = "
      f"{st.NormalDist.from_samples(by_team['web']).overlap(st.NormalDist.from_samples(by_team['ml'])):.4f}")
print(st.median_grouped([r["score"] for r in responses]), st.median_high([1, 3, 5, 7]), round(st.variance(by_team["ml"]), 6))
print(random.sample(sorted(by_team), 2), random.choices(range(5), cum_weights=[1, 2, 3, 4, 10], k=6))
