# csv: a Dialect subclass with bad attributes raises csv.Error, DictReader's
# restkey/restval/blank rows/line_num, DictWriter's extrasaction check,
# a sniffed dialect's attributes in order, has_header
import csv, io
class D(csv.Dialect):
    delimiter = 3
try:
    D()
except Exception as e:
    print(type(e).__name__, e)
w = csv.DictWriter(io.StringIO(), iter(['a', 'b']))
print(type(w.fieldnames).__name__)
try:
    csv.DictWriter(io.StringIO(), ['a'], extrasaction='RAISE').writerow({'a': 1, 'z': 2})
except ValueError as e:
    print(e)
r = csv.DictReader(io.StringIO('a,b\n\n1,2,3\n4\n'), restkey='rest', restval='-')
print(list(r), r.line_num, r.fieldnames)
r = csv.DictReader(io.StringIO(''))
print(r.fieldnames, list(r))
r = csv.DictReader(io.StringIO('x\n1\n'), fieldnames=('p', 'q'))
print(type(r.fieldnames).__name__, list(r))
s = csv.Sniffer()
print(s.preferred)
d = s.sniff('a;b;c\n1;2;3\n')
print(d.delimiter, d.quotechar, d.doublequote, d.skipinitialspace, repr(d.lineterminator), d.quoting, d._name, d.__name__)
print(s.has_header('name,age\nbob,3\nal,44\n'), s.has_header('1,2\n3,4\n'))
print(csv.excel.delimiter, csv.unix_dialect.quoting, csv.excel_tab.delimiter, csv.Dialect.delimiter, csv.excel._valid, csv.excel()._valid)
print(sorted(vars(csv.excel)))
print([k for k in vars(d) if not k.startswith('__')])
