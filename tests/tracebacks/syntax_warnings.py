# CPython's compile-time SyntaxWarnings reach stderr before the program's
# first output, every one of them (two on one line too), with the quoted
# source line; stores, del and augmented assignment give none, a def's body
# does; then the classic missed comma fails at run time.
print("start")
x = 1
if x is 1 or x is not -1.5:
    print("is literal")
assert (x, "always true")
if x == 2:
    assert ()
ok = x is None or x is True or x is ... or x is (not 1) or x is f"{x}" or x is [] or x is (x,)


def later():
    return None[0], {1}[0], (lambda: 0)[1], 5[0], (x for x in ())[0]


try:
    [1, 2][None]
except TypeError as e:
    print("TypeError:", e)
d = {}
d["k"] = [1][0]
d["k"] += 1
del d["k"]
b: list = []
print("abc"[1], [1, 2][x], (1, 2)[:1], "ab"[x])
rows = [
    (1, 2)
    (3, 4)
]
