# Walrus at class level binds a class attribute; in a lambda of the body it is fine.
class A:
    (x := 1)
    y = [i for i in range(x + 1)]
    f = staticmethod(lambda: [(j := 2) for i in range(2)] + [j])
    def m(self):
        return [(k := i) for i in range(3)], k
print(A.x, A.y, A.f(), A().m())
