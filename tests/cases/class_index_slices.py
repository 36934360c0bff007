# Slice bounds with a user __index__ (and int subclasses, IntEnum members).
from enum import IntEnum


class I:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


class Pos(IntEnum):
    ONE = 1
    THREE = 3


a = [0, 1, 2, 3, 4, 5]
print(a[I(1):I(4)], a[::I(2)], a[I(-2):], a[:I(-1):I(-2)])
print("hello"[I(1):], (1, 2, 3)[:I(2)], range(10)[I(2):I(8):I(3)], b"bytes"[I(1):I(3)])
print(bytearray(b"abcdef")[I(1)::I(2)])
print(a[Pos.ONE:Pos.THREE], "abcdef"[Pos.ONE::Pos.THREE])
b = list(a)
b[I(1):I(3)] = ['x']
print(b)
del b[I(0):I(1)]
print(b)
b[::I(2)] = [7, 8]
print(b)
ba = bytearray(b"xyz")
ba[I(0):I(1)] = b"AB"
print(ba)


class Bad:
    def __index__(self):
        return "1"


for f in (lambda: a[Bad():], lambda: a[I(0):"x"], lambda: a[::I(0)]):
    try:
        print(f())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
