# Subclasses of zip, enumerate, reversed and bytearray, which CPython
# allows: their instances are iterators (or bytearrays) of the subclass.
class Z(zip):
    def pairs(self):
        return [a + b for a, b in self]
z = Z("ab", "cd")
print(type(z).__name__, isinstance(z, zip), iter(z) is z, z.pairs())
z2 = Z("ab", [1, 2], strict=True)
print(next(z2), list(z2))
try:
    list(Z("ab", [1], strict=True))
except ValueError as e:
    print("ValueError", e)

class En(enumerate):
    def labels(self):
        return [f"{i}:{v}" for i, v in self]
e = En("xyz", 1)
print(next(e), e.labels(), isinstance(e, enumerate))

class R(reversed):
    def first(self):
        return next(self)
print(list(R([1, 2, 3])), R((4, 5)).first(), R("abc").first(), type(R([1])).__name__)

class B(bytearray):
    def hexed(self):
        return self.hex()
b = B(b"ab")
b.append(99)
b.extend(b"d")
print(b, type(b).__name__, b.hexed(), len(b), b[0], b[1:], bytes(b), B(3), B([1, 2]))
b2 = B(b"xyz")
b2[0] = 65
del b2[1]
print(b2, b2.upper(), b2 == b"Az", b2.decode(), b"A" in b2, b2 + b"!", sorted(b2))
print(isinstance(b2, bytearray), B(b"k") * 2, b2.find(b"z"), list(B(b"\x01\x02")))
for t in (bool, range, slice, memoryview):
    try:
        class S(t):
            pass
    except TypeError as ex:
        print(t.__name__, ex)
