# unicodedata.decimal, digit and numeric: values of digits in many scripts,
# superscripts (digit, not decimal), fractions, CJK and Roman numerals
# (numeric only), defaults, and CPython's errors.
import unicodedata as u

samples = "05٣۷৯௫໘၉០᠕０²₉①⑳⓿❽½⅓⅞↉⅒ⅻⅯ〇万億兆፼𐄳𒐫༳𞥖𑁒"
for ch in samples:
    row = []
    for f in (u.decimal, u.digit, u.numeric):
        row.append(repr(f(ch, None)))
    print(f"U+{ord(ch):04X}", " ".join(row))

# whole blocks: the sum of values over ranges where runs start and stop
for lo, hi in [(0x30, 0x3A), (0x660, 0x670), (0x2150, 0x2190), (0x2460, 0x2500),
               (0x3000, 0x3040), (0x4E00, 0x4F00), (0x10100, 0x10140), (0x1D7CE, 0x1D800)]:
    vals = [u.numeric(chr(c), None) for c in range(lo, hi)]
    got = [v for v in vals if v is not None]
    print(hex(lo), len(got), sum(got), sum(u.digit(chr(c), 0) for c in range(lo, hi)),
          sum(u.decimal(chr(c), 0) for c in range(lo, hi)))

print(u.numeric("x", 5), u.digit("x", "none"), u.decimal("x", None), u.numeric("7", None))
for f in (u.numeric, u.digit, u.decimal):
    for args in [(), ("a", 1, 2), ("ab",), (1,), ("x",), ("²",), ("½",), ("万",)]:
        try:
            print(f.__name__, args, repr(f(*args)))
        except (TypeError, ValueError) as e:
            print(f.__name__, args, type(e).__name__, e)
