# Validate tool payloads against TypedDict schemas by reading __annotations__ and required keys.
from typing import TypedDict, NotRequired, Required, Literal, Optional, Union, get_origin, get_args, Any, List
import typing

class User(TypedDict):
    id: int
    name: str
    email: str
    tier: Literal["free", "pro", "enterprise"]
    active: bool

class WeatherReport(TypedDict, total=False):
    city: Required[str]
    temp: float
    units: str
    sky: str
    wind_kmh: int

class Page(TypedDict):
    items: List[dict]
    page: int
    next_page: Optional[int]
    total: NotRequired[int]

def check_type(value, tp):
    origin = get_origin(tp)
    if tp is Any:
        return True
    if origin is Literal:
        return value in get_args(tp)
    if origin is Union:
        return any(check_type(value, a) for a in get_args(tp))
    if origin in (Required, NotRequired):
        return check_type(value, get_args(tp)[0])
    if origin is list:
        return isinstance(value, list)
    if tp is type(None):
        return value is None
    if tp is float:
        return isinstance(value, (int, float))
    return isinstance(value, tp)

def validate(payload, schema):
    problems = []
    for key in sorted(schema.__required_keys__):
        if key not in payload:
            problems.append(f"missing {key}")
    for key, value in payload.items():
        tp = schema.__annotations__.get(key)
        if tp is None:
            problems.append(f"unexpected {key}")
        elif not check_type(value, tp):
            problems.append(f"{key}: {value!r} is not {tp}")
    return problems

print(sorted(User.__required_keys__), sorted(WeatherReport.__required_keys__), sorted(WeatherReport.__optional_keys__))
print(Page.__required_keys__ == {"items", "page", "next_page"}, WeatherReport.__total__, User.__total__)
for uid in (2, 3):
    print(uid, validate(get_user(uid), User) or "ok")
print(validate({**get_user(4), "tier": "gold", "extra": 1}, User))
print(validate(get_weather("Oslo"), WeatherReport), validate({"temp": "cold"}, WeatherReport))
print(validate(list_orders(page=6), Page), validate({"items": [], "page": 1, "next_page": "2"}, Page))
u: User = {"id": 1, "name": "x", "email": "e", "tier": "pro", "active": True}
print(type(u).__name__, User(id=1, name="y") , isinstance(u, dict))
print(get_args(Optional[int]), get_origin(List[int]) is list, get_args(Literal["a", "b"]), get_origin(Union[int, str]) is Union)
print(Optional[int], List[str], Union[int, None], typing.Dict[str, int], Literal["x"])
print(int | None, (int | str).__args__, list[int], dict[str, list[int]])
try:
    isinstance(u, User)
except TypeError as e:
    print("TypeError:", e)
