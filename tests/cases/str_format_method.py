def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print('{} {}'.format(1, 'a'), '{1} {0}'.format('x', 'y'), '{a}-{b}'.format(a=1, b=2))
print('{0:>6}|{0:<6}|{0:^6}|'.format('ab'), '{:.3f}'.format(3.14159), '{:,}'.format(1234567))
print('{x!r} {x!s} {y:05d}'.format(x='q', y=42))
print('{0[1]} {d[k]} {{}}'.format([5, 6], d={'k': 'v'}))
print('{:{w}.{p}}'.format('abcdef', w=5, p=2))
print('no fields'.format(1, 2, x=3))
show(lambda: '{}'.format())
show(lambda: '{0} {}'.format(1, 2))
show(lambda: '{x}'.format(1))
show(lambda: '{'.format())
show(lambda: '}'.format())
show(lambda: '{:d}'.format('a'))
show(lambda: '{!z}'.format(1))
print(str.format('{}!', 'unbound'))
