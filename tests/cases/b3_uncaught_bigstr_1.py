n = 10 ** 5000
print(n % 10)
print(n)
