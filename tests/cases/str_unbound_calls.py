def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

lines = ['  a  ', 'b ', ' c']
print(list(map(str.strip, lines)), list(map(str.upper, 'xyz')))
print(sorted(['b', 'A', 'c', 'B'], key=str.lower), sorted(['bb', 'a', 'ccc'], key=len))
print(str.replace('aaa', 'a', 'b', 2), str.split('a b'), str.center('x', 5, '*'), str.startswith('abc', 'a'))
print(str.join(',', 'abc'), str.count('banana', 'a'), str.find('banana', 'n', 3))
f = 'hello'.upper
print(f(), 'x-y'.split('-'), type('abc'.title).__name__)
show(lambda: str.upper())
show(lambda: str.upper(5))
show(lambda: str.split(None))
show(lambda: str.lower(['A']))
