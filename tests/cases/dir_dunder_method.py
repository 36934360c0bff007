class A:
    x = 1
    def m(self): pass
class B(A):
    def __init__(self): self.z = 3
class D(B):
    def __dir__(self):
        return ['extra'] + super().__dir__()
b = B()
print(hasattr(b, '__dir__'), hasattr(1, '__dir__'), hasattr(A, '__dir__'), hasattr('s', '__dir__'))
print(type(b.__dir__()), sorted(b.__dir__()) == dir(b), set(object.__dir__(b)) == set(dir(b)))
print(sorted(D().__dir__()) == dir(D()), 'extra' in dir(D()), 'z' in dir(D()), dir(D()) == sorted(dir(D())))
print(set((5).__dir__()) == set(dir(5)), set([].__dir__()) == set(dir([])))
print('__dir__' in dir(b), '__dir__' in dir(A), '__dir__' in dir(1))
try: A.__dir__()
except TypeError as e: print('TypeError')
try: b.__dir__(1)
except TypeError as e: print('TypeError', e)
print(callable(b.__dir__), type(object.__dir__).__name__)
