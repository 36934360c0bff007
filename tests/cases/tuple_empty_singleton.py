# The empty tuple is one object, as in CPython: every way of making an
# empty tuple gives it back.
E = ()
def args(*a):
    return a
t = (1, 2, 3)
class T(tuple):
    pass
checks = [
    ("tuple()", tuple()), ("tuple([])", tuple([])), ("tuple('')", tuple("")),
    ("genexp", tuple(x for x in [])), ("slice past end", t[3:]), ("slice 0:0", t[:0]),
    ("E[0:0]", E[0:0]), ("t * 0", t * 0), ("E + E", E + E), ("E * 5", E * 5),
    ("*args", args()), ("*[] args", args(*[])), ("divmod slice", divmod(7, 2)[2:]),
    ("tuple(E)", tuple(E)), ("tuple(set())", tuple(set())), ("tuple({})", tuple({})),
    ("sorted->tuple", tuple(sorted([]))), ("zip", tuple(zip())),
]
for name, v in checks:
    print(name, v is E, v == E, type(v).__name__)
print(id(tuple()) == id(E), hash(E) == hash(tuple()))
sub = T()
print(sub is E, sub == E, type(sub).__name__)
d = {E: 1}
print(d[tuple()], E in {tuple(): 2})
import copy
print(copy.copy(E) is E, copy.deepcopy(E) is E, E[:] is E)
print(repr(E), str(tuple()), len(E))
