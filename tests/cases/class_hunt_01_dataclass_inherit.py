from dataclasses import dataclass, field, asdict, replace, fields
from typing import Optional

@dataclass
class Base:
    id: int
    name: str
    tags: list = field(default_factory=list)

@dataclass
class Task(Base):
    priority: int = 3
    parent: Optional["Task"] = None

    def __post_init__(self):
        if self.priority < 0:
            raise ValueError(f"bad priority {self.priority}")

@dataclass(frozen=True, order=True)
class Version:
    major: int
    minor: int = 0

t = Task(1, "build", ["ci"], 2)
print(t)
print(asdict(t))
print(replace(t, name="test"))
print([f.name for f in fields(Task)])
vs = sorted([Version(1, 2), Version(0, 9), Version(1, 0)])
print(vs, vs[0] < vs[1], hash(Version(1, 2)) == hash(Version(1, 2)))
try:
    vs[0].major = 5
except Exception as e:
    print(type(e).__name__, e)
try:
    Task(2, "x", priority=-1)
except ValueError as e:
    print(e)
print(Task(3, "y") == Task(3, "y"), Task(3, "y") == Task(3, "z"))
