print(len(str(10 ** 4299)), str(10 ** 20))
print(hex(10 ** 5000)[:10])
n = 10 ** 5000
print(n % 10)
print(n)
