print('{0}{1}{0}'.format('ab', 'cd'), '{}{{}}{}'.format(1, 2), '{0!r:^10}'.format('x'))
print('{name:>6}|{0:<4}|{n[0]}|{d[k]}'.format('p', name='nm', n=[9], d={'k': 'v'}))
print('{:{fill}{align}{width}}'.format('z', fill='*', align='^', width=7))
print('{0:.{1}f} {0:.{2}e}'.format(3.14159, 2, 1), '{:,d}'.format(10**9), '{:_}'.format(10**6))
print('{:%}'.format(0.5), '{:.1%}'.format(1 / 3), '{!s:>5}'.format(12), '{!a}'.format('ñ'))
point = {'x': 1, 'y': 2}
print('({x}, {y})'.format(**point), '{0[x]}-{0[y]}'.format(point))
print('{}'.format([1, {'a': (2,)}]), '{:>10}'.format(str([1])), '{:10}|'.format('ab'))
for f, a, k in [('{0} {2}', (1, 2), {}), ('{a} {b}', (), {'a': 1}), ('{0[3]}', ('ab',), {}), ('{0.nope}', (1,), {}), ('{:>{}}', ('a',), {})]:
    try:
        print(f.format(*a, **k))
    except (IndexError, KeyError, AttributeError, ValueError) as e:
        print(type(e).__name__, e)
