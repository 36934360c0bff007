def find(xs, t):
    for i, x in enumerate(xs):
        if x == t:
            print("found at", i)
            break
    else:
        print("not found")
find([1, 2, 3], 2)
find([1, 2, 3], 5)
find([], 1)
for c in "abc":
    pass
print(c)
for n in range(2, 20):
    for d in range(2, n):
        if n % d == 0:
            break
    else:
        print(n, "prime")
