# bytes edges a public test suite found: ranges past the end, hex() group
# sizes beyond a C int, the surrogatepass / namereplace handlers, Argument
# Clinic's "None", and bytes % with user objects and odd directives.


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


# a start past the end finds nothing, not even b''
for data in (b'hello', bytearray(b'hello')):
    print(data.find(b'', 10), data.rfind(b'', 10), data.count(b'', 10),
          data.startswith(b'', 10), data.endswith(b'', 10), data.find(b'', 5),
          data.count(b'', 5), data.find(b'l', 2, 100))
show(lambda: b'hello'.index(b'', 6))

# hex(): the group size is a C int
show(lambda: b'A'.hex(':', -9223372036854775808))
show(lambda: b'A'.hex(':', 2147483648))
show(lambda: b'A'.hex(':', 10 ** 30))
print(b'\x01\x02\x03'.hex(':', -2147483648), b'\x01\x02\x03'.hex(':', 2147483647))
show(lambda: b'\x01\x02'.hex('\xff'))
show(lambda: b'\x01\x02'.hex('\u20ac'))
show(lambda: b'\x01\x02'.hex('ab'))

# error handlers
show(lambda: b'h\xe9llo'.decode('ascii', 'surrogatepass'))
show(lambda: b'h\xe9llo'.decode('latin-1', 'surrogatepass'))
show(lambda: b'a\xed\xa0\x80b'.decode('utf-8', 'surrogatepass') == 'a\ud800b')
show(lambda: b'a\xffb'.decode('utf-8', 'surrogatepass'))
show(lambda: 'a\ud800b'.encode('utf-8', 'surrogatepass'))
show(lambda: 'a\xe9'.encode('ascii', 'surrogatepass'))
show(lambda: b'h\xe9llo'.decode('ascii', 'namereplace'))
show(lambda: 'a\u20ac\U0001f600x\u0378\xe9'.encode('ascii', 'namereplace'))
show(lambda: 'caf\xe9'.encode('latin-1', 'namereplace'))

# Argument Clinic says None
show(lambda: b'hello'.decode(None))
show(lambda: b'hello'.decode('utf-8', None))
show(lambda: bytes.fromhex(None))
show(lambda: str(b'x', None))


class Shown:
    def __repr__(self):
        return 'shown-\xe9'


class Index:
    def __index__(self):
        return 66


class AsBytes:
    def __bytes__(self):
        return b'raw'


for t, a in [(b'%r', Shown()), (b'%a|%5r|', (Shown(), 7)), (b'%c', Index()), (b'%d', Index()),
             (b'%x', Index()), (b'%f', Index()), (b'%s', AsBytes()), (b'%(k)b', {b'k': AsBytes()}),
             (b'%s', Shown()), (bytearray(b'%r'), Shown()), (b'%d %d', (Index(),)),
             (b'%d', (Index(), 1)), (b'%\xe9', 1), (b'ab%\xe9', 1), (b'%\x7f', 1), (b'%\x1f', 1),
             (b'%.3000000000d', 1), (b'%f', 'x'), (b'%f', None), (b'%f', 10 ** 400),
             (b'%e', 2 ** 1024), (b'%f', True)]:
    show(lambda: t % a)
show(lambda: '%\x7f' % 1)
show(lambda: '%\xe9' % 1)
show(lambda: '%.3000000000d' % 1)
show(lambda: '%f' % 'x')


# bytes(x) asks a user object's __bytes__, then __index__, then its items
class Items:
    def __iter__(self):
        return iter([72, 105])


class Plain:
    pass


class BadBytes:
    def __bytes__(self):
        return 'text'


print(bytes(AsBytes()), bytes(Index()), bytes(Items()), bytearray(Index()), bytearray(Items()))
show(lambda: bytearray(AsBytes()))
show(lambda: bytes(Plain()))
show(lambda: bytearray(Plain()))
show(lambda: bytes(BadBytes()))
