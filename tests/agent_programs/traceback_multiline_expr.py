# An error deep inside a multi-line expression in a report builder: caret ranges and frames.
from dataclasses import dataclass

@dataclass
class Row:
    name: str
    amount: float
    count: int

def load():
    rows = []
    for o in list_orders(page_size=5)["items"]:
        rows.append(Row(o["product"], o["unit_price"] * o["quantity"], o["quantity"]))
    rows.append(Row("refund", -12.5, 0))
    return rows

def average(row):
    return row.amount / row.count

def render(rows):
    lines = []
    for r in rows:
        lines.append(
            f"{r.name:<12}"
            f"{r.amount:>10.2f}"
            f"{average(r):>8.2f}"
        )
    return "\n".join(lines)

rows = load()
print(len(rows), sum(r.count for r in rows))
print(render(rows[:-1]))
totals = {r.name: r.amount for r in rows}
ratio = (totals["refund"]
         / sum(v for k, v in totals.items() if k != "refund")
         * 100)
print(f"refund ratio {ratio:.2f}%")
print(render(rows))
