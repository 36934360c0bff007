# the codecs module: lookup, encode, decode, CodecInfo, BOM constants
import codecs
print(codecs.lookup('UTF-8').name, codecs.lookup('latin1').name, codecs.lookup('u16').name, codecs.lookup('windows-1252').name, codecs.lookup('utf_32_be').name, codecs.lookup('646').name)
print(codecs.encode('h\xe9', 'utf-16-le'), codecs.decode(b'h\xc3\xa9'), codecs.decode(b'\xe9', 'latin-1', 'strict'), codecs.encode('x'))
for f in [lambda: codecs.lookup('nope'), lambda: codecs.encode(b'x', 'utf-8'), lambda: codecs.decode('x', 'utf-8'), lambda: codecs.encode('\xe9', 'ascii'), lambda: codecs.decode(b'\xff', 'utf-8', 'replace'),
   lambda: codecs.encode(1, 'latin-1'), lambda: codecs.decode(1, 'cp1252'), lambda: codecs.encode('x', 'nope'), lambda: codecs.lookup('utf-8')[0] is not None, lambda: codecs.decode(bytearray(b'a'), 'utf-16-le', 'ignore')]:
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__, e)
print(codecs.BOM_UTF8, codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE, codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE, codecs.BOM_UTF16, codecs.BOM_UTF32, codecs.BOM)
c = codecs.lookup('utf-8'); print(c.encode('ab'), c.decode(b'ab'), type(c).__name__, isinstance(c, tuple), len(c))
