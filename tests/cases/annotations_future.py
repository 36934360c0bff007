"""Module doc."""
from __future__ import annotations
from dataclasses import dataclass, field, fields
from typing import Optional, ClassVar
import typing

@dataclass
class Node:
    name: str
    children: list[Node] = field(default_factory=list)
    parent: Optional[Node] = None
    count: ClassVar[int] = 0
    weights: dict[str,float] = field(default_factory=dict)

    def add(self, child: Node) -> Node:
        child.parent = self
        self.children.append(child)
        return child

    def walk(self, depth: int = 0) -> typing.Iterator[tuple[int, Node]]:
        yield depth, self
        for c in self.children:
            yield from c.walk(depth + 1)

root = Node("root")
a = root.add(Node("a"))
a.add(Node("a1"))
root.add(Node("b"))
for d, n in root.walk():
    print("  " * d + n.name)
print(Node.__annotations__)
print(Node.add.__annotations__, Node.walk.__annotations__)
print([(f.name, f.type) for f in fields(Node)])
def g(a: "quoted", b: 'x' = 1, *args: int, c: Literal[-1, 'a', 2.5, None, True] = 3, **kw: Dict[str, ...]) -> A | B | None: ...
print(g.__annotations__)
def h(x: a.b.c[1:2, ::3], y: (int, str), z: [int, str], w: {1: 2}, v: f(1, k=2, *a, **b), u: -x ** 2 + (y - z) * w, t: not a and b or c, s: a if b else c, r: 1 < 2 <= x is not None, q: 0x1F, p: 1e3, o: 1_000, n: b"by", m: {1, 2}, l: (1,), k: (), j: x[()], i: x[1,], hh: lambda: 1, gg: 2 ** -1, ff: (2 ** 3) ** 4, ee: 1 .real, dd: "it's", cc: 'say "hi"', bb: float('inf'), aa: 1e400) -> None: ...
for k, v in h.__annotations__.items():
    print(k, repr(v))
x: int = 3
y: Undefined
print(__annotations__)
class C:
    a: Undefined2
    b: list[C]
print(C.__annotations__)
print(typing.get_type_hints(Node.add, {"Node": Node}))
