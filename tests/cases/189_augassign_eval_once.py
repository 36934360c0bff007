count = 0
def idx():
    global count
    count += 1
    return 0
l = [5]
l[idx()] += 10
print(l, count)
d = {"a": [1]}
def key():
    global count
    count += 1
    return "a"
d[key()] += [2]
print(d, count)
m = [[1, 2], [3, 4]]
m[idx()][idx()] *= 7
print(m, count)
t = ([1],)
try:
    t[0] += [2]
except TypeError as e:
    print(e)
print(t)
