# str.encode / bytes.decode for utf-16, utf-32 (BOM, -le, -be) and cp1252 with every
# error handler: CPython's results, messages and error positions
def t(f):
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__, e, getattr(e,'start',None), getattr(e,'end',None))
for enc in ['utf-16','utf-16-le','utf-16-be','utf-32','utf-32-le','utf-32-be','cp1252','utf_16','UTF16','u16','utf-32le','windows-1252','utf_16le']:
    t(lambda: 'a\u20ac\U0001f600'.encode(enc))
    t(lambda: 'a\u20ac\xe9'.encode(enc))
    t(lambda: ''.encode(enc))
for enc in ['utf-16','utf-16-le','utf-16-be','utf-32','utf-32-be','cp1252']:
    t(lambda: 'a\ud800b'.encode(enc))
    for err in ['ignore','replace','backslashreplace','xmlcharrefreplace','surrogateescape','surrogatepass','namereplace', 'bogus']:
        t(lambda: 'a\ud800\udc80b\u0100\U0001f600'.encode(enc, err))
for b, enc in [(b'\xff\xfea\x00', 'utf-16'), (b'\xfe\xff\x00a', 'utf-16'), (b'a\x00b', 'utf-16'), (b'a\x00', 'utf-16-be'),
               (b'\xfe\xff\x00', 'utf-16'), (b'\xff\xfea\x00', 'utf-16-le'), (b'', 'utf-16'), (b'', 'utf-32'),
               (b'\x00\xd8a\x00', 'utf-16-le'), (b'\x00\xdca\x00', 'utf-16-le'), (b'\x00\xd8', 'utf-16-le'), (b'\x00\xd8\x00', 'utf-16-le'),
               (b'\x3d\xd8\x00\xde', 'utf-16-le'), (b'\xd8\x3d\xde\x00', 'utf-16-be'), (b'\xd8\x00\x00a\xdc\x80', 'utf-16-be'),
               (b'\xff\xfe\x00\x00a\x00\x00\x00', 'utf-32'), (b'\x00\x00\xfe\xff\x00\x00\x00a', 'utf-32'), (b'a\x00\x00', 'utf-32'), (b'\x00\x00\x11\x00', 'utf-32-le'), (b'\x00\xd8\x00\x00', 'utf-32-le'),
               (b'\x00\x01\xf6\x00', 'utf-32-be'),
               (b'\x80\x81\x8d\xff', 'cp1252'), (b'\x80\x9f', 'cp1252'), (bytes(range(256)), 'cp1252'), (bytearray(b'\x81'), 'cp1252')]:
    t(lambda: b.decode(enc))
    for err in ['ignore','replace','backslashreplace','surrogateescape','surrogatepass', 'xmlcharrefreplace']:
        t(lambda: b.decode(enc, err))
s = 'h\xe9llo \u20ac \U0001f600'
for enc in ['utf-16', 'utf-16-be', 'utf-32', 'utf-32-le']:
    print(enc, s.encode(enc).decode(enc) == s, len(s.encode(enc)))
print(str(b'\xff\xfeh\x00i\x00', 'utf-16'), bytes('hi', 'utf-32-be'), bytearray('\u20ac', 'cp1252'))
