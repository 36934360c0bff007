# zip() and map() over iterables whose __iter__ returns an object with only
# __next__ (no __iter__ of its own), as CPython allows; strict=True counts.
class N:
    def __init__(self, k): self.n = 0; self.k = k
    def __next__(self):
        self.n += 1
        if self.n > self.k: raise StopIteration
        return self.n
class I:
    def __init__(self, k): self.k = k
    def __iter__(self): return N(self.k)
print(list(zip(I(2), I(3))), list(map(lambda a, b: a * b, I(3), I(2))))
for a, b in [(I(2), I(3)), (I(3), I(2)), (I(2), I(2))]:
    try: print(list(zip(a, b, strict=True)))
    except ValueError as e: print(e)
try: print(list(zip(I(2), I(2), I(1), strict=True)))
except ValueError as e: print(e)
try: print(list(zip(I(1), I(2), I(2), strict=True)))
except ValueError as e: print(e)
def g():
    yield 1; yield 2
print(list(zip(g(), I(5), "abc")), list(map(max, g(), I(4))))
it = iter([1, 2, 3]); print(list(zip(it, I(1))), list(it))
