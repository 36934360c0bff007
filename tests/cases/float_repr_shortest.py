# repr/str of floats (shortest round-trip digits) and fixed-point
# formatting at the edges: powers of ten, the 1e16 and 1e-5 switches to
# exponent form, subnormals, the extremes, halves, near-misses one ulp
# from short decimals, and signs.
import math

vals = [0.0, -0.0, 1.0, -1.0, 0.1, 0.2, 0.3, 0.1 + 0.2, 1 / 3, 2 / 3, 12.5,
        1234.56, 123456789012345.67, 1125899906842623.5, 1125899906842624.0,
        9007199254740991.0, 9007199254740992.0, 9007199254740993.0,
        1e15, 1e16, 1e17, 9999999999999998.0, 1e22, 1e23, 1e-22, 1e-23,
        1e-4, 1e-5, 0.0001, 0.00001, 0.000123, 0.0000123, 1.5e-5, 9.99e-5,
        5e-324, -5e-324, 1e-323, 2.2250738585072014e-308,
        2.225073858507201e-308, 4.9406564584124654e-324,
        1.7976931348623157e308, -1.7976931348623157e308, 8.98846567431158e307,
        float("inf"), float("-inf"), float("nan"), 2.0 ** -1074, 2.0 ** 1023,
        0.5, 0.25, 0.125, 0.375, 2.5, 3.5, 1.005, 2.675, 1.0000000000000002,
        0.9999999999999999, 100.0, 1e100, 1.23e-100, 4.35, 0.07, 19.99]
for k in range(-25, 26):
    vals.append(10.0 ** k)
    vals.append(1.5 * 10.0 ** k)
for x in (0.1, 12.5, 1234.56, 0.3, 1e-5, 1e16, 4.35):
    vals.append(math.nextafter(x, math.inf))
    vals.append(math.nextafter(x, -math.inf))
for x in vals:
    print(repr(x), str(x), f"{x:.2f}", f"{x:.0f}", f"{x:.6f}", f"{x:10.3f}|",
          format(x, ".1f"), format(x, ".17f") if abs(x) < 1e30 else "")
