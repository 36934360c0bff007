# json.dumps argument errors in CPython's words: its Python function's
# name (dumps) in arity errors, c_make_encoder's str separators, and
# dict.update taking an iterator as a pair.
import json


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


show(lambda: json.dumps(1, 2))
show(lambda: json.loads('1', 2))
show(lambda: json.dumps(1, separators=[1, ':']))
show(lambda: json.dumps(1, separators=[',', 2]))
show(lambda: json.dumps(1, separators=[1, 2]))
show(lambda: json.dumps('s', separators=[1, 2]))
show(lambda: json.dumps([1, 2], separators=[';', '=']))
show(lambda: json.dumps({'a': [1]}, separators=(';', '=')))
show(lambda: json.dumps(1, separators=[',', ':', 'x']))
show(lambda: json.dumps(1, separators=42))
show(lambda: json.dumps(None, foobar_not_static=True))
for source in [[iter([1, 2])], [iter([1, 2, 3])], [('a', 1), iter('bc')]]:
    d = {}
    show(lambda: d.update(source))
    print(d)
print(dict([iter('xy'), 'zw']))
