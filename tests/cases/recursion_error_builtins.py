# not under ASan: a dozen recursions 1000 levels deep inside builtins, with a collection at every safe point
# RecursionError from inside builtins, as CPython's: repr/str of deeply
# nested containers, == and < on nested lists, tuples and dicts, `in` and
# list.index over them, sorted/min/max/map with a key that recurses.
N = 3000


def nested(make):
    x = make(None)
    for _ in range(N):
        x = make(x)
    return x


def check(label, f):
    try:
        f()
        print(label, 'ok')
    except RecursionError as e:
        print(label, type(e).__name__, e)


lst, lst2 = nested(lambda x: [x]), nested(lambda x: [x])
tup, tup2 = nested(lambda x: (x,)), nested(lambda x: (x,))
dct, dct2 = nested(lambda x: {'k': x}), nested(lambda x: {'k': x})
check('repr list', lambda: repr(lst))
check('str list', lambda: str(lst))
check('repr tuple', lambda: repr(tup))
check('str dict', lambda: str(dct))
check('f-string', lambda: f'{lst}')
check('format', lambda: format(dct))
check('ascii', lambda: ascii(lst))
check('== list', lambda: lst == lst2)
check('< list', lambda: lst < lst2)
check('== tuple', lambda: tup == tup2)
check('== dict', lambda: dct == dct2)
check('in', lambda: lst in [lst2])
check('index', lambda: [lst2].index(lst))
check('hash tuple', lambda: hash(tup))


def key(x):
    return key(x)


check('sorted key', lambda: sorted([2, 1], key=key))
check('min key', lambda: min([2, 1], key=key))
check('max key', lambda: max([2, 1], key=key))
check('map', lambda: list(map(key, [1])))
check('filter', lambda: list(filter(key, [1])))
