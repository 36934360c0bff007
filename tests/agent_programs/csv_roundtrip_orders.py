# Export orders to CSV text (with awkward fields), read it back, and aggregate per product and region.
import csv
import io
from collections import Counter, defaultdict

rows = []
page = 1
while page is not None:
    r = list_orders(region="east", page=page, page_size=20)
    rows += r["items"]
    page = r["next_page"]

buf = io.StringIO()
fields = ["id", "product", "quantity", "unit_price", "status", "note"]
w = csv.DictWriter(buf, fieldnames=fields, extrasaction="ignore")
w.writeheader()
for o in rows:
    o = dict(o)
    o["note"] = ", ".join(o["tags"]) if o["tags"] else 'say "hi"' if o["quantity"] > 7 else ""
    w.writerow(o)
text = buf.getvalue()
print(text.splitlines()[0])
print(repr(text.splitlines()[1]))
print(f"{len(text)} chars, {text.count(chr(13))} CRs, {len(rows)} rows")

reader = csv.DictReader(io.StringIO(text))
back = list(reader)
print(reader.fieldnames, back[0]["quantity"], type(back[0]["quantity"]).__name__)
quoted = [r["note"] for r in back if '"' in r["note"] or "," in r["note"]]
print("quoted notes:", quoted[:4])

per_product = defaultdict(lambda: [0, 0.0])
for r in back:
    acc = per_product[r["product"]]
    acc[0] += int(r["quantity"])
    acc[1] += int(r["quantity"]) * float(r["unit_price"])
out = io.StringIO()
cw = csv.writer(out, delimiter=";", quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n")
cw.writerow(["product", "units", "revenue"])
for name, (units, rev) in sorted(per_product.items(), key=lambda kv: -kv[1][1]):
    cw.writerow([name, units, round(rev, 2)])
print(out.getvalue(), end="")
status = Counter(r["status"] for r in back)
print(status.most_common(), sum(status.values()))
for rec in csv.reader(["a,b", '"x, y",2', 'q"q,3', '"",""'], skipinitialspace=True):
    print(rec)
