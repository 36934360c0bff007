# range's container dunders and int's/float's __round__, __trunc__,
# __floor__, __ceil__ as real methods (issue 17: dunders of builtin types),
# and what dir() lists of them.
import math

r = range(2, 20, 3)
print(r.__len__(), r.__getitem__(2), r.__getitem__(slice(1, 3)), r.__contains__(5), r.__contains__(6),
      list(r.__iter__()), list(r.__reversed__()), range(0).__bool__(), r.__bool__())
print(range.__len__(r), range.__contains__(r, 8), range.__getitem__, range.__reversed__)
for bad in (lambda: range.__len__([1]), lambda: range.__getitem__(r, 'x'), lambda: r.__getitem__(10),
            lambda: range.__reversed__(1)):
    try:
        print(bad())
    except (TypeError, IndexError) as e:
        print(type(e).__name__, e)
names = ('len', 'iter', 'bool', 'contains', 'getitem', 'reversed', 'round', 'trunc', 'floor', 'ceil')
print([n for n in dir(range) if n[2:-2] in names])
print([n for n in dir(1) if n[2:-2] in names], [n for n in dir(2.5) if n[2:-2] in names])

for f in (lambda: (1).__trunc__(2), lambda: (1).__round__(1, 2), lambda: (1.5).__floor__(1),
          lambda: (1.5).__round__(1, 2), lambda: (1).__round__(x=1), lambda: float('inf').__floor__(),
          lambda: (2.5).__round__(), lambda: (2.567).__round__(2), lambda: (1234).__round__(-2),
          lambda: (1.5).__round__(None), lambda: (7).__ceil__(), lambda: True.__floor__(),
          lambda: (-2.5).__trunc__(), lambda: (-2.5).__ceil__(), lambda: float('nan').__round__(),
          lambda: (1.5).__round__('x'), lambda: (10**30 + 0.5).__floor__(), lambda: (-0.5).__floor__(),
          lambda: int.__round__(True, 1), lambda: float.__ceil__(3), lambda: math.floor(2.5),
          lambda: list(map(float.__trunc__, [1.5, -1.5]))):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
print(int.__round__, float.__floor__)


class Money(float):
    pass


print(Money(2.75).__round__(1), Money(2.75).__floor__(), type(Money(2.75).__floor__()).__name__)
