#!/usr/bin/env python3
"""gen_re_cases.py - expected results for tests/unit/test_re.c.

CPython 3.11 is the oracle.  Writes tests/unit/re_cases.txt (next to this
script), one case per line, tab-separated:
    OP FLAGS PATTERN TEXT POS ENDPOS EXPECTED
OP is search, match, fullmatch or iter (every match of finditer); PATTERN
and TEXT are the UTF-8 bytes in hex.  EXPECTED is "none", or for each
match "a,b;a,b;...|lastindex" (the spans of every group, group 0 first;
-1,-1 for a group that did not take part) with matches joined by " ", or
"!error POS MSG" / "!OverflowError MSG" / "!ValueError MSG" for a pattern
that does not compile (MSG without the " at position N" suffix).

Hand-written patterns cover each feature; random ones (re_random.py, also
used by tools/re_diff.py) cover their combinations.  Deterministic:
  python3 tests/unit/gen_re_cases.py [SEED COUNT OUTPUT]
"""
import os
import random
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools"))
import re_random  # noqa: E402

if sys.version_info[:2] != (3, 11):
    sys.exit("gen_re_cases.py: needs CPython 3.11 (the oracle)")

FIXED = [
    # (pattern, flags, texts)
    (r"abc", 0, ["abc", "xabcx", "ab", ""]),
    (r"a+", re.I, ["AaA", "baab"]),
    (r"(a)(b)?", 0, ["a", "ab", "b"]),
    (r"(?P<x>\d+)-(?P<y>\w+)", 0, ["12-ab", "x 3-_", "-"]),
    (r"(a|ab)(c|bcd)(d*)", 0, ["abcd"]),
    (r"(a+)+$", 0, ["aaaa", "aaab"]),
    (r"(?:a|b)*?c", 0, ["ababc", "abab"]),
    (r"a{2,3}", 0, ["a", "aaaa", "aa"]),
    (r"a{,2}b{2,}c{3}", 0, ["bbccc", "aabbbccc"]),
    (r"x{2}{", 0, ["xx{"]),
    (r"a{3,2}", 0, []),
    (r"(", 0, []),
    (r")", 0, []),
    (r"[a-", 0, []),
    (r"[z-a]", 0, []),
    (r"*", 0, []),
    (r"a**", 0, []),
    (r"\p", 0, []),
    (r"(?P<1>a)", 0, []),
    (r"(?P<a>x)(?P<a>y)", 0, []),
    (r"(?P=b)", 0, []),
    (r"(?<=a+)b", 0, []),
    (r"(?<=ab|c)d", 0, []),
    (r"(?<=ab)c", 0, ["abc", "xbc"]),
    (r"(?<!ab)c", 0, ["abc", "xbc"]),
    (r"a(?=b)", 0, ["ab", "ac"]),
    (r"a(?!b)", 0, ["ab", "ac"]),
    (r"(a)?(?(1)b|c)", 0, ["ab", "c", "b"]),
    (r"(?(2)a)", 0, []),
    (r"(?i)abc", 0, ["ABC"]),
    (r"a(?i)b", 0, []),
    (r"(?i:a)b", 0, ["Ab", "AB"]),
    (r"(?-i:a)b", re.I, ["aB", "AB"]),
    (r"(?x) a b # comment", 0, ["ab"]),
    (r"a b", re.X, ["ab", "a b"]),
    (r"^a$", re.M, ["b\na\nc"]),
    (r"^a$", 0, ["a\n", "b\na"]),
    (r"a.c", 0, ["a\nc", "abc"]),
    (r"a.c", re.S, ["a\nc"]),
    (r"\bfoo\b", 0, ["a foo b", "foobar", "éfoo"]),
    (r"\Bo\B", 0, ["foo boo"]),
    (r"\w+", 0, ["héllo wörld", "日本語 ok"]),
    (r"\w+", re.A, ["héllo wörld"]),
    (r"\d+", 0, ["x٣٤5y"]),
    (r"\s+", 0, ["a\u2003\x1c b"]),
    (r"[^\W\d]+", 0, ["ab12cd_"]),
    (r"[\d-z]", 0, []),
    (r"(?>a+)b", 0, ["aaab"]),
    (r"(?>a+)a", 0, ["aaaa"]),
    (r"a++a", 0, ["aaaa"]),
    (r"a*+b", 0, ["aab"]),
    (r"(?:ab)++c", 0, ["ababc"]),
    (r"(a)\1", 0, ["aa", "ab"]),
    (r"(a)\1", re.I, ["aA"]),
    (r"(?P<q>['\"]).*?(?P=q)", 0, ["say 'hi' \"x\""]),
    (r"\x41\u00e9\U0001F600\101\0", 0, ["Aé\U0001F600A\0"]),
    (r"\x4", 0, []),
    (r"\u12", 0, []),
    (r"\U00110000", 0, []),
    (r"\N{LATIN SMALL LETTER A}", 0, []),
    (r"[\x41-\x43]+", 0, ["ABCD"]),
    (r"\400", 0, []),
    (r"(a)\2", 0, []),
    (r"(a\1)", 0, []),
    (r"(?<=(a))\1", 0, []),
    (r"[ǅ]", re.I, ["ǆ", "Ǆ", "ǅ"]),
    (r"ſ", re.I, ["s", "S", "ſ"]),
    (r"[a-z]+", re.I, ["KELVIN K ſ"]),
    (r"ß", re.I, ["ẞ", "ß", "SS"]),
    (r"[\U00010400]", re.I, ["\U00010428", "\U00010400"]),
    (r"\U00010400", re.I, ["\U00010428"]),
    (r"(?a)\w", re.U, []),
    (r"abc", re.A | re.U, []),
    (r"(?L)a", 0, []),
    (r"(?au)a", 0, []),
    (r"(?-a:x)", 0, []),
    (r"(?i-i:x)", 0, []),
    (r"(?q)", 0, []),
    (r"(?", 0, []),
    (r"(?P", 0, []),
    (r"(?Px)", 0, []),
    (r"(?<x)", 0, []),
    (r"(?#comment", 0, []),
    (r"(?#comment)a", 0, ["a"]),
    (r"a|b|c", 0, ["xc"]),
    (r"ab|ac", 0, ["ac"]),
    (r"x*", 0, ["axxb"]),
    (r"|a", 0, ["ba"]),
    (r"(a*)*", 0, ["aab"]),
    (r"(a*)+", 0, ["b"]),
    (r"(a|b)*", 0, ["abab"]),
    (r"(a|b)*?b", 0, ["aab"]),
    (r"((a)|b)+", 0, ["ab"]),
    (r"(?:(a)|b)*", 0, ["ab"]),
    (r"(a)|b", 0, ["b"]),
    (r"(?:x(y)?)+", 0, ["xyx"]),
    (r"\A\w+\Z", 0, ["abc", "abc\n"]),
    (r"$", 0, ["a\n"]),
    (r"a\Z", 0, ["a\n"]),
    (r"a{4294967295}", 0, []),
    (r"a{99999999999}", 0, []),
    (r"[]a]", 0, ["]"]),
    (r"[^]a]", 0, ["]b"]),
    (r"[a-]", 0, ["-"]),
    (r"[\w-]", 0, ["-"]),
    (r"\\", 0, ["\\"]),
    ("\\", 0, []),
    (r"[\s\S]", 0, ["\n"]),
    (r"(?s:.)+", 0, ["a\nb"]),
    (r"(?m)^\w", 0, ["a\nb"]),
    (r"a(?x: b c)d", 0, ["abcd"]),
    (r"(?x)[ ]a", 0, [" a"]),
    (r"(?x)a\ b", 0, ["a b"]),
    (r"((((((((((a))))))))))\10", 0, ["aa"]),
    (r"(a)(?:b|(c))?\2?", 0, ["ab", "acc"]),
    (r"(?P<n>a)(?(n)b|c)", 0, ["ab"]),
    (r"(?(1a)x)", 0, []),
    (r"(?(0)x)", 0, []),
    (r"(a)(?(1)b|c|d)", 0, []),
    (r"(?<=\b)a", 0, ["a"]),
    (r"(?<=^)a|b", 0, ["ba"]),
    (r"x(?=(a))?", 0, ["xa"]),
    (r"(?!(a))x", 0, ["x"]),
    (r"(?:(?!a).)*", 0, ["bcab"]),
    (r"(?:a|)*b", 0, ["aab"]),
    (r"(?:a??)*b", 0, ["aab"]),
    (r"(a+?)(a*)", 0, ["aaa"]),
    (r"(?:ab|a)(?:bc|c)", 0, ["abc"]),
    (r"(?i)[^a]", 0, ["A", "b"]),
    (r"[^\d\s]", re.I, ["5 X"]),
    (r"[K]", re.I, ["\u212a", "k"]),
    (r"[k-l]", re.I | re.A, ["\u212a", "K"]),
    (r"\u0130", re.I, ["i", "\u0130"]),
    (r"[\u0100-\U00010430]", re.I, ["\U00010400"]),
    (r"(?i)\u03c3+", 0, ["\u03a3\u03c2\u03c3"]),
    (r"a\b", 0, ["a", "ab"]),
    (r"\b", 0, [""]),
    (r"\B", 0, ["", "a"]),
    (r"(?:)", 0, ["ab"]),
]

TEXTS = ["", "a", "ab", "abc", "aab", "abab", "a\nb", "xyz", "AbC", "aaaa",
         "ba", "a b", "1a2", "é", "éa", "ab\n"]


def hx(s):
    return s.encode("utf-8").hex()


def spans(m):
    parts = ["%d,%d" % m.span(i) for i in range(len(m.groups()) + 1)]
    return ";".join(parts) + "|" + ("-1" if m.lastindex is None else str(m.lastindex))


def cases_for(pat, flags, texts, out, rnd):
    try:
        cp = re.compile(pat, flags)
    except re.error as e:
        pos = -1 if e.pos is None else e.pos
        out.append(("search", flags, pat, "", 0, 0, "!error %d %s" % (pos, e.msg)))
        return
    except (OverflowError, ValueError) as e:
        out.append(("search", flags, pat, "", 0, 0, "!%s %s" % (type(e).__name__, e)))
        return
    except RecursionError:
        return
    for t in texts:
        n = len(t)
        pos, endpos = 0, n
        if rnd.random() < 0.2 and n:
            pos = rnd.randrange(n + 1)
            endpos = rnd.randrange(n + 1)
        for op in ("search", "match", "fullmatch", "iter"):
            if op == "iter":
                res = " ".join(spans(m) for m in cp.finditer(t, pos, endpos)) or "none"
            else:
                m = getattr(cp, op)(t, pos, endpos)
                res = spans(m) if m else "none"
            out.append((op, flags, pat, t, pos, endpos, res))


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 3 else 20261126
    count = int(sys.argv[2]) if len(sys.argv) > 3 else 600
    path = sys.argv[3] if len(sys.argv) > 3 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "re_cases.txt")
    rnd = random.Random(seed)
    out = []
    for pat, flags, texts in FIXED:
        cases_for(pat, flags, texts, out, rnd)
    for _ in range(count):
        pat = re_random.pattern(rnd)
        flags = rnd.choice([0, 0, 0, re.I, re.M, re.S, re.A, re.I | re.A, re.X])
        texts = [re_random.text(rnd) for _ in range(2)] + [rnd.choice(TEXTS)]
        cases_for(pat, flags, texts, out, rnd)
    with open(path, "w", encoding="utf-8") as f:
        f.write("# generated by tests/unit/gen_re_cases.py, do not edit\n")
        for op, flags, pat, t, pos, endpos, res in out:
            f.write("%s\t%d\t%s\t%s\t%d\t%d\t%s\n" % (op, flags, hx(pat), hx(t), pos, endpos, res))


main()
