def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

s = 'abcabcabc'
print(s.count('a'), s.count('abc'), s.count('bca'), s.count('x'), s.count(''))
print(s.count('a', 1), s.count('a', -3), s.count('a', 1, 4), s.count('a', None, -1))
print(s.count('', 5), s.count('', 9), s.count('', 10), s.count('', 4, 2), s.count('', -2))
print('aaaa'.count('aa'), 'aaaaa'.count('aa'), ''.count(''), ''.count('a'))
print('éééé'.count('é'), 'é€é€'.count('€', 2), '𝔘𝔘x𝔘'.count('𝔘', -2))
print(s.count('a', 2**70), s.count('a', -2**70), s.count('a', 0, 2**70))
show(lambda: s.count())
show(lambda: s.count(1))
show(lambda: s.count('a', 'b'))
show(lambda: s.count('a', 1.0))
show(lambda: s.count('a', 1, 2, 3))
show(lambda: s.count('a', start=1))
show(lambda: s.count(None))
