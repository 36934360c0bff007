# csv: reader/writer/DictReader/DictWriter over io.StringIO and lists, as CPython's
import csv
import io

rows = [["name", "qty", "note"], ["apple", 3, 'says "hi"'], ["b,c", 1.5, "multi\nline"],
        ["", None, " lead"], [True, -0.0, "x\ry"]]
s = io.StringIO()
w = csv.writer(s)
for r in rows:
    print(w.writerow(r), end=" ")
print()
print(repr(s.getvalue()))
s.seek(0)
print(list(csv.reader(s)))

for q in (csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC):
    s = io.StringIO()
    csv.writer(s, quoting=q, lineterminator="\n").writerows([[1, "a", 2.5, None, ""]])
    print(q, repr(s.getvalue()))
s = io.StringIO()
csv.writer(s, quoting=csv.QUOTE_NONE, escapechar="\\").writerow(["a,b", 'q"', "c\\d"])
print(repr(s.getvalue()))
s = io.StringIO()
csv.writer(s, delimiter=";", quotechar="'", doublequote=False, escapechar="\\").writerow(["a;b", "it's"])
print(repr(s.getvalue()))
s = io.StringIO()
w = csv.writer(s)
w.writerow([""])
w.writerow([])
w.writerow(("t", "u"))
w.writerow(iter("xy"))
print(repr(s.getvalue()))

lines = ['a,b,c\r\n', '"quoted, field","with ""escaped"" quotes",3\n', '\n',
         ' x , y ,z\n', '"multi\n', 'line",end\n', 'last,no,newline']
print(list(csv.reader(lines)))
r = csv.reader(lines, skipinitialspace=True)
print(next(r), r.line_num, next(r), r.line_num)
print(list(csv.reader(["1,2.5,'x'"], quoting=csv.QUOTE_NONNUMERIC, quotechar="'")))
print(list(csv.reader(["a\tb\tc"], dialect="excel-tab")))
print(list(csv.reader(["a\\,b,c"], escapechar="\\")))
print(list(csv.reader(['"abc"def,g'])))
print(list(csv.reader(['"unterminated'])))
print(list(csv.reader(["a;b"], delimiter=";")), list(csv.reader([])))

for bad in (lambda: list(csv.reader(['"a"b'], strict=True)),
            lambda: list(csv.reader(['"x'], strict=True)),
            lambda: list(csv.reader(["a\rb"])),
            lambda: list(csv.reader([1])),
            lambda: list(csv.reader(["1,x"], quoting=csv.QUOTE_NONNUMERIC)),
            lambda: csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(["a,b"]),
            lambda: csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow([""]),
            lambda: csv.writer(io.StringIO()).writerow(5),
            lambda: csv.writer(1),
            lambda: csv.reader([], delimiter="ab"),
            lambda: csv.reader([], delimiter=1),
            lambda: csv.reader([], quoting=7),
            lambda: csv.reader([], quotechar=None),
            lambda: csv.reader([], bogus=1),
            lambda: csv.get_dialect("nope")):
    try:
        bad()
        print("no error")
    except (csv.Error, TypeError, ValueError) as e:
        print(type(e).__name__, e)

data = io.StringIO("id,name,score\n1,ann,9.5\n\n2,bob\n3,cy,7,extra\n")
dr = csv.DictReader(data)
print(dr.fieldnames)
for row in dr:
    print(row, dr.line_num)
dr = csv.DictReader(["a,b", "1,2,3"], restkey="rest", restval="?")
print(list(dr))
dr = csv.DictReader(["1,2"], fieldnames=["x", "y", "z"], restval=0)
print(list(dr))
print(csv.DictReader([]).fieldnames)

out = io.StringIO()
dw = csv.DictWriter(out, fieldnames=["id", "name"], restval="-", lineterminator="\n")
print(dw.writeheader())
dw.writerow({"id": 1, "name": "ann"})
dw.writerows([{"id": 2}, {"name": "c,d", "id": 3}])
print(repr(out.getvalue()))
try:
    dw.writerow({"id": 4, "zzz": 1})
except ValueError as e:
    print("ValueError", e)
dw = csv.DictWriter(out, fieldnames=["id"], extrasaction="ignore")
dw.writerow({"id": 5, "zzz": 1})
try:
    csv.DictWriter(out, ["a"], extrasaction="bad")
except ValueError as e:
    print("ValueError", e)

csv.register_dialect("pipes", delimiter="|", quoting=csv.QUOTE_ALL)
print(sorted(csv.list_dialects()))
d = csv.get_dialect("pipes")
print(d.delimiter, d.quoting, d.quotechar, repr(d.lineterminator), d.doublequote)
s = io.StringIO()
csv.writer(s, "pipes").writerow([1, "a"])
print(repr(s.getvalue()))
csv.unregister_dialect("pipes")
print(sorted(csv.list_dialects()))


class Semi(csv.excel):
    delimiter = ";"


print(list(csv.reader(["a;b"], Semi)), csv.excel.lineterminator == "\r\n", csv.unix_dialect.quoting)
print(csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE)
print(csv.field_size_limit(), csv.field_size_limit(10), csv.field_size_limit())
try:
    list(csv.reader(["x" * 11]))
except csv.Error as e:
    print("Error", e)
print(issubclass(csv.Error, Exception))
list(csv.reader(['"a"b'], strict=True))
