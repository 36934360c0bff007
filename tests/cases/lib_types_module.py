# the types module: SimpleNamespace, MappingProxyType, the type objects
import types
from types import SimpleNamespace as NS, MappingProxyType

n = NS(a=1, b='x')
print(n, n.a, n == NS(a=1, b='x'), n != NS(a=2), vars(n))
n.c = n
print(n)
del n.c
n.items = [1, 2]
print(n, sorted(vars(n)))


class P(NS):
    pass


print(P(z=[1]), P(z=1) == NS(z=1))
try:
    NS(1)
except TypeError as e:
    print(e)
try:
    hash(n)
except TypeError as e:
    print('unhashable', type(e).__name__)
try:
    n.missing
except AttributeError as e:
    print(e)

m = MappingProxyType({'a': 1, 'b': 2})
print(repr(m), m['a'], len(m), list(m), 'a' in m, m.get('c', 3), type(m).__name__)
for bad in (lambda: MappingProxyType([1]), lambda: MappingProxyType(3)):
    try:
        bad()
    except TypeError as e:
        print(e)
try:
    m['b'] = 3
except TypeError as e:
    print(e)
try:
    del m['a']
except TypeError as e:
    print(e)
print(m | {'c': 3}, {'z': 0} | m, m == {'a': 1, 'b': 2}, m.copy(), list(m.items()),
      list(m.keys()), list(m.values()), list(reversed(m)))
d = {'x': 1}
view = MappingProxyType(d)
d['y'] = 2
print(view, str(view))


def f():
    pass


def g():
    yield 1


class A:
    def m(self):
        pass


print(isinstance(f, types.FunctionType), isinstance(lambda: 0, types.LambdaType),
      isinstance(g(), types.GeneratorType), isinstance(A().m, types.MethodType),
      isinstance(len, types.BuiltinFunctionType), isinstance([].append, types.BuiltinMethodType),
      isinstance(types, types.ModuleType), isinstance(None, types.NoneType),
      isinstance(..., types.EllipsisType), isinstance(NotImplemented, types.NotImplementedType))
print(isinstance(int | None, types.UnionType), isinstance(list[int], types.GenericAlias),
      types.GenericAlias, types.UnionType, types.NoneType)
print(isinstance(f, types.GeneratorType), isinstance(g, types.FunctionType))
