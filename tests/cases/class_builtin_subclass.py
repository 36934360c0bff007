# Subclasses of builtin types: the builtin value inside, overrides honoured
# where CPython honours them, builtin methods acting on the value.
import json


class DefaultZero(dict):
    def __missing__(self, key):
        return 0


d = DefaultZero(a=1)
print(d["a"], d["b"], len(d), isinstance(d, dict), d, type(d).__name__)
d["c"] = 5
print(sorted(d.items()), d.get("zz", 9), "c" in d, list(d), d.get("b"))
d.update({"e": 2}, f=3)
print(d, d.pop("e"), d.setdefault("g", 7), sorted(d))


class Stack(list):
    def push(self, x):
        self.append(x)
        return self

    def total(self):
        return sum(self)


s = Stack([1, 2, 3])
s.push(4).push(5)
print(s.total(), s, len(s), s[1:], s + [6], s == [1, 2, 3, 4, 5], s[-1], max(s), sorted(s, reverse=True))
print(Stack(), Stack(x * x for x in range(4)), bool(Stack()), bool(s), 3 in s)


class Shout(str):
    def shout(self):
        return self.upper() + "!"


h = Shout("hi")
print(h.shout(), h + "x", h == "hi", {"hi": 1}[h], f"{h:>5}|", len(h), repr(h), str(h), h.split("i"))
print(type(h + "x").__name__, type(h.upper()).__name__, isinstance(h, str), "-".join([h, h]))


class Num(int):
    def double(self):
        return self * 2


n = Num(21)
print(n + 4, n * 2, Num("12"), n == 21, hash(n) == hash(21), n.double(), type(n.double()).__name__, n > 3, -n, f"{n:05d}", [10, 20, 30][Num(1)])


class LowerDict(dict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)

    def __getitem__(self, key):
        return super().__getitem__(key.lower())


ld = LowerDict()
ld["AbC"] = 1
print(ld["ABC"], ld, "abc" in ld)


class Pair(tuple):
    def __new__(cls, a, b):
        return super().__new__(cls, (a, b))

    @property
    def first(self):
        return self[0]

    def __repr__(self):
        return f"Pair({self[0]!r}, {self[1]!r})"


p = Pair(1, 2)
print(p, p.first, p[1], len(p), isinstance(p, tuple), p == (1, 2), list(p), [p], str(p))
a, b = p
print(a, b, hash(p) == hash((1, 2)), {p: "x"}[(1, 2)])

print(json.dumps(d, sort_keys=True), json.dumps(s), json.dumps({h: n}), json.dumps([p], indent=1))


class Config(dict):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.extra = 1


c = Config(a=1, b=2)
print(c, c.extra, dict(c), {**c}, vars(c), c.keys(), list(c.values()))


class Tags(set):
    pass


t = Tags([1, 2, 2])
t.add(3)
print(sorted(t), len(t), 2 in t, type(t).__name__, t == {1, 2, 3})


class Money(float):
    def __str__(self):
        return f"${float(self):.2f}"


m = Money(2.5)
print(m, repr(m), m + 1, f"{m}", f"{m:.1f}", str(m))

try:
    class Bad(dict, list):
        pass
except TypeError as e:
    print("TypeError:", e)
try:
    class NoBool(bool):
        pass
except TypeError as e:
    print("TypeError:", e)
try:
    hash(Stack())
except TypeError as e:
    print("TypeError:", e)
