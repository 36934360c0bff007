# Validate tool payloads against class annotations at runtime (typing.get_origin/get_args), collecting errors per record.
import typing
from typing import Optional, Union, Any, get_origin, get_args, Literal
from dataclasses import dataclass, fields

@dataclass
class UserModel:
    id: int
    name: str
    email: str
    tier: Literal["free", "pro", "enterprise"]
    active: bool
    nickname: Optional[str] = None

def check(value, tp, path):
    origin = get_origin(tp)
    if tp is Any:
        return []
    if origin is Union:
        errs = [check(value, t, path) for t in get_args(tp)]
        return [] if any(not e for e in errs) else [f"{path}: {value!r} matches none of {[getattr(t, '__name__', str(t)) for t in get_args(tp)]}"]
    if origin is Literal:
        return [] if value in get_args(tp) else [f"{path}: {value!r} not in {get_args(tp)}"]
    if origin in (list, tuple, dict):
        if not isinstance(value, origin):
            return [f"{path}: expected {origin.__name__}, got {type(value).__name__}"]
        return []
    if tp is bool or tp is int and isinstance(value, bool):
        return [] if type(value) is tp else [f"{path}: expected {tp.__name__}, got {type(value).__name__}"]
    return [] if isinstance(value, tp) else [f"{path}: expected {tp.__name__}, got {type(value).__name__}"]

def validate(cls, raw):
    errs = []
    hints = cls.__annotations__
    for f in fields(cls):
        if f.name not in raw:
            if f.default is f.default_factory or f.default.__class__.__name__ == "_MISSING_TYPE":
                errs.append(f"{f.name}: missing")
            continue
        errs += check(raw[f.name], hints[f.name], f.name)
    extra = sorted(set(raw) - {f.name for f in fields(cls)})
    if extra:
        errs.append(f"unexpected fields {extra}")
    return errs

records = [get_user(i) for i in (1, 2, 3)]
records[1]["id"] = "2"
records[2]["tier"] = "gold"
records.append({"id": 9, "name": "X", "email": None, "tier": "pro", "active": 1, "nickname": 5})
records.append({"id": True, "name": "Y"})
for r in records:
    errs = validate(UserModel, r)
    print(f"{str(r.get('name')):<14} {'ok' if not errs else '; '.join(errs)}")
print(UserModel.__annotations__["nickname"], get_args(Optional[str]), get_origin(list[int]), get_args(dict[str, list[int]]))
print(typing.get_origin(Literal["a"]) is Literal, Union[int, str] == Union[str, int], Optional[int] == Union[int, None], int | None)
print(repr(list[int]), isinstance([], list), typing.List[int], typing.Dict[str, int].__origin__)
try:
    isinstance([], list[int])
except TypeError as e:
    print("TypeError:", e)
ok = UserModel(**{k: v for k, v in get_user(5).items() if k != "signup"})
print(ok)
