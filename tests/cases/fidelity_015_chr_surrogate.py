# chr() of a surrogate code point (0xD800-0xDFFF) raises ValueError "chr() of a
# surrogate is not supported", although baton accepts the same lone surrogate written
# as a "\ud800" literal; CPython returns '\ud800' from chr().
#
# CPython 3.11 prints:
#   '\ud800' 1
#   '\ud800'
#   [exit 0]
# baton prints:
#   '\ud800' 1
#   Traceback (most recent call last):
#     File "FILE", line 3, in <module>
#       print(repr(chr(0xd800)))
#   ValueError: chr() of a surrogate is not supported
#   [exit 1]

s = '\ud800'
print(repr(s), len(s))
print(repr(chr(0xd800)))
for c in (0xd800, 0xdbff, 0xdc00, 0xdfff):
    s = chr(c)
    print(repr(s), len(s), ord(s), s == '\udc00', s.isprintable())
print(repr(chr(0xd83d) + chr(0xde00)), len(chr(0xd83d) + chr(0xde00)))
