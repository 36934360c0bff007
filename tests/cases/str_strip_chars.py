def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

s = 'xxyhelloyxx'
print(repr(s.strip('xy')), repr(s.lstrip('xy')), repr(s.rstrip('xy')), repr(s.strip('')), repr(s.strip('x')), repr(s.strip(None)))
print(repr('www.example.com'.strip('cmowz.')), repr('   spaced   '.strip()), repr('\t\n x \r\n'.strip()))
print(repr('ééxéé'.strip('é')), repr('€a𝔘b€'.strip('€𝔘')), repr('€a𝔘b€'.lstrip('€a')), repr('€a𝔘b€'.rstrip('b€')))
print(repr('aaaa'.strip('a')), repr(''.strip('a')), repr(''.strip()), repr('abc'.strip('cba')))
print(repr('xyzzy'.strip('zyxwvutsrqponmlkjihgfedcbaé€𝔘')))
show(lambda: 'a'.strip(1))
show(lambda: 'a'.lstrip(['a']))
show(lambda: 'a'.rstrip('a', 'b'))
show(lambda: 'a'.strip(chars='a'))
