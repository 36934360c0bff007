# X | Y on types: types.UnionType as CPython 3.11's (flattening, dedup,
# repr, equality with typing.Union, isinstance/issubclass, get_args/get_origin)
import types
import typing
from typing import Union, Optional, List, TypeVar, Any, get_args, get_origin
from enum import Enum

T = TypeVar('T')


class K:
    pass


class Color(Enum):
    RED = 1


def show(label, fn):
    try:
        print(label, '->', repr(fn()))
    except Exception as e:
        print(label, '!!', type(e).__name__, e)


show('int | int', lambda: int | int)
show('int | None | int', lambda: int | None | int)
show('None | int', lambda: None | int)
show("int | 'str'", lambda: int | 'str')
show('None | None', lambda: None | None)
show('int | 3', lambda: int | 3)
show('int | List[int]', lambda: int | List[int])
show('List[int] | int', lambda: List[int] | int)
show('list[int] | None', lambda: list[int] | None)
show('None | list[int]', lambda: None | list[int])
show('int | Union[str, bytes]', lambda: int | Union[str, bytes])
show('Union[str, bytes] | int', lambda: Union[str, bytes] | int)
show('eq order', lambda: (int | str) == (str | int))
show('eq typing', lambda: (int | str) == Union[int, str])
show('typing eq', lambda: Union[int, str] == (int | str))
show('ne', lambda: (int | str) != (int | bytes))
show('hash', lambda: hash(int | str) == hash(str | int))
show('int | T', lambda: int | T)
show('T | None', lambda: T | None)
show('list[T] | None', lambda: list[T] | None)
show('params', lambda: (list[T] | None).__parameters__)
show('subst', lambda: (list[T] | None)[int])
show('no params', lambda: (int | str).__parameters__)
show('not generic', lambda: (int | str)[int])
show('isinstance 1', lambda: isinstance(1, int | str))
show('isinstance 2', lambda: isinstance(1.5, int | str))
show('isinstance None', lambda: isinstance(None, int | None))
show('isinstance generic ok', lambda: isinstance(1, int | list[int]))
show('isinstance generic', lambda: isinstance([], int | list[int]))
show('issubclass', lambda: issubclass(bool, int | None))
show('issubclass arg1', lambda: issubclass(int | str, object))
show('instantiate', lambda: types.UnionType())
show('args', lambda: (int | str).__args__)
show('origin attr', lambda: (int | str).__origin__)
show('get_origin', lambda: get_origin(int | str))
show('get_args', lambda: get_args(int | list[str] | None))
show('Union of union', lambda: Union[int | str, None])
show('Optional of union', lambda: Optional[int | str])
show('Union | None', lambda: Union[int, str] | None)
show('union | union', lambda: (int | str) | (bytes | None))
show('Optional eq', lambda: Optional[int] == (int | None))
show('str', lambda: str(int | None))
show('fstring', lambda: f'{int | None}')
show('dict key', lambda: {int | str: 1})
show('nested generics', lambda: dict[str, int] | list[tuple[int, ...]])
show('user class', lambda: K | None)
show('enum class', lambda: Color | None)
show('type', lambda: type(int | str))
show('isinstance UnionType', lambda: isinstance(int | str, types.UnionType))
show('dedup many', lambda: int | str | int | str)
show('float | int', lambda: float | int | bytes)
t = int
t |= None
show('ior', lambda: t)


def f(a: int | None, b: list[str] | None = None, *, c: dict[str, int | float] = {}) -> str | int:
    pass


print(f.__annotations__)
print(typing.get_type_hints(f))
