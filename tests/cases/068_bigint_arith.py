a = 123456789012345678901234567890
b = 987654321098765432109876543210
print(a + b)
print(a - b)
print(a * b)
print(b // a, b % a)
print(-b // a, -b % a)
print(b // -a, b % -a)
print(divmod(-b, a))
print(a * a * a)
print((a * b) // b == a)
f = 1
for i in range(1, 41):
    f *= i
print(f)
print(f // (2 ** 30), f % 1000003)
print(-(2 ** 100) // 7, -(2 ** 100) % 7)
