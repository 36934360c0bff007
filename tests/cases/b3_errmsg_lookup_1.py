d = {'a': 1, 2: 'b', (1, 2): 'c'}
for k in ['z', 3, (1, 3), None, 1.5, '', "it's", 'q"']:
    try:
        d[k]
    except KeyError as e:
        print(type(e).__name__, e, repr(e), e.args)
for seq in [[1, 2], (1, 2), 'ab', range(2)]:
    try:
        seq[5]
    except IndexError as e:
        print(type(e).__name__, e)
try:
    [][0]
except IndexError as e:
    print(type(e).__name__, e)
try:
    x = [1]
    x[1] = 2
except IndexError as e:
    print(type(e).__name__, e)
try:
    del d['nope']
except KeyError as e:
    print(type(e).__name__, e)
try:
    set().remove('gone')
except KeyError as e:
    print(type(e).__name__, e)
try:
    {}.popitem()
except KeyError as e:
    print(type(e).__name__, e)
try:
    [].index(1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    'abc'.index('z')
except ValueError as e:
    print(type(e).__name__, e)
