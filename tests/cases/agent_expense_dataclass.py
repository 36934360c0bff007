"""Expense tracker: dataclasses with validation, asdict/replace, totals."""
from dataclasses import dataclass, field, asdict, astuple, replace, fields
from datetime import date
from decimal import Decimal
from functools import total_ordering
import json

CATEGORIES = ("travel", "meals", "software", "hardware")

class ExpenseError(ValueError):
    """Raised for invalid expense records."""

@dataclass
class Expense:
    amount: float
    category: str
    when: date
    memo: str = ""
    tags: list[str] = field(default_factory=list)

    def __post_init__(self):
        if self.amount <= 0:
            raise ExpenseError(f"amount must be positive, got {self.amount!r}")
        if self.category not in CATEGORIES:
            raise ExpenseError(f"unknown category {self.category!r}; expected one of {', '.join(CATEGORIES)}")
        self.memo = self.memo.strip()

@total_ordering
@dataclass(frozen=True)
class Budget:
    category: str
    limit: float

    def __lt__(self, other):
        if not isinstance(other, Budget):
            return NotImplemented
        return (self.limit, self.category) < (other.limit, other.category)

raw = [
    (42.5, "meals", "2024-05-01", " team lunch ", ["team"]),
    (1299.0, "hardware", "2024-05-03", "laptop", ["capex", "it"]),
    (-5, "meals", "2024-05-04", "refund?", []),
    (18.99, "software", "2024-05-04", "editor license", ["it"]),
    (310.0, "travel", "2024-05-10", "train", []),
    (77.0, "office", "2024-05-11", "chairs", []),
    (64.25, "meals", "2024-05-12", "client dinner", ["client"]),
]
expenses, errors = [], []
for amount, cat, when, memo, tags in raw:
    try:
        expenses.append(Expense(amount, cat, date.fromisoformat(when), memo, tags))
    except ExpenseError as e:
        errors.append(f"{type(e).__name__}: {e}")
print(len(expenses), "ok;", len(errors), "rejected")
for err in errors:
    print(" ", err)
print(expenses[0])
print(asdict(expenses[1]))
print(astuple(expenses[2]))
print([f.name for f in fields(Expense)], [f.type for f in fields(Expense)][:2])
moved = replace(expenses[0], amount=45.0, tags=["team", "moved"])
print(moved, moved == expenses[0], expenses[0].tags)
try:
    replace(expenses[0], amount=0)
except ExpenseError as e:
    print("replace failed:", e)

budgets = sorted([Budget("meals", 100.0), Budget("hardware", 1000.0), Budget("travel", 500.0), Budget("software", 50.0)])
print(budgets)
print(Budget("a", 1) <= Budget("b", 1), Budget("z", 2) > Budget("a", 1), max(budgets).category)
try:
    budgets[0].limit = 5
except Exception as e:
    print(f"{type(e).__name__}: {e}")
print(hash(Budget("x", 1.0)) == hash(Budget("x", 1.0)), len({Budget("x", 1.0), Budget("x", 1.0)}))
try:
    Budget("a", 1) < 3
except TypeError as e:
    print(f"{type(e).__name__}: {e}")

spent = {}
for e in expenses:
    spent[e.category] = spent.get(e.category, 0) + e.amount
print(f"{'category':<10} {'spent':>10} {'limit':>10} {'used':>7}")
for b in budgets:
    s = spent.get(b.category, 0.0)
    flag = " OVER" if s > b.limit else ""
    print(f"{b.category:<10} {s:>10,.2f} {b.limit:>10,.2f} {s / b.limit:>7.1%}{flag}")
total = sum(Decimal(str(e.amount)) for e in expenses)
print("total:", total, f"{total:,.2f}", repr(total))
print(json.dumps([asdict(e) for e in expenses[:2]], default=str, indent=1))
by_month = {}
for e in expenses:
    by_month.setdefault(e.when.strftime("%Y-%m"), []).append(e.amount)
print({k: round(sum(v), 2) for k, v in by_month.items()})
tagged = sorted({t for e in expenses for t in e.tags})
print(tagged, [e.memo for e in expenses if "it" in e.tags])
