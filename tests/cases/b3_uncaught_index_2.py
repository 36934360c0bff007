print('abc'[0], 'abc'[-1])
print('abc'[1:10])
s = 'abc'
print(s[-3])
print(s[3])
