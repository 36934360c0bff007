# A class's __getattribute__ runs for every attribute of its instances
# (properties, methods, getattr/hasattr, subclasses); object.__getattribute__
# looks without it and without __getattr__; with both, __getattr__ runs
# after an AttributeError.
class Logged:
    def __init__(self):
        self.x = 1
    @property
    def p(self): return self.x + 10
    def m(self, a): return a * 2
    def __getattribute__(self, name):
        if not name.startswith("_"):
            print("get", name)
        return super().__getattribute__(name)
o = Logged()
print(o.x, o.p, o.m(3))
print(getattr(o, "x"), hasattr(o, "zz"))
try:
    o.zz
except AttributeError as e:
    print("AE", e)
class Proxy:
    def __init__(self, target):
        object.__setattr__(self, "_t", target)
    def __getattribute__(self, name):
        if name in ("_t", "__class__"):
            return object.__getattribute__(self, name)
        return getattr(object.__getattribute__(self, "_t"), name)
p = Proxy([3, 1, 2])
p.append(0); p.sort(); print(p._t, p.count(1))
class Both:
    def __getattribute__(self, name):
        if name == "boom":
            raise AttributeError("no boom")
        return object.__getattribute__(self, name)
    def __getattr__(self, name):
        return f"fallback:{name}"
b = Both(); b.y = 5
print(b.y, b.boom, b.other)
class Sub(Logged):
    pass
s = Sub(); print(s.x)
class Lazy:
    def __getattribute__(self, name):
        d = object.__getattribute__(self, "__dict__")
        if name not in d and name.startswith("v"):
            d[name] = len(name)
        return object.__getattribute__(self, name)
l = Lazy(); print(l.vvv, l.__dict__)
print(object.__getattribute__(o, "p"))
try:
    object.__getattribute__(b, "zzz")
except AttributeError as e:
    print("raw", e)
for i in range(3):
    print(o.x)
# a property or descriptor raising AttributeError hands over to __getattr__
class H:
    def __getattr__(self, n):
        return 'ga:' + n
    @property
    def q(self):
        raise AttributeError('q broke')
    @property
    def r(self):
        return self.nothing
    noget = property()
class D:
    def __get__(self, o, t):
        raise AttributeError("desc")
class H2(H):
    d = D()
h = H()
print(h.q, getattr(h, 'q'), hasattr(h, 'q'), h.r, h.noget)
for i in range(3):
    print(H2().d, h.q)
# on an exception class and a dict subclass: the builtin part is found
class E(Exception):
    def __getattribute__(self, n):
        if n == "code":
            return 42
        return super().__getattribute__(n)
e = E("x")
print(e.code, e.args, e.__cause__, type(e).__name__)
try:
    e.nothing
except AttributeError as err:
    print("AE", err)
class D(dict):
    def __getattribute__(self, n):
        print("ga", n)
        return super().__getattribute__(n)
d = D(a=1)
print(d.keys(), d.get("a"), d["a"], len(d))
