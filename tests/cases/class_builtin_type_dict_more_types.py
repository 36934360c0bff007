# type.__dict__, range.__dict__ and slice.__dict__ are
# mappingproxies, as CPython's; int.real and its kin read from the type are
# getset descriptors (bool's are int's).
import collections.abc

for t in (type, range, slice):
    d = t.__dict__
    print(t.__name__, type(d).__name__, isinstance(d, collections.abc.Mapping),
          '__new__' in d or '__init__' in d)
print(type(type(type('')).__dict__).__name__)
print(type.__dict__['__name__'], type.__dict__['__qualname__'])
print(type.__dict__['__name__'].__get__(int), type.__dict__['__bases__'].__get__(bool))
print('from_bytes' in int.__dict__)

print(int.real, int.imag, int.numerator, int.denominator)
print(float.real, float.imag, bool.real)
print(type(int.real).__name__, int.real.__name__, int.real.__objclass__)
print(int.real.__get__(5), bool.numerator.__get__(True), float.imag.__get__(2.5))
print(int.real.__get__(None, int) is not None)
try:
    int.real.__get__('x')
except TypeError as e:
    print('TypeError', e)
try:
    int.real.__set__(3, 4)
except AttributeError as e:
    print('AttributeError', e)
print(hasattr(int, 'real'), getattr(float, 'imag'))
print((3).real, True.real, (2.5).imag)
