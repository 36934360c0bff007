# unicodedata.normalize on more scripts (the rest of
# lib_unicodedata_normalize, split so that each stays small under the
# ASan + GC-stress run), its errors, name and lookup
import unicodedata, re
def strip_accents(s):
    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")
def slugify(s):
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^\w\s-]", "", s).strip().lower().replace(" ", "-")
for s in ["naïve café", "한국어", "Ṩ ḍ̇ q̣̇", "ｆｕｌｌ　ｗｉｄｔｈ"]:
    print(strip_accents(s), slugify(s), [len(unicodedata.normalize(f, s)) for f in ("NFC", "NFD", "NFKC", "NFKD")],
          [unicodedata.is_normalized(f, s) for f in ("NFC", "NFD", "NFKC", "NFKD")])
    print(ascii(unicodedata.normalize("NFD", s)), ascii(unicodedata.normalize("NFKC", s)))
for bad in [lambda: unicodedata.normalize("NFX", "a"), lambda: unicodedata.normalize("NFC", 1), lambda: unicodedata.category("ab"), lambda: unicodedata.category(5)]:
    try: bad()
    except (ValueError, TypeError) as e: print(type(e).__name__, e)
print(unicodedata.name("é"), unicodedata.lookup("EURO SIGN"))
