# map/filter/zip/enumerate/reversed.__new__ name their own type in their
# errors (not map.__new__), check the class is one of theirs, then make
# one of it
class M(map): pass
class F(filter): pass
class Z(zip): pass
cases = [
    lambda: filter.__new__(filter), lambda: map.__new__(filter), lambda: zip.__new__(int),
    lambda: map.__new__(map), lambda: filter.__new__(map), lambda: map.__new__(int),
    lambda: filter.__new__(int), lambda: map.__new__(), lambda: filter.__new__(),
    lambda: map.__new__(5), lambda: filter.__new__(5), lambda: filter.__new__(M, abs, [1]),
    lambda: map.__new__(F, abs, [1]), lambda: list(filter.__new__(F, None, [0, 1])),
    lambda: list(map.__new__(M, abs, [-1])), lambda: filter.__new__(filter, None),
    lambda: filter.__new__(filter, None, [1], 2), lambda: map.__new__(map, abs),
    lambda: filter.__new__(filter, None, [1], x=1), lambda: map.__new__(map, abs, [1], x=1),
    lambda: zip.__new__(zip), lambda: zip.__new__(), lambda: zip.__new__(M),
    lambda: list(zip.__new__(Z, [1], [2])), lambda: enumerate.__new__(int),
    lambda: reversed.__new__(int), lambda: map.__new__(Z), lambda: filter.__new__(object),
    lambda: list(filter.__new__(filter, None, [0, 2])), lambda: list(map.__new__(map, abs, [-3])),
]
for i, f in enumerate(cases):
    try:
        r = f()
        print(i, type(r).__name__, r if isinstance(r, list) else '')
    except Exception as e:
        print(i, type(e).__name__, e)
