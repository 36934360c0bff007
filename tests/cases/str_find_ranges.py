def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

s = 'hello world, hello'
print(s.find('o'), s.find('hello'), s.find('hello', 1), s.find('z'), s.find(''))
print(s.find('o', 5), s.find('o', 5, 7), s.find('o', -5), s.find('o', -100, 100), s.find('o', None, None))
print(s.find('', 18), s.find('', 19), s.find('', 5, 3), s.find('', -1))
print(s.find('hello', 2**80), s.find('hello', -2**80), s.find('world', 0, True))
print(s.find('lo', 3, 5), s.find('lo', 3, 4))
show(lambda: s.find())
show(lambda: s.find(1))
show(lambda: s.find('a', 'x'))
show(lambda: s.find(1, 'x'))
show(lambda: s.find('a', 1, 2, 3))
show(lambda: s.find('a', end=3))
