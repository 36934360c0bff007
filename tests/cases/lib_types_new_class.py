# types.new_class, prepare_class and resolve_bases, as CPython 3.11's
import types

A = types.new_class('A')
print(A.__name__, A.__bases__, type(A) is type)
B = types.new_class('B', (A,), exec_body=lambda ns: ns.update(x=1, f=lambda self: 'f'))
print(B.__name__, B.__bases__ == (A,), B.x, B().f(), issubclass(B, A))

class Meta(type):
    @classmethod
    def __prepare__(mcs, name, bases, **kw):
        print('prepare', name, [b.__name__ for b in bases], kw)
        return {'prepared': True}
    def __new__(mcs, name, bases, ns, **kw):
        print('new', name, sorted(k for k in ns if not k.startswith('__')), kw)
        return super().__new__(mcs, name, bases, ns)
    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)

C = types.new_class('C', (), {'metaclass': Meta, 'flag': 3}, lambda ns: ns.__setitem__('y', 2))
print(type(C).__name__, C.prepared, C.y)
D = types.new_class('D', (C,))
print(type(D).__name__)
meta, ns, kw = types.prepare_class('E', (C,), {'k': 1})
print(meta.__name__, ns, kw)
print(types.prepare_class('F'), types.prepare_class('G', (int,)))

class Entry:
    def __mro_entries__(self, bases):
        print('entries', len(bases))
        return (A, B) if False else (A,)

e = Entry()
print(types.resolve_bases((e, int)) == (A, int), types.resolve_bases((int,)))
t = (int,)
print(types.resolve_bases(t) is t)
H = types.new_class('H', (e,))
print(H.__bases__ == (A,), H.__orig_bases__ == (e,))

class Bad:
    def __mro_entries__(self, bases):
        return [A]
try:
    types.resolve_bases((Bad(),))
except TypeError as err:
    print('TypeError', err)

class M1(type): pass
class M2(type): pass
X1 = M1('X1', (), {})
X2 = M2('X2', (), {})
try:
    types.new_class('Y', (X1, X2))
except TypeError as err:
    print('TypeError', err)
try:
    types.prepare_class('Z', (X1,), {'metaclass': M2})
except TypeError as err:
    print('TypeError', err)
print(types.prepare_class('W', (), {'metaclass': lambda *a: 'made'})[0] is not None)
