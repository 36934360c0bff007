# vars(module) and module.__dict__: the module's namespace itself, read and
# written as CPython's.
import json
import math
import collections

d = vars(math)
print(type(d).__name__, d is math.__dict__, d['sqrt'](16.0), d['pi'] == math.pi)
print(d['__name__'], 'floor' in d, len([k for k in d if k == 'tau']))
print([k in vars(json) for k in ('dumps', 'loads', 'JSONDecodeError')])
print(collections.__dict__['Counter']('abca').most_common(1))
math.__dict__['answer'] = 42
print(math.answer)
json.extra = 'x'
print(vars(json)['extra'])
del vars(json)['extra']
print(hasattr(json, 'extra'))
print(vars(math).get('nosuch', 'missing'))
try:
    vars(math, 1)
except TypeError as e:
    print('TypeError', e)
