# The distributions of random beyond the common ones draw in CPython's
# order, so a seeded run gives CPython's exact values.
import random
random.seed(42)
print(random.betavariate(2, 3), random.betavariate(0.5, 0.5))
print(random.gammavariate(2, 3), random.gammavariate(1, 2), random.gammavariate(0.3, 1))
print(random.lognormvariate(0, 1), random.vonmisesvariate(0, 1), random.vonmisesvariate(1, 0))
print(random.paretovariate(2), random.weibullvariate(1, 2), random.randbytes(6), random.randbytes(0))
r = random.Random(7)
print([round(r.gammavariate(a, 1), 12) for a in (0.1, 0.9, 1.0, 1.5, 30)])
print(r.vonmisesvariate(3.0, 4.0), r.betavariate(5, 1))
for bad in [(0, 1), (1, -1)]:
    try:
        random.gammavariate(*bad)
    except ValueError as e:
        print(e)
print(sorted(n for n in random.__all__ if n.endswith('variate')))
