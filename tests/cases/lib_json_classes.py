import json
from datetime import datetime, date
class DTEncoder(json.JSONEncoder):
    def default(self, obj):
        if isinstance(obj, (datetime, date)):
            return obj.isoformat()
        return json.JSONEncoder.default(self, obj)
print(json.dumps({"when": datetime(2024, 1, 2, 3, 4), "d": [date(2020, 1, 1)]}, cls=DTEncoder, indent=2))
try: json.dumps({"x": object()}, cls=DTEncoder)
except TypeError as e: print(e)
try: json.dumps(1, foo=1)
except TypeError as e: print(e)
try: json.loads('1', foo=1)
except TypeError as e: print(e)
enc = json.JSONEncoder(sort_keys=True, separators=(',', '='))
print(enc.encode({"b": 1, "a": [1, 2]}), list(json.JSONEncoder().iterencode([1, "a"]))[:0], enc.item_separator, enc.key_separator)
print(json.JSONEncoder(indent=2).item_separator, json.JSONEncoder().indent, json.JSONEncoder.key_separator)
print(json.JSONEncoder().encode("é\n"), json.JSONEncoder(ensure_ascii=False).encode("é"))
class Obj:
    def __init__(self, **kw): self.__dict__.update(kw)
    def __repr__(self): return f"Obj({self.__dict__})"
class ObjDecoder(json.JSONDecoder):
    def __init__(self, *args, **kwargs):
        super().__init__(object_hook=self.hook, *args, **kwargs)
    def hook(self, d):
        return Obj(**d)
print(json.loads('{"a": {"b": 1}, "c": [1, {"d": 2}]}', cls=ObjDecoder))
dec = json.JSONDecoder()
print(dec.decode(' [1, 2] '), dec.raw_decode('[1] [2]'), dec.strict, dec.parse_float, dec.object_hook)
try: dec.raw_decode(' 1')
except json.JSONDecodeError as e: print(e)
try: dec.decode('[1] [2]')
except json.JSONDecodeError as e: print(e)
print(json.loads('"a\tb"', strict=False))
try: json.loads('"a\tb"')
except json.JSONDecodeError as e: print(e)
print(json.loads('{"x": NaN}', parse_constant=lambda c: c))
print(json.dumps({"a": {1, 2}}, default=list), json.dumps([datetime(2020,1,1)], default=str))
print(isinstance(json.JSONDecodeError('m', 'd', 0), ValueError), json.JSONDecodeError.__module__, json.JSONEncoder.__module__)
print(type(json.JSONEncoder()).__name__, repr(json.JSONDecoder)[:30])
class Pretty(json.JSONEncoder):
    def __init__(self, **kw):
        kw['indent'] = 1
        super().__init__(**kw)
print(json.dumps([1, {"a": None}], cls=Pretty))
class Enc2(json.JSONEncoder):
    def encode(self, o):
        return "X" + super().encode(o)
print(json.dumps(5, cls=Enc2))
class E(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set): return sorted(o)
        return super().default(o)
print(json.dumps({"s": {3,1,2}}, cls=E))
print(E(indent=1).encode([1]))
