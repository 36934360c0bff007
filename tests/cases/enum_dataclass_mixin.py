# Enum with a dataclass (or other pure-Python) data-type mixin: members made by object.__new__ with their value member_type(*parts) and the mixin's __init__ run, and the mixin's own __repr__ replaced by Enum's (CPython 3.11's EnumType rules); builtin mixins and plain method mixins unchanged
import enum, dataclasses
@dataclasses.dataclass
class P:
    x: int
    y: int = 0
class Color(P, enum.Enum):
    RED = 1
    BLUE = 2, 5
print(Color.RED, repr(Color.RED), Color.BLUE.x, Color.BLUE.y, Color.BLUE.value, str(Color.BLUE), format(Color.RED), f"{Color.RED}")
print(Color(P(2, 5)), list(Color), Color.RED == P(1), Color.RED.value == P(1))
@dataclasses.dataclass(frozen=True)
class Q:
    code: str
    label: str
    def __str__(self): return self.label
class Status(Q, enum.Enum):
    OK = "ok", "All good"
    BAD = "bad", "Broken"
print(Status.OK, repr(Status.BAD), Status.OK.code, Status.OK.label, Status("ok", "All good") if False else Status(Q("bad", "Broken")))
class Plain:
    def describe(self): return f"I am {self.name}"
    def __repr__(self): return "PLAIN"
class E(Plain, enum.Enum):
    A = 1
print(repr(E.A), E.A.describe(), str(E.A))
class Base:
    def __init__(self, v): self.v = v * 10
    def __repr__(self): return f"Base({self.v})"
class Data(Base):
    pass
class F(Data, enum.Enum):
    X = 1
print(repr(F.X), F.X.v, F.X.value)
class G(int, enum.Enum):
    A = 1
print(repr(G.A), str(G.A), format(G.A))
class H(str, enum.Enum):
    A = "a"
    def __str__(self): return "custom"
print(repr(H.A), str(H.A), format(H.A), f"{H.A}")
