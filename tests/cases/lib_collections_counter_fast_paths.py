# Counter.update over an iterator counts into the dict itself when the
# class keeps dict's get/__setitem__; most_common sorts int/float counts
# natively.  Same results, order and errors as CPython in every case.
from collections import Counter

words = "the cat and the hat and the bat sat on the mat".split()
c = Counter(w for w in words)
print(c, list(c.items()))
c.update(w.upper() for w in words[:3])
print(c.most_common(), c.most_common(0), c.most_common(2), c.most_common(100))
print(c.most_common(-1), c.most_common(1), c.most_common(True))
for bad in (1.5, "2", [1]):
    try:
        print(c.most_common(bad))
    except Exception as e:
        print(type(e).__name__, e)
print(Counter().most_common(), Counter().most_common(3))
print(Counter({"a": 1.5, "b": 2, "c": True, "d": 2.0, "e": -1}).most_common())
print(Counter({"a": 2, "b": float("nan"), "c": 3, "d": 1}).most_common())
print(Counter({"a": 2, "b": float("nan"), "c": 3, "d": 1}).most_common(2))
print(Counter({"a": 10**30, "b": 5, "c": -10**30}).most_common(2))
print(Counter({"a": "x", "b": "y"}).most_common())
try:
    print(Counter({"a": "x", "b": 1}).most_common())
except TypeError as e:
    print("TypeError", e)
try:
    print(Counter({"a": "x", "b": 1}).most_common(1))
except TypeError as e:
    print("TypeError", e)
# ties keep insertion order, both ways
t = Counter()
for k in "zyxwvutsrq":
    t[k] = 3 if k in "yvs" else 1
print(t.most_common(), t.most_common(4), t.most_common(1))

# a generator that reads the counter while it is counted
seen = Counter()
def gen():
    for w in words:
        yield w if seen[w] < 2 else w + "!"
seen.update(gen())
print(seen)
# an unhashable item part way: the items before it stay counted
p = Counter()
try:
    p.update(x for x in ["a", "b", ["c"], "d"])
except TypeError as e:
    print("TypeError", e)
print(p)
q = Counter({"a": "s"})
try:
    q.update(iter("ab"))
except TypeError as e:
    print("TypeError", e)
print(q)

class Loud(Counter):
    def __setitem__(self, k, v):
        print("set", k, v)
        super().__setitem__(k, v)
Loud(iter("abca"))
class Getter(Counter):
    def get(self, k, d=None):
        print("get", k)
        return super().get(k, d)
print(Getter(x for x in "aba"))
class Items(Counter):
    def items(self):
        print("items")
        return super().items()
print(Items("abbccc").most_common(2))
class Missing(Counter):
    def __missing__(self, k):
        return 100
m = Missing(x for x in "aab")
print(m, m.most_common())

class H:
    def __init__(self, n):
        self.n = n
    def __hash__(self):
        return self.n % 2
    def __eq__(self, o):
        print("eq", self.n, o.n)
        return self.n == o.n
    def __repr__(self):
        return "H(%d)" % self.n
h = Counter(x for x in [H(1), H(2), H(3), H(1)])
print(h.most_common())
