print('-'.join(['a', 'b', 'c']), '-'.join(('x', 'y')), '-'.join('abc'), '-'.join([]), repr(''.join([])))
print(','.join({'k1': 1, 'k2': 2}), ','.join({'a': 1}.keys()), ','.join({'a': 'v'}.values()))
print('+'.join(x * 2 for x in 'abc'), '+'.join([s.upper() for s in 'xy']))
print('|'.join(map(str, range(5))), '|'.join(sorted({'c', 'a', 'b'})), '|'.join(reversed(['1', '2'])))
print('|'.join(filter(None, ['a', '', 'b'])), '|'.join(iter(['p', 'q'])))
print('é€'.join(['𝔘', 'ß', '']), len('é€'.join(['𝔘', 'ß', ''])))
x = 'only'
print(''.join([x]) == x, ' '.join(['a']), repr(''.join(['', ''])))
print(str.join('/', ['usr', 'lib']))
