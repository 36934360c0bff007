def f(*args):
    return args
print(f())
print(f(1, 2, 3))
def g(a, *rest, **kw):
    return a, rest, kw
print(g(1))
print(g(1, 2, 3, x=4, y=5))
def h(**kw):
    for k, v in kw.items():
        print(k, "=", v)
h(b=2, a=1, c=3)
def total(*nums, start=0):
    s = start
    for n in nums:
        s += n
    return s
print(total(1, 2, 3), total(1, 2, start=100))
