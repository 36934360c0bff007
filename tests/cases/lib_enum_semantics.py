# Enum/Flag semantics against CPython 3.11: aliases, _missing_ (result, error,
# wrong return), auto, _ignore_, member/nonmember, functional API, Flag
# boundaries and pseudo-members, mixins, _order_ and sunder errors.
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique, member, nonmember, ReprEnum
from enum import STRICT, CONFORM, EJECT, KEEP, verify, UNIQUE, CONTINUOUS, NAMED_FLAGS, show_flag_values, EnumType, EnumMeta
import enum

def t(f):
    try:
        r = f()
        print(repr(r))
    except Exception as e:
        print(type(e).__name__, e)

class C(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1
    _ignore_ = 'x y'
    x = 5
    def describe(self):
        return self.name.lower()
    @property
    def p(self):
        return 7
print(list(C), len(C), C.CRIMSON, C.CRIMSON is C.RED, C['GREEN'], C(3), repr(C.BLUE), str(C.BLUE))
print(C.__members__, list(reversed(C)), C.RED in C, C.RED.describe(), C.RED.p, hasattr(C, 'x'))
print(C._member_names_, C._value2member_map_, f"{C.RED}", format(C.RED, '>12'), hash(C.RED) == hash(C.RED))
t(lambda: C(9))
t(lambda: C['nope'])
t(lambda: C.RED in C)
t(lambda: setattr(C, 'RED', 4))
t(lambda: delattr(C, 'RED'))
t(lambda: C.RED < C.GREEN)
print(C.RED == 1, C.RED == C.RED, C.RED != C.GREEN, bool(C.RED), type(C), isinstance(C, EnumMeta), repr(C))
print(C.RED.value, C.RED.name, C.RED._value_, C.RED._name_, C.RED.__class__.__name__)
t(lambda: C.RED.__reduce_ex__(2))
class M(Enum):
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            return cls(int(value))
        if value == 99:
            return 5
        if value == 98:
            raise KeyError('bad')
    A = 1
    B = 2
t(lambda: M('2'))
t(lambda: M(99))
t(lambda: M(98))
t(lambda: M(7))
class A(Enum):
    X = auto()
    Y = auto()
    Z = 10
    W = auto()
print(list(A), [m.value for m in A])
class S(StrEnum):
    a = auto()
    B = auto()
    c = 'hello'
print(list(S), S.a, repr(S.a), S.a == 'a', S.c.upper(), f"{S.B}", S.B + 'x', len(S.c))
t(lambda: StrEnum('X', {'a': 1}))
class I(IntEnum):
    one = 1
    two = 2
print(I.one + 1, I.two * 3, repr(I.one), str(I.one), f"{I.two:>5}", I.one < I.two, sorted([I.two, I.one]), int(I.two), I(2), I.one == 1, hash(I.one) == hash(1))
class P(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    VENUS   = (4.869e+24, 6.0518e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
print(P.VENUS, P.VENUS.value, P.VENUS.mass, P((3.303e+23, 2.4397e6)))
class N(Enum):
    def __new__(cls, value, label):
        obj = object.__new__(cls)
        obj._value_ = value
        obj.label = label
        return obj
    A = 1, 'one'
    B = 2, 'two'
print(N.A, N.A.value, N.B.label, N(2))
F = Enum('F', 'a b c')
print(list(F), repr(F.a), F.b.value)
G = Enum('G', [('x', 10), ('y', 20)])
print(list(G), G(20))
H = Enum('H', {'p': 'q'})
print(H.p, H('q'))
J = IntEnum('J', 'u v', start=5)
print(list(J), J.v + 0)
t(lambda: unique(C))
@unique
class U(Enum):
    a = 1
    b = 2
print(U)
t(lambda: verify(CONTINUOUS)(Enum('K', [('a', 1), ('b', 4)])))
class Perm(Flag):
    R = 4
    W = 2
    X = 1
    RWX = 7
print(list(Perm), Perm.R | Perm.W, repr(Perm(6)), Perm(0), repr(Perm(0)), ~Perm.R, list(Perm.RWX), Perm.RWX.name, len(Perm.RWX))
t(lambda: Perm(8))
t(lambda: Perm(-1))
t(lambda: Perm('x'))
t(lambda: Perm.R | 2)
print(Perm.R in Perm.RWX, Perm(7) is Perm.RWX, bool(Perm(0)), Perm._flag_mask_, Perm._all_bits_, Perm._singles_mask_)
class K(Flag, boundary=KEEP):
    A = 1
    B = 2
print(repr(K(13)), K(13), repr(~K.A), list(K(13)), repr(K(-1)))
class E(Flag, boundary=EJECT):
    A = 1
    B = 2
print(repr(E(5)), repr(E(3)), repr(~E.A))
class Co(Flag, boundary=CONFORM):
    A = 1
    B = 2
print(repr(Co(7)), repr(Co(-1)), repr(~Co.A))
class IF(IntFlag):
    A = 1
    B = 2
    C = 8
print(repr(IF(16)), IF(3), repr(IF.A | 4), IF.A | IF.C, repr(~IF.A), IF.A + 1, IF(0), repr(IF(0)), list(IF(11)), format(IF.A | IF.B))
class Al(Flag):
    A = 1
    B = 2
    AB = 3
    C = 4
    ABC = 7
print(list(Al), Al.__members__.keys(), repr(Al(5)), repr(Al(7)), repr(~Al.AB), [m.name for m in Al(7)])
class Bad(Flag):
    A = 1
    B = 4
    AD = 9
print(repr(Bad(5)), Bad.AD)
t(lambda: Bad(2))
class Z(Enum):
    A = member(lambda: 1)
    B = nonmember(3)
    C = 2
print([m.name for m in Z], Z.B, Z.A.value())
t(lambda: Enum('E2', 'mro'))
def mk():
    class X(Enum):
        _order_ = 'B A'
        A = 1
        B = 2
t(mk)
def mk2():
    class X(Enum):
        _foo_ = 1
t(mk2)
def mk3():
    class X(C):
        D = 4
t(mk3)
class Base(Enum):
    def hello(self):
        return 'hi ' + self.name
class Derived(Base):
    Q = 1
print(Derived.Q.hello(), list(Base), len(Base))
print(show_flag_values(13), enum.bin(5), enum.bin(-5), enum.bin(5, 8))
class Num(IntEnum):
    def _generate_next_value_(name, start, count, last_values):
        return count * 10
    a = auto()
    b = auto()
print(list(Num), [int(x) for x in Num])
class Rev(Flag):
    C = 4
    A = 1
    B = 2
print(list(Rev), list(Rev(7)), repr(Rev(7)))
print(repr(auto()), isinstance(Perm.R, Flag), Perm.__class__, type(Perm.R))
class FS(str, Enum):
    a = 'x'
print(FS.a, repr(FS.a), f"{FS.a}", FS.a == 'x')
class FI(int, Enum):
    a = 3
print(FI.a, repr(FI.a), f"{FI.a}", FI.a + 1)
t(lambda: C.RED.__class__(2))
t(lambda: Enum('Q', 'a b')(1))
t(lambda: Perm.R.__class__.__name__)
print(dir(C.RED)[:20] if False else '', C.RED.__dict__ if False else '', getattr(C, 'RED'))
print(Perm.W | Perm.X, Perm(3), repr(Perm.R & Perm.W), Perm.R ^ Perm.RWX)
try:
    class NoMem(Enum):
        pass
    NoMem(1)
except Exception as e:
    print(type(e).__name__, e)
