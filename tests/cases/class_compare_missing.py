# Rich comparisons where the user class lacks the method (and its reflection):
# CPython's TypeError naming the operator and the classes.
class OnlyLt:
    def __lt__(self, other):
        return True


class OnlyEq:
    def __eq__(self, other):
        return True


class Plain:
    pass


class E(Exception):
    pass


class IntLike(int):
    pass


pairs = [(OnlyLt(), OnlyLt()), (OnlyEq(), OnlyEq()), (Plain(), Plain()), (Plain(), 1),
         (1, OnlyLt()), (E(), E()), (IntLike(3), IntLike(4)), (OnlyLt, OnlyLt)]
for a, b in pairs:
    for op in ("<", "<=", ">", ">="):
        try:
            r = {"<": lambda: a < b, "<=": lambda: a <= b,
                 ">": lambda: a > b, ">=": lambda: a >= b}[op]()
            print(type(a).__name__, op, type(b).__name__, r)
        except TypeError as e:
            print(type(a).__name__, op, type(b).__name__, "TypeError:", e)
try:
    sorted([Plain(), Plain()])
except TypeError as e:
    print(e)
try:
    max(OnlyEq(), OnlyEq())
except TypeError as e:
    print(e)
