# binascii's native codecs against CPython: base64 decoding in both modes
# (pads, skipped bytes, the errors' words), round trips of every length,
# hex both ways, uuencode, checksums over many lengths (the sliced CRC-32
# path and its tail), argument errors.
import binascii


def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)


cases = [b'', b'=', b'==', b'=abc', b'ab==', b'ab==c', b'abcd=', b'abcd==', b'ab=c', b'a',
         b'abcde', b'ab=', b'ab!c', b'abc=', b'YQ==YQ==', b'YW Jj\nZA==', b'Y\x00W\xffJj',
         b'YWJjZGVm', b'YWJjZGVmZw', b'YWJjZGVmZw=', b'YWJjZGVmZw==', b'YWJj====',
         b'a=b=c=d=', b'-_-_', b'ab\n==\n', 'YWJj', 'YW\u00e9J', bytearray(b'YWJj'),
         memoryview(b'xYWJjx')[1:5], b'YWJjZA==\n', b'!!!!', b'AAAA' * 5 + b'A']
for c in cases:
    for strict in (False, True):
        t(binascii.a2b_base64, c, strict_mode=strict)
t(binascii.a2b_base64, 5)
t(binascii.a2b_base64, b'YQ==', strict_mode=[])
t(binascii.a2b_base64, b'YQ==', True)
t(binascii.a2b_base64)

data = bytes((i * 37 + 11) % 256 for i in range(300))
for n in list(range(0, 20)) + [44, 45, 46, 57, 58, 299, 300]:
    enc = binascii.b2a_base64(data[:n])
    assert binascii.a2b_base64(enc) == data[:n]
    assert binascii.a2b_base64(enc[:-1], strict_mode=True) == data[:n]
    print(n, enc, binascii.b2a_base64(data[:n], newline=False)[-3:])
t(binascii.b2a_base64, 'abc')
t(binascii.b2a_base64, b'a', True)
t(binascii.b2a_base64, b'a', newline=[])
t(binascii.b2a_base64, b'a', x=1)
t(binascii.b2a_base64)
print(binascii.b2a_base64(memoryview(b'hello')), binascii.b2a_base64(bytearray(b'hi'), newline=0))

for h in [b'', b'00ff', b'0A0b', '0a0B', b'abc', b'0g', b'0 ', 'é0', bytearray(b'ffee'), 7,
          memoryview(b'1234')]:
    t(binascii.unhexlify, h)
    t(binascii.a2b_hex, h)
print(binascii.hexlify(data[:40]), binascii.b2a_hex(memoryview(data)[3:9]))
for sep, per in [('-', 1), (b'.', 3), (':', -3), ('-', 0), ('\xe9', 2), ('-', 40), ('-', -40)]:
    print(binascii.hexlify(data[:10], sep, per), binascii.b2a_hex(data[:1], sep, per),
          binascii.hexlify(b'', sep, per))
t(binascii.hexlify, b'ab', sep='-', bytes_per_sep=2**40)
t(binascii.hexlify, b'ab', '-', 2**31)
t(binascii.hexlify, b'ab', ['-'])
t(binascii.hexlify, b'ab', '-', 1, 2)
t(binascii.hexlify, data=b'ab', sep=b'-')
t(binascii.hexlify, b'ab', data=b'x')

for n in range(0, 47):
    line = binascii.b2a_uu(data[:n]) if n <= 45 else None
    if line is not None:
        assert binascii.a2b_uu(line) == data[:n]
        print(n, line, binascii.b2a_uu(data[:n], backtick=True)[-6:])
    else:
        t(binascii.b2a_uu, data[:n])
for u in [b'', b'\n', b'!80``\n', b'#86)C\n', b'#86', b'#86)C  \n', b'#86)Cxx\n', b'#8\x016)C',
          '#86)C', b'$86)C', b'!\x7f']:
    t(binascii.a2b_uu, u)

big = bytes(range(256)) * 40 + b'tail'
sums = []
for n in [0, 1, 7, 8, 9, 15, 16, 17, 63, 64, 65, 1000, len(big)]:
    sums.append((binascii.crc32(big[:n]), binascii.crc32(big[:n], 12345), binascii.crc_hqx(big[:n], 0),
                 binascii.crc_hqx(big[:n], 0xabcd)))
print(sums)
c = 0
for k in range(0, len(big), 333):
    c = binascii.crc32(big[k:k + 333], c)
print(c == binascii.crc32(big), binascii.crc32(bytearray(big)) == binascii.crc32(memoryview(big)))
t(binascii.crc32, b'x', 2**70 + 3)
t(binascii.crc32, b'x', -2**70 - 3)
t(binascii.crc32, b'x', 1.0)
t(binascii.crc32, 'x')
t(binascii.crc32)
t(binascii.crc32, b'x', 1, 2)
t(binascii.crc_hqx, b'x')
t(binascii.crc_hqx, b'x', 2**40 + 7)
t(binascii.crc_hqx, b'x', None)
t(binascii.crc32, b'x', crc=1)
print(binascii.crc32, binascii.hexlify, binascii.b2a_hex.__name__, binascii.Error.__mro__[1:3],
      issubclass(binascii.Incomplete, Exception))
t(binascii.unhexlify)
t(binascii.a2b_hex, b'00', b'11')
t(binascii.unhexlify, hexstr=b'00')
