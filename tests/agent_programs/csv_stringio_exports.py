# Export orders to CSV in memory with different dialects, read them back, and reconcile.
import csv
import io

orders = list_orders(region="east", page_size=12)["items"]
buf = io.StringIO()
fields = ["id", "product", "quantity", "unit_price", "tags", "note"]
w = csv.DictWriter(buf, fieldnames=fields, extrasaction="ignore", quoting=csv.QUOTE_MINIMAL)
w.writeheader()
for o in orders:
    row = dict(o, tags="|".join(o["tags"]), note='say "hi", then leave' if o["quantity"] > 7 else "")
    w.writerow(row)
text = buf.getvalue()
print(text.splitlines()[0])
print(repr(text.splitlines()[1]), text.count("\r\n"))
rows = list(csv.DictReader(io.StringIO(text)))
print(len(rows), rows[0]["id"], type(rows[0]["quantity"]).__name__, [r["note"] for r in rows if r["note"]][:1])
total = sum(int(r["quantity"]) * float(r["unit_price"]) for r in rows)
print(f"total {total:.2f}")
tsv = io.StringIO()
tw = csv.writer(tsv, delimiter="\t", lineterminator="\n", quoting=csv.QUOTE_NONNUMERIC)
tw.writerows([(r["id"], int(r["quantity"]), float(r["unit_price"])) for r in rows[:3]])
print(tsv.getvalue(), end="")
back = list(csv.reader(io.StringIO(tsv.getvalue()), delimiter="\t", quoting=csv.QUOTE_NONNUMERIC))
print(back[0], type(back[0][1]).__name__)
semi = io.StringIO()
csv.writer(semi, delimiter=";", quotechar="'", quoting=csv.QUOTE_ALL).writerow(["a;b", "it's", 3, None])
print(semi.getvalue().strip())
raw = 'name,qty\n"Widget, large",3\n"multi\nline",4\n,\n'
for rec in csv.reader(io.StringIO(raw)):
    print(rec)
reader = csv.DictReader(io.StringIO("a,b\n1,2,3\n4\n"), restkey="extra", restval="-")
print([dict(r) for r in reader], reader.fieldnames, reader.line_num)
csv.register_dialect("pipes", delimiter="|", quoting=csv.QUOTE_NONE, escapechar="\\")
p = io.StringIO()
csv.writer(p, dialect="pipes").writerow(["x|y", "z"])
print(p.getvalue().strip(), csv.list_dialects()[-1] if "pipes" in csv.list_dialects() else None)
try:
    csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(['a,b'])
except csv.Error as e:
    print("csv.Error:", e)
sniffed = csv.Sniffer().sniff("a;b;c\n1;2;3\n")
print(sniffed.delimiter, csv.Sniffer().has_header("name,age\nann,3\nbob,4\n"))
