# bytes literals: every escape, raw forms, concatenation, repr quoting
print(b"\a\b\f\n\r\t\v\\\'\"\0\7\77\101\x00\x7f\x80\xff")
print(b'\q\u1234\N{DASH}', b'\777', b'\400')
print(rb'\x41\n', BR"\t", Rb'''a\
b''', b"""multi
line""")
print(b'a' b'b' B'c', b'' == b"", len(b'\x00' * 3))
print(repr(b"'"), repr(b'"'), repr(b'\'"'), repr(b''), repr(b'\\'))
print([b'x', (b'y',), {b'k': b'v'}])
print(bytearray(b"'"), bytearray(b'"'), bytearray(b'\'"'), bytearray())
print(b'%d' if False else b'ok', type(b'').__name__)
print(bytes(range(256)))
print(ascii(b'\xe9'), str(b'a'), f"{b'x'}", f"{b'x'!r}", "%s" % b'y', "%r" % b'z')
