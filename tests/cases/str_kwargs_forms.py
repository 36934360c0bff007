def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print('a b c'.split(maxsplit=1), 'a b c'.rsplit(maxsplit=1), 'a-b-c'.split(sep='-'), 'a-b-c'.rsplit(sep='-', maxsplit=1))
print('a\nb'.splitlines(keepends=True), 'a\tb'.expandtabs(tabsize=3))
print('x y'.split(None, maxsplit=0), 'x y'.split(sep=None, maxsplit=-1))
show(lambda: 'a'.split(maxsplit=1, maxsplit2=2))
show(lambda: 'a'.split(None, None, None))
show(lambda: 'a'.expandtabs(1, 2))
show(lambda: 'a'.expandtabs(tabsize=1, x=2))
show(lambda: 'a'.splitlines(True, False))
show(lambda: 'a'.rsplit(',', 1, 2))
show(lambda: 'a'.rsplit(',', sep=','))
show(lambda: 'a'.rsplit(maxsplit=1, sep=1))
