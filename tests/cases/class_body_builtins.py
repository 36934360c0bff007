# A class body is the first to use these builtins: they are found (the
# builtins namespace is filled as names are first looked up).
class A:
    n = len("abc")
    s = sorted([3, 1, 2])
    @staticmethod
    def f():
        return max(1, 2)
    p = property(lambda self: abs(-4))
print(A.n, A.s, A.f(), A().p)
class B:
    try:
        lenn("x")
    except NameError as e:
        print(e)
