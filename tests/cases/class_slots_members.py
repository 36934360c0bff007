# __slots__ entries are member descriptors in the class namespace, with
# CPython's __get__/__set__/__delete__ and errors; inheritance of slots.
class P:
    __slots__ = ('x', 'y')
    def __init__(self, x):
        self.x = x

print(P.x, repr(P.y), type(P.x).__name__, type(P.x))
print(P.x.__name__, P.x.__objclass__ is P, P.x.__get__(None, P) is P.x, P.x is P.x)
p = P(1)
print(p.x, P.x.__get__(p), P.x.__get__(p, P))
try:
    p.y
except AttributeError as e:
    print("get unset:", e)
P.y.__set__(p, 5)
print(p.y)
P.y.__delete__(p)
try:
    P.y.__get__(p)
except AttributeError as e:
    print("after __delete__:", e)
try:
    del p.y
except AttributeError as e:
    print("del unset:", e)
try:
    P.x.__delete__(p)
    P.x.__delete__(p)
except AttributeError as e:
    print("delete twice:", e)
for bad in (5, "s", object()):
    for op in ("get", "set", "delete"):
        try:
            if op == "get":
                P.x.__get__(bad)
            elif op == "set":
                P.x.__set__(bad, 1)
            else:
                P.x.__delete__(bad)
        except TypeError as e:
            print(op, type(bad).__name__, e)
try:
    p.z = 1
except AttributeError as e:
    print("no slot:", e)
print(hasattr(p, "__dict__"), "x" in P.__dict__, "y" in P.__dict__)
print([k for k in P.__dict__ if not k.startswith("__") or k == "__slots__"])

class Q(P):
    __slots__ = ("z",)
q = Q(3)
q.z = 4
print(q.x, q.z, Q.z, Q.x is P.x, "x" in Q.__dict__, "z" in Q.__dict__)
try:
    q.w = 1
except AttributeError as e:
    print(e)

class Free(P):
    pass
f = Free(7)
f.anything = 8
print(f.x, f.anything, Free.x)

class WithDict:
    __slots__ = ("a", "__dict__")
w = WithDict()
w.a = 1
w.b = 2
print(w.a, w.b, WithDict.a)

class WithWeak:
    __slots__ = ("a", "__weakref__")
ww = WithWeak()
try:
    ww.b = 1
except AttributeError as e:
    print(e)

class Priv:
    __slots__ = ("__secret", "open")
    def __init__(self):
        self.__secret = 1
    def get(self):
        return self.__secret
pv = Priv()
print(pv.get(), Priv._Priv__secret, [k for k in Priv.__dict__ if "secret" in k])

class Getattr:
    __slots__ = ("v",)
    def __getattr__(self, name):
        return "fallback " + name
g = Getattr()
print(g.v, g.other)
g.v = 1
print(g.v)

# a member copied into another class under another name still serves its slot
class Alias:
    __slots__ = ("real",)
Alias.other = Alias.real
a = Alias()
a.other = 10
print(a.real, a.other)

# object.__setattr__ / __getattribute__ / __delattr__ go through the member
o = P(0)
object.__setattr__(o, "y", 9)
print(object.__getattribute__(o, "y"))
object.__delattr__(o, "y")
print(hasattr(o, "y"))
# __slots__ as a single string, and a class made by type()
S = type("S", (), {"__slots__": "only"})
s = S()
s.only = 1
print(S.only, s.only)
try:
    s.other = 1
except AttributeError as e:
    print(e)
# speed path and slow path agree in a loop
class Pt:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y
total = 0
for i in range(1000):
    pt = Pt(i, -i)
    total += pt.x * 2 + pt.y
print(total)
