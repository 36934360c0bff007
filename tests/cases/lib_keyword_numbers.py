# keyword's lists and predicates; numbers' tower for isinstance checks,
# registrations and abstract methods.
import keyword
import numbers
from fractions import Fraction
from decimal import Decimal
print(keyword.iskeyword('def'), keyword.iskeyword('match'), keyword.issoftkeyword('match'), keyword.iskeyword('foo'))
print(len(keyword.kwlist), keyword.kwlist[:5], keyword.softkwlist)
print([n for n in ['class', 'klass', 'None', 'print', 'await'] if keyword.iskeyword(n)])
for v in [1, True, 2.5, Fraction(1, 3), Decimal('1.1'), 'x', None]:
    print(repr(v), [c.__name__ for c in (numbers.Number, numbers.Complex, numbers.Real,
                                         numbers.Rational, numbers.Integral) if isinstance(v, c)])
print(issubclass(int, numbers.Real), issubclass(float, numbers.Integral), issubclass(bool, numbers.Number))
class MyInt(numbers.Integral):
    pass
try:
    MyInt()
except TypeError as e:
    print(str(e)[:60])
class Meters(numbers.Real):
    def __init__(self, v): self.v = v
    def __float__(self): return float(self.v)
    def __trunc__(self): return int(self.v)
    def __floor__(self): return int(self.v)
    def __ceil__(self): return int(self.v) + 1
    def __round__(self, ndigits=None): return round(self.v, ndigits)
    def __floordiv__(self, o): return Meters(self.v // o)
    def __rfloordiv__(self, o): return Meters(o // self.v)
    def __mod__(self, o): return Meters(self.v % o)
    def __rmod__(self, o): return Meters(o % self.v)
    def __lt__(self, o): return self.v < o
    def __le__(self, o): return self.v <= o
    def __add__(self, o): return Meters(self.v + o)
    def __radd__(self, o): return Meters(o + self.v)
    def __neg__(self): return Meters(-self.v)
    def __pos__(self): return Meters(self.v)
    def __mul__(self, o): return Meters(self.v * o)
    def __rmul__(self, o): return Meters(o * self.v)
    def __truediv__(self, o): return Meters(self.v / o)
    def __rtruediv__(self, o): return Meters(o / self.v)
    def __pow__(self, o): return Meters(self.v ** o)
    def __rpow__(self, o): return Meters(o ** self.v)
    def __abs__(self): return Meters(abs(self.v))
    def __eq__(self, o): return self.v == o
    def __repr__(self): return f'Meters({self.v})'
m = Meters(7)
print(m, m - 2, divmod(m, 2), m.real, m.imag, m.conjugate(), isinstance(m, numbers.Number))
print(numbers.Number.__hash__, sorted(numbers.__all__))
