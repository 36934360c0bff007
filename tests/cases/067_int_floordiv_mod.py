for a in [7, -7]:
    for b in [2, -2, 3, -3]:
        print(a, b, a // b, a % b, divmod(a, b))
print(-7 // 2, -7 % 3, 7 % -3)
print(0 // 5, 0 % -5)
print(-1 // 10, -1 % 10)
