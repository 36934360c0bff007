print(type(1), type(1.0), type('s'), type(None), type(True), type([]), type(()), type({}))
print(type(set()), type(frozenset()), type(range(0)), type(slice(1)), type(len), type(type))
print(type(lambda: 0).__name__, type([].append).__name__, type(iter([])).__name__, type(zip()).__name__)
print(type(map(len, [])).__name__, type(filter(None, [])).__name__, type(enumerate([])).__name__)
print(type({}.keys()).__name__, type({}.values()).__name__, type({}.items()).__name__, type(x for x in []).__name__)
print(type(ValueError()), type(ValueError), type(int) is type, type(1) == int, type(True) is not int)
print(type(2**100), type(10 / 2), type(10 // 2), type(2 ** -1), type(True + True), type(abs(-1.5)))
print(int.__name__, float.__name__, bool.__name__, type(None).__name__, KeyError.__name__)
try:
    type(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
