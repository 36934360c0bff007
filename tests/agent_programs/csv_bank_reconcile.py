# Bank reconciliation over CSV text: csv.reader/writer dialects, quoting modes, DictReader restkey/restval, Sniffer, embedded quotes and newlines, io.StringIO.
import csv
import io
from decimal import Decimal

BANK = '''date;description;amount;ref
2024-01-03;"ACME ""Widgets"" Ltd";-125.50;ORD-0001
2024-01-04;Salary;2500.00;
2024-01-07;"Coffee; beans";-4.75;ORD-0009;extra;fields
2024-01-09;"Multi
line memo";-60.00;ORD-0004
2024-01-11;Refund;30.00
'''
dialect = csv.Sniffer().sniff(BANK.splitlines()[0] + "\n" + BANK.splitlines()[1])
print("delimiter", repr(dialect.delimiter), csv.Sniffer().has_header(BANK))
rows = list(csv.DictReader(io.StringIO(BANK), delimiter=";", restkey="overflow", restval="-"))
for r in rows:
    print(dict(r))
orders = {o["id"]: o for o in list_orders(page_size=20)["items"]}
matched, unmatched = [], []
for r in rows:
    amt = Decimal(r["amount"])
    o = orders.get(r["ref"])
    if o:
        expected = Decimal(str(o["unit_price"])) * o["quantity"]
        matched.append((r["ref"], amt, expected, abs(amt) == expected))
    else:
        unmatched.append((r["date"], r["description"].replace("\n", " / "), amt))
for m in matched:
    print("match", *m)
for u in unmatched:
    print("unmatched", *u)

out = io.StringIO()
w = csv.writer(out, quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n")
w.writerow(["ref", "bank", "book", "ok"])
for ref, amt, exp, ok in matched:
    w.writerow([ref, float(amt), float(exp), ok])
w.writerows([["note", 'he said "hi"', None, 1.5]])
print(out.getvalue(), end="")
out = io.StringIO()
w = csv.writer(out, delimiter="|", quotechar="'", quoting=csv.QUOTE_MINIMAL, escapechar="\\")
w.writerow(["a|b", "it's", "plain", "x\ny", ""])
w.writerow([])
print(repr(out.getvalue()))
out = io.StringIO()
dw = csv.DictWriter(out, fieldnames=["id", "product", "total"], extrasaction="ignore")
dw.writeheader()
for o in list(orders.values())[:4]:
    dw.writerow({**o, "total": round(o["quantity"] * o["unit_price"], 2)})
print(out.getvalue())
try:
    csv.DictWriter(io.StringIO(), fieldnames=["a"]).writerow({"a": 1, "b": 2})
except ValueError as e:
    print("ValueError:", e)
try:
    list(csv.reader(['a,"b'], strict=True))
except csv.Error as e:
    print("csv.Error:", e)
csv.register_dialect("pipes", delimiter="|", quoting=csv.QUOTE_ALL)
buf = io.StringIO()
csv.writer(buf, "pipes").writerow([1, "two", 3.0])
print(buf.getvalue().strip(), csv.list_dialects().count("pipes"), csv.get_dialect("pipes").delimiter)
print(list(csv.reader(["  a,  b", "x,,y", '"",""'], skipinitialspace=True)))
r = csv.reader(io.StringIO("h1,h2\n1,2\n3,4\n"))
print(next(r), r.line_num, list(r), r.line_num)
print(list(csv.reader(io.StringIO("a,b\r\nc,d\r\n"))), csv.QUOTE_NONE, csv.field_size_limit())
