from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cached_property, singledispatch, total_ordering, partial, reduce
from typing import Any, Callable, Dict, Iterable, List, Protocol, TypedDict, get_type_hints, runtime_checkable


class OrderDict(TypedDict):
    id: str
    product: str
    quantity: int
    unit_price: float


@runtime_checkable
class Exporter(Protocol):
    name: str

    def export(self, rows: List[OrderDict]) -> str: ...


@dataclass
class JsonExporter:
    name: str = "json"
    indent: int | None = None

    def export(self, rows: List[OrderDict]) -> str:
        return json.dumps(rows[:2], indent=self.indent)


@dataclass
class LineExporter:
    name: str = "lines"
    sep: str = " | "

    def export(self, rows: List[OrderDict]) -> str:
        return "\n".join(self.sep.join(str(r[k]) for k in ("id", "product", "quantity")) for r in rows[:3])


@total_ordering
@dataclass(eq=False)
class Batch:
    rows: List[OrderDict] = field(repr=False)
    label: str = "batch"

    @cached_property
    def revenue(self) -> float:
        print(f"  (computing revenue for {self.label})")
        return round(sum(r["quantity"] * r["unit_price"] for r in self.rows), 2)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Batch) and self.revenue == other.revenue

    def __lt__(self, other: "Batch") -> bool:
        return self.revenue < other.revenue


@singledispatch
def render(value: Any) -> str:
    return f"<{type(value).__name__}>"


@render.register
def _(value: float) -> str:
    return f"{value:,.2f}"


@render.register
def _(value: list) -> str:
    return "[" + ", ".join(render(v) for v in value) + "]"


@render.register(Batch)
def _(value: Batch) -> str:
    return f"Batch({value.label}: {render(value.revenue)})"


raw = list_orders(page_size=12)["items"]
rows: List[OrderDict] = [OrderDict(id=o["id"], product=o["product"], quantity=o["quantity"],
                                   unit_price=o["unit_price"]) for o in raw]
exporters: List[Any] = [JsonExporter(), LineExporter(sep=";"), "not an exporter"]
for ex in exporters:
    if isinstance(ex, Exporter):
        print(f"[{ex.name}]\n{ex.export(rows)}")
    else:
        print("skipping", repr(ex))

batches = [Batch(rows[i:i + 4], f"b{i // 4}") for i in range(0, 12, 4)]
print([b.label for b in sorted(batches)], max(batches).label, batches[0] >= batches[1])
print(render(batches), render(3.5), render("s"), render([1.0, [2.25]]))
print(sorted(get_type_hints(OrderDict).items(), key=lambda kv: kv[0]))
print(get_type_hints(Batch.__lt__), OrderDict.__required_keys__ == frozenset(OrderDict.__annotations__))
total = reduce(lambda acc, r: acc + r["quantity"], rows, 0)
scale: Callable[[float], float] = partial(round, ndigits=1)
print(total, scale(3.14159), partial(int, base=2)("1011"), partial(max, key=len)("ab", "abc", "x"))
print(render.dispatch(float).__name__, sorted(t.__name__ for t in render.registry if t is not object))
