def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

show(lambda: '-'.join(['a', 1]))
show(lambda: '-'.join([None]))
show(lambda: '-'.join([b for b in [1.5]]))
show(lambda: '-'.join(5))
show(lambda: '-'.join(None))
show(lambda: '-'.join())
show(lambda: '-'.join('a', 'b'))
show(lambda: '-'.join(iterable=['a']))
show(lambda: '-'.join(range(3)))
show(lambda: '-'.join([['a']]))
show(lambda: '-'.join(zip('ab', 'cd')))
show(lambda: '-'.join(x for x in [1, 2]))
