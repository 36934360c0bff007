# types.MappingProxyType as CPython's C type: no _mapping, __dict__,
# __setitem__ or __delitem__; argument errors; | and |=; not a base type;
# the reflected | hands a class's namespace over as a dict
import types
d = {'a': 1}
mp = types.MappingProxyType(d)
names = set(dir(mp))
for n in ('_mapping', '__dict__', '__setitem__', '__delitem__', '__slots__',
          '__class_getitem__', '__ior__', '__or__', '__ror__', '__reversed__', 'copy'):
    print(n, n in names, hasattr(mp, n))
class C:
    x = 1
print(hasattr(C.__dict__, '_mapping'), '_mapping' in dir(C.__dict__))
print(type(mp).__name__, type(mp).__module__, type(mp).__qualname__)
def attempt(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
attempt(lambda: setattr(mp, 'x', 1))
attempt(lambda: mp.__setitem__('a', 2))
attempt(lambda: mp.__delitem__('a'))
attempt(lambda: types.MappingProxyType([1]))
attempt(lambda: types.MappingProxyType())
attempt(lambda: types.MappingProxyType({}, {}))
attempt(lambda: types.MappingProxyType(mapping={'k': 1}))
attempt(lambda: types.MappingProxyType(mapping={}, other=1))
attempt(lambda: types.MappingProxyType(other=1))
attempt(lambda: hash(mp))
attempt(lambda: vars(mp))
attempt(lambda: types.MappingProxyType[str, int])
try:
    class S(types.MappingProxyType):
        pass
except TypeError as e:
    print('TypeError', e)
m2 = mp
try:
    m2 |= {'b': 2}
except TypeError as e:
    print('TypeError', e)
print(mp | {'b': 2}, {'b': 2} | mp, mp | types.MappingProxyType({'c': 3}))
print(mp == d, mp.copy(), list(reversed(mp)), len(mp), 'a' in mp, mp.get('z', 3))
print(repr(mp), str(mp), list(mp.items()), type(vars(C)).__name__)
got = []
class X:
    def __or__(self, o):
        got.append(type(o).__name__)
        return NotImplemented
for target in (vars(C), types.MappingProxyType({'q': 1})):
    try:
        X() | target
    except TypeError as e:
        print('TypeError', e)
print(got)
