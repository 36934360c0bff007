from dataclasses import dataclass, fields, astuple
from typing import Any, List, Sequence
import unicodedata
import operator


@dataclass
class Row:
    region: str
    orders: int
    units: int
    revenue: float
    avg_ticket: float
    share: float


def md_table(headers: Sequence[str], rows: Sequence[Sequence[Any]], aligns: str) -> str:
    cells = [[str(h) for h in headers]]
    for r in rows:
        cells.append([f"{v:,.2f}" if isinstance(v, float) else str(v) for v in r])
    widths = [max(len(c[i]) for c in cells) for i in range(len(headers))]
    def fmt(row: List[str]) -> str:
        parts = []
        for v, w, a in zip(row, widths, aligns):
            parts.append(v.rjust(w) if a == "r" else v.center(w) if a == "c" else v.ljust(w))
        return "| " + " | ".join(parts) + " |"
    sep = "|" + "|".join(("-" * (w + 1) + ":") if a == "r" else (":" + "-" * w + ":") if a == "c" else ("-" * (w + 2))
                         for w, a in zip(widths, aligns)) + "|"
    return "\n".join([fmt(cells[0]), sep] + [fmt(c) for c in cells[1:]])


orders = []
page = 1
while page:
    r = list_orders(page=page, page_size=30)
    orders += r["items"]
    page = r["next_page"]
grand = sum(o["quantity"] * o["unit_price"] for o in orders)
rows: List[Row] = []
for region in sorted({o["region"] for o in orders}):
    mine = [o for o in orders if o["region"] == region]
    rev = sum(o["quantity"] * o["unit_price"] for o in mine)
    rows.append(Row(region.title(), len(mine), sum(o["quantity"] for o in mine), rev, rev / len(mine), rev / grand))
rows.sort(key=operator.attrgetter("revenue"), reverse=True)
print(md_table([f.name for f in fields(Row)], [astuple(r) for r in rows], "lrrrrr"))
print()
print(md_table(["name", "count"], [("widget", 3), ("x", 10_000)], "cr"))
names = ["Zoë", "Ångström", "naïve", "Émile", "zebra", "apple", "Ölaf"]
def strip_accents(s: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")
print(sorted(names), sorted(names, key=str.casefold), sorted(names, key=lambda s: strip_accents(s).lower()))
print([unicodedata.name(c) for c in "é€"], unicodedata.category("3"), unicodedata.numeric("½"), len(unicodedata.normalize("NFC", "e\u0301")))
print("Straße".upper(), "ǅ".lower(), "ﬁ".upper(), "ΣΑΣ".lower(), "İ".lower().encode())
print("abc".center(9, "*"), "42".zfill(6), "-42".zfill(6), "a\tb\tc".expandtabs(4), "x".ljust(3, "."), "title case's".title())
print("k=v=w".partition("="), "k=v=w".rpartition("="), "a,b,,c".split(","), " a  b ".split(), "a\nb\r\nc".splitlines(keepends=True))
tbl = str.maketrans({"a": "4", "e": "3"}, )
print("leetspeak here".translate(tbl), "hello".translate(str.maketrans("lo", "01", "h")), "abc".removeprefix("a").removesuffix("c"))
print("%s|%-5d|%05.1f|%+.2e|%c|%%" % ("s", 42, 3.14159, 12345.678, 65), "{:#>+10.3f}".format(-3.5), "{:=^+9d}".format(7))
