# random: CPython's Mersenne Twister sequences from int seeds, and its errors
import random
random.seed(42)
print(random.random(), random.random())
print(random.randint(1, 100), random.randrange(10), random.randrange(0, 100, 7), random.randrange(10**30))
print(random.choice('abcdef'), random.choice([1, 2, 3]))
l = list(range(20)); random.shuffle(l); print(l)
print(random.sample(range(100), 10), random.sample('abcdefgh', 3), random.sample(range(10**6), 3))
print(random.choices('abc', k=5), random.choices([1, 2, 3], weights=[10, 1, 1], k=6), random.choices('xy', cum_weights=[1, 5], k=3))
print(random.uniform(1, 5), random.gauss(0, 1), random.gauss(10, 2), random.gauss(), random.getrandbits(70), random.getrandbits(5))
random.seed(0); print(random.random())
random.seed(2**100 + 7); print(random.random(), random.randint(-5, 5))
random.seed(-3); print(random.random())
print(random.sample(['a', 'b'], counts=[3, 2], k=4))
for bad in [lambda: random.randrange(0), lambda: random.randrange(5, 2), lambda: random.choice([]), lambda: random.sample([1], 2), lambda: random.randrange(1, 10, 0)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
