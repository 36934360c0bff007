# API payload contracts with TypedDict (total=False, Required/NotRequired), Literal choices, Annotated validators read via get_type_hints(include_extras=True), a small runtime validator, NamedTuple with defaults and methods.
from typing import TypedDict, Literal, Annotated, NotRequired, Required, NamedTuple, Optional, Union, get_type_hints, get_args, get_origin, Any, List, Dict
import typing

class Range:
    def __init__(self, lo, hi): self.lo, self.hi = lo, hi
    def check(self, v): return isinstance(v, (int, float)) and self.lo <= v <= self.hi
    def __repr__(self): return f"Range({self.lo}, {self.hi})"

Status = Literal["shipped", "pending", "cancelled", "delivered"]
class OrderIn(TypedDict):
    id: str
    product: str
    quantity: Annotated[int, Range(1, 9)]
    unit_price: float
    status: Status
    tags: List[str]
    note: NotRequired[str]

class Patch(TypedDict, total=False):
    status: Status
    quantity: int
    reason: Required[str]

class Point(NamedTuple):
    x: float
    y: float = 0.0
    label: Optional[str] = None
    def dist(self) -> float:
        return (self.x ** 2 + self.y ** 2) ** 0.5

def validate(obj: Any, td: type) -> List[str]:
    errors = []
    hints = get_type_hints(td, include_extras=True)
    for key in td.__required_keys__:
        if key not in obj:
            errors.append(f"missing {key}")
    for key, value in obj.items():
        if key not in hints:
            errors.append(f"unexpected {key}")
            continue
        tp = hints[key]
        meta = ()
        if get_origin(tp) is Annotated:
            tp, *meta = get_args(tp)
        origin = get_origin(tp)
        if origin is Literal:
            if value not in get_args(tp):
                errors.append(f"{key}={value!r} not in {get_args(tp)}")
        elif origin in (list, List):
            (item,) = get_args(tp)
            if not isinstance(value, list) or not all(isinstance(v, item) for v in value):
                errors.append(f"{key} must be list[{item.__name__}]")
        elif origin in (typing.Required, typing.NotRequired):
            pass
        elif isinstance(tp, type) and not isinstance(value, tp):
            errors.append(f"{key} must be {tp.__name__}, got {type(value).__name__}")
        for m in meta:
            if hasattr(m, "check") and not m.check(value):
                errors.append(f"{key}={value!r} fails {m!r}")
    return errors

print(OrderIn.__required_keys__ == frozenset({"id", "product", "quantity", "unit_price", "status", "tags"}), sorted(OrderIn.__optional_keys__), OrderIn.__total__)
print(sorted(Patch.__required_keys__), sorted(Patch.__optional_keys__), Patch.__total__)
print(get_type_hints(Patch))
print(get_type_hints(OrderIn)["quantity"], get_type_hints(OrderIn, include_extras=True)["quantity"], get_type_hints(OrderIn, include_extras=True)["note"])
orders = list_orders(page_size=4)["items"]
payloads = [{k: v for k, v in o.items() if k in OrderIn.__annotations__} for o in orders]
payloads[1]["quantity"] = 12
payloads[2]["status"] = "lost"
payloads[3]["tags"] = ["ok", 3]
payloads.append({"id": "X", "product": "p", "quantity": "2", "unit_price": 1, "status": "pending", "tags": [], "colour": "red"})
for p in payloads:
    print(p.get("id"), validate(p, OrderIn) or "ok")
for patch in ({"reason": "customer", "status": "cancelled"}, {"status": "shipped"}, {"reason": "x", "quantity": 2.5}):
    print(patch, validate(patch, Patch) or "ok")
o: OrderIn = OrderIn(id="A", product="p", quantity=1, unit_price=2.0, status="pending", tags=[])
print(o, type(o), isinstance(o, dict))
try:
    isinstance(o, OrderIn)
except TypeError as e:
    print("TypeError:", e)
pts = [Point(3, 4), Point(1), Point(0, 2, "b"), Point._make([6, 8, "m"])]
print(pts, [round(p.dist(), 2) for p in pts], Point._fields, Point._field_defaults, Point.__annotations__)
print(pts[0]._replace(label="moved"), pts[0]._asdict(), pts[0] == (3, 4, None), sorted(pts)[0], Point(1, 2) + (9,))
try:
    Point()
except TypeError as e:
    print("TypeError:", e)
try:
    pts[0].x = 5
except AttributeError as e:
    print("AttributeError:", e)
print(get_args(Status), get_args(Union[int, Literal["a", "b"]]), Literal["a", "b"] == Literal["b", "a"], Literal[1, 1, 2], Optional[Literal["x"]])
Alt = TypedDict("Alt", {"from": str, "to": int}, total=False)
print(Alt.__annotations__, sorted(Alt.__optional_keys__), Alt(**{"from": "a"}))
