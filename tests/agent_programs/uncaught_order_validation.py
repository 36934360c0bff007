from dataclasses import dataclass
from typing import Dict, List


class ValidationError(Exception):
    def __init__(self, order_id: str, problems: List[str]) -> None:
        super().__init__(f"order {order_id} invalid: " + "; ".join(problems))
        self.order_id = order_id
        self.problems = problems


@dataclass
class Order:
    id: str
    quantity: int
    unit_price: float
    region: str

    def validate(self) -> None:
        problems = []
        if self.quantity > 8:
            problems.append(f"quantity {self.quantity} exceeds 8")
        if self.unit_price > 30:
            problems.append(f"unit price {self.unit_price:.2f} above cap")
        if problems:
            raise ValidationError(self.id, problems)


def load() -> List[Order]:
    resp = list_orders(region="west", page_size=50)
    return [Order(o["id"], o["quantity"], o["unit_price"], o["region"]) for o in resp["items"]]


def check_all(orders: List[Order]) -> Dict[str, int]:
    counts = {"ok": 0}
    for o in orders:
        try:
            o.validate()
            counts["ok"] += 1
        except ValidationError as e:
            e.add_note(f"while checking {len(orders)} west orders")
            if len(e.problems) > 1:
                raise RuntimeError(f"{o.id} has multiple problems") from e
            counts[e.problems[0].split()[0]] = counts.get(e.problems[0].split()[0], 0) + 1
    return counts


orders = load()
print(len(orders), "orders loaded")
print(check_all(orders[:10]))
lookup = {o.id: o for o in orders}
print(lookup["ORD-0003"].region if "ORD-0003" in lookup else "not west")
print(check_all(orders))
