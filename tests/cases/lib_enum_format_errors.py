# a ReprEnum member formats as its data type, and a bad spec names the enum class
import enum
class P(enum.IntEnum):
    A = 3
class S(enum.StrEnum):
    X = "x"
class F(float, enum.Enum):
    Z = 1.5
print(format(P.A, "d"), format(P.A, ">5"), f"{S.X:>4}")
for v, s in ((P.A, "s"), (S.X, "d")):
    try: format(v, s)
    except ValueError as e: print(e)
