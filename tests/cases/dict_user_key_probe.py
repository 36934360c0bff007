# Dict and set keys whose __hash__/__eq__ are Python code: the probe hands
# each comparison to Python without making an error first, and hash()
# calls __hash__ directly (vm/dict.c dict_key_eq, builtins.c bi_hash).
# Identity, equal-but-distinct keys, collisions across classes, NotImplemented,
# __hash__ = None, inherited and overridden __hash__, calls counted.
calls = []


class K:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        calls.append(("hash", self.v))
        return hash(self.v)

    def __eq__(self, other):
        calls.append(("eq", self.v, getattr(other, "v", other)))
        if not isinstance(other, K):
            return NotImplemented
        return self.v == other.v

    def __repr__(self):
        return f"K({self.v!r})"


class Sub(K):
    pass


class NoHash(K):
    __hash__ = None


class Const:
    # every instance collides with every other, and with the int 7
    def __hash__(self):
        return 7

    def __eq__(self, other):
        calls.append(("ceq",))
        return self is other


a = K(1)
d = {a: "a"}
print(d[a], d.get(a), a in d, calls)          # identity: no __eq__
calls.clear()
print(d[K(1)], d.get(K(1), "-"), K(1) in d, calls)
calls.clear()
print(d.get(K(2), "absent"), calls)
calls.clear()
d[Sub(1)] = "sub"                             # equal to a: replaces the value
print(d, calls)
calls.clear()
print(hash(a) == hash(1), hash(Sub(5)) == hash(5), calls)
try:
    hash(NoHash(3))
except TypeError as e:
    print("TypeError:", e)
try:
    {NoHash(3): 1}
except TypeError as e:
    print("TypeError:", e)

c1, c2 = Const(), Const()
s = {c1, c2, 7}
print(len(s), c1 in s, Const() in s, 7 in s, len(calls) > 0)
calls.clear()
m = {7: "int", c1: "c1"}
print(m[7], m[c1], m.get(Const(), "none"), calls)
calls.clear()

# keys mixing ints and instances equal to them through __eq__
class EqInt:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return hash(self.v)

    def __eq__(self, other):
        return other == self.v


m = {1: "one", 2: "two"}
print(m[EqInt(1)], m.get(EqInt(2)), EqInt(3) in m)
m[EqInt(2)] = "TWO"
print(m)
counts = {}
for i in range(300):
    k = K(i % 3)
    counts[k] = counts.get(k, 0) + 1
print(sorted((k.v, n) for k, n in counts.items()), len(calls) > 0)
