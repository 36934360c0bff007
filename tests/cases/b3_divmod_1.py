print(divmod(7, 2), divmod(-7, 2), divmod(7, -2), divmod(-7, -2), divmod(0, 5))
print(divmod(7.5, 2), divmod(-7.5, 2), divmod(7.5, -2), divmod(-7.5, -2.0))
print(divmod(1, 0.3), divmod(-1e-300, 1.0), divmod(5, 2.5), divmod(True, 2))
print(divmod(2**100, 3), divmod(-2**100, 7), divmod(10**20, -10**10 - 1))
print(divmod(6.0, float('inf')), divmod(-6.0, float('inf')))
print(7 // 2, -7 // 2, 7 % -2, -7 % 2, 7.5 // -2, -7.5 % 2, 0.0 % -1)
for a, b in [(1, 0), (1.0, 0), (1, 0.0), (0, 0), (1, 'a'), ('a', 1), (None, 2)]:
    try:
        print(divmod(a, b))
    except (ZeroDivisionError, TypeError) as e:
        print(type(e).__name__, e)
