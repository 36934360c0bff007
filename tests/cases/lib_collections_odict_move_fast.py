# OrderedDict.move_to_end(key) moves the stored entry natively for keys
# of builtin types: order, stored keys, errors as CPython's.
from collections import OrderedDict

od = OrderedDict.fromkeys("abcde", 0)
od.move_to_end("b")
od.move_to_end("a")
od.move_to_end("a")
print(list(od), od)
od.move_to_end("d", last=False)
od.move_to_end("e", False)
print(list(od.items()))
n = OrderedDict([(True, "t"), (2.0, "f"), (None, "n"), ((1, 2), "tup"), (10**20, "big")])
n.move_to_end(1)
n.move_to_end(2)
print(list(n.items()))
n.move_to_end(1, last=False)
n.move_to_end((1, 2))
n.move_to_end(10**20)
n.move_to_end(None)
print(list(n.items()))
for bad in ("zz", 3, [1], {}):
    try:
        od.move_to_end(bad)
    except Exception as e:
        print(type(e).__name__, e)
print(list(od))
big = OrderedDict((i, i * i) for i in range(300))
for i in range(0, 300, 3):
    big.move_to_end(i)
print(list(big)[:5], list(big)[-5:], len(big), big[3])
class Sub(OrderedDict):
    def __setitem__(self, k, v):
        print("setitem", k)
        super().__setitem__(k, v)
    def __delitem__(self, k):
        print("delitem", k)
        super().__delitem__(k)
s = Sub()
for k in "abc":
    s[k] = ord(k)
s.move_to_end("a")
print(s)

class LRU(OrderedDict):
    def __init__(self, cap):
        super().__init__()
        self.cap = cap
    def __getitem__(self, k):
        v = super().__getitem__(k)
        self.move_to_end(k)
        return v
    def __setitem__(self, k, v):
        if k in self:
            self.move_to_end(k)
        super().__setitem__(k, v)
        if len(self) > self.cap:
            oldest = next(iter(self))
            del self[oldest]
lru = LRU(3)
for k in "abcabdaeb":
    lru[k] = ord(k)
    lru[next(iter(lru))]
print(lru)
