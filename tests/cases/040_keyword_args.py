def describe(name, age, city="?"):
    return name + " " + str(age) + " " + city
print(describe("ann", 30))
print(describe(age=40, name="bob"))
print(describe("cy", city="paris", age=5))
print(sorted([3, 1, 2], reverse=True))
print(sorted(["bb", "a", "ccc"], key=len))
print(sorted(["bb", "a", "ccc"], key=len, reverse=True))
print("x", "y", sep="")
print(int("ff", base=16))
print(max([1, 5, 3], key=lambda v: -v))
print(min([], default="empty"))
