# Objects with a Python __index__ where builtins want an int: slice.indices,
# the dunder methods of sequences, bytes needles and `in`, deque indexing.
import collections

class I:
    def __init__(self, n):
        self.n = n
    def __index__(self):
        print("  __index__", self.n)
        return self.n

class Bad:
    def __index__(self):
        return "x"

def show(label, f):
    try:
        r = f()
    except Exception as e:
        r = f"{type(e).__name__}: {e}"
    print(label, "->", r)

show("slice(1, I(3)).indices(10)", lambda: slice(1, I(3)).indices(10))
show("slice(None, None, I(3)).indices(I(7))", lambda: slice(None, None, I(3)).indices(I(7)))
show("slice(I(-2), None).indices(5)", lambda: slice(I(-2), None).indices(5))
show("slice(I(0), I(4), I(0)).indices(5)", lambda: slice(I(0), I(4), I(0)).indices(5))
show("slice(Bad()).indices(5)", lambda: slice(Bad()).indices(5))
show("slice(1).indices(I(-1))", lambda: slice(1).indices(I(-1)))
show("list.__getitem__", lambda: [10, 20, 30, 40].__getitem__(I(3)))
show("str.__getitem__", lambda: "abcde".__getitem__(I(1)))
show("tuple.__getitem__", lambda: (1, 2, 3, 4).__getitem__(I(2)))
show("bytes.__getitem__", lambda: b"abcd".__getitem__(I(0)))
show("list.__getitem__ unbound", lambda: list.__getitem__([1, 2, 3], I(-1)))
show("list.__getitem__ out of range", lambda: [1].__getitem__(I(5)))
show("str.__mul__", lambda: "ab".__mul__(I(3)))
show("list.__mul__", lambda: [1, 2].__mul__(I(2)))
show("tuple.__rmul__", lambda: (1,).__rmul__(I(3)))
show("bytes.__mul__", lambda: b"a".__mul__(I(4)))
show("str.__mul__ Bad", lambda: "ab".__mul__(Bad()))
show("b.find(I)", lambda: b"abcabc".find(I(99)))
show("b.count(I)", lambda: b"abcabc".count(I(97)))
show("b.index(I)", lambda: bytearray(b"xyz").index(I(122)))
show("I in bytes", lambda: I(3) in b"ab\x03")
show("I not in bytearray", lambda: I(4) not in bytearray(b"ab\x03"))
show("I(300) in bytes", lambda: I(300) in b"ab")
show("deque[I]", lambda: collections.deque([1, 2, 3, 4])[I(1)])
show("deque[Bad]", lambda: collections.deque([1, 2, 3, 4])[Bad()])
show("deque[str]", lambda: collections.deque([1, 2])["x"])
d = collections.deque("abcd")
d[I(2)] = "Z"
del d[I(0)]
print(d)
