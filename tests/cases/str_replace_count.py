def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

s = 'one two one two one'
print(s.replace('one', '1'))
print(s.replace('one', '1', 0), s.replace('one', '1', 1), s.replace('one', '1', 2), s.replace('one', '1', -1), s.replace('one', '1', -7))
print(s.replace('o', ''), s.replace(' ', '  ', 2), s.replace('x', 'y'), s.replace('one two one two one', ''))
print('aaaa'.replace('aa', 'b'), 'aaaaa'.replace('aa', 'ab'), 'ababab'.replace('aba', 'X'))
print('é€é€'.replace('€', '𝔘'), 'é€é€'.replace('é', '', 1), '𝔘𝔘'.replace('𝔘', 'x' * 3))
print('abc'.replace('b', 'B', True))
show(lambda: 'abc'.replace('a'))
show(lambda: 'abc'.replace(1, 'a'))
show(lambda: 'abc'.replace('a', None))
show(lambda: 'abc'.replace('a', 'b', 'c'))
show(lambda: 'abc'.replace('a', 'b', 1.0))
show(lambda: 'abc'.replace('a', 'b', 2**70))
show(lambda: 'abc'.replace('a', 'b', count=1))
show(lambda: 'abc'.replace('a', 'b', 1, 2))
