print('hello'[::-1], ''.join(reversed('hello')))
print(hasattr('', 'reverse'))
s = 'hello'
print(s.upper())
print(s.reverse())
