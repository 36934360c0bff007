# A seeded load simulation: random.Random instances, choices with weights, gauss, shuffle, sample.
import random
import statistics
from collections import Counter

rng = random.Random(2024)
random.seed(7)
hosts = ["web-1", "web-2", "db-1"]
weights = [5, 3, 2]
picks = rng.choices(hosts, weights=weights, k=20)
print(Counter(picks).most_common(), picks[:6])
cum = random.choices(hosts, cum_weights=[1, 2, 10], k=8)
print(cum)
lat = [round(rng.gauss(120, 25), 2) for _ in range(8)]
print(lat, round(statistics.fmean(lat), 3))
print(rng.randint(1, 6), rng.randrange(0, 100, 5), round(rng.uniform(1.5, 2.5), 6), rng.random() < 1, rng.getrandbits(12))
deck = list(range(10))
rng.shuffle(deck)
print(deck, rng.sample(deck, 3), sorted(rng.sample(range(1000), 5)), rng.choice("abcdef"))
print(round(rng.expovariate(2.0), 6), round(rng.triangular(0, 10, 3), 6), round(rng.betavariate(2, 5), 6), round(rng.normalvariate(0, 1), 6))
state = rng.getstate()
a = [rng.random() for _ in range(3)]
rng.setstate(state)
print(a == [rng.random() for _ in range(3)])
r2 = random.Random("agent-seed")
r3 = random.Random(b"bytes-seed")
print(r2.randint(0, 10**6), r3.randint(0, 10**6), random.Random(1.5).random())
users = [get_user(i) for i in random.sample(range(1, 13), 4)]
print([u["name"] for u in users])
random.shuffle(users)
print([u["id"] for u in users], random.randint(1, 100), random.random())
def jitter_backoff(attempt, base=0.5, cap=8.0, rng=rng):
    return round(rng.uniform(0, min(cap, base * 2 ** attempt)), 4)
print([jitter_backoff(a) for a in range(6)])
print(rng.choices([], k=0), rng.sample([], 0))
for bad in [lambda: rng.choice([]), lambda: rng.sample([1, 2], 3), lambda: rng.randrange(5, 5), lambda: rng.choices(hosts, weights=[1], k=1)]:
    try:
        bad()
    except (IndexError, ValueError) as e:
        print(type(e).__name__, e)
