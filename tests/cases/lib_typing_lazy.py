# typing's IO, Pattern/Match, ContextManager and Supports* classes are made
# at their first use in baton: every way of reaching them gives the same
# objects as CPython's eagerly made ones
import typing
print(typing.IO, typing.TextIO.__mro__, typing.BinaryIO.__orig_bases__)
print(typing.IO[str], typing.TextIO.__qualname__, typing.BinaryIO.__module__)
print(repr(typing.Pattern), typing.Match[bytes], typing.Pattern[str].__origin__)
print(typing.ContextManager, typing.AsyncContextManager[int])
from typing import SupportsIndex, SupportsRound
print(SupportsIndex, SupportsRound.__qualname__, SupportsIndex is typing.SupportsIndex)
print(isinstance(3, typing.SupportsInt), isinstance('x', typing.SupportsIndex),
      isinstance(2.5, typing.SupportsRound), issubclass(int, typing.SupportsAbs))
print(sorted(n for n in dir(typing) if n.startswith('Supports')))
print('TextIO' in vars(typing), typing.get_origin(typing.ContextManager[int]))


def f(x: 'typing.SupportsFloat', y: 'typing.ContextManager[int]') -> 'typing.IO[str]':
    pass


print(typing.get_type_hints(f))
print(hasattr(typing, 'Nope'), getattr(typing, 'SupportsComplex'))
try:
    typing.Nope
except AttributeError as e:
    print(e)
try:
    from typing import Nope
except ImportError as e:
    print(type(e).__name__, e.name)
from typing import *
print(BinaryIO, SupportsBytes, AsyncContextManager)
