words = ["apple", "bob", "cat", "apple", "dog", "bob"]
print({w: len(w) for w in words})
print({w: i for i, w in enumerate(words)})
print({i: [j for j in range(i)] for i in range(4)})
print({k: v for k, v in zip("abc", range(3)) if v != 1})
print({len(w) for w in words})
print({x * y for x in range(4) for y in range(4)})
d = {"a": 1, "b": 2}
print({v: k for k, v in d.items()})
print({(i, j): i * j for i in range(2) for j in range(2)})
