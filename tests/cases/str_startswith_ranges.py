def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

s = 'hello world'
print(s.startswith('hello'), s.startswith('world', 6), s.startswith('wor', 6, 9), s.startswith('world', 6, 9))
print(s.startswith(('a', 'h')), s.startswith(('a', 'b')), s.startswith(()), s.startswith('o', -4), s.startswith('', 11), s.startswith('', 12))
print(s.startswith('hello', -100), s.startswith('d', 2**70), s.startswith('h', None, 1), s.startswith('he', None, 1))
print('日本語'.startswith('日本'), '日本語'.startswith('語', 2), '日本語'.startswith(('x', '本'), 1))
show(lambda: s.startswith(1))
show(lambda: s.startswith(None))
show(lambda: s.startswith(('a', 2)))
show(lambda: s.startswith(('h', 2)))
show(lambda: s.startswith())
show(lambda: s.startswith('a', 1, 2, 3))
show(lambda: s.startswith('a', '1'))
show(lambda: s.startswith(prefix='h'))
