"""A typed repository layer: Protocol (runtime_checkable), Generic with a
bound TypeVar, @overload'ed finders, TypedDict payloads (total=False,
Required/NotRequired), Literal validation via get_args, cast, NewType,
get_type_hints, Callable/ParamSpec decorators and typing introspection."""

from dataclasses import dataclass, field
from typing import (Any, Callable, ClassVar, Generic, Iterator, Literal, NewType, NotRequired,
                    Optional, Protocol, Required, TypedDict, TypeVar, Union, cast, get_args,
                    get_origin, get_type_hints, overload, runtime_checkable, Final, ParamSpec)
import functools
import typing

UserId = NewType("UserId", int)
Tier = Literal["free", "pro", "enterprise"]


class UserPayload(TypedDict, total=False):
    id: Required[int]
    name: Required[str]
    email: str
    tier: Tier
    active: NotRequired[bool]


@runtime_checkable
class HasId(Protocol):
    id: int

    def key(self) -> str: ...


@dataclass(frozen=True)
class User:
    id: int
    name: str
    tier: Tier = "free"
    KIND: ClassVar[str] = "user"

    def key(self) -> str:
        return f"{self.KIND}:{self.id}"


@dataclass
class Doc:
    id: str
    title: str

    def key(self) -> str:
        return f"doc:{self.id}"


T = TypeVar("T", bound=HasId)
P = ParamSpec("P")
R = TypeVar("R")


def logged(fn: Callable[P, R]) -> Callable[P, R]:
    @functools.wraps(fn)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        result = fn(*args, **kwargs)
        shown = ", ".join([repr(a) for a in args[1:]] + [f"{k}={v!r}" for k, v in kwargs.items()])
        print(f"  {fn.__qualname__}({shown}) -> {type(result).__name__}")
        return result
    return wrapper


class Repo(Generic[T]):
    MAX: Final = 100

    def __init__(self) -> None:
        self._items: dict[int, T] = {}

    def add(self, item: T) -> None:
        if not isinstance(item, HasId):
            raise TypeError(f"{type(item).__name__} does not satisfy HasId")
        self._items[item.id] = item

    @overload
    def find(self, key: int) -> Optional[T]: ...
    @overload
    def find(self, key: str) -> list[T]: ...

    @logged
    def find(self, key: Union[int, str]) -> Union[Optional[T], list[T]]:
        if isinstance(key, int):
            return self._items.get(key)
        return [v for v in self._items.values() if key.lower() in getattr(v, "name", "").lower()]

    def __iter__(self) -> Iterator[T]:
        return iter(sorted(self._items.values(), key=lambda v: v.id))


def to_payload(raw: dict[str, Any]) -> UserPayload:
    tier = raw.get("tier")
    if tier not in get_args(Tier):
        raise ValueError(f"tier {tier!r} not one of {get_args(Tier)}")
    p: UserPayload = {"id": raw["id"], "name": raw["name"], "tier": cast(Tier, tier)}
    if "email" in raw:
        p["email"] = raw["email"]
    return p


repo: Repo[User] = Repo()
for uid in range(1, 7):
    payload = to_payload(get_user(UserId(uid)))
    repo.add(User(payload["id"], payload["name"], payload["tier"]))
print([u.key() for u in repo])
print(repo.find(3))
print([u.name for u in repo.find("an")])
print(repo.find(99))
try:
    repo.add(cast(User, {"id": 1}))
except TypeError as e:
    print("TypeError:", e)
print(isinstance(Doc("d1", "x"), HasId), isinstance(User(1, "a"), HasId), isinstance(object(), HasId))
try:
    to_payload({"id": 1, "name": "x", "tier": "gold"})
except ValueError as e:
    print("ValueError:", e)

print(UserPayload.__required_keys__ == frozenset({"id", "name"}), sorted(UserPayload.__optional_keys__), UserPayload.__total__)
hints = get_type_hints(UserPayload)
print({k: str(v).replace("typing.", "") for k, v in sorted(hints.items())})
print(get_type_hints(User))
print(get_origin(list[int]), get_args(dict[str, list[int]]), get_origin(Tier), get_args(Optional[int]))
print(get_origin(Union[int, str]) is Union, get_args(Callable[[int, str], bool]), get_origin(Callable[..., int]))
print(UserId(5), UserId.__name__, UserId.__supertype__, repr(T), T.__bound__, repr(P))
print(Repo[User], Repo.__parameters__, Repo[User].__origin__ is Repo, Repo.MAX)
print(repr(Optional[list[str]]), repr(Union[int, None, str]), int | None, repr(Literal["a", 1]))
print(typing.get_type_hints(Repo.find), Repo.find.__wrapped__.__name__, Repo.find.__name__)
try:
    Repo[int, str]
except TypeError as e:
    print("TypeError:", e)
try:
    HasId()
except TypeError as e:
    print("TypeError:", e)
try:
    isinstance(1, UserPayload)
except TypeError as e:
    print("TypeError:", e)
try:
    Literal[1]()
except TypeError as e:
    print("TypeError:", e)
print(typing.TYPE_CHECKING, typing.assert_type(3, int), typing.reveal_type is not None)
