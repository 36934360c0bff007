def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

show(lambda: 'abc'.split(''))
show(lambda: 'abc'.rsplit(''))
show(lambda: 'abc'.split('', 0))
show(lambda: 'abc'.split(1))
show(lambda: 'abc'.rsplit(['a']))
show(lambda: 'abc'.split(',', 'x'))
show(lambda: 'abc'.split(1, 'x'))
show(lambda: 'abc'.split(maxsplit=1.5))
show(lambda: 'abc'.split(maxsplit=None))
show(lambda: 'abc'.split(',', 2**70))
show(lambda: 'abc'.split(',', 1, 2))
show(lambda: 'abc'.split(',', maxsplit=1, sep=','))
show(lambda: 'abc'.split(',', sep=','))
show(lambda: 'abc'.rsplit(None, 1, maxsplit=1))
show(lambda: 'abc'.split(x=1))
show(lambda: 'abc'.rsplit(sep=',', x=1))
show(lambda: 'abc'.split(sep=',', maxsplit=1, x=1))
