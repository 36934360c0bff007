x = 10
for d in [5, 2, 0]:
    print(x // d)
