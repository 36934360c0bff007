# What hash() and dict/set operations make of the result of a Python
# __hash__ (CPython's slot_tp_hash; the native _ht_hash_int): an int that
# fits 64 bits is the hash itself (-1 becomes -2), a larger int gives the
# int's hash, an int subclass counts by its value (not its __int__), and
# anything else is a TypeError.


class IntSub(int):
    def __int__(self):
        return 12345


class H:
    def __init__(self, r):
        self.r = r

    def __hash__(self):
        return self.r

    def __eq__(self, other):
        return isinstance(other, H) and self.r is other.r


for r in (0, 7, -1, -2, True, False, 2 ** 63 - 1, -2 ** 63, 2 ** 63, 2 ** 70, -2 ** 70,
          IntSub(-1), IntSub(99), IntSub(2 ** 80)):
    h = H(r)
    d = {h: "v"}
    print(repr(r), hash(h), hash(h) == hash(int(r)) or r == -1, d.get(h), h in {h})

for r in ("3", 1.0, None, [1]):
    try:
        hash(H(r))
    except TypeError as e:
        print(type(r).__name__, "TypeError:", e)
    try:
        {}.get(H(r))
    except TypeError as e:
        print(type(r).__name__, "in dict.get, TypeError:", e)
