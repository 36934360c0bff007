# Parse a plain-text bank statement (from a tool body) with a verbose multiline regex, keep a Decimal running balance and group by month.
import re
from decimal import Decimal
from itertools import groupby
from datetime import datetime

STATEMENT = """\
ACCOUNT 0042-77  Opening balance: 1,204.50
2024-01-03  COFFEE SHOP #12          -4.75
2024-01-03  SALARY ACME CORP      +2,500.00
2024-01-15  RENT JANUARY          -1,150.00
2024-01-28  REFUND "GADGET"           +12.00
2024-02-01  GROCERIES  (card 4411)    -86.31
2024-02-14  FLOWERS                   -45.00
2024-02-29  INTEREST                    +0.87
junk line that should be ignored
2024-03-02  TRANSFER TO SAVINGS     -500.00
"""

ROW = re.compile(r"""
    ^(?P<date>\d{4}-\d{2}-\d{2}) \s+
    (?P<desc>.+?) \s+
    (?P<amount>[+-][\d,]+\.\d{2}) \s*$
""", re.VERBOSE | re.MULTILINE)
opening = Decimal(re.search(r"Opening balance:\s*([\d,.]+)", STATEMENT).group(1).replace(",", ""))

def parens(d):
    return f"({abs(d):,.2f})" if d < 0 else f"{d:,.2f} "

rows = [(datetime.strptime(m["date"], "%Y-%m-%d").date(), " ".join(m["desc"].split()), Decimal(m["amount"].replace(",", "")))
        for m in ROW.finditer(STATEMENT)]
print(f"{len(rows)} transactions, opening {opening:,}")
balance = opening
for month, txs in groupby(rows, key=lambda r: (r[0].year, r[0].month)):
    txs = list(txs)
    print(f"== {datetime(*month, 1):%B %Y}")
    for d, desc, amt in txs:
        balance += amt
        print(f"  {d:%d %b}  {desc:<26}{parens(amt):>12}{balance:>12,.2f}")
    net = sum(t[2] for t in txs)
    print(f"  {'net':<33}{parens(net):>12}")
print("closing:", balance, "| debits:", sum(-a for _, _, a in rows if a < 0), "| largest:", max(rows, key=lambda r: abs(r[2]))[1])
rx = re.compile(r"(?i)\b(rent|salary)\b")
print([rx.search(d).group(0).lower() for _, d, _ in rows if rx.search(d)], ROW.flags & re.VERBOSE == re.VERBOSE)
print(re.findall(r"(?m)^\d{4}-(\d{2})", STATEMENT)[:4], re.search(r"(?s)SALARY.*?(\d+\.\d+)", STATEMENT).group(1))
print(re.fullmatch(r"[+-]?\d+(?:\.\d+)?", "-12.5") is not None, re.escape("1.5+2"), bool(re.match(r"\d+$", "12\n")))
doc = read_doc("d3")
print(re.sub(r"\b(\w)(\w*)\b", lambda m: m[1].upper() + m[2], doc["title"]), len(re.findall(r"[.!?](?:\s|$)", doc["body"])), "sentences")
