class Tree:
    def __init__(self, value, *children):
        self.value, self.children = value, list(children)
    def __iter__(self):
        yield self.value
        for c in self.children:
            yield from c
    def walk(self, depth=0):
        yield depth, self.value
        for c in self.children:
            yield from c.walk(depth + 1)
    def __len__(self):
        return sum(1 for _ in self)
    def __contains__(self, v):
        return any(x == v for x in self)

t = Tree(1, Tree(2, Tree(4)), Tree(3))
print(list(t), len(t), 4 in t, 9 in t)
for d, v in t.walk():
    print("  " * d + str(v))

class Averager:
    def __init__(self):
        self.gen = self._run()
        next(self.gen)
    def _run(self):
        total = n = 0
        avg = None
        while True:
            x = yield avg
            if x is None:
                return total
            total += x
            n += 1
            avg = total / n
    def send(self, x):
        return self.gen.send(x)

a = Averager()
print(a.send(10), a.send(20), a.send(0))
try:
    a.send(None)
except StopIteration as e:
    print("total", e.value)
print(sorted(t, reverse=True), max(t), sum(t))
