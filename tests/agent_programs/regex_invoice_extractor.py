"""Pull invoice fields out of semi-structured text with named groups,
finditer positions, sub with a function, verbose patterns and splits."""
import re
from collections import defaultdict
from decimal import Decimal

DOC = read_doc("d1")
TEXT = f"""
INVOICE #INV-2024-0042   Date: 2024-03-15   Due: 2024/04/14
Bill to: ACME Corp. <billing@acme.example>  Ref: {DOC['id'].upper()}
  Qty  Item                         Unit      Total
  3    Widget (blue)                2.50      7.50
  10   Sprocket, small              0.75      7.50
  1    Gizmo pro  - rush            19.99     19.99
  2    "Thingamajig"                33.10     66.20
Subtotal: 101.19   Tax (8.25%): 8.35   TOTAL: USD 109.54
Notes: call +1 (555) 010-4477 or mail ap@acme.example; PO 7781/B.
"""

HEADER = re.compile(r"INVOICE\s+#(?P<number>INV-(?P<year>\d{4})-(?P<seq>\d+))\s+"
                    r"Date:\s*(?P<date>\d{4}-\d\d-\d\d)\s+Due:\s*(?P<due>\d{4}/\d\d/\d\d)")
LINE = re.compile(r"""
    ^\s{2}(?P<qty>\d+)\s+             # quantity
    (?P<item>.+?)\s{2,}               # description, at least two spaces after
    (?P<unit>\d+\.\d{2})\s+
    (?P<total>\d+\.\d{2})\s*$
""", re.VERBOSE | re.MULTILINE)
MONEY = re.compile(r"(?P<label>Subtotal|Tax|TOTAL)(?:\s*\((?P<rate>[\d.]+)%\))?:\s*(?:USD\s*)?(?P<amount>\d+\.\d\d)")
EMAIL = re.compile(r"[\w.+-]+@(?P<domain>[\w-]+(?:\.[\w-]+)+)")
PHONE = re.compile(r"\+?(\d{1,3})?\s*\((\d{3})\)\s*(\d{3})-(\d{4})")

m = HEADER.search(TEXT)
print(m.groupdict())
print(m.group("number", "seq"), m.span("date"), m.start("due"), m.lastgroup, m.lastindex)
print(m.expand(r"\g<year>/\g<seq> due \g<due>"))

lines = []
for lm in LINE.finditer(TEXT):
    d = lm.groupdict()
    qty, unit, total = int(d["qty"]), Decimal(d["unit"]), Decimal(d["total"])
    ok = qty * unit == total
    lines.append((d["item"], qty, unit, total))
    print(f"{lm.start():4}-{lm.end():<4} {d['item']!r:<24} {qty:>3} x {unit:>6} = {total:>6} {'ok' if ok else 'MISMATCH'}")

money = {m["label"]: (Decimal(m["amount"]), m["rate"]) for m in MONEY.finditer(TEXT)}
print(money)
sub = sum(t for *_, t in lines)
print("subtotal check:", sub, sub == money["Subtotal"][0])
rate = Decimal(money["Tax"][1]) / 100
print("tax check:", (sub * rate).quantize(Decimal("0.01")), money["Tax"][0])

emails = [(m.group(), m["domain"]) for m in EMAIL.finditer(TEXT)]
print(emails)
print(PHONE.search(TEXT).groups(), PHONE.sub(lambda m: "(***) ***-" + m[4], TEXT.splitlines()[-1]))


def redact(m: re.Match) -> str:
    user, _, dom = m.group().partition("@")
    return user[0] + "*" * (len(user) - 1) + "@" + dom


print(EMAIL.sub(redact, TEXT.splitlines()[2]))
print(re.sub(r"(?P<y>\d{4})-(?P<m>\d\d)-(?P<d>\d\d)", r"\g<d>.\g<m>.\g<y>", TEXT.splitlines()[1]))
print(re.subn(r"\s{2,}", " ", TEXT.splitlines()[4]))
print(re.split(r"\s*[;,]\s*|\s+or\s+", TEXT.strip().splitlines()[-1]))
print(re.split(r"(\d+)", "PO 7781/B and 12", maxsplit=1))
print(re.findall(r"(\w+)@(\w+)", TEXT))
print(re.findall(r"\b[A-Z]{2,}\b", TEXT))
print(re.fullmatch(r"INV-\d{4}-\d{4}", m["number"]) is not None, re.match(r"\d+", "x1"))
words = defaultdict(int)
for w in re.finditer(r"(?i)\b(?P<w>[a-z]{4,})\b", DOC["body"]):
    words[w["w"].lower()] += 1
print(sorted(words.items(), key=lambda kv: (-kv[1], kv[0]))[:5])
for pat in [r"(?P<a>x)(?P<a>y)", r"[z-a]", r"(unclosed", r"a{2,1}", r"\g"]:
    try:
        re.compile(pat)
    except re.error as e:
        print(f"re.error: {e} | pos={e.pos}")
try:
    re.sub(r"(x)", r"\2", "x")
except re.error as e:
    print("template:", e)
print(re.escape("1+1=2? (yes) $5.00"), re.sub(r"[aeiou]", lambda m: m[0].upper(), "invoice ready", count=2))
