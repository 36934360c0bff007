# Small-int immediates (x + 1, x - 1, x < 10, x += 1), comparisons fused
# with the following branch, call results in place, and the class / super()
# call fast paths: their edge cases must behave as the general paths.

# immediates overflowing int64 into big ints, and floats, bools, mixed types
big = 2**63 - 1
print(big + 1, big + 32767, -big - 1 - 1, (-big - 1) - 32768)
x = big
x += 1
print(x, type(x).__name__)
y = -2**63
y -= 1
print(y)
print(1.5 + 1, 1.5 - 2, True + 1, False - 1, 2.5 < 3, 3.0 == 3, 3 != 3.0)
for v in (0, 32767, -32768, 2**70, -2**70, 2.0**60, float('nan')):
    print(v + 7, v - 32768, v < 10, v <= -32768, v > 32767, v >= 0, v == 0, v != 0)
try:
    "a" + 1
except TypeError as e:
    print("TypeError", e)
s = "a"
try:
    s += 1
except TypeError as e:
    print("TypeError", e)
try:
    print([] < 1)
except TypeError as e:
    print("TypeError", e)
print(None == 0, "x" != 1, (1, 2) == 1)

# user operators through immediates: NotImplemented and reflected fallbacks
class N:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        if isinstance(o, int):
            return N(self.v + o)
        return NotImplemented
    def __sub__(self, o):
        return NotImplemented
    def __rsub__(self, o):
        return N(o - self.v)
    def __iadd__(self, o):
        self.v += o * 10
        return self
    def __lt__(self, o):
        print("lt", self.v, o)
        return self.v < o
    def __eq__(self, o):
        print("eq", self.v, o)
        return NotImplemented
    def __repr__(self):
        return f"N({self.v})"

n = N(5)
print(n + 1)
try:
    n - 1
except TypeError as e:
    print("TypeError", e)
print(3 - n)
n += 2
print(n)
m = N(1)
try:
    m -= 1
except TypeError as e:
    print("TypeError", e)
print(m)
print(n < 100, n < 3)
if n < 100:
    print("branch taken")
while n < 50:
    n.v += 1
print(n)
print(n == 25, n != 25)
if n == 25:
    print("not reached")
else:
    print("identity fallback")

# comparisons fused with branches, int and float, chained
count = 0
i = 0
while i < 10:
    if i == 3 or i >= 8:
        count += 100
    elif 2 < i <= 5:
        count += 10
    elif i != 7:
        count += 1
    i += 1
print(count, i)
f = 0.0
while f < 3:
    f += 0.75
print(f)
flags = [k for k in range(-3, 4) if k > 0 or k == -3]
print(flags)

# a user __bool__ after a comparison that returns an object
class B:
    def __init__(self, t):
        self.t = t
    def __lt__(self, o):
        return Truthy(self.t)
class Truthy:
    def __init__(self, t):
        self.t = t
    def __bool__(self):
        print("bool", self.t)
        return self.t
if B(True) < B(False):
    print("yes")
if not (B(False) < 0):
    print("no")

# class instantiation: __init__ fast path and its errors
class P:
    def __init__(self, a, b):
        self.a = a
        self.b = b
p = P(1, 2)
print(p.a, p.b, type(p).__name__)
try:
    P(1)
except TypeError as e:
    print("TypeError", e)
class R:
    def __init__(self):
        return 1
try:
    R()
except TypeError as e:
    print("TypeError", e)
def deep(k):
    return P(k, deep(k - 1) if k else None)
d = deep(50)
n = 0
while d is not None:
    n += 1
    d = d.b
print(n)

# super() in methods, classmethods and with multiple inheritance
class A:
    def __init__(self, v):
        self.log = ["A"]
        self.v = v
    def who(self, tag):
        return f"A.who {tag} {self.v}"
    @classmethod
    def make(cls, v):
        return cls(v)
class B1(A):
    def __init__(self, v):
        super().__init__(v)
        self.log.append("B1")
    def who(self, tag):
        return "B1>" + super().who(tag)
class C1(A):
    def __init__(self, v):
        super().__init__(v)
        self.log.append("C1")
    def who(self, tag):
        return "C1>" + super().who(tag)
    @classmethod
    def make(cls, v):
        o = super().make(v * 2)
        o.log.append("made")
        return o
class D(B1, C1):
    def __init__(self, v):
        super().__init__(v)
        self.log.append("D")
    def who(self, tag):
        return "D>" + super().who(tag)
o = D(3)
print(o.log, o.who("t"))
print(D.make(4).log, D.make(4).v)
class E(A):
    def who(self, tag):
        return super().who.__name__ + " " + super().who(tag)
print(E(7).who("e"))
class Shadow(A):
    def __init__(self, v):
        self.who = lambda tag: "instance attr"
        super().__init__(v)
    def check(self):
        return super().who("s"), self.who("s")
print(Shadow(9).check())
class NoInit(A):
    pass
print(NoInit(5).v)
try:
    class Bad(A):
        def m(self):
            return super().missing()
    Bad(1).m()
except AttributeError as e:
    print("AttributeError", e)

# unpacking straight into locals: wrong counts leave the targets alone
def pairs(items):
    total = 0
    for a, b in items:
        total += a * b
    return total
print(pairs([(1, 2), (3, 4)]), pairs([]))
def unpack_err():
    a, b = 1, 2
    try:
        a, b = iter([5, 6, 7])
    except ValueError as e:
        print("ValueError", e, a, b)
    return a, b
print(unpack_err())
def unpack_iter(it):
    a, b, c = it
    return c, b, a
print(unpack_iter(iter("xyz")), unpack_iter(range(3)))
try:
    unpack_iter([1, 2])
except ValueError as e:
    print("ValueError", e)

# returns of locals through finally and with
def ret_finally():
    x = 1
    try:
        return x
    finally:
        x = 2
print(ret_finally())
def ret_local(a):
    b = a * 2
    return b
print(ret_local(21))
