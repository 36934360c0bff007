# codecs' transforms that are no text encodings (rot13, hex, base64, zlib,
# quopri) through codecs.encode/decode/lookup, with CPython's wrapped errors;
# str.encode/bytes.decode refuse them with CPython's LookupError; base64's
# encodebytes/decodebytes with their own type error.
import codecs, base64, binascii
for e in ['rot13', 'rot_13', 'ROT-13', 'hex', 'hex_codec', 'base64', 'base_64', 'zlib', 'zip', 'quopri', 'quoted-printable']:
    print(e, codecs.lookup(e).name)
print(codecs.encode(b'hi', 'base64'), codecs.encode(b'hi', 'hex'), codecs.decode('uryyb', 'rot13'), codecs.encode("Hello, World! 123", "rot_13"))
print(codecs.decode('6869', 'hex'), codecs.decode(b'aGk=\n', 'base64'), codecs.decode(codecs.encode(b'abc' * 9, 'zlib'), 'zlib'))
print(codecs.encode(b'caf\xc3\xa9 = ok\tx', 'quopri'), codecs.decode(b'caf=C3=A9', 'quopri'))
print(codecs.lookup('hex').encode(b'ab'), codecs.lookup('rot13').decode('nop'), codecs.lookup('base64').decode(b'YWI=\n'))
for a in [(b'x', 'rot13'), ('x', 'hex'), ('x', 'base64'), (b'zz', 'hex'), (b'x', 'Hex'), (5, 'zlib'), (b'not zlib', 'zlib')]:
    for f in (codecs.encode, codecs.decode):
        try:
            print(f.__name__, a, f(*a))
        except Exception as x:
            print(f.__name__, a, type(x).__name__, x)
for a in ['x', 5, bytearray(b'ab')]:
    for f in (base64.encodebytes, base64.decodebytes):
        try:
            print(f(a))
        except Exception as e:
            print(type(e).__name__, e)
for enc in ('HEX', 'Rot-13', 'zip', 'base64', 'quoted-printable', 'utf-8', 'nope'):
    for f in (lambda: 'x'.encode(enc), lambda: b'x'.decode(enc), lambda: bytearray(b'x').decode(enc), lambda: str(b'x', enc)):
        try:
            print(enc, f())
        except LookupError as e:
            print(enc, type(e).__name__, e)
