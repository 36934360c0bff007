# random's Mersenne Twister with its twist and random()'s double in C:
# CPython's sequences across many twists, after getrandbits, through
# getstate/setstate
import random
random.seed(12345)
xs = [random.random() for _ in range(2000)]
print(xs[0], xs[311], xs[312], xs[623], xs[1999], sum(xs))
print([random.randint(1, 6) for _ in range(20)], random.getrandbits(100), random.choice("abcdef"))
r = random.Random("seed")
print(r.random(), r.uniform(1, 5), r.gauss(0, 1), r.sample(range(1000), 3))
st = r.getstate(); a = [r.random() for _ in range(700)]; r.setstate(st); b = [r.random() for _ in range(700)]
print(a == b, a[-1])
r2 = random.Random(7); r2.getrandbits(5); print(r2.random(), [r2.random() for _ in range(3)])
l = list(range(50)); random.shuffle(l); print(l)
