calls = [lambda: sorted([1], foo=1), lambda: min([1], foo=1), lambda: max(1, 2, foo=1), lambda: sum([1], foo=1),
         lambda: enumerate([], foo=1), lambda: zip([], foo=1), lambda: [].sort(foo=1), lambda: round(1, foo=2),
         lambda: pow(1, 2, foo=3), lambda: len(x=1), lambda: {}.get(1, default=2), lambda: [].index(1, start=0),
         lambda: {}.pop(1, default=3), lambda: dict.fromkeys([1], value=2), lambda: set().union(x=1),
         lambda: range(1, step=1), lambda: list(x=1), lambda: str(foo=1), lambda: int(x=1), lambda: float(x=1),
         lambda: print('a', foo=2), lambda: [].append(x=1), lambda: int('1', bas=2)]
for c in calls:
    try:
        c()
    except TypeError as e:
        print(type(e).__name__, e)
print(int('11', base=2), sorted([2, 1], reverse=True), type(enumerate('a', start=5)).__name__)
print(str(object=5), round(number=2.5), round(2.567, ndigits=1))
