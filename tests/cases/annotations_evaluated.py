from dataclasses import dataclass, fields, field, KW_ONLY, InitVar
from typing import Optional, ClassVar, List, Dict
import typing
class A:
    x: int
    y: "str"
    z: list[int] = []
    w: Optional[int] = None
    v: "Dict[str,  int]"
print(A.__annotations__)
def f(a: int, b: "x" = 1) -> dict[str, int]: pass
print(f.__annotations__)
@dataclass
class D:
    a: int
    b: Optional[str] = None
    c: ClassVar[int] = 3
    d: typing.ClassVar = 4
    e: InitVar[int] = 0
    _: KW_ONLY
    g: List[int] = field(default_factory=list)
    def __post_init__(self, e):
        self.a += e
print([(f.name, f.type) for f in fields(D)])
print(D(1, "x", 5, g=[1]), D.c, D.d)
x: int = 5
y: "Foo"
(z): int = 3
print(__annotations__)
for name, typ in [kv for kv in D.__annotations__.items() if kv[0] != "_"]:
    print(name, typ)
d = D(2)
for f_ in fields(d):
    v = getattr(d, f_.name)
    print(f_.name, isinstance(v, f_.type) if isinstance(f_.type, type) else "n/a")
try:
    class Bad:
        n: Undefined
except NameError as e:
    print(f"{type(e).__name__}: {e}")
class Node:
    children: list["Node"]
    parent: Optional["Node"] = None
print(Node.__annotations__)
print(typing.get_type_hints(Node))
