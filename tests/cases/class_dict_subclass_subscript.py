# o[k] and o[k] = v on instances of dict subclasses: the wrapped dict
# directly unless the class defines __getitem__/__setitem__; __missing__
# for an absent key
from collections import defaultdict, Counter, OrderedDict
class D(dict): pass
class G(dict):
    def __getitem__(self, k): return ("G", dict.__getitem__(self, k))
class S(dict):
    def __setitem__(self, k, v): dict.__setitem__(self, k, v * 10)
class M(dict):
    def __missing__(self, k): return "missing " + k
d, g, s, m = D(a=1), G(a=1), S(a=1), M(a=1)
d["a"] = 2; g["a"] = 3; s["a"] = 4; m["a"] = 5
print(d["a"], g["a"], s["a"], m["a"], m["zz"], d, g, s, m)
dd = defaultdict(list); dd["x"].append(1); dd["x"].append(2); print(dd["x"], dd)
c = Counter("aab"); c["a"] += 5; print(c["a"], c["zz"], c)
o = OrderedDict(a=1); o["a"] = 9; o["b"] = 2; print(o["a"], o)
try: D()["nope"]
except KeyError as e: print(repr(e))
