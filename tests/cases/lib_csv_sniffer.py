# csv.Sniffer: sniff (quote char, delimiter, doublequote, skipinitialspace)
# and has_header, as CPython's heuristics decide
import csv
import io

samples = [
    'name,age,city\nAlice,30,Paris\nBob,25,Oslo\n',
    'name;age;city\nAlice;30;Paris\nBob;25;Oslo\n',
    'a\tb\tc\n1\t2\t3\n4\t5\t6\n',
    '"name","note"\n"Alice","says ""hi"""\n"Bob","ok"\n',
    "'x', 'y'\n'1', '2'\n",
    'id|value\n1|2.5\n2|3.75\n3|1e3\n',
    'a, b, c\n1, 2, 3\n',
    '"only"\n"column"\n',
    'city:temp\nParis:12\nOslo:-3\n',
    'Header One,Header Two\nxx,yy\nzz,ww\n',
    'x,y\n1+2j,3\n(4),5\n',
]
s = csv.Sniffer()
for text in samples:
    try:
        d = s.sniff(text)
        print(repr(d.delimiter), repr(d.quotechar), d.doublequote, d.skipinitialspace,
              d.lineterminator == '\r\n', d.quoting == csv.QUOTE_MINIMAL, s.has_header(text))
        print(list(csv.reader(io.StringIO(text), d)))
    except csv.Error as e:
        print('Error', e)
print(s.sniff('a;b,c;d\n1;2,3;4\n', delimiters=';').delimiter)
for bad in ['', 'abc\ndef\n', 'x']:
    try:
        s.sniff(bad)
    except csv.Error as e:
        print('Error', e)
print(s.preferred)
