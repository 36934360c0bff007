# sorted() compares tuples of ints, floats and strs natively: CPython's
# order for equal first items, prefixes, NaN, -0.0 and mixed item types.
nan = float("nan")
rows = [("b", 2), ("a", 3), ("b", 1), ("a",), ("ab", 0), ("", 5), ("a", 3, 1),
        ("b", 1.5), ("b", -0.0), ("b", 0.0), ("b", 0), ("é", 1), ("e", 1)]
print(sorted(rows, key=lambda r: (r[0], r[1:])))
print(sorted(rows, key=lambda r: r))
print(sorted(rows, key=lambda r: (len(r), r[0]), reverse=True))
print(sorted([(1, nan), (1, 2.0), (0, nan), (1, 1.0)] * 3, key=lambda t: t))
print(sorted([(None, 2), (None, 1)], key=lambda t: t))
print(sorted([(True, 2), (1, 1), (0.5, 3), (False, 0)], key=lambda t: t))
print(sorted([("x", 2 ** 70), ("x", 2 ** 64), ("x", -2 ** 70), ("x", 3)], key=lambda t: t))
print(sorted([(i % 7, -i, "n%d" % (i % 3)) for i in range(100)], key=lambda t: (t[2], t[0], t[1]))[:12])
try:
    sorted([("a", 1), ("a", "x")], key=lambda t: t)
except TypeError as e:
    print("TypeError", e)
try:
    sorted([(1, None), (1, 2)], key=lambda t: t)
except TypeError as e:
    print("TypeError", e)
