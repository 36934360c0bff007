# subclasses of int, float, set and frozenset: the base type's data
# attributes, round(), unary operators and CPython's reprs
from enum import IntEnum
class A(int): pass
class B(int):
    def __repr__(self): return f"B({int(self)})"
class F(float): pass
class P(IntEnum):
    LOW = 1
    HIGH = 3
for x in (A(3), B(3), P.HIGH, A(-7), True):
    print(repr(x), -x, +x, abs(x), ~x, x.real, x.numerator, x.denominator, x.imag, round(x),
          round(x, -1), x.bit_length(), int(x), float(x), x * 2, divmod(x, 2), hash(x) == hash(int(x)))
f = F(2.5)
print(repr(f), f.real, f.imag, round(f), round(f, 0), -f, abs(F(-1.5)), type(f.real).__name__, type(A(3).real).__name__)
class R(int):
    real = "shadowed"
    def __init__(self, v):
        self.other = "own"
r = R(5)
print(r.real, r.numerator, r.denominator, vars(r))
class St(set): pass
class Fs(frozenset): pass
class Li(list): pass
class Di(dict): pass
class Tu(tuple): pass
class Sr(set):
    def __repr__(self): return "custom"
print(repr(St({1})), repr(St()), repr(Fs({'a'})), repr(Fs()), repr(Li([1])), repr(Di(a=1)), repr(Tu((1,))))
print(str(St({2})), f"{Fs({3})}", [St({1})], {Fs({4}): St()}, repr(Sr({1})), St({1}) | {2}, type(St({1}) | {2}).__name__)
print(St([Fs({1})]), Fs([Fs()]))
