# repr(super()): the type by its bare name, as CPython prints it.
class A:
    def f(self):
        return super()


class B(A):
    def g(self):
        return super(), super(A, self)


print(repr(A().f()))
print(repr(super(A, A())))
print(B().g())
print(str(super(B, B()))[:18])
