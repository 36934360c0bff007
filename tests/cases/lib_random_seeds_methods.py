# random's seeds (a negative float's hash is taken as C's size_t, version 1
# strings and bytes, int subclasses) and the argument handling of the
# rewritten methods (randrange's counts, sample's and choices' errors).
import random


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


for seed in ((-1.5,), (2.25,), ('ab', 1), (b'ab', 1), ('', 1), (True,), (-7,), (2 ** 100,),
             (bytearray(b'xy'),), ([1],), (bytearray(b'xy'), 1)):
    t(lambda: (random.seed(*seed), random.random(), random.getrandbits(40))[1:])
r = random.Random(5)
t(lambda: [r.randrange(10, -10, -3) for _ in range(6)])
t(lambda: [r.randrange(-10, 10, 7) for _ in range(6)])
t(lambda: r.randrange(5, 5, 2))
t(lambda: r.randrange(0, 10, 0))
t(lambda: r.randrange(3, 1))
t(lambda: r.randrange(0, stop=None, step=2))
t(lambda: r.sample(range(100), 2.0))
t(lambda: r.sample(range(10 ** 6), 8))
t(lambda: r.sample('abcdef', 6))
t(lambda: r.sample('abc', 3, counts=[1, 0, 2]))
t(lambda: r.sample('abc', 2, counts=[1.0, 1, 1]))
t(lambda: r.sample('abc', 2, counts=[0, 0, 0]))
t(lambda: r.sample({1, 2}, 1))
t(lambda: r.choices('abc', 3))
t(lambda: r.choices('abc', True))
t(lambda: r.choices('abc', [1, 2], k=2))
t(lambda: r.choices('abc', [0, 0, 0]))
t(lambda: r.choices('abc', [1, float('inf'), 1]))
t(lambda: r.choices('abc', [1, 2, 3], cum_weights=[1, 2, 3]))
t(lambda: r.choices('abcd', cum_weights=[1, 1, 5, 6], k=6))
t(lambda: [r.triangular(2.0, 2.0, 2.0), r.triangular(5, 1, 4), r.triangular(0.0, 1.0, None)])
t(lambda: [r.gammavariate(a, 1.5) for a in (0.3, 1.0, 2.5)])
t(lambda: [r.betavariate(0.5, 0.5), r.vonmisesvariate(1.0, 0.0), r.vonmisesvariate(1.0, 4.0)])
t(lambda: (lambda x: (r.shuffle(x), x)[1])(list(range(12))))
t(lambda: r.gammavariate(0.0, 1.0))
