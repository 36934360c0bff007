# re: matching semantics (groups in repeats, lookarounds, atomic and
# possessive, conditionals, case folding, Unicode classes, anchors, pos)
import re

tests = [
    (r"(a|ab)(c|bcd)(d*)", "abcd"), (r"(a+)+b", "aaab"), (r"(?:(a)|b)*", "ab"),
    (r"((a)|b)+", "ab"), (r"(a*)*", "b"), (r"(a*)+", "b"), (r"(?:x(y)?)+", "xyx"),
    (r"(a+?)(a*)", "aaa"), (r"(a??)(a*)", "aa"), (r"a{2,3}?", "aaaa"),
    (r"(?>a+)a", "aaa"), (r"a++a", "aaa"), (r"a*+b", "aab"), (r"(?:ab)++c", "ababc"),
    (r"(?:a|ab)*+c", "aababc"), (r"(a)\1", "aa"), (r"(?i)(a)\1", "aA"),
    (r"(?P<q>['\"]).*?(?P=q)", "say 'hi' \"x\""), (r"(?<=ab)c", "abc"), (r"(?<!ab)c", "xbc"),
    (r"a(?=b)", "ab"), (r"a(?!b)", "ab a"), (r"(a)?(?(1)b|c)", "c"), (r"(a)?(?(1)b|c)", "ab"),
    (r"(?P<n>a)?(?(n)b|c)d", "bd cd"), (r"x(?=(a))?", "xa"), (r"(?:(?!a).)*", "bcab"),
    (r"\bfoo\b", "a foo b"), (r"\Bo\B", "foo boo"), (r"^\w+$", "abc\n"), (r"^b", "a\nb"),
    (r"(?m)^b$", "a\nb\nc"), (r"a.c", "a\nc"), (r"(?s)a.c", "a\nc"), (r"\Aa\Z", "a\n"),
    (r"\w+", "héllo wörld"), (r"(?a)\w+", "héllo"), (r"\d+", "x٣٤5y"), (r"\s+", "a\u2003\x1cb"),
    (r"[^\W\d_]+", "ab12cd_e"), (r"ſ", "S"), (r"(?i)ſ", "s"), (r"(?i)[a-z]+", "KELVIN\u212a"),
    (r"(?i)ß", "ẞ"), (r"(?i)\u03c3+", "\u03a3\u03c2\u03c3"), (r"(?i)[k]", "\u212a"),
    (r"(?ia)[k]", "\u212a"), (r"(?i)\u0130", "i"), (r"(?i)[^a]", "A"), (r"[\s\S]+", "a\nb"),
    (r"(?x) a b # comment\n c", "abc"), (r"[]a]+", "]a]"), (r"[a-]+", "-a"), (r"\x41\101\u0042", "AAB"),
    (r"(?:a|)*b", "aab"), (r"(?:a??)*b", "aab"), (r"(?:()|a)*b", "aab"), (r"((?:a|b)*?)b", "aab"),
    (r"(a|b)*?c", "abac"), (r"(?i:a)b", "Ab AB"), (r"(?-i:a)b", "aB"), (r"a{,2}b{2,}", "aabbb"),
    (r"x{2}{", "xx{"), (r"a{1,0}?", "a") if False else (r"a{0}", "a"), (r"(?<=\d{3})x", "123x"),
]
for pat, s in tests:
    flags = re.I if pat == r"(?-i:a)b" else 0
    r = re.compile(pat, flags)
    m = r.search(s)
    if m:
        print(pat, "|", m.span(), m.groups(), m.lastindex)
    else:
        print(pat, "| None")
    print("  ", [m.span() for m in r.finditer(s)], r.findall(s))

p = re.compile(r"\w+")
print(p.search("ab cd", 3), p.search("ab cd", 1, 2), p.match("ab", 5), p.search("ab", -3, 100))
print(re.compile("^a").search("ba", 1), re.compile("(?m)^a").search("b\na", 2))
print(re.compile("a$").search("ab", 0, 1), re.compile(r"\b").findall("ab cd", 1, 4))
print(re.compile(r"(?<=a)b").search("ab", 1))
