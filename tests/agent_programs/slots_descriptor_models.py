from typing import Any, Dict, Generic, List, Optional, Type, TypeVar

T = TypeVar("T")


class Field(Generic[T]):
    def __init__(self, kind: Type[T], *, minimum: Optional[float] = None, choices: Optional[tuple] = None) -> None:
        self.kind = kind
        self.minimum = minimum
        self.choices = choices

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name
        self.private = "_" + name

    def __get__(self, obj: Any, objtype: Optional[type] = None) -> Any:
        if obj is None:
            return self
        return getattr(obj, self.private)

    def __set__(self, obj: Any, value: Any) -> None:
        if not isinstance(value, self.kind):
            try:
                value = self.kind(value)
            except (TypeError, ValueError):
                raise TypeError(f"{self.name} must be {self.kind.__name__}, not {type(value).__name__}") from None
        if self.minimum is not None and value < self.minimum:
            raise ValueError(f"{self.name} must be >= {self.minimum}, got {value!r}")
        if self.choices is not None and value not in self.choices:
            raise ValueError(f"{self.name} must be one of {self.choices}, got {value!r}")
        setattr(obj, self.private, value)


class Model:
    registry: Dict[str, type] = {}

    def __init_subclass__(cls, table: str = "", **kw: Any) -> None:
        super().__init_subclass__(**kw)
        cls.table = table or cls.__name__.lower() + "s"
        Model.registry[cls.table] = cls

    def __init__(self, **values: Any) -> None:
        for k, v in values.items():
            if not isinstance(getattr(type(self), k, None), Field):
                raise AttributeError(f"{type(self).__name__} has no field {k!r}")
            setattr(self, k, v)

    def __repr__(self) -> str:
        fields = [k for k, v in vars(type(self)).items() if isinstance(v, Field)]
        return f"{type(self).__name__}(" + ", ".join(f"{k}={getattr(self, k)!r}" for k in fields) + ")"


class OrderLine(Model, table="order_lines"):
    product = Field(str)
    quantity = Field(int, minimum=1)
    unit_price = Field(float, minimum=0)
    status = Field(str, choices=("shipped", "pending", "delivered"))


class Point:
    __slots__ = ("x", "y")

    def __init__(self, x: float, y: float) -> None:
        self.x, self.y = x, y

    def __repr__(self) -> str:
        return f"Point({self.x}, {self.y})"

    def __format__(self, spec: str) -> str:
        return f"({format(self.x, spec)}, {format(self.y, spec)})"


lines: List[OrderLine] = []
for o in list_orders(page_size=15)["items"]:
    try:
        lines.append(OrderLine(product=o["product"], quantity=str(o["quantity"]),
                               unit_price=o["unit_price"], status=o["status"]))
    except (TypeError, ValueError) as e:
        print(f"{o['id']}: {type(e).__name__}: {e}")
print(len(lines), lines[0])
print(Model.registry, OrderLine.table, type(OrderLine.quantity).__name__, OrderLine.quantity.name)
for bad in [dict(quantity=0), dict(quantity="many"), dict(unit_price=-1.5), dict(color="red")]:
    try:
        OrderLine(**bad)
    except (TypeError, ValueError, AttributeError) as e:
        print(f"{bad} -> {type(e).__name__}: {e}")
p = Point(1.23456, -2)
print(p, f"{p:.2f}", f"{p:>8}")
try:
    p.z = 3
except AttributeError as e:
    print("AttributeError:", e)
print(hasattr(p, "__dict__"), Point.__slots__, sorted(vars(lines[0])))
