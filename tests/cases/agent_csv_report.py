"""Parse CSV text from a tool, clean it, aggregate and write a CSV back."""
import csv
import io
from collections import defaultdict
from statistics import mean

RAW = """region,rep,month,units,revenue
North,alice,2024-01,12,"1,200.50"
North,bob,2024-01,7,700
South,carol,2024-01,,0
South,"dave, jr.",2024-02,22,"2,310.00"
North,alice,2024-02,15,"1,575.25"
East,erin,2024-02,3,n/a
South,carol,2024-02,9,945.9
"""

def money(s):
    try:
        return float(s.replace(",", ""))
    except ValueError:
        return None

rows, problems = [], []
reader = csv.DictReader(io.StringIO(RAW))
print(reader.fieldnames)
for i, rec in enumerate(reader, start=2):
    units = int(rec["units"]) if rec["units"].strip() else 0
    rev = money(rec["revenue"])
    if rev is None:
        problems.append(f"line {i}: bad revenue {rec['revenue']!r}")
        continue
    rows.append({**rec, "units": units, "revenue": rev})
print(len(rows), "rows;", problems)
by_region = defaultdict(lambda: {"units": 0, "revenue": 0.0, "reps": set()})
for r in rows:
    agg = by_region[r["region"]]
    agg["units"] += r["units"]
    agg["revenue"] += r["revenue"]
    agg["reps"].add(r["rep"])
out = io.StringIO()
w = csv.writer(out, lineterminator="\n")
w.writerow(["region", "units", "revenue", "reps", "avg_price"])
for region in sorted(by_region, key=lambda k: -by_region[k]["revenue"]):
    a = by_region[region]
    avg = a["revenue"] / a["units"] if a["units"] else 0
    w.writerow([region, a["units"], f"{a['revenue']:.2f}", ";".join(sorted(a["reps"])), round(avg, 3)])
print(out.getvalue())
dw_out = io.StringIO()
dw = csv.DictWriter(dw_out, fieldnames=["rep", "revenue"], extrasaction="ignore", lineterminator="\r\n")
dw.writeheader()
dw.writerows(rows[:3])
print(repr(dw_out.getvalue()))
print(list(csv.reader(['a,"b ""quoted"" c",d', "x;y"], )))
print(list(csv.reader(["x;y;'z;w'"], delimiter=";", quotechar="'")))
s = io.StringIO()
csv.writer(s, quoting=csv.QUOTE_NONNUMERIC).writerow(["a", 1, 2.5, None, "has,comma"])
print(s.getvalue().strip())
s = io.StringIO()
csv.writer(s, quoting=csv.QUOTE_ALL).writerow(["a", 1])
print(s.getvalue().strip())
monthly = defaultdict(list)
for r in rows:
    monthly[r["month"]].append(r["revenue"])
print({m: round(mean(v), 2) for m, v in sorted(monthly.items())})
buf = io.StringIO()
print("header", file=buf)
buf.write("line2\n")
print(buf.getvalue().splitlines(), buf.tell())
buf.seek(0)
print(buf.readline().strip(), buf.read(4))
