# groupby and its groups go on after an error from the iterator or the key
# function, as CPython's: the next call asks the iterator again.
import itertools
class It:
    def __init__(self, vals, bad): self.i = 0; self.vals = vals; self.bad = bad
    def __iter__(self): return self
    def __next__(self):
        self.i += 1
        if self.i in self.bad: raise ValueError('bad%d' % self.i)
        if self.i > len(self.vals): raise StopIteration
        return self.vals[self.i - 1]
def drain(name, it, n=8, f=lambda x: x):
    out = []
    for _ in range(n):
        try: out.append(f(next(it)))
        except StopIteration: out.append('stop')
        except ValueError as e: out.append(str(e))
    print(name, out)
drain('g1', itertools.groupby(It([1, 1, 2, 2, 3, 3, 4], {2})), f=lambda kg: (kg[0], list(kg[1])))
drain('g2', itertools.groupby(It([1, 1, 2, 2, 3, 3, 4], {1, 4})), f=lambda kg: kg[0])
drain('g3', itertools.groupby(It([1, 2, 3, 4, 5], {})), f=lambda kg: kg[0])
def key(x):
    if x == 3: raise ValueError('key3')
    return x
drain('g4', itertools.groupby(It([1, 2, 3, 4, 5], {}), key), f=lambda kg: kg[0])
g = itertools.groupby(It([1, 1, 1, 2, 2], {2, 5}))
k, grp = next(g)
drain('grp', grp)
drain('g5', g, f=lambda kg: kg[0])
