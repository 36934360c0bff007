# A typed cache layer: Protocol (runtime_checkable), Generic[K, V], TypeVar bounds, NewType, Final, Annotated and typing introspection.
from __future__ import annotations
from typing import (Protocol, runtime_checkable, TypeVar, Generic, Callable, Optional, Iterator,
                    NewType, Final, Annotated, get_type_hints, get_origin, get_args, Union, Any, Dict, List)
import typing

K = TypeVar("K")
V = TypeVar("V")
N = TypeVar("N", int, float)
UserId = NewType("UserId", int)
MAX_ENTRIES: Final = 4

@runtime_checkable
class Fetcher(Protocol):
    def fetch(self, key: Any) -> Any: ...

@runtime_checkable
class Sized(Protocol):
    def __len__(self) -> int: ...

class UserFetcher:
    def __init__(self) -> None:
        self.calls = 0
    def fetch(self, key: UserId) -> dict:
        self.calls += 1
        return get_user(key)

class NotAFetcher:
    fetch = None

class LRU(Generic[K, V]):
    def __init__(self, loader: Fetcher, capacity: int = MAX_ENTRIES) -> None:
        self.loader = loader
        self.capacity = capacity
        self.data: Dict[K, V] = {}
        self.hits = self.misses = 0
    def get(self, key: K) -> V:
        if key in self.data:
            self.hits += 1
            value = self.data.pop(key)
        else:
            self.misses += 1
            value = self.loader.fetch(key)
            if len(self.data) >= self.capacity:
                evicted = next(iter(self.data))
                del self.data[evicted]
                print(f"  evict {evicted}")
        self.data[key] = value
        return value
    def __len__(self) -> int:
        return len(self.data)
    def __iter__(self) -> Iterator[K]:
        return iter(self.data)
    def __repr__(self) -> str:
        return f"{type(self).__name__}[{len(self)}/{self.capacity}] hits={self.hits} misses={self.misses}"

def total(values: List[N]) -> N:
    out = values[0]
    for v in values[1:]:
        out = out + v
    return out

def describe(x: Annotated[int, "non-negative"], label: Optional[str] = None) -> str:
    return f"{label or 'value'}={x}"

f = UserFetcher()
cache: LRU[UserId, dict] = LRU(f)
for uid in [1, 2, 3, 1, 4, 5, 2, 1, 6, 1]:
    u = cache.get(UserId(uid))
    print(f"{uid}: {u['name']:<18} {u['tier']}")
print(cache, f.calls, list(cache))
print(isinstance(f, Fetcher), isinstance(NotAFetcher(), Fetcher), isinstance(cache, Sized), isinstance(3, Sized))
print(UserId(5), UserId.__name__, type(UserId(5)).__name__)
print(total([1, 2, 3]), total([0.5, 0.25]))
hints = get_type_hints(describe, include_extras=True)
print(hints)
print(get_type_hints(describe))
print(get_type_hints(LRU.get))
for tp in (Optional[int], Dict[str, List[int]], Union[int, str, None], Callable[[int, str], bool], LRU[int, str], list[int], Annotated[int, "x"]):
    print(tp, "|", get_origin(tp), "|", get_args(tp))
print(LRU.__parameters__, LRU[int, str].__origin__ is LRU, typing.Generic in LRU.__mro__)
print(N.__constraints__, K.__name__, repr(V))
try:
    isinstance(f, LRU[int, str])
except TypeError as e:
    print("TypeError:", e)
try:
    class Bad(Protocol):
        def x(self): ...
    isinstance(f, Bad)
except TypeError as e:
    print("TypeError:", e)
