tests = [lambda: 1(), lambda: 'abc'(), lambda: [1](2), lambda: None(), lambda: (1, 2)(),
         lambda: {}.keys()(), lambda: 1[0], lambda: None[0], lambda: len[0], lambda: 5['a'],
         lambda: {1}[0], lambda: {}.keys()[0], lambda: 1.5[0]]
for t in tests:
    try:
        t()
    except Exception as e:
        print(type(e).__name__, e)
def f(a, b, c=3, *, d):
    return a, b, c, d
calls = [lambda: f(), lambda: f(1), lambda: f(1, 2), lambda: f(1, 2, 3, 4, d=1), lambda: f(1, 2, d=1, e=2),
         lambda: f(1, 2, a=1, d=1), lambda: f(1, 2, 3)]
for c in calls:
    try:
        print(c())
    except TypeError as e:
        print(type(e).__name__, e)
