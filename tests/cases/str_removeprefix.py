def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for s in ['prefix_body_suffix', 'prefix', 'suffix', '', 'pre', 'é€pre€é']:
    print(repr(s), repr(s.removeprefix('prefix')), repr(s.removesuffix('suffix')), repr(s.removeprefix('')), repr(s.removesuffix('')))
print(repr('é€pre€é'.removeprefix('é€')), repr('é€pre€é'.removesuffix('€é')), repr('aaa'.removeprefix('a')))
show(lambda: 'a'.removeprefix(None))
show(lambda: 'a'.removesuffix(1))
show(lambda: 'a'.removeprefix(('a',)))
show(lambda: 'a'.removeprefix())
show(lambda: 'a'.removesuffix('a', 'b'))
show(lambda: 'a'.removeprefix(prefix='a'))
