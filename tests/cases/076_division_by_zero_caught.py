for a, b in [(1, 0), (1.0, 0), (1, 0.0), (0, 0), (-3, 0.0)]:
    for name, op in [("/", lambda x, y: x / y), ("//", lambda x, y: x // y), ("%", lambda x, y: x % y)]:
        try:
            print(a, name, b, op(a, b))
        except ZeroDivisionError as e:
            print(a, name, b, "->", e)
try:
    divmod(1.0, 0)
except ZeroDivisionError as e:
    print(e)
