a = [1, 2]
a.append(3)
a.append([4])
print(a)
a.extend([5, 6])
a.extend('xy')
a.extend(range(2))
a.extend((x for x in [7]))
a.extend({'k': 1})
print(a, len(a))
a = [1, 2, 3]
a.insert(0, 'first')
a.insert(100, 'last')
a.insert(-1, 'beforelast')
a.insert(-100, 'veryfirst')
a.insert(2, 'mid')
print(a)
b = []
b.insert(5, 'x')
b.insert(-5, 'y')
print(b)
a = [1, 2]
a.extend(a)
print(a)
try:
    a.extend(5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    a.insert('a', 1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    a.append()
except TypeError as e:
    print(type(e).__name__, e)
