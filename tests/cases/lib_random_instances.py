# random.Random instances: independent generators with CPython's sequences,
# state save/restore, subclasses overriding random(), and the module's
# functions sharing one hidden instance.
import random

a = random.Random(42)
b = random.Random("seed")
print(a.random(), a.randint(1, 6), a.choice("abc"), a.sample(range(50), 3))
print(b.random(), b.uniform(1, 2), b.gauss(), b.gauss(), b.normalvariate(10, 2))
st = a.getstate()
x = [a.random() for _ in range(3)]
a.setstate(st)
print(x == [a.random() for _ in range(3)], len(st[1]), st[0])
random.seed(42)
print(random.random() == random.Random(42).random())
c = random.Random()
c.seed(7)
l = list(range(8))
c.shuffle(l)
print(l, c.choices("xyz", weights=[1, 0, 5], k=4), c.getrandbits(70), c.randrange(0, 100, 7))
print(type(a).__name__, isinstance(a, random.Random), random.Random.__module__)


class Fixed(random.Random):
    def random(self):
        return 0.5


f = Fixed(1)
print(f.uniform(0, 10), f.choices([1, 2, 3], k=2), f.expovariate(2.0) > 0)
for bad in ([1], {}):
    try:
        random.Random(bad)
    except TypeError as e:
        print("TypeError:", e)
try:
    a.setstate((2, (), None))
except ValueError as e:
    print("ValueError:", e)
