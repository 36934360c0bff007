# the methods a dataclass makes read as the class's own: __name__ and
# __qualname__ (H.__lt__, Outer.Inner.__repr__), also in their reprs
from dataclasses import dataclass, field


@dataclass(order=True, frozen=True)
class H:
    a: int
    b: list = field(default_factory=list, compare=False, hash=False)


for n in ('__init__', '__repr__', '__eq__', '__lt__', '__le__', '__gt__', '__ge__',
          '__hash__', '__setattr__', '__delattr__'):
    f = vars(H)[n]
    print(n, f.__name__, f.__qualname__, repr(f).split(' at ')[0])


class Outer:
    @dataclass(unsafe_hash=True)
    class Inner:
        x: int = 0

        def __repr__(self):
            return 'own'


print(Outer.Inner.__init__.__qualname__, Outer.Inner.__hash__.__qualname__,
      Outer.Inner.__repr__.__qualname__, repr(Outer.Inner()))
try:
    H()
except TypeError as e:
    print(e)
