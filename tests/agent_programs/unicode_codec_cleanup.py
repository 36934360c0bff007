# Clean scraped text: decode bytes with fallbacks, normalise unicode,
# strip accents, fix mojibake and report what changed.
import unicodedata

raw_pages = {
    "utf8": "Café – naïve résumé “quoted” 10€".encode("utf-8"),
    "latin1": "Zoë Ångström façade".encode("latin-1"),
    "mojibake": "Café déjà vu".encode("utf-8").decode("latin-1").encode("utf-8"),
    "broken": b"ok \xff\xfe then \xc3\x28 end",
    "cp1252": "“smart” quotes – €5".encode("cp1252"),
}


def decode(data):
    for enc in ("utf-8", "cp1252", "latin-1"):
        try:
            return data.decode(enc), enc
        except UnicodeDecodeError as e:
            print(f"  {enc} failed: {e}")
    raise AssertionError("latin-1 never fails")


def fix_mojibake(text):
    try:
        fixed = text.encode("latin-1").decode("utf-8")
        return fixed if fixed != text else text
    except (UnicodeEncodeError, UnicodeDecodeError):
        return text


def strip_accents(text):
    nfkd = unicodedata.normalize("NFKD", text)
    return "".join(c for c in nfkd if not unicodedata.combining(c))


for name, data in raw_pages.items():
    print(f"[{name}] {len(data)} bytes")
    text, enc = decode(data)
    text = fix_mojibake(text)
    print(f"  {enc}: {text!r}")
    print(f"  ascii-ish: {strip_accents(text).encode('ascii', 'replace').decode()!r}")

print(raw_pages["broken"].decode("utf-8", "replace"), raw_pages["broken"].decode("utf-8", "ignore"),
      raw_pages["broken"].decode("utf-8", "backslashreplace"), raw_pages["broken"].decode("utf-8", "surrogateescape").encode("utf-8", "surrogateescape") == raw_pages["broken"])
s = "ﬁ ① ½ Ⅻ x² Å Å"
for form in ("NFC", "NFD", "NFKC", "NFKD"):
    n = unicodedata.normalize(form, s)
    print(form, repr(n), len(n), unicodedata.is_normalized(form, s))
for ch in "é€ ٣Ⅻ\u200b😀":
    print(f"U+{ord(ch):04X} {unicodedata.name(ch, '?'):<34} {unicodedata.category(ch)} {unicodedata.bidirectional(ch):<3} "
          f"{unicodedata.east_asian_width(ch)} {unicodedata.numeric(ch, None)} {ch.isprintable()} {len(ch.encode('utf-8'))} {len(ch.encode('utf-16-le'))}")
print(unicodedata.lookup("EURO SIGN"), unicodedata.decimal("٣"), unicodedata.digit("²"), unicodedata.mirrored("("))
try:
    unicodedata.lookup("NO SUCH THING")
except KeyError as e:
    print("KeyError:", e)
try:
    unicodedata.decimal("x")
except ValueError as e:
    print("ValueError:", e)
text = "Straße İstanbul ǅemal ΣΊΣΥΦΟΣ"
print(text.lower(), text.upper(), text.casefold(), text.title(), text.swapcase(), sep=" | ")
print("straße".casefold() == "STRASSE".casefold(), len("👨‍👩‍👧"), "e\u0301" == "é", unicodedata.normalize("NFC", "e\u0301") == "é")
for enc in ("utf-16", "utf-32-be", "ascii", "utf-8-sig", "latin-1", "cp1252"):
    try:
        b = "hé€".encode(enc)
        print(enc, b[:8], b.decode(enc))
    except UnicodeEncodeError as e:
        print(enc, "UnicodeEncodeError:", e)
print("hé€".encode("ascii", "xmlcharrefreplace"), "hé€".encode("ascii", "namereplace"), "😀".encode("utf-16-be").hex())
try:
    "x".encode("klingon")
except LookupError as e:
    print("LookupError:", e)
try:
    b"\x80".decode("ascii")
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e, e.object, e.start, e.end, e.encoding)
