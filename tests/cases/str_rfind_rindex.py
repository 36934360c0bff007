def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

s = 'abcabcabc'
print(s.rfind('abc'), s.rfind('abc', 0, 8), s.rfind('abc', 4), s.rfind('c', -2), s.rfind('z'), s.rfind(''))
print(s.rfind('', 3), s.rfind('', 3, 5), s.rfind('', 10), s.rfind('a', 2**70), s.rfind('a', -2**70, 1))
print(s.rindex('bc'), s.rindex('a', 0, -3))
show(lambda: s.rindex('bc', 0, 2))
show(lambda: s.rfind(['a']))
show(lambda: s.rfind('a', 0.5))
show(lambda: s.rfind())
