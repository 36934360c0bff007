out = []
for i in range(5):
    for j in range(5):
        if j > i:
            break
        if (i + j) % 2:
            continue
        out.append((i, j))
print(out)
n = 0
while n < 10:
    n += 1
    if n % 3 == 0:
        continue
    if n == 8:
        break
    print(n, end=" ")
print()
