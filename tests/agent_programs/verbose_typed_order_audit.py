"""Order audit agent.

This module fetches every order page from the order store, validates each
record against a typed schema, and produces a per-region audit summary.
It is written in a verbose, heavily annotated style.
"""
from __future__ import annotations

import logging
import sys
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Dict, Iterator, List, Optional, Protocol, TypedDict

logging.basicConfig(stream=sys.stdout, level=logging.INFO,
                    format="%(levelname)s:%(name)s:%(message)s")
logger: logging.Logger = logging.getLogger("audit")


class OrderDict(TypedDict):
    """The shape of one order as the tool returns it."""
    id: str
    customer_id: int
    product: str
    quantity: int
    unit_price: float
    status: str
    region: str


class Status(str, Enum):
    """Known order statuses."""
    SHIPPED = "shipped"
    PENDING = "pending"
    CANCELLED = "cancelled"
    DELIVERED = "delivered"


class Validator(Protocol):
    """Anything that can check an order and return a list of problems."""

    def __call__(self, order: OrderDict) -> List[str]: ...


@dataclass(frozen=True, order=True)
class Finding:
    """One problem found in one order."""
    severity: int
    order_id: str
    message: str = field(compare=False)


@dataclass
class RegionSummary:
    """Aggregates for one region."""
    region: str
    orders: int = 0
    revenue: float = 0.0
    statuses: Dict[Status, int] = field(default_factory=dict)

    def add(self, order: OrderDict) -> None:
        """Fold one order into the summary."""
        self.orders += 1
        status: Status = Status(order["status"])
        if status is not Status.CANCELLED:
            self.revenue += order["quantity"] * order["unit_price"]
        self.statuses[status] = self.statuses.get(status, 0) + 1


def iter_orders(page_size: int = 20) -> Iterator[OrderDict]:
    """Yield every order across all pages, following next_page."""
    page: Optional[int] = 1
    while page is not None:
        response: Dict[str, Any] = list_orders(page=page, page_size=page_size)
        logger.info("page %d: %d items", page, len(response["items"]))
        yield from response["items"]
        page = response["next_page"]


def check_quantity(order: OrderDict) -> List[str]:
    """Large quantities need a second look."""
    return [f"quantity {order['quantity']} is high"] if order["quantity"] >= 8 else []


def check_price(order: OrderDict) -> List[str]:
    """Expensive lines need approval."""
    total: float = order["quantity"] * order["unit_price"]
    return [f"line total {total:.2f} needs approval"] if total > 150 else []


VALIDATORS: List[Validator] = [check_quantity, check_price]


def audit() -> int:
    """Run the audit; returns the number of findings."""
    summaries: Dict[str, RegionSummary] = {}
    findings: List[Finding] = []
    for order in iter_orders():
        summaries.setdefault(order["region"], RegionSummary(order["region"])).add(order)
        for validator in VALIDATORS:
            for problem in validator(order):
                severity: int = 2 if "approval" in problem else 1
                findings.append(Finding(severity, order["id"], problem))
    for name in sorted(summaries):
        s: RegionSummary = summaries[name]
        counts: str = ", ".join(f"{k.value}={v}" for k, v in sorted(s.statuses.items(), key=lambda kv: kv[0].value))
        print(f"{s.region:<6} orders={s.orders:>3} revenue={s.revenue:>9.2f}  [{counts}]")
    for f in sorted(findings, reverse=True)[:6]:
        print(f"  sev{f.severity} {f.order_id}: {f.message}")
    print(repr(findings[0]), findings[0] < findings[1], Status("pending"), Status.PENDING == "pending")
    return len(findings)


if __name__ == "__main__":
    n: int = audit()
    logger.warning("audit finished with %d findings", n)
    print(OrderDict.__required_keys__ == frozenset(OrderDict.__annotations__), sorted(OrderDict.__annotations__)[:3])
