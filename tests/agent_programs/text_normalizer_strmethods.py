# Customer-name and address normalizer using str methods: translate/maketrans, casefold, partition/rpartition, expandtabs, splitlines(keepends), zfill, center, title/capitalize/swapcase, removeprefix/suffix, is* predicates, encode errors.
users = [get_user(i) for i in range(1, 13)]
raw = [
    "  Ada\tLovelace  ", "ALAN TURING", "grace   hopper", "Edsger W. Dijkstra", "barbara liskov-jones",
    "Straße 12\tBerlin", "ǅemal Ǉubić", "o'neil mcdonald", "ﬁnn ﬂynn", "İstanbul İlçe", "x\u00a0y", "Ⅻ chapter",
]
SMART = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u00a0": " ", "\t": " "})
STRIP_PUNCT = str.maketrans("", "", ".,;:!?")
for s in raw:
    t = s.translate(SMART)
    clean = " ".join(t.split())
    print(f"{s!r:28} title={clean.title()!r:26} cap={clean.capitalize()!r:24} cf={clean.casefold()!r}")
print("Ab".swapcase(), "ß".upper(), "ß".casefold(), "İ".lower(), len("İ".lower()), "ﬁ".upper(), "ǅ".lower(), "ǆ".title(), "σς".upper(), "ΣΑΣ".lower())
for u in users[:5]:
    local, at, domain = u["email"].partition("@")
    first, _, last = u["name"].rpartition(" ")
    print(f"{u['id']:03d}|{local:>18}|{domain.removesuffix('.com'):^9}|{last.upper():<10}|{first[:1]}.|{str(u['id']).zfill(5)}|{u['tier'].center(12, '*')}")
print("a\tbb\tccc\td".expandtabs(4), "|", "x\ty".expandtabs(), "|", "12\t3".expandtabs(1))
text = "line one\r\nline two\rline three\nlast\x0bvt\x1cfs\u2028ls"
print(text.splitlines(), text.splitlines(keepends=True)[:3], "".splitlines(), "x\n".split("\n"))
print("-42".zfill(6), "+7".zfill(4), "abc".zfill(5), "42".rjust(6, "0"), "ab".ljust(5, "."), "ab".center(7, "-"), "ab".center(6))
print("Report: Q1".removeprefix("Report: "), "draft.txt".removesuffix(".txt"), "x".removeprefix(""), "www.example.com".lstrip("w."), "  ..hi..  ".strip(" ."))
for s in ["123", "١٢٣", "½", "²", "3.14", "-1", "Ⅻ", "abc", "abc123", "", " ", "ABC", "Title Case", "snake_case", "class", "_x1", "1x"]:
    print(f"{s!r:14} dec={s.isdecimal():d} dig={s.isdigit():d} num={s.isnumeric():d} alpha={s.isalpha():d} alnum={s.isalnum():d} "
          f"space={s.isspace():d} up={s.isupper():d} title={s.istitle():d} ident={s.isidentifier():d} print={s.isprintable():d} ascii={s.isascii():d}")
for s in ["café", "naïve €5", "日本"]:
    print(s.encode("ascii", errors="replace"), s.encode("ascii", "ignore"), s.encode("ascii", "xmlcharrefreplace"), s.encode("ascii", "backslashreplace"), s.encode("utf-8"), len(s.encode("utf-16-le")))
try:
    "café".encode("ascii")
except UnicodeEncodeError as e:
    print("UnicodeEncodeError:", e, e.start, e.end, e.reason)
try:
    b"caf\xc3".decode("utf-8")
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e)
print(b"caf\xe9".decode("latin-1"), b"\xff\xfe".decode("utf-8", "replace"), b"a\x80b".decode("ascii", "ignore"), b"x\xffy".decode("utf-8", "backslashreplace"))
print("a,b,,c".split(","), "a,b,,c".split(",", 1), "a b  c ".split(), " a b ".split(" "), "a,b,c".rsplit(",", 1), "abcabc".count("bc"), "abc".find("z"), "abcabc".rfind("b"), "abcabc".rindex("c"))
print("hello world".replace("o", "0", 1), "-".join("abc"), "x".join([]), "tEST sTRING".capitalize(), "{}-{}".format(*"ab"), "%s" % "z", "Hello"[::-1], "abc" * 0)
print("The Quick  Fox".title(), "they're bill's".title(), "3rd place".title(), "HTTP-server v2".title(), "élan vital".title())
print(ord("€"), chr(8364), hex(ord("😀")), "😀".encode("utf-8"), len("😀"), ascii("é😀\n"), repr("tab\there"), repr("quote'\""), repr('only\'single'), str(b"x"))
try:
    "abc".index("z")
except ValueError as e:
    print("ValueError:", e)
try:
    "a".join([1, 2])
except TypeError as e:
    print("TypeError:", e)
try:
    "abc".center(5, "ab")
except TypeError as e:
    print("TypeError:", e)
try:
    "x".split("")
except ValueError as e:
    print("ValueError:", e)
