print(7.5 // 2, 7.5 % 2, -7.5 // 2, -7.5 % 2)
print(divmod(7.5, 2), divmod(-7.5, 2))
print(2.0 ** 10, 2.0 ** -2, 10.0 ** 20)
print(abs(-3.5), -(-1.5), +2.5)
print(0.1 * 3, 0.1 * 3 == 0.3, 1.1 + 2.2)
print(1e308 * 10, -1e308 * 10)
print(3.0 * 2, 6 / 3.0, 1 - 0.9)
print(int(2.5e10), int(-0.9), float(2 ** 70))
x = 0.0
for i in range(10):
    x += 0.1
print(x)
