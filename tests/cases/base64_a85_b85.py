# base64's Ascii85 and Base85: encodings, padding, folding, wrapping, the
# Adobe markers and CPython's errors
import base64


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


samples = [b'', b'a', b'ab', b'abc', b'abcd', b'abcde', b'\x00\x00\x00\x00', b'\x00' * 5,
           b'    ', b'hello world!', bytes(range(256)), b'\xff' * 7, bytearray(b'xyz'), memoryview(b'mv!')]
for s in samples:
    e1, e2 = base64.a85encode(s), base64.b85encode(s)
    print(e1, e2, base64.a85encode(s, pad=True), base64.b85encode(s, pad=True))
    print(base64.a85decode(e1) == bytes(s), base64.b85decode(e2) == bytes(s))
print(base64.a85encode(b'    ab', foldspaces=True), base64.a85decode(b'y@:', foldspaces=True))
print(base64.a85encode(b'hello world, this is long', wrapcol=7))
print(base64.a85encode(b'hello world', adobe=True), base64.a85encode(b'hello world', adobe=True, wrapcol=5))
print(base64.a85decode(b'<~BOu!rD]j7BEbo7~>', adobe=True), base64.a85decode('87cURD]i,"Ebo80'),
      base64.a85decode(b'87cUR D]i,\n"Ebo80'), base64.a85decode(b'z'), base64.b85decode('Xk~0{Zy<MXa%^M'))
t(lambda: base64.a85decode(b'abc~>', adobe=True) if False else base64.a85decode(b'<~abc', adobe=True))
t(lambda: base64.a85decode(b'ab z'))
t(lambda: base64.a85decode(b'ab y', foldspaces=True))
t(lambda: base64.a85decode(b'abc{'))
t(lambda: base64.a85decode(b'uuuuu'))
t(lambda: base64.a85decode('\xe9'))
t(lambda: base64.a85decode(1))
t(lambda: base64.b85decode(b'ab|de\x00'))
t(lambda: base64.b85decode(b'~~~~~'))
t(lambda: base64.b85decode(b'"'))
t(lambda: base64.b85encode('str'))
t(lambda: base64.a85encode(5))
