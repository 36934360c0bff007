print(list(range(5)), list(range(2, 5)), list(range(0, 10, 3)))
print(list(range(10, 0, -3)), list(range(-5, -1)), list(range(5, 5)))
for i in range(3, 0, -1):
    print(i, end=" ")
print()
total = 0
for i in range(1, 1001):
    total += i * i
print(total)
r = range(-10, 10, 4)
print(list(r), r[1], len(r), r[-1])
print(list(range(0, -10, -4)), range(0, -10, -4)[1])
