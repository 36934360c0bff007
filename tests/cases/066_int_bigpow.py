print(2 ** 200)
print(-2 ** 63, (-2) ** 63)
print(3 ** 100)
print(10 ** 30 + 1)
print(2 ** 64 - 1)
x = 1
for i in range(70):
    x *= 3
print(x)
print(2 ** 0, 0 ** 0, (-1) ** 101)
print(2 ** -1, 10 ** -2)
print(7 ** 77 % 1000)
