# Build SQL strings for a toy database tool, run them, handle the tool's syntax errors, and format the rows as an aligned table with totals.
from dataclasses import dataclass

@dataclass
class Query:
    table: str
    columns: list
    group_by: list = None
    where: dict = None
    def sql(self):
        parts = [f"SELECT {', '.join(self.columns)}", f"FROM {self.table}"]
        if self.where:
            conds = " AND ".join(f"{k} = {v!r}" if isinstance(v, str) else f"{k} = {v}" for k, v in self.where.items())
            parts.append(f"WHERE {conds}")
        if self.group_by:
            parts.append("GROUP BY " + ", ".join(self.group_by))
        return "\n  ".join(parts)

def table(headers, rows):
    cols = list(zip(headers, *rows))
    widths = [max(len(f"{c:,.2f}" if isinstance(c, float) else str(c)) for c in col) for col in cols]
    def cell(v, w):
        return f"{v:>{w},.2f}" if isinstance(v, float) else f"{v:<{w}}" if isinstance(v, str) else f"{v:>{w}}"
    line = "+".join("-" * (w + 2) for w in widths)
    out = [f"+{line}+", "| " + " | ".join(f"{h:^{w}}" for h, w in zip(headers, widths)) + " |", f"+{line}+"]
    out += ["| " + " | ".join(cell(v, w) for v, w in zip(r, widths)) + " |" for r in rows]
    out.append(f"+{line}+")
    return "\n".join(out)

queries = [
    Query("orders", ["region", "SUM(quantity * unit_price)"], group_by=["region"]),
    Query("users", ["*"]),
    Query("users", ["*"], where={"tier": "pro", "active": True}),
    Query("orders", ["COUNT(*)"], where={"status": "pending"}),
]
for q in queries:
    print(q.sql())
    try:
        rows = run_query(q.sql())
    except RuntimeError as e:
        print(f"  !! {e}")
        continue
    headers = ["region", "revenue"] if q.table == "orders" else ["id", "name"]
    rows = [tuple(r) for r in rows]
    print(table(headers, rows))
    if q.table == "orders":
        total = sum(r[1] for r in rows)
        share = {r[0]: r[1] / total for r in rows}
        print(f"  total {total:,.2f}; top {max(share, key=share.get)} ({max(share.values()):.1%})")
print(repr(Query("t", ["a"]).sql()), Query("t", ["a"], where={"x": 1, "y": "o'k"}).sql().splitlines()[-1])
