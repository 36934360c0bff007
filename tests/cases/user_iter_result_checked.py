# what a user __iter__ returns must be an iterator: CPython's TypeError at the loop, not a later one
class Bad:
    def __iter__(self): return 5
try:
    for x in Bad(): pass
except TypeError as e: print(e)
try:
    list(Bad())
except TypeError as e: print(e)
try:
    iter(Bad())
except TypeError as e: print(e)

import itertools
class G:
    def __iter__(self):
        yield 1
        yield 2
class S:
    def __init__(self): self.i = 0
    def __iter__(self): return self
    def __next__(self):
        self.i += 1
        if self.i > 2: raise StopIteration
        return self.i
class W:
    def __iter__(self): return S()
class M:
    def __iter__(self): return map(str, [1, 2])
class C:
    def __iter__(self): return itertools.chain([1], [2])
class R:
    def __iter__(self): return reversed([1, 2])
class E:
    def __iter__(self): return enumerate("ab")
class D:
    def __iter__(self): return iter({"a": 1})
class L(list): pass
class BadL:
    def __iter__(self): return L([1])
class Nx:
    def __iter__(self): return W()
for c in (G, S, W, M, C, R, E, D, BadL, Nx):
    try:
        print(c.__name__, [x for x in c()], list(c()))
    except TypeError as e:
        print(c.__name__, "TypeError:", e)
