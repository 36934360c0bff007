d = {(1, 'x'): 'tuple key'}
print(d[(1, 'x')])
print(d[(2, 'y')])
