l = list(range(10))
l[2:5] = ["a", "b"]
print(l)
l[:0] = [-1, -2]
print(l)
l[len(l):] = [100]
print(l)
l[1:3] = []
print(l)
l[:] = "xyz"
print(l)
l[1:1] = [1, 2, 3]
print(l)
l[-2:] = (8, 9, 10)
print(l)
l[5:2] = [0]
print(l)
