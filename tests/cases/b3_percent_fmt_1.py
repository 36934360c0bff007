print('%d %s %r' % (5, 'x', 'x'))
print('%5d|%-5d|%05d|%+d|% d' % (42, 42, 42, 42, 42))
print('%.2f|%10.3f|%-10.1f|%e|%.2E|%g|%G' % (3.14159, 2.5, 1.25, 12345.678, 0.00012, 1e-10, 1e20))
print('%x|%X|%#x|%o|%#o|%c|%c' % (255, 255, 255, 8, 8, 65, 'z'))
print('%s' % [1, 2], '%s' % (1,), '%r' % ((1, 2),), '%s and %s' % ('a', 'b'))
print('%(name)s is %(age)d' % {'name': 'Ann', 'age': 30}, '%%', '100%% %d' % 5)
print('%*d|%-*d|%.*f' % (6, 1, 4, 2, 3, 3.14159))
print('%s' % None, '%d' % True, '%d' % 3.99, '%i' % -2, '%u' % 7, '%.3s' % 'abcdef')
for fmt, args in [('%d', 'a'), ('%d %d', (1,)), ('%d', (1, 2)), ('%z', 1), ('%(a)s', 1), ('%c', 'ab'), ('%c', -1), ('%d', [1])]:
    try:
        print(fmt % args)
    except (TypeError, ValueError, KeyError, OverflowError) as e:
        print(type(e).__name__, e)
