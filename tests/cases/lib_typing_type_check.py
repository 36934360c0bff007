# typing's 3.11 argument rules (anything but a tuple, a bare special form
# or a subscripted ClassVar/Final/Generic passes _type_check; user
# generics and substitution only convert None and strings), Callable's
# relaxed argument forms and its repr/get_args with ParamSpec and
# Concatenate; found with tools/typing_diff.py.
from typing import *
import typing

T = TypeVar('T')
P = ParamSpec('P')


class Box(Generic[T]):
    pass


def t(f):
    try:
        r = f()
        print(repr(r), '|', repr(get_origin(r)), '|', repr(get_args(r)))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: Union[1, int])
t(lambda: List[1])
t(lambda: Optional[...])
t(lambda: Tuple[int, ...])
t(lambda: Tuple[..., int])
t(lambda: Tuple[(int, str), int])
t(lambda: Dict[int, (1, 2)])
t(lambda: Box[1])
t(lambda: Box[(1, 2)])
t(lambda: List[T][1])
t(lambda: List[T][None])
t(lambda: List['X'])
t(lambda: List[ClassVar[int]])
t(lambda: List[Final[int]])
t(lambda: List[Union])
t(lambda: List[Generic])
t(lambda: List[Generic[T]])
t(lambda: List[Any])
t(lambda: List[NoReturn])
t(lambda: ClassVar[ClassVar[int]])
t(lambda: get_args(Annotated[ClassVar[int], 'x']))
t(lambda: get_args(Annotated[Final, 'x']))
t(lambda: Callable[int, str])
t(lambda: Callable[[1, 'F'], str])
t(lambda: Callable[..., str])
t(lambda: Callable[P, int])
t(lambda: Callable[Concatenate[int, P], T])
t(lambda: Callable[[], None])
t(lambda: Callable[[int], (1, 2)])
t(lambda: Callable[int])
t(lambda: TypeVar('B', bound=1).__bound__)
t(lambda: TypeVar('C', int, (1, 2)))
t(lambda: type(Any).__name__)
