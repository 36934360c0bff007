class A:
    """doc A"""
    x = 1
    def __init__(self, v):
        self.v = v
    def get(self):
        return self.v + self.x
    @property
    def double(self):
        return self.v * 2
    @staticmethod
    def s(a): return a + 1
    @classmethod
    def c(cls): return cls.__name__
    def __repr__(self): return f"A({self.v})"

class B(A):
    def __init__(self, v, w):
        super().__init__(v)
        self.w = w
    def get(self):
        return super().get() * 10

a = A(3)
print(a.get(), a.double, A.s(1), a.c(), B.c())
b = B(2, 5)
print(b.get(), b.w, isinstance(b, A), issubclass(B, A), type(b).__name__)
print(a, [a, b], repr(b), str(a), f"{a}")
print(A.__doc__, B.__mro__)

class RateLimitError(Exception):
    def __init__(self, msg, retry):
        super().__init__(msg)
        self.retry = retry
try:
    raise RateLimitError("slow down", 5)
except RateLimitError as e:
    print("caught", e, e.retry, repr(e), e.args)
class V:
    def __init__(self, x): self.x = x
    def __add__(self, o): return V(self.x + o.x)
    def __eq__(self, o): return self.x == o.x
    def __lt__(self, o): return self.x < o.x
    def __len__(self): return self.x
    def __iter__(self): return iter(range(self.x))
    def __getitem__(self, i): return i * 2
print((V(1) + V(2)).x, V(1) == V(1), V(1) != V(2), V(1) < V(2), V(3) > V(2), len(V(4)), list(V(3)), V(1)[5])
if V(0): print("bad")
else: print("falsy")
for i in V(2): print(i)
raise RateLimitError("boom", 1)
