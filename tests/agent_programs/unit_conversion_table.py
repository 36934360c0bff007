# Unit conversions and a temperature table for cities from the weather tool, with careful rounding.
from decimal import Decimal, ROUND_HALF_EVEN, ROUND_HALF_UP
from fractions import Fraction
import math

FACTORS = {
    ("km", "mi"): Fraction(1000, 1609344) * 1000,
    ("kg", "lb"): 1 / Fraction("0.45359237"),
    ("l", "gal"): 1 / Fraction("3.785411784"),
}
def convert(value, src, dst):
    if (src, dst) in FACTORS:
        return value * FACTORS[(src, dst)]
    if (dst, src) in FACTORS:
        return value / FACTORS[(dst, src)]
    if {src, dst} == {"C", "F"}:
        return value * Fraction(9, 5) + 32 if src == "C" else (value - 32) * Fraction(5, 9)
    raise KeyError(f"no conversion {src}->{dst}")

for v, s, d in [(10, "km", "mi"), (26.2, "mi", "km"), (70, "kg", "lb"), (5, "gal", "l"), (100, "C", "F"), (-40, "F", "C"), (1, "m", "ft")]:
    try:
        r = convert(Fraction(str(v)), s, d)
        print(f"{v:>6} {s:<3} = {float(r):>10.4f} {d:<3} (exact {r.limit_denominator(1000)})")
    except KeyError as e:
        print("error:", e.args[0])

print(f"{'city':<8}{'°C':>7}{'°F':>7}{'check':>7}{'K':>9}  wind")
for city in ["Oslo", "Paris", "Cairo", "Sydney"]:
    c = get_weather(city)
    f = get_weather(city, units="F")
    back = float(convert(Fraction(str(f["temp"])), "F", "C"))
    kelvin = Decimal(str(c["temp"])) + Decimal("273.15")
    beaufort = round((c["wind_kmh"] / 3.01) ** (2 / 3))
    print(f"{city:<8}{c['temp']:>7.1f}{f['temp']:>7.1f}{back:>7.2f}{kelvin:>9}  {c['wind_kmh']} km/h (Bft {beaufort})")
vals = ["2.675", "2.665", "0.125", "0.375", "-1.005"]
print([str(Decimal(v).quantize(Decimal("0.01"), ROUND_HALF_EVEN)) for v in vals])
print([str(Decimal(v).quantize(Decimal("0.01"), ROUND_HALF_UP)) for v in vals])
print([round(float(v), 2) for v in vals], [f"{float(v):.2f}" for v in vals])
print(math.floor(2.5), math.ceil(-2.5), round(2.5), round(3.5), round(-0.5), int(2.999999), math.isclose(0.1 * 3, 0.3), 0.1 * 3)
print(Fraction(1, 3) + Fraction(1, 3) + Fraction(1, 3) == 1, float(Fraction(22, 7)), Fraction(0.1), Fraction(0.1).limit_denominator(), Fraction("3/4") ** 2)
