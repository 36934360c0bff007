def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

show(lambda: str.maketrans())
show(lambda: str.maketrans(1))
show(lambda: str.maketrans('ab'))
show(lambda: str.maketrans([]))
show(lambda: str.maketrans({'ab': 1}))
show(lambda: str.maketrans({'': 1}))
show(lambda: str.maketrans({1.5: 1}))
show(lambda: str.maketrans({(1,): 1}))
show(lambda: str.maketrans('ab', 'c'))
show(lambda: str.maketrans(1, 'c'))
show(lambda: str.maketrans({'a': 1}, 'b'))
show(lambda: str.maketrans('a', 1))
show(lambda: str.maketrans('a', None))
show(lambda: str.maketrans('a', 'b', 3))
show(lambda: str.maketrans('a', 'b', None))
show(lambda: str.maketrans('a', 'b', 'c', 'd'))
show(lambda: str.maketrans(x='a'))
