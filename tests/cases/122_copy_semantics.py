a = [[1, 2], [3]]
b = a[:]
b[0].append(99)
b.append([4])
print(a, b)
c = list(a)
c[1] = "replaced"
print(a, c)
d = {"k": [1]}
e = dict(d)
e["k"].append(2)
e["n"] = 0
print(d, e)
def mutate(lst):
    lst.append("m")
    lst = ["new"]
    return lst
orig = [0]
print(mutate(orig), orig)
