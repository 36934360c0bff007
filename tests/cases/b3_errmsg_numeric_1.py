tests = [lambda: int('3.0'), lambda: float('3,0'), lambda: int(float('inf')), lambda: int(float('nan')),
         lambda: 10 ** -1 // 0, lambda: math_sqrt(-1), lambda: 2 ** 2000 / 1,
         lambda: float(10 ** 400), lambda: 1e308 * 1e10, lambda: round(1e308 * 10), lambda: chr(1114112),
         lambda: divmod(2**100, 0), lambda: pow(2, 2, 0), lambda: 5 % 0.0, lambda: abs('x')]
def math_sqrt(x):
    if x < 0:
        raise ValueError('math domain error')
    return x ** 0.5
for t in tests:
    try:
        print(t())
    except (ValueError, TypeError, OverflowError, ZeroDivisionError) as e:
        print(type(e).__name__, e)
