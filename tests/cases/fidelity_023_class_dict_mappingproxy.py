# a class's __dict__ (and vars(cls)) is a read-only mappingproxy, as in CPython
class C:
    x = 1
    def f(self): pass
d = C.__dict__
print(type(d).__name__, type(d))
print(d['x'], 'f' in d, len(d) > 2, sorted(k for k in d if not k.startswith('__')))
try:
    d['y'] = 2
except TypeError as e:
    print(e)
try:
    del d['x']
except TypeError as e:
    print(e)
try:
    d.pop('x')
except AttributeError as e:
    print(e)
print(repr(d).startswith("mappingproxy({"), d.get('zz', 7), list(d.keys())[:1], d.copy()['x'])
print(type(d.copy()).__name__, dict(d)['x'], d == dict(d), isinstance(d, dict))
print(d | {'q': 1} == {**d, 'q': 1})
import types
print(types.MappingProxyType({'a': 1}))
print(type(vars(C)).__name__, type(getattr(C, '__dict__')).__name__, hasattr(C, '__dict__'))
class K(C):
    y = 2
print(sorted(k for k in K.__dict__ if not k.startswith('_')), 'x' in K.__dict__, C.__dict__['f'](None))
import dataclasses
@dataclasses.dataclass
class P:
    a: int = 1
print(P(), type(P.__dict__).__name__, 'a' in P.__dict__)
print(str(C.__dict__).startswith("{'__module__': '__main__'"))
