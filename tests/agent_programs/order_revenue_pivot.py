import csv
import io
import json
from collections import defaultdict
from itertools import groupby
from operator import itemgetter
from typing import Any, Dict, Iterator, List


def all_orders(status: str | None = None) -> Iterator[Dict[str, Any]]:
    page: int | None = 1
    while page is not None:
        resp = list_orders(status=status, page=page, page_size=25)
        yield from resp["items"]
        page = resp["next_page"]


def month_of(order: Dict[str, Any]) -> str:
    return order["created"][:7]


def main() -> None:
    orders = list(all_orders())
    print(f"fetched {len(orders)} orders")
    for o in orders:
        o["total"] = round(o["quantity"] * o["unit_price"], 2)

    pivot: Dict[str, Dict[str, float]] = defaultdict(lambda: defaultdict(float))
    for o in orders:
        if o["status"] == "cancelled":
            continue
        pivot[o["region"]][month_of(o)] += o["total"]

    months = sorted({month_of(o) for o in orders})
    header = ["region"] + months + ["total"]
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(header)
    for region in sorted(pivot):
        row = [pivot[region].get(m, 0.0) for m in months]
        w.writerow([region] + [f"{v:.2f}" for v in row] + [f"{sum(row):.2f}"])
    text = buf.getvalue()
    print(text, end="")

    back = list(csv.DictReader(io.StringIO(text)))
    best = max(back, key=lambda r: float(r["total"]))
    print("best region:", best["region"], best["total"])

    orders.sort(key=itemgetter("product", "created"))
    summary = []
    for product, grp in groupby(orders, key=itemgetter("product")):
        items = list(grp)
        qty = sum(i["quantity"] for i in items)
        summary.append({"product": product, "orders": len(items), "qty": qty,
                        "first": items[0]["created"][:10], "last": items[-1]["created"][:10]})
    summary.sort(key=lambda s: (-s["qty"], s["product"]))
    for s in summary:
        print("{product:<12} {orders:>3} orders {qty:>4} units  {first} .. {last}".format(**s))

    payload = json.dumps({"months": months, "summary": summary[:2]}, indent=2, sort_keys=True)
    print(payload)
    again = json.loads(payload)
    assert again["summary"][0]["product"] == summary[0]["product"]
    tags = defaultdict(int)
    for o in orders:
        for t in o["tags"]:
            tags[t] += 1
    print(sorted(tags.items(), key=lambda kv: (-kv[1], kv[0])))
    print(json.dumps(dict(sorted(tags.items())), separators=(",", ":")))


main()
