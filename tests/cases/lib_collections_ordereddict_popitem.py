# OrderedDict.popitem: last=True pops in O(1) (an LRU cache subclass, a
# loop draining the dict), last=False the first item; CPython's errors
from collections import OrderedDict
od = OrderedDict((str(i), i) for i in range(300))
n = 0
while od:
    k, v = od.popitem()
    n += v
print(n)
class LRU(OrderedDict):
    def __init__(self, cap): super().__init__(); self.cap = cap
    def __setitem__(self, k, v):
        super().__setitem__(k, v); self.move_to_end(k)
        if len(self) > self.cap: self.popitem(last=False)
c = LRU(3)
for i in range(6): c[i] = i
print(c, c.popitem(), c.popitem(last=False), c)
try: OrderedDict().popitem()
except KeyError as e: print(repr(e))
try: OrderedDict().popitem(last=False)
except KeyError as e: print(repr(e))
