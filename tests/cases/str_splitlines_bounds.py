def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

s = 'a\nb\rc\r\nd\x0be\x0cf\x1cg\x1dh\x1ei\x85j\u2028k\u2029l'
print(s.splitlines())
print(s.splitlines(True))
print(s.splitlines(keepends=True) == s.splitlines(True))
print('x\n\ny\n'.splitlines(), 'x\n\ny\n'.splitlines(1), '\n'.splitlines(), ''.splitlines(), '\r\n\r'.splitlines(True))
print('a\x1fb'.splitlines(), 'a\tb'.splitlines(), '\n\r'.splitlines(), 'é\n€'.splitlines(keepends=False))
show(lambda: 'a'.splitlines(1, 2))
show(lambda: 'a'.splitlines(keep=True))
show(lambda: 'a'.splitlines(1, keepends=True))
show(lambda: 'a'.splitlines(keepends=True, x=1))
show(lambda: 'a'.splitlines(None))
show(lambda: 'a'.splitlines('yes'))
show(lambda: 'a'.splitlines(2**40))
