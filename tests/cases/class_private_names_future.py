# Private names under `from __future__ import annotations`: keys mangle, texts do not.
from __future__ import annotations


class Node:
    __parent: Node | None = None
    __kids: list[__Node]

    def link(self, __other: Node, *, __weight: __W = 1) -> __Node:
        return __other


print(Node.__annotations__)
print(Node.link.__annotations__, Node.link.__kwdefaults__)
