# Counter counts lists, tuples and strs natively (collections.c) where no
# Python code runs, and in Python from where it would: keys with their own
# __hash__, subclasses overriding get/__setitem__, non-int counts
from collections import Counter
class K:
    def __init__(self, v): self.v = v
    def __hash__(self): return hash(self.v)
    def __eq__(self, o): return isinstance(o, K) and o.v == self.v
    def __repr__(self): return f"K({self.v})"
print(Counter("mississippi"), Counter(("a", "b", "a")), Counter([1, True, 1.0, 2, None, None, "x"]))
print(Counter(["a", K(1), "a", K(1), 3]), Counter([]), Counter(""), Counter("héllo wörld"))
c = Counter({"a": 1.5}); c.update(["a", "a", "b"]); print(c)
c = Counter({"a": 2**63 - 1}); c.update(["a", "a"]); print(c)
try:
    Counter(["a", [1], "b"])
except TypeError as e:
    print(e)
c = Counter(); 
try:
    c.update(["x", "y", {}, "z"])
except TypeError as e:
    print(e, c)
class Loud(Counter):
    def __setitem__(self, k, v):
        print("set", k, v); super().__setitem__(k, v)
print(Loud("aab"))
class G(Counter):
    def get(self, k, d=None):
        print("get", k); return super().get(k, d)
print(G(["p", "q", "p"]))
class Sub(Counter):
    pass
print(Sub(["z", "z", "y"]), type(Sub("ab")).__name__)
words = ("w%d" % (i % 7) for i in range(50))
print(Counter(words).most_common(3))
d = {}
import collections
print(Counter(tuple(range(5)) * 3), Counter([(1, 2), (1, 2), (3,)]))
print(Counter(list(range(300)) * 2)[299], sum(Counter("ab" * 1000).values()))
