calls = [lambda: len(), lambda: isinstance(1), lambda: divmod(1), lambda: divmod(1, 2, 3), lambda: pow(),
         lambda: pow(1, 2, 3, 4), lambda: round(), lambda: sorted(), lambda: sum(), lambda: min(),
         lambda: abs(), lambda: chr(), lambda: ord(), lambda: hex(), lambda: range(), lambda: map(len),
         lambda: filter(len), lambda: iter(), lambda: next(), lambda: getattr(1), lambda: hasattr(1),
         lambda: format(), lambda: repr(), lambda: hash(), lambda: callable(), lambda: any(), lambda: reversed()]
for c in calls:
    try:
        c()
    except TypeError as e:
        print(type(e).__name__, e)
