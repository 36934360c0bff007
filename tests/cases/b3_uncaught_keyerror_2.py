print({(1, 'x'): 1}.get((2, 'y'), 'absent'))
print((2, 'y') in {(1, 'x'): 1})
d = {(1, 'x'): 'tuple key'}
print(d[(1, 'x')])
print(d[(2, 'y')])
