grid = [[1, 2, 3], [4, 0, 6], [7, 8, 9]]
found = None
for r, row in enumerate(grid):
    for c, v in enumerate(row):
        if v == 0:
            found = (r, c)
            break
    if found:
        break
print(found)
count = 0
for a in range(1, 20):
    for b in range(a, 20):
        for c in range(b, 30):
            if a * a + b * b == c * c:
                count += 1
                print((a, b, c), end=" ")
print()
print(count)
