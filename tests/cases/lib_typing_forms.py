from typing import *
from collections import Counter as C0
import typing
print(repr(Counter), Counter('abb'), Deque([1]), DefaultDict(int), OrderedDict(a=1))
for f in (lambda: List(), lambda: List[int, str], lambda: Dict[int], lambda: Optional[int, str],
          lambda: isinstance([], List[int]), lambda: isinstance(1, Any), lambda: Union[()],
          lambda: Any(), lambda: Callable[int], lambda: Annotated[int], lambda: Literal):
    try:
        print(f())
    except TypeError as e:
        print('TypeError:', e)
print(Optional[int], Union[int, None], Union[None, int], Union[int, str, None], Optional[Union[int, str]])
print(Callable[..., int], Callable[[int, str], bool], Callable[[], None], Callable, Callable[[int], bool].__args__)
print(Tuple[int, ...], Tuple[()], Tuple, Type[int], List[Dict[str, Any]])
print(Literal['a', 1, None], Annotated[int, 'x'], ClassVar[int], Final[int], Final, Any, NoReturn)
print(isinstance([], List), isinstance(1, Union[int, str]), isinstance(1, Optional[str]), issubclass(list, List))
T = TypeVar('T')
K = TypeVar('K', bound=str)
print(T, List[T], List[T][int], Dict[str, T][int], TypeVar('C', covariant=True), K.__bound__, T.__name__)
print(get_origin(List[int]), get_args(Dict[str, int]), get_origin(Optional[int]), get_args(Optional[int]),
      get_origin(Literal[1]), get_args(Callable[[int], str]), get_origin(int), get_args(int))
print(Union[int], Union[int, int, str], Union[int, str] == Union[str, int], Optional[int] == Union[int, None])
print(List[int] == List[int], List[int] == List[str], hash(List[int]) == hash(List[int]))
print(Union[Union[int, str], float], Literal[1, 2, 1], Annotated[Annotated[int, 1], 2])
print(cast(int, 'x'), cast('List[int]', 3), TYPE_CHECKING)
Vector = List[float]
def scale(s: float, v: Vector) -> Vector:
    return [s * x for x in v]
print(scale(2.0, [1.0, 2.0]), Vector)
UserId = NewType('UserId', int)
print(UserId(5), UserId.__name__)

class Stack(Generic[T]):
    def __init__(self):
        self.items: List[T] = []
    def push(self, x: T) -> None:
        self.items.append(x)
    def pop(self) -> T:
        return self.items.pop()
s = Stack[int]()
s.push(1); s.push(2)
print(s.pop(), Stack[int], Stack.__parameters__, Stack.__mro__, Stack.__orig_bases__)
KT = TypeVar('KT'); VT = TypeVar('VT')
class Pair(Generic[KT, VT]):
    pass
print(Pair[str, int], Pair[str, int].__args__)
try:
    Pair[int]
except TypeError as e:
    print(e)
class IntList(List[int]):
    pass
print(IntList.__mro__, IntList([1, 2]))

@overload
def f(x: int) -> int: ...
@overload
def f(x: str) -> str: ...
def f(x):
    return x * 2
print(f(2), f('a'))

@final
class Leaf:
    pass
print(Leaf.__final__)
