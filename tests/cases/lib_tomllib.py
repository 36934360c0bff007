# tomllib: TOML 1.0 documents (every value kind, tables, arrays of tables, dotted keys), load of a BytesIO, parse_float, and CPython's TOMLDecodeError messages with line and column
import tomllib, io
doc = '''
# comment
title = "TOML \\"Example\\" \\u00e9 \\U0001F600"
lit = 'C:\\Users\\x'
ml = """
Roses are red
Violets are \\
    blue"""
mll = \'\'\'
raw \\n text\'\'\'
q5 = """"quoted" text"""""
ints = [+99, 42, 0, -17, 1_000, 0xDEAD_BEEF, 0o755, 0b1101]
floats = [1.0, 3.1415, -0.01, 5e+22, 1e06, -2E-2, 6.626e-34, 224_617.445_991, inf, -inf, +inf]
bools = [true, false]
odt1 = 1979-05-27T07:32:00Z
odt2 = 1979-05-27T00:32:00-07:00
odt3 = 1979-05-27T00:32:00.999999+05:30
odt4 = 1979-05-27 07:32:00.1234567
ld = 1979-05-27
lt = 07:32:00
lt2 = 00:32:00.5
zero = 1979-05-27T07:32:00+00:00
nested = [[1, 2], ["a", 'b'], [ {x = 1}, {y = [2]} ], ]
multi = [
  1, # one
  2,
]

[owner]
name = "Tom"
dob = 1979-05-27T07:32:00-08:00
site."google.com" = true
"quoted key" = 1
a.b.c = 2

[database]
enabled = true
ports = [ 8000, 8001, 8002 ]
temp_targets = { cpu = 79.5, case = 72.0 }

[servers.alpha]
ip = "10.0.0.1"

[[products]]
name = "Hammer"
sku = 738594937

[[products]]

[[products]]
name = "Nail"
[products.sub]
x = 1
[[products.parts]]
p = 1
[[products.parts]]
p = 2

[fruit.apple.texture]
smooth = true
[fruit]
color = "red"
'''
d = tomllib.loads(doc)
for k, v in d.items():
    print(repr(k), repr(v))
import math
print(math.isnan(tomllib.loads('x = nan')['x']), tomllib.loads('x = -nan'))
from decimal import Decimal
print(tomllib.loads('x = 1.10\ny=[2.5e3]', parse_float=Decimal))
print(tomllib.load(io.BytesIO(b'a = 1\r\nb = "\xc3\xa9"\r\n')))
print(tomllib.loads(''), tomllib.loads('  # only\n\n'), tomllib.loads('a={}'), tomllib.loads('a=[]'))
print(tomllib.loads('a = {b.c = 1, b.d = 2}'))
print(tomllib.loads('1 = 2\n3.14 = 1\n-_ = 0'))
def bad(s, **k):
    try:
        print('OK', tomllib.loads(s, **k))
    except Exception as e:
        print(type(e).__name__, str(e))
for s in ['a', 'a =', 'a = 1 2', '= 1', 'a = "x', "a = 'x", 'a = """x', "a = '''x", 'a = "\\x"',
          'a = "\\u12"', 'a = "\\uD800"', 'a = [1 2]', 'a = [1,', 'a = {b = 1', 'a = {b = 1, b = 2}',
          'a = 1\na = 2', '[a]\n[a]', '[a]\nb.c = 1\n[a.b]', 'a = {}\n[a]', 'a = [1]\n[[a]]',
          '[a\n', '[[a]\n', 'a.b = 1\na.b.c = 2', 'a = 1979-02-30', 'a = 1979-02-30T00:00:00', '!',
          'a = 1 # ok\x00', 'a = "\x01"', "a = 'b\x7f'", 'a = tru', 'a = 01', 'a = 0x', 'a = 1__0',
          'a = """\\  x"""', 'a = {b = [1], b.c = 2}', 'a = {b = {c = 1}, b.d = 2}', '[[a]]\n[a]',
          'x.y = 1\n[x]', '[x.y]\n[x]\ny = 1', '[a]\nb = 1\n[a.b.c]', 'a = "\\', 'a = """\\  ',
          '\n\n  x = [\n1,\n2\n3]', 'a = 1\r\nb = 2\r', 'a = "\\U00110000"', 'k = 12:00:60',
          'a = [{b = 1}]\n[a.c]', 'a=1\n[a.b]', 'a = {b = 1}\na.c = 2', "'''a''' = 1"]:
    bad(s)
bad('a = 1.5', parse_float=lambda s: [s])
bad('a = 1.5', parse_float=lambda s: (s,))
try:
    tomllib.load(io.StringIO('a = 1'))
except TypeError as e:
    print(e)
try:
    tomllib.loads(b'a = 1')
except TypeError as e:
    print(e)
print(issubclass(tomllib.TOMLDecodeError, ValueError), tomllib.TOMLDecodeError.__module__, tomllib.__all__)
import datetime
print(tomllib.loads('z = 1979-05-27T07:32:00+00:00')['z'].tzinfo is datetime.timezone.utc)
