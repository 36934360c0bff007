# A set's, a frozenset's, a dict view's and a deque's repr formats a copy of
# the items, as CPython's does: an item whose __repr__ adds to or removes
# from the container changes neither the output nor raises.
from collections import deque


class Dropper:
    def __init__(self, n, box):
        self.n = n
        self.box = box

    def __hash__(self):
        return self.n

    def __repr__(self):
        b = self.box[0]
        if isinstance(b, set):
            b.discard(next(iter(b)))
            b.add(1000 + self.n)
        elif isinstance(b, deque):
            b.pop()
        else:
            b.pop(next(iter(b)), None)
        return f'D{self.n}'


box = [None]
s = {Dropper(i, box) for i in (1, 2, 3)}
box[0] = s
print(repr(s))
print(len(s))
box2 = [None]
dq = deque([Dropper(i, box2) for i in range(4)], maxlen=9)
box2[0] = dq
print(repr(dq), len(dq))
fs = frozenset(Dropper(i, box) for i in (5, 6))
box[0] = set(range(50))
print(repr(fs))
box3 = [None]
d = {i: Dropper(i, box3) for i in (7, 8)}
box3[0] = d
print(repr(d.values()), len(d))
d = {Dropper(i, box3): i for i in (4, 5)}
box3[0] = {0: 0, 1: 1, 2: 2, 3: 3, 9: 9}
print(repr(d.keys()), repr(d.items()), box3[0])
