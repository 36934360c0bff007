from typing import Generic, TypeVar, Protocol, runtime_checkable, Iterator, Optional
T = TypeVar("T")
K = TypeVar("K")

class Box(Generic[T]):
    def __init__(self, item: T):
        self.item = item
    def map(self, f) -> "Box":
        return Box(f(self.item))
    def __repr__(self):
        return f"Box({self.item!r})"

class Repo(Generic[K, T]):
    def __init__(self):
        self._d: dict = {}
    def add(self, k: K, v: T) -> None:
        self._d[k] = v
    def get(self, k: K) -> Optional[T]:
        return self._d.get(k)
    def __iter__(self) -> Iterator[T]:
        return iter(self._d.values())

@runtime_checkable
class Closable(Protocol):
    def close(self) -> None: ...

class File:
    def close(self):
        print("closed")

print(Box(2).map(lambda x: x * 3), Box[int], Box[int](5))
r: Repo[str, int] = Repo()
r.add("a", 1); r.add("b", 2)
print(r.get("a"), r.get("z"), list(r), Repo[str, int].__origin__ is Repo)
print(isinstance(File(), Closable), isinstance(3, Closable))
for obj in [File(), 3]:
    if isinstance(obj, Closable):
        obj.close()
print(Box.__parameters__, Repo.__mro__[-2:])
