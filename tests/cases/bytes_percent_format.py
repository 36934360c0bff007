# bytes % args and bytearray % args: %s/%b take bytes-like objects, %r is
# %a, %c takes an int below 256 or one byte; mapping keys are bytes
print(b'%s|%b|%r|%a|%c|%c|%5.1f|%-4d|%x|%%' % (b'ab', bytearray(b'cd'), 'x\u00e9', b'q', 65, b'z', 2.25, 7, 255))
print(bytearray(b'%d-%s') % (5, b'\xff'), b'%(a)s=%(b)d' % {b'a': b'v', b'b': 3}, b'\xe9%s' % b'\x00')
print(b'%05d|%+.2e|%#o|%10s|%-6s|' % (42, 1234.5, 8, b'right', b'left'), b'%.2s' % b'abcdef', b'%i' % True)
for f, a in [(b'%c', 256), (b'%c', 'a'), (b'%c', b'ab'), (b'%s', 'x'), (b'%s %s', (1,)),
             (b'%d %d', (1, 2, 3)), (b'%c', -1), (b'%d', b'1'), (b'%(x)s', {'x': b'1'}), (b'%y', 1)]:
    try:
        print(f % a)
    except (TypeError, ValueError, OverflowError, KeyError) as e:
        print(type(e).__name__, e)
