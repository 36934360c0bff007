# A global declaration after an import of the name is accepted (CPython's
# symtable does not count an import as an assignment); the import binds the global.
def f():
    import math as m
    global m
    return m.pi
print(f(), m.floor(2.5))
def g():
    import json
    import json
    nonlocal_ok = 1
    global json
    return json.dumps(1)
print(g())
def h():
    x = 1
    try:
        raise KeyError
    except KeyError as x:
        pass
    return x
try:
    h()
except UnboundLocalError as e:
    print(e)
