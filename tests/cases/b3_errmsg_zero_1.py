for expr in [lambda: 1 / 0, lambda: 1 // 0, lambda: 1 % 0, lambda: divmod(1, 0), lambda: 1.5 / 0,
             lambda: 1.5 // 0, lambda: 1.5 % 0, lambda: divmod(1.5, 0), lambda: 0 ** -1, lambda: 2**100 // 0,
             lambda: 2**100 % 0, lambda: 10 / 0.0, lambda: pow(0, -2), lambda: True / False]:
    try:
        expr()
    except ZeroDivisionError as e:
        print(type(e).__name__, e)
