s = 'Hello, Wörld! 日本 😀'
codes = [ord(c) for c in s]
print(codes)
print(''.join(chr(c) for c in codes) == s, len(s), len(codes))
print([hex(ord(c)) for c in 'aZ~é'], chr(0x41) + chr(0x42), chr(ord('a') - 32))
caesar = ''.join(chr((ord(c) - 97 + 3) % 26 + 97) if c.islower() else c for c in 'xyz abc!')
print(caesar)
print(chr(65), chr(True), repr(chr(0)), repr(chr(0x7f)), repr(chr(0x85)), repr(chr(0xad)))
print(repr(chr(0x2028)), repr(chr(0xe000)), repr(chr(0x10ffff)), repr(chr(0x1f600)), ascii(chr(0x1f600)))
for bad in [lambda: chr(65.0), lambda: ord(1.5), lambda: ord(''), lambda: chr(-5)]:
    try:
        print(bad())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
