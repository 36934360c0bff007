print(float('  7 '))
for s in ['1e3', ' -2.5 ', 'inf']:
    print(repr(s), float(s))
print(float('1.5'))
print(float('one point five'))
