# id(), bound method equality and hashing, __slots__.
class B:
    def f(self):
        return 1


b = B()
print(b.f == b.f, b.f != B().f, hash(b.f) == hash(b.f), b.f is b.f)
print(id(b) == id(b), id(b) != id(B()), hex(id(b)) in repr(b))
lst = [1]
d = {}
print(id(lst) == id(lst), id(lst) != id(d), id(None) == id(None), id(1) == id(1), id(1) != id(2))
xs = [[i] for i in range(500)]
print(len({id(x) for x in xs}))
seen = set()
for x in xs + xs:
    if id(x) in seen:
        continue
    seen.add(id(x))
print(len(seen))


class A:
    __slots__ = ("x",)


a = A()
a.x = 1
try:
    a.y = 2
except AttributeError as e:
    print("AttributeError:", e)


class C(A):
    pass


c = C()
c.y = 3
print(c.y, c.__dict__)


class S2(A):
    __slots__ = "z"


s = S2()
s.x, s.z = 1, 2
print(s.x, s.z)
try:
    s.w = 1
except AttributeError as e:
    print("AttributeError:", e)
try:
    id()
except TypeError as e:
    print("TypeError:", e)
