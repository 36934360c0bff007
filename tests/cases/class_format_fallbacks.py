# str %, str.format, f-strings and format() over user objects and
# containers holding them (their Python versions in vm/lib/prelude_ht.py).
class P:
    def __init__(self, n="p"):
        self.n = n
    def __repr__(self):
        return "P!"


class F:
    def __format__(self, spec):
        return "F" + spec


x = [P()]
print(f"{x}", f"{x!r}", f"{x!s:>8}|", f"{ {1: x} }")
print("%s" % x, "%r" % (x,), "%s" % P(), "%r|%5s|%-4s|" % (P(), P(), P()))
print("%(a)s and %(b)r" % {"a": P(), "b": x}, "%d%% %s" % (5, P()))
print("{}".format(x), "{0!r:>9}|{0}".format(x), "{a} {b[0]}".format(a=x, b=x))
print("{0.n} {1} {{}} {3:*^{3}}".format(P("q"), 5, x, 10))
print("{:xy} {!s}".format(F(), [P()]), format(F(), "ab"), f"{F():cd}")
for bad in ["{", "}", "{0} {}", "{} {1}", "{5}", "{!x}", "{zz}"]:
    try:
        print(bad.format(x))
    except (ValueError, IndexError, KeyError) as e:
        print(type(e).__name__, e)
for bad in [("%s %s", (P(),)), ("%s", (P(), P()))]:
    try:
        print(bad[0] % bad[1])
    except TypeError as e:
        print("TypeError", e)
try:
    print(f"{x:>10}")
except TypeError as e:
    print("TypeError", e)
