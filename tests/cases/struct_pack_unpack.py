# struct: every format code under every byte order, counts, alignment,
# round trips and CPython's struct.error messages
import struct


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


vals = {'b': -5, 'B': 200, 'h': -1234, 'H': 60000, 'i': -123456, 'I': 4000000000,
        'l': -7, 'L': 7, 'q': -2 ** 40, 'Q': 2 ** 63 + 5, 'n': -3, 'N': 3, 'P': 4096,
        'e': 1.5, 'f': -0.1, 'd': 3.141592653589793, '?': 1, 'c': b'z'}
for order in ('', '@', '=', '<', '>', '!'):
    for code, v in vals.items():
        if order not in ('', '@') and code in 'nNP':
            continue
        fmt = order + code
        b = struct.pack(fmt, v)
        print(fmt, struct.calcsize(fmt), b, struct.unpack(fmt, b))
print(struct.calcsize('bi'), struct.calcsize('=bi'), struct.calcsize('b0i'), struct.calcsize('@bhiqd'),
      struct.calcsize('3s2x?'), struct.calcsize('5p'), struct.calcsize(' i  h '), struct.calcsize(b'<2i'))
b = struct.pack('<2h3s5p?x', 1, -2, b'abcdef', b'hi', True)
print(b, struct.unpack('<2h3s5p?x', b))
print(struct.pack('3s', b'a'), struct.pack('0s', b'x'), struct.pack('2p', b'xyz'), struct.pack('0p', b''))
print(struct.pack('>e', 65504.0), struct.pack('<e', 5.960464477539063e-08), struct.pack('<e', 1e-8),
      struct.unpack('<e', b'\x00\x7c'), struct.unpack('>e', b'\x3c\x00'), struct.pack('<e', -0.0))
for x in (0.1, 1 / 3, 2049.0, 2050.0, 2051.0, 65519.99, 6.1e-05, 1e-7, 3e-8, 2.98e-08):
    print(x, struct.pack('<e', x), struct.unpack('<e', struct.pack('<e', x)))
print(struct.pack('<f', float('inf')), struct.unpack('<d', struct.pack('<d', -0.0)), struct.pack('>d', 1))
print(struct.unpack('<Q', b'\xff' * 8), struct.unpack('<q', b'\xff' * 8), struct.unpack('>H', b'\x01\x02'))
print(struct.unpack('?', b'\x02'), struct.unpack('c', b'\x00'), struct.pack('?', []), struct.pack('?', 'x'))
print(struct.pack('i', True), struct.pack('<H', 65535), struct.pack('>q', -1), struct.pack('<Q', 2 ** 64 - 1))
print(list(struct.iter_unpack('<h', b'\x01\x00\x02\x00\x03\x00')))
buf = bytearray(10)
struct.pack_into('<hi', buf, 2, 7, -1)
print(buf, struct.unpack_from('<hi', buf, 2), struct.unpack_from('<h', buf), struct.unpack_from('<h', buf, offset=-2))
struct.pack_into('<h', buf, -4, 0x4142)
print(buf, struct.unpack_from('<h', memoryview(buf), 6))
s = struct.Struct('<ih')
print(s.size, s.format, struct.Struct(b'>q').format, s.pack(1, 2), s.unpack(b'\x01\x00\x00\x00\x02\x00'))
print(s.unpack_from(bytes(8), 2), list(s.iter_unpack(bytes(12))), type(s).__name__)
s.pack_into(buf, 0, 3, 4)
print(buf)
for fmt, v in (('b', 300), ('b', 2 ** 70), ('B', -1), ('h', 40000), ('H', -1), ('i', 2 ** 40),
               ('I', -1), ('I', 2 ** 40), ('l', 2 ** 70), ('L', -1), ('q', 2 ** 63), ('Q', -1),
               ('Q', 2 ** 64), ('n', 2 ** 63), ('N', -1), ('P', -2 ** 64), ('<h', 40000),
               ('>h', 40000), ('>H', -1), ('>H', 70000), ('<l', 2 ** 40), ('<L', 2 ** 40),
               ('>q', 2 ** 63), ('>Q', -1), ('<q', 2 ** 63), ('<Q', -1), ('>b', 300), ('>I', 2 ** 32),
               ('i', 1.5), ('i', '1'), ('d', 'x'), ('f', 1e300), ('<f', 1e300), ('e', 1e300),
               ('>e', 65520.0), ('c', b'ab'), ('c', 'a'), ('3s', 'abc'), ('3p', 1), ('d', 10 ** 400)):
    t(lambda: struct.pack(fmt, v))
t(lambda: struct.pack('i'))
t(lambda: struct.pack('i', 1, 2))
t(lambda: struct.pack('2s', b'a', b'b'))
t(lambda: struct.pack('z', 1))
t(lambda: struct.pack('3', 1))
t(lambda: struct.pack('<n', 1))
t(lambda: struct.pack(1, 1))
t(lambda: struct.calcsize('99999999999999999999i'))
t(lambda: struct.calcsize('q' * 3 + '9223372036854775807q'))
t(lambda: struct.unpack('i', b'abc'))
t(lambda: struct.unpack('i', 'abcd'))
t(lambda: struct.unpack_from('i', b'abcd', 2))
t(lambda: struct.unpack_from('i', b'abcd', -10))
t(lambda: struct.unpack_from('i', b'abcd', -2))
t(lambda: struct.pack_into('i', bytearray(4), 2, 1))
t(lambda: struct.pack_into('i', bytearray(4), -10, 1))
t(lambda: struct.pack_into('i', bytearray(4), -2, 1))
t(lambda: struct.pack_into('i', b'abcd', 0, 1))
t(lambda: struct.pack_into('i', bytearray(4), 0))
t(lambda: list(struct.iter_unpack('i', b'abcde')))
t(lambda: list(struct.iter_unpack('', b'')))
t(lambda: struct.Struct('i').pack('x'))
t(lambda: struct.Struct('y'))
print(issubclass(struct.error, Exception), struct.error.__name__)
