# unicodedata: category, combining, decomposition, normalize (the four
# forms, Hangul syllables, canonical reordering), is_normalized, and the
# accent-stripping and slug idioms built on them
import unicodedata, re
def strip_accents(s):
    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")
def slugify(s):
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^\w\s-]", "", s).strip().lower().replace(" ", "-")
for s in ["Crème Brûlée", "São Paulo", "Ångström ﬁle №5", "Straße ½ ①"]:
    print(strip_accents(s), slugify(s), [len(unicodedata.normalize(f, s)) for f in ("NFC", "NFD", "NFKC", "NFKD")],
          [unicodedata.is_normalized(f, s) for f in ("NFC", "NFD", "NFKC", "NFKD")])
    print(ascii(unicodedata.normalize("NFD", s)), ascii(unicodedata.normalize("NFKC", s)))
print([unicodedata.category(c) for c in "Aa1 .\u0301€\t中\U0001F600\u00ad\ud7a4"], [unicodedata.combining(c) for c in "a\u0301\u0316\u05b0"])
print([unicodedata.decomposition(c) for c in "éﬁ①가a\u212b"], unicodedata.unidata_version)
print(unicodedata.normalize("NFC", "\u1100\u1161\u11a8"), unicodedata.normalize("NFC", "e\u0301\u0327"), ascii(unicodedata.normalize("NFC", "\u0041\u030a\u0323")))
