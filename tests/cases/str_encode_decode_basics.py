# bytes literals, operators, constructors, str.encode / bytes.decode with error handlers
b = b"hello\x00\xff'\"\n\t\\ \101\q"
print(b, repr(b), len(b), b[0], b[-1], b[1:4], b[::-2])
print(b'abc' + b'def', b'ab' * 3, 3 * b'x', b'' * 5)
print(b'abc' == b'abc', b'abc' < b'abd', b'a' != 'a', b'abc' == bytearray(b'abc'))
print(hash(b'abc') == hash(b'abc'), {b'a': 1}[b'a'])
print(98 in b'abc', b'bc' in b'abc', b'' in b'abc', list(b'abc'), [x for x in bytearray(b'hi')])
print(bytes(), bytes(3), bytes([65, 66]), bytes(range(3)), bytes(b'x'), bytes('hé', 'utf-8'), bytearray(b'ab'), bytearray(2))
print(br'\x41', rb"\n", b'''tri
ple''')
print('héllo €'.encode(), 'abc'.encode('ascii'), 'é'.encode('latin-1'), b'h\xc3\xa9'.decode(), b'\xe9'.decode('latin-1'))
for args in [('ascii','ignore'), ('ascii','replace'), ('ascii','xmlcharrefreplace'), ('ascii','backslashreplace'), ('latin-1','replace')]:
    print('h\xe9\u20ac\U0001f600!'.encode(*args))
for data, args in [(b'a\xffb\xe2\x82', ('utf-8','replace')), (b'a\xffb', ('utf-8','backslashreplace')), (b'a\xffb', ('utf-8','surrogateescape')), (b'a\xffb', ('utf-8','ignore')), (b'\xe9', ('ascii', 'replace'))]:
    print(repr(data.decode(*args)))
print(repr(b'a\xffb'.decode('utf-8','surrogateescape').encode('utf-8','surrogateescape')))
for bad in [lambda: '\ud800'.encode(), lambda: b'\xff'.decode(), lambda: b'a\xe2\x82'.decode(), lambda: b'\xe2\x82a'.decode(), lambda: b'\xed\xa0\x80'.decode(), lambda: 'ab\xe9\xe9c'.encode('ascii'), lambda: 'a'.encode('foo'), lambda: '\xe9'.encode('ascii', 'foo'), lambda: b'\xe9'.decode('ascii'), lambda: bytes('x'), lambda: bytes([256]), lambda: bytes([-1]), lambda: bytes(-1), lambda: b'a'[5], lambda: b'a' + 'b', lambda: 'a' in b'abc', lambda: hash(bytearray())]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
print(type(b''), type(bytearray()), isinstance(b'', bytes), str(b'x'), bytearray(b"it's"), b"it's", b'"', b'\'"')
print(str(b'caf\xc3\xa9', 'utf-8'), str(b'abc', encoding='ascii'))
