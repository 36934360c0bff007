checks = [x > 0 for x in [1, 2, 3]]
print(checks, all(checks))
x = 3
assert x == 3, 'fine'
print('ok')
assert x > 5, f'x too small: {x}'
