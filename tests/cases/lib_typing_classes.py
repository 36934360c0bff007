from typing import NamedTuple, TypedDict, Protocol, runtime_checkable, Optional, List, Dict, Any, ClassVar, Final, get_type_hints, Required, NotRequired, Iterable, SupportsInt, Sized, Mapping
import typing

class Point(NamedTuple):
    x: int
    y: int = 0
    label: str = 'p'

    def norm(self):
        return abs(self.x) + abs(self.y)

p = Point(1, 2)
print(p, p.x, p.y, p.label, p.norm(), p._fields, p._field_defaults, p._asdict(), p._replace(x=5))
print(Point(3), Point(x=1, y=2, label='q'), tuple(p), p == (1, 2, 'p'), isinstance(p, tuple), len(p))
x, y, lbl = p
print(x, y, lbl, Point._make([7, 8, 'z']))
try:
    Point()
except TypeError as e:
    print(e)
try:
    class Bad(NamedTuple):
        a: int = 1
        b: int
except TypeError as e:
    print(e)
Emp = NamedTuple('Emp', [('name', str), ('id', int)])
e = Emp('a', 3)
print(e, Emp._fields, e.name)
match p:
    case Point(x, y):
        print('match', x, y)

class Movie(TypedDict):
    name: str
    year: int

m = Movie(name='Blade Runner', year=1982)
print(m, type(m), m['name'], Movie.__required_keys__ == {'name', 'year'}, Movie.__optional_keys__, Movie.__total__)
class Partial(TypedDict, total=False):
    a: int
    b: str
print(sorted(Partial.__optional_keys__), Partial.__required_keys__, Partial(a=1))
class Sub(Movie, total=False):
    rating: float
print(sorted(Sub.__required_keys__), sorted(Sub.__optional_keys__), Sub(name='x', year=1, rating=2.0))
Fn = TypedDict('Fn', {'a': int, 'b': str})
print(Fn(a=1, b='x'), Fn.__annotations__, sorted(Fn.__required_keys__))
class Mixed(TypedDict):
    r: Required[int]
    n: NotRequired[str]
print(sorted(Mixed.__required_keys__), sorted(Mixed.__optional_keys__), typing.is_typeddict(Movie), typing.is_typeddict(dict))

class Closer(Protocol):
    def close(self) -> None: ...

@runtime_checkable
class Named(Protocol):
    name: str
    def greet(self) -> str: ...

class Resource:
    def close(self):
        print('closed')

class Person:
    def __init__(self):
        self.name = 'bob'
    def greet(self):
        return 'hi ' + self.name

def shut(r: Closer) -> None:
    r.close()
shut(Resource())
print(isinstance(Person(), Named), isinstance(Resource(), Named))
try:
    isinstance(Resource(), Closer)
except TypeError as e:
    print(e)
try:
    Closer()
except TypeError as e:
    print(e)
class Impl(Closer):
    def close(self):
        return 'impl'
print(Impl().close())
@runtime_checkable
class HasLen(Protocol):
    def __len__(self) -> int: ...
print(isinstance([], HasLen), isinstance(3, HasLen), isinstance(Resource(), HasLen))
print(isinstance(3, SupportsInt), isinstance('x', SupportsInt))
try:
    runtime_checkable(Resource)
except TypeError as e:
    print(e)

class Config:
    name: str
    retries: int = 3
    tags: List[str]
    extra: Optional[Dict[str, Any]] = None
    limit: ClassVar[int] = 10
print(get_type_hints(Config))
print(get_type_hints(Movie))
print(Point.__annotations__)
