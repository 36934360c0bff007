# an OrderedDict's views: odict_keys, odict_values, odict_items
from collections import OrderedDict
from collections.abc import KeysView, ValuesView, ItemsView
o = OrderedDict(a=1, b=2)
print(o.keys(), o.values(), o.items())
print(OrderedDict().keys(), OrderedDict().items())
for v in (o.keys(), o.values(), o.items()):
    t = type(v)
    print(t, t.__name__, [k.__name__ for k in t.__mro__], len(v), list(v), list(reversed(v)))
print(isinstance(o.keys(), type({}.keys())), isinstance(o.keys(), KeysView),
      isinstance(o.values(), ValuesView), isinstance(o.items(), ItemsView))
print(o.keys() & {'a', 'z'}, o.keys() | {'c'} == {'a', 'b', 'c'}, o.items() - {('a', 1)})
print('a' in o.keys(), ('b', 2) in o.items(), 2 in o.values(), o.keys() == {'b', 'a'})
print(o.keys().isdisjoint('xyz'), o.items().isdisjoint([('a', 1)]))
k = o.keys()
o['c'] = 3
o.move_to_end('a')
print(k, o.values(), o.items())
print(type(dict.keys(o)).__name__, type(dict.items(o)).__name__)   # dict's own: dict views
class Sub(OrderedDict): pass
s = Sub(x=1)
print(s.keys(), s.items(), repr(s))
r = OrderedDict()
r['self'] = r
print(r.items(), r.values())
print(hash(o.values()) == hash(o.values()) or True)
try:
    hash(o.keys())
except TypeError as e:
    print(e)
try:
    type(o.keys())()
except TypeError as e:
    print(e)
