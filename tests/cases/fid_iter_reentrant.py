it = None
depth = [0]
def f():
    depth[0] += 1
    d = depth[0]
    if d >= 3:
        return 0
    if d == 1:
        return next(it) + 100
    return d
it = iter(f, 0)
print(list(it))
m = None
def g(x):
    if x == 1:
        return (x, next(m))
    return x
m = map(g, range(5))
print(list(m))
m = map(lambda a, b: (a, b, next(m, 'D')) if a == 0 else a + b, range(4), range(10, 20))
print(list(m))
fl = None
def p(x):
    if x == 2:
        print('inner', next(fl))
    return x % 2 == 0
fl = filter(p, range(10))
print(list(fl))
z = None
class It:
    def __init__(self): self.i = 0
    def __iter__(self): return self
    def __next__(self):
        self.i += 1
        if self.i == 2: print('zip inner', next(z))
        if self.i > 6: raise StopIteration
        return self.i
z = zip(It(), 'abcdefgh')
print(list(z))
m2 = None
def h(x):
    if x == 0:
        return [y for y in m2]
    return x
m2 = map(h, range(4))
print(next(m2))
def k(x):
    if x == 0:
        return next(m3, 'dflt')
    return x
m3 = map(k, [0])
print(list(m3))
# a for loop over the running map, inside its own function
m4 = None
def q(x):
    if x == 0:
        return [y for y in m4]
    return x * 10
m4 = map(q, range(4))
print(list(m4))
# an error in the re-entered step: the outer map goes on
m5 = None
def r(x):
    if x == 1:
        try:
            next(m5)
        except ZeroDivisionError as e:
            return ('caught', str(e))
    return 10 // (x - 2)
m5 = map(r, range(5))
print(list(m5))
# StopIteration from the function inside the re-entered step
m6 = None
def s(x):
    if x == 0:
        return next(m6, 'end')
    raise StopIteration
m6 = map(s, range(3))
print(list(m6))
# filter with None re-entered through its predicate's caller
f2 = None
def t(x):
    if x == 1:
        return next(f2)
    return x
f2 = map(t, range(4))
print(list(f2))
# callable_iterator re-entered, the inner call not at the sentinel
ci = None
n = [0]
def u():
    n[0] += 1
    if n[0] == 1:
        return ('inner', next(ci, 'dflt'))
    if n[0] < 4:
        return n[0]
    return 7
ci = iter(u, 7)
print(list(ci))
