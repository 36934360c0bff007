import dataclasses, enum
class Color(enum.Enum):
    RED = 1
    GREEN = 2
class Perm(enum.IntFlag):
    R = 4
    W = 2
@dataclasses.dataclass(frozen=True, order=True)
class Point:
    x: int
    y: int = 0
    tags: tuple = ()
print(pause(Color.RED.name, int(Perm.R | Perm.W)), sorted([Point(2), Point(1, 5)]), Color(2))
