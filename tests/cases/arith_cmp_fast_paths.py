# The interpreter's inline paths for int/float arithmetic, comparisons and
# %-formatting of ints must give exactly what the general paths give.
big = 2 ** 62 + (2 ** 62 - 1)          # INT64_MAX
small = -big - 1                        # INT64_MIN
ints = [0, 1, -1, 7, -7, 3, -3, 10, 2 ** 31, -(2 ** 31), big, small,
        2 ** 53 - 1, 2 ** 53, 2 ** 53 + 1, -(2 ** 53) - 1]
floats = [0.0, -0.0, 1.5, -2.25, 1e300, float("inf"), float("-inf"),
          float("nan"), 9007199254740993.0]


def show(f, *a):
    try:
        r = f(*a)
    except Exception as e:
        r = type(e).__name__ + ": " + str(e)
    print(repr(r))


for x in ints:
    for y in ints:
        show(lambda: x // y)
        show(lambda: x % y)
        show(lambda: x / y)
        show(lambda: (x & y, x | y, x ^ y))
        show(lambda: (x < y, x <= y, x > y, x >= y, x == y, x != y))
    for s in (0, 1, 3, 62, 63, 64, 65, 200, -1):
        show(lambda: x >> s)

for x in ints + floats:
    for y in floats:
        show(lambda: (x < y, x <= y, x > y, x >= y, x == y, x != y))
        show(lambda: (y < x, y <= x, y > x, y >= x, y == x, y != x))
        show(lambda: x / y)
        show(lambda: y / x)
        show(lambda: (x * y, y * x, x + y, y + x, x - y, y - x))

# True and False are ints but keep their own paths
show(lambda: (True // 2, True % 2, True / 2, True & 3, True >> 1, True < 2.5))

fmts = ["%d", "%i", "%u", "%5d", "%-5d|", "%05d", "%+d", "% d", "%.3d", "%#d",
        "%x", "%o", "%3d%%"]
for f in fmts:
    for v in (0, 7, -7, 12345, big, small, True, 2 ** 70, 3.9):
        show(lambda: f % v)
show(lambda: "cust%04d t%d %s" % (12, -3, "x"))
show(lambda: "%d" % "x")
show(lambda: b"%d-%5d" % (12, -3))

# dict displays: presized tables, repeated keys, keys of mixed types
d = {"a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "g": 7, "a": 8}
print(d, len(d))
d = {1: "x", "1": "y", 1.0: "z", True: "w", "k": 0, "l": 1, "m": 2}
print(d)
d["n"] = 3
d["k"] += 1
print(d, d.get("m"), d.get("zz"))
