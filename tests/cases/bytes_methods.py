# every bytes method, with bytes and bytearray receivers
B = b'  Hello, World! hello  '
for x in [B, bytearray(B)]:
    print(x.strip(), x.lstrip(), x.rstrip(), x.strip(b' Hd!'), x.upper(), x.lower())
    print(x.find(b'l'), x.rfind(b'l'), x.find(b'l', 5), x.find(b'l', 5, 8), x.find(108), x.find(b'zz'))
    print(x.index(b'o'), x.rindex(b'o'), x.count(b'l'), x.count(b'l', 0, 10), x.count(b''), x.count(111))
    print(x.startswith(b'  H'), x.endswith(b'  '), x.startswith((b'x', b'  ')), x.endswith(b'o', 0, -2))
    print(x.split(), x.split(b','), x.split(b'l', 2), x.rsplit(b'l', 2), x.rsplit(None, 1), x.split(maxsplit=1))
    print(x.replace(b'l', b'L'), x.replace(b'l', b'', 2), x.replace(b'', b'.')[:12])
    print(x.partition(b','), x.rpartition(b'l'), x.partition(b'#'), x.rpartition(b'#'))
    print(x.capitalize(), x.title(), x.swapcase(), x.center(30, b'*'), x.ljust(26, b'-'), x.rjust(26))
    print(x.removeprefix(b'  He'), x.removesuffix(b'lo  '), x.removeprefix(b'zz'))
    print(x.isalpha(), x.isalnum(), x.isdigit(), x.isspace(), x.islower(), x.isupper(), x.istitle(), x.isascii())
    print(type(x.strip()).__name__, type(x.split()[0]).__name__, type(x.partition(b',')[1]).__name__)
print(b'12'.zfill(5), b'-12'.zfill(5), b'+1'.zfill(4), b'abc'.zfill(2))
print(b'a\tb\tc'.expandtabs(), b'a\tbc\td'.expandtabs(4), bytearray(b'\t').expandtabs(2))
print(b'l1\nl2\r\nl3\rl4'.splitlines(), b'l1\nl2\r\n'.splitlines(True), b''.splitlines())
print(b', '.join([b'a', bytearray(b'b'), b'c']), bytearray(b'-').join([b'x', b'y']), b''.join([]))
print(b'\x00\xff\x10'.hex(), b'abc'.hex(':'), b'abcdef'.hex('-', 2), b'abcdef'.hex(b' ', -4), b''.hex())
print(bytes.fromhex('00ff 10'), bytearray.fromhex('de ad be ef'), bytes.fromhex(''))
t = bytes.maketrans(b'abc', b'xyz')
print(len(t), b'aabbcc'.translate(t), b'abcdef'.translate(None, b'bd'), b'abc'.translate(t, b'a'))
print(b'ABC'.isupper(), b'abc1'.islower(), b'Hello World'.istitle(), b'123'.isdigit(), b' \t\n'.isspace())
print(b'caf\xc3\xa9'.decode(), b'caf\xc3\xa9'.decode('utf-8'), b'caf\xc3\xa9'.decode(encoding='latin-1'))
gen = (x for x in [b'p', b'q'])
print(b'+'.join(gen))
for bad in [lambda: b'a'.find('a'), lambda: b'a'.split('a'), lambda: b'a'.join(['x']), lambda: b'a'.startswith('a'),
            lambda: b'abc'.index(b'z'), lambda: b'a'.replace('a', 'b'), lambda: b'a'.strip('a'),
            lambda: b'a'.split(b''), lambda: bytes.fromhex('0g'), lambda: bytes.fromhex('abc'),
            lambda: b'a'.center(5, b'ab'), lambda: bytes.maketrans(b'a', b'bc'), lambda: b'a'.translate(b'x'),
            lambda: b'a'.decode('nope'), lambda: b'a'.find(300), lambda: b'a'.partition(b''),
            lambda: b'a'.hex('::'), lambda: b'\xff'.decode('utf-8', 'strict'), lambda: b'\xff'.decode('ascii')]:
    try:
        print(bad())
    except (TypeError, ValueError, LookupError) as e:
        print(type(e).__name__, e)
print(bytes.upper(b'a'), bytearray.upper(bytearray(b'b')))
try:
    bytes.upper(bytearray(b'x'))
except TypeError as e:
    print(e)
