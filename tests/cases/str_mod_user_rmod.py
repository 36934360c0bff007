# str % x and bytes % x format x whatever its class defines: x's __rmod__
# runs first only when x's class derives from str (or bytes)
class A:
    def __rmod__(self, other): return "rmod!"
    def __str__(self): return "A-str"
print("%s" % A(), "x=%s" % (A(),), b"%s" % b"x")
class S(str):
    def __rmod__(self, other): return "S-rmod"
print("%s" % S("q"))
class N:
    def __radd__(self, o): return "radd"
    def __rmul__(self, o): return "rmul"
print(1 + N(), "ab" * N(), [1] * N())
try:
    "%d" % A()
except TypeError as e:
    print(e)
s = "v=%s"; s %= A(); print(s)
class B:
    def __mod__(self, o): return "B-mod"
    def __rmod__(self, o): return "B-rmod"
print(B() % 5, 5 % B(), "%s" % B() != "B-rmod")
