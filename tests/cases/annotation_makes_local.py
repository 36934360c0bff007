# A plain annotated name is a local of its function even with no value
# (CPython's symtable), so reading it first is an UnboundLocalError; a
# parenthesized or dotted target binds nothing; a dotted or subscripted
# target with no value still evaluates its object and index.
x = 5


def bare():
    x: int
    try:
        print(x)
    except NameError as e:
        print(type(e).__name__, e)


def paren():
    (x): int
    print(x)


def dotted():
    x.real: int
    print(x)


def captured():
    y: int

    def inner():
        return y
    try:
        inner()
    except NameError as e:
        print(type(e).__name__, e)


def later():
    z: int
    print(locals())
    z = 3
    print(locals())


def module_global():
    global x
    (x): int
    x = 7


bare()
paren()
dotted()
captured()
later()
module_global()
print(x)


def outer():
    w = 1

    class C:
        w: int
        print('w' in vars())
    return C


outer()
d = {}
def k(): print("k"); return 1
def a(): print("ann"); return int
class O: pass
o = O()
d[k()]: a()
d[k():k()]: a()
d[k(), k():k()]: a()
o.x: a()
(d): a()
def f():
    d[k()]: a()
    d[k():k()]: a()
    o.x: a()
    (d): a()
    print("f done")
f()
class C:
    d[k()]: a()
    o.x: a()
    (d): a()
print(C.__annotations__ if '__annotations__' in vars(C) else None)
try:
    q.y: a()
except NameError as e:
    print(e)
try:
    (qq): a()
except NameError as e:
    print(e)
