vals = ['1e500', '-1e500', '1e-500', '  -inf  ', 'infinity', '-Infinity', 'NAN', '0x1p3', '1.', '.1', '1.e1', '-.1e-1']
for s in vals:
    try:
        print(repr(s), float(s))
    except ValueError as e:
        print(type(e).__name__, e)
print(float(' 1_000 '), float('1_0e1_0'), float('0_0.0_1'))
print(float(2**1023), float(-(2**62)), float(2**53 + 1))
try:
    float(2**1024)
except OverflowError as e:
    print(type(e).__name__, e)
print(1e308 + 1e308, -1e308 - 1e308, 2**1023 * 1.0, (2**53 + 1) * 1.0 == 2**53)
print(0.1 * 3 == 0.3, 0.5 + 0.25, 1 - 0.9, 3 * 0.1, 100 * 1.1, 1.15 * 100)
