# Clean a messy vendor CSV export (quoted commas, stray spaces, bad rows)
# and reconcile it against the warehouse inventory tool.
import csv
import io
from collections import defaultdict

RAW = '''sku ; name ; qty ; unit cost ; note
SKU-101; "Widget, small" ; 12 ; 2.40 ; ok
SKU-102 ;Gadget;  7;12.00;"says ""fragile"""
 SKU-103;Doohickey;;7.25;missing qty
SKU-104;Gizmo;three;19.99;typo
SKU-105;"Sprocket
(multi-line)";40;0.75;
SKU-106;Thingamajig;2;33.1;too;many;fields
;;;;
SKU-101;Widget, small;3;2.40;duplicate
'''

class Dialect(csv.Dialect):
    delimiter = ";"
    quotechar = '"'
    doublequote = True
    skipinitialspace = True
    lineterminator = "\n"
    quoting = csv.QUOTE_MINIMAL

reader = csv.reader(io.StringIO(RAW), dialect=Dialect)
header = [h.strip().replace(" ", "_") for h in next(reader)]
print("header:", header)

clean, rejects = [], []
for lineno, row in enumerate(reader, start=2):
    row = [c.strip() for c in row]
    if not any(row):
        rejects.append((reader.line_num, "blank", row))
        continue
    if len(row) != len(header):
        rejects.append((reader.line_num, f"expected {len(header)} fields, got {len(row)}", row))
        continue
    rec = dict(zip(header, row))
    try:
        rec["qty"] = int(rec["qty"])
    except ValueError as e:
        rejects.append((reader.line_num, str(e), row))
        continue
    rec["unit_cost"] = float(rec["unit_cost"])
    rec["name"] = " ".join(rec["name"].split())
    clean.append(rec)

print(f"{len(clean)} clean rows, {len(rejects)} rejects")
for line, why, row in rejects:
    print(f"  line {line:>2}: {why:<40} {row!r}")

merged = defaultdict(lambda: {"qty": 0, "names": set()})
for rec in clean:
    m = merged[rec["sku"]]
    m["qty"] += rec["qty"]
    m["names"].add(rec["name"])
    m["cost"] = rec["unit_cost"]

stock = {i["name"].lower(): i for i in get_inventory("AMS")}
print("\nreconciliation vs AMS:")
for sku, m in sorted(merged.items()):
    name = sorted(m["names"])[0]
    key = name.split(",")[0].split()[0].lower()
    inv = stock.get(key)
    if inv is None:
        print(f"  {sku} {name!r:<28} not stocked")
        continue
    delta = m["qty"] - inv["qty"]
    flag = "OK" if abs(delta) < 10 else ("SHORT" if delta > 0 else "OVER")
    print(f"  {sku} {name!r:<28} vendor={m['qty']:>3} ams={inv['qty']:>3} delta={delta:+4d} {flag}")

out = io.StringIO()
w = csv.DictWriter(out, fieldnames=["sku", "name", "qty", "cost"], quoting=csv.QUOTE_NONNUMERIC,
                   lineterminator="\n", extrasaction="ignore")
w.writeheader()
for sku, m in sorted(merged.items()):
    w.writerow({"sku": sku, "name": sorted(m["names"])[0], "qty": m["qty"], "cost": m["cost"], "x": 1})
print()
print(out.getvalue(), end="")
back = list(csv.reader(io.StringIO(out.getvalue()), quoting=csv.QUOTE_NONNUMERIC))
print(back[1], type(back[1][2]).__name__)
try:
    csv.DictWriter(io.StringIO(), fieldnames=["a"]).writerow({"a": 1, "b": 2})
except ValueError as e:
    print("ValueError:", e)
