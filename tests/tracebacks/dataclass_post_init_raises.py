# A dataclass whose __post_init__ rejects a value: CPython's frame of the
# __init__ it generates is `File "<string>", line N` (N: after the two def
# lines, one line a field it sets; InitVars and init=False fields without a
# factory set none), in the traceback module's text as in the uncaught one.
import traceback
from dataclasses import dataclass, field, InitVar


@dataclass
class Order:
    sku: str
    qty: int
    tags: list = field(default_factory=list)
    seen: int = field(default=0, init=False)
    made: list = field(default_factory=list, init=False)
    strict: InitVar[bool] = True

    def __post_init__(self, strict):
        if strict and self.qty <= 0:
            raise ValueError(f"qty must be positive, got {self.qty}")


@dataclass(frozen=True)
class Money:
    amount: str

    def __post_init__(self):
        float(self.amount)


try:
    Order("A1", 0)
except ValueError:
    traceback.print_exc()
try:
    Money("12,50")
except ValueError:
    traceback.print_exc()
print(Order("B2", 0, strict=False))
orders = [Order(sku, q) for sku, q in [("C3", 2), ("D4", -1)]]
