# dataclasses in use: frozen with __post_init__ and replace, inheritance, kw_only,
# InitVar with init=False fields, order, field introspection, and the errors
from dataclasses import dataclass, field, fields, asdict, replace, InitVar, is_dataclass, astuple, MISSING
from typing import ClassVar, Any
@dataclass(frozen=True)
class Money:
    amount: int
    currency: str = "USD"
    def __post_init__(self):
        if self.amount < 0: raise ValueError("negative")
        object.__setattr__(self, "currency", self.currency.upper())
    def __add__(self, o): return replace(self, amount=self.amount + o.amount)
print(Money(5, "eur"), Money(1) + Money(2), {Money(1): "x"}, Money(1) == Money(1, "usd"))
try: Money(-1)
except ValueError as e: print(e)
@dataclass
class Base:
    id: int
    tags: list = field(default_factory=list)
@dataclass
class Child(Base):
    name: str = "c"
    count: ClassVar[int] = 0
c = Child(1, name="z"); print(c, [f.name for f in fields(c)], asdict(c, dict_factory=lambda kv: dict(sorted(kv))))
@dataclass(kw_only=True)
class Opts:
    verbose: bool = False
    level: int = field(default=1, kw_only=False)
print(Opts(3, verbose=True))
@dataclass
class Node:
    val: int
    children: list = field(default_factory=list, repr=False)
    parent: Any = field(default=None, repr=False, compare=False)
n = Node(1); n.children.append(Node(2, parent=n)); print(n, n.children, n == Node(1, [Node(2)]))
@dataclass(eq=True, order=True)
class Ver:
    major: int
    minor: int
print(sorted([Ver(1, 2), Ver(1, 0), Ver(0, 9)]), Ver(1, 0) < Ver(1, 1), max(Ver(2, 0), Ver(1, 9)))
try: Ver(1, 0) < (1, 0)
except TypeError as e: print(e)
f = fields(Money)[1]; print(f.name, f.type, f.default, f.default_factory is MISSING, f.init, f.repr, f.compare, f.kw_only)
@dataclass
class WithInit:
    x: int
    scale: InitVar[int] = 2
    y: int = field(init=False)
    def __post_init__(self, scale): self.y = self.x * scale
print(WithInit(3), WithInit(3, 5), replace(WithInit(1), x=4, scale=3))
try: replace(WithInit(1), y=3)
except ValueError as e: print(e)
try:
    @dataclass
    class B2:
        x: int = field(default=1, default_factory=list)
except ValueError as e: print(e)
try: Money(1).amount = 3
except Exception as e: print(type(e).__name__, e)
try: Child()
except TypeError as e: print(e)
