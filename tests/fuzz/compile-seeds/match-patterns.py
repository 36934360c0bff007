class P:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
K = {"a": 1}
for s in [1, -2.5, "s", b"b", None, True, [1, 2, 3], (1,), {"k": [1, {"z": P(1, 2)}]},
          P(0, 1), range(4), {1: 2, "a": 3}]:
    match s:
        case 1 | -2.5 | "s" | b"b" as lit:
            print(lit)
        case None | True:
            print("singleton")
        case [1, *rest] if rest:
            print(rest)
        case (x,) | [x, _, _, _]:
            print(x)
        case {"k": [_, {"z": P(a, y=b)}]}:
            print(a, b)
        case P(0, y) | P(y, 0):
            print(y)
        case {1: v, **kw}:
            print(v, kw)
        case int(n) | str(n) | bytes(n):
            print(n)
        case _:
            print("other")
match = case = _ = 0
print(match, case, _)
