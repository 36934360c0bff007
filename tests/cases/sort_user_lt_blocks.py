# not under ASan: GC stress collects at each of its ~40k __lt__ calls (about 6 minutes); test_sort_step covers the block passes under ASan
# sorted()/list.sort of user-class keys past 1024 items: the native merge
# sort (_sort_step) runs its narrow passes block by block (1024 items) and
# only the wide ones over the whole list.  Sizes just past a block,
# duplicates (stability), reverse=, key=, input already in order or
# reversed, an exception raised in a wide pass.
import random
random.seed(5)


class K:
    def __init__(self, v, tag):
        self.v = v
        self.tag = tag

    def __lt__(self, o):
        return self.v < o.v


for n in (1025, 1100):
    xs = [K(random.randint(0, n // 8), i) for i in range(n)]
    for rev in (False, True):
        ys = sorted(xs, reverse=rev)
        exp = sorted(range(n), key=lambda i: xs[i].v, reverse=rev)
        print(n, rev, [k.tag for k in ys] == exp, [k.v for k in ys[:3]], [k.v for k in ys[-3:]])
    zs = list(xs)
    zs.sort(key=lambda k: K(-k.v, 0))
    print(n, "key", [k.tag for k in zs] == sorted(range(n), key=lambda i: -xs[i].v))
    asc = sorted(xs)
    print(n, "again", [k.tag for k in sorted(asc)] == [k.tag for k in asc],
          [k.tag for k in sorted(asc[::-1])] == [k.tag for k in sorted(xs[::-1])])


class Bad:
    def __init__(self, v, tag):
        self.v = v
        self.tag = tag

    def __lt__(self, o):
        # items of the two blocks meet first in the wide pass
        if (self.tag < 1024) != (o.tag < 1024):
            raise ValueError("late")
        return self.v < o.v


bs = [Bad((i * 7919) % 1100, i) for i in range(1100)]
try:
    sorted(bs)
except ValueError as e:
    print("raised", e)
