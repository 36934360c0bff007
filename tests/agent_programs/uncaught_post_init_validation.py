"""Load shipments into validated dataclasses; the validation in
__post_init__ rejects a record while an earlier tool error is being
handled, and nothing catches it: the uncaught traceback (a chained
context, the user frames of __post_init__ and the property it calls)
must be CPython's."""
from dataclasses import dataclass, field
from datetime import datetime


@dataclass(order=True)
class Shipment:
    order_id: str
    region: str
    quantity: int
    created: datetime = field(compare=False)
    notes: list = field(default_factory=list, compare=False)

    def __post_init__(self):
        if self.quantity <= 0:
            raise ValueError(f"{self.order_id}: quantity must be positive, got {self.quantity}")
        if self.region not in {"north", "south", "east", "west"}:
            raise ValueError(f"{self.order_id}: unknown region {self.region!r}")
        self.notes.append(f"age {self.age_days} days")

    @property
    def age_days(self):
        return (datetime(2024, 7, 1) - self.created).days


shipments = []
for o in list_orders(status="shipped", page_size=6)["items"]:
    created = datetime.strptime(o["created"], "%Y-%m-%dT%H:%M:%SZ")
    shipments.append(Shipment(o["id"], o["region"], o["quantity"], created))
for s in sorted(shipments):
    print(s.order_id, s.region, s.quantity, s.notes)

try:
    owner = get_user(shipments[0].quantity * 10)
except KeyError as e:
    print("owner lookup failed:", e)
    Shipment("ORD-9999", "central", 2, datetime(2024, 6, 30))
