"""Normalise article titles into URL slugs and search keys: unicodedata
NFKD/NFC, combining marks stripped, casefold vs lower, str.translate with
maketrans tables, ascii encode with error handlers, unicode categories,
width-aware padding, and duplicate-slug resolution."""
import unicodedata
import re
from collections import Counter

TITLES = [d["title"] for d in (read_doc(f"d{i}") for i in range(1, 7))] + [
    "Ünïcödé Straße – Grüße aus Köln", "ﬁnancial ﬂows: Ⅻ ½ ²", "Crème Brûlée & Café!",
    "İstanbul’da ılık bir gün", "  Multiple   spaces\tand\ttabs  ", "日本語のタイトル", "Ελληνικά ΣΟΦΙΑ",
    "Retry strategies for flaky APIs", "emoji 🚀 launch 🎉", "ǅemal's Ǆ test", "Ωhm & µ-meter ℃"]

PUNCT = str.maketrans({"&": " and ", "’": "'", "–": "-", "—": "-", "ß": "ss", "æ": "ae", "ø": "o", "ł": "l"})


def strip_marks(s):
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))


def slugify(title):
    s = strip_marks(title.translate(PUNCT)).casefold()
    s = s.encode("ascii", "ignore").decode("ascii")
    s = re.sub(r"[^\w\s-]", "", s)
    return re.sub(r"[-\s_]+", "-", s).strip("-") or "untitled"


seen = Counter()
for t in TITLES:
    base = slugify(t)
    seen[base] += 1
    slug = base if seen[base] == 1 else f"{base}-{seen[base]}"
    print(f"{t!r:<44} -> {slug}")

print()
for t in TITLES[6:12]:
    nfc, nfd, nfkc = (unicodedata.normalize(f, t) for f in ("NFC", "NFD", "NFKC"))
    print(f"{len(t):>3} {len(nfd):>3} {len(nfkc):>3} {unicodedata.is_normalized('NFC', t)} "
          f"{t.lower() == t.casefold()} {t.upper()[:20]!r} {t.casefold()[:20]!r}")
word = "Straße"
print(word.upper(), word.lower(), word.casefold(), word.swapcase(), word.title(), "ß".upper(), "ﬁ".upper(), "İ".lower(), len("İ".lower()))
print("ΣΟΦΙΑ Σ".lower(), "ǅ".upper(), "ǅ".lower(), "ǅemal".title(), "ǆ".istitle(), "Ǆ".title())
cats = Counter(unicodedata.category(ch) for ch in "".join(TITLES))
print(sorted(cats.items())[:12])
for ch in "é½Ⅻ²日🚀\u0301ℂ-":
    print(f"U+{ord(ch):04X} {unicodedata.name(ch, '?'):<40} {unicodedata.category(ch)} num={unicodedata.numeric(ch, None)} "
          f"dec={unicodedata.decimal(ch, None)} w={unicodedata.east_asian_width(ch)} "
          f"{ch.isalpha()}{ch.isdigit()}{ch.isnumeric()}{ch.isdecimal()}")
print(unicodedata.lookup("LATIN SMALL LETTER E WITH ACUTE"), unicodedata.normalize("NFC", "e\u0301") == "é", "\N{BLACK STAR}")
for errors in ["strict", "ignore", "replace", "xmlcharrefreplace", "backslashreplace", "namereplace"]:
    try:
        print(f"{errors:<18}", "Crème 🚀".encode("ascii", errors))
    except UnicodeEncodeError as e:
        print(f"{errors:<18} UnicodeEncodeError: {e}")
print("Grüße".encode("utf-8"), "Grüße".encode("latin-1"), b"Gr\xc3\xbc\xc3\x9fe".decode("utf-8"), b"\xff".decode("utf-8", "replace"))
try:
    b"caf\xe9".decode("utf-8")
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e, e.start, e.end, e.reason)


def display_width(s):
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 0 if unicodedata.combining(c) else 1 for c in s)


for t in ["日本語", "abc", "e\u0301te", "🚀x"]:
    pad = 10 - display_width(t)
    print(f"|{t}{' ' * pad}| naive:|{t:<10}| w={display_width(t)}")
print("tab\tsep".expandtabs(4), "a\u00a0b".split(), "x\u2003y".isspace(), " \u2003\n".isspace(), "١٢٣".isdigit(), int("١٢٣"), float("٣.٥"))
print(ascii("naïve ☃"), repr("zero\u200bwidth"), "\u200b".isprintable(), "ab\x7f".isprintable(), str.isidentifier("ñame"), "1abc".isidentifier())
