from dataclasses import dataclass

@dataclass
class Add:
    left: object
    right: object

@dataclass
class Mul:
    left: object
    right: object

@dataclass
class Num:
    value: float

class Neg:
    __match_args__ = ("operand",)
    def __init__(self, operand):
        self.operand = operand

def ev(e):
    match e:
        case Num(value=v):
            return v
        case Add(Num(0), r) | Add(r, Num(0)):
            return ev(r)
        case Add(l, r):
            return ev(l) + ev(r)
        case Mul(l, r) if ev(l) == 0 or ev(r) == 0:
            return 0
        case Mul(l, r):
            return ev(l) * ev(r)
        case Neg(x):
            return -ev(x)
        case [first, *rest]:
            return ev(first) + sum(ev(x) for x in rest)
        case {"op": "num", "v": v, **extra}:
            return v + len(extra)
        case int() | float() as n:
            return n
        case _:
            raise ValueError(f"bad {e!r}")

print(ev(Add(Num(2), Mul(Num(3), Num(4)))))
print(ev(Neg(Add(Num(0), Num(7)))), ev([Num(1), 2, 3.5]), ev({"op": "num", "v": 10, "a": 1}))
print(ev(Mul(Num(0), Neg(Num(5)))))
try:
    ev("x")
except ValueError as e:
    print(e)
