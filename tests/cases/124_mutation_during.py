l = [1, 2, 3, 4, 5, 6]
for x in l:
    if x % 2 == 0:
        l.remove(x)
print(l)
l = [1, 2, 3]
out = []
for x in l:
    out.append(x)
    if len(l) < 6:
        l.append(x * 10)
print(out, l)
d = {"a": 1, "b": 2}
try:
    for k in d:
        d[k + k] = 0
except RuntimeError as e:
    print(e)
d = {"a": 1, "b": 2}
for k in list(d):
    d[k * 2] = d.pop(k)
print(d)
