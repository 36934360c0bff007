# functools.recursive_repr is reprlib's, made at its first use (functools.__lazy__):
# by attribute, by from-import, by import *, and in dir().
import functools
print('recursive_repr' in dir(functools))
from functools import recursive_repr
import reprlib
print(recursive_repr is reprlib.recursive_repr, functools.recursive_repr is recursive_repr)
class X:
    def __init__(self): self.me = [self]
    @recursive_repr()
    def __repr__(self): return 'X(%r)' % (self.me,)
print(repr(X()))
from functools import *
print(recursive_repr is reprlib.recursive_repr, callable(reduce), partial(int, '5')())
print(functools.recursive_repr.__name__)
