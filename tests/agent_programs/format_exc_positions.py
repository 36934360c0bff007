import traceback
from dataclasses import dataclass
from typing import Any, Callable, Dict, List


@dataclass
class Row:
    id: str
    qty: int
    price: float


def rows() -> List[Row]:
    return [Row(o["id"], o["quantity"], o["unit_price"]) for o in list_orders(page_size=6)["items"]]


def show(label: str, fn: Callable[[], Any]) -> None:
    try:
        fn()
    except Exception:
        print(f"--- {label}")
        print(traceback.format_exc(), end="")


data = rows()
lookup: Dict[str, Row] = {r.id: r for r in data}


def deep_a(n: int) -> float:
    return deep_b(n - 1) * 2


def deep_b(n: int) -> float:
    return {r.id: r.price for r in data}[f"ORD-{n:04d}"] / (n - n)


def multi_line() -> float:
    total = sum(
        r.qty * r.price
        for r in data
    ) + lookup[
        "missing"
    ].price
    return total


class Report:
    def __init__(self, rows: List[Row]) -> None:
        self.rows = rows

    @property
    def average(self) -> float:
        return sum(r.price for r in self.rows) / len(self.rows)

    def ratio(self, other: "Report") -> float:
        return self.average / other.average


show("nested call", lambda: deep_a(3))
show("multi-line expression", multi_line)
show("property on empty", lambda: Report([]).average)
show("method chain", lambda: Report(data).ratio(Report([])))
show("f-string attr", lambda: f"{data[0].qty:>5} {data[0].name}")
show("sort key", lambda: sorted(data, key=lambda r: r.qty / (r.qty - r.qty)))
show("dict comp", lambda: {r.id: int(r.id) for r in data})
show("nested subscript", lambda: [[1, 2], [3]][1][1])
show("binary op", lambda: data[0].qty + data[1].id)
show("call on result", lambda: get_user(2)["name"].splitt())
show("tool error", lambda: get_weather("Atlantis"))
show("generator", lambda: list(int(r.id[4:]) // (i - 2) for i, r in enumerate(data)))
show("chained", lambda: (_ for _ in ()).throw(KeyError("k")))


def reraise() -> None:
    try:
        lookup["nope"]
    except KeyError as e:
        raise ValueError(f"bad key {e}") from e


def context() -> None:
    try:
        1 / 0
    except ZeroDivisionError:
        [].pop()


show("raise from", reraise)
show("during handling", context)
show("assert", lambda: exec_assert(data))


def exec_assert(rs: List[Row]) -> None:
    assert all(r.qty < 5 for r in rs), f"qty too high in {[r.id for r in rs if r.qty >= 5]}"


show("with notes", lambda: (_ for _ in ()).throw(_noted()))


def _noted() -> Exception:
    e = RuntimeError("noted failure")
    e.add_note("note one")
    e.add_note("note two\nsecond line")
    return e


print("done")
Report(data).ratio(Report([r for r in data if r.qty > 100]))
