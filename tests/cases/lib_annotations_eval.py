# class annotations are evaluated (CPython without `from __future__ import
# annotations`); dataclasses, NamedTuple, TypedDict and get_type_hints take them
import dataclasses
import typing
from dataclasses import dataclass, field, fields, InitVar, KW_ONLY
from typing import ClassVar, NamedTuple, TypedDict, Optional, get_type_hints


class C:
    x: int
    y: str | None = None
    z: list[int] = []
    w: 'C'
    v: Optional[dict[str, int]]


print(C.__annotations__)
print(get_type_hints(C))


@dataclass
class D:
    name: str
    tags: list[str] = field(default_factory=list)
    count: ClassVar[int] = 0
    plain_cv: ClassVar = 1
    scale: InitVar[float] = 1.0
    _: KW_ONLY
    note: str | None = None

    def __post_init__(self, scale):
        self.score = len(self.name) * scale


d = D('abc', scale=2.0, note='n')
print(d, d.score, [(f.name, f.type) for f in fields(D)], D.count)


class P(NamedTuple):
    x: int
    y: float = 0.5
    label: str | None = None


print(P(1), P.__annotations__, P._field_defaults)


class Movie(TypedDict, total=False):
    title: str
    year: int | None


print(Movie.__annotations__, Movie.__optional_keys__ == {'title', 'year'})


def outer():
    T = list[int]

    class Inner:
        a: T
        b: 'T'
    return Inner


print(outer().__annotations__)

try:
    class Bad:
        a: NoSuchName
except NameError as e:
    print('NameError', e)


class Order:
    def value(self):
        return 1
    a: int = 5
    b: (lambda: 'lam')()


print(Order.__annotations__, Order.a)
