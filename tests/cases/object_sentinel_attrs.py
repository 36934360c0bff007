# object() has the methods every instance inherits from object: comparing,
# hashing, repr and str of a bare sentinel work through them, as CPython's.
o = object()
p = object()
print(o.__eq__(o), o.__eq__(p), o.__ne__(p), o.__hash__() == hash(o))
print(o.__repr__() == repr(o), o.__str__() == str(o), o.__format__('') == str(o))
print(type(o.__eq__).__name__, type(o.__init__).__name__)
print(o.__class__ is object, o.__init__() is None)
print([n for n in dir(o) if n in ('__eq__', '__hash__', '__repr__', '__class__', '__lt__')])
print(o.__lt__(p), o.__ge__(o))
try:
    o.x = 1
except AttributeError as e:
    print(e)
try:
    o.missing
except AttributeError as e:
    print(e)
try:
    o.__dict__
except AttributeError as e:
    print(e)
print(getattr(o, '__ne__')(o), hasattr(o, '__setattr__'), hasattr(o, '__globals__'))
