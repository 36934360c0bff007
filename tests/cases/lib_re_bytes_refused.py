# re: a str pattern on bytes is CPython's TypeError; a bytes pattern is
# refused with a message that says what to do instead (baton's re works on
# str only)
# baton-expect-error: TypeError: baton's re has no bytes patterns: decode the pattern and the text (.decode('latin-1') keeps every byte as one character) and match str
import re
for f in (lambda: re.search('x', b'x'), lambda: re.compile('a').findall(bytearray(b'a')),
          lambda: re.sub('a', 'b', memoryview(b'a')), lambda: re.match('a', 5)):
    try:
        f()
    except TypeError as e:
        print(e)
print(re.findall('[\x80-\xff]', b'a\xe9\xff'.decode('latin-1')))
re.compile(b'x')
