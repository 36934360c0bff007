people = [{"name": "bob", "age": 25}, {"name": "al", "age": 30}, {"name": "cy", "age": 25}]
people.sort(key=lambda p: p["age"])
print([p["name"] for p in people])
people.sort(key=lambda p: (p["age"], p["name"]), reverse=True)
print([p["name"] for p in people])
nums = [-3, 2, -1, 4, 0]
print(sorted(nums, key=abs), sorted(nums, key=lambda n: -n))
pairs = [(1, "b"), (0, "c"), (1, "a"), (0, "a")]
print(sorted(pairs))
print(sorted(pairs, key=lambda p: p[1]))
stable = [("x", 2), ("y", 1), ("z", 2), ("w", 1)]
print(sorted(stable, key=lambda p: p[1]))
print(sorted([3.5, 1, 2.25, -1]))
print(sorted([[2, 1], [1, 2], [1]]))
print(sorted((3, 1, 2)), sorted("cab"), sorted({3: 0, 1: 0}))
