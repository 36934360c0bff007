a = [10, 20, 30, 40, 50]
print(a.pop(), a)
print(a.pop(0), a)
print(a.pop(-2), a)
print(a.pop(1), a, a.pop(), a)
for args in [(), (0,), (5,)]:
    try:
        print([].pop(*args))
    except IndexError as e:
        print(type(e).__name__, e)
try:
    [1, 2].pop(2)
except IndexError as e:
    print(type(e).__name__, e)
try:
    [1, 2].pop(-3)
except IndexError as e:
    print(type(e).__name__, e)
try:
    [1].pop(1.0)
except TypeError as e:
    print(type(e).__name__, e)
a = [1, 2, 3, 2, 1]
a.remove(2)
print(a)
a.remove(1)
print(a)
try:
    a.remove(9)
except ValueError as e:
    print(type(e).__name__, e)
b = [1, 1.0, True]
b.remove(True)
print(b)
