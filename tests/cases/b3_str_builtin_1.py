n = 255
print(str(n), repr(n), ascii(n), format(n), format(n, 'x'), hex(n), '%d' % n, f'{n}', '{}'.format(n))
f = 0.1
print(str(f), repr(f), format(f), format(f, '.20f'), '%s %r %.3f' % (f, f, f), f'{f!r:>8}')
s = 'tab\there'
print(str(s), repr(s), ascii(s), format(s), format(s, '>12'), '%s|%r' % (s, s), f'{s!r}')
l = ['x', 1.0, None]
print(str(l), repr(l), ascii(l), format(l), '%s' % (l,), f'{l}', '{}'.format(l))
print(str(str), str(1 == 1), str(1 / 4), str(2 ** 0.5))
