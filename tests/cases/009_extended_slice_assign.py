l = list(range(10))
l[::2] = ["e"] * 5
print(l)
l[1::2] = range(5)
print(l)
l[::-1] = list(range(10))
print(l)
l[8:2:-3] = ["p", "q"]
print(l)
try:
    l[::2] = [1, 2]
except ValueError as e:
    print("ValueError:", e)
