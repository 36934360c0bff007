# functools.recursive_repr is reprlib's decorator
import functools, reprlib

class Node:
    def __init__(self, name):
        self.name = name
        self.kids = []
    @functools.recursive_repr()
    def __repr__(self):
        return 'Node(%s, %r)' % (self.name, self.kids)

class Tagged(list):
    @functools.recursive_repr('<loop>')
    def __repr__(self):
        return 'T' + list.__repr__(self)

a = Node('a')
b = Node('b')
a.kids.append(b)
b.kids.append(a)
a.kids.append(a)
print(repr(a))
t = Tagged([1])
t.append(t)
print(repr(t))
print(functools.recursive_repr is reprlib.recursive_repr, Node.__repr__.__name__)
