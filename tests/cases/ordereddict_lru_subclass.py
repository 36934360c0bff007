# An LRU cache as an OrderedDict subclass whose __setitem__ calls
# move_to_end and popitem: those work on the dict itself, never through the
# subclass's __setitem__/__getitem__/pop (CPython's are C methods).
from collections import OrderedDict, deque


class LRU(OrderedDict):
    def __init__(self, cap):
        super().__init__()
        self.cap = cap
        self.hits = 0

    def __getitem__(self, k):
        v = super().__getitem__(k)
        self.hits += 1
        self.move_to_end(k)
        return v

    def __setitem__(self, k, v):
        super().__setitem__(k, v)
        self.move_to_end(k)
        if len(self) > self.cap:
            old = self.popitem(last=False)
            print("evict", old)

    def pop(self, k, *d):
        print("LRU.pop", k)
        return super().pop(k, *d)


c = LRU(2)
c["a"] = 1
c["b"] = 2
print(c["a"], list(c))
c["c"] = 3
print(c, c.hits)
c.move_to_end("a", last=False)
print(list(c), c.popitem(), c.hits)
try:
    c.move_to_end("zz")
except KeyError as e:
    print("KeyError", e)
print(c.pop("a"), c)


class History(deque):
    pass


h = History([1, 2], maxlen=3)
h.append(3)
h.append(4)
print(h, History(), type(h).__name__)
