# json.JSONDecodeError and statistics.StatisticsError: real ValueError subclasses
# with CPython's attributes, reprs and traceback names
import json, statistics
for doc in ['{', '[1,\n 2,\n x]', '"abc', '[1] 2', '\ufeff1', '{"a" 1}', '']:
    try:
        json.loads(doc)
    except json.JSONDecodeError as e:
        print(type(e).__name__, repr(e), str(e), e.msg, repr(e.doc), e.pos, e.lineno, e.colno, e.args)
        print(isinstance(e, ValueError), type(e).__mro__, type(e).__module__)
try:
    json.loads('[1, 2', object_hook=dict)
except ValueError as e:
    print(repr(e), e.colno)
e = json.JSONDecodeError("m", "ab\ncd", 4)
print(e, e.lineno, e.colno)
try:
    statistics.mean([])
except statistics.StatisticsError as e:
    print(repr(e), isinstance(e, ValueError), type(e).__mro__)
try:
    statistics.stdev([1])
except ValueError as e:
    print(type(e).__name__, e)
json.loads("[")
