# object.__setattr__/__delattr__ refuse a class (type.__setattr__ stores);
# object.__new__ refuses a subclass of a builtin type with its own __new__,
# naming the nearest class without a Python __new__, as CPython 3.11.
class C: pass
for f in (lambda: object.__setattr__(C, 'x', 1), lambda: object.__delattr__(C, 'x'), lambda: object.__setattr__(int, 'x', 1)):
    try: f(); print('ok')
    except TypeError as e: print(e)
class I(int): pass
class L(list): pass
class D(dict): pass
class T(tuple): pass

class I2(int):
    def __new__(cls, v): return super().__new__(cls, v)
class I3(I2): pass
class O: pass
for t in (I, L, D, str, T, int, I2, I3, O, object, list, dict, set, float, bytes, ValueError, type):
    try: print(type(object.__new__(t)).__name__)
    except TypeError as e: print(e)
type.__setattr__(C, 'y', 2); print(C.y)
o = O()
object.__setattr__(o, 'z', 3); print(o.z)
type.__delattr__(C, 'y')
print(hasattr(C, 'y'))
try:
    type.__setattr__(C(), 'y', 2)
except TypeError as e:
    print(e)
try:
    object.__delattr__(int, 'real')
except TypeError as e:
    print(e)
class P:
    def __new__(cls):
        return object.__new__(cls)
class Q(P):
    pass
print(type(Q()).__name__, type(object.__new__(Q)).__name__)
import enum
class Color(enum.IntEnum):
    RED = 1
class Mode(enum.StrEnum):
    R = 'r'
class Perm(enum.IntFlag):
    X = 1
    W = 2
print(Color.RED + 1, Mode.R.upper(), Perm.X | Perm.W, Perm(3))
