# TypedDict classes refuse isinstance/issubclass as CPython's do; calling
# one still gives a plain dict (construction asks the object's real class,
# not a metaclass's __instancecheck__).
from typing import TypedDict, is_typeddict


class User(TypedDict):
    id: int
    name: str


class Admin(User, total=False):
    level: int


print(User(id=1, name="a"), type(User(id=1, name="a")).__name__, Admin({"id": 2}, level=3))
print(sorted(Admin.__required_keys__), sorted(Admin.__optional_keys__))
print(is_typeddict(User), is_typeddict(Admin), is_typeddict(TypedDict), is_typeddict(dict))
Point = TypedDict("Point", {"x": int, "y": int})
print(Point(x=1, y=2), is_typeddict(Point))
for check in (lambda: isinstance({}, User), lambda: issubclass(dict, Admin),
              lambda: isinstance({"x": 1}, Point), lambda: isinstance({}, TypedDict),
              lambda: isinstance({}, (int, User))):
    try:
        print(check())
    except TypeError as e:
        print("TypeError:", e)
print(isinstance(User, type), issubclass(User, dict), isinstance(User(id=1, name="b"), dict))


class Meta(type):
    def __instancecheck__(cls, obj):
        print("  instancecheck asked")
        return False


class Widget(metaclass=Meta):
    def __init__(self, n):
        print("  __init__ ran with", n)
        self.n = n


w = Widget(4)
print(w.n, isinstance(w, Widget), type(w) is Widget)
