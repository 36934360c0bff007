s = 'hello'
print(s.upper())
print(s.reverse())
