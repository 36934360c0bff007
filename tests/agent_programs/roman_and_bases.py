# Identifier utilities an agent writes for reports: roman numerals, base-36 short ids, Luhn checksums,
# humanized sizes and durations, with round-trip checks.
from datetime import timedelta
import string

ROMAN = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
         (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
def to_roman(n):
    if not 0 < n < 4000:
        raise ValueError(f"{n} is out of range for roman numerals")
    out = []
    for value, sym in ROMAN:
        q, n = divmod(n, value)
        out.append(sym * q)
    return "".join(out)
def from_roman(s):
    vals = {sym: v for v, sym in ROMAN if len(sym) == 1}
    total = 0
    for a, b in zip(s, s[1:] + " "):
        total += -vals[a] if vals.get(b, 0) > vals[a] else vals[a]
    return total

DIGITS = string.digits + string.ascii_lowercase
def to_base(n, b=36):
    if n == 0:
        return "0"
    sign, n = ("-", -n) if n < 0 else ("", n)
    out = ""
    while n:
        n, r = divmod(n, b)
        out = DIGITS[r] + out
    return sign + out

def luhn_ok(number):
    digits = [int(c) for c in str(number)][::-1]
    total = sum(d if i % 2 == 0 else (d * 2 - 9 if d * 2 > 9 else d * 2) for i, d in enumerate(digits))
    return total % 10 == 0

def human_size(n):
    for unit in ["B", "KiB", "MiB", "GiB", "TiB"]:
        if abs(n) < 1024 or unit == "TiB":
            return f"{n:.1f} {unit}" if unit != "B" else f"{n} B"
        n /= 1024

def human_delta(td):
    secs = int(td.total_seconds())
    parts = []
    for name, size in [("d", 86400), ("h", 3600), ("m", 60), ("s", 1)]:
        q, secs = divmod(secs, size)
        if q:
            parts.append(f"{q}{name}")
    return " ".join(parts) or "0s"

for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]:
    r = to_roman(n)
    assert from_roman(r) == n, (n, r)
    print(f"{n:>5} {r:<12}", end="|" if n % 400 else "\n")
print()
for o in list_orders(page_size=5)["items"]:
    num = int(o["id"].split("-")[1]) * 7919 + o["customer_id"]
    print(o["id"], to_base(num), int(to_base(num), 36) == num, to_base(num, 2)[-8:], f"{num:x}", f"{num:o}")
print([luhn_ok(x) for x in (79927398713, 4539578763621486, 1234567812345678)])
print([human_size(x) for x in (0, 1023, 1024, 1536, 10**6, 5 * 2**30, 2**50)])
print([human_delta(timedelta(seconds=s)) for s in (0, 59, 3600, 3661, 90061, 1e6)])
print(int("zz", 36), int("-101", 2), int("0o17", 0), int("0b11", 0), to_base(-255, 16), to_base(0))
try:
    to_roman(0)
except ValueError as e:
    print(e)
