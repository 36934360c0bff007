# sorted()/list.sort of 64+ keys of a user class: the native merge steps
# (_sort_step) with each __lt__ run as Python code; stability, reverse=,
# key=, an exception inside __lt__, mutation of the list inside __lt__,
# __lt__ returning a non-bool (its truth taken by Python: __bool__ runs).
import random
random.seed(11)


class K:
    calls = 0

    def __init__(self, v, tag):
        self.v = v
        self.tag = tag

    def __lt__(self, o):
        K.calls += 1
        return self.v < o.v

    def __repr__(self):
        return f"{self.v}{self.tag}"


for n in (64, 97, 130):
    xs = [K(random.randint(0, n // 4), i) for i in range(n)]
    for rev in (False, True):
        ys = sorted(xs, reverse=rev)
        exp = sorted(range(n), key=lambda i: xs[i].v, reverse=rev)
        print(n, rev, [k.tag for k in ys] == exp, ys[:3], ys[-3:])
        zs = list(xs)
        zs.sort(key=lambda k: k, reverse=rev)
        print([k.tag for k in zs] == exp)
    print(sorted(xs) == sorted(xs, key=lambda k: k))

# already sorted and reversed input: few comparisons (merges are skipped)
asc = [K(i, "") for i in range(100)]
K.calls = 0
sorted(asc)
print("ascending", K.calls < 100)
desc = asc[::-1]
print([k.v for k in sorted(desc)] == list(range(100)))


class Boom(K):
    def __lt__(self, o):
        if 7 in (self.v, o.v):
            raise ValueError("boom in __lt__")
        return self.v < o.v


bs = [Boom(i % 10, i) for i in range(70)]
before = [b.tag for b in bs]
try:
    bs.sort()
except ValueError as e:
    print("raised", e, sorted(b.tag for b in bs) == sorted(before))
try:
    sorted(bs, reverse=True)
except ValueError as e:
    print("raised", e)


class Mut(K):
    victim = None

    def __lt__(self, o):
        if Mut.victim is not None and self.v == 5:
            Mut.victim.append(self)
            Mut.victim = None
        return self.v < o.v


ms = [Mut(i % 13, i) for i in range(70)]
Mut.victim = ms
try:
    ms.sort()
    print("no error", len(ms))
except ValueError as e:
    print("ValueError", e, len(ms))


class Truth:
    def __init__(self, b):
        self.b = b

    def __bool__(self):
        return self.b


class Odd(K):
    def __lt__(self, o):
        return Truth(self.v < o.v)


os_ = [Odd(random.randint(0, 50), i) for i in range(80)]
print([k.tag for k in sorted(os_)] == sorted(range(80), key=lambda i: os_[i].v))


class NoCmp:
    pass


try:
    sorted([K(1, "")] * 70 + [NoCmp()])
except TypeError as e:
    print(e)
