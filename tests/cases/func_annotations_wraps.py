# f.__annotations__ as CPython builds it (evaluated at def time, 'return'
# last, set before decorators run), typing.get_type_hints, and
# functools.wraps keeping __name__/__doc__/__qualname__/__module__ out of
# the wrapper's __dict__ (only __wrapped__ is there).
import functools
import typing
from typing import Optional, List

T = int


def f(a: int, b: 'str' = 'x', *args: T, c: Optional[int] = None, **kw: float) -> bool:
    return True


print(f.__annotations__)
T = str
print(f.__annotations__['args'])


def g(x, y=1):
    pass


print(g.__annotations__, g.__annotations__ is g.__annotations__)
g.__annotations__['x'] = list
print(g.__annotations__)

seen = []


def record(fn):
    seen.append(dict(fn.__annotations__))
    return fn


@record
def h(q: List[int]) -> None:
    pass


print(seen)


def k(a: int, b: float = 1.0) -> str:
    return ''


print(typing.get_type_hints(k))
print(typing.get_type_hints(g))


def deco(fn):
    @functools.wraps(fn)
    def wrapper(*a, **kw):
        """wrapper doc"""
        return fn(*a, **kw)
    return wrapper


@deco
def target(x: int) -> int:
    """target doc"""
    return x + 1


print(target(1), target.__name__, target.__doc__, target.__qualname__, target.__module__)
print(sorted(target.__dict__), target.__wrapped__.__name__)
print(target.__annotations__)
target.calls = 0
print(sorted(target.__dict__))
target.__dict__['__name__'] = 'ignored'
print(target.__name__)
target.__name__ = 'renamed'
print(target.__name__, target.__qualname__, sorted(target.__dict__))
del target.__doc__
print(target.__doc__)
try:
    target.__annotations__ = 3
except TypeError as e:
    print('TypeError:', e)
try:
    del target.__name__
except TypeError as e:
    print('TypeError:', e)


# a `|` union keeps its source text in baton (no types.UnionType for
# builtin types); get_type_hints resolves it
def u(x: str | None = None, n: 'int' = 0) -> int:
    return 0


print(u.__annotations__['n'], u.__annotations__['return'])
print(typing.get_type_hints(u)['n'])
