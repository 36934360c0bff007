vals = [1, 1.5, "s", [1], (1,), {"a": 1}, {1}, None, True, range(2), frozenset()]
for v in vals:
    print(repr(v), type(v) is int, isinstance(v, int), isinstance(v, (list, tuple)), isinstance(v, str))
print(isinstance(True, int), type(True) is int, type(True) is bool)
print(type(1) is type(2), type("a") is str, type([]) is list, type(None) is type(None))
print(isinstance(3, float), isinstance(3.0, float), isinstance({}, dict), isinstance(set(), set))
