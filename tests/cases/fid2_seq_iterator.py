# iter() of an object with only __getitem__: CPython's `iterator` type
class G:
    def __init__(self, n): self.n = n
    def __getitem__(self, i):
        if i < self.n: return i * 10
        raise IndexError(i)
it = iter(G(3))
print(type(it), type(it).__name__, repr(it).startswith('<iterator object at 0x'))
print(next(it), list(it), list(it))
print(iter(it) is it, type(iter(G(0))) is type(it))
for x in G(2):
    print('loop', x)
try:
    class Sub(type(it)): pass
except TypeError as e:
    print(e)
try:
    type(it)()
except TypeError as e:
    print(e)
# an error other than IndexError leaves the iterator where it was
class Flaky:
    def __init__(self): self.calls = 0
    def __getitem__(self, i):
        self.calls += 1
        if self.calls == 2: raise ValueError('once')
        if i >= 3: raise IndexError
        return i
f = Flaky()
it = iter(f)
print(next(it))
try:
    next(it)
except ValueError as e:
    print('ValueError', e)
print(list(it))
print(sorted(G(4)), sum(G(4)), 20 in G(4))
