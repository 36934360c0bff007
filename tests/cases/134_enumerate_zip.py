for i, c in enumerate("abc"):
    print(i, c)
print(list(enumerate(["x", "y"], 1)), list(enumerate("q", start=10)))
print(list(zip([1, 2, 3], "ab")))
print(list(zip()), list(zip([1])), list(zip(range(3), range(3, 6), "xyz")))
a, b = zip(*[(1, "a"), (2, "b")])
print(a, b)
names = ["ann", "bob"]
ages = [30, 40]
print(dict(zip(names, ages)))
for i, (n, a) in enumerate(zip(names, ages)):
    print(i, n, a)
