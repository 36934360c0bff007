x = 3
assert x == 3, 'fine'
print('ok')
assert x > 5, f'x too small: {x}'
