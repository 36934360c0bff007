vals = [0, -0.0, 1e100, 2**64, 'a\'b', "a\"b", 'a\'b"c', '\\', '\x00\x1f\x7f\x80\x9f\xa0', 'ÿĀ', '\ud7ff', '\ufeff']
for v in vals:
    print(repr(v), str(v) == v if isinstance(v, str) else str(v))
print(repr([[1, 2], (3,), {'k': {4}}, frozenset()]), repr({1: (), (): 1}))
print(repr(range(-3)), repr(range(0, 10, 3)), repr(slice(1, 2, 3)), repr(slice('a', None)))
print(repr(1.0 * 10**16), repr(1e-4), repr(123e-7), repr(-1e-310), repr(0.1 * 0.1))
