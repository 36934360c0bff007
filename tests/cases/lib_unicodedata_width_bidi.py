# unicodedata.east_asian_width, bidirectional and mirrored (Unicode 14.0.0, CPython 3.11's values, unassigned code points included) and their argument errors
import unicodedata as ud
short = {"Na": "a", "N": "n", "A": "A", "W": "W", "F": "F", "H": "H"}
for start in list(range(0, 0x3400, 0x400)) + [0xA000, 0xAC00, 0xD7A0, 0xFE00, 0xFF00, 0x1F300, 0x20000, 0xE0000, 0x10FF00]:
    cps = range(start, start + 0x100, 3)
    print(f"{start:06X}", "".join(short[ud.east_asian_width(chr(c))] for c in cps))
    print("      ", " ".join(ud.bidirectional(chr(c)) or "-" for c in cps[:40]))
    print("      ", "".join(str(ud.mirrored(chr(c))) for c in cps))
for ch in "a\u20ac\u00e9\uff21\uff71\u3042\u200b\u0301()<>[]{}\u00ab\u2264 \t\n\u05d0\u0627\u0661\u202e\U0001f600":
    print(f"U+{ord(ch):04X}", ud.east_asian_width(ch), ud.bidirectional(ch), ud.mirrored(ch))
for f in (ud.east_asian_width, ud.bidirectional, ud.mirrored):
    for arg in (5, "ab", "", b"a", None):
        try:
            f(arg)
        except TypeError as e:
            print(f.__name__, "TypeError:", e)
for arg in (None, 3.5):
    try:
        ud.category(arg)
    except TypeError as e:
        print("category TypeError:", e)
print(type(ud.mirrored("(")).__name__, ud.east_asian_width.__doc__ is not None)
