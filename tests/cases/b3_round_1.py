print(round(0.5), round(1.5), round(2.5), round(3.5), round(-0.5), round(-1.5), round(-2.5))
print(round(2.675, 2), round(1.005, 2), round(0.125, 2), round(0.375, 2), round(2.5, 0))
print(round(1234.5678, -2), round(1250.0, -2), round(1350.0, -2), round(-1250.0, -2))
print(round(1234, -2), round(1250, -2), round(1350, -2), round(-1250, -2), round(-1350, -2))
print(round(15, -1), round(25, -1), round(5, -1), round(-5, -1), round(123, 5), round(7, 0))
print(round(3.14159, 3), round(3.14159, 0), round(-3.7), round(3.7, None), round(1e20))
print(round(0.1 + 0.2, 10), round(2.5e-5, 5), round(1.23456789e10, -5), round(5e-324, 400))
print(type(round(2.5)), type(round(2.5, 0)), type(round(5, 1)), round(True), type(round(True)))
print(round(float('inf'), 2), round(float('nan'), 1), round(-0.0), round(-0.4), round(-0.0, 1))
print(round(2**70 + 1, -1), round(10**30 + 5 * 10**9, -10), round(123.456, -5), round(-1e-300, 2))
for bad in [lambda: round(float('inf')), lambda: round(float('nan')), lambda: round('1'),
            lambda: round(1.5, 1.5), lambda: round(), lambda: round(1, 2, 3)]:
    try:
        print(bad())
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)
