# json: loads errors (messages and positions), dumps with every option
import json
for s in ['[1,]','{"a":1,}','{"a" 1}','[1 2]','"abc','"a\\x"','"\\u12"','"a\x01"','[] x','','  ','{1:2}','nul','-','1.','01','[1e5, 1E+2, -0, 0.5e-1, 1.5]','"\\ud83d\\ude00"', '{"a":1, "a":2}','[1,2','{','{"a"','"\\','\n\n  [1,\n  2 x]', '[NaN, Infinity, -Infinity]', '{"x": [true, false, null, "a\\"b\\\\c\\/\\n\\t\\u00e9"]}', '123456789012345678901234567890', '-12.5e-3', '1E400', '"\\u0041\\u00"', '[-]', '[--1]', '{"a":}', '{"a":1 "b":2}', '\ufeff[]', '"\u00e9\U0001F600"', '  {"a": {"b": [1, {"c": []}]}}  ']:
    try: print(repr(json.loads(s)))
    except ValueError as e: print('ValueError', e)
for bad in [lambda: json.dumps(float('nan'), allow_nan=False), lambda: json.dumps({frozenset():1}), lambda: json.dumps([{1}]), lambda: json.loads(1), lambda: json.dumps(1, foo=2)]:
    try: print(bad())
    except Exception as e: print(type(e).__name__, e)
l=[]; l.append(l)
try: json.dumps(l)
except Exception as e: print(e)
d={}; d['a']=d
try: json.dumps(d)
except Exception as e: print(e)
v = {'a':[1,2,{'b':None}], 'c':'é\u2028\U0001F600\x7f\x00"\\\n', 'd': (1, 2.5, -0.0, 1e100, 1e-7, 123456789.123), 'e': {}, 'f': [], 'g': True}
print(json.dumps(v))
print(json.dumps(v, indent=2))
print(json.dumps(v, indent='\t', ensure_ascii=False))
print(json.dumps(v, separators=(',', ':'), sort_keys=True))
print(json.dumps(v, indent=0))
print(json.dumps([], indent=2), json.dumps({}, indent=2), json.dumps([[]], indent=1))
print(json.dumps({True:1, None:2, 1.5:3, 2:4, float('inf'):5, False: 6}))
print(json.dumps({'b': 1, 'a': 2, 'c': {'z': 1, 'y': 2}}, sort_keys=True, indent=1))
print(json.dumps({1: 2, (1,2): 3}, skipkeys=True))
print(json.dumps([1, {2, 3}], default=sorted))
print(json.dumps(2**100), json.dumps("x"), json.dumps(None), json.dumps(3.0))
print(json.loads('[1.5, 2]', parse_float=str, parse_int=lambda x: int(x) * 10))
print(json.loads('{"a": 1, "b": [2]}', object_hook=lambda d: sorted(d.items())))
print(json.loads('{"a": 1, "b": 2}', object_pairs_hook=lambda p: p))
print(json.loads('[NaN, -Infinity]', parse_constant=lambda c: c))
print(json.loads(json.dumps(v)) == json.loads(json.dumps(v, indent=3)))
