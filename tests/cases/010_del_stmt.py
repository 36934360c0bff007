x = 5
del x
try:
    print(x)
except NameError as e:
    print(e)
l = list(range(10))
del l[0]
print(l)
del l[-1]
print(l)
del l[2:4]
print(l)
del l[::2]
print(l)
d = {"a": 1, "b": 2, "c": 3}
del d["b"]
print(d)
a, b = 1, 2
del a, b
l2 = [1, 2, 3]
del l2[:]
print(l2)
