# json.dump writes to any object with write() (sys.stdout, io.StringIO), a
# value that fails leaving what came before it written; json.load reads one
import json, sys, io
from datetime import date
json.dump({"a": [1, 2], "b": "x"}, sys.stdout, indent=2); print()
json.dump([1, "é"], sys.stdout, ensure_ascii=False); print()
for bad in [{"a": 1, "b": date(2024,1,1)}, [1, [2, date(2024,1,1)]], {"x": {1: 2, "y": {"z": date(2024,1,1)}}}, date(2024,1,1), {"b": 1, 2: 3}]:
    for kw in [{}, {"indent": 2}, {"sort_keys": True}]:
        buf = io.StringIO()
        try: json.dump(bad, buf, **kw)
        except TypeError as e: print(e)
        print(repr(buf.getvalue()))
l = []; l.append(l)
buf = io.StringIO()
try: json.dump([1, l], buf)
except ValueError as e: print(e)
print(repr(buf.getvalue()))
buf = io.StringIO('{"k": [1, 2.5]}'); print(json.load(buf))
print(json.load(io.StringIO('[1.5]'), parse_float=str))
class W:
    def __init__(s): s.parts = []
    def write(s, x): s.parts.append(x)
w = W(); json.dump({"a": 1}, w); print("".join(w.parts))
try: json.load(io.StringIO('{bad'))
except json.JSONDecodeError as e: print(e)
