# Sequence indexes and hex/oct/bin of objects whose __index__ is Python code
# (prelude_ht's _ht_index); hex() of an IntEnum member.
class I:
    def __init__(self, n=1):
        self.n = n
    def __index__(self):
        return self.n
class Bad:
    def __index__(self):
        return "x"
l = [10, 20, 30]
print(l[I()], "abc"[I()], range(5)[I()], (1, 2, 3)[I(-1)], b"xyz"[I()], bytearray(b"pq")[I()])
l[I()] = 5
del l[I(0)]
print(l, [0, 1, 2, 3][I(2)])
try:
    l[Bad()]
except TypeError as e:
    print("TypeError", e)
try:
    l[I(9)]
except IndexError as e:
    print("IndexError", e)
print(hex(I()), oct(I(8)), bin(I(5)))
from enum import IntEnum
class C(IntEnum):
    A = 10
print(hex(C.A), bin(True), oct(-9))
try:
    hex(Bad())
except TypeError as e:
    print("TypeError", e)
