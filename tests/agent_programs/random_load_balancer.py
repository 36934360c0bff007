# Simulate a weighted load balancer with a seeded random.Random and summarize latency and fairness.
import random
from collections import Counter, defaultdict
from statistics import mean, quantiles

rng = random.Random(2024)
backends = {"web-1": 5, "web-2": 3, "db-1": 1}
health = {b: get_metrics(b, points=1)[0] for b in backends}
print({b: h["cpu"] for b, h in health.items()})
names = list(backends)
weights = [backends[b] * (100 - health[b]["cpu"]) for b in names]
print("weights:", [round(w, 1) for w in weights])

hits = Counter()
lat = defaultdict(list)
for i in range(400):
    b = rng.choices(names, weights=weights)[0]
    hits[b] += 1
    base = 20 + health[b]["cpu"] / 2
    lat[b].append(max(1.0, rng.gauss(base, base / 4)))
for b in names:
    q = quantiles(lat[b], n=10)
    print(f"{b:<6} {hits[b]:>4} reqs  mean {mean(lat[b]):6.2f}ms  p10 {q[0]:6.2f}  p90 {q[-1]:6.2f}")
deck = list(range(1, 11))
rng.shuffle(deck)
print(deck, rng.sample(deck, 3), rng.choice(names), rng.randint(1, 6), rng.randrange(10, 20, 3), round(rng.uniform(0, 1), 6))
random.seed("agent")
print(random.random(), random.getrandbits(16), random.choices("ab", k=5, cum_weights=[1, 10]))
state = rng.getstate()
a = [rng.random() for _ in range(3)]
rng.setstate(state)
print(a == [rng.random() for _ in range(3)], round(rng.lognormvariate(0, 0.5), 6), round(rng.vonmisesvariate(1, 2), 6), rng.binomialvariate(10, 0.3) if hasattr(rng, "binomialvariate") else "n/a")
