def source():
    print("source called")
    return [1, 2, 3]
g = (x * 10 for x in source())
print("genexp created")
print(list(g))
try:
    h = (x for x in 5)
except TypeError as e:
    print("eager error:", e)
def inner():
    print("inner iterable")
    return range(2)
g2 = ((x, y) for x in range(2) for y in inner())
print("second created")
print(list(g2))
