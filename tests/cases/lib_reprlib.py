# reprlib: Repr's limits (every max*, fillvalue, maxlevel), dispatch to repr_<type> in subclasses, and recursive_repr, as CPython 3.11's
import reprlib
from collections import deque
print(reprlib.repr(list(range(100))), reprlib.repr(tuple(range(3))), reprlib.repr((1,)), reprlib.repr(()))
print(reprlib.repr('x' * 100), reprlib.repr('ab\n' * 20), reprlib.repr("it's " * 10), reprlib.repr('short'))
print(reprlib.repr(2 ** 200), reprlib.repr(-10 ** 50), reprlib.repr(12345))
print(reprlib.repr({i: str(i) * 3 for i in range(10)}), reprlib.repr({}), reprlib.repr({'b': 1, 'a': 2}))
print(reprlib.repr(set(range(20))), reprlib.repr(frozenset('abcdefghij')), reprlib.repr(set()), reprlib.repr(frozenset()))
print(reprlib.repr({1, 'a', 2.5}) in ("{1, 'a', 2.5}", "{'a', 1, 2.5}", "{1, 2.5, 'a'}", "{2.5, 1, 'a'}", "{2.5, 'a', 1}", "{'a', 2.5, 1}"))
print(reprlib.repr(deque(range(10))), reprlib.repr(deque()))
print(reprlib.repr([[[[[[[[1]]]]]]]]), reprlib.repr([[[[[[[[]]]]]]]]), reprlib.repr({1: {2: {3: {4: {5: {6: {7: 8}}}}}}}))
print(reprlib.repr(3.14159), reprlib.repr(None), reprlib.repr(True), reprlib.repr(b'x' * 50))
class C:
    def __repr__(self):
        return 'C' * 50
class Bad:
    def __repr__(self):
        raise ValueError('no')
print(reprlib.repr(C()), reprlib.repr([C(), C()]))
print(reprlib.repr(Bad()).startswith('<Bad instance at 0x'))
r = reprlib.Repr()
r.maxlist = 2; r.maxstring = 10; r.maxlevel = 2; r.fillvalue = '~'; r.maxother = 8; r.maxlong = 6
print(r.repr(list(range(5))), r.repr('abcdefghijklmnop'), r.repr([[[1]]]), r.repr(10 ** 20), r.repr(C()))
r.maxstring = 2; r.maxlong = 2
print(r.repr('abcdefgh'), r.repr(123456))
class MyRepr(reprlib.Repr):
    def repr_float(self, x, level):
        return 'F%.1f' % x
    def repr_MyList(self, x, level):
        return 'MyList!'
class MyList(list): pass
print(MyRepr().repr([1.25, 2, 'a', MyList()]), reprlib.repr(MyList(range(10))))
print(vars(reprlib.Repr()))
print(reprlib.aRepr.maxdict, reprlib.__all__)

class Node:
    def __init__(self, name):
        self.name = name
        self.kids = []
    @reprlib.recursive_repr()
    def __repr__(self):
        '''doc here'''
        return 'Node(%s, %r)' % (self.name, self.kids)
n = Node('a'); n.kids.append(n); n.kids.append(Node('b'))
print(repr(n), Node.__repr__.__name__, Node.__repr__.__qualname__, Node.__repr__.__doc__)
class L(list):
    @reprlib.recursive_repr('<loop>')
    def __repr__(self):
        return 'L' + list.__repr__(self)
x = L([1]); x.append(x); print(repr(x))
print(Node.__repr__.__module__, Node.__repr__.__annotations__)
