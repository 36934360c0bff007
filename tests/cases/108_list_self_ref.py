l = [1, 2]
l.append(l)
print(l)
print(len(l), l[2] is l)
d = {"a": 1}
d["self"] = d
print(d)
m = [l, l]
print(len(m))
