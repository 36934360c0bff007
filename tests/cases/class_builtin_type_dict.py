# a builtin type's __dict__: a read-only mappingproxy, CPython's names in
# CPython's order, each what T.name gives
import types
for t in (int, str, list, dict, float, tuple, set, bool, object, bytes, frozenset):
    d = t.__dict__
    print(t.__name__, type(d).__name__, list(d)[:6], len(d) > 5)
print(list(int.__dict__)[:5])
print([k for k in list.__dict__ if not k.startswith('__')])
print([k for k in dict.__dict__ if not k.startswith('__')])
print(int.__dict__['__add__'] is int.__add__, int.__dict__['__add__'](2, 3), str.__dict__['upper']('ab'))
print('__add__' in int.__dict__, 'append' in list.__dict__, 'nope' in list.__dict__)
print(isinstance(int.__dict__, types.MappingProxyType), getattr(int, '__dict__')['bit_length'](5))
print(vars(int)['__neg__'](3), 'join' in vars(str), str.__dict__.get('nope', 0))
print(list.__dict__['append'] == list.append, dict.__dict__['get']({1: 2}, 1))
for bad in ("int.__dict__['__add__'] = 1", "del list.__dict__['append']", "int.__dict__['nope']"):
    try:
        if bad.startswith('del'):
            del list.__dict__['append']
        elif '=' in bad:
            int.__dict__['__add__'] = 1
        else:
            int.__dict__['nope']
    except (TypeError, KeyError) as e:
        print(type(e).__name__, e)
class MyList(list):
    def extra(self):
        return 1
print('extra' in MyList.__dict__, 'append' in MyList.__dict__, 'append' in MyList.__mro__[1].__dict__)
print([k for k in object.__dict__][:4])
