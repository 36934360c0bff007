a = 3 ** 1000
b = 7 ** 800
c = a * b
print(len(str(a)), len(str(b)), len(str(c)))
print(c % 1000000007, c // (10 ** 1400))
print(str(c)[:30], str(c)[-30:])
print((c // a) == b, (c % a) == 0)
x = (10 ** 200 + 7) * (10 ** 200 - 7)
print(x == 10 ** 400 - 49)
f = 1
for i in range(1, 301):
    f *= i
print(len(str(f)), str(f)[:20])
z = 0
while f % 10 == 0:
    f //= 10
    z += 1
print("trailing zeros", z)
print(-(3 ** 200) // (2 ** 100), -(3 ** 200) % (2 ** 100))
