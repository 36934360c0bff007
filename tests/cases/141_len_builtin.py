print(len([]), len([1, 2]), len(()), len((1,)), len(""), len("abc"), len("日本"))
print(len({}), len({"a": 1}), len(set()), len({1, 2, 1}), len(range(100)), len(range(0, 100, 7)))
print(len(frozenset([1, 2])), len([[1, 2, 3]]), len("\n\t"))
l = []
for i in range(5):
    l.append(i)
    print(len(l), end=" ")
print()
