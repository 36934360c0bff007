# Numeric helpers an agent writes for ID checks and capacity planning:
# big integers, modular arithmetic, float edge cases and math functions.
import math
import sys

users = [get_user(i) for i in range(1, 9)]
ids = [u["id"] for u in users]
print("ids:", ids, "gcd", math.gcd(*[i * 6 for i in ids]), "lcm", math.lcm(*ids))


def luhn_ok(number):
    digits = [int(d) for d in str(number)][::-1]
    total = sum(d if i % 2 == 0 else (d * 2 - 9 if d * 2 > 9 else d * 2) for i, d in enumerate(digits))
    return total % 10 == 0


for n in (79927398713, 4111111111111111, 1234567812345678):
    print(n, luhn_ok(n), f"{n:_}", f"{n:,}", hex(n), n.bit_length())

print("modinv:", pow(3, -1, 11), pow(7, 128, 13), pow(2, 100), (-7) // 2, (-7) % 2, divmod(-7, 2), divmod(7.5, 2))
try:
    pow(2, -1, 4)
except ValueError as e:
    print("ValueError:", e)
f100 = math.factorial(100)
print("100! digits:", len(str(f100)), str(f100)[:20], f100 % 1000003, math.isqrt(10 ** 30 + 12345))
print("comb/perm:", math.comb(52, 5), math.perm(10, 3), math.comb(5, 7), math.prod(range(1, 11)), math.prod([]))
big = 7 ** 5000
print("big:", big.bit_length(), big % 10 ** 9, sys.int_info.str_digits_check_threshold)
try:
    print(str(big))
except ValueError as e:
    print("ValueError:", e)
sys.set_int_max_str_digits(0)
print("now:", len(str(big)))
sys.set_int_max_str_digits(4300)
try:
    int("9" * 5000)
except ValueError as e:
    print("ValueError:", e)

print(0.1 + 0.2, 0.1 + 0.2 == 0.3, math.isclose(0.1 + 0.2, 0.3), round(2.675, 2), round(0.5), round(1.5), round(-0.5))
print(1e16, 1e-5, 123456789.0 * 1000, 1 / 3, 2 / 3, 1e300 * 1e10, -1e300 * 1e10, float("nan") == float("nan"))
print((0.1).as_integer_ratio(), (2.5).is_integer(), (1.0).hex(), float.fromhex("0x1.8p1"), 3.0.__trunc__())
print(math.fsum([0.1] * 10), sum([0.1] * 10), math.hypot(3, 4, 12), math.dist((0, 0), (3, 4)), math.copysign(2, -0.0))
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.5), int(-2.5), math.modf(-2.5), math.frexp(8.0), math.ldexp(0.5, 4))
print(math.log(8, 2), math.log2(8), math.log10(0.001), math.log1p(1e-10), math.exp(1) == math.e, math.expm1(1e-10))
print(math.degrees(math.pi), math.radians(180), round(math.sin(math.pi), 12), math.atan2(1, -1), math.tau / 2 == math.pi)
print(math.nextafter(1.0, 2.0), math.ulp(1.0), math.inf > sys.float_info.max, sys.float_info.epsilon, sys.maxsize)
for label, fn in [("sqrt(-1)", lambda: math.sqrt(-1)), ("log(0)", lambda: math.log(0)), ("1/0", lambda: 1 / 0),
                  ("1//0.0", lambda: 1 // 0.0), ("exp(1000)", lambda: math.exp(1000)), ("int(inf)", lambda: int(math.inf)),
                  ("int(nan)", lambda: int(math.nan)), ("factorial(-1)", lambda: math.factorial(-1)),
                  ("factorial(2.5)", lambda: math.factorial(2.5)), ("2.0**5000", lambda: 2.0 ** 5000),
                  ("isqrt(-4)", lambda: math.isqrt(-4)), ("comb(-1,2)", lambda: math.comb(-1, 2)),
                  ("(-8)**(1/3)", lambda: (-8) ** (1 / 3)), ("0**-1", lambda: 0 ** -1), ("10**-2", lambda: 10 ** -2),
                  ("divmod(1,0)", lambda: divmod(1, 0)), ("1%0.0", lambda: 1 % 0.0)]:
    try:
        print(f"  {label:<14} = {fn()!r}")
    except (ValueError, ZeroDivisionError, OverflowError, TypeError) as e:
        print(f"  {label:<14} ! {type(e).__name__}: {e}")
print(int("0b1011", 0), int("ff", 16), int(" 42 "), int("1_000"), float("  -1.5e3 "), int.from_bytes(b"\x01\x00", "little"),
      (1024).to_bytes(2, "big"), (-1).to_bytes(2, "big", signed=True), bin(-10), oct(64), (255).bit_count())
for bad in ("12.5", "0x1g", "", "1__0", "٣"):
    try:
        print(repr(bad), int(bad))
    except ValueError as e:
        print("ValueError:", e)
print(f"{math.pi:.3g} {1e-7:g} {123456789:.3e} {0.000123:%} {1234.5:n} {-0.0:+.1f} {1e22:.0f} {2**0.5:.20f}")
