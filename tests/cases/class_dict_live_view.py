# A class's __dict__ (and vars(cls)) is a read-only mappingproxy that
# shows the class as it is at each use, as CPython's live view does.
class C:
    a = 1
    def m(self):
        return 2

d = C.__dict__
v = vars(C)
print(type(d).__name__, "y" in d, d.get("y"))
C.y = 10
print("y" in d, d["y"], v["y"], d.get("y"), "y" in list(d), "y" in d.keys())
C.m2 = lambda self: 3
print([k for k in d if not k.startswith("__")], len(d) == len(C.__dict__))
del C.y
print("y" in d, "y" in v)
try:
    d["y"]
except KeyError as e:
    print("KeyError", e)
try:
    d["z"] = 1
except TypeError as e:
    print(e)
try:
    del d["a"]
except TypeError as e:
    print(e)
print(d == C.__dict__, d == dict(C.__dict__), d != {})
snap = d.copy()
C.later = 1
print(type(snap).__name__, "later" in snap, "later" in d)
print((d | {"q": 1})["q"], ({"q": 1} | d)["a"], list(reversed(d))[0])
print(sorted(k for k, _ in d.items() if k in ("a", "m", "later")), C.a in d.values())

class Sub(C):
    pass
sd = Sub.__dict__
Sub.extra = 5
print("extra" in sd, "a" in sd, "extra" in C.__dict__)

# a decorator that reads the class's namespace after changing it
def add_marker(cls):
    ns = cls.__dict__
    cls.marker = True
    return ns["marker"], cls
print(add_marker(C)[0])
