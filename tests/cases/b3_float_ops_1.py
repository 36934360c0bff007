print(0.1 + 0.2 == 0.3, abs(0.1 + 0.2 - 0.3) < 1e-9, 1e308 * 10, -1e308 * 10, 1e308 * 10 - 1e308 * 10)
inf = float('inf')
nan = float('nan')
print(inf > 1e308, -inf < -1e308, inf == inf, nan == nan, nan != nan, nan < 1, nan > 1)
print(inf + 1, inf - inf, inf * 0, 0 * -inf, inf / inf, 1 / inf, -1 / inf)
print(min(1.0, nan), max(nan, 1.0), sorted([3.0, 1.0, 2.0]), 1.0 in [nan, 1.0])
print(7.5 // 2, 7.5 % 2, -7.5 // 2, -7.5 % 2, 7.5 % -2, 1e300 % 7, -0.0 % 5, 5 % -0.5)
print(2.0 ** 10, 2 ** 0.5, (-8) ** 2.0, 10.0 ** -2, 0.0 ** 0, 1.5 ** 2)
print(int(1e300) % 1000, round(1e300) == int(1e300), float(10**300) == 1e300)
try:
    1.0 / 0
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    1 // 0.0
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    1 % 0.0
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    0.0 ** -1
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    10.0 ** 400
except OverflowError as e:
    print(type(e).__name__, e)
try:
    2 ** 10000 * 1.0
except OverflowError as e:
    print(type(e).__name__, e)
