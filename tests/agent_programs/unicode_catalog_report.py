# Product catalog cleanup for international names with unicodedata: normalize NFC/NFD/NFKC/NFKD, combining marks stripped for slugs, category/name/lookup/east_asian_width/numeric, width-aware column padding.
import unicodedata as ud
import re

names = ["Café Crème", "cafe\u0301 cre\u0300me", "Ｔｏｋｙｏ Ｄｅｓｋ", "ﬁligree ﬂask", "Øresund Ål", "Straße", "日本茶セット", "한국 김치", "x² + y³", "Ⅷ-series", "naïve\u200b tea", "½ price", "İznik"]
def slug(s):
    s = ud.normalize("NFKD", s)
    s = "".join(ch for ch in s if not ud.combining(ch))
    s = s.casefold()
    return re.sub(r"[^a-z0-9]+", "-", s).strip("-")
def width(s):
    return sum(2 if ud.east_asian_width(ch) in "WF" else 0 if ud.combining(ch) or ud.category(ch) == "Cf" else 1 for ch in s)
def pad(s, n):
    return s + " " * (n - width(s))
print(pad("name", 16), "| len | w  | NFC==NFD | slug")
for n in names:
    print(pad(n, 16), f"| {len(n):>3} | {width(n):>2} | {ud.normalize('NFC', n) == ud.normalize('NFD', n)!s:<8} | {slug(n)}")
print(ud.normalize("NFC", names[1]) == ud.normalize("NFC", names[0]), len(ud.normalize("NFD", "é")), ud.normalize("NFKC", "ｱｲｳ ①"), ud.is_normalized("NFC", "é"), ud.is_normalized("NFD", "é"))
for ch in "aÅ1١½²€ \t\u200b-_😀\u0301Ωﬁ":
    try:
        nm = ud.name(ch)
    except ValueError:
        nm = "<no name>"
    print(f"U+{ord(ch):04X} {ud.category(ch):<2} {ud.bidirectional(ch):<3} comb={ud.combining(ch):<3} eaw={ud.east_asian_width(ch):<2} mirror={ud.mirrored(ch)} "
          f"dec={ud.decimal(ch, None)!s:<4} dig={ud.digit(ch, None)!s:<4} num={ud.numeric(ch, None)!s:<5} {nm}")
print(ud.lookup("EURO SIGN"), ud.lookup("LATIN SMALL LETTER E WITH ACUTE"), ud.name("\n", "ctrl"), ud.decomposition("é"), ud.decomposition("ﬁ"), ud.decomposition("a"))
try:
    ud.lookup("NO SUCH CHARACTER NAME")
except KeyError as e:
    print("KeyError:", e)
try:
    ud.numeric("x")
except ValueError as e:
    print("ValueError:", e)
try:
    ud.normalize("NFX", "a")
except ValueError as e:
    print("ValueError:", e)
print(ud.unidata_version >= "13.0.0", "\N{BULLET} \N{EM DASH} \N{GREEK SMALL LETTER ALPHA}", ascii("\N{SNOWMAN}"), "ǅ".istitle(), "Ⅷ".isnumeric(), "Ⅷ".isdigit())
docs = search_docs("logs regex parsing", limit=2)
for d in docs:
    t = d["title"]
    print(f"{t.upper().center(44, '·')}", t.swapcase(), ud.normalize("NFKC", t) == t)
