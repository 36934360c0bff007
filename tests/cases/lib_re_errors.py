# re.error: CPython's messages and positions; template errors; bad flags
import re

pats = ["(", ")", "a)", "[a", "[z-a]", "*", "a**", "a{3,2}", "\\", "\\q", "(?P<1>x)",
        "(?P<a>x)(?P<a>y)", "(?P=z)", "(?<=a+)b", "(?<=(a)|bc)d", "(?(3)a|b)", "(?(a)x)",
        "(a)(?(1)b|c|d)", "(?", "(?P", "(?Px)", "(?<x)", "(?#abc", "x(?i)", "(?i-i:a)",
        "(?a:(?u:x))", "(?-a:x)", "(?L)x", "a{99999999999}", "\\x4", "\\u12g", "\\400",
        "\\1", "(a\\1)", "[\\d-z]", "a\n(b", "a\nb\n[c", "(?P<a b>x)", "(?P<>x)", "(?P<x",
        "(?(1x)a)", "(?(0)a)", "(?z)", "(?i", "(?-", "(?-z:x)", "(?i-:x)",
        "(?x)a  (  b", "[]", "[^]", "a|*", "(?:*)", "^*", "\\b+"]
for p in pats:
    try:
        re.compile(p)
    except re.error as e:
        print(repr(p), "->", e)
    except (OverflowError, ValueError) as e:
        print(repr(p), "->", type(e).__name__, e)
    else:
        print(repr(p), "-> ok")

for flags in [re.L, re.A | re.U, "x"]:
    try:
        re.compile("a", flags)
    except Exception as e:
        print(type(e).__name__, e)

for t in ["\\3", "\\g<9>", "\\g<x>", "\\g<1a>", "\\g<", "\\g", "\\g<>", "\\k", "\\",
          "\\400", "\\g<-1>", "a\n\\g<9"]:
    try:
        print(repr(re.sub("(a)(b)?", t, "ab")))
    except (re.error, IndexError) as e:
        print(repr(t), type(e).__name__, e)

try:
    re.compile("a(")
except Exception as e:
    print(e.args, issubclass(re.error, Exception))
