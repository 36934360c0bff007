print(pow(2, 0.5), pow(4, -0.5), pow(0, 0, 1), pow(5, -1, 1), pow(2, 3, -1), pow(-1, -1), pow(2.0, -1))
print(pow(0.0, 0.0), pow(10, 400, 7), pow(3, 4, True), pow(True, True, 5))
print(pow(-2, 3, 5), pow(2, -3, 5), pow(-2, -3, 5), pow(12345, 6789, 10**9 + 7), pow(2, 10**6, 10**9))
print(2 ** 0.5 == pow(2, 0.5), 10 ** -1)
print(pow(2, 62) * 2, pow(-2, 63), pow(3, 3, 2**70), pow(2**70, 2, 10**10))
for args in [(1e200, 2), (-1e200, 3.0), (2, -1, 4), (4, -1, 6), (0, -1, 5), (2, 2, 0), (1.5, 2, 3)]:
    try:
        print(pow(*args))
    except (ValueError, TypeError, ZeroDivisionError, OverflowError) as e:
        print(type(e).__name__, e)
