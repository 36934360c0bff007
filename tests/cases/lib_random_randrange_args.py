# random: seeded sequences, the argument errors, and randrange's 3.11 handling of
# non-integer arguments (integral floats taken with a DeprecationWarning)
import random
random.seed(2024)
print([random.randint(0, 9) for _ in range(20)], random.choices(range(100), k=10), random.sample(list("abcdefghij"), 4))
print(random.uniform(-1, 1), random.randrange(10**20), random.getrandbits(1), random.random() < 0.5, random.choice(range(1000)))
x = list(range(50)); random.shuffle(x); print(x[:10])
print([round(random.gauss(10, 2), 6) for _ in range(3)], random.binomialvariate(10, 0.5) if hasattr(random, "binomialvariate") else "")
for bad in [lambda: random.sample({1, 2, 3}, 2), lambda: random.randrange(1.5), lambda: random.randrange(5, 1), lambda: random.choices([1, 2], weights=[1], k=2), lambda: random.randint(1, 2.5), lambda: random.seed([1])]:
    try: print(bad())
    except (TypeError, ValueError) as e: print(type(e).__name__, e)
random.seed(7, version=1) if False else random.seed(7); print(random.random())
r1 = random.Random(5); r2 = random.Random(5); print(r1.random() == r2.random(), r1.choices("ab", cum_weights=[0.1, 1.0], k=5))
random.seed(None) if False else None
print(random.Random(0).sample(range(10**9), 3), random.Random("seed").randint(1, 6), random.Random(b"b").random(), random.Random(3.14).random())
rs = random.Random(11); print(rs.triangular(), rs.vonmisesvariate(0, 0), rs.expovariate(2), rs.paretovariate(1.5))
import warnings
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    random.seed(1)
    print(random.randrange(10.0), random.randrange(2, 8.0, 2))
    try: random.randrange(0, 2.5)
    except ValueError as e: print(e)
    try: random.randrange(0, 10, 1.5)
    except ValueError as e: print(e)
    print([(str(x.message)[:40], x.category.__name__, x.filename.endswith(".py"), x.lineno) for x in w])
try: random.randrange(5, step=2)
except TypeError as e: print(e)
