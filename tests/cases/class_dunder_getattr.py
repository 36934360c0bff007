# getattr/hasattr with dunder names behave as the attribute syntax; special
# methods set on a base class after subclassing reach the subclasses.
class Base:
    def __lt__(self, other):
        return True

    def __len__(self):
        return 2


class Sub(Base):
    pass


class Leaf(Sub):
    pass


s = Sub()
print(hasattr(Base, '__init__'), hasattr(s, '__len__'), getattr(s, '__len__')())
print(getattr(Base, '__name__'), getattr(Sub, '__qualname__'), getattr(s, '__class__').__name__)
print(getattr(s, '__missing__', 'no'), hasattr(s, '__getitem__'))
print(Leaf() < Leaf(), len(Leaf()))
del Base.__lt__
try:
    print(Leaf() < Leaf())
except TypeError as e:
    print(e)
Base.__getitem__ = lambda self, i: i * 10
print(Leaf()[4], Sub()[1], hasattr(s, '__getitem__'))
Sub.__len__ = lambda self: 7
print(len(Leaf()), len(Base()))
del Sub.__len__
print(len(Leaf()))
Base.__iter__ = lambda self: iter([1, 2, 3])
print(list(Leaf()), sorted(Sub(), reverse=True))
Base.__eq__ = lambda self, o: True
print(Leaf() == 1, Leaf() != 1)
try:
    hash(Leaf())
except TypeError as e:
    print(e)
Base.__hash__ = lambda self: 5
print(hash(Leaf()), list({Leaf(): 1, Sub(): 2}.values()))
print(Sub.__dict__.get('__hash__'), '__hash__' in Base.__dict__)


class Plain:
    pass


p = Plain()
print(p.__hash__() == hash(p), object.__hash__(p) == hash(p), Plain.__hash__(p) == hash(p))
print(p.__eq__(p), p.__eq__(1), p.__ne__(1), object.__repr__(p) == repr(p))
