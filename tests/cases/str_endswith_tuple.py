def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

s = 'hello.py'
print(s.endswith('.py'), s.endswith(('.c', '.py')), s.endswith(('.c', '.h')), s.endswith(()))
print(s.endswith('hello', 0, 5), s.endswith('ell', 0, -4), s.endswith('o', -4, -3))
print(s.endswith(''), s.endswith('', 8), s.endswith('', 9), s.endswith('', 3, 2))
print('日本語'.endswith('語'), '日本語'.endswith('本', 0, 2), '日本語'.endswith(('x', '本語')))
show(lambda: s.endswith(1))
show(lambda: s.endswith(['py']))
show(lambda: s.endswith(('x', 1)))
show(lambda: s.endswith(('py', 1)))
show(lambda: s.endswith())
show(lambda: s.endswith('a', 'b'))
show(lambda: s.endswith(suffix='py'))
