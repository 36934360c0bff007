# __class_getitem__ of the builtin generic types as an attribute: bound to
# the class it is read through (a subclass gets its own alias)
for t in (list, dict, tuple, set, frozenset, enumerate):
    f = t.__class_getitem__
    print(t.__name__, f(int), type(f).__name__, f(int) == t[int])
for t in (list, dict, tuple, set, frozenset):
    print('__class_getitem__' in t.__dict__, t.__dict__['__class_getitem__'].__get__(None, t)(int), t.__dict__['__class_getitem__'])
print(dict.__class_getitem__((int, str)))
print([].__class_getitem__(int), {}.__class_getitem__(str))
class L(list): pass
print(L.__class_getitem__(int), L[int], L().__class_getitem__(str))
print(hasattr(type, '__class_getitem__'), hasattr(int, '__class_getitem__'))
for call in (lambda: list.__class_getitem__(), lambda: list.__class_getitem__(1, 2),
             lambda: tuple.__class_getitem__(x=1)):
    try:
        call()
    except TypeError as e:
        print(e)
print(list.__class_getitem__(int).__origin__ is list)
class M(dict):
    @classmethod
    def alias(cls, item):
        return super().__class_getitem__(item)
    def inst_alias(self, item):
        return super().__class_getitem__(item)
print(M.alias(int), M().inst_alias(str))
class S(set):
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        print('sub', cls.__name__)
class T(S): pass
print(T.__class_getitem__(bytes))
