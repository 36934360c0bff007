# Annotated assignments to parenthesized targets that CPython 3.11 accepts
# (the refused forms are in tests/parse/errors.txt, annassign_paren_*).
class O:
    pass


o = O()
o.l = [0, 0]


def f():
    return o


(x): int = 1
(o.x): int = 2
(o.l[0]): int = 3
[o][0].y: int = 4
(o, o)[0].z: str = "z"
(f()).w: int = 5
f().v: float = 6.0
((x)): int = 7
print(x, o.x, o.l, o.y, o.z, o.w, o.v)
print(__annotations__)


def g():
    (a): int = 1
    (o.l)
    return a


print(g())


class C:
    (a): int = 1
    b: str
    (o.q): int = 9


print(C.__annotations__, C.a, o.q)
