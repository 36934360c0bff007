# collections: UserDict, UserList, UserString (subclassed the usual ways),
# OrderedDict and defaultdict with |, and a namedtuple's __doc__
from collections import UserDict, UserList, UserString, OrderedDict, defaultdict, namedtuple
class Lower(UserDict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)
    def __missing__(self, key):
        return f"<{key}>"
d = Lower({"A": 1}, B=2); d["C"] = 3
print(d, d["a"], d["zz"], len(d), "b" in d, list(d), d.get("q", 0), d.pop("c"), d, d.copy(), type(d.copy()).__name__)
print(d == {"a": 1, "b": 2}, d | {"X": 9}, {"y": 0} | d, d.setdefault("n", 5), sorted(d.items()), Lower.fromkeys("QR", 0))
d |= {"Z": 1}; print(d, d.popitem(), list(d.keys()), list(d.values()))
try: UserDict()["nope"]
except KeyError as e: print(repr(e))
class Stack(UserList):
    def push(self, x): self.append(x)
s = Stack([3, 1, 2]); s.push(0); s.sort(); print(s, s[1:], type(s[1:]).__name__, s + [9], [8] + s, s * 2, len(s), s[-1], 2 in s, s.index(2), s.count(1))
s.extend(Stack([7])); s.insert(0, -1); s.remove(1); print(s, s.pop(), s, s == [-1, 0, 2, 3], s < [0], list(reversed(s)))
s += [5]; s *= 2; print(s, s.copy(), type(s.copy()).__name__); del s[0]; s[0] = 100; print(s); s.reverse(); s.clear(); print(s)
class Shout(UserString):
    def shout(self): return self.upper() + "!"
u = Shout("Hello"); print(u, repr(u), u.shout(), type(u.upper()).__name__, u.lower(), u[1:3], type(u[0]).__name__, u + " there", "Oh " + u, u * 2)
print(u.split("l"), u.find("l"), u.startswith("He"), u.replace("l", "L"), u.center(11, "*"), len(u), "ell" in u, u == "Hello", u < "Z", hash(u) == hash("Hello"), u.join(["a", "b"]), [c for c in u])
print(UserString(42), int(UserString("7")) + 1, float(UserString("2.5")), u.zfill(8), u.isalpha(), "%s!" % u, UserString("%d-%d") % (1, 2))
od = OrderedDict(a=1, b=2)
print(od | {"c": 3}, {"z": 0} | od, type(od | {}).__name__, type({} | od).__name__)
od |= {"a": 9}; print(od)
dd = defaultdict(int, a=1); print({"x": 1} | dd, type({"x": 1} | dd).__name__, dd | {"b": 2})
P = namedtuple("P", "x y"); print(P.__doc__, namedtuple("Q", "a, b, c").__doc__)
print(d.keys(), d.items(), d.values(), list(d.items()))
