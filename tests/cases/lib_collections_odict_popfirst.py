# OrderedDict.popitem(last=False) drained and mixed with inserts, deletes
# and move_to_end: the order and the values stay CPython's (the dict moves
# its live entries to the front as it drains, so draining is linear)
from collections import OrderedDict
od = OrderedDict((i, str(i)) for i in range(100))
out = []
for r in range(60):
    out.append(od.popitem(last=False))
    if r % 7 == 0:
        od[1000 + r] = r
    if r % 11 == 0:
        od.move_to_end(next(reversed(od)), last=False)
    if r % 13 == 0 and (70 + r) in od:
        del od[70 + r]
print(out[:5], out[-5:])
print(list(od.items())[:6], len(od))
print(od == OrderedDict(list(od.items())), list(reversed(od))[:4])
while od:
    k, v = od.popitem(last=False)
print(k, v, od)
try:
    od.popitem(last=False)
except KeyError as e:
    print("KeyError", e)
od = OrderedDict(a=1)
od.popitem(last=False)
od["b"] = 2
od["c"] = 3
print(od, od.popitem(last=False), od.popitem(), od)
class Sub(OrderedDict):
    pass
s = Sub.fromkeys("xyz")
print(s.popitem(last=False), s.popitem(False), s)
big = OrderedDict.fromkeys(range(3000), 0)
for i in range(2990):
    big.popitem(last=False)
    big[("k", i)] = i
print(list(big.items())[:3], len(big), big[("k", 5)])
