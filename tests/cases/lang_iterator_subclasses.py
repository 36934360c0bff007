# Subclasses of the builtin iterator types (map, filter, zip, enumerate,
# reversed): made as CPython makes them, iterated through an overriding
# __next__ (which reaches the type's own with super()), extra attributes,
# isinstance and the type's argument errors.


class Scaled(map):
    def __init__(self, f, *its):
        self.calls = 0

    def __next__(self):
        self.calls += 1
        return super().__next__() * 10


m = Scaled(lambda x: x + 1, [1, 2, 3])
print(list(m), m.calls, isinstance(m, map), type(m).__name__, type(m).__mro__)
print(repr(Scaled(abs, [1])).startswith("<__main__.Scaled object at 0x"))
m2 = Scaled(pow, [2, 3], [3, 2])
print(next(m2), [x for x in m2], m2.calls)
m3 = Scaled(str, "ab")
m3.note = "x"
print(vars(m3), iter(m3) is m3, sorted(Scaled(len, ["aaa", "b"])))


class Plain(map):
    pass


p = Plain(str.upper, "abc")
print(list(p), list(p), tuple(Plain(abs, [-1, -2])), sum(Plain(int, "123")))
for x in Plain(len, [[1], [1, 2]]):
    print(x)


class Evens(filter):
    def __new__(cls, it):
        print("new", cls.__name__)
        return super().__new__(cls, lambda v: v % 2 == 0, it)


e = Evens(range(7))
print(list(e), isinstance(e, filter), type(e).__name__)


class Truthy(filter):
    def __next__(self):
        v = super().__next__()
        return ("kept", v)


print(list(Truthy(None, [0, 1, "", "a"])))


class Z(zip):
    def __next__(self):
        return super().__next__()[::-1]


print(list(Z([1, 2], "ab")), next(iter(Z([1], [2]))), [t for t in Z("xy", "zw")])


class E(enumerate):
    def __next__(self):
        i, v = super().__next__()
        return i * 10, v


print(list(E("ab")), dict(E("cd")))
for pair in E("xy"):
    print(pair)


class R(reversed):
    pass


print(list(R([1, 2, 3])), isinstance(R([1]), reversed))

for call in (lambda: Plain(abs), lambda: Plain(abs, 5), lambda: Plain(abs, [1], k=1),
             lambda: Evens(3), lambda: Truthy(None), lambda: Truthy(None, [1], [2]),
             lambda: map.__new__(int, abs, []), lambda: map.__new__(5),
             lambda: object.__new__(Plain), lambda: filter.__new__(Truthy, None, 7)):
    try:
        r = call()
        print("made", type(r).__name__)
    except TypeError as err:
        print("TypeError:", err)
print(list(map.__new__(map, abs, [-3])), list(filter.__new__(Truthy, None, [0, 2])))
