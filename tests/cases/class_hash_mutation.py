# Keys whose __eq__/__hash__ change the table being probed: lookups restart
# or fail as CPython's do, never reading freed or stale entries.
class Clearer:
    def __init__(self, d):
        self.d = d
    def __hash__(self):
        return 7
    def __eq__(self, o):
        self.d.clear()
        return False

d = {}
d[Clearer(d)] = "first"
print(Clearer(d) in d, len(d))
d[Clearer(d)] = 1
d[Clearer(d)] = 2
print(len(d))


class Grower:
    def __init__(self, d, n):
        self.d = d
        self.n = n
    def __hash__(self):
        for i in range(self.n):
            self.d[("filler", i)] = i
        return 3
    def __eq__(self, o):
        return isinstance(o, Grower)

g = {}
g[Grower(g, 100)] = "grown"
print(len(g), g[Grower(g, 50)], Grower(g, 0) in g)


class SetShrinker:
    def __init__(self, s):
        self.s = s
    def __hash__(self):
        return 1
    def __eq__(self, o):
        for x in list(self.s):
            self.s.discard(x)
        return True

s = set()
s.add(SetShrinker(s))
s.add(SetShrinker(s))
print(len(s))


class Swapper:
    def __init__(self, d, other):
        self.d = d
        self.other = other
    def __hash__(self):
        return 11
    def __eq__(self, o):
        if self.d:
            k = next(iter(self.d))
            v = self.d.pop(k)
            self.d[self.other] = v
        return o is self

box = {}
a = Swapper(box, 1)
box[a] = "a"
b = Swapper(box, 2)
print(b in box, sorted(map(str, box.values())), 1 in box)


class Raiser:
    def __hash__(self):
        return 5
    def __eq__(self, o):
        raise RuntimeError("eq failed")

r = {Raiser(): 1}
try:
    Raiser() in r
except RuntimeError as e:
    print("RuntimeError", e)
try:
    r[Raiser()] = 2
except RuntimeError as e:
    print("RuntimeError", e, len(r))


class SortEmptier:
    def __init__(self, lst, v):
        self.lst = lst
        self.v = v
    def __lt__(self, o):
        self.lst.clear()
        return self.v < o.v

lst = []
lst.extend(SortEmptier(lst, v) for v in [3, 1, 2])
try:
    lst.sort()
except ValueError as e:
    print("ValueError", e)
print(len(lst))
