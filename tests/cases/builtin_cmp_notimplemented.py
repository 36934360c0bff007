# builtin types' comparison methods answer NotImplemented for a type they do
# not know; a subclass's super().__eq__ and the operator's fallback agree
print((1).__eq__(1.0), (1).__lt__('a'), 'a'.__lt__('b'), {}.__lt__({}), {}.__eq__({}), [1].__eq__((1,)))
print({1}.__eq__(frozenset({1})), b'a'.__eq__(bytearray(b'a')), (1.5).__gt__(True), (2).__ne__('2'))
class P(tuple):
    def __eq__(self, o):
        return super().__eq__(o)
print(P((1,)) == (1,), P((1,)) == [1], P((1,)) != [1])
class D(dict):
    def __lt__(self, o):
        return super().__lt__(o)
try:
    D() < D()
except TypeError as e:
    print(e)
