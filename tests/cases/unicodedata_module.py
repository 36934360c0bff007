import unicodedata

print(unicodedata.unidata_version)
print(ascii(unicodedata.lookup("EM DASH")), ascii(unicodedata.lookup("em dash")))
print(ascii(unicodedata.lookup(b"SNOWMAN")), ascii(unicodedata.lookup("LF")))
print(ascii(unicodedata.lookup("KEYCAP NUMBER SIGN")))
print(ascii(unicodedata.lookup("latin capital letter a with macron and grave")))
print(ascii(unicodedata.lookup("HANGUL SYLLABLE GAG")))
print(unicodedata.name("a"), unicodedata.name("\u2014"), unicodedata.name("\uac01"))
print(unicodedata.name("\u4e00"), unicodedata.name("\U0002a6df"))
print(unicodedata.name("\uf900"), unicodedata.name("\U0001f600"))
print(unicodedata.name("\n", "none"), unicodedata.name("\U000e0000", None))
for bad in [lambda: unicodedata.lookup(1), lambda: unicodedata.lookup(),
            lambda: unicodedata.lookup("a", "b"), lambda: unicodedata.lookup(name="x"),
            lambda: unicodedata.lookup("x" * 257), lambda: unicodedata.lookup("x" * 256),
            lambda: unicodedata.lookup("\u20ac"), lambda: unicodedata.lookup("hangul syllable gag"),
            lambda: unicodedata.lookup("CJK UNIFIED IDEOGRAPH-9FFFF"),
            lambda: unicodedata.name("ab"), lambda: unicodedata.name(1),
            lambda: unicodedata.name("\x00"), lambda: unicodedata.name("a", 1, 2),
            lambda: unicodedata.name(), lambda: unicodedata.name(chr=1)]:
    try:
        print(ascii(bad()))
    except (TypeError, KeyError, ValueError) as e:
        print(type(e).__name__, e)

# every 23rd code point: name() and lookup() of the name, in both cases
count = 0
check = 0
for c in range(0, 0x110000, 23):
    n = unicodedata.name(chr(c), None)
    if n is None:
        continue
    count += 1
    check = (check * 31 + sum(map(ord, n))) % 1000000007
    assert unicodedata.lookup(n) == chr(c), n
    if not n.startswith(("HANGUL SYLLABLE", "CJK UNIFIED")):
        assert unicodedata.lookup(n.lower()) == chr(c), n
print(count, check)

# bytes names: read as UTF-8 with replacement in the message; NUL ends it
for x in [b"EM DASH", b"\xff\xfe", b"a" * 257, "\x00x", b"\xffEM"]:
    try:
        print(ascii(unicodedata.lookup(x)))
    except KeyError as e:
        print(ascii(str(e)))
