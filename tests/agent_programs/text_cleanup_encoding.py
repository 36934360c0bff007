import codecs
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass
from typing import Dict, List

SNIPPETS = [
    "Caf\u00e9 au lait – “smart quotes” and ‘single’…",
    "naïve résumé coöperate",
    "ＦＵＬＬＷＩＤＴＨ ｔｅｘｔ １２３",
    "tab\tand\u00a0nbsp and\u200bzero-width",
    "Ünïcödé\r\nwindows\rmac\nunix",
    "emoji 👍🏽 family 👨‍👩‍👧 flag 🇫🇷",
    "<b>bold</b> &amp; <i>it</i> &lt;3",
]


@dataclass
class Cleaned:
    original: str
    ascii: str
    slug: str
    words: int


def to_ascii(s: str) -> str:
    s = unicodedata.normalize("NFKD", s)
    s = s.translate(str.maketrans({"“": '"', "”": '"', "‘": "'", "’": "'", "–": "-", "…": "..."}))
    return s.encode("ascii", "ignore").decode("ascii")


def slugify(s: str) -> str:
    s = to_ascii(s).lower()
    s = re.sub(r"<[^>]+>", "", s)
    s = re.sub(r"[^a-z0-9]+", "-", s)
    return s.strip("-")[:40]


out: List[Cleaned] = []
for s in SNIPPETS:
    c = Cleaned(s, to_ascii(s), slugify(s), len(re.findall(r"\w+", s)))
    out.append(c)
    print(f"{c.slug:<40} words={c.words:<3} ascii={c.ascii!r}")
    print(f"   len={len(s)} utf8={len(s.encode())} utf16={len(s.encode('utf-16-le')) // 2} repr={s[:12]!r} ascii()={ascii(s[:10])}")

print("xmlcharref:", "é → ✓".encode("ascii", "xmlcharrefreplace"), "é".encode("ascii", "backslashreplace"), "é✓".encode("latin-1", "replace"))
bad = b"ok \xff\xfe bytes \xc3\x28"
for errors in ("replace", "ignore", "backslashreplace", "surrogateescape"):
    print(f"{errors:<17}", repr(bad.decode("utf-8", errors)))
try:
    bad.decode("utf-8")
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e.reason, e.start, e.end, e)
try:
    "naïve".encode("ascii")
except UnicodeEncodeError as e:
    print("UnicodeEncodeError:", e)
print(codecs.encode("hello", "rot13"), codecs.decode(b"68656c6c6f", "hex"), "é".encode("utf-8").hex(" "), bytes([195, 169]).decode())
print("ß".casefold() == "ss", "ǅ".istitle(), "Ⅻ".isnumeric(), "٣".isdecimal(), "²".isdigit(), "²".isdecimal(), "abc".isidentifier(), "\u00a0".isspace())
print(sorted(Counter(unicodedata.category(ch) for ch in "".join(SNIPPETS)).items())[:8])
print(len("👨‍👩‍👧"), [hex(ord(c)) for c in "🇫🇷"], "x\u0301".upper(), unicodedata.normalize("NFC", "x\u0301") == "x\u0301")
print("a\r\nb\rc\nd".splitlines(), "line\u2028sep".splitlines(), "x\x0by".splitlines(), "tab\tsep".expandtabs(), "%-8r|" % "é")
