# print/str/f-string of instances of builtin subclasses without __repr__
# take the base type's repr, also beside an object whose __repr__ is Python.
class L(list):
    pass


class D(dict):
    pass


class I(int):
    pass


class A:
    def __repr__(self):
        return 'A()'


print(A(), L([1]), D(a=1), I(3))
print(f'{A()} {L([2])}', str(L()), object.__str__(L([5])), [A(), L([6])])
