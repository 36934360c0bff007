class A:
    def f(self):
        return "A.f"

    @classmethod
    def c(cls):
        s = super()
        return s.__self__ is cls, s.__thisclass__ is A, s.__self_class__ is cls


class B(A):
    def f(self):
        s = super()
        return s.__self__ is self, s.__thisclass__ is B, s.__self_class__ is B, s.f()


class C(B):
    pass


c = C()
print(B.f(c))
print(super(B, c).__self__ is c, super(B, c).__self_class__ is C, super(B, c).__thisclass__ is B)
print(C.c())
print(super(A, C).__self__ is C, super(A, C).__self_class__ is C)
try:
    super(B, c).__nothing__
except AttributeError as e:
    print(e)
