# A special method stored as a value that binds no self (a bound method,
# a builtin function, a class): CPython calls it without the instance.
class Helper:
    def __init__(self, tag): self.tag = tag
    def show(self): return 'shown by ' + self.tag
    def size(self): return 3
    def items(self): return iter([1, 2])
    def same(self, other): return other == 'x'
    def call(self, *a, **k): return ('called', a, k)

h = Helper('h')


class A:
    __repr__ = h.show
    __str__ = h.show
    __len__ = h.size
    __iter__ = h.items
    __eq__ = h.same
    __hash__ = object.__hash__
    __call__ = h.call
    method = h.show


a = A()
print(repr(a), str(a), f'{a}', len(a), list(a), a == 'x', a == 'y', a != 'x')
print(a(1, k=2), a.method(), A.method(), [a])
print(bool(a), 'x' in [a], 'y' in [a])


class B:
    __len__ = len
    __repr__ = str


try:
    len(B())
except TypeError as e:
    print('TypeError', e)
print(repr(B()) == '')


class C:
    __getitem__ = {'k': 5}.get
    __contains__ = [1, 2].__contains__


c = C()
print(c['k'], c['z'], 1 in c, 3 in c)


class D(A):
    pass


print(repr(D()), len(D()))
