calls = [lambda: list(1, 2), lambda: dict(1, 2), lambda: set(1, 2), lambda: tuple(1, 2), lambda: frozenset(1, 2),
         lambda: int(1, 2, 3), lambda: float(1, 2), lambda: bool(1, 2), lambda: type(), lambda: type(1, 2),
         lambda: slice(), lambda: range(1, 2, 3, 4), lambda: min(1), lambda: sum(1), lambda: sum([1], ''),
         lambda: list.append([], 1, 2), lambda: list.append(1), lambda: str.upper(1), lambda: dict.get({}),
         lambda: [].index(), lambda: {}.pop(), lambda: ().count(), lambda: set().add(1, 2)]
for c in calls:
    try:
        c()
    except TypeError as e:
        print(type(e).__name__, e)
