# object.__eq__ is identity (else NotImplemented); object.__ne__ inverts the
# type's own __eq__ for builtin types, identity for instances of object.
class A: pass
a = A()
print(object.__eq__(1, 1), object.__eq__(1, 2), object.__ne__(1, 1), object.__ne__(1, 2))
print(object.__eq__(a, a), object.__eq__(a, A()), object.__ne__(a, a), object.__ne__(a, A()))
print(object.__eq__('x', 'x'), object.__eq__(None, None), object.__ne__(None, None), object.__eq__(True, 1))
print(object.__ne__(float('nan'), float('nan')), object.__ne__(1, 'a'), object.__ne__([1], [1]))
