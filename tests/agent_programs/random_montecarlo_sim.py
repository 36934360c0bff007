# A seeded Monte Carlo capacity simulation over order data.
import random
import statistics
from collections import Counter

orders = list_orders(page_size=30)["items"]
qty = [o["quantity"] for o in orders]
weights = Counter(o["product"] for o in orders)
products = sorted(weights)
print("products:", [(p, weights[p]) for p in products])

rng = random.Random(2024)
print("randrange:", [rng.randrange(0, 100, 7) for _ in range(5)], rng.randint(1, 6), rng.random())
print("choice:", rng.choice(products), rng.choices(products, k=4), rng.choices(products, weights=[weights[p] for p in products], k=4))
print("cum:", rng.choices(products, cum_weights=[1, 2, 3, 10, 11, 12][:len(products)], k=3))
deck = list(range(10))
rng.shuffle(deck)
print("shuffle:", deck, "sample:", rng.sample(deck, 3), rng.sample(range(1000), 4), rng.sample(products, k=2, counts=[1] * len(products)))
print("uniform:", round(rng.uniform(1, 2), 6), round(rng.triangular(0, 10, 3), 6), round(rng.gauss(100, 15), 6),
      round(rng.normalvariate(0, 1), 6), round(rng.expovariate(0.5), 6), round(rng.betavariate(2, 5), 6))
print("more:", round(rng.lognormvariate(0, 0.5), 6), round(rng.vonmisesvariate(1, 2), 6), round(rng.gammavariate(2, 1), 6),
      round(rng.paretovariate(3), 6), round(rng.weibullvariate(1, 1.5), 6))
print("bits:", rng.getrandbits(64), rng.randbytes(6).hex(), rng.getrandbits(1))

def simulate(days, rng):
    stock, stockouts, orders_lost = 120, 0, 0
    for _ in range(days):
        demand = sum(rng.choice(qty) for _ in range(rng.randint(3, 9)))
        if demand > stock:
            stockouts += 1
            orders_lost += demand - stock
            stock = 0
        else:
            stock -= demand
        if stock < 40:
            stock += rng.choice([60, 80, 100])
    return stockouts, orders_lost

runs = [simulate(30, random.Random(seed)) for seed in range(200)]
outs = [r[0] for r in runs]
lost = [r[1] for r in runs]
print(f"stockout days: mean={statistics.mean(outs):.2f} median={statistics.median(outs)} max={max(outs)}")
print(f"units lost: mean={statistics.fmean(lost):.1f} p90={statistics.quantiles(lost, n=10)[-1]}")
hist = Counter(outs)
for k in sorted(hist):
    print(f"  {k:>2} {'#' * (hist[k] // 2)} {hist[k]}")

state = rng.getstate()
a = [rng.random() for _ in range(3)]
rng.setstate(state)
print("replay equal:", a == [rng.random() for _ in range(3)])
random.seed(7)
print("module-level:", random.randint(1, 100), random.choice("abc"), round(random.random(), 8))
random.seed("text seed")
print("str seed:", random.randrange(1000))
random.seed(b"bytes")
print("bytes seed:", random.randrange(1000))
for bad in (lambda: rng.choice([]), lambda: rng.randrange(5, 5), lambda: rng.sample([1, 2], 3),
            lambda: rng.randint(3, 1), lambda: rng.choices([1, 2], weights=[1]), lambda: rng.sample({1, 2}, 1)):
    try:
        bad()
    except (IndexError, ValueError, TypeError) as e:
        print(f"{type(e).__name__}: {e}")
