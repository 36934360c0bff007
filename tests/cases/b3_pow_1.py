print(pow(2, 10), pow(2, -1), pow(2, -2), pow(-2, 3), pow(2.0, 3), pow(4, 0.5))
print(pow(2, 10, 1000), pow(3, 200, 7), pow(-3, 3, 5), pow(3, -1, 7), pow(38, -1, 97))
print(pow(2, 0), pow(0, 0), pow(0.0, 0), pow(10, 20), pow(10, -20))
print(pow(base=2, exp=5), pow(2, exp=3), pow(2, 3, mod=5), pow(2, 3, None))
print(pow(7, 123456789, 1000000007), pow(123, 0, 1), pow(5, 2, -3), pow(-5, 3, 7))
print(2 ** -1, (-2) ** 2, -2 ** 2, 2 ** 3 ** 2, 2.0 ** -1, 0.5 ** 2)
for args in [(0, -1), (0.0, -1), (2, 3, 0), (2, -1, 4), (2.0, 3, 5), (2, 'a'), (2, 1, 'x'), (1,), ()]:
    try:
        print(pow(*args))
    except (ZeroDivisionError, TypeError, ValueError) as e:
        print(type(e).__name__, e)
