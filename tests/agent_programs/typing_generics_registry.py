# A typed repository layer: Generic[T] classes, TypeVar bounds, Protocol, NewType, Final, cast,
# overload and StrEnum, written the way a type-checker-minded model writes it.
from __future__ import annotations
from enum import StrEnum, auto
from typing import (Callable, ClassVar, Final, Generic, Iterable, Iterator, NewType, Optional,
                    Protocol, TypeVar, cast, overload, Any)

UserId = NewType("UserId", int)
MAX_CACHE: Final = 3

class Tier(StrEnum):
    FREE = auto()
    PRO = auto()
    ENTERPRISE = auto()

class HasId(Protocol):
    id: int

T = TypeVar("T")
K = TypeVar("K", bound=int)

class Repo(Generic[T]):
    kind: ClassVar[str] = "generic"

    def __init__(self, loader: Callable[[int], T]) -> None:
        self._loader = loader
        self._cache: dict[int, T] = {}
        self.loads = 0

    def get(self, key: int) -> T:
        if key not in self._cache:
            if len(self._cache) >= MAX_CACHE:
                self._cache.pop(next(iter(self._cache)))
            self.loads += 1
            self._cache[key] = self._loader(key)
        return self._cache[key]

    @overload
    def many(self, keys: int) -> list[T]: ...
    @overload
    def many(self, keys: Iterable[int]) -> list[T]: ...
    def many(self, keys):
        if isinstance(keys, int):
            keys = range(1, keys + 1)
        return [self.get(k) for k in keys]

    def __iter__(self) -> Iterator[T]:
        return iter(self._cache.values())

class UserRepo(Repo[dict]):
    kind = "users"
    def tier(self, uid: UserId) -> Tier:
        return Tier(self.get(uid)["tier"])

users = UserRepo(get_user)
uid = UserId(5)
print(uid, type(uid).__name__, users.tier(uid), repr(users.tier(uid)), Tier.PRO == "pro", f"{Tier.ENTERPRISE}")
print([u["name"] for u in users.many(4)], users.loads, [u["id"] for u in users])
print([u["id"] for u in users.many([2, 9, 2])], users.loads, Repo.kind, UserRepo.kind)
weather: Repo[dict] = Repo(lambda i: get_weather(["Paris", "Oslo", "Lima"][i]))
print(weather.get(1)["temp"], cast(int, "not checked"), cast("list[int]", [1]))
print(Repo[int], UserRepo.__orig_bases__ if hasattr(UserRepo, "__orig_bases__") else None, UserRepo.__mro__[1].__name__)
print(T, K.__bound__, T.__name__, UserId.__name__, Tier.__members__.keys() if False else list(Tier), Tier("free").upper())
def first(xs: list[T]) -> Optional[T]:
    return xs[0] if xs else None
print(first([3, 4]), first([]), first.__annotations__)
print(Repo.__init__.__annotations__, Repo.get.__annotations__["return"])
try:
    Repo[int, str]
except TypeError as e:
    print("TypeError:", e)
try:
    UserId("x") + 1
except TypeError as e:
    print("TypeError:", e)
