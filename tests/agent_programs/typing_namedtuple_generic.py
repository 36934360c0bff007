# Typed result containers: NamedTuple, Generic, Literal, Annotated introspection.
from __future__ import annotations

import typing
from typing import (Annotated, Any, Callable, Final, Generic, Literal, NamedTuple, Optional,
                    TypeVar, Union, get_args, get_origin, get_type_hints)

T = TypeVar("T")
K = TypeVar("K", bound=str)
Level = Literal["low", "mid", "high"]


class Reading(NamedTuple):
    host: str
    cpu: float
    errors: int = 0
    level: Level = "low"

    def hot(self) -> bool:
        return self.cpu > 70

    def __str__(self) -> str:
        return f"{self.host}@{self.cpu:.1f}%"


class Page(Generic[T]):
    def __init__(self, items: list[T], cursor: Optional[int] = None) -> None:
        self.items, self.cursor = items, cursor

    def map(self, fn: Callable[[T], Any]) -> "Page[Any]":
        return Page([fn(x) for x in self.items], self.cursor)

    def __repr__(self) -> str:
        return f"Page({len(self.items)} items, cursor={self.cursor})"


MAX_POINTS: Final = 6
Celsius = Annotated[float, "unit:C", "range:-50..60"]


def classify(cpu: Celsius) -> Level:
    return "high" if cpu > 70 else "mid" if cpu > 40 else "low"


readings = [Reading(h, m["cpu"], m["errors"], classify(m["cpu"]))
            for h in ("web-01", "db-02") for m in get_metrics(h, points=MAX_POINTS)]
page: Page[Reading] = Page(readings[:5], cursor=5)
print(page, page.map(str).items)
r = readings[0]
print(r, repr(r), r._fields, r._field_defaults, r._asdict())
print(r._replace(cpu=99.9).hot(), Reading._make(["x", 1.0, 0, "mid"]), Reading("y", 2.0) == ("y", 2.0, 0, "low"))
host, cpu, *rest = r
print(host, cpu, rest, len(r), r[1:3], r.count(0), isinstance(r, tuple))
try:
    Reading("z")
except TypeError as e:
    print("TypeError:", e)
try:
    r.cpu = 1
except AttributeError as e:
    print("AttributeError:", e)

print(get_type_hints(Reading))
print(get_type_hints(classify, include_extras=True))
print(get_type_hints(classify))
for tp in (list[int], dict[str, list[int]], Optional[int], Union[int, str], int | None, Level,
           Callable[[int, str], bool], Page[int], Annotated[int, "x"], tuple[int, ...], type[Reading]):
    print(f"{tp!r:<45} origin={get_origin(tp)!r:<30} args={get_args(tp)!r}")
print(Page[int].__origin__ is Page, Page.__parameters__, K.__bound__, T.__name__, typing.get_origin(Final[int]))
print(typing.cast(int, "not an int"), Union[int, int], Optional[Union[int, str]], Union[int, Union[str, None]])
try:
    Page[int, str]
except TypeError as e:
    print("TypeError:", e)
try:
    isinstance(1, list[int])
except TypeError as e:
    print("TypeError:", e)
counts = {lvl: sum(1 for x in readings if x.level == lvl) for lvl in get_args(Level)}
print(counts)
