l = [1, 2, 3]
print(l.pop(-1), l.pop(-2), l)
l = []
l.insert(0, "a")
l.insert(-1, "b")
l.insert(1, "c")
print(l)
l.extend([])
l.extend(l)
print(l)
l += l[:1]
print(l, len(l))
l[:] = []
print(l)
l = [3, 1, 2]
l.sort(key=lambda v: -v)
print(l)
l.sort(key=None, reverse=False)
print(l)
print([] + [], [[]] * 0, [None] * 2)
