print(divmod(0, 7), divmod(-0.0, 2.5), divmod(True, True))
for a in [7, -7, 7.0, -7.5, 0, 2**70]:
    for b in [3, -3, 2.5]:
        print(a, b, divmod(a, b), a // b, a % b)
print(divmod(1e308, 1e-308)[1], divmod(-0.0, 1), divmod(0.0, -1))
