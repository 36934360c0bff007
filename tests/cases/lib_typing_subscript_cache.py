# typing caches its subscriptions as CPython 3.11 does (an lru_cache of 128
# per method, keyed by the arguments): the same subscription gives the same
# object, and one whose arguments equal a cached one's (unions compare as
# sets) gives the cached result, order included.  Literal's cache is typed.
from typing import *
T = TypeVar('T'); Co = TypeVar('Co', covariant=True)
print(List[int] is List[int], Dict[str, int] is Dict[str, int])
print(Union[int, str] is Union[int, str], Optional[int] is Optional[int])
print(Tuple[int, ...] is Tuple[int, ...], Tuple[()] is Tuple[()])
print(Callable[[int], str] is Callable[[int], str], Callable[..., T] is Callable[..., T])
print(Literal[1] is Literal[1], Literal[1] is Literal[True], Literal[1, 2] is Literal[1, 2])
print(Literal[True, b'x'], Literal[1, b'x'], Literal[1.0], Literal[1])
print(List[T][int] is List[T][int], Dict[str, T][int] is Dict[str, T][int])
# equal keys: the first order wins
print(Tuple[Union[None, float, Co]][int])
print(Tuple[Union[float, None, Co]][int])
print(Tuple[Union[float, None, Co], bytes][int])
print(Union[Union[None, str], int], Union[Union[str, None], int])
print(Optional[Union[str, bytes]], Optional[Union[bytes, str]])
print(List[Union[int, str]], List[Union[str, int]])
# unhashable arguments are not cached, and still work or fail as before
print(Literal[[1]], Literal[[1]] is Literal[[1]])
print(Annotated[int, {}])
try:
    List[int, str]
except TypeError as e:
    print(e)
try:
    Union[()]
except TypeError as e:
    print(e)
