t = (3, 1, 3, 2, 3)
print(t.count(3), t.count(9), t.index(3), t.index(3, 1), t.index(2, -3), t.index(3, 3, 5))
print(t + (4,), t * 2, 2 * (), t[1:3], t[::-1], len(t), 3 in t)
print((1, 2) < (1, 3), (1, 2) < (1, 2, 0), (2,) > (1, 9), () < (0,), (1, 2) == (1, 2), (1,) == [1])
print((1, 'a') < (1, 'b'), (1.0, 2) == (1, 2.0), ((1, 2), 3) > ((1, 1), 9))
print(hash((1, 2)) == hash((1, 2)), {(1, 2): 'a', (1, 2.0): 'b'})
a, *b = t
print(a, b)
try:
    t.index(9)
except ValueError as e:
    print(type(e).__name__, e)
try:
    t[0] = 1
except TypeError as e:
    print(type(e).__name__, e)
try:
    del t[0]
except TypeError as e:
    print(type(e).__name__, e)
try:
    t + [1]
except TypeError as e:
    print(type(e).__name__, e)
try:
    (1, 'a') < ('a', 1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    t.append(1)
except AttributeError as e:
    print(type(e).__name__, e)
try:
    hash((1, [2]))
except TypeError as e:
    print(type(e).__name__, e)
