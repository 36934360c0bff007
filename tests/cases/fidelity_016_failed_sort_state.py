L = [3, 1, 'a', 2]
try:
    L.sort()
except TypeError as e:
    print(e)
print(L)
import random
random.seed(5)
for trial in range(60):
    n = random.randint(0, 63)
    xs = [random.randint(0, 20) for _ in range(n)]
    if n and trial % 3 == 0:
        xs[random.randrange(n)] = 'x'
    for rev in (False, True):
        a = list(xs)
        try:
            a.sort(reverse=rev)
            r = 'ok'
        except TypeError as e:
            r = str(e)
        pairs = [(x, i) for i, x in enumerate(xs)]
        b = list(pairs)
        try:
            b.sort(key=lambda p: p[0], reverse=rev)
        except TypeError:
            pass
        c = list(xs)
        try:
            c = sorted(xs, reverse=rev)
        except TypeError:
            pass
        print(n, rev, r, a, [i for _, i in b], c == a)
