# f(**m) with m a user mapping (keys() and __getitem__), as CPython merges it
def foo(**kw): print(kw)
class M:
    def __init__(s, ks): s.ks = ks
    def keys(self): return self.ks
    def __getitem__(self, k): return 1
for ks in (['a', 'b'], ['a', 1], ['a', 'a'], [1]):
    try: foo(x=1, **M(ks))
    except TypeError as e: print(e)
    try: foo(a=1, **M(ks))
    except TypeError as e: print(e)
print({**M(['a', 1])})
class N: pass
try: foo(**N())
except TypeError as e: print(e)
try: print({**N()})
except TypeError as e: print(e)
def g(a, b=2, *c, d, **e): print(a, b, c, d, e)
g(1, **M(['d', 'z']))
