# `del` of the last reference to a suspended generator closes it at once,
# as CPython's reference counting does (its finally and with exits run).
class CM:
    def __init__(self, n):
        self.n = n
    def __enter__(self):
        return self
    def __exit__(self, *a):
        print("exit", self.n, a[0])

def gen(n):
    try:
        yield 1
        yield 2
    finally:
        print("finally", n)

def gen_with(n):
    with CM(n):
        yield n

g = gen(1)
next(g)
del g
print("after del global")

h = gen(2)
other = h
next(h)
del h
print("after del global, still referenced")
other.close()

def f():
    a = gen(3)
    next(a)
    del a
    print("after del local")
    b = gen_with(4)
    next(b)
    keep = [b]
    del b
    print("after del local, still in a list")
    keep.pop().close()
    c = gen_with(5)
    next(c)
    del c
    print("after del local with")
    for x in gen(6):
        d = gen(7)
        next(d)
        del d
        print("after del inside a loop over a generator")
        break
    return "done"
print(f())

x = gen(8)
del x
print("never started: nothing to close")
y = gen(9)
for _ in y:
    break
del y
print("after del of a generator left in a for loop")
z = gen(10)
next(z)
next(z)
try:
    next(z)
except StopIteration:
    print("exhausted")
del z
print("end")
