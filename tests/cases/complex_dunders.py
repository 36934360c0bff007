# the special methods of complex as real callables (complex.__add__ & co),
# NotImplemented for operands they do not know, as CPython's
z = 1 + 2j
print(z.__add__(1), z.__radd__(2.5), z.__sub__(1j), z.__rsub__(1), z.__mul__(2), z.__rmul__(1j))
print(z.__truediv__(2), z.__rtruediv__(1), z.__pow__(2), z.__rpow__(2), z.__neg__(), z.__pos__())
print(z.__abs__(), z.__bool__(), (0j).__bool__(), z.__hash__() == hash(z), z.__repr__(), z.__format__('.1f'))
print(z.__eq__(1 + 2j), (1 + 0j).__eq__(1), (1 + 0j).__eq__(1.0), z.__ne__(z), z.__eq__('x'))
print(z.__lt__(z), z.__add__('x'), (2.0).__add__(1j), (2).__mul__(1j), z.__complex__())
print(complex.__add__(z, 1), complex.__new__(complex, 3, 4), complex.conjugate(z))
print(sorted(n for n in dir(1j) if not n.startswith('__')), '__add__' in dir(complex))
print([f(3j) for f in (abs, bool, repr, str, hash)])
