# CPython 3.11's docstrings of the builtin types: T.__doc__, an instance's,
# and T.__dict__['__doc__'] where baton opens T.__dict__
for t in (int, str, list, dict, tuple, set, frozenset, float, bool, bytes, bytearray, object,
          range, slice, type(None), type(iter('é')), type(iter('a')), map, zip, filter, enumerate,
          reversed, staticmethod, classmethod, memoryview, type(iter([])), type({}.keys()),
          complex, ValueError, KeyError, BaseException, Exception, StopIteration, OSError,
          type(...), type(NotImplemented), super):
    line = [t.__name__, repr(t.__doc__)]
    if t in (int, str, list, dict, tuple, set, frozenset, float, bool, bytes, bytearray, range, slice):
        line += ['__doc__' in t.__dict__, t.__dict__['__doc__'] == t.__doc__]
    print(*line)
print((5).__doc__ == int.__doc__, 'abc'.__doc__ == str.__doc__, [].__doc__ == list.__doc__)
print(ValueError('x').__doc__, KeyError().__doc__)


class C(int):
    pass


class D(int):
    """mine"""


class E(ValueError):
    pass


print(C.__doc__, C(1).__doc__, D.__doc__, D(2).__doc__, E.__doc__, E('x').__doc__)
print(sorted(k for k in int.__dict__ if k.startswith('__d')))
