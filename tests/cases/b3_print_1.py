print(1, 2, 3)
print(1, 2, 3, sep=', ')
print('a', 'b', sep='')
print('x', end='')
print('y', end='!\n')
print()
print(sep='-')
print('only', end='')
print()
print(None, True, 1.5, 'str', [1, 'a'], (1,), {'k': 'v'})
print('a', 'b', sep=None, end=None)
print(*[1, 2, 3], sep=' | ')
print(*'abc')
print('multi\nline', 'x', sep='\n')
try:
    print('a', sep=1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    print('a', end=2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    print('a', foo=2)
except TypeError as e:
    print(type(e).__name__, e)
print('done', flush=True)
