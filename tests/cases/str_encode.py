# str.encode and bytes.decode: codecs, aliases, error handlers, messages
s = 'naïve café ☕ 😀'
for enc in ['utf-8', 'UTF8', 'utf_8', 'latin-1', 'ascii', 'iso-8859-1', 'L1', 'us-ascii']:
    for err in ['strict', 'ignore', 'replace', 'backslashreplace', 'xmlcharrefreplace']:
        try:
            print(enc, err, s.encode(enc, err))
        except UnicodeEncodeError as e:
            print(enc, err, type(e).__name__, e)
print(s.encode(), s.encode(encoding='utf-8', errors='strict'), 'abc'.encode('ascii'))
data = s.encode()
for enc in ['utf-8', 'ascii', 'latin-1']:
    for err in ['strict', 'ignore', 'replace', 'backslashreplace']:
        try:
            print(enc, err, repr(data.decode(enc, err)))
        except UnicodeDecodeError as e:
            print(enc, err, type(e).__name__, e)
bad = [b'\x80', b'\xc0\x80', b'\xe2\x82', b'\xe2\x28\xa1', b'\xf0\x9f\x98', b'\xf4\x90\x80\x80', b'\xed\xa0\x80', b'ok\xffok', b'\xf0\x9f\x98\x80']
for b in bad:
    try:
        print(repr(b.decode()))
    except UnicodeDecodeError as e:
        print(e)
    print(repr(b.decode('utf-8', 'replace')), repr(b.decode('utf-8', 'surrogateescape')))
round_trip = b'bin\xff\xfe\x00data'
text = round_trip.decode('utf-8', 'surrogateescape')
print(repr(text), text.encode('utf-8', 'surrogateescape') == round_trip)
print(repr('\udcff'.encode('latin-1', 'surrogateescape')))
for bad_call in [lambda: '\ud800'.encode(), lambda: 'x\ud800\udc00y'.encode('utf-8'), lambda: '€'.encode('latin-1'),
                 lambda: 'a'.encode('rot13x'), lambda: 'é'.encode('ascii', 'nope'), lambda: b'\xff'.decode('utf-8', 'nope'),
                 lambda: b'\xff'.decode('utf-8', 'xmlcharrefreplace'), lambda: 'a'.encode(1), lambda: str(b'a', 'utf-8', 1),
                 lambda: bytes('é', 'ascii'), lambda: str('a', 'utf-8'), lambda: str(1, 'utf-8')]:
    try:
        print(bad_call())
    except (UnicodeError, LookupError, TypeError) as e:
        print(type(e).__name__, e)
print(isinstance(UnicodeEncodeError, type), issubclass(UnicodeDecodeError, UnicodeError), issubclass(UnicodeEncodeError, ValueError))
print(str(b'\xc3\xa9', 'utf-8'), str(b'\xe9', 'latin-1'), str(bytearray(b'ab'), 'ascii'), str(b'a\xff', 'ascii', 'replace'))
