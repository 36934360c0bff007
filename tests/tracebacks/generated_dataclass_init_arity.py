# A dataclass called with too many arguments: CPython's generated __init__
# refuses the call before it runs, so no frame of it is shown.
from dataclasses import dataclass, field


@dataclass
class Task:
    name: str
    tags: list = field(default_factory=list)


def build(rows):
    return [Task(*row) for row in rows]


print(build([("a",), ("b", ["x"])]))
build([("c", [], "extra")])
