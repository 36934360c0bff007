# with statements: several items, targets of every shape, suppression,
# return/break/continue leaving the block, missing protocol methods.
class CM:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress
    def __enter__(self):
        print("enter", self.name)
        return self
    def __exit__(self, t, v, tb):
        print("exit", self.name, t, v)
        return self.suppress

with CM("a") as x:
    print("body", x.name)
with CM("a") as x, CM("b") as y:
    print("body", x.name, y.name)
with CM("s", True):
    raise ValueError("boom")
print("after")
try:
    with CM("n"):
        raise KeyError("k")
except KeyError as e:
    print("caught", repr(e))
def f():
    for i in range(3):
        with CM(i):
            if i == 0: continue
            if i == 1: break
    with CM("r"):
        return "ret"
print(f())
with CM("t") as (a):
    pass
class P:
    def __enter__(self): return (1, 2)
    def __exit__(self, *a): pass
d = {}
with P() as (d['a'], d['b']):
    pass
print(d)
with P() as [p, q]:
    print(p, q)
for o in (1, object()):
    try:
        with o: pass
    except TypeError as e: print(e)
