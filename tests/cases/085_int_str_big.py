n = 1
for i in range(1, 60):
    n = n * i + 7
print(n)
print(len(str(n)))
m = int(str(n))
print(m == n, m - n)
print(n % 1000000007)
print(-n // 123456789, -n % 123456789)
print(n // (10 ** 50))
s = 0
for d in str(n):
    s += int(d)
print(s)
print(int("-" + "9" * 40) + 1)
