pairs = [(1, 'a'), ('a', 1), ([1], (1,)), (None, 0), ({}, {}), ({1}, [1]), (1.5, '1'), ((1,), [1]),
         ([1, 2], [1, 'x']), ((1, None), (1, 2)), (len, len), (range(1), range(2))]
for a, b in pairs:
    for label, fn in [('<', lambda: a < b), ('>=', lambda: a >= b)]:
        try:
            print(label, fn())
        except TypeError as e:
            print(label, type(e).__name__, e)
print([1, 2] == [1, 'x'], None == 0, 1 == 1.0, 'a' != 1, {} == {}, range(1) == range(1))
