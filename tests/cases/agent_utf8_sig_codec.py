# utf-8-sig: encoding writes a BOM first; decoding drops one leading BOM and
import codecs
# reports errors in the bytes after it (CPython's utf_8_sig codec)
for n in ('utf-8-sig', 'utf8-sig', 'UTF_8_SIG', 'u8sig', 'utf_8_sig', 'Utf-8 Sig'):
    try:
        print(n, 'x'.encode(n))
    except LookupError as e:
        print(n, 'LookupError:', e)
for b in (b'\xef\xbb\xbfab\xffc', b'ab\xffc', b'\xef\xbb', b'\xef\xbb\xbf\xef\xbb\xbfx', b'',
          bytearray(b'\xef\xbb\xbf\xc3'), b'\xef\xbb\xbf'):
    try:
        print(repr(b.decode('utf-8-sig')))
    except UnicodeDecodeError as e:
        print(repr(e), e.object, e.start, e.end)
print(b'\xef\xbb\xbfab\xffc'.decode('utf-8-sig', 'replace'), 'a\udc80'.encode('utf-8-sig', 'surrogateescape'),
      ''.encode('utf-8-sig'), 'hé€'.encode('UTF-8-SIG'), 'hé€'.encode('utf-8-sig', 'strict').decode('utf-8-sig'))
print(b'\xef\xbb\xbfa\xffb'.decode('utf-8-sig', 'backslashreplace'), b'\xef\xbb\xbfa\xffb'.decode('utf-8-sig', 'ignore'))
try:
    'a\ud800'.encode('utf-8-sig')
except UnicodeEncodeError as e:
    print(repr(e))
try:
    'a\ud800'.encode('utf-8-sig', 'bogus')
except LookupError as e:
    print(repr(e))
try:
    b'\xff'.decode('utf-8-sig', 'bogus')
except LookupError as e:
    print(repr(e))
print(repr(b'\xef\xbb\xbfx'.decode('utf-8')), 'x'.encode('utf8'))
print(bytearray(b'\xef\xbb\xbfq').decode('utf-8-sig'), str(b'\xef\xbb\xbfz', 'utf-8-sig'))
import csv, io
text = '\ufeffsku,qty\nA,1\n'.encode('utf-8').decode('utf-8-sig')
print(list(csv.DictReader(io.StringIO(text))))
print(codecs.BOM_UTF8, codecs.encode("x", "utf-8-sig"), codecs.decode(b"\xef\xbb\xbfy", "utf-8-sig"))
print(codecs.lookup("UTF-8-SIG").name, codecs.lookup("utf_8_sig").encode("é"), codecs.lookup("utf-8-sig").decode(b"\xef\xbb\xbfz"))
try:
    codecs.encode(1, "utf-8-sig")
except TypeError as e:
    print(e)
