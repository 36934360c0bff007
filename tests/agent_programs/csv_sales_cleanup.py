import csv
import io
import re
import statistics
from collections import defaultdict
from datetime import datetime
from typing import Dict, List, Optional

RAW = '''order_id,date,customer,amount,currency,notes
1001,2024-03-01,  Alice Smith ,"1,200.50",usd,first order
1002,03/02/2024,bob jones,99.9,USD,
1003,2024-03-02,"Carol, Jr.",  15 ,eur,"said ""hi"""
1004,2024-13-01,Dan,20,USD,bad date
1005,2024-03-05,Eve,abc,USD,bad amount
1006,2024-03-05,alice smith,300,usd,repeat
1007,5 Mar 2024,Frank,0.5,GBP,tiny
'''

DATE_FORMATS = ["%Y-%m-%d", "%m/%d/%Y", "%d %b %Y"]


class RowError(ValueError):
    def __init__(self, row_id: str, field: str, value: str):
        super().__init__(f"row {row_id}: bad {field} {value!r}")
        self.field = field


def parse_date(s: str) -> datetime:
    for fmt in DATE_FORMATS:
        try:
            return datetime.strptime(s.strip(), fmt)
        except ValueError:
            continue
    raise ValueError(s)


def parse_amount(s: str) -> float:
    cleaned = re.sub(r"[,\s]", "", s)
    if not re.fullmatch(r"-?\d+(\.\d+)?", cleaned):
        raise ValueError(s)
    return float(cleaned)


def normalize(row: Dict[str, str]) -> Dict[str, object]:
    rid = row["order_id"]
    try:
        when = parse_date(row["date"])
    except ValueError:
        raise RowError(rid, "date", row["date"]) from None
    try:
        amount = parse_amount(row["amount"])
    except ValueError:
        raise RowError(rid, "amount", row["amount"]) from None
    name = " ".join(row["customer"].split()).title()
    return {"id": int(rid), "date": when.date().isoformat(), "weekday": when.strftime("%A"),
            "customer": name, "amount": amount, "currency": row["currency"].upper(),
            "notes": row["notes"] or None}


good: List[Dict[str, object]] = []
errors: List[str] = []
reader = csv.DictReader(io.StringIO(RAW))
print("columns:", reader.fieldnames)
for row in reader:
    try:
        good.append(normalize(row))
    except RowError as e:
        errors.append(f"{e} [{e.field}]")

for g in good:
    print(g)
print("\n".join(errors))

out = io.StringIO()
w = csv.DictWriter(out, fieldnames=list(good[0]), quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n")
w.writeheader()
w.writerows(good)
print(out.getvalue())

per_cust: Dict[str, List[float]] = defaultdict(list)
for g in good:
    per_cust[str(g["customer"])].append(float(g["amount"]))
for c, amts in sorted(per_cust.items()):
    print(f"{c:<12} n={len(amts)} sum={sum(amts):>9.2f} avg={statistics.mean(amts):.2f}")
print("median amount:", statistics.median(g["amount"] for g in good))
tsv = io.StringIO()
csv.writer(tsv, delimiter="\t", lineterminator="\n").writerows([["a", "b c", 'q"t'], [1, None, 2.5]])
print(repr(tsv.getvalue()))
print(list(csv.reader(['x;"y;z";w'], delimiter=";")))
sniff = csv.Sniffer().has_header(RAW)
print("has header:", sniff)
