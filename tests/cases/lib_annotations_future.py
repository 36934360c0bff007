"""Under `from __future__ import annotations` annotations stay text."""
from __future__ import annotations
from dataclasses import dataclass, fields
from typing import ClassVar, get_type_hints


def f(a: int, b: NotDefined | None = None) -> list[Node]:
    return a


class Node:
    value: int
    next: Node | None = None
    kids: list[Node] = []


@dataclass
class Point:
    x: int
    y: int = 0
    n: ClassVar[int] = 0


print(f.__annotations__)
print(Node.__annotations__)
print(get_type_hints(Node))
print([(x.name, x.type) for x in fields(Point)], Point(1))
