print('{} {} {}'.format(1, 'a', [2]))
print('{0} {1} {0}'.format('x', 'y'))
print('{a}-{b}'.format(a=1, b=2), '{0[1]} {1[k]}'.format([5, 6], {'k': 'v'}))
print('{:>6}|{:<6}|{:^6}|{:=+6}'.format(1, 2, 3, 4))
print('{:.3f} {:.2%} {:,} {:x} {!r} {!s}'.format(3.14159, 0.256, 10**6, 255, 'q', 'q'))
print('{0:{1}}|{0:>{1}}|{2:.{3}f}'.format('ab', 6, 2.71828, 2))
print('{{literal}} {}'.format('x'), '{:d}'.format(True), '{:5}'.format(True))
print('{}'.format(None), '{!s:10}'.format(None) + '|', '{!r:>10}'.format('a'))
print('{0.real} {0.imag}'.format(5), '{:c}'.format(65), '{:n}'.format(1234))
for fmt, args in [('{} {}', (1,)), ('{0} {}', (1, 2)), ('{x}', ()), ('{:d}', ('a',)), ('{:s}', (1,)),
                  ('{', ()), ('}', ()), ('{0[5]}', ([1],)), ('{:z}', (1,)), ('{!x}', (1,))]:
    try:
        print(fmt.format(*args))
    except (IndexError, KeyError, ValueError, TypeError) as e:
        print(type(e).__name__, e)
