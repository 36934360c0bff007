def append_to(x, acc=[]):
    acc.append(x)
    return acc
print(append_to(1))
print(append_to(2))
r = append_to(3, [])
print(r)
print(append_to(4))
def counter(d={}):
    d["n"] = d.get("n", 0) + 1
    return d["n"]
print(counter(), counter(), counter())
