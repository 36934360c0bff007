def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

s = 'abcabc'
print(s.index('b'), s.index('b', 2), s.index('c', -1), s.index(''), s.index('', 6))
print(s.rindex('b'), s.rindex('b', 0, 4), s.rindex(''), s.rindex('a', -3))
show(lambda: s.index('d'))
show(lambda: s.index('a', 4))
show(lambda: s.index('', 7))
show(lambda: s.rindex('c', 0, 2))
show(lambda: s.index(None))
show(lambda: s.rindex())
show(lambda: s.rindex('a', 0, 1, 2))
try:
    s.index('zz')
except ValueError as e:
    print('caught', e.args)
