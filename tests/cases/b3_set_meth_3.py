a = {1, 2, 3, 4, 5}
a.update([6], (7,), {8})
print(a)
a.update()
a.intersection_update(range(3, 20), [3, 4, 5, 6, 7, 8, 99])
print(a)
a.difference_update([3], {4}, range(0))
print(a)
a.symmetric_difference_update([5, 6, 100])
print(a)
a.intersection_update()
print(a)
b = a
b |= {1}
b &= {1, 7, 8, 100}
b -= {8}
b ^= {2, 7}
print(a, b is a)
try:
    b |= [1]
except TypeError as e:
    print(type(e).__name__, e)
try:
    a.update(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    a.symmetric_difference_update([1], [2])
except TypeError as e:
    print(type(e).__name__, e)
try:
    a.intersection_update([[1]])
except TypeError as e:
    print(type(e).__name__, e)
