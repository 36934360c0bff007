# binascii.hexlify separators and crc32 seeds in CPython's words: the length
# is checked first, a str separator of one latin-1 character or a bytes
# one is that byte; a non-int seed cannot be interpreted as an integer.
import binascii
def t(fn):
    try: print(repr(fn()))
    except Exception as e: print(type(e).__name__, e)
for fn in [lambda: binascii.hexlify(b'abcd', b'--'), lambda: binascii.hexlify(b'ab', b''), lambda: binascii.hexlify(b'ab', '€'), lambda: binascii.hexlify(b'ab', 5),
           lambda: binascii.hexlify(b'ab', b'\xff'), lambda: binascii.hexlify(b'ab', '\xff'), lambda: binascii.hexlify(b'abcde', b'-', -2), lambda: binascii.hexlify(b'a', b'-', 1.5),
           lambda: binascii.hexlify(b'ab', bytearray(b'|')), lambda: binascii.crc32(b'x', 'y'), lambda: binascii.crc32('x'), lambda: binascii.crc32(b'x', True), lambda: binascii.b2a_hex(b'ab', ':')]:
    t(fn)
