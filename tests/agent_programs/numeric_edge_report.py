# Numeric helpers an agent leans on: int/float conversions, to_bytes/from_bytes, bit_length/bit_count, float.hex/fromhex, as_integer_ratio, round half-even, math.fsum/isclose/prod/comb/perm/gcd/lcm, divmod of negatives, int parsing errors.
import math
import sys

stocks = {s: get_stock(s, days=10) for s in ("ACME", "ZETA")}
for sym, rows in stocks.items():
    closes = [r["close"] for r in rows]
    vols = [r["volume"] for r in rows]
    print(sym, sum(closes), math.fsum(closes), round(sum(closes) / len(closes), 2), math.prod(vols[:3]), math.isclose(sum(closes), math.fsum(closes), rel_tol=1e-12))
    print("  ", [round(c, 1) for c in closes[:4]], [f"{v:.3e}" for v in vols[:3]], max(vols).bit_length(), bin(max(vols)).count("1") == max(vols).bit_count())
for x in (0.1, 2.5, -0.0, 1e-310, 1/3, 1e22, float("inf")):
    print(repr(x), x.hex() if math.isfinite(x) else "inf", x.as_integer_ratio() if math.isfinite(x) else "-", x.is_integer(), math.frexp(x), math.copysign(1, x))
print(float.fromhex("0x1.8p1"), float.fromhex("-0x1p-1074"), (255).to_bytes(2, "big"), (-2).to_bytes(2, "little", signed=True), int.from_bytes(b"\x01\x00", "little"), int.from_bytes(b"\xff\xfe", "big", signed=True))
print([round(v) for v in (0.5, 1.5, 2.5, -0.5, -1.5)], round(2.675, 2), round(1234.5678, -2), round(-1234, -2), round(15, -1), round(25, -1), round(7.0, 0), type(round(7.5)))
print([divmod(a, b) for a, b in ((7, 2), (-7, 2), (7, -2), (-7, -2), (7.5, 2), (-7.5, 2))], -7 // 2, -7 % 2, 7 % -2, -7.5 % 2, math.fmod(-7.5, 2), math.remainder(7, 2))
print(math.gcd(84, 36, 120), math.lcm(4, 6, 10), math.comb(10, 3), math.perm(5, 2), math.perm(5), math.factorial(20), math.isqrt(99), math.sqrt(2), math.cbrt(27) if hasattr(math, "cbrt") else 3.0)
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.5), int(-2.5), int("  42 "), int("-0b101", 0), int("0o17", 0), int("ff", 16), int("z", 36), int("1_000"), float(" 1e3 "), float("-inf"), float("nan") == float("nan"))
print(2 ** 100, 2 ** -2, (-8) ** (1 / 3), pow(3, 4, 5), pow(2, -1, 7), 10 ** 20 / 3, 10 ** 20 // 3, 1e308 * 10, -1e308 * 10, 0.1 + 0.2, 0.1 * 3, 1 - 0.9)
print(math.log(8, 2), math.log2(1024), math.log10(0.001), math.exp(1), math.hypot(3, 4), math.dist((0, 0), (1, 1)), math.degrees(math.pi), math.atan2(1, -1), math.inf > sys.maxsize, math.nan != math.nan)
print(sys.float_info.epsilon, sys.float_info.max, sys.maxsize, sys.int_info.bits_per_digit > 0, float(2 ** 53 + 1), int(1e20), 1e16, 1e15, 123456789012345678.0, 0.000001, 0.0000001)
print(complex(1, 2) * complex(3, -1), abs(3 + 4j), (1 + 2j).conjugate(), complex("1+2j"), (2j) ** 2, divmod(17, 5), sum([0.1] * 10) == 1.0, math.fsum([0.1] * 10) == 1.0)
print(hex(255), oct(8), bin(-5), hex(-255), f"{255:#06x}", int(True) + True, True / 2, 7 / 7, 3 * "ab", abs(-0.0), max(-0.0, 0.0), min(0.0, -0.0))
for text in ("12.5", "1,000", "", "0x1A", "½", "١٢", "1e5", "nan", "  -7  ", "3.0", "4_2", "_42"):
    try:
        print(repr(text), int(text))
    except ValueError as e:
        try:
            print(repr(text), "float", float(text), "| int error:", e)
        except ValueError as e2:
            print(repr(text), "ValueError:", e, "|", e2)
for bad in (lambda: 1 / 0, lambda: 1 % 0, lambda: 1.0 // 0, lambda: math.sqrt(-1), lambda: math.log(0), lambda: 10.0 ** 400, lambda: int(float("inf")), lambda: int(float("nan")),
            lambda: math.factorial(-1), lambda: pow(0, -1), lambda: (2).to_bytes(0, "big"), lambda: math.comb(3, -1), lambda: chr(-1), lambda: int("9" * 5000)):
    try:
        print(bad())
    except (ArithmeticError, ValueError, OverflowError) as e:
        print(f"{type(e).__name__}: {e}")
